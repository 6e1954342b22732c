"""Round 15, grants family: "until ~ leaves the battlefield" (611.2b), Auras attached to a player
("creatures enchanted player controls", "creatures attacking enchanted player", 303.4, 702.5d)."""

from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def _texts(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].characteristics.abilities]


def _facts(name: str, text: str, types: list[str], type_line: str, **kw: object) -> dict:
    return {"name": name, "oracle_text": text, "types": types, "type_line": type_line, **kw}


# ---------------------------------------------------------------- "until ~ leaves the battlefield" (611.2b)

def test_until_source_leaves_compiles_to_while_source() -> None:
    # Gaea's Liege's second ability: "{T}: Target land becomes a Forest until this creature leaves the battlefield."
    c = compile_card(_facts("Test Liege", "{T}: Target land becomes a Forest until this creature leaves the battlefield.",
                            ["Creature"], "Creature — Avatar", power="1", toughness="1"))
    assert c.effects[1] == {"affects": "targets", "duration": "while_source",
                            "set_subtypes": ["Forest"]}
    assert not c.unsupported


def test_graceful_antelope_makes_a_land_a_plains_until_it_leaves() -> None:
    b = Board()
    b.enter("Graceful Antelope", id="antelope")
    b.enter("Island", id="island", controller="Bo", owner="Bo")
    b.ability("antelope", 2, targets=["island"])
    r = b.resolve()
    assert r["island"].characteristics.subtypes == frozenset({"Plains"})    # 305.7: no longer an Island
    assert not r.unsupported
    b.end_turn()
    assert b.resolve()["island"].characteristics.subtypes == frozenset({"Plains"})   # lasts past the turn
    b.move("antelope", "graveyard")
    assert b.resolve()["island"].characteristics.subtypes == frozenset({"Island"})   # ends as it leaves


# ---------------------------------------------------------------- "enchanted player" (303.4, 702.5d)

def test_enchanted_player_controls_compiles_to_its_selector() -> None:
    c = compile_card(_facts("Curse of Death's Hold", "Enchant player\nCreatures enchanted player controls get -1/-1.",
                            ["Enchantment"], "Enchantment — Aura Curse"))
    assert c.effects[2] == {"affects": {"types": ["Creature"], "controller": "enchanted_player"},
                            "modify_pt": [-1, -1]}
    assert not c.unsupported


def test_curse_of_deaths_hold_shrinks_the_enchanted_players_creatures_only() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    b.enter("Curse of Death's Hold", id="curse", attached_to_player="Bo")
    r = b.resolve()
    assert (r["theirs"].characteristics.power, r["theirs"].characteristics.toughness) == (1, 1)
    assert (r["mine"].characteristics.power, r["mine"].characteristics.toughness) == (2, 2)
    assert not r.unsupported


def test_a_curse_attached_to_nobody_affects_nobody() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Curse of Death's Hold", id="curse")
    r = b.resolve()
    assert r["theirs"].characteristics.power == 2 and r["mine"].characteristics.power == 2


def test_a_curse_that_left_and_returned_enchants_nobody() -> None:
    # 400.7: the new object is attached to nothing
    b = Board()
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    b.enter("Curse of Death's Hold", id="curse", attached_to_player="Bo")
    b.move("curse", "graveyard")
    b.move("curse", "battlefield")
    assert b.resolve()["theirs"].characteristics.power == 2


def test_curse_of_conformity_sets_nonlegendary_creatures_of_the_enchanted_player() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo", owner="Bo")
    b.enter("Isamaru, Hound of Konda", id="isamaru", controller="Bo", owner="Bo")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Curse of Conformity", id="curse", attached_to_player="Bo")
    r = b.resolve()
    bears = r["bears"].characteristics
    assert (bears.power, bears.toughness) == (3, 3) and not bears.subtypes      # lost Bear
    isamaru = r["isamaru"].characteristics
    assert (isamaru.power, isamaru.toughness) == (2, 2) and "Dog" in isamaru.subtypes   # legendary
    assert r["mine"].characteristics.subtypes == frozenset({"Bear"})


