"""Bundled cards behave as their oracle text says (issue: card data). Expected values are read
off the cards' oracle text, applied by hand."""
from __future__ import annotations

from layerkit import Board


def pt(state):
    return state.power, state.toughness


def test_tarmogoyf_counts_card_types_in_all_graveyards():
    # "power = number of card types among cards in all graveyards; toughness = that number plus 1"
    b = Board()
    b.enter("Tarmogoyf", id="goyf")
    assert pt(b.resolve()["goyf"]) == (0, 1)
    b.enter("Lightning Bolt", zone="graveyard")        # instant
    b.enter("Dryad Arbor", zone="graveyard", owner="Bo")  # land, creature
    b.enter("Forest", zone="graveyard")                 # land again: no new type
    assert pt(b.resolve()["goyf"]) == (3, 4)


def test_kird_ape_needs_a_forest():
    b = Board()
    b.enter("Kird Ape", id="ape")
    assert pt(b.resolve()["ape"]) == (1, 1)
    b.enter("Forest")
    assert pt(b.resolve()["ape"]) == (2, 3)


def test_war_horn_only_for_attacking_creatures():
    b = Board()
    b.enter("War Horn")
    b.enter("Bear Cub", id="attacker")
    b.enter("Bear Cub", id="home")
    b.attack(["attacker"])
    r = b.resolve()
    assert pt(r["attacker"]) == (3, 2) and pt(r["home"]) == (2, 2)
    b.end_turn()
    assert pt(b.resolve()["attacker"]) == (2, 2)


def test_giant_tortoise_only_while_untapped():
    b = Board()
    b.enter("Giant Tortoise", id="t")
    assert pt(b.resolve()["t"]) == (1, 4)
    b.tap("t")
    assert pt(b.resolve()["t"]) == (1, 1)


def test_blood_sun_keeps_mana_abilities():
    b = Board()
    b.enter("Blood Sun")
    b.enter("Mutavault", id="vault")
    texts = [a.text for a in b.resolve()["vault"].abilities]
    assert texts == ["{T}: Add {C}."]


def test_masumaro_is_twice_the_cards_in_hand():
    b = Board()
    b.enter("Masumaro, First to Live", id="m")
    for i in range(3):
        b.enter("Forest", id=f"h{i}", zone="hand")
    assert pt(b.resolve()["m"]) == (6, 6)


def test_archetype_of_imagination_opponents_cant_gain_flying():
    b = Board()
    b.enter("Archetype of Imagination", controller="Alex")
    b.enter("Air Elemental", id="air", controller="Bo")
    b.enter("Levitation", controller="Bo")
    assert not b.resolve()["air"].has("Flying")


def test_nameless_inversion_loses_creature_types_but_changeling_card_keeps_them():
    b = Board()
    b.enter("Bear Cub", id="cub")
    b.cast("Nameless Inversion", targets=["cub"])
    s = b.resolve()["cub"]
    assert s.subtypes == frozenset() and pt(s) == (5, -1)
