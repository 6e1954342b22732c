r"""The grammar of rules phrases that create continuous effects (lark, LALR(1)).

One rule per rules phrase: selectors ("other Elf creatures you control", "enchanted creature"),
operations ("gets +N/+N", "has flying and \"...\"", "is a black Zombie", "loses all abilities"),
values ("the number of ...", "for each ...", devotion), conditions ("as long as ...", "during your
turn") and durations ("until end of turn"). A sentence is lexed by :func:`tokens` (our own lexer:
multi-word keywords, subtype plurals, ``non-`` words and P/T boxes are single tokens) and parsed by
the grammar below; :mod:`layerkit.compiler.lower` turns the tree into vocabulary definitions.

Text reaches the grammar normalised (:mod:`layerkit.compiler.normalise`): lower case, the card's
own name and "this creature" as ``~``, quoted abilities as ``§0``, ``§1``, ...

>>> [t.type for t in tokens("other elf creatures you control get +1/+1")]
['OTHER', 'SUBTYPE', 'CARDTYPE', 'YOU', 'CONTROL', 'GET', 'PTMOD']
>>> str(parse("enchanted creature gets +2/+2 and has flying").data)
'sentence'
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator

from lark import Lark, Token, Tree
from lark.lexer import Lexer

from .words import CARD_TYPE_WORDS, COLORS, GRANTABLE_KEYWORDS, NUMBER_WORDS, SUPERTYPE_WORDS, subtype_word

GRAMMAR = r"""
sentence: lead* core trail*

lead: duration ","                          -> lead_duration
    | condition ","                         -> lead_condition
trail: duration                             -> trail_duration
     | ","? condition                       -> trail_condition
     | ","? "where" "x" "is" value          -> where_x

// ---------------------------------------------------------------- clauses
?core: subject preds                        -> subject_clause
     | "gain" "control" "of" subject        -> gain_control
     | "you" "control" subject              -> you_control
     | "switch" possessive "power" "and" "toughness"   -> switch_pt
     | put_counters
     | enters_with
     | escapes_with
     | possessive pt_def                    -> pt_clause
     | "it's" "still" article typeword+     -> still_a
     | "they're" "still" typeword+          -> still_a

put_counters: "put" number counter_kind ("counter" | "counters") "on" subject
enters_with: (SELF | "it") "enters" "with" count counter_kind ("counter" | "counters") "on" "it"
escapes_with: SELF "escapes" "with" count counter_kind ("counter" | "counters") "on" "it"
!count: number | "x"

counter_kind: PTMOD                         -> pt_counter
            | KEYWORD                       -> keyword_counter
            | WORD                          -> named_counter

preds: pred (("," | ","? ANDV ("it" | "they")?) pred)*
?pred: get_pt | grant | lose | is_type | becomes | cant_have | is_not
is_not: ("isn't" | "aren't") article? typeword

get_pt: ("get" | "gets") ("an" "additional")? PTMOD for_each?
for_each: "for" "each" count_np

grant: ("has" | "have" | "gain" | "gains") abilities
lose: ("lose" | "loses") abilities          -> lose_some
    | ("lose" | "loses") "all" "abilities"  -> lose_all
    | ("lose" | "loses") "all" "other" other_kinds -> lose_other
other_kinds: other_kind ("," other_kind)* (","? "and" other_kind)?
other_kind: "abilities"                     -> other_abilities
          | "card" "types"                  -> other_card_types
          | "creature" "types"              -> other_creature_types
cant_have: "can't" "have" abilities
         | "can't" "have" "or" "gain" abilities

