"""What each operation of the vocabulary does to one object's characteristics.

Every function takes a :class:`~layerkit.rules.characteristics.Characteristics` and returns a new one;
none looks at other objects (the engine evaluates selectors and values first).

>>> from layerkit.rules.characteristics import Characteristics
>>> urborg = Characteristics(name="Urborg", types=frozenset({"Land"}), supertypes=frozenset({"Legendary"}))
>>> moon = set_subtypes(urborg, ["Mountain"], zone="battlefield", rules="cr")
>>> sorted(moon.subtypes), [a.text for a in moon.abilities]
(['Mountain'], ['{T}: Add {R}.'])
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Iterable

from ..rules.characteristics import (BASIC_LAND_TYPES, COLOR_WORDS, COLORS, Ability, Characteristics, evolve,
                              kind_of_subtype, owning_types, subtype_kinds)
from .model import Definition, rewrite_strings

# ---------------------------------------------------------------------------------- layer 4

def normalize_subtypes(c: Characteristics) -> Characteristics:
    """205.1a: a subtype stays only while the object has a card type it belongs to."""
    keep = frozenset(s for s in c.subtypes
                     if (kind_of_subtype(s) is None) or (owning_types(kind_of_subtype(s)) & c.types))
    return c if keep == c.subtypes else evolve(c, subtypes=keep)


def set_types(c: Characteristics, types: Iterable[str]) -> Characteristics:
    """205.1a: new card types replace the old ones; an instant or sorcery stays one."""
    new = frozenset(types) | (c.types & {"Instant", "Sorcery"})
    return normalize_subtypes(evolve(c, types=new))


def add_types(c: Characteristics, types: Iterable[str]) -> Characteristics:
    return evolve(c, types=c.types | frozenset(types))


def remove_types(c: Characteristics, types: Iterable[str]) -> Characteristics:
    return normalize_subtypes(evolve(c, types=c.types - frozenset(types)))


def set_subtypes(c: Characteristics, subtypes: Iterable[str], *, zone: str = "battlefield",
                 rules: str = "cr") -> Characteristics:
    """205.1a: new subtypes replace the existing subtypes *of the same kind* (creature types
    replace creature types). Setting a land's subtype to basic land types is rule 305.7."""
    new = list(subtypes)
    kinds = {kind_of_subtype(s) for s in new}
    kept = frozenset(s for s in c.subtypes if kind_of_subtype(s) not in kinds)
    result = evolve(c, subtypes=kept | frozenset(new))
    if "Land" in c.types and any(s in BASIC_LAND_TYPES for s in new):
        result = rule_305_7(c, result, zone=zone, rules=rules)
    return result


def rule_305_7(before: Characteristics, after: Characteristics, *, zone: str, rules: str) -> Characteristics:
    """305.7: the land loses the abilities generated from its rules text (and from copy effects),
    keeps abilities other effects granted, and gains the new basic land types' mana abilities.
    Under ``rules: amended`` (608.3f) it loses its intrinsic abilities too."""
    def keep(a: Ability) -> bool:
        if a.origin in ("granted", "counter"):
            return True
        if a.intrinsic and a.origin == "rule":
            return rules == "cr" and not a.text.startswith("{T}: Add")
        return False

    from ..rules.intrinsic import reevaluate

    kept = evolve(after, abilities=tuple(a for a in after.abilities if keep(a)))
    return reevaluate(kept, zone, rules, [f"mana:{t}" for t in BASIC_LAND_TYPES])


def add_subtypes(c: Characteristics, subtypes: Iterable[str]) -> Characteristics:
    return evolve(c, subtypes=c.subtypes | frozenset(subtypes))


def remove_subtypes(c: Characteristics, subtypes: Iterable[str]) -> Characteristics:
    return evolve(c, subtypes=c.subtypes - frozenset(subtypes))


def lose_all_creature_types(c: Characteristics) -> Characteristics:
    """"Loses all creature types" (205.1a: other subtypes stay)."""
    creature = subtype_kinds()["Creature"]
    return evolve(c, subtypes=frozenset(s for s in c.subtypes if s not in creature))


def lose_all_land_types(c: Characteristics) -> Characteristics:
    """"Loses all land types" (205.1a, 205.3i: its land subtypes go, other subtypes and its card types stay; a
    basic land type lost takes its intrinsic mana ability with it, 305.6)."""
    land = subtype_kinds()["Land"]
    return evolve(c, subtypes=frozenset(s for s in c.subtypes if s not in land))


def all_creature_types(c: Characteristics) -> Characteristics:
    """702.73a changeling: every creature type."""
    return evolve(c, subtypes=c.subtypes | subtype_kinds()["Creature"])


