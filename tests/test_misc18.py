"""Round 18, misc family: counters moved (122.5) of any kind ("move a counter from ... onto ..."), all counters of
every kind ("move all counters from ..."), and "any number of" counters, which ones chosen as it resolves (608.2d:
the step's ``choices.moved``; untold and not forced, refused — never guessed)."""

from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def _compiled(text: str, type_line: str = "Creature — Human", name: str = "Test Card") -> tuple[dict, tuple]:
    facts = {"name": name, "oracle_text": text, "type_line": type_line, "mana_cost": "{2}"}
    if "Creature" in type_line:
        facts["power"], facts["toughness"] = "2", "2"
    cc = compile_card(facts)
    return cc.effects, cc.unsupported


def _state(r: object, oid: str) -> tuple[int | None, int | None, bool]:
    s = r.state(oid)  # type: ignore[attr-defined]
    return s.power, s.toughness, any(a.text == "Flying" for a in s.abilities)


# --- what the compiler writes (122.5: removed from the first object, put onto the second)

def test_a_counter_of_any_kind_between_two_targets() -> None:
    effects, unsupported = _compiled("{1}: Move a counter from target creature onto a second target creature.")
    assert unsupported == ()
    assert list(effects.values()) == [{"affects": "targets", "target": [2],
                                       "move_counters": {"kind": "any", "count": 1, "from": 1}}]


def test_all_counters_of_every_kind() -> None:
    effects, unsupported = _compiled("Move all counters from target creature onto another target creature.",
                                     type_line="Instant")
    assert unsupported == ()
    assert list(effects.values()) == [{"affects": "targets", "target": [2],
                                       "move_counters": {"kind": "any", "count": "all", "from": 1}}]


def test_any_number_of_counters_from_the_source() -> None:
    effects, unsupported = _compiled("At the beginning of your upkeep, you may move any number of +1/+1 counters "
                                     "from this creature onto another target creature.")
    assert unsupported == ()
    assert [{k: v for k, v in d.items() if k != "kind"} for d in effects.values()] == \
        [{"affects": "targets", "move_counters": {"kind": "+1/+1", "count": "chosen", "from": "self"}}]


@pytest.mark.parametrize("text", [
    # "one or more counters": how many and which chosen as it resolves, at least one: not read here
    "{U}, {T}: Move one or more counters from this artifact onto another target permanent you control.",
    # "from one permanent onto another": no target; the objects are chosen as it resolves
    "{2}, {T}: Move a counter from one permanent onto another.",
])
def test_other_moves_stay_reported(text: str) -> None:
    effects, unsupported = _compiled(text, type_line="Artifact")
    assert unsupported


# --- on the board

def test_leech_bonder_moves_its_only_kind_without_a_choice() -> None:
    """Leech Bonder (3/3, enters with two -1/-1 counters: 1/1). "Move a counter from target creature onto a second
    target creature": it has only -1/-1 counters, so the counter moved is one (nothing to choose): 2/2, and the
    Bears (2/2) become 1/1."""
    b = Board()
    lb = b.enter("Leech Bonder", controller="Alex")
    bears = b.enter("Grizzly Bears", controller="Bo")
    assert _state(b.resolve(), lb)[:2] == (1, 1)
    b.ability(lb, which=2, targets=[lb, bears])
    r = b.resolve()
    assert _state(r, lb)[:2] == (2, 2) and _state(r, bears)[:2] == (1, 1)
    assert r.unsupported == []


def test_leech_bonder_the_kind_chosen_as_it_resolves() -> None:
    """With a +1/+1 and a flying counter on the first target, which one moves is chosen as it resolves (608.2d):
    untold, the step is refused; told "flying", the second target gains flying (122.1b) and the first loses it."""
    b = Board()
    lb = b.enter("Leech Bonder", controller="Alex")
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 1, "flying": 1})
    c = b.enter("Grizzly Bears", id="bears2", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability(lb, which=2, targets=[a, c])
        b.resolve()
    b = Board()
    lb = b.enter("Leech Bonder", controller="Alex")
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 1, "flying": 1})
    c = b.enter("Grizzly Bears", id="bears2", controller="Alex")
    b.ability(lb, which=2, targets=[a, c], choices={"moved": {"flying": 1}})
    r = b.resolve()
    assert _state(r, a) == (3, 3, False) and _state(r, c) == (2, 2, True)


