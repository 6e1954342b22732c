"""Streaming readers for the public bulk card files a user downloads — Scryfall "Oracle Cards" and
MTGJSON "AtomicCards" — and their conversion to card records in the bundled schema of
``data/cards/oracle.json``, so that a newer file can replace or extend the card pool
(:func:`layerkit.use_cards`, ``Board(cards=path)``, ``--cards FILE``).

Files are streamed with ijson card by card; a ``.gz`` file (or any file starting with the gzip
magic bytes) is decompressed on the fly. :mod:`layerkit.analysis.pool` reads the same files into
DataFrames with these readers.

>>> from layerkit.resources import data_dir
>>> recs = read_records(data_dir().parent.parent / "tests" / "fixtures" / "scryfall-oracle-cards.json")
>>> [r["name"] for r in recs][:2], recs[0]["mana_value"], recs[0]["colors"]
(['Grizzly Bears', 'Glorious Anthem'], 2, ['G'])
"""
from __future__ import annotations

import gzip
import zlib
from pathlib import Path
from typing import IO, Any, Iterator, Mapping

from ..errors import CardDataError
from ..rules.characteristics import COLORS, mana_value_of
from .bulk_checks import (MTGJSON_FIELDS, SCRYFALL_FACE_FIELDS, SCRYFALL_FIELDS, BoundedReader, bounded_events,
                          card_label, check_fields)

__all__ = ["SCRYFALL", "MTGJSON", "open_bulk", "first_byte", "stream", "scryfall_records", "mtgjson_records",
           "read_records"]

SCRYFALL = 'a Scryfall "Oracle Cards" bulk file (a JSON array of card objects)'
MTGJSON = 'an MTGJSON "AtomicCards" file (a JSON object with "meta" and "data")'


def open_bulk(path: str | Path) -> IO[bytes]:
    """Open a bulk file for binary reading, decompressing gzip (by magic bytes or .gz)."""
    p = Path(path)
    try:
        fh = open(p, "rb")
    except OSError as exc:
        raise CardDataError(f"{p}: cannot open: {exc.strerror or exc}") from None
    head = fh.read(2)
    fh.seek(0)
    if head == b"\x1f\x8b" or p.suffix == ".gz":
        if head != b"\x1f\x8b":
            fh.close()
            raise CardDataError(f"{p}: the name ends in .gz but the file is not gzip-compressed "
                                "(expected the gzip magic bytes 1f 8b)")
        return gzip.GzipFile(fileobj=fh, mode="rb")  # type: ignore[return-value]
    return fh


def first_byte(fh: IO[bytes], path: Path, expected: str) -> bytes:
    """The first non-whitespace byte of an open bulk file."""
    try:
        chunk = fh.read(4096)
    except (OSError, EOFError, zlib.error) as exc:
        raise CardDataError(f"{path}: corrupted gzip data ({exc}); expected {expected}") from None
    stripped = chunk.lstrip(b" \t\r\n\xef\xbb\xbf")
    if not stripped:
        raise CardDataError(f"{path}: the file is empty; expected {expected}")
    return stripped[:1]


def stream(path: str | Path, expected: str, first: bytes, prefix: str, kv: bool) -> Iterator[Any]:
    """Items (or key/value pairs) under ``prefix``, refusing a file that does not start with ``first``."""
    import ijson

    p = Path(path)
    with open_bulk(p) as fh:
        got = first_byte(fh, p, expected)
        if got != first:
            shape = {b"{": "a JSON object", b"[": "a JSON array"}.get(got, f"{got!r}, not JSON")
            raise CardDataError(f"{p}: the file starts with {shape}; expected {expected}")
    with open_bulk(p) as fh:
        try:
            # nesting depth, each card's size and the total size are bounded while streaming
            events = bounded_events(ijson.basic_parse(BoundedReader(fh, p), use_float=True), p,
                                    item_depth=3 if kv else 2)
            items = ijson.kvitems(events, prefix) if kv else ijson.items(events, prefix)
            yield from items
        except ijson.JSONError as exc:
            raise CardDataError(f"{p}: truncated or malformed JSON ({exc}); expected {expected}") from None
        except (OSError, EOFError, zlib.error) as exc:
            raise CardDataError(f"{p}: corrupted or truncated gzip data ({exc}); expected {expected}") from None


# ------------------------------------------------------------------ records in the bundled schema

def _ordered(colors: Any) -> list[str]:
    cs = set(colors or ())
    return [c for c in COLORS if c in cs]


def _num(value: Any) -> str | None:
    return None if value is None else str(value)


def _mv(value: Any, mana_cost: str) -> int:
    """A face with a mana cost has that cost's mana value (202.3); one without (a back face) the
    card's (712.8e)."""
    if mana_cost:
        return mana_value_of(mana_cost)
    try:
        return int(float(value))
    except (TypeError, ValueError):
        return mana_value_of(mana_cost)


