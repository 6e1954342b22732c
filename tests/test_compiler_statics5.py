"""Static conditions of the compiler (issue 12, round 5): planeswalker types, counters of any kind, exact
numbers of counters, Auras attached, empty zones, "instant and/or sorcery cards", hands compared, two
conditions joined by "and". A static ability's condition is checked continuously (611.3a).

Every expected value is read from the card's oracle text and the rules cited, on a board built with the
real pool card (its compiled definitions), never copied from the compiler's output.
"""
from __future__ import annotations

from layerkit.compiler import compile_text
from layerkit.compiler.grammar import tokens
from layerkit.game.board import Board


def _abilities(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].abilities]


def _pt(r, oid: str) -> tuple[int, int]:
    return r[oid].power, r[oid].toughness


# ------------------------------------------------------------------------------ planeswalker types (205.3j)

def test_you_control_a_chandra_planeswalker():
    # Renegade Firebrand (3/2): "As long as you control a Chandra planeswalker, this creature gets +1/+0 and
    # has first strike."
    b = Board()
    b.enter("Renegade Firebrand", id="src")
    b.enter("Chandra, Torch of Defiance", id="theirs", controller="Bo")
    b.enter("Jace Beleren", id="jace")                     # a planeswalker of another type
    r = b.resolve()
    assert _pt(r, "src") == (3, 2) and "First strike" not in _abilities(r, "src")
    b.enter("Chandra, Torch of Defiance", id="mine")
    r = b.resolve()
    assert _pt(r, "src") == (4, 2) and "First strike" in _abilities(r, "src")
    assert not r.unsupported


def test_a_planeswalker_type_is_a_subtype_only_before_planeswalker():
    # planeswalker types are names ("Will", "Kaya"): only "a Chandra planeswalker" makes one a subtype
    assert [t.type for t in tokens("a chandra planeswalker")] == ["A", "SUBTYPE", "CARDTYPE"]
    assert [t.type for t in tokens("chandra deals")][0] == "WORD"


# ------------------------------------------------------------------------------ counters (122.1)

def test_three_or_more_counters_of_any_kind():
    # Warden of the Inner Sky (1/2): "As long as this creature has three or more counters on it, it has flying
    # and vigilance." Counters of different kinds count together.
    b = Board()
    b.enter("Warden of the Inner Sky", id="src", counters={"+1/+1": 1, "stun": 1})
    r = b.resolve()
    assert "Flying" not in _abilities(r, "src") and _pt(r, "src") == (2, 3)
    b.counters("src", add={"shield": 1})
    r = b.resolve()
    assert "Flying" in _abilities(r, "src") and "Vigilance" in _abilities(r, "src")


def test_hero_of_bretagard_five_and_ten_counters():
    # "five or more counters on it: flying and an Angel in addition"; "ten or more: indestructible and a God"
    b = Board()
    b.enter("Hero of Bretagard", id="src", counters={"+1/+1": 5})
    r = b.resolve()
    assert "Flying" in _abilities(r, "src") and "Angel" in r["src"].subtypes
    assert "Indestructible" not in _abilities(r, "src") and "Human" in r["src"].subtypes
    b.counters("src", add={"+1/+1": 5})
    r = b.resolve()
    assert "Indestructible" in _abilities(r, "src") and "God" in r["src"].subtypes and _pt(r, "src") == (11, 11)


def test_exactly_one_and_exactly_three_tide_counters():
    # Homarid (2/2): "exactly one tide counter on this creature, it gets -1/-1"; "exactly three, +1/+1"
    b = Board()
    b.enter("Homarid", id="src")     # "This creature enters with a tide counter on it" (614.1c: the board puts it)
    assert _pt(b.resolve(), "src") == (1, 1)
    b.counters("src", add={"tide": 1})
    assert _pt(b.resolve(), "src") == (2, 2)  # two: neither
    b.counters("src", add={"tide": 1})
    assert _pt(b.resolve(), "src") == (3, 3)


