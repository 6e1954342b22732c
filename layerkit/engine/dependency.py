"""Choosing the next effect in a layer: CDAs first (613.3), dependency (613.8), timestamp (613.7).

Dependency is *detected*, never declared: effect A depends on effect B when applying B first
would change A's existence, its text, the set of objects it applies to, or what it does to any
of them (613.8a). The check is a trial application on the current characteristics. Loops are
strongly connected components of that graph; inside one, timestamp order decides (613.8b).
After each application the whole choice is made again (613.8c).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..vocabulary.model import Filter, Ref
from ..vocabulary.ops import LAYER_WRITES, definition_reads
from .loop import Dependency

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.characteristics import Characteristics
    from .loop import Effect, Engine

REASONS = ("existence", "text", "applies to", "what it does")


def profile(engine: "Engine", effect: "Effect", layer: str, chars: Mapping[str, "Characteristics"]) -> tuple:
    """The four things 613.8a(b) compares: existence, text, affected objects, what it does."""
    exists = engine.exists(effect, chars)
    text = engine.current_text(effect, chars)
    if not exists:
        return (False, text, frozenset(), ())
    effect = engine.refresh_static(effect, chars)
    affected = engine.affected(effect, chars)
    does = tuple((oid, engine.instructions(effect, layer, oid, chars)) for oid in sorted(affected))
    return (True, text, affected, does)


#: Characteristics that selectors, values and conditions can read (vocabulary.definition_reads).
_SELECTABLE = ("types", "subtypes", "supertypes", "colors", "controller", "name", "abilities", "mana_cost", "text")

_REMOVERS = {"4": ("set_subtypes",), "6": ("remove_all_abilities", "remove_abilities", "cant_have")}


def could_depend(engine: "Engine", a: "Effect", b: "Effect", layer: str, b_affected: frozenset[str]) -> bool:
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
    return "*" in writes or bool(writes & reads_of(engine, a))


def reads_of(engine: "Engine", a: "Effect") -> frozenset[str]:
    """What A's existence, affected objects and result can read (cached per definition)."""
    reads = engine._reads.get(a.definition)
    if reads is None:
        reads = engine._reads[a.definition] = definition_reads(a.definition)
    return reads


