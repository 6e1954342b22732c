"""Card definitions: oracle facts joined with layerkit's effect definitions.

Two sources of facts: the 247 cards of ``data/cards/oracle.json`` with hand-written definitions in
``data/effects/*.yaml`` (these take precedence), and the whole card pool,
``data/cards/pool.sqlite`` (every card, built by ``tools/build_pool.py``; see
:mod:`layerkit.game.pool_file`), opened once per process and read one card at a time. A pool card becomes a :class:`CardDefinition` on its first
lookup; its effect definitions come from the oracle-text compiler (``layerkit.compiler``, imported
lazily, when it is installed — see :func:`compiled_definitions`). An ability of a pool card whose
text touches a layer (613) and that has no definition is kept, with its text, and marked
``Ability.unsupported`` (the clause not understood), so a resolution never silently ignores it.

A user's newer bulk file (Scryfall Oracle Cards, MTGJSON AtomicCards) extends or replaces the pool:
:func:`use_cards` (process-wide), ``Board(cards=path)``, ``--cards FILE``.

>>> bear = card("bear cub")
>>> bear.name, bear.printed.power, bear.printed.type_line
('Bear Cub', 2, 'Creature — Bear')
>>> [a.text for a in card("Mystic Subdual").abilities]
['Flash', 'Enchant creature', 'Enchanted creature gets -2/-0 and loses all abilities.']
"""
from __future__ import annotations

import difflib
import json
import os
import re
import unicodedata
from collections import ChainMap
from collections.abc import MutableMapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, cast

from ..rules.characteristics import COLORS, LAYERS, Ability, Characteristics
from ..errors import CardDataError, UnknownCardError
from ..resources import data_file
from ..vocabulary.card_definition import CardDefinition, split_abilities
from ..vocabulary.model import Definition
from ..vocabulary.ops import is_cda_definition, layers_of
from ..vocabulary.parse import parse_definition
from ..vocabulary.schema import validate_definition
from .pool_file import PoolFile

ORACLE_FILE = data_file("cards", "oracle.json")
POOL_FILE = data_file("cards", "pool.sqlite")
EFFECTS_DIR = data_file("effects")

#: The module of the oracle-text compiler; ``compile_card(facts)`` returns an object with
#: ``effects`` ({ability number: definition}) and ``unsupported`` ([Unsupported(index, text, clause)]).
COMPILER_MODULE = "layerkit.compiler"


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


def validate_facts(facts: Any, where: str, strict: bool = True) -> None:
    """Check one card record's shape; a bad one is a :class:`CardDataError` naming the card and
    the field (never a TypeError from deep inside). ``strict=False`` (cards of the pool or of a
    bulk file) accepts every card type and printed number ever printed (Plane, Scheme, ``?``, ``∞``)."""
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
    if not strict:
        for i, face in enumerate(facts.get("faces") or ()):
            validate_facts(face, f"{card}: faces[{i}]", strict=False)
        return
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


#: What a card's definitions are: (effects by ability number, where they come from for messages,
#: the clause not understood by ability number).
Definitions = tuple[Mapping[Any, Any], str, Mapping[int, str]]


#: The kinds of ability that may be modal (700.2: spells, activated and triggered abilities).
MODAL_KINDS = ("spell", "activated", "loyalty", "triggered", "chapter")


#: 400.7a, 614.12: the names of cards with an ability granting another an ability that applies as it enters ("Other
#: colorless creatures you control have bloodthirst 2"): the board looks for such grants on its permanents only when
#: one of these is there (a set that only grows as cards are built; it gates a search, never an answer)
GRANTS_ENTERING: set[str] = set()


def _grants_entering(d: Definition) -> bool:
    """Whether a definition grants an ability whose own definition applies as its object enters (614.1c)."""
    from ..vocabulary.model import granted_in
    return any(g.definition is not None and (g.definition.enters_with_counters or g.definition.enters_with_counter_of
                                             or g.definition.enters_with_abilities) for g in granted_in(d))


