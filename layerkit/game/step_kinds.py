"""The one registry of step kinds: every kind of step a board can take is defined here once.

A :class:`StepKind` says, for one kind (``enter``, ``cast``, ``tap``, ...): its arguments and their
schema (:class:`Arg`), the :class:`~layerkit.Board` method it calls, its short YAML form, and how a
report says it in one sentence. A :class:`Step` is one step taken: a kind and its arguments, an
immutable value with its defaults left out. Everything that reads, writes, replays or describes
steps goes through this module: ``Board`` records each step it performs as a ``Step``
(``Board.steps``), ``Scenario`` parses, validates and replays its ``steps:`` with it,
``sandbox.save_scenario`` writes ``Board.steps`` with :meth:`Step.to_yaml`, ``report.describe_step``
is :meth:`Step.describe` and the fuzz generator picks and replays kinds from :data:`KINDS`.

>>> step = Step.read({"enter": {"card": "Forest", "id": "forest", "zone": "battlefield"}})
>>> step
Step('enter', card='Forest', id='forest')
>>> step.to_yaml()
{'enter': {'card': 'Forest', 'id': 'forest'}}
>>> Step.read({"attack": "cub"}).to_yaml(), Step.read("end_turn").to_yaml()
({'attack': 'cub'}, 'end_turn')
>>> Step.read({"tap": "gingerbrute"}).describe()
'gingerbrute becomes tapped'

This module imports nothing from the board at module level (it may move to its own subpackage).
"""
from __future__ import annotations

import functools
import inspect
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping

from ..errors import ScenarioError, shown
from . import values as V
from ..vocabulary.facts import FACTS, OBJECT_FACTS

__all__ = ["Arg", "StepKind", "Step", "FrozenMap", "KINDS", "kind", "records"]


# ---------------------------------------------------------------------------------- values
class FrozenMap(Mapping):
    """A read-only, hashable mapping that keeps its order (the arguments of a :class:`Step`)."""

    __slots__ = ("_items", "_dict")

    def __init__(self, items: Any = ()) -> None:
        pairs = tuple((items.items() if isinstance(items, Mapping) else items))
        self._items = tuple((k, _freeze(v)) for k, v in pairs)
        self._dict = dict(self._items)

    def __getitem__(self, key: Any) -> Any:
        return self._dict[key]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._dict)

    def __len__(self) -> int:
        return len(self._dict)

    def __hash__(self) -> int:
        return hash(self._items)

    def __repr__(self) -> str:
        return f"FrozenMap({dict(self._items)!r})"


