"""Characteristics (rule 109.3) as immutable values, and the abilities an object has.

Every layer of a resolution turns one :class:`Characteristics` into another; nothing is ever
changed in place, so each intermediate state can be kept in the trace.

>>> bears = Characteristics(name="Grizzly Bears", mana_cost="{1}{G}", colors=frozenset("G"),
...                         types=frozenset({"Creature"}), subtypes=frozenset({"Bear"}), power=2, toughness=2)
>>> bears.mana_value
2
>>> bears.type_line
'Creature — Bear'
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping

from ..resources import read_text

if TYPE_CHECKING:  # pragma: no cover
    from ..vocabulary.model import Definition

class Label(StrEnum):
    """A name from the rules that behaves as its text everywhere: it equals, hashes, prints and
    shows (``repr``) as its label, so tables and dictionaries keyed by labels read as before."""

    def __repr__(self) -> str:
        return repr(self.value)


class Layer(Label):
    """The layers and sublayers of rule 613.1 and 613.4.

    >>> Layer.L4 == "4", Layer("7c"), [Layer.L1A, Layer.L7D]
    (True, '7c', ['1a', '7d'])
    """

    L1A = "1a"   # 613.2a copy effects
    L1B = "1b"   # 613.2b face-down characteristics
    L2 = "2"     # 613.1b control-changing effects
    L3 = "3"     # 613.1c text-changing effects
    L4 = "4"     # 613.1d type-changing effects
    L5 = "5"     # 613.1e color-changing effects
    L6 = "6"     # 613.1f ability-adding and -removing effects
    L7A = "7a"   # 613.4a CDAs that define power and toughness
    L7B = "7b"   # 613.4b effects that set power and toughness
    L7C = "7c"   # 613.4c effects and counters that modify them
    L7D = "7d"   # 613.4d switching power and toughness


LAYERS: tuple[Layer, ...] = tuple(Layer)
"""The layers and sublayers of rule 613, in the order they apply."""


class RuleSet(Label):
    """``cr``: the Comprehensive Rules as written; ``amended``: the model of "On Intrinsic Abilities"."""

    CR = "cr"
    AMENDED = "amended"


class Origin(Label):
    """Where an object got an ability (see :class:`Ability`)."""

    PRINTED = "printed"     # its own rules text
    COPIED = "copied"       # a copy effect (707.2)
    TEXT = "text"           # a text-changing effect handed it over (612)
    GRANTED = "granted"     # an effect granted it (613.1f)
    COUNTER = "counter"     # a keyword counter (613.1f)
    RULE = "rule"           # a rule: an intrinsic ability (305.6, 306.5b, 310.4b, 714.3)

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
COLOR_WORDS: dict[str, str] = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

CARD_TYPES: tuple[str, ...] = ("Kindred", "Artifact", "Enchantment", "Land", "Creature", "Battle",
                               "Planeswalker", "Instant", "Sorcery")
SUPERTYPES: tuple[str, ...] = ("Basic", "Legendary", "Ongoing", "Snow", "World")
BASIC_LAND_TYPES: dict[str, str] = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""305.6: the basic land types and the mana each one's intrinsic ability adds."""

@lru_cache(maxsize=1)
def subtype_kinds() -> Mapping[str, frozenset[str]]:
    """Subtype lists of rule 205.3, keyed by the card type they belong to ("Spell" for instant/sorcery).

    >>> "Forest" in subtype_kinds()["Land"] and "Elk" in subtype_kinds()["Creature"]
    True
    """
    raw = json.loads(read_text("rules", "subtypes.json"))
    # the rules print "Urza’s" with a typographic apostrophe; oracle data uses a straight one
    return {k: frozenset(v) | frozenset(n.replace("’", "'") for n in v) for k, v in raw.items() if not k.startswith("_")}


def kind_of_subtype(subtype: str) -> str | None:
    """The card type whose subtype list contains ``subtype`` (205.3), or None if unknown."""
    for kind, names in subtype_kinds().items():
        if subtype in names:
            return kind
    return None


