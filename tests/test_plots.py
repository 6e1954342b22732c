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
    assert "Savannah Lions" in ax.get_title()
    assert ax.get_xlabel() and ax.get_ylabel() == "characteristic"
    assert [t.get_text() for t in ax.get_xticklabels()][:3] == ["0", "1a", "1b"]
    coloured = [p for p in ax.patches if matplotlib.colors.to_hex(p.get_facecolor()) == plots.CHANGED_COLOUR]
    assert len(coloured) >= 4            # type line and abilities in 4, colors in 5, power in 7b
    assert any("Saproling" in t for t in _texts(ax))
    fig.canvas.draw() if hasattr(fig.canvas, "draw") else None


def test_layer_strip_changed_only():
    fig = plots.layer_strip(load("layers-45").resolve(), "lions", stages="changed")
    labels = [t.get_text() for t in fig.axes[0].get_xticklabels()]
    assert labels == ["0", "4", "5", "7b", "7d"]


def test_dependency_graph_with_loop_and_labels():
    fig = plots.dependency_graph(load("layers-45").resolve(), "4")
    ax = fig.axes[0]
    assert "layer 4" in ax.get_title() and ax.get_xlabel()
    texts = _texts(ax)
    assert any("applies to" in t for t in texts)
    assert any("loop" in t for t in texts)
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
