"""The wording-based layer classifier, re-exported: it lives in :mod:`layerkit.vocabulary.classifier`
(a pure function of oracle text) so that the card database (:mod:`layerkit.game.carddb`) can use it to
mark abilities it has no definition for. ``layerkit.classify`` and this module keep working.
"""
from __future__ import annotations

from ..vocabulary.classifier import LAYER_ORDER, Classification, Part, classify, split_abilities

__all__ = ["LAYER_ORDER", "Part", "Classification", "classify", "split_abilities"]
