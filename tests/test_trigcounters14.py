"""Triggered abilities' counters, round 14 (issue 12, branch ``trigcounters14``).

Cards whose only gap was a triggered ability's counters read as one-shot ("[one-shot counters not read]"):

- counters joined by "and" to an instruction with no layer effect: "... and each opponent loses 2 life" (119.3),
  "... and goad it" (701.15), "... and exile the top card of your library" (406), "... and it assembles a
  Contraption";
- the event's object: "at the beginning of the upkeep of enchanted creature's controller, ... that creature"
  (303.4), "whenever a face-down permanent you control is turned face up, ... it" (708.8), "whenever you put an
  ability sticker on a creature, ... that creature", "whenever you attack with two or more non-~ creatures / one or
  more Insects, ... each of those creatures / each of them" (508.1);
- "for each creature (permanent) destroyed / goaded this way" (608.2h): what the step states, ``choices.stated``;
- X chosen by the trigger's first instruction, "you may pay {X}. If you do (When you do), put X +1/+1 counters on
  ~" (107.3): the step's ``choices.number``.

Every expected value comes from the oracle text and the rules cited; +1/+1 counters count in 7c (613.4c)."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import board_with, compiled, pt, supported


# ------------------------------------------------------------------ counters "and" a one-shot instruction

@pytest.mark.parametrize("text", [
    "Whenever this creature attacks, put a +1/+1 counter on it and each opponent loses 1 life.",
    "At the beginning of your upkeep, put a +1/+1 counter on this creature and exile the top card of your library.",
    "Whenever this creature attacks, put two +1/+1 counters on it and it assembles a Contraption.",
])
def test_counters_on_self_beside_a_one_shot_instruction(text):
    # 608.2c: two instructions in order; the second has no layer effect (119.3, 406)
    c = compile_text("Test", text, ["Creature"])
    assert c.supported
    assert c.effects[1]["affects"] == "self" and set(c.effects[1]["counters"]) == {"+1/+1"}


def test_counters_and_more_on_a_board():
    b, c = board_with("Test Raider", "Creature — Test", "Whenever this creature attacks, put two +1/+1 counters on it "
                      "and each opponent loses 2 life.", power=2, toughness=2)
    b.enter("Test Raider", id="raider")
    b.ability("raider", 1)
    assert pt(b, "raider") == (4, 4)
    assert not b.resolve().unsupported


@pytest.mark.parametrize("name", ["Chipper Chopper", "Riveting Rigger", "Ironclad Revolutionary", "Redcap Gutter-Dweller"])
def test_if_you_do_counters_and_more_stay_one_shot(name):
    # "you may sacrifice an artifact. If you do, put two +1/+1 counters on this creature and each opponent loses 2
    # life": merged with ifsyou14, the definition carries whether the optional action was taken (you_did), so the
    # counters compile only under that condition; otherwise they stay one-shot
    c = compiled(name)
    assert all("counters" not in d or d.get("condition") == {"you_did": True} for d in c.effects.values())


def test_bhaal_counter_on_the_target_and_goad():
    # "put a +1/+1 counter on target creature and goad it": the counter on the target (goad is no layer effect)
    assert supported("Bhaal, Lord of Murder")
    assert compiled("Bhaal, Lord of Murder").effects[2] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Bhaal, Lord of Murder", id="bhaal")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear", controller="Bo")
    b.ability("bhaal", 2, targets=["bear"])
    assert pt(b, "bear") == (3, 3)
    assert pt(b, "bhaal") == (4, 4)


def test_each_opponent_loses_life_is_no_layer_effect_in_any_sentence():
    c = compile_text("Test", "Whenever this creature attacks, put a +1/+1 counter on it and each opponent loses 1 life.",
                     ["Creature"])
    assert c.supported and c.effects[1] == {"affects": "self", "counters": {"+1/+1": 1}}


def test_an_unread_instruction_after_and_stays_one_shot():
    # "and return ... to your hand": the grammar does not read it; the counters are not put half-read
    c = compile_text("Test", "Whenever you draw a card, put a +1/+1 counter on this creature and return up to one "
                             "target creature card from your graveyard to your hand.", ["Creature"])
    assert 1 not in c.effects


# ------------------------------------------------------------------ the object the event names

def test_essence_flare_puts_its_counter_on_the_enchanted_creature():
    # "Enchanted creature gets +2/+0. At the beginning of the upkeep of enchanted creature's controller, put a -0/-1
    # counter on that creature.": a 2/2 Bear is 4/2, then 4/1
    assert supported("Essence Flare")
    assert compiled("Essence Flare").effects[3] == {"affects": "enchanted", "counters": {"-0/-1": 1}}
    b = Board()
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.enter("Essence Flare", id="flare", attached_to="bear")
    assert pt(b, "bear") == (4, 2)
    b.ability("flare", 3)
    assert pt(b, "bear") == (4, 1)


def test_unstable_mutation_minus_counter():
    # "+3/+3 ... At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that
    # creature": a 2/2 is 5/5, then 4/4
    # (the bundled card's curated definitions hold only its static ability: the card as the compiler reads its text)
    b, c = board_with("Test Mutation", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +3/+3.\n"
                      "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that "
                      "creature.")
    assert c.supported
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.enter("Test Mutation", id="mut", attached_to="bear")
    assert pt(b, "bear") == (5, 5)
    b.ability("mut", 3)
    assert pt(b, "bear") == (4, 4)


def test_gideon_counters_on_each_attacker():
    # "Whenever you attack with two or more non-Gideon creatures, put a +1/+1 counter on each of those creatures."
    assert supported("Gideon, the Oathsworn")
    assert compiled("Gideon, the Oathsworn").effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Gideon, the Oathsworn", id="gideon")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    for oid in ("a", "b", "c"):
        b.enter("Test Bear", id=oid)
    b.ability("gideon", 1, targets=["a", "b"])
    assert (pt(b, "a"), pt(b, "b"), pt(b, "c")) == ((3, 3), (3, 3), (2, 2))


def test_vrestin_attack_with_insects():
    # "Whenever you attack with one or more Insects, put a +1/+1 counter on each of them."
    assert compiled("Vrestin, Menoptra Leader").effects[4] == {"affects": "targets", "counters": {"+1/+1": 1}}


def test_attack_with_a_plural_that_is_no_creature_type_is_not_read_as_the_attackers():
    c = compile_text("Test", "Whenever you attack with one or more tokens, put a +1/+1 counter on each of them.",
                     ["Creature"])
    assert 1 not in c.effects


def test_sumala_sentry_counter_on_the_permanent_turned_face_up_and_on_itself():
    # "Whenever a face-down permanent you control is turned face up, put a +1/+1 counter on it and a +1/+1 counter
    # on this creature.": a 1/3 Sentry is 2/4, the 2/2 turned up 3/3
    assert supported("Sumala Sentry")
    b = Board()
    b.enter("Sumala Sentry", id="sentry")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.ability("sentry", 2, targets=["bear"])
    assert pt(b, "sentry") == (2, 4)
    assert pt(b, "bear") == (3, 3)


def test_tusk_and_whiskers_counter_on_the_stickered_creature():
    assert compiled("Tusk and Whiskers").effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}}


# ------------------------------------------------------------------ "destroyed / goaded this way"

def test_bane_of_progress_counts_the_permanents_destroyed():
    # "destroy all artifacts and enchantments. Put a +1/+1 counter on this creature for each permanent destroyed
    # this way.": the board doesn't destroy them; the step states how many were (608.2h). A 2/2 and 3: 5/5
    assert supported("Bane of Progress")
    assert compiled("Bane of Progress").effects[1] == {
        "affects": "self", "counters": {"+1/+1": {"stated": {"object": "destroyed", "characteristic": "count"}}}}
    b = Board()
    b.enter("Bane of Progress", id="bane")
    b.ability("bane", 1, choices={"stated": {"destroyed": {"count": 3}}})
    assert pt(b, "bane") == (5, 5)
    assert not b.resolve().unsupported


def test_bane_of_progress_untold_is_listed_not_zero():
    b = Board()
    b.enter("Bane of Progress", id="bane")
    b.ability("bane", 1)
    assert pt(b, "bane") == (2, 2)
    assert b.resolve().unsupported


def test_kaima_counts_the_creatures_goaded():
    assert compiled("Kaima, the Fractured Calm").effects[1] == {
        "affects": "self", "counters": {"+1/+1": {"stated": {"object": "goaded", "characteristic": "count"}}}}
    b = Board()
    b.enter("Kaima, the Fractured Calm", id="kaima")
    b.ability("kaima", 1, choices={"stated": {"goaded": {"count": 2}}})
    assert pt(b, "kaima") == (5, 5)


def test_some_of_the_destroyed_objects_stay_unread():
    # "for each nonland permanent destroyed this way": some of the objects, not told apart
    c = compile_text("Test", "When this creature enters, destroy all artifacts and lands. Put a +1/+1 counter on it "
                             "for each artifact land destroyed this way.", ["Creature"])
    assert 1 not in c.effects


# ------------------------------------------------------------------ "you may pay {X}. If you do, put X ..."

def test_hero_of_leina_tower_pays_x():
    # heroic: "you may pay {X}. If you do, put X +1/+1 counters on this creature." A 1/1 paying X = 3: 4/4
    assert supported("Hero of Leina Tower")
    b = Board()
    b.enter("Hero of Leina Tower", id="hero")
    b.ability("hero", 1, choices={"number": 3, "you_did": True})     # (ifsyou14: the payment is stated)
    assert pt(b, "hero") == (4, 4)


def test_wildborn_preserver_when_you_do():
    assert compiled("Wildborn Preserver").effects[3] == {"affects": "self", "counters": {"+1/+1": "x"},
                                                         "condition": {"you_did": True}}   # 603.12a (round 15)


def test_x_no_instruction_chooses_stays_one_shot():
    # "put X +1/+1 counters on ~" with no "you may pay {X}" first: X is not the ability's choice
    c = compile_text("Test", "Whenever you cast a spell, put X +1/+1 counters on this creature.", ["Creature"])
    assert 1 not in c.effects


# ------------------------------------------------------------------ "each creature each opponent controls"

def test_aku_djinn_counters_on_every_opponents_creature():
    # "At the beginning of your upkeep, put a +1/+1 counter on each creature each opponent controls." (102.3: each of
    # the other players' creatures; none of yours, Aku Djinn itself included)
    assert supported("Aku Djinn")
    b = Board()
    b.enter("Aku Djinn", id="djinn")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="mine")
    b.enter("Test Bear", id="bo's", controller="Bo")
    b.ability("djinn", 2)
    assert pt(b, "djinn") == (5, 6)
    assert pt(b, "mine") == (2, 2)
    assert pt(b, "bo's") == (3, 3)


def test_each_opponent_controls_in_a_condition_is_not_rewritten():
    # only after a noun: "as long as each opponent controls ..." is a condition on each opponent, not a group
    from layerkit.compiler.grammar import tokens
    assert [str(t) for t in tokens("as long as each opponent controls a land")][3:5] == ["each", "opponent"]


# ------------------------------------------------------------------ a trailing "if" on a game fact

def test_old_growth_educator_counters_if_you_gained_life():
    # Infusion: "When this creature enters, put two +1/+1 counters on it if you gained life this turn." A 4/4: 6/6
    # when the board is told life was gained; not told, nothing is put and the ability is listed (never assumed)
    assert supported("Old-Growth Educator")
    b = Board()
    b.enter("Old-Growth Educator", id="edu")
    b.ability("edu", 3)
    assert pt(b, "edu") == (4, 4)
    assert b.resolve().unsupported
    b = Board()
    b.state_fact("Alex", life_gained_this_turn=3)
    b.enter("Old-Growth Educator", id="edu")
    b.ability("edu", 3)
    assert pt(b, "edu") == (6, 6)
    b = Board()
    b.state_fact("Alex", life_gained_this_turn=0)
    b.enter("Old-Growth Educator", id="edu")
    b.ability("edu", 3)
    assert pt(b, "edu") == (4, 4)


def test_a_trailing_fact_if_after_another_instruction_stays_reported():
    c = compile_text("Test", "When this creature enters, draw a card. Put a +1/+1 counter on it if you gained life "
                             "this turn.", ["Creature"])
    assert 1 not in c.effects


# ------------------------------------------------------------------ "put +1/+1 counters on it equal to its power"

def test_experiment_twelve_doubles_the_power_of_the_creature_turned_up():
    # "Whenever this creature or another creature you control is turned face up, put +1/+1 counters on that creature
    # equal to its power.": a 4/4 gets four, 8/8
    assert supported("Experiment Twelve")
    b = Board()
    b.enter("Experiment Twelve", id="x")
    b.ability("x", 2, targets=["x"])
    assert pt(b, "x") == (8, 8)


def test_roaring_toeclaws_on_another_creature():
    assert supported("The Roaring Toeclaws")
    b = Board()
    b.enter("The Roaring Toeclaws", id="t")
    b.define("Test Giant", "Creature — Giant", power=6, toughness=6)
    b.enter("Test Giant", id="giant")
    b.ability("t", 1, targets=["giant"])
    assert pt(b, "giant") == (12, 12)
    assert pt(b, "t") == (5, 5)


# ------------------------------------------------------------------ shortened names (201.5c)

def test_legolas_short_name_is_the_card():
    # "Whenever another legendary creature you control enters, put a +1/+1 counter on Legolas.": a 2/2, 3/3
    assert supported("Legolas Greenleaf")
    b = Board()
    b.enter("Legolas Greenleaf", id="leg")
    b.ability("leg", 3)
    assert pt(b, "leg") == (3, 3)


def test_shang_chi_and_rosie_cotton():
    assert compiled("Shang-Chi and the Ten Rings").effects[2] == {"affects": "self", "counters": {"+1/+1": 1}}
    assert supported("Rosie Cotton of South Lane")


def test_a_first_word_that_is_a_type_is_no_short_name():
    from layerkit.compiler.normalise import names_of
    assert names_of("Elf Lord", legendary=True) == ["Elf Lord"]
    assert names_of("Legolas Greenleaf") == ["Legolas Greenleaf"]       # not legendary: no shortened name


# ------------------------------------------------------------------ X of the spell in its own ETB trigger (107.3m)

@pytest.mark.parametrize("name, index", [("Awakened Awareness", 2), ("Wan Shi Tong, Librarian", 4)])
def test_x_of_the_spell_in_its_own_etb_trigger_stays_one_shot(name, index):
    # "When this Aura enters, put X +1/+1 counters on enchanted permanent.": X is the value paid as the spell was
    # cast (107.3m). Round 15 (values15) carries the X stated as the permanent entered into its own enters trigger
    # (``entered_x``; untold: listed, tests/test_values15.py), so the counters are read with that X
    assert compiled(name).effects[index]["counters"] == {"+1/+1": "entered_x"}


# ------------------------------------------------------------------ "whenever you roll a 1 or 2, put that many"

def test_atomwheel_acrobats_puts_the_result():
    # 706.2, 603.2: "that many" is the result rolled, the step's choices.roll. A 3/2 rolling a 2: 5/4
    assert supported("Atomwheel Acrobats")
    assert compiled("Atomwheel Acrobats").effects[1] == {"affects": "self", "counters": {"+1/+1": "roll"}}
    b = Board()
    b.enter("Atomwheel Acrobats", id="acro")
    b.ability("acro", 1, choices={"roll": 2})
    assert pt(b, "acro") == (5, 4)
    b = Board()
    b.enter("Atomwheel Acrobats", id="acro")
    b.ability("acro", 1)
    assert pt(b, "acro") == (3, 2) and b.resolve().unsupported


# ------------------------------------------------------------------ "that player may put a +1/+1 counter on ~"

def test_cheering_crowd_that_player_puts_the_counter():
    # "At the beginning of each player's first main phase, that player may put a +1/+1 counter on this creature."
    assert supported("Cheering Crowd")
    b = Board()
    b.enter("Cheering Crowd", id="crowd")
    b.ability("crowd", 1)
    assert pt(b, "crowd") == (3, 3)


def test_that_player_may_put_counters_on_their_own_creature_stays_one_shot():
    c = compile_text("Test", "At the beginning of each player's upkeep, that player may put a +1/+1 counter on a "
                             "creature they control.", ["Enchantment"])
    assert 1 not in c.effects


# ------------------------------------------------------------------ votes (701.38)

def test_orchard_elemental_two_counters_for_each_sprout_vote():
    # "Put two +1/+1 counters on this creature for each sprout vote.": a 2/2 with two sprout votes (of three) is 6/6
    assert supported("Orchard Elemental")
    b = Board()
    b.enter("Orchard Elemental", id="orchard")
    b.ability("orchard", 1, choices={"votes": {"sprout": 2, "harvest": 1}})
    assert pt(b, "orchard") == (6, 6)


def test_orchard_elemental_untold_votes_are_listed():
    b = Board()
    b.enter("Orchard Elemental", id="orchard")
    b.ability("orchard", 1)
    assert pt(b, "orchard") == (2, 2)
    assert any("votes" in u[-1] for u in b.resolve().unsupported)


def test_emissary_green_security_votes_on_each_creature_you_control():
    # "Put a number of +1/+1 counters on each creature you control equal to the number of security votes."
    b = Board()
    b.enter("Emissary Green", id="em")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.enter("Test Bear", id="theirs", controller="Bo")
    b.ability("em", 1, choices={"votes": {"profit": 1, "security": 3}})
    assert pt(b, "em") == (6, 6)
    assert pt(b, "bear") == (5, 5)
    assert pt(b, "theirs") == (2, 2)


def test_a_for_each_after_a_one_shot_part_is_not_the_counters():
    # "Put a +1/+1 counter on this creature for each feather vote and draw a card for each quill vote": the second
    # "for each" counts the cards drawn, never the counters (Messenger Jays stays one-shot)
    assert 2 not in compiled("Messenger Jays").effects
    c = compile_text("Test", "Whenever this creature attacks, put a +1/+1 counter on it and draw a card for each "
                             "artifact you control.", ["Creature"])
    assert 1 not in c.effects


# ------------------------------------------------------------------ who chooses the target; counters removed

def test_erithizon_target_of_defending_players_choice():
    # "put a +1/+1 counter on target creature of defending player's choice": the target (chosen by that player)
    assert supported("Erithizon")
    b = Board()
    b.enter("Erithizon", id="eri")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear", controller="Bo")
    b.ability("eri", 1, targets=["bear"])
    assert pt(b, "bear") == (3, 3)
    assert pt(b, "eri") == (4, 4)


def test_ley_line_that_player_may_put_on_target_creature():
    assert compiled("Ley Line").effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}}


def test_garnet_counts_the_lore_counters_removed():
    # "Put a +1/+1 counter on Garnet for each lore counter removed this way.": a 2/2 removing three: 5/5
    assert supported("Garnet, Princess of Alexandria")
    b = Board()
    b.enter("Garnet, Princess of Alexandria", id="garnet")
    b.ability("garnet", 2, choices={"stated": {"removed": {"count": 3}}})
    assert pt(b, "garnet") == (5, 5)


# ------------------------------------------------------------------ "put a +1/+1 counter on ..., then proliferate"

def test_sword_of_truth_and_justice_counter_then_proliferate():
    # "Whenever equipped creature deals combat damage to a player, put a +1/+1 counter on a creature you control, then
    # proliferate.": the creature chosen as it resolves gets a counter, then proliferating gives it another (701.34a,
    # 608.2c). A 2/2 equipped (+2/+2): 6/6
    assert supported("Sword of Truth and Justice")
    b = Board()
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.enter("Sword of Truth and Justice", id="sword", attached_to="bear")
    b.ability("sword", 2, choices={"object": "bear", "proliferate": ["bear"]})
    assert pt(b, "bear") == (6, 6)


def test_proliferate_untold_is_refused():
    from layerkit.errors import ScenarioError
    b = Board()
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Bear", id="bear")
    b.enter("Sword of Truth and Justice", id="sword", attached_to="bear")
    with pytest.raises(ScenarioError):
        b.ability("sword", 2, choices={"object": "bear"})


def test_trigger_counters_then_another_counter_action_stay_one_shot():
    # merged with counters14, which reads support N (701.41a): the counter on the first target, then one on each of
    # the support phrase's targets; either that exact reading or nothing
    c = compile_text("Test", "Whenever this creature attacks, put a +1/+1 counter on target creature, then support 2.",
                     ["Creature"])
    assert 1 not in c.effects or c.effects[1] == {"parts": [
        {"affects": "targets", "target": 1, "counters": {"+1/+1": 1}},
        {"affects": "targets", "target": 2, "counters": {"+1/+1": 1}}]}


# ------------------------------------------------------------------ "for each other Squirrel and/or Food you control"

def test_honored_dreyleader_counts_squirrels_and_food():
    # "When this creature enters, put a +1/+1 counter on it for each other Squirrel and/or Food you control.": a 1/1
    # with a Squirrel and a Food (and a Bear, neither): 3/3
    assert supported("Honored Dreyleader")
    b = Board()
    b.define("Test Squirrel", "Creature — Squirrel", power=1, toughness=1)
    b.define("Test Food", "Artifact — Food")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    b.enter("Test Squirrel", id="sq")
    b.enter("Test Food", id="food")
    b.enter("Test Bear", id="bear")
    b.enter("Honored Dreyleader", id="drey")
    b.ability("drey", 2)
    assert pt(b, "drey") == (3, 3)


def test_a_first_name_that_is_part_of_another_name_is_not_the_card():
    # Nissa Revane: "Search your library for a card named Nissa's Chosen": "Nissa" there is part of another card's
    # name (201.5c covers only the card's own shortened name)
    from layerkit.compiler.normalise import names_in_text, names_of
    assert names_in_text(names_of("Nissa Revane", legendary=True), "Nissa Revane",
                         "[+1]: Search your library for a card named Nissa's Chosen, put it onto the battlefield.") \
        == ["Nissa Revane"]