def test_overwhelming_splendor_on_the_enchanted_players_creatures() -> None:
    b = Board()
    b.enter("Serra Angel", id="angel", controller="Bo", owner="Bo")
    b.enter("Serra Angel", id="mine")
    b.enter("Overwhelming Splendor", id="curse", attached_to_player="Bo")
    r = b.resolve()
    angel = r["angel"].characteristics
    assert (angel.power, angel.toughness) == (1, 1) and not angel.abilities
    assert "Flying" in _texts(r, "mine") and r["mine"].characteristics.power == 4


def test_curse_of_hospitality_gives_trample_to_creatures_attacking_the_enchanted_player() -> None:
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Grizzly Bears", id="at_bo")
    b.enter("Grizzly Bears", id="at_cy")
    b.enter("Grizzly Bears", id="home")
    b.enter("Curse of Hospitality", id="curse", controller="Cy", owner="Cy", attached_to_player="Bo")
    b.attack("at_bo", defender="Bo")
    b.attack("at_cy", defender="Cy")
    r = b.resolve()
    assert "Trample" in _texts(r, "at_bo")
    assert "Trample" not in _texts(r, "at_cy")
    assert "Trample" not in _texts(r, "home")


def test_only_an_aura_with_enchant_player_is_attached_to_a_player() -> None:
    b = Board()
    with pytest.raises(ScenarioError, match="702.5d"):
        b.enter("Pacifism", attached_to_player="Bo")
    with pytest.raises(ScenarioError, match="not a player"):
        b.enter("Curse of Death's Hold", attached_to_player="Nobody")
    with pytest.raises(ScenarioError, match="battlefield"):
        b.enter("Curse of Death's Hold", zone="graveyard", attached_to_player="Bo")


# ---------------------------------------------------------------- perpetual grants to the one card named

def test_spara_s_bodyguard_grants_the_chosen_card_in_hand_its_ability_perpetually() -> None:
    # "you may choose a creature card in your hand. If you do, it perpetually gains '...'": the card chosen
    # (choices.object) keeps the ability as it moves to the battlefield (perpetual)
    granted = "This creature enters the battlefield with an additional shield counter on it."
    b = Board()
    b.enter("Grizzly Bears", id="card", zone="hand")
    b.enter("Grizzly Bears", id="other", zone="hand")
    b.enter("Spara's Bodyguard", id="sb")
    b.ability("sb", 1, choices={"object": "card"})
    r = b.resolve()
    assert granted in _texts(r, "card")
    assert granted not in _texts(r, "other") and granted not in _texts(r, "sb")
    b.move("card", "battlefield")
    assert granted in _texts(b.resolve(), "card")


def test_spara_s_bodyguard_needs_the_chosen_card() -> None:
    b = Board()
    b.enter("Spara's Bodyguard", id="sb")
    with pytest.raises(ScenarioError, match="choices.object"):
        b.ability("sb", 1)


def test_effluence_devourer_grants_the_sacrificed_creature_its_ability() -> None:
    # "Whenever you sacrifice ~ or another creature, it perpetually gains '...'": the creature sacrificed, the
    # ability's event object (the step's targets), now a card in the graveyard
    b = Board()
    b.enter("Effluence Devourer", id="dev")
    b.enter("Grizzly Bears", id="bears")
    b.move("bears", "graveyard")
    b.ability("dev", 1, targets=["bears"])
    r = b.resolve()
    assert any(t.startswith("{2}, Exile this card from your graveyard: Create an X/X green Ooze") for t in _texts(r, "bears"))
    assert not any(t.startswith("{2}, Exile this card") for t in _texts(r, "dev"))
    assert not r.unsupported


# ---------------------------------------------------------------- visit abilities (702.159a)

