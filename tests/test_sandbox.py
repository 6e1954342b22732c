"""layerkit.notebook.sandbox: saving a board as a scenario file."""
from __future__ import annotations

import pytest

from layerkit import Board, Scenario, ScenarioError
from layerkit.notebook.report import result_table
from layerkit.notebook.sandbox import save_scenario, scenario_dict
from layerkit.game.step_kinds import Step


def _board():
    b = Board()
    b.enter("Blood Moon")
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 2})
    b.enter("Conspiracy", choices={"creature_type": "Saproling"})
    b.cast("Diminish", targets=["bears"])
    return b


def test_round_trip(tmp_path):
    b = _board()
    path = save_scenario(b, tmp_path / "board.yaml", expect="resolved", title="Round trip")
    sc = Scenario.load(path)
    assert sc.title == "Round trip"
    assert sc.check() == []
    assert result_table(sc.resolve()).equals(result_table(b.resolve()))
    assert [p.name for p in tmp_path.iterdir()] == ["board.yaml"]
    text = path.read_text()
    assert "counters" in text and "targets" in text and "Saproling" in text


def test_refuses_to_overwrite(tmp_path):
    p = tmp_path / "b.yaml"
    p.write_text("keep me")
    with pytest.raises(ScenarioError):
        save_scenario(_board(), p)
    assert p.read_text() == "keep me"
    save_scenario(_board(), p, overwrite=True)
    assert Scenario.load(p).steps[0]["card"] == "Blood Moon"


def test_explicit_expect_and_no_expect(tmp_path):
    b = _board()
    p = save_scenario(b, tmp_path / "e.yaml", expect={"urborg": {"subtypes": ["Mountain"]}})
    assert Scenario.load(p).check() == []
    p2 = save_scenario(b, tmp_path / "n.yaml")
    assert Scenario.load(p2).expect == {}


def test_wrong_expectation_still_saves_and_fails_check(tmp_path):
    p = save_scenario(_board(), tmp_path / "w.yaml", expect={"urborg": {"subtypes": ["Swamp"]}})
    assert Scenario.load(p).check() != []


def test_rejects_bad_paths_and_boards(tmp_path):
    with pytest.raises(ScenarioError):
        save_scenario(_board(), tmp_path / "missing-folder" / "x.yaml")
    with pytest.raises(ScenarioError):
        save_scenario(_board(), tmp_path / "x.txt")
    with pytest.raises(ScenarioError):
        scenario_dict(Board())                       # no steps yet
    assert scenario_dict(_board())["steps"][0] == {"enter": "Blood Moon"}   # any Board with steps saves
    hb = Board()
    hb.define("Home Bear", "Creature — Bear", power=2, toughness=2)
    hb.enter("Home Bear")
    with pytest.raises(ScenarioError):
        save_scenario(hb, tmp_path / "h.yaml")
    assert not (tmp_path / "h.yaml").exists()


def test_records_each_step_once_with_all_arguments():
    b = Board()
    b.enter("Forest", id="f")
    b.cast("Grizzly Bears", id="bears")          # a permanent spell enters: one step, not two
    b.counters("bears", add={"+1/+1": 1})
    b.end_turn()
    kinds = [s["kind"] for s in b.steps]
    assert kinds == ["enter", "cast", "counters", "end_turn"]
    assert b.steps[2] == Step.of("counters", on="bears", add={"+1/+1": 1})
    assert dict(b.steps[2].args) == {"on": "bears", "add": {"+1/+1": 1}}
