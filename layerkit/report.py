"""Reports for notebooks: one scenario as a worked example, dependency tables, and the same
board resolved under every timestamp order of its effects.

Everything here returns plain values or pandas objects; notebooks only display them.

>>> ex = example("layers-23")
>>> ex.title
'Blood Moon and Urborg, Tomb of Yawgmoth (Blood Moon first)'
>>> ex.matches
True
"""
from __future__ import annotations

import html
import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from .steps import SHOWN, shown_values

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from .resolution import Resolution
    from .scenario import Mismatch, Scenario
    from .step_kinds import Step

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
SCENARIO_DIR = DATA_DIR / "scenarios"


def scenario_dir() -> Path:
    """The folder of the bundled scenario files (found from the package, so any working
    directory works)."""
    return SCENARIO_DIR


def scenario_paths(pattern: str = "*") -> list[Path]:
    """Scenario files whose name matches a glob pattern (without ``.yaml``), sorted.

    >>> [p.name for p in scenario_paths("layers-0[23]*")]
    ['layers-02-diminish-then-square-up.yaml', 'layers-03-square-up-then-diminish.yaml']
    """
    return sorted(SCENARIO_DIR.glob(f"{pattern}.yaml"))


def find_scenario(name: "str | Path") -> Path:
    """A scenario file from a path, a file name, or an unambiguous prefix such as ``"layers-23"``."""
    from .errors import ScenarioError

    p = Path(name)
    if p.suffix in (".yaml", ".yml") and p.exists():
        return p
    hits = scenario_paths(f"{name}*")
    exact = [h for h in hits if h.stem == str(name)]
    if exact:
        return exact[0]
    if len(hits) == 1:
        return hits[0]
    raise ScenarioError(f"{'no' if not hits else 'more than one'} scenario matches {str(name)!r}",
                        hint=", ".join(h.stem for h in hits[:8]) or f"files are in {SCENARIO_DIR}")


def load(name: "str | Path | Scenario") -> "Scenario":
    """A :class:`~layerkit.scenario.Scenario` from a scenario, a path or a name prefix."""
    from .scenario import Scenario

    if isinstance(name, Scenario):
        return name
    return Scenario.load(find_scenario(name))


# ---------------------------------------------------------------------- tables
def describe_step(step: "Step | Mapping[str, Any]") -> str:
    """One scenario step in words (the step registry's description, :meth:`Step.describe`); a
    dict with ``kind`` and the arguments is read as a step too.

    >>> describe_step({"kind": "enter", "card": "Forest", "id": "forest"})
    'Forest enters the battlefield (id forest)'
    >>> describe_step({"kind": "ability", "source": "oko", "which": "+1", "targets": ["ring"]})
    'oko activates ability +1 targeting ring'
    >>> describe_step({"kind": "tap", "id": "gingerbrute"})
    'gingerbrute becomes tapped'
    """
    from .step_kinds import Step

    if not isinstance(step, Step):
        step = Step(step["kind"], {k: v for k, v in step.items() if k != "kind"})
    return step.describe()


def steps_table(scenario: "Scenario") -> "pd.DataFrame":
    """The board as its steps, in timestamp order: one row per step (1, 2, ...) and what happens."""
    import pandas as pd

    rows = [{"step": i, "what happens": describe_step(s)} for i, s in enumerate(scenario.steps, 1)]
    return pd.DataFrame(rows).set_index("step")


def result_table(resolution: "Resolution", ids: Sequence[str] | None = None) -> "pd.DataFrame":
    """Final characteristics of the given objects (default: all), one row each."""
    import pandas as pd

    ids = list(ids) if ids is not None else resolution.ids
    rows = [{"id": oid, **shown_values(resolution[oid].characteristics)} for oid in ids]
    df = pd.DataFrame(rows, columns=["id", *SHOWN]).set_index("id")
    for col in ("power", "toughness"):
        df[col] = df[col].astype("Int64")
    return df


def dependency_table(resolution: "Resolution", layer: str | None = None) -> "pd.DataFrame":
    """The dependencies a resolution found (613.8), optionally of one layer: layer, dependent
    effect, the effect it depends on, and why."""
    import pandas as pd

    rows = [{"layer": l, "dependent": a, "depends on": b, "reason": r}
            for l, a, b, r in resolution.dependencies if layer is None or l == str(layer)]
    return pd.DataFrame(rows, columns=["layer", "dependent", "depends on", "reason"])


