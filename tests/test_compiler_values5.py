"""Values the compiler reads (issue 12, round 5): sums ("1 plus the number of ..."), "twice X",
subtype words that are also English words ("for each Gate you control"), "other" beside an object
other than the source ("enchanted creature gets +1/+1 for each other creature you control").

Each expected value is worked out from the card's oracle text and the rules it cites, then checked
on a board with the real pool card (never copied from the compiler's output)."""
from __future__ import annotations

import pytest

from layerkit.errors import CardDataError
from layerkit.game.board import Board
from layerkit.vocabulary.parse import parse_definition
from _compiled import compiled, pt, supported


# ------------------------------------------------------------------------------ sums (107.1)

def test_dauntless_dourbark_adds_forests_and_treefolk_and_counts_a_treefolk_forest_twice():
    # "power and toughness are each equal to the number of Forests you control plus the number of
    # Treefolk you control" (604.3: a CDA); Dourbark is itself a Treefolk
    assert supported("Dauntless Dourbark")
    b = Board()
    b.enter("Dauntless Dourbark", id="d")
    assert pt(b, "d") == (1, 1)                         # 0 Forests + 1 Treefolk (itself)
    b.enter("Forest")
    b.enter("Forest")
    assert pt(b, "d") == (3, 3)
    b.define("Treefolk Grove", "Land Creature — Forest Treefolk", power=1, toughness=1)
    b.enter("Treefolk Grove")                          # a Forest and a Treefolk: counted by each number
    assert pt(b, "d") == (5, 5)
    b.enter("Forest", controller="Bo")                 # not yours
    assert pt(b, "d") == (5, 5)


def test_allosaurus_rider_is_one_plus_lands_you_control():
    assert supported("Allosaurus Rider")
    b = Board()
    b.enter("Allosaurus Rider", id="r")
    assert pt(b, "r") == (1, 1)
    for _ in range(3):
        b.enter("Forest")
    b.enter("Island", controller="Bo")
    assert pt(b, "r") == (4, 4)


def test_mwonvuli_ooze_is_one_plus_twice_its_age_counters():
    assert supported("Mwonvuli Ooze")
    b = Board()
    b.enter("Mwonvuli Ooze", id="o")
    assert pt(b, "o") == (1, 1)
    b.counters("o", add={"age": 3})
    assert pt(b, "o") == (7, 7)


def test_an_havva_constable_toughness_counts_every_green_creature():
    # "toughness is equal to 1 plus the number of green creatures on the battlefield": itself too;
    # its power is the printed 2
    assert supported("An-Havva Constable")
    b = Board()
    b.enter("An-Havva Constable", id="c")
    assert pt(b, "c") == (2, 2)                        # 1 + itself
    b.enter("Grizzly Bears", controller="Bo")
    assert pt(b, "c") == (2, 3)


def test_muscle_burst_counts_cards_named_muscle_burst_in_all_graveyards_as_it_resolves():
    # "+X/+X until end of turn, where X is 3 plus the number of cards named Muscle Burst in all
    # graveyards" (608.2h: determined as it resolves, while the spell is on the stack)
    assert supported("Muscle Burst")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Muscle Burst", zone="graveyard", owner="Bo")
    b.cast("Muscle Burst", targets=["bear"])
    assert pt(b, "bear") == (6, 6)                    # 2 + (3 + 1)
    b.enter("Muscle Burst", zone="graveyard")          # later: the number was fixed
    assert pt(b, "bear") == (6, 6)


def test_gaeas_avenger_counts_artifacts_your_opponents_control():
    assert supported("Gaea's Avenger")
    b = Board()
    b.enter("Gaea's Avenger", id="g")
    b.enter("Sol Ring", controller="Bo")
    b.enter("Sol Ring")
    assert pt(b, "g") == (2, 2)


def test_plus_is_a_sum_in_the_compiled_definition():
    # Soulless One: Zombies on the battlefield (anyone's) plus Zombie cards in all graveyards
    (d,) = [v for v in compiled("Soulless One").effects.values() if "set_pt" in v]
    assert d["set_pt"] == {"sum": [{"count": {"subtypes": ["Zombie"]}},
                                   {"count": {"zones": ["graveyard"], "subtypes": ["Zombie"]}}]}


# ------------------------------------------------------------------------------ counters it enters with

