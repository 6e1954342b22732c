"""Conditions and values the compiler reads (issue 12): each expected value is worked out from the
card's oracle text and the rule it cites, then checked on a board with the real pool card."""
from __future__ import annotations

import pytest

from _compiled import board_with, pt
from layerkit.compiler import compile_text
from layerkit.game.board import Board
from layerkit.vocabulary.parse import parse_definition


def abilities(board: Board, oid: str) -> list[str]:
    return [a.text for a in board.resolve()[oid].abilities]


def supported(name: str) -> bool:
    from layerkit.game.carddb import bundled_database
    from layerkit.compiler import compile_card
    return compile_card(bundled_database().facts(name)).supported




# ------------------------------------------------------------------------------ devotion to two colors (700.5)

def test_devotion_to_two_colors_counts_each_symbol_once():
    # Athreos ({1}{W}{B}): "As long as your devotion to white and black is less than seven, Athreos
    # isn't a creature." 700.5: symbols that are white, black or both ({W/B} counts once).
    assert supported("Athreos, God of Passage")
    b = Board()
    b.enter("Athreos, God of Passage", id="god")                      # W, B: 2
    assert "Creature" not in b.resolve()["god"].types
    b.define("Hybrid Thing", "Artifact", mana_cost="{W/B}{W/B}{W/B}{G}")
    b.enter("Hybrid Thing")                                            # + 3 (G counts nothing): 5
    assert "Creature" not in b.resolve()["god"].types
    b.define("Red Thing", "Artifact", mana_cost="{R}{R}{B}")
    b.enter("Red Thing")                                               # + 1: 6
    assert "Creature" not in b.resolve()["god"].types
    b.enter("Red Thing")                                               # + 1: 7
    r = b.resolve()["god"]
    assert "Creature" in r.types and (r.power, r.toughness) == (5, 4)


def test_devotion_to_two_colors_counts_only_your_permanents():
    b = Board()
    b.enter("Athreos, God of Passage", id="god")
    b.define("Pious Thing", "Artifact", mana_cost="{W}{W}{B}{B}{B}")
    b.enter("Pious Thing", controller="Bo")
    assert "Creature" not in b.resolve()["god"].types                  # Bo's symbols are Bo's devotion
    b.enter("Pious Thing")
    assert "Creature" in b.resolve()["god"].types                      # 2 + 5 = 7


def test_devotion_condition_validates_its_colors():
    parse_definition({"affects": "self", "remove_types": ["Creature"], "condition": {"devotion": {"color": "WB", "lt": 7}}}, "x")
    from layerkit.errors import CardDataError
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "remove_types": ["Creature"],
                          "condition": {"devotion": {"color": "WX", "lt": 7}}}, "x")


# ------------------------------------------------------------------------------ values

def test_tarmogoyf_card_types_among_cards_in_all_graveyards():
    # "power is equal to the number of card types among cards in all graveyards and its toughness
    # is equal to that number plus 1" (205.2a: an artifact creature card is two card types)
    assert supported("Tarmogoyf")
    b = Board()
    b.enter("Tarmogoyf", id="goyf")
    assert pt(b, "goyf") == (0, 1)
    b.define("Construct Card", "Artifact Creature — Construct", mana_cost="{3}", power=2, toughness=2)
    b.enter("Construct Card", zone="graveyard", owner="Bo")
    assert pt(b, "goyf") == (2, 3)
    b.enter("Lightning Bolt", zone="graveyard")                         # Instant: a third type
    b.enter("Shock", zone="graveyard", owner="Bo")                      # Instant again: no new type
    assert pt(b, "goyf") == (3, 4)


def test_enigma_drake_instant_and_sorcery_cards():
    # "Enigma Drake's power is equal to the number of instant and sorcery cards in your graveyard."
    assert supported("Enigma Drake")
    b = Board()
    b.enter("Enigma Drake", id="drake")
    b.enter("Lightning Bolt", zone="graveyard")
    b.enter("Divination", zone="graveyard")
    b.enter("Grizzly Bears", zone="graveyard")                          # a creature card: not counted
    b.enter("Shock", zone="graveyard", owner="Bo")                      # Bo's graveyard: not counted
    assert pt(b, "drake") == (2, 4)


def test_twice_the_number_of():
    text = ("This creature's power and toughness are each equal to twice the number of instant and sorcery "
            "cards in your graveyard.")
    b, c = board_with("Test Twice", "Creature — Elemental", text, mana_cost="{3}{U}", power="*", toughness="*")
    assert c.supported
    b.enter("Test Twice", id="t")
    b.enter("Lightning Bolt", zone="graveyard")
    b.enter("Divination", zone="graveyard")
    b.enter("Divination", zone="graveyard")
    assert pt(b, "t") == (6, 6)


