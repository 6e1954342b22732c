"""Counter placement, round 10 (issue 12): "the result" of a die roll (706.2) as a value — the counters a
permanent enters with ("enters with a number of +1/+1 counters on it equal to the result"), counters put and
removed as an ability resolves, and +X/+X "where X is the result" — read from the step's ``choices.roll``;
untold, nothing of the effect is applied and the resolution lists it (never read as 0).

Every expected value is worked out from the card's oracle text and the rule it cites, then checked on a board
with the real pool card (P/T counters count in 7c, 613.4c)."""
from __future__ import annotations

from layerkit.game.board import Board
from _compiled import compiled, pt, supported


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
    b.ability("d", 2, targets=["g1", "g2"], choices={"roll": 17, "you_did": True})
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


# ------------------------------------------------------------------------------ returning with counters (614.1c)

def test_the_source_returns_with_a_counter_on_her():
    # Hellcat, Undying Vigilante (2/2 haste): "When Hellcat dies, return her to the battlefield under her owner's
    # control with a +1/+1 counter on her. She loses all abilities and gains haste." The new object (400.7) is
    # 3/3 with only haste (layer 6: all abilities lost, then haste gained, in printed order)
    assert supported("Hellcat, Undying Vigilante")
    b = Board()
    b.enter("Hellcat, Undying Vigilante", id="h")
    b.move("h", "graveyard")
    b.ability("h", 2)
    r = b.resolve()["h"]
    assert (r.power, r.toughness) == (3, 3)
    assert [a.text for a in r.abilities] == ["Haste"]


def test_the_creature_that_died_returns_with_a_flying_counter():
    # Luminous Broodmoth: "Whenever a creature you control without flying dies, return it to the battlefield under
    # its owner's control with a flying counter on it." The card that died (the ability's target in the scenario)
    # comes back with flying (122.1b, layer 6), a new object with no other counters
    assert supported("Luminous Broodmoth")
    b = Board()
    b.enter("Luminous Broodmoth", id="m")
    b.enter("Grizzly Bears", id="g")
    b.counters("g", {"+1/+1": 2})
    b.move("g", "graveyard")
    b.ability("m", 2, targets=["g"])
    r = b.resolve()["g"]
    assert (r.power, r.toughness) == (2, 2)
    assert "Flying" in {a.text for a in r.abilities}


def test_the_returned_creature_is_that_creature_after_it():
    # Thunderbolts Conspiracy: "Whenever a Villain you control dies, return it to the battlefield under its owner's
    # control with a finality counter on it. That creature is a Hero in addition to its other types."
    assert supported("Thunderbolts Conspiracy")
    b = Board()
    b.enter("Thunderbolts Conspiracy", id="t")
    b.enter("Grizzly Bears", id="g")
    b.move("g", "graveyard")
    b.ability("t", 2, targets=["g"])
    assert b.resolve()["g"].subtypes == {"Bear", "Hero"}


def test_a_return_with_x_counters_stays_reported():
    from layerkit.compiler.parts import _returns_dead_with, _source_returns_with
    assert _source_returns_with("return ~ to the battlefield with x +1/+1 counters on it.") is None
    assert _returns_dead_with("return it to the battlefield with an additional +1/+1 counter on it.") is None
    assert _returns_dead_with("return it to the battlefield tapped with a +1/+1 counter on it.") is None


# ------------------------------------------------------------------------------ distributing X counters (601.2d)

def test_distribute_x_where_x_is_the_counters_on_the_source_that_died():
    # Quirion Beastcaller (2/2): "Whenever you cast a creature spell, put a +1/+1 counter on this creature. When this
    # creature dies, distribute X +1/+1 counters among any number of target creatures you control, where X is the
    # number of +1/+1 counters on this creature." Three counters when it died (its last known information,
    # 608.2h): divided 2 and 1
    assert supported("Quirion Beastcaller")
    b = Board()
    b.enter("Quirion Beastcaller", id="q")
    b.enter("Grizzly Bears", id="g1")
    b.enter("Grizzly Bears", id="g2")
    for _ in range(3):
        b.ability("q", 1)
    assert pt(b, "q") == (5, 5)
    b.move("q", "graveyard")
    b.ability("q", 2, targets=["g1", "g2"], choices={"distribution": [2, 1]})
    assert pt(b, "g1") == (4, 4) and pt(b, "g2") == (3, 3)


def test_a_division_that_doesnt_add_up_to_x_is_refused():
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Quirion Beastcaller", id="q")
    b.enter("Grizzly Bears", id="g")
    b.ability("q", 1)
    b.ability("q", 1)
    b.move("q", "graveyard")
    with pytest.raises(ScenarioError):
        b.ability("q", 2, targets=["g"], choices={"distribution": [3]})