def test_primo_enters_with_twice_x_counters():
    # "Primo enters with twice X +1/+1 counters on it" (X of its mana cost, 107.3; 614.1c)
    assert supported("Primo, the Unbounded")
    b = Board()
    b.enter("Primo, the Unbounded", id="p", choices={"number": 3})
    assert pt(b, "p") == (6, 6)                         # a 0/0 with six +1/+1 counters


def test_michelangelo_enters_with_a_counter_on_him_for_each_land():
    assert supported("Michelangelo, On the Scene")
    b = Board()
    for _ in range(4):
        b.enter("Forest")
    b.enter("Michelangelo, On the Scene", id="m")
    base = b.resolve()["m"]
    assert (base.power, base.toughness) == (2 + 4, 2 + 4)


def test_big_bertha_enters_with_x_counters_on_her():
    assert supported("Big Bertha")
    b = Board()
    b.enter("Big Bertha", id="bb", choices={"number": 2})
    assert b.state.objects["bb"].counter("+1/+1") == 2


# ------------------------------------------------------------------------------ subtype words

def test_gatebreaker_ram_counts_gates_you_control():
    # "gets +1/+1 for each Gate you control" (Gate: a land type, 205.3i)
    assert supported("Gatebreaker Ram")
    b = Board()
    b.enter("Gatebreaker Ram", id="ram")
    assert pt(b, "ram") == (2, 2)
    b.enter("Azorius Guildgate")
    b.enter("Boros Guildgate")
    b.enter("Azorius Guildgate", controller="Bo")
    assert pt(b, "ram") == (4, 4)


def test_hold_the_gates_gives_toughness_for_each_gate():
    assert supported("Hold the Gates")
    b = Board()
    b.enter("Hold the Gates")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Azorius Guildgate")
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2, 3) and "Vigilance" in [a.text for a in r.abilities]


def test_a_gate_word_that_is_not_a_noun_is_no_subtype():
    from layerkit.compiler.grammar import tokens
    assert [t.type for t in tokens("for each gate you control")][1] == "SUBTYPE"
    assert "SUBTYPE" not in [t.type for t in tokens("the gate")]


# ------------------------------------------------------------------------------ "other" beside another object

def test_bravado_counts_creatures_other_than_the_enchanted_one():
    # "Enchanted creature gets +1/+1 for each other creature you control": the enchanted creature
    # isn't counted; on an opponent's creature, each of yours is
    assert supported("Bravado")
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="two")
    b.enter("Grizzly Bears", id="three")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    aura = b.enter("Bravado", attached_to="mine")
    assert pt(b, "mine") == (4, 4)                      # two others
    b.attach(aura, "theirs")
    assert pt(b, "theirs") == (5, 5)                    # three of yours, none of them it
    assert pt(b, "mine") == (2, 2)


def test_sliver_legion_each_sliver_counts_the_others():
    # "All Sliver creatures get +1/+1 for each other Sliver on the battlefield" (each Sliver counts
    # every Sliver but itself, anyone's)
    assert supported("Sliver Legion")
    b = Board()
    b.enter("Sliver Legion", id="legion")                    # 7/7
    b.define("Test Sliver", "Creature — Sliver", power=1, toughness=1)
    b.enter("Test Sliver", id="s1")
    b.enter("Test Sliver", id="s2", controller="Bo")
    assert pt(b, "legion") == (9, 9)
    assert pt(b, "s1") == (3, 3)
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "bear") == (2, 2)


def test_heroes_podium_counts_other_legendary_creatures_for_each():
    assert supported("Heroes' Podium")
    b = Board()
    b.enter("Heroes' Podium")
    b.define("Hero A", "Legendary Creature — Human", power=2, toughness=2)
    b.define("Hero B", "Legendary Creature — Human", power=2, toughness=2)
    b.enter("Hero A", id="a")
    assert pt(b, "a") == (2, 2)                         # no other legendary creature
    b.enter("Hero B", id="b")
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3) and pt(b, "bear") == (2, 2)


def test_marton_stromgald_counts_attacking_creatures_other_than_itself():
    # "other attacking creatures get +1/+1 until end of turn for each attacking creature other than
    # Márton Stromgald": explicitly not the source
    assert supported("Márton Stromgald")
    b = Board()
    b.enter("Márton Stromgald", id="m")
    b.enter("Grizzly Bears", id="a1")
    b.enter("Grizzly Bears", id="a2")
    b.attack(["m", "a1", "a2"])
    b.ability("m", 1)
    assert pt(b, "a1") == (4, 4)                       # two attacking creatures other than Márton
    assert pt(b, "m") == (1, 1)


