"""Read oracle text and say which layers (CR 613) its effects touch.

:func:`classify` is a wording-based classifier: it splits the text into abilities the way
``data/effects/README.md`` does (one per line, one per keyword, reminder text dropped, a
leveler's ``LEVEL N-M`` block as one ability) and looks, in each ability, for the patterns the
rules use for each layer:

====  ===============================================================================
1a    "is/becomes/enters as a copy of" (707)
1b    turned or put onto the battlefield face down (708)
2     "gain(s)/exchange control of", "you control enchanted ..." (613.1b)
3     "change the text of", "replacing all instances of", "the full text of" (612)
4     "is a/are [type]", "becomes a ... creature", "in addition to its other types",
      "it's still a land", "every creature type", "loses all creature types", changeling
5     "is/are/becomes [color]", "all colors", "colorless", "in addition to its other colors",
      devoid
6     has/have/gains a keyword or a quoted ability, "loses all abilities", "loses flying",
      "can't have or gain", keyword counters (613.1f)
7a    "[this object]'s power and toughness are each equal to ..." (a CDA, 604.3a)
7b    "base power and toughness", "is a 3/3", "with power and toughness each equal to",
      a leveler's P/T box
7c    "gets +X/+Y", +1/+1 and -1/-1 counters put on objects
7d    "switch ... power and toughness"
====  ===============================================================================

A part is a characteristic-defining ability when it is a static ability printed on the card
(not granted in quotes, not created by an activated or triggered ability or a spell), it
defines the object's own colors, subtypes, or power/toughness, and it has no condition
(604.3a). Token creation ("create a 2/2 ... token with flying") defines the token's
characteristics and is not a continuous effect, so it is skipped.

>>> c = classify("Enchanted creature gets +2/+0 and has trample.", "Enchantment — Aura")
>>> c.layers
('6', '7c')
>>> classify("Tarmogoyf's power is equal to the number of card types among cards in all "
...          "graveyards and its toughness is equal to that number plus 1.",
...          "Creature — Lhurgoyf", name="Tarmogoyf").has_cda
True
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache

from ..resources import data_file
from ..rules.keyword_abilities import keyword_layers, rules_text as keyword_rules_text, two_abilities

__all__ = ["LAYER_ORDER", "Part", "Classification", "classify", "classify_ability", "split_abilities"]

#: Layer labels in the order the layers apply (613.1, 613.4).
LAYER_ORDER: tuple[str, ...] = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")
_RANK = {label: i for i, label in enumerate(LAYER_ORDER)}


@dataclass(frozen=True)
class Part:
    """One ability (or a spell's effect) and the layers it touches.

    ``kind`` is one of ``static``, ``spell``, ``activated``, ``triggered``, ``keyword``,
    ``level``, ``chapter``, ``loyalty``.
    """

    text: str
    layers: tuple[str, ...]
    is_cda: bool
    kind: str = "static"


@dataclass(frozen=True)
class Classification:
    """What :func:`classify` found: the union of layers, whether any part is a CDA, the parts.

    >>> Classification(layers=("7c",), has_cda=False, parts=()).layers
    ('7c',)
    """

    layers: tuple[str, ...]
    has_cda: bool
    parts: tuple[Part, ...]


def _order(labels) -> tuple[str, ...]:
    return tuple(sorted(set(labels), key=_RANK.__getitem__))


# --------------------------------------------------------------------------------------------
# Vocabulary: keywords (702) and type words (205, from data/rules/subtypes.json)

_KEYWORDS = (
    "deathtouch", "defender", "double strike", "enchant", "equip", "first strike", "flash",
    "flying", "haste", "hexproof", "indestructible", "intimidate", "lifelink", "protection",
    "reach", "shroud", "trample", "vigilance", "ward", "banding", "rampage",
    "cumulative upkeep", "flanking", "phasing", "buyback", "shadow", "cycling", "echo",
    "horsemanship", "fading", "kicker", "multikicker", "flashback", "madness", "fear", "morph",
    "megamorph", "amplify", "provoke", "storm", "affinity", "entwine", "modular", "sunburst",
    "bushido", "soulshift", "splice", "offering", "ninjutsu", "epic", "convoke", "dredge",
    "transmute", "bloodthirst", "haunt", "replicate", "forecast", "graft", "recover", "ripple",
    "split second", "suspend", "vanishing", "absorb", "aura swap", "delve", "fortify",
    "frenzy", "gravestorm", "poisonous", "transfigure", "champion", "changeling", "evoke",
    "hideaway", "prowl", "reinforce", "conspire", "persist", "wither", "retrace", "devour",
    "exalted", "unearth", "cascade", "annihilator", "level up", "rebound", "umbra armor",
    "totem armor", "infect", "battle cry", "living weapon", "undying", "miracle", "soulbond",
    "overload", "scavenge", "unleash", "cipher", "evolve", "extort", "fuse", "bestow",
    "tribute", "dethrone", "hidden agenda", "outlast", "prowess", "dash", "exploit", "menace",
    "renown", "awaken", "devoid", "ingest", "myriad", "surge", "skulk", "emerge", "escalate",
    "melee", "crew", "fabricate", "partner", "undaunted", "improvise", "aftermath", "embalm",
    "eternalize", "afflict", "ascend", "assist", "jump-start", "mentor", "afterlife", "riot",
    "spectacle", "escape", "companion", "mutate", "encore", "boast", "foretell",
    "demonstrate", "daybound", "nightbound", "disturb", "decayed", "cleave", "training",
    "compleated", "reconfigure", "blitz", "casualty", "enlist", "read ahead", "ravenous",
    "squad", "space sculptor", "visit", "prototype", "living metal",
    "more than meets the eye", "for mirrodin!", "toxic", "backup", "bargain", "craft",
    "disguise", "solved", "plot", "saddle", "spree", "freerunning", "gift", "offspring",
    "impending", "exhaust", "max speed", "start your engines!", "harmonize", "mobilize",
    "job select", "tiered", "station", "warp", "mayhem", "web-slinging", "firebending",
    "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "landwalk",
    "desertwalk", "nonbasic landwalk", "legendary landwalk", "snow landwalk",
    "hexproof from", "protection from", "specialize", "sneak", "warp", "vehicle", "double team",
)
_KEYWORD_SET = frozenset(_KEYWORDS)
_KW = "|".join(sorted((re.escape(k) for k in _KEYWORD_SET), key=len, reverse=True))

#: The keywords a keyword counter can be (122.1b), and their variants ("hexproof from").
KEYWORD_COUNTER_KEYWORDS: tuple[str, ...] = (
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance",
)
_KEYWORD_COUNTERS_RE = "|".join(sorted((re.escape(k) for k in KEYWORD_COUNTER_KEYWORDS), key=len, reverse=True))

_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
               "planeswalker", "sorcery", "tribal", "dungeon")
_SUPERTYPES = ("legendary", "basic", "snow", "world", "ongoing")
_COLORS = ("white", "blue", "black", "red", "green")
_COLOR = "|".join(_COLORS)


def plurals(word: str) -> set[str]:
    """A subtype's singular and its plural forms (Elf, Elves; Fungus, Fungi; Merfolk, Merfolks...)."""
    out = {word}
    if word.endswith("f"):
        out.add(word[:-1] + "ves")
    if word.endswith("fe"):
        out.add(word[:-2] + "ves")
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        out.add(word[:-1] + "ies")
    if word.endswith(("s", "x", "ch", "sh")):
        out.add(word + "es")
    if word.endswith("us"):
        out.add(word[:-2] + "i")
    if word.endswith("man"):
        out.add(word[:-3] + "men")
    out.add(word + "s")
    return out


@lru_cache(maxsize=1)
def _type_words_re() -> str:
    words: set[str] = set()
    path = data_file("rules", "subtypes.json")
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except OSError:  # installed without data/: fall back to card types and basic land types
        table = {"Land": ["Plains", "Island", "Swamp", "Mountain", "Forest"]}
    for kind, names in table.items():
        if kind.startswith("_") or not isinstance(names, list):
            continue
        for n in names:
            words |= plurals(n.lower().replace("’", "'"))
    for t in _CARD_TYPES:
        words |= plurals(t)
    words -= {"a", "an", "the", "and", "or", "of", "it", "its"}
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


# --------------------------------------------------------------------------------------------
# Splitting text into abilities

_REMINDER = re.compile(r"\s*\([^()]*\)")
_LEVEL_LINE = re.compile(r"^LEVEL \d+(?:-\d+|\+)$")
_PT_LINE = re.compile(r"^[\d*+X-]+/[\d*+X-]+$")
_CHAPTER = re.compile(r"^(?:[IVX]+)(?:, [IVX]+)* — ")
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' ,.!-]{0,40} — (?=[A-Z{\"])")
_LOYALTY = re.compile(r"^\[[+\-−–]?[\dX]+\]: ")
_COST_WORDS = re.compile(r"^(?:Sacrifice|Discard|Pay|Exile|Tap|Untap|Remove|Return|Put|Reveal|Collect|Forage|Mill)\b")


def _is_keyword_line(line: str) -> bool:
    items = [i.strip().lower() for i in line.rstrip(".").split(",")]
    if line.rstrip().endswith(".") and not line.lower().startswith(("protection", "ward")):
        # sentences end with a period; keyword lines do not (except "ward—pay ..." forms)
        return False
    for item in items:
        if not item:
            return False
        head = item.split("—")[0].strip()
        if head in _KEYWORD_SET:
            continue
        if not any(head == k or head.startswith(k + " ") or head.startswith(k + "—")
                   or head.startswith(k + " {") for k in _KEYWORD_SET):
            return False
    return True


def split_abilities(oracle_text: str, type_line: str = "") -> list[tuple[str, str]]:
    """Split oracle text into ``(kind, text)`` abilities, numbered from 1 in this order.

    >>> split_abilities("Flying, trample (It can deal excess damage.)\\n{1}: Draw a card.")
    [('keyword', 'Flying'), ('keyword', 'trample'), ('activated', '{1}: Draw a card.')]
    """
    spell = bool(re.search(r"\b(?:Instant|Sorcery)\b", type_line or ""))
    out: list[tuple[str, str]] = []
    level: list[str] | None = None
    for raw in (oracle_text or "").replace("\r", "").split("\n"):
        line = raw.strip()
        if line == "//":  # face separator of a multi-face card
            if level is not None:
                out.append(("level", "\n".join(level)))
                level = None
            continue
        prev = None
        while prev != line:
            prev, line = line, _REMINDER.sub("", line).strip()
        if not line:
            continue
        if _LEVEL_LINE.match(line):
            if level is not None:
                out.append(("level", "\n".join(level)))
            level = [line]
            continue
        if level is not None:
            level.append(line)
            continue
        if line.startswith("•") and out:
            kind, text = out[-1]
            out[-1] = (kind, text + "\n" + line)
            continue
        if _is_keyword_line(line):
            out.extend(("keyword", item.strip()) for item in line.split(","))
            continue
        body = _ABILITY_WORD.sub("", line) if not _CHAPTER.match(line) else line
        if _CHAPTER.match(line):
            kind = "chapter"
        elif _LOYALTY.match(line):
            kind = "loyalty"
        elif re.match(r"^(?:When|Whenever|At) ", body):
            kind = "triggered"
        elif (":" in body and '"' not in body.split(":")[0] and "“" not in body.split(":")[0]
              and ("{" in body.split(":")[0] or _COST_WORDS.match(body))
              and len(body.split(":")[0]) < 90):
            kind = "activated"
        elif spell:
            kind = "spell"
        else:
            kind = "static"
        out.append((kind, line))
    if level is not None:
        out.append(("level", "\n".join(level)))
    return out


# --------------------------------------------------------------------------------------------
# Pattern matching

_QUOTE = re.compile(r"\"[^\"]*\"|“[^”]*”")
_SELF_NOUNS = ("creature", "land", "enchantment", "artifact", "permanent", "card", "spell",
               "aura", "equipment", "vehicle", "token", "planeswalker", "saga", "battle",
               "class", "room", "spacecraft", "case", "siege", "object", "fortification")
_SELF_RE = re.compile(r"\b(?:this (?:" + "|".join(_SELF_NOUNS) + r")|cardname)\b|~")
_COND_LEAD = re.compile(
    r"^(?:as long as|if|unless|during|while|when|whenever|at the beginning of|at the end of|"
    r"at end of combat|as|each time)\b[^,]*,\s*")
_CONDITION_WORDS = re.compile(r"\b(?:as long as|during|unless|if|only if)\b")
# The token's description runs to the end of the sentence, or to ", then": "create a 2/1 Villain creature token
# with menace, then creatures you control get +1/+0 until end of turn" goes on with an effect of its own, and so does
# "... token and put three +1/+1 counters on it"
_CREATE = re.compile(r"\bcreates?\b[^.]*?\btokens?\b(?:(?!, then | and puts? )[^.])*")
# "as long as it's white": a copula right after "as long as" states a condition, not an effect
_GUARD = re.compile(r"(?:\b(?:that|which|who|if|unless|not|isn't|aren't|whether|until|as long as)\s*$)")
#: ... and 602.5b: "Activate only if this permanent is a creature", "Activate only once each turn and only if ...": a
#: restriction on activating the ability, checked as it is activated (no continuous effect)
_CLAUSE_COND = re.compile(r"^\s*(?:then |and )?(?:if|unless|as long as|while|whenever|when|only if|where|"
                          r"activate only (?:once each turn and only |during your turn and only )?if)\b")
_TOKEN_TEXT = re.compile(r"^(?:it|they|the tokens?|that token|those tokens|each of them) (?:has|have|is|are) |"
                         # "Create a 1/1 ... token. Its power is equal to that creature's power ...": the
                         # token's power as it is created (608.2h), part of what the token is (111.3)
                         r"^(?:its|their) (?:power|toughness|power and toughness) (?:is|are)(?: each)? equal to ")
_DURATION_WORDS = re.compile(r"\buntil\b|\bthis turn\b|\bfor as long\b|\bas long as\b")

_COPULA = (r"(?:is|are|becomes?|it's|they're|that's still|'s still|is still|are still)"
           r"(?:\s+also)?(?:\s+your choice of)?")
_PT = r"(?:[\dx*]+/[\dx*]+)"


#: 905.2: words of a draft ("during the draft, you may turn ~ face down" turns a drafted card over,
#: in no game): no sign of a layer effect (also read by the compiler's signs)
DRAFT_WORDS = re.compile(r"\b(?:during the draft|as you draft|after you draft|you can't draft|booster pack|"
                         r"this draft round)\b")


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    tw = _type_words_re()
    colors = rf"(?:(?:{_COLOR})(?:(?:,| and|, and|,and) (?:{_COLOR}))*)"
    type_np = (rf"(?:(?:a|an)\s+)?(?:{_PT}\s+)?(?:{colors}\s+|colorless\s+)?"
               rf"(?:(?:{'|'.join(_SUPERTYPES)})\s+)*(?P<t>(?:(?:{tw})\b\s*)+)")
    return {
        "copy": re.compile(r"\b(?:is|becomes?|enters? as|enter as|as|it's|that's|be)\s+"
                           r"(?:a|an)\s+copy\s+of\b(?!\s+(?:target |that |the |a |an |each )?"
                           r"(?:instant|sorcery|spell|ability|activated|triggered))"),
        # manifest and cloak (701.40a, 701.58a) put a new face-down permanent onto the battlefield,
        # like creating a token: its 1b characteristics are the manifest rule's, not an effect of
        # this card's ability on objects (layerkit: ``enter ... face_down: manifest``)
        "facedown": re.compile(r"\b(?:turn|turns|put|puts|return|returns)\b[^.]*\bface down\b"),
        "draft": DRAFT_WORDS,
        "control": re.compile(r"(?<!can't )\b(?:gains?|gain|exchanges?|exchange)\s+control\s+of\b|"
                              r"\byou control enchanted\b|\byou control target (?!player|opponent|are\b|entered\b|shares?\b|doesn't\b|don't\b)|"
                              # "creatures you control that have a creature type in common": a relative clause,
                              # no control change; "you control that creature" is one (613.1b), but not under
                              # "if" ("draw a card if you control that creature": a condition) nor after a noun
                              # ("each other creature you control that ability could target": a relative clause)
                              r"(?<!\bif )(?<!\bcreature )\byou control that (?=(?:creature|permanent|land|artifact|enchantment|planeswalker|"
                              r"battle|ability|spell|token|card|aura|equipment|vehicle|object)s?\b)"),
        "text": re.compile(r"\bchange the text of\b|\bchanges? (?:its|the) text\b|"
                           r"\breplacing all instances of\b|\bfull text of\b|"
                           r"\btext-changing\b"),
        # ("there is a Mountain on the battlefield" says a permanent exists; it gives no object a type)
        "copula_type": re.compile(rf"(?<!\bthere )\b{_COPULA}\s+" + type_np),
        "other_types": re.compile(r"in addition to (?:its|their|his|her) other (?:card |creature |land )?"
                                  r"types|\b(?:every|all) (?:basic |nonbasic )?(?:creature|land) types?\b|"
                                  r"\bloses? all (?:other )?(?:card types|creature types)\b|"
                                  r"\b(?:is|are) the chosen (?:creature )?type\b"),
        "color": re.compile(rf"\b(?:is|are|becomes?|become|it's|they're)\s+(?:a |an )?"
                            rf"(?:{_PT}\s+)?(?:all colors|colorless|the chosen colou?r|"
                            rf"the colou?rs? of (?:your|its controller's) choice|{colors})\b"
                            rf"(?!\s+(?:mana|source))"),
        "other_colors": re.compile(r"in addition to (?:its|their|his|her) other colors"),
        # "Heliod isn't a creature" (removing a card type); "lands you control are basic" (a supertype)
        "not_type": re.compile(r"\b(?:isn't|aren't|is not|are not)\s+(?:a |an )?(?:creature|land|artifact|"
                               r"enchantment|planeswalker|battle)s?\b"),
        "supertype": re.compile(r"\b(?:is|are|becomes?|become)\s+(?:basic|legendary|snow)\s*(?:\.|$|,| in addition)"),
        "ability": re.compile(rf"\b(?:has|have|gains?|gain)\s+(?:your choice of\s+|"
                              rf"all of\s+|each of\s+)?(?:{_KW}|quoted|all (?:activated |"
                              rf"triggered )?abilities|that ability|those abilities|the chosen abilit(?:y|ies)|"
                              rf"all (?:activated|triggered|loyalty)(?: and (?:activated|triggered))? abilities|"
                              rf"each activated ability|[a-z]+cycling)(?:\b|(?<=!))"),   # "has For Mirrodin!"
        "lose": re.compile(rf"\b(?:loses?|lose)\s+(?:all (?:other )?(?:card types, |creature "
                           rf"types, )?abilities|all (?:activated|triggered|other) abilities|"
                           rf"all abilities|{_KW}|quoted)"),
        # "players can't gain life" is a rule effect on players (119.7, 613.10), no object's ability
        # (not "can't have -1/-1 counters put on them": P/T counters, 7c, 122.6)
        # (nor "~ can't have more than seven dream counters on it": a limit on counters of a kind no layer reads, 122.1)
        "cant_have": re.compile(r"\bcan't have\b(?! [+-]\d+/[+-]\d+ counters\b)(?! more than (?:\d+|one|two|three|four|"
                                r"five|six|seven|eight|nine|ten) (?!(?:" + _KEYWORD_COUNTERS_RE + r") )[a-z]+ counters "
                                r"on (?:it|them)\b)|\bcan't (?:have or )?gain\b(?!\s+life\b)"),
        "with_kw": re.compile(rf"\bwith\s+(?:{_KW}|quoted)\b"),
        # 122.1b: only these keywords can be keyword counters ("a fuse counter", "an echo counter",
        # "a plot counter" and "time counters" are counters that grant nothing)
        "kw_counter": re.compile(rf"\b(?:put|puts|place|places|distribute|with|additional(?! cost))\b"
                                 rf"[^.]*?\b(?:{_KEYWORD_COUNTERS_RE}) counters?\b"),
        "self_pt": re.compile(r"^self(?:'s|’s) (?:power and toughness are each|power is|"
                              r"toughness is|power and toughness are) equal to"),
        "any_pt_eq": re.compile(r"(?:'s|’s) (?:power and toughness are each|power is|"
                                r"toughness is|power and toughness are) equal to|"
                                r"\b(?:power|toughness) (?:becomes|is) equal to"),
        "base_pt": re.compile(r"\bbase (?:power|toughness)\b|\bwith power and toughness each "
                              r"equal to\b|\bpower and toughness (?:are each|each) equal to\b"),
        "set_pt": re.compile(rf"\b{_COPULA}\s+(?:a |an )?{_PT}\b(?!\s+counter)"),
        "modify_pt": re.compile(r"\b(?:gets?|get)\s+(?:an additional\s+|twice\s+)?[+\-−–][\dxy]+/[+\-−–][\dxy]+"),
        # 701.10a-c: doubling power and/or toughness is a continuous effect that modifies them (613.4c)
        "double_pt": re.compile(r"\bdouble (?:the power|its power|[^.]*?'s power)\b"),
        # "with" a few words before the counters ("with three", "with that many", "with a number
        # of"): not "destroy each creature with mana value equal to the number of +1/+1 counters on ~"
        "pt_counter": re.compile(r"\b(?:(?:put|puts|place|places|distribute|distributes|move|moves|enters? "
                                 r"with|enter with|additional(?! cost))\b[^.]*?|with (?:[\w'-]+ ){0,4})"
                                 r"[+\-−–][\dx]+/[+\-−–][\dx]+ counters?\b"),
        "switch": re.compile(r"\bswitch(?:es)?\b[^.]*\bpower and toughness\b"),
        # 122.1, 608.2h: counters of whatever kinds an object had, put or moved onto another ("put its counters on
        # target creature you control", "move all counters from target creature onto another target creature"):
        # read as +1/+1 counters, the kind such cards move (7c, 613.4c)
        "moved_counters": re.compile(r"\b(?:put|puts|move|moves) (?:its|those|all) counters (?:from [^.]*? )?on(?:to)?\b"
                                     # 122.5: "move a counter from one permanent onto another": a +1/+1 counter moved
                                     # changes both objects' power and toughness
                                     r"|\bmoves? [^.]*?\bcounters? from\b"),
    }


_WITH_COUNTERS = re.compile(r"(?<!enters )(?<!enter )(?<!escapes )\bwith (?:(?:a|an|one or more|no) )?[+\-−–]?[\dx]+/"
                            r"[+\-−–]?[\dx]+ counters? on (?:it|them)\b")
# 614.1c: "return that card to the battlefield ... with a +1/+1 counter on it" puts the counter as it enters
_TO_BATTLEFIELD = re.compile(r"\b(?:return|returns|put|puts)\b[^.]*\b(?:to|onto) the battlefield\b[^.]*$")


def _selector_only(m: re.Match[str]) -> str:
    """Cut "with a +1/+1 counter on it" where it picks objects ("each creature with a +1/+1 counter on it"),
    keep it where an object enters the battlefield with the counters.

    >>> _WITH_COUNTERS.sub(_selector_only, "destroy each creature with a +1/+1 counter on it")
    'destroy each creature '
    >>> _WITH_COUNTERS.sub(_selector_only, "return it to the battlefield with a +1/+1 counter on it")
    'return it to the battlefield with a +1/+1 counter on it'
    """
    return m.group(0) if _TO_BATTLEFIELD.search(m.string[:m.start()]) else ""


def _guarded(text: str, start: int) -> bool:
    """True when the match at ``start`` sits in a relative or conditional clause: right after
    "that", "if", ... or in a clause (from the last comma) that opens with "if", "unless", "as long
    as", ... ("then if that creature is a Turtle, double ...": a condition, no type-changing effect).

    >>> _guarded("then if that creature is a mutant, double the counters", 22)
    True
    >>> _guarded("if you do, that creature is a mutant", 26)
    False
    """
    if _GUARD.search(text[max(0, start - 12):start]):
        return True
    clause = re.split(r"[,;:—]", text[:start])[-1]
    return bool(_CLAUSE_COND.match(clause))


def _prep(text: str, names: tuple[str, ...]) -> str:
    t = text
    for n in names:
        if n:
            t = t.replace(n, "SELF")
    t = _QUOTE.sub(" QUOTED ", t)
    t = t.lower()
    t = _SELF_RE.sub("self", t)
    t = re.sub(r"\s+", " ", t)
    return t


def _sentences(t: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.;])\s+|\n", t) if s.strip()]