abilities: ability ("," ability)* (","? "and" ability)?
?ability: KEYWORD                           -> kw
        | KEYWORD NUM                       -> kw_number
        | KEYWORD MANA+                     -> kw_cost
        | QUOTE                             -> quoted
        | "protection" "from" protection_from -> protection
        | "hexproof" "from" protection_from -> hexproof_from
        | "hexproof"                        -> kw_hexproof
        | "base" "power" number             -> with_base_power
        | "ward" MANA+                      -> ward
        | "crew" NUM                        -> crew
        | "all" "creature" "types"          -> all_types_ability
        | "base" "power" "and" "toughness" PT -> with_base_pt
        | "power" "and" "toughness" "each" "equal" "to" value -> with_pt_each
        | "base" "power" "and" "toughness" "each" "equal" "to" value -> with_pt_each
        | "base" "power" "and" "base" "toughness" "each" "equal" "to" value -> with_pt_each
protection_from: COLOR ("and" "from" COLOR)*  -> prot_colors
               | "everything"               -> prot_everything
               | typeword                   -> prot_type

is_type: ("is" | "are") type_desc
       | ("is" | "are") "also" article? type_list  -> is_also
type_list: typeword (("," typeword)* ","? "and" typeword)?
becomes: ("become" | "becomes") type_desc
type_desc: article? PT? colors? supertype* typeword+ type_with? addition?      -> typed
         | colors addition?                                              -> colored
         | supertype+                                                    -> typed
         | "colorless"                                                   -> colorless
         | "all" "colors"                                                -> all_colors
         | "every" "creature" "type"                                     -> every_type
         | "every" "basic" CARDTYPE "type" addition                       -> every_basic_land_type
         | "the" "chosen" "type" addition?                               -> chosen_type
         | "the" "chosen" "color" addition?                              -> chosen_color
         | "the" "color" "of" "your" "choice"                            -> chosen_color
         | PT type_with?                                                 -> pt_only
         | article PT type_with?                                         -> pt_only
type_with: "with" abilities
         | "that's" "still" article typeword                             -> with_still
         | "with" abilities "that's" "still" article typeword            -> with_still_abilities
addition: "in" "addition" "to" ("its" | "their") "other" ("types" | "colors" | "creature" "types" | CARDTYPE "types")

colors: COLOR ("," COLOR)* (","? "and" COLOR)?
supertype: SUPERTYPE
!typeword: CARDTYPE | SUBTYPE | "creature"


pt_def: "power" "and" "toughness" "are" "each" "equal" "to" value             -> pt_each
      | "power" "is" "equal" "to" value ("and" possessive? "toughness" "is" "equal" "to" value)? -> power_is
      | "toughness" "is" "equal" "to" value                                   -> toughness_is
      | "base" "power" "and" "toughness" ("is" | "are") PT                    -> base_pt_is

// ---------------------------------------------------------------- selectors
?subject: selector
possessive: POSS_SELF                       -> poss_self
          | "its"                           -> poss_it
          | "target" "creature's"           -> poss_target
          | "enchanted" "creature's"        -> poss_enchanted
          | "equipped" "creature's"         -> poss_equipped
          | "each" "creature's"             -> poss_each

selector: SELF                              -> self
        | "it"                              -> it
        | "they"                            -> they
        | "that" "creature"                 -> that_creature
        | "enchanted" head_word             -> enchanted
        | "equipped" "creature"             -> equipped
        | "fortified" CARDTYPE                -> attached
        | target_words np                   -> targets
        | "each" "of" target_words np       -> targets
        | quantity? np                      -> group

target_words: ("up" "to" number)? number? "other"? "another"? "target"
!quantity: "all" | "each" | "all" "other" -> all_other | "each" "other" -> each_other | "other" -> other | "another" -> other

np: adjective* head_word token_word? post*
  | adjective* head_word ("or" head_word)+ post*         -> np_any
  | token_word post*
