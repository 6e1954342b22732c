"""The value types of step arguments, choices and expectations: one checker per type, shared by
scenario files and the Python API (``step_kinds.Arg.check`` names one of these).

Each checker takes the value and the field it came from, and returns the value normalised (a
colour word becomes its letter, a subtype its spelling in rule 205.3) or raises one
:class:`~layerkit.errors.ScenarioError` naming the field, with a "did you mean" where a name is close
to a known one.

>>> color("green", "choices.color"), creature_type("elf", "choices.creature_type")
('G', 'Elf')
>>> color("red-ish", "choices.color")
Traceback (most recent call last):
...
layerkit.errors.ScenarioError: choices.color: unknown color 'red-ish' (W, U, B, R, G or white, blue, black, red, green; did you mean 'red'?)
"""
from __future__ import annotations

import difflib
import re
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping

from ..errors import ScenarioError, shown
from ..rules.characteristics import BASIC_LAND_TYPES, CARD_TYPES, COLOR_WORDS, COLORS, SUPERTYPES, subtype_kinds

ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "outside")
FACE_DOWN_KINDS = ("morph", "megamorph", "disguise", "manifest", "cloak")
MAX_NUMBER = 10 ** 6
MAX_TEXT = 500

#: Alternative costs (118.9) a permanent may have been cast for, with the keyword that allows it.
ALT_COSTS = {"dash": "Dash", "impending": "Impending", "blitz": "Blitz", "evoke": "Evoke", "prowl": "Prowl",
             "spectacle": "Spectacle", "surge": "Surge", "madness": "Madness", "emerge": "Emerge", "bestow": "Bestow",
             "disturb": "Disturb", "foretell": "Foretell", "overload": "Overload", "warp": "Warp",
             "sneak": "Sneak", "flashback": "Flashback", "escape": "Escape", "plot": "Plot", "mutate": "Mutate",
             "harmonize": "Harmonize", "freerunning": "Freerunning", "miracle": "Miracle",
             # kicker is an optional additional cost (702.33a, 118.8), not an alternative one; a
             # permanent "was kicked" (702.33d) when it was cast with it, recorded the same way
             "kicker": "Kicker",
             # teamwork ("As an additional cost to cast this spell, you may tap any number of creatures you
             # control with total power N or more"): an optional additional cost too, recorded the same way
             "teamwork": "Teamwork",
             # ifsother18: 702.187b: mayhem, an alternative cost of a card cast from a graveyard
             "mayhem": "Mayhem"}

#: Counter kinds (122): the keyword counters of 122.1b and the named counters cards use; +X/+Y and
#: -X/-Y counters are recognised by their form.
KEYWORD_COUNTER_KINDS = ("flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
                         "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
                         "vigilance")
NAMED_COUNTER_KINDS = KEYWORD_COUNTER_KINDS + (
    "loyalty", "lore", "level", "time", "charge", "defense", "shield", "stun", "oil", "poison", "page", "verse",
    "quest", "fade", "age", "ice", "ingredient", "cage", "divinity", "energy", "experience", "finality", "flood", "fungus", "gem",
    "hatchling", "incarnation", "infection", "ki", "luck", "mining", "net", "omen", "ore", "pressure", "rad",
    "rust", "slime", "spore", "storage", "study", "training", "vow", "wish", "bounty", "blood", "bore", "coin",
    "corpse", "crank", "depletion", "doom", "dream", "egg", "feather", "fuse", "glyph", "gold", "growth",
    "healing", "hit", "hour", "hunger", "husk", "judgment", "knowledge", "landmark", "lock", "magnet",
    "matrix", "muster", "night", "paralyzation", "petal", "pin", "plague", "plot", "point", "polyp", "prey",
    "pupa", "repair", "ritual", "scream", "shell", "silver", "slumber", "soot", "soul", "spite", "strife",
    "suspect", "tide", "tower", "trap", "unity", "valor", "velocity", "void", "wage", "wind", "wither",
    "acorn", "aegis", "aim", "arrow", "arrowhead", "awakening", "blaze", "burden", "carrion", "chip", "chorus",
    "collection", "component", "contested", "credit", "croak", "crystal", "cube", "currency", "death", "delay",
    "desperation", "devotion", "discovery", "echo", "eon", "eyeball", "eyestalk", "fate", "fellowship",
    "fetch", "filibuster", "flame", "foreshadow", "fury", "ghostform", "harmony", "hope", "hoofprint", "impostor",
    "intel", "intervention", "invitation", "isolation", "javelin", "keyword", "kick", "manabond", "mannequin",
    "mire", "music", "necrodermis", "nest", "omen", "pain", "phylactery", "pierce", "plan", "rejection",
    "reprieve", "rev", "ribbon", "ripple", "rope", "sleep", "sleight", "stash", "task", "theft", "ticket",
    "vitality", "vortex", "wreck", "conqueror", "saurian")
