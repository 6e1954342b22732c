"""The words of effect definitions, checked before anything is built from them (documented for
authors in ``data/effects/README.md``): which keys, selectors, values and conditions exist.

:mod:`.parse` builds the typed values of :mod:`.model` from a checked definition; the layer of
each operation and what it does are in the registry, :mod:`.ops`.

>>> validate_definition({"affects": "self", "set_pt": [1, "one"]}, "Test: ability 1")
Traceback (most recent call last):
...
layerkit.errors.CardDataError: Test: ability 1: set_pt[1]: expected an integer, 'mana_value', 'x', {count: selector}, {devotion: COLOR}, {counters: KIND}, {distinct_card_types: selector}, {distinct_colors: selector}, {basic_land_types: selector}, {attached: selector}, {power: self|it}, {toughness: self|it}, {greatest: {of, characteristic}}, {sum: [values]} or {times: [values]}; got 'one'
>>> OPERATIONS["set_subtypes"], OPERATIONS["modify_pt"]
('4', '7c')
"""
from __future__ import annotations

import re
from typing import Any, Mapping

from ..errors import CardDataError
from .facts import FACT_PLAYERS, FACTS, OBJECT_FACTS, OBJECT_NUMBER_FACTS, VALUE_PLAYERS
from .model import STATED_CHARACTERISTICS, STATED_COUNTED_QUALITIES, STATED_OBJECTS
from .ops import REGISTRY

#: Operation name -> layer (613.1, 613.2, 613.4), from the one registry of operations.
OPERATIONS: dict[str, str] = {name: str(op.layer) for name, op in REGISTRY.items()}

#: Keys of a definition that are not operations.
DEFINITION_KEYS = frozenset({"affects", "condition", "zones", "duration", "other", "counters", "enters_with_counters",
                             "turned_face_up_counters", "others_enter_as_copy", "others_enter_as_copy",
                             "enters_as_copy", "kind", "text", "keyword", "return_to_battlefield",
                             "return_targets", "put_chosen", "put_tapped", "put_face_down", "flicker", "create_token_copy", "create_token", "create_emblem", "emblem_uses", "return_all", "delayed", "delayed_trigger", "modes", "choose",
                             "kicked", "enters_with_abilities", "enters_otherwise_with_abilities", "distribute_counters", "double_counters",
                             "proliferate", "remove_counters", "explores", "connives", "source_counters", "stated_counters", "move_counters", "triggered", "static", "parts", "target", "otherwise", "won",
                             "attach_to_target", "turn_face_down", "transform", "put_face_down", "counters_put_instead", "cant_have_counters", "also_counters",
                             "if_is", "chosen_is", "chosen_least", "instead", "if_holds"})

#: The keys of ``create_token`` (111.3: the characteristics the creating text defines).
TOKEN_KEYS = frozenset({"count", "name", "power", "toughness", "colors", "supertypes", "types", "subtypes", "text",
                        "attach", "attach_each"})


def _check_token_spec(val: Any, where: str) -> None:
    """``create_token``: ``{count, name, power, toughness, colors, supertypes, types, subtypes, text}``."""
    from ..rules.characteristics import CARD_TYPES, COLORS, SUPERTYPES

    if not isinstance(val, Mapping) or set(val) - TOKEN_KEYS:
        raise _fail(where, "create_token", f"expected a mapping with keys among {', '.join(sorted(TOKEN_KEYS))}")
    count = val.get("count", 1)
    if not (count == "x" or (isinstance(count, int) and not isinstance(count, bool) and count >= 1)):
        raise _fail(where, "create_token.count", "expected a number of tokens (1 or more) or x (choices.number)")
    for k, allowed in (("colors", COLORS), ("types", CARD_TYPES), ("supertypes", SUPERTYPES)):
        items = val.get(k) or []
        if not isinstance(items, list) or any(i not in allowed for i in items):
            raise _fail(where, f"create_token.{k}", f"expected a list among {', '.join(sorted(allowed))}")
    if not isinstance(val.get("subtypes") or [], list):
        raise _fail(where, "create_token.subtypes", "expected a list of subtypes")
    for k in ("power", "toughness"):
        if val.get(k) is not None and (not isinstance(val[k], int) or isinstance(val[k], bool)):
            raise _fail(where, f"create_token.{k}", "expected a number")
    if ("Creature" in (val.get("types") or [])) != (val.get("power") is not None and val.get("toughness") is not None):
        raise _fail(where, "create_token", "a creature token has power and toughness, another token none (208.3)")
    if (val.get("attach") == "each") != ("attach_each" in val):
        raise _fail(where, "create_token.attach_each", "attach: each names its objects in attach_each (a selector)")
    if "attach_each" in val:
        validate_selector(val["attach_each"], where, "create_token.attach_each")
    if val.get("attach") not in (None, "targets", "self", "each_target", "each") or (val.get("attach") and "Aura" not in (val.get("subtypes") or [])):
        raise _fail(where, "create_token.attach", "expected targets (an Aura token attached to the one target, 303.4), "
                    "each_target (one attached to each target) or self (attached to the ability's source)")
    if not isinstance(val.get("text", ""), str) or not isinstance(val.get("name", ""), str):
        raise _fail(where, "create_token", "name and text are strings")


#: The keys a modal ability's definition may have besides ``modes`` (700.2: its effects are its modes').
MODAL_KEYS = frozenset({"modes", "choose", "kind", "text"})
#: The keys of one mode besides a definition's: its text and its additional cost (700.2h).
MODE_KEYS = frozenset({"text", "cost"})

SELECTOR_STRINGS = frozenset({"self", "enchanted", "equipped", "attached", "targets", "chosen", "paired", "created",
                              "returned", "top_of_library"})
SELECTOR_KEYS = frozenset({"types", "not_types", "any_types", "subtypes", "not_subtypes", "all_subtypes", "supertypes",
                           "not_supertypes", "colors", "controller", "owner", "other", "token", "zones",
                           "name", "any", "counters", "no_abilities", "abilities", "tapped", "combat",
                           "not_colors", "colorless", "monocolored", "multicolored", "commander",
                           "equipped", "enchanted", "modified", "not_abilities", "power", "toughness",
                           "mana_value", "face_down", "cast_by", "blocking", "blocked_by", "blocked", "designations",
                           "entered_this_turn", "shares", "shares_creature_type", "stickered", "first_this_turn",
                           "next_this_turn", "cast_from", "attacking", "counters_min", "not_counters",
                           "mana_spent_on", "not_combat"})
#: ``shares``: what an object may share with another (201.2a, 105.2, 205.3m) and the objects it may share it with
SHARED_CHARACTERISTICS = frozenset({"name", "color", "creature_type"})
SHARES_WITH = frozenset({"self", "targets", "enchanted", "equipped", "attached", "top_of_library"})
#: 509.1a: the objects ``blocking`` / ``blocked_by`` may name ("creatures blocking ~"); ``it``: the object a
#: count value is worked out for
COMBAT_REFS = frozenset({"self", "targets", "equipped", "enchanted", "attached", "it"})
#: designations of a permanent a selector may name (kept until it leaves the battlefield, 400.7)
DESIGNATIONS = frozenset({"monstrous", "renowned", "solved"})   # 701.37b, 702.112b, 719.3b
#: 106.1: the types of mana a ``mana_spent`` condition may count (C: colorless); ``same``: some one color;
#: ``colors``: the number of colors (105.1)
MANA_SPENT_COLORS = frozenset({"W", "U", "B", "R", "G", "C", "same", "colors"})
CONDITION_KEYS = frozenset({"devotion", "counters", "alt_cost", "mana_spent", "cast_from", "kicked_with", "cast_with", "cast_during", "roll", "you_did", "resolved_this_turn", "tribute_paid", "treasure_mana", "your_turn", "all", "any", "not",
                            "top_of_graveyard", "top_of_library", "enchanted", "count", "source", "value", "some_opponent", "enchanted_controller",
                            "class_level", "fact", "mode_chosen", "stated", "target_exceeds"})
#: "perpetual": an Alchemy (digital-only) effect that lasts for the rest of the game and follows its
#: objects through zone changes (not in the Comprehensive Rules; see data/effects/README.md)
DURATIONS = frozenset({"end_of_turn", "permanent", "while_source", "while_tapped", "perpetual",
                       "while_controlled", "while_controlled_tapped", "until_your_next_turn",
                       "until_end_of_your_next_turn", "end_of_combat", "until_cast_from_exile", "while_enchanted"})



