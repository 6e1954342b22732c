"""Cards as pandas DataFrames: the bundled set, and the public bulk files a user downloads.

All three frames have the same columns (:data:`COLUMNS`):

- ``name``, ``mana_cost``, ``type_line``, ``oracle_text``, ``layout`` — text (pandas ``string``)
- ``mana_value`` — nullable integer (``Int64``)
- ``colors``, ``supertypes``, ``types``, ``subtypes``, ``keywords``, ``faces`` — Python lists
- ``color_indicator`` — a list, or ``None`` when the card has no color indicator
- ``power``, ``toughness``, ``loyalty``, ``defense`` — text as printed (``"2"``, ``"*"``,
  ``"1+*"``), ``<NA>`` when absent
- ``layers`` — the layers (613) the card's effects touch, in layer order; for the bundled set
  from its hand-written effect definitions, for a bulk pool from :func:`layerkit.classify`
- ``has_cda`` — whether it has a characteristic-defining ability (604.3a), same sources
- ``layers_classified`` — :func:`layerkit.classify`'s answer (for the bundled set too, so the
  two can be compared)

A multi-face card keeps its full name (``"A // B"``), the front face's characteristics, and the
face names in ``faces``; its layers are classified over the text of all faces.

The bulk loaders stream with ijson, so a 150 MB file is read card by card; a ``.gz`` file (or
any file starting with the gzip magic bytes) is decompressed on the fly. The streaming readers
live in :mod:`layerkit.game.bulk` (re-exported here), which also turns the same files into card
records for resolving (:func:`layerkit.use_cards`).

>>> lookup("glorious anth")["mana_cost"]
'{1}{W}{W}'
"""
from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Iterable, Mapping

from ..game.carddb import CardDatabase, bundled_database, default_database, definition_layers
from ..game.carddb import parse_type_line as _parse_type_line
from ..game.bulk import MTGJSON as _MTGJSON, SCRYFALL as _SCRYFALL, first_byte, open_bulk, stream
from .classifier import classify
from ..errors import CardDataError
from ..game.bulk_checks import (MTGJSON_FIELDS, SCRYFALL_FACE_FIELDS, SCRYFALL_FIELDS, BoundedReader, bounded_events,
                                card_label, check_fields)

__all__ = ["COLUMNS", "POOL_COLUMNS", "STATUSES", "bundled", "lookup", "load_scryfall", "load_mtgjson", "parse_type_line",
           "open_bulk", "stream", "card_names", "card_table", "sample_names", "pool_frame", "pool_coverage"]


COLUMNS: tuple[str, ...] = (
    "name", "mana_cost", "mana_value", "colors", "color_indicator", "type_line", "supertypes",
    "types", "subtypes", "oracle_text", "power", "toughness", "loyalty", "defense", "keywords",
    "layout", "faces", "layers", "has_cda", "layers_classified",
)
_TEXT = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty",
         "defense", "layout")
_WUBRG = "WUBRG"


# ------------------------------------------------------------------------------ helpers

def parse_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """Split a (single-face) type line into supertypes, card types and subtypes (205), accepting
    every type ever printed.

    >>> parse_type_line("Legendary Artifact Creature — Equipment Dragon")
    (['Legendary'], ['Artifact', 'Creature'], ['Equipment', 'Dragon'])
    """
    return _parse_type_line(type_line, strict=False)


def _pt(value: Any) -> str | None:
    if value is None:
        return None
    return str(value)


def _mv(value: Any) -> int | None:
    if value is None:
        return None
    try:
        return int(float(value))
    except (TypeError, ValueError):
        return None


def _ordered_colors(colors: Iterable[str] | None) -> list[str]:
    cs = set(colors or ())
    return [c for c in _WUBRG if c in cs]


def _frame(rows: list[dict[str, Any]]):
    import pandas as pd

    df = pd.DataFrame.from_records(rows, columns=list(COLUMNS))
    for col in _TEXT:
        df[col] = df[col].astype("string")
    df["mana_value"] = df["mana_value"].astype("Int64")
    df["has_cda"] = df["has_cda"].astype(bool)
    from ..engine.table import Table

    return Table(df)


def _classified(text: str, type_line: str, name: str) -> tuple[list[str], bool]:
    c = classify(text, type_line, name)
    return list(c.layers), c.has_cda


