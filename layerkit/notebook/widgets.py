"""Jupyter widgets: thin views over :mod:`layerkit.notebook.steps`, :mod:`layerkit.notebook.report` and
:mod:`layerkit.notebook.sandbox`. ipywidgets is imported only when a widget is built, and importing
:mod:`layerkit` never imports this module.

>>> from layerkit import Board
>>> b = Board(); _ = b.enter("Blood Moon"); _ = b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
>>> ex = LayerExplorer(b.resolve(), "urborg")
>>> ex.slider.value = ex.index_of("4.1")
>>> "Mountain" in ex.html.value and "Blood Moon" in ex.html.value
True
"""
from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, Sequence

from .steps import SHOWN, changed_columns, is_missing, walk

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from ..engine.resolution import Resolution
    from ..game.scenario import Scenario

HIGHLIGHT = "#ffe58f"
STATE_CLASS = "lk-explorer-state"
"""CSS class of the explorer's characteristics table (the browser test looks for it)."""


NONE = "—"
"""The one marker for "none" in every table (no value, no abilities, no colors)."""


def _cell(value: Any) -> str:
    if value is None or (not isinstance(value, str) and is_missing(value)) or str(value) == "":
        return NONE
    return html.escape(str(value)).replace("\n", "<br>")


def state_html(table: "pd.DataFrame", i: int) -> str:
    """The HTML shown for row ``i`` of a :func:`~layerkit.notebook.steps.walk` table: the characteristics
    at that point, changed ones highlighted with their previous value, and the effect named."""
    row = table.iloc[i]
    prev = table.iloc[i - 1] if i > 0 else None
    if row["kind"] == "layer":
        prev_rows = table.iloc[:i][table.iloc[:i]["kind"].isin(["layer", "start"])]
        prev = prev_rows.iloc[-1] if len(prev_rows) else None
    cols = changed_columns(row["changed"])
    head = {"start": "start: printed characteristics (layer 0)",
            "layer": f"end of layer {row['layer']}",
            "effect": f"layer {row['layer']}, effect {row['point']}"}[row["kind"]]
    effect = row["effect"] or "(no effect)"
    lines = [f"<div class='{STATE_CLASS}'>",
             f"<p><b>point {html.escape(row['point'])}</b> — {html.escape(head)} "
             f"<small>({i + 1} of {len(table)})</small></p>",
             f"<p><b>effect:</b> {html.escape(effect)}"
             + ("" if row["kind"] != "effect" else f" <small>({'applies to' if row['touched'] else 'does not apply to'}"
                                                   f" this object)</small>") + "</p>",
             # fixed column widths: the table keeps its shape while the slider moves
             "<table style='table-layout:fixed;width:900px;border-collapse:collapse'>"
             "<colgroup><col style='width:150px'><col style='width:375px'><col style='width:375px'></colgroup>"
             "<tr><th style='text-align:left'>characteristic</th><th style='text-align:left'>value</th>"
             "<th style='text-align:left'>before</th></tr>"]
    for col in SHOWN:
        hit = col in cols
        base = "text-align:left;vertical-align:top;overflow-wrap:anywhere"
        style = f" style='background:{HIGHLIGHT};{base}'" if hit else f" style='{base}'"
        before = _cell(prev[col]) if (hit and prev is not None) else ""
        lines.append(f"<tr><td{style}>{col.replace('_', ' ')}{' ✱' if hit else ''}</td><td{style}>{_cell(row[col])}</td>"
                     f"<td style='{base};color:#666'>{before}</td></tr>")
    lines.append("</table>")
    lines.append(f"<p><small>changed here: {html.escape(row['changed']) or 'nothing'}</small></p></div>")
    return "".join(lines)


def with_fallback(widget: Any, plain: str, static_html: str, **kwargs: Any) -> Any:
    """A widget's display bundle plus a ``text/plain`` summary and a static ``text/html`` rendering:
    what a saved notebook shows before it is run (or where widgets can't be drawn), instead of the
    raw ``VBox(children=(...))`` repr."""
    bundle = widget._repr_mimebundle_(**kwargs)
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    if data is None:
        return {"text/plain": plain, "text/html": static_html}
    data["text/plain"] = plain
    data["text/html"] = static_html
    return bundle


