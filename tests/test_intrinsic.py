"""Intrinsic abilities under the rules as written (cr) and the amended model of "On Intrinsic
Abilities" (proposed rule 608), one sub-rule at a time. Expected values come from the rules
text (305.6, 305.7, 306.5b, 714.3) and from the article's proposed 608.3a–608.5a."""
from __future__ import annotations

from pathlib import Path

import pytest

import layerkit
from layerkit import Board

LOYALTY_CR = "This permanent enters with a number of loyalty counters on it equal to its printed loyalty number."
LOYALTY_AMENDED = "This planeswalker enters with a number of loyalty counters on it equal to its printed loyalty number."
SAGA_LORE = "This Saga enters with a lore counter on it."
SAGA_CHOOSE = "As this Saga enters, choose a number between one and this Saga's final chapter number."
SAGA_CHOSEN = "This Saga enters with the chosen number of lore counters on it."
SAGA_AMENDED = ("As this Saga enters, if it has read ahead, choose a number between one and this Saga's final chapter "
                "number. This Saga enters with the chosen number of lore counters on it. If it doesn't have read "
                "ahead, it enters with a lore counter on it.")
BOTH = pytest.mark.parametrize("rules", ["cr", "amended"])


def texts(state) -> list[str]:
    return [a.text for a in state.abilities]


def intrinsic_texts(state) -> list[str]:
    return [a.text for a in state.abilities if a.intrinsic]


# ------------------------------------------------------------------ 305.6 and 608.3a

@BOTH
def test_305_6_a_land_with_a_basic_land_type_has_its_mana_ability(rules):
    b = Board(rules=rules)
    b.enter("Dryad Arbor", id="arbor")
    assert texts(b.resolve()["arbor"]) == ["{T}: Add {G}."]
    assert b.resolve()["arbor"].abilities[0].intrinsic


def test_305_6_mana_ability_in_every_zone_under_cr():
    b = Board(rules="cr")
    b.enter("Forest", id="forest", zone="library")
    assert texts(b.resolve()["forest"]) == ["{T}: Add {G}."]


def test_608_3a_no_intrinsic_abilities_in_layers_1_to_3_under_amended():
    b = Board(rules="amended")
    b.enter("Dryad Arbor", id="arbor")
    r = b.resolve()
    assert texts(r.state("arbor", "3")) == []          # not before the determination after layer 3
    assert texts(r.state("arbor", "4")) == ["{T}: Add {G}."]
    assert [a.text for a in r.copiable_values("arbor").abilities] == []
    first = r.steps()[0]
    assert (first["layer"], first["effect"]) == ("4", "608.3a: intrinsic abilities are determined")


def test_608_3a_under_cr_intrinsic_abilities_are_there_from_layer_0():
    b = Board(rules="cr")
    b.enter("Dryad Arbor", id="arbor")
    assert texts(b.resolve().state("arbor", "0")) == ["{T}: Add {G}."]


@BOTH
def test_608_3a_copy_gets_the_intrinsic_abilities_of_its_new_values(rules):
    b = Board(rules=rules)
    b.enter("Watery Grave", id="grave")
    b.enter("Dryad Arbor", id="arbor", copy="grave")
    assert sorted(intrinsic_texts(b.resolve()["arbor"])) == ["{T}: Add {B}.", "{T}: Add {U}."]


# ------------------------------------------------------------------ layer 4: 608.3b–f

@BOTH
def test_608_3b_type_set_in_addition_gives_its_intrinsic_ability(rules):
    b = Board(rules=rules)
    b.enter("Urborg, Tomb of Yawgmoth")
    b.enter("Forest", id="forest")
    assert sorted(texts(b.resolve()["forest"])) == ["{T}: Add {B}.", "{T}: Add {G}."]


def _artifact_aura(board: Board) -> None:
    board.define("Test Transmutation", "Enchantment — Aura", mana_cost="{1}{U}",
                 oracle_text="Enchant permanent\nEnchanted permanent is an artifact and loses all other card types.",
                 effects={2: {"affects": "enchanted", "set_types": ["Artifact"]}})


