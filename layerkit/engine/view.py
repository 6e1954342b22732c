"""The board as effects see it: what selectors, values and conditions pick out (the words of
``data/effects/README.md``), read from the characteristics of one moment of the layer system.

Memoized: a selector's answer depends only on the selector, the effect, an object's
characteristics and its fixed game status, so objects that look the same share one evaluation.
"""
from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
import weakref
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..errors import ScenarioError
from ..rules.characteristics import Characteristics, devotion_symbols, subtype_kinds
from ..vocabulary.model import (TargetExceeds, colors_spent, AllOf, AltCost, AnyOf, ManaSpentIs, CastFromIs, KickedWith, CastWith, RollIs, YouDid, ResolvedNth, TributePaid, TreasureManaSpent, StatedIs, stated_matches, CastDuring, Attached, ClassLevelIs, BasicLandTypes, ColorsOf, Condition, DistinctManaValues,
                                CountersAmong, CountersOnIt, DistinctNames, Party, DistinctPowers,
                                ManaSymbols, Count, CountersOnSource, CountIs,
                                Devotion, DevotionIs, DistinctCardTypes, DistinctCounterKinds, DistinctColors, EnchantedIs, Filter, ManaValue,
                                Not, PowerOf, Greatest, Total, Ref, Selector, SomeOpponent, EnchantedController, SourceCounters, SourceIs, Sum, Times, TopOfGraveyard, TopOfLibrary, Value, ValueIs,
                                X, YourTurn)
from ..vocabulary.model import UpTo, Beyond, Half, ItsManaSymbols, MostFact, PlayersWith, RollResult, ThatMany, Stated, ColorsSpent, Convoked, Votes, ManaSpent, Opponents, OpponentsAttacked, PlayersAttacked, FactIs, FactOf, ModeChosen, TimesKicked, facts_read, mana_spent_amount, stated_count_of, EnteredX, TreasureMana

#: The basic land types (305.6).
BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})

if TYPE_CHECKING:  # pragma: no cover
    from .loop import Effect
    from .state import GameObject, GameState


class Moment(dict):
    """The characteristics of all objects at one moment of the layer system. One made from another
    by :func:`derive` remembers it (weakly) and which objects may differ from it, so that what a
    selector picks out can be updated for those objects instead of read again for all."""

    __slots__ = ("base", "changed", "__weakref__")

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.base: weakref.ref | None = None
        self.changed: frozenset[str] = frozenset()


def derive(base: Mapping[str, Characteristics], changed: Iterable[str]) -> Moment:
    """A copy of ``base`` whose values may then be replaced for the objects ``changed`` only (the
    same objects, never new ones: the caller keeps to that)."""
    m = Moment(base)
    if isinstance(base, Moment):
        m.base = weakref.ref(base)
        m.changed = frozenset(changed)
    return m


class _Status(dict):
    """What a selector may read of each object besides its characteristics, worked out for an
    object the first time it is asked for (a resolution that reads few objects reads few)."""

    __slots__ = ("objects", "attachments", "blockers")

    def __init__(self, objects: Mapping[str, "GameObject"], attachments: Mapping[str, tuple[str, ...]]) -> None:
        super().__init__()
        self.objects = objects
        self.attachments = attachments
        # 509.1a: the creatures blocking each attacking creature (part of its status: "blocked by ~")
        self.blockers: dict[tuple[str, int], tuple[str, ...]] = {}
        for oid, o in sorted(objects.items()):
            for a in o.blocking or ():
                self.blockers[a] = self.blockers.get(a, ()) + (oid,)

    def __missing__(self, oid: str) -> tuple:
        o = self.objects[oid]
        out = self[oid] = (o.zone, o.owner, o.token, o.tapped, o.combat, tuple(sorted(c.kind for c in o.counters)),
                           o.commander, self.attachments.get(oid, ()), o.face_down is not None, o.uncast, o.controller,
                           o.blocking, o.blocked, self.blockers.get((oid, o.incarnation), ()),
                           tuple(sorted(o.designations)), o.entered_turn, o.art_stickers,
                           # a spell's own step: where it was cast from (601.2a), whose first spell it is (601.2)
                           o.choices.get("cast_from"), tuple(o.choices.get("first_spell_of") or ()), o.attacks,
                           # 202.3e: the X chosen for a spell on the stack counts in its mana value
                           o.choices.get("number") if o.zone == "stack" else None)
        return out


#: ifsother18: the choices key under which the board hands a resolving instant or sorcery the cost it was cast for
#: (its cast step's ``alt_cost``, or None); no step's choices may name it (game.values.choices refuses it)
SPELL_ALT_COST = "@alt_cost"


