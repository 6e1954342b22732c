"""Grants, keyword forms and durations of the compiler (issue 12, round 9): "until end of combat"
(500.5a, 511.2), "until ~ is cast from exile" (601.2a), "protection from X or from the color of your
choice" (702.16, 608.2d), "landwalk of the chosen type" (702.14).

Every expected value is read from the card's oracle wording and the rules cited, then checked on a
board built with the real pool card (or a card defined by its oracle text).
"""
from __future__ import annotations

import pytest

from _compiled import board_with
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def _abilities(b: Board, oid: str) -> set[str]:
    return {a.keyword or a.text for a in b.resolve()[oid].characteristics.abilities}


def _texts(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve()[oid].characteristics.abilities]


def _pt(b: Board, oid: str) -> tuple[int, int]:
    r = b.resolve()[oid]
    return r.power, r.toughness


# ------------------------------------------------------------------ 500.5a, 511.2: "until end of combat"

def test_until_end_of_combat_is_its_own_duration():
    c = compile_text("Test Dwellers", "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end "
                     "of combat.", ["Creature"])
    assert c.effects[1] == {"affects": "self", "duration": "end_of_combat", "modify_pt": [2, 0]}


def test_murk_dwellers_bonus_ends_with_the_combat_of_the_turn():
    # Murk Dwellers (2/2): "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat."
    b = Board()
    b.enter("Murk Dwellers", id="murk")
    b.attack("murk")
    b.ability("murk", 1)
    assert _pt(b, "murk") == (4, 2)
    b.end_turn()            # the board's combat lasts until the turn ends (its statuses, 506.4), and so does this
    assert _pt(b, "murk") == (2, 2)


def test_battering_ram_gains_banding_until_end_of_combat():
    # Battering Ram: "At the beginning of combat on your turn, this creature gains banding until end of combat."
    b = Board()
    b.enter("Battering Ram", id="ram")
    assert "Banding" not in _abilities(b, "ram")
    b.ability("ram", 1)
    assert "Banding" in _abilities(b, "ram")
    b.end_turn()
    assert "Banding" not in _abilities(b, "ram")


def test_jade_statue_is_a_golem_creature_until_end_of_combat():
    # Jade Statue (an artifact): "{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat."
    b = Board()
    b.enter("Jade Statue", id="statue")
    b.ability("statue", 1)
    r = b.resolve()["statue"]
    assert "Creature" in r.types and "Artifact" in r.types and "Golem" in r.subtypes
    assert (r.power, r.toughness) == (3, 6)
    b.end_turn()
    r = b.resolve()["statue"]
    assert "Creature" not in r.types and r.power is None


# ------------------------------------------------------------------ 601.2a: "until ~ is cast from exile"

def test_masked_bandits_land_keeps_the_mana_ability_until_the_card_is_cast_from_exile():
    # Masked Bandits: "{2}, Exile this card from your hand: Target land gains "{T}: Add {B}, {R}, or {G}"
    # until this card is cast from exile."
    c = compile_text("Masked Bandits", "{2}, Exile this card from your hand: Target land gains \"{T}: Add {B}, "
                     "{R}, or {G}\" until this card is cast from exile. You may cast this card for as long as it "
                     "remains exiled.", ["Creature"])
    assert c.effects[1] == {"affects": "targets", "duration": "until_cast_from_exile",
                            "add_abilities": ["{T}: Add {B}, {R}, or {G}."]}
    b = Board()
    b.enter("Masked Bandits", id="bandits", zone="hand")
    b.enter("Plains", id="plains")
    b.ability("bandits", 3, targets=["plains"])
    gained = "{T}: Add {B}, {R}, or {G}."
    assert gained in _texts(b, "plains")
    b.move("bandits", "exile")           # the cost: the card is exiled
    b.end_turn()                         # no turn ends it
    b.end_turn()
    assert gained in _texts(b, "plains")
    b.move("bandits", "stack")           # 601.2a: cast from exile, it moves to the stack
    assert gained not in _texts(b, "plains")


