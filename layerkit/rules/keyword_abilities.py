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
>>> rules_text("Reinforce X—{X}{W}{W}")[1]
'{X}{W}{W}, Discard this card: Put x +1/+1 counters on target creature.'
>>> rules_text("Devour X") is None
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
    # the number of creatures sacrificed (cards revealed) as it enters: the enter step's choices.stated
    "devour": ("static", "As this creature enters, you may sacrifice any number of creatures. This creature enters "
               "with {N} +1/+1 counters on it for each creature sacrificed this way.", "702.82a"),
    "amplify": ("static", "As this creature enters, reveal any number of cards from your hand that share a creature "
                "type with it. This creature enters with {N} +1/+1 counters on it for each card revealed this way.",
                "702.38a"),
    # "the power of the card you exiled": the card exiled to pay the cost, its power as it last existed in the
    # graveyard (608.2h, 112.7a) — this card's own
    "scavenge": ("activated", "{cost}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to "
                 "this card's power on target creature. Activate only as a sorcery.", "702.97a"),
    # 702.154a: "As this creature attacks, you may tap up to one untapped creature you control that you didn't choose
    # to attack with and that either has haste or has been under your control continuously since this turn began.
    # When you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power." Read as the
    # reflexive trigger it creates as it attacks: the ability step's choices.you_did and the tapped creature's power
    # (choices.stated.tapped.power, 608.2h)
    "enlist": ("triggered", "Whenever this creature attacks, you may tap up to one other untapped creature you "
               "control. When you do, this creature gets +X/+0 until end of turn, where X is the power of the "
               "creature tapped this way.", "702.154a"),
    "level up": ("activated", "{cost}: Put a level counter on this creature. Activate only as a sorcery.", "702.87a"),
}

#: Keywords read by the compiler's own definitions (their rules text has no grammar rule of its own), with the
#: layers their rules text touches, for the classifier: dash and blitz (702.109a, 702.152a: "As long as this
#: permanent's dash cost was paid, it has haste"), unleash (702.98a: "You may have this permanent enter with an
#: additional +1/+1 counter on it"), riot (702.136a: "... If you don't, it gains haste"), tribute (702.104a: "That
#: player may put an additional N +1/+1 counters on it as it enters"), impending (702.176a: "it enters with N time
#: counters on it" and "it's not a creature" while it has one), megamorph (702.37b: a +1/+1 counter as it is turned face
#: up by its megamorph cost, which the board's turn_face_up step says), fabricate (702.123a: N +1/+1 counters or N
#: Servos) and backup (702.165a: counters, and the abilities printed below it)
_LAYERS: dict[str, tuple[str, ...]] = {
    "fabricate": ("7c",), "backup": ("6", "7c"), "megamorph": ("7c",), "dash": ("6",), "blitz": ("6",),
    "unleash": ("7c",), "riot": ("6", "7c"), "tribute": ("7c",), "impending": ("4",)}


def keyword_layers(keyword: str) -> tuple[str, ...]:
    """The layers the rules text of a keyword in ``_LAYERS`` touches ("Dash {2}{R}", "Riot"), else ().

    >>> keyword_layers("Dash {2}{R}"), keyword_layers("Impending 4—{2}{W}{W}"), keyword_layers("Flying")
    (('6',), ('4',), ())
    """
    m = _KEYWORD.fullmatch(keyword.strip().lower())
    return _LAYERS.get(m.group("name"), ()) if m is not None else ()


#: Keywords that represent both a static ability and a triggered ability: the static one's text is in
#: ``_RULES_TEXT``-like form here, with the triggered one's. The triggered one is written as the card's reminder
#: text writes it, which means the same thing:
#: - 702.43a (modular): "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter
#:   on target artifact creature for each +1/+1 counter on this permanent", the counters it had as it last existed on
#:   the battlefield (608.2h, 122.8): "put its +1/+1 counters on target artifact creature";
#: - 702.58a (graft): "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may move a
#:   +1/+1 counter from this permanent onto that creature" (without a +1/+1 counter on it, there is nothing to move,
#:   122.5: the intervening "if" changes no characteristic).
_TWO_ABILITIES: dict[str, tuple[str, str, str]] = {
    "modular": ("This permanent enters with {N} +1/+1 counters on it.",
                "When this creature dies, you may put its +1/+1 counters on target artifact creature.", "702.43a"),
    "graft": ("This permanent enters with {N} +1/+1 counters on it.",
              "Whenever another creature enters, you may move a +1/+1 counter from this creature onto that creature.",
              "702.58a"),
}


def two_abilities(keyword: str) -> tuple[str, str, str] | None:
    """The static ability's text, the triggered ability's text and the rule of a keyword that represents both
    ("Modular 3", "Graft 2"), or None.

    >>> two_abilities("Graft 2")[0]
    'This permanent enters with two +1/+1 counters on it.'
    >>> two_abilities("Modular 1")[0], two_abilities("Flying")
    ('This permanent enters with a +1/+1 counter on it.', None)
    """
    m = _KEYWORD.fullmatch(keyword.strip().lower())
    if m is None or m.group("name") not in _TWO_ABILITIES or not (m.group("n") or "").isdigit() or m.group("cost"):
        return None
    static, triggered, rule = _TWO_ABILITIES[m.group("name")]
    return _with_number(static, m.group("n")), triggered, rule


#: "Bushido 2", "Outlast {1}{W}", "Reinforce 1—{1}{W}", "Prowess"
_KEYWORD = re.compile(r"(?P<name>[a-z][a-z ]*?)(?: (?P<n>\d+|x))?(?:\s*(?:—|-)?\s*(?P<cost>(?:\{[^}]+\})+))?")


def rules_text(keyword: str) -> tuple[str, str, str] | None:
    """The kind, the rules text and the rule of a keyword ability as printed ("Bushido 2"), or None for a keyword
    whose effect touches no layer (or one written with a number or cost its rule does not take)."""
    m = _KEYWORD.fullmatch(keyword.strip().lower())
    if m is None or m.group("name") not in _RULES_TEXT:
        return None
    kind, text, rule = _RULES_TEXT[m.group("name")]
    n, cost = m.group("n"), m.group("cost")
    if n == "x" and m.group("name") != "reinforce":
        return None         # "Reinforce X—{X}{W}{W}" (702.77a: X, the cost's); no other keyword here is printed with X
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
