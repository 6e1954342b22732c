"""Round 18, values18: values of the first clause a card's text did not understand.

"Destroy target artifact. ~ gets +X/+0 until end of turn, where X is that artifact's mana value" (608.2h): the
value is the ability's one target's mana value, fixed as the ability resolves (its last known information is
what it was on the battlefield then). Any other "that artifact" (a trigger's object) is no target and stays
unsupported. Expected values come from the oracle text and the cards' printed mana costs.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import ScenarioError

from tests._compiled import board_with, compiled, pt


def test_hoard_smelter_dragon_compiles_to_the_targets_mana_value():
    d = compiled("Hoard-Smelter Dragon")
    assert d.supported
    assert d.effects[2] == {"affects": "self", "duration": "end_of_turn",
                            "modify_pt": [{"greatest": {"of": "targets", "characteristic": "mana_value"}}, 0]}


def test_hoard_smelter_dragon_gets_the_destroyed_artifacts_mana_value():
    # a 5/5; Darksteel Colossus ({11}) is the target: +11/+0 until end of turn
    b = Board()
    b.enter("Hoard-Smelter Dragon", id="d", controller="Alex")
    b.enter("Sol Ring", id="r", controller="Bo")
    b.enter("Darksteel Colossus", id="c", controller="Bo")
    b.ability("d", 2, targets=["c"])
    assert pt(b, "d") == (16, 5)
    b.end_turn()
    assert pt(b, "d") == (5, 5)


def test_hoard_smelter_dragon_value_is_fixed_as_it_resolves():
    # Sol Ring ({1}) targeted: +1/+0; the artifact leaving afterwards (destroyed) changes nothing (608.2h)
    b = Board()
    b.enter("Hoard-Smelter Dragon", id="d", controller="Alex")
    b.enter("Sol Ring", id="r", controller="Bo")
    b.enter("Darksteel Colossus", id="c", controller="Bo")
    b.ability("d", 2, targets=["r"])
    b.move("r", "graveyard")
    assert pt(b, "d") == (6, 5)


def test_that_artifact_not_a_target_stays_unsupported():
    _, c = board_with("Test Smelter", "Creature — Dragon",
                      "Whenever an artifact enters, this creature gets +X/+0 until end of turn, where X is that "
                      "artifact's mana value.")
    assert not c.supported
    _, c2 = board_with("Test Smelter Two", "Creature — Dragon",
                       "{1}: Destroy target artifact. Target creature gets +X/+0 until end of turn, where X is that "
                       "artifact's mana value.")
    assert not c2.supported


# ------------------------------------------ "+1/+1 for each creature you control and +1/+1 for each Aura you control"

def test_eidolon_of_countless_battles_compiles_to_two_counts_added():
    d = compiled("Eidolon of Countless Battles")
    assert d.supported
    each = {"sum": [{"count": {"controller": "you", "types": ["Creature"]}},
                    {"count": {"controller": "you", "subtypes": ["Aura"]}}]}
    assert d.effects[2] == {"affects": {"any": ["self", "enchanted"]}, "modify_pt": [each, each]}


def test_eidolon_of_countless_battles_as_a_creature():
    # a 0/0 with two Grizzly Bears and Holy Strength (an Aura) on one: three creatures and one Aura you
    # control, +4/+4 -> 4/4
    b = Board()
    b.enter("Grizzly Bears", id="b1", controller="Alex")
    b.enter("Grizzly Bears", id="b2", controller="Alex")
    b.enter("Holy Strength", id="hs", controller="Alex", attached_to="b1")
    b.enter("Eidolon of Countless Battles", id="e", controller="Alex")
    assert pt(b, "e") == (4, 4)
    assert pt(b, "b2") == (2, 2)


def test_eidolon_of_countless_battles_bestowed():
    # bestowed on a Grizzly Bears (702.103b: an Aura, no creature): one creature (the Bears) and one Aura
    # (the Eidolon) you control: enchanted creature gets +2/+2 -> 4/4; an opponent's Aura doesn't count
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Pacifism", id="pac", controller="Bo", attached_to="bear")
    b.cast("Eidolon of Countless Battles", id="e", controller="Alex", alt_cost="bestow", targets=["bear"])
    assert pt(b, "bear") == (4, 4)


# ------------------------------------------------------------------ "the number of players being attacked" (508.1b)

def test_pack_attack_compiles_to_the_players_being_attacked():
    d = compiled("Pack Attack")
    assert d.supported
    assert d.effects[1] == {"affects": {"combat": "attacking", "types": ["Creature"]}, "duration": "end_of_turn",
                            "modify_pt": ["players_attacked", 0]}


def test_pack_attack_counts_each_player_attacked():
    # three players: two Grizzly Bears attack Bo, one attacks Cy: two players are being attacked, +2/+0 to each
    # attacking creature; the creature that didn't attack is unchanged
    b = Board(players=("Alex", "Bo", "Cy"))
    for i in (1, 2, 3, 4):
        b.enter("Grizzly Bears", id=f"b{i}", controller="Alex")
    b.attack(["b1", "b2"], defender="Bo")
    b.attack("b3", defender="Cy")
    b.cast("Pack Attack", controller="Alex")
    assert pt(b, "b1") == (4, 2) and pt(b, "b3") == (4, 2)
    assert pt(b, "b4") == (2, 2)


def test_pack_attack_cast_by_the_defending_player_counts_the_attackers_defenders():
    # Bo's Grizzly Bears attacks Alex, who casts Pack Attack: one player (Alex) is being attacked: 3/2
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.attack("bear", defender="Alex")
    b.cast("Pack Attack", controller="Alex")
    assert pt(b, "bear") == (3, 2)


def test_pack_attack_an_attacked_planeswalker_is_no_player():
    # a Grizzly Bears attacks Bo's planeswalker and another attacks Cy: one player is being attacked: 3/2
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Grizzly Bears", id="b1", controller="Alex")
    b.enter("Grizzly Bears", id="b2", controller="Alex")
    b.enter("Jace Beleren", id="jace", controller="Bo")
    b.attack("b1", defender="jace")
    b.attack("b2", defender="Cy")
    b.cast("Pack Attack", controller="Alex")
    assert pt(b, "b1") == (3, 2) and pt(b, "b2") == (3, 2)


def test_pack_attack_with_an_unknown_defender_is_refused():
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Grizzly Bears", id="b1", controller="Alex")
    b.attack("b1")
    with pytest.raises(ScenarioError, match="508.1b"):
        b.cast("Pack Attack", controller="Alex")
        b.resolve()
