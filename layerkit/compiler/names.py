"""Card names written in rules text ("Equipment named Sword of Kaldra", "each land you control named Wastes").

201.2: a card's name is its title; "named [name]" in a selector picks out objects with exactly that name. The
normalised, lower-case text no longer shows where such a name ends ("named Guan Yu, Sainted Warrior or ...",
"named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra"), so a name is read only where it is the name of a
card of the bundled pool (full names and face names, ``data/cards/pool.sqlite``), the longest one that fits, and
is marked ``¤[name]¤`` (a list of them ``¤[name]|~|[name]¤``) for the grammar's one ``CARDNAME`` token. A name the pool doesn't know stays unmarked, and
the phrase stays unsupported: never guessed.
"""
from __future__ import annotations

import re
import sqlite3
from functools import lru_cache

from ..resources import data_file

__all__ = ["card_name", "mark_card_names"]

#: "named" after a word that makes a new object or names a card to find ("create a token named ...", "search
#: your library for a card named ...", "conjure a card named ..."): read by their own rules, never marked
_NAMED = re.compile(r"(?<!\bcard )(?<!\bcards )(?<!\btoken )(?<!\btokens )\bnamed (?=[a-z0-9])")
_AFTER = re.compile(r"(?![a-z0-9'-])")
#: words before "named" that make it a count or a condition ("if you control", "for each", "as long as")
_COUNTED = re.compile(r"\b(?:control|controls|if|as long as|for each|unless|number of|where|while)\b")


@lru_cache(maxsize=1)
def _names() -> tuple[dict[str, str], dict[str, tuple[str, ...]]]:
    """Lower-case name -> its spelling, and first word -> the lower-case names starting with it, longest first."""
    try:
        con = sqlite3.connect(f"file:{data_file('cards', 'pool.sqlite')}?mode=ro", uri=True)
        try:
            rows = con.execute("SELECT key, name FROM names").fetchall()
        finally:
            con.close()
    except sqlite3.Error:
        rows = []
    spelling = {k.replace("’", "'"): n.replace("’", "'") for k, n in rows}
    first: dict[str, list[str]] = {}
    for k in spelling:
        first.setdefault(k.split(" ", 1)[0], []).append(k)
    return spelling, {w: tuple(sorted(ks, key=len, reverse=True)) for w, ks in first.items()}


def card_name(key: str) -> str | None:
    """The spelling of a card name written in lower case, or None for a name the pool doesn't know.

    >>> card_name("sword of kaldra"), card_name("wastes"), card_name("no such card")
    ('Sword of Kaldra', 'Wastes', None)
    """
    return _names()[0].get(key)


def _name_at(t: str, at: int) -> str | None:
    """The longest pool card name ``t`` spells from ``at``, ending before a letter, digit or apostrophe."""
    word = re.match(r"[^ ,.;:]+", t[at:])
    if word is None:
        return None
    for k in _names()[1].get(word.group(), ()):
        if t.startswith(k, at) and _AFTER.match(t, at + len(k)):
            return k
    return None


def mark_card_names(t: str) -> str:
    """``t`` (normalised, lower case) with each card name after "named" marked ``¤name¤``, and each further name
    of a list after it ("named sword of kaldra, ~, and helm of kaldra"; "~" is the card's own).

    >>> mark_card_names("equipment named sword of kaldra, ~, and helm of kaldra have indestructible.")
    'equipment named ¤sword of kaldra|~|helm of kaldra¤ have indestructible.'
    >>> mark_card_names("~ gets +1/+1 for each land you control named wastes.")
    '~ gets +1/+1 for each land you control named ¤wastes¤.'
    >>> mark_card_names("if you control creatures named mine worker and tower worker, you gain 3 life instead.")
    'if you control creatures named mine worker and tower worker, you gain 3 life instead.'
    >>> mark_card_names("search your library for a card named wastes.")
    'search your library for a card named wastes.'
    """
    if "named " not in t:
        return t
    out: list[str] = []
    last = 0
    for m in _NAMED.finditer(t):
        at = m.end()
        if at < last:
            continue
        k = _name_at(t, at)
        if k is None:
            continue
        keys, end = [k], at + len(k)
        while True:     # a list: "a, b, and c" / "a and b" (any one of them), "~" the card's own name
            more = re.match(r", and |, | and ", t[end:])
            if more is None:
                break
            nxt = end + more.end()
            if t.startswith("~", nxt) and _AFTER.match(t, nxt + 1):
                keys.append("~")
                end = nxt + 1
            elif (k := _name_at(t, nxt)) is not None:
                keys.append(k)
                end = nxt + len(k)
            else:
                break
            if more.group() != ", ":
                break   # the last one
        if len(keys) > 1 and " and " not in t[at:end]:
            keys, end = keys[:1], at + len(keys[0])     # "named a, b" without "and": no list
        if len(keys) > 1 and _COUNTED.search(re.split(r"[.;]", t[:at])[-1]):
            # "if you control creatures named mine worker and tower worker": one of each, not any one of them;
            # only the objects a sentence's subject names are read as a list (any one of the names)
            continue
        out.append(t[last:at] + "¤" + "|".join(keys) + "¤")
        last = end
    out.append(t[last:])
    return "".join(out)
