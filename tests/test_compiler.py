"""The oracle-text compiler (layerkit.compiler), grammar rule by grammar rule.

Expected outcomes are written from the card's oracle wording and the rules it cites, then checked
by building a board with the compiled definitions and resolving it.
"""
from __future__ import annotations

import pytest

from _compiled import board_with
from layerkit.compiler import compile_card, compile_text
from layerkit.game.board import Board
from layerkit.errors import CardDataError, ScenarioError
from layerkit.vocabulary.schema import validate_definition




# ------------------------------------------------------------------------------ selectors + 7c

def test_anthem_other_creatures_you_control():
    # "Other creatures you control get +1/+1": 7c, the source itself excluded, only your creatures
    b, c = board_with("Anthem Lord", "Creature — Human", "Other creatures you control get +1/+1.",
                      mana_cost="{2}{W}", power=2, toughness=2)
    assert c.supported
    b.enter("Anthem Lord", id="lord")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    r = b.resolve()
    assert (r["mine"].power, r["mine"].toughness) == (3, 3)
    assert (r["theirs"].power, r["lord"].power) == (2, 2)


def test_glorious_anthem_from_bundled_facts():
    from layerkit.game.carddb import bundled_database
    c = compile_card(bundled_database().facts("Glorious Anthem"))
    assert c.supported and list(c.effects) == [1]
    b = Board()
    b.enter("Glorious Anthem")
    b.enter("Grizzly Bears", id="bear")
    assert b.resolve()["bear"].power == 3


def test_subtype_selector_other_elves():
    b, c = board_with("Elf Lord", "Creature — Elf", "Other Elf creatures you control get +1/+1.",
                      mana_cost="{1}{G}", power=1, toughness=1)
    assert c.effects[1]["affects"]["subtypes"] == ["Elf"]
    b.define("Test Elf", "Creature — Elf", mana_cost="{G}", power=1, toughness=1)
    b.enter("Elf Lord")
    b.enter("Test Elf", id="elf")
    b.enter("Grizzly Bears", id="bear")
    r = b.resolve()
    assert r["elf"].power == 2 and r["bear"].power == 2


def test_creatures_your_opponents_control():
    b, c = board_with("Curse Thing", "Enchantment", "Creatures your opponents control get -1/-1.", mana_cost="{B}")
    b.enter("Curse Thing")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    r = b.resolve()
    assert r["theirs"].power == 1 and r["mine"].power == 2


# ------------------------------------------------------------------------------ layer 4 (305.7)

def test_blood_moon_nonbasic_lands_are_mountains():
    b, c = board_with("Moon Copy", "Enchantment", "Nonbasic lands are Mountains.", mana_cost="{2}{R}")
    assert c.supported
    b.enter("Moon Copy")
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Forest", id="forest")
    r = b.resolve()
    assert r["urborg"].subtypes == frozenset({"Mountain"})               # 305.7
    assert [a.text for a in r["urborg"].abilities] == ["{T}: Add {R}."]
    assert r["forest"].subtypes == frozenset({"Forest"})                 # basic: unaffected


def test_in_addition_to_its_other_types():
    b, c = board_with("Machine Lord", "Enchantment", "Each land is an artifact in addition to its other types.",
                      mana_cost="{2}{U}")
    b.enter("Machine Lord")
    b.enter("Forest", id="f")
    assert b.resolve()["f"].types == frozenset({"Land", "Artifact"})     # 205.1b


# ------------------------------------------------------------------------------ Auras, Equipment (6, 7c)

def test_aura_gets_and_has_flying():
    text = "Enchant creature\nEnchanted creature gets +2/+2 and has flying."
    b, c = board_with("Wings Aura", "Enchantment — Aura", text, mana_cost="{1}{U}")
    assert c.effects[2]["affects"] == "enchanted"
    b.enter("Grizzly Bears", id="bear")
    b.enter("Wings Aura", id="aura", attached_to="bear")
    r = b.resolve()
    assert (r["bear"].power, r["bear"].toughness) == (4, 4)
    assert "Flying" in [a.text for a in r["bear"].abilities]


def test_equipment_and_quoted_ability():
    text = 'Equipped creature gets +1/+0 and has "{T}: This creature deals 1 damage to any target."\nEquip {2}'
    b, c = board_with("Test Rod", "Artifact — Equipment", text, mana_cost="{2}")
    assert c.supported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Rod", id="rod", attached_to="bear")
    r = b.resolve()
    assert r["bear"].power == 3
    assert "{T}: This creature deals 1 damage to any target." in [a.text for a in r["bear"].abilities]


