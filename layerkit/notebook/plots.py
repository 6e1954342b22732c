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

DPI = 100
"""Every figure's resolution: JupyterLab shows the PNG at this many pixels per inch at 100% zoom."""
MIN_FONT = 10.0
"""The smallest font size (points) of any text in a figure: at :data:`DPI` that is 14 px per em,
capitals about 10 px tall."""
MAX_WIDTH = 10.0
"""Widest figure (inches): wider PNGs are shrunk to fit a notebook's column, and their text with them."""


def _figure(width: float, height: float) -> "Figure":
    from matplotlib.figure import Figure

    return Figure(figsize=(min(width, MAX_WIDTH), height), dpi=DPI, layout="constrained")


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


# characteristic -> (column width in inches, wrap width in characters, most lines)
_STRIP_COLUMNS: dict[str, tuple[float, int, int]] = {
    "name": (1.55, 14, 3), "type_line": (1.75, 16, 3), "colors": (0.75, 6, 1), "abilities": (2.65, 25, 4),
    "power": (0.7, 5, 1), "toughness": (0.95, 5, 1), "controller": (0.95, 8, 1)}


def layer_strip(resolution: "Resolution", object_id: str, stages: str = "all") -> "Figure":
    """A grid of one object's characteristics (columns) after each stage (rows: "0", then each
    layer), with the cells that changed at that stage coloured.

    ``stages="changed"`` keeps only "0", the layers where something changed, and "7d".
    """
    table = walk(resolution, object_id)
    rows = table[table["kind"].isin(["start", "layer"])].reset_index(drop=True)
    if stages == "changed":
        keep = (rows["changed"] != "") | rows["point"].isin(["0", LAYERS[-1]])
        rows = rows[keep].reset_index(drop=True)
    chars = list(SHOWN)
    widths = [_STRIP_COLUMNS.get(c, (1.2, 12, 2))[0] for c in chars]
    texts = [[_short(r[c], *_STRIP_COLUMNS.get(c, (1.2, 12, 2))[1:]) for c in chars] for _, r in rows.iterrows()]
    heights = [max(1, *(t.count("\n") + 1 for t in line)) for line in texts]
    row_h = [0.22 * h + 0.16 for h in heights]             # inches: 10 pt lines plus padding
    fig = _figure(sum(widths) + 1.0, sum(row_h) + 1.5)
    ax = fig.add_subplot()
    from matplotlib.patches import Rectangle

    xs = [sum(widths[:i]) for i in range(len(widths) + 1)]
    ys = [sum(row_h[:j]) for j in range(len(row_h) + 1)]
    for j, (_, r) in enumerate(rows.iterrows()):
        cols = changed_columns(r["changed"])
        for i, ch in enumerate(chars):
            hit = ch in cols
            ax.add_patch(Rectangle((xs[i], ys[j]), widths[i], row_h[j], facecolor=CHANGED_COLOUR if hit else SAME_COLOUR,
                                   edgecolor="white", linewidth=1.5))
            ax.text(xs[i] + widths[i] / 2, ys[j] + row_h[j] / 2, texts[j][i], ha="center", va="center",
                    fontsize=MIN_FONT, fontweight="bold" if hit else "normal", linespacing=1.15)
    ax.set_xlim(0, xs[-1])
    ax.set_ylim(ys[-1], 0)
    ax.xaxis.tick_top()
    ax.xaxis.set_label_position("top")
    ax.set_xticks([xs[i] + widths[i] / 2 for i in range(len(chars))])
    ax.set_xticklabels([c.replace("_", " ") for c in chars], fontsize=11)
    ax.set_yticks([ys[j] + row_h[j] / 2 for j in range(len(rows))])
    ax.set_yticklabels(list(rows["point"]), fontsize=11)
    ax.tick_params(length=0)
    for sp in ax.spines.values():
        sp.set_visible(False)
    ax.set_ylabel("stage (0 = printed values, then after each layer)", fontsize=MIN_FONT)
    ax.set_xlabel("characteristic", fontsize=MIN_FONT)
    name = resolution[object_id].name or object_id
    fig.suptitle(f"{name} ({resolution._id(object_id)}) layer by layer — coloured: changed in that layer",
                 fontsize=12)
    return fig