def test_tidal_influence_affects_blue_creatures():
    # "As long as there is exactly one tide counter on this enchantment, all blue creatures get -2/-0."
    b = Board()
    b.enter("Tidal Influence", id="src")     # it enters with a tide counter (614.1c: the board puts it)
    b.enter("Merfolk of the Pearl Trident", id="blue", controller="Bo")   # a blue 1/1
    b.enter("Grizzly Bears", id="green")
    r = b.resolve()
    assert _pt(r, "blue") == (-1, 1) and _pt(r, "green") == (2, 2)
    b.counters("src", add={"tide": 2})         # three: +2/+0
    r = b.resolve()
    assert _pt(r, "blue") == (3, 1) and _pt(r, "green") == (2, 2)


def test_no_shell_counters():
    # Roc Hatchling (0/1): "enters with four shell counters"; "As long as this creature has no shell counters
    # on it, it gets +3/+2 and has flying."
    b = Board()
    b.enter("Roc Hatchling", id="src")      # with four shell counters (614.1c: the board puts them)
    r = b.resolve()
    assert _pt(r, "src") == (0, 1) and "Flying" not in _abilities(r, "src")
    b.counters("src", remove={"shell": 4})
    r = b.resolve()
    assert _pt(r, "src") == (3, 3) and "Flying" in _abilities(r, "src")


def test_a_creature_with_a_minus_counter_anywhere_on_the_battlefield():
    # Tenacious Hunter: "As long as a creature has a -1/-1 counter on it, this creature has vigilance and deathtouch."
    b = Board()
    b.enter("Tenacious Hunter", id="src")
    b.enter("Grizzly Bears", id="bear", controller="Bo", counters={"+1/+1": 1})
    assert "Deathtouch" not in _abilities(b.resolve(), "src")
    b.counters("bear", add={"-1/-1": 1})        # any controller's creature
    r = b.resolve()
    assert "Deathtouch" in _abilities(r, "src") and "Vigilance" in _abilities(r, "src")


def test_counter_on_him():
    # Zhao, the Moon Slayer: "As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains."
    c = compile_text("Zhao, the Moon Slayer", "As long as Zhao has a conqueror counter on him, nonbasic lands are "
                     "Mountains.", ["Creature"])
    assert c.supported
    assert c.effects[1]["condition"] == {"counters": {"kind": "conqueror", "min": 1}}
    assert c.effects[1]["set_subtypes"] == ["Mountain"]


# ------------------------------------------------------------------------------ zones, hands

def test_instant_and_or_sorcery_cards_in_your_graveyard():
    # Ghitu Lavarunner (1/2): "two or more instant and/or sorcery cards in your graveyard: +1/+0 and haste"
    b = Board()
    b.enter("Ghitu Lavarunner", id="src")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    b.enter("Grizzly Bears", id="dead", zone="graveyard")
    b.enter("Divination", id="theirs", zone="graveyard", owner="Bo", controller="Bo")
    r = b.resolve()
    assert _pt(r, "src") == (1, 2) and "Haste" not in _abilities(r, "src")
    b.enter("Divination", id="mine", zone="graveyard")
    r = b.resolve()
    assert _pt(r, "src") == (2, 2) and "Haste" in _abilities(r, "src")


def test_no_cards_in_your_library_is_not_assumed():
    # Living Conundrum (2/5): "As long as there are no cards in your library, this creature has base power and
    # toughness 10/10 and has flying and vigilance." A board holds no library unless told (401.1): the card keeps
    # its printed 2/5 and the ability is listed as not understood, never read as "the library is empty".
    b = Board()
    b.enter("Living Conundrum", id="src")
    r = b.resolve()
    assert _pt(r, "src") == (2, 5)
    assert any("library" in str(u) for u in r.unsupported)


def test_more_cards_in_hand_than_each_opponent():
    # Okina Nightwatch (4/3): "As long as you have more cards in hand than each opponent, this creature gets +3/+3."
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Okina Nightwatch", id="src")
    for i in range(2):
        b.enter("Grizzly Bears", id=f"mine{i}", zone="hand")
    b.enter("Grizzly Bears", id="bo0", zone="hand", owner="Bo", controller="Bo")
    assert _pt(b.resolve(), "src") == (7, 6)          # 2 > 1 (Bo) and 2 > 0 (Cy)
    b.enter("Grizzly Bears", id="cy0", zone="hand", owner="Cy", controller="Cy")
    b.enter("Grizzly Bears", id="cy1", zone="hand", owner="Cy", controller="Cy")
    assert _pt(b.resolve(), "src") == (4, 3)          # 2 is not more than Cy's 2


