"""An effect on one of an ability's several targets is never applied to all of them (115.1).

A board's ``targets`` lists every target of a spell; ``affects: targets`` would name them all. When
the text names two target objects and the continuous effect is on one ("Target creature you control
gets +1/+0 ... to target creature an opponent controls"), the compiler must say it did not
understand, not give the bonus to both.
"""
from __future__ import annotations

from layerkit import Board


def test_ambuscade_is_reported_not_given_to_both_targets():
    # Ambuscade: "Target creature you control gets +1/+0 until end of turn. It deals damage equal
    # to its power to target creature an opponent controls." Only the first target gets +1/+0.
    board = Board()
    board.enter("Grizzly Bears", id="mine")
    board.enter("Hill Giant", id="theirs", controller="Bo")
    board.cast("Ambuscade", targets=["mine", "theirs"])
    res = board.resolve()
    assert (res["theirs"].power, res["theirs"].toughness) == (3, 3)       # never +1/+0 on the opponent's
    # 115.1d: the effect names the first "target" phrase's target (``target: 1``): only it gets +1/+0
    assert (res["mine"].power, res["mine"].toughness) == (3, 2) and not res.unsupported


def test_one_target_still_compiles():
    board = Board()
    board.enter("Grizzly Bears", id="bear")
    board.cast("Giant Growth", targets=["bear"])
    res = board.resolve()
    assert (res["bear"].power, res["bear"].toughness) == (5, 5) and not res.unsupported


def test_x_chosen_in_a_cost_that_is_not_mana():
    # Skullmane Baku: "{1}, {T}, Remove X ki counters from this creature: Target creature gets -X/-X
    # until end of turn." X is chosen as the cost is paid (601.2b, 602.2b): the step's choices.number
    board = Board()
    board.enter("Skullmane Baku", id="baku")
    board.enter("Hill Giant", id="giant", controller="Bo")
    board.ability("baku", 2, targets=["giant"], choices={"number": 2})
    res = board.resolve()
    assert (res["giant"].power, res["giant"].toughness) == (1, 1) and not res.unsupported
