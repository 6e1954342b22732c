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
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..analysis.orders import dependency_effect, effect_steps, orders_summary, reorder, timestamp_orders  # noqa: F401
from ..game.scenario import find_scenario, load, scenario_paths  # noqa: F401
from ..rules.characteristics import SHOWN, shown_values

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from ..engine.resolution import Resolution
    from ..game.scenario import Mismatch, Scenario
    from ..game.step_kinds import Step


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
    from ..game.step_kinds import Step

    if not isinstance(step, Step):
        step = Step(step["kind"], {k: v for k, v in step.items() if k != "kind"})
    return step.describe()


def steps_table(scenario: "Scenario") -> "pd.DataFrame":
    """The board as its steps, in timestamp order: one row per step (1, 2, ...) and what happens."""
    import pandas as pd

    from ..engine.table import Table

    rows = [{"step": i, "what happens": describe_step(s)} for i, s in enumerate(scenario.steps, 1)]
    return Table.of(rows, columns=["step", "what happens"], index="step", empty="The board is empty.")


def result_table(resolution: "Resolution", ids: Sequence[str] | None = None) -> "pd.DataFrame":
    """Final characteristics of the given objects (default: all), one row each."""
    import pandas as pd

    ids = list(ids) if ids is not None else resolution.ids
    from ..engine.table import Table

    rows = [{"id": oid, **shown_values(resolution[oid].characteristics)} for oid in ids]
    return Table.of(rows, columns=["id", *SHOWN], index="id", empty="No objects.")


def dependency_table(resolution: "Resolution", layer: str | None = None) -> "pd.DataFrame":
    """The dependencies a resolution found (613.8), optionally of one layer: layer, dependent
    effect, the effect it depends on, and why."""
    import pandas as pd

    from ..engine.table import Table

    rows = [{"layer": l, "dependent": a, "depends on": b, "reason": r}
            for l, a, b, r in resolution.dependencies if layer is None or l == str(layer)]
    where = f"in layer {layer}" if layer is not None else "here"
    return Table.of(rows, columns=["layer", "dependent", "depends on", "reason"],
                    empty=f"No effect depends on another {where}: effects apply in timestamp order (613.7).")


_REASON_CHANGES: dict[str, str] = {
    "existence": "whether {a} exists",
    "text": "the text of {a}",
    "applies to": "what {a} applies to",
    "what it does": "what {a} does to the objects it applies to",
}
"""613.8a: what applying the other effect first would change about the dependent one."""


def _source(label: str) -> str:
    """The source named in an effect label ("Blood Moon: Nonbasic lands are Mountains." -> "Blood Moon")."""
    source, sep, _text = label.partition(": ")
    return source if sep else label


def dependency_sentence(dependency: Sequence[str], loop: bool = False) -> str:
    """One dependency (613.8) in a sentence: which effect waits for which, and why.

    ``dependency`` is a ``(layer, dependent, depends_on, reason)`` entry of
    :attr:`Resolution.dependencies`; ``loop`` says the other effect depends on this one too.

    >>> dependency_sentence(("4", "Urborg, Tomb of Yawgmoth: Each land is a Swamp in addition to its other land types.",
    ...                      "Blood Moon: Nonbasic lands are Mountains.", "existence"))
    "Layer 4: Urborg, Tomb of Yawgmoth's effect waits for Blood Moon's, because applying Blood Moon's effect first would change whether Urborg, Tomb of Yawgmoth's effect exists (613.8a); so Blood Moon's effect applies first (613.8b)."
    """
    layer, dependent, depends_on, reason = dependency
    a, b = _source(dependent), _source(depends_on)
    if a == b:      # two effects of one object: name them by their text
        a, b = f"“{dependent.partition(': ')[2] or dependent}”", f"“{depends_on.partition(': ')[2] or depends_on}”"
        a_eff, b_eff, b_first = f"the effect {a}", f"the effect {b}", f"the effect {b}"
    else:
        a_eff, b_eff, b_first = f"{a}'s effect", f"{b}'s", f"{b}'s effect"
    change = _REASON_CHANGES.get(reason, f"{{a}} ({reason})").format(a=a_eff)
    head = f"Layer {layer}: {a_eff} waits for {b_eff}, because applying {b_first} first would change {change} (613.8a)"
    if loop:
        return (head + f"; {b_first} depends on {a_eff} as well, a dependency loop, so the two apply in "
                "timestamp order (613.8b).")
    return head + f"; so {b_first} applies first (613.8b)."