def test_a_visit_ability_is_a_triggered_ability() -> None:
    # 702.159a: "Visit — [Effect]" means "Whenever you roll to visit your Attractions, if the result ... , [effect]"
    from layerkit.vocabulary.card_definition import _kind
    assert _kind("Visit — Creatures you control get +1/+0 until end of turn.", False) == "triggered"


def test_kiddie_coaster_pumps_your_creatures_when_its_visit_ability_resolves() -> None:
    b = Board()
    b.enter("Kiddie Coaster", id="ride")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    assert b.resolve()["bears"].characteristics.power == 2      # not a static ability
    b.ability("ride", 1)
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 2)
    assert r["theirs"].characteristics.power == 2
    assert not r.unsupported
    b.end_turn()
    assert b.resolve()["bears"].characteristics.power == 2      # until end of turn


def test_merry_go_round_fixes_its_creatures_as_it_resolves() -> None:
    # "Creatures you control with power 2 or less gain horsemanship until end of turn" (611.2c)
    b = Board()
    b.enter("Merry-Go-Round", id="ride")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Hill Giant", id="giant")
    b.ability("ride", 1)
    r = b.resolve()
    assert "Horsemanship" in _texts(r, "bears")
    assert "Horsemanship" not in _texts(r, "giant")


def test_a_visit_mode_after_an_action_that_may_not_happen_needs_you_did() -> None:
    # Balloon Stand: "Sacrifice a Balloon. If you do, target creature gains flying until end of turn." — the mode's
    # effect happens only if a Balloon was sacrificed (608.2c): conditioned on choices.you_did (ifsyou18)
    c = compile_card(_facts("Balloon Stand", "Visit — Choose one.\n• Create a 1/1 red Balloon creature token with flying."
                            "\n• Sacrifice a Balloon. If you do, target creature gains flying until end of turn.",
                            ["Artifact"], "Artifact — Attraction"))
    assert all(m.get("condition") == {"you_did": True} for d in c.effects.values() for m in d.get("modes", [])
               if "add_abilities" in m)


# ---------------------------------------------------------------- "from its colors" (702.16a, 702.11d, 105.2)

def test_earnest_fellowship_gives_each_creature_protection_from_its_own_colors() -> None:
    b = Board()
    b.enter("Earnest Fellowship", id="ef")
    b.enter("Grizzly Bears", id="bears")                 # green
    b.enter("Boros Swiftblade", id="blade")              # red and white
    b.enter("Ornithopter", id="thopter")                 # colorless
    r = b.resolve()
    assert [t for t in _texts(r, "bears") if t.startswith("Protection")] == ["Protection from green"]
    assert sorted(t for t in _texts(r, "blade") if t.startswith("Protection")) == ["Protection from red",
                                                                                    "Protection from white"]
    assert not [t for t in _texts(r, "thopter") if t.startswith("Protection")]
    assert not r.unsupported


def test_tam_reads_the_colors_after_layer_5() -> None:
    # "Each other creature you control has hexproof from each of its colors"; "{T}: Target creature you control
    # becomes all colors until end of turn" (layer 5 before layer 6, 613.1e)
    b = Board()
    b.enter("Tam, Mindful First-Year", id="tam")
    b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    assert [t for t in _texts(r, "bears") if t.startswith("Hexproof")] == ["Hexproof from green"]
    assert not [t for t in _texts(r, "tam") if t.startswith("Hexproof")]        # "other"
    b.ability("tam", 2, targets=["bears"])
    hexproof = [t for t in _texts(b.resolve(), "bears") if t.startswith("Hexproof")]
    assert sorted(hexproof) == sorted(f"Hexproof from {c}" for c in ("white", "blue", "black", "red", "green"))


