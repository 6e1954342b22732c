"""Operations, grants and keyword grammar of the compiler (issue 12, round 10, branch `misc10`):
a target's restrictions (115.1: "target creature that's attacking alone", "target nonattacking creature",
"target Elf or Soldier creature"), and a base power and toughness chosen as the effect resolves
("~'s base power and toughness become 4/1 or 1/4", 608.2d, 613.4b).

Every expected value is read from the card's oracle wording and the rules cited, then checked on a
board built with the real pool card (or a card defined by its oracle text).
"""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def _pt(b: Board, oid: str) -> tuple[int, int]:
    r = b.resolve()[oid]
    return r.power, r.toughness


def _abilities(b: Board, oid: str) -> set[str]:
    return {a.keyword or a.text for a in b.resolve()[oid].characteristics.abilities}


# ------------------------------------------------------------------ 115.1: what may be targeted

@pytest.mark.parametrize("text", [
    "{B}: Target creature that's attacking alone gets +1/+1 until end of turn.",      # 506.5
    "{B}: Target creature that's attacking that player gets +1/+1 until end of turn.",
    "{B}: Target nonattacking creature gets +1/+1 until end of turn.",                 # 506.4
    "{B}: Target nonattacking, nonblocking creature gets +1/+1 until end of turn.",
    "{B}: Another target nonattacking creature you control gets +1/+1 until end of turn.",
])
def test_a_targets_restriction_leaves_the_effect_on_the_targets(text):
    # 115.1: the words after "target" say which objects may be chosen; the effect is on the chosen ones
    c = compile_text("Test Card", text, ["Creature"])
    assert c.unsupported == ()
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [1, 1]}


@pytest.mark.parametrize("text", [
    "Nonattacking creatures you control get +1/+1.",
    "Each nonblocking creature gets +1/+1 until end of turn.",
    "Creatures you control that are attacking alone get +1/+1.",
])
def test_the_restriction_words_are_not_read_as_a_group(text):
    # no selector key says "not attacking" (or "attacking alone"): a group so written stays reported
    c = compile_text("Test Card", text, ["Enchantment"])
    assert c.unsupported


def test_viper_gives_its_one_target_plus_one_plus_one():
    # Viper, Cruel Conspirator: "{B}: Target creature that's attacking alone gets +1/+1 until end of turn."
    b = Board()
    b.enter("Viper, Cruel Conspirator", id="viper")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="other")
    b.attack("bears")
    b.ability("viper", 1, targets=["bears"])
    assert _pt(b, "bears") == (3, 3)
    assert _pt(b, "other") == (2, 2)
    b.end_turn()
    assert _pt(b, "bears") == (2, 2)


def test_viper_second_ability_grants_the_chosen_keyword():
    # "{B}: Target creature that's attacking alone gains your choice of deathtouch or lifelink until end of turn."
    b = Board()
    b.enter("Viper, Cruel Conspirator", id="viper")
    b.enter("Grizzly Bears", id="bears")
    b.ability("viper", 2, targets=["bears"], choices={"ability": "lifelink"})
    assert "Lifelink" in _abilities(b, "bears") and "Deathtouch" not in _abilities(b, "bears")


def test_unlikely_alliance_gives_plus_zero_plus_two():
    # Unlikely Alliance: "{1}{W}: Target nonattacking, nonblocking creature gets +0/+2 until end of turn."
    b = Board()
    b.enter("Unlikely Alliance", id="ua")
    b.enter("Grizzly Bears", id="bears")
    b.ability("ua", 1, targets=["bears"])
    assert _pt(b, "bears") == (2, 4)


def test_ruthless_instincts_first_mode():
    # "• Target nonattacking creature gains reach and deathtouch until end of turn. Untap it."
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Ruthless Instincts", targets=["bears"], choices={"modes": 1})
    assert {"Reach", "Deathtouch"} <= _abilities(b, "bears")


# ------------------------------------------------------------------ 205.3: "Elf or Soldier creature"

def test_elf_or_soldier_creature_is_a_creature_with_either_subtype():
    c = compile_text("Test Card", "Each Elf or Soldier creature you control gets +1/+1.", ["Enchantment"])
    assert c.effects[1] == {"affects": {"types": ["Creature"], "subtypes": ["Elf", "Soldier"], "controller": "you"},
                            "modify_pt": [1, 1]}


def test_grassland_crusader_pumps_its_target():
    # Grassland Crusader: "{T}: Target Elf or Soldier creature gets +2/+2 until end of turn."
    b = Board()
    b.enter("Grassland Crusader", id="gc")
    b.enter("Llanowar Elves", id="elf")
    b.ability("gc", 1, targets=["elf"])
    assert _pt(b, "elf") == (3, 3)