def depends_on(engine: "Engine", a: "Effect", b: "Effect", layer: str,
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
        b_affected = engine.affected(b, chars)
        groups: dict = {}
        for oid in b_affected:
            groups.setdefault((id(chars[oid]), engine._status[oid]), []).append(oid)
        changed = []
        fields: set[str] = set()
        for members in groups.values():   # what B does to one object of each group
            oid = members[0]
            after = engine.apply_cached(b, layer, oid, chars)
            before = chars[oid]
            if after is not before:
                diff = frozenset(f for f in _SELECTABLE if getattr(before, f) != getattr(after, f))
                changed.append((oid, after, members, diff))
                fields |= diff
        trials[b.key] = {"affected": b_affected, "changed": changed, "fields": fields, "full": None}
    trial = trials[b.key]
    b_affected = trial["affected"]
    if not could_depend(engine, a, b, layer, b_affected):
        return None
    # existence and text: only A's source matters (and A's condition, which may read others)
    conditional = a.origin == "static" and a.definition.condition is not None
    if a.source is not None and a.source in b_affected or conditional:
        if conditional:
            full = _full_trial(engine, b, layer, chars, trial)
        else:                  # only the source matters: try B on it alone
            assert a.source is not None     # not conditional, so the source is among B's objects
            full = dict(chars)
            full[a.source] = engine.apply_cached(b, layer, a.source, chars)
        if engine.exists(a, chars) != engine.exists(a, full):
            return "existence"
        if engine.current_text(a, chars) != engine.current_text(a, full):
            return "text"
        if not engine.exists(a, chars):
            return None
    # B changes nothing that A's selector, values or condition read: nothing more can change
    reads = reads_of(engine, a)
    if not (trial["fields"] & reads):
        return None
    # what it applies to: A's selector on each group of objects B changes
    locked = a.key in engine.started or a.fixed is not None
    selector = a.definition.affects or Ref.SELF
    if not locked and isinstance(selector, Filter):
        now = engine.affected(a, chars)
        for oid, after, members, diff in trial["changed"]:
            if diff.isdisjoint(reads):
                continue
            probe = oid if oid != a.source or len(members) == 1 else members[1]
            if (probe in now) != engine.matches_c(a, selector, probe, after):
                return "applies to"
            if a.source is not None and a.source in members and probe != a.source and \
                    engine.matches(a, selector, a.source, chars) != engine.matches_c(a, selector, a.source, after):
                return "applies to"
    # what it does: constant instructions can't change; instructions that read only the object
    # they apply to can change only on the objects B changes; others are compared in full
    if engine.is_static(a, layer):
        return None
    if engine.is_local(a, layer):
        a_affected = engine.affected(a, chars)
        for oid, after, members, diff in trial["changed"]:
            if not diff.isdisjoint(reads) and not a_affected.isdisjoint(members) and \
                    engine.instructions(a, layer, oid, chars) != engine.instructions(a, layer, oid, {oid: after}):
                return "what it does"
        return None
    if a.key not in base:
        base[a.key] = profile(engine, a, layer, chars)
    after_profile = profile(engine, a, layer, _full_trial(engine, b, layer, chars, trial))
    for name, x, y in zip(REASONS, base[a.key], after_profile):
        if x != y:
            return name
    return None


def _dirty_effects(engine: "Engine", group: list["Effect"], chars: Mapping[str, "Characteristics"], now: int) -> dict:
    """For each effect, the last application that touched an object it applies to (before or
    now): pairs decided before that are decided again."""
    changed = engine.last_change_set
    out = {}
    for b in group:
        aff = engine.affected(b, chars)
        prev = engine._aff_prev.get(b.key)
        if prev is None:
            engine._aff_dirty[b.key] = now
        elif prev is not aff and (prev != aff or (changed and (changed & aff or changed & prev))):
            engine._aff_dirty[b.key] = now
        engine._aff_prev[b.key] = aff
        out[b.key] = engine._aff_dirty.get(b.key, now)
    return out


def _full_trial(engine: "Engine", b: "Effect", layer: str, chars: Mapping[str, "Characteristics"], trial: dict):
    if trial["full"] is None:
        trial["full"] = engine.apply(b, layer, dict(chars), trial["affected"])
    return trial["full"]


def choose(engine: "Engine", layer: str, candidates: list["Effect"],
           chars: Mapping[str, "Characteristics"]) -> tuple["Effect", str]:
    """Pick the effect to apply next and say why."""
    cdas = [e for e in candidates if e.cda]
    group = cdas or candidates
    by_ts = sorted(group, key=lambda e: (e.timestamp, e.key))
    first = by_ts[0]
    if len(group) == 1 or not engine.use_dependencies:
        why = "characteristic-defining ability first (613.3)" if first.cda and len(cdas) < len(candidates) else "timestamp (613.7)"
        if layer in ("1a", "1b") or len(candidates) == 1 and not first.cda:
            why = "timestamp (613.7)" if len(candidates) > 1 else "only effect"
        return first, why
    edges: dict[str, dict[str, str]] = {e.key: {} for e in group}
    base: dict = {}
    trials: dict = {}
    now = engine.applications
    fresh = _dirty_effects(engine, group, chars, now)
    last = engine.last_changed
    for a in group:
        if a.origin == "counter":      # a counter's effect depends on nothing
            continue
        cacheable = not (a.origin == "static" and a.definition.condition is not None) and engine.is_static(a, layer)
        a_changed = last.get(a.source, -1) if a.source is not None else -1
        for b in group:
            if a is b:
                continue
            key = (layer, a.key, b.key)
            hit = engine._dep_cache.get(key) if cacheable else None
            # 613.8c: re-evaluated after each application — but a pair whose objects nothing has
            # touched since it was last decided keeps its answer
            if hit is not None and hit[1] >= fresh.get(b.key, now) and hit[1] >= a_changed:
                reason = hit[0]
            else:
                reason = depends_on(engine, a, b, layer, chars, base, trials)
                engine._dep_cache[key] = (reason, now)
            if reason:
                edges[a.key][b.key] = reason
                tag = (layer, a.key, b.key)
                if tag not in engine._dep_seen:
                    engine._dep_seen.add(tag)
                    engine.dependencies.append(Dependency(layer, a.label, b.label, reason))
    if not any(edges.values()):
        why = "timestamp (613.7)"
        if first.cda and len(cdas) < len(candidates):
            why = "characteristic-defining ability first (613.3)"
        return first, why
    import networkx as nx

    graph = nx.DiGraph()
    graph.add_nodes_from(edges)
    graph.add_edges_from((a, b) for a, deps in edges.items() for b in deps)
    components = list(nx.strongly_connected_components(graph))
    comp_of = {k: i for i, comp in enumerate(components) for k in comp}
    # an effect may go when everything it depends on outside its own loop has been applied
    free = [e for e in by_ts if all(comp_of[b] == comp_of[e.key] for b in edges[e.key])]
    pick = free[0]
    loop = len(components[comp_of[pick.key]]) > 1
    labels = {e.key: e.label for e in group}
    if loop:
        why = "dependency loop: timestamp order (613.8b)"
    elif pick is first:
        waiting = [labels[k] for k, deps in edges.items() if pick.key in deps]
        why = "timestamp (613.7)" + (f"; {', '.join(waiting)} depend(s) on it" if waiting else "")
    else:
        skipped = [e for e in by_ts if e.timestamp < pick.timestamp]
        because = [f"{labels[e.key]} depends on {', '.join(labels[b] for b in edges[e.key])} ({', '.join(sorted(set(edges[e.key].values())))})"
                   for e in skipped if edges[e.key]]
        why = "dependency (613.8b): " + "; ".join(because) if because else "dependency (613.8b)"
    if pick.cda and len(cdas) < len(candidates):
        why = "characteristic-defining ability first (613.3); " + why
    return pick, why
