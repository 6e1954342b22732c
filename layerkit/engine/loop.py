"""The layer system (rule 613): from printed values to each object's characteristics.

:meth:`Engine.run` is the whole algorithm::

    characteristics = printed values (layer 0)
    for each layer 1a ... 7d:
        repeat until no effect is left to apply in this layer:
            candidates = effects that exist now and have a part in this layer      (effects.py)
                         (613.6: an effect that started in an earlier layer keeps going)
            choose one: CDAs first (613.3), then dependency (613.8), then timestamp  (order.py)
            apply it                                                                (applying.py)
            record what changed                                                     (trace.py)

Nothing is mutated: every step makes new :class:`Characteristics` values.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from ..rules import intrinsic
from ..rules.characteristics import LAYERS, Characteristics, Layer, RuleSet
from ..vocabulary.model import EMPTY
from .applying import Applier
from .dependency import DependencyDetector
from .effects import Effect, EffectGatherer, Source
from .order import choose
from .state import GameState
from .trace import CHARACTERISTIC_FIELDS, Applied, Change, Dependency, LayerRun, Trace
from .view import BoardView, Moment, derive

__all__ = ["Engine", "resolve_state", "Effect", "Source", "LayerRun", "Applied", "Change", "Dependency",
           "CHARACTERISTIC_FIELDS"]


class Engine:
    """Resolves one :class:`GameState`: the board as effects see it (``view``), the effects that
    exist (``effects``), what they do (``applier``), their dependencies (``detector``) and the
    record of it all (``trace``). Holds only this resolution's working values."""

    def __init__(self, state: GameState, *, dependencies: bool = True) -> None:
        self.state = state
        self.rules = state.rules
        self.view = BoardView(state)
        self.effects = EffectGatherer(self.view)
        self.applier = Applier(self.view, state.rules, self.effects.started)
        self.trace = Trace()
        self.detector = DependencyDetector(self.view, self.effects, self.applier, self.trace) if dependencies else None

    def run(self) -> LayerRun:
        zones = {oid: o.zone for oid, o in self.state.objects.items()}
        printed: dict[tuple, Characteristics] = {}    # objects of one card, face, controller and zone look the same
        chars: dict[str, Characteristics] = Moment()
        for oid, o in sorted(self.state.objects.items()):                                # layer 0
            look = (id(o.card), o.face, o.controller, o.zone)
            c = printed.get(look)
            if c is None:
                c = printed[look] = self.applier.intern(_layer_0(o, self.rules))
            chars[oid] = c
        initial = dict(chars)
        after: dict[str, dict[str, Characteristics]] = {}
        copiable: dict[str, Characteristics] = {}
        for layer in LAYERS:
            if layer == Layer.L1A:
                chars = self.layer_1a(chars)
            elif layer == Layer.L1B:
                chars = self.layer_1b(chars)
                copiable = dict(chars)                               # 613.2c: the copiable values
            else:
                chars = self.apply_layer(layer, chars)
            after[layer] = dict(chars)
            if layer == Layer.L3 and self.rules == RuleSet.AMENDED:
                chars = self.determine_intrinsic(zones, chars)       # proposed 608.3a
        return LayerRun(initial=initial, after_layer=after, applied=self.trace.applied,
                        dependencies=self.trace.dependencies, final=chars, copiable=copiable)

    def apply_layer(self, layer: str, chars: dict[str, Characteristics]) -> dict[str, Characteristics]:
        """Layers 2–7d: apply every effect that exists, one at a time, re-choosing after each (613.8c)."""
        done: set[str] = set()
        while cands := self.effects.candidates(layer, chars, done):
            eff, reason = choose(layer, cands, chars, self.detector)
            targets = self.applier.affected(eff, chars)
            self.effects.start(eff, targets)                        # 613.6: locked from now on
            new = self.applier.apply(eff, layer, chars, targets)
            self.trace.record(layer, eff, targets, reason, chars, new)
            self.trace.note_changes(chars, new, targets)
            chars = new
            done.add(eff.key)
        return chars

    def layer_1a(self, chars: dict[str, Characteristics]) -> dict[str, Characteristics]:
        """Copy effects and merging, in timestamp order (613.2a); intrinsic abilities re-evaluated
        after each (under ``cr``; under ``amended`` there are none in layers 1–3)."""
        copies = self.effects.copy_effects()
        done: set[str] = set()
        while True:
            cands = [e for e in copies if e.key not in done]
            keys = {c.key for c in cands}
            cands += [e for e in self.effects.candidates(Layer.L1A, chars, done, refresh=False) if e.key not in keys]
            if not cands:
                return chars
            eff, reason = choose(Layer.L1A, cands, chars, self.detector)
            targets = self.applier.affected(eff, chars)
            self.effects.start(eff, targets)
            new = derive(chars, targets)
            for oid in sorted(targets):
                zone = self.view.zone(oid)
                if eff.origin == Source.COPY:
                    new[oid] = self.applier.copy_onto(chars[oid], eff.payload, None, eff, zone)
                elif eff.origin == Source.MERGE:
                    new[oid] = merge(chars[oid], eff.payload)
                else:
                    new[oid] = self.applier.apply_to(eff, Layer.L1A, oid, chars)
                new[oid] = self.applier.settle_intrinsic(new[oid], zone)
            self.trace.record(Layer.L1A, eff, targets, reason, chars, new)
            chars = new
            done.add(eff.key)

    def layer_1b(self, chars: dict[str, Characteristics]) -> dict[str, Characteristics]:
        """Face-down characteristics (613.2b, 708.2)."""
        for eff, values in self.effects.face_down_effects(chars):
            oid = str(eff.source)
            new = derive(chars, (oid,))
            new[oid] = self.applier.settle_intrinsic(values, self.view.zone(oid))
            self.trace.record(Layer.L1B, eff, [oid], "face-down characteristics (613.2b)", chars, new)
            chars = new
        return chars

    def determine_intrinsic(self, zones: Mapping[str, str], chars: dict[str, Characteristics]) -> dict[str, Characteristics]:
        """Proposed 608.3a (``amended``): one determination after layer 3, before layer 4 —
        recorded as a step of layer 4, so the state after layer 3 shows no intrinsic ability."""
        new = Moment(intrinsic.determine_after_layer_3(zones, chars))
        changed = [oid for oid in sorted(new) if new[oid] != chars[oid]]
        if changed:
            eff = Effect(key="rule/608.3a", label="608.3a: intrinsic abilities are determined", source=None,
                         controller="", timestamp=(0,), definition=EMPTY, origin=Source.RULE)
            self.trace.record(Layer.L4, eff, changed, "rule 608.3a (amended), before any layer-4 effect", chars, new)
        return new


