"""Layers 2, 3 and 6: control (613.1b), text-changing (612), abilities and keyword counters (613.1f),
and what is not an ability ("is"/"has" vs effects that aren't abilities; 113.12, 604.3).

Expected values come from the Comprehensive Rules' own examples or rule text.
"""
from __future__ import annotations


from layerkit import Board


def spell(board: Board, name: str, text: str, **definition) -> str:
    return board.define(name, "Instant", oracle_text=text, effects={1: definition})


def pt(res, oid):
    return res[oid].power, res[oid].toughness


def texts(state) -> list[str]:
    return [a.text for a in state.abilities]


# ------------------------------------------------------------------------------ 613.1b control

def test_613_1b_control_changes_in_timestamp_order():
    """613.1b / 613.7b: two control-changing effects apply in layer 2 in timestamp order; the later wins."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.cast("Mass Manipulation", controller="Alex", targets=["bears"])
    b.cast("Act of Treason", controller="Bo", targets=["bears"])
    assert b.resolve()["bears"].controller == "Bo"
    b.end_turn()                                      # Act of Treason ends; Mass Manipulation stays
    assert b.resolve()["bears"].controller == "Alex"


def test_613_1b_control_before_you_control_anthem():
    """613.1b before 613.4c: a stolen creature gets its new controller's "creatures you control" bonus
    and loses its owner's."""
    b = Board()
    b.enter("Glorious Anthem", controller="Alex")
    b.enter("Glorious Anthem", controller="Bo")
    b.enter("Glorious Anthem", id="anthem3", controller="Bo")
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    assert pt(b.resolve(), "bears") == (4, 4)
    b.cast("Act of Treason", controller="Alex", targets=["bears"])
    r = b.resolve()
    assert r["bears"].controller == "Alex" and pt(r, "bears") == (3, 3)


# ------------------------------------------------------------------------------ 612 text changing

def test_612_text_change_of_a_land_type_word():
    """612.1-612.2 / 305.7-like: Mind Bend changing Urborg's "Swamp" to "Island" makes each land an Island
    in addition; no land becomes a Swamp."""
    b = Board()
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Forest", id="forest")
    b.cast("Mind Bend", targets=["urborg"], choices={"words": {"from": "swamp", "to": "island"}})
    r = b.resolve()
    assert r["forest"].subtypes == {"Forest", "Island"}
    assert r["forest"].has("{T}: Add {U}.") and not r["forest"].has("{T}: Add {B}.")
    assert r["urborg"].subtypes == {"Island"}


def test_612_text_change_of_a_type_line():
    """612.1: a text-changing effect can change a land type on the type line: a Forest whose "Forest" reads
    "Island" is an Island with {T}: Add {U} (305.6)."""
    b = Board()
    b.enter("Forest", id="forest")
    b.cast("Mind Bend", targets=["forest"], choices={"words": {"from": "forest", "to": "island"}})
    r = b.resolve()
    assert r["forest"].subtypes == {"Island"}
    assert texts(r["forest"]) == ["{T}: Add {U}."]
    assert r["forest"].name == "Forest"          # 612.2: a name isn't changed


def test_612_3_granted_abilities_are_not_changed():
    """612.3: a text change on the creature doesn't change an ability an effect granted it; changing the
    granting Aura's text does change what it grants."""
    b = Board()
    b.define("Ward of White", "Enchantment — Aura", oracle_text="Enchant creature\nEnchanted creature has protection from white.",
             effects={2: {"affects": "enchanted", "add_abilities": ["Protection from white"]}})
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.enter("Ward of White", id="ward_a", attached_to="a")
    b.enter("Ward of White", id="ward_b", attached_to="b")
    b.cast("Mind Bend", targets=["a"], choices={"words": {"from": "white", "to": "black"}})
    b.cast("Mind Bend", targets=["ward_b"], choices={"words": {"from": "white", "to": "black"}})
    r = b.resolve()
    assert r["a"].has("Protection from white") and not r["a"].has("Protection from black")
    assert r["b"].has("Protection from black") and not r["b"].has("Protection from white")


def test_612_layer_3_before_layer_4():
    """613.1c before 613.1d: Mind Bend on a Forest changing "Swamp" to "Island" doesn't touch the Swamp type
    Urborg gives it in layer 4."""
    b = Board()
    b.enter("Urborg, Tomb of Yawgmoth")
    b.enter("Forest", id="forest")
    b.cast("Mind Bend", targets=["forest"], choices={"words": {"from": "swamp", "to": "island"}})
    assert b.resolve()["forest"].subtypes == {"Forest", "Swamp"}


# ------------------------------------------------------------------------------ 613.1f abilities

