"""What "it", "they" and "that creature" name in abilities the compiler reads (issue 12, round 2).

Each expected value comes from the card's oracle text and the rules, never from the compiler's
output: a board is built with the real pool card and resolved, or the compiled definition is
compared with the one the rules imply. The negative cases are phrasings where the pronoun names an
object the board cannot name exactly: those must stay unsupported, never guessed.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------ "untap all ... . They gain ..."

def test_untap_all_creatures_they_gain_applies_to_the_untapped_creatures() -> None:
    # Flying Crane Technique: "Untap all creatures you control. They gain flying and double strike
    # until end of turn." "They" are the creatures untapped: every creature its caster controls
    # as it resolves (611.2c), none of the opponent's.
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine", controller="Alex", tapped=True)
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Flying Crane Technique", controller="Alex")
    res = b.resolve()
    assert {"Flying", "Double strike"} <= _abilities(res, "mine")
    assert not {"Flying", "Double strike"} & _abilities(res, "theirs")
    assert not res.unsupported
    b.enter("Grizzly Bears", id="later", controller="Alex")      # not there when it resolved (611.2c)
    assert "Flying" not in _abilities(b.resolve(), "later")
    b.end_turn()
    assert "Flying" not in _abilities(b.resolve(), "mine")       # "until end of turn"


def test_untap_all_attacking_creatures_those_creatures() -> None:
    # Gideon, Martial Paragon [+2]: "Untap all creatures you control. Those creatures get +1/+1 until end of turn."
    c = compile_text("Gideon, Martial Paragon", "[+2]: Untap all creatures you control. Those creatures get +1/+1 "
                     "until end of turn.", ["Planeswalker"])
    assert c.supported
    assert c.effects[1] == {"affects": {"types": ["Creature"], "controller": "you"}, "duration": "end_of_turn",
                            "modify_pt": [1, 1]}


@pytest.mark.parametrize("text", [
    "Untap all creatures you control. It gains flying until end of turn.",      # "it" can't name a group
    "Untap all creatures you control. That creature gains flying until end of turn.",
    "Draw a card. They gain flying until end of turn.",
])
def test_a_group_is_never_it(text: str) -> None:
    assert not compile_text("Test Spell", text, ["Instant"]).supported


# ------------------------------------------------------------------ "Tap ~. It gains ..." and activated costs

def test_tap_this_creature_it_gains() -> None:
    # Drudge Sentinel: "{3}: Tap this creature. It gains indestructible until end of turn."
    b = layerkit.Board()
    b.enter("Drudge Sentinel", id="ds")
    b.enter("Grizzly Bears", id="bears")
    b.ability("ds", 1)
    res = b.resolve()
    assert "Indestructible" in _abilities(res, "ds")
    assert "Indestructible" not in _abilities(res, "bears")
    assert not res.unsupported


def test_cost_naming_only_the_source_it_is_the_source() -> None:
    # Sawtooth Thresher (1/1, sunburst): "Remove two +1/+1 counters from this creature: It gets +4/+4
    # until end of turn."
    b = layerkit.Board()
    b.enter("Sawtooth Thresher", id="st", counters={"+1/+1": 2})
    before = b.resolve()["st"]
    b.ability("st", 2)
    res = b.resolve()
    assert (res["st"].power, res["st"].toughness) == (before.power + 4, before.toughness + 4)
    assert not res.unsupported


@pytest.mark.parametrize("text", [
    "Sacrifice a creature: It gains flying until end of turn.",      # "it" might be the creature sacrificed
    "{T}, Tap an untapped creature you control: It gains flying until end of turn.",
    "{2}: It gains flying until end of turn.",                       # the cost names no object
])
def test_activated_it_with_another_object_in_the_cost_is_unsupported(text: str) -> None:
    assert not compile_text("Test Bear", text, ["Creature"]).supported


# ------------------------------------------------------------------ "return ~ to the battlefield. It ..."

def test_enduring_return_is_an_enchantment_like_the_hand_written_definition() -> None:
    # Enduring Courage: "When Enduring Courage dies, if it was a creature, return it to the battlefield
    # under its owner's control. It's an enchantment. (It's not a creature.)" — the definition
    # data/effects/layers-article.yaml gives Enduring Innocence (the same sentence)
    text = ("When Enduring Courage dies, if it was a creature, return it to the battlefield under its owner's "
            "control. It's an enchantment. (It's not a creature.)")
    c = compile_text("Enduring Courage", text, ["Enchantment", "Creature"])
    assert c.supported
    assert c.effects[1] == {"affects": "self", "return_to_battlefield": True, "set_types": ["Enchantment"]}


def test_enduring_courage_returns_as_a_non_creature_enchantment() -> None:
    b = layerkit.Board()
    b.enter("Enduring Courage", id="ec")
    assert b.resolve()["ec"].characteristics.is_creature
    b.move("ec", "graveyard")                         # it dies
    b.ability("ec", 2)
    res = b.resolve()
    assert b.state.objects["ec"].zone == "battlefield"
    assert res["ec"].characteristics.types == ("Enchantment",) or list(res["ec"].characteristics.types) == ["Enchantment"]
    assert not res["ec"].characteristics.is_creature
    assert not res.unsupported


def test_returned_card_perpetually_gets() -> None:
    # Cantor of the Refrain (2/1): "When you cast a spell for its warp cost, return this card from your
    # graveyard to the battlefield under its owner's control. It perpetually gets +1/+0."
    b = layerkit.Board()
    b.enter("Cantor of the Refrain", id="cantor", zone="graveyard")
    b.ability("cantor", 2)
    res = b.resolve()
    assert b.state.objects["cantor"].zone == "battlefield"
    assert (res["cantor"].power, res["cantor"].toughness) == (3, 1)
    assert not res.unsupported


@pytest.mark.parametrize("text", [
    "When ~ dies, return it to the battlefield tapped. It gains haste until end of turn.",
    "When ~ dies, return it to the battlefield under your control. It gains haste until end of turn.",
    "When ~ dies, return it to the battlefield with a +1/+1 counter on it. It gains haste until end of turn.",
    "Whenever ~ attacks, ~ gets +1/+0 until end of turn. Return it to the battlefield. It gains haste until end of turn.",
])
def test_returns_the_board_does_not_make_are_unsupported(text: str) -> None:
    assert not compile_text("Test Phoenix", text.replace("~", "Test Phoenix"), ["Creature"]).supported


# ------------------------------------------------------------------ trigger events

def test_source_or_another_creature_enters_that_creature() -> None:
    # Ambuscade Shaman: "Whenever this creature or another creature you control enters, that creature
    # gets +2/+2 until end of turn." — the creature that entered (the scenario's targets)
    b = layerkit.Board()
    b.enter("Ambuscade Shaman", id="shaman")
    b.enter("Grizzly Bears", id="bears")
    b.ability("shaman", 1, targets=["bears"])
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (4, 4)
    assert (res["shaman"].power, res["shaman"].toughness) == (2, 2)
    b.ability("shaman", 1, targets=["shaman"])           # it triggers on its own entering too
    assert b.resolve()["shaman"].power == 4


def test_attacks_you_or_a_planeswalker_it_is_the_attacker() -> None:
    # Gahiji, Honored One: "Whenever a creature attacks one of your opponents or a planeswalker an
    # opponent controls, that creature gets +2/+0 until end of turn."
    c = compile_text("Gahiji, Honored One", "Whenever a creature attacks one of your opponents or a planeswalker "
                     "an opponent controls, that creature gets +2/+0 until end of turn.", ["Creature"])
    assert c.supported
    assert c.effects[1]["affects"] == "targets" and c.effects[1]["modify_pt"] == [2, 0]


def test_two_creatures_in_the_event_stay_unsupported() -> None:
    c = compile_text("Test Wall", "Whenever a creature blocks a creature you control, it gets +2/+0 until end of turn.",
                     ["Creature"])
    assert not c.supported
