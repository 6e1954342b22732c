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

@pytest.mark.parametrize("name, index, counters", [
    ("Chipper Chopper", 2, {"+1/+1": 2}),          # "... put two +1/+1 counters on this creature and it assembles ..."
    ("Riveting Rigger", 1, {"+1/+1": 2}),
    ("Ironclad Revolutionary", 1, {"+1/+1": 2}),   # "... and each opponent loses 2 life"
    ("Redcap Gutter-Dweller", 3, {"+1/+1": 1}),    # "... and exile the top card of your library"
])
def test_counters_on_self_beside_a_one_shot_instruction(name, index, counters):
    assert supported(name)
    assert compiled(name).effects[index] == {"affects": "self", "counters": counters}


def test_ironclad_revolutionary_on_a_board():
    # a 4/4; "If you do, put two +1/+1 counters on this creature and each opponent loses 2 life": 6/6
    b = Board()
    b.enter("Ironclad Revolutionary", id="rev")
    assert pt(b, "rev") == (4, 4)
    b.ability("rev", 1)
    assert pt(b, "rev") == (6, 6)
    assert not b.resolve().unsupported


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
    b.ability("hero", 1, choices={"number": 3})
    assert pt(b, "hero") == (4, 4)


def test_wildborn_preserver_when_you_do():
    assert compiled("Wildborn Preserver").effects[3] == {"affects": "self", "counters": {"+1/+1": "x"}}


def test_x_no_instruction_chooses_stays_one_shot():
    # "put X +1/+1 counters on ~" with no "you may pay {X}" first: X is not the ability's choice
    c = compile_text("Test", "Whenever you cast a spell, put X +1/+1 counters on this creature.", ["Creature"])
    assert 1 not in c.effects
