"""The bundled card pool on disk: ``data/cards/pool.sqlite``, read one card at a time.

The pool is 34,632 card records. Parsing all of them as one JSON document costs about half a
second before the first card can enter a board, so the pool ships as an SQLite database (the
standard library's :mod:`sqlite3`; no server, opened read-only) with three tables:

``meta(key, value)``
    ``source`` (where the records come from) and ``schema`` (the record format, that of
    ``data/cards/oracle.json`` with absent keys meaning null or empty).
``cards(name, record)``
    each card's record as compact JSON, keyed by its full name.
``names(key, name, face)``
    the lookup keys (:func:`layerkit.game.carddb.normalize_name` of a full name, ``face = 0``, or
    of a face name, ``face = 1``) and the card each one finds.

:class:`PoolFile` exposes these as read-only mappings, so :class:`layerkit.game.carddb.CardPool`
works the same on them as on records held in memory; looking up one card reads one row.
``tools/build_pool.py`` writes the file with :func:`write_pool`.

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "pool.sqlite")
>>> write_pool([{"name": "Bear Cub", "type_line": "Creature — Bear"}], path, source="example",
...            keys=lambda n: n.casefold())
>>> pf = PoolFile(path)
>>> pf.source, len(pf.records), pf.records["Bear Cub"]["type_line"], pf.index["bear cub"]
('example', 1, 'Creature — Bear', 'Bear Cub')
"""
from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, Callable, Iterable

from ..errors import CardDataError

__all__ = ["PoolFile", "write_pool"]


class PoolFile:
    """A pool file opened read-only; ``records``, ``index`` and ``face_index`` are mappings
    (name -> record, name key -> name, face-name key -> name) that read the file on demand."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if not self.path.is_file():
            raise CardDataError(f"{self.path}: cannot read the card pool: no such file")
        # immutable: the file never changes while layerkit runs, so SQLite takes no locks
        uri = self.path.resolve().as_uri() + "?mode=ro&immutable=1"
        try:
            self._con = sqlite3.connect(uri, uri=True, check_same_thread=False)
            meta = dict(self._con.execute("SELECT key, value FROM meta").fetchall())
            self._count = self._con.execute("SELECT count(*) FROM cards").fetchone()[0]
        except sqlite3.Error as exc:
            raise CardDataError(f"{self.path}: cannot read the card pool: {exc} "
                                "(expected an SQLite file with tables meta, cards and names)") from None
        self._lock = threading.Lock()       # one connection, shared by a notebook's threads
        self.source = str(meta.get("source") or self.path.name)
        self.schema = str(meta.get("schema") or "")
        self.records: Mapping[str, Mapping[str, Any]] = _Records(self)
        self.index: Mapping[str, str] = _Keys(self, face=0)
        self.face_index: Mapping[str, str] = _Keys(self, face=1)

    def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Rows of one read-only query (the pool file's errors name the file)."""
        with self._lock:
            try:
                return self._con.execute(sql, args).fetchall()
            except sqlite3.Error as exc:
                raise CardDataError(f"{self.path}: cannot read the card pool: {exc}") from None

    def __len__(self) -> int:
        return int(self._count)


def _record(path: Path, name: str, text: str) -> Mapping[str, Any]:
    try:
        rec = json.loads(text)
    except ValueError as exc:
        raise CardDataError(f"{path}: card {name!r}: record: not valid JSON ({exc})") from None
    if not isinstance(rec, dict) or rec.get("name") != name:
        raise CardDataError(f"{path}: card {name!r}: record: expected a JSON object whose 'name' is {name!r}")
    return rec


class _Records(Mapping[str, Mapping[str, Any]]):
    """name -> record, one row read per lookup."""

    def __init__(self, pf: PoolFile) -> None:
        self._pf = pf

    def __getitem__(self, name: str) -> Mapping[str, Any]:
        rows = self._pf.query("SELECT record FROM cards WHERE name = ?", (name,))
        if not rows:
            raise KeyError(name)
        return _record(self._pf.path, name, rows[0][0])

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and bool(self._pf.query("SELECT 1 FROM cards WHERE name = ?", (name,)))

    def __iter__(self) -> Iterator[str]:
        return iter([n for (n,) in self._pf.query("SELECT name FROM cards ORDER BY name")])

    def __len__(self) -> int:
        return len(self._pf)

    def items(self) -> Any:      # one query for the whole pool, not one per card
        path = self._pf.path
        return [(n, _record(path, n, t)) for n, t in self._pf.query("SELECT name, record FROM cards ORDER BY name")]

    def values(self) -> Any:
        return [rec for _, rec in self.items()]


class _Keys(Mapping[str, str]):
    """lookup key -> card name (full names, or face names)."""

    def __init__(self, pf: PoolFile, face: int) -> None:
        self._pf, self._face = pf, face
        self._all: dict[str, str] | None = None

    def __getitem__(self, key: str) -> str:
        rows = self._pf.query("SELECT name FROM names WHERE key = ? AND face = ?", (key, self._face))
        if not rows:
            raise KeyError(key)
        return str(rows[0][0])

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and bool(
            self._pf.query("SELECT 1 FROM names WHERE key = ? AND face = ?", (key, self._face)))

    def _everything(self) -> dict[str, str]:
        if self._all is None:       # prefix and "did you mean" searches read every key: once
            self._all = dict(self._pf.query("SELECT key, name FROM names WHERE face = ? ORDER BY key", (self._face,)))
        return self._all

    def __iter__(self) -> Iterator[str]:
        return iter(self._everything())

    def __len__(self) -> int:
        return len(self._everything())

    def items(self) -> Any:
        return self._everything().items()


def write_pool(records: Iterable[Mapping[str, Any]], path: str | os.PathLike[str], *, source: str,
               schema: str = "", keys: Callable[[str], str]) -> None:
    """Write ``records`` (each with a ``name`` and optional ``faces``) as a pool file at ``path``,
    replacing it. ``keys`` makes a lookup key from a name (``normalize_name``). The same records
    give the same file."""
    p = Path(path)
    tmp = p.with_name(p.name + ".tmp")
    if tmp.exists():
        tmp.unlink()
    con = sqlite3.connect(tmp)
    try:
        con.executescript(
            "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;"
            "CREATE TABLE cards(name TEXT PRIMARY KEY, record TEXT NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE names(key TEXT NOT NULL, face INTEGER NOT NULL, name TEXT NOT NULL,"
            " PRIMARY KEY(key, face)) WITHOUT ROWID;")
        con.executemany("INSERT INTO meta VALUES (?, ?)", [("source", source), ("schema", schema)])
        names: dict[tuple[str, int], str] = {}
        rows = []
        for rec in sorted(records, key=lambda r: r["name"]):
            name = rec["name"]
            rows.append((name, json.dumps(rec, ensure_ascii=False, separators=(",", ":"))))
            names[(keys(name), 0)] = name
            faces = [f.get("name") for f in rec.get("faces") or () if isinstance(f, Mapping)]
            for face in [*faces, *(name.split(" // ") if " // " in name else ())]:
                if isinstance(face, str):
                    names.setdefault((keys(face), 1), name)     # the first card a face name finds wins
        con.executemany("INSERT INTO cards VALUES (?, ?)", rows)
        con.executemany("INSERT INTO names VALUES (?, ?, ?)", [(k, f, n) for (k, f), n in sorted(names.items())])
        con.commit()
        con.execute("VACUUM")
    finally:
        con.close()
    os.replace(tmp, p)