def test_613_1f_keyword_counter_is_an_ability_in_layer_6():
    """613.1f / 122.1b: a keyword counter gives the keyword in layer 6; Dress Down entering later removes
    it, one put on after Dress Down stays."""
    b = Board()
    b.enter("Grizzly Bears", id="old", counters={"flying": 1})
    b.enter("Dress Down")
    b.enter("Grizzly Bears", id="new")
    b.counters("new", add={"flying": 1})
    r = b.resolve()
    assert not r["old"].has("Flying")
    assert r["new"].has("Flying")


def test_613_1f_loses_all_abilities_then_gains():
    """613.1f / 613.7: Dragonshift "loses all abilities, and gains flying" on Shivan Dragon: the dragon
    has only flying (no firebreathing), is a blue and red 4/4 Dragon."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon")
    b.cast("Dragonshift", targets=["dragon"])
    r = b.resolve()
    assert texts(r["dragon"]) == ["Flying"]
    assert r["dragon"].colors == {"U", "R"} and pt(r, "dragon") == (4, 4)


def test_613_1f_granted_ability_removed_by_later_effect():
    """613.1f: "Enchanted creature has flying" then "creatures lose all abilities" (Dress Down, later):
    no flying; Rancor attached after Dress Down: trample (and +2/+0 in 7c regardless)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Flight", attached_to="bears")
    b.enter("Dress Down")
    b.enter("Rancor", attached_to="bears")
    r = b.resolve()
    assert not r["bears"].has("Flying")
    assert r["bears"].has("Trample") and pt(r, "bears") == (4, 2)


def test_613_1f_cant_have_an_ability_beats_a_later_grant():
    """613.1f / 101.2: "Creatures your opponents control lose flying and can't have or gain flying"
    (Archetype of Imagination): an opponent's creature given a flying counter afterwards still lacks
    flying — the "can't" effect takes precedence."""
    b = Board()
    b.enter("Archetype of Imagination", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.counters("bears", add={"flying": 1})
    assert not b.resolve()["bears"].has("Flying")


# ------------------------------------------------------------------------------ is/has vs not-abilities

def test_gingerbrute_effect_is_not_an_ability_and_survives_loses_all_abilities():
    """604.1 / 611.2: Gingerbrute's activated ability creates an effect ("can't be blocked this turn except
    by creatures with haste") that is not an ability of Gingerbrute; Turn to Frog afterwards removes its
    abilities (haste) but not that effect."""
    b = Board()
    b.enter("Gingerbrute", id="ginger")
    b.ability("ginger", 2)
    b.cast("Turn to Frog", targets=["ginger"])
    r = b.resolve()
    assert r["ginger"].abilities == ()
    assert any("can't be blocked" in q for q in r["ginger"].qualities)
    assert "Frog" in r["ginger"].subtypes and pt(r, "ginger") == (1, 1)


def test_is_characteristics_from_an_effect_survive_losing_all_abilities():
    """113.12 / 613.1: "is a green Elk" (Kenrith's Transformation) sets types and color, which are not
    abilities: Dress Down doesn't undo them, only abilities go."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon")
    b.enter("Kenrith's Transformation", attached_to="dragon")
    b.enter("Dress Down")
    r = b.resolve()
    assert r["dragon"].subtypes == {"Elk"} and r["dragon"].colors == {"G"}
    assert r["dragon"].abilities == () and pt(r, "dragon") == (3, 3)


def test_604_3_changeling_cda_applies_before_losing_abilities():
    """604.3 / 613.3: changeling is a CDA applied in layer 4, before Dress Down removes the ability in
    layer 6, so the creature keeps every creature type but no longer has changeling."""
    b = Board()
    b.enter("Dress Down")
    b.enter("Woodland Changeling", id="changeling")
    r = b.resolve()
    assert {"Elf", "Goblin", "Shapeshifter"} <= r["changeling"].subtypes
    assert not r["changeling"].has("Changeling")


def test_cr_113_12_1_muraganda_petroglyphs():
    """CR-113.12-1: Muraganda Petroglyphs ("Creatures with no abilities get +2/+2"): a vanilla creature
    enchanted by "Enchanted creature has flying" doesn't get +2/+2; one enchanted by "Enchanted creature
    is red" does."""
    b = Board()
    b.define("Red Paint", "Enchantment — Aura", oracle_text="Enchant creature\nEnchanted creature is red.",
             effects={2: {"affects": "enchanted", "set_colors": ["R"]}})
    b.enter("Muraganda Petroglyphs")
    b.enter("Grizzly Bears", id="flier")
    b.enter("Grizzly Bears", id="red")
    b.enter("Flight", attached_to="flier")
    b.enter("Red Paint", attached_to="red")
    r = b.resolve()
    assert pt(r, "flier") == (2, 2)
    assert pt(r, "red") == (4, 4) and r["red"].colors == {"R"}