def test_homing_sliver_grants_slivercycling_in_every_hand() -> None:
    # "Each Sliver card in each player's hand has slivercycling {3}" (702.29e)
    b = Board()
    b.enter("Homing Sliver", id="hs")
    b.enter("Muscle Sliver", id="mine", zone="hand")
    b.enter("Muscle Sliver", id="theirs", zone="hand", controller="Bo", owner="Bo")
    b.enter("Muscle Sliver", id="field")
    b.enter("Grizzly Bears", id="bears", zone="hand")
    r = b.resolve()
    assert "Slivercycling {3}" in _texts(r, "mine") and "Slivercycling {3}" in _texts(r, "theirs")
    assert "Slivercycling {3}" not in _texts(r, "field") and "Slivercycling {3}" not in _texts(r, "bears")


# ---------------------------------------------------------------- companion, "that's a cat, elemental, or beast"

def test_a_companion_condition_is_no_effect() -> None:
    # 702.139a: a deck-building requirement, not an effect on any object
    from layerkit.vocabulary.classifier import classify
    text = "Companion — Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card."
    assert classify(text, "Legendary Creature — Cat Beast").layers == ()
    c = compile_card(_facts("Test Companion", text, ["Creature"], "Legendary Creature — Cat Beast", power="3",
                            toughness="2"))
    assert not c.effects and not c.unsupported


def test_kaheera_pumps_other_creatures_of_its_five_types_only() -> None:
    b = Board()
    b.enter("Kaheera, the Orphanguard", id="kaheera")
    b.enter("Savannah Lions", id="cat")          # Cat
    b.enter("Grizzly Bears", id="bear")          # Bear: none of the five
    b.enter("Raging Goblin", id="goblin")
    b.enter("Craw Wurm", id="wurm")
    r = b.resolve()
    lions = r["cat"].characteristics
    assert (lions.power, lions.toughness) == (3, 2) and "Vigilance" in _texts(r, "cat")
    assert r["bear"].characteristics.power == 2 and "Vigilance" not in _texts(r, "bear")
    k = r["kaheera"].characteristics
    assert (k.power, k.toughness) == (3, 2)      # "each other"
    assert not r.unsupported


def test_that_s_one_of_a_list_without_articles() -> None:
    c = compile_card(_facts("X", "Each other creature you control that's a Cat, Elemental, or Beast gets +1/+1.",
                            ["Creature"], "Creature — Cat", power="1", toughness="1"))
    assert c.effects[1]["affects"]["subtypes"] == ["Cat", "Elemental", "Beast"]
    assert c.effects[1]["modify_pt"] == [1, 1]


# ---------------------------------------------------------------- max speed grants a triggered/activated ability

def test_max_speed_is_a_static_ability() -> None:
    from layerkit.vocabulary.card_definition import _kind
    assert _kind("Max speed — {T}: Target creature gains haste until end of turn.", False) == "static"


def test_amonkhet_raceway_has_its_activated_ability_only_at_max_speed() -> None:
    # 702.178a: "As long as your speed is 4, this object has '{T}: Target creature gains haste until end of turn.'"
    granted = "{T}: Target creature gains haste until end of turn."
    b = Board()
    b.enter("Amonkhet Raceway", id="raceway")
    b.enter("Grizzly Bears", id="bears")
    b.state_fact("Alex", speed=3)
    r = b.resolve()
    assert granted not in _texts(r, "raceway")
    with pytest.raises(ScenarioError):
        b.ability("raceway", 4)                # no 4th ability below max speed (three printed ones)
    b.state_fact("Alex", speed=4)
    assert _texts(b.resolve(), "raceway")[3] == granted     # after the printed ones
    b.ability("raceway", 4, targets=["bears"])
    r = b.resolve()
    assert "Haste" in _texts(r, "bears")
    b.end_turn()
    assert "Haste" not in _texts(b.resolve(), "bears")