def _face_record(f: Mapping[str, Any], *, name: str, text_key: str, type_key: str, cost_key: str,
                 mana_value: Any, indicator: Any, parts: tuple[list[str], list[str], list[str]] | None) -> dict[str, Any]:
    from .carddb import parse_type_line, printed_colors

    type_line = f.get(type_key) or ""
    sup, types, subs = parts if parts is not None else parse_type_line(type_line, strict=False)
    cost = f.get(cost_key) or ""
    ind = _ordered(indicator) if indicator else None
    return {
        "name": name, "mana_cost": cost, "mana_value": _mv(mana_value, cost), "type_line": type_line,
        "supertypes": list(sup), "types": ["Kindred" if t == "Tribal" else t for t in types], "subtypes": list(subs),
        "oracle_text": f.get(text_key) or "",
        "power": _num(f.get("power")), "toughness": _num(f.get("toughness")),
        "loyalty": _num(f.get("loyalty")), "defense": _num(f.get("defense")),
        "colors": _ordered(printed_colors({"mana_cost": cost, "color_indicator": ind})), "color_indicator": ind,
        "keywords": list(f.get("keywords") or []),
    }


def _combine(name: str, faces: list[dict[str, Any]], layout: str, keywords: list[str], source: str) -> dict[str, Any]:
    front = faces[0]
    if len(faces) == 1 and front["name"] == name:
        return {**front, "layout": layout, "keywords": keywords or front["keywords"], "source": source}
    rec = {**front, "name": name, "layout": layout, "keywords": keywords, "source": source,
           "type_line": " // ".join(f["type_line"] for f in faces),
           "oracle_text": "\n//\n".join(f["oracle_text"] for f in faces), "faces": faces}
    for key in ("supertypes", "types", "subtypes"):
        rec[key] = list(dict.fromkeys(x for f in faces for x in f[key]))
    return rec


def scryfall_records(path: str | Path) -> Iterator[dict[str, Any]]:
    """Card records (bundled schema) from a Scryfall "Oracle Cards" file."""
    p = Path(path)
    for i, card in enumerate(stream(p, SCRYFALL, b"[", "item", kv=False)):
        if not isinstance(card, dict) or card.get("object") != "card" or "name" not in card:
            what = card.get("object") if isinstance(card, dict) else type(card).__name__
            raise CardDataError(f"{p}: item {i} is not a Scryfall card object (object: {what!r}); expected {SCRYFALL}")
        where = card_label(p, i, card)
        check_fields(card, SCRYFALL_FIELDS, where)        # every field's type, named with the card
        raw_faces = card.get("card_faces") or [card]
        faces = []
        for j, f in enumerate(raw_faces):
            if card.get("card_faces"):
                check_fields(f, SCRYFALL_FACE_FIELDS, f"{where}: card_faces[{j}]")
            f = dict(f)
            for k in ("mana_cost", "type_line", "power", "toughness", "loyalty", "defense"):
                if f.get(k) is None and card.get(k) is not None and " // " not in str(card.get(k)):
                    f[k] = card[k]
            # 712.8e: a transforming card's back face has the front face's mana value
            faces.append(_face_record(f, name=f.get("name") or card["name"], text_key="oracle_text",
                                      type_key="type_line", cost_key="mana_cost", mana_value=card.get("cmc"),
                                      indicator=f.get("color_indicator"), parts=None))
        yield _combine(card["name"], faces, card.get("layout") or "normal", list(card.get("keywords") or []),
                       f"{p.name} (Scryfall)")


def mtgjson_records(path: str | Path) -> Iterator[dict[str, Any]]:
    """Card records (bundled schema) from an MTGJSON "AtomicCards" file (one per name, a face per side)."""
    p = Path(path)
    found = False
    for i, (name, printings) in enumerate(stream(p, MTGJSON, b"{", "data", kv=True)):
        if not isinstance(printings, list) or not printings or not all(isinstance(f, dict) for f in printings):
            raise CardDataError(f"{p}: data[{name!r}] is not a list of card face objects; expected {MTGJSON}")
        for j, f in enumerate(printings):
            check_fields(f, MTGJSON_FIELDS, f"{p}: card {i} ({name!r}): [{j}]")
        seen: dict[str, Mapping[str, Any]] = {}
        for f in sorted(printings, key=lambda f: str(f.get("side") or "a")):
            seen.setdefault(str(f.get("side") or "a"), f)
        if any("type" not in f or "name" not in f for f in seen.values()):
            raise CardDataError(f"{p}: data[{name!r}][0] has no 'type'/'name'; expected {MTGJSON}")
        faces = [_face_record(f, name=str(f.get("faceName") or f["name"]), text_key="text", type_key="type",
                              cost_key="manaCost", mana_value=f.get("manaValue", f.get("convertedManaCost")),
                              indicator=f.get("colorIndicator"),
                              parts=(f.get("supertypes") or [], f.get("types") or [], f.get("subtypes") or []))
                 for f in seen.values()]
        first = next(iter(seen.values()))
        kws = list(dict.fromkeys(k for f in seen.values() for k in f.get("keywords") or []))
        found = True
        yield _combine(name, faces, first.get("layout") or "normal", kws, f"{p.name} (MTGJSON)")
    if not found:
        raise CardDataError(f'{p}: no cards found under "data"; expected {MTGJSON}')


def read_records(path: str | Path) -> list[dict[str, Any]]:
    """Card records from a Scryfall or MTGJSON bulk file, told apart by their first byte."""
    p = Path(path)
    with open_bulk(p) as fh:
        first = first_byte(fh, p, f"{SCRYFALL} or {MTGJSON}")
    if first == b"[":
        return list(scryfall_records(p))
    if first == b"{":
        return list(mtgjson_records(p))
    raise CardDataError(f"{p}: the file starts with {first!r}, not JSON; expected {SCRYFALL} or {MTGJSON}")
