"""Oracle text as the grammar reads it: the card's own name and "this creature" as ``~``, quoted
abilities as ``§N`` (kept verbatim), lower case, and the sentences of an effect.

>>> normalise('Kird Ape gets +1/+2 and has "{T}: Draw a card."', ["Kird Ape"])
('~ gets +1/+2 and has §0', ['{T}: Draw a card.'])
"""
from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["names_of", "normalise", "sentences"]


_SELF_NOUNS = ("creature", "permanent", "artifact", "enchantment", "land", "aura", "equipment", "vehicle", "card",
               "spell", "planeswalker", "saga", "battle", "class", "room", "token", "siege", "case",
               "fortification", "object", "spacecraft", "planet")
# oracle text capitalises a subtype naming the object itself ("this Aura", "this Vehicle", "this Saga")
_THIS = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_NOUNS + ("mount", "contraption", "attraction")) + r")\b",
                   re.IGNORECASE)
_QUOTED = re.compile(r"\"([^\"]*)\"|“([^”]*)”")
#: 207.2c: an ability word or flavor word before an ability (no rules meaning); a flavor word may begin with a number
#: written with a thousands separator ("10,000 Needles — ")
_ABILITY_WORD = re.compile(r"^(?!Choose)(?:[A-Z]|\d{1,3}(?:,\d{3})+ [A-Z])[A-Za-z0-9À-ɏ' ,.!-]{0,40} — (?=[A-Z{\"])")   # "Descend 4 — ", "Pavitr's Sevā — "


def names_of(name: str, legendary: bool = False) -> list[str]:
    """The ways a card's text names itself: each face's full name and the part before a comma; a
    rebalanced (Alchemy) card's name without its ``A-`` prefix, which its text doesn't print. A
    legendary card's text may name it by the word before "of" or "the" (201.5c: "Purraj has first
    strike" on Purraj of Urborg), unless that word is a type, a subtype or a color (then it names those).

    >>> names_of("A-Umara Mystic"), names_of("Kird Ape")
    (['A-Umara Mystic', 'Umara Mystic'], ['Kird Ape'])
    >>> names_of("Purraj of Urborg", legendary=True), names_of("Wall of Caltrops", legendary=True)
    (['Purraj of Urborg', 'Purraj'], ['Wall of Caltrops'])
    >>> names_of("Legolas Greenleaf", legendary=True), names_of("Rosie Cotton of South Lane", legendary=True)[1:]
    (['Legolas Greenleaf', 'Legolas'], ['Rosie Cotton', 'Rosie'])
    >>> names_of("Goblin King", legendary=True), names_of("Shang-Chi and the Ten Rings", legendary=True)[1:]
    (['Goblin King'], ['Shang-Chi'])
    """
    out: set[str] = set()
    for n in (name or "").split(" // "):
        n = n.strip()
        for m in (n, n[2:] if n.startswith("A-") else ""):
            if m:
                out.add(m)
                if "," in m:
                    out.add(m.split(",")[0].strip())
                short = _SHORT_NAME.match(m) if legendary else None
                if short and all(_names_no_type(w) for w in short.group(1).split()):
                    out.add(short.group(1))
                if legendary:
                    out.update(_first_names(m.split(",")[0].strip()))
    return sorted(out, key=len, reverse=True)


#: the words of a name before "of"/"the" ("Rosie Cotton of South Lane", "General Kudro of Drannith")
_WORDS_BEFORE_OF = re.compile(r"^((?:[A-Z][\w'-]*[\w] )+)(?:of|the) ")
#: a Roman numeral ending a name ("King Darien XLVIII")
_ROMAN = re.compile(r"^[IVXLCDM]+$")
#: words a name may begin with that a sentence of rules text begins with too, or that name something else
_NOT_A_FIRST_NAME = frozenset({"it", "the", "a", "an", "welcome", "space", "time", "lord", "lady", "sir", "king",
                               "queen", "prince", "princess", "general", "captain", "admiral", "doctor", "mister",
                               "ms.", "mr.", "saint", "grand", "high", "old", "young", "little", "big", "great"})