# ------------------------------------------------------------------------------ spells, activated, durations

def test_spell_target_creature_gets_until_end_of_turn():
    b, c = board_with("Test Growth", "Instant", "Target creature gets +3/+3 until end of turn.", mana_cost="{G}")
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [3, 3]}
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Growth", targets=["bear"])
    assert b.resolve()["bear"].power == 5
    b.end_turn()
    assert b.resolve()["bear"].power == 2


def test_activated_pump_self():
    text = "Flying\n{R}: This creature gets +1/+0 until end of turn."
    b, c = board_with("Test Dragon", "Creature — Dragon", text, mana_cost="{4}{R}{R}", power=5, toughness=5)
    assert [a.status for a in c.abilities] == ["not-a-layer-effect", "compiled"]
    b.enter("Test Dragon", id="d")
    b.ability("d", 2)
    b.ability("d", 2)
    assert b.resolve()["d"].power == 7


def test_manland_still_a_land():
    text = "{T}: Add {C}.\n{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land."
    b, c = board_with("Test Vault", "Land", text)
    b.enter("Test Vault", id="v")
    b.ability("v", 2)
    r = b.resolve()
    assert r["v"].types == frozenset({"Land", "Creature"}) and (r["v"].power, r["v"].toughness) == (2, 2)


def test_gain_control_until_end_of_turn_and_haste():
    text = "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."
    b, c = board_with("Test Treason", "Sorcery", text, mana_cost="{2}{R}")
    assert c.supported
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.cast("Test Treason", targets=["bear"])
    r = b.resolve()
    assert r["bear"].controller == "Alex" and "Haste" in [a.text for a in r["bear"].abilities]


def test_put_counters_on_target():
    b, c = board_with("Test Blessing", "Instant", "Put two +1/+1 counters on target creature.", mana_cost="{W}")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Blessing", targets=["bear"])
    assert b.resolve()["bear"].power == 4           # 613.4c


# ------------------------------------------------------------------------------ values, conditions, CDAs, 7b, 7d

def test_cda_power_and_toughness_equal_to_count():
    text = "This creature's power and toughness are each equal to the number of lands you control."
    b, c = board_with("Test Ashaya", "Creature — Elemental", text, mana_cost="{3}{G}", power="*", toughness="*")
    b.enter("Test Ashaya", id="a")
    b.enter("Forest")
    b.enter("Forest")
    assert (b.resolve()["a"].power, b.resolve()["a"].toughness) == (2, 2)   # 604.3a, 7a


def test_for_each_value():
    b, c = board_with("Test Crusader", "Creature — Knight", "This creature gets +1/+1 for each Forest you control.",
                      mana_cost="{1}{G}", power=1, toughness=1)
    b.enter("Test Crusader", id="k")
    b.enter("Forest")
    b.enter("Forest")
    assert b.resolve()["k"].power == 3


def test_condition_as_long_as_you_control():
    text = "As long as you control a Forest, this creature gets +1/+2."
    b, c = board_with("Test Ape", "Creature — Ape", text, mana_cost="{R}", power=2, toughness=3)
    b.enter("Test Ape", id="ape")
    assert b.resolve()["ape"].power == 2
    b.enter("Forest")
    assert (b.resolve()["ape"].power, b.resolve()["ape"].toughness) == (3, 5)


def test_base_power_and_toughness_and_lose_all_abilities():
    text = "Enchant creature\nEnchanted creature loses all abilities and has base power and toughness 1/1."
    b, c = board_with("Test Curse", "Enchantment — Aura", text, mana_cost="{U}")
    b.define("Flier", "Creature — Bird", oracle_text="Flying", mana_cost="{3}", power=3, toughness=3)
    b.enter("Flier", id="f")
    b.enter("Test Curse", attached_to="f")
    r = b.resolve()
    assert (r["f"].power, r["f"].toughness) == (1, 1) and r["f"].abilities == ()


def test_switch():
    b, c = board_with("Test Twist", "Instant", "Switch target creature's power and toughness until end of turn.",
                      mana_cost="{U}")
    b.define("Wall", "Creature — Wall", mana_cost="{1}", power=0, toughness=4)
    b.enter("Wall", id="w")
    b.cast("Test Twist", targets=["w"])
    assert (b.resolve()["w"].power, b.resolve()["w"].toughness) == (4, 0)   # 7d


def test_changeling_and_devoid_keywords_are_cdas():
    c = compile_text("Test Shifter", "Changeling\nDevoid", ["Creature"])
    assert c.effects[1]["all_creature_types"] is True and c.effects[2]["set_colors"] == []


