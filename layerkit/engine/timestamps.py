"""Timestamps (613.7): the order effects apply in when nothing else decides.

The game gives timestamps as things happen (613.7b–f: an object as it enters, an effect as it
is created, counters of one kind the newest one's, an Aura or Equipment whenever it becomes
attached) — :mod:`layerkit.game.board` and :class:`~layerkit.engine.state.GameObject` hand them
out. This module says how the layer system reads them.

>>> static_timestamp((5,), (), [])
(5, 0)
>>> static_timestamp((5,), (9,), [(9,)]), static_timestamp((12,), (9,), [(9,)])
((9, 0), (12, 1))
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:  # pragma: no cover
    from .effects import Effect

Timestamp = tuple[int, ...]


def static_timestamp(obj_ts: Timestamp, granted_ts: Timestamp, granted_order: list[Timestamp]) -> Timestamp:
    """613.7a: a static ability's effect has its object's timestamp or that of the effect that
    granted the ability, whichever is later; when the object later gets a newer timestamp, the
    granted abilities' effects follow it but keep their order relative to its own."""
    if not granted_ts:
        return tuple(obj_ts) + (0,)
    if granted_ts > obj_ts:
        return tuple(granted_ts) + (0,)
    return tuple(obj_ts) + (1 + granted_order.index(granted_ts),)


def in_timestamp_order(effects: Iterable["Effect"]) -> list["Effect"]:
    """613.7: earlier timestamp first; ties (the modes of one modal spell share its timestamp, 700.2) are
    broken by the effect's key, which numbers them in printed order."""
    return sorted(effects, key=lambda e: (e.timestamp, e.key))
