"""Resolving a board again after a step that added one resolved effect, from the resolution of the
board before that step: only the effect's own objects are worked out again (issue 14).

A spell or ability that resolves creates an effect whose objects are fixed as it resolves
(611.2c). When that effect does the same thing to each of its objects in every state of the
board (no value read from other objects, no condition) and no other effect can be shown to read
what it changes, the new resolution is the old one with

* the new effect applied last in each of its layers (613.7: it has the newest timestamp, and it
  neither depends on another effect nor has another effect depending on it, 613.8a), and
* every later application redone for its objects only (the *dirty* objects), each check below
  made on their characteristics before and after.

:func:`resolve_after` returns that run — the same characteristics after every layer, the same
applications in the same order with the same reasons and changes, the same dependencies as
:func:`~layerkit.engine.loop.resolve_state` would find — or ``None`` whenever one of these checks
cannot show it, and the caller resolves from scratch. The checks (``_Unsure`` is raised where one
fails):

1. the step changed nothing but the effects (one appended) and what no layer reads (the clock,
   what was not understood, qualities); the new effect has no condition, no part in layers 1–3,
   and constant instructions (``Applier.reach`` is ``static``) in each of its layers;
2. its timestamp is later than every effect's on the board (613.7), and no layer it has a part in
   has a characteristic-defining ability (613.3 would change the reasons recorded);
3. no dirty object has, at any moment, a static ability that creates an effect (its effects'
   existence could change), nor is the source of one that applied;
4. where a dirty object's characteristics differ from before, no condition of a static ability
   on the board reads a characteristic that differs (the effects that exist stay the same), and
   no effect whose result reads other objects (``dynamic``) applies;
5. 613.8a: for each pair of effects that can be candidates together in a layer after the change,
   the dependency answer is shown not to depend on the dirty objects (pairs whose answer the
   detector's pre-check decides without looking at the board need nothing more); each pair of an
   effect with the new one is shown to have no dependency, from the dirty objects' characteristics
   at each moment of the layer.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import replace
from typing import Any, Iterable

from ..rules.characteristics import LAYERS, Characteristics
from ..vocabulary.model import Filter, Ref
from ..vocabulary.ops import LAYER_WRITES, condition_reads
from .dependency import _REMOVERS, _SELECTABLE
from .effects import STATIC_KINDS, Effect, Source
from .loop import Engine
from .order import TIMESTAMP
from .state import GameState
from .trace import Applied, Change, LayerRun, diff
from .view import Moment

__all__ = ["resolve_after"]

ONLY = "only effect"
_FROM = LAYERS.index("4")     # the new effect's layers: 4 to 7d (no copy, control or text change)


class _Unsure(Exception):
    """The step can't be shown to change its own objects only: resolve from scratch."""


def resolve_after(before: GameState, run: LayerRun, after: GameState) -> LayerRun | None:
    """The resolution of ``after`` from ``run``, the resolution of ``before``, when ``after`` is
    ``before`` plus one resolved effect whose change can be shown to stay on its own objects
    (see the module's docstring); else ``None``. Reads ``run`` and never changes it.

    >>> from layerkit.game.board import Board
    >>> from layerkit.engine.loop import resolve_state
    >>> b = Board(); _ = b.enter("Glorious Anthem"); _ = b.enter("Grizzly Bears", id="bear")
    >>> s0 = b.state; r0 = resolve_state(s0)
    >>> _ = b.cast("Giant Growth", targets=["bear"])
    >>> r1 = resolve_after(s0, r0, b.state)
    >>> r1.final["bear"].power, r1 == resolve_state(b.state)
    (6, True)
    """
    try:
        return _Replay(before, run, after).run()
    except _Unsure:
        return None


def _fields(a: Characteristics, b: Characteristics) -> frozenset[str]:
    """The characteristics selectors, values and conditions can read that differ (613.8a's trial)."""
    if a is b:
        return frozenset()
    return frozenset(f for f in _SELECTABLE if getattr(a, f) != getattr(b, f))