def is_while_counter(duration: Any) -> bool:
    """611.2b: ``while_counter:KIND``, "for as long as it has a KIND counter on it": the effect ends for each
    of its objects once that object has no such counter (checked after each step, never coming back).

    >>> is_while_counter("while_counter:flood"), is_while_counter("while_counter:"), is_while_counter(3)
    (True, False, False)
    """
    return isinstance(duration, str) and duration.startswith("while_counter:") and \
        len(duration) > len("while_counter:") and " " not in duration

# --------------------------------------------------------------------------------------------
# Validation: an effect file is checked word by word before any card is built from it.

def _fail(where: str, field: str, message: str) -> CardDataError:
    return CardDataError(f"{where}: {field}: {message}")


def validate_selector(selector: Any, where: str, field: str = "affects") -> None:
    if isinstance(selector, str):
        if selector not in SELECTOR_STRINGS:
            raise _fail(where, field, f"unknown selector {selector!r}; expected one of "
                        f"{sorted(SELECTOR_STRINGS)} or a mapping")
        return
    if not isinstance(selector, Mapping):
        raise _fail(where, field, f"expected a selector (string or mapping), got {type(selector).__name__}")
    for key, val in selector.items():
        if key not in SELECTOR_KEYS:
            raise _fail(where, f"{field}.{key}", f"unknown selector key; expected one of {sorted(SELECTOR_KEYS)}")
        if key == "abilities":
            _expect_list(val, where, f"{field}.abilities")
        if key == "cast_by" and (val not in ("you", "opponent", "any") or selector.get("zones") != ["stack"]):
            raise _fail(where, f"{field}.{key}", f"expected you, opponent or any, beside zones: [stack] (a spell, 601.2); "
                        f"got {val!r}")
        if key == "not_combat" and val not in ("attacking", "blocking"):
            raise _fail(where, f"{field}.{key}", f"expected attacking or blocking (not in that combat status, 508.1, "
                        f"509.1); got {val!r}")
        if key == "attacking" and val not in ("you", "enchanted_player"):
            raise _fail(where, f"{field}.{key}", f"expected you or enchanted_player (the player an attacking creature "
                        f"attacks, 508.1b); got {val!r}")
        if key == "cast_from" and (val not in ("hand", "graveyard", "exile", "library", "command")
                                   or "cast_by" not in selector):
            raise _fail(where, f"{field}.{key}", f"expected a zone a spell is cast from (hand, graveyard, exile, "
                        f"library, command), beside cast_by (601.2a); got {val!r}")
        if key in ("first_this_turn", "next_this_turn", "mana_spent_on") and (val is not True or "cast_by" not in selector):
            raise _fail(where, f"{field}.{key}", f"expected true, beside cast_by (the first spell of its kind cast "
                        f"this turn, 601.2); got {val!r}")
        if key in ("colorless", "monocolored", "multicolored", "commander", "equipped", "enchanted",
                   "modified", "face_down", "blocked", "entered_this_turn", "stickered") and not isinstance(val, bool):
            raise _fail(where, f"{field}.{key}", f"expected true or false, got {val!r}")
        if key == "shares_creature_type" and val != "it":
            raise _fail(where, f"{field}.{key}", f"expected it (in a count value: the object the value is worked out "
                        f"for), got {val!r}")
        if key == "other" and not isinstance(val, bool) and val not in ("it", "targets"):
            raise _fail(where, f"{field}.other", f"expected true, false, it (in a count value: not the object the "
                        f"value is worked out for) or targets (not a resolving effect's targets), got {val!r}")
        if key in ("not_colors", "not_abilities"):
            _expect_list(val, where, f"{field}.{key}")
        if key in ("blocking", "blocked_by") and val not in COMBAT_REFS:
            raise _fail(where, f"{field}.{key}", f"expected one of {sorted(COMBAT_REFS)}, got {val!r}")
        if key == "shares" and not (isinstance(val, Mapping) and set(val) == {"characteristic", "with"}
                                    and val["characteristic"] in SHARED_CHARACTERISTICS and val["with"] in SHARES_WITH):
            raise _fail(where, f"{field}.shares", f"expected {{characteristic: one of {sorted(SHARED_CHARACTERISTICS)}, "
                        f"with: one of {sorted(SHARES_WITH)}}}, got {val!r}")
        if key == "designations":
            _expect_list(val, where, f"{field}.designations")
            unknown = sorted(set(map(str, val)) - DESIGNATIONS)
            if unknown:
                raise _fail(where, f"{field}.designations", f"unknown designation {unknown[0]!r}; expected one of "
                            f"{sorted(DESIGNATIONS)}")
        if key in ("power", "toughness", "mana_value") and not (
                isinstance(val, Mapping) and val and set(val) <= {"min", "max"}
                and all(v is None or (isinstance(v, int) and not isinstance(v, bool)) for v in val.values())):
            raise _fail(where, f"{field}.{key}", f"expected {{min: N, max: N}}, got {val!r}")
        if key == "counters_min" and not (isinstance(val, int) and not isinstance(val, bool) and val >= 1
                                          and isinstance(selector.get("counters"), str) and selector["counters"] != "any"):
            raise _fail(where, f"{field}.counters_min", f"expected a number 1 or more beside counters: KIND, got {val!r}")
        if key == "not_counters" and not isinstance(val, str):
            raise _fail(where, f"{field}.not_counters", f"expected a counter kind or any, got {val!r}")
        if key == "any":
            if not isinstance(val, list):
                raise _fail(where, f"{field}.any", "expected a list of selectors")
            for i, sub in enumerate(val):
                validate_selector(sub, where, f"{field}.any[{i}]")


def validate_value(value: Any, where: str, field: str) -> None:
    if isinstance(value, bool):
        raise _fail(where, field, "expected a number or a value expression, got a boolean")
    if isinstance(value, int) or value in ("mana_value", "x", "times_kicked", "colors_spent", "mana_spent", "opponents", "opponents_attacked", "players_attacked", "roll", "convoked", "that_many", "entered_x", "treasure_mana"):
        return
    if isinstance(value, Mapping) and len(value) == 1:
        (key, arg), = value.items()
        if key == "count":
            validate_selector(arg, where, f"{field}.count")
            return
        if key == "devotion" and _devotion_colors(arg):
            return
        if key == "counters" and isinstance(arg, str):
            return
        if key in ("power", "toughness") and arg in ("self", "it"):
            return
        if key == "greatest" and isinstance(arg, Mapping) and set(arg) == {"of", "characteristic"} \
                and arg["characteristic"] in ("power", "toughness", "mana_value"):
            validate_selector(arg["of"], where, f"{field}.greatest.of")
            return
        if key == "total" and isinstance(arg, Mapping) and set(arg) == {"of", "characteristic"} \
                and arg["characteristic"] in ("power", "toughness", "mana_value"):
            validate_selector(arg["of"], where, f"{field}.total.of")
            return
        if key == "colors_of" and arg == "it":
            return
        if key == "counters_on_it" and isinstance(arg, str):
            return
        if key == "party" and arg == "you":       # 700.8: the source's controller's party
            return
        if key == "counters_among" and isinstance(arg, Mapping) and set(arg) == {"kind", "of"} \
                and isinstance(arg["kind"], str):
            validate_selector(arg["of"], where, f"{field}.counters_among.of")
            return
        if key == "mana_symbols" and isinstance(arg, Mapping) and set(arg) == {"color", "of"} \
                and arg["color"] in ("W", "U", "B", "R", "G"):
            validate_selector(arg["of"], where, f"{field}.mana_symbols.of")
            return
        if key in ("distinct_card_types", "distinct_colors", "basic_land_types", "attached", "attached_to_source",
                   "distinct_mana_values", "distinct_counter_kinds",
                   "distinct_names", "distinct_powers"):
            validate_selector(arg, where, f"{field}.{key}")
            return
        if key in ("sum", "times") and isinstance(arg, list) and len(arg) >= 2:
            for i, v in enumerate(arg):
                validate_value(v, where, f"{field}.{key}[{i}]")
            return
        if key == "fact":
            validate_fact(arg, where, f"{field}.fact", value=True)
            return
        if key == "its_mana_symbols" and arg in ("W", "U", "B", "R", "G"):
            return
        if key == "most" and isinstance(arg, Mapping) and arg.get("player") in ("opponents", "all"):
            validate_fact(arg, where, f"{field}.most", value=True)     # "the highest life total among players"
            return
        if key == "players_with" and isinstance(arg, Mapping) and arg.get("player") in ("opponents", "all"):
            validate_fact(arg, where, f"{field}.players_with", value=True)     # "for each opponent who lost life ..."
            return
        if key == "half" and isinstance(arg, Mapping) and set(arg) == {"of", "round"} and arg["round"] in ("up", "down"):
            validate_value(arg["of"], where, f"{field}.half.of")       # 107.1a
            return
        if key == "up_to" and isinstance(arg, list) and arg:
            for i, v in enumerate(arg):     # 608.2d: "put up to X counters": at most each of these
                validate_value(v, where, f"{field}.up_to[{i}]")
            return
        if key == "beyond" and isinstance(arg, Mapping) and set(arg) == {"of", "first"} \
                and isinstance(arg["first"], int) and not isinstance(arg["first"], bool) and arg["first"] >= 1:
            validate_value(arg["of"], where, f"{field}.beyond.of")      # "... beyond the first"
            return
        if key == "votes" and isinstance(arg, str) and arg:     # 701.38: {votes: strength}
            return
        if key == "stated":     # 608.2h: {object: sacrificed, characteristic: power}
            if not (isinstance(arg, Mapping) and set(arg) in ({"object", "characteristic"}, {"object", "characteristic", "of"})
                    and arg["object"] in STATED_OBJECTS and arg["characteristic"] in STATED_CHARACTERISTICS):
                raise _fail(where, f"{field}.stated", "expected {object: " + "|".join(STATED_OBJECTS)
                            + ", characteristic: " + "|".join(STATED_CHARACTERISTICS) + "}")
            if "of" in arg:
                # 608.2h: a count of some of the objects ("for each nonland card revealed this way"): a selector of
                # what may be stated of each object
                if arg["characteristic"] != "count":
                    raise _fail(where, f"{field}.stated.of", "'of' only beside characteristic: count")
                validate_stated_is({"object": arg["object"], "is": arg["of"]}, where, f"{field}.stated.of")
            return
    raise _fail(where, field, f"expected an integer, 'mana_value', 'x', {{count: selector}}, "
                f"{{devotion: COLOR}}, {{counters: KIND}}, {{distinct_card_types: selector}}, "
                f"{{distinct_colors: selector}}, {{basic_land_types: selector}}, {{attached: selector}}, "
                f"{{power: self|it}}, {{toughness: self|it}}, {{greatest: {{of, characteristic}}}}, "
                f"{{sum: [values]}} or {{times: [values]}}; got {value!r}")