def _first_names(name: str) -> set[str]:
    """201.5c: the shortened names a legendary card's text may use for it, beyond the word before "of"/"the": its
    first name ("Loki" for Loki Laufeyson, "Zurgo" for Zurgo Helmsmasher), the words before "of"/"the" ("Rosie
    Cotton" for Rosie Cotton of South Lane) and the name without a closing Roman numeral ("King Darien" for King
    Darien XLVIII). Not a first word that is a type, subtype, color, keyword or a title or word a sentence may
    begin with ("Sir", "The", "It"), nor a possessive ("Marit Lage's Slumber").

    >>> sorted(_first_names("Loki Laufeyson")), sorted(_first_names("King Darien XLVIII"))
    (['Loki'], ['King Darien'])
    >>> sorted(_first_names("Rosie Cotton of South Lane")), sorted(_first_names("Flash Thompson"))
    (['Rosie', 'Rosie Cotton'], [])
    >>> sorted(_first_names("It Came from Planet Glurg")), sorted(_first_names("Marit Lage's Slumber"))
    ([], [])
    """
    from .words import GRANTABLE_KEYWORDS

    words = name.split()
    out: set[str] = set()
    if len(words) < 2 or any(w.endswith(("'s", "’s")) for w in words):
        return out
    first = words[0]
    if re.fullmatch(r"[A-Z][\w'-]*\w", first) and len(first) >= 3 and first.lower() not in _NOT_A_FIRST_NAME \
            and first.lower() not in GRANTABLE_KEYWORDS and _names_no_type(first) and not _ROMAN.match(first):
        out.add(first)
    before = _WORDS_BEFORE_OF.match(name)
    if before and len(before.group(1).split()) >= 2 and _names_no_type(words[0]):
        out.add(before.group(1).strip())
    if len(words) >= 3 and _ROMAN.match(words[-1]) and all(w[:1].isupper() for w in words[:-1]):
        out.add(" ".join(words[:-1]))
    return out


#: 201.5c: a legendary card's shortened name, the word before "of"/"the" ("Maraxus of Keld", "Rashka the Slayer")
_SHORT_NAME = re.compile(r"^([A-Z][\w'-]+) (?:of|the) ")


def names_in_text(names: list[str], full: str, text: str) -> list[str]:
    """The names of :func:`names_of` without a shortened one that the text uses as part of another name: before
    "'s" and a capitalised word or before a capitalised word ("a card named Nissa's Chosen", "cards named Mitotic
    Slime", the keyword "Space sculptor"), or after "named".

    >>> names_in_text(["Nissa Revane", "Nissa"], "Nissa Revane", "Search your library for a card named Nissa's Chosen.")
    ['Nissa Revane']
    >>> names_in_text(["Legolas Greenleaf", "Legolas"], "Legolas Greenleaf", "Put a +1/+1 counter on Legolas.")
    ['Legolas Greenleaf', 'Legolas']
    """
    fulls = {n.strip() for face in full.split(" // ")
             for n in (face, face[2:] if face.startswith("A-") else "", face.split(",")[0]) if n.strip()}
    rest = text
    for f in sorted(fulls, key=len, reverse=True):
        rest = rest.replace(f, "")
    return [n for n in names if n in fulls or not re.search(
        r"(?<![\w])" + re.escape(n) + r"(?:'s)? [A-Z]|\bnamed " + re.escape(n) + r"(?![\w])", rest)]


def _names_no_type(word: str) -> bool:
    """Whether a word can't be read as a card type, supertype, subtype or color (those are capitalised too)."""
    from .words import CARD_TYPE_WORDS, COLORS, SUPERTYPE_WORDS, subtype_word

    w = word.lower()
    return not (w in CARD_TYPE_WORDS or w in SUPERTYPE_WORDS or w in COLORS or subtype_word(w) or w == "the")


