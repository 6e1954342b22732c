"""Resolution-time "if" conditions (issue 12, round 5): a triggered ability's intervening "if" (603.4)
before any effect, not only counters or an effect on its source; an activated ability's "If this creature
is a Spirit, it becomes ..." (608.2c: checked as it resolves).

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a
board with the real pool card."""
from __future__ import annotations

from layerkit.compiler import compile_card, compile_text
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from _compiled import pt


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    return compiled(name).supported


# ------------------------------------------------------------------ 603.4: an intervening "if" before any effect

def test_intervening_if_before_an_effect_on_a_group():
    # Kyoshi Warrior Exemplars (4/3): "Whenever this creature attacks, if you control eight or more lands,
    # creatures you control get +2/+2 until end of turn." Checked as it resolves (603.4): seven lands,
    # nothing; eight, each creature you control gets +2/+2, and the effect lasts though a land leaves
    # (611.2a: the effect it created has no condition)
    assert supported("Kyoshi Warrior Exemplars")
    b = Board()
    b.enter("Kyoshi Warrior Exemplars", id="k")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    for i in range(7):
        b.enter("Forest", id=f"f{i}")
    b.ability("k", 1)
    assert pt(b, "k") == (4, 3) and pt(b, "bear") == (2, 2)
    b.enter("Forest", id="f7")
    b.ability("k", 1)
    assert pt(b, "k") == (6, 5) and pt(b, "bear") == (4, 4)
    assert pt(b, "theirs") == (2, 2)          # "creatures you control"
    b.move("f7", "graveyard")
    assert pt(b, "bear") == (4, 4)            # checked once: the effect stays


def test_intervening_if_before_an_effect_on_a_target():
    # Ubul Sar Gatekeepers: "When this creature enters, if you control two or more Gates, target creature
    # an opponent controls gets -2/-2 until end of turn."
    c = compiled("Ubul Sar Gatekeepers")
    assert c.supported
    assert c.effects[1] == {"affects": "targets",
                            "condition": {"count": {"of": {"subtypes": ["Gate"], "controller": "you"}, "min": 2}},
                            "duration": "end_of_turn", "modify_pt": [-2, -2]}
    b = Board()
    b.enter("Ubul Sar Gatekeepers", id="u")
    b.enter("Hill Giant", id="giant", controller="Bo")     # 3/3
    b.enter("Basilisk Gate", id="g1")
    b.ability("u", 1, targets=["giant"])
    assert pt(b, "giant") == (3, 3)           # one Gate: the ability does nothing
    b.enter("Black Dragon Gate", id="g2")
    b.ability("u", 1, targets=["giant"])
    assert pt(b, "giant") == (1, 1)


def test_intervening_if_on_opponents_creatures_and_it_naming_the_source():
    # Keldon Berserker (2/3): "Whenever this creature attacks, if you control no untapped lands, it gets
    # +3/+0 until end of turn." — "it" is the creature
    assert supported("Keldon Berserker")
    b = Board()
    b.enter("Keldon Berserker", id="kb")
    b.enter("Mountain", id="m")
    b.ability("kb", 1)
    assert pt(b, "kb") == (2, 3)
    b.tap("m")
    b.ability("kb", 1)
    assert pt(b, "kb") == (5, 3)


def test_intervening_if_before_base_pt_and_losing_abilities():
    # Vedalken Humiliator: "Metalcraft — Whenever this creature attacks, if you control three or more
    # artifacts, creatures your opponents control lose all abilities and have base power and toughness
    # 1/1 until end of turn."
    c = compiled("Vedalken Humiliator")
    assert c.supported
    b = Board()
    b.enter("Vedalken Humiliator", id="v")
    b.enter("Serra Angel", id="angel", controller="Bo")      # 4/4 flying, vigilance
    for i in range(2):
        b.enter("Ornithopter", id=f"o{i}")
    b.ability("v", 1)
    assert pt(b, "angel") == (4, 4) and "Flying" in keywords(b, "angel")
    b.enter("Ornithopter", id="o2")
    b.ability("v", 1)
    assert pt(b, "angel") == (1, 1) and "Flying" not in keywords(b, "angel")
    assert pt(b, "o0") == (0, 2)              # yours: not affected