def test_until_cast_from_exile_lasts_when_the_card_leaves_exile_another_way():
    # 400.7: put into a graveyard from exile, the card is a new object that can't be "cast from exile"
    b = Board()
    b.enter("Masked Bandits", id="bandits", zone="hand")
    b.enter("Plains", id="plains")
    b.ability("bandits", 3, targets=["plains"])
    b.move("bandits", "exile")
    b.move("bandits", "graveyard")
    b.move("bandits", "stack")
    assert "{T}: Add {B}, {R}, or {G}." in _texts(b, "plains")


# ------------------------------------------------- 702.16a, 608.2d: "protection from X or from the color of your choice"

def test_giver_of_runes_grants_one_protection_chosen_as_it_resolves():
    # Giver of Runes: "{T}: Another target creature you control gains protection from colorless or from the
    # color of your choice until end of turn." One quality: colorless, or one of the five colors
    b = Board()
    b.enter("Giver of Runes", id="giver")
    b.enter("Grizzly Bears", id="bear")
    b.ability("giver", 1, targets=["bear"], choices={"ability": "Protection from colorless"})
    assert "Protection from colorless" in _texts(b, "bear")
    b.end_turn()
    assert not any(t.startswith("Protection") for t in _texts(b, "bear"))
    b.ability("giver", 1, targets=["bear"], choices={"ability": "protection from green"})
    prot = [t for t in _texts(b, "bear") if t.startswith("Protection")]
    assert prot == ["Protection from green"]            # one color only, not colorless too


def test_protection_or_chosen_color_needs_the_choice_and_refuses_another():
    b = Board()
    b.enter("Razor Barrier", id="x", zone="hand")  # not needed on the battlefield: the spell is cast by name
    b.enter("Ornithopter", id="thopter")
    with pytest.raises(ScenarioError):
        b.cast("Razor Barrier", targets=["thopter"])        # 608.2d: chosen as it resolves: the step says
    with pytest.raises(ScenarioError):
        b.cast("Razor Barrier", targets=["thopter"], choices={"ability": "Protection from colorless"})
    b.cast("Razor Barrier", targets=["thopter"], choices={"ability": "Protection from artifacts"})
    assert "Protection from artifacts" in _texts(b, "thopter")


def test_jeweled_spirit_protection_from_a_color():
    # Jeweled Spirit: "Sacrifice two lands: This creature gains protection from artifacts or from the color
    # of your choice until end of turn."
    b = Board()
    b.enter("Jeweled Spirit", id="spirit")
    b.ability("spirit", 2, choices={"ability": "Protection from black"})
    assert [t for t in _texts(b, "spirit") if t.startswith("Protection")] == ["Protection from black"]


# ------------------------------------------------------------------ 702.14a: "landwalk of the chosen type"

def test_travelers_cloak_gives_landwalk_of_the_land_type_chosen_as_it_entered():
    # Traveler's Cloak: "As this Aura enters, choose a land type. ... Enchanted creature has landwalk of the
    # chosen type." Islandwalk for Island (702.14a: "[type]walk"), any land type (205.3i) too
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Traveler's Cloak", id="cloak", attached_to="bear", choices={"land_type": "Island"})
    assert "Islandwalk" in _abilities(b, "bear")
    b.enter("Grizzly Bears", id="bear2")
    b.enter("Traveler's Cloak", id="cloak2", attached_to="bear2", choices={"land_type": "Desert"})
    assert "Desertwalk" in _texts(b, "bear2") and "Islandwalk" not in _abilities(b, "bear2")


def test_the_chosen_land_type_is_required_and_must_be_a_land_type():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError):
        b.enter("Traveler's Cloak", id="cloak", attached_to="bear")
    with pytest.raises(ScenarioError):
        b.enter("Traveler's Cloak", id="cloak", attached_to="bear", choices={"land_type": "Elf"})   # 205.3i


def test_illusionary_presence_gains_landwalk_until_end_of_turn():
    # "At the beginning of your upkeep, choose a land type. This creature gains landwalk of the chosen type
    # until end of turn." The choice is made as the trigger resolves (the step's choices)
    b = Board()
    b.enter("Illusionary Presence", id="ip")
    b.ability("ip", 2, choices={"land_type": "Swamp"})
    assert "Swampwalk" in _abilities(b, "ip")
    b.end_turn()
    assert "Swampwalk" not in _abilities(b, "ip")