def test_other_beside_an_aura_that_counts_enchantments_is_other_than_the_aura():
    # Ancestral Mask: "Enchanted creature gets +2/+2 for each other enchantment on the battlefield":
    # "other" than the Aura, not than the creature (the Aura is the only enchantment the sentence names,
    # 303.4): `other: true`; tests/test_compiler_valconds13.py checks it on a board
    c = compiled("Ancestral Mask")
    assert c.supported
    assert "'other': True" in repr(c.effects)


def test_other_it_in_a_count_value_validates():
    d = parse_definition({"affects": "enchanted",
                          "modify_pt": [{"count": {"types": ["Creature"], "other": "it"}}, 0]}, "x")
    assert d.op("modify_pt").arg[0].of.other_it
    with pytest.raises(CardDataError):
        parse_definition({"affects": "enchanted",
                          "modify_pt": [{"count": {"types": ["Creature"], "other": "them"}}, 0]}, "x")


# ------------------------------------------------------------------------------ party (700.8)

def test_party_size_counts_each_creature_for_one_type_only():
    from layerkit.engine.view import party_size
    # 700.8b: a Cleric Wizard and a Wizard: two (the first as the Cleric); the highest count
    assert party_size([{"Cleric", "Wizard"}, {"Wizard"}]) == 2
    assert party_size([{"Cleric", "Rogue", "Warrior", "Wizard"}]) == 1
    assert party_size([{"Warrior"}, {"Warrior"}, {"Elf"}]) == 1
    # a matching, not a greedy pick: Cleric/Rogue, Cleric, Rogue/Wizard, Warrior -> 4
    assert party_size([{"Cleric", "Rogue"}, {"Cleric"}, {"Rogue", "Wizard"}, {"Warrior"}]) == 4
    assert party_size([]) == 0


def _party_board() -> Board:
    b = Board()
    b.define("Cleric Wizard", "Creature — Human Cleric Wizard", power=1, toughness=1)
    b.define("Plain Wizard", "Creature — Human Wizard", power=1, toughness=1)
    b.define("Bo Rogue", "Creature — Human Rogue", power=1, toughness=1)
    return b


def test_archpriest_of_iona_power_is_the_number_of_creatures_in_your_party():
    # "Archpriest of Iona's power is equal to the number of creatures in your party" (a CDA, 604.3);
    # it is itself a Human Cleric
    c = compiled("Archpriest of Iona")
    assert any(d.get("set_power") == {"party": "you"} for d in c.effects.values())
    b = _party_board()
    b.enter("Archpriest of Iona", id="priest")
    assert pt(b, "priest")[0] == 1                     # itself, the Cleric
    b.enter("Cleric Wizard")
    assert pt(b, "priest")[0] == 2                     # the Cleric Wizard as the Wizard
    b.enter("Plain Wizard")
    assert pt(b, "priest")[0] == 2                     # still one Wizard at most
    b.enter("Bo Rogue", controller="Bo")
    assert pt(b, "priest")[0] == 2                     # not a creature you control


def test_ravagers_mace_counts_the_party_of_its_controller():
    assert supported("Ravager's Mace")
    b = _party_board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Ravager's Mace", id="mace", attached_to="bear")
    assert pt(b, "bear") == (2, 2)
    b.enter("Cleric Wizard")
    b.enter("Plain Wizard")
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (4, 2) and "Menace" in [a.text for a in r.abilities]


def test_kabira_outrider_party_is_fixed_as_the_trigger_resolves():
    # "When this creature enters, target creature gets +1/+1 until end of turn for each creature in
    # your party" (608.2h); Kabira Outrider is a Human Warrior
    assert supported("Kabira Outrider")
    b = _party_board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Kabira Outrider", id="k")
    b.enter("Cleric Wizard")
    b.ability("k", 1, targets=["bear"])
    assert pt(b, "bear") == (4, 4)                     # Warrior, and the Cleric Wizard for one type
    b.enter("Plain Wizard")
    b.ability("k", 1, targets=["bear"])
    assert pt(b, "bear") == (4 + 3, 4 + 3)             # Warrior, Cleric (the Cleric Wizard), Wizard
    b.enter("Bo Rogue")                                # later: both numbers were fixed
    assert pt(b, "bear") == (7, 7)


