"""A progress bar (tqdm) on long pool work, only when someone is watching: a terminal on stderr
or a notebook; never in a pipe, a log or CI (``CI`` set), and never in the doctests' output."""
from __future__ import annotations

import os
import sys
from typing import Iterable, TypeVar

T = TypeVar("T")


def interactive() -> bool:
    if os.environ.get("CI") or os.environ.get("LAYERKIT_NO_PROGRESS"):
        return False
    if "ipykernel" in sys.modules and "PYTEST_CURRENT_TEST" not in os.environ:
        return True                                    # a notebook (nbval runs under pytest: none)
    stream = sys.stderr
    return bool(getattr(stream, "isatty", None) and stream.isatty())


def progress(items: Iterable[T], desc: str, total: int | None = None) -> Iterable[T]:
    """``items`` with a progress bar when interactive, else ``items`` themselves."""
    if not interactive():
        return items
    try:
        if "ipykernel" in sys.modules:
            from tqdm.auto import tqdm
        else:
            from tqdm import tqdm
    except ImportError:                                # pragma: no cover - a dependency
        return items
    if total is None:
        total = len(items) if hasattr(items, "__len__") else None   # type: ignore[arg-type]
    return tqdm(items, desc=desc, total=total, unit="card", leave=False)
