"""Round 11, branch ``refs11``: one card put onto the battlefield tapped, or tapped and attacking (110.5b,
508.4), and one card put "from among them" (the cards looked at or revealed): the step names it
(``choices.object``), the board puts it (``put_chosen`` with ``put_tapped``), and "it" names that new object
(400.7). Expected values come from the oracle text and the rules, never from the compiler's output."""

from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def test_put_tapped_and_attacking_compiles_to_put_tapped() -> None:
    # "You may put a Vampire card from your hand onto the battlefield tapped and attacking. It gains indestructible
    # until end of turn.": the chosen card, tapped and attacking (508.4), indestructible until end of turn
    c = compile_text("Test Strefan", "Whenever ~ attacks, you may put a Vampire card from your hand onto the "
                     "battlefield tapped and attacking. It gains indestructible until end of turn.", ["Creature"])
    assert c.effects[1] == {"affects": "chosen", "duration": "end_of_turn", "add_abilities": ["Indestructible"],
                            "put_chosen": "controller", "put_tapped": "attacking"}


def test_search_put_tapped_compiles_to_put_tapped() -> None:
    c = compile_text("Test Search", "Search your library for a creature card, put it onto the battlefield tapped, "
                     "then shuffle. It gains haste until end of turn.", ["Sorcery"])
    assert c.effects[1] == {"affects": "chosen", "duration": "end_of_turn", "add_abilities": ["Haste"],
                            "put_chosen": "controller", "put_tapped": "tapped"}


def test_winota_puts_the_human_tapped_and_attacking_and_indestructible() -> None:
    # Winota, Joiner of Forces: the Human put from among the top six cards is tapped, attacking (508.4) and
    # indestructible until end of turn; nothing else changes
    b = layerkit.Board()
    b.enter("Winota, Joiner of Forces", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Thraben Inspector", id="human", zone="library", controller="Alex")
    b.attack("bears")
    b.ability("w", 1, choices={"object": "human"})
    res = b.resolve()
    o = b.state.objects["human"]
    assert o.zone == "battlefield" and o.tapped and o.combat == "attacking"
    assert o.controller == "Alex"
    assert "Indestructible" in _abilities(res, "human")
    assert "Indestructible" not in _abilities(res, "bears")
    assert not res.unsupported
    b.end_turn()
    assert "Indestructible" not in _abilities(b.resolve(), "human")


def test_realmbreaker_puts_the_land_tapped_under_your_control() -> None:
    # Realmbreaker: "Put a land card from their graveyard onto the battlefield tapped under your control. It gains
    # 'If this land would leave the battlefield, exile it instead ...'": tapped (110.5b), under Alex's control
    b = layerkit.Board()
    b.enter("Realmbreaker, the Invasion Tree", id="rb", controller="Alex")
    b.enter("Forest", id="land", zone="graveyard", controller="Bo")
    b.ability("rb", 1, choices={"object": "land"})
    res = b.resolve()
    o = b.state.objects["land"]
    assert o.zone == "battlefield" and o.tapped and o.combat is None
    assert res["land"].characteristics.controller == "Alex"
    assert any("exile it instead" in a for a in _abilities(res, "land"))


def test_aethermage_touch_from_among_them_gains_the_trigger() -> None:
    # Aethermage's Touch: the creature put from among the revealed cards, untapped, gains the quoted trigger
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="library", controller="Alex")
    b.cast("Aethermage's Touch", controller="Alex", choices={"object": "bears"})
    res = b.resolve()
    o = b.state.objects["bears"]
    assert o.zone == "battlefield" and not o.tapped
    assert "At the beginning of your end step, return this creature to its owner's hand." in _abilities(res, "bears")


def test_several_cards_from_among_them_stay_unsupported() -> None:
    # several cards: not one chosen card
    c = compile_text("Test Many", "Look at the top six cards of your library. Put all creature cards from among "
                     "them onto the battlefield. They gain haste.", ["Sorcery"])
    assert not c.supported
