"""The words of the grammar that come from the rules' tables rather than from the grammar itself:
card types, supertypes, subtypes (205.3, ``data/rules/subtypes.json``) with their plurals, colors,
number words and the keyword abilities an effect can grant (702).

>>> subtype_word("elves"), subtype_word("Zombies"), subtype_word("banana"), subtype_word("mice")
('Elf', 'Zombie', None, 'Mouse')
"""
from __future__ import annotations

from functools import lru_cache

from ..rules.characteristics import COLOR_WORDS, subtype_kinds
from ..vocabulary.classifier import plurals

CARD_TYPE_WORDS: dict[str, str] = {
    "artifact": "Artifact", "artifacts": "Artifact", "creature": "Creature", "creatures": "Creature",
    "enchantment": "Enchantment", "enchantments": "Enchantment", "land": "Land", "lands": "Land",
    "planeswalker": "Planeswalker", "planeswalkers": "Planeswalker", "battle": "Battle", "battles": "Battle",
    "instant": "Instant", "instants": "Instant", "sorcery": "Sorcery", "sorceries": "Sorcery",
    "kindred": "Kindred", "tribal": "Kindred",
}
SUPERTYPE_WORDS: dict[str, str] = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow", "world": "World"}
NUMBER_WORDS: dict[str, int] = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
                                "thirteen": 13, "fifteen": 15, "twenty": 20, "ninety-nine": 99}
COLORS = COLOR_WORDS   # white -> W, ...

#: 702.29e: typecycling, "[Type]cycling [cost]" (the types printed in the pool: basic land types, land, Sliver,
#: Wizard, and "basic landcycling"), each with its cost
TYPECYCLING: tuple[str, ...] = ("landcycling", "basic landcycling", "plainscycling", "islandcycling", "swampcycling",
                                "mountaincycling", "forestcycling", "slivercycling", "wizardcycling")

#: Keyword abilities that an effect can grant by name ("has flying"), lower case, multi-word first.
GRANTABLE_KEYWORDS: tuple[str, ...] = tuple(sorted((
    "flying", "first strike", "double strike", "deathtouch", "defender", "haste", "hexproof", "indestructible",
    "lifelink", "menace", "reach", "trample", "vigilance", "shroud", "fear", "intimidate", "shadow", "flash",
    "horsemanship", "infect", "wither", "prowess", "exalted", "persist", "undying", "islandwalk", "swampwalk",
    "forestwalk", "mountainwalk", "plainswalk", "changeling", "devoid", "skulk", "banding", "flanking",
    "deathtouch", "riot", "myriad", "melee", "decayed", "provoke", "storm", "cascade", "convoke", "split second",
    "nonbasic landwalk", "legendary landwalk", "snow landwalk", "desertwalk", "daybound", "nightbound",
    "battle cry", "living weapon", "soulbond", "evolve", "extort", "dethrone", "mentor", "afterlife",
    "toxic", "ward", "protection", "landwalk", "annihilator", "bushido", "rampage", "modular", "dash",
    "haunt", "training", "ravenous", "unblockable", "spectacle", "improvise", "affinity", "delve",
    # 702 keywords granted by name in the pool ("enchanted permanent has phasing", "instant and sorcery
    # spells you control have rebound"), and those granted with their parameter (KEYWORD_PARAMETERS)
    "phasing", "exploit", "rebound", "retrace", "jump-start", "demonstrate", "conspire", "sunburst",
    "read ahead", "umbra armor", "totem armor",
    "equip", "cycling", "ninjutsu", "miracle", "unearth", "flashback", "outlast", "blitz", "prowl",
    "freerunning", "replicate", "afflict", "poisonous", "frenzy", "absorb", "bloodthirst", "fabricate",
    "casualty", "dredge", "ripple", "devour", "echo", "madness", "escape", "embalm", "encore", "disguise",
    "plot", "harmonize", "scavenge", "foretell", "suspend", "emerge", "vanishing", "fading", "soulshift",
    "warp", "sneak", "firebending", "mobilize", "backup", "squad", "kicker", "buyback", "entwine", "evoke",
    # 702.98 unleash, 702.112 renown N (granted: "have first strike and renown 1"); Alchemy's double team
    "unleash", "renown", "double team",
    # 702.29e: typecycling ("each Sliver card in each player's hand has slivercycling {3}")
    *TYPECYCLING,
), key=len, reverse=True))

#: Keywords that are a whole ability only with their parameter, a number or a cost (702.6a "Equip
#: [cost]", 702.29a "Cycling [cost]", 702.70a "Poisonous N", ...): granted as "Cycling {2}" or
#: "Afflict 2", never bare ("has flashback. The flashback cost is equal to its mana cost." is not
#: "Flashback").
KEYWORD_PARAMETERS: frozenset[str] = frozenset({
    "equip", "cycling", "ninjutsu", "miracle", "unearth", "flashback", "outlast", "blitz", "prowl",
    "freerunning", "replicate", "afflict", "poisonous", "frenzy", "absorb", "bloodthirst", "fabricate",
    "casualty", "dredge", "ripple", "devour", "echo", "madness", "escape", "embalm", "encore", "disguise",
    "plot", "harmonize", "scavenge", "foretell", "suspend", "emerge", "vanishing", "fading", "soulshift",
    "warp", "sneak", "firebending", "mobilize", "backup", "squad", "kicker", "buyback", "entwine", "evoke",
    "toxic", "annihilator", "bushido", "rampage", "modular", "afterlife", "dash", "renown", *TYPECYCLING,
})


