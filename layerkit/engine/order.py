"""Which effect of a layer applies next, and why: characteristic-defining abilities first
(613.3, 613.4a), then dependency (613.8b: an effect waits for the effects it depends on; effects
in a dependency loop go by timestamp), then timestamp (613.7). The choice is made again after
every application (613.8c).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from .timestamps import in_timestamp_order

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.characteristics import Characteristics
    from .dependency import DependencyDetector
    from .effects import Effect

CDA_FIRST = "characteristic-defining ability first (613.3)"
TIMESTAMP = "timestamp (613.7)"
LOOP = "dependency loop: timestamp order (613.8b)"


def choose(layer: str, candidates: list["Effect"], chars: Mapping[str, "Characteristics"],
           detector: "DependencyDetector | None") -> tuple["Effect", str]:
    """Pick the effect to apply next in ``layer`` and say why. ``detector`` None: timestamps only."""
    cdas = [e for e in candidates if e.cda]
    group = cdas or candidates                      # 613.3: CDAs before all others
    by_ts = in_timestamp_order(group)
    first = by_ts[0]
    cda_first = first.cda and len(cdas) < len(candidates)
    if len(group) == 1 or detector is None:
        why = CDA_FIRST if cda_first else TIMESTAMP
        if layer in ("1a", "1b") or len(candidates) == 1 and not first.cda:
            why = TIMESTAMP if len(candidates) > 1 else "only effect"
        return first, why
    edges = detector.edges(layer, group, chars)    # 613.8a, within CDAs or within the others (613.8a(c))
    if not any(edges.values()):
        return first, CDA_FIRST if cda_first else TIMESTAMP
    pick, why = _by_dependency(by_ts, edges)
    if pick.cda and len(cdas) < len(candidates):
        why = f"{CDA_FIRST}; {why}"
    return pick, why


def _by_dependency(by_ts: list["Effect"], edges: Mapping[str, Mapping[str, str]]) -> tuple["Effect", str]:
    """613.8b: the earliest effect that depends on nothing outside its own dependency loop."""
    import networkx as nx

    graph = nx.DiGraph()
    graph.add_nodes_from(edges)
    graph.add_edges_from((a, b) for a, deps in edges.items() for b in deps)
    components = list(nx.strongly_connected_components(graph))
    comp_of = {k: i for i, comp in enumerate(components) for k in comp}
    free = [e for e in by_ts if all(comp_of[b] == comp_of[e.key] for b in edges[e.key])]
    pick, first = free[0], by_ts[0]
    labels = {e.key: e.label for e in by_ts}
    if len(components[comp_of[pick.key]]) > 1:
        return pick, LOOP
    if pick is first:
        waiting = [labels[k] for k, deps in edges.items() if pick.key in deps]
        return pick, TIMESTAMP + (f"; {', '.join(waiting)} depend(s) on it" if waiting else "")
    skipped = [e for e in by_ts if e.timestamp < pick.timestamp]
    because = [f"{labels[e.key]} depends on {', '.join(labels[b] for b in edges[e.key])} "
               f"({', '.join(sorted(set(edges[e.key].values())))})" for e in skipped if edges[e.key]]
    return pick, ("dependency (613.8b): " + "; ".join(because)) if because else "dependency (613.8b)"