@lru_cache(maxsize=8192)
def _analyse(kind: str, text: str, names: tuple[str, ...]) -> tuple[frozenset[str], bool]:
    """Layers touched by one ability, and whether it is a CDA.

    Cached: the compiler asks again about abilities and sentences :func:`classify` has already
    read (a pure function of its arguments, so the answer cannot change)."""
    layers, cda = _analyse_uncached(kind, text, names)
    return frozenset(layers), cda


def _analyse_uncached(kind: str, text: str, names: tuple[str, ...]) -> tuple[set[str], bool]:
    p = _patterns()
    if kind == "keyword":
        kw = text.strip().lower()
        if kw == "changeling":
            return {"4"}, True
        if kw == "devoid":
            return {"5"}, True
        if kw == "living metal" or kw.startswith("reconfigure"):
            return {"4"}, False     # 702.161a: an artifact creature during your turn; 702.151b: not a creature while attached
        if keyword_layers(text):
            return set(keyword_layers(text)), False
        two = two_abilities(text)
        if two is not None:         # 702.43a, 702.58a: a static and a triggered ability
            return _analyse_uncached("static", two[0], names)[0] | _analyse_uncached("triggered", two[1], names)[0], False
        meaning = keyword_rules_text(text)
        if meaning is not None:     # 702: "Prowess" means "Whenever you cast ..., this creature gets +1/+1 ..."
            return _analyse_uncached(meaning[0], meaning[1], names)
        return set(), False
    layers: set[str] = set()
    if text.startswith("Companion — "):
        # 702.139a: a companion's condition is a deck-building requirement checked outside the game (its words
        # describe the cards of a starting deck), not an effect
        return layers, False
    if kind == "level":
        lines = text.split("\n")
        if any(_PT_LINE.match(x.strip().upper()) for x in lines[1:]):
            layers.add("7b")
        if any(not _PT_LINE.match(x.strip().upper()) for x in lines[1:]):
            layers.add("6")
        return layers, False
    t = _prep(text, names)
    if kind in ("activated", "loyalty"):
        t = t.split(":", 1)[1] if ":" in t else t
    if kind == "chapter":
        t = t.split("—", 1)[1] if "—" in t else t
    conditional = bool(_CONDITION_WORDS.search(t))
    cda = False
    made_token = False
    for s in _sentences(t):
        # 111.3: "Create a 1/1 ... token. It has '...'" defines the token it creates (its "text"), like
        # "create a token with flying": no continuous effect (unless it lasts only a while)
        if made_token and _TOKEN_TEXT.match(s) and not _DURATION_WORDS.search(s):
            continue
        made_token = bool(_CREATE.search(s))
        drafting = bool(p["draft"].search(s))      # before "during the draft, " is cut as a leading condition
        prev = None
        while prev != s:
            prev, s = s, _COND_LEAD.sub("", s)
        s = _CREATE.sub(" ", s)
        if kind in ("static",) and not conditional:
            if p["self_pt"].search(s) or (not names and re.match(
                    r"^(?!each|all|other|target|enchanted|equipped|creatures)[a-z][^.]*?"
                    r"(?:'s|’s) (?:power|toughness)[^.]*? equal to", s)):
                layers.add("7a")
                cda = True
                continue
            m = re.match(rf"^self (?:is|are) (?:all colors|colorless|(?:{_COLOR})"
                         rf"(?:(?:,| and|, and) (?:{_COLOR}))*)\.?$", s)
            if m:
                layers.add("5")
                cda = True
                continue
            if re.match(r"^self is every creature type\b", s):
                layers.add("4")
                cda = True
                continue
        if p["copy"].search(s):
            layers.add("1a")
        if p["facedown"].search(s) and not drafting:
            layers.add("1b")
        if p["control"].search(s):
            layers.add("2")
        if p["text"].search(s):
            layers.add("3")
        typed_at = None
        for m in p["copula_type"].finditer(s):
            if _guarded(s, m.start()):
                continue
            tail = s[m.end():m.end() + 8]
            if tail.startswith(("card", "spell")):
                continue
            layers.add("4")
            typed_at = m.start() if typed_at is None else typed_at
        if p["other_types"].search(s):
            layers.add("4")
        if p["not_type"].search(s) or p["supertype"].search(s):
            layers.add("4")
        for m in p["color"].finditer(s):
            # "that mana becomes colorless": mana is no object (109.1), its color no characteristic of one
            if not _guarded(s, m.start()) and not s[:m.start()].endswith("mana "):
                layers.add("5")
        if p["other_colors"].search(s):
            layers.add("5")
        for m in p["ability"].finditer(s):
            before = s[max(0, m.start() - 14):m.start()]
            if re.search(r"\b(?:you|players?|opponents?|each player|that player)\s*$", before):
                continue
            if re.search(r"\bas though (?:it|they) didn't\s*$", s[max(0, m.start() - 24):m.start()]):
                continue        # 702.3b: "can attack as though it didn't have defender" grants nothing
            if _guarded(s, m.start()):
                continue
            layers.add("6")
        if p["lose"].search(s) or p["cant_have"].search(s) or p["kw_counter"].search(s):
            layers.add("6")
        if typed_at is not None and p["with_kw"].search(s, typed_at):
            layers.add("6")
        if p["base_pt"].search(s) or (p["any_pt_eq"].search(s) and "7a" not in layers):
            layers.add("7b")
        for m in p["set_pt"].finditer(s):
            if not _guarded(s, m.start()):
                layers.add("7b")
        for m in p["modify_pt"].finditer(s):
            if not _guarded(s, m.start()):
                layers.add("7c")
        # "each creature with a +1/+1 counter on it": a selector, not counters being put
        if p["pt_counter"].search(_WITH_COUNTERS.sub(_selector_only, s)):
            layers.add("7c")
        if p["double_pt"].search(s) or p["moved_counters"].search(s):
            layers.add("7c")
        if p["switch"].search(s):
            layers.add("7d")
    if cda and layers - {"4", "5", "7a"}:
        cda = False
    return layers, cda