def steps_applied(resolution: "Resolution") -> "pd.DataFrame":
    """:meth:`Resolution.steps` as a DataFrame indexed by step number."""
    import pandas as pd

    cols = ["step", "layer", "effect", "timestamp", "reason", "affected"]
    return pd.DataFrame(resolution.steps(), columns=cols).set_index("step")


# ---------------------------------------------------------------------- one worked example
@dataclass
class Example:
    """A scenario worked through: its board, the generated layer table, the order of application,
    the result for the objects it has expectations about, and whether they hold."""

    scenario: "Scenario"
    resolution: "Resolution"
    mismatches: list["Mismatch"] = field(default_factory=list)

    @property
    def title(self) -> str:
        return self.scenario.title

    @property
    def matches(self) -> bool:
        """True when every expectation of the scenario holds (``scenario.check() == []``)."""
        return not self.mismatches

    @property
    def name(self) -> str:
        return Path(self.scenario.file or self.title).stem

    def board(self) -> "pd.DataFrame":
        return steps_table(self.scenario)

    def layer_table(self) -> "pd.DataFrame":
        return self.resolution.effects_table()

    def applied(self) -> "pd.DataFrame":
        return steps_applied(self.resolution)

    def result(self) -> "pd.DataFrame":
        return result_table(self.resolution, list(self.scenario.expect) or None)

    def dependencies(self) -> "pd.DataFrame":
        return dependency_table(self.resolution)

    def verdict(self) -> str:
        if self.matches:
            return f"matches the expected outcome ({len(self.scenario.expect)} object(s) checked)"
        return "DOES NOT MATCH: " + "; ".join(str(m) for m in self.mismatches)

    def _sections(self) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = [("board (timestamp order)", self.board()),
                                      ("layer table (effects by source and layer)", self.layer_table()),
                                      ("order of application", self.applied())]
        deps = self.dependencies()
        if len(deps):
            out.append(("dependencies (613.8)", deps))
        out.append(("result", self.result()))
        return out

    def __repr__(self) -> str:
        import pandas as pd

        lines = [f"{self.name}: {self.title}", f"rules: {self.scenario.rules}"]
        with pd.option_context("display.width", 200, "display.max_colwidth", 80, "display.max_columns", 20):
            for head, df in self._sections():
                lines += ["", f"-- {head}", df.to_string() if len(df) else "(none)"]
        lines += ["", f"-- check: {self.verdict()}"]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        parts = [f"<h4>{html.escape(self.title)}</h4><p><small>{html.escape(self.name)} · rules: "
                 f"{html.escape(self.scenario.rules)}</small></p>"]
        for head, df in self._sections():
            body = df.to_html() if len(df) else "<p>(none)</p>"
            parts.append(f"<p><b>{html.escape(head)}</b></p>{body}")
        colour = "#1a7f37" if self.matches else "#cf222e"
        parts.append(f"<p style='color:{colour}'><b>check:</b> {html.escape(self.verdict())}</p>")
        return "<div>" + "".join(parts) + "</div>"


def example(name: "str | Path | Scenario", rules: str | None = None) -> Example:
    """Load, resolve and check one scenario (by name prefix, path, or Scenario)."""
    sc = load(name)
    res = sc.resolve(rules)
    return Example(sc, res, sc.check(res))


def check_all(pattern: str = "*") -> "pd.DataFrame":
    """Every scenario file matching ``pattern``: title and whether it matches its expectations.

    >>> df = check_all("layers-0[1-3]*")
    >>> df.matches.tolist()
    [True, True, True]
    """
    import pandas as pd

    rows = []
    for p in scenario_paths(pattern):
        ex = example(p)
        rows.append({"scenario": p.stem, "title": ex.title, "matches": ex.matches,
                     "mismatches": "; ".join(str(m) for m in ex.mismatches)})
    return pd.DataFrame(rows, columns=["scenario", "title", "matches", "mismatches"]).set_index("scenario")