def _build(facts: Mapping[str, Any], effects: Mapping[Any, Any], where: str,
           face_effects: Mapping[str, tuple[Mapping[Any, Any], str]] | None = None, *,
           definitions: Callable[[Mapping[str, Any]], Definitions] | None = None,
           strict: bool = True) -> CardDefinition:
    """A :class:`CardDefinition` from facts and effect definitions. ``definitions`` (for pool cards)
    gives each face's definitions and its abilities not understood instead of ``effects``/``face_effects``."""
    validate_facts(facts, where, strict=strict)
    unsupported: Mapping[int, str] = {}
    if definitions is not None:
        effects, where, unsupported = definitions(facts)
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
        if definition is not None and definition.modes and kind not in MODAL_KINDS:
            raise CardDataError(f"{where}: {name}: ability {i}: modes: a {kind} ability has no modes; only a spell, "
                                "an activated, loyalty, chapter or triggered ability is modal (700.2)")
        abilities.append(Ability(text=part["text"], kind=kind, keyword=part.get("keyword"), card=name,
                                 index=i, definition=definition,
                                 unsupported=None if definition is not None else unsupported.get(i)))
    if any(a.definition is not None and _grants_entering(a.definition) for a in abilities):
        GRANTS_ENTERING.add(name)
    printed = Characteristics(**{**printed.__dict__, "abilities": tuple(abilities)})
    if definitions is not None:
        faces = tuple(_build(f, {}, where, definitions=definitions, strict=strict) for f in facts.get("faces") or ())
    else:
        face_effects = face_effects or {}
        faces = tuple(_build(f, *face_effects.get(f["name"], ({}, where))) for f in facts.get("faces") or ())
    return CardDefinition(name=name, facts=facts, printed=printed, abilities=tuple(abilities), faces=faces)


# ------------------------------------------------------------------ the seam for the compiler

@lru_cache(maxsize=1)
def _compiler() -> Callable[[Mapping[str, Any]], Any] | None:
    """``layerkit.compiler.compile_card`` when that package is installed, else None (imported
    lazily, once: the compiler sits below game in the import contract)."""
    import importlib
    import importlib.util

    try:
        if importlib.util.find_spec(COMPILER_MODULE) is None:
            return None
    except (ImportError, ValueError):
        return None
    return getattr(importlib.import_module(COMPILER_MODULE), "compile_card", None)