def test_cards_in_your_opponents_graveyards():
    text = "This creature's power and toughness are each equal to the number of cards in your opponents' graveyards."
    b, c = board_with("Test Ghoul", "Creature — Zombie", text, mana_cost="{2}{B}", power="*", toughness="*")
    assert c.supported
    b.enter("Test Ghoul", id="g")
    b.enter("Grizzly Bears", zone="graveyard")                          # mine: not counted
    b.enter("Grizzly Bears", zone="graveyard", owner="Bo")
    b.enter("Shock", zone="graveyard", owner="Bo")
    assert pt(b, "g") == (2, 2)


def test_domain_basic_land_types_among_lands_you_control():
    # Kavu Scout 0/2: "+1/+0 for each basic land type among lands you control" (305.6)
    assert supported("Kavu Scout")
    b = Board()
    b.enter("Kavu Scout", id="k")
    b.enter("Forest")
    b.enter("Forest")                                                   # one type, counted once
    b.enter("Island", controller="Bo")                                  # not mine
    assert pt(b, "k") == (1, 2)
    b.enter("Mountain")
    b.enter("Wastes")                                                   # no basic land type
    assert pt(b, "k") == (2, 2)


def test_domain_reads_land_types_after_layer_4():
    # Matca Rioters: a CDA (7a) counting basic land types; Blood Moon makes nonbasic lands Mountains
    assert supported("Matca Rioters")
    b = Board()
    b.enter("Matca Rioters", id="m")
    b.enter("Forest")
    b.enter("Island")
    assert pt(b, "m") == (2, 2)
    b.enter("Forest", controller="Bo")
    b.enter("Blood Moon", controller="Bo")
    b.enter("Evolving Wilds")                                           # nonbasic: a Mountain under Blood Moon
    assert pt(b, "m") == (3, 3)


def test_colors_among_permanents_you_control():
    text = "This creature's power and toughness are each equal to the number of colors among permanents you control."
    b, c = board_with("Test Prism", "Creature — Elemental", text, mana_cost="{3}", power="*", toughness="*")
    assert c.supported
    b.enter("Test Prism", id="p")                                       # colorless itself
    b.enter("Grizzly Bears")                                            # G
    b.enter("Grizzly Bears")                                            # G again
    b.define("Gold Thing", "Artifact", mana_cost="{W}{U}")
    b.enter("Gold Thing")                                               # W, U
    b.enter("Lightning Bolt", zone="graveyard")                         # a card, not a permanent
    assert pt(b, "p") == (3, 3)


def test_for_each_aura_attached_to_it():
    # Evershrike 2/2: "+2/+2 for each Aura attached to it"; an Equipment is no Aura
    b = Board()
    b.enter("Evershrike", id="e")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Holy Strength", attached_to="e")
    b.enter("Holy Strength", attached_to="e")
    b.enter("Holy Strength", attached_to="bear")                        # attached to another creature
    b.enter("Bonesplitter", attached_to="e")
    # 2/2 + 2 Auras * +2/+2 + Holy Strength 2 * +1/+2 + Bonesplitter +2/+0
    assert pt(b, "e") == (2 + 4 + 2 + 2, 2 + 4 + 4)


def test_for_each_equipment_attached_to_it():
    assert supported("Goblin Gaveleer")
    b = Board()
    b.enter("Goblin Gaveleer", id="g")
    b.enter("Bonesplitter", id="b1", attached_to="g")
    b.enter("Bonesplitter", id="b2")                                    # not attached
    assert pt(b, "g") == (1 + 2 + 2, 1)


def test_for_each_counter_on_it():
    # Evolving Adaptive 0/0: "This creature enters with an oil counter on it. This creature gets
    # +1/+1 for each oil counter on it." (614.1c: the counter it enters with is its own ability's)
    b = Board()
    b.enter("Evolving Adaptive", id="a")
    assert pt(b, "a") == (1, 1)
    b.counters("a", add={"oil": 2})
    assert pt(b, "a") == (3, 3)


def test_for_each_after_a_duration():
    # Gaea's Might: "Target creature gets +1/+1 until end of turn for each basic land type among lands you control."
    assert supported("Gaea's Might")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Forest")
    b.enter("Plains")
    b.cast("Gaea's Might", targets=["bear"])
    assert pt(b, "bear") == (4, 4)


# ------------------------------------------------------------------------------ conditions

def test_threshold_there_are_seven_or_more_cards_in_your_graveyard():
    assert supported("Anurid Barkripper")
    b = Board()
    b.enter("Anurid Barkripper", id="a")
    for _ in range(6):
        b.enter("Shock", zone="graveyard")
    b.enter("Shock", zone="graveyard", owner="Bo")
    assert pt(b, "a") == (2, 2)
    b.enter("Shock", zone="graveyard")
    assert pt(b, "a") == (4, 4)