def test_snow_landwalk_of_the_chosen_type_stays_unsupported():
    # Barbarian Guides: "snow landwalk of the chosen type" (702.14b: a snow land of that type) is no
    # landwalk of the chosen type
    c = compile_text("Test Guides", "{2}{R}, {T}: Choose a land type. Target creature you control gains snow "
                     "landwalk of the chosen type until end of turn.", ["Creature"])
    assert c.unsupported


# ------------------------------------------------- 608.2d: "choose A, B, or C. ... gain that ability"

def test_angelic_skirmisher_creatures_gain_the_ability_chosen_as_it_resolves():
    # Angelic Skirmisher: "At the beginning of each combat, choose first strike, vigilance, or lifelink.
    # Creatures you control gain that ability until end of turn."
    b = Board()
    b.enter("Angelic Skirmisher", id="angel")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError):
        b.ability("angel", 2)                                   # the step states the choice
    with pytest.raises(ScenarioError):
        b.ability("angel", 2, choices={"ability": "Flying"})    # not one of the three
    b.ability("angel", 2, choices={"ability": "vigilance"})
    assert "Vigilance" in _abilities(b, "bear") and "Vigilance" in _abilities(b, "angel")
    assert "First strike" not in _abilities(b, "bear") and "Lifelink" not in _abilities(b, "bear")
    assert "Vigilance" not in _abilities(b, "theirs")          # "creatures you control"
    b.end_turn()
    assert "Vigilance" not in _abilities(b, "bear")


def test_linvala_sacrificed_gives_hexproof_or_indestructible():
    # Linvala, Shield of Sea Gate: "Sacrifice Linvala: Choose hexproof or indestructible. Creatures you
    # control gain that ability until end of turn."
    b = Board()
    b.enter("Linvala, Shield of Sea Gate", id="linvala")
    b.enter("Grizzly Bears", id="bear")
    b.ability("linvala", 3, choices={"ability": "Indestructible"})
    assert "Indestructible" in _abilities(b, "bear") and "Hexproof" not in _abilities(b, "bear")


# ------------------------------------------------- 613.1f: "lose ... and can't have ...", "lose protection"

def test_arcane_lighthouse_opponents_creatures_lose_and_cant_have_hexproof_or_shroud():
    # Arcane Lighthouse: "{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and
    # shroud and can't have hexproof or shroud."
    b = Board()
    b.enter("Arcane Lighthouse", id="lighthouse")
    b.enter("Gladecover Scout", id="scout", controller="Bo")          # Hexproof
    b.enter("Gladecover Scout", id="mine")
    b.ability("lighthouse", 2)
    assert "Hexproof" not in _abilities(b, "scout")
    assert "Hexproof" in _abilities(b, "mine")                         # "your opponents control"
    # a later grant does not give it back (613.1f: can't have)
    b.cast("Ranger's Guile", controller="Bo", targets=["scout"])      # "... gains hexproof until end of turn"
    r = b.resolve()["scout"]
    assert "Hexproof" not in {a.keyword or a.text for a in r.characteristics.abilities}
    assert r.power == 2                                                # its +1/+1 applies
    b.end_turn()
    assert "Hexproof" in _abilities(b, "scout")


def test_losing_protection_and_ward_loses_each_of_them():
    # Shay Cormac: "{1}: Permanents your opponents control lose hexproof, indestructible, protection, shroud,
    # and ward until end of turn." Every protection (702.16a), hexproof from (702.11e) and ward ability
    b, c = board_with("Test Cormac", "Creature — Human Assassin",
                      "{1}: Permanents your opponents control lose hexproof, indestructible, protection, shroud, "
                      "and ward until end of turn.", power=2, toughness=2)
    assert not c.unsupported
    b.define("Test Warded", "Creature — Beast", power=2, toughness=2,
             oracle_text="Ward {2}\nProtection from instant spells\nHexproof from blue\nTrample")
    b.enter("Test Cormac", id="shay")
    b.enter("Test Warded", id="beast", controller="Bo")
    assert len(_texts(b, "beast")) == 4
    b.ability("shay", 1)
    assert _texts(b, "beast") == ["Trample"]