def compiled_definitions(facts: Mapping[str, Any]) -> Definitions:
    """The definitions of one face of a pool card with no hand-written ones: what
    ``layerkit.compiler.compile_card(facts)`` understood (when the compiler is installed), and,
    for every ability it did not define, the clause not understood — the compiler's own
    ``unsupported`` entries, plus every remaining ability the wording classifier
    (:func:`layerkit.vocabulary.classifier.classify_ability`) says touches a layer. Without the
    compiler, that is every ability that touches a layer.

    >>> effects, where, unsupported = compiled_definitions(
    ...     {"name": "Test Anthem", "type_line": "Enchantment", "types": ["Enchantment"],
    ...      "oracle_text": "Flash\\nCreatures you control get +1/+1.\\nAs long as you're standing, this creature has vigilance."})
    >>> sorted(effects), sorted(unsupported)
    ([2], [3])
    """
    from ..vocabulary.classifier import classify_ability

    effects: dict[int, Any] = {}
    unsupported: dict[int, str] = {}
    where = "pool"
    one_shot: set[int] = set()     # abilities the compiler read as one-shot counters of a trigger
    compile_card = _compiler()
    if compile_card is not None:
        where = "compiled"
        try:
            compiled = compile_card(facts)
            effects = {int(k): v for k, v in (getattr(compiled, "effects", None) or {}).items()}
            for u in getattr(compiled, "unsupported", None) or ():
                unsupported[int(u.index)] = str(getattr(u, "clause", "") or getattr(u, "text", ""))
            one_shot = {int(a.index) for a in getattr(compiled, "abilities", None) or ()
                        if a.status == "not-a-layer-effect" and str(a.note).startswith("one-shot")}
        except Exception as exc:  # a compiler bug must not hide the card: report every layer ability
            effects, unsupported = {}, {}
            where = f"compiler error: {type(exc).__name__}: {exc}"
    parts = split_abilities(facts.get("oracle_text") or "", facts.get("types") or ())
    for i in sorted(effects):
        # a compiled definition that is not valid vocabulary is reported, not raised at `enter`
        try:
            if not 1 <= i <= len(parts):
                raise CardDataError(f"no ability {i}")
            validate_definition(effects[i], f"compiled: {facts.get('name')}: ability {i}")
        except CardDataError as exc:
            del effects[i]
            if 1 <= i <= len(parts):
                unsupported[i] = f"{parts[i - 1]['text']} (invalid compiled definition: {exc})"
    for i, part in enumerate(parts, 1):
        if i in effects or i in unsupported or i in one_shot or part["kind"] == "level":
            continue
        layers, clause = classify_ability(part["text"], part["kind"], facts.get("name"))
        if layers:
            unsupported[i] = clause
    return effects, where, unsupported


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
            # the package's own files: libyaml's parser where PyYAML has it (5x faster), same safe reading
            text = path.read_text(encoding="utf-8")
            data = yaml.load(text, Loader=yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader) or {}
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


def normalize_name(name: str) -> str:
    """The key a card name is looked up by: case, accents, curly quotes and runs of spaces ignored.

    >>> normalize_name("Dandân") == normalize_name("DANDAN")
    True
    >>> normalize_name("Urza’s Saga") == normalize_name("urza's saga")
    True
    """
    s = name.strip()
    if not s.isascii():
        s = s.replace("’", "'").replace("‘", "'").replace("ʼ", "'").replace("`", "'")
        s = "".join(ch for ch in unicodedata.normalize("NFKD", s) if not unicodedata.combining(ch))
        s = s.replace("æ", "ae").replace("Æ", "Ae")
    return " ".join(s.split()).casefold()


_SCHEMA_DEFAULTS: dict[str, Any] = {
    "mana_cost": "", "type_line": "", "supertypes": [], "types": [], "subtypes": [], "oracle_text": "",
    "power": None, "toughness": None, "loyalty": None, "defense": None, "colors": [], "color_indicator": None,
    "keywords": [], "layout": "normal",
}


def _full_record(rec: Mapping[str, Any], source: str) -> dict[str, Any]:
    """A pool record (absent keys = null or empty) in the full bundled schema."""
    out = {"name": rec["name"], **{k: rec.get(k, v) for k, v in _SCHEMA_DEFAULTS.items()}}
    out["mana_value"] = rec.get("mana_value", 0)
    for k in ("color_indicator_guessed", "notes", "faces"):
        if k in rec:
            out[k] = rec[k]
    if out.get("faces"):
        out["faces"] = [{**_full_record(f, source), "layout": out["layout"]} for f in out["faces"]]
        for f in out["faces"]:
            f.pop("source", None)
    out["source"] = rec.get("source") or source
    return out


#: The difflib ratio a name must reach to be suggested for an unknown one.
SUGGESTION_CUTOFF = 0.85