#: ifsother15: the facts counting permanents that entered under a player's control this turn (603.6a), which
#: ``other_than_source`` may read without the source
ENTERED_COUNTS = ("creatures_entered_this_turn", "artifacts_entered_this_turn", "lands_entered_this_turn",
                  "nonland_permanents_entered_this_turn")


def validate_fact(arg: Any, where: str, field: str, value: bool = False) -> None:
    """A game fact read by a condition (``{name, player, min, max}``) or a value (``{name, player}``,
    a number fact only): its name one of :data:`.facts.FACTS`, its player one the word allows.

    >>> validate_fact({"name": "life", "player": "opponents"}, "X: ability 1", "condition.fact")
    Traceback (most recent call last):
    ...
    layerkit.errors.CardDataError: X: ability 1: condition.fact.player: expected one of you, opponent, each, any, chosen; got 'opponents'
    """
    keys = {"name", "player"} if value else {"name", "player", "min", "max"}
    if not value and "other_than_source" in arg:
        # ifsother15: 603.6a: "another creature entered ... this turn": the entering count of the controller, min only
        if arg["other_than_source"] is not True or arg.get("name") not in ENTERED_COUNTS \
                or arg.get("player", "you") != "you" or arg.get("max") is not None:
            raise _fail(where, f"{field}.other_than_source", "expected true, beside the name of a count of permanents "
                        "that entered under your control this turn (" + ", ".join(ENTERED_COUNTS) + ") and no max")
        arg = {k: v for k, v in arg.items() if k != "other_than_source"}
    if not isinstance(arg, Mapping) or "name" not in arg or set(arg) - keys:
        raise _fail(where, field, "expected {" + ", ".join(sorted(keys, key=["name", "player", "min", "max"].index))
                    + "}, the name one of the game facts (data/effects/README.md)")
    name = arg["name"]
    if not value and arg.get("player") == "source" and name in OBJECT_FACTS:
        return          # the source object's history (OBJECT_FACTS), a designation: at least 1, or max 0
    if value and arg.get("player") == "source" and name in OBJECT_NUMBER_FACTS:
        return          # values17: a number of the source object's history ("the life paid as it entered")
    if name not in FACTS:
        raise _fail(where, f"{field}.name", f"unknown game fact {name!r}; expected one of {', '.join(FACTS)}")
    if value and FACTS[name].kind != "number":
        raise _fail(where, f"{field}.name", f"{name!r} is a designation, not a number; read it with a condition")
    players = VALUE_PLAYERS if value else FACT_PLAYERS
    if arg.get("player", "you") not in players:
        raise _fail(where, f"{field}.player", f"expected one of {', '.join(players)}; got {arg.get('player')!r}")
    for k in ("min", "max"):
        v = arg.get(k)
        if v is not None and (not isinstance(v, int) or isinstance(v, bool)):
            raise _fail(where, f"{field}.{k}", f"expected a whole number, got {v!r}")


def _devotion_colors(arg: Any) -> bool:
    """A devotion's colors: one color letter, or two ("WB": devotion to white and black, 700.5)."""
    return (isinstance(arg, str) and 1 <= len(arg) <= 2 and len(set(arg)) == len(arg)
            and all(c in "WUBRG" for c in arg))