#: subtypes that are also ordinary English words the grammar uses or that oracle text uses as words
_NOT_SUBTYPE_WORDS = frozenset({"will", "power", "mine", "gate", "case", "class", "role", "town", "stone", "map",
                                "book", "gold", "lesson", "trap", "lair", "locus", "sphere", "cave", "egg", "junk",
                                "child", "army", "food", "blood", "clue"})


#: plurals English forms irregularly ("Other Mice you control get +1/+1", "Heroes you control", "protection
#: from Oxen"): the subtype each names (205.3m lists the singulars only)
_IRREGULAR_PLURALS: dict[str, str] = {"mice": "Mouse", "oxen": "Ox", "heroes": "Hero", "cyclopes": "Cyclops"}

#: 700.12: "The term outlaw refers to an object that has the Assassin, Mercenary, Pirate, Rogue, and/or
#: Warlock creature types." Not a subtype: a word for any of these five (a selector's `subtypes` list)
OUTLAW_WORDS = frozenset({"outlaw", "outlaws"})
OUTLAW_SUBTYPES: tuple[str, ...] = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")

#: of those, the ones read as a subtype where only a noun can stand: before "you control", "card(s)",
#: "token(s)" ("for each Gate you control", "a Lesson card", "Blood tokens"); the lexer decides
CONTEXT_SUBTYPE_WORDS: dict[str, str] = {"gate": "Gate", "locus": "Locus", "food": "Food", "clue": "Clue",
                                         "lesson": "Lesson", "blood": "Blood", "town": "Town", "map": "Map",
                                         "junk": "Junk", "cave": "Cave", "sphere": "Sphere", "lair": "Lair",
                                         "army": "Army", "gold": "Gold"}


def context_subtype(word: str) -> str | None:
    """The subtype a word names where the lexer read it as one: any subtype word, or one of
    :data:`CONTEXT_SUBTYPE_WORDS`.

    >>> context_subtype("gate"), context_subtype("gates"), subtype_word("gate")
    ('Gate', 'Gate', None)
    """
    return subtype_word(word) or CONTEXT_SUBTYPE_WORDS.get(word.lower())


@lru_cache(maxsize=1)
def _subtypes() -> dict[str, str]:
    table: dict[str, str] = {}
    for kind, names in subtype_kinds().items():
        if kind == "Planeswalker":
            continue   # planeswalker types are names ("Will", "Kaya") and almost never selectors
        for n in names:
            for form in plurals(n.lower()):
                if form not in _NOT_SUBTYPE_WORDS:
                    table.setdefault(form, n.replace("’", "'"))
    for form, n in _IRREGULAR_PLURALS.items():
        if n in subtype_kinds().get("Creature", ()):
            table.setdefault(form, n)
    for w in CARD_TYPE_WORDS:
        table.pop(w, None)
    return table


def subtype_word(word: str) -> str | None:
    """The subtype a (possibly plural) word names, or None."""
    return _subtypes().get(word.lower())


@lru_cache(maxsize=1)
def _planeswalker_types() -> dict[str, str]:
    return {n.lower().replace("’", "'"): n.replace("’", "'") for n in subtype_kinds()["Planeswalker"]}


def planeswalker_type_word(word: str) -> str | None:
    """The planeswalker type (205.3j) a word names, or None. Planeswalker types are names ("Will",
    "Kaya"), so the lexer reads one as a subtype only right before "planeswalker" ("a Chandra
    planeswalker").

    >>> planeswalker_type_word("chandra"), planeswalker_type_word("elf")
    ('Chandra', None)
    """
    return _planeswalker_types().get(word.lower())


#: subtypes that are also English words (:data:`_NOT_SUBTYPE_WORDS`), read as subtypes only where the
#: lexer sees one named as a type: "a Lesson card", "you control a Gate", "you control an Army"


def context_subtype_word(word: str) -> str | None:
    """The subtype of a word that is one only in context (a planeswalker type before "planeswalker", or
    one of :data:`CONTEXT_SUBTYPE_WORDS`), or None.

    >>> context_subtype_word("lesson"), context_subtype_word("teferi"), context_subtype_word("will")
    ('Lesson', 'Teferi', 'Will')
    """
    return CONTEXT_SUBTYPE_WORDS.get(word.lower()) or planeswalker_type_word(word)


def subtype_table() -> dict[str, str]:
    return _subtypes()


def keyword_title(kw: str) -> str:
    """'first strike' -> 'First strike' (how layerkit writes keyword abilities)."""
    return kw[:1].upper() + kw[1:]
