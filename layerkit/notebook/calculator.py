"""The layer calculator: a board of cards you edit, resolved again after every change.

:class:`Calculator` is the logic, usable without a browser: a list of :class:`Entry` values (the
board in timestamp order, oldest first) with pure methods to add, remove and move entries, switch
the rule set, build the :class:`~layerkit.game.board.Board`, resolve it, and save or load it as
scenario YAML. :class:`CalculatorApp` is the ipywidgets view that ``notebooks/07-calculator.ipynb``
shows (served as a web app by ``make app``).

>>> calc = Calculator()
>>> calc.add("Blood Moon")
'Blood Moon'
>>> calc.add("Urborg, Tomb of Yawgmoth")
'Urborg, Tomb of Yawgmoth'
>>> res = calc.resolve()
>>> res["Urborg, Tomb of Yawgmoth"].type_line, [a.text for a in res["Urborg, Tomb of Yawgmoth"].abilities]
('Legendary Land — Mountain', ['{T}: Add {R}.'])
>>> calc.move("Urborg, Tomb of Yawgmoth", -1)          # Urborg now has the earlier timestamp
>>> [e.id for e in calc.entries]
['Urborg, Tomb of Yawgmoth', 'Blood Moon']
>>> Calculator.from_yaml(calc.to_yaml()).entries == calc.entries
True
"""
from __future__ import annotations

import base64
import dataclasses
import html
import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from ..errors import LayerkitError, ScenarioError
from ..rules.characteristics import COLORS, SHOWN, shown_values
from .report import dependency_sentences

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from ..engine.resolution import Resolution
    from ..game.board import Board
    from ..game.carddb import CardDatabase
    from ..vocabulary.card_definition import CardDefinition

NONE = "—"
"""The one marker for "none" in the calculator's tables (as in every table of layerkit)."""

MAX_OPTIONS = 30
"""How many card names the type-ahead offers at once."""

COLOR_NAMES: dict[str, str] = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
TEXT_WORDS: tuple[str, ...] = ("white", "blue", "black", "red", "green", "Plains", "Island", "Swamp", "Mountain", "Forest")
"""Words a text-changing effect may replace (612.2: color words and basic land types)."""
COUNTER_KINDS: tuple[str, ...] = ("+1/+1", "-1/-1", "loyalty", "lore", "defense", "level", "flying", "shield")

ENTER_KEYS = ("card", "id", "controller", "zone", "counters", "choices", "attached_to")


@lru_cache(maxsize=1)
def creature_types() -> tuple[str, ...]:
    """The creature types of rule 205.3m (``layerkit/data/rules/subtypes.json``)."""
    from ..resources import data_file

    return tuple(json.loads(data_file("rules", "subtypes.json").read_text(encoding="utf-8"))["Creature"])


@lru_cache(maxsize=1)
def land_types() -> tuple[str, ...]:
    from ..resources import data_file

    return tuple(json.loads(data_file("rules", "subtypes.json").read_text(encoding="utf-8"))["Land"])


# ---------------------------------------------------------------------- which choices a card needs
def _chosen_uses(value: Any, context: str, out: set[str]) -> None:
    """Walk a definition value and collect what its ``chosen`` references and X values ask for."""
    from ..vocabulary.model import CopyOf, Op, X

    if value is None or isinstance(value, (bool, int, float)):
        return
    if isinstance(value, str):
        if value == "chosen":
            out.add(context)
        return
    if isinstance(value, X):
        out.add("number")
        return
    if isinstance(value, Op):
        _chosen_uses(value.arg, value.name, out)
        return
    if isinstance(value, CopyOf):
        if value.of == "chosen":
            out.add("object")
        _chosen_uses(value.exceptions, context, out)
        return
    if isinstance(value, Mapping):
        for k, v in value.items():
            _chosen_uses(v, str(k), out)
        return
    if isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            _chosen_uses(v, context, out)
        return
    if dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            _chosen_uses(getattr(value, f.name), f.name, out)


_CONTEXT_CHOICE = {"set_subtypes": "creature_type", "add_subtypes": "creature_type", "subtypes": "creature_type",
                   "set_colors": "color", "add_colors": "color", "colors": "color",
                   "gain_control": "player", "controller": "player", "owner": "player",
                   "change_text": "words", "number": "number", "object": "object"}