def test_color_and_type_setting():
    text = "Enchant creature\nEnchanted creature is a black Zombie."
    b, c = board_with("Test Rot", "Enchantment — Aura", text, mana_cost="{B}")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Rot", attached_to="bear")
    r = b.resolve()
    assert r["bear"].colors == frozenset("B") and r["bear"].subtypes == frozenset({"Zombie"})


# ------------------------------------------------------------------------------ strictness

def test_non_layer_clauses_are_recognised_not_compiled():
    c = compile_text("Test Angel", "Flying\nWhen this creature enters, you gain 3 life.", ["Creature"])
    assert c.supported and c.effects == {}
    assert [a.status for a in c.abilities] == ["not-a-layer-effect", "not-a-layer-effect"]


def test_trigger_whose_effect_is_continuous_compiles():
    c = compile_text("Test Chief", "When this creature enters, creatures you control get +1/+1 until end of turn.",
                     ["Creature"])
    assert c.supported
    assert c.effects[1].get("kind", "triggered") == "triggered"
    assert c.effects[1]["modify_pt"] == [1, 1] and c.effects[1]["duration"] == "end_of_turn"


def test_unsupported_clause_is_reported():
    text = "Creatures you control with power 4 or greater get +1/+1."     # no power selector in the vocabulary
    c = compile_text("Test Sky", text, ["Enchantment"])
    assert not c.supported and c.effects == {}
    assert c.unsupported[0].index == 1 and "with power 4" in c.unsupported[0].clause


def test_it_bound_to_the_triggering_object():
    # "it" is the creature that attacked: the object the trigger names, given as the step's targets
    text = "Whenever a creature you control attacks alone, it gains double strike until end of turn."
    b, c = board_with("Test Rafiq", "Creature — Human", text, mana_cost="{1}{G}{W}{U}", power=3, toughness=3)
    assert c.supported and c.effects[1]["affects"] == "targets"
    b.enter("Test Rafiq", id="rafiq")
    b.enter("Grizzly Bears", id="bear")
    assert "Double strike" not in [a.text for a in b.resolve()["bear"].abilities]   # a trigger, not a static ability
    b.ability("rafiq", 1, targets=["bear"])
    assert "Double strike" in [a.text for a in b.resolve()["bear"].abilities]
    assert "Double strike" not in [a.text for a in b.resolve()["rafiq"].abilities]
    with pytest.raises(ScenarioError):
        b.ability("rafiq", 1)             # which creature attacked must be said, never guessed


@pytest.mark.parametrize("name", ["Glorious Anthem", "Blood Moon", "Shivan Dragon", "Diminish", "Mutavault"])
def test_compiled_definitions_validate(name):
    from layerkit.game.carddb import bundled_database
    c = compile_card(bundled_database().facts(name))
    assert c.supported
    for i, d in c.effects.items():
        validate_definition(d, f"{name} {i}")


def test_coverage_command_line(capsys, tmp_path):
    import json
    from layerkit.cli import main
    cards = [{"name": "A", "type": "Enchantment", "types": ["Enchantment"], "text": "Creatures you control get +1/+1."},
             {"name": "B", "type": "Enchantment", "types": ["Enchantment"], "text": "Creatures you control with power 4 or greater get +1/+1."},
             {"name": "C", "type": "Creature — Bear", "types": ["Creature"], "text": ""}]
    f = tmp_path / "pool.json"
    f.write_text(json.dumps(cards))
    assert main(["coverage", "--cards", str(f), "--backlog", str(tmp_path / "b.csv")]) == 0
    out = capsys.readouterr().out
    assert out.strip().splitlines()[-1] == "1 of 2 cards with continuous effects fully supported (50.0%)"
    assert "with power N or greater" in (tmp_path / "b.csv").read_text()


def test_coverage_reads_the_bundled_pool():
    from layerkit.analysis.coverage import load_cards
    cards = load_cards()                     # data/cards/pool.sqlite
    assert len(cards) > 10000 and {"name", "type_line", "types", "oracle_text"} <= set(cards[0])


# ------------------------------------------------------------------------------ never silently wrong

