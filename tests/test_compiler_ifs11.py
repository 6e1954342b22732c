"""Resolution-time "if it was a ..." after an instruction on one object (issue 12, round 11, branch ifs11).

608.2h: "Exile target card from a graveyard. If it was a creature card, ..." and "Return up to one other target
creature you control to its owner's hand. If it was a Soldier, ..." name the one object the instruction before
moved, as it last existed; the step states what it was (``choices.stated.exiled`` / ``.returned``; ``{count: 0}``:
none), untold it is not applied and is listed. Expected values come from the oracle text and the rules."""
from __future__ import annotations

import pytest

from layerkit.game.board import Board
from _compiled import compiled, pt


def is_(obj: str, **sel) -> dict:
    return {"stated": {"object": obj, "is": sel}}


def test_scavenging_ooze_compiles_the_exiled_creature_cards_counter():
    # "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on this creature
    # and you gain 1 life." (the life is no layer effect)
    c = compiled("Scavenging Ooze")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": is_("exiled", types=["Creature"]),
                            "counters": {"+1/+1": 1}}


@pytest.mark.parametrize("types, expected", [(["Creature"], (3, 3)), (["Instant"], (2, 2)),
                                             (["Artifact", "Creature"], (3, 3))])
def test_scavenging_ooze_grows_only_for_a_creature_card(types, expected):
    # 2/2; a +1/+1 counter only when the exiled card was a creature card (205.2a)
    b = Board()
    b.enter("Scavenging Ooze", id="o")
    b.ability("o", 1, choices={"stated": {"exiled": {"types": types}}})
    assert pt(b, "o") == expected


def test_scavenging_ooze_untold_is_listed_not_assumed():
    b = Board()
    b.enter("Scavenging Ooze", id="o")
    b.ability("o", 1)
    res = b.resolve()
    assert (res["o"].power, res["o"].toughness) == (2, 2)
    assert res.unsupported


def test_lion_sash_counts_any_permanent_card():
    # "If it was a permanent card" (110.4: artifact, battle, creature, enchantment, land, planeswalker)
    c = compiled("Lion Sash")
    assert c.supported
    assert c.effects[1]["condition"] == is_(
        "exiled", any_types=["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"])
    assert c.effects[1]["counters"] == {"+1/+1": 1}


def test_zephyr_sentinel_reads_the_returned_soldier():
    # "return up to one other target creature you control to its owner's hand. If it was a Soldier, put a +1/+1
    # counter on this creature."
    c = compiled("Zephyr Sentinel")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": is_("returned", subtypes=["Soldier"]),
                            "counters": {"+1/+1": 1}}


@pytest.mark.parametrize("stated, expected", [({"types": ["Creature"], "subtypes": ["Human", "Soldier"]}, (3, 2)),
                                              ({"types": ["Creature"], "subtypes": ["Wizard"]}, (2, 1)),
                                              ({"count": 0}, (2, 1))])
def test_zephyr_sentinel_on_a_board(stated, expected):
    # 2/1; the counter only when the returned creature was a Soldier; no target chosen ("up to one"): none
    b = Board()
    b.enter("Zephyr Sentinel", id="z")
    b.ability("z", 3, choices={"stated": {"returned": stated}})
    assert pt(b, "z") == expected


def test_rescue_reads_the_returned_artifact():
    # "return up to one other target artifact or creature you control ... If it was an artifact, put a +1/+1
    # counter on Rescue."
    c = compiled("Rescue, Pepper Potts")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": is_("returned", types=["Artifact"]),
                            "counters": {"+1/+1": 1}}


def test_a_return_of_several_is_not_read_as_one():
    # "it" after an instruction on more than one object names none of them exactly: left reported
    from layerkit.compiler import compile_text
    r = compile_text("Bird", "When this creature enters, return up to two other target creatures you control to "
                     "their owner's hand. If it was a Soldier, put a +1/+1 counter on this creature.", ["Creature"])
    assert r.unsupported