def needed_choices(card: "CardDefinition") -> list[str]:
    """The ``choices`` keys a card's effect definitions read (README: choices keys), in a fixed order.

    >>> from layerkit.game.carddb import card
    >>> needed_choices(card("Conspiracy")), needed_choices(card("Mind Bend")), needed_choices(card("Blood Moon"))
    (['creature_type'], ['words'], [])
    """
    found: set[str] = set()
    defs = [a.definition for a in card.abilities] + [a.definition for f in card.faces for a in f.abilities]
    for d in defs:
        if d is not None:
            _chosen_uses(d, "object", found)   # a bare "chosen" selector names an object
    keys = {_CONTEXT_CHOICE.get(c, "object") for c in found}
    if "creature_type" in keys and "land type" in card.printed.text.lower():
        keys = (keys - {"creature_type"}) | {"land_type"}
    if mode_options(card):
        keys.add("modes")
    return [k for k in ("color", "creature_type", "land_type", "player", "object", "words", "number", "modes")
            if k in keys]


def modal_spell(card: "CardDefinition") -> Any:
    """The definition of an instant's or sorcery's modal spell ability (700.2), or None."""
    if card.is_permanent_card:
        return None
    for a in card.abilities:
        if a.kind == "spell" and a.definition is not None and a.definition.modes:
            return a.definition
    return None


def mode_options(card: "CardDefinition") -> list[tuple[str, int]]:
    """(label, 1-based position) of each mode of a modal instant or sorcery, [] for any other card.

    >>> from layerkit.game.carddb import card
    >>> [n for _, n in mode_options(card("Funeral Charm"))], mode_options(card("Blood Moon"))
    ([1, 2, 3], [])
    """
    d = modal_spell(card)
    return [(f"{i}: {m.text}", i) for i, m in enumerate(d.modes, 1)] if d is not None else []


def needs_targets(card: "CardDefinition") -> bool:
    """An instant or sorcery whose effect applies to its targets."""
    from ..vocabulary.model import Ref

    if card.is_permanent_card:
        return False
    return any(a.definition is not None and a.definition.affects in (None, Ref.TARGETS) for a in card.abilities
               if a.kind == "spell") or "target" in card.printed.text.lower()


def attaches(card: "CardDefinition") -> bool:
    """An Aura or Equipment: it can enter attached to an object."""
    return bool({"Aura", "Equipment", "Fortification"} & card.printed.subtypes)


# ---------------------------------------------------------------------- the board spec
@dataclass
class Entry:
    """One card on the calculator's board. Entries are kept in timestamp order (613.7d): each enters
    (a permanent) or resolves (an instant or sorcery, ``cast``) after the ones before it."""

    card: str
    id: str
    controller: str | None = None
    zone: str = "battlefield"
    counters: dict[str, int] = field(default_factory=dict)
    choices: dict[str, Any] = field(default_factory=dict)
    attached_to: str | None = None
    targets: list[str] = field(default_factory=list)
    cast: bool = False              # an instant or sorcery: it resolves and leaves an effect

    def refers_to(self) -> set[str]:
        """Ids of the other entries this one needs on the board before it."""
        out = set(self.targets)
        if self.attached_to:
            out.add(self.attached_to)
        if isinstance(self.choices.get("object"), str):
            out.add(self.choices["object"])
        return out

    def describe(self) -> str:
        """The entry in words, e.g. ``Bear Cub (Bo, +1/+1: 1, attached to ...)``."""
        parts = [self.controller or ""]
        if self.zone != "battlefield":
            parts.append(f"in the {self.zone}")
        parts += [f"{k}: {v}" for k, v in self.counters.items()]
        parts += [f"{k} {v['from']} → {v['to']}" if k == "words" else f"{k}: {v}" for k, v in self.choices.items()]
        if self.attached_to:
            parts.append(f"attached to {self.attached_to}")
        if self.targets:
            parts.append("targeting " + ", ".join(self.targets))
        what = "cast" if self.cast else "enters"
        shown = [p for p in parts if p]
        label = self.card if self.id == self.card else f"{self.card} [{self.id}]"
        return f"{label} {what}" + (f" ({'; '.join(shown)})" if shown else "")