def test_partly_compiled_ability_is_unsupported():
    # the first sentence compiles; "It is every creature type other than Elf." (layer 4) has no grammar rule's
    # sign and would be dropped: the ability must not become a definition that does half its job
    # ("It is legendary." and then "It is every nonbasic land type." were the examples here; the grammar reads
    # them now, 205.4b, 205.3i)
    from layerkit.game.carddb import compiled_definitions
    text = "Enchant creature\nEnchanted creature gets +2/+2. It is every creature type other than Elf."
    c = compile_text("Test Crown", text, ["Enchantment"])
    assert 2 not in c.effects and [u.index for u in c.unsupported] == [2]
    # the classifier reads layer 4 in this sentence, so the compiler tries the grammar on it and
    # reports that very clause (before: the whole ability, "partly compiled")
    assert "partly compiled" in c.unsupported[0].reason or c.unsupported[0].clause == "it is every creature type other than elf"
    effects, _, unsupported = compiled_definitions({"name": "Test Crown", "type_line": "Enchantment — Aura",
                                                   "types": ["Enchantment"], "oracle_text": text})
    assert 2 not in effects and 2 in unsupported


def test_triggered_ability_is_never_applied_as_static():
    # Battalion: the +1/+1 exists only once the trigger resolves (603), never as a static ability
    text = ("Battalion — Whenever this creature and at least two other creatures attack, this creature gets "
            "+1/+1 until end of turn.")
    b, c = board_with("Test Battalion", "Creature — Human Soldier", text, mana_cost="{1}{W}", power=2, toughness=2)
    assert c.effects[1]["kind"] == "triggered"
    b.enter("Test Battalion", id="s")
    assert b.resolve()["s"].power == 2
    b.ability("s", 1)
    assert b.resolve()["s"].power == 3
    long_word = ("A Very Long Ability Word Of Many Words Indeed — Whenever this creature attacks, "
                 "creatures you control get +1/+1 until end of turn.")
    c = compile_text("Test Long", long_word, ["Creature"])
    assert all(d.get("kind", "static") != "static" for d in c.effects.values())


def test_that_creature_in_a_block_trigger_is_the_other_creature():
    # "Whenever ~ becomes blocked by a creature, that creature gets -1/-1": the blocker, not ~
    text = "Whenever this creature becomes blocked by a creature, that creature gets -1/-1 until end of turn."
    b, c = board_with("Test Spiker", "Creature — Beast", text, mana_cost="{2}{G}", power=3, toughness=3)
    assert c.effects[1]["affects"] == "targets"
    b.enter("Test Spiker", id="s")
    b.enter("Grizzly Bears", id="blocker", controller="Bo")
    b.ability("s", 1, targets=["blocker"])
    r = b.resolve()
    assert r["blocker"].power == 1 and r["s"].power == 3


def test_a_players_ability_is_not_a_layer_effect():
    # "You have shroud" gives the player an ability; 613 applies to objects
    c = compile_text("Test Believer", "You have shroud.", ["Creature"])
    assert c.supported and c.effects == {} and c.abilities[0].status == "not-a-layer-effect"


# ------------------------------------------------------------------------------ counters (614.1c, 613.4c)

def test_enters_with_counters_is_a_replacement_effect():
    # 614.1c: "This creature enters with three +1/+1 counters on it"; the counters apply in 7c
    text = "Trample\nThis creature enters with three +1/+1 counters on it."
    b, c = board_with("Test Ooze", "Creature — Ooze", text, mana_cost="{3}{G}", power=0, toughness=0)
    assert c.supported and c.effects[2] == {"affects": "self", "enters_with_counters": {"+1/+1": 3}}
    b.enter("Test Ooze", id="o")
    r = b.resolve()
    assert (r["o"].power, r["o"].toughness) == (3, 3)
    assert b.state.objects["o"].counter("+1/+1") == 3
    # a replacement effect, not a continuous one: no layer effect exists while it sits on the battlefield
    b.counters("o", remove={"+1/+1": 1})
    assert b.resolve()["o"].power == 2
    # 614.12: a copy has the ability as it enters, so it enters with the counters too (707.2)
    b.enter("Clone", id="clone", copy="o")
    assert b.resolve()["clone"].power == 3


def test_enters_with_x_counters():
    text = "This creature enters with X +1/+1 counters on it."
    b, c = board_with("Test Hydra", "Creature — Hydra", text, mana_cost="{X}{G}", power=0, toughness=0)
    assert c.effects[1]["enters_with_counters"] == {"+1/+1": "x"}
    b.enter("Test Hydra", id="h", choices={"number": 4})
    assert b.resolve()["h"].power == 4
    b.enter("Test Hydra", id="h0")          # 107.3m: not cast with a value of X: X is 0
    assert b.resolve()["h0"].power == 0


def test_enters_with_counters_is_checked():
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "enters_with_counters": {"+1/+1": "y"}}, "Test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "enters_with_counters": [3]}, "Test")


