"""Tables that read like the articles' tables: a pandas DataFrame that displays whole numbers as
integers, one marker (``—``) for every missing or empty value, and multi-line cells (abilities,
oracle text) one item per line (``<br>`` in HTML), and says in a sentence when it is empty.

The data stays ordinary: numbers are nullable ``Int64``, abilities are newline-joined text; only
the display changes. pandas is imported with this module, so import it only where a table is built.

>>> t = Table.of([{"name": "Humility", "power": None, "abilities": "Flash\\nFlying"},
...               {"name": "Bear", "power": 2, "abilities": ""}], ints=["power"])
>>> t.power.dtype
Int64Dtype()
>>> print(t)
       name power       abilities
0  Humility     —  Flash / Flying
1      Bear     2               —
>>> "Flash<br>Flying" in t._repr_html_()
True
>>> print(Table.of([], columns=["a"], empty="No difference between the two rule sets."))
No difference between the two rule sets.
"""
from __future__ import annotations

import html
import math
from typing import Any, Iterable, Mapping, Sequence

import pandas as pd

NONE = "—"
"""The one marker for "none": no value (a noncreature's power), no abilities, no colors."""

_BREAK = "\u2063"          # stands for a line break while pandas renders the HTML
TEXT_JOIN = " / "
"""How the lines of one cell are joined in plain text (HTML shows them one per line)."""

INT_COLUMNS = ("power", "toughness", "loyalty", "defense", "mana_value", "step", "timestamp order")


def is_none(value: Any) -> bool:
    """Missing or empty: None, NaN, pandas' NA, "" (False for 0 and for lists)."""
    if value is None or (isinstance(value, str) and value.strip() == ""):
        return True
    if isinstance(value, float) and math.isnan(value):
        return True
    try:
        return value is pd.NA or value is pd.NaT
    except TypeError:       # pragma: no cover
        return False


def show(value: Any, html_lines: bool = False) -> str:
    """One cell as shown: ``—`` for none, whole floats as integers, lines joined for the medium.

    >>> show(3.0), show(None), show(float("nan")), show("a\\nb"), show(True)
    ('3', '—', '—', 'a / b', 'True')
    """
    if isinstance(value, (list, tuple, frozenset, set)):
        value = ", ".join(str(v) for v in (sorted(value) if isinstance(value, (set, frozenset)) else value)) or None
    if is_none(value):
        return NONE
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    s = str(value).strip("\n")
    return s.replace("\n", _BREAK if html_lines else TEXT_JOIN)


class Table(pd.DataFrame):
    """A :class:`pandas.DataFrame` with the display described in the module docstring.
    ``empty_message`` is the sentence shown instead of an empty table."""

    _metadata = ["empty_message"]
    empty_message: str = "(none)"

    @property
    def _constructor(self) -> Any:
        return Table

    @classmethod
    def of(cls, rows: "Iterable[Mapping[str, Any]] | pd.DataFrame", columns: Sequence[str] | None = None,
           index: str | Sequence[str] | None = None, ints: Iterable[str] = INT_COLUMNS,
           empty: str | None = None) -> "Table":
        """A table from rows (or a DataFrame): the columns in ``ints`` that hold only whole numbers
        and missing values become nullable ``Int64``; ``index`` columns become the index."""
        df = rows if isinstance(rows, pd.DataFrame) else pd.DataFrame(list(rows), columns=columns)
        t = cls(df)
        for col in ints:
            if col in t.columns and len(t):
                vals = t[col]
                if all(is_none(v) or (isinstance(v, (int, float)) and not isinstance(v, bool)
                                      and float(v).is_integer()) for v in vals):
                    t[col] = pd.array([None if is_none(v) else int(v) for v in vals], dtype="Int64")
        if index is not None:
            t = t.set_index(index)
        if empty is not None:
            t.empty_message = empty
        return t

    def display_frame(self, html_lines: bool = False) -> pd.DataFrame:
        """A plain DataFrame of the strings shown (what the reprs render)."""
        df = pd.DataFrame(self).copy()
        out = pd.DataFrame({c: [show(v, html_lines) for v in df[c]] for c in df.columns}, index=df.index)
        out.columns = df.columns
        if isinstance(out.index, pd.MultiIndex) or out.index.dtype == object:
            out.index = out.index.map(lambda v: show(v, html_lines) if not isinstance(v, tuple)
                                      else tuple(show(x, html_lines) for x in v))
        return out

    def to_string(self, *args: Any, **kwargs: Any) -> str:
        if not len(self):
            return self.empty_message
        return self.display_frame().to_string(*args, **kwargs)

    def __repr__(self) -> str:
        if not len(self):
            return self.empty_message
        with pd.option_context("display.max_rows", pd.get_option("display.max_rows")):
            return repr(self.display_frame())

    def to_display_html(self) -> str:
        if not len(self):
            return f"<p><i>{html.escape(self.empty_message)}</i></p>"
        frame = self.display_frame(html_lines=True)
        text = frame.to_html(escape=True, notebook=True, border=0)
        # read like the articles: text left-aligned and top-aligned (JupyterLab right-aligns cells)
        cell = ' style="text-align:left;vertical-align:top"'
        text = text.replace("<td>", f"<td{cell}>").replace("<th>", f"<th{cell}>")
        return text.replace(_BREAK, "<br>")

    def _repr_html_(self) -> str:
        return self.to_display_html()
