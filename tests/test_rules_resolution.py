"""What a resolution reports (Resolution.trace / order / dependencies) for simple boards whose
expected rows follow from the rules, and purity: resolving doesn't change the board and gives the
same result every time.
"""
from __future__ import annotations

from dataclasses import fields

import pytest

from layerkit import Board, Scenario, ScenarioError
from layerkit.engine.loop import resolve_state


def src(label: str) -> str:
    """The card an effect label names ("Card: text" or "Card (id): text")."""
    head = label.split(": ")[0]
    return head.rsplit(" (", 1)[0] if head.endswith(")") and " (" in head else head


TRACE_COLUMNS = ["step", "layer", "effect", "object", "characteristic", "before", "after", "reason"]


def test_trace_rows_for_an_anthem():
    """613.4c: Glorious Anthem on Grizzly Bears: one application in 7c, changing power 2->3 and
    toughness 2->3; nothing else changes."""
    b = Board()
    b.enter("Glorious Anthem")
    b.enter("Grizzly Bears", id="bears")
    t = b.resolve().trace
    assert list(t.columns) == TRACE_COLUMNS
    rows = t[["step", "layer", "effect", "object", "characteristic", "before", "after"]].values.tolist()
    assert rows == [
        [1, "7c", "Glorious Anthem: Creatures you control get +1/+1.", "bears", "power", 2, 3],
        [1, "7c", "Glorious Anthem: Creatures you control get +1/+1.", "bears", "toughness", 2, 3],
    ]
    assert all(isinstance(r, str) and r for r in t.reason)


def test_trace_rows_follow_layer_order():
    """613.1 / 613.4: Turn to Frog on Shivan Dragon with a +1/+1 counter: rows come in layer order
    4 (types/subtypes), 5 (color), 6 (abilities), 7b (1/1), 7c (counter, 2/2)."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon", counters={"+1/+1": 1})
    b.cast("Turn to Frog", targets=["dragon"])
    r = b.resolve()
    t = r.trace
    assert list(t.layer.drop_duplicates()) == ["4", "5", "6", "7b", "7c"]
    assert list(t.step) == sorted(t.step)
    by = {(row.layer, row.characteristic): (row.before, row.after) for row in t.itertuples()}
    assert by[("4", "subtypes")] == ("Dragon", "Frog")
    assert by[("5", "colors")] == ("R", "U")
    assert by[("6", "abilities")][1] == ""
    assert by[("7b", "power")] == (5, 1) and by[("7b", "toughness")] == (5, 1)
    assert by[("7c", "power")] == (1, 2) and by[("7c", "toughness")] == (1, 2)
    assert set(t.object) == {"dragon"}


def test_trace_before_after_chain_for_two_effects_in_one_sublayer():
    """613.4b/613.7b: Diminish then Square Up on one creature: 7b rows 2->1 then 1->4 in that order."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Diminish", targets=["bears"])
    b.cast("Square Up", targets=["bears"])
    t = b.resolve().trace
    power = t[t.characteristic == "power"][["effect", "before", "after"]].values.tolist()
    assert [(src(e), x, y) for e, x, y in power] == [("Diminish", 2, 1), ("Square Up", 1, 4)]


def test_order_lists_effects_per_layer():
    """Resolution.order: each layer's effects in the order applied (613.3 CDA first, then timestamps)."""
    b = Board()
    b.enter("Leyline of the Guildpact")
    b.enter("Thief of Existence", id="thief")
    r = b.resolve()
    five = [src(e) for e in r.order["5"]]
    assert five == ["Thief of Existence", "Leyline of the Guildpact"]
    assert set(r.order) >= {"1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"}
    assert r.order["7c"] == [] and r.order["2"] == []


def test_dependencies_name_layer_effects_and_reason():
    """Resolution.dependencies: (layer, dependent, depended on, reason) with reason from 613.8a's list."""
    b = Board()
    b.enter("March of the Machines")
    b.enter("Mycosynth Lattice")
    b.enter("Urborg, Tomb of Yawgmoth")
    b.enter("Blood Moon")
    r = b.resolve()
    found = {(l, src(a), src(c), why) for l, a, c, why in r.dependencies}
    assert ("4", "March of the Machines", "Mycosynth Lattice", "applies to") in found
    assert ("4", "Urborg, Tomb of Yawgmoth", "Blood Moon", "existence") in found
    assert all(why in ("existence", "text", "applies to", "what it does") for _, _, _, why in r.dependencies)


