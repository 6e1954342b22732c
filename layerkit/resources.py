"""Where layerkit's package data lives: the only module that knows.

Card facts (``cards/oracle.json``), effect definitions (``effects/*.yaml``), rule tables
(``rules/subtypes.json``) and scenarios (``scenarios/*.yaml``) ship inside the package as
``layerkit/data/`` and are found through :mod:`importlib.resources`, so a checkout, an editable
install and a wheel all read the same files. (In a checkout the top-level ``data`` is a relative
symlink to ``layerkit/data``.) layerkit is installed as files, so every resource is a real path.

>>> data_file("rules", "subtypes.json").name
'subtypes.json'
>>> [p.name for p in scenario_files("layers-0[23]*")]
['layers-02-diminish-then-square-up.yaml', 'layers-03-square-up-then-diminish.yaml']
"""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path

__all__ = ["data_dir", "data_file", "read_text", "scenario_files"]


@lru_cache(maxsize=1)
def data_dir() -> Path:
    """The folder of the package data (``layerkit/data``)."""
    root = resources.files(__package__ or "layerkit").joinpath("data")
    if not isinstance(root, Path):  # pragma: no cover - e.g. a zip import
        raise RuntimeError(f"layerkit's data is not on the file system ({root!r}); install layerkit as files")
    return root


def data_file(*parts: str) -> Path:
    """A file or folder of the package data, e.g. ``data_file("cards", "oracle.json")``."""
    return data_dir().joinpath(*parts)


def read_text(*parts: str) -> str:
    """The text of a file of the package data (UTF-8)."""
    return data_file(*parts).read_text(encoding="utf-8")


def scenario_files(pattern: str = "*") -> list[Path]:
    """The bundled scenario files whose name (without ``.yaml``) matches a glob pattern, sorted."""
    return sorted(data_file("scenarios").glob(f"{pattern}.yaml"))