@lru_cache(maxsize=4096)
def _name_pattern(name: str) -> re.Pattern[str]:
    """The card's name as a whole word (not "Ape" inside "Grape"). A one-word name (a shortened one, 201.5c) is not
    the start of another name ("a card named Nissa's Chosen", "Mitotic Slime") nor a planeswalker type ("a Gideon
    planeswalker", 205.3j).

    >>> bool(_name_pattern("Nissa").search("named Nissa's Chosen")), bool(_name_pattern("Loki").search("on Loki."))
    (False, True)
    """
    guard = r"(?!(?:'s|’s)? [A-Z][a-z])(?! planeswalker)" if " " not in name else ""
    if subtype_word_of_name(name):
        # 205.3: a name that is also a creature type ("Assembly-Worker", "Coward") names that type after an article,
        # "target" or a color and before "creature" or "in addition to" ("target Assembly-Worker creature", "becomes a
        # Coward in addition to its other types", "a green Lizard creature")
        guard += r"(?! creatures?\b)(?! in addition to)(?! tokens?\b)"
        before = r"(?<!\ba )(?<!\ban )(?<!\btarget )(?<!\bwhite )(?<!\bblue )(?<!\bblack )(?<!\bred )(?<!\bgreen )"
        return re.compile(before + r"(?<![\w])" + re.escape(name) + r"(?![\w-])" + guard)
    return re.compile(r"(?<![\w])" + re.escape(name) + r"(?![\w])" + guard)


def subtype_word_of_name(name: str) -> bool:
    """Whether a card's (one-word) name is also a creature subtype ("Coward", "Assembly-Worker").

    >>> subtype_word_of_name("Coward"), subtype_word_of_name("Kird Ape")
    (True, False)
    """
    from .words import subtype_word

    return " " not in name and subtype_word(name.lower()) is not None


_BASIC = r"(?:plains|island|swamp|mountain|forest)"
#: 205.1a, 305.7: a list of basic land types an object is or becomes, not "in addition to its other types"
_LAND_TYPE_LIST = re.compile(r"\b((?:is|are|becomes?) (?:an? )?)(" + _BASIC + r"(?:, " + _BASIC + r")*,? and " + _BASIC
                             + r")\b(?! in addition)")

_COLOR_WORD = r"(?:white|blue|black|red|green)"
#: 702.16a: protection from a list of colors
_PROTECTION_COLOR_LIST = re.compile(r"\bprotection from (" + _COLOR_WORD + r"(?:, " + _COLOR_WORD + r")+,? and "
                                    + _COLOR_WORD + r")\b(?! and)")

#: 701.28a: the keyword action "convert" before the permanent it turns over
_CONVERT = re.compile(r"\bconvert(?= (?:it|~|them|this|that|target)\b)")


