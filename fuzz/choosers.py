"""The generator's decisions drawn from hypothesis, so that a failing board shrinks: an object with
the same three methods as :class:`fuzz.Chooser` (``integer``, ``choice``, ``coin``)."""
from __future__ import annotations

from typing import Any, Sequence


class DataChooser:
    """Decisions from a hypothesis ``data`` object (``st.data()``)."""

    def __init__(self, data: Any) -> None:
        self.data = data

    def integer(self, lo: int, hi: int) -> int:
        from hypothesis import strategies as st

        return self.data.draw(st.integers(lo, hi))

    def choice(self, seq: Sequence[Any]) -> Any:
        from hypothesis import strategies as st

        return seq[self.data.draw(st.integers(0, len(seq) - 1))]

    def coin(self, p: float = 0.5) -> bool:
        # shrinks towards False: optional features (and illegal steps) go away first
        from hypothesis import strategies as st

        return self.data.draw(st.integers(0, 999)) >= round(1000 * (1 - p))
