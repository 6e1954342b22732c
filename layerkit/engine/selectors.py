"""What selectors, values and conditions pick out of the board (the words of
``data/effects/README.md``), read from the characteristics of one moment of the layer system.

Memoized: a selector's answer depends only on the selector, the effect, an object's
characteristics and its fixed game status, so objects that look the same share one evaluation.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..rules.characteristics import Characteristics, devotion_symbols

if TYPE_CHECKING:  # pragma: no cover
    from .loop import Effect
    from .state import GameObject, GameState


class Queries:
    """Mixed into :class:`layerkit.engine.loop.Engine`: the board as effects see it."""

    state: "GameState"
    _status: dict
    _match_memo: dict
    _classes: dict
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
            return frozenset({src}) if src is not None and src in chars else frozenset()
        if selector in ("enchanted", "equipped", "attached"):
            if src is None or src not in self.state.objects:
                return frozenset()
            host = self.obj(src).attached_to
            return frozenset({host}) if host is not None and host in chars and self.zone(host) == "battlefield" \
                else frozenset()
        if selector == "targets":
            return frozenset(t for t in effect.targets if t in chars)
        if selector == "chosen":
            chosen = (effect.choices or {}).get("object")
            return frozenset({chosen}) if chosen is not None and chosen in chars else frozenset()
        out = []
        for members in self.classes(chars):        # one evaluation per group of look-alike objects
            first = members[0]
            if self.matches(effect, selector, first if first != effect.source else members[-1], chars):
                out.extend(members)
        if src is None:     # no source object: nothing to add or take out
            return frozenset(out)
        if selector.get("other") and src in out:
            out.remove(src)
        elif src in chars and src not in out and self.matches(effect, selector, src, chars):
            out.append(src)
        elif src in out and not self.matches(effect, selector, src, chars):
            out.remove(src)
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
