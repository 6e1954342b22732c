"""Counters a resolving instruction puts, round 18 (issue 12): the object exiled and returned that enters with
counters (614.1c, 400.7).

Each expected value comes from the card's oracle text and the rules, never from the compiler's output: a board is
built with the real pool card and resolved, or the compiled definition is compared with the one the rules imply.
The negative cases are phrasings the vocabulary cannot express exactly: they must stay unsupported.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text


def _pt(res, oid: str) -> tuple[int, int]:
    return res[oid].power, res[oid].toughness


# ------------------------------------------------------------------ exiled, then returned with counters (614.1c)

def test_flicker_with_a_counter_is_a_new_object_with_one_counter() -> None:
    # Planar Incision: "Exile target artifact or creature, then return it to the battlefield under its owner's
    # control with a +1/+1 counter on it." — the returned card is a new object (400.7): the -1/-1 counters and the
    # Giant Growth of the old one are gone; it enters with one +1/+1 counter (614.1c): a 2/2 becomes 3/3, under its
    # owner's control (Bo owns it; Alex controlled it)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", owner="Bo", controller="Alex", counters={"-1/-1": 1})
    b.cast("Giant Growth", controller="Alex", targets=["bears"])
    assert _pt(b.resolve(), "bears") == (4, 4)
    b.cast("Planar Incision", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield"
    assert _pt(res, "bears") == (3, 3)
    assert res["bears"].characteristics.controller == "Bo"
    assert not res.unsupported
    b.end_turn()
    assert _pt(b.resolve(), "bears") == (3, 3)         # the counter stays (122.1), unlike an until-end-of-turn effect


def test_flicker_with_a_counter_on_a_noncreature_artifact() -> None:
    # Spaceshift: "Exile target artifact or creature, then return that card to the battlefield under its owner's
    # control with a +1/+1 counter on it." — a noncreature artifact gets the counter too (122.1) but has no power or
    # toughness (208.3); an animating effect after it then reads the counter (613.4c)
    b = layerkit.Board()
    b.enter("Sol Ring", id="ring", controller="Alex")
    b.cast("Spaceshift", controller="Alex", targets=["ring"])
    res = b.resolve()
    assert b.state.objects["ring"].zone == "battlefield" and not res.unsupported
    assert "Creature" not in res["ring"].characteristics.types
    # March of the Machines: "Each noncreature artifact is an artifact creature with power and toughness each
    # equal to its mana value." — 1/1 in layer 7b, then the +1/+1 counter in 7c: 2/2
    b.enter("March of the Machines", id="march", controller="Bo")
    res = b.resolve()
    assert _pt(res, "ring") == (2, 2)


@pytest.mark.parametrize("name", ["Daydream", "Spaceshift", "Planar Incision", "Lilysplash Mentor"])
def test_pool_cards_flicker_with_one_counter_compile_exactly(name: str) -> None:
    # each: exile one target, return it under its owner's control with one +1/+1 counter (the definition the
    # rules imply: ``flicker: owner`` with ``counters`` on the targets)
    from layerkit.analysis.coverage import assess, faces_of, load_cards
    from layerkit.compiler import compile_card
    card = next(c for c in load_cards() if c["name"] == name)
    assert assess(card).status == "fully"
    (face,) = faces_of(card)
    defs = list(compile_card(face).effects.values())
    assert {"affects": "targets", "counters": {"+1/+1": 1}, "flicker": "owner"} in defs


def test_flicker_with_a_keyword_counter_under_your_control() -> None:
    c = compile_text("Test Flicker", "Exile target creature an opponent controls, then return it to the battlefield "
                     "under your control with a flying counter on it.", ["Sorcery"])
    assert not c.unsupported
    (d,) = c.effects.values()
    assert d["flicker"] == "controller" and d["counters"] == {"flying": 1}


@pytest.mark.parametrize("text", [
    # X counters the board cannot count (the number of mirrors you can see)
    "Exile target creature you control, then return it to the battlefield under its owner's control with X +1/+1 "
    "counters on it, where X is the number of mirrors on walls you can see from your seat.",
    "Exile target creature you control, then return it to the battlefield under its owner's control with X +1/+1 "
    "counters on it.",
])
def test_flicker_with_counters_not_written_stays_unsupported(text: str) -> None:
    assert compile_text("Test Flicker", text, ["Sorcery"]).unsupported


def test_flicker_of_a_token_it_does_not_return() -> None:
    # 111.8, 704.5d: a token exiled ceases to exist: Planar Incision returns nothing, and no counter is put
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="tok", token=True, controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.cast("Planar Incision", controller="Alex", targets=["tok"])
    b.resolve()
    assert b.state.objects["tok"].zone == "exile" and not b.state.objects["tok"].counters
    assert _pt(b.resolve(), "bears") == (2, 2)


# ------------------------------------------------------------------ the source returned tapped with counters

def test_source_returns_tapped_with_two_counters() -> None:
    # Retrofitted Transmogrant (a 1/1): "{3}{B}: Return this card from your graveyard to the battlefield tapped with
    # two +1/+1 counters on it." — a new object (400.7) that enters tapped (110.5b) with two +1/+1 counters (614.1c):
    # 3/3; the -1/-1 counter it had before it died is gone
    b = layerkit.Board()
    b.enter("Retrofitted Transmogrant", id="rt", controller="Alex", counters={"-1/-1": 1})
    b.move("rt", "graveyard")
    b.ability("rt", 1)
    res = b.resolve()
    o = b.state.objects["rt"]
    assert o.zone == "battlefield" and o.tapped
    assert _pt(res, "rt") == (3, 3)
    assert not res.unsupported


@pytest.mark.parametrize("text", [
    "{3}{B}: Return this card from your graveyard to the battlefield tapped with X +1/+1 counters on it.",
    "{3}{B}: Return this card from your graveyard to the battlefield tapped with an additional +1/+1 counter on it.",
])
def test_source_returns_tapped_with_counters_not_written_stays_unsupported(text: str) -> None:
    assert compile_text("Test Transmogrant", text, ["Artifact", "Creature"]).unsupported


# ------------------------------------------------------------------ the enchanted creature that died returns (603.10a)

def test_enchanted_creature_that_died_returns_under_your_control_with_a_counter() -> None:
    # Unholy Indenture: "When enchanted creature dies, return that card to the battlefield under your control with
    # a +1/+1 counter on it." — the card that died (the scenario names it as the ability's target, 603.10a) returns
    # under the Aura's controller's control (Alex, though Bo owns it), a new object (400.7) with one +1/+1 counter
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", owner="Bo", controller="Bo", counters={"-1/-1": 1})
    b.enter("Unholy Indenture", id="ui", controller="Alex", attached_to="bears")
    b.move("bears", "graveyard")
    b.move("ui", "graveyard")           # 704.5m: the Aura attached to nothing
    b.ability("ui", 2, targets=["bears"])
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield"
    assert res["bears"].characteristics.controller == "Alex"
    assert _pt(res, "bears") == (3, 3)


def test_enchanted_creature_returns_with_x_counters_stays_unsupported() -> None:
    assert compile_text("Test Indenture", "Enchant creature\nWhen enchanted creature dies, return that card to the "
                        "battlefield under your control with X +1/+1 counters on it.", ["Enchantment"]).unsupported


# ------------------------------------------------------------------ a spell's X counters on the card it returns

def test_return_with_x_additional_counters_of_the_spell() -> None:
    # Abuelo's Awakening ({X}{3}{W}): "Return target artifact or non-Aura enchantment card from your graveyard to the
    # battlefield with X additional +1/+1 counters on it. It's a 1/1 Spirit creature with flying in addition to its
    # other types." — X = 3 (107.3a): the returned Sol Ring is a 1/1 (7b) with three +1/+1 counters (7c): 4/4
    b = layerkit.Board()
    b.enter("Sol Ring", id="ring", zone="graveyard", controller="Alex")
    b.cast("Abuelo's Awakening", controller="Alex", targets=["ring"], choices={"number": 3})
    res = b.resolve()
    assert b.state.objects["ring"].zone == "battlefield"
    assert "Creature" in res["ring"].characteristics.types and "Spirit" in res["ring"].subtypes
    assert _pt(res, "ring") == (4, 4)
    assert "Flying" in {a.text for a in res["ring"].abilities}


def test_return_with_x_counters_x_untold_is_listed_never_zero() -> None:
    b = layerkit.Board()
    b.enter("Sol Ring", id="ring", zone="graveyard", controller="Alex")
    b.cast("Abuelo's Awakening", controller="Alex", targets=["ring"])
    res = b.resolve()
    assert res.unsupported


def test_return_with_x_counters_of_an_ability_stays_unsupported() -> None:
    # X an activated ability's words don't define: not read as the spell's X
    assert compile_text("Test Awakening", "{2}, {T}: Return target creature card from your graveyard to the battlefield "
                        "with X additional +1/+1 counters on it.", ["Artifact"]).unsupported
