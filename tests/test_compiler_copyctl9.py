"""Copy effects of a card an ability names, and copy/control phrases of round 9 (issue 12).

707.2, 400.7j, 400.7e: "~ becomes a copy of that card" copies a card (not a permanent): the ability's one target
card in a graveyard, a trigger event's card put into a graveyard (named as the ability's targets), or the one
card an earlier instruction found (the step's choices.object). Each expected value comes from the card's oracle
text and the rules: a board is built with the real pool cards, resolved, and the characteristics the text
implies are asserted.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def test_dimir_doppelganger_copies_the_target_card_and_keeps_this_ability() -> None:
    # "{1}{U}{B}: Exile target creature card from a graveyard. This creature becomes a copy of that card, except it
    # has this ability." 707.9b: the ability becomes part of the copiable values; no duration: it lasts
    b = layerkit.Board()
    b.enter("Dimir Doppelganger", id="dop")
    b.enter("Serra Angel", id="angel", zone="graveyard")
    b.ability("dop", 1, targets=["angel"])
    res = b.resolve()
    c = res["dop"].characteristics
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Serra Angel", {"Creature"}, {"Angel"}, frozenset("W"), 4, 4)
    assert {"Flying", "Vigilance"} <= _texts(res, "dop")
    assert any(t.startswith("{1}{U}{B}: Exile target creature card") for t in _texts(res, "dop"))
    assert not res.unsupported
    b.end_turn()
    assert b.resolve()["dop"].characteristics.name == "Serra Angel"


def test_scion_of_the_ur_dragon_copies_the_card_found_until_end_of_turn() -> None:
    # "{2}: Search your library for a Dragon permanent card and put it into your graveyard. If you do, Scion of
    # the Ur-Dragon becomes a copy of that card until end of turn. Then shuffle."
    b = layerkit.Board()
    b.enter("Scion of the Ur-Dragon", id="scion")
    b.enter("Shivan Dragon", id="shivan", zone="graveyard")
    b.ability("scion", 2, choices={"object": "shivan"})
    res = b.resolve()
    c = res["scion"].characteristics
    assert (c.name, c.power, c.toughness, c.colors, set(c.subtypes)) == ("Shivan Dragon", 5, 5, frozenset("R"),
                                                                          {"Dragon"})
    assert "Flying" in _texts(res, "scion")
    b.end_turn()                                    # 514.2
    c = b.resolve()["scion"].characteristics
    assert (c.name, c.power, c.toughness) == ("Scion of the Ur-Dragon", 4, 4)


def test_the_card_found_must_be_named() -> None:
    b = layerkit.Board()
    b.enter("Scion of the Ur-Dragon", id="scion")
    with pytest.raises(ScenarioError):
        b.ability("scion", 2)


def test_shadow_kin_copies_the_card_exiled_from_among_those_milled() -> None:
    # "At the beginning of your upkeep, each player mills three cards. You may exile a creature card from among
    # the cards milled this way. If you do, this creature becomes a copy of that card, except it has this ability."
    b = layerkit.Board()
    b.enter("Shadow Kin", id="kin")
    b.enter("Grizzly Bears", id="bear", zone="exile")
    b.ability("kin", 2, choices={"object": "bear"})
    res = b.resolve()
    c = res["kin"].characteristics
    assert (c.name, c.power, c.toughness, c.colors) == ("Grizzly Bears", 2, 2, frozenset("G"))
    assert any(t.startswith("At the beginning of your upkeep, each player mills") for t in _texts(res, "kin"))
    assert "Flash" not in _texts(res, "kin")         # 707.2: its own abilities are not copiable values now


def test_lazav_dimir_mastermind_copies_the_card_put_into_a_graveyard() -> None:
    # "Whenever a creature card is put into an opponent's graveyard from anywhere, you may have Lazav become a copy
    # of that card, except its name is Lazav, Dimir Mastermind, it's legendary in addition to its other types, and
    # it has hexproof and this ability."
    b = layerkit.Board()
    b.enter("Lazav, Dimir Mastermind", id="lazav")
    b.enter("Hill Giant", id="giant", zone="graveyard")
    b.ability("lazav", 2, targets=["giant"])        # the event's card, named as the ability's targets
    res = b.resolve()
    c = res["lazav"].characteristics
    assert (c.name, set(c.supertypes), set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Lazav, Dimir Mastermind", {"Legendary"}, {"Creature"}, {"Giant"}, frozenset("R"), 3, 3)
    assert "Hexproof" in _texts(res, "lazav")
    assert any(t.startswith("Whenever a creature card is put into an opponent's graveyard") for t in _texts(res, "lazav"))
    assert not res.unsupported


@pytest.mark.parametrize("name, text", [
    # a permanent exiled: the card in exile is a new object (400.7), not the permanent the board holds
    ("Test Exiler", "{1}: Exile target creature. This creature becomes a copy of that card."),
    # a card revealed from a library until ...: which one is not a card the text lets the step name
    ("Nascent Metamorph", "Whenever this creature attacks or blocks, target opponent reveals cards from the top of "
                          "their library until they reveal a creature card. This creature becomes a copy of that "
                          "card until end of turn. Then that player puts all cards revealed this way on the bottom of "
                          "their library in a random order."),
    # a card outside the game (400.11): not on the board
    ("Test Cosplayer", "At the beginning of your upkeep, choose a tournament-legal non-Aura permanent card at random. "
                       "This creature becomes a copy of that card, except it has this ability."),
])
def test_copies_of_cards_the_board_cannot_name_stay_unsupported(name: str, text: str) -> None:
    assert not compile_text(name, text, ["Creature"]).supported


# ------------------------------------------------------------------------------ a card the source exiled (607.2a)

def test_dermotaxi_becomes_a_copy_of_the_exiled_card_that_is_also_a_vehicle_artifact() -> None:
    # "Imprint — As this Vehicle enters, exile a creature card from a graveyard. Tap two untapped creatures you
    # control: Until end of turn, this Vehicle becomes a copy of the exiled card, except it's a Vehicle artifact in
    # addition to its other types." 707.9b: the exception is part of the copiable values
    b = layerkit.Board()
    b.enter("Dermotaxi", id="taxi")
    b.enter("Serra Angel", id="angel", zone="exile")
    b.ability("taxi", 2, choices={"object": "angel"})
    res = b.resolve()
    c = res["taxi"].characteristics
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Serra Angel", {"Artifact", "Creature"}, {"Angel", "Vehicle"}, frozenset("W"), 4, 4)
    assert _texts(res, "taxi") == {"Flying", "Vigilance"}
    assert not res.unsupported
    b.end_turn()
    c = b.resolve()["taxi"].characteristics
    assert (c.name, set(c.types), c.power, c.toughness) == ("Dermotaxi", {"Artifact"}, 0, 0)


def test_reflection_net_makes_the_target_a_copy_of_a_card_it_exiled() -> None:
    # "{2}: Target creature you control becomes a copy of a creature card exiled with Reflection Net."
    b = layerkit.Board()
    b.enter("Reflection Net", id="net")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant", zone="exile")
    b.ability("net", 3, targets=["bear"], choices={"object": "giant"})
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.name, set(c.subtypes), c.colors, c.power, c.toughness) == ("Hill Giant", {"Giant"}, frozenset("R"), 3, 3)
    assert not res.unsupported