class LayerExplorer:
    """Choose an object, move the slider over the points of the resolution (the start, each
    applied effect, the end of each layer), and read that object's characteristics there.

    Attributes: ``object`` (Dropdown), ``slider`` (IntSlider over the points), ``caption``
    (Label naming the point), ``html`` (HTML table), ``table`` (the current walk DataFrame),
    ``widget`` (the VBox shown in a notebook).
    """

    def __init__(self, resolution: "Resolution", object_id: str | None = None, point: str = "0") -> None:
        import ipywidgets as w

        self.resolution = resolution
        ids = resolution.ids
        first = resolution._id(object_id) if object_id is not None else ids[0]
        self.object = w.Dropdown(options=ids, value=first, description="object")
        self.table = walk(resolution, first)
        self.slider = w.IntSlider(min=0, max=len(self.table) - 1, value=0, description="point",
                                  readout=False, continuous_update=True,
                                  layout=w.Layout(width="480px"))
        self.slider.add_class("lk-explorer-slider")
        # an HTML caption that wraps (a Label is cut off at the right of its box)
        self.caption = w.HTML(layout=w.Layout(flex="1 1 auto", width="auto"))
        self.caption.add_class("lk-explorer-caption")
        self.html = w.HTML()
        self.html.add_class("lk-explorer-html")
        self.widget = w.VBox([self.object, w.HBox([self.slider, self.caption]), self.html])
        self.slider.observe(self._on_point, names="value")
        self.object.observe(self._on_object, names="value")
        self.slider.value = self.index_of(point)
        self._render()

    # ------------------------------------------------------------------ navigation
    @property
    def points(self) -> list[str]:
        return list(self.table["point"])

    def index_of(self, point: str) -> int:
        """The slider position of a point ("0", "4.1", "7b", ...)."""
        return self.points.index(str(point))

    @property
    def point(self) -> str:
        return self.points[self.slider.value]

    @property
    def row(self) -> "pd.Series":
        return self.table.iloc[self.slider.value]

    def _on_point(self, change: Any) -> None:
        self._render()

    def _on_object(self, change: Any) -> None:
        self.table = walk(self.resolution, change["new"])
        self._render()

    def _render(self) -> None:
        row = self.row
        self.caption.value = html.escape(f"{row['point']} · {row['effect'] or ('end of layer ' + row['layer'] if row['kind'] == 'layer' else 'start')}")
        self.html.value = state_html(self.table, self.slider.value)

    # ------------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return with_fallback(self.widget, repr(self),
                             "<p><i>Run the notebook to move through the points with a slider.</i></p>"
                             + state_html(self.table, self.slider.value), **kwargs)

    def __repr__(self) -> str:
        return (f"Layer explorer for {self.object.value}: point {self.point} of {len(self.table)} "
                "(run the notebook to move the slider)")


