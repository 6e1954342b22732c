"""The effect vocabulary as typed, frozen, hashable values.

A card's effect definition (hand-written YAML in ``data/effects/``, or compiled from oracle text)
is parsed once (:mod:`layerkit.vocabulary.parse`) into these values; the engine reads them and
caches on them. Nothing here knows how an operation applies: that is the registry of
:mod:`layerkit.vocabulary.ops`.

>>> from layerkit.vocabulary.parse import parse_definition
>>> d = parse_definition({"affects": {"types": ["Land"], "not_supertypes": ["Basic"]},
...                       "set_subtypes": ["Mountain"]}, "Blood Moon: ability 1")
>>> d.affects
Filter(types=frozenset({'Land'}), not_supertypes=frozenset({'Basic'}))
>>> [(op.name, op.arg) for op in d.operations]
[('set_subtypes', ('Mountain',))]
>>> hash(d) == hash(parse_definition({"affects": {"types": ["Land"], "not_supertypes": ["Basic"]},
...                                   "set_subtypes": ["Mountain"]}, "again"))
True
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Callable, Iterator, Mapping, TypeVar, Union, dataclass_transform

from .modal import ModeCount

_T = TypeVar("_T")

__all__ = ["Ref", "Filter", "Selector", "ManaValue", "X", "TimesKicked", "ColorsSpent", "ManaSpent", "Convoked", "Votes", "Opponents", "RollResult", "ThatMany", "EnteredX", "TreasureMana", "UpTo", "Stated", "Beyond", "MostFact", "PlayersWith", "Half", "ItsManaSymbols", "STATED_OBJECTS", "STATED_CHARACTERISTICS", "STATED_QUALITIES", "STATED_FILTER_KEYS", "StatedIs", "stated_is_reads", "stated_matches", "stated_read", "stated_counted", "stated_objects_unstated", "stated_count_of", "reads_that_many", "Count", "Devotion", "SourceCounters", "STATED_COUNTED_QUALITIES",
           "DistinctCardTypes", "DistinctCounterKinds", "Sum", "Times", "Value", "DevotionIs", "CountersOnSource", "AltCost", "ManaSpentIs", "mana_spent_amount",
           "CastFromIs", "how_cast_read", "colors_spent", "CAST_FROM_ZONES", "KickedWith", "CastWith", "RollIs", "YouDid", "ResolvedNth", "TributePaid", "TreasureManaSpent", "CastDuring", "CAST_DURING",
           "YourTurn", "AllOf", "Not", "SourceIs", "EnchantedIs", "CountIs", "TopOfGraveyard", "TopOfLibrary", "ClassLevelIs", "Condition",
           "Op", "Granted", "PtOneOf", "Mode", "ModeCount", "CopyOf", "EntersAsCopy", "TokenCopy", "GainAbilitiesOf",
           "FullTextOf", "ChangeText", "DistinctColors", "BasicLandTypes", "Attached", "PowerOf",
           "Greatest", "Total", "DistinctManaValues", "DistinctPowers", "DistinctNames", "ManaSymbols", "ColorsOf", "Party", "CountersAmong", "CountersOnIt", "ValueIs", "SomeOpponent", "EnchantedController", "FactOf", "FactIs",
           "Definition", "EMPTY", "rewrite_strings", "walk", "uses_chosen",
           "PROTECTION_FROM_CHOSEN_COLOR", "PROTECTION_FROM_CHOSEN_PLAYER", "BANDS_WITH_OTHER", "PROTECTION_FROM_EACH_OPPONENT", "HEXPROOF_FROM_CHOSEN_COLOR", "LANDWALK_OF_CHOSEN_TYPE",
           "PROTECTION_FROM_ITS_COLORS", "HEXPROOF_FROM_ITS_COLORS", "chosen_of", "facts_read"]


class _Value:
    """Frozen values that hash once: the engine's memo tables key on them in its inner loop."""

    __slots__ = ()

    def __hash__(self) -> int:
        try:
            return self.__dict__["_h"]
        except KeyError:
            h = hash((type(self).__name__,) + tuple(getattr(self, f.name) for f in dataclasses.fields(self)))  # type: ignore[arg-type]
            object.__setattr__(self, "_h", h)
            return h


@dataclass_transform(frozen_default=True)
def _value(cls: type[_T]) -> type[_T]:
    """A frozen dataclass with a cached hash and a short repr (only fields that differ from their defaults)."""
    cls = dataclass(frozen=True, repr=False)(cls)

    def __repr__(self: Any) -> str:
        parts = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                 if getattr(self, f.name) != (f.default if f.default is not dataclasses.MISSING
                                              else f.default_factory() if f.default_factory is not dataclasses.MISSING
                                              else object())]
        return f"{type(self).__name__}({', '.join(parts)})"

    cls.__repr__ = __repr__            # type: ignore[method-assign]
    cls.__hash__ = _Value.__hash__     # type: ignore[method-assign,assignment]
    return cls


# ---------------------------------------------------------------------------------- selectors

class Ref(StrEnum):
    """Selectors that name objects by their relation to the effect's source."""

    SELF = "self"
    ENCHANTED = "enchanted"
    EQUIPPED = "equipped"
    ATTACHED = "attached"          # what the source is attached to
    TARGETS = "targets"            # the spell's or ability's targets
    CHOSEN = "chosen"              # the scenario's choices.object
    PAIRED = "paired"              # 702.95b: the source and the creature it's paired with, while paired
    CREATED = "created"            # the token the spell or ability created as it resolved (111.1, 707.2)
    RETURNED = "returned"          # the cards ``return_all`` put onto the battlefield as it resolved (400.7)
    TOP_OF_LIBRARY = "top_of_library"   # 401.1: the stated top card of the source's controller's library


@_value
class Filter(_Value):
    """A selector by characteristics and status; every field given must hold. ``None`` means the
    key was not given (``any_types: []`` and no ``any_types`` differ)."""

    types: frozenset[str] | None = None
    not_types: frozenset[str] | None = None
    any_types: frozenset[str] | None = None
    subtypes: frozenset[str] | None = None          # may name "chosen": the chosen creature type
    not_subtypes: frozenset[str] | None = None
    all_subtypes: frozenset[str] | None = None      # has every one of these ("Eldrazi Spawn creatures", 205.3)
    supertypes: frozenset[str] | None = None
    not_supertypes: frozenset[str] | None = None
    colors: frozenset[str] | None = None            # may name "chosen": the chosen color
    not_colors: frozenset[str] | None = None        # "nonblack": none of these colors (105.2)
    colorless: bool | None = None                   # 105.2c: no color
    monocolored: bool | None = None                 # 105.2a: exactly one color
    multicolored: bool | None = None                # 105.2b: two or more colors
    controller: str | None = None                   # you / opponent / chosen
    owner: str | None = None
    other: bool = False
    #: ``other: it`` in a count value: not the object the value is worked out for ("enchanted creature
    #: gets +1/+1 for each other creature you control": other than the enchanted creature)
    other_it: bool = False
    #: ``other: targets`` in a resolving spell's or ability's selector: not its targets ("Choose target creature you
    #: control. Each other creature you control becomes a copy of that creature": other than that creature)
    other_targets: bool = False
    #: ``it`` in a count value: shares at least one creature type with the object the value is worked
    #: out for ("for each other creature you control that shares a creature type with it", 205.3m)
    shares_creature_type: str | None = None
    token: bool | None = None
    zones: tuple[str, ...] | None = None            # None: the battlefield; ("any",): every zone
    name: str | None = None
    any: tuple["Filter | Ref", ...] | None = None
    counters: str | None = None
    #: 122.1: with ``counters``, at least this many counters of that kind ("with three or more +1/+1 counters
    #: on them"); None: one or more
    counters_min: int | None = None
    #: 122.1: no counter of this kind (``any``: no counter at all): "without a +1/+1 counter on it", "with no
    #: counters on them", "that doesn't have a +1/+1 counter on it"
    not_counters: str | None = None
    no_abilities: bool = False
    abilities: frozenset[str] | None = None         # has each of these abilities (keyword or text)
    not_abilities: frozenset[str] | None = None     # has none of these abilities ("without flying")
    tapped: bool | None = None
    combat: str | None = None
    #: not in that combat status ("each creature you control that didn't attack this turn", 508.1: the board's
    #: attack status, kept until the turn ends, as ``combat``)
    not_combat: str | None = None
    commander: bool | None = None                   # 903.3: a player's commander (a designation)
    designations: frozenset[str] | None = None      # has each of these: monstrous (701.37b), renowned (702.112b)
    entered_this_turn: bool | None = None           # it came onto the battlefield this turn (a new object, 400.7)
    equipped: bool | None = None                    # 301.5a: an Equipment is attached to it
    enchanted: bool | None = None                   # 303.4: an Aura is attached to it
    modified: bool | None = None                    # 700.9: counters, equipped, or its controller's Aura
    stickered: bool | None = None                   # 123.4: it has a sticker on it now
    # (min, max), either None: "with power 4 or greater" (208.1), "with mana value 3 or less" (202.3);
    # an object with no power (208.3: not a creature) has none in any range
    power: tuple[int | None, int | None] | None = None
    toughness: tuple[int | None, int | None] | None = None
    mana_value: tuple[int | None, int | None] | None = None
    face_down: bool | None = None                   # 708.2, 110.5: the permanent's face-down status
    #: "spells you cast": a spell on the stack the player cast (you / opponent), 601.2; 110.2: the player
    #: who put it on the stack, its controller as it entered, whatever controls it now. The board puts
    #: no copies of spells on the stack (707.10: a copy is not cast)
    cast_by: str | None = None
    #: 601.2: "the first <kind> spell you cast each turn" (beside ``cast_by`` and ``zones: [stack]``): the spell is
    #: the first spell of the kind the rest of the selector names that its controller cast this turn. The board
    #: is told, never guesses: the spell's step states the sources for whose ability it is that spell
    #: (``choices: {first_spell_of: [ids]}``); untold, it is not one and the ability is listed unsupported
    first_this_turn: bool | None = None
    #: 601.2a: "spells you cast from your hand" / "from exile" (beside ``cast_by``): the zone the spell was cast
    #: from, as the spell's own step states it (``choices: {cast_from: hand}``). The board is told, never guesses;
    #: untold, the spell is not one and the ability is listed unsupported
    cast_from: str | None = None
    #: 601.2: "the next <kind> spell you cast this turn" (a resolving ability's, beside ``cast_by``): the first spell
    #: of that kind its controller casts after the effect began, this turn. No object is it as the effect begins;
    #: the board fixes the spell as it is cast (611.2c), when the spell's step names the effect's source
    #: (``choices: {next_spell_of: [ids]}``); untold, it is not fixed and the resolution lists the ability
    next_this_turn: bool | None = None
    #: 106.4, 601.2h: "If that mana is spent on a creature spell, it gains haste" (a mana ability's, beside
    #: ``cast_by``): the spell of that kind its controller casts paying with the one mana the ability added. No
    #: object is it as the effect begins; the board fixes the spell as it is cast (611.2c), when the spell's step
    #: names the ability's source among the sources of the mana spent on it (``choices: {mana_from: [ids]}``, one
    #: entry for each such mana); untold, it is not fixed and the resolution lists the ability
    mana_spent_on: bool | None = None
    # 509.1a: "creatures blocking ~": a blocking creature that blocks the source (``self``) or, in a count
    # value, the affected object (``it``: "it gets +1/+1 for each creature blocking it")
    blocking: str | None = None
    # 509.1a: "creatures blocked by ~": an attacking creature the source (``self``) blocks
    blocked_by: str | None = None
    # 509.1h: ``true``: a blocked creature (an attacking creature blockers were declared for); ``false``: not one
    blocked: bool | None = None
    #: 508.1b: ``you``: an attacking creature that attacks the source's controller ("creatures attacking you"), the
    #: player, not a planeswalker or battle they control. The ``attack`` step says whom (or only one could be)
    attacking: str | None = None
    #: (characteristic, with): the object shares a ``name`` (201.2a: a name in common; an object with no
    #: name shares none), a ``color`` or a ``creature_type`` (205.3m) with the object ``with`` names
    #: (``self``, ``targets``, ``enchanted``, ``equipped``, ``attached``), read in the current layer
    shares: tuple[str, str] | None = None

    def reads_attachments(self) -> bool:
        """Whether the filter reads other objects than the one it is matched against: those attached
        to it (their characteristics now), or the one it must share a characteristic with."""
        return (self.equipped is not None or self.enchanted is not None or self.modified is not None
                or self.shares is not None
                or (self.any is not None and any(isinstance(s, Filter) and s.shares is not None for s in self.any)))

    def in_zones(self, zones: tuple[str, ...] | None) -> "Filter":
        return dataclasses.replace(self, zones=zones)


