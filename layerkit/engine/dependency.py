"""Dependency between continuous effects (613.8a), detected, never declared.

Effect A depends on effect B when applying B first would change A's existence, its text, the
set of objects it applies to, or what it does to any of them (613.8a). The check is a trial
application on the current characteristics, looking only where B can make a difference. What to
do with the dependencies found (613.8b, loops) is :mod:`layerkit.engine.order`'s job.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..vocabulary.model import Filter, Ref
from ..vocabulary.ops import LAYER_WRITES, definition_reads
from .trace import Dependency
from .view import derive

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.characteristics import Characteristics
    from ..vocabulary.model import Definition
    from .applying import Applier
    from .effects import Effect, EffectGatherer
    from .trace import Trace
    from .view import BoardView

REASONS = ("existence", "text", "applies to", "what it does")

#: Characteristics that selectors, values and conditions can read (vocabulary.definition_reads).
_SELECTABLE = ("types", "subtypes", "supertypes", "colors", "controller", "name", "abilities", "mana_cost", "text")

_REMOVERS = {"4": ("set_subtypes",), "6": ("remove_all_abilities", "remove_abilities", "cant_have")}


class DependencyDetector:
    """613.8a, found by trial application: for each pair of effects in a layer, would applying B
    first change A's existence, its text, what it applies to, or what it does?

    Owns what it remembers between choices of one resolution: what each definition reads, each
    pair's last answer (613.8c: decided again after every application — unless nothing either
    effect looks at has changed since), and the dependencies already reported.
    """

    def __init__(self, view: "BoardView", effects: "EffectGatherer", applier: "Applier", trace: "Trace") -> None:
        self.view = view
        self.effects = effects
        self.applier = applier
        self.trace = trace
        self._reads: dict["Definition", frozenset[str]] = {}
        self._cache: dict[tuple, tuple] = {}
        self._seen: set[tuple[str, str, str]] = set()
        self._aff_prev: dict[str, frozenset] = {}
        self._aff_dirty: dict[str, int] = {}

    def edges(self, layer: str, group: list["Effect"], chars: Mapping[str, "Characteristics"]) -> dict[str, dict[str, str]]:
        """For each effect of ``group``, the effects it depends on now and why; new dependencies
        are added to the trace."""
        edges: dict[str, dict[str, str]] = {e.key: {} for e in group}
        base: dict = {}
        trials: dict = {}
        now = self.trace.applications
        fresh = self._dirty_effects(group, chars, now)
        last = self.trace.last_changed
        for a in group:
            if a.origin == "counter":      # a counter's effect depends on nothing
                continue
            cacheable = not (a.origin == "static" and a.definition.condition is not None) and self.applier.is_static(a, layer)
            a_changed = last.get(a.source, -1) if a.source is not None else -1
            for b in group:
                if a is b:
                    continue
                key = (layer, a.key, b.key)
                hit = self._cache.get(key) if cacheable else None
                # 613.8c: re-evaluated after each application — but a pair whose objects nothing has
                # touched since it was last decided keeps its answer
                if hit is not None and hit[1] >= fresh.get(b.key, now) and hit[1] >= a_changed:
                    reason = hit[0]
                else:
                    reason = self.depends_on(a, b, layer, chars, base, trials)
                    self._cache[key] = (reason, now)
                if reason:
                    edges[a.key][b.key] = reason
                    tag = (layer, a.key, b.key)
                    if tag not in self._seen:
                        self._seen.add(tag)
                        self.trace.dependencies.append(Dependency(layer, a.label, b.label, reason))
        return edges

    def profile(self, effect: "Effect", layer: str, chars: Mapping[str, "Characteristics"]) -> tuple:
        """The four things 613.8a(b) compares: existence, text, affected objects, what it does."""
        exists = self.effects.exists(effect, chars)
        text = self.effects.current_text(effect, chars)
        if not exists:
            return (False, text, frozenset(), ())
        effect = self.effects.refresh_static(effect, chars)
        affected = self.applier.affected(effect, chars)
        does = tuple((oid, self.applier.instructions(effect, layer, oid, chars)) for oid in sorted(affected))
        return (True, text, affected, does)



    def could_depend(self, a: "Effect", b: "Effect", layer: str, b_affected: frozenset[str]) -> bool:
        """Cheap pre-check: B can change A only by taking away or rewriting the ability A comes from
        (B touches A's source and can remove abilities or change text), or by writing a characteristic
        A reads. A counter's effect depends on nothing."""
        if a.origin == "counter":
            return False
        if a.source is not None and a.source in b_affected and a.origin == "static":
            if layer in ("1a", "1b", "3") or b.origin in ("copy", "merge", "face-down") or \
                    any(b.definition.has(op) for op in _REMOVERS.get(layer, ())):
                return True
        writes = LAYER_WRITES.get(layer, frozenset())
        return "*" in writes or bool(writes & self.reads_of(a))


    def reads_of(self, a: "Effect") -> frozenset[str]:
        """What A's existence, affected objects and result can read (cached per definition)."""
        reads = self._reads.get(a.definition)
        if reads is None:
            reads = self._reads[a.definition] = definition_reads(a.definition)
        return reads


    def depends_on(self, a: "Effect", b: "Effect", layer: str,
                   chars: Mapping[str, "Characteristics"], base: dict, trials: dict | None = None) -> str | None:
        """Which of the 613.8a reasons makes A depend on B, or None.

        B can change A only through the objects B applies to. So the trial looks at those objects
        alone, and at one object per group of objects that look the same: A's existence and text on
        A's source, A's selector on each group (what it applies to), and — when A's result depends
        on other objects' values — A's whole result. ``base`` and ``trials`` cache, for one choice,
        each effect's profile and what each effect does to each object."""
        if a.cda != b.cda:                      # 613.8a(c)
            return None
        trials = {} if trials is None else trials
        if b.key not in trials:
            b_affected = self.applier.affected(b, chars)
            groups: dict = {}
            for oid in b_affected:
                groups.setdefault((id(chars[oid]), self.view.status[oid]), []).append(oid)
            changed = []
            fields: set[str] = set()
            for members in groups.values():   # what B does to one object of each group
                oid = members[0]
                after = self.applier.apply_cached(b, layer, oid, chars)
                before = chars[oid]
                if after is not before:
                    diff = frozenset(f for f in _SELECTABLE if getattr(before, f) != getattr(after, f))
                    changed.append((oid, after, members, diff))
                    fields |= diff
            trials[b.key] = {"affected": b_affected, "changed": changed, "fields": fields, "full": None}
        trial = trials[b.key]
        b_affected = trial["affected"]
        if not self.could_depend(a, b, layer, b_affected):
            return None
        # existence and text: only A's source matters (and A's condition, which may read others)
        conditional = a.origin == "static" and a.definition.condition is not None
        if a.source is not None and a.source in b_affected or conditional:
            if conditional:
                full = self._full_trial(b, layer, chars, trial)
            else:                  # only the source matters: try B on it alone
                assert a.source is not None     # not conditional, so the source is among B's objects
                full = derive(chars, (a.source,))
                full[a.source] = self.applier.apply_cached(b, layer, a.source, chars)
            if self.effects.exists(a, chars) != self.effects.exists(a, full):
                return "existence"
            if self.effects.current_text(a, chars) != self.effects.current_text(a, full):
                return "text"
            if not self.effects.exists(a, chars):
                return None
        # B changes nothing that A's selector, values or condition read: nothing more can change
        reads = self.reads_of(a)
        if not (trial["fields"] & reads):
            return None
        # what it applies to: A's selector on each group of objects B changes
        locked = a.key in self.effects.started or a.fixed is not None
        selector = a.definition.affects or Ref.SELF
        if not locked and isinstance(selector, Filter):
            now = self.applier.affected(a, chars)
            for oid, after, members, diff in trial["changed"]:
                if diff.isdisjoint(reads):
                    continue
                probe = oid if oid != a.source or len(members) == 1 else members[1]
                if (probe in now) != self.view.matches_c(a, selector, probe, after):
                    return "applies to"
                if a.source is not None and a.source in members and probe != a.source and \
                        self.view.matches(a, selector, a.source, chars) != self.view.matches_c(a, selector, a.source, after):
                    return "applies to"
        # what it does: constant instructions can't change; instructions that read only the object
        # they apply to can change only on the objects B changes; others are compared in full
        if self.applier.is_static(a, layer):
            return None
        if self.applier.is_local(a, layer):
            a_affected = self.applier.affected(a, chars)
            for oid, after, members, diff in trial["changed"]:
                if not diff.isdisjoint(reads) and not a_affected.isdisjoint(members) and \
                        self.applier.instructions(a, layer, oid, chars) != self.applier.instructions(a, layer, oid, {oid: after}):
                    return "what it does"
            return None
        if a.key not in base:
            base[a.key] = self.profile(a, layer, chars)
        after_profile = self.profile(a, layer, self._full_trial(b, layer, chars, trial))
        for name, x, y in zip(REASONS, base[a.key], after_profile):
            if x != y:
                return name
        return None


    def _dirty_effects(self, group: list["Effect"], chars: Mapping[str, "Characteristics"], now: int) -> dict:
        """For each effect, the last application that touched an object it applies to (before or
        now): pairs decided before that are decided again."""
        changed = self.trace.last_change_set
        out = {}
        for b in group:
            aff = self.applier.affected(b, chars)
            prev = self._aff_prev.get(b.key)
            if prev is None:
                self._aff_dirty[b.key] = now
            elif prev is not aff and (prev != aff or (changed and (changed & aff or changed & prev))):
                self._aff_dirty[b.key] = now
            self._aff_prev[b.key] = aff
            out[b.key] = self._aff_dirty.get(b.key, now)
        return out


    def _full_trial(self, b: "Effect", layer: str, chars: Mapping[str, "Characteristics"], trial: dict):
        if trial["full"] is None:
            trial["full"] = self.applier.apply(b, layer, chars, trial["affected"])
        return trial["full"]
