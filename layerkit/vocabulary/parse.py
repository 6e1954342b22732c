"""Effect definitions from YAML (or the compiler) into the typed model of :mod:`.model`.

:func:`parse_definition` first checks the mapping word by word (:func:`.schema.validate_definition`:
an error names the card, the ability and the field), then builds frozen values; each operation's
argument is parsed by its entry in the registry (:mod:`.ops`).

>>> parse_definition({"affects": "self", "set_pt": [{"count": {"types": ["Land"], "controller": "you"}}, 1]},
...                  "Ashaya: ability 1").op("set_pt").arg
(Count(of=Filter(types=frozenset({'Land'}), controller='you')), 1)
"""
from __future__ import annotations

from typing import Any, Mapping

from ..errors import CardDataError
from .model import (AllOf, AltCost, AnyOf, ManaSpentIs, CastFromIs, KickedWith, CastWith, RollIs, YouDid, ResolvedNth, TributePaid, TreasureManaSpent, CastDuring, ClassLevelIs, Attached, BasicLandTypes, ChangeText, ColorsOf, Condition, CopyOf, Count,
                    CountIs, CountersOnSource, Definition, Devotion, DevotionIs, DistinctCardTypes, DistinctCounterKinds,
                    DistinctColors, DistinctManaValues, DistinctPowers, EnchantedIs, EntersAsCopy, Filter, FullTextOf,
                    GainAbilitiesOf, Granted, Greatest, Total, ManaSymbols, ManaValue, Mode, ModeCount, Not, Op, PtOneOf,
                    PowerOf, Ref, Selector, SomeOpponent, SourceCounters, SourceIs, Sum, Times, TokenCopy, TokenSpec,
                    TopOfGraveyard, TopOfLibrary, Value, ValueIs, X, YourTurn)
from .model import MostOf
from .model import TargetExceeds, EnchantedController, UpTo, Beyond, Half, ItsManaSymbols, MostFact, PlayersWith, RollResult, ThatMany, Stated, ColorsSpent, Convoked, Votes, CountersAmong, CountersOnIt, Opponents, OpponentsAttacked, PlayersAttacked, DistinctNames, ManaSpent, FactIs, FactOf, ModeChosen, Party, TimesKicked, StatedIs, EnteredX, TreasureMana

__all__ = ["parse_definition", "parse_selector", "parse_value", "parse_condition", "parse_granted"]

_SET_KEYS = ("types", "not_types", "any_types", "subtypes", "not_subtypes", "all_subtypes", "supertypes", "not_supertypes",
             "colors", "not_colors", "abilities", "not_abilities", "designations")


def parse_selector(raw: Any) -> Selector:
    """A selector: a :class:`Ref` name or a :class:`Filter` (already validated)."""
    if isinstance(raw, str):
        return Ref(raw)
    kw: dict[str, Any] = {}
    for key, val in raw.items():
        if key in _SET_KEYS:
            kw[key] = frozenset(val)
        elif key == "zones":
            kw[key] = ("any",) if val == "any" else tuple(val)
        elif key == "any":
            kw[key] = tuple(parse_selector(s) for s in val)
        elif key == "other" and val == "it":
            kw["other_it"] = True       # in a count value: not the object the value is worked out for
        elif key == "other" and val == "targets":
            kw["other_targets"] = True  # a resolving effect's: not its targets ("each other creature ... that creature")
        elif key in ("other", "no_abilities"):
            kw[key] = bool(val)
        elif key in ("power", "toughness", "mana_value"):
            kw[key] = (val.get("min"), val.get("max"))
        elif key == "shares":
            kw[key] = (val["characteristic"], val["with"])
        elif key in ("token", "tapped", "commander", "entered_this_turn", "equipped", "enchanted", "modified", "stickered", "colorless", "monocolored", "multicolored",
                     "face_down", "blocked", "first_this_turn", "next_this_turn", "mana_spent_on"):
            kw[key] = bool(val)
        else:
            kw[key] = val
    return Filter(**kw)