class CardPool:
    """Card records by name, indexed by :func:`normalize_name` of each full name and face name;
    a card's :class:`CardDefinition` is built on its first lookup and kept."""

    def __init__(self, records: Iterable[Mapping[str, Any]], source: str) -> None:
        self.source = source
        self.records: Mapping[str, Mapping[str, Any]] = {}
        self.index: Mapping[str, str] = {}
        self.face_index: Mapping[str, str] = {}
        self._built: dict[str, CardDefinition] = {}
        self._add(records)

    @classmethod
    def from_file(cls, pool_file: PoolFile) -> "CardPool":
        """The pool of a pool file (:mod:`layerkit.game.pool_file`), read one card at a time."""
        pool = cls((), pool_file.source)
        pool.records, pool.index, pool.face_index = pool_file.records, pool_file.index, pool_file.face_index
        return pool

    def _add(self, records: Iterable[Mapping[str, Any]]) -> None:
        records_, index, face_index = self.records, self.index, self.face_index
        assert isinstance(records_, MutableMapping) and isinstance(index, MutableMapping)
        assert isinstance(face_index, MutableMapping)
        for rec in records:
            if not isinstance(rec, Mapping) or not isinstance(rec.get("name"), str) or not rec["name"].strip():
                validate_facts(rec, self.source)
            name = rec["name"]
            records_[name] = rec
            index[normalize_name(name)] = name
            self._built.pop(name, None)
            faces = [f.get("name") for f in rec.get("faces") or () if isinstance(f, Mapping)]
            for face in [*faces, *(name.split(" // ") if " // " in name else ())]:
                if isinstance(face, str):
                    face_index.setdefault(normalize_name(face), name)

    def extended(self, records: Iterable[Mapping[str, Any]], source: str) -> "CardPool":
        """A new pool: these records added, replacing any of the same name."""
        new = CardPool((), f"{self.source} + {source}")
        # an overlay: the new records in front, this pool's behind it (nothing copied; a ChainMap
        # writes only to its first mapping, so the read-only pool file behind is never written)
        new.records = ChainMap({}, cast(MutableMapping[str, Mapping[str, Any]], self.records))
        new.index = ChainMap({}, cast(MutableMapping[str, str], self.index))
        new.face_index = ChainMap({}, cast(MutableMapping[str, str], self.face_index))
        new._add(records)
        return new

    def __len__(self) -> int:
        return len(self.records)

    def facts(self, name: str) -> dict[str, Any]:
        return _full_record(self.records[name], self.source)

    def definition(self, name: str) -> CardDefinition:
        if name not in self._built:
            self._built[name] = _build(self.facts(name), {}, self.source, definitions=compiled_definitions,
                                       strict=False)
        return self._built[name]