def validate_condition(condition: Any, where: str, field: str = "condition") -> None:
    if not isinstance(condition, Mapping) or not condition:
        raise _fail(where, field, "expected a mapping")
    shapes = {
        "devotion": lambda v: isinstance(v, Mapping) and _devotion_colors(v.get("color"))
        and (isinstance(v.get("lt"), int) or isinstance(v.get("min"), int)) and set(v) <= {"color", "lt", "min"},
        "counters": lambda v: isinstance(v, Mapping) and isinstance(v.get("kind"), str) and set(v) <= {"kind", "min", "max"}
        and all(v.get(k) is None or (isinstance(v[k], int) and not isinstance(v[k], bool)) for k in ("min", "max")),
        "alt_cost": lambda v: isinstance(v, str),
        "mana_spent": lambda v: isinstance(v, Mapping) and set(v) <= {"color", "min", "max"}
        and v.get("color", "W") in MANA_SPENT_COLORS and ("min" in v or "max" in v)
        and all(v.get(k) is None or (isinstance(v[k], int) and not isinstance(v[k], bool) and v[k] >= 0)
                for k in ("min", "max")),
        "cast_from": lambda v: v in ("hand", "graveyard", "exile", "library", "command", "none"),
        "cast_with": lambda v: v in ("bargain", "gift", "evidence"),
        "you_did": lambda v: v is True,
        "resolved_this_turn": lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 1,
        "tribute_paid": lambda v: v is True,
        "treasure_mana": lambda v: isinstance(v, Mapping) and set(v) <= {"min", "max"} and bool(v)
        and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in v.values()),
        "cast_during": lambda v: v in ("your_main_phase", "other"),
        "roll": lambda v: isinstance(v, Mapping) and set(v) <= {"min", "max"} and bool(v)
        and all(isinstance(n, int) and not isinstance(n, bool) for n in v.values()),
        "kicked_with": lambda v: isinstance(v, str) and re.fullmatch(r"(\{[0-9A-Za-z/]+\})+", v) is not None,
        "your_turn": lambda v: isinstance(v, bool),
        "all": lambda v: isinstance(v, list),
        "any": lambda v: isinstance(v, list) and len(v) >= 2,
        "not": lambda v: isinstance(v, Mapping),
        "class_level": lambda v: isinstance(v, Mapping) and set(v) == {"min"} and isinstance(v["min"], int)
        and not isinstance(v["min"], bool) and v["min"] >= 1,
        "mode_chosen": lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 1,
    }
    expected = {"devotion": "{color: W, lt: 5} or {color: W, min: 5}", "counters": "{kind: level, min: N, max: N}",
                "alt_cost": "the name of a cost, e.g. dash",
                "cast_from": "a zone a spell is cast from (hand, graveyard, exile, library, command) or none",
                "cast_with": "bargain, gift or evidence (601.2b)",
                "you_did": "true (608.2c: the ability's optional action was taken; 'not' for 'if you don't')", "tribute_paid": "true (702.104b: the tribute was paid; 'not' for 'if tribute wasn't paid')",
                "treasure_mana": "{min: N, max: N} (111.10a, 601.2h: the mana from Treasures spent to cast or activate it)", "resolved_this_turn": "N, 1 or more (608.2c: this is the N-th time the ability has resolved this turn)", "cast_during": "your_main_phase or other (505.1)", "roll": "{min: N, max: N} (706.2)",
                "kicked_with": "a kicker cost as printed, e.g. '{1}{U}' (702.33d)",
                "mana_spent": "{color: W|U|B|R|G|C|same|colors (or none: all the mana), min: N, max: N}", "your_turn": "true or false", "all": "a list of conditions",
                "any": "a list of two or more conditions",
                "not": "a condition", "class_level": "{min: N}, N a level of 1 or more (716.2a)",
                "mode_chosen": "N, the option (1-based) chosen as the source entered"}
    for key, val in condition.items():
        if key not in CONDITION_KEYS:
            raise _fail(where, f"{field}.{key}", f"unknown condition; expected one of {sorted(CONDITION_KEYS)}")
        if key in shapes and not shapes[key](val):
            raise _fail(where, f"{field}.{key}", f"expected {expected[key]}, got {val!r}")
        if key in ("all", "any"):
            for i, sub in enumerate(val):
                validate_condition(sub, where, f"{field}.{key}[{i}]")
        if key == "not":
            validate_condition(val, where, f"{field}.not")
        if key == "target_exceeds" and val is not True:
            raise _fail(where, f"{field}.target_exceeds", "expected true (702.100a: the target has greater power and/or "
                        "toughness than the source)")
        if key == "stated":
            validate_stated_is(val, where, f"{field}.stated")
        if key in ("some_opponent", "enchanted_controller"):
            validate_condition(val, where, f"{field}.{key}")
        if key == "fact":
            validate_fact(val, where, f"{field}.fact")
        if key in ("source", "enchanted", "top_of_graveyard", "top_of_library"):
            validate_selector(val, where, f"{field}.{key}")
        if key == "value":
            if not isinstance(val, Mapping) or "of" not in val or not set(val) <= {"of", "min", "max"} or not all(
                    val.get(k) is None or (isinstance(val[k], int) and not isinstance(val[k], bool)) for k in ("min", "max")):
                raise _fail(where, f"{field}.value", "expected {of: value, min: N, max: N}")
            validate_value(val["of"], where, f"{field}.value.of")
        if key == "count":
            if not isinstance(val, Mapping) or "of" not in val or not set(val) <= {"of", "min", "max"}:
                raise _fail(where, f"{field}.count", "expected {of: selector, min: N, max: N}")
            validate_selector(val["of"], where, f"{field}.count.of")