def dependency_sentences(resolution: "Resolution", layer: str | None = None) -> list[str]:
    """Every dependency of a resolution (optionally of one layer) as a sentence
    (:func:`dependency_sentence`), loops marked.

    >>> from layerkit import Board
    >>> b = Board(); _ = b.enter("Urborg, Tomb of Yawgmoth"); _ = b.enter("Blood Moon")
    >>> [s[:58] for s in dependency_sentences(b.resolve())]
    ["Layer 4: Urborg, Tomb of Yawgmoth's effect waits for Blood"]
    """
    deps = [tuple(d) for d in resolution.dependencies if layer is None or d[0] == str(layer)]
    pairs = {(d[0], d[1], d[2]) for d in deps}
    return [dependency_sentence(d, loop=(d[0], d[2], d[1]) in pairs) for d in deps]


def steps_applied(resolution: "Resolution") -> "pd.DataFrame":
    """:meth:`Resolution.steps` as a DataFrame indexed by step number."""
    import pandas as pd

    from ..engine.table import Table

    cols = ["step", "layer", "effect", "timestamp", "reason", "affected"]
    return Table.of(resolution.steps(), columns=cols, index="step",
                    empty="No effect applied: every object keeps its printed characteristics.")


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
                lines += ["", f"-- {head}", df.to_string()]
        lines += ["", f"-- check: {self.verdict()}"]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        parts = [f"<h4>{html.escape(self.title)}</h4><p><small>{html.escape(self.name)} · rules: "
                 f"{html.escape(self.scenario.rules)}</small></p>"]
        for head, df in self._sections():
            body = df._repr_html_()
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
    from ..engine.table import Table

    return Table.of(rows, columns=["scenario", "title", "matches", "mismatches"], index="scenario",
                    empty=f"No scenario matches {pattern!r}.")


# ---------------------------------------------------------------------- card pools
def layer_map(pool: "pd.DataFrame", column: str = "layers") -> "pd.DataFrame":
    """A card × layer table: True where the card's effects touch that layer (from ``column``,
    a list of layers per card as in :func:`layerkit.cards.bundled`)."""
    import pandas as pd

    from ..rules.characteristics import LAYERS

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
    from ..analysis import pool as cards
    p = Path(path)
    if "atomic" in p.name.lower():
        return cards.load_mtgjson(p)
    return cards.load_scryfall(p)


# ---------------------------------------------------------------------- two rule sets side by side
NO_DIFFERENCE = "No difference between the two rule sets."

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
                shown["counters"] = ", ".join(f"{k}: {v}" for k, v in sorted(state.counters.items()))
                values[rules] = shown
            for key in [*SHOWN, "counters"]:
                rows.append({"object": oid, "characteristic": key,
                             **{r: values[r].get(key) for r in self.resolutions}})
        from ..engine.table import Table

        df = pd.DataFrame(rows, columns=["object", "characteristic", *self.resolutions])
        return Table.of(df.set_index(["object", "characteristic"]).astype(object), ints=(),
                        empty=NO_DIFFERENCE)

    def differences(self) -> "pd.DataFrame":
        df = self.side_by_side()
        if len(self.resolutions) < 2:
            return df.iloc[0:0]
        a, b = list(self.resolutions)
        from ..engine.table import show

        out = df[[show(x) != show(y) for x, y in zip(df[a], df[b])]]
        out.empty_message = NO_DIFFERENCE
        return out

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
            lines += ["", "-- where the rule sets differ", diff.to_string()]
        lines += ["", "-- check: " + "; ".join(f"{r}: {v}" for r, v in self.verdicts().items())]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        parts = [f"<h4>{html.escape(self.title)}</h4><p><small>{html.escape(self.name)}</small></p>"]
        if self.scenario.notes:
            parts.append(f"<p><i>{html.escape(' '.join(self.scenario.notes.split()))}</i></p>")
        parts.append("<p><b>board (timestamp order)</b></p>" + steps_table(self.scenario)._repr_html_())
        diff = self.differences()
        parts.append("<p><b>where the rule sets differ</b></p>" + diff._repr_html_())
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
    from ..engine.table import Table

    return Table.of(rows, columns=["scenario", "rules", "title", "matches"], empty=f"No scenario matches {pattern!r}.")