# ---------------------------------------------------------------------- timestamp orders
def effect_steps(scenario: "Scenario") -> list[int]:
    """Indexes (0-based) of the steps that carry the board's effects, whose relative order is
    their timestamp order: ``enter`` steps whose card has a layer effect of its own (a static
    ability with an operation, or an enters-as-copy ability), and every ``cast`` and ``ability``
    step (a resolved spell's or ability's effect gets the timestamp of its resolution, 613.7b).

    >>> effect_steps(load("layers-23"))
    [0, 1]
    """
    from .vocabulary import OPERATIONS

    board = scenario.board()
    out = []
    for i, step in enumerate(scenario.steps):
        if step["kind"] in ("cast", "ability"):
            out.append(i)
            continue
        if step["kind"] != "enter":
            continue
        card = board.cards[step["card"]]
        defs = [a.definition or {} for a in card.abilities]
        if any(any(k in OPERATIONS for k in d) or "enters_as_copy" in d for d in defs):
            out.append(i)
    return out


def reorder(scenario: "Scenario", order: Sequence[int]) -> "Scenario":
    """The scenario with its :func:`effect_steps` put in another order: ``order`` lists, for each
    of those step positions in turn, which of the effect steps (0-based, in file order) goes there.
    Other steps keep their places.

    >>> sc = load("layers-23")
    >>> [s["card"] for s in reorder(sc, [1, 0]).steps]
    ['Urborg, Tomb of Yawgmoth', 'Blood Moon', 'Forest']
    """
    from dataclasses import replace as dc_replace

    from .scenario import Scenario

    slots = effect_steps(scenario)
    if sorted(order) != list(range(len(slots))):
        raise ValueError(f"order must be a permutation of 0..{len(slots) - 1}")
    steps = list(scenario.steps)
    for slot, pick in zip(slots, order):
        steps[slot] = scenario.steps[slots[pick]]
    sc = dc_replace(scenario, steps=steps)
    Scenario.board(sc)        # validate: raises ScenarioError if a step now refers to a later object
    return sc


def _label(step: dict[str, Any]) -> str:
    if step["kind"] == "ability":
        return f"{step['source']} [{step['which']}]"
    return str(step.get("id") or step["card"])


def timestamp_orders(scenario: "str | Path | Scenario", objects: Sequence[str] | None = None,
                     max_effects: int = 6) -> "pd.DataFrame":
    """Resolve the board under every timestamp order of its effect steps (:func:`effect_steps`).

    One row per order (``order``: the objects from oldest to newest; ``file order`` marks the
    scenario's own). ``changes`` lists the ``object.characteristic`` values that differ from the
    file's order; then one column per such object and characteristic, holding its value under each
    order. Orders that can't be built (a later step would refer to an object not yet there) get
    ``valid = False``.

    >>> df = timestamp_orders("layers-02")
    >>> df[["order", "file order", "changes"]].values.tolist()
    [['Diminish → Square Up', True, ''], ['Square Up → Diminish', False, 'cub.power, cub.toughness']]
    """
    import pandas as pd

    from .errors import LayerkitError

    sc = load(scenario)
    slots = effect_steps(sc)
    if len(slots) > max_effects:
        raise ValueError(f"{len(slots)} effect steps: {len(slots)}! orders is more than max_effects allows")
    names = [_label(sc.steps[i]) for i in slots]
    ids = list(objects) if objects is not None else None
    results: list[dict[str, Any]] = []
    for perm in itertools.permutations(range(len(slots))):
        row: dict[str, Any] = {"order": " → ".join(names[p] for p in perm), "file order": list(perm) == sorted(perm)}
        try:
            res = reorder(sc, perm).resolve()
        except (LayerkitError, ValueError):
            row.update(valid=False, values={})
            results.append(row)
            continue
        use = ids if ids is not None else res.ids
        values = {}
        for oid in use:
            for k, v in shown_values(res[oid].characteristics).items():
                values[f"{oid}.{k}"] = v
        row.update(valid=True, values=values)
        results.append(row)
    base = next(r["values"] for r in results if r["file order"])
    keys = [k for k in base if any(r["valid"] and r["values"].get(k) != base[k] for r in results)]
    rows = []
    for r in results:
        changes = [k for k in keys if r["valid"] and r["values"].get(k) != base[k]]
        rows.append({"order": r["order"], "file order": r["file order"], "valid": r["valid"],
                     "changes": ", ".join(changes), **{k: r["values"].get(k) for k in keys}})
    return pd.DataFrame(rows, columns=["order", "file order", "valid", "changes", *keys])


