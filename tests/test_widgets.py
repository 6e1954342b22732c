"""layerkit.notebook.widgets, headless: setting widget values fires the observers (no browser)."""
from __future__ import annotations

import subprocess
import sys

import pandas as pd

from layerkit import Board
from layerkit.notebook.report import load
from layerkit.notebook.widgets import CardPicker, LayerExplorer, OrderExplorer


def test_importing_layerkit_imports_no_heavy_modules():
    code = ("import sys, layerkit; b = layerkit.Board(); b.enter('Grizzly Bears'); b.resolve();"
            "import layerkit.notebook.steps;"
            "print([m for m in ('ipywidgets', 'pandas', 'matplotlib', 'networkx') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_slider_moves_through_points_and_html_changes():
    ex = LayerExplorer(load("layers-23").resolve(), "urborg")
    assert ex.point == "0"
    start = ex.html.value
    assert "Legendary Land" in start and "Swamp" in start      # Urborg's own ability text
    ex.slider.value = ex.index_of("4.1")
    after = ex.html.value
    assert after != start
    assert "Blood Moon" in after and "Mountain" in after
    assert "background" in after                               # changed cells highlighted
    assert "subtypes" in after
    assert ex.slider.max == len(ex.table) - 1
    ex.slider.value = ex.index_of("7d")
    assert "end of layer 7d" in ex.html.value


def test_object_dropdown_switches_walk():
    ex = LayerExplorer(load("layers-23").resolve(), "urborg")
    ex.slider.value = ex.index_of("4.1")
    ex.object.value = "forest"
    assert "Forest" in ex.html.value and "does not apply" in ex.html.value
    assert list(ex.table.point) == ex.points


def test_unchanged_point_has_no_highlight():
    b = Board(); b.enter("Grizzly Bears", id="bears")
    ex = LayerExplorer(b.resolve(), "bears", point="5")
    assert "background" not in ex.html.value
    assert "Layer explorer for bears" in repr(ex)


def test_card_picker_filters():
    df = pd.DataFrame({"name": ["Blood Moon", "Humility", "Forest"],
                       "type_line": ["Enchantment", "Enchantment", "Basic Land — Forest"],
                       "oracle_text": ["Nonbasic lands are Mountains.", "All creatures lose all abilities.", ""]})
    p = CardPicker(df)
    assert len(p.results.options) == 3
    p.search.value = "enchantment"
    assert p.results.options == ("Blood Moon", "Humility")
    p.results.value = "Humility"
    assert p.value == "Humility" and "lose all abilities" in p.info.value
    p.search.value = "zzz"
    assert p.value is None and "no card" in p.info.value


def test_order_explorer_highlights_differences():
    ox = OrderExplorer("layers-45")
    assert len(ox.order.options) == 2
    first = ox.html.value
    ox.order.value = ox.order.options[1][1]
    assert ox.html.value != first and "lions.power" in ox.html.value