# ------------------------------------------------------------------------------ bundled set

def _records() -> list[Mapping[str, Any]]:
    db = bundled_database()
    return [db.facts(n) for n in db.names]


def lookup(name: str) -> dict[str, Any]:
    """The oracle record of a card (a copy) — a hand-defined one or any card of the pool: by name
    (ignoring case, accents and curly apostrophes), by a face name, or by an unambiguous prefix.

    >>> lookup("BLOOD MOON")["type_line"]
    'Enchantment'
    >>> lookup("Elesh Norn, Grand Cenobite")["mana_value"]
    7
    >>> lookup("Nonexistent Card")
    Traceback (most recent call last):
    ...
    layerkit.errors.UnknownCardError: unknown card 'Nonexistent Card'
    """
    if not isinstance(name, str) or not name.strip():
        raise CardDataError(f"lookup: expected a card name, got {type(name).__name__} {name!r:.60}")
    db = bundled_database()
    return copy.deepcopy(dict(db.facts(db.resolve_name(name))))


def _definition_layers():
    return definition_layers


def _bundled_row(rec: Mapping[str, Any], definition_layers) -> dict[str, Any]:
    faces = rec.get("faces") or []
    front = faces[0] if faces else rec
    text = rec.get("oracle_text") or ""
    classified, cda = _classified(text, rec.get("type_line") or "", rec["name"])
    if definition_layers is not None:
        layers, has_cda = definition_layers(rec["name"])
        layers = list(layers)
    else:
        layers, has_cda = classified, cda
    return {
        "name": rec["name"],
        "mana_cost": front.get("mana_cost") or "",
        "mana_value": front.get("mana_value", rec.get("mana_value")),
        "colors": list(front.get("colors") or []),
        "color_indicator": list(front["color_indicator"]) if front.get("color_indicator") else None,
        "type_line": front.get("type_line") or "",
        "supertypes": list(front.get("supertypes") or []),
        "types": list(front.get("types") or []),
        "subtypes": list(front.get("subtypes") or []),
        "oracle_text": front.get("oracle_text") or "",
        "power": _pt(front.get("power")),
        "toughness": _pt(front.get("toughness")),
        "loyalty": _pt(front.get("loyalty")),
        "defense": _pt(front.get("defense")),
        "keywords": list(rec.get("keywords") or []),
        "layout": rec.get("layout") or "normal",
        "faces": [f["name"] for f in faces],
        "layers": layers,
        "has_cda": bool(has_cda),
        "layers_classified": classified,
    }


def bundled():
    """The bundled card set (``data/cards/oracle.json``) as a DataFrame, one row per card.

    ``layers``/``has_cda`` come from the hand-written effect definitions in ``data/effects``;
    ``layers_classified`` is :func:`layerkit.classify`'s reading of the oracle text.

    >>> df = bundled()
    >>> df.set_index("name").loc["Glorious Anthem", "layers"]
    ['7c']
    >>> str(df["mana_value"].dtype)
    'Int64'
    """
    from ._progress import progress

    dl = _definition_layers()
    return _frame([_bundled_row(r, dl) for r in progress(_records(), "reading the card pool")])


# ------------------------------------------------------------------------------ bulk files

# The streaming readers live in layerkit.game.bulk (the card database reads the same files);
# re-exported here under their old names.
_open = open_bulk
_first_byte = first_byte
_stream = stream


def _bulk_row(name: str, front: Mapping[str, Any], faces: list[Mapping[str, Any]], *,
              mana_value: Any, keywords: Iterable[str], layout: str | None, all_text: str,
              all_types: str, colors: Any, color_indicator: Any, type_parts=None) -> dict[str, Any]:
    type_line = front.get("type_line") if "type_line" in front else front.get("type")
    type_line = type_line or ""
    if type_parts is None:
        type_parts = parse_type_line(type_line)
    layers, cda = _classified(all_text, all_types, name)
    return {
        "name": name,
        "mana_cost": front.get("mana_cost", front.get("manaCost")) or "",
        "mana_value": _mv(mana_value),
        "colors": _ordered_colors(colors),
        "color_indicator": _ordered_colors(color_indicator) if color_indicator else None,
        "type_line": type_line,
        "supertypes": list(type_parts[0]),
        "types": list(type_parts[1]),
        "subtypes": list(type_parts[2]),
        "oracle_text": front.get("oracle_text", front.get("text")) or "",
        "power": _pt(front.get("power")),
        "toughness": _pt(front.get("toughness")),
        "loyalty": _pt(front.get("loyalty")),
        "defense": _pt(front.get("defense")),
        "keywords": list(dict.fromkeys(keywords or [])),
        "layout": layout or "normal",
        "faces": [f.get("faceName") or f.get("name") for f in faces] if len(faces) > 1 else [],
        "layers": layers,
        "has_cda": cda,
        "layers_classified": list(layers),
    }