def test_protection_alone_is_never_granted():
    c = compile_text("Test", "Target creature gains protection until end of turn.", ["Instant"])
    assert c.unsupported and not c.effects


# ------------------------------------------------- 603.1: a trigger event with a list of spell types

def test_umara_mystic_event_keeps_its_list_of_types():
    # Umara Mystic (1/3, flying): "Whenever you cast an instant, sorcery, or Wizard spell, this creature gets
    # +2/+0 until end of turn." The commas of "an instant, sorcery, or Wizard spell" are the event's
    c = compile_text("Umara Mystic", "Flying\nWhenever you cast an instant, sorcery, or Wizard spell, this creature "
                     "gets +2/+0 until end of turn.", ["Creature"])
    assert c.effects[2] == {"affects": "self", "duration": "end_of_turn", "modify_pt": [2, 0]}
    b = Board()
    b.enter("Umara Mystic", id="mystic")
    b.ability("mystic", 2)
    assert _pt(b, "mystic") == (3, 3)
    b.end_turn()
    assert _pt(b, "mystic") == (1, 3)


def test_mistform_sliver_granted_ability_adds_the_creature_type_chosen_as_it_resolves():
    # Mistform Sliver: "All Slivers have "{1}: This permanent becomes the creature type of your choice in
    # addition to its other types until end of turn."" (205.1b: in addition: it stays a Sliver)
    b = Board()
    b.enter("Mistform Sliver", id="mist")
    b.enter("Muscle Sliver", id="muscle")
    granted = [a.text for a in b.resolve()["muscle"].characteristics.abilities].index(
        "{1}: This permanent becomes the creature type of your choice in addition to its other types until end of turn.")
    b.ability("muscle", granted + 1, choices={"creature_type": "Elf"})
    r = b.resolve()
    assert r["muscle"].subtypes == frozenset({"Sliver", "Elf"})
    assert r["mist"].subtypes == frozenset({"Illusion", "Sliver"})          # only the one whose ability resolved
    b.end_turn()
    assert b.resolve()["muscle"].subtypes == frozenset({"Sliver"})


# ------------------------------------------------- 702.16a, 702.16k, 702.14: protection and landwalk qualities

def test_devoted_caretaker_protection_from_instant_and_from_sorcery_spells():
    # "{W}, {T}: Target permanent you control gains protection from instant spells and from sorcery spells
    # until end of turn." 702.16g: two protection abilities
    b = Board()
    b.enter("Devoted Caretaker", id="caretaker")
    b.enter("Grizzly Bears", id="bear")
    b.ability("caretaker", 1, targets=["bear"])
    assert [t for t in _texts(b, "bear") if t.startswith("Protection")] == [
        "Protection from instant spells", "Protection from sorcery spells"]


def test_spare_from_evil_protection_from_non_human_creatures():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Spare from Evil")
    assert "Protection from non-Human creatures" in _texts(b, "bear")
    assert not any(t.startswith("Protection") for t in _texts(b, "theirs"))


def test_true_name_nemesis_has_protection_from_the_player_chosen_as_it_entered():
    # "As this creature enters, choose a player. This creature has protection from the chosen player."
    b = Board()
    with pytest.raises(ScenarioError):
        b.enter("True-Name Nemesis", id="tnn")
    b.enter("True-Name Nemesis", id="tnn", choices={"player": "Bo"})
    assert "Protection from Bo" in _texts(b, "tnn")


def test_vectis_gloves_artifact_landwalk_and_hammerheim_removes_every_landwalk():
    # Vectis Gloves: "Equipped creature gets +2/+0 and has artifact landwalk." Hammerheim: "{T}: Target
    # creature loses all landwalk abilities until end of turn." (702.14: "[type]walk" abilities)
    b = Board()
    b.enter("Bog Wraith", id="wraith")                       # Swampwalk
    b.enter("Vectis Gloves", id="gloves", attached_to="wraith")
    assert {"Swampwalk", "Artifact landwalk"} <= set(_texts(b, "wraith"))
    assert _pt(b, "wraith") == (5, 3)
    b.enter("Hammerheim", id="hh")
    b.ability("hh", 2, targets=["wraith"])
    assert not any(t.endswith("walk") for t in _texts(b, "wraith"))
    b.end_turn()
    assert {"Swampwalk", "Artifact landwalk"} <= set(_texts(b, "wraith"))


