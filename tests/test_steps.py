"""layerkit.notebook.steps: walking a resolution point by point. Expectations come from the rules and the
Layers article ("Layers: How Continuous Effects Interact" by Jru, CC BY-NC-SA 4.0)."""
from __future__ import annotations

import pytest

from layerkit import Board, LAYERS
from layerkit.notebook.report import load, scenario_paths
from layerkit.notebook.steps import COMPARED, WALK_COLUMNS, layer_points, point_labels, walk


def _row(w, point):
    rows = w[w.point == point]
    assert len(rows) == 1, point
    return rows.iloc[0]


def test_points_cover_start_every_effect_and_every_layer():
    res = load("layers-59").resolve()
    lp = layer_points(res)
    assert lp.point.iloc[0] == "0"
    assert list(lp[lp.kind == "layer"].point) == list(LAYERS)
    assert list(lp[lp.kind == "effect"].step) == [a.seq for a in res.run.applied]
    # each layer's effect points come just before that layer's end point
    for layer in LAYERS:
        idx = lp.index[lp.layer == layer].tolist()
        assert lp.loc[idx[-1], "kind"] == "layer"
        assert all(lp.loc[i, "kind"] == "effect" for i in idx[:-1])
    assert [p for _, p in point_labels(res)] == list(lp.point)


def test_walk_columns_and_same_points_for_every_object():
    res = load("layers-59").resolve()
    walks = {oid: walk(res, oid) for oid in res.ids}
    for w in walks.values():
        assert tuple(w.columns) == WALK_COLUMNS
        assert list(w.point) == list(layer_points(res).point)


def test_blood_moon_changes_urborg_subtypes_at_its_step_in_layer_4():
    w = walk(load("layers-23").resolve(), "urborg")
    row = _row(w, "4.1")
    assert row.layer == "4" and row.kind == "effect"
    assert row.effect.startswith("Blood Moon")
    assert "subtypes" in row.changed.split(", ")
    assert "abilities" in row.changed.split(", ")          # 305.7: its own ability is gone
    assert row.type_line.endswith("Mountain") and row.abilities == "{T}: Add {R}."
    assert _row(w, "3").type_line == "Legendary Land"        # before layer 4: printed
    end4 = _row(w, "4")
    assert "subtypes" in end4.changed and "Blood Moon" in end4.effect


def test_humility_is_a_creature_after_layer_4_with_opalescence():
    res = load("layers-55").resolve()        # Humility, then Opalescence
    w = walk(res, "humility")
    assert "Creature" not in _row(w, "3").type_line
    assert "Creature" in _row(w, "4").type_line
    assert "types" in _row(w, "4").changed
    assert "Opalescence" in _row(w, "4").effect
    # the article: it loses its abilities in layer 6 (including its own) ...
    assert _row(w, "6").abilities == "" and "abilities" in _row(w, "6").changed
    # ... and Opalescence, the newer, sets it to its mana value in 7b
    assert (_row(w, "7d").power, _row(w, "7d").toughness) == (4, 4)


def test_siege_mastodon_7c_before_7d():
    res = load("layers-07").resolve()
    oid = next(i for i in res.ids if res[i].name == "Siege Mastodon")
    w = walk(res, oid)
    assert (_row(w, "7c").power, _row(w, "7c").toughness) == (7, 1)
    assert (_row(w, "7d").power, _row(w, "7d").toughness) == (1, 7)


def test_untouched_points_do_not_change_and_effect_rows_name_their_effect():
    res = load("layers-59").resolve()
    for oid in res.ids:
        w = walk(res, oid)
        for _, r in w[w.kind == "effect"].iterrows():
            assert r.effect
            if not r.touched:
                assert r.changed == ""
        assert w.changed.iloc[0] == ""


@pytest.mark.parametrize("rules", ["cr", "amended"])
def test_end_of_layer_rows_equal_the_engines_snapshots(rules):
    """Replaying each effect's changes reaches the engine's snapshot, or the layer row says which
    characteristics the rules adjusted at the end of the layer."""
    for path in scenario_paths("layers-*"):
        res = load(path).resolve(rules)
        for oid in res.ids:
            w = walk(res, oid)
            for layer in ("0",) + LAYERS:
                s = res.state(oid, layer)
                r = _row(w, layer)
                assert r.type_line == s.type_line and r.abilities == "\n".join(a.text for a in s.abilities)
                assert r["name"] == s.name


def test_final_row_matches_resolution():
    res = load("layers-45").resolve()
    w = walk(res, "lions")
    last = w.iloc[-1]
    s = res["lions"]
    assert (last.power, last.toughness, last.colors) == (s.power, s.toughness, "G")
    assert last.point == "7d"


def test_board_built_in_python_and_unknown_object():
    b = Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 2})
    w = walk(b.resolve(), "bears")
    assert (w.iloc[-1].power, w.iloc[-1].toughness) == (4, 4)
    assert set(c for cs in w.changed for c in cs.split(", ") if c) <= set(COMPARED)
    from layerkit import ScenarioError
    with pytest.raises(ScenarioError):
        walk(b.resolve(), "nobody")
