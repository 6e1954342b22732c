"""What a keyword ability means, in the words of its rule (702), for the keywords whose effect touches a layer.

A keyword such as prowess is one ability of the card (113.1), written as one word; the rule defining it gives
the text it stands for (702.108a: "Prowess" means "Whenever you cast a noncreature spell, this creature gets
+1/+1 until end of turn."). The classifier and the compiler read that text in place of the keyword, so a
prowess creature's trigger is resolved like any printed "Whenever you cast ..." ability, and counted by the
same measure. Only keywords whose rules text changes a characteristic through a layer, or puts counters, are
listed; the others (flying, ward, toxic, ...) are read as keywords.

>>> rules_text("Prowess")
('triggered', 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.', '702.108a')
>>> rules_text("Bushido 2")[1]
'Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.'
>>> rules_text("Outlast {1}{W}")[:2]
('activated', '{1}{W}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.')
>>> rules_text("Flying") is None
True
"""
from __future__ import annotations

import re

#: keyword -> (kind of ability, its rules text, the rule); ``{N}`` is the keyword's number, ``{cost}`` its cost
_RULES_TEXT: dict[str, tuple[str, str, str]] = {
    "prowess": ("triggered", "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",
                "702.108a"),
    "exalted": ("triggered", "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of "
                "turn.", "702.83a"),
    "bushido": ("triggered", "Whenever this creature blocks or becomes blocked, it gets +{N}/+{N} until end of turn.",
                "702.45a"),
    "flanking": ("triggered", "Whenever this creature becomes blocked by a creature without flanking, the blocking "
                 "creature gets -1/-1 until end of turn.", "702.25a"),
    "rampage": ("triggered", "Whenever this creature becomes blocked, it gets +{N}/+{N} until end of turn for each "
                "creature blocking it beyond the first.", "702.23a"),
    "battle cry": ("triggered", "Whenever this creature attacks, each other attacking creature gets +1/+0 until end "
                   "of turn.", "702.91a"),
    "dethrone": ("triggered", "Whenever this creature attacks the player with the most life or tied for most life, "
                 "put a +1/+1 counter on this creature.", "702.105a"),
    "training": ("triggered", "Whenever this creature and at least one other creature with power greater than this "
                 "creature's power attack, put a +1/+1 counter on this creature.", "702.149a"),
    "mentor": ("triggered", "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
               "power less than this creature's power.", "702.134a"),
    "melee": ("triggered", "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you "
              "attacked with a creature this combat.", "702.121a"),
    "frenzy": ("triggered", "Whenever this creature attacks and isn't blocked, it gets +{N}/+0 until end of turn.",
               "702.68a"),
    "evolve": ("triggered", "Whenever a creature you control enters, if that creature's power is greater than this "
               "creature's power and/or that creature's toughness is greater than this creature's toughness, put a "
               "+1/+1 counter on this creature.", "702.100a"),
    "outlast": ("activated", "{cost}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.",
                "702.107a"),
    "bloodthirst": ("static", "If an opponent was dealt damage this turn, this permanent enters with {N} +1/+1 "
                    "counters on it.", "702.54a"),
    "reinforce": ("activated", "{cost}, Discard this card: Put {N} +1/+1 counters on target creature.", "702.77a"),
    "level up": ("activated", "{cost}: Put a level counter on this creature. Activate only as a sorcery.", "702.87a"),
}

#: "Bushido 2", "Outlast {1}{W}", "Reinforce 1—{1}{W}", "Prowess"
_KEYWORD = re.compile(r"(?P<name>[a-z][a-z ]*?)(?: (?P<n>\d+))?(?:\s*(?:—|-)?\s*(?P<cost>(?:\{[^}]+\})+))?")


def rules_text(keyword: str) -> tuple[str, str, str] | None:
    """The kind, the rules text and the rule of a keyword ability as printed ("Bushido 2"), or None for a keyword
    whose effect touches no layer (or one written with a number or cost its rule does not take)."""
    m = _KEYWORD.fullmatch(keyword.strip().lower())
    if m is None or m.group("name") not in _RULES_TEXT:
        return None
    kind, text, rule = _RULES_TEXT[m.group("name")]
    n, cost = m.group("n"), m.group("cost")
    if ("{N}" in text) != (n is not None) or ("{cost}" in text) != (cost is not None):
        return None
    return kind, _with_number(text, n).replace("{cost}", _cost_case(cost or "")), rule


def _with_number(text: str, n: str | None) -> str:
    """The rules text with the keyword's number, written as printed cards write it ("put a +1/+1 counter",
    "two +1/+1 counters")."""
    if n is None:
        return text
    if n == "1":
        text = text.replace("{N} +1/+1 counters", "a +1/+1 counter")
    return text.replace("{N} +1/+1", f"{_WORDS.get(n, n)} +1/+1").replace("{N}", n)


_WORDS = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six"}


def _cost_case(cost: str) -> str:
    """A mana cost as printed ({1}{W}): the keyword line was read in lower case."""
    return cost.upper()