def test_rising_chicane_becomes_a_creature_when_its_granted_trigger_resolves() -> None:
    text = ("At the beginning of combat on your turn, this land becomes a 2/2 Construct creature in addition to its "
            "other types until end of turn.")
    b = Board()
    b.enter("Rising Chicane", id="land")
    b.state_fact("Alex", speed=4)
    assert text in _texts(b.resolve(), "land")
    assert "Creature" not in b.resolve()["land"].characteristics.types     # not until it resolves
    assert _texts(b.resolve(), "land")[4] == text          # after its four printed abilities
    b.ability("land", 5)
    c = b.resolve()["land"].characteristics
    assert "Creature" in c.types and "Land" in c.types and "Construct" in c.subtypes
    assert (c.power, c.toughness) == (2, 2)


def test_pride_of_the_road_without_a_speed_stated_grants_nothing() -> None:
    b = Board()
    b.enter("Pride of the Road", id="pride")
    r = b.resolve()
    assert not any(t.startswith("At the beginning of combat") for t in _texts(r, "pride"))
    assert r.unsupported          # the speed is a fact the board was not told


# ---------------------------------------------------------------- several grants, each under its own "if"

def test_scion_of_draco_grants_by_each_creatures_colors() -> None:
    # "Each creature you control has vigilance if it's white, hexproof if it's blue, lifelink if it's black, first
    # strike if it's red, and trample if it's green." (611.3a: checked continuously, colors after layer 5)
    b = Board()
    b.enter("Scion of Draco", id="scion")               # colorless artifact creature
    b.enter("Savannah Lions", id="white")
    b.enter("Boros Swiftblade", id="rw")                 # red and white
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    r = b.resolve()
    assert "Vigilance" in _texts(r, "white") and "First strike" not in _texts(r, "white")
    assert {"Vigilance", "First strike"} <= set(_texts(r, "rw")) and "Trample" not in _texts(r, "rw")
    assert "Trample" not in _texts(r, "theirs")          # "you control"
    assert not {"Vigilance", "Hexproof", "Lifelink", "First strike", "Trample"} & set(_texts(r, "scion"))
    assert not r.unsupported


def test_multiclass_baldric_grants_while_you_control_each_class() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Multiclass Baldric", id="baldric", attached_to="bears")
    r = b.resolve()
    assert not {"Lifelink", "Deathtouch", "Haste", "Flying"} & set(_texts(r, "bears"))
    b.enter("Elvish Visionary", id="shaman")        # an Elf Shaman: none of the four
    b.enter("Raging Goblin", id="warrior")          # a Goblin Berserker: no Warrior
    b.enter("Merfolk Looter", id="rogue")           # a Merfolk Rogue
    r = b.resolve()
    assert "Deathtouch" in _texts(r, "bears")
    assert not {"Lifelink", "Haste", "Flying"} & set(_texts(r, "bears"))


def test_dominarias_judgment_checks_each_land_type_as_it_resolves() -> None:
    b = Board()
    b.enter("Plains", id="plains")
    b.enter("Forest", id="forest")
    b.enter("Grizzly Bears", id="bears")
    b.cast("Dominaria's Judgment")
    r = b.resolve()
    prot = sorted(t for t in _texts(r, "bears") if t.startswith("Protection"))
    assert prot == ["Protection from green", "Protection from white"]
    b.enter("Island", id="island")                  # checked once, as it resolved (608.2c)
    assert "Protection from blue" not in _texts(b.resolve(), "bears")


def test_werewolf_pack_leader_isnt_a_human_until_end_of_turn() -> None:
    # "{3}{G}: Until end of turn, this creature has base power and toughness 5/3, gains trample, and isn't a Human."
    b = Board()
    b.enter("Werewolf Pack Leader", id="wpl")
    assert b.resolve()["wpl"].characteristics.subtypes == frozenset({"Human", "Werewolf"})
    b.ability("wpl", 2)
    c = b.resolve()["wpl"].characteristics
    assert c.subtypes == frozenset({"Werewolf"}) and (c.power, c.toughness) == (5, 3)
    assert "Trample" in [a.text for a in c.abilities]
    b.end_turn()
    assert b.resolve()["wpl"].characteristics.subtypes == frozenset({"Human", "Werewolf"})