def test_triggered_one_shot_counters_are_not_a_layer_effect():
    # "put a +1/+1 counter on ~ for each word in that spell's name": counters put when the trigger resolves, not a
    # continuous effect (this one the grammar doesn't read; "that many" of the event's number now compiles:
    # tests/test_compiler_oneshot12.py; "for each of that spell's colors", this test's example before values15,
    # compiles too: tests/test_values15.py)
    from layerkit.game.carddb import compiled_definitions
    text = "Whenever you cast a spell, put a +1/+1 counter on this creature for each word in that spell's name."
    c = compile_text("Test Champion", text, ["Creature"])
    assert c.supported and c.abilities[0].status == "not-a-layer-effect"
    _, _, unsupported = compiled_definitions({"name": "Test Champion", "type_line": "Creature — Elf",
                                              "types": ["Creature"], "oracle_text": text})
    assert unsupported == {}
    # one the grammar reads compiles, so resolving the ability puts the counter
    b, c = board_with("Test Grower", "Creature — Elf", "Whenever this creature attacks, put a +1/+1 counter on it.",
                      mana_cost="{1}{G}", power=1, toughness=1)
    b.enter("Test Grower", id="g")
    assert b.resolve()["g"].power == 1
    b.ability("g", 1)
    assert b.resolve()["g"].power == 2


def test_selector_with_a_counter_on_it():
    # Abzan Falconer: "Each creature you control with a +1/+1 counter on it has flying."
    b = Board()
    b.enter("Abzan Falconer", id="f")
    b.enter("Grizzly Bears", id="bear")
    assert "Flying" not in [a.text for a in b.resolve()["bear"].abilities]
    b.counters("bear", add={"+1/+1": 1})
    r = b.resolve()
    assert "Flying" in [a.text for a in r["bear"].abilities] and "Flying" not in [a.text for a in r["f"].abilities]


def test_selector_with_a_keyword():
    b, c = board_with("Test Sky", "Enchantment", "Creatures you control with flying get +1/+1.", mana_cost="{W}")
    b.enter("Test Sky")
    b.enter("Serra Angel", id="angel")
    b.enter("Grizzly Bears", id="bear")
    r = b.resolve()
    assert r["angel"].power == 5 and r["bear"].power == 2


def test_loses_all_other_abilities_card_types_and_creature_types():
    # Darksteel Mutation: an Insect artifact creature, 0/1, indestructible and nothing else (205.1a)
    from layerkit.game.carddb import bundled_database
    facts = bundled_database().facts("Darksteel Mutation")
    b, c = board_with("Test Mutation", "Enchantment — Aura", facts["oracle_text"], mana_cost="{1}{W}")
    assert c.supported
    b.enter("Serra Angel", id="angel")
    b.enter("Test Mutation", attached_to="angel")
    r = b.resolve()["angel"]
    assert r.types == frozenset({"Artifact", "Creature"}) and r.subtypes == frozenset({"Insect"})
    assert [a.text for a in r.abilities] == ["Indestructible"] and (r.power, r.toughness) == (0, 1)


def test_opalescence_compiled():
    # "Each other non-Aura enchantment is a creature ... base power and base toughness each equal to its mana value"
    c = compile_text("Test Opal", "Each other non-Aura enchantment is a creature in addition to its other types and "
                     "has base power and base toughness each equal to its mana value.", ["Enchantment"])
    assert c.effects[1] == {"affects": {"not_subtypes": ["Aura"], "types": ["Enchantment"], "other": True},
                            "add_types": ["Creature"], "set_pt": "mana_value"}


def test_what_a_created_token_has_defines_the_token():
    # 111.3: "create a ... token. It has '...'" gives the token its characteristics: no layer effect;
    # "It gains haste until end of turn" after creating one is a continuous effect on the token the board
    # creates (111.1-111.4: tests/test_compiler_tokens.py)
    text = 'At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add {C}."'
    c = compile_text("Test Zone", text, ["Enchantment"])
    assert c.supported and c.abilities[0].status == "not-a-layer-effect"
    c = compile_text("Test Call", "Create a 3/3 green Beast creature token. It gains haste until end of turn.", ["Sorcery"])
    assert c.effects[1] == {"affects": "created", "duration": "end_of_turn", "add_abilities": ["Haste"],
                            "create_token": {"count": 1, "power": 3, "toughness": 3, "colors": ["G"],
                                             "types": ["Creature"], "subtypes": ["Beast"], "text": ""}}