Selector = Union[Ref, Filter]


# ---------------------------------------------------------------------------------- values

@_value
class ManaValue(_Value):
    """The affected object's mana value (202.3)."""


@_value
class X(_Value):
    """The scenario's chosen number (``choices: {number: N}``)."""


@_value
class TimesKicked(_Value):
    """The number of times the permanent (or spell) was kicked (702.33c-d): the scenario's
    ``choices: {times_kicked: N}``; 1 when it was cast with ``alt_cost: kicker`` and no number is given."""


@_value
class Opponents(_Value):
    """The number of opponents the source's controller has (102.2, 102.3: the other players in the game;
    the board's players are those in it): "for each opponent you have"."""


@_value
class OpponentsAttacked(_Value):
    """The number of opponents the source's controller attacked with a creature this combat (702.121a melee: the
    players its attacking creatures attack, 508.1b; a planeswalker or battle attacked is not its controller). An
    attacking creature whose defender the attack step didn't say can't be counted: refused, never guessed."""


@_value
class PlayersAttacked(_Value):
    """values18: the number of players being attacked (508.1b: the players the attacking creatures attack; a
    planeswalker or battle attacked is no player). An attacking creature whose defender the attack step didn't say
    can't be counted: refused, never guessed."""


@_value
class ManaSpent(_Value):
    """The amount of mana spent to cast it (601.2h: the total cost paid): all of the step's
    ``choices: {mana_spent: {B: 2, C: 3}}`` (``{}``: none, or not cast); untold, an effect reading it is not
    applied and is listed (:func:`how_cast_read`)."""


@_value
class Convoked(_Value):
    """The number of creatures that convoked it (702.51a: tapped to pay for the spell as it was cast): the step's
    ``choices: {convoked: N}``, how it was cast; untold, an effect reading it is not applied and is listed
    (:func:`how_cast_read`), never read as none."""


@_value
class ColorsSpent(_Value):
    """The number of colors of mana spent to cast it (converge, 207.2c; sunburst 702.44a): the
    scenario's ``choices: {colors_spent: N}``, or the colors of its ``choices: {mana_spent: {W: 1, U: 2}}``
    (105.1: colorless is no color); when the step states neither, the effect is not applied and
    ``Resolution.unsupported`` names it — never read as no color (a permanent put onto the battlefield
    without being cast states ``colors_spent: 0``)."""


@_value
class RollResult(_Value):
    """The result of the die roll the text names (706.2: "where X is the result", "equal to the result"): the
    step's ``choices: {roll: N}``, a stated outcome like the one :class:`RollIs` reads; untold, an effect reading
    it is not applied and is listed (:func:`how_cast_read`), never read as 0."""


@_value
class ThatMany(_Value):
    """"That many" of a triggered ability's effect (603.2, 608.2h): the number its trigger event carries — the
    combat damage dealt ("Whenever ~ deals combat damage to a player, put that many +1/+1 counters on it"), the
    life gained, the cards discarded ("Whenever you discard one or more cards"): the step's ``choices: {number:
    N}``; untold, an effect reading it is not applied and is listed (:func:`how_cast_read`), never read as 0."""


@_value
class TreasureMana(_Value):
    """111.10a, 601.2h: "for each mana from a Treasure that was spent to cast this spell": how much of the mana
    spent to cast the spell came from Treasures, as its step states (``choices: {treasure_mana: N}``; 0: none);
    untold, the effect is not applied and is listed (:func:`how_cast_read`), never read as 0."""


@_value
class EnteredX(_Value):
    """107.3m: X in a permanent's own enters-the-battlefield triggered ability ("When The Meathook Massacre enters,
    each creature gets -X/-X until end of turn"): the value of X chosen for the spell that became the permanent,
    as its ``enter`` step states it (``choices: {number: N}``; a permanent put onto the battlefield without being
    cast states 0). The board copies it into the ability step's ``choices.entered_x``; untold (or the source no
    longer the object that entered, 400.7), the effect is not applied and is listed (:func:`how_cast_read`),
    never read as 0."""


#: 608.2h: the objects a resolving spell or ability names by what happened to them ("the sacrificed creature",
#: "the discarded card", "that spell", "cards revealed this way"), gone from where the board holds objects
#: or never on it: their numbers are the step's ``choices.stated`` (the object's last known information)
STATED_OBJECTS = ("sacrificed", "discarded", "milled", "revealed", "exiled", "returned", "tapped", "removed", "spell",
                  "card", "damaged",   # damaged: the object dealt damage this way (120.3; none when it was prevented, 615)
                  # the one creature a triggered ability's event names ("Whenever another creature dies, ... where X
                  # is that creature's power", "the power of the creature that died"): as it last existed on the
                  # battlefield (603.10a, 608.2h) / as it is as the ability resolves, or as it last existed
                  "died", "entered",
                  # destroyed / goaded: the permanents the ability destroyed (701.8) or goaded (701.15) as it resolved
                  # ("for each creature destroyed this way"): the board does not carry either out
                  "destroyed", "goaded")
#: what is stated of such an object: its power, toughness or mana value (208.1, 202.3), the amount of mana spent
#: to cast it (601.2h, a spell) or the number of colors of that mana (105.1), or ``count``: how many objects it names ("for each card discarded this way")
STATED_CHARACTERISTICS = ("power", "toughness", "mana_value", "mana_spent", "colors_spent", "count",
                          # how many colors it has (105.2: "for each of that spell's colors"), the stated list's length
                          "colors",
                          # ifsyou17: 702.33c-d: how many times that spell was kicked (0: not kicked): "if that spell
                          # was kicked" of the spell a cast trigger names
                          "times_kicked")
#: the stated qualities a value may count (trigcounters15), also characteristics above: ``colors``
STATED_COUNTED_QUALITIES = ("colors",)
#: 608.2h, 109.3: what else the step may state of such an object, for a condition on what it was ("if the
#: sacrificed creature was a Human", "if it's a land card" of the card the ability revealed): its card types,
#: subtypes, supertypes and colors (W, U, B, R, G), each a list
STATED_QUALITIES = ("types", "subtypes", "supertypes", "colors")
#: ifsyou15: 122.1, 603.10a: the counters such an object had, by kind (``{"+1/+1": 2}``; ``{}``: none), for "if it had a
#: +1/+1 counter on it" of the one creature a "dies" trigger names, as it last existed on the battlefield
STATED_COUNTERS = "counters"
#: the selector keys a condition on a stated object may use, and the stated characteristic each reads
STATED_FILTER_KEYS = {"types": "types", "not_types": "types", "any_types": "types", "subtypes": "subtypes",
                      "not_subtypes": "subtypes", "all_subtypes": "subtypes", "supertypes": "supertypes", "not_supertypes": "supertypes",
                      "colors": "colors", "not_colors": "colors", "colorless": "colors", "monocolored": "colors",
                      "multicolored": "colors", "power": "power", "toughness": "toughness",
                      "mana_value": "mana_value", "counters": "counters", "counters_min": "counters",
                      "not_counters": "counters"}


