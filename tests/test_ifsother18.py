"""Conditions of other shapes (issue 12, round 18, branch ifsother18).

The cost an instant or sorcery was cast for, read by its own "if" as it resolves (601.2b, 608.2c):

- "If this spell was cast using teamwork, that creature also gains trample until end of turn." (teamwork: an
  optional additional cost, 118.8, paid or not as the cast step's ``alt_cost: teamwork`` says): a part of the
  spell's effect under ``condition: {alt_cost: teamwork}``, checked once as it resolves;
- "If this spell's mayhem cost was paid, creatures your opponents control get -2/-2 until end of turn instead."
  (702.187b: mayhem, an alternative cost): the spell's ``instead`` under ``{alt_cost: mayhem}``.

Expected values come from the oracle text and the rules, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from _compiled import compiled, pt


# ---------------------------------------------------------------- teamwork (118.8, 601.2b)

def test_team_tactics_compiles_its_teamwork_part():
    # "Target creature gains double strike until end of turn. If this spell was cast using teamwork, that creature
    # also gains trample until end of turn."
    c = compiled("Team Tactics")
    assert c.supported
    assert c.effects[2] == {"parts": [
        {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["Double strike"]},
        {"affects": "targets", "condition": {"alt_cost": "teamwork"}, "duration": "end_of_turn",
         "add_abilities": ["Trample"]}]}


@pytest.mark.parametrize("teamwork", [True, False])
def test_team_tactics_on_a_board(teamwork):
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Team Tactics", targets=["bear"], alt_cost="teamwork" if teamwork else None)
    r = b.resolve()
    assert r["bear"].has("Double strike")
    assert r["bear"].has("Trample") is teamwork
    assert not r.unsupported
    # 611.2a: checked once as it resolves; both last until end of turn
    b.end_turn()
    r = b.resolve()
    assert not r["bear"].has("Double strike") and not r["bear"].has("Trample")


def test_teamwork_of_a_modal_spell_still_reads_the_cast_step():
    # "Choose one. If this spell was cast using teamwork, choose both instead." (Widow's Bite): one grammar rule now
    # for "if this spell was cast using teamwork" (spent_cond), read the same way as before
    c = compiled("Widow's Bite")
    assert c.supported
    assert c.effects[2]["choose"]["instead"]["condition"] == {"alt_cost": "teamwork"}


# ---------------------------------------------------------------- mayhem (702.187b)

def test_sandmans_quicksand_compiles_its_mayhem_instead():
    # "All creatures get -2/-2 until end of turn. If this spell's mayhem cost was paid, creatures your opponents
    # control get -2/-2 until end of turn instead."
    c = compiled("Sandman's Quicksand")
    assert c.supported
    assert c.effects[2] == {
        "affects": {"types": ["Creature"]}, "duration": "end_of_turn", "modify_pt": [-2, -2],
        "instead": {"condition": {"alt_cost": "mayhem"}, "affects": {"controller": "opponent", "types": ["Creature"]},
                    "duration": "end_of_turn", "modify_pt": [-2, -2]}}


@pytest.mark.parametrize("mayhem, mine, theirs", [(False, (4, 2), (4, 2)), (True, (6, 4), (4, 2))])
def test_sandmans_quicksand_on_a_board(mayhem, mine, theirs):
    # Craw Wurm is a 6/4: cast normally, every creature gets -2/-2; for its mayhem cost, only the opponents' do
    b = Board()
    b.enter("Craw Wurm", id="mine", controller="Alex")
    b.enter("Craw Wurm", id="theirs", controller="Bo")
    b.cast("Sandman's Quicksand", controller="Alex", alt_cost="mayhem" if mayhem else None)
    assert pt(b, "mine") == mine
    assert pt(b, "theirs") == theirs
    assert not b.resolve().unsupported
    b.end_turn()
    assert pt(b, "mine") == (6, 4) and pt(b, "theirs") == (6, 4)


def test_mayhem_is_refused_for_a_card_without_it():
    # 118.9, 601.2b: a spell is cast for an alternative cost only when its text allows it
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError):
        b.cast("Team Tactics", targets=["bear"], alt_cost="mayhem")


def test_an_alternative_cost_no_board_records_stays_unsupported():
    # "if this spell's additional cost was paid" names no cost of the board's alt_cost
    from layerkit.compiler.grammar import parse
    from layerkit.compiler.lower import NotExpressible, spent_condition
    tree = parse("if ~'s flurry cost was paid, ~ gets +1/+1 until end of turn")
    node = next(t for t in tree.iter_subtrees() if t.data == "sp_alt_cost_paid")
    with pytest.raises(NotExpressible):
        spent_condition(node)


def test_beast_mode_compiles_its_teamwork_counter():
    # "Target creature gets +2/+2 and gains trample until end of turn. Also put a +1/+1 counter on that creature if
    # this spell was cast using teamwork." ("Also": one more instruction of the same resolution, 608.2c)
    c = compiled("Beast Mode")
    assert c.supported
    assert c.effects[2] == {"parts": [
        {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 2], "add_abilities": ["Trample"]},
        {"affects": "targets", "condition": {"alt_cost": "teamwork"}, "counters": {"+1/+1": 1}}]}


@pytest.mark.parametrize("teamwork, now, later", [(True, (5, 5), (3, 3)), (False, (4, 4), (2, 2))])
def test_beast_mode_on_a_board(teamwork, now, later):
    # a 2/2: +2/+2 until end of turn, and with teamwork a +1/+1 counter that stays (122.1, 613.4c)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Beast Mode", targets=["bear"], alt_cost="teamwork" if teamwork else None)
    assert pt(b, "bear") == now
    assert b.resolve()["bear"].has("Trample")
    b.end_turn()
    assert pt(b, "bear") == later
    assert not b.resolve()["bear"].has("Trample")