class Calculator:
    """A board spec and the resolution of it. Every method that changes the board validates the
    new board first and leaves the old one in place if it is wrong (raising :class:`ScenarioError`).

    ``cards``: the card database (default: the bundled one, :func:`~layerkit.game.carddb.bundled_database`).
    """

    def __init__(self, rules: str = "cr", players: Sequence[str] = ("Alex", "Bo"),
                 cards: "CardDatabase | None" = None, title: str = "Layer calculator") -> None:
        from ..game.carddb import bundled_database

        self.cards = cards if cards is not None else bundled_database()
        self.players = tuple(players)
        self.rules = rules
        self.title = title
        self.entries: list[Entry] = []
        self._resolution: "Resolution | None" = None
        self._names: list[str] | None = None
        self.board()          # validates rules and players

    # ------------------------------------------------------------------ looking up cards
    def search(self, text: str, limit: int = MAX_OPTIONS) -> list[str]:
        """Card names for a type-ahead: names starting with ``text`` first, then names containing it
        (case-insensitive), at most ``limit``.

        >>> Calculator().search("urborg, t")
        ['Urborg, Tomb of Yawgmoth']
        >>> Calculator().search("elesh norn, g")        # any card of the pool
        ['Elesh Norn, Grand Cenobite']
        """
        names = self._all_names()
        q = (text or "").strip().lower()
        if not q:
            return names[:limit]
        starts = [n for n in names if n.lower().startswith(q)]
        if len(starts) >= limit:
            return starts[:limit]
        contains = [n for n in names if q in n.lower() and not n.lower().startswith(q)]
        return (starts + contains)[:limit]

    def _all_names(self) -> list[str]:
        """Every card the board knows: the hand-defined and homebrew ones, then the whole pool
        (sorted once and remembered: 35,000 names)."""
        if self._names is None:
            self._names = sorted(set(self.cards.names) | set(self.cards.pool_names))
        return self._names

    def card(self, name: str) -> "CardDefinition":
        from ..errors import UnknownCardError

        try:
            return self.cards[name]
        except UnknownCardError as exc:
            raise ScenarioError(str(exc), field="card") from None

    def choice_options(self, key: str, before: int | None = None) -> list[Any]:
        """The legal values of one choice: colors, creature types (205.3m), land types, players,
        objects on the board (those entered before position ``before``), words of 612.2, numbers."""
        if key == "color":
            return list(COLORS)
        if key == "creature_type":
            return list(creature_types())
        if key == "land_type":
            return list(land_types())
        if key == "player":
            return list(self.players)
        if key == "object":
            return [e.id for e in self.entries[:before] if not e.cast]
        if key == "words":
            return list(TEXT_WORDS)
        if key == "number":
            return list(range(0, 21))
        raise ScenarioError(f"unknown choice {key!r}", field="choices")

    def needs(self, name: str) -> dict[str, Any]:
        """What the calculator asks about a card before adding it: its ``choices`` keys, whether it
        takes targets (a spell) or attaches (an Aura or Equipment)."""
        cd = self.card(name)
        return {"card": cd.name, "choices": needed_choices(cd), "targets": needs_targets(cd),
                "attaches": attaches(cd), "cast": not cd.is_permanent_card}

    # ------------------------------------------------------------------ editing
    def _new_id(self, name: str, wanted: str | None = None) -> str:
        used = {e.id for e in self.entries}
        if wanted:
            if wanted in used:
                raise ScenarioError(f"id {wanted!r} is already used", field="id")
            return wanted
        if name not in used:
            return name
        n = 2
        while f"{name} ({n})" in used:
            n += 1
        return f"{name} ({n})"

    def _try(self, entries: list[Entry], rules: str | None = None) -> None:
        """Make ``entries`` (and ``rules``) the board if it builds; otherwise raise and keep the old one."""
        old_entries, old_rules = self.entries, self.rules
        self.entries, self.rules = entries, rules or self.rules
        try:
            self.board()
        except LayerkitError as exc:
            self.entries, self.rules = old_entries, old_rules
            if isinstance(exc, ScenarioError):
                raise
            raise ScenarioError(str(exc)) from None
        self._resolution = None

    def add(self, card: str, *, id: str | None = None, controller: str | None = None, zone: str = "battlefield",
            counters: Mapping[str, int] | None = None, choices: Mapping[str, Any] | None = None,
            attached_to: str | None = None, targets: Iterable[str] | None = None) -> str:
        """Add a card with the newest timestamp; returns its id."""
        cd = self.card(card)
        entry = Entry(card=cd.name, id=self._new_id(cd.name, id), controller=controller, zone=zone,
                      counters={str(k): int(v) for k, v in (counters or {}).items() if v},
                      choices=dict(choices or {}), attached_to=attached_to or None,
                      targets=list(targets or ()), cast=not cd.is_permanent_card)
        self._try([*self.entries, entry])
        return entry.id

    def index(self, entry_id: str) -> int:
        for i, e in enumerate(self.entries):
            if e.id == entry_id:
                return i
        raise ScenarioError(f"no card with id {entry_id!r} on the board", field="id",
                            hint=f"ids: {', '.join(e.id for e in self.entries) or 'none yet'}")

    def remove(self, entry_id: str) -> None:
        """Take a card off the board; what referred to it (attachment, targets, a chosen object) no
        longer does."""
        i = self.index(entry_id)
        rest = []
        for e in self.entries[:i] + self.entries[i + 1:]:
            e = dataclasses.replace(e, targets=[t for t in e.targets if t != entry_id],
                                    attached_to=None if e.attached_to == entry_id else e.attached_to,
                                    choices={k: v for k, v in e.choices.items()
                                             if not (k == "object" and v == entry_id)})
            rest.append(e)
        self._try(rest)

    def move(self, entry_id: str, delta: int) -> None:
        """Move a card ``delta`` places in timestamp order (-1: one earlier). A card attached to,
        targeting or copying another must stay after it."""
        i = self.index(entry_id)
        j = max(0, min(len(self.entries) - 1, i + delta))
        if i == j:
            return
        entries = list(self.entries)
        entries.insert(j, entries.pop(i))
        seen: set[str] = set()
        for e in entries:
            missing = e.refers_to() - seen
            if missing:
                raise ScenarioError(f"{e.id} must come after {', '.join(sorted(missing))}: it refers to it "
                                    "(attached to, targets or chosen object)", field="order")
            seen.add(e.id)
        self._try(entries)

    def set_rules(self, rules: str) -> None:
        """``cr`` (the rules as written) or ``amended`` (the model of "On Intrinsic Abilities")."""
        self._try(list(self.entries), rules)

    def clear(self) -> None:
        self._try([])

    # ------------------------------------------------------------------ the board and its resolution
    def board(self) -> "Board":
        """A new :class:`Board` with every entry, in order."""
        from ..game.board import Board

        board = Board(rules=self.rules, players=self.players, cards=self.cards)
        for n, e in enumerate(self.entries, 1):
            try:
                if e.cast:
                    board.cast(e.card, controller=e.controller, targets=e.targets or None,
                               choices=e.choices or None)
                else:
                    board.enter(e.card, id=e.id, controller=e.controller, zone=e.zone, counters=e.counters or None,
                                choices=e.choices or None, attached_to=e.attached_to)
            except ScenarioError as exc:
                raise ScenarioError(f"{e.card}: {exc.message}", field=exc.field, step=n, hint=exc.hint) from None
        return board

    def resolve(self) -> "Resolution":
        if self._resolution is None:
            self._resolution = self.board().resolve(title=self.title)
        return self._resolution

    # ------------------------------------------------------------------ what the page shows
    def final_table(self) -> "pd.DataFrame":
        """Every object's final characteristics, one row each (``—`` for none)."""
        from .report import result_table

        res = self.resolve()
        if not len(res):
            import pandas as pd

            return pd.DataFrame(columns=list(SHOWN))
        return result_table(res)

    def order_rows(self) -> list[dict[str, Any]]:
        """The order of application: step, layer, effect, why it applied then, objects affected."""
        return self.resolve().steps()

    def dependencies(self) -> list[str]:
        """Every dependency in a sentence (:func:`~layerkit.notebook.report.dependency_sentences`)."""
        return dependency_sentences(self.resolve())

    def unsupported(self) -> list[str]:
        """Abilities layerkit does not understand, as text (``Resolution.unsupported``, where present)."""
        return [str(u) for u in getattr(self.resolve(), "unsupported", []) or []]

    # ------------------------------------------------------------------ scenario YAML
    def to_yaml(self, expect: bool = True) -> str:
        """The board as a scenario file (with the resolved outcome as its expectations when
        ``expect``): ``layerkit check`` accepts it and :meth:`from_yaml` reads it back."""
        import yaml

        from .sandbox import scenario_dict

        board = self.board()
        if not board.steps:
            raise ScenarioError("the board is empty: add a card first", field="steps")
        data = scenario_dict(board, expect="resolved" if expect else None, title=self.title)
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None, width=110)

    @classmethod
    def from_yaml(cls, text: str, cards: "CardDatabase | None" = None) -> "Calculator":
        """A calculator with the board of a scenario file (its ``enter`` and ``cast`` steps)."""
        from ..game.scenario import Scenario

        sc = Scenario.from_yaml(text, file="<upload>")
        if sc.cards:
            raise ScenarioError("the calculator uses the card pool; this file defines cards of its own",
                                field="cards", hint="open it with layerkit.Scenario.load instead")
        calc = cls(rules=sc.rules if sc.rules in ("cr", "amended") else "cr", players=sc.players, cards=cards,
                   title=sc.title)
        entries: list[Entry] = []
        for n, step in enumerate(sc.steps, 1):
            args = dict(step.args)
            if step.kind not in ("enter", "cast"):
                raise ScenarioError(f"the calculator reads enter and cast steps, not {step.kind}", step=n,
                                    field=step.kind, hint="open this file with layerkit.Scenario.load instead")
            extra = sorted(set(args) - set(ENTER_KEYS) - {"targets"})
            if extra:
                raise ScenarioError(f"the calculator does not set {', '.join(extra)}", step=n, field=step.kind,
                                    hint="open this file with layerkit.Scenario.load instead")
            cd = calc.card(args["card"])
            calc.entries = entries
            entries.append(Entry(card=cd.name, id=calc._new_id(cd.name, args.get("id")),
                                 controller=args.get("controller"), zone=args.get("zone", "battlefield"),
                                 counters=dict(args.get("counters") or {}),
                                 choices={k: (dict(v) if isinstance(v, Mapping) else v)
                                          for k, v in (args.get("choices") or {}).items()},
                                 attached_to=args.get("attached_to"), targets=list(args.get("targets") or ()),
                                 cast=not cd.is_permanent_card))
        calc.entries = []
        calc._try(entries)
        return calc

    def download_link(self, filename: str = "board.yaml") -> str:
        """An HTML link that downloads the board as scenario YAML (a data: URI: no server needed)."""
        data = base64.b64encode(self.to_yaml().encode("utf-8")).decode("ascii")
        return (f"<a class='lk-download' download='{html.escape(filename)}' "
                f"href='data:text/yaml;charset=utf-8;base64,{data}'>⬇ download {html.escape(filename)}</a>")

    def __repr__(self) -> str:
        return f"<Calculator rules={self.rules} {len(self.entries)} card(s)>"