_PT_COUNTER = re.compile(r"^[+-]\d{1,6}/[+-]\d{1,6}$")

Checker = Callable[[Any, str], Any]


# ---------------------------------------------------------------------------------- helpers
def fail(message: str, field: str | None, hint: str | None = None) -> ScenarioError:
    return ScenarioError(message, field=field, hint=hint)


def _type_name(value: Any) -> str:
    return {bool: "true/false", int: "a number", float: "a number", str: "text", list: "a list", tuple: "a list",
            dict: "a mapping", type(None): "nothing"}.get(type(value), "a mapping" if isinstance(value, Mapping)
                                                                else type(value).__name__)


def _got(value: Any) -> str:
    return f"got {_type_name(value)} {shown(value, 60)}" if value is not None else "got nothing"


def did_you_mean(word: str, options: Iterable[str]) -> str | None:
    """The closest of ``options`` to ``word`` (case-insensitively), or None."""
    opts = list(options)
    lowered = {o.lower(): o for o in opts}
    close = difflib.get_close_matches(word.lower()[:80], list(lowered), n=1, cutoff=0.6)
    return lowered[close[0]] if close else None


_LOWERED: dict[tuple[str, ...], dict[str, str]] = {}     # each list of options, by its lower-case spelling


def enum(word: Any, options: Iterable[str], field: str | None, what: str, listing: str | None = None) -> str:
    """``word`` spelled as one of ``options`` (case-insensitive), or a ScenarioError with a hint."""
    opts = tuple(options)
    if not isinstance(word, str) or not word.strip():
        raise fail(f"expected {what}, {_got(word)}", field, listing or (", ".join(opts) if len(opts) <= 12 else None))
    lowered = _LOWERED.get(opts)
    if lowered is None:
        lowered = {o.lower(): o for o in opts}
        if len(_LOWERED) < 256:            # the fixed lists (rule sets, zones, kinds), not every board's ids
            _LOWERED[opts] = lowered
    hit = lowered.get(word.strip().lower())
    if hit is not None:
        return hit
    close = did_you_mean(word, opts)
    shown_list = listing or (", ".join(opts) if len(opts) <= 12 else None)
    hint = "; ".join(x for x in (shown_list, f"did you mean {close!r}?" if close else None) if x) or None
    raise fail(f"unknown {what} {shown(word)}", field, hint)


