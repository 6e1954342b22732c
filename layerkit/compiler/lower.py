"""Lower a parse tree of :mod:`layerkit.compiler.grammar` to a clause: the selector, the
operations, the values, the condition and the duration, in the words of ``data/effects/README.md``.

A clause may still hold references to resolve (``it``, ``they``, ``x``); :mod:`layerkit.compiler.compile`
binds them from the rest of the ability. Anything the vocabulary cannot say raises
:class:`NotExpressible` with the reason; the caller then marks the clause unsupported.
"""
from __future__ import annotations

from typing import Any

from lark import Token, Tree

from ..rules.characteristics import pt_counter
from ..vocabulary.model import (HEXPROOF_FROM_CHOSEN_COLOR, LANDWALK_OF_CHOSEN_TYPE, PROTECTION_FROM_CHOSEN_COLOR,
                               PROTECTION_FROM_CHOSEN_PLAYER, PROTECTION_FROM_EACH_OPPONENT,
                               PROTECTION_FROM_ITS_COLORS, HEXPROOF_FROM_ITS_COLORS,
                               PROTECTION_FROM_COLORS_OF_YOURS)
from .words import (CARD_TYPE_WORDS, COLORS, KEYWORD_PARAMETERS, NUMBER_WORDS, OUTLAW_SUBTYPES, OUTLAW_WORDS,
                    SUPERTYPE_WORDS, context_subtype, keyword_title, context_subtype_word, subtype_word)

#: Keyword counters the engine knows (122.1b; layerkit.engine.state.KEYWORD_COUNTERS)
KEYWORD_COUNTER_KINDS = frozenset({"flying", "first strike", "double strike", "deathtouch", "decayed", "exalted",
                                   "haste", "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow",
                                   "trample", "vigilance"})


class NotExpressible(Exception):
    """The grammar understood the phrase but the vocabulary has no word for part of it."""


#: References a clause may hold until the ability binds them.
IT = "@it"          # "it", "its"
THEY = "@they"      # "they"
THAT = "@that"      # "that creature"
X = "@x"            # "+X/+X" before "where X is ..."
Y = "@y"            # "+X/+Y" before "where X is ... and Y is ..."
#: 118.9: alternative costs a permanent may have been cast for that "if its ... cost was paid" names (the board's
#: ``alt_cost``, game.values.ALT_COSTS)
ALT_COST_KEYWORDS = frozenset({"surge", "sneak", "dash", "blitz", "evoke", "prowl", "spectacle", "madness", "emerge",
                               "warp", "freerunning"})
#: ifsother18: 118.9: the alternative costs "if this spell's ... cost was paid" may name on an instant or sorcery
#: (702.187 mayhem; the others of ALT_COST_KEYWORDS a spell may be cast for too)
SPELL_ALT_COST_KEYWORDS = ALT_COST_KEYWORDS | {"mayhem"}
YOURS = "@yours"    # "the creature you control": the target of the text's one "target creature you control" phrase
CARD = "@card"      # "that card", "the duplicate": only a card chosen, conjured, sought or revealed names it


def _tok(node: Any) -> str:
    if isinstance(node, Token):
        return str(node)
    if isinstance(node, Tree):
        return " ".join(_tok(c) for c in node.children)
    return str(node)


def _kids(t: Tree, data: str) -> list[Tree]:
    return [c for c in t.children if isinstance(c, Tree) and c.data == data]


def _first_tree(t: Tree) -> Tree:
    return [c for c in t.children if isinstance(c, Tree)][0]


def _number(t: Any) -> int:
    w = _tok(t)
    if w.isdigit():
        return int(w)
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    raise NotExpressible(f"number {w!r}")


def _pt_part(s: str) -> Any:
    sign = -1 if s.startswith("-") else 1
    body = s.lstrip("+-")
    if body in ("x", "y"):
        v = X if body == "x" else Y
        return v if sign == 1 else {"times": [-1, v]}
    return sign * int(body)


def ptmod(tok: str) -> list[Any]:
    p, t = tok.split("/")
    return [_pt_part(p), _pt_part(t)]


def _where_xy(part: Tree) -> tuple[Any, Any]:
    """"where X is ... and Y is ...": the two values. "Y is its toughness" after "X is the exiled creature card's
    power" names that card ("its": the object X names, 608.2h); any other "it" in Y is not read.

    >>> from layerkit.compiler.grammar import parse
    >>> t = next(parse("~ gets +x/+y until end of turn, where x is the exiled creature card's power and y is its "
    ...                "toughness").find_data("where_xy"))
    >>> _where_xy(t)[1]
    {'stated': {'object': 'exiled', 'characteristic': 'toughness'}}
    """
    trees = [c for c in part.children if isinstance(c, Tree)]
    x = value(trees[0])
    y_tree = trees[1]
    if y_tree.data == "v_toughness" and isinstance(y_tree.children[0], Tree) and y_tree.children[0].data == "poss_it":
        stated = x.get("stated") if isinstance(x, dict) else None
        if not (isinstance(stated, dict) and stated.get("characteristic") == "power"):
            raise NotExpressible("'Y is its toughness' after an X that names no object")
        return x, {"stated": {**stated, "characteristic": "toughness"}}
    y = value(y_tree)
    if "'it'" in repr(y) or "@" in repr(y):
        raise NotExpressible("'Y is ...' naming an object by a pronoun")
    return x, y


def pt_box(tok: str) -> list[Any]:
    p, t = tok.split("/")
    out: list[Any] = []
    for s in (p, t):
        if s == "x":
            out.append(X)
        elif s == "*":
            raise NotExpressible("a */* box is defined elsewhere")
        else:
            out.append(int(s))
    return out


# ------------------------------------------------------------------------------ selectors

def np(t: Tree, *, allow_cards: bool = False, it_ref: str | None = None, single_graveyard: bool = False
       ) -> dict[str, Any]:
    """A noun phrase ("other nontoken Elf creatures you control") as a selector mapping; ``it_ref``: the
    object "it" / "that creature" names in it ("... that share a color with it"), when the subject
    named it first ("target creature and each other creature that shares a color with it");
    ``single_graveyard``: the caller reads "in a single graveyard" (owner :data:`SINGLE_GRAVEYARD`)."""
    if t.data == "np_any":       # "artifact or creature": any of these card types
        heads = [c for c in t.children if isinstance(c, Tree) and c.data == "head_word"]
        words = [_tok(h) for h in heads]
        # "instant or sorcery card": the word "card" is the noun of every alternative (the objects are cards)
        rest_np = Tree("np", [Tree("head_word", c.children) if isinstance(c, Tree) and c.data in ("card_word", "creature_word") else c
                              for c in t.children if not (isinstance(c, Tree) and c.data == "head_word")])
        if all(subtype_word(w) is not None and w not in CARD_TYPE_WORDS for w in words):
            # "elves or warriors you control": each object with one of these subtypes (205.3)
            any_sel = np(rest_np, allow_cards=allow_cards)
            if "subtypes" in any_sel:
                raise NotExpressible("several subtypes in one noun phrase")
            any_sel["subtypes"] = [subtype_word(w) for w in words]
            return any_sel
        if all(w in CARD_TYPE_WORDS or w == "creature" or context_subtype(w) is not None for w in words) \
                and not all(w in CARD_TYPE_WORDS for w in words):
            # "creature and/or Vehicle you control": card types and subtypes, each object that has one of them
            any_sel = np(rest_np, allow_cards=allow_cards)
            if "any" in any_sel:
                raise NotExpressible("two lists of alternatives in one noun phrase")
            any_sel["any"] = [{"types": [CARD_TYPE_WORDS[w]]} if w in CARD_TYPE_WORDS else
                              {"types": ["Creature"]} if w == "creature" else {"subtypes": [context_subtype(w)]}
                              for w in words]
            return any_sel
        if not all(w in CARD_TYPE_WORDS for w in words):
            raise NotExpressible("'or' between words that are not card types")
        any_sel = np(rest_np, allow_cards=allow_cards)
        any_sel["any_types"] = [CARD_TYPE_WORDS[w] for w in words]
        return any_sel
    sel: dict[str, Any] = {}
    types: list[str] = []
    subtypes: list[str] = []
    either: list[dict[str, Any]] = []       # "X, Y, or Z": the object is one of these
    cards = False

    def add_type(word: str) -> None:
        if word in CARD_TYPE_WORDS:
            types.append(CARD_TYPE_WORDS[word])
        elif word in ("creature",):
            types.append("Creature")
        elif word in OUTLAW_WORDS:
            # 700.12: an outlaw has the Assassin, Mercenary, Pirate, Rogue and/or Warlock creature types;
            # 700.12a: only outlaw permanents, unless otherwise specified (the selector's default zone)
            either.append({"subtypes": list(OUTLAW_SUBTYPES)})
        else:
            # a planeswalker type is lexed as a subtype only before "planeswalker" (205.3j), "lesson" only
            # before "card" ...: the lexer's context_subtypes
            st = context_subtype(word) or context_subtype_word(word)
            if st is None:
                raise NotExpressible(f"type word {word!r}")
            subtypes.append(st)

    for c in t.children:
        if not isinstance(c, Tree):
            continue
        word = _tok(c)
        if c.data == "head_word":
            if word in ("permanent", "permanents"):
                pass
            elif word == "commanders":
                sel["commander"] = True           # 903.3: "commanders you control"
            elif word == "enchanted creature or enchantment creature":
                # ifsyou17: 303.4b, 205.2a: a creature with an Aura attached to it, or an enchantment creature
                types.append("Creature")
                either.append({"any": [{"enchanted": True}, {"types": ["Enchantment"]}]})
            elif "," in word or " " in word:      # a TYPE_LIST: "skeletons, vampires, and zombies"
                either.append(_type_alternatives(word.replace(",", " ").split()))
            elif word in ("card", "cards"):
                cards = True
            elif word in ("spell", "spells"):
                # "instant and sorcery spells you control": objects on the stack (112.1, 405.1); "spells you
                # cast": those the player cast (post_you_cast; a copy of a spell is not cast, 707.10)
                if "zones" in sel:
                    raise NotExpressible("spells in a zone other than the stack")
                sel["zones"] = ["stack"]
            else:
                add_type(word)
        elif c.data == "token_word":
            sel["token"] = True
        elif c.data in ("adj_type", "adj_sub"):
            add_type(word)
        elif c.data == "adj_color":
            sel.setdefault("colors", []).append(COLORS[word])
        elif c.data == "adj_super_and_sub":     # "snow and Zombie creatures": snow creatures and Zombie creatures
            sup, sub = (x for x in word.split() if x != "and")
            either.append({"any": [{"supertypes": [SUPERTYPE_WORDS[sup]]}, {"subtypes": [subtype_word(sub)]}]})
        elif c.data == "post_with_keywords":     # "with flying, deathtouch, and/or lifelink": at least one of them
            kws = [keyword_title(str(k)) for k in c.children if isinstance(k, Token) and k.type == "KEYWORD"]
            if not all(names_any_parameter(k) for k in kws):
                raise NotExpressible("'with' a keyword with a parameter")
            either.append({"any": [{"abilities": [k]} for k in kws]})
        elif c.data == "adj_color_or":          # "black or red": has at least one of them (105.2)
            either.append({"colors": [COLORS[w] for w in word.split() if w in COLORS]})
        elif c.data == "adj_super":
            sel.setdefault("supertypes", []).append(SUPERTYPE_WORDS[word])
        elif c.data == "adj_non":
            negated = word[3:].lstrip("-")
            if negated in CARD_TYPE_WORDS:
                sel.setdefault("not_types", []).append(CARD_TYPE_WORDS[negated])
            elif negated in SUPERTYPE_WORDS:
                sel.setdefault("not_supertypes", []).append(SUPERTYPE_WORDS[negated])
            elif subtype_word(negated):
                sel.setdefault("not_subtypes", []).append(subtype_word(negated))
            elif negated in COLORS:
                sel.setdefault("not_colors", []).append(COLORS[negated])
            else:
                raise NotExpressible(f"{word!r}: not a type or a color")
        elif c.data == "adj_tapped":
            sel["tapped"] = True
        elif c.data == "adj_face_down":
            sel["face_down"] = True               # 708.2, 110.5: a face-down permanent
        elif c.data == "adj_colorless":
            sel["colorless"] = True               # 105.2c
        elif c.data == "adj_monocolored":
            sel["monocolored"] = True             # 105.2a
        elif c.data == "adj_multicolored":
            sel["multicolored"] = True            # 105.2b
        elif c.data == "adj_historic":
            # 700.6: an object is historic if it's legendary, an artifact, or a Saga
            if "any" in sel:
                raise NotExpressible("two 'any of' selectors in one noun phrase")
            sel["any"] = [{"supertypes": ["Legendary"]}, {"types": ["Artifact"]}, {"subtypes": ["Saga"]}]
        elif c.data == "adj_modified":
            sel["modified"] = True                # 700.9
        elif c.data == "adj_stickered":
            sel["stickered"] = True               # 123.4
        elif c.data == "adj_status":
            sel[word] = True                      # "equipped" (301.5a) / "enchanted" (303.4) creatures
        elif c.data == "adj_commander":
            sel["commander"] = True               # 903.3
        elif c.data == "adj_noncommander":
            sel["commander"] = False              # 903.3: "each noncommander creature"
        elif c.data == "post_chosen_type":
            subtypes.append("chosen")             # the creature type chosen for the source
        elif c.data == "post_chosen_color":
            sel.setdefault("colors", []).append("chosen")   # "of the chosen color": the color chosen for the source
        elif c.data == "post_chosen_name":
            # 201.4, 607.2d, 702.106d: "with the chosen name": the card name chosen for the source (choices.card_name)
            if "name" in sel:
                raise NotExpressible("two names in one noun phrase")
            sel["name"] = "chosen"
        elif c.data == "post_not_chosen_type":
            sel.setdefault("not_subtypes", []).append("chosen")   # "creatures that aren't of the chosen type"
        elif c.data == "post_no_abilities":
            sel["no_abilities"] = True            # 113.1: "creatures with no abilities"
        elif c.data == "adj_unblocked":
            # 509.1h: an unblocked creature is an attacking creature no blockers were declared for
            sel["combat"], sel["blocked"] = "attacking", False
        elif c.data == "adj_pt":
            # "target 1/1 creature", "each 1/1 creature you control": power 1 and toughness 1 (208.1); read as
            # a spell or ability resolves only (compile refuses power bounds in a static ability)
            box = pt_box(word)
            if not all(isinstance(n, int) for n in box) or "power" in sel:
                raise NotExpressible(f"a {word} creature")
            sel["power"], sel["toughness"] = {"min": box[0], "max": box[0]}, {"min": box[1], "max": box[1]}
        elif c.data == "adj_untapped":
            sel["tapped"] = False
        elif c.data == "adj_attacking":
            sel["combat"] = "attacking"
        elif c.data == "adj_blocking":
            sel["combat"] = "blocking"
        elif c.data == "adj_attacking_or_blocking":     # "target attacking or blocking creature"
            either.append({"any": [{"combat": "attacking"}, {"combat": "blocking"}]})
        elif c.data == "adj_blocked":                   # 509.1h: "each blocked creature"
            sel["blocked"] = True
        elif c.data == "adj_blocking_or_blocked":       # "target blocking or blocked creature"
            either.append({"any": [{"combat": "blocking"}, {"blocked": True}]})
        elif c.data == "post_block_relation":           # 509.1a: "each creature blocking ~"
            rel = _tok(c)
            if rel == "blocking or blocked by ~":
                either.append({"any": [{"blocking": "self"}, {"blocked_by": "self"}]})
            elif rel == "blocked by ~":
                sel["blocked_by"] = "self"
            elif rel == "it's blocking":    # "for each creature it's blocking": the attacking creatures it blocks
                sel["blocked_by"] = IT
            else:           # "blocking it": the object "it" names, bound by compile
                sel["blocking"] = "self" if rel == "blocking ~" else IT
        elif c.data == "adj_nontoken":
            sel["token"] = False
        elif c.data == "adj_permanent":      # 110.4b: "permanent card": a card of a permanent type
            if "any_types" in sel:
                raise NotExpressible("'permanent' beside another 'or'")
            sel["any_types"] = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]
        elif c.data == "adj_token":
            sel["token"] = True
        elif c.data == "post_you":
            sel["controller"] = "you"
        elif c.data == "post_opp":
            sel["controller"] = "opponent"
        elif c.data == "post_target_player":
            # "creatures target player controls": the player targeted, the scenario's choices.player (115.1)
            sel["controller"] = "chosen"
        elif c.data == "post_own":
            sel["owner"] = "you"
        elif c.data == "post_opp_own":
            sel["owner"] = "opponent"
        elif c.data == "post_not_battlefield":
            # "cards you own that aren't on the battlefield": cards in the hand, library, graveyard, exile and
            # on the stack (a spell that is a card); not outside the game, where no effect reaches (400.11)
            if not cards or "zones" in sel:
                raise NotExpressible("'that aren't on the battlefield' of something other than cards")
            sel["zones"] = list(NOT_BATTLEFIELD)
        elif c.data in ("post_you_cast", "post_you_cast_hand", "post_you_cast_exile"):
            # 601.2, 110.2: "spells you cast": spells on the stack the source's controller cast
            if sel.get("zones") != ["stack"]:
                raise NotExpressible("'you cast' of something other than a spell")
            sel["cast_by"] = "you"
            if c.data != "post_you_cast":
                # 601.2a: "spells you cast from your hand" / "from exile": the zone it was cast from, as the
                # spell's own step states it (choices.cast_from), never assumed
                sel["cast_from"] = "hand" if c.data == "post_you_cast_hand" else "exile"
        elif c.data == "post_players_cast":
            # misc16: 601.2: "instant and sorcery spells players cast": spells on the stack any player cast
            if sel.get("zones") != ["stack"]:
                raise NotExpressible("'players cast' of something other than a spell")
            sel["cast_by"] = "any"
        elif c.data == "post_attack_relation":
            # 508.1b: "creatures attacking you": an attacking creature that attacks that player (not a planeswalker
            # or battle the player controls), as the attack step says
            if cards or "zones" in sel:
                raise NotExpressible("'attacking you' of something other than permanents")
            # "creatures attacking enchanted player": the player the source Aura is attached to (303.4)
            sel["attacking"] = "enchanted_player" if str(c.children[0]).endswith("enchanted player") else "you"
        elif c.data == "post_own_not_control":
            sel["owner"], sel["controller"] = "you", "opponent"    # "you own but don't control" (110.2)
        elif c.data == "post_control_not_own":
            # "creatures you control but don't own": owned by another player, read as "you don't own" is
            sel["controller"], sel["owner"] = "you", "opponent"
        elif c.data == "post_not_own":
            sel["owner"] = "opponent"       # "you don't own", read as "you don't control" is
        elif c.data == "post_your_graveyard":
            sel["zones"], sel["owner"] = ["graveyard"], "you"
        elif c.data == "post_your_hand":
            sel["zones"], sel["owner"] = ["hand"], "you"
        elif c.data == "post_your_library":
            sel["zones"], sel["owner"] = ["library"], "you"
        elif c.data == "post_graveyards":
            sel["zones"] = ["graveyard"]
        elif c.data in ("post_opp_hands", "post_all_hands", "post_chosen_graveyard", "post_chosen_hand",
                        "post_its_controller_graveyard", "post_its_controller_hand"):
            # 402.1, 404.1: a player's hand and graveyard hold the cards that player owns; "its controller's":
            # the controller of the object the value is worked out for (only in a count value)
            sel["zones"] = ["graveyard" if c.data.endswith("graveyard") else "hand"]
            owner = {"post_opp_hands": "opponent", "post_all_hands": None, "post_chosen_graveyard": "chosen",
                     "post_chosen_hand": "chosen"}.get(c.data, "its_controller")
            if owner is not None:
                sel["owner"] = owner
        elif c.data == "post_exile":
            sel["zones"] = ["exile"]                # 406: "cards you own in exile"
        elif c.data == "post_single_graveyard":
            # "cards in a single graveyard": one player's graveyard holds them all (404.1), which only a count
            # of them says ("there are ten or more cards in a single graveyard")
            if not single_graveyard:
                raise NotExpressible("'in a single graveyard' outside a count of cards")
            sel["zones"], sel["owner"] = ["graveyard"], SINGLE_GRAVEYARD
        elif c.data == "post_your_zones":
            # "Forest cards in your hand and library": the cards in any of those zones of the source's controller
            # (400.1; the cards in a player's hand, graveyard and library are that player's own, 404.1, 401.1, 402.1)
            if sel.get("owner", "you") != "you" or "controller" in sel:
                raise NotExpressible("'in your hand and library' of cards another player owns")
            words = str(c.children[0]).replace(",", " ").split()
            sel["zones"], sel["owner"] = [w for w in words if w in ("hand", "graveyard", "library")], "you"
        elif c.data == "post_exile_graveyard":
            # "cards you own in exile and in your graveyard": the cards in either zone (your graveyard's are yours)
            if sel.get("owner", "you") != "you":
                raise NotExpressible("'in exile and in your graveyard' of cards another player owns")
            sel["zones"], sel["owner"] = ["exile", "graveyard"], "you"
        elif c.data == "post_shares_type":
            # "that shares a creature type with it" (205.3m): with the object the value is worked out for
            if _number(_kids(c, "number")[0]) != 1:
                raise NotExpressible("sharing more than one creature type")
            sel["shares_creature_type"] = "it"
        elif c.data == "post_chosen_controls":
            sel["controller"] = "chosen"            # the player chosen for the source (choices.player)
        elif c.data == "post_enchanted_player_controls":
            # 303.4, 702.5d: "creatures enchanted player controls": the player the source Aura is attached to
            sel["controller"] = "enchanted_player"
        elif c.data == "post_opp_graveyards":     # 404.1: each player's graveyard holds the cards they own
            sel["zones"], sel["owner"] = ["graveyard"], "opponent"
        elif c.data == "post_other":
            sel["other"] = True
        elif c.data == "post_battlefield":
            pass
        elif c.data == "post_counter":
            kinds = [x for x in c.children if isinstance(x, Tree) and x.data.endswith("_counter")]
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = counter_kind(kinds[0])
        elif c.data == "post_counters_min":       # 122.1: "with three or more +1/+1 counters on them"
            kinds = [x for x in c.children if isinstance(x, Tree) and x.data.endswith("_counter")]
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = counter_kind(kinds[0])
            sel["counters_min"] = _number(c.children[0])
        elif c.data in ("post_no_counter", "post_no_counters"):   # 122.1: "without a +1/+1 counter on it"
            kinds = [x for x in c.children if isinstance(x, Tree) and x.data.endswith("_counter")]
            if "not_counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["not_counters"] = counter_kind(kinds[0]) if kinds else "any"
        elif c.data == "post_pt_counters":
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = counter_kind(Tree("pt_counter", [c.children[0]]))
        elif c.data == "post_named_counters":      # "with oil counters on them"
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = counter_kind(Tree("named_counter", [c.children[0]]))
        elif c.data == "post_any_counter":
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = "any"                # "with counters on them": any kind (122.1)
        elif c.data == "post_without_keyword":
            kw = keyword_title(_tok(c))
            if kw.lower() in _PARAMETERISED and kw.lower() not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'without {kw.lower()}': a keyword with a parameter")
            # "without foretell": no foretell ability, whatever its cost ("Foretell {1}{U}", 702.143a)
            sel.setdefault("not_abilities", []).append(kw)
        elif c.data in ("post_stat_min", "post_stat_max"):
            # "with power 4 or greater" (208.1), "with mana value 3 or less" (202.3)
            stat = _tok(_kids(c, "stat")[0]).replace(" ", "_")
            n = _kids(c, "number")
            if not n:
                raise NotExpressible(f"'with {stat} x or ...': a number chosen elsewhere")
            bound = "min" if c.data == "post_stat_min" else "max"
            if stat in sel:
                raise NotExpressible(f"two bounds on {stat} in one noun phrase")
            sel[stat] = {bound: _number(n[0])}
        elif c.data == "post_any_counter":
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = "any"               # 122.1: one or more counters of any kind
        elif c.data == "post_thats":
            # "that's a wolf or a werewolf": the object is one of these (205.3)
            either.append(_type_alternatives([_tok(w) for w in _kids(c.children[0], "typeword")]))
        elif c.data == "post_thats_token":
            # "that's a token or a Rabbit": a token (111.1), or an object of that type (205.3)
            either.append({"any": [{"token": True}, _type_alternatives([_tok(w) for w in _kids(c, "typeword")])]})
        elif c.data == "attacking_word":         # "attacking tokens you control"
            sel["combat"] = "attacking"
        elif c.data == "post_attacked_this_turn":
            # 508.1: "that attacked this turn": declared as an attacker this turn. The board's attack step is the
            # only one that makes a creature attacking, and that status lasts until its end_turn (a new object,
            # 400.7, never attacked): the status, as "if ~ attacked this turn" (cb_attacked_this_turn)
            if sel.get("combat", "attacking") != "attacking":
                raise NotExpressible("attacked this turn beside another combat status")
            sel["combat"] = "attacking"
        elif c.data in ("post_not_attacked_this_turn", "post_not_attacked_or_entered"):
            # 508.1: not declared as an attacker this turn (the board's attack status, kept until the turn ends, as
            # "that attacked this turn"); "or enter": nor a new object this turn (400.7)
            if "combat" in sel or "not_combat" in sel:
                raise NotExpressible("didn't attack this turn beside another combat status")
            sel["not_combat"] = "attacking"
            if c.data == "post_not_attacked_or_entered":
                sel["entered_this_turn"] = False
        elif c.data == "post_that_are":
            either.append(_are_alternatives(c.children[0]))
        elif c.data == "post_named_self":
            sel["name"] = SELF_NAME               # 201.2: the card's own name, bound by compile
        elif c.data == "post_named_card":
            # 201.2: a card name of the pool; "named Sword of Kaldra, ~, and Helm of Kaldra": an object with any one
            # of those names ("~": the card's own, bound by compile)
            named = _card_names(c.children[0])
            if len(named) == 1:
                sel["name"] = named[0]
            else:
                if "any" in sel:
                    raise NotExpressible("two lists of alternatives in one selector")
                sel["any"] = [{"name": n} for n in named]
        elif c.data in ("post_same_name", "post_shares"):
            # 201.2a "the same name as", "that share a name / a color (105.2) / a creature type (205.3m) with"
            what = "name" if c.data == "post_same_name" else \
                {"sw_name": "name", "sw_color": "color", "sw_creature_type": "creature_type"}[c.children[0].data]
            ref = {"sr_self": "self", "sr_equipped": "equipped", "sr_enchanted": "enchanted",
                   "sr_it": it_ref, "sr_card": CARD}[c.children[-1].data]
            if ref is None and what == "creature_type" and c.children[-1].data == "sr_it":
                # "for each other creature you control that shares a creature type with it": with the object
                # the value is worked out for (205.3m; only a count value may say so, compile checks)
                sel["shares_creature_type"] = "it"
            elif ref is None:
                raise NotExpressible("'shares ... with it': the object 'it' names is not the subject's")
            elif "shares" in sel:
                raise NotExpressible("two 'shares' in one noun phrase")
            else:
                sel["shares"] = {"characteristic": what, "with": ref}
        elif c.data == "post_entered":
            sel["entered_this_turn"] = True       # "that entered this turn": a new object this turn (400.7)
        elif c.data == "post_with_keyword":
            kw = keyword_title(_tok(c))
            if kw.lower() in _PARAMETERISED and kw.lower() not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'with {kw.lower()}': a keyword with a parameter")
            # "with toxic": some toxic ability, whatever its number ("Toxic 2", 702.164a); the engine
            # reads a keyword written with its number or cost as that keyword
            sel.setdefault("abilities", []).append(kw)
        else:
            raise NotExpressible(f"selector part {c.data}")
    if len(subtypes) > 1 and ("subtypes" in sel or len(set(subtypes)) != len(subtypes)):
        raise NotExpressible("several subtypes in one noun phrase")
    if "colors" in sel and len(sel["colors"]) > 1:
        raise NotExpressible("several colors in one noun phrase")
    if either:
        if len(either) > 1 or subtypes or ("any_types" in either[0] and "any_types" in sel) \
                or ("any" in either[0] and "any" in sel):
            raise NotExpressible("two lists of alternatives in one noun phrase")
        if any(k in sel for k in either[0]):
            raise NotExpressible("a list of alternatives beside another word of the same kind")
        sel.update(either[0])
    # ("spells you cast with mana value 6 or greater": 202.3e, the X chosen for a spell on the stack counts, the
    # spell's step's choices.number, read by the board; the compiler keeps it to a static ability's objects)
    if cards and "zones" not in sel and not allow_cards:
        raise NotExpressible("cards without a zone")
    if types:
        sel["types"] = sorted(set(types), key=types.index)
    if len(subtypes) > 1:
        # "Eldrazi Spawn creatures you control", "Elder Dragons": subtype words of one noun, each an adjective of it:
        # objects with every one of those subtypes (205.3)
        sel["all_subtypes"] = subtypes
    elif subtypes:
        sel["subtypes"] = subtypes
    return sel


#: the zones of "cards ... that aren't on the battlefield" (400.1; the board's zones but "outside")
NOT_BATTLEFIELD = ("hand", "library", "graveyard", "exile", "stack")


#: The card's own name in a selector ("creatures you control named ~"), bound by the compiler.
SELF_NAME = "~name"


def _card_names(tok: Any) -> list[str]:
    """201.2: the spellings of the card names the normaliser marked ``¤name|~|name¤`` (:mod:`layerkit.compiler.names`;
    ``~``: the card's own name, ``SELF_NAME``)."""
    from .names import card_name
    out: list[str] = []
    for key in str(tok).strip("¤").split("|"):
        name = SELF_NAME if key == "~" else card_name(key)
        if name is None:
            raise NotExpressible(f"the card name {key!r}")
        out.append(name)
    return out


def _type_alternatives(words: list[str]) -> dict[str, Any]:
    """The selector keys for "an X, a Y, or a Z": has one of these card types or subtypes.

    >>> _type_alternatives(["wolf", "werewolf"])
    {'subtypes': ['Wolf', 'Werewolf']}
    >>> _type_alternatives(["artifact", "human"])
    {'any': [{'types': ['Artifact']}, {'subtypes': ['Human']}]}
    """
    words = [w for w in words if w not in ("and", "or", "a", "an")]
    cards = [CARD_TYPE_WORDS.get(w, "Creature" if w == "creature" else None) for w in words]
    subs = [context_subtype(w) for w in words]      # "a Food or a Golem": the lexer's subtypes
    if all(cards):
        return {"any_types": cards}
    if not any(cards) and all(subs):
        return {"subtypes": subs}
    if not all(c or s for c, s in zip(cards, subs)):
        raise NotExpressible(f"type words {words!r}")
    return {"any": [{"types": [c]} if c else {"subtypes": [s]} for c, s in zip(cards, subs)]}


