"""Layer 2 from oracle text (613.1b): control-changing effects the compiler reads, checked on boards
built with the real cards of the pool. Every expected controller comes from the card's text and the
rules (613.1b, 701.12 exchange, 611.2b durations, 110.2 owners), never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError
from layerkit.game.board import Board

from _compiled import board_with


def controllers(b: Board, *ids: str) -> tuple[str, ...]:
    res = b.resolve()
    return tuple(res[i].characteristics.controller for i in ids)


# ---------------------------------------------------------------------------------- 701.12 exchange

def test_exchange_of_two_targets_controlled_by_different_players():
    # Switcheroo: "Exchange control of two target creatures." 701.12b: each player gains control
    # of the permanent the other controlled
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Switcheroo", controller="Alex", targets=["bear", "giant"])
    assert controllers(b, "bear", "giant") == ("Bo", "Alex")
    b.end_turn()            # no duration: the exchange lasts indefinitely
    assert controllers(b, "bear", "giant") == ("Bo", "Alex")


def test_exchange_of_two_permanents_one_player_controls_does_nothing():
    # 701.12b: "if those permanents are controlled by the same player, the exchange effect does nothing"
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Alex")
    b.cast("Switcheroo", controller="Bo", targets=["bear", "giant"])
    assert controllers(b, "bear", "giant") == ("Alex", "Alex")


def test_exchange_reads_the_controllers_as_it_resolves():
    # Act of Treason gives Alex Bo's Giant until end of turn; Switcheroo then exchanges two creatures
    # Alex controls: nothing happens (701.12b), so when the turn ends the Giant goes back to Bo and the
    # Bears stay Alex's
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Act of Treason", controller="Alex", targets=["giant"])
    b.cast("Switcheroo", controller="Alex", targets=["bear", "giant"])
    assert controllers(b, "bear", "giant") == ("Alex", "Alex")
    b.end_turn()
    assert controllers(b, "bear", "giant") == ("Alex", "Bo")


def test_exchange_the_other_way_round_after_a_temporary_steal():
    # Alex steals Bo's Giant until end of turn, then exchanges it with Bo's Bears: Bo gets the Giant,
    # Alex the Bears (each gains control of the one the other controlled, 701.12b). At end of turn
    # Act of Treason's effect ends, but the exchange's later effect still gives the Giant to Bo
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Act of Treason", controller="Alex", targets=["giant"])
    b.cast("Switcheroo", controller="Alex", targets=["bear", "giant"])
    assert controllers(b, "bear", "giant") == ("Alex", "Bo")
    b.end_turn()
    assert controllers(b, "bear", "giant") == ("Alex", "Bo")


def test_exchange_that_cannot_be_completed_does_nothing():
    # 701.12a: Gilded Drake's enters trigger resolves after the Drake left the battlefield (113.7a):
    # the exchange can't be completed, so the target's control doesn't change either
    b = Board()
    b.enter("Gilded Drake", id="drake", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.move("drake", "graveyard")
    b.ability("drake", 2, targets=["giant"])
    assert controllers(b, "giant") == ("Bo",)


def test_exchange_needs_two_targets():
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    with pytest.raises(ScenarioError):
        b.cast("Switcheroo", controller="Alex", targets=["bear"])


def test_exchange_of_the_source_and_its_target():
    # Avarice Totem: "{5}: Exchange control of this artifact and target nonland permanent."
    b = Board()
    b.enter("Avarice Totem", id="totem", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("totem", 1, targets=["bear"])
    assert controllers(b, "totem", "bear") == ("Bo", "Alex")
    # Bo activates it back: the Totem (now Bo's) and the Bears (Alex's) are exchanged again
    b.ability("totem", 1, targets=["bear"])
    assert controllers(b, "totem", "bear") == ("Alex", "Bo")


def test_exchange_of_the_source_and_no_target_does_nothing():
    # Gilded Drake: "exchange control of this creature and up to one target creature an opponent
    # controls": with no target there is no exchange (701.12a)
    b = Board()
    b.enter("Gilded Drake", id="drake", controller="Alex")
    b.ability("drake", 2, targets=[])
    assert controllers(b, "drake") == ("Alex",)
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.ability("drake", 2, targets=["giant"])
    assert controllers(b, "drake", "giant") == ("Bo", "Alex")


def test_exchange_definitions_from_text():
    # the two targets, whatever restricts them (a target's restrictions are the scenario's targets, 115.1)
    for name, text in [("Test Trickery", "Exchange control of target land you control and target land an opponent "
                                         "controls."),
                       ("Test Market", "Exchange control of two target permanents that share a card type."),
                       ("Test Helm", "Exchange control of target artifact or creature you control and target artifact "
                                     "or creature an opponent controls.")]:
        c = compile_text(name, text, ["Sorcery"])
        assert c.effects == {1: {"affects": "targets", "exchange_control": "targets"}}, name
    c = compile_text("Test Totem", "{5}: Exchange control of this artifact and target nonland permanent.", ["Artifact"])
    assert c.effects == {1: {"affects": "targets", "exchange_control": "self_and_target"}}
    # more than two objects, or "up to two": not an exchange of two permanents
    c = compile_text("Test Many", "Exchange control of up to two target creatures.", ["Sorcery"])
    assert not c.supported


# ---------------------------------------------------------------------------------- who gains control

def test_each_player_gains_control_of_what_they_own():
    # Alicia Masters: "each player gains control of all creatures they own" (110.2: the owner)
    b = Board()
    b.enter("Alicia Masters, Skilled Sculptor", id="alicia", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Hill Giant", id="giant", controller="Alex")
    b.cast("Switcheroo", controller="Alex", targets=["bear", "giant"])
    assert controllers(b, "bear", "giant") == ("Alex", "Bo")
    b.ability("alicia", 2)
    assert controllers(b, "bear", "giant", "alicia") == ("Bo", "Alex", "Alex")


def test_owner_gains_control_only_of_the_type_named():
    text = "{T}: Each player gains control of all creatures they own."
    b, c = board_with("Test Sculptor", "Artifact", text, mana_cost="{3}")
    assert c.effects[1] == {"affects": {"types": ["Creature"]}, "gain_control": "owner"}
    b.enter("Test Sculptor", id="s", controller="Alex")
    b.enter("Avarice Totem", id="totem", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("totem", 1, targets=["bear"])         # the Totem is Bo's, the Bears Alex's
    b.ability("s", 1)
    assert controllers(b, "totem", "bear") == ("Bo", "Bo")      # the Totem is no creature


def test_that_player_gains_control_needs_the_player():
    # Drooling Ogre: "Whenever a player casts an artifact spell, that player gains control of this creature."
    b = Board()
    b.enter("Drooling Ogre", id="ogre", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability("ogre", 1)                    # which player: the event's, the scenario's choices.player
    b.ability("ogre", 1, choices={"player": "Bo"})
    assert controllers(b, "ogre") == ("Bo",)


def test_an_opponent_gains_control_of_it():
    # Akroan Horse: "When this creature enters, an opponent gains control of it."
    b = Board()
    b.enter("Akroan Horse", id="horse", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability("horse", 2, choices={"player": "Alex"})      # not an opponent (102.3)
    b.ability("horse", 2, choices={"player": "Bo"})
    assert controllers(b, "horse") == ("Bo",)


def test_you_gain_control_of_a_group():
    # Aura Thief: "... you gain control of all enchantments." (611.2c: those there as it resolves)
    c = compile_text("Test Thief", "When this creature dies, you gain control of all enchantments.", ["Creature"])
    assert c.effects == {1: {"affects": {"types": ["Enchantment"]}, "gain_control": "you"}}


def test_player_to_your_right_is_the_player_the_step_names():
    # seating order is not known to the board: the step states the player (choices.player, another player than
    # the controller, 101.4), and a step that doesn't is refused (round 9: was left unsupported)
    c = compile_text("Test Purse", "At the beginning of your upkeep, the player to your right gains control of "
                     "this artifact.", ["Artifact"])
    assert c.effects == {1: {"affects": "self", "gain_control": "chosen"}}


# ---------------------------------------------------------------------------------- targets and sequences

def test_threaten_with_a_restricted_target():
    # Claim the Firstborn: "Gain control of target creature with mana value 3 or less until end of turn.
    # Untap that creature. It gains haste until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo", tapped=True)
    b.cast("Claim the Firstborn", controller="Alex", targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert "Haste" in [a.text for a in res["bear"].characteristics.abilities]
    b.end_turn()
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Bo"
    assert "Haste" not in [a.text for a in res["bear"].characteristics.abilities]


def test_gain_control_untap_and_haste_in_one_sentence():
    # Eldrazi Obligator's "gain control of target creature until end of turn, untap that creature, and it
    # gains haste until end of turn": the untap is one-shot, the haste on the same target
    c = compile_text("Test Obligator", "When you cast this spell, gain control of target creature until end of "
                     "turn, untap that creature, and it gains haste until end of turn.", ["Creature"])
    assert c.effects == {1: {"affects": "targets", "duration": "end_of_turn", "gain_control": "you",
                             "add_abilities": ["Haste"]}}


def test_for_each_opponent_up_to_one_target():
    # Hideous Taskmaster
    text = ("When you cast this spell, for each opponent, gain control of up to one target creature that player "
            "controls until end of turn. Untap those creatures. They gain trample, haste, and annihilator 1 until "
            "end of turn.")
    c = compile_text("Test Taskmaster", text, ["Creature"])
    assert c.effects == {1: {"affects": "targets", "duration": "end_of_turn", "gain_control": "you",
                             "add_abilities": ["Trample", "Haste", "Annihilator 1"]}}


def test_untap_all_and_gain_control_of_them():
    # Insurrection: "Untap all creatures and gain control of them until end of turn. They gain haste
    # until end of turn." -- every creature there as it resolves (611.2c), a creature entering later not
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo", tapped=True)
    b.enter("Hill Giant", id="giant", controller="Alex")
    b.cast("Insurrection", controller="Alex")
    b.enter("Grizzly Bears", id="late", controller="Bo")
    res = b.resolve()
    assert [res[i].characteristics.controller for i in ("bear", "giant", "late")] == ["Alex", "Alex", "Bo"]
    assert "Haste" in [a.text for a in res["bear"].characteristics.abilities]
    assert "Haste" not in [a.text for a in res["late"].characteristics.abilities]


def test_target_restrictions_are_not_selectors():
    # "with power 2 or less" restricts a target (115.1); the vocabulary has no selector for it
    assert not compile_text("Test Lord", "Creatures you control with power 2 or less get +1/+1.", ["Creature"]).supported
    # a resolving spell's objects are fixed as it resolves (611.2c): "all creatures with power 4 or greater"
    # is read then, from the board as it is (the statics branch's power selector)
    assert compile_text("Test Mob", "Gain control of all creatures with power 4 or greater until end of turn.",
                        ["Sorcery"]).effects == {1: {"affects": {"power": {"min": 4}, "types": ["Creature"]},
                                                     "duration": "end_of_turn", "gain_control": "you"}}
    c = compile_text("Test Ritual", "Gain control of target nonartifact, nonblack creature.", ["Sorcery"])
    assert c.effects == {1: {"affects": "targets", "gain_control": "you"}}


def test_lists_of_types_and_of_non_words():
    c = compile_text("Test Ward", "Each artifact, creature, or enchantment you control gains hexproof until end of "
                     "turn.", ["Instant"])
    assert c.effects == {1: {"affects": {"controller": "you", "any_types": ["Artifact", "Creature", "Enchantment"]},
                             "duration": "end_of_turn", "add_abilities": ["Hexproof"]}}
    c = compile_text("Test Plague", "Nonartifact, nonblack creatures get -1/-1.", ["Enchantment"])
    assert c.effects == {1: {"affects": {"not_types": ["Artifact"], "not_colors": ["B"], "types": ["Creature"]},
                             "modify_pt": [-1, -1]}}


# ---------------------------------------------------------------------------------- 611.2b durations

def test_for_as_long_as_you_control_and_it_remains_tapped():
    # Rubinia Soulsinger: "{T}: Gain control of target creature for as long as you control Rubinia
    # Soulsinger and Rubinia Soulsinger remains tapped."
    b = Board()
    b.enter("Rubinia Soulsinger", id="rubinia", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.tap("rubinia")
    b.ability("rubinia", 2, targets=["bear"])
    assert controllers(b, "bear") == ("Alex",)
    b.untap("rubinia")                              # no longer tapped: the effect ends
    assert controllers(b, "bear") == ("Bo",)


def test_for_as_long_as_you_control_ends_when_control_of_the_source_is_lost():
    # 611.2b: Bo takes Rubinia until end of turn: Alex no longer controls it, so Alex's control of the
    # Bears ends, and does not come back when Rubinia returns to Alex at end of turn
    b = Board()
    b.enter("Rubinia Soulsinger", id="rubinia", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.tap("rubinia")
    b.ability("rubinia", 2, targets=["bear"])
    b.cast("Act of Treason", controller="Bo", targets=["rubinia"])
    assert controllers(b, "rubinia", "bear") == ("Bo", "Bo")
    b.tap("rubinia")                # Act of Treason untapped it; tapped again, the effect has still ended
    b.end_turn()
    assert controllers(b, "rubinia", "bear") == ("Alex", "Bo")


def test_for_as_long_as_you_control_it_ends_when_it_leaves():
    text = "{T}: Gain control of target creature for as long as you control this creature."
    b, c = board_with("Test Charmer", "Creature — Human", text, mana_cost="{2}{U}", power=1, toughness=1)
    assert c.effects[1] == {"affects": "targets", "duration": "while_controlled", "gain_control": "you"}
    b.enter("Test Charmer", id="charmer", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("charmer", 1, targets=["bear"])
    b.untap("charmer")                      # not "remains tapped": untapping ends nothing
    assert controllers(b, "bear") == ("Alex",)
    b.move("charmer", "graveyard")
    assert controllers(b, "bear") == ("Bo",)


def test_each_player_gains_control_of_all_permanents_they_own():
    # The Fall of Lord Konda, chapter II: "Each player gains control of all permanents they own."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Avarice Totem", id="totem", controller="Alex")
    b.ability("totem", 1, targets=["bear"])
    assert controllers(b, "bear", "totem") == ("Alex", "Bo")
    b.enter("The Fall of Lord Konda // Fragment of Konda", id="saga", controller="Alex")
    b.ability("saga", 2)
    assert controllers(b, "bear", "totem", "saga") == ("Bo", "Alex", "Alex")


def test_exchange_with_a_spell_is_unsupported():
    # Sudden Substitution exchanges control of a spell and a creature: not two permanents (701.12b, 110.2b)
    c = compile_text("Test Substitution", "Exchange control of target noncreature spell and target creature.",
                     ["Instant"])
    assert not c.supported


def test_exchange_as_a_mode():
    # Shifting Grift (spree): "+ {2} — Exchange control of two target creatures. + {1} — Exchange control
    # of two target artifacts. ..."; with the first mode only
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Shifting Grift", controller="Alex", targets=["bear", "giant"], choices={"modes": [1]})
    assert controllers(b, "bear", "giant") == ("Bo", "Alex")


def test_gain_control_of_what_you_own_but_dont_control():
    # Coveted Falcon: "gain control of target permanent you own but don't control"; as a group selector
    # the words are owner: you, controller: opponent (110.2)
    c = compile_text("Test Reclaim", "At the beginning of your upkeep, you gain control of all creatures you own but "
                     "don't control.", ["Enchantment"])
    assert c.effects == {1: {"affects": {"types": ["Creature"], "owner": "you", "controller": "opponent"},
                             "gain_control": "you"}}


def test_x_targets():
    # 115.1d: "X target lands": any number of targets, the scenario's
    c = compile_text("Test Flood", "X target lands become Forests until end of turn.", ["Sorcery"])
    assert c.effects == {1: {"affects": "targets", "duration": "end_of_turn", "set_subtypes": ["Forest"]}}
    c = compile_text("Test Seize", "Gain control of up to X target creatures until end of turn.", ["Sorcery"])
    assert c.effects == {1: {"affects": "targets", "duration": "end_of_turn", "gain_control": "you"}}


def test_grab_the_reins_first_mode():
    # "• Until end of turn, you gain control of target creature and it gains haste."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.cast("Grab the Reins", controller="Alex", targets=["bear"], choices={"modes": 1})
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex" and res["bear"].has("Haste")
    assert res.unsupported == []
    b.end_turn()
    assert controllers(b, "bear") == ("Bo",)
