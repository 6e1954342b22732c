"""Lower a parse tree of :mod:`layerkit.compiler.grammar` to a clause: the selector, the
operations, the values, the condition and the duration, in the words of ``data/effects/README.md``.

A clause may still hold references to resolve (``it``, ``they``, ``x``); :mod:`layerkit.compiler.compile`
binds them from the rest of the ability. Anything the vocabulary cannot say raises
:class:`NotExpressible` with the reason; the caller then marks the clause unsupported.
"""
from __future__ import annotations

from typing import Any

from lark import Token, Tree

from .words import CARD_TYPE_WORDS, COLORS, KEYWORD_PARAMETERS, NUMBER_WORDS, SUPERTYPE_WORDS, keyword_title, subtype_word

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


def _tok(node: Any) -> str:
    if isinstance(node, Token):
        return str(node)
    if isinstance(node, Tree):
        return " ".join(_tok(c) for c in node.children)
    return str(node)


def _kids(t: Tree, data: str) -> list[Tree]:
    return [c for c in t.children if isinstance(c, Tree) and c.data == data]


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
    if body == "x":
        return X if sign == 1 else {"times": [-1, X]}
    return sign * int(body)


def ptmod(tok: str) -> list[Any]:
    p, t = tok.split("/")
    return [_pt_part(p), _pt_part(t)]


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

def np(t: Tree, *, allow_cards: bool = False) -> dict[str, Any]:
    """A noun phrase ("other nontoken Elf creatures you control") as a selector mapping."""
    if t.data == "np_any":       # "artifact or creature": any of these card types
        heads = [c for c in t.children if isinstance(c, Tree) and c.data == "head_word"]
        words = [_tok(h) for h in heads]
        if not all(w in CARD_TYPE_WORDS for w in words):
            raise NotExpressible("'or' between words that are not card types")
        rest_np = Tree("np", [c for c in t.children if not (isinstance(c, Tree) and c.data == "head_word")])
        any_sel = np(rest_np, allow_cards=allow_cards)
        any_sel["any_types"] = [CARD_TYPE_WORDS[w] for w in words]
        return any_sel
    sel: dict[str, Any] = {}
    types: list[str] = []
    subtypes: list[str] = []
    cards = False

    def add_type(word: str) -> None:
        if word in CARD_TYPE_WORDS:
            types.append(CARD_TYPE_WORDS[word])
        elif word in ("creature",):
            types.append("Creature")
        else:
            st = subtype_word(word)
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
            elif word in ("card", "cards"):
                cards = True
            elif word in ("spell", "spells"):
                raise NotExpressible("spells on the stack as a selector")
            else:
                add_type(word)
        elif c.data == "token_word":
            sel["token"] = True
        elif c.data in ("adj_type", "adj_sub"):
            add_type(word)
        elif c.data == "adj_color":
            sel.setdefault("colors", []).append(COLORS[word])
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
            else:
                raise NotExpressible(f"{word!r}: the vocabulary has no 'not this color' selector")
        elif c.data == "adj_tapped":
            sel["tapped"] = True
        elif c.data == "adj_colorless":
            raise NotExpressible("the vocabulary has no 'colorless' selector")
        elif c.data == "adj_untapped":
            sel["tapped"] = False
        elif c.data == "adj_attacking":
            sel["combat"] = "attacking"
        elif c.data == "adj_blocking":
            sel["combat"] = "blocking"
        elif c.data == "adj_nontoken":
            sel["token"] = False
        elif c.data == "adj_token":
            sel["token"] = True
        elif c.data == "post_you":
            sel["controller"] = "you"
        elif c.data == "post_opp":
            sel["controller"] = "opponent"
        elif c.data == "post_own":
            sel["owner"] = "you"
        elif c.data == "post_your_graveyard":
            sel["zones"], sel["owner"] = ["graveyard"], "you"
        elif c.data == "post_your_hand":
            sel["zones"], sel["owner"] = ["hand"], "you"
        elif c.data == "post_graveyards":
            sel["zones"] = ["graveyard"]
        elif c.data == "post_other":
            sel["other"] = True
        elif c.data == "post_battlefield":
            pass
        elif c.data == "post_counter":
            kinds = [x for x in c.children if isinstance(x, Tree) and x.data.endswith("_counter")]
            if "counters" in sel:
                raise NotExpressible("two counter kinds in one noun phrase")
            sel["counters"] = counter_kind(kinds[0])
        elif c.data == "post_with_keyword":
            kw = keyword_title(_tok(c))
            if kw.lower() in _PARAMETERISED or kw.lower() in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'with {kw.lower()}': a keyword with a parameter")
            sel.setdefault("abilities", []).append(kw)
        else:
            raise NotExpressible(f"selector part {c.data}")
    if len(subtypes) > 1:
        raise NotExpressible("several subtypes in one noun phrase")
    if cards and "zones" not in sel and not allow_cards:
        raise NotExpressible("cards without a zone")
    if types:
        sel["types"] = sorted(set(types), key=types.index)
    if subtypes:
        sel["subtypes"] = subtypes
    if "colors" in sel and len(sel["colors"]) > 1:
        raise NotExpressible("several colors in one noun phrase")
    return sel