def _are_alternatives(t: Tree) -> dict[str, Any]:
    """"that are enchanted or equipped", "that are zombies and/or tokens", "that are white, blue,
    and/or black": the object is one of these (one item: it is that)."""
    alts: list[dict[str, Any]] = []
    for item in _kids(t, "are_item"):
        w = _tok(item)
        if w in ("enchanted", "equipped"):
            alts.append({w: True})                # 303.4, 301.5a
        elif w in ("token", "tokens"):
            alts.append({"token": True})
        elif w in COLORS:
            alts.append({"colors": [COLORS[w]]})
        elif w in CARD_TYPE_WORDS or w == "creature":
            alts.append({"types": [CARD_TYPE_WORDS.get(w, "Creature")]})
        elif subtype_word(w) is not None:
            alts.append({"subtypes": [subtype_word(w)]})
        else:
            raise NotExpressible(f"'that are {w}'")
    if len(alts) == 1:
        return alts[0]
    return {"any": alts}


#: keywords that take a parameter ("ward {2}", "protection from red"): "with ward" can't name one ability
_PARAMETERISED = frozenset({"ward", "protection", "toxic", "annihilator", "bushido", "rampage", "modular",
                            "afterlife", "dash", "affinity", "landwalk", "training", "myriad"})


def names_any_parameter(kw: str) -> bool:
    """Whether a keyword named bare ("has toxic", "doesn't have suspend") names one such ability with any parameter:
    a keyword with a number or a cost ("Toxic 2", 702.164a; "Suspend 4—{1}{R}", 702.62a), which the engine reads
    by its name; not one whose parameter makes it another ability of a family ("protection from red", 702.16a;
    "islandwalk", 702.14; "affinity for artifacts", 702.41; "ward", whose cost is any cost, 702.21), nor one
    written with a quality before its parameter ("Equip Knight {1}", 702.6c; "Devour artifact 1", 702.82c).

    >>> names_any_parameter("Toxic"), names_any_parameter("suspend"), names_any_parameter("Flying")
    (True, True, True)
    >>> names_any_parameter("protection"), names_any_parameter("Landwalk")
    (False, False)
    """
    k = kw.lower()
    return (k not in _PARAMETERISED or k in KEYWORD_PARAMETERS) and k not in ("equip", "devour")


def selector(t: Tree, it_ref: str | None = None) -> Any:
    """A selector tree as a vocabulary selector; ``it_ref``: what "it" names inside a noun phrase (:func:`np`)."""
    d = t.data
    if d == "self":
        return "self"
    if d == "it":
        return IT
    if d == "they":
        return THEY
    if d == "that_creature":
        return THAT
    if d == "the_creature_you_control":
        return YOURS     # "Choose target creature you control and target creature you don't control. ... the creature you control"
    if d == "that_card":
        return CARD      # "that card", "the duplicate": the one card the ability chose or named
    if d == "enchanted":
        return "enchanted"
    if d == "equipped":
        return "equipped"
    if d == "attached":
        return "attached"
    if d == "chosen":
        return "chosen"
    if d in ("targets", "targets_and"):
        return "targets"     # what may be targeted is the scenario's choice (its targets)
    if d == "group_and":
        return _group_and(t)
    if d == "group_and_other":
        # "Skeletons you control and other Zombies you control": "other" (than the source) in the second only
        out = _group_and(t)
        out["any"][1]["other"] = True
        return out
    if d == "self_and":
        # "~ and enchanted creature each get +1/+1", "it and Zombies you control gain deathtouch": the
        # source (or what "it" names) and the objects the other selector names, one effect on them all
        first = IT if not any(isinstance(c, Token) and c.type == "SELF" for c in t.children) else "self"
        other = selector([c for c in t.children if isinstance(c, Tree)][0], it_ref="self" if first == "self" else None)
        return {"any": [first, other]}
    if d == "equipped_and":
        # "equipped creature and each other creature you control that shares a creature type with it" (301.5a,
        # 205.3m): the creature the source is attached to, and the others ("other" than it: in the union already)
        nps = [c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")]
        return {"any": ["equipped", np(nps[-1], it_ref="equipped")]}
    if d in ("target_and", "enchanted_and"):
        # "target creature and all other creatures with the same name as that creature", "enchanted creature and
        # other creatures that share a creature type with it": that object and the others ("other" than it: it
        # is in the union already, so the words exclude nothing, and never the source)
        first = "targets" if d == "target_and" else "enchanted"
        nps = [c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")]
        if d == "enchanted_and" and _tok(t.children[0]) != "creature":
            raise NotExpressible("'enchanted <permanent> and other ...'")
        return {"any": [first, np(nps[-1], it_ref=first)]}
    if d == "next_this_turn":
        # 601.2: "the next spell you cast this turn": the spell of that kind the source's controller casts first
        # after the effect began, this turn; the board fixes it as that spell is cast, as its step states
        # (choices.next_spell_of), never assumed
        sel = np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0], it_ref=it_ref)
        if sel.get("zones") != ["stack"] or sel.get("cast_by") != "you" or set(sel) & {"other", "token", "any"}:
            raise NotExpressible("'the next ... this turn' of something other than spells you cast")
        sel["next_this_turn"] = True
        return sel
    if d == "mana_spent_on":
        # ifsyou15: 106.4, 601.2h: "that mana's creature spell you cast" (compile's rewording of a mana
        # ability's "If that mana is spent on a creature spell, it gains haste"): the spell of that kind its
        # controller casts paying with the one mana the ability added; the board fixes it as that spell is cast,
        # when the spell's step names the ability's source (choices.mana_from), never assumed
        sel = _mana_spell(_kids(t, "np")[0] if _kids(t, "np") else _kids(t, "np_any")[0], it_ref)
        sel["mana_spent_on"] = True
        return sel
    if d == "first_each_turn":
        # 601.2: "the first Merfolk spell you cast each turn": a spell on the stack its controller (the source's
        # controller) cast, the first spell of that kind they cast this turn — which one it is, the board is
        # told by the spell's own step (choices.first_spell_of), never assumed from the steps it saw
        sel = np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0], it_ref=it_ref)
        if sel.get("zones") != ["stack"] or sel.get("cast_by") != "you" or set(sel) & {"other", "token"}:
            raise NotExpressible("'the first ... each turn' of something other than spells you cast")
        if "any" in sel:      # "historic" (700.6): each alternative of the spell's kind, on the stack too
            if not all(isinstance(s, dict) and "zones" not in s for s in sel["any"]):
                raise NotExpressible("'the first ... each turn' of an 'any of' selector naming other objects")
            sel["any"] = [{**s, "zones": ["stack"]} for s in sel["any"]]
        sel["first_this_turn"] = True
        return sel
    if d == "your_commander":
        # 903.3: "your commander" is a commander you own (the designation stays with its owner's card, whoever
        # controls it); with two commanders, either one (702.124e)
        return {"commander": True, "owner": "you"}
    if d == "every_object":
        # every card in a zone other than the battlefield, every spell and every permanent: each object in
        # every zone (400.1; an emblem is none of them, 114.5: no selector names it)
        return {"zones": "any"}
    if d == "group":
        sel = np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0], it_ref=it_ref)
        for q in t.children:
            if isinstance(q, Tree) and q.data in ("all_other", "each_other", "other"):
                sel["other"] = True
        return sel
    raise NotExpressible(f"selector {d}")


#: what the words after the last noun of "X and Y you control" say of both nouns
_SHARED_POST = ("controller", "owner", "zones", "cast_by", "cast_from")


def _is_cards(t: Tree) -> bool:
    """Whether a noun phrase names cards ("artifact cards"): its noun is "card(s)"."""
    return any(isinstance(c, Tree) and c.data in ("head_word", "card_word") and _tok(c) in ("card", "cards")
               for c in t.children)


def _group_and(t: Tree) -> dict[str, Any]:
    """"creatures and planeswalkers you control", "creatures you control and creature cards in your
    hand": the objects either noun phrase names. The words after the last noun ("you control")
    also govern an earlier noun that has none; an earlier noun with adjectives other than types
    ("white creatures and artifacts ...") leaves their scope unwritten: not expressible.

    >>> from layerkit.compiler.grammar import parse
    >>> sel = _group_and(parse("creatures and planeswalkers you control have lifelink").children[0].children[0])
    >>> sel == {"any": [{"types": ["Creature"], "controller": "you"}, {"types": ["Planeswalker"], "controller": "you"}]}
    True
    """
    nps = [c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")]
    first, last = nps
    own = {c.data for c in first.children if isinstance(c, Tree) and c.data.startswith("adj_")
           and c.data not in ("adj_type", "adj_sub")}
    # misc16: "green creatures and white creatures": each noun has its own adjective of that kind, so the first's
    # can't reach the last (a creature is not "green ... white" here): each adjective governs its own noun
    if own and not (own <= {c.data for c in last.children if isinstance(c, Tree)} and own <= {"adj_color"}):
        raise NotExpressible("'X and Y': which noun the adjectives govern is not written")
    sels = [np(first, allow_cards=True), np(last)]
    if "zones" not in sels[0] and "zones" not in sels[1] and _is_cards(first):
        raise NotExpressible("cards without a zone")
    words = [c for c in first.children if isinstance(c, Tree)]
    single = subtype_word(_tok(words[0])) if len(words) == 1 and words[0].data == "head_word" else None
    if single is not None and _tok(words[0]) == single.lower() and "types" in sels[1]:
        # "Ninja and Rogue creatures": a singular subtype is an adjective of the last noun too
        if not any(isinstance(c, Tree) and c.data == "adj_sub" for c in last.children):
            raise NotExpressible("'X and Y ...': whether the last noun governs the first is not written")
        sels[0]["types"] = list(sels[1]["types"])
    if not any(k in sels[0] for k in _SHARED_POST):
        for k in _SHARED_POST:
            if k in sels[1]:
                sels[0][k] = sels[1][k]
    if ("cast_by" in sels[0]) != ("cast_by" in sels[1]):
        raise NotExpressible("'X and Y you cast': whether 'you cast' governs both nouns is not written")
    out: dict[str, Any] = {"any": sels}
    zones = sorted({z for s in sels for z in s.get("zones", ["battlefield"])})
    if zones != ["battlefield"]:
        out["zones"] = zones
    for q in t.children:
        if isinstance(q, Tree) and q.data in ("all_other", "each_other", "other"):
            out["other"] = True
    return out


def possessive(t: Tree) -> Any:
    return {"poss_self": "self", "poss_it": IT, "poss_target": "targets", "poss_enchanted": "enchanted",
            "poss_equipped": "equipped", "poss_each": {"types": ["Creature"]}, "poss_that": THAT}[t.data]


# ------------------------------------------------------------------------------ values

def counter_kind(t: Tree) -> str:
    w = _tok(t)
    if t.data == "named_counter":
        return w
    if t.data == "pt_counter":
        if pt_counter(w) is None:      # 122.1a: any +X/+Y counter with numbers ("+1/+0", "-0/-1", "+2/+2")
            raise NotExpressible(f"{w} counters")
        return w
    if w not in KEYWORD_COUNTER_KINDS:
        raise NotExpressible(f"{w} counters")
    return w


#: "where X is that creature's power": the object "that creature" names, resolved by :func:`sentence`
#: (the affected object when the clause's subject is its target)
THAT_ONE = "@that_one"

#: A value that names the object the effect applies to ("counters on it"), resolved by
#: :func:`sentence` once the clause's subject is known.
COUNTERS_ON_IT = "@counters_on_it"
#: "for each slime counter on them": the counters on each object of the group the clause is about
COUNTERS_ON_THEM = "@counters_on_them"

#: "for each other creature you control": other than the sentence's subject, bound by compile once the
#: subject is known (``other: true`` beside the source itself, ``other: it`` beside another creature)
OTHER_OF_SUBJECT = "@other"

#: The basic land types (305.6).
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _np_in(t: Tree) -> dict[str, Any]:
    """The noun phrase of an "among ..." value: objects, or cards in a zone."""
    among = _kids(t, "a_np") + _kids(t, "a_other") + _kids(t, "a_and") + _kids(t, "a_other_and")
    if among:
        return _among(among[0])
    return np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0], allow_cards=True)


