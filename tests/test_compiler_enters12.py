"""Permanents entering with counters (issue 12, round 12).

Entering with counters is a replacement effect (614.1c) whose counters then count in layer 7c (613.4c). Here: the
counters a resolved effect gives the permanent the next spell of a kind becomes ("When you next cast a creature
spell this turn, that creature enters with an additional +1/+1 counter on it", 603.7: a delayed triggered
ability; 601.2: the next spell of that kind its controller casts this turn, which the spell's step states,
``choices.next_spell_of``; untold, it is listed in ``Resolution.unsupported``, never assumed).

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a board
with the real pool card."""
from __future__ import annotations

from layerkit.compiler import compile_card
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def pt(board: Board, oid: str) -> tuple[int | None, int | None]:
    c = board.resolve()[oid]
    return c.power, c.toughness


def unsupported_ids(board: Board) -> set[str]:
    return {oid for oid, _card, _text, _why in board.resolve().unsupported}


# ------------------------------------------------------- 603.7, 614.1c: "when you next cast ... spell this turn"

NEXT_CREATURE = {"zones": ["stack"], "types": ["Creature"], "cast_by": "you", "next_this_turn": True}


def test_next_creature_spell_enters_with_a_counter_compiles():
    # Summon: Fenrir, chapter II: "When you next cast a creature spell this turn, that creature enters with an
    # additional +1/+1 counter on it."
    c = compiled("Summon: Fenrir")
    assert c.supported
    assert c.effects[2] == {"affects": NEXT_CREATURE, "enters_with_counters": {"+1/+1": 1},
                            "duration": "end_of_turn"}


def test_two_additional_counters_and_a_subtype():
    # Yuna: "... that creature enters with two additional +1/+1 counters on it"; Chocobo Camp: "When you next cast
    # a Bird creature spell this turn, it enters with an additional +1/+1 counter on it"
    assert compiled("Yuna, Grand Summoner").effects[1] == {
        "affects": NEXT_CREATURE, "enters_with_counters": {"+1/+1": 2}, "duration": "end_of_turn"}
    assert compiled("Chocobo Camp").effects[2] == {
        "affects": {**NEXT_CREATURE, "subtypes": ["Bird"]}, "enters_with_counters": {"+1/+1": 1},
        "duration": "end_of_turn"}


def test_kumano_chapter_two_is_supported():
    c = compiled("Kumano Faces Kakkazan // Etching of Kumano")
    assert c.effects[2]["affects"] == NEXT_CREATURE and c.effects[2]["enters_with_counters"] == {"+1/+1": 1}


def test_the_next_creature_spell_cast_gets_the_counter_once():
    # Grizzly Bears 2/2 and Runeclaw Bear 2/2: the first creature spell cast after chapter II resolved is the one
    b = Board()
    b.enter("Summon: Fenrir", id="fenrir")
    b.ability("fenrir", 2)
    b.cast("Grizzly Bears", id="bears", choices={"next_spell_of": ["fenrir"]})
    b.cast("Runeclaw Bear", id="runeclaw", choices={"next_spell_of": ["fenrir"]})
    assert pt(b, "bears") == (3, 3)         # 2/2 with a +1/+1 counter (613.4c)
    assert pt(b, "runeclaw") == (2, 2)      # the effect has its spell already
    assert "fenrir" not in unsupported_ids(b)


def test_on_the_stack_then_resolving():
    # the spell put on the stack (cast, 601.2a) and then resolving into the permanent (608.3) is one object
    b = Board()
    b.enter("Yuna, Grand Summoner", id="yuna")
    b.ability("yuna", 1)
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"next_spell_of": ["yuna"]})
    b.move("bears", "battlefield")
    assert pt(b, "bears") == (4, 4)         # two additional +1/+1 counters


def test_only_a_spell_of_that_kind():
    # Chocobo Camp: only a Bird creature spell; Grizzly Bears (a Bear) is not one, Birds of Paradise (0/1 Bird) is
    b = Board()
    b.enter("Chocobo Camp", id="camp")
    b.ability("camp", 2)
    b.cast("Grizzly Bears", id="bears", choices={"next_spell_of": ["camp"]})
    b.cast("Birds of Paradise", id="birds", choices={"next_spell_of": ["camp"]})
    assert pt(b, "bears") == (2, 2)
    assert pt(b, "birds") == (1, 2)


def test_spell_cast_before_the_ability_is_not_the_next_one():
    b = Board()
    b.enter("Summon: Fenrir", id="fenrir")
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"next_spell_of": ["fenrir"]})
    b.ability("fenrir", 2)
    b.move("bears", "battlefield")
    assert pt(b, "bears") == (2, 2)


def test_stated_not_the_next_one():
    b = Board()
    b.enter("Summon: Fenrir", id="fenrir")
    b.ability("fenrir", 2)
    b.cast("Grizzly Bears", id="bears", choices={"next_spell_of": []})
    b.cast("Runeclaw Bear", id="runeclaw", choices={"next_spell_of": ["fenrir"]})
    assert pt(b, "bears") == (2, 2)
    assert pt(b, "runeclaw") == (3, 3)