def load_scryfall(path: str | Path):
    """Read Scryfall's "Oracle Cards" bulk data (JSON, optionally gzip-compressed).

    Download it from https://scryfall.com/docs/api/bulk-data ("Oracle Cards"). The file is
    streamed card by card. A truncated, empty or foreign file raises
    :class:`~layerkit.errors.CardDataError` naming the file and what was expected.
    """
    p = Path(path)
    rows: list[dict[str, Any]] = []
    for i, card in enumerate(_stream(p, _SCRYFALL, b"[", "item", kv=False)):
        if not isinstance(card, dict) or card.get("object") != "card" or "name" not in card:
            what = card.get("object") if isinstance(card, dict) else type(card).__name__
            raise CardDataError(f"{p}: item {i} is not a Scryfall card object (object: {what!r:.60}); "
                                f"expected {_SCRYFALL}")
        where = card_label(p, i, card)
        check_fields(card, SCRYFALL_FIELDS, where)
        if not card["name"].strip():
            raise CardDataError(f"{where}: name: expected a card name, got an empty string")
        for j, face in enumerate(card.get("card_faces") or []):
            check_fields(face, SCRYFALL_FACE_FIELDS, f"{where}: card_faces[{j}]")
        faces = card.get("card_faces") or []
        front = dict(faces[0]) if faces else card
        if faces:  # some layouts (split, adventure) keep shared fields on the card itself
            for k in ("mana_cost", "type_line", "power", "toughness", "loyalty", "defense"):
                if front.get(k) is None and card.get(k) is not None and " // " not in str(card.get(k)):
                    front[k] = card[k]
        all_text = "\n//\n".join(f.get("oracle_text") or "" for f in faces) if faces else card.get("oracle_text") or ""
        all_types = " // ".join(f.get("type_line") or "" for f in faces) if faces else card.get("type_line") or ""
        colors = front.get("colors") if front.get("colors") is not None else card.get("colors")
        ci = front.get("color_indicator") if faces else card.get("color_indicator")
        rows.append(_bulk_row(card["name"], front, faces, mana_value=card.get("cmc"),
                              keywords=card.get("keywords") or [], layout=card.get("layout"),
                              all_text=all_text, all_types=all_types, colors=colors or [],
                              color_indicator=ci))
    if not rows:           # as load_mtgjson: a file with no cards is refused, not an empty frame
        raise CardDataError(f"{p}: no cards found in the array; expected {_SCRYFALL}")
    return _frame(rows)


def load_mtgjson(path: str | Path):
    """Read MTGJSON's "AtomicCards" file (JSON, optionally gzip-compressed).

    Download it from https://mtgjson.com/downloads/all-files/ ("AtomicCards"). The ``data``
    object is streamed card by card; the first face printing of each name is used.
    """
    p = Path(path)
    rows: list[dict[str, Any]] = []
    for i, (name, printings) in enumerate(_stream(p, _MTGJSON, b"{", "data", kv=True)):
        if not isinstance(printings, list) or not printings or not all(isinstance(f, dict) for f in printings):
            raise CardDataError(f"{p}: data[{name!r:.60}] is not a list of card face objects; expected {_MTGJSON}")
        where = f"{p}: card {i} ({name!r:.60})"
        if not name.strip():
            raise CardDataError(f"{where}: name: expected a card name, got an empty string")
        for j, face in enumerate(printings):
            check_fields(face, MTGJSON_FIELDS, f"{where}: [{j}]")
        faces = sorted(printings, key=lambda f: str(f.get("side") or "a"))
        # several entries with the same side are alternative versions; keep one per side
        seen: dict[str, Mapping[str, Any]] = {}
        for f in faces:
            seen.setdefault(str(f.get("side") or "a"), f)
        faces = list(seen.values())
        front = faces[0]
        if "type" not in front or "name" not in front:
            raise CardDataError(f"{p}: data[{name!r}][0] has no 'type'/'name'; expected {_MTGJSON}")
        kw: list[str] = []
        for f in faces:
            kw.extend(f.get("keywords") or [])
        all_text = "\n//\n".join(f.get("text") or "" for f in faces)
        all_types = " // ".join(f.get("type") or "" for f in faces)
        parts = (front.get("supertypes") or [], front.get("types") or [], front.get("subtypes") or [])
        rows.append(_bulk_row(name, front, faces if len(faces) > 1 else [],
                              mana_value=front.get("manaValue", front.get("convertedManaCost")),
                              keywords=kw, layout=front.get("layout"), all_text=all_text,
                              all_types=all_types, colors=front.get("colors") or [],
                              color_indicator=front.get("colorIndicator"), type_parts=parts))
    if not rows:
        raise CardDataError(f'{p}: no cards found under "data"; expected {_MTGJSON}')
    return _frame(rows)


