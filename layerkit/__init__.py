"""layerkit: the layer system of Magic: The Gathering (Comprehensive Rules 613), step by step.

>>> import layerkit
>>> board = layerkit.Board()
>>> _ = board.enter("Humility")
>>> _ = board.enter("Grizzly Bears", id="bears")
>>> res = board.resolve()
>>> res["bears"].power, res["bears"].abilities
(1, ())

Heavy modules (pandas, matplotlib, ipywidgets) load only when a function that needs them runs.
"""
from __future__ import annotations

from typing import Any

from .characteristics import LAYERS, Ability, Characteristics
from .errors import CardDataError, LayerkitError, ScenarioError, UnknownCardError

__version__ = "0.1.0"

__all__ = ["LAYERS", "Ability", "Board", "CardDataError", "Characteristics", "LayerkitError", "ObjectState",
           "Resolution", "Scenario", "ScenarioError", "UnknownCardError", "card", "classify", "compare_rules"]

_LAZY = {
    "Board": ("board", "Board"),
    "Resolution": ("resolution", "Resolution"),
    "ObjectState": ("resolution", "ObjectState"),
    "Scenario": ("scenario", "Scenario"),
    "compare_rules": ("scenario", "compare_rules"),
    "card": ("carddata", "card"),
    "classify": ("classifier", "classify"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(f".{module}", __name__), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'layerkit' has no attribute {name!r}")
