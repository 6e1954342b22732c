"""Intrinsic abilities: abilities the rules, not rules text or effects, give an object — the basic
land types' mana abilities (305.6), planeswalker loyalty (306.5b), battle defense (310.4b), the
Siege ability (310.11b) and the Saga abilities (714.3a–b, 702.155b) — under two rule sets.

``rules: cr`` — the Comprehensive Rules as written. They say *that* an object has these
abilities, not how they move through the layers; layerkit follows the reading "On Intrinsic
Abilities" (Name the Rule, https://blogs.magicjudges.org/nametherule/intrinsic-abilities/)
describes for today's rules:

* an object has the intrinsic abilities its printed values qualify for (layer 0);
* each effect of layers 1–3 (copy, face-down, merging, text changes) may change what it
  qualifies for, so its intrinsic abilities are re-evaluated after each such effect;
* a type-changing effect re-evaluates the abilities tied to the types it sets or removes;
* rule 305.7 as written removes only abilities from rules text (and copy effects), so a land
  set to a basic land type keeps e.g. a planeswalker's loyalty ability;
* an ability-removing effect removes intrinsic abilities, and nothing gives them back;
  gaining or losing read ahead re-evaluates a Saga's two separate Saga abilities.

``rules: amended`` — the article's proposed rule 608: no intrinsic abilities in layers 1–3;
one determination after layer 3 (608.3a); re-evaluation only on the type- and ability-changing
events of 608.3b–h; 305.7 removes intrinsic abilities too (608.3f); one combined Saga ability
that requires chapter abilities; no duplicates (608.4); abilities granted from another object's
abilities are not intrinsic (608.5), and other effects that use another object's abilities
ignore its intrinsic ones (608.5a).

>>> from layerkit.rules.characteristics import Characteristics
>>> arbor = Characteristics(name="Dryad Arbor", types=frozenset({"Land", "Creature"}), subtypes=frozenset({"Forest", "Dryad"}))
>>> [a.text for a in evaluate_all(arbor, "battlefield", "cr").abilities]
['{T}: Add {G}.']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

from .characteristics import BASIC_LAND_TYPES, Ability, Characteristics, evolve

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.resolution import ObjectState
    from ..engine.state import GameObject


def _has_read_ahead(c: Characteristics) -> bool:
    return any((a.keyword or "").lower() == "read ahead" and not a.intrinsic for a in c.abilities)


def _has_chapters(c: Characteristics) -> bool:
    return any(a.kind == "chapter" for a in c.abilities)


@dataclass(frozen=True)
class Intrinsic:
    """One intrinsic ability and its criteria."""

    key: str
    rule: str
    tied_to: frozenset[str]                       # card types / subtypes it belongs to
    text: Callable[[str], str]                    # by rule set
    applies: Callable[[Characteristics, str, str], bool]   # (characteristics, zone, rules)
    tied_to_abilities: bool = False               # criteria include abilities (read ahead, chapters)

    def ability(self, rules: str) -> Ability:
        kind = "activated" if self.key.startswith("mana:") else ("triggered" if self.key == "siege" else "static")
        return Ability(text=self.text(rules), kind=kind, origin="rule", intrinsic=True,
                       card=f"rule {self.rule}", index=0)


def _mana(land_type: str) -> Intrinsic:
    sym = BASIC_LAND_TYPES[land_type]
    return Intrinsic(
        key=f"mana:{land_type}", rule="305.6", tied_to=frozenset({"Land", land_type}),
        text=lambda rules: f"{{T}}: Add {{{sym}}}.",
        applies=lambda c, zone, rules: "Land" in c.types and land_type in c.subtypes)


_PERMANENT = ("battlefield",)

INTRINSICS: tuple[Intrinsic, ...] = tuple(_mana(t) for t in BASIC_LAND_TYPES) + (
    Intrinsic("loyalty", "306.5b", frozenset({"Planeswalker"}),
              lambda rules: (f"This {'planeswalker' if rules == 'amended' else 'permanent'} enters with a number of "
                             "loyalty counters on it equal to its printed loyalty number."),
              lambda c, zone, rules: zone in _PERMANENT and "Planeswalker" in c.types),
    Intrinsic("defense", "310.4b", frozenset({"Battle"}),
              lambda rules: (f"This {'battle' if rules == 'amended' else 'permanent'} enters with a number of "
                             "defense counters on it equal to its printed defense number."),
              lambda c, zone, rules: zone in _PERMANENT and "Battle" in c.types),
    Intrinsic("siege", "310.11b", frozenset({"Siege"}),
              lambda rules: (f"When the last defense counter is removed from this {'Siege' if rules == 'amended' else 'permanent'}, "
                             "exile it, then you may cast it transformed without paying its mana cost."),
              lambda c, zone, rules: zone in _PERMANENT and "Siege" in c.subtypes),
    # rules as written (714.3a, 714.3b / 702.155b): two separate kinds of Saga ability
    Intrinsic("saga:lore", "714.3a", frozenset({"Saga"}),
              lambda rules: "This Saga enters with a lore counter on it.",
              lambda c, zone, rules: rules == "cr" and zone in _PERMANENT and "Saga" in c.subtypes
              and not _has_read_ahead(c), tied_to_abilities=True),
    Intrinsic("saga:choose", "714.3b", frozenset({"Saga"}),
              lambda rules: "As this Saga enters, choose a number between one and this Saga's final chapter number.",
              lambda c, zone, rules: rules == "cr" and zone in _PERMANENT and "Saga" in c.subtypes and _has_read_ahead(c),
              tied_to_abilities=True),
    Intrinsic("saga:chosen", "714.3b", frozenset({"Saga"}),
              lambda rules: "This Saga enters with the chosen number of lore counters on it.",
              lambda c, zone, rules: rules == "cr" and zone in _PERMANENT and "Saga" in c.subtypes and _has_read_ahead(c),
              tied_to_abilities=True),
    # amended 608.2e: one ability, for Sagas with chapter abilities
    Intrinsic("saga", "608.2e", frozenset({"Saga"}),
              lambda rules: ("As this Saga enters, if it has read ahead, choose a number between one and this Saga's "
                             "final chapter number. This Saga enters with the chosen number of lore counters on it. "
                             "If it doesn't have read ahead, it enters with a lore counter on it."),
              lambda c, zone, rules: rules == "amended" and zone in _PERMANENT and "Saga" in c.subtypes
              and _has_chapters(c), tied_to_abilities=True),
)
BY_TEXT: dict[str, str] = {}   # filled lazily: ability text -> Intrinsic


def _key_of(a: Ability) -> str | None:
    if not (a.intrinsic and a.origin == "rule"):
        return None
    if not BY_TEXT:
        for i in INTRINSICS:
            for rules in ("cr", "amended"):
                BY_TEXT[i.ability(rules).text] = i.key
    return BY_TEXT.get(a.text)


def _spec(key: str) -> Intrinsic:
    return next(i for i in INTRINSICS if i.key == key)


def _with(c: Characteristics, keep: Iterable[Ability], add: Iterable[Ability]) -> Characteristics:
    abilities = tuple(keep) + tuple(add)
    return c if abilities == c.abilities else evolve(c, abilities=abilities)


def reevaluate(c: Characteristics, zone: str, rules: str, keys: Iterable[str] | None = None, *,
               gain: bool = True, lose: bool = True) -> Characteristics:
    """Remove the intrinsic abilities (among ``keys``, default all) whose criteria the object no
    longer meets, and give those it meets but lacks (608.4: never a second instance)."""
    wanted = set(keys) if keys is not None else {i.key for i in INTRINSICS}
    have = {_key_of(a) for a in c.abilities}
    keep = [a for a in c.abilities
            if not (lose and (k := _key_of(a)) is not None and k in wanted and not _spec(k).applies(c, zone, rules))]
    add = []
    if gain:
        for i in INTRINSICS:
            if i.key in wanted and i.key not in have and i.applies(c, zone, rules):
                add.append(i.ability(rules))
    return _with(c, keep, add)


def evaluate_all(c: Characteristics, zone: str, rules: str) -> Characteristics:
    """Every intrinsic ability re-evaluated (608.3a; and, under ``cr``, after layer 1–3 effects)."""
    return reevaluate(c, zone, rules)


def strip(c: Characteristics) -> Characteristics:
    """The object without any intrinsic ability (the amended model's layers 1–3)."""
    return _with(c, [a for a in c.abilities if not (a.intrinsic and a.origin == "rule")], [])


def after_type_change(before: Characteristics, after: Characteristics, zone: str, rules: str,
                      set_types: Iterable[str]) -> Characteristics:
    """608.3b–e: types the effect set (or added) re-grant their abilities if the criteria are
    met; types it removed take their abilities away. Other intrinsic abilities stay as they are."""
    old = before.types | before.subtypes
    new = after.types | after.subtypes
    removed = old - new
    setting = set(set_types) & new
    lose = [i.key for i in INTRINSICS if i.tied_to & removed]
    gain = [i.key for i in INTRINSICS if i.tied_to & setting]
    out = reevaluate(after, zone, rules, lose, gain=False) if lose else after
    # a Saga's ability also needs the Saga subtype; a mana ability needs Land and the land type
    return reevaluate(out, zone, rules, gain, lose=True) if gain else out


def after_ability_change(before: Characteristics, after: Characteristics, zone: str, rules: str,
                         removed_all: bool) -> Characteristics:
    """608.3g–h (and, under ``cr``, the article's reading of today's Saga abilities): gaining or
    losing read ahead or chapter abilities re-evaluates the Saga abilities. An effect that
    removes all abilities gives nothing back."""
    if removed_all:
        return after
    if (_has_read_ahead(before), _has_chapters(before)) == (_has_read_ahead(after), _has_chapters(after)):
        return after
    keys = [i.key for i in INTRINSICS if i.tied_to_abilities]
    return reevaluate(after, zone, rules, keys)


def entering_counters(state: "ObjectState", obj: "GameObject", choices: Mapping | None = None) -> dict[str, int]:
    """614.12 / 306.5b / 310.4b / 714.3: the counters a permanent enters with because of its
    intrinsic abilities, decided from the characteristics it has on the battlefield. Without
    the ability (removed by an effect) it enters with none."""
    keys = {_key_of(a) for a in state.abilities}
    # 707.2, 306.5b: a permanent entering as a copy enters with the copiable loyalty (defense) it copied
    printed = obj.copy_of if obj.copy_of is not None else obj.printed()
    out: dict[str, int] = {}
    if "loyalty" in keys and printed.loyalty is not None:
        out["loyalty"] = printed.loyalty
    if "defense" in keys and printed.defense is not None:
        out["defense"] = printed.defense
    chosen = int((choices or obj.choices or {}).get("number", 1) or 1)
    if "saga:lore" in keys:
        out["lore"] = 1
    if "saga:chosen" in keys:
        out["lore"] = chosen
    if "saga" in keys:
        out["lore"] = chosen if _has_read_ahead(state.characteristics) else 1
    return out


def determine_after_layer_3(zones: Mapping[str, str], chars: Mapping[str, Characteristics]) -> dict[str, Characteristics]:
    """608.3a (amended): each object gains the intrinsic abilities whose criteria it meets
    (``zones``: each object's zone)."""
    return {oid: evaluate_all(c, zones[oid], "amended") for oid, c in chars.items()}