def test_untold_is_listed_never_assumed():
    b = Board()
    b.enter("Summon: Fenrir", id="fenrir")
    b.ability("fenrir", 2)
    b.cast("Grizzly Bears", id="bears")
    assert pt(b, "bears") == (2, 2)
    assert "fenrir" in unsupported_ids(b)


def test_only_this_turn():
    # "this turn" (611.2a): a creature spell cast in a later turn is none
    b = Board()
    b.enter("Summon: Fenrir", id="fenrir")
    b.ability("fenrir", 2)
    b.end_turn()
    b.cast("Grizzly Bears", id="bears", choices={"next_spell_of": ["fenrir"]})
    assert pt(b, "bears") == (2, 2)


def test_a_countered_spell_is_a_new_object():
    # 400.7: the spell put into the graveyard and later onto the battlefield is a new object, not "that creature"
    b = Board()
    b.enter("Summon: Fenrir", id="fenrir")
    b.ability("fenrir", 2)
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"next_spell_of": ["fenrir"]})
    b.move("bears", "graveyard")
    b.move("bears", "battlefield")
    assert pt(b, "bears") == (2, 2)


# ------------------------------------------------ 614.1c, 614.12: other permanents entering with counters

def test_face_down_creatures_enter_with_a_flying_counter():
    # Veiled Ascension: "Face-down creatures you control enter with a flying counter on them." (not "additional":
    # the same replacement effect); a face-down creature is a 2/2 (708.2a, 701.58a: cloaked, it has ward {2}); a
    # flying counter gives it flying (122.1b); a face-up one or an opponent's gets none
    c = compiled("Veiled Ascension")
    assert c.supported
    assert c.effects[2] == {"affects": {"face_down": True, "controller": "you", "types": ["Creature"]},
                            "enters_with_counters": {"flying": 1}}
    b = Board()
    b.enter("Veiled Ascension", id="veil")
    b.enter("Grizzly Bears", id="cloaked", face_down="cloak")
    b.enter("Grizzly Bears", id="up")
    b.enter("Grizzly Bears", id="theirs", face_down="morph", controller="Bo")
    r = b.resolve()
    assert {a.text for a in r["cloaked"].abilities} == {"Flying", "Ward {2}"}
    assert not r["up"].abilities and not r["theirs"].abilities


def test_for_each_angel_you_already_control():
    # Giada, Font of Hope (2/2): "Each other Angel you control enters with an additional +1/+1 counter on it for
    # each Angel you already control." — counted as the Angel enters, on the board without it (614.12): Giada
    # herself is one. Serra Angel is 4/4.
    c = compiled("Giada, Font of Hope")
    assert c.supported
    angels = {"controller": "you", "subtypes": ["Angel"]}
    assert c.effects[3] == {"affects": {**angels, "other": True},
                            "enters_with_counters": {"+1/+1": {"count": angels}}}
    b = Board()
    b.enter("Giada, Font of Hope", id="giada")
    b.enter("Serra Angel", id="first")
    b.enter("Serra Angel", id="second")
    b.enter("Serra Angel", id="theirs", controller="Bo")
    b.enter("Grizzly Bears", id="bears")
    assert pt(b, "giada") == (2, 2)         # never on its own source (614.12)
    assert pt(b, "first") == (5, 5)         # Giada: one Angel
    assert pt(b, "second") == (6, 6)        # Giada and the first Serra Angel
    assert pt(b, "theirs") == (4, 4)
    assert pt(b, "bears") == (2, 2)


# ------------------------------------- 614.1c: "whenever you cast a creature spell, that creature enters with ..."

def test_cast_trigger_that_creature_enters_with_compiles():
    # Torgal: "Whenever you cast your first Human creature spell each turn, that creature enters with an additional
    # +1/+1 counter on it for each Dog and/or Wolf you control." "that creature": the spell cast, the event's object
    # (the ability's target), and the permanent it becomes
    c = compiled("Torgal, A Fine Hound")
    assert c.supported
    assert c.effects[1] == {"affects": "targets", "enters_with_counters": {
        "+1/+1": {"count": {"controller": "you", "subtypes": ["Dog", "Wolf"]}}}}
    # Communal Brewing: "... that creature enters with X additional +1/+1 counters on it, where X is the number of
    # ingredient counters on this enchantment."
    c = compiled("Communal Brewing")
    # (its first ability puts the ingredient counters this one reads, "one for each card drawn this way": not read,
    # so reported since round 15 — before, it was dropped as no layer effect and no counter was ever put)
    assert [u.index for u in c.unsupported] == [1]
    assert c.effects[2] == {"affects": "targets", "enters_with_counters": {"+1/+1": {"counters": "ingredient"}}}


