"""The operations of the effect vocabulary, each defined once: its layer (613.1–613.4), what it
writes and reads, how its argument is parsed, and how it applies to one object.

Adding an operation means adding one :class:`Operation` to :data:`REGISTRY` (and, if it needs a
new shape of argument, a parser in :mod:`.parse`); the layer loop, the dependency check (613.8),
validation, the card tables and the classifier of definitions all read this table.

>>> REGISTRY["set_subtypes"].layer, REGISTRY["modify_pt"].layer, REGISTRY["set_pt"].layer_for(cda=True)
('4', '7c', '7a')
>>> sorted(REGISTRY["set_colors"].writes)
['colors']
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, NamedTuple

from ..rules import intrinsic
from ..rules.characteristics import COLOR_WORDS, LAYERS, Characteristics, Layer
from . import operations as act
from . import parse as p
from .model import (PROTECTION_FROM_EACH_OPPONENT, PROTECTION_FROM_COLORS_OF_YOURS, PROTECTION_FROM_ITS_COLORS,
                    HEXPROOF_FROM_ITS_COLORS, AllOf, AnyOf, Attached, Beyond, Half, ItsManaSymbols, BasicLandTypes, ColorsOf, Count, CountersAmong, DistinctNames, Party, DistinctManaValues, DistinctPowers, ManaSymbols, CountIs, Definition, Devotion, DevotionIs, DistinctCardTypes, DistinctCounterKinds,
                    DistinctColors, EnchantedIs, Filter, Greatest, Total, ManaValue, Not, PowerOf, Ref, Selector, SourceIs, Sum, Times,
                    SomeOpponent, TopOfGraveyard, ValueIs, FactIs, Granted, EnchantedController)

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.applying import Applier
    from ..engine.loop import Effect

__all__ = ["Context", "Operation", "REGISTRY", "apply", "layer_writes", "layers_of", "is_cda_definition",
           "definition_reads", "selector_reads", "CDA_LAYERS"]


class Context(NamedTuple):
    """What applying one operation to one object may look at."""

    applier: "Applier"
    effect: "Effect"
    oid: str
    chars: Mapping[str, Characteristics]
    zone: str


@dataclass(frozen=True)
class Operation:
    """One word of the vocabulary that changes characteristics.

    ``writes`` names what it may change (``*``: anything, as copy and text changes may);
    ``dynamic``: what it does depends on other objects, so a dependency trial compares its whole
    result (613.8a); ``values``: its argument holds values worked out per object; ``defines``:
    it may be part of a characteristic-defining ability (604.3a); ``type_change``/``ability_change``:
    the intrinsic abilities it touches are re-evaluated after it (608.3b–h)."""

    name: str
    layer: Layer
    writes: frozenset[str]
    parse: Callable[[Any, str], Any]
    apply: Callable[[Context, Characteristics, Any], Characteristics]
    cda_layer: Layer | None = None
    defines: bool = False
    dynamic: bool = False
    values: bool = False
    type_change: str | None = None        # "set": re-grants what the set types give; "other": only removes
    ability_change: bool = False

    def layer_for(self, *, cda: bool = False) -> Layer:
        """613.4a: a CDA that sets power and toughness applies in 7a, any other such effect in 7b."""
        return self.cda_layer if cda and self.cda_layer else self.layer


def _on(fn: Callable[..., Characteristics]) -> Callable[[Context, Characteristics, Any], Characteristics]:
    """An operation that needs only the object and its argument."""
    return lambda ctx, c, arg: fn(c, arg)


def _if(fn: Callable[[Characteristics], Characteristics]) -> Callable[[Context, Characteristics, Any], Characteristics]:
    return lambda ctx, c, arg: fn(c) if arg else c


def _set_subtypes(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    return act.set_subtypes(c, arg, zone=ctx.zone, rules=ctx.applier.rules)


def reduced_generic(mana_cost: str, n: int) -> str | None:
    """A mana cost with its generic mana component reduced by ``n`` (118.7a: only the generic component;
    never below nothing), or None when that can't be written before it is paid: an {X} or a hybrid
    generic symbol such as {2/W} the reduction would reach (601.2f, 118.7e: chosen as it is paid).

    >>> reduced_generic("{3}{U}", 2), reduced_generic("{1}{U}", 2), reduced_generic("{U}{U}", 2), reduced_generic("{2}", 2)
    ('{1}{U}', '{U}', '{U}{U}', '{0}')
    >>> reduced_generic("{X}{R}", 2) is None, reduced_generic("{4}{X}{R}", 2)
    (True, '{2}{X}{R}')
    """
    symbols = re.findall(r"\{[^}]*\}", mana_cost)
    generic = sum(int(s[1:-1]) for s in symbols if s[1:-1].isdigit())
    if generic < n and any(s[1:-1] in ("X", "Y", "Z") or s[1:-1].split("/")[0].isdigit() and "/" in s
                           for s in symbols):
        return None
    rest = [s for s in symbols if not s[1:-1].isdigit()]
    left = max(0, generic - n)
    if left == 0 and rest:
        return "".join(rest)
    return "{%d}" % left + "".join(rest)


def granted_x_text(text: str, n: int) -> str:
    """A keyword whose number or generic cost is X, with X worked out (702.45a "Bushido N", 702.21a "Ward
    [cost]"); a negative X is 0 (107.1b: a number of a keyword or a cost is never below 0).

    >>> granted_x_text("Bushido X", 2), granted_x_text("Ward {X}", 3), granted_x_text("Echo {X}", -4)
    ('Bushido 2', 'Ward {3}', 'Echo {0}')
    """
    n = max(0, n)
    if text.endswith("{X}"):
        return text[:-3] + "{%d}" % n
    return text[:-1] + str(n)


def own_cost_keyword(g: Granted, mana_cost: str) -> str:
    """The keyword ``g`` grants with an object's own mana cost as its cost (702.34a "Flashback [cost]"),
    reduced (118.7a) and with a second part (702.138a) as ``g`` says; the keyword bare when the object
    has no mana cost (118.6: its cost can't be paid).

    >>> own_cost_keyword(Granted("Flashback", cost="mana_cost"), "{R}")
    'Flashback {R}'
    >>> own_cost_keyword(Granted("Escape", cost="mana_cost", plus="Exile three other cards from your graveyard"), "{1}{B}")
    'Escape—{1}{B}, Exile three other cards from your graveyard'
    >>> own_cost_keyword(Granted("Foretell", cost="mana_cost", reduced_by=2), "{2}{G}{G}")
    'Foretell {G}{G}'
    >>> own_cost_keyword(Granted("Foretell", cost="mana_cost", reduced_by=2), "{X}{G}")
    'Foretell {X}{G} reduced by {2}'
    """
    if not mana_cost:
        return g.text
    cost = reduced_generic(mana_cost, g.reduced_by) if g.reduced_by else mana_cost
    if cost is None:
        # an {X} (or a hybrid generic symbol) the reduction reaches: the cost as the card writes it
        return f"{g.text} {mana_cost} reduced by {{{g.reduced_by}}}"
    if g.plus:
        return f"{g.text}—{cost}, {g.plus}"
    return f"{g.text} {cost}"


def _add_abilities(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    # "your choice of ...": nothing is granted when nothing was chosen (never one of them guessed)
    # a keyword whose cost is the object's own mana cost (702.34a), as the object's mana cost is now
    arg = [Granted(own_cost_keyword(g, c.mana_cost)) if g.cost == "mana_cost" else g for g in arg]
    # 702.16i, 702.16k: "protection from each of your opponents" is one protection from each opponent of the
    # effect's controller (the board's other players, 102.3)
    if any(g.text == PROTECTION_FROM_EACH_OPPONENT for g in arg):
        opponents = [p for p in ctx.applier.view.state.players if p != ctx.effect.controller]
        arg = [x for g in arg for x in ([Granted(f"Protection from {p}") for p in opponents]
                                        if g.text == PROTECTION_FROM_EACH_OPPONENT else [g])]
    if any(g.text == PROTECTION_FROM_COLORS_OF_YOURS for g in arg):
        arg = [x for g in arg for x in (_protections_from_colors_of_yours(ctx)
                                        if g.text == PROTECTION_FROM_COLORS_OF_YOURS else [g])]
    if any(g.text in (PROTECTION_FROM_ITS_COLORS, HEXPROOF_FROM_ITS_COLORS) for g in arg):
        # 702.16a, 702.11d, 105.2: "protection from its colors": one from each color the object has now (after
        # layer 5, 613.1e); none while it is colorless (105.2c)
        arg = [x for g in arg for x in ([Granted(f"{g.text.split(' from ')[0]} from {word}")
                                          for word, x in COLOR_WORDS.items() if x in c.colors]
                                         if g.text in (PROTECTION_FROM_ITS_COLORS, HEXPROOF_FROM_ITS_COLORS) else [g])]
    granted = [ctx.applier.granted(ctx.effect, i, g) for i, g in enumerate(arg, 1)]
    return act.add_abilities(c, [g for g in granted if g is not None])


def _protections_from_colors_of_yours(ctx: Context) -> list[Granted]:
    """702.16a, 105.2: "protection from the colors of permanents you control": one "Protection from
    [color]" for each color a permanent (110.1: an object on the battlefield) the effect's controller
    controls has, read as layer 6 applies (colors are final after layer 5, 613.1e; control after layer 2);
    none for colorless permanents (105.2c)."""
    view = ctx.applier.view
    colors: set[str] = set()
    for oid, c in ctx.chars.items():
        if c.controller == ctx.effect.controller and view.obj(oid).zone == "battlefield":
            colors |= c.colors
    return [Granted(f"Protection from {word}") for word, x in COLOR_WORDS.items() if x in colors]


def _remove_all(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    if arg == "except_mana":
        return act.remove_all_but_mana_abilities(c)
    return act.remove_all_abilities(c) if arg else c


def _copy(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    spec, values = arg                      # what it does: (CopyOf, the copiable values now)
    if values is None:
        return c
    return ctx.applier.copy_onto(c, values, spec.exceptions, ctx.effect, ctx.zone)


def _from_others(name: str) -> Callable[[Context, Characteristics, Any], Characteristics]:
    def apply_from_others(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
        return ctx.applier.operate_from_others(ctx.effect, name, arg, c, ctx.oid, ctx.chars)
    return apply_from_others


def _change_text(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    return act.change_text(c, arg.old, arg.new) if arg else c


def _control(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    if not isinstance(arg, str):
        # {most: ...}: the player is found as the ability resolves (game/board.py, Board._lock_most); never
        # applied as such
        return c
    if arg == "owner":      # "each player gains control of all creatures they own" (110.2: the card's owner)
        return act.gain_control(c, ctx.applier.view.obj(ctx.oid).owner)
    return act.gain_control(c, ctx.effect.controller if arg == "you" else arg)


def _exchange_control(ctx: Context, c: Characteristics, arg: Any) -> Characteristics:
    # 701.12b: the exchange is worked out once, as the spell or ability resolves: the board makes it
    # one gain_control effect per permanent (game/board.py, Board._exchange_control); never applied as such
    return c


_TYPES = frozenset({"types", "subtypes", "supertypes", "abilities"})   # 305.7 changes abilities too
L = Layer

REGISTRY: dict[str, Operation] = {op.name: op for op in (
    # 613.1a, 707: copy effects
    Operation("copy", L.L1A, frozenset({"*"}), p.copy_of, _copy, dynamic=True),
    # 707.9b: "except its name is ~": a copy exception that sets the name, part of the copiable values
    Operation("set_name", L.L1A, frozenset({"name"}), p.same, lambda ctx, c, arg: act.set_name(c, str(arg))),
    # 613.1b: control-changing effects
    Operation("gain_control", L.L2, frozenset({"controller"}), p.control_to, _control),
    # 701.12: "exchange control of two target creatures" / "of ~ and target permanent"
    Operation("exchange_control", L.L2, frozenset({"controller"}), p.same, _exchange_control),
    # 613.1c, 612: text-changing effects
    Operation("change_text", L.L3, frozenset({"*"}), p.change_text, _change_text),
    Operation("full_text_of", L.L3, frozenset({"*"}), p.full_text_of, _from_others("full_text_of"), dynamic=True),
    Operation("exchange_text", L.L3, frozenset({"*"}), p.flag, _from_others("exchange_text"), dynamic=True),
    # 613.1d, 205: type-changing effects
    Operation("set_types", L.L4, _TYPES, p.names, _on(act.set_types), type_change="set"),
    Operation("add_types", L.L4, _TYPES, p.names, _on(act.add_types), type_change="set"),
    Operation("remove_types", L.L4, _TYPES, p.names, _on(act.remove_types), type_change="other"),
    Operation("set_subtypes", L.L4, _TYPES, p.names, _set_subtypes, defines=True, type_change="set"),
    Operation("add_subtypes", L.L4, _TYPES, p.names, _on(act.add_subtypes), defines=True, type_change="set"),
    Operation("remove_subtypes", L.L4, _TYPES, p.names, _on(act.remove_subtypes), type_change="other"),
    Operation("all_creature_types", L.L4, _TYPES, p.flag, _if(act.all_creature_types), defines=True,
              type_change="other"),
    Operation("lose_all_creature_types", L.L4, _TYPES, p.flag, _if(act.lose_all_creature_types),
              type_change="other"),
    Operation("lose_all_land_types", L.L4, _TYPES, p.flag, _if(act.lose_all_land_types),
              type_change="other"),
    Operation("set_supertypes", L.L4, frozenset({"supertypes"}), p.names, _on(act.set_supertypes)),
    Operation("add_supertypes", L.L4, frozenset({"supertypes"}), p.names, _on(act.add_supertypes)),
    Operation("remove_supertypes", L.L4, frozenset({"supertypes"}), p.names, _on(act.remove_supertypes)),
    # 613.1e, 105: color-changing effects
    Operation("set_colors", L.L5, frozenset({"colors"}), p.colors, _on(act.set_colors), defines=True),
    Operation("add_colors", L.L5, frozenset({"colors"}), p.colors, _on(act.add_colors)),
    # 613.1f: effects that add or remove abilities, or say an object can't have them
    Operation("add_abilities", L.L6, frozenset({"abilities"}), p.granted_list, _add_abilities, ability_change=True),
    Operation("remove_all_abilities", L.L6, frozenset({"abilities"}), p.flag, _remove_all),
    Operation("remove_abilities", L.L6, frozenset({"abilities"}), p.names, _on(act.remove_abilities),
              ability_change=True),
    Operation("gain_abilities_of", L.L6, frozenset({"abilities"}), p.gain_abilities_of,
              _from_others("gain_abilities_of"), dynamic=True),
    Operation("cant_have", L.L6, frozenset({"abilities"}), p.names, _on(act.cant_have)),
    # 613.4: power and toughness (a CDA's in 7a, 613.4a)
    Operation("set_pt", L.L7B, frozenset({"pt"}), p.pt_pair, lambda ctx, c, arg: act.set_pt(c, arg[0], arg[1]),
              cda_layer=L.L7A, defines=True, values=True),
    Operation("set_power", L.L7B, frozenset({"pt"}), p.one_value, lambda ctx, c, arg: act.set_pt(c, arg, None),
              values=True),
    Operation("set_toughness", L.L7B, frozenset({"pt"}), p.one_value, lambda ctx, c, arg: act.set_pt(c, None, arg),
              values=True),
    Operation("modify_pt", L.L7C, frozenset({"pt"}), p.pt_pair, lambda ctx, c, arg: act.modify_pt(c, arg[0], arg[1]),
              values=True),
    Operation("switch_pt", L.L7D, frozenset({"pt"}), p.flag, _if(act.switch_pt)),
)}


def apply(ctx: Context, name: str, c: Characteristics, arg: Any) -> Characteristics:
    """Apply one operation to one object, then re-evaluate the intrinsic abilities the change
    touches (608.3b–e after a type change; 608.3g–h after an ability is gained or lost)."""
    op = REGISTRY[name]
    after = op.apply(ctx, c, arg)
    if op.type_change is not None:
        setting: Iterable[str] = arg if op.type_change == "set" and isinstance(arg, tuple) else ()
        return intrinsic.after_type_change(c, after, ctx.zone, ctx.applier.rules, setting)
    if op.ability_change:
        return intrinsic.after_ability_change(c, after, ctx.zone, ctx.applier.rules, removed_all=False)
    return after


def layer_writes() -> dict[str, frozenset[str]]:
    """Which characteristics each layer's operations write (the dependency pre-check's table);
    copy and face-down (613.2) may write anything."""
    out: dict[str, set[str]] = {str(L.L1A): {"*"}, str(L.L1B): {"*"}}
    for op in REGISTRY.values():
        for layer in (op.layer, op.cda_layer):
            if layer is not None:
                out.setdefault(str(layer), set()).update(op.writes)
    return {k: frozenset(v) for k, v in out.items()}


LAYER_WRITES = layer_writes()
CDA_OPERATIONS = frozenset(name for name, op in REGISTRY.items() if op.defines)
CDA_LAYERS = frozenset(str(op.layer_for(cda=True)) for op in REGISTRY.values() if op.defines)


def layers_of(definition: Definition | None, *, cda: bool = False) -> list[str]:
    """The layers a definition's operations touch, in layer order.

    >>> from layerkit.vocabulary.parse import parse_definition
    >>> layers_of(parse_definition({"affects": "targets", "set_colors": ["U"], "remove_all_abilities": True}, "x"))
    ['5', '6']
    """
    if definition is None:
        return []
    found: set[str] = {REGISTRY[op.name].layer_for(cda=cda) for op in definition.operations}
    for mode in definition.modes:            # 700.2: a modal ability touches what its modes touch
        found.update(layers_of(mode.definition))
    found.update(layers_of(definition.kicked))   # 702.33d: and what it does when kicked
    for part in definition.parts:            # 608.2c: and what each of its parts touches
        found.update(layers_of(part))
    found.update(layers_of(definition.otherwise))   # 608.2c: and what it does in the other branch
    found.update(layers_of(definition.won))         # and what it does when the flip, clash or guess was won
    found.update(layers_of(definition.instead))     # 608.2c: and what it does instead when its condition holds
    return [layer for layer in LAYERS if layer in found]


def is_cda_definition(definition: Definition | None) -> bool:
    """604.3a criteria that can be read off a definition: it applies to the object itself only,
    defines only colors, subtypes or power and toughness, and sets them unconditionally.
    (Whether the ability is printed rather than granted is checked on the ability.)"""
    if definition is None or not definition.operations:
        return False
    return (definition.affects == Ref.SELF and all(REGISTRY[op.name].defines for op in definition.operations)
            and definition.condition is None and (definition.kind or "static") == "static")


# ---------------------------------------------------------------------------------- what definitions read

_FILTER_READS = (("types", "types"), ("not_types", "types"), ("any_types", "types"), ("subtypes", "subtypes"),
                 ("not_subtypes", "subtypes"), ("supertypes", "supertypes"), ("not_supertypes", "supertypes"),
                 ("colors", "colors"), ("not_colors", "colors"), ("colorless", "colors"),
                 ("monocolored", "colors"), ("multicolored", "colors"), ("controller", "controller"), ("name", "name"),
                 ("power", "pt"), ("toughness", "pt"), ("mana_value", "mana_cost"))


def selector_reads(selector: Selector | None) -> frozenset[str]:
    """Characteristics a selector looks at (``self`` and the other references read none)."""
    if not isinstance(selector, Filter):
        return frozenset()
    out = {char for key, char in _FILTER_READS if getattr(selector, key) is not None}
    if selector.no_abilities or selector.abilities is not None or selector.not_abilities is not None:
        out.add("abilities")
    if selector.shares_creature_type is not None:
        out.add("subtypes")             # 205.3m: the creature types both objects have
    if selector.owner == "its_controller":
        out.add("controller")           # "cards in its controller's graveyard": whose graveyard
    if selector.reads_attachments():
        # "equipped/enchanted/modified": an Equipment or Aura (its types and subtypes) and, for
        # "modified" (700.9), whether its controller controls that Aura
        out |= {"types", "subtypes", "controller"}
    if selector.shares is not None:
        # the characteristic both objects are read for (201.2a, 105.2, 205.3m)
        out.add({"name": "name", "color": "colors", "creature_type": "subtypes"}[selector.shares[0]])
    for sub in selector.any or ():
        out |= selector_reads(sub)
    return frozenset(out)


def value_reads(value: Any) -> frozenset[str]:
    if isinstance(value, ManaValue):
        return frozenset({"mana_cost"})
    if isinstance(value, Count):
        return selector_reads(value.of) | {"zone"}
    if isinstance(value, DistinctCardTypes):
        return selector_reads(value.of) | {"zone", "types"}
    if isinstance(value, DistinctCounterKinds):     # 122.1: counters are no characteristic; the zone read
        return selector_reads(value.of) | {"zone"}
    if isinstance(value, DistinctColors):
        return selector_reads(value.of) | {"zone", "colors"}
    if isinstance(value, BasicLandTypes):
        return selector_reads(value.of) | {"zone", "subtypes"}
    if isinstance(value, Attached):
        return selector_reads(value.of) | {"zone"}
    if isinstance(value, PowerOf):
        return frozenset({"pt"})
    if isinstance(value, DistinctNames):
        return selector_reads(value.of) | {"zone", "name"}
    if isinstance(value, DistinctManaValues):
        return selector_reads(value.of) | {"zone", "mana_cost"}
    if isinstance(value, DistinctPowers):
        return selector_reads(value.of) | {"zone", "pt"}
    if isinstance(value, ManaSymbols):
        return selector_reads(value.of) | {"zone", "mana_cost"}
    if isinstance(value, ColorsOf):
        return frozenset({"colors"})
    if isinstance(value, Party):        # 700.8: creature types of creatures a player controls
        return frozenset({"zone", "types", "subtypes", "controller"})
    if isinstance(value, CountersAmong):
        return selector_reads(value.of) | {"zone"}
    if isinstance(value, Greatest):
        return selector_reads(value.of) | {"zone", "mana_cost" if value.characteristic == "mana_value" else "pt"}
    if isinstance(value, Total):
        return selector_reads(value.of) | {"zone", "mana_cost" if value.characteristic == "mana_value" else "pt"}
    if isinstance(value, (Sum, Times)):
        return value_reads(value.terms if isinstance(value, Sum) else value.factors)
    if isinstance(value, ItsManaSymbols):
        return frozenset({"mana_cost"})
    if isinstance(value, (Beyond, Half)):
        return value_reads(value.of)
    if isinstance(value, Devotion):
        return frozenset({"mana_cost", "controller"})
    if isinstance(value, tuple):
        out: frozenset[str] = frozenset()
        for v in value:
            out |= value_reads(v)
        return out
    return frozenset()


def condition_reads(condition: Any) -> frozenset[str]:
    if isinstance(condition, DevotionIs):
        return frozenset({"mana_cost", "controller"})
    if isinstance(condition, (EnchantedIs, SourceIs, TopOfGraveyard)):
        return selector_reads(condition.filter)
    if isinstance(condition, CountIs):
        return selector_reads(condition.of) | {"zone"}
    if isinstance(condition, ValueIs):
        return value_reads(condition.value)
    if isinstance(condition, (AllOf, AnyOf)):
        out: frozenset[str] = frozenset()
        for sub in condition.conditions:
            out |= condition_reads(sub)
        return out
    if isinstance(condition, (Not, SomeOpponent)):
        return condition_reads(condition.condition)
    if isinstance(condition, EnchantedController):    # 108.4: the attached-to object's controller
        return condition_reads(condition.condition) | {"controller"}
    if isinstance(condition, FactIs) and condition.name == "city_blessing":
        # 702.131b: ten or more permanents a player controls, one of them with ascend
        return frozenset({"zone", "controller", "abilities"})
    return frozenset()


_EVERYTHING = frozenset({"abilities", "text", "name", "mana_cost", "colors", "types", "subtypes", "supertypes"})


def definition_reads(definition: Definition) -> frozenset[str]:
    """Everything a definition's existence, affected set or result can depend on."""
    out = set(selector_reads(definition.affects)) | set(condition_reads(definition.condition))
    for op in definition.operations:
        if op.name == "gain_abilities_of":
            out |= {"abilities"} | selector_reads(op.arg.source)
        elif REGISTRY[op.name].dynamic:
            out |= _EVERYTHING
        elif REGISTRY[op.name].values:
            out |= value_reads(op.arg if isinstance(op.arg, tuple) else (op.arg,))
        elif op.name == "add_abilities":
            out |= value_reads(tuple(g.x for g in op.arg if g.x is not None))    # "has bushido X, where X is ..."
    if isinstance(definition.affects, Filter) and definition.affects.controller:
        out.add("controller")
    return frozenset(out)

