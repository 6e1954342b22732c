"""layerkit.notebook.report: worked examples, dependency tables, timestamp orders."""
from __future__ import annotations

import pytest

from layerkit import ScenarioError
from layerkit.notebook import report


def test_every_layers_scenario_matches_as_an_example():
    df = report.check_all("layers-*")
    assert len(df) == 59
    assert df.matches.all(), df[~df.matches]


def test_example_text_and_html():
    ex = report.example("layers-23")
    text, page = repr(ex), ex._repr_html_()
    for needle in ("Blood Moon", "layer table", "dependencies", "matches the expected"):
        assert needle in text
        assert needle in page
    assert "0x" not in text


def test_find_scenario_errors():
    with pytest.raises(ScenarioError):
        report.find_scenario("layers-")          # ambiguous
    with pytest.raises(ScenarioError):
        report.find_scenario("no-such-scenario")


def test_dependency_table_blood_moon_urborg():
    deps = report.dependency_table(report.load("layers-23").resolve(), "4")
    assert len(deps) == 1
    assert deps.iloc[0]["dependent"].startswith("Urborg") and deps.iloc[0]["reason"] == "existence"


def test_timestamp_orders_conspiracy_life_and_limb_loop():
    # the article: with a Forest the two effects form a loop, and the order decides Savannah Lions' fate
    df = report.timestamp_orders("layers-45")
    assert len(df) == 2 and df.valid.all()
    other = df[~df["file order"]].iloc[0]
    assert "lions.power" in other.changes
    assert other["lions.colors"] == "W"


def test_timestamp_orders_humility_two_opalescences():
    df = report.timestamp_orders("layers-56")
    assert len(df) == 6
    newest = df[df.order.str.endswith("humility")]
    assert set(newest["humility.power"]) == {1}       # Humility newest: everything is 1/1
    summary = report.orders_summary("layers-56")
    assert set(summary.object) == {"humility", "opal_a", "opal_b"}


def test_timestamp_orders_dependency_makes_order_irrelevant():
    # Mycosynth Lattice / March of the Machines: dependency, so both orders agree
    df = report.timestamp_orders("layers-04")
    assert (df.changes == "").all()


def test_reorder_rejects_non_permutations():
    with pytest.raises(ValueError):
        report.reorder(report.load("layers-23"), [0, 0])
