"""The tokens a "create" instruction defines (111.1-111.4), read exactly or not at all.

"Create two 1/1 colorless Thopter artifact creature tokens with flying" defines every characteristic
of the tokens (111.3: what the instruction gives is the token's "text" and its copiable values; a
token has no characteristic the instruction doesn't define): power and toughness, colors, subtypes,
card types, the keyword abilities after "with", and quoted abilities. 111.4: its name is its
subtypes plus the word "Token". Anything else in the instruction ("where X is ...", "that attack
that opponent", a predefined token's name, a legendary token's name, a tapped token) is not read:
:func:`token_spec` then returns None, and what names the tokens stays unsupported.

>>> token_spec("create two 1/1 colorless thopter artifact creature tokens with flying.", [])["types"]
['Artifact', 'Creature']
>>> token_spec("create a 1/1 red goblin creature token that's tapped and attacking.", []) is None
True
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ..rules.characteristics import subtype_kinds
from .words import COLORS, GRANTABLE_KEYWORDS, KEYWORD_PARAMETERS, keyword_title

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "x": "x"}
_COLOR = r"(?:white|blue|black|red|green)"
_CREATE = re.compile(
    r"^create (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|x) "
    r"(?P<p>\d+)/(?P<t>\d+) "
    rf"(?P<colors>colorless|{_COLOR}(?:(?:,? and |, ){_COLOR})*) "
    r"(?P<subtypes>(?:[a-z][a-z'-]* )+?)"
    r"(?P<types>(?:artifact |enchantment )?creature) (?P<token>tokens?)"
    r"(?: with (?P<with>[^.]*?))?\.?$")
#: 608.2c: "then ..." (the next step of the resolution), "if you do, ..." (the step after an optional action
#: the scenario's resolution took, as the compiler reads it everywhere: ``parts._SEQUENCE_LEADS``)
_LEADS = re.compile(r"^(?:then |if you do, |when you do, )")
_QUOTE = re.compile(r"^§(\d+)$")

#: 111.10j-q: the predefined Role tokens, colorless Aura Role enchantment tokens with enchant creature and
#: these abilities, whose text the compiler reads exactly (the Young Hero Role's granted trigger, 111.10r, puts a
#: counter or nothing: a one-shot effect of that trigger, its Role's own layer effect the granted ability)
ROLES: dict[str, str] = {
    "cursed": "Enchanted creature has base power and toughness 1/1.",                    # 111.10j
    "monster": "Enchanted creature gets +1/+1 and has trample.",                          # 111.10k
    "royal": "Enchanted creature gets +1/+1 and has ward {1}.",                           # 111.10m
    "sorcerer": 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',   # 111.10n
    "virtuous": "Enchanted creature gets +1/+1 for each enchantment you control.",        # 111.10p
    "wicked": "Enchanted creature gets +1/+1.\nWhen this token is put into a graveyard from the battlefield, "
              "each opponent loses 1 life.",                                              # 111.10q
    "young hero": 'Enchanted creature has "Whenever this creature attacks, if its toughness is 3 or less, put a '
                  '+1/+1 counter on it."',                                                # 111.10r
}
#: 111.10a-u: the predefined noncreature tokens (colorless, an artifact unless said) and their abilities
PREDEFINED: dict[str, tuple[str, str]] = {
    "treasure": ("Artifact", "{T}, Sacrifice this token: Add one mana of any color."),                 # 111.10a
    "food": ("Artifact", "{2}, {T}, Sacrifice this token: You gain 3 life."),                           # 111.10b
    "gold": ("Artifact", "Sacrifice this token: Add one mana of any color."),                          # 111.10c
    "shard": ("Enchantment", "{2}, Sacrifice this token: Scry 1, then draw a card."),                   # 111.10e
    "clue": ("Artifact", "{2}, Sacrifice this token: Draw a card."),                                    # 111.10f
    "blood": ("Artifact", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."),              # 111.10g
    "powerstone": ("Artifact", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),  # 111.10h
    "map": ("Artifact", "{1}, {T}, Sacrifice this token: Target creature you control explores. "
                        "Activate only as a sorcery."),                                                 # 111.10s
    "junk": ("Artifact", "{T}, Sacrifice this token: Exile the top card of your library. You may play that "
                         "card this turn. Activate only as a sorcery."),                                # 111.10t
    "lander": ("Artifact", "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it "
                           "onto the battlefield tapped, then shuffle."),                               # 111.10u
}
_PREDEFINED = re.compile(r"^create (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|x) "
                         r"(?P<kind>[a-z]+) (?P<token>tokens?)\.?$")
_ROLE = re.compile(r"^create an? (?P<role>[a-z]+(?: hero)?) role token attached to "
                   r"(?P<target>(?:up to one )?(?:another |other )?target creature"
                   r"(?: you control| an opponent controls| you don't control)?|it|that creature)\.?$")


@lru_cache(maxsize=1)
def _creature_types() -> dict[str, str]:
    """Lower-case creature type -> its spelling (205.3m), singular (a token's subtypes are singular). Built once
    (the list of creature types does not change while a process runs); callers only read it."""
    return {t.lower().replace("’", "'"): t.replace("’", "'") for t in subtype_kinds().get("Creature", ())}


#: a quoted ability granting one itself: 'Enchanted land has \'{T}: Add one mana of any color.\''
_NESTED = re.compile(r"^(?P<pre>[^'‘’]*\b(?:has|have|gains?) )['‘](?P<inner>[^'‘’]*(?:'[a-z][^'‘’]*)*)['’](?P<post>\.?)$")


def _abilities(with_: str, quotes: list[str]) -> list[str] | None:
    """The abilities after "with": keywords (702) and quoted abilities, in order; None when one of them
    is not one the token's text can hold exactly."""
    items = [i.strip() for i in re.split(r",? and |, ", with_) if i.strip()]
    out: list[str] = []
    for item in items:
        q = _QUOTE.match(item)
        if q:
            if int(q.group(1)) >= len(quotes):
                return None
            text = quotes[int(q.group(1))].strip().strip('"“”')
            nested = _NESTED.match(text)
            if nested is not None:
                # 'Enchanted land has \'{T}: Add one mana of any color.\'': the ability the token's own ability
                # grants, quoted in the token's text as any granted ability is (113.1a)
                if re.search(r"[‘’\"“”]", nested.group("inner")):
                    return None
                text = f'{nested.group("pre")}"{nested.group("inner")}"{nested.group("post")}'
            elif re.search(r"[‘’\"“”]|(?<![a-z])'|'(?![a-z])", text):
                return None
            out.append(text)
        elif item in GRANTABLE_KEYWORDS and item not in KEYWORD_PARAMETERS and item not in ("protection", "landwalk"):
            out.append(keyword_title(item))
        else:
            return None
    return out


def role_spec(sentence: str, it: bool = False) -> dict[str, Any] | None:
    """The ``create_token`` definition of "create a Wicked Role token attached to target creature you
    control" (111.10, 303.7): the predefined Role, attached to the ability's one target; None for a Role
    this module doesn't define or one attached to anything but a target.

    >>> role_spec("create a monster role token attached to up to one other target creature you control.")["name"]
    'Monster'
    >>> role_spec("create a young hero role token attached to target creature you control.")["name"]
    'Young Hero'
    >>> role_spec("create a huntsman role token attached to target creature you control.") is None
    True

    ``it``: also "attached to it" (``attach: it``, the object "it" names, for the caller to bind):

    >>> role_spec("create a cursed role token attached to it."), role_spec("create a cursed role token attached to it.", it=True)["attach"]
    (None, 'it')
    """
    m = _ROLE.match(_LEADS.sub("", sentence.strip()))
    if m is None or m.group("role") not in ROLES or (m.group("target") in ("it", "that creature") and not it):
        return None
    # "attached to it": the object "it" names, which the compiler binds (only the ability's source, ``self``)
    return {"count": 1, "name": m.group("role").title(), "colors": [], "types": ["Enchantment"],
            "subtypes": ["Aura", "Role"], "text": "Enchant creature\n" + ROLES[m.group("role")],
            "attach": "it" if m.group("target") in ("it", "that creature") else "targets"}


#: 111.3, 303.7: "create a white aura enchantment token named mask attached to another target permanent": a named Aura
#: token entering attached to the ability's one target; its enchant ability and other abilities follow in the next
#: sentence ("The token has enchant permanent and umbra armor."), read by :func:`named_aura_text`
_NAMED_AURA = re.compile(
    r"^(?P<each>for each of (?:up to (?:x|one|two|three) )?target creatures, )?"
    rf"create an? (?P<colors>colorless|{_COLOR}(?: and {_COLOR})?) aura enchantment token named "
    r"(?P<name>[a-z][a-z' -]*?) attached to "
    r"(?P<target>(?:up to one )?(?:another |other )?target (?:creature|permanent|land|artifact)"
    r"(?: you control| an opponent controls| you don't control)?|that creature)\.?$")
_AURA_TEXT = re.compile(r"^(?:(?:the token|that token|it) has|(?:those|the) tokens have) enchant (?P<enchant>creature|permanent|land|artifact) "
                        r"and (?P<rest>[^.]+?)\.?$")
_NAME_SMALL = {"of", "the", "a", "an", "and", "to", "in", "on", "for"}


def named_aura_head(sentence: str) -> dict[str, Any] | None:
    """The ``create_token`` definition of "create a red aura enchantment token named mark of the rani attached to
    another target creature" (111.3: the token's color, card type, subtype and name; 303.7: attached to the one
    target), without its text: ``text`` is None until :func:`named_aura_text` reads the sentence that gives it.
    None for anything else.

    >>> named_aura_head("create a red aura enchantment token named mark of the rani attached to another target creature.")
    {'count': 1, 'name': 'Mark of the Rani', 'colors': ['R'], 'types': ['Enchantment'], 'subtypes': ['Aura'], 'text': None, 'attach': 'targets'}
    >>> named_aura_head("create a red aura enchantment token named mark attached to it.") is None
    True
    """
    m = _NAMED_AURA.match(_LEADS.sub("", sentence.strip()))
    if m is None or bool(m.group("each")) != (m.group("target") == "that creature"):
        # "for each of up to X target creatures, create ... attached to that creature": one on each target
        return None
    words = m.group("name").split()
    name = " ".join(w if i and w in _NAME_SMALL else w[:1].upper() + w[1:] for i, w in enumerate(words))
    colors_text = m.group("colors")
    colors = [c for w, c in COLORS.items() if re.search(rf"\b{w}\b", colors_text)]
    return {"count": 1, "name": name, "colors": [c for c in ("W", "U", "B", "R", "G") if c in colors],
            "types": ["Enchantment"], "subtypes": ["Aura"], "text": None,
            "attach": "each_target" if m.group("each") else "targets"}


def named_aura_text(head: dict[str, Any], sentence: str, quotes: list[str]) -> dict[str, Any] | None:
    """:func:`named_aura_head`'s definition completed by the sentence after it, "The token has enchant permanent and
    umbra armor." / "That token has enchant creature and §0" (111.3: the rest of the token's text, its enchant
    ability first, 303.4a); None when that sentence says anything else or an ability not read exactly.

    >>> head = named_aura_head("create a white aura enchantment token named mask attached to another target permanent.")
    >>> named_aura_text(head, "the token has enchant permanent and umbra armor.", [])["text"]
    'Enchant permanent\\nUmbra armor'
    >>> named_aura_text(head, "the token has enchant permanent and umbra armor until end of turn.", []) is None
    True
    """
    m = _AURA_TEXT.match(sentence.strip())
    if m is None or head.get("text") is not None:
        return None
    abilities = _abilities(m.group("rest"), quotes)
    if not abilities:
        return None
    return dict(head, text="\n".join(["Enchant " + m.group("enchant")] + abilities))


def token_spec(sentence: str, quotes: list[str]) -> dict[str, Any] | None:
    """The ``create_token`` definition of a normalised "create ..." sentence (111.3, 111.4), or None
    when the sentence says anything this reader does not give exactly. ``quotes``: the ability's
    quoted texts (``§N`` in the sentence).

    >>> token_spec("create a 3/3 blue and red elemental creature token with flying.", [])
    {'count': 1, 'power': 3, 'toughness': 3, 'colors': ['U', 'R'], 'types': ['Creature'], 'subtypes': ['Elemental'], 'text': 'Flying'}
    >>> token_spec("create x 1/1 red phyrexian goblin creature tokens, where x is the mana value of that spell.", [])
    >>> token_spec('create three 1/1 red devil creature tokens with §0.',
    ...            ['"When this token dies, it deals 1 damage to any target."'])["text"]
    'When this token dies, it deals 1 damage to any target.'
    """
    p = _PREDEFINED.match(_LEADS.sub("", sentence.strip()))
    if p is not None and p.group("kind") in PREDEFINED:
        # 111.10: a predefined token, with exactly the characteristics its definition gives
        count = _NUMBERS[p.group("n")]
        if (count == 1) != (p.group("token") == "token") and count != "x":
            return None
        card_type, text = PREDEFINED[p.group("kind")]
        return {"count": count, "colors": [], "types": [card_type], "subtypes": [p.group("kind").title()],
                "text": text}
    m = _CREATE.match(_LEADS.sub("", sentence.strip()))
    if m is None:
        return None
    count = _NUMBERS[m.group("n")]
    if (count == 1) != (m.group("token") == "token") and count != "x":
        return None
    table = _creature_types()
    words = m.group("subtypes").split()
    subtypes: list[str] = []
    i = 0
    while i < len(words):       # multi-word creature types ("time lord") first
        two = " ".join(words[i:i + 2])
        if i + 1 < len(words) and two in table:
            subtypes.append(table[two])
            i += 2
        elif words[i] in table:
            subtypes.append(table[words[i]])
            i += 1
        else:
            return None
    colors_text = m.group("colors")
    colors = [] if colors_text == "colorless" else \
        [c for w, c in COLORS.items() if re.search(rf"\b{w}\b", colors_text)]
    abilities = _abilities(m.group("with"), quotes) if m.group("with") else []
    if abilities is None:
        return None
    types = [t.title() for t in m.group("types").split()]
    return {"count": count, "power": int(m.group("p")), "toughness": int(m.group("t")),
            "colors": [c for c in ("W", "U", "B", "R", "G") if c in colors], "types": types,
            "subtypes": subtypes, "text": "\n".join(abilities)}
