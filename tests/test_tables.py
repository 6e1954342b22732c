"""Tables read like the articles' tables: integers, one marker for none, one ability per line."""
from __future__ import annotations

from layerkit import Board, compare_rules
from layerkit.engine.table import NONE
from layerkit.notebook import report


def _board():
    b = Board()
    b.enter("Humility")
    b.enter("Opalescence")
    b.enter("Bear Cub", id="cub", counters={"+1/+1": 1})
    return b.resolve()


def test_numbers_are_integers_and_none_is_one_marker():
    res = _board()
    s = res.summary()
    assert str(s["power"].dtype) == "Int64"
    text = repr(s)
    assert "NaN" not in text and "<NA>" not in text and "None" not in text and ".0 " not in text
    html = s._repr_html_()
    assert "NaN" not in html and "&lt;NA&gt;" not in html and "None" not in html
    t = res.table("cub")          # Humility sets 1/1 (7b), the +1/+1 counter adds 1 (7c)
    assert t.loc["7d", "power"] == 2 and NONE in repr(res.table("Humility").loc[["0"]])


def test_abilities_one_per_line():
    b = Board()
    b.enter("Mystic Subdual")
    s = b.resolve().summary()
    assert s.iloc[0]["abilities"].split("\n") == ["Flash", "Enchant creature",
                                                  "Enchanted creature gets -2/-0 and loses all abilities."]
    assert "Flash<br>Enchant creature<br>" in s._repr_html_()
    assert ".;" not in repr(s)


def test_oracle_text_has_real_line_breaks():
    from layerkit import cards

    pool = cards.bundled()
    row = pool[pool.name == "Dress Down"]
    assert "<br>When Dress Down enters" in row._repr_html_()
    assert "\\n" not in repr(row)


def test_empty_tables_say_so():
    res = _board()
    assert "depends on another" in repr(report.dependency_table(res, "7b"))
    assert "No difference between the two rule sets" in repr(compare_rules(report.find_scenario("layers-01")))
    diff = report.compare("layers-01").differences()
    assert "No difference between the two rule sets" in diff._repr_html_()


def test_resolution_html_uses_the_marker():
    html = _board()._repr_html_()
    assert "None" not in html and NONE in html