# ---------------------------------------------------------------------- HTML pieces (pure functions)
def _esc(value: Any) -> str:
    from .steps import is_missing

    if value is None or (not isinstance(value, str) and is_missing(value)) or value == "":
        return NONE
    return html.escape(str(value)).replace("\n", "<br>")


def final_html(calc: Calculator) -> str:
    """The final characteristics of every object as an HTML table (abilities one per line)."""
    res = calc.resolve()
    if not len(res):
        return "<p class='lk-final'><i>The board is empty: add a card above.</i></p>"
    cols = ["type_line", "colors", "abilities", "power", "toughness", "controller", "zone"]
    head = "".join(f"<th>{c.replace('_', ' ')}</th>" for c in ["object", *cols])
    rows = []
    for s in res:
        d = {**shown_values(s.characteristics), "zone": s.zone}
        d["colors"] = ", ".join(COLOR_NAMES[c] for c in COLORS if c in s.colors) or "colorless"
        d["abilities"] = "\n".join(a.text for a in s.abilities)
        label = s.name if s.id == s.name else f"{s.name} [{s.id}]"
        rows.append("<tr>" + f"<td>{_esc(label)}</td>" + "".join(f"<td>{_esc(d.get(c))}</td>" for c in cols) + "</tr>")
    return f"<table class='lk-final lk-table'><tr>{head}</tr>{''.join(rows)}</table>"