# ------------------------------------------------------------------------------ the whole pool

POOL_COLUMNS: tuple[str, ...] = COLUMNS + ("hand_defined", "status", "compiled_layers", "unsupported")
"""The columns of :func:`pool_frame`: :data:`COLUMNS`, then ``hand_defined`` (the card has
hand-written effect definitions), ``status`` (one of :data:`STATUSES`), ``compiled_layers`` (the
layers the compiled definitions touch) and ``unsupported`` (the clauses not understood)."""

STATUSES: tuple[str, ...] = ("fully", "partly", "not", "no effect")
"""How well the oracle-text compiler supports a card (:func:`layerkit.analysis.coverage.assess`):
fully, partly, not at all, or "no effect" for a card with no continuous effect."""

#: The strata of :func:`sample_names`: a card's first type of these (else "other").
STRATA: tuple[str, ...] = ("Creature", "Land", "Planeswalker", "Battle", "Instant", "Sorcery", "Artifact",
                           "Enchantment")


def card_names(database: CardDatabase | None = None) -> list[str]:
    """Every card a board can enter: the hand-defined cards (:attr:`CardDatabase.names`) and the
    rest of the pool (:attr:`CardDatabase.pool_names`), sorted.

    >>> names = card_names()
    >>> "Blood Moon" in names, "Elesh Norn, Grand Cenobite" in names, names == sorted(names)
    (True, True, True)
    """
    db = database if database is not None else default_database()
    return sorted({*db.names, *db.pool_names})


def _stratum(types: Iterable[str]) -> str:
    ts = set(types or ())
    return next((t for t in STRATA if t in ts), "other")


def sample_names(n: int, seed: int = 0, database: CardDatabase | None = None) -> list[str]:
    """``n`` card names of the database, a sample stratified by card type (:data:`STRATA`; each
    type gets its share of the pool, largest remainders rounded up) and drawn with
    ``random.Random(seed)``: the same ``n`` and ``seed`` always give the same names. Sorted.

    >>> a = sample_names(300, seed=1)
    >>> len(a), a == sample_names(300, seed=1), a == sample_names(300, seed=2)
    (300, True, False)
    """
    import random

    db = database if database is not None else default_database()
    names = card_names(db)
    if n >= len(names):
        return names
    strata: dict[str, list[str]] = {}
    for name in names:
        strata.setdefault(_stratum(db.facts(name).get("types") or ()), []).append(name)
    keys = sorted(strata)
    exact = {k: n * len(strata[k]) / len(names) for k in keys}
    take = {k: int(exact[k]) for k in keys}
    for k in sorted(keys, key=lambda k: (-(exact[k] - take[k]), k))[: n - sum(take.values())]:
        take[k] += 1
    rng = random.Random(seed)
    return sorted(x for k in keys for x in rng.sample(strata[k], take[k]))


def _chosen_names(db: CardDatabase, names: Any, sample: int | None, seed: int) -> list[str]:
    """The cards a pool question is about: the names given, a seeded sample, or every card."""
    if names is not None:
        return [db.resolve_name(n) for n in names]
    if sample is not None:
        return sample_names(sample, seed, db)
    return card_names(db)


