"""Counters a permanent enters with, and counters put under a resolution-time condition (issue 12, round 9):
how the spell was cast ("if it wasn't cast or no mana was spent to cast it", "unless two or more colors of mana
were spent to cast it", "if this spell was cast from a graveyard / from anywhere other than your hand", 601.2a,
601.2h, 614.1c), a triggered ability's "if <condition>, you may put ..." (603.4), and "As ~ enters, you may ...
If you do, ~ enters with ..." (614.1c, 614.12: the enter step's ``choices.you_did``).

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a board
with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card, compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.schema import validate_definition
from _compiled import pt


def counters(board: Board, oid: str) -> dict[str, int]:
    return dict(board.resolve()[oid].counters)


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


# ------------------------------------------------------------------ 601.2a, 601.2h: how it was cast, as it enters

def test_freestrider_commando_not_cast_or_free():
    # Freestrider Commando (3/3): "This creature enters with two +1/+1 counters on it if it wasn't cast or no mana
    # was spent to cast it." Put onto the battlefield (not cast): 5/5; cast for nothing (plot): 5/5; cast paying
    # {2}{G}: 3/3 (614.1c)
    c = compiled("Freestrider Commando")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"any": [{"cast_from": "none"}, {"mana_spent": {"max": 0}}]},
                            "enters_with_counters": {"+1/+1": 2}}
    b = Board()
    b.enter("Freestrider Commando", id="put", choices={"cast_from": "none", "mana_spent": {}})
    b.cast("Freestrider Commando", id="plot", choices={"cast_from": "exile", "mana_spent": {}})
    b.cast("Freestrider Commando", id="paid", choices={"cast_from": "hand", "mana_spent": {"G": 1, "C": 2}})
    assert pt(b, "put") == (5, 5) and pt(b, "plot") == (5, 5) and pt(b, "paid") == (3, 3)
    assert not b.resolve().unsupported


def test_freestrider_commando_untold_is_unsupported():
    b = Board()
    b.enter("Freestrider Commando", id="f")
    assert pt(b, "f") == (3, 3)
    assert b.resolve().unsupported


def test_steel_exemplar_unless_two_colors_spent():
    # Steel Exemplar (4/4 trample, {3}): "This creature enters with two +1/+1 counters on it unless two or more
    # colors of mana were spent to cast it." Colorless only, or one color: 6/6; white and blue: 4/4 (105.1:
    # colorless mana is no color)
    c = compiled("Steel Exemplar")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"not": {"mana_spent": {"color": "colors", "min": 2}}},
                            "enters_with_counters": {"+1/+1": 2}}
    b = Board()
    b.cast("Steel Exemplar", id="colorless", choices={"mana_spent": {"C": 3}})
    b.cast("Steel Exemplar", id="mono", choices={"mana_spent": {"R": 2, "C": 1}})
    b.cast("Steel Exemplar", id="two", choices={"mana_spent": {"W": 1, "U": 1, "C": 1}})
    assert pt(b, "colorless") == (6, 6) and pt(b, "mono") == (6, 6) and pt(b, "two") == (4, 4)
    b.enter("Steel Exemplar", id="untold")
    assert pt(b, "untold") == (4, 4) and b.resolve().unsupported


def test_colors_spent_schema():
    validate_definition({"affects": "self", "condition": {"mana_spent": {"color": "colors", "min": 2}},
                         "enters_with_counters": {"+1/+1": 2}}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "condition": {"mana_spent": {"color": "rainbow", "min": 2}},
                             "enters_with_counters": {"+1/+1": 2}}, "t")


# ------------------------------------------------------------------ 601.2a: a spell's own "if this spell was cast from ..."

def test_increasing_savagery_cast_from_graveyard_instead():
    # Increasing Savagery: "Put five +1/+1 counters on target creature. If this spell was cast from a graveyard,
    # put ten +1/+1 counters on that creature instead." (608.2c); flashback casts it from the graveyard
    assert compiled("Increasing Savagery").supported
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="g")
    b.cast("Increasing Savagery", targets=["a"], choices={"cast_from": "hand"})
    b.cast("Increasing Savagery", targets=["g"], choices={"cast_from": "graveyard"})
    assert counters(b, "a") == {"+1/+1": 5} and counters(b, "g") == {"+1/+1": 10}
    assert pt(b, "a") == (7, 7) and pt(b, "g") == (12, 12)


def test_antiquities_on_the_loose_anywhere_other_than_hand():
    # Antiquities on the Loose: "... Then if this spell was cast from anywhere other than your hand, put a +1/+1
    # counter on each Spirit you control." From the hand: none; from the graveyard (flashback): each Spirit one
    c = compiled("Antiquities on the Loose")
    assert c.supported
    assert c.effects[1]["condition"] == {"all": [{"not": {"cast_from": "hand"}}, {"not": {"cast_from": "none"}}]}
    b = Board()
    b.enter("Kami of Ancient Law", id="spirit")         # a 2/2 Spirit
    b.cast("Antiquities on the Loose", choices={"cast_from": "hand"})
    assert counters(b, "spirit") == {}
    b.cast("Antiquities on the Loose", choices={"cast_from": "graveyard"})
    assert counters(b, "spirit") == {"+1/+1": 1}
    # a copy of it was not cast (707.10): cast from nowhere, so not "from anywhere other than your hand"
    b.cast("Antiquities on the Loose", choices={"cast_from": "none"})
    assert counters(b, "spirit") == {"+1/+1": 1}
    b.cast("Antiquities on the Loose")                  # untold: nothing applied, reported
    assert counters(b, "spirit") == {"+1/+1": 1} and b.resolve().unsupported


def test_rapid_augmenter_if_it_wasnt_cast():
    # Rapid Augmenter (1/3 haste): "Whenever another creature you control enters, if it wasn't cast, put a +1/+1
    # counter on this creature and this creature can't be blocked this turn." (603.4: checked as it resolves)
    c = compiled("Rapid Augmenter")
    assert c.supported
    assert c.effects[3]["condition"] == {"cast_from": "none"} and c.effects[3]["counters"] == {"+1/+1": 1}
    b = Board()
    b.enter("Rapid Augmenter", id="r")
    b.ability("r", 3, choices={"cast_from": "hand"})
    assert pt(b, "r") == (1, 3)
    b.ability("r", 3, choices={"cast_from": "none"})
    assert pt(b, "r") == (2, 4)


def test_cast_from_phrases_read_exactly():
    def cond(text: str):
        c = compile_text("Test Card", text, ["Creature"])
        assert c.supported, c.unsupported
        return c.effects[1]["condition"]
    assert cond("This creature enters with a +1/+1 counter on it if it was cast from a graveyard.") == \
        {"cast_from": "graveyard"}
    assert cond("This creature enters with a +1/+1 counter on it if you cast it from a graveyard.") == \
        {"cast_from": "graveyard"}
    assert cond("This creature enters with a +1/+1 counter on it if it wasn't cast.") == {"cast_from": "none"}
    assert cond("This creature enters with a +1/+1 counter on it if no mana was spent to cast it.") == \
        {"mana_spent": {"max": 0}}
    # outside what the board reads (a static ability other than the counters it enters with): unsupported
    assert not compile_text("Test Card", "This creature has flying unless it was cast from a graveyard.",
                            ["Creature"]).supported


# ------------------------------------------------------------------ 603.4: "if <condition>, you may put ..."

def test_bloodhall_ooze_if_then_may():
    # Bloodhall Ooze (1/1): "At the beginning of your upkeep, if you control a black permanent, you may put a
    # +1/+1 counter on this creature." (and green): checked as each resolves (603.4); the ability step is the
    # optional action taken
    c = compiled("Bloodhall Ooze")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"count": {"of": {"colors": ["B"], "controller": "you"},
                                                                        "min": 1}}, "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Bloodhall Ooze", id="o")
    b.ability("o", 1)
    b.ability("o", 2)
    assert pt(b, "o") == (1, 1)         # a red creature alone: neither holds (Bloodhall Ooze is red)
    b.enter("Llanowar Elves", id="elf")
    b.ability("o", 1)
    b.ability("o", 2)
    assert pt(b, "o") == (2, 2)         # green only: the second
    assert counters(b, "o") == {"+1/+1": 1}


def test_gwyllion_hedge_mage_if_then_may_on_a_target():
    # Gwyllion Hedge-Mage: "When this creature enters, if you control two or more Swamps, you may put a -1/-1
    # counter on target creature."
    assert compiled("Gwyllion Hedge-Mage").supported
    b = Board()
    b.enter("Gwyllion Hedge-Mage", id="g")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Swamp", id="s1")
    b.ability("g", 2, targets=["bear"])
    assert pt(b, "bear") == (2, 2)
    b.enter("Swamp", id="s2")
    b.ability("g", 2, targets=["bear"])
    assert pt(b, "bear") == (1, 1)


def test_if_you_do_you_may_is_not_read():
    # an optional action depending on another one: not this rule
    c = compile_text("Test Card", "At the beginning of your upkeep, you may sacrifice a creature. If you do, you may "
                     "put a +1/+1 counter on target creature.", ["Creature"])
    assert all("you may" not in str(d) for d in c.effects.values())


# ------------------------------------------------------------------ 608.2c, 614.1c: "you may ... If you do, ~ enters with ..."

def test_rescuer_sphinx_if_you_do():
    # Rescuer Sphinx (3/2 flying): "As this creature enters, you may return a nonland permanent you control to its
    # owner's hand. If you do, this creature enters with a +1/+1 counter on it." The enter step states whether the
    # permanent was returned (choices.you_did): 4/3 when it was, 3/2 when it wasn't
    c = compiled("Rescuer Sphinx")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"you_did": True}, "enters_with_counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Rescuer Sphinx", id="did", choices={"you_did": True})
    b.enter("Rescuer Sphinx", id="didnt", choices={"you_did": False})
    assert pt(b, "did") == (4, 3) and counters(b, "did") == {"+1/+1": 1}
    assert pt(b, "didnt") == (3, 2) and counters(b, "didnt") == {}
    assert not b.resolve().unsupported


def test_if_you_do_untold_is_unsupported():
    b = Board()
    b.enter("Ulamog's Despoiler", id="u")           # 5/5: "If you do, ... four +1/+1 counters"
    assert pt(b, "u") == (5, 5)
    assert b.resolve().unsupported
    b.enter("Ulamog's Despoiler", id="u2", choices={"you_did": True})
    assert pt(b, "u2") == (9, 9)


def test_worldheart_phoenix_cast_this_way():
    # Worldheart Phoenix (2/2 flying): "You may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather
    # than paying its mana cost. If you do, it enters with two +1/+1 counters on it." Cast this way: 4/4; cast
    # from the graveyard otherwise (another permission paying its mana cost) it wasn't "this way": the step says
    c = compiled("Worldheart Phoenix")
    assert c.supported
    b = Board()
    b.cast("Worldheart Phoenix", id="this_way", choices={"you_did": True})
    b.cast("Worldheart Phoenix", id="hand", choices={"you_did": False})
    assert pt(b, "this_way") == (4, 4) and pt(b, "hand") == (2, 2)


def test_if_you_do_needs_the_optional_action_just_before():
    assert not compile_text("Test Card", "If you do, this creature enters with a +1/+1 counter on it.",
                            ["Creature"]).supported
    assert not compile_text("Test Card", "As this creature enters, choose a color. If you do, this creature enters "
                            "with a +1/+1 counter on it.", ["Creature"]).supported
    # not before another effect of a static ability (a condition no step states)
    assert not compile_text("Test Card", "As this creature enters, you may discard a card. If you do, this creature "
                            "has flying.", ["Creature"]).supported


def test_you_did_schema_and_choice():
    validate_definition({"affects": "self", "condition": {"you_did": True}, "enters_with_counters": {"+1/+1": 1}}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "condition": {"you_did": "yes"},
                             "enters_with_counters": {"+1/+1": 1}}, "t")
    with pytest.raises(ScenarioError):
        Board().enter("Rescuer Sphinx", choices={"you_did": "maybe"})


# ------------------------------------------------------------------ 614.1c: amounts added

def test_sheriff_of_safe_passage_plus_an_additional():
    # Sheriff of Safe Passage (0/0): "This creature enters with a +1/+1 counter on it plus an additional +1/+1
    # counter on it for each other creature you control." Two other creatures (and an opponent's, not counted):
    # 3 counters, 3/3 (614.12: counted from the board without it)
    c = compiled("Sheriff of Safe Passage")
    assert c.supported
    b = Board(players=("you", "them"))
    b.enter("Grizzly Bears", id="b1", controller="you")
    b.enter("Raging Goblin", id="g1", controller="you")
    b.enter("Grizzly Bears", id="theirs", controller="them")
    b.enter("Sheriff of Safe Passage", id="s", controller="you")
    assert counters(b, "s") == {"+1/+1": 3} and pt(b, "s") == (3, 3)
    b.enter("Sheriff of Safe Passage", id="alone", controller="them")
    assert counters(b, "alone") == {"+1/+1": 2}      # 1 + their one other creature, the Bears


def test_ulasht_two_counts_added():
    # Ulasht, the Hate Seed (0/0): "... a +1/+1 counter on it for each other red creature you control and a +1/+1
    # counter on it for each other green creature you control." Raging Goblin (red), Grizzly Bears (green), Boros
    # Recruit (red and white): 2 + 1 = 3; a red-and-green creature counts for each
    b = Board()
    b.enter("Raging Goblin", id="r")
    b.enter("Grizzly Bears", id="g")
    b.enter("Boros Recruit", id="rw")
    b.enter("Ulasht, the Hate Seed", id="u")
    assert counters(b, "u") == {"+1/+1": 3}
    b.enter("Ulasht, the Hate Seed", id="u2")        # the first Ulasht, red and green, counts twice: 3 + 2
    assert counters(b, "u2") == {"+1/+1": 5}


def test_two_counts_of_two_kinds_stay_unsupported():
    assert not compile_text("Test Card", "This creature enters with a +1/+1 counter on it for each other red creature "
                            "you control and a -1/-1 counter on it for each other green creature you control.",
                            ["Creature"]).supported


def test_canker_abomination_that_player_is_the_chosen_opponent():
    # Canker Abomination (6/6): "As this creature enters, choose an opponent. This creature enters with a -1/-1
    # counter on it for each creature that player controls." The opponent with three creatures: 3/3 (614.12);
    # the choice is the enter step's (choices.player), required
    c = compiled("Canker Abomination")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "enters_with_counters": {
        "-1/-1": {"count": {"controller": "chosen", "types": ["Creature"]}}}}
    b = Board(players=("you", "them"))
    for i in range(3):
        b.enter("Grizzly Bears", id=f"t{i}", controller="them")
    b.enter("Grizzly Bears", id="mine", controller="you")
    b.enter("Canker Abomination", id="c", controller="you", choices={"player": "them"})
    assert counters(b, "c") == {"-1/-1": 3} and pt(b, "c") == (3, 3)
    with pytest.raises(ScenarioError):
        b.enter("Canker Abomination", id="c2", controller="you")
    # a new object (400.7) entering with no choice stated: not counted from nobody's creatures, reported
    b.move("c", "graveyard")
    b.move("c", "battlefield")
    assert counters(b, "c") == {} and b.resolve().unsupported


def test_that_player_without_a_chosen_player_stays_unread():
    assert not compile_text("Test Card", "This creature enters with a -1/-1 counter on it for each creature that player "
                            "controls.", ["Creature"]).supported


# ------------------------------------------------------------------ 603.4, 608.2c: conditions of a trigger's counters

def test_runaway_steam_kin_fewer_than_three():
    # Runaway Steam-Kin: "Whenever you cast a red spell, if this creature has fewer than three +1/+1 counters on
    # it, put a +1/+1 counter on this creature." (603.4: checked as it resolves) Five red spells: three counters
    c = compiled("Runaway Steam-Kin")
    assert c.supported
    assert c.effects[1]["condition"] == {"counters": {"kind": "+1/+1", "max": 2}}
    b = Board()
    b.enter("Runaway Steam-Kin", id="k")
    for _ in range(5):
        b.ability("k", 1)
    assert counters(b, "k") == {"+1/+1": 3}


def test_spectacular_skywhale_mana_spent_on_that_spell_instead():
    # Spectacular Skywhale (1/4 flying): "Opus — Whenever you cast an instant or sorcery spell, this creature gets
    # +3/+0 until end of turn. If five or more mana was spent to cast that spell, put three +1/+1 counters on
    # this creature instead." Five mana: three counters and no +3/+0 (4/7); then four mana: +3/+0 (7/7); untold:
    # nothing, reported
    c = compiled("Spectacular Skywhale")
    assert c.supported
    assert c.effects[2]["instead"] == {"condition": {"mana_spent": {"min": 5}}, "affects": "self",
                                       "counters": {"+1/+1": 3}}
    b = Board()
    b.enter("Spectacular Skywhale", id="w")
    b.ability("w", 2, choices={"mana_spent": {"U": 1, "C": 4}})
    assert pt(b, "w") == (4, 7) and counters(b, "w") == {"+1/+1": 3}
    b.ability("w", 2, choices={"mana_spent": {"U": 1, "C": 3}})
    assert pt(b, "w") == (7, 7)
    b.ability("w", 2)
    assert pt(b, "w") == (7, 7) and b.resolve().unsupported


def test_tackle_artist_instead():
    # Tackle Artist: "... put a +1/+1 counter on this creature. If five or more mana was spent to cast that spell,
    # put two +1/+1 counters on this creature instead."
    b = Board()
    b.enter("Tackle Artist", id="t")
    b.ability("t", 2, choices={"mana_spent": {"R": 1}})
    b.ability("t", 2, choices={"mana_spent": {"R": 2, "C": 3}})
    assert counters(b, "t") == {"+1/+1": 3}


def test_katara_if_tapped_on_her():
    # Katara, Bending Prodigy: "At the beginning of your end step, if Katara is tapped, put a +1/+1 counter on
    # her." ("her": the card itself, the character it is); untapped, nothing (603.4)
    c = compiled("Katara, Bending Prodigy")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"source": {"tapped": True}}, "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Katara, Bending Prodigy", id="k")
    b.ability("k", 1)
    assert counters(b, "k") == {}
    b.tap("k")
    b.ability("k", 1)
    assert counters(b, "k") == {"+1/+1": 1}


def test_irma_then_put_a_counter_on_her():
    # Irma, Part-Time Mutant (1/1): "... Irma becomes a copy of up to one other target creature you control, except
    # her name is Irma, Part-Time Mutant and she has this ability. Then put a +1/+1 counter on her." A copy of
    # Grizzly Bears (2/2) with a counter: 3/3, named Irma; with no target, no copy, the counter all the same
    b = Board()
    b.enter("Irma, Part-Time Mutant", id="i")
    b.enter("Grizzly Bears", id="g")
    b.ability("i", 1, targets=["g"])
    r = b.resolve()["i"]
    assert (r.name, r.power, r.toughness) == ("Irma, Part-Time Mutant", 3, 3)
    b2 = Board()
    b2.enter("Irma, Part-Time Mutant", id="i")
    b2.ability("i", 1, targets=[])
    assert pt(b2, "i") == (2, 2)


def test_dust_animus_lead_if_on_the_board_as_it_enters():
    # Dust Animus (2/3 flying): "If you control five or more untapped lands, this creature enters with two +1/+1
    # counters and a lifelink counter on it." (614.1c: checked as it enters) Four untapped lands and a tapped one:
    # nothing; five untapped: 4/5 with lifelink (122.1b)
    c = compiled("Dust Animus")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"count": {
        "of": {"tapped": False, "types": ["Land"], "controller": "you"}, "min": 5}},
        "enters_with_counters": {"+1/+1": 2, "lifelink": 1}}
    b = Board()
    for i in range(4):
        b.enter("Plains", id=f"p{i}")
    b.enter("Plains", id="tapped", tapped=True)
    b.enter("Dust Animus", id="four")
    assert pt(b, "four") == (2, 3) and counters(b, "four") == {}
    b.untap("tapped")
    b.enter("Dust Animus", id="five")
    r = b.resolve()["five"]
    assert (r.power, r.toughness) == (4, 5) and "Lifelink" in {a.text for a in r.abilities}


def test_risona_if_it_doesnt_have_a_counter():
    # Risona, Asari Commander: "Whenever Risona deals combat damage to a player, if it doesn't have an indestructible
    # counter on it, put an indestructible counter on it." ("it": Risona, the trigger's subject) Twice: one
    # counter, and Risona has indestructible (122.1b)
    c = compiled("Risona, Asari Commander")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"counters": {"kind": "indestructible", "max": 0}},
                            "counters": {"indestructible": 1}}
    b = Board()
    b.enter("Risona, Asari Commander", id="r")
    b.ability("r", 2)
    b.ability("r", 2)
    r = b.resolve()["r"]
    assert dict(r.counters) == {"indestructible": 1} and "Indestructible" in {a.text for a in r.abilities}


def test_ayaras_oathsworn_fewer_than_four():
    # Ayara's Oathsworn: "Whenever this creature deals combat damage to a player, if it has fewer than four +1/+1
    # counters on it, put a +1/+1 counter on it. ..." Six hits: four counters
    assert compiled("Ayara's Oathsworn").supported
    b = Board()
    b.enter("Ayara's Oathsworn", id="a")
    for _ in range(6):
        b.ability("a", 2)
    assert counters(b, "a") == {"+1/+1": 4}


def test_condition_only_the_source_meets_on_another_it_stays_unsupported():
    # "it" is the creature that dealt damage, not the source: the counters condition is on it, not read
    assert not compile_text("Test Card", "Whenever a creature you control deals combat damage to a player, if it "
                            "doesn't have a flying counter on it, put a flying counter on it.", ["Creature"]).supported


def test_vitu_ghazi_inspector_if_evidence_was_collected():
    # Vitu-Ghazi Inspector: "As an additional cost to cast this spell, you may collect evidence 6. ... When this
    # creature enters, if evidence was collected, put a +1/+1 counter on target creature and you gain 2 life."
    # (701.59c: linked abilities; the step states what was chosen as it was cast, choices.cast_with)
    c = compiled("Vitu-Ghazi Inspector")
    assert c.supported
    assert c.effects[3] == {"affects": "targets", "condition": {"cast_with": "evidence"}, "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Vitu-Ghazi Inspector", id="v")
    b.enter("Grizzly Bears", id="g")
    b.ability("v", 3, targets=["g"], choices={"cast_with": []})
    assert counters(b, "g") == {}
    b.ability("v", 3, targets=["g"], choices={"cast_with": ["evidence"]})
    assert counters(b, "g") == {"+1/+1": 1}
    b.ability("v", 3, targets=["g"])                # untold: nothing, reported
    assert counters(b, "g") == {"+1/+1": 1} and b.resolve().unsupported


def test_behind_the_mask_instead_of_part_of_an_effect_stays_unsupported():
    # "... becomes an artifact creature with base power and toughness 4/3. If evidence was collected, it has base
    # power and toughness 1/1 until end of turn instead.": the "instead" replaces only the 4/3, not the type change
    assert not compiled("Behind the Mask").supported
