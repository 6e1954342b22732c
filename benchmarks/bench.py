"""Benchmarks: ``python benchmarks/bench.py`` (or ``make bench``).

Measures, on this machine, and writes ``benchmarks/results/results.json``, ``results.csv`` and
``scaling.png``:

* **seed boards** — every scenario in ``data/scenarios/``, resolved from scratch many times;
* **large boards** — N permanents × E continuous effects generated from the bundled cards with a
  fixed seed, including real dependency chains;
* **dependency stress** — 20 and 50 effects in one layer, each depending on the next, and a loop;
* **timestamp-only baseline** — the same large boards resolved with ``dependencies=False`` (an
  option for measurement and teaching only), to report what dependency detection costs;
* **game board** (issue 14) — ``benchmarks/game_board.py``: N permanents, 20 interacting static
  effects, 30 targeted spells cast one after another; load + build + resolve, step by step (the
  board reuses what it resolved) and from scratch at every step (``Board.reuse = False``);
* **YAML** — reading each seed scenario (libyaml's parser and PyYAML's own), and load + resolve;
* **pool** — compiling a fixed slice of the card pool with the oracle-text compiler;
* peak memory (tracemalloc) of the largest board and of the largest game board.

Nothing here is a test: timings are never asserted. ``--quick`` runs the smallest sizes (the
smoke test uses it).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))      # game_board.py beside this file
from layerkit.game.board import Board  # noqa: E402
from layerkit.resources import scenario_files
from layerkit.rules.characteristics import subtype_kinds

RESULTS = Path(__file__).resolve().parent / "results"

#: Effect sources for large boards, in chains that depend on each other (613.8).
CHAINS: tuple[tuple[str, ...], ...] = (
    ("Blood Moon", "Urborg, Tomb of Yawgmoth", "Rootpath Purifier"),
    ("Enchanted Evening", "Opalescence", "Conspiracy"),
    ("Humility",),
    ("Life and Limb", "Yavimaya, Cradle of Growth"),
    ("Glorious Anthem", "Honor of the Pure", "Crusade"),
    ("Leyline of the Guildpact", "Stormtide Leviathan"),
)
FILLERS: tuple[str, ...] = ("Bear Cub", "Grizzly Bears", "Savannah Lions", "Forest", "Island", "Hill Giant",
                            "Air Elemental", "Silvercoat Lion", "Gray Ogre", "Mountain", "Goblin Piker")
AURAS: tuple[str, ...] = ("Flight", "Unstable Mutation", "Mystic Subdual", "Kenrith's Transformation")


def large_board(permanents: int, effects: int, seed: int = 613, rules: str = "cr") -> Board:
    """A board of ``permanents`` objects on the battlefield of which ``effects`` create continuous
    effects: chained static abilities, Auras, counters and copies, in a reproducible order."""
    rng = random.Random(seed * 100_003 + permanents * 101 + effects)
    board = Board(rules=rules)
    sources: list[str] = []
    chains = list(CHAINS)
    while len(sources) < effects * 2 // 3:
        for chain in chains:
            sources.extend(chain)
    sources = sources[: effects * 2 // 3]
    fillers = [rng.choice(FILLERS) for _ in range(max(0, permanents - len(sources)))]
    creatures: list[str] = []
    for i, name in enumerate(fillers):
        oid = board.enter(name, id=f"p{i}", controller=rng.choice(board.state.players))
        if name not in ("Forest", "Island", "Mountain"):
            creatures.append(oid)
    order = list(sources)
    rng.shuffle(order)
    for i, name in enumerate(order):
        choices = {"creature_type": "Elf"} if name == "Conspiracy" else None
        board.enter(name, id=f"s{i}", choices=choices)
    extra = effects - len(sources)
    for i in range(extra):
        kind = i % 3
        if not creatures:
            break
        target = rng.choice(creatures)
        if kind == 0:
            board.enter(rng.choice(AURAS), id=f"a{i}", attached_to=target)
        elif kind == 1:
            board.counters(target, add={rng.choice(["+1/+1", "-1/-1", "flying"]): 1})
        else:
            board.enter("Clone", id=f"c{i}", copy=target)
    return board


def dependency_chain(length: int, loop: bool = False) -> Board:
    """``length`` effects in layer 4, each depending on the one before it (what it applies to);
    timestamps run the other way, so dependency, not timestamp, orders them. With ``loop`` the last
    feeds the first: one dependency loop, applied in timestamp order (613.8b)."""
    names = sorted(subtype_kinds()["Creature"])[: length + 1]
    board = Board()
    for i in reversed(range(length)):
        src, dst = names[i], names[(i + 1) % length if loop else i + 1]
        card = f"Chain Link {i}"
        board.define(card, "Enchantment", mana_cost="{1}",
                     oracle_text=f"Each {src} is a {dst} in addition to its other types.",
                     effects={1: {"affects": {"subtypes": [src]}, "add_subtypes": [dst]}})
        board.enter(card, id=f"link{i}")
    for i, name in enumerate(names[:length]):      # an object of every type, so every link matters
        board.define(f"Chain Start {i}", "Creature — " + name, mana_cost="{1}", power=1, toughness=1)
        board.enter(f"Chain Start {i}", id=f"start{i}")
    return board


def _time(fn: Callable[[], Any], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def _stats(samples: Sequence[float]) -> dict[str, float]:
    s = sorted(samples)
    p95 = s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]
    return {"median_s": statistics.median(s), "p95_s": p95, "min_s": s[0], "max_s": s[-1], "n": len(s)}


def seed_boards(repeat: int, limit: int | None = None) -> list[dict[str, Any]]:
    from layerkit.engine.loop import resolve_state
    from layerkit.game.scenario import Scenario

    rows = []
    for path in scenario_files()[:limit]:
        sc = Scenario.load(path)
        for rules in sc.rule_sets:
            state = sc.board(rules).state            # the board is built once; resolution is timed
            objects, effects = len(state.objects), len(state.effects)
            rows.append({"group": "seed", "name": path.stem, "rules": rules, "objects": objects,
                         "resolved_effects": effects, **_stats(_time(lambda: resolve_state(state), repeat))})
    return rows


def large_boards(sizes: Sequence[int], effect_counts: Sequence[int], repeat: int) -> list[dict[str, Any]]:
    from layerkit.engine.loop import resolve_state

    rows = []
    for n in sizes:
        for e in effect_counts:
            state = large_board(n, e).state
            with_deps = _stats(_time(lambda: resolve_state(state), repeat))
            baseline = _stats(_time(lambda: resolve_state(state, dependencies=False), repeat))
            rows.append({"group": "large", "name": f"{n}x{e}", "permanents": n, "effects": e, **with_deps,
                         "baseline_median_s": baseline["median_s"],
                         "dependency_cost_ratio": with_deps["median_s"] / baseline["median_s"]})
    return rows


def stress(lengths: Sequence[int], repeat: int) -> list[dict[str, Any]]:
    from layerkit.engine.loop import resolve_state

    rows = []
    for length in lengths:
        for loop in (False, True):
            state = dependency_chain(length, loop).state
            rows.append({"group": "stress", "name": f"{'loop' if loop else 'chain'}-{length}", "effects": length,
                         **_stats(_time(lambda: resolve_state(state), repeat))})
    return rows


def peak_memory(n: int, e: int) -> dict[str, Any]:
    from layerkit.engine.loop import resolve_state

    board = large_board(n, e)
    tracemalloc.start()
    resolve_state(board.state)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {"group": "memory", "name": f"{n}x{e}", "peak_mb": peak / 2**20}


def game_boards(sizes: Sequence[int], repeat: int, scratch_up_to: int) -> list[dict[str, Any]]:
    """Build (every step, each cast checking its targets and fixing its objects) and resolve."""
    from game_board import game_board

    rows = []
    for n in sizes:
        reps = repeat if n <= 1000 else max(1, repeat // 3)
        inc = _stats(_time(lambda: game_board(n).resolve(), reps))
        row = {"group": "game", "name": f"game-{n}", "permanents": n, **inc}
        if n <= scratch_up_to:
            Board.reuse = False
            try:
                scratch = _stats(_time(lambda: game_board(n).resolve(), 1))
            finally:
                Board.reuse = True
            row["scratch_median_s"] = scratch["median_s"]
            row["incremental_speedup"] = scratch["median_s"] / inc["median_s"]
        rows.append(row)
    return rows


def yaml_loads(repeat: int, limit: int | None = None) -> list[dict[str, Any]]:
    """Reading each seed scenario (text already in memory) with each parser; load + resolve."""
    import yaml

    from layerkit.engine.loop import resolve_state
    from layerkit.game import scenario as sc_mod
    from layerkit.game.scenario import Scenario

    rows = []
    parsers = [("libyaml", True)] if yaml.__with_libyaml__ else []
    parsers.append(("python", False))
    for path in scenario_files()[:limit]:
        text = path.read_text(encoding="utf-8")
        row: dict[str, Any] = {"group": "yaml", "name": path.stem}
        for label, native in parsers:
            sc_mod._LazyLoader._cls = sc_mod._make_loader(native)
            row[f"load_{label}_median_s"] = _stats(_time(lambda: Scenario.from_yaml(text, file=path.name), repeat))["median_s"]
        sc_mod._LazyLoader._cls = sc_mod._make_loader()

        def load_resolve() -> None:
            sc = Scenario.from_yaml(text, file=path.name)
            for rules in sc.rule_sets:
                resolve_state(sc.board(rules).state)

        sc = Scenario.from_yaml(text, file=path.name)
        states = [sc.board(rules).state for rules in sc.rule_sets]
        row["resolve_median_s"] = _stats(_time(lambda: [resolve_state(s) for s in states], repeat))["median_s"]
        row["load_build_resolve_median_s"] = _stats(_time(load_resolve, repeat))["median_s"]
        rows.append(row)
    return rows


def pool_compile(cards: int) -> dict[str, Any]:
    """Compiling the first ``cards`` cards of the bundled pool (the work of ``layerkit coverage``)."""
    from layerkit.analysis.coverage import measure
    from layerkit.analysis.pool import _records

    t = time.perf_counter()
    facts = [dict(f) for f in _records()]       # the bundled cards and the whole pool
    loaded = time.perf_counter() - t
    subset = facts[:cards]
    t = time.perf_counter()
    measure(subset)
    compiled = time.perf_counter() - t
    return {"group": "pool", "name": f"compile-{len(subset)}", "cards": len(subset), "pool_cards": len(facts),
            "load_s": loaded, "median_s": compiled, "per_card_ms": compiled / max(1, len(subset)) * 1000}


def game_memory(n: int) -> dict[str, Any]:
    from game_board import game_board

    tracemalloc.start()
    game_board(n).resolve()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return {"group": "memory", "name": f"game-{n}", "peak_mb": peak / 2**20}


def import_time() -> float:
    import subprocess
    import sys

    code = "import time; t = time.perf_counter(); import layerkit; print(time.perf_counter() - t)"
    samples = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
               for _ in range(5)]
    return statistics.median(samples)


def plot(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    large = [r for r in rows if r["group"] == "large"]
    for e in sorted({r["effects"] for r in large}):
        pts = sorted((r["permanents"], r["median_s"], r["baseline_median_s"]) for r in large if r["effects"] == e)
        line, = ax.plot([p[0] for p in pts], [p[1] * 1000 for p in pts], marker="o", label=f"{e} effects")
        ax.plot([p[0] for p in pts], [p[2] * 1000 for p in pts], linestyle=":", marker=".", color=line.get_color(),
                label=f"{e} effects, timestamp only")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("permanents on the battlefield")
    ax.set_ylabel("median time to resolve (ms)")
    ax.set_title("layerkit: resolution time by board size")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def run(quick: bool = False, out: Path = RESULTS) -> dict[str, Any]:
    sizes = (10, 100) if quick else (10, 100, 1000, 5000)
    effects = (5, 20) if quick else (5, 20, 50)
    repeat = 3 if quick else 7
    rows = seed_boards(1, limit=5) if quick else seed_boards(30)
    rows += large_boards(sizes, effects, repeat)
    rows += stress((20,) if quick else (20, 50), repeat)
    rows += game_boards((100,) if quick else (100, 1000, 5000), 1 if quick else 5, scratch_up_to=100 if quick else 1000)
    rows += yaml_loads(3 if quick else 30, limit=5 if quick else None)
    rows.append(pool_compile(200 if quick else 2000))
    memory = peak_memory(sizes[-1], effects[-1])
    result = {"machine": _machine(), "import_s": import_time(), "rows": rows, "memory": memory,
              "game_memory": game_memory(100 if quick else 5000)}
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(result, indent=1, sort_keys=True), encoding="utf-8")
    _csv(rows, out / "results.csv")
    plot(rows, out / "scaling.png")
    return result


def _machine() -> dict[str, Any]:
    import os
    import platform

    return {"python": platform.python_version(), "processor": platform.machine(), "cpus": os.cpu_count()}


def _csv(rows: list[dict[str, Any]], path: Path) -> None:
    import csv

    cols = sorted({k for r in rows for k in r})
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=cols)
        w.writeheader()
        w.writerows(rows)


def report(result: dict[str, Any]) -> str:
    rows = result["rows"]
    seed = [r for r in rows if r["group"] == "seed"]
    lines = [f"import layerkit: {result['import_s'] * 1000:.0f} ms",
             f"seed boards: {len(seed)} resolutions; median of medians {statistics.median(r['median_s'] for r in seed) * 1000:.2f} ms, "
             f"slowest median {max(r['median_s'] for r in seed) * 1000:.2f} ms ({max(seed, key=lambda r: r['median_s'])['name']})",
             "", f"{'board':>12} {'median ms':>10} {'p95 ms':>8} {'min-max ms':>15} {'timestamp-only ms':>18} {'ratio':>6}"]
    for r in rows:
        if r["group"] == "large":
            lines.append(f"{r['name']:>12} {r['median_s'] * 1000:10.1f} {r['p95_s'] * 1000:8.1f} "
                         f"{r['min_s'] * 1000:7.1f}-{r['max_s'] * 1000:<7.1f} {r['baseline_median_s'] * 1000:18.1f} "
                         f"{r['dependency_cost_ratio']:6.2f}")
    lines.append("")
    for r in rows:
        if r["group"] == "stress":
            lines.append(f"{r['name']:>12} {r['median_s'] * 1000:10.1f} {r['p95_s'] * 1000:8.1f}")
    lines.append("")
    for r in rows:
        if r["group"] == "game":
            extra = (f"  from scratch {r['scratch_median_s']:.2f} s ({r['incremental_speedup']:.1f}x)"
                     if "scratch_median_s" in r else "")
            lines.append(f"{r['name']:>12} load+build+resolve median {r['median_s']:.3f} s "
                         f"(min {r['min_s']:.3f}, max {r['max_s']:.3f}){extra}")
    ys = [r for r in rows if r["group"] == "yaml"]
    if ys:
        for col in sorted(k for k in ys[0] if k.endswith("_median_s")):
            vals = [r[col] * 1000 for r in ys]
            lines.append(f"seed scenarios {col[:-9]}: median {statistics.median(vals):.3f} ms, max {max(vals):.3f} ms")
    for r in rows:
        if r["group"] == "pool":
            lines.append(f"pool: compiling {r['cards']} of {r['pool_cards']} cards {r['median_s']:.2f} s "
                         f"({r['per_card_ms']:.2f} ms a card; reading the pool {r['load_s']:.2f} s)")
    m = result["memory"]
    lines.append(f"\npeak memory resolving {m['name']}: {m['peak_mb']:.1f} MB")
    g = result.get("game_memory")
    if g:
        lines.append(f"peak memory building and resolving {g['name']}: {g['peak_mb']:.1f} MB")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/bench.py", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smallest sizes only (a smoke run)")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    print(report(run(quick=args.quick, out=args.out)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