# ------------------------------------------------------------------------------ counters on objects (122.1)

def test_gleam_of_authority_counts_counters_on_other_creatures():
    # "Enchanted creature gets +1/+1 for each +1/+1 counter on other creatures you control": not the
    # enchanted creature's own counters
    assert supported("Gleam of Authority")
    b = Board()
    b.enter("Grizzly Bears", id="bear", counters={"+1/+1": 5})
    b.enter("Grizzly Bears", id="two", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="three", counters={"-1/-1": 1})
    b.enter("Grizzly Bears", id="theirs", controller="Bo", counters={"+1/+1": 4})
    b.enter("Gleam of Authority", attached_to="bear")
    assert pt(b, "bear") == (2 + 5 + 2, 2 + 5 + 2)


def test_fungal_behemoth_counts_counters_on_creatures_you_control():
    assert supported("Fungal Behemoth")
    b = Board()
    b.enter("Fungal Behemoth", id="f")
    b.enter("Grizzly Bears", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", controller="Bo", counters={"+1/+1": 3})
    assert pt(b, "f") == (2, 2)
    b.counters("f", add={"+1/+1": 1})
    assert pt(b, "f") == (3 + 1, 3 + 1)               # its own counter counts and adds (7c)


def test_ascendant_acolyte_enters_with_counters_among_other_creatures():
    assert supported("Ascendant Acolyte")
    b = Board()
    b.enter("Grizzly Bears", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", counters={"+1/+1": 1, "-1/-1": 1})
    b.enter("Ascendant Acolyte", id="a")
    assert b.state.objects["a"].counter("+1/+1") == 3


def test_kyler_counts_counters_of_every_kind_on_itself():
    # "Other Humans you control get +1/+1 for each counter on Kyler" (any kind, 122.1)
    assert supported("Kyler, Sigardian Emissary")
    b = Board()
    b.enter("Kyler, Sigardian Emissary", id="kyler", counters={"+1/+1": 1, "lore": 2})
    b.define("Test Human", "Creature — Human", power=1, toughness=1)
    b.enter("Test Human", id="h")
    assert pt(b, "h") == (4, 4)


def test_counters_of_any_kind_among_and_on_validate():
    parse_definition({"affects": "self", "modify_pt": [{"counters": "any"},
                                                       {"counters_among": {"kind": "any", "of": {"controller": "you"}}}]}, "x")
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "modify_pt": [{"counters_among": {"kind": "any"}}, 0]}, "x")


# ------------------------------------------------------------------------------ experience counters (a game fact)

def test_kalemne_reads_experience_counters_only_when_told():
    # "Kalemne gets +1/+1 for each experience counter you have": a counter on a player (122.1),
    # a game fact the board is told; never assumed 0
    assert supported("Kalemne, Disciple of Iroas")
    b = Board()
    b.enter("Kalemne, Disciple of Iroas", id="k")
    res = b.resolve()
    assert (res["k"].power, res["k"].toughness) == (3, 3)
    assert any("experience_counters" in repr(u) for u in res.unsupported)
    b.state_fact("Alex", experience_counters=3)
    assert pt(b, "k") == (6, 6)


def test_ezuri_puts_counters_equal_to_experience_counters():
    # "put a number of +1/+1 counters on target creature equal to the number of experience counters
    # you have" (the words in the other order, 608.2h)
    c = compiled("Kratos, Stoic Father")
    assert any(d.get("counters") == {"+1/+1": {"fact": {"name": "experience_counters"}}}
               for d in c.effects.values())


# ------------------------------------------------------------------------------ hands, graveyards, exile

def test_deaths_approach_counts_creature_cards_in_the_enchanted_creatures_controllers_graveyard():
    # "Enchanted creature gets -X/-X, where X is the number of creature cards in its controller's
    # graveyard" (404.1: a player's graveyard holds the cards they own)
    assert supported("Death's Approach")
    b = Board()
    b.enter("Hill Giant", id="giant", controller="Bo")          # 3/3
    b.enter("Grizzly Bears", zone="graveyard", owner="Bo")
    b.enter("Lightning Bolt", zone="graveyard", owner="Bo")      # not a creature card
    b.enter("Grizzly Bears", zone="graveyard")                   # Alex's graveyard
    b.enter("Grizzly Bears", zone="graveyard")
    b.enter("Death's Approach", attached_to="giant")
    assert pt(b, "giant") == (2, 2)


