"""Applying one effect's part in one layer to the objects it affects: working out what it does
(613.8a's "what it does", with every value computed), and doing it, memoized per object.

The words are typed values (:mod:`layerkit.vocabulary.model`); each operation's layer and what
it does come from the one registry, :mod:`layerkit.vocabulary.ops`; intrinsic abilities follow
every change (:mod:`layerkit.rules.intrinsic`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from ..rules import intrinsic
from ..rules.characteristics import COLOR_WORDS, Ability, Characteristics, Origin
from ..vocabulary import operations as act
from ..vocabulary import ops
from ..vocabulary.model import (HEXPROOF_FROM_CHOSEN_COLOR, LANDWALK_OF_CHOSEN_TYPE, PROTECTION_FROM_CHOSEN_COLOR, PROTECTION_FROM_CHOSEN_PLAYER, ChangeText, CopyOf, Definition, FullTextOf, GainAbilitiesOf,
                                Granted, ManaValue, Ref, X, chosen_of)
from ..vocabulary.ops import REGISTRY, Context, granted_x_text, is_cda_definition

from .view import BoardView, derive
from .state import pt_counter

if TYPE_CHECKING:  # pragma: no cover
    from .loop import Effect


class Applier:
    """What effects do: the objects an effect applies to, what it does to each (613.8a's "what
    it does", every value worked out), and doing it — memoized per object for one resolution."""

    def __init__(self, view: BoardView, rules: str, started: Mapping[str, tuple["Effect", frozenset[str]]]) -> None:
        self.view = view
        self.rules = rules
        self.started = started          # 613.6: effects locked to the objects they began with (the loop's)
        self._static_instructions: dict[tuple, tuple] = {}
        self._local_instructions: dict[tuple, tuple] = {}
        self._reach: dict[tuple, str] = {}
        self._affected_memo: dict[tuple, tuple] = {}
        self._apply_memo: dict[tuple, tuple] = {}
        self._intern: dict[Characteristics, Characteristics] = {}

    # ------------------------------------------------------------------ applying one effect
    def affected(self, effect: Effect, chars: Mapping[str, Characteristics]) -> frozenset[str]:
        """The objects the effect applies to: locked ones once it started (613.6) or was created
        (611.2c), else those its selector names now (remembered for one state of the board)."""
        if effect.key in self.started:
            return frozenset(o for o in self.started[effect.key][1] if o in chars)
        if effect.fixed is not None:
            return frozenset(o for o in effect.fixed if o in chars)
        key = (effect.key, effect.definition)
        hit = self._affected_memo.get(key)
        if hit is not None and hit[0] is chars:
            return hit[1]
        result = self.view.select(effect, effect.definition.affects or Ref.SELF, chars)
        self._affected_memo[key] = (chars, result)
        return result

    def instructions(self, effect: Effect, layer: str, oid: str, chars: Mapping[str, Characteristics]) -> tuple:
        """What the effect does to one object in this layer, with every value worked out —
        the "what it does" of 613.8a."""
        d = effect.definition
        if effect.origin == "counter":
            return effect.payload
        key = (d, effect.cda, layer, id(effect.choices))
        cached = self._static_instructions.get(key)
        if cached is not None:
            return cached
        c = chars[oid]
        local_key = key + (id(c),)
        hit = self._local_instructions.get(local_key)
        if hit is not None and hit[0] is c:
            return hit[1]
        local = True     # the result depends only on this object's own characteristics
        out: list[tuple[str, Any]] = []
        dynamic = False
        for op in d.operations:
            spec = REGISTRY[op.name]
            if spec.layer_for(cda=effect.cda) != layer:
                continue
            arg = op.arg
            dynamic = dynamic or spec.dynamic
            if spec.values:
                vals = arg if isinstance(arg, tuple) else (arg,)
                dynamic = dynamic or not all(type(v) is int for v in vals)
                local = local and all(type(v) is int or isinstance(v, (ManaValue, X)) for v in vals)
                worked = tuple(self.view.value(effect, v, oid, chars) for v in vals)
                arg = worked if isinstance(arg, tuple) else worked[0]
            elif op.name == "add_abilities" and any(g.x is not None for g in arg):
                # a keyword whose number or cost is X, a value read continuously (611.3a) as layer 6 applies:
                # "Bushido X" with X 2 is "Bushido 2" (702.45a), "Ward {X}" with X 3 is "Ward {3}" (702.21a)
                dynamic = True
                local = local and all(g.x is None or isinstance(g.x, (int, ManaValue)) for g in arg)
                arg = tuple(g if g.x is None else Granted(granted_x_text(g.text, self.view.value(effect, g.x, oid, chars)))
                            for g in arg)
            elif op.name == "copy" and arg.locked is not None:
                arg = (arg, arg.locked)         # 707.2b: the values copied as it resolved
            elif op.name == "copy":
                of = self._copy_target(effect, arg)
                arg = (arg, self._copiable_now(of, chars) if of else None)
            elif op.name == "gain_abilities_of":
                srcs = sorted(self.view.select(effect, arg.source, chars))
                out.append(("~sources", tuple((s2, chars[s2].ability_texts) for s2 in srcs if s2 != oid)))
            elif op.name == "full_text_of":
                top = self.view.top_of_graveyard(effect.controller)
                out.append(("~top_of_graveyard", (top, chars[top].ability_texts if top is not None and top in chars else ())))
            elif op.name == "exchange_text":
                out.append(("~texts", tuple((t, chars[t].ability_texts) for t in sorted(self.affected(effect, chars)))))
            elif arg == "chosen":
                arg = self._chosen_value(effect, op.name)
                if op.name == "set_colors" and arg == ():
                    continue    # ifsother15: no color chosen (607.2p: a card that isn't a commander): no change
            out.append((op.name, arg))
        result = tuple(out)
        if not dynamic:   # the same for every object and every state: work it out once
            self._static_instructions[key] = result
        elif local and not any(REGISTRY[op.name].dynamic for op in d.operations):
            self._local_instructions[local_key] = (c, result)
        return result

    def _chosen_value(self, effect: Effect, op: str) -> Any:
        """An operation whose argument is ``chosen`` uses the choice made for the effect's source."""
        ch = effect.choices or {}
        if op in ("set_subtypes", "add_subtypes"):     # nothing chosen: nothing to add (never a None subtype)
            chosen = ch.get("creature_type") or ch.get("land_type")
            return (chosen,) if chosen else ()
        if op == "gain_control":
            return ch.get("player") or effect.controller
        if op in ("set_colors", "add_colors"):
            return (ch["color"],) if ch.get("color") else ()
        if op == "change_text":
            words = ch.get("words")
            return ChangeText(str(words["from"]), str(words["to"])) if words else None
        return ch.get(op)

    def _copy_target(self, effect: Effect, spec: CopyOf) -> str | None:
        if spec.of == "targets":        # the spell's or ability's one target
            return effect.targets[0] if len(effect.targets) == 1 else None
        if spec.of == "self":           # the effect's source ("that creature becomes a copy of ~")
            return effect.source
        return (effect.choices or {}).get("object") if spec.of == "chosen" else spec.of

    def _copiable_now(self, oid: str, chars: Mapping[str, Characteristics]) -> Characteristics | None:
        return chars.get(oid)

    def apply(self, effect: Effect, layer: str, chars: Mapping[str, Characteristics],
              affected: frozenset[str] | None = None) -> dict[str, Characteristics]:
        """Apply one effect's part in ``layer`` and return the new characteristics of all objects."""
        targets = self.affected(effect, chars) if affected is None else affected
        new = derive(chars, targets)
        if not self.is_static(effect, layer):
            for oid in targets:
                new[oid] = self.apply_cached(effect, layer, oid, chars)
            return new
        # the same for every object that looks the same in the same zone: one application each
        status = self.view.status
        seen: dict[tuple, Characteristics] = {}
        for oid in targets:
            c = chars[oid]
            look = (id(c), status[oid][0])
            out = seen.get(look)
            if out is None:
                out = seen[look] = self.apply_cached(effect, layer, oid, chars)
            new[oid] = out
        return new

    def reach(self, effect: Effect, layer: str) -> str:
        """How far what the effect does in this layer reaches: ``static`` (the same for every
        object in every state), ``local`` (depends on the affected object alone, e.g. its mana
        value) or ``dynamic`` (reads other objects: counts, copies, other objects' text)."""
        if effect.origin == "counter":
            return "static"
        if effect.origin not in ("static", "resolved"):
            return "dynamic"
        key = (effect.definition, effect.cda, layer)
        hit = self._reach.get(key)
        if hit is None:
            hit = "static"
            for op in effect.definition.operations:
                spec = REGISTRY[op.name]
                if spec.layer_for(cda=effect.cda) != layer:
                    continue
                if spec.dynamic:
                    hit = "dynamic"
                    break
                if op.name == "add_abilities" and any(g.x is not None for g in op.arg):
                    # "has encore {X}, where X is its mana value": the object's own (local); a count: dynamic
                    hit = "local" if all(g.x is None or isinstance(g.x, (int, ManaValue)) for g in op.arg) else "dynamic"
                    if hit == "dynamic":
                        break
                if spec.values:
                    vals = op.arg if isinstance(op.arg, tuple) else (op.arg,)
                    if not all(type(v) is int for v in vals):
                        hit = "local" if all(type(v) is int or isinstance(v, (ManaValue, X)) for v in vals) else "dynamic"
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
            key = (effect.key, effect.definition, layer, id(c), self.view.status[oid][0])
            hit = self._apply_memo.get(key)
            if hit is not None and hit[0] is c:
                return hit[1]
            result = self.intern(self.apply_to(effect, layer, oid, chars))
            self._apply_memo[key] = (c, result)
            return result
        return self.intern(self.apply_to(effect, layer, oid, chars))

    def apply_to(self, effect: Effect, layer: str, oid: str, chars: Mapping[str, Characteristics]) -> Characteristics:
        c = chars[oid]
        if effect.origin == "counter":
            _layer, kind, amount = effect.payload
            if kind == "keyword":            # 613.1f: a keyword counter gives its keyword
                ab = Ability(text=amount, kind="keyword", keyword=amount, origin=Origin.COUNTER,
                             granted_by=effect.key, timestamp=effect.timestamp)
                return act.add_abilities(c, [ab])
            p, t = pt_counter(kind) or (0, 0)      # 122.1a, 613.4c: N +X/+Y counters give +NX/+NY
            return act.modify_pt(c, p * amount, t * amount)
        zone = self.view.zone(oid)
        ctx = Context(self, effect, oid, chars, zone)
        for name, arg in self.instructions(effect, layer, oid, chars):
            if name.startswith("~"):          # only there so that dependency can compare it (613.8a)
                continue
            c = ops.apply(ctx, name, c, arg)
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
            spec: FullTextOf = arg
            top = self.view.top_of_graveyard(effect.controller)
            if top is None or not self.view.matches(effect, spec.top_of_graveyard.in_zones(("graveyard",)), top, chars):
                return c
            t = chars[top]
            also = tuple(Ability(text=x, kind="activated" if ":" in x.split(".")[0] else "static", origin=Origin.TEXT,
                                 card=effect.label.split(":")[0], index=90 + i) for i, x in enumerate(spec.also, 1))
            new = replace(c, name=t.name, mana_cost=t.mana_cost, colors=t.colors, supertypes=t.supertypes,
                          types=t.types, subtypes=t.subtypes, power=t.power, toughness=t.toughness)
            return self._take_text(new, t.abilities, t.text, oid, extra=also)
        gain: GainAbilitiesOf = arg
        kinds = set(gain.kinds)
        if "activated" in kinds:
            kinds.add("loyalty")
        gained = []
        for src in sorted(self.view.select(effect, gain.source, chars)):
            if src == oid:
                continue
            for a in chars[src].abilities:
                if a.kind in kinds or ("activated" in kinds and act.is_activated_keyword(a)):
                    gained.append(self._renamed(a, chars[src].name, c.name, effect, src))
        return act.add_abilities(c, gained)

    def _renamed(self, a: Ability, old: str, new: str, effect: Effect, src: str) -> Ability:
        """A gained ability that names its original object by name names its new one (201.5)."""
        text = a.text.replace(old, new) if old and new else a.text
        return replace(a, text=text, origin=Origin.GRANTED, intrinsic=False, granted_by=f"{effect.key}<{src}",
                       timestamp=effect.timestamp)

    def _take_text(self, c: Characteristics, abilities, text: str, oid: str, extra=()) -> Characteristics:
        own_rule = tuple(a for a in c.abilities if a.intrinsic and a.origin == Origin.RULE)
        kept = tuple(a for a in c.abilities if a.origin in (Origin.GRANTED, Origin.COUNTER))
        taken = tuple(replace(a, origin=Origin.TEXT) for a in abilities
                      if a.origin in (Origin.PRINTED, Origin.COPIED, Origin.TEXT))
        return replace(c, abilities=own_rule + taken + tuple(extra) + kept, text=text)

    def settle_intrinsic(self, c: Characteristics, zone: str) -> Characteristics:
        """After a layer 1–3 effect: under ``cr`` re-evaluate every intrinsic ability; under
        ``amended`` there are none yet (608.3a comes after layer 3)."""
        return intrinsic.evaluate_all(c, zone, "cr") if self.rules == "cr" else intrinsic.strip(c)

    def granted(self, effect: Effect, i: int, spec: Granted) -> Ability | None:
        """An ability an effect grants (613.1f); a granted static ability's effects get the later
        of its object's and the granting effect's timestamps (613.7a)."""
        from ..vocabulary.card_definition import _keyword_name

        text, definition = spec.text, spec.definition
        if spec.one_of:         # 608.2d: the ability chosen as the spell or ability resolved
            text = chosen_of(spec.one_of, (effect.choices or {}).get("ability")) or ""
            if not text:
                return None
        if text == PROTECTION_FROM_CHOSEN_COLOR:
            text = self.protection_from_chosen(effect)
        elif text == HEXPROOF_FROM_CHOSEN_COLOR:
            # 702.11d: hexproof from the color chosen (the scenario's choices.color); none chosen: as written
            text = "Hexproof" + self.protection_from_chosen(effect)[len("Protection"):]
        elif text == LANDWALK_OF_CHOSEN_TYPE:
            text = self.landwalk_of_chosen(effect)
        elif text == PROTECTION_FROM_CHOSEN_PLAYER:
            # 702.16k: protection from the player chosen for the source (the scenario's choices.player)
            player = (effect.choices or {}).get("player")
            text = f"Protection from {player}" if isinstance(player, str) and player else text
        kw = _keyword_name(text)
        head = re.sub(r'"[^"]*"', '""', text).split(".")[0]
        kind = "keyword" if kw and len(text.split()) <= 3 else ("activated" if ":" in head else "static")
        if text.lower().startswith(("when", "whenever", "at ")):
            # 603.1: "When/Whenever/At ..." is a triggered ability (its effect happens only as it resolves, the
            # scenario's ``ability`` step), never a static one applied in the layers
            kind = "triggered"
        if definition is not None and definition.kind:
            kind = definition.kind
        return Ability(text=text, kind=kind, keyword=kw if kind == "keyword" else None, origin=Origin.GRANTED,
                       card=effect.label.split(":")[0], index=i, definition=definition,
                       granted_by=effect.key, timestamp=effect.timestamp)

    @staticmethod
    def protection_from_chosen(effect: Effect) -> str:
        """702.16a: "protection from the color of your choice" names the color chosen (608.2d; the
        scenario's ``choices.color``); with none chosen it stays as written and protects from nothing
        layerkit can name."""
        letter = (effect.choices or {}).get("color")
        word = next((w for w, c in COLOR_WORDS.items() if c == letter), None)
        return f"Protection from {word}" if word else PROTECTION_FROM_CHOSEN_COLOR

    @staticmethod
    def landwalk_of_chosen(effect: Effect) -> str:
        """702.14a: "landwalk of the chosen type" is "[type]walk" of the land type chosen (the scenario's
        ``choices.land_type``: "Islandwalk"); with none chosen it stays as written.

        >>> from types import SimpleNamespace
        >>> Applier.landwalk_of_chosen(SimpleNamespace(choices={"land_type": "Desert"}))
        'Desertwalk'
        """
        kind = (effect.choices or {}).get("land_type")
        return f"{kind.capitalize()}walk" if isinstance(kind, str) and kind else LANDWALK_OF_CHOSEN_TYPE

    def copy_onto(self, c: Characteristics, values: Characteristics, exceptions: Definition | None,
                  effect: Effect, zone: str = "battlefield") -> Characteristics:
        """707.2: the copiable values replace the object's; exceptions become part of them (707.9b)."""
        new = replace(values, controller=c.controller, face_down=False)
        new = replace(new, abilities=tuple(replace(a, origin=Origin.COPIED) if a.origin == Origin.PRINTED else a
                                           for a in new.abilities))
        if exceptions is not None and exceptions.operations:
            # 707.9d: an exception that sets a characteristic keeps the copied CDAs that define it out
            sets = {"pt" if name in ("set_pt", "set_power", "set_toughness") else name for name in exceptions.names}
            defines = {"pt": "set_pt", "set_colors": "set_colors", "set_subtypes": "set_subtypes"}
            dropped = {defines[k] for k in sets if k in defines}
            if dropped:
                new = replace(new, abilities=tuple(
                    a for a in new.abilities
                    if not (is_cda_definition(a.definition) and a.definition is not None
                            and dropped & set(a.definition.names))))
            ctx = Context(self, effect, "", {}, zone)
            for op in exceptions.operations:
                arg = op.arg
                if REGISTRY[op.name].values:     # exceptions are fixed values (707.9b): nothing to count
                    arg = tuple(v if isinstance(v, int) else 0 for v in arg) if isinstance(arg, tuple) \
                        else (arg if isinstance(arg, int) else 0)
                new = ops.apply(ctx, op.name, new, arg)
        return self.settle_intrinsic(new, zone)
