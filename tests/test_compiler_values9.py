"""Values the compiler reads (issue 12, round 9): numbers of objects a resolving spell or ability names by
what happened to them ("the sacrificed creature's power", "that spell's mana value", "for each card
discarded this way", 608.2h) and the result of a die roll ("where X is the result", 706.2).

The board holds none of those objects as the text means them (a sacrificed creature's last known
information, the spell that triggered an ability), so the step states their numbers,
``choices: {stated: {sacrificed: {power: 3}}}`` (or ``choices: {roll: N}``); a step that doesn't is not
applied and is listed in ``Resolution.unsupported``, never read as 0. Each expected value is worked out
from the card's oracle text and the rules it cites, on a board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import LayerkitError
from layerkit.game.board import Board
from _compiled import compiled, pt, supported


def stated(obj: str, what: str) -> dict:
    return {"stated": {"object": obj, "characteristic": what}}


def synthetic(text: str, type_line: str = "Creature — Golem", power: str = "2", toughness: str = "2") -> dict:
    return {"name": "Testing Golem", "type_line": type_line, "types": [type_line.split(" — ")[0].split()[-1]],
            "oracle_text": text, "power": power, "toughness": toughness, "mana_cost": "{3}"}


# ------------------------------------------------------------------ a cost-paid object's numbers (608.2h)

def test_call_for_blood_gives_minus_the_sacrificed_creatures_power():
    # "As an additional cost to cast this spell, sacrifice a creature. Target creature gets -X/-X until end of
    # turn, where X is the sacrificed creature's power."
    assert compiled("Call for Blood").effects[2]["modify_pt"] == [{"times": [-1, stated("sacrificed", "power")]}] * 2
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Call for Blood", targets=["g"], choices={"stated": {"sacrificed": {"power": 1}}})
    assert pt(b, "g") == (1, 1)


def test_a_negative_sacrificed_power_gives_zero():
    # 107.1b: a calculation giving a negative number gives 0 ("-X/-X" with X = -2 is -0/-0, not +2/+2)
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Call for Blood", targets=["g"], choices={"stated": {"sacrificed": {"power": -2}}})
    assert pt(b, "g") == (2, 2)


def test_an_untold_sacrificed_creature_is_not_applied_and_is_listed():
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Call for Blood", targets=["g"])
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (2, 2)
    assert any("choices.stated" in u[3] and "sacrificed.power" in u[3] for u in r.unsupported)


def test_a_stated_number_of_another_object_is_not_the_one_read():
    # the step states the revealed card's mana value, not the sacrificed creature's power: still untold
    b = Board()
    b.enter("Dina, Soul Steeper", id="d")
    b.ability("d", 2, choices={"stated": {"revealed": {"mana_value": 3}, "sacrificed": {"toughness": 4}}})
    r = b.resolve()
    assert (r["d"].power, r["d"].toughness) == (1, 3) and r.unsupported


def test_dina_soul_steeper_gets_the_sacrificed_creatures_power():
    # Dina 1/3: "{1}, Sacrifice another creature: Dina gets +X/+0 until end of turn, where X is the
    # sacrificed creature's power."
    b = Board()
    b.enter("Dina, Soul Steeper", id="d")
    b.ability("d", 2, choices={"stated": {"sacrificed": {"power": 4}}})
    assert pt(b, "d") == (5, 3)
    b.end_turn()
    assert pt(b, "d") == (1, 3)


def test_the_meep_sets_base_power_and_toughness_to_the_sacrificed_creatures_mana_value():
    # The Meep 0/4: "... creatures you control have base power and toughness X/X until end of turn, where X is
    # the sacrificed creature's mana value" (613.4b)
    b = Board()
    b.enter("The Meep", id="m")
    b.enter("Grizzly Bears", id="g")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("m", 2, choices={"stated": {"sacrificed": {"mana_value": 5}}, "you_did": True})
    assert pt(b, "m") == (5, 5) and pt(b, "g") == (5, 5) and pt(b, "theirs") == (2, 2)


def test_keldon_battlewagon_gets_the_tapped_creatures_power():
    # Keldon Battlewagon 0/3: "Tap an untapped creature you control: This creature gets +X/+0 until end of
    # turn, where X is the power of the creature tapped this way."
    assert compiled("Keldon Battlewagon").effects[4]["modify_pt"] == [stated("tapped", "power"), 0]
    b = Board()
    b.enter("Keldon Battlewagon", id="k")
    b.ability("k", 4, choices={"stated": {"tapped": {"power": 3}}})
    assert pt(b, "k") == (3, 3)


def test_spellbound_dragon_gets_the_discarded_cards_mana_value():
    # Spellbound Dragon 3/5: "Whenever this creature attacks, draw a card, then discard a card. This creature
    # gets +X/+0 until end of turn, where X is the discarded card's mana value."
    b = Board()
    b.enter("Spellbound Dragon", id="s")
    b.ability("s", 2, choices={"stated": {"discarded": {"mana_value": 6}}})
    assert pt(b, "s") == (9, 5)


def test_scourge_of_skola_vale_puts_the_sacrificed_creatures_toughness_in_counters():
    # "{T}, Sacrifice another creature: Put a number of +1/+1 counters on this creature equal to the sacrificed
    # creature's toughness." (it enters with two: 2/2 with them)
    b = Board()
    b.enter("Scourge of Skola Vale", id="s")
    before = pt(b, "s")
    b.ability("s", 3, choices={"stated": {"sacrificed": {"toughness": 3}}})
    assert pt(b, "s") == (before[0] + 3, before[1] + 3)


# ------------------------------------------------------------------ "that spell" (the spell a trigger names)

def test_erratic_cyclops_gets_that_spells_mana_value():
    # Erratic Cyclops 0/8: "Whenever you cast an instant or sorcery spell, this creature gets +X/+0 until end of
    # turn, where X is that spell's mana value."
    b = Board()
    b.enter("Erratic Cyclops", id="c")
    b.ability("c", 2, choices={"stated": {"spell": {"mana_value": 3}}})
    assert pt(b, "c") == (3, 8)
    b.ability("c", 2)                                   # another spell, untold: nothing more, listed
    r = b.resolve()
    assert (r["c"].power, r["c"].toughness) == (3, 8) and r.unsupported


def test_aberrant_manawurm_gets_the_mana_spent_to_cast_that_spell():
    # Aberrant Manawurm 2/5: "... gets +X/+0 until end of turn, where X is the amount of mana spent to cast that
    # spell" (601.2h: not its mana value; an X spell can cost more)
    assert compiled("Aberrant Manawurm").effects[2]["modify_pt"] == [stated("spell", "mana_spent"), 0]
    b = Board()
    b.enter("Aberrant Manawurm", id="w")
    b.ability("w", 2, choices={"stated": {"spell": {"mana_spent": 7}}})
    assert pt(b, "w") == (9, 5)


def test_veiled_sentry_becomes_a_creature_with_that_spells_mana_value():
    # "When an opponent casts a spell, if this permanent is an enchantment, it becomes an Illusion creature with
    # power and toughness each equal to that spell's mana value." (205.1a: no longer an enchantment)
    b = Board()
    b.enter("Veiled Sentry", id="v")
    b.ability("v", 1, choices={"stated": {"spell": {"mana_value": 4}}})
    r = b.resolve()
    assert (r["v"].power, r["v"].toughness) == (4, 4) and r["v"].types == frozenset({"Creature"})
    assert r["v"].subtypes == frozenset({"Illusion"})


# ------------------------------------------------------------------ "for each ... this way"

def test_rites_of_initiation_counts_the_cards_discarded_this_way():
    # "Discard any number of cards at random. Creatures you control get +1/+0 until end of turn for each card
    # discarded this way."
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Rites of Initiation", choices={"stated": {"discarded": {"count": 3}}})
    assert pt(b, "mine") == (5, 2) and pt(b, "theirs") == (2, 2)


def test_ledev_champion_counts_the_creatures_tapped_this_way():
    # Ledev Champion 2/2: "... you may tap any number of untapped creatures you control. This creature gets
    # +1/+1 until end of turn for each creature tapped this way."
    b = Board()
    b.enter("Ledev Champion", id="l")
    b.ability("l", 1, choices={"stated": {"tapped": {"count": 2}}})
    assert pt(b, "l") == (4, 4)
    b2 = Board()
    b2.enter("Ledev Champion", id="l")
    b2.ability("l", 1, choices={"stated": {"tapped": {"count": 0}}})      # none tapped: +0/+0
    assert pt(b2, "l") == (2, 2) and not b2.resolve().unsupported


def test_scent_of_nightshade_counts_the_cards_revealed_this_way():
    # "Reveal any number of black cards in your hand. Target creature gets -X/-X until end of turn, where X is
    # the number of cards revealed this way."
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Scent of Nightshade", targets=["g"], choices={"stated": {"revealed": {"count": 1}}})
    assert pt(b, "g") == (1, 1)


def test_some_of_the_objects_named_this_way_are_not_counted():
    # "For each nonland card revealed this way, ...": only some of the revealed cards; the step's count of the
    # revealed cards would not say how many. (values15 lifted the limit: the step may state what each revealed
    # card was, ``choices.stated.revealed.objects``, tests/test_values15.py; a count alone still says nothing.)
    assert supported("Woodvine Elemental")
    b = Board()
    b.enter("Woodvine Elemental", id="w")
    b.attack(["w"])
    b.ability("w", 2, choices={"stated": {"revealed": {"count": 3}}})
    r = b.resolve()
    assert pt(b, "w") == (4, 4) and any("revealed.objects" in str(u) for u in r.unsupported)


# ------------------------------------------------------------------ the result of a die roll (706.2)

def test_growth_spurt_gets_the_result():
    # "Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result."
    assert compiled("Growth Spurt").effects[1]["modify_pt"] == ["roll", "roll"]
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Growth Spurt", targets=["g"], choices={"roll": 4})
    assert pt(b, "g") == (6, 6)


def test_an_untold_roll_is_not_applied_and_is_listed():
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Growth Spurt", targets=["g"])
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (2, 2)
    assert any("choices.roll" in u[3] for u in r.unsupported)


def test_velukan_dragon_gets_the_result_minus_one():
    # Velukan Dragon 5/5: "... roll a six-sided die. This creature gets +X/+0 until end of turn, where X is the
    # result minus 1."
    b = Board()
    b.enter("Velukan Dragon", id="v")
    b.ability("v", 2, choices={"roll": 6})
    assert pt(b, "v") == (10, 5)
    b.end_turn()
    b.ability("v", 2, choices={"roll": 1})
    assert pt(b, "v") == (5, 5)


def test_mother_kangaroo_enters_and_gets_the_result_in_counters():
    # "When this creature enters, roll a six-sided die. Put a number of +1/+1 counters on this creature equal
    # to the result." (1/1)
    b = Board()
    b.enter("Mother Kangaroo", id="k")
    b.ability("k", 1, choices={"roll": 3})
    assert pt(b, "k") == (4, 4)


# ------------------------------------------------------------------ what stays unsupported

def test_a_static_ability_reading_an_exiled_cards_number_is_not_compiled():
    # "Living Lore's power and toughness are each equal to the exiled card's mana value" (604.3, read
    # continuously, 611.3a): no number the step of one resolution states
    assert not supported("Living Lore")
    assert not supported("Drach'Nyen")


def test_the_result_in_an_ability_that_rolls_no_die_is_not_compiled():
    card = synthetic("{1}: This creature gets +X/+0 until end of turn, where X is the result.")
    assert not compile_card(card).supported


def test_a_stated_power_setting_power_is_not_compiled():
    # 107.1b: a negative number gives 0, except where a value sets power or toughness; such a value is left
    # unsupported rather than read either way
    card = synthetic("Sacrifice another creature: This creature has base power and toughness X/X until end of "
                     "turn, where X is the sacrificed creature's power.")
    assert not compile_card(card).supported
    mana_value = synthetic("Sacrifice another creature: This creature has base power and toughness X/X until end "
                           "of turn, where X is the sacrificed creature's mana value.")
    assert compile_card(mana_value).supported


def test_an_unknown_stated_object_is_refused():
    b = Board()
    b.enter("Dina, Soul Steeper", id="d")
    with pytest.raises(LayerkitError, match="unknown object"):
        b.ability("d", 2, choices={"stated": {"sacrified": {"power": 3}}})
    with pytest.raises(LayerkitError, match="whole number"):
        b.ability("d", 2, choices={"stated": {"sacrificed": {"mana_value": -1}}})


# ------------------------------------------------------------------ the counters a permanent enters with (614.1c)

def test_hammer_jammer_enters_with_the_result_in_counters():
    # Hammer Jammer 0/0: "As this creature enters, roll a six-sided die. This creature enters with a number of
    # +1/+1 counters on it equal to the result." (its enter step states the roll)
    b = Board()
    b.enter("Hammer Jammer", id="h", choices={"roll": 4})
    assert pt(b, "h") == (4, 4)


def test_an_untold_roll_as_it_enters_puts_no_counters_and_is_listed():
    b = Board()
    b.enter("Hammer Jammer", id="h")
    r = b.resolve()
    assert (r["h"].power, r["h"].toughness) == (0, 0)
    assert any("choices.roll" in u[3] for u in r.unsupported)


def test_thief_of_blood_enters_with_a_counter_for_each_counter_removed_this_way():
    # Thief of Blood 1/1: "As this creature enters, remove all counters from all permanents. This creature enters
    # with a +1/+1 counter on it for each counter removed this way."
    b = Board()
    b.enter("Thief of Blood", id="t", choices={"stated": {"removed": {"count": 5}}})
    assert pt(b, "t") == (6, 6)


def test_gluttonous_hellkite_enters_with_two_counters_for_each_creature_sacrificed_this_way():
    # Gluttonous Hellkite 3/3: "... This creature enters with two +1/+1 counters on it for each creature
    # sacrificed this way."
    b = Board()
    b.enter("Gluttonous Hellkite", id="g", choices={"stated": {"sacrificed": {"count": 3}}})
    assert pt(b, "g") == (9, 9)


def test_counters_other_permanents_enter_with_are_not_counted_from_a_stated_object():
    card = synthetic("As this creature enters, roll a six-sided die. Each other creature you control enters with "
                     "a number of +1/+1 counters on it equal to the result.")
    assert not compile_card(card).supported


# ------------------------------------------------------------------ a leading "for each" (the same as a trailing one)

def test_pyretic_charge_gives_plus_one_for_each_card_discarded_this_way():
    # "Discard your hand, then draw four cards. For each card discarded this way, creatures you control get +1/+0
    # until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Pyretic Charge", choices={"stated": {"discarded": {"count": 4}}})
    assert pt(b, "mine") == (6, 2) and pt(b, "theirs") == (2, 2)


def test_devouring_rage_adds_three_for_each_spirit_sacrificed_this_way():
    # "Target creature gets +3/+0 until end of turn. For each Spirit sacrificed this way, that creature gets an
    # additional +3/+0 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Devouring Rage", targets=["g"], choices={"stated": {"sacrificed": {"count": 2}}})
    assert pt(b, "g") == (11, 2)


def test_vraska_puts_a_counter_for_each_creature_card_in_your_graveyard():
    # Vraska, Regal Gorgon [-10]: "For each creature card in your graveyard, put a +1/+1 counter on each creature
    # you control." (counted as it resolves, 608.2h)
    b = Board()
    b.enter("Vraska, Regal Gorgon", id="v")
    b.enter("Grizzly Bears", id="g")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Grizzly Bears", id="dead", zone="graveyard")
    b.enter("Forest", id="land", zone="graveyard")
    b.ability("v", "-10")
    assert pt(b, "g") == (3, 3) and pt(b, "theirs") == (2, 2)


def test_magmablood_archaic_counts_the_colors_of_mana_spent_to_cast_that_spell():
    # "Whenever you cast an instant or sorcery spell, creatures you control get +1/+0 until end of turn for each
    # color of mana spent to cast that spell." (105.1; Magmablood Archaic is 2/2 and enters with converge counters)
    b = Board()
    b.enter("Magmablood Archaic", id="m", choices={"colors_spent": 0})
    b.enter("Grizzly Bears", id="g")
    b.ability("m", 4, choices={"stated": {"spell": {"colors_spent": 2}}})
    assert pt(b, "g") == (4, 2)
    with pytest.raises(LayerkitError, match="whole number from 0 to 5"):
        b.ability("m", 4, choices={"stated": {"spell": {"colors_spent": 6}}})


# ------------------------------------------------------------------ a list of types counted (205.3)

def test_bearded_axe_counts_each_dwarf_equipment_and_or_vehicle_once():
    # "Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control." (the Axe is an
    # Equipment you control; a Dwarf that is also a Vehicle would count once)
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Bearded Axe", id="axe", attached_to="g")
    assert pt(b, "g") == (3, 3)                                   # the Axe itself
    b.define("Dwarf Rig", "Artifact Creature — Dwarf Vehicle", power=1, toughness=1)
    b.enter("Dwarf Rig", id="rig")
    b.enter("Dwarf Rig", id="theirs", controller="Bo")
    assert pt(b, "g") == (4, 4)                                   # a Dwarf Vehicle: one more


def test_uchuulon_power_counts_crabs_oozes_and_horrors():
    # "Uchuulon's power is equal to the number of Crabs, Oozes, and/or Horrors you control." (604.3; it is a
    # Crab Ooze Horror itself: 1 with nothing else)
    b = Board()
    b.enter("Uchuulon", id="u")
    base = pt(b, "u")
    assert base[0] == 1
    b.define("Mud Crab", "Creature — Crab", power=1, toughness=1)
    b.enter("Mud Crab")
    assert pt(b, "u") == (2, base[1])


# ------------------------------------------------------------------ "beyond the first"

def test_jungle_wurm_gets_minus_one_for_each_blocker_beyond_the_first():
    # Jungle Wurm 5/5: "Whenever this creature becomes blocked, it gets -1/-1 until end of turn for each creature
    # blocking it beyond the first."
    b = Board()
    b.enter("Jungle Wurm", id="w")
    for k in ("a", "b", "c"):
        b.enter("Grizzly Bears", id=k, controller="Bo")
    b.attack("w")
    b.block(["a", "b", "c"], attacker="w")
    b.ability("w", 1)
    assert pt(b, "w") == (3, 3)                                   # three blockers: two beyond the first


def test_one_blocker_is_none_beyond_the_first():
    # one blocker (or, after the others left, none): -0/-0, never +1/+1
    b = Board()
    b.enter("Jungle Wurm", id="w")
    b.enter("Grizzly Bears", id="a", controller="Bo")
    b.attack("w")
    b.block(["a"], attacker="w")
    b.ability("w", 1)
    assert pt(b, "w") == (5, 5)
    b2 = Board()
    b2.enter("Jungle Wurm", id="w")
    b2.attack("w")
    b2.ability("w", 1)
    assert pt(b2, "w") == (5, 5)


def test_guardian_of_the_gateless_gets_plus_one_for_each_creature_it_is_blocking():
    # Guardian of the Gateless 3/3: "This creature can block any number of creatures. Whenever this creature
    # blocks, it gets +1/+1 until end of turn for each creature it's blocking." (509.1a)
    b = Board()
    b.enter("Guardian of the Gateless", id="g")
    b.enter("Grizzly Bears", id="a", controller="Bo")
    b.enter("Grizzly Bears", id="b", controller="Bo")
    b.enter("Grizzly Bears", id="c", controller="Bo")
    b.attack(["a", "b", "c"])
    b.block("g", attacker="a")
    b.block("g", attacker="b")
    b.ability("g", 3)
    assert pt(b, "g") == (5, 5)                                   # blocking two of the three attackers


def test_aysen_crusader_counts_soldiers_and_warriors_each_once():
    # "Aysen Crusader's power and toughness are each equal to 2 plus the number of Soldiers and Warriors you
    # control." (604.3; a Soldier Warrior is one permanent, counted once; Aysen Crusader is a Human Knight)
    b = Board()
    b.enter("Aysen Crusader", id="a")
    assert pt(b, "a") == (2, 2)
    b.define("Sword Dancer", "Creature — Human Soldier Warrior", power=1, toughness=1)
    b.define("Lone Soldier", "Creature — Human Soldier", power=1, toughness=1)
    b.enter("Sword Dancer")
    b.enter("Lone Soldier")
    b.enter("Lone Soldier", controller="Bo")
    assert pt(b, "a") == (4, 4)


# ------------------------------------------------------------------ life totals: the highest, half, minus (119, 107.1)

def test_malignus_is_half_the_highest_opponents_life_total_rounded_up():
    # "Malignus's power and toughness are each equal to half the highest life total among your opponents, rounded
    # up." (604.3, 107.1a)
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Malignus", id="m")
    b.state_fact("Alex", life=40)                     # not an opponent
    b.state_fact("Bo", life=13)
    b.state_fact("Cy", life=7)
    assert pt(b, "m") == (7, 7)                       # 13 / 2 = 6.5, rounded up


def test_an_unknown_opponents_life_total_is_not_assumed():
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Malignus", id="m")
    b.state_fact("Bo", life=13)                       # Cy's life total is not known
    r = b.resolve()
    assert any("Cy's life" in u[3] for u in r.unsupported)


def test_scourge_of_the_skyclaves_is_twenty_minus_the_highest_life_total():
    # "... power and toughness are each equal to 20 minus the highest life total among players." (every player,
    # its controller too; below 0 when a life total is above 20: a value setting power, 107.1b)
    b = Board()
    b.enter("Scourge of the Skyclaves", id="s")
    b.state_fact("Alex", life=8)
    b.state_fact("Bo", life=15)
    assert pt(b, "s") == (5, 5)
    b.state_fact("Alex", life=23)
    assert pt(b, "s") == (-3, -3)


def test_roiling_horror_is_your_life_minus_the_most_life_among_opponents():
    # "Roiling Horror's power and toughness are each equal to your life total minus the life total of an opponent
    # with the most life."
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Roiling Horror", id="r")
    b.state_fact("Alex", life=20)
    b.state_fact("Bo", life=12)
    b.state_fact("Cy", life=17)
    assert pt(b, "r") == (3, 3)


def test_general_tazri_counts_the_colors_among_those_creatures():
    # General Tazri 3/4 (white): "{W}{U}{B}{R}{G}: Ally creatures you control get +X/+X until end of turn, where X
    # is the number of colors among those creatures." (105.2; the Allies, fixed as it resolves, 611.2c)
    b = Board()
    b.enter("General Tazri", id="t")
    b.define("Sea Ally", "Creature — Merfolk Ally", mana_cost="{1}{U}", power=1, toughness=1)
    b.define("Fire Brute", "Creature — Ogre", mana_cost="{1}{R}", power=2, toughness=2)
    b.enter("Sea Ally", id="s")
    b.enter("Fire Brute", id="f")                     # red but no Ally: neither counted nor pumped
    b.ability("t", 2)
    assert pt(b, "t") == (5, 6) and pt(b, "s") == (3, 3) and pt(b, "f") == (2, 2)


def test_light_from_within_counts_white_symbols_in_each_creatures_own_mana_cost():
    # "Chroma — Each creature you control gets +1/+1 for each white mana symbol in its mana cost." (a hybrid
    # symbol of white counts, 107.4)
    b = Board()
    b.enter("Light from Within")
    b.define("Devout Knight", "Creature — Human Knight", mana_cost="{1}{W}{W}", power=2, toughness=2)
    b.define("Hybrid Page", "Creature — Human", mana_cost="{W/U}{U}", power=1, toughness=1)
    b.enter("Devout Knight", id="k")
    b.enter("Hybrid Page", id="h")
    b.enter("Devout Knight", id="theirs", controller="Bo")
    assert pt(b, "k") == (4, 4) and pt(b, "h") == (2, 2) and pt(b, "theirs") == (2, 2)


# ------------------------------------------------------------------ the total mana value (202.3)

def test_ancient_ooze_is_the_total_mana_value_of_other_creatures_you_control():
    # "Ancient Ooze's power and toughness are each equal to the total mana value of other creatures you control."
    b = Board()
    b.enter("Ancient Ooze", id="o")
    assert pt(b, "o") == (0, 0)
    b.enter("Grizzly Bears")                          # {1}{G}: 2
    b.define("Big Thing", "Creature — Beast", mana_cost="{3}{G}{G}", power=5, toughness=5)
    b.enter("Big Thing")                              # 5
    b.enter("Big Thing", controller="Bo")             # not yours
    assert pt(b, "o") == (7, 7)


def test_inferno_project_enters_with_the_total_mana_value_of_instants_and_sorceries():
    # "This creature enters with X +1/+1 counters on it, where X is the total mana value of instant and sorcery
    # cards in your graveyard." (614.1c; counted as it enters)
    b = Board()
    b.define("Zap", "Instant", mana_cost="{R}")
    b.define("Big Think", "Sorcery", mana_cost="{2}{U}{U}")
    b.enter("Zap", zone="graveyard")
    b.enter("Big Think", zone="graveyard")
    b.enter("Grizzly Bears", zone="graveyard")        # a creature card: not counted
    b.enter("Inferno Project", id="p")
    r = b.resolve()["p"]
    base = compiled("Inferno Project")
    assert base.supported
    from layerkit.game.carddb import bundled_database
    facts = bundled_database().facts("Inferno Project")
    assert (r.power, r.toughness) == (int(facts["power"]) + 5, int(facts["toughness"]) + 5)