def set_supertypes(c: Characteristics, supertypes: Iterable[str]) -> Characteristics:
    return evolve(c, supertypes=frozenset(supertypes))


def add_supertypes(c: Characteristics, supertypes: Iterable[str]) -> Characteristics:
    return evolve(c, supertypes=c.supertypes | frozenset(supertypes))


def remove_supertypes(c: Characteristics, supertypes: Iterable[str]) -> Characteristics:
    return evolve(c, supertypes=c.supertypes - frozenset(supertypes))


# ---------------------------------------------------------------------------------- layer 2

def gain_control(c: Characteristics, player: str) -> Characteristics:
    """613.1b: the object's controller becomes the player."""
    return evolve(c, controller=player)


# ---------------------------------------------------------------------------------- layer 5

def set_colors(c: Characteristics, colors: Iterable[str] | str) -> Characteristics:
    return evolve(c, colors=frozenset(COLORS if colors == "all" else colors))


def add_colors(c: Characteristics, colors: Iterable[str] | str) -> Characteristics:
    return evolve(c, colors=c.colors | frozenset(COLORS if colors == "all" else colors))


# ---------------------------------------------------------------------------------- layer 6

def remove_all_abilities(c: Characteristics) -> Characteristics:
    return evolve(c, abilities=())


def is_mana_ability(a: Ability) -> bool:
    """605.1a, roughly: an activated ability that adds mana and has no target."""
    return a.kind == "activated" and " add " in f" {a.text.lower()}" and "target" not in a.text.lower()


#: 702: the keyword abilities that are activated abilities ("Equip is an activated ability", 702.6a; cycling
#: and its typecycling forms, 702.29a, 702.29e; ninjutsu and commander ninjutsu, 702.49a, 702.49d; ...)
ACTIVATED_KEYWORDS = frozenset({
    "equip", "cycling", "ninjutsu", "commander ninjutsu", "transmute", "aura swap", "fortify", "transfigure",
    "reinforce", "unearth", "level up", "scavenge", "outlast", "crew", "embalm", "eternalize", "encore",
    "reconfigure", "craft", "saddle", "station"})


def is_activated_keyword(a: Ability) -> bool:
    """A keyword ability that is an activated ability (702.6a, 702.29a, ...): "all activated abilities"
    include it.

    >>> is_activated_keyword(Ability(text="Cycling {2}", kind="keyword", keyword="Cycling"))
    True
    >>> is_activated_keyword(Ability(text="Plainscycling {2}", kind="keyword", keyword="Plainscycling"))
    True
    >>> is_activated_keyword(Ability(text="Flying", kind="keyword", keyword="Flying"))
    False
    """
    if a.kind != "keyword" or not a.keyword:
        return False
    k = a.keyword.lower()
    return k in ACTIVATED_KEYWORDS or k.endswith("cycling")      # 702.29e: typecycling is cycling


def remove_all_but_mana_abilities(c: Characteristics) -> Characteristics:
    """"Loses all abilities except mana abilities" (Blood Sun)."""
    return evolve(c, abilities=tuple(a for a in c.abilities if is_mana_ability(a)))


def _same_ability(a: Ability, name: str) -> bool:
    """Whether ``a`` is the ability ``name`` names; a bare keyword names it with any parameter ("loses
    toxic": "Toxic 2" and "Toxic 1" both, 702.164a "toxic N").

    >>> _same_ability(Ability("Toxic 2"), "Toxic"), _same_ability(Ability("Toxic 2"), "Toxic 1")
    (True, False)
    >>> _same_ability(Ability("Protection from instant spells"), "Protection")
    True
    """
    key = name.strip().rstrip(".").lower()
    text = a.text.strip().rstrip(".").lower()
    if text == key or (a.keyword or "").lower() == key:
        return True
    if key in ("protection", "hexproof") and text.startswith(key + " from "):
        # 702.16a: each "protection from [quality]" is a protection ability; 702.11e: losing hexproof
        # loses every "hexproof from [quality]"
        return True
    if key == "bands with other" and text.startswith("bands with other "):
        # 702.22c: 'loses all "bands with other" abilities': "Bands with other legends", "... Dwarves"
        return True
    if key == "landwalk" and text.endswith("walk"):
        # 702.14: "Islandwalk", "Nonbasic landwalk", "Artifact landwalk": each a landwalk ability
        return True
    m = _KEYWORD_WITH_PARAMETER.match(text)
    return m is not None and m.group(1) == key