class _Replay:
    """One incremental resolution: the old run, the new state, the dirty objects."""

    def __init__(self, before: GameState, run: LayerRun, after: GameState) -> None:
        # check 1: only one resolved effect was added
        # (a game fact stated or forgotten changes what conditions and values read: from scratch)
        if (after.players, after.turn, after.rules, after.facts) != (before.players, before.turn, before.rules, before.facts):
            raise _Unsure
        if len(after.effects) != len(before.effects) + 1 or \
                any(x is not y for x, y in zip(after.effects, before.effects)):
            raise _Unsure
        if after.objects is not before.objects:
            if after.objects.keys() != before.objects.keys() or \
                    any(after.objects[k] is not o for k, o in before.objects.items()):
                raise _Unsure
        self.previous = run
        self.eng = Engine(after)
        assert self.eng.detector is not None          # an engine with dependency detection (613.8)
        self.detector = self.eng.detector
        self.new = self.eng.effects.resolved_effects()[-1]
        new = self.new
        d = new.definition
        self.layers = new.layers()
        if d.condition is not None or new.cda or not self.layers or \
                any(LAYERS.index(L) < _FROM for L in self.layers):
            raise _Unsure
        if any(self.eng.applier.reach(new, L) != "static" for L in self.layers):
            raise _Unsure
        self.dirty = tuple(sorted(new.fixed or ()))
        self.dirty_set = frozenset(self.dirty)
        # check 2: the newest timestamp
        if any(not a.effect.timestamp < new.timestamp for a in run.applied):
            raise _Unsure
        self.potential = _potentials(run, self.eng)
        self.free: dict[tuple, tuple] = run.index.setdefault("free", {})
        if any(not e.timestamp < new.timestamp for e in self.potential):
            raise _Unsure
        # an Equipment or Aura that changes may change which objects "equipped/enchanted/modified
        # creatures" name (301.5a, 303.4, 700.9): those objects aren't its own
        if any(after.objects[o].attached_to is not None for o in self.dirty if o in after.objects):
            raise _Unsure
        # an effect on the objects that share a characteristic with another ("creatures that share a color
        # with equipped creature", 105.2): a change of that other object changes which objects it names
        if any(_shares_anywhere(e.definition.affects) for e in self.potential):
            raise _Unsure
        # check 3: no dirty object is the source of an effect
        if any(e.source in self.dirty_set for e in self.potential) or \
                any(a.effect.origin == Source.STATIC and a.effect.source in self.dirty_set for a in run.applied):
            raise _Unsure
        self.pairs: list[tuple[Effect, Effect]] | None = None
        self.moment: tuple | None = None
        self.trial: tuple | None = None
        self.alive: list[Any] = []
        self.cond_reads: frozenset[str] = frozenset().union(
            *(condition_reads(e.definition.condition) for e in self.potential if e.definition.condition is not None))

    # ------------------------------------------------------------------ helpers
    def apply(self, eff: Effect, layer: str, oid: str, c: Characteristics) -> Characteristics:
        """What ``eff`` does in ``layer`` to ``oid`` as it is (``c``): by check 4 it reads no other object."""
        return self.eng.applier.apply_cached(eff, layer, oid, {oid: c})

    def differs(self) -> bool:
        return any(self.old[o] != self.now[o] for o in self.dirty)

    def settle(self, oid: str) -> None:
        """Checks 3 and 4 for the new characteristics of a dirty object."""
        for c in (self.old[oid], self.now[oid]):
            if self.eng.effects._static_effects_of(oid, c):
                raise _Unsure
        if self.cond_reads & _fields(self.old[oid], self.now[oid]):
            raise _Unsure

    # ------------------------------------------------------------------ check 5 (613.8a)
    def free_of_board(self, a: Effect, b: Effect, layer: str) -> bool:
        """The detector's pre-check (``could_depend``) says "no dependency" whatever the board is
        (remembered with the run for the same two effect values)."""
        key = (layer, id(a), id(b))
        hit = self.free.get(key)
        if hit is not None and hit[0] is a and hit[1] is b:
            return hit[2]
        answer = self._free_of_board(a, b, layer)
        self.free[key] = (a, b, answer)
        return answer

    def _free_of_board(self, a: Effect, b: Effect, layer: str) -> bool:
        if a.origin == Source.COUNTER or a.cda != b.cda:
            return True
        writes = LAYER_WRITES.get(layer, frozenset())
        removes = a.origin == Source.STATIC and a.source is not None and \
            (b.origin in (Source.COPY, Source.MERGE, Source.FACE_DOWN) or
             any(b.definition.has(op) for op in _REMOVERS.get(layer, ())))
        return not removes and not ("*" in writes or writes & self.detector.reads_of(a))

    def check_new_pair(self, a: Effect, layer: str) -> None:
        """613.8a: ``a`` does not depend on the new effect, with the dirty objects as they are now
        (the new effect's trial applies to them alone; ``a``'s source is not among them)."""
        if self.free_of_board(a, self.new, layer):
            return
        reads = self.detector.reads_of(a)
        if self.trial is None:            # the new effect's trial on the dirty objects as they are now
            trial = {o: self.apply(self.new, layer, o, self.now[o]) for o in self.dirty}
            changed = {o: _fields(self.now[o], trial[o]) for o in self.dirty}
            self.trial = (trial, changed, frozenset().union(*changed.values()))
        trial, changed, fields = self.trial
        cond = a.definition.condition if a.origin == Source.STATIC else None
        if cond is not None and condition_reads(cond) & fields:
            raise _Unsure                              # its existence might change
        if not fields & reads:
            return
        if self.eng.applier.reach(a, layer) == "dynamic":
            raise _Unsure
        sel = a.definition.affects or Ref.SELF
        for o in self.dirty:
            if not changed[o] & reads:
                continue
            if isinstance(sel, Filter) and a.fixed is None and \
                    self.eng.view.matches_c(a, sel, o, self.now[o]) != self.eng.view.matches_c(a, sel, o, trial[o]):
                raise _Unsure                          # what it applies to
            if not self.eng.applier.is_static(a, layer) and \
                    self.eng.applier.instructions(a, layer, o, {o: self.now[o]}) != \
                    self.eng.applier.instructions(a, layer, o, {o: trial[o]}):
                raise _Unsure                          # what it does

    def check_pair(self, a: Effect, b: Effect, layer: str) -> None:
        """613.8a: the answer for ``a`` and ``b`` is the one the old run found: the dirty objects
        take no part in ``b``'s trial for ``a``, before or now."""
        if self.eng.applier.reach(a, layer) == "dynamic" or self.eng.applier.reach(b, layer) == "dynamic" or \
                b.origin not in (Source.STATIC, Source.RESOLVED, Source.COUNTER):
            raise _Unsure
        reads = self.detector.reads_of(a)
        for o in self.dirty:
            old, now = self.old[o], self.now[o]
            if old == now or (b.fixed is not None and o not in b.fixed):
                continue                    # the same as before, or not among ``b``'s objects (611.2c)
            if (_fields(old, self.apply(b, layer, o, old)) | _fields(now, self.apply(b, layer, o, now))) & reads:
                raise _Unsure

    def check_moment(self, layer: str, group: list[Effect], new_here: bool) -> None:
        """Check 5 at one moment of ``layer`` (the dirty objects as they are now); a moment at
        which they are as they were at the last one checked needs nothing more."""
        moment = tuple(id(self.now[o]) for o in self.dirty) + tuple(id(self.old[o]) for o in self.dirty)
        if moment == self.moment:
            return
        self.moment = moment
        self.alive.append((dict(self.old), dict(self.now)))    # (their ids stay theirs)
        self.trial = None
        if new_here:
            for a in group:
                if a.key != self.new.key:
                    self.check_new_pair(a, layer)
        if not self.differs():
            return
        if self.pairs is None:
            # pairs whose answer may read the board: the first effect reads what the layer writes,
            # or is a static ability's whose source another effect could take abilities from
            writes = LAYER_WRITES.get(layer, frozenset())
            needy = [a for a in group if a.key != self.new.key and a.origin != Source.COUNTER and
                     ("*" in writes or writes & self.detector.reads_of(a) or
                      (a.origin == Source.STATIC and a.source is not None))]
            self.pairs = [(a, b) for a in needy for b in group
                          if a.key != b.key and b.key != self.new.key and not self.free_of_board(a, b, layer)]
        for a, b in self.pairs:
            self.check_pair(a, b, layer)

    # ------------------------------------------------------------------ the replay
    def run(self) -> LayerRun:
        run, new = self.previous, self.new
        first = min(LAYERS.index(L) for L in self.layers)
        start = LAYERS[first]
        by_layer: dict[str, list[Applied]] = {}
        started: dict[str, frozenset[str]] = {}      # 613.6: statics locked before ``start``
        for a in run.applied:
            by_layer.setdefault(a.layer, []).append(a)
            if a.effect.origin == Source.STATIC and a.effect.key not in started and \
                    LAYERS.index(a.layer) < first:
                started[a.effect.key] = frozenset(a.affected)
        prev = run.after_layer[LAYERS[first - 1]]
        self.old = {o: prev[o] for o in self.dirty}
        self.now = dict(self.old)
        for o in self.dirty:
            self.settle(o)
        applied: list[Applied] = [a for a in run.applied if LAYERS.index(a.layer) < first]
        after_layer: dict[str, dict[str, Characteristics]] = {str(L): dict(run.after_layer[L]) for L in LAYERS[:first]}
        for layer in LAYERS[first:]:
            apps = by_layer.get(layer, [])
            here = layer in self.layers
            group = _group(apps, [e for e in self.potential if layer in e.layers()], new if here else None)
            if here and any(e.cda for e in group):
                raise _Unsure
            self.pairs, self.moment = None, None
            self.check_moment(layer, group, here)
            for a in apps:
                applied.append(self.replay(a, len(applied) + 1, here, started))
                self.check_moment(layer, group, here)
            if here:
                applied.append(self.apply_new(layer, len(applied) + 1))
            snapshot = dict(run.after_layer[layer])
            snapshot.update(self.now)
            after_layer[layer] = snapshot
        final = Moment(run.final)
        final.update(self.now)
        return LayerRun(initial=run.initial, after_layer=after_layer, applied=applied,
                        dependencies=list(run.dependencies), final=final, copiable=run.copiable,
                        index={"potential": self.potential, "free": self.free})

    def replay(self, a: Applied, seq: int, here: bool, started: dict[str, frozenset[str]]) -> Applied:
        """One application of the old run again: the same effect, order and reason (613.7 where
        the new effect is now a candidate too), its objects and changes redone for the dirty ones."""
        eff, layer = a.effect, a.layer
        reason = TIMESTAMP if here and a.reason == ONLY else a.reason
        before_differs = self.differs()
        if before_differs and self.eng.applier.reach(eff, layer) == "dynamic":
            raise _Unsure
        was = frozenset(a.affected)
        if eff.origin == Source.STATIC:
            if eff.key in started:
                now = started[eff.key]
            else:                               # it starts now, locked to what it applies to (613.6)
                sel = eff.definition.affects or Ref.SELF
                now = was
                if isinstance(sel, Filter):
                    for o in self.dirty:
                        if self.old[o] != self.now[o]:
                            now = (now | {o}) if self.eng.view.matches_c(eff, sel, o, self.now[o]) else (now - {o})
                started[eff.key] = now
        else:
            now = was
        touched = self.dirty_set & (was | now)
        if not touched:
            return a if a.seq == seq and a.reason == reason else \
                Applied(seq, layer, eff, a.affected, reason, list(a.changes))
        new_changes: dict[str, list[Change]] = {}
        for o in sorted(touched):
            old_before, now_before = self.old[o], self.now[o]
            if o in was:
                if eff.origin == Source.RULE or (self.eng.applier.reach(eff, layer) == "dynamic"):
                    old_after = _replayed(old_before, [ch for ch in a.changes if ch.object == o])
                else:
                    old_after = self.apply(eff, layer, o, old_before)
            else:
                old_after = old_before
            if (o in was) == (o in now) and old_before == now_before:
                now_after = old_after
            else:
                now_after = self.apply(eff, layer, o, now_before) if o in now else now_before
            self.old[o], self.now[o] = old_after, now_after
            new_changes[o] = [Change(o, f, b, x) for f, b, x in diff(now_before, now_after)] if o in now else []
            self.settle(o)
        changes = a.changes
        for o, extra in new_changes.items():
            changes = _splice(changes, o, extra)
        affected = a.affected if now == was else tuple(sorted(now))
        return Applied(seq, layer, eff, affected, reason, list(changes))

    def apply_new(self, layer: str, seq: int) -> Applied:
        """The new effect, last in its layer: the only candidate left."""
        changes: list[Change] = []
        for o in self.dirty:
            before = self.now[o]
            self.now[o] = self.apply(self.new, layer, o, before)
            changes.extend(Change(o, f, b, x) for f, b, x in diff(before, self.now[o]))
            self.settle(o)
        return Applied(seq, layer, self.new, self.dirty, ONLY, changes)