!head_word: CARDTYPE | SUBTYPE | "creature" | "permanent" | "permanents" | "card" | "cards" | "spell" | "spells"
!token_word: "token" | "tokens"
!adjective: COLOR                            -> adj_color
         | SUPERTYPE                        -> adj_super
         | NON                              -> adj_non
         | CARDTYPE                         -> adj_type
         | SUBTYPE                          -> adj_sub
         | "creature"                       -> adj_type
         | "tapped"                         -> adj_tapped
         | "untapped"                       -> adj_untapped
         | "colorless"                      -> adj_colorless
         | "attacking"                      -> adj_attacking
         | "blocking"                       -> adj_blocking
         | "nontoken"                       -> adj_nontoken
post: "you" "control"                       -> post_you
    | "your" "opponents" "control"          -> post_opp
    | "an" "opponent" "controls"            -> post_opp
    | "you" "don't" "control"               -> post_opp
    | "you" "own"                           -> post_own
    | "in" "your" "graveyard"               -> post_your_graveyard
    | "in" "your" "hand"                    -> post_your_hand
    | "in" "all" "graveyards"               -> post_graveyards
    | "in" "graveyards"                     -> post_graveyards
    | "on" "the" "battlefield"              -> post_battlefield
    | "other" "than" SELF                   -> post_other
    | "with" article counter_kind ("counter" | "counters") "on" ("it" | "them") -> post_counter
    | "with" KEYWORD                        -> post_with_keyword

// ---------------------------------------------------------------- values, conditions, durations
value: number                               -> v_number
     | "x"                                  -> v_x
     | "the" "number" "of" count_np         -> v_count
     | "your" "devotion" "to" COLOR         -> v_devotion
     | "its" "mana" "value"                 -> v_mana_value
     | "that" "number" "plus" number        -> v_that_plus
     | "the" "number" "of" counter_kind "counters" "on" (SELF | "it")  -> v_counters
count_np: np                                -> c_np
        | "other" np                        -> c_other_np
        | counter_kind "counter" "on" SELF  -> c_counters

!number: NUM | NUMWORD | "a" | "an"
!article: "a" | "an"

duration: "until" "end" "of" "turn"         -> d_eot
        | "this" "turn"                     -> d_eot
        | "for" "as" "long" "as" SELF "remains" "on" "the" "battlefield" -> d_while
        | "for" "as" "long" "as" "you" "control" SELF -> d_while

condition: "as" "long" "as" cond_body       -> c_as_long_as
         | "during" "your" "turn"           -> c_your_turn
         | "during" "turns" "other" "than" "yours" -> c_not_your_turn
cond_body: "you" "control" article np                       -> cb_control_one
         | "you" "control" "another" np                     -> cb_control_another
         | "you" "control" number "or" "more" np            -> cb_control_n
         | "you" "control" "no" np                          -> cb_control_none
         | "an" "opponent" "controls" article np            -> cb_opp_controls
         | "it's" "your" "turn"                             -> cb_your_turn
         | "it's" "not" "your" "turn"                       -> cb_not_your_turn
         | SELF "is" "untapped"                             -> cb_untapped
         | "it's" "untapped"                                -> cb_untapped
         | "it's" "tapped"                                  -> cb_tapped
         | SELF "is" "tapped"                               -> cb_tapped
         | SELF "is" "attacking"                            -> cb_attacking
         | "enchanted" "creature" "is" article? np          -> cb_enchanted_is
         | "your" "devotion" "to" COLOR "is" "less" "than" number -> cb_devotion_lt
         | number "or" "more" np "are" "in" "your" "graveyard"    -> cb_graveyard_n
         | "there" "are" number "or" "more" np "in" "your" "graveyard" -> cb_graveyard_n2
         | SELF "has" number "or" "more" counter_kind "counters" "on" "it" -> cb_counters