def parse_filter(raw: Any, where: str, field: str) -> Filter:
    sel = parse_selector(raw)
    if not isinstance(sel, Filter):
        raise CardDataError(f"{where}: {field}: expected a mapping of characteristics, got {raw!r}")
    return sel


def parse_value(raw: Any) -> Value:
    """A value (already validated): an integer, ``mana_value``, ``x`` or an expression."""
    if isinstance(raw, int):
        return raw
    if raw == "mana_value":
        return ManaValue()
    if raw == "x":
        return X()
    if raw == "times_kicked":
        return TimesKicked()
    if raw == "colors_spent":
        return ColorsSpent()
    if raw == "mana_spent":
        return ManaSpent()
    if raw == "convoked":           # 702.51a: the creatures that convoked it, as the step states it
        return Convoked()
    if raw == "opponents":
        return Opponents()
    if raw == "players_attacked":       # values18, 508.1b: the players being attacked
        return PlayersAttacked()
    if raw == "opponents_attacked":     # 702.121a: the opponents attacked this combat
        return OpponentsAttacked()
    if raw == "roll":           # 706.2: the result of the die roll, as the step states it
        return RollResult()
    if raw == "that_many":      # 603.2, 608.2h: the number the trigger event carries, as the step states it
        return ThatMany()
    if raw == "treasure_mana":  # 111.10a, 601.2h: the spell's mana from Treasures, as its step states it
        return TreasureMana()
    if raw == "entered_x":      # 107.3m: the X of the spell that became the source, as its enter step states it
        return EnteredX()
    (key, arg), = raw.items()
    if key == "count":
        return Count(parse_selector(arg))
    if key == "devotion":
        return Devotion(arg)
    if key == "counters":
        return SourceCounters(arg)
    if key == "distinct_card_types":
        return DistinctCardTypes(parse_selector(arg))
    if key == "distinct_counter_kinds":     # 122.1
        return DistinctCounterKinds(parse_selector(arg))
    if key == "distinct_colors":
        return DistinctColors(parse_selector(arg))
    if key == "basic_land_types":
        return BasicLandTypes(parse_selector(arg))
    if key == "attached":
        return Attached(parse_selector(arg))
    if key == "attached_to_source":
        return Attached(parse_selector(arg), "self")
    if key in ("power", "toughness"):
        return PowerOf(arg, key)
    if key == "distinct_mana_values":
        return DistinctManaValues(parse_selector(arg))
    if key == "distinct_names":     # 201.2
        return DistinctNames(parse_selector(arg))
    if key == "distinct_powers":
        return DistinctPowers(parse_selector(arg))
    if key == "mana_symbols":
        return ManaSymbols(arg["color"], parse_selector(arg["of"]))
    if key == "colors_of":
        return ColorsOf(arg)
    if key == "counters_on_it":
        return CountersOnIt(str(arg))
    if key == "party":          # 700.8
        return Party(str(arg))
    if key == "counters_among":
        return CountersAmong(str(arg["kind"]), parse_selector(arg["of"]))
    if key == "fact":       # a game fact's number (vocabulary/facts.py)
        return FactOf(str(arg["name"]), str(arg.get("player", "you")))
    if key == "votes":      # 701.38: the votes for one option, as the step states them
        return Votes(str(arg))
    if key == "stated":     # 608.2h: a number of an object the step states (last known information)
        # ``of``: a count of some of those objects ("for each nonland card revealed this way")
        return Stated(str(arg["object"]), str(arg["characteristic"]),
                      parse_filter(arg["of"], "value", "stated.of") if "of" in arg else None)
    if key == "greatest":
        return Greatest(parse_selector(arg["of"]), arg["characteristic"])
    if key == "total":
        return Total(parse_selector(arg["of"]), arg["characteristic"])
    if key == "sum":
        return Sum(tuple(parse_value(v) for v in arg))
    if key == "its_mana_symbols":       # chroma, of the affected object's mana cost
        return ItsManaSymbols(str(arg))
    if key == "most":       # the greatest of a game fact among players
        return MostFact(FactOf(str(arg["name"]), str(arg.get("player", "opponents"))))
    if key == "players_with":   # "for each opponent who lost life this turn": those players it is 1 or more for
        return PlayersWith(FactOf(str(arg["name"]), str(arg.get("player", "opponents"))))
    if key == "half":       # 107.1a: rounded as the text says
        return Half(parse_value(arg["of"]), arg["round"] == "up")
    if key == "up_to":      # 608.2d: a number chosen as it resolves, at most each bound
        return UpTo(tuple(parse_value(v) for v in arg))
    if key == "beyond":     # "for each creature blocking it beyond the first"
        return Beyond(parse_value(arg["of"]), int(arg["first"]))
    return Times(tuple(parse_value(v) for v in arg))


