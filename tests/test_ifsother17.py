"""Conditions and durations, round 17 (issue 12, branch ifsother17): clauses opening with a condition, read from
real pool cards.

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


# ------------------------- "any opponent may <action>. If a player does, ..." (608.2c)

def test_desecration_demon_counter_when_an_opponent_sacrificed() -> None:
    # "At the beginning of each combat, any opponent may sacrifice a creature of their choice. If a player does, tap
    # this creature and put a +1/+1 counter on it.": the 6/6 becomes 7/7 (7c) when an opponent sacrificed
    c = compiled("Desecration Demon")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "counters": {"+1/+1": 1}, "condition": {"you_did": True}}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Desecration Demon", id="demon", controller="Alex")
    b.ability("demon", 2, choices={"you_did": True})
    res = b.resolve()
    assert _pt(res, "demon") == (7, 7)
    assert not res.unsupported


def test_desecration_demon_no_counter_when_no_one_sacrificed() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Desecration Demon", id="demon", controller="Alex")
    b.ability("demon", 2, choices={"you_did": False})
    res = b.resolve()
    assert _pt(res, "demon") == (6, 6)
    assert not res.unsupported


def test_desecration_demon_untold_is_never_assumed() -> None:
    # whether a player sacrificed is history the board does not keep: untold, no counter and the ability is listed
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Desecration Demon", id="demon", controller="Alex")
    b.ability("demon", 2)
    res = b.resolve()
    assert _pt(res, "demon") == (6, 6)
    assert res.unsupported


def test_that_player_gains_control_stays_unsupported() -> None:
    # "If the player does, they gain control of ~": which player is no fact of the step
    c = compile_text("Emberwilde Djinn", "Flying\nAt the beginning of each player's upkeep, that player may pay "
                     "{R}{R} or 2 life. If the player does, they gain control of this creature.", ["Creature"])
    assert not c.supported


# ------------------------- "the next instant spell and the next sorcery spell you cast this turn each have ..." (601.2)

def _has(res, oid: str, ability: str) -> bool:
    return any(a.text == ability for a in res[oid].abilities)


def test_smoldering_stagecoach_next_instant_and_next_sorcery_each_have_cascade() -> None:
    # "Whenever this Vehicle attacks, the next instant spell and the next sorcery spell you cast this turn each have
    # cascade.": one instant and one sorcery, the first of each kind cast afterwards; a second instant gets nothing
    c = compiled("Smoldering Stagecoach")
    assert c.supported
    nxt = {"zones": ["stack"], "cast_by": "you", "next_this_turn": True}
    assert c.effects[2] == {"parts": [
        {"affects": {**nxt, "types": ["Instant"]}, "add_abilities": ["Cascade"], "duration": "end_of_turn"},
        {"affects": {**nxt, "types": ["Sorcery"]}, "add_abilities": ["Cascade"], "duration": "end_of_turn"}]}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Smoldering Stagecoach", id="coach", controller="Alex")
    b.ability("coach", 2)
    b.enter("Shock", id="shock", zone="stack", controller="Alex", choices={"next_spell_of": ["coach"]})
    b.enter("Divination", id="div", zone="stack", controller="Alex", choices={"next_spell_of": ["coach"]})
    b.enter("Opt", id="opt", zone="stack", controller="Alex", choices={"next_spell_of": ["coach"]})
    res = b.resolve()
    assert _has(res, "shock", "Cascade")
    assert _has(res, "div", "Cascade")
    assert not _has(res, "opt", "Cascade")      # the next instant was Shock
    assert not res.unsupported


# ------------------------- "return up to one target ... If a permanent was returned this way, ..." (608.2c)

def test_nurturing_pixie_counter_only_when_a_permanent_was_returned() -> None:
    # "When this creature enters, return up to one target non-Faerie, nonland permanent you control to its owner's
    # hand. If a permanent was returned this way, put a +1/+1 counter on this creature.": the 1/1 is 2/2 when one
    # was returned, 1/1 when none was (up to one: maybe no target)
    c = compiled("Nurturing Pixie")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "counters": {"+1/+1": 1}, "condition": {"you_did": True}}
    for did, want in ((True, (2, 2)), (False, (1, 1))):
        b = layerkit.Board(players=["Alex", "Bo"])
        b.enter("Nurturing Pixie", id="pixie", controller="Alex")
        b.ability("pixie", 2, choices={"you_did": did})
        res = b.resolve()
        assert _pt(res, "pixie") == want
        assert not res.unsupported


def test_another_desert_returned_is_not_read_as_if_you_do() -> None:
    # "return a land you control ... If another Desert was returned this way": which land matters, not whether
    c = compile_text("Arid Archway", "When this land enters, return a land you control to its owner's hand. If "
                     "another Desert was returned this way, put a +1/+1 counter on target creature.", ["Land"])
    assert not any(d.get("condition") == {"you_did": True} for d in c.effects.values())