def _freeze(value: Any) -> Any:
    if isinstance(value, FrozenMap):
        return value
    if isinstance(value, Mapping):
        return FrozenMap(value)
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def _thaw(value: Any) -> Any:
    """Plain dicts and lists again (what a Board method and ``yaml.safe_dump`` expect)."""
    if isinstance(value, Mapping):
        return {(str(k) if not isinstance(k, str) else k): _thaw(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_thaw(v) for v in value]
    return value


# ---------------------------------------------------------------------------------- the schema
@dataclass(frozen=True)
class Arg:
    """One argument of a step kind: its name, its shape (for people: README and errors), whether
    it is required, its default (left out when recording and writing) and what it means."""

    name: str
    shape: str
    meaning: str
    required: bool = False
    default: Any = None
    check: Callable[[Any, str], Any] | None = field(default=None, compare=False, repr=False)
    """The value's type: a checker from :mod:`layerkit.game.values` that returns the value
    normalised or raises a ScenarioError naming the field."""

    def validate(self, value: Any, field_name: str | None = None) -> Any:
        """The value checked and normalised (None stays None for an argument whose default is None)."""
        where = field_name or self.name
        if value is None and self.default is None:
            if self.required:
                raise ScenarioError("missing", field=where)
            return None
        return self.check(value, where) if self.check is not None else value

    def is_default(self, value: Any) -> bool:
        """True when ``value`` is this argument's default: ``None`` for an argument whose default
        is None, otherwise the default itself with the same type (``token: 0`` is not ``false``)."""
        if self.default is None:
            return value is None
        return type(value) is type(self.default) and value == self.default


#: How a kind's value may be written instead of a mapping of arguments:
#: ``card`` (``enter: Blood Moon``), ``id`` (``leave: cub``, the only form), ``ids``
#: (``attack: cub`` or ``attack: [a, b]``, the only form), ``none`` (bare ``end_turn``).
SHORT_FORMS = ("card", "id", "ids", "none")


@dataclass(frozen=True)
class StepKind:
    """One kind of step, defined once."""

    name: str
    method: str                      # the Board method it calls, with the arguments as keywords
    args: tuple[Arg, ...]
    summary: str                     # what the step does (README's table)
    describe_text: Callable[[Mapping[str, Any]], tuple[str, list[str]]]
    short: str | None = None         # one of SHORT_FORMS, or None (a mapping only)

    @functools.cached_property
    def keys(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.args)

    @functools.cached_property
    def required(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.args if a.required)

    def arg(self, name: str) -> Arg:
        return next(a for a in self.args if a.name == name)

    # ---- reading
    def read(self, value: Any, n: int | None = None, where: str | None = None) -> "Step":
        """The step from its YAML value (everything after ``kind:``), validated against the
        schema; errors name the file, step and field."""
        if self.short == "none":
            try:
                V.nothing(value, self.name)
            except ScenarioError as exc:
                raise ScenarioError(exc.message, file=where, step=n, field=self.name,
                                    hint=f"write it bare: - {self.name}") from None
            return Step(self.name)
        if self.short == "id":
            if not isinstance(value, str):
                raise ScenarioError(f"expected an object id, got {shown(value, 60)}", file=where, step=n,
                                    field=self.name, hint=f"e.g. {self.name}: cub")
            value = {self.args[0].name: value}
        elif self.short == "ids" and not (isinstance(value, Mapping) and len(self.args) > 1):
            value = {self.args[0].name: value}     # ``block: {ids: [...], attacker: a}``: a mapping
        elif self.short == "card" and isinstance(value, str):
            value = {"card": value}
        if not isinstance(value, Mapping):
            raise ScenarioError(f"expected a mapping of step keys, got {shown(value, 60)}", file=where, step=n,
                                field=self.name, hint=f"keys: {', '.join(self.keys)}")
        try:
            checked = self.validate(value)
        except ScenarioError as exc:
            short_field = self.short in ("id", "ids") and exc.field == self.args[0].name
            fld = self.name if short_field else f"{self.name}.{exc.field}" if exc.field else self.name
            raise ScenarioError(exc.message, file=where, step=n, field=fld, hint=exc.hint) from None
        return Step(self.name, checked)

    def validate(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """The arguments checked against the schema (unknown keys refused with a "did you mean",
        required ones enforced, each value checked and normalised by its :class:`Arg`); the one
        check both scenario files and :class:`~layerkit.Board` calls go through. Error fields are
        relative to the step (``choices.color``)."""
        for key in args:
            if key not in self.keys:
                close = V.did_you_mean(str(key), self.keys)
                raise ScenarioError(f"unknown key {shown(key, 40)}", field=str(key)[:40],
                                    hint=f"allowed: {', '.join(self.keys) or 'none'}"
                                         + (f"; did you mean {close!r}?" if close else ""))
        for key in self.required:
            if args.get(key) is None:
                raise ScenarioError("missing", field=key, hint=f"a {self.name} step needs {', '.join(self.required)}")
        return {key: self.arg(key).validate(v, key) for key, v in args.items()}

    # ---- writing
    def to_yaml(self, args: Mapping[str, Any]) -> Any:
        """The shortest YAML value that reads back as the same step (defaults left out)."""
        if self.short == "none":
            return self.name
        if self.short == "id":
            return {self.name: _thaw(args[self.args[0].name])}
        if self.short == "ids" and set(args) == {self.args[0].name}:
            ids = _thaw(args[self.args[0].name])
            return {self.name: ids[0] if len(ids) == 1 else ids}
        if self.short == "card" and list(args) == ["card"]:
            return {self.name: args["card"]}
        if self.short == "ids":
            return {self.name: {k: (v[0] if k == self.args[0].name and len(v) == 1 else v)
                                for k, v in _thaw(args).items()}}
        return {self.name: _thaw(args)}

    # ---- replaying
    def apply(self, board: Any, args: Mapping[str, Any]) -> Any:
        """Perform the step on a Board (its method, the arguments as keywords)."""
        return getattr(board, self.method)(**_thaw(args))


@dataclass(frozen=True)
class Step:
    """One step: a kind and its arguments (immutable; defaults and Nones-by-default left out,
    arguments in the kind's order).

    ``step.kind``, ``step.args``; ``step["card"]`` and ``step.get("id")`` read an argument
    (``step["kind"]`` is the kind, as in the dicts scenario steps used to be); ``kind, args = step``
    unpacks it as the ``(kind, arguments)`` pairs ``Board.steps`` used to hold.
    """

    kind: str
    args: Mapping[str, Any] = FrozenMap()

    def __post_init__(self) -> None:
        spec = KINDS.get(self.kind)
        if spec is None:
            raise ScenarioError(f"unknown step kind {self.kind!r}", field=str(self.kind),
                                hint=f"one of {', '.join(KINDS)}")
        given = dict(self.args or {})
        unknown = [k for k in given if k not in spec.keys]
        if unknown:
            raise ScenarioError(f"unknown key {unknown[0]!r}", field=f"{self.kind}.{unknown[0]}",
                                hint=f"allowed: {', '.join(sorted(spec.keys))}")
        if spec.short == "ids" and isinstance(given.get("ids"), str):
            given["ids"] = [given["ids"]]
        kept = [(a.name, given[a.name]) for a in spec.args if a.name in given and not a.is_default(given[a.name])]
        object.__setattr__(self, "args", FrozenMap(kept))

    @classmethod
    def of(cls, kind: str, **args: Any) -> "Step":
        """``Step.of("tap", id="cub")``."""
        return cls(kind, args)

    @classmethod
    def read(cls, raw: Any, n: int | None = None, where: str | None = None) -> "Step":
        """A step as written in a scenario file (``{kind: value}`` or bare ``end_turn``), validated."""
        if raw == "end_turn":
            return cls("end_turn")
        if not isinstance(raw, Mapping) or len(raw) != 1:
            raise ScenarioError("expected a mapping with exactly one step kind", file=where, step=n,
                                hint=f"one of {', '.join(KINDS)}")
        (name, value), = raw.items()
        if name not in KINDS:
            raise ScenarioError(f"unknown step kind {name!r}", file=where, step=n, field=str(name),
                                hint=f"one of {', '.join(KINDS)}")
        return KINDS[name].read(value, n, where)

    @property
    def spec(self) -> StepKind:
        return KINDS[self.kind]

    def arguments(self) -> dict[str, Any]:
        """The arguments as plain dicts and lists (a copy)."""
        return _thaw(self.args)

    def to_yaml(self) -> Any:
        return self.spec.to_yaml(self.args)

    def apply(self, board: Any) -> Any:
        return self.spec.apply(board, self.args)

    def describe(self) -> str:
        """The step in one sentence, for reports."""
        return _describe(self)

    # ---- the old shapes: scenario steps were dicts with "kind", Board.steps (kind, args) pairs
    def __getitem__(self, key: str) -> Any:
        if key == "kind":
            return self.kind
        return self.args[key]

    def get(self, key: str, default: Any = None) -> Any:
        if key == "kind":
            return self.kind
        return self.args.get(key, default)

    def __iter__(self) -> Iterator[Any]:
        return iter((self.kind, self.arguments()))

    def __repr__(self) -> str:
        inner = "".join(f", {k}={_thaw(v)!r}" for k, v in self.args.items())
        return f"Step({self.kind!r}{inner})"


# ---------------------------------------------------------------------------------- descriptions
def _targets_text(a: Mapping[str, Any]) -> str:
    t = a.get("targets")
    if not t:
        return ""
    return " targeting " + (", ".join(t) if isinstance(t, (list, tuple)) else str(t))


def _ids_text(ids: Any) -> str:
    ids = list(ids)
    return ids[0] if len(ids) == 1 else ", ".join(ids[:-1]) + " and " + ids[-1] if ids else "no creature"


def _d_enter(a):
    zone = a.get("zone", "battlefield")
    text = f"{a['card']} enters the {zone}" if zone != "battlefield" else f"{a['card']} enters the battlefield"
    if a.get("face_down"):
        fd = a["face_down"]
        how = (" ".join(fd.get("types", ())) + (" — " + " ".join(fd["subtypes"]) if fd.get("subtypes") else "")
               if isinstance(fd, Mapping) else fd)
        text = f"{a['card']} enters face down ({how})"
    extras = [f"{label} {a[key]}" for key, label in (("id", "id"), ("controller", "controlled by"),
                                                      ("copy", "as a copy of"), ("attached_to", "attached to"),
                                                      ("attached_to_player", "attached to"),
                                                      ("alt_cost", "cast for its"), ("face", "face"),
                                                      ("paired_with", "paired with"))
              if a.get(key) is not None]
    if a.get("token"):
        extras.append("a token")
    if a.get("tapped"):
        extras.append("tapped")
    if a.get("cast") is False:
        extras.append("not cast")
    if a.get("commander"):
        extras.append("its owner's commander")
    if a.get("class_level"):
        extras.append(f"level {a['class_level']}")
    extras.extend(flag for flag in ("monstrous", "renowned", "solved") if a.get(flag))
    if a.get("art_stickers"):
        extras.append(f"{a['art_stickers']} art sticker(s)")
    if a.get("entered_this_turn") is False:
        extras.append("on the battlefield since before this turn")
    return text, extras


def _d_cast(a):
    text = f"{a['controller']} casts {a['card']}" if a.get("controller") else f"cast {a['card']}"
    return text + _targets_text(a), [f"for its {a['alt_cost']} cost"] if a.get("alt_cost") else []


def _d_counters(a):
    parts = [f"+{n} {k}" for k, n in (a.get("add") or {}).items()] + \
            [f"-{n} {k}" for k, n in (a.get("remove") or {}).items()]
    return f"counters on {a['on']}: {', '.join(parts)}", []


def _d_fact(a):
    parts = [k.replace("_", " ") + ("" if v is True else " not" if v is False else f" {v}")
             for k, v in a.items() if k != "player"]
    return f"{a['player']}: {', '.join(parts) or 'no facts'}", []


def _d_history(a):
    parts = [k.replace("_", " ") + ("" if v is True else " not" if v is False else f" {v}")
             for k, v in a.items() if k != "object"]
    return f"{a['object']}: {', '.join(parts) or 'no history'}", []


def _d_ids(verb_one: str, verb_many: str):
    def describe(a):
        ids = list(a.get("ids") or ())
        return f"{_ids_text(ids)} {verb_one if len(ids) == 1 else verb_many}", []
    return describe


def _d_attack(a):
    text, extras = _d_ids("attacks", "attack")(a)
    return (text + f" {a['defender']}" if a.get("defender") else text), extras


def _d_block(a):
    text, extras = _d_ids("blocks", "block")(a)
    return (text + f" {a['attacker']}" if a.get("attacker") else text), extras


def _describe(step: Step) -> str:
    a = step.args
    text, extras = step.spec.describe_text(a)
    if a.get("choices"):
        extras.append("choosing " + ", ".join(f"{k} {v}" for k, v in _thaw(a["choices"]).items()))
    if a.get("counters") and step.kind == "enter":
        extras.append("with " + ", ".join(f"{n} {k}" for k, n in a["counters"].items()) + " counter(s)")
    return text + (f" ({'; '.join(extras)})" if extras else "")


# ---------------------------------------------------------------------------------- the registry
_ID = "an id"
_CHOICES = Arg("choices", "mapping", "choices made as it resolves or enters (README: choices keys)", check=V.choices)


def _kinds(*kinds: StepKind) -> dict[str, StepKind]:
    return {k.name: k for k in kinds}


#: Every step kind (the order of the hint in an unknown-kind error).
KINDS: dict[str, StepKind] = _kinds(
    StepKind("enter", "enter", (
        Arg("card", "card name", "the card", required=True, check=V.card_name),
        Arg("id", _ID, "its id (default: the card name)", check=V.object_id),
        Arg("controller", "player", "its controller (default: the first player)", check=V.player),
        Arg("owner", "player", "its owner (default: its controller)", check=V.player),
        Arg("zone", "zone", "battlefield, hand, library, graveyard, exile, stack, outside, command (a conspiracy, 315.3)",
            default="battlefield", check=V.entering_zone),
        Arg("counters", "{kind: number}", "counters it enters with", check=V.counter_map),
        _CHOICES,
        Arg("copy", _ID, "the object it enters as a copy of", check=V.object_id),
        Arg("attached_to", _ID, "what it enters attached to", check=V.object_id),
        Arg("face_down", "text or mapping", "morph, megamorph, disguise, manifest, cloak, or the characteristics the "
            "effect lists, e.g. {types: [Land], subtypes: [Forest]} for Yedora, Grave Gardener — 708.2", check=V.face_down),
        Arg("alt_cost", "text", "the alternative cost it was cast for (dash, impending, ...), or kicker when it was "
            "kicked (702.33d)", check=V.alt_cost),
        Arg("token", "true/false", "it is a token", default=False, check=V.flag),
        Arg("face", "front/back", "the face of a double-faced card", check=V.one_of("front", "back")),
        Arg("tapped", "true/false", "it enters tapped", default=False, check=V.flag),
        Arg("commander", "true/false", "it is its owner's commander (903.3: a designation, not a characteristic)",
            default=False, check=V.flag),
        Arg("class_level", "number", "a Class already at that level (716.2b: a designation; no level is level 1)",
            check=lambda v, f: V.whole_number(v, f, 1, 100)),
        Arg("paired_with", _ID, "the creature its soulbond ability (or that creature's) pairs it with as it enters "
            "(702.95a)", check=V.object_id),
        Arg("cast", "true/false", "false: a spell put on the stack without being cast, such as a copy of a spell "
            "(707.10); \"spells you cast\" are the others (601.2)", default=True, check=V.flag),
        Arg("monstrous", "true/false", "a permanent that already became monstrous (701.37b: a designation it keeps "
            "until it leaves the battlefield)", default=False, check=V.flag),
        Arg("renowned", "true/false", "a permanent that already became renowned (702.112b: a designation it keeps "
            "until it leaves the battlefield)", default=False, check=V.flag),
        Arg("entered_this_turn", "true/false", "false: a permanent already on the battlefield when this turn began "
            "(an enter is otherwise an event of this turn)", default=True, check=V.flag),
        Arg("art_stickers", "number", "art stickers on it (123.9: markers with no other effect; it is then "
            "stickered, 123.4); not in a hand or library (123.5)", default=0,
            check=lambda v, f: V.whole_number(v, f, 0, 100)),
        Arg("attached_to_player", "player", "the player an Aura with enchant player (or opponent) enters attached "
            "to (303.4, 702.5d)", check=V.player),
        Arg("solved", "true/false", "a Case that already became solved (719.3b: a designation it keeps until it leaves "
            "the battlefield)", default=False, check=V.flag)),
        "an object enters a zone (613.7d: a new timestamp)", _d_enter, short="card"),
    StepKind("cast", "cast", (
        Arg("card", "card name", "the spell", required=True, check=V.card_name),
        Arg("controller", "player", "who casts it", check=V.player),
        Arg("targets", "an id or a list of ids", "its targets", check=V.id_list),
        _CHOICES,
        Arg("id", _ID, "a permanent spell's id on the battlefield", check=V.object_id),
        Arg("alt_cost", "text", "the alternative cost it is cast for, or kicker (702.33d)", check=V.alt_cost)),
        "a spell resolves (a permanent spell enters the battlefield)", _d_cast, short="card"),
    StepKind("ability", "ability", (
        Arg("source", _ID, "the object whose ability it is", required=True, check=V.object_id),
        Arg("which", "cost or position", 'a loyalty cost such as "+1", or the 1-based position in oracle order',
            required=True, check=V.which),
        Arg("targets", "an id or a list of ids", "its targets", check=V.id_list),
        _CHOICES),
        "an ability resolves",
        lambda a: (f"{a['source']} activates ability {a['which']}" + _targets_text(a), [])),
    StepKind("delayed", "delayed", (
        Arg("card", "card name", "the spell that created it as it resolved this turn", required=True, check=V.card_name),
        Arg("targets", "an id or a list of ids", "its targets, and the object its event names (the attacking creature)",
            check=V.id_list),
        _CHOICES),
        "a delayed triggered ability a spell created this turn triggers and resolves (603.7)",
        lambda a: (f"{a['card']}'s delayed triggered ability resolves" + _targets_text(a), []), short="card"),
    StepKind("attach", "attach", (
        Arg("object", _ID, "the Aura, Equipment or Fortification", required=True, check=V.object_id),
        Arg("to", _ID, "what it becomes attached to", required=True, check=V.object_id)),
        "an object becomes attached (613.7e: a new timestamp)",
        lambda a: (f"{a['object']} becomes attached to {a['to']}", [])),
    StepKind("counters", "counters", (
        Arg("on", _ID, "the object", required=True, check=V.object_id),
        Arg("add", "{kind: number}", "counters put on it", check=V.counter_map),
        Arg("remove", "{kind: number}", "counters removed from it", check=V.counter_map)),
        "counters are put on or removed from an object (613.7c)", _d_counters),
    StepKind("mutate", "mutate", (
        Arg("card", "card name", "the mutating creature spell", required=True, check=V.card_name),
        Arg("onto", _ID, "the permanent it merges with", required=True, check=V.object_id),
        Arg("position", "top/bottom", "where it goes in the merged pile", default="top", check=V.one_of("top", "bottom")),
        Arg("id", _ID, "an alias of the merged permanent", check=V.object_id)),
        "a mutating spell merges with a permanent (730.2)",
        lambda a: (f"{a['card']} mutates onto {a['onto']} ({a.get('position', 'top')})", [])),
    StepKind("turn_face_up", "turn_face_up", (Arg("id", _ID, "the face-down permanent", required=True, check=V.object_id),
                                              Arg("megamorph", "true/false", "its megamorph cost was paid to turn it "
                                                  "face up (702.37b: then it gets a +1/+1 counter); required for a "
                                                  "card with megamorph", check=V.flag)),
             "a permanent is turned face up (613.7f: a new timestamp)",
             lambda a: (f"{a['id']} is turned face up", []), short="id"),
    StepKind("leave", "leave", (Arg("id", _ID, "the permanent", required=True, check=V.object_id),),
             "a permanent goes to its owner's graveyard",
             lambda a: (f"{a['id']} leaves the battlefield", []), short="id"),
    StepKind("tap", "tap", (Arg("id", _ID, "the permanent", required=True, check=V.object_id),),
             "a permanent becomes tapped (a status, no new timestamp)",
             lambda a: (f"{a['id']} becomes tapped", []), short="id"),
    StepKind("untap", "untap", (Arg("id", _ID, "the permanent", required=True, check=V.object_id),),
             "a permanent becomes untapped (a status, no new timestamp)",
             lambda a: (f"{a['id']} becomes untapped", []), short="id"),
    StepKind("attack", "attack", (Arg("ids", "an id or a list of ids", "the attacking creatures", required=True, check=V.id_list),
                                  Arg("defender", "a player or an id", "the player, planeswalker or battle they attack "
                                      "(508.1b; default: the one their controller can attack, if only one is)",
                                      check=V.object_id)),
             "creatures attack (attacking and tapped until the turn ends)", _d_attack, short="ids"),
    StepKind("block", "block", (Arg("ids", "an id or a list of ids", "the blocking creatures", required=True, check=V.id_list),
                                Arg("attacker", _ID, "the attacking creature they block (509.1a; default: the one "
                                    "attacking creature, if only one is)", check=V.object_id)),
             "creatures block (blocking until the turn ends)", _d_block, short="ids"),
    StepKind("move", "move", (
        Arg("object", _ID, "the object", required=True, check=V.object_id),
        Arg("to", "zone", "the zone it moves to", required=True, check=V.zone),
        Arg("copy", _ID, "the object it enters the battlefield as a copy of", check=V.object_id),
        Arg("face_down", "text", "it enters the battlefield face down: morph, megamorph, disguise, manifest or cloak "
            "(708.3, 701.40a)", check=lambda v, f: V.enum(v, V.FACE_DOWN_KINDS, f, "face-down kind",
                                                          ", ".join(V.FACE_DOWN_KINDS)))),
        "an object changes zones (400.7: a new object)",
        lambda a: (f"{a['object']} moves to the {a['to']}", [])),
    StepKind("fact", "state_fact", (
        Arg("player", "player", "whose facts these are", required=True, check=V.player),
        *(Arg(f.name, "number" if f.kind == "number" else "true/false",
              f"{f.meaning} ({f.rule})", check=V.life_total if f.name == "life" else
              V.whole_number if f.kind == "number" else V.flag) for f in FACTS.values())),
        "game facts about a player that effects read (vocabulary/facts.py): life, poison counters, the monarch, "
        "what happened this turn ...; \"this turn\" facts end with the turn",
        _d_fact),
    StepKind("history", "state_history", (
        Arg("object", _ID, "the object", required=True, check=V.object_id),
        *(Arg(f.name, "number" if f.kind == "number" else "true/false", f"{f.meaning} ({f.rule})",
              check=V.whole_number if f.kind == "number" else V.flag) for f in OBJECT_FACTS.values())),
        "what happened to an object since it became this object (400.7) that effects read and no step records "
        "(vocabulary/facts.py OBJECT_FACTS): whether it has dealt damage ...",
        _d_history),
    StepKind("end_turn", "end_turn", (), "\"until end of turn\" effects end; the next player's turn begins",
             lambda a: ("the turn ends", []), short="none"),
)


def kind(name: str) -> StepKind:
    """The registry entry for one kind (ScenarioError for an unknown one)."""
    try:
        return KINDS[name]
    except KeyError:
        raise ScenarioError(f"unknown step kind {name!r}", field=str(name), hint=f"one of {', '.join(KINDS)}") from None


# ---------------------------------------------------------------------------------- recording
def records(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorate a Board method that performs the step kind ``name``: when it returns (and it was
    not called by another step method, as ``cast`` calls ``enter``), the step is appended to
    ``board.steps`` as a :class:`Step` with the arguments it was called with (card names as the
    card database spells them; defaults left out), which is all a replay needs."""
    spec = KINDS[name]

    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        sig = inspect.signature(fn)
        params = list(sig.parameters.values())[1:]
        names = [p.name for p in params]
        simple = all(p.kind == p.POSITIONAL_OR_KEYWORD for p in params)
        needed = frozenset(p.name for p in params if p.default is p.empty)

        def bind(self: Any, args: tuple, kwargs: dict) -> dict[str, Any]:
            # what Signature.bind gives, without its cost in the common case (arguments by name
            # or in order, each once, every one without a default given)
            if simple and len(args) <= len(names):
                given = dict(zip(names, args))
                if not given.keys() & kwargs.keys() and all(k in sig.parameters and k != "self" for k in kwargs):
                    given.update(kwargs)
                    if needed <= given.keys():
                        return given
            return dict(list(sig.bind(self, *args, **kwargs).arguments.items())[1:])

        @functools.wraps(fn)
        def method(self: Any, *args: Any, **kwargs: Any) -> Any:
            try:
                given = bind(self, args, kwargs)
            except TypeError as exc:
                raise ScenarioError(str(exc).replace(f"{fn.__name__}()", f"Board.{fn.__name__}()"), field=name,
                                    hint=f"arguments: {', '.join(spec.keys) or 'none'}") from None
            checked = spec.validate(given)
            depth = self._step_depth
            self._step_depth = depth + 1
            try:
                result = fn(self, **checked)
            finally:
                self._step_depth = depth
            if depth == 0:
                after = getattr(self, "_after_step", None)
                if after is not None:
                    after()         # what the game does right after any step (Board._after_step)
                recorded = {k: v for k, v in checked.items() if k in spec.keys}
                if isinstance(recorded.get("card"), str):
                    recorded["card"] = self.cards[recorded["card"]].name
                if spec.short == "ids":
                    recorded["ids"] = list(recorded.get("ids") or [])
                self.steps.append(Step(name, recorded))
            return result

        method.step_kind = name  # type: ignore[attr-defined]
        return method

    return deco
