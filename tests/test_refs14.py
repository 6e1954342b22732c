"""References and several targets, round 14 (issue 12, branch ``refs14``).

Which object a pronoun or a "target" phrase names is what the rules say (608.2c, 115.1d, 400.7), and the board
carries it out exactly or refuses the step; where it can't know the object, the clause stays in ``unsupported``.
Expected values come from the oracle text and the rules, never from the compiler's output.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import ScenarioError
from layerkit.game import legality as L

from tests._compiled import compiled, pt, supported


# ----------------------------------------------------------------- several phrases whose counts vary (115.1d)

def _board() -> Board:
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")     # 2/2 creature
    b.enter("Ornithopter", id="o", controller="Bo")         # 0/2 artifact creature
    b.enter("Hill Giant", id="h", controller="Bo")          # 3/3 creature
    return b


def test_phrase_targets_split_as_the_step_says() -> None:
    text = "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature."
    assert L.phrase_targets("x", text, ("g",), taken=[0, 1]) == [(), ("g",)]
    assert L.phrase_targets("x", text, ("o",), taken=[1, 0]) == [("o",), ()]
    assert L.phrase_targets("x", text, ("o", "g"), taken=[1, 1]) == [("o",), ("g",)]
    with pytest.raises(ScenarioError, match="phrases"):
        L.phrase_targets("x", text, ("g",))     # 115.1d: which phrase "g" answers is not told: refused
    with pytest.raises(ScenarioError, match="adds up to"):
        L.phrase_targets("x", text, ("g",), taken=[1, 1])
    with pytest.raises(ScenarioError, match="takes 0 to 1"):
        L.phrase_targets("x", text, ("g", "o"), taken=[2, 0])
    with pytest.raises(ScenarioError, match="gives 1 number"):
        L.phrase_targets("x", text, ("g",), taken=[1])


def test_explosive_entry_counter_goes_to_the_creature_phrase_only() -> None:
    # "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature.": the counter is on
    # the target of the second phrase only (115.1d), whichever of them was chosen
    assert supported("Explosive Entry")
    assert compiled("Explosive Entry").effects[1] == {"affects": "targets", "target": 2, "counters": {"+1/+1": 1}}
    b = _board()
    b.cast("Explosive Entry", controller="Alex", targets=["g"], choices={"phrases": [0, 1]})
    assert pt(b, "g") == (3, 3)
    b = _board()
    b.cast("Explosive Entry", controller="Alex", targets=["o"], choices={"phrases": [1, 0]})
    assert pt(b, "o") == (0, 2)          # the artifact's phrase: destroyed (not by the board), no counter
    b = _board()
    b.cast("Explosive Entry", controller="Alex", targets=["o", "g"], choices={"phrases": [1, 1]})
    assert (pt(b, "o"), pt(b, "g")) == ((0, 2), (3, 3))


def test_explosive_entry_checks_each_target_against_its_own_phrase() -> None:
    b = _board()
    with pytest.raises(ScenarioError, match="target artifact"):
        b.cast("Explosive Entry", controller="Alex", targets=["g"])       # read as the artifact's phrase
    with pytest.raises(ScenarioError, match="target artifact"):
        b.cast("Explosive Entry", controller="Alex", targets=["g"], choices={"phrases": [1, 0]})
    with pytest.raises(ScenarioError, match="phrases"):
        b.cast("Explosive Entry", controller="Alex", targets=["o"])       # an artifact creature: either phrase


def test_hostile_takeover_sets_each_targets_own_base_pt() -> None:
    # "Up to one target creature has base power and toughness 1/1 until end of turn. Up to one other target creature
    # has base power and toughness 4/4 until end of turn." (613.4b)
    assert supported("Hostile Takeover")
    b = _board()
    b.cast("Hostile Takeover", controller="Alex", targets=["h", "g"], choices={"phrases": [1, 1]})
    assert (pt(b, "h"), pt(b, "g")) == ((1, 1), (4, 4))
    b = _board()
    b.cast("Hostile Takeover", controller="Alex", targets=["h"], choices={"phrases": [0, 1]})
    assert (pt(b, "h"), pt(b, "g")) == ((4, 4), (2, 2))


def test_winterthorn_blessing_counter_on_the_first_phrase() -> None:
    # "Put a +1/+1 counter on up to one target creature you control. Tap up to one target creature you don't control,
    # and that creature doesn't untap ...": only the first phrase's target gets the counter
    assert supported("Winterthorn Blessing")
    b = _board()
    b.cast("Winterthorn Blessing", controller="Alex", targets=["g", "h"], choices={"phrases": [1, 1]})
    assert (pt(b, "g"), pt(b, "h")) == ((3, 3), (3, 3))
    b = _board()
    b.cast("Winterthorn Blessing", controller="Alex", targets=["h"], choices={"phrases": [0, 1]})
    assert pt(b, "h") == (3, 3)


@pytest.mark.parametrize("name, which, effect", [
    # "... deals 3 damage to any target. Put three +1/+1 counters on up to one target creature." (phrase 2;
    # "target player" names no object)
    ("Everything Pizza", 2, {"affects": "targets", "target": 2, "counters": {"+1/+1": 3}}),
    # "destroy up to one target artifact or enchantment. Put a +1/+1 counter on each of up to two other target
    # creatures."
    ("Jaheira, Heroic Harper", 2, {"affects": "targets", "target": 2, "counters": {"+1/+1": 1}}),
    ("Stunning Shot", 1, {"affects": "targets", "target": 1, "counters": {"+1/+1": 2}}),
    # "a +1/+1 counter on each of any number of target creatures and a charge counter on each of any number of
    # target artifacts": the +1/+1 counters on the first phrase's targets
    ("Filigree Vector", 1, {"affects": "targets", "target": 1, "counters": {"+1/+1": 1}}),
])
def test_effect_on_one_phrase_of_several_varying(name: str, which: int, effect: dict) -> None:
    c = compiled(name)
    assert c.supported
    assert c.effects[which] == effect


def test_jaheira_counters_on_the_two_creatures_only() -> None:
    b = _board()
    b.enter("Jaheira, Heroic Harper", id="j", controller="Alex")
    b.ability("j", 2, targets=["o", "g", "h"], choices={"phrases": [1, 2]})
    assert (pt(b, "o"), pt(b, "g"), pt(b, "h")) == ((0, 2), (3, 3), (4, 4))