@_value
class Votes(_Value):
    """701.38: the number of votes for one option of a vote the resolving ability has its players take ("Put two
    +1/+1 counters on ~ for each sprout vote", "equal to the number of security votes"): the step's
    ``choices: {votes: {sprout: 2, harvest: 1}}``; untold, the effect is not applied and is listed (an option the
    step's votes don't name got none)."""

    option: str


@_value
class Stated(_Value):
    """A number of an object the resolving spell or ability names by what happened to it (608.2h, its last
    known information): "where X is the sacrificed creature's power" is ``Stated("sacrificed", "power")``,
    "for each card discarded this way" ``Stated("discarded", "count")``, "that spell's mana value"
    ``Stated("spell", "mana_value")``. The step states it, ``choices: {stated: {sacrificed: {power: 3}}}``;
    untold, the effect is not applied and is listed (:func:`stated_read`), never read as 0. A negative power
    or toughness gives 0 (107.1b).

    ``of``, beside ``count`` only: how many of those objects match a filter ("for each nonland card revealed this
    way", "the number of creature cards exiled this way": ``Stated("revealed", "count", Filter(not_types=
    {"Land"}))``), read from what the step states of each object, ``{revealed: {objects: [{types: [Land]},
    {types: [Creature]}]}}`` (:data:`STATED_QUALITIES` and numbers; ``{count: 0}``: none at all). Each object must
    state what ``of`` reads (:func:`stated_objects_unstated`); untold, it is listed, never counted as a match or
    a miss."""

    object: str
    characteristic: str
    of: "Filter | None" = None


@_value
class Count(_Value):
    of: Selector


@_value
class Devotion(_Value):
    color: str                      # 700.5: the source's controller's devotion to it ("WB": to white and black)


@_value
class SourceCounters(_Value):
    kind: str


@_value
class DistinctCardTypes(_Value):
    of: Selector


@_value
class DistinctCounterKinds(_Value):
    """122.1: the number of different kinds of counters among the selected objects ("three or more different
    kinds of counters among creatures you control"; a +1/+1 and a -1/-1 counter are two kinds)."""

    of: Selector


@_value
class DistinctColors(_Value):
    """The number of colors among the selected objects (105.1: white, blue, black, red, green)."""

    of: Selector


@_value
class BasicLandTypes(_Value):
    """The number of basic land types (305.6) among the selected objects ("domain")."""

    of: Selector


@_value
class Attached(_Value):
    """The number of objects matching ``of`` attached to the object the value is worked out for
    (the affected object; in a condition, the source): "for each Aura attached to it" (303.4b, 301.5a);
    ``to="self"`` (``{attached_to_source: selector}``): attached to the source ("other creatures you control
    get +1/+0 for each Aura and Equipment attached to ~")."""

    of: Selector
    to: str = "it"


@_value
class PowerOf(_Value):
    """The power (or toughness) of the source (``whose="self"``) or of the object the value is worked
    out for (``"it"``): "where X is ~'s power", "where X is its power"."""

    whose: str
    which: str = "power"


@_value
class Greatest(_Value):
    """The greatest power, toughness or mana value among the selected objects (0 if none)."""

    of: Selector
    characteristic: str = "power"          # power, toughness or mana_value


@_value
class Total(_Value):
    """The total power or toughness of the selected objects (0 if none): "if creatures you control have total power
    8 or greater" (formidable). 107.1b: a negative power counts as it is (a comparison uses a negative value); an
    object with no power adds nothing."""

    of: Selector
    characteristic: str = "power"          # power or toughness


@_value
class DistinctNames(_Value):
    """The number of different names among the selected objects ("for each differently named land you
    control", 201.2); an object with no name (a face-down permanent, 708.2) has none to count."""

    of: Selector


@_value
class DistinctManaValues(_Value):
    """The number of different mana values among the selected objects (202.3)."""

    of: Selector


@_value
class DistinctPowers(_Value):
    """The number of different powers among the selected objects (208.1; an object with no power, not a
    creature, 208.3, adds none): "three or more creatures with different powers" is this value at least 3."""

    of: Selector


@_value
class ManaSymbols(_Value):
    """The number of mana symbols of a color in the mana costs of the selected objects (chroma;
    a hybrid or Phyrexian symbol of that color counts, 107.4)."""

    color: str
    of: Selector


@_value
class ColorsOf(_Value):
    """The number of colors of the object the value is worked out for ("for each of its colors", 105.2)."""

    whose: str = "it"


@_value
class Party(_Value):
    """700.8: the number of creatures in the source's controller's party: up to one each of Cleric,
    Rogue, Warrior and Wizard among creatures they control, a creature with several of those types
    counted for one of them, the count the highest it can be (700.8b); 0 to 4 (700.8a)."""

    player: str = "you"


@_value
class CountersAmong(_Value):
    """The number of counters of ``kind`` (``any``: of every kind, 122.1) on the selected objects: "for
    each +1/+1 counter on creatures you control", "the number of time counters among permanents you
    control"."""

    kind: str
    of: "Selector"


@_value
class CountersOnIt(_Value):
    """The number of counters of ``kind`` (``any``: every kind, 122.1) on the object the value is worked out
    for ("creatures you don't control get -1/-1 for each slime counter on them")."""

    kind: str


@_value
class FactOf(_Value):
    """A game fact's number (:data:`layerkit.vocabulary.facts.FACTS`): the source's controller's
    (``player="you"``: "where X is your life total"), the total over their opponents (``opponents``)
    or over every player (``all``: "for each creature that died this turn")."""

    name: str
    player: str = "you"


@_value
class Sum(_Value):
    terms: tuple["Value", ...]


@_value
class ItsManaSymbols(_Value):
    """The number of mana symbols of a color in the mana cost of the object the value is worked out for
    (chroma: "each creature you control gets +1/+1 for each white mana symbol in its mana cost"; a hybrid or
    Phyrexian symbol of that color counts, 107.4)."""

    color: str


@_value
class MostFact(_Value):
    """The greatest of a game fact's numbers among players (:class:`FactOf` names the fact and whose:
    ``opponents``, ``all``): "the highest life total among players", "the life total of an opponent with the
    most life" (119: every one of those players' facts must be known, else the effect is not applied)."""

    fact: FactOf


@_value
class PlayersWith(_Value):
    """How many of those players a game fact is 1 or more for (:class:`FactOf` names the fact and whose:
    ``opponents``, ``all``): "for each opponent who lost life this turn" (119.3: ``life_lost_this_turn``; every
    one of those players' facts must be known, else the effect is not applied)."""

    fact: FactOf


@_value
class Half(_Value):
    """Half a number, rounded up or down as the text says (107.1a): "half the highest life total among your
    opponents, rounded up"."""

    of: "Value"
    up: bool


@_value
class Beyond(_Value):
    """How many of a number are beyond the first ``first``, never fewer than none: "for each creature blocking
    it beyond the first" is ``Beyond(Count(...), 1)`` (0 with no creature blocking it, not -1)."""

    of: "Value"
    first: int


@_value
class Times(_Value):
    factors: tuple["Value", ...]


@_value
class UpTo(_Value):
    """"Put up to X +1/+0 counters on ~" (608.2d): a number chosen as the ability resolves, the step's
    ``choices: {up_to: N}``, at most each of ``bounds`` (worked out then; one below 0 allows only 0): "This ability
    can't cause the total number of +1/+0 counters on ~ to be greater than four" is the bound 4 minus the counters
    it has. Untold, the effect is not applied and is listed (:func:`how_cast_read`); a number beyond a bound is
    refused (game.board), never cut down.

    >>> UpTo((X(),)).bounds
    (X(),)
    """

    bounds: tuple["Value", ...]


Value = Union[int, ManaValue, X, TimesKicked, ColorsSpent, ManaSpent, Convoked, Votes, Opponents, OpponentsAttacked, PlayersAttacked, RollResult, ThatMany, EnteredX, TreasureMana, Stated, Count, Devotion, SourceCounters, DistinctCardTypes, DistinctCounterKinds, DistinctColors, BasicLandTypes,
              Attached, PowerOf, Greatest, Total, DistinctManaValues, DistinctNames, DistinctPowers, ManaSymbols, ColorsOf, Party, CountersAmong, CountersOnIt, FactOf, MostFact, PlayersWith, Half, ItsManaSymbols, Sum, Beyond, Times, UpTo]


# ---------------------------------------------------------------------------------- conditions

@_value
class DevotionIs(_Value):
    color: str
    lt: int | None = None
    min: int | None = None


@_value
class CountersOnSource(_Value):
    kind: str
    min: int | None = None
    max: int | None = None


@_value
class AltCost(_Value):
    name: str                       # the source was cast for this alternative cost


@_value
class ManaSpentIs(_Value):
    """How much mana was spent to cast the spell (601.2g-h), as the step states it (``choices: {mana_spent:
    {R: 2, C: 1}}``: the whole payment, by type of mana, 106.1): of one color (``color: R``, "if {R}{R} was
    spent", "at least three red mana"), of some one color (``color: same``, "at least three mana of the same
    color", 105.1: colorless is no color), of how many colors (``color: colors``, "two or more colors of mana were
    spent") or in all (``color: None``, "at least four mana was spent")."""

    color: str | None = None
    min: int | None = None
    max: int | None = None


#: 601.2a: the zones a spell may be cast from, and ``none``: the permanent wasn't cast (put onto the battlefield)
CAST_FROM_ZONES = ("hand", "graveyard", "exile", "library", "command", "none")


@_value
class CastFromIs(_Value):
    """601.2a: the zone the spell was cast from ("if you cast it from your hand", ``zone: hand``; "if you didn't
    cast it from your hand" is its ``not``), as the step states it (``choices: {cast_from: hand}``; ``none``: not
    cast)."""

    zone: str