def _short_effect(label: str, width: int = 24) -> str:
    source, _, text = label.partition(":")
    return _short(f"{source}:{text}" if text else label, width, 4)


def _graph_positions(g: Any) -> dict[Any, tuple[float, float]]:
    """Left to right by dependency: an effect sits one column right of what it waits for; a loop
    (no order between its effects) is drawn as a circle."""
    import networkx as nx

    if nx.is_directed_acyclic_graph(g):
        pos: dict[Any, tuple[float, float]] = {}
        for x, generation in enumerate(nx.topological_generations(g)):
            nodes = sorted(generation)
            for k, n in enumerate(nodes):
                pos[n] = (float(x), (len(nodes) - 1) / 2 - k)
        return pos
    if len(g) == 2:
        a, b = sorted(g)
        return {a: (0.0, 0.0), b: (1.0, 0.0)}
    circle = nx.circular_layout(g, scale=max(1.0, len(g) / 3))
    return {n: (float(p[0]), float(p[1])) for n, p in circle.items()}


def dependency_graph(resolution: "Resolution", layer: str | None = None) -> "Figure":
    """Which effect depends on which (613.8), in one layer (or all layers with ``layer=None``).

    Each effect is a box with its source and text. An arrow goes from the effect that applies
    first to the effect that depends on it (waits for it), labelled with the reason (existence,
    text, applies to, what it does). Two arrows in opposite directions are a dependency loop: those
    effects apply in timestamp order (613.8b). The figure grows with the number of effects; with no
    dependency it is a one-line message.
    """
    import networkx as nx

    deps = [d for d in resolution.dependencies if layer is None or d[0] == str(layer)]
    where = f"layer {layer}" if layer is not None else "all layers"
    title = resolution.title or "board"
    if not deps:
        fig = _figure(7.5, 1.4)
        ax = fig.add_subplot()
        ax.set_axis_off()
        ax.set_title(textwrap.fill(f"Dependencies in {where}: {title}", 80), fontsize=12)
        ax.text(0.5, 0.45, f"No dependencies in {where}: effects apply in timestamp order (613.7).",
                ha="center", va="center", fontsize=11, transform=ax.transAxes)
        return fig
    g = nx.DiGraph()
    for l, dependent, depends_on, reason in deps:
        a, b = _short_effect(depends_on), _short_effect(dependent)
        label = reason if layer is not None else f"{reason} (layer {l})"
        if g.has_edge(a, b):
            g[a][b]["label"] += f", {label}"
        else:
            g.add_edge(a, b, label=label)
    pos = _graph_positions(g)
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    # 3.6 inches per column of boxes, 1.5 per row: room for a box of 24 characters and an edge label
    width = 3.6 * (span_x + 1) + 0.6
    height = 1.5 * (span_y + 1) + 1.6
    fig = _figure(width, height)
    ax = fig.add_subplot()
    ax.set_axis_off()
    ax.set_title(textwrap.fill(f"Dependencies in {where}: {title}", 90), fontsize=12)
    ax.set_xlim(min(xs) - 0.5, max(xs) + 0.5)
    ax.set_ylim(min(ys) - 0.6, max(ys) + 0.6)
    boxes = {}
    for n, (x, y) in pos.items():
        boxes[n] = ax.text(x, y, n, ha="center", va="center", fontsize=MIN_FONT, zorder=3,
                           bbox=dict(boxstyle="round,pad=0.5", facecolor="#d6e4ff", edgecolor="#2f54eb"))
    fig.canvas.draw()      # lays the boxes out, so arrows can stop at their edges
    loops = {(u, v) for u, v in g.edges if g.has_edge(v, u)}
    for u, v in g.edges:
        loop = (u, v) in loops
        colour = "#cf1322" if loop else "#333333"
        style = "arc3,rad=0.3" if loop else "arc3,rad=0.0"
        ax.annotate("", xy=pos[v], xytext=pos[u], zorder=2,
                    arrowprops=dict(arrowstyle="-|>", mutation_scale=18, color=colour, linewidth=1.4,
                                    connectionstyle=style, patchA=boxes[u].get_bbox_patch(),
                                    patchB=boxes[v].get_bbox_patch(), shrinkA=4, shrinkB=4))
        mx, my = (pos[u][0] + pos[v][0]) / 2, (pos[u][1] + pos[v][1]) / 2
        if loop:      # the label sits on its own arc: above for one direction, below for the other
            my += 0.28 if pos[u][0] < pos[v][0] or (pos[u][0] == pos[v][0] and pos[u][1] > pos[v][1]) else -0.28
        ax.text(mx, my, textwrap.fill(g.edges[u, v]["label"], 22), ha="center", va="center", fontsize=MIN_FONT,
                color=colour, zorder=4, bbox=dict(boxstyle="round,pad=0.2", facecolor="white", edgecolor="none"))
    legend = "arrow: applied first → the effect that depends on it (waits, 613.8b); label: why (613.8a)"
    if loops:
        legend += "\nred: a dependency loop — those effects apply in timestamp order (613.8b)"
    fig.text(0.5, 0.01, legend, ha="center", va="bottom", fontsize=MIN_FONT, color="#333333")
    engine = fig.get_layout_engine()
    if engine is not None:
        engine.set(h_pad=0.35)  # type: ignore[call-arg]
    return fig