# ------------------------------------------------- keywords granted by name: unleash (702.98), renown N (702.112)

def test_aragorn_attacking_creatures_have_first_strike_and_renown_1():
    b = Board()
    b.enter("Aragorn, Hornburg Hero", id="aragorn")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="home")
    b.attack("bear")
    assert {"First strike", "Renown 1"} <= set(_texts(b, "bear"))
    assert "Renown 1" not in _texts(b, "home")              # only attacking creatures


def test_tesak_other_dogs_have_unleash():
    # Tesak, Judith's Hellhound (a Dog): "Unleash ... Other Dogs you control have unleash."
    c = compile_text("Test Hound", "Other Dogs you control have unleash.", ["Creature"])
    assert c.effects[1] == {"affects": {"controller": "you", "subtypes": ["Dog"], "other": True},
                            "add_abilities": ["Unleash"]}


# ------------------------------------------------- 102.4: "your team" is "you" in a game without teams

def test_your_team_controls_is_you_control_without_teams():
    # Rushblade Commander: "Warriors your team controls have haste." (102.4)
    b = Board()
    b.enter("Rushblade Commander", id="rush")
    b.define("Test Warrior", "Creature — Human Warrior", power=2, toughness=2)
    b.enter("Test Warrior", id="mine")
    b.enter("Test Warrior", id="theirs", controller="Bo")
    assert "Haste" in _abilities(b, "mine") and "Haste" not in _abilities(b, "theirs")


def test_team_spirit_needs_the_target_player():
    # Team Spirit: "Creatures target player's team controls get +1/+1 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError):
        b.cast("Team Spirit")
    b.cast("Team Spirit", choices={"player": "Bo"})
    assert _pt(b, "theirs") == (3, 3) and _pt(b, "bear") == (2, 2)


# ------------------------------------------------- 205.1b: "the chosen creature type in addition to its other types"

def test_ashes_of_the_fallen_creature_cards_in_your_graveyard_have_the_chosen_type():
    # "As this artifact enters, choose a creature type. Each creature card in your graveyard has the chosen
    # creature type in addition to its other types."
    b = Board()
    b.enter("Grizzly Bears", id="dead", zone="graveyard")
    b.enter("Grizzly Bears", id="theirs", zone="graveyard", owner="Bo")
    b.enter("Grizzly Bears", id="alive")
    b.enter("Ashes of the Fallen", id="ashes", choices={"creature_type": "Zombie"})
    r = b.resolve()
    assert r["dead"].subtypes == frozenset({"Bear", "Zombie"})
    assert r["theirs"].subtypes == frozenset({"Bear"}) and r["alive"].subtypes == frozenset({"Bear"})


def test_lifecraft_engine_vehicle_creatures_are_the_chosen_type():
    # Lifecraft Engine: "Vehicle creatures you control are the chosen creature type in addition to their other
    # types. Each creature you control of the chosen type other than this Vehicle gets +1/+1." (Crewed, the
    # Engine is a Vehicle creature of the chosen type, but "other than this Vehicle")
    b = Board()
    b.enter("Lifecraft Engine", id="engine", choices={"creature_type": "Elf"})
    b.enter("Smuggler's Copter", id="copter")               # a 3/3 Vehicle
    b.ability("copter", "3")                                 # Crew 1: an artifact creature until end of turn
    r = b.resolve()
    assert "Elf" in r["copter"].subtypes and (r["copter"].power, r["copter"].toughness) == (4, 4)
    assert "Elf" not in r["engine"].subtypes                 # not a creature until crewed


