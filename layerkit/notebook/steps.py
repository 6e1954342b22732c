"""Step through a resolution point by point: the logic behind :class:`layerkit.notebook.widgets.LayerExplorer`,
usable without a browser.

A resolution is read at these **points**, in order:

* ``"0"`` — the start: every object's printed (or otherwise original) characteristics;
* ``"<layer>.<n>"`` — just after the n-th effect applied in that layer (``"4.1"``, ``"7b.2"``);
  every applied effect is a point, whichever objects it touched, so all objects share one scale;
* ``"<layer>"`` — the end of that layer (``"1a"`` … ``"7d"``), one point per layer even when no
  effect applied in it. The state there is the engine's own snapshot after the layer, so any
  adjustment the rules make at the end of a layer (not an effect) shows up at this point.

:func:`walk` gives one object's characteristics at every point, which characteristics changed
there and the effect that changed them:

>>> from layerkit import Board
>>> b = Board(); _ = b.enter("Blood Moon"); _ = b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
>>> w = walk(b.resolve(), "urborg")
>>> list(w.point)
['0', '1a', '1b', '2', '3', '4.1', '4', '5', '6', '7a', '7b', '7c', '7d']
>>> row = w.set_index("point").loc["4.1"]
>>> row.effect, row.changed, row.type_line
('Blood Moon: Nonbasic lands are Mountains.', 'subtypes, abilities', 'Legendary Land — Mountain')

At an effect point ``changed`` compares with the point just before; at the end of a layer it
compares with the end of the previous layer (so the layer rows alone form the article's
layer-by-layer table), and ``effect`` names the effects of that layer that touched the object.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Iterator, Mapping

from ..rules.characteristics import LAYERS, SHOWN, Characteristics, shown_values

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from ..engine.resolution import Resolution


COMPARED: tuple[str, ...] = ("name", "supertypes", "types", "subtypes", "colors", "abilities", "power",
                             "toughness", "controller")
"""The characteristics compared to decide what changed at a point (``changed`` lists these names)."""

SHOWN_BY: dict[str, str] = {"supertypes": "type_line", "types": "type_line", "subtypes": "type_line"}
"""Which shown column displays a compared characteristic (the type line shows three of them)."""

POINT_COLUMNS: tuple[str, ...] = ("point", "layer", "kind", "step", "effect", "label")
WALK_COLUMNS: tuple[str, ...] = ("point", "layer", "kind", "step", "effect", "touched", "changed") + SHOWN


@dataclass(frozen=True)
class Point:
    """One point of a resolution (see the module docstring)."""

    point: str            # "0", "4.1", "4"
    layer: str            # "0" or the layer
    kind: str             # "start", "effect" or "layer"
    step: int | None      # the applied effect's sequence number (effect points)
    effect: str           # the effect's label (effect points)
    affected: tuple[str, ...]
    states: Mapping[str, Characteristics]

    @property
    def label(self) -> str:
        """A short human label, e.g. for a slider."""
        if self.kind == "start":
            return "0 · start (printed values)"
        if self.kind == "layer":
            return f"{self.layer} · end of layer {self.layer}"
        return f"{self.layer} · {self.effect}"


def points(resolution: "Resolution") -> Iterator[Point]:
    """Every point of the resolution, in order, with every object's characteristics there.

    Within a layer the states are replayed from the previous layer's snapshot with each applied
    effect's recorded changes; the end-of-layer point uses the engine's snapshot itself.
    """
    run = resolution.run
    prev: Mapping[str, Characteristics] = run.initial
    yield Point("0", "0", "start", None, "", (), dict(prev))
    by_layer: dict[str, list[Any]] = {layer: [] for layer in LAYERS}
    for a in run.applied:
        by_layer.setdefault(a.layer, []).append(a)
    for layer in LAYERS:
        cur = dict(prev)
        for n, a in enumerate(by_layer[layer], 1):
            for oid, field, _before, after in a.changes:
                if oid in cur:
                    cur[oid] = replace(cur[oid], **{field: after})
            yield Point(f"{layer}.{n}", layer, "effect", a.seq, a.effect.label, tuple(a.affected), dict(cur))
        snapshot = run.after_layer.get(layer, cur)
        yield Point(layer, layer, "layer", None, "", (), dict(snapshot))
        prev = snapshot


def layer_points(resolution: "Resolution") -> "pd.DataFrame":
    """The points of a resolution as a table (point, layer, kind, step, effect, label).

    >>> from layerkit import Board
    >>> b = Board(); _ = b.enter("Humility"); _ = b.enter("Grizzly Bears", id="bears")
    >>> lp = layer_points(b.resolve())
    >>> lp[lp.kind == "effect"][["point", "layer", "step"]].values.tolist()
    [['6.1', '6', 1], ['7b.1', '7b', 2]]
    """
    import pandas as pd

    rows = [{"point": p.point, "layer": p.layer, "kind": p.kind, "step": p.step, "effect": p.effect,
             "label": p.label} for p in points(resolution)]
    from ..engine.table import Table

    return Table.of(rows, columns=list(POINT_COLUMNS))


def point_labels(resolution: "Resolution") -> list[tuple[str, str]]:
    """(label, point) pairs, the options of a selection slider.

    >>> from layerkit import Board
    >>> b = Board(); _ = b.enter("Grizzly Bears")
    >>> point_labels(b.resolve())[:2]
    [('0 · start (printed values)', '0'), ('1a · end of layer 1a', '1a')]
    """
    return [(p.label, p.point) for p in points(resolution)]


def _compared(c: Characteristics) -> dict[str, Any]:
    return {"name": c.name, "supertypes": c.supertypes, "types": c.types, "subtypes": c.subtypes,
            "colors": c.colors, "abilities": tuple(a.text for a in c.abilities),
            "power": c.power if c.has_pt() else None, "toughness": c.toughness if c.has_pt() else None,
            "controller": c.controller}


def changed_between(before: Characteristics | None, after: Characteristics) -> list[str]:
    """Names of the compared characteristics that differ (in :data:`COMPARED` order).

    >>> a = Characteristics(name="X", types=frozenset({"Land"}))
    >>> changed_between(a, replace(a, subtypes=frozenset({"Mountain"})))
    ['subtypes']
    """
    if before is None:
        return []
    b, a = _compared(before), _compared(after)
    return [k for k in COMPARED if b[k] != a[k]]


def walk(resolution: "Resolution", object_id: str) -> "pd.DataFrame":
    """One object's characteristics at every point of the resolution (see the module docstring).

    Columns: point, layer, kind (start / effect / layer), step (the applied effect's number),
    effect, touched (the effect applied to this object), changed (comma-separated names from
    :data:`COMPARED`), then the shown characteristics :data:`SHOWN`.

    >>> from layerkit import Board
    >>> b = Board(); _ = b.enter("Humility"); _ = b.enter("Grizzly Bears", id="bears")
    >>> w = walk(b.resolve(), "bears")
    >>> w[w.changed != ""][["point", "changed", "power"]].values.tolist()
    [['7b.1', 'power, toughness', 1], ['7b', 'power, toughness', 1]]
    """
    import pandas as pd

    oid = resolution._id(object_id)
    rows: list[dict[str, Any]] = []
    last_point: Characteristics | None = None
    last_layer: Characteristics | None = None
    layer_effects: list[str] = []
    layer_touched = False
    for p in points(resolution):
        c = p.states.get(oid)
        if c is None:          # pragma: no cover - every object has a state at every point
            continue
        if p.kind == "start":
            changed, effect, touched = [], "", False
            last_layer = c
        elif p.kind == "effect":
            changed = changed_between(last_point, c)
            touched = oid in p.affected
            effect = p.effect
            if changed or touched:
                if changed and effect not in layer_effects:
                    layer_effects.append(effect)
                layer_touched = layer_touched or touched
        else:
            changed = changed_between(last_layer, c)
            replayed = last_point
            extra = changed_between(replayed, c)
            names = list(layer_effects)
            if extra:
                names.append(f"rules at the end of layer {p.layer} ({', '.join(extra)})")
            effect, touched = "; ".join(names), layer_touched
            last_layer = c
            layer_effects, layer_touched = [], False
        rows.append({"point": p.point, "layer": p.layer, "kind": p.kind, "step": p.step, "effect": effect,
                     "touched": touched, "changed": ", ".join(changed), **shown_values(c)})
        last_point = c
    from ..engine.table import Table

    return Table.of(rows, columns=list(WALK_COLUMNS))


def changed_columns(changed: str) -> list[str]:
    """The shown columns that display the characteristics named in a ``changed`` cell.

    >>> changed_columns("subtypes, abilities")
    ['type_line', 'abilities']
    """
    out: list[str] = []
    for name in (s.strip() for s in changed.split(",")):
        if not name:
            continue
        col = SHOWN_BY.get(name, name)
        if col not in out:
            out.append(col)
    return out


def is_missing(value: Any) -> bool:
    """Whether a table cell is missing (None, NaN, pandas' NA); False for anything pandas can't
    judge, such as a list.

    >>> is_missing(None), is_missing(float("nan")), is_missing(0), is_missing([1, 2])
    (True, True, False, False)
    """
    try:
        import pandas as pd

        return bool(pd.isna(value))
    except (TypeError, ValueError):
        return False
