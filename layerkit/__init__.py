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

from .rules.characteristics import LAYERS, Ability, Characteristics
from .errors import CardDataError, LayerkitError, ScenarioError, UnknownCardError

__version__ = "0.1.0"

__all__ = ["LAYERS", "Ability", "Board", "CardDataError", "Characteristics", "LayerkitError", "ObjectState",
           "Resolution", "Scenario", "ScenarioError", "UnknownCardError", "card", "cards", "classify", "compare_rules", "use_cards"]

_LAZY = {
    "Board": ("game.board", "Board"),
    "Resolution": ("engine.resolution", "Resolution"),
    "ObjectState": ("engine.resolution", "ObjectState"),
    "Scenario": ("game.scenario", "Scenario"),
    "compare_rules": ("analysis.orders", "compare_rules"),
    "card": ("game.carddb", "card"),
    "use_cards": ("game.carddb", "use_cards"),
    "classify": ("vocabulary.classifier", "classify"),
    "cards": ("analysis.pool", None),       # the module itself: layerkit.cards.bundled(), ...
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        mod = importlib.import_module(f".{module}", __name__)
        value = mod if attr is None else getattr(mod, attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'layerkit' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