@_value
class KickedWith(_Value):
    """702.33d: the spell was kicked with this one of its kicker costs ("Kicker {1}{U} and/or {B}": "If this
    creature was kicked with its {1}{U} kicker, ..."), as the step states (``choices: {kicked_with: ["{1}{U}"]}``;
    a permanent not kicked, ``alt_cost`` other than ``kicker``, was kicked with none)."""

    cost: str


@_value
class YouDid(_Value):
    """608.2c, 614.1c: "If you do, ~ enters with ...": the optional action the ability's own text offers ("As
    this creature enters, you may return a nonland permanent you control to its owner's hand", "You may cast
    this card from your graveyard by paying ...") was taken, as the step states it (``choices: {you_did:
    true}``; ``false``: it wasn't). A step that doesn't state it applies nothing the condition guards and
    ``Resolution.unsupported`` names it, never read as either."""


@_value
class TributePaid(_Value):
    """702.104b: "if tribute wasn't paid" (under ``not``): the opponent chosen as the creature with tribute
    entered put the counters on it (702.104a), as the step states (``choices: {tribute_paid: true}``; ``false``:
    they didn't). A step that doesn't state it applies nothing the condition guards and ``Resolution.unsupported``
    names it, never read as either."""


@_value
class TreasureManaSpent(_Value):
    """111.10a, 601.2h, 602.2b: the amount of the mana spent to cast the spell (or activate the ability) that was
    produced by Treasures, in this range ("if mana from a Treasure was spent to cast it": ``min: 1``), as the
    step states (``choices: {treasure_mana: N}``; 0: none). Untold, nothing the condition guards is applied and
    ``Resolution.unsupported`` names it, never read as none."""

    min: int | None = None
    max: int | None = None


@_value
class CastWith(_Value):
    """601.2b: an optional choice made as the spell was cast — ``bargain`` (702.166b: "if this spell was
    bargained", an artifact, enchantment or token sacrificed as its additional cost), ``gift`` (702.174b: "if the
    gift was promised"), ``evidence`` (701.59c: "if evidence was collected", its additional cost paid) — as the step
    states (``choices: {cast_with: [gift]}``; ``[]``: none of them)."""

    what: str


#: 505.1: when a spell was cast, as the step states it (``choices: {cast_during: your_main_phase}``):
#: ``your_main_phase`` (a main phase of its controller's turn, precombat or postcombat) or ``other``
CAST_DURING = ("your_main_phase", "other")


@_value
class CastDuring(_Value):
    """505.1: the spell was cast during this part of the turn ("Addendum — If you cast this spell during your
    main phase, ...": ``when: your_main_phase``, a main phase of its controller's own turn), as the step states
    (``choices: {cast_during: your_main_phase}``; ``other``: at any other time)."""

    when: str


@_value
class ResolvedNth(_Value):
    """608.2c, 603.2: "If this is the second time this ability has resolved this turn, ...": this resolution of the
    ability is its ``n``-th this turn (counting this one), as the step states it (``choices: {resolved_this_turn:
    2}``) — the board holds no record of the turn's earlier resolutions; untold, nothing the condition guards is
    applied and ``Resolution.unsupported`` names it."""

    n: int


@_value
class RollIs(_Value):
    """706.2: the result of the die roll the ability's text names ("If the roll was 4 or higher, ..."), a stated
    outcome like a won flip (``choices: {roll: 5}``)."""

    min: int | None = None
    max: int | None = None


@_value
class StatedIs(_Value):
    """608.2h: the object a resolving spell or ability names by what happened to it ("the sacrificed creature",
    "the exiled card", the card it revealed), as it last was, matches ``filter`` ("If the sacrificed creature was
    a Human, ...": ``StatedIs("sacrificed", Filter(subtypes={"Human"}))``). The board doesn't hold that object as
    the text means it, so the step states what it was: ``choices: {stated: {sacrificed: {types: [Creature],
    subtypes: [Human]}}}`` (:data:`STATED_QUALITIES`, and the numbers of :data:`STATED_CHARACTERISTICS`);
    ``{count: 0}``: there was none ("you may sacrifice a Forest"), and it holds for no selector. Untold, the effect
    is not applied and is listed (:func:`stated_read`), never assumed. ``filter`` uses only the keys of
    :data:`STATED_FILTER_KEYS` (its zones are the text's, not the board's)."""

    object: str
    filter: Filter


def stated_is_reads(f: Filter) -> frozenset[str]:
    """The stated characteristics a :class:`StatedIs` filter reads (its ``any`` alternatives included).

    >>> sorted(stated_is_reads(Filter(types=frozenset({"Land"}), supertypes=frozenset({"Snow"}))))
    ['supertypes', 'types']
    """
    out = {STATED_FILTER_KEYS[k] for k in STATED_FILTER_KEYS if getattr(f, k) is not None}
    for alt in f.any or ():
        if isinstance(alt, Filter):
            out |= stated_is_reads(alt)
    return frozenset(out)


def stated_matches(f: Filter, stated: Mapping[str, Any]) -> bool:
    """Whether an object as the step states it (:class:`StatedIs`) matches ``f`` (205.2a card types, 205.3
    subtypes, 205.4 supertypes, 105.2 colors, 208.1 power/toughness, 202.3 mana value). ``count: 0``: no object.

    >>> stated_matches(Filter(subtypes=frozenset({"Human"})), {"types": ["Creature"], "subtypes": ["Human", "Noble"]})
    True
    >>> stated_matches(Filter(types=frozenset({"Land"})), {"types": ["Creature"]})
    False
    >>> stated_matches(Filter(types=frozenset({"Land"})), {"count": 0})
    False
    >>> stated_matches(Filter(counters="+1/+1"), {"counters": {"+1/+1": 2}}), stated_matches(Filter(counters="-1/-1"), {"counters": {}})
    (True, False)
    """
    if stated.get("count") == 0:
        return False
    types, subs = frozenset(stated.get("types") or ()), frozenset(stated.get("subtypes") or ())
    sups, colors = frozenset(stated.get("supertypes") or ()), frozenset(stated.get("colors") or ())
    checks = [(f.types, lambda v: v <= types), (f.not_types, lambda v: not v & types),
              (f.any_types, lambda v: bool(v & types)), (f.subtypes, lambda v: bool(v & subs)),
              (f.not_subtypes, lambda v: not v & subs), (f.all_subtypes, lambda v: v <= subs), (f.supertypes, lambda v: v <= sups),
              (f.not_supertypes, lambda v: not v & sups), (f.colors, lambda v: bool(v & colors)),
              (f.not_colors, lambda v: not v & colors), (f.colorless, lambda v: v == (not colors)),
              (f.monocolored, lambda v: v == (len(colors) == 1)), (f.multicolored, lambda v: v == (len(colors) >= 2))]
    for want, ok in checks:
        if want is not None and not ok(want):
            return False
    for key in ("power", "toughness", "mana_value"):
        rng = getattr(f, key)
        if rng is not None:
            n = stated.get(key)
            if not isinstance(n, int) or (rng[0] is not None and n < rng[0]) or (rng[1] is not None and n > rng[1]):
                return False
    if f.counters is not None or f.not_counters is not None:
        # 122.1: the counters it had, by kind, as stated (``{}``: none); "any": of any kind
        had = stated.get("counters")
        if not isinstance(had, Mapping):
            return False
        def count(kind: str) -> int:
            return sum(had.values()) if kind == "any" else int(had.get(kind, 0))
        if f.counters is not None and count(f.counters) < (f.counters_min or 1):
            return False
        if f.not_counters is not None and count(f.not_counters) > 0:
            return False
    if f.any is not None and not any(isinstance(a, Filter) and stated_matches(a, stated) for a in f.any):
        return False
    return True


@_value
class YourTurn(_Value):
    value: bool = True


@_value
class AllOf(_Value):
    conditions: tuple["Condition", ...]


@_value
class AnyOf(_Value):
    conditions: tuple["Condition", ...]     # one of them holds ("as long as A or B")


@_value
class Not(_Value):
    condition: "Condition"


@_value
class SourceIs(_Value):
    filter: Filter                  # the source itself matches (in any zone)


@_value
class TargetExceeds(_Value):
    """702.100a (evolve): the ability's target — the creature whose entering triggered it, which the step names —
    has greater power and/or greater toughness than the source, both as they are now (a creature's characteristics
    after every layer); 702.100c: never when either isn't a creature (a noncreature has no power or toughness to
    compare)."""


@_value
class EnchantedIs(_Value):
    filter: Filter                  # the object the source is attached to matches


@_value
class CountIs(_Value):
    of: Selector
    min: int | None = None
    max: int | None = None


@_value
class ValueIs(_Value):
    """A number is at least ``min`` and at most ``max``; a value that reads an object (its mana
    value, what is attached to it) reads the source."""

    value: "Value"
    min: int | None = None
    max: int | None = None


@_value
class SomeOpponent(_Value):
    """The condition holds for at least one opponent of the source's controller, ``chosen`` in its
    selectors (``owner: chosen``) naming that opponent: "as long as an opponent has ..." (102.3)."""

    condition: "Condition"


@_value
class FactIs(_Value):
    """A game fact of a player is at least ``min`` and at most ``max`` (a designation counts 1 when
    the player has it); neither given: at least 1 ("if you're the monarch", "if a creature died this
    turn"). ``player``: ``you`` (the source's controller), ``opponent`` (at least one opponent),
    ``each`` (every opponent), ``any`` (at least one player). ``other_than_source`` (a count of permanents that
    entered under the player's control this turn, ``min`` only: "another creature entered the battlefield under
    your control this turn", 603.6a): the source is not one of them — when it entered the battlefield this turn
    (as this object, 400.7) it may be counted, so one more is needed, and exactly ``min`` is not known."""

    name: str
    player: str = "you"
    min: int | None = None
    max: int | None = None
    other_than_source: bool = False