def validate_definition(definition: Any, where: str) -> None:
    """Raise :class:`CardDataError` naming ``where`` and the field if a definition uses a word
    outside the vocabulary."""
    if not isinstance(definition, Mapping):
        raise _fail(where, "definition", f"expected a mapping, got {type(definition).__name__}")
    if "choose" in definition and "modes" not in definition:
        raise _fail(where, "choose", "only a modal ability (one with modes) chooses modes (700.2)")
    if "modes" in definition:
        extra = sorted(set(definition) - MODAL_KEYS)
        if extra:
            raise _fail(where, extra[0], "a modal ability's effects are its modes': put this key in a mode (700.2)")
    for key, val in definition.items():
        if key not in OPERATIONS and key not in DEFINITION_KEYS:
            raise _fail(where, key, "unknown key; see data/effects/README.md for the vocabulary")
        if key == "modes":
            validate_modes(val, where)
        elif key == "parts":
            validate_parts(definition, where)
        elif key == "target":
            validate_target(definition, where)
        elif key in ("kicked", "otherwise"):
            validate_branch(val, where, key)
        elif key == "triggered":
            # 702.43a, 702.58a: the triggered ability a keyword represents beside its static one
            if not isinstance(val, Mapping) or not isinstance(val.get("text"), str) or val.get("kind") != "triggered" \
                    or definition.get("kind") != "keyword":
                raise _fail(where, key, "expected {text: <its rules text>, kind: triggered, ...} beside kind: keyword: "
                            "the triggered ability the keyword represents besides its static one (702.43a, 702.58a)")
            validate_definition({k: v for k, v in val.items() if k != "text"}, f"{where}: triggered")
        elif key == "static":
            # 702.176a: the second static ability a keyword represents beside this one (impending)
            if not isinstance(val, Mapping) or not isinstance(val.get("text"), str) or val.get("kind") != "static" \
                    or definition.get("kind") != "keyword":
                raise _fail(where, key, "expected {text: <its rules text>, kind: static, ...} beside kind: keyword: "
                            "the second static ability the keyword represents (702.176a)")
            validate_definition({k: v for k, v in val.items() if k != "text"}, f"{where}: static")
        elif key == "instead":
            # 608.2c: what it does in place of the rest when its condition holds as it resolves
            if not isinstance(val, Mapping) or "condition" not in val:
                raise _fail(where, "instead", "expected a definition with its condition: what it does instead when "
                                              "the condition holds as it resolves (608.2c)")
            validate_branch({k: v for k, v in val.items() if k != "condition"}, where, "instead")
            validate_condition(val["condition"], where, "instead.condition")
        elif key == "won":
            # what it does when the flip, clash or guess was won (705, 701.30): a resolving effect, maybe none
            if not isinstance(val, Mapping):
                raise _fail(where, "won", "expected a definition: what it does when the step's choices.won is true")
            if val:
                validate_branch(val, where, "won")
        elif key == "choose":
            validate_choose(val, where)
        elif key == "affects":
            validate_selector(val, where)
        elif key == "condition":
            validate_condition(val, where)
        elif key == "delayed_trigger" and val not in ("this_turn", "until_your_next_turn"):
            raise _fail(where, key, "expected this_turn (603.7b: a delayed triggered ability that triggers only this "
                        "turn) or until_your_next_turn (611.2a)")
        elif key == "duration" and val not in DURATIONS and not is_while_counter(val):
            raise _fail(where, key, f"expected one of {sorted(DURATIONS)} or while_counter:KIND")
        elif key in ("modify_pt", "set_pt") and isinstance(val, Mapping) and "one_of" in val:
            # 608.2d: "gets +1/-1 or -1/+1 until end of turn", "base power and toughness become 4/1 or 1/4
            # until end of turn" (613.4b): one pair, chosen as it resolves (choices.pt)
            opts = val["one_of"]
            if set(val) != {"one_of"} or not isinstance(opts, list) or len(opts) < 2 or not all(
                    isinstance(o, list) and len(o) == 2 and all(type(n) is int for n in o) for o in opts):
                raise _fail(where, key, "expected {one_of: [[P, T], [P, T], ...]} (two or more pairs of integers)")
            if "duration" not in definition:
                raise _fail(where, key, "a choice made as a spell or ability resolves (608.2d): only in the effect of "
                                        "one, which has a duration")
        elif key in ("set_pt", "modify_pt"):
            vals = val if isinstance(val, list) else [val]
            if len(vals) not in (1, 2):
                raise _fail(where, key, "expected [P, T] or one value for both")
            for i, v in enumerate(vals):
                validate_value(v, where, f"{key}[{i}]")
        elif key in ("set_power", "set_toughness"):
            validate_value(val, where, key)
        elif key == "set_name" and (not isinstance(val, str) or not val.strip()):
            raise _fail(where, key, "expected the name, e.g. Sakashima the Impostor (707.9b)")
        elif key in ("set_types", "add_types", "remove_types"):
            _expect_list(val, where, key)
        elif key in ("set_subtypes", "add_subtypes", "remove_subtypes", "set_supertypes",
                     "add_supertypes", "remove_supertypes", "remove_abilities", "cant_have"):
            if val != "chosen":
                _expect_list(val, where, key)
        elif key in ("set_colors", "add_colors"):
            if val not in ("all", "chosen"):
                _expect_list(val, where, key)
                bad = [c for c in val if c not in ("W", "U", "B", "R", "G")]
                if bad:
                    raise _fail(where, key, f"unknown color(s) {bad}; expected W, U, B, R, G")
        elif key in ("add_abilities", "enters_with_abilities", "enters_otherwise_with_abilities"):
            if key == "enters_otherwise_with_abilities" and ("enters_with_counters" not in definition
                                                             or "condition" not in definition):
                raise _fail(where, key, "expected beside enters_with_counters and its condition: what it enters with "
                            "when the condition doesn't hold (702.136a)")
            if key == "enters_with_abilities" and "enters_with_counters" not in definition:
                raise _fail(where, key, "expected beside enters_with_counters: \"it enters with N counters on it "
                            "and with ...\" (614.1c)")
            if not isinstance(val, list):
                raise _fail(where, key, f"expected a list of abilities, got {val!r}")
            for i, ab in enumerate(val):
                if isinstance(ab, Mapping) and "one_of" in ab:
                    opts = ab["one_of"]
                    if set(ab) != {"one_of"} or not isinstance(opts, list) or len(opts) < 2 \
                            or not all(isinstance(o, str) and o for o in opts):
                        raise _fail(where, f"add_abilities[{i}]", "expected {one_of: [two or more ability texts]}")
                elif isinstance(ab, Mapping) and "keyword" in ab and "x" in ab:
                    # "has bushido X, where X is the number of attacking creatures": the keyword's number (or
                    # generic cost "{X}") is a value, worked out as layer 6 applies (611.3a)
                    kw = ab["keyword"]
                    if set(ab) != {"keyword", "x"} or not isinstance(kw, str) \
                            or not re.fullmatch(r"[A-Z][A-Za-z ]* (?:X|\{X\})", kw):
                        raise _fail(where, f"add_abilities[{i}]", "expected {keyword: <Keyword X or Keyword {X}>, "
                                    "x: <value>}")
                    validate_value(ab["x"], where, f"add_abilities[{i}].x")
                elif isinstance(ab, Mapping) and "keyword" in ab:
                    # "has flashback. The flashback cost is equal to its mana cost." (702.34a)
                    # "... plus exile three other cards from your graveyard" (702.138a); "... reduced by {2}" (118.7a)
                    if not {"keyword", "cost"} <= set(ab) or set(ab) - {"keyword", "cost", "plus", "reduced_by"} \
                            or ab["cost"] != "mana_cost" or not isinstance(ab["keyword"], str) \
                            or not isinstance(ab.get("plus", ""), str) \
                            or not (isinstance(ab.get("reduced_by", 0), int) and ab.get("reduced_by", 0) >= 0):
                        raise _fail(where, f"add_abilities[{i}]", "expected {keyword: <keyword>, cost: mana_cost, "
                                    "plus: <cost text>, reduced_by: <generic mana>}")
                elif isinstance(ab, Mapping):
                    if "text" not in ab:
                        raise _fail(where, f"add_abilities[{i}]", "a granted ability needs its text")
                    validate_definition({k: v for k, v in ab.items()}, f"{where}: add_abilities[{i}]")
                elif not isinstance(ab, str):
                    raise _fail(where, f"add_abilities[{i}]", "expected ability text or a definition")
        elif key == "copy":
            if not isinstance(val, Mapping) or "of" not in val or set(val) - {"of", "except", "this_ability", "target"}:
                raise _fail(where, key, "expected {of: chosen|targets|self|<id>, except: {...}, this_ability: true, "
                            "target: N}")
            if "target" in val and (val["of"] != "targets" or type(val["target"]) is not int or val["target"] < 1):
                raise _fail(where, key, "target: the number (from 1) of the \"target\" phrase copied, with of: targets")
            if "except" in val:
                validate_definition(val["except"], f"{where}: copy.except")
        elif key == "enters_as_copy":
            if not isinstance(val, Mapping) or set(val) - {"except", "keep_own_abilities", "counters"}:
                raise _fail(where, key, "expected a mapping with optional except: {...}, keep_own_abilities: true and "
                            "counters: [...]")
            from ..rules.characteristics import CARD_TYPES
            for c in val.get("counters") or ():
                # 614.1c: "except it enters with X additional +1/+1 counters on it [if it's a creature]"
                if not isinstance(c, Mapping) or set(c) - {"kind", "count", "if_type"} or not isinstance(c.get("kind"), str) \
                        or not ((type(c.get("count")) is int and c["count"] >= 1) or c.get("count") == "x") \
                        or ("if_type" in c and c["if_type"] not in CARD_TYPES):
                    raise _fail(where, f"{key}.counters", "expected a list of {kind: <counter kind>, count: N or x, "
                                "if_type: <card type>} (614.1c)")
            if "except" in val:
                validate_definition(val["except"], f"{where}: enters_as_copy.except")
        elif key == "counters" and isinstance(val, Mapping) and "one_of" in val:
            # 608.2d: "put your choice of a menace, trample, or haste counter on ...": one counter of the kind
            # chosen as it resolves (the step's choices.counter)
            # beside it, counters of fixed kinds put at the same time ("put a +1/+1 counter and a counter from among
            # flying, first strike, lifelink, or vigilance on it": {"+1/+1": 1, one_of: [...]})
            opts = val["one_of"]
            fixed = {k: n for k, n in val.items() if k != "one_of"}
            if not isinstance(opts, list) or len(opts) < 2 or not all(
                    isinstance(o, str) and o for o in opts) or len(set(opts)) != len(opts) or not all(
                    isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in fixed.values()):
                raise _fail(where, key, "expected {one_of: [two or more counter kinds]}, maybe beside {kind: N}")
        elif key == "counters":
            # a number, x, or a value determined as the spell or ability resolves (608.2h: "put X +1/+1
            # counters on it, where X is its power")
            if not isinstance(val, Mapping) or not all(
                    (isinstance(n, int) and not isinstance(n, bool)) or n in ("x", "mana_value", "times_kicked", "colors_spent", "mana_spent", "opponents", "opponents_attacked", "roll", "convoked",
                              "that_many", "entered_x")
                    or isinstance(n, Mapping)
                    for n in val.values()):
                raise _fail(where, key, "expected {kind: number, x or a value}")
            for k, n in val.items():
                if isinstance(n, Mapping):
                    validate_value(n, where, f"{key}.{k}")
        elif key == "if_holds":
            validate_condition(val, where, "if_holds")       # 608.2c: checked once, as it resolves
        elif key == "if_is":
            # 608.2c, 611.2c: only those of its objects that match this as it resolves are affected
            if not isinstance(val, Mapping):
                raise _fail(where, key, "expected a selector mapping: what each affected object must be as it "
                            "resolves ({subtypes: [Vampire]})")
            validate_definition({"affects": val}, f"{where}: if_is")
        elif key == "chosen_is":
            # 608.2d: the object chosen as it resolves ("a creature you control"), the step's choices.object
            if not isinstance(val, Mapping) or definition.get("affects") != "chosen":
                raise _fail(where, key, "expected a selector mapping beside affects: chosen: what the object chosen "
                            "as it resolves must be ({types: [Creature], controller: you})")
            validate_definition({"affects": val}, f"{where}: chosen_is")
        elif key == "chosen_least":
            # 701.39a: "bolster": the object chosen has the least toughness among those chosen_is names
            if val not in ("toughness", "power") or "chosen_is" not in definition:
                raise _fail(where, key, "expected toughness or power beside chosen_is: the object chosen has the least "
                            "of it among those chosen_is names (701.39a)")
        elif key == "also_counters":
            # 608.2c: counters another instruction of the resolving spell or ability puts on other objects
            if not isinstance(val, list) or not val or not all(
                    isinstance(e, Mapping) and {"affects", "counters"} <= set(e) <= {"affects", "counters", "if_is"}
                    and isinstance(e.get("if_is", {}), Mapping)
                    and not (isinstance(e["counters"], Mapping) and "one_of" in e["counters"]) for e in val):
                raise _fail(where, key, "expected a list of {affects: selector, counters: {kind: number or value}, "
                            "if_is: selector (optional: only on those of them that match it as it resolves)}")
            for i, e in enumerate(val):
                validate_definition({k: v for k, v in e.items() if k != "if_is"}, f"{where}: {key}[{i}]")
                if "if_is" in e:
                    validate_definition({"affects": e["if_is"]}, f"{where}: {key}[{i}].if_is")
        elif key == "cant_have_counters":
            # 122.6: the permanents ``affects`` names can't have these counters put on them (``any``: no counters)
            if not isinstance(val, list) or not val or not all(isinstance(k, str) and k for k in val):
                raise _fail(where, key, "expected a list of counter kinds, e.g. [\"-1/-1\"], or [any] (122.6)")
        elif key == "counters_put_instead":
            # 614.1a: counters put on the permanents ``affects`` names are that many plus N / N times that
            # many / that many minus N instead
            how = [k for k in ("plus", "times", "minus") if k in (val if isinstance(val, Mapping) else {})]
            if (not isinstance(val, Mapping) or not isinstance(val.get("kind"), str) or len(how) != 1
                    or set(val) != {"kind", how[0]} or not isinstance(val[how[0]], int) or isinstance(val[how[0]], bool)
                    or val[how[0]] < 1):
                raise _fail(where, key, "expected {kind: \"+1/+1\", plus: N}, {kind: ..., times: N} or "
                            "{kind: ..., minus: N} (614.1a)")
        elif key == "double_counters":
            if not isinstance(val, list) or not val or not all(isinstance(k, str) and k for k in val):
                raise _fail(where, key, "expected a list of counter kinds, e.g. [\"+1/+1\"] (701.10e)")
        elif key == "remove_counters":
            if not isinstance(val, Mapping) or not val or not all(
                    isinstance(k, str) and k and (n == "all" or (isinstance(n, int) and not isinstance(n, bool) and n >= 1)
                                                  or n in ("x", "roll") or isinstance(n, Mapping))
                    for k, n in val.items()):
                raise _fail(where, key, "expected {kind: N}, {kind: all} (kind any: every kind) or {kind: a value}, e.g. "
                            "{\"-1/-1\": all} (122.1)")
            for k, n in val.items():
                if isinstance(n, Mapping):
                    validate_value(n, where, f"{key}.{k}")
        elif key in ("explores", "connives"):
            if val is not True or definition.get("affects") != "targets":
                raise _fail(where, key, "expected true beside affects: targets: its one target gets a +1/+1 counter "
                            "when the step's choices.nonland says the card was a nonland card (701.44a, 701.50a)")
        elif key == "stated_counters":
            if val != "died" or definition.get("affects") not in ("targets", "self"):
                raise _fail(where, key, "expected died beside affects: targets or self: its objects get the counters "
                            "the creature that died had as it last existed, as the step's choices.stated.died.counters "
                            "states them (608.2h, 603.10a)")
        elif key == "move_counters":
            ok = isinstance(val, Mapping) and set(val) == {"kind", "count", "from"} and isinstance(val["kind"], str) \
                and (val["count"] in ("all", "chosen") or (type(val["count"]) is int and val["count"] >= 1)) \
                and (val["from"] == "self" or (type(val["from"]) is int and val["from"] >= 1)) \
                and definition.get("affects") in ("self", "targets") \
                and not (val["from"] == "self" and definition.get("affects") == "self")
            if not ok:
                raise _fail(where, key, "expected {kind: \"+1/+1\" (or any), count: N, all or chosen, from: self or N "
                            "(a \"target\" phrase, counted from 1)} beside affects: self or targets: that many counters "
                            "of that kind (any: of any kinds) removed from the one object and put onto the affected one "
                            "(122.5); which ones (chosen: how many) the step's choices.moved says (608.2d)")
        elif key == "source_counters":
            if not (val is True or (isinstance(val, str) and val.strip() == val and val)) \
                    or definition.get("affects") != "targets":
                raise _fail(where, key, "expected true (or one counter kind, \"+1/+1\") in a triggered ability beside "
                            "affects: targets: its objects get the counters (of that kind) the source had as it last "
                            "left the battlefield (608.2h, 603.10a)")
        elif key == "proliferate":
            if val is not True:
                raise _fail(where, key, "expected true: the permanents and players the step's choices.proliferate "
                            "names get one more counter of each kind they have (701.34a)")
        elif key == "distribute_counters":
            if (not isinstance(val, Mapping) or len(val) != 1 or definition.get("affects") != "targets"
                    or not all((isinstance(n, int) and not isinstance(n, bool) and n >= 1) or n in ("x", "roll", "entered_x")
                               or isinstance(n, Mapping) for n in val.values())):
                raise _fail(where, key, "expected {kind: N or a value} divided among the targets (affects: targets), "
                            "e.g. {\"+1/+1\": 3} (601.2d)")
            for k, n in val.items():
                if isinstance(n, Mapping):
                    validate_value(n, where, f"{key}.{k}")
        elif key == "enters_with_counters" and isinstance(val, Mapping) and "one_of" in val:
            opts = val["one_of"]
            if len(val) != 1 or not isinstance(opts, list) or len(opts) < 2 or not all(
                    isinstance(o, str) and o for o in opts) or len(set(opts)) != len(opts):
                raise _fail(where, key, "expected {one_of: [two or more counter kinds]}")
        elif key == "enters_with_counters":
            if not isinstance(val, Mapping) or not val or not all(
                    isinstance(k, str) and ((isinstance(n, int) and not isinstance(n, bool) and n >= 0)
                                            or n in ("x", "times_kicked", "colors_spent", "mana_spent", "opponents", "opponents_attacked", "roll", "convoked")
                                            or isinstance(n, Mapping))
                    for k, n in val.items()):
                raise _fail(where, key, "expected {kind: number, x or a value}, e.g. {\"+1/+1\": 3}")
            for k, n in val.items():
                if isinstance(n, Mapping):      # "a +1/+1 counter on it for each ...", counted as it enters
                    validate_value(n, where, f"{key}.{k}")
        elif key == "transform":
            if val is not True:
                raise _fail(where, key, "expected true: each affected double-faced permanent transforms (701.27a)")
        elif key == "put_face_down" and val == "manifest":
            # 701.40a: the card put (``put_chosen``) is manifested: put onto the battlefield face down (708.2a)
            if "put_chosen" not in definition or "put_tapped" in definition:
                raise _fail(where, key, "expected manifest (701.40a) beside put_chosen")
        elif key in ("turn_face_down", "put_face_down"):
            # 708.2a: true; 708.2: the characteristics the effect lists ("It's a 2/2 Cyberman artifact creature.")
            from ..rules.characteristics import CARD_TYPES
            if key == "put_face_down" and not ({"return_to_battlefield", "return_targets", "flicker"} & set(definition)):
                raise _fail(where, key, "expected beside return_to_battlefield, return_targets or flicker (708.3: the "
                            "cards they put onto the battlefield enter face down)")
            if val is not True and not (isinstance(val, Mapping) and set(val) <= {"types", "subtypes", "power", "toughness"}
                                        and val.get("types") and all(t in CARD_TYPES for t in val["types"])
                                        and all(type(val.get(k, 0)) is int for k in ("power", "toughness"))
                                        and isinstance(val.get("subtypes", []), list)):
                raise _fail(where, key, "expected true, or the characteristics listed for it face down: {types: [...], "
                            "subtypes: [...], power: N, toughness: N} (708.2)")
        elif key == "others_enter_as_copy":
            # 614.1c, 707.2: "Creatures you control enter as a copy of ~": a static ability's replacement effect on others
            if val not in ("self", "enchanted") or not isinstance(definition.get("affects"), Mapping):
                raise _fail(where, key, "expected self or enchanted (what they copy), with affects: a selector of the "
                            "permanents entering (614.1c)")
        elif key == "turned_face_up_counters":
            # 614.1e, 708.11: "As this creature is turned face up, put five +1/+1 counters on it"
            if not isinstance(val, Mapping) or not val or definition.get("affects", "self") != "self" or not all(
                    isinstance(k, str) and ((isinstance(n, int) and not isinstance(n, bool) and n >= 1)
                                            or isinstance(n, Mapping))
                    for k, n in val.items()):
                raise _fail(where, key, "expected {kind: number or a value} on the source (affects: self), "
                            "e.g. {\"+1/+1\": 5} (614.1e)")
            for k, n in val.items():
                if isinstance(n, Mapping):
                    validate_value(n, where, f"{key}.{k}")
        elif key == "exchange_control":
            if val not in ("targets", "self_and_target") or definition.get("affects") != "targets":
                raise _fail(where, key, "expected targets (the two targets exchange controllers) or self_and_target "
                            "(the source and the one target), with affects: targets (701.12)")
        elif key == "gain_control":
            if isinstance(val, Mapping) and set(val) == {"most"} and val["most"] == "life":
                pass        # the player with the most life (119: the life totals, game facts)
            elif isinstance(val, Mapping) and set(val) == {"most"}:
                validate_selector(val["most"], where, f"{key}.most")     # the player who controls the most of them
            elif not isinstance(val, str) or not val:
                raise _fail(where, key, "expected you, owner, chosen, a player's name or {most: <selector>} (613.1b)")
        elif key == "return_to_battlefield":
            if val not in (True, False, "owner"):
                raise _fail(where, key, "expected true (the source returns under the control of the ability's "
                            "controller, 110.2a) or owner (under its owner's control, 110.2)")
        elif key in ("return_targets", "put_chosen", "flicker"):
            if val not in ("controller", "owner"):
                raise _fail(where, key, "expected controller (the targets enter under the controller of the spell or "
                            "ability, 110.2a) or owner (under their owner's control)")
        elif key == "return_all":
            # 400.7: the cards the selector names as it resolves, all put onto the battlefield
            if not isinstance(val, Mapping) or set(val) - {"of", "under"} or "of" not in val \
                    or val.get("under", "controller") not in ("controller", "owner"):
                raise _fail(where, key, "expected {of: <selector of cards in a graveyard or exile>, under: controller "
                            "| owner}")
            validate_selector(val["of"], where, f"{key}.of")
            zones = val["of"].get("zones") if isinstance(val["of"], Mapping) else None
            if not zones or not set(zones) <= {"graveyard", "exile"}:
                raise _fail(where, f"{key}.of", "expected zones: [graveyard] or [exile] (the cards put onto the "
                            "battlefield)")
        elif key == "put_tapped":
            # 110.5b, 508.4: the card put (``put_chosen``) enters tapped, or tapped and attacking
            if val not in ("tapped", "attacking") or not ("put_chosen" in definition or "return_targets" in definition
                                                           or (val == "tapped" and "return_to_battlefield" in definition)) \
                    or (val == "attacking" and "put_face_down" in definition):
                raise _fail(where, key, "expected tapped or attacking (tapped and attacking, 508.4), beside put_chosen "
                            "or return_targets (tapped beside return_to_battlefield)")
        elif key == "create_token":
            _check_token_spec(val, where)
        elif key == "create_emblem":
            # 114.2: "[Player] gets an emblem with [ability]": the emblem's abilities, as add_abilities lists them
            if not isinstance(val, list) or not val:
                raise _fail(where, key, "expected a list of the emblem's abilities (114.2, 114.3)")
            for i, ab in enumerate(val):
                if isinstance(ab, Mapping):
                    if "text" not in ab or not isinstance(ab["text"], str):
                        raise _fail(where, f"create_emblem[{i}]", "an emblem's ability needs its text")
                    validate_definition({k: v for k, v in ab.items() if k != "text"}, f"{where}: create_emblem[{i}]")
                elif not isinstance(ab, str):
                    raise _fail(where, f"create_emblem[{i}]", "expected ability text or a definition")
        elif key == "emblem_uses":
            # (Alchemy) "you get a one-time boon with ...": the boon's triggered ability resolves that many times
            if isinstance(val, bool) or not isinstance(val, int) or val < 1 or "create_emblem" not in definition:
                raise _fail(where, key, "expected a number of uses, 1 or more, beside create_emblem (an N-time boon)")
        elif key == "create_token_copy":
            if not isinstance(val, Mapping) or set(val) - {"except", "count", "each", "of", "exile"}:
                raise _fail(where, key, "expected {except: {operations}, count: N, each: targets or a selector, "
                                        "of: chosen or equipped, exile: true} (the copied object is the target)")
            if "exile" in val and (val["exile"] is not True or "each" in val or val.get("count", 1) != 1
                                   or val.get("of") not in (None, "chosen")):
                # 400.7j: "Exile target creature card from your graveyard. Create a token that's a copy of it."
                raise _fail(where, f"{key}.exile", "expected true (the one card copied is exiled from a graveyard "
                                                   "first), for one token of the target or of the chosen card")
            if "of" in val and (val["of"] not in ("chosen", "equipped") or "each" in val or val.get("count", 1) != 1):
                # 400.7j: the one card chosen as it resolves (choices.object), in a graveyard or in exile; 301.5a: the
                # creature the source, an Equipment, is attached to
                raise _fail(where, f"{key}.of", "expected chosen (the card the step's choices.object names) or equipped "
                                                "(the creature the source is attached to), one token, never beside each")
            n = val.get("count", 1)
            if not (n == "x" or (isinstance(n, int) and not isinstance(n, bool) and n >= 1)):
                raise _fail(where, f"{key}.count", "expected a number of tokens (1 or more) or x (choices.number)")
            if "each" in val:
                # one token copy of each target, or of each object the selector names as it resolves (608.2c)
                if n != 1:
                    raise _fail(where, f"{key}.each", "one token for each object: no count beside it")
                if val["each"] != "targets":
                    if not isinstance(val["each"], Mapping):
                        raise _fail(where, f"{key}.each", "expected targets or a selector (a mapping)")
                    validate_selector(val["each"], where, f"{key}.each")
            if "except" in val:
                validate_definition(val["except"], f"{where}: create_token_copy.except")
        elif key == "gain_abilities_of":
            if not isinstance(val, Mapping) or "from" not in val:
                raise _fail(where, key, "expected {from: selector, kind: activated}")
            validate_selector(val["from"], where, f"{key}.from")
        elif key == "full_text_of":
            if not isinstance(val, Mapping) or "top_of_graveyard" not in val or set(val) - {"top_of_graveyard", "also"}:
                raise _fail(where, key, "expected {top_of_graveyard: selector, also: [ability text]}")
            validate_selector(val["top_of_graveyard"], where, f"{key}.top_of_graveyard")