@BOTH
def test_608_3c_setting_a_card_type_removes_the_old_types_intrinsic_abilities(rules):
    b = Board(rules=rules, turn="Bo")          # not Alex's turn: Gideon Blackblade is no creature
    _artifact_aura(b)
    b.enter("Gideon Blackblade", id="gideon")
    b.enter("Test Transmutation", attached_to="gideon")
    g = b.resolve()["gideon"]
    assert g.types == {"Artifact"}
    assert LOYALTY_CR not in texts(g) and LOYALTY_AMENDED not in texts(g)
    assert "[-6]: Exile target nonland permanent." in texts(g)      # printed abilities stay


@BOTH
def test_608_3d_removing_a_card_type_removes_its_intrinsic_abilities(rules):
    b = Board(rules=rules)
    b.define("Test Unearthing", "Enchantment — Aura", mana_cost="{G}",
             oracle_text="Enchant land\nEnchanted land isn't a land.",
             effects={2: {"affects": "enchanted", "remove_types": ["Land"]}})
    b.enter("Dryad Arbor", id="arbor")
    b.enter("Test Unearthing", attached_to="arbor")
    a = b.resolve()["arbor"]
    assert a.types == {"Creature"} and a.subtypes == {"Dryad"}     # 205.1a: Forest went with Land
    assert texts(a) == []


@BOTH
def test_608_3e_setting_a_subtype_swaps_the_mana_abilities(rules):
    b = Board(rules=rules)
    b.enter("Forest", id="forest")
    b.enter("Spreading Seas", attached_to="forest")
    assert texts(b.resolve()["forest"]) == ["{T}: Add {U}."]


def test_608_3f_amended_305_7_removes_intrinsic_abilities_cr_keeps_them():
    def gideon(rules):
        b = Board(rules=rules, turn="Alex")
        b.enter("Ashaya, Soul of the Wild", counters={"+1/+1": 1})
        b.enter("Blood Moon")
        b.enter("Gideon Blackblade", id="gideon")
        return b.resolve()["gideon"]

    cr, amended = gideon("cr"), gideon("amended")
    assert LOYALTY_CR in texts(cr) and cr.counters == {"loyalty": 4}
    assert not any("loyalty counters" in t for t in texts(amended)) and amended.counters == {}
    assert "{T}: Add {R}." in texts(cr) and "{T}: Add {R}." in texts(amended)


# ------------------------------------------------------------------ layer 6: 608.3g–h

@BOTH
def test_608_3g_gaining_read_ahead_re_evaluates_the_saga_ability(rules):
    b = Board(rules=rules)
    b.enter("Barbara Wright")
    b.enter("Urza's Saga", id="saga", choices={"number": 2})
    s = b.resolve()["saga"]
    assert SAGA_LORE not in texts(s)
    assert s.counters == {"lore": 2}
    if rules == "cr":
        assert SAGA_CHOOSE in texts(s) and SAGA_CHOSEN in texts(s)
    else:
        assert texts(s).count(SAGA_AMENDED) == 1


def test_608_3h_losing_only_read_ahead_re_evaluates_the_saga_ability():
    def founding(rules):
        b = Board(rules=rules)
        b.define("Test Forgetting", "Enchantment", mana_cost="{U}", oracle_text="Sagas you control lose read ahead.",
                 effects={1: {"affects": {"subtypes": ["Saga"], "controller": "you"}, "remove_abilities": ["Read ahead"]}})
        b.enter("Test Forgetting")
        b.enter("Founding the Third Path", id="saga", choices={"number": 3})
        return b.resolve()["saga"]

    cr, amended = founding("cr"), founding("amended")
    assert SAGA_LORE in texts(cr) and SAGA_CHOOSE not in texts(cr)   # the article's reading of today's rules
    assert SAGA_AMENDED in texts(amended)                            # still a Saga with chapter abilities
    assert cr.counters == {"lore": 1} and amended.counters == {"lore": 1}