def test_righteous_authority_counts_the_enchanted_creatures_controllers_hand():
    assert supported("Righteous Authority")
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Island", zone="hand", owner="Bo")
    b.enter("Island", zone="hand", owner="Bo")
    b.enter("Island", zone="hand")
    b.enter("Righteous Authority", attached_to="bear")
    assert pt(b, "bear") == (4, 4)


def test_its_controller_outside_a_count_is_refused():
    from layerkit.compiler import compile_text
    c = compile_text("Test", "Creature cards in its controller's graveyard have flying.", ["Enchantment"])
    assert not c.supported


def test_multani_counts_cards_in_all_hands_and_enemy_of_enlightenment_opponents_hands():
    assert supported("Multani, Maro-Sorcerer") and supported("Enemy of Enlightenment")
    b = Board()
    b.enter("Multani, Maro-Sorcerer", id="m")
    b.enter("Enemy of Enlightenment", id="e")                 # 5/5
    b.enter("Island", zone="hand")
    b.enter("Island", zone="hand", owner="Bo")
    b.enter("Island", zone="hand", owner="Bo")
    assert pt(b, "m") == (3, 3)
    assert pt(b, "e") == (3, 3)


def test_cosmogoyf_counts_cards_you_own_in_exile():
    # "power is equal to the number of cards you own in exile and its toughness is equal to that
    # number plus 1"
    assert supported("Cosmogoyf")
    b = Board()
    b.enter("Cosmogoyf", id="g")
    b.enter("Island", zone="exile")
    b.enter("Island", zone="exile")
    b.enter("Island", zone="exile", owner="Bo")
    b.enter("Island", zone="graveyard")
    assert pt(b, "g") == (2, 3)


def test_nyxathid_counts_the_chosen_players_hand():
    assert supported("Nyxathid")
    b = Board()
    b.enter("Nyxathid", id="n", choices={"player": "Bo"})     # 7/7
    b.enter("Island", zone="hand", owner="Bo")
    b.enter("Island", zone="hand", owner="Bo")
    b.enter("Island", zone="hand")
    assert pt(b, "n") == (5, 5)


# ------------------------------------------------------------------------------ greatest among ...

def test_ambitious_dragonborn_greatest_power_among_creatures_and_creature_cards_in_graveyard():
    assert supported("Ambitious Dragonborn")
    b = Board()
    b.enter("Grizzly Bears")
    b.enter("Hill Giant", zone="graveyard")                     # 3
    b.enter("Craw Wurm", zone="graveyard", owner="Bo")          # another player's graveyard: not counted
    b.enter("Ambitious Dragonborn", id="d")
    assert b.state.objects["d"].counter("+1/+1") == 3


def test_tuya_bearclaw_greatest_power_among_other_creatures():
    # "Whenever Tuya Bearclaw attacks, it gets +X/+X until end of turn, where X is the greatest power
    # among other creatures you control" (not itself)
    assert supported("Tuya Bearclaw")
    b = Board()
    b.enter("Tuya Bearclaw", id="t")                           # 2/2
    b.enter("Hill Giant")                                      # 3
    b.enter("Craw Wurm", controller="Bo")                      # not yours
    b.attack("t")
    b.ability("t", 1)
    assert pt(b, "t") == (5, 5)


# ------------------------------------------------------------------------------ mana spent to cast it (601.2h)

def test_gyrus_enters_with_counters_equal_to_the_mana_spent_to_cast_it():
    assert supported("Gyrus, Waker of Corpses")
    b = Board()
    b.enter("Gyrus, Waker of Corpses", id="g", choices={"mana_spent": {"B": 2, "C": 3}})
    assert b.state.objects["g"].counter("+1/+1") == 5
    b.enter("Gyrus, Waker of Corpses", id="g2", choices={"mana_spent": {}})   # not cast: no mana was spent
    assert b.state.objects["g2"].counter("+1/+1") == 0
    b.enter("Gyrus, Waker of Corpses", id="g3")                # untold: never assumed, listed
    assert b.state.objects["g3"].counter("+1/+1") == 0
    assert any(u[0] == "g3" and "mana_spent" in u[3] for u in b.resolve().unsupported)