def _shares_anywhere(sel: Any) -> bool:
    """Whether a selector (or one of its alternatives) names objects by what they share with another."""
    return isinstance(sel, Filter) and (sel.shares is not None or any(_shares_anywhere(s) for s in sel.any or ()))


def _replayed(c: Characteristics, changes: Iterable[Change]) -> Characteristics:
    """An object's characteristics after an application, from the changes it recorded."""
    values = {ch.characteristic: ch.after for ch in changes}
    return replace(c, **values) if values else c


def _splice(changes: list[Change], oid: str, extra: list[Change]) -> list[Change]:
    """One object's changes replaced by ``extra``, where the trace has them (in object id order)."""
    lo = bisect_left(changes, oid, key=_object)
    hi = bisect_right(changes, oid, key=_object)
    if lo == hi and not extra:
        return changes
    return changes[:lo] + extra + changes[hi:]


def _object(ch: Change) -> str:
    return ch.object


def _group(apps: list[Applied], potential: list[Effect], new: Effect | None) -> list[Effect]:
    """Every effect that may be a candidate in the layer at some moment (one per key)."""
    out: dict[tuple[str, Any], Effect] = {}
    for a in apps:
        if a.effect.origin != Source.RULE:
            out.setdefault((a.effect.key, a.effect.definition), a.effect)
    for e in potential:
        out.setdefault((e.key, e.definition), e)
    if new is not None:
        out[(new.key, new.definition)] = new
    return list(out.values())


