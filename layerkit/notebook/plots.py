"""matplotlib pictures of a resolution. Each function returns a :class:`matplotlib.figure.Figure`
(with a title, labelled axes and readable text) and never calls ``plt.show()``.

Figures are built with :class:`matplotlib.figure.Figure` directly, so nothing here depends on the
pyplot backend or leaves figures open; in a notebook, display the returned figure (or call
``plt.show()`` after creating it with pyplot-managed functions).
"""
from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from ..rules.characteristics import LAYERS
from .steps import SHOWN, changed_columns, is_missing, walk

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.figure import Figure

    from ..engine.resolution import Resolution

CHANGED_COLOUR = "#ffd666"
SAME_COLOUR = "#f5f5f5"


def _figure(width: float, height: float) -> "Figure":
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def _short(text: Any, width: int = 16, lines: int = 3) -> str:
    if text is None or (not isinstance(text, str) and is_missing(text)):
        return "—"
    s = str(text)
    if s.strip() == "":
        return "—"
    # one ability (one line of the value) per line, each wrapped
    wrapped = [w for line in s.splitlines() for w in (textwrap.wrap(line, width) or [""])]
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = wrapped[-1][: max(0, width - 1)] + "…"
    return "\n".join(wrapped)


def layer_strip(resolution: "Resolution", object_id: str, stages: str = "all") -> "Figure":
    """A grid of one object's characteristics (rows) after each stage ("0", then each layer),
    with the cells that changed at that stage coloured.

    ``stages="changed"`` keeps only "0", the layers where something changed, and "7d".
    """
    table = walk(resolution, object_id)
    rows = table[table["kind"].isin(["start", "layer"])].reset_index(drop=True)
    if stages == "changed":
        keep = (rows["changed"] != "") | rows["point"].isin(["0", LAYERS[-1]])
        rows = rows[keep].reset_index(drop=True)
    chars = list(SHOWN)
    fig = _figure(max(6.0, 1.25 * len(rows) + 1.5), 0.75 * len(chars) + 1.4)
    ax = fig.add_subplot()
    from matplotlib.patches import Rectangle

    for j, (_, r) in enumerate(rows.iterrows()):
        cols = changed_columns(r["changed"])
        for i, ch in enumerate(chars):
            hit = ch in cols
            ax.add_patch(Rectangle((j, i), 1, 1, facecolor=CHANGED_COLOUR if hit else SAME_COLOUR,
                                   edgecolor="white", linewidth=1.5))
            ax.text(j + 0.5, i + 0.5, _short(r[ch], 14 if ch != "abilities" else 16), ha="center", va="center",
                    fontsize=7, fontweight="bold" if hit else "normal")
    ax.set_xlim(0, len(rows))
    ax.set_ylim(len(chars), 0)
    ax.set_xticks([j + 0.5 for j in range(len(rows))])
    ax.set_xticklabels(list(rows["point"]))
    ax.set_yticks([i + 0.5 for i in range(len(chars))])
    ax.set_yticklabels(chars)
    ax.tick_params(length=0)
    for s in ax.spines.values():
        s.set_visible(False)
    ax.set_xlabel("stage (0 = printed values, then after each layer); coloured = changed in that layer")
    ax.set_ylabel("characteristic")
    name = resolution[object_id].name or object_id
    ax.set_title(f"{name} ({resolution._id(object_id)}) layer by layer")
    return fig


def _short_effect(label: str, width: int = 28) -> str:
    source, _, text = label.partition(":")
    return _short(f"{source}:{text}" if text else label, width, 3)


def dependency_graph(resolution: "Resolution", layer: str | None = None) -> "Figure":
    """Which effect depends on which (613.8), in one layer (or all layers with ``layer=None``).

    An arrow goes from the effect that applies first to the effect that depends on it (waits for
    it), labelled with the reason (existence, text, applies to, what it does). Two arrows in
    opposite directions are a dependency loop: those effects apply in timestamp order (613.8b).
    """
    import networkx as nx

    deps = [d for d in resolution.dependencies if layer is None or d[0] == str(layer)]
    where = f"layer {layer}" if layer is not None else "all layers"
    fig = _figure(8.0, 5.5)
    ax = fig.add_subplot()
    ax.set_xticks([])
    ax.set_yticks([])
    for s in ax.spines.values():
        s.set_visible(False)
    title = resolution.title or "board"
    ax.set_title(textwrap.fill(f"Dependencies in {where}: {title}", 80), fontsize=11)
    ax.set_xlabel("arrow: applied first → depends on it (waits, 613.8b); labels say why (613.8a)")
    ax.set_ylabel("effects")
    if not deps:
        ax.text(0.5, 0.5, f"No dependencies in {where}:\neffects apply in timestamp order (613.7)",
                ha="center", va="center", fontsize=12, transform=ax.transAxes)
        return fig
    g = nx.DiGraph()
    for l, dependent, depends_on, reason in deps:
        a, b = _short_effect(depends_on), _short_effect(dependent)
        label = reason if layer is not None else f"{reason} (layer {l})"
        if g.has_edge(a, b):
            g[a][b]["label"] += f", {label}"
        else:
            g.add_edge(a, b, label=label)
    pos = nx.circular_layout(g) if len(g) > 2 else {n: (i * 2.0 - 1.0, 0.0) for i, n in enumerate(g)}
    loops = {(u, v) for u, v in g.edges if g.has_edge(v, u)}
    nx.draw_networkx_nodes(g, pos, ax=ax, node_color="#d6e4ff", node_size=5200, edgecolors="#2f54eb")
    nx.draw_networkx_labels(g, pos, ax=ax, font_size=7)
    straight = [e for e in g.edges if e not in loops]
    curved = [e for e in g.edges if e in loops]
    nx.draw_networkx_edges(g, pos, ax=ax, edgelist=straight, arrows=True, arrowsize=18, node_size=5200,
                           edge_color="#333333")
    nx.draw_networkx_edges(g, pos, ax=ax, edgelist=curved, arrows=True, arrowsize=18, node_size=5200,
                           edge_color="#cf1322", connectionstyle="arc3,rad=0.25")
    edge_labels = {e: g.edges[e]["label"] for e in straight}
    nx.draw_networkx_edge_labels(g, pos, ax=ax, edge_labels=edge_labels, font_size=8)
    if curved:
        nx.draw_networkx_edge_labels(g, pos, ax=ax, edge_labels={e: g.edges[e]["label"] for e in curved},
                                     font_size=8, font_color="#cf1322", connectionstyle="arc3,rad=0.25")
        ax.text(0.01, 0.01, "red: a dependency loop — applied in timestamp order (613.8b)",
                transform=ax.transAxes, fontsize=8, color="#cf1322")
    ax.margins(0.25)
    return fig