# ------------------------------------------------------------------ 613.4b, 608.2d: "base P/T become A or B"

def test_base_power_and_toughness_become_sets_them_in_layer_7b():
    c = compile_text("Test Card", "{1}: Target creature's base power and toughness become 1/1 until end of turn.",
                     ["Creature"])
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "set_pt": [1, 1]}


def test_master_of_winds_compiles_a_choice_of_two_boxes():
    c = compile_text("Master of Winds", "Whenever you cast an instant, sorcery, or Wizard spell, you may have this "
                     "creature's base power and toughness become 4/1 or 1/4 until end of turn.", ["Creature"])
    assert c.effects[1] == {"affects": "self", "duration": "end_of_turn", "set_pt": {"one_of": [[4, 1], [1, 4]]}}


def test_master_of_winds_becomes_the_chosen_box_and_counters_still_apply():
    # Master of Winds (1/4): its trigger makes its base P/T 4/1 or 1/4 until end of turn (613.4b, layer 7b);
    # a +1/+1 counter still applies after it (613.4c)
    b = Board()
    b.enter("Master of Winds", id="mow", counters={"+1/+1": 1})
    assert _pt(b, "mow") == (2, 5)
    b.ability("mow", 3, choices={"pt": "4/1"})
    assert _pt(b, "mow") == (5, 2)
    b.end_turn()
    assert _pt(b, "mow") == (2, 5)


def test_master_of_winds_refuses_a_box_it_does_not_offer():
    b = Board()
    b.enter("Master of Winds", id="mow")
    with pytest.raises(ScenarioError, match="choices.pt"):
        b.ability("mow", 3)
    with pytest.raises(ScenarioError, match="4/1, 1/4"):
        b.ability("mow", 3, choices={"pt": "2/2"})
    assert _pt(b, "mow") == (1, 4)


# ------------------------------------------------------------------ 702.22c: 'all "bands with other" abilities'

def test_shelkin_brownie_compiles_the_family_of_abilities():
    c = compile_text("Shelkin Brownie", '{T}: Target creature loses all "bands with other" abilities until end of '
                     "turn.", ["Creature"])
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "remove_abilities": ["Bands with other"]}


def test_another_quoted_family_stays_reported():
    c = compile_text("Test Card", '{T}: Target creature loses all "flying" abilities until end of turn.', ["Creature"])
    assert c.effects == {} and c.unsupported


def _bands_with_other(b: Board, oid: str) -> bool:
    return any(a.lower().rstrip(".") == "bands with other legendary creatures" for a in _abilities(b, oid))


def test_shelkin_brownie_removes_a_granted_bands_with_other_legendary_creatures():
    # Cathedral of Serra: 'White legendary creatures you control have "bands with other legendary creatures."';
    # Shelkin Brownie's effect, later (613.7), removes that ability (702.22c) and nothing else
    b = Board()
    b.enter("Cathedral of Serra", id="cathedral")
    b.enter("Brimaz, King of Oreskos", id="brimaz")        # a white legendary creature with vigilance
    assert _bands_with_other(b, "brimaz")
    b.enter("Shelkin Brownie", id="brownie")
    b.ability("brownie", 1, targets=["brimaz"])
    assert not _bands_with_other(b, "brimaz") and "Vigilance" in _abilities(b, "brimaz")
    b.end_turn()
    assert _bands_with_other(b, "brimaz")


def test_tolaria_removes_banding_too():
    # Tolaria: "Target creature loses banding and all "bands with other" abilities until end of turn."
    c = compile_text("Tolaria", '{T}: Add {U}.\n{T}: Target creature loses banding and all "bands with other" '
                     "abilities until end of turn. Activate only during any upkeep step.", ["Land"])
    assert c.effects[2]["remove_abilities"] == ["Banding", "Bands with other"]
    b = Board()
    b.enter("Tolaria", id="tolaria")
    b.enter("Benalish Hero", id="hero")                     # Banding
    b.ability("tolaria", 2, targets=["hero"])
    assert "Banding" not in _abilities(b, "hero")


# ------------------------------------------------------------------ 205.1b: a list of types "in addition"