#: a keyword ability written with its parameter: its name, then a mana cost, a number or an em dash
_KEYWORD_WITH_PARAMETER = re.compile(r"([a-z][a-z -]*?)(?: \{| \d+$|—)")


def remove_abilities(c: Characteristics, names: Iterable[str]) -> Characteristics:
    names = list(names)
    return evolve(c, abilities=tuple(a for a in c.abilities if not any(_same_ability(a, n) for n in names)))


def add_abilities(c: Characteristics, abilities: Iterable[Ability]) -> Characteristics:
    """Add abilities, except those an effect says the object can't have (613.1f, 101.2)."""
    new = tuple(abilities)
    if c.cant_have:
        new = tuple(a for a in new if not any(_same_ability(a, n) for n in c.cant_have))
    return evolve(c, abilities=c.abilities + new) if new else c


def cant_have(c: Characteristics, names: Iterable[str]) -> Characteristics:
    """613.1f: "can't have [ability]" removes it now and keeps it from being gained later."""
    names = [n.strip().rstrip(".").lower() for n in names]
    return evolve(remove_abilities(c, names), cant_have=c.cant_have | frozenset(names))


# ---------------------------------------------------------------------------------- layer 1

def set_name(c: Characteristics, name: str) -> Characteristics:
    """707.9b: a copy exception "except its name is ..." (the name is a copiable value, 707.2).

    >>> set_name(Characteristics(name="Grizzly Bears"), "Sakashima the Impostor").name
    'Sakashima the Impostor'
    """
    return evolve(c, name=name)


# ---------------------------------------------------------------------------------- layer 3

def _swap_words(text: str, old: str, new: str) -> str:
    """612.2: replace a color word or a basic land type where it is used as one, including inside
    the words made of it ("nonblack", "swampwalk", "Islands", "forestcycling").

    >>> _swap_words("Swampwalk; nonblack creatures; Swamps you control; Black Knight's swamp", "swamp", "island")
    "Islandwalk; nonblack creatures; Islands you control; Black Knight's island"
    >>> _swap_words("Protection from black; nonblack, non-black", "black", "white")
    'Protection from white; nonwhite, non-white'
    """
    def sub(m: re.Match) -> str:
        w = m.group(2)
        return m.group(1) + (new.capitalize() if w[0].isupper() else new.lower())
    return re.sub(rf"(?<![a-z])(non-?|)({re.escape(old)})(?=(?:s|walk|cycling)?(?![a-z]))", sub, text,
                  flags=re.IGNORECASE)


def _swap_in_definition(definition: Definition, old: str, new: str) -> Definition:
    """Rewrite a definition so that it does what the changed text says (612.2): a color word's
    color code, a land type's name, and words inside texts."""
    old_c, new_c = COLOR_WORDS.get(old.lower()), COLOR_WORDS.get(new.lower())

    def swap(value: str) -> str:
        if old_c and new_c and value == old_c:
            return new_c
        if value.lower() == old.lower():
            return new.capitalize() if value[:1].isupper() else new
        return _swap_words(value, old, new) if len(value) > 1 else value     # "Swampwalk", "nonblack"

    result: Definition = rewrite_strings(definition, swap)
    return result


def change_text(c: Characteristics, old: str, new: str) -> Characteristics:
    """612: replace one color word or basic land type with another in the object's rules text
    (each ability's text and what it does) and, for land types, on its type line."""
    abilities = tuple(
        replace(a.with_text(_swap_words(a.text, old, new),
                            _swap_in_definition(a.definition, old, new) if a.definition else None),
                keyword=_swap_words(a.keyword, old, new) if a.keyword else a.keyword)   # "Swampwalk" (702.14)
        if a.origin != "rule" else a
        for a in c.abilities)
    subtypes = c.subtypes
    if old.capitalize() in subtypes and new.capitalize() in BASIC_LAND_TYPES:
        subtypes = (subtypes - {old.capitalize()}) | {new.capitalize()}
    return evolve(c, abilities=abilities, subtypes=subtypes, text=_swap_words(c.text, old, new))


# ---------------------------------------------------------------------------------- layer 7

def set_pt(c: Characteristics, power: int | None, toughness: int | None) -> Characteristics:
    return evolve(c, power=c.power if power is None else power,
                   toughness=c.toughness if toughness is None else toughness)


def modify_pt(c: Characteristics, dp: int, dt: int) -> Characteristics:
    return evolve(c, power=(c.power or 0) + dp, toughness=(c.toughness or 0) + dt)


def switch_pt(c: Characteristics) -> Characteristics:
    return evolve(c, power=c.toughness, toughness=c.power)
