"""Choices made as a spell or ability resolves (608.2d) and players as targets (115.1) (issue 12).

Each expected value comes from the card's oracle text (checked against the pool file) and the rules
it cites, never from the compiler's output: a board is built with the real pool card, resolved, and
the characteristics the text implies are asserted; a missing or invalid choice is one ScenarioError
naming ``choices.<key>``; a scenario with the choice saves and reloads.
"""
from __future__ import annotations

import pytest
import yaml

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.scenario import Scenario
from layerkit.vocabulary.parse import parse_definition


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def _reloaded(board: layerkit.Board, expect: dict) -> Scenario:
    """The board's steps written as a scenario file and read back, with expectations."""
    text = yaml.safe_dump({"title": "choices", "steps": [s.to_yaml() for s in board.steps], "expect": expect},
                          sort_keys=False)
    return Scenario.from_yaml(text)


# ------------------------------------------------------------------------------ protection from a chosen color

def test_stave_off_protection_from_the_color_of_your_choice() -> None:
    # Stave Off: "Target creature gains protection from the color of your choice until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError) as err:
        b.cast("Stave Off", targets=["bear"])
    assert err.value.field == "choices.color"
    with pytest.raises(ScenarioError) as err:
        b.cast("Stave Off", targets=["bear"], choices={"color": "purple"})
    assert err.value.field == "choices.color"
    b.cast("Stave Off", targets=["bear"], choices={"color": "red"})
    res = b.resolve()
    assert "Protection from red" in _abilities(res, "bear")              # 702.16a
    assert not res.unsupported
    sc = _reloaded(b, {"bear": {"has": ["Protection from red"]}})
    assert sc.check() == []
    b.end_turn()                                                          # "until end of turn" (514.2)
    assert "Protection from red" not in _abilities(b.resolve(), "bear")


def test_cartel_aristocrat_activated_protection_for_itself() -> None:
    # Cartel Aristocrat: "Sacrifice another creature: This creature gains protection from the color of
    # your choice until end of turn."
    b = layerkit.Board()
    b.enter("Cartel Aristocrat", id="ca")
    with pytest.raises(ScenarioError) as err:
        b.ability("ca", 1)
    assert err.value.field == "choices.color"
    b.ability("ca", 1, choices={"color": "B"})
    res = b.resolve()
    assert "Protection from black" in _abilities(res, "ca")
    assert "Protection from the chosen color" not in _abilities(res, "ca")


def test_pale_wayfarer_its_controllers_choice() -> None:
    # Pale Wayfarer: "Target creature gains protection from the color of its controller's choice until end of turn."
    b = layerkit.Board()
    b.enter("Pale Wayfarer", id="pw")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    with pytest.raises(ScenarioError) as err:
        b.ability("pw", 1, targets=["bear"])
    assert err.value.field == "choices.color"
    b.ability("pw", 1, targets=["bear"], choices={"color": "G"})
    assert "Protection from green" in _abilities(b.resolve(), "bear")


def test_voice_of_all_protection_from_the_chosen_color() -> None:
    # Voice of All: "As this creature enters, choose a color. / This creature has protection from the chosen color."
    b = layerkit.Board()
    with pytest.raises(ScenarioError) as err:
        b.enter("Voice of All", id="voice")
    assert err.value.field == "choices.color"
    b.enter("Voice of All", id="voice", choices={"color": "U"})
    res = b.resolve()
    assert {"Flying", "Protection from blue"} <= _abilities(res, "voice")
    assert not res.unsupported


def test_floating_shield_activated_ability_uses_the_color_chosen_as_it_entered() -> None:
    # Floating Shield: "As this Aura enters, choose a color. / Enchanted creature has protection from the
    # chosen color. ... / Sacrifice this Aura: Target creature gains protection from the chosen color until
    # end of turn." (607.2a: the chosen color is the one chosen as it entered)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.enter("Floating Shield", id="shield", attached_to="a", choices={"color": "W"})
    b.ability("shield", 4, targets=["b"])
    res = b.resolve()
    assert "Protection from white" in _abilities(res, "a")
    assert "Protection from white" in _abilities(res, "b")


