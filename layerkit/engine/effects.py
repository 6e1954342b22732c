"""The continuous effects that exist at one moment of the layer system, and what each is.

An effect comes from a static ability an object has now (in a zone where it works; a CDA in
every zone, 604.3), from a resolved spell or ability (611.2; its objects fixed when it began,
611.2c), from counters (keyword counters in layer 6, 613.1f; +1/+1 and -1/-1 in 7c, 613.4c), from
entering as a copy or merging (layer 1a, 707.2, 730.2a), or from being face down (1b, 708.2).
Once an effect has started to apply it keeps going in its later layers, locked to the same
objects (613.6) — :attr:`EffectGatherer.started`.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Mapping

from ..rules.characteristics import Ability, Characteristics, Label, Layer, Origin
from ..vocabulary.model import EMPTY, Definition, Not
from ..vocabulary.ops import is_cda_definition, layers_of
from .state import KEYWORD_COUNTERS, GameObject, pt_counter
from .timestamps import static_timestamp
from .view import BoardView, Moment

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
        """The layers the effect has a part in, in layer order (worked out once; don't change the list)."""
        known = self.__dict__.get("_layers")
        if known is None:
            if self.origin == Source.COUNTER:
                known = [self.payload[0]]
            elif self.origin in (Source.COPY, Source.MERGE):
                known = [Layer.L1A]
            else:
                known = layers_of(self.definition, cda=self.cda)
            object.__setattr__(self, "_layers", known)     # a frozen value: the answer can't change
        return known


@lru_cache(maxsize=4096)
def static_parts(d: Definition) -> tuple[tuple[str, Definition], ...]:
    """The effects one static ability's definition makes, each with the suffix of its key: the
    definition itself; or, when it has an ``otherwise`` ("Enchanted creature gets +2/+2 as long as
    it's a Vampire. Otherwise, it gets -2/-2."), the effect while its condition holds and the other
    one, on the same objects, while it doesn't (``{not: condition}``).

    >>> from layerkit.vocabulary.parse import parse_definition
    >>> d = parse_definition({"affects": "enchanted", "condition": {"enchanted": {"subtypes": ["Vampire"]}},
    ...                       "modify_pt": [2, 2], "otherwise": {"modify_pt": [-2, -2]}}, "doctest")
    >>> [(k, p.op("modify_pt").arg, type(p.condition).__name__) for k, p in static_parts(d)]
    [('', (2, 2), 'EnchantedIs'), ('/otherwise', (-2, -2), 'Not')]
    """
    if d.static is not None:
        # 702.176a: a keyword that represents two static abilities (impending): the second one's effect, beside the
        # first one's when it has one of its own
        second = replace(d.static[1], zones=d.zones, kind=d.kind)
        return ((("", replace(d, static=None)),) if d.operations else ()) + (("/static", second),)
    if d.parts:
        # a static ability's effects on different objects, or under different conditions ("As long as you control
        # your commander, this creature gets +2/+2 and other creatures you control get +2/+2"): one effect each,
        # all with the ability's timestamp (613.7a), functioning where the ability does
        return tuple((f"/part{i}", replace(p, zones=d.zones, kind=d.kind)) for i, p in enumerate(d.parts, 1))
    if d.otherwise is None or d.condition is None:
        return (("", d),)
    main = replace(d, otherwise=None)
    other = replace(d.otherwise, affects=d.otherwise.affects or d.affects, condition=Not(d.condition),
                    zones=d.zones, kind=d.kind)
    return (("", main), ("/otherwise", other))


class EffectGatherer:
    """Which effects exist now, in a layer, for the characteristics of this moment."""

    def __init__(self, view: BoardView) -> None:
        self.view = view
        self.started: dict[str, tuple[Effect, frozenset[str]]] = {}   # 613.6
        self._resolved: list[Effect] | None = None
        # each object's static effects, read from its (interned) characteristics: re-read only
        # for objects whose characteristics are not the very value they were read from
        self._static_of: dict[str, tuple[Characteristics, tuple[Effect, ...]]] = {}
        self._static_all: tuple[Mapping[str, Characteristics], list[Effect], dict[str, tuple[Effect, ...]]] | None = None
        self._with_counters: list[str] | None = None
        self._exists_memo: dict[tuple, tuple[tuple[Mapping[str, Characteristics], bool], ...]] = {}

    def start(self, effect: Effect, targets: frozenset[str]) -> None:
        """613.6: a static ability's effect that begins to apply is locked to these objects."""
        if effect.origin == Source.STATIC and effect.key not in self.started:
            self.started[effect.key] = (effect, targets)

    def candidates(self, layer: str, chars: Mapping[str, Characteristics], done: set[str], *,
                   refresh: bool = True) -> list[Effect]:
        """Effects with a part in ``layer`` that exist now and have not applied in it yet (static
        ones read as their abilities are now, unless ``refresh`` is false)."""
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
        return [self.refresh_static(e, chars) for e in out.values()] if refresh else list(out.values())

    def static_effects(self, chars: Mapping[str, Characteristics]) -> list[Effect]:
        """Effects of static abilities objects have right now, where those abilities work.

        Gathered once and updated: an object's effects depend only on its characteristics (an
        interned value) and its fixed game facts (zone, timestamp, choices), so only objects whose
        characteristics changed since they were last read are read again."""
        last = self._static_all
        if last is not None and last[0] is chars:
            return last[1]
        memo = self._static_of
        moment = chars if isinstance(chars, Moment) else None
        base = moment.base() if moment is not None and moment.base is not None else None
        if last is not None and moment is not None and base is not None and last[0] is base:
            having = dict(last[2])           # only the objects that may have changed are read again
            for oid in moment.changed:
                c = chars[oid]
                hit = memo.get(oid)
                if hit is None or hit[0] is not c:
                    hit = memo[oid] = (c, self._static_effects_of(oid, c))
                if hit[1]:
                    having[oid] = hit[1]
                else:
                    having.pop(oid, None)
        else:
            having = {}
            for oid, c in chars.items():
                hit = memo.get(oid)
                if hit is None or hit[0] is not c:
                    hit = memo[oid] = (c, self._static_effects_of(oid, c))
                if hit[1]:
                    having[oid] = hit[1]
        out = [e for oid in sorted(having) for e in having[oid]]
        self._static_all = (chars, out, having)
        return out

    def _static_effects_of(self, oid: str, c: Characteristics) -> tuple[Effect, ...]:
        o = self.view.obj(oid)
        out = []
        granted_order: list | None = None
        for ab in c.abilities:
            d = ab.definition
            if d is None or ab.kind not in STATIC_KINDS or not (d.operations or d.parts or d.static):
                continue
            cda = ab.origin in (Origin.PRINTED, Origin.COPIED, Origin.TEXT) and is_cda_definition(d)
            zones = d.zones or (("any",) if cda else ("battlefield",))  # 604.3: CDAs work everywhere
            if "any" not in zones and o.zone not in zones:
                continue
            if granted_order is None:
                granted_order = sorted({a.timestamp for a in c.abilities if a.timestamp})
            ts = static_timestamp(o.timestamp, ab.timestamp, granted_order)
            # 108.4a: a card outside the battlefield and the stack has no controller: its owner is used
            controller = c.controller if o.zone in ("battlefield", "stack") or not o.owner else o.owner
            for suffix, part in (static_parts(d) if d.otherwise is not None or d.parts or d.static else (("", d),)):
                out.append(Effect(key=f"{oid}/{ab.uid}{suffix}", label=f"{c.name or oid}: {ab.text}", source=oid,
                                  controller=controller, timestamp=ts, definition=part, origin=Source.STATIC,
                                  cda=cda and not suffix, ability_uid=ab.uid, choices=o.choices))
        return tuple(out)

    def exists(self, effect: Effect, chars: Mapping[str, Characteristics]) -> bool:
        """An effect not yet started exists while its ability is on its source and its condition holds."""
        if effect.origin != Source.STATIC or effect.key in self.started:
            return True
        c = chars.get(effect.source) if effect.source is not None else None
        if c is None or not any(a.uid == effect.ability_uid for a in c.abilities):
            return False
        cond = effect.definition.condition
        if cond is None and not effect.definition.facts:
            return True
        # a condition reads the characteristics of this moment: one answer per effect and moment
        # (two moments kept: the dependency check alternates the board and a trial of it)
        key = (effect.key, effect.controller, cond)
        hit = self._exists_memo.get(key)
        if hit is not None:
            for seen, result in hit:
                if seen is chars:
                    return result
        # a game fact the board was not told is never assumed: the effect that reads it does not
        # exist (Resolution.unsupported lists it)
        result = not self.view.missing_facts(effect, chars) and self.view.condition(effect, cond, chars)
        self._exists_memo[key] = ((chars, result),) + (hit[:1] if hit else ())
        return result

    def current_text(self, effect: Effect, chars: Mapping[str, Characteristics]) -> str | None:
        """The text of the ability a static effect comes from, as it is now (612: it may change)."""
        if effect.origin != Source.STATIC:
            return None
        c = chars.get(effect.source) if effect.source is not None else None
        for a in (c.abilities if c else ()):
            if a.uid == effect.ability_uid:
                return a.text
        return None

    def refresh_static(self, effect: Effect, chars: Mapping[str, Characteristics]) -> Effect:
        """A static effect reads its ability as it is *now* (its text may have been changed)."""
        if effect.origin != Source.STATIC or effect.key in self.started:
            return effect
        c = chars.get(effect.source) if effect.source is not None else None
        if c is None:
            return effect
        for a in c.abilities:
            if a.uid == effect.ability_uid and a.definition is not None and a.definition.otherwise is None \
                    and not a.definition.parts and a.definition.static is None:
                if a.definition != effect.definition and effect.key == f"{effect.source}/{a.uid}":
                    return replace(effect, definition=a.definition, label=f"{c.name or effect.source}: {a.text}")
            elif a.uid == effect.ability_uid and a.definition is not None:
                suffix = effect.key[len(f"{effect.source}/{a.uid}"):]
                part = dict(static_parts(a.definition)).get(suffix)
                if part is None:
                    return effect
                if part != effect.definition:
                    return replace(effect, definition=part, label=f"{c.name or effect.source}: {a.text}")
        return effect

    def resolved_effects(self) -> list[Effect]:
        """611.2c: effects of resolved spells and abilities apply to the objects fixed when they
        began — the same objects, not new ones after a zone change (400.7)."""
        if self._resolved is None:
            res = []
            for r in self.view.state.effects:
                # a perpetual (Alchemy) effect follows its objects into every zone: the card is
                # the same card for it after a zone change, so its incarnation is not compared
                live = frozenset(oid for oid, inc in r.affected
                                 if oid in self.view.state.objects
                                 and (r.duration == "perpetual" or self.view.obj(oid).incarnation == inc))
                res.append(Effect(key=r.key, label=r.label, source=r.source, controller=r.controller,
                                  timestamp=r.timestamp, definition=r.definition, origin=Source.RESOLVED,
                                  fixed=live, choices=r.choices, targets=r.targets))
            self._resolved = res
        return self._resolved

    def counter_effects(self, layer: str, chars: Mapping[str, Characteristics]) -> list[Effect]:
        """Keyword counters act in layer 6 (613.1f); P/T counters (+1/+1, -1/-1, +1/+0, ...) in 7c (613.4c, 122.1a)."""
        if layer != Layer.L6 and layer != Layer.L7C:
            return []
        out = []
        payload: tuple[str, str, Any]
        if self._with_counters is None:      # objects and their counters are fixed for the resolution
            self._with_counters = sorted(oid for oid, o in self.view.state.objects.items() if o.counters)
        for oid in self._with_counters:
            if oid not in chars:
                continue
            o = self.view.obj(oid)
            for c in o.counters:
                if layer == Layer.L6 and c.kind in KEYWORD_COUNTERS:
                    payload = (Layer.L6, "keyword", KEYWORD_COUNTERS[c.kind])
                elif layer == Layer.L7C and pt_counter(c.kind) is not None and o.zone == "battlefield":
                    # 122.1a: every +X/+Y counter (+1/+1, -1/-1, +1/+0, -0/-1, ...) counts in 7c
                    payload = (Layer.L7C, c.kind, c.count)
                else:
                    continue
                out.append(Effect(key=f"{oid}/counter:{c.kind}", label=f"{c.count} {c.kind} counter(s) on {chars[oid].name or oid}",
                                  source=oid, controller=chars[oid].controller, timestamp=c.timestamp,
                                  definition=EMPTY, origin=Source.COUNTER, fixed=frozenset({oid}), payload=payload))
        return out

    def copy_effects(self) -> list[Effect]:
        """Layer 1a's effects that are not abilities: entering as a copy (707.2) and merging (730.2)."""
        effects: list[Effect] = []
        for oid, o in sorted(self.view.state.objects.items()):
            if o.copy_of is not None:
                effects.append(Effect(key=f"{oid}/enters-as-copy", label=f"{o.card.name} enters as a copy of "
                                      f"{o.copy_of.name or o.copy_source}", source=oid, controller=o.controller,
                                      timestamp=o.timestamp, definition=EMPTY, payload=o.copy_of, origin=Source.COPY,
                                      fixed=frozenset({oid})))
            if o.merged:
                effects.append(Effect(key=f"{oid}/merge", label=f"{oid} merged: {' over '.join(c.name for c in o.merged)}",
                                      source=oid, controller=o.controller, timestamp=o.timestamp,
                                      definition=EMPTY, payload=o.merged, origin=Source.MERGE, fixed=frozenset({oid})))
        return effects

    def face_down_effects(self, chars: Mapping[str, Characteristics]) -> list[tuple[Effect, Characteristics]]:
        """708.2: a face-down permanent has only the characteristics listed by what made it face
        down (Yedora, Grave Gardener: "It's a Forest land."); with none listed it is a 2/2 creature
        with no text, name, subtypes or mana cost (708.2a); a disguised or cloaked one has ward {2}
        (702.168, 701.58). Returns each effect with the characteristics it gives."""
        out = []
        for oid, o in sorted(self.view.state.objects.items()):
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
            out.append((eff, new_c))
        return out


def _face_down_kind(o: GameObject) -> str:
    if o.face_down_values is not None:
        return f"as {o.face_down_values.type_line}"
    return str(o.face_down)