def test_distribute_x_after_paying_x_x():
    # Numa, Joraga Chieftain: "you may pay {X}{X}. When you do, distribute X +1/+1 counters among any number of
    # target Elves." X = 3 (choices.number, 107.3): 1 and 2 on two Llanowar Elves (1/1)
    assert supported("Numa, Joraga Chieftain")
    b = Board()
    b.enter("Numa, Joraga Chieftain", id="n")
    b.enter("Llanowar Elves", id="e1")
    b.enter("Llanowar Elves", id="e2")
    b.ability("n", 1, targets=["e1", "e2"], choices={"number": 3, "distribution": [1, 2], "you_did": True})
    assert pt(b, "e1") == (2, 2) and pt(b, "e2") == (3, 3)


# ------------------------------------------------------------------------------ a mode's object chosen as it resolves

def test_a_modes_creature_chosen_as_it_resolves():
    # Kayla's Command, mode 2: "Put a +1/+1 counter on a creature you control. It gains double strike until end of
    # turn." The creature is chosen as it resolves (608.2d, choices.object): it gets the counter and double strike
    # until end of turn; another creature gets nothing
    assert supported("Kayla's Command")
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Grizzly Bears", id="h")
    b.cast("Kayla's Command", choices={"modes": [2, 4], "object": "g"})
    r = b.resolve()["g"]
    assert (r.power, r.toughness) == (3, 3) and "Double strike" in {a.text for a in r.abilities}
    assert pt(b, "h") == (2, 2)
    b.end_turn()
    assert pt(b, "g") == (3, 3) and "Double strike" not in {a.text for a in b.resolve()["g"].abilities}


def test_a_modes_chosen_object_must_be_one_the_text_allows():
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Grizzly Bears", id="o", controller="Bo")
    with pytest.raises(ScenarioError):
        b.cast("Kayla's Command", choices={"modes": [2, 4], "object": "o"})    # not a creature you control


def test_a_mode_chosen_more_than_once_with_a_chosen_object_stays_reported():
    # Cosmium Confluence: "Choose three. You may choose the same mode more than once. ... • Put three +1/+1 counters
    # on a Cave you control. ...": two Caves may be chosen, the step's one choices.object can't say which
    assert not supported("Cosmium Confluence")


def test_the_source_returns_with_a_counter_then_gains_haste():
    # (was unsupported in tests/test_compiler_referents.py) "When ~ dies, return it to the battlefield with a +1/+1
    # counter on it. It gains haste until end of turn.": the new object (400.7) has the counter and haste
    from layerkit.compiler import compile_text
    c = compile_text("Test Phoenix", "When Test Phoenix dies, return it to the battlefield with a +1/+1 counter on it. "
                     "It gains haste until end of turn.", ["Creature"])
    assert c.supported
    assert c.effects[1] == {"affects": "self", "counters": {"+1/+1": 1}, "duration": "end_of_turn",
                            "add_abilities": ["Haste"], "return_to_battlefield": True}


# ------------------------------------------------------------------------------ how it was cast: convoke (702.51a)

def test_enters_with_two_counters_for_each_creature_that_convoked_it():
    # Ancient Imperiosaur (6/6): "This creature enters with two +1/+1 counters on it for each creature that convoked
    # it." Three creatures convoked it: six counters, 12/12 (614.1c); none: 6/6
    assert supported("Ancient Imperiosaur")
    b = Board()
    b.enter("Ancient Imperiosaur", id="a", choices={"convoked": 3})
    assert pt(b, "a") == (12, 12)
    b2 = Board()
    b2.enter("Ancient Imperiosaur", id="a", choices={"convoked": 0})
    assert pt(b2, "a") == (6, 6)


def test_convoke_untold_is_listed():
    b = Board()
    b.enter("Ancient Imperiosaur", id="a")
    res = b.resolve()
    assert (res["a"].power, res["a"].toughness) == (6, 6)
    assert any("convoked" in u[-1] for u in res.unsupported)


def test_if_that_creature_is_one_of_a_list_of_types():
    # "if that creature is a Mutant, Ninja, or Turtle, ...": one of them (205.3; was an IndexError in lowering)
    import layerkit.compiler.grammar as g
    import layerkit.compiler.lower as L
    t = g.parse("if that creature is a mutant, ninja, or turtle, it gains haste until end of turn")
    lead = next(x for x in t.iter_subtrees() if x.data == "lead_if_it").children[0]
    assert L.it_if(lead) == {"subtypes": ["Mutant", "Ninja", "Turtle"]}
