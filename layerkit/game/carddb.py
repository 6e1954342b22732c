"""Card definitions: oracle facts (``data/cards/oracle.json``) joined with layerkit's effect
definitions (``data/effects/*.yaml``).

>>> bear = card("bear cub")
>>> bear.name, bear.printed.power, bear.printed.type_line
('Bear Cub', 2, 'Creature — Bear')
>>> [a.text for a in card("Mystic Subdual").abilities]
['Flash', 'Enchant creature', 'Enchanted creature gets -2/-0 and loses all abilities.']
"""
from __future__ import annotations

import difflib
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Mapping

from ..rules.characteristics import COLORS, LAYERS, Ability, Characteristics
from ..errors import CardDataError, UnknownCardError
from ..resources import data_file
from ..vocabulary.card_definition import CardDefinition, split_abilities
from ..vocabulary.model import Definition
from ..vocabulary.ops import is_cda_definition, layers_of
from ..vocabulary.parse import parse_definition

ORACLE_FILE = data_file("cards", "oracle.json")
EFFECTS_DIR = data_file("effects")


def _pt_value(raw: Any) -> int | None:
    """Printed P/T: '*' and other undefined numbers are 0 (208.2a); '1+*' counts its number."""
    if raw is None:
        return None
    s = str(raw)
    if re.fullmatch(r"-?\d+", s):
        return int(s)
    m = re.match(r"(-?\d+)", s)
    return int(m.group(1)) if m else 0


_FACT_LISTS = ("supertypes", "types", "subtypes", "colors", "keywords")
_FACT_NUMBERS = ("power", "toughness", "loyalty", "defense")


def validate_facts(facts: Any, where: str) -> None:
    """Check one card record's shape; a bad one is a :class:`CardDataError` naming the card and
    the field (never a TypeError from deep inside)."""
    from ..rules.characteristics import CARD_TYPES, COLORS, SUPERTYPES

    if not isinstance(facts, Mapping):
        raise CardDataError(f"{where}: expected a card record (a mapping), got {type(facts).__name__}")
    name = facts.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CardDataError(f"{where}: a card record: name: expected a non-empty string, got {name!r}")
    card = f"{where}: {name}"
    for key in ("mana_cost", "type_line", "oracle_text", "layout"):
        if facts.get(key) is not None and not isinstance(facts[key], str):
            raise CardDataError(f"{card}: {key}: expected text, got {type(facts[key]).__name__}")
    for key in _FACT_LISTS:
        val = facts.get(key)
        if val is not None and (not isinstance(val, list) or not all(isinstance(v, str) for v in val)):
            raise CardDataError(f"{card}: {key}: expected a list of names, got {val!r}")
    bad = [c for c in facts.get("colors") or () if c not in COLORS]
    if bad:
        raise CardDataError(f"{card}: colors: unknown color(s) {bad}; expected W, U, B, R, G")
    bad = [t for t in facts.get("types") or () if t not in CARD_TYPES and t != "Tribal"]
    if bad:
        raise CardDataError(f"{card}: types: unknown card type(s) {bad}")
    bad = [t for t in facts.get("supertypes") or () if t not in SUPERTYPES]
    if bad:
        raise CardDataError(f"{card}: supertypes: unknown supertype(s) {bad}")
    for key in _FACT_NUMBERS:
        val = facts.get(key)
        if val is not None and not (isinstance(val, (str, int)) and not isinstance(val, bool)
                                    and re.fullmatch(r"[-+]?\d*\+?\*?|[-+]?\d+|X", str(val))):
            raise CardDataError(f"{card}: {key}: expected a printed number such as 2, * or 1+*, got {val!r}")
    for i, face in enumerate(facts.get("faces") or ()):
        validate_facts(face, f"{card}: faces[{i}]")


