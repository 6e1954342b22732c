"""Compile a card's oracle text into effect definitions (``data/effects/README.md``).

The text is split into abilities exactly as :func:`layerkit.vocabulary.card_definition.split_abilities`
numbers them. Each ability is cut into its parts (an activated ability's cost, a trigger's event,
an ability word) and its effect into sentences. A sentence is *normalised* (the card's name and
"this creature" become ``~``, quoted abilities ``§N``, lower case) and parsed by the grammar
(:mod:`layerkit.compiler.grammar`); a parsed sentence is lowered to a clause
(:mod:`layerkit.compiler.lower`), and the clauses of one ability are bound ("it") and merged into
one definition, which must pass :func:`layerkit.vocabulary.schema.validate_definition`.

A sentence the grammar does not parse is *not a layer effect* when it shows none of the signs
of one (:func:`looks_continuous`: "gets +N/+N", "has flying", "is a ... creature", ...), and
*unsupported* otherwise: the compiler never guesses.

>>> c = compile_card({"name": "Glorious Anthem", "type_line": "Enchantment", "types": ["Enchantment"],
...                   "oracle_text": "Creatures you control get +1/+1."})
>>> c.effects[1] == {'affects': {'types': ['Creature'], 'controller': 'you'}, 'modify_pt': [1, 1]}, c.supported
(True, True)
"""
from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Mapping

from lark.exceptions import LarkError

from ..errors import CardDataError
from ..rules.characteristics import LAYERS, subtype_kinds
from ..rules.keyword_abilities import keyword_layers, rules_text as keyword_rules_text, two_abilities
from ..vocabulary.card_definition import split_abilities
from ..vocabulary.modal import (ModeCount, instead_clause, instead_count, is_modal_line, mode_count, only_instruction,
                                read_modes)
from ..vocabulary.model import BANDS_WITH_OTHER
from ..vocabulary.ops import is_cda_definition, layers_of
from ..vocabulary.parse import parse_definition
from ..vocabulary.schema import OPERATIONS
from . import lower
from .grammar import parse, parse_mode_condition
from .lower import CARD, IT, SELF_NAME, THAT, THEY, X, NotExpressible
from .normalise import (_ABILITY_WORD, names_in_text, names_of, normalise, sentences)
from .words import GRANTABLE_KEYWORDS, KEYWORD_PARAMETERS, NUMBER_WORDS, keyword_title, subtype_word
from .signs import (_TOKEN, looks_continuous, classifier_reads_layer)
from .tokens import named_aura_head, named_aura_text, role_spec, token_spec
from .parts import (_SEQUENCE_LEADS, _strip_cost, _event_refs, _split_trigger, _category, _AS_LONG_AS_IT,
    _CAST_SPELL, _NEW_OBJECT, _ONE_CARD, _refers, _antecedent, _MOVES_REFERENT, _RETURN_TARGET, _PUT_FROM_HAND, _PUTS_ONE_CARD, _TO_BATTLEFIELD,
    _without_leads, _return_with_counters, _returns_source, _source_returns_under, _source_returns_with, _returns_dead_with, _cost_names_only_source, _CHOOSE_OBJECT,
    _CONDITIONAL_CHOICE, _SEVERAL, _ZONE_MOVE, _RETURN_WITH, _COUNTER_ITEM)

__all__ = ["AbilityReport", "CompiledCard", "Unsupported", "classifier_reads_layer", "compile_card", "compile_text",
           "looks_continuous", "normalise"]

STATUSES = ("compiled", "not-a-layer-effect", "unsupported", "no-effect")

#: keyword lines whose rules text touches a layer in a way not read here (see where it is used)
_KEYWORD_UNREAD = re.compile(r"(?:fabricate|backup) x")


@dataclass(frozen=True)
class Unsupported:
    """A clause of ability ``index`` (text ``text``) that creates or may create a continuous effect
    the compiler did not understand; ``reason`` says why."""

    index: int
    text: str
    clause: str
    reason: str = ""


@dataclass(frozen=True)
class AbilityReport:
    """What the compiler made of one ability."""

    index: int
    text: str
    status: str          # one of STATUSES
    category: str        # static, spell, activated, loyalty, triggered, keyword, level, chapter
    layers: tuple[str, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class CompiledCard:
    """The compiler's result for one card."""

    name: str
    effects: dict[int, dict] = field(default_factory=dict)
    unsupported: tuple[Unsupported, ...] = ()
    abilities: tuple[AbilityReport, ...] = ()

    @property
    def supported(self) -> bool:
        """Strict: every clause that creates a continuous effect compiled, nothing was dropped."""
        return not self.unsupported

    @property
    def has_continuous_effects(self) -> bool:
        """Whether any ability compiled to, or was found to need, a continuous effect."""
        return bool(self.effects) or bool(self.unsupported)


# ------------------------------------------------------------------------------ one ability

#: ifsother15: a color chosen before the game for a commander (903.3), and the one effect that uses it
_PREGAME_COMMANDER_CHOICE = re.compile(r"^if ~ is your commander, choose a color before the game begins\.?$")
_IS_THE_CHOSEN_COLOR = re.compile(r"^~ is the chosen color\.?$")
#: ifsother15: a static ability that is only a restriction on turning a permanent face up (702.37e, 708.8), whatever
#: condition it has ("as long as enchanted creature is face down"): no characteristic changes (613.1)
_RESTRICTION_ONLY = "a restriction on turning it face up only (702.37e, 708.8): no layer effect"
_RESTRICTION_ONLY_TEXT = re.compile(r"\bcan't be turned face up\.?$")


class _OneShot(Exception):
    """A sentence of a triggered ability that only puts counters, which the grammar can't read."""


class _Unsupported(Exception):
    def __init__(self, clause: str, reason: str) -> None:
        super().__init__(reason)
        self.clause, self.reason = clause, reason


def _bind(node: Any, ref: dict[str, Any]) -> Any:
    """Replace ``@it``/``@x`` references in a value or selector."""
    if isinstance(node, str) and node.startswith("@"):
        if node in ref:
            return ref[node]
        raise NotExpressible(f"unbound reference {node[1:]!r}")
    if isinstance(node, list):
        return [_bind(v, ref) for v in node]
    if isinstance(node, dict):
        return {k: _bind(v, ref) for k, v in node.items()}
    return node


#: a sentence that makes a new object from its target (a duplicate, a copy, a token): "it" then names that object
_MAKES_CARD = re.compile(r"\b(?:conjures?|seeks?|drafts?|creates?|duplicate|copy)\b")
#: 508.1, 603.2: an attack trigger whose objects are the attacking creatures ("whenever you attack with one or
#: more other creatures with flying", "whenever you attack with eight or more creatures")
_ATTACK_WITH = re.compile(r"whenever (?:you attack|your team attacks) with (?:one or more|\w+ or more|exactly \w+) "
                          r"(?:(?:other |non-~ )?creatures|(?P<subtype>[a-z'-]+s))(?: with [a-z ]+| you control)?")
#: whether the ability being read chose a creature type before its emblem ("Choose a creature type. You get an
#: emblem with ...", 608.2d): the emblem's "the chosen type" is that one
_CHOSE_TYPE_BEFORE = [False]
#: 107.3m: the card being compiled has {X} in its mana cost (set by compile_text), and the ability being compiled is
#: its own enters-the-battlefield trigger ("When ~ enters, ..."): X there is the X chosen for the spell that became it
_X_IN_MANA_COST = [False]
_ENTERS_X = [False]
#: whether _compile_sentence reads a transformation (701.27a) as an instruction (off while an ability is read again
#: without them, when one names an object not read)
_READ_TRANSFORMS = [True]
#: 601.2c: "whenever you cast a spell that targets one or more permanents": the objects the spell targets
_CAST_TARGETING = re.compile(r"whenever you cast a spell that targets one or more (?:permanents|creatures)")


def _creature_type_plural(word: str) -> bool:
    """Whether a word is the plural of a creature type (205.3m): "whenever you attack with one or more Insects".

    >>> _creature_type_plural("insects"), _creature_type_plural("insect"), _creature_type_plural("tokens")
    (True, False, False)
    """
    from ..rules.characteristics import subtype_kinds
    sub = subtype_word(word)
    return sub is not None and sub.lower() != word and sub in set(subtype_kinds().get("Creature", ()))


#: 702.24a: a cumulative upkeep whose cost only puts counters ("Cumulative upkeep—Put a +1/+1 counter on a creature
#: an opponent controls.")
_CUMULATIVE_COUNTERS = re.compile(r"^Cumulative upkeep\s*—\s*Put (?:a|an) [^ .]+ counter on (?:this creature|this permanent|"
                                  r"a creature (?:you control|an opponent controls))\.?$")
#: 508.5: a trigger event of one creature attacking ("whenever ~ attacks", "whenever a Dragon you control attacks"):
#: "defending player" in its effect is the player that creature attacks. Not "attacks or blocks", nor "whenever you
#: attack" (several creatures, each with its own defending player in a multiplayer game, 508.5a)
_ONE_ATTACKS = re.compile(r"^whenever (?:~|this creature|(?:a|an|another) [a-z ,'-]+?) attacks(?: alone)?$")
#: other words naming the one player of a resolving ability's `controller: chosen` (115.1, 603.2)
_OTHER_PLAYER_WORDS = re.compile(r"\b(?:target (?:player|opponent)|chosen player|that player|an opponent|"
                                 r"each opponent|each player|its controller|its owner)\b")


def _defending_player(event: str, norm: str) -> str:
    """508.5: the effect of a triggered ability whose event is one creature attacking, with "defending player"
    read as the chosen player: the player that creature attacks, which the ability's step states
    (``choices.player``, required by ``game.legality.required_choices``). Unchanged when another word
    names a player of the effect, or the event is not one creature's attack.

    >>> _defending_player("whenever ~ attacks", "it gets +1/+0 until end of turn for each land defending player controls.")
    'it gets +1/+0 until end of turn for each land the chosen player controls.'
    >>> _defending_player("whenever you attack", "creatures defending player controls get -1/-1 until end of turn.")
    'creatures defending player controls get -1/-1 until end of turn.'
    """
    if "defending player" not in norm or not _ONE_ATTACKS.match(event) or _OTHER_PLAYER_WORDS.search(norm):
        return norm
    return re.sub(r"\bdefending player\b", "the chosen player", norm)


#: a trigger event whose one object is named as a creature: "whenever a creature you control attacks", "whenever
#: another creature enters" ("it" in the effect is that creature, 603.2)
_CREATURE_EVENT = re.compile(r"^whenever (?:a|another) (?:nontoken )?creature(?: you control| an opponent controls)? "
                             r"(?:attacks|blocks|enters|becomes blocked)$")
#: 701.43a: exerting a creature as it attacks, and the reflexive triggered ability it triggers (603.12)
_EXERT = re.compile(r"^you may exert ~ as (?:it|he|she) attacks\. when you do, ")
_DESIGNATION_WORD = re.compile(r"^(?:Solved|Max speed) — ")
_STATION_SYMBOL = re.compile(r"^\d+\+ \|")
#: 706.2: a line of a die's table of results, "1—14 | ..." or "9 or less | ..."
_DIE_RESULT = re.compile(r"^\d+(?:—\d+| or less) \|")
_THIS_SPELL = re.compile(r"^this spell\b", re.IGNORECASE)
#: grants18: 706.3a: a results table's line, "N1—N2 | [effect]" or "N | [effect]"
_RESULT_LINE = re.compile(r"^(?P<lo>\d+)(?:—(?P<hi>\d+))? \| (?P<body>[^|]+)$")


def _results_tables(parts: list[dict[str, Any]]) -> tuple[frozenset[int], list[dict[str, Any]]]:
    """706.3b: the lines of a die's results table (706.3a) are part of the one ability above them that rolls
    one die: that ability's text then reads each line as "If the roll was from N1 to N2, [effect]." (a single
    number N: from N to N). The 1-based indexes of the lines read so, and the parts with the rolling ability's
    text extended; a table under an ability that rolls several dice or none is left as it is.

    >>> lines, ps = _results_tables([{"text": "Whenever this creature attacks, roll a d20.", "kind": "static"},
    ...                              {"text": "1—9 | It gains deathtouch until end of turn.", "kind": "static"},
    ...                              {"text": "20 | It gets +3/+0 until end of turn.", "kind": "static"}])
    >>> sorted(lines), ps[0]["text"]
    ([2, 3], 'Whenever this creature attacks, roll a d20. If the roll was from 1 to 9, it gains deathtouch until end of turn. If the roll was from 20 to 20, it gets +3/+0 until end of turn.')
    """
    out = [dict(p) for p in parts]
    lines: set[int] = set()
    i = 0
    while i < len(out):
        text = out[i]["text"]
        j = i + 1
        rows = []
        while j < len(out) and (m := _RESULT_LINE.match(out[j]["text"])) is not None:
            rows.append(m)
            j += 1
        if rows and _ONE_DIE_ROLL.search(text) and not _OTHER_ROLL.search(text) \
                and len(_ONE_DIE_ROLL.findall(text)) == 1 and not any(_ONE_DIE_ROLL.search(r.group("body")) for r in rows):
            for r in rows:
                body = r.group("body").strip()
                out[i]["text"] = (f"{out[i]['text']} If the roll was from {r.group('lo')} to {r.group('hi') or r.group('lo')},"
                                  f" {body[:1].lower()}{body[1:]}")
            lines.update(range(i + 2, j + 1))
        i = max(j, i + 1)
    return frozenset(lines), out


#: 706.2: a roll of one die, whose result "the result" names: "roll a d20", "roll a six-sided die", "whenever you
#: roll a die" (the die of the event), "whenever you roll a 5 or higher on a die"
_ONE_DIE_ROLL = re.compile(r"\brolls? (?:a|one) (?:d\d+|(?:four|six|eight|ten|twelve|twenty)-sided die|die)\b"
                           r"|\brolls? an? \d+ or higher on a die\b|\byou roll an? \d+ or \d+\b", re.IGNORECASE)
#: a roll of several dice, a die rolled again or a planar die: "the result" is not one die's
_OTHER_ROLL = re.compile(r"\brolls? (?:two|three|four|x|\d+) |\breroll|\broll (?:it )?again\b|\bresults\b|\bplanar die\b"
                         r"|\bignore\b", re.IGNORECASE)


#: 603.2: trigger events that carry one number, what a later "that many" of the effect names (608.2h): the damage
#: dealt (120.3), the life gained or lost (119.3), the damage prevented (615.1), how many objects an event of "one or
#: more ..." counts ("whenever you discard one or more cards", "whenever two or more tokens you control enter")
_AMOUNT_EVENT = re.compile(r"^when(?:ever)? (?:"
                           r"(?!.*\bor more\b).*\bdeals? (?:combat )?damage\b"
                           r"|(?!.*\bor more\b).*\b(?:is|are|'re) dealt (?:combat )?damage\b"
                           r"|[^,]*\b(?:gains?|loses?) life\b"
                           r"|damage that would be dealt to you is prevented"
                           r"|(?!.*\b(?:damage|life)\b)[^,]*\b(?:one|two|three|four|five|\d+) or more\b)")


#: 706.2: a trigger event of one die roll's result: "whenever you roll a 1 or 2", "whenever you roll a 5 or higher"
_ROLL_EVENT = re.compile(r"whenever you roll (?:a|an) (?:\d+ or \d+|\d+ or higher|\d+)")


def _without_granted(node: Any) -> Any:
    """A definition without the abilities it grants or the emblems it creates (each compiled on its own).

    >>> _without_granted({"affects": "enchanted", "add_abilities": [{"text": "...", "counters": {"+1/+1": "that_many"}}]})
    {'affects': 'enchanted'}
    """
    if isinstance(node, dict):
        return {k: _without_granted(v) for k, v in node.items() if k not in ("add_abilities", "create_emblem")}
    if isinstance(node, list):
        return [_without_granted(v) for v in node]
    return node


def _that_many_exact(d: Any, event: str, norm: str, category: str) -> bool:
    """Whether a definition's ``that_many`` (603.2, 608.2h: "that many") names the number the trigger event
    carries: a triggered ability whose event carries one (:data:`_AMOUNT_EVENT`) and whose effect is those
    counters alone (no instruction of its own brings in another number, none beside them is left unread).

    >>> _that_many_exact({"counters": {"+1/+1": "that_many"}}, "whenever you gain life", "put that many +1/+1 counters on ~.", "triggered")
    True
    >>> _that_many_exact({"counters": {"+1/+1": "that_many"}}, "whenever another creature you control enters",
    ...                  "you may pay life equal to its power. if you do, put that many +1/+1 counters on it.", "triggered")
    False
    """
    if "that_many" not in _strings(_without_granted(d)):
        return True     # (a granted ability's own "that many" was checked as that ability compiled)
    if category == "triggered" and re.fullmatch(r"whenever you gain life", event) \
            and re.fullmatch(r"(?:you may pay \{[^}]+\}\. when you do, )?[^.]*, where x is the amount of life you gained\.",
                             norm.strip()):
        # "Whenever you gain life, target creature gets +X/+X until end of turn, where X is the amount of life
        # you gained": the life gained in the event (603.2, 119.3), one instruction reading it
        return True
    # (after a payment of mana, which brings in no number: "you may pay {1}{W}. If you do, put that many ...", 608.2c)
    return category == "triggered" and bool(_AMOUNT_EVENT.match(event)) \
        and bool(re.fullmatch(r"(?:you may pay (?:\{[0-9wubrgc]\})+\. if you do, )?"
                              r"(?:you may )?put that many [^.]*\bcounters on [^.]*\.(?: do this only once each turn\.)?",
                              norm.strip()))


def _stack_mana_value_elsewhere(d: Any, category: str) -> bool:
    """Whether a definition names spells on the stack by mana value (202.3e: X counts) anywhere but the objects
    of a static ability (``affects``, or one of its ``any`` alternatives): only there does the board list the
    ability while a spell's X is not stated.

    >>> _stack_mana_value_elsewhere({"affects": {"zones": ["stack"], "cast_by": "you", "mana_value": {"min": 6}},
    ...                              "add_abilities": ["Cascade"]}, "static")
    False
    >>> _stack_mana_value_elsewhere({"affects": {"zones": ["stack"], "cast_by": "you", "mana_value": {"min": 6}},
    ...                              "duration": "end_of_turn", "add_abilities": ["Cascade"]}, "triggered")
    True
    >>> _stack_mana_value_elsewhere({"affects": "self", "modify_pt": [{"count": {"zones": ["stack"],
    ...                              "mana_value": {"min": 6}}}, 0]}, "static")
    True
    """
    def named(node: Any) -> bool:
        if isinstance(node, dict):
            zones = node.get("zones")
            if "mana_value" in node and (zones == "any" or (isinstance(zones, list) and "stack" in zones)):
                return True
            return any(named(v) for k, v in node.items() if k not in ("add_abilities", "create_emblem"))
        if isinstance(node, list):
            return any(named(v) for v in node)
        return False

    if not isinstance(d, dict):
        return False
    d = copy.deepcopy(d)
    affects = d.get("affects")
    if category == "static" and isinstance(affects, dict):
        affects.pop("mana_value", None)
        for alt in affects.get("any") or ():
            if isinstance(alt, dict):
                alt.pop("mana_value", None)
    return named(d)


def _one_die_rolled(text: str) -> bool:
    """Whether an ability's text rolls exactly one die (706.2), so that "the result" is that die's.

    >>> _one_die_rolled("As this creature enters, roll a six-sided die. This creature enters with a number of +1/+1 "
    ...                 "counters on it equal to the result.")
    True
    >>> _one_die_rolled("Roll two d10 and choose one result. Return ... equal to that result.")
    False
    >>> _one_die_rolled("Roll a d20. Then roll a d6. Put X +1/+1 counters on it, where X is the result.")
    False
    """
    return len(_ONE_DIE_ROLL.findall(text)) == 1 and not _OTHER_ROLL.search(text)
_TOKEN_TEXT = re.compile(r"^(?:(?:it|they|the tokens?|that token|those tokens|each of them) (?:has|have|is|are) |"
                         r"(?:its|their) (?:power|toughness) )")
_DURATION_WORDS = re.compile(r"\buntil\b|\bthis turn\b|\bfor as long\b|\bas long as\b")
#: (a player the trigger names may be the one who puts them: "that player may put a +1/+1 counter on ~", "each player
#: may put two +1/+1 counters on a creature they control", "target opponent puts a deathtouch counter on a creature
#: they control")
_PUT_COUNTERS = re.compile(r"^(?:if you do, |then )?(?:(?:you|that player|each player|each opponent|target opponent|they) "
                           r"may |(?:that player|each player|each opponent|target opponent|they) (?=puts?\b))?"
                           r"(?:puts?|distribute) [^.]*\bcounters? on\b")


#: Keyword actions that put counters on objects (7c, 613.4c) the compiler does not carry out: blight
#: (-1/-1), adapt (701.46), bolster (701.39), support (701.41), amass (701.47), proliferate (701.34), explore
#: (701.44: a +1/+1 counter unless a land was revealed), connive (701.50: one if a nonland card was discarded),
#: earthbend (a land becomes a 0/0 creature with counters)
_COUNTER_ACTION = re.compile(r"^(?:then |if you do, |when you do, )?(?:you may )?"
                             r"(?:blight|adapt|bolster|support|amass [a-z]+|proliferate|move [^.]*\bcounters?\b|earthbend|"
                             r"(?:~|it|that creature|target creature(?: you control)?) (?:explores|connives)|"
                             r"explore|connive)\b")
#: removing or moving counters (122.5: a move removes and puts), which the board does not carry out either:
#: "remove a -1/-1 counter from target creature you control", "remove all counters from that creature", "move a
#: +1/+1 counter from ..."
_REMOVE_COUNTERS = re.compile(r"^(?:then |if you do, |when you do, )?(?:you may )?(?:remove|move) "
                              r"(?P<what>[^.;]*?)\bcounters?\b")


#: 701.44a, 701.50a: "It explores." / "It connives." (not "connives N", 701.50e) after an effect on its one target
_EXPLORES = re.compile(r"^(?:then )?(?:it|that creature) (explores|connives)[.;]?$")
#: 701.34a: "Proliferate." / "then proliferate" as an instruction of its own, once (not "proliferate twice")
_PROLIFERATE = re.compile(r"^(?:then )?proliferate[.;]?$")


def _removal(s: str, category: str) -> dict[str, Any] | None:
    """The clause of a resolving spell's or ability's sentence that removes counters a layer reads (122.1: "Remove
    all -1/-1 counters from it.", "Then remove all counters from that creature."), or None (any other sentence, one
    the grammar doesn't read, an optional "you may remove", which stays a counter action the board doesn't carry
    out).

    >>> _removal("remove all -1/-1 counters from it.", "spell")["remove_counters"], _removal("remove an oil counter from ~.", "spell")
    ({'-1/-1': 'all'}, None)
    """
    t = s.rstrip(".;").strip()
    t = t[len("then "):] if t.startswith("then ") else t
    branch = _OTHER_BRANCH.match(t) if category in _RESOLVING else None
    if branch is not None and re.match(r"remove an? [+-]\d+/[+-]\d+ counter from ~$", t[branch.end():].strip()):
        # 608.2c: "If you don't, remove a +1/+1 counter from Crovax.": the other branch of an either/or, which the
        # step's choices.otherwise says happened
        other = _removal(t[branch.end():].strip(), category)
        return dict(other, otherwise=True) if other is not None else None
    # "if ~ attacked or blocked this combat, remove a +1/+0 counter from it" (put12): the instruction's own "if"
    lead_if = re.match(r"if [^,]+, (?=remove )", t)
    if category not in _RESOLVING or not (t.startswith("remove ") or lead_if) \
            or not _changes_layer_counters(t[lead_if.end():] if lead_if else t):
        return None
    parsed = _parsed(t)
    if not isinstance(parsed, dict) or "remove_counters" not in parsed or parsed.get("ops"):
        return None
    return copy.deepcopy(parsed)


def _changes_layer_counters(s: str) -> bool:
    """A sentence that removes or moves counters that may count in a layer: P/T counters (7c, 613.4c),
    keyword counters (layer 6, 613.1f), or counters of any kind ("a counter", "all counters"); not
    counters of a kind named otherwise ("remove an oil counter from ~"), which no layer reads.

    >>> _changes_layer_counters("remove all -1/-1 counters from it"), _changes_layer_counters("remove a counter from it")
    (True, True)
    >>> _changes_layer_counters("you may remove an oil counter from ~"), _changes_layer_counters("draw a card")
    (False, False)
    """
    m = _REMOVE_COUNTERS.match(s)
    if m is None:
        return False
    last = m.group("what").split()[-1:] or [""]
    if re.fullmatch(r"[+-](?:\d+|x)/[+-](?:\d+|x)", last[0]):
        return True
    if any(m.group("what").rstrip().endswith(k) for k in lower.KEYWORD_COUNTER_KINDS):
        return True
    named = last[0] and last[0] not in ("a", "an", "all", "the", "each", "of", "those", "that", "many", "x") \
        and last[0] not in NUMBER_WORDS and not last[0].isdigit()
    return not named




#: The keyword action transform (701.27) as an instruction: "transform target Incubator token ...",
#: "then if that creature has ..., transform this enchantment"
_TRANSFORM_ACTION = re.compile(r"^(?:then )?(?:if [^,]*, )?(?:you may )?transform\b")


#: The other branch of an instruction as it resolves (608.2c)
#: the outcome of a coin flip (705), a clash (701.30) or a guess, which the step states (choices.won)
_OUTCOME = re.compile(r"^if you (win|lose|guessed correctly|guessed right|guessed wrong)"
                      r"(?: the (?:coin )?flip| the clash)?, ")
_OTHER_BRANCH = re.compile(r"^(?:if you don't|if you didn't|if you can't|if they don't|if no one does|otherwise),")


def _one_shot_counters(s: str) -> bool:
    """A sentence that only puts counters on objects (a one-shot effect, not a continuous one)."""
    return bool(_PUT_COUNTERS.match(s)) and not re.search(r"\b(?:gets?|gains?|has|have|becomes?|is|are)\b", s)


_WHILE_COUNTER = re.compile(r"\bfor as long as (?:it|that [a-z]+) has an? ([a-z-]+) counter on it\b")


def _counters_a_duration_reads(s: str, norm: str) -> dict[str, Any] | None:
    """The clause of "put a flood counter on target land" (no layer effect of its own) when a sentence of
    the same ability lasts "for as long as it has a flood counter on it" (611.2b): the board must put those
    counters as the ability resolves, or the effect would end at once; None otherwise.

    >>> _counters_a_duration_reads("put a flood counter on target land", "put a flood counter on target land. "
    ...     "it's an island in addition to its other types for as long as it has a flood counter on it.")["counters"]
    {'flood': 1}
    """
    kinds = set(_WHILE_COUNTER.findall(norm))
    s = s.rstrip(".;").strip()
    if not kinds or not re.match(r"^(?:you may )?put an? [a-z-]+ counter on\b", s):
        return None
    parsed = _parsed(s[len("you may "):] if s.startswith("you may ") else s)
    if not isinstance(parsed, dict) or set(parsed.get("counters") or {}) - kinds or parsed.get("ops"):
        return None
    return copy.deepcopy(parsed)


def _while_counter_unput(d: Mapping[str, Any]) -> str | None:
    """The kind of counter a ``while_counter:KIND`` duration of a definition (or of one of its parts)
    reads that the same effect doesn't put on its objects, or None: such an effect would end as soon
    as it began (611.2b), so it is reported instead.

    >>> _while_counter_unput({"affects": "targets", "duration": "while_counter:flood", "counters": {"flood": 1}})
    >>> _while_counter_unput({"affects": "targets", "duration": "while_counter:flood"})
    'flood'
    """
    for part in [d, *(d.get("parts") or []), *(d.get("modes") or [])]:
        dur = part.get("duration")
        if isinstance(dur, str) and dur.startswith("while_counter:"):
            kind = dur.split(":", 1)[1]
            if kind not in (part.get("counters") or {}):
                return kind
    return None
#: "you get an emblem with §0", "you get a twelve-time boon with §0" (114.1, Alchemy's boons)
_EMBLEM = re.compile(r"you get (?:an? )?(?:[\w-]+ )?(?:emblem|boon) with §")


#: the last sentence of a text offers an optional action: "As this creature enters, you may ... ." (what a following
#: "If you do" names, 608.2c)
_YOU_MAY_LAST = re.compile(r"\byou may\b[^.;]*[.;]\s*$")
def _text_before(norm: str, s: str) -> str:
    """The ability's text before its sentence ``s`` ("" when ``s`` is not written in it as such: a sentence the
    compiler split or joined has no one place).

    >>> _text_before("as ~ enters, you may discard a card. if you do, ~ enters with a +1/+1 counter on it.",
    ...              "if you do, ~ enters with a +1/+1 counter on it.")
    'as ~ enters, you may discard a card. '
    >>> _text_before("draw a card.", "put a +1/+1 counter on ~.")
    ''
    """
    at = norm.find(s)
    return norm[:at] if at > 0 else ""


#: the sentence just before chose a player as the permanent entered ("As ~ enters, choose an opponent."): what a
#: following "that player" names
_CHOSE_PLAYER_LAST = re.compile(r"^as ~ enters(?: the battlefield)?, choose an? (?:opponent|player)\.\s*$")
#: a trigger's "you may discard any number of land cards." / "you may sacrifice any number of other creatures." and
#: the "put that many +1/+1 counters on ~" after it
_ANY_NUMBER_DONE = re.compile(r"^you may (?P<verb>discard|sacrifice) any number of (?P<np>(?:[a-z]+ )?cards|(?:other )?creatures)"
                              r"\. (?P<rest>[^§]*)$")
_PUT_THAT_MANY = re.compile(r"\bput that many (?P<kind>[+-]\d+/[+-]\d+) counters on (?P<on>~|it)(?P<draw> and (?=draw that many cards\.))?")


#: "you may pay life equal to its power. if you do, put that many +1/+1 counters on it." (119.4: the life paid)
_PAID_LIFE_EQUAL = re.compile(r"you may pay life equal to (?P<of>its|~'s) (?P<ch>power|toughness)\. if you do, put that "
                              r"many (?P<kind>[+-]\d+/[+-]\d+) counters on (?P<on>it|~)\.")


def _that_many_done(norm: str) -> str:
    """608.2h: "you may discard any number of land cards. Put that many +1/+1 counters on ~ and draw that many cards":
    "that many" is how many cards were discarded (creatures sacrificed) this way, which the step states
    (choices.stated.discarded.count) as it states "for each card discarded this way"; the drawing, with no layer
    effect, an instruction of its own after the counters (608.2c).

    >>> _that_many_done("you may discard any number of land cards. put that many +1/+1 counters on ~ and draw that many cards.")
    'you may discard any number of land cards. put a +1/+1 counter on ~ for each card discarded this way. draw that many cards.'
    >>> _that_many_done("you may sacrifice any number of other creatures. draw that many cards, gain that much life, and put that many +1/+1 counters on ~.")
    'you may sacrifice any number of other creatures. draw that many cards, gain that much life, and put a +1/+1 counter on ~ for each creature sacrificed this way.'
    >>> _that_many_done("you may pay life equal to its power. if you do, put that many +1/+1 counters on it.")
    'you may pay life equal to its power. if you do, put a number of +1/+1 counters on it equal to its power.'
    """
    paid = _PAID_LIFE_EQUAL.fullmatch(norm.strip()) if "pay life equal to " in norm else None
    if paid is not None and (paid.group("of") == "its") == (paid.group("on") == "it"):
        # 119.4, 608.2h: "you may pay life equal to its power. If you do, put that many +1/+1 counters on it": that
        # many is the life paid, its power as the ability resolves (the one object both sentences name)
        return (f"you may pay life equal to {paid.group('of')} {paid.group('ch')}. if you do, put a number of "
                f"{paid.group('kind')} counters on {paid.group('on')} equal to {paid.group('of')} {paid.group('ch')}.")
    m = _ANY_NUMBER_DONE.match(norm)
    if m is None or len(_PUT_THAT_MANY.findall(m.group("rest"))) != 1 or "that many" not in m.group("rest"):
        return norm
    noun, past = ("card", "discarded") if m.group("verb") == "discard" else ("creature", "sacrificed")

    def each(p: re.Match) -> str:
        return (f"put a {p.group('kind')} counter on {p.group('on')} for each {noun} {past} this way"
                + (". " if p.group("draw") else ""))
    return norm[:m.start("rest")] + _PUT_THAT_MANY.sub(each, m.group("rest"))


#: counters16: 603.12a: "you may pay {2}{R} any number of times. When you pay this cost one or more times, <rest>."
_PAID_ONE_OR_MORE = re.compile(r"^(?P<pay>you may pay (?:\{[^}]+\})+ any number of times\. )when you pay this cost one "
                               r"or more times, (?P<rest>[^.]+\.)(?P<after>.*)$")


def _paid_that_many(norm: str) -> str:
    """counters16: 603.12a, 608.2h: "You may pay {1}{G} any number of times. When you pay this cost one or more times,
    put that many +1/+1 counters on ~, then ...": a reflexive triggered ability that triggers only if the cost was
    paid at least once (read as "When you do, ...": the step's ``choices.you_did``), and "that many" is the number of
    times it was paid, chosen as the ability resolves (read as X: the step's ``choices.number``, see ``_PAID_TIMES``).
    Only when "that many" is in that one sentence alone (no X of its own, none in a later sentence).

    >>> _paid_that_many("you may pay {1}{g} any number of times. when you pay this cost one or more times, put that many "
    ...                 "+1/+1 counters on ~.")
    'you may pay {1}{g} any number of times. when you do, put x +1/+1 counters on ~.'
    >>> _paid_that_many("you may pay {1} any number of times. when you pay this cost one or more times, draw a card.")
    'you may pay {1} any number of times. when you pay this cost one or more times, draw a card.'
    """
    m = _PAID_ONE_OR_MORE.match(norm)
    if m is None or "that many" not in m.group("rest") or re.search(r"\bx\b", m.group("rest")) \
            or "that many" in m.group("after") or re.search(r"\bx\b", m.group("after")):
        return norm
    return m.group("pay") + "when you do, " + re.sub(r"\bthat many\b", "x", m.group("rest")) + m.group("after")


#: counters16: 603.12a, 608.2h: "..., then discard a card. When you discard a nonland card this way, <rest>."
_WHEN_DISCARDED_THIS_WAY = re.compile(r"(?P<pre>\bdiscard a card\. )when you discard (?P<art>an?) "
                                      r"(?P<kind>(?!card\b)[a-z]+) card this way, ")


def _discarded_this_way(norm: str) -> str:
    """counters16: 603.12a, 608.2h: "Draw a card, then discard a card. When you discard a nonland card this way, put a
    +1/+1 counter on target creature you control.": the reflexive ability triggers only if the one card the
    instruction discarded is of that kind, which the board (no hand) doesn't hold: read as "If the discarded card is a
    nonland card, ..." (the step's ``choices.stated.discarded``; ``{count: 0}``: none discarded, no match). Only after
    one instruction discarding one card, the text's only other "discard"; "a card this way" (any card) is not read.

    >>> _discarded_this_way("draw a card, then discard a card. when you discard a nonland card this way, put a +1/+1 "
    ...                     "counter on target creature you control.")
    'draw a card, then discard a card. if the discarded card is a nonland card, put a +1/+1 counter on target creature you control.'
    >>> _discarded_this_way("discard two cards. when you discard a nonland card this way, draw a card.")
    'discard two cards. when you discard a nonland card this way, draw a card.'
    """
    m = _WHEN_DISCARDED_THIS_WAY.search(norm)
    if m is None or len(re.findall(r"\bdiscards?\b", norm)) != 2:
        return norm
    return norm[:m.end("pre")] + f"if the discarded card is {m.group('art')} {m.group('kind')} card, " + norm[m.end():]


#: "put a +1/+1 counter on target creature for each 1 life you gained" (after "whenever you gain life")
_EACH_LIFE_GAINED = re.compile(r"\bput an? (?P<kind>[+-]\d+/[+-]\d+) counter on (?P<on>[^.]*?) for each 1 life you gained\.")
#: the sentence just before chose a creature type as the ability resolves: what a following "of that type" names
_CHOSE_TYPE_LAST = re.compile(r"(?:^|\. )choose a creature type\.\s*$")
#: a resolving ability's "if <condition>, you may <action>": the condition, then the optional action (not "if you
#: do, you may ...", an action depending on another optional one, nor "you may have")
_IF_THEN_MAY = re.compile(r"^(if (?!you do\b)(?!you don't\b)[^,]+, )you may (?!have )(?=put )")


#: a resolving ability's sentence "if <condition>, <instruction>": the text after the condition's first comma
_IF_LEAD_REST = re.compile(r"^(?:then )?if [^,]+, (?P<rest>.+)$")
#: "target opponent puts a deathtouch counter on a creature they control" (not "target player puts ... on each creature
#: they control", a mode of "Each mode must target a different player": which player choices.player names is not known)
_TARGET_PLAYER_PUTS = re.compile(r"(?P<who>target opponent) puts (?P<what>[^.;]*?\bcounters?) on "
                                 r"(?P<which>a creature) they control")
#: "target creature of defending player's choice" (defending player: "the chosen player"), "... of their choice"
_OF_THEIR_CHOICE = re.compile(r"\btarget creature of (?:the chosen player's|defending player's|their|that player's) "
                              r"choice$")
#: the instructions with no layer effect the grammar reads after "put ... counters on ... and" (its ``one_shot``) that
#: counters11 left one-shot under "if you do" (``_NO_LAYER_TAIL``)
_IF_YOU_DO_AND = re.compile(r"\bcounters? on [^.;]*? and (?:each (?:opponent|player) loses|goad|exile the top|it assembles)\b")


def _compile_sentence(s: str, quotes: list[str], category: str = "static",
                      x_chosen: bool = False) -> dict[str, Any] | None:
    """A clause, or None when the sentence is not a layer effect. Raises _Unsupported.

    Counters a triggered ability puts on objects are a one-shot effect of that ability when it
    resolves later (not a continuous effect of the card as it sits on the board): such a sentence
    the grammar can't read is no layer effect (:class:`_OneShot`); one it reads compiles, so that
    resolving the ability in a scenario puts them. ``x_chosen``: the ability's first instruction has its
    controller choose X as it resolves ("you may pay {X}", 107.3), so that X in its counters is defined."""
    s = s.rstrip(".;").strip()
    # 608.2c, 603.12: a triggered ability's "If you do, put ... counters on ~ and each opponent loses 2 life" (goads it,
    # exiles the top card, assembles a Contraption): the compiled definition does not carry whether the optional
    # action was taken (no `you_did` on a trigger's counters), so these counters joined to more are left one-shot as
    # counters11 left them (``_split_puts``), never put whether or not it was done
    if category == "triggered" and s.startswith(("if you do, ", "when you do, ")) and _IF_YOU_DO_AND.search(s) \
            and _one_shot_counters(s):
        raise _OneShot(s)
    for lead in _SEQUENCE_LEADS:
        if s.startswith(lead) and category != "static":
            s = s[len(lead):]       # the order of one resolution's steps; this step's effect follows
    their = _TARGET_PLAYER_PUTS.fullmatch(s) if category != "static" else None
    if their is not None:
        # 122.1, 608.2d: "target opponent puts a deathtouch counter on a creature they control": the same counter on
        # the same creature whoever puts it; the creature is chosen among those that player controls as it resolves
        # (choices.object), the player the target one (choices.player)
        s = f"put {their.group('what')} on {their.group('which')} {their.group('who')} controls"
    if category == "triggered" and _OF_THEIR_CHOICE.search(s) and _PUT_COUNTERS.match(s):
        # 115.1, 601.2c: "put a +1/+1 counter on target creature of defending player's choice": who chooses the
        # target, which the scenario names (the counters are the same)
        s = _OF_THEIR_CHOICE.sub("target creature", s)
    if s.startswith("you may have ") and category != "static":
        s = s[len("you may have "):]    # "you may have target creature get +2/+2": it gets +2/+2 when you do
    elif s.startswith("you may ") and not s.startswith("you may have "):
        s = s[len("you may "):]     # an optional action: when it is taken, this is its effect
    elif category == "triggered" and re.fullmatch(r"that player may put [^.;]*\bcounters? on (?:~|target creature)", s):
        # "At the beginning of each player's first main phase, that player may put a +1/+1 counter on ~": the same
        # counters on the same permanent whoever puts them (122.1); when the player does, this is the effect
        s = s[len("that player may "):]
    elif category != "static" and _IF_THEN_MAY.match(s):
        # "if you control a black permanent, you may put a +1/+1 counter on ~" (603.4, 608.2c): the optional
        # action after the condition, read as any other "you may": when it is taken, this is its effect
        s = _IF_THEN_MAY.sub(r"\1", s, count=1)
    # 111.1, 707.2: creating a token is a one-shot effect (no layer effect of the card); a token copy of the
    # target the board creates, when the grammar reads it, so that what the ability does to it applies
    token_copy = (s.startswith("create a token that's a copy of ") or bool(re.match(r"create \w+ tokens that are copies of ", s))) \
        and not (looks_continuous(s) or classifier_reads_layer(s))
    emblem = _EMBLEM.match(s)
    if emblem and any(looks_continuous(_NESTED_QUOTE.sub("§0", quotes[int(k)]).lower())
                      or classifier_reads_layer(_NESTED_QUOTE.sub("§0", quotes[int(k)]).lower())
                      for k in re.findall(r"§(\d+)", s) if int(k) < len(quotes)):
        whole = _EMBLEM_SENTENCE.match(s)
        if category == "static" or not whole or any(int(k) >= len(quotes) for k in re.findall(r"§(\d+)", s)):
            # 114.4: an emblem's abilities (an Alchemy boon's, the same) work from the command zone, changing
            # objects later; one the board doesn't make: reported, never dropped as if the ability did nothing
            raise _Unsupported(s, "an emblem's (114) or a boon's ability with a layer effect")
        # 114.2: "You get an emblem with '...'": the board puts the emblem into the command zone, where its
        # static abilities function (114.4); each quoted ability compiled as any static ability
        uses = _BOON_USES.get(whole.group("uses") or "")
        return {"affects": "self", "ops": {}, "conditions": [], "text": s,
                "create_emblem": [_emblem_ability(quotes[int(k)], s, s.startswith("you get an emblem"), uses)
                                  for k in re.findall(r"§(\d+)", s)],
                **({"emblem_uses": uses} if uses else {})}
    # 701.27a: a transformation is read (the board carries it out beside the ability's continuous effects); one the
    # grammar doesn't read stays what it was, no layer effect of its own (checked beside the others by the caller)
    transform = category != "static" and _READ_TRANSFORMS[0] and bool(_TRANSFORM_ACTION.match(s)) \
        and not (looks_continuous(s) or classifier_reads_layer(s))
    if category == "activated" and _ACTIVATE_ONLY_IF.match(s):
        # 602.5b: "Activate only if this creature doesn't have defender": a restriction on activating the ability,
        # checked as it is activated (the scenario's step is the activation); no effect as it resolves
        return None
    chosen_targets = _CHOOSE_TARGET_ONLY.match(s) if category != "static" else None
    if chosen_targets is not None and _parses(chosen_targets.group("np") + " gets +1/+1"):
        # 115.1, 601.2c: "choose up to one target artifact or land you control that isn't a creature or token": the
        # target is chosen as the ability is put on the stack; the sentence does nothing as it resolves (its
        # restrictions, "that isn't a creature", say which objects may be targeted, the step's targets)
        return None
    if not token_copy and not transform and not looks_continuous(s) and not classifier_reads_layer(s):
        return None            # every phrase of the grammar shows one of the signs
    guarded = _IF_LEAD_REST.match(s) if category != "static" else None
    if guarded and not token_copy and not emblem and not transform and not looks_continuous(guarded.group("rest")) \
            and not classifier_reads_layer(guarded.group("rest")):
        # 608.2c: "if you control a creature with power greater than its base power, create a 1/1 white Soldier
        # creature token": an instruction with no layer effect of its own is none for its "if" reading power
        # (the condition changes no characteristic); the text after the first comma holds the whole instruction
        return None
    outcome = _OUTCOME.match(s) if category != "static" else None
    if outcome:
        # "If you win the flip, ...", "If you win, ..." (after a clash), "If you guessed correctly, ...": the
        # step's choices.won says whether it was won (705, 701.30); the rest is the effect
        s = s[outcome.end():].strip()
    branch = _OTHER_BRANCH.match(s)
    if branch and category == "static" and not s.startswith("otherwise,"):
        # "Otherwise, it gets -3/-3" after a static ability's "as long as ...": not read here
        raise _Unsupported(s, "the other branch of an either/or as it resolves ('if you don't', 'otherwise'): "
                              "which branch happened is not recorded")
    if branch:
        # "If you don't, put a +1/+1 counter on ~", "Otherwise, it gets -3/-3": the branch of an either/or
        # (608.2c, 608.2e) the step's choices.otherwise says happened; the rest of the sentence is its effect
        s = s[branch.end():].strip()
    result = _parsed(s)
    if isinstance(result, _Unsupported) and token_copy:
        return None            # a token copy the board can't make: one-shot, as any other token it creates
    if transform and (isinstance(result, _Unsupported) or result["ops"] or not result.get("transform")):
        return None
    if isinstance(result, _Unsupported):
        if branch or outcome:
            # the branch not read: reported (not taken for one-shot counters, as the sentence before the
            # branches may have been)
            raise _Unsupported(result.clause, f"the other branch of an either/or: {result.reason}")
        if category == "triggered" and _one_shot_counters(s):
            raise _OneShot(s)
        raise _Unsupported(result.clause, result.reason)
    if category == "triggered" and _one_shot_counters(s) and "where_x" not in result and not x_chosen \
            and not _ENTERS_X[0] and X in repr(result.get("counters")):     # (107.3m: the entering spell's X)
        # "you may pay {X}. If you do, put X +1/+1 counters on ~": X a triggered ability's words don't define;
        # its counters are one-shot, as when the grammar can't read the sentence
        raise _OneShot(s)
    clause = copy.deepcopy(result)
    if branch:
        clause["otherwise"] = True
    if outcome:
        clause["won"] = outcome.group(1) in ("win", "guessed correctly", "guessed right")
    ab = clause["ops"].get("add_abilities")
    if ab:
        clause["ops"]["add_abilities"] = [_granted(quotes[int(a[1:])], s) if isinstance(a, str) and a.startswith("§")
                                          else a for a in ab]
    full = clause["ops"].get("full_text_of")
    if isinstance(full, dict) and full.get("also"):
        # ifsother15: 'and has the text "{2}: Discard a card."': the quoted ability, as written
        full["also"] = [quotes[int(a[1:])] if isinstance(a, str) and a.startswith("§") and int(a[1:]) < len(quotes)
                        else a for a in full["also"]]
        if any(isinstance(a, str) and a.startswith("§") for a in full["also"]):
            raise _Unsupported(s, "a quoted ability not found")
    lost = clause["ops"].get("remove_abilities")
    if lost and any(isinstance(a, str) and a.startswith("@family§") for a in lost):
        # 702.22c: 'loses all "bands with other" abilities': every "bands with other [quality]" ability
        families = [quotes[int(a[len("@family§"):])].strip().lower() for a in lost
                    if isinstance(a, str) and a.startswith("@family§")]
        if any(f.rstrip(".") != "bands with other" for f in families):  # normalise ends a quotation with "."
            raise _Unsupported(s, "not in the vocabulary: a family of abilities other than "
                                              "'bands with other' (702.22c)")
        clause["ops"]["remove_abilities"] = [BANDS_WITH_OTHER if isinstance(a, str) and a.startswith("@family§")
                                             else a for a in lost]
    if clause.get("enters_with_abilities"):
        clause["enters_with_abilities"] = [_granted(quotes[int(a[1:])], s) if isinstance(a, str) and a.startswith("§")
                                           else a for a in clause["enters_with_abilities"]]
    for spec in (clause.get("enters_as_copy"), clause["ops"].get("copy"), clause.get("create_token_copy")):
        copied = (spec or {}).get("except", {})
        if copied.get("add_abilities"):
            # 707.9b: an ability the copy has as an exception is part of its copiable values
            copied["add_abilities"] = [_granted(quotes[int(a[1:])], s) if isinstance(a, str) and a.startswith("§")
                                       else a for a in copied["add_abilities"]]
    return clause


#: the whole sentence: "you get an emblem with §0", "... with §0 and §1", "you get a boon with §0", "you get a
#: one-time boon with §0" (Alchemy: an N-time boon, whose triggered ability resolves N times, then it is used up)
_EMBLEM_SENTENCE = re.compile(r"^you get (?:an emblem|a boon|an? (?P<uses>one|two|three|four|five|six|seven|eight|nine|ten|"
                              r"eleven|twelve)-time boon) with §\d+(?: and §\d+)?$")
_BOON_USES = {w: i for i, w in enumerate(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                          "eleven", "twelve"), 1)}


#: a quotation inside a quoted ability, in single quotes ("Mountains you control have '{T}: This land deals 1
#: damage to any target.'"); an apostrophe between letters ("creature's") is not one
_NESTED_QUOTE = re.compile(r"(?<!\w)'((?:[^']|(?<=\w)'(?=\w))*?)'(?!\w)")


def _emblem_ability(text: str, clause: str, emblem: bool = True, uses: int | None = None) -> Any:
    """One quoted ability of an emblem (114.3): its text, or ``{text, definition...}`` when it has a layer
    effect. A static ability's effect applies from the command zone (114.4); an emblem's triggered ability
    resolves when a step says it does, as a permanent's (its source the emblem, with no duration that reads
    it); a boon's triggered ability (used up after some triggers), an activated one that changes
    characteristics, or one not read exactly, is reported. ``uses``: the boon is an N-time one, whose
    triggered ability the board lets resolve N times (``emblem_uses``): read as an emblem's, and also when it
    changes the spell that triggered it (400.7a; "When you cast a creature spell, it perpetually gets +1/+0").

    >>> _emblem_ability("When you cast a creature spell, it perpetually gains flying.", "you get a one-time boon with §0",
    ...                 False, 1)["duration"]
    'perpetual'

    >>> _emblem_ability("Creatures you control get +1/+1.", "you get an emblem with §0")["modify_pt"]
    [1, 1]
    >>> _emblem_ability("Islands you control have '{T}: Draw a card.'", "you get an emblem with §0")["add_abilities"]
    ['{T}: Draw a card.']
    >>> _emblem_ability("Artifact spells you cast cost {1} less to cast.", "you get an emblem with §0")
    'Artifact spells you cast cost {1} less to cast.'
    """
    text = _NESTED_QUOTE.sub(r'"\1"', text)      # the quotation an ability of the emblem grants, as printed alone
    parts = split_abilities(text)
    if len(parts) != 1:
        raise _Unsupported(clause, "an emblem's (114) or a boon's ability with a layer effect: several abilities")
    rep, d, us = _compile_ability(0, parts[0], [], False)
    if us:
        raise _Unsupported(clause, f"an emblem's (114) or a boon's ability: {us[0].reason}: {us[0].clause}")
    if d is None:
        if looks_continuous(text.lower()) or classifier_reads_layer(text.lower()):
            raise _Unsupported(clause, "an emblem's (114) or a boon's ability with a layer effect not read")
        return text
    # what a trigger on casting a spell does to that spell goes on applying to the permanent it becomes (400.7a),
    # and a perpetual change of it (Alchemy) follows it anywhere
    cast = bool(_CAST_SPELL.fullmatch(text.split(",")[0].lower()))
    durations = (None, "end_of_turn") + (("perpetual",) if cast else ())
    triggered = (emblem or uses is not None) and rep.category == "triggered" and d.get("kind") in (None, "triggered") \
        and not {"condition", "modes", "kicked", "otherwise", "won", "instead"} & set(d) \
        and all(p.get("duration") in durations for p in [d, *(d.get("parts") or [])])
    if not triggered and (rep.category != "static" or d.get("kind") not in (None, "static") or d.get("zones")
                          or "duration" in d):
        raise _Unsupported(clause, "an emblem's (114) or a boon's triggered or activated ability with a layer effect")
    refs = _EMBLEM_REFERENCES - ({"targets"} if triggered else set())   # a trigger's targets: the step's
    if _CHOSE_TYPE_BEFORE[0] and not triggered and "chosen" in json.dumps(d) and all(
            s != "chosen" for s in _strings({k: v for k, v in d.items() if k != "affects"})) \
            and isinstance(d.get("affects"), dict) and d["affects"].get("subtypes") == ["chosen"] \
            and "chosen" not in json.dumps({k: v for k, v in d["affects"].items() if k != "subtypes"}):
        # "Choose a creature type. You get an emblem with 'Creatures you control of the chosen type get +3/+3 ...'":
        # the type chosen as the ability resolved (608.2d), which the board gives the emblem it creates
        refs = refs - {"chosen"}
    # "where X is its power": the affected object's power ({power: it}), never the emblem's (114.3)
    read = _OWN_POWER.sub("0", json.dumps({k: v for k, v in d.items() if k != "add_abilities"})) if triggered else None
    if refs & (set(_strings(json.loads(read) if read is not None else
                            {k: v for k, v in d.items() if k != "add_abilities"})) | _keys(d)):
        # "of the chosen type" (the choice made as the ability resolved), "~", "it": the emblem has no choices
        # and no characteristics to read (114.3); not read
        raise _Unsupported(clause, "an emblem's (114) ability reading a choice or its source")
    return {"text": text, **d}


#: the affected object's own power or toughness in a compiled value ("where X is its power")
_OWN_POWER = re.compile(r'\{"(?:power|toughness)": "it"\}')

#: words of a compiled definition that read its source or a choice made as it resolved
_EMBLEM_REFERENCES = frozenset({"chosen", "self", "source", SELF_NAME, "it", "targets", "noted", "created", "that"})


def _keys(node: Any) -> set[str]:
    """Every key inside a compiled definition (nested).

    >>> sorted(_keys({"affects": {"types": ["Creature"]}, "condition": {"source": {"tapped": True}}}))
    ['affects', 'condition', 'source', 'tapped', 'types']
    """
    if isinstance(node, dict):
        return {str(k) for k in node} | {x for v in node.values() for x in _keys(v)}
    if isinstance(node, list):
        return {x for v in node for x in _keys(v)}
    return set()


def _granted(text: str, clause: str) -> Any:
    """A quoted ability: its text, or ``{text, definition...}`` when it has a layer effect itself."""
    parts = split_abilities(text)
    if len(parts) != 1:
        return text
    rep, d, us = _compile_ability(0, parts[0], [], False)
    if us:
        raise _Unsupported(clause, f"granted ability: {us[0].reason}: {us[0].clause}")
    return {"text": text, **d} if d else text


def _granted_keywords_read(node: Any) -> Any:
    """A definition whose granted keywords are read by their rules (702): "Other creatures you control have prowess"
    grants "Prowess" with the definition of "Whenever you cast a noncreature spell, this creature gets +1/+1 until
    end of turn" (702.108a), so the trigger resolves on the creature that has it. A keyword whose rules text the
    compiler can't read stays its text, as any keyword.

    >>> _granted_keywords_read({"affects": "self", "add_abilities": ["Flying", "Prowess"]})["add_abilities"][1]["kind"]
    'triggered'
    """
    if isinstance(node, list):
        return [_granted_keywords_read(v) for v in node]
    if not isinstance(node, dict):
        return node
    out = {k: _granted_keywords_read(v) for k, v in node.items()}
    granted = out.get("add_abilities")
    if isinstance(granted, list):
        out["add_abilities"] = [_granted_keyword(a) if isinstance(a, str) else a for a in granted]
    return out


@lru_cache(maxsize=256)
def _granted_keyword_definition(text: str) -> str | None:
    """The definition of one granted keyword read by its rule, as JSON (cached: the same few keywords recur), or
    None for a keyword with no rules text here or one that doesn't compile."""
    if keyword_rules_text(text) is None:
        return None
    rep, d, us = _compile_ability(0, {"text": text, "kind": "keyword", "keyword": text.lower()}, [], False)
    if us or d is None or rep.status != "compiled":
        return None
    if "stated" in json.dumps(d):
        # devour, amplify (702.82a, 702.38a): what was sacrificed or revealed as the permanent entered, which the
        # step granting the keyword can't state: the keyword stays its text
        return None
    return json.dumps(d)


def _granted_keyword(text: str) -> Any:
    found = _granted_keyword_definition(text)
    return text if found is None else {"text": text, **json.loads(found)}


#: a granted keyword whose number or generic cost is X: "Bushido X", "Ward {X}", "Encore {X}"
_KEYWORD_X = re.compile(r"[A-Z][A-Za-z ]* (?:X|\{X\})")
#: what a value read as layer 6 applies may not read: power and toughness are worked out in layer 7 (613.4),
#: abilities in layer 6 itself (613.1f), by effects this one would have to be ordered with
_LAYER6_UNREADABLE = re.compile(r"'(?:power|toughness|abilities|not_abilities|no_abilities|stated|that_many|roll|"
                                r"up_to|x|times_kicked|colors_spent|mana_spent|convoked)'")


def _keywords_with_x(cl: Mapping[str, Any], category: str) -> list[Any]:
    """A static ability's granted keywords whose number or generic cost is the sentence's X ("~ has bushido X,
    where X is the number of attacking creatures", "has encore {X}, where X is its mana value"), as
    ``{keyword: "Bushido X", x: X}``, the value bound to X as the sentence compiles and worked out for each
    object as layer 6 applies (611.3a). Never in a resolving effect (608.2h fixes its values as it resolves),
    nor with a value layer 6 can't read exactly (a power, an ability) or one fixed by how something was cast.
    """
    if category != "static" or "duration" in cl:
        raise _Unsupported(cl["text"], "a granted keyword whose cost is X, where X is a value, in a resolving effect")
    if _LAYER6_UNREADABLE.search(repr(cl["where_x"])):
        raise _Unsupported(cl["text"], "a granted keyword whose number is a value layer 6 can't read (613.1f, 613.4)")
    return [{"keyword": a, "x": X} if isinstance(a, str) and _KEYWORD_X.fullmatch(a) else a
            for a in cl["ops"].get("add_abilities", ())]


#: 115.1d, 601.2c: "up to X target creatures gain flying until end of turn, where X is the number of times ~ was
#: kicked": X is only how many targets may be chosen (which ones, and so how many, are the step's targets), and
#: no instruction reads it: the "where X is ..." is no part of what the effect does to them
_X_COUNTS_TARGETS = re.compile(r"^(?P<head>(?:[^,.;]*, )?(?:put (?:(?!\bx\b)[^,.;])*? on each of )?"   # counters15: "put a +1/+1 counter on each of up to x target creatures"
                               r"up to x (?:other )?target (?:(?!\bx\b)[^.;])*?), "
                               r"where x is [^.;]+?(?P<end>[.;]?)$")


def _without_target_count_x(s: str) -> str:
    """A sentence whose "where X is ..." counts only its targets, without it (the targets are the step's).

    >>> _without_target_count_x("up to x target creatures gain flying until end of turn, where x is the number of "
    ...                         "times ~ was kicked.")
    'up to x target creatures gain flying until end of turn.'
    >>> _without_target_count_x("up to one hundred target creatures each get +1/+1 until end of turn.")
    'up to 100 target creatures each get +1/+1 until end of turn.'
    >>> _without_target_count_x("up to x target creatures each get +x/+0 until end of turn, where x is ~'s "
    ...                         "power.").endswith("where x is ~'s power.")
    True
    >>> _without_target_count_x("put a +1/+1 counter on each of up to x target creatures, where x is the number of "
    ...                         "cards looked at while scrying this way.")
    'put a +1/+1 counter on each of up to x target creatures.'
    >>> _without_target_count_x("put x +1/+1 counters on each of up to x target creatures, where x is ~'s power."
    ...                         ).endswith("where x is ~'s power.")
    True
    """
    if "up to one hundred target" in s:
        # "up to one hundred target creatures each get ...": a number of targets (115.1d) the number words don't
        # spell; which ones are the step's targets
        s = s.replace("up to one hundred target", "up to 100 target")
    m = _X_COUNTS_TARGETS.match(s) if "up to x " in s else None
    return m.group("head") + m.group("end") if m else s


@lru_cache(maxsize=65536)
def _parsed(s: str) -> dict[str, Any] | _Unsupported:
    """Parse and lower one normalised sentence (cached: many cards share their sentences)."""
    try:
        tree = parse(_without_target_count_x(s))
    except LarkError:
        return _Unsupported(s, "no grammar rule for this phrase")
    try:
        clause = lower.sentence(tree, s)
    except NotExpressible as exc:
        return _Unsupported(s, f"not in the vocabulary: {exc}")
    except (IndexError, KeyError, ValueError) as exc:      # a parse the lowering has no reading for
        return _Unsupported(s, f"no reading of this parse ({type(exc).__name__})")
    clause["text"] = s
    return clause


def _merge_clauses(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                   that_ref: Any = None, group_ref: bool = False, it_target: tuple[int, ...] | None = None,
                   phrases: int = 0, x_chosen: bool = False,
                   yours_target: tuple[int, ...] | None = None) -> dict[str, Any]:
    """Bind references and merge the clauses of one ability into one definition. ``it_ref`` is
    what "it" names before any clause has named something; ``that_ref`` what "that creature"
    names when the trigger event names an object other than its source; ``group_ref``: ``it_ref``
    is a group of objects, which "they" names but "it" and "that creature" don't.

    ``phrases``: how many "target" phrases naming objects the text has (115.1d); when more than one,
    ``x_chosen``: the ability's first instruction chooses X as it resolves ("you may pay {X}", "you may reveal X
    black cards"): X is the step's choices.number.
    ``yours_target``: the phrase of the text's one "target creature you control", which "the creature you control"
    names (115.1d). Each effect on ``targets`` says which phrases' targets it is on (``target``), from the clause's own
    phrases (``@targets_here``) or its antecedent's (``it_target`` before any clause named one). Clauses
    on different objects, or that can't be merged into one effect, become the ``parts`` of a resolving
    spell's or ability's effect (608.2c), in printed order."""
    parts: list[dict[str, Any]] = []
    definition: dict[str, Any] = {}
    ability_condition: Any = None   # 603.4: a triggered ability's intervening "if", of all its parts
    last_start = 0      # the clause the last definition started at
    antecedent = it_ref
    antecedent_target = it_target if it_ref == "targets" else None
    named_phrases: list[int] = []       # the "target" phrases the clauses so far named as their own subjects
    for n, cl in enumerate(clauses):
        if cl.pop("@trail_fact", False) and (category not in ("triggered", "spell") or n or len(clauses) != 1):
            # 608.2c: "put two +1/+1 counters on it if you gained life this turn" is read as the triggered ability's
            # one instruction only (checked once as it resolves, as an intervening "if" is, 603.4); counters15: and a
            # spell's ("Put a +1/+1 counter on target creature you control if you weren't the starting player.":
            # a resolving spell's condition on a game fact is checked once as it resolves)
            raise _Unsupported(cl["text"], "a trailing 'if' on a game fact other than a triggered ability's one "
                                           "instruction's")
        if cl.get("@per_object") and category != "static":
            # "each land gets +2/+2 as long as it's a creature" is read per object continuously (611.3a); a
            # resolved effect's objects are fixed as it resolves (611.2c)
            raise _Unsupported(cl["text"], "a condition on each object of a resolving spell's or ability's effect")
        if cl.get("still"):
            ops = definition
            if not any(k in ops for k in ("set_types", "add_types")):
                raise _Unsupported(cl["text"], "'still a ...' with nothing that changed the types")
            if "set_types" in ops:
                ops["add_types"] = ops.pop("set_types")
            if "set_subtypes" in ops:
                ops["add_subtypes"] = ops.pop("set_subtypes")
            continue
        refs: dict[str, Any] = {}
        if antecedent is not None and group_ref and n == 0:
            refs[THEY] = antecedent
        elif antecedent is not None:
            refs[IT] = refs[THAT] = antecedent
            if not isinstance(antecedent, str) or antecedent in ("targets", "created"):
                refs[THEY] = antecedent     # "they" names a group, never one object such as the source
        if that_ref is not None and not parts:
            refs[THAT] = that_ref
        if antecedent == "chosen":
            refs[CARD] = "chosen"       # "choose a creature card in your hand. That card perpetually ..."
        elif category == "static" and any(isinstance(c, dict) and list(c) == ["top_of_library"]
                                          for c in cl.get("conditions") or ()):
            # 401.1: "as long as the top card of your library is a Goblin card, ~ has all activated abilities of
            # that card": the card the condition names (ifsother14)
            refs[CARD] = "top_of_library"
        if yours_target is not None:
            refs[lower.YOURS] = "targets"       # "the creature you control": that phrase's target (115.1d)
        refs[lower.THIS_ABILITY] = lower.THIS_ABILITY     # the ability's own text, put in by _compile_ability_inner
        refs[lower.SELF_NAME] = lower.SELF_NAME           # the card's name, put in by _compile_ability_inner
        if "where_x" in cl:
            if any(isinstance(a, str) and _KEYWORD_X.fullmatch(a) for a in cl["ops"].get("add_abilities", ())):
                cl = {**cl, "ops": {**cl["ops"], "add_abilities": _keywords_with_x(cl, category)}}
            refs[X] = cl["where_x"]
            if "where_y" in cl:
                refs[lower.Y] = cl["where_y"]
        elif any(isinstance(a, str) and a.endswith(" X") for a in cl["ops"].get("add_abilities", ())):
            # "gains bushido X" with no "where X is ...": a keyword number the granted text would not carry
            raise _Unsupported(cl["text"], "a granted keyword whose number is X, with no 'where X is ...'")
        elif x_chosen:
            refs[X] = "x"       # 107.3: X chosen as the ability resolves ("you may pay {X}"): choices.number
        elif re.search(r"\{x\}|\bx\b", cost.lower()) and category in ("activated", "loyalty", "spell"):
            # 601.2b, 602.2b: X in a cost ("{X}", "Sacrifice X Squirrels", "Remove X ki counters") is
            # chosen as the ability is activated: the step's choices.number
            refs[X] = "x"
        elif category == "spell" or "enters_with_counters" in cl:
            refs[X] = "x"       # the X of the spell's (the permanent's) mana cost: choices.number
        elif _ENTERS_X[0] and category == "triggered":
            # 107.3m: "When The Meathook Massacre enters, each creature gets -X/-X until end of turn": the X chosen
            # for the spell that became the permanent, as its enter step states it
            refs[X] = "entered_x"
        try:
            affects = _bind(cl.get("affects", "self"), refs)
            if _counts_other([cl["ops"], cl.get("counters"), cl.get("where_x")]):
                # "it gets +1/+1 for each other creature you control": "other" names the subject
                try:
                    subject_creature = bool(cl.get("@subject_creature"))
                    cl = {**cl, **{k: _other_of_subject(cl[k], affects, subject_creature)
                                   for k in ("ops", "counters", "where_x") if k in cl}}
                    if "where_x" in cl:
                        refs[X] = cl["where_x"]
                except NotExpressible:
                    raise _Unsupported(cl["text"], "'for each other ...' counted beside an object other than the "
                                       "source") from None
            if lower.OTHER_OF_SUBJECT in repr(cl):
                raise _Unsupported(cl["text"], "'for each other ...' counted beside an object other than the source")
            ops = _bind(cl["ops"], refs)
            conds = _bind(cl["conditions"], refs)
            if cl.get("@it_conditions"):
                # "As long as it's legendary, it gets an additional +2/+2" after "Equipped creature gets +1/+1":
                # "it" in the condition is the object the clause is on, now that its antecedent is known
                conds = lower._bind_it(conds, affects)
            if cl.get("@it_self_conds"):
                # "if it has fewer than four +1/+1 counters on it, put a +1/+1 counter on it": the subject's "it"
                # is the condition's; a condition only the source can meet, so only when "it" is the source
                if affects != "self":
                    raise _Unsupported(cl["text"], "a condition on 'it' that only the source can meet")
                conds = lower._bind_it(conds, "self")
            if isinstance(cl["ops"].get("copy"), dict) and cl["ops"]["copy"].get("of") in (IT, THAT, "self"):
                affects = _check_copied(ops["copy"]["of"], affects, cl["text"])
            if "its_controller" in repr([affects, conds]) or "shares_creature_type" in repr([affects, conds]) \
                    or _object_relative_outside_count([cl["ops"], cl.get("counters"), cl.get("where_x"),
                                                       cl.get("enters_with_counters")]):
                # "cards in its controller's graveyard" names a player only in a value worked out for an object
                raise _Unsupported(cl["text"], "'its controller' outside a count value")
        except NotExpressible as exc:
            raise _Unsupported(cl["text"], str(exc)) from None
        # 115.1d: which "target" phrases the objects answer: the clause's own subject's (the first of its
        # sentence), or its antecedent's when it names them by a reference
        target: tuple[int, ...] | None = None
        if affects == "targets":
            if cl.get("affects") == "targets":
                here = tuple(cl.get("@targets_here") or ())
                k = cl.get("@subject_targets", 1)
                target = here[:k] if len(here) >= k else None
            elif cl.get("affects") == THEY and antecedent == "targets" and len(set(named_phrases)) > 1:
                # 115.1d: "Until end of turn, target creature gets +3/+3, up to one other target creature gets
                # +2/+2, and up to one other target creature gets +1/+1. Those creatures gain vigilance ...": "those
                # creatures" names the targets of every phrase the clauses before named, not the last one's
                if not all(c.get("affects") == "targets" for c in clauses[:n]):
                    raise _Unsupported(cl["text"], "'they' after several targets and other objects")
                target = tuple(sorted(set(named_phrases)))
            elif cl.get("affects") in (IT, THEY, THAT) and refs.get(cl["affects"]) == antecedent:
                target = antecedent_target
            elif cl.get("affects") == lower.YOURS:
                target = yours_target
        if cl.get("if_ref") is not None and _bind_or_none(cl["if_ref"], refs) != affects:
            # "if that creature is a Cat, it gains ...": the condition's object must be the one the effect is on
            raise _Unsupported(cl["text"], "'if that creature ...' of an object other than the one the effect is on")
        if cl.get("instead") and (cl.get("counters_if") is not None or cl.get("if_is") is not None):
            # 608.2c: "Target creature gets -4/-1 until end of turn. If that creature is white, it gets -4/-4
            # until end of turn instead.": the effect before, on the same object, only if it isn't one
            _instead_of(definition, affects, cl["counters_if"] if cl.get("counters_if") is not None else cl["if_is"],
                        n - last_start, cl["text"])
        if (cl.get("counters_if") is not None and phrases > 1 and affects == "targets" and target is not None
                and cl.get("@if_trail") is None and not cl.get("instead") and category in _RESOLVING and not conds):
            # counters15: "Put a +1/+1 counter on target creature you control if its power is 4 or greater. Then ...
            # fights target creature you don't control.": counters on the clause's own target (115.1d: ``target``),
            # only if it matches as the instruction resolves (608.2c): a part with ``if_is`` (611.2c)
            cl = {**cl, "if_is": cl["counters_if"]}
            cl.pop("counters_if")
            cl.pop("if_ref", None)
        if cl.get("counters_if") is not None and phrases > 1 and affects == "targets":
            raise _Unsupported(cl["text"], "counters on one of the ability's several targets, if it is ...")
        if cl.get("counters_if") is not None:
            # "If it's a Vampire, put a +1/+1 counter on it": counters on the object only if it matches then
            entry = {"affects": affects, "counters": _bind(cl["counters"], refs), "if_is": cl["counters_if"]}
            if not parts:
                definition = {"affects": affects, "also_counters": [entry]}
                parts.append(definition)
                last_start = n
            else:
                definition.setdefault("also_counters", []).append(entry)
            antecedent = affects
            continue
        if not ops and not {"counters", "enters_with_counters", "distribute_counters", "double_counters", "remove_counters",
                            "enters_as_copy", "create_token_copy", "turn_face_down", "counters_put_instead",
                            "create_emblem", "transform"} & set(cl):
            if category == "static" and len(clauses) == 1 and cl.get("other") and _RESTRICTION_ONLY_TEXT.search(cl["text"]):
                # ifsother15: "As long as enchanted creature is face down, it can't be turned face up.": a
                # restriction on a special action (702.37e, 708.8) and nothing else: no layer effect
                raise _Unsupported(cl["text"], _RESTRICTION_ONLY)
            raise _Unsupported(cl["text"], "no operation")
        if (cl.get("resolves_if") is True and category in ("spell", "activated", "loyalty") and len(conds) == 1
                and list(conds[0]) == ["source"] and affects == "self" and cl.get("if_is") is None):
            # 608.2c: "{3}: If this creature is a Spirit, it becomes a Kithkin Spirit Warrior ...": the
            # instruction is followed only if the source is one as the ability resolves (after the parts
            # before it); it is the effect's one object, so the check is ``if_is`` on it (611.2c), not a
            # condition read for as long as the effect lasts
            cl = {**cl, "if_is": conds[0]["source"]}
            cl.pop("resolves_if")
            conds = []
        if_holds: Any = None
        if (cl.get("resolves_if") is True and category in _RESOLVING and len(conds) == 1
                and lower.IT_IS not in conds[0] and cl.get("if_is") is None and cl.get("counters_if") is None
                and not any(cl.get(k) for k in ("instead", "otherwise", "kicked", "won", "@if_counters",
                                                "@one_shot_before", "enters_with_counters"))
                and (category != "triggered" or n or cl.get("@later") or cl.get("@if_trail_board"))
                and cl.get("@all_read_before") and "'source'" not in repr(conds[0])):
            # 608.2c: "If you control a Forest, each blocked creature gets +2/+2 until end of turn" (an instant),
            # "That creature also gains trample until end of turn if you control a creature with power 4 or
            # greater", a trigger's later "Then if you control five or more Rats, ...": the instruction's own
            # "if" on the board, checked once as it resolves, after the instructions before it — each of them
            # one the board carries out (every sentence before is an effect it applies), so it reads the board
            # the rules read. Not a triggered ability's intervening "if" (603.4, its `condition`). Never one on
            # the source ("If this creature is a Spirit, creatures you control get ..."), which may have left
            # its zone by then (608.2h: its last known information)
            if_holds, conds = conds[0], []
        if cl.get("@unless") and (category != "static" or "enters_with_counters" in cl or "counters" in cl):
            # "put a +1/+1 counter on target creature unless you control a Forest": an instruction's "unless",
            # checked as it resolves, is not a static ability's condition (611.3a)
            raise _Unsupported(cl["text"], "'unless <condition>' outside a static ability's continuous effect")
        if cl.get("resolves_if") == "how_cast":
            # 601.2g-h: how the spell was paid for, which the step states (choices.mana_spent) and nothing
            # changes: a spell's own "if {B} was spent to cast this spell, ..." (its effect's condition, the
            # same for as long as the effect lasts); a permanent's "if at least three white mana was spent to
            # cast this spell, it enters with ..." (614.1c, the enter step's); a triggered ability's "if at
            # least four mana was spent to cast it" (the ability step's: the spell its text names)
            enters_only = "enters_with_counters" in cl and not cl["ops"] and affects == "self" and not cl.get("other")
            # 706.2: a stated outcome; 608.2h: what an object the ability names by what happened to it was
            rolled = _stated_outcome(conds[0]) if len(conds) == 1 else False
            if len(conds) == 1 and "stated" in conds[0] and category == "static":
                raise _Unsupported(cl["text"], "what a stated object was, read outside a resolving spell or ability")
            # 602.2b: "if mana from a Treasure was spent to activate this ability": the activation's own payment,
            # which its ability step states; "to cast it" only where a spell is cast (ifsother14)
            activation = "to activate this ability" in cl["text"]
            if activation and category != "activated":
                raise _Unsupported(cl["text"], "the mana spent to activate an ability, read outside that ability")
            if rolled and category in _RESOLVING and list(conds[0]) == ["roll"] and "max" in conds[0]["roll"] \
                    and not any(cl.get(k) for k in ("instead", "otherwise", "kicked", "enters_with_counters")):
                # grants18: 706.3a: a results table's line is its own "if" (608.2c), checked once as the ability
                # resolves, on the part it governs (the table's other lines are other parts)
                if_holds, conds = conds[0], []
            elif len(conds) != 1 or not (category in ("spell", "triggered") or (category == "static" and enters_only)
                                       or (rolled and category in ("activated", "loyalty"))
                                       or (activation and category == "activated")):
                raise _Unsupported(cl["text"], "the mana spent to cast a spell, read outside that spell's effect, "
                                   "the counters it enters with or a triggered ability's 'if'")
        elif cl.get("resolves_if") == "fact" and category in ("spell", "activated", "loyalty") and len(conds) == 1:
            pass    # 608.2c: "If a creature died this turn, ..." of a resolving spell or ability: checked as it resolves
        elif cl.get("resolves_if") == "fact" and category == "static" and len(conds) == 1 and cl["ops"] \
                and not any(cl.get(k) for k in ("instead", "counters", "enters_with_counters", "duration", "other")):
            # ifsyou15: 611.3a: a static ability's "If you're on the Mirran team, creatures you control have haste": the
            # continuous effect exists while the game fact holds, checked continuously (as "as long as" is)
            cl.pop("resolves_if")
        elif conds and category in ("spell", "activated", "loyalty") and "'fact':" in repr(conds):
            # "as long as <game fact>" inside a resolving spell's effect would need checking for as long as
            # the effect lasts; a resolved effect's condition is its "if", checked once
            raise _Unsupported(cl["text"], "an 'as long as' game fact inside a resolving spell's or ability's effect")
        elif if_holds is not None:
            pass
        elif (cl.get("resolves_if") is True and category == "static" and cl.get("@if_trail_board")
              and "enters_with_counters" in cl and not cl["ops"] and affects == "self" and not cl.get("other")
              and len(conds) == 1 and list(conds[0]) == ["count"]):
            pass    # 614.1c, 614.12: "~ enters with a +1/+1 counter on it if you control ...": checked as it enters
        elif (cl.get("resolves_if") == "fact" and category == "static" and "enters_with_counters" in cl
              and not cl["ops"] and affects == "self" and not cl.get("other") and len(conds) == 1):
            pass    # 614.1c, 702.54a: "If an opponent was dealt damage this turn, ~ enters with ...": checked as it enters
        elif cl.get("resolves_if") and (category != "triggered" or len(conds) != 1 or (
                (cl.get("@later") or n) and affects != "self" and cl["resolves_if"] != "fact"
                and (cl["ops"] or "counters" not in cl))):
            # 603.4: an intervening "if" is a triggered ability's: checked as it resolves, and if it doesn't
            # hold the ability does nothing; if it does, the effect it creates (on any objects) has no
            # condition (611.2a: it lasts). The board checks it once, on the board then (game.board). It
            # follows the trigger condition ("When ..., if ..., <effect>"): a later sentence's "Then if ..."
            # (608.2c) is read after the instructions before it ("create two Rat tokens"), which the board
            # may not carry out — only its counters, or an effect on the source, are read so
            raise _Unsupported(cl["text"], "an intervening 'if' clause (603.4) outside a triggered ability's one condition")
        if conds and category == "triggered" and not cl.get("resolves_if"):
            # a triggered ability's `condition` is its intervening "if" clause, checked once as it resolves
            # (603.4); "as long as ..." inside its effect would need checking for as long as the effect lasts
            raise _Unsupported(cl["text"], "a condition inside a triggered ability's effect")
        if phrases > 1 and isinstance(ops.get("copy"), dict) and cl["ops"]["copy"].get("of") == "targets":
            # 115.1d: "Target artifact or creature becomes a copy of another target artifact or creature": the
            # copied object is the one target of the phrase after the subject's, in the same sentence
            here = tuple(cl.get("@targets_here") or ())
            k = cl.get("@subject_targets", 1)
            if affects != "targets" or cl.get("affects") != "targets" or len(here) != k + 1:
                raise _Unsupported(cl["text"], "a copy of one of the ability's several targets")
            if re.search(r"\bcopy of [^,.]*\bcards?\b", cl["text"]):
                # "a copy of target creature card in exile with a memory counter on it": a card in another zone,
                # described by what the board doesn't hold (its counters there)
                raise _Unsupported(cl["text"], "a copy of a target card in another zone")
            ops["copy"]["target"] = here[k]
        d: dict[str, Any] = {"affects": affects}
        if phrases > 1 and affects == "targets" and "exchange_control" not in ops:
            # (an exchange of control, 701.12, is between the two targets of its phrases)
            if not target:
                raise _Unsupported(cl["text"], "an effect on one of the ability's several targets")
            d["target"] = target[0] if len(target) == 1 else list(target)
        if conds:
            d["condition"] = conds[0] if len(conds) == 1 else {"all": conds}
        if cl.get("duration"):
            d["duration"] = cl["duration"]
        if cl.get("zones"):
            if category != "static":
                raise _Unsupported(cl["text"], "'as long as ~ is in your graveyard' outside a static ability")
            d["zones"] = cl["zones"]          # 113.6: where the static ability functions
        if "counters" in cl:
            try:
                d["counters"] = _bind(cl["counters"], refs)     # "put X +1/+1 counters on ..., where X is ..."
            except NotExpressible as exc:
                raise _Unsupported(cl["text"], str(exc)) from None
        if "distribute_counters" in cl:
            try:
                # 601.2d: "distribute X +1/+1 counters ..., where X is ...": X bound as the counters' is
                d["distribute_counters"] = _bind(cl["distribute_counters"], refs)
            except NotExpressible as exc:
                raise _Unsupported(cl["text"], str(exc)) from None
            if any(not isinstance(n, int) and ("'it'" in repr(n) or "@" in repr(n) or lower.COUNTERS_ON_IT in repr(n))
                   for n in d["distribute_counters"].values()):
                # the whole divided is one number (601.2d): never a value of each target, nor an X not bound
                raise _Unsupported(cl["text"], "X counters divided, X a value of each object or not written")
        if "double_counters" in cl:
            d["double_counters"] = cl["double_counters"]              # 701.10e
        if "remove_counters" in cl:
            if any(set(p) & {"counters", "distribute_counters", "double_counters", "also_counters", "proliferate"}
                   for p in parts + [definition]):
                # the board removes counters before it puts any (608.2c: "remove ..., then put ...")
                raise _Unsupported(cl["text"], "counters removed after counters were put")
            try:        # 122.1 ("remove X counters from target permanent, where X is ...": X bound)
                d["remove_counters"] = _bind(cl["remove_counters"], refs)
            except NotExpressible as exc:
                raise _Unsupported(cl["text"], str(exc)) from None
        if ("counters" in cl or "distribute_counters" in cl) and any("double_counters" in p for p in parts + [definition]):
            # the board puts counters before doubling them (608.2c: "put ..., then double ...")
            raise _Unsupported(cl["text"], "counters put after they were doubled")
        if "enters_with_counters" in cl:
            d["enters_with_counters"] = _bind(cl["enters_with_counters"], refs)
        if cl.get("also_counters"):
            try:    # "put a +1/+1 counter on that creature and a +1/+1 counter on ~" (608.2c)
                d["also_counters"] = [{"affects": _bind(e["affects"], refs), "counters": _bind(e["counters"], refs)}
                                      for e in cl["also_counters"]]
            except NotExpressible as exc:
                raise _Unsupported(cl["text"], str(exc)) from None
        if "counters_put_instead" in cl:
            d["counters_put_instead"] = cl["counters_put_instead"]      # 614.1a
        if cl.get("enters_with_abilities"):
            d["enters_with_abilities"] = cl["enters_with_abilities"]     # 614.1c
        if "enters_as_copy" in cl:
            if category != "static" or conds:
                # 614.1c: the permanent's own replacement effect, applied as it enters (614.12)
                raise _Unsupported(cl["text"], "entering as a copy outside a static ability or under a condition")
            d["enters_as_copy"] = cl["enters_as_copy"]          # 707.5
        if "turn_face_down" in cl:
            if category not in ("spell", "activated", "loyalty", "triggered", "chapter") or conds or n or len(clauses) > 1:
                # "Turn target creature face down. It's a 2/2 Cyberman artifact creature.": the characteristics
                # it has face down (708.2) are not another effect on it
                raise _Unsupported(cl["text"], "turning face down beside another effect")
            d["turn_face_down"] = True          # 708.2a
        if cl.get("transform"):
            if category not in ("spell", "activated", "loyalty", "triggered", "chapter") or conds:
                # 701.27a: a keyword action as a resolving spell or ability resolves, never a static ability's
                raise _Unsupported(cl["text"], "a transformation (701.27) outside a resolving spell or ability")
            d["transform"] = True               # 701.27a, 613.7g: the board turns it over as it resolves
        if "create_token_copy" in cl:
            if category not in ("spell", "activated", "loyalty", "triggered", "chapter") or conds or n:
                raise _Unsupported(cl["text"], "a token copy outside the start of a resolving spell or ability")
            d["create_token_copy"] = cl["create_token_copy"]    # 111.1, 707.2
        if "create_emblem" in cl:
            if category not in ("spell", "activated", "loyalty", "triggered", "chapter") or conds or n or len(clauses) > 1:
                raise _Unsupported(cl["text"], "an emblem (114) beside another effect of the ability")
            d = {"create_emblem": cl["create_emblem"]}      # 114.2: no object of the board is affected
            if cl.get("emblem_uses"):
                d["emblem_uses"] = cl["emblem_uses"]        # (Alchemy) an N-time boon
        if cl.get("other"):
            d["other"] = "; ".join(cl["other"])      # restrictions beside the layer effect
        if cl.get("if_is") is not None:
            if category not in _RESOLVING or conds:
                # 608.2c: only a resolving spell's or ability's instruction is followed once, for its objects then
                raise _Unsupported(cl["text"], "'if it's ...' before an effect of an ability that doesn't resolve")
            d["if_is"] = cl["if_is"]        # 611.2c: only those of its objects that match as it resolves
        if cl.get("chosen_is") is not None:
            if category not in _RESOLVING or conds or affects != "chosen":
                raise _Unsupported(cl["text"], "an object chosen as it resolves, outside a resolving spell or ability")
            d["chosen_is"] = cl["chosen_is"]    # 608.2d: the object chosen as it resolves (choices.object)
            if cl.get("chosen_least"):
                d["chosen_least"] = cl["chosen_least"]      # 701.39a: bolster's "least toughness"
        if if_holds is not None:
            d["if_holds"] = if_holds        # 608.2c: checked once as it resolves
        d.update(ops)
        antecedent, antecedent_target = affects, target
        if affects == "targets" and cl.get("affects") == "targets" and target:
            named_phrases.extend(target)
        if not parts:
            definition = d
            parts.append(d)
            last_start = n
            continue
        try:
            if "if_holds" in d or "if_holds" in definition:
                # an instruction under its own "if" is never merged with another: a part of its own (608.2c)
                raise _Unsupported(cl["text"], "an instruction under 'if' beside another effect")
            _merge_into(definition, d, cl["text"])
        except _Unsupported as exc:
            if category == "static" and all(_static_part(p) for p in parts + [d]):
                # 613.7a: a static ability's effects on different objects, or under different conditions ("As long
                # as you control your commander, this creature gets +2/+2 and other creatures you control get
                # +2/+2", "Elenda gets an additional +5/+5 as long as ..."): one effect each, one timestamp
                definition = d
                parts.append(d)
                last_start = n
                continue
            if (category == "triggered" and len(parts) == 1 and "condition" in parts[0] and ability_condition is None
                    and "condition" not in d and "enters_with_counters" not in parts[0] and "kicked" not in parts[0]
                    and not clauses[last_start].get("@later") and clauses[last_start].get("@all_read_before")):
                # 603.4: "At the beginning of combat on your turn, if you control an artifact, this creature gets
                # +2/+1 until end of turn. If you control three or more artifacts, it also gains first strike ...":
                # the first sentence's "if" is the ability's intervening "if", checked once as it resolves before
                # any of its instructions (if it doesn't hold, the ability does nothing): the condition of the
                # whole definition, beside its parts. Only the "if" of its first sentence (not one after an
                # instruction the board doesn't carry out, "mill a card. When you do, if ...": it reads what that
                # instruction changed)
                ability_condition = parts[0].pop("condition")
                try:
                    if "if_holds" in d or "if_holds" in definition:
                        raise _Unsupported(cl["text"], "an instruction under 'if' beside another effect")
                    _merge_into(definition, d, cl["text"])
                    continue        # one effect after all, under the ability's condition
                except _Unsupported:
                    pass
            if category not in _RESOLVING or (conds and not _checked_as_it_resolves(d.get("condition"))
                                              and not (category == "spell" and _spell_cost_paid(d.get("condition")))) \
                    or any("condition" in p and not _checked_as_it_resolves(p["condition"])
                           and not (category == "spell" and _spell_cost_paid(p["condition"])) for p in parts) \
                    or (category == "triggered" and "condition" in parts[0]) \
                    or "enters_with_counters" in d or any("enters_with_counters" in p for p in parts):
                raise exc from None
            # 608.2c: another effect of the same resolution, on its own objects (or with its own
            # duration or values): a part of its own, applied with the same timestamp, in printed order.
            # A part's own "if" (a game fact, how the spell was cast) is checked as it resolves; a triggered
            # ability's first "if" is its intervening "if" (603.4), of the whole ability: never one part's
            definition = d
            parts.append(d)
            last_start = n
    if len(parts) > 1:
        for k, part in enumerate(parts):
            if category == "spell" and k and isinstance(part.get("affects"), dict) and part["affects"].get("other") is True:
                # an instant's or sorcery's "other" (it has no source on the battlefield): other than the objects of
                # the parts before ("Target creature you control gets +2/+1 ... Each other creature you control gets
                # +1/+1", "Zombies you control get +2/+1 ... Other creatures you control get +1/+1": the non-Zombies)
                other = _other_than_before(part["affects"], parts[:k])
                if other is not None:
                    part["affects"] = other
            if "'other': True" in repr(part) and (category == "spell" or any(p["affects"] != "self" for p in parts[:k])):
                # "Zombies you control get +2/+1. Other creatures you control get +1/+1.": "other" than the
                # objects named before, where the vocabulary's `other` is "not the source"
                raise _Unsupported(part.get("text", clauses[-1]["text"]), "'other' after an effect on other objects: "
                                   "other than those, not than the source")
        if category == "static":
            return {"kind": "static", "parts": parts}
        return {"condition": ability_condition, "parts": parts} if ability_condition is not None else {"parts": parts}
    if ability_condition is not None:
        definition["condition"] = ability_condition      # merged after all: the one effect's intervening "if"
    return definition


def _static_part(d: Mapping[str, Any]) -> bool:
    """Whether a clause's definition can be one effect of a static ability's ``parts``: its objects, its
    condition, restrictions beside it, and layer operations only (no zones, replacement effects or counters)."""
    ops = set(lower_ops(d))
    return bool(ops) and set(d) <= {"affects", "condition", "other"} | ops and all(k in OPERATIONS for k in ops)


def _other_than_before(sel: Mapping[str, Any], before: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The selector of "other <sel>" after parts on ``before``'s objects, in a spell (608.2c: one resolution): other
    than its targets (``other: targets``) when every part before is on them; other than one group ("Zombies you
    control") when that group is ``sel`` with one more requirement the vocabulary can negate; else None.

    >>> _other_than_before({"types": ["Creature"], "controller": "you", "other": True},
    ...                    [{"affects": {"subtypes": ["Zombie"], "controller": "you"}}])
    {'types': ['Creature'], 'controller': 'you', 'not_subtypes': ['Zombie']}
    >>> _other_than_before({"types": ["Creature"], "other": True}, [{"affects": "targets"}])
    {'types': ['Creature'], 'other': 'targets'}
    """
    rest = {k: v for k, v in sel.items() if k != "other"}
    if any(set(p) - {"affects", "duration", "modify_pt", "add_abilities", "counters", "target", "text"} for p in before):
        return None     # a part before that may change what the objects are (Push the Limit's types): not read
    if all(p.get("affects") == "targets" for p in before):
        return {**rest, "other": "targets"}
    if len(before) != 1 or not isinstance(before[0].get("affects"), dict):
        return None
    first = before[0]["affects"]
    if any(k in rest and rest[k] != v for k, v in first.items() if k in ("controller", "zones", "owner")):
        return None
    extra = {k: v for k, v in first.items() if rest.get(k) != v}
    neg = negated(extra) if extra else None
    if neg is None or set(neg) & set(rest) or any(k not in rest for k in first if k not in extra):
        return None
    return {**rest, **neg}


def _stated_outcome(cond: Any) -> bool:
    """Whether a condition reads only an outcome the step states as an ability resolves: a die roll (706.2) or what
    an object the ability names by what happened to it was (608.2h), maybe negated ("Otherwise, ...").

    >>> _stated_outcome({"not": {"stated": {"object": "exiled", "is": {"types": ["Land"]}}}}), _stated_outcome({"fact": {}})
    (True, False)
    """
    if isinstance(cond, dict) and list(cond) == ["not"]:
        return _stated_outcome(cond["not"])
    return isinstance(cond, dict) and list(cond) in (["roll"], ["stated"], ["resolved_this_turn"])


def _spell_cost_paid(cond: Any) -> bool:
    """ifsother18: whether a condition of one part of an instant's or sorcery's effect reads only the cost the spell
    was cast for (118.8-118.9, 601.2b: "If this spell was cast using teamwork, that creature also gains trample until
    end of turn"): the board checks it once as the spell resolves, from its cast step's ``alt_cost`` (a resolving
    spell's own, never a permanent's, whose ``alt_cost`` goes with it when it leaves the battlefield, 400.7).

    >>> _spell_cost_paid({"alt_cost": "teamwork"}), _spell_cost_paid({"count": {"of": {}, "min": 1}})
    (True, False)
    """
    return isinstance(cond, dict) and list(cond) == ["alt_cost"]


def _checked_as_it_resolves(cond: Any) -> bool:
    """Whether a condition of one part of a resolving spell's or ability's effect is one the board checks
    once, as that part resolves (608.2c: "If you've completed a dungeon, that creature also gets +5/+0 ..."):
    a game fact, or how the spell was cast (the mana spent, the zone it was cast from); any other condition
    of a part would not be read at all.

    >>> _checked_as_it_resolves({"fact": {"name": "dungeons_completed", "min": 1}}), _checked_as_it_resolves({"count": {"of": {}, "min": 1}})
    (True, False)
    """
    if not isinstance(cond, dict) or not cond:
        return False
    if list(cond) == ["not"]:
        return _checked_as_it_resolves(cond["not"])
    if list(cond) == ["all"]:
        return all(_checked_as_it_resolves(c) for c in cond["all"])
    return set(cond) <= {"fact", "mana_spent", "cast_from", "kicked_with", "cast_with", "cast_during", "roll", "you_did",
                         "resolved_this_turn",
                         "stated", "tribute_paid", "treasure_mana"}


#: What "instead" may replace (608.2c): an effect whose operations can't change what the condition reads
_REPLACEABLE = frozenset({"affects", "target", "duration", "counters", "other", "modify_pt", "set_pt", "add_abilities"})


def negated(sel: Mapping[str, Any]) -> dict[str, Any] | None:
    """The selector an object matches exactly when it doesn't match ``sel``; None when the vocabulary
    has no such selector.

    >>> negated({"subtypes": ["Human"]}), negated({"types": ["Artifact", "Creature"]})
    ({'not_subtypes': ['Human']}, None)
    """
    if len(sel) != 1:
        return None
    (k, v), = sel.items()
    if k in ("subtypes", "colors"):         # at least one of them <-> none of them
        return {"not_" + k: list(v)}
    if k in ("types", "supertypes", "abilities") and len(v) == 1:
        return {"not_" + k: list(v)}
    if k in ("token", "tapped", "equipped", "enchanted") and isinstance(v, bool):
        return {k: not v}
    if k in ("combat", "not_combat") and isinstance(v, str):   # ifsyou17: 506.4: "it's blocking" <-> it isn't
        return {("not_combat" if k == "combat" else "combat"): v}
    return None


def _instead_of(definition: dict[str, Any], affects: Any, sel: Mapping[str, Any], clauses: int, text: str) -> None:
    """608.2c: "If it's a Human, instead it gets +3/+3": the effect before (``definition``, made from
    the one clause right before) happens only to an object that isn't one, as it resolves."""
    neg = negated(sel)
    if neg is None or clauses != 1 or not definition or definition.get("affects") != affects \
            or "if_is" in definition or set(definition) - _REPLACEABLE \
            or (("add_abilities" in definition or "counters" in definition) and "abilities" in repr(neg)):
        raise _Unsupported(text, "'instead' of an effect other than the one clause before it, on the same object")
    definition["if_is"] = neg


def _refs_other_than_that(cl: Mapping[str, Any]) -> bool:
    """Whether a clause names an object by "it" or "they" (a reference other than "that ...").

    >>> _refs_other_than_that({"affects": "self", "ops": {"copy": {"of": THAT}}}), _refs_other_than_that({"affects": IT})
    (False, True)
    """
    return IT in repr(cl) or THEY in repr(cl)


#: 400.7j: a "target ... card" in a graveyard the ability names (and may move to exile): "that card" finds it
_TARGET_CARD = re.compile(r"\btarget (?:[a-z'-]+ )*?card (?:from|in) (?:a|your|an opponent's|target player's) graveyard\b")
#: 400.7e: a trigger event whose object is a card put into a graveyard (a public zone): "that card" finds it
_EVENT_CARD = re.compile(r"^whenever (?:a|an) (?:[a-z'-]+ )*?card is put into (?:a|an opponent's|your) graveyard\b")
#: 400.7j: an instruction that finds one card in a library, among cards milled, or among cards exiled with the source
_FOUND_CARD = re.compile(r"\bsearch your library for (?:a|an) (?:[a-z'-]+ )*?card\b"
                         r"|\bexile (?:a|an) (?:[a-z'-]+ )*?card from among the cards milled this way\b"
                         r"|\bchoose (?:a|an) (?:[a-z'-]+ )*?card at random (?:that )?you exiled with\b")


def _copied_card(s: str, norm: str, event: str, category: str) -> str:
    """707.2, 400.7j, 400.7e: the card "~ becomes a copy of that card" copies: the ability's one target, a card
    in a graveyard ("Exile target creature card from a graveyard. ~ becomes a copy of that card": ``targets``),
    a trigger event's card put into a graveyard (the scenario names it as the ability's targets), or the one
    card an earlier instruction found (searched for, exiled from among cards milled, chosen among cards exiled
    with the source: ``chosen``, the step's choices.object). That card is a card, not a permanent: its copiable
    values are its own printed ones, wherever the board holds it (707.2; no copy effect applies to it there).

    >>> _copied_card("~ becomes a copy of that card", "exile target creature card from a graveyard. ~ becomes a "
    ...              "copy of that card", "", "activated")
    'targets'
    >>> _copied_card("if you do, ~ becomes a copy of that card until end of turn", "search your library for a "
    ...              "dragon permanent card and put it into your graveyard. if you do, ~ becomes a copy of that card "
    ...              "until end of turn. then shuffle", "", "activated")
    'chosen'
    """
    if category not in _RESOLVING:
        raise _Unsupported(s, "a copy of a card named by a reference, outside a resolving ability")
    at = norm.find(s)
    before = re.sub(r"§\d+", "", norm[:at]) if at >= 0 else None
    if before is None or "that card" in before or "those cards" in before:
        raise _Unsupported(s, "a copy of a card the ability names more than once")
    phrases = _target_phrase_count(norm)
    found = _FOUND_CARD.findall(before)
    if phrases == 1 and len(_TARGET_CARD.findall(before)) == 1 and not found and not event:
        return "targets"
    if phrases == 0 and category == "triggered" and _EVENT_CARD.match(event) and not found \
            and not re.search(r"\bcards?\b", before):
        return "targets"
    if phrases == 0 and len(found) == 1 and not _EVENT_CARD.match(event):
        return "chosen"
    raise _Unsupported(s, "a copy of a card that is not the target, the event's card or the one card found")


def _check_copied(of: Any, affects: Any, text: str) -> Any:
    """707.2, 707.4: the object a resolving copy effect copies, named by a reference ("that creature", "it", "~"):
    the ability's one target (the event's object the scenario names as its targets), the object chosen as it
    resolves (choices.object) or its source; never the object the effect is on itself, nor beside "each other
    ..." other than a copied object that is not the target). Returns the selector of the objects the effect is on:
    "Choose target creature you control. Each other creature you control becomes a copy of that creature": the
    "other" is the target (``other: targets``), never the source."""
    if of not in ("targets", "chosen", "self"):
        raise _Unsupported(text, "a copy of an object that is not the target, the chosen object or the source")
    if of == affects:
        raise _Unsupported(text, "a copy of the object the effect is on")
    if isinstance(affects, dict) and "any" in affects:
        raise _Unsupported(text, "'each other ...' becoming a copy: other than the copied object")
    if isinstance(affects, dict) and affects.get("other"):
        if of != "targets" or affects.get("other") is not True:
            raise _Unsupported(text, "'each other ...' becoming a copy: other than the copied object")
        return {**affects, "other": "targets"}
    return affects


def _bind_or_none(ref: str, refs: dict[str, Any]) -> Any:
    """What the reference word names here, None when it names nothing."""
    try:
        return _bind(ref, refs)
    except NotExpressible:
        return None


#: The kinds of abilities whose effect is created as they resolve (611.2), which may have ``parts``.
_RESOLVING = ("spell", "activated", "loyalty", "triggered", "chapter")


def _merge_into(definition: dict[str, Any], d: dict[str, Any], text: str) -> None:
    """Merge a clause's definition ``d`` into ``definition`` (one effect: same objects, condition,
    duration); raises _Unsupported when they are not one effect."""
    if definition.get("affects") != d["affects"] or definition.get("condition") != d.get("condition") \
            or definition.get("target") != d.get("target") or definition.get("if_is") != d.get("if_is"):
        raise _Unsupported(text, "two effects on different objects in one ability")
    if d.get("duration") and definition.get("duration") not in (None, d["duration"]):
        raise _Unsupported(text, "two durations in one ability")
    if "duration" in d:
        if any(k in lower_ops(definition) for k in definition) and "duration" not in definition:
            raise _Unsupported(text, "parts of one ability with different durations")
    elif "duration" in definition and lower_ops(d):
        raise _Unsupported(text, "parts of one ability with different durations")
    trial = copy.deepcopy(definition)
    if "duration" in d:
        trial["duration"] = d["duration"]
    if "other" in d and "other" in trial:
        trial["other"] = trial["other"] + "; " + d["other"]
    for k, v in d.items():
        if k in ("affects", "condition", "duration", "target") or (k == "other" and "other" in definition):
            continue
        try:
            lower._merge(trial, k, v)
        except NotExpressible as exc:
            raise _Unsupported(text, str(exc)) from None
    definition.clear()
    definition.update(trial)


def _names_other(sel: Any) -> bool:
    """Whether a selector says "other" (anywhere in it)."""
    return "'other': True" in repr(sel)


def _only_counters(d: Mapping[str, Any]) -> bool:
    """Whether a clause's definition only puts counters (numbers, or values fixed as it resolves).

    >>> _only_counters({"affects": "self", "counters": {"+1/+1": 1}}), _only_counters({"affects": "self", "modify_pt": [1, 1]})
    (True, False)
    """
    return "counters" in d and set(d) <= {"affects", "counters", "also_counters"}


def _counts_other(node: Any) -> bool:
    """Whether a value counts objects "other" than the sentence's subject ("for each other creature
    you control"), not yet bound (:data:`lower.OTHER_OF_SUBJECT`).

    >>> _counts_other({"modify_pt": [{"count": {"types": ["Creature"], "other": lower.OTHER_OF_SUBJECT}}, 0]})
    True
    >>> _counts_other({"modify_pt": [{"count": {"types": ["Creature"], "other": True}}, 0]})
    False
    """
    if isinstance(node, dict):
        if isinstance(node.get("count"), dict) and node["count"].get("other") == lower.OTHER_OF_SUBJECT:
            return True
        if isinstance(node.get("of"), dict) and node["of"].get("other") == lower.OTHER_OF_SUBJECT:
            return True         # {counters_among: {kind, of}}
        return any(_counts_other(v) for v in node.values())
    if isinstance(node, list):
        return any(_counts_other(v) for v in node)
    return False


def _object_relative_outside_count(node: Any, in_count: bool = False) -> bool:
    """Whether a selector reads the object a value is worked out for (``owner: its_controller``,
    ``shares_creature_type: it``) anywhere but directly in a ``count`` value, the one place the board
    reads them.

    >>> _object_relative_outside_count({"count": {"owner": "its_controller"}})
    False
    >>> _object_relative_outside_count({"greatest": {"of": {"owner": "its_controller"}, "characteristic": "power"}})
    True
    """
    if isinstance(node, list):
        return any(_object_relative_outside_count(v) for v in node)
    if not isinstance(node, dict):
        return False
    if not in_count and (node.get("owner") == "its_controller" or "shares_creature_type" in node):
        return True
    return any(_object_relative_outside_count(v, k == "count") for k, v in node.items())


def _creature_kind(sel: Any) -> bool:
    """Whether a selector names creatures only: the type Creature, or creature types (205.3m).

    >>> _creature_kind({"subtypes": ["Sliver"]}), _creature_kind({"types": ["Enchantment"]})
    (True, False)
    """
    if not isinstance(sel, dict):
        return False
    if "any" in sel:
        return all(_creature_kind(s) for s in sel["any"])
    if "Creature" in sel.get("types", ()):
        return True
    creature_types = set(subtype_kinds().get("Creature", ()))
    return not sel.get("types") and bool(sel.get("subtypes")) and set(sel["subtypes"]) <= creature_types


def _other_of_subject(node: Any, affects: Any, subject_creature: bool) -> Any:
    """Bind "other" in "for each other creature you control" to the sentence's subject: the source
    itself (``other: true``), or the object the value is worked out for (``other: it``) when both the
    subject and the counted objects are creatures ("enchanted creature gets +1/+1 for each other
    creature you control"; an Equipment is attached to a creature, 301.5). Any other subject ("enchanted
    creature gets +2/+2 for each other enchantment"): which object "other" names is not written
    (NotExpressible).

    >>> _other_of_subject([{"count": {"types": ["Creature"], "other": lower.OTHER_OF_SUBJECT}}], "equipped", False)
    [{'count': {'types': ['Creature'], 'other': 'it'}}]
    """
    if isinstance(node, list):
        return [_other_of_subject(v, affects, subject_creature) for v in node]
    if not isinstance(node, dict):
        return node
    out = {k: _other_of_subject(v, affects, subject_creature) for k, v in node.items()}
    key = "count" if "count" in node else "of"      # {count: selector}, {counters_among: {kind, of: selector}}
    sel = node.get(key)
    if isinstance(sel, dict) and sel.get("other") == lower.OTHER_OF_SUBJECT:
        # (a subject named by creature types only, "each Sliver gets +1/+1 for each other Sliver": the same kind of
        # object as the counted ones, so "other" is other than it)
        creature = subject_creature or affects == "equipped" or (
            isinstance(affects, dict) and ("Creature" in affects.get("types", ()) or _creature_kind(affects)))
        if affects == "self":
            out[key] = {**sel, "other": True}
        elif affects == "enchanted" and sel.get("types") == ["Enchantment"] and not _creature_kind(sel):
            # "Enchanted creature gets +2/+2 for each other enchantment on the battlefield": the only
            # enchantment the sentence names is the Aura itself ("enchanted" is its own relation, 303.4;
            # an Aura is an enchantment, 303.1), so "other" is other than the source, as a creature's
            # "for each other creature" is other than itself
            out[key] = {**sel, "other": True}
        elif creature and _creature_kind(sel) and (key == "count" or "kind" in node):
            # (read by the board in a count and in counters among objects only: not in "the greatest power
            # among other creatures", which would count the object itself)
            out[key] = {**sel, "other": "it"}
        else:
            raise NotExpressible("'other' beside an object other than the source")
    return out


def lower_ops(d: Mapping[str, Any]) -> list[str]:
    return [k for k in d if k in OPERATIONS]


def _level(part: Mapping[str, Any]) -> dict[str, Any]:
    low, high = part["level"]
    d: dict[str, Any] = {"affects": "self", "condition": {"counters": {"kind": "level", "min": low, "max": high}}}
    if part["level_abilities"]:
        d["add_abilities"] = list(part["level_abilities"])
    if part["level_pt"]:
        d["set_pt"] = [int(v) for v in part["level_pt"]]
    return d


def _compile_ability(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool,
                     keywords: frozenset[str] = frozenset()) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """``keywords``: the card's keyword abilities, lower case (spree and entwine change how its modes are chosen)."""
    text = part["text"]
    kind = part["kind"]
    rep, d, us = _compile_ability_inner(i, part, names, is_spell, keywords)
    if d is not None and _names_one_object_twice(d):
        # "Gogo and that creature each get +2/+0": two names of the subject read as the same object (a
        # reference bound to the wrong antecedent), never two objects the text names
        problem = "two names in one subject read as the same object"
        u = Unsupported(i, text, text, problem)
        return AbilityReport(i, text, "unsupported", rep.category, (), problem), None, [u]
    if d is not None and (SELF_NAME in _strings(d) or _selects_by_pt(_continuous(d, rep.category), rep.category)):
        # a mode or branch compiled elsewhere: "named ~" unbound, or power compared continuously
        problem = "'named ~' or a selector by power or toughness in a mode"
        u = Unsupported(i, text, text, problem)
        return AbilityReport(i, text, "unsupported", rep.category, (), problem), None, [u]
    if d is not None and not rep.layers:
        parsed = parse_definition(d, f"ability {i}")
        rep = AbilityReport(rep.index, rep.text, rep.status, rep.category,
                            tuple(layers_of(parsed, cda=is_cda_definition(parsed))), rep.note)
    if d is not None and kind != "level" and rep.note != _OPTION_NOTE:
        # (an option chosen as it enters: each option's ability was checked so, on its own text)
        problem = _partly(text, kind, rep, d, names) or _changes_a_fact_it_reads(text, d) \
            or _creates_what_it_counts(text, d, rep.category) or _target_value_unbound(text, d, rep.category)
        if problem:
            u = Unsupported(i, text, text, problem)
            return AbilityReport(i, text, "unsupported", rep.category, (), problem), None, [u]
    if d is not None and "you cast" in text.lower() and ("first_this_turn" in str(d) or "next_this_turn" in str(d)):
        order = _spell_order(d, rep.category)
        if order:
            u = Unsupported(i, text, text, order)
            return AbilityReport(i, text, "unsupported", rep.category, (), order), None, [u]
    return rep, d, us


#: 601.2: "the next creature spell you cast this turn ...", the first sentence of a spell's effect
_NEXT_CREATURE_SPELL = re.compile(r"the next creature spell you cast this turn\b[^.]*\.?$")
#: 601.2: the trigger event of a creature spell cast ("Whenever you cast a creature spell with mana value 5 or greater")
_CAST_CREATURE_SPELL = re.compile(r"(?:whenever|when) you cast (?:a|an|your first) [^,]*\bcreature spell\b[^,]*$")


#: an instruction that takes a creature off the battlefield as it resolves (701.8 destroy, 701.21 sacrifice, exile,
#: return): what a later "bolster" chooses among depends on it
_REMOVES_CREATURE = re.compile(r"\b(?:destroys?|sacrifices?|exiles?|returns?|puts? [^.]* into)\b")


def _spell_enters(clauses: list[dict[str, Any]], category: str, event: str, it_ref: Any, norm: str) -> None:
    """614.1c: "that creature enters with N additional counters on it" is read only as the one instruction of a
    triggered ability whose event is a creature spell being cast (601.2): "that creature" is the permanent that
    spell becomes (the event's object, which the scenario names as the ability's target, on the stack); its
    number read as it enters (608.2h), never from how the spell was cast (its own payment, which another ability's
    effect doesn't see here). The marker is removed.

    >>> cl = [{"affects": "@that", "enters_with_counters": {"+1/+1": 1}, "@spell_enters": True}]
    >>> _spell_enters(cl, "triggered", "whenever you cast a creature spell", "targets", ""); cl[0].get("@spell_enters")
    >>> _spell_enters(cl + [{"@spell_enters": True}], "spell", "", None, "x")
    Traceback (most recent call last):
    ...
    layerkit.compiler.compile._Unsupported: ...
    """
    first = clauses[0]
    one = len(clauses) == 1 and not first.get("ops") and not first.get("conditions") \
        and not first.get("other") and not first.get("duration")
    many = list((first.get("enters_with_counters") or {None: None}).values())[0]
    said = sentences(norm)
    if category == "spell" and one and type(many) is int and len(said) >= 2 and _NEXT_CREATURE_SPELL.match(said[0]) \
            and said[-1].startswith("that creature enters with ") \
            and all(not re.search(r"\b(?:creature|permanent|spell)s?\b", re.sub(r"^that (?:spell|creature)\b", "", x))
                    for x in said[1:]):
        # 601.2, 614.1c: "The next creature spell you cast this turn can be cast as though it had flash. That spell
        # can't be countered. That creature enters with an additional +1/+1 counter on it.": "that creature" is the
        # permanent the one spell the first sentence names becomes (its other sentences create no layer effect)
        first["affects"] = {"zones": ["stack"], "types": ["Creature"], "cast_by": "you", "next_this_turn": True}
        first.pop("@spell_enters")
        return
    read = first.get("where_x") if many == X else many
    if not (category == "triggered" and one and it_ref == "targets" and _CAST_CREATURE_SPELL.match(event)) \
            or read is None or any(w in repr(read) for w in ("'x'", "colors_spent", "mana_spent", "times_kicked",
                                                           "convoked", "'stated'", "'roll'", "@")):
        raise _Unsupported(norm, "'that creature enters with ...' other than a creature spell cast trigger's one "
                                 "instruction, counted from the board as it enters")
    first.pop("@spell_enters")


def _spell_order(d: dict[str, Any], category: str) -> str | None:
    """601.2: "the first <kind> spell you cast each turn" is a static ability's (the spell is the first of its
    kind this turn whenever it is on the stack); "the next <kind> spell you cast this turn" a resolving ability's
    (the spell cast after the effect began): each elsewhere is reported. The effect on the next spell lasts
    this turn: a spell cast in a later turn is none ("this turn", 611.2a), so ``duration: end_of_turn``.

    >>> d = {"affects": {"zones": ["stack"], "cast_by": "you", "next_this_turn": True}, "add_abilities": ["Convoke"]}
    >>> _spell_order(d, "activated"), d["duration"]
    (None, 'end_of_turn')
    >>> _spell_order({"affects": {"zones": ["stack"], "cast_by": "you", "first_this_turn": True}}, "triggered")
    "'the first ... spell you cast each turn' in a triggered ability"
    """
    found: list[tuple[dict[str, Any], str]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            aff = node.get("affects")
            if isinstance(aff, dict):
                for key in ("first_this_turn", "next_this_turn"):
                    if aff.get(key):
                        found.append((node, key))
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(d)
    for node, key in found:
        if key == "first_this_turn" and category != "static":
            return f"'the first ... spell you cast each turn' in a {category} ability"
        if key == "next_this_turn":
            if category == "static":
                return "'the next ... spell you cast this turn' in a static ability"
            if node.get("duration", "end_of_turn") != "end_of_turn":
                return "'the next ... spell you cast this turn' with a duration"
            node["duration"] = "end_of_turn"
    return None


#: One-shot instructions that change a game fact (vocabulary/facts.py), by fact: an ability that reads
#: a fact its own resolution changes ("Draw a card. ... +1/+0 for each card you've drawn this turn")
#: would read it after that change (608.2c, 608.2h), which the fact the board was told is not.
_FACT_CHANGES = {
    "cards_drawn_this_turn": r"\bdraws?\b",
    # (120.3a: damage dealt to a player makes them lose that much life: "deals 1 damage to each player. Then if you have
    # 10 or less life, ...")
    "life": r"\b(?:gains?|loses?|pays?)\b[^.]*?\blife\b|\blife total\b[^.]*\bbecomes\b|\bdeals?\b[^.]*\bdamage\b",
    "life_gained_this_turn": r"\bgains?\b[^.]*?\blife\b",
    "life_lost_this_turn": r"\b(?:loses?|pays?)\b[^.]*?\blife\b|\bdeals?\b[^.]*\bdamage\b",
    "monarch": r"\bbecomes? the monarch\b",
    "initiative": r"\btakes? the initiative\b",
    "speed": r"\bincrease your speed\b|\bstart your engines\b",
    "poison_counters": r"\bpoison counters?\b[^.]*\bon\b|\bgets? (?:a|\w+) poison\b|\bproliferate\b",
    "energy_counters": r"\{e\}",
    "dungeons_completed": r"\bventure\b|\bcomplete\b",
    "dungeon_names_completed": r"\bventure\b|\bcomplete\b",
    "cards_in_library": r"\bdraws?\b|\bmills?\b|\bsearch(?:es)?\b|\bshuffles?\b|\b(?:top|bottom) of\b",
    "spells_cast_this_turn": r"\bcopy\b|\byou may cast\b|\bcast (?:it|that card|the copy|a copy)\b",
    "noncreature_spells_cast_this_turn": r"\bcopy\b|\byou may cast\b|\bcast (?:it|that card|the copy|a copy)\b",
    "instant_sorcery_spells_cast_this_turn": r"\bcopy\b|\byou may cast\b|\bcast (?:it|that card|the copy|a copy)\b",
    "creatures_died_this_turn": r"\b(?:destroy|sacrifice|dies|damage)\b",
    "permanents_left_this_turn": r"\b(?:destroy|sacrifice|exile|return|bounce|dies|damage)\b",
    "nonland_permanents_left_this_turn": r"\b(?:destroy|sacrifice|exile|return|bounce|dies|damage)\b",
    "spells_warped_this_turn": r"\bcopy\b|\byou may cast\b|\bcast (?:it|that card|the copy|a copy)\b",
    "times_descended_this_turn": r"\b(?:destroy|sacrifice|dies|mill|discard|graveyard)\b",
    "nonland_permanents_entered_this_turn": r"\bcreate\b|\bonto the battlefield\b",
    "lands_entered_this_turn": r"\bcreate\b|\bonto the battlefield\b|\bto the battlefield\b|\bplay\b",
    "artifacts_entered_this_turn": r"\bcreate\b|\bonto the battlefield\b|\bto the battlefield\b",
    "creatures_entered_this_turn": r"\bcreate\b|\bonto the battlefield\b|\bto the battlefield\b",
    "permanents_sacrificed_this_turn": r"\bsacrifices?\b",
    "dice_rolled_this_turn": r"\broll\b",
}


def _creates_what_it_counts(text: str, d: Mapping[str, Any], category: str) -> str:
    """values16: why a resolving definition that counts objects can't be trusted: its own text creates tokens
    (111.1) that its definition doesn't, before or while it counts (608.2c: in the text's order), so the board's
    count would miss them; "" when it doesn't.

    >>> _creates_what_it_counts("Create two 1/1 green Squirrel creature tokens. Then each creature gets -1/-1 until "
    ...     "end of turn for each Squirrel you control.", {"modify_pt": [{"count": {"subtypes": ["Squirrel"]}}, 0]},
    ...     "spell")
    'a count of objects beside tokens its own text creates as it resolves (111.1, 608.2c)'
    """
    creates = re.compile(r"\bcreates?\b")
    if category not in _RESOLVING or not creates.search(text.lower()):
        return ""
    problem = "a count of objects beside tokens its own text creates as it resolves (111.1, 608.2c)"

    def counts_unmade(x: Any) -> bool:          # a board count, beside no token the definition creates
        shown = repr(x)
        return "'count': {" in shown and "'create_token" not in shown

    modes = d.get("modes")
    if isinstance(modes, list):
        # 700.2: only the modes chosen, in the printed order; with one mode, another mode's tokens are never made
        several = "choose" in d
        created = False
        for m in modes:
            here = isinstance(m, dict) and bool(creates.search(str(m.get("text", "")).lower()))
            if isinstance(m, dict) and counts_unmade({k: v for k, v in m.items() if k != "text"}) \
                    and (here or (several and created)):
                return problem
            created = created or here
        return ""
    return problem if counts_unmade(d) else ""


#: values18: the one "target" phrase of an ability whose value reads "that artifact's mana value" (608.2h)
_ONE_TARGET = re.compile(r"\btargets?\b")


def _target_value_unbound(text: str, d: Mapping[str, Any], category: str) -> str:
    """values18: why "where X is that artifact's mana value" (the value ``{greatest: {of: targets, characteristic:
    mana_value}}``: the one target's, as the ability resolves, 608.2h) can't be read so; "" when it can. It is
    the target's only when the spell or ability resolves and has exactly one "target" phrase, "target artifact"
    ("target enchantment") naming the noun the value names (115.1); any other "that artifact" (a trigger's
    object, an object named another way) is no target.

    >>> d = {"affects": "self", "modify_pt": [{"greatest": {"of": "targets", "characteristic": "mana_value"}}, 0]}
    >>> _target_value_unbound("{3}{R}: Destroy target artifact. This creature gets +X/+0 until end of turn, where X "
    ...     "is that artifact's mana value.", d, "activated")
    ''
    >>> _target_value_unbound("Whenever an artifact enters, this creature gets +X/+0 until end of turn, where X is "
    ...     "that artifact's mana value.", d, "triggered")
    "'that artifact' where the ability has no one target artifact (115.1)"
    """
    if "{'greatest': {'of': 'targets'" not in repr(d):
        return ""
    low = text.lower()
    m = re.search(r"\bthat (artifact|enchantment)'s mana value\b", low)
    problem = f"'that {m.group(1) if m else 'object'}' where the ability has no one target {m.group(1) if m else ''}"
    problem = problem.rstrip() + " (115.1)"
    if m is None or category not in _RESOLVING or len(_ONE_TARGET.findall(low)) != 1 \
            or re.search(rf"\btarget {m.group(1)}\b(?! (?:card|spell)s?\b)", low) is None:
        return problem
    return ""


def _changes_a_fact_it_reads(text: str, d: Mapping[str, Any]) -> str:
    """Why a definition can't be trusted to read a game fact: its own ability's text changes that fact
    as it resolves (the board's fact is what it was before); "" when it doesn't.

    >>> _changes_a_fact_it_reads("Draw a card. Until end of turn, target creature gets +1/+0 for each card you've "
    ...     "drawn this turn.", {"modify_pt": [{"fact": {"name": "cards_drawn_this_turn"}}, 0]})
    'a game fact it reads (cards_drawn_this_turn) that its own text changes as it resolves'
    """
    names = set(re.findall(r"'fact': \{'name': '(\w+)'", repr(d)))
    if not names:
        return ""
    low = text.lower()
    for name in sorted(names):
        pattern = _FACT_CHANGES.get(name)
        if pattern and re.search(pattern, low):
            return f"a game fact it reads ({name}) that its own text changes as it resolves"
    return ""


_TRIGGER_WORDS = re.compile(r"(?:^|— )(?:When|Whenever|At the beginning|At end of)\b")


def _partly(text: str, kind: str, rep: AbilityReport, d: Mapping[str, Any], names: list[str]) -> str:
    """Why a compiled definition may do only part of its ability's job, or "" (never silently wrong):
    the wording classifier (:func:`layerkit.vocabulary.classifier.classify_ability`) reads a layer in
    the text that the definition doesn't touch (a dropped sentence or predicate), or the ability
    reads as triggered but would be applied as a static ability."""
    from ..vocabulary.classifier import classify_ability

    category = d.get("kind") or kind
    if category == "static" and _TRIGGER_WORDS.search(text) and not (
            text.startswith(_MAX_SPEED) and all(isinstance(g, dict) and g.get("text") == text[len(_MAX_SPEED):]
                                                for g in d.get("add_abilities") or [None])):
        # (702.178a: "Max speed — At the beginning of combat ...": a static ability granting that triggered one)
        return "a triggered ability compiled as a static one"
    seen, _ = classify_ability(text, kind, " // ".join(names) or None)
    done = set(rep.layers)
    if {"7a", "7b"} & done:
        done |= {"7a", "7b"}
    missing = [layer for layer in seen if layer not in done]
    if missing:
        return f"partly compiled: nothing for layer {', '.join(missing)} the text touches"
    return ""


def _own_name(names: list[str], effect: str) -> str | None:
    """The name "named ~" gives (201.2): the card's one full name, as its text prints it; None for a
    card of several faces or a rebalanced (``A-``) card, whose printed name differs.

    >>> _own_name(["Timberpack Wolf"], "Timberpack Wolf gets +1/+1 for each other creature you control named Timberpack Wolf.")
    'Timberpack Wolf'
    >>> _own_name(["A-Foo", "Foo"], "creatures named Foo") is None
    True
    """
    if not names or any(" // " in n or n.startswith("A-") for n in names):
        return None
    full = names[0]
    if ("named " + full).lower() not in effect.lower() and ("name is " + full).lower() not in effect.lower() \
            and not re.search(r"\bnamed [^.;]*?, " + re.escape(full.lower()) + r",? and ", effect.lower()):
        # (707.9b: "except its name is ~", a copy's name; "Equipment named Sword of Kaldra, Shield of Kaldra, and
        # Helm of Kaldra": the card's name in a list of names)
        return None
    return full


def _replace_string(node: Any, old: str, new: str) -> Any:
    if isinstance(node, dict):
        return {k: _replace_string(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [_replace_string(v, old, new) for v in node]
    return new if node == old else node


def _continuous(d: dict[str, Any], category: str) -> dict[str, Any]:
    """The definition without what is read once: a triggered ability's own condition, its intervening "if"
    (603.4), which the board checks as the ability resolves, on the characteristics then; a resolving spell's or
    ability's ``instead`` condition (608.2c: checked once, as it resolves)."""
    out = {k: v for k, v in d.items() if not (k == "condition" and category == "triggered")}
    if "enters_with_counters" in out and out.get("affects") == "self" and isinstance(out.get("condition"), dict) \
            and set(out["condition"]) == {"count"} and not set(out) & {"modify_pt", "set_pt", "add_abilities"}:
        # 614.1c, 614.12: "This creature enters with a +1/+1 counter on it if you control a creature with power 4 or
        # greater": the replacement's condition is checked once, as it enters (the board's count without it, on the
        # characteristics then), never read inside the layers
        del out["condition"]
    if isinstance(out.get("instead"), dict) and category in _RESOLVING:
        out["instead"] = {k: v for k, v in out["instead"].items() if k != "condition"}
    return out


def _selects_by_pt(node: Any, category: str, in_condition: bool = False) -> bool:
    """Whether a selector compares power or toughness (``{power: {min: 4}}``) where it is read
    continuously: anywhere in a static ability, and in a resolved effect's condition."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k in ("power", "toughness") and isinstance(v, dict) and (category in ("static", "level", "keyword")
                                                                        or in_condition):
                return True
            if k == "distinct_powers" and (category in ("static", "level", "keyword") or in_condition):
                return True     # "creatures with different powers": their powers, read continuously
            if k == "text":
                continue
            if k in ("add_abilities", "enters_with_abilities") and isinstance(v, list):
                # a granted ability with a definition of its own is read as its own kind of ability: a granted
                # trigger's "if its toughness is 3 or less" is checked as that trigger resolves (608.2c)
                for a in v:
                    own = split_abilities(str(a.get("text", ""))) if isinstance(a, dict) else []
                    kind = own[0]["kind"] if len(own) == 1 else category
                    if isinstance(a, dict) and _selects_by_pt(_continuous(a, kind), kind, in_condition):
                        return True
                continue
            if _selects_by_pt(v, category, in_condition or k == "condition"):
                return True
        return False
    if isinstance(node, list):
        return any(_selects_by_pt(v, category, in_condition) for v in node)
    return False


_MAX_SPEED = "Max speed — "
#: 702.159a: an Attraction's visit ability
_VISIT = "Visit — "
#: 702.169a: a Case's solved ability
_SOLVED = "Solved — "
#: 719.3b: the condition "as long as this Case is solved"
_IS_SOLVED = {"source": {"designations": ["solved"]}}


def _solved(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool, keywords: frozenset[str]
            ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """702.169b-d, 719.3b-c: "Solved — [Ability text]": a static ability means "As long as this Case is solved,
    [ability text]" (the designation, the scenario's ``enter: {solved: true}``); a triggered ability triggers, and an
    activated one can be activated, only if it is solved (the board refuses its ``ability`` step otherwise), and
    does what its text says as it resolves."""
    text = part["text"]
    rep, d, us = _compile_ability(i, {**part, "text": text[len(_SOLVED):]}, names, is_spell, keywords)
    if us or d is None:
        return AbilityReport(i, text, rep.status, rep.category, rep.layers, rep.note), d, \
            [Unsupported(i, text, u.clause, u.reason) for u in us]
    if rep.category == "static":
        def solved(x: dict[str, Any]) -> dict[str, Any]:
            return {**x, "condition": {"all": [x["condition"], _IS_SOLVED]} if "condition" in x else _IS_SOLVED}
        d = {**d, "parts": [solved(p) for p in d["parts"]]} if "parts" in d else solved(d)
    elif rep.category not in ("triggered", "activated"):
        reason = "a solved ability that is neither static, triggered nor activated (702.169a)"
        u = Unsupported(i, text, text, reason)
        return AbilityReport(i, text, "unsupported", rep.category, (), reason), None, [u]
    return AbilityReport(i, text, rep.status, rep.category, rep.layers, "702.169"), d, []

#: one sentence granting several things, each under its own "if": "<subject> has A if C1, B if C2, and D if C3."
_SPREAD_IFS = re.compile(r"^(?P<lead>(?:Until (?:end of turn|your next turn), )?)(?P<subj>[A-Za-z~][^,.\"]*?) "
                         r"(?P<verb>has|have|gains|gain) (?P<rest>[^.\"]+ if [^.\"]+)\.$")
#: one item of it: what is granted and its condition, a color of the object or a permanent its controller controls
_SPREAD_ITEM = re.compile(r"^(?P<what>[a-z][a-z ]*?) if (?P<cond>it's (?P<color>white|blue|black|red|green)|"
                          r"you control (?:a|an) [A-Za-z]+)$")


def _distributed_ifs(text: str, kind: str) -> str | None:
    """An ability's sentence that grants several abilities each under its own "if", as one sentence for each
    (the same subject and duration): "Each creature you control has vigilance if it's white, hexproof if it's
    blue, ... and trample if it's green." In a static ability the "if" is a condition it checks continuously
    (611.3a): "if it's white" names the objects that are white (a selector, read in the current layer), "if you
    control a Cleric" is "as long as you control a Cleric". In a resolving one it is its instruction's own "if",
    checked once as it resolves (608.2c). None for any other text.

    >>> _distributed_ifs("Each creature you control has vigilance if it's white, and trample if it's green.", "static")
    'Each white creature you control has vigilance. Each green creature you control has trample.'
    >>> _distributed_ifs("Equipped creature has lifelink if you control a Cleric, and haste if you control a Warrior.",
    ...                  "static")
    'Equipped creature has lifelink as long as you control a Cleric. Equipped creature has haste as long as you control a Warrior.'
    >>> _distributed_ifs("Until end of turn, creatures you control gain protection from white if you control a Plains "
    ...                  "and from blue if you control an Island.", "spell")
    'Until end of turn, creatures you control gain protection from white if you control a Plains. Until end of turn, creatures you control gain protection from blue if you control an Island.'
    """
    head, sep, last = text.rpartition(". ")
    m = _SPREAD_IFS.match(last)
    if m is None:
        return None
    items = [x for x in re.split(r",? and (?=[a-z ]+ if )|, (?=[a-z ]+ if )", m.group("rest"))]
    parsed = [_SPREAD_ITEM.match(x) for x in items]
    if len(items) < 2 or any(p is None for p in parsed):
        return None
    static = kind == "static" and m.group("verb") in ("has", "have") and not m.group("lead")
    first = parsed[0].group("what")     # type: ignore[union-attr]
    out = []
    for p in parsed:
        assert p is not None
        what = p.group("what")
        if what.startswith("from ") and first.startswith("protection from "):
            what = "protection " + what         # 702.16g: "protection from white ..., from blue ..."
        subj, cond = m.group("subj"), p.group("cond")
        if p.group("color"):
            if not static or not re.fullmatch(r"(?:Each|Other) (?:other )?creatures? you control", subj):
                return None
            words = subj.split(" ")
            at = next(k for k, w in enumerate(words) if w.startswith("creature"))
            subj, tail = " ".join(words[:at] + [p.group("color")] + words[at:]), ""
        else:
            tail = (" as long as " if static else " if ") + cond
        out.append(f"{m.group('lead')}{subj} {m.group('verb')} {what}{tail}.")
    return (head + sep if sep else "") + " ".join(out)



def _visit(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool, keywords: frozenset[str]
           ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """702.159a: "Visit — [Effect]" means "Whenever you roll to visit your Attractions, if the result is equal to a
    number that is lit up on this Attraction, [effect]": a triggered ability, read as one with that event (the
    scenario's ``ability`` step: it triggered, the result lit up, and it resolves). A visit ability with a prize
    (702.159b: "claim the prize", a second paragraph) is not read here."""
    text = part["text"]
    effect = text[len(_VISIT):]
    rep, d, us = _compile_ability_inner(
        i, {**part, "text": "Whenever you roll to visit your Attractions, " + effect[:1].lower() + effect[1:]},
        names, is_spell, keywords)
    if d is not None and re.search(r"\bif you do\b", text, re.IGNORECASE) and "you_did" not in str(d):
        # 608.2c: "Sacrifice a Balloon. If you do, target creature gains flying ...": whether the action before was
        # taken (it may be impossible) is a fact the definition doesn't read
        reason = "'if you do' after an action the definition doesn't read (608.2c)"
        u = Unsupported(i, text, text, reason)
        return AbilityReport(i, text, "unsupported", rep.category, (), reason), None, [u]
    return AbilityReport(i, text, rep.status, rep.category, rep.layers, rep.note), d, \
        [Unsupported(i, text, u.clause, u.reason) for u in us]



def _max_speed(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool, keywords: frozenset[str]
               ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has '[Ability]'":
    the ability granted to its object (layer 6) while its controller's speed (a game fact) is 4. A granted
    triggered or activated [Ability] is one of the object's abilities only then, after its printed ones (the
    scenario's ``ability`` step names it by that position, or by its text); its definition is what it does as it
    resolves, as any granted ability's."""
    text = part["text"]
    inner_text = text[len(_MAX_SPEED):]
    from ..vocabulary.card_definition import _kind as ability_kind
    rep, d, us = _compile_ability(i, {**part, "text": inner_text, "kind": ability_kind(inner_text, is_spell)}, names,
                                  is_spell, keywords)
    if d is None and not us:        # the granted ability has no layer effect: nor does the grant
        return AbilityReport(i, text, rep.status, rep.category, (), rep.note), None, []
    resolving = rep.category in ("triggered", "activated") and not {"modes", "delayed_trigger", "create_emblem",
                                                                     "emblem_uses"} & set(d or {})
    if us or d is None or not (rep.category == "static" or resolving) or d.get("kind") not in (None, "static"):
        reason = us[0].reason if us else "a max speed ability granting an ability that is not a static one (702.178a)"
        u = Unsupported(i, text, us[0].clause if us else text, reason)
        return AbilityReport(i, text, "unsupported", "static", (), reason), None, [u]
    granted = {"text": inner_text, **{k: v for k, v in d.items() if k != "kind"}}
    # the layers it touches: 6 (the grant) and those of the granted ability's own effect
    from ..rules.characteristics import LAYERS, subtype_kinds
    layers = tuple(L for L in LAYERS if L == "6" or L in rep.layers)
    return AbilityReport(i, text, "compiled", "static", layers, "702.178a"), \
        {"affects": "self", "condition": {"fact": {"name": "speed", "min": 4}}, "add_abilities": [granted]}, []


#: 614.1c, 707.2: a static ability's replacement effect on the creatures of its controller entering
_OTHERS_ENTER_AS_COPY = re.compile(r"(?:each (?=(?:nontoken )?creature (?:token )?you control enters\b))?(?P<non>nontoken )?"
                                   r"creatures?(?P<token> tokens?)? you control (?:enters|enter) as a copy of "
                                   r"(?P<of>~|enchanted creature)\.?")


#: 614.1e, 708.11: "As this creature [enters or] is turned face up, put five +1/+1 counters on it[, where X is ...]"
_TURNED_FACE_UP = re.compile(r"as ~ (?P<enters>enters or )?is turned face up, put (?P<counters>(?:a|an|x|[a-z]+|\d+) "
                             r"\+1/\+1 counters?) on it(?P<rest>, where x is [^.;]+)?\.?")


def _turned_face_up(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool, keywords: frozenset[str],
                    m: re.Match[str]) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """614.1e, 708.11: "As this creature is turned face up, put five +1/+1 counters on it" is a replacement effect
    applied while the permanent is being turned face up (``turned_face_up_counters``); "As this creature enters or
    is turned face up, put X +1/+1 counters on it, where X is ..." is also one applied as it enters (614.1c: the
    counters it enters with, ``enters_with_counters``). The counters are read as the sentence "~ enters with ...
    on it" reads them, on the same words."""
    text = part["text"]
    rep, d, us = _compile_ability(i, {**part, "text": f"~ enters with {m.group('counters')} on it{m.group('rest') or ''}."},
                                  [*names, "~"], is_spell, keywords)
    if us or d is None or set(d) - {"kind", "affects"} != {"enters_with_counters"} or d.get("affects") != "self" \
            or not isinstance(d["enters_with_counters"], dict) or "one_of" in d["enters_with_counters"] \
            or any(n == "x" or isinstance(n, str) for n in d["enters_with_counters"].values()):
        reason = us[0].reason if us else "counters put as it is turned face up, not read exactly (614.1e)"
        u = Unsupported(i, text, us[0].clause if us else text, reason)
        return AbilityReport(i, text, "unsupported", "static", (), reason), None, [u]
    out: dict[str, Any] = {"affects": "self", "turned_face_up_counters": d["enters_with_counters"]}
    if m.group("enters"):
        out["enters_with_counters"] = d["enters_with_counters"]        # 614.1c: "As ~ enters ..."
    return AbilityReport(i, text, "compiled", "static", ("7c",), "614.1e"), out, []


def _reads_power(node: Any) -> bool:
    """Whether a definition's values read an object's power or toughness (``{power: self}``, ...)."""
    if isinstance(node, dict):
        if len(node) == 1 and next(iter(node)) in ("power", "toughness") and next(iter(node.values())) in ("self", "it"):
            return True
        if len(node) == 1 and next(iter(node)) == "greatest" and node["greatest"].get("characteristic") != "mana_value":
            return True
        if len(node) == 1 and next(iter(node)) == "total" and node["total"].get("characteristic") != "mana_value":
            return True
        return any(_reads_power(v) for k, v in node.items() if k != "add_abilities")
    if isinstance(node, list):
        return any(_reads_power(v) for v in node)
    return False


#: 608.2c: "if you do, ...", the step after the optional action ("you may ...") of the sentence just before
#: 608.2c "If you do, ..."; 603.12 "When you do, ...": a reflexive triggered ability the action creates, which
#: triggers only if the action was taken (603.12a) — either way the effect needs the step's ``choices.you_did``
_IF_YOU_DO = re.compile(r"^(?:if|when) you do, ")
#: a sentence after the "if you do" one that still names what that step made or changed ("It gains haste until end
#: of turn.", "That token gains ...", "Those creatures ...", "Exile it at ...")
_AFTER_IF_DID = re.compile(r"^(?:if it(?:'s)?|if that|it|its|they|their|that|those|the token|the tokens|the copy|the creature|exile (?:it|them|that)|"
                           r"sacrifice (?:it|them|that)|return (?:it|them|that))\b")
#: what makes another choice or branch of the same resolution ("If you don't, ...", "Otherwise, ...")
_OTHER_OUTCOME = re.compile(r"\b(?:if you don't|if you didn't|if you can't|otherwise|if they don't|if no one does)\b")


def _if_you_did_opens(norm: str) -> bool:
    """Whether a resolving ability's effect is, up to its "If you do, ...", only the optional action that sentence
    names ("you may pay {1}.", "you may have target artifact become a 0/0 artifact creature."), maybe after sentences
    with no layer effect ("you may look at the top card of your library. If it shares a creature type with ~, you
    may reveal it. If you do, ..."), so that everything the ability does to characteristics follows that action.

    >>> _if_you_did_opens("you may exile two cards from your graveyard. if you do, put a +1/+1 counter on ~.")
    True
    >>> _if_you_did_opens("target creature gets +1/+1 until end of turn. you may pay {1}. if you do, it gains flying.")
    False
    """
    if "if you do, " not in norm and "when you do, " not in norm:
        return False        # (a cheap test first: most abilities have no such sentence)
    said = sentences(norm)
    at = next((k for k, x in enumerate(said) if _IF_YOU_DO.match(x)), None)
    if at is None or at == 0 or not re.search(r"\b(?:you|any (?:other )?(?:opponent|player)) may\b", said[at - 1]) \
            or re.search(r"\byou may\b", said[at]):
        return False
    return all(not (looks_continuous(x) or classifier_reads_layer(x)) for x in said[:at - 1])


#: a branch that changes counters ("If you don't, remove a +1/+1 counter from ~")
_BRANCH_COUNTERS = re.compile(r"\b(?:remove|put|move|double)s?\b[^.]*?\bcounters?\b")


def _if_you_did_opens_mandatory(norm: str) -> bool:
    """Whether a resolving ability's effect is, up to its "If you do, ...", only one instruction with no layer effect
    that may not be carried out ("Exile a creature card from your graveyard. If you do, ...", "Return another
    creature you control to its owner's hand. If you do, ..."): whether it was is what the step states (608.2c).

    >>> _if_you_did_opens_mandatory("exile a creature card from your graveyard. if you do, put a +1/+1 counter on ~.")
    True
    >>> _if_you_did_opens_mandatory("put a +1/+1 counter on ~ for each card in your hand. if you do, discard your hand.")
    False
    """
    if "if you do, " not in norm and "when you do, " not in norm:
        return False
    said = sentences(norm)
    at = next((k for k, x in enumerate(said) if _IF_YOU_DO.match(x)), None)
    if at != 1 or re.search(r"\byou may\b|\bif\b", said[0]) or _one_shot_counters(said[0]) or _BRANCH_COUNTERS.search(said[0]):
        return False
    return not (looks_continuous(said[0]) or classifier_reads_layer(said[0]))


def _if_you_did(d: dict[str, Any], norm: str, category: str) -> dict[str, Any]:
    """608.2c: "Whenever this creature attacks, you may sacrifice an artifact. If you do, put two +1/+1 counters on
    this creature and each opponent loses 2 life.": everything the ability does to characteristics follows its
    optional action and happens only if that action was taken, which the ability step states
    (``choices.you_did``: true, taken; false, not; untold, the effect is not applied and ``Resolution.unsupported``
    says what to state). So the definition's condition is ``{you_did: true}`` (with a triggered ability's
    intervening "if" before it, 603.4: both). Only when the effect opens with that action
    (:func:`_if_you_did_opens`), no other choice or branch follows ("you may ...", "If you don't, ...",
    "Otherwise, ..." read ``choices.otherwise``), and each sentence after the "if you do" one names what that step
    made or changed, or makes no layer effect of its own.

    >>> _if_you_did({"affects": "self", "counters": {"+1/+1": 1}},
    ...             "you may exile two cards from your graveyard. if you do, put a +1/+1 counter on ~.", "triggered")
    {'affects': 'self', 'counters': {'+1/+1': 1}, 'condition': {'you_did': True}}
    >>> _if_you_did({"affects": "self", "counters": {"+1/+1": 1}, "condition": {"your_turn": True}},
    ...             "if it's your turn, you may pay {1}. if you do, put a +1/+1 counter on ~.", "triggered")["condition"]
    {'all': [{'your_turn': True}, {'you_did': True}]}
    >>> _if_you_did({"affects": "self", "counters": {"+1/+1": 1}},
    ...             "you may pay {1}. if you do, put a +1/+1 counter on ~. otherwise, draw a card.", "triggered")
    {'affects': 'self', 'counters': {'+1/+1': 1}, 'condition': {'you_did': True}}
    >>> _if_you_did({"affects": "self", "counters": {"+1/+1": 1}}, "you may pay {1}. if you do, put a +1/+1 counter "
    ...             "on ~. if you don't, remove a +1/+1 counter from ~.", "triggered")
    {'affects': 'self', 'counters': {'+1/+1': 1}}
    >>> _if_you_did({"affects": "self", "counters": {"+1/+1": 1}}, "exile a creature card from your graveyard. if you "
    ...             "do, put a +1/+1 counter on ~. otherwise, sacrifice it.", "triggered")["condition"]
    {'you_did': True}
    """
    if category not in _RESOLVING or not isinstance(d, dict) or not (_if_you_did_opens(norm) or (
            _if_you_did_opens_mandatory(norm) and "'chosen'" not in repr(d))):
        # (an instruction that finds the object the effect is on, "Search your library for a Dragon permanent card and
        # put it into your graveyard. If you do, ~ becomes a copy of that card": the step names that object when it
        # found one, choices.object)
        return d
    said = sentences(norm)
    at = next(k for k, x in enumerate(said) if _IF_YOU_DO.match(x))
    if _OTHER_OUTCOME.search(said[at - 1] + " " + said[at]) or re.search(r"\byou may\b", said[at]):
        return d
    for x in said[at + 1:]:
        if _OTHER_BRANCH.match(x):
            # 608.2c: "If you don't, tap this creature.", "Otherwise, sacrifice it.": the other branch, when it has no
            # layer effect and changes no counters, changes nothing the definition would apply
            if looks_continuous(x) or classifier_reads_layer(x) or _BRANCH_COUNTERS.search(x):
                return d
        elif _OTHER_OUTCOME.search(x) or (re.search(r"\byou may\b", x) and not _PLAY_PERMISSION.fullmatch(x)) or (
                not _AFTER_IF_DID.match(x) and (looks_continuous(x) or classifier_reads_layer(x))):
            return d
    if any(k in d for k in ("modes", "kicked", "otherwise", "won", "instead")) or "you_did" in repr(d):
        return d
    cond = d.get("condition")
    if cond is not None and not said[0].startswith("if "):
        return d        # a condition of the effect's own sentences, not the intervening "if" before the action
    if cond is None and said[0].startswith("if "):
        # "At the beginning of your upkeep, if you control a Forest, you may pay {1}. If you do, ...": the
        # intervening "if" (603.4) of a sentence with no layer effect, which the definition would not carry
        raise _Unsupported(norm, "an intervening 'if' (603.4) before the optional action, not read")
    return {**d, "condition": {"all": [cond, {"you_did": True}]} if cond is not None else {"you_did": True}}


#: "You may play that card this turn." after "if you do, ... exile the top card of your library": a permission to play
#: the exiled card later (601.1), no choice made as the ability resolves and no layer effect, so no other optional
#: action beside the one "if you do" names (608.2c)
_PLAY_PERMISSION = re.compile(r"(?:until end of turn, |until the end of your next turn, )?you may (?:play|cast) "
                              r"(?:that card|those cards|it|them)(?: this turn| until end of turn| until the end of "
                              r"your next turn)?[.;]?")


def _if_you_did_carried(d: Any, norm: str, category: str) -> None:
    """608.2c: a resolving ability's "If you do, <layer effect>" happens only if the action before it was taken;
    raises _Unsupported when the definition does not carry that (no ``you_did``, no other branch read): it would be
    applied whether or not the action was taken ("At the beginning of your upkeep, you may sacrifice a creature. If
    you do, put a +1/+1 counter on Crovax. If you don't, remove a +1/+1 counter from Crovax.").

    >>> _if_you_did_carried({"affects": "self", "counters": {"+1/+1": 1}}, "you may pay {1}. if you do, put a +1/+1 "
    ...                     "counter on ~. if you don't, remove a +1/+1 counter from ~.", "triggered")
    Traceback (most recent call last):
    ...
    layerkit.compiler.compile._Unsupported: ...
    >>> _if_you_did_carried({"affects": "self", "counters": {"+1/+1": 1}},
    ...                     "put a +1/+1 counter on ~ for each card in your hand. if you do, discard your hand.", "triggered")
    """
    if category not in _RESOLVING or not isinstance(d, dict) or ("if you do, " not in norm and "when you do, " not in norm) or "you_did" in repr(d) \
            or "'otherwise'" in repr(d) or "'chosen'" in repr(d):
        # (the either/or read: the step's choices.otherwise says which branch happened, 608.2c; the object the action
        # found or chose, which the step names only when it was taken)
        return
    said = sentences(norm)
    for k, s in enumerate(said):
        if k and s.startswith("if you do, that card perpetually ") and said[k - 1].startswith("you may choose a "):
            # "You may choose a creature card in your hand. If you do, that card perpetually gets +1/+0.": the card
            # chosen (``affects: chosen``), which the step names only when the choice was made
            continue
        if _IF_YOU_DO.match(s) and (looks_continuous(s) or classifier_reads_layer(s) or _one_shot_counters(_IF_YOU_DO.sub("", s))):
            raise _Unsupported(s, "'if you do' whose action the step doesn't state (608.2c): applied whether or not "
                                  "it was taken")


def _names_one_object_twice(value: Any) -> bool:
    """Whether a selector ``{any: [...]}`` inside ``value`` lists the same reference twice (``[self, self]``).

    >>> _names_one_object_twice({"affects": {"any": ["self", "self"]}}), _names_one_object_twice({"affects": {"any": ["self", "targets"]}})
    (True, False)
    """
    if isinstance(value, Mapping):
        alts = value.get("any")
        if isinstance(alts, list):
            refs = [a for a in alts if isinstance(a, str)]
            if len(refs) != len(set(refs)):
                return True
        return any(_names_one_object_twice(v) for v in value.values())
    if isinstance(value, list):
        return any(_names_one_object_twice(v) for v in value)
    return False


#: 509.1a, 603.2: the other object of a blocking event named by its part in it ("the blocking creature")
_BLOCKED_BY_A_CREATURE = re.compile(r"^whenever (?:~|enchanted creature|equipped creature)(?: blocks or)? becomes blocked "
                                    r"by a creature(?: without [a-z]+)?$")     # (702.25a: "without flanking")
_A_CREATURE_BLOCKS = re.compile(r"^whenever (?:a|an) (?:(?!or |and )[a-z]+ ){0,2}?creature blocks (?:a|an) "
                                r"(?:(?:[a-z]+ or )?[a-z]+ )?creature$")
_ATTACKING_CREATURE_BLOCKED = re.compile(r"^whenever (?:a|an) creature attacking (?:you|one of your opponents|a player) "
                                         r"becomes blocked(?: by (?:a creature|two or more creatures))?$")


#: "put a +1/+1 counter on that creature and each other creature ..." (one sentence, the ability's first)
_ON_THAT_CREATURE_AND = re.compile(r"^put [^.;]*? counters? on that creature and (?:each|all) other ")


def _event_object_named(event: str, norm: str, that_ref: Any) -> str:
    """A triggered ability's effect naming the object of its event by the part it plays in it, read as "that
    creature" (the object the scenario names as the ability's targets) where the event has exactly that object:
    "Whenever a creature blocks a black or red creature, the blocking creature gets +1/+1" (the subject, 509.1a),
    "Whenever ~ becomes blocked by a creature, the blocking creature gets -1/-1" (the blocker), "Whenever enchanted
    creature blocks or becomes blocked by a creature, the other creature gains first strike", "Whenever a creature
    attacking one of your opponents becomes blocked by two or more creatures, that attacking creature gains
    deathtouch". Otherwise unchanged.

    >>> _event_object_named("whenever ~ becomes blocked by a creature", "the blocking creature gets -1/-1", "targets")
    'that creature gets -1/-1'
    >>> _event_object_named("whenever ~ blocks a creature", "the blocking creature gets -1/-1", "targets")
    'the blocking creature gets -1/-1'
    """
    if that_ref in ("equipped", "enchanted") and _ON_THAT_CREATURE_AND.match(norm):
        # "Whenever equipped creature attacks, put a +1/+1 counter on that creature and each other creature you
        # control that shares a creature type with it": the creature the source is attached to (as "that creature"
        # alone reads), and the others beside it
        return norm.replace(" on that creature and ", f" on {that_ref} creature and ", 1)
    if that_ref != "targets":
        return norm
    if norm.startswith("the blocking creature ") and (_BLOCKED_BY_A_CREATURE.match(event)
                                                      or _A_CREATURE_BLOCKS.match(event)):
        return "that creature " + norm[len("the blocking creature "):]
    if norm.startswith("the other creature ") and _BLOCKED_BY_A_CREATURE.match(event):
        return "that creature " + norm[len("the other creature "):]
    if norm.startswith("that attacking creature ") and _ATTACKING_CREATURE_BLOCKED.match(event):
        return "that creature " + norm[len("that attacking creature "):]
    return norm


#: 603.7, 603.7b: a spell's delayed triggered ability that triggers only this turn: "Whenever a Minotaur attacks this
#: turn, ...", "At the beginning of combat this turn, ..." (the trigger condition, then "this turn")
_DELAYED_THIS_TURN = re.compile(r"^((?:Whenever|At the beginning of) [^,.;\"]*?) this turn, ", re.IGNORECASE)
#: 603.7, 611.2a: "Until your next turn, whenever a creature an opponent controls attacks, ...": one that triggers
#: until its controller's next turn begins
_DELAYED_UNTIL_NEXT_TURN = re.compile(r"^Until your next turn, ((?:whenever|at the beginning of) [^,.;\"]*?), ",
                                      re.IGNORECASE)


def _delayed_in_ability(i: int, part: Mapping[str, Any], names: list[str], keywords: frozenset[str], cost: str,
                        effect: str) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]] | None:
    """603.7: a resolving ability (a chapter, loyalty or activated ability) whose whole effect is a delayed triggered
    ability ("III — Whenever an Elf you control attacks this turn, target creature an opponent controls gets -1/-1
    until end of turn"; "[+1]: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0
    until end of turn"): compiled as :func:`_delayed_this_turn` compiles a spell's, with
    ``delayed_trigger: until_your_next_turn`` for the second form."""
    m = _DELAYED_UNTIL_NEXT_TURN.match(effect)
    if m is not None:
        trigger = m.group(1)[0].upper() + m.group(1)[1:]
        if "this turn" in trigger.lower() or " you next " in trigger.lower():
            return None
        found = _delayed_this_turn(i, {**part, "text": f"{trigger} this turn, {effect[m.end():]}"}, names, keywords)
        if found is None:
            return None
        rep, d, us = found
        d = {**d, "delayed_trigger": "until_your_next_turn"} if d is not None else None
        return AbilityReport(i, part["text"], rep.status, rep.category, rep.layers, rep.note), d, us
    found = _delayed_this_turn(i, {**part, "text": effect}, names, keywords)
    if found is None:
        return None
    rep, d, us = found
    return AbilityReport(i, part["text"], rep.status, rep.category, rep.layers, rep.note), d, us


def _delayed_this_turn(i: int, part: Mapping[str, Any], names: list[str], keywords: frozenset[str]
                       ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]] | None:
    """603.7: a spell's paragraph "Whenever <event> this turn, <effect>": the delayed triggered ability the spell
    creates as it resolves, compiled as the triggered ability "Whenever <event>, <effect>" of a permanent would be
    (its event's object the step's targets) under ``delayed_trigger: this_turn`` (603.7b: it triggers only this
    turn). None when the paragraph is not one, or its effect compiles to nothing exact.

    >>> _delayed_this_turn(1, {"text": "Whenever a Minotaur attacks this turn, it gains deathtouch until end of turn.",
    ...                        "kind": "spell"}, ["X"], frozenset())[1]
    {'affects': 'targets', 'duration': 'end_of_turn', 'add_abilities': ['Deathtouch'], 'delayed_trigger': 'this_turn'}
    """
    text = part["text"]
    m = _DELAYED_THIS_TURN.match(text)
    if m is None or "this turn" in m.group(1).lower() or " you next " in m.group(1).lower():
        return None
    trigger = text[:m.end(1)] + ", " + text[m.end():]
    rep, d, us = _compile_ability_inner(i, {**part, "text": trigger, "kind": "triggered"}, names, False, keywords)
    if d is None or us or rep.status != "compiled" or "kind" in d or d.get("zones"):
        return None
    d = {**d, "delayed_trigger": "this_turn"}
    return AbilityReport(i, text, "compiled", "triggered", rep.layers, "603.7: a delayed triggered ability"), d, []


#: 702.100a: "if that creature's power is greater than ~'s power and/or that creature's toughness is greater than
#: ~'s toughness, <effect>" (evolve's rules text; the reminder text's wording too)
_EVOLVE_IF = re.compile(r"if (?:that creature's power is greater than ~'s power and/or that creature's toughness is "
                        r"greater than ~'s toughness|(?:that creature|it) has greater power or toughness than ~|its power is greater than "
                        r"~'s power or its toughness is greater than ~'s toughness), (?P<rest>.+)")
#: 603.6c, 603.10a: a leaves-the-battlefield trigger of the source itself ("When this creature dies")
_SOURCE_LEFT = re.compile(r"when(?:ever)? (?:~|this (?:creature|permanent|artifact|enchantment|vehicle)) "
                          r"(?:dies|leaves the battlefield|is put into a graveyard from the battlefield)")
#: "put its counters on target creature you control"; "if it had counters on it, put those counters on ..."
_PUT_ITS_COUNTERS = re.compile(r"(?:you may )?(?:put its(?: (?P<kind>[+-]\d+/[+-]\d+))?|if it had counters on it, put those) counters "
                               r"on (?P<obj>[^.,;]+)"
                               # 608.2c: then an instruction that moves the source's card on, no layer effect
                               r"(?:, then shuffle ~ into its owner's library)?\.")
#: ifsyou16: a trigger on the death of one permanent (700.4: "dies" is "is put into a graveyard from the battlefield")
_ONE_PERMANENT_DIES = re.compile(r"(?:[a-z' ]+ — )?whenever (?:~ or )?(?:a|an|another) (?:[a-z-]+ )*?(?:creature|artifact)"
                                 r"(?: you control| an opponent controls| you don't control)? "
                                 r"(?:dies|is put into a graveyard from the battlefield)")
#: ifsyou16: "if it had counters on it, put its/those counters on ~." of the one creature a "dies" trigger names
_PUT_EVENT_COUNTERS = re.compile(r"(?:if it had counters on it, )?put (?:its|(?<=it, put )those) counters on "
                                 r"(?P<obj>[^.,;]+)\.")


def _source_counters_moved(event: str, norm: str) -> str | None:
    """608.2h, 603.10a: in the source's own leaves-the-battlefield trigger, "put its counters on <object>" moves the
    counters the source had as it last existed on the battlefield. The sentence, with one +1/+1 counter for them, for
    the grammar to read its object (:func:`_with_source_counters` puts them back); None for any other sentence.

    >>> _source_counters_moved("when ~ dies", "put its counters on target creature you control.")
    'put a +1/+1 counter on target creature you control.'
    >>> _source_counters_moved("whenever another creature you control dies", "put its counters on ~.") is None
    True
    >>> _source_counters_moved("when ~ leaves the battlefield", "put its +1/+1 counters on target creature you control.")
    'put a +1/+1 counter on target creature you control.'
    """
    m = _PUT_ITS_COUNTERS.fullmatch(norm.strip())
    if m is None or not _SOURCE_LEFT.fullmatch(event):
        return None
    return f"put a +1/+1 counter on {m.group('obj')}."


def _event_counters_moved(event: str, norm: str) -> str | None:
    """608.2h, 603.10a: in a trigger on the death of one creature other than only the source ("Whenever another
    creature you control dies", "Whenever ~ or another creature you control dies"), "if it had counters on it, put
    its counters on <object>" puts the counters that creature had as it last existed on the battlefield (what the
    step states: ``choices.stated.died.counters``; none had, none put, so the "if" changes nothing). The sentence,
    with one +1/+1 counter for them, for the grammar to read its object; None for any other sentence.

    >>> _event_counters_moved("whenever another creature you control dies", "if it had counters on it, put its counters on ~.")
    'put a +1/+1 counter on ~.'
    >>> _event_counters_moved("whenever a permanent you control leaves the battlefield",
    ...                       "if it had counters on it, put those counters on ~.") is None
    True
    """
    m = _PUT_EVENT_COUNTERS.fullmatch(norm.strip())
    if m is None or not _ONE_PERMANENT_DIES.fullmatch(event):
        return None
    return f"put a +1/+1 counter on {m.group('obj')}."


def _with_event_counters(compiled: Any, norm: str) -> Any:
    """The definition of an "if it had counters on it, put its counters on ..." sentence read as one +1/+1 counter on
    its targets or the source, with the counters the creature that died had in place of that counter
    (``stated_counters: died``, 608.2h)."""
    if not isinstance(compiled, dict) or compiled.get("affects") not in ("targets", "self") \
            or set(compiled) != {"affects", "counters"} or compiled["counters"] != {"+1/+1": 1}:
        raise _Unsupported(norm, "the counters a creature that died had, put on an object other than its targets or ~")
    return {"affects": compiled["affects"], "stated_counters": "died"}


def _with_source_counters(compiled: Any, norm: str) -> Any:
    """The definition of a "put its counters on ..." sentence read as one +1/+1 counter on its targets, with the
    source's last known counters in place of that counter (``source_counters``, 608.2h)."""
    if not isinstance(compiled, dict) or compiled.get("affects") != "targets" \
            or set(compiled) != {"affects", "counters"} or compiled["counters"] != {"+1/+1": 1}:
        raise _Unsupported(norm, "the counters a source that left had, put on an object other than its targets")
    m = _PUT_ITS_COUNTERS.fullmatch(norm.strip())
    kind = m.group("kind") if m is not None else None
    # "put its +1/+1 counters on ...": only the counters of that kind it had (608.2h)
    return {"affects": "targets", "source_counters": kind if kind else True}


#: 122.5: "move a +1/+1 counter from ~ onto target creature", "you may move a +1/+1 counter from target creature onto
#: ~", "move a +1/+1 counter from target creature you control onto another target creature you control", "move all
#: +1/+1 counters from target land you control onto target creature"
_MOVE_COUNTERS = re.compile(r"(?P<may>you may )?move (?P<n>a|all|any number of) (?:(?P<kind>[+-]\d+/[+-]\d+|"
                            r"first strike|double strike|[a-z]+) )?counters? from "
                            r"(?P<src>~|target [^.,;]+?) onto (?P<dst>~|that creature|(?:another |a second )?target [^.,;]+?)\.")


#: 701.20a: "target opponent reveals a card at random from their hand" (it stays there)
_REVEALS_FROM_HAND = re.compile(r"(?:target opponent|target player|each opponent) reveals a card at random from their hand")
#: 601.2b: "as an additional cost to cast ~, put a -1/-1 counter on a creature you control."
_COST_COUNTER = re.compile(r"as an additional cost to cast ~, (put an? [+-]\d+/[+-]\d+ counter on an? [a-z ]+? you control\.)")


def _counters_moved(norm: str) -> tuple[str, dict[str, Any]] | None:
    """122.5: a sentence that moves counters of one kind between the source and a target, or between two targets:
    the sentence with one +1/+1 counter put on the object a "target" phrase names, for the grammar to read that
    phrase (:func:`_with_moved_counters` makes it the move), and what moves; None for any other sentence.

    >>> _counters_moved("move a +1/+1 counter from ~ onto target creature.")
    ('put a +1/+1 counter on target creature.', {'kind': '+1/+1', 'count': 1, 'from': 'self'})
    >>> _counters_moved("move a +1/+1 counter from target creature you control onto another target creature you control.")[1]
    {'kind': '+1/+1', 'count': 1, 'from': 1, 'onto': 2}
    >>> _counters_moved("move a counter from target creature onto a second target creature.")[1]
    {'kind': 'any', 'count': 1, 'from': 1, 'onto': 2}
    >>> _counters_moved("you may move any number of +1/+1 counters from ~ onto another target creature.")[1]
    {'kind': '+1/+1', 'count': 'chosen', 'from': 'self'}
    >>> _counters_moved("move a counter of each kind from ~ onto target creature.") is None
    True
    """
    # 602.5b: "Activate only as a sorcery." after it restricts the activation, no part of the effect
    rest = re.search(r"(?: activate only [^.]*\.)*$", norm.strip())
    tail = rest.group(0) if rest is not None else ""
    m = _MOVE_COUNTERS.fullmatch(norm.strip()[:len(norm.strip()) - len(tail)])
    if m is None or (m.group("src") == "~") == (m.group("dst") == "~") and m.group("src") == "~":
        return None
    kind = m.group("kind")
    if kind is not None and "/" not in kind and kind not in lower.KEYWORD_COUNTER_KINDS:
        return None         # a counter kind the engine doesn't know ("move a counter of each kind ..."): reported
    plural = m.group(0).startswith(f"{m.group('may') or ''}move {m.group('n')} {kind + ' ' if kind else ''}counters ")
    if (m.group("n") != "a") != plural:
        return None         # "move a +1/+1 counters", "move all +1/+1 counter": no rules phrase
    # 122.5, 608.2d: "a counter" / "all counters" without a kind: of any kinds ("any"), the one moved chosen as it
    # resolves; "any number of": how many chosen as it resolves (the step's choices.moved)
    plan: dict[str, Any] = {"kind": kind or "any",
                            "count": {"a": 1, "all": "all", "any number of": "chosen"}[m.group("n")]}
    if m.group("src") == "~":
        # "onto that creature": the event's creature, which the step names as its target (603.2)
        plan["from"], phrase = "self", m.group("dst")
    elif m.group("dst") == "that creature":
        return None
    elif m.group("dst") == "~":
        plan["from"], phrase = 1, m.group("src")
    else:
        # "onto target creature" may name the object the first phrase named (115.3): then nothing moves (122.5)
        plan["from"], plan["onto"], phrase = 1, 2, m.group("src")
    return f"{m.group('may') or ''}put a +1/+1 counter on {phrase}.{tail}", plan


def _with_moved_counters(compiled: Any, plan: Mapping[str, Any], norm: str) -> Any:
    """The definition of a "move ... counter(s) from ... onto ..." sentence (:func:`_counters_moved`): the counters
    moved onto the source or a target (``move_counters``, 122.5)."""
    if not isinstance(compiled, dict) or compiled.get("affects") != "targets" \
            or set(compiled) != {"affects", "counters"} or compiled["counters"] != {"+1/+1": 1}:
        raise _Unsupported(norm, "counters moved from or onto an object other than the source or one target")
    move = {k: plan[k] for k in ("kind", "count", "from")}
    if plan["from"] == "self":
        return {"affects": "targets", "move_counters": move}
    if "onto" in plan:
        return {"affects": "targets", "target": [plan["onto"]], "move_counters": move}
    return {"affects": "self", "move_counters": move}


#: 702.176a: the condition of impending's third and fourth abilities: "this permanent's impending cost was paid and it
#: has a time counter on it"
_IMPENDING_PAID = {"all": [{"alt_cost": "impending"}, {"counters": {"kind": "time", "min": 1}}]}


def _impending(i: int, text: str, n: int) -> tuple[AbilityReport, dict[str, Any], list[Unsupported]]:
    """702.176a: "Impending N—[cost]" represents four abilities: the alternative cost (601.2b: the cast or enter
    step's ``alt_cost: impending``), "If you chose to pay this permanent's impending cost, it enters with N time
    counters on it" (this definition), "As long as this permanent's impending cost was paid and it has a time
    counter on it, it's not a creature" (its ``static``: layer 4, and with the card type go its creature types,
    205.1a) and "At the beginning of your end step, if this permanent's impending cost was paid and it has a time
    counter on it, remove a time counter from it" (its ``triggered``, which an ``ability`` step naming the keyword
    resolves).

    >>> d = _impending(1, "Impending 4—{2}{W}{W}", 4)[1]
    >>> d["enters_with_counters"], d["static"]["remove_types"], d["triggered"]["remove_counters"]
    ({'time': 4}, ['Creature'], {'time': 1})
    """
    static = {"text": "As long as this permanent's impending cost was paid and it has a time counter on it, it's "
                      "not a creature.", "kind": "static", "affects": "self", "condition": _IMPENDING_PAID,
              "remove_types": ["Creature"]}
    trig = {"text": "At the beginning of your end step, if this permanent's impending cost was paid and it has a "
                    "time counter on it, remove a time counter from it.", "kind": "triggered", "affects": "self",
            "condition": _IMPENDING_PAID, "remove_counters": {"time": 1}}
    return AbilityReport(i, text, "compiled", "keyword", ("4",), "702.176a"), \
        {"kind": "keyword", "affects": "self", "condition": {"alt_cost": "impending"},
         "enters_with_counters": {"time": n}, "static": static, "triggered": trig}, []


def _compile_ability_inner(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool,
                           keywords: frozenset[str] = frozenset()
                           ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    text = part["text"]
    kind = part["kind"]
    if kind == "level":
        if part["level_pt"] and "*" in "".join(part["level_pt"]):
            u = Unsupported(i, text, text, "a */* level box")
            return AbilityReport(i, text, "unsupported", kind, (), u.reason), None, [u]
        d = _level(part)
        if not part["level_pt"] and not part["level_abilities"]:
            return AbilityReport(i, text, "no-effect", kind), None, []
        return AbilityReport(i, text, "compiled", kind), d, []
    if kind in ("static", "keyword", "spell") and _KEYWORD_UNREAD.fullmatch(text.lower()):
        # keywords whose rule puts counters or changes characteristics in a way no definition here says (a choice
        # as the permanent enters or resolves, a target the rule names, an ability from a graveyard): reported,
        # never read as no effect (702.123a fabricate, 702.165a backup, 702.154a enlist, 702.97a scavenge, 702.77a
        # reinforce X)
        u = Unsupported(i, text, text, "keyword whose rule (702) puts counters or changes characteristics "
                        "as a choice or fact the board is not told; not read")
        return AbilityReport(i, text, "unsupported", "keyword", (), u.reason), None, [u]
    if kind in ("static", "spell") and (keyword_rules_text(text) is not None or keyword_layers(text)):
        kind = "keyword"        # "Battle cry", "Outlast {W}", "Renown 1": a keyword line (702), read by its rule
    if kind == "keyword" or re.fullmatch(r"(?:ravenous|modular \d+|graft \d+)", text.lower()):
        kind = "keyword"
        kw = (part.get("keyword") or text).lower()
        if kw == "changeling":
            return AbilityReport(i, text, "compiled", kind, (), "702.73a: a CDA"), \
                {"kind": "static", "affects": "self", "all_creature_types": True}, []
        if kw == "devoid":
            return AbilityReport(i, text, "compiled", kind, (), "702.114a: a CDA"), \
                {"kind": "static", "affects": "self", "set_colors": []}, []
        if kw == "ravenous":
            return AbilityReport(i, text, "compiled", kind, ("7c",), "702.156a: enters with X +1/+1 counters"), \
                {"kind": "keyword", "affects": "self", "enters_with_counters": {"+1/+1": "x"}}, []
        two = two_abilities(text)
        if two is not None:
            # 702.43a, 702.58a: "Modular N" / "Graft N" represents a static ability (it enters with N +1/+1 counters)
            # and a triggered one: the static one is the keyword's definition, the triggered one its ``triggered``,
            # which an ``ability`` step naming the keyword resolves
            static_text, trig_text, rule = two
            n_kw = int(re.findall(r"\d+", kw)[0])
            d_kw: dict[str, Any] = {"kind": "keyword", "affects": "self", "enters_with_counters": {"+1/+1": n_kw}}
            rep_t, trig, us_t = _compile_ability_inner(i, {"text": trig_text, "kind": "triggered", "keyword": None},
                                                       names, is_spell, keywords)
            if trig is None or us_t or rep_t.status != "compiled":
                why = us_t[0].reason if us_t else rep_t.note or "not read"
                u = Unsupported(i, text, trig_text, f"{rule}: its triggered ability: {why}")
                return AbilityReport(i, text, "compiled", kind, ("7c",), f"{rule}: {static_text}"), d_kw, [u]
            d_kw["triggered"] = {"text": trig_text, "kind": "triggered", **{k: v for k, v in trig.items() if k != "kind"}}
            return AbilityReport(i, text, "compiled", kind, ("7c",), f"{rule}: {static_text} {trig_text}"), d_kw, []
        if kw.startswith("bestow"):
            # 702.103b, 702.103f: a permanent cast bestowed is an Aura enchantment with enchant creature (not
            # a creature: its creature types go with the card type, 205.1a) for as long as it stays attached;
            # attached to something that isn't a creature, it would become unattached and cease to be bestowed
            return AbilityReport(i, text, "compiled", kind, ("4", "6"), "702.103b"), \
                {"kind": "static", "affects": "self",
                 "condition": {"all": [{"alt_cost": "bestow"}, {"enchanted": {"types": ["Creature"]}}]},
                 "set_types": ["Enchantment"], "add_subtypes": ["Aura"], "add_abilities": ["Enchant creature"]}, []
        dashed = re.fullmatch(r"(dash|blitz) (?:\{[^}]+\})+", text.strip().lower())
        if dashed:
            # 702.109a, 702.152a: "As long as this permanent's dash (blitz) cost was paid, it has haste (and 'When this
            # permanent is put into a graveyard from the battlefield, draw a card.')": the enter step's alt_cost
            granted = ["Haste"] + (["When this permanent is put into a graveyard from the battlefield, draw a card."]
                                   if dashed.group(1) == "blitz" else [])
            rule_d = "702.109a" if dashed.group(1) == "dash" else "702.152a"
            return AbilityReport(i, text, "compiled", kind, ("6",), rule_d), \
                {"kind": "static", "affects": "self", "condition": {"alt_cost": dashed.group(1)},
                 "add_abilities": granted}, []
        if re.fullmatch(r"megamorph (?:\{[^}]+\})+", text.strip().lower()):
            # 702.37b: the +1/+1 counter it gets as it is turned face up by its megamorph cost: the board's
            # turn_face_up step (its megamorph: true/false, which it requires); no definition of its own
            return AbilityReport(i, text, "compiled", kind, ("7c",), "702.37b: the turn_face_up step's megamorph"), None, []
        tribute = re.fullmatch(r"tribute (\d+)", text.strip().lower())
        if tribute:
            # 702.104a: "As this creature enters, choose an opponent. That player may put an additional N +1/+1
            # counters on it as it enters": whether they did is the enter step's choices.tribute_paid (untold: listed)
            return AbilityReport(i, text, "compiled", kind, ("7c",), "702.104a"), \
                {"kind": "keyword", "affects": "self", "condition": {"tribute_paid": True},
                 "enters_with_counters": {"+1/+1": int(tribute.group(1))}}, []
        fabricate = re.fullmatch(r"fabricate (\d+)", text.strip().lower())
        if fabricate:
            # 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
            # colorless Servo artifact creature tokens.": the ability step's choices.otherwise (true: the tokens)
            n_f = int(fabricate.group(1))
            return AbilityReport(i, text, "compiled", "triggered", ("7c",), "702.123a"), \
                {"kind": "triggered", "affects": "self", "counters": {"+1/+1": n_f},
                 "otherwise": {"create_token": {"count": n_f, "power": 1, "toughness": 1, "colors": [],
                                                "types": ["Artifact", "Creature"], "subtypes": ["Servo"]}}}, []
        if re.fullmatch(r"backup \d+", text.strip().lower()):
            # 702.165a: read with the abilities printed below it, once the whole text is read (_backup)
            return AbilityReport(i, text, "compiled", kind, ("6", "7c"), "702.165a"), None, []
        if text.strip().lower() == "riot":
            # 702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it
            # gains haste": the enter step's choices.you_did (untold: listed)
            return AbilityReport(i, text, "compiled", kind, ("6", "7c"), "702.136a"), \
                {"kind": "keyword", "affects": "self", "condition": {"you_did": True},
                 "enters_with_counters": {"+1/+1": 1}, "enters_otherwise_with_abilities": ["Haste"]}, []
        if text.strip().lower() == "unleash":
            # 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" (the enter step's
            # choices.you_did; untold, listed) and "This permanent can't block as long as it has a +1/+1 counter on
            # it" (no layer effect)
            return AbilityReport(i, text, "compiled", kind, ("7c",), "702.98a"), \
                {"kind": "keyword", "affects": "self", "condition": {"you_did": True},
                 "enters_with_counters": {"+1/+1": 1}}, []
        returns = re.fullmatch(r"(undying|persist)", text.strip().lower())
        if returns:
            # 702.93a, 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
            # (-1/-1) counters on it, return it to the battlefield under its owner's control with a +1/+1 (-1/-1)
            # counter on it": the intervening "if" reads the counters it had as it last existed on the battlefield
            # (603.10a); the permanent returned is a new object (400.7) with the one counter
            kind_c = "+1/+1" if returns.group(1) == "undying" else "-1/-1"
            return AbilityReport(i, text, "compiled", "triggered", ("7c",),
                                 "702.93a" if kind_c == "+1/+1" else "702.79a"), \
                {"kind": "triggered", "affects": "self", "condition": {"counters": {"kind": kind_c, "max": 0}},
                 "return_to_battlefield": "owner", "counters": {kind_c: 1}}, []
        impending = re.fullmatch(r"impending (\d+) ?(?:—|-) ?(?:\{[^}]+\})+", text.strip().lower())
        if impending:
            return _impending(i, text, int(impending.group(1)))
        if keyword_layers(text):
            # riot (702.136a: a +1/+1 counter, or haste if not), tribute (702.104a: an opponent's choice), impending
            # (702.176a: time counters and not a creature while it has one): not read
            name_kw = text.strip().lower().split()[0]
            u = Unsupported(i, text, text, f"a keyword whose rules text is not read ({name_kw}: "
                            "702.176a)")
            return AbilityReport(i, text, "unsupported", kind, (), u.reason), None, [u]
        if kw == "living metal":
            # 702.161a: "During your turn, this permanent is an artifact creature in addition to its other types"
            return AbilityReport(i, text, "compiled", kind, ("4",), "702.161a"), \
                {"kind": "static", "affects": "self", "condition": {"your_turn": True},
                 "add_types": ["Artifact", "Creature"]}, []
        if kw.startswith("reconfigure"):
            # 702.151b: attached to another creature, the Equipment stops being a creature until it becomes
            # unattached (and with the card type go its creature types, 205.1a)
            return AbilityReport(i, text, "compiled", kind, ("4",), "702.151b"), \
                {"kind": "static", "affects": "self", "condition": {"enchanted": {"types": ["Creature"]}},
                 "remove_types": ["Creature"]}, []
        if kw == "crew":
            return AbilityReport(i, text, "compiled", kind, (), "702.122a"), \
                {"kind": "activated", "affects": "self", "duration": "end_of_turn", "add_types": ["Artifact", "Creature"]}, []
        expanded = keyword_rules_text(text)
        if expanded is not None and kind == "keyword":
            # 702: the keyword stands for its rule's text ("Prowess" means "Whenever you cast a noncreature spell,
            # this creature gets +1/+1 until end of turn.", 702.108a): read that text as the ability it is
            kind_, meaning, rule = expanded
            rep, meant, us = _compile_ability_inner(i, {"text": meaning, "kind": kind_, "keyword": None}, names,
                                                    is_spell, keywords)
            if meant is not None:
                meant = {"kind": rep.category, **{k: v for k, v in meant.items() if k != "kind"}}
            return (AbilityReport(i, text, rep.status, rep.category, rep.layers, f"{rule}: {meaning}"), meant,
                    [Unsupported(u.index, text, u.clause, u.reason) for u in us])
        return AbilityReport(i, text, "not-a-layer-effect", kind, (), "keyword ability"), None, []
    if _CUMULATIVE_COUNTERS.match(text):
        # 702.24a: "Cumulative upkeep—Put a -1/-1 counter on this creature." is a triggered ability ("At the beginning
        # of your upkeep, ... sacrifice it unless you pay its upkeep cost for each age counter on it"): the counters
        # are put when the cost is paid as it resolves, a one-shot effect as any other triggered ability's counters
        return AbilityReport(i, text, "not-a-layer-effect", "triggered", (),
                             "one-shot counters of a triggered ability (702.24a: a cumulative upkeep cost)"), None, []
    if text.startswith("Companion — "):
        # 702.139a: the companion's condition is a deck-building requirement checked outside the game; it creates
        # no effect (its own text describes cards, not an object's characteristics)
        return AbilityReport(i, text, "not-a-layer-effect", kind, (), "702.139a: a companion condition"), None, []
    if text.startswith(_MAX_SPEED) and kind == "static":
        return _max_speed(i, part, names, is_spell, keywords)
    if text.count(" if ") >= 2 and kind in ("static", "spell", "triggered", "activated"):
        spread = _distributed_ifs(text, kind)
        if spread is not None:
            srep, sd, sus = _compile_ability_inner(i, {**part, "text": spread}, names, is_spell, keywords)
            return AbilityReport(i, text, srep.status, srep.category, srep.layers, srep.note), sd, \
                [Unsupported(i, text, u.clause, u.reason) for u in sus]
    if text.startswith(_VISIT) and kind == "triggered" and "claim the prize" not in text.lower():
        return _visit(i, part, names, is_spell, keywords)
    if text.startswith(_SOLVED):
        return _solved(i, part, names, is_spell, keywords)
    if _DESIGNATION_WORD.match(text) and looks_continuous(normalise(_ABILITY_WORD.sub("", text), names)[0]):
        # 702.169b, 702.178a: "Solved — ..." / "Max speed — ..." apply only while the Case is solved /
        # your speed is 4; no game state holds either, so the ability is not read without them
        reason = "an ability that depends on a designation the board does not hold (solved, max speed)"
        u = Unsupported(i, text, text, reason)
        return AbilityReport(i, text, "unsupported", kind, (), reason), None, [u]
    body = _ABILITY_WORD.sub("", text) if kind != "chapter" else text
    if kind == "spell" and "\n" in body:
        # a paragraph read with the one before it (split_abilities: "... / Morbid — That creature gets -13/-13
        # until end of turn instead if ..."): its ability word has no rules meaning either (207.2c)
        body = "\n".join(_ABILITY_WORD.sub("", line) for line in body.split("\n"))
    category = _category(part, body, is_spell)
    cost, effect = _strip_cost(body, category)
    if category in ("chapter", "loyalty", "activated") and not is_spell and (
            " this turn, " in effect or effect.lower().startswith("until your next turn, whenever")):
        delayed = _delayed_in_ability(i, part, names, keywords, cost, effect)
        if delayed is not None:
            return delayed
    norm, quotes = normalise(effect, names)
    as_copy = _OTHERS_ENTER_AS_COPY.fullmatch(norm) if category == "static" and " as a copy of " in norm else None
    if as_copy is not None:
        # 614.1c, 707.2: "Creatures you control enter as a copy of ~", "Each creature token you control enters as a
        # copy of this creature", "Nontoken creatures you control enter as a copy of enchanted creature"
        sel: dict[str, Any] = {"types": ["Creature"], "controller": "you"}
        if as_copy.group("non") or as_copy.group("token"):
            sel["token"] = not as_copy.group("non")
        of = "self" if as_copy.group("of") == "~" else "enchanted"
        return AbilityReport(i, text, "compiled", "static", ("1a",), "614.1c"), \
            {"affects": sel, "others_enter_as_copy": of}, []
    face_up = _TURNED_FACE_UP.fullmatch(norm) if category == "static" and "is turned face up, put " in norm else None
    if face_up is not None:
        return _turned_face_up(i, part, names, is_spell, keywords, face_up)
    if (is_spell and category == "triggered" and not re.match(r"when(?:ever)? you (?:cast|cycle|discard)\b", body.lower())
            and (looks_continuous(norm) or "create a token that's a copy of" in norm)):
        # 603.7: "Whenever a creature you control enters this turn, put a +1/+1 counter on it and it gains
        # haste" in an instant's text is a delayed triggered ability the spell creates as it resolves; its
        # effects apply to the objects of each later event, which the board's ``delayed`` step names (603.7c:
        # it triggers and resolves, the event's object its targets)
        delayed = _delayed_this_turn(i, part, names, keywords)
        if delayed is not None:
            return delayed
        reason = "a delayed triggered ability the spell creates (603.7)"
        u = Unsupported(i, text, norm, reason)
        return AbilityReport(i, text, "unsupported", category, (), reason), None, [u]
    it_ref: Any = None
    that_ref: Any = None
    event = ""
    group_event = False
    cast_targets: dict[str, Any] | None = None
    exert = _EXERT.match(norm)
    if exert and category == "static":
        # 701.43a, 603.12: "You may exert this creature as it attacks. When you do, it gets ...": a
        # reflexive triggered ability, triggered by the exerting; "it" is the creature exerted (the
        # source). Its effect is created as it resolves (the scenario's ability step), never statically
        category, norm, it_ref = "triggered", norm[exert.end():], "self"
    elif category == "triggered":
        event, norm = _split_trigger(norm)
        event, norm = _plural_source(event, norm)
        norm = _that_many_done(norm)
        norm = _paid_that_many(norm)
        norm = _discarded_this_way(norm)
        if event == "whenever you gain life":
            # 603.2, 119.3: "put a +1/+1 counter on target creature for each 1 life you gained": one for each 1 life
            # the event gained, "that many" (the step's choices.number)
            norm = _EACH_LIFE_GAINED.sub(r"put that many \g<kind> counters on \g<on>.", norm)
        it_ref, that_ref = _event_refs(event)
        norm = _event_object_named(event, norm, that_ref if that_ref is not None or it_ref not in ("equipped", "enchanted")
                                   else it_ref)
        norm = _defending_player(event, norm)
        attack_with = _ATTACK_WITH.fullmatch(event)
        if attack_with is not None and attack_with.group("subtype") and not _creature_type_plural(attack_with.group("subtype")):
            attack_with = None
        if it_ref is None and that_ref is None and attack_with is not None:
            # "Whenever you attack with one or more creatures with flying, those creatures get +2/+2": the
            # creatures attacking that triggered it, which the scenario names as the ability's targets
            # (as the object of "whenever a creature attacks"); "they" names them, never "it"
            it_ref, group_event = "targets", True
        elif it_ref is None and that_ref is None and _CAST_TARGETING.fullmatch(event):
            # "Whenever you cast a spell that targets one or more permanents, gain control of those permanents":
            # the spell's targets, which the scenario names as the ability's targets; "they" names them (601.2c)
            it_ref, group_event = "targets", True
            # 109.2: "those creatures"/"those permanents" are the permanents among them (a spell may also target
            # players, spells or cards): only those the instruction is followed for (``if_is``, 611.2c)
            cast_targets = {"zones": ["battlefield"], **({"types": ["Creature"]} if event.endswith("creatures") else {})}
    if category in ("activated", "loyalty"):
        # an activated ability's "it" with no antecedent in its effect names its source when the cost
        # names the source and no other object ("Remove two +1/+1 counters from ~: It gets +4/+4 ...")
        it_ref = "self" if category == "activated" and _cost_names_only_source(normalise(cost, names)[0]) else None
    if "•" in norm or is_modal_line(effect):
        return _compile_modal(i, part, names, category, kind, cost, effect, it_ref, that_ref, keywords)
    cost_counter = _COST_COUNTER.fullmatch(norm.strip()) if category == "spell" and "additional cost" in norm else None
    if cost_counter is not None:
        # 601.2b, 601.2h: "As an additional cost to cast this spell, put a -1/-1 counter on a creature you control.":
        # the counter is put as the spell is cast, on the creature its controller chooses (the step's choices.object)
        norm = cost_counter.group(1)
    try:
        moved = _source_counters_moved(event, norm) if category == "triggered" else None
        died_moved = _event_counters_moved(event, norm) if category == "triggered" and moved is None \
            and "counters on" in norm else None
        moved = died_moved if died_moved is not None else moved
        move_plan = _counters_moved(norm) if moved is None and category in _RESOLVING and "move " in norm else None
        moved = move_plan[0] if move_plan is not None else moved
        evolves = _EVOLVE_IF.fullmatch(norm.strip()) if category == "triggered" and that_ref == "targets" else None
        if evolves is not None:
            # 702.100a: evolve's intervening "if" (603.4) compares the entering creature (the event's object, the
            # step's target) with the source: the condition ``target_exceeds``, checked as it resolves
            norm = evolves.group("rest")
        try:
            chose_before = _CHOSE_TYPE_BEFORE[0]
            _CHOSE_TYPE_BEFORE[0] = category in _RESOLVING and norm.startswith("choose a creature type. you get an emblem ")
            # 107.3m: the card's own enters-the-battlefield trigger, its mana cost with {X}
            _ENTERS_X[0] = category == "triggered" and _X_IN_MANA_COST[0] and event == "when ~ enters"
            try:
                compiled = _compile_body(moved if moved is not None else norm, quotes, category, it_ref, that_ref,
                                         cost, group_ref=group_event, event=event)
            finally:
                _CHOSE_TYPE_BEFORE[0] = chose_before
                _ENTERS_X[0] = False
            if move_plan is not None:
                compiled = _with_moved_counters(compiled, move_plan[1], norm)
            elif died_moved is not None:
                compiled = _with_event_counters(compiled, norm)
            elif moved is not None:
                compiled = _with_source_counters(compiled, norm)
            if evolves is not None:
                if not isinstance(compiled, dict) or "condition" in compiled or set(compiled) - {"affects", "counters"}:
                    raise _Unsupported(norm, "evolve's comparison beside another condition or effect")
                compiled = {**compiled, "condition": {"target_exceeds": True}}
        except _Unsupported as exc:
            if not _TRANSFORM_ACTION.match(exc.clause) or not _READ_TRANSFORMS[0]:
                raise
            # a transformation whose object is not read ("Then if this enchantment has three or more invitation
            # counters on it, transform it." after a token is created): the ability as it was read without it
            _READ_TRANSFORMS[0] = False
            try:
                compiled = _compile_body(norm, quotes, category, it_ref, that_ref, cost, group_ref=group_event,
                                         event=event)
            finally:
                _READ_TRANSFORMS[0] = True
        if cast_targets is not None and isinstance(compiled, dict):
            if set(compiled) & {"parts", "modes", "if_is"} or compiled.get("affects") != "targets":
                raise _Unsupported(norm, "the targets of the spell cast beside another object or condition")
            compiled = {**compiled, "if_is": cast_targets}
    except _Unsupported as exc:
        if exc.reason == _RESTRICTION_ONLY:
            return AbilityReport(i, text, "not-a-layer-effect", category, (), exc.reason), None, []
        u = Unsupported(i, text, exc.clause, exc.reason)
        return AbilityReport(i, text, "unsupported", category, (), exc.reason), None, [u]
    if isinstance(compiled, str):
        return AbilityReport(i, text, "not-a-layer-effect", category, (), compiled), None, []
    d = compiled
    try:
        d = _if_you_did(d, norm, category)
        _if_you_did_carried(d, norm, category)
    except _Unsupported as exc:
        u = Unsupported(i, text, exc.clause, exc.reason)
        return AbilityReport(i, text, "unsupported", category, (), exc.reason), None, [u]
    if not _that_many_exact(d, event, norm, category) and "x is the amount of life you gained" in norm \
            and not re.search(r"x is the amount of life you gained this turn", norm):
        # "where X is the amount of life you gained" after another event (or beside another instruction): a
        # change of power, toughness or abilities the event gives no number for: reported, never dropped
        reason = "'the amount of life you gained' that the trigger event doesn't carry (603.2)"
        u = Unsupported(i, text, norm, reason)
        return AbilityReport(i, text, "unsupported", category, (), reason), None, [u]
    if category == "triggered" and _ROLL_EVENT.fullmatch(event) and "that_many" in _strings(_without_granted(d)) \
            and re.fullmatch(r"put that many [^.]*\bcounters on [^.]*\.", norm.strip()):
        # 706.2, 603.2: "Whenever you roll a 1 or 2, put that many +1/+1 counters on ~": the result of the roll that
        # triggered it, the step's choices.roll
        d = _replace_string(d, "that_many", "roll")
    if not _that_many_exact(d, event, norm, category):
        # "that many" naming a number the event doesn't carry, or one an instruction before it brought in: the
        # counters are one-shot, as when the grammar can't read the sentence
        return AbilityReport(i, text, "not-a-layer-effect", category, (), "one-shot counters of a triggered ability"), None, []
    if SELF_NAME in _strings(d):
        own = _own_name(names, effect)
        if own is None:
            u = Unsupported(i, text, norm, "'named ~': which of the card's names is not known")
            return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
        d = _replace_string(d, SELF_NAME, own)
    if lower.THIS_ABILITY in _strings(d):
        # "~ loses this ability": the ability as printed (113.2); named anywhere else, not understood
        lost = d.get("remove_abilities") or []
        d["remove_abilities"] = [text if a == lower.THIS_ABILITY else a for a in lost]
        if lower.THIS_ABILITY in _strings(d):
            u = Unsupported(i, text, norm, "'this ability' other than the ability lost")
            return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    # (603.4: a triggered ability's own condition is its intervening "if", checked once as it resolves on the
    # board's characteristics then, never read inside the layers)
    if _selects_by_pt(_continuous(d, category), category):
        # a static ability's selector or condition comparing power or toughness would read a value the
        # layers are still changing (613.4); a resolved effect's objects are fixed as it resolves (611.2c)
        u = Unsupported(i, text, norm, "a selector by power or toughness read continuously")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    several = _target_phrase_count(norm) > 1
    if several and not _exchange_only(d) and (_unindexed_targets(d) or (_indexed(d) and (
            _phrase_problem(norm) or _TARGET_WORD.search(normalise(cost, names)[0] + " " + event)
            or (category == "triggered" and "targets" in (it_ref, that_ref))))):
        # "Target creature you control gets +1/+0 ... It deals damage ... to target creature you don't
        # control": `targets` names every target of the ability (115.1); an effect on some of them says
        # which "target" phrases (115.1d), when the phrases of the text can be told apart
        u = Unsupported(i, text, norm, "an effect on one of the ability's several targets")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if category != kind:
        d = {"kind": category, **d}
    if category == "static" and _THIS_SPELL.match(body) and d.get("affects") == "self" and "zones" not in d:
        # "This spell has flash/cascade as long as ...": an ability of the spell itself, which
        # functions only on the stack (113.6b, 113.6e), never on the permanent it becomes
        d["zones"] = ["stack"]
    if category == "static" and _reads_power({k: v for k, v in d.items() if k != "enters_with_counters"}):
        # (the counters a permanent enters with are counted once, as it enters, 614.1c: not read continuously)
        # a static ability's effect isn't locked in (611.3a): a +X/+X whose X reads power or toughness
        # would read a value the same layer is changing; no rule orders that, so it is not read
        u = Unsupported(i, text, text, "a static ability whose value reads power or toughness")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if d.get("enters_with_counters") and d.get("affects", "self") != "self" and "_entered_this_turn'" in repr(
            d["enters_with_counters"]):
        # 614.12: "Each creature you control enters with an additional +1/+1 counter on it for each land that entered
        # the battlefield under your control this turn": the board forgets what entered this turn as a permanent
        # enters, before another permanent's replacement effect reads it (is the entering one counted?), so the
        # count can't be read as it enters
        u = Unsupported(i, text, text, "what entered this turn, counted as another permanent enters (614.12)")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if category != "spell" and "treasure_mana" in _strings(_without_granted(d)):
        # 111.10a, 601.2h: the mana from Treasures spent to cast it is stated on a spell's own step; a permanent's
        # ability resolving later has no such statement of it
        u = Unsupported(i, text, text, "the mana from Treasures spent to cast it, read other than by the spell itself")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if _stack_mana_value_elsewhere(d, category):
        # 202.3e: a spell's mana value on the stack counts its X, stated on its step; the board lists an
        # ability whose objects are such spells while one has no stated X, nowhere else (a count, a condition)
        u = Unsupported(i, text, text, "the mana value of a spell on the stack (its X, 202.3e) other than in the "
                                       "objects of a static ability")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    stated_problem = _stated_problem(d, category, text)
    if stated_problem:
        u = Unsupported(i, text, text, stated_problem)
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if category != "spell" and {"times_kicked", "colors_spent", "mana_spent", "convoked"} & set(
            _strings(_without_stated({k: v for k, v in d.items() if k != "enters_with_counters"}))):
        # how it was cast is known as a spell resolves (the cast's choices) and as the permanent
        # enters (614.1c); a permanent's other abilities would read another object's casting
        u = Unsupported(i, text, text, "how it was cast (times kicked, colors spent) read outside a spell "
                        "or the counters a permanent enters with")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if "roll" in _strings(d) and (not _one_die_rolled(text) or (
            category == "static" and "roll" in _strings({k: v for k, v in d.items() if k != "enters_with_counters"}))):
        # 706.2: "the result" is the one die the ability rolls, stated by its step (choices.roll); with several
        # dice (or none) it names no one number, and a static ability's other effects have no roll of their own
        u = Unsupported(i, text, text, "'the result' where the ability doesn't roll exactly one die")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    if category == "static" and "duration" in d:
        u = Unsupported(i, text, text, "a duration on a static ability")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    try:
        parsed = parse_definition(d, f"ability {i}")
    except CardDataError as exc:
        u = Unsupported(i, text, text, f"invalid definition: {exc}")
        return AbilityReport(i, text, "unsupported", category, (), u.reason), None, [u]
    layers = list(layers_of(parsed, cda=is_cda_definition(parsed)))
    for kind_ in _kinds(d.get("counters")) + _kinds(d.get("enters_with_counters")) + \
            [k for extra in d.get("also_counters") or () for k in extra["counters"]] + \
            _kinds((d.get("kicked") or {}).get("counters")) + _kinds((d.get("otherwise") or {}).get("counters")) + \
            _kinds((d.get("won") or {}).get("counters")) + \
            list(d.get("distribute_counters") or {}) + \
            list(d.get("double_counters") or []) + _removed_kinds(d) + _part_counter_kinds(d) + \
            (["+1/+1"] if d.get("explores") or d.get("connives") else []) + \
            (["+1/+1"] if d.get("source_counters") or d.get("stated_counters") else []) + \
            (([d["move_counters"]["kind"]] if d["move_counters"]["kind"] != "any" else ["+1/+1", "flying"])
             if d.get("move_counters") else []):      # 701.44a, 701.50a; 608.2h: counters of any kind; 122.5
        layers.append("7c" if "/" in kind_ else "6")
    if d.get("enters_with_abilities"):
        layers.append("6")          # 614.1c: the abilities it enters with (613.1f)
    if d.get("counters_put_instead"):
        layers.append("7c" if "/" in d["counters_put_instead"]["kind"] else "6")      # 614.1a
    for kind_ in d.get("cant_have_counters") or ():       # 122.6: the counters it keeps off (P/T, keyword ones)
        layers += ["6", "7c"] if kind_ == "any" else ["7c" if "/" in kind_ else "6"]
    for ab in d.get("create_emblem") or ():     # 114.4: the layers the emblem's static abilities change
        if isinstance(ab, dict):
            inner = parse_definition({k: v for k, v in ab.items() if k != "text"}, f"ability {i}: create_emblem")
            layers += layers_of(inner, cda=is_cda_definition(inner))
    layers = _copy_layers(d) + (["1b"] if d.get("turn_face_down") or d.get("put_face_down") else []) + layers  # 708.2a
    if isinstance(d.get("turn_face_down"), dict) or isinstance(d.get("put_face_down"), dict):
        # 708.2, 613.2b: the types and power/toughness listed for the face-down permanent ("It's a 2/2 Cyberman
        # artifact creature") are its face-down characteristics, read in 1b, where the text's type and P/T words go
        layers += ["4", "7b"]
    return AbilityReport(i, text, "compiled", category, tuple(dict.fromkeys(layers))), d, []


def _copy_layers(d: Mapping[str, Any]) -> list[str]:
    """The layers of a definition's copy effect (707.5, 707.1, 111.1: layer 1a) and of its exceptions,
    part of the copiable values (707.9b), counted in the layers of what they change, as the text reads.

    >>> _copy_layers({"affects": "created", "create_token_copy": {"except": {"add_types": ["Artifact"]}}})
    ['1a', '4']
    """
    out: list[str] = []
    for spec in (d.get("enters_as_copy"), d.get("copy"), d.get("create_token_copy")):
        if spec is not None:
            exceptions = spec.get("except") or {}
            out += ["1a", *layers_of(parse_definition({"affects": "self", **exceptions}, "a copy exception"))]
            # 614.1c: "except it enters with X additional +1/+1 counters on it": counters counted in 7c (613.4c)
            out += ["7c" if "/" in c["kind"] else "6" for c in spec.get("counters") or ()
                    if "/" in c["kind"] or c["kind"] in lower.KEYWORD_COUNTER_KINDS]
    return out


#: 608.2h: an instruction on exactly one card the board doesn't hold as the text means it — the top card of a
#: library revealed or exiled, a target card returned from a graveyard — which a next "if it's a ... card" /
#: "if that card is a ... card" names ("each player reveals ...": several cards, never)
_ONE_CARD_ROLE = re.compile(r"^(?:you may |target opponent |that player |you )?(?P<verb>reveal|exile|return)s? "
                            r"(?:the top card of (?:your|their|that player's|his or her) library"
                            r"|target [a-z ]*?card from (?:your|a) graveyard to (?:your|its owner's) hand"
                            r"|target card from a graveyard)\.$")
#: "if it's a land card, ...", "if that card is a Goblin card, ..." (a card: the noun phrase says "card");
#: "if it was a creature card, ..." (608.2h: what it was as the instruction did it)
_IF_THAT_CARD = re.compile(r"^if (?:it's|it was|that card is) (?=an? [^,.]*\bcard, )")
#: 608.2h: "return up to one other target creature (artifact or creature) you control to its owner's hand": one
#: permanent at most, which left the battlefield; a next "if it was a Soldier, ..." names it as it last existed
_RETURN_ONE_TO_HAND = re.compile(r"^return (?:up to one )?(?:other )?target (?P<noun>[a-z ]+?) you control "
                                 r"to its owner's hand\.$")
_IF_IT_WAS = re.compile(r"^if it was (?=an? [^,.]+, )")


#: "if a creature is dealt damage this way, ..." after damage dealt to one object (120.3)
_DAMAGED_THIS_WAY = re.compile(r"^if (?P<np>an? [a-z]+) is dealt damage this way, ")
#: a triggered ability's event naming one object that dies or enters, none other ("Whenever another creature dies",
#: "Landfall — Whenever a land you control enters")
_ONE_CREATURE_EVENT = re.compile(r"(?:[a-z' ]+ — )?whenever (?:a|an|another) (?:[a-z-]+ )*?(?P<kind>creature|land|artifact)"
                                 r"(?: you control| an opponent controls| you don't control)? (?P<verb>dies|enters)"
                                 r"(?: the battlefield under your control)?")
#: ifsyou15: "If that creature had power 2 or less, ..." after the one instruction exiling the one target creature
_IF_THAT_CREATURE_HAD = re.compile(r"^if that creature had (?=(?:power|toughness|mana value) \w+ or (?:less|greater), )")
_EXILE_ONE_TARGET = re.compile(r"exile target creature(?: an opponent controls| you don't control)?"
                               r"(?: until ~ leaves the battlefield)?\.?")
#: ifsyou15: a "dies" trigger naming one creature ("Whenever ~ or another creature you control dies")
_ONE_CREATURE_DIES = re.compile(r"(?:[a-z' ]+ — )?whenever (?:~ or )?(?:a|an|another) (?:[a-z-]+ )*?creature"
                                r"(?: you control| an opponent controls| you don't control)? dies")
#: "if it had a +1/+1 counter on it, " (122.1) right after such a trigger's event
_IF_IT_HAD_COUNTER = re.compile(r"^if it had (?:a|an) (?P<kind>[^ ,]+) counter on it, ")
#: "If that land is a Forest, ...", "If that creature was an Elemental, ...", "If it was a Locus or Sphere land, ..."
_IF_EVENT_OBJECT_WAS = re.compile(r"^if (?:that (?P<kind>creature|land|artifact) (?:is|was)|it was) ")
#: "where X is that creature's power" (608.2h), and the stated value's own words
_THAT_CREATURES_STAT = re.compile(r"(?P<how>, where x is| equal to) that creature's (?P<stat>power|toughness)(?=\.?$)")
#: 608.2d: "This ability can't cause the total number of +1/+0 counters on ~ to be greater than four."
_TOTAL_AT_MOST = re.compile(r"^this ability can't cause the total number of (?P<kind>[+-]\d+/[+-]\d+) counters on ~ to be "
                            r"greater than (?P<n>one|two|three|four|five|six|seven|eight|nine|ten|\d+)\.?$")
#: "put a number of +1/+1 counters on each other creature you control equal to that creature's toughness" (608.2h:
#: each object's own number)
_EACH_OWN_STAT = re.compile(r"(?:you may )?put a number of [+-]\d+/[+-]\d+ counters on each (?:other )?creature"
                            r"(?: you control| you don't control| your opponents control)?"
                            r" equal to (?P<that>that creature's) (?:power|toughness)\.?")
_CREATURE_THAT = re.compile(r"\bthe (?:creature|land|artifact) that (?P<past>died|entered)\b")
_DEALS_TO_ONE = re.compile(r"^~ deals (?:\d+|x) damage to (?:any target|target creature)\.$")
#: "if you sacrifice a snow Forest this way, ..." after "you may sacrifice a Forest" (one permanent at most)
_YOU_SACRIFICE_THIS_WAY = re.compile(r"^if you sacrificed? (?P<np>an? [a-z -]+?) this way, ")
_YOU_MAY_SACRIFICE_ONE = re.compile(r"(?:^|\. )(?:you may )?sacrifice an? [a-z]+\.")
#: "if a creature card was exiled this way, ...", "if a noncreature card is exiled this way, ..." (608.2h)
_SOME_THIS_WAY = re.compile(r"^if (?P<np>an? [a-z -]*?(?P<noun>card|creature|permanent)) (?P<was>was|is) "
                            r"(?P<role>exiled|returned|milled|discarded|revealed|sacrificed) this way, ")
#: an instruction on one object at most ("you may exile a card from a graveyard", "exile target card from a
#: graveyard", "exile the top card of your library"), the verb naming what happened to it
_ONE_OBJECT_BEFORE = re.compile(r"\b(?P<verb>exile|return|mill|discard|reveal|sacrifice)s? (?:a card\b|target card\b|"
                                r"target [a-z -]*?card\b|the top card of )")


#: "if it's ..." / "if it is ..." leading a triggered ability's first sentence (its intervening "if", 603.4)
_IF_ITS_SOURCE = re.compile(r"^if it(?:'s| is) (?=(?:renowned|monstrous|tapped|untapped|attacking|blocking|enchanted|"
                            r"equipped)\b)")
#: a sentence of a resolving spell or ability that changes no permanent (121.1: drawing puts cards into a hand;
#: 509.1c: a requirement on blocking): an "if" after it on the permanents reads the board as the rules read it
_CHANGES_NO_PERMANENT = re.compile(r"^(?:draw (?:a card|two cards|three cards)(?: if [^.;]+)?|all creatures able to "
                                   r"block target creature this turn do so)\.?$")
#: an instruction that only taps or untaps the source (its status, 110.5): "Tap it.", "Untap this creature."
_TAPS_SOURCE = re.compile(r"^(?:then )?(?:tap|untap) (?:it|~|this creature|this artifact|this permanent)\.?$")
#: an "if" that reads a tapped status, which "tap it" before it changes
_READS_TAPPED = re.compile(r"\b(?:un)?tapped\b|\btap\b")
#: what a drawn card changes (a hand, a library) or a player's life: an "if" reading one of them is not read so
_READS_MORE_THAN_PERMANENTS = re.compile(r"\b(?:hand|cards?|library|graveyard|life|draw|drew)\b")


#: 702.62a: "If it doesn't have suspend, it gains suspend." right after the instruction that exiles one card with
#: time counters on it (or puts them on a card it exiled)
_GAINS_SUSPEND = re.compile(r"^(?P<unless>if (?:it|the exiled card|that card) doesn't have suspend, )?it gains "
                            r"suspend\.?$")
#: "exile it with three time counters on it and it gains suspend." (one sentence of the two instructions)
_AND_GAINS_SUSPEND = re.compile(r"(?P<exile>[^.;]*\btime counters? on it) and it gains suspend\.?")
#: the sentence before it: the time counters are put on the one card ("with three time counters on it", "put two
#: time counters on that card", "on the exiled card")
_TIME_COUNTERS_ON_ONE = re.compile(r"\btime counters? on (?:it|that card|the exiled card)\b")
#: what makes "it" more than one card, or a card exiled later than the ability resolves
#: "Put two time counters on target nonland card in exile ...": the one target, in exile, where it stays
_TIME_COUNTERS_ON_TARGET = re.compile(r"^put \w+ time counters on target (?:[a-z]+ )?card in exile\b")
_SUSPEND_NOT_ONE = re.compile(r"\b(?:for each|each card|cards exiled|as it resolves|target player|each player|"
                              r"each opponent|target opponent|then target)\b")


def _gains_suspend(norm: str, category: str) -> tuple[str, str, str] | None:
    """The sentence "If it doesn't have suspend, it gains suspend." of a resolving spell or ability, its text
    without it and what "it" is (``chosen``, a card exiled as it resolves; ``targets``, a target in exile), when "it" is the one card the instruction just before exiled with time counters on it, or put time
    counters on in exile (702.62a, 702.62b: a card with suspend and a time counter in exile is suspended); None
    otherwise.

    >>> _gains_suspend("exile target creature and put two time counters on it. if it doesn't have suspend, it gains "
    ...                "suspend.", "spell")
    ("if it doesn't have suspend, it gains suspend.", 'exile target creature and put two time counters on it.', 'chosen')
    >>> _gains_suspend("put two time counters on target nonland card in exile. if it doesn't have suspend, it gains "
    ...                "suspend.", "activated")[2]
    'targets'
    >>> _gains_suspend("exile the top five cards of your library. for each nonland card exiled this way, put a "
    ...                "number of time counters on that card equal to its mana value. if it doesn't have suspend, "
    ...                "it gains suspend.", "chapter") is None
    True
    """
    if category not in _RESOLVING or "suspend" not in norm:
        return None
    said: list[str] = []
    for sentence in sentences(norm):
        joined = _AND_GAINS_SUSPEND.fullmatch(sentence)
        # counters15: "exile it with three time counters on it and it gains suspend." (Epochrasite): the same two
        # instructions as "... on it. It gains suspend." (608.2c: in printed order)
        said += [joined.group("exile") + ".", "it gains suspend."] if joined else [sentence]
    for n, sentence in enumerate(said):
        if not _GAINS_SUSPEND.match(sentence) or n == 0:
            continue
        before = " ".join(said[:n])
        if n == 1 and _TIME_COUNTERS_ON_TARGET.match(said[0]) and not _SUSPEND_NOT_ONE.search(before):
            return sentence, said[0], "targets"     # already in exile: the same object (400.7)
        if not _TIME_COUNTERS_ON_ONE.search(said[n - 1]) or not re.search(r"\b(?:exiled?|in exile)\b", before) \
                or _SUSPEND_NOT_ONE.search(before):
            return None
        return sentence, " ".join(said[:n] + said[n + 1:]), "chosen"
    return None


#: 701.66a: "Earthbend N" (an instruction of its own: "Earthbend 2.", "..., then earthbend 2.", "Earthbend X, where X is
#: ...")
_EARTHBEND = re.compile(r"(?:^|(?<=\. )|, then )earthbend (?P<n>\d+|x)(?P<where>, where x is [^.;]+)?(?=\.|, then )")


def earthbend_text(norm: str) -> str:
    """701.66a: the keyword action "earthbend N" in the words the rules give it: "Target land you control becomes a
    0/0 land creature with haste in addition to its other types. Put N +1/+1 counters on it." (its delayed triggered
    ability, "When that land dies or is put into exile, return it to the battlefield tapped under your control",
    returns a new object, 400.7, and changes no characteristic).

    >>> earthbend_text("earthbend 2.")
    'target land you control becomes a 0/0 land creature with haste in addition to its other types. put two +1/+1 counters on it.'
    >>> earthbend_text("put two +1/+1 counters on ~, then earthbend 2.")[:62]
    'put two +1/+1 counters on ~. target land you control becomes a'
    >>> earthbend_text("earthbend 3, then earthbend 3.").count("target land you control becomes")
    2
    """
    from .words import NUMBER_WORDS

    words = {n: w for w, n in NUMBER_WORDS.items() if isinstance(n, int) and " " not in w}

    def expand(m: re.Match[str]) -> str:
        n = m.group("n")
        count = "x" if n == "x" else words.get(int(n), n)
        lead = ". " if m.group(0).startswith(",") else ""
        return (f"{lead}target land you control becomes a 0/0 land creature with haste in addition to its other types. "
                f"put {count} +1/+1 {'counter' if count == 'one' else 'counters'} on it{m.group('where') or ''}")

    return _EARTHBEND.sub(expand, norm)


#: 701.41a-b: "Support N" (an instruction of its own: "Support 2.", "..., then support 2.")
_SUPPORT = re.compile(r"(?:^|(?<=\. )|, then )support (?P<n>\d+)(?=\.|, then )")


def support_text(norm: str, spell: bool) -> str:
    """701.41a-b: the keyword action "support N" in the words the rules give it: "Put a +1/+1 counter on each of up
    to N other target creatures" (on an instant or sorcery spell, "... up to N target creatures").

    >>> support_text("support 2.", False), support_text("support 2.", True)
    ('put a +1/+1 counter on each of up to two other target creatures.', 'put a +1/+1 counter on each of up to two target creatures.')
    """
    from .words import NUMBER_WORDS

    words = {n: w for w, n in NUMBER_WORDS.items() if isinstance(n, int) and " " not in w and w not in ("a", "an")}

    def expand(m: re.Match[str]) -> str:
        lead = ". " if m.group(0).startswith(",") else ""
        count = words.get(int(m.group("n")), m.group("n"))
        return (f"{lead}put a +1/+1 counter on each of up to {count} {'' if spell else 'other '}target "
                f"{'creature' if count == 'one' else 'creatures'}")

    return _SUPPORT.sub(expand, norm)


#: 701.46a: "Adapt N" as a sentence of its own ("Adapt 2."; not "Convert Jetfire, then adapt 3": its "if" would be
#: one in the middle of the ability, which the compiler doesn't read there)
_ADAPT = re.compile(r"(?:^|(?<=\. ))adapt (?P<n>\d+|x)(?P<where>, where x is [^.;]+)?(?=\.)")


def adapt_text(norm: str) -> str:
    """701.46a: the keyword action "adapt N" in the words the rules give it: "If this permanent has no +1/+1 counters
    on it, put N +1/+1 counters on it."

    >>> adapt_text("adapt 2.")
    'if ~ has no +1/+1 counters on it, put two +1/+1 counters on ~.'
    """
    from .words import NUMBER_WORDS

    words = {n: w for w, n in NUMBER_WORDS.items() if isinstance(n, int) and " " not in w and w not in ("a", "an")}

    def expand(m: re.Match[str]) -> str:
        n = m.group("n")
        count = "x" if n == "x" else "a" if n == "1" else words.get(int(n), n)
        lead = ". " if m.group(0).startswith(",") else ""
        return (f"{lead}if ~ has no +1/+1 counters on it, put {count} +1/+1 "
                f"{'counter' if count == 'a' else 'counters'} on ~{m.group('where') or ''}")

    return _ADAPT.sub(expand, norm)


#: 708.2: "turn target creature face down. it's a 2/2 cyberman artifact creature." / "turn any number of target tapped
#: nontoken creatures face down. they're 2/2 horror creatures."
_FACE_DOWN_LISTED = re.compile(r"(?P<turn>turn (?:target creature|any number of target [a-z ]+?creatures) face down\.) "
                               r"(?:it's an?|it becomes an?|they're) (?P<pt>\d+/\d+) (?P<words>[a-z ]+?) creatures?\.")


#: 708.3: a "dies" trigger's "return it to the battlefield face down under your control" (Ashcloud Phoenix: the source;
#: Yedora, Grave Gardener: the card that died), "... under your control face down and tapped", maybe with the
#: characteristics the effect lists (708.2: "It's a 2/2 Cyberman artifact creature.", "It's a Forest land.")
_RETURN_FACE_DOWN = re.compile(
    r"(?:you may )?return (?P<what>it|~) to the battlefield (?:face down under (?P<who>your|its owner's) control|"
    r"under (?P<who2>your|its owner's) control face down)(?P<tapped> and tapped)?\.?"
    r"(?: it's an? (?:(?P<pt>\d+/\d+) (?P<words>[a-z ]+?) creature|(?P<land>plains|island|swamp|mountain|forest) land)\."
    r"(?: \(it has no other types or abilities\.\))?)?")


#: 708.3: "exile ~, then return it to the battlefield face down under its owner's control" (the source)
_FLICKER_SELF_FACE_DOWN = re.compile(r"exile ~, then return it to the battlefield face down under (?P<who>its owner's|your) "
                                     r"control\.?")


def _returns_face_down(m: re.Match[str], event: str, it_ref: Any, norm: str) -> dict[str, Any]:
    """708.3, 708.2: the definition of a "dies" trigger that returns a card to the battlefield face down: the source
    (``return_to_battlefield``, "When this creature dies, return it ...") or the card that died, which the scenario
    names as the ability's target (``return_targets``, 603.6c, 603.10a: "Whenever another nontoken creature you
    control dies, you may return it ..."), under the control of the ability's controller (110.2a) or its owner's;
    ``put_face_down``: ``true`` (a 2/2 creature with no text, name, subtypes or mana cost, 708.2a) or the
    characteristics the effect lists (708.2: those only). Raises _Unsupported for any other event.

    >>> m = _RETURN_FACE_DOWN.fullmatch("return it to the battlefield face down under your control.")
    >>> _returns_face_down(m, "when ~ dies", "self", "")
    {'affects': 'self', 'return_to_battlefield': True, 'put_face_down': True}
    >>> m = _RETURN_FACE_DOWN.fullmatch("you may return it to the battlefield face down under its owner's control. "
    ...                                 "it's a forest land.")
    >>> _returns_face_down(m, "whenever another nontoken creature you control dies", "targets", "")
    {'affects': 'targets', 'return_targets': 'owner', 'put_face_down': {'types': ['Land'], 'subtypes': ['Forest']}}
    """
    who = m.group("who") or m.group("who2")
    under_owner = who == "its owner's"
    listed: Any = True
    if m.group("pt"):
        listed = _listed_values(m.group("pt"), m.group("words"))
    elif m.group("land"):
        listed = {"types": ["Land"], "subtypes": [m.group("land").capitalize()]}
    if listed is None:
        raise _Unsupported(norm, "the characteristics a face-down permanent has, not read exactly (708.2)")
    dies = re.search(r"\bdies$", event) is not None
    own = dies and re.fullmatch(r"(?:when|whenever) (?:~|this creature) dies", event) is not None
    other = dies and not re.search(r"\b(?:~|this creature|one or more)\b", event) and m.group("what") == "it"
    if own and not m.group("tapped"):
        return {"affects": "self", "return_to_battlefield": "owner" if under_owner else True, "put_face_down": listed}
    if other:
        d: dict[str, Any] = {"affects": "targets", "return_targets": "owner" if under_owner else "controller",
                             "put_face_down": listed}
        if m.group("tapped"):
            d["put_tapped"] = "tapped"      # 110.5b
        return d
    raise _Unsupported(norm, "a card returned face down (708.3) by an ability other than a 'dies' trigger")


def _listed_values(pt: str, words: str) -> dict[str, Any] | None:
    """708.2: the listed characteristics of "a 2/2 Cyberman artifact creature" (types, subtypes, power and
    toughness), or None when a word is not a card type or a creature type.

    >>> _listed_values("2/2", "cyberman artifact")
    {'types': ['Artifact', 'Creature'], 'subtypes': ['Cyberman'], 'power': 2, 'toughness': 2}
    >>> _listed_values("2/2", "red")
    """
    from ..rules.characteristics import CARD_TYPES, kind_of_subtype

    types, subtypes = [], []
    for w in words.split():
        name = w.capitalize()
        if name in CARD_TYPES:
            types.append(name)
        elif kind_of_subtype(name) == "Creature":
            subtypes.append(name)
        elif name.endswith("s") and kind_of_subtype(name[:-1]) == "Creature":
            subtypes.append(name[:-1])          # "they're 2/2 Horror creatures"
        else:
            return None
    p, t = pt.split("/")
    out: dict[str, Any] = {"types": sorted(set(types) | {"Creature"})}
    if subtypes:
        out["subtypes"] = subtypes
    out["power"], out["toughness"] = int(p), int(t)
    return out


#: 106.4: a mana ability's rider on the spell its mana is spent on ("If that mana is spent on a creature spell, it
#: gains haste", "If this mana is spent to cast a creature spell, that creature enters with ...")
_MANA_SPENT_ON = re.compile(r"^if (?:that|this) mana is spent (?:on|to cast) (?:a|an) (?P<kind>[^,]*?\bcreature spell), "
                            r"(?:it|that creature) (?P<rest>gains haste(?: until end of turn)?|enters with [^.]*)\.?$")
#: ifsother16: 614.1c, 614.12: "Return target creature card from your graveyard to the battlefield. If a Hero enters this
#: way, it enters with an additional +1/+1 counter on it.": the one returned card enters with those counters if it is
#: one as it enters (as it exists on the battlefield)
_ENTERS_THIS_WAY_WITH = re.compile(r"^if (?P<a>a|an) (?P<what>[a-z]+(?: [a-z]+)?) enters this way, it enters with "
                                   r"(?P<n>an|two|three|four|five) additional (?P<kind>[+-]1/[+-]1) "
                                   r"(?P<word>counters?) on it\.?$")
#: 106.1, 605.1a: an instruction adding exactly one mana ("Add {C}.", "Add one mana of any color.", "Add {R} or {G}.")
_ADDS_ONE_MANA = re.compile(r"add (?:\{[wubrgc]\}|one mana of any color|\{[wubrg]\} or \{[wubrg]\})\.?")


#: "Put one, two, or three target creature cards from graveyards onto the battlefield under your control. Each of them
#: enters with an additional -1/-1 counter on it.": the targets returned, then what each enters with (614.1c)
_RETURNED_EACH_ENTERS = re.compile(r"(?P<ret>(?:^|(?<=\. ))(?:return|put) [^.;]*? (?:to|onto) the battlefield"
                                   r"(?: under (?:your|its owner's) control)?)\. each of them enters with "
                                   r"(?P<counters>[^.;]+? counters? on it)\.")


def _returned_each_enters_with(norm: str) -> str:
    """counters15: "Return/Put ... target ... cards ... onto the battlefield. Each of them enters with an additional
    -1/-1 counter on it." read as the one instruction "... onto the battlefield with an additional -1/-1 counter on
    it" (614.1c: the counters each returned card enters with; a card from a graveyard has none, so "additional" adds
    to none), only when the first sentence returns the targets (:data:`_RETURN_TARGET`).

    >>> _returned_each_enters_with("put one, two, or three target creature cards from graveyards onto the battlefield "
    ...                            "under your control. each of them enters with an additional -1/-1 counter on it.")
    'put one, two, or three target creature cards from graveyards onto the battlefield under your control with an additional -1/-1 counter on it.'
    """
    def merged(m: re.Match[str]) -> str:
        if not _RETURN_TARGET.match(m.group("ret")):
            return m.group(0)
        return f"{m.group('ret')} with {m.group('counters')}."
    return _RETURNED_EACH_ENTERS.sub(merged, norm)


def _compile_body(norm: str, quotes: list[str], category: str, it_ref: Any, that_ref: Any, cost: str,
                  group_ref: bool = False, event: str = "") -> dict[str, Any] | str:
    """The definition of an ability's (or a mode's) normalised effect text, or a note (a string,
    maybe empty) when it creates no continuous effect; ``group_ref``: ``it_ref`` is a group, which
    "they" and "those creatures" name but "it" doesn't; ``event``: a triggered ability's event.
    Raises _Unsupported."""
    if ". each of them enters with " in norm:
        norm = _returned_each_enters_with(norm)
    suspends = _gains_suspend(norm, category)
    if suspends is not None:
        # 702.62a, 608.2c: "Exile target creature and put two time counters on it. If it doesn't have suspend, it gains
        # suspend.": the card is in exile now, a new object (400.7) the board doesn't move there: the scenario enters
        # it in exile and names it (choices.object, as for a card an ability conjures); checked once, as it resolves,
        # whether it has a suspend ability (with any number and cost, 702.62a), and if not it gains suspend — its
        # triggered abilities, with no number or cost. The rest of the ability (exiling, time counters: no layer
        # effect) is read as it is; any continuous effect beside it is not read with it
        sentence, rest, card = suspends
        beside = _compile_body(rest, quotes, category, it_ref, that_ref, cost, group_ref=group_ref, event=event) \
            if rest else ""
        if not isinstance(beside, str):
            raise _Unsupported(sentence, "'it gains suspend' beside another continuous effect of the ability")
        said_unless = _GAINS_SUSPEND.match(sentence)
        unless = {"if_is": {"not_abilities": ["Suspend"]}} if said_unless and said_unless.group("unless") else {}
        return {"affects": card, **unless, "add_abilities": ["Suspend"]}
    if "earthbend " in norm:
        norm = earthbend_text(norm)
    if "adapt " in norm:
        norm = adapt_text(norm)
    if "support " in norm:
        norm = support_text(norm, category == "spell")
    listed = _FACE_DOWN_LISTED.fullmatch(norm) if " face down. " in norm else None
    if listed is not None and category in _RESOLVING:
        # 708.2: "Turn target creature face down. It's a 2/2 Cyberman artifact creature.": the characteristics the
        # effect lists for the face-down permanent (and no others: no name, abilities, mana cost or color)
        d = _compile_body(listed.group("turn"), quotes, category, it_ref, that_ref, cost, group_ref, event)
        values = _listed_values(listed.group("pt"), listed.group("words"))
        if not isinstance(d, dict) or set(d) != {"affects", "turn_face_down"} or d["affects"] != "targets" or values is None:
            raise _Unsupported(norm, "the characteristics a face-down permanent has, not read exactly (708.2)")
        return {**d, "turn_face_down": values}
    flicker_down = _FLICKER_SELF_FACE_DOWN.fullmatch(norm) if " face down" in norm and category in _RESOLVING else None
    if flicker_down is not None:
        # 708.3, 400.7: "Exile this creature, then return it to the battlefield face down under its owner's control.":
        # the source is exiled and returns a new object, a 2/2 face-down creature (708.2a)
        return {"affects": "self", "flicker": "owner" if flicker_down.group("who") == "its owner's" else "controller",
                "put_face_down": True}
    returned_face_down = _RETURN_FACE_DOWN.fullmatch(norm) if " face down" in norm and category == "triggered" else None
    if returned_face_down is not None:
        return _returns_face_down(returned_face_down, event, it_ref, norm)
    clauses: list[dict[str, Any]] = []
    one_shot: list[str] = []
    counter_actions: list[str] = []
    made_token = False
    token_before = False        # a sentence before this one created a token
    chose_after = False
    conditional_choice = False       # a sentence before: "if ..., choose a color"
    pregame_choice = False           # ifsother15: "if ~ is your commander, choose a color before the game begins"
    returned: str | bool = False    # a sentence returned the source to the battlefield (400.7): True or "owner"
    returned_tapped = False         # ... tapped (110.5b)
    tapped_with: dict[str, Any] | None = None   # ... tapped with those counters (614.1c)
    moved: str | None = None    # a sentence moved the object "it" names to another zone (400.7)
    returns_targets: str | None = None      # the ability returns its targets to the battlefield: under whose control
    returns_all: dict[str, Any] | None = None   # "return all creature cards from your graveyard to the battlefield"
    puts_chosen: str | None = None          # the ability puts a card chosen from a hand onto the battlefield
    puts_tapped: str | None = None          # it enters tapped, or tapped and attacking (110.5b, 508.4)
    puts_face_down: str | None = None       # it is put onto the battlefield face down (701.40a manifest)
    flickers: str | None = None             # the ability exiles its target and returns it (400.7): under whose control
    # it_ref is a group (the trigger event's, or a "tap/untap" sentence's): only "they" names it
    seen = 0                    # "target" phrases naming objects in the sentences so far (115.1d)
    it_target: tuple[int, ...] | None = None     # the phrases whose targets it_ref "targets" names
    one_card: str | None = None     # a sentence named one card not on the battlefield (conjure, seek, ...)
    chose_card_after = False        # a card in a hand chosen after an effect on another object
    one_card_kicked: str | None = None  # that sentence happens only if the spell was kicked (702.33d) / "otherwise"
    branch_counters: str | None = None  # a branch ("if you lose the flip, ...") changing counters, not read
    attaches: str | None = None     # "attach it to target creature": the source is attached as it resolves
    ends: list[str] = []            # "you may pay {U} to end this effect"
    read: list[str] = []            # the sentences compiled to clauses
    inert: list[str] = []           # sentences before that change no permanent ("draw a card", a blocking requirement)
    taps: list[str] = []            # sentences before that only tap or untap the source ("tap it", 110.5)
    token_made: dict[str, Any] | None = None    # the tokens the sentence before defines (111.3), if read exactly
    just_made: dict[str, Any] | None = None     # the tokens the sentence before this one created
    creates: dict[str, Any] | None = None       # the tokens the ability creates that its effect is on
    token_sentence: str | None = None
    conjured_here: str | None = None        # the sentence conjuring one card onto the battlefield (refs17)
    token_text_after = False        # "It has '...'" after "create": more of the token's text (111.3)
    aura_pending = False            # a named Aura token was created; its text is the next sentence (111.3)
    intervening: dict[str, Any] | None = None     # 603.4: "if ..., create ..." right after the trigger event
    role_on_target: str | None = None  # "... Create a Monster Role token attached to it." after an effect on the target
    drew: str | None = None         # the antecedent is the objects a "draw a card for each ..." counted
    tapped_target: int | None = None    # "... and tap target creature": the clauses from this one name it "that ..."
    proliferates: tuple[str, int] | None = None     # "proliferate" and how many clauses came before it
    explores: tuple[str, int] | None = None         # "it explores" / "it connives" and how many clauses came before
    exiled_one: str | None = None   # "exile a creature card from your graveyard": the one card, chosen (400.7j)
    returns_tapped: str | None = None   # the targets return tapped, or tapped and attacking (110.5b, 508.4)
    one_card_if: str | None = None      # "if <condition>, seek a ... card": the condition of the one card's change
    last_sentence = ""
    for n_sentence, s in enumerate(_split_creates(_split_puts(_split_subjects(_split_player_instructions(
            _split_condition_list(_split_one_card_subject(sentences(norm))), category)), category,
            if_did=category in _RESOLVING and _if_you_did_opens(norm)), quotes)):
        if _ALSO_COUNTERS.match(s):
            # "These are also +1/+1 counters.": each of those counters is a counter of two kinds (122.1),
            # which the vocabulary can't say
            raise _Unsupported(s, "counters that are also counters of another kind")
        before_this, last_sentence = last_sentence, s
        spent_on = _MANA_SPENT_ON.match(s) if category in ("activated", "loyalty") and n_sentence == 1 else None
        if spent_on is not None and _ADDS_ONE_MANA.fullmatch(before_this):
            # 106.4, 601.2h: "{T}: Add {R}. If that mana is spent on a Dragon creature spell, it gains haste until end
            # of turn.": "it" / "that creature" is the one spell the one mana the ability added was spent on (the
            # board fixes it as it is cast, when its step names the source: choices.mana_from); an ability adding
            # two or more mana, which may be spent on several spells, is not read so; nor a granted ability that
            # works as the permanent enters ("it gains riot", 702.136a), which the board doesn't apply
            s = f"that mana's {spent_on.group('kind')} you cast {spent_on.group('rest')}"
        enters_this_way = _ENTERS_THIS_WAY_WITH.match(s) if returns_targets is not None else None
        if enters_this_way is not None and it_ref == "targets" and it_target is not None and len(it_target) == 1 \
                and returns_tapped is None and not clauses and category in _RESOLVING \
                and _RETURN_TARGET.match(_without_leads(before_this)) and " target " in f" {before_this} " \
                and before_this.count("target") == 1:
            # ifsother16: 614.1c, 614.12: "If a Hero enters this way, it enters with two additional +1/+1 counters on
            # it" right after the ability's one "return target ... card ... to the battlefield": the one returned
            # card, as it exists on the battlefield, gets those counters only if it is one (``if_is``, checked after
            # it entered: the same characteristics 614.12 reads as it would enter); +1/+1 and -1/-1 counters only
            # (7c: no timestamp order among them, 613.4c)
            many = {"an": "a"}.get(enters_this_way.group("n"), enters_this_way.group("n"))
            s = (f"if it's {enters_this_way.group('a')} {enters_this_way.group('what')}, put {many} "
                 f"{enters_this_way.group('kind')} {enters_this_way.group('word')} on it")
        its_source = _IF_ITS_SOURCE.match(s)
        if category == "triggered" and it_ref == "self" and n_sentence == 0 and its_source is not None \
                and not re.search(r"\b(?:dies|die|leaves|put into|exiled|returned|cast|discard|cycle)\b", event) \
                and not re.match(r"^(?:it|its|that creature|he|she|they)\b", s[s.find(", ") + 2:]):
            # 603.4: "Whenever this creature attacks, if it's renowned, other attacking creatures you control get +1/+1
            # until end of turn": the trigger is the source's own event, so "it" in the intervening "if" is the
            # source, as "if ~ is renowned" (before an effect on the source itself "it" stays the grammar's)
            s = "if ~ is " + s[its_source.end():]
        if category == "triggered" and " the other creature" in " " + s and _TWO_CREATURE_EVENT.search(event):
            # "Whenever enchanted creature deals damage to a creature, gain control of the other creature": the
            # event's second creature (the one dealt damage, or blocking / blocked), as "that creature" names it
            s = re.sub(r"\bthe other creature\b", "that creature", s)
        named = _ONE_CARD_ROLE.match(before_this) if category in _RESOLVING and n_sentence else None
        if named is not None and _IF_THAT_CARD.match(s):
            # 608.2h: "Reveal the top card of your library. If it's a land card, ~ gets +1/+0 ...", "Exile the top card
            # of your library. If that card is a land card, ...": "it" / "that card" is the one card the instruction
            # just before revealed, exiled or returned, which the board doesn't hold as the text means it: what it
            # was is stated (choices.stated.revealed), as for "the revealed card" (the one grammar rule)
            done_to = {"reveal": "revealed", "exile": "exiled", "return": "returned"}[named.group("verb")]
            s = _IF_THAT_CARD.sub(f"if the {done_to} card is ", s, count=1)
        bounced = _RETURN_ONE_TO_HAND.match(before_this) if category in _RESOLVING and n_sentence else None
        if bounced is not None and _IF_IT_WAS.match(s) and not _IF_THAT_CARD.match(s):
            # 608.2h: "Return up to one other target creature you control to its owner's hand. If it was a Soldier,
            # put a +1/+1 counter on this creature.": "it" is the one permanent returned (none: {count: 0}), what it
            # was as it last existed on the battlefield is what the step states (choices.stated.returned)
            noun = "creature" if bounced.group("noun") == "creature" else "permanent"
            s = _IF_IT_WAS.sub(f"if the returned {noun} is ", s, count=1)
        at_most = _TOTAL_AT_MOST.match(s)
        if at_most is not None:
            # 608.2d: the number of "put up to X +1/+0 counters on ~" chosen as it resolves is also at most what
            # keeps the total of that kind on ~ at most N: N minus the counters of that kind it has then
            last = clauses[-1] if clauses else {}
            chosen = (last.get("counters") or {}).get(at_most.group("kind"))
            if last.get("affects") != "self" or not (isinstance(chosen, dict) and "up_to" in chosen):
                raise _Unsupported(s, "a limit on the total number of counters beside no 'put up to ...' on ~")
            n = at_most.group("n")
            cap = int(n) if n.isdigit() else NUMBER_WORDS[n]
            chosen["up_to"].append({"sum": [cap, {"times": [-1, {"counters": at_most.group("kind")}]}]})
            continue
        one_creature = _ONE_CREATURE_EVENT.fullmatch(event) if category == "triggered" and " or " not in event else None
        stat_of = _THAT_CREATURES_STAT.search(s)
        if one_creature is not None and stat_of is not None and not n_sentence and "target" not in s \
                and "that creature" not in s[:stat_of.start()]:
            # 608.2h, 603.10a: "Whenever another creature dies, you may put X +1/+1 counters on ~, where X is that
            # creature's power": "that creature" is the one the event names (no other object is named before it),
            # as it last existed (or is, having entered): the number the step states (choices.stated.died)
            past = "died" if one_creature.group("verb") == "dies" else "entered"
            # ("put a number of +1/+1 counters on ~ equal to that creature's power": the same number)
            s = s[:stat_of.start()] + f"{stat_of.group('how')} the {stat_of.group('stat')} of the creature that {past}" + \
                s[stat_of.end():]
        if s.startswith("if it entered under your control") and not (flickers and n_sentence == 1):
            # ifsyou15: 110.2: read only of the one target the sentence before exiled and returned (400.7: "it" is
            # the new object), under its owner's control
            raise _Unsupported(s, "'if it entered under your control' other than of the target the ability returned")
        had_stat = _IF_THAT_CREATURE_HAD.match(s) if category in _RESOLVING and n_sentence == 1 else None
        if had_stat is not None and _EXILE_ONE_TARGET.fullmatch(before_this) and _target_phrase_count(norm) == 1:
            # ifsyou15: 608.2h: "Exile target creature an opponent controls until ~ leaves the battlefield. If that
            # creature had power 2 or less, put a +1/+1 counter on ~": "that creature" is the one target exiled, its
            # power as it last existed on the battlefield: what the step states (choices.stated.exiled)
            s = "if the exiled creature had " + s[had_stat.end():]
        had = _IF_IT_HAD_COUNTER.match(s) if category == "triggered" and n_sentence == 0 else None
        had = had if had is not None and _ONE_CREATURE_DIES.fullmatch(event) else None
        if had is not None:
            # ifsyou15: 122.1, 603.10a: "Whenever another creature you control dies, if it had a +1/+1 counter on it,
            # put a +1/+1 counter on ~": "it" is the one creature that died, its counters as it last existed on the
            # battlefield: what the step states (choices.stated.died.counters)
            s = f"if the creature that died had a {had.group('kind')} counter on it, " + s[had.end():]
        each_own = _EACH_OWN_STAT.fullmatch(s) if category in _RESOLVING and not n_sentence else None
        if each_own is not None and it_ref is None and that_ref is None and not re.search(r"\bcreatures?\b", event):
            # 608.2h: "At the beginning of your upkeep, put a number of +1/+1 counters on each other creature you
            # control equal to that creature's toughness": no object named before it (no event object, no earlier
            # sentence, no target), "that creature" is each of those creatures, its own number determined as the
            # ability resolves ("equal to its toughness": ``{toughness: it}``, each object's before any is put)
            s = s[:each_own.start("that")] + "its" + s[each_own.end("that"):]
        event_was = _IF_EVENT_OBJECT_WAS.match(s)
        if one_creature is not None and event_was is not None and n_sentence \
                and event_was.group("kind") in (None, one_creature.group("kind")) \
                and not re.search(r"\b(?:target|that|it|its)\b", _text_before(norm, s)):
            # 608.2h, 603.10a: "Whenever another creature you control dies, you gain 1 life. If that creature was an
            # Elemental, ...": the one creature the event names (no object named before it), what it was as it last
            # existed: what the step states (choices.stated.died)
            past = "died" if one_creature.group("verb") == "dies" else "entered"
            s = f"if the {one_creature.group('kind')} that {past} was " + s[event_was.end():]
        that_one = _CREATURE_THAT.search(s)
        if that_one is not None and had is None and (one_creature is None or {"dies": "died", "enters": "entered"}[
                one_creature.group("verb")] != that_one.group("past")):
            raise _Unsupported(s, f"'the creature that {that_one.group('past')}' where no event names one such creature")
        hurt = _DAMAGED_THIS_WAY.match(s) if category in _RESOLVING and n_sentence else None
        if hurt is not None and _DEALS_TO_ONE.match(before_this):
            # 120.3, 608.2h: "~ deals 3 damage to any target. If a creature is dealt damage this way, it gets +5/+0
            # until end of turn.": the one object dealt that damage, if any (prevented, 615: none), is what the step
            # states (choices.stated.damaged; {count: 0}: none); "it" is the target
            s = f"if the damaged creature is {hurt.group('np')}, " + s[hurt.end():]
        sac = _YOU_SACRIFICE_THIS_WAY.match(s) if category in _RESOLVING and n_sentence else None
        if sac is not None and [m.group(0) for m in _YOU_MAY_SACRIFICE_ONE.finditer(_text_before(norm, s))] \
                and len(re.findall(r"\bsacrifice", _text_before(norm, s))) == 1:
            # 608.2h: "you may sacrifice a Forest. If you sacrifice a snow Forest this way, ...": the one permanent
            # sacrificed, if any, is what the step states ({count: 0}: none)
            s = f"if the sacrificed permanent is {sac.group('np')}, " + s[sac.end():]
        some = _SOME_THIS_WAY.match(s) if category in _RESOLVING and n_sentence else None
        if some is not None:
            # 608.2h: "You may exile a card from a graveyard. If a creature card was exiled this way, ...": when the
            # instructions before could do it to one object at most, "a creature card was exiled this way" is
            # "the exiled card is a creature card" (none exiled: it isn't), what the step states it was
            done = [m.group("verb") for m in _ONE_OBJECT_BEFORE.finditer(_text_before(norm, s))]
            several = re.search(r"\b(?:each player|each opponent|any number|cards|up to (?:two|three|x)|all)\b",
                                _text_before(norm, s))
            verb = {"exiled": "exile", "returned": "return", "milled": "mill", "discarded": "discard",
                    "revealed": "reveal", "sacrificed": "sacrifice"}[some.group("role")]
            if done == [verb] and not several:
                s = f"if the {some.group('role')} {some.group('noun')} is {some.group('np')}, " + s[some.end():]
        lead_if = _INTERVENING_CREATE.match(s) if category == "triggered" and n_sentence == 0 else None
        if lead_if is not None and (token_spec(lead_if.group("create"), quotes) is not None
                                    or (role_spec(lead_if.group("create")) or {}).get("attach") == "targets"):
            # (also a Role on the one target: "When this creature enters, if it was bargained, create a Cursed Role
            # token attached to target creature an opponent controls")
            # "At the beginning of combat on your turn, if you control your commander, create two 1/1 red Goblin
            # creature tokens. Those tokens gain haste until end of turn.": the ability's intervening "if"
            # (603.4), checked as it resolves (the definition's condition); the rest creates the tokens
            try:
                intervening = lower.mode_condition(parse_mode_condition("if " + lead_if.group("cond")))
            except (LarkError, NotExpressible, IndexError, KeyError, ValueError):
                intervening = None
            if intervening is not None:
                read.append(s)          # the sentence as printed is read: its condition and its tokens
                s = lead_if.group("create")
        n_here = _target_phrase_count(s)
        here, seen = tuple(range(seen + 1, seen + 1 + n_here)), seen + n_here
        manifest = _MANIFEST_THEN.match(s) if category in _RESOLVING and not n_sentence else None
        if manifest is not None and not re.match(r"^manifest the top card of your library(?:\.|, then| and)(?: then)? "
                                                 r"put [^.;]*\bon it\.?$", norm):
            # (only an ability that manifests one card and puts counters on it: beside any other instruction the
            # manifesting stays a one-shot effect the board doesn't carry out, as before)
            manifest = None
        if manifest is not None:
            # 701.40a: "Manifest the top card of your library, then put two +1/+1 counters on it.": the card, chosen
            # as the ability resolves (the board holds no library: the step's choices.object), is put onto the
            # battlefield face down as a 2/2 creature (708.2a, ``put_chosen`` with ``put_face_down``); "it" is that
            # new object (400.7), and the rest of the sentence is read on it
            it_ref, puts_chosen, puts_face_down, group_ref, it_target = "chosen", "controller", "manifest", False, None
            if not manifest.group("rest"):
                read.append(s)
                continue
            s = manifest.group("rest")
        if _CHOOSE_TARGETS.match(s) and not clauses and not one_shot:
            # 115.1, 601.2c: "Choose target creature you control and target creature you don't control.": the
            # targets are chosen as the spell is cast; the sentence itself does nothing as it resolves
            read.append(s)
            continue
        if aura_pending and creates is not None and creates.get("text") is None:
            # 111.3: "Create a white Aura enchantment token named Mask attached to another target permanent. The
            # token has enchant permanent and umbra armor.": this sentence is the rest of that token's text
            filled = named_aura_text(creates, s, quotes)
            if filled is None:
                raise _Unsupported(s, "a named Aura token whose text is not read exactly (111.3)")
            creates, aura_pending = filled, False
            read.append(s)
            continue
        if made_token and _TOKEN_TEXT.match(s) and not _DURATION_WORDS.search(s):
            token_text_after = True
            continue        # 111.3: "Create a ... token. It has '...'" defines the token: no layer effect
        made_token = bool(_TOKEN.search(s))
        if not made_token and token_made is not None and (_DELAYED_ON_TOKENS.match(s) or _CLASH.match(s)):
            # refs17: "Create a 7/1 ... token ... . Exile it at the beginning of the next end step. If this spell was
            # kicked, that creature gets +7/+0 ...": a delayed triggered ability (603.7) names no other object; the
            # sentence after it still names the tokens just created
            just_made = token_made
        else:
            just_made, token_made = token_made, (token_spec(s, quotes) if made_token else None)
        if token_made is not None and made_token:
            token_sentence = s
        role = role_spec(s, it=True) if made_token and not clauses and creates is None else None
        late_role = role_spec(s, it=True) if made_token and clauses and creates is None else None
        each_np = _ROLE_FOR_EACH.match(s.rstrip(".;")) if made_token and not clauses and creates is None else None
        if each_np and category in _MODAL_CATEGORIES and n_sentence == 0 and not _target_phrase_count(norm):
            # "For each creature your opponents control, create a Cursed Role token attached to that creature": one
            # Role on each object the noun phrase names as it resolves (608.2c, 303.7), nothing else said of them
            group = _antecedent("untap each " + each_np.group("np"))
            spec = role_spec("create a " + each_np.group("role") + " role token attached to it.", it=True)
            # "that creature" names the objects of a group of creatures, "that rat" those of a group of Rats
            names = {"creature"} if (group or {}).get("types") == ["Creature"] else \
                {t.lower() for t in (group or {}).get("subtypes") or ()}
            if isinstance(group, dict) and spec is not None and each_np.group("word") in names \
                    and not {"other", "any"} & set(group):
                creates, token_sentence = dict(spec, attach="each", attach_each=group), s
                continue
        each = _ROLE_FOR_EACH_TARGET.match(s.rstrip(".;"))
        if each and clauses and creates is None and all(c.get("affects") == "targets" for c in clauses) \
                and it_ref in (None, "targets") and category in _MODAL_CATEGORIES and _target_phrase_count(norm) == 1 \
                and not chose_after and returns_targets is None and puts_chosen is None and flickers is None \
                and moved is None and not returned and one_card is None and not group_ref:
            # "One or two target creatures each gain haste until end of turn. For each of those creatures, create a
            # Monster Role token attached to it.": one Role on each target (111.10, 303.7), the effect on them too
            spec = role_spec("create a " + each.group("role") + " role token attached to it.", it=True)
            if spec is not None:
                creates, token_sentence, role_on_target = dict(spec, attach="each_target"), s, s
                continue
        if late_role is not None and late_role.get("attach") == "it" and it_ref in (None, "targets") \
                and all(c.get("affects") == "targets" for c in clauses) \
                and category in _MODAL_CATEGORIES and _target_phrase_count(norm) == 1 and not chose_after \
                and re.search(r"\b(?:up to one |one )?(?:another |other )?target (?!\w+s\b)", norm) \
                and not re.search(r"\b(?:two|three|four|five|x|any number of|one or (?:two|more)) (?:other )?target\b", norm) \
                and returns_targets is None and puts_chosen is None and flickers is None and moved is None \
                and not returned and one_card is None and not group_ref:
            # 111.10, 303.7: "Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to
            # it.": "it" is the one target, still the object the sentence before named (it moved nowhere); the
            # board creates the Role attached to it; the effect before is on that target
            creates, token_sentence, role_on_target = dict(late_role, attach="targets"), s, s
            continue
        aura_head = named_aura_head(s) if made_token and role is None and not clauses and creates is None \
            and category in _MODAL_CATEGORIES else None
        if aura_head is not None:
            # 111.3, 303.7: "create a red Aura enchantment token named Mark of the Rani attached to another target
            # creature": the named Aura token on the one target; the next sentence gives its text
            creates, token_sentence, aura_pending = aura_head, s, True
            continue
        if role is not None and category in _MODAL_CATEGORIES:
            # 111.10, 303.7: "Create a Wicked Role token attached to target creature you control": the board
            # creates the predefined Role attached to the target; its own static ability is the layer effect
            creates, token_sentence = role, s
            continue
        token_earlier, token_before = token_before, token_before or made_token
        lead = _AS_LONG_AS_IT.match(s)
        if lead and it_ref is None and not clauses and not _NEW_OBJECT.search(lead.group(2)) \
                and not re.search(r"\b(?:another|other|each|target)\b", lead.group(2)):
            # "as long as ~ is attacking, it gets +2/+0": "it" is the one object the condition names
            it_ref = {"~": "self", "enchanted creature": "enchanted", "enchanted permanent": "enchanted",
                      "equipped creature": "equipped"}[lead.group(1)]
        back: tuple[str, Mapping[str, Any]] | None = _return_with_counters(s) if not clauses and not returned else None
        x_back = re.search(r" with x (?:additional )?(?P<kind>[+-]1/[+-]1) counters on it\b", s) \
            if back is None and category == "spell" and not clauses and not returned and "where x is" not in norm else None
        if x_back is not None:
            # 107.3a, 614.1c: a spell's "return target ... card ... to the battlefield with X additional +1/+1 counters
            # on it": X of the spell (the step's choices.number); "additional" adds to none (a card has no counters)
            two = _return_with_counters(s.replace(x_back.group(0), f" with two {x_back.group('kind')} counters on it"))
            back = (two[0], {x_back.group("kind"): "x"}) if two is not None and len(two[1]) == 1 else None
        if back is not None and all(lower.KEYWORD_COUNTER_KINDS.issuperset({k}) or "/" in k or re.fullmatch(r"[a-z]+", k)
                                    for k in back[1]):
            # "return target creature card ... to the battlefield with a +1/+1 counter on it": the board
            # returns the targets (``return_targets``), which enter with those counters (614.1c); "it" is
            # the new object (400.7)
            it_ref, returns_targets = "targets", back[0]
            try:
                kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in back[1].items()}
            except NotExpressible as exc:
                raise _Unsupported(s, str(exc)) from None
            clauses.append({"affects": "targets", "ops": {}, "conditions": [], "counters": kinds, "text": s})
            continue
        tapped_m = _RETURN_SELF_TAPPED.match(_without_leads(s).rstrip(".;")) \
            if category == "activated" and not clauses and not returned and " tapped with " in s else None
        if tapped_m is not None:
            # 110.5b, 614.1c: "{3}{B}: Return this card from your graveyard to the battlefield tapped with two +1/+1
            # counters on it": the source returns tapped (``return_to_battlefield``, ``put_tapped``) with those
            # counters; "it" after it is the new object (400.7)
            with_counters = _source_returns_with(f"return ~ to the battlefield with {tapped_m.group('counters')} on it")
            if not with_counters:
                raise _Unsupported(s, "the counters the source returns with, not read exactly")
            try:
                kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in with_counters.items()}
            except NotExpressible as exc:
                raise _Unsupported(s, str(exc)) from None
            clauses.append({"affects": "self", "ops": {}, "conditions": [], "counters": kinds, "text": s})
            returned, it_ref, group_ref, returned_tapped, tapped_with = True, "self", False, True, kinds
            read.append(s)
            continue
        flick = _flicker_with_counters(s) if (not clauses and not returned and flickers is None
                                              and category in _RESOLVING) else None
        if flick is not None:
            # 614.1c, 400.7: "Exile target creature you control, then return it to the battlefield under its owner's
            # control with a +1/+1 counter on it": the board exiles and returns the target (``flicker``), the new
            # object entering with those counters (a kind no layer reads is put all the same, 122.1); "it" after
            # it is that new object
            try:
                kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in flick[1].items()}
            except NotExpressible as exc:
                raise _Unsupported(s, str(exc)) from None
            it_ref, flickers = "targets", flick[0]
            it_target, chose_after, group_ref = (here if len(here) == 1 else None), False, False
            clauses.append({"affects": "targets", "ops": {}, "conditions": [], "counters": kinds, "text": s})
            read.append(s)
            continue
        put_with = _put_chosen_with_counters(s) if (not clauses and not returned and puts_chosen is None
                                                    and category in _RESOLVING) else None
        if put_with is not None:
            # 614.1c: "put a creature card exiled with ~ onto the battlefield under your control with a finality
            # counter on it": the card chosen as it resolves (``put_chosen``, choices.object) enters with those
            # counters (a kind no layer reads is put all the same, 122.1); "it" after it is that new object (400.7)
            try:
                kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in put_with.items()}
            except NotExpressible as exc:
                raise _Unsupported(s, str(exc)) from None
            it_ref, puts_chosen, chose_after, group_ref, it_target = "chosen", "controller", False, False, None
            clauses.append({"affects": "chosen", "ops": {}, "conditions": [], "counters": kinds, "text": s})
            read.append(s)
            continue
        dead = _returns_dead_with(s) if (category == "triggered" and not clauses and not returned
                                         and (it_ref == "targets" or it_ref == "enchanted" and that_ref is None and re.fullmatch(
                                             r"when(?:ever)? enchanted creature dies", event) is not None)
                                         and not group_ref and re.search(r"\b(?:dies|is put into (?:your|an opponent's|a) "
                                                                         r"graveyard from anywhere)$", event)
                                         and not re.search(r"\b(?:~|this creature|one or more)\b", event)) else None
        if dead is not None and not dead[1]:
            # 603.6c, 603.10a: "Whenever a nontoken creature you control dies, return that card to the battlefield under
            # its owner's control": the card that died (the ability's target, as the scenario names it) returns
            # (``return_targets``) with no counters; "it" / "that creature" after it is the new object (400.7)
            it_ref, that_ref, returns_targets = "targets", "targets", dead[0]
            it_target = None
            continue
        if dead is not None:
            # 603.6c, 603.10a: "Whenever a creature you control without flying dies, return it to the battlefield under
            # its owner's control with a flying counter on it": the card that died (the scenario names it as the
            # ability's target) returns (``return_targets``) with those counters (614.1c); "it" / "that creature"
            # after it is the new object (400.7)
            try:
                kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in dead[1].items()}
            except NotExpressible as exc:
                raise _Unsupported(s, str(exc)) from None
            it_ref, that_ref, returns_targets = "targets", "targets", dead[0]
            clauses.append({"affects": "targets", "ops": {}, "conditions": [], "counters": kinds, "text": s})
            continue
        # 110.5b: "return it to the battlefield tapped under its owner's control with a +1/+1 counter on it" in a
        # trigger is read as the return below, the source returning tapped (``put_tapped``) with those counters
        untapped = s.replace(" to the battlefield tapped under ", " to the battlefield under ", 1) \
            if category == "triggered" and " to the battlefield tapped under " in s else s
        if untapped != s and not _source_returns_with(untapped):
            untapped = s
        if not clauses and not returned and _returns_source(untapped, it_ref) and _source_returns_with(untapped) != {}:
            # 614.1c: "When Hellcat dies, return her to the battlefield under her owner's control with a +1/+1 counter on
            # her": the source returns (``return_to_battlefield``), the new object (400.7) entering with them (a named
            # kind no layer reads is put all the same, 122.1); "it"/"she" after it is that object
            with_counters = _source_returns_with(untapped)
            if with_counters is None:
                raise _Unsupported(s, "the counters the source returns with, not read exactly")
            try:
                kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in with_counters.items()}
            except NotExpressible as exc:
                raise _Unsupported(s, str(exc)) from None
            returned, it_ref, group_ref = _source_returns_under(untapped), "self", False
            if untapped != s:
                returned_tapped, tapped_with = True, kinds
            clauses.append({"affects": "self", "ops": {}, "conditions": [], "counters": kinds, "text": s})
            continue
        if category == "static" and " that player controls" in s and _CHOSE_PLAYER_LAST.search(_text_before(norm, s)):
            # "As this creature enters, choose an opponent. This creature enters with a -1/-1 counter on it for
            # each creature that player controls.": "that player" is the player chosen as it entered (the
            # scenario's choices.player, 607.2a)
            s = s.replace(" that player controls", " the chosen player controls")
        written = s
        if one_card_if is not None and one_card is not None and not s.startswith("if "):
            s = f"if {one_card_if}, {s}"        # the "if" of the sentence that named the card (608.2c)
        entering = _ENTERS_ATTACKING_AND.match(s)
        if entering is not None and puts_chosen is not None and puts_tapped is None and not clauses \
                and it_ref == "chosen":
            # 508.4: "... put a creature card ... from your hand onto the battlefield. It enters tapped and attacking and
            # gains indestructible until end of turn.": the card put enters tapped and attacking (``put_tapped``), and
            # "it" gains the rest
            puts_tapped, s = "attacking", "it " + entering.group(1)
        if token_earlier and s.startswith("the token "):
            # 111.1: "Create a token that's a copy of that Wizard. The token gains haste.": the token the ability just
            # created, as "that token" (which of them, and whether it is one, is checked as for "that token")
            s = "that token " + s[len("the token "):]
        if category in _RESOLVING and " of that type" in s and _CHOSE_TYPE_LAST.search(_text_before(norm, s)):
            # 608.2d: "Choose a creature type. Put a +1/+1 counter on each creature you control of that type.": the
            # creature type chosen as it resolves, the step's choices.creature_type ("of the chosen type")
            s = s.replace(" of that type", " of the chosen type")
        removal = _removal(s, category)
        copied_exiled = _COPY_OF_EXILED.search(s) if not clauses and category in _RESOLVING else None
        if copied_exiled is not None and (copied_exiled.group(1) != "the exiled card" or _COST_EXILES_ONE_CARD.search(
                cost.lower())) and n_sentence == 0:
            # 400.7j: "{1}, {T}, Exile a creature card from your graveyard: Create a token that's a copy of the exiled
            # card", "Create a token that's a copy of a card exiled with ~": the one card the cost moved to exile (the
            # ability's effects can find it), or one of the cards exiled with the source, chosen as it resolves
            s_read = s.replace(copied_exiled.group(0), "a copy of that card", 1)
            exiled_one, it_ref, it_target, group_ref = s, None, None, False
        else:
            s_read = s
        try:
            each_copy = _each_token_copy(s, norm, category, it_ref) if not clauses and s.startswith("for each ") \
                else None
            cl = each_copy if each_copy is not None else removal if removal is not None \
                else _compile_sentence(s_read, quotes, category, x_chosen=_x_of_trigger(category, norm, event))
        except _OneShot:
            one_shot.append(s)
            continue
        if cl is not None and {"you_did": True} in cl.get("conditions", ()) and not (
                s.startswith("if you do, ") and _YOU_MAY_LAST.search(_text_before(norm, s))):
            # 608.2c: "If you do" names the optional action of the sentence just before ("As this creature
            # enters, you may ..."); without one, what it names is not known
            raise _Unsupported(s, "'if you do' with no optional action ('you may ...') just before it")
        if cl is not None and {"not": {"you_did": True}} in cl.get("conditions", ()):
            # 608.2c: "If you didn't put a card into your hand this way" names the ability's one optional action
            # putting a card into your hand ("You may reveal a ... card from among them and put it into your hand")
            offers = re.findall(r"\byou may [^.]*", _text_before(norm, s))
            if category not in _RESOLVING or len(offers) != 1 or " into your hand" not in offers[0]:
                raise _Unsupported(s, "'if you didn't put a card into your hand this way' with no one optional "
                                      "action putting a card into your hand before it")
        if cl is not None and cl.pop("@alt_its", None) and (it_ref != "self" or category != "triggered" or n_sentence):
            # "if its surge cost was paid": the source's own cost, only where "its" names the source (a trigger on
            # its own event, "When this creature enters, ..."), as the ability's intervening "if" (603.4)
            raise _Unsupported(s, "'if its ... cost was paid' of an object other than the source")
        if cl is None and category != "static":
            cl = _counters_a_duration_reads(s, norm)
        if cl is None and _CHANGES_NO_PERMANENT.match(s):
            inert.append(s)
        elif cl is None and _TAPS_SOURCE.match(s):
            taps.append(s)
        if cl is None and category != "static" and (_OUTCOME.match(s) or _OTHER_BRANCH.match(s)) \
                and re.search(r"\b(?:remove|put|move)s?\b[^.]*?[+-]\d+/[+-]\d+ counters?\b", s):
            # "If you lose the flip, remove a +1/+1 counter from this creature": a branch that changes
            # counters in a way the board does not carry out (checked below, beside a branch that is read)
            branch_counters = s
        if (cl is not None and category == "triggered" and not clauses and it_ref is None and not cl["ops"]
                and "counters" in cl and cl.get("affects") in (IT, THEY, THAT) and not cl.get("otherwise")
                and not (token_earlier and _names_tokens_made(s, just_made, cl, category, cost)
                         and len(re.findall(r"\b(?:put|remove|move)s?\b[^.]*?\bcounters?\b", norm)) == 1)):
            # (not the tokens the sentence just before created: "create a 1/1 ... token. Put a +1/+1 counter on
            # it", the board creates them and puts the counters on them, ``created``, below; unless the ability
            # changes other counters too, "..., then put an invasion counter on ~", which the board would not put)
            # "put a +1/+1 counter on each of those creatures" naming objects of an event the
            # ability can't name: one-shot counters, as when the grammar can't read the sentence
            one_shot.append(s)
            continue
        if cl is not None and isinstance(cl["ops"].get("copy"), dict) and cl["ops"]["copy"].get("of") == CARD:
            # 400.7j, 707.2: "~ becomes a copy of that card": the one card the ability named, in the zone it is in
            cl["ops"]["copy"]["of"] = _copied_card(s, norm, event, category)
        if cl is not None and isinstance(cl["ops"].get("copy"), dict) and cl["ops"]["copy"].get("of") in (IT, THAT, "self"):
            # 707.2, 707.4: "you may have ~ become a copy of that creature", "target creature becomes a copy of that
            # creature" (the one chosen), "that creature becomes a copy of ~": a copy of an object the ability names,
            # copied as it resolves; never one that changed zones (a card exiled, revealed, returned: its copiable
            # values are another object's, 400.7, or its last known ones, which the board does not keep)
            if category not in _RESOLVING:
                raise _Unsupported(s, "a copy of an object named by a reference, outside a resolving ability")
            if _COPY_MOVED.search(_PUT_COUNTER_ON.sub("", event + " " + norm)):
                raise _Unsupported(s, "a copy of an object that changed zones (its last known copiable values)")
        if cl is not None and "@copy_of" in cl:
            # 111.1, 707.2: "Whenever a nontoken creature you control enters, create a token that's a copy of
            # that creature": the object of the trigger event, which the scenario names as the ability's
            # targets (the one object the token copies)
            bound = that_ref if cl["@copy_of"] == THAT and that_ref is not None else it_ref
            cl_copy_of = cl.pop("@copy_of")
            # (not a creature that died or left: a copy of it would use its last known copiable values, 707.2,
            # which the board doesn't keep for a card in another zone)
            # (in a resolving spell or activated ability: "An opponent chooses target creature they control. Create a
            # token that's a copy of that creature.": the one target a sentence before named, still on the battlefield)
            named_target = category in ("spell", "activated", "loyalty") and it_ref == "targets" and not event \
                and _target_phrase_count(norm) == 1 and moved is None and not chose_after \
                and re.search(r"\btarget (?:creature|permanent|artifact|nonland permanent)\b(?! cards?\b)", norm) \
                and not _COPY_MOVED.search(_PUT_COUNTER_ON.sub("", norm.split("copy of")[0]))
            # 400.7j, 707.2: "Exile target creature card from your graveyard. Create a token that's a copy of it.": the
            # effect finds the card it exiled; a card's copiable values are its own printed ones in a graveyard and in
            # exile alike, so the board copies the target where it holds it (the exile is a one-shot it doesn't do)
            exiled_target = not clauses and bound == "targets" and not group_ref and moved is None \
                and not chose_after and _target_phrase_count(norm) == 1 and category in _RESOLVING \
                and not _LEFT_EVENT.search(event) and _EXILES_TARGET_CARD.match(_text_before(norm, s).strip()) is not None
            # "Exile a creature card from your graveyard. Create a token that's a copy of it.": the one card, chosen as
            # it resolves (the step's choices.object), wherever the board holds it (``of: chosen``)
            exiled_chosen = not clauses and bound is None and not group_ref and exiled_one is not None \
                and cl_copy_of in (IT, CARD) and category in _RESOLVING and not _LEFT_EVENT.search(event) \
                and _target_phrase_count(norm) == 0 and (exiled_one == s or _EXILES_ONE_CARD.match(
                    _text_before(norm, s).strip()) is not None)
            if exiled_chosen:
                cl["create_token_copy"]["of"] = "chosen"
                if exiled_one != s:
                    cl["create_token_copy"]["exile"] = True     # the instruction before exiles it (not a cost)
            elif exiled_target:
                cl["create_token_copy"]["exile"] = True
            elif clauses or bound != "targets" or group_ref or (not named_target and (
                    category != "triggered" or _target_phrase_count(norm) or _LEFT_EVENT.search(event) or not event)):
                cl = None       # a token copy the board can't make: one-shot, as any other token it creates
        if cl is not None and (cl.get("create_token_copy") or {}).get("count") == "x" and (
                "where_x" in cl or not (category == "spell" or re.search(r"\{x\}|[−-]x\b", cost.lower()))):
            # "create X tokens that are copies of ..., where X is ...": X is not the spell's or the cost's X (107.3)
            raise _Unsupported(s, "a number of token copies that is not the X of the spell or the cost")
        copies = (clauses[-1].get("create_token_copy") or {}).get("count", 1) if clauses else 1
        if clauses and "each" in (clauses[-1].get("create_token_copy") or {}):
            copies = "each"     # one token for each object: "those tokens", never "it"
        if cl is not None and token_earlier and cl.get("affects") in (IT, THAT) and clauses and copies == 1 \
                and "create_token_copy" in clauses[-1] and (s.startswith(("that token ", "it "))
                                                             or re.match(r"^put [^.]*\bon (?:it|that token)\.?$", s)):
            # "That token gains haste.", "Put six +1/+1 counters on it.": the token copy just created (``created``)
            pass
        elif cl is not None and token_earlier and cl.get("affects") == THEY and clauses and copies != 1 \
                and "create_token_copy" in clauses[-1] and s.startswith(("they ", "those tokens ")):
            pass    # "Create five tokens that are copies of ... . They gain haste.": those tokens (``created``)
        elif cl is not None and token_earlier and cl.get("affects") in (IT, THEY, THAT) \
                and _names_tokens_made(s, just_made or (creates if clauses else None), cl, category, cost, norm):
            # 111.1-111.4: "Create two 1/1 ... tokens. They gain haste until end of turn.": the board creates
            # the tokens the sentence before defines (``create_token``); "it" / "they" names them (``created``)
            creates = creates or just_made
            cl["affects"] = "created"
        elif cl is not None and token_earlier and cl.get("affects") in (IT, THEY, THAT):
            # "Create a 0/0 Fractal creature token. Put three +1/+1 counters on it.": "it" is the token
            # just created (111.1), an object no selector names; a trigger's counters on it are a
            # one-shot effect (like those the grammar can't read), anything else is reported
            if category == "triggered" and not cl["ops"] and "counters" in cl and not cl.get("otherwise"):
                one_shot.append(s)
                continue
            raise _Unsupported(s, "'it' names the token the ability created")
        if cl is None and clauses and s.startswith("the same is true for") and _same_is_true_keywords(s) is not None:
            # "Creatures you control gain first strike until end of turn if a creature you control has first
            # strike. The same is true for flying, deathtouch, ...": the instruction before again for each of
            # those keywords, in printed order, each under its own "if" (608.2c: a part of its own)
            clauses.extend(_for_each_keyword(clauses[-1], _same_is_true_keywords(s) or [], s, category))
            read.append(s)
            continue
        if cl is None and clauses and s.startswith("the same is true for"):
            # extends the continuous effect before to more objects (spells, cards in other zones): the
            # same effect, of the same ability, on them too
            prev = clauses[-1]
            ext = _same_is_true(s)
            if ext is None or not isinstance(prev.get("affects"), dict) or category != "static":
                raise _Unsupported(s, "'the same is true for ...': the effect extended to other objects")
            prev["affects"] = _extended(prev["affects"], ext)
            read.append(s)
            continue
        if cl is not None and pregame_choice and "chosen" in str(cl).lower() and not _IS_THE_CHOSEN_COLOR.match(s):
            raise _Unsupported(s, "an effect using a color chosen before the game other than '~ is the chosen color'")
        if cl is not None and conditional_choice and "chosen" in str(cl).lower():
            # "if there are seven or more cards in your graveyard, choose a color. creatures you control
            # also gain protection from the chosen color": the effect happens only if the condition held
            raise _Unsupported(s, "an effect using a choice made only if a condition holds")
        if cl is None and category == "static" and _PREGAME_COMMANDER_CHOICE.match(s):
            # ifsother15: 607.2p, 903.3: "If ~ is your commander, choose a color before the game begins. ~ is the
            # chosen color.": the color its owner chose for it before the game (the board's choices.color of a
            # commander, kept in every zone); a card that isn't a commander has none chosen, and the effect does
            # nothing (its own colors stay)
            pregame_choice = True
        elif cl is None and _CONDITIONAL_CHOICE.search(s):
            conditional_choice = True
        if cl is not None and chose_card_after and not chose_after:
            if cl.get("affects") not in (IT, THAT, CARD) or cl.get("duration") != "perpetual":
                raise _Unsupported(s, "an effect after a card chosen in a hand that is not its perpetual change")
            cl["affects"] = "chosen"
            if _refers(cl):
                raise _Unsupported(s, "a reference beside the card chosen in a hand, after an effect on another object")
        if cl is not None and cl.get("otherwise") and s.startswith("otherwise,") and clauses \
                and category in ("spell", "activated", "loyalty") and clauses[-1].get("resolves_if") \
                and len(clauses[-1].get("conditions") or []) == 1 and not clauses[-1].get("otherwise") \
                and not cl.get("conditions") and "won" not in clauses[-1] and not clauses[-1].get("kicked"):
            # 608.2c: "If it's your turn, that creature gains trample until end of turn. Otherwise, it gains first
            # strike until end of turn.": the other branch of the instruction's own "if" is that condition not holding
            # as it resolves (not an optional action's other branch): a part with the negated "if"
            del cl["otherwise"]
            # (the branch of a condition the step states, "If that card is a land card, ... Otherwise, ...", 608.2h, is
            # read as the one before it is)
            cl["conditions"] = [{"not": copy.deepcopy(clauses[-1]["conditions"][0])}]
            cl["resolves_if"] = "how_cast" if clauses[-1]["resolves_if"] == "how_cast" and "stated" in \
                clauses[-1]["conditions"][0] else True
        if cl is not None:
            if chose_after and _refers(cl):
                raise _Unsupported(s, "a reference after another object was named in the middle of the ability")
            cl["@targets_here"] = here
            if n_sentence:
                cl["@later"] = True     # not the ability's first sentence: its "if" is no intervening "if" (603.4)
            # every sentence before is an effect the board applies (608.2c: an "if" read after them)
            # (a sentence that changes no permanent counts as read for an "if" on the permanents the board holds)
            cl["@all_read_before"] = not one_shot and (len(read) == n_sentence or (
                len(read) + len(inert) == n_sentence and not _READS_MORE_THAN_PERMANENTS.search(s)) or (
                # "Tap it. Then if there are four or more creature cards in your graveyard, ...": tapping changes
                # only a status (110.5) an "if" that reads no tapped or untapped permanent doesn't see
                len(read) + len(inert) + len(taps) == n_sentence and not _READS_TAPPED.search(s)
                and not (inert and _READS_MORE_THAN_PERMANENTS.search(s))))
            if one_card_if is not None and written != s and not one_shot and len(read) == 0:
                cl["@all_read_before"] = True   # the "if" read as the first sentence's, before any instruction
            clauses.append(cl)
            read.append(s)
            if written != s:
                read.append(written)
        elif cl is None and not clauses and one_card is None and _kicked_one_card(s, category, it_ref):
            # 702.33d: "If this spell was kicked, conjure a duplicate of that card into your hand. It perpetually
            # gains ...", "When ~ enters, if it was kicked, choose a nonland permanent card in your hand. It
            # perpetually gains ...": the one card, conjured or chosen only when it was kicked; every effect
            # after it is on that card, so the whole of them is the definition's ``kicked`` (unkicked: nothing)
            it_ref, one_card, one_card_kicked, it_target = "chosen", s, "kicked", None
        elif cl is None and not clauses and one_card is None and category in ("spell", "triggered", "activated") \
                and _ONE_CARD.match(_without_leads(_OTHER_BRANCH.sub("", s, count=1))) and _OTHER_BRANCH.match(s) \
                and re.search(r"\bmay\b", norm[:max(norm.find(s), 0)]):     # the branches of an optional action
            # 608.2c: "Then they may discard an additional card. If they don't, conjure a duplicate of a random card
            # from their library into your hand. It perpetually gains ...": the one card, conjured only in the
            # other branch (the step's choices.otherwise); the effects after it are that branch's
            it_ref, one_card, one_card_kicked, it_target = "chosen", s, "otherwise", None
        elif cl is None and not clauses and one_card is None and n_sentence == 0 and category in ("spell", "activated") \
                and (lead_if := _IF_BEFORE_ONE_CARD.match(s)) is not None \
                and _ONE_CARD.match(_without_leads(lead_if.group("rest"))) is not None:
            # 608.2c: "If seven or more cards are in your graveyard, seek a Rat card. It perpetually gains ...": the one
            # card, sought only if the condition holds as it resolves; the change of it is under the same "if"
            # (the board doesn't seek: the condition reads the board as it was before the seek)
            it_ref, one_card, one_card_if = "chosen", s, lead_if.group("cond")
        elif cl is None and not clauses and _REVEALS_FROM_HAND.fullmatch(_without_leads(s).rstrip(".;")):
            # 701.20a: "Target opponent reveals a card at random from their hand.": the card stays in that hand, no
            # object the board holds changes; "that card's mana value" after it is what the step states (608.2h)
            pass
        elif cl is None and not clauses and _ONE_CARD.match(_without_leads(s)):
            # "conjure a card named ... into your hand. it perpetually gains ...", "seek a creature card.
            # that card perpetually gets +1/+1": the one card named, which the scenario enters and names
            # (choices.object); only a perpetual change follows it from where the ability found it
            it_ref, one_card = "chosen", s
        elif clauses and _ATTACH_SELF.match(s.rstrip(".;")):
            attaches = s            # 701.3a: "Attach it to target creature." (a licid)
        elif cl is None and clauses and re.search(r"\battach (?:this [a-z]+|~) to\b", s):
            # "Manifest the top card of your library and attach this enchantment to it": the object it is
            # attached to is one the board doesn't make or name (701.3a)
            raise _Unsupported(s, "attaching to an object other than the ability's target")
        elif clauses and _END_THIS_EFFECT.match(s.rstrip(".;")):
            ends.append(s.rstrip(".;"))     # a choice to end the effect, which no step makes: it lasts
        elif cl is None and not clauses and not returned and category == "activated" \
                and _RETURN_SELF_TAPPED.match(_without_leads(s).rstrip(".;")):
            # 110.5b, 400.7: "{7}{G}: Return this card from your graveyard to the battlefield tapped. It gains ...": the
            # source returns tapped (``return_to_battlefield`` with ``put_tapped``), "it" the new object
            returned, it_ref, group_ref, returned_tapped = True, "self", False, True
        elif cl is None and _returns_source(s, it_ref):
            # "When ~ dies, return it to the battlefield under its owner's control. It's an enchantment.":
            # the effects after it apply to the new object the source became (400.7)
            if clauses or returned:
                raise _Unsupported(s, "an effect before the source returns to the battlefield")
            returned, it_ref, group_ref = _source_returns_under(s), "self", False
        elif cl is None and not clauses and n_sentence == 0 and category in _RESOLVING \
                and _EXILES_ONE_CARD.match(s.rstrip(".;")) is not None:
            # "Exile a creature card from your graveyard.", "you may exile a creature card from your graveyard": one
            # card, chosen as it resolves; only a token copy of it right after names it (400.7j), any other "it" stays
            # unbound
            exiled_one, it_ref, it_target, group_ref = s, None, None, False
        elif cl is None and not clauses and category in _RESOLVING and conjured_here is None and n_sentence == 0 \
                and _CONJURES_ONE_ONTO_BATTLEFIELD.match(_without_leads(s)):
            # refs17: "conjure a duplicate of that card onto the battlefield. It gains haste.", "conjure a random creature
            # card with mana value X onto the battlefield ... . That creature gains haste.": one new card put onto the
            # battlefield as the ability resolves (its owner the player who conjured it); the scenario enters it there
            # and names it (the step's choices.object, as for a card conjured into a hand); "it" / "that creature"
            # after it is that permanent (``chosen``)
            it_ref, that_ref, group_ref, it_target, conjured_here = "chosen", None, False, None, s
        elif cl is None and just_made is not None and not made_token and (_DELAYED_ON_TOKENS.match(s)
                                                                            or _CLASH.match(s)):
            # refs17: "Exile it at the beginning of the next end step" right after the tokens' creation: a delayed
            # triggered ability (603.7) on them, recorded in ``other`` (``_created_tokens``), no move now
            pass
        elif cl is None and _MOVES_REFERENT.match(_without_leads(s)):
            # "return it to the battlefield tapped", "exile it": the object named so far moves to another
            # zone in a way the board's return does not make; a later "it" names a new object (400.7)
            if clauses:
                chose_after = True
            else:
                moved = s
        elif cl is None and clauses and that_ref is None and tapped_target is None and _antecedent(s) == "targets" \
                and _target_phrase_count(norm) == 1 and len(here) == 1 and s.startswith("tap target "):
            # "Put a +1/+1 counter on ~ and tap target creature an opponent controls. Then you may have ~ become a
            # copy of that creature": "that creature" names the one target tapped (checked below: only later
            # clauses, and only "that ...", name it)
            that_ref, tapped_target = "targets", len(clauses)
        elif cl is None and not clauses and that_ref is not None and group_ref is False and it_ref != that_ref \
                and _ON_THAT_CREATURE.match(s) is not None:
            # refs18: "Whenever ~ deals damage to a creature, put a third-degree-burn counter on that creature. It gains
            # ...", "... tap that creature. It doesn't untap ...": "it" names the creature the sentence before acted on
            # (the event's object, ``that``), not the source
            it_ref = that_ref
            if _COUNTER_ACTION.match(s.rstrip(".;")) or _changes_layer_counters(s.rstrip(".;")):
                counter_actions.append(s)
        elif cl is None and not clauses and _antecedent(s) is not None:
            # "Tap ~. It gains indestructible ...", "Untap all creatures you control. They gain ...":
            # the pronoun names what the sentence before tapped or untapped
            it_ref = _antecedent(s)
            group_ref = isinstance(it_ref, dict)      # a group: only "they"/"those creatures" name it
            if s.startswith("draw "):
                drew = s            # "Draw a card for each creature you control with ... . Those creatures ..."
        elif (_CHOOSE_OBJECT.match(s.rstrip(".;")) or (s.startswith("you may ") and _CHOSEN_CARD_IN_HAND.search(s)
                                                        and _CHOOSE_OBJECT.match(s[len("you may "):].rstrip(".;")))) \
                and (not _SEVERAL.search(s) or _RANDOM_ONE_PERMANENT.match(s) is not None):
            # "choose a creature card in your hand. it perpetually gets +1/+1": "it" is the
            # object chosen as the ability resolves (the scenario's choices.object)
            if clauses and _CHOSEN_CARD_IN_HAND.search(s):
                # "Target creature you control perpetually gets +1/+0. Then choose a creature card in your hand. It
                # perpetually gets +1/+0.": the clauses before keep their antecedent; a perpetual change after it
                # is on the card chosen (the scenario's choices.object)
                chose_card_after = True
            elif clauses:
                chose_after = True      # the clauses before keep their antecedent
            else:
                it_ref = "chosen"
        elif _COUNTER_ACTION.match(s.rstrip(".;")) or _changes_layer_counters(s.rstrip(".;")):
            # (_COUNTER_ACTION also takes "move ... counters", 122.8: removed from one object, put on another)
            counter_actions.append(s)
            if _PROLIFERATE.match(s):
                proliferates = (s, len(clauses))        # 701.34a: the board proliferates as the step chooses
            if _EXPLORES.match(s):
                explores = (s, len(clauses))            # 701.44a, 701.50a: a +1/+1 counter if the step says nonland
        elif cl is None and not clauses and not returned and returns_all is None and category in _RESOLVING \
                and _return_all(s) is not None and returns_targets is None and puts_chosen is None and moved is None:
            # "Return all artifact cards from your graveyard to the battlefield. They gain haste until end of turn.":
            # the board puts every such card onto the battlefield as the ability resolves (``return_all``); "they"
            # names those new objects (400.7), and nothing else
            returns_all = _return_all(s)
            it_ref, group_ref = "returned", True
        elif cl is None and not clauses and not returned and _RETURN_TARGET.match(_without_leads(s)) is None \
                and _RETURN_TARGET.match(_RETURNED_TAPPED.sub("", _without_leads(s))) is not None \
                and category in _RESOLVING:
            # 110.5b, 508.4: "return target creature card from your graveyard to the battlefield tapped and attacking":
            # the targets return (``return_targets``) tapped, or tapped and attacking (``put_tapped``); "it" is the
            # new object (400.7)
            m = _RETURN_TARGET.match(_RETURNED_TAPPED.sub("", _without_leads(s)))
            it_ref, returns_targets = "targets", ("owner" if m and m.group("who") == "its owner's" else "controller")
            returns_tapped = "attacking" if _without_leads(s).endswith(" attacking") else "tapped"
            after = norm[norm.find(s) + len(s):].strip() if norm.find(s) >= 0 else ""
            it_target = here if len(here) == 1 or (len(here) > 1 and after.startswith("they ")) else None
        elif cl is None and not clauses and not returned and _RETURN_TARGET.match(_without_leads(s)):
            # "Return target creature card from your graveyard to the battlefield. It gains haste.": the
            # board puts the target onto the battlefield as the ability resolves (``return_targets``); "it"
            # is that new object (400.7)
            m = _RETURN_TARGET.match(_without_leads(s))
            it_ref, returns_targets = "targets", ("owner" if m and m.group("who") == "its owner's" else "controller")
            # (115.1d: "Return up to one target artifact card, up to one target land card, and up to one target
            # non-Aura enchantment card ...": "they" names the targets of all of its phrases)
            after = norm[norm.find(s) + len(s):].strip() if norm.find(s) >= 0 else ""
            it_target = here if len(here) == 1 or (len(here) > 1 and after.startswith("they ")) else None
        elif cl is None and not clauses and not returned and puts_chosen is None and (
                _PUT_FROM_HAND.match(_without_leads(s)) or _PUTS_ONE_CARD.match(_without_leads(s))
                or _PUTS_ONE_CARD.match(_MASS_MOVE_THEN.sub("", s, count=1).rstrip(".;")) and " this way " in s):
            # "You may put a creature card from your hand onto the battlefield. That creature gains haste.",
            # "Search your library for a Dinosaur creature card, put it onto the battlefield, then shuffle. It
            # gains indestructible ...": the card put is the one chosen as the ability resolves
            # (``choices.object``), which the board puts onto the battlefield (``put_chosen``); "it" / "that
            # creature" after it is that new object (400.7), whatever the sentences before moved or named
            it_ref, puts_chosen, chose_after, group_ref, it_target = "chosen", "controller", False, False, None
            # 110.5b, 508.4: "onto the battlefield tapped", "... tapped and attacking"
            tapped_m = re.search(r"\bonto the battlefield tapped( and attacking)?\b", s)
            puts_tapped = None if tapped_m is None else "attacking" if tapped_m.group(1) else "tapped"
        elif cl is None and not clauses and not returned and returns_targets is None and it_ref == "targets" \
                and n_sentence == 1 and category in _RESOLVING and _CHOSE_TARGET_CARDS.match(before_this) \
                and _PUT_THOSE.match(_put_those_with(s)[0]):
            # "For each player, choose up to one target creature card in that player's graveyard. Put those cards onto
            # the battlefield under your control.": the targets (115.1), which the board puts onto the battlefield
            # (``return_targets``); "they" after it names those new objects (400.7)
            put, with_counters = _put_those_with(s)
            m = _PUT_THOSE.match(put)
            returns_targets = "owner" if m and m.group("who") else "controller"
            it_target, chose_after, group_ref = (here if len(here) == 1 else None), False, False
            if with_counters is None:
                raise _Unsupported(s, "the counters the targets return with, not read exactly")
            if with_counters:
                # 614.1c: "Return each of them to the battlefield with a necrodermis counter on it": each enters with
                # them (a kind no layer reads is put all the same, 122.1)
                try:
                    kinds = {lower.counter_kind(_counter_tree(k)): n for k, n in with_counters.items()}
                except NotExpressible as exc:
                    raise _Unsupported(s, str(exc)) from None
                clauses.append({"affects": "targets", "ops": {}, "conditions": [], "counters": kinds, "text": s})
                read.append(s)
        elif cl is None and not clauses and not returned and flickers is None and _FLICKER.match(_without_leads(s)):
            # "Exile target creature you control, then return that card to the battlefield under its owner's control.
            # It gains first strike until end of turn.": the board exiles and returns the target (``flicker``); "it"
            # is the new object (400.7)
            m = _FLICKER.match(_without_leads(s))
            it_ref, flickers = "targets", ("owner" if m and m.group("who") == "its owner's" else "controller")
            it_target, chose_after, group_ref = (here if len(here) == 1 else None), False, False
        elif re.search(r"\btarget\b(?! (?:player|opponent)s?\b)", s) and not clauses:
            it_ref = "targets"      # "tap target creature. it loses all abilities ..."
            it_target = here if len(here) == 1 else None
            if _MAKES_CARD.search(s):
                # "conjure a duplicate of target card ... . It perpetually gains ...": "it" is the new card
                it_ref, it_target = None, None
            if _TO_BATTLEFIELD.search(s):
                moved = s           # "return target creature card ... to the battlefield. It's ..." (400.7)
        elif cl is None and (_BOUNCES_NONCREATURE.match(_without_leads(s)) is not None and _NAMES_ONLY_THE_CREATURE.fullmatch(
                norm[norm.find(s) + len(s):].strip() if norm.find(s) >= 0 else "x")
                or _REVEALS_UNTIL.match(s) is not None and _only_the_creature_after(norm, s)):
            # refs18: "Whenever equipped creature attacks, you may return a land you control to its owner's hand. If
            # you do, the creature gets +2/+2 until end of turn.": 109.2: "creature" names a creature permanent, never
            # the land card now in a hand; "the creature" after it names what it named before (the event's object);
            # "Whenever equipped creature attacks, defending player reveals cards from the top of their library until
            # they reveal a land card. The creature gets +1/+0 until end of turn for each card revealed this way.": the
            # cards revealed stay in a library (no permanents): "the creature" is the equipped one
            pass
        elif cl is None and _ZONE_MOVE.search(s):
            # "Return that card to your hand. Return the other to the battlefield under your control. It
            # gains haste.": the object the sentence moved is a new one (400.7) the board does not move; a
            # reference after it names no object the board holds
            chose_after = True
        elif cl is None and _SACRIFICE_TOKENS.match(_without_leads(s)):
            # "Whenever this creature attacks, you may sacrifice a Blood token. If you do, it gets +2/+2 ...": a
            # token sacrificed ceases to exist (111.7, 704.5d): no object a later "it" can name; it names what it
            # named before
            pass
        elif cl is None and not clauses and it_ref is None and _ATTACHED_RULE.match(s.rstrip(".;")):
            # "Enchanted creature can't attack or block. It loses all abilities ...": a rule the sentence sets on the
            # permanent the source is attached to (303.4, 301.5), no layer effect; "it" after it is that permanent
            it_ref = _ATTACHED_RULE.match(s.rstrip(".;")).group("who")     # type: ignore[union-attr]
        elif _NEW_OBJECT.search(s):
            # "when ~ enters, conjure a card named ... . it perpetually gains ...": a sentence that
            # brings in another object leaves "it"/"they" without a written antecedent
            if clauses:
                chose_after = True
            else:
                it_ref = None
    transforms = [s for s in sentences(norm) if _TRANSFORM_ACTION.match(s)]
    if clauses and all(cl.get("transform") and not cl["ops"] and not cl.get("counters") for cl in clauses):
        # "{2}: Transform this token.": the keyword action alone changes no characteristic through a layer (701.27a)
        clauses, transforms = [], []
    read_transforms = sum(1 for cl in clauses if cl.get("transform"))
    if clauses and transforms and read_transforms == len(transforms) and category in _RESOLVING \
            and all(not cl["ops"] and not cl.get("counters") for cl in clauses if cl.get("transform")) \
            and not any(re.search(r"\btokens?\b", t) for t in transforms):
        # (a double-faced token, 111.13 — an Incubator's — is none the board can hold: reported, below)
        # 701.27a, 608.2c: "This creature gains indestructible until end of turn. Tap it. Then if there are four or
        # more creature cards in your graveyard, transform this creature.": each transformation an instruction of
        # its own, which the board carries out in printed order (613.7g: a new timestamp)
        transforms = []
    if clauses and transforms:
        # 701.27: the permanent turns to its other face: its characteristics change, and the board
        # does not carry that out as the ability resolves; the effect beside it would be half the story
        raise _Unsupported(transforms[0], "a transformation (701.27) beside a continuous effect")
    proliferates_last = bool(clauses and proliferates is not None and counter_actions == [proliferates[0]]
                             and proliferates[1] == len(clauses) and last_sentence == proliferates[0])
    if clauses and counter_actions and category == "triggered" and not one_shot and not proliferates_last \
            and all(not cl["ops"] and _only_counters({k: v for k, v in cl.items() if k in ("affects", "counters")})
                    and not set(cl) & {"otherwise", "won", "kicked"}
                    for cl in clauses):
        # "put a +1/+1 counter on a creature you control, then proliferate": a triggered ability that only puts
        # counters, part of them by a keyword action the board doesn't carry out: one-shot counters, as when the
        # grammar can't read the sentence (resolving it is reported, never half done)
        return "one-shot counters of a triggered ability"
    proliferate = False
    if clauses and counter_actions == [proliferates[0] if proliferates else None] and proliferates is not None \
            and proliferates[1] == len(clauses) and last_sentence == proliferates[0] and category in _RESOLVING \
            and not one_shot and not any(set(cl) & {"won", "otherwise", "kicked", "instead", "instead_if", "instead_while"}
                                         or cl.get("enters_with_counters") for cl in clauses):
        # 701.34a: "Put a -1/-1 counter on target creature, then proliferate.", "Target creature gets -4/-4 until end
        # of turn. Proliferate.": the ability's last instruction (608.2c), after the rest: the permanents and players
        # the step's choices.proliferate names each get another counter of each kind they have
        counter_actions, proliferate = [], True
    explore = None
    if clauses and explores is not None and counter_actions == [explores[0]] and explores[1] == len(clauses) \
            and last_sentence == explores[0] and category in _RESOLVING and seen == 1 and not one_shot \
            and all(cl.get("affects") in ("targets", IT, THAT) for cl in clauses) \
            and not any(set(cl) & {"won", "otherwise", "kicked", "instead", "instead_if", "instead_while", "if_is",
                                   "counters_if"} for cl in clauses):
        # 701.44a, 701.50a: "Target Villain you control gains menace until end of turn. It connives.": its one target
        # explores / connives last (608.2c); it gets a +1/+1 counter when the step's choices.nonland says the card
        # revealed / discarded was a nonland card
        counter_actions, explore = [], _EXPLORES.match(explores[0]).group(1)     # type: ignore[union-attr]
    if aura_pending:
        raise _Unsupported(norm, "a named Aura token whose text no sentence gives (111.3)")
    if clauses and counter_actions:
        raise _Unsupported(counter_actions[0], "a keyword action that puts counters (or counters removed or moved), "
                                                "beside a continuous effect (the board does not carry them out)")
    if not clauses and creates is not None and creates.get("attach") == "it":
        # "When this creature enters, create a Monster Role token attached to it": "it" is the source (the
        # trigger's object), nothing else named, no target (115.1)
        if it_ref != "self" or one_shot or _target_phrase_count(norm) != 0 or moved is not None or returned:
            raise _Unsupported(norm, "a Role token attached to an object other than the ability's source")
        creates = dict(creates, attach="self")
    elif not clauses and creates is not None and "attach" in creates:
        if one_shot or _target_phrase_count(norm) != (0 if creates["attach"] == "each" else 1):
            raise _Unsupported(norm, "a Role token beside another target or one-shot counters")
    if not clauses and creates is not None and "attach" in creates:
        role_definition: dict[str, Any] = {"affects": "created"}
        _created_tokens(role_definition, creates, clauses, norm, [token_sentence or ""] + read, token_text_after, False)
        if intervening is not None:
            role_definition["condition"] = intervening      # 603.4: checked as it resolves, before the Role is made
        return role_definition
    if not clauses:
        return "one-shot counters of a triggered ability" if one_shot else ""
    if one_shot:
        raise _Unsupported(one_shot[0], "one-shot counters not compiled beside a continuous effect")
    if any(cl.get("chosen_is") is not None for cl in clauses) and (
            sum(cl.get("chosen_is") is not None for cl in clauses) > 1 or one_card is not None or puts_chosen is not None
            or it_ref == "chosen" or _CHOOSES_OBJECT.search(re.sub(r"§\d+", "", norm))):
        # the scenario names one object chosen as it resolves (choices.object): two choices can't be told apart
        raise _Unsupported(norm, "an object chosen as it resolves beside another choice of an object")
    if _uses_target_player(clauses) and len(_PLAYER_PHRASES.findall(re.sub(r"§\d+", "", norm))) > 1:
        # the scenario names one player (choices.player): two player phrases can't be told apart
        raise _Unsupported(norm, "a target player beside another player named or chosen (115.1)")
    if branch_counters is not None and any("won" in cl or cl.get("otherwise") or cl.get("conditions") or cl.get("if_is")
                                           or cl.get("if_holds") for cl in clauses):
        # (also after an effect with its own "if": "double the counters on ~ if its power is 16 or less. Otherwise,
        # remove all but one +1/+1 counter from it" — the other branch is the condition's not holding, 608.2c)
        # the branch read would be applied and this one not: half the story
        raise _Unsupported(branch_counters, "a branch of an either/or that changes counters, not carried out")
    if any(cl.get("@spell_enters") for cl in clauses):
        _spell_enters(clauses, category, event, it_ref, norm)
    if any(cl.get("chosen_least") for cl in clauses) and _REMOVES_CREATURE.search(norm):
        # 701.39a: "Destroy target attacking or blocking creature. Bolster 1.": the least toughness among the creatures
        # left after the instruction before it, which the board doesn't carry out: not read
        raise _Unsupported(norm, "bolster after an instruction that may remove a creature (701.39a)")
    kicked_on_created = creates is not None and category == "spell" and any(cl.get("kicked") for cl in clauses) \
        and all(cl.get("affects") == "created" and not cl.get("instead") for cl in clauses)
    won_on_created = creates is not None and category == "spell" and any("won" in cl for cl in clauses) \
        and all(cl.get("affects") == "created" and "won" in cl and not cl.get("kicked") and not cl.get("otherwise")
                for cl in clauses)
    if creates is not None and any(("won" in cl and not won_on_created) or cl.get("otherwise")
                                   or (cl.get("kicked") and not kicked_on_created) for cl in clauses):
        # the tokens are created only with the rest of the definition: never an effect on "created" without them
        raise _Unsupported(norm, "an effect on the tokens the ability creates beside an outcome, a branch or a kicker")
    if intervening is not None and (any("won" in cl or cl.get("otherwise") or cl.get("kicked") or cl.get("conditions")
                                        for cl in clauses) or creates is None):
        # the condition is the whole ability's (603.4): read only beside the tokens it creates and plain effects
        raise _Unsupported(norm, "an intervening 'if' before a token beside a branch, a kicker or another condition")
    if any("won" in cl for cl in clauses):
        if (moved is not None or puts_chosen is not None or returns_targets is not None or returned
                or any(cl.get("kicked") or cl.get("otherwise") for cl in clauses)):
            raise _Unsupported(norm, "an outcome (flip, clash, guess) beside an object the ability moves, a kicker "
                                     "or another branch")
        won_def = _won_definition(clauses, it_ref, cost, category, that_ref, group_ref, phrases=seen)
        if won_on_created:
            # 111.1: the spell creates the tokens whatever the outcome (``create_token`` of the whole definition);
            # its ``won`` (or the rest, lost) holds the effect on them (``created``)
            if set(won_def) - {"affects", "won"} or (won_def.get("won") or {}).get("affects") != "created" \
                    or won_def.get("affects") not in (None, "created"):
                raise _Unsupported(norm, "an effect on the tokens the ability creates beside another outcome")
            won_def = {**won_def, "affects": "created"}
            _created_tokens(won_def, creates or {}, clauses, norm, read + [token_sentence or ""], token_text_after,
                            moved is not None or puts_chosen is not None or returns_targets is not None
                            or bool(returned) or one_card is not None)
        return won_def
    if any(cl.get("otherwise") for cl in clauses) and category == "static":
        return _static_otherwise(clauses, it_ref, cost, category, that_ref, group_ref)
    if any(cl.get("otherwise") for cl in clauses):
        if (moved is not None or puts_chosen is not None or returns_targets is not None or returned
                or any(cl.get("kicked") for cl in clauses)):
            raise _Unsupported(norm, "the other branch of an either/or beside an object the ability moves or a kicker")
        return _branch_definition(clauses, it_ref, cost, category, that_ref, group_ref)
    if any(cl.get("instead_if") is not None for cl in clauses):
        if (moved is not None or puts_chosen is not None or returns_targets is not None or returned
                or creates is not None or any(cl.get("kicked") for cl in clauses)):
            raise _Unsupported(norm, "'... instead' beside an object the ability moves or creates, or a kicker")
        return _instead_definition(clauses, it_ref, cost, category, that_ref, it_target=it_target, phrases=seen)
    if category == "static" and any(cl.get("instead") and not cl.get("kicked") for cl in clauses):
        return _static_instead(clauses, it_ref, cost, category, that_ref, group_ref)
    if any(cl.get("instead_while") for cl in clauses):
        # "... instead as long as ..." in a resolving spell or ability: never both effects, never a guess
        raise _Unsupported(next(cl for cl in clauses if cl.get("instead_while"))["text"],
                           "'instead as long as' outside a static ability")
    if tapped_target is not None and any(
            _refs_other_than_that(cl) if n >= tapped_target else THAT in repr(cl) for n, cl in enumerate(clauses)):
        # "that creature" before the tap, or "it"/"they" after it: which object each names is not read
        raise _Unsupported(norm, "a reference beside the one target tapped after another effect")
    if tapped_target is not None:
        # the later clauses' "that creature" is the one target tapped (115.1d: the ability's only "target" phrase)
        clauses = clauses[:tapped_target] + [_replace_string(cl, THAT, "targets") for cl in clauses[tapped_target:]]
        that_ref = None
    if any(cl.get("kicked") for cl in clauses):
        if moved is not None or puts_chosen is not None or returns_targets is not None or returned:
            raise _Unsupported(norm, "'if ... was kicked' beside an object the ability moves")
        if category == "triggered" and re.match(r"if (?:it|~) was kicked, ", norm) and clauses[0].get("kicked") \
                and not any(cl.get("instead") for cl in clauses):
            # 603.4: "When ~ enters, if it was kicked, gain control of target creature until end of turn. ... It
            # gains haste until end of turn.": the intervening "if" right after the trigger event is the whole
            # ability's: each later instruction happens only if it was kicked too
            clauses = [{**cl, "kicked": clauses[0]["kicked"]} for cl in clauses]
        kicked_def = _kicked_definition(clauses, it_ref, cost, category, that_ref, it_target=it_target, phrases=seen)
        if kicked_on_created:
            # 702.33d, 111.1: the spell creates the tokens kicked or not (``create_token`` of the whole definition);
            # its ``kicked`` holds the effect on them (``created``) when it was kicked
            if set(kicked_def) - {"affects", "kicked"} or (kicked_def.get("kicked") or {}).get("affects") != "created":
                raise _Unsupported(norm, "an effect on the tokens the ability creates beside another kicked effect")
            kicked_def = {**kicked_def, "affects": "created"}
            _created_tokens(kicked_def, creates or {}, clauses, norm, read + [token_sentence or ""], token_text_after,
                            moved is not None or puts_chosen is not None or returns_targets is not None
                            or bool(returned) or one_card is not None)
        return kicked_def
    if any("create_token_copy" in cl for cl in clauses) \
            and any(cl.get("affects") not in ("created",) for cl in clauses) \
            and not any(cl.get("affects") in (IT, THAT, THEY) for cl in clauses):
        # "Create X tokens that are copies of target token you control. Then tokens you control gain indestructible
        # ...": no effect on the tokens themselves; a token copy beside an effect on other objects is a one-shot the
        # board doesn't make, as before (111.1)
        clauses = [cl for cl in clauses if "create_token_copy" not in cl or cl["ops"]]
    if it_ref == "targets" and _CREATURE_EVENT.match(event):
        # "Whenever a creature you control attacks, it gets +1/+0 ... for each other attacking creature that shares a
        # creature type with it": "it" is the creature the event names, so "other" names it (not the source)
        clauses = [{**cl, "@subject_creature": True} if cl.get("affects") == IT else cl for cl in clauses]
    if moved is not None and category == "triggered" and re.search(r"\bdies$", event) and it_ref == "targets" \
            and not _TO_BATTLEFIELD.search(moved) and re.match(r"^(?:exile|shuffle) (?:it|that creature)\b", moved) \
            and not any(_refers(cl) or "self" in _strings(cl) for cl in clauses):
        # 603.10a: "Whenever a creature an opponent controls dies, exile it and put a +1/+1 counter on each Vampire you
        # control": the card that died is in a graveyard; moving it from there changes no permanent, and no
        # instruction after it names it: the move is a one-shot effect the layers don't read
        moved = None
    definition = _merge_clauses(clauses, it_ref, cost, category, that_ref, group_ref=group_ref, it_target=it_target,
                                x_chosen=category == "triggered" and (bool(_X_CHOSEN.match(sentences(norm)[0]))
                                                                      or bool(_PAID_TIMES.match(sentences(norm)[0]))
                                                                      or bool(_CAST_X_SPELL.fullmatch(event))),
                                phrases=seen, yours_target=_yours_phrase(norm))
    if role_on_target is not None:
        if definition.get("affects") != "targets" or set(definition) & {"parts", "condition", "if_holds", "if_is"} \
                or drew is not None or intervening is not None or any(
                    (_NAMES_TOKENS.search(x) or _TOKEN.search(x)) and not _DELAYED_ON_TOKENS.match(x)
                    for x in sentences(norm) if x not in read and x != role_on_target):
            raise _Unsupported(role_on_target, "a Role token attached to the target beside another effect or sentence")
        definition["create_token"] = dict(creates or {})     # 303.7: attached to the target as it resolves
    elif creates is not None:
        _created_tokens(definition, creates, clauses, norm, read + [token_sentence or ""], token_text_after,
                        moved is not None or puts_chosen is not None or returns_targets is not None or bool(returned)
                        or one_card is not None)
    if drew is not None and "hand" in str(definition):
        # the cards drawn are in the hand as the effect's values are determined (608.2c, 608.2h); the board draws none
        raise _Unsupported(drew, "a count of cards in a hand after the ability draws cards, which the board doesn't")
    if intervening is not None:
        if "condition" in definition or "parts" in definition:
            raise _Unsupported(norm, "an intervening 'if' before a token beside another condition or effect")
        definition["condition"] = intervening       # 603.4: checked as the ability resolves
    if one_card is not None and (definition.get("affects") != "chosen" or definition.get("duration") != "perpetual"
                                 or moved is not None or puts_chosen is not None or returns_targets is not None
                                 or returned):
        raise _Unsupported(one_card, "an effect beside the card the ability conjures, seeks or reveals that is not "
                                     "a perpetual change of that card")
    if one_card_kicked:
        if set(definition) - {"affects", "duration", "add_abilities", "remove_abilities", "modify_pt", "set_pt", "other"}:
            raise _Unsupported(one_card or norm, "a kicked card's perpetual change beside another effect or condition")
        # 702.33d: unkicked, the card is neither conjured nor chosen; 608.2c: in the first branch, nothing
        definition = {one_card_kicked: definition}
    if moved is None and not returned and flickers is None and category in _RESOLVING \
            and definition.get("duration") != "perpetual" and _SOURCE_MOVES.search(norm) \
            and re.search(r"'self'|\"self\"", json.dumps(definition, default=str)) \
            and not set(definition) & {"return_to_battlefield", "flicker", "put_face_down"} \
            and any(isinstance(cl.get("text"), str) and norm.find(cl["text"].rstrip(".;"))
                    > _SOURCE_MOVES.search(norm).start() for cl in clauses):     # type: ignore[union-attr]
        # 400.7: "When ~ dies, exile ~. ~ gains flying.", "... return this card to the battlefield tapped. He's a
        # Spirit": the source moved to another zone is a new object, which the board does not move
        raise _Unsupported(_SOURCE_MOVES.search(norm).group(0).strip(" ,.") or norm,    # type: ignore[union-attr]
                           "an effect on the source after the ability moves it to another zone (400.7), which the "
                           "board does not move")
    if moved is not None and definition.get("duration") != "perpetual":
        # 400.7: the object that moved is a new object, which the board does not move as the ability
        # resolves; a perpetual change follows the card into every zone, so only it can be applied
        raise _Unsupported(moved, "'it' names an object the ability moves to another zone (400.7), which the board "
                                  "does not move")
    if puts_chosen is not None and puts_tapped is not None and definition.get("affects") != "chosen" \
            and '"affects": "chosen"' not in json.dumps(definition, default=str):
        # "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle. The player to
        # your right gains control of ~.": the card put tapped is a one-shot effect no later sentence names (as before
        # ``put_tapped``), the effect is on the other object
        puts_chosen = None
    if puts_chosen is not None and set(definition) <= {"affects", "counters"} and definition.get("affects") == "chosen" \
            and not any("/" in k or k in lower.KEYWORD_COUNTER_KINDS for k in _counter_kinds(definition.get("counters"))):
        # "At the beginning of your upkeep, you may put a creature card exiled with ~ onto the battlefield under your
        # control with a finality counter on it.": no layer effect (a counter of that kind changes no characteristic,
        # 122.1), as the put with none
        return ""
    if puts_chosen is not None:
        if definition.get("affects") != "chosen" or category not in ("spell", "triggered", "activated", "loyalty", "chapter"):
            raise _Unsupported(norm, "an effect beside the card put onto the battlefield on another object")
        definition["put_chosen"] = puts_chosen
        if puts_tapped is not None:
            definition["put_tapped"] = puts_tapped
        if puts_face_down is not None:
            definition["put_face_down"] = puts_face_down
    if returns_targets is not None and definition.get("affects") != "targets" and _only_counters(definition) \
            and not any(e["affects"] == "targets" for e in definition.get("also_counters", [])):
        # "Return up to one target creature card ... to the battlefield. Then put a +1/+1 counter on ~ for each
        # creature you control.": the counters are put after the return (608.2c), on other objects
        definition = {"affects": "targets", "also_counters": [{"affects": definition["affects"],
                                                               "counters": definition["counters"]}]
                      + definition.get("also_counters", [])}
    if flickers is not None:
        if definition.get("affects") != "targets" or category not in ("spell", "triggered", "activated", "loyalty") \
                or returns_targets is not None or puts_chosen is not None or moved is not None or returned:
            raise _Unsupported(norm, "an effect beside the target exiled and returned on another object")
        definition["flicker"] = flickers
    if returns_targets is not None and set(definition) <= {"affects", "counters"} and definition.get("affects") == "targets" \
            and not any("/" in k or k in lower.KEYWORD_COUNTER_KINDS for k in _counter_kinds(definition.get("counters"))):
        # "Return target creature card from your graveyard to the battlefield with a finality counter on it.": no
        # layer effect (a counter of that kind changes no characteristic, 122.1), as a return with none
        return ""
    if returns_all is not None:
        if definition.get("affects") != "returned" or "parts" in definition or category not in _RESOLVING \
                or returns_targets is not None or puts_chosen is not None or moved is not None or returned:
            raise _Unsupported(norm, "an effect beside the cards the ability returns to the battlefield on another object")
        definition["return_all"] = returns_all
    if returns_targets is not None:
        if definition.get("affects") != "targets" or category not in ("spell", "triggered", "activated", "loyalty", "chapter"):
            raise _Unsupported(norm, "an effect beside the return of the targets on another object")
        definition["return_targets"] = returns_targets
        if returns_tapped is not None:
            if "put_face_down" in definition:
                raise _Unsupported(norm, "targets returned face down and tapped by another sentence")
            definition["put_tapped"] = returns_tapped
    if returned and set(definition) <= {"affects", "counters"} and definition.get("affects") == "self" \
            and not any("/" in k or k in lower.KEYWORD_COUNTER_KINDS for k in _counter_kinds(definition.get("counters"))):
        # "Return this card from your graveyard to the battlefield with a finality counter on it.": no layer effect
        # (a counter of that kind changes no characteristic, 122.1), as the return with none
        return ""
    if returned:
        if definition.get("affects") != "self" or category not in ("triggered", "activated"):
            raise _Unsupported(norm, "an effect beside the source's return on another object")
        definition["return_to_battlefield"] = returned     # True, or "owner": under its owner's control (110.2)
        if returned_tapped:
            if "put_face_down" in definition or ("counters" in definition and definition["counters"] != tapped_with):
                raise _Unsupported(norm, "the source returned tapped and with more said of how it enters")
            definition["put_tapped"] = "tapped"             # 110.5b: it enters tapped
    if attaches is not None:
        # 701.3a: the source, the Aura the effect made it (303.4), becomes attached to the one target
        if definition.get("affects") != "self" or category != "activated" or _several_targets(norm) \
                or not any(isinstance(a, str) and a.startswith("Enchant ") for a in definition.get("add_abilities", [])):
            raise _Unsupported(attaches, "attaching an object other than the source the ability made an Aura")
        definition["attach_to_target"] = True
    if ends:
        # the effect lasts until its controller pays to end it, which no step does: shown, never applied
        definition["other"] = "; ".join(([definition["other"]] if definition.get("other") else []) + ends)
    if "create_token_copy" in definition:
        # "If this spell was kicked, create five of those tokens instead", "If that token is a Squirrel, instead
        # create two tokens that are copies of it": how many tokens, or another copy, is not read
        other = [x for x in sentences(norm) if x not in read and not _DELAYED_ON_TOKEN.match(x)
                 and re.search(r"\binstead\b|\btokens?\b|\bcop(?:y|ies)\b|\bcounters?\b", x)]
        if other and set(definition) <= {"affects", "create_token_copy"}:
            return ""       # a one-shot token copy the board doesn't make, as before (111.1)
        if other:
            raise _Unsupported(other[0], "another sentence about the token copy (how many, or instead)")
        # 603.7: "Exile it at the beginning of the next end step": a delayed triggered ability, not a layer
        # effect; recorded on the token (its `other`), as a dash creature's return is (702.109a)
        later = [x.rstrip(".;") for x in sentences(norm) if _DELAYED_ON_TOKEN.match(x)]
        if later:
            definition["other"] = "; ".join(([definition["other"]] if definition.get("other") else []) + later)
    if definition.get("affects") == "created" and not {"create_token", "create_token_copy"} & set(definition):
        raise _Unsupported(norm, "'it' names the token the ability created")     # no token the board makes
    if proliferate:
        # 701.34a, 608.2c: after every other instruction: on the last part when there are parts
        (definition["parts"][-1] if "parts" in definition else definition)["proliferate"] = True
    if explore is not None:
        if "parts" in definition or definition.get("affects") != "targets" or set(definition) & {
                "return_targets", "flicker", "put_chosen", "modes", "create_token", "create_token_copy"}:
            raise _Unsupported(explores[0] if explores else norm, "a keyword action that puts counters beside an "
                               "effect on other objects (the board does not carry it out)")
        definition[explore] = True
    return definition


def _put_chosen_with_counters(s: str) -> dict[str, int] | None:
    """614.1c: the counters the one card put onto the battlefield by "put a creature card exiled with ~ onto the
    battlefield under your control with a finality counter on it" enters with (a number written for each kind), or
    None when the sentence is not such a put (``put_chosen``: one card chosen as it resolves, untapped).

    >>> _put_chosen_with_counters("put a creature card exiled with ~ onto the battlefield under your control with a "
    ...                           "finality counter on it.")
    {'finality': 1}
    >>> _put_chosen_with_counters("put a creature card from your hand onto the battlefield with x +1/+1 counters on it")
    >>> _put_chosen_with_counters("put a creature card from your hand onto the battlefield tapped with a +1/+1 counter on it")
    """
    from .parts import _COUNTER_ITEM, _RETURN_WITH
    from .words import NUMBER_WORDS

    m = _RETURN_WITH.fullmatch(_without_leads(s))
    if m is None or " tapped" in m.group("ret") or not (_PUT_FROM_HAND.match(m.group("ret"))
                                                        or _PUTS_ONE_CARD.match(m.group("ret"))):
        return None
    out: dict[str, int] = {}
    for item in re.split(r",? and |, ", m.group("counters")):
        c = _COUNTER_ITEM.fullmatch(item)
        n = (int(c.group("n")) if c.group("n").isdigit() else NUMBER_WORDS.get(c.group("n"))) if c else None
        if c is None or not n or c.group("kind") in out or "x" in c.group("kind"):
            return None
        out[c.group("kind")] = n
    return out


#: "for each player, choose up to one target creature card in that player's graveyard": targets that are cards in
#: graveyards, chosen in a sentence of their own
_CHOSE_TARGET_CARDS = re.compile(r"^(?:for each player, )?choose (?:up to (?:one|two|three|four|five) )?target "
                                 r"(?:[a-z]+ )*?cards? (?:with [^.;]*? )?in (?:your|that player's) graveyard\.?$")
#: "put those cards onto the battlefield under your control": the targets a sentence before chose
_PUT_THOSE = re.compile(r"^(?:put|return) (?:those cards|them|each of them) (?:onto|to) the battlefield"
                        r"(?: under (?:your|(?P<who>their owners'|its owner's)) control)?$")
def _put_those_with(s: str) -> tuple[str, dict[str, int] | None]:
    """The put of "return each of them to the battlefield with a necrodermis counter on it" without its counters, and
    those counters (614.1c: a number written for each kind; None when they are not read exactly; {} when none).

    >>> _put_those_with("return each of them to the battlefield with a necrodermis counter on it.")
    ('return each of them to the battlefield', {'necrodermis': 1})
    >>> _put_those_with("put those cards onto the battlefield under your control.")
    ('put those cards onto the battlefield under your control', {})
    """
    from .parts import _COUNTER_ITEM, _RETURN_WITH
    from .words import NUMBER_WORDS

    m = _RETURN_WITH.fullmatch(s.rstrip(".;"))
    if m is None:
        return s.rstrip(".;"), {}
    out: dict[str, int] | None = {}
    for item in re.split(r",? and |, ", m.group("counters")):
        c = _COUNTER_ITEM.fullmatch(item)
        n = (int(c.group("n")) if c.group("n").isdigit() else NUMBER_WORDS.get(c.group("n"))) if c else None
        if c is None or not n or c.group("kind") in (out or {}) or "x" in c.group("kind"):
            return m.group("ret"), None
        assert out is not None
        out[c.group("kind")] = n
    return m.group("ret"), out


#: "If seven or more cards are in your graveyard, seek a Rat card.": the instruction's own "if" and the rest
_IF_BEFORE_ONE_CARD = re.compile(r"^if (?P<cond>(?!(?:you|it|~|this spell|that|they)\b)[^,]+), (?P<rest>[^,]+)$")
#: "It enters tapped and attacking and gains indestructible until end of turn." (508.4)
_ENTERS_ATTACKING_AND = re.compile(r"^it enters tapped and attacking and ((?:gains|gets) .+)$")
#: "... to the battlefield tapped and attacking", "... to the battlefield tapped" (110.5b, 508.4), as the put ends
_RETURNED_TAPPED = re.compile(r"(?<=the battlefield) tapped(?: and attacking)?(?= under (?:your|its owner's) control$|$)")
#: "Destroy all creatures, then return a creature card put into a graveyard this way ...": the one-shot before the
#: card put (the board doesn't destroy them: the step names the card where the scenario put it)
_MASS_MOVE_THEN = re.compile(r"^(?:destroy|exile) all (?:[a-z]+ )?creatures, then (?=return|put)")
#: 400.7j: an instruction exiling one card from a graveyard, chosen as the ability resolves ("you may exile a creature
#: card from your graveyard")
_EXILES_ONE_CARD = re.compile(r"^(?:you may )?exile (?:a|an) (?:[a-z]+ )*?card from your graveyard[.;]?$")
#: the cost of an ability exiling one card from a graveyard ("{1}, {T}, Exile a creature card from your graveyard")
_COST_EXILES_ONE_CARD = re.compile(r"(?:^|, )exile (?:a|an) (?:[a-z]+ )*?card from your graveyard$")
#: the one target card exiled from a graveyard ("exile target red, white, or black creature card from your graveyard")
_EXILES_TARGET_CARD = re.compile(r"^exile target (?:[a-z,]+ )*?card (?:with [^.;]*? )?from your graveyard[.;]?$")
#: "a copy of the exiled card" (the card a cost exiled), "a copy of a card exiled with ~"
_COPY_OF_EXILED = re.compile(r"\ba copy of (the exiled card|a card exiled with ~)(?= *[,.;]|$)")
#: a trigger event whose object has left the battlefield or is in another zone
#: words of an ability in which the object a copy names may have changed zones (400.7) or be a card the board
#: doesn't hold: such a copy stays reported
_COPY_MOVED = re.compile(r"\b(?:dies|die|died|put|puts|leaves?|left|exiled?|exiles|discards?|cycles?|mills?|cast|casts|"
                         r"graveyard|hand|library|exile|destroy|destroyed|sacrifices?|sacrificed|returns?|reveals?|"
                         r"search|looks?|card|cards|transforms?)\b")
#: "put a +1/+1 counter on target creature": counters put, not an object moved (122.1)
_PUT_COUNTER_ON = re.compile(r"\bput (?:a|an|one|two|three|four|five|x) (?:[+-]\d+/[+-]\d+ |[a-z]+ )?counters? on\b")
_LEFT_EVENT = re.compile(r"\b(?:dies|die|put into|leaves?|exiled?|discards?|cycles?|mills?|cast|casts|"
                         r"graveyard|hand|library|exile)\b")
#: 107.3: a triggered ability whose first instruction has its controller choose X as it resolves: "you may pay {X}",
#: "you may reveal X black cards in your hand" (then "if you do, target creature gets +X/+0 ...")
_X_CHOSEN = re.compile(r"^(?:you may )?(?:pay \{x\}(?:\{x\})?|reveal x [a-z ]+? cards? (?:in|from) your hand|"
                        # "you may tap X untapped Myr you control": X, the number tapped, chosen as it resolves
                        r"tap x untapped [a-z]+ you control)\.?$")
#: counters16: 603.12a, 608.2h: "you may pay {1}{G} any number of times": the number of times the cost is paid is
#: chosen as the ability resolves (its reflexive "When you pay this cost one or more times, put that many ..." reads
#: it as X, the step's choices.number, whatever the trigger event: no spell's X, 107.3m, is meant)
_PAID_TIMES = re.compile(r"^you may pay (?:\{[^}]+\})+ any number of times\.?$")


#: 107.3e: a cast trigger whose one spell has {X} in its mana cost: "X" in the effect is that spell's X
_CAST_X_SPELL = re.compile(r"whenever you cast (?:a|an|your first) (?:[a-z]+ )?spell with \{x\} in its mana cost(?: each turn)?")


def _x_of_trigger(category: str, norm: str, event: str) -> bool:
    """Whether X in the counters a triggered ability puts is the step's ``choices.number``: X its first instruction
    has its controller choose as it resolves ("you may pay {X}", 107.3f) — not in the permanent's own
    enters-the-battlefield trigger, whose X may be the spell's (107.3m: left one-shot, never guessed).

    >>> _x_of_trigger("triggered", "you may pay {x}. if you do, put x +1/+1 counters on ~.", "whenever you cast a spell")
    True
    >>> _x_of_trigger("triggered", "you may pay {x}. if you do, put x +1/+1 counters on ~.", "when ~ enters")
    False
    >>> _x_of_trigger("triggered", "put x +1/+1 counters on ~.", "whenever you cast a spell")
    False
    >>> _x_of_trigger("triggered", "put x +1/+1 counters on ~.", "whenever you cast a spell with {x} in its mana cost")
    True
    """
    if category != "triggered" or not norm.strip():
        return False
    if _CAST_X_SPELL.fullmatch(event):
        # 107.3e: "Whenever you cast a spell with {X} in its mana cost, put X +1/+1 counters on ~": X is the X chosen
        # for that spell (601.2b), which the ability step states (choices.number; untold, listed)
        return True
    first = sentences(norm)[0]
    return bool(_PAID_TIMES.match(first)) or (bool(_X_CHOSEN.match(first)) and not re.search(r"\bwhen ~ enters\b", event))


#: "exile target creature you control, then return that card to the battlefield under its owner's control": one
#: target phrase, the permanent(s) exiled and returned at once (400.7), untapped, with no counters
_FLICKER = re.compile(r"^exile (?:another )?target (?:(?!\btarget\b)[^.,;])+?, then return (?:that card|it|that creature) "
                      r"to the battlefield under (?P<who>its owner's|your) control$")


def _flicker_with_counters(s: str) -> tuple[str, dict[str, int]] | None:
    """614.1c, 400.7: "exile target creature, then return it to the battlefield under its owner's control with a
    +1/+1 counter on it": under whose control the target returns (``owner`` / ``controller``) and the counters
    the new object enters with (a number written for each kind: never X), or None.

    >>> _flicker_with_counters("exile target artifact or creature, then return that card to the battlefield under "
    ...                        "its owner's control with a +1/+1 counter on it.")
    ('owner', {'+1/+1': 1})
    >>> _flicker_with_counters("exile target creature you control, then return it to the battlefield under its "
    ...                        "owner's control with x +1/+1 counters on it")
    """
    if " with " not in s or not s.startswith("exile "):
        return None
    m = _RETURN_WITH.fullmatch(_without_leads(s).rstrip(".;"))
    f = _FLICKER.match(m.group("ret")) if m else None
    if m is None or f is None:
        return None
    out: dict[str, int] = {}
    for item in re.split(r",? and |, ", m.group("counters")):
        c = _COUNTER_ITEM.fullmatch(item)
        n = (int(c.group("n")) if c.group("n").isdigit() else NUMBER_WORDS.get(c.group("n"))) if c else None
        if c is None or not n or c.group("kind") in out or "x" in c.group("kind").split("/")[0] \
                or not (c.group("kind") in lower.KEYWORD_COUNTER_KINDS or "/" in c.group("kind")
                        or re.fullmatch(r"[a-z]+", c.group("kind"))):
            return None
        out[c.group("kind")] = n
    return ("owner" if f.group("who") == "its owner's" else "controller"), out


#: 603.4: a triggered ability's intervening "if" clause before the "create" instruction it guards
_INTERVENING_CREATE = re.compile(r"^if (?P<cond>[^,]+), (?P<create>create [^.;]*[.;]?)$")
#: "for each creature your opponents control, create a cursed role token attached to that creature"
_ROLE_FOR_EACH = re.compile(r"^for each (?P<np>(?!of\b)[^,]+), create an? (?P<role>[a-z]+(?: hero)?) role token "
                            r"attached to that (?P<word>[a-z]+)$")
#: "for each of those creatures, create a monster role token attached to it": one Role on each target
_ROLE_FOR_EACH_TARGET = re.compile(r"^for each of (?:those creatures|them), create an? (?P<role>[a-z]+(?: hero)?) role token "
                                   r"attached to (?:it|that creature)$")
#: 701.3a: "attach it to target creature" after "~ ... becomes an Aura enchantment with enchant creature"
_ATTACH_SELF = re.compile(r"^attach (?:it|~) to target creature$")
#: a licid's "You may pay {U} to end this effect."
_END_THIS_EFFECT = re.compile(r"^you may pay (?:\{[^}]+\})+ to end this effect$")
#: 603.7: a delayed trigger on the token a spell or ability created
_PUT_AND_CREATE = re.compile(r"^(?P<head>put [^.;]*?) and (?P<tail>create [^.;]*[.;]?)$")
#: grants18: 608.2c: "Create a 2/1 black Villain creature token with menace, then creatures you control get +1/+0
#: until end of turn.": two instructions followed in order, as two sentences would be
#: grants18: 608.2c, 120.3: "~ deals 2 damage to target player and gains indestructible until end of turn" (the
#: subject's second instruction, its subject left out), "~ deals 2 damage to target creature with flying and that
#: creature loses flying until end of turn": the damage (no layer effect), then the instruction after it
_DAMAGE_AND = re.compile(r"^(?P<head>~ deals \d+ damage to (?P<to>[^.;]+?)) and (?:(?P<that>that creature) )?"
                         r"(?P<tail>(?:gains|gets|loses|has) [^.;]+[.;]?)$")
_CREATE_THEN = re.compile(r"^(?P<head>create [^.;]*?\btokens?\b[^.;,]*), then (?P<tail>[^.;]+[.;]?)$")


#: a leading duration or condition that governs every clause of its sentence ("until end of turn, ...")
_SENTENCE_LEAD = re.compile(r"^((?:then |if you do, |when you do, )?(?:(?:until [^,]*|as long as [^,]*|during your turn), )?)")
#: a duration that ends a clause (it governs the clauses before it that have none: "~ gets +2/+1 and
#: creatures you control gain haste until end of turn")
_TRAIL_DURATION = re.compile(r" (until end of turn|until your next turn|until the end of your next turn)$")


_CREATES_OR_COPIES = re.compile(r"\bcreates?\b|\bcopy of\b")


def _parses(s: str) -> bool:
    try:
        parse(s)
    except LarkError:
        return False
    return True


#: "~ gets +0/+2 as long as you control a plains, has flying as long as you control an island, ...": one subject, a
#: list of predicates each under its own "as long as"
_CONDITION_LIST = re.compile(r"^(?P<subj>[^,]+?) (?P<verb>has|have|gets|get) (?P<rest>[^.;]* as long as [^.;]*)$")
_CONDITION_LIST_ITEM = re.compile(r"^(?:(?P<verb>has|have|gets|get) )?(?P<what>.+?) as long as (?P<cond>[^,]+)$")


def _split_condition_list(found: list[str]) -> list[str]:
    """A static ability's list of predicates of one subject, each with its own "as long as" ("This creature gets
    +0/+2 as long as you control a Plains, has flying as long as you control an Island, ..., and has trample as
    long as you control a Forest"; an item without its verb takes the one before it: "has trample as long as ...,
    haste as long as ...") as one sentence each: the ability's effects, each under its own condition (611.3a,
    613.7a: one timestamp). Split only where the whole sentence has no grammar rule and every item has one.

    >>> _split_condition_list(["~ has flying as long as you control an island, and gets +1/+1 as long as you control a swamp."])
    ['~ has flying as long as you control an island.', '~ gets +1/+1 as long as you control a swamp.']
    """
    out: list[str] = []
    for s in found:
        body = s.rstrip(".;").strip()
        m = _CONDITION_LIST.match(body) if body.count(" as long as ") >= 2 else None
        if m is None or _parses(body):
            out.append(s)
            continue
        items = re.split(r",(?: and)? ", m.group("rest"))
        verb, pieces = m.group("verb"), []
        for item in items:
            im = _CONDITION_LIST_ITEM.match(item.removeprefix("and "))
            if im is None:
                break
            verb = im.group("verb") or verb
            piece = f"{m.group('subj')} {verb} {im.group('what')} as long as {im.group('cond')}"
            if not _parses(piece):
                break
            pieces.append(piece + ".")
        else:
            out += pieces
            continue
        out.append(s)
    return out


#: 701.40a: "manifest the top card of your library, then put two +1/+1 counters on it": the one card manifested, then
#: an instruction on it
_MANIFEST_THEN = re.compile(r"^manifest the top card of your library(?:(?:, then| and) (?P<rest>put [^.;]*\bon it[.;]?)|[.;]?)$")


#: "enchanted creature can't attack or block", "equipped creature doesn't untap during its controller's untap step":
#: a restriction on the permanent the source is attached to (no layer effect), the subject a next "it" names (refs16)
_ATTACHED_RULE = re.compile(r"^(?P<who>enchanted|equipped) (?:creature|permanent|artifact|land) (?:can't|doesn't) [^.;\"]+$")


#: "return ~ from your graveyard to the battlefield tapped": the source itself, from its owner's graveyard, under the
#: control of the ability's controller (110.2a), entering tapped (110.5b); an activated ability's (refs16)
_RETURN_SELF_TAPPED = re.compile(r"^return ~ from your graveyard to the battlefield tapped"
                                 r"(?: with (?P<counters>[^.;]+?) on it)?$")


#: a sentence's trailing "where X is ..." (107.3a), which defines X for each of its instructions
_TRAIL_WHERE_X = re.compile(r", where x is [^.;]+$")


#: "return all creature cards from your graveyard to the battlefield", "put all creature cards from all graveyards onto
#: the battlefield under your control": every card of one card type in those graveyards, untapped, with no counters
_RETURN_ALL = re.compile(r"^(?P<verb>return|put) all (?P<type>creature|artifact|enchantment|land) cards from "
                         r"(?P<from>your graveyard|all graveyards) (?:to|onto) the battlefield"
                         r"(?: under (?P<who>your|their owners') control)?[.;]?$")


def _return_all(s: str) -> dict[str, Any] | None:
    """The ``return_all`` of a sentence that puts every card of a type from graveyards onto the battlefield (400.7),
    or None. Without "under ... control", a card returned to the battlefield enters under the control of the
    spell's or ability's controller (110.2a), as a card from your graveyard is yours.

    >>> _return_all("return all artifact cards from your graveyard to the battlefield.")
    {'of': {'types': ['Artifact'], 'zones': ['graveyard'], 'owner': 'you'}, 'under': 'controller'}
    >>> _return_all("put all creature cards from all graveyards onto the battlefield under your control.")["of"]
    {'types': ['Creature'], 'zones': ['graveyard']}
    >>> _return_all("return all creature cards from all graveyards to the battlefield.") is None
    True
    """
    m = _RETURN_ALL.match(_without_leads(s))
    if m is None:
        return None
    everyone = m.group("from") == "all graveyards"
    if everyone and m.group("who") != "your":
        return None     # "under their owners' control" or unsaid: the owner of each card (110.2a) or a guess
    of: dict[str, Any] = {"types": [m.group("type").title()], "zones": ["graveyard"]}
    if not everyone:
        of["owner"] = "you"
    return {"of": of, "under": "owner" if m.group("who") == "their owners'" else "controller"}


def _split_subjects(found: list[str]) -> list[str]:
    """A sentence of two clauses with their own subjects joined by "and" ("until end of turn, creatures you
    control get +1/+1 and creatures your opponents control get -1/-1", 608.2c: the instructions in order) as
    two sentences, each with the sentence's leading duration or condition, and the trailing duration for a
    clause before it that has none. Split only where the whole sentence has no grammar rule and both
    clauses have one.

    >>> _split_subjects(["until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1."])
    ['until end of turn, creatures you control get +1/+1.', 'until end of turn, creatures your opponents control get -1/-1.']
    >>> _split_subjects(["~ gets +2/+1 and creatures you control gain haste until end of turn."])
    ['~ gets +2/+1 until end of turn.', 'creatures you control gain haste until end of turn.']
    >>> _split_subjects(["until end of turn, target creature you control gets +x/+0 and target creature an opponent "
    ...                  "controls gets -0/-x, where x is the number of artifacts you control."])[0]
    'until end of turn, target creature you control gets +x/+0, where x is the number of artifacts you control.'
    """
    out: list[str] = []
    for s in found:
        body = s.rstrip(".;").strip()
        if " and " not in body or _CREATES_OR_COPIES.search(body) or (_parses(body) and not body.startswith("if you do, ")):
            # ("if you do, ..." reads whole only before the counters a permanent enters with: a resolving
            # ability's "If you do" is the order of its steps, its clauses split as any other's)
            out.append(s)       # a token's or a copy's own words ("except it's a Spirit ... and it has ...") stay whole
            continue
        m = _SENTENCE_LEAD.match(body)
        lead = m.group(1) if m else ""
        rest = body[len(lead):]
        for j in re.finditer(r",? and ", rest):
            left, right = rest[:j.start()], rest[j.end():]
            dur = _TRAIL_DURATION.search(right)
            if dur and not _TRAIL_DURATION.search(left) and " this turn" not in left:
                left += " " + dur.group(1)
            where = _TRAIL_WHERE_X.search(right)
            if where and re.search(r"[+-]x\b", left) and ", where x " not in left \
                    and not re.search(r"\b(?:power|toughness)\b", where.group(0)):
                # 608.2h: "target creature you control gets +X/+0 and target creature an opponent controls gets
                # -0/-X, where X is the number of artifacts you control": one X for both instructions, a number
                # neither changes (never a power or toughness, which the first one may change)
                left += where.group(0)
            bare = lead.removeprefix("then ").removeprefix("if you do, ").removeprefix("when you do, ")
            if _parses(bare + left) and _parses(bare + right):
                out += [lead + left + ".", lead + right + "."]
                break
        else:
            out += _split_subject_list(lead, rest) or [s]
    return out


def _split_subject_list(lead: str, rest: str) -> list[str] | None:
    """608.2c: a list of three or more instructions, each with its own subject, "A, B, and C" ("until end of turn,
    target creature gets +3/+3, up to one other target creature gets +2/+2, and up to one other target creature
    gets +1/+1"), read as one sentence each, in order, each with the sentence's leading duration (and the
    trailing duration, for an item before it that has none, as :func:`_split_subjects` reads two). Only when
    every item has a grammar rule of its own as a sentence; None otherwise.

    >>> _split_subject_list("until end of turn, ", "target creature gets +3/+3, up to one other target creature "
    ...                     "gets +2/+2, and up to one other target creature gets +1/+1")
    ['until end of turn, target creature gets +3/+3.', 'until end of turn, up to one other target creature gets +2/+2.', 'until end of turn, up to one other target creature gets +1/+1.']
    >>> _split_subject_list("", "target creature gets +1/+1, gains flying, and gains haste") is None
    True
    """
    if ", and " not in rest or ", where " in rest:
        return None
    head, last = rest.rsplit(", and ", 1)
    items = [*head.split(", "), last]
    if len(items) < 3:
        return None
    dur = _TRAIL_DURATION.search(last)
    if dur:
        items = [x if _TRAIL_DURATION.search(x) or " this turn" in x else f"{x} {dur.group(1)}" for x in items]
    bare = lead.removeprefix("then ").removeprefix("if you do, ").removeprefix("when you do, ")
    if not all(_parses(bare + x) for x in items):
        return None
    return [lead + x + "." for x in items]


#: another object chosen (a permanent, 607.2a / 608.2d), which the scenario's one choices.object would also name
_CHOOSES_OBJECT = re.compile(r"\bchoose (?:a|an|one|up to \w+|any number of|another)\b(?:(?! card)[^.;])*?"
                             r"\b(?:creature|permanent|artifact|enchantment|land|planeswalker|vehicle)s?\b(?! card)|"
                             r"\bthe chosen (?:creature|permanent|artifact|enchantment|land|planeswalker|vehicle|player)\b|"
                             r"\b(?:creature|permanent|artifact|enchantment|land|planeswalker) of (?:your|their|its "
                             r"controller's) choice\b")
#: "These are also +1/+1 counters.", "Each +1/+1 counter on ~ is also a ... counter"
_ALSO_COUNTERS = re.compile(r"^(?:these|those|they|each [^.;]*\bcounter\b[^.;]*) (?:are|is) also\b[^.;]*\bcounters?\b")
#: 608.2c: "Exile target creature and put a +1/+1 counter on ~", "Destroy target creature defending player
#: controls, then put a +1/+1 counter on ~", "Sacrifice it, draw a card, and put a +1/+1 counter on each creature
#: you control", "roll a six-sided die and remove a number of +1/+1 counters from ~ equal to the result": instructions
#: followed in order, the last one putting (or removing, 122.1) counters. The head is never a lead whose
#: word scopes over both instructions ("if you do, ...", "when ...", "until end of turn, ...", "for each ...")
_AND_PUT = re.compile(r"^(?P<head>(?!(?:if|otherwise|unless|when|whenever|at|until|for|as|during|then|each|you may)\b)"
                      r"[^.;]*?)(?:,? and|,? then) (?P<tail>(?:put [^.;]*?\bcounters? on|remove [^.;]*?\bcounters? from)\b[^.;]*[.;]?)$")


#: 608.2c: "Put two +1/+1 counters on ~, then look at the top seven cards of your library": the instruction that
#: puts counters (or distributes them, 601.2d: "Distribute three +1/+1 counters among one, two, or three target
#: creatures, then double the number of +1/+1 counters on each of those creatures"), then another
#: "... and it deals 1 damage to each opponent", "... and add {R}", "... and each opponent loses 2 life", "... and it
#: assembles a Contraption", "... and create a 1/1 ... token": an instruction after "and" with no layer effect
_NO_LAYER_TAIL = (r"(?:(?:it|~) deals \d+ damage to each opponent\b|add \{|each opponent loses \d+ life\b|"
                  r"it assembles a contraption\b|create an? \d+/\d+ |"
                  # put12: instructions with no layer effect after the counters (111.1: a predefined token; 701.16;
                  # 121.1; 701.22)
                  r"create an? (?:food|clue|treasure|blood|map) token[.;]?$|investigate[.;]?$|(?:you )?draw a card[.;]?$|"
                  r"scry \d+[.;]?$|exile the top card of your library[.;]?$|mill (?:a card|[a-z0-9 ]+ cards)[.;]?$|"
                  # 615.1: a prevention effect (no layer effect)
                  r"prevent all damage that would be dealt to (?:it|~) this turn\.?$)")
_PUT_THEN = re.compile(r"^(?P<lead>(?:then |if you do, |when you do, |if (?!you do\b)[^,.;]+, )?)(?P<head>(?:put [^.;]*?\bcounters? on|"
                       r"distribute [^.;]*?\bcounters among)\b[^.;]*?)(?:, then|,? and) (?P<tail>(?:(?!put\b)(?<=then )|"
                       rf"(?=that creature\b)|(?=(?:tap|untap) target\b)|(?<=and )(?={_NO_LAYER_TAIL}))"
                       r"[^.;]+[.;]?)$")


#: "put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1
#: counters on a third target creature": one "put" for each object, in order (608.2c)
_COUNTER_ON = r"(?:a|an|one|two|three|four|five|six|seven|\d+) [^ ,]+ counters? on (?:(?!\band\b)[^,.;])+"
_PUT_EACH = re.compile(rf"^put (?P<items>{_COUNTER_ON}(?:, {_COUNTER_ON})*,? and {_COUNTER_ON})[.;]?$")


def _split_puts(found: list[str], category: str, if_did: bool = False) -> list[str]:
    """608.2c: "Exile target creature and put a +1/+1 counter on ~." is two instructions followed in
    order, as if written as two sentences; split so in a resolving spell or ability, each part then
    read as its own sentence (the head, when it has no layer effect, is none of the definition).
    ``if_did``: the ability's effect opens with its one optional action, so its "if you do, ..." is the
    definition's ``you_did`` condition (:func:`_if_you_did`), over both instructions.

    >>> _split_puts(["exile target creature and put a +1/+1 counter on ~."], "activated")
    ['exile target creature.', 'put a +1/+1 counter on ~.']
    >>> _split_puts(["put two +1/+1 counters on ~, then look at the top seven cards of your library."], "triggered")
    ['put two +1/+1 counters on ~.', 'look at the top seven cards of your library.']
    >>> _split_puts(["put a +1/+1 counter on target creature, and that creature gains flying until end of turn."], "spell")
    ['put a +1/+1 counter on target creature.', 'that creature gains flying until end of turn.']
    >>> _split_puts(["put a +1/+1 counter on ~ and tap target creature an opponent controls."], "triggered")
    ['put a +1/+1 counter on ~.', 'tap target creature an opponent controls.']
    >>> _split_puts(["put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and "
    ...              "three +1/+1 counters on a third target creature."], "spell")[1:]
    ['put two +1/+1 counters on another target creature.', 'put three +1/+1 counters on a third target creature.']
    >>> _split_puts(["put a +1/+1 counter on ~ and it deals 1 damage to each opponent."], "triggered")
    ['put a +1/+1 counter on ~.', 'it deals 1 damage to each opponent.']
    >>> _split_puts(["put a +1/+1 counter on ~ and prevent all damage that would be dealt to it this turn."], "triggered")
    ['put a +1/+1 counter on ~.', 'prevent all damage that would be dealt to it this turn.']
    >>> _split_puts(["if you do, exile target creature and put a +1/+1 counter on ~."], "activated")
    ['if you do, exile target creature and put a +1/+1 counter on ~.']
    >>> _split_puts(["if you do, put two +1/+1 counters on ~ and each opponent loses 2 life."], "triggered", if_did=True)
    ['if you do, put two +1/+1 counters on ~.', 'if you do, each opponent loses 2 life.']
    >>> _split_puts(["distribute three +1/+1 counters among one, two, or three target creatures, then you gain 3 life."], "spell")
    ['distribute three +1/+1 counters among one, two, or three target creatures.', 'you gain 3 life.']
    """
    if category not in _MODAL_CATEGORIES:
        return list(found)
    out: list[str] = []
    for s in found:
        each = _PUT_EACH.match(s)
        if each is not None and len(re.findall(r"\btarget\b", s)) > 1:
            out += ["put " + item + "." for item in re.split(r",? and |, ", each.group("items"))]
            continue
        m = _AND_PUT.match(s)
        while m is not None and "§" not in m.group("head"):
            out.append(m.group("head").rstrip(",") + ".")
            s = m.group("tail")
            m = _AND_PUT.match(s)
        after = _PUT_THEN.match(s)
        if after is not None and after.group("lead") not in ("", "then ", "if you do, ", "when you do, ") \
                and not re.match(_NO_LAYER_TAIL, after.group("tail")):
            out.append(s)       # put12: an "if" governing an instruction with a layer effect: left as it was
            continue
        if after is not None and after.group("lead").startswith("if ") and after.group("lead") != "if you do, ":
            # put12: "if you attacked this turn, put a +1/+1 counter on target creature and create a Food token": the
            # counters under their "if"; the instruction after them has no layer effect (nothing of the definition)
            out += [after.group("lead") + after.group("head") + ".", after.group("tail")]
            continue
        if after is not None and after.group("lead") and re.match(_NO_LAYER_TAIL, after.group("tail")) \
                and not (if_did and after.group("lead") == "if you do, "):
            out.append(s)       # (under "if you do" the counters' condition is not carried here: left as it was)
            continue
        if after is not None:       # (a lead such as "when you do, " governs both instructions)
            out += [after.group("lead") + after.group("head") + ".", after.group("lead") + after.group("tail")]
            continue
        out.append(s)
    return out


#: 608.2c: a player other than the controller who follows several instructions about the source ("that player
#: gains control of ~, untaps it, and puts a +1/+1 counter on it", "that player untaps ~ and gains control of it",
#: "target opponent gains control of ~ and puts a charge counter on it"): the player, the step's choices.player
#: (613.1b), gains control; the other instructions (untapping, 701.26; drawing; putting counters on the source,
#: 122.1) are followed in order as if written as sentences of their own (whoever follows them, the counters are
#: the same counters on the same permanent)
_PLAYER_SUBJECT = re.compile(r"^(?P<player>that player|target opponent|an opponent|the attacking player) "
                             r"(?P<rest>[^.;]* and [^.;]*?)(?P<end>[.;]?)$")
_PLAYER_INSTRUCTIONS = (
    (re.compile(r"^gains control of (?P<it>~|it)$"), "{player} gains control of ~"),
    (re.compile(r"^untaps (?P<it>~|it)$"), "untap ~"),
    (re.compile(r"^puts (?P<what>(?:a|an|one|two|three|four|five) [^ ,]+ counters?) on (?P<it>~|it)$"), "put {what} on ~"),
    (re.compile(r"^draws (?P<what>a card|(?:two|three|four|five) cards)$"), "draw {what}"),
)


def _player_pieces(player: str, rest: str) -> list[str] | None:
    """The instructions of ``rest`` (what ``player`` does, joined by commas and "and") as sentences, or None
    when one is not an instruction about the source, an "it" comes before the source is named, or not
    exactly one is the change of control.

    >>> _player_pieces("that player", "draws three cards and gains control of ~")
    ['draw three cards.', 'that player gains control of ~.']
    >>> _player_pieces("that player", "untaps it and gains control of ~") is None
    True
    """
    pieces: list[str] = []
    controls = 0
    named = False       # the source was named ("~") before an "it"
    for clause in re.split(r",? and |, ", rest):
        for pattern, form in _PLAYER_INSTRUCTIONS:
            c = pattern.match(clause)
            if c is not None:
                break
        else:
            return None
        if "it" in c.groupdict():
            if c.group("it") == "it" and not named:
                return None     # "it" with nothing before it
            named = True
        controls += form.startswith("{player}")
        pieces.append(form.format(player=player, **c.groupdict()) + ".")
    if controls != 1 or not _parses(player + " gains control of ~"):
        return None
    return pieces


def _split_player_instructions(found: list[str], category: str) -> list[str]:
    """608.2c: "That player gains control of ~, untaps it, and puts a +1/+1 counter on it." is three
    instructions about the source followed in order; split so, each read as its own sentence: the
    player's gaining control as "that player gains control of ~" (613.1b), the others as imperatives (no
    other object is named, so "it" is the source). Only in a resolving spell or ability, only where the
    whole sentence has no grammar rule, and only when exactly one instruction is the change of control and
    the first names the source itself.

    >>> _split_player_instructions(["that player gains control of ~, untaps it, and puts a +1/+1 counter on it."], "triggered")
    ['that player gains control of ~.', 'untap ~.', 'put a +1/+1 counter on ~.']
    >>> _split_player_instructions(["that player untaps ~ and gains control of it."], "triggered")
    ['untap ~.', 'that player gains control of ~.']
    >>> _split_player_instructions(["that player untaps it and gains control of ~."], "triggered")
    ['that player untaps it and gains control of ~.']
    """
    if category not in _MODAL_CATEGORIES:
        return list(found)
    out: list[str] = []
    for s in found:
        m = _PLAYER_SUBJECT.match(s)
        if m is None or _parses(s.rstrip(".;")):
            out.append(s)
            continue
        pieces = _player_pieces(m.group("player"), m.group("rest"))
        if pieces is not None:
            out += pieces
            continue
        out.append(s)
    return out


#: an Alchemy perpetual change whose subject is one card not on the battlefield, picked at random or as the
#: topmost of its kind: "a random nonland card in your hand perpetually gains ...", "the topmost creature card
#: in your library perpetually gets +1/+1"
_ONE_CARD_SUBJECT = re.compile(
    r"^(?P<lead>(?:then )?)(?P<card>(?:a random (?:(?!\band\b|\bor\b|\bcards\b)[a-z'-]+ )*?card(?: with the greatest mana "
    r"value among (?:[a-z'-]+ )*?cards)?|the topmost (?:(?!\band\b|\bor\b|\bcards\b)[a-z'-]+ )*?card) in "
    r"(?:your|that player's) (?:hand|library|graveyard)) (?P<rest>perpetually [^.;]+[.;]?)$")


def _split_one_card_subject(found: list[str]) -> list[str]:
    """"A random nonland card in your hand perpetually gains §0." as the two instructions it is: the one card
    picked (at random, or the topmost of its kind in a library: which card it is, the step states,
    ``choices.object``), then its perpetual change ("choose ... . it perpetually gains §0."). Only a sentence
    whose subject is that one card; "each card ..." and two objects joined by "and" are left whole.

    >>> _split_one_card_subject(["a random nonland card in your hand perpetually gains §0."])
    ['choose a random nonland card in your hand.', 'it perpetually gains §0.']
    >>> _split_one_card_subject(["the topmost creature card in your library perpetually gets +1/+1."])
    ['choose the topmost creature card in your library.', 'it perpetually gets +1/+1.']
    >>> _split_one_card_subject(["~ and a random elf creature card in your hand perpetually get +1/+1."])
    ['~ and a random elf creature card in your hand perpetually get +1/+1.']
    """
    out: list[str] = []
    for s in found:
        m = _ONE_CARD_SUBJECT.match(s)
        if m is None:
            out.append(s)
            continue
        out += [f"{m.group('lead')}choose {m.group('card')}.", "it " + m.group("rest")]
    return out


def _split_creates(found: list[str], quotes: list[str]) -> list[str]:
    """608.2c: "Put a +1/+1 counter on ~ and create a 1/1 white Soldier creature token." is two
    instructions followed in order; split so, when the second is a token read exactly (111.3).

    >>> _split_creates(["put a +1/+1 counter on ~ and create a 1/1 white soldier creature token."], [])
    ['put a +1/+1 counter on ~.', 'create a 1/1 white soldier creature token.']

    "Create ..., then ...": the token first, then the instruction after it (grants18)

    >>> _split_creates(["create a 2/1 black villain creature token with menace, then creatures you control get +1/+0 "
    ...                 "until end of turn."], [])
    ['create a 2/1 black villain creature token with menace.', 'creatures you control get +1/+0 until end of turn.']

    "~ deals N damage to ... and gains ...": the damage, then the subject's other instruction (grants18)

    >>> _split_creates(["~ deals 2 damage to target player and gains indestructible until end of turn."], [])
    ['~ deals 2 damage to target player.', '~ gains indestructible until end of turn.']
    """
    out: list[str] = []
    for s in found:
        m = _PUT_AND_CREATE.match(s)
        then = _CREATE_THEN.match(s) if m is None and ", then " in s else None
        if m and token_spec(m.group("tail"), quotes) is not None:
            out += [m.group("head") + ".", m.group("tail")]
        elif (dmg := _DAMAGE_AND.match(s) if m is None and " damage to " in s else None) is not None \
                and (dmg.group("that") is None or (dmg.group("to").startswith("target creature")
                                                   and dmg.group("to").count("target") == 1)) \
                and not re.search(r"\b(?:it|that creature|those creatures)\b", dmg.group("to")):
            # grants18: the subject's own instruction ("and gains ...": ~) or the one target's ("and that creature")
            tail = dmg.group("tail")
            out += [dmg.group("head") + ".", ("that creature " if dmg.group("that") else "~ ") + tail
                    + ("" if tail[-1] in ".;" else ".")]
        elif then and token_spec(then.group("head") + ".", quotes) is not None:
            tail = then.group("tail")
            out += [then.group("head") + ".", tail if tail[-1] in ".;" else tail + "."]
        else:
            out.append(s)
    return out


#: 608.2c, 111.1, 707.2: "For each artifact you control, create a token that's a copy of it", "For each of those
#: creatures, create a token that's a copy of that creature": one token copy of each object
_EACH_TOKEN_COPY = re.compile(r"^for each (?P<np>of those creatures|[a-z ]+?), create a token that's a copy of "
                              r"(?P<it>it|that creature|that artifact|that permanent)\.?$")


def _each_token_copy(s: str, norm: str, category: str, it_ref: Any) -> dict[str, Any] | None:
    """The clause of a sentence that creates one token copy of each object a group names (``create_token_copy``
    with ``each``: a selector, read as it resolves, 608.2c) or of each of the ability's targets (``each:
    targets``: "Choose up to two target creatures you don't control. For each of those creatures, ..."), or None.

    >>> _each_token_copy("for each artifact you control, create a token that's a copy of it.", "", "loyalty", None)
    {'affects': 'created', 'ops': {}, 'conditions': [], 'create_token_copy': {'each': {'controller': 'you', 'types': ['Artifact']}}, 'text': "for each artifact you control, create a token that's a copy of it."}
    """
    m = _EACH_TOKEN_COPY.match(s)
    if m is None or category not in _MODAL_CATEGORIES:
        return None
    each: Any
    if m.group("np") == "of those creatures":
        # the targets of the one "target" phrase before, all creatures (115.1d)
        if it_ref != "targets" or _target_phrase_count(norm) != 1 or m.group("it") != "that creature" \
                or not re.search(r"\btarget creatures\b", norm):
            return None
        each = "targets"
    else:
        each = _antecedent("untap each " + m.group("np"))
        noun = {"it": None, "that creature": "Creature", "that artifact": "Artifact", "that permanent": None}[m.group("it")]
        if not isinstance(each, dict) or {"other", "any"} & set(each) or _target_phrase_count(norm) \
                or (noun is not None and each.get("types") != [noun]) \
                or (m.group("it") == "that permanent" and each.get("types")):
            return None
    return {"affects": "created", "ops": {}, "conditions": [], "create_token_copy": {"each": each}, "text": s}


def _names_tokens_made(s: str, made: dict[str, Any] | None, cl: Mapping[str, Any], category: str, cost: str,
                       norm: str = "") -> bool:
    """Whether sentence ``s`` (compiled to ``cl``) names the tokens ``made`` the sentence before created:
    "it" / "that token" one token, "they" / "those tokens" several (or X of them), in a resolving spell
    or ability (111.1); X is the spell's or the cost's X (601.2b, 107.3a). "That creature" names the one
    creature token a spell created when nothing before it in the spell's text (``norm``) names another
    creature and the spell has no target."""
    whole = s
    if made is None or category not in _MODAL_CATEGORIES or cl.get("otherwise"):
        return False
    if "won" in cl:
        # refs17: "Create two 1/1 green Elf Warrior creature tokens. Clash with an opponent. If you win, those
        # creatures gain deathtouch until end of turn.": the tokens are created whatever the outcome; the effect
        # on them is the outcome's (the step's choices.won)
        if category != "spell" or cl.get("conditions") or cl.get("kicked"):
            return False
        s = _LEAD_IF.sub("", s, count=1)
    if cl.get("kicked"):
        # refs17: "Create a 7/1 red Elemental creature token ... If this spell was kicked, that creature gets +7/+0
        # until end of turn.": the token is created either way; kicked (702.33d), the effect on it too
        if category != "spell" or cl["kicked"] != "self" or cl.get("instead") or cl.get("conditions"):
            return False
        s = _LEAD_IF.sub("", s, count=1)
    if cl.get("conditions"):
        # refs17: "Create a 3/3 ... token. Then if this spell was cast from a graveyard, put two +1/+1 counters on that
        # token.": the instruction's own "if" on how the spell was cast (601.2a, the cast step states it), which the
        # token's creation can't change; the tokens are created all the same (608.2c)
        if category != "spell" or not all(_how_cast_only(c) for c in cl["conditions"]):
            return False
        s = _LEAD_IF.sub("", s, count=1)
    if made["count"] == "x" and not (category == "spell" or re.search(r"\{x\}|[−-]x\b", cost.lower())):
        return False
    only_tokens = category == "spell" and "Creature" in (made.get("types") or ()) \
        and not re.search(r"\btarget\b", norm) and norm.find(whole) > 0 \
        and len(re.findall(r"\bcreatures?\b", norm[:norm.find(whole)])) == 1
    if only_tokens and made["count"] == 1 and (s.startswith("that creature ")
                                               or re.match(r"^put [^.]*\bon that creature\b", s)):
        # refs17: "Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere
        # other than your hand, put a +1/+1 counter on that creature.": the one creature the spell named (111.1)
        return True
    if only_tokens and made["count"] != 1 and s.startswith("those creatures "):
        return True     # "Create two 1/1 ... creature tokens. ... those creatures gain ...": the tokens (111.1)
    if made["count"] == 1:
        return s.startswith(("it ", "that token ")) or bool(re.match(r"^put [^.]*\bon (?:it|that token)\b", s))
    return s.startswith(("they ", "those tokens "))


#: refs17: the event of a source whose name is plural ("When Tom, Bert, and William die", "Whenever Tui and La become
#: untapped"): the plural verb of the one object ~
_PLURAL_SOURCE_EVENT = re.compile(r"^(when(?:ever)? ~ )(die|become)\b")


def _plural_source(event: str, norm: str) -> tuple[str, str]:
    """A triggered ability of a card whose name is plural (201.5: one object, named "Tui and La"): its event's
    plural verb and the pronouns the effect names the source by ("them", "they're", "they were") as the singular
    ones of any other source; other events unchanged.

    >>> _plural_source("whenever ~ become untapped", "put a +1/+1 counter on them.")
    ('whenever ~ becomes untapped', 'put a +1/+1 counter on it.')
    >>> _plural_source("whenever ~ attack", "they gain flying.")
    ('whenever ~ attack', 'they gain flying.')
    """
    m = _PLURAL_SOURCE_EVENT.match(event)
    if m is None:
        return event, norm
    event = m.group(1) + m.group(2) + "s" + event[m.end():]
    norm = re.sub(r"\bthey're\b", "it's", norm)
    norm = re.sub(r"\bthey were\b", "it was", norm)
    return event, re.sub(r"\bthem\b", "it", norm)


#: refs17: one card conjured onto the battlefield, untapped, with nothing else said of how it enters
_CONJURES_ONE_ONTO_BATTLEFIELD = re.compile(
    r"^(?:you )?conjure (?:a duplicate of (?:that card|it|that creature)|a random (?:[a-z'-]+ )*?card"
    r"(?: with mana value x)?|a card named [^.,;]+?) onto the battlefield(?:, where x is [^.;]+)?$")
#: 701.30a: "Clash with an opponent.": a keyword action that changes no permanent (its outcome is the step's ``won``)
_CLASH = re.compile(r"^clash with an opponent\.?$")
#: refs18: "Choose a creature at random.": one permanent on the battlefield, chosen at random as the spell or ability
#: resolves (608.2d); whichever it was, the step names it (choices.object), as any object chosen as it resolves
_RANDOM_ONE_PERMANENT = re.compile(r"^(?:then )?choose (?:a|an) (?:creature|permanent|artifact|land|enchantment)"
                                   r" at random[.;]?$")
#: refs18: "you may return a land you control to its owner's hand": one noncreature permanent returned to a hand
_BOUNCES_NONCREATURE = re.compile(r"^(?:you may )?return (?:a|an) (?:untapped )?(?:land|artifact|enchantment) you control "
                                  r"to its owner's hand[.;]?$")
#: refs18: the rest of an ability whose one reference is "the creature" / "that creature" (no "it", "they", "them")
_NAMES_ONLY_THE_CREATURE = re.compile(r"(?:if you do, )?(?:the|that) creature (?:(?!\b(?:it|its|they|them|their|that|"
                                      r"those|this way)\b)[^.;])*[.;]?")
#: refs18: "defending player reveals cards from the top of their library until they reveal a land card": cards revealed
#: in a library, none of them a permanent (109.2)
_REVEALS_UNTIL = re.compile(r"^(?:defending player|target player|target opponent|that player|you) reveals? cards from the "
                            r"top of (?:their|your|his or her) library until (?:they|you|he or she) reveals? "
                            r"(?:a|an) [a-z -]*?card[.;]?$")


def _only_the_creature_after(norm: str, s: str) -> bool:
    """Whether every sentence after ``s`` in ``norm`` names an object only as "the creature" / "that creature" (109.2:
    a creature permanent), the first of them so: no "it", "they", "them", "that card", "those cards".

    >>> _only_the_creature_after("you reveal cards. the creature gets +1/+0 for each card revealed this way. that player "
    ...                          "puts the revealed cards into their graveyard.", "you reveal cards.")
    True
    >>> _only_the_creature_after("you reveal cards. it gets +1/+0.", "you reveal cards.")
    False
    """
    at = norm.find(s)
    if at < 0:
        return False
    rest = sentences(norm[at + len(s):].strip())
    if not rest or not re.match(r"^(?:if you do, )?(?:the|that) creature\b", rest[0]):
        return False
    return not any(re.search(r"\b(?:it|its|it's|they|them|that card|those cards|that land|those creatures)\b", x)
                   for x in rest)
#: refs18: a one-shot instruction on "that creature" only: tapping, untapping, or counters put on it
_ON_THAT_CREATURE = re.compile(r"^(?:(?:tap|untap) that creature|put (?:a|an|one|two|three) [a-z0-9+/-]+ counters? on "
                               r"that creature)[.;]?$")
#: a sentence's leading "if ..., " (or "then if ..., ")
_LEAD_IF = re.compile(r"^(?:then )?if [^,]*, ")


def _how_cast_only(c: Any) -> bool:
    """Whether condition ``c`` reads only the zone the spell was cast from (601.2a: ``cast_from``, as its cast step
    states it), alone or under ``not`` / ``all``.

    >>> _how_cast_only({"all": [{"not": {"cast_from": "hand"}}, {"not": {"cast_from": "none"}}]})
    True
    >>> _how_cast_only({"cast_from": "graveyard"}), _how_cast_only({"count": {"types": ["Artifact"]}, "min": 3})
    (True, False)
    """
    if not isinstance(c, dict) or len(c) != 1:
        return False
    (k, v), = c.items()
    if k == "cast_from":
        return isinstance(v, str)
    if k == "not":
        return _how_cast_only(v)
    if k == "all":
        return isinstance(v, list) and bool(v) and all(_how_cast_only(x) for x in v)
    return False


#: what else an ability may say of the tokens it created: a delayed triggered ability (603.7)
_DELAYED_ON_TOKENS = re.compile(r"^(?:exile|sacrifice|destroy) (?:it|them|that token|those tokens|the tokens?) at the "
                                r"beginning of (?:the|your) next end step\.?$")
_NAMES_TOKENS = re.compile(r"\b(?:it|its|they|them|their|that token|those tokens|the tokens?|each of them|"
                           r"that creature|those creatures)\b")


def _created_tokens(definition: dict[str, Any], spec: dict[str, Any], clauses: list[dict[str, Any]], norm: str,
                    read: list[str], token_text_after: bool, other_object: bool) -> None:
    """Put ``create_token`` on the definition of an effect on the tokens its ability creates (111.1):
    only when every clause is on them, the token's text is all in the "create" sentence (111.3) and
    no other sentence says more of them than a delayed triggered ability (recorded in ``other``)."""
    if definition.get("affects") != "created" or "parts" in definition or other_object \
            or any(cl.get("affects") != "created" for cl in clauses):
        raise _Unsupported(norm, "an effect on the tokens the ability creates beside one on another object")
    if token_text_after:
        raise _Unsupported(norm, "the created token's text continued in another sentence (111.3)")
    later: list[str] = []
    for x in _split_creates(_split_puts(sentences(norm), "spell"), []):
        if x in read:
            continue
        if _DELAYED_ON_TOKENS.match(x):
            later.append(x.rstrip(".;"))
        elif _NAMES_TOKENS.search(x) or _TOKEN.search(x):
            raise _Unsupported(x, "another sentence about the tokens the ability creates")
    definition["create_token"] = dict(spec)
    if later:
        definition["other"] = "; ".join(([definition["other"]] if definition.get("other") else []) + later)


_DELAYED_ON_TOKEN = re.compile(r"^(?:exile|sacrifice) (?:it|that token|the token|them|those tokens|the tokens) at the "
                               r"beginning of (?:the|your) next end step")


#: phrases naming a player the ability targets or chooses ("target opponent", "choose a player")
_PLAYER_PHRASES = re.compile(r"\btarget (?:player|opponent)s?\b|\bchoose (?:a|an) (?:player|opponent)\b|"
                             r"\b(?:player|opponent) of your choice\b")


def _uses_target_player(clauses: list[dict[str, Any]]) -> bool:
    """A clause reads the target player: ``controller: chosen`` or ``gain_control: chosen``.

    >>> _uses_target_player([{"affects": {"controller": "chosen"}, "ops": {"modify_pt": [1, 1]}}])
    True
    """
    return any("'controller': 'chosen'" in str(c.get("affects")) or c.get("ops", {}).get("gain_control") == "chosen"
               for c in clauses)


def _won_definition(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                    that_ref: Any = None, group_ref: bool = False, phrases: int = 0) -> dict[str, Any]:
    """"Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn." / "Target creature
    gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets ...": the
    definition is what the ability does when the flip, clash or guess was lost (the clauses before plus
    those under "if you lose ..."; maybe nothing); its ``won`` what it does when it was won (the clauses
    before plus those under "if you win ..."). Each sentence after the first outcome names one."""
    first = next(n for n, cl in enumerate(clauses) if "won" in cl)
    base, rest = clauses[:first], clauses[first:]
    if not all("won" in cl for cl in rest):
        raise _Unsupported(next(cl for cl in rest if "won" not in cl)["text"],
                           "an effect after the outcome of a flip, clash or guess: which outcome it belongs to is "
                           "not written")
    if category not in ("spell", "triggered", "activated", "loyalty"):
        raise _Unsupported(rest[0]["text"], "the outcome of a flip, clash or guess outside a resolving spell or ability")

    if it_ref is None and phrases == 1 and not base:
        # "If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose the flip, it gets
        # -0/-2 until end of turn.": the one target, chosen as the ability is put on the stack whatever the
        # outcome (601.2c, 602.2b), is what a later outcome's "it" / "that creature" names
        first_target = next((n for n, cl in enumerate(rest) if cl.get("affects") == "targets"), None)
        first_ref = next((n for n, cl in enumerate(rest) if cl.get("affects") in (IT, THAT)), None)
        if first_target is not None and first_ref is not None and first_target < first_ref:
            it_ref = that_ref = "targets"

    def merged(part: list[dict[str, Any]]) -> dict[str, Any]:
        if not part:
            return {}
        return _merge_clauses(copy.deepcopy(part), it_ref, cost, category, that_ref, group_ref)

    for outcome in (True, False):
        extra = [cl for cl in rest if cl["won"] is outcome]
        if {k for cl in base for k in cl["ops"]} & {k for cl in extra for k in cl["ops"]}:
            # "... gets +2/+2 ... If you win, that creature gets an additional +2/+2": one operation written
            # twice, which the merge of one ability's clauses does not add up
            raise _Unsupported(extra[0]["text"], "an outcome adding to an operation of the effect before it")
    lost = merged(base + [cl for cl in rest if not cl["won"]])
    won = merged(base + [cl for cl in rest if cl["won"]])
    if "condition" in lost or "condition" in won:
        raise _Unsupported(rest[0]["text"], "a condition beside the outcome of a flip, clash or guess")
    return {**lost, "won": won}


def _static_otherwise(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                      that_ref: Any = None, group_ref: bool = False) -> dict[str, Any]:
    """A static ability's "... as long as it's a Vampire. Otherwise, it gets -2/-2." (also "during your
    turn. Otherwise, ..."): the effect while the condition holds, and its ``otherwise``, the effect on the
    same objects while it doesn't (the engine makes it with ``{not: condition}``). The other branch is
    the last sentence, one clause without a condition or duration of its own."""
    first = next(n for n, cl in enumerate(clauses) if cl.get("otherwise"))
    base, other = clauses[:first], clauses[first:]
    if len(other) != 1 or not base:
        raise _Unsupported(other[-1]["text"], "'otherwise' with no effect before it or an effect after it")
    main = _merge_clauses(copy.deepcopy(base), it_ref, cost, category, that_ref, group_ref)
    if "condition" not in main:
        raise _Unsupported(other[0]["text"], "'otherwise' after an effect without a condition")
    otherwise = _merge_clauses(copy.deepcopy(other), main["affects"], cost, category)
    if set(otherwise) - set(lower_ops(otherwise)) - {"affects", "other"}:
        raise _Unsupported(other[0]["text"], "'otherwise' with a condition or duration of its own")
    layers = {str(OPERATIONS[k]) for k in lower_ops(main)} | {str(OPERATIONS[k]) for k in lower_ops(otherwise)}
    if len(layers) != 1:
        # the two effects then read the one condition in one layer, at one moment: exactly one applies
        raise _Unsupported(other[0]["text"], "'otherwise' with effects in different layers")
    return {**main, "otherwise": otherwise}


def _branch_definition(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                       that_ref: Any = None, group_ref: bool = False) -> dict[str, Any]:
    """608.2c, 608.2e: "You may sacrifice a Food. If you do, target creature gets +5/+5 until end of
    turn. Otherwise, that creature gets +3/+3 until end of turn." / "... If you don't, put a +1/+1 counter
    on ~.": the definition is what the ability does in the first branch (maybe nothing); its
    ``otherwise`` what it does in the other, whose pronouns name what the first branch names. The last
    sentence is the other branch: a sentence after it would belong to both or to one, which is not written."""
    first = next(n for n, cl in enumerate(clauses) if cl.get("otherwise"))
    base, other = clauses[:first], clauses[first:]
    if len(other) != 1:
        raise _Unsupported(other[-1]["text"], "an effect after the other branch of an either/or: which branch it "
                                              "belongs to is not written")
    if category not in ("spell", "triggered", "activated", "loyalty"):
        raise _Unsupported(other[0]["text"], "the other branch of an either/or outside a resolving spell or ability")
    main = _merge_clauses(copy.deepcopy(base), it_ref, cost, category, that_ref, group_ref) if base else {}
    ref = main.get("affects", it_ref)
    otherwise = _merge_clauses(copy.deepcopy(other), ref, cost, category, that_ref if not base else None)
    if "condition" in main or "condition" in otherwise:
        raise _Unsupported(other[0]["text"], "a condition beside the branches of an either/or")
    return {**main, "otherwise": otherwise}


#: What the effect an "instead" replaces may hold (608.2c): one effect, its objects, duration and counters
_INSTEAD_OF = frozenset({"affects", "target", "duration", "counters"})


def _instead_definition(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                        that_ref: Any = None, it_target: tuple[int, ...] | None = None, phrases: int = 0
                        ) -> dict[str, Any]:
    """608.2c: "Target creature gets +2/+2 until end of turn. If you control four or more creatures, that
    creature gets +4/+4 until end of turn instead." (also "... instead if a creature died this turn"): the
    condition is checked once, as the spell or ability resolves; when it holds, the last sentence's effect
    happens in place of the one before it (the definition's ``instead``, with its ``condition``), else the
    one before. Only one effect before it, which the instead sentence wholly replaces: every operation of
    it written again, or the one operation (or counters) it had."""
    first = next(n for n, cl in enumerate(clauses) if cl.get("instead_if") is not None)
    base, extra = clauses[:first], clauses[first:]
    text = extra[0]["text"]
    if category not in _RESOLVING:
        raise _Unsupported(text, "'if ..., ... instead' outside a resolving spell or ability")
    if len(base) != 1 or len(extra) != 1:
        raise _Unsupported(text, "'instead' with more than one effect before it or after it")
    if phrases > 1:
        raise _Unsupported(text, "'instead' in an ability with several target phrases")
    cond = extra[0]["instead_if"]
    main = _merge_clauses(copy.deepcopy(base), it_ref, cost, category, that_ref, it_target=it_target, phrases=phrases)
    instead = _merge_clauses(copy.deepcopy(extra), main.get("affects", it_ref), cost, category,
                             it_target=_as_targets(main.get("target")), phrases=phrases)
    replaced = [k for k in main if k in lower_ops(main) or k == "counters"]
    if "parts" in main or "parts" in instead or set(main) - _INSTEAD_OF - set(lower_ops(main)) \
            or set(instead) - _INSTEAD_OF - set(lower_ops(instead)):
        # a condition, restriction or other instruction beside it: which of them "instead" replaces is not written
        raise _Unsupported(text, "'instead' of an effect with more than operations, counters and a duration")
    if not replaced or (len(replaced) > 1 and any(k not in instead for k in replaced)):
        raise _Unsupported(text, "'instead' of an effect it does not wholly replace")
    if list(cond) == [lower.IT_IS]:
        # "{R}: ~ gets +1/+0 until end of turn. If it's an Aura, enchanted creature gets +1/+0 until end of turn
        # instead.": "it" is what the effect before is on: the source, or what it is attached to
        try:
            cond = lower._bind_it([cond], main.get("affects"))[0]
        except NotExpressible as exc:
            raise _Unsupported(text, str(exc)) from None
    if "'@" in repr(cond):
        raise _Unsupported(text, "a reference inside the condition of 'instead'")
    return {**main, "instead": {"condition": cond, **instead}}


def _static_instead(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                    that_ref: Any = None, group_ref: bool = False) -> dict[str, Any]:
    """611.3a: a static ability's "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've
    completed a dungeon." (also "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead."):
    while the condition holds, the second effect applies in place of the first; while it doesn't, the first.
    Written as the second effect with its ``condition`` and the first as its ``otherwise`` (the engine makes
    that one with ``{not: condition}``, on the same objects, in the same layer)."""
    first = next(n for n, cl in enumerate(clauses) if cl.get("instead"))
    base, extra = clauses[:first], clauses[first:]
    text = extra[0]["text"]
    if len(base) != 1 or len(extra) != 1:
        raise _Unsupported(text, "'instead' with more than one effect before it or after it")
    main = _merge_clauses(copy.deepcopy(base), it_ref, cost, category, that_ref, group_ref)
    cl = copy.deepcopy(extra[0])
    if cl.get("if_is") is not None and not cl["conditions"]:
        # "If it's a Warrior, it gets +2/+1 instead": in a static ability, while the object "it" names is one
        # (611.3a), the equipped or enchanted object, or the source itself
        cond = lower._bind_it([{lower.IT_IS: cl.pop("if_is")}], main.get("affects"))
        cl.pop("if_ref", None)
        cl["conditions"] = cond
    elif not cl.get("instead_while"):
        raise _Unsupported(text, "'instead' in a static ability without a condition of its own")
    try:
        instead = _merge_clauses([cl], main.get("affects", it_ref), cost, category)
    except NotExpressible as exc:
        raise _Unsupported(text, str(exc)) from None
    if "condition" in main or "condition" not in instead or instead.get("affects") != main.get("affects") \
            or set(main) - {"affects"} - set(lower_ops(main)) \
            or set(instead) - {"affects", "condition"} - set(lower_ops(instead)):
        raise _Unsupported(text, "'instead' of an effect on other objects, or with more than operations")
    if set(lower_ops(main)) != set(lower_ops(instead)):
        # every operation replaced by one of its own kind: both effects then read the one condition in one
        # layer, at one moment, and exactly one of them applies
        raise _Unsupported(text, "'instead' of an effect it does not wholly replace")
    return {**instead, "otherwise": {k: v for k, v in main.items() if k != "affects"}}


#: "choose a creature card in your hand": a card in a hand, which only a perpetual change follows
_CHOSEN_CARD_IN_HAND = re.compile(r"\bcard in your hand\.?$")

#: "you may sacrifice a Blood token": tokens sacrificed, which cease to exist (111.7, 704.5d)
_SACRIFICE_TOKENS = re.compile(r"^(?:you may )?sacrifices? (?:a|an|one|two|three|four|five|x) "
                               r"(?:(?!(?:or|and|nontoken|other|another|target)\b)[a-z'-]+ )*?tokens?$")


#: 702.33d: "if this spell was kicked, " / "if it was kicked, " before the sentence it makes happen
_KICKED_LEAD = re.compile(r"^if (?P<who>this spell|~|it) was kicked, (?P<rest>.+)$")


def _kicked_one_card(s: str, category: str, it_ref: Any) -> bool:
    """Whether a sentence names one card (:data:`_ONE_CARD`: conjured, sought, ...; or "choose a
    ... card in your hand") only if the spell was kicked (702.33d): "if this spell was kicked" in a
    spell or in its permanent's triggered ability, "if it was kicked" in a triggered ability whose
    "it" is its source ("When ~ enters, if it was kicked, ...", 603.4).

    >>> _kicked_one_card("if ~ was kicked, conjure a duplicate of that card into your hand.", "spell", "targets")
    True
    >>> _kicked_one_card("if it was kicked, choose a nonland permanent card in your hand.", "triggered", "self")
    True
    >>> _kicked_one_card("if it was kicked, choose a nonland permanent card in your hand.", "spell", None)
    False
    >>> _kicked_one_card("if this spell was kicked, choose two cards in your hand.", "spell", None)
    False
    """
    m = _KICKED_LEAD.match(s.rstrip(".;").strip())
    if m is None:
        return False
    if category == "spell" and m.group("who") == "it":
        return False
    if category == "triggered" and m.group("who") == "it" and it_ref != "self":
        return False
    if category not in ("spell", "triggered"):
        return False
    rest = m.group("rest")
    if _ONE_CARD.match(_without_leads(rest)):
        return True
    return bool(_CHOOSE_OBJECT.match(rest)) and not _SEVERAL.search(rest) and bool(re.search(r"\bcard\b", rest))


def _kicked_definition(clauses: list[dict[str, Any]], it_ref: Any, cost: str, category: str,
                       that_ref: Any = None, it_target: tuple[int, ...] | None = None, phrases: int = 0
                       ) -> dict[str, Any]:
    """702.33d: "If this spell was kicked, ..." (a spell) or "When ~ enters, if it was kicked, ..."
    (a permanent's triggered ability, 603.4): what happens as it resolves depends on whether it was
    kicked, which the board knows (a ``cast``/``enter`` with ``alt_cost: kicker``). The definition
    is what it does unkicked; its ``kicked`` is the whole of what it does kicked: the clauses before
    plus the kicked ones, or, with "instead", the kicked clause in place of the one before it
    (the same objects, and every operation of the one replaced replaced)."""
    first = next(n for n, cl in enumerate(clauses) if cl.get("kicked"))
    base, extra = clauses[:first], clauses[first:]
    text = extra[0]["text"]
    if not all(cl.get("kicked") for cl in extra):
        raise _Unsupported(text, "an effect after the kicked one: which of them is kicked is not written")
    names = {cl["kicked"] for cl in extra}
    if category == "spell" and names != {"self"}:
        raise _Unsupported(text, "'if it was kicked' in a spell: not this spell")
    if category == "triggered" and it_ref != "self":
        raise _Unsupported(text, "'if it was kicked' in a triggered ability whose event is not its source's")
    if category not in ("spell", "triggered"):
        raise _Unsupported(text, "'if ... was kicked' in an ability that is neither a spell nor a triggered one")
    unkicked = _merge_clauses(copy.deepcopy(base), it_ref, cost, category, that_ref, it_target=it_target,
                              phrases=phrases) if base else {}
    if any(cl.get("instead") for cl in extra):
        if phrases > 1:
            # "Target creature you control gains indestructible ... If this spell was kicked, instead any
            # number of target creatures you control gain ...": kicked, the spell's targets are the kicked
            # text's (601.2c), not the phrases of both sentences in order
            raise _Unsupported(text, "'instead' naming other targets than the effect it replaces")
        if len(base) != 1 or len(extra) != 1 or "parts" in unkicked:
            raise _Unsupported(text, "'instead' with more than one effect before it or after it")
        kicked = _merge_clauses(copy.deepcopy(extra), unkicked["affects"], cost, category,
                                it_target=_as_targets(unkicked.get("target")), phrases=phrases)
        replaced = [k for k in unkicked if k in lower_ops(unkicked) or k == "counters"]
        if kicked.get("affects") != unkicked.get("affects") or any(k not in kicked for k in replaced):
            raise _Unsupported(text, "'instead' of an effect it does not wholly replace")
    else:
        kicked = _merge_clauses(copy.deepcopy(clauses), it_ref, cost, category, that_ref, it_target=it_target,
                                phrases=phrases)
    return {**unkicked, "kicked": kicked}


def _kinds(counters: Mapping[str, Any] | None) -> list[str]:
    """The kinds of counters a ``counters`` / ``enters_with_counters`` mapping puts; ``one_of``: each kind
    that may be chosen ("your choice of a +1/+1 counter or a flying counter", 608.2d, 614.12).

    >>> _kinds({"+1/+1": 2}), _kinds({"one_of": ["+1/+0", "flying"]}), _kinds(None)
    (['+1/+1'], ['+1/+0', 'flying'], [])
    >>> _kinds({"+1/+1": 1, "one_of": ["flying", "lifelink"]})
    ['+1/+1', 'flying', 'lifelink']
    """
    if not counters:
        return []
    return [k for key in counters for k in (counters["one_of"] if key == "one_of" else [key])]


def _part_counter_kinds(d: Mapping[str, Any]) -> list[str]:
    """The kinds of counters the ``parts`` of a definition (and of its ``kicked``) put (7c / layer 6, 613.4c).

    >>> _part_counter_kinds({"parts": [{"affects": "self", "counters": {"+1/+1": 2}}, {"affects": "targets"}]})
    ['+1/+1']
    """
    out: list[str] = []
    for part in list(d.get("parts") or []) + list((d.get("kicked") or {}).get("parts") or []):
        out += _kinds(part.get("counters")) + list(part.get("distribute_counters") or {}) + \
            list(part.get("double_counters") or []) + _removed_kinds(part)
    return out


def _removed_kinds(d: Mapping[str, Any]) -> list[str]:
    """The kinds of counters a definition removes (122.1), as counter kinds for their layers: every kind
    ("any") may be a P/T counter (7c) or a keyword counter (layer 6).

    >>> _removed_kinds({"remove_counters": {"any": "all"}}), _removed_kinds({"remove_counters": {"-1/-1": 1}})
    (['+1/+1', 'flying'], ['-1/-1'])
    """
    out: list[str] = []
    for k in d.get("remove_counters") or {}:
        out += ["+1/+1", "flying"] if k == "any" else [k]
    return out


def _as_targets(target: Any) -> tuple[int, ...] | None:
    """A definition's ``target`` (N or [N, M]) as a tuple, None when it has none."""
    if target is None:
        return None
    return tuple(target) if isinstance(target, list) else (target,)


def _counter_kinds(counters: Any) -> list[str]:
    """The kinds of counters a ``counters`` value may put, a kind chosen as it resolves (``one_of``) too.

    >>> _counter_kinds({"one_of": ["+1/+1", "loyalty"]}), _counter_kinds({"finality": 1}), _counter_kinds(None)
    (['+1/+1', 'loyalty'], ['finality'], [])
    """
    if not counters:
        return []
    return [k for key, v in counters.items() for k in (v if key == "one_of" else [key])]


def _counter_tree(kind: str) -> Any:
    """A counter kind as the grammar's ``counter_kind`` tree (to check it as every counter is checked)."""
    from lark import Token, Tree
    # (122.1: a counter of another kind, "a finality counter", has no layer effect; it is put all the same)
    return Tree("pt_counter" if "/" in kind else "keyword_counter" if kind in lower.KEYWORD_COUNTER_KINDS
                else "named_counter", [Token("WORD", kind)])


def _several_targets(norm: str) -> bool:
    """Whether a normalised effect names more than one target object (a target player, which a
    board's ``targets`` does not hold, does not count; nor do quoted abilities' words).

    >>> _several_targets("target creature gets +1/+0. it deals damage to target creature you don't control")
    True
    >>> _several_targets("up to two target creatures each get +1/+1"), _several_targets("target player draws a card. target creature gets +1/+1")
    (False, False)
    """
    return len(re.findall(r"\btargets?\b(?! (?:player|opponent))", re.sub(r"§\d+", "", norm))) > 1


def _exchange_only(d: Mapping[str, Any]) -> bool:
    """An exchange of control (701.12) and nothing else: its two targets are both its objects (the
    board refuses targets beyond the two it exchanges).

    >>> _exchange_only({"affects": "targets", "exchange_control": "targets"}), _exchange_only({"affects": "targets"})
    (True, False)
    """
    return "exchange_control" in d and set(d) <= {"affects", "exchange_control", "kind"}
#: A "target" phrase (115.1d), as :func:`layerkit.game.legality.target_counts` reads them ("target of" is none)
_TARGET_WORD = re.compile(r"(?<!\bits )(?<!\btheir )(?<!\bthe )(?<!\bnew )(?<!\bthat )(?<!\bwhich )\btargets?\b(?!\s+of\b)")
#: a phrase naming only a player (not one of a step's targets, which are objects)
_PLAYER_ONLY = re.compile(r"\s*(?:players?|opponents?)\b(?!\s+or\b)")
#: how a "target" phrase that takes a number of targets that varies starts (115.1d)


#: a sentence that only names the targets of the sentences after it (601.2c)
#: 115.1: a sentence that only chooses targets: "choose up to one target artifact or land you control that isn't a
#: creature or token"
#: an instruction moving the ability's source to another zone ("exile ~", "return ~ to the battlefield tapped")
_SOURCE_MOVES = re.compile(r"(?:^|[.,] |\bthen |\bif [^,.]*, )(?:you may )?(?:exile|return|shuffle|put) ~[ .,]")
#: a trigger event naming a second creature besides its subject ("whenever enchanted creature deals damage to a
#: creature", "... blocks or becomes blocked by a creature")
_TWO_CREATURE_EVENT = re.compile(r"\b(?:deals (?:combat )?damage to|blocks or becomes blocked by|becomes blocked by|"
                                 r"blocks) an? (?:non-?[a-z]+ )?creature$")
#: 602.5b: a restriction on activating an ability ("activate only if ~ doesn't have defender")
_ACTIVATE_ONLY_IF = re.compile(r"^activate only (?:once each turn and only |during your turn and only |as a sorcery and "
                               r"only )?if [^.;]+\.?$")
_CHOOSE_TARGET_ONLY = re.compile(r"^choose (?P<np>(?:up to (?:one|two|three) |one or two )?(?:other |another )?"
                                 r"target (?:(?!\b(?:and|then|gets?|gains?|becomes?|has|have|loses?)\b)[a-z '])+)\.?$")
_CHOOSE_TARGETS = re.compile(r"^choose target creature you control and target creature (?:you don't control|an "
                             r"opponent controls)\.?$")


def _yours_phrase(norm: str) -> tuple[int, ...] | None:
    """115.1d: the "target" phrase (1-based, among those naming objects) that "the creature you control" names:
    the text's one "target creature you control" ("Choose target creature you control and target creature you
    don't control. ... the creature you control gets +1/+1 ..."); None when there isn't exactly one.

    >>> _yours_phrase("choose target creature you control and target creature you don't control. the creature you control gets +1/+1")
    (1,)
    >>> _yours_phrase("target creature gets +1/+1") is None
    True
    """
    text = re.sub(r"§\d+", "", norm)
    if "the creature you control" not in text:
        return None
    phrases = [m for m in _TARGET_WORD.finditer(text) if not _PLAYER_ONLY.match(text, m.end())]
    yours = [k for k, m in enumerate(phrases, 1) if re.match(r" creature you control\b", text[m.end():])]
    return (yours[0],) if len(yours) == 1 else None


def _target_phrase_count(norm: str) -> int:
    """How many "target" phrases naming objects a normalised text has (115.1d; quoted abilities' words
    and phrases naming only a player left out).

    >>> _target_phrase_count("target creature gets +1/+1. another target creature gets -1/-1")
    2
    >>> _target_phrase_count("target player draws a card. up to two target creatures each get +1/+1")
    1
    >>> _target_phrase_count("put x glyph counters on target creature that target wall blocked this turn")
    2
    """
    text = re.sub(r"§\d+", "", norm)
    # "target creature that target Wall blocked this turn": a second target phrase inside the first (not the
    # verb of "a spell that targets ...")
    inner = len(re.findall(r"\b(?:creature|permanent|card) that target (?!players?\b|opponents?\b)", text))
    return inner + sum(1 for m in _TARGET_WORD.finditer(text) if not _PLAYER_ONLY.match(text, m.end()))


def _phrase_problem(norm: str) -> bool:
    """Whether the targets of a text's "target" phrases can't be told apart from a step's list of
    targets: a "target" word that is no target phrase of the ability ("choose new targets", "a spell
    that targets ..."). Several phrases each taking a number of targets that varies (115.1d; a phrase
    that may name a player, "any target", takes no object or one) are told apart by the step's
    ``choices.phrases`` (601.2c: how many targets each phrase took), which the board requires then.

    >>> _phrase_problem("target creature gets +1/+1. up to one other target creature gets -1/-1")
    False
    >>> _phrase_problem("up to one target creature gets +1/+1. ~ deals 2 damage to any other target")
    False
    >>> _phrase_problem("change the target of target spell with a single target. you may choose new targets for it")
    True
    """
    text = re.sub(r"§\d+", "", norm)
    return bool(re.search(r"\bnew targets?\b|\b(?:that|which) targets?\b", text))


def _indexed(d: Any) -> bool:
    """Whether a definition names the targets of some "target" phrases (``target``)."""
    if isinstance(d, dict):
        return "target" in d or any(_indexed(v) for v in d.values())
    if isinstance(d, list):
        return any(_indexed(v) for v in d)
    return False


def _unindexed_targets(d: Any) -> bool:
    """Whether a definition names ``targets`` anywhere other than as the ``affects`` of an effect that
    says which phrases' targets (``target``): then it would name every target of the ability.

    >>> _unindexed_targets({"parts": [{"affects": "targets", "target": 1, "modify_pt": [1, 1]},
    ...                               {"affects": "targets", "modify_pt": [-1, -1]}]})
    True
    >>> _unindexed_targets({"affects": "targets", "target": 2, "modify_pt": [{"power": "it"}, 0]})
    False
    """
    if isinstance(d, dict):
        return any(_unindexed_targets(v) for k, v in d.items() if not (k in ("affects", "of") and "target" in d))
    if isinstance(d, list):
        return any(_unindexed_targets(v) for v in d)
    return d == "targets"


def _replaced(node: Any, old: str, new: str) -> Any:
    """A compiled definition with each string ``old`` replaced by ``new``.

    >>> _replaced({"copy": {"except": {"set_name": "@self_name"}}}, "@self_name", "Gogo")
    {'copy': {'except': {'set_name': 'Gogo'}}}
    """
    if isinstance(node, str):
        return new if node == old else node
    if isinstance(node, dict):
        return {k: _replaced(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [_replaced(v, old, new) for v in node]
    return node


def _stated_objects(node: Any) -> list[tuple[str, str]]:
    """The ``(object, characteristic)`` of each ``{stated: ...}`` value in a compiled definition.

    >>> _stated_objects({"modify_pt": [{"stated": {"object": "sacrificed", "characteristic": "power"}}, 0]})
    [('sacrificed', 'power')]
    """
    if isinstance(node, dict):
        if set(node) == {"stated"} and isinstance(node["stated"], dict) and "characteristic" in node["stated"]:
            return [(node["stated"]["object"], node["stated"]["characteristic"])]
        if set(node) == {"stated"} and isinstance(node["stated"], dict):
            return []       # a condition on what the object was (608.2h): read where the how-cast conditions are
        return [x for v in node.values() for x in _stated_objects(v)]
    if isinstance(node, list):
        return [x for v in node for x in _stated_objects(v)]
    return []


def _without_stated(node: Any) -> Any:
    """``node`` without its ``{stated: ...}`` values (their words are no reading of how this object was cast)."""
    if isinstance(node, dict):
        if set(node) == {"stated"}:
            return None
        return {k: _without_stated(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_without_stated(v) for v in node]
    return node


#: instructions a definition carries out whatever its condition on what a stated object was says
_ONE_SHOT_KEYS = ("return_targets", "flicker", "put_chosen", "create_token", "create_token_copy", "create_emblem",
                  "return_to_battlefield", "attach_to_target", "turn_face_down", "proliferate", "explores", "connives")


def _stated_is_beside_one_shot(node: Any) -> bool:
    """Whether a definition (or a part or branch of it) has a condition on what a stated object was (608.2h) beside
    an instruction of its own that the condition doesn't govern (a return, a token created), which the board would
    then not carry out either.

    >>> _stated_is_beside_one_shot({"condition": {"stated": {"object": "exiled", "is": {}}}, "return_targets": "owner"})
    True
    """
    if isinstance(node, dict):
        cond = node.get("condition")
        if cond is not None and "'is':" in repr(cond) and "'stated'" in repr(cond) \
                and any(k in node for k in _ONE_SHOT_KEYS):
            return True
        return any(_stated_is_beside_one_shot(v) for v in node.values())
    if isinstance(node, list):
        return any(_stated_is_beside_one_shot(v) for v in node)
    return False


def _stated_problem(d: Mapping[str, Any], category: str, text: str) -> str | None:
    """Why a definition's stated numbers (608.2h) or die roll result (706.2) can't be read, or None.

    They are fixed as a spell or ability resolves, from what its step states: never in a static ability
    (read continuously, 611.3a) nor in the counters a permanent enters with; "the result" only in an
    ability that rolls a die; a power or toughness only as a change (107.1b: a negative one gives 0, but not where a value sets power or toughness)."""
    if _stated_is_beside_one_shot(d):
        # 608.2h: "Return target creature card ... Put a +2/+2 counter on that creature if the exiled creature was a
        # Thrull": the condition governs the counters only, not the return the same definition carries out
        return "a condition on what a stated object was beside an instruction it doesn't govern"
    stated = _stated_objects(d)
    rolls = "'roll'" in repr({k: v for k, v in d.items() if k not in ("condition", "if_holds")})
    if not stated and not rolls:
        return None
    rest = {k: v for k, v in d.items() if k != "enters_with_counters"}
    entering = "'stated'" in repr(d.get("enters_with_counters")) or "'roll'" in repr(d.get("enters_with_counters"))
    if entering and d.get("affects", "self") != "self":
        return "the counters other permanents enter with, counted from a stated object or a die roll"
    if category == "static" and (_stated_objects(rest) or "'roll'" in repr(
            {k: v for k, v in rest.items() if k not in ("condition", "if_holds")})):
        # 614.1c: the counters a permanent enters with are fixed as it enters (its enter step states them:
        # "As ~ enters, roll a six-sided die. ~ enters with a number of +1/+1 counters on it equal to the
        # result"); anything else of a static ability is read continuously (611.3a)
        return "a number of an object or a die roll fixed as a spell or ability resolves, read in a static ability"
    low = text.lower()
    if rolls and "roll" not in low:
        return "'the result' in an ability that rolls no die"
    if any(w in ("power", "toughness") for _o, w in _stated_objects(_setting_values(d))):
        return "a value setting power or toughness to a stated power or toughness (107.1b)"
    return None


def _setting_values(node: Any) -> list[Any]:
    """The arguments of every ``set_pt`` / ``set_power`` / ``set_toughness`` in a compiled definition, its parts
    and branches included."""
    if isinstance(node, dict):
        return [v for k, v in node.items() if k in ("set_pt", "set_power", "set_toughness")] + \
            [x for k, v in node.items() if k not in ("set_pt", "set_power", "set_toughness") for x in _setting_values(v)]
    if isinstance(node, list):
        return [x for v in node for x in _setting_values(v)]
    return []


def _strings(node: Any) -> list[str]:
    """Every string inside a compiled definition (keys' values, nested)."""
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [x for v in node.values() for x in _strings(v)]
    if isinstance(node, list):
        return [x for v in node for x in _strings(v)]
    return []


def _mode_missing_layers(text: str, category: str, names: list[str], d: dict[str, Any] | None) -> list[str]:
    """The layers the wording classifier reads in one mode's text that its definition does not touch
    (:func:`_partly`, mode by mode: another mode's layers must not hide a mode that was dropped)."""
    from ..vocabulary.classifier import classify_ability

    seen, _ = classify_ability(text, category, " // ".join(names) or None)
    done: set[str] = set()
    if d is not None:
        done = set(layers_of(parse_definition(d, "a mode"))) | set(_copy_layers(d))
        done |= {"7c" if "/" in k else "6" for k in list(d.get("counters") or {}) + list(d.get("distribute_counters") or {})
                 + list(d.get("double_counters") or []) + _removed_kinds(d) + _part_counter_kinds(d)}
    if {"7a", "7b"} & done:
        done |= {"7a", "7b"}
    return [layer for layer in seen if layer not in done]


#: What a mode's definition may hold: the effect a resolving spell or ability creates (611.2).
_MODE_DEFINITION_KEYS = frozenset({"affects", "condition", "duration", "counters", "other", "distribute_counters",
                                   "double_counters", "remove_counters", "proliferate", "parts", "target", "otherwise",
                                   "won", "create_token_copy",
                                   "create_token"})
#: a mode of a "choose one that hasn't been chosen" ability that forgets the modes chosen before
_RESETS_MODES = re.compile(r"\bmodes? (?:reset|can be chosen again)\b|\bcan be chosen again\b")

_MODAL_CATEGORIES = ("spell", "activated", "loyalty", "triggered", "chapter")


#: "As this enchantment enters, choose Abzan or Mardu.": one of two named options, chosen as the permanent enters
_OPTION_NOTE = "an option chosen as it enters"
_ENTERING_OPTION = re.compile(r"^As (?:this [a-z]+|[A-Z][^,]*) enters(?: the battlefield)?, choose "
                              r"(?P<a>[A-Z][A-Za-z]*) or (?P<b>[A-Z][A-Za-z]*)\.$")


def _entering_option(i: int, part: Mapping[str, Any], names: list[str], instruction: str, texts: list[str],
                     keywords: frozenset[str]) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """"As this enchantment enters, choose Abzan or Mardu. • Abzan — [ability] • Mardu — [ability]": the option
    is chosen as the permanent enters (the scenario's ``enter: {choices: {modes: N}}``) and the permanent has
    only that option's ability. Each option's ability is compiled as an ability of the permanent; the
    definition is the one option's with a layer effect, under ``{mode_chosen: N}`` (a triggered ability then
    does nothing unless its option was chosen: it doesn't exist). Two options with layer effects, or one not
    understood: unsupported."""
    text = part["text"]
    m = _ENTERING_OPTION.match(instruction)
    assert m is not None
    labels = [m.group("a"), m.group("b")]

    def unsupported(clause: str, reason: str, us: list[Unsupported] | None = None
                    ) -> tuple[AbilityReport, None, list[Unsupported]]:
        u = [Unsupported(i, text, x.clause, x.reason) for x in us] if us else [Unsupported(i, text, clause, reason)]
        return AbilityReport(i, text, "unsupported", "static", (), u[0].reason), None, u

    if len(texts) != 2 or not all(t.startswith(f"{label} — ") for t, label in zip(texts, labels)):
        return unsupported(instruction, "an option chosen as it enters whose abilities are not the options named")
    found: list[tuple[int, AbilityReport, dict[str, Any]]] = []
    for n, (label, mode) in enumerate(zip(labels, texts), 1):
        body = mode[len(label) + 3:]
        from ..vocabulary.card_definition import _kind
        rep, d, us = _compile_ability(i, {"text": body, "kind": _kind(body, False), "keyword": None}, names, False,
                                      keywords)
        if us or rep.status == "unsupported":
            return unsupported(body, rep.note, us)
        if d is not None:
            found.append((n, rep, d))
    if not found:
        return AbilityReport(i, text, "not-a-layer-effect", "static"), None, []
    if len(found) > 1:
        return unsupported(instruction, "two options chosen as it enters, each with a layer effect")
    n, rep, d = found[0]
    d = copy.deepcopy(d)
    if "modes" in d or "parts" in d or "kicked" in d or "instead" in d:
        return unsupported(texts[n - 1], "an option chosen as it enters with modes, parts or branches")
    own = {"mode_chosen": n}
    d["condition"] = {"all": [own, d["condition"]]} if "condition" in d else own
    d["kind"] = rep.category
    return AbilityReport(i, text, "compiled", rep.category, rep.layers, _OPTION_NOTE), d, []


#: "choose one and ~ gets +1/+1 until end of turn": an effect beside the choice of modes (608.2c)
_CHOOSE_AND = re.compile(r"\b(?P<choose>choose (?:one|two)) and (?P<also>[^.—]+?)\.? ?—?$")
#: 603.12: "you may pay {1}. when you do, " before a modal instruction: a reflexive triggered ability
_PAY_WHEN_YOU_DO = re.compile(r"^you may pay (?:\{[^}]+\})+\. when you do, (?=choose )")


def _proliferate_and_one_shots(norm: str) -> bool:
    """701.34a: a mode "Proliferate. Draw a card.": one "proliferate" sentence, the others instructions whose effect
    the compiler found to change no characteristic (no counters put, removed or moved).

    >>> _proliferate_and_one_shots("proliferate. draw a card."), _proliferate_and_one_shots("proliferate. proliferate.")
    (True, False)
    """
    sents = [x.strip() for x in sentences(norm) if x.strip()]
    hits = [x for x in sents if _PROLIFERATE.match(x)]
    return len(hits) == 1 and len(sents) > 1 and not any(
        _COUNTER_ACTION.match(x.rstrip(".;")) or _changes_layer_counters(x.rstrip(".;")) for x in sents if x not in hits)


def _compile_modal(i: int, part: Mapping[str, Any], names: list[str], category: str, kind: str, cost: str,
                   effect: str, it_ref: Any, that_ref: Any, keywords: frozenset[str]
                   ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]]:
    """700.2: a modal ability. Each mode is compiled on its own, as the effect of the ability
    (with what "it" names from the trigger event); the definition lists every mode, in printed
    order, and how many are chosen. A mode with no continuous effect is listed by its text only;
    a mode whose continuous effect does not compile makes the whole ability unsupported."""
    text = part["text"]

    def unsupported(clause: str, reason: str) -> tuple[AbilityReport, None, list[Unsupported]]:
        u = Unsupported(i, text, clause, reason)
        return AbilityReport(i, text, "unsupported", category, (), reason), None, [u]

    modal = read_modes(effect, spree="spree" in keywords, entwine="entwine" in keywords, tiered="tiered" in keywords)
    instead: tuple[str, dict[str, Any], ModeCount] | None = None
    if modal is not None and modal.count is None and category in _MODAL_CATEGORIES:
        instead = _instead(modal.instruction, len(modal.texts), category, names)
        if instead is not None:
            modal = replace(modal, instruction=instead[0], count=instead[2])
    also_text: str | None = None
    also = _CHOOSE_AND.search(modal.instruction or "") if modal is not None and modal.count is None else None
    if modal is not None and also is not None and category in _MODAL_CATEGORIES:
        # "choose one and ~ gets +1/+1 until end of turn": the choice, and an effect beside it (read below)
        cut = modal.instruction[:also.start("also") - len(" and ")] + " —"
        count = mode_count(cut, len(modal.texts))
        if count is not None:
            modal, also_text = replace(modal, instruction=cut, count=count), also.group("also") + "."
    if modal is not None and category == "static" and _ENTERING_OPTION.match(modal.instruction or ""):
        return _entering_option(i, part, names, modal.instruction, list(modal.texts), keywords)
    if modal is None or modal.count is None or category not in _MODAL_CATEGORIES:
        if any(looks_continuous(n) or classifier_reads_layer(n)
               for n in (normalise(line, names)[0] for line in effect.split("\n"))):
            head = (modal.instruction if modal is not None else effect.split("\n")[0]) or effect.split("\n")[0]
            return unsupported(head, "modal: a choice of modes not understood (700.2)")
        return AbilityReport(i, text, "not-a-layer-effect", category), None, []
    if modal.count.unchosen is not None and category == "spell":
        # the history is an object's: a spell is a new object each time it is cast (400.7)
        return unsupported(modal.instruction, "modal: a choice of modes not understood (700.2)")
    if modal.count.unchosen is not None and any(_RESETS_MODES.search(t.lower()) for t in modal.texts):
        # "All modes reset and can be chosen again": a mode that changes the history the choice reads
        return unsupported(modal.instruction, "modal: a mode that resets which modes were chosen (700.2)")
    rest = normalise(modal.instruction, names)[0]
    if category == "triggered":
        event, rest = _split_trigger(rest)
        it_ref, that_ref = _event_refs(event)
    paid = _PAY_WHEN_YOU_DO.match(rest) if category == "triggered" else None
    if paid is not None:
        # 603.12: "you may pay {E}{E}. When you do, choose one —": the reflexive triggered ability the payment
        # creates, resolved with it, as "when you do, ..." elsewhere (parts._SEQUENCE_LEADS): the scenario's
        # ability step is the ability whose payment was made
        rest = rest[paid.end():]
    beside: dict[str, Any] | None = None
    if also_text is not None:
        # 608.2c: "Whenever you scry, choose one and Glorfindel gets +1/+1 until end of turn.": the effect beside
        # the choice happens whichever mode is chosen; each mode is read with it
        also_norm, also_quotes = normalise(also_text, names)
        try:
            got = _compile_body(also_norm, also_quotes, category, it_ref, that_ref, cost)
        except _Unsupported as exc:
            return unsupported(exc.clause, f"modal: beside the choice: {exc.reason}")
        if not isinstance(got, dict) or not got or set(got) - {"affects", "duration"} - set(lower_ops(got)):
            return unsupported(text, "modal: an instruction that does more than choose modes (700.2)")
        beside = got
    if modal.instruction and not only_instruction(rest):
        # something happens besides choosing ("..., then choose one —"): not read as modes
        if any(looks_continuous(n) or classifier_reads_layer(n)
               for n in (normalise(line, names)[0] for line in effect.split("\n"))):
            return unsupported(modal.instruction, "modal: an instruction that does more than choose modes (700.2)")
        return AbilityReport(i, text, "not-a-layer-effect", category), None, []
    modes: list[dict[str, Any]] = []
    for mode_text, mode_cost in zip(modal.texts, modal.costs):
        # 207.2d: a flavor word before a mode ("• Fear Ray — Creatures you control gain menace ...") has
        # no rules meaning
        norm, quotes = normalise(_ABILITY_WORD.sub("", mode_text), names)
        try:
            d = _compile_body(norm, quotes, category, it_ref, that_ref, cost)
            # 608.2c, 700.2: "• Sacrifice an artifact. If you do, put two +1/+1 counters on this creature.": the mode's
            # own action, which may not be carried out (no artifact to sacrifice); its "if you do" effect happens only
            # if it was, as the ability step's choices.you_did states (untold: not applied, listed)
            d = _if_you_did(d, norm, category) if isinstance(d, dict) and d else d
            _if_you_did_carried(d, norm, category)
        except _Unsupported as exc:
            return unsupported(exc.clause, f"a mode: {exc.reason}")
        if isinstance(d, str) and d:
            return unsupported(norm, f"a mode: {d} not compiled")
        if d == "" and (_PROLIFERATE.match(norm.strip()) or _proliferate_and_one_shots(norm)):
            # 701.34a: "• Proliferate.": the mode's one instruction (the step's choices.proliferate); "• Proliferate.
            # Draw a card.": beside instructions that change no characteristic
            d = {"affects": "self", "proliferate": True}
        elif d == "" and any(_COUNTER_ACTION.match(x.rstrip(".;")) or _changes_layer_counters(x.rstrip(".;"))
                             for x in sentences(norm)):
            # "• Move all counters from target nonland permanent you control onto another ...", "• Target creature
            # connives": counters a layer reads (7c, 613.4c; layer 6) put, removed or moved in a way the board
            # doesn't carry out: never a mode that quietly does nothing
            return unsupported(norm, "a mode: a keyword action that puts counters (or counters removed or moved), "
                                     "which the board does not carry out")
        mode: dict[str, Any] = {"text": mode_text}
        if mode_cost is not None:
            mode["cost"] = mode_cost
        if isinstance(d, dict) and _target_phrase_count(norm) > 1 and (
                _unindexed_targets(d) or (_indexed(d) and _phrase_problem(norm))):
            # "Put a +1/+1 counter on target creature you control. It fights target creature ...": the
            # effect is on one of the mode's targets only, and `targets` would name them all
            return unsupported(norm, "a mode: an effect on one of its several targets")
        try:
            missing = _mode_missing_layers(mode_text, category, names, d if isinstance(d, dict) else None)
        except CardDataError as exc:
            return unsupported(norm, f"a mode: invalid definition: {exc}")
        if missing:
            return unsupported(norm, f"a mode: partly compiled: nothing for layer {', '.join(missing)} the text touches")
        if isinstance(d, dict):
            # 608.2d: "• Put a +1/+1 counter on a creature you control. It gains double strike until end of turn.": the
            # object chosen as the mode resolves (choices.object; checked below: one such mode, never repeated)
            extra = sorted(k for k in d if k not in _MODE_DEFINITION_KEYS | {"chosen_is", "chosen_least"} and k not in lower_ops(d))
            if extra:
                return unsupported(norm, f"a mode: {extra[0]} is not an effect of a resolving mode")
            mode.update(d)
        if beside is not None:
            if set(mode) - {"text", "cost", "other"} - ({"affects"} if mode.get("affects") == beside["affects"] else set()):
                # the mode's own effect beside the other one: two effects of one mode, not written as parts
                return unsupported(norm, "a mode with an effect of its own beside the instruction's")
            mode.update(beside)
        modes.append(mode)
    if all(set(m) <= {"text", "cost"} for m in modes):
        return AbilityReport(i, text, "not-a-layer-effect", category, (), "modal: no mode is a layer effect"), None, []
    c = modal.count
    picks = [m for m in modes if "chosen_is" in m or "'chosen'" in repr({k: v for k, v in m.items() if k != "text"})]
    if any("chosen_is" in m for m in modes) and (len(picks) > 1 or c.repeat or instead is not None):
        # the step's one choices.object names the object of one mode, chosen once (608.2d)
        first = next(m for m in modes if "chosen_is" in m)
        return unsupported(first["text"], "a mode: an object chosen as it resolves, in a mode that may be chosen "
                           "more than once or beside another mode's chosen object")
    definition: dict[str, Any] = {"modes": modes}
    choose: dict[str, Any] = {k: v for k, v in (("min", c.min), ("max", c.max), ("repeat", c.repeat),
                                                 ("entwine", c.entwine), ("unchosen", c.unchosen))
                              if v != {"min": 1, "max": 1, "repeat": False, "entwine": False, "unchosen": None}[k]}
    if instead is not None:
        # "Choose one. If you control a commander as you cast this spell, you may choose both instead."
        more = instead[2].instead
        assert more is not None
        choose["instead"] = {"condition": instead[1], "min": more.min, "max": more.max}
    if choose:
        definition["choose"] = choose
    if category != kind:
        definition = {"kind": category, **definition}
    try:
        parsed = parse_definition(definition, f"ability {i}")
    except CardDataError as exc:
        return unsupported(text, f"invalid definition: {exc}")
    layers = list(layers_of(parsed))
    for m in modes:
        layers += _copy_layers(m)
        layers += ["7c" if "/" in k else "6" for k in list(m.get("counters") or {}) + list(m.get("distribute_counters") or {})
                   + list((m.get("otherwise") or {}).get("counters") or {}) + list((m.get("won") or {}).get("counters") or {})
                   + list(m.get("double_counters") or []) + _removed_kinds(m) + _part_counter_kinds(m)]
    layers = [layer for layer in LAYERS if layer in layers]
    return AbilityReport(i, text, "compiled", category, tuple(layers), "modal (700.2)"), definition, []


def _instead(instruction: str, n_modes: int, category: str, names: list[str]
             ) -> tuple[str, dict[str, Any], ModeCount] | None:
    """A modal instruction with a greater number of modes when a condition holds ("Choose one. If
    you control a commander as you cast this spell, you may choose both instead."): the instruction
    without it, the condition (read by the grammar, checked as the modes are chosen: 601.2b, 603.3c)
    and the counts; None when it is not one or its words are not read. "If this spell was kicked"
    only on a spell (702.33d)."""
    cut = instead_clause(normalise(instruction, names)[0])
    if cut is None:
        return None
    base_text, cond_text, alt, may = cut
    base = mode_count(base_text, n_modes)
    if base is None or base.unchosen is not None:
        return None
    more = instead_count(base, alt, may, n_modes)
    if more is None:
        return None
    try:
        cond = lower.mode_condition(parse_mode_condition("if " + cond_text))
    except (LarkError, NotExpressible, IndexError, KeyError, ValueError):
        return None
    if "alt_cost" in cond and category != "spell":
        return None
    return base_text, cond, replace(base, instead=more)


# ------------------------------------------------------------------------------ a card


#: 716.2: a class level bar, "[Cost]: Level N"
_CLASS_LEVEL_BAR = re.compile(r"^(?:\{[^}]+\})+: Level (\d+)$")


def _at_class_level(d: dict[str, Any], level: int) -> dict[str, Any]:
    """An ability definition that holds only while its Class is ``level`` or greater (716.2a).

    >>> _at_class_level({"affects": "self", "modify_pt": [1, 1]}, 2)["condition"]
    {'class_level': {'min': 2}}
    """
    gate = {"class_level": {"min": level}}
    for many in ("modes", "parts"):
        if many in d:
            return {**d, many: [{**m, "condition": {"all": [gate, m["condition"]]} if "condition" in m else gate}
                                if set(m) - {"text", "cost"} else m for m in d[many]]}
    return {**d, "condition": {"all": [gate, d["condition"]]} if "condition" in d else gate}


_STATION_LINE = re.compile(r"^(\d+)\+ \| (.+)$", re.DOTALL)
#: 702.184a's reminder names the striation with the power/toughness box (721.2b): "It's an artifact creature at 12+."
_STATION_CREATURE = re.compile(r"\bIt's an artifact creature at (\d+)\+\.", re.IGNORECASE)


def _station_line(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool, keywords: frozenset[str],
                  types: list[str]) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]] | None:
    """721.2a: "{N+}[abilities]" means "As long as this permanent has N or more charge counters on it, it has
    [abilities]": the abilities of one station striation, a line "N+ | ...", compiled as their own ability and
    holding only while the source has N or more charge counters (``{counters: {kind: charge, min: N}}``).
    A line of keywords ("12+ | Flying, lifelink") grants them (113.1a). None: not such a line.

    >>> rep, d, us = _station_line(2, {"text": "12+ | Flying, lifelink", "kind": "static"}, ["~"], False,
    ...                            frozenset(), ["Artifact"])
    >>> d
    {'affects': 'self', 'add_abilities': ['Flying', 'Lifelink'], 'condition': {'counters': {'kind': 'charge', 'min': 12}}}
    """
    m = _STATION_LINE.match(part["text"])
    if m is None:
        return None
    text = part["text"]
    subs = split_abilities(m.group(2), types)
    if subs and all(p["kind"] == "keyword" and p.get("keyword") for p in subs):
        d: dict[str, Any] | None = {"affects": "self", "add_abilities": [p["text"] for p in subs]}
        rep = AbilityReport(i, text, "compiled", "static", ("6",), "721.2a: a station striation's keywords")
        us: list[Unsupported] = []
    elif len(subs) == 1:
        rep, d, us = _compile_ability(i, subs[0], names, is_spell, keywords)
        rep = AbilityReport(i, text, rep.status, rep.category, rep.layers, rep.note)
        us = [Unsupported(u.index, text, u.clause, u.reason) for u in us]
    else:
        u = Unsupported(i, text, text, "721.2: a station striation of several abilities")
        return AbilityReport(i, text, "unsupported", "static", (), u.reason), None, [u]
    if d is None:
        return rep, d, us
    gate = {"counters": {"kind": "charge", "min": int(m.group(1))}}
    if rep.category not in ("static", "triggered", "keyword"):
        # an activated ability exists only with N charge counters, which the board does not check as it is
        # activated (602.1): a condition on its effect would be read as it resolves, or for as long as it lasts
        u = Unsupported(i, text, text, f"721.2a: an ability of a station striation that is {rep.category}")
        return AbilityReport(i, text, "unsupported", rep.category, (), u.reason), None, [u]
    if {"modes", "parts", "otherwise", "instead"} & set(d):
        u = Unsupported(i, text, text, "721.2: a station striation's ability with modes, parts or branches")
        return AbilityReport(i, text, "unsupported", rep.category, (), u.reason), None, [u]
    d = {**d, "condition": {"all": [gate, d["condition"]]} if "condition" in d else gate}
    if rep.category == "triggered":
        # 603.4 (as a Class's level, 716.2a): the ability triggers only while it has N charge counters; the board
        # checks its condition as the ability step resolves it — the line's "N+ |" is no trigger word, so the
        # definition says its kind
        d = {"kind": "triggered", **d}
    return rep, d, us


def _station_continued(i: int, part: Mapping[str, Any], n: int, names: list[str], is_spell: bool,
                       keywords: frozenset[str], types: list[str]
                       ) -> tuple[AbilityReport, dict[str, Any] | None, list[Unsupported]] | None:
    """721.4: an ability printed after a station symbol's line ("8+ | Flying", then "Other artifacts you control
    have hexproof and indestructible.") is preceded by that symbol: it is within the symbol's striation, part of
    its static ability (721.2a), read as :func:`_station_line` reads "N+ | <ability>"; the report keeps the line's
    own text.

    >>> rep, d, us = _station_continued(4, {"text": "Other artifacts you control have hexproof.", "kind": "static"},
    ...                                 8, ["~"], False, frozenset(), ["Artifact"])
    >>> d["condition"], d["add_abilities"]
    ({'counters': {'kind': 'charge', 'min': 8}}, ['Hexproof'])
    """
    text = part["text"]
    read = _station_line(i, {**part, "text": f"{n}+ | {text}"}, names, is_spell, keywords, types)
    if read is None:
        return None
    rep, d, us = read
    rep = AbilityReport(i, text, rep.status, rep.category, rep.layers, rep.note)
    return rep, d, [Unsupported(u.index, text, text if u.clause == u.text else u.clause, u.reason) for u in us]


def _station_creature(text: str, parts: list[dict[str, Any]], effects: dict[int, dict],
                      pt: tuple[Any, Any] | None) -> tuple[int, dict[str, Any]] | str | None:
    """721.2b: "{N+}[abilities][P/T]" means "As long as this permanent has N or more charge counters on it, it has
    [abilities] and is a creature with base power and toughness [P/T] in addition to its other types." The
    striation with the box is the one station's reminder names ("It's an artifact creature at 12+."); its
    printed P/T is the card's. The definition goes on the Station keyword's ability (the index returned), the
    same source and timestamp as the striation's (613.7a). A reason when it can't be written exactly; None:
    no such reminder.

    >>> parts = [{"text": "Station", "kind": "static"}, {"text": "12+ | Flying", "kind": "static"}]
    >>> _station_creature("Station (... It's an artifact creature at 12+.)", parts, {}, ("3", "5"))
    (1, {'affects': 'self', 'condition': {'counters': {'kind': 'charge', 'min': 12}}, 'add_types': ['Creature'], 'set_pt': [3, 5]})

    With no reminder, one station symbol names the striation (721.2c); two do not:

    >>> _station_creature("", parts[:1] + [{"text": "8+ | Flying", "kind": "static"}], {}, ("3", "3"))[1]["condition"]
    {'counters': {'kind': 'charge', 'min': 8}}
    >>> _station_creature("", parts + [{"text": "20+ | Trample", "kind": "static"}], {}, ("3", "5"))
    '721.2b: which station striation has the power/toughness box is not in the oracle text'
    """
    m = _STATION_CREATURE.search(text or "")
    symbols = [int(s.group(1)) for s in (_STATION_LINE.match(p["text"]) for p in parts) if s]
    if m is None:
        if pt is not None and pt[0] is None and pt[1] is None:
            return None             # a Planet: no power/toughness box
        if pt is None or len(symbols) != 1:
            # a printed box (or one not known) with no reminder naming its striation
            return "721.2b: which station striation has the power/toughness box is not in the oracle text"
        # 721.2, 721.2c: a station card's power/toughness box is printed within a striation with a station
        # symbol (it has no power or toughness but through one, 721.2c); with one symbol, that one's
        n = symbols[0]
    else:
        n = int(m.group(1))
    station = [k for k, p in enumerate(parts, 1) if p["text"].strip().lower() == "station"]
    if len(station) != 1 or station[0] in effects:
        return "721.2b: a station card whose Station ability can't be found"
    if not any((_STATION_LINE.match(p["text"]) or [None, None])[1] == str(n) for p in parts):
        return "721.2b: no striation at the threshold station's reminder names"
    try:
        power, toughness = int(pt[0]), int(pt[1])    # type: ignore[index]
    except (TypeError, ValueError, IndexError):
        return "721.2b: the power/toughness box is not known"
    return station[0], {"affects": "self", "condition": {"counters": {"kind": "charge", "min": n}},
                        "add_types": ["Creature"], "set_pt": [power, toughness]}


def compile_text(name: str, oracle_text: str, types: Any = (), legendary: bool = False,
                 pt: tuple[Any, Any] | None = None, mana_cost: str | None = None) -> CompiledCard:
    """Compile oracle text (of one face) given the card's name and card types; ``legendary``: the card
    is legendary (its text may use a shortened name, 201.5c); ``pt``: its printed power and toughness (a
    station card's power/toughness box, 721.2b); ``mana_cost``: its mana cost, when known (107.3m: X of its own
    enters-the-battlefield trigger is the X of the spell that became it)."""
    _X_IN_MANA_COST[0] = "{X}" in (mana_cost or "").upper()
    try:
        return _compile_text(name, oracle_text, types, legendary, pt)
    finally:
        _X_IN_MANA_COST[0] = False


def _backup(i: int, n: int, parts: list[dict[str, Any]], effects: Mapping[int, Any],
            unsupported: list[Unsupported]) -> tuple[dict[str, Any] | None, str]:
    """702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
    another creature, it gains the following abilities until end of turn." — the abilities printed below it on the
    card, each with its definition as compiled; (its definition, "") or (None, why it can't be read).

    >>> _backup(1, 1, [{"text": "Backup 1"}, {"text": "Flying"}], {}, [])[0]["parts"][1]["add_abilities"]
    ['Flying']
    """
    below = list(enumerate(parts, 1))[i:]
    if not below:
        return None, "702.165a: backup with no ability printed below it"
    if any(re.fullmatch(r"backup \d+", p["text"].strip().lower()) for _j, p in below):
        return None, "702.165a: several backup abilities, each granting what is printed below it"
    unread = {u.index for u in unsupported}
    if any(j in unread for j, _p in below):
        return None, "702.165a: an ability it grants is not understood"
    granted = [{"text": p["text"], **effects[j]} if j in effects else p["text"] for j, p in below]
    d = {"kind": "triggered", "parts": [
        {"affects": "targets", "counters": {"+1/+1": n}},
        {"affects": "targets", "if_is": {"other": True}, "duration": "end_of_turn", "add_abilities": granted}]}
    try:
        parse_definition(d, f"ability {i}")
    except CardDataError as exc:
        return None, f"702.165a: {exc}"
    return d, ""


def _compile_text(name: str, oracle_text: str, types: Any, legendary: bool,
                  pt: tuple[Any, Any] | None) -> CompiledCard:
    """:func:`compile_text` of a card whose mana cost was noted."""
    types = list(types or ())
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    names = names_in_text(names_of(name, legendary), name, oracle_text or "") if legendary else names_of(name)
    effects: dict[int, dict] = {}
    unsupported: list[Unsupported] = []
    reports: list[AbilityReport] = []
    parts = split_abilities(oracle_text or "", types)
    keywords = frozenset((p.get("keyword") or "").lower() for p in parts if p["kind"] == "keyword")
    in_station = False
    striation: int | None = None        # the N of the last station symbol read (721.2)
    die_table = any(_DIE_RESULT.match(p["text"]) for p in parts)
    table_lines, parts = _results_tables(parts) if die_table else (frozenset(), parts)
    class_level = 1
    for i, part in enumerate(parts, 1):
        if i in table_lines:
            # grants18: 706.3b: a line of a results table is part of the rolling ability above it (read there)
            reports.append(AbilityReport(i, part["text"], "not-a-layer-effect", "static", (), "706.3b: a results table line"))
            continue
        # 706.2: "N+ | ..." after a line "A—B | ..." is a die's result, not a station symbol (721.2)
        in_station = in_station or (bool(_STATION_SYMBOL.match(part["text"])) and not die_table)
        station_line = _station_line(i, part, names, is_spell, keywords, types) if in_station else None
        if in_station and station_line is None and striation is not None:
            # 721.4, 721.2: an ability preceded by a station symbol is printed within that symbol's striation
            # (the nearest one above it: the striations run down the text box, 721.3) and is part of its
            # static ability — read as the line "N+ | <ability>" would be
            station_line = _station_continued(i, part, striation, names, is_spell, keywords, types)
        symbol = _STATION_LINE.match(part["text"]) if in_station else None
        if symbol is not None:
            striation = int(symbol.group(1))
        report, d, us = station_line or _compile_ability(i, part, names, is_spell, keywords)
        if d is not None and _while_counter_unput(d) is not None:
            # 611.2b: "for as long as it has a flood counter on it" with no such counter put by the effect
            u = Unsupported(i, part["text"], part["text"], f"'for as long as it has a {_while_counter_unput(d)} "
                            "counter on it' where the effect puts no such counter")
            report = AbilityReport(i, part["text"], "unsupported", report.category, (), u.reason)
            d, us = None, [*us, u]
        m = _CLASS_LEVEL_BAR.match(part["text"])
        if m:       # only a Class has level bars (a leveler's are "Level up" and "LEVEL N-M", 711)
            class_level = int(m.group(1))
        elif class_level > 1 and d is not None:
            # 716.2a: "As long as this Class is level N or greater, it has [abilities]": an ability printed
            # below a class level bar is the Class's only at that level (a designation, 716.2b)
            d = _at_class_level(d, class_level)
        if in_station and d is not None and station_line is None:
            # 721.2: an ability printed within a station striation works only with N charge
            # counters; which striation a line after a symbol belongs to is not in the oracle text
            # (a line "N+ | ..." is its own striation's, read by _station_line)
            u = Unsupported(i, part["text"], part["text"], "721.2: an ability of a station striation")
            report = AbilityReport(i, part["text"], "unsupported", report.category, (), u.reason)
            d, us = None, [u]
        if part["text"].strip().lower() == "sunburst" and "Creature" in types and d is None and not us:
            # 702.44a: "If this object is entering as a creature, ignoring any type-changing effects
            # that would affect it, it enters with a +1/+1 counter on it for each color of mana spent to
            # cast it" — a creature card enters as one (its charge counters otherwise touch no layer);
            # 702.44b: none when it isn't cast (choices.colors_spent is then 0)
            d = {"kind": "keyword", "affects": "self", "enters_with_counters": {"+1/+1": "colors_spent"}}
            report = AbilityReport(i, part["text"], "compiled", "keyword", ("7c",), "702.44a: sunburst")
        reports.append(report)
        unsupported.extend(us)
        if d is not None:
            effects[i] = _granted_keywords_read(copy.deepcopy(d))
    for i, part in enumerate(parts, 1):
        backup = re.fullmatch(r"backup (\d+)", part["text"].strip().lower())
        if backup is not None:
            d_b, why = _backup(i, int(backup.group(1)), parts, effects, unsupported)
            if d_b is not None:
                effects[i] = d_b
            else:
                u = Unsupported(i, part["text"], part["text"], why)
                unsupported.append(u)
                reports[i - 1] = AbilityReport(i, part["text"], "unsupported", "keyword", (), why)
    if in_station:
        # 721.2b: the striation with the power/toughness box makes the permanent a creature
        box = _station_creature(oracle_text, parts, effects, pt)
        if isinstance(box, tuple):
            k, d = box
            effects[k] = d
            reports[k - 1] = AbilityReport(k, parts[k - 1]["text"], "compiled", "static", ("4", "7b"),
                                           "721.2b: a station striation's power/toughness box")
        elif isinstance(box, str):
            k = next((j for j, p in enumerate(parts, 1) if p["text"].strip().lower() == "station"), 1)
            u = Unsupported(k, parts[k - 1]["text"] if parts else "", "station", box)
            reports[k - 1] = AbilityReport(k, u.text, "unsupported", "static", (), box)
            effects.pop(k, None)
            unsupported.append(u)
    if "Conspiracy" in types:
        # 315.3, 315.5: a conspiracy card is only ever in the command zone; its static abilities affect the game
        # (from there) while it is face up
        for i, d in effects.items():
            if reports[i - 1].category == "static" and not d.get("zones"):
                d["zones"] = ["command"]
    read = _source_counters_read(effects)
    for i, part in enumerate(parts, 1):
        rep_i = reports[i - 1]
        said = part["text"].split(":", 1)[1] if rep_i.category in ("activated", "loyalty") and ":" in part["text"] \
            else part["text"]
        printed = part["text"]
        meaning = keyword_rules_text(part["text"]) if read and rep_i.category in _RESOLVING else None
        if meaning is not None:
            # 702.87a: "Level up {2}{G}" means "{2}{G}: Put a level counter on this creature. ...": the counters its
            # rule's text puts are read as that text's would be
            part = {**part, "text": meaning[1], "kind": meaning[0], "keyword": None}
            said = meaning[1].split(":", 1)[1] if meaning[0] == "activated" and ":" in meaning[1] else meaning[1]
        if read and rep_i.status == "not-a-layer-effect" and rep_i.category in _RESOLVING and any(
                re.search(rf"\b(?:put|puts|distribute)\b[^.]*\b{re.escape(k)} counters?\b", said.lower()) for k in read):
            # 122.1: "When this creature enters, ... put that many valor counters on this creature" beside "Creatures
            # you control get +1/+1 for each valor counter on this creature": a kind no layer reads by itself, but a
            # compiled effect of the card reads it, so the counters this resolving ability puts change
            # characteristics: read as counters of that kind, or reported — never dropped as no layer effect
            d_k = _named_counters_read(i, part, names, is_spell, keywords, read)
            if d_k is not None:
                effects[i] = d_k
                reports[i - 1] = AbilityReport(i, printed, "compiled", rep_i.category, (),
                                               "counters a compiled effect reads")
                continue
            u = Unsupported(i, printed, printed, "counters a compiled effect of the card reads, put by a "
                                                         "resolving ability, not read")
            unsupported.append(u)
            reports[i - 1] = AbilityReport(i, printed, "unsupported", rep_i.category, (), u.reason)
            continue
        # "This Aura enters with X scream counters on it." is no layer effect of its own, but a compiled
        # effect reads those counters ("+1/+0 for each scream counter on this Aura"): the replacement
        # effect (614.1c) must put them, or the ability is reported
        if reports[i - 1].status != "not-a-layer-effect" or not any(
                re.search(rf"\benters\b[^.]*\bwith\b[^.]*\b{re.escape(k)} counters?\b", part["text"].lower()) for k in read):
            continue
        d, u = _counters_it_enters_with(i, part, names)
        if d is not None:
            effects[i] = d
            reports[i - 1] = AbilityReport(i, part["text"], "compiled", part["kind"], (), "counters a compiled effect reads")
        else:
            unsupported.append(u)
            reports[i - 1] = AbilityReport(i, part["text"], "unsupported", part["kind"], (), u.reason)
    return CompiledCard(name=name, effects=dict(sorted(effects.items())),
                        unsupported=tuple(sorted(unsupported, key=lambda u: u.index)), abilities=tuple(reports))


def _named_counters_read(i: int, part: Mapping[str, Any], names: list[str], is_spell: bool, keywords: frozenset[str],
                         read: set[str]) -> dict[str, Any] | None:
    """A resolving ability that puts counters of one kind a compiled effect of the card reads ("{T}: Put a charge
    counter on this creature" beside "This creature gets +1/+1 for each charge counter on it"), read as the same
    instruction with +1/+1 counters — the grammar's one reading of "put N ... counters on" — with that kind put back
    (122.1: counters of any kind are put the same way); None when it doesn't compile exactly so, or names more
    than one such kind or a +1/+1 counter of its own.

    >>> _named_counters_read(1, {"text": "{T}: Put a charge counter on this creature.", "kind": "activated",
    ...                          "keyword": None}, [], False, frozenset(), {"charge"})
    {'affects': 'self', 'counters': {'charge': 1}}
    """
    text = part["text"]
    low = text.lower()
    kinds = [k for k in sorted(read) if re.search(rf"\b{re.escape(k)} counters?\b", low)]
    if len(kinds) != 1 or "+1/+1" in text or "-1/-1" in text:
        return None
    kind = kinds[0]
    swapped = re.sub(rf"\b{re.escape(kind)} (counters?)\b", r"+1/+1 \1", text, flags=re.IGNORECASE)
    rep, d, us = _compile_ability(i, {**part, "text": swapped}, names, is_spell, keywords)
    if us or d is None or rep.status != "compiled":
        return None
    found = json.dumps(d)
    if '"+1/+1"' not in found:
        return None
    out: dict[str, Any] = json.loads(found.replace('"+1/+1"', json.dumps(kind)))
    return out


def _source_counters_read(effects: Mapping[int, Any]) -> set[str]:
    """The kinds of counters on the source that a value of a compiled effect reads (``{counters: kind}``),
    other than +1/+1 and -1/-1 counters (those the compiler always reads where they are put)."""
    out: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("counters"), str) and len(node) == 1:
                out.add(node["counters"])
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    def conditions(node: Any) -> None:
        # a condition on the source's counters ("As long as there is exactly one tide counter on this
        # creature, it gets -1/-1", "... as long as it has two or fewer oil counters on it"): ``{counters:
        # {kind, min, max}}`` or ``{source: {counters: kind}}``, within ``all`` / ``any`` / ``not``; not a
        # selector's ``counters`` in a count
        if isinstance(node, dict):
            if isinstance(node.get("counters"), dict) and isinstance(node["counters"].get("kind"), str):
                out.add(node["counters"]["kind"])
            if isinstance(node.get("source"), dict) and isinstance(node["source"].get("counters"), str):
                out.add(node["source"]["counters"])     # "as long as it has a divinity counter on it"
            for key in ("all", "any", "not"):
                sub = node.get(key)
                for c in (sub if isinstance(sub, list) else [sub]):
                    conditions(c)

    for d in effects.values():
        walk({k: v for k, v in d.items() if k not in ("affects", "condition", "kind", "duration")})
        conditions(d.get("condition"))
    return {k for k in out if "/" not in k and k != "any"}


def _counters_it_enters_with(i: int, part: Mapping[str, Any], names: list[str]
                             ) -> tuple[dict[str, Any] | None, Unsupported]:
    """The definition of "~ enters with N <kind> counters on it" (614.1c), or why there is none."""
    text = part["text"]
    norm, _ = normalise(_ABILITY_WORD.sub("", text), names)
    # "As ~ enters, choose a creature type. ~ enters with a fellowship counter on it for each creature you
    # control of the chosen type.": the one sentence that says so; the others must be no layer effect
    said = [x for x in sentences(norm) if re.search(r"\benters\b[^.]*\bwith\b[^.]*\bcounters?\b", x)]
    others = [x for x in sentences(norm) if x not in said]
    quiet = not any(looks_continuous(x.rstrip(".;")) or classifier_reads_layer(x.rstrip(".;")) for x in others)
    clause = _parsed(said[0].rstrip(".;").strip()) if len(said) == 1 and quiet else None
    if isinstance(clause, dict) and "enters_with_counters" in clause and not clause["ops"]:
        try:
            d = _merge_clauses([copy.deepcopy(clause)], "self", "", "static")
            parse_definition(d, f"ability {i}")
            return d, Unsupported(i, text, text)
        except (_Unsupported, CardDataError):
            pass
    return None, Unsupported(i, text, norm, "counters it enters with, which a compiled effect reads")


def _same_is_true(s: str) -> dict[str, Any] | None:
    """The objects of "the same is true for ..." as a selector mapping, or None when not read."""
    from .grammar import parse_same_is_true
    try:
        sel = lower.selector(parse_same_is_true(s.rstrip(".;")).children[0])
    except (LarkError, NotExpressible):
        return None
    return sel if isinstance(sel, dict) else None


def _same_is_true_keywords(s: str) -> list[str] | None:
    """The keywords of "the same is true for flying, deathtouch, and vigilance" (each a keyword ability a
    permanent may be granted, without a parameter), or None when the sentence names something else.

    >>> _same_is_true_keywords("the same is true for flying, double strike, and vigilance.")
    ['Flying', 'Double strike', 'Vigilance']
    >>> _same_is_true_keywords("the same is true for creature spells you control") is None
    True
    """
    m = re.fullmatch(r"the same is true for (.+?)\.?", s.strip())
    if not m:
        return None
    words = [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1)) if w.strip()]
    known = {k.lower() for k in GRANTABLE_KEYWORDS}
    if len(words) < 1 or not all(w in known and w not in lower._PARAMETERISED and w not in KEYWORD_PARAMETERS
                                 for w in words):
        return None
    return [keyword_title(w) for w in words]


def _for_each_keyword(prev: dict[str, Any], keywords: list[str], s: str, category: str) -> list[dict[str, Any]]:
    """The clause ``prev`` ("creatures you control gain first strike until end of turn if a creature you
    control has first strike") again for each keyword of "the same is true for ...", the keyword it grants
    and the one its "if" reads both replaced; only for a resolving ability's one keyword under an "if" that
    names it."""
    granted = prev["ops"].get("add_abilities") if set(prev["ops"]) == {"add_abilities"} else None
    if category not in _RESOLVING or not granted or len(granted) != 1 or not isinstance(granted[0], str) \
            or prev.get("resolves_if") is not True or len(prev.get("conditions") or []) != 1:
        raise _Unsupported(s, "'the same is true for <keywords>' after other than one keyword granted under an 'if'")
    kw = granted[0]
    if repr(prev["conditions"]).count(repr(kw)) != 1 or repr(prev).count(repr(kw)) != 2:
        raise _Unsupported(s, "'the same is true for <keywords>' after an 'if' that doesn't read the keyword")
    out = []
    for other in keywords:
        if other == kw:
            raise _Unsupported(s, "'the same is true for' the keyword it already names")
        cl = copy.deepcopy(prev)
        cl["ops"] = {"add_abilities": [other]}
        cl["conditions"] = _replace_string(cl["conditions"], kw, other)
        cl["@later"] = True
        cl["text"] = s
        out.append(cl)
    return out


def _extended(first: dict[str, Any], more: dict[str, Any]) -> dict[str, Any]:
    """The objects of one selector or another ("creatures you control" and, the same being true for them,
    "creature spells you control and creature cards you own that aren't on the battlefield").

    >>> _extended({"types": ["Creature"]}, {"types": ["Creature"], "zones": ["stack"]})
    {'any': [{'types': ['Creature']}, {'types': ['Creature'], 'zones': ['stack']}], 'zones': ['battlefield', 'stack']}
    """
    first = dict(first)
    other = first.pop("other", False)     # "other creatures you control": the source is in no other alternative
    alts = [first, *(more["any"] if set(more) <= {"any", "zones"} and "any" in more else [more])]
    zones = sorted({z for a in alts for z in a.get("zones", ["battlefield"])})
    out: dict[str, Any] = {"any": alts}
    if other:
        out["other"] = True
    if zones != ["battlefield"]:
        out["zones"] = zones
    return out


def compile_card(facts: Mapping[str, Any]) -> CompiledCard:
    """Compile a card given its oracle facts (the schema of ``data/cards/oracle.json``)."""
    types = facts.get("types")
    if types is None:
        from ..rules.characteristics import CARD_TYPES
        head = (facts.get("type_line") or "").split("—")[0].split()
        types = [w for w in head if w in CARD_TYPES]
    supertypes = facts.get("supertypes")
    legendary = "Legendary" in (supertypes if supertypes is not None
                                else (facts.get("type_line") or "").split("—")[0].split())
    # the printed power and toughness, when the facts say (None for each: none printed); not said: not known
    pt = (facts.get("power"), facts.get("toughness")) if "power" in facts or "toughness" in facts else None
    return compile_text(facts.get("name") or "", facts.get("oracle_text") or "", types, legendary, pt,
                        mana_cost=facts.get("mana_cost"))
