"""Counter placement, round 10 (issue 12): "the result" of a die roll (706.2) as a value — the counters a
permanent enters with ("enters with a number of +1/+1 counters on it equal to the result"), counters put and
removed as an ability resolves, and +X/+X "where X is the result" — read from the step's ``choices.roll``;
untold, nothing of the effect is applied and the resolution lists it (never read as 0).

Every expected value is worked out from the card's oracle text and the rule it cites, then checked on a board
with the real pool card (P/T counters count in 7c, 613.4c)."""
from __future__ import annotations

from layerkit.game.board import Board


def pt(board: Board, oid: str) -> tuple[int, int]:
    r = board.resolve()[oid]
    return r.power, r.toughness


def compiled(name: str):
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_database
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    return compiled(name).supported


# ------------------------------------------------------------------------------ "the result" (706.2)

def test_enters_with_counters_equal_to_the_roll():
    # Hammer Jammer (0/0): "As this creature enters, roll a six-sided die. This creature enters with a number of
    # +1/+1 counters on it equal to the result." A 4 rolled: four counters, 4/4 (614.1c, 613.4c)
    assert supported("Hammer Jammer")
    b = Board()
    b.enter("Hammer Jammer", id="h", choices={"roll": 4})
    assert pt(b, "h") == (4, 4)


def test_an_untold_roll_puts_nothing_and_is_listed():
    # the result is not known: no counters put, the entering listed in Resolution.unsupported (never 0 assumed)
    b = Board()
    b.enter("Hammer Jammer", id="h")
    res = b.resolve()
    assert (res["h"].power, res["h"].toughness) == (0, 0)
    assert any(u[0] == "h" and "roll" in u[-1] for u in res.unsupported)


def test_remove_all_then_put_the_result():
    # Hammer Jammer: "Whenever you roll a die, remove all +1/+1 counters from this creature, then put a number of
    # +1/+1 counters on it equal to the result." Four counters, then a 2 rolled: two counters (122.1, 608.2c)
    b = Board()
    b.enter("Hammer Jammer", id="h", choices={"roll": 4})
    b.ability("h", 2, choices={"roll": 2})
    assert pt(b, "h") == (2, 2)


def test_remove_a_number_of_counters_equal_to_the_result():
    # Jumbo Imp (0/0): enters with the result (3), upkeep: put the result (5) -> 8; end step: "roll a six-sided die
    # and remove a number of +1/+1 counters from this creature equal to the result" (6) -> 2, then (6) again: it
    # has only two, so all of them go (122.1) -> 0/0
    assert supported("Jumbo Imp")
    assert compiled("Jumbo Imp").effects[4] == {"affects": "self", "remove_counters": {"+1/+1": "roll"}}
    b = Board()
    b.enter("Jumbo Imp", id="j", choices={"roll": 3})
    assert pt(b, "j") == (3, 3)
    b.ability("j", 3, choices={"roll": 5})
    assert pt(b, "j") == (8, 8)
    b.ability("j", 4, choices={"roll": 6})
    assert pt(b, "j") == (2, 2)
    b.ability("j", 4, choices={"roll": 6})
    assert pt(b, "j") == (0, 0)


def test_removal_with_an_untold_roll_removes_nothing():
    b = Board()
    b.enter("Jumbo Imp", id="j", choices={"roll": 3})
    b.ability("j", 4)
    assert pt(b, "j") == (3, 3)
    assert any("roll" in u[-1] for u in b.resolve().unsupported)


def test_x_counters_on_each_of_two_targets_where_x_is_the_result():
    # Ancient Bronze Dragon: "roll a d20. When you do, put X +1/+1 counters on each of up to two target creatures,
    # where X is the result." 17 rolled: each target (2/2) becomes 19/19; the dragon (7/7) gets none
    assert supported("Ancient Bronze Dragon")
    b = Board()
    b.enter("Ancient Bronze Dragon", id="d")
    b.enter("Grizzly Bears", id="g1")
    b.enter("Grizzly Bears", id="g2")
    b.ability("d", 2, targets=["g1", "g2"], choices={"roll": 17})
    assert pt(b, "g1") == (19, 19) and pt(b, "g2") == (19, 19) and pt(b, "d") == (7, 7)


def test_gets_plus_x_where_x_is_the_result():
    # Growth Spurt: "Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result."
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Growth Spurt", targets=["g"], choices={"roll": 5})
    assert pt(b, "g") == (7, 7)
    b.end_turn()
    assert pt(b, "g") == (2, 2)
    b2 = Board()
    b2.enter("Grizzly Bears", id="g")
    b2.cast("Growth Spurt", targets=["g"])
    assert pt(b2, "g") == (2, 2) and b2.resolve().unsupported


def test_the_result_minus_one():
    # Velukan Dragon (5/5): "roll a six-sided die. This creature gets +X/+0 until end of turn, where X is the result
    # minus 1." A 1: +0/+0; a 6: +5/+0
    assert compiled("Velukan Dragon").effects[2]["modify_pt"] == [{"sum": ["roll", -1]}, 0]
    b = Board()
    b.enter("Velukan Dragon", id="v")
    b.ability("v", 2, choices={"roll": 1})
    assert pt(b, "v") == (5, 5)
    b.ability("v", 2, choices={"roll": 6})
    assert pt(b, "v") == (10, 5)


def test_the_result_of_one_of_several_dice_stays_reported():
    # Grave Endeavor: "Roll two d10 and choose one result. ... equal to that result": no one die's result
    assert not supported("Grave Endeavor")
    # Free-Range Chicken: "Roll two six-sided dice. If both results are the same, ... where X is that result"
    assert not supported("Free-Range Chicken")


def test_one_die_rolled():
    from layerkit.compiler.compile import _one_die_rolled
    assert _one_die_rolled("Whenever you roll a die, remove all +1/+1 counters from this creature, then put a number "
                           "of +1/+1 counters on it equal to the result.")
    assert _one_die_rolled("Whenever you roll a 5 or higher on a die, this creature gets +X/+X until end of turn, "
                           "where X is the result.")
    assert not _one_die_rolled("Roll two six-sided dice. This creature gets +X/+X, where X is the result.")
    assert not _one_die_rolled("Target creature gets +X/+X until end of turn, where X is the result.")