class CardDatabase:
    """A set of card definitions: the cards with hand-written definitions (and homebrew cards)
    first, then the card pool. Looked up by name ignoring case, accents and curly apostrophes
    (:func:`normalize_name`), by a face name of a multi-face card, or by an unambiguous prefix."""

    def __init__(self, facts: Iterable[Mapping[str, Any]], effects: Mapping[str, tuple[Mapping[Any, Any], str]],
                 source: str = "oracle.json", pool: "CardPool | Callable[[], CardPool] | None" = None) -> None:
        facts = list(facts)
        for f in facts:
            if not isinstance(f, Mapping) or not isinstance(f.get("name"), str) or not f.get("name"):
                validate_facts(f, source)
        self._facts = {f["name"]: f for f in facts}
        self._effects = dict(effects)
        self._source = source
        face_names = {face["name"] for f in self._facts.values() for face in f.get("faces") or ()}
        unknown = sorted(set(self._effects) - set(self._facts) - face_names)
        if unknown:
            raise CardDataError(f"{self._effects[unknown[0]][1]}: {unknown[0]}: effect definitions for a card "
                                f"with no oracle facts in {source}")
        self._cache: dict[str, CardDefinition] = {}
        self._lower = {normalize_name(n): n for n in self._facts}
        self._face_lower: dict[str, str] = {}
        # face names of multi-face cards also find the card
        for n, f in self._facts.items():
            for face in f.get("faces") or ():
                self._face_lower.setdefault(normalize_name(face["name"]), n)
        self._pool_source = pool

    # ------------------------------------------------------------------ the pool
    @property
    def pool(self) -> CardPool | None:
        """The card pool behind the hand-defined cards (loaded on first use), or None."""
        if callable(self._pool_source):
            self._pool_source = self._pool_source()
        return self._pool_source

    @property
    def names(self) -> list[str]:
        """The cards with hand-written definitions (``oracle.json``) and homebrew cards, sorted."""
        return sorted(self._facts)

    @property
    def pool_names(self) -> list[str]:
        """Every card of the pool, sorted (the hand-defined ones are in it or in :attr:`names`)."""
        pool = self.pool
        return sorted(set(pool.records) - set(self._facts)) if pool is not None else []

    def __len__(self) -> int:
        pool = self.pool
        return len(self._facts) + (len(set(pool.records) - set(self._facts)) if pool is not None else 0)

    # ------------------------------------------------------------------ names
    def _find(self, name: str) -> str | None:
        key = normalize_name(name)
        if not key:
            return None
        if key in self._lower:
            return self._lower[key]
        pool = self.pool
        if pool is not None and key in pool.index:
            return pool.index[key]
        if key in self._face_lower:
            return self._face_lower[key]
        if pool is not None and key in pool.face_index:
            real = pool.face_index[key]
            return self._lower.get(normalize_name(real), real)
        return None

    def _prefix_matches(self, key: str) -> list[str]:
        """Names starting with ``key``: the hand-defined cards first, then the pool's, each sorted."""
        own = sorted({v for k, v in self._lower.items() if k.startswith(key)})
        pool = self.pool
        rest = sorted({v for k, v in pool.index.items() if k.startswith(key)} - set(own)) if pool is not None else []
        return own + rest

    def suggestions(self, name: str, n: int = 3) -> list[str]:
        """Known names close to ``name`` (difflib ratio at least :data:`SUGGESTION_CUTOFF`)."""
        key = normalize_name(name)
        keys = dict(self._lower)
        pool = self.pool
        if pool is not None:
            keys = {**pool.index, **keys}
        close = difflib.get_close_matches(key, [k for k in keys if abs(len(k) - len(key)) <= max(3, len(key) // 3)],
                                          n=n, cutoff=SUGGESTION_CUTOFF)
        return [keys[c] for c in close]

    def resolve_name(self, name: str) -> str:
        real = self._find(name)
        if real is not None:
            return real
        key = normalize_name(name)
        matches = self._prefix_matches(key) if len(key) >= 3 else []
        if len(matches) == 1:
            return matches[0]
        if matches:
            more = f" (and {len(matches) - 10} more)" if len(matches) > 10 else ""
            raise UnknownCardError(f"card name {name!r} is ambiguous; it could be: {', '.join(matches[:10])}{more}")
        close = self.suggestions(name)
        hint = f"; did you mean: {', '.join(close)}?" if close else ""
        raise UnknownCardError(f"unknown card {name!r}{hint}")

    def __getitem__(self, name: str) -> CardDefinition:
        real = self.resolve_name(name)
        if real in self._facts:
            if real not in self._cache:
                effects, where = self._effects.get(real, ({}, self._source))
                self._cache[real] = _build(self._facts[real], effects, where, self._effects)
            return self._cache[real]
        pool = self.pool
        assert pool is not None
        return pool.definition(real)

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        if self._find(name) is not None:
            return True
        key = normalize_name(name)
        return len(key) >= 3 and len(self._prefix_matches(key)) == 1

    def facts(self, name: str) -> Mapping[str, Any]:
        real = self.resolve_name(name)
        if real in self._facts:
            return self._facts[real]
        pool = self.pool
        assert pool is not None
        return pool.facts(real)

    def has_definitions(self, name: str) -> bool:
        """Whether the card has hand-written (or homebrew) effect definitions."""
        return self.resolve_name(name) in self._effects

    def in_pool(self, name: str) -> bool:
        """Whether the card comes from the pool (no hand-written facts or definitions)."""
        return self.resolve_name(name) not in self._facts

    def with_card(self, facts: Mapping[str, Any], effects: Mapping[Any, Any] | None = None) -> "CardDatabase":
        """A new database with one more (or a replaced) card — for homebrew cards in notebooks."""
        if "name" not in facts:
            raise CardDataError("homebrew card: name: missing")
        new_effects = dict(self._effects)
        if effects:
            new_effects[facts["name"]] = (effects, "homebrew")
        db = CardDatabase([*(f for n, f in self._facts.items() if n != facts["name"]), dict(facts)], new_effects,
                          self._source, pool=self._pool_source)
        _build(dict(facts), effects or {}, "homebrew")  # validate now, not at first use
        return db

    def with_pool(self, pool: "CardPool | Callable[[], CardPool] | None") -> "CardDatabase":
        """The same hand-defined cards in front of another pool."""
        db = CardDatabase(list(self._facts.values()), self._effects, self._source, pool=pool)
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
def bundled_pool() -> CardPool:
    """Every card of ``data/cards/pool.sqlite`` (opened once per process; a card's record is read
    on its first lookup, so the first card of a fresh process enters in milliseconds)."""
    return CardPool.from_file(PoolFile(POOL_FILE))


@lru_cache(maxsize=1)
def bundled_database() -> CardDatabase:
    """The cards shipped in ``data/``: the hand-defined ones in front of the whole pool."""
    try:
        facts = json.loads(ORACLE_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise CardDataError(f"{ORACLE_FILE}: cannot read card facts: {exc}") from None
    if not isinstance(facts, list):
        raise CardDataError(f"{ORACLE_FILE}: expected a JSON list of card records")
    return CardDatabase(facts, _read_effect_files(EFFECTS_DIR), pool=bundled_pool)


_USER_DATABASE: CardDatabase | None = None


@lru_cache(maxsize=8)
def _bulk_database(path: str, mtime_ns: int, size: int, replace: bool) -> CardDatabase:
    from .bulk import read_records

    records = read_records(path)
    name = Path(path).name
    pool = CardPool(records, name) if replace else bundled_pool().extended(records, name)
    return bundled_database().with_pool(pool)


def database_with(path: str | os.PathLike[str], *, replace: bool = False) -> CardDatabase:
    """The bundled cards with a user's bulk file (Scryfall "Oracle Cards" or MTGJSON
    "AtomicCards", optionally gzip-compressed): its cards extend the pool and replace pool cards of
    the same name; with ``replace=True`` the file is the whole pool. The hand-defined cards keep
    precedence either way. A file is read once per process (until it changes)."""
    p = Path(path)
    try:
        st = p.stat()
    except OSError as exc:
        raise CardDataError(f"{p}: cannot open: {exc.strerror or exc}") from None
    return _bulk_database(str(p.resolve()), st.st_mtime_ns, st.st_size, replace)


def use_cards(path: str | os.PathLike[str] | None, *, replace: bool = False) -> CardDatabase:
    """Resolve with a newer bulk file, process-wide: every later ``Board()``, scenario and
    :func:`card` lookup uses it (see :func:`database_with`). ``use_cards(None)`` goes back to the
    bundled pool. Returns the database now in use."""
    global _USER_DATABASE
    _USER_DATABASE = None if path is None else database_with(path, replace=replace)
    return default_database()


def default_database() -> CardDatabase:
    """The database boards use by default: the bundled one, or the one :func:`use_cards` set."""
    return _USER_DATABASE if _USER_DATABASE is not None else bundled_database()


def card(name: str) -> CardDefinition:
    """A card by name (case, accents and curly apostrophes ignored; a face name; or an unambiguous prefix)."""
    return default_database()[name]


def definition_layers(name: str) -> tuple[list[str], bool]:
    """The layers a bundled card's effect definitions touch, and whether it has a CDA.

    >>> definition_layers("Blood Moon")
    (['4'], False)
    """
    cd = bundled_database()[name]
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