def test_delirium_card_types_among_cards_in_your_graveyard():
    # Desperate Sentry 1/2: "+3/+0 as long as there are four or more card types among cards in your graveyard"
    assert supported("Desperate Sentry")
    b = Board()
    b.enter("Desperate Sentry", id="s")
    b.define("Construct Card", "Artifact Creature — Construct", mana_cost="{3}", power=2, toughness=2)
    b.enter("Construct Card", zone="graveyard")
    b.enter("Lightning Bolt", zone="graveyard")
    b.enter("Divination", zone="graveyard", owner="Bo")
    assert pt(b, "s") == (1, 2)                                         # Artifact, Creature, Instant
    b.enter("Divination", zone="graveyard")
    assert pt(b, "s") == (4, 2)


def test_first_strike_as_long_as_its_attacking():
    b = Board()
    b.enter("Blood Petal Celebrant", id="c")
    assert "First strike" not in abilities(b, "c")
    b.attack("c")
    assert "First strike" in abilities(b, "c")


def test_flying_as_long_as_its_attacking_is_about_the_source():
    assert supported("Kitesail Corsair")
    b = Board()
    b.enter("Kitesail Corsair", id="k")
    b.enter("Grizzly Bears", id="bear")
    b.attack("bear")
    assert "Flying" not in abilities(b, "k")
    b.attack("k")
    assert "Flying" in abilities(b, "k")


def test_as_long_as_its_equipped():
    # Dwarfhold Champion 3/1: "As long as this creature is equipped, it gets +0/+2." (301.5a)
    assert supported("Dwarfhold Champion")
    b = Board()
    b.enter("Dwarfhold Champion", id="d")
    b.enter("Holy Strength", attached_to="d")                           # an Aura: not equipped
    assert pt(b, "d") == (4, 3)
    b.enter("Bonesplitter", attached_to="d")
    assert pt(b, "d") == (6, 5)


def test_as_long_as_its_enchanted():
    assert supported("Fledgling Osprey")
    b = Board()
    b.enter("Fledgling Osprey", id="o")
    b.enter("Bonesplitter", attached_to="o")                            # an Equipment: not enchanted (303.4b)
    assert "Flying" not in abilities(b, "o")
    b.enter("Holy Strength", attached_to="o")
    assert "Flying" in abilities(b, "o")


def test_as_long_as_it_has_a_counter_on_it():
    assert supported("Baloth Pup")
    b = Board()
    b.enter("Baloth Pup", id="p")
    assert "Trample" not in abilities(b, "p")
    b.counters("p", add={"+1/+1": 1})
    assert "Trample" in abilities(b, "p") and pt(b, "p") == (4, 2)


def test_as_long_as_it_has_a_named_counter_on_it():
    b = Board()
    b.enter("Myojin of Cleansing Fire", id="m")
    b.counters("m", remove={"divinity": 5})
    assert "Indestructible" not in abilities(b, "m")
    b.counters("m", add={"divinity": 1})
    assert "Indestructible" in abilities(b, "m")


def test_seven_or_more_quest_counters():
    assert supported("Beastmaster Ascension")
    b = Board()
    b.enter("Beastmaster Ascension", id="asc")
    b.enter("Grizzly Bears", id="bear")
    b.counters("asc", add={"quest": 6})
    assert pt(b, "bear") == (2, 2)
    b.counters("asc", add={"quest": 1})
    assert pt(b, "bear") == (7, 7)


def test_hellbent_no_cards_in_hand():
    assert supported("Demon's Jester")
    b = Board()
    b.enter("Demon's Jester", id="j")
    b.enter("Shock", zone="hand", owner="Bo")                           # Bo's hand is not mine
    assert pt(b, "j") == (4, 3)
    b.enter("Shock", zone="hand")
    assert pt(b, "j") == (2, 2)


def test_enchanted_permanent_is_a_creature_it_gets():
    # Akki War Paint: "As long as enchanted permanent is a creature, it gets +2/+1."
    assert supported("Akki War Paint")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Akki War Paint", attached_to="bear")
    assert pt(b, "bear") == (4, 3)


def test_enchanted_creature_gets_as_long_as_its_white():
    # Favorable Destiny ability 2 (ability 3 is not understood yet): "+1/+2 as long as it's white"
    text = "Enchant creature\nEnchanted creature gets +1/+2 as long as it's white."
    b, c = board_with("Test Destiny", "Enchantment — Aura", text, mana_cost="{1}{W}")
    assert c.supported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Savannah Lions", id="lion")
    b.enter("Test Destiny", attached_to="bear")
    b.enter("Test Destiny", attached_to="lion")
    assert pt(b, "bear") == (2, 2) and pt(b, "lion") == (3, 3)


def test_you_control_exactly_one_creature():
    text = "This creature gets +2/+2 as long as you control exactly one creature."
    b, c = board_with("Test Loner", "Creature — Human", text, mana_cost="{1}{W}", power=1, toughness=1)
    assert c.supported
    b.enter("Test Loner", id="l")
    b.enter("Grizzly Bears", controller="Bo")
    assert pt(b, "l") == (3, 3)
    b.enter("Grizzly Bears")
    assert pt(b, "l") == (1, 1)


