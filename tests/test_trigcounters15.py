"""Triggered abilities' counters, round 15 (issue 12, branch ``trigcounters15``).

Cards whose gap was a triggered ability's counters read as one-shot ("[one-shot counters not read]"). Every
expected value comes from the oracle text and the rules cited; +1/+1 counters count in layer 7c (613.4c)."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import board_with, compiled, pt, supported


# ------------------------------------------------------------------ "equal to that creature's power" of the event

def test_vincent_valentine_counters_equal_to_the_dead_creatures_power():
    # 603.10a, 608.2h: "that creature" is the creature that died, its power as it last existed on the battlefield,
    # which the step states (the board keeps no last known information of a card in a graveyard)
    assert supported("Vincent Valentine // Galian Beast")
    d = compiled("Vincent Valentine // Galian Beast").effects[1]
    assert d == {"affects": "self", "counters": {"+1/+1": {"stated": {"object": "died", "characteristic": "power"}}}}
    b = Board()
    b.enter("Vincent Valentine // Galian Beast", id="vincent")
    base = pt(b, "vincent")
    b.ability("vincent", 1, choices={"stated": {"died": {"power": 4}}})
    assert pt(b, "vincent") == (base[0] + 4, base[1] + 4)


def test_the_dead_creatures_power_untold_is_listed():
    b = Board()
    b.enter("Vincent Valentine // Galian Beast", id="vincent")
    base = pt(b, "vincent")
    b.ability("vincent", 1)
    r = b.resolve()
    assert (r["vincent"].power, r["vincent"].toughness) == base
    assert r.unsupported


# ------------------------------------------------------------------ "each ... equal to that creature's toughness"

def test_canopy_gargantuan_each_creature_gets_its_own_toughness():
    # 608.2h: each other creature you control gets as many counters as its own toughness, each number determined
    # as the ability resolves (before any counter is put)
    assert supported("Canopy Gargantuan")
    b = Board()
    b.enter("Canopy Gargantuan", id="canopy")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.define("Test Wall", "Creature — Wall", power=0, toughness=4)
    b.enter("Test Bear", id="bear")
    b.enter("Test Wall", id="wall")
    b.enter("Test Bear", id="theirs", controller="Bo")
    canopy = pt(b, "canopy")
    b.ability("canopy", 3)
    assert pt(b, "bear") == (4, 4)
    assert pt(b, "wall") == (4, 8)
    assert pt(b, "theirs") == (2, 2)      # not a creature you control
    assert pt(b, "canopy") == canopy      # "other"


def test_that_creature_after_an_event_object_is_not_each():
    # "whenever a creature dies, ... equal to that creature's toughness": the creature that died (603.10a)
    c = compile_text("Test", "Whenever a creature dies, put a number of +1/+1 counters on each other creature you "
                             "control equal to that creature's toughness.", ["Creature"])
    assert c.effects[1]["counters"] == {"+1/+1": {"stated": {"object": "died", "characteristic": "toughness"}}}