def test_a_later_sentences_if_is_no_intervening_if():
    # Ogre Chitterlord: "Whenever this creature enters or attacks, create two 1/1 black Rat creature tokens
    # with "This token can't block." Then if you control five or more Rats, each Rat you control gets +2/+0
    # until end of turn." The "if" is read after the tokens are created (608.2c); it is no intervening
    # "if" of the trigger, and read as one it would count the Rats without them: left unsupported
    assert not supported("Ogre Chitterlord")
    # likewise a reflexive trigger's "if" after "mill a card" (Sigil of Myrkul)
    assert not supported("Sigil of Myrkul")


def test_intervening_if_in_a_spell_is_no_condition():
    # a spell's "if" is no intervening "if" (603.4 is about triggered abilities); a condition on a resolved
    # spell's effect would be read for as long as the effect lasts: it is the instruction's "if" (608.2c),
    # ``if_holds``, checked once as it resolves (round 7), never its ``condition``
    c = compile_text("Test Roar", "If you control a Forest, each blocked creature gets +2/+2 until end of turn.",
                     ["Instant"])
    assert c.supported
    assert "condition" not in c.effects[1] and "if_holds" in c.effects[1]


# ------------------------------------------------------------------ 608.2c: "If this creature is a Spirit, ..."

def subtypes(board: Board, oid: str) -> set[str]:
    return set(board.resolve()[oid].subtypes)


def test_level_up_if_this_creature_is_a_spirit():
    # Figure of Destiny (1/1 Kithkin): "{R/W}: This creature becomes a Kithkin Spirit with base power and
    # toughness 2/2." "{R/W}{R/W}{R/W}: If this creature is a Spirit, it becomes a Kithkin Spirit Warrior with
    # base power and toughness 4/4." "{R/W}x6: If this creature is a Warrior, it becomes a Kithkin Spirit
    # Warrior Avatar with base power and toughness 8/8, flying, and first strike." 608.2c: each "if" is
    # checked as the ability resolves; when it fails, the ability does nothing (and does not start later)
    c = compiled("Figure of Destiny")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "if_is": {"subtypes": ["Spirit"]}, "set_pt": [4, 4],
                            "set_subtypes": ["Kithkin", "Spirit", "Warrior"]}
    b = Board()
    b.enter("Figure of Destiny", id="f")
    b.ability("f", 3)
    b.ability("f", 2)
    assert pt(b, "f") == (1, 1) and subtypes(b, "f") == {"Kithkin"}     # neither a Spirit nor a Warrior
    b.ability("f", 1)
    assert pt(b, "f") == (2, 2) and subtypes(b, "f") == {"Kithkin", "Spirit"}
    b.ability("f", 3)
    assert pt(b, "f") == (2, 2)             # a Spirit, not yet a Warrior: nothing
    b.ability("f", 2)
    assert pt(b, "f") == (4, 4) and subtypes(b, "f") == {"Kithkin", "Spirit", "Warrior"}
    b.ability("f", 3)
    assert pt(b, "f") == (8, 8) and subtypes(b, "f") == {"Kithkin", "Spirit", "Warrior", "Avatar"}
    assert {"Flying", "First strike"} <= keywords(b, "f")


def test_level_up_counters_only_if_it_is_a_spirit():
    # Warden of the First Tree (1/1 Human): "{1}{W/B}: This creature becomes a Human Warrior with base power
    # and toughness 3/3." "{2}{W/B}{W/B}: If this creature is a Warrior, it becomes a Human Spirit Warrior
    # with trample and lifelink." "{3}{W/B}{W/B}{W/B}: If this creature is a Spirit, put five +1/+1 counters
    # on it."
    assert supported("Warden of the First Tree")
    b = Board()
    b.enter("Warden of the First Tree", id="w")
    b.ability("w", 3)
    b.ability("w", 2)
    assert pt(b, "w") == (1, 1) and "Trample" not in keywords(b, "w")
    assert b.resolve()["w"].counters.get("+1/+1", 0) == 0
    b.ability("w", 1)
    b.ability("w", 2)
    assert subtypes(b, "w") == {"Human", "Spirit", "Warrior"} and {"Trample", "Lifelink"} <= keywords(b, "w")
    b.ability("w", 3)
    assert pt(b, "w") == (8, 8)             # base 3/3 and five +1/+1 counters (613.4c)