def _among(t: Tree) -> dict[str, Any]:
    """"among other creatures you control", "among creatures you control and creature cards in your
    graveyard": the objects either phrase names (no object is in two zones); "other": than the subject."""
    nps = [np(c, allow_cards=True) for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")]
    if len(nps) == 1:
        out = nps[0]
    else:
        if all("zones" not in s for s in nps):
            raise NotExpressible("'X and Y' in one zone")
        out = {"any": nps, "zones": sorted({z for s in nps for z in s.get("zones", ["battlefield"])})}
    if t.data in ("a_other", "a_other_and"):
        out["other"] = OTHER_OF_SUBJECT
    return out


def _either_type(t: Tree) -> dict[str, Any]:
    """"instant and sorcery cards in your graveyard": each object that is one of the two card types."""
    first = _tok(t.children[0])
    sel = np(t.children[1])
    types = sel.pop("types", None)
    if first not in CARD_TYPE_WORDS or not types or len(types) != 1 or "any_types" in sel:
        raise NotExpressible("'and' between words that are not two card types")
    sel["any_types"] = [CARD_TYPE_WORDS[first], types[0]]
    return sel


def count_np(t: Tree) -> Any:
    if t.data == "c_np":
        return {"count": np(t.children[0])}
    if t.data in ("c_np_and", "c_other_np_and"):
        # "for each land you control and each land card in your graveyard": the objects either phrase names
        # (no object is in two zones, so each is counted once)
        first, more = (np(c, allow_cards=True) for c in _kids(t, "np"))
        if "zones" not in more and "zones" not in first:
            raise NotExpressible("'each X and each Y' in one zone")
        alts = [first, more]
        zones = sorted({z for a in alts for z in a.get("zones", ["battlefield"])})
        out: dict[str, Any] = {"any": alts, "zones": zones}
        if t.data == "c_other_np_and":
            out["other"] = OTHER_OF_SUBJECT   # "each other Zombie you control": not the subject (in no other zone)
        return {"count": out}
    if t.data == "c_other_np":
        sel = np(t.children[0])
        sel["other"] = OTHER_OF_SUBJECT     # "for each other creature you control": other than the subject
        return {"count": sel}
    if t.data == "c_counters":
        return {"counters": counter_kind(t.children[0])}
    if t.data == "c_distinct_names":        # "for each differently named land you control" (201.2)
        sels = [np(c) for c in _kids(t, "np")]
        sel = sels[-1]
        if len(sels) == 2:      # "differently named token among permanents you control": both hold
            if set(sels[0]) & set(sel) - {"types"} or (sels[0].get("types") and sel.get("types")):
                raise NotExpressible("'differently named X among Y' with words of the same kind")
            sel = {**sel, **sels[0]}
        return {"distinct_names": sel}
    if t.data == "c_commander_casts":       # 903.8: what commander tax counts, a game fact the board is told
        if _tok(t.children[0]) != "time":
            raise NotExpressible(f"for each {_tok(t.children[0])} you've cast a commander")
        return {"fact": {"name": "commander_casts"}}
    if t.data == "c_opponents_attacked":    # 702.121a: "for each opponent you attacked with a creature this combat"
        return "opponents_attacked"
    if t.data == "c_opponents":             # "for each opponent you have" (102.3)
        return "opponents"
    if t.data == "c_damage_to_you":
        # ifsyou17: 120.1: "for each 1 damage dealt to you this turn": the damage dealt to the controller this turn
        if _number(_kids(t, "number")[0]) != 1:
            raise NotExpressible("for each N damage other than 1")
        return {"fact": {"name": "damage_taken_this_turn"}}
    if t.data == "c_opponents_lost_life":   # 119.3: the opponents whose life lost this turn is 1 or more
        return {"players_with": {"name": "life_lost_this_turn", "player": "opponents"}}
    if t.data == "c_any_counters":          # "for each counter on ~": of every kind (122.1)
        return {"counters": "any"}
    if t.data in ("c_any_counters_it", "c_any_counters_them"):
        return {COUNTERS_ON_THEM if t.data == "c_any_counters_them" else COUNTERS_ON_IT: "any"}
    if t.data == "c_party":                 # 700.8
        if any(isinstance(c, Token) and c.type == "CARDTYPE" and str(c) != "creatures" for c in t.children):
            raise NotExpressible("a party of something other than creatures")
        return {"party": "you"}
    if t.data in ("c_counters_among", "c_counters_among_other"):
        return _counters_among(t, t.data.endswith("_other"))
    if t.data in ("c_counters_it", "c_counters_them"):
        return {COUNTERS_ON_THEM if t.data == "c_counters_them" else COUNTERS_ON_IT: counter_kind(t.children[0])}
    if t.data == "c_either_type":
        return {"count": _either_type(t)}
    if t.data == "c_card_types":
        return {"distinct_card_types": _np_in(t)}
    if t.data == "c_basic_land_types":
        return {"basic_land_types": _np_in(t)}
    if t.data == "c_colors_among":
        return {"distinct_colors": _np_in(t)}
    if t.data == "c_colors_among_other":
        sel = _np_in(t)
        sel["other"] = OTHER_OF_SUBJECT
        return {"distinct_colors": sel}
    if t.data == "c_convoked":               # "for each creature that convoked it" (702.51a)
        return "convoked"
    if t.data == "c_votes":                  # 701.38: "for each strength vote", as the step states the votes
        return {"votes": _tok(t.children[0])}
    if t.data == "c_colors_spent":           # "for each color of mana spent to cast it" (converge)
        return "colors_spent"
    if t.data == "c_treasure_mana":          # "for each mana from a Treasure that was spent to cast ~" (111.10a)
        if not any(isinstance(c, Token) and c.type == "SUBTYPE" and str(c) == "treasure" for c in t.children):
            raise NotExpressible("mana spent from a source other than a Treasure")
        return "treasure_mana"
    if t.data == "c_mana_spent":             # "for each mana spent to cast it" (601.2h)
        return "mana_spent"
    if t.data == "c_times_kicked":           # "for each time it was kicked" (702.33c-d)
        if _tok(t.children[0]) != "time":
            raise NotExpressible(f"for each {_tok(t.children[0])} it was kicked")
        return "times_kicked"
    if t.data == "c_its_mana_symbols":       # "for each white mana symbol in its mana cost" (chroma, 107.4)
        return {"its_mana_symbols": COLORS[_tok(t.children[0])]}
    if t.data == "c_its_colors":             # "+1/+1 for each of its colors": the affected object's (105.2)
        return {"colors_of": "it"}
    if t.data == "c_beyond_first":           # "for each creature blocking it beyond the first": none with one or none
        return {"beyond": {"of": {"count": np(_kids(t, "np")[0])}, "first": 1}}
    if t.data == "c_spell_colors":           # "for each of that spell's colors" (105.2): its colors, as the step states them
        return {"stated": {"object": "spell", "characteristic": "colors"}}
    if t.data == "c_spell_colors_spent":     # of the spell a trigger names (105.1, 601.2h), as the step states it
        return {"stated": {"object": "spell", "characteristic": "colors_spent"}}
    if t.data == "c_counters_removed":       # "for each +1/+1 counter removed this way" (122.1)
        return {"stated": {"object": "removed", "characteristic": "count"}}
    if t.data == "c_exiled_with":
        # values17: 607.2a, 406.6: the cards exiled with the source, a number of its history the board is told (the
        # history step's cards_exiled_with); only "card"/"cards": which of them are creature cards it is not told
        words = list(_kids(t, "np")[0].scan_values(lambda v: isinstance(v, Token)))
        if len(words) != 1 or str(words[0]).lower() not in ("card", "cards"):
            raise NotExpressible("some of the cards exiled with it")
        return {"fact": {"name": "cards_exiled_with", "player": "source"}}
    if t.data == "c_tapped_this_way":        # "for each creature tapped this way"
        return {"stated": {"object": "tapped", "characteristic": "count"}}
    if t.data == "c_this_way":               # 608.2h: "for each card discarded this way", as the step states it
        words = list(_kids(t, "np")[0].scan_values(lambda v: isinstance(v, Token)))
        role = str(_kids(t, "count_role")[0].children[0])
        if len(words) != 1 or words[0].type not in ("CARD", "CARDS", "CREATURE", "CARDTYPE", "SUBTYPE", "PERMANENT"):
            # "for each nonland card revealed this way", "the number of creature cards exiled this way": some of
            # the objects the action named, those matching what the noun phrase says of a card (its card types,
            # subtypes, supertypes, colors), read from what the step states of each object (608.2h)
            return {"stated": {"object": role, "characteristic": "count", "of": _stated_count_filter(t)}}
        return {"stated": {"object": role, "characteristic": "count"}}
    if t.data == "c_creatures_died":         # 700.4: every creature that died this turn, anyone's
        return {"fact": {"name": "creatures_died_this_turn", "player": "all"}}
    if t.data in ("c_cardtype_died", "c_cardtype_died_yours") and _tok(t.children[0]) != "creatures":
        raise NotExpressible(f"{_tok(t.children[0])} that died this turn")
    if t.data == "c_cardtype_died":
        return {"fact": {"name": "creatures_died_this_turn", "player": "all"}}
    if t.data in ("c_creatures_died_yours", "c_cardtype_died_yours"):
        return {"fact": {"name": "creatures_died_this_turn"}}
    if t.data == "c_cards_drawn":
        return {"fact": {"name": "cards_drawn_this_turn"}}
    if t.data == "c_entered_yours":
        # 603.6a: each one that entered under the controller's control this turn, though it has left since
        word = _tok(t.children[0]) if t.children else "creature"
        fact = {"creature": "creatures", "creatures": "creatures", "artifact": "artifacts", "artifacts": "artifacts",
                "land": "lands", "lands": "lands"}.get(word)
        if fact is None:
            raise NotExpressible(f"{word} that entered this turn")
        return {"fact": {"name": f"{fact}_entered_this_turn"}}
    if t.data == "c_opponents_counters":
        if counter_kind(t.children[0]) != "poison":
            raise NotExpressible("counters players have other than poison counters")
        return {"fact": {"name": "poison_counters", "player": "opponents"}}     # 122.1f
    if t.data == "c_your_counters":
        return _your_counters(t)
    if t.data == "c_dungeon_names":
        # 309.7: "for each differently named dungeon you've completed": the names, not the completions
        return {"fact": {"name": "dungeon_names_completed"}}
    if t.data in ("c_attached", "c_attached_self"):
        kinds = [subtype_word(_tok(c)) or ("Role" if _tok(c) in ("role", "roles") else None)
                 for c in t.children[0].children if isinstance(c, Token) and c.type == "SUBTYPE"]
        if not all(k in ("Aura", "Equipment", "Role") for k in kinds):
            # (303.7: a Role is an Aura: "for each Role attached to it")
            raise NotExpressible("only Auras and Equipment are counted as attached")
        # 301.5a, 303.4b: the Auras/Equipment attached to the object the effect applies to (or to the source)
        return {"attached" if t.data == "c_attached" else "attached_to_source": {"subtypes": kinds}}
    raise NotExpressible(t.data)




def value(t: Tree) -> Any:
    d = t.data
    if d == "v_number":
        return _number(t.children[0])
    if d == "v_x":
        return X
    if d == "v_x_plus":                            # "X plus 1": the spell's X (107.3) and that number added
        return _plus(X, value(next(c for c in t.children if isinstance(c, Tree))))
    if d == "v_count":
        return count_np(t.children[0])
    if d == "v_count_plus":
        # "the number of Forests you control plus the number of Treefolk you control": the two numbers
        # added (an object both counts twice)
        trees = [c for c in t.children if isinstance(c, Tree)]
        return _plus(count_np(trees[0]), value(trees[1]))
    if d == "v_plus":                              # "1 plus the number of lands you control"
        trees = [c for c in t.children if isinstance(c, Tree)]
        return _plus(_number(trees[0]), value(trees[1]))
    if d in ("v_power", "v_toughness"):
        # 608.2h: "~'s power" is the source's, "its power" the affected object's (as the effect is applied)
        whose = {"poss_self": "self", "poss_it": "it", "poss_that": THAT_ONE}.get(t.children[0].data)
        if whose is None:
            raise NotExpressible("the power of an object other than the source or the affected one")
        return {"power" if d == "v_power" else "toughness": whose}
    if d in ("v_greatest_power", "v_greatest_toughness", "v_greatest_mana_value"):
        # "the greatest power among creatures you control": 0 when there are none (208.2a)
        return {"greatest": {"of": _np_in(t), "characteristic": d[len("v_greatest_"):]}}
    if d == "v_total_mana_value":                 # "the total mana value of other creatures you control"
        return {"total": {"of": _np_in(t), "characteristic": "mana_value"}}
    if d == "v_total_stat":
        # 208.1: "the total toughness of other creatures you control": the sum over those objects (107.1b: a negative
        # power counted as it is); compile reads it only where a power is read (never in a static ability's effect)
        return {"total": {"of": _np_in(t), "characteristic": _tok(_kids(t, "pt_stat")[0])}}
    if d == "v_total_mana_value_either":          # each card of one of the two card types, counted once
        return {"total": {"of": _either_type(Tree("c_either_type", [c for c in t.children if isinstance(c, Tree)
                                                                   or c.type == "CARDTYPE"])),
                          "characteristic": "mana_value"}}
    if d == "v_mana_values_among":
        return {"distinct_mana_values": _np_in(t)}
    if d == "v_mana_symbols":
        # "the number of green mana symbols in the mana costs of permanents you control" (chroma)
        color = COLORS[[str(c) for c in t.children if isinstance(c, Token) and c.type == "COLOR"][0]]
        return {"mana_symbols": {"color": color, "of": _np_in(t)}}
    if d == "v_twice":
        return {"times": [2, value(t.children[0])]}
    if d == "v_card_types":
        return {"distinct_card_types": _np_in(t)}
    if d == "v_counter_kinds":      # 122.1: "the number of different kinds of counters among permanents you control"
        return {"distinct_counter_kinds": _np_in(t)}
    if d == "v_colors_among":
        return {"distinct_colors": _np_in(t)}
    if d == "v_colors_among_those":
        # "Ally creatures you control get +X/+X until end of turn, where X is the number of colors among those
        # creatures": the objects the subject names (bound below, in `sentence`)
        if _tok(_kids_tokens(t, "CARDTYPE")[0]) != "creatures":
            raise NotExpressible("colors among those objects other than creatures")
        return {"distinct_colors": THOSE_SUBJECT}
    if d == "v_votes":          # 701.38: "the number of security votes", as the step states the votes
        return {"votes": _tok(t.children[0])}
    if d == "v_devotion":
        return {"devotion": COLORS[_tok(t.children[0])]}
    if d == "v_mana_value":
        return "mana_value"
    if d == "v_that_target_mana_value":
        # values18: 608.2h: the ability's one target's mana value as it resolves (compile checks the one target)
        return {"greatest": {"of": "targets", "characteristic": "mana_value"}}
    if d == "v_that_mana_value":
        return {"mana_value": THAT_ONE}     # the affected object's, when "that creature" is the target
    if d == "v_colors_spent":
        return "colors_spent"
    if d == "v_players_attacked":            # values18, 508.1b: "the number of players being attacked"
        return "players_attacked"
    if d == "v_opponents":                   # 102.3
        return "opponents"
    if d == "v_mana_spent":                  # "the amount of mana spent to cast it" (601.2h)
        return "mana_spent"
    if d == "v_roll":                        # 706.2: "the result" of the one die roll the ability names
        return "roll"
    if d == "v_roll_minus":                  # "the result minus 1": a die's result is at least 1 (706.1)
        n = _number(_kids(t, "number")[0])
        if n != 1:
            raise NotExpressible("a die's result minus more than 1 may be less than 0")
        return {"sum": ["roll", -n]}
    if d == "v_counters":
        if any(isinstance(c, Token) and c.type == "SELF" for c in t.children):
            return {"counters": counter_kind(t.children[0])}
        # "the number of loyalty counters on it": the object "it" names, bound once the subject is known
        # (the source's own counters only when the clause is about the source)
        return {COUNTERS_ON_IT: counter_kind(t.children[0])}
    if d == "v_any_counters":
        if any(isinstance(c, Token) and c.type == "SELF" for c in t.children):
            return {"counters": "any"}
        return {COUNTERS_ON_IT: "any"}
    if d == "v_your_counters":
        return _your_counters(t)
    if d in ("v_counters_among", "v_counters_among_other"):
        return _counters_among(t, d.endswith("_other"))
    if d == "v_that_plus":
        return {"@plus": _number(t.children[0])}
    if d == "v_life_paid_entered":                # values17: 614.12: the source's history, as stated
        return {"fact": {"name": "life_paid_as_entered", "player": "source"}}
    if d == "v_life_total":                       # 119: a game fact the board is told
        return {"fact": {"name": "life"}}
    if d == "v_that_many":                        # 603.2: the life gain event's amount (compile checks it)
        return "that_many"
    if d == "v_life_gained":                      # 119.3
        return {"fact": {"name": "life_gained_this_turn"}}
    if d == "v_cards_discarded":                  # 701.9
        return {"fact": {"name": "cards_discarded_this_turn"}}
    if d == "v_cards_drawn":                      # 121.1
        return {"fact": {"name": "cards_drawn_this_turn"}}
    if d == "v_speed":                            # 702.179
        return {"fact": {"name": "speed"}}
    if d == "v_life_lost":
        return {"fact": {"name": "life_lost_this_turn"}}
    if d == "v_opponents_life_lost":              # the total over the opponents
        return {"fact": {"name": "life_lost_this_turn", "player": "opponents"}}
    if d in _STATED_VALUES:
        return _stated_value(t)
    if d == "v_spell_mana_spent":                 # 601.2h: of the spell a trigger names ("that spell")
        return {"stated": {"object": "spell", "characteristic": "mana_spent"}}
    if d == "v_half":                             # 107.1a: "half ..., rounded up"
        trees = [c for c in t.children if isinstance(c, Tree)]
        return {"half": {"of": value(trees[0]), "round": str(trees[1].children[0])}}
    if d == "v_most_life_all":                    # 119: every player's life total, the greatest
        return {"most": {"name": "life", "player": "all"}}
    if d == "v_most_life_opponents":
        return {"most": {"name": "life", "player": "opponents"}}
    if d == "v_most_drawn_opponents":             # 121.1: the greatest of the opponents' cards drawn this turn
        return {"most": {"name": "cards_drawn_this_turn", "player": "opponents"}}
    if d == "v_minus":                            # "20 minus ...": may be below 0 (107.1b: a set value)
        trees = [c for c in t.children if isinstance(c, Tree)]
        return {"sum": [_number(trees[0]), {"times": [-1, value(trees[1])]}]}
    if d == "v_life_minus":                       # "your life total minus ..."
        return {"sum": [{"fact": {"name": "life"}}, {"times": [-1, value(_first_tree(t))]}]}
    raise NotExpressible(d)


#: "those creatures" in a value: the objects the clause's subject names (a selector), bound by `sentence`
THOSE_SUBJECT = "@those"


def _kids_tokens(t: Tree, kind: str) -> list[Token]:
    return [c for c in t.children if isinstance(c, Token) and c.type == kind]


def _bind_those(node: Any, affects: Any) -> Any:
    """``node`` with :data:`THOSE_SUBJECT` as the subject's selector ``affects`` (a mapping: the objects the
    subject names, read the same way; another subject, such as a target, is not expressed so).

    >>> _bind_those({"distinct_colors": THOSE_SUBJECT}, {"types": ["Creature"]})
    {'distinct_colors': {'types': ['Creature']}}
    """
    if node == THOSE_SUBJECT:
        if not isinstance(affects, dict):
            raise NotExpressible("'those creatures' of a subject that is no group of objects")
        return affects
    if isinstance(node, dict):
        return {k: _bind_those(v, affects) for k, v in node.items()}
    if isinstance(node, list):
        return [_bind_those(v, affects) for v in node]
    return node


#: the value "the result" (706.2): the step's ``choices.roll``
def _stated_count_filter(t: Tree) -> dict[str, Any]:
    """The selector of "nonland card" in "for each nonland card revealed this way" (608.2h): the noun phrase of a
    ``c_this_way`` count naming cards by their card types, supertypes, subtypes and colors only (what the step may
    state of each object, ``STATED_FILTER_KEYS``); anything else ("card with flying", "card you own") is not
    expressible. The noun is a card ("nonland card", "creature card") — the objects the action names are cards.
    """
    from ..vocabulary.model import STATED_FILTER_KEYS
    node = _kids(t, "np")[0]
    words = [str(w).lower() for w in node.scan_values(lambda v: isinstance(v, Token))]
    if not words or words[-1] not in ("card", "cards"):
        raise NotExpressible("a count of some of the objects named 'this way' other than cards")
    sel = np(node, allow_cards=True)        # (the cards are where the action put them: no zone of the board's)
    if not isinstance(sel, dict):
        raise NotExpressible("a count of some of the objects named 'this way'")
    # the zones of the noun phrase are the text's (the objects are where the action put them), not the board's
    sel = {k: v for k, v in sel.items() if k != "zones"}
    if not sel or any(k not in STATED_FILTER_KEYS for k in sel):
        raise NotExpressible("a count of some of the objects named 'this way' by more than what they were")
    return sel


_STATED_VALUES = ("v_stated", "v_that_stated", "v_stat_of_that", "v_stat_of_role", "v_stat_of_this_way",
                  "v_count_this_way", "v_stat_of_event")
#: the noun (a possessive, "that ..." or "the ... this way") naming the object whose number is stated
_STATED_NOUNS = {"creature": ("creature",), "creature's": ("creature",), "card": ("card",), "card's": ("card",),
                 "cards": ("card",), "creatures": ("creature",), "spell": ("spell",), "spell's": ("spell",),
                 "enchantment's": ("enchantment",), "artifact's": ("artifact",), "permanent": ("permanent",)}    # counters15: "the sacrificed artifact's mana value"


def _stated_value(t: Tree) -> dict[str, Any]:
    """608.2h: a number of an object the spell or ability names by what happened to it ("the sacrificed
    creature's power", "the power of the creature tapped this way", "the number of cards revealed this way")
    or of "that spell" / "that card", as the step states it (``choices.stated``, its last known information).

    >>> from layerkit.compiler.grammar import parse
    >>> def where_x(s): return next(parse(s).find_data("where_x")).children[0]
    >>> _stated_value(where_x("~ gets +x/+0 until end of turn, where x is the sacrificed creature's power"))
    {'stated': {'object': 'sacrificed', 'characteristic': 'power'}}
    >>> _stated_value(where_x("~ gets +x/+x until end of turn, where x is that spell's mana value"))
    {'stated': {'object': 'spell', 'characteristic': 'mana_value'}}
    """
    if t.data == "v_stat_of_event":
        # "the power of the creature that died": the one creature the triggered ability's event names (compile
        # checks the event), as the step states it (choices.stated.died, 603.10a: as it last existed)
        stat_ = [" ".join(str(k) for k in c.children) for c in t.children if isinstance(c, Tree) and c.data == "stat"]
        past = [str(c.children[0]) for c in t.children if isinstance(c, Tree) and c.data == "event_past"]
        return {"stated": {"object": past[0], "characteristic": stat_[0].replace(" ", "_")}}
    role = [str(c.children[0]) for c in t.children if isinstance(c, Tree) and c.data == "stated_role"]
    noun = [{"sn_creature": "creature", "sn_card": "card", "sn_spell": "spell", "sn_permanent": "permanent"}.get(c.data)
            or str(c.children[-1])
            for c in t.children if isinstance(c, Tree) and c.data in ("sn_creature", "sn_card", "sn_spell", "sn_permanent",
                                                                        "stated_noun_poss", "that_noun_poss")]
    stat = [" ".join(str(k) for k in c.children) for c in t.children if isinstance(c, Tree) and c.data == "stat"]
    what = "count" if t.data == "v_count_this_way" else stat[0].replace(" ", "_")
    kind = _STATED_NOUNS[noun[0]][0]
    if role:
        obj = role[0]
        if kind == "spell":
            raise NotExpressible(f"a {obj} spell")
        if kind == "creature" and obj in ("discarded", "milled", "revealed", "returned"):
            # a card in a hand or library is no creature (a "creature card"); only the named object's kind
            raise NotExpressible(f"the {obj} creature")
        if kind == "permanent" and obj not in ("exiled", "sacrificed"):
            # counters16: a permanent exiled or sacrificed (its last known information, 608.2h); a card in another
            # zone is no permanent (110.1)
            raise NotExpressible(f"the {obj} permanent")
        if obj == "tapped" and kind != "creature":
            raise NotExpressible("a tapped card")
    else:
        if kind not in ("spell", "card"):
            raise NotExpressible(f"that {kind}'s {what}")      # "that creature's ...": a target, elsewhere
        obj = kind
    if what == "count" and t.data != "v_count_this_way":
        raise NotExpressible("a count")
    return {"stated": {"object": obj, "characteristic": what}}


#: counters a player has that are game facts (vocabulary/facts.py): "for each experience counter you have"
_PLAYER_COUNTERS = {"experience": "experience_counters", "poison": "poison_counters"}


def _your_counters(t: Tree) -> dict[str, Any]:
    """"for each experience counter you have" (122.1: a counter on a player): a game fact the board is told."""
    kind = counter_kind([c for c in t.children if isinstance(c, Tree)][0])
    if kind not in _PLAYER_COUNTERS:
        raise NotExpressible(f"{kind} counters a player has")
    return {"fact": {"name": _PLAYER_COUNTERS[kind]}}


def _counters_among(t: Tree, other: bool) -> dict[str, Any]:
    """"+1/+1 counters on creatures you control", "counters among permanents you control" (any kind,
    122.1): the counters on the objects the noun phrase names; "other" there is other than the subject."""
    kinds = [c for c in t.children if isinstance(c, Tree) and c.data.endswith("_counter")]
    sel = np(_kids(t, "np")[0])
    if other:
        sel["other"] = OTHER_OF_SUBJECT
    return {"counters_among": {"kind": counter_kind(kinds[0]) if kinds else "any", "of": sel}}


def _other_is_source(node: Any) -> Any:
    """``node`` with each :data:`OTHER_OF_SUBJECT` as ``True`` (not the source).

    >>> _other_is_source({"count": {"other": OTHER_OF_SUBJECT}})
    {'count': {'other': True}}
    """
    if node == OTHER_OF_SUBJECT:
        return True
    if isinstance(node, dict):
        return {k: _other_is_source(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_other_is_source(v) for v in node]
    return node


def _plus(a: Any, b: Any) -> Any:
    """The sum of two values, one ``sum`` (a sum inside is flattened).

    >>> _plus(1, {"sum": [{"count": {"types": ["Land"]}}, 2]})
    {'sum': [1, {'count': {'types': ['Land']}}, 2]}
    """
    terms: list[Any] = []
    for v in (a, b):
        if isinstance(v, dict) and set(v) == {"sum"}:
            terms.extend(v["sum"])
        else:
            terms.append(v)
    return {"sum": terms}


def _scaled(n: int, v: Any) -> Any:
    if n == 0:
        return 0
    if n == 1:
        return v
    return {"times": [n, v]}


# ------------------------------------------------------------------------------ operations

def abilities(t: Tree, ops: dict[str, Any], losing: bool = False) -> list[Any]:
    """Granted abilities; "with base power and toughness" inside a list sets P/T in ``ops``. ``losing``:
    abilities lost, where a keyword bare names it with any parameter ("loses toxic", 702.164a)."""
    out: list[Any] = []
    for a in t.children:
        if not isinstance(a, Tree):
            continue
        d = a.data
        if d == "kw":
            if _tok(a) in KEYWORD_PARAMETERS and not losing:
                raise NotExpressible(f"'{_tok(a)}' without its parameter")
            out.append(keyword_title(_tok(a)))
        elif d in ("kw_number", "kw_cost"):
            # a keyword with its number or cost, written as the rules write it: "Afflict 2", "Cycling {2}"
            kw, *rest = (_tok(c) for c in a.children)
            if kw not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{kw}' takes no parameter")
            out.append(keyword_title(kw) + " " + "".join(r.upper() for r in rest))
        elif d == "kw_x":
            # "has bushido X, where X is the number of attacking creatures": the keyword's number is X (the
            # sentence's "where X is ...", bound as it compiles)
            kw = _tok(a.children[0])
            if kw not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{kw}' takes no parameter")
            out.append(keyword_title(kw) + " X")
        elif d == "kw_own_cost":
            # "has flashback. The flashback cost is equal to its mana cost.": each object's own mana cost
            # as the keyword's cost (702.34a "Flashback [cost]"), read in layer 6 for each object
            kw = _tok(a.children[0])
            if kw not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{kw}' takes no cost")
            out.append({"keyword": keyword_title(kw), "cost": "mana_cost"})
        elif d == "kw_own_cost_exile":
            # "The escape cost is equal to its mana cost plus exile three other cards from your graveyard."
            # (702.138a "Escape [cost]"): a cost of two parts, its mana cost and exiling N other cards
            kw = _tok(a.children[0])
            if kw not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{kw}' takes no cost")
            _number(a.children[1])      # a number, as written ("three")
            out.append({"keyword": keyword_title(kw), "cost": "mana_cost",
                        "plus": f"Exile {_tok(a.children[1])} other cards from your graveyard"})
        elif d == "kw_own_cost_reduced":
            # "Its foretell cost is equal to its mana cost reduced by {2}.": its generic mana component
            # reduced by that much (118.7a), never below nothing
            kw, mana = _tok(a.children[0]), _tok(a.children[1])
            if kw not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{kw}' takes no cost")
            if not (mana.startswith("{") and mana.endswith("}") and mana[1:-1].isdigit()):
                raise NotExpressible(f"a cost reduced by {mana} (not generic mana)")
            out.append({"keyword": keyword_title(kw), "cost": "mana_cost", "reduced_by": int(mana[1:-1])})
        elif d == "kw_hexproof":
            out.append("Hexproof")
        elif d in ("bare_protection", "bare_ward"):
            # 613.1f: "loses protection", "loses ward": each such ability, by its keyword; never granted bare
            if not losing:
                raise NotExpressible(f"'{d[len('bare_'):]}' without its quality or cost")
            out.append("Protection" if d == "bare_protection" else "Ward")
        elif d == "quoted":
            out.append(_tok(a))     # §N, replaced by the quoted text later
        elif d == "enchant":
            out.append("Enchant " + _tok(a))      # 702.5a, as the rules write it: "Enchant creature"
        elif d == "this_ability":
            out.append(THIS_ABILITY)    # only a copy exception reads it (707.9b); elsewhere an unbound reference
        elif d == "kw_quality_cost":
            # 702.6c: "Equip [quality] [cost]": equip only onto a creature with that quality
            kw = _tok(a.children[0])
            if kw != "equip":
                raise NotExpressible(f"'{kw} <subtype> <cost>'")
            sub = subtype_word(_tok(a.children[1]))
            if sub is None:
                raise NotExpressible("equip of an unknown quality")
            out.append(f"Equip {sub} " + "".join(_tok(c).upper() for c in a.children[2:]))
        elif d == "kw_for":
            # 702.41a: "Affinity for [text]": the plural as written, a subtype capitalised ("affinity for Goats")
            word = _tok(a.children[-1])
            out.append("Affinity for " + (word if word in CARD_TYPE_WORDS else word[:1].upper() + word[1:]))
        elif d == "typed_landwalk":
            # 702.14c: "artifact landwalk": landwalk of lands of that card type (an artifact land)
            if _tok(a.children[1]) != "landwalk" or _tok(a.children[0]) != "artifact":
                raise NotExpressible(f"'{_tok(a.children[0])} {_tok(a.children[1])}'")
            out.append("Artifact landwalk")
        elif d in ("protection", "hexproof_from") and a.children[0].data == "prot_its_colors":
            # 702.16a, 702.11d: "protection from its colors", "hexproof from each of its colors": named as the
            # engine grants it (one per color the object has)
            out.append(PROTECTION_FROM_ITS_COLORS if d == "protection" else HEXPROOF_FROM_ITS_COLORS)
        elif d == "protection" and a.children[0].data == "prot_each_opponent":
            out.append(PROTECTION_FROM_EACH_OPPONENT)       # 702.16i, 702.16k: named as the engine grants it
        elif d == "protection" and a.children[0].data == "prot_colors_of_yours":
            out.append(PROTECTION_FROM_COLORS_OF_YOURS)     # 702.16a, 105.2: named as the engine grants it
        elif d == "protection" and a.children[0].data == "prot_chosen_player":
            out.append(PROTECTION_FROM_CHOSEN_PLAYER)       # 702.16k: named as the engine grants it
        elif d == "landwalk_chosen":
            # 702.14a: "[type]walk" of the land type chosen for the source or as it resolves
            if _tok(a.children[0]) != "landwalk":
                raise NotExpressible(f"'{_tok(a.children[0])} of the chosen type'")
            out.append(LANDWALK_OF_CHOSEN_TYPE)
        elif d == "protection" and a.children[0].data == "prot_or_chosen_color":
            # 702.16a, 608.2d: "protection from artifacts or from the color of your choice": one
            # protection, the quality chosen as it resolves (the step's choices.ability)
            first = next((_tok(c) for c in a.children[0].children if isinstance(c, (Tree, Token))
                          and not (isinstance(c, Tree) and c.data == "chosen_color_of")), "colorless")
            out.append({"one_of": ["Protection from " + q for q in (first, *_COLOR_NAMES)]})
        elif d == "protection":
            out.extend("Protection from " + p for p in _protection(a.children[0]).split(" and from "))
        elif d == "hexproof_from" and a.children[0].data == "prot_chosen_color":
            out.append(HEXPROOF_FROM_CHOSEN_COLOR)      # 702.11d: named as the engine grants it
        elif d == "hexproof_from":
            if a.children[0].data in ("prot_each_color",):
                raise NotExpressible("'hexproof from' each color")
            out.append("Hexproof from " + _protection(a.children[0]))
        elif d == "ward":
            out.append("Ward " + "".join(_tok(c).upper() for c in a.children))
        elif d == "crew":
            out.append("Crew " + _tok(a.children[0]))
        elif d == "all_types_ability":
            ops["all_creature_types"] = True
        elif d == "with_base_power":
            ops["set_power"] = _number(a.children[0])
        elif d == "with_base_toughness":
            ops["set_toughness"] = _number(a.children[0])    # 613.4b
        elif d == "with_base_pt":
            ops["set_pt"] = pt_box(_tok(a.children[0]))
        elif d == "with_pt_each":
            ops["set_pt"] = value(a.children[0])
        else:
            raise NotExpressible(d)
    return out


#: the five colors in WUBRG order (105.1), as a protection ability names them (702.16a)
_COLOR_NAMES = ("white", "blue", "black", "red", "green")


def _protection(t: Tree) -> str:
    if t.data == "prot_chosen_color":
        return PROTECTION_FROM_CHOSEN_COLOR[len("Protection from "):]    # 608.2d: the color chosen
    if t.data == "prot_colors":
        return " and from ".join(_tok(c) for c in t.children)
    if t.data == "prot_everything":
        return "everything"
    if t.data == "prot_type_spells":
        # 702.16a: "protection from instant spells": from spells of that card type (not cards elsewhere)
        return " and from ".join(f"{CARD_TYPE_WORDS[_tok(c)].lower()} spells" for c in t.children)
    if t.data == "prot_non_type":
        # "protection from non-Human creatures" (205.4b: "non-" and a subtype), written as the rules write it
        non, kind = _tok(t.children[0]), _tok(t.children[1])
        word = non[len("non"):].lstrip("-")
        if kind not in ("creatures",) or not non.startswith("non-") or subtype_word(word) is None:
            raise NotExpressible(f"protection from '{non} {kind}'")
        return f"non-{subtype_word(word)} creatures"
    if t.data in ("prot_multicolored", "prot_monocolored"):
        return t.data[len("prot_"):]            # 105.2a-b
    if t.data == "prot_types":
        # "protection from instants and from sorceries": one protection ability for each (702.16g)
        return " and from ".join(_tok(c) for c in t.children)
    if t.data == "prot_type_each_color":
        # 702.16g-h: "protection from artifacts and from each color": one protection ability for the card type and
        # one for each of the five colors
        return " and from ".join((_tok(t.children[0]), *_COLOR_NAMES))
    if t.data == "prot_each_color":
        # 702.16h: "protection from each color" is protection from white, from blue, ... (five abilities)
        return " and from ".join(("white", "blue", "black", "red", "green"))
    return _tok(t)


def _merge(ops: dict[str, Any], key: str, val: Any) -> None:
    if key in ops:
        if isinstance(ops[key], list) and isinstance(val, list) and key in ("add_abilities", "remove_abilities",
                                                                            "add_types", "add_subtypes", "cant_have"):
            ops[key] = ops[key] + [v for v in val if v not in ops[key]]
            return
        if ops[key] == val:
            return
        raise NotExpressible(f"two values for {key}")
    ops[key] = val


#: grants18: 205.3i: the land types that are not basic land types (305.6), spelled as oracle text spells them
NONBASIC_LAND_TYPES: tuple[str, ...] = ("Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet", "Power-Plant",
                                        "Sphere", "Tower", "Town", "Urza's")


def typed(t: Tree, ops: dict[str, Any], verb: str) -> None:
    """"is/becomes [a] [N/N] [colors] [supertypes] types [with ...] [in addition to its other types]"."""
    d = t.data
    # "in addition to its other colors and types": 105.3 and 205.1b, both the colors and the types
    # are added to the object's own (Rise from the Grave's "a black Zombie" keeps its colors too)
    both = bool(_kids(t, "addition_colors_types"))
    if d == "colored":
        cols = [COLORS[_tok(c)] for c in _kids(t, "colors")[0].children]
        add = bool(_kids(t, "addition")) or both
        _merge(ops, "add_colors" if add else "set_colors", cols)
        return
    if d == "colorless":
        _merge(ops, "set_colors", [])
        return
    if d == "all_colors":
        _merge(ops, "set_colors", "all")
        return
    if d == "every_type":
        _merge(ops, "all_creature_types", True)
        return
    if d == "every_basic_land_type":
        _merge(ops, "add_subtypes", ["Plains", "Island", "Swamp", "Mountain", "Forest"])
        return
    if d == "every_nonbasic_land_type":
        # grants18: 205.3i: every land type other than the basic land types (305.6); no basic land type is
        # gained, so none of the object's land types is replaced (305.7 does not apply)
        if [str(c).lower() for c in t.children if isinstance(c, Token)] != ["nonbasic", "land"]:
            raise NotExpressible("'every non... type' other than the nonbasic land types")
        _merge(ops, "add_subtypes", list(NONBASIC_LAND_TYPES))
        return
    if d == "chosen_type":
        _merge(ops, "add_subtypes" if _kids(t, "addition") else "set_subtypes", "chosen")
        return
    if d == "chosen_color":
        _merge(ops, "add_colors" if _kids(t, "addition") else "set_colors", "chosen")
        return
    if d == "chosen_land_type":
        # "becomes the basic land type of your choice": one basic land type (305.6), chosen as it
        # resolves (608.2d); it replaces the land's land types (205.1a, 305.7)
        if str(t.children[0]) != "basic land type":
            raise NotExpressible("'basic land types of your choice': several chosen types")
        _merge(ops, "set_subtypes", "chosen")
        return
    if d == "pt_only" and isinstance(t.children[0], Token):
        _merge(ops, "set_pt", pt_box(str(t.children[0])))
        for c in t.children[1:]:
            if isinstance(c, Tree) and c.data == "type_with":
                _merge(ops, "add_abilities", abilities(c.children[0], ops))
        return
    types: list[str] = []
    subtypes: list[str] = []
    supers: list[str] = []
    add = False
    for c in t.children:
        if isinstance(c, Token):
            if c.type == "PT":
                _merge(ops, "set_pt", pt_box(str(c)))
            elif c.type == "SUPERTYPE":         # "a legendary 8/12 Spirit creature"
                supers.append(SUPERTYPE_WORDS[str(c)])
            elif str(c) == "creature":
                types.append("Creature")
            continue
        if c.data == "colors":
            _merge(ops, "add_colors" if both else "set_colors", [COLORS[_tok(x)] for x in c.children])
        elif c.data == "no_color":
            if both:
                raise NotExpressible("'colorless in addition to its other colors'")
            _merge(ops, "set_colors", [])
        elif c.data == "supertype":
            supers.append(SUPERTYPE_WORDS[_tok(c)])
        elif c.data == "typeword":
            w = _tok(c)
            if w in CARD_TYPE_WORDS:
                types.append(CARD_TYPE_WORDS[w])
            elif w == "creature":
                types.append("Creature")
            else:
                st = subtype_word(w)
                if st is None and c.children and isinstance(c.children[0], Token) and c.children[0].type == "SUBTYPE":
                    st = context_subtype(w)     # the lexer read it as a subtype where only a noun stands ("a Cave", "a Food")
                if st is None:
                    raise NotExpressible(f"type {w!r}")
                subtypes.append(st)
        elif c.data in ("addition", "addition_colors_types"):
            add = True
        elif c.data == "type_with":
            _merge(ops, "add_abilities", abilities(c.children[0], ops))
        elif c.data in ("with_still", "with_still_abilities"):
            add = True
            for x in c.children:
                if isinstance(x, Tree) and x.data == "abilities":
                    _merge(ops, "add_abilities", abilities(x, ops))
        elif c.data == "article":
            pass
        else:
            raise NotExpressible(c.data)
    if "add_abilities" in ops and not ops["add_abilities"]:
        del ops["add_abilities"]
    if supers:
        _merge(ops, "add_supertypes", supers)
    if types:
        # 205.1b: "in addition to its other types", "still a ...", or "artifact creature" keep the old types
        keep = add or sorted(types) == ["Artifact", "Creature"]
        _merge(ops, "add_types" if keep else "set_types", types)
    if subtypes:
        _merge(ops, "add_subtypes" if add else "set_subtypes", subtypes)


def pred(t: Tree, ops: dict[str, Any]) -> None:
    d = t.data
    if d in ("cant_have_counters", "cant_have_any_counters"):
        # 122.6: no counters of that kind (of any kind) are put on them, on the battlefield or as they enter
        kind = "any" if d == "cant_have_any_counters" else counter_kind(Tree("pt_counter", [t.children[0]]))
        _merge(ops, "cant_have_counters", [kind])
        return
    if d == "get_pt":
        mod = ptmod(_tok(t.children[0]))
        fe = _kids(t, "for_each")
        if fe:
            v = count_np(_first_tree(fe[0]))
            if any(isinstance(m, (dict, str)) for m in mod):
                raise NotExpressible("+X/+X for each")
            mod = [_scaled(m, v) for m in mod]
        _merge(ops, "modify_pt", mod)
    elif d == "get_pt_two":
        # values18: two changes, each scaled by its own count, added into one (107.1, 613.4c)
        mods = [ptmod(_tok(c)) for c in t.children if isinstance(c, Token) and c.type == "PTMOD"]
        counts = [count_np(_first_tree(f)) for f in _kids(t, "for_each")]
        if len(mods) != 2 or len(counts) != 2 or any(isinstance(m, (dict, str)) for mod in mods for m in mod):
            raise NotExpressible("+X/+X for each")
        both = []
        for i in range(2):
            terms = [x for x in (_scaled(mods[0][i], counts[0]), _scaled(mods[1][i], counts[1])) if x != 0]
            both.append(0 if not terms else terms[0] if len(terms) == 1 else {"sum": terms})
        _merge(ops, "modify_pt", both)
    elif d == "grant":
        ab = abilities(t.children[0], ops)
        if ab:
            _merge(ops, "add_abilities", ab)
    elif d == "gain_land_types":
        # 205.1b, 305.6: every basic land type in addition to the others (an addition, not 305.7's setting)
        _merge(ops, "add_subtypes", ["Plains", "Island", "Swamp", "Mountain", "Forest"])
    elif d == "get_pt_choice":
        # 608.2d: "gets +1/-1 or -1/+1 until end of turn": the change chosen as it resolves (choices.pt)
        pairs = [ptmod(_tok(c)) for c in t.children if isinstance(c, Token) and c.type == "PTMOD"]
        if any(not isinstance(n, int) for o in pairs for n in o) or len({tuple(o) for o in pairs}) != len(pairs):
            raise NotExpressible("'or' between changes of power and toughness that are not distinct numbers")
        if "modify_pt" in ops:
            raise NotExpressible("a choice of power and toughness changes beside another change")
        ops["modify_pt"] = {"one_of": [list(o) for o in pairs]}
    elif d == "grant_choice":
        # "gains your choice of flying, deathtouch, or lifelink": one ability, chosen as it resolves (608.2d)
        options: list[Any] = []
        for a in t.children[0].children:
            if not isinstance(a, Tree):
                continue
            side_ops: dict[str, Any] = {}
            one = abilities(Tree("abilities", [a]), side_ops)
            if side_ops or len(one) != 1 or not isinstance(one[0], str) or one[0].startswith("§") \
                    or one[0] in (PROTECTION_FROM_CHOSEN_COLOR, LANDWALK_OF_CHOSEN_TYPE):
                raise NotExpressible("'your choice of': an option that is not one ability")
            options.append(one[0])
        if len(set(options)) != len(options):
            raise NotExpressible("'your choice of': the same ability twice")
        _merge(ops, "add_abilities", [{"one_of": options}])
    elif d == "lose_some":
        side: dict[str, Any] = {}
        lost = abilities(t.children[0], side, losing=True)
        if side.pop("all_creature_types", None):
            _merge(ops, "lose_all_creature_types", True)
        if side:
            raise NotExpressible("losing power and toughness")
        if lost:
            _merge(ops, "remove_abilities", lost)
    elif d == "lose_all_quoted":
        # 702.22c: 'loses all "bands with other" abilities' (and 'loses banding and all ...'): the quoted words
        # name a family of abilities; compile.py checks them against the quotation (only "bands with other")
        lost = [] if not isinstance(t.children[0], Tree) else abilities(Tree("abilities", [t.children[0]]), {},
                                                                           losing=True)
        _merge(ops, "remove_abilities", lost + ["@family" + _tok(t.children[-1])])
    elif d == "lose_all_landwalk":
        # 702.14: "loses all landwalk abilities": each "[type]walk" ability (Islandwalk, artifact landwalk, ...)
        if _tok(t.children[0]) != "landwalk":
            raise NotExpressible(f"'all {_tok(t.children[0])} abilities'")
        _merge(ops, "remove_abilities", ["Landwalk"])
    elif d == "lose_all_but_mana":
        if "add_abilities" in ops:
            raise NotExpressible("an ability granted and all abilities lost in one effect")
        _merge(ops, "remove_all_abilities", "except_mana")     # "loses all abilities except mana abilities"
    elif d == "lose_all":
        if "add_abilities" in ops:
            # "has flying and loses all abilities": which one wins is not written; "all other" is
            raise NotExpressible("an ability granted and all abilities lost in one effect")
        _merge(ops, "remove_all_abilities", True)
    elif d == "lose_other":
        # "... and loses all other abilities, card types, and creature types": what this effect
        # names replaces what the object had (205.1a); resolved in sentence() once all parts are read
        for k in t.children[0].children:
            if isinstance(k, Tree):
                ops.setdefault("@lose_other", []).append(k.data)
    elif d in ("lose_kind_types", "lose_kind_types_abilities"):
        # 205.1a: "loses all land types" (its land subtypes; 305.6: with a basic land type its intrinsic mana
        # ability), "... and abilities" (layer 6, 613.1f)
        kinds = [_tok(c) for c in t.children if isinstance(c, Token) and c.type == "CARDTYPE"]
        if kinds != ["land"]:
            raise NotExpressible("'loses all <card type> types' other than land types")
        _merge(ops, "lose_all_land_types", True)
        if d == "lose_kind_types_abilities":
            _merge(ops, "remove_all_abilities", True)
    elif d == "lose_creature_types":
        _merge(ops, "lose_all_creature_types", True)
    elif d == "cant_have":
        _merge(ops, "cant_have", abilities(t.children[0], ops))
    elif d == "cant_have_any":
        # 613.1f: "can't have hexproof or shroud": it can have neither (each listed ability)
        _merge(ops, "cant_have", abilities(Tree("abilities", [c for c in t.children if isinstance(c, Tree)]), ops))
    elif d == "has_chosen_type":
        _merge(ops, "add_subtypes", "chosen")       # 205.1b: the creature type chosen for the source
    elif d in ("is_type", "becomes"):
        typed(t.children[0], ops, d)
    elif d == "is_also":
        # "~ is also a Cleric, Rogue, Warrior, and Wizard": 205.1b, the new types come in addition
        for w in (_tok(c) for c in _kids(t.children[-1], "typeword")):
            if w in CARD_TYPE_WORDS or w == "creature":
                _merge(ops, "add_types", [CARD_TYPE_WORDS.get(w, "Creature")])
            elif subtype_word(w) is not None:
                _merge(ops, "add_subtypes", [subtype_word(w)])
            else:
                raise NotExpressible(f"type {w!r}")
    elif d == "is_not":
        w = _tok([c for c in t.children if isinstance(c, Tree) and c.data == "typeword"][0])
        if w not in CARD_TYPE_WORDS and w != "creature":
            if subtype_word(w) is None:
                raise NotExpressible(f"isn't a {w}")
            # "... gains trample, and isn't a Human", "it isn't an Equipment": it loses that subtype (205.1a)
            _merge(ops, "remove_subtypes", [subtype_word(w)])
        else:
            _merge(ops, "remove_types", [CARD_TYPE_WORDS.get(w, "Creature")])
    elif d == "becomes_copy":
        # 707.1, 707.4: a copy effect (layer 1a) of the spell's or ability's one target, its values copied
        # as it resolves (707.2b); the exceptions become part of them (707.9b)
        if t.children[0].data in ("the_exiled_card", "card_exiled_with"):
            # 607.2a, 406.6: a card the source's linked ability exiled; the step names which (choices.object).
            # A card in exile has no copy effect on it: its copiable values are its printed ones (707.2)
            of = "chosen"
        else:
            of = selector(t.children[0])
        if of not in ("targets", IT, THAT, CARD, "self", "chosen"):
            raise NotExpressible("a copy of an object that is not the target")
        # "that card": the one card the ability named (bound by the compiler, 400.7j); "that creature" / "it": bound by the compiler to the object the ability names (the event's object
        # or the one chosen as it resolves, checked there); "~": the source (Permeating Mass)
        spec: dict[str, Any] = {"of": of}
        copydur = [c for c in t.children if isinstance(c, Token) and c.type == "COPYDUR"]
        if copydur:
            spec["@duration"] = lexed_duration(copydur[0])  # read by sentence(): the duration of this predicate
        exc = _kids(t, "copy_except")
        if exc:
            inner = copy_exceptions(exc[0])
            if OWN_ABILITIES in inner:
                raise NotExpressible("'its other abilities' of a copy that is not entering")
            if ENTERS_WITH in inner:
                raise NotExpressible("counters a copy enters with, of a copy that is not entering")
            if THIS_ABILITY in inner.get("add_abilities", []):
                spec["this_ability"] = True
                inner["add_abilities"] = [a for a in inner["add_abilities"] if a != THIS_ABILITY]
                if not inner["add_abilities"]:
                    del inner["add_abilities"]
            if inner:
                spec["except"] = inner
        _merge(ops, "copy", spec)
    elif d == "is_copy_chosen":
        # "As this Aura enters, choose a creature. Enchanted creature is a copy of the chosen creature.": a copy
        # effect (layer 1a, 707.2) of the object chosen for the source (607.2a, choices.object), its copiable
        # values as they are now (707.2: continuously, for a static ability)
        _merge(ops, "copy", {"of": "chosen"})
    elif d == "full_text_of":
        # ifsother15: 613.2-ish text of a card (612.1: its full text, name, mana cost, types, P/T), "that card" the
        # top card of the graveyard the condition names (bound in sentence(), ``@top_of_graveyard``)
        _merge(ops, "full_text_of", {"top_of_graveyard": "@top_of_graveyard",
                                     "also": [_tok(next(c for c in t.children if isinstance(c, Token) and c.type == "QUOTE"))]})
    elif d == "gain_all_of":
        # 613.1f: all abilities of that kind of the objects named (activated abilities include the
        # keywords that are activated abilities, 702.6a, 702.29a, ..., and loyalty abilities, 606.3)
        kind = _tok(_kids(t, "ability_kind")[0])
        if kind not in ("activated", "loyalty"):
            raise NotExpressible(f"all {kind} abilities of")
        sel = selector(t.children[-1])
        if sel in ("self",):
            raise NotExpressible("the abilities of the object itself")
        if sel == "targets":
            # "gains all activated abilities of target creature until end of turn": whether they are the
            # target's abilities as it resolves or as they change afterwards is not modelled
            raise NotExpressible("the abilities of a target")
        _merge(ops, "gain_abilities_of", {"from": sel, "kind": kind})
    elif d == "base_pt":
        _merge(ops, "set_pt", pt_box(_tok(t.children[0])))
    elif d == "base_pt_each":
        _merge(ops, "set_pt", value(t.children[0]))
    else:
        raise NotExpressible(d)


def double_pt(what: str) -> list[Any]:
    """701.10b-c: doubling a creature's power gives it +X/+0 where X is its power as the spell or
    ability resolves (608.2h: fixed then, for each object); doubling power and toughness gives it
    +X/+Y. A negative power gives -X/-0 with X the difference from 0 (701.10c): the same +power.
    Modifies, never sets (701.10a, 613.4c).

    >>> double_pt("power"), double_pt("power and toughness"), double_pt("toughness")
    ([{'power': 'it'}, 0], [{'power': 'it'}, {'toughness': 'it'}], [0, {'toughness': 'it'}])
    """
    if what == "power":
        return [{"power": "it"}, 0]
    if what == "power and toughness":
        return [{"power": "it"}, {"toughness": "it"}]
    if what == "toughness":          # ifsyou15: 701.10b: "+0/+X, where X is that creature's toughness"
        return [0, {"toughness": "it"}]
    raise NotExpressible(f"doubling {what!r}")


def pt_def(t: Tree, ops: dict[str, Any]) -> None:
    d = t.data
    if d == "pt_each":
        _merge(ops, "set_pt", value(t.children[0]))
    elif d == "pt_each_number":
        n = int(_tok(t.children[0]))
        _merge(ops, "set_pt", [n, n])           # "its power and toughness are each 2"
    elif d == "power_is":
        vals = [value(c) for c in t.children if isinstance(c, Tree) and c.data.startswith("v_")]
        _merge(ops, "set_power", vals[0])
        if len(vals) > 1:
            tough = vals[1]
            if isinstance(tough, dict) and "@plus" in tough:
                tough = {"sum": [vals[0], tough["@plus"]]}
            _merge(ops, "set_toughness", tough)
    elif d == "toughness_is":
        _merge(ops, "set_toughness", value(t.children[0]))
    elif d == "base_power_becomes":
        # 613.4b: "~'s base power becomes equal to the number of Towns you control": its power only (layer 7b)
        _merge(ops, "set_power", value([c for c in t.children if isinstance(c, Tree)][0]))
    elif d == "base_pt_is":
        _merge(ops, "set_pt", pt_box(_tok(t.children[0])))
    elif d == "base_pt_choice":
        # 608.2d, 613.4b: "~'s base power and toughness become 4/1 or 1/4 until end of turn": one of the two,
        # chosen as it resolves (the step's choices.pt)
        pairs = [pt_box(_tok(c)) for c in t.children if isinstance(c, Token)]
        if any(not isinstance(n, int) for o in pairs for n in o) or len({tuple(o) for o in pairs}) != len(pairs):
            raise NotExpressible("'or' between base powers and toughnesses that are not distinct numbers")
        if "set_pt" in ops:
            raise NotExpressible("a choice of base power and toughness beside another")
        ops["set_pt"] = {"one_of": [list(o) for o in pairs]}
    else:
        raise NotExpressible(d)


# ------------------------------------------------------------------------------ conditions, durations

def mode_condition(t: Tree) -> dict[str, Any]:
    """The condition of a modal instruction's "if ..., choose both instead" (601.2b, 603.3c).

    >>> from .grammar import parse_mode_condition
    >>> mode_condition(parse_mode_condition("if you control a commander"))
    {'count': {'of': {'commander': True, 'controller': 'you'}, 'min': 1}}
    >>> mode_condition(parse_mode_condition("if this spell was kicked"))
    {'alt_cost': 'kicker'}
    """
    if t.data == "mc_kicked":
        return {"alt_cost": "kicker"}      # 702.33d: the kicker cost was paid as it was cast
    if t.data == "mc_spent":
        return spent_condition(t.children[0])     # "if it was bargained": as the step states it
    cond = condition(Tree("c_as_long_as", list(t.children)))
    if "@" in str(cond):       # "it", "that creature": nothing such is named by a modal instruction
        raise NotExpressible("a reference in the condition of a modal instruction")
    return cond


def duration(t: Tree) -> str:
    if t.data == "d_while_counter":
        # 611.2b: "for as long as it has a flood counter on it": ``while_counter:flood``
        return "while_counter:" + counter_kind(next(c for c in t.children if isinstance(c, Tree)
                                                     and c.data.endswith("_counter")))
    return {"d_eot": "end_of_turn", "d_while": "while_source", "d_while_tapped": "while_tapped",
            "d_while_control": "while_controlled", "d_while_control_tapped": "while_controlled_tapped",
            "d_next_turn": "until_your_next_turn", "d_end_next_turn": "until_end_of_your_next_turn",
            "d_eoc": "end_of_combat", "d_until_cast_from_exile": "until_cast_from_exile",
            "d_while_enchanted": "while_enchanted"}[t.data]


def lexed_duration(tok: Token) -> str:
    """The duration of a duration the lexer read as one token (MIDDUR, DURFOR, COPYDUR): "until end of
    turn" and "this turn" end with the turn (514.2); "until your next turn" ends as the effect's
    controller's next turn begins (611.2a); "until the end of your next turn" as that turn ends.

    >>> lexed_duration(Token("MIDDUR", "until your next turn")), lexed_duration(Token("MIDDUR", "this turn"))
    ('until_your_next_turn', 'end_of_turn')
    """
    return {"until your next turn": "until_your_next_turn",
            "until the end of your next turn": "until_end_of_your_next_turn"}.get(str(tok), "end_of_turn")


def condition(t: Tree) -> dict[str, Any]:
    d = t.data
    if d == "c_your_turn":
        return {"your_turn": True}
    if d == "c_not_your_turn":
        return {"not": {"your_turn": True}}
    if d == "c_it_super":               # "as long as it's legendary": the clause's subject's supertypes (205.4)
        sup = next(c for c in t.children if isinstance(c, Token) and c.type == "SUPERTYPE")
        return {IT_IS: {"supertypes": [SUPERTYPE_WORDS[_tok(sup)]]}}
    if d == "c_has_keyword":
        # "as long as it has defender": the clause's subject ("~": the source) has that keyword ability,
        # read in layer 6 as it stands there (613.1f); a keyword with a parameter is not one ability to name
        kw = keyword_title(_tok(next(c for c in t.children if isinstance(c, Token) and c.type == "KEYWORD")))
        if not names_any_parameter(kw):
            raise NotExpressible(f"'as long as it has {kw.lower()}': a keyword with a parameter")
        has = {"abilities": [kw]}
        return {"source": has} if any(isinstance(c, Token) and c.type == "SELF" for c in t.children) else {IT_IS: has}
    if d == "c_as_long_as_either":
        # "as long as you control a Desert or there is a Desert card in your graveyard": one of them holds
        parts = [condition(Tree("c_as_long_as", [c])) for c in t.children if isinstance(c, Tree)]
        if "'@" in repr(parts):
            raise NotExpressible("'it', a zone or a pairing in one of two conditions")
        return {"any": parts}
    if d == "c_as_long_as_both":
        # "as long as you have 30 or more life and an opponent has 10 or less life", "as long as it's your
        # turn and you control four or more Mountains": each holds
        parts = [fact_condition(c) if c.data.startswith("f_") else condition(Tree("c_as_long_as", [c]))
                 for c in t.children if isinstance(c, Tree)]
        if "'@" in repr([p for p in parts if not (set(p) <= {IT_IS, IT_SELF})]) or \
                any(set(p) <= {IT_IS, IT_SELF} and "'@" in repr(list(p.values())) for p in parts):
            # where the ability functions, soulbond's pair: not a condition to join
            raise NotExpressible("a zone or a pairing in one of two conditions")
        # "as long as it's blocking and you control a snow land": "it" is bound to the clause's subject
        # (_bind_it, each of the two)
        return {"all": parts}
    body = t.children[0]
    b = body.data
    nps = _kids(body, "np") + _kids(body, "np_any")
    if b == "cb_no_opp_controls":
        # "as long as no opponent controls a creature": no permanent an opponent controls matches
        sel = np(nps[0])
        sel["controller"] = "opponent"
        return {"count": {"of": sel, "max": 0}}
    if b in ("cb_control_one", "cb_control_another", "cb_control_n", "cb_control_none", "cb_opp_controls"):
        sel = np(nps[0])
        sel["controller"] = "opponent" if b == "cb_opp_controls" else "you"
        if b == "cb_control_another":
            sel["other"] = True
        if b == "cb_control_none":
            return {"count": {"of": sel, "max": 0}}
        n = _number(_kids(body, "number")[0]) if b == "cb_control_n" else 1
        return {"count": {"of": sel, "min": n}}
    if b == "cb_different_powers":
        # "you control three or more creatures with different powers": that many of them whose powers are
        # all different — exactly when there are that many different powers among them (208.1)
        sel = {**np(nps[0]), "controller": "you"}
        return {"value": {"of": {"distinct_powers": sel}, "min": _number(_kids(body, "number")[0])}}
    if b == "cb_control_commander":
        # 903.3: "you control a commander": a permanent you control that is a player's commander
        return {"count": {"of": {"commander": True, "controller": "you"}, "min": 1}}
    if b == "cb_opp_graveyard_n":
        # "an opponent has eight or more cards in their graveyard": one opponent's graveyard does (102.3)
        return {"some_opponent": {"count": {"of": {"zones": ["graveyard"], "owner": "chosen"},
                                            "min": _number(_kids(body, "number")[0])}}}
    if b == "cb_control_your_commander":
        # "as long as you control your commander": a commander you own (903.3) on the battlefield under your control
        return {"count": {"of": {"commander": True, "owner": "you", "controller": "you"}, "min": 1}}
    if b == "cb_paired":
        # "as long as ~ is paired with another creature" (702.95b): the source and its partner are the
        # objects "each of those creatures" / "both creatures" name (bound in sentence())
        return {PAIRED: True}
    if b == "cb_in_graveyard":
        # "as long as ~ is in your graveyard": the ability functions from its owner's graveyard (113.6,
        # 404.1); the rest of the condition, if any, holds too
        rest = [condition(Tree("c_as_long_as", [c])) for c in body.children if isinstance(c, Tree)]
        return {IN_ZONES: ["graveyard"], **({"@and": rest[0]} if rest else {})}
    if b == "cb_on_battlefield":
        # "as long as ~ is on the battlefield": where the ability functions, as a permanent's static
        # abilities do (113.6)
        return {IN_ZONES: ["battlefield"]}
    if b == "cb_in_either_zone":
        # ifsother15: "if ~ is in your graveyard or on the battlefield": the ability functions in both zones (113.6; a
        # card in a graveyard is in its owner's, 404.1); a triggered ability's intervening "if" (603.4) becomes the
        # source being in one of them as it resolves (condition)
        zones = [{"zp_battlefield": "battlefield", "zp_graveyard": "graveyard", "zp_exile": "exile",
                  "zp_command": "command"}[str(z.data)] for z in body.children
                 if isinstance(z, Tree) and str(z.data).startswith("zp_")]
        if len(set(zones)) != 2:
            raise NotExpressible("one zone named twice")
        return {IN_ZONES: zones, "@either_zone": True}
    if b == "cb_not_on_battlefield":
        # "as long as ~ isn't on the battlefield": the ability functions in every other zone a card can be in
        # (113.6; not outside the game, 400.11) — as a card in a hand, library, graveyard or exile, as a spell
        # on the stack, in the command zone
        return {IN_ZONES: ["hand", "library", "graveyard", "exile", "stack", "command"]}
    if b == "cb_chosen_controls":
        # "as long as the chosen player controls a nontoken permanent of the chosen color" (the player chosen
        # as the source entered, the board's choices.player)
        sel = np(nps[0])
        if "controller" in sel:
            raise NotExpressible("two controllers in one condition")
        return {"count": {"of": {**sel, "controller": "chosen"}, "min": 1}}
    if b == "cb_top_graveyard_is":
        # ifsother15: 404.2: "as long as the top card of your graveyard is a creature card"
        sel = np(nps[0], allow_cards=True)
        if not sel or not set(sel) <= STATED_IS_KEYS:
            raise NotExpressible("the top card of a graveyard named by more than its types, subtypes and colors")
        return {"top_of_graveyard": sel}
    if b in ("cb_top_library_is", "cb_top_library_color"):
        # 401.1: "as long as the top card of your library is a creature card" / "is black": the card of the
        # source's controller's library the board is told is on top (its characteristics there)
        if b == "cb_top_library_color":
            return {"top_of_library": {"colors": _one_color(body)}}
        sel = np(nps[0], allow_cards=True)
        if not sel or not set(sel) <= STATED_IS_KEYS:
            raise NotExpressible("the top card of a library named by more than its types, subtypes and colors")
        return {"top_of_library": sel}
    if b == "cb_chosen_controls_none":
        # "if defending player controls no Glimmer creatures" (508.5: the player the attacking creature attacks,
        # the ability step's choices.player): none of the objects they control
        sel = np(nps[0])
        if "controller" in sel:
            raise NotExpressible("two controllers in one condition")
        return {"count": {"of": {**sel, "controller": "chosen"}, "max": 0}}
    if b == "cb_chosen_hand_max":
        # 402.1: "if defending player has two or fewer cards in hand": the cards in that player's hand
        return {"count": {"of": {"zones": ["hand"], "owner": "chosen"}, "max": _number(_kids(body, "number")[0])}}
    if b == "cb_your_turn":
        return {"your_turn": True}
    if b == "cb_not_your_turn":
        return {"not": {"your_turn": True}}
    if b in ("cb_untapped", "cb_tapped"):
        # "~ is untapped" is about the source; "it's untapped" about the clause's subject
        # ("Enchanted creature has shroud as long as it's untapped": the enchanted creature)
        tapped = {"tapped": b == "cb_tapped"}
        return {"source": tapped} if _names_self(body) else {IT_IS: tapped}
    if b == "cb_attacking":
        return {"source": {"combat": "attacking"}}
    if b == "cb_entered":
        # "as long as ~ entered this turn": the source came onto the battlefield this turn (a new object,
        # 400.7); "it": the clause's subject
        return {"source": {"entered_this_turn": True}} if _names_self(body) else {IT_IS: {"entered_this_turn": True}}
    if b == "cb_designated":
        # "as long as ~ is monstrous" (701.37b), "if it's renowned" (702.112b): a designation of the
        # source ("~"), or of the clause's subject ("it")
        word = str(_kids(body, "designation")[0].children[0])
        return {"source": {"designations": [word]}} if _names_self(body) else {IT_IS: {"designations": [word]}}
    if b in ("cb_enchanted_is", "cb_equipped_is"):
        return {"enchanted": np(nps[0])}
    if b in ("cb_enchanted_super", "cb_equipped_super"):
        return {"enchanted": {"supertypes": [SUPERTYPE_WORDS[_tok(body.children[-1])]]}}
    if b == "cb_self_is_a":
        # "as long as ~ is a creature, it has prowess": the source's card types as they are in the layer
        # the effect applies in (a condition reads the current state, 613.1, 613.5)
        return {"source": np(nps[0])}
    if b == "cb_self_isnt_a":
        # ifsyou15: "... and ~ isn't a creature": the source has none of these card types (or subtypes); a noun
        # phrase saying more has no exact negation here
        sel = np(nps[0])
        if list(sel) == ["types"] and len(sel["types"]) == 1:
            return {"source": {"not_types": sel["types"]}}
        if list(sel) == ["subtypes"]:
            return {"source": {"not_subtypes": sel["subtypes"]}}
        raise NotExpressible("'~ isn't ...' of more than one card type or subtype")
    if b == "cb_that_spell_kicked":
        # ifsyou17: 702.33c-d: "if that spell was kicked": the spell the cast trigger names, kicked once or more, as
        # the ability step states it (choices.stated.spell.times_kicked; untold: listed, never read as unkicked)
        return {"value": {"of": {"stated": {"object": "spell", "characteristic": "times_kicked"}}, "min": 1}}
    if b == "cb_that_spell_mv_min":
        # ifsyou17: "if that spell has mana value 5 or greater": the stated mana value of the spell the trigger names
        # (202.3, 608.2h: choices.stated.spell.mana_value; untold: listed)
        return {"value": {"of": {"stated": {"object": "spell", "characteristic": "mana_value"}},
                          "min": _number(_kids(body, "number")[0])}}
    if b == "cb_spell_mana_over_power":
        # ifsyou17: "if the amount of mana spent to cast that spell is greater than ~'s power": the stated payment
        # (601.2h, choices.stated.spell.mana_spent) minus the source's power as it resolves (208.1) is 1 or more
        diff = {"sum": [{"stated": {"object": "spell", "characteristic": "mana_spent"}}, {"times": [-1, {"power": "self"}]}]}
        return {"value": {"of": diff, "min": 1}}
    if b == "cb_it_is_a":               # "enchanted creature gets +2/+2 as long as it's a Human"
        return {IT_IS: np(nps[0])}
    if b == "cb_devotion_lt":
        # 700.5: devotion to one color, or to two ("white and black": symbols of either color, once each)
        colors = "".join(COLORS[str(c)] for c in body.children if isinstance(c, Token) and c.type == "COLOR")
        return {"devotion": {"color": colors, "lt": _number(_kids(body, "number")[0])}}
    if b == "cb_graveyard_n":
        sel = np(nps[0], allow_cards=True)
        sel["zones"], sel["owner"] = ["graveyard"], "you"
        return {"count": {"of": sel, "min": _number(_kids(body, "number")[0])}}
    if b in ("cb_there_is", "cb_in_your_graveyard"):
        # "as long as there's a lesson card in your graveyard", "as long as an artifact card is in your graveyard"
        sel = np(nps[0], allow_cards=True)
        if b == "cb_in_your_graveyard":
            if "zones" in sel:
                raise NotExpressible("two zones in one noun phrase")
            sel["zones"], sel["owner"] = ["graveyard"], "you"
        if "zones" not in sel or sel["zones"] == ["battlefield"]:
            raise NotExpressible("'there is a ...' without a zone")
        return {"count": {"of": sel, "min": 1}}
    if b == "cb_exiled_with_n":          # values17: 607.2a: the cards exiled with the source, as stated
        words = list(nps[0].scan_values(lambda v: isinstance(v, Token)))
        if len(words) != 1 or str(words[0]).lower() not in ("card", "cards"):
            raise NotExpressible("some of the cards exiled with it")
        return {"value": {"of": {"fact": {"name": "cards_exiled_with", "player": "source"}},
                          "min": _number(_kids(body, "number")[0])}}
    if b == "cb_there_are_n":            # "there are seven or more cards in your graveyard"
        sel = np(nps[0], allow_cards=True, single_graveyard=True)
        if "zones" not in sel:
            raise NotExpressible("'there are N or more ...' without a zone")
        if sel.get("owner") == SINGLE_GRAVEYARD:
            # "ten or more cards in a single graveyard": one player's graveyard holds that many (404.1: the
            # cards its owner owns there) — yours, or an opponent's (102.3)
            n = _number(_kids(body, "number")[0])
            return {"any": [{"count": {"of": {**sel, "owner": "you"}, "min": n}},
                            {"some_opponent": {"count": {"of": {**sel, "owner": "chosen"}, "min": n}}}]}
        return {"count": {"of": sel, "min": _number(_kids(body, "number")[0])}}
    if b == "cb_card_types_n":           # delirium-like: card types among the cards (205.2a)
        return {"value": {"of": {"distinct_card_types": _np_in(body)}, "min": _number(_kids(body, "number")[0])}}
    if b == "cb_counter_kinds_n":        # 122.1: "three or more different kinds of counters among creatures you control"
        return {"value": {"of": {"distinct_counter_kinds": _np_in(body)}, "min": _number(_kids(body, "number")[0])}}
    if b == "cb_mana_values_n":          # "five or more mana values among cards in your graveyard" (202.3)
        return {"value": {"of": {"distinct_mana_values": _np_in(body)}, "min": _number(_kids(body, "number")[0])}}
    counter_kids = _kids(body, "pt_counter") + _kids(body, "keyword_counter") + _kids(body, "named_counter")
    if b == "cb_counters":
        cond = {"counters": {"kind": counter_kind(counter_kids[0]), "min": _number(_kids(body, "number")[0])}}
        return cond if _names_self(body) else {IT_SELF: cond}
    if b == "cb_a_counter":              # "~ has a divinity counter on it"
        kind = counter_kind(counter_kids[0])
        return {"counters": {"kind": kind, "min": 1}} if _names_self(body) else {IT_IS: {"counters": kind}}
    if b == "cb_it_in_combat":          # "as long as it's attacking or blocking" (506.4)
        return {IT_IS: {"any": [{"combat": "attacking"}, {"combat": "blocking"}]}}
    if b == "cb_it_not_in_combat":      # "as long as it isn't attacking or blocking": the source neither
        return {IT_SELF: {"not": {"source": {"any": [{"combat": "attacking"}, {"combat": "blocking"}]}}}}
    if b == "cb_n_blocking_it":         # "as long as two or more creatures are blocking it" (509.1a)
        sel = np(nps[0])
        sel["blocking"] = "self"
        return {IT_SELF: {"count": {"of": sel, "min": _number(_kids(body, "number")[0])}}}
    if b == "cb_it_not_attacking":      # "as long as it's not attacking" (506.4)
        return {IT_IS: {"not_combat": "attacking"}}
    if b in ("cb_it_attacking", "cb_it_blocking"):
        return {IT_IS: {"combat": "attacking" if b == "cb_it_attacking" else "blocking"}}
    if b in ("cb_its_controller_another", "cb_its_controller_no_other"):
        # "its controller controls another creature": a creature other than "it" that its controller controls;
        # "it" (the enchanted creature) is one such exactly when it matches, so two of them, or one when it doesn't
        sel = np(nps[0])
        sel["controller"] = "you"           # "you": its controller (enchanted_controller, _bind_it)
        another = {"any": [{"all": [{"enchanted": sel}, {"count": {"of": sel, "min": 2}}]},
                           {"all": [{"not": {"enchanted": sel}}, {"count": {"of": sel, "min": 1}}]}]}
        return {ITS_CONTROLLER: another if b == "cb_its_controller_another" else {"not": another}}
    if b == "cb_counter_put_on_self":
        # 122.6: "if a counter was put on ~ this turn": the source's history this turn, stated (history step)
        return {"fact": {"name": "counter_put_this_turn", "player": "source"}}
    if b in ("cb_hasnt_dealt_damage", "cb_was_dealt_damage"):
        # 120.1, 400.7: "if it hasn't dealt damage yet" (since it became this object), "if ~ was dealt damage
        # this turn": the source's history, which the board's steps don't record (it deals no damage): the
        # history step states it (OBJECT_FACTS), and untold it is listed, never assumed
        hist: dict[str, Any] = {"fact": {"name": "dealt_damage", "player": "source", "max": 0}} \
            if b == "cb_hasnt_dealt_damage" else {"fact": {"name": "was_dealt_damage_this_turn", "player": "source"}}
        return hist if _names_self(body) else {IT_SELF: hist}
    if b in ("cb_dealt_damage_opponent", "cb_dealt_damage_creature"):
        # 120.1: "if ~ dealt damage to an opponent this turn", "... to another creature this turn": the source's
        # history this turn, which no step of the board records (it deals no damage): stated by the history step
        # (OBJECT_FACTS), listed untold, never assumed
        name = "dealt_damage_to_opponent_this_turn" if b == "cb_dealt_damage_opponent" \
            else "dealt_damage_to_another_creature_this_turn"
        dealt: dict[str, Any] = {"fact": {"name": name, "player": "source"}}
        return dealt if _names_self(body) else {IT_SELF: dealt}
    if b in ("cb_attacked_this_turn", "cb_didnt_attack_this_turn"):
        # 508.1: "~ attacked this turn": it was declared as an attacker this turn (not put onto the battlefield
        # attacking, 508.4). The board's attack step is the only one that makes a creature attacking, and
        # that status lasts until its end_turn (a new object, 400.7, never attacked): so it is the status
        attacked: dict[str, Any] = {"combat": "attacking"}
        cond = {"source": attacked} if _names_self(body) else {IT_IS: attacked}
        return cond if b == "cb_attacked_this_turn" else {"not": cond}
    if b == "cb_attacked_or_blocked":
        # 508.1, 509.1: "if ~ attacked or blocked this combat": it was declared as an attacker or as a blocker; the
        # board's attack and block steps are the only ones that make a creature so (one combat a turn), and those
        # statuses last until its end_turn (as "~ attacked this turn" above)
        fought: dict[str, Any] = {"any": [{"combat": "attacking"}, {"combat": "blocking"}]}
        return {"source": fought} if _names_self(body) else {IT_IS: fought}
    if b == "cb_blocking":
        return {"source": {"combat": "blocking"}} if _names_self(body) else {IT_IS: {"combat": "blocking"}}
    if b in ("cb_its_stat_min", "cb_its_stat_max"):
        # 208.1: "if its toughness is 3 or less": the power, toughness or mana value of the clause's subject
        stat = "_".join(str(t) for t in _kids(body, "stat")[0].children)
        return {IT_IS: {stat: {"min" if b == "cb_its_stat_min" else "max": _number(_kids(body, "number")[0])}}}
    if b == "cb_it_color":
        return {IT_IS: {"colors": _one_color(body)}}
    if b == "cb_enchanted_color":
        return {"enchanted": {"colors": _one_color(body)}}
    if b in ("cb_equipped", "cb_enchanted"):
        # 301.5a: "equipped" = an Equipment is attached to it; 303.4b: "enchanted" = an Aura is
        kind = "Equipment" if b == "cb_equipped" else "Aura"
        cond = {"value": {"of": {"attached": {"subtypes": [kind]}}, "min": 1}}
        return cond if _names_self(body) else {IT_SELF: cond}
    # cards in hand are the cards in the hand of their owner (402.1)
    hand = {"zones": ["hand"], "owner": "you"}
    if b == "cb_no_cards_in_hand":
        return {"count": {"of": hand, "max": 0}}
    if b == "cb_hand_max":
        return {"count": {"of": hand, "max": _number(_kids(body, "number")[0])}}
    if b == "cb_hand_min":
        return {"count": {"of": hand, "min": _number(_kids(body, "number")[0])}}
    if b in ("cb_control_exactly", "cb_control_max"):
        sel = np(nps[0])
        sel["controller"] = "you"
        n = _number(_kids(body, "number")[0])
        return {"count": {"of": sel, "min": n, "max": n}} if b == "cb_control_exactly" else \
            {"count": {"of": sel, "max": n}}
    if b == "cb_fact":
        return fact_condition(body.children[0])
    return _more_conditions(body, nps, counter_kids)


def _more_conditions(body: Tree, nps: list[Tree], counter_kids: list[Tree]) -> dict[str, Any]:
    """Static conditions on counters, Auras, hands and what players control (611.3a: checked
    continuously, like every condition of a static ability).

    >>> from layerkit.compiler.grammar import parse
    >>> condition(parse("as long as ~ has three or more counters on it, ~ has flying").children[0].children[0])
    {'counters': {'kind': 'any', 'min': 3}}
    """
    b = body.data
    number = _number(_kids(body, "number")[0]) if _kids(body, "number") else None
    if b in ("cb_counters_any", "cb_no_counters", "cb_counters_max", "cb_counters_fewer_than"):
        # 122.1: "three or more counters on it": of any kinds together; "no shell counters", "two or fewer",
        # "fewer than three" (two or fewer)
        kind = "any" if b == "cb_counters_any" else counter_kind(counter_kids[0])
        if b == "cb_counters_fewer_than" and not number:
            raise NotExpressible("fewer than no counters")
        bounds: dict[str, Any] = {"min": number} if b == "cb_counters_any" else \
            {"max": 0 if b == "cb_no_counters" else (number or 0) - 1 if b == "cb_counters_fewer_than" else number}
        cond: dict[str, Any] = {"counters": {"kind": kind, **bounds}}
        return cond if _names_self(body) else {IT_SELF: cond}
    if b == "cb_counters_exactly":       # "as long as there are exactly three tide counters on ~"
        return {"counters": {"kind": counter_kind(counter_kids[0]), "min": number, "max": number}}
    if b == "cb_counters_on_self":       # "as long as there are five or more growth counters on ~"
        return {"counters": {"kind": counter_kind(counter_kids[0]), "min": number}}
    if b == "cb_there_are_none":         # "as long as there are no cards in your graveyard"
        sel = np(nps[0], allow_cards=True)
        if "zones" not in sel:
            raise NotExpressible("'there are no ...' without a zone")
        if "library" in sel["zones"]:
            # 401.1: a library is a hidden zone a board seldom holds; a board that entered no library
            # cards has not said the library is empty, so "no cards in your library" is not assumed: it is
            # the game fact cards_in_library, stated (the fact step) or listed as unknown
            if sel == {"zones": ["library"], "owner": "you"}:
                return _fact("cards_in_library", max=0)
            raise NotExpressible("'there are no ... cards in your library': the board doesn't hold libraries")
        return {"count": {"of": sel, "max": 0}}
    if b == "cb_there_are_n_either":     # "instant and/or sorcery cards": each card of either type (or both)
        sel = np(nps[0], allow_cards=True)
        first = CARD_TYPE_WORDS[_tok(next(c for c in body.children if isinstance(c, Token) and c.type == "CARDTYPE"))]
        types = sel.pop("types", [])
        if len(types) != 1 or "zones" not in sel or "any_types" in sel:
            raise NotExpressible("'and/or' between other words than two card types")
        sel["any_types"] = [first, types[0]]
        return {"count": {"of": sel, "min": number}}
    if b == "cb_opp_no_hand":            # 102.3: at least one opponent has no cards in hand
        return {"some_opponent": {"count": {"of": {"zones": ["hand"], "owner": "chosen"}, "max": 0}}}
    if b == "cb_total_power_min":
        # "if creatures you control have total power 8 or greater" (formidable): the sum of their powers, a
        # negative power counted as it is (107.1b)
        if _tok(next(c for c in body.children if isinstance(c, Token) and c.type == "CARDTYPE")) != "creatures":
            raise NotExpressible("'total power' of objects other than creatures")
        return {"value": {"of": {"total": {"of": {"types": ["Creature"], "controller": "you"},
                                           "characteristic": "power"}}, "min": _number(_kids(body, "number")[0])}}
    if b == "cb_full_party":
        # 700.8: "you have a full party" when your party has four creatures (a Cleric, a Rogue, a Warrior and
        # a Wizard, each counted once), the most it can have: the party value at least 4
        return {"value": {"of": {"party": "you"}, "min": 4}}
    if b == "cb_more_cards_than_each":
        # "more cards in hand than each opponent": no opponent has as many (yours - theirs <= 0 for none)
        # (402.1: a player's hand holds the cards they own there)
        diff = {"sum": [{"count": {"zones": ["hand"], "owner": "you"}},
                        {"times": [-1, {"count": {"zones": ["hand"], "owner": "chosen"}}]}]}
        return {"not": {"some_opponent": {"value": {"of": diff, "max": 0}}}}
    if b in ("cb_opps_control_none", "cb_opp_controls_none", "cb_any_controls", "cb_control_at_least",
             "cb_control_at_least_other"):
        sel = np(nps[0])
        if "controller" in sel:
            raise NotExpressible("two controllers in one condition")
        if b == "cb_opps_control_none":  # "your opponents control no creatures": none of them controls one
            return {"count": {"of": {**sel, "controller": "opponent"}, "max": 0}}
        if b == "cb_opp_controls_none":  # "an opponent controls no creatures": at least one of them (102.3)
            return {"some_opponent": {"count": {"of": {**sel, "controller": "chosen"}, "max": 0}}}
        if b == "cb_any_controls":       # "any player controls a black permanent": whoever controls it
            return {"count": {"of": sel, "min": 1}}
        if b == "cb_control_at_least_other":
            sel["other"] = True          # "at least three other snow permanents": not the source
        return {"count": {"of": {**sel, "controller": "you"}, "min": number}}
    if b == "cb_control_enchanted":      # "as long as you control enchanted creature"
        return {"enchanted": {"controller": "you"}}
    if b in ("cb_enchanted_by_exactly", "cb_enchanted_by_n", "cb_n_attached"):
        # 303.4, 301.5a: the Auras / Equipment attached to the source ("it": the clause's subject)
        sel = np(nps[0])
        if set(sel) != {"subtypes"} or not set(sel["subtypes"]) <= {"Aura", "Equipment"}:
            raise NotExpressible("objects attached other than Auras or Equipment")
        if b != "cb_n_attached" and sel["subtypes"] != ["Aura"]:
            raise NotExpressible("'enchanted by' something other than Auras")
        bounds = {"min": number, "max": number} if b == "cb_enchanted_by_exactly" else {"min": number}
        cond = {"value": {"of": {"attached": sel}, **bounds}}
        return cond if _names_self(body) else {IT_SELF: cond}
    if b == "cb_some_attacking":         # 506.4: "if a Rat is attacking": some attacking creature is one
        sel = np(nps[0])
        return {"count": {"of": {**sel, "combat": "attacking"}, "min": 1}}
    if b == "cb_some_has_counter":       # "as long as a creature has a -1/-1 counter on it" (on the battlefield)
        sel = np(nps[0]) if nps else {"types": ["Creature"]}
        sel["counters"] = counter_kind(counter_kids[0])
        return {"count": {"of": sel, "min": 1}}
    if b == "cb_most_common_color":
        # "black is the most common color among all permanents or is tied for most common": at least as
        # many black permanents as permanents of each other color (105.2: a permanent of two colors is
        # each), and some black permanent (no color is the most common among permanents of none)
        color = _one_color(body)[0]
        mine = {"count": {"colors": [color]}}
        return {"all": [{"count": {"of": {"colors": [color]}, "min": 1}}] + [
            {"value": {"of": {"sum": [mine, {"times": [-1, {"count": {"colors": [other]}}]}]}, "min": 0}}
            for other in "WUBRG" if other != color]}
    if b == "cb_modified":               # 700.9: a counter, an Equipment, or an Aura its controller controls
        return {"source": {"modified": True}} if _names_self(body) else {IT_IS: {"modified": True}}
    return _statics9_conditions(body, nps, counter_kids, number)


def _statics9_conditions(body: Tree, nps: list[Tree], counter_kids: list[Tree], number: int | None
                         ) -> dict[str, Any]:
    """More static conditions (611.3a: checked continuously): commanders of a card type, one of two
    things you control, cards in graveyards and exile, counters among permanents, what equipped
    creature is.

    >>> from layerkit.compiler.grammar import parse
    >>> condition(parse("as long as an opponent owns a card in exile, ~ has flying").children[0].children[0])
    {'some_opponent': {'count': {'of': {'zones': ['exile'], 'owner': 'chosen'}, 'min': 1}}}
    """
    b = body.data
    if b == "cb_control_commander_is":
        # 903.3: "you control a commander that's a creature or planeswalker": a permanent you control that is
        # a player's commander and has one of those card types
        sel = np(nps[0])
        if set(sel) - {"types", "any_types"}:
            raise NotExpressible("a commander described by more than its card types")
        return {"count": {"of": {**sel, "commander": True, "controller": "you"}, "min": 1}}
    if b in ("cb_control_either", "cb_control_another_either"):
        # "you control another Merfolk or an Island": one of the two counts holds; "another" is the first
        # noun's (its own article follows "or"), not the source
        first, second = np(nps[0]), np(nps[1])
        if "controller" in first or "controller" in second:
            raise NotExpressible("two controllers in one condition")
        if b == "cb_control_another_either":
            first["other"] = True
        return {"any": [{"count": {"of": {**sel, "controller": "you"}, "min": 1}} for sel in (first, second)]}
    if b == "cb_control_both":
        # "if you control an artifact and an enchantment": a permanent of each (one artifact enchantment is both, so
        # it counts for each, as for "an instant card and a sorcery card are in your graveyard")
        first, second = np(nps[0]), np(nps[1])
        if "controller" in first or "controller" in second:
            raise NotExpressible("two controllers in one condition")
        return {"all": [{"count": {"of": {**sel, "controller": "you"}, "min": 1}} for sel in (first, second)]}
    if b == "cb_graveyard_both":
        # "an instant card and a sorcery card are in your graveyard": a card of each (one card that is both
        # counts for each, as a card of that type is in your graveyard)
        both = []
        for t in nps[:2]:
            sel = np(t, allow_cards=True)
            if "zones" in sel or "owner" in sel:
                raise NotExpressible("two zones in one noun phrase")
            both.append({"count": {"of": {**sel, "zones": ["graveyard"], "owner": "you"}, "min": 1}})
        return {"all": both}
    if b == "cb_opp_owns":
        # "an opponent owns a card in exile": at least one opponent (102.3) owns such a card (108.3)
        sel = np(nps[0], allow_cards=True)
        if sel.get("zones") in (None, ["battlefield"]) or "owner" in sel or "controller" in sel:
            raise NotExpressible("'an opponent owns ...' without a zone")
        return {"some_opponent": {"count": {"of": {**sel, "owner": "chosen"}, "min": 1}}}
    if b == "cb_counters_among_n":
        # "four or more lore counters among Sagas you control" (122.1): the counters of that kind on them
        sel = np(nps[0])
        return {"value": {"of": {"counters_among": {"kind": counter_kind(counter_kids[0]), "of": sel}},
                          "min": number}}
    if b == "cb_there_are_fewer":        # "there are fewer than eight cards in your graveyard": seven or fewer
        sel = np(nps[0], allow_cards=True)
        if "zones" not in sel or sel["zones"] == ["battlefield"] or "library" in sel["zones"]:
            # 401.1: the board seldom holds a library (as for "no cards in your library")
            raise NotExpressible("'there are fewer than N ...' without a zone the board holds")
        assert number is not None
        return {"count": {"of": sel, "max": number - 1}}
    if b == "cb_enchanted_has_keyword":
        # ifsother15: "if enchanted creature has flying": the object the source is attached to has that keyword
        kw = keyword_title(_tok(next(c for c in body.children if isinstance(c, Token) and c.type == "KEYWORD")))
        if not names_any_parameter(kw):
            raise NotExpressible(f"'has {kw.lower()}': a keyword with a parameter")
        return {"enchanted": {"abilities": [kw]}}
    if b in ("cb_yours_has_keyword", "cb_graveyard_has_keyword"):
        # "a creature you control has first strike", "a creature card in your graveyard has flying": some such
        # object has that keyword ability (a card in a graveyard has the abilities its text gives, 113.6)
        kw = keyword_title(_tok(next(c for c in body.children if isinstance(c, Token) and c.type == "KEYWORD")))
        if not names_any_parameter(kw):
            raise NotExpressible(f"'has {kw.lower()}': a keyword with a parameter")
        where = {"controller": "you"} if b == "cb_yours_has_keyword" else {"zones": ["graveyard"], "owner": "you"}
        return {"count": {"of": {"types": ["Creature"], **where, "abilities": [kw]}, "min": 1}}
    if b == "cb_equipped_either":        # "equipped creature is a Human or an Angel": it is one of them
        return {"enchanted": {"any": [np(nps[0]), np(nps[1])]}}
    if b in ("cb_equipped_tapped", "cb_equipped_untapped"):
        return {"enchanted": {"tapped": b == "cb_equipped_tapped"}}
    if b == "cb_equipped_attacking":     # 506.4: an attacking creature
        return {"enchanted": {"combat": "attacking"}}
    if b == "cb_enchanted_face_down":   # ifsother15: 708.2, 110.5: the enchanted permanent's face-down status
        return {"enchanted": {"face_down": True}}
    if b == "cb_attached_to":
        # ifsother15: 301.5, 303.4: "as long as ~ is attached to a creature": the object the source (an Aura,
        # an Equipment, a Fortification) is attached to matches; attached to nothing, it doesn't hold
        return {"enchanted": np(nps[0])}
    raise NotExpressible(b)


def _mana_spell(t: Tree, it_ref: Any = None) -> dict[str, Any]:
    """106.4, 601.2h: the creature spell of a plain kind ("a Dragon creature spell", "a multicolored creature
    spell", "a non-Human creature spell") that the ability's mana may be spent on: a spell its controller casts.

    >>> from layerkit.compiler.grammar import parse
    >>> t = next(x for x in parse("that mana's dragon creature spell you cast gains haste").iter_subtrees()
    ...          if x.data == "mana_spent_on")
    >>> _mana_spell(t.children[0])
    {'zones': ['stack'], 'cast_by': 'you', 'types': ['Creature'], 'subtypes': ['Dragon']}
    """
    sel = np(t, it_ref=it_ref)
    if sel.get("zones") != ["stack"] or sel.get("cast_by") != "you" or "Creature" not in (sel.get("types") or []) \
            or set(sel) - {"zones", "cast_by", "types", "subtypes", "not_subtypes", "colors", "multicolored"}:
        raise NotExpressible("the mana spent on a spell other than a creature spell of a plain kind you cast")
    return sel


def _fact(name: str, player: str = "you", **bounds: int) -> dict[str, Any]:
    """A game fact condition (vocabulary/facts.py): ``{fact: {name, player, min, max}}``."""
    return {"fact": {"name": name, **({"player": player} if player != "you" else {}), **bounds}}


def fact_condition(t: Tree) -> dict[str, Any]:
    """A condition on a game fact: what the game knows of a player that is no object's characteristic
    ("you're the monarch", "a creature died this turn"); one reading per rules phrase.

    >>> from layerkit.compiler.grammar import parse
    >>> fact_condition(parse("if an opponent has three or more poison counters, ~ gets +1/+1").children[0].children[0])
    {'fact': {'name': 'poison_counters', 'player': 'opponent', 'min': 3}}
    """
    d = t.data
    nums = _kids(t, "number")
    n = _number(nums[0]) if nums else 1
    simple = {"f_city_blessing": "city_blessing", "f_monarch": "monarch", "f_initiative": "initiative",
              "f_attacked": "attacked_this_turn", "f_crime": "committed_crime_this_turn"}
    if d in simple:
        return _fact(simple[d])
    if d == "f_not_monarch":
        return {"not": _fact("monarch")}
    if d == "f_team":             # Alchemy: "if you're on the Mirran team" / "the Phyrexian team" (stated facts)
        team = _tok(next(c for c in t.children if isinstance(c, Token) and c.type in ("WORD", "SUBTYPE"))).lower()
        if team not in ("mirran", "phyrexian"):
            raise NotExpressible(f"the {team} team")
        return _fact(f"{team}_team")
    if d == "f_starting_player":                  # 103.1 (counters15)
        return _fact("starting_player")
    if d == "f_not_starting_player":              # 103.1: "if you weren't the starting player", "didn't go first"
        return {"not": _fact("starting_player")}
    if d == "f_dungeon":                          # 309.7: completed one or more dungeons this game
        return _fact("dungeons_completed", min=1)
    if d == "f_life_min":
        return _fact("life", min=n)
    if d == "f_life_max":
        return _fact("life", max=n)
    if d == "f_opp_life_max":                     # 102.3: at least one opponent
        return _fact("life", "opponent", max=n)
    if d == "f_more_life_than_opp":
        # 119, 102.3: "if you have more life than an opponent": for at least one opponent, your life total minus
        # theirs is 1 or more (``chosen`` in some_opponent names that opponent; each one's life must be told)
        diff = {"sum": [{"fact": {"name": "life"}}, {"times": [-1, {"fact": {"name": "life", "player": "chosen"}}]}]}
        return {"some_opponent": {"value": {"of": diff, "min": 1}}}
    if d == "f_opp_counters_min":
        kind = counter_kind(_kids(t, "named_counter")[0]) if _kids(t, "named_counter") else None
        if kind != "poison":
            raise NotExpressible("counters a player has other than poison counters")
        return _fact("poison_counters", "opponent", min=n)
    if d == "f_creature_died":                    # 700.4: under anyone's control
        return _fact("creatures_died_this_turn", "any", min=1)
    if d == "f_creature_died_yours":
        return _fact("creatures_died_this_turn", min=1)
    if d == "f_gained_life":
        return _fact("life_gained_this_turn", min=1)
    if d == "f_opp_lost_life":
        return _fact("life_lost_this_turn", "opponent", min=1)
    if d == "f_opp_damaged":                      # 120.1: "if an opponent was dealt damage this turn"
        return _fact("damaged_this_turn", "opponent")
    if d == "f_descended":                        # 700.11: a permanent card put into your graveyard
        return _fact("times_descended_this_turn", min=1)
    if d == "f_spells_cast":
        return _fact("spells_cast_this_turn", min=n)
    if d == "f_non_spells_cast":
        # "you've cast two or more noncreature spells this turn", "a noncreature spell" (601.2, 205.2a)
        non = [str(c) for c in t.children if isinstance(c, Token) and c.type == "NON"]
        if non != ["noncreature"]:
            raise NotExpressible(f"{non[0] if non else 'some'} spells cast this turn")
        return _fact("noncreature_spells_cast_this_turn", min=n)
    if d == "f_types_spells_cast":
        types = sorted(CARD_TYPE_WORDS[_tok(c)] for c in t.children if isinstance(c, Token) and c.type == "CARDTYPE")
        if types != ["Instant", "Sorcery"]:
            raise NotExpressible("spells of other card types cast this turn")
        return _fact("instant_sorcery_spells_cast_this_turn", min=1)
    if d == "f_cards_drawn":
        return _fact("cards_drawn_this_turn", min=n)
    if d == "f_nonland_entered":
        non = [str(c) for c in t.children if isinstance(c, Token) and c.type == "NON"]
        if non != ["nonland"]:
            raise NotExpressible(f"{non[0] if non else 'some'} permanents that entered this turn")
        return _fact("nonland_permanents_entered_this_turn", min=n)
    if d == "f_land_entered":       # 603.6a: "if you had a land enter the battlefield under your control this turn"
        kind = _tok(next(c for c in t.children if isinstance(c, Token) and c.type == "CARDTYPE"))
        entered = {"land": "lands_entered_this_turn", "artifact": "artifacts_entered_this_turn",
                   "creature": "creatures_entered_this_turn"}
        if kind not in entered:
            raise NotExpressible(f"a permanent of another type ({kind}) that entered this turn")
        return _fact(entered[kind], min=1)
    if d == "f_another_entered":
        # ifsother15: 603.6a: "another creature entered the battlefield under your control this turn": the creatures
        # that entered under your control this turn, the source not counted (``other_than_source``: the board knows
        # whether the source itself entered this turn; when it may be the one counted, the fact says too little)
        if np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0]) != {"types": ["Creature"]}:
            raise NotExpressible("another permanent of another kind that entered this turn")
        out = _fact("creatures_entered_this_turn", min=1)
        out["fact"]["other_than_source"] = True
        return out
    if d == "f_permanent_left":
        return _fact("permanents_left_this_turn", min=1)
    if d == "f_nonland_left_any":     # 603.6c: "a nonland permanent left the battlefield this turn": anyone's
        if [_tok(c) for c in t.children if isinstance(c, Token) and c.type == "NON"] != ["nonland"]:
            raise NotExpressible("permanents of some kind that left the battlefield this turn")
        return _fact("nonland_permanents_left_this_turn", "any", min=1)
    if d == "f_spell_warped_any":     # 702.185c: "a spell was warped this turn": cast for its warp cost, by anyone
        return _fact("spells_warped_this_turn", "any", min=1)
    if d == "f_lost_life":
        return _fact("life_lost_this_turn", min=1)
    if d == "f_lost_life_last_turn":
        return _fact("life_lost_last_turn", min=1)
    if d == "f_opp_lost_life_last_turn":
        return _fact("life_lost_last_turn", "opponent", min=1)
    if d == "f_player_lost_life_n":               # one player lost that much (each player's own total)
        return _fact("life_lost_this_turn", "any", min=n)
    if d == "f_opp_poisoned":                     # 122.1f: "poisoned" is one or more poison counters
        return _fact("poison_counters", "opponent", min=1)
    if d == "f_chosen_poisoned":                  # 122.1f; 508.5: defending player (the step's choices.player)
        return _fact("poison_counters", "chosen", min=1)
    if d == "f_a_library_max":                    # 401.1: "a library has twenty or fewer cards in it": any player's
        return _fact("cards_in_library", "any", max=n)
    if d in ("f_put_counter_creature", "f_counter_put_yours"):
        # 122.6: "as long as you've put one or more +1/+1 counters on a creature this turn" (by the player), "if a
        # +1/+1 counter was put on a permanent under your control this turn" (by anyone): designations of the turn
        if [str(c) for c in t.children if isinstance(c, Token) and c.type == "PTMOD"] != ["+1/+1"] or (
                d == "f_put_counter_creature" and n != 1):
            raise NotExpressible("counters of another kind, or more than one, put this turn")
        return _fact("put_plus_one_counter_on_creature_this_turn" if d == "f_put_counter_creature"
                     else "plus_one_counter_put_on_permanent_this_turn")
    if d == "f_artifact_or_creature_died":        # 700.4: anyone's, under any player's control
        if np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0]) != \
                {"any_types": ["Artifact", "Creature"]}:
            raise NotExpressible("permanents of another kind put into a graveyard this turn")
        return _fact("artifacts_or_creatures_died_this_turn", "any", min=1)
    if d == "f_cards_exiled":                     # 406.1: "one or more cards were put into exile this turn": anyone's
        if n != 1:
            raise NotExpressible("a number of cards put into exile this turn")
        return _fact("cards_exiled_this_turn", "any", min=1)
    if d == "f_card_left_graveyard":              # 404.1: "if a card left your graveyard this turn"
        return _fact("cards_left_graveyard_this_turn", min=1)
    if d == "f_face_down_entered":                # 708.2: "a face-down creature entered ... under your control"
        if np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0]) != \
                {"types": ["Creature"], "face_down": True}:
            raise NotExpressible("permanents of another kind that entered this turn")
        return _fact("face_down_creatures_entered_this_turn", min=1)
    if d == "f_surveilled":                       # 701.25: "as long as you've surveilled this turn"
        return _fact("surveilled_this_turn")
    if d == "f_sacrificed":                       # 701.21: "as long as you sacrificed a permanent this turn"
        return _fact("permanents_sacrificed_this_turn", min=1)
    if d == "f_dice_rolled":                      # 706.1
        return _fact("dice_rolled_this_turn", min=n)
    if d == "f_speed_min":
        return _fact("speed", min=n)
    if d in ("f_creatures_died_yours_n", "f_creatures_died_n") and \
            [str(c) for c in t.children if isinstance(c, Token) and c.type == "CARDTYPE"] != ["creatures"]:
        raise NotExpressible("a number of permanents other than creatures that died this turn")
    if d == "f_creatures_died_yours_n":
        return _fact("creatures_died_this_turn", min=n)
    if d == "f_creatures_died_n":                 # every player's creatures together (700.4)
        return {"value": {"of": {"fact": {"name": "creatures_died_this_turn", "player": "all"}}, "min": n}}
    if d == "f_no_spells_cast":
        return _fact("spells_cast_this_turn", max=0)
    if d == "f_no_spells_cast_from_hand":         # ifsyou15: 601.2a: none cast from the player's hand this turn
        return _fact("spells_cast_from_hand_this_turn", max=0)
    life, start = {"fact": {"name": "life"}}, {"fact": {"name": "starting_life"}}
    if d == "f_life_at_most_half_start":          # life <= start / 2  <=>  start - 2 * life >= 0 (whole numbers)
        return {"value": {"of": {"sum": [start, {"times": [-2, life]}]}, "min": 0}}
    if d in ("f_life_above_start_n", "f_life_above_start", "f_life_at_least_start"):
        # life - start >= N ("at least N more"), >= 1 ("greater than"), >= 0 ("greater than or equal to")
        low = n if d == "f_life_above_start_n" else 1 if d == "f_life_above_start" else 0
        return {"value": {"of": {"sum": [life, {"times": [-1, start]}]}, "min": low}}
    raise NotExpressible(d)


