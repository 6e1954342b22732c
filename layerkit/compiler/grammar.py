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

import hashlib
import os
import re
import sys
import time
from functools import lru_cache
from typing import Iterator

import lark
from lark import Lark, Token, Tree
from lark.exceptions import LarkError
from lark.lexer import Lexer

from .words import CARD_TYPE_WORDS, COLORS, CONTEXT_SUBTYPE_WORDS, GRANTABLE_KEYWORDS, NUMBER_WORDS, OUTLAW_WORDS, \
    SUPERTYPE_WORDS, planeswalker_type_word, subtype_word

GRAMMAR = r"""
sentence: lead* core (also | trail)*

lead: duration ","                          -> lead_duration
    | condition ","                         -> lead_condition
    | "if" (SELF | "it") "was" "kicked" "," -> lead_kicked
    | "if" (SELF | "it") "was" "kicked" "with" "its" MANA+ KEYWORD "," -> lead_kicked_with   // 702.33d: "... its {1}{U} kicker"
    | "also"                                -> lead_also      // ifsother18: "Also put a +1/+1 counter on that creature if ..."
    | "instead" "only"?                     -> lead_instead   // "if ~ was kicked, instead ..." (702.33d); "instead only creatures your opponents control get ..."
    | "if" SELF "is" article np ","         -> lead_if_self_is  // 603.4: a trigger's intervening "if"
    | "if" SELF "isn't" article np ","      -> lead_if_self_isnt  // "if this land isn't a creature, it becomes ..."
    | "if" SELF "has" KEYWORD ","           -> lead_if_self_has   // 603.4: "if this creature has defender, ..."
    | "if" ("its" | "his" | "her") (KEYWORD | WORD) "cost" "was" "paid" "," -> lead_alt_cost_paid  // 118.9: "if its surge cost was paid"
    | "if" cond_body ","                    -> lead_if          // 603.4: checked as the ability resolves
    | "if" fact_cond ","                    -> lead_if_fact     // 603.4: an intervening "if" on a game fact
    | "if" fact_cond ORC fact_cond ","      -> lead_if_fact_either  // put12: one of two game facts holds
    | "if" fact_cond "and" cond_body ","    -> lead_if_fact_and     // ifsyou15: a game fact and a condition of the board
    | "if" spent_cond ","                   -> lead_if_spent    // 601.2g-h: how the spell was paid for
    | "if" cast_it ","                      -> lead_if_spent    // 601.2: "if you cast it, ...": it was cast
    | "if" "you" "do" ","                   -> lead_you_did     // 608.2c, 614.1c: the ability's "you may ..." was taken
    | "if" "you" ("didn't" "put" "a" "card" | "put" "no" "cards") "into" "your" "hand" "this" "way" "," -> lead_you_didnt_put  // put12: 608.2c
    | "if" it_if ","                        -> lead_if_it       // 608.2c: the object "it" names, as it resolves
    | one_shot ("and" | ANDV | "," "then")  -> lead_one_shot   // "draw a card, then ...": no layer effect
    | FOREACH count_np ","                  -> lead_for_each    // "for each card discarded this way, creatures you control get +1/+0 ..."
    | "if" "a" "player" "controls" "more" np "than" "each" "other" "player" "," -> lead_player_most  // 603.4: read with "the player who controls the most ..."
    | "if" "a" "player" "has" "more" "life" "than" "each" "other" "player" "," -> lead_player_most_life  // 603.4: read with "the player with the most life ..."
    | FOREACH "opponent" ","                -> lead_each_opponent  // "for each opponent, gain control of up to one target creature that player controls"
    | FOREACH "player" ","                  -> lead_each_opponent  // counters15: "for each player, put a +1/+1 counter on up to one target creature that player controls" (115.1d: one target per player, the step's)
// a one-shot part joined to the continuous one ("... and you gain 1 life"): not a layer effect
also: ANDS one_shot                                          -> also
    | "," ("tap" | "untap") selector                          -> also    // "..., untap that creature, and it gains haste"
    // 701.14a: "..., then you may have ~ fight that creature": a fight (damage, 120.3) after the layer effect
    | THEN_HAVE SELF "fight" ("that" "creature" | target_words np) -> also
    | ANDV ("it" | "they") preds                             -> also_it  // "put a counter on it and it gains ..."
    | ANDV "it" "assembles" "a" SUBTYPE                      -> also     // "... and it assembles a Contraption": no layer effect
    // a restriction or requirement on the subject joined by "and" (not layer effects: the clause's `other`)
    | ANDR "its" "activated" "abilities" "can't" "be" "activated" -> also_no_activation  // 602.5
    | ANDR "all" CARDTYPE "able" "to" "block" ("it" | SELF) duration? "do" "so" -> also_must_block  // 509.1c
    | ANDV ("he" | "she") preds                              -> also_he  // "put a counter on ~ and he gains ..." (the card itself)
one_shot: "you" ("gain" | "lose") number "life"              -> os_life
        | "you"? "draw" number ("card" | "cards")            -> os_draw
        | ("tap" | "untap") selector                         -> os_tap           // 701.26
        | "scry" number                                      -> os_scry          // 701.22
        | "surveil" number                                   -> os_surveil       // 701.25
        | "investigate"                                      -> os_investigate   // 701.16
        | SELF? "deals" (number | "x") "damage" "to" damage_to -> os_damage      // 120.3: no layer effect
        // ifsyou17: "~ deals damage equal to the number of +1/+1 counters on it to each opponent" (120.3: none either)
        | SELF "deals" "damage" "equal" "to" value "to" damage_to -> os_damage
        | "each" ("opponent" | "player") "loses" number "life"  -> os_life       // 119.3: no layer effect
        | "goad" ("it" | "them")                             -> os_goad          // 701.15: a requirement, no layer effect
        | "exile" "the" "top" "card" "of" "your" "library"   -> os_exile_top     // 406: no layer effect
        // ifsother15: 615.1: "prevent all combat damage it would deal" (a prevention effect, no layer effect)
        | "prevent" "all" "combat" "damage" ("it" | SELF) "would" "deal" -> os_prevent
        // counters15: 701.14a: "... gets +1/+1 until end of turn and fights target creature you don't control": damage
        // (120.3), no layer effect; the effect stays on its own target (compile: ``target``)
        | "fights" target_words np                           -> os_fight
        // counters15: 111.10: "... and create a Food token": a predefined token, a new object with no layer effect
        | "create" ("a" | "an") SUBTYPE "token"              -> os_create_predefined
// who is dealt the damage of a one-shot part ("... and deals 1 damage to you")
damage_to: "you" | "each" "opponent" | "any" "target" | target_words ("player" | "opponent" | np)
         | "that" "creature"                // ifsother15: the creature the ability named (no layer effect either)
         | "the" "player" "or" (CARDTYPE | "permanent") ("it's" "attacking")?   // 506.2: the one it attacks ("planeswalker": a CARDTYPE)
trail: duration                             -> trail_duration
     | "instead"                            -> trail_instead    // "..., that creature gets +5/+5 instead"
     | ","? condition                       -> trail_condition
     // "~ enters with ... if you attacked this turn" (a game fact, 614.1c), "put a +1/+1 counter on target creature
     // if it's legendary" (608.2c), "... instead if you control an outlaw" (608.2c): lower tells them apart
     | "if" cond_body                       -> trail_if
     | "if" it_if                           -> trail_if_it      // 608.2c: "... if that creature is a cat"
     | "if" spent_cond                      -> trail_if_spent   // "... if {R} was spent to cast this spell"
     | "unless" spent_cond                  -> trail_unless_spent   // "... unless two or more colors of mana were spent to cast it"
     | "unless" cond_body                   -> trail_unless     // a static ability's "~ has hexproof unless it's attacking": while it doesn't hold
     | ","? "where" "x" "is" value          -> where_x
     // "gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half ..., rounded up"
     | ","? "where" "x" "is" value ","? "and" "y" "is" value -> where_xy
     | for_each                             -> trail_for_each

// ---------------------------------------------------------------- clauses
?core: subject ("each" | "also" | "both")? preds     -> subject_clause
     | "gain" "control" "of" subject MIDDUR? -> gain_control
     | "target" ("player" | "opponent") ("gains" | "gain") "control" "of" subject -> player_gains_control  // 613.1b, 115.1
     | "you" "gain" "control" "of" subject MIDDUR? -> gain_control      // 613.1b
     | ("that" "player" | "an" "opponent" | "the" "attacking" "player") ("gains" | "gain") "control" "of" subject -> player_gains_control  // 613.1b: a player chosen or named by the event (506.2: the attacking player, the step's choices.player)
     | _object_controller ("gains" | "gain") "control" "of" subject -> player_gains_control  // 613.1b, 108.4: the controller of an object the ability named
     | "the" "player" "to" "your" ("right" | "left") ("gains" | "gain") "control" "of" subject -> player_gains_control  // 613.1b, 101.4: a seat the board doesn't know: the step's choices.player
     | "target" "opponent" "chosen" "at" "random" ("gains" | "gain") "control" "of" subject -> player_gains_control  // 613.1b, 115.1: the random target, as the step states it
     | "the" "player" "who" "controls" "the" "most" np ("gains" | "gain") "control" "of" subject -> most_gains_control  // 613.1b: the one player who controls more of them than each other player
     | "the" "player" "with" "the" "most" "life" ("gains" | "gain") "control" "of" subject -> most_life_gains_control  // 613.1b, 119: the one player with more life than each other player
     | "each" "player" "gains" "control" "of" subject "they" "own" -> owner_gains_control  // 613.1b, 110.2: each object's owner
     | "exchange" "control" "of" exchanged   -> exchange_control  // 701.12
     | "you" "control" subject              -> you_control
     | "switch" possessive "power" "and" "toughness"   -> switch_pt
     | "switch" "the" "power" "and" "toughness" "of" selector -> switch_pt_of   // 613.4d: "of each creature on the battlefield"
     | put_counters
     | "you" put_counters                     // counters15: "You put a +1/+1 counter on each creature you control ...": the ability's controller puts them, as "put" alone says
     | "distribute" number counter_kind "counters" "among" dist_count "other"? "target" np -> distribute  // 601.2d
     | "distribute" "x" counter_kind "counters" "among" dist_count "other"? "target" np -> distribute_x  // X: "where X is ..." or the cost's
     | enters_with
     | others_enter_with
     | next_cast_enters_with
     | that_enters_with
     | counters_put_instead
     | escapes_with
     | possessive pt_def                    -> pt_clause
     // 613.4b, 608.2h: "the base power and toughness of other creatures you control become equal to ~'s power and
     // toughness until end of turn", "change the base power and toughness of target Human you control to ~'s power
     // and toughness": the values determined once, as the effect begins
     | "the" "base" "power" "and" "toughness" "of" subject "become" "equal" "to" possessive "power" "and" "toughness" -> base_pt_of_equal_pt
     | "the" "base" "power" "and" "toughness" "of" subject "become" "equal" "to" value -> base_pt_of_equal
     | "the" "base" "power" "and" "toughness" "of" subject "become" PT -> base_pt_of_box
     | "change" "the" "base" "power" "and" "toughness" "of" subject "to" possessive "power" "and" "toughness" -> base_pt_of_equal_pt
     // misc16: 613.4b, 608.2h: "change ~'s base toughness to 1 plus the number of creature cards in your graveyard",
     // "change ~'s base power to 1 plus the greatest power among other creatures you control": one of the two only
     | "change" possessive "base" "power" "to" value -> change_base_power
     | "change" possessive "base" "toughness" "to" value -> change_base_toughness
     | ("it's" | "he's" | "she's") "still" article typeword+     -> still_a   // counters15: "He's still a planeswalker" (the card's own pronoun)
     | "double" possessive double_what      -> double_pt          // 701.10b-c
     | "double" "the" double_what "of" selector -> double_pt_of   // 701.10b-c
     | "triple" possessive double_what      -> triple_pt          // 701.11b
     | "double" "the" "number" "of" counter_kind "counters" "on" selector -> double_counters   // 701.10e
     // 122.1: counters removed from an object as it resolves ("remove all -1/-1 counters from it", "remove all
     // counters from that creature", "remove a -1/-1 counter from it")
     | "remove" "all" counter_kind "counters" "from" selector -> remove_all_of_kind
     | "remove" "all" "counters" "from" selector -> remove_every_counter
     | "remove" number counter_kind ("counter" | "counters") "from" selector -> remove_counters
     // 122.1, 608.2d: counters of any kinds, which ones chosen as it resolves ("remove up to three counters from
     // target permanent", "remove X counters from target permanent, where X is ...", "remove a counter from ...")
     | "remove" "up" "to" count ("counter" | "counters") "from" selector -> remove_chosen_up_to
     // 701.39a: "bolster N": N +1/+1 counters on a creature with the least toughness among creatures you control
     | "bolster" count -> bolster
     | "remove" count ("counter" | "counters") "from" selector -> remove_chosen
     // 608.2h: "remove a number of +1/+1 counters from ~ equal to the result", as many as it has at most
     | "remove" "a" "number" "of" counter_kind "counters" "from" selector "equal" "to" value -> remove_counters_equal
     | "they're" "still" typeword+          -> still_a
     | "it's" type_desc                     -> it_is       // "it's an enchantment": "it is" (205.1a)
     // "it's a 3/4 Ninja creature and has hexproof": "it is ... and it has ..." ("he's": the card itself)
     | ("it's" | "he's" | "she's") type_desc ANDV ("it" | "he" | "she")? preds -> it_is_and
     | ("he's" | "she's") type_desc         -> he_is       // the character the card is: the card itself
     | "they're" type_desc                  -> they_are    // "they're Zombies in addition to their other types"
     | enters_as_copy
     | "turn" selector "face" "down"                          -> turn_face_down  // 708.2a
     | "transform" selector                                   -> transform_act   // 701.27a
     | "create" "a" "token" "that's" "a" "copy" "of" selector copy_except? -> token_copy   // 111.1, 707.2
     | "create" number "tokens" "that" "are" "copies" "of" selector copy_except? -> token_copy  // "create five tokens that are copies of ..."
     | "create" "x" "tokens" "that" "are" "copies" "of" selector copy_except? -> token_copies_x    // X: the spell's or the cost's
     | "change" "the" "text" "of" selector "by" "replacing" "all" "instances" "of" text_words -> change_text  // 612

// 108.4: "its controller", "that creature's controller", "that source's controller": a player the ability's
// event or target names, given by the scenario (choices.player), never worked out by the board
_object_controller: "its" "controller" | "that" ("creature's" | "permanent's" | "source's") "controller"
                  | "that" "spell" "or" "ability's" "controller"     // the controller of the spell or ability the event names

// 612.2: the words a text change replaces: "one color word with another [or one basic land type with another]"
text_words: text_word ("or" text_word)?
text_word: NUMWORD "color" "word" "with" "another"    -> tw_color
         | NUMWORD BASIC_LAND_TYPE "with" "another"   -> tw_land_type

// 707.5, 614.1c: "you may have ~ enter as a copy of any creature on the battlefield[, except ...]": a
// replacement effect of the permanent's own ability; what it copies is the scenario's `copy:`. Only the
// words the board checks the copied object against (legality.copy_phrase): types, "you control",
// "an opponent controls", "on the battlefield", "in a graveyard", "with power N or greater"
enters_as_copy: "you" "may" "have" SELF "enter" enters_tapped? "as" "a" "copy" "of" copy_of copy_except?
enters_tapped: "tapped"                       // 614.1c: not a layer effect (the scenario's `tapped: true`)
copy_of: ("any" | "a" | "an" | "another") copy_np ("on" "the" "battlefield" | "in" "a" "graveyard")? copy_power? copy_history?
// which object may be chosen (the scenario's copy: key, 707.2): "any permanent that entered this turn", "any creature
// card in a graveyard that was put there from the battlefield this turn" (400.7: its history, the step's choice)
copy_history: "that" "entered" ("this" "turn" | MIDDUR | COPYDUR)
            | "that" "was" "put" "there" "from" "the" "battlefield" ("this" "turn" | MIDDUR | COPYDUR)
// 208.1: "a creature you control with power 4 or greater" (legality.phrase reads it too)
copy_power: "with" "power" NUM "or" ("greater" | "less")
copy_np: copy_type ("," copy_type)* (","? "or" copy_type)? ("card" | "you" "control" | "an" "opponent" "controls")?
copy_type: copy_word+
!copy_word: CARDTYPE | SUBTYPE | NON | "creature" | "permanent"
// 707.9, 707.9b: exceptions to the copying process, which become part of the copiable values
copy_except: "," "except" copy_exc (("," | COMMAV | ANDV) copy_exc)*
!copy_if_type: "if" "it's" article (CARDTYPE | "creature")
// the object's own pronoun: "it", or the character's ("he", "she": Hulkling's "he has flying")
copy_exc: ("it" | "he" | "she")? pred          -> exc_pred
        | ("it's" | "he's" | "she's") type_desc -> exc_is
        | ("it" | "he" | "she" | "the" "token")? "isn't" SUPERTYPE -> exc_not_super   // "except the token isn't legendary"
        | ("its" | "his" | "her") "name" "is" SELF -> exc_name     // 707.9b
        // 614.1c: "except it enters with X additional +1/+1 counters on it [if it's a creature]": counters the
        // replacement effect puts as it enters (not a copiable value, 707.9b)
        | ("it" | "he" | "she") "enters" "with" count "additional" counter_kind ("counter" | "counters") "on" on_itself copy_if_type? -> exc_enters_with
        // 707.9b, 614.12: "except it has ~'s other abilities" (Sakashima): the entering object's own other abilities
        | ("it" | "he" | "she") "has" (POSS_SELF | "its" | "his" | "her") "other" "abilities" -> exc_own_abilities

// 701.12: the two permanents whose control is exchanged: two targets, or the source and a target
exchanged: target_words np                                               -> exchange_two
         | target_words np "and" "another"? "target" np                    -> exchange_two
         | SELF "and" ("up" "to" number)? "target" np                         -> exchange_self

// how many targets a division is among: "one, two, or three", "one or two", "up to three", "any number of"
dist_count: number ("," number)* ","? "or" number  -> dist_listed
          | "up" "to" number                     -> dist_up_to
          | "any" "number" "of"                  -> dist_any
// "put a +1/+1 counter and a lifelink counter on target creature", "put a +1/+1 counter on each creature you
// control and a loyalty counter on each other planeswalker you control" (ANDC: the lexer's "and" before counters)
put_counters: "put" counter_list "on" subject (ANDC counter_list "on" subject)*
            | "put" "x" counter_kind "counters" "on" subject -> put_x_counters   // X: "where X is ..." or the cost's
            | "put" "up" "to" ("x" | number) counter_kind "counters" "on" SELF -> put_up_to_counters   // put12: 608.2d
            // 603.2, 608.2h: "that many": the number the trigger event carries (the damage dealt, the life gained)
            | "put" "that" "many" counter_kind "counters" "on" subject -> put_that_many_counters
            | "put" counter_list "on" article np -> put_counters_chosen   // 608.2d: "on a creature you control", chosen as it resolves
            // 608.2d: one counter of the kind chosen as it resolves ("put your choice of a menace, trample, or
            // haste counter on target Dinosaur", "put a +0/+1 counter or a +1/+0 counter on target creature")
            | "put" "your" "choice" "of" counter_options "on" subject -> put_counter_choice
            | "put" number counter_kind "counter" "or" number counter_kind "counter" "on" subject -> put_counter_choice
            // ifsother14: 608.2d: "put a flying, lifelink, or +1/+1 counter on it": one counter of the kind chosen
            | "put" number counter_kind "," counter_kind ("," counter_kind)* ","? "or" counter_kind "counter" "on" subject -> put_counter_choice
            // 608.2d: "put a +1/+1 counter and a counter from among flying, first strike, lifelink, or vigilance on it":
            // the counter of the fixed kind and one of the kind chosen as it resolves
            | "put" counter_group ("and" | ANDC) "a" "counter" "from" "among" counter_kind ("," counter_kind)+ ","? "or" counter_kind "on" subject -> put_counters_and_choice
            | "put" "a" "number" "of" counter_kind "counters" "equal" "to" value "on" subject -> put_counters_equal
            | "put" "a" "number" "of" counter_kind "counters" "on" subject "equal" "to" value -> put_counters_on_equal
            | "put" counter_kind "counters" "on" subject "equal" "to" value -> put_counters_on_equal   // "put +1/+1 counters on it equal to its power"
counter_list: counter_group (("," counter_group)* ","? ANDC counter_group)?
counter_group: number counter_kind ("counter" | "counters")
// "on it", or the character's own pronoun ("The Duke enters with a +1/+1 counter on him")
enters_with: (SELF | "it") "enters" enters_tapped? "with" count counter_kind ("counter" | "counters") "on" on_itself for_each? enters_also?
           | (SELF | "it") "enters" "the" "battlefield" "with" count counter_kind ("counter" | "counters") "on" on_itself for_each? enters_also?
           | (SELF | "it") "enters" "with" count counter_kind ("counter" | "counters") ("," counter_group)* ","? ANDC counter_group "on" on_itself enters_also? -> enters_with_list
           | (SELF | "it") "enters" "with" "a" "number" "of" counter_kind "counters" "on" on_itself "equal" "to" value -> enters_with_value
           // 614.1c: "a +1/+1 counter on it plus an additional +1/+1 counter on it for each other creature you control"
           | (SELF | "it") "enters" "with" count counter_kind ("counter" | "counters") "on" on_itself "plus" "an" "additional" counter_kind "counter" "on" on_itself for_each -> enters_with_plus
           // "a +1/+1 counter on it for each other red creature you control and a +1/+1 counter on it for each other
           // green creature you control": the two counts added (a creature of both colors counts for each)
           | (SELF | "it") "enters" "with" count counter_kind ("counter" | "counters") "on" on_itself for_each ANDC count counter_kind ("counter" | "counters") "on" on_itself for_each -> enters_with_two_counts
           | (SELF | "it") "enters" "with" "your" "choice" "of" counter_options "on" on_itself -> enters_with_choice
           | (SELF | "it") "enters" "with" "each" "of" "a" counter_kind ("," counter_kind)* ","? "and" counter_kind "counter" "on" on_itself -> enters_with_each   // one of each kind (614.1c)
on_itself: "it" | "him" | "her"
// "a deathtouch counter or a lifelink counter", "a +1/+1, first strike, or vigilance counter": one counter
// of the kind chosen as it enters (614.12)
counter_options: "a" counter_kind "counter" ("," "a" counter_kind "counter")* ","? "or" "a" counter_kind "counter"
               | "a" counter_kind ("," counter_kind)* ","? "or" counter_kind "counter"
// 614.1c, 614.12: a replacement effect on other permanents as they enter ("each other Elf you control enters
// with an additional +1/+1 counter on it"): "additional" to what they otherwise enter with
others_enter_with: quantity? np ("enters" | "enter") "with" number "additional" counter_kind ("counter" | "counters") "on" ("it" | "them") for_each?
                 | quantity? np ("enters" | "enter") "with" number "additional" "x" counter_kind "counters" "on" ("it" | "them") -> others_enter_with_x
                 | quantity? np ("enters" | "enter") "with" "a" "number" "of" "additional" counter_kind "counters" "on" ("it" | "them") "equal" "to" value -> others_enter_with_value
                 // "Face-down creatures you control enter with a flying counter on them": not "additional", the same
                 // replacement effect (614.1c)
                 | quantity? np "enter" "with" number counter_kind ("counter" | "counters") "on" "them" -> others_enter_with
// 603.7, 614.1c: a delayed triggered ability the effect creates ("When you next cast a creature spell this turn,
// that creature enters with an additional +1/+1 counter on it"): a replacement effect on the permanent that
// spell becomes (the next spell of that kind its controller casts this turn, 601.2)
next_cast_enters_with: "when" "you" "next" "cast" article np "this" "turn" "," ("that" "creature" | "it") "enters" "with" number "additional" counter_kind ("counter" | "counters") "on" "it"
// ifsyou15: 106.4, 614.1c: "If that mana is spent on a creature spell, that creature enters with an additional +1/+1
// counter on it" (compile's reading: the spell the mana of the ability was spent on, as its step states)
    | "that" "mana's" np "enters" "with" number "additional" counter_kind ("counter" | "counters") "on" "it" -> mana_spent_enters_with
// 614.1c: "Whenever you cast a creature spell, that creature enters with an additional +1/+1 counter on it": a
// replacement effect the resolved trigger creates on the permanent that spell becomes (compile reads it only there)
// (without "additional", or "enters the battlefield with": the same replacement effect, 614.1c)
that_enters_with: "that" "creature" "enters" ("the" "battlefield")? "with" number "additional"? counter_kind ("counter" | "counters") "on" "it" for_each?
                | "that" "creature" "enters" "with" "x" "additional" counter_kind "counters" "on" "it" -> that_enters_with_x
                // "an additional +1/+1 counter, reach counter, and trample counter on it": one counter of each kind
                | "that" "creature" "enters" ("the" "battlefield")? "with" number "additional"? counter_kind "counter" ("," counter_kind "counter")* ","? "and" counter_kind "counter" "on" "it" -> that_enters_with_each
                // "your choice of a +1/+1 counter, a flying counter, or a lifelink counter on it" (614.1c)
                | "that" "creature" "enters" ("the" "battlefield")? "with" "your" "choice" "of" counter_options "on" "it" -> that_enters_with_choice
// 614.1a: "if one or more +1/+1 counters would be put on a creature you control, that many plus one
// +1/+1 counters are put on it instead" (also "twice that many", "that many ... minus one")
counters_put_instead: "if" number "or" "more" counter_kind "counters" "would" "be" "put" "on" put_on "," put_instead
put_on: SELF                                -> put_on_self
      | article np                          -> put_on_a
      | "another" np                        -> put_on_another
put_instead: "that" "many" "plus" number counter_kind "counters" "are" "put" "on" put_again "instead" -> pi_plus
           | "twice" "that" "many" counter_kind "counters" "are" "put" "on" put_again "instead"   -> pi_twice
           | "that" "many" counter_kind "counters" "minus" number "are" "put" "on" put_again "instead" -> pi_minus
put_again: "it" | "that" ("creature" | "permanent" | CARDTYPE) | SELF
escapes_with: SELF "escapes" "with" count counter_kind ("counter" | "counters") "on" "it"
            | SELF "escapes" "with" "your" "choice" "of" counter_options "on" "it" -> escapes_with_choice   // 702.138c
!count: number | "x" | "twice" "x"
enters_also: "and" "with" abilities          // 614.1c: "... on it and with first strike"
// 701.10b: what is doubled: the power, or the power and the toughness
!double_what: "power" | "power" "and" "toughness" | "toughness"     // ifsyou15: 701.10b "doubles a creature's toughness"

counter_kind: PTMOD                         -> pt_counter
            | KEYWORD                       -> keyword_counter
            | WORD                          -> named_counter
            | blessing_word                 -> named_counter    // a grammar word elsewhere ("the city's blessing")
            | SUBTYPE                       -> named_counter    // a subtype word elsewhere ("a treasure counter", 122.1)
            | hexproof_word                 -> keyword_counter  // "hexproof" is a grammar word ("hexproof from ...")
            | devotion_word                 -> named_counter    // counters15: a grammar word elsewhere ("your devotion to ...")
!hexproof_word: "hexproof"
!devotion_word: "devotion"
!blessing_word: "blessing"

// a duration inside the list of predicates (MIDDUR: the lexer's, before "and"/"," and a verb)
// ends the predicates it follows: "gets +1/+1 until end of turn and can't be blocked this turn"
preds: perpetually? pred (MIDDUR? ("," | COMMAV | ","? ANDV ("it" | "they")?) perpetually? pred)* MIDDUR?
// Alchemy's "perpetually" (digital-only, not in the CR): the change lasts for the rest of the game
perpetually: "perpetually"
?pred: get_pt | get_pt_choice | grant | lose | is_type | becomes | cant_have | is_not | restriction | becomes_copy
     | gain_all_of | gain_land_types | cant_have_counters | full_text_of
// ifsother15: 613.2 (text of a card, 612): "has the full text of that card and has the text "..."" (Volrath's
// Shapeshifter): the card the condition before names, the top card of a graveyard
full_text_of: "has" "the" "full" "text" "of" "that" "card" ANDV "has" "the" "text" QUOTE
// 122.6: "can't have counters put on it", "can't have -1/-1 counters put on them" (as they enter, too)
cant_have_counters: "can't" "have" "counters" "put" "on" ("it" | "them")   -> cant_have_any_counters
                  | "can't" "have" PTMOD "counters" "put" "on" ("it" | "them")
// 613.1f: "has all activated abilities of all lands you control" (the abilities of those objects, layer 6)
gain_all_of: ("has" | "have" | "gain" | "gains") "all" ability_kind "abilities" "of" selector
!ability_kind: "activated" | WORD          // WORD: "loyalty" (lower refuses any other), a counter's name elsewhere
// 707.1, 707.4: "~ becomes a copy of target creature[, except ...]" (layer 1a, 613.1a)
becomes_copy: ("become" | "becomes") "a" "copy" "of" (selector | copied_card) (COPYDUR? copy_except)?
           | "is" "a" "copy" "of" "the" "chosen" "creature"  -> is_copy_chosen  // 707.2, 607.2a: the object chosen as it entered
// 607.2a, 406.6: a card the source exiled (its linked ability's): "the exiled card", "a creature card exiled
// with ~"; which card is the step's choices.object
copied_card: "the" "exiled" "card"                                       -> the_exiled_card
           | ("a" | "an") copy_type "card" "exiled" "with" (SELF | "it")  -> card_exiled_with
// COPYDUR: the lexer's "until end of turn" before ", except": the copy's duration
is_not: ("isn't" | "aren't") article? typeword

// 205.1b, 305.6: "lands you control gain all basic land types": Plains, Island, Swamp, Mountain and Forest in
// addition to their other types (an addition: 305.7 is for an effect that sets a land's subtype)
gain_land_types: ("gain" | "gains") "all" BASIC_LAND_TYPE
get_pt: ("get" | "gets") ("an" "additional")? PTMOD for_each?
      | ("get" | "gets") ("an" "additional")? PTMOD DURFOR for_each    // "gets +1/+1 until end of turn for each ..."
      // values18: 613.4c: "get +1/+1 for each creature you control and +1/+1 for each Aura you control": two
      // counts, each scaling its own change, added (107.1)
      | ("get" | "gets") PTMOD for_each "and" PTMOD for_each -> get_pt_two
for_each: FOREACH count_np
// "gets +1/-1 or -1/+1 until end of turn": one of the changes, chosen as it resolves (608.2d)
get_pt_choice: ("get" | "gets") PTMOD "or" PTMOD

// Not layer effects (613 changes characteristics; these change the rules of combat or untapping):
// kept as the clause's `other` text, never applied in a layer, never counted as a layer part.
!restriction: "can't" "block"                                        -> r_cant_block       // 509.1a
            | "can't" "attack"                                       -> r_cant_attack      // 508.1c
            | "can't" "attack" "or" "block"                          -> r_cant_attack_block
            | "can't" "be" "blocked"                                 -> r_unblockable      // 509.1b
            | "can't" "be" "blocked" "by" "more" "than" number "creature" -> r_unblockable
            | "can't" "be" "blocked" "except" "by" np                -> r_unblockable
            | "can't" "be" "blocked" "by" np                         -> r_unblockable
            // UNLESSREST: the lexer's "unless ..." to the end of the sentence, a restriction's own words
            | "can't" "be" "blocked" UNLESSREST                      -> r_unblockable      // 509.1b
            | "can't" "attack" UNLESSREST                            -> r_cant_attack      // 508.1c
            | "can't" "block" UNLESSREST                             -> r_cant_block       // 509.1a
            | "must" "be" "blocked" duration? "if" "able"            -> r_must_be_blocked  // 509.1c
            // ifsother15: 509.1c: "must be blocked by a Dalek if able" (a requirement on the blockers)
            | "must" "be" "blocked" "by" article np "if" "able"      -> r_must_be_blocked
            // ifsother15: 508.1c: "~ can't be attacked" (a restriction on attack declarations)
            | "can't" "be" "attacked"                                -> r_cant_be_attacked
            // ifsother15: 702.37e, 708.8: "it can't be turned face up" (a restriction on a special action)
            | "can't" "be" "turned" "face" "up"                      -> r_cant_turn_face_up
            | "can" "attack" duration? "as" "though" ("it" | "they") "didn't" "have" KEYWORD -> r_attack_as_though // 702.3b
            | "can" "block" "an" "additional" "creature" ("each" "combat" | duration)? -> r_block_additional // 509.1a
            | "can" "block" "an" "additional" number CARDTYPE ("each" "combat" | duration)? -> r_block_additional  // "creatures"
            | "doesn't" "untap" "during" ("its" "controller's" | "your") "next"? "untap" "step" -> r_doesnt_untap // 502.3
            | "can't" "become" "untapped"                            -> r_doesnt_untap     // 502.3
            | "can" "only" "attack" "alone"                          -> r_attack_alone     // 506.5, 508.1c
            | "can" "block" "any" "number" "of" CARDTYPE duration? -> r_block_additional // 509.1a
            | ("attacks" | "attack") "each" "combat" "if" "able"     -> r_must_attack      // 508.1d
            | ("attacks" | "attack") "this" "turn" "if" "able"       -> r_must_attack      // 508.1d, this turn only
            | ("attacks" | "attack") "this" "combat" "if" "able"     -> r_must_attack      // 508.1d, this combat only
            | ("blocks" | "block") "each" "combat" "if" "able"       -> r_must_block       // 509.1c
            | "must" "attack" "if" "able"                            -> r_must_attack      // 508.1d
            | "can't" "attack" "you" ("or" CARDTYPE "you" "control")? -> r_cant_attack     // 508.1c
            | "is" "goaded"                                          -> r_goaded           // 701.15b
            | "can't" "attack" "alone"                               -> r_cant_attack_alone  // 506.5, 508.1c
            | "can't" "be" "sacrificed"                              -> r_cant_be_sacrificed // 701.21a
            | "can't" "be" "the" "target" "of" "spells"              -> r_cant_be_targeted   // 601.2c
            | "can't" "be" "enchanted" "by" "other" SUBTYPE          -> r_cant_be_enchanted  // 303.4c
            | "can" "block" np "as" "though" "they" "didn't" "have" KEYWORD -> r_block_as_though   // 702.28b
            | "can" "block" np "abilities" "as" "though" "they" "didn't" "have" "those" "abilities" -> r_block_as_though  // 702.14c
            | "assigns" "combat" "damage" "equal" "to" "its" "toughness" "rather" "than" "its" "power" -> r_assigns_toughness  // 510.1a

grant: ("has" | "have" | "gain" | "gains") abilities
     | ("gain" | "gains") "your" "choice" "of" ability_options -> grant_choice    // chosen as it resolves (608.2d)
ability_options: ability ("," ability)* ","? "or" ability
lose: ("lose" | "loses") abilities          -> lose_some
    | ("lose" | "loses") "all" "abilities"  -> lose_all
    | ("lose" | "loses") "all" "abilities" "except" "mana" "abilities" -> lose_all_but_mana   // 605.1a: mana abilities kept
    | ("lose" | "loses") "all" KEYWORD "abilities" -> lose_all_landwalk   // 702.14: every "[type]walk"
    // 702.22c: 'loses all "bands with other" abilities': each "bands with other [quality]"
    | ("lose" | "loses") (ability "and")? "all" QUOTE "abilities" -> lose_all_quoted
    | ("lose" | "loses") "all" "other" other_kinds -> lose_other
    // 205.1a: "lose all land types and abilities" (CARDTYPE: only "land", lower.py checks)
    | ("lose" | "loses") "all" CARDTYPE "types" -> lose_kind_types
    | ("lose" | "loses") "all" CARDTYPE "types" "and" "abilities" -> lose_kind_types_abilities
other_kinds: other_kind ("," other_kind)* (","? "and" other_kind)?
other_kind: "abilities"                     -> other_abilities
          | "card" "types"                  -> other_card_types
          | "creature" "types"              -> other_creature_types
cant_have: "can't" "have" abilities
         | "can't" "have" "or" "gain" abilities
         // 613.1f: "can't have hexproof or shroud": none of them
         | "can't" "have" ability ("," ability)* ","? "or" ability -> cant_have_any

// "has flying and \"...\" and \"...\"": each "and" adds one more ability
abilities: ability ("," ability)* (","? "and" ability)*
?ability: KEYWORD                           -> kw
        | KEYWORD NUM                       -> kw_number
        | KEYWORD "x"                       -> kw_x        // "has bushido X, where X is ...": the number a value
        | KEYWORD MANA+                     -> kw_cost
        | KEYWORD "equal" "to" "its" "mana" "cost" -> kw_own_cost   // "flashback. the flashback cost is equal to its mana cost" (normalise)
        | KEYWORD "equal" "to" "its" "mana" "cost" "plus" "exile" number "other" "cards" "from" "your" "graveyard" -> kw_own_cost_exile   // 702.138a (normalise)
        | KEYWORD "equal" "to" "its" "mana" "cost" "reduced" "by" MANA -> kw_own_cost_reduced   // 118.7a (normalise)
        | QUOTE                             -> quoted
        | "this" "ability"                  -> this_ability   // 707.9b: "except it has this ability"
        | "enchant" enchant_what            -> enchant   // 702.5a
        | "protection" "from" protection_from -> protection
        | KEYWORD "of" "the" "chosen" "type" -> landwalk_chosen   // 702.14a: "landwalk of the chosen type"
        | CARDTYPE KEYWORD                  -> typed_landwalk    // 702.14c: "artifact landwalk"
        | KEYWORD SUBTYPE MANA+             -> kw_quality_cost   // 702.6c: "equip Knight {0}" (equip [quality] [cost])
        | AFFINITY_FOR (CARDTYPE | SUBTYPE) -> kw_for            // 702.41a: "affinity for artifacts" (the lexer's)
        | "hexproof" "from" protection_from -> hexproof_from
        | "hexproof"                        -> kw_hexproof
        // "loses protection and ward": every protection (702.16a) and ward (702.21a) ability, whatever its quality or cost
        | "protection"                      -> bare_protection
        | "ward"                            -> bare_ward
        | "base" "power" number             -> with_base_power
        | "base" "toughness" number         -> with_base_toughness   // 613.4b: "has base toughness 1"
        | "ward" MANA+                      -> ward
        | "crew" NUM                        -> crew
        | "all" "creature" "types"          -> all_types_ability
        | "base" "power" "and" "toughness" PT -> with_base_pt
        | "power" "and" "toughness" "each" "equal" "to" value -> with_pt_each
        | "base" "power" "and" "toughness" "each" "equal" "to" value -> with_pt_each
        | "base" "power" "and" "base" "toughness" "each" "equal" "to" value -> with_pt_each
!enchant_what: "creature" | "permanent" | CARDTYPE
protection_from: COLOR ("and" "from" COLOR)*  -> prot_colors
               | "each" "color"             -> prot_each_color    // 702.16h
               | "everything"               -> prot_everything
               | typeword                   -> prot_type
               | typeword ("and" "from" typeword)+ -> prot_types   // "from instants and from sorceries": one each (702.16g)
               | typeword "and" "from" "each" "color" -> prot_type_each_color   // ifsother14: 702.16g-h, six abilities
               | "multicolored"             -> prot_multicolored    // 702.16a: a quality (105.2b)
               | "monocolored"              -> prot_monocolored     // 105.2a
               | chosen_color_of            -> prot_chosen_color
               // 702.16a: "protection from instant spells and from sorcery spells" (702.16g: one each)
               | CARDTYPE "spells" ("and" "from" CARDTYPE "spells")* -> prot_type_spells
               | NON CARDTYPE               -> prot_non_type      // "from non-Human creatures"
               | "the" "chosen" "player"    -> prot_chosen_player // 702.16k: the player chosen for the source
               | "each" "of" "your" "opponents" -> prot_each_opponent // 702.16i, 702.16k: one per opponent
               // 702.16a, 702.11d, 105.2: one from each color the object it is granted to has
               | ("its" "colors" | "each" "of" "its" "colors") -> prot_its_colors
               // 702.16a, 105.2: one protection from each color among the permanents its controller controls
               | "the" "colors" "of" "permanents" "you" "control" -> prot_colors_of_yours
               // 702.16a, 608.2d: one quality chosen as it resolves: that one, or one color
               | (typeword | "colorless") "or" "from" chosen_color_of -> prot_or_chosen_color
// a color chosen as the spell or ability resolves (608.2d), or the color chosen for the source
chosen_color_of: "the" "color" "of" ("your" | "its" "controller's") "choice"
               | "the" "chosen" "color"

is_type: ("is" | "are") type_desc
       // 205.1b: "has the chosen creature type in addition to its other types" (a type, not an ability)
       | ("has" | "have") "the" "chosen" "creature" "type" addition -> has_chosen_type
       | ("is" | "are") "also" article? type_list  -> is_also
type_list: typeword (("," typeword)* ","? "and" typeword)?
becomes: ("become" | "becomes") type_desc
type_desc: article? PT? (colors | no_color)? supertype* typeword+ type_with? addition? -> typed
         | article? SUPERTYPE PT (colors | no_color)? typeword+ type_with? addition?  -> typed   // "a legendary 8/12 Spirit creature"
         // 205.1b: "are Clerics, Rogues, Warriors, and Wizards in addition to their other types": each of them
         | typeword ("," typeword)+ ","? "and" typeword addition          -> typed
         | colors addition?                                              -> colored
         | supertype+ addition?                                          -> typed
         | "colorless"                                                   -> colorless
         | "all" "colors"                                                -> all_colors
         | "every" "creature" "type"                                     -> every_type
         | "all" "creature" "types"                                      -> every_type   // "is all creature types" (702.73a's words)
         | "every" BASIC_LAND_TYPE addition                               -> every_basic_land_type
         // grants18: 205.3i: "is every nonbasic land type" (the land types other than the five basic ones)
         | "every" NON CARDTYPE "type"                                   -> every_nonbasic_land_type
         | "the" "chosen" "type" addition?                               -> chosen_type
         | "the" "chosen" "creature" "type" addition?                    -> chosen_type
         | "the" "chosen" "color" addition?                              -> chosen_color
         | "the" "color" "of" "your" "choice"                            -> chosen_color
         | "the" "creature" "type" "of" "your" "choice" addition?        -> chosen_type
         | "the" BASIC_LAND_TYPE "of" "your" "choice"                    -> chosen_land_type
         | PT type_with?                                                 -> pt_only
         | article PT type_with?                                         -> pt_only
type_with: "with" abilities
         | "that's" "still" article typeword                             -> with_still
         | "with" abilities "that's" "still" article typeword            -> with_still_abilities
         | "that" "are" "still" typeword                                 -> with_still   // the plural (205.1b)
         | "with" abilities "that" "are" "still" typeword                -> with_still_abilities
addition: "in" "addition" "to" ("its" | "their" | "his" | "her") "other" ("types" | "colors" | "creature" "types" | CARDTYPE "types")
        | "in" "addition" "to" ("its" | "their") "other" "colors" "and" "types"  -> addition_colors_types  // 105.3, 205.1b

colors: COLOR ("," COLOR)* (","? "and" COLOR)?
no_color: "colorless"                        // 105.2c: "is a colorless Forest land": no color
supertype: SUPERTYPE
!typeword: CARDTYPE | SUBTYPE | "creature"


pt_def: "power" "and" "toughness" "are" "each" "equal" "to" value             -> pt_each
      | "power" "and" "toughness" "are" "each" NUM                           -> pt_each_number   // 208.1: "are each 2"
      | "power" "is" "equal" "to" value ("and" possessive? "toughness" "is" "equal" "to" value)? -> power_is
      | "toughness" "is" "equal" "to" value                                   -> toughness_is
      | "base" "power" "and" "toughness" ("is" | "are") PT                    -> base_pt_is
      | "base" "power" "and" "toughness" "become" PT                           -> base_pt_is   // 613.4b, a resolving effect's
      | "base" "power" ("becomes" | "become") "equal" "to" value               -> base_power_becomes   // 613.4b: power only
      | "base" "power" "and" "toughness" "become" PT "or" PT                   -> base_pt_choice   // 608.2d: one, chosen as it resolves

// ---------------------------------------------------------------- selectors
?subject: selector
        | target_words np "and" target_words np -> targets_and   // two "target" phrases (115.1d)
        | (SELF | "it") "and" selector      -> self_and      // "~ and another target creature each get ..."
        // a player beside objects ("you and permanents you control gain hexproof"): the objects' part is the
        // layer effect; a player's hexproof, shroud or protection (702.11c, 702.18, 702.16) is a rule of
        // targeting and damage, no characteristic (613.1: the layers change objects): the clause's `other`
        | "you" "and" selector              -> you_and
        // "target creature and all other creatures with the same name as that creature", "enchanted creature
        // and other creatures that share a creature type with it": the one object and the others
        | target_words np "and" quantity np -> target_and
        | "enchanted" head_word "and" quantity np -> enchanted_and
        | "equipped" "creature" "and" quantity np -> equipped_and    // "equipped creature and each other creature ..."
        | "you" "," selector "," "and" selector -> you_and
        // 601.2: "the first instant or sorcery spell you cast each turn": the one spell of that kind its
        // controller cast first this turn (a static ability's; the board is told which spell it is)
        | "the" "first" np "each" "turn"      -> first_each_turn
        // "the next noncreature spell you cast this turn": the first spell of that kind its controller casts after
        // the effect began (a resolving ability's; the spell's step says it is that spell)
        | "the" "next" np "this" "turn"       -> next_this_turn
        // ifsyou15: 106.4, 601.2h: "that mana's creature spell you cast" (compile's rewording of a mana ability's "If
        // that mana is spent on a creature spell, it gains haste"): the spell that mana was spent on, as its step says
        | "that" "mana's" np                  -> mana_spent_on
possessive: POSS_SELF                       -> poss_self
          | ("his" | "her")                 -> poss_self
          | "its"                           -> poss_it
          | "target" "creature's"           -> poss_target
          | "enchanted" "creature's"        -> poss_enchanted
          | "equipped" "creature's"         -> poss_equipped
          | "each" "creature's"             -> poss_each
          | "that" "creature's"             -> poss_that

selector: SELF                              -> self
        | ("he" | "she" | "him" | "her")    -> self     // a legendary character's pronoun names the card itself
        | "the" "chosen" "creature"         -> chosen   // the object chosen for the source (choices.object)
        | "the" "creature" "you" "control"  -> the_creature_you_control   // the one "target creature you control"
        | "it"                              -> it
        | "they"                            -> they
        | "them"                            -> they     // "untap all creatures and gain control of them"
        | "that" "creature"                 -> that_creature
        | "the" "creature"                  -> that_creature    // "The creature gets +1/+0 ...": the one creature named before
        | "that" "permanent"                -> that_creature
        | "that" CARDTYPE                   -> that_creature    // "put a flood counter on target land. that land is ..."
        | "that" "card"                     -> that_card    // the one card the ability named last
        | ("the" | "that") "duplicate"      -> that_card    // the one card it conjured (Alchemy)
        | "that" "token"                    -> that_creature   // the token the ability created
        | "that" (CARDTYPE | SUBTYPE) ("or" SUBTYPE)? -> that_creature  // "that Vehicle", "that Mount or Vehicle": the one object named
        | "those" CARDTYPE                  -> they
        | "those" "tokens"                  -> they     // the tokens the ability created (111.1)
        | "those" "permanents"              -> they     // "gain control of those permanents"
        | "each" "of" "those" CARDTYPE      -> they
        | "each" "of" "them"                -> they     // "put a +1/+1 counter on each of them": the objects named before
        | "both" CARDTYPE                   -> they     // "both creatures" (the two paired creatures, 702.95)
        | "enchanted" head_word             -> enchanted
        | "enchanted" CARDTYPE "creature"   -> enchanted    // misc16: 303.4: "you control enchanted artifact creature" (the one object the Aura is attached to)
        | "equipped" "creature"             -> equipped
        | "equipped" "permanent"            -> equipped     // counters15: 301.5, 702.6: the permanent it is attached to ("equip planeswalker")
        | "fortified" CARDTYPE                -> attached
        | target_words np                   -> targets
        | target_words "commander"          -> targets  // 903.3: "target commander", a commander the scenario targets
        | "your" ("commander" | "commanders") -> your_commander  // 903.3, 702.124e: a commander you own (either of two)
        | "each" "of" target_words np       -> targets
        | quantity? np                      -> group
        | quantity? EVERY_OBJECT            -> every_object   // "cards that aren't on the battlefield, spells, and permanents"
        | quantity? np "and" np             -> group_and
        | quantity? np "and" "other" np     -> group_and_other   // "Skeletons you control and other Zombies you control"

!target_words: ("up" "to" (number | "x"))? (number | "x")? "other"? "another"? "target"
             | "any" "number" "of" "other"? "target"         // 115.1d: a number of targets that varies
             | "up" "to" "that" "many" "other"? "target"      // 115.1d: "up to that many target creatures": the number an earlier instruction fixed; which (and how many) are the step's targets
             | number "or" number "other"? "target"          // "one or two target creatures"
             | number "or" "more" "other"? "target"          // "one or more target creatures"
             | "a" ("second" | "third") "target"             // "... and three +1/+1 counters on a third target creature"
!quantity: "all" | "each" | "all" "other" -> all_other | "each" "other" -> each_other | "other" -> other | "another" -> other

np: adjective* head_word token_word? post*
  | adjective* head_word ("or" head_word)+ post*         -> np_any
  | adjective* head_word ("or" head_word)+ card_word post*  -> np_any   // "instant or sorcery card": either type (a card)
  | adjective* head_word ("or" head_word)+ creature_word post*  -> np_any   // "Elf or Soldier creature": a creature with either subtype (205.3)
  | token_word post*
  | non_token token_word post*                            // "noncreature tokens you control"
  | attacking_word token_word post*                       // "attacking tokens you control"
!head_word: CARDTYPE | SUBTYPE | "creature" | "permanent" | "permanents" | "card" | "cards" | "spell" | "spells"
         | TYPE_LIST | "commanders"
!token_word: "token" | "tokens"
non_token: NON                              -> adj_non    // the adjective of "noncreature tokens"
!creature_word: "creature"
!card_word: "card" | "cards" | "spell" | "spells"      // "instant or sorcery spell you cast": either type (a spell)
!attacking_word: "attacking"
!adjective: COLOR                            -> adj_color
         | COLOR "or" COLOR                 -> adj_color_or     // "black or red creature": either color (105.2)
         | COLOR "or" COLOR ("or" COLOR)+   -> adj_color_or     // "red, green, or white creature" (_color_lists)
         | SUPERTYPE "and" SUBTYPE          -> adj_super_and_sub   // "snow and Zombie creatures": either
         | SUPERTYPE                        -> adj_super
         | NON                              -> adj_non
         | CARDTYPE                         -> adj_type
         | SUBTYPE                          -> adj_sub
         | "creature"                       -> adj_type
         | "tapped"                         -> adj_tapped
         | "face-down"                      -> adj_face_down   // 708.2: a status (110.5)
         | "untapped"                       -> adj_untapped
         | "colorless"                      -> adj_colorless
         | "attacking" "or" "blocking"      -> adj_attacking_or_blocking   // 506.4: in combat either way
         | "blocking" "or" "blocked"        -> adj_blocking_or_blocked     // 509.1h
         | "blocked"                        -> adj_blocked                 // 509.1h: a blocked creature
         | "unblocked"                      -> adj_unblocked               // 509.1h: an attacking creature not blocked
         | PT                               -> adj_pt                      // "target 1/1 creature": that power and toughness
         | "attacking"                      -> adj_attacking
         // 506.4: "target nonattacking creature", "target nonattacking, nonblocking creature": what may be
         // targeted (115.1), the scenario's choice; never read as a selector of objects (lower.np refuses them)
         | ("nonattacking" | "nonblocking") ","?  -> adj_target_only
         | "blocking"                       -> adj_blocking
         | "nontoken"                       -> adj_nontoken
         | "noncommander"                   -> adj_noncommander   // 903.3: not a player's commander
         | "nonattacking"                   -> adj_target_only    // 506.4: only in a target phrase (115.1: the step's targets)
         | "multicolored"                   -> adj_multicolored
         | "monocolored"                    -> adj_monocolored
         | "historic"                       -> adj_historic
         | "commander"                      -> adj_commander
         | "modified"                       -> adj_modified
         | "stickered"                      -> adj_stickered      // 123.4: with a sticker on it
         | STATUS_ADJ                       -> adj_status
         | "permanent"                      -> adj_permanent
post: "you" "control"                       -> post_you
    // "for each Angel you already control" (Giada): counted as another permanent enters, on the board
    // without it (614.1c, 614.12), so those you control then
    | "you" "already" "control"             -> post_you
    | "your" "opponents" "control"          -> post_opp
    | "an" "opponent" "controls"            -> post_opp
    | "you" "don't" "control"               -> post_opp
    | "you" "own"                           -> post_own
    | "your" "opponents" "own"              -> post_opp_own     // "cards your opponents own in exile"
    | "you" "cast" "from" "your" "hand"     -> post_you_cast_hand    // 601.2a: the zone the spell was cast from
    | ATTACKREL                             -> post_attack_relation  // 508.1b: "creatures attacking you"
    | "you" "cast" "from" "exile"           -> post_you_cast_exile
    | "you" "cast"                          -> post_you_cast
    | "players" "cast"                      -> post_players_cast    // misc16: 601.2: "spells players cast": any player's
    | ("that" "aren't" | "that" "isn't") "on" "the" "battlefield" -> post_not_battlefield   // cards in every other zone of the game   // 601.2: "spells you cast" (not copies, 707.10)
    | "you" "don't" "own"                   -> post_not_own   // owned by an opponent, as "you don't control"
    | "in" "your" "graveyard"               -> post_your_graveyard
    | "in" "your" "hand"                    -> post_your_hand
    | "in" "your" "library"                 -> post_your_library
    | "in" "all" "graveyards"               -> post_graveyards
    | "in" "graveyards"                     -> post_graveyards
    | "in" "your" "opponents'" "graveyards" -> post_opp_graveyards
    | "in" "your" "opponents'" "hands"      -> post_opp_hands
    | "in" "all" "players'" "hands"         -> post_all_hands
    | "in" "each" "player's" "hand"         -> post_all_hands    // every player's hand (402.1)
    | "in" "exile"                          -> post_exile
    | "in" "a" "single" "graveyard"         -> post_single_graveyard   // one player's graveyard (404.1)
    | EXILE_AND_GRAVEYARD                   -> post_exile_graveyard    // "in exile and in your graveyard"
    | YOUR_ZONES                            -> post_your_zones         // "in your graveyard, hand, and library"
    | "in" "the" "chosen" "player's" "graveyard" -> post_chosen_graveyard   // the player chosen for the source
    | "in" "the" "chosen" "player's" "hand" -> post_chosen_hand
    | "the" "chosen" "player" "controls"    -> post_chosen_controls
    | "enchanted" "player" "controls"       -> post_enchanted_player_controls   // 303.4: the player the Aura enchants
    | "in" "its" "controller's" "graveyard" -> post_its_controller_graveyard   // the affected object's controller
    | "in" "its" "controller's" "hand"      -> post_its_controller_hand
    | "on" "the" "battlefield"              -> post_battlefield
    | "other" "than" SELF                   -> post_other
    | "with" article counter_kind ("counter" | "counters") "on" ("it" | "them") -> post_counter
    | ("that" "has" | "that" "have") article counter_kind "counter" "on" ("it" | "them") -> post_counter   // ifsyou15: 122.1
    | "with" ("counters" | article "counter") "on" ("it" | "them") -> post_any_counter   // of any kind (122.1)
    // 122.1: "with three or more +1/+1 counters on them": at least that many of that kind
    | "with" NUMWORD "or" "more" counter_kind "counters" "on" ("it" | "them") -> post_counters_min
    // 122.1: "without a +1/+1 counter on it", "that doesn't have a +1/+1 counter on it", "with no counters on them"
    | "without" article counter_kind "counter" "on" ("it" | "them") -> post_no_counter
    | "that" ("doesn't" | "don't") "have" article counter_kind "counter" "on" ("it" | "them") -> post_no_counter
    | "with" "no" "counters" "on" ("it" | "them") -> post_no_counters
    | "with" PTMOD "counters" "on" ("it" | "them") -> post_pt_counters      // "creatures you control with +1/+1 counters on them"
    | "with" WORD "counters" "on" ("it" | "them") -> post_named_counters   // "permanents you control with oil counters on them"
    | "with" KEYWORD                        -> post_with_keyword
    | "with" KEYWORD ("," KEYWORD)* ","? ("or" | "and" "/" "or") KEYWORD -> post_with_keywords   // has at least one of them
    | "without" KEYWORD                     -> post_without_keyword
    | "of" "the" "chosen" "type"            -> post_chosen_type
    | "of" "the" "chosen" "color"           -> post_chosen_color    // the color chosen for the source (105.1)
    | "with" "the" "chosen" "name"          -> post_chosen_name     // 201.4, 607.2d: the card name chosen for the source
    | "you" "control" "but" "don't" "own"   -> post_control_not_own // 110.2: controlled by you, owned by another
    | "that" "aren't" "of" "the" "chosen" "type" -> post_not_chosen_type
    | "with" "no" "abilities"               -> post_no_abilities     // 113.1: an object with no abilities
    | "of" "the" "creature" "type" "of" "your" "choice" -> post_chosen_type   // chosen as it resolves (608.2d)
    | "target" ("player" | "opponent") "controls" -> post_target_player       // 115.1: the target player (choices.player)
    | "with" stat (number | "x") "or" "greater"  -> post_stat_min        // 208.1, 202.3: "with power 4 or greater"
    | "with" stat (number | "x") "or" "less"     -> post_stat_max        // "with mana value 3 or less"
    | "with" "counters" "on" ("it" | "them")      -> post_any_counter      // 122.1: one or more counters of any kind
    | "with" "a" "counter" "on" ("it" | "them")   -> post_any_counter
    | "that's" type_alts                        -> post_thats            // "that's a wolf or a werewolf"
    | "that's" "a" "token" "or" article typeword -> post_thats_token     // 111.1: "that's a token or a rabbit"
    | "that" "are" are_alts                     -> post_that_are         // "that are zombies and/or tokens"
    | "named" SELF                              -> post_named_self       // 201.2: a name, the card's own
    // 201.2: a card name of the pool, or a list of them ("named Sword of Kaldra, ~, and Helm of Kaldra": any one
    // of those names), one token marked by names.py
    | "named" CARDNAME                          -> post_named_card
    | "with" "the" "same" "name" "as" share_ref -> post_same_name        // 201.2a: a name in common
    | ("that" "share" | "that" "shares") share_what "with" share_ref -> post_shares   // 105.2, 205.3m
    | "that" "entered" ("the" "battlefield")? "this" "turn" -> post_entered  // came onto the battlefield this turn
    // 509.1a: the creatures blocking an attacking creature, the attacking creatures a creature blocks
    | BLOCKREL                                  -> post_block_relation
    // a target's restrictions (115.1): which objects may be targeted, the scenario's choice of targets;
    // never read as a selector of objects (lower.np refuses them)
    | "with" stat (number | "x")                                       -> post_target_only
    | "with" stat "less" "than" ("or" "equal" "to")? value             -> post_target_only
    | "that" "player" "controls"                                       -> post_target_only
    | "with" "flavor" "text"                                           -> post_target_only
    | "with" "the" "greatest" stat                                     -> post_target_only   // 115.1: "target creature you control with the greatest power" (the step's targets)
    | "other" "than" "that" "creature"                                 -> post_target_only   // "target creature you control other than that creature" (the event's)
    | "other" "than" "enchanted" "creature"                            -> post_target_only   // "target creature you control other than enchanted creature"   // 207.2: "can't be blocked except by creatures with flavor text"
    | SAME_DEFENDER                                                    -> post_target_only  // 506.3: "attacking the same player or planeswalker"
    | "defending" "player" "controls"                                  -> post_target_only
    | "that's" "attacking" "alone"                                     -> post_target_only  // 506.5: the only attacking creature
    | "that's" "attacking" "that" "player"                             -> post_target_only  // 506.3: the player it attacks
    | "that" "isn't" "of" "the" "chosen" "type"                        -> post_target_only
    | "that" "isn't" article typeword                                  -> post_target_only  // "target Vampire that isn't a Demon"
    | "that" "isn't" article typeword "or" article? (typeword | "token") -> post_target_only  // "target artifact or land you control that isn't a creature or token"
    | "that" "share" number ("card" | "permanent") "type"      -> post_target_only
    | "that" "shares" number ("card" "type" | "of" "those" "types") "with" "it" -> post_target_only
    | "that" "shares" number "creature" "type" "with" "it"          -> post_shares_type   // 205.3m
    | "that" "shares" "at" "least" number "creature" "type" "with" "it" -> post_shares_type
    | "with" "equal" "or" "lesser" "mana" "value"                 -> post_target_only
    | "with" article (KEYWORD | WORD) "ability"                  -> post_target_only  // "with a morph ability"
    | "controlled" "by" "different" "players"                    -> post_target_only
    | "you" "neither" "own" "nor" "control"                      -> post_target_only
    | "with" "lesser" "power"                                    -> post_target_only   // than the source's (208.1): the step's target
    | "that" "attacked" "you" "this" "turn"                      -> post_target_only   // 508.1: the step's target
    // 508.1: "each creature that attacked this turn": declared as an attacker this turn (the attack step's
    // status, kept until the turn ends, as "if ~ attacked this turn")
    | "that" "attacked" "this" "turn"                            -> post_attacked_this_turn
    // "each creature you control that didn't attack or enter this turn": neither declared as an attacker (508.1)
    // nor come onto the battlefield (400.7) this turn
    | "that" "didn't" "attack" "this" "turn"                     -> post_not_attacked_this_turn
    | "that" "didn't" "attack" "or" "enter" "this" "turn"        -> post_not_attacked_or_entered
    | "of" "an" "opponent's" "choice" "they" "control"           -> post_target_only   // 115.1: the target that opponent chose, the step's
    | "whose" "controller" "controls" article np                 -> post_target_only   // the step's target
    | "with" "that" "spell's" "mana" "value"                     -> post_target_only   // 202.3: the step's target
    | "you" "own" "but" "don't" "control"                        -> post_own_not_control
// what an object shares with another ("that shares a color with it") and that other object
share_what: "a" "name"                      -> sw_name
          | "a" "color"                     -> sw_color
          | "a" "creature" "type"           -> sw_creature_type
share_ref: ("it" | "that" "creature")       -> sr_it
         | SELF                             -> sr_self
         | "equipped" "creature"            -> sr_equipped
         | "enchanted" "creature"           -> sr_enchanted
         | "that" "card"                    -> sr_card      // ifsother14: the card the condition names (compile binds it)
// the characteristics a selector compares with a number (208.1, 202.3)
!stat: "power" | "toughness" | "mana" "value"
!pt_stat: "power" | "toughness"
// "enchanted", "enchanted or equipped", "otters and/or enchantments", "white, blue, and/or black": one of these
are_alts: are_item (("," are_item)* ","? ("or" | "and" "/" "or") are_item)?
!are_item: typeword | token_word | COLOR | "enchanted" | "equipped"
// "a wolf or a werewolf", "a barbarian, a warrior, or a berserker", "an artifact or human"
type_alts: article? typeword ("," article? typeword)* ","? ("or" | "and" "/" "or") article? typeword
         // the lexer's "a cat, elemental, or beast" is "a cat or elemental or beast": one of them (205.3)
         | article? typeword ("or" typeword)~2..8

// ---------------------------------------------------------------- values, conditions, durations
value: number                               -> v_number
     | "x"                                  -> v_x
     | "x" "plus" value                     -> v_x_plus           // "each equal to X plus 1": X and that number added
     | "the" "number" "of" count_np         -> v_count
     | "the" "number" "of" count_np "plus" value -> v_count_plus
     | "the" "total" "number" "of" count_np -> v_count
     | "the" "number" "of" "players" "being" "attacked" -> v_players_attacked   // values18: 508.1b
     | "the" "number" "of" "opponents" "you" "have" -> v_opponents   // 102.3            // "the total number of cards in all players' hands"   // "the number of Forests you control plus the number of Treefolk you control": a sum
     | number "plus" value                  -> v_plus             // "1 plus the number of lands you control"
     | "twice" value                        -> v_twice
     | possessive "power"                   -> v_power
     | "the" "greatest" "power" "among" among_np  -> v_greatest_power
     | "the" "greatest" "toughness" "among" among_np -> v_greatest_toughness
     | "the" "greatest" "mana" "value" "among" among_np -> v_greatest_mana_value
     | "the" "total" "mana" "value" "of" among_np -> v_total_mana_value   // 202.3
     | "the" "total" pt_stat "of" among_np   -> v_total_stat    // counters15: 208.1, "the total toughness of other creatures you control"
     | "the" "total" "mana" "value" "of" CARDTYPE "and" np -> v_total_mana_value_either  // "of instant and sorcery cards in your graveyard"
     | possessive "toughness"               -> v_toughness
     | "the" "number" "of" "card" "types" "among" np            -> v_card_types
     | "the" "number" "of" "different" "kinds" "of" "counters" "among" np -> v_counter_kinds   // ifsother14: 122.1
     | "the" "number" "of" "colors" "among" np                  -> v_colors_among
     | "the" "number" "of" "colors" "among" "those" CARDTYPE    -> v_colors_among_those   // the subject's objects
     | "the" "number" "of" "colors" "of" "mana" "spent" "to" "cast" (SELF | "it") -> v_colors_spent  // converge
     | "the" "amount" "of" "mana" "spent" "to" "cast" (SELF | "it") -> v_mana_spent   // 601.2h
     | "the" "result"                       -> v_roll             // 706.2: the die roll's (compile checks one die is rolled)
     | "the" "result" "minus" number        -> v_roll_minus       // "where X is the result minus 1"
     | "the" "number" "of" "different" "mana" "values" "among" np -> v_mana_values_among
     | "the" "number" "of" COLOR "mana" "symbols" "in" "the" "mana" "costs" "of" np -> v_mana_symbols
     | "your" "devotion" "to" COLOR         -> v_devotion
     | "the" "number" "of" WORD "votes"     -> v_votes            // 701.38: "the number of security votes"
     | "its" "mana" "value"                 -> v_mana_value
     | "that" "creature's" "mana" "value"   -> v_that_mana_value   // the target's, as it resolves (608.2h)
     // values18: 608.2h: "destroy target artifact. ~ gets +x/+0 until end of turn, where x is that artifact's mana
     // value": the one target's, as the ability resolves (compile checks the ability's one target is that noun's)
     | "that" ("artifact's" | "enchantment's") "mana" "value" -> v_that_target_mana_value
     | "that" "number" "plus" number        -> v_that_plus
     | "the" "number" "of" counter_kind "counters" "on" (SELF | "it" | "him" | "her")  -> v_counters   // counters15: "on him" as "on it" (the card's own pronoun, bound as "it" is)
     | "the" "number" "of" "counters" "on" (SELF | "it" | "him" | "her")  -> v_any_counters      // of any kind (122.1)
     | "the" "number" "of" counter_kind "counters" "you" "have" -> v_your_counters   // experience counters (122.1)
     | "the" "number" "of" counter_kind? "counters" ("on" | "among") np -> v_counters_among
     | "the" "number" "of" counter_kind? "counters" ("on" | "among") "other" np -> v_counters_among_other
     | "your" "life" "total"                -> v_life_total       // 119: a game fact
     // values17: 614.12, 119.4: "the life paid as it entered" (the source's history, stated)
     | "the" "life" "paid" "as" ("it" | SELF) "entered" -> v_life_paid_entered
     | "your" "speed"                       -> v_speed            // 702.179f: 0 when you have none
     | "the" "amount" "of" "life" "you've" "gained" "this" "turn" -> v_life_gained
     | "the" "amount" "of" "life" "you've" "lost" "this" "turn" -> v_life_lost
     | "the" "total" "life" "lost" "by" "your" "opponents" "this" "turn" -> v_opponents_life_lost
     | "the" "amount" "of" "life" "you" "gained" "this" "turn" -> v_life_gained   // 119.3
     // 603.2, 608.2h: "whenever you gain life, ... where X is the amount of life you gained": the trigger
     // event's number (compile checks the event is that life gain)
     | "the" "amount" "of" "life" "you" "gained"  -> v_that_many
     | "the" "number" "of" "cards" "you've" "drawn" "this" "turn" -> v_cards_drawn   // 121.1
     | "the" "number" "of" "cards" "you've" "discarded" "this" "turn" -> v_cards_discarded   // 701.9
     // 608.2h: a number of an object the spell or ability names by what happened to it, or the spell a
     // trigger names ("that spell"), as the step states it (last known information)
     | "the" stated_role stated_noun_poss stat  -> v_stated            // "the sacrificed creature's power"
     | "that" that_noun_poss stat               -> v_that_stated       // "that spell's mana value", "that card's ..."
     | "the" stat "of" "that" stated_noun       -> v_stat_of_that      // "the mana value of that card"
     | "the" stat "of" "the" stated_role stated_noun -> v_stat_of_role      // "the power of the exiled card"
     | "the" stat "of" "the" stated_noun stated_role "this" "way" -> v_stat_of_this_way   // "the power of the creature tapped this way"
     // counters16: 608.2h: "the power of the card you exiled": the one object the spell or ability exiled, as stated
     | "the" stat "of" "the" stated_noun "you" stated_role -> v_stat_of_role
     | "the" stat "of" "the" "creature" "that" event_past -> v_stat_of_event   // put12: "the power of the creature that died"
     | "the" "amount" "of" "mana" "spent" "to" "cast" "that" "spell" -> v_spell_mana_spent   // 601.2h
     | "half" value "," "rounded" rounding      -> v_half              // 107.1a
     | "the" "highest" "life" "total" "among" "players" -> v_most_life_all  // 119
     | "the" "highest" "life" "total" "among" "your" "opponents" -> v_most_life_opponents
     | "the" "life" "total" "of" "an" "opponent" "with" "the" "most" "life" -> v_most_life_opponents
     // counters15: 121.1: "the greatest number of cards an opponent has drawn this turn" (a game fact of each opponent)
     | "the" "greatest" "number" "of" "cards" "an" "opponent" "has" "drawn" "this" "turn" -> v_most_drawn_opponents
     | number "minus" value                     -> v_minus             // "20 minus the highest life total ..."
     | "your" "life" "total" "minus" value      -> v_life_minus
// the objects "among" names: "other creatures you control", "creatures you control and creature cards in
// your graveyard" (ANDCARDS: the lexer's "and" before a noun phrase of cards)
among_np: np                                -> a_np
        | "other" np                        -> a_other
        | np ANDCARDS np                    -> a_and
        | "other" np ANDCARDS np            -> a_other_and
count_np: np                                -> c_np
        | np ANDEACH np                     -> c_np_and     // "each land you control and each land card in your graveyard"
        | "other" np ANDEACH np             -> c_other_np_and     // "each other zombie you control and each zombie card ..."
        | "other" np                        -> c_other_np
        | counter_kind "counter" "on" SELF  -> c_counters
        | "differently" "named" np          -> c_distinct_names     // 201.2
        | "differently" "named" np "among" np -> c_distinct_names   // "differently named token among permanents you control"
        | "counter" "on" SELF               -> c_any_counters       // of any kind (122.1)
        | "opponent" "you" "have"           -> c_opponents          // 102.3
        | "opponent" "you" "attacked" "with" "a" "creature" "this" "combat" -> c_opponents_attacked  // 702.121a melee
        | "opponent" "who" "lost" "life" "this" "turn" -> c_opponents_lost_life   // 119.3: a game fact of each
        // ifsyou17: 120.1: "for each 1 damage dealt to you this turn" (a game fact of the controller, stated)
        | number "damage" "dealt" "to" "you" "this" "turn" -> c_damage_to_you
        | WORD "you've" "cast" ("your" | "a") "commander" "from" "the" "command" "zone" "this" "game" -> c_commander_casts  // 903.8
        | "counter" "on" "it"               -> c_any_counters_it
        | "counter" "on" "them"             -> c_any_counters_them
        | CARDTYPE PARTY                    -> c_party              // 700.8: "for each creature in your party"
        | "creature" PARTY                  -> c_party
        | counter_kind "counter" ("on" | "among") np -> c_counters_among   // "+1/+1 counter on creatures you control"
        | counter_kind "counter" ("on" | "among") "other" np -> c_counters_among_other
        | counter_kind "counter" "on" "it"  -> c_counters_it
        | counter_kind "counter" "on" "them" -> c_counters_them
        | CARDTYPE ("and" | "and" "/" "or") np -> c_either_type
        | "card" "type" "among" np          -> c_card_types
        | BASIC_LAND_TYPE "among" np        -> c_basic_land_types
        | "color" "among" np                -> c_colors_among
        | "color" "among" "other" np        -> c_colors_among_other    // "other legendary permanents you control"
        | "color" "of" "mana" "spent" "to" "cast" ("it" | SELF) -> c_colors_spent   // converge (207.2c)
        | "color" "of" "mana" "spent" "to" "cast" "that" "spell" -> c_spell_colors_spent   // 608.2h: stated
        | "mana" "spent" "to" "cast" ("it" | SELF) -> c_mana_spent     // 601.2h
        | "mana" "from" article SUBTYPE "that" "was" "spent" "to" "cast" SELF -> c_treasure_mana   // 111.10a (SUBTYPE: "treasure", checked)
        | "creature" "that" "convoked" ("it" | SELF) -> c_convoked     // 702.51a: how it was cast
        | WORD "vote"                       -> c_votes              // 701.38: "for each strength vote"
        | WORD ("it" | SELF | "he" | "she") "was" "kicked" -> c_times_kicked     // "time it was kicked" (702.33c-d; not a literal: "time counter")
        | "of" "its" "colors"               -> c_its_colors
        | "of" "that" "spell's" "colors"    -> c_spell_colors       // 105.2, 608.2h: of the spell a trigger names, stated
        | COLOR "mana" "symbol" "in" "its" "mana" "cost" -> c_its_mana_symbols   // chroma, of the affected object
        | np count_role "this" "way"        -> c_this_way          // 608.2h: "for each card discarded this way"
        // values17: 607.2a, 406.6: "for each card exiled with it": the cards its linked ability exiled, still in exile
        | np "exiled" "with" ("it" | SELF)  -> c_exiled_with
        | "creature" "tapped" "this" "way"  -> c_tapped_this_way
        | np "beyond" "the" "first"         -> c_beyond_first      // "for each creature blocking it beyond the first"
        | "counter" "removed" "this" "way"  -> c_counters_removed  // the counters the ability removed (122.1)
        | counter_kind "counter" "removed" "this" "way" -> c_counters_removed  // "for each lore counter removed this way": the kind it removed
        | "counter" "removed"               -> c_counters_removed  // "for each counter removed, ...": by the ability's cost
        | "counters" "removed" "this" "way" -> c_counters_removed
        | attached_kind "attached" "to" ("it" | "him" | "her") -> c_attached
        | attached_kind "attached" "to" SELF -> c_attached_self      // to the source
        | "creature" "that" "died" "this" "turn" -> c_creatures_died      // 700.4: a game fact
        | CARDTYPE "that" "died" "this" "turn" -> c_cardtype_died     // "the number of creatures that died ..."
        | "creature" "that" "died" "under" "your" "control" "this" "turn" -> c_creatures_died_yours
        | CARDTYPE "that" "died" "under" "your" "control" "this" "turn" -> c_cardtype_died_yours
        | "card" "you've" "drawn" "this" "turn" -> c_cards_drawn          // 121.1
        // 603.6a: the creatures (artifacts, lands) that entered under your control this turn, a game fact
        | (CARDTYPE | "creature") "that" "entered" ("the" "battlefield")? "under" "your" "control" "this" "turn" -> c_entered_yours
        | counter_kind "counter" "your" "opponents" "have" -> c_opponents_counters   // poison (122.1f)
        | counter_kind "counter" "you" "have" -> c_your_counters       // experience counters (122.1)
        | "differently" "named" "dungeon" "you've" "completed" -> c_dungeon_names  // 309.7: a game fact
attached_kind: SUBTYPE ("and" SUBTYPE)*
!rounding: "up" | "down"
!stated_role: "sacrificed" | "discarded" | "milled" | "revealed" | "exiled" | "returned" | "tapped"
stated_noun: "creature" -> sn_creature
           | "card"     -> sn_card
           | "cards"    -> sn_card
           | "spell"    -> sn_spell
           | "permanent" -> sn_permanent   // counters16: "the mana value of the permanent exiled this way" (608.2h)
!stated_noun_poss: "creature's" | "card's" | "spell's" | "enchantment's" | "artifact's" | "creature" "card's"   // "the exiled creature card's power": a card
!that_noun_poss: "card's" | "spell's"
!stated_is_noun: "creature" | "card" | "permanent"
!stated_is_role: stated_role | "damaged"
!event_past: "died" | "entered"
!count_role: "sacrificed" | "discarded" | "milled" | "revealed" | "exiled" | "returned" | "destroyed" | "goaded"

!number: NUM | NUMWORD | "a" | "an"
!designation: "monstrous" | "renowned"     // designations a permanent keeps until it leaves (400.7)
!article: "a" | "an"

duration: "until" "end" "of" "turn"         -> d_eot
        | "until" "your" "next" "turn"      -> d_next_turn   // 611.2a: ends as its controller's next turn begins
        | "until" "the" "end" "of" "your" "next" "turn" -> d_end_next_turn  // 611.2a, 514.2: ends with that turn
        | "this" "turn"                     -> d_eot
        | "for" "as" "long" "as" SELF "remains" "on" "the" "battlefield" -> d_while
        // 611.2b: "until ~ leaves the battlefield" is the same duration: it ends as the source leaves
        | "until" SELF "leaves" "the" "battlefield" -> d_while
        | "for" "as" "long" "as" "you" "control" SELF -> d_while_control     // 611.2b
        | "for" "as" "long" "as" "you" "control" SELF "and" SELF "remains" "tapped" -> d_while_control_tapped
        | "for" "as" "long" "as" SELF "remains" "tapped" -> d_while_tapped
        // 611.2b: "for as long as it has a flood counter on it": ends for each of its objects once it has none
        | "for" "as" "long" "as" ("it" | "that" head_word) "has" article counter_kind "counter" "on" "it" -> d_while_counter
        // 611.2b, 303.4: "for as long as that creature is enchanted": ends for each of its objects once no Aura is attached
        | "for" "as" "long" "as" "that" "creature" "is" "enchanted" -> d_while_enchanted
        // 500.5a, 511.2: "until end of combat" ends as the combat phase ends (the board: its ``end_combat`` or ``end_turn``)
        | "until" "end" "of" "combat"       -> d_eoc
        // 601.2a: ends as the source, a card in exile, is cast (it moves to the stack); never another way (400.7)
        | "until" SELF "is" "cast" "from" "exile" -> d_until_cast_from_exile

condition: "as" "long" "as" cond_body       -> c_as_long_as
         | "as" "long" "as" cond_body "and" cond_body -> c_as_long_as_both    // both hold ("it's your turn and ...")
         | "as" "long" "as" cond_body ORC cond_body -> c_as_long_as_either    // one holds (ORC: the lexer's "or")
         | "as" "long" "as" "it's" SUPERTYPE -> c_it_super        // "as long as it's legendary"
         | "as" "long" "as" (SELF | "it") "has" KEYWORD -> c_has_keyword   // "as long as it has defender"
         | "during" "your" "turn"           -> c_your_turn
         | "during" "each" "of" "your" "turns" -> c_your_turn
         | "during" "turns" "other" "than" "yours" -> c_not_your_turn
it_is_a: "it's" article np                                  -> ii_is_a
// 608.2c, 611.2c: "if it's legendary, it also gains lifelink until end of turn": what the object "it" /
// "that creature" names is as the spell or ability resolves (the rest: cond_body's "it's a ...")
it_if: "that" head_word "is" article np                     -> ii_is_a
     | ("it's" | "that" head_word "is") SUPERTYPE           -> ii_super
     | ("it" | "that" head_word) "has" KEYWORD              -> ii_has
     | ("it" | "that" head_word) "doesn't" "have" KEYWORD   -> ii_has_not
     | ("it" | "that" head_word) "isn't" article np         -> ii_not_a
     | "it's" "not" article np                              -> ii_not_a
     | ("it" | "that" head_word) "has" stat number "or" "greater"    -> ii_stat_min     // 208.1 (counters15: "if it has power 4 or greater")
     | ("it" | "that" head_word) "has" stat number "or" "less"       -> ii_stat_max
     | "that" head_word "is" COLOR                          -> ii_color
     | "that" head_word "is" "equipped"                     -> ii_equipped     // 301.5a
     | "that" head_word "is" PT                             -> ii_pt           // "if that creature is 1/1" (208.1)
     | "its" stat "is" number                               -> ii_stat_eq      // "if its power is 2" (208.1)
     // ifsyou15: 122.1: "if it has a counter on it" (any kind), "if that creature has two or more +1/+1 counters on it"
     | ("it" | "that" head_word) "has" ("a" "counter" | "counters") "on" "it" -> ii_any_counter
     | "that" head_word "has" number "or" "more" counter_kind "counters" "on" "it" -> ii_counters_min
     // ifsyou15: 110.2: "if it entered under your control" of the object the ability returned (compile checks it)
     | "it" "entered" "under" "your" "control"              -> ii_entered_yours
cond_body: "you" "control" article np                       -> cb_control_one
         | "you" "control" article "commander"              -> cb_control_commander   // 903.3
         | "you" "control" "another" np                     -> cb_control_another
         | "you" "control" number "or" "more" np            -> cb_control_n
         | "you" "control" number "or" "more" np DIFFPOWERS -> cb_different_powers   // "coven" (208.1)
         | "you" "control" "no" np                          -> cb_control_none
         | "you" "control" "your" "commander"               -> cb_control_your_commander   // 903.3: one you own
         | SELF "is" "in" "your" "graveyard" ("and" cond_body)? -> cb_in_graveyard  // 113.6: where it functions
         | SELF "is" "paired" "with" "another" "creature"   -> cb_paired       // 702.95b: soulbond
         | SELF "is" "on" "the" "battlefield"               -> cb_on_battlefield  // 113.6: where it functions
         // ifsother15: 113.6: "if ~ is in your graveyard or on the battlefield" (either zone)
         | SELF "is" zone_place "or" zone_place             -> cb_in_either_zone
         | SELF "isn't" "on" "the" "battlefield"            -> cb_not_on_battlefield   // 113.6: every other zone
         | "the" "chosen" "player" "controls" article np    -> cb_chosen_controls      // the player chosen for the source
         // ifsother14: "defending player" of one attacking creature's trigger (508.5, the ability step's choices.player)
         | "the" "chosen" "player" "controls" "no" np       -> cb_chosen_controls_none
         // ifsother14: 401.1: the top card of the controller's library, stated on the board
         | "the" "top" "card" "of" "your" "library" "is" article np -> cb_top_library_is
         | "the" "top" "card" "of" "your" "library" "is" COLOR -> cb_top_library_color
         // ifsother15: 404.2: the top card of the controller's graveyard (the board's latest card there)
         | "the" "top" "card" "of" "your" "graveyard" "is" article np -> cb_top_graveyard_is
         | "the" "chosen" "player" "has" number "or" ("fewer" | "less") "cards" "in" "hand" -> cb_chosen_hand_max   // 402.1
         | "an" "opponent" "controls" article np            -> cb_opp_controls
         | "no" "opponent" "controls" article np            -> cb_no_opp_controls
         | "an" "opponent" "has" number "or" "more" "cards" "in" "their" "graveyard" -> cb_opp_graveyard_n
         | "it's" "your" "turn"                             -> cb_your_turn
         // ifsyou17: 702.33d: the spell a cast trigger names was kicked (the step states how many times)
         | "that" "spell" "was" "kicked"                    -> cb_that_spell_kicked
         // ifsyou17: 202.3, 608.2h: the mana value of the spell a cast trigger names, as the step states it
         | "that" "spell" "has" "mana" "value" number "or" "greater" -> cb_that_spell_mv_min
         // ifsyou17: 601.2h, 208.1: the mana spent on the spell a cast trigger names against the source's power now
         | "the" "amount" "of" "mana" "spent" "to" "cast" "that" "spell" "is" "greater" "than" POSS_SELF "power" -> cb_spell_mana_over_power
         | "it's" "not" "your" "turn"                       -> cb_not_your_turn
         // ifsyou17: 102.3, 500: every other player of the board is an opponent (no teams): "an opponent's turn"
         | "it's" "an" "opponent's" "turn"                  -> cb_not_your_turn
         | SELF "is" "untapped"                             -> cb_untapped
         | SELF "is" article np                             -> cb_self_is_a    // "as long as ~ is a creature"
         | SELF "isn't" article np                          -> cb_self_isnt_a  // ifsyou15: "... and ~ isn't a creature"
         | "it's" "untapped"                                -> cb_untapped
         | "it's" "tapped"                                  -> cb_tapped
         | SELF "is" "tapped"                               -> cb_tapped
         | SELF "is" "attacking"                            -> cb_attacking
         | (SELF | "it") "is" designation                   -> cb_designated   // 701.37b monstrous, 702.112b renowned
         | "it's" designation                               -> cb_designated
         | (SELF | "it") "entered" "this" "turn"            -> cb_entered      // a new object this turn (400.7)
         | "enchanted" head_word "is" article? np           -> cb_enchanted_is
         | "equipped" "creature" "is" article? np           -> cb_equipped_is
         | "equipped" "creature" "is" SUPERTYPE             -> cb_equipped_super
         | "enchanted" head_word "is" SUPERTYPE             -> cb_enchanted_super
         | "it's" article np                                -> cb_it_is_a
         | "your" "devotion" "to" COLOR "is" "less" "than" number -> cb_devotion_lt
         | "your" "devotion" "to" COLOR "and" COLOR "is" "less" "than" number -> cb_devotion_lt
         | number "or" "more" np "are" "in" "your" "graveyard"    -> cb_graveyard_n
         | "there" "are" number "or" "more" np              -> cb_there_are_n
         // values17: 607.2a: "as long as there are three or more cards exiled with ~" (the source's history, stated)
         | "there" "are" number "or" "more" np "exiled" "with" ("it" | SELF) -> cb_exiled_with_n
         | ("there" "is" | "there's") article np            -> cb_there_is     // "there's a lesson card in your graveyard"
         | article np "is" "in" "your" "graveyard"          -> cb_in_your_graveyard   // "an artifact card is in your graveyard"
         | "there" "are" number "or" "more" "card" "types" "among" np -> cb_card_types_n
         | "there" "are" number "or" "more" "different" "kinds" "of" "counters" "among" np -> cb_counter_kinds_n   // 122.1
         | "there" "are" number "or" "more" "mana" "values" "among" np -> cb_mana_values_n
         | SELF "has" number "or" "more" counter_kind "counters" "on" ("it" | "him" | "her") -> cb_counters
         // 122.1: counters of any kind, all together ("as long as ~ has three or more counters on it")
         | (SELF | "it") "has" number "or" "more" "counters" "on" ("it" | "him" | "her") -> cb_counters_any
         | (SELF | "it") "has" "no" counter_kind "counters" "on" ("it" | "him" | "her") -> cb_no_counters
         | (SELF | "it") "doesn't" "have" article counter_kind "counter" "on" ("it" | "him" | "her") -> cb_no_counters
         | (SELF | "it") "has" number "or" "fewer" counter_kind "counters" "on" ("it" | "him" | "her") -> cb_counters_max
         | (SELF | "it") "has" "fewer" "than" number counter_kind "counters" "on" ("it" | "him" | "her") -> cb_counters_fewer_than
         | "there" ("is" | "are") "exactly" number counter_kind ("counter" | "counters") "on" SELF -> cb_counters_exactly
         | "there" "are" number "or" "more" counter_kind "counters" "on" SELF -> cb_counters_on_self
         | "there" "are" "no" np                            -> cb_there_are_none   // "no cards in your graveyard"
         | "there" "are" number "or" "more" CARDTYPE "and" "/" "or" np -> cb_there_are_n_either  // "instant and/or sorcery cards"
         | "an" "opponent" "has" "no" "cards" "in" "hand"   -> cb_opp_no_hand     // 102.3: at least one opponent
         | "your" "opponents" "control" "no" np            -> cb_opps_control_none
         | "an" "opponent" "controls" "no" np               -> cb_opp_controls_none
         | "any" "player" "controls" article np             -> cb_any_controls
         | "you" "control" "at" "least" number np           -> cb_control_at_least
         | "you" "control" "at" "least" number "other" np   -> cb_control_at_least_other   // not the source
         | "you" "control" "enchanted" head_word            -> cb_control_enchanted
         // 303.4: the Auras attached to it ("as long as ~ is enchanted by exactly two Auras")
         | (SELF | "it") "is" "enchanted" "by" "exactly" number np -> cb_enchanted_by_exactly
         | (SELF | "it") "is" "enchanted" "by" number "or" "more" np -> cb_enchanted_by_n
         | number "or" "more" np "are" "attached" "to" ("it" | SELF) -> cb_n_attached      // 301.5a, 303.4
         | article np "has" article counter_kind "counter" "on" "it" -> cb_some_has_counter  // "a creature has a -1/-1 counter on it"
         | article np "is" "attacking"                      -> cb_some_attacking  // 506.4: "if a Rat is attacking"
         | "a" "creature" "has" article counter_kind "counter" "on" "it" -> cb_some_has_counter  // (LALR: beside "a creature died")
         | (SELF | "it") "is" "modified"                    -> cb_modified        // 700.9
         | "it's" "modified"                                -> cb_modified
         | "you" "have" "more" "cards" "in" "hand" "than" "each" "opponent" -> cb_more_cards_than_each   // 402.1
         | "you" "have" "a" "full" "party"                 -> cb_full_party      // 700.8: four creatures in your party
         | CARDTYPE "you" "control" "have" "total" "power" number "or" "greater" -> cb_total_power_min  // formidable
         // the color with the most permanents of that color (a permanent of two colors counts for each)
         | COLOR "is" "the" "most" "common" "color" "among" "all" "permanents" "or" "is" "tied" "for" "most" "common" -> cb_most_common_color
         | (SELF | "it") "is" "blocking"                          -> cb_blocking
         | "it's" "attacking" "or" "blocking"               -> cb_it_in_combat       // 506.4
         | "it" "isn't" "attacking" "or" "blocking"         -> cb_it_not_in_combat
         | number "or" "more" np "are" "blocking" "it"      -> cb_n_blocking_it      // 509.1a
         | "it's" "attacking"                               -> cb_it_attacking
         | "it's" "not" "attacking"                         -> cb_it_not_attacking
         | "it's" "blocking"                                -> cb_it_blocking
         | "it's" COLOR ("or" COLOR)?                       -> cb_it_color
         | "enchanted" head_word "is" COLOR ("or" COLOR)?   -> cb_enchanted_color   // "is red or green": either
         | (SELF | "it") "is" "equipped"                          -> cb_equipped
         // ifsother15: 301.5, 303.4: "as long as ~ is attached to a creature" (the object the source is attached to)
         | SELF "is" "attached" "to" article np                   -> cb_attached_to
         // ifsother15: 708.2, 110.5: "as long as enchanted creature is face down" (a status)
         | "enchanted" head_word "is" "face" "down"               -> cb_enchanted_face_down
         // ifsother15: "if enchanted creature has flying" (the object the source is attached to, as it is then)
         | "enchanted" head_word "has" KEYWORD                    -> cb_enchanted_has_keyword
         // 208.1: "if its toughness is 3 or less" (a Young Hero Role's granted trigger, 111.10r): the subject's
         | "its" stat "is" number "or" "greater"            -> cb_its_stat_min
         | "its" stat "is" number "or" "less"               -> cb_its_stat_max
         | (SELF | "it") "is" "enchanted"                         -> cb_enchanted
         | "it's" "equipped"                                -> cb_equipped
         | "it's" "enchanted"                               -> cb_enchanted
         | (SELF | "it") "has" article counter_kind "counter" "on" ("it" | "him" | "her") -> cb_a_counter
         | "it" "has" number "or" "more" counter_kind "counters" "on" "it" -> cb_counters
         | "you" "have" "no" "cards" "in" "hand"            -> cb_no_cards_in_hand
         | "you" "have" number "or" ("fewer" | "less") "cards" "in" "hand" -> cb_hand_max
         | "you" "have" number "or" "more" "cards" "in" "hand" -> cb_hand_min
         | "you" "control" "exactly" number np              -> cb_control_exactly
         | "you" "control" number "or" "fewer" np           -> cb_control_max
         // statics9: more static conditions (611.3a: checked continuously)
         | "you" "control" article "commander" "that's" article np -> cb_control_commander_is   // 903.3
         | "you" "control" article np ORA article np       -> cb_control_either     // "a Wolf or a Werewolf"
         | "you" "control" article np "and" article np     -> cb_control_both       // "an artifact and an enchantment"
         | "you" "control" "another" np ORA article np     -> cb_control_another_either   // "another Merfolk or an Island"
         | article np "and" article np "are" "in" "your" "graveyard" -> cb_graveyard_both
         | "an" "opponent" "owns" article np               -> cb_opp_owns           // 102.3, 108.3
         | "there" "are" number "or" "more" counter_kind "counters" "among" np -> cb_counters_among_n   // 122.1
         | "there" "are" "fewer" "than" number np          -> cb_there_are_fewer
         | "equipped" "creature" "is" article np ORA article np -> cb_equipped_either
         | "equipped" "creature" "is" "tapped"             -> cb_equipped_tapped
         | "a" "creature" "you" "control" "has" KEYWORD     -> cb_yours_has_keyword   // "if a creature you control has flying"
         | "a" "creature" "card" "in" "your" "graveyard" "has" KEYWORD -> cb_graveyard_has_keyword
         | "equipped" "creature" "is" "untapped"           -> cb_equipped_untapped
         | "equipped" "creature" "is" "attacking"          -> cb_equipped_attacking
         // statics10: what the board records of the source this turn: its attack step (508.1: declared attackers),
         // whose status lasts until the turn ends
         | (SELF | "it") "attacked" "this" "turn"          -> cb_attacked_this_turn
         | (SELF | "it") "didn't" "attack" "this" "turn"   -> cb_didnt_attack_this_turn
         // put12: 508.1, 509.1: declared as an attacker or a blocker (the board has one combat a turn)
         | (SELF | "it") "attacked" "or" "blocked" "this" "combat" -> cb_attacked_or_blocked
         // what no step records of the source (the board deals no damage, 120.1): its history, stated
         | (SELF | "it") "hasn't" "dealt" "damage" "yet"   -> cb_hasnt_dealt_damage
         // 108.4: the controller of the object the clause is about ("enchanted creature has shroud as long as its
         // controller controls another creature")
         | "its" "controller" "controls" "another" np      -> cb_its_controller_another
         | "its" "controller" "controls" "no" "other" np   -> cb_its_controller_no_other
         | (SELF | "it") "was" "dealt" "damage" "this" "turn" -> cb_was_dealt_damage
         | article "counter" "was" "put" "on" SELF "this" "turn"  -> cb_counter_put_on_self   // ifsother14: 122.6, stated
         // put12: the source's history this turn (120.1: to whom it dealt damage), stated like the two above
         | (SELF | "it") "dealt" "damage" "to" "an" "opponent" "this" "turn" -> cb_dealt_damage_opponent
         | (SELF | "it") "dealt" "damage" "to" "another" "creature" "this" "turn" -> cb_dealt_damage_creature
         | fact_cond                                        -> cb_fact

zone_place: "on" "the" "battlefield"    -> zp_battlefield
          | "in" "your" "graveyard"    -> zp_graveyard
          | "in" "exile"               -> zp_exile
          | "in" "the" "command" "zone" -> zp_command
resolved_nth: "first" -> rn_1 | "second" -> rn_2 | "third" -> rn_3

// 601.2g-h: the mana spent to cast the spell ("this spell" / "it": the one the text names), as the step states it;
// 601.2a: the zone it was cast from
spent_cond: "at" "least" number COLOR "mana" "was" "spent" "to" "cast" spent_what                   -> sp_color_min
          | "at" "least" number "mana" "of" "the" "same" "color" "was" "spent" "to" "cast" spent_what -> sp_same_min
          | "at" "least" number "mana" "was" "spent" "to" "cast" spent_what                         -> sp_total_min
          | number "or" "more" "mana" "was" "spent" "to" "cast" spent_what                          -> sp_total_min
          | MANA+ "was" "spent" "to" "cast" spent_what                                              -> sp_symbols
          | (SELF | "it") "was" "bargained"                                                         -> sp_bargained
          | "the" "gift" "was" "promised"                                                           -> sp_gift
          | "evidence" "was" "collected"                                                            -> sp_evidence   // 701.59c
          | "the" "roll" "was" number "or" "higher"                                                 -> sp_roll   // 706.2
          // grants18: 706.3a: a results table's line "N1—N2 | [effect]", "If the result was in this range, [effect]"
          | "the" "roll" "was" "from" number "to" number                                         -> sp_roll_range
          // 608.2c: this resolution's place among the ability's resolutions this turn, as the step states it
          // ("time" and "resolved" are words of other phrases too, "time counters": lower checks them)
          | "this" "is" "the" resolved_nth WORD "this" "ability" "has" WORD "this" "turn"         -> sp_resolved_nth
          | "you" "cast" "it" "from" "your" "hand"                                                 -> sp_from_hand
          | "you" "didn't" "cast" "it" "from" "your" "hand"                                        -> sp_not_from_hand
          // 601.2a: the zone it was cast from (a graveyard: any player's, the zone choices.cast_from names)
          | (SELF | "it") "was" "cast" "from" "a" "graveyard"                                      -> sp_from_graveyard
          | "you" "cast" "it" "from" "a" "graveyard"                                               -> sp_from_graveyard
          | (SELF | "it") "was" "cast" "from" "anywhere" "other" "than" "your" "hand"              -> sp_cast_not_from_hand
          | (SELF | "it") "wasn't" "cast"                                                          -> sp_not_cast
          | (SELF | "it") "wasn't" "cast" "or" "no" "mana" "was" "spent" "to" "cast" spent_what    -> sp_not_cast_or_free
          | "no" "mana" "was" "spent" "to" "cast" spent_what                                       -> sp_no_mana
          // 105.1, 601.2h: how many of the five colors the mana spent was of
          | number "or" "more" "colors" "of" "mana" "were" "spent" "to" "cast" spent_what          -> sp_colors_min
          | "you" "cast" "it" "from" "anywhere" "other" "than" "your" "hand"                       -> sp_cast_not_from_hand
          | "you" "cast" spent_what "during" "your" "main" "phase"                                  -> sp_main_phase  // 505.1
          // 608.2h: what the object the ability names by what happened to it was ("if the sacrificed creature was a
          // Human", "if the exiled card is a snow land"), as the step states it (its last known information)
          | "the" stated_is_role stated_is_noun ("was" | "is") article np                          -> sp_stated_is
          // ifsyou15: 608.2h: "if that creature had power 2 or less" of the one target the ability exiled (compile's
          // rewording: "the exiled creature had ..."): its number as it last existed, as the step states it
          | "the" stated_is_role "creature" "had" stat number "or" "less"                           -> sp_stated_had_stat_max
          | "the" stated_is_role "creature" "had" stat number "or" "greater"                        -> sp_stated_had_stat_min
          // put12: "if the creature that died was an Elemental": the one creature the trigger's event names
          | "the" ("creature" | CARDTYPE) "that" event_past "was" article np                       -> sp_event_is
          // ifsyou15: 122.1, 603.10a: "if it had a +1/+1 counter on it" of the one creature a "dies" trigger names
          | "the" "creature" "that" "died" "had" article counter_kind "counter" "on" "it"          -> sp_event_had_counter
          // ifsother14: 702.104b: "if tribute wasn't paid" (the opponent didn't put the counters as it entered, a
          // choice the board doesn't hold: the step states it)
          | "tribute" "wasn't" "paid"                                                              -> sp_tribute_not_paid
          // ifsother14: 111.10a, 601.2h, 602.2b: "if mana from a Treasure was spent to cast it / to activate this
          // ability": where the mana paid came from (SUBTYPE: "treasure", checked), as the step states
          | "mana" "from" article SUBTYPE "was" "spent" "to" "cast" spent_what                      -> sp_treasure
          | "mana" "from" article SUBTYPE "was" "spent" "to" "activate" "this" "ability"            -> sp_treasure
          // ifsother14: 107.3a: "if X is 5 or more": the value chosen for X as it was cast (choices.number)
          | "x" "is" number "or" "more"                                                            -> sp_x_min
          // ifsother18: 118.8, 118.9, 601.2b, 601.2f: "if this spell was cast using teamwork" (an optional additional
          // cost) and "if this spell's mayhem cost was paid" (an alternative cost, 702.187b): the cost the spell was
          // cast for, as its cast step says (alt_cost); SELF is "this spell" (lower checks the keyword)
          | SELF "was" "cast" "using" "teamwork"                                                   -> sp_teamwork
          | POSS_SELF (KEYWORD | WORD) "cost" "was" "paid"                                         -> sp_alt_cost_paid
          // ifsother14: 105.1, 601.2h, 602.2b: "if exactly three colors of mana were spent to activate this ability"
          | "exactly" number "colors" "of" "mana" "were" "spent" "to" "cast" spent_what            -> sp_colors_exactly
          | "exactly" number "colors" "of" "mana" "were" "spent" "to" "activate" "this" "ability"  -> sp_colors_exactly
cast_it: "you" "cast" "it"                  -> sp_cast
!spent_what: SELF | "it" | "that" "spell"     // "that spell": the spell a cast trigger names

// ---------------------------------------------------------------- game facts (vocabulary/facts.py)
// what the game knows of a player that is no object's characteristic; the board is told them (fact step)
fact_cond: "you" "have" "the" "city's" "blessing"          -> f_city_blessing     // 702.131
         | "you're" "the" "monarch"                        -> f_monarch           // 724
         | "you're" "not" "the" "monarch"                  -> f_not_monarch
         | "you're" "on" "the" (WORD | SUBTYPE) "team"     -> f_team              // ifsyou15: Alchemy teams, stated
         // counters15: 103.1: the player who took the first turn of the game
         | "you" "were" "the" "starting" "player"          -> f_starting_player
         | ("you" "weren't" | "you're" "not" | "you" "aren't") "the" "starting" "player" -> f_not_starting_player
         | "you" "didn't" "go" "first" "this" "game"       -> f_not_starting_player
         | "you" "have" "the" "initiative"                 -> f_initiative        // 725
         | "you've" "completed" "a" "dungeon"              -> f_dungeon           // 309.7
         | "you" "have" number "or" "more" "life"          -> f_life_min          // 119
         | "you" "have" number "or" "less" "life"          -> f_life_max
         | "an" "opponent" "has" number "or" "less" "life" -> f_opp_life_max
         // ifsyou17: 119, 102.3: your life total is greater than at least one opponent's
         | "you" "have" "more" "life" "than" "an" "opponent" -> f_more_life_than_opp
         | "an" "opponent" "has" number "or" "more" counter_kind "counters" -> f_opp_counters_min   // poison, 122.1f
         | "a" "creature" "died" "this" "turn"             -> f_creature_died     // 700.4
         | "a" "creature" "died" "under" "your" "control" "this" "turn" -> f_creature_died_yours
         | "you" "attacked" "this" "turn"                  -> f_attacked          // 508.1
         | "you" "gained" "life" "this" "turn"             -> f_gained_life       // 119.3
         | "an" "opponent" "lost" "life" "this" "turn"     -> f_opp_lost_life
         | "an" "opponent" "was" "dealt" "damage" "this" "turn" -> f_opp_damaged     // 120.1, 702.54a
         | "you" "descended" "this" "turn"                 -> f_descended         // 700.11
         | "you've" "cast" number "or" "more" "spells" "this" "turn" -> f_spells_cast   // 601.2
         | "you've" "cast" number "or" "more" NON "spells" "this" "turn" -> f_non_spells_cast   // "noncreature spells"
         | "you've" "cast" article NON "spell" "this" "turn"  -> f_non_spells_cast
         | "you've" "cast" article CARDTYPE "or" CARDTYPE "spell" "this" "turn" -> f_types_spells_cast  // "instant or sorcery"
         | "you've" "drawn" number "or" "more" "cards" "this" "turn" -> f_cards_drawn   // 121.1
         | number "or" "more" NON "permanents" "entered" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_nonland_entered
         | "a" "permanent" "left" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_permanent_left
         // 603.6a, landfall: a land entered under your control this turn
         | "you" "had" article CARDTYPE "enter" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_land_entered
         | article CARDTYPE "entered" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_land_entered
         // ifsother15: 603.6a: "another creature entered the battlefield under your control this turn": one other
         // than the source (which may be among those that entered this turn)
         | "another" np "entered" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_another_entered
         | "you" "had" "another" np "enter" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_another_entered
         | "a" "permanent" "you" "controlled" "left" "the" "battlefield" "this" "turn" -> f_permanent_left
         // put12: void (603.6c, 702.185c): anyone's nonland permanent, anyone's spell
         | "a" NON "permanent" "left" "the" "battlefield" "this" "turn" -> f_nonland_left_any
         | "a" "spell" "was" "warped" "this" "turn"         -> f_spell_warped_any
         | "you've" "lost" "life" "this" "turn"            -> f_lost_life         // 119.3
         | "you" "lost" "life" "last" "turn"               -> f_lost_life_last_turn
         | "an" "opponent" "lost" "life" "last" "turn"     -> f_opp_lost_life_last_turn
         | "a" "player" "lost" number "or" "more" "life" "this" "turn" -> f_player_lost_life_n
         | "an" "opponent" "is" "poisoned"                 -> f_opp_poisoned      // 122.1f: one or more poison counters
         | "the" "chosen" "player" "is" "poisoned"         -> f_chosen_poisoned   // ifsother14: defending player (508.5)
         | "your" "speed" "is" number "or" "higher"        -> f_speed_min         // 702.179
         | "a" "library" "has" number "or" "fewer" "cards" "in" "it" -> f_a_library_max   // 401.1: any player's
         | number "or" "more" CARDTYPE "died" "under" "your" "control" "this" "turn" -> f_creatures_died_yours_n
         | number "or" "more" CARDTYPE "died" "this" "turn" -> f_creatures_died_n   // CARDTYPE: "creatures"
         | "you" "haven't" "cast" "a" "spell" "this" "turn" -> f_no_spells_cast
         | "you" "haven't" "cast" "a" "spell" "from" "your" "hand" "this" "turn" -> f_no_spells_cast_from_hand   // ifsyou15: 601.2a
         | "you've" "committed" "a" "crime" "this" "turn"  -> f_crime             // 700.13
         | "you" "sacrificed" "a" "permanent" "this" "turn" -> f_sacrificed       // 701.21
         // ifsother14: what the player did this turn, stated (fact step)
         | "you've" "surveilled" "this" "turn"             -> f_surveilled       // 701.25
         | article np "was" "put" "into" "a" "graveyard" "from" "the" "battlefield" "this" "turn" -> f_artifact_or_creature_died  // 700.4
         | number "or" "more" "cards" "were" "put" "into" "exile" "this" "turn" -> f_cards_exiled      // 406.1
         | article "card" "left" "your" "graveyard" "this" "turn" -> f_card_left_graveyard   // 404.1
         | article np "entered" "the" "battlefield" "under" "your" "control" "this" "turn" -> f_face_down_entered  // 708.2
         | "you've" "put" number "or" "more" PTMOD "counters" "on" article "creature" "this" "turn" -> f_put_counter_creature  // 122.6
         | article PTMOD "counter" "was" "put" "on" article "permanent" "under" "your" "control" "this" "turn" -> f_counter_put_yours
         | "you've" "rolled" number "or" "more" "dice" "this" "turn" -> f_dice_rolled   // 706.1
         // life against the starting life total (119.1)
         | "your" "life" "total" "is" "less" "than" "or" "equal" "to" "half" "your" "starting" "life" "total" -> f_life_at_most_half_start
         | "you" "have" "at" "least" number "life" "more" "than" "your" "starting" "life" "total" -> f_life_above_start_n
         | "your" "life" "total" "is" "at" "least" number "greater" "than" "your" "starting" "life" "total" -> f_life_above_start_n
         | "your" "life" "total" "is" "greater" "than" "your" "starting" "life" "total" -> f_life_above_start
         | "your" "life" "total" "is" "greater" "than" "or" "equal" "to" "your" "starting" "life" "total" -> f_life_at_least_start

// "the same is true for creature spells you control and creature cards you own that aren't on the battlefield":
// the continuous effect of the sentence before also applies to these objects; its own start symbol
same_is_true: "the" "same" "is" "true" "for" selector

// a one-shot sentence whose object a following "it"/"they" names ("untap all creatures you control.
// they gain ..."): parsed from its own start symbol, never part of a sentence with a layer effect
antecedent: ("tap" | "untap") selector
          | "draw" "a" "card" FOREACH np    -> draw_for_each   // "draw a card for each creature you control with ...": the objects counted

// the condition of a modal instruction's "if ..., you may choose both instead" (601.2b, 603.3c): read
// on its own start symbol, checked as the modes are chosen
mode_condition: "if" cond_body                              -> mc_condition
              | "if" ("this" "spell" | SELF | "it") "was" "kicked" -> mc_kicked       // 702.33d
              | "if" spent_cond                         -> mc_spent        // 601.2g-h, 702.166b: how it was cast
              // "if this spell was cast using teamwork" (an optional additional cost, 118.8): spent_cond's sp_teamwork

%declare CARDNAME YOUR_ZONES SAME_DEFENDER ATTACKREL EVERY_OBJECT UNLESSREST AFFINITY_FOR DIFFPOWERS ORC COMMAV ANDR ANDCARDS PARTY EXILE_AND_GRAVEYARD ANDEACH BLOCKREL COPYDUR TYPE_LIST BASIC_LAND_TYPE STATUS_ADJ ANDV ANDS ANDC MIDDUR DURFOR FOREACH SELF POSS_SELF QUOTE PTMOD PT MANA NUM NUMWORD COLOR CARDTYPE SUBTYPE SUPERTYPE KEYWORD NON WORD ORA THEN_HAVE
"""