@BOTH
def test_608_3h_removing_all_abilities_gives_nothing_back(rules):
    b = Board(rules=rules)
    b.enter("Humility")
    b.enter("Dryad Arbor", id="arbor")
    assert texts(b.resolve()["arbor"]) == []


# ------------------------------------------------------------------ 608.4, 608.5, 608.5a

@BOTH
def test_608_4_no_second_instance_of_an_intrinsic_ability(rules):
    b = Board(rules=rules)
    b.enter("Urborg, Tomb of Yawgmoth")
    b.enter("Prismatic Omen")
    b.enter("Swamp", id="swamp")
    assert texts(b.resolve()["swamp"]).count("{T}: Add {B}.") == 1


@BOTH
def test_608_5_abilities_gained_from_another_object_are_not_intrinsic(rules):
    b = Board(rules=rules)
    for i in range(4):
        b.enter("Dryad Arbor", id=f"arbor{i}", zone="graveyard")
    b.enter("Necrotic Ooze", id="ooze")
    r = b.resolve()
    mana = [a for a in r["ooze"].abilities if a.text == "{T}: Add {G}."]
    assert len(mana) == 4 and not any(a.intrinsic for a in mana)
    assert all(a.intrinsic for a in r["arbor0"].abilities)


def test_608_5a_a_copy_using_another_objects_abilities_ignores_intrinsic_ones():
    def sakashima(rules):
        b = Board(rules=rules)
        b.enter("Ashaya, Soul of the Wild")
        b.enter("Bear Cub", id="cub")
        b.enter("Sakashima of a Thousand Faces", id="sakashima", copy="cub")
        return b.resolve()["sakashima"]

    assert texts(sakashima("amended")).count("{T}: Add {G}.") == 1
    # the rules as written are silent; "On Intrinsic Abilities" prefers to keep the copied ability
    # intrinsic and subject to re-evaluation, and every option it weighs ends with one instance
    assert texts(sakashima("cr")).count("{T}: Add {G}.") == 1


# ------------------------------------------------------------------ counters as a permanent enters (614.12)

@BOTH
def test_306_5b_a_planeswalker_enters_with_its_loyalty(rules):
    b = Board(rules=rules)
    b.enter("Oko, Thief of Crowns", id="oko")
    assert b.resolve()["oko"].counters == {"loyalty": 4}
    assert b.resolve()["oko"].loyalty == 4


def test_714_3a_saga_enters_with_a_lore_counter_and_blood_moon_differs_by_rule_set():
    def saga(rules):
        b = Board(rules=rules)
        b.enter("Blood Moon")
        b.enter("Urza's Saga", id="saga")
        return b.resolve()["saga"]

    assert saga("cr").counters == {"lore": 1}
    assert saga("amended").counters == {}


# ------------------------------------------------------------------ both rule sets side by side

def test_compare_rules_lists_the_differences():
    path = Path(layerkit.__file__).resolve().parent.parent / "data" / "scenarios" / "intrinsic-15-blood-moon-urzas-saga.yaml"
    diff = layerkit.compare_rules(path)
    assert list(diff.columns) == ["object", "characteristic", "cr", "amended"]
    rows = {(r.object, r.characteristic): (r.cr, r.amended) for r in diff.itertuples()}
    assert rows[("saga", "counters")] == ("lore: 1", "")
    assert SAGA_LORE in rows[("saga", "abilities")][0]


def test_scenario_rule_sets_are_checked_separately(tmp_path):
    text = """
title: t
rules: [cr, amended]
steps:
  - enter: Blood Moon
  - enter: {card: "Urza's Saga", id: saga}
expect_by_rules:
  cr: {saga: {counters: {lore: 1}}}
  amended: {saga: {counters: {lore: 1}}}
"""
    sc = layerkit.Scenario.from_yaml(text)
    results = sc.check_all()
    assert results["cr"] == []
    assert [m.characteristic for m in results["amended"]] == ["counters"]
