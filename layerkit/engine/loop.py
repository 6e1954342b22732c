"""The layer system (rule 613): from printed values to each object's characteristics.

:func:`resolve_state` is the whole algorithm::

    characteristics = printed values (layer 0)
    for each layer 1a ... 7d:
        repeat until no effect is left to apply in this layer:
            candidates = effects that exist now and have a part in this layer
                         (613.6: an effect that started in an earlier layer keeps going)
            choose one: CDAs first (613.3), then dependency (613.8), then timestamp (613.7)
            apply it; record what changed

Nothing is mutated: every step makes new :class:`Characteristics` values.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Mapping, NamedTuple

from ..rules import intrinsic
from .applying import Application
from ..rules.characteristics import LAYERS, Ability, Characteristics, Label, Layer, Origin
from ..vocabulary.model import EMPTY, Definition
from ..vocabulary.ops import is_cda_definition, layers_of
from .selectors import Queries
from .state import KEYWORD_COUNTERS, GameState

#: Kinds of ability that generate continuous effects by being on an object (604).
STATIC_KINDS = frozenset({"static", "keyword", "level"})


class Source(Label):
    """What kind of thing an effect comes from."""

    STATIC = "static"         # a static ability an object has now (604, 611.3)
    RESOLVED = "resolved"     # a resolved spell or ability (611.2)
    COUNTER = "counter"       # keyword, +1/+1 and -1/-1 counters (613.1f, 613.4c)
    COPY = "copy"             # entering as a copy (707.2, 613.2a)
    MERGE = "merge"           # a merged permanent (730.2a)
    FACE_DOWN = "face-down"   # 708.2 (613.2b)
    RULE = "rule"             # a rule, such as the amended 608.3a determination


@dataclass(frozen=True)
class Effect:
    """One continuous effect as the layer system sees it."""

    key: str
    label: str
    source: str | None
    controller: str
    timestamp: tuple
    definition: Definition = field(repr=False, compare=False)
    origin: str                      # a :class:`Source`
    cda: bool = False
    ability_uid: str | None = None   # statics: the ability that must still exist
    fixed: frozenset[str] | None = None   # resolved effects: objects fixed when created (611.2c)
    choices: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    targets: tuple[str, ...] = ()
    payload: Any = field(default=None, compare=False, repr=False)   # counters, copy values, merged components

    def layers(self) -> list[str]:
        if self.origin == Source.COUNTER:
            return [self.payload[0]]
        if self.origin in (Source.COPY, Source.MERGE):
            return [Layer.L1A]
        return layers_of(self.definition, cda=self.cda)


class Dependency(NamedTuple):
    """613.8a: in ``layer``, ``dependent`` depends on ``depends_on`` because applying the latter
    first would change the former's ``reason`` (existence, text, applies to, what it does)."""

    layer: str
    dependent: str
    depends_on: str
    reason: str


class Change(NamedTuple):
    """One characteristic of one object changed by one application (a row of the trace)."""

    object: str
    characteristic: str
    before: Any
    after: Any


@dataclass
class Applied:
    """One application of one effect in one layer, for the trace."""

    seq: int
    layer: str
    effect: Effect
    affected: tuple[str, ...]
    reason: str
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


CHARACTERISTIC_FIELDS = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "abilities",
                         "power", "toughness", "loyalty", "defense", "controller", "text", "face_down",
                         "cant_have")


def diff(before: Characteristics, after: Characteristics) -> list[tuple[str, Any, Any]]:
    return [(f, getattr(before, f), getattr(after, f)) for f in CHARACTERISTIC_FIELDS
            if getattr(before, f) != getattr(after, f)]


