"""Round 13, other family: "up to that many target creatures" (115.1d: a number of targets an earlier
instruction fixed; which objects are targeted is the step's choice, its ``targets``)."""

from __future__ import annotations

from layerkit.compiler.grammar import parse
from layerkit.game.board import Board


def test_up_to_that_many_target_creatures_parses_as_targets() -> None:
    tree = parse("up to that many target creatures each get -2/-2 until end of turn")
    assert "targets" in tree.pretty()


def test_miasma_demon_gives_each_target_minus_two() -> None:
    # "When you do, up to that many target creatures each get -2/-2 until end of turn."
    b = Board()
    b.enter("Hill Giant", id="giant")          # 3/3
    b.enter("Gray Ogre", id="ogre")            # 2/2
    b.enter("Grizzly Bears", id="bears")       # 2/2, not targeted
    b.enter("Miasma Demon", id="demon")
    b.ability("demon", 2, targets=["giant", "ogre"], choices={"you_did": True})
    r = b.resolve()
    assert (r["giant"].characteristics.power, r["giant"].characteristics.toughness) == (1, 1)
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (2, 2)
    assert not r.unsupported


def test_swashbuckler_extraordinaire_grants_double_strike_to_its_targets() -> None:
    # "When you do, up to that many target creatures gain double strike until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gray Ogre", id="ogre")
    b.enter("Swashbuckler Extraordinaire", id="swash")
    b.ability("swash", 2, targets=["bears"], choices={"you_did": True})
    r = b.resolve()
    assert "Double strike" in [a.text for a in r["bears"].characteristics.abilities]
    assert "Double strike" not in [a.text for a in r["ogre"].characteristics.abilities]
    assert not r.unsupported