# ------------------------------------------------------------------------------ shares a creature type (205.3m)

def test_coat_of_arms_each_creature_counts_the_others_sharing_a_type_with_it():
    # "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one
    # creature type with it"
    assert supported("Coat of Arms")
    b = Board()
    b.enter("Coat of Arms")
    b.define("Elf Warrior", "Creature — Elf Warrior", power=1, toughness=1)
    b.define("Elf Druid", "Creature — Elf Druid", power=1, toughness=1)
    b.define("Goblin Warrior", "Creature — Goblin Warrior", power=1, toughness=1)
    b.enter("Elf Warrior", id="ew")
    b.enter("Elf Druid", id="ed", controller="Bo")
    b.enter("Goblin Warrior", id="gw")
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "ew") == (3, 3)            # the Elf Druid (Elf) and the Goblin Warrior (Warrior)
    assert pt(b, "ed") == (2, 2)            # the Elf Warrior
    assert pt(b, "gw") == (2, 2)            # the Elf Warrior
    assert pt(b, "bear") == (2, 2)          # no other Bear


def test_stoneforge_masterwork_counts_your_creatures_sharing_a_type_with_the_equipped_one():
    assert supported("Stoneforge Masterwork")
    b = Board()
    b.define("Kor Soldier", "Creature — Kor Soldier", power=2, toughness=2)
    b.define("Kor Cleric", "Creature — Kor Cleric", power=1, toughness=1)
    b.enter("Kor Soldier", id="k")
    b.enter("Kor Cleric")
    b.enter("Kor Cleric", controller="Bo")          # not yours
    b.enter("Grizzly Bears")
    b.enter("Stoneforge Masterwork", attached_to="k")
    assert pt(b, "k") == (3, 3)


def test_shares_creature_type_outside_a_count_is_refused():
    from layerkit.compiler import compile_text
    assert not compile_text("Test", "Creatures that share a creature type with it have flying.", ["Enchantment"]).supported
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "modify_pt": [{"count": {"shares_creature_type": "self"}}, 0]}, "x")


def test_treefolk_umbra_assigning_damage_by_toughness_is_other_text_beside_its_bonus():
    # 510.1a: which number a creature assigns combat damage by is a rule of combat, no characteristic
    c = compiled("Treefolk Umbra")
    (d,) = [v for v in c.effects.values() if "modify_pt" in v]
    assert d["modify_pt"] == [0, 2] and "toughness rather than its power" in d["other"]


# ------------------------------------------------------------------------------ differently named (201.2), commander casts (903.8)

def test_awakened_amalgam_counts_differently_named_lands():
    assert supported("Awakened Amalgam")
    b = Board()
    b.enter("Awakened Amalgam", id="a")
    b.enter("Forest")
    b.enter("Forest")
    b.enter("Island")
    b.enter("Swamp", controller="Bo")
    assert pt(b, "a") == (2, 2)


def test_commanders_insignia_reads_commander_casts_only_when_told():
    # "Creatures you control get +1/+1 for each time you've cast your commander from the command zone
    # this game" (903.8: what commander tax counts; a game fact the board is told)
    assert supported("Commander's Insignia")
    b = Board()
    b.enter("Commander's Insignia")
    b.enter("Grizzly Bears", id="bear")
    res = b.resolve()
    assert (res["bear"].power, res["bear"].toughness) == (2, 2)
    assert any("commander_casts" in repr(u) for u in res.unsupported)
    b.state_fact("Alex", commander_casts=2)
    b.state_fact("Bo", commander_casts=5)
    assert pt(b, "bear") == (4, 4)


def test_armament_master_counts_equipment_attached_to_itself():
    # "Other Kor creatures you control get +2/+2 for each Equipment attached to Armament Master"
    assert supported("Armament Master")
    b = Board()
    b.enter("Armament Master", id="am")
    b.define("Kor Soldier", "Creature — Kor Soldier", power=2, toughness=2)
    b.enter("Kor Soldier", id="k")
    b.enter("Bonesplitter", attached_to="am")
    b.enter("Bonesplitter", attached_to="k")          # attached to the Kor, not to the Master: not counted
    assert pt(b, "k") == (2 + 2 + 2, 2 + 2)            # +2/+2 for one Equipment; Bonesplitter +2/+0


