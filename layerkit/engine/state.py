"""The game state a resolution starts from: objects, their zones, counters, attachments and
choices, and the continuous effects created by spells and abilities that resolved.

All values here are frozen; :mod:`layerkit.game.board` builds new states step by step.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from ..vocabulary.card_definition import CardDefinition
from ..vocabulary.model import Definition
from ..rules.characteristics import Characteristics, pt_counter  # noqa: F401  (re-exported)

ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "outside")

#: Keyword counters (613.1f / 122.1b): a counter of this kind makes the object have the keyword.
KEYWORD_COUNTERS = {"flying": "Flying", "first strike": "First strike", "double strike": "Double strike",
                    "deathtouch": "Deathtouch", "decayed": "Decayed", "exalted": "Exalted", "haste": "Haste",
                    "hexproof": "Hexproof", "indestructible": "Indestructible", "lifelink": "Lifelink",
                    "menace": "Menace", "reach": "Reach", "shadow": "Shadow", "trample": "Trample",
                    "vigilance": "Vigilance"}

Timestamp = tuple[int, ...]

@dataclass(frozen=True)
class Counter:
    kind: str
    count: int
    timestamp: Timestamp  # 613.7c: all counters of one kind share the newest one's timestamp


@dataclass(frozen=True)
class GameObject:
    """An object in a zone. ``incarnation`` changes whenever it changes zones (400.7): effects
    that locked onto the old object do not follow it."""

    id: str
    card: CardDefinition = field(repr=False)
    zone: str = "battlefield"
    owner: str = ""
    controller: str = ""
    timestamp: Timestamp = (0,)
    incarnation: int = 0
    counters: tuple[Counter, ...] = ()
    attached_to: str | None = None
    face_down: str | None = None          # morph, disguise, manifest, cloak, "listed", or "turned" by an effect (708)
    face_down_values: Characteristics | None = field(default=None, repr=False)   # 708.2: the listed ones
    copy_of: Characteristics | None = field(default=None, repr=False)   # 707.2 values copied as it entered
    copy_source: str | None = None
    copy_except: Mapping[str, Any] | None = field(default=None, repr=False, compare=False)
    merged: tuple[CardDefinition, ...] = field(default=(), repr=False)  # 730: components, topmost first
    token: bool = False
    choices: Mapping[str, Any] = field(default_factory=dict, compare=False)
    alt_cost: str | None = None
    face: str = "front"
    last_known: Characteristics | None = field(default=None, repr=False, compare=False)
    #: the counters it had as it last left the battlefield (608.2h, 603.10a: last known information)
    last_counters: tuple[Counter, ...] = field(default=(), repr=False, compare=False)
    tapped: bool = False
    combat: str | None = None          # "attacking" or "blocking" during a combat
    #: 509.1a: the attacking creatures a blocking creature blocks, each as (id, incarnation) (400.7: a
    #: creature that left and came back is a new object it does not block); None: not blocking, or the
    #: ``block`` step did not say (then "creatures blocking ~" cannot be read: ``BoardView`` refuses it)
    blocking: tuple[tuple[str, int], ...] | None = None
    #: 509.1h: an attacking creature one or more creatures were declared blocking is a blocked creature
    #: for the rest of combat (even if they leave); None: a ``block`` step did not say which attacker
    #: its blockers block, so whether this one is blocked is not known
    blocked: bool | None = False
    #: 508.1b: the player, planeswalker or battle (a player's name or an object's id) an attacking creature
    #: attacks; None: not attacking, or the ``attack`` step did not say when more than one could be attacked
    #: (then "creatures attacking you" cannot be read: ``BoardView`` refuses it)
    attacks: str | None = None
    commander: bool = False            # 903.3: its owner's commander (kept through zone changes)
    #: a spell put on the stack without being cast: a copy of a spell (707.10) or a card an effect puts
    #: there; "spells you cast" (601.2) are the others, cast by the player who put them there (110.2)
    uncast: bool = False
    class_level: int | None = None     # 716.2b: a Class's level, a designation (none: level 1, 716.2d)
    #: (Alchemy) an N-time boon in the command zone: how many more times its triggered ability may resolve
    #: (0: used up, it is gone); None for every other object
    uses_left: int | None = None
    #: designations a permanent has until it leaves the battlefield (400.7): "monstrous" (701.37b),
    #: "renowned" (702.112b); neither an ability nor a copiable value
    designations: frozenset[str] = frozenset()
    #: 123.9: art stickers on it, markers with no other effect on game play (the only stickers a board puts:
    #: name, ability and power/toughness stickers change characteristics, 123.6-123.8, which it doesn't apply);
    #: kept as it moves to a public zone, lost in a hidden one (123.5)
    art_stickers: int = 0
    #: the board's turn (GameState.turn_number) in which it last came onto the battlefield (400.7: a new
    #: object); None when it is not on the battlefield; 0: before the board's first turn
    entered_turn: int | None = None
    # 702.95b: the creature it is paired with (soulbond), as (id, incarnation); a zone change makes a
    # new object (400.7), which is paired with nothing
    paired_with: tuple[str, int] | None = None
    #: 303.4, 702.5d: the player an Aura with "enchant player" (or "enchant opponent") is attached to, as
    #: (player, the Aura's incarnation): a new object (400.7) is attached to nobody
    attached_player: tuple[str, int] | None = None

    def counter(self, kind: str) -> int:
        for c in self.counters:
            if c.kind == kind:
                return c.count
        return 0

    def with_counters(self, kind: str, delta: int, timestamp: Timestamp) -> "GameObject":
        """Add (or remove, with a negative delta) counters of one kind; 613.7c timestamps."""
        others = [c for c in self.counters if c.kind != kind]
        n = max(0, self.counter(kind) + delta)
        if n:
            old = next((c for c in self.counters if c.kind == kind), None)
            ts = timestamp if delta > 0 or old is None else old.timestamp
            others.append(Counter(kind, n, ts))
        return replace(self, counters=tuple(sorted(others, key=lambda c: c.kind)))

    def printed(self) -> Characteristics:
        """Layer 0: the values printed on the card (613.1), or the front face's."""
        card = self.card
        if self.face == "back" and card.faces:
            card = card.faces[-1]
        elif card.faces and self.face == "front":
            card = card.faces[0]
        return replace(card.printed, controller=self.controller)


