"""The result of resolving a board: each object's characteristics, after every layer and at the
end, and the trace of how they got there.

A :class:`Resolution` displays itself in a notebook (``_repr_html_``), and so does each
:class:`ObjectState`.
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, Sequence

from ..rules.characteristics import COLORS, LAYERS, Ability, Characteristics, evolve
from ..errors import ScenarioError
from ..vocabulary.model import Filter

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from .loop import LayerRun
    from .state import GameState

STAGES: tuple[str, ...] = ("0",) + LAYERS
"""Points at which a state can be read: "0" is the printed values, then after each layer."""


def _fmt(value: Any) -> Any:
    """A characteristic value as plain, deterministic text/number for tables."""
    if isinstance(value, frozenset):
        if value and value <= set(COLORS):
            return "".join(c for c in COLORS if c in value)
        return ", ".join(sorted(value))
    if isinstance(value, tuple) and (not value or isinstance(value[0], Ability)):
        return "\n".join(a.text for a in value)
    return value


def _timestamp(ts: tuple[int, ...]) -> str:
    """A timestamp as text: ``2`` for (2,) and (2, 0), ``2.1`` for a later part of the same moment."""
    parts = list(ts)
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(map(str, parts))


def _html_cell(value: Any) -> str:
    """A value in an HTML cell: ``—`` for none, one ability per line."""
    from .table import NONE, is_none

    return NONE if is_none(value) else html.escape(str(value)).replace("\n", "<br>")


@dataclass(frozen=True)
class ObjectState:
    """One object's characteristics at one point, plus where it is and what is on it.

    >>> from layerkit import Board
    >>> board = Board()
    >>> _ = board.enter("Grizzly Bears", counters={"+1/+1": 1})
    >>> bears = board.resolve()["Grizzly Bears"]
    >>> bears.power, bears.toughness, sorted(bears.types)
    (3, 3, ['Creature'])
    """

    id: str
    characteristics: Characteristics
    zone: str
    owner: str
    counters: Mapping[str, int]
    qualities: tuple[str, ...] = ()

    # characteristics, read as the rules name them
    @property
    def name(self) -> str:
        return self.characteristics.name

    @property
    def mana_cost(self) -> str:
        return self.characteristics.mana_cost

    @property
    def mana_value(self) -> int:
        return self.characteristics.mana_value

    @property
    def colors(self) -> frozenset[str]:
        return self.characteristics.colors

    @property
    def types(self) -> frozenset[str]:
        return self.characteristics.types

    @property
    def subtypes(self) -> frozenset[str]:
        return self.characteristics.subtypes

    @property
    def supertypes(self) -> frozenset[str]:
        return self.characteristics.supertypes

    @property
    def abilities(self) -> tuple[Ability, ...]:
        return self.characteristics.abilities

    @property
    def power(self) -> int | None:
        """None for a noncreature (208.3)."""
        return self.characteristics.power if self.characteristics.has_pt() else None

    @property
    def toughness(self) -> int | None:
        return self.characteristics.toughness if self.characteristics.has_pt() else None

    @property
    def loyalty(self) -> int | None:
        """306.5b: a planeswalker permanent's loyalty is its number of loyalty counters."""
        if "Planeswalker" not in self.types:
            return None
        if self.zone == "battlefield":
            return self.counters.get("loyalty", 0)
        return self.characteristics.loyalty

    @property
    def defense(self) -> int | None:
        if "Battle" not in self.types:      # 310.4: only battles have defense
            return None
        if self.zone == "battlefield":
            return self.counters.get("defense", 0)
        return self.characteristics.defense

    @property
    def controller(self) -> str:
        return self.characteristics.controller

    @property
    def type_line(self) -> str:
        return self.characteristics.type_line

    def has(self, ability: str) -> bool:
        from ..rules.characteristics import normalize_ability_text

        key = normalize_ability_text(ability)
        return any(normalize_ability_text(a.text) == key for a in self.abilities)

    def summary(self) -> dict[str, Any]:
        out = {"id": self.id, **self.characteristics.summary(), "zone": self.zone}
        out["power"], out["toughness"] = self.power, self.toughness
        out["loyalty"], out["defense"] = self.loyalty, self.defense
        out["counters"] = ", ".join(f"{k}: {v}" for k, v in sorted(self.counters.items()))
        return out

    def __repr__(self) -> str:
        pt = f" {self.power}/{self.toughness}" if self.power is not None else ""
        return f"<ObjectState {self.id}: {self.name or '(no name)'} — {self.type_line}{pt}>"

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><th style='text-align:left'>{html.escape(str(k))}</th><td style='text-align:left'>"
                       f"{_html_cell(v)}</td></tr>" for k, v in self.summary().items())
        return f"<table>{rows}</table>"