def test_if_it_is_a_warrior_counter_and_becomes():
    # Ascendant Spirit: "{S}{S}{S}: If this creature is a Warrior, put a flying counter on it and it becomes a
    # Spirit Warrior Angel with base power and toughness 4/4." Both instructions under the one "if"
    b = Board()
    b.enter("Ascendant Spirit", id="a")
    b.ability("a", 2)
    assert pt(b, "a") == (1, 1) and "Flying" not in keywords(b, "a")
    b.ability("a", 1)
    b.ability("a", 2)
    assert pt(b, "a") == (4, 4) and "Flying" in keywords(b, "a")     # 122.1b: a flying counter
    assert subtypes(b, "a") == {"Spirit", "Warrior", "Angel"}


def test_if_kellan_is_a_detective():
    # Kellan, Planar Trailblazer (2/1 Human Faerie Scout): "{2}{R}: If Kellan is a Detective, it becomes a
    # 3/2 Human Faerie Rogue and gains double strike." "{1}{R}: If Kellan is a Scout, it becomes a Human
    # Faerie Detective and gains "..."."
    b = Board()
    b.enter("Kellan, Planar Trailblazer", id="k")
    b.ability("k", 2)
    assert pt(b, "k") == (2, 1) and subtypes(b, "k") == {"Human", "Faerie", "Scout"}    # not a Detective yet
    b.ability("k", 1)
    assert subtypes(b, "k") == {"Human", "Faerie", "Detective"}
    b.ability("k", 2)
    assert pt(b, "k") == (3, 2) and subtypes(b, "k") == {"Human", "Faerie", "Rogue"}
    assert "Double strike" in keywords(b, "k")
    b.ability("k", 1)
    assert subtypes(b, "k") == {"Human", "Faerie", "Rogue"}     # no longer a Scout: nothing