def test_counted_as_it_enters():
    # Torgal (a legendary Dog) and Wolfir Avenger (a Wolf Warrior); Jackal Pup is a Jackal: Elite Vanguard (2/1
    # Human) enters with two +1/+1 counters, counted as it enters (608.2h), after the ability resolved
    b = Board()
    b.enter("Torgal, A Fine Hound", id="torgal")
    b.enter("Elite Vanguard", id="human", zone="stack")
    b.ability("torgal", 1, targets=["human"])
    b.enter("Jackal Pup", id="pup")
    b.enter("Wolfir Avenger", id="wolf")
    b.move("human", "battlefield")
    assert pt(b, "human") == (4, 3)
    assert pt(b, "pup") == (2, 1)           # not the spell the trigger named


def test_ingredient_counters_on_the_source():
    # Communal Brewing with three ingredient counters: Grizzly Bears (2/2) enters with three +1/+1 counters
    b = Board()
    b.enter("Communal Brewing", id="brew", counters={"ingredient": 3})
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("brew", 2, targets=["bears"])
    b.move("bears", "battlefield")
    assert pt(b, "bears") == (5, 5)


def test_source_gone_is_listed_never_zero():
    b = Board()
    b.enter("Communal Brewing", id="brew", counters={"ingredient": 3})
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("brew", 2, targets=["bears"])
    b.move("brew", "graveyard")
    b.move("bears", "battlefield")
    assert pt(b, "bears") == (2, 2)
    assert "bears" in unsupported_ids(b)


def test_the_spell_is_the_target_on_the_stack():
    import pytest
    from layerkit.errors import ScenarioError

    b = Board()
    b.enter("Communal Brewing", id="brew", counters={"ingredient": 3})
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError):
        b.ability("brew", 2, targets=["bears"])


def test_not_read_from_how_it_was_cast_nor_outside_a_cast_trigger():
    # Wildgrowth Archaic: "... where X is the number of colors of mana spent to cast it": the spell's own payment,
    # not read for another ability's replacement effect; Necromantic Summons' "that creature" is a returned card
    assert any("that creature enters" in u.clause for u in compiled("Wildgrowth Archaic").unsupported)
    assert not compiled("Necromantic Summons").supported


def test_savage_summoning_the_next_creature_spell():
    # Savage Summoning: "The next creature spell you cast this turn can be cast as though it had flash. That spell
    # can't be countered. That creature enters with an additional +1/+1 counter on it." — the first two sentences
    # are no layer effect; "that creature" is the permanent that spell becomes. A spell's effect is named by its
    # card name in choices.next_spell_of
    c = compiled("Savage Summoning")
    assert c.supported
    assert c.effects[2] == {"affects": NEXT_CREATURE, "enters_with_counters": {"+1/+1": 1},
                            "duration": "end_of_turn"}
    b = Board()
    b.cast("Savage Summoning")
    b.cast("Grizzly Bears", id="bears", choices={"next_spell_of": ["Savage Summoning"]})
    b.cast("Runeclaw Bear", id="runeclaw", choices={"next_spell_of": ["Savage Summoning"]})
    assert pt(b, "bears") == (3, 3)
    assert pt(b, "runeclaw") == (2, 2)


# --------------------------------------------------- 119.3: "for each opponent who lost life this turn"

def test_for_each_opponent_who_lost_life_this_turn():
    # Gev, Scaled Scorch (3/2): "Other creatures you control enter with an additional +1/+1 counter on them for each
    # opponent who lost life this turn." — the opponents whose life lost this turn is 1 or more (a game fact, told)
    c = compiled("Gev, Scaled Scorch")
    assert c.supported
    assert c.effects[2] == {"affects": {"controller": "you", "types": ["Creature"], "other": True},
                            "enters_with_counters": {"+1/+1": {"players_with": {"name": "life_lost_this_turn",
                                                                                "player": "opponents"}}}}
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Gev, Scaled Scorch", id="gev")
    b.state_fact("Bo", life_lost_this_turn=3)
    b.state_fact("Cy", life_lost_this_turn=0)
    b.enter("Grizzly Bears", id="one")
    b.state_fact("Cy", life_lost_this_turn=2)
    b.state_fact("Alex", life_lost_this_turn=5)      # the controller is no opponent
    b.enter("Grizzly Bears", id="two")
    assert pt(b, "gev") == (3, 2)
    assert pt(b, "one") == (3, 3)           # Bo: one opponent (3 life is one opponent, not three counters)
    assert pt(b, "two") == (4, 4)           # Bo and Cy


def test_opponents_life_lost_untold_is_listed():
    b = Board(players=("Alex", "Bo"))
    b.enter("Gev, Scaled Scorch", id="gev")
    b.enter("Grizzly Bears", id="bears")
    assert pt(b, "bears") == (2, 2)
    # listed under the object whose ability reads the untold fact (Gev), as for every static ability
    assert "gev" in unsupported_ids(b)
