"""Conditions of other shapes (issue 12, round 14, branch ifsother14).

Each condition reads a choice the step states or a fact the board records, and is listed in
``Resolution.unsupported`` when untold, never assumed:

- 702.104b: "When this creature enters, if tribute wasn't paid, ..." (``choices.tribute_paid``);
- 111.10a, 601.2h, 602.2b: "if mana from a Treasure was spent to cast it" / "to activate this ability"
  (``choices.treasure_mana``, how much of the mana paid came from Treasures).

Expected values come from the oracle text and the rules, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.game.board import Board
from _compiled import compiled, pt

NOT_PAID = {"not": {"tribute_paid": True}}


# ---------------------------------------------------------------- tribute (702.104)

def test_fanatic_of_xenagos_compiles_its_tribute_trigger():
    # "When this creature enters, if tribute wasn't paid, it gets +1/+1 and gains haste until end of turn."
    c = compiled("Fanatic of Xenagos")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": NOT_PAID, "duration": "end_of_turn",
                            "modify_pt": [1, 1], "add_abilities": ["Haste"]}


@pytest.mark.parametrize("paid, expected, haste", [(False, (4, 4), True), (True, (3, 3), False)])
def test_fanatic_of_xenagos_on_a_board(paid, expected, haste):
    # a 3/3; tribute not paid: +1/+1 and haste until end of turn (603.4: checked as the trigger resolves)
    b = Board()
    b.enter("Fanatic of Xenagos", id="f")
    b.ability("f", 3, choices={"tribute_paid": paid})
    assert pt(b, "f") == expected
    assert b.resolve()["f"].has("Haste") is haste
    b.end_turn()
    assert pt(b, "f") == (3, 3)


def test_tribute_untold_is_listed_not_assumed():
    b = Board()
    b.enter("Fanatic of Xenagos", id="f")
    b.ability("f", 3)
    res = b.resolve()
    assert (res["f"].power, res["f"].toughness) == (3, 3)
    assert not res["f"].has("Haste")
    assert res.unsupported
    assert "tribute_paid" in " ".join(str(u) for u in res.unsupported)


def test_siren_of_the_fanged_coast_takes_the_creature_only_without_tribute():
    # "When this creature enters, if tribute wasn't paid, gain control of target creature." (no duration: for good)
    c = compiled("Siren of the Fanged Coast")
    assert c.supported
    assert c.effects[3] == {"affects": "targets", "condition": NOT_PAID, "gain_control": "you"}
    for paid, controller in ((False, "Alex"), (True, "Bo")):
        b = Board()
        b.enter("Siren of the Fanged Coast", id="s", controller="Alex")
        b.enter("Grizzly Bears", id="g", controller="Bo")
        b.ability("s", 3, targets=["g"], choices={"tribute_paid": paid})
        assert b.resolve()["g"].controller == controller
        b.end_turn()
        assert b.resolve()["g"].controller == controller


def test_flame_wreathed_phoenix_gains_haste_and_the_quoted_ability_for_good():
    # "... it gains haste and "When this creature dies, return it to its owner's hand."": no duration (611.2a)
    c = compiled("Flame-Wreathed Phoenix")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": NOT_PAID,
                            "add_abilities": ["Haste", "When this creature dies, return it to its owner's hand."]}
    b = Board()
    b.enter("Flame-Wreathed Phoenix", id="p")
    b.ability("p", 3, choices={"tribute_paid": False})
    b.end_turn()
    assert b.resolve()["p"].has("Haste")


def test_thunder_brute_compiles():
    c = compiled("Thunder Brute")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": NOT_PAID, "duration": "end_of_turn",
                            "add_abilities": ["Haste"]}


# ---------------------------------------------------------------- mana from a Treasure (111.10a, 601.2h)

TREASURE = {"treasure_mana": {"min": 1}}


def test_jaded_sell_sword_compiles():
    # "When this creature enters, if mana from a Treasure was spent to cast it, it gains first strike and haste
    # until end of turn."
    c = compiled("Jaded Sell-Sword")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": TREASURE, "duration": "end_of_turn",
                            "add_abilities": ["First strike", "Haste"]}


@pytest.mark.parametrize("spent, gains", [(1, True), (3, True), (0, False)])
def test_jaded_sell_sword_on_a_board(spent, gains):
    b = Board()
    b.enter("Jaded Sell-Sword", id="j")
    b.ability("j", 1, choices={"treasure_mana": spent})
    o = b.resolve()["j"]
    assert o.has("First strike") is gains and o.has("Haste") is gains


def test_treasure_mana_untold_is_listed_not_assumed():
    b = Board()
    b.enter("Jaded Sell-Sword", id="j")
    b.ability("j", 1)
    res = b.resolve()
    assert not res["j"].has("Haste")
    assert "treasure_mana" in " ".join(str(u) for u in res.unsupported)


@pytest.mark.parametrize("spent, expected", [(2, (4, 2)), (0, (2, 2))])
def test_price_of_loyalty_pumps_only_with_treasure_mana(spent, expected):
    # "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.
    # If mana from a Treasure was spent to cast this spell, that creature gets +2/+0 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Price of Loyalty", controller="Alex", targets=["g"], choices={"treasure_mana": spent})
    res = b.resolve()
    assert res["g"].controller == "Alex"
    assert res["g"].has("Haste")
    assert (res["g"].power, res["g"].toughness) == expected


def test_forsworn_paladin_deathtouch_reads_the_activations_payment():
    # "{2}{B}: Target creature gets +2/+0 until end of turn. If mana from a Treasure was spent to activate this
    # ability, that creature also gains deathtouch until end of turn." (602.2b: the activation's payment)
    c = compiled("Forsworn Paladin")
    assert c.supported
    for spent, deathtouch in ((1, True), (0, False)):
        b = Board()
        b.enter("Forsworn Paladin", id="p")
        b.enter("Grizzly Bears", id="g")
        b.ability("p", 3, targets=["g"], choices={"treasure_mana": spent})
        res = b.resolve()
        assert (res["g"].power, res["g"].toughness) == (4, 2)
        assert res["g"].has("Deathtouch") is deathtouch


@pytest.mark.parametrize("spent, expected", [(1, (3, 3)), (0, (3, 3))])
def test_jetmirs_fixer_counter_instead(spent, expected):
    # a 2/2: "{R}{G}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent to activate this
    # ability, put a +1/+1 counter on this creature instead." — 3/3 either way now, but the counter lasts
    b = Board()
    b.enter("Jetmir's Fixer", id="j")
    b.ability("j", 1, choices={"treasure_mana": spent})
    assert pt(b, "j") == expected
    b.end_turn()
    assert pt(b, "j") == ((3, 3) if spent else (2, 2))


def test_treasure_to_cast_is_not_read_in_an_activated_ability():
    # a card's "spent to cast" inside an activated ability names no payment of that activation: left reported
    from layerkit.compiler import compile_text
    c = compile_text("Probe", "{1}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent "
                     "to cast this creature, it gains haste until end of turn.", ["Creature"])
    assert not c.supported