def test_if_this_creature_is_in_a_spell_names_no_source():
    # an "if ~ is ..." of an effect on other objects is no check on its one object: left unsupported
    c = compile_text("Test Rite", "{2}: If this creature is a Spirit, creatures you control get +1/+1 until end "
                     "of turn.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ coven: "three or more creatures with different powers"

def test_coven_condition_is_different_powers_among_your_creatures():
    # "if you control three or more creatures with different powers": three creatures whose powers are all
    # different — exactly when there are three or more different powers among your creatures (208.1)
    c = compiled("Dawnhart Wardens")
    assert c.supported
    assert c.effects[2]["condition"] == {"value": {"of": {"distinct_powers": {"types": ["Creature"],
                                                                                "controller": "you"}}, "min": 3}}


def test_coven_on_the_board():
    # Dawnhart Wardens (3/3): "Coven — At the beginning of combat on your turn, if you control three or more
    # creatures with different powers, creatures you control get +1/+0 until end of turn."
    b = Board()
    b.enter("Dawnhart Wardens", id="w")              # power 3
    b.enter("Grizzly Bears", id="bear")              # power 2
    b.enter("Hill Giant", id="giant")                # power 3: the same power counts once
    b.enter("Serra Angel", id="opp", controller="Bo")    # power 4, not yours
    b.ability("w", 2)
    assert pt(b, "w") == (3, 3) and pt(b, "bear") == (2, 2)      # powers 2 and 3: two, nothing
    b.enter("Ornithopter", id="thopter")             # power 0: a third different power
    b.ability("w", 2)
    assert pt(b, "w") == (4, 3) and pt(b, "bear") == (3, 2) and pt(b, "thopter") == (1, 2)
    assert pt(b, "opp") == (4, 4)


def test_coven_counts_powers_as_the_ability_resolves():
    # Candlegrove Witch (2/2): "... if you control three or more creatures with different powers, this
    # creature gains flying until end of turn." The powers now, after a +1/+1 counter changed one (613.4c)
    b = Board()
    b.enter("Candlegrove Witch", id="w")             # power 2
    b.enter("Grizzly Bears", id="b1")                # 2
    b.enter("Ornithopter", id="o")                   # 0
    b.ability("w", 1)
    assert "Flying" not in keywords(b, "w")
    b.enter("Grizzly Bears", id="b3", counters={"+1/+1": 1})    # 3
    b.ability("w", 1)
    assert "Flying" in keywords(b, "w")


def test_coven_in_a_static_ability_is_not_read():
    # the powers a static ability's condition reads are what the layers are still changing (613.4)
    c = compile_text("Test Coven", "As long as you control three or more creatures with different powers, this "
                     "creature gets +1/+1.", ["Creature"])
    assert not c.supported


def test_schema_and_parse_of_distinct_powers():
    from layerkit.vocabulary.model import DistinctPowers
    from layerkit.vocabulary.parse import parse_value
    from layerkit.vocabulary.schema import validate_definition
    import pytest
    from layerkit.errors import CardDataError
    d = {"affects": "self", "condition": {"value": {"of": {"distinct_powers": {"types": ["Creature"]}}, "min": 3}},
         "modify_pt": [1, 0]}
    validate_definition(d, "t")
    assert isinstance(parse_value({"distinct_powers": {"types": ["Creature"]}}), DistinctPowers)
    with pytest.raises(CardDataError):
        validate_definition({**d, "condition": {"value": {"of": {"distinct_powers": "creatures"}, "min": 3}}}, "t")


# ------------------------------------------------------------------ 601.2g-h: the mana spent to cast the spell

def counters(board: Board, oid: str) -> dict[str, int]:
    return dict(board.resolve()[oid].counters)


def unsupported_names(board: Board) -> set[str]:
    return {u[1] if isinstance(u, tuple) else getattr(u, "card", str(u)) for u in board.resolve().unsupported}


def test_adamant_enters_with_a_counter_only_with_three_white():
    # Ardenvale Paladin (2/5): "Adamant — If at least three white mana was spent to cast this spell, this
    # creature enters with a +1/+1 counter on it." (614.1c: a replacement effect, how it was paid for)
    c = compiled("Ardenvale Paladin")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"mana_spent": {"color": "W", "min": 3}},
                            "enters_with_counters": {"+1/+1": 1}}
    b = Board()
    b.cast("Ardenvale Paladin", id="three", choices={"mana_spent": {"W": 3, "C": 1}})
    b.cast("Ardenvale Paladin", id="two", choices={"mana_spent": {"W": 2, "R": 2}})
    b.enter("Ardenvale Paladin", id="put", choices={"mana_spent": {}})      # not cast: no mana spent
    assert pt(b, "three") == (3, 6) and counters(b, "three") == {"+1/+1": 1}
    assert pt(b, "two") == (2, 5) and pt(b, "put") == (2, 5)


def test_adamant_untold_is_unsupported_never_none_spent():
    b = Board()
    b.cast("Ardenvale Paladin", id="p")
    assert pt(b, "p") == (2, 5)
    assert b.resolve().unsupported, "the payment was not stated: the resolution must say so"


def test_adamant_same_color():
    # Henge Walker (2/2): "... If at least three mana of the same color was spent ..." — three of one color,
    # not three colored mana of different colors, and colorless mana is no color (105.1)
    b = Board()
    b.cast("Henge Walker", id="g", choices={"mana_spent": {"G": 3}})
    b.cast("Henge Walker", id="mixed", choices={"mana_spent": {"W": 1, "U": 1, "B": 1}})
    b.cast("Henge Walker", id="colorless", choices={"mana_spent": {"C": 3}})
    assert pt(b, "g") == (3, 3) and pt(b, "mixed") == (2, 2) and pt(b, "colorless") == (2, 2)


