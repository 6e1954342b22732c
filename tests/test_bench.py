"""The benchmark runner runs (smallest sizes) so that it can't rot. No timing is asserted."""
from __future__ import annotations

import json

from benchmarks import bench
from layerkit.engine.loop import resolve_state


def test_bench_quick_run_writes_results(tmp_path):
    result = bench.run(quick=True, out=tmp_path)
    data = json.loads((tmp_path / "results.json").read_text())
    assert {r["group"] for r in data["rows"]} >= {"large", "stress", "game", "yaml", "pool"}
    assert "incremental_speedup" in next(r for r in data["rows"] if r["group"] == "game")
    assert (tmp_path / "results.csv").read_text().splitlines()[0].count(",") > 3
    assert (tmp_path / "scaling.png").stat().st_size > 1000
    assert "peak memory" in bench.report(result)


def test_dependency_chain_is_ordered_by_dependency_not_timestamp():
    # link i+1 depends on link i (what it applies to); timestamps run the other way
    state = bench.dependency_chain(6).state
    run = resolve_state(state)
    order = [a.effect.label.split(":")[0] for a in run.applied if a.layer == "4"]
    assert order == [f"Chain Link {i}" for i in range(6)]
    assert len(run.dependencies) == 5


def test_dependency_loop_is_applied_in_timestamp_order_then_re_evaluated():
    # 613.8b: the loop goes in timestamp order, so the oldest link (5) applies first; 613.8c: after
    # it, the order is decided again, and what is left is a chain ordered by dependency
    state = bench.dependency_chain(6, loop=True).state
    run = resolve_state(state)
    order = [a.effect.label.split(":")[0] for a in run.applied if a.layer == "4"]
    assert order == ["Chain Link 5"] + [f"Chain Link {i}" for i in range(5)]


def test_large_board_is_reproducible():
    a = bench.large_board(30, 10).state
    b = bench.large_board(30, 10).state
    assert sorted((o.id, o.card.name) for o in a.objects.values()) == sorted((o.id, o.card.name) for o in b.objects.values())