def test_guardian_archon_target_gains_protection_from_the_opponent_chosen_as_it_entered():
    # "As this creature enters, secretly choose an opponent. Reveal the player you chose: You and target
    # permanent you control each gain protection from the chosen player until end of turn." (607.2a: the
    # choice made for the source; a player's protection is no characteristic: the definition's other)
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Guardian Archon", id="archon", choices={"player": "Cy"})
    b.enter("Grizzly Bears", id="bear")
    b.ability("archon", 3, targets=["bear"])
    assert "Protection from Cy" in _texts(b, "bear")
    assert not any(t.startswith("Protection") for t in _texts(b, "archon"))
    b.end_turn()
    assert not any(t.startswith("Protection") for t in _texts(b, "bear"))


# ------------------------------------------------- 509.1b: a restriction "unless ..." beside a layer effect

def test_become_the_pilot_bonus_and_its_restriction():
    # "Enchanted creature gets +2/+2 and can't be blocked unless it's attacking its owner or a permanent its
    # owner controls." The restriction is the effect's other text (no layer); the +2/+2 is 7c
    c = compile_text("Test Pilot", "Enchant creature\nEnchanted creature gets +2/+2 and can't be blocked unless "
                     "it's attacking its owner or a permanent its owner controls.", ["Enchantment"])
    assert c.effects[2] == {"affects": "enchanted", "modify_pt": [2, 2],
                            "other": "can't be blocked unless it's attacking its owner or a permanent its owner controls"}


def test_unless_before_a_layer_effect_is_not_a_restriction_alone():
    # "can't block unless ..." followed by words of a layer effect: not read as the restriction's own
    c = compile_text("Test", "This creature can't block unless it has flying and gets +1/+1.", ["Creature"])
    assert c.unsupported


# ------------------------------------------------- 702.41a: "affinity for [text]" granted to spells

def test_mycosynth_golem_artifact_creature_spells_you_cast_have_affinity_for_artifacts():
    # Mycosynth Golem: "Artifact creature spells you cast have affinity for artifacts." (601.2: cast by you)
    b = Board()
    b.enter("Mycosynth Golem", id="golem")
    b.enter("Ornithopter", id="spell", zone="stack")                         # an artifact creature spell
    b.enter("Ornithopter", id="theirs", zone="stack", controller="Bo", owner="Bo")
    b.enter("Grizzly Bears", id="bears", zone="stack")                       # not an artifact
    b.enter("Ornithopter", id="card", zone="hand")                           # a card, not a spell
    assert "Affinity for artifacts" in _texts(b, "spell")
    assert all("Affinity for artifacts" not in _texts(b, o) for o in ("theirs", "bears", "card"))


def test_affinity_for_a_subtype_and_for_as_long_as_still_read():
    c = compile_text("Test", "Enchantment spells you cast have affinity for Auras.", ["Creature"])
    assert c.effects[1]["add_abilities"] == ["Affinity for Auras"]
    c = compile_text("Test", "{1}: This creature gains flying for as long as this creature remains on the "
                     "battlefield.", ["Creature"])
    assert c.effects[1] == {"affects": "self", "duration": "while_source", "add_abilities": ["Flying"]}


# ------------------------------------------------- more grants: all abilities but mana ones, equip [quality], madness

def test_blood_sun_lands_keep_only_their_mana_abilities():
    # Blood Sun: "All lands lose all abilities except mana abilities." (605.1a: a mana ability)
    b = Board()
    b.enter("Mutavault", id="vault")          # "{T}: Add {C}." and "{1}: ... becomes a 2/2 ... creature ..."
    b.enter("Blood Sun", id="sun")
    texts = _texts(b, "vault")
    assert texts == ["{T}: Add {C}."]


def test_town_razer_tyrant_land_loses_all_but_mana_abilities_then_gains_the_trigger():
    # "target nonbasic land you don't control loses all abilities except mana abilities and gains "At the
    # beginning of your upkeep, this permanent deals 2 damage to you unless you sacrifice it."" (one effect:
    # the ability it gains is not lost, 613.1f in the order written)
    b = Board()
    b.enter("Mutavault", id="vault", controller="Bo")
    b.enter("Town-Razer Tyrant", id="tyrant")
    b.ability("tyrant", 2, targets=["vault"])
    assert _texts(b, "vault") == ["{T}: Add {C}.", "At the beginning of your upkeep, this permanent deals 2 damage "
                                  "to you unless you sacrifice it."]