def validate_modes(modes: Any, where: str) -> None:
    """700.2: a list of two or more modes, each ``{text: ..., cost: ..., <definition keys>}``
    (a mode with only its text creates no continuous effect)."""
    if not isinstance(modes, list) or len(modes) < 2:
        raise _fail(where, "modes", "expected a list of two or more modes (700.2), each {text: ..., <definition>}")
    for i, mode in enumerate(modes):
        field = f"modes[{i}]"
        if not isinstance(mode, Mapping) or not isinstance(mode.get("text"), str) or not mode["text"].strip():
            raise _fail(where, field, "expected a mapping with the mode's text, e.g. {text: Draw a card.}")
        if "cost" in mode and not isinstance(mode["cost"], str):
            raise _fail(where, f"{field}.cost", "expected the mode's additional cost as text, e.g. '{1}' (700.2h)")
        for key in ("modes", "choose", "zones", "enters_with_counters", "enters_with_abilities", "enters_as_copy",
                    "turned_face_up_counters",
                    "counters_put_instead", "cant_have_counters", "return_to_battlefield", "return_targets", "return_all", "put_chosen", "put_tapped", "put_face_down", "flicker", "delayed", "delayed_trigger", "kind", "kicked",
                    "attach_to_target", "turn_face_down"):
            if key in mode:
                raise _fail(where, f"{field}.{key}", "not part of a mode: a mode is the effect of a resolving "
                            "spell or ability (700.2, 611.2)")
        rest = {k: v for k, v in mode.items() if k not in MODE_KEYS}
        if rest:
            validate_definition(rest, f"{where}: {field}")