def parse_condition(raw: Mapping[str, Any], where: str = "", field: str = "condition") -> Condition:
    """A condition (already validated); a mapping with several keys holds when each holds."""
    parts: list[Condition] = []
    for key, arg in raw.items():
        if key == "devotion":
            parts.append(DevotionIs(arg["color"], lt=arg.get("lt"), min=arg.get("min")))
        elif key == "counters":
            parts.append(CountersOnSource(arg["kind"], min=arg.get("min"), max=arg.get("max")))
        elif key == "alt_cost":
            parts.append(AltCost(arg))
        elif key == "mana_spent":     # 601.2g-h: the mana spent to cast the spell, as the step states it
            parts.append(ManaSpentIs(arg.get("color"), min=arg.get("min"), max=arg.get("max")))
        elif key == "cast_from":      # 601.2a: the zone it was cast from, as the step states it
            parts.append(CastFromIs(str(arg)))
        elif key == "roll":           # 706.2: the die roll's result, as the step states it
            parts.append(RollIs(min=arg.get("min"), max=arg.get("max")))
        elif key == "cast_with":      # 601.2b: bargained (702.166b), the gift promised (702.174b)
            parts.append(CastWith(str(arg)))
        elif key == "stated":         # 608.2h: what the object the text names by what happened to it was
            parts.append(StatedIs(str(arg["object"]), parse_filter(arg["is"], where, f"{field}.stated.is")))
        elif key == "you_did":        # 608.2c, 614.1c: "If you do, ...": the ability's optional action was taken
            parts.append(YouDid())
        elif key == "resolved_this_turn":   # 608.2c: "if this is the second time this ability has resolved this turn"
            parts.append(ResolvedNth(int(arg)))
        elif key == "tribute_paid":   # 702.104b: the tribute was paid, as the step states it
            parts.append(TributePaid())
        elif key == "treasure_mana":  # 111.10a, 601.2h: the mana from Treasures spent, as the step states it
            parts.append(TreasureManaSpent(min=arg.get("min"), max=arg.get("max")))
        elif key == "cast_during":    # 505.1: when it was cast ("if you cast this spell during your main phase")
            parts.append(CastDuring(str(arg)))
        elif key == "kicked_with":    # 702.33d: one of its kicker costs was paid
            parts.append(KickedWith(str(arg).upper()))
        elif key == "your_turn":
            parts.append(YourTurn(bool(arg)))
        elif key == "all":
            parts.append(AllOf(tuple(parse_condition(c, where, f"{field}.all") for c in arg)))
        elif key == "any":
            parts.append(AnyOf(tuple(parse_condition(c, where, f"{field}.any") for c in arg)))
        elif key == "not":
            parts.append(Not(parse_condition(arg, where, f"{field}.not")))
        elif key == "source":
            parts.append(SourceIs(parse_filter(arg, where, f"{field}.source")))
        elif key == "target_exceeds":
            parts.append(TargetExceeds())       # 702.100a: evolve's comparison
        elif key == "enchanted":
            parts.append(EnchantedIs(parse_filter(arg, where, f"{field}.enchanted")))
        elif key == "count":
            parts.append(CountIs(parse_selector(arg["of"]), min=arg.get("min"), max=arg.get("max")))
        elif key == "some_opponent":
            parts.append(SomeOpponent(parse_condition(arg, where, f"{field}.some_opponent")))
        elif key == "enchanted_controller":
            parts.append(EnchantedController(parse_condition(arg, where, f"{field}.enchanted_controller")))
        elif key == "value":
            parts.append(ValueIs(parse_value(arg["of"]), min=arg.get("min"), max=arg.get("max")))
        elif key == "fact":     # a game fact of a player (vocabulary/facts.py)
            parts.append(FactIs(str(arg["name"]), str(arg.get("player", "you")), min=arg.get("min"), max=arg.get("max"),
                                other_than_source=bool(arg.get("other_than_source", False))))
        elif key == "top_of_graveyard":
            parts.append(TopOfGraveyard(parse_filter(arg, where, f"{field}.top_of_graveyard")))
        elif key == "top_of_library":     # 401.1: the stated top card of the controller's library
            parts.append(TopOfLibrary(parse_filter(arg, where, f"{field}.top_of_library")))
        elif key == "class_level":
            parts.append(ClassLevelIs(int(arg["min"])))
        elif key == "mode_chosen":      # the option chosen as the source entered
            parts.append(ModeChosen(int(arg)))
    return parts[0] if len(parts) == 1 else AllOf(tuple(parts))