# ------------------------------------------------------------------------------ what players control

def test_your_opponents_control_no_creatures():
    # Erebos's Titan: "As long as your opponents control no creatures, this creature has indestructible."
    b = Board()
    b.enter("Erebos's Titan", id="src")
    b.enter("Grizzly Bears", id="mine")
    assert "Indestructible" in _abilities(b.resolve(), "src")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    assert "Indestructible" not in _abilities(b.resolve(), "src")


def test_at_least_three_other_snow_permanents():
    c = compile_text("Test Snow", "Test Snow has deathtouch as long as you control at least three other snow "
                     "permanents.", ["Creature"])
    assert c.supported
    assert c.effects[1]["condition"] == {"count": {"of": {"supertypes": ["Snow"], "other": True, "controller": "you"},
                                                   "min": 3}}


def test_any_player_controls_a_black_permanent():
    c = compile_text("Test Knight", "Test Knight gets +1/+0 as long as any player controls a black permanent.",
                     ["Creature"])
    assert c.supported and c.effects[1]["condition"] == {"count": {"of": {"colors": ["B"]}, "min": 1}}


def test_you_control_enchanted_creature():
    # Mishra's Domination: "As long as you control enchanted creature, it gets +2/+2."
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Mishra's Domination", id="a1", attached_to="mine")
    b.enter("Mishra's Domination", id="a2", attached_to="theirs")
    r = b.resolve()
    assert _pt(r, "mine") == (4, 4) and _pt(r, "theirs") == (2, 2)


# ------------------------------------------------------------------------------ attached (303.4, 301.5a), modified (700.9)

def test_enchanted_by_exactly_n_auras():
    # Timber Paladin (1/1): exactly one Aura: base 3/3; exactly two: base 5/5 and vigilance; three or more:
    # base 10/10, vigilance and trample
    b = Board()
    b.enter("Timber Paladin", id="src")
    assert _pt(b.resolve(), "src") == (1, 1)
    b.enter("Pacifism", id="a1", attached_to="src")
    assert _pt(b.resolve(), "src") == (3, 3)
    b.enter("Pacifism", id="a2", attached_to="src")
    r = b.resolve()
    assert _pt(r, "src") == (5, 5) and "Vigilance" in _abilities(r, "src") and "Trample" not in _abilities(r, "src")
    b.enter("Pacifism", id="a3", attached_to="src")
    r = b.resolve()
    assert _pt(r, "src") == (10, 10) and "Trample" in _abilities(r, "src")


def test_two_or_more_equipment_attached_to_it():
    c = compile_text("Test Blade", "Test Blade has double strike as long as two or more Equipment are attached "
                     "to it.", ["Creature"])
    assert c.supported
    assert c.effects[1]["condition"] == {"value": {"of": {"attached": {"subtypes": ["Equipment"]}}, "min": 2}}


def test_modified():
    # Orochi Merge-Keeper: "As long as this creature is modified, it has "{T}: Add {G}{G}.""
    b = Board()
    b.enter("Orochi Merge-Keeper", id="src")
    assert "{T}: Add {G}{G}." not in _abilities(b.resolve(), "src")
    b.counters("src", add={"+1/+1": 1})         # 700.9: a counter is a modification
    assert "{T}: Add {G}{G}." in _abilities(b.resolve(), "src")


# ------------------------------------------------------------------------------ two conditions joined by "and"

def test_your_turn_and_you_control_four_mountains():
    # Sardian Cliffstomper (0/4): "As long as it's your turn and you control four or more Mountains, this creature
    # gets +X/+0, where X is the number of Mountains you control."
    b = Board(turn="Alex")
    b.enter("Sardian Cliffstomper", id="src")
    for i in range(3):
        b.enter("Mountain", id=f"m{i}")
    assert _pt(b.resolve(), "src") == (0, 4)
    b.enter("Mountain", id="m3")
    assert _pt(b.resolve(), "src") == (4, 4)
    b.end_turn()                                     # Bo's turn
    assert _pt(b.resolve(), "src") == (0, 4)


# ------------------------------------------------------------------------------ most common color