# ---------------------------------------------------------------------------------- scalar types
def text(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(f"expected text, {_got(value)}", field)
    if len(value) > MAX_TEXT:
        raise fail(f"text longer than {MAX_TEXT} characters", field)
    return value


def object_id(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value:
        raise fail(f"expected an object id, {_got(value)}", field,
                   "ids are names such as cub or urborg; quote numbers: id: '5'")
    if len(value) > MAX_TEXT:
        raise fail(f"an id longer than {MAX_TEXT} characters", field)
    return value


def id_list(value: Any, field: str) -> list[str]:
    """An id or a list of ids (a list afterwards)."""
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise fail(f"expected an object id or a list of ids, {_got(value)}", field)
    return [object_id(v, f"{field}[{i}]") for i, v in enumerate(value)]


def card_name(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(f"expected a card name, {_got(value)}", field)
    if len(value) > MAX_TEXT:
        raise fail(f"a card name longer than {MAX_TEXT} characters", field)
    return value


def player(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value:
        raise fail(f"expected a player's name, {_got(value)}", field)
    return value


def flag(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise fail(f"expected true or false, {_got(value)}", field)
    return value


def whole_number(value: Any, field: str, low: int = 0, high: int = MAX_NUMBER) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** 12:
            got = f"got a number with {len(str(abs(value)))} digits"
        else:
            got = _got(value)
        too_big = isinstance(value, int) and not isinstance(value, bool) and value > high == MAX_NUMBER
        raise fail(f"expected a whole number from {low} to {high}, {got}", field,
                   "counters are counted one by one; use a smaller number" if too_big else None)
    return value


def life_total(value: Any, field: str) -> int:
    """A life total: a whole number, zero or less too (119.6: a player with 0 or less life loses the
    game the next time state-based actions are checked; until then it is their life total)."""
    return whole_number(value, field, -MAX_NUMBER, MAX_NUMBER)


def number_or_none(value: Any, field: str) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10 ** 9:
        raise fail(f"expected a number (or null for none), {_got(value)}", field)
    return value


def zone(value: Any, field: str) -> str:
    return enum(value, ZONES, field, "zone")


def entering_zone(value: Any, field: str) -> str:
    """The zone an ``enter`` step puts a card into: one of ``ZONES``, or the command zone, where only a
    conspiracy card is put (315.2; the board refuses any other card there).

    >>> entering_zone("Command", "zone"), entering_zone("hand", "zone")
    ('command', 'hand')
    """
    return enum(value, ZONES + ("command",), field, "zone")


def one_of(*options: str) -> Checker:
    def check(value: Any, field: str) -> str:
        return enum(value, options, field, "value", " or ".join(options))
    check.__doc__ = " or ".join(options)
    return check


def alt_cost(value: Any, field: str) -> str:
    return enum(value, ALT_COSTS, field, "alternative cost", "e.g. " + ", ".join(list(ALT_COSTS)[:8]) + ", ...")


def which(value: Any, field: str) -> int | str:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise fail(f"expected a loyalty cost like '+1' or a position like 2, {_got(value)}", field)
    if isinstance(value, int) and not 1 <= value <= 1000:
        raise fail(f"expected a position from 1 (the first ability in oracle order), got {shown(value, 30)}", field)
    if isinstance(value, str) and not re.fullmatch(r"[+\-−]?(\d+|X)", value.strip()) and (
            len(value) > 300 or not re.search(r"[A-Za-z]", value)
            or (len(value.split()) < 2 and not re.fullmatch(r"[A-Za-z]{4,}", value.strip()))):
        raise fail(f"expected a loyalty cost like '+1', '-2' or '0', a position, two or more words of the "
                   f"ability's text, or a keyword (\"prowess\"), got {shown(value)}", field)
    return value


def nothing(value: Any, field: str) -> None:
    if value not in (None, {}):
        raise fail(f"takes no arguments, {_got(value)}", field)
    return None


# ---------------------------------------------------------------------------------- game vocabulary
def color(value: Any, field: str) -> str:
    """A colour as its letter (W U B R G), from the letter or the word in any case."""
    if isinstance(value, str):
        v = value.strip()
        if v.upper() in COLORS and len(v) == 1:
            return v.upper()
        if v.lower() in COLOR_WORDS:
            return COLOR_WORDS[v.lower()]
    listing = "W, U, B, R, G or white, blue, black, red, green"
    if not isinstance(value, str):
        raise fail(f"expected a color, {_got(value)}", field, listing)
    close = did_you_mean(value, list(COLOR_WORDS))
    raise fail(f"unknown color {shown(value)}", field, listing + (f"; did you mean {close!r}?" if close else ""))


def colors(value: Any, field: str) -> list[str]:
    return _list_of(color)(value, field)


def card_type(value: Any, field: str) -> str:
    if isinstance(value, str) and value.strip().lower() == "tribal":
        return "Kindred"
    return enum(value, CARD_TYPES, field, "card type")


def supertype(value: Any, field: str) -> str:
    return enum(value, SUPERTYPES, field, "supertype")


@lru_cache(maxsize=None)
def _subtypes(kind: str | None) -> tuple[str, ...]:
    kinds = subtype_kinds()
    names = kinds[kind] if kind else frozenset().union(*kinds.values())
    return tuple(sorted(names))


def _subtype_of(kind: str | None, what: str) -> Checker:
    def check(value: Any, field: str) -> str:
        return enum(value, _subtypes(kind), field, what)
    return check


creature_type = _subtype_of("Creature", "creature type (205.3m)")
land_type = _subtype_of("Land", "land type (205.3i)")
subtype = _subtype_of(None, "subtype (205.3)")


def basic_land_type(value: Any, field: str) -> str:
    return enum(value, BASIC_LAND_TYPES, field, "basic land type")


def counter_kind(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise fail(f"expected a counter kind such as +1/+1, flying or lore, {_got(value)}", field)
    v = value.strip()
    if _PT_COUNTER.match(v):
        return v
    return enum(v, NAMED_COUNTER_KINDS, field, "counter kind (122)", "+X/+Y, -X/-Y, a keyword counter (122.1b), "
                                                                       "loyalty, lore, level, time, shield, ...")


def counter_map(value: Any, field: str) -> dict[str, int]:
    """``{kind: number}``: kinds checked, numbers from 0 to 1000000."""
    if not isinstance(value, Mapping):
        raise fail(f"expected {{kind: number}}, {_got(value)}", field, "e.g. {'+1/+1': 2}")
    out: dict[str, int] = {}
    for k, n in value.items():
        kind = counter_kind(k, f"{field}.{shown(k, 40)}" if not isinstance(k, str) else f"{field}.{k}")
        out[kind] = out.get(kind, 0) + whole_number(n, f"{field}.{kind}")
    return out


def _list_of(check: Checker, *, allow_single: bool = False) -> Checker:
    def checker(value: Any, field: str) -> list[Any]:
        if allow_single and isinstance(value, str):
            value = [value]
        if not isinstance(value, (list, tuple)):
            raise fail(f"expected a list, {_got(value)}", field,
                       f"write [{value}]" if isinstance(value, (str, int)) and not isinstance(value, bool) else None)
        return [check(v, f"{field}[{i}]") for i, v in enumerate(value)]
    return checker


def text_list(value: Any, field: str) -> list[str]:
    return _list_of(lambda v, f: _plain_text(v, f))(value, field)


def _plain_text(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise fail(f"expected text, {_got(value)}", field)
    return value


# ---------------------------------------------------------------------------------- choices
_WORD_KINDS = (("color word", tuple(COLOR_WORDS)), ("basic land type", tuple(BASIC_LAND_TYPES)))


def words(value: Any, field: str) -> dict[str, str]:
    """A text change (612): ``{from: WORD, to: WORD}``, both colour words or both basic land types
    (Mind Bend), or both creature types (Artificial Evolution)."""
    if not isinstance(value, Mapping) or set(value) != {"from", "to"}:
        raise fail(f"expected {{from: WORD, to: WORD}}, {_got(value)}", field, "e.g. {from: white, to: black}")
    a, b = value["from"], value["to"]
    for key, v in (("from", a), ("to", b)):
        if not isinstance(v, str) or not v.strip():
            raise fail(f"expected a word, {_got(v)}", f"{field}.{key}")
    kinds = _WORD_KINDS + (("creature type", _subtypes("Creature")),)
    for what, options in kinds:
        low = {o.lower() for o in options}
        if a.strip().lower() in low:
            if b.strip().lower() not in low:
                close = did_you_mean(b, options)
                raise fail(f"{shown(b)} is not a {what}; a text change replaces a {what} with another (612.2)",
                           f"{field}.to", f"did you mean {close!r}?" if close else ", ".join(options[:10]))
            return {"from": a, "to": b}
    close = did_you_mean(a, [w for _, opts in _WORD_KINDS for w in opts])
    raise fail(f"{shown(a)} is not a color word, a basic land type or a creature type (612.2)", f"{field}.from",
               f"did you mean {close!r}?" if close else "e.g. white, blue, Forest, Island")


def word_kind(word: str) -> str | None:
    """The kind of word a text change replaces (612.2): ``color word``, ``basic land type`` or
    ``creature type`` (None for another word).

    >>> word_kind("White"), word_kind("forest"), word_kind("Elf"), word_kind("Ring")
    ('color word', 'basic land type', 'creature type', None)
    """
    low = word.strip().lower()
    for what, options in _WORD_KINDS + (("creature type", _subtypes("Creature")),):
        if low in {o.lower() for o in options}:
            return what
    return None


def modes(value: Any, field: str) -> list[int]:
    """The modes chosen for a modal spell or ability (700.2a): a 1-based position in printed order,
    or a list of them ("choose two", "choose one or more"); always a list afterwards. Whether the
    card has that many modes, and allows that many, is checked by the board (it knows the card).

    >>> modes(2, "choices.modes"), modes([1, 3], "choices.modes")
    ([2], [1, 3])
    """
    items = value if isinstance(value, (list, tuple)) else [value]
    out = []
    for i, v in enumerate(items):
        where = field if not isinstance(value, (list, tuple)) else f"{field}[{i}]"
        if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= 100:
            raise fail(f"expected a mode's position from 1 (the first mode as printed), {_got(v)}", where,
                       "e.g. choices: {modes: 2}, or {modes: [1, 3]} for \"choose two\"")
        out.append(v)
    return out


def pt_change(value: Any, field: str) -> str:
    """A power/toughness change chosen as a spell or ability resolves: ``"+1/-1"`` (608.2d), written
    with both signs; or a base power and toughness chosen so (``"4/1"``, 613.4b: "become 4/1 or 1/4"),
    written without.

    >>> pt_change("+1/-1", "choices.pt"), pt_change(" -2/+2", "choices.pt"), pt_change("4/1", "choices.pt")
    ('+1/-1', '-2/+2', '4/1')
    """
    box = re.fullmatch(r"(\d+)/(\d+)", value.strip()) if isinstance(value, str) else None
    if box is not None:
        return f"{int(box.group(1))}/{int(box.group(2))}"
    m = re.fullmatch(r"([+-]\d+)/([+-]\d+)", value.strip()) if isinstance(value, str) else None
    if m is None:
        raise fail(f"expected a change of power and toughness such as '+1/-1', {_got(value)}", field,
                   "e.g. choices: {pt: '+1/-1'}")
    return f"{int(m.group(1)):+d}/{int(m.group(2)):+d}"


def kicker_cost(value: Any, field: str) -> str:
    """A kicker cost as printed (702.33a), such as ``{1}{U}``: one of a spell's kicker costs that was paid.

    >>> kicker_cost("{1}{u}", "choices.kicked_with[0]")
    '{1}{U}'
    """
    if not isinstance(value, str) or not re.fullmatch(r"(\{[0-9A-Za-z/]+\})+", value.strip()):
        raise fail(f"expected a kicker cost such as '{{1}}{{U}}', {_got(value)}", field,
                   "e.g. choices: {kicked_with: ['{1}{U}']}")
    return value.strip().upper()


def mana_payment(value: Any, field: str) -> dict[str, int]:
    """The mana spent to cast a spell (601.2g-h), by type of mana (106.1: W U B R G, C colorless), all of it:
    a type left out was not spent; ``{}``: none was (or it wasn't cast).

    >>> mana_payment({"W": 3, "C": 1}, "choices.mana_spent")
    {'W': 3, 'C': 1}
    """
    if not isinstance(value, Mapping):      # {}: no mana was spent (or it wasn't cast)
        raise fail(f"expected the mana spent by type, {_got(value)}", field, "e.g. choices: {mana_spent: {W: 3, C: 1}}")
    out = {}
    for k, n in value.items():
        if k not in ("W", "U", "B", "R", "G", "C"):
            raise fail(f"unknown type of mana {shown(k)}", f"{field}.{k}", "one of W, U, B, R, G, C (106.1)")
        out[str(k)] = whole_number(n, f"{field}.{k}")
    return out


def stated_quality(kind: str, value: Any, field: str) -> list[str]:
    """608.2h: what a stated object was — its card types (205.2a), subtypes (205.3), supertypes (205.4) or colors
    (105.2: W, U, B, R, G) — as a list, each word capitalised as the rules print it.

    >>> stated_quality("subtypes", ["human"], "choices.stated.sacrificed.subtypes")
    ['Human']
    >>> stated_quality("colors", ["B", "g"], "f")
    ['B', 'G']
    """
    from ..rules.characteristics import CARD_TYPES, SUPERTYPES
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) and v for v in value):
        raise fail(f"expected a list of {kind}, {_got(value)}", field, "e.g. [Creature]" if kind == "types" else
                   "e.g. [Human]" if kind == "subtypes" else "e.g. [Snow]" if kind == "supertypes" else "e.g. [B, G]")
    if kind == "colors":
        out = [v.upper() for v in value]
        bad = [v for v in out if v not in ("W", "U", "B", "R", "G")]
    else:
        out = [v[:1].upper() + v[1:] for v in value]
        known = CARD_TYPES if kind == "types" else SUPERTYPES if kind == "supertypes" else None
        bad = [v for v in out if known is not None and v not in known]
    if bad:
        raise fail(f"unknown {kind[:-1]} {shown(bad[0])}", field,
                   "W, U, B, R or G (105.1)" if kind == "colors" else "as the rules print it (205)")
    return out


def stated_objects(value: Any, field: str) -> dict[str, dict[str, Any]]:
    """608.2h: numbers of the objects a resolving spell or ability names by what happened to them, as the step
    states them (their last known information): ``{sacrificed: {power: 3}, spell: {mana_value: 2}}``; a power or
    toughness may be negative (107.1b), a mana value, an amount of mana or a count is a whole number.

    >>> stated_objects({"sacrificed": {"power": -1, "mana_value": 3}}, "choices.stated")
    {'sacrificed': {'power': -1, 'mana_value': 3}}
    >>> stated_objects({"revealed": {"objects": [{"types": ["Land"]}, {"types": ["Creature"]}]}}, "choices.stated")
    {'revealed': {'objects': [{'types': ['Land']}, {'types': ['Creature']}], 'count': 2}}
    """
    from ..vocabulary.model import STATED_CHARACTERISTICS, STATED_OBJECTS, STATED_QUALITIES
    if not isinstance(value, Mapping):
        raise fail(f"expected a mapping of objects to their numbers, {_got(value)}", field,
                   "e.g. choices: {stated: {sacrificed: {power: 3}}}")
    out: dict[str, dict[str, Any]] = {}
    for role, nums in value.items():
        if role not in STATED_OBJECTS:
            raise fail(f"unknown object {shown(role)}", f"{field}.{role}", "one of " + ", ".join(STATED_OBJECTS))
        if not isinstance(nums, Mapping):
            raise fail(f"expected a mapping of numbers, {_got(nums)}", f"{field}.{role}", "e.g. {power: 3}")
        out[str(role)] = {}
        for k, n in nums.items():
            if k == "counters":
                # ifsyou15: 122.1: the counters it had, by kind ({} for none), as it last existed (603.10a)
                out[str(role)][str(k)] = counter_map(n, f"{field}.{role}.{k}")
                continue
            if k == "objects":
                # "for each nonland card revealed this way": what each of the objects was, one mapping each
                # ({types: [Land]}), for a count of some of them; as many as a stated count says
                if not isinstance(n, (list, tuple)) or not all(isinstance(o, Mapping) for o in n):
                    raise fail(f"expected a list of objects, each a mapping, {_got(n)}", f"{field}.{role}.objects",
                               "e.g. objects: [{types: [Land]}, {types: [Creature], colors: [G]}]")
                objs = [stated_objects({str(role): o}, f"{field}.{role}.objects[{i}]")[str(role)]
                        for i, o in enumerate(n, 1)]
                if any("objects" in o or "count" in o for o in objs):
                    raise fail("an object of the list states no count or objects of its own",
                               f"{field}.{role}.objects", "each is one object: {types: [...], power: N, ...}")
                out[str(role)]["objects"] = objs
                continue
            if k in STATED_QUALITIES:
                # what it was (205.2a, 205.3, 205.4, 105.2): a list of card types, subtypes, supertypes or colors
                out[str(role)][str(k)] = stated_quality(k, n, f"{field}.{role}.{k}")
                continue
            if k not in STATED_CHARACTERISTICS:
                raise fail(f"unknown number {shown(k)}", f"{field}.{role}.{k}",
                           "one of " + ", ".join(dict.fromkeys(STATED_CHARACTERISTICS + STATED_QUALITIES)))
            low = -MAX_NUMBER if k in ("power", "toughness") else 0      # 107.1b: power may be below 0
            high = 5 if k == "colors_spent" else MAX_NUMBER                # 105.1: five colors
            out[str(role)][str(k)] = whole_number(n, f"{field}.{role}.{k}", low, high)
        said = out[str(role)]
        if "objects" in said and "count" in said and said["count"] != len(said["objects"]):
            raise fail(f"count {said['count']} but {len(said['objects'])} objects", f"{field}.{role}",
                       "the count of the objects named is the number of objects stated")
        if "objects" in said:
            said.setdefault("count", len(said["objects"]))      # how many objects it names: those stated
    return out


def _votes(value: Any, field: str) -> dict[str, int]:
    """701.38: ``{option: number of votes}`` ("each player votes for sprout or harvest": ``{sprout: 2, harvest: 1}``)."""
    if not isinstance(value, Mapping) or not value:
        raise fail(f"expected a mapping of options to their numbers of votes, {_got(value)}", field,
                   "e.g. {sprout: 2, harvest: 1}")
    return {str(k): whole_number(n, f"{field}.{k}") for k, n in value.items()}


CHOICE_CHECKS: dict[str, Checker] = {
    "color": color, "creature_type": creature_type, "card_type": card_type, "land_type": land_type,
    "player": player, "object": object_id, "words": words,
    "ability": _plain_text,
    "card_name": _plain_text,        # 201.4: "choose a card name" (hidden agenda, 702.106a)
    "counter": _plain_text,          # "enters with your choice of a deathtouch counter or a lifelink counter" (614.12)          # "your choice of flying, deathtouch, or lifelink" (608.2d)
    "number": lambda v, f: whole_number(v, f),
    "times_kicked": lambda v, f: whole_number(v, f),               # 702.33c-d
    "colors_spent": lambda v, f: whole_number(v, f, 0, 5),         # 105.1: five colors; 702.44a
    "mana_spent": lambda v, f: mana_payment(v, f),                 # 601.2g-h: the whole payment, by type
    "convoked": lambda v, f: whole_number(v, f),                   # 702.51a: creatures tapped for convoke
    "roll": lambda v, f: whole_number(v, f, 1),                      # 706.2: the result of the die roll
    "removed": counter_map,     # 608.2d: "remove up to three counters from target permanent": the counters chosen
    "moved": counter_map,       # 122.5, 608.2d: "move a counter from ... onto ...": the counters chosen to move
    "up_to": lambda v, f: whole_number(v, f),       # 608.2d: "put up to X counters": the number chosen as it resolves
    "votes": lambda v, f: _votes(v, f),   # 701.38: the votes for each option of the vote the ability took
    "stated": stated_objects,        # 608.2h: "the sacrificed creature's power", "for each card discarded this way"
    "cast_with": lambda v, f: _list_of(lambda c, g: enum(c, ("bargain", "gift", "evidence"), g, "choice made as it was cast",
                                                          "bargain (702.166b), gift (702.174b) or evidence "
                                                          "(collected, 701.59c)"))(v, f),
    "kicked_with": lambda v, f: _list_of(lambda c, g: kicker_cost(c, g))(v, f),   # 702.33d: which kicker costs
    "cast_from": lambda v, f: enum(v, ("hand", "graveyard", "exile", "library", "command", "none"), f,
                                   "zone it was cast from", "hand, graveyard, exile, library, command, or none (not cast)"),
    "cast_during": lambda v, f: enum(v, ("your_main_phase", "other"), f, "time it was cast",
                                     "your_main_phase (505.1) or other"),
    "distribution": lambda v, f: _list_of(lambda n, g: whole_number(n, g, 1))(v, f),   # 601.2d
    # 601.2c, 115.1d: how many targets each "target" phrase naming objects took, in order (several phrases that each
    # take a number that varies: "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature")
    "phrases": lambda v, f: _list_of(lambda n, g: whole_number(n, g))(v, f),
    "proliferate": lambda v, f: _list_of(_plain_text)(v, f),     # 701.34a: the permanents (ids) and players chosen
    "nonland": flag,        # 701.44a, 701.50a: the card the permanent explored (revealed) or connived (discarded) was nonland
    "modes": modes,
    "pt": lambda v, f: pt_change(v, f),           # "gets +1/-1 or -1/+1 until end of turn" (608.2d)
    "won": flag,            # 705, 701.30: the coin flip, clash or guess was won ("If you win the flip, ...")
    "otherwise": flag,      # 608.2c: the other branch of an either/or ("If you don't, ...", "Otherwise, ...") happened
    # 601.2: the sources (ids) whose "the first <kind> spell you cast each turn" this spell is (the first spell of
    # that kind its controller cast this turn): stated on the spell's own step, never worked out from the board
    "first_spell_of": lambda v, f: id_list(v, f),
    # 601.2: the sources (ids; a spell's: its card name) whose "the next <kind> spell you cast this turn" this spell is
    "next_spell_of": lambda v, f: id_list(v, f),
    "mana_from": lambda v, f: id_list(v, f),    # 106.4, 601.2h: the sources of mana spent on the spell, one per mana
    "you_did": flag,        # 608.2c, 614.1c: the ability's optional action was taken ("If you do, ~ enters with ...")
    # 608.2c: this resolution of the ability is its N-th this turn ("if this is the second time this ability has
    # resolved this turn"), counting this one
    "resolved_this_turn": lambda v, f: whole_number(v, f, 1),
    "tribute_paid": flag,   # 702.104a-b: the opponent put the tribute counters on it as it entered
    "treasure_mana": lambda v, f: whole_number(v, f),   # 111.10a, 601.2h: the mana from Treasures spent to cast/activate it
}
CHOICE_KEYS = frozenset(CHOICE_CHECKS)


def choices(value: Any, field: str) -> dict[str, Any]:
    if not isinstance(value, Mapping):
        raise fail(f"expected a mapping of choices, {_got(value)}", field, "e.g. {color: G}; keys: "
                   + ", ".join(sorted(CHOICE_KEYS)))
    out = {}
    for k, v in value.items():
        if k not in CHOICE_CHECKS:
            close = did_you_mean(str(k), CHOICE_KEYS)
            raise fail(f"unknown choice {shown(k)}", f"{field}.{shown(k, 40) if not isinstance(k, str) else k}",
                       f"one of {', '.join(sorted(CHOICE_KEYS))}" + (f"; did you mean {close!r}?" if close else ""))
        out[k] = CHOICE_CHECKS[k](v, f"{field}.{k}")
    return out


def face_down(value: Any, field: str) -> Any:
    if isinstance(value, Mapping):
        return value          # the listed characteristics: checked by the board (708.2)
    return enum(value, FACE_DOWN_KINDS, field, "face-down kind",
                ", ".join(FACE_DOWN_KINDS) + ", or the characteristics the effect lists, "
                "e.g. {types: [Land], subtypes: [Forest]} (Yedora, Grave Gardener)")


# ---------------------------------------------------------------------------------- expectations
def _set_of(check: Checker) -> Checker:
    """A set expectation: a list, or {includes: [...], excludes: [...]}."""
    def checker(value: Any, field: str) -> Any:
        if isinstance(value, Mapping):
            for k in value:
                if k not in ("includes", "excludes"):
                    close = did_you_mean(str(k), ("includes", "excludes"))
                    raise fail(f"unknown key {shown(k)}", f"{field}.{k}",
                               "includes or excludes" + (f"; did you mean {close!r}?" if close else ""))
            if not value:
                raise fail("expected includes and/or excludes", field)
            return {k: _list_of(check)(v, f"{field}.{k}") for k, v in value.items()}
        return _list_of(check)(value, field)
    return checker


EXPECT_CHECKS: dict[str, Checker] = {
    "types": _set_of(card_type), "supertypes": _set_of(supertype), "subtypes": _set_of(subtype),
    "colors": _set_of(color),
    "name": _plain_text, "power": number_or_none, "toughness": number_or_none, "loyalty": number_or_none,
    "defense": number_or_none, "controller": player, "owner": player, "zone": zone,
    "mana_value": lambda v, f: whole_number(v, f, 0, 10 ** 6),
    "abilities": text_list, "has": text_list, "lacks": text_list, "qualities": text_list,
    "counters": counter_map,
}