class Engine(Queries, Application):
    """Resolves one :class:`GameState`. Holds only this resolution's working values."""

    def __init__(self, state: GameState, *, dependencies: bool = True) -> None:
        self.state = state
        self.rules = state.rules
        self.use_dependencies = dependencies
        self.chars: dict[str, Characteristics] = {}
        self.started: dict[str, tuple[Effect, frozenset[str]]] = {}
        self.applied: list[Applied] = []
        self.dependencies: list[Dependency] = []
        self._dep_seen: set[tuple[str, str, str]] = set()
        self.copiable: dict[str, Characteristics] = {}
        self._static_instructions: dict[tuple, tuple] = {}
        self._match_memo: dict[tuple, tuple] = {}
        self._local_instructions: dict[tuple, tuple] = {}
        self._reach: dict[tuple, str] = {}
        self._affected_memo: dict[tuple, tuple] = {}
        self._classes: dict[int, tuple] = {}
        self._reads: dict[Definition, frozenset] = {}
        # incremental 613.8c: which objects each application changed, and cached pair decisions
        self.applications = 0
        self.last_changed: dict[str, int] = {}
        self.last_change_set: frozenset[str] = frozenset()
        self._dep_cache: dict[tuple, tuple] = {}
        self._aff_prev: dict[str, frozenset] = {}
        self._aff_dirty: dict[str, int] = {}
        self._apply_memo: dict[tuple, tuple] = {}
        self._intern: dict[Characteristics, Characteristics] = {}
        # what a selector may read of an object besides its characteristics; fixed for a resolution
        self._status = {oid: (o.zone, o.owner, o.token, o.tapped, o.combat,
                              tuple(sorted(c.kind for c in o.counters)))
                        for oid, o in state.objects.items()}

    # ------------------------------------------------------------------ effects that exist now
    def static_effects(self, chars: Mapping[str, Characteristics]) -> list[Effect]:
        """Effects of static abilities objects have right now, where those abilities work."""
        out = []
        for oid in sorted(chars):
            c = chars[oid]
            o = self.obj(oid)
            granted_order = sorted({a.timestamp for a in c.abilities if a.timestamp})
            for ab in c.abilities:
                d = ab.definition
                if d is None or ab.kind not in STATIC_KINDS or not d.operations:
                    continue
                cda = ab.origin in (Origin.PRINTED, Origin.COPIED, Origin.TEXT) and is_cda_definition(d)
                zones = d.zones or (("any",) if cda else ("battlefield",))  # 604.3: CDAs work everywhere
                if "any" not in zones and o.zone not in zones:
                    continue
                ts = self.static_timestamp(o.timestamp, ab.timestamp, granted_order)
                out.append(Effect(key=f"{oid}/{ab.uid}", label=f"{c.name or oid}: {ab.text}", source=oid,
                                  controller=c.controller, timestamp=ts, definition=d, origin=Source.STATIC,
                                  cda=cda, ability_uid=ab.uid, choices=o.choices))
        return out

    @staticmethod
    def static_timestamp(obj_ts: tuple, granted_ts: tuple, granted_order: list) -> tuple:
        """613.7a: a static ability's effect has its object's timestamp or that of the effect that
        granted the ability, whichever is later; when the object later gets a newer timestamp,
        the granted abilities' effects follow it but keep their order relative to its own."""
        if not granted_ts:
            return tuple(obj_ts) + (0,)
        if granted_ts > obj_ts:
            return tuple(granted_ts) + (0,)
        return tuple(obj_ts) + (1 + granted_order.index(granted_ts),)

    def exists(self, effect: Effect, chars: Mapping[str, Characteristics]) -> bool:
        """An effect not yet started exists while its ability is on its source and its condition holds."""
        if effect.origin != "static" or effect.key in self.started:
            return True
        c = chars.get(effect.source) if effect.source is not None else None
        if c is None or not any(a.uid == effect.ability_uid for a in c.abilities):
            return False
        return self.condition(effect, effect.definition.condition, chars)

    def current_text(self, effect: Effect, chars: Mapping[str, Characteristics]) -> str | None:
        if effect.origin != "static":
            return None
        c = chars.get(effect.source) if effect.source is not None else None
        for a in (c.abilities if c else ()):
            if a.uid == effect.ability_uid:
                return a.text
        return None

    def refresh_static(self, effect: Effect, chars: Mapping[str, Characteristics]) -> Effect:
        """A static effect reads its ability as it is *now* (its text may have been changed)."""
        if effect.origin != "static" or effect.key in self.started:
            return effect
        c = chars.get(effect.source) if effect.source is not None else None
        if c is None:
            return effect
        for a in c.abilities:
            if a.uid == effect.ability_uid and a.definition is not None and a.definition != effect.definition:
                return replace(effect, definition=a.definition, label=f"{c.name or effect.source}: {a.text}")
        return effect

    def candidates(self, layer: str, chars: Mapping[str, Characteristics], done: set[str]) -> list[Effect]:
        out: dict[str, Effect] = {}
        for key, (eff, _) in self.started.items():          # 613.6
            if key not in done and layer in eff.layers():
                out[key] = eff
        for eff in self.resolved_effects():
            if eff.key not in done and layer in eff.layers():
                out[eff.key] = eff
        for eff in self.static_effects(chars):
            if eff.key in done or eff.key in out or layer not in eff.layers():
                continue
            if self.exists(eff, chars):
                out[eff.key] = eff
        out.update({e.key: e for e in self.counter_effects(layer, chars) if e.key not in done})
        return list(out.values())

    def resolved_effects(self) -> list[Effect]:
        if not hasattr(self, "_resolved"):
            res = []
            for r in self.state.effects:
                live = frozenset(oid for oid, inc in r.affected
                                 if oid in self.state.objects and self.obj(oid).incarnation == inc)
                res.append(Effect(key=r.key, label=r.label, source=r.source, controller=r.controller,
                                  timestamp=r.timestamp, definition=r.definition, origin=Source.RESOLVED,
                                  fixed=live, choices=r.choices, targets=r.targets))
            self._resolved = res
        return self._resolved

    def counter_effects(self, layer: str, chars: Mapping[str, Characteristics]) -> list[Effect]:
        """Keyword counters act in layer 6 (613.1f); +1/+1 and -1/-1 counters in 7c (613.4c)."""
        out = []
        payload: tuple[str, str, Any]
        for oid in sorted(chars):
            o = self.obj(oid)
            for c in o.counters:
                if layer == Layer.L6 and c.kind in KEYWORD_COUNTERS:
                    payload = (Layer.L6, "keyword", KEYWORD_COUNTERS[c.kind])
                elif layer == Layer.L7C and c.kind in ("+1/+1", "-1/-1") and o.zone == "battlefield":
                    payload = (Layer.L7C, c.kind, c.count)
                else:
                    continue
                out.append(Effect(key=f"{oid}/counter:{c.kind}", label=f"{c.count} {c.kind} counter(s) on {chars[oid].name or oid}",
                                  source=oid, controller=chars[oid].controller, timestamp=c.timestamp,
                                  definition=EMPTY, origin=Source.COUNTER, fixed=frozenset({oid}), payload=payload))
        return out

    # ------------------------------------------------------------------ the layer loop
    def run(self) -> LayerRun:
        from .dependency import choose

        chars: dict[str, Characteristics] = {}
        for oid, o in sorted(self.state.objects.items()):
            chars[oid] = self.intern(self.settle_intrinsic(o.printed(), o.zone))     # layer 0
        initial = dict(chars)
        after: dict[str, dict[str, Characteristics]] = {}
        seq = 0
        for layer in LAYERS:
            if layer == "1a":
                chars, seq = self.layer_1a(chars, seq)
            elif layer == "1b":
                chars, seq = self.layer_1b(chars, seq)
            else:
                done: set[str] = set()
                while True:
                    cands = [self.refresh_static(e, chars) for e in self.candidates(layer, chars, done)]
                    if not cands:
                        break
                    eff, reason = choose(self, layer, cands, chars)
                    targets = self.affected(eff, chars)
                    if eff.key not in self.started and eff.origin == Source.STATIC:
                        self.started[eff.key] = (eff, targets)     # 613.6: locked from now on
                    new = self.apply(eff, layer, chars, targets)
                    seq += 1
                    self.record(seq, layer, eff, targets, reason, chars, new)
                    self.note_changes(chars, new, targets)
                    chars = new
                    done.add(eff.key)
            if layer == "1b":
                self.copiable = dict(chars)   # 613.2c
            after[layer] = dict(chars)
            if layer == "3" and self.rules == "amended":
                # proposed 608.3a: one determination after layer 3, before layer 4 (recorded as a
                # step of layer 4 so that the state after layer 3 shows no intrinsic ability)
                new = intrinsic.determine_after_layer_3(self, chars)
                changed = [oid for oid in sorted(new) if new[oid] != chars[oid]]
                if changed:
                    eff = Effect(key="rule/608.3a", label="608.3a: intrinsic abilities are determined", source=None,
                                 controller="", timestamp=(0,), definition=EMPTY, origin=Source.RULE)
                    seq += 1
                    self.record(seq, "4", eff, changed, "rule 608.3a (amended), before any layer-4 effect", chars, new)
                chars = new
        return LayerRun(initial=initial, after_layer=after, applied=self.applied,
                        dependencies=self.dependencies, final=chars, copiable=self.copiable)

    def note_changes(self, before: Mapping[str, Characteristics], after: Mapping[str, Characteristics],
                     targets: Iterable[str]) -> None:
        self.applications += 1
        changed = frozenset(o for o in targets if before[o] is not after[o])
        for o in changed:
            self.last_changed[o] = self.applications
        self.last_change_set = changed

    def record(self, seq: int, layer: str, eff: Effect, targets: Iterable[str], reason: str,
               before: Mapping[str, Characteristics], after: Mapping[str, Characteristics]) -> None:
        changes: list[Change] = []
        memo: dict[tuple[int, int], list] = {}
        for oid in sorted(targets):
            b_c, a_c = before[oid], after[oid]
            if b_c is a_c:
                continue
            key = (id(b_c), id(a_c))
            if key not in memo:
                memo[key] = diff(b_c, a_c)
            for f, b, a in memo[key]:
                changes.append(Change(oid, f, b, a))
        self.applied.append(Applied(seq, layer, eff, tuple(sorted(targets)), reason, changes))

    def layer_1a(self, chars: dict[str, Characteristics], seq: int) -> tuple[dict[str, Characteristics], int]:
        """Copy effects and merging, in timestamp order (613.2a)."""
        from .dependency import choose

        effects: list[Effect] = []
        for oid, o in sorted(self.state.objects.items()):
            if o.copy_of is not None:
                effects.append(Effect(key=f"{oid}/enters-as-copy", label=f"{o.card.name} enters as a copy of "
                                      f"{o.copy_of.name or o.copy_source}", source=oid, controller=o.controller,
                                      timestamp=o.timestamp, definition=EMPTY, payload=o.copy_of, origin=Source.COPY,
                                      fixed=frozenset({oid})))
            if o.merged:
                effects.append(Effect(key=f"{oid}/merge", label=f"{oid} merged: {' over '.join(c.name for c in o.merged)}",
                                      source=oid, controller=o.controller, timestamp=o.timestamp,
                                      definition=EMPTY, payload=o.merged, origin=Source.MERGE, fixed=frozenset({oid})))
        done: set[str] = set()
        while True:
            cands = [e for e in effects if e.key not in done]
            cands += [e for e in self.candidates("1a", chars, done) if e.key not in {c.key for c in cands}]
            if not cands:
                break
            eff, reason = choose(self, "1a", cands, chars)
            targets = self.affected(eff, chars)
            if eff.origin == Source.STATIC and eff.key not in self.started:
                self.started[eff.key] = (eff, targets)
            new = dict(chars)
            for oid in sorted(targets):
                if eff.origin == Source.COPY:
                    new[oid] = self.copy_onto(chars[oid], eff.payload, None, eff, self.zone(oid))
                elif eff.origin == Source.MERGE:
                    new[oid] = self.merge(chars[oid], eff.payload)
                else:
                    new[oid] = self.apply_to(eff, "1a", oid, chars)
                new[oid] = self.settle_intrinsic(new[oid], self.zone(oid))
            seq += 1
            self.record(seq, "1a", eff, targets, reason, chars, new)
            chars = new
            done.add(eff.key)
        return chars, seq

    def merge(self, c: Characteristics, components) -> Characteristics:
        """730.2a: the merged permanent has the characteristics of its topmost component plus the
        abilities of all its other components."""
        top = components[0].printed
        abilities = list(top.abilities)
        for comp in components[1:]:
            abilities.extend(comp.printed.abilities)
        return replace(top, abilities=tuple(abilities), controller=c.controller)

    def layer_1b(self, chars: dict[str, Characteristics], seq: int) -> tuple[dict[str, Characteristics], int]:
        """708.2: a face-down permanent has only the characteristics listed by what made it face
        down (Yedora, Grave Gardener: "It's a Forest land."); with none listed it is a 2/2 creature
        with no text, name, subtypes or mana cost (708.2a); a disguised or cloaked one has ward {2}
        (702.168, 701.58)."""
        for oid, o in sorted(self.state.objects.items()):
            if not o.face_down:
                continue
            c = chars[oid]
            abilities = (Ability(text="Ward {2}", kind="keyword", keyword="Ward", origin=Origin.RULE,
                                 card=f"face-down ({o.face_down})"),) if o.face_down in ("disguise", "cloak") else ()
            if o.face_down_values is not None:
                new_c = replace(o.face_down_values, controller=c.controller)
            else:
                new_c = Characteristics(types=frozenset({"Creature"}), power=2, toughness=2, abilities=abilities,
                                        controller=c.controller, face_down=True)
            eff = Effect(key=f"{oid}/face-down", label=f"{oid} is face down ({_face_down_kind(o)}, 708.2)", source=oid,
                         controller=c.controller, timestamp=o.timestamp, definition=EMPTY, origin=Source.FACE_DOWN,
                         fixed=frozenset({oid}))
            new = dict(chars)
            new[oid] = self.settle_intrinsic(new_c, o.zone)
            seq += 1
            self.record(seq, "1b", eff, [oid], "face-down characteristics (613.2b)", chars, new)
            chars = new
        return chars, seq


def _face_down_kind(o) -> str:
    if o.face_down_values is not None:
        return f"as {o.face_down_values.type_line}"
    return str(o.face_down)


def resolve_state(state: GameState, *, dependencies: bool = True) -> LayerRun:
    """Run the layer system over a game state."""
    return Engine(state, dependencies=dependencies).run()