def test_black_is_the_most_common_color_or_tied():
    # Goham Djinn (a black 5/5): "This creature gets -2/-2 as long as black is the most common color among all
    # permanents or is tied for most common." Each permanent counts for each of its colors (105.2).
    b = Board()
    b.enter("Goham Djinn", id="src")
    assert _pt(b.resolve(), "src") == (3, 3)                  # black 1, every other color 0
    b.enter("Savannah Lions", id="w1", controller="Bo")
    assert _pt(b.resolve(), "src") == (3, 3)                  # tied with white
    b.enter("Savannah Lions", id="w2")
    assert _pt(b.resolve(), "src") == (5, 5)                  # white 2 > black 1
    b.enter("Vampire Nighthawk", id="b2")                     # black 2, tied again
    assert _pt(b.resolve(), "src") == (3, 3)


# ------------------------------------------------------------------------------ "it's ... and has ...", "he's ..."

def test_hes_a_creature_during_your_turn_with_loyalty():
    # Kaito, Bane of Nightmares: "During your turn, as long as Kaito has one or more loyalty counters on him, he's a
    # 3/4 Ninja creature and has hexproof." ("he's a ... creature": its card types are replaced, 205.1a)
    b = Board(turn="Alex")
    b.enter("Kaito, Bane of Nightmares", id="src", counters={"loyalty": 4})
    r = b.resolve()
    assert set(r["src"].types) == {"Creature"} and "Ninja" in r["src"].subtypes and _pt(r, "src") == (3, 4)
    assert "Hexproof" in _abilities(r, "src")
    b.end_turn()                                              # Bo's turn: not a creature
    r = b.resolve()
    assert "Creature" not in r["src"].types and "Hexproof" not in _abilities(r, "src")


def test_its_a_human_citizen_with_base_pt_and_cant_be_blocked():
    # Futurist Operative: "As long as this creature is tapped, it's a
    # Human Citizen with base power and toughness 1/1 and can't be blocked."
    b = Board()
    b.enter("Futurist Operative", id="src")
    untapped = b.resolve()["src"]
    b.tap("src")
    r = b.resolve()
    assert _pt(r, "src") == (1, 1) and set(r["src"].subtypes) == {"Human", "Citizen"}
    assert "Creature" in r["src"].types and untapped.subtypes != r["src"].subtypes


# ------------------------------------------------------------------------------ "for as long as it has a ... counter on it" (611.2b)

def test_wraith_for_as_long_as_it_has_a_shadow_counter():
    # Minas Morgul, Dark Fortress: "{3}{B}, {T}: Put a shadow counter on target creature. For as long as that
    # creature has a shadow counter on it, it's a Wraith in addition to its other types."
    b = Board()
    b.enter("Minas Morgul, Dark Fortress", id="src")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("src", 3, targets=["bear"])
    r = b.resolve()
    assert b.state.objects["bear"].counter("shadow") == 1         # the ability put it as it resolved
    assert set(r["bear"].subtypes) == {"Bear", "Wraith"}
    b.counters("bear", remove={"shadow": 1})
    assert set(b.resolve()["bear"].subtypes) == {"Bear"}          # the effect ended (611.2b)
    b.counters("bear", add={"shadow": 1})
    assert set(b.resolve()["bear"].subtypes) == {"Bear"}          # and never comes back


def test_island_for_as_long_as_it_has_a_flood_counter_and_a_new_object():
    # Eluge, the Shoreless Sea: "Whenever Eluge enters or attacks, put a flood counter on target land. It's an Island
    # in addition to its other types for as long as it has a flood counter on it."
    b = Board()
    b.enter("Eluge, the Shoreless Sea", id="src")
    b.enter("Mountain", id="land", controller="Bo")
    b.enter("Forest", id="other")
    b.ability("src", 2, targets=["land"])
    r = b.resolve()
    assert set(r["land"].subtypes) == {"Mountain", "Island"} and set(r["other"].subtypes) == {"Forest"}
    b.move("land", "graveyard")
    b.move("land", "battlefield")                                  # a new object (400.7): no counter, no effect
    assert set(b.resolve()["land"].subtypes) == {"Mountain"}