def parse_granted(raw: Any, where: str) -> Granted:
    if isinstance(raw, Mapping) and "keyword" in raw and "x" in raw:
        return Granted(str(raw["keyword"]), x=parse_value(raw["x"]))     # "has bushido X, where X is ..."
    if isinstance(raw, Mapping) and "keyword" in raw:
        # its cost: each object's mana cost (reduced by generic mana, 118.7a; with a second part, 702.138a)
        return Granted(str(raw["keyword"]), cost=str(raw["cost"]), plus=str(raw.get("plus", "")),
                       reduced_by=int(raw.get("reduced_by", 0)))
    if isinstance(raw, Mapping) and "one_of" in raw:
        return Granted("", one_of=tuple(str(a) for a in raw["one_of"]))     # 608.2d: chosen as it resolves
    if isinstance(raw, Mapping):
        rest = {k: v for k, v in raw.items() if k != "text"}
        return Granted(str(raw["text"]), _build(rest, where) if rest else None)
    return Granted(str(raw))


def parse_definition(raw: Mapping[str, Any], where: str) -> Definition:
    """Check a definition mapping and build its typed value; errors name ``where`` and the field."""
    from .schema import validate_definition

    validate_definition(raw, where)
    return _build(raw, where)


def _build(raw: Mapping[str, Any], where: str) -> Definition:
    from .ops import REGISTRY

    kw: dict[str, Any] = {}
    operations: list[Op] = []
    for key, val in raw.items():
        spec = REGISTRY.get(key)
        if spec is not None:
            operations.append(Op(key, spec.parse(val, where)))
        elif key == "affects":
            kw["affects"] = parse_selector(val)
        elif key == "condition":
            kw["condition"] = parse_condition(val, where)
        elif key == "zones":
            kw["zones"] = ("any",) if val == "any" else tuple(val)
        elif key == "counters" and "one_of" in val:
            kw["counter_of"] = tuple(str(k) for k in val["one_of"])     # 608.2d: chosen as it resolves
            if len(val) > 1:      # and counters of fixed kinds beside it, put at the same time
                kw["counters"] = tuple((str(k), n) for k, n in val.items() if k != "one_of")
        elif key == "counters":
            kw["counters"] = tuple((str(k), n if type(n) is int else parse_value(n)) for k, n in val.items())
        elif key == "double_counters":
            kw["double_counters"] = tuple(str(k) for k in val)
        elif key == "remove_counters":
            # 122.1: all of them, a number, or a value determined as it resolves (608.2h: "remove a number of +1/+1
            # counters from ~ equal to the result")
            kw["remove_counters"] = tuple((str(k), None if n == "all" else n if type(n) is int else parse_value(n))
                                          for k, n in val.items())
        elif key in ("explores", "connives"):
            kw[key] = bool(val)         # 701.44a, 701.50a: the step's choices.nonland
        elif key == "proliferate":
            kw["proliferate"] = bool(val)           # 701.34a: the step's choices.proliferate
        elif key == "source_counters":
            # 608.2h: the source's last known counters (of one kind, when a kind is given)
            kw["source_counters"] = val if isinstance(val, str) else bool(val)
        elif key == "move_counters":
            # 122.5: removed from one object and put onto the affected one
            # kind "any": of any kinds, which ones chosen as it resolves; count "chosen": how many (608.2d)
            kw["move_counters"] = (str(val["kind"]), None if val["count"] == "all" else "chosen"
                                   if val["count"] == "chosen" else int(val["count"]),
                                   val["from"] if val["from"] == "self" else int(val["from"]))
        elif key == "stated_counters":
            kw["stated_counters"] = Stated(str(val), "counters")   # 608.2h: the event object's, as stated
        elif key == "if_is":
            kw["if_is"] = parse_selector(val)       # 608.2c: checked on its objects as it resolves
        elif key == "if_holds":
            kw["if_holds"] = parse_condition(val, where, "if_holds")     # 608.2c: checked once as it resolves
        elif key == "chosen_least":
            kw["chosen_least"] = str(val)       # 701.39a: the least toughness among those chosen_is names
        elif key == "chosen_is":
            kw["chosen_is"] = parse_selector(val)   # 608.2d: what the object chosen as it resolves must be
        elif key == "also_counters":
            kw["also_counters"] = tuple((_build({k: v for k, v in e.items() if k != "if_is"}, where).affects,
                                         _build({k: v for k, v in e.items() if k != "if_is"}, where).counters,
                                         parse_selector(e["if_is"]) if "if_is" in e else None) for e in val)
        elif key == "cant_have_counters":
            kw["cant_have_counters"] = tuple(str(k) for k in val)     # 122.6
        elif key == "counters_put_instead":
            how = next(k for k in ("plus", "times", "minus") if k in val)
            kw["counters_put_instead"] = (str(val["kind"]), how, int(val[how]))
        elif key == "distribute_counters":
            # 601.2d: a number, or X ("distribute X +1/+1 counters ..., where X is ..."), the whole determined once
            kw["distribute_counters"] = tuple((str(k), n if type(n) is int else parse_value(n)) for k, n in val.items())
        elif key == "enters_with_counters" and "one_of" in val:
            kw["enters_with_counter_of"] = tuple(str(k) for k in val["one_of"])     # 614.12: chosen as it enters
        elif key == "enters_with_counters":
            kw["enters_with_counters"] = tuple((str(k), X() if n == "x" else parse_value(n)) for k, n in val.items())
        elif key == "others_enter_as_copy":
            kw["others_enter_as_copy"] = str(val)          # 614.1c: what the entering permanents copy
        elif key == "turned_face_up_counters":
            # 614.1e, 708.11: counters put as the permanent is turned face up
            kw["turned_face_up_counters"] = tuple((str(k), parse_value(n)) for k, n in val.items())
        elif key == "enters_with_abilities":
            kw["enters_with_abilities"] = granted_list(val, where)
        elif key == "enters_otherwise_with_abilities":
            kw["enters_otherwise_with_abilities"] = granted_list(val, where)
        elif key == "enters_as_copy":
            val = val or {}
            kw["enters_as_copy"] = EntersAsCopy(_exceptions(val, where, key), bool(val.get("keep_own_abilities")),
                                                tuple((str(c["kind"]), X() if c["count"] == "x" else int(c["count"]),
                                                       c.get("if_type")) for c in val.get("counters") or ()))
        elif key == "create_token_copy":
            each = (val or {}).get("each")
            kw["create_token_copy"] = TokenCopy(_exceptions(val or {}, where, key), (val or {}).get("count", 1),
                                                None if each is None else "targets" if each == "targets"
                                                else parse_selector(each), (val or {}).get("of"),
                                                bool((val or {}).get("exile")))
        elif key == "create_token":
            kw["create_token"] = token_spec(val)
        elif key == "create_emblem":
            kw["create_emblem"] = tuple(parse_granted(a, f"{where}: create_emblem[{i}]") for i, a in enumerate(val))
        elif key == "emblem_uses":
            kw["emblem_uses"] = int(val)
        elif key == "return_to_battlefield":
            kw["return_to_battlefield"] = "owner" if val == "owner" else bool(val)     # 110.2
        elif key == "attach_to_target":
            kw["attach_to_target"] = bool(val)
        elif key == "transform":
            kw["transform"] = bool(val)         # 701.27a
        elif key == "put_face_down":
            kw["put_face_down"] = "manifest" if val == "manifest" else bool(val)     # 708.3, 701.40a
            if isinstance(val, Mapping):        # 708.2: the characteristics it has face down, as the effect lists them
                kw["face_down_listed"] = tuple((str(k), tuple(v) if isinstance(v, list) else v) for k, v in val.items())
        elif key == "turn_face_down":
            kw["turn_face_down"] = bool(val)
            if isinstance(val, Mapping):        # 708.2: the characteristics it has face down, as the effect lists them
                kw["face_down_listed"] = tuple((str(k), tuple(v) if isinstance(v, list) else v) for k, v in val.items())
        elif key == "kicked":
            kw["kicked"] = _build(val, f"{where}: kicked")
        elif key == "triggered":
            kw["triggered"] = (str(val["text"]), _build({k: v for k, v in val.items() if k != "text"},
                                                          f"{where}: triggered"))
        elif key == "static":
            # 702.176a: the keyword's second static ability, with its rules text
            kw["static"] = (str(val["text"]), _build({k: v for k, v in val.items() if k != "text"}, f"{where}: static"))
        elif key == "otherwise":
            kw["otherwise"] = _build(val, f"{where}: otherwise")
        elif key == "won":
            kw["won"] = _build(val, f"{where}: won")
        elif key == "instead":
            kw["instead"] = _build(val, f"{where}: instead")     # 608.2c: in place of the rest, if its condition holds
        elif key == "return_targets":
            kw["return_targets"] = str(val)
        elif key == "return_all":
            kw["return_all"] = (parse_selector(val["of"]), str(val.get("under", "controller")))
        elif key == "put_chosen":
            kw["put_chosen"] = str(val)
        elif key == "put_tapped":
            kw["put_tapped"] = str(val)
        elif key == "flicker":
            kw["flicker"] = str(val)
        elif key == "parts":
            kw["parts"] = tuple(_build(part, f"{where}: parts[{i}]") for i, part in enumerate(val))
        elif key == "target":
            kw["target"] = tuple(int(n) for n in (val if isinstance(val, list) else [val]))
        elif key == "modes":
            kw["modes"] = tuple(_mode(m, f"{where}: modes[{i}]") for i, m in enumerate(val))
        elif key == "choose":
            kw["choose"] = _mode_count(val, where)
        elif key in ("duration", "other", "delayed", "delayed_trigger", "kind", "keyword"):
            kw[key] = val
        elif key == "text":
            continue      # a granted ability's text: kept on its Granted value
    return Definition(operations=tuple(operations), **kw)


