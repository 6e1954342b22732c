"""Round 16 (branch ifsyou16): "if it had counters on it, put its counters on ..." of the creature that died.

608.2h, 603.10a: "Whenever another creature you control dies, if it had counters on it, put its counters on ~": the
counters are the ones the creature that died had as it last existed on the battlefield, of whatever kinds, as the
ability step states them (``choices.stated.died.counters``); untold, nothing is put and the resolution lists it.
Expected values come from the oracle text and the rules (613.4c: a +1/+1 counter gives +1/+1; 122.1b: a keyword
counter gives its keyword in layer 6).
"""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.schema import validate_definition


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def pt(board: Board, oid: str) -> tuple[int | None, int | None]:
    c = board.resolve()[oid]
    return c.power, c.toughness


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def unsupported_ids(board: Board) -> set[str]:
    return {oid for oid, _card, _text, _why in board.resolve().unsupported}


def died_with(counters: dict[str, int]) -> dict:
    return {"stated": {"died": {"counters": counters}}}


def test_buzzard_wasp_colony_compiles_to_the_died_creatures_counters_on_itself():
    c = compiled("Buzzard-Wasp Colony")
    assert c.effects[3] == {"affects": "self", "stated_counters": "died"}
    assert not c.unsupported


def test_buzzard_wasp_colony_gets_every_kind_the_creature_had():
    # Buzzard-Wasp Colony is 2/2; the creature that died had two +1/+1 counters and a trample counter: 4/4, trample
    b = Board()
    b.enter("Buzzard-Wasp Colony", id="bw")
    assert pt(b, "bw") == (2, 2)
    b.ability("bw", 3, choices=died_with({"+1/+1": 2, "trample": 1}))
    assert pt(b, "bw") == (4, 4)
    assert "Trample" in keywords(b, "bw")


def test_no_counters_had_puts_none():
    b = Board()
    b.enter("Buzzard-Wasp Colony", id="bw")
    b.ability("bw", 3, choices=died_with({}))
    assert pt(b, "bw") == (2, 2)
    assert "bw" not in unsupported_ids(b)


def test_untold_counters_are_listed_never_assumed():
    b = Board()
    b.enter("Buzzard-Wasp Colony", id="bw")
    b.ability("bw", 3)
    assert pt(b, "bw") == (2, 2)
    assert "bw" in unsupported_ids(b)


def test_minus_counters_are_put_too():
    # "its counters": of every kind, a -1/-1 counter as well (613.4c): 2/2 -> 1/1
    b = Board()
    b.enter("Buzzard-Wasp Colony", id="bw")
    b.ability("bw", 3, choices=died_with({"-1/-1": 1}))
    assert pt(b, "bw") == (1, 1)


def test_host_of_the_hereafter_puts_them_on_its_target():
    # Host of the Hereafter enters with two +1/+1 counters; another creature of yours dies with three +1/+1
    # counters: Grizzly Bears 2/2, its target, becomes 5/5; Host itself stays as it was (2/3 base + 2 = 4/5)
    c = compiled("Host of the Hereafter")
    assert c.effects[2] == {"affects": "targets", "stated_counters": "died"}
    assert c.supported
    b = Board()
    b.enter("Host of the Hereafter", id="host")
    b.enter("Grizzly Bears", id="bears")
    before = pt(b, "host")
    b.ability("host", 2, targets=["bears"], choices=died_with({"+1/+1": 3}))
    assert pt(b, "bears") == (5, 5)
    assert pt(b, "host") == before


def test_reluctant_role_model_those_counters_on_up_to_one_target():
    # "if it had counters on it, put those counters on up to one target creature": a flying counter: the
    # target gains flying (122.1b, layer 6)
    c = compiled("Reluctant Role Model")
    assert c.effects[2] == {"affects": "targets", "stated_counters": "died"}
    assert c.supported
    b = Board()
    b.enter("Reluctant Role Model", id="rrm")
    b.enter("Grizzly Bears", id="bears")
    b.ability("rrm", 2, targets=["bears"], choices=died_with({"flying": 1, "+1/+1": 1}))
    assert pt(b, "bears") == (3, 3)
    assert "Flying" in keywords(b, "bears")


def test_a_leaves_the_battlefield_event_is_not_read_as_died():
    # "Whenever a permanent you control leaves the battlefield" names no creature that died: still unsupported
    assert not compiled("Resourceful Defense").supported
    assert not compiled("The Ozolith").supported


def test_the_schema_refuses_other_objects():
    with pytest.raises(Exception):
        validate_definition({"affects": "targets", "stated_counters": "sacrificed"}, "t")
    with pytest.raises(Exception):
        validate_definition({"affects": "all", "stated_counters": "died"}, "t")
    validate_definition({"affects": "self", "stated_counters": "died"}, "t")


def test_donatello_an_artifact_put_into_a_graveyard_from_the_battlefield():
    # 700.4: "is put into a graveyard from the battlefield" is dying; the artifact had two +1/+1 counters: they go on
    # up to one target artifact or creature you control: Ornithopter 0/2 -> 2/4
    c = compiled("Donatello, Mutant Mechanic")
    assert c.effects[2] == {"affects": "targets", "stated_counters": "died"}
    assert c.supported
    b = Board()
    b.enter("Donatello, Mutant Mechanic", id="don")
    b.enter("Ornithopter", id="orn")
    b.ability("don", 2, targets=["orn"], choices=died_with({"+1/+1": 2}))
    assert pt(b, "orn") == (2, 4)