def test_cards_discarded_this_turn_is_a_fact_a_discard_forgets():
    # Ambergris, Agent of Law: "other creatures you control get +X/+X until end of turn, where X is the
    # number of cards you've discarded this turn" (701.9)
    c = compiled("Ambergris, Agent of Law")
    assert any("cards_discarded_this_turn" in repr(d) for d in c.effects.values())
    b = Board()
    b.state_fact("Alex", cards_discarded_this_turn=2)
    assert b.state.fact("Alex", "cards_discarded_this_turn") == 2
    card = b.enter("Island", zone="hand")
    b.move(card, "graveyard")                      # it may have been discarded (701.9a): no longer known
    assert b.state.fact("Alex", "cards_discarded_this_turn") is None


def test_counters_on_them_are_each_affected_objects_own():
    # "Creatures you don't control get -1/-1 for each slime counter on them": each creature's own counters
    from layerkit.compiler import compile_text
    text = "Creatures you don't control get -1/-1 for each slime counter on them."
    c = compile_text("Test Ooze Lord", text, ["Enchantment"])
    assert c.supported
    b = Board()
    b.define("Test Ooze Lord", "Enchantment", oracle_text=text, effects=c.effects)
    b.enter("Test Ooze Lord")
    b.enter("Hill Giant", id="g1", controller="Bo", counters={"slime": 2})
    b.enter("Hill Giant", id="g2", controller="Bo")
    b.enter("Hill Giant", id="mine", counters={"slime": 1})
    assert pt(b, "g1") == (1, 1) and pt(b, "g2") == (3, 3) and pt(b, "mine") == (3, 3)
    # "on it" beside another object than the source: which object "it" names is not read
    assert not compile_text("Test", "Enchanted creature gets +1/+1 for each oil counter on it.", ["Enchantment"]).supported


def test_small_value_phrases_read_their_objects():
    # Sisay: "for each color among other legendary permanents you control" (not itself, 105.2)
    assert supported("Sisay, Weatherlight Captain")
    b = Board()
    b.enter("Sisay, Weatherlight Captain", id="s")                 # 2/2, white
    b.define("Red Hero", "Legendary Creature — Human", mana_cost="{R}", power=1, toughness=1)
    b.enter("Red Hero")
    assert pt(b, "s") == (3, 3)
    # The Third Doctor: "for each noncreature token you control"
    c = compiled("The Third Doctor")
    assert any(d.get("modify_pt", [None])[0] == {"count": {"not_types": ["Creature"], "token": True, "controller": "you"}}
               for d in c.effects.values())
    # Kuldotha Cackler: "the number of permanents you control with oil counters on them"
    c = compiled("Kuldotha Cackler")
    assert any("'counters': 'oil'" in repr(d) for d in c.effects.values())


def test_for_each_opponent_you_have_counts_the_other_players():
    # "Equipped creature gets +1/+0 for each opponent you have" (102.2, 102.3: the other players)
    from layerkit.compiler import compile_text
    text = "Equipped creature gets +1/+0 for each opponent you have."
    c = compile_text("Test Banner", text, ["Artifact"])
    assert c.supported and c.effects[1]["modify_pt"] == ["opponents", 0]
    for players, bonus in ((("Alex", "Bo"), 1), (("Alex", "Bo", "Cy", "Di"), 3)):
        b = Board(players=players)
        b.define("Test Banner", "Artifact — Equipment", oracle_text=text, effects=c.effects)
        b.enter("Grizzly Bears", id="bear")
        b.enter("Test Banner", attached_to="bear")
        assert pt(b, "bear") == (2 + bonus, 2)


def test_object_relative_selectors_only_in_a_count():
    # the board reads "other: it", "its controller" and "shares a creature type with it" in a count value
    # (and "other" in counters among objects) only; anywhere else they stay unsupported, never misread
    from layerkit.compiler import compile_text
    for text in ("Enchanted creature gets +X/+0, where X is the greatest power among creature cards in its "
                 "controller's graveyard.",
                 "Enchanted creature gets +X/+0, where X is the greatest power among other creatures you control."):
        assert not compile_text("Test", text, ["Enchantment"]).supported, text