def test_a_choice_made_only_if_a_condition_holds_is_unsupported() -> None:
    # Aven Warcraft: "Threshold — If there are seven or more cards in your graveyard, choose a color.
    # Creatures you control also gain protection from the chosen color until end of turn."
    text = ("Creatures you control get +0/+2 until end of turn.\nThreshold — If there are seven or more cards in "
            "your graveyard, choose a color. Creatures you control also gain protection from the chosen color "
            "until end of turn.")
    c = compile_text("Aven Warcraft", text, ["Instant"])
    assert not c.supported


def test_hexproof_from_a_chosen_color_names_the_color_chosen() -> None:
    # 702.11d, 608.2d: the color chosen as it resolves (the step's choices.color), written in its place
    # (was unsupported before the engine could name it: tests/test_compiler_other9.py)
    c = compile_text("Test", "Target creature gains hexproof from the color of your choice until end of turn.",
                     ["Instant"])
    assert c.supported and c.effects[1]["add_abilities"] == ["Hexproof from the chosen color"]


# ------------------------------------------------------------------------------ types of your choice

def test_mistform_mask_the_creature_type_of_your_choice() -> None:
    # Mistform Mask: "Enchant creature / {1}: Enchanted creature becomes the creature type of your choice
    # until end of turn." (205.1a: it replaces the creature's creature types)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Mistform Mask", id="mask", attached_to="bear")
    with pytest.raises(ScenarioError) as err:
        b.ability("mask", 2)
    assert err.value.field == "choices.creature_type"
    b.ability("mask", 2, choices={"creature_type": "Goblin"})
    res = b.resolve()
    assert res["bear"].subtypes == {"Goblin"}
    assert "Creature" in res["bear"].types
    assert _reloaded(b, {"bear": {"subtypes": ["Goblin"]}}).check() == []


def test_defensive_maneuvers_creatures_of_the_creature_type_of_your_choice() -> None:
    # Defensive Maneuvers: "Creatures of the creature type of your choice get +0/+4 until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")                    # a Bear
    b.enter("Goblin Cadets", id="gob", controller="Bo")   # a Goblin, 2/1
    with pytest.raises(ScenarioError) as err:
        b.cast("Defensive Maneuvers")
    assert err.value.field == "choices.creature_type"
    b.cast("Defensive Maneuvers", choices={"creature_type": "Goblin"})
    res = b.resolve()
    assert (res["gob"].power, res["gob"].toughness) == (2, 5)
    assert (res["bear"].power, res["bear"].toughness) == (2, 2)
    b.enter("Goblin Cadets", id="late")                    # 611.2c: affected objects fixed as it resolved
    assert b.resolve()["late"].toughness == 1


def test_shimmering_mirage_the_basic_land_type_of_your_choice() -> None:
    # Shimmering Mirage: "Target land becomes the basic land type of your choice until end of turn."
    # 305.7: the land loses its old land types and abilities and has the chosen type's mana ability
    b = layerkit.Board()
    b.enter("Forest", id="land")
    with pytest.raises(ScenarioError) as err:
        b.cast("Shimmering Mirage", targets=["land"])
    assert err.value.field == "choices.land_type"
    with pytest.raises(ScenarioError) as err:
        b.cast("Shimmering Mirage", targets=["land"], choices={"land_type": "Desert"})   # not basic (305.6)
    assert err.value.field == "choices.land_type"
    b.cast("Shimmering Mirage", targets=["land"], choices={"land_type": "Island"})
    res = b.resolve()
    assert res["land"].subtypes == {"Island"}
    assert "Basic" in res["land"].supertypes
    assert any("{U}" in t for t in _abilities(res, "land"))
    assert not any("{G}" in t for t in _abilities(res, "land"))


# ------------------------------------------------------------------------------ your choice of abilities

def test_assassin_initiate_your_choice_of_abilities() -> None:
    # Assassin Initiate: "{1}: This creature gains your choice of flying, deathtouch, or lifelink until end of turn."
    c = compile_text("Assassin Initiate",
                     "{1}: This creature gains your choice of flying, deathtouch, or lifelink until end of turn.",
                     ["Creature"])
    assert c.effects[1] == {"affects": "self", "duration": "end_of_turn",
                            "add_abilities": [{"one_of": ["Flying", "Deathtouch", "Lifelink"]}]}
    b = layerkit.Board()
    b.enter("Assassin Initiate", id="ai")
    with pytest.raises(ScenarioError) as err:
        b.ability("ai", 1)
    assert err.value.field == "choices.ability"
    with pytest.raises(ScenarioError) as err:
        b.ability("ai", 1, choices={"ability": "haste"})    # not one of the three
    assert err.value.field == "choices.ability"
    b.ability("ai", 1, choices={"ability": "deathtouch"})
    res = b.resolve()
    assert "Deathtouch" in _abilities(res, "ai")
    assert not {"Flying", "Lifelink"} & _abilities(res, "ai")
    assert _reloaded(b, {"ai": {"has": ["Deathtouch"], "lacks": ["Flying", "Lifelink"]}}).check() == []