class CardPicker:
    """A searchable card picker: type in ``search`` (name, type line or rules text), choose in
    ``results``; ``value`` is the chosen name. Without ``cards`` it searches every card a board can
    enter — the hand-defined ones and the whole pool (:func:`layerkit.analysis.pool.card_table`);
    ``cards`` may be any DataFrame with ``name``, ``type_line`` and ``oracle_text`` columns
    (``layerkit.cards.bundled()``, :func:`~layerkit.analysis.pool.pool_frame`). At most ``limit``
    names are offered at once; ``matches`` is how many cards match in all.

    >>> import pandas as pd
    >>> df = pd.DataFrame({"name": ["Blood Moon", "Forest"], "type_line": ["Enchantment", "Basic Land — Forest"],
    ...                    "oracle_text": ["Nonbasic lands are Mountains.", ""]})
    >>> p = CardPicker(df)
    >>> p.search.value = "mountain"
    >>> p.results.options, p.value
    (('Blood Moon',), 'Blood Moon')
    >>> whole = CardPicker(limit=10)
    >>> whole.search.value = "grand cenobite"
    >>> whole.value, whole.matches
    ('Elesh Norn, Grand Cenobite', 1)
    """

    def __init__(self, cards: "pd.DataFrame | None" = None, limit: int = 50) -> None:
        import ipywidgets as w

        if cards is None:
            from ..analysis.pool import card_table

            cards = card_table()
        self.cards = cards
        self.limit = limit
        self.matches = 0
        self.search = w.Text(placeholder="name, type or rules text", description="search")
        self.results = w.Select(options=[], rows=8, description="cards")
        self.info = w.HTML()
        self.widget = w.VBox([self.search, self.results, self.info])
        self.search.observe(lambda _c: self._refresh(), names="value")
        self.results.observe(lambda _c: self._show(), names="value")
        self._refresh()

    def _refresh(self) -> None:
        from .sandbox import search_cards

        hits = search_cards(self.cards, self.search.value, limit=None)
        self.matches = len(hits)
        names = list(hits["name"].head(self.limit))
        self.results.options = names
        if names and self.results.value not in names:
            self.results.value = names[0]
        self._show()

    def _show(self) -> None:
        if self.value is None:
            self.info.value = "<i>no card matches</i>"
            return
        row = self.cards[self.cards["name"] == self.value].iloc[0]
        text = html.escape(str(row.get("oracle_text", "") or "")).replace("\n", "<br>")
        self.info.value = f"<b>{html.escape(self.value)}</b> — {html.escape(str(row.get('type_line', '')))}<br>{text}"

    @property
    def value(self) -> str | None:
        return self.results.value

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return with_fallback(self.widget, repr(self), "<p><i>Run the notebook to search the cards.</i></p>"
                             + self.info.value, **kwargs)

    def __repr__(self) -> str:
        shown = len(self.results.options)
        more = f" (showing {shown})" if shown < self.matches else ""
        return (f"Card picker over {len(self.cards)} cards: {self.matches} match(es){more}, chosen: {self.value} "
                "(run the notebook to search)")


class OrderExplorer:
    """Every timestamp order of a scenario's effects (:func:`layerkit.analysis.orders.timestamp_orders`):
    choose an order in ``order`` and read, in ``html``, the characteristics that depend on the
    order, with those that differ from the file's order highlighted."""

    def __init__(self, scenario: "str | Scenario", objects: Sequence[str] | None = None) -> None:
        import ipywidgets as w

        from ..analysis.orders import timestamp_orders

        self.table = timestamp_orders(scenario, objects)
        valid = self.table[self.table["valid"]]
        self.order = w.Dropdown(options=[(o + ("  (file order)" if f else ""), i) for i, o, f in
                                         zip(valid.index, valid["order"], valid["file order"])],
                                description="order", layout=w.Layout(width="600px"))
        self.html = w.HTML()
        self.widget = w.VBox([self.order, self.html])
        self.order.observe(lambda _c: self._render(), names="value")
        self._render()

    def _render(self) -> None:
        row = self.table.loc[self.order.value]
        cols = list(self.table.columns[4:])
        changed = set(filter(None, (c.strip() for c in row["changes"].split(","))))
        if not cols:
            self.html.value = "<p>No characteristic depends on the timestamp order here.</p>"
            return
        base = self.table[self.table["file order"]].iloc[0]
        rows = "".join(
            f"<tr><td>{html.escape(c)}</td><td style='{'background:' + HIGHLIGHT if c in changed else ''}'>"
            f"{_cell(row[c])}</td><td style='color:#888'>{_cell(base[c])}</td></tr>" for c in cols)
        self.html.value = (f"<p><b>{html.escape(row['order'])}</b> — differs from the file's order in: "
                           f"{html.escape(row['changes']) or 'nothing'}</p><table><tr><th>object.characteristic</th>"
                           f"<th>this order</th><th>file order</th></tr>{rows}</table>")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return with_fallback(self.widget, repr(self), "<p><i>Run the notebook to choose an order.</i></p>"
                             + self.html.value, **kwargs)

    def __repr__(self) -> str:
        return f"Order explorer: {len(self.order.options)} timestamp orders (run the notebook to choose one)"