def test_during_each_of_your_turns():
    text = "During each of your turns, this creature gets +1/+0."
    b, c = board_with("Test Raider", "Creature — Human", text, mana_cost="{1}{R}", power=2, toughness=2)
    assert c.supported
    b.enter("Test Raider", id="r")
    assert pt(b, "r") == (3, 2)
    b.enter("Test Raider", id="bo", controller="Bo")
    assert pt(b, "bo") == (2, 2)


# ------------------------------------------------------------------------------ what stays unsupported

@pytest.mark.parametrize("text", [
    # (Auras attached to the source are read now, {attached_to_source: ...}: tests/test_compiler_values5.py;
    # since round 14 Roles too, 303.7 (a Role is an Aura): tests/test_values14.py)
    # (the city's blessing and life totals are game facts the board is told now: tests/test_game_facts.py)
    "Enchanted creature gets +1/+1 for each oil counter on it.",
])
def test_phrases_without_an_exact_reading_stay_unsupported(text):
    c = compile_text("Test Card", text, ["Creature"])
    assert not c.supported


def test_attached_value_and_value_condition_read_their_objects():
    from layerkit.vocabulary.ops import definition_reads
    d = parse_definition({"affects": "self", "modify_pt": [{"attached": {"subtypes": ["Aura"]}}, 0]}, "x")
    assert {"subtypes", "zone"} <= definition_reads(d)
    d = parse_definition({"affects": "self", "add_abilities": ["Flying"],
                          "condition": {"value": {"of": {"basic_land_types": {"types": ["Land"]}}, "min": 2}}}, "x")
    assert {"subtypes", "types"} <= definition_reads(d)


# ------------------------------------------------------------------------------ 608.2h: determined once

def test_a_resolved_spells_for_each_is_counted_once():
    # 608.2h: "the answer is determined only once, when the effect is applied": Gaea's Might counts
    # basic land types as it resolves; a land leaving later changes nothing (611.2c: nor its target)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Forest", id="forest")
    b.enter("Plains")
    b.cast("Gaea's Might", targets=["bear"])
    assert pt(b, "bear") == (4, 4)
    b.leave("forest")
    b.enter("Island")
    b.enter("Swamp")
    assert pt(b, "bear") == (4, 4)


def test_a_resolved_abilitys_value_from_its_source_is_counted_once():
    # Canopy Crawler: "{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter on this creature."
    b = Board()
    b.enter("Canopy Crawler", id="c", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="bear")
    b.ability("c", 2, targets=["bear"])
    assert pt(b, "bear") == (4, 4)
    b.counters("c", add={"+1/+1": 3})
    assert pt(b, "bear") == (4, 4)


def test_a_static_abilitys_for_each_keeps_counting():
    # 611.3a: a static ability's effect isn't locked in
    b = Board()
    b.enter("Kavu Scout", id="k")
    b.enter("Forest", id="forest")
    assert pt(b, "k") == (1, 2)
    b.leave("forest")
    assert pt(b, "k") == (0, 2)


def test_this_spell_has_cascade_only_on_the_stack():
    # Bloodbraid Marauder: "Delirium — This spell has cascade as long as there are four or more card
    # types among cards in your graveyard." An ability of the spell: it functions on the stack only (113.6e)
    b = Board()
    b.define("Construct Card", "Artifact Creature — Construct", mana_cost="{3}", power=2, toughness=2)
    for card in ("Construct Card", "Lightning Bolt", "Forest"):
        b.enter(card, zone="graveyard")
    b.enter("Bloodbraid Marauder", id="spell", zone="stack")
    b.enter("Bloodbraid Marauder", id="permanent")
    assert "Cascade" in abilities(b, "spell") and "Cascade" not in abilities(b, "permanent")
    b2 = Board()
    b2.enter("Lightning Bolt", zone="graveyard")
    b2.enter("Bloodbraid Marauder", id="spell", zone="stack")
    assert "Cascade" not in abilities(b2, "spell")                      # one card type: no delirium


# ------------------------------------------------------------------------------ conditions on the object an Aura or Equipment is attached to

def test_as_long_as_enchanted_creature_is_a_color_it_gets():
    # Clout of the Dominus: blue -> +1/+1 and shroud; red -> +1/+1 and haste
    assert supported("Clout of the Dominus")
    b = Board()
    b.enter("Grizzly Bears", id="bear")                                  # green
    b.enter("Clout of the Dominus", attached_to="bear")
    assert pt(b, "bear") == (2, 2) and not {"Shroud", "Haste"} & set(abilities(b, "bear"))
    b.define("Blue Red Bear", "Creature — Bear", mana_cost="{U}{R}", power=2, toughness=2)
    b.enter("Blue Red Bear", id="ur")
    b.enter("Clout of the Dominus", attached_to="ur")
    assert pt(b, "ur") == (4, 4) and {"Shroud", "Haste"} <= set(abilities(b, "ur"))


