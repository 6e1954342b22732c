"""Conditions and durations, round 16 (issue 12, branch ifsother16): clauses opening with another condition, read
from real pool cards.

Each expected value comes from the card's oracle text and the rules, never from the compiler's output: a board
is built with the real pool card and resolved, or the compiled definition is compared with the one the rules
imply. The negative cases are phrasings the board cannot carry out exactly: they must stay unsupported.
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


# ------------------------- "If a Hero enters this way, it enters with ... additional +1/+1 counters on it" (614.1c)

def test_heroic_return_a_hero_enters_with_two_more_counters() -> None:
    # "Return target creature card from your graveyard to the battlefield. If a Hero enters this way, it enters with
    # two additional +1/+1 counters on it.": The Fabulous Frog-Man (3/3 Human Hero) returns as a 5/5 (7c), under
    # the caster's control (110.2a)
    c = compiled("Heroic Return")
    assert c.supported
    assert c.effects[2] == {"affects": "targets", "return_targets": "controller",
                            "also_counters": [{"affects": "targets", "counters": {"+1/+1": 2},
                                               "if_is": {"subtypes": ["Hero"]}}]}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("The Fabulous Frog-Man", id="frog", zone="graveyard", owner="Alex")
    b.cast("Heroic Return", controller="Alex", targets=["frog"])
    res = b.resolve()
    assert res["frog"].zone == "battlefield"
    assert _pt(res, "frog") == (5, 5)
    assert res["frog"].controller == "Alex"
    assert not res.unsupported


def test_heroic_return_a_non_hero_enters_with_no_counter() -> None:
    # Grizzly Bears is a Bear, not a Hero: it returns, a 2/2 with no counters
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", zone="graveyard", owner="Alex")
    b.cast("Heroic Return", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert res["bears"].zone == "battlefield"
    assert _pt(res, "bears") == (2, 2)
    assert not res.unsupported


def test_recommission_only_a_creature_gets_the_counter() -> None:
    # "Return target artifact or creature card with mana value 3 or less from your graveyard to the battlefield. If a
    # creature enters this way, it enters with an additional +1/+1 counter on it.": Grizzly Bears 3/3; a
    # noncreature artifact (Sol Ring) returns with no counter
    c = compiled("Recommission")
    assert c.supported
    assert c.effects[1]["also_counters"] == [{"affects": "targets", "counters": {"+1/+1": 1},
                                              "if_is": {"types": ["Creature"]}}]
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", zone="graveyard", owner="Alex")
    b.cast("Recommission", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Sol Ring", id="ring", zone="graveyard", owner="Alex")
    b.cast("Recommission", controller="Alex", targets=["ring"])
    res = b.resolve()
    assert res["ring"].zone == "battlefield"
    assert not any(c.kind == "+1/+1" and c.count for c in b.state.objects["ring"].counters)


def test_winter_soldier_attack_trigger_returns_a_hero_with_a_counter() -> None:
    # "Whenever Winter Soldier attacks, return target creature card with mana value less than or equal to Winter
    # Soldier's power from your graveyard to the battlefield. If a Hero enters this way, it enters with an additional
    # +1/+1 counter on it.": Black Widow, Natasha Romanoff (2/2 Hero) returns as a 3/3
    c = compiled("Winter Soldier, Reborn Avenger")
    assert c.supported
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Winter Soldier, Reborn Avenger", id="ws", controller="Alex")
    b.enter("Black Widow, Natasha Romanoff", id="widow", zone="graveyard", owner="Alex")
    b.ability("ws", "whenever winter soldier attacks", targets=["widow"])
    res = b.resolve()
    assert res["widow"].zone == "battlefield"
    assert _pt(res, "widow") == (3, 3)


def test_enters_this_way_without_the_return_stays_unsupported() -> None:
    # the sentence alone (no one returned card before it) names no object: not read
    c = compile_text("Test Spell", "Draw a card. If a Hero enters this way, it enters with an additional +1/+1 "
                     "counter on it.", ["Sorcery"])
    assert not c.supported
    # a keyword counter (layer 6: its timestamp matters, 613.7) is not read this way
    c = compile_text("Test Spell", "Return target creature card from your graveyard to the battlefield. If a Hero "
                     "enters this way, it enters with an additional flying counter on it.", ["Sorcery"])
    assert not c.supported
