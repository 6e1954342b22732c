"""What changes when the board changes in one controlled way: every timestamp order of its
effects (613.7), dependencies switched off (613.8), or the other rule set.

Everything here returns plain values or pandas DataFrames; :mod:`layerkit.notebook.report`
displays them.
"""
from __future__ import annotations

import itertools
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from ..errors import LayerkitError
from ..game.scenario import Scenario, load
from ..rules.characteristics import shown_values

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd


def effect_steps(scenario: "Scenario") -> list[int]:
    """Indexes (0-based) of the steps that carry the board's effects, whose relative order is
    their timestamp order: ``enter`` steps whose card has a layer effect of its own (a static
    ability with an operation, or an enters-as-copy ability), and every ``cast`` and ``ability``
    step (a resolved spell's or ability's effect gets the timestamp of its resolution, 613.7b).

    >>> effect_steps(load("layers-23"))
    [0, 1]
    """
    board = scenario.board()
    out = []
    for i, step in enumerate(scenario.steps):
        if step["kind"] in ("cast", "ability"):
            out.append(i)
            continue
        if step["kind"] != "enter":
            continue
        card = board.cards[step["card"]]
        defs = [a.definition for a in card.abilities if a.definition is not None]
        if any(d.operations or d.enters_as_copy is not None for d in defs):
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

    slots = effect_steps(scenario)
    if sorted(order) != list(range(len(slots))):
        raise ValueError(f"order must be a permutation of 0..{len(slots) - 1}")
    steps = list(scenario.steps)
    for slot, pick in zip(slots, order):
        steps[slot] = scenario.steps[slots[pick]]
    sc = dc_replace(scenario, steps=steps)
    Scenario.board(sc)        # validate: raises ScenarioError if a step now refers to a later object
    return sc


def _label(step: Any) -> str:
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
    from ..engine.table import Table

    return Table.of(rows, columns=["order", "file order", "valid", "changes", *keys])


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
    from ..engine.table import Table

    return Table.of(rows, columns=["object", "characteristic", "values"],
                    empty="No characteristic depends on the timestamp order.")


def dependency_effect(scenario: "str | Path | Scenario", objects: Sequence[str] | None = None) -> "pd.DataFrame":
    """What the dependency rules (613.8) change on this board: the characteristics that differ
    between the real resolution and one that orders every layer by timestamp alone
    (``dependencies=False``, a teaching mode, not a rules-correct one).

    >>> dependency_effect("layers-24")[["object", "characteristic", "timestamps only"]].values.tolist()
    [['forest', 'type_line', 'Basic Land — Forest Swamp'], ['forest', 'abilities', '{T}: Add {G}.\\n{T}: Add {B}.']]
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
    from ..engine.table import Table

    return Table.of(rows, columns=["object", "characteristic", "with dependencies", "timestamps only"],
                    empty="Dependencies change nothing here: timestamps alone give the same result.")


def compare_rules(scenario: "Scenario | str | Path", objects: Sequence[str] | None = None):
    """Resolve one scenario under both rule sets; a DataFrame of the characteristics that differ
    (object, characteristic, cr, amended)."""
    import pandas as pd

    sc = scenario if isinstance(scenario, Scenario) else Scenario.load(scenario)
    a, b = sc.resolve("cr"), sc.resolve("amended")
    rows = []
    for oid in objects or a.ids:
        sa, sb = a[oid].summary(), b[oid].summary()
        for k in sa:
            if sa[k] != sb[k]:
                rows.append({"object": oid, "characteristic": k, "cr": sa[k], "amended": sb[k]})
    from ..engine.table import Table

    return Table.of(rows, columns=["object", "characteristic", "cr", "amended"], ints=(),
                    empty="No difference between the two rule sets.")
