"""Intrinsic abilities: abilities the rules give an object (305.6, 306.5b, 310.4b, 714.3a),
and the counters a permanent enters with because of them (614.12).

Under ``rules: cr`` the basic land types' mana abilities follow the object's types from layer 0
on (see :mod:`layerkit.operations`); the other intrinsic abilities are read from the entering
permanent's final characteristics.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

if TYPE_CHECKING:  # pragma: no cover
    from .characteristics import Characteristics
    from .layers import Engine
    from .resolution import ObjectState
    from .state import GameObject


def entering_counters(state: "ObjectState", obj: "GameObject") -> dict[str, int]:
    """Counters the permanent enters with: loyalty for a planeswalker (306.5b), defense for a
    battle (310.4b), decided from the characteristics it has on the battlefield (614.12)."""
    out: dict[str, int] = {}
    printed = obj.printed()
    if "Planeswalker" in state.types and printed.loyalty is not None:
        out["loyalty"] = printed.loyalty
    if "Battle" in state.types and printed.defense is not None:
        out["defense"] = printed.defense
    return out


def determine_after_layer_3(engine: "Engine", chars: Mapping[str, "Characteristics"]) -> dict[str, "Characteristics"]:
    """608.3a (amended): each object gains the intrinsic abilities whose criteria it meets."""
    from . import operations as ops

    return {oid: ops.with_intrinsic_lands(c) for oid, c in chars.items()}
