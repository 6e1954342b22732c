"""Readings found wrong by reading compiled pool cards against their oracle text (issue 12: never
silently wrong), and keyword abilities whose reminder text is a layer effect."""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import ScenarioError
from layerkit.compiler import compile_card

from _compiled import board_with


def _unsupported(name: str, type_line: str, text: str) -> list[str]:
    return [u.clause for u in compile_card({"name": name, "type_line": type_line, "oracle_text": text}).unsupported]


def test_living_metal_is_an_artifact_creature_during_its_controllers_turn():
    # 702.161a: "During your turn, this permanent is an artifact creature in addition to its other types."
    b, _ = board_with("Metal Vehicle", "Artifact — Vehicle", "Living metal\nTrample", power=3, toughness=2)
    b.enter("Metal Vehicle", id="mine", controller="Alex")
    b.enter("Metal Vehicle", id="theirs", controller="Bo")
    r = b.resolve()
    assert r["mine"].characteristics.types == {"Artifact", "Creature"}
    assert r["theirs"].characteristics.types == {"Artifact"}
    b.end_turn()                                  # Bo's turn now
    r = b.resolve()
    assert r["mine"].characteristics.types == {"Artifact"}
    assert r["theirs"].characteristics.types == {"Artifact", "Creature"}


def test_reconfigure_attached_equipment_is_no_creature():
    # 702.151b: attached to another creature, it stops being a creature; its creature type goes with the
    # card type (205.1a); unattached it is an artifact creature again
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Komainu Battle Armor", id="armor")
    r = b.resolve()
    assert "Creature" in r["armor"].characteristics.types
    b.attach("armor", "bears")
    r = b.resolve()
    assert r["armor"].characteristics.types == {"Artifact"}
    assert "Dog" not in r["armor"].characteristics.subtypes and "Equipment" in r["armor"].characteristics.subtypes
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (4, 4)   # +2/+2
    assert "Menace" in [a.keyword for a in r["bears"].characteristics.abilities]


def test_gains_the_following_abilities_is_reported():
    # Planeswalkerificate: the loyalty abilities the enchanted creature gains, and "its toughness becomes
    # its loyalty", are not in the vocabulary: the ability is reported, not compiled to "is a planeswalker" only
    text = ("Enchant creature you control\nEnchanted creature is a planeswalker in addition to its other types. "
            "Its toughness becomes its loyalty. It can't block and gains the following abilities —\n"
            "[+1]: Add {R}{R}.")
    assert _unsupported("Planeswalkerificate", "Enchantment — Aura", text)


def test_a_pronoun_after_another_object_moved_is_reported():
    # Wake to Slaughter: "It gains haste" names the card returned to the battlefield, a new object (400.7),
    # not the spell's targets in the graveyard
    text = ("Choose up to two target creature cards in your graveyard. An opponent chooses one of them. Return "
            "that card to your hand. Return the other to the battlefield under your control. It gains haste. "
            "Exile it at the beginning of the next end step.")
    assert _unsupported("Wake to Slaughter", "Sorcery", text)


def test_a_subtype_the_permanent_stops_having_is_read():
    # Dancing Sword: "... become a 2/1 Construct artifact creature with flying and ward {1}. If you do, it
    # isn't an Equipment." — without the second sentence it would stay an Equipment (205.1a). (grants15: the
    # second sentence is read now, "isn't a [subtype]" removing that subtype; this asserted it was reported)
    from layerkit.compiler import compile_card
    text = ("Equipped creature gets +2/+1.\nWhen equipped creature dies, you may have this Equipment become a 2/1 "
            "Construct artifact creature with flying and ward {1}. If you do, it isn't an Equipment.\nEquip {1}")
    c = compile_card({"name": "Dancing Sword", "type_line": "Artifact — Equipment", "types": ["Artifact"],
                      "oracle_text": text})
    assert c.effects[2]["remove_subtypes"] == ["Equipment"] and c.effects[2]["condition"] == {"you_did": True}
    assert not c.unsupported


def test_his_other_types_is_a_type_change():
    # Fang, Roku's Companion: "He's a Spirit in addition to his other types." is a layer-4 effect on the
    # returned card, not "no layer effect"
    text = ("Flying\nWhen Fang dies, if he wasn't a Spirit, return this card to the battlefield under your "
            "control. He's a Spirit in addition to his other types.")
    assert _unsupported("Fang, Roku's Companion", "Legendary Creature — Dragon", text)


def test_a_delayed_trigger_in_a_spell_is_not_the_spells_effect():
    # First Day of Class: the instant creates a delayed triggered ability (603.7); "it" is each creature
    # that enters later this turn, not a target of the spell (it has none): compiled under delayed_trigger, which
    # the board's delayed step resolves for each creature that enters (tests/test_grants14.py)
    from layerkit.compiler import compile_card
    text = ("Whenever a creature you control enters this turn, put a +1/+1 counter on it and it gains haste "
            "until end of turn.\nLearn.")
    c = compile_card({"name": "First Day of Class", "oracle_text": text, "types": ["Instant"], "type_line": "Instant"})
    assert c.effects[1]["delayed_trigger"] == "this_turn" and not c.unsupported