#: keywords that take a parameter ("ward {2}", "protection from red"): "with ward" can't name one ability
_PARAMETERISED = frozenset({"ward", "protection", "toxic", "annihilator", "bushido", "rampage", "modular",
                            "afterlife", "dash", "affinity", "landwalk", "training", "myriad"})


def selector(t: Tree) -> Any:
    d = t.data
    if d == "self":
        return "self"
    if d == "it":
        return IT
    if d == "they":
        return THEY
    if d == "that_creature":
        return THAT
    if d == "enchanted":
        return "enchanted"
    if d == "equipped":
        return "equipped"
    if d == "attached":
        return "attached"
    if d == "targets":
        return "targets"     # what may be targeted is the scenario's choice (its targets)
    if d == "group":
        sel = np([c for c in t.children if isinstance(c, Tree) and c.data in ("np", "np_any")][0])
        for q in t.children:
            if isinstance(q, Tree) and q.data in ("all_other", "each_other", "other"):
                sel["other"] = True
        return sel
    raise NotExpressible(f"selector {d}")


def possessive(t: Tree) -> Any:
    return {"poss_self": "self", "poss_it": IT, "poss_target": "targets", "poss_enchanted": "enchanted",
            "poss_equipped": "equipped", "poss_each": {"types": ["Creature"]}}[t.data]


# ------------------------------------------------------------------------------ values

def counter_kind(t: Tree) -> str:
    w = _tok(t)
    if t.data == "named_counter":
        return w
    if t.data == "pt_counter":
        if w not in ("+1/+1", "-1/-1"):
            raise NotExpressible(f"{w} counters")
        return w
    if w not in KEYWORD_COUNTER_KINDS:
        raise NotExpressible(f"{w} counters")
    return w


def count_np(t: Tree) -> Any:
    if t.data == "c_np":
        return {"count": np(t.children[0])}
    if t.data == "c_other_np":
        sel = np(t.children[0])
        sel["other"] = True
        return {"count": sel}
    if t.data == "c_counters":
        return {"counters": counter_kind(t.children[0])}
    raise NotExpressible(t.data)


def value(t: Tree) -> Any:
    d = t.data
    if d == "v_number":
        return _number(t.children[0])
    if d == "v_x":
        return X
    if d == "v_count":
        return count_np(t.children[0])
    if d == "v_devotion":
        return {"devotion": COLORS[_tok(t.children[0])]}
    if d == "v_mana_value":
        return "mana_value"
    if d == "v_counters":
        return {"counters": counter_kind(t.children[0])}
    if d == "v_that_plus":
        return {"@plus": _number(t.children[0])}
    raise NotExpressible(d)


def _scaled(n: int, v: Any) -> Any:
    if n == 0:
        return 0
    if n == 1:
        return v
    return {"times": [n, v]}


# ------------------------------------------------------------------------------ operations