def _build(facts: Mapping[str, Any], effects: Mapping[Any, Any], where: str,
           face_effects: Mapping[str, tuple[Mapping[Any, Any], str]] | None = None) -> CardDefinition:
    validate_facts(facts, where)
    name = facts["name"]
    printed = Characteristics(
        name=name, mana_cost=facts.get("mana_cost") or "",
        colors=printed_colors(facts),
        supertypes=frozenset(facts.get("supertypes") or ()), types=frozenset(facts.get("types") or ()),
        subtypes=frozenset(facts.get("subtypes") or ()),
        power=_pt_value(facts.get("power")), toughness=_pt_value(facts.get("toughness")),
        loyalty=_pt_value(facts.get("loyalty")), defense=_pt_value(facts.get("defense")),
        text=facts.get("oracle_text") or "",
    )
    parts = split_abilities(printed.text, printed.types)
    keys = {str(k) for k in effects}
    for k in keys:
        if not k.isdigit() or not 1 <= int(k) <= len(parts):
            raise CardDataError(f"{where}: {name}: ability {k}: no such ability; the card has "
                                f"{len(parts)} (" + "; ".join(f"{i}: {p['text'][:40]}" for i, p in enumerate(parts, 1)) + ")")
    abilities = []
    for i, part in enumerate(parts, 1):
        raw = effects.get(i, effects.get(str(i)))
        definition: Definition | None = None
        if raw is not None:
            definition = parse_definition(raw, f"{where}: {name}: ability {i}")
        elif part["kind"] == "level":
            definition = parse_definition(_level_definition(part), f"{where}: {name}: ability {i}")
        kind = (definition.kind if definition is not None else None) or part["kind"]
        abilities.append(Ability(text=part["text"], kind=kind, keyword=part.get("keyword"), card=name,
                                 index=i, definition=definition))
    printed = Characteristics(**{**printed.__dict__, "abilities": tuple(abilities)})
    face_effects = face_effects or {}
    faces = tuple(_build(f, *face_effects.get(f["name"], ({}, where))) for f in facts.get("faces") or ())
    return CardDefinition(name=name, facts=facts, printed=printed, abilities=tuple(abilities), faces=faces)


def _level_definition(part: Mapping[str, Any]) -> dict[str, Any]:
    """A level ability (702.87, 711.2): while the level counters are in range, the object has
    the listed abilities (layer 6) and the listed base power and toughness (layer 7b)."""
    low, high = part["level"]
    definition: dict[str, Any] = {"affects": "self", "condition": {"counters": {"kind": "level", "min": low, "max": high}}}
    if part["level_abilities"]:
        definition["add_abilities"] = list(part["level_abilities"])
    if part["level_pt"]:
        definition["set_pt"] = [_pt_value(part["level_pt"][0]), _pt_value(part["level_pt"][1])]
    return definition