# ---------------------------------------------------------------- solved Cases (702.169, 719.3)

def test_case_of_the_gateway_express_pumps_only_while_solved() -> None:
    for solved, power in ((False, 2), (True, 3)):
        b = Board()
        b.enter("Case of the Gateway Express", id="case", solved=solved)
        b.enter("Grizzly Bears", id="bears")
        r = b.resolve()
        assert r["bears"].characteristics.power == power
        assert not r.unsupported


def test_case_of_the_gorgons_kiss_is_a_creature_once_solved_and_until_it_leaves() -> None:
    b = Board()
    b.enter("Case of the Gorgon's Kiss", id="case", solved=True)
    c = b.resolve()["case"].characteristics
    assert {"Enchantment", "Creature"} <= set(c.types) and "Gorgon" in c.subtypes and (c.power, c.toughness) == (4, 4)
    b.move("case", "hand")
    b.move("case", "battlefield")           # a new object: not solved (719.3b)
    assert "Creature" not in b.resolve()["case"].characteristics.types


def test_a_solved_triggered_ability_triggers_only_if_the_case_is_solved() -> None:
    b = Board()
    b.enter("Case of the Shattered Pact", id="case")
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError, match="702.169"):
        b.ability("case", 3, targets=["bears"])
    b = Board()
    b.enter("Case of the Shattered Pact", id="case", solved=True)
    b.enter("Grizzly Bears", id="bears")
    b.ability("case", 3, targets=["bears"])
    assert {"Flying", "Double strike", "Vigilance"} <= set(_texts(b.resolve(), "bears"))


# ---------------------------------------------------------------- "of that type" after "choose a creature type"

def test_outbreak_shrinks_the_creatures_of_the_type_chosen_as_it_resolves() -> None:
    # "Choose a creature type. All creatures of that type get -1/-1 until end of turn." (608.2d)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Savannah Lions", id="cat", controller="Bo", owner="Bo")
    b.enter("Raging Goblin", id="goblin")
    b.cast("Outbreak", choices={"creature_type": "Cat"})
    r = b.resolve()
    assert (r["cat"].characteristics.power, r["cat"].characteristics.toughness) == (1, 0)
    assert r["bear"].characteristics.power == 2 and r["goblin"].characteristics.power == 1


# ---------------------------------------------------------------- "in your hand and library"

def test_wildgrove_summoner_changes_the_forest_cards_in_your_hand_and_library_only() -> None:
    # "Forest cards in your hand and library perpetually become 3/4 Treefolk creatures in addition to their other
    # types and gain reach and haste."
    b = Board()
    b.enter("Forest", id="in_hand", zone="hand")
    b.enter("Forest", id="in_library", zone="library")
    b.enter("Forest", id="in_graveyard", zone="graveyard")
    b.enter("Forest", id="theirs", zone="hand", controller="Bo", owner="Bo")
    b.enter("Wildgrove Summoner", id="ws")
    b.ability("ws", 1)
    r = b.resolve()
    for oid in ("in_hand", "in_library"):
        c = r[oid].characteristics
        assert {"Land", "Creature"} <= set(c.types) and {"Forest", "Treefolk"} <= set(c.subtypes)
        assert (c.power, c.toughness) == (3, 4) and {"Reach", "Haste"} <= set(_texts(r, oid))
    for oid in ("in_graveyard", "theirs"):
        assert "Creature" not in r[oid].characteristics.types
    b.move("in_hand", "battlefield")                 # perpetual: it follows the card
    assert b.resolve()["in_hand"].characteristics.power == 3


def test_arming_gala_reaches_every_zone_it_lists() -> None:
    from layerkit.compiler.grammar import _your_zone_list as _own_zones     # (misc15 built the same lexer rule)
    assert _own_zones("in your hand , library , and graveyard perpetually".split()) == 8
    assert _own_zones("in your hand and creatures you control".split()) == 0
