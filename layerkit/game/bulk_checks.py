"""Checks for the bulk card files the pool loaders stream (Scryfall "Oracle Cards", MTGJSON
"AtomicCards"): every field a loader reads has its type checked, with the card's position and name
in the error; the JSON's nesting depth, each card's size and the file's total size are bounded while
streaming, so a hostile file costs bounded memory and time.

>>> check_fields({"name": "X", "colors": "Blue"}, SCRYFALL_FIELDS, "f.json: card 3 ('X')")
Traceback (most recent call last):
...
layerkit.errors.CardDataError: f.json: card 3 ('X'): colors: expected a list of color letters (W, U, B, R, G), got 'Blue'
"""
from __future__ import annotations

from typing import IO, Any, Iterator, Mapping

from ..errors import CardDataError, shown

MAX_DEPTH = 32
"""Deepest nesting of arrays and objects accepted (real bulk files nest about 6 deep)."""
MAX_CARD_EVENTS = 200_000
"""Most JSON values one card may hold (a real card holds a few hundred)."""
MAX_BYTES = 4 * 1024 ** 3
"""Most bytes (after decompression) read from one bulk file."""

_WUBRG = frozenset("WUBRG")


def _text(v: Any) -> bool:
    return isinstance(v, str)


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _printed(v: Any) -> bool:          # power, toughness, loyalty, defense: "2", "*", "1+*" (or a number)
    return isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool))


def _names(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _colors(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) and x in _WUBRG for x in v)


def _faces(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, Mapping) for x in v)


_CHECKS = {
    "text": (_text, "text"), "number": (_number, "a number"), "printed": (_printed, "a printed value such as \"2\" or \"*\""),
    "names": (_names, "a list of names"), "colors": (_colors, "a list of color letters (W, U, B, R, G)"),
    "faces": (_faces, "a list of card face objects"),
}

SCRYFALL_FIELDS = {"name": "text", "mana_cost": "text", "type_line": "text", "oracle_text": "text", "layout": "text",
                   "cmc": "number", "power": "printed", "toughness": "printed", "loyalty": "printed",
                   "defense": "printed", "colors": "colors", "color_indicator": "colors", "keywords": "names",
                   "card_faces": "faces"}
SCRYFALL_FACE_FIELDS = {k: v for k, v in SCRYFALL_FIELDS.items() if k not in ("cmc", "keywords", "card_faces", "layout")}
MTGJSON_FIELDS = {"name": "text", "faceName": "text", "type": "text", "text": "text", "manaCost": "text",
                  "layout": "text", "side": "text", "manaValue": "number", "convertedManaCost": "number",
                  "power": "printed", "toughness": "printed", "loyalty": "printed", "defense": "printed",
                  "colors": "colors", "colorIndicator": "colors", "supertypes": "names", "types": "names",
                  "subtypes": "names", "keywords": "names"}


def check_fields(rec: Mapping[str, Any], fields: Mapping[str, str], where: str) -> None:
    """Each field of ``rec`` named in ``fields`` is absent, null, or of its type; else a
    CardDataError naming ``where`` (the file, the card's position and name) and the field."""
    for key, kind in fields.items():
        value = rec.get(key)
        if value is None:
            continue
        ok, what = _CHECKS[kind]
        if not ok(value):
            raise CardDataError(f"{where}: {key}: expected {what}, got {shown(value, 60)}")


def card_label(path: Any, index: int, rec: Any) -> str:
    """``file: card N ('Name')`` for errors (the name shown only when it is text)."""
    name = rec.get("name") if isinstance(rec, Mapping) else None
    return f"{path}: card {index}" + (f" ({shown(name, 60)})" if isinstance(name, str) else "")


class BoundedReader:
    """A binary stream that refuses to read past ``limit`` bytes (a gzip bomb, /dev/zero)."""

    def __init__(self, fh: IO[bytes], path: Any, limit: int = MAX_BYTES) -> None:
        self.fh, self.path, self.limit, self.count = fh, path, limit, 0

    def read(self, n: int = -1) -> bytes:
        chunk = self.fh.read(n if n is not None and n >= 0 else 1 << 20)
        self.count += len(chunk)
        if self.count > self.limit:
            raise CardDataError(f"{self.path}: larger than {self.limit // 1024 ** 2} MB once decompressed; "
                                "refusing to read more")
        return chunk


def bounded_events(events: Iterator[tuple[str, Any]], path: Any, item_depth: int,
                   max_depth: int = MAX_DEPTH, max_events: int = MAX_CARD_EVENTS) -> Iterator[tuple[str, str, Any]]:
    """ijson *basic* parse events ``(event, value)`` as ``(prefix, event, value)`` (what
    ``ijson.parse`` gives), refused past ``max_depth`` levels of nesting or
    ``max_events`` values in one item (an item starts at depth ``item_depth``: 2 inside the cards of
    a JSON array, 3 inside the entries of MTGJSON's ``data``). Prefixes are built here, after the
    depth check, so a deeply nested field never builds long prefixes."""
    depth = 0
    in_item = 0
    keys: list[Any] = []
    for ev in events:
        kind, value = ev
        if kind == "map_key":
            prefix = ".".join(keys[:-1])
            keys[-1] = value
        elif kind in ("start_map", "start_array"):
            prefix = ".".join(keys)
            keys.append(None if kind == "start_map" else "item")
        elif kind in ("end_map", "end_array"):
            keys.pop()
            prefix = ".".join(keys)
        else:
            prefix = ".".join(keys)
        if kind in ("start_map", "start_array"):
            depth += 1
            if depth > max_depth:
                raise CardDataError(f"{path}: JSON nested more than {max_depth} levels deep; a card file nests "
                                    "a few levels")
        elif kind in ("end_map", "end_array"):
            depth -= 1
        if depth >= item_depth:
            in_item += 1
            if in_item > max_events:
                raise CardDataError(f"{path}: one card holds more than {max_events} values; a card holds a few "
                                    "hundred")
        else:
            in_item = 0
        yield prefix, kind, value
