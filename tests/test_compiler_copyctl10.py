"""Copy and control phrases of round 10 (issue 12).

613.1b, 608.2c: a player other than the controller who gains control of the source and follows other
instructions about it in the same sentence ("that player gains control of ~, untaps it, and puts a +1/+1 counter
on it"). Each expected value comes from the card's oracle text and the rules: a board is built with the real pool
cards, resolved, and the characteristics the text implies are asserted.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------------------ control (613.1b, 608.2c)

def test_alexios_changes_control_gets_a_counter_and_haste() -> None:
    # "At the beginning of each player's upkeep, that player gains control of Alexios, untaps it, and puts a +1/+1
    # counter on it. It gains haste until end of turn." Alexios is a 4/4.
    b = layerkit.Board()
    b.enter("Alexios, Deimos of Kosmos", id="alexios")
    with pytest.raises(ScenarioError):
        b.ability("alexios", 3)                         # which player: the step says (choices.player)
    b.ability("alexios", 3, choices={"player": "Bo"})
    res = b.resolve()
    c = res["alexios"].characteristics
    assert (c.controller, c.power, c.toughness) == ("Bo", 5, 5)     # 613.1b; 7c: one +1/+1 counter
    assert "Haste" in _texts(res, "alexios")
    assert not res.unsupported
    b.end_turn()                                        # the haste ends (514.2); control and the counter last
    res = b.resolve()
    c = res["alexios"].characteristics
    assert (c.controller, c.power, c.toughness) == ("Bo", 5, 5)
    assert "Haste" not in _texts(res, "alexios")


@pytest.mark.parametrize("card, which", [
    # "Whenever you're dealt combat damage, the attacking player gains control of this artifact and untaps it."
    ("Contested Game Ball", 1),
    # "At the beginning of your end step, target opponent gains control of this artifact and puts a charge counter
    # on it." (charge counters change no characteristic, 122.1)
    ("Jinxed Choker", 1),
    # "Whenever one or more creatures an opponent controls attack you and aren't blocked, that player draws three
    # cards and gains control of this artifact. Untap it."
    ("Coveted Jewel", 3),
    # "At the beginning of each player's upkeep, that player untaps Karona and gains control of it."
    ("Karona, False God", 2),
])
def test_the_player_the_step_names_gains_control_of_the_source(card: str, which: int) -> None:
    b = layerkit.Board()
    b.enter(card, id="x")
    with pytest.raises(ScenarioError):
        b.ability("x", which)
    b.ability("x", which, choices={"player": "Bo"})
    res = b.resolve()
    assert res["x"].characteristics.controller == "Bo"
    assert not res.unsupported
    b.end_turn()                                        # no duration: it lasts (611.2a)
    assert b.resolve()["x"].characteristics.controller == "Bo"


def test_player_instructions_compile_as_the_rules_read_them() -> None:
    got = compile_text("Alexios", "At the beginning of each player's upkeep, that player gains control of Alexios, "
                       "untaps it, and puts a +1/+1 counter on it.", types=["Creature"])
    assert got.effects == {1: {"affects": "self", "gain_control": "chosen", "counters": {"+1/+1": 1}}}
    assert not got.unsupported


@pytest.mark.parametrize("text", [
    # "it" before anything names the source: not read
    "At the beginning of your upkeep, that player untaps it and gains control of Alexios.",
    # an instruction about another object: not read as one about the source
    "At the beginning of your upkeep, that player gains control of Alexios and puts a +1/+1 counter on target creature.",
    # two changes of control
    "At the beginning of your upkeep, that player gains control of Alexios and gains control of it.",
])
def test_other_player_instruction_sentences_stay_reported(text: str) -> None:
    got = compile_text("Alexios", text, types=["Creature"])
    assert got.unsupported
    assert not any(d.get("gain_control") for d in got.effects.values())


# ------------------------------------------------------------------------------ the player who controls the most

def test_wild_mammoth_goes_to_the_player_who_controls_the_most_creatures() -> None:
    # "At the beginning of your upkeep, if a player controls more creatures than each other player, the player who
    # controls the most creatures gains control of this creature." Alex: the Mammoth; Bo: two Bears.
    b = layerkit.Board()
    b.enter("Wild Mammoth", id="m")
    b.enter("Grizzly Bears", id="b1", controller="Bo")
    b.enter("Grizzly Bears", id="b2", controller="Bo")
    b.ability("m", 1)
    res = b.resolve()
    assert res["m"].characteristics.controller == "Bo"
    assert not res.unsupported
    # now Bo controls three creatures, Alex none: the next upkeep trigger leaves it with Bo
    b.ability("m", 1)
    assert b.resolve()["m"].characteristics.controller == "Bo"


def test_wild_mammoth_stays_when_players_tie_for_the_most() -> None:
    # one creature each: no player controls more than each other player (603.4): nothing happens
    b = layerkit.Board()
    b.enter("Wild Mammoth", id="m")
    b.enter("Grizzly Bears", id="b1", controller="Bo")
    b.ability("m", 1)
    res = b.resolve()
    assert res["m"].characteristics.controller == "Alex"
    assert not res.unsupported


def test_thoughtbound_primoc_counts_wizards_as_they_are_then() -> None:
    # "... if a player controls more Wizards than each other player, the player who controls the most Wizards gains
    # control of this creature." Bo's Merfolk Looter is no Wizard; Alex's Prodigal Sorcerer (a Human Wizard) is.
    b = layerkit.Board()
    b.enter("Thoughtbound Primoc", id="p", controller="Bo")
    b.enter("Prodigal Sorcerer", id="tim")
    b.enter("Merfolk Looter", id="looter", controller="Bo")
    b.ability("p", 2)
    res = b.resolve()
    assert res["p"].characteristics.controller == "Alex"
    assert not res.unsupported


def test_the_most_compiles_only_with_its_intervening_if() -> None:
    got = compile_text("Mammoth", "At the beginning of your upkeep, if a player controls more creatures than each "
                       "other player, the player who controls the most creatures gains control of Mammoth.",
                       types=["Creature"])
    assert got.effects == {1: {"affects": "self", "gain_control": {"most": {"types": ["Creature"]}}}}
    for text in (
            # no intervening "if": a tie would leave the player unnamed
            "At the beginning of your upkeep, the player who controls the most creatures gains control of Mammoth.",
            # other objects counted than the "if" counts
            "At the beginning of your upkeep, if a player controls more Wizards than each other player, the player "
            "who controls the most creatures gains control of Mammoth.",
            # the "if" beside another effect
            "At the beginning of your upkeep, if a player controls more creatures than each other player, Mammoth "
            "gets +1/+1 until end of turn."):
        got = compile_text("Mammoth", text, types=["Creature"])
        assert got.unsupported and not got.effects


def test_wild_dogs_goes_to_the_player_with_the_most_life() -> None:
    # "At the beginning of your upkeep, if a player has more life than each other player, the player with the most
    # life gains control of this creature." Life totals are game facts (119): stated, never assumed
    b = layerkit.Board()
    b.enter("Wild Dogs", id="dogs")
    b.ability("dogs", 1)
    res = b.resolve()
    assert res["dogs"].characteristics.controller == "Alex"
    assert res.unsupported                              # the life totals were not stated: nothing applied, listed
    b = layerkit.Board()
    b.enter("Wild Dogs", id="dogs")
    b.state_fact("Alex", life=10)
    b.state_fact("Bo", life=14)
    b.ability("dogs", 1)
    res = b.resolve()
    assert res["dogs"].characteristics.controller == "Bo"
    assert not res.unsupported


def test_wild_dogs_stays_when_life_totals_tie() -> None:
    b = layerkit.Board()
    b.enter("Wild Dogs", id="dogs")
    b.state_fact("Alex", life=14)
    b.state_fact("Bo", life=14)
    b.ability("dogs", 1)
    res = b.resolve()
    assert res["dogs"].characteristics.controller == "Alex"     # 603.4: no player has more life than each other
    assert not res.unsupported


def test_fractured_loyalty_gives_the_creature_to_the_controller_of_the_spell_or_ability() -> None:
    # "Whenever enchanted creature becomes the target of a spell or ability, that spell or ability's controller
    # gains control of that creature. (This effect lasts indefinitely.)": that player, the step's choices.player
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Fractured Loyalty", id="fl", attached_to="bear")
    with pytest.raises(ScenarioError):
        b.ability("fl", 2)
    b.ability("fl", 2, choices={"player": "Bo"})
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Bo"
    assert not res.unsupported
    b.move("fl", "graveyard")                           # 611.2a, 611.2c: it lasts, on that creature
    assert b.resolve()["bear"].characteristics.controller == "Bo"


# ------------------------------------------------------------------------------ "noncommander" (903.3)

def test_subjugate_the_hobbits_takes_each_noncommander_creature_with_mana_value_3_or_less() -> None:
    # "Gain control of each noncommander creature with mana value 3 or less."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")                    # mana value 2
    b.enter("Grizzly Bears", id="cmdr", controller="Bo", commander=True)    # Bo's commander
    b.enter("Serra Angel", id="angel", controller="Bo")                     # mana value 5
    b.cast("Subjugate the Hobbits")
    res = b.resolve()
    assert {oid: res[oid].characteristics.controller for oid in ("bear", "cmdr", "angel")} == \
        {"bear": "Alex", "cmdr": "Bo", "angel": "Bo"}
    assert not res.unsupported


def test_shield_broker_keeps_the_creature_while_it_has_a_shield_counter() -> None:
    # "When this creature enters, put a shield counter on target noncommander creature you don't control. You gain
    # control of that creature for as long as it has a shield counter on it."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Shield Broker", id="broker")
    b.ability("broker", 1, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert not res.unsupported
    b.counters("bear", remove={"shield": 1})            # 611.2b: the effect ends with the counter
    assert b.resolve()["bear"].characteristics.controller == "Bo"


def test_domineering_will_gives_the_targets_to_the_target_player_until_end_of_turn() -> None:
    # "Target player gains control of up to three target nonattacking creatures until end of turn. Untap those
    # creatures. They block this turn if able."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Serra Angel", id="angel")
    with pytest.raises(ScenarioError):
        b.cast("Domineering Will", targets=["bear", "angel"])      # which player: the step says
    b.cast("Domineering Will", targets=["bear", "angel"], choices={"player": "Bo"})
    res = b.resolve()
    assert (res["bear"].characteristics.controller, res["angel"].characteristics.controller) == ("Bo", "Bo")
    assert not res.unsupported
    b.end_turn()                                        # 514.2
    res = b.resolve()
    assert (res["bear"].characteristics.controller, res["angel"].characteristics.controller) == ("Alex", "Alex")


def test_nonattacking_is_read_only_in_a_target_phrase() -> None:
    got = compile_text("X", "Nonattacking creatures get +1/+1.", types=["Enchantment"])
    assert got.unsupported and not got.effects
    got = compile_text("Alarum", "Untap target nonattacking creature. It gets +1/+3 until end of turn.", types=["Instant"])
    assert got.effects == {1: {"affects": "targets", "duration": "end_of_turn", "modify_pt": [1, 3]}}


def test_jabaris_influence_takes_the_attacker_and_puts_a_minus_one_minus_zero_counter_on_it() -> None:
    # "Gain control of target nonartifact, nonblack creature that attacked you this turn and put a -1/-0 counter
    # on it." (the target restriction is the step's; 122.1a: a -1/-0 counter gives -1/-0, layer 7c)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.cast("Jabari's Influence", targets=["bear"])
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.controller, c.power, c.toughness) == ("Alex", 1, 2)
    assert not res.unsupported


def test_rangers_of_ithilien_keeps_the_creature_while_you_control_it() -> None:
    # "When this creature enters, gain control of up to one target creature with lesser power for as long as you
    # control this creature. Then the Ring tempts you." (611.2b: ends when Rangers leaves)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Rangers of Ithilien", id="rangers")
    b.ability("rangers", 2, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert not res.unsupported
    b.move("rangers", "graveyard")
    assert b.resolve()["bear"].characteristics.controller == "Bo"


def test_target_only_words_stay_reported_outside_a_target_phrase() -> None:
    got = compile_text("X", "Creatures with lesser power get +1/+1.", types=["Enchantment"])
    assert got.unsupported and not got.effects
    got = compile_text("X", "Creatures that attacked you this turn get -1/-1.", types=["Enchantment"])
    assert got.unsupported and not got.effects


def test_preacher_keeps_the_creature_while_it_remains_tapped() -> None:
    # "{T}: For as long as this creature remains tapped, gain control of target creature of an opponent's choice they
    # control." (the opponent's choice of target is the step's targets; 611.2b: ends when Preacher untaps)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Preacher", id="preacher")
    b.tap("preacher")
    b.ability("preacher", 2, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert not res.unsupported
    b.untap("preacher")
    assert b.resolve()["bear"].characteristics.controller == "Bo"


def test_seasinger_keeps_the_creature_while_controlled_and_tapped() -> None:
    # "{T}: Gain control of target creature whose controller controls an Island for as long as you control this
    # creature and this creature remains tapped."
    b = layerkit.Board()
    b.enter("Island", id="island", controller="Bo")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Seasinger", id="seasinger")
    b.tap("seasinger")
    b.ability("seasinger", 3, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert not res.unsupported
    b.untap("seasinger")
    assert b.resolve()["bear"].characteristics.controller == "Bo"


def test_skyfire_kirin_takes_the_target_until_end_of_turn() -> None:
    # "Whenever you cast a Spirit or Arcane spell, you may gain control of target creature with that spell's mana
    # value until end of turn." (the spell's mana value restricts the target: the step's)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Skyfire Kirin", id="kirin")
    b.ability("kirin", 2, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert not res.unsupported
    b.end_turn()
    assert b.resolve()["bear"].characteristics.controller == "Bo"