def pool_frame(sample: int | None = None, seed: int = 0, names: Iterable[str] | None = None,
               database: CardDatabase | None = None):
    """The card pool as a DataFrame (:data:`POOL_COLUMNS`), one row per card: every card of the
    database (``sample=None``; the whole bundled pool takes some 20 seconds), a stratified sample of
    ``sample`` cards (:func:`sample_names`, seeded), or the cards ``names``.

    ``layers``, ``has_cda`` and ``layers_classified`` are :func:`layerkit.classify`'s reading of
    the oracle text (for hand-defined cards too); ``status``, ``compiled_layers`` and
    ``unsupported`` are what the oracle-text compiler makes of it
    (:func:`layerkit.analysis.coverage.assess`, the same judgement as ``python -m layerkit
    coverage``). A hand-defined card resolves with its hand-written definitions whatever its status.

    >>> df = pool_frame(names=["Glorious Anthem", "Shock"]).set_index("name")
    >>> df.loc["Glorious Anthem", ["layers", "status", "compiled_layers"]].tolist()
    [['7c'], 'fully', ['7c']]
    >>> df.loc["Shock", ["layers", "status"]].tolist()
    [[], 'no effect']
    """
    from .coverage import assess

    db = database if database is not None else default_database()
    chosen = _chosen_names(db, names, sample, seed)
    hand = set(db.names)
    rows = []
    for name in chosen:
        rec = db.facts(name)
        row = _bundled_row(rec, None)
        cov = assess(rec)
        row["hand_defined"] = name in hand
        row["status"] = cov.status if cov is not None else "no effect"
        row["compiled_layers"] = list(cov.compiled_layers) if cov is not None else []
        row["unsupported"] = [clause for _p, clause in cov.examples] if cov is not None else []
        rows.append(row)
    import pandas as pd

    df = pd.DataFrame.from_records(rows, columns=list(POOL_COLUMNS))
    for col in _TEXT:
        df[col] = df[col].astype("string")
    df["mana_value"] = df["mana_value"].astype("Int64")
    df["has_cda"] = df["has_cda"].astype(bool)
    df["hand_defined"] = df["hand_defined"].astype(bool)
    df["status"] = pd.Categorical(df["status"], categories=list(STATUSES))
    from ..engine.table import Table

    return Table(df)


def pool_coverage(sample: int | None = None, seed: int = 0, names: Iterable[str] | None = None,
                  database: CardDatabase | None = None):
    """:func:`layerkit.analysis.coverage.measure` over the same cards as :func:`pool_frame`
    (every card of the database, a seeded stratified sample, or ``names``): how many cards with
    continuous effects the compiler fully supports, per layer (``.frame()``, ``.line()``).
    ``python -m layerkit coverage`` prints the same for the whole bundled pool file.

    >>> pool_coverage(names=["Glorious Anthem", "Shock", "Blood Moon"]).line()
    '2 of 2 cards with continuous effects fully supported (100.0%)'
    """
    from .coverage import measure

    db = database if database is not None else default_database()
    chosen = _chosen_names(db, names, sample, seed)
    return measure(db.facts(n) for n in chosen)


_CARD_TABLES: dict[int, tuple[CardDatabase, Any]] = {}


def card_table(database: CardDatabase | None = None):
    """A light DataFrame of every card a board can enter (:func:`card_names`) for searching:
    ``name``, ``type_line``, ``oracle_text`` and ``hand_defined``; no classifier or compiler is
    run, so it takes a fraction of a second, and it is built once per database.

    >>> t = card_table()
    >>> row = t.set_index("name").loc["Elesh Norn, Grand Cenobite"]
    >>> row["type_line"], bool(row["hand_defined"])
    ('Legendary Creature — Phyrexian Praetor', False)
    """
    import pandas as pd

    db = database if database is not None else default_database()
    hit = _CARD_TABLES.get(id(db))
    if hit is not None and hit[0] is db:
        return hit[1].copy()
    hand = set(db.names)
    rows = []
    for name in card_names(db):
        rec = db.facts(name)
        rows.append((name, rec.get("type_line") or "", rec.get("oracle_text") or "", name in hand))
    df = pd.DataFrame(rows, columns=["name", "type_line", "oracle_text", "hand_defined"])
    for col in ("name", "type_line", "oracle_text"):
        df[col] = df[col].astype("string")
    if len(_CARD_TABLES) > 4:
        _CARD_TABLES.clear()
    _CARD_TABLES[id(db)] = (db, df)
    return df.copy()
