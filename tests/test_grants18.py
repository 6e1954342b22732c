"""Grants of round 18 (issue 12, branch grants18).

- 205.3i: "This land is every nonbasic land type." (Planar Nexus): every land type but the five basic ones (305.6),
  added to its own; it gains no basic land type, so 305.7 replaces nothing and it keeps its printed abilities.
- 608.2c: "Create a <token>, then <instruction>." reads as the two sentences it joins, in order (Hire a Crew).
- 608.2c, 120.3: "~ deals N damage to ... and gains ..." / "... and that creature loses ...": the damage (no layer
  effect), then the other instruction of the subject or of the one target (Ellie, Burning Palm Efreet).

Expected values come from the oracle text and the rules, never from the compiler's output."""
from __future__ import annotations

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import compiled, pt

# 205.3i's land types without 305.6's basic ones (Forest, Island, Mountain, Plains, Swamp)
NONBASIC = {"Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet", "Power-Plant", "Sphere", "Tower", "Town",
            "Urza's"}


# ---------------------------------------------------------------- every nonbasic land type

def test_planar_nexus_compiles_to_every_nonbasic_land_type():
    c = compiled("Planar Nexus")
    assert c.supported, c.unsupported
    ds = [d for d in c.effects.values() if d.get("add_subtypes")]
    assert len(ds) == 1 and ds[0]["affects"] == "self" and set(ds[0]["add_subtypes"]) == NONBASIC
    assert not {"set_subtypes", "remove_abilities"} & set(ds[0])


def test_planar_nexus_on_a_board_is_every_nonbasic_land_type_and_no_basic_one():
    b = Board()
    b.enter("Planar Nexus", id="nexus", controller="Alex")
    r = b.resolve()["nexus"]
    assert set(r.subtypes) == NONBASIC
    assert not {"Forest", "Island", "Mountain", "Plains", "Swamp"} & set(r.subtypes)
    assert sorted(r.types) == ["Land"]
    # its three printed abilities are kept (no basic land type was gained: 305.7 does not apply)
    assert len(r.abilities) == 3


def test_planar_nexus_counts_as_a_gate_and_a_desert_for_other_cards():
    # "Desert" and "Gate" are among them: another card's "Gate you control" sees it
    b = Board()
    b.enter("Planar Nexus", id="nexus", controller="Alex")
    r = b.resolve()["nexus"]
    assert "Gate" in r.subtypes and "Desert" in r.subtypes and "Urza's" in r.subtypes


def test_every_nonbasic_of_another_card_type_is_not_read():
    c = compile_text("Test Land", "This land is every nonbasic creature type.", ["Land"])
    assert not c.supported


# ---------------------------------------------------------------- create ..., then ...

def test_create_then_reads_as_two_sentences():
    joined = compile_text("Test Sorcery", "Create a 2/1 black Villain creature token with menace, then creatures you "
                          "control get +1/+0 until end of turn.", ["Sorcery"])
    apart = compile_text("Test Sorcery", "Create a 2/1 black Villain creature token with menace. Creatures you "
                         "control get +1/+0 until end of turn.", ["Sorcery"])
    assert joined.supported, joined.unsupported
    assert list(joined.effects.values()) == list(apart.effects.values())


def test_hire_a_crew_gives_creatures_you_control_plus_one_power_until_end_of_turn():
    c = compiled("Hire a Crew")
    assert c.supported, c.unsupported
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Hire a Crew", controller="Alex")
    assert pt(b, "bear") == (3, 2)
    assert pt(b, "theirs") == (2, 2)
    b.end_turn()
    assert pt(b, "bear") == (2, 2)


def test_create_then_with_a_token_not_read_exactly_stays_unsupported():
    c = compile_text("Test Sorcery", "Create X 1/1 red Goblin creature tokens, where X is the number of cards in your "
                     "hand, then creatures you control get +1/+0 until end of turn.", ["Sorcery"])
    assert not c.supported


# ---------------------------------------------------------------- ~ deals N damage to ... and <instruction>