def test_enchanted_creature_gets_as_long_as_its_a_subtype():
    # Bonds of Faith: "+2/+2 as long as it's a Human" (the "Otherwise, it can't attack or block" part is no layer effect)
    b = Board()
    b.enter("Savannah Lions", id="cat")
    b.define("Test Human", "Creature — Human Soldier", mana_cost="{W}", power=1, toughness=1)
    b.enter("Test Human", id="human")
    b.enter("Bonds of Faith", attached_to="cat")
    b.enter("Bonds of Faith", attached_to="human")
    assert pt(b, "cat") == (2, 1) and pt(b, "human") == (3, 3)


def test_as_long_as_equipped_creature_is_legendary():
    assert supported("Champion's Helm")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Champion's Helm", attached_to="bear")
    assert pt(b, "bear") == (4, 4) and "Hexproof" not in abilities(b, "bear")
    b.define("Test Legend", "Legendary Creature — Human", mana_cost="{W}", power=1, toughness=1)
    b.enter("Test Legend", id="legend")
    b.enter("Champion's Helm", attached_to="legend")
    assert "Hexproof" in abilities(b, "legend")


def test_as_long_as_enchanted_land_is_a_basic_mountain():
    # Goblin Caves: "As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2."
    assert supported("Goblin Caves")
    b = Board()
    b.define("Test Goblin", "Creature — Goblin", mana_cost="{R}", power=1, toughness=1)
    b.enter("Test Goblin", id="gob", controller="Bo")                   # all Goblins, not only mine
    b.enter("Evolving Wilds", id="wilds")
    b.enter("Goblin Caves", id="caves", attached_to="wilds")
    assert pt(b, "gob") == (1, 1)
    b.enter("Mountain", id="mountain")
    b.attach("caves", "mountain")
    assert pt(b, "gob") == (1, 3)


def test_basic_is_a_supertype_in_a_selector():
    text = "Basic lands you control are 1/1 creatures in addition to their other types."
    b, c = board_with("Test Awakening", "Enchantment", text, mana_cost="{G}")
    assert c.supported
    b.enter("Test Awakening")
    b.enter("Forest", id="forest")
    b.enter("Evolving Wilds", id="wilds")
    r = b.resolve()
    assert "Creature" in r["forest"].types and "Creature" not in r["wilds"].types


def test_where_x_is_its_power_is_read_once_for_each_object():
    # Onward: "Target creature gets +X/+0 until end of turn, where X is its power." (608.2h)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Onward // Victory", targets=["bear"])
    assert pt(b, "bear") == (4, 2)
    b.enter("Glorious Anthem")                                           # later +1/+1: X stays 2
    assert pt(b, "bear") == (5, 3)


def test_where_x_is_the_sources_power():
    # Auriok Bladewarden 1/1: "{T}: Target creature gets +X/+X until end of turn, where X is this creature's power."
    b = Board()
    b.enter("Auriok Bladewarden", id="w", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="bear")
    b.ability("w", 1, targets=["bear"])
    assert pt(b, "bear") == (5, 5)
    b.counters("w", remove={"+1/+1": 2})
    assert pt(b, "bear") == (5, 5)


def test_a_per_object_value_with_several_objects_is_read_for_each():
    text = "Creatures you control get +X/+0 until end of turn, where X is its power."
    b, c = board_with("Test Doubling", "Sorcery", text, mana_cost="{R}")
    assert c.supported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Savannah Lions", id="lion")
    b.cast("Test Doubling")
    assert pt(b, "bear") == (4, 2) and pt(b, "lion") == (4, 1)


def test_a_static_value_reading_power_stays_unsupported():
    c = compile_text("Test", "Enchant creature\nEnchanted creature gets +X/+X, where X is its power.", ["Enchantment"])
    assert not c.supported


# ------------------------------------------------------------------------------ "for as long as ~ remains tapped" (611.2b)

def test_for_as_long_as_it_remains_tapped():
    # Endoskeleton: "{2}, {T}: Target creature gets +0/+3 for as long as this artifact remains tapped."
    assert supported("Endoskeleton")
    b = Board()
    b.enter("Endoskeleton", id="endo")
    b.enter("Grizzly Bears", id="bear")
    b.tap("endo")                                                        # the {T} of its cost
    b.ability("endo", 2, targets=["bear"])
    assert pt(b, "bear") == (2, 5)
    b.end_turn()
    assert pt(b, "bear") == (2, 5)                                       # still tapped: still there
    b.untap("endo")
    assert pt(b, "bear") == (2, 2)
    b.tap("endo")
    assert pt(b, "bear") == (2, 2)                                       # an ended effect stays ended


