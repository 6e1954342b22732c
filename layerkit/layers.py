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

import re
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Mapping

from . import intrinsic
from . import operations as ops
from .characteristics import LAYERS, Ability, Characteristics, devotion_symbols
from .state import KEYWORD_COUNTERS, GameObject, GameState
from .vocabulary import OPERATIONS, is_cda_definition, layer_of

#: Kinds of ability that generate continuous effects by being on an object (604).
STATIC_KINDS = frozenset({"static", "keyword", "level"})


@dataclass(frozen=True)
class Effect:
    """One continuous effect as the layer system sees it."""

    key: str
    label: str
    source: str | None
    controller: str
    timestamp: tuple
    definition: Mapping[str, Any] = field(repr=False, compare=False)
    origin: str                      # static | resolved | counter | copy | merge | face-down
    cda: bool = False
    ability_uid: str | None = None   # statics: the ability that must still exist
    fixed: frozenset[str] | None = None   # resolved effects: objects fixed when created (611.2c)
    choices: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)
    targets: tuple[str, ...] = ()

    def layers(self) -> list[str]:
        if self.origin == "counter":
            return [self.definition["layer"]]
        if self.origin in ("copy", "merge"):
            return ["1a"]
        found = {layer_of(op, cda=self.cda) for op in self.definition if op in OPERATIONS}
        return [layer for layer in LAYERS if layer in found]


@dataclass
class Applied:
    """One application of one effect in one layer, for the trace."""

    seq: int
    layer: str
    effect: Effect
    affected: tuple[str, ...]
    reason: str
    changes: list[tuple[str, str, Any, Any]]   # (object, characteristic, before, after)


@dataclass
class LayerRun:
    """Everything one resolution found: states after each layer, applications, dependencies."""

    initial: dict[str, Characteristics]
    after_layer: dict[str, dict[str, Characteristics]]
    applied: list[Applied]
    dependencies: list[tuple[str, str, str, str]]
    final: dict[str, Characteristics]
    copiable: dict[str, Characteristics]


CHARACTERISTIC_FIELDS = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "abilities",
                         "power", "toughness", "loyalty", "defense", "controller", "text", "face_down",
                         "cant_have")


def diff(before: Characteristics, after: Characteristics) -> list[tuple[str, Any, Any]]:
    return [(f, getattr(before, f), getattr(after, f)) for f in CHARACTERISTIC_FIELDS
            if getattr(before, f) != getattr(after, f)]