class Resolution:
    """What :meth:`Board.resolve` returns.

    ``resolution[id]`` is an object's final :class:`ObjectState`; :meth:`state` reads it after
    any layer; :attr:`trace`, :attr:`dependencies` and :attr:`order` say how it got there.
    """

    def __init__(self, state: "GameState", run: "LayerRun", aliases: Mapping[str, str] | None = None,
                 title: str = "") -> None:
        self.game = state
        self.run = run
        self.aliases = dict(aliases or {})
        self.title = title
        self.rules = state.rules

    # ------------------------------------------------------------------ objects
    def _id(self, oid: str) -> str:
        oid = self.aliases.get(oid, oid)
        if oid not in self.game.objects:
            raise ScenarioError(f"no object with id {oid!r}", field="object",
                                hint=f"known ids: {', '.join(self.ids)}")
        return oid

    @property
    def ids(self) -> list[str]:
        return sorted(self.game.objects)

    def _state_of(self, oid: str, chars: Characteristics) -> ObjectState:
        o = self.game.objects[oid]
        quals = tuple(text for (obj, inc, text, _src) in self.game.qualities if obj == oid and inc == o.incarnation)
        return ObjectState(id=oid, characteristics=chars, zone=o.zone, owner=o.owner,
                           counters={c.kind: c.count for c in o.counters}, qualities=quals)

    def __getitem__(self, oid: str) -> ObjectState:
        oid = self._id(oid)
        return self._state_of(oid, self.run.final[oid])

    def __iter__(self) -> Iterator[ObjectState]:
        return (self[oid] for oid in self.ids)

    def __len__(self) -> int:
        return len(self.game.objects)

    def state(self, oid: str, layer: str = "7d", effect: str | None = None) -> ObjectState:
        """The object right after ``layer`` ("0" for printed values) — or, with ``effect`` (the id
        of an effect's source), right after that source's effect applied in that layer, with the
        layer's later effects not yet applied.

        >>> from layerkit import Board
        >>> b = Board(); _ = b.enter("Blood Moon"); _ = b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
        >>> r = b.resolve()
        >>> sorted(r.state("urborg", layer="0").subtypes), sorted(r.state("urborg", layer="4").subtypes)
        ([], ['Mountain'])
        >>> sorted(r.state("urborg", layer="4", effect="Blood Moon").subtypes)
        ['Mountain']
        """
        oid = self._id(oid)
        layer = str(layer)
        if layer == "0":
            if effect is not None:
                raise ScenarioError("no effect applies in layer 0 (the printed values)", field="effect")
            return self._state_of(oid, self.run.initial[oid])
        if layer not in LAYERS:
            raise ScenarioError(f"unknown layer {layer!r}", field="layer", hint=f"one of {', '.join(STAGES)}")
        if effect is None:
            return self._state_of(oid, self.run.after_layer[layer][oid])
        return self._state_of(oid, self._after_effect(oid, layer, effect))

    def _after_effect(self, oid: str, layer: str, source: str) -> Characteristics:
        """Replay, from the state before ``layer``, the changes this layer's applications made to
        the object, up to the last application of an effect of ``source``."""
        src = self.aliases.get(source, source)
        in_layer = [a for a in self.run.applied if a.layer == layer]
        last = max((i for i, a in enumerate(in_layer) if a.effect.source == src), default=None)
        if last is None:
            applied = sorted({a.effect.source or a.effect.label for a in in_layer})
            raise ScenarioError(f"no effect of {source!r} applied in layer {layer}", field="effect",
                                hint=f"sources of effects applied in layer {layer}: {', '.join(applied) or 'none'}")
        i = LAYERS.index(layer)
        c = self.run.after_layer[LAYERS[i - 1]][oid] if i else self.run.initial[oid]
        for a in in_layer[:last + 1]:
            changes = {f: after for obj, f, _before, after in a.changes if obj == oid}
            if changes:
                c = evolve(c, **changes)
        return c

    def copiable_values(self, oid: str) -> Characteristics:
        """613.2c / 707.2: the object's characteristics after layer 1."""
        return self.run.copiable[self._id(oid)]

    # ------------------------------------------------------------------ not understood
    @property
    def unsupported(self) -> list[tuple[str, str, str, str]]:
        """(object id, card name, ability text, clause) for every ability of every object whose
        continuous effect layerkit did not understand (:attr:`Ability.unsupported`): a card of
        the pool with no effect definition for it — and every spell cast or ability resolved on
        the board whose effect was such a one. Such an ability does nothing here, so any
        characteristic it would change may be wrong. Abilities the object had at any point of
        the resolution count (one that a layer-6 effect removes still had its earlier effects).

        >>> from layerkit import Board
        >>> b = Board(); _ = b.enter("Standing Army"); _ = b.enter("Grizzly Bears")
        >>> [(oid, name) for oid, name, _text, _clause in b.resolve().unsupported]
        [('Standing Army', 'Standing Army')]
        """
        out: list[tuple[str, str, str, str]] = []
        seen: set[tuple[str, str]] = set()
        stages = [self.run.initial, *(self.run.after_layer[layer] for layer in LAYERS)]
        for oid in self.ids:
            for stage in stages:
                chars = stage.get(oid)
                if chars is None:
                    continue
                for a in chars.abilities:
                    if a.unsupported and (oid, a.uid) not in seen:
                        seen.add((oid, a.uid))
                        out.append((oid, a.card or chars.name, a.text, a.unsupported))
        # static abilities whose effect reads a game fact the board was not told: not applied
        for entry in self._missing_facts():
            if entry not in out:
                out.append(entry)
        # "the first <kind> spell you cast each turn" while a spell on the stack was not told whether it is
        # that spell (601.2): never assumed
        for entry in self._untold_first_spells(stages):
            if entry not in out:
                out.append(entry)
        for entry in self._untold_cast_from(stages):
            if entry not in out:
                out.append(entry)
        for entry in self._untold_spell_x(stages):
            if entry not in out:
                out.append(entry)
        # spells and abilities that resolved (and left no object, or left it): what they did not do
        for entry in getattr(self.game, "unsupported", ()):
            if entry not in out:
                out.append(entry)
        return out

    def _untold_spell_statements(self, stages: "Sequence[Mapping[str, Any]]", key: str,
                                 reason: "Callable[[Any, str, list[str]], str | None]") -> list[tuple[str, str, str, str]]:
        """(object id, card name, ability text, reason) for each ability of a permanent on the battlefield at some
        stage whose selector reads how a spell was cast (601.2) while a spell its controller cast ("you cast") is on
        the stack with a step that does not state ``choices.<key>``: whether that spell has the ability is not
        known, so it is not given and the ability is listed. ``reason(definition, source id, those spells)`` is the
        reason for a definition that reads it, else None."""
        objs = self.game.objects
        untold = sorted(oid for oid, o in objs.items() if o.zone == "stack" and not o.uncast and key not in o.choices)
        if not untold:
            return []
        out: list[tuple[str, str, str, str]] = []
        for stage in stages:
            for oid in sorted(stage):
                if oid not in objs or objs[oid].zone != "battlefield":
                    continue
                c = stage[oid]
                theirs = [s for s in untold if objs[s].controller == c.controller]    # 601.2: "you cast"
                if not theirs:
                    continue
                for a in c.abilities:
                    d = a.definition
                    why = reason(d, oid, theirs) if d is not None and isinstance(d.affects, Filter) else None
                    if why is not None and (entry := (oid, a.card or c.name, a.text, why)) not in out:
                        out.append(entry)
        return out

    def _untold_first_spells(self, stages: "Sequence[Mapping[str, Any]]") -> list[tuple[str, str, str, str]]:
        """The abilities naming "the first <kind> spell you cast each turn" (``first_this_turn``) while a spell's
        step doesn't say for which sources it is that spell (``choices.first_spell_of``)."""
        def reason(d: Any, oid: str, theirs: list[str]) -> str | None:
            if not d.affects.first_this_turn:
                return None
            return (f"whether {', '.join(theirs)} is the first such spell its controller cast this turn is "
                    f"not known: state it on the spell's step (choices: {{first_spell_of: [{oid}]}} or [])")
        return self._untold_spell_statements(stages, "first_spell_of", reason)

    def _untold_cast_from(self, stages: "Sequence[Mapping[str, Any]]") -> list[tuple[str, str, str, str]]:
        """The abilities naming "spells you cast from your hand" (``cast_from``, 601.2a) while a spell's step
        doesn't say where it was cast from (``choices.cast_from``)."""
        def reason(d: Any, oid: str, theirs: list[str]) -> str | None:
            # "instant and sorcery spells you cast from your hand": the zone is in each alternative
            zones = {f.cast_from for f in (d.affects, *(d.affects.any or ()))
                     if isinstance(f, Filter) and f.cast_from is not None}
            if not zones:
                return None
            return (f"where {', '.join(theirs)} was cast from is not known: state it on the spell's step "
                    f"(choices: {{cast_from: {sorted(zones)[0]}}}, 601.2a)")
        return self._untold_spell_statements(stages, "cast_from", reason)

    def _untold_spell_x(self, stages: "Sequence[Mapping[str, Any]]") -> list[tuple[str, str, str, str]]:
        """The abilities naming spells by mana value ("spells you cast with mana value 6 or greater have cascade")
        while a spell on the stack with {X} in its mana cost has no stated X (``choices.number``): its mana value
        counts X (202.3e), so whether it is one such spell is not known — it is not given the effect (BoardView) and
        the ability is listed."""
        objs = self.game.objects
        untold = sorted(oid for oid, o in objs.items() if o.zone == "stack"
                        and any("{X}" in (stage[oid].mana_cost or "").upper() for stage in stages if oid in stage)
                        and not isinstance(o.choices.get("number"), int))
        if not untold:
            return []

        def reads_mana_value(f: Any) -> bool:
            return isinstance(f, Filter) and (f.mana_value is not None or any(reads_mana_value(a) for a in f.any or ()))

        out: list[tuple[str, str, str, str]] = []
        for stage in stages:
            for oid in sorted(stage):
                if oid not in objs or objs[oid].zone != "battlefield":
                    continue
                c = stage[oid]
                for a in c.abilities:
                    d = a.definition
                    if d is None or not reads_mana_value(d.affects):
                        continue
                    why = (f"the mana value of {', '.join(untold)} on the stack counts its X (202.3e), which is not "
                           f"stated: state it on the spell's step (choices: {{number: N}})")
                    if (entry := (oid, a.card or c.name, a.text, why)) not in out:
                        out.append(entry)
        return out

    def _missing_facts(self) -> list[tuple[str, str, str, str]]:
        """(object id, card name, ability text, reason) for each static ability working now whose effect
        reads a game fact (vocabulary/facts.py) the board does not know: the layer system did not apply
        it (never assumed); the reason names the facts and the step that states them."""
        # every moment of the resolution: an ability a later layer removes still had its earlier effects
        stages = [self.run.initial, *(self.run.after_layer[layer] for layer in LAYERS)]
        if not any(a.definition is not None and a.definition.facts
                   for stage in stages for c in stage.values() for a in c.abilities):
            return []
        from .loop import Engine

        eng = Engine(self.game)
        out, seen = [], set()
        for stage in stages:
            for oid in sorted(stage):
                c = stage[oid]
                if not any(a.definition is not None and a.definition.facts for a in c.abilities):
                    continue
                for eff in eng.effects._static_effects_of(oid, c):
                    missing = eng.view.missing_facts(eff, stage) if eff.definition.facts else ()
                    if missing and (oid, eff.ability_uid) not in seen:
                        seen.add((oid, eff.ability_uid))
                        ab = next(a for a in c.abilities if a.uid == eff.ability_uid)
                        out.append((oid, ab.card or c.name, ab.text, eng.view.facts_reason(missing)))
        return out

    def unsupported_warning(self) -> str:
        """One line naming the abilities not understood (see :attr:`unsupported`), or ``""``."""
        items = self.unsupported
        if not items:
            return ""
        named = "; ".join(f"{oid}: {text!r}" if oid == card else f"{oid} ({card}): {text!r}"
                          for oid, card, text, _clause in items)
        return (f"warning: {len(items)} abilit{'y' if len(items) == 1 else 'ies'} not understood "
                f"(no effect definition; what they do is not applied): {named}")

    # ------------------------------------------------------------------ the trace
    @property
    def order(self) -> dict[str, list[str]]:
        """Each layer's applied effects, in the order they applied."""
        out: dict[str, list[str]] = {layer: [] for layer in LAYERS}
        for a in self.run.applied:
            out[a.layer].append(a.effect.label)
        return out

    @property
    def dependencies(self) -> list[tuple[str, str, str, str]]:
        """(layer, dependent effect, effect depended on, reason) for every dependency found;
        reason is one of existence, text, applies to, what it does (613.8a)."""
        return list(self.run.dependencies)

    def steps(self) -> list[dict[str, Any]]:
        """Each application of an effect: sequence number, layer, effect, why it went then, objects."""
        return [{"step": a.seq, "layer": a.layer, "effect": a.effect.label, "timestamp": _timestamp(a.effect.timestamp),
                 "reason": a.reason, "affected": ", ".join(a.affected)} for a in self.run.applied]

    @property
    def trace(self) -> "pd.DataFrame":
        """One row per changed characteristic per applied effect."""
        import pandas as pd

        rows = []
        for a in self.run.applied:
            for oid, field, before, after in a.changes:
                rows.append({"step": a.seq, "layer": a.layer, "effect": a.effect.label, "object": oid,
                             "characteristic": field, "before": _fmt(before), "after": _fmt(after),
                             "reason": a.reason})
        from .table import Table

        cols = ["step", "layer", "effect", "object", "characteristic", "before", "after", "reason"]
        return Table.of(rows, columns=cols, ints=("step",), empty="No effect changed anything.")

    def table(self, oid: str) -> "pd.DataFrame":
        """The object's characteristics after each layer (rows) — the article-style layer table."""
        from .table import Table

        rows = []
        for stage in STAGES:
            s = self.state(oid, layer=stage).summary()
            s = {"layer": stage, **{k: v for k, v in s.items() if k not in ("id", "zone", "counters")}}
            rows.append(s)
        return Table.of(rows, index="layer")

    def effects_table(self) -> "pd.DataFrame":
        """Effects by source and layer, as the article's layer tables show them."""
        import pandas as pd

        from .table import Table

        cells: dict[str, dict[str, list[str]]] = {}
        for a in self.run.applied:
            src = a.effect.label.split(":")[0]
            what = ", ".join(sorted({f for _, f, _, _ in a.changes})) or "(no change)"
            cells.setdefault(src, {}).setdefault(a.layer, [])
            entry = f"{what} → {', '.join(a.affected)}"
            if entry not in cells[src][a.layer]:
                cells[src][a.layer].append(entry)
        layers = [l for l in LAYERS if any(l in v for v in cells.values())]
        data = {src: ["\n".join(cells[src].get(l, [])) for l in layers] for src in cells}
        return Table.of(pd.DataFrame(data, index=pd.Index(layers, name="layer")),
                        empty="No effect applied: every object keeps its printed characteristics.")

    def summary(self) -> "pd.DataFrame":
        from .table import Table

        return Table.of([self[oid].summary() for oid in self.ids], index="id")

    def _repr_html_(self) -> str:
        head = f"<b>{html.escape(self.title)}</b> " if self.title else ""
        rows = []
        cols = ["name", "type_line", "colors", "abilities", "power", "toughness", "controller", "zone", "counters"]
        for s in self:
            d = s.summary()
            rows.append("<tr>" + f"<td>{html.escape(s.id)}</td>" + "".join(
                f"<td style='text-align:left;vertical-align:top'>{_html_cell(d[c])}</td>" for c in cols) + "</tr>")
        header = "<tr><th>id</th>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr>"
        order = "".join(f"<li>layer {l}: {html.escape(' → '.join(v))}</li>" for l, v in self.order.items() if v)
        deps = "".join(f"<li>layer {l}: {html.escape(a)} depends on {html.escape(b)} ({r})</li>"
                       for l, a, b, r in self.dependencies)
        items = self.unsupported
        warn = ""
        if items:
            lis = "".join(f"<li><b>{html.escape(oid)}</b> ({html.escape(card)}): {html.escape(text)}"
                          + (f" — <i>{html.escape(clause)}</i>" if clause != text else "") + "</li>"
                          for oid, card, text, clause in items)
            warn = ("<div style='border-left:4px solid #d9822b;padding:2px 8px;margin:4px 0'>"
                    f"⚠ {len(items)} abilit{'y' if len(items) == 1 else 'ies'} not understood: layerkit has no "
                    f"effect definition for them, so what they do is not applied<ul>{lis}</ul></div>")
        return (f"<div>{head}<small>rules: {self.rules}</small>{warn}<table>{header}{''.join(rows)}</table>"
                f"<details><summary>order of application</summary><ul>{order}</ul></details>"
                + (f"<details open><summary>dependencies</summary><ul>{deps}</ul></details>" if deps else "")
                + "</div>")

    def __repr__(self) -> str:
        return f"<Resolution {self.title or ''} rules={self.rules} objects={len(self)} effects applied={len(self.run.applied)}>"