def abilities(t: Tree, ops: dict[str, Any]) -> list[Any]:
    """Granted abilities; "with base power and toughness" inside a list sets P/T in ``ops``."""
    out: list[Any] = []
    for a in t.children:
        if not isinstance(a, Tree):
            continue
        d = a.data
        if d == "kw":
            if _tok(a) in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{_tok(a)}' without its parameter")
            out.append(keyword_title(_tok(a)))
        elif d in ("kw_number", "kw_cost"):
            # a keyword with its number or cost, written as the rules write it: "Afflict 2", "Cycling {2}"
            kw, *rest = (_tok(c) for c in a.children)
            if kw not in KEYWORD_PARAMETERS:
                raise NotExpressible(f"'{kw}' takes no parameter")
            out.append(keyword_title(kw) + " " + "".join(r.upper() for r in rest))
        elif d == "kw_hexproof":
            out.append("Hexproof")
        elif d == "quoted":
            out.append(_tok(a))     # §N, replaced by the quoted text later
        elif d == "protection":
            out.extend("Protection from " + p for p in _protection(a.children[0]).split(" and from "))
        elif d == "hexproof_from":
            out.append("Hexproof from " + _protection(a.children[0]))
        elif d == "ward":
            out.append("Ward " + "".join(_tok(c).upper() for c in a.children))
        elif d == "crew":
            out.append("Crew " + _tok(a.children[0]))
        elif d == "all_types_ability":
            ops["all_creature_types"] = True
        elif d == "with_base_power":
            ops["set_power"] = _number(a.children[0])
        elif d == "with_base_pt":
            ops["set_pt"] = pt_box(_tok(a.children[0]))
        elif d == "with_pt_each":
            ops["set_pt"] = value(a.children[0])
        else:
            raise NotExpressible(d)
    return out


def _protection(t: Tree) -> str:
    if t.data == "prot_colors":
        return " and from ".join(_tok(c) for c in t.children)
    if t.data == "prot_everything":
        return "everything"
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


def typed(t: Tree, ops: dict[str, Any], verb: str) -> None:
    """"is/becomes [a] [N/N] [colors] [supertypes] types [with ...] [in addition to its other types]"."""
    d = t.data
    if d == "colored":
        cols = [COLORS[_tok(c)] for c in _kids(t, "colors")[0].children]
        add = bool(_kids(t, "addition"))
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
    if d == "chosen_type":
        _merge(ops, "add_subtypes" if _kids(t, "addition") else "set_subtypes", "chosen")
        return
    if d == "chosen_color":
        _merge(ops, "add_colors" if _kids(t, "addition") else "set_colors", "chosen")
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
            elif str(c) == "creature":
                types.append("Creature")
            continue
        if c.data == "colors":
            _merge(ops, "set_colors", [COLORS[_tok(x)] for x in c.children])
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
                if st is None:
                    raise NotExpressible(f"type {w!r}")
                subtypes.append(st)
        elif c.data == "addition":
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
    if d == "get_pt":
        mod = ptmod(_tok(t.children[0]))
        fe = _kids(t, "for_each")
        if fe:
            v = count_np(fe[0].children[0])
            if any(isinstance(m, (dict, str)) for m in mod):
                raise NotExpressible("+X/+X for each")
            mod = [_scaled(m, v) for m in mod]
        _merge(ops, "modify_pt", mod)
    elif d == "grant":
        ab = abilities(t.children[0], ops)
        if ab:
            _merge(ops, "add_abilities", ab)
    elif d == "lose_some":
        side: dict[str, Any] = {}
        lost = abilities(t.children[0], side)
        if side.pop("all_creature_types", None):
            _merge(ops, "lose_all_creature_types", True)
        if side:
            raise NotExpressible("losing power and toughness")
        if lost:
            _merge(ops, "remove_abilities", lost)
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
    elif d == "lose_creature_types":
        _merge(ops, "lose_all_creature_types", True)
    elif d == "cant_have":
        _merge(ops, "cant_have", abilities(t.children[0], ops))
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
            raise NotExpressible(f"isn't a {w}")
        _merge(ops, "remove_types", [CARD_TYPE_WORDS.get(w, "Creature")])
    elif d == "base_pt":
        _merge(ops, "set_pt", pt_box(_tok(t.children[0])))
    elif d == "base_pt_each":
        _merge(ops, "set_pt", value(t.children[0]))
    else:
        raise NotExpressible(d)


def pt_def(t: Tree, ops: dict[str, Any]) -> None:
    d = t.data
    if d == "pt_each":
        _merge(ops, "set_pt", value(t.children[0]))
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
    elif d == "base_pt_is":
        _merge(ops, "set_pt", pt_box(_tok(t.children[0])))
    else:
        raise NotExpressible(d)


# ------------------------------------------------------------------------------ conditions, durations

def duration(t: Tree) -> str:
    return {"d_eot": "end_of_turn", "d_while": "while_source"}[t.data]