def _names(name: str | None, oracle_text: str) -> tuple[str, ...]:
    if not name:
        return ()
    out: list[str] = []
    for n in name.split(" // "):
        n = n.strip()
        if n.startswith("A-"):          # a rebalanced (Alchemy) card: its text names it without "A-"
            out.append(n)
            n = n[2:]
        if n:
            out.append(n)
            short = n.split(",")[0].strip()
            if short != n:
                out.append(short)
            elif " of " in n or " the " in n:
                pass
    return tuple(sorted(set(out), key=len, reverse=True))


def classify(oracle_text: str, type_line: str = "", name: str | None = None) -> Classification:
    """Report the layers each ability or effect in ``oracle_text`` touches.

    ``name`` lets the classifier recognise the card's references to itself (needed for
    the CDA test); "this creature", "CARDNAME" and "~" are recognised without it.

    >>> classify("Nonbasic lands are Mountains.", "Enchantment").layers
    ('4',)
    >>> c = classify("Until end of turn, target creature you control becomes a blue and red "
    ...              "Dragon with base power and toughness 4/4, loses all abilities, and gains "
    ...              "flying.", "Instant")
    >>> c.layers, c.has_cda
    (('4', '5', '6', '7b'), False)
    >>> classify("Changeling (This card is every creature type.)", "Creature — Shapeshifter").has_cda
    True
    >>> classify("Switch target creature's power and toughness until end of turn.", "Instant").layers
    ('7d',)
    """
    names = _names(name, oracle_text)
    parts: list[Part] = []
    for kind, text in split_abilities(oracle_text or "", type_line or ""):
        layers, cda = _analyse(kind, text, names)
        if layers:
            parts.append(Part(text=text, layers=_order(layers), is_cda=cda, kind=kind))
    union = _order(l for part in parts for l in part.layers)
    return Classification(layers=union, has_cda=any(p.is_cda for p in parts), parts=tuple(parts))


