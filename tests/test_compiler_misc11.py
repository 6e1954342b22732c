"""Base power and toughness set to the source's own (issue 12, round 11, branch `misc11`):
"the base power and toughness of <objects> become equal to ~'s power and toughness", "... become equal to
~'s power", "... become X/X, where X is ~'s power", "change the base power and toughness of <objects> to ~'s
power and toughness" (613.4b; the values determined once, as the ability resolves, 608.2h).

Expected values come from the oracle text and the rules, checked on boards with the real pool cards.
"""
from __future__ import annotations

from layerkit.compiler import compile_text
from layerkit.game.board import Board


def _pt(b: Board, oid: str) -> tuple[int, int]:
    r = b.resolve()[oid]
    return r.power, r.toughness


def test_tanazir_sets_other_creatures_base_to_its_own_power_and_toughness():
    # "... the base power and toughness of other creatures you control become equal to Tanazir Quandrix's
    # power and toughness until end of turn": Tanazir is 4/4; a Grizzly Bears (2/2) becomes 4/4 (613.4b)
    b = Board()
    b.enter("Tanazir Quandrix", id="t")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("t", 4)
    assert _pt(b, "bears") == (4, 4)
    assert _pt(b, "theirs") == (2, 2)          # "creatures you control"
    assert _pt(b, "t") == (4, 4)               # "other"


def test_the_values_are_locked_in_as_it_resolves():
    # 608.2h: a later change to Tanazir's power does not change the base it set
    b = Board()
    b.enter("Tanazir Quandrix", id="t")
    b.enter("Grizzly Bears", id="bears")
    b.ability("t", 4)
    b.counters("t", add={"+1/+1": 2})
    assert _pt(b, "t") == (6, 6)
    assert _pt(b, "bears") == (4, 4)


def test_exuberant_wolfbear_changes_its_targets_base():
    # "change the base power and toughness of target Human you control to this creature's power and
    # toughness until end of turn": Wolfbear is 4/4, a 1/1 Human becomes 4/4
    b = Board()
    b.enter("Exuberant Wolfbear", id="w")
    b.enter("Elite Vanguard", id="human")      # a 2/1 Human Soldier
    b.ability("w", 1, targets=["human"])
    assert _pt(b, "human") == (4, 4)


def test_unruly_krasis_one_value_for_both():
    # "become X/X until end of turn, where X is this creature's power": Krasis is 4/4, with a +1/+1 counter
    # 5/5 -> the 2/1 target's base becomes 5/5
    b = Board()
    b.enter("Unruly Krasis", id="k")
    b.counters("k", add={"+1/+1": 1})          # 5/5
    b.enter("Elite Vanguard", id="v")
    b.ability("k", 2, targets=["v"])
    assert _pt(b, "v") == (5, 5)


def test_equal_to_power_only_sets_both_to_the_power():
    c = compile_text("Test Card", "{T}: The base power and toughness of other creatures you control become "
                     "equal to ~'s power until end of turn.", ["Creature"])
    assert c.unsupported == ()
    assert c.effects[1]["set_pt"] == {"power": "self"}


def test_another_objects_power_and_toughness_stays_reported():
    c = compile_text("Test Card", "{T}: The base power and toughness of other creatures you control become "
                     "equal to target creature's power and toughness until end of turn.", ["Creature"])
    assert c.unsupported