def _mode_count(val: Mapping[str, Any], where: str) -> ModeCount:
    """``choose`` (700.2, 700.2d): how many modes; ``instead`` the number when its condition holds
    as they are chosen; ``unchosen`` only modes not chosen before (this turn)."""
    instead = val.get("instead")
    return ModeCount(int(val.get("min", 1)), val.get("max", 1), bool(val.get("repeat", False)),
                     bool(val.get("entwine", False)),
                     instead=None if instead is None else ModeCount(int(instead.get("min", 1)), instead.get("max", 1)),
                     condition=None if instead is None else parse_condition(instead["condition"], where,
                                                                             "choose.instead.condition"),
                     unchosen=val.get("unchosen"))


def _mode(raw: Mapping[str, Any], where: str) -> Mode:
    """One mode (700.2): its text, its cost, and its definition when it has more than those."""
    rest = {k: v for k, v in raw.items() if k not in ("text", "cost")}
    return Mode(str(raw["text"]), _build(rest, where) if rest else None, raw.get("cost"))


def token_spec(val: Mapping[str, Any]) -> TokenSpec:
    """A ``create_token`` mapping (checked by the schema) as a :class:`TokenSpec`; the name defaults to
    the subtypes plus the word "Token" (111.4).

    >>> token_spec({"count": 2, "power": 1, "toughness": 1, "colors": [], "types": ["Artifact", "Creature"],
    ...             "subtypes": ["Thopter"], "text": "Flying"}).name
    'Thopter Token'
    """
    subtypes = tuple(str(t) for t in val.get("subtypes") or ())
    each = parse_selector(val["attach_each"]) if val.get("attach_each") is not None else None
    if each is not None and not isinstance(each, Filter):
        raise CardDataError("create_token.attach_each: expected a selector of objects, not a reference")
    return TokenSpec(count=val.get("count", 1), name=str(val.get("name") or " ".join(subtypes + ("Token",))),
                     colors=frozenset(str(c) for c in val.get("colors") or ()),
                     supertypes=tuple(str(t) for t in val.get("supertypes") or ()),
                     types=tuple(str(t) for t in val.get("types") or ()), subtypes=subtypes,
                     power=val.get("power"), toughness=val.get("toughness"), text=str(val.get("text") or ""),
                     attach=val.get("attach"),
                     attach_each=each)