def test_orcish_medicine_your_choice_of_two() -> None:
    # Orcish Medicine: "Target creature gains your choice of lifelink or indestructible until end of turn.
    # / Amass Orcs 1." (amass is a one-shot keyword action beside it)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Orcish Medicine", targets=["bear"], choices={"ability": "Indestructible"})
    res = b.resolve()
    assert "Indestructible" in _abilities(res, "bear")
    assert "Lifelink" not in _abilities(res, "bear")


def test_one_of_vocabulary_is_validated() -> None:
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "add_abilities": [{"one_of": ["Flying"]}]}, "test")
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "add_abilities": [{"one_of": ["Flying", "Reach"], "text": "x"}]}, "test")


# ------------------------------------------------------------------------------ target players

def test_arms_of_hadar_creatures_target_player_controls() -> None:
    # Arms of Hadar: "Creatures target player controls get -2/-2 until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError) as err:
        b.cast("Arms of Hadar")
    assert err.value.field == "choices.player"
    with pytest.raises(ScenarioError) as err:
        b.cast("Arms of Hadar", choices={"player": "Nobody"})
    assert err.value.field == "choices.player"
    b.cast("Arms of Hadar", choices={"player": "Bo"})
    res = b.resolve()
    assert (res["theirs"].power, res["theirs"].toughness) == (0, 0)
    assert (res["mine"].power, res["mine"].toughness) == (2, 2)
    assert _reloaded(b, {"theirs": {"power": 0}, "mine": {"power": 2}}).check() == []


def test_arms_of_hadar_may_target_its_controller() -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.cast("Arms of Hadar", choices={"player": "Alex"})      # "target player": any player (115.1)
    assert b.resolve()["mine"].power == 0


def test_neutralize_the_guards_target_opponent_must_be_an_opponent() -> None:
    # Neutralize the Guards: "Creatures target opponent controls get -1/-1 until end of turn. Surveil 2."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError) as err:
        b.cast("Neutralize the Guards", choices={"player": "Alex"})   # Alex casts it: not an opponent
    assert err.value.field == "choices.player"
    b.cast("Neutralize the Guards", choices={"player": "Bo"})
    res = b.resolve()
    assert (res["theirs"].power, res["mine"].power) == (1, 2)


def test_harmless_offering_target_opponent_gains_control() -> None:
    # Harmless Offering: "Target opponent gains control of target permanent you control." (613.1b, layer 2)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError) as err:
        b.cast("Harmless Offering", targets=["theirs"], choices={"player": "Bo"})   # not "you control"
    assert err.value.field == "targets[0]"
    with pytest.raises(ScenarioError) as err:
        b.cast("Harmless Offering", targets=["mine"])
    assert err.value.field == "choices.player"
    b.cast("Harmless Offering", targets=["mine"], choices={"player": "Bo"})
    res = b.resolve()
    assert res["mine"].controller == "Bo"
    assert not res.unsupported
    assert _reloaded(b, {"mine": {"controller": "Bo"}}).check() == []


def test_goblin_cadets_target_opponent_gains_control_of_it() -> None:
    # Goblin Cadets: "Whenever this creature blocks or becomes blocked, target opponent gains control of it."
    b = layerkit.Board()
    b.enter("Goblin Cadets", id="cadets")
    b.ability("cadets", 1, choices={"player": "Bo"})
    assert b.resolve()["cadets"].controller == "Bo"


def test_avarice_amulet_opponent_gains_control_of_the_equipment() -> None:
    # Avarice Amulet: "Whenever equipped creature dies, target opponent gains control of this Equipment."
    b = layerkit.Board()
    b.enter("Avarice Amulet", id="amulet")
    b.ability("amulet", 2, choices={"player": "Bo"})
    assert b.resolve()["amulet"].controller == "Bo"