def orders_summary(scenario: "str | Path | Scenario", objects: Sequence[str] | None = None) -> "pd.DataFrame":
    """Which characteristics depend on the timestamp order at all: one row per object and
    characteristic whose value varies, with the distinct values and how many orders give each."""
    import pandas as pd

    df = timestamp_orders(scenario, objects)
    valid = df[df["valid"]]
    rows = []
    for col in df.columns[4:]:
        counts = valid[col].astype(str).value_counts()
        oid, _, char = col.rpartition(".")
        rows.append({"object": oid, "characteristic": char,
                     "values": "; ".join(f"{v} ({n} order{'s' if n != 1 else ''})" for v, n in counts.items())})
    return pd.DataFrame(rows, columns=["object", "characteristic", "values"])


def dependency_effect(scenario: "str | Path | Scenario", objects: Sequence[str] | None = None) -> "pd.DataFrame":
    """What the dependency rules (613.8) change on this board: the characteristics that differ
    between the real resolution and one that orders every layer by timestamp alone
    (``dependencies=False``, a teaching mode, not a rules-correct one).

    >>> dependency_effect("layers-24")[["object", "characteristic", "timestamps only"]].values.tolist()
    [['forest', 'type_line', 'Basic Land — Forest Swamp'], ['forest', 'abilities', '{T}: Add {G}.; {T}: Add {B}.']]
    """
    import pandas as pd

    sc = load(scenario)
    real = sc.resolve()
    naive = sc.board().resolve(dependencies=False)
    rows = []
    for oid in objects if objects is not None else real.ids:
        a, b = shown_values(real[oid].characteristics), shown_values(naive[oid].characteristics)
        for k in a:
            if a[k] != b[k]:
                rows.append({"object": oid, "characteristic": k, "with dependencies": a[k], "timestamps only": b[k]})
    return pd.DataFrame(rows, columns=["object", "characteristic", "with dependencies", "timestamps only"])


# ---------------------------------------------------------------------- card pools
def layer_map(pool: "pd.DataFrame", column: str = "layers") -> "pd.DataFrame":
    """A card × layer table: True where the card's effects touch that layer (from ``column``,
    a list of layers per card as in :func:`layerkit.cards.bundled`)."""
    import pandas as pd

    from .characteristics import LAYERS

    data = {layer: [layer in (ls if ls is not None else ()) for ls in pool[column]] for layer in LAYERS}
    return pd.DataFrame(data, index=pd.Index(list(pool["name"]), name="name"))


def layer_counts(pool: "pd.DataFrame") -> "pd.DataFrame":
    """How many cards of the pool touch each layer: by the effect definitions (``layers``) and,
    when present, by the wording classifier (``layers_classified``)."""
    import pandas as pd

    cols = {"cards (definitions)": layer_map(pool, "layers").sum()}
    if "layers_classified" in pool.columns:
        cols["cards (wording)"] = layer_map(pool, "layers_classified").sum()
    df = pd.DataFrame(cols)
    df.index.name = "layer"
    return df


def load_pool(path: "str | Path") -> "pd.DataFrame":
    """A downloaded bulk card file as a DataFrame: MTGJSON AtomicCards (file name contains
    "atomic") or Scryfall Oracle Cards (anything else); either may be gzip-compressed."""
    from . import cards

    p = Path(path)
    if "atomic" in p.name.lower():
        return cards.load_mtgjson(p)
    return cards.load_scryfall(p)