def test_a_spells_if_b_was_spent():
    # Rolling Spoil: "Destroy target land. If {B} was spent to cast this spell, all creatures get -1/-1 until
    # end of turn."
    c = compiled("Rolling Spoil")
    assert c.supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Forest", id="land", controller="Bo")
    b.cast("Rolling Spoil", targets=["land"], choices={"mana_spent": {"G": 3, "C": 1}})
    assert pt(b, "bear") == (2, 2)
    b.cast("Rolling Spoil", targets=["land"], choices={"mana_spent": {"B": 1, "G": 1, "C": 2}})
    assert pt(b, "bear") == (1, 1)


def test_adamant_sorcery_gives_vigilance():
    # Silverflame Ritual: "Put a +1/+1 counter on each creature you control. Adamant — If at least three white
    # mana was spent to cast this spell, creatures you control gain vigilance until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Silverflame Ritual", choices={"mana_spent": {"W": 3, "C": 1}})
    assert pt(b, "bear") == (3, 3) and "Vigilance" in keywords(b, "bear")
    b2 = Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.cast("Silverflame Ritual", choices={"mana_spent": {"W": 2, "C": 2}})
    assert pt(b2, "bear") == (3, 3) and "Vigilance" not in keywords(b2, "bear")


def test_triggered_if_at_least_four_mana_was_spent():
    # Blazing Bomb (2/2 ... ): "Whenever you cast a noncreature spell, if at least four mana was spent to cast
    # it, put a +1/+1 counter on this creature." — the ability step states the mana spent on that spell
    b = Board()
    b.enter("Blazing Bomb", id="bomb")
    base = pt(b, "bomb")
    b.ability("bomb", 1, choices={"mana_spent": {"R": 1, "C": 2}})
    assert pt(b, "bomb") == base
    b.ability("bomb", 1, choices={"mana_spent": {"R": 2, "C": 2}})
    assert pt(b, "bomb") == (base[0] + 1, base[1] + 1)
    b.ability("bomb", 1)            # not stated: nothing, and reported
    assert pt(b, "bomb") == (base[0] + 1, base[1] + 1)
    assert b.resolve().unsupported


def test_mana_spent_read_elsewhere_stays_unsupported():
    # an activated ability, or a static ability other than the counters it enters with
    assert not compile_text("Test Hybrid", "{1}: This creature gets +1/+1 until end of turn if {R} was spent to cast "
                            "it.", ["Creature"]).supported
    assert not compile_text("Test Hybrid", "This creature has flying if {U} was spent to cast it.",
                            ["Creature"]).supported


def test_schema_and_choice_of_mana_spent():
    import pytest
    from layerkit.errors import CardDataError, ScenarioError
    from layerkit.vocabulary.schema import validate_definition
    validate_definition({"affects": "self", "condition": {"mana_spent": {"color": "same", "min": 3}},
                         "enters_with_counters": {"+1/+1": 1}}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "condition": {"mana_spent": {"color": "X", "min": 3}},
                             "enters_with_counters": {"+1/+1": 1}}, "t")
    with pytest.raises(ScenarioError):
        Board().cast("Ardenvale Paladin", choices={"mana_spent": {"P": 3}})


# ------------------------------------------------------------------ 601.2a: the zone the spell was cast from

def test_myojin_enters_with_indestructible_counter_only_cast_from_hand():
    # Myojin of Blooming Dawn: "... enters with an indestructible counter on it if you cast it from your hand."
    c = compiled("Myojin of Blooming Dawn")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"cast_from": "hand"},
                            "enters_with_counters": {"indestructible": 1}}
    b = Board()
    b.cast("Myojin of Blooming Dawn", id="hand", choices={"cast_from": "hand"})
    b.cast("Myojin of Blooming Dawn", id="exile", choices={"cast_from": "exile"})
    b.enter("Myojin of Blooming Dawn", id="put", choices={"cast_from": "none"})
    assert counters(b, "hand") == {"indestructible": 1} and "Indestructible" in keywords(b, "hand")   # 122.1b
    assert counters(b, "exile") == {} and counters(b, "put") == {}
    assert not b.resolve().unsupported


def test_cast_from_untold_is_unsupported():
    b = Board()
    b.enter("Myojin of Blooming Dawn", id="m")
    assert counters(b, "m") == {}
    assert b.resolve().unsupported