#: Conditions on what "it" names, resolved by :func:`sentence` from the clause's subject:
#: the owner of "cards in a single graveyard" (one player's graveyard), read only by a count condition
SINGLE_GRAVEYARD = "@single_graveyard"
#: ``{IT_IS: filter}`` (the object itself matches) and ``{IT_SELF: condition}`` (a condition on
#: the source, meaningful only when "it" is the source).
IT_IS = "@it_is"
#: "as long as ~ is in your graveyard": not a condition but the zones the ability functions in (113.6)
IN_ZONES = "@zones"
#: "as long as ~ is paired with another creature" (702.95b)
PAIRED = "@paired"
IT_SELF = "@it_self"
#: ``{ITS_CONTROLLER: condition}``: a condition for the controller of "it" (108.4: "its controller controls ..."),
#: meaningful only when "it" is what the source is attached to (``enchanted_controller``)
ITS_CONTROLLER = "@its_controller"


def _names_self(body: Tree) -> bool:
    """Whether a condition's subject is ``~`` rather than "it"."""
    for c in body.children:
        if isinstance(c, Token) and c.type == "SELF":
            return True
    return False


def _condition_names_self(t: Tree) -> bool:
    """Whether an "as long as" condition is about ``~`` ("as long as ~ is untapped", "as long as there
    are exactly three tide counters on ~": the one object it names)."""
    if t.data == "c_as_long_as" and isinstance(t.children[0], Tree) and \
            t.children[0].data in ("cb_counters_exactly", "cb_counters_on_self"):
        return True
    if t.data == "c_as_long_as" and isinstance(t.children[0], Tree) and t.children[0].data == "cb_exiled_with_n":
        # values17: "as long as there are three or more cards exiled with ~, it ...": the one object it names
        return any(isinstance(c, Token) and c.type == "SELF" for c in t.children[0].children)
    return t.data == "c_as_long_as" and isinstance(t.children[0], Tree) and \
        bool(t.children[0].children) and isinstance(t.children[0].children[0], Token) and \
        t.children[0].children[0].type == "SELF"