def owning_types(kind: str | None) -> frozenset[str]:
    """Card types that may carry subtypes of this kind (205.3k, 205.3m)."""
    return {"Creature": frozenset({"Creature", "Kindred"}), "Spell": frozenset({"Instant", "Sorcery"}),
            None: frozenset()}.get(kind, frozenset({kind} if kind else ()))


_SYMBOL = re.compile(r"\{([^}]*)\}")


@lru_cache(maxsize=4096)
def mana_value_of(mana_cost: str | None) -> int:
    """Mana value of a mana cost (202.3): generic numbers count as that much, X as 0, each
    other symbol as 1, and a hybrid symbol with a generic half as its largest component.

    >>> mana_value_of("{3}{G}{G}"), mana_value_of("{X}{R}"), mana_value_of("{2/W}{2/W}"), mana_value_of("")
    (5, 1, 4, 0)
    """
    total = 0
    for sym in _SYMBOL.findall(mana_cost or ""):
        parts = sym.split("/")
        values = [int(p) if p.isdigit() else (0 if p in ("X", "Y", "Z") else 1) for p in parts]
        total += max(values) if values else 0
    return total


def devotion_symbols(mana_cost: str | None, color: str) -> int:
    """How many mana symbols of ``mana_cost`` include ``color`` (700.5); ``color`` may name two
    colors ("WB": each symbol that is white, black or both counts once).

    >>> devotion_symbols("{1}{W}{W}", "W"), devotion_symbols("{G/W}{G/W}", "W")
    (2, 2)
    >>> devotion_symbols("{W}{B}{W/B}{G}{2/W}", "WB")
    4
    """
    return sum(1 for sym in _SYMBOL.findall(mana_cost or "") if any(c in sym.split("/") for c in color))


def _type_sort_key(kind_order: tuple[str, ...]):
    return lambda t: (kind_order.index(t) if t in kind_order else len(kind_order), t)


@dataclass(frozen=True)
class Ability:
    """One ability of an object (rule 113).

    ``origin`` says where the object got it: ``printed`` (its own rules text), ``copied`` (a copy
    effect, 707.2), ``text`` (a text-changing effect gave it, 612), ``granted`` (an effect gave it,
    613.1f), ``counter`` (a keyword counter, 613.1f), ``rule`` (a rule gave it: an intrinsic ability,
    305.6). ``definition`` is the layerkit effect definition (see data/effects/README.md) or None.
    """

    text: str
    kind: str = "static"
    keyword: str | None = None
    origin: str = "printed"
    intrinsic: bool = False
    card: str = ""            # the card whose text the ability comes from
    index: int = 0            # its 1-based position among that card's abilities
    definition: "Definition | None" = field(default=None, compare=False, hash=False, repr=False)
    granted_by: str | None = None   # key of the effect that granted it
    timestamp: tuple = ()           # for granted abilities: the granting effect's timestamp (613.7a)
    unsupported: str | None = field(default=None, compare=False)
    """The clause of this ability whose continuous effect layerkit did not understand (a card of
    the pool with no effect definition for it); None when understood or when it has no such effect.
    The ability stays on the object and its text shows; :attr:`Resolution.unsupported` lists it."""

    @property
    def uid(self) -> str:
        """Identity of the ability on one object, stable across layers."""
        base = f"{self.card}#{self.index}" if self.card else self.text
        return f"{base}@{self.granted_by}" if self.granted_by else f"{base}:{self.origin}"

    def __str__(self) -> str:
        return self.text

    def with_text(self, text: str, definition: "Definition | None") -> "Ability":
        return replace(self, text=text, definition=definition)