def test_an_ability_of_a_class_level_applies_from_that_level():
    # 716.2a: Paladin Class has "Creatures you control get +1/+1" only while it is level 2 or greater;
    # its level bar "{2}{W}: Level 2" makes it level 2 (716.2a), and no level is level 1 (716.2d)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Paladin Class", id="paladin")
    assert b.resolve()["bears"].characteristics.power == 2                  # level 1: no anthem
    with pytest.raises(ScenarioError, match="716.2a"):
        b.ability("paladin", 4)                                         # "{4}{W}: Level 3" needs level 2
    b.ability("paladin", 2)                                             # "{2}{W}: Level 2"
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 3)
    b.move("paladin", "hand")                                           # 400.7: a new object, no level
    b.move("paladin", "battlefield")
    assert b.resolve()["bears"].characteristics.power == 2


def test_a_class_entered_at_a_level():
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Paladin Class", id="paladin", class_level=3)
    assert b.resolve()["bears"].characteristics.power == 3
    with pytest.raises(ScenarioError, match="class_level"):
        Board().enter("Paladin Class", class_level=0)


def test_a_triggered_ability_of_a_higher_level_is_refused_below_it():
    # Barbarian Class level 2: "Whenever you roll one or more dice, target creature you control gets +2/+0
    # and gains menace until end of turn." — at level 1 the Class doesn't have it (716.2a)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Barbarian Class", id="barb")
    with pytest.raises(ScenarioError, match="716.2a"):
        b.ability("barb", 3, targets=["bears"])
    b.ability("barb", 2)
    b.ability("barb", 3, targets=["bears"])
    assert b.resolve()["bears"].characteristics.power == 4


def test_an_object_that_changes_zones_forgets_its_status_and_choices():
    # 400.7: the card put back onto the battlefield is a new object: untapped (110.5), with no choice made
    # for the old one (a chosen color) and not cast for any cost
    b = Board()
    b.enter("Grizzly Bears", id="bears", tapped=True, choices={"color": "R"})
    b.move("bears", "graveyard")
    b.move("bears", "battlefield")
    back = b.state.objects["bears"]
    assert not back.tapped and back.alt_cost is None and not back.choices


def test_a_creature_cast_bestowed_is_an_aura_until_it_becomes_unattached():
    # 702.103b: Nyxborn Wolf cast bestowed resolves into an Aura enchantment with enchant creature
    # attached to its target (608.3c), not a creature; "Enchanted creature gets +3/+1" applies. 702.103f:
    # once unattached (its host left, 303.4c) it ceases to be bestowed: a 3/1 Enchantment Creature — Wolf
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Nyxborn Wolf", id="wolf", alt_cost="bestow", targets=["bears"])
    r = b.resolve()
    wolf = r["wolf"].characteristics
    assert wolf.types == {"Enchantment"} and wolf.subtypes == {"Aura"}
    assert "Enchant creature" in [a.text for a in wolf.abilities]
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (5, 3)
    b.move("bears", "graveyard")
    wolf = b.resolve()["wolf"].characteristics
    assert wolf.types == {"Enchantment", "Creature"} and wolf.subtypes == {"Wolf"}
    assert (wolf.power, wolf.toughness) == (3, 1)


def test_a_creature_cast_normally_is_no_aura():
    b = Board()
    b.cast("Nyxborn Wolf", id="wolf")
    assert b.resolve()["wolf"].characteristics.types == {"Enchantment", "Creature"}
    with pytest.raises(ScenarioError, match="targets"):
        Board().cast("Nyxborn Wolf", targets=["nobody"])


def test_it_after_this_creature_or_equipped_creature_is_not_the_source():
    # Chainflail Centipede: "Whenever this creature or equipped creature attacks, it gets +2/+0": "it" is
    # whichever attacked, not always the source
    text = ("Whenever this creature or equipped creature attacks, it gets +2/+0 until end of turn.\n"
            "Reconfigure {2}")
    c = compile_card({"name": "Chainflail Centipede", "type_line": "Artifact Creature — Equipment Insect",
                      "oracle_text": text})
    assert c.effects.get(1, {}).get("affects") != "self"


def test_counters_a_resolving_spell_puts_that_were_not_read_are_reported():
    # Press into Service: "Support 2." puts +1/+1 counters (7c); read since round 14 (701.41b: "put a +1/+1 counter
    # on each of up to two target creatures"): with the one target the second paragraph's, support chose none —
    # nothing to report
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.cast("Press into Service", targets=["bears"])
    r = b.resolve()
    assert r["bears"].characteristics.controller == "Alex"
    assert (r["bears"].power, r["bears"].toughness) == (2, 2)
    assert not any(text.startswith("Support 2") for _oid, _name, text, _why in r.unsupported)


