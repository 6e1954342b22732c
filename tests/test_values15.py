"""Round 15, values15: values of the first clause a card's text did not understand.

"For each nonland card revealed this way", "the number of creature cards exiled this way" (608.2h): a count of
SOME of the objects a resolving ability names by what happened to them. The board doesn't hold those objects
as the text means them, so the step states what each of them was (``choices: {stated: {revealed: {objects:
[{types: [Land]}, {types: [Creature]}]}}}``); the value counts those matching the noun phrase. Untold — or an
object stated without what the noun phrase reads of it — the effect is not applied and is listed, never
counted as a match or a miss. Expected values come from the oracle text, never from the compiler's output.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import ScenarioError

from tests._compiled import board_with, compiled, pt

LAND = {"types": ["Land"]}
CREATURE = {"types": ["Creature"]}
ARTIFACT_CREATURE = {"types": ["Artifact", "Creature"]}
INSTANT = {"types": ["Instant"]}


# ---------------------------------------------------------------- "for each nonland card revealed this way"

def test_selvalas_enforcer_compiles_to_a_count_of_the_nonland_cards_revealed():
    # "Parley — When this creature enters, each player reveals the top card of their library. For each nonland
    # card revealed this way, put a +1/+1 counter on this creature. Then each player draws a card."
    d = compiled("Selvala's Enforcer")
    assert d.supported
    assert d.effects[1]["affects"] == "self"
    assert d.effects[1]["counters"] == {"+1/+1": {"stated": {"object": "revealed", "characteristic": "count",
                                                             "of": {"not_types": ["Land"]}}}}


def test_selvalas_enforcer_counts_only_the_nonland_cards_stated():
    # a 2/2: three cards revealed, a land, a creature and an instant: two +1/+1 counters (122.1a, 613.4c)
    b = Board()
    b.enter("Selvala's Enforcer", id="s", controller="Alex")
    b.ability("s", 1, choices={"stated": {"revealed": {"objects": [LAND, CREATURE, INSTANT]}}})
    assert pt(b, "s") == (4, 4)
    # all lands: none
    b.ability("s", 1, choices={"stated": {"revealed": {"objects": [LAND, LAND]}}})
    assert pt(b, "s") == (4, 4)
    # an artifact land is a land (205.2a: it has the type Land): not counted
    b.ability("s", 1, choices={"stated": {"revealed": {"objects": [{"types": ["Artifact", "Land"]}, ARTIFACT_CREATURE]}}})
    assert pt(b, "s") == (5, 5)


def test_selvalas_enforcer_untold_is_listed_never_counted():
    b = Board()
    b.enter("Selvala's Enforcer", id="s", controller="Alex")
    b.ability("s", 1)                                               # nothing stated
    r = b.resolve()
    assert pt(b, "s") == (2, 2) and any("revealed.objects" in str(u) for u in r.unsupported)
    b2 = Board()
    b2.enter("Selvala's Enforcer", id="s", controller="Alex")
    # only how many were revealed: not which were lands
    b2.ability("s", 1, choices={"stated": {"revealed": {"count": 2}}})
    r2 = b2.resolve()
    assert pt(b2, "s") == (2, 2) and any("revealed.objects" in str(u) for u in r2.unsupported)
    b3 = Board()
    b3.enter("Selvala's Enforcer", id="s", controller="Alex")
    # the second card's types are not stated: the count is not known
    b3.ability("s", 1, choices={"stated": {"revealed": {"objects": [CREATURE, {"colors": ["G"]}]}}})
    r3 = b3.resolve()
    assert pt(b3, "s") == (2, 2) and any("revealed.objects[2].types" in str(u) for u in r3.unsupported)


def test_woodvine_elemental_attacking_creatures_get_the_count_until_end_of_turn():
    # "Parley — Whenever this creature attacks, each player reveals the top card of their library. For each
    # nonland card revealed this way, attacking creatures you control get +1/+1 until end of turn." (a 4/4)
    assert compiled("Woodvine Elemental").supported
    b = Board()
    b.enter("Woodvine Elemental", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="home", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.attack(["w", "g"])
    b.ability("w", 2, choices={"stated": {"revealed": {"objects": [CREATURE, LAND, INSTANT]}}})
    assert pt(b, "w") == (6, 6) and pt(b, "g") == (4, 4)
    assert pt(b, "home") == (2, 2) and pt(b, "foe") == (2, 2)       # not attacking
    b.end_turn()
    assert pt(b, "w") == (4, 4) and pt(b, "g") == (2, 2)


def test_phabine_creatures_you_control_get_the_nonland_count():
    # "... Then creatures you control get +1/+1 until end of turn for each nonland card revealed this way." (3/6)
    d = compiled("Phabine, Boss's Confidant")
    assert d.supported
    b = Board()
    b.enter("Phabine, Boss's Confidant", id="p", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.ability("p", 2, choices={"stated": {"revealed": {"objects": [LAND, CREATURE]}}})
    assert pt(b, "p") == (4, 7) and pt(b, "foe") == (2, 2)


# ---------------------------------------------------------------- "creature card(s) exiled this way"

def test_malanthrope_counts_creature_cards_exiled():
    # "Scavenge the Dead — When this creature enters, exile target player's graveyard. Put a +1/+1 counter on
    # this creature for each creature card exiled this way." (a 2/2; an artifact creature card is a creature card)
    d = compiled("Malanthrope")
    assert d.supported
    assert d.effects[2]["counters"] == {"+1/+1": {"stated": {"object": "exiled", "characteristic": "count",
                                                             "of": {"types": ["Creature"]}}}}
    b = Board()
    b.enter("Malanthrope", id="m", controller="Alex")
    b.ability("m", 2, choices={"stated": {"exiled": {"objects": [CREATURE, ARTIFACT_CREATURE, LAND, INSTANT]}}})
    assert pt(b, "m") == (4, 4)
    b.ability("m", 2, choices={"stated": {"exiled": {"count": 0}}})     # an empty graveyard: none
    assert pt(b, "m") == (4, 4)


def test_grey_host_reinforcements_the_number_of_creature_cards_exiled():
    # "When this creature enters, exile target player's graveyard. Put a number of +1/+1 counters on this
    # creature equal to the number of creature cards exiled this way." (a 1/1)
    assert compiled("Grey Host Reinforcements").supported
    b = Board()
    b.enter("Grey Host Reinforcements", id="g", controller="Alex")
    b.ability("g", 3, choices={"stated": {"exiled": {"objects": [CREATURE, CREATURE, CREATURE, LAND]}}})
    assert pt(b, "g") == (4, 4)


def test_pako_counts_noncreature_cards_exiled():
    # "Whenever Pako attacks, exile the top card of each player's library and put a fetch counter on each of
    # them. Put a +1/+1 counter on Pako for each noncreature card exiled this way." (a 3/3)
    assert compiled("Pako, Arcane Retriever").supported
    b = Board()
    b.enter("Pako, Arcane Retriever", id="p", controller="Alex")
    b.ability("p", 3, choices={"stated": {"exiled": {"objects": [CREATURE, LAND, ARTIFACT_CREATURE, INSTANT]}}})
    assert pt(b, "p") == (5, 5)


def test_froghemoth_counts_creature_cards_exiled():
    # "... exile up to that many target cards from their graveyard. Put a +1/+1 counter on this creature for each
    # creature card exiled this way. You gain 1 life for each noncreature card exiled this way." (a 4/4)
    assert compiled("Froghemoth").supported
    b = Board()
    b.enter("Froghemoth", id="f", controller="Alex")
    b.ability("f", 3, choices={"stated": {"exiled": {"objects": [CREATURE, INSTANT]}}})
    assert pt(b, "f") == (5, 5)


def test_a_colored_card_noun_reads_the_stated_colors():
    # the same rule reads the whole noun phrase of a card: "black creature card" (105.2, 205.2a)
    text = ("When this creature enters, exile target player's graveyard. Put a +1/+1 counter on this creature "
            "for each black creature card exiled this way.")
    b, c = board_with("Test Ghoul", "Creature — Zombie", text, power=1, toughness=1)
    assert c.effects[1]["counters"] == {"+1/+1": {"stated": {"object": "exiled", "characteristic": "count",
                                                             "of": {"types": ["Creature"], "colors": ["B"]}}}}
    b.enter("Test Ghoul", id="z", controller="Alex")
    b.ability("z", 1, choices={"stated": {"exiled": {"objects": [
        {"types": ["Creature"], "colors": ["B"]}, {"types": ["Creature"], "colors": ["G"]},
        {"types": ["Sorcery"], "colors": ["B"]}, {"types": ["Creature"], "colors": ["B", "R"]}]}}})
    assert pt(b, "z") == (3, 3)
    b.ability("z", 1, choices={"stated": {"exiled": {"objects": [{"types": ["Creature"]}]}}})   # colors untold
    r = b.resolve()
    assert pt(b, "z") == (3, 3) and any("exiled.objects[1].colors" in str(u) for u in r.unsupported)


def test_a_noun_phrase_beyond_what_a_card_was_stays_unsupported():
    # "creature card with flying": its abilities, which the step doesn't state — not compiled (the counters
    # are reported as one-shot counters not read), never counted from the card types alone
    text = ("When this creature enters, exile target player's graveyard. Put a +1/+1 counter on this creature "
            "for each creature card with flying exiled this way.")
    _, c = board_with("Test Wing", "Creature — Bird", text, power=1, toughness=1)
    assert 1 not in c.effects


def test_mimeoplasm_enters_with_three_counters_for_each_creature_card_exiled():
    # "As Mimeoplasm enters, exile up to X creature cards from your graveyard. It enters with three +1/+1
    # counters on it for each creature card exiled this way." (a 0/0; 614.1c: stated on its enter step)
    d = compiled("Mimeoplasm, Revered One")
    assert d.effects[1]["enters_with_counters"] == {"+1/+1": {"times": [3, {"stated": {
        "object": "exiled", "characteristic": "count", "of": {"types": ["Creature"]}}}]}}
    b = Board()
    b.enter("Mimeoplasm, Revered One", id="m", controller="Alex",
            choices={"stated": {"exiled": {"objects": [CREATURE, ARTIFACT_CREATURE]}}})
    assert pt(b, "m") == (6, 6)


# ---------------------------------------------------------------- the stated objects themselves

def test_stated_objects_give_the_count_of_a_plain_this_way_count():
    # "for each card discarded this way": the objects stated are how many there were
    from layerkit.game.values import stated_objects
    assert stated_objects({"discarded": {"objects": [LAND, CREATURE]}}, "choices.stated") == \
        {"discarded": {"objects": [LAND, CREATURE], "count": 2}}


def test_stated_objects_refuse_a_count_that_disagrees_or_nested_objects():
    from layerkit.game.values import stated_objects
    with pytest.raises(ScenarioError):
        stated_objects({"revealed": {"count": 3, "objects": [LAND]}}, "choices.stated")
    with pytest.raises(ScenarioError):
        stated_objects({"revealed": {"objects": [{"objects": [LAND]}]}}, "choices.stated")
    with pytest.raises(ScenarioError):
        stated_objects({"revealed": {"objects": LAND}}, "choices.stated")


def test_schema_accepts_of_only_beside_count():
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.schema import validate_value
    validate_value({"stated": {"object": "revealed", "characteristic": "count", "of": {"not_types": ["Land"]}}},
                   "X: ability 1", "modify_pt[0]")
    with pytest.raises(CardDataError):
        validate_value({"stated": {"object": "revealed", "characteristic": "power", "of": {"types": ["Land"]}}},
                       "X: ability 1", "modify_pt[0]")
    with pytest.raises(CardDataError):      # a selector reading what the step doesn't state
        validate_value({"stated": {"object": "revealed", "characteristic": "count", "of": {"abilities": ["Flying"]}}},
                       "X: ability 1", "modify_pt[0]")


# ---------------------------------------------------------------- 107.3m: X of a permanent's own enters trigger

def test_meathook_massacre_x_is_the_x_of_the_spell_that_became_it():
    # {X}{B}{B} "When The Meathook Massacre enters, each creature gets -X/-X until end of turn." (107.3m: the X
    # chosen for the spell that became the permanent, its enter step's choices.number)
    d = compiled("The Meathook Massacre")
    assert d.supported
    assert d.effects[1]["modify_pt"] == [{"times": [-1, "entered_x"]}, {"times": [-1, "entered_x"]}]
    b = Board()
    b.enter("The Meathook Massacre", id="m", controller="Alex", choices={"number": 2})
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Bo")
    b.ability("m", 1)
    assert pt(b, "g") == (0, 0) and pt(b, "h") == (1, 1)
    b.end_turn()
    assert pt(b, "h") == (3, 3)


def test_meathook_massacre_x_untold_is_listed_never_read_as_zero():
    b = Board()
    b.enter("The Meathook Massacre", id="m", controller="Alex")          # X not stated
    b.enter("Hill Giant", id="h", controller="Bo")
    b.ability("m", 1)
    r = b.resolve()
    assert pt(b, "h") == (3, 3) and any("entered_x" in str(u) or "107.3m" in str(u) for u in r.unsupported)
    b2 = Board()
    b2.enter("The Meathook Massacre", id="m", controller="Alex", choices={"number": 0})   # put onto it uncast
    b2.enter("Hill Giant", id="h", controller="Bo")
    b2.ability("m", 1)
    r2 = b2.resolve()
    assert pt(b2, "h") == (3, 3) and not any("entered_x" in str(u) for u in r2.unsupported)


def test_meathook_massacre_left_the_battlefield_its_x_is_not_known():
    # the permanent gone (400.7: a new object in the graveyard), the board no longer holds its entering: listed
    b = Board()
    b.enter("The Meathook Massacre", id="m", controller="Alex", choices={"number": 1})
    b.enter("Hill Giant", id="h", controller="Bo")
    b.move("m", "graveyard")
    b.ability("m", 1)
    r = b.resolve()
    assert pt(b, "h") == (3, 3) and any("107.3m" in str(u) for u in r.unsupported)


def test_wan_shi_tong_enters_trigger_puts_x_counters():
    # {X}{U}{U} "When Wan Shi Tong enters, put X +1/+1 counters on him. Then draw half X cards, rounded down." (1/1)
    assert compiled("Wan Shi Tong, Librarian").supported
    b = Board()
    b.enter("Wan Shi Tong, Librarian", id="w", controller="Alex", choices={"number": 3})
    b.ability("w", 4)
    assert pt(b, "w") == (4, 4)


def test_a_card_without_x_in_its_mana_cost_leaves_x_unbound():
    # the same text on a card whose mana cost has no {X}: X names nothing (not the entering spell's)
    from layerkit.compiler import compile_text
    c = compile_text("Test Massacre", "When this enchantment enters, each creature gets -X/-X until end of turn.",
                     ["Enchantment"], mana_cost="{2}{B}{B}")
    assert not c.supported
    c2 = compile_text("Test Massacre", "When this enchantment enters, each creature gets -X/-X until end of turn.",
                      ["Enchantment"], mana_cost="{X}{B}{B}")
    assert c2.supported and c2.effects[1]["modify_pt"][0] == {"times": [-1, "entered_x"]}
    # another trigger of the same card ("whenever ..."): not its entering, X stays unbound
    c3 = compile_text("Test Massacre", "Whenever a creature dies, each creature gets -X/-X until end of turn.",
                      ["Enchantment"], mana_cost="{X}{B}{B}")
    assert not c3.supported


# ---------------------------------------------------------------- "equal to that creature's power" of the event's creature

def test_vincent_valentine_counters_equal_to_the_power_of_the_opponents_creature_that_died():
    # "Whenever a creature an opponent controls dies, put a number of +1/+1 counters on Vincent Valentine equal to
    # that creature's power." (603.10a, 608.2h: the creature as it last existed on the battlefield, stated)
    d = compiled("Vincent Valentine // Galian Beast")
    assert d.effects[1] == {"affects": "self",
                            "counters": {"+1/+1": {"stated": {"object": "died", "characteristic": "power"}}}}
    b = Board()
    b.enter("Vincent Valentine // Galian Beast", id="v", controller="Alex")
    p0 = pt(b, "v")
    b.ability("v", 1)                                   # untold: no counters, and listed
    r = b.resolve()
    assert pt(b, "v") == p0 and any("died" in str(u) for u in r.unsupported)
    b.ability("v", 1, choices={"stated": {"died": {"power": 3}}})
    assert pt(b, "v") == (p0[0] + 3, p0[1] + 3)


def test_equal_to_that_creatures_power_beside_a_target_is_not_the_event_creature():
    # "that creature" after "target creature": not rewritten to the event's creature (the rule reads only the
    # event's one creature with no other object named before it)
    from layerkit.compiler import compile_text
    c = compile_text("Test Mourner", "Whenever a creature an opponent controls dies, put a number of +1/+1 counters "
                     "on target creature equal to that creature's power.", ["Creature"])
    assert "died" not in repr(c.effects)


# ---------------------------------------------------------------- 202.3e: the mana value of a spell on the stack

def _has(b: Board, oid: str, keyword: str) -> bool:
    return any(a.text == keyword for a in b.resolve()[oid].abilities)


def test_imoti_spells_you_cast_with_mana_value_6_or_greater_have_cascade():
    # "Spells you cast with mana value 6 or greater have cascade." (202.3: the mana cost's mana value)
    d = compiled("Imoti, Celebrant of Bounty")
    assert d.supported
    assert d.effects[2] == {"affects": {"zones": ["stack"], "cast_by": "you", "mana_value": {"min": 6}},
                            "add_abilities": ["Cascade"]}
    b = Board()
    b.enter("Imoti, Celebrant of Bounty", id="i", controller="Alex")
    b.enter("Craw Wurm", id="six", controller="Alex", zone="stack")            # {4}{G}{G}: 6
    b.enter("Hill Giant", id="four", controller="Alex", zone="stack")          # {3}{R}: 4
    b.enter("Craw Wurm", id="theirs", controller="Bo", zone="stack")          # not a spell you cast
    assert _has(b, "six", "Cascade") and not _has(b, "four", "Cascade") and not _has(b, "theirs", "Cascade")


def test_imoti_a_spell_with_x_counts_its_x_on_the_stack():
    # 202.3e: "Hangarback Walker" ({X}{X}) cast with X = 3 has mana value 6 on the stack; X = 2: 4
    b = Board()
    b.enter("Imoti, Celebrant of Bounty", id="i", controller="Alex")
    b.enter("Hangarback Walker", id="h3", controller="Alex", zone="stack", choices={"number": 3})
    b.enter("Hangarback Walker", id="h2", controller="Alex", zone="stack", choices={"number": 2})
    assert _has(b, "h3", "Cascade") and not _has(b, "h2", "Cascade")
    assert not b.resolve().unsupported


def test_imoti_a_spell_whose_x_is_not_stated_is_listed_never_guessed():
    b = Board()
    b.enter("Imoti, Celebrant of Bounty", id="i", controller="Alex")
    b.enter("Hangarback Walker", id="h", controller="Alex", zone="stack")      # X not stated
    r = b.resolve()
    assert not _has(b, "h", "Cascade")
    assert any("202.3e" in str(u) and "h" in str(u) for u in r.unsupported)


def test_the_mana_value_of_a_spell_on_the_stack_elsewhere_stays_unsupported():
    # a count of spells by mana value (not the objects of a static ability): not read (no listing there)
    from layerkit.compiler import compile_text
    c = compile_text("Test Watcher", "This creature gets +1/+1 for each spell on the stack with mana value 4 or greater.",
                     ["Creature"])
    assert not c.supported


# ---------------------------------------------------------------- "for each of that spell's colors"

def test_ramos_a_counter_for_each_of_that_spells_colors():
    # "Whenever you cast a spell, put a +1/+1 counter on Ramos for each of that spell's colors." (a 4/4; 105.2: the
    # colors of the spell the trigger names, as the step states them, 608.2h)
    d = compiled("Ramos, Dragon Engine")
    assert d.effects[2] == {"affects": "self",
                            "counters": {"+1/+1": {"stated": {"object": "spell", "characteristic": "colors"}}}}
    b = Board()
    b.enter("Ramos, Dragon Engine", id="r", controller="Alex")
    b.ability("r", 2)                                       # untold: nothing, listed
    r = b.resolve()
    assert pt(b, "r") == (4, 4) and any("spell.colors" in str(u) for u in r.unsupported)
    b.ability("r", 2, choices={"stated": {"spell": {"colors": ["W", "U", "B"]}}})
    assert pt(b, "r") == (7, 7)
    b.ability("r", 2, choices={"stated": {"spell": {"colors": []}}})      # a colorless spell: none
    assert pt(b, "r") == (7, 7)


# ---------------------------------------------------------------- "each ... equal to that creature's toughness"

def test_canopy_gargantuan_each_other_creature_gets_counters_equal_to_its_own_toughness():
    # "At the beginning of your upkeep, put a number of +1/+1 counters on each other creature you control equal to
    # that creature's toughness." (608.2h: each one's toughness as it resolves)
    d = compiled("Canopy Gargantuan")
    assert d.supported
    assert d.effects[3]["counters"] == {"+1/+1": {"toughness": "it"}}
    b = Board()
    b.enter("Canopy Gargantuan", id="c", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex")
    b.enter("Hill Giant", id="foe", controller="Bo")
    p0 = pt(b, "c")
    b.ability("c", 3)
    assert pt(b, "g") == (4, 4) and pt(b, "h") == (6, 6) and pt(b, "foe") == (3, 3) and pt(b, "c") == p0


def test_that_creature_after_another_object_is_named_is_not_each_one():
    from layerkit.compiler import compile_text
    c = compile_text("Test Giant", "When this creature enters, destroy target creature. Put a number of +1/+1 "
                     "counters on each other creature you control equal to that creature's toughness.", ["Creature"])
    assert "toughness" not in repr(c.effects)


# ---------------------------------------------------------------- "for each mana from a Treasure that was spent to cast ~"

def test_spoils_of_the_hunt_plus_one_for_each_mana_from_a_treasure():
    # "Target creature you control gets +1/+0 until end of turn for each mana from a Treasure that was spent to cast
    # this spell. ..." (111.10a, 601.2h: how much of its mana came from Treasures, stated on the spell's step)
    d = compiled("Spoils of the Hunt")
    assert d.effects[1]["modify_pt"] == ["treasure_mana", 0]
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Hill Giant", id="foe", controller="Bo")
    b.cast("Spoils of the Hunt", targets=["g", "foe"], choices={"treasure_mana": 2})
    assert pt(b, "g") == (4, 2) and pt(b, "foe") == (3, 3)
    b2 = Board()
    b2.enter("Grizzly Bears", id="g", controller="Alex")
    b2.enter("Hill Giant", id="foe", controller="Bo")
    b2.cast("Spoils of the Hunt", targets=["g", "foe"])               # untold: not applied, listed
    r = b2.resolve()
    assert pt(b2, "g") == (2, 2) and any("treasure_mana" in str(u) for u in r.unsupported)


def test_treasure_mana_in_a_permanents_ability_stays_unsupported():
    from layerkit.compiler import compile_text
    c = compile_text("Test Hoarder", "When this creature enters, it gets +1/+0 until end of turn for each mana from a "
                     "Treasure that was spent to cast it.", ["Creature"])
    assert not c.supported