def test_didnt_cast_it_from_your_hand():
    # Patched Plaything (4/3 double strike): "This creature enters with two -1/-1 counters on it if you cast it
    # from your hand."; Epochrasite (1/1): "This creature enters with three +1/+1 counters on it if you didn't
    # cast it from your hand." — not cast at all is "didn't cast it from your hand"
    b = Board()
    b.cast("Patched Plaything", id="hand", choices={"cast_from": "hand"})
    b.cast("Patched Plaything", id="gy", choices={"cast_from": "graveyard"})
    b.enter("Epochrasite", id="put", choices={"cast_from": "none"})
    b.cast("Epochrasite", id="cast", choices={"cast_from": "hand"})
    assert pt(b, "hand") == (2, 1) and pt(b, "gy") == (4, 3)
    assert pt(b, "put") == (4, 4) and pt(b, "cast") == (1, 1)


def test_schema_and_choice_of_cast_from():
    import pytest
    from layerkit.errors import CardDataError, ScenarioError
    from layerkit.vocabulary.schema import validate_definition
    validate_definition({"affects": "self", "condition": {"not": {"cast_from": "hand"}},
                         "enters_with_counters": {"+1/+1": 3}}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "condition": {"cast_from": "pocket"},
                             "enters_with_counters": {"+1/+1": 3}}, "t")
    with pytest.raises(ScenarioError):
        Board().cast("Patched Plaything", choices={"cast_from": "pocket"})


# ------------------------------------------------------------------ 608.2c: a later part's own "if" on a game fact

def test_a_parts_if_on_a_game_fact():
    # Rilsa Rael, Kingpin: "Whenever you attack, target attacking creature gains deathtouch until end of turn.
    # If you've completed a dungeon, that creature also gets +5/+0 and gains first strike and menace until
    # end of turn." The second instruction only if the fact holds as it resolves (608.2c)
    c = compiled("Rilsa Rael, Kingpin")
    assert c.supported
    assert c.effects[3]["parts"][1]["condition"] == {"fact": {"name": "dungeons_completed", "min": 1}}
    b = Board()
    b.enter("Rilsa Rael, Kingpin", id="r")
    b.enter("Grizzly Bears", id="bear")
    b.ability("r", 3, targets=["bear"])      # the fact is not told: the part reading it is not applied, and listed
    assert "Deathtouch" in keywords(b, "bear") and pt(b, "bear") == (2, 2)
    assert b.resolve().unsupported
    b2 = Board()
    b2.enter("Rilsa Rael, Kingpin", id="r")
    b2.enter("Grizzly Bears", id="bear")
    b2.state_fact("Alex", dungeons_completed=0)
    b2.ability("r", 3, targets=["bear"])
    assert "Deathtouch" in keywords(b2, "bear") and pt(b2, "bear") == (2, 2) and "Menace" not in keywords(b2, "bear")
    b2.state_fact("Alex", dungeons_completed=1)
    b2.ability("r", 3, targets=["bear"])
    assert pt(b2, "bear") == (7, 2) and {"First strike", "Menace"} <= keywords(b2, "bear")


def test_a_triggers_first_if_gates_every_part():
    # Pizza Face, Gastromancer: "At the beginning of your end step, if a permanent left the battlefield under
    # your control this turn, put three +1/+1 counters on up to one other target artifact or creature. If it
    # isn't a creature, it becomes a 0/0 Mutant creature ...": the intervening "if" (603.4) is the whole
    # ability's, never the first part's only (round 9: the definition's condition beside its parts; before,
    # left unsupported; see tests/test_compiler_ifs9.py for the board)
    d = compiled("Pizza Face, Gastromancer").effects[2]
    assert d["condition"] == {"fact": {"name": "permanents_left_this_turn", "min": 1}}
    assert all("condition" not in p for p in d["parts"])