@_value
class ClassLevelIs(_Value):
    """716.2a: the source is level ``min`` or greater (a permanent with no level is level 1, 716.2d)."""

    min: int


@_value
class ModeChosen(_Value):
    """The option (1-based, printed order) chosen for the source as it entered ("As this enchantment enters,
    choose Abzan or Mardu. • Abzan — ... • Mardu — ..."): the scenario's ``enter: {choices: {modes: N}}``; the
    permanent has only the chosen option's ability. A new object has no choice until it is made again (400.7)."""

    n: int


@_value
class EnchantedController(_Value):
    """The condition holds for the controller of the object the source is attached to, "you" in it naming
    that player: "enchanted creature has shroud as long as its controller controls another creature"
    (108.4: its controller, read in the current layer, 613.1b); nothing attached: it doesn't hold."""

    condition: "Condition"


@_value
class TopOfGraveyard(_Value):
    filter: Filter                  # the top card of the source's controller's graveyard matches


@_value
class TopOfLibrary(_Value):
    """401.1-401.2: the top card of the source's controller's library matches ("as long as the top card of your
    library is a creature card"): the card of that library the board was told is on top (the ``history`` step's
    ``top_of_library``); untold, the effect is not applied and ``Resolution.unsupported`` lists it."""

    filter: Filter


Condition = Union[DevotionIs, TargetExceeds, CountersOnSource, AltCost, ManaSpentIs, CastFromIs, KickedWith, CastWith, RollIs, YouDid, ResolvedNth,
                  TributePaid, TreasureManaSpent, CastDuring, StatedIs, YourTurn, AllOf, AnyOf, Not, SourceIs, EnchantedIs, CountIs,
                  ValueIs, SomeOpponent, EnchantedController, TopOfGraveyard, TopOfLibrary, ClassLevelIs, FactIs, ModeChosen]


# ---------------------------------------------------------------------------------- operations

@_value
class Op(_Value):
    """One operation of a definition: its name (a key of :data:`layerkit.vocabulary.ops.REGISTRY`)
    and its parsed argument."""

    name: str
    arg: Any


@_value
class Granted(_Value):
    """An ability an ``add_abilities`` operation grants, with its own definition (or none)."""

    text: str
    definition: "Definition | None" = None
    one_of: tuple[str, ...] = ()
    """"your choice of flying, deathtouch, or lifelink": the abilities one of which is granted, the one
    chosen as the spell or ability resolves (608.2d; the scenario's ``choices.ability``)."""
    cost: str = ""
    """``mana_cost``: a keyword whose cost is each affected object's own mana cost ("has flashback. The
    flashback cost is equal to its mana cost."), written out for each object as it is granted (layer 6):
    ``Flashback {1}{U}``; an object with no mana cost gets the keyword bare (its cost can't be paid, 118.6)."""
    plus: str = ""
    """A second part of that cost, after its mana cost ("equal to its mana cost plus exile three other cards
    from your graveyard", 702.138a): ``Escape—{1}{R}, Exile three other cards from your graveyard``."""
    reduced_by: int = 0
    """That mana cost's generic mana component reduced by this much, never below nothing ("equal to its
    mana cost reduced by {2}", 118.7a): ``{3}{U}`` becomes ``{1}{U}``, ``{U}{U}`` stays ``{U}{U}``."""
    x: Any = None
    """A value: the keyword's number or generic cost is X ("has bushido X, where X is the number of attacking
    creatures", "has ward {X}, where X is the number of experience counters you have"), worked out for each
    object as layer 6 applies (611.3a: a static ability's value is read continuously) and written into the
    text: ``Bushido X`` becomes ``Bushido 2``, ``Ward {X}`` becomes ``Ward {3}``."""


@_value
class PtOneOf(_Value):
    """``modify_pt: {one_of: [[1, -1], [-1, 1]]}``: "gets +1/-1 or -1/+1 until end of turn", a choice
    made as the spell or ability resolves (608.2d; the scenario's ``choices.pt``, such as ``"+1/-1"``).
    The board puts the chosen pair in its place as it resolves; it is never applied in a layer itself."""

    options: tuple[tuple[int, int], ...]


@_value
class Mode(_Value):
    """One mode of a modal spell or ability (700.2): its text, its additional cost (a spree mode's
    ``{1}``, 700.2h) and its definition, or None when the mode creates no continuous effect (a
    one-shot effect: damage, drawing, destroying ...)."""

    text: str
    definition: "Definition | None" = None
    cost: str | None = None


@_value
class CopyOf(_Value):
    of: str                                  # "chosen", "targets" (the one target), "self" (the source) or an object id
    exceptions: "Definition | None" = None   # 707.9b: become part of the copiable values
    this_ability: bool = False               # 707.9b: "except it has this ability" (the ability that made it)
    locked: Any = None                       # 707.2b: the copiable values, fixed as a spell or ability resolved
    #: 115.1d: with ``of: targets`` and several "target" phrases, the phrase (from 1) whose one target is copied
    #: ("Target artifact or creature becomes a copy of another target artifact or creature": 2)
    target: int | None = None


@_value
class MostOf(_Value):
    """613.1b: ``gain_control: {most: <selector>}``, "the player who controls the most creatures gains control of
    ~": the one player who controls more of the objects ``of`` names than each other player, found as the
    ability resolves (the board makes it a ``gain_control`` of that player; none when two or more tie)."""

    of: "Selector | str"            # a selector, or "life" (the players' life totals, game facts, 119)


@_value
class EntersAsCopy(_Value):
    exceptions: "Definition | None" = None
    keep_own_abilities: bool = False         # Sakashima: "except it has this object's other abilities"
    #: 614.1c: "except it enters with X additional +1/+1 counters on it [if it's a creature]": (kind, a number or
    #: X, the card type it must have as it enters or None)
    counters: tuple[tuple[str, "int | X", "str | None"], ...] = ()


@_value
class TokenCopy(_Value):
    """111.1, 707.2: ``count`` tokens (a number, or ``"x"``: the step's ``choices.number``), each a copy of the
    target, with the exceptions as copiable values (707.9b). ``each``: one token for each target (``"targets"``:
    "For each of those creatures, create a token that's a copy of that creature") or for each object a selector
    names as it resolves ("For each artifact you control, create a token that's a copy of it", 608.2c). ``of``:
    ``"chosen"``: a copy of the card chosen as it resolves (the step's ``choices.object``), a card in a graveyard or in
    exile ("Exile a creature card from your graveyard. Create a token that's a copy of it.", 400.7j), not the target;
    ``"equipped"``: the creature the source is attached to (301.5a). ``exile``: the card copied, in a graveyard, is
    exiled first by the same instruction (400.7j: the effect finds it in exile; its copiable values are the same)."""
    exceptions: "Definition | None" = None
    count: int | str = 1
    each: "str | Selector | None" = None
    of: str | None = None
    exile: bool = False


@_value
class TokenSpec(_Value):
    """111.3, 111.4: the tokens a resolving spell or ability creates, ``count`` of them (a number, or
    ``"x"``: the step's ``choices.number``), each with exactly the characteristics its text defines
    (111.3: the token's "text"; no mana cost, 111.3): name (111.4: its subtypes plus "Token" unless
    named), colors, card types, subtypes, supertypes, power/toughness and abilities (``text``, one
    ability a line, as printed on a card)."""

    count: int | str
    name: str
    colors: frozenset[str] = frozenset()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    text: str = ""
    #: "attached to target creature" (an Aura token, a Role: 111.10, 303.7): ``targets``, the one target;
    #: ``each_target``: one token attached to each target ("For each of those creatures, create a Monster Role token
    #: attached to it"); ``self``: the ability's source; ``each``: one attached to each object ``attach_each`` selects
    #: as it resolves ("For each creature your opponents control, create a Cursed Role token attached to that creature")
    attach: str | None = None
    attach_each: "Filter | None" = None


@_value
class GainAbilitiesOf(_Value):
    source: Selector
    kinds: frozenset[str] = frozenset({"activated"})


@_value
class FullTextOf(_Value):
    top_of_graveyard: Filter
    also: tuple[str, ...] = ()


@_value
class ChangeText(_Value):
    old: str
    new: str


# ---------------------------------------------------------------------------------- definitions

