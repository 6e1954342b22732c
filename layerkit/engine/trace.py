"""What one resolution records: each application of an effect (its layer, why it went when it
did, what it changed), the dependencies found (613.8a), and the states after each layer.

A :class:`Trace` is written by the layer loop and read by :class:`~layerkit.engine.resolution.Resolution`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping, NamedTuple

from ..rules.characteristics import Characteristics

if TYPE_CHECKING:  # pragma: no cover
    from .effects import Effect

CHARACTERISTIC_FIELDS = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "abilities",
                         "power", "toughness", "loyalty", "defense", "controller", "text", "face_down",
                         "cant_have")
"""The characteristics (109.3, plus the controller and what an object can't have) the trace follows."""


class Change(NamedTuple):
    """One characteristic of one object changed by one application (a row of the trace)."""

    object: str
    characteristic: str
    before: Any
    after: Any


class Dependency(NamedTuple):
    """613.8a: in ``layer``, ``dependent`` depends on ``depends_on`` because applying the latter
    first would change the former's ``reason`` (existence, text, applies to, what it does)."""

    layer: str
    dependent: str
    depends_on: str
    reason: str


@dataclass
class Applied:
    """One application of one effect in one layer."""

    seq: int
    layer: str
    effect: "Effect"
    affected: tuple[str, ...]
    reason: str              # why it went when it did: 613.3, 613.7, 613.8
    changes: list[Change]


@dataclass
class LayerRun:
    """Everything one resolution found: states after each layer, applications, dependencies."""

    initial: dict[str, Characteristics]
    after_layer: dict[str, dict[str, Characteristics]]
    applied: list[Applied]
    dependencies: list[Dependency]
    final: dict[str, Characteristics]
    copiable: dict[str, Characteristics]
    #: What an incremental resolution reuses from this one (engine/incremental.py); not part of the result.
    index: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)


def diff(before: Characteristics, after: Characteristics) -> list[tuple[str, Any, Any]]:
    return [(f, getattr(before, f), getattr(after, f)) for f in CHARACTERISTIC_FIELDS
            if getattr(before, f) != getattr(after, f)]


@dataclass
class Trace:
    """The record of one resolution as it happens; also tells the dependency check which objects
    the last application changed (613.8c: pairs nothing touched keep their answer)."""

    applied: list[Applied] = field(default_factory=list)
    dependencies: list[Dependency] = field(default_factory=list)
    applications: int = 0
    last_changed: dict[str, int] = field(default_factory=dict)
    last_change_set: frozenset[str] = frozenset()

    @property
    def seq(self) -> int:
        return len(self.applied)

    def record(self, layer: str, effect: "Effect", targets: Iterable[str], reason: str,
               before: Mapping[str, Characteristics], after: Mapping[str, Characteristics]) -> None:
        """One application: what changed on each object it applied to."""
        changes: list[Change] = []
        memo: dict[tuple[int, int], list] = {}
        for oid in sorted(targets):
            b_c, a_c = before[oid], after[oid]
            if b_c is a_c:
                continue
            key = (id(b_c), id(a_c))        # interned values: one diff per distinct pair
            if key not in memo:
                memo[key] = diff(b_c, a_c)
            for f, b, a in memo[key]:
                changes.append(Change(oid, f, b, a))
        self.applied.append(Applied(self.seq + 1, layer, effect, tuple(sorted(targets)), reason, changes))

    def note_changes(self, before: Mapping[str, Characteristics], after: Mapping[str, Characteristics],
                     targets: Iterable[str]) -> None:
        """Which objects an application of a layer 2–7 effect changed (for 613.8c's re-check)."""
        self.applications += 1
        changed = frozenset(o for o in targets if before[o] is not after[o])
        for o in changed:
            self.last_changed[o] = self.applications
        self.last_change_set = changed