def test_remains_tapped_ends_when_the_source_leaves():
    b = Board()
    b.enter("Endoskeleton", id="endo")
    b.enter("Grizzly Bears", id="bear")
    b.tap("endo")
    b.ability("endo", 2, targets=["bear"])
    b.leave("endo")
    assert pt(b, "bear") == (2, 2)


# ------------------------------------------------------------------------------ entering with counters "for each ..." (614.1c)

def test_enters_with_a_counter_for_each_creature_card_in_your_graveyard():
    # Golgari Grave-Troll 0/0: "enters with a +1/+1 counter on it for each creature card in your graveyard"
    b = Board()
    b.enter("Grizzly Bears", zone="graveyard")
    b.enter("Savannah Lions", zone="graveyard")
    b.enter("Lightning Bolt", zone="graveyard")                         # not a creature card
    b.enter("Grizzly Bears", zone="graveyard", owner="Bo")              # not my graveyard
    b.enter("Golgari Grave-Troll", id="troll")
    assert pt(b, "troll") == (2, 2)
    b.enter("Grizzly Bears", zone="graveyard")                          # counted once, as it entered
    assert pt(b, "troll") == (2, 2)


def test_enters_with_x_counters_where_x_counts_other_creatures():
    # Custodi Soulbinders 0/0: "enters with X +1/+1 counters on it, where X is the number of other
    # creatures on the battlefield" (every player's; it isn't on the battlefield as it enters)
    b = Board()
    b.enter("Grizzly Bears")
    b.enter("Grizzly Bears", controller="Bo")
    b.enter("Forest")
    b.enter("Custodi Soulbinders", id="c")
    r = b.resolve()["c"]
    assert r.power == 2 and r.toughness == 2


def test_where_x_is_the_power_of_a_source_that_died_uses_its_last_known_power():
    # Raffine's Silencer 1/1: "When this creature dies, target creature an opponent controls gets
    # -X/-X until end of turn, where X is this creature's power." 608.2h: last known information
    b = Board()
    b.enter("Raffine's Silencer", id="s", counters={"+1/+1": 2})
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.leave("s")
    b.ability("s", 2, targets=["angel"])
    assert pt(b, "angel") == (1, 1)


def test_abilities_within_a_station_striation_are_gated():
    # 721.2: "This creature gets +1/+1 for each basic land you control" is part of Land Station's 10+ ability
    # (round 16, grants16: 721.4, the line is preceded by the 10+ symbol; it was reported, now compiled under
    # that striation's threshold)
    from layerkit.game.carddb import bundled_database
    from layerkit.compiler import compile_card
    c = compile_card(bundled_database().facts("Land Station"))
    assert c.supported
    assert c.effects[4]["condition"] == {"counters": {"kind": "charge", "min": 10}}


def test_a_tokens_power_defined_as_it_is_created_is_no_layer_effect():
    # Gemini Engine: "... create a ... token named Twin that's attacking. Its power is equal to this
    # creature's power ..." defines the token (111.3); nothing changes Gemini Engine itself
    from layerkit.game.carddb import bundled_database
    from layerkit.compiler import compile_card
    c = compile_card(bundled_database().facts("Gemini Engine"))
    assert c.supported and not c.effects


# ------------------------------------------------------------------------------ "the greatest ... among ...", ", where X is"

def test_greatest_mana_value_among_artifacts_you_control():
    # Glint Raker 1/3: "This creature gets +X/+0, where X is the greatest mana value among artifacts you control."
    b = Board()
    b.enter("Glint Raker", id="g")
    assert pt(b, "g") == (1, 3)                                          # no artifacts: 0 (208.2a)
    b.enter("Bonesplitter")                                              # {1}
    b.define("Big Relic", "Artifact", mana_cost="{5}")
    b.enter("Big Relic", controller="Bo")                                # not mine
    assert pt(b, "g") == (2, 3)
    b.enter("Big Relic")
    assert pt(b, "g") == (6, 3)


def test_greatest_power_is_determined_once_as_the_spell_resolves():
    # Overwhelming Stampede: "+X/+X, where X is the greatest power among creatures you control" (608.2h)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Serra Angel", id="angel")
    b.enter("Serra Angel", id="theirs", controller="Bo")
    b.cast("Overwhelming Stampede")
    r = b.resolve()
    assert (r["bear"].power, r["bear"].toughness) == (6, 6) and (r["angel"].power, r["angel"].toughness) == (8, 8)
    assert "Trample" in abilities(b, "bear") and pt(b, "theirs") == (4, 4)


def test_comma_before_where_x_on_a_static_ability():
    # Kagemaro's Clutch: "Enchanted creature gets -X/-X, where X is the number of cards in your hand."
    b = Board()
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.enter("Kagemaro's Clutch", attached_to="angel")
    b.enter("Shock", zone="hand")
    b.enter("Shock", zone="hand")
    b.enter("Shock", zone="hand", owner="Bo")
    assert pt(b, "angel") == (2, 2)