def test_if_this_land_isnt_a_creature():
    # Great Hall of the Biblioplex (land): "{5}: If this land isn't a creature, it becomes a 2/4 Wizard creature
    # with "..." It's still a land." — nothing when it is already a creature as the ability resolves
    c = compiled("Great Hall of the Biblioplex")
    assert c.supported and c.effects[3]["if_is"] == {"not_types": ["Creature"]}
    b = Board()
    b.enter("Great Hall of the Biblioplex", id="hall")
    b.ability("hall", 3)
    r = b.resolve()["hall"]
    assert (r.power, r.toughness) == (2, 4) and {"Land", "Creature"} <= set(r.types) and "Wizard" in r.subtypes
    b.cast("Giant Growth", targets=["hall"])      # 5/7 until end of turn
    assert pt(b, "hall") == (5, 7)                 # its granted "Whenever you cast ..." is a triggered ability:
                                                   # nothing until it resolves (603.1)
    b.ability("hall", 4)
    assert pt(b, "hall") == (6, 7)
    b.ability("hall", 3)                           # a creature now: the ability does nothing
    assert pt(b, "hall") == (6, 7)


def test_a_granted_triggered_abilitys_if_is_read_only_as_it_resolves():
    # Nerd Rage: "Enchanted creature has "You have no maximum hand size" and "Whenever this creature attacks, if
    # you have ten or more cards in hand, it gets +10/+10 until end of turn."" — a granted triggered ability
    # (603.1): nothing until it resolves, then its intervening "if" (603.4) on the hand then
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Nerd Rage", id="nr", attached_to="bear")
    for i in range(10):
        b.enter("Island", id=f"card{i}", zone="hand")
    assert pt(b, "bear") == (2, 2)
    b.ability("bear", 2)
    assert pt(b, "bear") == (12, 12)


# ------------------------------------------------------------------ 702.33d: "kicked with its {1}{U} kicker"

def test_volver_kicked_with_one_or_both_kicker_costs():
    # Anavolver (3/3): "Kicker {1}{U} and/or {B}. If this creature was kicked with its {1}{U} kicker, it enters
    # with two +1/+1 counters on it and with flying. If this creature was kicked with its {B} kicker, it enters
    # with a +1/+1 counter on it and with "Pay 3 life: Regenerate this creature.""
    c = compiled("Anavolver")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"kicked_with": "{1}{U}"},
                            "enters_with_counters": {"+1/+1": 2}, "enters_with_abilities": ["Flying"]}
    b = Board()
    b.cast("Anavolver", id="both", alt_cost="kicker", choices={"kicked_with": ["{1}{U}", "{B}"]})
    b.cast("Anavolver", id="blue", alt_cost="kicker", choices={"kicked_with": ["{1}{u}"]})
    b.cast("Anavolver", id="none")
    base = bundled_database().facts("Anavolver")
    p, t = int(base["power"]), int(base["toughness"])
    assert pt(b, "both") == (p + 3, t + 3) and {"Flying", "Pay 3 life: Regenerate this creature."} <= keywords(b, "both")
    assert pt(b, "blue") == (p + 2, t + 2) and "Flying" in keywords(b, "blue")
    assert "Pay 3 life: Regenerate this creature." not in keywords(b, "blue")
    assert pt(b, "none") == (p, t) and "Flying" not in keywords(b, "none")
    assert not b.resolve().unsupported


def test_volver_kicked_without_saying_which_is_unsupported():
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    b.cast("Anavolver", id="v", alt_cost="kicker")
    assert b.resolve().unsupported          # which kicker was paid is not stated: not applied, and listed
    with pytest.raises(ScenarioError):
        Board().cast("Anavolver", alt_cost="kicker", choices={"kicked_with": ["{2}{G}"]})     # not its kicker
    with pytest.raises(ScenarioError):
        Board().cast("Anavolver", choices={"kicked_with": ["{B}"]})      # kicked: alt_cost kicker


# ------------------------------------------------------------------ 601.2b: bargained, the gift promised

