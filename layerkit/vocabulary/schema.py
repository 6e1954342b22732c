"""The vocabulary of effect definitions: operations and the layer each one applies in,
selectors, values and conditions (documented for authors in ``data/effects/README.md``).

This module knows the *words*; :mod:`layerkit.vocabulary.operations` knows what they do.

>>> layer_of("set_subtypes"), layer_of("modify_pt"), layer_of("set_pt", cda=True)
('4', '7c', '7a')
>>> sorted(layers_of({"affects": "targets", "set_colors": ["U"], "remove_all_abilities": True}))
['5', '6']
"""
from __future__ import annotations

from typing import Any, Mapping

from ..rules.characteristics import LAYERS
from ..errors import CardDataError

#: Operation name -> layer (613.1, 613.2, 613.4). ``set_pt`` is 7a for a CDA (613.4a).
OPERATIONS: dict[str, str] = {
    "copy": "1a",
    "gain_control": "2",
    "change_text": "3", "full_text_of": "3", "exchange_text": "3",
    "set_types": "4", "add_types": "4", "remove_types": "4",
    "set_subtypes": "4", "add_subtypes": "4", "remove_subtypes": "4", "all_creature_types": "4",
    "lose_all_creature_types": "4",
    "set_supertypes": "4", "add_supertypes": "4", "remove_supertypes": "4",
    "set_colors": "5", "add_colors": "5",
    "add_abilities": "6", "remove_all_abilities": "6", "remove_abilities": "6", "gain_abilities_of": "6",
    "cant_have": "6",
    "set_pt": "7b", "set_power": "7b", "set_toughness": "7b",
    "modify_pt": "7c",
    "switch_pt": "7d",
}

#: Keys of a definition that are not operations.
DEFINITION_KEYS = frozenset({"affects", "condition", "zones", "duration", "other", "counters",
                             "enters_as_copy", "kind", "text", "keyword", "return_to_battlefield",
                             "create_token_copy", "delayed"})

SELECTOR_STRINGS = frozenset({"self", "enchanted", "equipped", "attached", "targets", "chosen"})
SELECTOR_KEYS = frozenset({"types", "not_types", "any_types", "subtypes", "not_subtypes", "supertypes",
                           "not_supertypes", "colors", "controller", "owner", "other", "token", "zones",
                           "name", "any", "counters", "no_abilities", "tapped", "combat"})
CONDITION_KEYS = frozenset({"devotion", "counters", "alt_cost", "your_turn", "all", "not",
                            "top_of_graveyard", "enchanted", "count", "source"})
DURATIONS = frozenset({"end_of_turn", "permanent", "while_source"})

#: CDA operations (604.3a: an ability that defines colors, subtypes, power or toughness).
CDA_OPERATIONS = frozenset({"set_colors", "set_subtypes", "add_subtypes", "all_creature_types", "set_pt"})

#: Which characteristics a selector key reads, for the cheap pre-check before a dependency trial.
_SELECTOR_READS = {"types": "types", "not_types": "types", "any_types": "types", "subtypes": "subtypes",
                   "not_subtypes": "subtypes", "supertypes": "supertypes", "not_supertypes": "supertypes",
                   "colors": "colors", "controller": "controller", "name": "name", "no_abilities": "abilities"}

#: Which characteristics each layer's operations write.
LAYER_WRITES = {"1a": frozenset({"*"}), "1b": frozenset({"*"}), "2": frozenset({"controller"}),
                "3": frozenset({"*"}), "4": frozenset({"types", "subtypes", "supertypes", "abilities"}),
                "5": frozenset({"colors"}), "6": frozenset({"abilities"}),
                "7a": frozenset({"pt"}), "7b": frozenset({"pt"}), "7c": frozenset({"pt"}), "7d": frozenset({"pt"})}


def layer_of(operation: str, *, cda: bool = False) -> str:
    """The layer an operation applies in."""
    if operation == "set_pt" and cda:
        return "7a"
    return OPERATIONS[operation]


def operations_of(definition: Mapping[str, Any]) -> list[str]:
    return [k for k in definition if k in OPERATIONS]


def layers_of(definition: Mapping[str, Any] | None, *, cda: bool = False) -> list[str]:
    """The layers a definition's operations touch, in layer order."""
    if not definition:
        return []
    found = {layer_of(op, cda=cda) for op in operations_of(definition)}
    return [layer for layer in LAYERS if layer in found]