@dataclass(frozen=True)
class Characteristics:
    """The values of one object's characteristics (109.3) plus its controller (layer 2).

    Power and toughness are kept as numbers throughout; :attr:`has_pt` applies 208.3 (a
    noncreature permanent has no power or toughness).
    """

    name: str = ""
    mana_cost: str = ""
    colors: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    controller: str = ""
    text: str = ""
    face_down: bool = False
    cant_have: frozenset[str] = frozenset()   # 613.1f: abilities it can't have (lower-case names)

    @property
    def mana_value(self) -> int:
        return mana_value_of(self.mana_cost)

    @property
    def type_line(self) -> str:
        sup = sorted(self.supertypes, key=_type_sort_key(SUPERTYPES))
        typ = sorted(self.types, key=_type_sort_key(CARD_TYPES))
        left = " ".join(sup + typ)
        sub = " ".join(self.sorted_subtypes())
        return f"{left} — {sub}" if sub else left

    def sorted_subtypes(self) -> list[str]:
        """Subtypes in type-line order: by the card type they belong to, then alphabetically."""
        order = {"Artifact": 0, "Enchantment": 1, "Land": 2, "Creature": 3, "Battle": 4, "Planeswalker": 5, "Spell": 6}
        return sorted(self.subtypes, key=lambda s: (order.get(kind_of_subtype(s) or "", 9), s))

    @property
    def ability_texts(self) -> tuple[str, ...]:
        return tuple(a.text for a in self.abilities)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def has_pt(self) -> bool:
        """208.3: only creatures have power and toughness (a Vehicle's printed values aside)."""
        return self.is_creature

    def summary(self) -> dict[str, Any]:
        """The characteristics as plain values, for tables and comparisons."""
        return {
            "name": self.name, "mana_cost": self.mana_cost, "mana_value": self.mana_value,
            "colors": "".join(c for c in COLORS if c in self.colors),
            "type_line": self.type_line,
            "abilities": "\n".join(self.ability_texts),
            "power": self.power if self.has_pt() else None,
            "toughness": self.toughness if self.has_pt() else None,
            "loyalty": self.loyalty, "defense": self.defense, "controller": self.controller,
        }


def evolve(c: Characteristics, **changes: Any) -> Characteristics:
    """``dataclasses.replace`` for :class:`Characteristics`, without re-running ``__init__``
    (the layer loop makes tens of thousands of these).

    >>> evolve(Characteristics(name="A", power=1), power=2).power
    2
    """
    new = object.__new__(Characteristics)
    new.__dict__.update(c.__dict__)
    new.__dict__.update(changes)
    return new


def normalize_ability_text(text: str) -> str:
    """How scenario expectations compare ability texts: case, surrounding spaces and a final
    period are ignored.

    >>> normalize_ability_text(" {T}: Add {R}. ") == normalize_ability_text("{t}: add {r}")
    True
    """
    return text.strip().rstrip(".").strip().lower()


SHOWN: tuple[str, ...] = ("name", "type_line", "colors", "abilities", "power", "toughness", "controller")
"""The characteristics notebooks and analyses show, as columns (see :func:`shown_values`)."""


def shown_values(c: Characteristics) -> dict[str, Any]:
    """The shown characteristics of one state as plain values (power/toughness None for a
    noncreature, 208.3; colors as WUBRG letters, "" for colorless; abilities one per line).

    >>> from layerkit import Board
    >>> b = Board(); _ = b.enter("Grizzly Bears", id="bears")
    >>> shown_values(b.resolve().run.final["bears"])["type_line"]
    'Creature — Bear'
    """
    return {"name": c.name, "type_line": c.type_line, "colors": "".join(x for x in COLORS if x in c.colors),
            "abilities": "\n".join(a.text for a in c.abilities),
            "power": c.power if c.has_pt() else None, "toughness": c.toughness if c.has_pt() else None,
            "controller": c.controller}


_PT_COUNTER = re.compile(r"([+-])(\d+)/([+-])(\d+)")


def pt_counter(kind: str) -> tuple[int, int] | None:
    """122.1a: a +X/+Y counter on a permanent gives it +X/+Y (counted in layer 7c, 613.4c); None for a
    kind of counter that is not a power/toughness counter.

    >>> pt_counter("+1/+1"), pt_counter("-0/-1"), pt_counter("+2/-1"), pt_counter("loyalty")
    ((1, 1), (0, -1), (2, -1), None)
    """
    m = _PT_COUNTER.fullmatch(kind)
    if m is None:
        return None
    return (int(m.group(2)) * (-1 if m.group(1) == "-" else 1), int(m.group(4)) * (-1 if m.group(3) == "-" else 1))
