"""Issue 14: a board built step by step reuses what it already resolved (and the engine updates
what it gathered rather than re-reading the board); the answers must be exactly those of a
resolution from scratch.

Property (hypothesis, on the random boards of :mod:`fuzz`): after every step, the board's own
resolution (reused or updated from earlier work) equals a resolution from scratch of the same
state — every object's characteristics, the trace rows, the dependencies and the order of
application — and the board built with reuse reaches the same state as one built with every
resolution from scratch (``Board.reuse = False``).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import fuzz  # noqa: E402
from fuzz.choosers import DataChooser  # noqa: E402
from layerkit.engine.loop import resolve_state  # noqa: E402
from layerkit.engine.resolution import Resolution  # noqa: E402
from layerkit.errors import LayerkitError  # noqa: E402
from layerkit.game.board import Board  # noqa: E402
from layerkit.game.step_kinds import Step  # noqa: E402

EXAMPLES = int(os.environ.get("LAYERKIT_EXAMPLES", "250"))
CI = settings(max_examples=max(20, EXAMPLES // 2), deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _full(res: Resolution) -> str:
    """Everything compared: characteristics, zones, counters, order, dependencies, trace rows,
    and the state after every layer."""
    layers = [f"{layer}|{oid}|{fuzz.canon_chars(c)!r}" for layer, chars in sorted(res.run.after_layer.items())
              for oid, c in sorted(chars.items())]
    return fuzz.canonical(res) + "\n" + res.trace.to_csv(index=False) + "\n" + "\n".join(layers)


def _scratch(board: Board) -> Resolution:
    return Resolution(board.state, resolve_state(board.state), board.aliases)


def _state_key(board: Board) -> str:
    s = board.state
    objs = [f"{oid}|{o.zone}|{o.incarnation}|{o.counters!r}|{o.attached_to}|{o.timestamp}|{o.copy_source}"
            for oid, o in sorted(s.objects.items())]
    effs = [f"{e.key}|{e.label}|{e.timestamp}|{e.affected!r}|{e.targets!r}" for e in s.effects]
    return "\n".join(objs + effs + [repr(s.qualities), repr(s.unsupported), str(s.clock)])


def _build(steps, reuse: bool, check_each_step: bool):
    board = Board()
    board.reuse = reuse
    for step in steps:
        try:
            Step.read(step).apply(board)
        except LayerkitError:
            return board, False
        if check_each_step:
            assert _full(board.resolve()) == _full(_scratch(board)), f"after step {step!r}"
    return board, True


@CI
@given(st.data())
def test_step_by_step_equals_from_scratch(data):
    g = fuzz.generate(DataChooser(data), max_steps=10, illegal_rate=0.0)
    steps = g.scenario["steps"]
    inc, ok_inc = _build(steps, reuse=True, check_each_step=True)
    ref, ok_ref = _build(steps, reuse=False, check_each_step=False)
    assert ok_inc == ok_ref
    assert _state_key(inc) == _state_key(ref)
    assert _full(inc.resolve()) == _full(ref.resolve()) == _full(_scratch(inc))


def test_game_board_step_by_step_equals_from_scratch():
    """The benchmark's game-shaped board (small): 30 targeted spells cast one after another."""
    from benchmarks.game_board import game_board

    inc = game_board(60)
    Board.reuse = False
    try:
        ref = game_board(60)
    finally:
        Board.reuse = True
    assert _state_key(inc) == _state_key(ref)
    assert _full(inc.resolve()) == _full(_scratch(inc)) == _full(ref.resolve())


def test_a_clock_tick_keeps_the_resolution_and_a_new_effect_does_not():
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    first = b.resolve()
    b._tick()
    assert b.resolve().run is first.run          # nothing the layer system reads has changed
    b.cast("Giant Growth", targets=["bears"])
    assert b.resolve()["bears"].power == 5
    assert _full(b.resolve()) == _full(_scratch(b))


@pytest.mark.parametrize("name", ["Blood Moon", "Opalescence", "Starfield of Nyx"])
def test_gathered_effects_equal_a_fresh_gathering(name):
    """EffectGatherer.static_effects, updated per object, equals a gathering from nothing."""
    from layerkit.engine.effects import EffectGatherer
    from layerkit.engine.loop import Engine

    b = Board()
    for card in ("Grizzly Bears", "Forest", name, "Enchanted Evening", "Glorious Anthem", "Urborg, Tomb of Yawgmoth"):
        b.enter(card)
    eng = Engine(b.state)
    run = eng.run()
    for chars in list(run.after_layer.values()) + [run.final]:
        fresh = EffectGatherer(eng.view)
        assert [e.key for e in eng.effects.static_effects(chars)] == [e.key for e in fresh.static_effects(chars)]