#: What one part of a resolving spell's or ability's effect may hold besides operations (608.2c).
PART_KEYS = frozenset({"affects", "target", "duration", "counters", "other", "distribute_counters", "double_counters",
                       "proliferate", "remove_counters", "if_is", "chosen_is", "chosen_least", "if_holds", "transform"})
#: What a part of a static ability's ``parts`` (``kind: static``) may hold beside its operations.
STATIC_PART_KEYS = frozenset({"affects", "condition", "other"})
#: What a definition with ``parts`` may hold beside them.
PARTS_BESIDE = frozenset({"parts", "kind", "text", "kicked", "condition"})


def validate_parts(definition: Mapping[str, Any], where: str) -> None:
    """608.2c: ``parts`` is a list of two or more effects one resolving spell or ability creates on
    different objects, in printed order, each ``{affects, target, duration, counters, other, <operations>}``;
    beside them only ``kind``, ``kicked`` and ``condition`` (the "if" of the whole spell or ability, checked once as
    it resolves before any part: a triggered ability's intervening "if", 603.4)."""
    parts = definition["parts"]
    if not isinstance(parts, list) or len(parts) < 2:
        raise _fail(where, "parts", "expected a list of two or more effects, each {affects: ..., <operations>} (608.2c)")
    extra = sorted(set(definition) - PARTS_BESIDE)
    if extra:
        raise _fail(where, extra[0], "a definition with parts has its effects in its parts: put this key in a part")
    static = definition.get("kind") == "static"
    for i, part in enumerate(parts):
        if not isinstance(part, Mapping) or not part:
            raise _fail(where, f"parts[{i}]", "expected a mapping: one effect of the spell or ability")
        if static:
            # a static ability's effects (613.7a: one timestamp), each on its objects while its condition holds
            for key in part:
                if key not in OPERATIONS and key not in STATIC_PART_KEYS:
                    raise _fail(where, f"parts[{i}].{key}", "not part of a static ability's effect: one of "
                                + ", ".join(sorted(STATIC_PART_KEYS)) + " or an operation")
            validate_definition(part, f"{where}: parts[{i}]")
            continue
        for key in part:
            if key == "condition" and _read_as_part_resolves(part[key]):
                continue    # 608.2c: "If you've completed a dungeon, that creature also gets ...": checked as it resolves
            if key not in OPERATIONS and key not in PART_KEYS:
                raise _fail(where, f"parts[{i}].{key}", "not part of what a resolving spell or ability does (611.2)"
                            + ("; a part's condition may only read game facts or how the spell was cast (608.2c)"
                               if key == "condition" else ""))
        validate_definition(part, f"{where}: parts[{i}]")