def _read_effect_files(directory: Path) -> dict[str, tuple[Mapping[Any, Any], str]]:
    import yaml

    out: dict[str, tuple[Mapping[Any, Any], str]] = {}
    for path in sorted(directory.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as exc:
            raise CardDataError(f"{path}: not valid YAML: {exc}") from None
        if not isinstance(data, Mapping):
            raise CardDataError(f"{path}: expected a mapping from card name to ability definitions")
        for name, abilities in data.items():
            if not isinstance(abilities, Mapping):
                raise CardDataError(f"{path}: {name}: expected a mapping from ability number to definition")
            if name in out:
                raise CardDataError(f"{path}: {name}: defined again (first in {out[name][1]})")
            out[name] = (abilities, str(path.name))
    return out


class CardDatabase:
    """A set of card definitions, looked up by exact name, case-insensitively, or by an
    unambiguous prefix."""

    def __init__(self, facts: Iterable[Mapping[str, Any]], effects: Mapping[str, tuple[Mapping[Any, Any], str]],
                 source: str = "oracle.json") -> None:
        facts = list(facts)
        for f in facts:
            if not isinstance(f, Mapping) or not isinstance(f.get("name"), str) or not f.get("name"):
                validate_facts(f, source)
        self._facts = {f["name"]: f for f in facts}
        self._effects = dict(effects)
        face_names = {face["name"] for f in self._facts.values() for face in f.get("faces") or ()}
        unknown = sorted(set(self._effects) - set(self._facts) - face_names)
        if unknown:
            raise CardDataError(f"{self._effects[unknown[0]][1]}: {unknown[0]}: effect definitions for a card "
                                f"with no oracle facts in {source}")
        self._cache: dict[str, CardDefinition] = {}
        self._lower = {n.lower(): n for n in self._facts}
        # face names of double-faced cards also find the card
        for n, f in self._facts.items():
            for face in f.get("faces") or ():
                self._lower.setdefault(face["name"].lower(), n)

    @property
    def names(self) -> list[str]:
        return sorted(self._facts)

    def resolve_name(self, name: str) -> str:
        key = name.strip().lower()
        if key in self._lower:
            return self._lower[key]
        matches = sorted({v for k, v in self._lower.items() if k.startswith(key)}) if key else []
        if len(matches) == 1:
            return matches[0]
        if matches:
            more = f" (and {len(matches) - 10} more)" if len(matches) > 10 else ""
            raise UnknownCardError(f"card name {name!r} is ambiguous; it could be: {', '.join(matches[:10])}{more}")
        lowered = {n.lower(): n for n in self.names}
        close = [lowered[c] for c in difflib.get_close_matches(key, list(lowered), n=5, cutoff=0.5)]
        hint = f"; closest names: {', '.join(close)}" if close else ""
        raise UnknownCardError(f"unknown card {name!r}{hint}")

    def __getitem__(self, name: str) -> CardDefinition:
        real = self.resolve_name(name)
        if real not in self._cache:
            effects, where = self._effects.get(real, ({}, "oracle.json"))
            self._cache[real] = _build(self._facts[real], effects, where, self._effects)
        return self._cache[real]

    def __contains__(self, name: str) -> bool:
        try:
            self.resolve_name(name)
            return True
        except UnknownCardError:
            return False

    def facts(self, name: str) -> Mapping[str, Any]:
        return self._facts[self.resolve_name(name)]

    def has_definitions(self, name: str) -> bool:
        return self.resolve_name(name) in self._effects

    def with_card(self, facts: Mapping[str, Any], effects: Mapping[Any, Any] | None = None) -> "CardDatabase":
        """A new database with one more (or a replaced) card — for homebrew cards in notebooks."""
        if "name" not in facts:
            raise CardDataError("homebrew card: name: missing")
        new_effects = dict(self._effects)
        if effects:
            new_effects[facts["name"]] = (effects, "homebrew")
        db = CardDatabase([*(f for n, f in self._facts.items() if n != facts["name"]), dict(facts)], new_effects)
        _build(dict(facts), effects or {}, "homebrew")  # validate now, not at first use
        return db


#: Supertypes of every card ever printed, a superset of the five the rules still use (205.4a).
ALL_SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host")


def parse_type_line(type_line: str, *, strict: bool = True) -> tuple[list[str], list[str], list[str]]:
    """(supertypes, card types, subtypes) of a single-face type line (205.1). ``strict`` refuses
    words that are neither a supertype nor a card type (a homebrew card's typo); bulk files of every
    card ever printed are read with ``strict=False``.

    >>> parse_type_line("Legendary Enchantment Creature — God")
    (['Legendary'], ['Enchantment', 'Creature'], ['God'])
    >>> parse_type_line("Creature — Time Lord Doctor")
    ([], ['Creature'], ['Doctor', 'Time Lord'])
    """
    from ..rules.characteristics import CARD_TYPES

    left, _, right = (type_line or "").replace(" - ", " — ").partition("—")
    words = left.split()
    sup = [w for w in words if w in ALL_SUPERTYPES]
    types = [w for w in words if w not in ALL_SUPERTYPES]
    unknown = [w for w in types if w not in CARD_TYPES and w != "Tribal"]
    if strict and unknown:
        raise CardDataError(f"type line {type_line!r}: unknown supertype or card type {unknown[0]!r}")
    subtypes = right.split() if "Time Lord" not in right else [*right.replace("Time Lord", "").split(), "Time Lord"]
    return sup, ["Kindred" if t == "Tribal" else t for t in types], subtypes


def printed_colors(facts: Mapping[str, Any]) -> frozenset[str]:
    """202.2: an object's color comes from the mana symbols of its mana cost and its color
    indicator. Oracle data's ``colors`` field already reflects color-defining abilities such as
    devoid or "is all colors" (604.3), which layerkit applies in layer 5 instead.

    >>> sorted(printed_colors({"mana_cost": "{R}{B}", "colors": []}))    # devoid: colorless only in layer 5
    ['B', 'R']
    >>> sorted(printed_colors({"mana_cost": "", "color_indicator": ["G"]}))
    ['G']
    """
    symbols = re.findall(r"\{([^}]*)\}", facts.get("mana_cost") or "")
    found = {c for c in COLORS if any(c in sym.split("/") for sym in symbols)}
    return frozenset(found | set(facts.get("color_indicator") or ()))


def homebrew_facts(name: str, type_line: str, *, mana_cost: str = "", oracle_text: str = "",
                   power: Any = None, toughness: Any = None, loyalty: Any = None, defense: Any = None,
                   colors: Iterable[str] | None = None) -> dict[str, Any]:
    """Oracle facts for a card of your own, in the bundled schema. Colors default to the mana
    cost's colors (202.2); colors given explicitly are the card's color indicator (204).

    >>> homebrew_facts("Test Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2)["colors"]
    ['G']
    """
    from ..rules.characteristics import mana_value_of

    for key, val in (("name", name), ("type_line", type_line), ("mana_cost", mana_cost), ("oracle_text", oracle_text)):
        if not isinstance(val, str):
            raise CardDataError(f"homebrew card {name!r}: {key}: expected text, got {type(val).__name__}")
    sup, types, subs = parse_type_line(type_line)
    indicator = None if colors is None else list(colors)
    if colors is None:
        symbols = re.findall(r"\{([^}]*)\}", mana_cost)
        colors = [c for c in COLORS if any(c in sym.split("/") for sym in symbols)]
    return {"name": name, "mana_cost": mana_cost, "mana_value": mana_value_of(mana_cost), "type_line": type_line,
            "supertypes": sup, "types": types, "subtypes": subs, "oracle_text": oracle_text,
            "power": None if power is None else str(power), "toughness": None if toughness is None else str(toughness),
            "loyalty": None if loyalty is None else str(loyalty), "defense": None if defense is None else str(defense),
            "colors": list(colors), "color_indicator": indicator, "keywords": [], "layout": "normal", "source": "homebrew"}


@lru_cache(maxsize=1)
def bundled_database() -> CardDatabase:
    """The card set shipped in ``data/``."""
    try:
        facts = json.loads(ORACLE_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise CardDataError(f"{ORACLE_FILE}: cannot read card facts: {exc}") from None
    if not isinstance(facts, list):
        raise CardDataError(f"{ORACLE_FILE}: expected a JSON list of card records")
    return CardDatabase(facts, _read_effect_files(EFFECTS_DIR))


def card(name: str) -> CardDefinition:
    """A bundled card by name (case-insensitive, or an unambiguous prefix)."""
    return bundled_database()[name]


def definition_layers(name: str) -> tuple[list[str], bool]:
    """The layers a bundled card's effect definitions touch, and whether it has a CDA.

    >>> definition_layers("Blood Moon")
    (['4'], False)
    """
    cd = card(name)
    found: set[str] = set()
    has_cda = False
    for ab in cd.abilities:
        cda = ab.kind in ("static", "keyword") and is_cda_definition(ab.definition)
        has_cda = has_cda or cda
        found.update(layers_of(ab.definition, cda=cda))
        grant = ab.definition.op("add_abilities") if ab.definition is not None else None
        for granted in grant.arg if grant is not None else ():
            found.update(layers_of(granted.definition))
        if ab.definition is not None and (ab.definition.enters_as_copy is not None or ab.definition.has("copy")):
            found.add("1a")
    return [layer for layer in LAYERS if layer in found], has_cda
