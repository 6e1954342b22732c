"""Triggered abilities' counters, round 13 (issue 12, branch ``trig13``).

- "put a +1/+1 counter on each Pest, Bat, Insect, Snake, and Spider you control": a list of singular subtypes
  after "each" is each permanent you control that is any of them, once (205.3), as after "for each".
- "put a +1/+1 counter on each creature that attacked this turn": declared as an attacker this turn (508.1).

Every expected value comes from the oracle text and the rules cited; +1/+1 counters count in 7c (613.4c)."""
from __future__ import annotations

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import board_with, compiled, pt, supported


# ------------------------------------------------------------------ "each A, B, and C you control"

def test_blech_reads_each_listed_subtype_once():
    # "Whenever you gain life, put a +1/+1 counter on each Pest, Bat, Insect, Snake, and Spider you control."
    assert supported("Blech, Loafing Pest")
    assert compiled("Blech, Loafing Pest").effects[1] == {
        "affects": {"controller": "you", "subtypes": ["Pest", "Bat", "Insect", "Snake", "Spider"]},
        "counters": {"+1/+1": 1}}


def test_vaan_each_scout_pirate_and_rogue():
    assert supported("Vaan, Street Thief")
    assert compiled("Vaan, Street Thief").effects[2] == {
        "affects": {"controller": "you", "subtypes": ["Scout", "Pirate", "Rogue"]}, "counters": {"+1/+1": 1}}


def test_blech_on_a_board():
    # Blech (a 3/4 Pest) and a Bat get a counter each; a Bear (not listed) and an opponent's Bat get none
    b = Board()
    b.enter("Blech, Loafing Pest", id="blech")
    b.define("Test Bat", "Creature — Bat", power=1, toughness=1)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bat", id="bat")
    b.enter("Test Bear", id="bear")
    b.enter("Test Bat", id="their bat", controller="Bo")
    b.ability("blech", 1)
    assert pt(b, "blech") == (4, 5)
    assert pt(b, "bat") == (2, 2)
    assert pt(b, "bear") == (2, 2)
    assert pt(b, "their bat") == (1, 1)
    assert not b.resolve().unsupported


def test_singular_list_not_after_each_stays_as_before():
    # "it's a cleric, rogue, warrior, and wizard" is no group (a singular list not after "each"/"for each")
    c = compile_text("Test", "As long as you control a Cleric, Rogue, Warrior, and Wizard, this creature gets +1/+1.",
                     ["Creature"])
    assert 1 not in c.effects or c.effects[1].get("affects") != {"controller": "you",
                                                                  "subtypes": ["Cleric", "Rogue", "Warrior", "Wizard"]}


# ------------------------------------------------------------------ "each creature that attacked this turn"

TEXT = "At the beginning of your end step, put a +1/+1 counter on each creature that attacked this turn."


def test_attacked_this_turn_compiles_to_the_attacking_status():
    c = compile_text("Test Array", TEXT, ["Enchantment"])
    assert c.effects[1] == {"affects": {"types": ["Creature"], "combat": "attacking"}, "counters": {"+1/+1": 1}}
    assert not c.unsupported


def test_lightshield_array_counts_only_creatures_that_attacked():
    # 508.1: the creatures declared as attackers this turn get a counter; one that stayed home gets none
    b, _ = board_with("Test Array", "Enchantment", TEXT)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Array", id="array")
    b.enter("Test Bear", id="a")
    b.enter("Test Bear", id="home")
    b.attack("a")
    b.ability("array", 1)
    assert pt(b, "a") == (3, 3)
    assert pt(b, "home") == (2, 2)
    assert not b.resolve().unsupported