def test_state_after_each_layer():
    """Resolution.state(layer): the printed values at "0", Blood Moon's change visible from layer 4 on."""
    b = Board()
    b.enter("Blood Moon")
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    r = b.resolve()
    assert r.state("urborg", "0").subtypes == frozenset()
    assert r.state("urborg", "3").subtypes == frozenset()
    assert r.state("urborg", "4").subtypes == {"Mountain"}


def test_state_right_after_one_effect_inside_a_layer():
    """Resolution.state(layer, effect=source): the article's Blood Moon + Ashaya walk-through. Blood
    Moon depends on Ashaya (613.8a), so in layer 4 Ashaya's effect applies first: a nontoken creature
    is then a Forest land with "{T}: Add {G}" (305.6); after Blood Moon it is a Mountain with
    "{T}: Add {R}" only (305.7)."""
    b = Board()
    b.enter("Blood Moon")
    b.enter("Ashaya, Soul of the Wild", id="ashaya")
    b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    mid = r.state("bears", "4", effect="ashaya")
    assert mid.subtypes == {"Bear", "Forest"} and [a.text for a in mid.abilities] == ["{T}: Add {G}."]
    end = r.state("bears", "4", effect="Blood Moon")
    assert end.subtypes == {"Bear", "Mountain"} and [a.text for a in end.abilities] == ["{T}: Add {R}."]
    assert end.characteristics == r.state("bears", "4").characteristics


def test_state_after_an_effect_that_did_not_apply_in_that_layer_is_an_error():
    b = Board()
    b.enter("Blood Moon")
    b.enter("Forest", id="forest")
    r = b.resolve()
    with pytest.raises(ScenarioError, match="no effect of 'forest' applied in layer 4"):
        r.state("forest", "4", effect="forest")


def test_scenario_expectations_after_a_point():
    """A scenario's ``after:`` checks the state at a point of the resolution, and says which point failed."""
    text = """
title: after
steps:
  - enter: Blood Moon
  - enter: {card: "Urborg, Tomb of Yawgmoth", id: urborg}
expect:
  urborg:
    after:
      "3": {subtypes: []}
      "4/Blood Moon": {subtypes: [Swamp]}
"""
    (m,) = Scenario.from_yaml(text).check()
    assert m.characteristic == "after 4/Blood Moon: subtypes" and m.got == ["Mountain"]
    with pytest.raises(ScenarioError, match="unknown point '8'"):
        Scenario.from_yaml(text.replace('"3"', '"8"'))


# ------------------------------------------------------------------------------ purity

def _busy_board() -> Board:
    b = Board()
    b.enter("Blood Moon")
    b.enter("Ashaya, Soul of the Wild", id="ashaya")
    b.enter("Rootpath Purifier", id="purifier")
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 2})
    b.cast("Giant Growth", targets=["bears"])
    b.enter("Hill Giant", id="giant")
    b.enter("Metamorphic Alteration", attached_to="bears", choices={"object": "giant"})
    b.enter("Flight", attached_to="giant")
    b.enter("Humility")
    return b


def _summary(res):
    return {s.id: s.summary() for s in res}


def test_purity_resolving_twice_gives_equal_results():
    """Resolving is a function of the board: two resolutions agree on every object, order, dependency and
    trace row (also bypassing the board's cache)."""
    b = _busy_board()
    r1 = b.resolve()
    r2 = b.resolve()
    assert _summary(r1) == _summary(r2)
    run1, run2 = resolve_state(b.state), resolve_state(b.state)
    assert run1.final == run2.final
    assert run1.dependencies == run2.dependencies
    assert [(a.layer, a.effect.label, a.affected) for a in run1.applied] == \
           [(a.layer, a.effect.label, a.affected) for a in run2.applied]
    assert r1.trace.equals(r2.trace)


def test_purity_resolve_does_not_change_the_board():
    """Resolving leaves the board's state — objects, counters, effects, clock — as it was."""
    b = _busy_board()
    state = b.state
    objects = dict(state.objects)
    snapshot = {oid: tuple(getattr(o, f.name) for f in fields(o)) for oid, o in objects.items()}
    effects, clock = state.effects, state.clock
    b.resolve()
    b.resolve(dependencies=False)
    resolve_state(b.state)
    assert b.state is state
    assert dict(b.state.objects) == objects
    assert {oid: tuple(getattr(o, f.name) for f in fields(o)) for oid, o in b.state.objects.items()} == snapshot
    assert b.state.effects == effects and b.state.clock == clock


def test_purity_dependencies_false_does_not_poison_the_rules_result():
    """A teaching-mode resolution (dependencies=False) doesn't change the next rules resolution."""
    b = Board()
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Forest", id="forest")
    b.enter("Blood Moon")
    before = _summary(b.resolve())
    b.resolve(dependencies=False)
    assert _summary(b.resolve()) == before