def test_leech_bonder_a_choice_of_more_than_one_counter_is_refused() -> None:
    b = Board()
    lb = b.enter("Leech Bonder", controller="Alex")
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 2})
    c = b.enter("Grizzly Bears", id="bears2", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability(lb, which=2, targets=[a, c], choices={"moved": {"+1/+1": 2}})
        b.resolve()


def test_fate_transfer_moves_every_counter() -> None:
    """Fate Transfer: "Move all counters from target creature onto another target creature." Two +1/+1 counters
    and a flying counter: the second Bears become 4/4 with flying, the first 2/2 without."""
    b = Board()
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 2, "flying": 1})
    c = b.enter("Grizzly Bears", id="bears2", controller="Bo")
    b.cast("Fate Transfer", controller="Alex", targets=[a, c])
    r = b.resolve()
    assert _state(r, a) == (2, 2, False) and _state(r, c) == (4, 4, True)


def test_scrounging_bandar_moves_the_number_chosen() -> None:
    """Scrounging Bandar (0/0, enters with two +1/+1 counters): "you may move any number of +1/+1 counters from
    this creature onto another target creature." Moving one: 1/1 and the Bears 3/3; untold, refused."""
    b = Board()
    s = b.enter("Scrounging Bandar", controller="Alex")
    bears = b.enter("Grizzly Bears", controller="Alex")
    assert _state(b.resolve(), s)[:2] == (2, 2)
    b.ability(s, which=2, targets=[bears], choices={"moved": {"+1/+1": 1}})
    r = b.resolve()
    assert _state(r, s)[:2] == (1, 1) and _state(r, bears)[:2] == (3, 3)
    b = Board()
    s = b.enter("Scrounging Bandar", controller="Alex")
    bears = b.enter("Grizzly Bears", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability(s, which=2, targets=[bears])
        b.resolve()
    b = Board()
    s = b.enter("Scrounging Bandar", controller="Alex")
    bears = b.enter("Grizzly Bears", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability(s, which=2, targets=[bears], choices={"moved": {"+1/+1": 3}})
        b.resolve()


def test_agents_toolkit_moves_the_flying_counter_onto_the_entering_creature() -> None:
    """Agent's Toolkit enters with a +1/+1, a flying, a deathtouch and a shield counter; "Whenever a creature you
    control enters, you may move a counter from this artifact onto that creature": the flying one chosen."""
    b = Board()
    t = b.enter("Agent's Toolkit", controller="Alex")
    bears = b.enter("Grizzly Bears", controller="Alex")
    b.ability(t, which=2, targets=[bears], choices={"moved": {"flying": 1}})
    r = b.resolve()
    assert _state(r, bears) == (2, 2, True)


def test_nesting_grounds_moves_a_keyword_counter_between_targets() -> None:
    """Nesting Grounds: "Move a counter from target permanent you control onto a second target permanent.
    Activate only as a sorcery." One deathtouch counter (its only kind: nothing to choose) moves."""
    b = Board()
    n = b.enter("Nesting Grounds", controller="Alex")
    a = b.enter("Grizzly Bears", controller="Alex", counters={"deathtouch": 1})
    c = b.enter("Grizzly Bears", id="bears2", controller="Bo")
    b.ability(n, which=2, targets=[a, c])
    r = b.resolve()
    assert not any(x.text == "Deathtouch" for x in r.state(a).abilities)
    assert any(x.text == "Deathtouch" for x in r.state(c).abilities)
    assert r.unsupported == []


def test_bioshift_moves_the_chosen_number_of_plus_one_counters() -> None:
    """Bioshift: "Move any number of +1/+1 counters from target creature onto another target creature with the
    same controller." Two of three: 3/3 and 4/4."""
    b = Board()
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 3})
    c = b.enter("Grizzly Bears", id="bears2", controller="Alex")
    b.cast("Bioshift", controller="Alex", targets=[a, c], choices={"moved": {"+1/+1": 2}})
    r = b.resolve()
    assert _state(r, a)[:2] == (3, 3) and _state(r, c)[:2] == (4, 4)