# ---------------------------------------------------------------------- two rule sets side by side
@dataclass
class RulesComparison:
    """One scenario resolved under the rules as written (``cr``) and the amended model of "On
    Intrinsic Abilities": the board, each checked object under both, what differs, and whether
    each rule set gives the scenario's expected outcome."""

    scenario: "Scenario"
    resolutions: dict[str, "Resolution"]
    mismatches: dict[str, list["Mismatch"]]

    @property
    def title(self) -> str:
        return self.scenario.title

    @property
    def name(self) -> str:
        return Path(self.scenario.file or self.title).stem

    def side_by_side(self) -> "pd.DataFrame":
        """Each checked object's characteristics and counters, one column per rule set."""
        import pandas as pd

        ids = list(self.scenario.expect) or sorted({k for exp in self.scenario.expect_by_rules.values() for k in exp})
        rows = []
        for oid in ids:
            values = {}
            for rules, res in self.resolutions.items():
                state = res[oid]
                shown = shown_values(state.characteristics)
                shown["counters"] = ", ".join(f"{k}: {v}" for k, v in sorted(state.counters.items())) or "—"
                values[rules] = shown
            for key in [*SHOWN, "counters"]:
                rows.append({"object": oid, "characteristic": key,
                             **{r: values[r].get(key) for r in self.resolutions}})
        df = pd.DataFrame(rows)
        return df.set_index(["object", "characteristic"]).astype(object)

    def differences(self) -> "pd.DataFrame":
        df = self.side_by_side()
        if len(self.resolutions) < 2:
            return df.iloc[0:0]
        a, b = list(self.resolutions)
        both_missing = df[a].isna() & df[b].isna()
        return df[(df[a].astype(str) != df[b].astype(str)) & ~both_missing]

    def verdicts(self) -> dict[str, str]:
        return {r: ("matches" if not m else "DOES NOT MATCH: " + "; ".join(str(x) for x in m))
                for r, m in self.mismatches.items()}

    def __repr__(self) -> str:
        import pandas as pd

        lines = [f"{self.name}: {self.title}"]
        if self.scenario.notes:
            lines += ["", "notes: " + " ".join(self.scenario.notes.split())]
        with pd.option_context("display.width", 200, "display.max_colwidth", 90, "display.max_columns", 20):
            lines += ["", "-- board (timestamp order)", steps_table(self.scenario).to_string()]
            diff = self.differences()
            lines += ["", "-- where the rule sets differ", diff.to_string() if len(diff) else "(nowhere)"]
        lines += ["", "-- check: " + "; ".join(f"{r}: {v}" for r, v in self.verdicts().items())]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        parts = [f"<h4>{html.escape(self.title)}</h4><p><small>{html.escape(self.name)}</small></p>"]
        if self.scenario.notes:
            parts.append(f"<p><i>{html.escape(' '.join(self.scenario.notes.split()))}</i></p>")
        parts.append("<p><b>board (timestamp order)</b></p>" + steps_table(self.scenario).to_html())
        diff = self.differences()
        parts.append("<p><b>where the rule sets differ</b></p>" + (diff.to_html() if len(diff) else "<p>(nowhere)</p>"))
        for r, v in self.verdicts().items():
            colour = "#1a7f37" if v == "matches" else "#cf222e"
            parts.append(f"<p style='color:{colour}'><b>{html.escape(r)}:</b> {html.escape(v)}</p>")
        return "<div>" + "".join(parts) + "</div>"


def compare(name: "str | Path | Scenario", rule_sets: Sequence[str] = ("cr", "amended")) -> RulesComparison:
    """Resolve one scenario under each rule set and check each against its expectations.

    >>> c = compare("intrinsic-15")
    >>> c.verdicts()
    {'cr': 'matches', 'amended': 'matches'}
    >>> list(c.differences().index.get_level_values("characteristic"))
    ['abilities', 'counters']
    """
    sc = load(name)
    resolutions = {r: sc.resolve(r) for r in rule_sets}
    mismatches = {r: sc.check(res) if r in sc.rule_sets else [] for r, res in resolutions.items()}
    return RulesComparison(sc, resolutions, mismatches)


def check_by_rules(pattern: str = "*") -> "pd.DataFrame":
    """Every matching scenario under each of its rule sets: whether it gives the expected outcome."""
    import pandas as pd

    rows = []
    for path in scenario_paths(pattern):
        sc = load(path)
        for rules, mismatches in sc.check_all().items():
            rows.append({"scenario": path.stem, "rules": rules, "title": sc.title, "matches": not mismatches})
    return pd.DataFrame(rows, columns=["scenario", "rules", "title", "matches"])