@dataclass(frozen=True)
class ResolvedEffect:
    """A continuous effect created by a resolved spell or ability (611.2). Its affected objects
    were fixed when it began (611.2c): (object id, incarnation) pairs."""

    key: str
    label: str
    source: str | None
    controller: str
    timestamp: Timestamp
    definition: Definition = field(repr=False, compare=False)
    affected: tuple[tuple[str, int], ...]
    duration: str = "permanent"
    choices: Mapping[str, Any] = field(default_factory=dict, compare=False)
    targets: tuple[str, ...] = ()
    source_incarnation: int = 0


@dataclass(frozen=True)
class GameState:
    objects: Mapping[str, GameObject]
    effects: tuple[ResolvedEffect, ...] = ()
    players: tuple[str, ...] = ("Alex", "Bo")
    turn: str = "Alex"
    rules: str = "cr"
    clock: int = 0
    qualities: tuple[tuple[str, int, str, str], ...] = ()   # (object, incarnation, text, source) non-layer effects
    # (id or spell name, card, ability text, clause): spells and abilities that resolved but whose
    # continuous effect was not understood (Ability.unsupported), so created nothing
    unsupported: tuple[tuple[str, str, str, str], ...] = ()
    # (object, incarnation, ability text, scope "turn"/"ever", mode): the modes chosen for a modal ability
    # that says "choose one that hasn't been chosen (this turn)" (700.2); "turn" ones end with the turn
    modes_chosen: tuple[tuple[str, int, str, str, int], ...] = ()
    #: game facts the board was told (vocabulary/facts.py): (player, fact name, value), sorted; a fact
    #: not here is not known (the board's ``fact`` step states them)
    facts: tuple[tuple[str, str, int], ...] = ()
    #: the turns the board has taken, from 1 (each ``end_turn`` begins the next, 500); what "this turn"
    #: means for a permanent that "entered this turn"
    turn_number: int = 1
    #: 603.7: delayed triggered abilities resolved spells and abilities created, (card name, ability text,
    #: controller, ``this_turn`` (603.7b: they end with the turn) / ``until_your_next_turn`` (611.2a: they end as
    #: that player's next turn begins)); the board's ``delayed`` step resolves one as it triggers
    delayed_triggers: tuple[tuple[str, str, str, str], ...] = ()

    def obj(self, oid: str) -> GameObject:
        return self.objects[oid]

    def fact(self, player: str, name: str) -> int | None:
        """A game fact of a player as the board was told it (a designation: 1 or 0), or None when
        the board does not know it.

        >>> GameState(objects={}, facts=(("Alex", "life", 12),)).fact("Alex", "life"), GameState(objects={}).fact("Bo", "life")
        (12, None)
        """
        for who, name_, value in self.facts:
            if who == player and name_ == name:
                return int(value)
        return None

    def with_facts(self, changes: Mapping[tuple[str, str], int | None]) -> "GameState":
        """The state with these facts stated ((player, name) -> value) or forgotten (None)."""
        known = {(p, n): v for p, n, v in self.facts}
        for k, v in changes.items():
            if v is None:
                known.pop(k, None)
            else:
                known[k] = int(v)
        return replace(self, facts=tuple(sorted((p, n, v) for (p, n), v in known.items())))