def validate_stated_is(val: Any, where: str, field: str) -> None:
    """608.2h: ``{object: sacrificed, is: <selector>}``: what an object the text names by what happened to it was,
    its selector reading only what the step may state of it (``STATED_FILTER_KEYS``; ``any`` of such selectors)."""
    from .model import STATED_FILTER_KEYS, STATED_OBJECTS
    if not (isinstance(val, Mapping) and set(val) == {"object", "is"} and val["object"] in STATED_OBJECTS
            and isinstance(val["is"], Mapping) and val["is"]):
        raise _fail(where, field, "expected {object: " + "|".join(STATED_OBJECTS) + ", is: <selector>}")

    def check(sel: Mapping[str, Any], f: str) -> None:
        for k, v in sel.items():
            if k == "any" and isinstance(v, list) and v:
                for i, alt in enumerate(v):
                    if not isinstance(alt, Mapping):
                        raise _fail(where, f"{f}.any[{i}]", "expected a selector mapping")
                    check(alt, f"{f}.any[{i}]")
            elif k not in STATED_FILTER_KEYS:
                raise _fail(where, f"{f}.{k}", "a stated object's selector reads only "
                            + ", ".join(sorted(STATED_FILTER_KEYS)) + " (what the step states of it)")
        validate_selector(dict(sel), where, f)
    check(val["is"], f"{field}.is")


def _read_as_part_resolves(cond: Any) -> bool:
    """A part's condition the board checks once, as that part resolves (608.2c): game facts (``fact``) and how
    the spell was cast (``mana_spent``, ``cast_from``), under ``not`` / ``all``; any other would not be read."""
    if not isinstance(cond, Mapping) or not cond:
        return False
    if list(cond) == ["not"]:
        return _read_as_part_resolves(cond["not"])
    if list(cond) == ["all"]:
        return isinstance(cond["all"], list) and all(_read_as_part_resolves(c) for c in cond["all"])
    # ifsother18: ``alt_cost``, an instant's or sorcery's "If this spell was cast using teamwork, ..." (601.2b: its
    # cast step's cost, checked once as the spell resolves)
    return set(cond) <= {"fact", "mana_spent", "cast_from", "kicked_with", "cast_with", "cast_during", "roll", "you_did",
                         "stated", "resolved_this_turn", "tribute_paid", "treasure_mana", "alt_cost"}


def validate_target(definition: Mapping[str, Any], where: str) -> None:
    """115.1d: ``target: N`` (or a list of them) beside ``affects: targets``: the targets chosen for the
    N-th "target" phrase of the text."""
    val = definition["target"]
    vals = val if isinstance(val, list) else [val]
    if (not vals or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in vals)
            or definition.get("affects") != "targets"):
        raise _fail(where, "target", "expected N or [N, M] (1-based \"target\" phrases of the text, 115.1d) beside "
                    "affects: targets")


#: What a ``kicked`` definition may hold besides operations: the effect of a resolving spell or ability.
KICKED_KEYS = frozenset({"affects", "duration", "counters", "other", "distribute_counters", "double_counters",
                         "proliferate", "remove_counters", "parts", "target", "if_is", "chosen_is", "chosen_least"})


#: what each branch of a resolving definition is, for its error messages: (what was expected, the rule)
_BRANCHES = {
    "kicked": ("what it does when it was kicked", "702.33d"),           # "If this spell was kicked, ..."
    "otherwise": ("what it does in the other branch", "608.2c"),        # "If you don't, ...", "Otherwise, ..."
    "won": ("what it does when the step's choices.won is true", "705, 701.30"),   # a flip, clash or guess won
    "instead": ("what it does instead when its condition holds as it resolves", "608.2c"),
}


def validate_branch(branch: Any, where: str, key: str) -> None:
    """``kicked`` (702.33d), ``otherwise`` (608.2c, 608.2e) or ``won``: what a resolving spell or ability
    does in that case, in place of the rest of its definition — a resolving effect (611.2), so only
    ``affects``, ``duration``, ``counters``, ``other`` and operations (:data:`KICKED_KEYS`)."""
    expected, rule = _BRANCHES[key]
    if not isinstance(branch, Mapping) or not branch:
        raise _fail(where, key, f"expected a definition: {expected} ({rule})")
    for k in branch:
        if k == "create_token" and key == "otherwise":
            continue        # 702.123a (fabricate): "If you don't, create N 1/1 colorless Servo artifact creature tokens"
        if k not in OPERATIONS and k not in KICKED_KEYS:
            raise _fail(where, f"{key}.{k}", f"not part of what a resolving spell or ability does ({rule}, 611.2)")
    validate_definition(branch, f"{where}: {key}")


def validate_choose(choose: Any, where: str) -> None:
    """``{min: N, max: N or null, repeat: true, entwine: true}`` (700.2d, 702.42a); ``unchosen: turn``
    or ``ever`` ("choose one that hasn't been chosen (this turn)"); ``instead: {condition: ..., min: N,
    max: N}``: the number of modes when the condition holds as they are chosen (601.2b, 603.3c)."""
    if not isinstance(choose, Mapping) or set(choose) - {"min", "max", "repeat", "entwine", "unchosen", "instead"}:
        raise _fail(where, "choose", "expected {min: N, max: N or null, repeat: true/false, entwine: true/false, "
                                     "unchosen: turn/ever, instead: {condition, min, max}}")
    if "unchosen" in choose and choose["unchosen"] not in ("turn", "ever"):
        raise _fail(where, "choose.unchosen", f"expected turn or ever, got {choose['unchosen']!r}")
    if "instead" in choose:
        instead = choose["instead"]
        if not isinstance(instead, Mapping) or "condition" not in instead or set(instead) - {"condition", "min", "max"}:
            raise _fail(where, "choose.instead", "expected {condition: ..., min: N, max: N}")
        validate_condition(instead["condition"], where, "choose.instead.condition")
        validate_choose({k: v for k, v in instead.items() if k != "condition"}, where)
    low, high = choose.get("min", 1), choose.get("max", 1)
    if not isinstance(low, int) or isinstance(low, bool) or low < 0:
        raise _fail(where, "choose.min", f"expected a whole number, got {low!r}")
    if high is not None and (not isinstance(high, int) or isinstance(high, bool) or high < max(low, 1)):
        raise _fail(where, "choose.max", f"expected a whole number at least min (and at least 1), or null, got {high!r}")
    for k in ("repeat", "entwine"):
        if k in choose and not isinstance(choose[k], bool):
            raise _fail(where, f"choose.{k}", "expected true or false")


def _expect_list(val: Any, where: str, key: str) -> None:
    if not isinstance(val, list) or not all(isinstance(v, str) for v in val):
        raise _fail(where, key, f"expected a list of names, got {val!r}")