def normalise(text: str, names: list[str]) -> tuple[str, list[str]]:
    """Self-references to ``~``, quoted abilities to ``§N`` (returned, verbatim), lower case.

    >>> normalise('Kird Ape gets +1/+2 and has "{T}: Draw a card."', ["Kird Ape"])
    ('~ gets +1/+2 and has §0', ['{T}: Draw a card.'])
    >>> normalise('It gains "{T}: Draw a card," and can attack.', [])[1]
    ['{T}: Draw a card.']
    >>> normalise('It becomes a Treasure with "{T}, Sacrifice this artifact: Add one mana of any color" and loses flying.', [])[1]
    ['{T}, Sacrifice this artifact: Add one mana of any color.']
    >>> normalise("Whenever this Vehicle attacks, it gets +1/+0.", [])[0]
    'whenever ~ attacks, it gets +1/+0.'
    """
    quotes: list[str] = []

    def keep(m: re.Match) -> str:
        quoted = m.group(1) if m.group(1) is not None else m.group(2)
        ends_sentence = quoted.rstrip().endswith(".") and re.match(r"\s+[A-Z]", m.string[m.end():])
        if quoted.rstrip().endswith(","):
            # 'gains "..., draw cards equal to its toughness," and ...': the comma is the sentence's;
            # the ability ends with a period
            quoted = quoted.rstrip()[:-1] + "."
        elif quoted.strip() and not re.search(r"[.!?)'’]$", quoted.rstrip()):
            # 'becomes a Treasure with "{T}, Sacrifice this artifact: Add one mana of any color" and
            # loses ...': the sentence around it took the period; the ability has one, as printed alone
            quoted = quoted.rstrip() + "."
        quotes.append(quoted)
        return f" §{len(quotes) - 1}. " if ends_sentence else f" §{len(quotes) - 1} "

    t = _QUOTED.sub(keep, text)
    for n in names:
        if n in t:      # (a cheap test first: one pattern per card name would overflow re's cache)
            t = _name_pattern(n).sub("~", t)
    t = _THIS.sub("~", t)
    t = t.replace("−", "-").replace("–", "-").replace("’", "'").lower()
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r" ([,.;:])", r"\1", t)
    t = own_mana_cost(t)
    t = chosen_ability(t)
    if "named " in t:
        # 201.2: "Equipment named Sword of Kaldra": a card name of the pool, marked for the grammar's CARDNAME
        from .names import mark_card_names
        t = mark_card_names(t)
    if "convert " in t:
        # counters15: 701.28a: "to convert a permanent, turn it so that its other face is up", following the rules of
        # transforming (701.27a-f): read as "transform" ("put a +1/+1 counter on ~ and convert it")
        t = _CONVERT.sub("transform", t)
    if "that color" in t and _COLOR_CHOSEN.search(t):
        # "choose a color. ~ gains hexproof from that color": the color chosen (608.2d, 607.2a)
        t = _THAT_COLOR.sub("the chosen color", t)
    if "of that type" in t and "choose a creature type" in t:
        # "choose a creature type. all creatures of that type get -1/-1 until end of turn": the creature type chosen
        # (608.2d, 607.2a), after the sentence that chooses it
        at = t.index("choose a creature type")
        t = t[:at] + t[at:].replace("of that type", "of the chosen type")
    if "if a player does, " in t:
        # 608.2c: "any opponent may sacrifice a creature of their choice. If a player does, ...": the step after the
        # ability's one optional action, which any of those players may take; whether one did is what the step states
        # (``choices.you_did``), as for "you may ... If you do, ..."
        t = _A_PLAYER_DOES.sub(r"\1if you do, ", t)
    if "each have " in t and "the next " in t:
        # 601.2, 608.2c: "the next instant spell and the next sorcery spell you cast this turn each have cascade": the
        # next spell of each kind has it, two effects each waiting for its own spell ("each" distributes the predicate)
        t = _NEXT_AND_NEXT.sub(r"the next \1 spell you cast this turn has \3. the next \2 spell you cast this turn has \3.", t)
    if "returned this way, " in t:
        # 608.2c: "return up to one target ... permanent ... to its owner's hand. If a permanent was returned this way,
        # ...": whether the one instruction before was carried out (a target chosen and returned), as "If you do, ..."
        t = _RETURNED_THIS_WAY.sub(r"\1if you do, ", t)
    if ", and " in t and _LAND_TYPE_LIST.search(t):
        # 205.1a, 305.7: "enchanted land is a mountain, forest, and plains": those land types replace its land types;
        # written as the subtype words in a row ("a mountain forest plains"), as the grammar reads several subtypes
        t = _LAND_TYPE_LIST.sub(lambda m: m.group(1) + re.sub(r",? (?:and )?", " ", m.group(2)), t)
    if "protection from" in t and ", and " in t:
        # 702.16a, 702.16g: "protection from white, blue, and red" is one protection from each of those colors, as
        # "protection from white, from blue, and from red" is
        t = _PROTECTION_COLOR_LIST.sub(lambda m: "protection from " + " and from ".join(
            re.split(r",? and |, ", m.group(1))), t)
    if "team controls" in t:
        # 102.4: "your team" is "you" in a game that isn't between teams (the board has no teams)
        t = _TEAM_CONTROLS.sub(lambda m: "target player controls" if m.group(1) else "you control", t)
    return t, quotes


#: "the next <kind> spell and the next <kind> spell you cast this turn each have <abilities>."
_NEXT_AND_NEXT = re.compile(r"\bthe next ([a-z]+) spell and the next ([a-z]+) spell you cast this turn each have ([^.;]+)\.")


