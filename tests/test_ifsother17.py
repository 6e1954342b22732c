"""Conditions and durations, round 17 (issue 12, branch ifsother17): clauses opening with a condition, read from
real pool cards.

Each expected value comes from the card's oracle text and the rules, never from the compiler's output: a board
is built with the real pool card and resolved, or the compiled definition is compared with the one the rules
imply. The negative cases are phrasings the board cannot carry out exactly: they must stay unsupported.
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


# ------------------------- "any opponent may <action>. If a player does, ..." (608.2c)

def test_desecration_demon_counter_when_an_opponent_sacrificed() -> None:
    # "At the beginning of each combat, any opponent may sacrifice a creature of their choice. If a player does, tap
    # this creature and put a +1/+1 counter on it.": the 6/6 becomes 7/7 (7c) when an opponent sacrificed
    c = compiled("Desecration Demon")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "counters": {"+1/+1": 1}, "condition": {"you_did": True}}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Desecration Demon", id="demon", controller="Alex")
    b.ability("demon", 2, choices={"you_did": True})
    res = b.resolve()
    assert _pt(res, "demon") == (7, 7)
    assert not res.unsupported


def test_desecration_demon_no_counter_when_no_one_sacrificed() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Desecration Demon", id="demon", controller="Alex")
    b.ability("demon", 2, choices={"you_did": False})
    res = b.resolve()
    assert _pt(res, "demon") == (6, 6)
    assert not res.unsupported


def test_desecration_demon_untold_is_never_assumed() -> None:
    # whether a player sacrificed is history the board does not keep: untold, no counter and the ability is listed
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Desecration Demon", id="demon", controller="Alex")
    b.ability("demon", 2)
    res = b.resolve()
    assert _pt(res, "demon") == (6, 6)
    assert res.unsupported


def test_that_player_gains_control_stays_unsupported() -> None:
    # "If the player does, they gain control of ~": which player is no fact of the step
    c = compile_text("Emberwilde Djinn", "Flying\nAt the beginning of each player's upkeep, that player may pay "
                     "{R}{R} or 2 life. If the player does, they gain control of this creature.", ["Creature"])
    assert not c.supported