class Engine:
    """Resolves one :class:`GameState`. Holds only this resolution's working values."""

    def __init__(self, state: GameState, *, dependencies: bool = True) -> None:
        self.state = state
        self.rules = state.rules
        self.use_dependencies = dependencies
        self.chars: dict[str, Characteristics] = {}
        self.started: dict[str, tuple[Effect, frozenset[str]]] = {}
        self.applied: list[Applied] = []
        self.dependencies: list[tuple[str, str, str, str]] = []
        self._dep_seen: set[tuple[str, str, str]] = set()
        self.copiable: dict[str, Characteristics] = {}
        self._static_instructions: dict[tuple, tuple] = {}
        self._match_memo: dict[tuple, tuple] = {}
        self._local_instructions: dict[tuple, tuple] = {}
        self._reach: dict[tuple, str] = {}
        self._affected_memo: dict[tuple, tuple] = {}
        self._classes: dict[int, tuple] = {}
        self._reads: dict[int, frozenset] = {}
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

    # ------------------------------------------------------------------ objects and zones
    def obj(self, oid: str) -> GameObject:
        return self.state.objects[oid]

    def zone(self, oid: str) -> str:
        return self.state.objects[oid].zone

    # ------------------------------------------------------------------ selectors
    def select(self, effect: Effect, selector: Any, chars: Mapping[str, Characteristics]) -> frozenset[str]:
        """The objects a selector names, read from the current characteristics."""
        src = effect.source
        if selector is None or selector == "self":
            return frozenset({src}) if src in chars else frozenset()
        if selector in ("enchanted", "equipped", "attached"):
            if src is None or src not in self.state.objects:
                return frozenset()
            host = self.obj(src).attached_to
            return frozenset({host}) if host in chars and self.zone(host) == "battlefield" else frozenset()
        if selector == "targets":
            return frozenset(t for t in effect.targets if t in chars)
        if selector == "chosen":
            chosen = (effect.choices or {}).get("object")
            return frozenset({chosen}) if chosen in chars else frozenset()
        out = []
        for members in self.classes(chars):        # one evaluation per group of look-alike objects
            first = members[0]
            if self.matches(effect, selector, first if first != effect.source else members[-1], chars):
                out.extend(members)
        if selector.get("other") and effect.source in out:
            out.remove(effect.source)
        elif effect.source in chars and effect.source not in out and self.matches(effect, selector, effect.source, chars):
            out.append(effect.source)
        elif effect.source in out and not self.matches(effect, selector, effect.source, chars):
            out.remove(effect.source)
        return frozenset(out)

    def classes(self, chars: Mapping[str, Characteristics]) -> list[list[str]]:
        """The objects grouped by (characteristics, game status): a selector can't tell apart two
        objects of one group, except by being or not being the effect's source."""
        key = id(chars)
        hit = self._classes.get(key)
        if hit is not None and hit[0] is chars:
            return hit[1]
        groups: dict[tuple, list[str]] = {}
        status = self._status
        for oid, c in chars.items():
            groups.setdefault((id(c), status[oid]), []).append(oid)
        result = list(groups.values())
        self._classes = {key: (chars, result)}
        return result

    def matches(self, effect: Effect, sel: Mapping[str, Any], oid: str, chars: Mapping[str, Characteristics]) -> bool:
        """Whether the object matches a selector. Memoized: the answer depends only on the
        selector, the effect, the object's characteristics and its (fixed) game status, so objects
        with identical characteristics (interned, see :meth:`intern`) share one evaluation."""
        return self.matches_c(effect, sel, oid, chars[oid])

    def matches_c(self, effect: Effect, sel: Mapping[str, Any], oid: str, c: Characteristics) -> bool:
        """:meth:`matches` for the object ``oid`` as if its characteristics were ``c``."""
        if sel.get("other") and oid == effect.source:
            return False
        key = (id(sel), effect.key, id(c), self._status[oid])
        hit = self._match_memo.get(key)
        if hit is not None and hit[0] is c:
            return hit[1]
        result = self._matches(effect, sel, oid, c)
        self._match_memo[key] = (c, result)
        return result

    def _matches(self, effect: Effect, sel: Mapping[str, Any], oid: str, c: Characteristics) -> bool:
        o = self.obj(oid)
        zones = sel.get("zones", ["battlefield"])
        if zones != "any" and "any" not in zones and o.zone not in zones:
            return False
        if "any" in sel and not any(self._matches(effect, sub, oid, c) for sub in sel["any"]):
            return False
        if "types" in sel and not set(sel["types"]) <= c.types:
            return False
        if "not_types" in sel and set(sel["not_types"]) & c.types:
            return False
        if "any_types" in sel and not set(sel["any_types"]) & c.types:
            return False
        if "subtypes" in sel:
            wanted = {self._chosen(effect, "creature_type") if s == "chosen" else s for s in sel["subtypes"]}
            if not wanted & c.subtypes:
                return False
        if "not_subtypes" in sel and set(sel["not_subtypes"]) & c.subtypes:
            return False
        if "supertypes" in sel and not set(sel["supertypes"]) <= c.supertypes:
            return False
        if "not_supertypes" in sel and set(sel["not_supertypes"]) & c.supertypes:
            return False
        if "colors" in sel:
            wanted = {self._chosen(effect, "color") if x == "chosen" else x for x in sel["colors"]}
            if not wanted & c.colors:
                return False
        if sel.get("no_abilities") and c.abilities:
            return False
        if "name" in sel and c.name != sel["name"]:
            return False
        if "token" in sel and bool(o.token) != bool(sel["token"]):
            return False
        if "counters" in sel and not o.counter(sel["counters"]):
            return False
        if "tapped" in sel and bool(o.tapped) != bool(sel["tapped"]):
            return False
        if "combat" in sel and o.combat != sel["combat"]:
            return False
        for key, who in (("controller", c.controller), ("owner", o.owner)):
            if key in sel:
                if sel[key] == "chosen":          # the player chosen for the source (undefined: nobody)
                    if who != (effect.choices or {}).get("player"):
                        return False
                elif (sel[key] == "you") != (who == effect.controller):
                    return False
        return True

    def _chosen(self, effect: Effect, key: str) -> Any:
        return (effect.choices or {}).get(key)

    # ------------------------------------------------------------------ values and conditions
    def value(self, effect: Effect, expr: Any, oid: str, chars: Mapping[str, Characteristics]) -> int:
        """A number from the vocabulary; undefined values are 0 (208.2a)."""
        if isinstance(expr, bool) or expr is None:
            return 0
        if isinstance(expr, int):
            return expr
        if expr == "mana_value":
            return chars[oid].mana_value
        if expr == "x":
            return int((effect.choices or {}).get("number", 0) or 0)
        if isinstance(expr, Mapping):
            if "count" in expr:
                return len(self.select(effect, expr["count"], chars))
            if "devotion" in expr:
                return self.devotion(effect.controller, expr["devotion"], chars)
            if "counters" in expr:
                return self.obj(effect.source).counter(expr["counters"]) if effect.source else 0
            if "distinct_card_types" in expr:
                found: set[str] = set()
                for o in self.select(effect, expr["distinct_card_types"], chars):
                    found |= chars[o].types
                return len(found)
            if "sum" in expr:
                return sum(self.value(effect, v, oid, chars) for v in expr["sum"])
            if "times" in expr:
                out = 1
                for v in expr["times"]:
                    out *= self.value(effect, v, oid, chars)
                return out
        return 0

    def devotion(self, player: str, color: str, chars: Mapping[str, Characteristics]) -> int:
        """700.5: mana symbols of that color among the mana costs of permanents the player controls."""
        return sum(devotion_symbols(c.mana_cost, color) for oid, c in chars.items()
                   if self.zone(oid) == "battlefield" and c.controller == player)

    def condition(self, effect: Effect, cond: Any, chars: Mapping[str, Characteristics]) -> bool:
        if not cond:
            return True
        src = self.state.objects.get(effect.source) if effect.source else None
        for key, arg in cond.items():
            if key == "devotion":
                n = self.devotion(effect.controller, arg["color"], chars)
                if "lt" in arg and not n < arg["lt"]:
                    return False
                if "min" in arg and not n >= arg["min"]:
                    return False
            elif key == "counters":
                n = src.counter(arg["kind"]) if src else 0
                if n < (arg.get("min") or 0) or (arg.get("max") is not None and n > arg["max"]):
                    return False
            elif key == "alt_cost":
                if not src or src.alt_cost != arg:
                    return False
            elif key == "your_turn":
                if (self.state.turn == effect.controller) != bool(arg):
                    return False
            elif key == "all":
                if not all(self.condition(effect, sub, chars) for sub in arg):
                    return False
            elif key == "not":
                if self.condition(effect, arg, chars):
                    return False
            elif key == "source":
                if src is None or src.id not in chars or not self.matches(effect, {"zones": "any", **arg}, src.id, chars):
                    return False
            elif key == "count":
                n = len(self.select(effect, arg["of"], chars))
                if n < (arg.get("min") or 0) or (arg.get("max") is not None and n > arg["max"]):
                    return False
            elif key == "enchanted":
                host = src.attached_to if src else None
                if host is None or host not in chars or not self.matches(effect, {**arg, "zones": "any"}, host, chars):
                    return False
            elif key == "top_of_graveyard":
                top = self.top_of_graveyard(effect.controller)
                if top is None or not self.matches(effect, {**arg, "zones": ["graveyard"]}, top, chars):
                    return False
        return True

    def top_of_graveyard(self, player: str) -> str | None:
        cards = [o for o in self.state.objects.values() if o.zone == "graveyard" and o.owner == player]
        return max(cards, key=lambda o: o.timestamp).id if cards else None

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
                if not d or ab.kind not in STATIC_KINDS or not any(k in OPERATIONS for k in d):
                    continue
                cda = ab.origin in ("printed", "copied", "text") and is_cda_definition(d)
                zones = d.get("zones", "any" if cda else ["battlefield"])  # 604.3: CDAs work everywhere
                if zones != "any" and o.zone not in zones:
                    continue
                ts = self.static_timestamp(o.timestamp, ab.timestamp, granted_order)
                out.append(Effect(key=f"{oid}/{ab.uid}", label=f"{c.name or oid}: {ab.text}", source=oid,
                                  controller=c.controller, timestamp=ts, definition=d, origin="static",
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
        c = chars.get(effect.source)
        if c is None or not any(a.uid == effect.ability_uid for a in c.abilities):
            return False
        return self.condition(effect, effect.definition.get("condition"), chars)

    def current_text(self, effect: Effect, chars: Mapping[str, Characteristics]) -> str | None:
        if effect.origin != "static":
            return None
        c = chars.get(effect.source)
        for a in (c.abilities if c else ()):
            if a.uid == effect.ability_uid:
                return a.text
        return None

    def refresh_static(self, effect: Effect, chars: Mapping[str, Characteristics]) -> Effect:
        """A static effect reads its ability as it is *now* (its text may have been changed)."""
        if effect.origin != "static" or effect.key in self.started:
            return effect
        c = chars.get(effect.source)
        for a in (c.abilities if c else ()):
            if a.uid == effect.ability_uid and a.definition is not None and a.definition is not effect.definition:
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
                                  timestamp=r.timestamp, definition=r.definition, origin="resolved",
                                  fixed=live, choices=r.choices, targets=r.targets))
            self._resolved = res
        return self._resolved

    def counter_effects(self, layer: str, chars: Mapping[str, Characteristics]) -> list[Effect]:
        """Keyword counters act in layer 6 (613.1f); +1/+1 and -1/-1 counters in 7c (613.4c)."""
        out = []
        for oid in sorted(chars):
            o = self.obj(oid)
            for c in o.counters:
                if layer == "6" and c.kind in KEYWORD_COUNTERS:
                    d = {"layer": "6", "keyword": KEYWORD_COUNTERS[c.kind]}
                elif layer == "7c" and c.kind in ("+1/+1", "-1/-1") and o.zone == "battlefield":
                    d = {"layer": "7c", "kind": c.kind, "count": c.count}
                else:
                    continue
                out.append(Effect(key=f"{oid}/counter:{c.kind}", label=f"{c.count} {c.kind} counter(s) on {chars[oid].name or oid}",
                                  source=oid, controller=chars[oid].controller, timestamp=c.timestamp,
                                  definition=d, origin="counter", fixed=frozenset({oid})))
        return out

    # ------------------------------------------------------------------ applying one effect
    def affected(self, effect: Effect, chars: Mapping[str, Characteristics]) -> frozenset[str]:
        """The objects the effect applies to: locked ones once it started (613.6) or was created
        (611.2c), else those its selector names now (remembered for one state of the board)."""
        if effect.key in self.started:
            return frozenset(o for o in self.started[effect.key][1] if o in chars)
        if effect.fixed is not None:
            return frozenset(o for o in effect.fixed if o in chars)
        key = (effect.key, id(effect.definition))
        hit = self._affected_memo.get(key)
        if hit is not None and hit[0] is chars:
            return hit[1]
        result = self.select(effect, effect.definition.get("affects", "self"), chars)
        self._affected_memo[key] = (chars, result)
        return result

    def instructions(self, effect: Effect, layer: str, oid: str, chars: Mapping[str, Characteristics]) -> tuple:
        """What the effect does to one object in this layer, with every value worked out —
        the "what it does" of 613.8a."""
        d = effect.definition
        if effect.origin == "counter":
            return tuple(sorted(d.items()))
        key = (id(d), effect.cda, layer, id(effect.choices))
        cached = self._static_instructions.get(key)
        if cached is not None:
            return cached
        c = chars[oid]
        local_key = key + (id(c),)
        hit = self._local_instructions.get(local_key)
        if hit is not None and hit[0] is c:
            return hit[1]
        local = True     # the result depends only on this object's own characteristics
        out = []
        dynamic = False
        for op, arg in d.items():
            if op not in OPERATIONS or layer_of(op, cda=effect.cda) != layer:
                continue
            if op in _DYNAMIC_OPS:
                dynamic = True
            if op in ("set_pt", "modify_pt"):
                vals = arg if isinstance(arg, list) else [arg, arg]
                dynamic = dynamic or not all(type(v) is int for v in vals)
                local = local and all(type(v) is int or v in ("mana_value", "x") for v in vals)
                arg = tuple(self.value(effect, v, oid, chars) for v in vals)
            elif op in ("set_power", "set_toughness"):
                dynamic = dynamic or type(arg) is not int
                local = local and (type(arg) is int or arg in ("mana_value", "x"))
                arg = self.value(effect, arg, oid, chars)
            elif op == "copy":
                of = self._copy_target(effect)
                arg = (of, self._copiable_now(of, chars) if of else None)
            elif op == "gain_abilities_of":
                srcs = sorted(self.select(effect, arg["from"], chars))
                out.append(("~sources", tuple((s2, chars[s2].ability_texts) for s2 in srcs if s2 != oid)))
            elif op == "full_text_of":
                top = self.top_of_graveyard(effect.controller)
                out.append(("~top_of_graveyard", (top, chars[top].ability_texts if top in chars else ())))
            elif op == "exchange_text":
                out.append(("~texts", tuple((t, chars[t].ability_texts) for t in sorted(self.affected(effect, chars)))))
            elif arg == "chosen":
                arg = self._chosen_value(effect, op)
            out.append((op, _freeze(arg)))
        result = tuple(out)
        if not dynamic:   # the same for every object and every state: work it out once
            self._static_instructions[key] = result
        elif local and not any(op in _DYNAMIC_OPS for op in d):
            self._local_instructions[local_key] = (c, result)
        return result

    def _chosen_value(self, effect: Effect, op: str) -> Any:
        ch = effect.choices or {}
        if op in ("set_subtypes", "add_subtypes"):
            return [ch.get("creature_type") or ch.get("land_type")]
        if op == "gain_control":
            return ch.get("player") or effect.controller
        if op in ("set_colors", "add_colors"):
            return [ch.get("color")]
        if op == "change_text":
            return ch.get("words")
        return ch.get(op)

    def _copy_target(self, effect: Effect) -> str | None:
        of = effect.definition.get("copy", {}).get("of", "chosen")
        return (effect.choices or {}).get("object") if of == "chosen" else of

    def _copiable_now(self, oid: str, chars: Mapping[str, Characteristics]) -> Characteristics | None:
        return chars.get(oid)

    def apply(self, effect: Effect, layer: str, chars: dict[str, Characteristics],
              affected: frozenset[str] | None = None) -> dict[str, Characteristics]:
        """Apply one effect's part in ``layer`` and return the new characteristics of all objects."""
        targets = self.affected(effect, chars) if affected is None else affected
        new = dict(chars)
        for oid in targets:
            new[oid] = self.apply_cached(effect, layer, oid, chars)
        return new

    def reach(self, effect: Effect, layer: str) -> str:
        """How far what the effect does in this layer reaches: ``static`` (the same for every
        object in every state), ``local`` (depends on the affected object alone, e.g. its mana
        value) or ``dynamic`` (reads other objects: counts, copies, other objects' text)."""
        if effect.origin == "counter":
            return "static"
        if effect.origin not in ("static", "resolved"):
            return "dynamic"
        key = (id(effect.definition), effect.cda, layer, id(effect.choices))
        hit = self._reach.get(key)
        if hit is None:
            hit = "static"
            for op, arg in effect.definition.items():
                if op not in OPERATIONS or layer_of(op, cda=effect.cda) != layer:
                    continue
                if op in _DYNAMIC_OPS:
                    hit = "dynamic"
                    break
                if op in ("set_pt", "modify_pt", "set_power", "set_toughness"):
                    vals = arg if isinstance(arg, list) else [arg]
                    if not all(type(v) is int for v in vals):
                        hit = "local" if all(type(v) is int or v in ("mana_value", "x") for v in vals) else "dynamic"
                        if hit == "dynamic":
                            break
            self._reach[key] = hit
        return hit

    def is_static(self, effect: Effect, layer: str) -> bool:
        return self.reach(effect, layer) == "static"

    def is_local(self, effect: Effect, layer: str) -> bool:
        return self.reach(effect, layer) != "dynamic"

    def intern(self, c: Characteristics) -> Characteristics:
        """One shared instance per distinct set of values, so that memoized work done for one
        object serves every object that looks the same."""
        return self._intern.setdefault(c, c)

    def apply_cached(self, effect: Effect, layer: str, oid: str, chars: Mapping[str, Characteristics]) -> Characteristics:
        c = chars[oid]
        if self.is_static(effect, layer):
            key = (effect.key, id(effect.definition), layer, id(c), self._status[oid][0])
            hit = self._apply_memo.get(key)
            if hit is not None and hit[0] is c:
                return hit[1]
            result = self.intern(self.apply_to(effect, layer, oid, chars))
            self._apply_memo[key] = (c, result)
            return result
        return self.intern(self.apply_to(effect, layer, oid, chars))

    def apply_to(self, effect: Effect, layer: str, oid: str, chars: Mapping[str, Characteristics]) -> Characteristics:
        c = chars[oid]
        d = effect.definition
        if effect.origin == "counter":
            if layer == "6":
                ab = Ability(text=d["keyword"], kind="keyword", keyword=d["keyword"], origin="counter",
                             granted_by=effect.key, timestamp=effect.timestamp)
                return ops.add_abilities(c, [ab])
            n = d["count"] if d["kind"] == "+1/+1" else -d["count"]
            return ops.modify_pt(c, n, n)
        zone = self.zone(oid)
        for op, arg in self.instructions(effect, layer, oid, chars):
            if op.startswith("~"):          # only there so that dependency can compare it (613.8a)
                continue
            if op in ("exchange_text", "full_text_of", "gain_abilities_of"):
                c = self.operate_from_others(effect, op, _thaw(arg), c, oid, chars)
                continue
            c = self.operate(effect, op, _thaw(arg), c, zone)
        if layer == "3":
            c = self.settle_intrinsic(c, zone)
        return c

    def operate_from_others(self, effect: Effect, op: str, arg: Any, c: Characteristics, oid: str,
                            chars: Mapping[str, Characteristics]) -> Characteristics:
        """Operations that read another object: text boxes exchanged or taken over (612), and
        abilities gained from other objects (613.1f; 608.5: such abilities are not intrinsic)."""
        if op == "exchange_text":
            others = [t for t in sorted(self.affected(effect, chars)) if t != oid]
            if not others:
                return c
            other = chars[others[0]]
            return self._take_text(c, other.abilities, other.text, oid)
        if op == "full_text_of":
            top = self.top_of_graveyard(effect.controller)
            if top is None or not self.matches(effect, {**arg["top_of_graveyard"], "zones": ["graveyard"]}, top, chars):
                return c
            t = chars[top]
            also = tuple(Ability(text=x, kind="activated" if ":" in x.split(".")[0] else "static", origin="text",
                                 card=effect.label.split(":")[0], index=90 + i) for i, x in enumerate(arg.get("also", ()), 1))
            new = replace(c, name=t.name, mana_cost=t.mana_cost, colors=t.colors, supertypes=t.supertypes,
                          types=t.types, subtypes=t.subtypes, power=t.power, toughness=t.toughness)
            return self._take_text(new, t.abilities, t.text, oid, extra=also)
        # gain_abilities_of
        kinds = arg.get("kind", "activated")
        kinds = {kinds} if isinstance(kinds, str) else set(kinds)
        if "activated" in kinds:
            kinds.add("loyalty")
        gained = []
        for src in sorted(self.select(effect, arg["from"], chars)):
            if src == oid:
                continue
            for a in chars[src].abilities:
                if a.kind in kinds:
                    gained.append(self._renamed(a, chars[src].name, c.name, effect, src))
        return ops.add_abilities(c, gained)

    def _renamed(self, a: Ability, old: str, new: str, effect: Effect, src: str) -> Ability:
        """A gained ability that names its original object by name names its new one (201.5)."""
        text = a.text.replace(old, new) if old and new else a.text
        return replace(a, text=text, origin="granted", intrinsic=False, granted_by=f"{effect.key}<{src}",
                       timestamp=effect.timestamp)

    def _take_text(self, c: Characteristics, abilities, text: str, oid: str, extra=()) -> Characteristics:
        own_rule = tuple(a for a in c.abilities if a.intrinsic and a.origin == "rule")
        kept = tuple(a for a in c.abilities if a.origin in ("granted", "counter"))
        taken = tuple(replace(a, origin="text") for a in abilities
                      if a.origin in ("printed", "copied", "text"))
        return replace(c, abilities=own_rule + taken + tuple(extra) + kept, text=text)

    def settle_intrinsic(self, c: Characteristics, zone: str) -> Characteristics:
        """After a layer 1–3 effect: under ``cr`` re-evaluate every intrinsic ability; under
        ``amended`` there are none yet (608.3a comes after layer 3)."""
        return intrinsic.evaluate_all(c, zone, "cr") if self.rules == "cr" else intrinsic.strip(c)

    def operate(self, effect: Effect, op: str, arg: Any, c: Characteristics, zone: str = "battlefield") -> Characteristics:
        before = c
        if op == "copy":
            _, values = arg
            if values is None:
                return c
            return self.copy_onto(c, values, effect.definition["copy"].get("except"), effect, zone)
        if op == "gain_control":
            return replace(c, controller=effect.controller if arg == "you" else arg)
        if op == "change_text":
            if not arg:
                return c
            return ops.change_text(c, arg["from"], arg["to"])
        if op == "set_types":
            c = ops.set_types(c, arg)
        elif op == "add_types":
            c = ops.add_types(c, arg)
        elif op == "remove_types":
            c = ops.remove_types(c, arg)
        elif op == "set_subtypes":
            c = ops.set_subtypes(c, arg, zone=zone, rules=self.rules)
        elif op == "add_subtypes":
            c = ops.add_subtypes(c, arg)
        elif op == "remove_subtypes":
            c = ops.remove_subtypes(c, arg)
        elif op == "all_creature_types":
            c = ops.all_creature_types(c)
        elif op == "lose_all_creature_types":
            c = ops.lose_all_creature_types(c) if arg else c
        elif op == "set_supertypes":
            c = replace(c, supertypes=frozenset(arg))
        elif op == "add_supertypes":
            c = replace(c, supertypes=c.supertypes | frozenset(arg))
        elif op == "remove_supertypes":
            c = replace(c, supertypes=c.supertypes - frozenset(arg))
        elif op == "set_colors":
            return ops.set_colors(c, arg)
        elif op == "add_colors":
            return ops.add_colors(c, arg)
        elif op == "add_abilities":
            c = ops.add_abilities(c, [self.granted(effect, i, a) for i, a in enumerate(arg, 1)])
            return intrinsic.after_ability_change(before, c, zone, self.rules, removed_all=False)
        elif op == "remove_all_abilities":
            if arg == "except_mana":
                return ops.remove_all_but_mana_abilities(c)
            return ops.remove_all_abilities(c) if arg else c
        elif op == "cant_have":
            return ops.cant_have(c, arg)
        elif op == "remove_abilities":
            c = ops.remove_abilities(c, arg)
            return intrinsic.after_ability_change(before, c, zone, self.rules, removed_all=False)
        elif op == "set_pt":
            return ops.set_pt(c, arg[0], arg[1])
        elif op == "set_power":
            return ops.set_pt(c, arg, None)
        elif op == "set_toughness":
            return ops.set_pt(c, None, arg)
        elif op == "modify_pt":
            return ops.modify_pt(c, arg[0], arg[1])
        elif op == "switch_pt":
            return ops.switch_pt(c) if arg else c
        if op in ("set_types", "add_types", "remove_types", "set_subtypes", "add_subtypes", "remove_subtypes",
                  "all_creature_types", "lose_all_creature_types"):
            setting = arg if op in ("set_types", "add_types", "set_subtypes", "add_subtypes") else ()
            c = intrinsic.after_type_change(before, c, zone, self.rules, setting)
        return c

    def granted(self, effect: Effect, i: int, spec: Any) -> Ability:
        """An ability an effect grants (613.1f); a granted static ability's effects get the later
        of its object's and the granting effect's timestamps (613.7a)."""
        from .carddata import _keyword_name

        if isinstance(spec, Mapping):
            text = spec["text"]
            definition = {k: v for k, v in spec.items() if k != "text"}
        else:
            text, definition = spec, None
        kw = _keyword_name(text)
        head = re.sub(r'"[^"]*"', '""', text).split(".")[0]
        kind = "keyword" if kw and len(text.split()) <= 3 else ("activated" if ":" in head else "static")
        if definition and "kind" in definition:
            kind = definition["kind"]
        return Ability(text=text, kind=kind, keyword=kw if kind == "keyword" else None, origin="granted",
                       card=effect.label.split(":")[0], index=i, definition=definition,
                       granted_by=effect.key, timestamp=effect.timestamp)

    def copy_onto(self, c: Characteristics, values: Characteristics, exceptions: Mapping[str, Any] | None,
                  effect: Effect, zone: str = "battlefield") -> Characteristics:
        """707.2: the copiable values replace the object's; exceptions become part of them (707.9b)."""
        new = replace(values, controller=c.controller, face_down=False)
        new = replace(new, abilities=tuple(replace(a, origin="copied") if a.origin == "printed" else a
                                           for a in new.abilities))
        if exceptions:
            # 707.9d: an exception that sets a characteristic keeps the copied CDAs that define it out
            sets = {"pt" if op in ("set_pt", "set_power", "set_toughness") else op for op in exceptions}
            defines = {"pt": "set_pt", "set_colors": "set_colors", "set_subtypes": "set_subtypes"}
            dropped = {defines[k] for k in sets if k in defines}
            if dropped:
                new = replace(new, abilities=tuple(
                    a for a in new.abilities
                    if not (is_cda_definition(a.definition) and dropped & set(a.definition or {}))))
            for op, arg in exceptions.items():
                if op in OPERATIONS:
                    if op in ("set_pt", "modify_pt"):
                        vals = arg if isinstance(arg, list) else [arg, arg]
                        arg = [v if isinstance(v, int) else 0 for v in vals]
                    new = self.operate(effect, op, arg, new, zone)
        return self.settle_intrinsic(new, zone)

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
                    if eff.key not in self.started and eff.origin == "static":
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
                                 controller="", timestamp=(0,), definition={}, origin="rule")
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
        changes = []
        memo: dict[tuple[int, int], list] = {}
        for oid in sorted(targets):
            b_c, a_c = before[oid], after[oid]
            if b_c is a_c:
                continue
            key = (id(b_c), id(a_c))
            if key not in memo:
                memo[key] = diff(b_c, a_c)
            for f, b, a in memo[key]:
                changes.append((oid, f, b, a))
        self.applied.append(Applied(seq, layer, eff, tuple(sorted(targets)), reason, changes))

    def layer_1a(self, chars: dict[str, Characteristics], seq: int) -> tuple[dict[str, Characteristics], int]:
        """Copy effects and merging, in timestamp order (613.2a)."""
        from .dependency import choose

        effects: list[Effect] = []
        for oid, o in sorted(self.state.objects.items()):
            if o.copy_of is not None:
                effects.append(Effect(key=f"{oid}/enters-as-copy", label=f"{o.card.name} enters as a copy of "
                                      f"{o.copy_of.name or o.copy_source}", source=oid, controller=o.controller,
                                      timestamp=o.timestamp, definition={"values": o.copy_of}, origin="copy",
                                      fixed=frozenset({oid})))
            if o.merged:
                effects.append(Effect(key=f"{oid}/merge", label=f"{oid} merged: {' over '.join(c.name for c in o.merged)}",
                                      source=oid, controller=o.controller, timestamp=o.timestamp,
                                      definition={"components": o.merged}, origin="merge", fixed=frozenset({oid})))
        done: set[str] = set()
        while True:
            cands = [e for e in effects if e.key not in done]
            cands += [e for e in self.candidates("1a", chars, done) if e.key not in {c.key for c in cands}]
            if not cands:
                break
            eff, reason = choose(self, "1a", cands, chars)
            targets = self.affected(eff, chars)
            if eff.origin == "static" and eff.key not in self.started:
                self.started[eff.key] = (eff, targets)
            new = dict(chars)
            for oid in sorted(targets):
                if eff.origin == "copy":
                    new[oid] = self.copy_onto(chars[oid], eff.definition["values"], None, eff, self.zone(oid))
                elif eff.origin == "merge":
                    new[oid] = self.merge(chars[oid], eff.definition["components"])
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
        """708.2: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana
        cost; a disguised or cloaked one has ward {2} (702.168, 701.58)."""
        for oid, o in sorted(self.state.objects.items()):
            if not o.face_down:
                continue
            c = chars[oid]
            abilities = (Ability(text="Ward {2}", kind="keyword", keyword="Ward", origin="rule",
                                 card=f"face-down ({o.face_down})"),) if o.face_down in ("disguise", "cloak") else ()
            new_c = Characteristics(types=frozenset({"Creature"}), power=2, toughness=2, abilities=abilities,
                                    controller=c.controller, face_down=True)
            eff = Effect(key=f"{oid}/face-down", label=f"{oid} is face down ({o.face_down}, 708.2)", source=oid,
                         controller=c.controller, timestamp=o.timestamp, definition={}, origin="face-down",
                         fixed=frozenset({oid}))
            new = dict(chars)
            new[oid] = self.settle_intrinsic(new_c, o.zone)
            seq += 1
            self.record(seq, "1b", eff, [oid], "face-down characteristics (613.2b)", chars, new)
            chars = new
        return chars, seq


_DYNAMIC_OPS = frozenset({"copy", "gain_abilities_of", "full_text_of", "exchange_text"})


def _freeze(v: Any) -> Any:
    if isinstance(v, dict):
        return ("__map__", tuple(sorted((k, _freeze(x)) for k, x in v.items())))
    if isinstance(v, list):
        return ("__list__", tuple(_freeze(x) for x in v))
    return v


def _thaw(v: Any) -> Any:
    if isinstance(v, tuple) and len(v) == 2 and v[0] == "__map__":
        return {k: _thaw(x) for k, x in v[1]}
    if isinstance(v, tuple) and len(v) == 2 and v[0] == "__list__":
        return [_thaw(x) for x in v[1]]
    return v


def resolve_state(state: GameState, *, dependencies: bool = True) -> LayerRun:
    """Run the layer system over a game state."""
    return Engine(state, dependencies=dependencies).run()