def _exceptions(val: Mapping[str, Any], where: str, key: str) -> Definition | None:
    exc = val.get("except")
    return _build(exc, f"{where}: {key}.except") if exc else None


# Argument parsers the registry uses (one per shape of argument).

def names(val: Any, where: str) -> Any:
    return "chosen" if val == "chosen" else tuple(val)


def colors(val: Any, where: str) -> Any:
    return val if val in ("all", "chosen") else tuple(val)


def flag(val: Any, where: str) -> Any:
    return val if isinstance(val, str) else bool(val)


def same(val: Any, where: str) -> Any:
    return val


def pt_pair(val: Any, where: str) -> tuple[Value, Value] | PtOneOf:
    if isinstance(val, Mapping) and "one_of" in val:      # 608.2d: chosen as it resolves (choices.pt)
        return PtOneOf(tuple((int(a), int(b)) for a, b in val["one_of"]))
    vals = val if isinstance(val, list) else [val, val]
    return (parse_value(vals[0]), parse_value(vals[1]))


def one_value(val: Any, where: str) -> Value:
    return parse_value(val)


def granted_list(val: Any, where: str) -> tuple[Granted, ...]:
    return tuple(parse_granted(a, f"{where}: add_abilities[{i}]") for i, a in enumerate(val))


def control_to(val: Any, where: str) -> Any:
    """``gain_control``'s player: ``you``, ``owner``, ``chosen``, a name, or ``{most: <selector>}`` (613.1b)."""
    if isinstance(val, Mapping) and "most" in val:
        return MostOf("life" if val["most"] == "life" else parse_selector(val["most"]))     # 119: the life totals
    return val


def copy_of(val: Any, where: str) -> CopyOf:
    return CopyOf(str(val.get("of", "chosen")), _exceptions(val, where, "copy"), bool(val.get("this_ability")),
                  target=int(val["target"]) if val.get("target") is not None else None)


def change_text(val: Any, where: str) -> Any:
    if val == "chosen" or not val:
        return "chosen" if val == "chosen" else None
    return ChangeText(str(val["from"]), str(val["to"]))


def gain_abilities_of(val: Any, where: str) -> GainAbilitiesOf:
    kinds = val.get("kind", "activated")
    return GainAbilitiesOf(parse_selector(val["from"]), frozenset([kinds] if isinstance(kinds, str) else kinds))


def full_text_of(val: Any, where: str) -> FullTextOf:
    return FullTextOf(parse_filter(val["top_of_graveyard"], where, "full_text_of.top_of_graveyard"),
                      tuple(val.get("also", ())))
