"""Combat relations (issue 12): which attacking creature a blocking creature blocks (509.1a), read by
"each creature blocking ~", "for each creature blocking it", "creatures blocking or blocked by ~" and
"target attacking or blocking creature".

Every expected value is worked out from the card's oracle text and the rules it cites, then checked
on a board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from _compiled import compiled, pt


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def two_attackers_board(card: str) -> Board:
    """``card`` ("a", Alex's) and a Grizzly Bears ("other") attack; Bo has three Grizzly Bears."""
    b = Board()
    b.enter(card, id="a")
    b.enter("Grizzly Bears", id="other")
    for i in (1, 2, 3):
        b.enter("Grizzly Bears", id=f"b{i}", controller="Bo")
    b.attack(["a", "other"])
    return b


# ------------------------------------------------------------------------------ the board: who blocks whom (509.1a)

def test_block_step_records_the_attacker_and_keeps_the_old_form():
    b = two_attackers_board("Elvish Berserker")
    b.block(["b1", "b2"], attacker="a")
    b.block("b3", attacker="other")
    s = b.state.objects
    assert [x[0] for x in s["b1"].blocking] == ["a"]
    assert [x[0] for x in s["b3"].blocking] == ["other"]
    b.end_turn()
    assert b.state.objects["b1"].blocking is None and b.state.objects["b1"].combat is None


def test_block_without_attacker_blocks_the_only_attacking_creature():
    # a blocking creature blocks an attacking creature (509.1a): with one attacker, that one
    b = Board()
    b.enter("Elvish Berserker", id="a")
    b.enter("Grizzly Bears", id="b1", controller="Bo")
    b.attack("a")
    b.block("b1")
    assert [x[0] for x in b.state.objects["b1"].blocking] == ["a"]


def test_block_attacker_must_be_attacking():
    b = two_attackers_board("Elvish Berserker")
    with pytest.raises(ScenarioError):
        b.block("b1", attacker="b2")


# ------------------------------------------------------------------------------ "for each creature blocking it"

def test_elvish_berserker_gets_plus_one_for_each_blocker():
    # "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature
    # blocking it." 1/1, blocked by two of three blockers: 3/3 (the third blocks another attacker)
    assert compiled("Elvish Berserker").supported
    b = two_attackers_board("Elvish Berserker")
    b.block(["b1", "b2"], attacker="a")
    b.block("b3", attacker="other")
    b.ability("a", 1)
    assert pt(b, "a") == (3, 3)
    assert pt(b, "other") == (2, 2)
    b.end_turn()
    assert pt(b, "a") == (1, 1)


def test_count_is_fixed_as_it_resolves():
    # 608.2h: the number is determined once; a blocker leaving later changes nothing
    b = two_attackers_board("Gang of Elk")       # 5/4, +2/+2 for each creature blocking it
    b.block(["b1", "b2", "b3"], attacker="a")
    b.ability("a", 1)
    b.leave("b3")
    assert pt(b, "a") == (11, 10)


def test_trigger_on_another_creature_counts_its_own_blockers():
    # General Marhault Elsdragon: "Whenever a creature you control becomes blocked, it gets +3/+3 until
    # end of turn for each creature blocking it." — "it" is the blocked creature (the ability's targets)
    assert compiled("General Marhault Elsdragon").supported
    b = Board()
    b.enter("General Marhault Elsdragon", id="g")
    b.enter("Grizzly Bears", id="x")
    b.enter("Grizzly Bears", id="y")
    for i in (1, 2, 3):
        b.enter("Grizzly Bears", id=f"b{i}", controller="Bo")
    b.attack(["x", "y"])
    b.block(["b1", "b2"], attacker="x")
    b.block("b3", attacker="y")
    b.ability("g", 1, targets=["x"])
    assert pt(b, "x") == (2 + 6, 2 + 6)
    assert pt(b, "y") == (2, 2)


def test_unknown_attacker_is_refused_not_guessed():
    # two attackers, a block step that does not say which one: the count can't be known
    b = two_attackers_board("Elvish Berserker")
    b.block(["b1", "b2"])
    with pytest.raises(ScenarioError, match="blocks is not known"):
        b.ability("a", 1)
        b.resolve()


# ------------------------------------------------------------------------------ "each creature blocking it"

def test_plague_wight_shrinks_only_its_blockers():
    # "Whenever this creature becomes blocked, each creature blocking it gets -1/-1 until end of turn."
    assert compiled("Plague Wight").supported
    b = two_attackers_board("Plague Wight")
    b.block(["b1", "b2"], attacker="a")
    b.block("b3", attacker="other")
    b.ability("a", 1)
    assert pt(b, "b1") == (1, 1) and pt(b, "b2") == (1, 1)
    assert pt(b, "b3") == (2, 2)


def test_bob_the_claymore_reads_the_equipped_creatures_blockers():
    # "Whenever equipped creature becomes blocked, each creature blocking it gets -5/-5 until end of turn."
    assert compiled("Bob the Claymore").supported
    b = two_attackers_board("Bob the Claymore")
    b.attach("a", "other")
    b.block(["b1"], attacker="other")
    b.block(["b2"], attacker="other")
    b.ability("a", 1)
    assert pt(b, "b1") == (-3, -3) and pt(b, "b2") == (-3, -3)
    assert pt(b, "b3") == (2, 2)


# ------------------------------------------------------------------------------ static: "blocking or blocked by ~"

def test_alms_beast_gives_lifelink_to_creatures_in_combat_with_it():
    # "Creatures blocking or blocked by this creature have lifelink."
    assert compiled("Alms Beast").supported
    b = Board()
    b.enter("Alms Beast", id="beast", controller="Bo")
    b.enter("Grizzly Bears", id="x")
    b.enter("Grizzly Bears", id="y")
    b.enter("Grizzly Bears", id="z", controller="Bo")
    b.attack(["x", "y"])
    b.block("beast", attacker="x")
    b.block("z", attacker="y")
    assert "Lifelink" in keywords(b, "x")
    assert "Lifelink" not in keywords(b, "y") and "Lifelink" not in keywords(b, "z")
    assert "Lifelink" not in keywords(b, "beast")
    b.end_turn()
    assert "Lifelink" not in keywords(b, "x")


def test_alms_beast_attacking_gives_lifelink_to_its_blockers():
    b = Board()
    b.enter("Alms Beast", id="beast")
    b.enter("Grizzly Bears", id="z", controller="Bo")
    b.enter("Grizzly Bears", id="w", controller="Bo")
    b.attack("beast")
    b.block("z")                      # the only attacking creature (509.1a)
    assert "Lifelink" in keywords(b, "z") and "Lifelink" not in keywords(b, "w")


# ------------------------------------------------------------------------------ "target attacking or blocking creature"

def test_serra_advocate_target_attacking_or_blocking():
    # "{T}: Target attacking or blocking creature gets +2/+2 until end of turn."
    c = compiled("Serra Advocate")
    assert c.supported
    b = Board()
    b.enter("Serra Advocate", id="s")
    b.enter("Grizzly Bears", id="x")
    b.attack("x")
    b.ability("s", 2, targets=["x"])
    assert pt(b, "x") == (4, 4)


def test_attacking_or_blocking_as_a_selector():
    # the phrase as a group: an object attacking, or blocking, is one of them; one doing neither is not
    from layerkit.compiler import compile_text
    c = compile_text("Test Card", "Attacking or blocking creatures get +1/+0.", ["Enchantment"])
    assert c.effects[1]["affects"] == {"types": ["Creature"],
                                        "any": [{"combat": "attacking"}, {"combat": "blocking"}]}


# ------------------------------------------------------------------------------ conditions on combat

def test_intrepid_ace_only_out_of_combat():
    # "This creature gets +2/+0 as long as it isn't attacking or blocking." (2/1)
    assert compiled("Intrepid Ace").supported
    b = Board()
    b.enter("Intrepid Ace", id="ace")
    assert pt(b, "ace") == (4, 1)
    b.attack("ace")
    assert pt(b, "ace") == (2, 1)
    b.end_turn()
    assert pt(b, "ace") == (4, 1)
    b.enter("Grizzly Bears", id="x", controller="Bo")
    b.attack("x")
    b.block("ace")
    assert pt(b, "ace") == (2, 1)


def test_rampaging_cyclops_two_blockers():
    # "This creature gets -2/-0 as long as two or more creatures are blocking it." (4/4)
    assert compiled("Rampaging Cyclops").supported
    b = two_attackers_board("Rampaging Cyclops")
    b.block("b1", attacker="a")
    b.block(["b2", "b3"], attacker="other")       # two blockers, but of another attacker
    assert pt(b, "a") == (4, 4)
    b.block("b2", attacker="a")                   # b2 now blocks both (509.1a: an additional creature)
    assert pt(b, "a") == (2, 4)


# ------------------------------------------------------------------------------ blocked creatures (509.1h)

def test_tattermunge_witch_each_blocked_creature():
    # "{R}{G}: Each blocked creature gets +1/+0 and gains trample until end of turn."
    assert compiled("Tattermunge Witch").supported
    b = two_attackers_board("Tattermunge Witch")     # the Witch (2/1) and a Bears attack
    b.block("b1", attacker="other")
    b.leave("b1")                                    # 509.1h: it remains blocked
    b.ability("a", 1)
    assert pt(b, "other") == (3, 2) and "Trample" in keywords(b, "other")
    assert pt(b, "a") == (2, 1) and "Trample" not in keywords(b, "a")     # unblocked
    assert pt(b, "b2") == (2, 2)                                          # not attacking


def test_blocked_not_known_is_refused():
    b = two_attackers_board("Tattermunge Witch")
    b.block("b1")                                   # which of the two attackers: not said
    with pytest.raises(ScenarioError, match="is blocked is not known"):
        b.ability("a", 1)
        b.resolve()


def test_blocked_ends_with_combat():
    b = Board()
    b.enter("Grizzly Bears", id="x")
    b.enter("Grizzly Bears", id="y", controller="Bo")
    b.attack("x")
    b.block("y")
    assert b.state.objects["x"].blocked is True
    b.end_turn()
    assert b.state.objects["x"].blocked is False


# ------------------------------------------------------------------------------ "has all activated abilities of ..." (613.1f)

def test_manascape_refractor_gains_lands_activated_abilities_keywords_included():
    # "This artifact has all activated abilities of all lands on the battlefield." Cycling is an activated
    # ability (702.29a); "This land enters tapped." is not one
    assert compiled("Manascape Refractor").supported
    b = Board()
    b.enter("Manascape Refractor", id="m")
    b.enter("Lonely Sandbar", id="land", controller="Bo")
    texts = keywords(b, "m")
    assert "{T}: Add {U}." in texts and "Cycling {U}" in texts
    assert "This land enters tapped." not in texts


def test_drana_and_linvala_only_opponents_creatures():
    # "... has all activated abilities of all creatures your opponents control."
    assert compiled("Drana and Linvala").supported
    b = Board()
    b.enter("Drana and Linvala", id="d")
    b.enter("Student of Warfare", id="theirs", controller="Bo")   # "Level up {W}": an activated ability (702.87a)
    b.enter("Llanowar Elves", id="mine")
    texts = keywords(b, "d")
    assert "Level up {W}" in texts
    assert "{T}: Add {G}." not in texts


def test_necrotic_ooze_from_graveyards():
    # "As long as this creature is on the battlefield, it has all activated abilities of all creature
    # cards in all graveyards."
    assert compiled("Necrotic Ooze").supported
    b = Board()
    b.enter("Necrotic Ooze", id="ooze")
    b.enter("Llanowar Elves", id="elf", controller="Bo", zone="graveyard")
    b.enter("Lonely Sandbar", id="land", zone="graveyard")
    texts = keywords(b, "ooze")
    assert "{T}: Add {G}." in texts and "Cycling {U}" not in texts


def test_abilities_of_a_target_stay_unsupported():
    # whether the target's abilities are those it has as the ability resolves is not modelled
    assert not compiled("Quicksilver Elemental").supported