def pt_waterfall(resolution: "Resolution", object_id: str) -> "Figure":
    """Power and toughness through layer 7: the value after layer 6, each effect of 7a–7d that
    changed it (a floating bar from the old to the new value), and the final value."""
    import numpy as np

    table = walk(resolution, object_id)
    name = resolution[object_id].name or object_id
    fig = _figure(9.0, 5.0)
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
        ax.text(offs[0], prev, f"{int(prev)}", ha="center", va="bottom", fontsize=11)
        for i, r in enumerate(effects.itertuples(), 1):
            new = val(getattr(r, col))
            ax.bar(offs[i], new - prev, w, bottom=prev, color=colour, alpha=0.45, edgecolor=colour, hatch="//")
            ax.text(offs[i], new, f"{int(new)}", ha="center", va="bottom", fontsize=11, fontweight="bold")
            prev = new
        fv = val(final[col])
        ax.bar(offs[-1], fv, w, color=colour, alpha=0.85)
        ax.text(offs[-1], fv, f"{int(fv)}", ha="center", va="bottom", fontsize=11)
    ax.axhline(0, color="#555555", linewidth=0.8)
    from matplotlib.ticker import MaxNLocator

    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xticks(x)
    ax.set_xticklabels(labels, fontsize=MIN_FONT)
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=MIN_FONT)
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
    fig = _figure(10.0, 4.6)
    ax, ax2 = fig.subplots(1, 2, width_ratios=[2.2, 1])
    x = np.arange(len(counts))
    w = 0.8 / len(counts.columns)
    for k, col in enumerate(counts.columns):
        bars = ax.bar(x + (k - (len(counts.columns) - 1) / 2) * w, counts[col], w, label=col)
        ax.bar_label(bars, fontsize=MIN_FONT)
    ax.set_xticks(x)
    ax.set_xticklabels(list(counts.index))
    ax.set_xlabel("layer")
    ax.set_ylabel("number of cards")
    ax.set_title(f"Cards whose effects touch each layer ({title}, {len(pool)} cards)")
    ax.legend()
    per_card = layer_map(pool, "layers").sum(axis=1).value_counts().sort_index()
    bars = ax2.bar([str(i) for i in per_card.index], per_card.values, color="#8c8c8c")
    ax2.bar_label(bars, fontsize=MIN_FONT)
    ax2.set_xlabel("number of layers a card touches")
    ax2.set_ylabel("number of cards")
    ax2.set_title("Layers per card")
    return fig