@_value
class Definition(_Value):
    """What one ability does, parsed. ``operations`` keep the order they were written in."""

    operations: tuple[Op, ...] = ()
    affects: Selector | None = None          # None: the ability's default (self; a spell's targets)
    condition: Condition | None = None
    zones: tuple[str, ...] | None = None     # where a static ability functions; None: the battlefield
    duration: str = "permanent"
    other: str | None = None                 # a non-layer effect's text (a rule effect, a restriction)
    counters: tuple[tuple[str, "Value"], ...] = ()    # a value is determined as it resolves (608.2h)
    counter_of: tuple[str, ...] = ()   # 608.2d: one counter of the kind chosen as it resolves (choices.counter)
    #: one-shot: counters another instruction of it puts on other objects (608.2c): (selector, counters)
    #: (with a third part, a selector: only on those of them that match it as it resolves, "if it's a Vampire")
    also_counters: tuple[tuple["Selector", tuple[tuple[str, "Value"], ...], "Selector | None"], ...] = ()
    distribute_counters: tuple[tuple[str, "Value"], ...] = ()   # 601.2d: divided among the targets (a number or X)
    double_counters: tuple[str, ...] = ()    # 701.10e: as many more of those counters as each has
    proliferate: bool = False                # 701.34a: one more counter of each kind on what the step chose
    #: 608.2h, 603.10a: "When this creature dies, put its counters on target creature you control": each affected
    #: object gets the counters the source had as it last left the battlefield, as many of each kind; a kind
    #: ("+1/+1": "put its +1/+1 counters on target creature you control") only the counters of that kind
    source_counters: bool | str = False
    #: ifsyou16: 608.2h, 603.10a: "Whenever another creature you control dies, if it had counters on it, put its
    #: counters on ~": each affected object gets the counters the event's object had as it last existed on the
    #: battlefield, as many of each kind, as the step states them (``Stated("died", "counters")``:
    #: choices.stated.died.counters; untold: listed, :func:`stated_read`)
    stated_counters: "Stated | None" = None
    #: 122.5: "Move a +1/+1 counter from ~ onto target creature": (kind, how many or None for all of them, from:
    #: "self" or the number of the "target" phrase, 115.1d) moved onto the one affected object as it resolves
    #: kind "any": counters of any kinds, which ones chosen as it resolves; "chosen": how many chosen then (608.2d)
    move_counters: "tuple[str, int | str | None, str | int] | None" = None
    explores: bool = False     # 701.44a: a +1/+1 counter on its one object if the card revealed is nonland (choices.nonland)
    connives: bool = False     # 701.50a: a +1/+1 counter on its one object if the card discarded is nonland (choices.nonland)
    #: 122.1: counters removed from each affected object as it resolves, before any is put: (kind or "any",
    #: a number or None for all of them)
    remove_counters: tuple[tuple[str, "Value | None"], ...] = ()     # None: all of them; a value: as it resolves (608.2h)
    enters_with_counters: tuple[tuple[str, "Value"], ...] = ()   # 614.1c: the permanent enters with these
    #: 614.1e, 708.11: "As this creature is turned face up, put five +1/+1 counters on it": the counters the
    #: permanent gets as it is turned face up (a number, or a value counted then)
    turned_face_up_counters: tuple[tuple[str, "Value"], ...] = ()
    enters_with_abilities: tuple["Granted", ...] = ()   # 614.1c: "... and with first strike"
    #: 702.136a (riot): "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it
    #: gains haste": beside a conditional ``enters_with_counters``, the abilities it enters with when the condition
    #: doesn't hold as it enters (a continuous effect on it with its timestamp, as ``enters_with_abilities``)
    enters_otherwise_with_abilities: tuple["Granted", ...] = ()
    enters_with_counter_of: tuple[str, ...] = ()   # 614.12: one counter of the kind chosen as it enters (choices.counter)
    enters_as_copy: EntersAsCopy | None = None
    #: 614.1c, 707.2: "Creatures you control enter as a copy of ~" / "... of enchanted creature": a static ability's
    #: replacement effect on the other permanents ``affects`` names as they enter: ``self`` or ``enchanted``
    others_enter_as_copy: str | None = None
    #: 614.1a: "If one or more +1/+1 counters would be put on a creature you control, that many plus one
    #: ... are put on it instead": (kind, "plus" | "times" | "minus", N) for the permanents ``affects`` names
    counters_put_instead: tuple[str, str, int] | None = None
    #: 122.6: "~ can't have counters put on it", "creatures you control can't have -1/-1 counters put on them": the
    #: permanents ``affects`` names get none of these kinds (``any``: of any kind), on the battlefield or as they
    #: enter, whatever would put them
    cant_have_counters: tuple[str, ...] = ()
    create_token_copy: TokenCopy | None = None
    #: one-shot (111.1-111.4): the tokens it creates as it resolves; ``affects: created`` names them
    create_token: TokenSpec | None = None
    #: one-shot (114.1-114.2): the emblem its controller gets as it resolves: the emblem's abilities (114.3),
    #: each with its own definition; the emblem is put into the command zone, where they function (114.4)
    create_emblem: tuple[Granted, ...] = ()
    #: (Alchemy) the emblem is an N-time boon: its triggered ability resolves N times at most, then the boon is
    #: used up (``None``: an emblem, or a boon with no count, which lasts)
    emblem_uses: int | None = None
    #: one-shot (400.7): the source returns to the battlefield as it resolves, under the control of the ability's
    #: controller (True, 110.2a) or of its owner (``"owner"``: "under its owner's control", 110.2)
    return_to_battlefield: bool | str = False
    #: one-shot (701.3a): "Attach it to target creature": the source, once the effect applies, becomes
    #: attached to the ability's one target as it resolves (a licid, 613.7e)
    attach_to_target: bool = False
    #: one-shot (708.2a, 613.7f): "Turn ~ face down", "turn target creature face down": the affected
    #: permanents are turned face down as it resolves (2/2 creatures with no text, name, subtypes or cost)
    turn_face_down: bool = False
    #: one-shot (701.27a, 613.7g): "Transform this creature", "transform up to one target Werewolf you control": each
    #: affected double-faced permanent turns over to its other face as it resolves, with a new timestamp
    transform: bool = False
    #: one-shot (708.3, 708.2a): beside ``return_to_battlefield`` / ``return_targets``: the cards put onto the
    #: battlefield enter face down ("return it to the battlefield face down under your control"), 2/2 creatures with
    #: no text, name, subtypes or mana cost, or with the characteristics listed (``face_down_listed``); beside
    #: ``put_chosen``, "manifest": the card chosen is manifested (701.40a), a 2/2 face-down creature (708.2a)
    put_face_down: bool | str = False
    #: 708.2: "Turn target creature face down. It's a 2/2 Cyberman artifact creature.": the characteristics the
    #: effect lists for the face-down permanent ((key, value) pairs: types, subtypes, power, toughness); none: 708.2a
    face_down_listed: tuple[tuple[str, Any], ...] = ()
    #: one-shot: the targets (cards in a graveyard or exile) are put onto the battlefield as the spell or
    #: ability resolves, under its controller's control ("controller", 110.2a) or their owner's ("owner");
    #: they are new objects (400.7), the ones the effect then applies to
    return_targets: str | None = None
    #: one-shot: every card the selector names as the spell or ability resolves (cards in a graveyard: "Return all
    #: creature cards from your graveyard to the battlefield") is put onto the battlefield, under its controller's
    #: control ("controller", 110.2a) or their owner's ("owner"); new objects (400.7), ``affects: returned``
    return_all: tuple[Selector, str] | None = None
    #: one-shot: the card chosen as it resolves (the scenario's ``choices.object``, a card in a hand) is put
    #: onto the battlefield under its controller's control ("controller", 110.2a), a new object (400.7)
    put_chosen: str | None = None
    #: beside ``put_chosen``: the card enters tapped ("tapped", 110.5b) or tapped and attacking ("attacking",
    #: 508.4: attacking, though it was never declared as an attacking creature)
    put_tapped: str | None = None
    #: one-shot: the targets (permanents) are exiled, then returned to the battlefield as the spell or ability
    #: resolves ("exile target creature you control, then return that card to the battlefield under its owner's
    #: control"), under their owner's control ("owner") or its controller's ("controller"); new objects (400.7)
    flicker: str | None = None
    delayed: str | None = None
    #: 603.7: ``this_turn``: the definition is a delayed triggered ability the resolving spell creates ("Whenever a
    #: Minotaur attacks this turn, it gains deathtouch until end of turn"), not its effect: each time it triggers
    #: this turn (603.7b), the board's ``delayed`` step resolves it, its event's object the step's targets
    delayed_trigger: str | None = None
    kind: str | None = None
    keyword: str | None = None
    modes: tuple[Mode, ...] = ()             # 700.2: a modal ability's modes, in printed order
    choose: ModeCount | None = None          # how many of them are chosen (None: exactly one)
    kicked: "Definition | None" = None       # 702.33d: what it does instead when it was kicked
    #: 702.43a, 702.58a: a keyword that represents a static ability and a triggered one ("Modular 2", "Graft 2"):
    #: this (static) definition is the first; the triggered one, with its rules text, resolves when an ``ability``
    #: step names the keyword
    triggered: "tuple[str, Definition] | None" = None
    #: 702.176a: a keyword that represents a second static ability beside this one (impending: "If you chose to pay
    #: this permanent's impending cost, it enters with N time counters on it" is this definition; "As long as this
    #: permanent's impending cost was paid and it has a time counter on it, it's not a creature" the second, with
    #: its rules text): an effect of the keyword's source as any static ability's, with the ability's timestamp
    static: "tuple[str, Definition] | None" = None
    #: 608.2c: the effects of one resolving spell or ability on different objects, in printed order
    #: ("Target creature gets +1/+1 until end of turn. Another target creature gets -1/-1 until end of
    #: turn."); each part is resolved as its own effect, with the one timestamp of the resolution (613.7b)
    parts: tuple["Definition", ...] = ()
    #: 115.1d: with ``affects: targets``, only the targets chosen for these "target" phrases of the text
    #: (1-based, in the order the text names them; phrases naming only players are not counted)
    target: tuple[int, ...] = ()
    #: 608.2c, 608.2e: what a resolving spell or ability does in the other branch of an either/or ("If you
    #: don't, put a +1/+1 counter on ~", "Otherwise, that creature gets +3/+3"), in place of the rest of
    #: the definition; which branch happened is the step's ``choices.otherwise``
    otherwise: "Definition | None" = None
    #: what a resolving spell or ability does, in place of the rest, when the step's ``choices.won`` is true:
    #: "Flip a coin. If you win the flip, ..." (705), "Clash with an opponent. If you win, ..." (701.30),
    #: "If you guessed correctly, ..."; the rest is what it does when it is false
    won: "Definition | None" = None
    #: 608.2c, 611.2c: a resolving spell's or ability's effect whose objects are fixed as it resolves
    #: only if they match this selector then ("If it's legendary, it also gains lifelink until end of
    #: turn"): the others of ``affects`` are not affected at all
    if_is: "Selector | None" = None
    #: 608.2d: beside ``affects: chosen``, the object chosen as the spell or ability resolves ("put a +1/+1
    #: counter on a creature you control"), the step's choices.object, must be one this selector names then
    chosen_is: "Selector | None" = None
    #: 701.39a: beside ``chosen_is``, the object chosen must have the least toughness (``toughness``) among the
    #: objects ``chosen_is`` names then ("bolster N": "a creature with the least toughness among creatures you control")
    chosen_least: str | None = None
    #: 608.2c: what a resolving spell or ability does, in place of the rest of the definition, when this
    #: definition's ``condition`` holds as it resolves ("Target creature gets +2/+2 until end of turn. If you
    #: control four or more creatures, that creature gets +4/+4 until end of turn instead."); checked once
    #: then, so the effect it creates has no condition (611.2a)
    instead: "Definition | None" = None
    #: 608.2c: a resolving spell's or ability's instruction under "if" ("If you control a Forest, each blocked
    #: creature gets +2/+2 until end of turn", "That creature also gains trample until end of turn if you
    #: control a creature with power 4 or greater"): checked once, as it (this part) resolves, on the board
    #: then; if it doesn't hold the instruction does nothing, and the effect it creates has no condition
    #: (611.2a: it lasts)
    if_holds: "Condition | None" = None

    @property
    def mode_count(self) -> ModeCount:
        """How many modes are chosen (700.2, 700.2d); exactly one unless ``choose`` says otherwise."""
        return self.choose or ModeCount()

    def op(self, name: str) -> Op | None:
        for op in self.operations:
            if op.name == name:
                return op
        return None

    def has(self, name: str) -> bool:
        return any(op.name == name for op in self.operations)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(op.name for op in self.operations)

    @property
    def facts(self) -> tuple["FactIs | FactOf", ...]:
        """The game facts its own effect reads (:func:`facts_read`; worked out once)."""
        try:
            return self.__dict__["_facts"]
        except KeyError:
            found = facts_read(self)
            object.__setattr__(self, "_facts", found)
            return found