def test_counters_a_resolving_triggered_ability_puts_under_if_are_checked_as_it_resolves():
    # Ring of Evos Isle: "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's
    # blue." — the instruction's "if" (608.2c, round 7: ``if_holds``) is checked as it resolves: a green
    # creature gets none, a blue one gets the counter; nothing is reported
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Ring of Evos Isle", id="ring", attached_to="bears")
    b.ability("ring", 2)
    assert not any("upkeep" in text for _oid, _name, text, _why in b.resolve().unsupported)
    assert (b.resolve()["bears"].power, b.resolve()["bears"].toughness) == (2, 2)
    b.enter("Fugitive Wizard", id="wiz")        # blue 1/1
    b.attach("ring", "wiz")
    b.ability("ring", 2)
    assert (b.resolve()["wiz"].power, b.resolve()["wiz"].toughness) == (2, 2)


def test_an_overloaded_spell_affects_each_instead_of_target():
    # 702.96a-b: Weapon Surge cast for its overload cost reads "Each creature you control gets +1/+0 and gains
    # first strike until end of turn" and has no targets
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Hill Giant", id="giant")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Weapon Surge", alt_cost="overload")
    r = b.resolve()
    assert [r[i].characteristics.power for i in ("bears", "giant", "theirs")] == [3, 4, 3]
    assert "First strike" in [a.keyword for a in r["giant"].characteristics.abilities]
    with pytest.raises(ScenarioError, match="702.96"):
        b.cast("Weapon Surge", alt_cost="overload", targets=["bears"])
    b.cast("Weapon Surge", targets=["bears"])                       # not overloaded: its one target
    assert b.resolve()["bears"].characteristics.power == 4


def test_that_creature_after_an_event_naming_two_objects_is_not_bound():
    # Vampiric Embrace: "Whenever a creature dealt damage by enchanted creature this turn dies, put a +1/+1
    # counter on that creature": two creatures in the event; the dying one is not where the counter goes
    text = ("Enchant creature\nEnchanted creature gets +2/+2 and has flying.\nWhenever a creature dealt damage by "
            "enchanted creature this turn dies, put a +1/+1 counter on that creature.")
    c = compile_card({"name": "Vampiric Embrace", "type_line": "Enchantment — Aura", "oracle_text": text})
    assert c.effects.get(3, {}).get("affects") != "targets"


def test_its_target_and_new_targets_are_no_target_phrases():
    # 115.1d: "if its target becomes illegal", "you may choose new targets for it" name no new target
    from layerkit.game.legality import target_counts
    assert target_counts("Exchange control of this creature and up to one target creature an opponent controls. "
                         "This ability still resolves if its target becomes illegal.") == [(0, 1)]
    assert target_counts("Gain control of target noncreature spell. You may choose new targets for it.") == [(1, 1)]


def test_other_inside_an_alternative_is_not_the_source():
    # a selector {any: [{types: [Artifact]}, {types: [Creature], other: true}]}: the source, a creature that is
    # no artifact, matches neither alternative ("other" holds inside an alternative too)
    from layerkit.vocabulary.parse import parse_definition
    b = Board()
    b.define("Test Lord", "Creature — Elf", oracle_text="Artifacts and other creatures you control get +1/+1.",
             power=2, toughness=2,
             effects={1: {"affects": {"any": [{"types": ["Artifact"]}, {"types": ["Creature"], "other": True}]},
                          "modify_pt": [1, 1]}})
    parse_definition({"affects": {"any": [{"types": ["Creature"], "other": True}]}, "modify_pt": [1, 1]}, "test")
    b.enter("Test Lord", id="lord")
    b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    assert r["lord"].characteristics.power == 2 and r["bears"].characteristics.power == 3


def test_a_target_phrase_with_a_list_of_types_checks_them_all():
    # "target artifact, creature, or land you control" (115.1): a creature is a legal target, an enchantment
    # isn't; before, the phrase ended at its first comma and only "artifact" was read
    import pytest as _pytest
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Glorious Anthem", id="anthem")
    b.cast("Tawnos's Tinkering", targets=["bears"])
    with _pytest.raises(ScenarioError, match="not a legal target"):
        b.cast("Tawnos's Tinkering", targets=["anthem"])


def test_lhurgoyf_power_and_its_toughness_that_number_plus_one():
    # Lhurgoyf: "power is equal to the number of creature cards in all graveyards and its toughness is equal to
    # that number plus 1" (604.3: a CDA); two creature cards in graveyards: 2/3. (A merge had made the lexer
    # read "and" there as the start of "and each ... card", and the card unsupported.)
    b = Board()
    b.enter("Lhurgoyf", id="goyf")
    b.enter("Grizzly Bears", zone="graveyard")
    b.enter("Hill Giant", zone="graveyard", owner="Bo")
    c = b.resolve()["goyf"].characteristics
    assert (c.power, c.toughness) == (2, 3)
