"""Counters, round 9 (issue 12): one-shot "put ... counters" instructions — "put a +1/+1 counter on each of
them" (the objects the sentence before named, 608.2c), ...

Every expected value is worked out from the card's oracle text and the rule it cites, then checked on a board
with the real pool card. P/T counters count in 7c (613.4c); keyword counters give their keyword in layer 6
(122.1b, 613.1f)."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def pt(board: Board, oid: str) -> tuple[int, int]:
    r = board.resolve()[oid]
    return r.power, r.toughness


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_database
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    return compiled(name).supported


# ------------------------------------------------------------------------------ "each of them" (608.2c)

def test_each_of_them_names_the_targets_chosen_before():
    # Nature's Panoply: "Choose any number of target creatures. Put a +1/+1 counter on each of them." Every
    # target gets one counter; a creature not targeted gets none
    assert supported("Nature's Panoply")
    assert compiled("Nature's Panoply").effects[2] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = Board()
    for oid in ("a", "b", "c"):
        b.enter("Grizzly Bears", id=oid)
    b.cast("Nature's Panoply", targets=["a", "b"])
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3) and pt(b, "c") == (2, 2)


def test_each_of_them_after_an_effect_on_a_group():
    # Age of Ultron, chapter III: "Artifact creatures you control gain deathtouch until end of turn. Put a +1/+1
    # counter on each of them." "Them": the artifact creatures you control (608.2c); a non-artifact creature
    # and an opponent's artifact creature get nothing
    assert supported("Age of Ultron")
    d = compiled("Age of Ultron").effects[3]
    assert d["affects"] == {"controller": "you", "types": ["Artifact", "Creature"]}
    assert d["counters"] == {"+1/+1": 1} and d["add_abilities"] == ["Deathtouch"]
    b = Board()
    b.enter("Age of Ultron", id="saga")
    b.enter("Ornithopter", id="thopter")          # 0/2 artifact creature
    b.enter("Ornithopter", id="their", controller="Bo")
    b.enter("Grizzly Bears", id="bear")
    b.ability("saga", 3)
    assert pt(b, "thopter") == (1, 3) and "Deathtouch" in keywords(b, "thopter")
    assert pt(b, "their") == (0, 2) and pt(b, "bear") == (2, 2)
    b.end_turn()
    assert pt(b, "thopter") == (1, 3) and "Deathtouch" not in keywords(b, "thopter")   # the counter stays


def test_each_of_them_after_returning_the_targets():
    # Scout for Survivors: "Return up to three target creature cards ... from your graveyard to the battlefield.
    # Put a +1/+1 counter on each of them." The new objects (400.7) get the counters: Bears 3/3
    assert supported("Scout for Survivors")
    b = Board()
    b.enter("Grizzly Bears", id="a", zone="graveyard")
    b.enter("Grizzly Bears", id="b", zone="graveyard")
    b.cast("Scout for Survivors", targets=["a", "b"])
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3)


def test_two_counters_on_each_of_them_and_keywords():
    # Last Night Together: "Choose two target creatures. Untap them. Put two +1/+1 counters on each of them. They
    # gain vigilance, indestructible, and haste until end of turn." -> 4/4 with the three keywords this turn
    assert supported("Last Night Together")
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Last Night Together", targets=["a", "b"])
    for oid in ("a", "b"):
        assert pt(b, oid) == (4, 4)
        assert {"Vigilance", "Indestructible", "Haste"} <= keywords(b, oid)


def test_double_the_counters_on_each_of_them():
    # Solidarity of Heroes: "Choose any number of target creatures. Double the number of +1/+1 counters on each of
    # them." (701.10e): a Bears with two counters gets two more (6/6); one with none stays 2/2
    assert supported("Solidarity of Heroes")
    b = Board()
    b.enter("Grizzly Bears", id="a", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="b")
    b.cast("Solidarity of Heroes", targets=["a", "b"])
    assert pt(b, "a") == (6, 6) and pt(b, "b") == (2, 2)