_KW_RE = "|".join(re.escape(k) for k in GRANTABLE_KEYWORDS)
_TOKEN_RE = re.compile(
    r"(?P<QUOTE>§\d+)|(?P<CARDNAME>¤[^¤]+¤)|(?P<POSS_SELF>~'s)|(?P<SELF>~)|"
    r"(?P<PTMOD>[+-](?:\d+|x)/[+-](?:\d+|x|y))|(?P<PT>(?:\d+|x|\*)/(?:\d+|x|\*))|"
    r"(?P<MANA>\{[^}]+\})|(?P<NUM>\d+)|(?P<BASIC_LAND_TYPE>basic land types?)(?![a-z'-])|"
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
    if subtype_word(w) or w in OUTLAW_WORDS:     # 700.12: "outlaw", a word for five creature types
        return "SUBTYPE"
    if w.startswith("non"):
        rest = w[3:].lstrip("-")
        if rest in CARD_TYPE_WORDS or rest in SUPERTYPE_WORDS or rest in COLORS or subtype_word(rest):
            return "NON"
    return "WORD"


#: "each creature each opponent controls": the objects any opponent controls, as "your opponents control" (102.3)
_EACH_OPPONENT_CONTROLS = re.compile(r"\b(creatures?|permanents?|artifacts?|enchantments?|lands?|planeswalkers?) "
                                     r"each opponent controls\b")


def tokens(data: str) -> Iterator[Token]:
    """Lex a normalised sentence into lark tokens."""
    _parser()   # makes sure the literal table is filled
    if "each opponent controls" in data:
        data = _EACH_OPPONENT_CONTROLS.sub(r"\1 your opponents control", data)
    lit = _Words.literals
    toks = _and_or(_or_lists(_type_lists(_joined(_planeswalker_types(list(_tokens(data, lit))))), lit), lit)
    if _ENCHANTED_OR in data:
        toks = _enchanted_or_enchantment(toks)
    if ", or " in data:
        toks = _color_lists(toks, lit)
    skip = False
    for i, tok in enumerate(toks):
        if skip:
            skip = False
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if str(tok) == "and" and nxt is not None and (str(nxt) in _VERBS_AFTER_AND or (
                str(nxt) in ("it's", "he's", "she's") and any(str(t) == "except" for t in toks[:i]))):
            # (707.9b: "except its name is ~ and it's legendary ...": the next exception of a copy)
            yield Token("ANDV", "and", start_pos=tok.start_pos)
        elif (str(tok) in ("his", "her") and nxt is not None and str(nxt) == "other" and i and str(toks[i - 1]) == "to"
              and any(str(t) == "except" for t in toks[:i])):
            # 707.9b: "except he's a 4/4 Spider Hero in addition to his other types": the copy's own types
            yield Token(lit["its"], "its", start_pos=tok.start_pos)
        elif (str(tok) == "and" and nxt is not None and str(nxt) == "each"
              and any(str(t) in ("card", "cards") for t in toks[i + 2:i + 7])):
            # "for each land you control and each land card in your graveyard": one count of two groups
            # (LALR(1) can't wait past "and" to see "each"; "... and its toughness is ..." is another clause)
            yield Token("ANDEACH", "and each", start_pos=tok.start_pos)
            skip = True
        elif str(tok) == "or" and _condition_after(toks, i):
            # "as long as you control a Desert or there is a Desert card in your graveyard": "or" between two
            # conditions, not between two nouns ("a Wolf or Werewolf")
            yield Token("ORC", "or", start_pos=tok.start_pos)
        elif str(tok) == "or" and _nouns_of_condition_after(toks, i):
            yield Token("ORA", "or", start_pos=tok.start_pos)
        elif str(tok) == "and" and _restriction_after(toks, i + 1):
            # "..., and its activated abilities can't be activated", "... and all creatures able to block it do
            # so": a restriction or requirement on the subject, not another ability of a list ("all creature types")
            yield Token("ANDR", "and", start_pos=tok.start_pos)
        elif str(tok) == "," and nxt is not None and str(nxt) == "and" and _restriction_after(toks, i + 2):
            continue            # ", and its activated abilities ...": the comma belongs to the "and"
        elif (str(tok) == "," and nxt is not None and str(nxt) in ("can't", "can", "must", "doesn't") and i > 0
              and toks[i - 1].type in ("KEYWORD", "QUOTE")):
            # "has haste, can't attack you ...": the comma ends the list of abilities and starts another predicate
            yield Token("ANDV", ",", start_pos=tok.start_pos)
        elif (str(tok) == "and" and any(str(t) == "among" for t in toks[:i])
              and _cards_after(toks, i + 1)):
            # "the greatest power among creatures you control and creature cards in your graveyard": one
            # group of objects (LALR(1) can't tell this "and" from "... and its toughness is ...")
            yield Token("ANDCARDS", "and", start_pos=tok.start_pos)
        elif str(tok) == "and" and _counters_after(toks, i + 1):
            yield Token("ANDC", "and", start_pos=tok.start_pos)    # "... counter and a lifelink counter ..."
        elif str(tok) == "and" and _one_shot_after(toks, i + 1):
            yield Token("ANDS", "and", start_pos=tok.start_pos)
        elif str(tok) == "," and nxt is not None and str(nxt) == "then" and _one_shot_after(toks, i + 2):
            yield Token("ANDS", ", then", start_pos=tok.start_pos)      # "..., then scry 1"
            skip = True
        elif tok.type == "WORD" and str(tok) in ("role", "roles") and nxt is not None and str(nxt) == "attached":
            yield Token("SUBTYPE", str(tok), start_pos=tok.start_pos)   # 303.7: "for each Role attached to it"
        elif (tok.type == "WORD" and str(tok) in CONTEXT_SUBTYPE_WORDS and nxt is not None
              and ([str(t) for t in toks[i + 1:i + 3]] in (["you", "control"], ["in", "addition"])
                   or str(nxt) in ("card", "cards", "token", "tokens", "spell", "spells") or nxt.type == "CARDTYPE")):
            # "for each Gate you control", "a Lesson card", "it's a Cave in addition to its other types",
            # "a Food artifact": a subtype word that is also an English word, read as the subtype where
            # only a noun can stand
            yield Token("SUBTYPE", str(tok), start_pos=tok.start_pos)
        elif str(tok) in ("equipped", "enchanted") and nxt is not None and (
                str(nxt) in _PLURAL_HEADS or (nxt.type == "SUBTYPE" and _plural_form(str(nxt))
                                              and str(nxt) != (subtype_word(str(nxt)) or "").lower())):
            # "equipped creatures you control": every equipped creature (an adjective), where
            # "equipped creature" is the one the source is attached to (301.5a, 303.4)
            yield Token("STATUS_ADJ", str(tok), start_pos=tok.start_pos)
        elif (str(tok) in ("equipped", "enchanted") and nxt is not None and str(nxt) == "creature" and i >= 2
              and str(toks[i - 1]) in ("attacking", "blocking") and str(toks[i - 2]) == "target"):
            # "target attacking equipped creature": a target described by its statuses (115.1), an equipped
            # creature (301.5a), not the one the source is attached to ("equipped creature" alone)
            yield Token("STATUS_ADJ", str(tok), start_pos=tok.start_pos)
        elif (str(tok) == "," and nxt is not None and str(nxt) == "and" and i + 2 < len(toks)
              and (str(toks[i + 2]) in _VERBS_AFTER_AND or _one_shot_after(toks, i + 2))):
            continue            # ", and has ...": the comma belongs to the "and"
        elif (str(tok) == "," and nxt is not None and str(nxt) in _VERBS_AFTER_COMMA
              and any(str(t) in _VERBS_AFTER_COMMA for t in toks[:i])
              and not (i + 2 < len(toks) and str(toks[i + 2]) == "control")):
            # "has base power and toughness 5/5, has menace, and is ...": the comma ends the list of abilities
            # and starts the next predicate of the same subject (LALR(1) can't tell it from the comma of
            # "flying, trample"); only after a predicate's verb ("if it was kicked, gain control of ..." is
            # a lead and an instruction)
            yield Token("COMMAV", ",", start_pos=tok.start_pos)
        elif str(tok) == "," and nxt is not None and str(nxt) == "where":
            continue            # ", where x is ...": the comma belongs to "where" (not a list of predicates)
        elif (str(tok) == "," and nxt is not None and nxt.type == "NON" and i > 0 and toks[i - 1].type == "NON"):
            continue            # "nonartifact, nonblack creature": both adjectives of one noun
        else:
            yield tok


#: how a one-shot part joined by "and" starts ("... and you gain 1 life", "... and untap it")
_ONE_SHOT_STARTS = (("you", "gain"), ("you", "lose"), ("you", "draw"), ("draw",), ("untap",), ("tap",), ("scry",),
                    ("surveil",), ("investigate",), ("deals",), ("~", "deals"), ("each", "opponent", "loses"),
                    ("each", "player", "loses"), ("goad", "it"), ("goad", "them"), ("exile", "the", "top"),
                    ("fights", "target"), ("fights", "up", "to"))
#: 111.10: predefined tokens ("create a Food token"), each a token with its own characteristics and no layer effect
_PREDEFINED_TOKENS = frozenset({"food", "treasure", "clue", "blood", "gold", "map", "junk", "shard"})
#: durations the lexer reads as one token when a predicate or "for each" follows them
_DURATION_WORDS = (("until", "end", "of", "turn"), ("this", "turn"), ("until", "your", "next", "turn"),
                   ("until", "the", "end", "of", "your", "next", "turn"))


_TYPE_TOKENS = frozenset({"CARDTYPE", "SUBTYPE", "CREATURE"})


def _planeswalker_types(toks: list[Token]) -> list[Token]:
    """A planeswalker type (205.3j) right before "planeswalker(s)" is a subtype ("a Chandra
    planeswalker"); elsewhere such a word is a name or an English word ("Will").

    >>> [t.type for t in _planeswalker_types(list(_tokens("you control a chandra planeswalker", _Words.literals)))][-2:]
    ['SUBTYPE', 'CARDTYPE']
    """
    out = list(toks)
    for i in range(len(out)):
        w, nxt = str(out[i]), (str(out[i + 1]) if i + 1 < len(out) else None)
        prev = str(out[i - 1]) if i else None
        if out[i].type != "WORD":
            continue
        if (nxt in ("planeswalker", "planeswalkers") and planeswalker_type_word(w) is not None
                # a subtype that is also an English word, where it is named as a type: "a Lesson card",
                # "you control a Gate" (the end of a condition)
                or w in CONTEXT_SUBTYPE_WORDS and (nxt in ("card", "cards")
                                              or prev in ("a", "an") and nxt in (None, ",", "or"))):
            out[i] = Token("SUBTYPE", w, start_pos=out[i].start_pos)
    return out


def _or_lists(toks: list[Token], lit: dict[str, str]) -> list[Token]:
    """A list of three or more type words ("artifact, creature, or land") is read as the same words
    joined by "or" ("artifact or creature or land"): LALR(1) can't tell the list's comma from one
    ending the noun phrase.

    >>> [str(t) for t in _or_lists(list(_tokens("target artifact, creature, or land", _Words.literals)), _Words.literals)]
    ['target', 'artifact', 'or', 'creature', 'or', 'land']
    >>> [str(t) for t in _or_lists(list(_tokens("the number of creature, instant, and sorcery cards", _Words.literals)),
    ...                            _Words.literals)]
    ['the', 'number', 'of', 'creature', 'or', 'instant', 'or', 'sorcery', 'cards']
    """
    out = list(toks)
    i = 0
    while i < len(out):
        j = i
        if out[j].type not in _TYPE_TOKENS:
            i += 1
            continue
        while j + 2 < len(out) and str(out[j + 1]) == "," and out[j + 2].type in _TYPE_TOKENS:
            j += 2
        counted = i >= 1 and (out[i - 1].type == "FOREACH" or i >= 2 and [str(t) for t in out[i - 2:i]] == ["number", "of"])
        if j > i and j + 3 < len(out) and str(out[j + 1]) == "," and (str(out[j + 2]) == "or" or (
                # "the number of creature, instant, and sorcery cards in your graveyard": what is counted is
                # each card of one of these types, as with "or" (each object counted once)
                str(out[j + 2]) == "and" and counted)) and out[j + 3].type in _TYPE_TOKENS:
            # the words, with each "," and the ", or" before the last one as one "or"
            fixed = [t if t.type in _TYPE_TOKENS else Token(lit["or"], "or", start_pos=t.start_pos)
                     for t in out[i:j + 4] if str(t) not in ("or", "and")]
            out[i:j + 4] = fixed
            i += len(fixed)
            continue
        i += 1
    return out


#: the nouns a list of colors may be the adjective of ("red, green, or white creature")
_COLOR_LIST_NOUNS = frozenset({"creature", "creatures", "permanent", "permanents", "spell", "spells", "card", "cards"})


def _color_lists(toks: list[Token], lit: dict[str, str]) -> list[Token]:
    """A list of three or more colors before the noun it describes ("target red, green, or white
    creature") is read as the same colors joined by "or" ("red or green or white creature"): an
    object of at least one of them (105.2). LALR(1) can't tell the list's comma from one ending the
    noun phrase; a list not followed by a noun (a color an effect sets, "becomes white, blue, or
    black") is left as it is.

    >>> [str(t) for t in _color_lists(list(_tokens("target red, green, or white creature", _Words.literals)),
    ...                               _Words.literals)]
    ['target', 'red', 'or', 'green', 'or', 'white', 'creature']
    >>> [str(t) for t in _color_lists(list(_tokens("it becomes red, green, or white", _Words.literals)),
    ...                               _Words.literals)]
    ['it', 'becomes', 'red', ',', 'green', ',', 'or', 'white']
    """
    out = list(toks)
    i = 0
    while i < len(out):
        if out[i].type != "COLOR":
            i += 1
            continue
        j = i
        while j + 2 < len(out) and str(out[j + 1]) == "," and out[j + 2].type == "COLOR":
            j += 2
        if (j > i and j + 4 < len(out) and str(out[j + 1]) == "," and str(out[j + 2]) == "or"
                and out[j + 3].type == "COLOR"
                and (out[j + 4].type in _TYPE_TOKENS or str(out[j + 4]) in _COLOR_LIST_NOUNS)):
            fixed = [t if t.type == "COLOR" else Token(lit["or"], "or", start_pos=t.start_pos)
                     for t in out[i:j + 4] if str(t) != "or"]
            out[i:j + 4] = fixed
            i += len(fixed)
            continue
        i += 1
    return out


def _and_or(toks: list[Token], lit: dict[str, str]) -> list[Token]:
    """"and/or" between two type words ("creature and/or enchantment", "dwarf, equipment, and/or
    vehicle") is read as "or": an object that is any of them, counted once.

    >>> [str(t) for t in _and_or(list(_tokens("each creature and/or enchantment you control", _Words.literals)), _Words.literals)]
    ['each', 'creature', 'or', 'enchantment', 'you', 'control']
    """
    out: list[Token] = []
    i = 0
    while i < len(toks):
        after_type = bool(out) and (out[-1].type in _TYPE_TOKENS or (
            str(out[-1]) == "," and len(out) > 1 and out[-2].type in _TYPE_TOKENS))
        if (after_type and [str(t) for t in toks[i:i + 3]] == ["and", "/", "or"]
                and i + 3 < len(toks) and (toks[i + 3].type in _TYPE_TOKENS or (
                    # "each other Squirrel and/or Food you control": a subtype that is also an English word, read as
                    # one before "you control" (below)
                    toks[i + 3].type == "WORD" and str(toks[i + 3]) in CONTEXT_SUBTYPE_WORDS
                    and [str(t) for t in toks[i + 4:i + 6]] == ["you", "control"]))):
            out.append(Token(lit["or"], "or", start_pos=toks[i].start_pos))
            i += 3
            continue
        out.append(toks[i])
        i += 1
    return out


def _cards_after(toks: list[Token], j: int) -> bool:
    """Whether a noun phrase of cards starts at ``j``: up to two type, color or ``non-`` words, then
    "card"/"cards" ("creature cards in your graveyard", "noncreature cards").

    >>> _cards_after(list(_tokens("dragon cards in your graveyard", _Words.literals)), 0)
    True
    >>> _cards_after(list(_tokens("its toughness is", _Words.literals)), 0)
    False
    """
    k = j
    while k < len(toks) and k < j + 2 and toks[k].type in ("CARDTYPE", "SUBTYPE", "CREATURE", "COLOR", "NON"):
        k += 1
    return k < len(toks) and str(toks[k]) in ("card", "cards")


def _counters_after(toks: list[Token], j: int) -> bool:
    """Whether counters are named from ``j`` on ("a lifelink counter", "two +1/+1 counters", "five loyalty
    counters"): an "and" before them joins counters, never noun phrases or predicates.

    >>> _counters_after(list(_tokens("a +1/+1 counter", _Words.literals)), 0), _counters_after(list(_tokens("a creature", _Words.literals)), 0)
    (True, False)
    """
    words = [str(t) for t in toks[j:j + 3]]
    return (len(words) == 3 and (words[0] in ("a", "an") or words[0].isdigit() or words[0] in NUMBER_WORDS)
            and toks[j + 1].type in ("PTMOD", "KEYWORD", "WORD") and words[2] in ("counter", "counters"))


def _nouns_of_condition_after(toks: list[Token], i: int) -> bool:
    """Whether the "or" at ``i`` joins two nouns each with its own article in an "as long as" condition on
    what you control or what equipped creature is ("as long as you control another Merfolk or an Island":
    one of two conditions; "a Wolf or Werewolf" is one noun).

    >>> _nouns_of_condition_after(list(_tokens("as long as you control another merfolk or an island", _Words.literals)), 7)
    True
    """
    after = [str(t) for t in toks[i + 1:i + 2]]
    before = [str(t) for t in toks[:i]]
    starts = [k for k in range(len(before)) if before[k:k + 3] == ["as", "long", "as"]]
    if not starts or after not in (["a"], ["an"]):
        return False
    span = before[starts[-1] + 3:]
    return "," not in span and span[:2] in (["you", "control"], ["equipped", "creature"])


def _condition_after(toks: list[Token], i: int) -> bool:
    """Whether the "or" at ``i`` joins two conditions: a condition starts after it ("there is", "there
    are", "you control", "you have") and an "as long as" before it.

    >>> _condition_after(list(_tokens("as long as you control a desert or there is a desert card", _Words.literals)), 7)
    True
    """
    after = [str(t) for t in toks[i + 1:i + 3]]
    before = [str(t) for t in toks[:i]]
    # "... or a land entered the battlefield under your control this turn" (603.6a): a condition on a game fact
    entered = after[:1] in (["a"], ["an"]) and [str(t) for t in toks[i + 3:i + 5]] == ["entered", "the"]
    if after == ["a", "spell"] and [str(t) for t in toks[i + 3:i + 6]] == ["was", "warped", "this"] and before[:1] == ["if"]:
        return True     # put12: "if a nonland permanent left the battlefield this turn or a spell was warped this turn"
    return (after in (["there", "is"], ["there", "are"], ["there's"], ["you", "control"], ["you", "have"])
            or after[:1] == ["there's"] or entered) and any(before[k:k + 3] == ["as", "long", "as"] for k in range(len(before)))
#: how a restriction or requirement on the subject joined by "and" starts (602.5, 509.1c)
_RESTRICTION_STARTS = (("its", "activated", "abilities", "can't"), ("all", "creatures", "able", "to", "block"))


def _restriction_after(toks: list[Token], j: int) -> bool:
    """Whether a restriction on the subject starts at ``j`` ("its activated abilities can't be activated").

    >>> _restriction_after(list(_tokens("and all creatures able to block it do so", _Words.literals)), 1)
    True
    """
    words = tuple(str(t) for t in toks[j:j + 5])
    return any(words[:len(w)] == w for w in _RESTRICTION_STARTS)


def _one_shot_after(toks: list[Token], j: int) -> bool:
    words = [str(t) for t in toks[j:j + 4]]
    if words[:1] == ["create"] and len(words) == 4 and words[1] in ("a", "an") and words[2] in _PREDEFINED_TOKENS \
            and words[3] == "token" and len(toks) == j + 4:
        return True         # "... and create a Food token" ending the sentence (counters15)
    return any(tuple(words[:len(w)]) == w for w in _ONE_SHOT_STARTS)


#: 700.8: "in your party" after "creature(s)": one token (a post "in your graveyard" starts the same way)
#: the zones of "in your hand and library" (400.1: a player's own zones)
_YOUR_ZONE_WORDS = ("hand", "graveyard", "library")


def _your_zone_list(words: list[str]) -> int:
    """How many words "in your <zone>, <zone>, and <zone>" (two or three of a player's hand, graveyard and library,
    each once) takes at the start of ``words``; 0 when they don't start so.

    >>> _your_zone_list("in your hand and library perpetually".split())
    5
    >>> _your_zone_list(["in", "your", "graveyard", ",", "hand", ",", "and", "library"])
    8
    >>> _your_zone_list("in your hand and lands".split()), _your_zone_list("in your hand".split())
    (0, 0)
    """
    if words[:2] != ["in", "your"]:
        return 0
    zones: list[str] = []
    j = 2
    while j < len(words) and words[j] in _YOUR_ZONE_WORDS and words[j] not in zones:
        zones.append(words[j])
        if j + 1 < len(words) and words[j + 1] == "," and j + 2 < len(words) and words[j + 2] in _YOUR_ZONE_WORDS:
            j += 2
        elif j + 2 < len(words) and words[j + 1:j + 3] == [",", "and"] and len(zones) >= 2:
            j += 3
            if j < len(words) and words[j] in _YOUR_ZONE_WORDS and words[j] not in zones:
                zones.append(words[j])
                return j + 1
            return 0
        elif j + 1 < len(words) and words[j + 1] == "and" and len(zones) == 1:
            j += 2
            if j < len(words) and words[j] in _YOUR_ZONE_WORDS and words[j] not in zones:
                return j + 1
            return 0
        else:
            return 0
    return 0


_PARTY_WORDS = ("in", "your", "party")
#: 509.1a: the combat relations a noun phrase may end with ("each creature blocking it")
_BLOCK_RELATIONS = (("blocking", "or", "blocked", "by", "~"), ("blocking", "~"), ("blocking", "it"),
                    ("blocked", "by", "~"), ("it's", "blocking"))


#: 508.1b: the player an attacking creature attacks, after its noun ("creatures attacking you"). (Not "each other
#: creature that's attacking one of your opponents" after "whenever enchanted creature attacks": whether "other"
#: is other than the Aura or the enchanted creature, the selector can't say)
_ATTACK_RELATIONS: tuple[tuple[str, ...], ...] = (("attacking", "you"), ("attacking", "enchanted", "player"))
_SAME_DEFENDER = ("attacking", "the", "same", "player", "or", "planeswalker")


def _joined(toks: list[Token]) -> list[Token]:
    """Multi-word tokens LALR(1) can't tell apart by one word of lookahead: "for each" (FOREACH,
    not the "for" of "for as long as"); a duration followed by another predicate (MIDDUR: it
    ends the predicates before it) or by "for each" (DURFOR).

    >>> [t.type for t in _joined(list(_tokens("gets +1/+1 until end of turn for each elf", _Words.literals)))]
    ['GETS', 'PTMOD', 'DURFOR', 'FOREACH', 'SUBTYPE']
    """
    out: list[Token] = []
    i = 0
    while i < len(toks):
        words = [str(t) for t in toks[i:i + 10]]
        rel = next((r for r in _BLOCK_RELATIONS if tuple(words[:len(r)]) == r), None)
        if rel is not None and out and out[-1].type in ("CARDTYPE", "SUBTYPE", "CREATURE", "KEYWORD"):
            # 509.1a: "creatures blocking ~" after a noun (BLOCKREL), not the adjective "blocking" of
            # the noun after it ("blocking creatures")
            out.append(Token("BLOCKREL", " ".join(rel), start_pos=toks[i].start_pos))
            i += len(rel)
            continue
        if tuple(words[:6]) == _SAME_DEFENDER and out and out[-1].type in ("CARDTYPE", "SUBTYPE", "CREATURE"):
            # 506.3: "another target creature attacking the same player or planeswalker": a target's restriction
            # (the scenario's choice of targets, 115.1), one token after its noun
            out.append(Token("SAME_DEFENDER", " ".join(words[:6]), start_pos=toks[i].start_pos))
            i += 6
            continue
        att = next((r for r in _ATTACK_RELATIONS if tuple(words[:len(r)]) == r), None)
        if att is not None and out and out[-1].type in ("CARDTYPE", "SUBTYPE", "CREATURE"):
            # 508.1b: "creatures attacking you" after a noun (ATTACKREL), not the adjective "attacking" of the
            # noun after it ("attacking creatures")
            out.append(Token("ATTACKREL", " ".join(att), start_pos=toks[i].start_pos))
            i += len(att)
            continue
        your_zones = _your_zone_list(words)
        if your_zones:
            # "in your hand and library", "in your graveyard, hand, and library": one token (after "in your hand",
            # LALR(1) can't tell this "and" from one joining another noun phrase)
            out.append(Token("YOUR_ZONES", " ".join(words[:your_zones]), start_pos=toks[i].start_pos))
            i += your_zones
            continue
        if tuple(words[:6]) == ("in", "exile", "and", "in", "your", "graveyard"):
            # one token: after "in exile", LALR(1) can't tell this "and" from one starting another clause
            out.append(Token("EXILE_AND_GRAVEYARD", " ".join(words[:6]), start_pos=toks[i].start_pos))
            i += 6
            continue
        if tuple(words[:3]) == _PARTY_WORDS and out and str(out[-1]) in ("creature", "creatures"):
            out.append(Token("PARTY", "in your party", start_pos=toks[i].start_pos))
            i += 3
            continue
        if words[:3] == ["with", "different", "powers"]:
            # "three or more creatures with different powers": one token, not a "with ..." of the noun
            # phrase (LALR(1) can't wait past "with")
            out.append(Token("DIFFPOWERS", "with different powers", start_pos=toks[i].start_pos))
            i += 3
            continue
        if words[:7] == [",", "then", "you", "may", "have", "~", "fight"]:
            # ", then you may have ~ fight ...": one token (LALR(1) can't tell this comma from one of a list)
            out.append(Token("THEN_HAVE", ", then you may have", start_pos=toks[i].start_pos))
            i += 5
            continue
        if words[:2] == ["for", "each"]:
            out.append(Token("FOREACH", "for each", start_pos=toks[i].start_pos))
            i += 2
            continue
        if str(toks[i]) == "cards" and tuple(str(t) for t in toks[i:i + len(_EVERY_OBJECT)]) == _EVERY_OBJECT:
            # every object in every zone: each card (in any zone but the battlefield), spell and permanent
            out.append(Token("EVERY_OBJECT", " ".join(_EVERY_OBJECT), start_pos=toks[i].start_pos))
            i += len(_EVERY_OBJECT)
            continue
        if words[:2] == ["affinity", "for"] and toks[i].type == "KEYWORD" and i + 2 < len(toks) \
                and toks[i + 2].type in ("CARDTYPE", "SUBTYPE"):
            # 702.41a: "affinity for artifacts": one token, not the "for" of "for as long as"
            out.append(Token("AFFINITY_FOR", "affinity for", start_pos=toks[i].start_pos))
            i += 2
            continue
        if words[:1] == ["unless"] and [str(t) for t in out[-3:]] in (["can't", "be", "blocked"], ["~", "can't", "attack"],
                                                                    ["~", "can't", "block"], ["it", "can't", "attack"],
                                                                    ["it", "can't", "block"]) \
                and not _LAYER_WORDS_AFTER.search(" ".join(str(t) for t in toks[i:])):
            # 508.1c, 509.1a-b: "can't be blocked unless it's attacking its owner ...": the rest of the
            # sentence is the restriction's (no layer effect after it)
            out.append(Token("UNLESSREST", " ".join(str(t) for t in toks[i:]), start_pos=toks[i].start_pos))
            break
        dur = next((d for d in _DURATION_WORDS if tuple(words[:len(d)]) == d), None)
        if dur is not None:
            after = words[len(dur):]
            nxt = after[:1]
            if out and after[:2] == [",", "except"]:
                # "becomes a copy of target creature until end of turn, except ...": the copy's duration
                out.append(Token("COPYDUR", " ".join(dur), start_pos=toks[i].start_pos))
                i += len(dur)
                continue
            if after[:2] == ["for", "each"]:
                out.append(Token("DURFOR", " ".join(dur), start_pos=toks[i].start_pos))
                i += len(dur)
                continue
            if out and (nxt == ["and"] and (after[1:2] and after[1] in _VERBS_AFTER_AND
                                            or _one_shot_after(toks, i + len(dur) + 1))
                        or nxt == [","] and after[1:2] and after[1] in _VERBS_AFTER_AND - {"it", "they"}
                        or nxt == [","] and after[1:2] and after[1] in ("tap", "untap")
                        or nxt == [","] and after[1:3] == ["and"] + after[2:3] and after[2:3]
                        and after[2] in _VERBS_AFTER_AND):
                out.append(Token("MIDDUR", " ".join(dur), start_pos=toks[i].start_pos))
                i += len(dur)
                continue
        out.append(toks[i])
        i += 1
    return out

#: "all cards that aren't on the battlefield, spells, and permanents": every object in every zone
_EVERY_OBJECT = ("cards", "that", "aren't", "on", "the", "battlefield", ",", "spells", ",", "and", "permanents")


#: words of a layer effect (613.1): an "unless ..." they follow is not a restriction's alone
_LAYER_WORDS_AFTER = re.compile(r"\b(?:gets?|has|have|gains?|loses?|becomes?|(?<!there )is|(?<!there )are|base|"
                                r"perpetually)\b|[+-]\d+/[+-]\d+")


#: ifsyou17: 303.4, 205.2a: "enchanted creature or enchantment creature": a creature an Aura is attached to, or an
#: enchantment creature (either) -- not the one creature the source enchants ("enchanted creature" alone)
_ENCHANTED_OR = "enchanted creature or enchantment creature"


def _enchanted_or_enchantment(toks: list[Token]) -> list[Token]:
    """The five words of "enchanted creature or enchantment creature" as one TYPE_LIST token (its lowering reads
    it as either kind of creature).

    >>> [t.type for t in _enchanted_or_enchantment(list(_tokens("target enchanted creature or enchantment creature "
    ...                                                         "you control", _Words.literals)))]
    ['TARGET', 'TYPE_LIST', 'YOU', 'CONTROL']
    """
    words = _ENCHANTED_OR.split()
    out: list[Token] = []
    i = 0
    while i < len(toks):
        if [str(t) for t in toks[i:i + len(words)]] == words:
            out.append(Token("TYPE_LIST", _ENCHANTED_OR, start_pos=toks[i].start_pos))
            i += len(words)
            continue
        out.append(toks[i])
        i += 1
    return out


def _type_lists(toks: list[Token]) -> list[Token]:
    """A list of three or more plural type words before "you"/"your" ("skeletons, vampires, and
    zombies you control") as one TYPE_LIST token: the objects that are any of them. LALR(1) can't
    tell its commas from those that end a condition ("as long as you control an elf, ...").

    >>> [t.type for t in _type_lists(list(_tokens("skeletons, vampires, and zombies you control", _Words.literals)))]
    ['TYPE_LIST', 'YOU', 'CONTROL']
    >>> [t.type for t in _type_lists(list(_tokens("it's a cleric, rogue, warrior, and wizard", _Words.literals)))][-1]
    'SUBTYPE'
    """
    out: list[Token] = []
    i = 0
    while i < len(toks):
        kinds = ("SUBTYPE", "CARDTYPE")
        j, items, closed = i, 0, False
        while j < len(toks) and toks[j].type in kinds and not closed:
            items += 1
            j += 1
            if j < len(toks) and str(toks[j]) == "," and j + 1 < len(toks) and toks[j + 1].type in kinds:
                j += 1
            elif j < len(toks) and str(toks[j]) in ("and", "or") and j + 1 < len(toks) and toks[j + 1].type in kinds:
                j += 1
                closed = True
            elif (j + 1 < len(toks) and str(toks[j]) == "," and str(toks[j + 1]) in ("and", "or")
                  and j + 2 < len(toks) and toks[j + 2].type in kinds):
                j += 2
                closed = True
            elif ([str(t) for t in toks[j:j + 4]] == [",", "and", "/", "or"]
                  and j + 4 < len(toks) and toks[j + 4].type in kinds):
                j += 4          # "crabs, oozes, and/or horrors": "and/or" is "or" (_and_or)
                closed = True
            else:
                break
        if closed and j < len(toks) and toks[j].type in kinds:
            items += 1
            j += 1
        words = [str(t) for t in toks[i:j] if str(t) != "/"]
        # plural type words, or singular ones counted one by one: "for each dwarf, equipment, and/or vehicle
        # you control" (after "for each" no condition's comma can follow; nor after "each": "put a +1/+1 counter on
        # each Pest, Bat, Insect, Snake, and Spider you control", each permanent you control that's any of them, once)
        each = bool(out) and (out[-1].type == "FOREACH" or str(out[-1]) == "each")
        # two plural words after "the number of" ("the number of Soldiers and Warriors you control"): one group
        counted = len(out) >= 2 and [str(t) for t in out[-2:]] == ["number", "of"]
        if closed and (items >= 3 or (items == 2 and counted)) and j < len(toks) and str(toks[j]) in ("you", "your") \
                and all(_plural_form(w) or (each and not _plural_form(w)) or w in (",", "and", "or") for w in words):
            out.append(Token("TYPE_LIST", " ".join(words).replace(" ,", ","), start_pos=toks[i].start_pos))
            i = j
            continue
        out.append(toks[i])
        i += 1
    return out


def _plural_form(w: str) -> bool:
    """Whether a type word is a plural ("lizards", "mice", "pegasi", "treefolk"), not a singular of a list
    ("a cleric, rogue, warrior, and wizard").

    >>> [_plural_form(w) for w in ("lizards", "mice", "pegasi", "treefolk", "warrior")]
    [True, True, True, True, False]
    """
    st = subtype_word(w)
    return w.endswith("s") or (st is not None and (w != st.lower() or w.endswith("folk")))


#: plural heads after which "equipped"/"enchanted" is an adjective of a group
_PLURAL_HEADS = frozenset({"creatures", "permanents", "artifacts", "lands", "planeswalkers", "enchantments"})

#: a comma before one of these starts another predicate of the same subject (COMMAV)
_VERBS_AFTER_COMMA = frozenset({"has", "have", "gains", "gain", "gets", "get", "loses", "lose", "is", "are",
                                "becomes", "become", "attacks", "attack"})   # "has trample, attacks each combat if able, and ..."

#: "and" before one of these starts another predicate of the same subject ("... with flying and
#: loses all abilities"), not another item of a list of abilities (lexed as ANDV: LALR can't wait)
_VERBS_AFTER_AND = frozenset({"has", "have", "gains", "gain", "gets", "get", "loses", "lose", "is", "are",
                              "becomes", "become", "can't", "can", "must", "doesn't", "attacks", "it", "they",
                              "perpetually", "he", "she", "assigns", "isn't", "aren't",
                              "attack", "blocks"})   # "have haste and attack each combat if able" (508.1d, 509.1c)


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
            kind = lit.get(text, "WORD")        # "/" of "and/or"
        yield Token(kind, text, start_pos=m.start())


def _cache_file() -> str | bool:
    """Where lark keeps the built parse tables between processes (building them takes about
    0.3 s, loading them 0.03 s): a file in the user's cache folder named by the grammar's hash,
    which lark checks again on loading. Other grammars' files a week old are removed. ``False`` (build
    every time) when there is no writable cache folder."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    folder = os.path.join(base, "layerkit")
    digest = hashlib.sha256(f"{GRAMMAR}\0{lark.__version__}\0{sys.version_info[:2]}".encode()).hexdigest()[:16]
    name = f"grammar-{digest}.lark-cache"
    try:
        os.makedirs(folder, exist_ok=True)
        week_ago = time.time() - 7 * 86400      # another install may still use a newer one
        for old in os.listdir(folder):
            path = os.path.join(folder, old)
            if (old.startswith("grammar-") and old.endswith(".lark-cache") and old != name
                    and os.path.getmtime(path) < week_ago):
                os.remove(path)
    except OSError:
        return False
    return os.path.join(folder, name)


@lru_cache(maxsize=1)
def _parser() -> Lark:
    parser = Lark(GRAMMAR, start=["sentence", "antecedent", "mode_condition", "same_is_true"], parser="lalr", lexer=_Words, cache=_cache_file())
    table: dict[str, str] = {}
    for t in parser.terminals:
        if t.pattern.type == "str":
            table[t.pattern.value] = t.name
    _Words.literals = table
    return parser


class Unparsed(LarkError):
    """The grammar has no reading for a sentence (raised by :func:`parse` and its siblings, the
    same way the first time and every later time the same sentence is asked about)."""


@lru_cache(maxsize=16384)
def _memo(start: str, sentence: str) -> Tree | str:
    """The parse of ``sentence`` from the rule ``start``, or why there is none (the lark error's
    message). Pure, so kept: a card asks about the same sentence several times as it tries its
    readings ("tap target creature" is tried as a sentence and as an antecedent), and the whole
    pool's compile spends a fifth of its time in the parser. Trees are shared between callers,
    so nothing may change a tree it is given (lowering only reads them)."""
    try:
        return _parser().parse(sentence, start=start)
    except LarkError as exc:      # (its full message lists every token expected: too dear to build for every miss)
        where = getattr(exc, "token", None)
        return f"{type(exc).__name__} at {str(where)!r}" if where is not None else type(exc).__name__


def _parsed(start: str, sentence: str) -> Tree:
    tree = _memo(start, sentence)
    if isinstance(tree, str):
        raise Unparsed(tree)
    return tree


def parse(sentence: str) -> Tree:
    """Parse one normalised sentence; raises a lark error (:class:`Unparsed`) when the grammar
    doesn't cover it.

    >>> str(parse("creatures you control get +1/+1").data)
    'sentence'
    >>> parse("creatures you control frobnicate")
    Traceback (most recent call last):
    ...
    layerkit.compiler.grammar.Unparsed: ...
    """
    return _parsed("sentence", sentence)


def parse_mode_condition(text: str) -> Tree:
    """Parse the condition of a modal instruction ("if you control a commander", "if this spell was
    kicked"); raises a lark error when the grammar doesn't cover it.

    >>> str(parse_mode_condition("if this spell was kicked").data)
    'mc_kicked'
    """
    return _parsed("mode_condition", text)


def parse_same_is_true(sentence: str) -> Tree:
    """Parse "the same is true for <objects>" (the effect before extended to them); raises a lark error
    when it is not one.

    >>> str(parse_same_is_true("the same is true for creature spells you control").children[0].data)
    'group'
    """
    return _parsed("same_is_true", sentence)


def parse_antecedent(sentence: str) -> Tree:
    """Parse a one-shot sentence that names objects a later "it"/"they" refers to ("tap ~",
    "untap all creatures you control"); raises a lark error when it is not one.

    >>> str(parse_antecedent("untap all creatures you control").children[0].data)
    'group'
    """
    return _parsed("antecedent", sentence)