def test_ellie_deals_damage_and_gains_indestructible_until_end_of_turn_on_a_board():
    # "Pay 2 life, Sacrifice another creature: Ellie deals 2 damage to target player and gains indestructible
    # until end of turn.": Ellie (the subject) gains indestructible; the damage is no layer effect (120.3)
    c = compiled("Ellie, Vengeful Hunter")
    assert c.supported, c.unsupported
    assert list(c.effects.values()) == [{"affects": "self", "duration": "end_of_turn",
                                         "add_abilities": ["Indestructible"]}]
    b = Board()
    b.enter("Ellie, Vengeful Hunter", id="ellie", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    assert "Indestructible" not in {a.keyword for a in b.resolve()["ellie"].abilities}
    b.ability("ellie", 1)    # its target is a player, no object of the board
    assert "Indestructible" in {a.keyword for a in b.resolve()["ellie"].abilities}
    assert "Indestructible" not in {a.keyword for a in b.resolve()["bear"].abilities}
    b.end_turn()
    assert "Indestructible" not in {a.keyword for a in b.resolve()["ellie"].abilities}


def test_burning_palm_efreet_target_loses_flying_until_end_of_turn():
    # "This creature deals 2 damage to target creature with flying and that creature loses flying until end of turn."
    c = compiled("Burning Palm Efreet")
    assert c.supported, c.unsupported
    assert list(c.effects.values()) == [{"affects": "targets", "duration": "end_of_turn",
                                         "remove_abilities": ["Flying"]}]
    b = Board()
    b.enter("Burning Palm Efreet", id="efreet", controller="Alex")
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.enter("Wind Drake", id="drake", controller="Bo")
    b.ability("efreet", 1, targets=["angel"])
    r = b.resolve()
    assert "Flying" not in {a.keyword for a in r["angel"].abilities}
    assert "Vigilance" in {a.keyword for a in r["angel"].abilities}
    assert "Flying" in {a.keyword for a in r["drake"].abilities}
    b.end_turn()
    assert "Flying" in {a.keyword for a in b.resolve()["angel"].abilities}


def test_damage_and_an_instruction_of_another_subject_is_not_split_onto_the_source():
    # "and it gains ...": "it" is not the subject left out; not read as the source's
    c = compile_text("Test Creature", "{T}: This creature deals 1 damage to target creature and it gains flying until "
                     "end of turn.", ["Creature"])
    assert all(d.get("affects") != "self" for d in c.effects.values())


# ---------------------------------------------------------------- a die's results table (706.3)

def _keywords(b, oid):
    return {a.keyword for a in b.resolve()[oid].abilities if a.keyword}


def test_lightfoot_rogue_results_table_is_part_of_its_attack_trigger():
    # 706.3b: "Whenever this creature attacks, roll a d20." and its table are one ability (the first)
    c = compiled("Lightfoot Rogue")
    assert c.supported, c.unsupported
    assert list(c.effects) == [1]
    parts = c.effects[1]["parts"]
    assert [p["if_holds"] for p in parts] == [{"roll": {"min": 1, "max": 9}}, {"roll": {"min": 10, "max": 19}},
                                              {"roll": {"min": 20, "max": 20}}]


def test_lightfoot_rogue_gets_what_the_line_of_the_stated_result_says():
    # a 2/1 (printed); 1—9: deathtouch; 10—19: +1/+0 and deathtouch; 20: +3/+0, first strike and deathtouch
    expected = {3: ((2, 1), {"Deathtouch"}), 9: ((2, 1), {"Deathtouch"}), 10: ((3, 1), {"Deathtouch"}),
                19: ((3, 1), {"Deathtouch"}), 20: ((5, 1), {"Deathtouch", "First strike"})}
    for roll, (size, kws) in expected.items():
        b = Board()
        b.enter("Lightfoot Rogue", id="rogue", controller="Alex")
        assert pt(b, "rogue") == (2, 1)
        b.ability("rogue", 1, choices={"roll": roll})
        assert pt(b, "rogue") == size, roll
        assert _keywords(b, "rogue") == kws, roll
        b.end_turn()
        assert pt(b, "rogue") == (2, 1) and not _keywords(b, "rogue")


def test_a_results_table_with_no_stated_roll_applies_nothing_and_is_listed():
    b = Board()
    b.enter("Lightfoot Rogue", id="rogue", controller="Alex")
    b.ability("rogue", 1)
    r = b.resolve()
    assert (r["rogue"].power, r["rogue"].toughness) == (2, 1)
    assert not {a.keyword for a in r["rogue"].abilities if a.keyword}
    assert r.unsupported


def test_overwhelming_encounter_gives_vigilance_and_trample_then_its_result():
    c = compiled("Overwhelming Encounter")
    assert c.supported, c.unsupported
    for roll, size in ((5, (4, 4)), (12, (4, 4)), (20, (6, 6))):
        b = Board()
        b.enter("Grizzly Bears", id="bear", controller="Alex")
        b.enter("Grizzly Bears", id="theirs", controller="Bo")
        b.cast("Overwhelming Encounter", controller="Alex", choices={"roll": roll})
        assert pt(b, "bear") == size, roll
        assert {"Vigilance", "Trample"} <= _keywords(b, "bear")
        assert pt(b, "theirs") == (2, 2) and not _keywords(b, "theirs")
        b.end_turn()
        # 1—9: +2/+2 until end of turn; 10—19 and 20: +1/+1 counters, which stay (122.1a)
        assert pt(b, "bear") == {5: (2, 2), 12: (4, 4), 20: (6, 6)}[roll]


def test_a_results_table_under_two_dice_is_not_read():
    c = compile_text("Test Creature", "Whenever this creature attacks, roll two d20.\n1—9 | It gains deathtouch until "
                     "end of turn.\n10—20 | It gets +1/+0 until end of turn.", ["Creature"])
    assert not c.supported