EMPTY = Definition()
"""The definition of an ability whose text creates no continuous effect."""


def walk(value: Any) -> Iterator[Any]:
    """Every value inside ``value`` (itself included): selectors, values, conditions, operations'
    arguments, granted abilities' definitions.

    >>> any(v == "chosen" for v in walk(Filter(colors=frozenset({"chosen"}))))
    True
    """
    yield value
    if isinstance(value, Ref) or isinstance(value, str):
        return
    if isinstance(value, (tuple, frozenset)):
        for v in value:
            yield from walk(v)
    elif isinstance(value, _Value):
        for f in dataclasses.fields(value):  # type: ignore[arg-type]
            yield from walk(getattr(value, f.name))


#: A granted ability naming a color chosen for its source or as the granting spell or ability
#: resolves (608.2d): "protection from the color of your choice", "protection from the chosen
#: color" (702.16a). The engine writes the chosen color's name in its place as it grants it.
PROTECTION_FROM_CHOSEN_COLOR = "Protection from the chosen color"

#: "hexproof from the color of your choice" (702.11d), as PROTECTION_FROM_CHOSEN_COLOR: the engine
#: writes the chosen color's name in its place ("Hexproof from red").
HEXPROOF_FROM_CHOSEN_COLOR = "Hexproof from the chosen color"

#: A granted protection from the player chosen for its source ("As ~ enters, choose a player. ~ has
#: protection from the chosen player", the scenario's ``choices.player``, 702.16k). The engine writes the
#: player's name in its place as it grants it.
PROTECTION_FROM_CHOSEN_PLAYER = "Protection from the chosen player"

#: A granted "protection from each of your opponents" (702.16i, 702.16k): one protection from each opponent of the
#: granting effect's controller; the engine writes one "Protection from [player]" per opponent in its place.
PROTECTION_FROM_EACH_OPPONENT = "Protection from each of your opponents"

#: A granted "protection from the colors of permanents you control" (702.16a, 105.2): one protection from each
#: color that one or more permanents the granting effect's controller controls have, as layer 6 applies (their
#: colors are final after layer 5, 613.1e); the engine writes one "Protection from [color]" per color in its place
#: (none while every such permanent is colorless, 105.2c).
PROTECTION_FROM_COLORS_OF_YOURS = "Protection from the colors of permanents you control"

#: A granted "protection from its colors" / "hexproof from each of its colors" (702.16a, 702.11d, 105.2): one
#: protection (hexproof) from each color the object it is granted to has, as layer 6 applies (its colors are final
#: after layer 5, 613.1e); the engine writes one "Protection from [color]" ("Hexproof from [color]") per color in
#: its place (none while the object is colorless, 105.2c).
PROTECTION_FROM_ITS_COLORS = "Protection from its colors"
HEXPROOF_FROM_ITS_COLORS = "Hexproof from its colors"

#: 702.22c: every "bands with other [quality]" ability, as a lost ability names them ('loses all "bands with
#: other" abilities'); "Bands with other legends" is one of them, banding (702.22a) is not.
BANDS_WITH_OTHER = "Bands with other"

#: A granted landwalk naming the land type chosen for its source or as the granting spell or ability
#: resolves (the step's ``choices.land_type``): "landwalk of the chosen type" (702.14a). The engine
#: writes "[type]walk" in its place as it grants it ("Islandwalk", 702.14a-c).
LANDWALK_OF_CHOSEN_TYPE = "Landwalk of the chosen type"


def chosen_of(options: tuple[str, ...], chosen: Any) -> str | None:
    """The option of a "your choice of ..." list that ``chosen`` names (case does not matter), or None.

    >>> chosen_of(("Flying", "Deathtouch", "Lifelink"), "deathtouch"), chosen_of(("Flying", "Reach"), "Haste")
    ('Deathtouch', None)
    """
    if not isinstance(chosen, str):
        return None
    return next((o for o in options if o.lower() == chosen.strip().lower()), None)


def uses_chosen(definition: "Definition | None") -> bool:
    """Whether a definition uses something chosen for its source (a color, a type, an object...).

    >>> uses_chosen(Definition(operations=(Op("add_abilities", (Granted(PROTECTION_FROM_CHOSEN_COLOR),)),)))
    True
    """
    return definition is not None and any(
        v == "chosen" or (isinstance(v, Granted) and (v.text in (PROTECTION_FROM_CHOSEN_COLOR, LANDWALK_OF_CHOSEN_TYPE,
                                                                 PROTECTION_FROM_CHOSEN_PLAYER, HEXPROOF_FROM_CHOSEN_COLOR)
                                                      or bool(v.one_of)))
        for v in walk(definition))


def rewrite_strings(value: Any, fn: Callable[[str], str]) -> Any:
    """``value`` with ``fn`` applied to every string inside it (612.2: a text change rewrites
    what an ability does, not only its text).

    >>> rewrite_strings(Filter(colors=frozenset({"W"})), lambda s: "B" if s == "W" else s)
    Filter(colors=frozenset({'B'}))
    """
    if isinstance(value, Ref):
        return value
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, tuple):
        return tuple(rewrite_strings(v, fn) for v in value)
    if isinstance(value, frozenset):
        return frozenset(rewrite_strings(v, fn) for v in value)
    if isinstance(value, _Value):
        changes = {f.name: rewrite_strings(getattr(value, f.name), fn)
                   for f in dataclasses.fields(value)  # type: ignore[arg-type]
                   if not (isinstance(value, Op) and f.name == "name")}
        return dataclasses.replace(value, **changes)  # type: ignore[type-var]
    return value



def facts_read(definition: "Definition | None") -> tuple["FactIs | FactOf", ...]:
    """The game facts a definition's own effect reads: in its condition and in its operations'
    values (not in the definitions of abilities it grants, whose effects are their own).

    >>> d = Definition(operations=(Op("modify_pt", (FactOf("life"), 0)),), condition=FactIs("monarch"))
    >>> facts_read(d)
    (FactIs(name='monarch'), FactOf(name='life'))
    >>> facts_read(Definition(operations=(Op("add_abilities", (Granted("x", Definition(condition=FactIs("monarch"))),)),)))
    ()
    """
    if definition is None:
        return ()
    return _facts_in([definition.condition, definition.if_holds]     # 608.2c: its "if", read as it resolves
                     + [op.arg for op in definition.operations]
                     + [n for _kind, n in definition.enters_with_counters + definition.turned_face_up_counters])


def granted_in(definition: "Definition") -> list["Granted"]:
    """The abilities a definition grants (613.1f), in its own operations and its parts.

    >>> [g.text for g in granted_in(Definition(operations=(Op("add_abilities", (Granted("Flying"),)),)))]
    ['Flying']
    """
    return [g for p in (definition, *definition.parts) for op in p.operations if op.name == "add_abilities"
            for g in (op.arg if isinstance(op.arg, tuple) else (op.arg,)) if isinstance(g, Granted)]


def counter_facts_read(definition: "Definition | None") -> tuple["FactIs | FactOf", ...]:
    """The game facts the counters a resolving definition puts or removes read as it resolves (608.2h: "put a
    number of +1/+1 counters on ... equal to the amount of life you gained this turn"): an untold one is never
    read as 0.

    >>> counter_facts_read(Definition(counters=(("+1/+1", FactOf("life_gained_this_turn")),)))
    (FactOf(name='life_gained_this_turn'),)
    >>> counter_facts_read(Definition(counters=(("+1/+1", 2),)))
    ()
    """
    if definition is None:
        return ()
    return _facts_in([n for _kind, n in definition.counters + definition.distribute_counters
                      + definition.remove_counters]
                     + [n for _sel, more, _if in definition.also_counters for _kind, n in more])


def _facts_in(values: list[Any]) -> tuple["FactIs | FactOf", ...]:
    """The game facts read in these values and conditions, in order."""
    out: list[FactIs | FactOf] = []

    def visit(value: Any) -> None:
        if isinstance(value, (FactIs, FactOf)):
            out.append(value)
        elif isinstance(value, SomeOpponent):
            # 102.3: ``chosen`` in it names each opponent in turn: each opponent's fact is read, so each must be known
            # ("if you have more life than an opponent"); the board's choices.player is not that player
            for read in _facts_in([value.condition]):
                out.append(dataclasses.replace(read, player="each") if read.player == "chosen" else read)
        elif isinstance(value, TopOfLibrary) or value is Ref.TOP_OF_LIBRARY:    # 401.1: the top card, stated
            out.append(FactIs("top_of_library"))
        elif isinstance(value, Granted) and value.x is not None:
            visit(value.x)      # "has ward {X}, where X is the number of experience counters you have": its own
        elif isinstance(value, (Granted, Mode, Definition)) or isinstance(value, (Ref, str)):
            return
        elif isinstance(value, (tuple, frozenset)):
            for v in value:
                visit(v)
        elif isinstance(value, _Value):
            for f in dataclasses.fields(value):  # type: ignore[arg-type]
                visit(getattr(value, f.name))

    for v in values:
        visit(v)
    return tuple(out)