def order_html(calc: Calculator) -> str:
    """The order of application, each effect with why it applied when it did."""
    rows = calc.order_rows()
    if not rows:
        return "<p class='lk-order'><i>No effect applies: every object keeps its printed characteristics.</i></p>"
    body = "".join(f"<tr><td>{r['step']}</td><td>{_esc(r['layer'])}</td><td>{_esc(r['effect'])}</td>"
                   f"<td>{_esc(r['reason'])}</td><td>{_esc(r['affected'])}</td></tr>" for r in rows)
    return ("<table class='lk-order lk-table'><tr><th>step</th><th>layer</th><th>effect</th><th>why then</th>"
            f"<th>applies to</th></tr>{body}</table>")


def dependencies_html(calc: Calculator) -> str:
    sentences = calc.dependencies()
    if not sentences:
        return ("<p class='lk-deps'><i>No effect depends on another: within each layer they apply in "
                "timestamp order (613.7).</i></p>")
    return "<ul class='lk-deps'>" + "".join(f"<li>{html.escape(s)}</li>" for s in sentences) + "</ul>"


def unsupported_html(calc: Calculator) -> str:
    items = calc.unsupported()
    if not items:
        return "<p class='lk-unsupported'><i>Every ability on the board is understood.</i></p>"
    return "<ul class='lk-unsupported'>" + "".join(f"<li>{html.escape(s)}</li>" for s in items) + "</ul>"