def test_syr_gwyn_equipment_have_equip_knight():
    # "Equipment you control have equip Knight {0}." (702.6c: equip [quality] [cost])
    b = Board()
    b.enter("Syr Gwyn, Hero of Ashvale", id="gwyn")
    b.enter("Bonesplitter", id="axe")
    b.enter("Bonesplitter", id="theirs", controller="Bo")
    assert "Equip Knight {0}" in _texts(b, "axe") and "Equip Knight {0}" not in _texts(b, "theirs")


def test_wort_red_or_green_instant_or_sorcery_spells_have_conspire():
    # "Each red or green instant or sorcery spell you cast has conspire."
    b = Board()
    b.enter("Wort, the Raidmother", id="wort")
    b.enter("Lightning Bolt", id="bolt", zone="stack")
    b.enter("Counterspell", id="blue", zone="stack")
    b.enter("Grizzly Bears", id="bears", zone="stack")          # green, but a creature spell
    assert "Conspire" in _abilities(b, "bolt")
    assert "Conspire" not in _abilities(b, "blue") and "Conspire" not in _abilities(b, "bears")


def test_falkenrath_gorger_vampire_cards_have_madness_at_their_mana_cost():
    # "Each Vampire creature card you own that isn't on the battlefield has madness. The madness cost is equal
    # to its mana cost."
    b = Board()
    b.enter("Falkenrath Gorger", id="gorger")
    b.define("Test Vampire", "Creature — Vampire", mana_cost="{1}{B}", power=2, toughness=2)
    b.enter("Test Vampire", id="hand", zone="hand")
    b.enter("Test Vampire", id="field")
    assert "Madness {1}{B}" in _texts(b, "hand") and not any(t.startswith("Madness") for t in _texts(b, "field"))


# ------------------------------------------------- 702.11d: "hexproof from that color" (the color chosen)

def test_mondo_gecko_becomes_the_chosen_color_and_gains_hexproof_from_it():
    # "{1}, Discard a card: Until end of turn, Mondo Gecko becomes the color of your choice and gains hexproof
    # from that color."
    b = Board()
    b.enter("Mondo Gecko", id="gecko")
    with pytest.raises(ScenarioError):
        b.ability("gecko", 1)
    b.ability("gecko", 1, choices={"color": "R"})
    r = b.resolve()["gecko"]
    assert r.colors == frozenset({"R"}) and "Hexproof from red" in _texts(b, "gecko")
    b.end_turn()
    assert "Hexproof from red" not in _texts(b, "gecko")


def test_skrelv_target_gains_toxic_and_hexproof_from_the_chosen_color():
    b = Board()
    b.enter("Skrelv, Defector Mite", id="skrelv")
    b.enter("Grizzly Bears", id="bear")
    b.ability("skrelv", 3, targets=["bear"], choices={"color": "B"})
    assert {"Toxic 1", "Hexproof from black"} <= set(_texts(b, "bear"))


def test_that_color_without_a_color_chosen_is_not_read_as_one():
    c = compile_text("Test", "{T}: Target creature gains hexproof from that color until end of turn.", ["Creature"])
    assert c.unsupported


def test_neurok_transmuter_artifact_creature_becomes_blue_and_isnt_an_artifact():
    # "{U}: Until end of turn, target artifact creature becomes blue and isn't an artifact." (105.3, 205.1a)
    b = Board()
    b.enter("Neurok Transmuter", id="nt")
    b.enter("Ornithopter", id="thopter")
    b.ability("nt", 2, targets=["thopter"])
    r = b.resolve()["thopter"]
    assert r.colors == frozenset({"U"}) and r.types == frozenset({"Creature"}) and "Thopter" in r.subtypes
    b.end_turn()
    r = b.resolve()["thopter"]
    assert r.colors == frozenset() and r.types == frozenset({"Artifact", "Creature"})


# ------------------------------------------------- "all cards that aren't on the battlefield, spells, and permanents"