def classify_ability(text: str, kind: str = "static", name: str | None = None) -> tuple[tuple[str, ...], str]:
    """The layers one ability touches (an ability as :func:`layerkit.vocabulary.card_definition.split_abilities`
    numbers them, with its ``kind``) and the clause that touches them: the sentences of ``text``
    in which a layer pattern was found (``text`` itself when no single sentence shows one). An
    ability that touches no layer gives ``((), "")``.

    >>> classify_ability("Vigilance", "keyword")
    ((), '')
    >>> classify_ability("Other creatures you control get +2/+2.")
    (('7c',), 'Other creatures you control get +2/+2.')
    >>> classify_ability("{1}{W}: Draw a card. Target creature gains flying until end of turn.", "activated")
    (('6',), 'Target creature gains flying until end of turn.')
    """
    names = _names(name, text)
    layers, _cda = _analyse(kind, text, names)
    if not layers:
        return (), ""
    sentences = [s.strip() for s in re.split(r"(?<=[.;])\s+(?=[A-Z{\[\"“])", text) if s.strip()]
    hits = [s for i, s in enumerate(sentences) if _analyse(kind if i == 0 else _rest_kind(kind), s, names)[0]]
    return _order(layers), (" ".join(hits) if hits else text)


def prepare() -> None:
    """Compile the classifier's patterns now (about 20 ms, once per process) rather than at the
    first card that needs them."""
    _patterns()


def _rest_kind(kind: str) -> str:
    """A later sentence of an activated, loyalty or chapter ability is its effect, read as static text."""
    return "static" if kind in ("activated", "loyalty", "chapter") else kind