_LAYER_0: dict[tuple, tuple] = {}


def _layer_0(o, rules: str) -> Characteristics:
    """An object's printed values with its intrinsic abilities (613.1, 305.6...): the same for
    every object of one card, face, controller and zone under one rule set, so remembered across
    resolutions (the card is kept with the answer, so its id is not reused)."""
    key = (id(o.card), o.face, o.controller, o.zone, rules)
    hit = _LAYER_0.get(key)
    if hit is not None and hit[0] is o.card:
        return hit[1]
    c = intrinsic.evaluate_all(o.printed(), o.zone, "cr") if rules == RuleSet.CR else intrinsic.strip(o.printed())
    if len(_LAYER_0) > 20_000:
        _LAYER_0.clear()
    _LAYER_0[key] = (o.card, c)
    return c


def merge(c: Characteristics, components) -> Characteristics:
    """730.2a: a merged permanent has the characteristics of its topmost component plus the
    abilities of all its other components."""
    top = components[0].printed
    abilities = list(top.abilities)
    for comp in components[1:]:
        abilities.extend(comp.printed.abilities)
    return replace(top, abilities=tuple(abilities), controller=c.controller)


def resolve_state(state: GameState, *, dependencies: bool = True) -> LayerRun:
    """Run the layer system over a game state."""
    return Engine(state, dependencies=dependencies).run()
