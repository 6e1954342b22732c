"""Choosing the next effect in a layer: CDAs first (613.3), dependency (613.8), timestamp (613.7).

Dependency is *detected*, never declared: effect A depends on effect B when applying B first
would change A's existence, its text, the set of objects it applies to, or what it does to any
of them (613.8a). The check is a trial application on the current characteristics. Loops are
strongly connected components of that graph; inside one, timestamp order decides (613.8b).
After each application the whole choice is made again (613.8c).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from .vocabulary import LAYER_WRITES, definition_reads

if TYPE_CHECKING:  # pragma: no cover
    from .characteristics import Characteristics
    from .layers import Effect, Engine

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


def could_depend(engine: "Engine", a: "Effect", b: "Effect", layer: str, b_affected: frozenset[str]) -> bool:
    """Cheap pre-check: B can only change A if B touches A's source, or writes something A reads."""
    if a.source is not None and a.source in b_affected:
        return True
    if a.origin == "counter":
        return False
    writes = LAYER_WRITES.get(layer, frozenset())
    if "*" in writes:
        return True
    reads = definition_reads(a.definition)
    return bool(writes & reads)


def depends_on(engine: "Engine", a: "Effect", b: "Effect", layer: str,
               chars: Mapping[str, "Characteristics"], base: dict, trials: dict | None = None) -> str | None:
    """Which of the 613.8a reasons makes A depend on B, or None. ``base`` and ``trials`` cache,
    for one choice, each effect's profile and the state after trying each effect."""
    if a.cda != b.cda:                      # 613.8a(c)
        return None
    trials = {} if trials is None else trials
    if b.key not in trials:
        b_affected = engine.affected(b, chars)
        trials[b.key] = (b_affected, None)
    b_affected, tried = trials[b.key]
    if not could_depend(engine, a, b, layer, b_affected):
        return None
    if a.key not in base:
        base[a.key] = profile(engine, a, layer, chars)
    before = base[a.key]
    if tried is None:
        tried = engine.apply(b, layer, dict(chars), b_affected)
        trials[b.key] = (b_affected, tried)
    after = profile(engine, a, layer, tried)
    for name, x, y in zip(REASONS, (before[0], before[1], before[2], before[3]), (after[0], after[1], after[2], after[3])):
        if x != y:
            return name
    return None


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
    for a in group:
        for b in group:
            if a is b:
                continue
            reason = depends_on(engine, a, b, layer, chars, base, trials)
            if reason:
                edges[a.key][b.key] = reason
                tag = (layer, a.key, b.key)
                if tag not in engine._dep_seen:
                    engine._dep_seen.add(tag)
                    engine.dependencies.append((layer, a.label, b.label, reason))
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