def it_if(body: Tree) -> dict[str, Any]:
    """608.2c: what "if it's ..." / "if that creature is ..." says of one object, as a selector mapping
    the object must match as the spell or ability resolves (611.2c: its objects are fixed then, so a
    bound on its power is read once, 208.1).

    >>> from layerkit.compiler.grammar import parse
    >>> def lead(s): return next(t for t in parse(s).iter_subtrees() if t.data == "lead_if_it").children[0]
    >>> it_if(lead("if that creature is a cat, it gains first strike until end of turn"))
    {'subtypes': ['Cat']}
    >>> it_if(lead("if it isn't a creature, it gains haste"))
    {'not_types': ['Creature']}
    """
    b = body.data
    nps = _kids(body, "np")
    if b == "ii_is_a":
        # "if that creature is a Mutant, Ninja, or Turtle": one noun of a list (np_any)
        return np((nps or _kids(body, "np_any"))[0])
    if b == "ii_equipped":
        return {"equipped": True}       # 301.5a: an Equipment is attached to it
    if b == "ii_entered_yours":
        # ifsyou15: 110.2: "if it entered under your control" of the permanent the ability just returned to the
        # battlefield (compile allows it only there): it is under your control as the rest resolves
        return {"controller": "you"}
    if b == "ii_any_counter":           # ifsyou15: 122.1: one or more counters of any kind on it
        return {"counters": "any"}
    if b == "ii_counters_min":          # ifsyou15: 122.1: at least that many of that kind
        kind = counter_kind([c for c in body.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
        return {"counters": kind, "counters_min": _number(_kids(body, "number")[0])}
    if b == "ii_super":
        return {"supertypes": [SUPERTYPE_WORDS[_tok(next(c for c in body.children
                                                         if isinstance(c, Token) and c.type == "SUPERTYPE"))]]}
    if b in ("ii_has", "ii_has_not"):
        kw = keyword_title(_tok(next(c for c in body.children if isinstance(c, Token) and c.type == "KEYWORD")))
        if not names_any_parameter(kw):
            raise NotExpressible(f"'if it has {kw.lower()}': a keyword with a parameter")
        return {"abilities" if b == "ii_has" else "not_abilities": [kw]}
    if b == "ii_not_a":
        phrase = next(c for c in body.children if isinstance(c, Tree) and c.data in ("np", "np_any"))
        if phrase.data == "np_any" and all(isinstance(c, Tree) and c.data == "head_word" for c in phrase.children):
            # "isn't a creature or Vehicle": neither of them — none of these card types and none of these subtypes
            out: dict[str, Any] = {}
            for w in (_tok(h) for h in phrase.children):
                if w in CARD_TYPE_WORDS or w == "creature":
                    out.setdefault("not_types", []).append(CARD_TYPE_WORDS.get(w, "Creature"))
                elif subtype_word(w) is not None:
                    out.setdefault("not_subtypes", []).append(subtype_word(w))
                else:
                    raise NotExpressible(f"type word {w!r}")
            return out
        sel = np(phrase)
        # "isn't a creature": none of these card types; a noun phrase saying more has no exact negation here
        if list(sel) == ["types"] and len(sel["types"]) == 1:
            return {"not_types": sel["types"]}
        if list(sel) == ["subtypes"]:
            return {"not_subtypes": sel["subtypes"]}
        raise NotExpressible("'if it isn't ...' of more than one card type or subtype")
    if b in ("ii_stat_min", "ii_stat_max"):
        stat = _tok(_kids(body, "stat")[0]).replace(" ", "_")
        return {stat: {"min" if b == "ii_stat_min" else "max": _number(_kids(body, "number")[0])}}
    if b == "ii_stat_eq":       # "if its power is 2": that number exactly, as it resolves (208.1)
        stat = _tok(_kids(body, "stat")[0]).replace(" ", "_")
        n = _number(_kids(body, "number")[0])
        return {stat: {"min": n, "max": n}}
    if b == "ii_color":
        return {"colors": _one_color(body)}
    if b == "ii_pt":        # "if that creature is 1/1": its power and toughness are those numbers then (208.1)
        p, t = pt_box(_tok(next(c for c in body.children if isinstance(c, Token) and c.type == "PT")))
        if not (isinstance(p, int) and isinstance(t, int)):
            raise NotExpressible("'if that creature is X/X'")
        return {"power": {"min": p, "max": p}, "toughness": {"min": t, "max": t}}
    raise NotExpressible(b)


def _how_cast(cond: dict[str, Any]) -> bool:
    """Whether a condition is only about how the spell was cast (601.2: the mana spent, the zone it was cast from)."""
    if list(cond) == ["not"]:
        return isinstance(cond["not"], dict) and _how_cast(cond["not"])
    if list(cond) in (["all"], ["any"]):        # "if it wasn't cast or no mana was spent to cast it"
        return bool(cond[next(iter(cond))]) and all(isinstance(c, dict) and _how_cast(c) for c in cond[next(iter(cond))])
    return "mana_spent" in cond or "cast_from" in cond or "kicked_with" in cond or "cast_with" in cond or "roll" in cond \
        or "you_did" in cond or "cast_during" in cond or "resolved_this_turn" in cond or "tribute_paid" in cond or "treasure_mana" in cond \
        or (list(cond) == ["value"] and isinstance(cond["value"], dict) and cond["value"].get("of") == "x")


#: the selector keys a condition on a stated object may hold (vocabulary ``STATED_FILTER_KEYS``, less the numbers)
STATED_IS_KEYS = frozenset({"types", "not_types", "any_types", "subtypes", "not_subtypes", "supertypes",
                            "not_supertypes", "colors", "not_colors", "colorless", "monocolored", "multicolored", "any"})


def spent_condition(t: Tree) -> dict[str, Any]:
    """601.2g-h: a condition on the mana spent to cast the spell (``mana_spent``; 106.1: by type of mana).

    >>> from layerkit.compiler.grammar import parse
    >>> def lead(s): return next(t for t in parse(s).iter_subtrees() if t.data == "lead_if_spent").children[0]
    >>> spent_condition(lead("if at least three white mana was spent to cast ~, ~ enters with a +1/+1 counter on it"))
    {'mana_spent': {'color': 'W', 'min': 3}}
    >>> spent_condition(lead("if {r}{r} was spent to cast it, it gains haste until end of turn"))
    {'mana_spent': {'color': 'R', 'min': 2}}
    """
    b = t.data
    if b == "sp_color_min":
        color = COLORS[_tok(next(c for c in t.children if isinstance(c, Token) and c.type == "COLOR"))]
        return {"mana_spent": {"color": color, "min": _number(_kids(t, "number")[0])}}
    if b == "sp_same_min":       # "three mana of the same color": of some one color (105.1: not colorless)
        return {"mana_spent": {"color": "same", "min": _number(_kids(t, "number")[0])}}
    if b == "sp_total_min":
        return {"mana_spent": {"min": _number(_kids(t, "number")[0])}}
    if b == "sp_bargained":        # 702.166b: "if this spell was bargained"
        return {"cast_with": "bargain"}
    if b == "sp_roll":             # 706.2: "if the roll was 4 or higher": the stated result
        return {"roll": {"min": _number(_kids(t, "number")[0])}}
    if b == "sp_roll_range":       # grants18: 706.3a: a results table's range, "N1—N2" (a single number: N1 = N2)
        return {"roll": {"min": _number(_kids(t, "number")[0]), "max": _number(_kids(t, "number")[1])}}
    if b == "sp_resolved_nth":     # 608.2c: "if this is the second time this ability has resolved this turn"
        if [str(c) for c in t.children if isinstance(c, Token) and c.type == "WORD"] != ["time", "resolved"]:
            raise NotExpressible("'if this is the first ...' other than 'time this ability has resolved this turn'")
        nth = next(c for c in t.children if isinstance(c, Tree) and c.data in ("rn_1", "rn_2", "rn_3"))
        return {"resolved_this_turn": int(str(nth.data).removeprefix("rn_"))}
    if b == "sp_stated_is":
        # 608.2h: "if the sacrificed creature was a Human", "if the exiled card is a snow land": what that object
        # was as it last existed, which the step states (choices.stated); its selector reads only what may be
        # stated of it (card types, subtypes, supertypes, colors)
        role = next(str(x) for x in _kids(t, "stated_is_role")[0].scan_values(lambda v: isinstance(v, Token)))
        sel = np(_kids(t, "np")[0], allow_cards=True)
        if not sel or not set(sel) <= STATED_IS_KEYS or any(
                not set(alt) <= STATED_IS_KEYS for alt in sel.get("any") or () if isinstance(alt, dict)):
            raise NotExpressible("what a stated object was, beyond its types, subtypes, supertypes and colors")
        return {"stated": {"object": role, "is": sel}}
    if b == "sp_event_is":
        # 608.2h, 603.10a: "if that creature was an Elemental" of the one creature a trigger's event names (compile
        # checks the event): what it was as it last existed, as the step states it (choices.stated.died)
        past = next(str(x) for x in _kids(t, "event_past")[0].scan_values(lambda v: isinstance(v, Token)))
        if any(_tok(c) not in ("land", "artifact") for c in t.children if isinstance(c, Token) and c.type == "CARDTYPE"):
            raise NotExpressible("what an object of another card type an event names was")
        sel = np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0], allow_cards=True)
        if not sel or not set(sel) <= STATED_IS_KEYS or any(
                not set(alt) <= STATED_IS_KEYS for alt in sel.get("any") or () if isinstance(alt, dict)):
            raise NotExpressible("what a stated object was, beyond its types, subtypes, supertypes and colors")
        return {"stated": {"object": past, "is": sel}}
    if b in ("sp_stated_had_stat_max", "sp_stated_had_stat_min"):
        # ifsyou15: 608.2h: "if the exiled creature had power 2 or less": its power (toughness, mana value) as it last
        # existed, which the step states (choices.stated.exiled.power)
        role = next(str(x) for x in _kids(t, "stated_is_role")[0].scan_values(lambda v: isinstance(v, Token)))
        stat = _tok(_kids(t, "stat")[0]).replace(" ", "_")
        bound = "max" if b == "sp_stated_had_stat_max" else "min"
        return {"stated": {"object": role, "is": {stat: {bound: _number(_kids(t, "number")[0])}}}}
    if b == "sp_event_had_counter":
        # ifsyou15: 122.1, 603.10a: "if it had a +1/+1 counter on it" of the one creature a "dies" trigger names
        # (compile checks the event): the counters it had as it last existed, as the step states them
        # (choices.stated.died.counters)
        kind = counter_kind([c for c in t.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
        return {"stated": {"object": "died", "is": {"counters": kind}}}
    if b == "sp_gift":             # 702.174b: "if the gift was promised"
        return {"cast_with": "gift"}
    if b == "sp_evidence":         # 701.59c: "if evidence was collected" (an additional cost, linked, 607)
        return {"cast_with": "evidence"}
    if b == "sp_main_phase":       # 505.1: "if you cast this spell during your main phase" (addendum)
        return {"cast_during": "your_main_phase"}
    if b in ("sp_from_hand", "sp_not_from_hand"):    # 601.2a: "if you [didn't] cast it from your hand"
        return {"cast_from": "hand"} if b == "sp_from_hand" else {"not": {"cast_from": "hand"}}
    if b == "sp_from_graveyard":     # 601.2a: "if this spell was cast from a graveyard"
        return {"cast_from": "graveyard"}
    if b == "sp_cast_not_from_hand":
        # 601.2a: "if this spell was cast from anywhere other than your hand": cast, and from another zone (a
        # spell not cast, ``none``, was cast from nowhere)
        return {"all": [{"not": {"cast_from": "hand"}}, {"not": {"cast_from": "none"}}]}
    if b == "sp_cast":               # 601.2: "if you cast it": it was cast (from any zone), not put there uncast
        return {"not": {"cast_from": "none"}}
    if b == "sp_not_cast":           # "if it wasn't cast": put onto the battlefield (or the stack) uncast
        return {"cast_from": "none"}
    if b == "sp_no_mana":            # 601.2h: the whole payment was no mana
        return {"mana_spent": {"max": 0}}
    if b == "sp_not_cast_or_free":   # "if it wasn't cast or no mana was spent to cast it"
        return {"any": [{"cast_from": "none"}, {"mana_spent": {"max": 0}}]}
    if b == "sp_colors_min":         # 105.1: "two or more colors of mana were spent to cast it"
        return {"mana_spent": {"color": "colors", "min": _number(_kids(t, "number")[0])}}
    if b == "sp_colors_exactly":     # 105.1: "exactly three colors of mana were spent to ..."
        n = _number(_kids(t, "number")[0])
        return {"mana_spent": {"color": "colors", "min": n, "max": n}}
    if b == "sp_teamwork":
        # 118.8, 601.2b: "if this spell was cast using teamwork": its teamwork cost (an optional additional cost, as
        # kicker is, 702.33d) was paid, as the spell's cast step says (``alt_cost: teamwork``)
        return {"alt_cost": "teamwork"}
    if b == "sp_alt_cost_paid":
        # ifsother18: 118.9, 601.2b: "if this spell's mayhem cost was paid" (702.187b): the spell was cast for that
        # alternative cost, as its cast step says (``alt_cost``)
        kw = _tok(next(c for c in t.children if isinstance(c, Token) and c.type in ("KEYWORD", "WORD"))).lower()
        if kw not in SPELL_ALT_COST_KEYWORDS:
            raise NotExpressible(f"'if this spell's {kw} cost was paid': not an alternative cost the board records")
        return {"alt_cost": kw}
    if b == "sp_x_min":
        # 107.3a: "if X is 5 or more": the value of X chosen as it was cast, which the step states (choices.number)
        return {"value": {"of": "x", "min": _number(_kids(t, "number")[0])}}
    if b == "sp_tribute_not_paid":
        # 702.104b: "if tribute wasn't paid": the opponent chose not to put the counters as it entered, which the
        # step states (choices.tribute_paid)
        return {"not": {"tribute_paid": True}}
    if b == "sp_treasure":
        # 111.10a, 601.2h, 602.2b: "if mana from a Treasure was spent to cast it" / "to activate this ability": how
        # much of the mana paid came from Treasures, as the step states (choices.treasure_mana)
        if not any(isinstance(c, Token) and c.type == "SUBTYPE" and str(c) == "treasure" for c in t.children):
            raise NotExpressible("mana spent from a source other than a Treasure")
        return {"treasure_mana": {"min": 1}}
    if b == "sp_symbols":        # "{R}{R} was spent": at least two red mana (a symbol of one color each)
        symbols = [str(c).strip("{}").upper() for c in t.children if isinstance(c, Token) and c.type == "MANA"]
        if len(set(symbols)) != 1 or symbols[0] not in ("W", "U", "B", "R", "G", "C"):
            raise NotExpressible("mana spent of symbols other than one color's")
        return {"mana_spent": {"color": symbols[0], "min": len(symbols)}}
    raise NotExpressible(b)


def _one_color(body: Tree) -> list[str]:
    return [COLORS[str(c)] for c in body.children if isinstance(c, Token) and c.type == "COLOR"]


def _bind_it(conditions: list[Any], affects: Any) -> list[Any]:
    """Resolve "it" in conditions to the clause's subject: the source (``self``) or the object the
    source is attached to (``enchanted``/``equipped``)."""
    out = []
    for cond in conditions:
        if list(cond) == ["all"] and any(IT_IS in c or IT_SELF in c for c in cond["all"]):
            cond = {"all": _bind_it(cond["all"], affects)}     # "as long as it's blocking and you control ..."
        elif IT_IS in cond:
            if affects == "self":
                cond = {"source": cond[IT_IS]}
            elif affects in ("enchanted", "equipped", "attached"):
                cond = {"enchanted": cond[IT_IS]}
            else:
                raise NotExpressible("a condition on 'it' whose object is not the source or what it's attached to")
        elif IT_SELF in cond:
            if affects != "self":
                raise NotExpressible("a condition on 'it' that only the source can meet")
            cond = cond[IT_SELF]
        elif ITS_CONTROLLER in cond:
            # 108.4: "its controller": the controller of the object the source is attached to
            if affects not in ("enchanted", "equipped"):
                raise NotExpressible("'its controller' of an object other than what the source is attached to")
            cond = {"enchanted_controller": cond[ITS_CONTROLLER]}
        elif list(cond) == ["not"] and isinstance(cond["not"], dict) and (IT_IS in cond["not"] or IT_SELF in cond["not"]):
            cond = {"not": _bind_it([cond["not"]], affects)[0]}     # "~ has hexproof unless it's attacking"
        out.append(cond)
    return out


def _bind_counters_on_it(node: Any, affects: Any, each: bool = False) -> Any:
    """"for each oil counter on it": the source's counters, when "it" is the source; "where X is
    that creature's power": the affected object's, when the clause's subject is its target.

    ``each``: the clause's subject is "each <group>" ("Each Fungus creature gets +1/+1 for each spore counter on
    it"): "it" is each object of the group, as "them" is after a plural subject (counters15); "equipped creature"
    is the object "it" names too ("Equipped creature gets +1/+1 for each counter on it": Luxior, whose rulings count
    the counters on the permanent it equips). "Enchanted creature ... on it" stays reported (an Aura's own counters
    are often meant: tests/test_compiler_conditions.py).

    >>> _bind_counters_on_it({"@counters_on_it": "spore"}, {"subtypes": ["Fungus"]}, each=True)
    {'counters_on_it': 'spore'}
    >>> _bind_counters_on_it({"@counters_on_it": "any"}, "equipped")
    {'counters_on_it': 'any'}
    """
    if isinstance(node, dict):
        if COUNTERS_ON_IT in node:
            if (each and isinstance(affects, dict)) or affects == "equipped":
                # 122.1: the counters on each object the effect applies to, worked out for each (a static
                # ability's continuously, 611.3a; a resolving one's once, 608.2h)
                return {"counters_on_it": node[COUNTERS_ON_IT]}
            if affects != "self":
                raise NotExpressible("counters on an object other than the source")
            return {"counters": node[COUNTERS_ON_IT]}
        if COUNTERS_ON_THEM in node:
            # "creatures you don't control get -1/-1 for each slime counter on them": on each object of the
            # group the clause is about (a group named by a selector, not a reference)
            if not isinstance(affects, dict):
                raise NotExpressible("'counters on them' of objects other than a group the clause names")
            return {"counters_on_it": node[COUNTERS_ON_THEM]}
        if len(node) == 1 and next(iter(node.values())) == THAT_ONE:
            if affects != "targets":
                raise NotExpressible("'that creature' in a value whose object is not the target")
            if next(iter(node)) == "mana_value":
                return "mana_value"         # the affected object's mana value
            return {next(iter(node)): "it"}
        return {k: _bind_counters_on_it(v, affects, each) for k, v in node.items()}
    if isinstance(node, list):
        return [_bind_counters_on_it(v, affects, each) for v in node]
    return node


# ------------------------------------------------------------------------------ a sentence

def _lose_other(ops: dict[str, Any]) -> None:
    """"loses all other card types / creature types / abilities": the types and abilities the same
    effect gives are all it keeps (205.1a; the abilities it grants are applied after the loss)."""
    kinds = ops.pop("@lose_other", None)
    if not kinds:
        return
    if "other_card_types" in kinds:
        types = ops.pop("add_types", None) or ops.pop("set_types", None)
        if not types:
            raise NotExpressible("'loses all other card types' with no card type named")
        ops["set_types"] = types
    if "other_creature_types" in kinds:
        subs = ops.pop("add_subtypes", None) or ops.pop("set_subtypes", None)
        if subs:
            ops["set_subtypes"] = subs       # creature types replace creature types (205.1a)
        else:
            ops["lose_all_creature_types"] = True
    if "other_abilities" in kinds:
        granted = ops.pop("add_abilities", None)
        ops["remove_all_abilities"] = True
        if granted:
            ops["add_abilities"] = granted      # kept: applied after the loss, in the same layer

def _timed_preds(preds: Tree, trail: str | None) -> list[tuple[Tree, str | None]]:
    """The predicates of a subject with the duration each has: a duration written inside the list
    (MIDDUR) covers the predicates since the previous one; a duration after the list covers those
    after the last inner one ("gets +2/+2 and gains flying until end of turn": both).

    >>> from .grammar import parse
    >>> t = parse("~ gets +1/+1 until end of turn and can't be blocked this turn")
    >>> [(str(p.data), d) for p, d in _timed_preds(t.children[0].children[1], "end_of_turn")]
    [('get_pt', 'end_of_turn'), ('r_unblockable', 'end_of_turn')]
    """
    out: list[tuple[Tree, str | None]] = []
    pending: list[Tree] = []
    for c in preds.children:
        if isinstance(c, Tree) and c.data == "perpetually":
            continue            # an adverb of the list (:func:`_perpetual`), not a predicate
        if isinstance(c, Tree):
            pending.append(c)
            durfor = [x for x in c.children if isinstance(x, Token) and x.type == "DURFOR"]
            if durfor:
                # "gets +1/+1 until end of turn for each"
                out.extend((p, lexed_duration(durfor[0])) for p in pending)
                pending = []
        elif isinstance(c, Token) and c.type == "MIDDUR":
            out.extend((p, lexed_duration(c)) for p in pending)   # "until end of turn" / "this turn"
            pending = []
    out.extend((p, trail) for p in pending)
    return out


def restriction(t: Tree, tree: Tree, text: str) -> str:
    """The words of a restriction or requirement beside a layer effect (509.1a-c, 508.1c, 502.3,
    702.3b), quoted from ``text`` (the sentence ``tree`` was parsed from): the effect's ``other``
    text, shown, never applied in a layer."""
    if t.data == "r_attack_as_though":
        kw = [c for c in t.children if isinstance(c, Token) and c.type == "KEYWORD"]
        if not kw or str(kw[0]) != "defender":
            raise NotExpressible("'as though it didn't have' a keyword other than defender")
    mine = [v for v in t.scan_values(lambda v: isinstance(v, Token))]
    if not text or not mine:
        return _tok(t)
    start = min(v.start_pos for v in mine)
    last = max(v.start_pos for v in mine)
    later = [v.start_pos for v in tree.scan_values(lambda v: isinstance(v, Token)) if v.start_pos > last]
    words = text[start:min(later) if later else len(text)].strip().rstrip(",").strip()
    return words


def _perpetual(preds: Tree) -> bool:
    """Whether the predicates are "perpetually" changes (Alchemy). The adverb before the first
    predicate governs the whole list ("perpetually gets +1/+1 and gains haste"); one that starts
    only a later predicate would leave the earlier ones with another duration: not expressible.

    >>> from layerkit.compiler.grammar import parse
    >>> _perpetual(parse("~ perpetually gets +1/+1 and gains haste").children[0].children[1])
    True
    """
    marks: list[bool] = []
    before = False
    for c in preds.children:
        if isinstance(c, Tree) and c.data == "perpetually":
            before = True
        elif isinstance(c, Tree):
            marks.append(before)
            before = False
    if not marks or not marks[0]:
        if any(marks):
            raise NotExpressible("'perpetually' on some predicates of a sentence only")
        return False
    return True


def exchanged(t: Tree) -> Any:
    """701.12: the two permanents whose control is exchanged, as the objects the exchange affects:
    the ability's two targets (``targets``) or its source and its one target (``self_and_target``).
    What may be targeted is the scenario's choice (its targets, checked by the board).

    >>> from layerkit.compiler.grammar import parse
    >>> exchanged(parse("exchange control of two target creatures").children[0].children[0])
    'targets'
    >>> exchanged(parse("exchange control of ~ and target nonland permanent").children[0].children[0])
    'self_and_target'
    """
    if t.data == "exchange_self":
        if _kids(t, "number") and _number(_kids(t, "number")[0]) != 1:
            raise NotExpressible("an exchange of control of ~ and more than one target")
        return "self_and_target"     # "~ and up to one target creature": no target, no exchange (701.12a)
    nps = _kids(t, "np") + _kids(t, "np_any")
    if any(_tok(h) in ("spell", "spells") for n in nps for h in _kids(n, "head_word")):
        # 701.12b exchanges control of permanents; a spell's control (and the permanent it becomes,
        # 110.2b) is not what the board changes
        raise NotExpressible("an exchange of control of a spell")
    words = _tok(_kids(t, "target_words")[0])
    two = len(nps) == 2
    if words not in (("target",) if two else ("two target", "two other target")):
        raise NotExpressible("an exchange of control not between two targets")
    return "targets"


#: 707.9b: what an exception to the copying process may change: characteristics that become part of
#: the copiable values
COPY_EXCEPTION_OPS = frozenset({"add_abilities", "add_types", "set_types", "add_subtypes", "set_subtypes",
                                "add_supertypes", "remove_supertypes", "set_colors", "add_colors", "set_pt",
                                "set_name"})


def copy_exceptions(t: Tree) -> dict[str, Any]:
    """707.9, 707.9b: the exceptions of "..., except it has flying, it's a Spirit in addition to its
    other types, and it isn't legendary" as operations (``{except: {...}}`` of ``enters_as_copy``,
    ``copy`` or ``create_token_copy``). Raises :class:`NotExpressible` for an exception that is not a
    characteristic the copy gets (a counter it enters with, a condition, ...).

    >>> from layerkit.compiler.grammar import parse
    >>> tree = parse("you may have ~ enter as a copy of any creature on the battlefield, except it isn't legendary, "
    ...              "is an artifact in addition to its other types, and has myriad")
    >>> copy_exceptions(_kids(tree.children[0], "copy_except")[0])
    {'remove_supertypes': ['Legendary'], 'add_types': ['Artifact'], 'add_abilities': ['Myriad']}
    """
    ops: dict[str, Any] = {}
    for exc in (c for c in t.children if isinstance(c, Tree)):
        if exc.data == "exc_pred":
            pred(_first_tree(exc), ops)
        elif exc.data == "exc_is":
            typed(exc.children[0], ops, "is_type")
        elif exc.data == "exc_name":
            _merge(ops, "set_name", SELF_NAME)    # 707.9b: the card's own name, put in by the compiler
        elif exc.data == "exc_enters_with":
            # 614.1c: the counters the copy enters with, of its replacement effect (``enters_as_copy.counters``)
            ops.setdefault(ENTERS_WITH, []).append(_copy_enters_with(exc))
        elif exc.data == "exc_own_abilities":
            ops[OWN_ABILITIES] = True     # only entering as a copy reads it (``keep_own_abilities``, 614.12)
        elif exc.data == "exc_not_super":
            # "except it isn't legendary": the copy lacks that supertype (205.4)
            word = [str(c) for c in exc.children if isinstance(c, Token) and c.type == "SUPERTYPE"][0]
            _merge(ops, "remove_supertypes", [SUPERTYPE_WORDS[word]])
        else:
            raise NotExpressible(exc.data)
    bad = sorted(set(ops) - COPY_EXCEPTION_OPS - {OWN_ABILITIES, ENTERS_WITH})
    if bad:
        raise NotExpressible(f"a copy exception that is not a copiable value: {bad[0]}")
    if any(isinstance(v, str) and v == "chosen" for v in ops.values()):
        raise NotExpressible("a copy exception chosen as it enters")
    return ops


#: "except it enters with X additional +1/+1 counters on it" (614.1c): counters, not copiable values
ENTERS_WITH = "@enters_with"


def _copy_enters_with(exc: Tree) -> dict[str, Any]:
    """614.1c: one "it enters with N additional <kind> counter(s) on it [if it's a <card type>]" of a copy's exceptions:
    ``{kind, count, if_type}`` (``count`` a number or ``x``, the entering's ``choices.number``)."""
    count = next(c for c in exc.children if isinstance(c, Tree) and c.data == "count")
    n: Any = "x" if _tok(count) == "x" else _number(count) if _tok(count) != "twice x" else None
    if n is None or (isinstance(n, int) and n < 1):
        raise NotExpressible("a number of counters a copy enters with, not read exactly")
    kind = counter_kind(next(c for c in exc.children if isinstance(c, Tree) and c.data != "count"
                             and c.data.endswith("_counter")))
    out: dict[str, Any] = {"kind": kind, "count": n}
    cond = _kids(exc, "copy_if_type")
    if cond:
        out["if_type"] = str([t for t in cond[0].children if isinstance(t, Token)][-1]).capitalize()
    return out


#: "this ability" in a copy exception (707.9b): the ability that makes the copy
THIS_ABILITY = "@this_ability"
#: "except it has ~'s other abilities" (707.9b, 614.12): the entering object's own other abilities
OWN_ABILITIES = "@own_abilities"
#: "~" as a name ("except its name is ~") is ``SELF_NAME`` above: the card's name


def enters_as_copy(t: Tree) -> dict[str, Any]:
    """614.1c, 707.5: "you may have ~ enter as a copy of ... [, except ...]" as ``enters_as_copy``.
    The object it copies is the scenario's ``copy:``, which the board checks against the words of the
    ability (the grammar reads only words that check reads)."""
    spec: dict[str, Any] = {}
    exc = _kids(t, "copy_except")
    if exc:
        spec["except"] = copy_exceptions(exc[0])
        if THIS_ABILITY in spec["except"].get("add_abilities", []):
            raise NotExpressible("'this ability' of a replacement effect")
        if spec["except"].get(ENTERS_WITH):
            spec["counters"] = spec["except"].pop(ENTERS_WITH)      # 614.1c: as it enters, not copied values
        if spec["except"].pop(OWN_ABILITIES, None):
            # "except it has ~'s other abilities": the abilities it would have as itself (614.12, 707.9b)
            spec["keep_own_abilities"] = True
        if not spec["except"]:
            del spec["except"]
    return spec


def antecedent(tree: Tree) -> Any:
    """The objects a one-shot "tap ..."/"untap ..." sentence names (its selector), which a later
    "it"/"they" of the same ability refers to; for "draw a card for each creature you control with a +1/+1
    counter on it", the objects counted (608.2h: determined as it resolves, 611.2c: fixed then)."""
    if tree.data == "draw_for_each":
        return np([c for c in tree.children if isinstance(c, Tree)][-1])
    return selector(tree.children[0])


def _it_is_and(t: Tree) -> Tree:
    """"it's a 3/4 Ninja creature and has hexproof" as the clause "it is a 3/4 Ninja creature and has
    hexproof" (its subject "it", or the card itself for "he's" / "she's")."""
    said = str(t.children[0]) if isinstance(t.children[0], Token) else ""
    subject = Tree("self", [Token("SELF", "~")]) if said in ("he's", "she's") else Tree("it", [])
    desc = next(c for c in t.children if isinstance(c, Tree) and c.data != "preds")
    preds = next(c for c in t.children if isinstance(c, Tree) and c.data == "preds")
    return Tree("subject_clause", [subject, Tree("preds", [Tree("is_type", [desc]), *preds.children])])
#: the words of a duration, as a player part's `other` text writes them
_DURATION_WORDS = {None: "", "end_of_turn": " until end of turn", "until_your_next_turn": " until your next turn",
                   "until_end_of_your_next_turn": " until the end of your next turn"}


def _you_and_objects(t: Tree) -> Any:
    """The objects of "you and <objects>", "you, <objects>, and <objects>": one selector, or either."""
    sels = [selector(c) for c in t.children if isinstance(c, Tree)]
    if len(sels) == 1:
        return sels[0]
    if not all(isinstance(s, dict) for s in sels):
        raise NotExpressible("'you, X, and Y' naming an object by reference")
    return {"any": sels}


def _player_part(preds: Tree, tree: Tree, text: str, dur: str | None) -> str:
    """The player's part of "you and <objects> gain <abilities>" as `other` text ("you gain hexproof until
    end of turn"): only the abilities a player can have (702.11c hexproof, 702.18 shroud, 702.16
    protection) — "you and creatures you control get +1/+1" names nothing a player can get.

    >>> from .grammar import parse
    >>> s = "you and permanents you control gain hexproof until end of turn"
    >>> _player_part(parse(s).children[0].children[1], parse(s), s, "end_of_turn")
    'you gain hexproof until end of turn'
    """
    granted: list[str] = []
    for p in (c for c in preds.children if isinstance(c, Tree) and c.data != "perpetually"):
        if p.data != "grant":
            raise NotExpressible(f"'you and ...' with {p.data}: not something a player can have")
        for a in (c for c in p.children[0].children if isinstance(c, Tree)):
            if not (a.data in ("kw_hexproof", "hexproof_from", "protection") or a.data == "kw" and _tok(a) == "shroud"):
                raise NotExpressible(f"'you and ... gain {a.data}': not an ability a player has")
        granted += [str(g) for g in abilities(p.children[0], {})]
    if dur not in _DURATION_WORDS or not granted:
        raise NotExpressible(f"a player's ability {dur}")
    words = ", ".join(g[:1].lower() + g[1:] for g in granted)
    return ("you gain " if dur else "you have ") + words + _DURATION_WORDS[dur]


def _trail_if(part: Tree) -> Tree:
    """A trailing "if ...": on a game fact ("~ enters with ... if you attacked this turn"), on the object
    "it" names ("... on target creature if it's legendary"), or else on the board ("... instead if you
    control an outlaw"), as the grammar's one rule reads them all.

    >>> from layerkit.compiler.grammar import parse
    >>> def trail(s): return _trail_if(next(t for t in parse(s).iter_subtrees() if t.data == "trail_if")).data
    >>> trail("~ enters with a +1/+1 counter on it if you attacked this turn"), trail("put a +1/+1 counter on it if it's an elf")
    ('trail_if_fact', 'trail_if_it')
    """
    body = part.children[0]
    if body.data == "cb_fact":
        return Tree("trail_if_fact", [body.children[0]])
    if body.data == "cb_it_is_a":
        return Tree("trail_if_it", [Tree("ii_is_a", list(body.children))])
    if body.data in ("cb_its_stat_min", "cb_its_stat_max"):
        # counters15: "put a +1/+1 counter on target creature you control if its power is 4 or greater": "its" is
        # the clause's subject, its power read as the instruction resolves (608.2c, 208.1), as "that creature has
        # power 4 or greater" is
        return Tree("trail_if_it", [Tree("ii_stat_min" if body.data == "cb_its_stat_min" else "ii_stat_max",
                                         list(body.children))])
    return part


def sentence(tree: Tree, text: str = "") -> dict[str, Any]:
    """A sentence as a clause: ``{"affects", "ops", "duration", "condition", "where_x", "counters", "still",
    "other"}``; ``text`` is the sentence parsed (the words of a restriction are quoted from it).

    The parts of a sentence with predicates (a subject's, or "... and it gains ..." after another
    clause) each have their duration (:func:`_timed_preds`); the layer parts must share one.
    """
    out: dict[str, Any] = {"ops": {}, "conditions": []}
    kids = [_it_is_and(c) if c.data == "it_is_and" else _trail_if(c) if c.data == "trail_if" else c
            for c in tree.children if isinstance(c, Tree)]
    names = [p.data for p in kids]
    if "trail_for_each" in names and ("also" in names[:len(names) - names[::-1].index("trail_for_each")]
                                      or names.count("trail_for_each") > 1):
        # "put a +1/+1 counter on ~ and draw a card for each artifact you control": the "for each" after a one-shot
        # part counts that part's cards, not the counters before it (nor two counts of one clause)
        raise NotExpressible("a 'for each' after a one-shot part joined by 'and'")
    trail = [duration(p.children[0]) for p in kids if p.data == "trail_duration"]
    lead = [duration(p.children[0]) for p in kids if p.data == "lead_duration"]
    timed_parts = any(p.data in ("subject_clause", "also_it", "also_he") for p in kids)
    layer_durations: set[str | None] = set()
    antecedent: Any = None
    perpetual_seen = False

    def timed(preds: Tree) -> None:
        for p, dur in _timed_preds(preds, trail[0] if trail else None):
            if p.data.startswith("r_"):
                words = restriction(p, tree, text)
                if (dur or (lead[0] if lead else None)) == "end_of_turn" and not words.endswith("turn"):
                    words += " this turn"
                elif (dur or (lead[0] if lead else None)) == "until_your_next_turn" and not words.endswith("turn"):
                    words += " until your next turn"
                elif (dur or (lead[0] if lead else None)) == "until_end_of_your_next_turn" and not words.endswith("turn"):
                    words += " until the end of your next turn"
                out.setdefault("other", []).append(words)
            else:
                pred(p, out["ops"])
                inner = out["ops"].get("copy", {}).pop("@duration", None) if p.data == "becomes_copy" else None
                if inner is not None and dur is not None:
                    raise NotExpressible("two durations of one copy")
                layer_durations.add(inner or dur)

    for part in kids:
        d = part.data
        if d in ("lead_duration", "trail_duration"):
            if not timed_parts:
                out["duration"] = duration(part.children[0])    # else: the timed parts have it
        elif d == "lead_also":
            pass        # ifsother18: "Also put a +1/+1 counter on that creature if ...": another instruction, as written
        elif d == "lead_kicked":
            # 702.33d: "kicked" — its controller paid the kicker cost (an additional cost, 118.8)
            # as it was cast; recorded as the cost the permanent was cast with (``alt_cost``)
            out["conditions"].append({"alt_cost": "kicker"})
            out["@kicked_names"] = "self" if any(isinstance(c, Token) and c.type == "SELF"
                                                 for c in part.children) else "it"
        elif d in ("lead_instead", "trail_instead"):
            out["instead"] = True       # replaces the effect before it (bound in compile)
        elif d == "lead_if_self_is":
            # 603.4: "When ..., if ~ is an enchantment, it becomes ...": an intervening "if" clause, checked
            # as the triggered ability resolves (it does nothing if the condition doesn't hold then); "it"
            # is the source the condition names
            out["conditions"].append({"source": np(_kids(part, "np")[0])})
            out["resolves_if"] = True
            out["@lead_subject"] = "self"
        elif d == "lead_if_self_has":
            # 603.4: "When ..., if this creature has defender, it loses defender and gains trample": the source has
            # that keyword as the ability resolves (a trigger's intervening "if"; 608.2c in a resolving ability)
            kw = keyword_title(_tok(next(c for c in part.children if isinstance(c, Token) and c.type == "KEYWORD")))
            if not names_any_parameter(kw):
                raise NotExpressible(f"'if ~ has {kw.lower()}': a keyword with a parameter")
            out["conditions"].append({"source": {"abilities": [kw]}})
            out["resolves_if"] = True
            out["@lead_subject"] = "self"
        elif d == "lead_alt_cost_paid":
            # 118.9, 603.4: "When this creature enters, if its surge cost was paid, ...": the alternative cost the
            # source was cast for (the board's ``alt_cost``); "its" must name the source (compile checks it)
            kw = _tok(next(c for c in part.children if isinstance(c, Token) and c.type in ("KEYWORD", "WORD"))).lower()
            if kw not in ALT_COST_KEYWORDS:
                raise NotExpressible(f"'if its {kw} cost was paid': not an alternative cost the board records")
            out["conditions"].append({"alt_cost": kw})
            out["resolves_if"] = True
            out["@alt_its"] = True
        elif d == "lead_if_self_isnt":
            # "{5}: If this land isn't a creature, it becomes a 2/4 Wizard creature ...": the source is none of
            # these as the ability resolves (608.2c; a trigger's intervening "if", 603.4)
            sel = np(_kids(part, "np")[0])
            if list(sel) == ["types"] and len(sel["types"]) == 1:
                neg: dict[str, Any] = {"not_types": sel["types"]}
            elif list(sel) == ["subtypes"]:
                neg = {"not_subtypes": sel["subtypes"]}
            else:
                raise NotExpressible("'if ~ isn't ...' of more than one card type or subtype")
            out["conditions"].append({"source": neg})
            out["resolves_if"] = True
            out["@lead_subject"] = "self"
        elif d == "lead_if":
            # 603.4: "When ..., if you control three or more creatures, put ...": an intervening "if"
            # clause of the board as it is, checked as the triggered ability resolves (compile allows it
            # only there, and only before one-shot counters)
            out["conditions"].append(condition(Tree("c_as_long_as", [part.children[0]])))
            out["resolves_if"] = True
            # "if it's a Spider, ...": the object "it" names, as it resolves (608.2c, ``if_is`` below)
            out["@if_counters" if IT_IS in out["conditions"][-1] else "@if_board"] = True
            if _names_self(part.children[0]):
                out["@lead_subject"] = "self"      # "if ~ is tapped, put a flying counter on it": "it" is ~
            elif list(out["conditions"][-1]) == ["enchanted"]:
                # ifsother15: "When this Aura enters, if enchanted creature has toxic, that creature gains hexproof
                # until end of turn": "that creature" / "it" is the enchanted creature the "if" names
                host = "equipped" if str(part.children[0].data).startswith("cb_equipped") else "enchanted"
                out["@lead_that"] = host
                out["@lead_subject"] = host
        elif d == "lead_if_fact_either":
            # 603.4: "if a nonland permanent left the battlefield this turn or a spell was warped this turn" (void):
            # one of two game facts holds, checked as the triggered ability resolves
            out["conditions"].append({"any": [fact_condition(c) for c in part.children if isinstance(c, Tree)]})
            out["resolves_if"] = "fact"
        elif d == "lead_if_fact_and":
            # ifsyou15: 603.4: "At the beginning of your end step, if you haven't cast a spell from your hand this turn
            # and this creature doesn't have a flying counter on it, put a flying counter on it": a game fact and a
            # condition of the board, both checked as the triggered ability resolves
            fact_part, board_part = [c for c in part.children if isinstance(c, Tree)]
            out["conditions"].append({"all": [fact_condition(fact_part),
                                              condition(Tree("c_as_long_as", [board_part]))]})
            out["resolves_if"] = True
            if _names_self(board_part):
                out["@lead_subject"] = "self"      # "... and ~ isn't a creature, it becomes ...": "it" is ~
        elif d == "lead_if_fact":
            # 603.4: "At the beginning of your end step, if a creature died this turn, put a +1/+1 counter
            # on ~": an intervening "if" clause on a game fact, checked as the triggered ability resolves
            out["conditions"].append(fact_condition(part.children[0]))
            out["resolves_if"] = "fact"
        elif d in ("lead_if_it", "trail_if_it"):
            # 608.2c: "If it's legendary, it also gains lifelink until end of turn": the object "it" (or
            # "that creature") names is checked as the spell or ability resolves (compile: ``if_is``)
            out["conditions"].append({IT_IS: it_if(part.children[0])})
            out["resolves_if"] = True
            out["@if_counters"] = True
            if d == "trail_if_it":
                out["@if_trail"] = True     # "put a counter on target creature if it's legendary": "it" is the subject
            else:
                out["@if_ref"] = THAT if any(isinstance(c, Tree) and c.data == "head_word"
                                             for c in part.children[0].children) else IT
        elif d == "trail_if_fact":
            # 614.1c: "~ enters with a +1/+1 counter on it if you attacked this turn": the replacement
            # effect applies only if the game fact holds as the permanent enters
            if "enters_with_counters" not in out and not out.get("instead") and not (
                    "counters" in out and not out.get("ops")):
                raise NotExpressible("a trailing 'if' on a game fact other than on the counters it enters with")
            out["conditions"].append(fact_condition(part.children[0]))
            if "enters_with_counters" not in out and not out.get("instead"):
                # "When ~ enters, put two +1/+1 counters on it if you gained life this turn": the instruction's "if"
                # (608.2c), checked as it resolves; compile reads it only as a triggered ability's one instruction
                out["resolves_if"] = "fact"
                out["@trail_fact"] = True
            if out.get("instead"):
                out["resolves_if"] = "fact"     # 608.2c: "... gets -13/-13 until end of turn instead if a creature died this turn"
        elif d == "trail_if" and part.children[0].data == "cb_hasnt_dealt_damage" and not (lead or trail):
            # "~ has hexproof if it hasn't dealt damage yet": "yet" reads the object's whole history, a static
            # ability's condition (611.3a), checked continuously as "as long as" is
            out["conditions"].append(condition(Tree("c_as_long_as", [part.children[0]])))
        elif d == "trail_if":
            # 608.2c: "It gets -4/-0 until end of turn instead if you control an outlaw": the board as it resolves
            out["conditions"].append(condition(Tree("c_as_long_as", [part.children[0]])))
            out["resolves_if"] = True
            if not out.get("instead"):
                # 608.2c: "That creature also gains trample until end of turn if you control a creature with
                # power 4 or greater": this instruction's own "if", checked as it resolves (compile:
                # ``if_holds``, only in a resolving spell or ability; reported anywhere else)
                out["@if_trail_board"] = True
        elif d == "lead_kicked_with":
            # 702.33d: "If this creature was kicked with its {1}{U} kicker, it enters with ...": which of its kicker
            # costs was paid, as the step states (``choices.kicked_with``)
            if not any(isinstance(c, Token) and c.type == "KEYWORD" and str(c) == "kicker" for c in part.children):
                raise NotExpressible("'was kicked with its ... <keyword>' other than its kicker")
            cost = "".join(str(c) for c in part.children if isinstance(c, Token) and c.type == "MANA").upper()
            out["conditions"].append({"kicked_with": cost})
            out["resolves_if"] = "how_cast"
        elif d in ("lead_if_spent", "trail_if_spent", "trail_unless_spent"):
            # 601.2g-h: "If at least three white mana was spent to cast this spell, ...", "... if {R} was spent
            # to cast this spell": how the spell was paid for, which the step states (compile: where it is read);
            # "... unless two or more colors of mana were spent to cast it": only if it doesn't hold
            spent = spent_condition(part.children[0])
            out["conditions"].append({"not": spent} if d == "trail_unless_spent" else spent)
            out["resolves_if"] = "how_cast"
        elif d == "lead_you_didnt_put":
            # 608.2c: "You may reveal a Spacecraft card from among them and put it into your hand. ... If you didn't put
            # a card into your hand this way, put a +1/+1 counter on this creature": the ability's one optional
            # action ("you may ... into your hand") was not taken, as the step states (choices.you_did: false);
            # compile checks the sentences before offer exactly that action
            out["conditions"].append({"not": {"you_did": True}})
            out["resolves_if"] = "how_cast"
        elif d == "lead_you_did":
            # 614.1c: "As this creature enters, you may return a nonland permanent you control to its owner's hand.
            # If you do, this creature enters with a +1/+1 counter on it": whether the optional action was taken,
            # which the enter step states (choices.you_did); only before the counters it enters with (compile
            # checks the sentence before offers the action)
            out["conditions"].append({"you_did": True})
            out["resolves_if"] = "how_cast"
            out["@you_did"] = True
        elif d == "lead_one_shot":
            out["@one_shot_before"] = True      # an instruction the board doesn't carry out comes first
            # a one-shot part ("draw a card, then ..."): not a layer effect; "tap target creature and
            # it gains ...": "it" is the object tapped
            shot = part.children[0]
            if isinstance(shot, Tree) and shot.data == "os_tap":
                antecedent = selector(shot.children[0])
        elif d == "lead_player_most":
            # 603.4: "if a player controls more creatures than each other player, the player who controls the most
            # creatures gains control of ~": the intervening "if" says there is one such player; read only with
            # that change of control, of the same objects (most_gains_control)
            out["@player_most"] = np(part.children[0])
        elif d == "lead_player_most_life":
            out["@player_most"] = "life"        # 603.4: "if a player has more life than each other player, ..."
        elif d == "lead_each_opponent":
            # "for each opponent, gain control of up to one target creature that player controls": the
            # targets, one per opponent at most (115.1d), are the scenario's; the effect is on each of them
            out["@each_opponent"] = True
        elif d == "also":
            pass        # a one-shot part of the sentence ("and you gain 1 life"): not a layer effect
        elif d in ("also_no_activation", "also_must_block"):
            # "enchanted creature gets -1/-1, and its activated abilities can't be activated" (602.5), "..., and
            # all creatures able to block it do so" (509.1c): not a layer effect, the clause's `other` text,
            # lasting as the sentence's duration says
            if "affects" not in out:
                raise NotExpressible("a restriction with nothing before it")
            own = [c for c in part.children if isinstance(c, Tree) and c.data.startswith("d_")]
            r_dur: str | None = duration(own[0]) if own else (trail[0] if trail else lead[0] if lead else None)
            if r_dur not in _DURATION_WORDS:
                raise NotExpressible(f"a restriction {r_dur}")
            if d == "also_no_activation":
                words = "its activated abilities can't be activated" + _DURATION_WORDS[r_dur]
            else:
                blocked = "~" if any(isinstance(c, Token) and c.type == "SELF" for c in part.children) else "it"
                when = " this turn" if r_dur == "end_of_turn" else _DURATION_WORDS[r_dur]
                words = f"all creatures able to block {blocked}{when} do so"
            out.setdefault("other", []).append(words)
        elif d in ("also_it", "also_he"):
            # "put a +1/+1 counter on it and it gains ...", "gain control of ... and it gains ...":
            # the pronoun names the object of the clause before it; "he", "she": the card itself
            if "affects" not in out:
                raise NotExpressible("'and it ...' with nothing before it")
            if d == "also_he" and out["affects"] != "self":
                raise NotExpressible("'and he ...' after a clause on another object")
            timed([c for c in part.children if isinstance(c, Tree) and c.data == "preds"][0])
        elif d == "trail_unless":
            # "~ has hexproof unless it's attacking": a static ability's effect exists while the condition
            # doesn't hold (611.3a); beside a duration ("gets +1/+1 until end of turn unless ...") it is
            # something else (a choice or a payment as it resolves): not read
            if lead or trail or layer_durations - {None}:
                raise NotExpressible("'unless' in an effect with a duration")
            out["conditions"].append({"not": condition(Tree("c_as_long_as", [part.children[0]]))})
            out["@unless"] = True       # compile: only a static ability's continuous effect
        elif d in ("lead_condition", "trail_condition"):
            out["conditions"].append(condition(part.children[0]))
            # "as long as enchanted creature is red, it ...", "as long as ~ is equipped, it ...":
            # "it" names the object the leading condition is about
            if d == "lead_condition" and "enchanted" in out["conditions"][-1]:
                body = part.children[0].children[0] if part.children[0].children else None
                equipped = isinstance(body, Tree) and body.data in ("cb_equipped_is", "cb_equipped_super")
                out["@lead_subject"] = "equipped" if equipped else "enchanted"
            elif d == "lead_condition" and _condition_names_self(part.children[0]) \
                    and part.children[0].children[0].data != "cb_paired":
                # (not "~ is paired with another creature, it ...": the condition names two objects)
                out["@lead_subject"] = "self"
            cond = out["conditions"][-1]
            if d == "lead_condition" and isinstance(cond.get("count"), dict) and cond["count"].get("min") == 1 \
                    and cond["count"].get("max") == 1:
                # "as long as you control exactly one creature, that creature gets +2/+0": while there is
                # exactly one, "that creature" is the one object the condition counts
                out["@lead_that"] = cond["count"]["of"]
        elif d == "where_x":
            out["where_x"] = value(part.children[0])
        elif d == "where_xy":
            out["where_x"], out["where_y"] = _where_xy(part)
        elif d == "lead_for_each":
            # "For each card discarded this way, creatures you control get +1/+0 until end of turn": the same
            # for-each as after the duration
            if "@for_each" in out:
                raise NotExpressible("two 'for each' of one clause")
            out["@for_each"] = count_np(_first_tree(part))
        elif d == "trail_for_each":
            # "gets +1/+1 until end of turn for each ...": the for-each of the +N/+N before the duration
            out["@for_each"] = count_np(_first_tree(part.children[0]))
        elif d == "subject_clause" and part.children[0].data == "you_and":
            # "you and permanents you control gain hexproof until end of turn": the objects' part is a layer
            # effect; the player's (702.11c, 702.18, 702.16) is not, kept as `other`
            out["affects"] = _you_and_objects(part.children[0])
            timed(part.children[1])
            out.setdefault("other", []).append(_player_part(part.children[1], tree, text,
                                                            trail[0] if trail else lead[0] if lead else None))
        elif d == "subject_clause":
            out["affects"] = selector(part.children[0])
            # "enchanted creature gets ... for each other creature": the subject is named as a creature
            out["@subject_creature"] = any(str(w) in ("creature", "creatures")
                                           for w in (part.children[0].scan_values(lambda v: isinstance(v, Token))
                                                     if isinstance(part.children[0], Tree) else ()))
            if isinstance(part.children[0], Tree) and part.children[0].data == "targets_and":
                # "target creature you control and target creature an opponent controls each gain ...": the
                # targets of the sentence's first two "target" phrases (115.1d)
                out["@subject_targets"] = 2
            if out["affects"] == IT and "@lead_subject" in out:
                out["affects"] = out["@lead_subject"]
            elif out["affects"] == THAT and "@lead_that" in out:
                out["affects"] = out["@lead_that"]
            perpetual = _perpetual(part.children[1])
            timed(part.children[1])
            if perpetual:
                # Alchemy's "perpetually" governs the whole list: no other duration, no restriction
                if lead or trail or layer_durations - {None} or out.get("other"):
                    raise NotExpressible("'perpetually' beside another duration or a restriction")
                perpetual_seen = True
            _lose_other(out["ops"])
        elif d == "gain_control":
            out["affects"] = selector(part.children[0])
            out["ops"]["gain_control"] = "you"
            if timed_parts:     # its own duration: "gain control of it until end of turn and it gains ..."
                inner = [c for c in part.children if isinstance(c, Token) and c.type == "MIDDUR"]
                layer_durations.add(lexed_duration(inner[0]) if inner else None)
        elif d == "player_gains_control":
            # "target opponent gains control of ~": control changes to the targeted player (613.1b),
            # the scenario's choices.player
            out["affects"] = selector(part.children[0])
            out["ops"]["gain_control"] = "chosen"
        elif d == "most_gains_control":
            # 613.1b: the player who controls more of these objects than each other player, as it resolves; only
            # after the intervening "if" that says one player does (603.4: with two or more tied for the most,
            # it does nothing), the same objects counted
            most = np(part.children[0])
            if out.pop("@player_most", None) != most:
                raise NotExpressible("'the player who controls the most ...' without 'if a player controls more ... "
                                     "than each other player' of the same objects")
            out["affects"] = selector(part.children[1])
            out["ops"]["gain_control"] = {"most": most}
        elif d == "most_life_gains_control":
            # 613.1b, 119: "the player with the most life gains control of ~", after "if a player has more life
            # than each other player" (603.4): the players' life totals, game facts the board is told
            if out.pop("@player_most", None) != "life":
                raise NotExpressible("'the player with the most life' without 'if a player has more life than each "
                                     "other player'")
            out["affects"] = selector(part.children[0])
            out["ops"]["gain_control"] = {"most": "life"}
        elif d == "owner_gains_control":
            # "each player gains control of all creatures they own": each object's controller becomes
            # its owner (613.1b, 110.2)
            out["affects"] = selector(part.children[0])
            if not isinstance(out["affects"], dict):
                raise NotExpressible("'each player gains control of' a reference")
            out["ops"]["gain_control"] = "owner"
        elif d == "exchange_control":
            # 701.12: one-shot; the board exchanges the two permanents' controllers as it resolves
            out["affects"] = "targets"
            out["ops"]["exchange_control"] = exchanged(part.children[0])
        elif d == "you_control":
            out["affects"] = selector(part.children[0])
            out["ops"]["gain_control"] = "you"
        elif d == "switch_pt":
            out["affects"] = possessive(part.children[0])
            out["ops"]["switch_pt"] = True
        elif d == "switch_pt_of":
            # 613.4d: "switch the power and toughness of each creature on the battlefield", "of each of up to
            # two target creatures"
            out["affects"] = selector(part.children[0])
            out["ops"]["switch_pt"] = True
        elif d == "pt_clause":
            out["affects"] = possessive(part.children[0])
            pt_def(part.children[1], out["ops"])
        elif d in ("base_pt_of_equal_pt", "base_pt_of_equal", "base_pt_of_box"):
            # 613.4b: "the base power and toughness of <objects> become equal to ~'s power and toughness" (each
            # the source's own, 608.2h: determined once, as it resolves), "... become equal to ~'s power" (one
            # value for both), "... become X/X"
            out["affects"] = selector(part.children[0])
            if d == "base_pt_of_equal_pt":
                whose = possessive(part.children[1])
                if whose != "self":
                    raise NotExpressible("the power and toughness of an object other than the source")
                _merge(out["ops"], "set_pt", [{"power": "self"}, {"toughness": "self"}])
            elif d == "base_pt_of_equal":
                _merge(out["ops"], "set_pt", value(part.children[1]))
            else:
                _merge(out["ops"], "set_pt", pt_box(_tok(part.children[1])))
        elif d in ("change_base_power", "change_base_toughness"):
            # misc16: 613.4b: "change ~'s base power (toughness) to <value>" sets that one in layer 7b; the value is
            # determined once, as the effect begins (608.2h)
            out["affects"] = possessive(part.children[0])
            _merge(out["ops"], "set_power" if d == "change_base_power" else "set_toughness", value(part.children[1]))
        elif d == "distribute":
            # 601.2d: the division is announced as it is cast, each target getting at least one; the
            # scenario's choices.distribution lists the counters per target (checked by the board)
            n = _number(part.children[0])
            kind = counter_kind(part.children[1])
            out["affects"] = "targets"
            out["distribute_counters"] = {kind: n}
        elif d == "distribute_x":
            # 601.2d, 107.3: X counters divided among the targets, X the "where X is ..." value or the cost's X
            out["affects"] = "targets"
            out["distribute_counters"] = {counter_kind(part.children[0]): X}
        elif d == "put_counters":
            # one or more "<counters> on <objects>" parts (608.2c); the first is the clause's, the others are
            # counters put on other objects (``also_counters``)
            lists = _kids(part, "counter_list")
            subjects = [c for c in part.children if isinstance(c, Tree) and c.data != "counter_list"]
            parts_: list[tuple[Any, dict[str, Any]]] = []
            for cl_, subj in zip(lists, subjects):
                groups = _kids(cl_, "counter_group")
                kinds = {counter_kind(g.children[1]): _number(g.children[0]) for g in groups}
                if len(kinds) != len(groups):
                    raise NotExpressible("the same kind of counter twice in one list")
                parts_.append((selector(subj), kinds))
            out["affects"], out["counters"] = parts_[0]
            if len(parts_) > 1:
                if len({repr(a) for a, _ in parts_}) != len(parts_):
                    raise NotExpressible("counters put on the same objects twice")
                if any(a in ("targets", IT, THAT) for a, _ in parts_) and "'other': True" in repr(parts_):
                    raise NotExpressible("'other' beside a target: other than which is not written")
                out["also_counters"] = [{"affects": a, "counters": k} for a, k in parts_[1:]]
        elif d == "put_counter_choice":
            # 608.2d: one counter, of the kind chosen as it resolves (the step's choices.counter)
            if any(_tok(n) not in ("a", "an") for n in _kids(part, "number")):
                raise NotExpressible("'N counters or N counters'")
            opts = [counter_kind(c) for c in (_kids(part, "counter_options")[0].children if _kids(part, "counter_options")
                                              else part.children) if isinstance(c, Tree) and c.data.endswith("_counter")]
            if len(set(opts)) != len(opts):
                raise NotExpressible("'your choice of' the same counter twice")
            out["affects"] = selector([c for c in part.children if isinstance(c, Tree)][-1])
            out["counters"] = {"one_of": opts}
        elif d == "put_counters_and_choice":
            # 608.2d: the fixed counters and one counter of the kind chosen as it resolves (the step's choices.counter)
            group = _kids(part, "counter_group")[0]
            fixed = {counter_kind(group.children[1]): _number(group.children[0])}
            opts = [counter_kind(c) for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")]
            if len(set(opts)) != len(opts) or set(opts) & set(fixed) or not isinstance(next(iter(fixed.values())), int):
                raise NotExpressible("'a counter from among' the same kind twice")
            out["affects"] = selector([c for c in part.children if isinstance(c, Tree)][-1])
            out["counters"] = {**fixed, "one_of": opts}
        elif d == "put_counters_chosen":
            # "put a +1/+1 counter on a creature you control": one object, chosen as the spell or ability
            # resolves (608.2d; not a target, 115.1), among those the noun phrase names then (``chosen_is``)
            groups = _kids(_kids(part, "counter_list")[0], "counter_group")
            kinds = {counter_kind(g.children[1]): _number(g.children[0]) for g in groups}
            if len(kinds) != len(groups):
                raise NotExpressible("the same kind of counter twice in one list")
            among = np([c for c in part.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0])
            if not isinstance(among, dict) or among.get("zones") not in (None, ["battlefield"]):
                raise NotExpressible("counters on a chosen object that is not a permanent")
            out["affects"], out["counters"], out["chosen_is"] = "chosen", kinds, among
        elif d == "put_x_counters":
            # "put X +1/+1 counters on ...": X is the "where X is ..." value or the X of the cost (601.2b),
            # bound with the ability; determined as it resolves (608.2h)
            out["affects"] = selector(part.children[-1])
            out["counters"] = {counter_kind(part.children[0]): X}
        elif d == "put_up_to_counters":
            # 608.2d: "put up to X +1/+0 counters on ~": the number chosen as it resolves, at most X (the cost's X
            # or "where X is ...") or that many (``up_to``, the step's choices.up_to)
            trees = [c for c in part.children if isinstance(c, Tree)]
            out["affects"] = "self"
            out["counters"] = {counter_kind(trees[-1]): {"up_to": [_number(trees[0]) if len(trees) > 1 else X]}}
        elif d == "put_that_many_counters":
            # "put that many +1/+1 counters on ~": the number of the trigger event (603.2, 608.2h), as the
            # step states it; the compiler keeps it only where the event carries one number
            out["affects"] = selector(part.children[-1])
            out["counters"] = {counter_kind(part.children[0]): "that_many"}
        elif d == "put_counters_equal":
            # "put a number of +1/+1 counters equal to ~'s power on ...": determined as it resolves (608.2h)
            trees = [c for c in part.children if isinstance(c, Tree)]
            out["affects"] = selector(trees[-1])
            out["counters"] = {counter_kind(trees[0]): value(trees[1])}
        elif d == "put_counters_on_equal":
            # "put a number of +1/+1 counters on target creature equal to ...": the same, in the other order
            trees = [c for c in part.children if isinstance(c, Tree)]
            out["affects"] = selector(trees[1])
            out["counters"] = {counter_kind(trees[0]): value(trees[2])}
        elif d in ("enters_with", "escapes_with"):
            # 614.1c: a replacement effect of the permanent's own ability (614.12), not a layer effect;
            # the counters it enters with are counted in 7c (613.4c). 702.138c: "escapes with" is
            # "if this permanent escaped, it enters with ..."
            if d == "escapes_with":
                out["conditions"].append({"alt_cost": "escape"})
            cnt = [c for c in part.children if isinstance(c, Tree) and c.data == "count"][0]
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            many: Any = X if _tok(cnt) == "x" else {"times": [2, X]} if _tok(cnt) == "twice x" \
                else _number(cnt.children[0])
            fe = _kids(part, "for_each")
            if fe:      # "enters with a +1/+1 counter on it for each creature card in your graveyard"
                if many == X:
                    raise NotExpressible("X counters for each")
                many = _scaled(many, count_np(_first_tree(fe[0])))
            out["affects"] = "self"
            out["enters_with_counters"] = {kind: many}
            also = _kids(part, "enters_also")
            if also:
                side: dict[str, Any] = {}
                out["enters_with_abilities"] = abilities(also[0].children[0], side)
                if side or not out["enters_with_abilities"]:
                    raise NotExpressible("entering with something other than abilities")
        elif d in ("enters_with_plus", "enters_with_two_counts"):
            # 614.1c: "~ enters with a +1/+1 counter on it plus an additional +1/+1 counter on it for each other
            # creature you control", "... a +1/+1 counter on it for each other red creature you control and a +1/+1
            # counter on it for each other green creature you control": one kind, the amounts added, worked out
            # as it enters (from the board without it, 614.12)
            plus_kinds = {counter_kind(k) for k in part.children if isinstance(k, Tree) and k.data.endswith("_counter")}
            if len(plus_kinds) != 1:
                raise NotExpressible("counters of two kinds it enters with, each counted")
            plus_counts = [c for c in part.children if isinstance(c, Tree) and c.data == "count"]
            if any(_tok(c) in ("x", "twice x") for c in plus_counts):
                raise NotExpressible("X counters it enters with beside a count")
            plus_fes = _kids(part, "for_each")
            amounts: list[Any] = [_number(plus_counts[0].children[0])] if d == "enters_with_plus" else []
            for i, plus_fe in enumerate(plus_fes):
                amounts.append(_scaled(_number(plus_counts[-len(plus_fes) + i].children[0]) if d == "enters_with_two_counts" else 1,
                                       count_np(_first_tree(plus_fe))))
            out["affects"] = "self"
            out["enters_with_counters"] = {plus_kinds.pop(): {"sum": amounts}}
        elif d in ("others_enter_with", "others_enter_with_value", "others_enter_with_x"):
            # 614.1c, 614.12: a static ability's replacement effect on the other permanents it names as they
            # enter (never on its own source); the counters count in 7c (613.4c)
            group = Tree("group", [c for c in part.children if isinstance(c, Tree) and c.data in
                                   ("np", "np_any", "all_other", "each_other", "other", "quantity")])
            out["affects"] = selector(group)
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            if d == "others_enter_with_value":
                many = value([c for c in part.children if isinstance(c, Tree) and c.data.startswith("v_")][0])
            elif d == "others_enter_with_x":
                if _tok(_kids(part, "number")[0]) not in ("a", "an"):
                    raise NotExpressible("'N additional X counters'")
                many = X        # "an additional X +1/+1 counters": "where X is ..." (bound with the ability)
            else:
                many = _number(_kids(part, "number")[0])
                fe = _kids(part, "for_each")
                if fe:
                    if many == X:
                        raise NotExpressible("X counters for each")
                    many = _scaled(many, count_np(_first_tree(fe[0])))
            out["enters_with_counters"] = {kind: many}
            out["@others_enter"] = True
        elif d in ("that_enters_with", "that_enters_with_x"):
            # 614.1c: "Whenever you cast a creature spell, that creature enters with X additional +1/+1 counters on it":
            # the permanent the spell the trigger names becomes (the event's object, 400.7a-b, 608.3); the number
            # worked out as the replacement applies, as it enters (608.2h), from the board without it
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            if d == "that_enters_with_x":
                many = X
            else:
                many = _number(_kids(part, "number")[0])
                fe = _kids(part, "for_each")
                if fe:
                    many = _scaled(many, count_np(_first_tree(fe[0])))
            out["affects"] = THAT
            out["enters_with_counters"] = {kind: many}
            out["@spell_enters"] = True
        elif d == "that_enters_with_each":
            # 614.1c: "that creature enters with an additional +1/+1 counter, reach counter, and trample counter on
            # it": one counter of each kind named, on the permanent the spell the trigger names becomes
            if _tok(_kids(part, "number")[0]) not in ("a", "an"):
                raise NotExpressible("'N counter, ... counter' with N other than one")
            each = [counter_kind(c) for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")]
            if len(set(each)) != len(each):
                raise NotExpressible("the same kind of counter twice in one list")
            out["affects"] = THAT
            out["enters_with_counters"] = {k: 1 for k in each}
            out["@spell_enters"] = True
        elif d == "that_enters_with_choice":
            # 614.1c: "that creature enters with your choice of a +1/+1 counter, a flying counter, or a lifelink
            # counter on it": one counter of the kind chosen as it enters (the entering step's choices.counter)
            opts = [counter_kind(c) for c in _kids(part, "counter_options")[0].children if isinstance(c, Tree)]
            if len(set(opts)) != len(opts):
                raise NotExpressible("'your choice of' the same counter twice")
            out["affects"] = THAT
            out["enters_with_counters"] = {"one_of": opts}
            out["@spell_enters"] = True
        elif d == "next_cast_enters_with":
            # 603.7, 614.1c: "When you next cast a creature spell this turn, that creature enters with an additional
            # +1/+1 counter on it": the next spell of that kind the source's controller casts this turn (601.2,
            # the board fixes it as it is cast, choices.next_spell_of) enters the battlefield with the counters
            # (a replacement effect on the permanent it becomes, 400.7a/608.3); the counters count in 7c (613.4c)
            sel = np([c for c in part.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0])
            if sel.get("zones") != ["stack"] or set(sel) - {"zones", "types", "subtypes", "colors", "supertypes"} \
                    or "Creature" not in (sel.get("types") or []):
                raise NotExpressible("'when you next cast' a spell other than a creature spell of a plain kind")
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            out["affects"] = {**sel, "cast_by": "you", "next_this_turn": True}
            out["enters_with_counters"] = {kind: _number(_kids(part, "number")[0])}
            out["duration"] = "end_of_turn"     # 611.2a: the spell is one cast this turn
        elif d == "mana_spent_enters_with":
            # ifsyou15: 106.4, 614.1c: "If that mana is spent on a creature spell, that creature enters with an
            # additional +1/+1 counter on it": the spell the mana the ability added was spent on (the board fixes it
            # as it is cast, choices.mana_from) enters the battlefield with the counters (400.7a, 608.3; 7c)
            sel = _mana_spell([c for c in part.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0])
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            out["affects"] = {**sel, "mana_spent_on": True}
            out["enters_with_counters"] = {kind: _number(_kids(part, "number")[0])}
        elif d == "counters_put_instead":
            # 614.1a: a replacement effect on counters being put on the permanents it names (a static ability)
            trees = [c for c in part.children if isinstance(c, Tree)]
            if _tok(trees[0]) != "one":
                raise NotExpressible("'if N or more counters would be put' with N other than one")
            kind = counter_kind(trees[1])
            on, instead = trees[2], trees[3]
            if on.data == "put_on_self":
                out["affects"] = "self"
            else:
                sel = np((_kids(on, "np") + _kids(on, "np_any"))[0])     # "an artifact or creature you control"
                if on.data == "put_on_another":
                    sel["other"] = True
                out["affects"] = sel
            again = [c for c in instead.children if isinstance(c, Tree) and c.data.endswith("_counter")]
            if counter_kind(again[0]) != kind:
                raise NotExpressible("other counters put instead")
            if instead.data == "pi_plus":
                out["counters_put_instead"] = {"kind": kind, "plus": _number(_kids(instead, "number")[0])}
            elif instead.data == "pi_twice":
                out["counters_put_instead"] = {"kind": kind, "times": 2}
            else:
                out["counters_put_instead"] = {"kind": kind, "minus": _number(_kids(instead, "number")[0])}
        elif d == "enters_with_list":
            # "~ enters with two +1/+1 counters and a trample counter on it" (614.1c): each kind
            first = _kids(part, "count")[0]
            if _tok(first) == "x":
                raise NotExpressible("X counters in a list")
            listed: list[tuple[int, Any]] = [(_number(first.children[0]), [
                c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])]
            listed += [(_number(g.children[0]), g.children[1]) for g in _kids(part, "counter_group")]
            kinds = {counter_kind(k): n for n, k in listed}
            if len(kinds) != len(listed):
                raise NotExpressible("the same kind of counter twice in one list")
            out["affects"] = "self"
            out["enters_with_counters"] = kinds
            also = _kids(part, "enters_also")
            if also:
                side2: dict[str, Any] = {}
                out["enters_with_abilities"] = abilities(also[0].children[0], side2)
                if side2 or not out["enters_with_abilities"]:
                    raise NotExpressible("entering with something other than abilities")
        elif d in ("enters_with_choice", "escapes_with_choice"):
            # "enters with your choice of a deathtouch counter or a lifelink counter on it": one counter
            # of the kind chosen as it enters (614.1c, 614.12; the scenario's choices.counter); 702.138c:
            # "escapes with ..." is "if this permanent escaped, it enters with ..."
            if d == "escapes_with_choice":
                out["conditions"].append({"alt_cost": "escape"})
            opts = [counter_kind(c) for c in _kids(part, "counter_options")[0].children if isinstance(c, Tree)]
            if len(set(opts)) != len(opts):
                raise NotExpressible("'your choice of' the same counter twice")
            out["affects"] = "self"
            out["enters_with_counters"] = {"one_of": opts}
        elif d == "enters_with_each":
            # "~ enters with each of a vigilance, reach, trample, and hexproof counter on it": one counter
            # of each kind named (614.1c)
            each = [counter_kind(c) for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")]
            if len(set(each)) != len(each):
                raise NotExpressible("the same kind of counter twice in one list")
            out["affects"] = "self"
            out["enters_with_counters"] = {k: 1 for k in each}
        elif d == "enters_with_value":
            # "enters with a number of +1/+1 counters on it equal to ..." (614.1c), counted as it enters
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            out["affects"] = "self"
            out["enters_with_counters"] = {kind: value([c for c in part.children if isinstance(c, Tree)
                                                        and c.data.startswith("v_")][0])}
        elif d in ("remove_all_of_kind", "remove_every_counter", "remove_counters"):
            # 122.1: counters removed from each object as it resolves (a one-shot effect): all of a kind, all of
            # every kind ("any"), or a number of them (as many as it has, at most)
            out["affects"] = selector(part.children[-1])
            named = [c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")]
            removed = counter_kind(named[0]) if named else "any"
            out["remove_counters"] = {removed: _number(part.children[0]) if d == "remove_counters" else "all"}
        elif d == "bolster":
            # 701.39a: "Bolster N" means "Choose a creature with the least toughness among creatures you control and
            # put N +1/+1 counters on it": the creature chosen as it resolves (the step's choices.object), among
            # those with the least toughness then (``chosen_least``); X: "where X is ..." or the cost's
            cnt_b = _kids(part, "count")[0]
            if _tok(cnt_b) == "twice x":
                raise NotExpressible("'bolster twice X'")
            out["affects"] = "chosen"
            out["counters"] = {"+1/+1": X if _tok(cnt_b) == "x" else _number(cnt_b.children[0])}
            out["chosen_is"] = {"controller": "you", "types": ["Creature"]}
            out["chosen_least"] = "toughness"
        elif d in ("remove_chosen", "remove_chosen_up_to"):
            # 122.1, 608.2d: that many counters (or up to that many) of any kinds removed from its one object, which
            # ones chosen as it resolves (the step's choices.removed); "X": "where X is ..." or the cost's
            cnt_any = _kids(part, "count")[0]
            if _tok(cnt_any) == "twice x":
                raise NotExpressible("'twice X' counters of any kinds removed")
            many_any: Any = X if _tok(cnt_any) == "x" else _number(cnt_any.children[0])
            out["affects"] = selector(part.children[-1])
            out["remove_counters"] = {"chosen_up_to" if d == "remove_chosen_up_to" else "chosen": many_any}
        elif d == "remove_counters_equal":
            # 122.1, 608.2h: that many removed from each object, the value determined as it resolves
            trees = [c for c in part.children if isinstance(c, Tree)]
            out["affects"] = selector(trees[1])
            out["remove_counters"] = {counter_kind(trees[0]): value(trees[2])}
        elif d == "double_counters":
            # 701.10e: it gets as many of those counters as it already has (a one-shot effect)
            out["affects"] = selector(part.children[-1])
            out["double_counters"] = [counter_kind(part.children[0])]
        elif d in ("double_pt", "double_pt_of"):
            out["affects"] = (possessive(part.children[0]) if d == "double_pt"
                              else selector(part.children[-1]))
            out["ops"]["modify_pt"] = double_pt(_tok(_kids(part, "double_what")[0]))
        elif d == "triple_pt":
            # 701.11b: tripling gives +X/+0 (+X/+Y), X twice its power (Y twice its toughness) as it resolves
            out["affects"] = possessive(part.children[0])
            out["ops"]["modify_pt"] = [0 if v == 0 else {"times": [2, v]}
                                       for v in double_pt(_tok(_kids(part, "double_what")[0]))]
        elif d == "enters_as_copy":
            out["affects"] = "self"
            out["enters_as_copy"] = enters_as_copy(part)
            if _kids(part, "enters_tapped"):
                out.setdefault("other", []).append("enters tapped")     # 614.1c: not a layer effect
        elif d == "turn_face_down":
            # 708.2a: the board turns it face down as the spell or ability resolves (layer 1b from then on)
            out["affects"] = selector(part.children[0])
            out["turn_face_down"] = True
        elif d == "transform_act":
            # 701.27a: the board turns it over to its other face as the spell or ability resolves (613.7g)
            out["affects"] = selector(part.children[0])
            out["transform"] = True
        elif d in ("token_copy", "token_copies_x"):
            # 111.1, 707.2: the board creates the token (a copy of the one target) as it resolves; what
            # the ability says next of "that token" / "it" names it (``created``)
            source = selector([c for c in part.children if isinstance(c, Tree) and c.data != "number"][0])
            if source == "equipped" and not _kids(part, "number") and d == "token_copy":
                # 301.5a: "create a token that's a copy of equipped creature": the creature the source is attached to
                # as it resolves (none: no token), not a target (``of: equipped``)
                out["@copy_equipped"] = True
            elif source not in ("targets", IT, THAT, CARD):
                raise NotExpressible("a token copy of an object that is not the target")
            elif source != "targets":
                # "create a token that's a copy of that creature": the object of the trigger event, which the
                # compiler binds (``@copy_of``) and accepts only when it is the ability's ``targets``
                out["@copy_of"] = source
            spec: dict[str, Any] = {}
            many = _kids(part, "number")
            if many or d == "token_copies_x":
                # "create five tokens that are copies of ...", "create X tokens ..." (X: choices.number)
                spec["count"] = _number(many[0].children[0]) if many else "x"
                if spec["count"] == 1:
                    raise NotExpressible("'one tokens'")
            exc = _kids(part, "copy_except")
            if exc:
                spec["except"] = copy_exceptions(exc[0])
                if THIS_ABILITY in spec["except"].get("add_abilities", []) or OWN_ABILITIES in spec["except"]:
                    raise NotExpressible("'this ability' of a token copy")
                if ENTERS_WITH in spec["except"]:
                    # 614.1c: "except it enters with an additional +1/+1 counter on it": not read for a token copy
                    raise NotExpressible("counters a token copy enters with")
            out["affects"] = "created"
            if out.pop("@copy_equipped", None):
                spec["of"] = "equipped"
            out["create_token_copy"] = spec
        elif d == "change_text":
            # 612.1: the words replaced are chosen as the spell or ability resolves (the scenario's
            # choices.words, which the board checks against the kinds of words this text names, 612.2)
            word_kinds = [w for w in _kids(part, "text_words")[0].children if isinstance(w, Tree)]
            if any(_tok(w.children[0]) != "one" for w in word_kinds):
                raise NotExpressible("a text change of more than one word")
            out["affects"] = selector(part.children[0])
            out["ops"]["change_text"] = "chosen"
        elif d == "still_a":
            out["still"] = True
        elif d in ("it_is", "he_is"):
            # "It's an enchantment." (after "return it to the battlefield"): "it is", 205.1a as "is a ..."
            out["affects"] = IT if d == "it_is" else "self"
            typed(next(c for c in part.children if isinstance(c, Tree)), out["ops"], "is_type")
        elif d == "they_are":
            # "They're black Zombies in addition to their other colors and types." (after "put ... onto the
            # battlefield"): "they are", the objects "they" names
            out["affects"] = THEY
            typed(part.children[0], out["ops"], "is_type")
        else:
            raise NotExpressible(d)
    if timed_parts:
        if len(layer_durations) > 1:
            raise NotExpressible("parts of one sentence with different durations")
        if lead and layer_durations - {None, lead[0]}:
            raise NotExpressible("a part with a duration other than the sentence's")
        # the duration of the layer parts (a lead duration covers every part)
        dur = lead[0] if lead else next(iter(layer_durations), None)
        if dur is not None:
            out["duration"] = dur
    if perpetual_seen:
        out["duration"] = "perpetual"
    if antecedent is not None and out.get("affects") in (IT, THEY, THAT):
        out["affects"] = antecedent
    if out.pop("@you_did", False) and ("enters_with_counters" not in out or out.get("ops") or len(out["conditions"]) != 1):
        raise NotExpressible("'if you do' before an effect other than the counters it enters with")
    if "enters_with_counters" in out and any(c not in ({"alt_cost": "kicker"}, {"alt_cost": "escape"})
                                             and "fact" not in c and not _how_cast(c)
                                             # counters15: "... if you didn't go first this game" (103.1)
                                             and not (list(c) == ["not"] and isinstance(c["not"], dict)
                                                      and list(c["not"]) == ["fact"])
                                             and not (list(c) == ["count"] and (out.get("@if_trail_board") or out.get("@if_board"))
                                                      and "self" not in repr(c) and "'other'" not in repr(c))
                                             for c in out["conditions"]):
        # a replacement effect applies as the permanent enters (614.12): only how it was cast is known
        # then (kicked, escaped, the mana spent: "Adamant — ..."), and the game facts the board is told
        # (614.1c: "... if you attacked this turn"), and a count of other permanents ("... if you control a
        # creature with power 4 or greater"), made on the board without it (614.12: it isn't there yet)
        raise NotExpressible("counters it enters with under a condition other than being kicked or escaping")
    if {"alt_cost": "kicker"} in out["conditions"] and "enters_with_counters" not in out:
        # 702.33d: an effect of a resolving spell (or triggered ability) that happens only when it was
        # kicked: not a condition read continuously but a branch taken as it resolves (the
        # definition's `kicked`, made by compile from the ability's clauses)
        out["conditions"] = [c for c in out["conditions"] if c != {"alt_cost": "kicker"}]
        if out["conditions"]:
            raise NotExpressible("'if ... was kicked' beside another condition")
        out["kicked"] = out["@kicked_names"]     # "if ~ was kicked" / "if it was kicked"
    out.pop("@kicked_names", None)
    if out.get("instead") and not out.get("kicked") and out.get("resolves_if") and len(out["conditions"]) == 1 \
            and (not any(m in repr(out["conditions"][0]) for m in (IT_IS, IT_SELF, IT, THAT, THEY, IN_ZONES, PAIRED))
                 or (list(out["conditions"][0]) == [IT_IS] and out.get("@if_ref", IT) == IT and "@lead_subject" not in out
                     and out.get("affects") not in (IT, THAT, THEY) and "counters" not in out
                     and IT not in repr(out["conditions"][0][IT_IS]))):
        # 608.2c: "If you control four or more creatures, that creature gets +4/+4 until end of turn instead": a
        # condition of the board (or a game fact) checked once as the spell or ability resolves; compile makes
        # this clause the definition's ``instead``, in place of the effect before it. "If it's an Aura, enchanted
        # creature gets +1/+0 until end of turn instead": "it" is what the effect before is on (bound in compile)
        out["instead_if"] = out["conditions"].pop()
        out.pop("@if_ref", None)
        out.pop("resolves_if")
        out.pop("@if_counters", None)
        out.pop("@if_board", None)      # (the condition is the instead's, not the ability's intervening "if")
    elif out.get("instead") and not out.get("kicked") and not out.get("resolves_if") and len(out["conditions"]) == 1:
        # 611.3a: "It gets -5/-5 instead as long as you've completed a dungeon": a static ability's second
        # effect, while the condition holds, in place of the first (compile: the first is its ``otherwise``)
        out["instead_while"] = True
    if out.get("instead") and not out.get("kicked") and "instead_if" not in out and "instead_while" not in out and not (
            out.get("@if_counters") and len(out["conditions"]) == 1 and IT_IS in out["conditions"][0]):
        raise NotExpressible("'instead' of an effect not under 'if ... was kicked'")
    on_it = out.get("affects") in (IT, THAT) or (out.get("@if_trail") and out.get("affects") in ("targets", "self", YOURS))
    if out.get("@if_counters") and len(out["conditions"]) == 1 and IT_IS in out["conditions"][0] \
            and on_it and "counters" in out and not out["ops"] \
            and "also_counters" not in out:
        # "If it's a Vampire, put a +1/+1 counter on it." (608.2c): an instruction checked as it resolves,
        # on the object "it" names: counters put on it only if it is one then
        out["counters_if"] = out["conditions"].pop()[IT_IS]
        out["if_ref"] = out.pop("@if_ref", None)
        out.pop("resolves_if", None)
        out.pop("@if_counters")
    if out.get("@if_counters") and len(out["conditions"]) == 1 and IT_IS in out["conditions"][0] \
            and on_it and out["ops"] and "counters" not in out \
            and "also_counters" not in out and "@lead_subject" not in out:
        # "If it's legendary, it also gains lifelink until end of turn." (608.2c): an instruction of a
        # resolving spell or ability followed only if the object "it" names is one as it resolves
        # (611.2c: its objects are fixed then); compile makes it a part of its own (``if_is``)
        out["if_is"] = out["conditions"].pop()[IT_IS]
        out["if_ref"] = out.pop("@if_ref", None)      # the word the condition names its object by
        out.pop("resolves_if", None)
        out.pop("@if_counters")
    if out.get("instead") and not out.get("kicked") and "if_is" not in out and "counters_if" not in out \
            and "instead_if" not in out and "instead_while" not in out:
        # "If that creature is a Human, put two +1/+1 counters on it instead": only an effect on that object
        raise NotExpressible("'instead' of an effect not under 'if ... was kicked'")
    if "@player_most" in out:
        # "if a player controls more creatures than each other player, ~ gets ...": read only with the change of
        # control to that player (most_gains_control)
        raise NotExpressible("'if a player controls more ... than each other player' beside another effect")
    if out.pop("@if_trail", None) and (out.get("if_is") is None and out.get("counters_if") is None):
        raise NotExpressible("a trailing 'if it's ...' of something other than an effect on the clause's subject")
    if out.pop("@if_ref", None) is not None:
        raise NotExpressible("'if it ...' / 'if that creature ...' before something other than an effect on it")
    if out.get("affects") == IT and "@lead_subject" in out and ("counters" in out or "remove_counters" in out):
        # "if ~ is tapped, put a counter on it", "if ~ attacked or blocked this combat, remove a +1/+0 counter from it"
        out["affects"] = out["@lead_subject"]
    out.pop("@lead_subject", None)
    if out.pop("@each_opponent", False) and out.get("affects") != "targets":
        raise NotExpressible("'for each opponent' of an effect on objects other than targets")
    out.pop("@lead_that", None)
    hoisted = []
    for cond in out["conditions"]:
        if PAIRED in cond:
            if out.get("affects") == THEY:
                out["affects"] = "paired"       # "each of those creatures": the source and its partner
            else:
                # the source and its partner are two objects exactly while they are paired (702.95b)
                hoisted.append({"count": {"of": "paired", "min": 2}})
        elif IN_ZONES in cond and cond.get("@either_zone") and out.get("@if_board"):
            # ifsother15: 603.4, 608.2c: an "if" checked as it resolves: the source is in one of those zones then
            hoisted.append({"source": {"zones": cond[IN_ZONES]}})
        elif IN_ZONES in cond:
            if "zones" in out:
                raise NotExpressible("two zones an ability functions in")
            out["zones"] = cond[IN_ZONES]
            if "@and" in cond:
                hoisted.append(cond["@and"])
        else:
            hoisted.append(cond)
    out["conditions"] = hoisted
    full = out["ops"].get("full_text_of") if isinstance(out.get("ops"), dict) else None
    if isinstance(full, dict) and full.get("top_of_graveyard") == "@top_of_graveyard":
        # ifsother15: "that card" is the top card of the graveyard the ability's one condition names
        tops = [c["top_of_graveyard"] for c in hoisted if list(c) == ["top_of_graveyard"]]
        if len(tops) != 1 or len(hoisted) != 1:
            raise NotExpressible("'the full text of that card' without one condition on the top card of a graveyard")
        full["top_of_graveyard"] = tops[0]
    on_source = bool(out["ops"]) and "counters" not in out and out.get("affects") == "self"
    if out.pop("@if_counters", None) and (len(out["conditions"]) != 1 or not (
            on_source or ("counters" in out and not out["ops"] and not out.get("other")))):
        # the intervening "if" of a board condition is read only before counters put as it resolves, or
        # (603.4) before a triggered ability's effect on its own source: "Whenever ~ attacks, if you control
        # a creature with power 4 or greater, ~ gets +1/+1 until end of turn" (compile allows it only as a
        # triggered ability's one condition, checked as it resolves; the effect then lasts, 611.2a)
        raise NotExpressible("an 'if' clause before something other than counters put as it resolves")
    lead_board = out.pop("@if_board", None)
    if lead_board and "enters_with_counters" in out and not out["ops"] and out.get("affects") == "self":
        # 614.1c: "If you control five or more untapped lands, this creature enters with ...": the lead "if" is
        # the replacement's condition, checked as it enters, as a trailing one is (compile)
        out["@if_trail_board"] = True
    if lead_board and len(out["conditions"]) != 1:
        # 603.4: a triggered ability's intervening "if" is its one condition (compile allows it only there)
        raise NotExpressible("an 'if' clause beside another condition")
    if out.pop("@others_enter", None):
        many = list(out["enters_with_counters"].values())[0]
        if many == X and "where_x" not in out:
            raise NotExpressible("X counters other permanents enter with, with no 'where X is'")
        if any(w in repr(out.get("where_x", many)) for w in ("'x'", "colors_spent", "mana_spent", "times_kicked", "convoked", "mana_value", "@",
                                                                 "'stated'", "'roll'")):
            # how the entering permanent was cast, or its own values: not read for another's replacement effect
            raise NotExpressible("counters other permanents enter with, counted from how they were cast")
    if "@for_each" in out and "counters" in out and not out["ops"]:
        # "put a +1/+1 counter on ~ for each ...": that many counters, counted as it resolves (608.2h)
        v = out.pop("@for_each")
        if not all(type(n) is int for n in out["counters"].values()):
            raise NotExpressible("X counters for each")
        out["counters"] = {k: _scaled(n, v) for k, n in out["counters"].items()}
    if "@for_each" in out:
        v = out.pop("@for_each")
        mod = out["ops"].get("modify_pt")
        if not mod or list(out["ops"]) != ["modify_pt"] or not all(type(m) is int for m in mod):
            raise NotExpressible("'for each' after a duration with no +N/+N of its own")
        out["ops"]["modify_pt"] = [_scaled(m, v) for m in mod]
    affects = out.get("affects", "self")
    for key in list(out):
        if affects == "self" or key == "enters_with_counters":
            # "other" beside the source names the source; the counters a permanent enters with are counted
            # from the board without it (614.1c): "other" is not the source there either (as before)
            out[key] = _other_is_source(out[key])
    if THOSE_SUBJECT in repr(out):
        out = _bind_those(out, affects)
    if "where_x" in out:
        out["where_x"] = _bind_counters_on_it(out["where_x"], affects)
    if (isinstance(affects, dict) and len(out["conditions"]) == 1 and list(out["conditions"][0]) == [IT_IS]
            and set(out["conditions"][0][IT_IS]) == {"types"} and len(out["ops"]) == 1 and not out.get("duration")
            and not out.get("counters")):
        # "Each land gets +2/+2 as long as it's a creature": a condition on each object of the group, read in the
        # one layer the effect applies in (611.3a) — the objects of that layer the selector with those card types
        # names (613.6: the effect starts there); a static ability's only (compile checks the category)
        affects = out["affects"] = {**affects, "types": list(dict.fromkeys(
            affects.get("types", []) + out["conditions"][0][IT_IS]["types"]))}
        out["conditions"] = []
        out["@per_object"] = True
    if (isinstance(affects, dict) and text.startswith("each ") and len(out["conditions"]) == 1
            and list(out["conditions"][0]) == [IT_IS] and out["conditions"][0][IT_IS] in ({"combat": "attacking"}, {"not_combat": "attacking"})
            and not set(affects) & {"combat", "not_combat"} and not out.get("duration") and not out.get("counters")):
        # "Each untapped creature you control gets +0/+2 as long as it's not attacking": a condition on each object
        # of the group (611.3a: checked continuously, as the selector is); combat status is no characteristic
        # (506.4), so the objects are those the selector with that combat status names
        affects = out["affects"] = {**affects, **out["conditions"][0][IT_IS]}
        out["conditions"] = []
    if affects not in (IT, THEY, THAT):
        out["conditions"] = _bind_it(out["conditions"], affects)
        if text.startswith("each ") and "modify_pt" in out["ops"]:
            # counters15: "Each Fungus creature gets +1/+1 for each spore counter on it" (only a "gets"; "is a
            # creature with power and toughness each equal to the number of loyalty counters on it" stays reported:
            # tests/test_compiler_put13.py)
            out["ops"]["modify_pt"] = _bind_counters_on_it(out["ops"]["modify_pt"], affects, True)
        out["ops"] = _bind_counters_on_it(out["ops"], affects)
        if "counters" in out:
            out["counters"] = _bind_counters_on_it(out["counters"], affects)
    elif (affects == IT and out["conditions"] and "'@" not in repr(out["conditions"]).replace(repr(IT_IS), "")
          .replace(repr(IT_SELF), "") and COUNTERS_ON_IT not in repr(out["ops"]) and "where_x" not in out
          and "counters" not in out and not out.get("duration")):
        # "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2.": "it" in the
        # condition is the clause's subject, which the ability's earlier clause names; bound with it (compile:
        # _bind_it, the source or the object it's attached to, else not expressible)
        out["@it_conditions"] = True
    elif affects == IT and out["conditions"] and all(list(c) == [IT_SELF] for c in out["conditions"]) \
            and not (COUNTERS_ON_IT in repr(out["ops"]) or THAT_ONE in repr(out.get("where_x"))
                     or THAT_ONE in repr(out.get("counters")) or COUNTERS_ON_IT in repr(out.get("counters"))
                     or COUNTERS_ON_THEM in repr(out)):
        # "Whenever ~ deals combat damage to a player, if it has fewer than four +1/+1 counters on it, put a +1/+1
        # counter on it": the condition's "it" is the subject's; compile binds both, and reads the condition only
        # when they name the source (a condition only the source can meet)
        out["@it_self_conds"] = True
    elif IT_IS in repr(out["conditions"]) or IT_SELF in repr(out["conditions"]) or COUNTERS_ON_IT in repr(out["ops"]) \
            or THAT_ONE in repr(out.get("where_x")) or THAT_ONE in repr(out.get("counters")) \
            or COUNTERS_ON_IT in repr(out.get("counters")) or COUNTERS_ON_THEM in repr(out):
        raise NotExpressible("'it' in a condition or value of a clause whose subject is a reference")
    if COUNTERS_ON_THEM in repr(out):       # anywhere else no group binds it ("enters with ... on them")
        raise NotExpressible("'counters on them' with no group the clause names")
    return out