def test_painters_servant_colors_every_card_spell_and_permanent():
    # Painter's Servant: "As this creature enters, choose a color. All cards that aren't on the battlefield,
    # spells, and permanents are the chosen color in addition to their other colors." Every zone (400.1)
    b = Board()
    b.enter("Painter's Servant", id="servant", choices={"color": "U"})
    b.enter("Grizzly Bears", id="field", controller="Bo")
    b.enter("Lightning Bolt", id="hand", zone="hand")
    b.enter("Forest", id="grave", zone="graveyard", owner="Bo")
    b.enter("Lightning Bolt", id="spell", zone="stack")
    b.enter("Grizzly Bears", id="library", zone="library")
    r = b.resolve()
    assert r["field"].colors == frozenset({"G", "U"}) and r["hand"].colors == frozenset({"R", "U"})
    assert r["grave"].colors == frozenset({"U"}) and r["spell"].colors == frozenset({"R", "U"})
    assert r["library"].colors == frozenset({"G", "U"}) and r["servant"].colors == frozenset({"U"})


def test_mycosynth_lattice_compiles_to_its_bundled_definition():
    # the hand-written definition of layers-article.yaml: {affects: {zones: any}, set_colors: []}
    c = compile_text("Mycosynth Lattice", "All permanents are artifacts in addition to their other types.\nAll "
                     "cards that aren't on the battlefield, spells, and permanents are colorless.", ["Artifact"])
    assert c.effects[2] == {"affects": {"zones": "any"}, "set_colors": []}


# ------------------------------------------------- "Food" as a subtype where the words name one (205.3g)

def test_ygra_other_creatures_are_food_artifacts():
    # Ygra, Eater of All: "Other creatures are Food artifacts in addition to their other types and have
    # "{2}, {T}, Sacrifice this permanent: You gain 3 life."" (205.1b)
    b = Board()
    b.enter("Ygra, Eater of All", id="ygra")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    r = b.resolve()
    assert r["bear"].types == frozenset({"Artifact", "Creature"}) and r["bear"].subtypes == frozenset({"Bear", "Food"})
    assert "{2}, {T}, Sacrifice this permanent: You gain 3 life." in _texts(b, "bear")
    assert "Food" not in r["ygra"].subtypes


def test_brenard_food_or_golem_creatures_get_the_bonus():
    # Brenard, Ginger Sculptor: "Each creature you control that's a Food or a Golem gets +2/+2 and has trample."
    b = Board()
    b.enter("Brenard, Ginger Sculptor", id="brenard")
    b.define("Test Golem", "Artifact Creature — Golem", power=3, toughness=3)
    b.enter("Test Golem", id="golem")
    b.enter("Grizzly Bears", id="bear")
    assert _pt(b, "golem") == (5, 5) and "Trample" in _abilities(b, "golem")
    assert _pt(b, "bear") == (2, 2)


def test_cavernous_maw_stays_a_cave_land():
    # Cavernous Maw: "{2}: This land becomes a 3/3 Elemental creature until end of turn. It's still a Cave land."
    b = Board()
    b.enter("Cavernous Maw", id="maw")
    b.ability("maw", 2)
    r = b.resolve()["maw"]
    assert r.types == frozenset({"Land", "Creature"}) and r.subtypes == frozenset({"Cave", "Elemental"})
    assert (r.power, r.toughness) == (3, 3)


def test_power_and_toughness_are_each_a_number_during_other_turns():
    # "During turns other than yours, this creature's power and toughness are each 2." (a condition: no CDA,
    # 604.3a, so 7b)
    b, c = board_with("Test Mob", "Creature — Human", "During turns other than yours, this creature's power and "
                      "toughness are each 2.", power=4, toughness=4)
    assert c.effects[1] == {"affects": "self", "condition": {"not": {"your_turn": True}}, "set_pt": [2, 2]}
    b.enter("Test Mob", id="mob")
    assert _pt(b, "mob") == (4, 4)          # Alex's turn
    b.end_turn()
    assert _pt(b, "mob") == (2, 2)


def test_the_chosen_land_type_may_be_written_in_lower_case():
    b = Board()
    b.enter("Camato Scout", id="scout", choices={"land_type": "forest"})
    assert "Forestwalk" in _abilities(b, "scout")