def _potentials(run: LayerRun, eng: Engine) -> list[Effect]:
    """Every effect of a static ability some object has at some moment of layers 4–7d of ``run``
    (each object's abilities at the start of each layer, and after each change of them); kept
    with the run, which the next incremental run shares (its objects' abilities are the same)."""
    hit = run.index.get("potential")
    if hit is not None:
        return hit
    found: dict[tuple[str, Any], Effect] = {}
    has: dict[int, bool] = {}

    def creates(abilities: tuple) -> bool:
        h = has.get(id(abilities))
        if h is None:
            h = has[id(abilities)] = any(ab.kind in STATIC_KINDS and ab.definition is not None and
                                         (ab.definition.operations or ab.definition.parts) for ab in abilities)
        return h

    def read(oid: str, c: Characteristics) -> None:
        if creates(c.abilities):
            for e in eng.effects._static_effects_of(oid, c):
                found.setdefault((e.key, e.definition), e)

    keep: list[Any] = []              # the abilities read stay alive, so their ids are not reused
    for layer in LAYERS[_FROM - 1:-1]:
        for oid, c in run.after_layer[layer].items():
            read(oid, c)
    for a in run.applied:
        if LAYERS.index(a.layer) >= _FROM:
            for ch in a.changes:
                if ch.characteristic == "abilities" and creates(ch.after):
                    c = replace(run.final[ch.object], abilities=ch.after)
                    keep.append(c)
                    read(ch.object, c)
    out = list(found.values())
    run.index["potential"] = out
    return out