def test_greatest_power_in_a_static_ability_stays_unsupported():
    c = compile_text("Test", "This creature gets +X/+0, where X is the greatest power among creature cards in your graveyard.",
                     ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------------------ its colors, mana values, mana symbols, that creature's power

def test_for_each_of_its_colors_reads_colors_after_layer_5():
    # Civic Saber: "Equipped creature gets +1/+0 for each of its colors." (105.2)
    b = Board()
    b.define("Gold Bear", "Creature — Bear", mana_cost="{G}{W}{U}", power=2, toughness=2)
    b.enter("Gold Bear", id="gold")
    b.enter("Civic Saber", attached_to="gold")
    assert pt(b, "gold") == (5, 2)
    b.cast("Cerulean Wisps", targets=["gold"])          # "Target creature becomes blue until end of turn."
    assert pt(b, "gold") == (3, 2)


def test_might_of_the_nephilim_counts_its_colors_as_it_resolves():
    b = Board()
    b.define("Two-Color Bear", "Creature — Bear", mana_cost="{G}{W}", power=2, toughness=2)
    b.enter("Two-Color Bear", id="bear")
    b.cast("Might of the Nephilim", targets=["bear"])
    assert pt(b, "bear") == (6, 6)
    b.cast("Cerulean Wisps", targets=["bear"])          # one color now; the +4/+4 was fixed (608.2h)
    assert pt(b, "bear") == (6, 6)


def test_five_or_more_mana_values_among_cards_in_your_graveyard():
    # Syndicate Infiltrator 3/3: "+2/+2 as long as there are five or more mana values among cards in your graveyard"
    b = Board()
    b.enter("Syndicate Infiltrator", id="s")
    for card in ("Forest", "Lightning Bolt", "Shock", "Grizzly Bears", "Divination"):   # 0, 1, 1, 2, 3
        b.enter(card, zone="graveyard")
    assert pt(b, "s") == (3, 3)
    b.enter("Serra Angel", zone="graveyard", owner="Bo")                              # not mine
    assert pt(b, "s") == (3, 3)
    b.enter("Serra Angel", zone="graveyard")                                          # 5: five values
    assert pt(b, "s") == (5, 5)


def test_chroma_green_mana_symbols_in_mana_costs_of_permanents_you_control():
    # Primalcrux {G}{G}{G}{G}{G}{G}: P/T = green mana symbols in the mana costs of permanents you control
    b = Board()
    b.enter("Primalcrux", id="p")
    b.define("Hybrid Relic", "Artifact", mana_cost="{2}{G/W}{G/P}")
    b.enter("Hybrid Relic")                                                            # + 2
    b.enter("Grizzly Bears", controller="Bo")                                         # not mine
    b.enter("Grizzly Bears", zone="graveyard")                                        # not a permanent
    assert pt(b, "p") == (8, 8)


def test_where_x_is_that_creatures_power_names_the_target():
    # Nantuko Mentor: "{2}{G}, {T}: Target creature gets +X/+X until end of turn, where X is that creature's power."
    b = Board()
    b.enter("Nantuko Mentor", id="m")
    b.enter("Serra Angel", id="angel")
    b.ability("m", 1, targets=["angel"])
    assert pt(b, "angel") == (8, 8)


# ------------------------------------------------------------------------------ "an opponent has ..." (102.3)

def test_an_opponent_has_eight_or_more_cards_in_their_graveyard_is_one_opponent():
    # Nimana Skitter-Sneak 3/4: "As long as an opponent has eight or more cards in their graveyard,
    # this creature gets +1/+0 and has menace." Two opponents with five each: no one has eight.
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Nimana Skitter-Sneak", id="n")
    for owner in ("Bo", "Cy"):
        for _ in range(5):
            b.enter("Shock", zone="graveyard", owner=owner)
    for _ in range(9):
        b.enter("Shock", zone="graveyard")                               # mine: not an opponent's
    assert pt(b, "n") == (3, 4) and "Menace" not in abilities(b, "n")
    for _ in range(3):
        b.enter("Shock", zone="graveyard", owner="Cy")
    assert pt(b, "n") == (4, 4) and "Menace" in abilities(b, "n")


def test_a_granted_ability_as_long_as_its_attacking_is_about_its_new_object():
    text = "Equipped creature has \"This creature has first strike as long as it's attacking.\"\nEquip {1}"
    b, c = board_with("Test Blade", "Artifact — Equipment", text, mana_cost="{1}")
    assert c.supported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="other")
    b.enter("Test Blade", attached_to="bear")
    b.attack("other")
    assert "First strike" not in abilities(b, "bear")
    b.attack("bear")
    assert "First strike" in abilities(b, "bear")