def is_cda_definition(definition: Mapping[str, Any] | None) -> bool:
    """604.3a criteria that can be read off a definition: it applies to the object itself only,
    defines only colors / subtypes / power and toughness, and sets them unconditionally.
    (Whether the ability is printed rather than granted is checked on the ability.)"""
    if not definition:
        return False
    ops = operations_of(definition)
    return (definition.get("affects") == "self" and bool(ops) and all(op in CDA_OPERATIONS for op in ops)
            and "condition" not in definition and definition.get("kind", "static") == "static")


def selector_reads(selector: Any) -> frozenset[str]:
    """Characteristics a selector looks at (``self`` and friends read none)."""
    if isinstance(selector, Mapping):
        out = {_SELECTOR_READS[k] for k in selector if k in _SELECTOR_READS}
        for sub in selector.get("any", ()) or ():
            out |= selector_reads(sub)
        return frozenset(out)
    return frozenset()


def value_reads(value: Any) -> frozenset[str]:
    if value == "mana_value":
        return frozenset({"mana_cost"})
    if isinstance(value, Mapping):
        if "count" in value:
            return selector_reads(value["count"]) | {"zone"}
        if "distinct_card_types" in value:
            return selector_reads(value["distinct_card_types"]) | {"zone", "types"}
        if "sum" in value or "times" in value:
            return value_reads(list(value.get("sum") or value.get("times") or ()))
        if "devotion" in value:
            return frozenset({"mana_cost", "controller"})
    if isinstance(value, (list, tuple)):
        out: frozenset[str] = frozenset()
        for v in value:
            out |= value_reads(v)
        return out
    return frozenset()


def condition_reads(condition: Any) -> frozenset[str]:
    if not isinstance(condition, Mapping):
        return frozenset()
    out: set[str] = set()
    if "devotion" in condition:
        out |= {"mana_cost", "controller"}
    if "enchanted" in condition:
        out |= selector_reads(condition["enchanted"])
    if "count" in condition:
        out |= selector_reads(condition["count"].get("of")) | {"zone"}
    if "source" in condition:
        out |= selector_reads(condition["source"])
    if "top_of_graveyard" in condition:
        out |= selector_reads(condition["top_of_graveyard"])
    for sub in condition.get("all", ()) or ():
        out |= condition_reads(sub)
    if "not" in condition:
        out |= condition_reads(condition["not"])
    return frozenset(out)


def definition_reads(definition: Mapping[str, Any]) -> frozenset[str]:
    """Everything a definition's existence, affected set or result can depend on."""
    out = set(selector_reads(definition.get("affects"))) | set(condition_reads(definition.get("condition")))
    if "gain_abilities_of" in definition:
        out |= {"abilities"} | selector_reads(definition["gain_abilities_of"].get("from"))
    if "full_text_of" in definition or "exchange_text" in definition or "copy" in definition:
        out |= {"abilities", "text", "name", "mana_cost", "colors", "types", "subtypes", "supertypes"}
    for op in operations_of(definition):
        out |= value_reads(definition[op])
    if isinstance(definition.get("affects"), Mapping) and definition["affects"].get("controller"):
        out.add("controller")
    return frozenset(out)


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
        if key == "any":
            if not isinstance(val, list):
                raise _fail(where, f"{field}.any", "expected a list of selectors")
            for i, sub in enumerate(val):
                validate_selector(sub, where, f"{field}.any[{i}]")


def validate_value(value: Any, where: str, field: str) -> None:
    if isinstance(value, bool):
        raise _fail(where, field, "expected a number or a value expression, got a boolean")
    if isinstance(value, int) or value in ("mana_value", "x"):
        return
    if isinstance(value, Mapping) and len(value) == 1:
        (key, arg), = value.items()
        if key == "count":
            validate_selector(arg, where, f"{field}.count")
            return
        if key in ("devotion", "counters") and isinstance(arg, str):
            return
        if key == "distinct_card_types":
            validate_selector(arg, where, f"{field}.distinct_card_types")
            return
        if key in ("sum", "times") and isinstance(arg, list) and len(arg) >= 2:
            for i, v in enumerate(arg):
                validate_value(v, where, f"{field}.{key}[{i}]")
            return
    raise _fail(where, field, f"expected an integer, 'mana_value', 'x', {{count: selector}}, "
                f"{{devotion: COLOR}}, {{counters: KIND}}, {{distinct_card_types: selector}}, "
                f"{{sum: [values]}} or {{times: [values]}}; got {value!r}")