def test_if_this_spell_was_bargained():
    # Archon's Glory: "Bargain. Target creature gets +2/+2 until end of turn. If this spell was bargained, that
    # creature also gains flying and lifelink until end of turn." (702.166b)
    assert supported("Archon's Glory")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Archon's Glory", targets=["bear"], choices={"cast_with": []})
    assert pt(b, "bear") == (4, 4) and "Flying" not in keywords(b, "bear")
    b.cast("Archon's Glory", targets=["bear"], choices={"cast_with": ["bargain"]})
    assert pt(b, "bear") == (6, 6) and {"Flying", "Lifelink"} <= keywords(b, "bear")
    assert not b.resolve().unsupported
    b2 = Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.cast("Archon's Glory", targets=["bear"])      # not stated: nothing applied (as for an untold game fact)
    assert pt(b2, "bear") == (2, 2) and "Flying" not in keywords(b2, "bear")
    assert b2.resolve().unsupported


def test_if_the_gift_was_promised():
    # Valley Rally: "Gift a Food. Creatures you control get +2/+0 until end of turn. If the gift was promised,
    # target creature you control gains first strike until end of turn." (702.174b)
    assert supported("Valley Rally")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant")
    b.cast("Valley Rally", targets=["giant"], choices={"cast_with": ["gift"]})
    assert pt(b, "bear") == (4, 2) and pt(b, "giant") == (5, 3)
    assert "First strike" in keywords(b, "giant") and "First strike" not in keywords(b, "bear")
    b.end_turn()
    b.cast("Valley Rally", targets=["giant"], choices={"cast_with": []})
    assert pt(b, "giant") == (5, 3) and "First strike" not in keywords(b, "giant")


def test_if_that_creature_is_1_1():
    # Sigil Captain: "Whenever a creature you control enters, if that creature is 1/1, put two +1/+1 counters on
    # it." — its power and toughness as the ability resolves (608.2c)
    c = compiled("Sigil Captain")
    assert c.supported
    b = Board()
    b.enter("Sigil Captain", id="cap")
    b.enter("Llanowar Elves", id="elf")          # 1/1
    b.enter("Grizzly Bears", id="bear")          # 2/2
    b.ability("cap", 1, targets=["elf"])
    b.ability("cap", 1, targets=["bear"])
    assert pt(b, "elf") == (3, 3) and pt(b, "bear") == (2, 2)


def test_if_a_permanent_you_controlled_left_the_battlefield_this_turn():
    # Shortcut to Mushrooms: "At the beginning of your end step, if a permanent you controlled left the battlefield
    # this turn, put a +1/+1 counter on target creature you control." — the game fact of "... left the
    # battlefield under your control this turn" (603.6c), as the board is told it
    c = compiled("Shortcut to Mushrooms")
    assert c.supported and c.effects[2]["condition"] == {"fact": {"name": "permanents_left_this_turn", "min": 1}}
    b = Board()
    b.enter("Shortcut to Mushrooms", id="s")
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", permanents_left_this_turn=0)
    b.ability("s", 2, targets=["bear"])
    assert pt(b, "bear") == (2, 2)
    b.state_fact("Alex", permanents_left_this_turn=1)
    b.ability("s", 2, targets=["bear"])
    assert pt(b, "bear") == (3, 3)


# ------------------------------------------------------------------ 706.2: "if the roll was 4 or higher"

def test_if_the_roll_was_4_or_higher():
    # Monoxa, Midway Manager: "Whenever you roll a 3 or higher, Monoxa gains first strike until end of turn. If
    # the roll was 4 or higher, it gains menace until end of turn. If the roll was 5 or higher, it gains lifelink
    # until end of turn." — the roll the step states (choices.roll), like a won flip
    assert supported("Monoxa, Midway Manager")
    b = Board()
    b.enter("Monoxa, Midway Manager", id="m")
    b.ability("m", 1, choices={"roll": 3})
    assert "First strike" in keywords(b, "m") and not {"Menace", "Lifelink"} & keywords(b, "m")
    b.ability("m", 1, choices={"roll": 5})
    assert {"First strike", "Menace", "Lifelink"} <= keywords(b, "m")
    b2 = Board()
    b2.enter("Monoxa, Midway Manager", id="m")
    b2.ability("m", 1)                 # the roll not stated: nothing, and listed
    assert "First strike" not in keywords(b2, "m") and b2.resolve().unsupported
