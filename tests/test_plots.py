"""layerkit.notebook.plots: figures have titles, labelled axes and the expected artists (no image comparison)."""
from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from matplotlib.figure import Figure  # noqa: E402

from layerkit.notebook import plots  # noqa: E402
from layerkit.notebook.report import load  # noqa: E402


def _texts(ax):
    return [t.get_text() for t in ax.texts]


def test_layer_strip_marks_changes():
    res = load("layers-45").resolve()
    fig = plots.layer_strip(res, "lions")
    assert isinstance(fig, Figure)
    ax = fig.axes[0]
    assert "Savannah Lions" in fig._suptitle.get_text()
    assert ax.get_ylabel() and ax.get_xlabel() == "characteristic"
    assert [t.get_text() for t in ax.get_yticklabels()][:3] == ["0", "1a", "1b"]
    coloured = [p for p in ax.patches if matplotlib.colors.to_hex(p.get_facecolor()) == plots.CHANGED_COLOUR]
    assert len(coloured) >= 4            # type line and abilities in 4, colors in 5, power in 7b
    assert any("Saproling" in t for t in _texts(ax))
    fig.canvas.draw() if hasattr(fig.canvas, "draw") else None


def test_layer_strip_changed_only():
    fig = plots.layer_strip(load("layers-45").resolve(), "lions", stages="changed")
    labels = [t.get_text() for t in fig.axes[0].get_yticklabels()]
    assert labels == ["0", "4", "5", "7b", "7d"]


def test_dependency_graph_with_loop_and_labels():
    fig = plots.dependency_graph(load("layers-45").resolve(), "4")
    ax = fig.axes[0]
    assert "layer 4" in ax.get_title() and any("applied first" in t.get_text() for t in fig.texts)
    texts = _texts(ax)
    assert any("applies to" in t for t in texts)
    assert any("loop" in t.get_text() for t in fig.texts)
    assert any("Conspiracy" in t for t in texts)


def test_dependency_graph_empty_state():
    fig = plots.dependency_graph(load("layers-02").resolve(), "7b")
    ax = fig.axes[0]
    assert any("No dependencies" in t for t in _texts(ax))
    assert ax.get_title()


def test_pt_waterfall_nissa_gemrazer():
    res = load("layers-42").resolve()
    fig = plots.pt_waterfall(res, "forest")
    ax = fig.axes[0]
    assert "Power/toughness" in ax.get_title() and ax.get_ylabel() == "value" and ax.get_xlabel()
    labels = [t.get_text() for t in ax.get_xticklabels()]
    assert labels[0] == "after 6" and labels[-1] == "final"
    assert any(l.startswith("7b.") for l in labels) and any(l.startswith("7c.") for l in labels)
    assert "3" in _texts(ax)                       # 0/0 plus three +1/+1 counters
    assert len(ax.patches) >= 8


def test_pt_waterfall_noncreature():
    fig = plots.pt_waterfall(load("layers-23").resolve(), "urborg")
    assert any("not a creature" in t for t in _texts(fig.axes[0]))


# ---------------------------------------------------------------------- legible at 100% zoom
def _all_figures():
    from layerkit import Board, cards

    res45 = load("layers-45").resolve()
    b = Board(); b.enter("Humility"); b.enter("Opalescence"); b.enter("Bear Cub", id="cub", counters={"+1/+1": 1})
    return {"strip": plots.layer_strip(res45, "lions"), "strip changed": plots.layer_strip(res45, "lions", "changed"),
            "graph": plots.dependency_graph(load("layers-38").resolve(), "4"),
            "graph loop": plots.dependency_graph(res45, "4"),
            "graph empty": plots.dependency_graph(load("layers-59").resolve(), "7b"),
            "waterfall": plots.pt_waterfall(b.resolve(), "cub"), "spread": plots.layer_spread(cards.bundled())}


def _text_artists(fig):
    from matplotlib.text import Text

    fig.canvas.draw()
    return [t for t in fig.findobj(Text) if t.get_text().strip() and t.get_visible()]


def test_every_text_is_at_least_10_px_at_the_figures_dpi():
    for name, fig in _all_figures().items():
        assert fig.dpi >= plots.DPI, name
        for t in _text_artists(fig):
            px = t.get_fontsize() * fig.dpi / 72
            assert px >= 10 * 1.3, (name, t.get_text(), px)     # 10 px capitals: an em of 13 px or more
        assert fig.get_size_inches()[0] <= plots.MAX_WIDTH, name   # never shrunk to fit the column


def test_cell_and_node_labels_fit_inside_their_boxes():
    fig = plots.layer_strip(load("layers-45").resolve(), "lions")
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()
    fig.draw(renderer)
    ax = fig.axes[0]
    cells = [p.get_window_extent(renderer) for p in ax.patches]
    for t in ax.texts:
        box = t.get_window_extent(renderer)
        assert any(c.x0 - 1 <= box.x0 and box.x1 <= c.x1 + 1 and c.y0 - 1 <= box.y0 and box.y1 <= c.y1 + 1
                   for c in cells), t.get_text()


def test_no_legend_and_a_small_figure_without_dependencies():
    fig = plots.dependency_graph(load("layers-59").resolve(), "7b")
    texts = [t.get_text() for t in _text_artists(fig)]
    assert not any("arrow" in t or "red:" in t for t in texts)
    assert fig.get_size_inches()[1] < 2
    assert not fig.axes[0].patches


def test_graph_size_grows_with_the_number_of_effects():
    two = plots.dependency_graph(load("layers-24").resolve(), "4")       # Blood Moon and Urborg
    three = plots.dependency_graph(load("layers-38").resolve(), "4")     # Blood Moon, Ashaya, Purifier
    w2, h2 = two.get_size_inches()
    w3, h3 = three.get_size_inches()
    assert w2 * h2 < w3 * h3
    assert h2 < 4                      # one pair of boxes: a short figure, not a mostly empty one
