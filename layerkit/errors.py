"""layerkit's own errors: every bad input ends in one of these, with a message that names
the file, the step or card, the field, and what was expected."""
from __future__ import annotations

from typing import Any

#: Longest part (message, field, hint, file) an error shows; longer input is cut with "…".
MAX_PART = 200


def truncate(text: str, limit: int = MAX_PART) -> str:
    """``text`` cut to ``limit`` characters (an ellipsis and the length left out marked).

    >>> truncate("x" * 300, 20)
    'xxxxxxxxxxxxxxxxxxx… (300 characters)'
    """
    text = str(text)
    return text if len(text) <= limit else f"{text[:limit - 1]}… ({len(text)} characters)"


def shown(value: Any, limit: int = 80) -> str:
    """A value as an error message shows it: its repr, cut to ``limit`` characters.

    >>> shown("abc"), shown(list(range(100)), 12)
    ("'abc'", '[0, 1, 2, 3… (390 characters)')
    """
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 — a value whose repr fails is shown by its type
        text = f"<{type(value).__name__}>"
    return truncate(text, limit)


class LayerkitError(Exception):
    """Base class of every error layerkit raises on purpose."""


class CardDataError(LayerkitError):
    """A card file or effect definition is malformed."""


class UnknownCardError(CardDataError, KeyError):
    """A card name that is not in the bundled set (the message lists the closest names)."""

    def __str__(self) -> str:  # KeyError would otherwise show the repr of the message
        return str(self.args[0]) if self.args else ""


class ScenarioError(LayerkitError):
    """A scenario file (or a Board built from Python) is invalid.

    >>> str(ScenarioError("no such object", file="x.yaml", step=3, field="targets", hint="known ids: a, b"))
    'x.yaml: step 3: targets: no such object (known ids: a, b)'
    """

    def __init__(self, message: str, *, file: str | None = None, step: int | None = None,
                 field: str | None = None, hint: str | None = None) -> None:
        self.message, self.file, self.step, self.field, self.hint = message, file, step, field, hint
        super().__init__(self._format())

    def _format(self) -> str:
        parts = []
        if self.file:
            parts.append(truncate(self.file))
        if self.step is not None:
            parts.append(f"step {self.step}")
        if self.field:
            parts.append(truncate(self.field, 80))
        text = ": ".join(parts + [truncate(self.message)])
        text = f"{text} ({truncate(self.hint)})" if self.hint else text
        return " ".join(text.split("\n"))

    def __str__(self) -> str:
        return self._format()

    def located(self, *, file: str | None = None, step: int | None = None) -> "ScenarioError":
        """The same error with the file and/or step filled in where still missing."""
        return ScenarioError(self.message, file=self.file or file,
                             step=self.step if self.step is not None else step,
                             field=self.field, hint=self.hint)