def test_max_speed_applies_only_when_the_board_is_told_the_speed():
    # 702.178a "As long as your speed is 4, ...": speed is a game fact the board is told (the fact step,
    # tests/test_game_facts.py); the ability must never apply as if it always held. Walking Sarcophagus
    # 2/1: "Max speed — This creature gets +1/+2."
    from layerkit.game.carddb import bundled_database
    from layerkit.compiler import compile_card
    c = compile_card(bundled_database().facts("Walking Sarcophagus"))
    assert c.effects[2]["condition"] == {"fact": {"name": "speed", "min": 4}}
    b = Board()
    b.enter("Walking Sarcophagus", id="ws")
    assert pt(b, "ws") == (2, 1) and b.resolve().unsupported
    b.state_fact("Alex", speed=4)
    assert pt(b, "ws") == (3, 3)


@pytest.mark.parametrize("name", ["Case of the Gateway Express", "Case of the Gorgon's Kiss"])
def test_an_ability_that_needs_a_solved_case_applies_only_while_it_is_solved(name):
    # 702.169b "As long as this Case is solved, ...": the ability must never apply as if it always held. The
    # board holds the designation now (719.3b, the enter step's solved: true, grants15), so the ability
    # compiles under that condition (it asserted the ability was unsupported while the board had no such state)
    from layerkit.game.carddb import bundled_database
    from layerkit.compiler import compile_card
    c = compile_card(bundled_database().facts(name))
    solved = [d for i, d in c.effects.items() if c.abilities[i - 1].text.startswith("Solved")]
    assert solved and all(d["condition"] == {"source": {"designations": ["solved"]}} for d in solved)


# ------------------------------------------------------------------------------ words around conditions

def test_descend_permanent_cards_in_your_graveyard():
    # Basking Capybara: "Descend 4 — This creature gets +3/+0 as long as there are four or more permanent
    # cards in your graveyard." 110.4b: a permanent card is an artifact, battle, creature, enchantment, land
    # or planeswalker card; instants and sorceries are not
    b = Board()
    b.enter("Basking Capybara", id="c")
    base = pt(b, "c")
    for card in ("Forest", "Grizzly Bears", "Bonesplitter", "Lightning Bolt", "Divination"):
        b.enter(card, zone="graveyard")
    assert pt(b, "c") == base
    b.enter("Glorious Anthem", zone="graveyard")
    assert pt(b, "c") == (base[0] + 3, base[1])


def test_this_equipment_is_the_source():
    # Banshee's Blade: "Equipped creature gets +1/+1 for each charge counter on this Equipment."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Banshee's Blade", id="blade", attached_to="bear", counters={"charge": 2})
    assert pt(b, "bear") == (4, 4)


def test_creatures_you_control_also_get():
    # Jetmir: +1/+0 and vigilance with three or more creatures; "also" +1/+0 and trample with six or more
    b = Board()
    b.enter("Jetmir, Nexus of Revels", id="j")
    for i in range(4):
        b.enter("Grizzly Bears", id=f"b{i}")
    assert pt(b, "b0") == (3, 2) and "Trample" not in abilities(b, "b0")
    b.enter("Grizzly Bears", id="b4")
    assert pt(b, "b0") == (4, 2) and {"Vigilance", "Trample"} <= set(abilities(b, "b0"))


def test_artifact_and_or_enchantment_you_control():
    # Nettlecyst: "Equipped creature gets +1/+1 for each artifact and/or enchantment you control."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Nettlecyst", attached_to="bear")                            # an artifact itself: 1
    b.enter("Glorious Anthem")                                           # an enchantment: 2 (and +1/+1)
    b.define("Enchanted Relic", "Artifact Enchantment", mana_cost="{2}")
    b.enter("Enchanted Relic")                                           # both: counted once, 3
    b.enter("Forest")
    assert pt(b, "bear") == (2 + 3 + 1, 2 + 3 + 1)


def test_enters_with_a_number_of_counters_equal_to():
    # Centaur Vinecrasher 1/1: "enters with a number of +1/+1 counters on it equal to the number of land cards in all graveyards"
    b = Board()
    b.enter("Forest", zone="graveyard")
    b.enter("Forest", zone="graveyard", owner="Bo")
    b.enter("Shock", zone="graveyard")
    b.enter("Centaur Vinecrasher", id="c")
    assert pt(b, "c") == (3, 3)


def test_an_alchemy_card_names_itself_without_its_prefix():
    # A-Dwarfhold Champion: "As long as Dwarfhold Champion is equipped, it gets +0/+2."
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_database
    c = compile_card(bundled_database().facts("A-Dwarfhold Champion"))
    assert c.supported and any(d.get("condition") for d in c.effects.values())


def test_as_long_as_its_untapped_is_about_the_enchanted_creature():
    # Spectral Cloak: "Enchanted creature has shroud as long as it's untapped." ("it" is the enchanted
    # creature, not the Aura)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Spectral Cloak", id="cloak", attached_to="bear")
    assert "Shroud" in abilities(b, "bear")
    b.tap("bear")
    assert "Shroud" not in abilities(b, "bear")
    b.untap("bear")
    b.tap("cloak")
    assert "Shroud" in abilities(b, "bear")
