"""Round 13 (copyctl13): under whose control the source returns to the battlefield.

110.2: a permanent's controller is by default the player under whose control it entered the battlefield;
"return it to the battlefield under its owner's control" names that player (the owner), whatever player
controlled the card before it left (400.7: the card returned is a new object). 110.2a: with no player named,
the player who puts it there (the ability's controller).
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text


def test_owner_named_is_compiled() -> None:
    text = ("When Enduring Courage dies, if it was a creature, return it to the battlefield under its owner's "
            "control. It's an enchantment. (It's not a creature.)")
    c = compile_text("Enduring Courage", text, ["Enchantment", "Creature"])
    assert c.supported
    assert c.effects[1] == {"affects": "self", "return_to_battlefield": "owner", "set_types": ["Enchantment"]}


def test_no_player_named_is_the_abilitys_controller() -> None:
    text = "When ~ dies, return it to the battlefield. It's an enchantment."
    c = compile_text("Test Card", text, ["Creature"])
    assert c.supported
    assert c.effects[1]["return_to_battlefield"] is True


def test_stolen_creature_returns_under_its_owners_control() -> None:
    # Bo controlled Alex's Enduring Courage when it died: it returns under Alex's control (110.2)
    b = layerkit.Board()
    b.enter("Enduring Courage", id="ec", owner="Alex", controller="Bo")
    b.move("ec", "graveyard")
    b.ability("ec", 2)
    res = b.resolve()
    assert b.state.objects["ec"].zone == "battlefield"
    assert res["ec"].characteristics.controller == "Alex"
    assert not res["ec"].characteristics.is_creature
    assert not res.unsupported


def test_owner_returns_under_owners_control() -> None:
    b = layerkit.Board()
    b.enter("Enduring Courage", id="ec", owner="Bo", controller="Bo")
    b.move("ec", "graveyard")
    b.ability("ec", 2)
    assert b.resolve()["ec"].characteristics.controller == "Bo"