def test_wizard_from_beyond_makes_your_commanders_all_four_party_types():
    # Wizard from Beyond: "Commander creatures you own are Clerics, Rogues, Warriors, and Wizards in addition
    # to their other types." (903.3: a commander; only a creature on the battlefield is a commander creature)
    b = Board()
    b.enter("Wizard from Beyond", id="wiz", controller="Alex")
    b.enter("Grizzly Bears", id="mine", controller="Alex", commander=True)
    b.enter("Grizzly Bears", id="plain", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", commander=True)
    assert {"Bear", "Cleric", "Rogue", "Warrior", "Wizard"} <= set(b.resolve()["mine"].subtypes)
    assert set(b.resolve()["plain"].subtypes) == {"Bear"}
    assert set(b.resolve()["theirs"].subtypes) == {"Bear"}


def test_a_list_of_types_without_in_addition_is_not_read():
    # without "in addition to their other types" the list would replace the subtypes (205.1a); only the
    # addition is read
    c = compile_text("Test Card", "Creatures you control are Clerics, Rogues, Warriors, and Wizards.", ["Enchantment"])
    assert c.unsupported


# ------------------------------------------------------------------ 903.3: "target commander"

def test_witchs_clinic_gives_its_target_lifelink():
    # Witch's Clinic: "{2}, {T}: Target commander gains lifelink until end of turn."
    b = Board()
    b.enter("Witch's Clinic", id="clinic")
    b.enter("Grizzly Bears", id="cmdr", commander=True)
    b.ability("clinic", 2, targets=["cmdr"])
    assert "Lifelink" in _abilities(b, "cmdr")
    b.end_turn()
    assert "Lifelink" not in _abilities(b, "cmdr")


# ------------------------------------------------------------------ 508.1d: "attacks this turn if able"

def test_incite_makes_its_target_red_and_records_the_requirement():
    # Incite: "Target creature becomes red until end of turn and attacks this turn if able." The requirement
    # (508.1d) is a rule of attacking, no characteristic: the clause's `other`, never a layer effect
    c = compile_text("Incite", "Target creature becomes red until end of turn and attacks this turn if able.",
                     ["Instant"])
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "set_colors": ["R"],
                            "other": "attacks this turn if able"}
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Incite", targets=["bears"])
    assert b.resolve()["bears"].colors == frozenset({"R"})
    b.end_turn()
    assert b.resolve()["bears"].colors == frozenset({"G"})


def test_chemisters_trick_gives_minus_two_minus_zero():
    # Chemister's Trick: "Target creature you don't control gets -2/-0 until end of turn and attacks this turn
    # if able."
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.cast("Chemister's Trick", targets=["bears"], controller="Alex")
    assert _pt(b, "bears") == (0, 2)


def test_moon_girl_and_devil_dinosaur_become_six_six_with_trample():
    # "Whenever you draw your second card each turn, until end of turn, Moon Girl and Devil Dinosaur's base power
    # and toughness become 6/6 and they gain trample." ("they": the card itself, one creature)
    b = Board()
    b.enter("Moon Girl and Devil Dinosaur", id="mg")
    base = _pt(b, "mg")
    b.ability("mg", 1)
    assert _pt(b, "mg") == (6, 6) and "Trample" in _abilities(b, "mg")
    b.end_turn()
    assert _pt(b, "mg") == base and "Trample" not in _abilities(b, "mg")


# ------------------------------------------------------------------ 702.16i, 702.16k: "from each of your opponents"

def test_protection_from_each_of_your_opponents_is_one_protection_per_opponent():
    # Courageous Resolve: "Up to one target creature you control gains protection from each of your opponents
    # until end of turn." 702.16i: shorthand for a protection from each of them; 702.16k: from a player
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.cast("Courageous Resolve", targets=["bears"], controller="Alex")
    texts = [a.text for a in b.resolve()["bears"].characteristics.abilities]
    assert sorted(t for t in texts if t.startswith("Protection")) == ["Protection from Bo", "Protection from Cy"]
    b.end_turn()
    assert not any(a.text.startswith("Protection") for a in b.resolve()["bears"].characteristics.abilities)


def test_cliffside_rescuer_protects_from_the_opponents_of_its_controller():
    # Cliffside Rescuer (Bo's): "Target permanent you control gains protection from each of your opponents"
    b = Board()
    b.enter("Cliffside Rescuer", id="cr", controller="Bo")
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.ability("cr", 2, targets=["bears"])
    texts = [a.text for a in b.resolve()["bears"].characteristics.abilities]
    assert "Protection from Alex" in texts and "Protection from Bo" not in texts


def test_figure_of_fable_avatar_has_protection_from_its_controllers_opponent():
    # Figure of Fable: "... If this creature is a Soldier, it becomes a Kithkin Avatar with base power and toughness
    # 7/8 and protection from each of your opponents."
    b = Board()
    b.enter("Figure of Fable", id="fig", controller="Alex")
    b.ability("fig", 1)
    b.ability("fig", 2)
    b.ability("fig", 3)
    r = b.resolve()["fig"]
    assert (r.power, r.toughness) == (7, 8) and set(r.subtypes) == {"Kithkin", "Avatar"}
    assert "Protection from Bo" in [a.text for a in r.characteristics.abilities]