CSS = """<style>
.lk-table { border-collapse: collapse; font-size: 14px; }
.lk-table th, .lk-table td { border: 1px solid #d9d9d9; padding: 4px 8px; text-align: left; vertical-align: top; }
.lk-table th { background: #fafafa; }
.lk-entry-label { font-size: 14px; }
.lk-calculator h3 { margin: 14px 0 4px 0; }
</style>"""


# ---------------------------------------------------------------------- the widget view
class CalculatorApp:
    """The ipywidgets view of a :class:`Calculator`: search and add cards, reorder or remove them,
    switch rule sets, and read the result, the layer-by-layer stepper, the dependencies in
    sentences, the order of application and what is not understood — all updated at once.

    ``widget`` is the VBox shown in a notebook. Its parts are attributes (``name``, ``add_button``,
    ``rules``, ``entries_box``, ``final``, ``order``, ``deps``, ...) so tests can drive it headlessly.
    """

    def __init__(self, calculator: Calculator | None = None) -> None:
        import ipywidgets as w

        self.calc = calculator or Calculator()
        self.name = w.Combobox(placeholder="type a card name", options=self.calc.search("", MAX_OPTIONS),
                               ensure_option=False, description="card", layout=w.Layout(width="420px"))
        self.name.add_class("lk-card-name")
        self.controller = w.Dropdown(options=list(self.calc.players), description="controller",
                                     layout=w.Layout(width="220px"))
        self.zone = w.Dropdown(options=["battlefield", "hand", "library", "graveyard", "exile"], description="zone",
                               layout=w.Layout(width="240px"))
        self.counter_kind = w.Dropdown(options=list(COUNTER_KINDS), description="counters",
                                       layout=w.Layout(width="220px"))
        self.counter_count = w.BoundedIntText(value=0, min=0, max=99, layout=w.Layout(width="70px"))
        self.choices_box = w.HBox([])
        self.attach_to = w.Dropdown(options=[("(nothing)", None)], description="attached to",
                                    layout=w.Layout(width="320px"))
        self.targets = w.SelectMultiple(options=[], description="targets", rows=3, layout=w.Layout(width="320px"))
        self.card_info = w.HTML()
        self.card_info.add_class("lk-card-info")
        self.add_button = w.Button(description="add to the board", button_style="primary", icon="plus")
        self.add_button.add_class("lk-add")
        self.message = w.HTML()
        self.message.add_class("lk-message")
        self.rules = w.ToggleButtons(options=[("rules as written (cr)", "cr"), ("amended (On Intrinsic Abilities)", "amended")],
                                     value=self.calc.rules, description="rule set",
                                     style={"button_width": "260px"})
        self.rules.add_class("lk-rules")
        self.entries_box = w.VBox([])
        self.final = w.HTML()
        self.final.add_class("lk-final-html")
        self.order = w.HTML()
        self.order.add_class("lk-order-html")
        self.deps = w.HTML()
        self.deps.add_class("lk-deps-html")
        self.unsupported = w.HTML()
        self.stepper_box = w.VBox([])
        self.stepper_box.add_class("lk-stepper")
        self.download = w.HTML()
        self.upload = w.FileUpload(accept=".yaml,.yml", multiple=False, description="load a scenario")
        self._choice_widgets: dict[str, Any] = {}
        self.explorer: Any = None

        self.name.observe(self._on_name, names="value")
        self.add_button.on_click(lambda _b: self.add_from_form())
        self.rules.observe(self._on_rules, names="value")
        self.upload.observe(self._on_upload, names="value")

        def section(title: str, body: Any) -> Any:
            return w.VBox([w.HTML(f"<h3>{html.escape(title)}</h3>"), body])

        form = w.VBox([w.HBox([self.name, self.controller, self.zone]),
                       w.HBox([self.counter_kind, self.counter_count, self.attach_to, self.targets]),
                       self.choices_box, self.card_info, w.HBox([self.add_button, self.message])])
        self.widget = w.VBox([
            w.HTML(CSS),
            self.rules,
            section("Add a card", form),
            section("The board, oldest timestamp first", self.entries_box),
            section("Final characteristics", self.final),
            section("Layer by layer", self.stepper_box),
            section("Dependencies (613.8)", self.deps),
            section("Order of application", self.order),
            section("Abilities not understood", self.unsupported),
            section("Save or load the board", w.VBox([self.download, self.upload])),
        ])
        self.widget.add_class("lk-calculator")
        self._on_name({"new": ""})
        self.refresh()

    # ------------------------------------------------------------------ the form
    def _on_name(self, change: Mapping[str, Any]) -> None:
        import ipywidgets as w

        text = change.get("new") or ""
        self.name.options = self.calc.search(text, MAX_OPTIONS)
        try:
            needs = self.calc.needs(text) if text.strip() else None
        except ScenarioError:
            needs = None
        self._choice_widgets = {}
        if needs is None:
            self.card_info.value = "" if not text.strip() else "<i>no card of that name yet: keep typing</i>"
            self.choices_box.children = []
            self.attach_to.layout.display = "none"
            self.targets.layout.display = "none"
            return
        cd = self.calc.card(needs["card"])
        self.card_info.value = (f"<b>{html.escape(cd.name)}</b> — {html.escape(cd.printed.type_line)}<br>"
                                + html.escape(cd.printed.text).replace("\n", "<br>"))
        widgets = []
        for key in needs["choices"]:
            if key == "modes":
                d = modal_spell(cd)
                one = d is not None and d.mode_count.max == 1 and not d.mode_count.entwine
                sel = (w.Dropdown if one else w.SelectMultiple)(options=mode_options(cd), description="modes",
                                                                layout=w.Layout(width="420px"))
                self._choice_widgets[key] = sel
                widgets.append(sel)
                continue
            if key == "words":
                a = w.Dropdown(options=list(TEXT_WORDS), description="replace", layout=w.Layout(width="220px"))
                b = w.Dropdown(options=list(TEXT_WORDS), value="black", description="with", layout=w.Layout(width="220px"))
                self._choice_widgets[key] = (a, b)
                widgets += [a, b]
                continue
            opts = self.calc.choice_options(key)
            labels = [(f"{COLOR_NAMES[o]} ({o})", o) for o in opts] if key == "color" else opts
            if not opts:
                labels = [("(no object yet)", None)]
            dd = w.Dropdown(options=labels, description=key.replace("_", " "), layout=w.Layout(width="300px"))
            self._choice_widgets[key] = dd
            widgets.append(dd)
        self.choices_box.children = widgets
        objects = [e.id for e in self.calc.entries if not e.cast]
        self.attach_to.options = [("(nothing)", None)] + [(o, o) for o in objects]
        self.attach_to.layout.display = None if needs["attaches"] else "none"
        self.targets.options = objects
        self.targets.layout.display = None if needs["targets"] else "none"

    def choices(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, wdg in self._choice_widgets.items():
            if key == "words":
                out[key] = {"from": wdg[0].value, "to": wdg[1].value}
            elif isinstance(wdg.value, tuple):
                if wdg.value:
                    out[key] = list(wdg.value)     # modes chosen in a multiple selection
            elif wdg.value is not None:
                out[key] = wdg.value
        return out

    def add_from_form(self) -> str | None:
        """Add the card the form describes; on a problem, say it in ``message`` and add nothing."""
        try:
            needs = self.calc.needs(self.name.value)
            oid = self.calc.add(
                needs["card"], controller=self.controller.value,
                zone=self.zone.value if not needs["cast"] else "battlefield",
                counters={self.counter_kind.value: self.counter_count.value} if self.counter_count.value else None,
                choices=self.choices(), attached_to=self.attach_to.value if needs["attaches"] else None,
                targets=list(self.targets.value) if needs["targets"] else None)
        except ScenarioError as exc:
            self.message.value = f"<span style='color:#cf1322'>{html.escape(str(exc))}</span>"
            return None
        self.message.value = f"<span style='color:#1a7f37'>added {html.escape(oid)}</span>"
        self.name.value = ""
        self.counter_count.value = 0
        self.refresh()
        return oid

    def _on_rules(self, change: Mapping[str, Any]) -> None:
        self._act(lambda: self.calc.set_rules(change["new"]))

    def _on_upload(self, change: Mapping[str, Any]) -> None:
        files = change.get("new") or ()
        if not files:
            return
        item = files[0]
        content = item["content"] if isinstance(item, Mapping) else item.content
        try:
            self.load_yaml(bytes(content).decode("utf-8"))
        except (ScenarioError, UnicodeDecodeError) as exc:
            self.message.value = f"<span style='color:#cf1322'>could not load the file: {html.escape(str(exc))}</span>"

    def load_yaml(self, text: str) -> None:
        """Replace the board by the one of a scenario file (what the upload button does)."""
        new = Calculator.from_yaml(text, cards=self.calc.cards)
        self.calc = new
        self.rules.value = new.rules
        self.message.value = f"<span style='color:#1a7f37'>loaded {html.escape(new.title)}</span>"
        self.refresh()

    def _act(self, action: Any) -> None:
        try:
            action()
        except ScenarioError as exc:
            self.message.value = f"<span style='color:#cf1322'>{html.escape(str(exc))}</span>"
        self.refresh()

    # ------------------------------------------------------------------ the board and results
    def _entry_row(self, i: int, e: Entry) -> Any:
        import ipywidgets as w

        label = w.HTML(f"<span class='lk-entry-label'>{i + 1}. {html.escape(e.describe())}</span>",
                       layout=w.Layout(width="520px"))
        up = w.Button(icon="arrow-up", tooltip="earlier timestamp", layout=w.Layout(width="40px"),
                      disabled=i == 0)
        down = w.Button(icon="arrow-down", tooltip="later timestamp", layout=w.Layout(width="40px"),
                        disabled=i == len(self.calc.entries) - 1)
        remove = w.Button(icon="trash", tooltip="remove", layout=w.Layout(width="40px"))
        up.add_class("lk-up")
        down.add_class("lk-down")
        remove.add_class("lk-remove")
        up.on_click(lambda _b, oid=e.id: self._act(lambda: self.calc.move(oid, -1)))
        down.on_click(lambda _b, oid=e.id: self._act(lambda: self.calc.move(oid, 1)))
        remove.on_click(lambda _b, oid=e.id: self._act(lambda: self.calc.remove(oid)))
        row = w.HBox([label, up, down, remove])
        row.add_class("lk-entry")
        return row

    def refresh(self) -> None:
        """Redraw everything from the calculator."""
        import ipywidgets as w

        from .widgets import LayerExplorer

        entries = self.calc.entries
        self.entries_box.children = ([self._entry_row(i, e) for i, e in enumerate(entries)]
                                     or [w.HTML("<i>No cards yet.</i>")])
        self.final.value = final_html(self.calc)
        self.order.value = order_html(self.calc)
        self.deps.value = dependencies_html(self.calc)
        self.unsupported.value = unsupported_html(self.calc)
        res = self.calc.resolve()
        if len(res):
            keep = self.explorer.object.value if self.explorer is not None else None
            self.explorer = LayerExplorer(res, keep if keep in res.ids else None)
            self.stepper_box.children = [self.explorer.widget]
        else:
            self.explorer = None
            self.stepper_box.children = [w.HTML("<i>Add a card to step through the layers.</i>")]
        try:
            self.download.value = self.calc.download_link()
        except ScenarioError:
            self.download.value = "<i>Add a card to save the board.</i>"
        if self.name.value == "":
            self._on_name({"new": ""})

    # ------------------------------------------------------------------ display
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        from .widgets import with_fallback

        return with_fallback(self.widget, repr(self), "<p><i>The layer calculator: run the notebook (or "
                             "<code>make app</code>) to use it.</i></p>" + final_html(self.calc), **kwargs)

    def __repr__(self) -> str:
        return (f"Layer calculator ({self.calc.rules}, {len(self.calc.entries)} card(s)): "
                "run the notebook to use it")