def condition(t: Tree) -> dict[str, Any]:
    d = t.data
    if d == "c_your_turn":
        return {"your_turn": True}
    if d == "c_not_your_turn":
        return {"not": {"your_turn": True}}
    body = t.children[0]
    b = body.data
    nps = _kids(body, "np") + _kids(body, "np_any")
    if b in ("cb_control_one", "cb_control_another", "cb_control_n", "cb_control_none", "cb_opp_controls"):
        sel = np(nps[0])
        sel["controller"] = "opponent" if b == "cb_opp_controls" else "you"
        if b == "cb_control_another":
            sel["other"] = True
        if b == "cb_control_none":
            return {"count": {"of": sel, "max": 0}}
        n = _number(_kids(body, "number")[0]) if b == "cb_control_n" else 1
        return {"count": {"of": sel, "min": n}}
    if b == "cb_your_turn":
        return {"your_turn": True}
    if b == "cb_not_your_turn":
        return {"not": {"your_turn": True}}
    if b == "cb_untapped":
        return {"source": {"tapped": False}}
    if b == "cb_tapped":
        return {"source": {"tapped": True}}
    if b == "cb_attacking":
        return {"source": {"combat": "attacking"}}
    if b == "cb_enchanted_is":
        return {"enchanted": np(nps[0])}
    if b == "cb_devotion_lt":
        return {"devotion": {"color": COLORS[_tok(body.children[0])], "lt": _number(_kids(body, "number")[0])}}
    if b in ("cb_graveyard_n", "cb_graveyard_n2"):
        sel = np(nps[0], allow_cards=True)
        sel["zones"], sel["owner"] = ["graveyard"], "you"
        return {"count": {"of": sel, "min": _number(_kids(body, "number")[0])}}
    if b == "cb_counters":
        kind = counter_kind(_kids(body, "pt_counter")[0] if _kids(body, "pt_counter") else _kids(body, "keyword_counter")[0])
        return {"counters": {"kind": kind, "min": _number(_kids(body, "number")[0])}}
    raise NotExpressible(b)


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

def sentence(tree: Tree) -> dict[str, Any]:
    """A sentence as a clause: ``{"affects", "ops", "duration", "condition", "where_x", "counters", "still"}``."""
    out: dict[str, Any] = {"ops": {}, "conditions": []}
    for part in tree.children:
        if not isinstance(part, Tree):
            continue
        d = part.data
        if d in ("lead_duration", "trail_duration"):
            out["duration"] = duration(part.children[0])
        elif d in ("lead_condition", "trail_condition"):
            out["conditions"].append(condition(part.children[0]))
        elif d == "where_x":
            out["where_x"] = value(part.children[0])
        elif d == "subject_clause":
            out["affects"] = selector(part.children[0])
            for p in part.children[1].children:
                if isinstance(p, Tree):
                    pred(p, out["ops"])
            _lose_other(out["ops"])
        elif d == "gain_control":
            out["affects"] = selector(part.children[0])
            out["ops"]["gain_control"] = "you"
        elif d == "you_control":
            out["affects"] = selector(part.children[0])
            out["ops"]["gain_control"] = "you"
        elif d == "switch_pt":
            out["affects"] = possessive(part.children[0])
            out["ops"]["switch_pt"] = True
        elif d == "pt_clause":
            out["affects"] = possessive(part.children[0])
            pt_def(part.children[1], out["ops"])
        elif d == "put_counters":
            n = _number(part.children[0])
            kind = counter_kind(part.children[1])
            out["affects"] = selector(part.children[2])
            out["counters"] = {kind: n}
        elif d in ("enters_with", "escapes_with"):
            # 614.1c: a replacement effect of the permanent's own ability (614.12), not a layer effect;
            # the counters it enters with are counted in 7c (613.4c). 702.138c: "escapes with" is
            # "if this permanent escaped, it enters with ..."
            if d == "escapes_with":
                out["conditions"].append({"alt_cost": "escape"})
            cnt = [c for c in part.children if isinstance(c, Tree) and c.data == "count"][0]
            kind = counter_kind([c for c in part.children if isinstance(c, Tree) and c.data.endswith("_counter")][0])
            many: Any = X if _tok(cnt) == "x" else _number(cnt.children[0])
            out["affects"] = "self"
            out["enters_with_counters"] = {kind: many}
        elif d == "still_a":
            out["still"] = True
        else:
            raise NotExpressible(d)
    return out
