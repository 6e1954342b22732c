"""Applying one effect's part in one layer to the objects it affects: working out what it does
(613.8a's "what it does", with every value computed), and doing it, memoized per object.

The words themselves are in :mod:`layerkit.vocabulary.schema`; what each does to one object's
characteristics is in :mod:`layerkit.vocabulary.operations`; intrinsic abilities follow every change
(:mod:`layerkit.rules.intrinsic`).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Mapping

from ..rules import intrinsic
from ..vocabulary import operations as ops
from ..rules.characteristics import Ability, Characteristics
from ..vocabulary.schema import OPERATIONS, is_cda_definition, layer_of

if TYPE_CHECKING:  # pragma: no cover
    from .loop import Effect


class Application:
    """Mixed into :class:`layerkit.engine.loop.Engine`: what effects do."""

    rules: str
    started: dict
    _static_instructions: dict
    _local_instructions: dict
    _reach: dict
    _apply_memo: dict
    _affected_memo: dict
    _intern: dict
    _status: dict

    if TYPE_CHECKING:  # pragma: no cover - provided by the host's other mixin, Queries (selectors.py)
        def select(self, effect: Effect, selector: Any, chars: Mapping[str, Characteristics]) -> frozenset[str]: ...
        def value(self, effect: Effect, expr: Any, oid: str, chars: Mapping[str, Characteristics]) -> int: ...
        def matches(self, effect: Effect, sel: Mapping[str, Any], oid: str,
                    chars: Mapping[str, Characteristics]) -> bool: ...
        def zone(self, oid: str) -> str: ...
        def top_of_graveyard(self, player: str) -> str | None: ...

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
        out: list[tuple[str, Any]] = []
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
                out.append(("~top_of_graveyard", (top, chars[top].ability_texts if top is not None and top in chars else ())))
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
        if op in ("set_subtypes", "add_subtypes"):     # nothing chosen: nothing to add (never a None subtype)
            chosen = ch.get("creature_type") or ch.get("land_type")
            return [chosen] if chosen else []
        if op == "gain_control":
            return ch.get("player") or effect.controller
        if op in ("set_colors", "add_colors"):
            return [ch["color"]] if ch.get("color") else []
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
        from ..vocabulary.card_definition import _keyword_name

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