def pt_waterfall(resolution: "Resolution", object_id: str) -> "Figure":
    """Power and toughness through layer 7: the value after layer 6, each effect of 7a–7d that
    changed it (a floating bar from the old to the new value), and the final value."""
    import numpy as np

    table = walk(resolution, object_id)
    name = resolution[object_id].name or object_id
    fig = _figure(9.0, 4.8)
    ax = fig.add_subplot()
    ax.set_title(f"Power/toughness of {name} ({resolution._id(object_id)}) through layer 7")
    ax.set_ylabel("value")
    ax.set_xlabel("point (after layer 6, each effect of layers 7a–7d, final)")
    start = table[table["point"] == "6"].iloc[0]
    effects = table[(table["kind"] == "effect") & table["layer"].isin(["7a", "7b", "7c", "7d"])
                    & (table["changed"] != "")]
    final = table.iloc[-1]
    if is_missing(final["power"]) and is_missing(start["power"]):
        ax.text(0.5, 0.5, f"{name} is not a creature: it has no power or toughness (208.3)",
                ha="center", va="center", transform=ax.transAxes, fontsize=11)
        ax.set_xticks([])
        ax.set_yticks([])
        return fig

    def val(v: Any) -> float:
        return 0.0 if is_missing(v) else float(v)

    labels = ["after 6"] + [f"{r.point}\n{_short(r.effect.split(':')[0], 14, 2)}" for r in effects.itertuples()] + ["final"]
    x = np.arange(len(labels))
    w = 0.38
    for k, (col, colour) in enumerate((("power", "#d4380d"), ("toughness", "#1d39c4"))):
        prev = val(start[col])
        offs = x + (k - 0.5) * w
        ax.bar(offs[0], prev, w, color=colour, alpha=0.85, label=col)
        ax.text(offs[0], prev, f"{int(prev)}", ha="center", va="bottom", fontsize=9)
        for i, r in enumerate(effects.itertuples(), 1):
            new = val(getattr(r, col))
            ax.bar(offs[i], new - prev, w, bottom=prev, color=colour, alpha=0.45, edgecolor=colour, hatch="//")
            ax.text(offs[i], new, f"{int(new)}", ha="center", va="bottom", fontsize=9, fontweight="bold")
            prev = new
        fv = val(final[col])
        ax.bar(offs[-1], fv, w, color=colour, alpha=0.85)
        ax.text(offs[-1], fv, f"{int(fv)}", ha="center", va="bottom", fontsize=9)
    ax.axhline(0, color="#555555", linewidth=0.8)
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xticks(x)
    ax.set_xticklabels(labels, fontsize=8)
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8)
    # explicit limits: bars drawn from a non-zero bottom make matplotlib stick the axis to it
    from matplotlib.patches import Rectangle

    values = [v for bar in ax.patches if isinstance(bar, Rectangle) for v in (bar.get_y(), bar.get_y() + bar.get_height())]
    low, high = min(values + [0]), max(values + [0])
    pad = max(1.0, 0.15 * (high - low))
    ax.set_ylim(low - (pad if low < 0 else 0), high + pad)
    return fig


def layer_spread(pool: Any, title: str = "bundled card pool") -> "Figure":
    """Bar chart: how many cards of a pool touch each layer (by definitions and, if present, by
    the wording classifier), and how many layers each card touches."""
    import numpy as np

    from .report import layer_counts, layer_map

    counts = layer_counts(pool)
    fig = _figure(11.0, 4.2)
    ax, ax2 = fig.subplots(1, 2, width_ratios=[2.2, 1])
    x = np.arange(len(counts))
    w = 0.8 / len(counts.columns)
    for k, col in enumerate(counts.columns):
        bars = ax.bar(x + (k - (len(counts.columns) - 1) / 2) * w, counts[col], w, label=col)
        ax.bar_label(bars, fontsize=7)
    ax.set_xticks(x)
    ax.set_xticklabels(list(counts.index))
    ax.set_xlabel("layer")
    ax.set_ylabel("number of cards")
    ax.set_title(f"Cards whose effects touch each layer ({title}, {len(pool)} cards)")
    ax.legend()
    per_card = layer_map(pool, "layers").sum(axis=1).value_counts().sort_index()
    bars = ax2.bar([str(i) for i in per_card.index], per_card.values, color="#8c8c8c")
    ax2.bar_label(bars, fontsize=7)
    ax2.set_xlabel("number of layers a card touches")
    ax2.set_ylabel("number of cards")
    ax2.set_title("Layers per card")
    return fig