def mana_spent_amount(spent: Mapping[str, int], color: str | None) -> int:
    """The mana of ``color`` in a stated payment (``{R: 2, C: 1}``, 106.1); ``None``: all of it; ``same``: the
    most of any one color (105.1: colorless, ``C``, is no color); ``colors``: how many of the five colors
    some of it was ("two or more colors of mana were spent to cast it").

    >>> mana_spent_amount({"R": 2, "W": 1, "C": 1}, "R"), mana_spent_amount({"R": 2, "W": 1, "C": 1}, None)
    (2, 4)
    >>> mana_spent_amount({"G": 2, "C": 3}, "same")
    2
    >>> mana_spent_amount({"G": 2, "C": 3}, "colors"), mana_spent_amount({"G": 2, "U": 1, "C": 3}, "colors")
    (1, 2)
    """
    if color is None:
        return sum(spent.values())
    if color == "same":
        return max((n for c, n in spent.items() if c in "WUBRG"), default=0)
    if color == "colors":       # 105.1: colorless is no color
        return sum(1 for c, n in spent.items() if c in "WUBRG" and n > 0)
    return int(spent.get(color, 0))


def colors_spent(choices: Mapping[str, Any]) -> int:
    """The number of colors of mana spent to cast it (converge, 702.44a) a step's choices state: ``colors_spent``,
    else the colors of the whole payment ``mana_spent`` (105.1: colorless is no color); 0 when neither is there
    (the board lists such a step as not understood before any effect reads it).

    >>> colors_spent({"colors_spent": 3}), colors_spent({"mana_spent": {"W": 1, "U": 2, "C": 1}}), colors_spent({})
    (3, 2, 0)
    """
    n = choices.get("colors_spent")
    if isinstance(n, int) and not isinstance(n, bool):
        return n
    spent = choices.get("mana_spent")
    return mana_spent_amount(spent, "colors") if isinstance(spent, Mapping) else 0


def stated_read(node: Any) -> frozenset[tuple[str, str]]:
    """The ``(object, characteristic)`` pairs of :class:`Stated` values a definition (or any part of it) reads:
    each must be in the step's ``choices.stated``.

    >>> sorted(stated_read(Definition(operations=(Op("modify_pt", (Stated("sacrificed", "power"), 0)),))))
    [('sacrificed', 'power')]
    """
    if isinstance(node, Stated):
        # a count of some of the objects (``of``): what the step states of each of them, ``objects``
        return frozenset({(node.object, "objects" if node.of is not None else node.characteristic)})
    if isinstance(node, StatedIs):      # what it was: each characteristic its selector reads
        return frozenset((node.object, c) for c in stated_is_reads(node.filter))
    out: frozenset[tuple[str, str]] = frozenset()
    if isinstance(node, (tuple, list)):
        for n in node:
            out |= stated_read(n)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            out |= stated_read(getattr(node, f.name))
    return out


def stated_counted(node: Any) -> tuple[Stated, ...]:
    """The :class:`Stated` counts of some of the objects (``of``) a definition (or any part of it) reads.

    >>> stated_counted(Definition(operations=(Op("modify_pt", (Stated("revealed", "count", Filter(not_types=
    ...     frozenset({"Land"}))), 0)),)))[0].object
    'revealed'
    """
    if isinstance(node, Stated):
        return (node,) if node.of is not None else ()
    out: tuple[Stated, ...] = ()
    if isinstance(node, (tuple, list)):
        for n in node:
            out += stated_counted(n)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            out += stated_counted(getattr(node, f.name))
    return out


def stated_objects_unstated(node: Any, stated: Mapping[str, Any]) -> list[str]:
    """608.2h: for each count of some of the objects a definition reads (``Stated(..., of=...)``), the objects
    the step states (``choices.stated.<object>.objects``) that leave out a characteristic its filter reads:
    ``["revealed.objects[1].types"]``. A role stated as none (``count: 0``) or not stated at all (see
    :func:`stated_read`) gives nothing here.

    >>> st = Stated("revealed", "count", Filter(not_types=frozenset({"Land"})))
    >>> stated_objects_unstated(st, {"revealed": {"objects": [{"types": ["Land"]}, {"colors": ["G"]}]}})
    ['revealed.objects[2].types']
    >>> stated_objects_unstated(st, {"revealed": {"objects": [{"types": ["Land"]}]}})
    []
    """
    out: list[str] = []
    for st in stated_counted(node):
        objs = (stated.get(st.object) or {}).get("objects")
        if not isinstance(objs, (list, tuple)) or st.of is None:
            continue
        needs = sorted(stated_is_reads(st.of))
        for n, o in enumerate(objs, 1):
            out += [f"{st.object}.objects[{n}].{k}" for k in needs if k not in o]
    return sorted(set(out))


def stated_count_of(st: Stated, stated: Mapping[str, Any]) -> int:
    """608.2h: the number a count of some of the objects (``Stated(..., of=...)``) reads from the step's
    ``choices.stated``: the objects it states that match the filter; 0 when the role is stated as none.

    >>> stated_count_of(Stated("exiled", "count", Filter(types=frozenset({"Creature"}))),
    ...                 {"exiled": {"objects": [{"types": ["Creature"]}, {"types": ["Land"]}, {"types": ["Artifact", "Creature"]}]}})
    2
    """
    said = stated.get(st.object) or {}
    objs = said.get("objects")
    if st.of is None or said.get("count") == 0 or not isinstance(objs, (list, tuple)):
        return 0
    return sum(1 for o in objs if isinstance(o, Mapping) and stated_matches(st.of, o))


def reads_that_many(node: Any) -> bool:
    """Whether a definition (or any part of it) reads :class:`ThatMany`, the trigger event's number, which the
    step's ``choices.number`` states as it states a spell's X.

    >>> reads_that_many(Definition(counters=(("+1/+1", ThatMany()),))), reads_that_many(Definition())
    (True, False)
    """
    if isinstance(node, ThatMany):
        return True
    if isinstance(node, (tuple, list)):
        return any(reads_that_many(n) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(reads_that_many(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def how_cast_read(node: Any) -> frozenset[str]:
    """The step's ``choices`` keys saying how the spell was cast that a definition (or any part, branch or
    condition of it) reads: ``mana_spent`` (:class:`ManaSpentIs`, 601.2g-h), ``cast_from`` (:class:`CastFromIs`,
    601.2a), ``kicked_with`` (:class:`KickedWith`, 702.33d), ``cast_with`` (:class:`CastWith`, 601.2b), ``cast_during``
    (:class:`CastDuring`, 505.1); and the
    stated result of a die roll, ``roll`` (:class:`RollIs`, 706.2); the number a trigger event carries, ``number``
    (:class:`ThatMany`, 603.2). A step that doesn't state one leaves the effect unapplied (``Resolution.unsupported``).

    >>> sorted(how_cast_read(Definition(condition=AllOf((YourTurn(), ManaSpentIs("R", min=1), Not(CastFromIs("hand")))))))
    ['cast_from', 'mana_spent']
    >>> how_cast_read(Definition(condition=YourTurn()))
    frozenset()
    """
    if isinstance(node, (ManaSpentIs, ManaSpent)):
        return frozenset({"mana_spent"})
    if isinstance(node, CastFromIs):
        return frozenset({"cast_from"})
    if isinstance(node, KickedWith):
        return frozenset({"kicked_with"})
    if isinstance(node, CastWith):
        return frozenset({"cast_with"})
    if isinstance(node, YouDid):
        return frozenset({"you_did"})
    if isinstance(node, ResolvedNth):
        return frozenset({"resolved_this_turn"})
    if isinstance(node, TributePaid):       # 702.104b
        return frozenset({"tribute_paid"})
    if isinstance(node, TreasureManaSpent):     # 111.10a, 601.2h
        return frozenset({"treasure_mana"})
    if isinstance(node, Convoked):
        return frozenset({"convoked"})
    if isinstance(node, Votes):             # 701.38: the votes of the vote it takes as it resolves
        return frozenset({"votes"})
    if isinstance(node, (RollIs, RollResult)):
        return frozenset({"roll"})
    if isinstance(node, UpTo):      # 608.2d: the number chosen as it resolves
        return frozenset({"up_to"}) | how_cast_read(node.bounds)
    if isinstance(node, TreasureMana):      # 111.10a, 601.2h: the spell's mana from Treasures, choices.treasure_mana
        return frozenset({"treasure_mana"})
    if isinstance(node, EnteredX):          # 107.3m: the X of the spell that became the source (board copies it)
        return frozenset({"entered_x"})
    if isinstance(node, ThatMany):          # 603.2, 608.2h: the trigger event's number, choices.number
        return frozenset({"number"})
    if isinstance(node, CastDuring):
        return frozenset({"cast_during"})
    if isinstance(node, ColorsSpent):
        return frozenset({"colors_spent"})
    if isinstance(node, X):             # 107.3a: the value of X chosen as it was cast or activated
        return frozenset({"number"})
    if isinstance(node, (Stated, StatedIs)):
        return frozenset({"stated"})
    out: frozenset[str] = frozenset()
    if isinstance(node, (tuple, list)):
        for n in node:
            out |= how_cast_read(n)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            out |= how_cast_read(getattr(node, f.name))
    return out