def test_two_players_in_one_ability_are_unsupported() -> None:
    text = ("Creatures target player controls get +1/+1 until end of turn. "
            "Creatures target opponent controls get -1/-1 until end of turn.")
    assert not compile_text("Test", text, ["Instant"]).supported


def test_brave_the_elements_choose_a_color_then_the_chosen_color() -> None:
    # Brave the Elements: "Choose a color. White creatures you control gain protection from the chosen
    # color until end of turn." (611.2c: the white creatures you control as it resolves)
    b = layerkit.Board()
    b.enter("Savannah Lions", id="lions")              # white
    b.enter("Grizzly Bears", id="bear")                # green
    b.enter("Savannah Lions", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError) as err:
        b.cast("Brave the Elements")
    assert err.value.field == "choices.color"
    b.cast("Brave the Elements", choices={"color": "black"})
    res = b.resolve()
    assert "Protection from black" in _abilities(res, "lions")
    assert "Protection from black" not in _abilities(res, "bear")
    assert "Protection from black" not in _abilities(res, "theirs")


def test_savage_alliance_mode_with_a_target_player() -> None:
    # Savage Alliance: "Choose one or more — • Creatures target player controls gain trample until end of
    # turn. • ~ deals 2 damage to target creature. • ~ deals 1 damage to each creature target opponent controls."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError) as err:
        b.cast("Savage Alliance", choices={"modes": 1})
    assert err.value.field == "choices.player"
    # mode 1 may target its controller; mode 3's opponent is another target, not checked against it
    b.cast("Savage Alliance", choices={"modes": [1, 3], "player": "Alex"})
    res = b.resolve()
    assert "Trample" in _abilities(res, "mine")
    assert "Trample" not in _abilities(res, "theirs")


# ------------------------------------------------------------------------------ your choice of counters

def test_boot_nipper_enters_with_your_choice_of_counter() -> None:
    # Boot Nipper: "This creature enters with your choice of a deathtouch counter or a lifelink counter on it."
    # 614.1c, 614.12: the kind is chosen as it enters; a keyword counter gives the keyword (122.1b)
    b = layerkit.Board()
    with pytest.raises(ScenarioError) as err:
        b.enter("Boot Nipper", id="bn")
    assert err.value.field == "choices.counter"
    with pytest.raises(ScenarioError) as err:
        b.enter("Boot Nipper", id="bn", choices={"counter": "flying"})
    assert err.value.field == "choices.counter"
    b.enter("Boot Nipper", id="bn", choices={"counter": "lifelink"})
    res = b.resolve()
    assert res["bn"].counters == {"lifelink": 1}
    assert "Lifelink" in _abilities(res, "bn")
    assert "Deathtouch" not in _abilities(res, "bn")
    assert not res.unsupported
    assert _reloaded(b, {"bn": {"counters": {"lifelink": 1}, "has": ["Lifelink"]}}).check() == []


def test_ferocious_tigorilla_menace_counter() -> None:
    # Ferocious Tigorilla: "This creature enters with your choice of a trample counter or a menace counter on it."
    b = layerkit.Board()
    b.cast("Ferocious Tigorilla", id="ft", choices={"counter": "menace"})       # a creature spell enters (608.3)
    res = b.resolve()
    assert res["ft"].counters == {"menace": 1}
    assert "Menace" in _abilities(res, "ft") and "Trample" not in _abilities(res, "ft")


def test_a_token_copy_without_the_choice_is_reported() -> None:
    # a token copy enters with no choice made for it: its counter is unknown, so it is unsupported (never guessed)
    b = layerkit.Board()
    b.define("Test Copier", "Artifact", oracle_text="{T}: Create a token that's a copy of target creature.",
             effects={1: {"kind": "activated", "affects": "targets", "create_token_copy": {}}})
    b.enter("Boot Nipper", id="bn", choices={"counter": "deathtouch"})
    b.enter("Test Copier", id="copier")
    b.ability("copier", 1, targets=["bn"])
    res = b.resolve()
    assert res["copier-token"].counters == {}
    assert any(u[0] == "copier-token" for u in b._state.unsupported)
    assert res.unsupported


def test_counter_choice_vocabulary_is_validated() -> None:
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "enters_with_counters": {"one_of": ["flying"]}}, "test")