class BoardView:
    """The board as effects see it during one resolution: objects, zones and each object's game
    status (fixed for the resolution), read with the characteristics of one moment."""

    def __init__(self, state: "GameState") -> None:
        self.state = state
        # what a selector may read of an object besides its characteristics; what is attached to
        # each permanent is fixed for the resolution (equipped, enchanted, modified)
        self.attachments: dict[str, tuple[str, ...]] = {}
        for oid, o in sorted(state.objects.items()):
            if o.attached_to is not None and o.zone == "battlefield":
                self.attachments[o.attached_to] = self.attachments.get(o.attached_to, ()) + (oid,)
        self.status: dict[str, tuple] = _Status(state.objects, self.attachments)
        #: the moment last read by :meth:`matches` or :meth:`select`: where a filter that reads the
        #: objects attached to an object finds their characteristics (:meth:`matches_c`)
        self._moment: Mapping[str, Characteristics] | None = None
        self._match_memo: dict[tuple, tuple] = {}
        self._classes: dict[int, tuple] = {}
        self._select_memo: dict[tuple, list] = {}
        #: the object a count value is worked out for ("for each creature blocking it", ``blocking: it``)
        self._count_for: str | None = None

    # ------------------------------------------------------------------ objects and zones
    def obj(self, oid: str) -> GameObject:
        return self.state.objects[oid]

    def zone(self, oid: str) -> str:
        return self.state.objects[oid].zone

    # ------------------------------------------------------------------ selectors
    def select(self, effect: Effect, selector: Selector | None, chars: Mapping[str, Characteristics]) -> frozenset[str]:
        """The objects a selector names, read from the current characteristics."""
        src = effect.source
        if selector is None or selector is Ref.SELF:
            return frozenset({src}) if src is not None and src in chars else frozenset()
        if selector in (Ref.ENCHANTED, Ref.EQUIPPED, Ref.ATTACHED):
            if src is None or src not in self.state.objects:
                return frozenset()
            host = self.obj(src).attached_to
            return frozenset({host}) if host is not None and host in chars and self.zone(host) == "battlefield" \
                else frozenset()
        if selector is Ref.TARGETS:
            return frozenset(t for t in effect.targets if t in chars)
        if selector is Ref.PAIRED:
            # 702.95b: the source and the creature it's paired with; nothing while it is unpaired
            if src is None:
                return frozenset()
            partner = self.partner(src)
            return frozenset(x for x in (src, partner) if x in chars) if partner is not None else frozenset()
        if selector is Ref.TOP_OF_LIBRARY:
            # 401.1: the card of the source's controller's library the board was told is on top (untold: none,
            # and missing_facts lists the effect)
            top = self.top_of_library(effect.controller)
            return frozenset({top}) if top is not None and top in chars else frozenset()
        if selector is Ref.CHOSEN:
            chosen = (effect.choices or {}).get("object")
            return frozenset({chosen}) if chosen is not None and chosen in chars else frozenset()
        if selector in (Ref.CREATED, Ref.RETURNED):     # fixed by the board as it resolves (611.2c)
            return frozenset(o for o in effect.fixed or () if o in chars)
        if _names_by_reference(selector):
            # "~ and up to one other target creature": a reference inside ``any`` tells apart objects
            # that look the same, which the shared answers below don't: each object is read on its own
            self._moment = chars
            return frozenset(oid for oid in chars if not (selector.other and oid == src)
                             and self._matches(effect, selector, oid, chars[oid]))
        # a filter picks out each object by its own characteristics and game status alone: the
        # answer for a moment derived from a remembered one is updated for the objects that changed
        key = (effect.key, effect.controller, selector)
        slots = self._select_memo.get(key)
        self._moment = chars
        if selector.reads_attachments():
            # an object's membership also depends on the objects attached to it, which may have
            # changed when it did not: read every object again for a moment not seen yet
            for seen, result in slots or ():
                if seen is chars:
                    return result
            new = self._select_all(effect, selector, chars)
            self._select_memo[key] = [(chars, new)] + (slots or [])[:3]
            return new
        if slots is not None:
            for seen, result in slots:
                if seen is chars:
                    return result
            moment = chars if isinstance(chars, Moment) else None
            base = moment.base() if moment is not None and moment.base is not None else None
            if moment is not None and base is not None:
                for seen, result in slots:
                    if seen is base:
                        members = set(result)
                        status = self.status
                        looks: dict[tuple, bool] = {}    # objects that look the same share one answer
                        for oid in moment.changed:
                            c = chars[oid]
                            if oid == src:
                                hit: bool | None = self.matches_c(effect, selector, oid, c)
                            else:
                                look = (id(c), status[oid])
                                hit = looks.get(look)
                                if hit is None:
                                    hit = looks[look] = self.matches_c(effect, selector, oid, c)
                            if hit:
                                members.add(oid)
                            else:
                                members.discard(oid)
                        new = frozenset(members)
                        # the base first: more moments are likely to be derived from it
                        self._select_memo[key] = [(base, result), (chars, new)] + \
                            [s for s in slots if s[0] is not base][:2]
                        return new
        new = self._select_all(effect, selector, chars)
        self._select_memo[key] = [(chars, new)] + (slots or [])[:3]
        return new

    def _select_all(self, effect: Effect, selector: Filter, chars: Mapping[str, Characteristics]) -> frozenset[str]:
        src = effect.source
        out = []
        for members in self.classes(chars):        # one evaluation per group of look-alike objects
            first = members[0]
            if self.matches(effect, selector, first if first != effect.source else members[-1], chars):
                out.extend(members)
        if src is None:     # no source object: nothing to add or take out
            return frozenset(out)
        if selector.other and src in out:
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
        status = self.status
        for oid, c in chars.items():
            groups.setdefault((id(c), status[oid]), []).append(oid)
        result = list(groups.values())
        self._classes = {key: (chars, result)}
        return result

    def matches(self, effect: Effect, sel: Filter, oid: str, chars: Mapping[str, Characteristics]) -> bool:
        """Whether the object matches a selector. Memoized: the answer depends only on the
        selector, the effect, the object's characteristics and its (fixed) game status, so objects
        with identical characteristics (interned, see :meth:`intern`) share one evaluation."""
        if sel.reads_attachments():
            self._moment = chars
            if sel.other and oid == effect.source:
                return False
            if sel.other_targets and oid in effect.targets:
                return False
            return self._matches(effect, sel, oid, chars[oid])
        return self.matches_c(effect, sel, oid, chars[oid])

    def matches_c(self, effect: Effect, sel: Filter, oid: str, c: Characteristics) -> bool:
        """:meth:`matches` for the object ``oid`` as if its characteristics were ``c``."""
        if sel.other and oid == effect.source:
            return False
        if sel.other_targets and oid in effect.targets:
            return False        # ``other: targets``: not one of the effect's targets
        if sel.reads_attachments() or _names_by_reference(sel):
            # the attached objects' characteristics are not in the key; nor is being a target
            return self._matches(effect, sel, oid, c)
        # keyed on the selector's value and on the (interned) characteristics' identity, checked
        key = (sel, effect.key, id(c), self.status[oid])
        hit = self._match_memo.get(key)
        if hit is not None and hit[0] is c:
            return hit[1]
        result = self._matches(effect, sel, oid, c)
        self._match_memo[key] = (c, result)
        return result

    def partner(self, oid: str) -> str | None:
        """The creature ``oid`` is paired with (702.95b): both on the battlefield, each recorded as
        paired with the other as the object it is now (a zone change ends a pairing, 702.95e)."""
        objects = self.state.objects
        o = objects.get(oid)
        if o is None or o.paired_with is None or o.zone != "battlefield":
            return None
        pid, incarnation = o.paired_with
        p = objects.get(pid)
        if p is None or p.zone != "battlefield" or p.incarnation != incarnation or p.paired_with != (o.id, o.incarnation):
            return None
        return pid

    def _matches(self, effect: Effect, sel: Filter, oid: str, c: Characteristics) -> bool:
        o = self.obj(oid)
        if o.zone == "command":
            return False        # 114.5: an emblem is neither a card nor a permanent; no selector names it
        zones = sel.zones or ("battlefield",)
        if "any" not in zones and o.zone not in zones:
            return False
        if sel.any is not None and not any(self._matches_any(effect, sub, oid, c) for sub in sel.any):
            return False
        if sel.types is not None and not sel.types <= c.types:
            return False
        if sel.not_types is not None and sel.not_types & c.types:
            return False
        if sel.any_types is not None and not sel.any_types & c.types:
            return False
        if sel.subtypes is not None:
            wanted = {self._chosen(effect, "creature_type") if s == "chosen" else s for s in sel.subtypes}
            if not wanted & c.subtypes:
                return False
        if sel.not_subtypes is not None and \
                {self._chosen(effect, "creature_type") if s == "chosen" else s for s in sel.not_subtypes} & c.subtypes:
            return False        # "creatures that aren't of the chosen type": none of these subtypes
        if sel.all_subtypes is not None and not \
                {self._chosen(effect, "creature_type") if s == "chosen" else s for s in sel.all_subtypes} <= c.subtypes:
            return False        # "Eldrazi Spawn creatures": every one of these subtypes (205.3)
        if sel.supertypes is not None and not sel.supertypes <= c.supertypes:
            return False
        if sel.not_supertypes is not None and sel.not_supertypes & c.supertypes:
            return False
        if sel.colors is not None:
            wanted = {self._chosen(effect, "color") if x == "chosen" else x for x in sel.colors}
            if not wanted & c.colors:
                return False
        if sel.not_colors is not None and sel.not_colors & c.colors:
            return False
        n_colors = len(c.colors)
        for asked, holds in ((sel.colorless, n_colors == 0), (sel.monocolored, n_colors == 1),
                             (sel.multicolored, n_colors >= 2)):      # 105.2a-c
            if asked is not None and asked != holds:
                return False
        if sel.no_abilities and c.abilities:
            return False
        if sel.abilities is not None and not _has_abilities(c, sel.abilities):
            return False
        if sel.not_abilities is not None and any(_has_abilities(c, frozenset({a})) for a in sel.not_abilities):
            return False
        if sel.name == "chosen":
            # 201.4, 607.2d: the card name chosen for the source (its step's choices.card_name; none: no object)
            chosen_name = self._chosen(effect, "card_name")
            if chosen_name is None or c.name != chosen_name:
                return False
        elif sel.name is not None and c.name != sel.name:
            return False
        if sel.token is not None and bool(o.token) != sel.token:
            return False
        if sel.counters == "any":            # "with counters on them": a counter of any kind (122.1)
            if not any(c.count > 0 for c in o.counters):
                return False
        elif sel.counters is not None and o.counter(sel.counters) < (sel.counters_min or 1):
            return False
        if sel.not_counters == "any":        # "with no counters on them" (122.1)
            if any(c.count > 0 for c in o.counters):
                return False
        elif sel.not_counters is not None and o.counter(sel.not_counters):
            return False
        for bounds, n in ((sel.power, c.power if c.has_pt() else None),       # 208.1, 208.3
                          (sel.toughness, c.toughness if c.has_pt() else None),
                          (sel.mana_value, self._stack_mana_value(o, c) if o.zone == "stack" else c.mana_value)):   # 202.3
            if bounds is not None and not (isinstance(n, int) and (bounds[0] is None or n >= bounds[0])
                                           and (bounds[1] is None or n <= bounds[1])):
                return False
        if sel.commander is not None and o.commander != sel.commander:     # 903.3
            return False
        if sel.designations is not None and not sel.designations <= o.designations:   # 701.37b, 702.112b
            return False
        if sel.stickered is not None and (o.art_stickers > 0) != sel.stickered:      # 123.4
            return False
        if sel.entered_this_turn is not None and \
                (o.zone == "battlefield" and o.entered_turn == self.state.turn_number) != sel.entered_this_turn:
            return False
        if sel.reads_attachments() and not self._attachment_status_holds(sel, o, c):
            return False
        if sel.shares is not None and not self._shares(effect, sel.shares, c):
            return False
        if sel.tapped is not None and bool(o.tapped) != sel.tapped:
            return False
        if sel.face_down is not None and (o.face_down is not None) != sel.face_down:    # 110.5, 708.2
            return False
        if sel.combat is not None and o.combat != sel.combat:
            return False
        if sel.not_combat is not None and o.combat == sel.not_combat:
            return False
        if sel.blocked is not None and self._is_blocked(o) != sel.blocked:
            return False
        if sel.attacking is not None:
            # 508.1b: the player the attacking creature attacks (not a planeswalker or battle they control), as the
            # attack step said (or the only one it could attack); not known: refused, never guessed
            if o.zone != "battlefield" or o.combat != "attacking":
                return False
            if o.attacks is None:
                raise ScenarioError(f"which player, planeswalker or battle {oid!r} attacks is not known (508.1b)",
                                    field="defender", hint="state it on the attack step: attack: {ids: [...], "
                                    "defender: <player or id>}")
            if sel.attacking == "you" and o.attacks != effect.controller:
                return False
            if sel.attacking == "enchanted_player" and (o.attacks is None or o.attacks != self.enchanted_player(effect)):
                return False        # 303.4: "creatures attacking enchanted player" (nobody enchanted: none)
        if sel.shares_creature_type is not None:
            raise ScenarioError("'shares_creature_type: it' is read only in a count value", field="affects")
        if sel.blocking is not None and not self._blocking(effect, o, sel.blocking):
            return False
        if sel.blocked_by is not None and not self._blocked_by(effect, o, sel.blocked_by):
            return False
        # 601.2, 110.2: "spells you cast": the player who put the spell on the stack (the object's controller
        # as it entered, not one a control-changing effect gave it in layer 2)
        if sel.cast_by is not None and o.uncast:
            return False                  # 707.10: a copy of a spell is not cast
        # 601.2: "the first <kind> spell you cast each turn": the spell's step says for which sources' abilities it
        # is that spell (untold: it is none; Resolution.unsupported lists the ability, never assumed)
        if sel.next_this_turn or sel.mana_spent_on:
            return False          # fixed by the board as the spell is cast (Board.enter), never selected
        if sel.first_this_turn and (o.zone != "stack" or effect.source is None
                                    or effect.source not in (o.choices.get("first_spell_of") or ())):
            return False
        # 601.2a: "spells you cast from your hand": the zone the spell was cast from, as its own step states it
        # (choices.cast_from); untold, it is not one (Resolution.unsupported lists the ability, never assumed)
        if sel.cast_from is not None and (o.zone != "stack" or o.choices.get("cast_from") != sel.cast_from):
            return False
        for want, who in ((sel.controller, c.controller), (sel.owner, o.owner), (sel.cast_by, o.controller)):
            if want is None:
                continue
            if want == "chosen":          # the player chosen for the source (undefined: nobody)
                if who != (effect.choices or {}).get("player"):
                    return False
            elif want == "enchanted_player":
                # 303.4, 702.5d: "creatures enchanted player controls": the player the source Aura is attached
                # to; attached to nobody (or not on the battlefield), it names nobody
                if who is None or who != self.enchanted_player(effect):
                    return False
            elif want == "any":
                continue                  # misc16: "spells players cast" (601.2): whoever cast it
            elif want == "its_controller":
                # "cards in its controller's graveyard": read only in a count value (BoardView.value)
                raise ScenarioError("'owner: its_controller' names a player only in a count value", field="affects")
            elif (want == "you") != (who == effect.controller):
                return False
        return True

    def enchanted_player(self, effect: Effect) -> str | None:
        """303.4, 702.5d: the player the effect's source, an Aura with "enchant player", is attached to (the
        scenario's ``enter: {attached_to_player: ...}``); None when the source is not on the battlefield or is
        attached to no player (a new object is attached to nothing, 400.7)."""
        src = self.state.objects.get(effect.source) if effect.source is not None else None
        if src is None or src.zone != "battlefield" or src.attached_player is None \
                or src.attached_player[1] != src.incarnation:
            return None
        return src.attached_player[0]

    def _combat_refs(self, effect: Effect, ref: str) -> tuple[GameObject, ...]:
        """The objects ``blocking`` / ``blocked_by`` name: ``self`` (the source), ``targets``, the
        object the source is attached to (``equipped`` / ``enchanted`` / ``attached``), or ``it`` (the
        object a count value is worked out for)."""
        objs = self.state.objects
        if ref == "self":
            ids: tuple[str, ...] = (effect.source,) if effect.source else ()
        elif ref == "targets":
            ids = tuple(effect.targets)
        elif ref in ("equipped", "enchanted", "attached"):
            host = objs[effect.source].attached_to if effect.source is not None and effect.source in objs else None
            ids = (host,) if host is not None else ()
        elif ref == "it" and self._count_for is not None:
            ids = (self._count_for,)
        elif ref == "top_of_library":       # 401.1: the stated top card of the controller's library (shares only)
            top = self.top_of_library(effect.controller)
            ids = (top,) if top is not None else ()
        else:
            raise ScenarioError(f"'blocking: {ref}': not an object layerkit can read here", field="affects")
        return tuple(objs[i] for i in ids if i in objs)

    @staticmethod
    def _stack_mana_value(o: GameObject, c: Characteristics) -> int | None:
        """202.3e: the mana value of a spell on the stack counts the X chosen for it (its step's ``choices.number``);
        None — no such spell is matched, Resolution.unsupported lists the ability — when its cost has {X} and X is
        not stated."""
        xs = (c.mana_cost or "").upper().count("{X}")
        if not xs:
            return c.mana_value
        n = o.choices.get("number")
        return c.mana_value + xs * n if isinstance(n, int) and not isinstance(n, bool) else None

    def _blocking(self, effect: Effect, blocker: GameObject, ref: str) -> bool:
        """``blocking: ref``: ``blocker`` blocks one of the objects ``ref`` names (509.1a)."""
        return any(self._blocks(blocker, a) for a in self._combat_refs(effect, ref))

    def _blocked_by(self, effect: Effect, attacker: GameObject, ref: str) -> bool:
        """``blocked_by: ref``: one of the objects ``ref`` names blocks ``attacker`` (509.1a)."""
        return any(self._blocks(b, attacker) for b in self._combat_refs(effect, ref))

    @staticmethod
    def _is_blocked(o: GameObject) -> bool:
        """509.1h: a blocked creature: an attacking creature blockers were declared for (506.4: one
        removed from combat is neither blocked nor unblocked). Not known: refused, never guessed."""
        if o.combat != "attacking" or o.zone != "battlefield":
            return False
        if o.blocked is None:
            raise ScenarioError(f"whether {o.id!r} is blocked is not known: name the attacker in each block "
                                "step (block: {ids: [...], attacker: ...}, 509.1h)", field="block")
        return o.blocked

    @staticmethod
    def _blocks(blocker: GameObject, attacker: GameObject) -> bool:
        """509.1a: whether ``blocker`` is blocking ``attacker`` (the same object, 400.7). When the board
        was not told which creature a blocking creature blocks (a ``block`` step without ``attacker``
        while several were attacking), the answer is not known: refused, never guessed."""
        if blocker.combat != "blocking" or attacker.zone != "battlefield" or blocker.zone != "battlefield":
            return False
        if blocker.blocking is None:
            raise ScenarioError(f"which creature {blocker.id!r} blocks is not known: name it in the block "
                                f"step (block: {{ids: [{blocker.id}], attacker: ...}}, 509.1a)", field="block")
        return (attacker.id, attacker.incarnation) in blocker.blocking

    def _attachment_status_holds(self, sel: Filter, o: "GameObject", c: Characteristics) -> bool:
        """``equipped`` (301.5a), ``enchanted`` (303.4) and ``modified`` (700.9), read from the
        characteristics the attached objects have at this moment (an Equipment that lost the
        subtype equips nothing, 301.5c)."""
        moment = self._moment
        attached = []
        for aid in self.attachments.get(o.id, ()):
            ac = moment.get(aid) if moment is not None else None
            attached.append(ac if ac is not None else self.obj(aid).printed())
        equipped = any("Equipment" in a.subtypes for a in attached)
        auras = [a for a in attached if "Aura" in a.subtypes]
        # 700.9: a counter, equipped, or enchanted by an Aura its controller also controls
        modified = any(k.count > 0 for k in o.counters) or equipped or any(a.controller == c.controller for a in auras)
        for asked, holds in ((sel.equipped, equipped), (sel.enchanted, bool(auras)), (sel.modified, modified)):
            if asked is not None and asked != holds:
                return False
        return True

    def _shares(self, effect: Effect, shares: tuple[str, str], c: Characteristics) -> bool:
        """``shares``: the object (characteristics ``c``) has a name (201.2a), a color (105.2) or a creature
        type (205.3m) in common with one of the objects ``with`` names, as they are at this moment."""
        what, ref = shares
        moment = self._moment
        for other in self._combat_refs(effect, ref):
            oc = moment.get(other.id) if moment is not None else None
            if oc is None:
                continue            # not an object the layers read now: nothing to share
            if what == "name":
                if c.name and oc.name and c.name == oc.name:     # 201.2a: no name shares none
                    return True
            elif what == "color":
                if c.colors & oc.colors:
                    return True
            elif c.subtypes & oc.subtypes & subtype_kinds()["Creature"]:     # 205.3m: creature types
                return True
        return False

    def _matches_any(self, effect: Effect, sub: Selector, oid: str, c: Characteristics) -> bool:
        """One alternative of an ``any`` selector: a filter, or a reference such as ``self``."""
        if isinstance(sub, Filter):
            if sub.other and oid == effect.source:
                return False        # "other" inside an alternative ("~ and other Elves you control")
            return self._matches(effect, sub, oid, c)
        return oid in self.select(effect, sub, {oid: c})

    def _chosen(self, effect: Effect, key: str) -> Any:
        return (effect.choices or {}).get(key)

    # ------------------------------------------------------------------ values and conditions
    def value(self, effect: Effect, expr: Value, oid: str, chars: Mapping[str, Characteristics]) -> int:
        """A number from the vocabulary; undefined values are 0 (208.2a)."""
        if isinstance(expr, bool) or expr is None:
            return 0
        if isinstance(expr, int):
            return expr
        if isinstance(expr, ManaValue):
            return chars[oid].mana_value
        if isinstance(expr, X):
            return int((effect.choices or {}).get("number", 0) or 0)
        if isinstance(expr, TimesKicked):       # 702.33c-d (the board records 1 for a plain kicker)
            return int((effect.choices or {}).get("times_kicked", 0) or 0)
        if isinstance(expr, ColorsSpent):       # converge, 702.44a: colors of mana spent to cast it
            return colors_spent(effect.choices or {})
        if isinstance(expr, Convoked):          # 702.51a: the creatures that convoked it (untold: refused by the board)
            return int((effect.choices or {}).get("convoked", 0) or 0)
        if isinstance(expr, Opponents):         # 102.2, 102.3: the other players in the game
            return sum(1 for p in self.state.players if p != effect.controller)
        if isinstance(expr, OpponentsAttacked):
            # 702.121a, 508.1b: the opponents the controller's attacking creatures attack (players only)
            attacking = [o for o in self.state.objects.values() if o.zone == "battlefield" and o.combat == "attacking"
                         and (chars[o.id].controller if o.id in chars else o.controller) == effect.controller]
            if any(o.attacks is None for o in attacking):
                raise ScenarioError("which player, planeswalker or battle each attacking creature attacks is not "
                                    "known (508.1b), so the opponents attacked this combat can't be counted",
                                    field="defender", hint="state it on the attack step: attack: {ids: [...], "
                                    "defender: <player or id>}")
            return len({o.attacks for o in attacking if o.attacks in self.state.players and o.attacks != effect.controller})
        if isinstance(expr, PlayersAttacked):
            # values18, 508.1b: the players the attacking creatures attack, whoever controls them (players only)
            attacking = [o for o in self.state.objects.values() if o.zone == "battlefield" and o.combat == "attacking"]
            if any(o.attacks is None for o in attacking):
                raise ScenarioError("which player, planeswalker or battle each attacking creature attacks is not "
                                    "known (508.1b), so the players being attacked can't be counted",
                                    field="defender", hint="state it on the attack step: attack: {ids: [...], "
                                    "defender: <player or id>}")
            return len({o.attacks for o in attacking if o.attacks in self.state.players})
        if isinstance(expr, ManaSpent):         # 601.2h: the amount of mana spent to cast it
            # the step's whole payment by type of mana; the board refuses an effect reading it untold
            # (game.board ``_how_cast_untold``, model.how_cast_read)
            return mana_spent_amount((effect.choices or {}).get("mana_spent") or {}, None)
        if isinstance(expr, UpTo):              # 608.2d: the number chosen (game.board refuses it untold or too many)
            chosen = (effect.choices or {}).get("up_to")
            return chosen if isinstance(chosen, int) else 0
        if isinstance(expr, TreasureMana):      # 111.10a, 601.2h: stated on the spell's step (refused untold)
            n = (effect.choices or {}).get("treasure_mana")
            return n if isinstance(n, int) else 0
        if isinstance(expr, EnteredX):          # 107.3m: the entering spell's X, copied by game.board (refused untold)
            n = (effect.choices or {}).get("entered_x")
            return n if isinstance(n, int) else 0
        if isinstance(expr, ThatMany):          # 603.2, 608.2h: the trigger event's number (game.board refuses it untold)
            n = (effect.choices or {}).get("number")
            return n if isinstance(n, int) else 0
        if isinstance(expr, RollResult):        # 706.2: the stated result (game.board refuses it untold)
            rolled = (effect.choices or {}).get("roll")
            return rolled if isinstance(rolled, int) else 0
        if isinstance(expr, Votes):             # 701.38: the votes for that option (game.board refuses them untold)
            n = ((effect.choices or {}).get("votes") or {}).get(expr.option, 0)
            return n if isinstance(n, int) else 0
        if isinstance(expr, Stated) and expr.of is not None:
            # 608.2h: "for each nonland card revealed this way": the stated objects matching the filter (game.board
            # refuses it untold, stated_read, stated_objects_unstated)
            return stated_count_of(expr, (effect.choices or {}).get("stated") or {})
        if isinstance(expr, Stated):            # 608.2h: stated (game.board refuses it untold, stated_read)
            n = ((effect.choices or {}).get("stated") or {}).get(expr.object, {}).get(expr.characteristic)
            if expr.characteristic == "colors" and isinstance(n, (list, tuple)):
                return len(set(n))      # 105.2: "for each of that spell's colors", the colors the step states
            # 107.1b: a calculation giving a negative number gives 0 ("the sacrificed creature's power" of
            # a creature with power -1); the compiler never writes it where a value sets power or toughness
            return max(0, n) if isinstance(n, int) else 0
        if isinstance(expr, Count) and isinstance(expr.of, Filter) and expr.of.shares_creature_type == "it":
            # "for each other creature that shares a creature type with it" (205.3m): read in this layer
            base = dataclasses.replace(expr.of, shares_creature_type=None, other_it=False)
            mine = chars[oid].subtypes & _creature_types() if oid in chars else frozenset()
            return sum(1 for o in self.select(effect, base, chars)
                       if not (expr.of.other_it and o == oid) and chars[o].subtypes & mine)
        if isinstance(expr, Count) and isinstance(expr.of, Filter) and expr.of.owner == "its_controller":
            # "for each card in its controller's hand": the cards owned by the controller of the object the
            # value is worked out for (a hand, a graveyard holds its owner's cards, 404.1, 402.1)
            player = chars[oid].controller if oid in chars else None
            base = dataclasses.replace(expr.of, owner=None)
            return sum(1 for o in self.select(effect, base, chars) if self.obj(o).owner == player)
        if isinstance(expr, Count) and isinstance(expr.of, Filter) and expr.of.other_it:
            # "enchanted creature gets +1/+1 for each other creature you control": those objects but the
            # one the value is worked out for
            base = dataclasses.replace(expr.of, other_it=False)
            return self.value(effect, Count(base), oid, chars) - (1 if oid in self.select(effect, base, chars) else 0)
        if isinstance(expr, Count) and isinstance(expr.of, Filter) and "it" in (expr.of.blocking, expr.of.blocked_by):
            # "it gets +1/+1 for each creature blocking it": the creatures blocking the affected object
            before, self._count_for = self._count_for, oid
            try:
                return sum(1 for k in chars if self._matches(effect, expr.of, k, chars[k]))
            finally:
                self._count_for = before
        if isinstance(expr, Count):
            return len(self.select(effect, expr.of, chars))
        if isinstance(expr, Devotion):
            return self.devotion(effect.controller, expr.color, chars)
        if isinstance(expr, SourceCounters):
            if not effect.source:
                return 0
            src = self.obj(effect.source)
            if effect.origin == "resolved" and src.zone != "battlefield" and src.last_known is not None:
                # a resolving ability whose source left the battlefield ("When ~ dies, put X +1/+1 counters
                # on ..., where X is the number of +1/+1 counters on ~"): its last known counters (608.2h)
                return sum(c.count for c in src.last_counters if expr.kind in ("any", c.kind))
            if expr.kind == "any":          # "for each counter on ~": every kind (122.1)
                return sum(c.count for c in src.counters)
            return src.counter(expr.kind)
        if isinstance(expr, DistinctCardTypes):
            found: set[str] = set()
            for o in self.select(effect, expr.of, chars):
                found |= chars[o].types
            return len(found)
        if isinstance(expr, DistinctCounterKinds):    # 122.1: the kinds of counters among those objects
            kinds: set[str] = set()
            for o in self.select(effect, expr.of, chars):
                kinds |= {c.kind for c in self.state.objects[o].counters if c.count > 0}
            return len(kinds)
        if isinstance(expr, DistinctColors):      # 105.2: the colors among those objects
            colors: set[str] = set()
            for o in self.select(effect, expr.of, chars):
                colors |= chars[o].colors
            return len(colors)
        if isinstance(expr, BasicLandTypes):      # 305.6: Plains, Island, Swamp, Mountain, Forest
            basic: set[str] = set()
            for o in self.select(effect, expr.of, chars):
                basic |= chars[o].subtypes & BASIC_LAND_TYPES
            return len(basic)
        if isinstance(expr, Attached):
            return len(self.attached(effect, expr.of, effect.source if expr.to == "self" else oid, chars))
        if isinstance(expr, DistinctNames):       # 201.2; no name (708.2): none to count
            return len({chars[o].name for o in self.select(effect, expr.of, chars) if chars[o].name})
        if isinstance(expr, DistinctManaValues):
            return len({chars[o].mana_value for o in self.select(effect, expr.of, chars)})
        if isinstance(expr, DistinctPowers):     # 208.1: an object with no power (208.3) adds none
            return len({p for p in (chars[o].power for o in self.select(effect, expr.of, chars)) if isinstance(p, int)})
        if isinstance(expr, ManaSymbols):
            return sum(devotion_symbols(chars[o].mana_cost, expr.color) for o in self.select(effect, expr.of, chars))
        if isinstance(expr, ColorsOf):
            return len(chars[oid].colors) if oid in chars else 0
        if isinstance(expr, CountersOnIt):    # the counters on the object the value is worked out for (122.1)
            if oid not in self.state.objects:
                return 0
            return sum(k.count for k in self.obj(oid).counters if expr.kind in ("any", k.kind))
        if isinstance(expr, Party):           # 700.8: the source's controller's party
            return party_size([chars[o].subtypes for o in chars
                               if self.zone(o) == "battlefield" and chars[o].controller == effect.controller
                               and "Creature" in chars[o].types])
        if isinstance(expr, CountersAmong):   # counters of that kind (or any, 122.1) on those objects
            of = expr.of
            if isinstance(of, Filter) and of.other_it:      # "on other creatures you control": but this one
                of = dataclasses.replace(of, other_it=False)
            return sum(k.count for o in self.select(effect, of, chars) - ({oid} if of is not expr.of else set())
                       for k in self.obj(o).counters if expr.kind == "any" or k.kind == expr.kind)
        if isinstance(expr, Greatest):
            numbers = [getattr(chars[o], expr.characteristic) for o in self.select(effect, expr.of, chars)]
            return max([n for n in numbers if isinstance(n, int)], default=0)
        if isinstance(expr, Total):       # 107.1b: negative powers count as they are
            numbers = [getattr(chars[o], expr.characteristic) for o in self.select(effect, expr.of, chars)]
            return sum(n for n in numbers if isinstance(n, int))
        if isinstance(expr, PowerOf):
            whose = effect.source if expr.whose == "self" else oid
            c = chars.get(whose) if whose else None
            n = (c.power if expr.which == "power" else c.toughness) if c is not None else None
            return n if isinstance(n, int) else 0
        if isinstance(expr, FactOf):      # a game fact (unknown: the effect is not applied, see missing_facts)
            return sum(self.fact(effect, expr.name, p, chars) or 0 for p in self.fact_players(effect, expr.player))
        if isinstance(expr, Sum):
            return sum(self.value(effect, v, oid, chars) for v in expr.terms)
        if isinstance(expr, ItsManaSymbols):    # chroma, of the affected object's mana cost (107.4)
            return devotion_symbols(chars[oid].mana_cost, expr.color) if oid in chars else 0
        if isinstance(expr, MostFact):          # the greatest among those players (unknown: not applied)
            return max((self.fact(effect, expr.fact.name, p, chars) or 0
                        for p in self.fact_players(effect, expr.fact.player)), default=0)
        if isinstance(expr, PlayersWith):       # those players the fact is 1 or more for (unknown: not applied)
            return sum(1 for p in self.fact_players(effect, expr.fact.player)
                       if (self.fact(effect, expr.fact.name, p, chars) or 0) >= 1)
        if isinstance(expr, Half):              # 107.1a: rounded up or down, as the text says
            n = self.value(effect, expr.of, oid, chars)
            return -((-n) // 2) if expr.up else n // 2
        if isinstance(expr, Beyond):            # "beyond the first": none when there are no more
            return max(0, self.value(effect, expr.of, oid, chars) - expr.first)
        if isinstance(expr, Times):
            out = 1
            for v in expr.factors:
                out *= self.value(effect, v, oid, chars)
            return out
        return 0

    def attached(self, effect: Effect, sel: Selector, oid: str | None,
                 chars: Mapping[str, Characteristics]) -> list[str]:
        """The permanents matching ``sel`` attached to the object ``oid`` (303.4b, 301.5a)."""
        if oid is None:
            return []
        return [a for a, o in self.state.objects.items()
                if o.attached_to == oid and o.zone == "battlefield" and a in chars
                and a in self.select(effect, sel, chars)]

    def devotion(self, player: str, color: str, chars: Mapping[str, Characteristics]) -> int:
        """700.5: mana symbols of that color among the mana costs of permanents the player controls;
        ``color`` may name two colors ("WB"): each symbol that is either color counts once."""
        return sum(devotion_symbols(c.mana_cost, color) for oid, c in chars.items()
                   if self.zone(oid) == "battlefield" and c.controller == player)

    def condition(self, effect: Effect, cond: Condition | None, chars: Mapping[str, Characteristics]) -> bool:
        """Whether a condition holds now (it reads the current, partly resolved state)."""
        if cond is None:
            return True
        src = self.state.objects.get(effect.source) if effect.source else None
        if isinstance(cond, DevotionIs):
            n = self.devotion(effect.controller, cond.color, chars)
            return (cond.lt is None or n < cond.lt) and (cond.min is None or n >= cond.min)
        if isinstance(cond, CountersOnSource):
            # 122.1: kind "any" counts the counters of every kind on it together; 603.10a, 608.2h: a resolving
            # ability whose source left the battlefield ("if it had no +1/+1 counters on it", 702.93a) reads the
            # counters it had as it last existed there
            had = src.last_counters if (src is not None and effect.origin == "resolved" and src.zone != "battlefield"
                                        and src.last_known is not None) else src.counters if src else ()
            n = sum(c.count for c in had if cond.kind in ("any", c.kind))
            return n >= (cond.min or 0) and (cond.max is None or n <= cond.max)
        if isinstance(cond, AltCost):
            if src is None and effect.origin == "resolved" and SPELL_ALT_COST in (effect.choices or {}):
                # ifsother18: 601.2b, 608.2c: a resolving instant's or sorcery's own "if this spell's mayhem cost was
                # paid" / "if this spell was cast using teamwork": the cost its cast step says it was cast for
                return bool(effect.choices[SPELL_ALT_COST] == cond.name)
            return src is not None and src.alt_cost == cond.name
        if isinstance(cond, ManaSpentIs):
            # 601.2g-h: the mana spent to cast it, as the step states (the board refuses to resolve an effect
            # reading it when the step doesn't: game.board ``_how_cast_untold``)
            spent = (effect.choices or {}).get("mana_spent")
            if spent is None:
                return False
            n = mana_spent_amount(spent, cond.color)
            return (cond.min is None or n >= cond.min) and (cond.max is None or n <= cond.max)
        if isinstance(cond, RollIs):         # 706.2: as the step states (game.board refuses it untold)
            rolled = (effect.choices or {}).get("roll")
            return isinstance(rolled, int) and (cond.min is None or rolled >= cond.min) \
                and (cond.max is None or rolled <= cond.max)
        if isinstance(cond, CastWith):       # 601.2b: as the step states (game.board refuses it untold)
            return cond.what in ((effect.choices or {}).get("cast_with") or ())
        if isinstance(cond, CastDuring):     # 505.1: as the step states (game.board refuses it untold)
            return (effect.choices or {}).get("cast_during") == cond.when
        if isinstance(cond, KickedWith):     # 702.33d: as the step states (game.board refuses it untold)
            return cond.cost in {str(c).upper() for c in (effect.choices or {}).get("kicked_with") or ()}
        if isinstance(cond, StatedIs):       # 608.2h: what the object was, as the step states (refused untold)
            stated = ((effect.choices or {}).get("stated") or {}).get(cond.object) or {}
            return stated_matches(cond.filter, stated)
        if isinstance(cond, YouDid):         # 608.2c: as the step states (game.board refuses it untold)
            return (effect.choices or {}).get("you_did") is True
        if isinstance(cond, ResolvedNth):    # 608.2c: as the step states (game.board refuses it untold)
            return (effect.choices or {}).get("resolved_this_turn") == cond.n
        if isinstance(cond, TributePaid):    # 702.104b: as the step states (game.board refuses it untold)
            return (effect.choices or {}).get("tribute_paid") is True
        if isinstance(cond, TreasureManaSpent):     # 111.10a, 601.2h: as the step states (refused untold)
            spent = (effect.choices or {}).get("treasure_mana")
            return isinstance(spent, int) and (cond.min is None or spent >= cond.min) \
                and (cond.max is None or spent <= cond.max)
        if isinstance(cond, CastFromIs):     # 601.2a: as the step states (game.board refuses it untold)
            return (effect.choices or {}).get("cast_from") == cond.zone
        if isinstance(cond, YourTurn):
            return (self.state.turn == effect.controller) == cond.value
        if isinstance(cond, AllOf):
            return all(self.condition(effect, sub, chars) for sub in cond.conditions)
        if isinstance(cond, AnyOf):
            return any(self.condition(effect, sub, chars) for sub in cond.conditions)
        if isinstance(cond, Not):
            return not self.condition(effect, cond.condition, chars)
        if isinstance(cond, TargetExceeds):
            # 702.100a: "if that creature's power is greater than this creature's power and/or that creature's toughness
            # is greater than this creature's toughness"; 702.100c: a noncreature has no power or toughness to compare
            if len(effect.targets) != 1:
                raise ScenarioError("the creature that entered is compared with the source (702.100a): name it as "
                                    "the ability's one target", field="targets")
            if src is None or src.id not in chars or effect.targets[0] not in chars:
                return False
            mine, theirs = chars[src.id], chars[effect.targets[0]]
            if "Creature" not in mine.types or "Creature" not in theirs.types:
                return False
            return ((theirs.power or 0) > (mine.power or 0)) or ((theirs.toughness or 0) > (mine.toughness or 0))
        if isinstance(cond, SourceIs):       # the source itself, in whatever zone unless one is named
            sel = cond.filter if cond.filter.zones else cond.filter.in_zones(("any",))
            return src is not None and src.id in chars and self.matches(effect, sel, src.id, chars)
        if isinstance(cond, CountIs):
            n = len(self.select(effect, cond.of, chars))
            return n >= (cond.min or 0) and (cond.max is None or n <= cond.max)
        if isinstance(cond, SomeOpponent):      # 102.3: one of the source's controller's opponents
            for player in self.state.players:
                if player == effect.controller:
                    continue
                probe = dataclasses.replace(effect, key=f"{effect.key}@{player}",
                                            choices={**(effect.choices or {}), "player": player})
                if self.condition(probe, cond.condition, chars):
                    return True
            return False
        if isinstance(cond, EnchantedController):
            # 108.4: "its controller controls ...": the attached-to object's controller (613.1b: as layer 2
            # left it) is the player "you" names in the condition
            host = src.attached_to if src else None
            if host is None or host not in chars:
                return False
            who = chars[host].controller
            probe = dataclasses.replace(effect, key=f"{effect.key}@controller:{who}", controller=who)
            return self.condition(probe, cond.condition, chars)
        if isinstance(cond, ValueIs):          # a value that reads an object reads the source
            here = effect.source is not None and effect.source in chars
            n = self.value(effect, cond.value, effect.source or "", chars) if here or not reads_object(cond.value) else 0
            return n >= (cond.min or 0) and (cond.max is None or n <= cond.max)
        if isinstance(cond, EnchantedIs):
            host = src.attached_to if src else None
            return host is not None and host in chars and \
                self.matches(effect, cond.filter.in_zones(("any",)), host, chars)
        if isinstance(cond, FactIs):
            def holds(player: str) -> bool:
                n = self.fact(effect, cond.name, player, chars)
                if n is None:          # not known: never assumed (missing_facts keeps such an effect out)
                    return False
                low = 1 if cond.min is None and cond.max is None else (cond.min or 0)
                if cond.other_than_source and self._source_entered_this_turn(effect):
                    # ifsother15: 603.6a: "another creature entered ...": the source may be one of the n; exactly
                    # ``low`` of them is not known (missing_facts lists it), more is enough
                    return n >= low + 1
                return n >= low and (cond.max is None or n <= cond.max)
            players = self.fact_players(effect, cond.player)
            # 102.3: "an opponent" (at least one), "each opponent", "a player" (at least one)
            return all(map(holds, players)) if cond.player == "each" else any(map(holds, players))
        if isinstance(cond, ClassLevelIs):     # 716.2a; 716.2d: no level is level 1
            return src is not None and (src.class_level or 1) >= cond.min
        if isinstance(cond, ModeChosen):
            # the option chosen as the source entered (choices.modes of its enter step); none: not this one
            chosen = (src.choices or {}).get("modes") if src is not None else None
            return chosen is not None and cond.n in (chosen if isinstance(chosen, (list, tuple)) else (chosen,))
        if isinstance(cond, TopOfGraveyard):
            top = self.top_of_graveyard(effect.controller)
            return top is not None and self.matches(effect, cond.filter.in_zones(("graveyard",)), top, chars)
        if isinstance(cond, TopOfLibrary):      # 401.1: the stated top card (missing_facts lists it untold)
            top = self.top_of_library(effect.controller)
            return top is not None and top in chars and self.matches(effect, cond.filter.in_zones(("library",)), top, chars)
        raise TypeError(f"not a condition: {cond!r}")   # pragma: no cover - the parser builds only these

    # ------------------------------------------------------------------ game facts
    def fact_players(self, effect: Effect, who: str) -> tuple[str, ...]:
        """The players whose fact a condition or value reads, relative to the effect's controller;
        ``source``: the source object itself, as this object (its history, OBJECT_FACTS; 400.7)."""
        if who == "source":
            from ..vocabulary.facts import object_key
            src = self.state.objects.get(effect.source) if effect.source else None
            return (object_key(src.id, src.incarnation),) if src is not None else ()
        if who == "you":
            return (effect.controller,)
        if who in ("opponent", "each", "opponents"):
            return tuple(p for p in self.state.players if p != effect.controller)
        if who == "chosen":     # the step's choices.player (508.5: defending player); none named: nobody
            chosen = (effect.choices or {}).get("player")
            return (chosen,) if chosen in self.state.players else ()
        return tuple(self.state.players)       # any, all

    def fact(self, effect: Effect, name: str, player: str, chars: Mapping[str, Characteristics]) -> int | None:
        """A game fact of a player (vocabulary/facts.py): what the board was told, or what the rules
        determine from the board; None when neither says. 702.131b: a player who controls ten or more
        permanents while a permanent of theirs with ascend is on the battlefield has the city's blessing
        (and keeps it, 702.131c: so a stated ``true`` stays)."""
        if name == "top_of_library":        # 401.1: known when a card of that library is stated on top
            return 1 if self.top_of_library(player) is not None else None
        told = self.state.fact(player, name)
        if name == "city_blessing" and not told:
            mine = [oid for oid, c in chars.items() if c.controller == player and self.zone(oid) == "battlefield"]
            if len(mine) >= 10 and any(_is_ascend(a) for oid in mine for a in chars[oid].abilities):
                return 1
        return told

    def missing_facts(self, effect: Effect, chars: Mapping[str, Characteristics],
                      reads: tuple[FactIs | FactOf, ...] | None = None) -> tuple[str, ...]:
        """The game facts the effect reads (or ``reads``, those of its one-shot counters) that the board does not
        know, each as "<player>'s <fact>" (empty when it knows them all): such an effect is not applied (it is
        listed unsupported)."""
        reads = facts_read(effect.definition) if reads is None else reads
        if not reads:
            return ()
        out: list[str] = []
        for f in reads:
            if isinstance(f, FactOf) and f.player == "chosen" and not self.fact_players(effect, "chosen"):
                # ifsyou17: a number of the chosen player's the step doesn't name: never read as 0
                out.append(f"the chosen player's {f.name}")
            for p in self.fact_players(effect, f.player):
                n = self.fact(effect, f.name, p, chars)
                if n is None and f"{p}'s {f.name}" not in out:
                    out.append(f"{p}'s {f.name}")
                elif isinstance(f, FactIs) and f.other_than_source and n == (f.min or 0) \
                        and self._source_entered_this_turn(effect):
                    # ifsother15: 603.6a: the source entered this turn too: whether it is one of those counted (under
                    # that player's control, of that kind as it entered) the board doesn't say
                    out.append(f"{p}'s {f.name} other than {effect.source}")
        return tuple(out)

    def _source_entered_this_turn(self, effect: Effect) -> bool:
        """Whether the effect's source is a permanent that entered the battlefield this turn, as this object
        (400.7; the board's ``enter`` or ``move`` to the battlefield this turn)."""
        src = self.state.objects.get(effect.source) if effect.source else None
        return src is not None and src.zone == "battlefield" and src.entered_turn == self.state.turn_number

    @staticmethod
    def facts_reason(missing: tuple[str, ...]) -> str:
        """Why an effect that reads game facts the board does not know was not applied, naming them and
        the step that states them.

        >>> BoardView.facts_reason(("Alex's monarch",))
        "the board does not know Alex's monarch: state it with the fact step (fact: {player: Alex, monarch: ...})"
        """
        player, name = missing[0].rsplit("'s ", 1)
        if " other than " in name:      # ifsother15: "another creature entered ... this turn" (603.6a)
            fact, source = name.split(" other than ", 1)
            return (f"the board does not know {', '.join(missing)}: {source} entered the battlefield this turn, and "
                    f"whether it is one of the {fact} stated for {player} (under that player's control, of that kind as it "
                    f"entered) is not known: the effect is not applied (603.6a)")
        if name == "top_of_library":     # 401.1: a card of that library, stated on top with the history step
            return (f"the board does not know {', '.join(missing)}: the top card of that library is not stated; "
                    f"enter it in the library and state it with the history step (history: {{object: <card>, "
                    f"top_of_library: true}})")
        if "#" in player:       # an object's history (OBJECT_FACTS): the history step states it
            return (f"the board does not know {', '.join(missing)}: state it with the history step "
                    f"(history: {{object: {player.split('#')[0]}, {name}: ...}})")
        return (f"the board does not know {', '.join(missing)}: state it with the fact step "
                f"(fact: {{player: {player}, {name}: ...}})")

    def top_of_library(self, player: str) -> str | None:
        """401.1-401.2: the card of the player's library the board was told is its top card (the ``history``
        step's ``top_of_library``), or None when it wasn't told one."""
        from ..vocabulary.facts import object_key

        for o in self.state.objects.values():
            if o.zone == "library" and o.owner == player \
                    and self.state.fact(object_key(o.id, o.incarnation), "top_of_library"):
                return o.id
        return None

    def top_of_graveyard(self, player: str) -> str | None:
        cards = [o for o in self.state.objects.values() if o.zone == "graveyard" and o.owner == player]
        return max(cards, key=lambda o: o.timestamp).id if cards else None


def _is_ascend(ability: Any) -> bool:
    """702.131: the keyword ascend (it has no parameter; its reminder text is not part of the ability)."""
    return ability.keyword == "Ascend" or ability.text.strip().rstrip(".").lower() == "ascend"


@lru_cache(maxsize=1)
def _creature_types() -> frozenset[str]:
    """The creature types (205.3m)."""
    from ..rules.characteristics import subtype_kinds
    return frozenset(subtype_kinds().get("Creature", ()))


#: 700.8: the creature types of a party
PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


def party_size(subtypes: "Iterable[frozenset[str] | set[str]]") -> int:
    """700.8, 700.8b: the number of creatures in a party, given the subtypes of each creature the player
    controls: up to one creature for each of Cleric, Rogue, Warrior and Wizard, a creature counted for
    one type only, the greatest number the creatures can make (a matching of creatures to types).

    >>> party_size([{"Cleric", "Wizard"}, {"Wizard"}, {"Elf"}])
    2
    >>> party_size([{"Cleric", "Rogue", "Warrior", "Wizard"}, {"Cleric"}])
    2
    >>> party_size([{"Cleric"}, {"Rogue"}, {"Warrior"}, {"Wizard"}, {"Wizard"}])
    4
    """
    roles = [frozenset(s) & frozenset(PARTY_TYPES) for s in subtypes]
    roles = [r for r in roles if r]
    holder: dict[str, int] = {}          # party type -> the creature counted for it

    def place(i: int, seen: set[str]) -> bool:      # an augmenting path (Kuhn's algorithm)
        for t in sorted(roles[i]):
            if t in seen:
                continue
            seen.add(t)
            if t not in holder or place(holder[t], seen):
                holder[t] = i
                return True
        return False

    return sum(1 for i in range(len(roles)) if place(i, set()))


def _has_abilities(c: Characteristics, wanted: frozenset[str]) -> bool:
    """Whether the object has each ability named: a keyword by name ("Flying"), else by text; a keyword
    written with its cost or number ("Foretell {1}{U}", "Toxic 2", "Escape—{R}{R}, Exile ...") is that
    keyword (702.143a "Foretell [cost]": a card "with foretell" has some foretell ability)."""
    have = {(a.keyword or a.text).lower() for a in c.abilities} | {a.text.lower() for a in c.abilities}
    have |= {m.group(1) for a in c.abilities if (m := _KEYWORD_WITH_PARAMETER.match(a.text.lower()))}
    if any(h.endswith("cycling") for h in have):
        have.add("cycling")     # 702.29f: typecycling abilities ("Swampcycling {2}") are cycling abilities
    return all(w.lower() in have for w in wanted)


#: a keyword ability written with its parameter: its name, then a mana cost, a number, an em dash
#: and a cost, or a number, an em dash and a cost ("Foretell {1}{U}", "Toxic 2", "Escape—{R}{R}, Exile four
#: other cards ...", 702.62a "Suspend 4—{1}{R}", 702.113a "Awaken 3—{4}{W}", "Casualty X")
_KEYWORD_WITH_PARAMETER = re.compile(r"([a-z][a-z -]*?)(?: \{| (?:\d+|x)$|—| (?:\d+|x)—)")


def reads_object(expr: Value) -> bool:
    """Whether a value is worked out for each affected object (its mana value, what is attached to it).

    >>> reads_object(ManaValue()), reads_object(Sum((1, Attached(Filter())))), reads_object(X())
    (True, True, False)
    """
    if isinstance(expr, (ManaValue, ColorsOf, CountersOnIt, ItsManaSymbols)) or (isinstance(expr, Attached) and expr.to == "it") \
            or (isinstance(expr, PowerOf) and expr.whose == "it"):
        return True
    if isinstance(expr, Count) and isinstance(expr.of, Filter) and (
            expr.of.owner == "its_controller" or expr.of.shares_creature_type is not None):
        return True         # "for each card in its controller's hand", "... that shares a creature type with it"
    if isinstance(expr, (Count, CountersAmong)) and isinstance(expr.of, Filter) and expr.of.other_it:
        return True         # "for each other creature you control" beside the affected object
    if isinstance(expr, (Sum, Times)):
        return any(reads_object(v) for v in (expr.terms if isinstance(expr, Sum) else expr.factors))
    if isinstance(expr, (Beyond, Half)):
        return reads_object(expr.of)
    return False


def _names_by_reference(sel: Filter) -> bool:
    """Whether a filter's ``any`` names objects by a reference (``self``, ``targets``, ``enchanted``, ...):
    then two objects with the same characteristics and status may differ (one is a target).

    >>> from layerkit.vocabulary.model import Ref
    >>> _names_by_reference(Filter(any=(Ref.SELF, Filter(types=frozenset({"Creature"}))))), _names_by_reference(Filter())
    (True, False)
    """
    return sel.any is not None and any(not isinstance(sub, Filter) or _names_by_reference(sub) for sub in sel.any)