%declare ANDV SELF POSS_SELF QUOTE PTMOD PT MANA NUM NUMWORD COLOR CARDTYPE SUBTYPE SUPERTYPE KEYWORD NON WORD
"""

_KW_RE = "|".join(re.escape(k) for k in GRANTABLE_KEYWORDS)
_TOKEN_RE = re.compile(
    r"(?P<QUOTE>§\d+)|(?P<POSS_SELF>~'s)|(?P<SELF>~)|"
    r"(?P<PTMOD>[+-](?:\d+|x)/[+-](?:\d+|x))|(?P<PT>(?:\d+|x|\*)/(?:\d+|x|\*))|"
    r"(?P<MANA>\{[^}]+\})|(?P<NUM>\d+)|"
    rf"(?P<KEYWORD>(?:{_KW_RE}))(?![a-z'-])|"
    r"(?P<WORD>[a-z][a-z'-]*)|(?P<PUNCT>[,.:;—])|(?P<SPACE>\s+)|(?P<OTHER>.)")


class _Words(Lexer):
    """Our own lexer: the grammar's literal words by name, the rest by category."""

    literals: dict[str, str] = {}

    def __init__(self, lexer_conf) -> None:  # noqa: D401 - lark's interface
        pass

    def lex(self, data: str) -> Iterator[Token]:  # type: ignore[override]
        return tokens(data)


def _classify_word(w: str) -> str:
    lit = _Words.literals
    # words the grammar spells out win, except that "protection"/"ward" etc. are literals too
    if w in lit:
        return lit[w]
    if w in COLORS:
        return "COLOR"
    if w in CARD_TYPE_WORDS:
        return "CARDTYPE"
    if w in SUPERTYPE_WORDS:
        return "SUPERTYPE"
    if w in NUMBER_WORDS:
        return "NUMWORD"
    if subtype_word(w):
        return "SUBTYPE"
    if w.startswith("non"):
        rest = w[3:].lstrip("-")
        if rest in CARD_TYPE_WORDS or rest in SUPERTYPE_WORDS or rest in COLORS or subtype_word(rest):
            return "NON"
    return "WORD"


def tokens(data: str) -> Iterator[Token]:
    """Lex a normalised sentence into lark tokens."""
    _parser()   # makes sure the literal table is filled
    lit = _Words.literals
    toks = list(_tokens(data, lit))
    for i, tok in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if str(tok) == "and" and nxt is not None and str(nxt) in _VERBS_AFTER_AND:
            yield Token("ANDV", "and", start_pos=tok.start_pos)
        elif (str(tok) == "," and nxt is not None and str(nxt) == "and" and i + 2 < len(toks)
              and str(toks[i + 2]) in _VERBS_AFTER_AND):
            continue            # ", and has ...": the comma belongs to the "and"
        else:
            yield tok


#: "and" before one of these starts another predicate of the same subject ("... with flying and
#: loses all abilities"), not another item of a list of abilities (lexed as ANDV: LALR can't wait)
_VERBS_AFTER_AND = frozenset({"has", "have", "gains", "gain", "gets", "get", "loses", "lose", "is", "are",
                              "becomes", "become", "can't", "it", "they"})


def _tokens(data: str, lit: dict[str, str]) -> Iterator[Token]:
    for m in _TOKEN_RE.finditer(data):
        kind = m.lastgroup or "WORD"
        text = m.group()
        if kind == "SPACE":
            continue
        if kind == "KEYWORD" and text in lit:      # "protection", "ward", "hexproof" are grammar words
            kind = lit[text]
        elif kind == "WORD":
            kind = _classify_word(text)
        elif kind == "PUNCT":
            kind = lit.get(text, "WORD")
        elif kind == "OTHER":
            kind = "WORD"
        yield Token(kind, text, start_pos=m.start())


@lru_cache(maxsize=1)
def _parser() -> Lark:
    parser = Lark(GRAMMAR, start="sentence", parser="lalr", lexer=_Words)
    table: dict[str, str] = {}
    for t in parser.terminals:
        if t.pattern.type == "str":
            table[t.pattern.value] = t.name
    _Words.literals = table
    return parser


def parse(sentence: str) -> Tree:
    """Parse one normalised sentence; raises a lark error when the grammar doesn't cover it."""
    return _parser().parse(sentence)