def validate_condition(condition: Any, where: str, field: str = "condition") -> None:
    if not isinstance(condition, Mapping) or not condition:
        raise _fail(where, field, "expected a mapping")
    shapes = {
        "devotion": lambda v: isinstance(v, Mapping) and isinstance(v.get("color"), str)
        and (isinstance(v.get("lt"), int) or isinstance(v.get("min"), int)) and set(v) <= {"color", "lt", "min"},
        "counters": lambda v: isinstance(v, Mapping) and isinstance(v.get("kind"), str) and set(v) <= {"kind", "min", "max"}
        and all(v.get(k) is None or (isinstance(v[k], int) and not isinstance(v[k], bool)) for k in ("min", "max")),
        "alt_cost": lambda v: isinstance(v, str),
        "your_turn": lambda v: isinstance(v, bool),
        "all": lambda v: isinstance(v, list),
        "not": lambda v: isinstance(v, Mapping),
    }
    expected = {"devotion": "{color: W, lt: 5} or {color: W, min: 5}", "counters": "{kind: level, min: N, max: N}",
                "alt_cost": "the name of a cost, e.g. dash", "your_turn": "true or false", "all": "a list of conditions",
                "not": "a condition"}
    for key, val in condition.items():
        if key not in CONDITION_KEYS:
            raise _fail(where, f"{field}.{key}", f"unknown condition; expected one of {sorted(CONDITION_KEYS)}")
        if key in shapes and not shapes[key](val):
            raise _fail(where, f"{field}.{key}", f"expected {expected[key]}, got {val!r}")
        if key == "all":
            for i, sub in enumerate(val):
                validate_condition(sub, where, f"{field}.all[{i}]")
        if key == "not":
            validate_condition(val, where, f"{field}.not")
        if key in ("source", "enchanted", "top_of_graveyard"):
            validate_selector(val, where, f"{field}.{key}")
        if key == "count":
            if not isinstance(val, Mapping) or "of" not in val or not set(val) <= {"of", "min", "max"}:
                raise _fail(where, f"{field}.count", "expected {of: selector, min: N, max: N}")
            validate_selector(val["of"], where, f"{field}.count.of")


def validate_definition(definition: Any, where: str) -> None:
    """Raise :class:`CardDataError` naming ``where`` and the field if a definition uses a word
    outside the vocabulary."""
    if not isinstance(definition, Mapping):
        raise _fail(where, "definition", f"expected a mapping, got {type(definition).__name__}")
    for key, val in definition.items():
        if key not in OPERATIONS and key not in DEFINITION_KEYS:
            raise _fail(where, key, "unknown key; see data/effects/README.md for the vocabulary")
        if key == "affects":
            validate_selector(val, where)
        elif key == "condition":
            validate_condition(val, where)
        elif key == "duration" and val not in DURATIONS:
            raise _fail(where, key, f"expected one of {sorted(DURATIONS)}")
        elif key in ("set_pt", "modify_pt"):
            vals = val if isinstance(val, list) else [val]
            if len(vals) not in (1, 2):
                raise _fail(where, key, "expected [P, T] or one value for both")
            for i, v in enumerate(vals):
                validate_value(v, where, f"{key}[{i}]")
        elif key in ("set_power", "set_toughness"):
            validate_value(val, where, key)
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
        elif key == "add_abilities":
            if not isinstance(val, list):
                raise _fail(where, key, f"expected a list of abilities, got {val!r}")
            for i, ab in enumerate(val):
                if isinstance(ab, Mapping):
                    if "text" not in ab:
                        raise _fail(where, f"add_abilities[{i}]", "a granted ability needs its text")
                    validate_definition({k: v for k, v in ab.items()}, f"{where}: add_abilities[{i}]")
                elif not isinstance(ab, str):
                    raise _fail(where, f"add_abilities[{i}]", "expected ability text or a definition")
        elif key == "copy":
            if not isinstance(val, Mapping) or "of" not in val:
                raise _fail(where, key, "expected {of: chosen|<id>, except: {...}}")
            if "except" in val:
                validate_definition(val["except"], f"{where}: copy.except")
        elif key == "enters_as_copy":
            if not isinstance(val, Mapping) or set(val) - {"except", "keep_own_abilities"}:
                raise _fail(where, key, "expected a mapping with optional except: {...} and keep_own_abilities: true")
            if "except" in val:
                validate_definition(val["except"], f"{where}: enters_as_copy.except")
        elif key == "counters":
            if not isinstance(val, Mapping) or not all(isinstance(n, int) for n in val.values()):
                raise _fail(where, key, "expected {kind: number}")
        elif key == "create_token_copy":
            if not isinstance(val, Mapping) or set(val) - {"except"}:
                raise _fail(where, key, "expected {except: {operations}} (the copied object is the target)")
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


def _expect_list(val: Any, where: str, key: str) -> None:
    if not isinstance(val, list) or not all(isinstance(v, str) for v in val):
        raise _fail(where, key, f"expected a list of names, got {val!r}")