def test_a_while_counter_effect_that_puts_no_counter_is_reported():
    # the effect would end at once if nothing put the counter: reported, never applied (611.2b). (Round 10: this
    # used Shield Broker's text, whose "noncommander" the grammar then could not read, so no counter was put;
    # "noncommander" is read now and Shield Broker puts its shield counter, so the text here puts none.)
    c = compile_text("Test Broker", "When this creature enters, tap target noncommander creature you don't control. "
                     "You gain control of that creature for as long as it has a shield counter on it.", ["Creature"])
    assert not c.supported and 1 not in c.effects


# ------------------------------------------------------------------------------ subtypes that are English words

def test_a_lesson_card_in_your_graveyard():
    # First-Time Flyer: "This creature gets +1/+1 as long as there's a Lesson card in your graveyard."
    b = Board()
    b.enter("First-Time Flyer", id="src")
    base = _pt(b.resolve(), "src")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    assert _pt(b.resolve(), "src") == base                      # not a Lesson
    b.enter("Environmental Sciences", id="lesson", zone="graveyard")   # Sorcery — Lesson
    assert _pt(b.resolve(), "src") == (base[0] + 1, base[1] + 1)


def test_you_control_a_gate():
    # Armory Guard: "This creature has vigilance as long as you control a Gate."
    b = Board()
    b.enter("Armory Guard", id="src")
    b.enter("Azorius Guildgate", id="gate", controller="Bo")
    assert "Vigilance" not in _abilities(b.resolve(), "src")
    b.enter("Azorius Guildgate", id="mine")
    assert "Vigilance" in _abilities(b.resolve(), "src")
    assert [t.type for t in tokens("will you control a gate")][0] == "WORD"   # "will": an English word here


def test_aquitects_will_that_land_is_an_island_while_it_has_the_counter():
    # Aquitect's Will: "Put a flood counter on target land. That land is an Island in addition to its other types
    # for as long as it has a flood counter on it."
    b = Board()
    b.enter("Mountain", id="land", controller="Bo")
    b.cast("Aquitect's Will", targets=["land"])
    r = b.resolve()
    assert set(r["land"].subtypes) == {"Mountain", "Island"}
    assert "{T}: Add {U}." in _abilities(r, "land")                # 305.6: an Island's mana ability
    b.counters("land", remove={"flood": 1})
    r = b.resolve()
    assert set(r["land"].subtypes) == {"Mountain"} and "{T}: Add {U}." not in _abilities(r, "land")


def test_counters_moved_beside_a_continuous_effect_are_reported():
    # "Move X +1/+1 counters from ~ onto another target artifact. That artifact gains haste until end of turn.":
    # the board does not move counters, so the ability is not half-applied
    c = compile_text("Test Booster", "{X}, {T}: Move X +1/+1 counters from Test Booster onto another target artifact. "
                     "That artifact gains haste until end of turn.", ["Artifact", "Creature"])
    assert not c.supported and 1 not in c.effects


# ------------------------------------------------------------------------------ two conditions joined by "or"

def test_you_control_a_desert_or_there_is_a_desert_card_in_your_graveyard():
    # Sidewinder Naga (3/2): "As long as you control a Desert or there is a Desert card in your graveyard, this
    # creature gets +1/+0 and has trample."
    b = Board()
    b.enter("Sidewinder Naga", id="src")
    b.enter("Desert", id="theirs", controller="Bo")
    b.enter("Desert", id="their_card", zone="graveyard", owner="Bo", controller="Bo")
    r = b.resolve()
    assert _pt(r, "src") == (3, 2) and "Trample" not in _abilities(r, "src")
    b.enter("Desert", id="in_yard", zone="graveyard")                 # the second condition alone
    r = b.resolve()
    assert _pt(r, "src") == (4, 2) and "Trample" in _abilities(r, "src")
    b2 = Board()
    b2.enter("Sidewinder Naga", id="src")
    b2.enter("Desert", id="mine")                                     # the first alone
    assert _pt(b2.resolve(), "src") == (4, 2)


def test_any_condition_is_checked_by_the_schema():
    import pytest
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.schema import validate_definition
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "modify_pt": [1, 0], "condition": {"any": [{"your_turn": True}]}}, "t")
    validate_definition({"affects": "self", "modify_pt": [1, 0],
                         "condition": {"any": [{"your_turn": True}, {"counters": {"kind": "any", "min": 1}}]}}, "t")
