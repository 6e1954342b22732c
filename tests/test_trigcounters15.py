"""Triggered abilities' counters, round 15 (issue 12, branch ``trigcounters15``).

Cards whose gap was a triggered ability's counters read as one-shot ("[one-shot counters not read]"). Every
expected value comes from the oracle text and the rules cited; +1/+1 counters count in layer 7c (613.4c)."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import board_with, compiled, pt, supported


# ------------------------------------------------------------------ "equal to that creature's power" of the event

def test_vincent_valentine_counters_equal_to_the_dead_creatures_power():
    # 603.10a, 608.2h: "that creature" is the creature that died, its power as it last existed on the battlefield,
    # which the step states (the board keeps no last known information of a card in a graveyard)
    assert supported("Vincent Valentine // Galian Beast")
    d = compiled("Vincent Valentine // Galian Beast").effects[1]
    assert d == {"affects": "self", "counters": {"+1/+1": {"stated": {"object": "died", "characteristic": "power"}}}}
    b = Board()
    b.enter("Vincent Valentine // Galian Beast", id="vincent")
    base = pt(b, "vincent")
    b.ability("vincent", 1, choices={"stated": {"died": {"power": 4}}})
    assert pt(b, "vincent") == (base[0] + 4, base[1] + 4)


def test_the_dead_creatures_power_untold_is_listed():
    b = Board()
    b.enter("Vincent Valentine // Galian Beast", id="vincent")
    base = pt(b, "vincent")
    b.ability("vincent", 1)
    r = b.resolve()
    assert (r["vincent"].power, r["vincent"].toughness) == base
    assert r.unsupported


# ------------------------------------------------------------------ "each ... equal to that creature's toughness"

def test_canopy_gargantuan_each_creature_gets_its_own_toughness():
    # 608.2h: each other creature you control gets as many counters as its own toughness, each number determined
    # as the ability resolves (before any counter is put)
    assert supported("Canopy Gargantuan")
    b = Board()
    b.enter("Canopy Gargantuan", id="canopy")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.define("Test Wall", "Creature — Wall", power=0, toughness=4)
    b.enter("Test Bear", id="bear")
    b.enter("Test Wall", id="wall")
    b.enter("Test Bear", id="theirs", controller="Bo")
    canopy = pt(b, "canopy")
    b.ability("canopy", 3)
    assert pt(b, "bear") == (4, 4)
    assert pt(b, "wall") == (4, 8)
    assert pt(b, "theirs") == (2, 2)      # not a creature you control
    assert pt(b, "canopy") == canopy      # "other"


def test_that_creature_after_an_event_object_is_not_each():
    # "whenever a creature dies, ... equal to that creature's toughness": the creature that died (603.10a)
    c = compile_text("Test", "Whenever a creature dies, put a number of +1/+1 counters on each other creature you "
                             "control equal to that creature's toughness.", ["Creature"])
    assert c.effects[1]["counters"] == {"+1/+1": {"stated": {"object": "died", "characteristic": "toughness"}}}


# ------------------------------------------------------------------ trigger events: lists of the event's object

def test_builders_talent_event_with_two_non_adjectives():
    # "Whenever one or more noncreature, nonland permanents you control enter, put a +1/+1 counter on target creature
    # you control": the comma is inside the event (its object's two adjectives), the effect is the counter
    assert supported("Builder's Talent")
    d = compiled("Builder's Talent").effects[3]
    assert d["affects"] == "targets" and d["counters"] == {"+1/+1": 1}


def test_heroes_in_a_half_shell_event_with_a_list_of_subtypes():
    # 510.2: "Whenever one or more Mutants, Ninjas, and/or Turtles you control deal combat damage to a player, put a
    # +1/+1 counter on each of those creatures": the creatures that dealt the damage, which the step names
    assert supported("Heroes in a Half Shell")
    b = Board()
    b.enter("Heroes in a Half Shell", id="heroes")
    b.define("Test Ninja", "Creature — Human Ninja", power=1, toughness=1)
    b.enter("Test Ninja", id="ninja")
    b.enter("Test Ninja", id="other")
    base = pt(b, "heroes")
    b.ability("heroes", 5, targets=["heroes", "ninja"])
    assert pt(b, "heroes") == (base[0] + 1, base[1] + 1)
    assert pt(b, "ninja") == (2, 2)
    assert pt(b, "other") == (1, 1)


def test_a_subtype_list_event_names_the_creature_that_entered():
    # "whenever another frog, rabbit, raccoon, or squirrel you control enters, put a +1/+1 counter on it": "it" is
    # the creature that entered (the step's target), not the source
    c = compile_text("Test", "Whenever another Frog, Rabbit, Raccoon, or Squirrel you control enters, put a +1/+1 "
                             "counter on it.", ["Creature"])
    assert c.effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}}


# ------------------------------------------------------------------ selectors of the counters' objects

def test_finneas_each_other_creature_thats_a_token_or_a_rabbit():
    # 111.1, 205.3: a token, or a Rabbit; "other": not Finneas; the "Then if ..., draw a card" has no layer effect
    assert supported("Finneas, Ace Archer")
    b = Board()
    b.enter("Finneas, Ace Archer", id="finneas")
    b.define("Test Rabbit", "Creature — Rabbit", power=1, toughness=1)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Rabbit", id="rabbit")
    b.enter("Test Bear", id="bear")
    b.enter("Test Bear", id="token", token=True)
    b.enter("Test Rabbit", id="theirs", controller="Bo")
    base = pt(b, "finneas")
    b.ability("finneas", 3)
    assert pt(b, "rabbit") == (2, 2)
    assert pt(b, "token") == (3, 3)
    assert pt(b, "bear") == (2, 2)
    assert pt(b, "theirs") == (1, 1)
    assert pt(b, "finneas") == base


def test_littjara_the_creature_type_chosen_as_it_resolves():
    # 608.2d: "choose a creature type. Put a +1/+1 counter on each creature you control of that type": the type the
    # step chooses
    assert supported("Littjara")
    d = compiled("Littjara").effects[2]
    assert d == {"affects": {"controller": "you", "types": ["Creature"], "subtypes": ["chosen"]},
                 "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Littjara", id="plane")
    b.define("Test Elf", "Creature — Elf", power=1, toughness=1)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Elf", id="elf")
    b.enter("Test Bear", id="bear")
    b.ability("plane", 2, choices={"creature_type": "Elf"})
    assert pt(b, "elf") == (2, 2)
    assert pt(b, "bear") == (2, 2)


def test_that_type_without_a_choice_before_is_not_read():
    c = compile_text("Test", "Whenever this creature attacks, put a +1/+1 counter on each creature you control of "
                             "that type.", ["Creature"])
    assert not c.effects


# ------------------------------------------------------------------ "for each 1 life you gained"

def test_cradle_of_vitality_one_counter_for_each_life_gained():
    # 603.2, 119.3: the life the event gained (the step's number); "If you do": the payment was made (608.2c)
    assert supported("Cradle of Vitality")
    assert compiled("Cradle of Vitality").effects[1] == {
        "affects": "targets", "counters": {"+1/+1": "that_many"}, "condition": {"you_did": True}}
    b = Board()
    b.enter("Cradle of Vitality", id="cradle")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.ability("cradle", 1, targets=["bear"], choices={"number": 3, "you_did": True})
    assert pt(b, "bear") == (5, 5)
    b.ability("cradle", 1, targets=["bear"], choices={"number": 2, "you_did": False})
    assert pt(b, "bear") == (5, 5)


def test_builders_talent_on_a_board_at_level_two():
    b = Board()
    b.enter("Builder's Talent", id="talent", class_level=2)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.ability("talent", 3, targets=["bear"])
    assert pt(b, "bear") == (3, 3)


def test_littjara_untold_type_is_not_assumed():
    b = Board()
    b.enter("Littjara", id="plane")
    b.define("Test Elf", "Creature — Elf", power=1, toughness=1)
    b.enter("Test Elf", id="elf")
    try:
        b.ability("plane", 2)
    except Exception:       # refused: the choice is required (608.2d)
        return
    r = b.resolve()
    assert (r["elf"].power, r["elf"].toughness) == (1, 1) and r.unsupported


# ------------------------------------------------------------------ "that creature and each other creature ..."

def test_holy_frazzle_cannon_equipped_creature_and_those_sharing_a_type():
    # 301.5a, 205.3m: the equipped creature, and each other creature you control sharing a creature type with it;
    # each gets one counter (the equipped creature is one of them only once)
    assert supported("Invasion of New Capenna // Holy Frazzle-Cannon")
    b = Board()
    b.define("Test Elf Warrior", "Creature — Elf Warrior", power=2, toughness=2)
    b.define("Test Warrior", "Creature — Human Warrior", power=1, toughness=1)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Elf Warrior", id="elf")
    b.enter("Test Warrior", id="warrior")
    b.enter("Test Bear", id="bear")
    b.enter("Test Warrior", id="theirs", controller="Bo")
    b.enter("Holy Frazzle-Cannon", id="cannon", attached_to="elf")
    b.ability("cannon", 1)
    assert pt(b, "elf") == (3, 3)
    assert pt(b, "warrior") == (2, 2)
    assert pt(b, "bear") == (2, 2)
    assert pt(b, "theirs") == (1, 1)


def test_outbreak_that_type_is_the_type_chosen_as_it_resolves():
    # 608.2d: "Choose a creature type. All creatures of that type get -1/-1 until end of turn."
    assert supported("Outbreak")
    b = Board()
    b.define("Test Elf", "Creature — Elf", power=1, toughness=2)
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Elf", id="elf")
    b.enter("Test Bear", id="bear", controller="Bo")
    b.cast("Outbreak", choices={"creature_type": "Elf"})
    assert pt(b, "elf") == (0, 1)
    assert pt(b, "bear") == (2, 2)


def test_selfless_safewright_other_permanents_of_that_type():
    assert supported("Selfless Safewright")
    b = Board()
    b.define("Test Elf", "Creature — Elf", power=1, toughness=1)
    b.enter("Selfless Safewright", id="safe")
    b.enter("Test Elf", id="elf")
    b.ability("safe", 3, choices={"creature_type": "Elf"})
    r = b.resolve()
    assert {"Hexproof", "Indestructible"} <= {a.text for a in r["elf"].abilities}


# ------------------------------------------------------------------ "for each of that spell's colors"

def test_ramos_one_counter_for_each_of_the_spells_colors():
    # 105.2: the colors of the spell cast (608.2h: the step states them, choices.stated.spell.colors)
    assert supported("Ramos, Dragon Engine")
    assert compiled("Ramos, Dragon Engine").effects[2] == {
        "affects": "self", "counters": {"+1/+1": {"stated": {"object": "spell", "characteristic": "colors"}}}}
    b = Board()
    b.enter("Ramos, Dragon Engine", id="ramos")
    base = pt(b, "ramos")
    b.ability("ramos", 2, choices={"stated": {"spell": {"colors": ["W", "U", "B"]}}})
    assert pt(b, "ramos") == (base[0] + 3, base[1] + 3)
    b.ability("ramos", 2, choices={"stated": {"spell": {"colors": []}}})      # a colorless spell: none
    assert pt(b, "ramos") == (base[0] + 3, base[1] + 3)


def test_ramos_untold_colors_are_listed():
    b = Board()
    b.enter("Ramos, Dragon Engine", id="ramos")
    base = pt(b, "ramos")
    b.ability("ramos", 2)
    r = b.resolve()
    assert (r["ramos"].power, r["ramos"].toughness) == base and r.unsupported


def test_construction_arsonist_gets_plus_one_for_each_color():
    c = compile_text("Test Arsonist", "Whenever you cast a multicolored spell, Test Arsonist gets +1/+1 until end of "
                                      "turn for each of that spell's colors.", ["Creature"])
    assert c.effects[1]["modify_pt"] == [{"stated": {"object": "spell", "characteristic": "colors"}}] * 2


# ------------------------------------------------------------------ a target's restriction

def test_pawpatch_recruit_target_other_than_that_creature():
    # 115.1: "target creature you control other than that creature": which creature may be targeted, the step's
    # target; the counter goes on it
    assert supported("Pawpatch Recruit")
    b = Board()
    b.enter("Pawpatch Recruit", id="recruit")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.ability("recruit", 3, targets=["bear"])
    assert pt(b, "bear") == (3, 3)


# ------------------------------------------------------------------ "If you do, put ..." (608.2c)

def test_crovax_either_or_of_putting_and_removing_a_counter():
    # "you may sacrifice a creature. If you do, put a +1/+1 counter on Crovax. If you don't, remove a +1/+1 counter
    # from Crovax" (608.2c): which branch happened is the step's choices.otherwise (it used to put the counter
    # whether or not the creature was sacrificed, and never removed one)
    assert supported("Crovax the Cursed")
    assert compiled("Crovax the Cursed").effects[2] == {
        "affects": "self", "counters": {"+1/+1": 1}, "otherwise": {"affects": "self", "remove_counters": {"+1/+1": 1}}}
    for choices, expected in ((None, (4, 4)), ({"otherwise": False}, (5, 5)), ({"otherwise": True}, (3, 3))):
        b = Board()
        b.enter("Crovax the Cursed", id="crovax")       # 0/0 with four +1/+1 counters
        b.ability("crovax", 2, choices=choices)
        r = b.resolve()
        assert (r["crovax"].power, r["crovax"].toughness) == expected
        assert bool(r.unsupported) == (choices is None)     # untold: listed, neither branch applied


@pytest.mark.parametrize("name, which", [("Entrails Feaster", 1), ("Ravenous Vampire", 2), ("Charnel Troll", 2),
                                         ("Mistbreath Elder", 1)])
def test_if_you_do_beside_a_branch_with_no_layer_effect(name, which):
    # "If you don't, tap this creature." / "Otherwise, sacrifice it.": the counter only if the action was taken, as
    # the step states it (choices.you_did); the other branch changes no characteristic
    assert supported(name)
    d = compiled(name).effects[which]
    assert d["counters"] == {"+1/+1": 1} and d["condition"] == {"you_did": True}
    b = Board()
    b.enter(name, id="it")
    base = pt(b, "it")
    b.ability("it", which, choices={"you_did": False})
    assert pt(b, "it") == base
    b.ability("it", which, choices={"you_did": True})
    assert pt(b, "it") == (base[0] + 1, base[1] + 1)


def test_if_you_do_untold_is_listed():
    b = Board()
    b.enter("Ravenous Vampire", id="it")
    base = pt(b, "it")
    b.ability("it", 2)
    r = b.resolve()
    assert (r["it"].power, r["it"].toughness) == base and r.unsupported


def test_if_you_do_followed_by_another_optional_action_is_reported():
    # "You may draw a card." after it: another choice the definition could not tell apart; the counter would be put
    # whether or not the payment was made
    c = compile_text("Test", "Whenever this creature attacks, you may pay {1}. If you do, put a +1/+1 counter on this "
                             "creature. You may draw a card.", ["Creature"])
    assert not c.supported and not c.effects


def test_if_you_do_after_the_counters_is_no_condition_on_them():
    # "put a +1/+1 counter on it for each card in your hand. If you do, discard your hand.": the counters come first
    assert supported("Thought Gorger")
    assert all("condition" not in d for d in compiled("Thought Gorger").effects.values())


def test_thief_of_existence_gains_the_ability_only_if_it_exiled():
    d = compiled("Thief of Existence").effects[2]
    assert d["condition"] == {"you_did": True}


# ------------------------------------------------------------------ a player the ability targets puts the counter

def test_hunted_nightmare_target_opponent_puts_a_counter_on_a_creature_they_control():
    # 122.1, 608.2d: the counter is the same whoever puts it; the creature is one the target opponent controls,
    # chosen as it resolves (choices.object), that opponent the step's player
    assert supported("Hunted Nightmare")
    b = Board()
    b.enter("Hunted Nightmare", id="nightmare")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="theirs", controller="Bo")
    b.ability("nightmare", 2, choices={"player": "Bo", "object": "theirs"})
    assert "Deathtouch" in {a.text for a in b.resolve()["theirs"].abilities}


def test_each_mode_targeting_a_different_player_is_not_read_so():
    # Shadrix Silverquill: "target player puts a +1/+1 counter on each creature they control" beside other modes
    # targeting other players: which player the step's one player is, is not known
    assert not supported("Shadrix Silverquill")


# ------------------------------------------------------------------ "that didn't attack or enter this turn"

def test_the_fifth_doctor_creatures_that_neither_attacked_nor_entered():
    # 508.1: declared as an attacker this turn (the board's attack status, kept until the turn ends); 400.7: a new
    # object this turn. "Untap those creatures" changes no characteristic
    assert supported("The Fifth Doctor")
    b = Board()
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("The Fifth Doctor", id="doctor", entered_this_turn=False)
    b.enter("Test Bear", id="attacker", entered_this_turn=False)
    b.enter("Test Bear", id="stayed", entered_this_turn=False)
    b.enter("Test Bear", id="new")
    b.enter("Test Bear", id="theirs", controller="Bo", entered_this_turn=False)
    b.attack("attacker")
    doctor = pt(b, "doctor")
    b.ability("doctor", 1)
    assert pt(b, "stayed") == (3, 3)
    assert pt(b, "attacker") == (2, 2)
    assert pt(b, "new") == (2, 2)
    assert pt(b, "theirs") == (2, 2)
    assert pt(b, "doctor") == (doctor[0] + 1, doctor[1] + 1)


def test_a_blocking_creature_did_not_attack():
    c = compile_text("Test", "At the beginning of your end step, put a +1/+1 counter on each creature you control that "
                             "didn't attack this turn.", ["Creature"])
    assert c.effects[1]["affects"] == {"controller": "you", "not_combat": "attacking", "types": ["Creature"]}


# ------------------------------------------------------------------ "that many" of the cards discarded this way

def test_nantuko_cultivator_that_many_is_the_cards_discarded():
    # 608.2h: "you may discard any number of land cards. Put that many +1/+1 counters on this creature": how many
    # were discarded, which the step states (the board holds no hand to discard from)
    assert supported("Nantuko Cultivator")
    b = Board()
    b.enter("Nantuko Cultivator", id="nantuko")
    base = pt(b, "nantuko")
    b.ability("nantuko", 1, choices={"stated": {"discarded": {"count": 3}}})
    assert pt(b, "nantuko") == (base[0] + 3, base[1] + 3)


def test_groaaaaag_that_many_is_the_creatures_sacrificed():
    assert supported("Groaaaaag, Hungry Monster")
    b = Board()
    b.enter("Groaaaaag, Hungry Monster", id="groag")
    base = pt(b, "groag")
    b.ability("groag", 2)
    r = b.resolve()
    assert (r["groag"].power, r["groag"].toughness) == base and r.unsupported      # untold: not assumed
    b.ability("groag", 2, choices={"stated": {"sacrificed": {"count": 2}}})
    assert pt(b, "groag") == (base[0] + 2, base[1] + 2)


def test_a_modes_if_you_do_counters_are_never_put_unconditionally():
    # Gearbane Orangutan: "• Sacrifice an artifact. If you do, put two +1/+1 counters on this creature." — with no
    # artifact to sacrifice, no counters (608.2c); the mode carries you_did (ifsyou18), never put unconditionally
    c = compiled("Gearbane Orangutan")
    modal = [d for d in c.effects.values() if "modes" in d]
    assert all(m.get("condition") == {"you_did": True} for d in modal for m in d["modes"] if "counters" in m)
