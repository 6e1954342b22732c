"""layerkit.notebook.sandbox: saving a board as a scenario file."""
from __future__ import annotations

import pytest

from layerkit import Scenario, ScenarioError
from layerkit.notebook.report import result_table
from layerkit.notebook.sandbox import SandboxBoard, save_scenario, scenario_dict


def _board():
    b = SandboxBoard()
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
    from layerkit import Board
    with pytest.raises(ScenarioError):
        scenario_dict(Board())
    with pytest.raises(ScenarioError):
        scenario_dict(SandboxBoard())
    hb = SandboxBoard()
    hb.define("Home Bear", "Creature — Bear", power=2, toughness=2)
    hb.enter("Home Bear")
    with pytest.raises(ScenarioError):
        save_scenario(hb, tmp_path / "h.yaml")
    assert not (tmp_path / "h.yaml").exists()


def test_records_each_step_once_with_all_arguments():
    b = SandboxBoard()
    b.enter("Forest", id="f")
    b.cast("Grizzly Bears", id="bears")          # a permanent spell enters: one step, not two
    b.counters("bears", add={"+1/+1": 1})
    b.end_turn()
    kinds = [s["kind"] for s in b.full_steps]
    assert kinds == ["enter", "cast", "counters", "end_turn"]
    assert b.full_steps[2] == {"kind": "counters", "on": "bears", "add": {"+1/+1": 1}}