#: "return up to one target <...> permanent <...> to its owner's hand. if a permanent was returned this way, "
_RETURNED_THIS_WAY = re.compile(r"((?:^|\. |, )return up to one target [^.]*?\bpermanent\b[^.]*? to its owner's hand\. )"
                                r"if a permanent was returned this way, ")


#: "any opponent may <action>. if a player does, ": the sentence of the optional action and the lead of the next
_A_PLAYER_DOES = re.compile(r"((?:^|\. )(?:[^.]*?, )?any (?:other )?(?:opponent|player) may [^.]*\. )if a player does, ")


#: "... has flashback. The flashback cost is equal to its mana cost.": the keyword's cost, written in
#: the next sentence, is each card's own mana cost (702.34a "Flashback [cost]", 702.97a "Scavenge [cost]",
#: 702.56a "Replicate [cost]", 702.119a "Emerge [cost]", 702.180a "Harmonize [cost]",
#: 702.152a "Blitz [cost]", 702.35a "Madness [cost]"). (Disguise Agent's "Commanders you own have disguise" names commanders in every
#: zone, the command zone included, which the board does not hold: left reported)
_OWN_COST = re.compile(r"\b(flashback|scavenge|embalm|encore|unearth|replicate|emerge|harmonize|blitz|"
                       r"escape|foretell|miracle|madness)\b((?:(?!\b\1\b)[^.;\"§])*)\.\s+"
                       r"(?:the|its|their) \1 cost is equal to (?:its|their|that card's|the card's) mana cost"
                       # 702.138a: "plus exile three other cards from your graveyard" (a cost of two parts);
                       # 118.7a: "reduced by {2}" (its generic mana component reduced)
                       r"( plus exile [a-z]+ other cards from your graveyard| reduced by \{\d+\})?\.")


def own_mana_cost(t: str) -> str:
    """A keyword granted bare, whose cost the next sentence says is the card's mana cost, as one
    sentence: "flashback equal to its mana cost" (what the grammar reads as that keyword with each
    card's own mana cost as its cost).

    >>> own_mana_cost("target instant card in your graveyard gains flashback until end of turn. the flashback cost is equal to its mana cost.")
    'target instant card in your graveyard gains flashback equal to its mana cost until end of turn.'
    >>> own_mana_cost("each nonland card in your hand without foretell has foretell. its foretell cost is equal to its mana cost reduced by {2}.")
    'each nonland card in your hand without foretell has foretell equal to its mana cost reduced by {2}.'
    """
    return _OWN_COST.sub(lambda m: f"{m.group(1)} equal to its mana cost{m.group(3) or ''}{m.group(2)}.", t)


#: a color chosen by the ability itself, which a later "that color" names
_COLOR_CHOSEN = re.compile(r"\bchoose a color\b|\bthe color of your choice\b")
_THAT_COLOR = re.compile(r"(?<=\bfrom )that color\b|(?<=\bof )that color\b")


#: 102.4: "creatures your team controls", "creatures target player's team controls"
_TEAM_CONTROLS = re.compile(r"\b(?:your|(target player's)) team controls\b")


#: "choose first strike, vigilance, or lifelink. creatures you control gain that ability until end of turn":
#: the ability chosen as the spell or ability resolves (608.2d), named by the next sentence
_CHOSEN_ABILITY = re.compile(r"\bchoose ((?:[a-z0-9 ]+, )*[a-z0-9 ]+,? or [a-z0-9 ]+?)(?: at random)?\. "
                             r"([^.;:]*?\b(?:gain|gains)) that ability\b")


def chosen_ability(t: str) -> str:
    """"Choose A, B, or C. X gains that ability ..." as one sentence: "X gains your choice of A, B, or C ..."
    (608.2d: one of them, chosen as it resolves; "at random": the one the step states).

    >>> chosen_ability("sacrifice ~: choose hexproof or indestructible. creatures you control gain that ability until end of turn.")
    'sacrifice ~: creatures you control gain your choice of hexproof or indestructible until end of turn.'
    """
    if "that ability" not in t:
        return t
    return _CHOSEN_ABILITY.sub(lambda m: f"{m.group(2)} your choice of {m.group(1)}", t)


def sentences(effect: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.;])\s+", effect) if s.strip().strip(".;")]
