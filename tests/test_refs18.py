"""References after an object chosen at random, round 18 (issue 12, branch ``refs18``).

"Choose a creature at random. You gain control of that creature until end of turn. ... It gains haste until end of
turn.": one permanent chosen as the spell resolves (608.2d); whichever it was, the step names it (``choices.object``)
and "that creature" / "it" name that permanent. Expected values come from the oracle text and the rules, never from
the compiler's output.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError

from tests._compiled import compiled


def test_the_nipton_lottery_compiles_to_control_and_haste_on_the_chosen_creature() -> None:
    # "Choose a creature at random. You gain control of that creature until end of turn. Untap it. It gains haste
    # until end of turn. Then destroy all other creatures."
    c = compiled("The Nipton Lottery")
    assert c.supported
    assert list(c.effects.values()) == [{"affects": "chosen", "duration": "end_of_turn", "gain_control": "you",
                                         "add_abilities": ["Haste"]}]


def test_the_nipton_lottery_takes_the_chosen_creature_until_end_of_turn() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("The Nipton Lottery", controller="Alex", choices={"object": "bear"})
    r = b.resolve()
    bear = r["bear"].characteristics
    assert bear.controller == "Alex"                                    # 613.1b: layer 2
    assert "Haste" in [str(a) for a in bear.abilities]                  # 613.1f: layer 6
    assert r["giant"].characteristics.controller == "Bo"                # not the one chosen
    assert "Haste" not in [str(a) for a in r["giant"].characteristics.abilities]
    b.end_turn()                                                        # 514.2: "until end of turn" ends
    r = b.resolve()
    assert r["bear"].characteristics.controller == "Bo"
    assert "Haste" not in [str(a) for a in r["bear"].characteristics.abilities]


def test_the_nipton_lottery_without_the_chosen_creature_named_is_not_guessed() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    with pytest.raises(ScenarioError):      # refused: the step must name the creature chosen (608.2d)
        b.cast("The Nipton Lottery", controller="Alex")


@pytest.mark.parametrize("text", [
    # several objects, or a random choice among cards in another zone: not the one permanent the step names
    "Choose two creatures at random. You gain control of them until end of turn.",
    "Choose a creature at random that attacked this turn. You gain control of that creature until end of turn.",
])
def test_other_random_choices_stay_reported(text: str) -> None:
    c = compile_text("Testcard", text, ["Sorcery"])
    assert not c.supported


# ------------------------------------- "the creature" after a land returned to a hand (109.2: a creature is a permanent)

def test_slab_hammer_compiles_to_its_equipped_creature_if_a_land_was_returned() -> None:
    # "Whenever equipped creature attacks, you may return a land you control to its owner's hand. If you do, the
    # creature gets +2/+2 until end of turn."
    c = compiled("Slab Hammer")
    assert c.supported
    assert {"affects": "equipped", "duration": "end_of_turn", "modify_pt": [2, 2],
            "condition": {"you_did": True}} in list(c.effects.values())


@pytest.mark.parametrize("did, expected", [(True, (4, 4)), (False, (2, 2))])
def test_slab_hammer_pumps_the_attacking_equipped_creature_only_when_a_land_was_returned(
        did: bool, expected: tuple[int, int]) -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Slab Hammer", id="hammer", controller="Alex", attached_to="bear")
    b.ability("hammer", "Whenever equipped creature attacks", choices={"you_did": did})
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == expected
    b.end_turn()                                                        # 514.2
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2, 2)


@pytest.mark.parametrize("text", [
    # "it" after the land returned: the land card (or what it named before): not guessed
    "Whenever equipped creature attacks, you may return a land you control to its owner's hand. If you do, it gets "
    "+2/+2 until end of turn.",
    # a creature returned: "the creature" may be it
    "Whenever equipped creature attacks, you may return a creature you control to its owner's hand. If you do, the "
    "creature gets +2/+2 until end of turn.",
])
def test_other_references_after_a_permanent_returned_stay_reported(text: str) -> None:
    c = compile_text("Testcard", text, ["Artifact"])
    assert not c.supported


# ----------------------- "the creature" after cards revealed from a library (109.2: none of them is a permanent)

@pytest.mark.parametrize("count", [1, 4])
def test_trepanation_blade_gives_plus_one_for_each_card_revealed(count: int) -> None:
    # "Whenever equipped creature attacks, defending player reveals cards from the top of their library until they
    # reveal a land card. The creature gets +1/+0 until end of turn for each card revealed this way."
    assert compiled("Trepanation Blade").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Trepanation Blade", id="blade", controller="Alex", attached_to="bear")
    b.ability("blade", "Whenever equipped creature attacks", choices={"stated": {"revealed": {"count": count}}})
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2 + count, 2)                      # 613.4c: layer 7c
    b.end_turn()
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2, 2)


def test_trepanation_blade_untold_count_is_not_guessed() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Trepanation Blade", id="blade", controller="Alex", attached_to="bear")
    try:
        b.ability("blade", "Whenever equipped creature attacks")
    except ScenarioError:
        return
    r = b.resolve()
    assert r.unsupported and (r["bear"].power, r["bear"].toughness) == (2, 2)


def test_it_after_cards_revealed_stays_reported() -> None:
    c = compile_text("Testcard", "Whenever equipped creature attacks, defending player reveals cards from the top of "
                     "their library until they reveal a land card. It gets +1/+0 until end of turn for each card "
                     "revealed this way.", ["Artifact"])
    assert not c.supported


# ---------------------------------- "it" after an instruction on "that creature" (the event's object, not the source)

def test_red_hot_hottie_grants_its_ability_to_the_creature_it_dealt_damage_to() -> None:
    # "Whenever this creature deals damage to a creature, put a third-degree-burn counter on that creature. It gains
    # "At the beginning of each end step, sacrifice this creature unless you scream 'Aaah!' ..."": "it" is that creature
    assert compiled("Red-Hot Hottie").supported
    b = Board()
    b.enter("Red-Hot Hottie", id="hottie", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("hottie", "Whenever this creature deals damage to a creature", targets=["bear"])
    r = b.resolve()
    granted = [str(a) for a in r["bear"].characteristics.abilities]
    assert any(a.startswith("At the beginning of each end step, sacrifice this creature") for a in granted)   # 613.1f
    assert not any(str(a).startswith("At the beginning of each end step") for a in r["hottie"].characteristics.abilities)
    b.end_turn()            # no duration: the effect lasts (611.2a)
    assert any(str(a).startswith("At the beginning of each end step") for a in b.resolve()["bear"].characteristics.abilities)


def test_it_after_tapping_that_creature_is_that_creature_not_the_source() -> None:
    c = compile_text("Testcard", "Whenever this creature deals damage to a creature, tap that creature. It gains "
                     "flying.", ["Creature"])
    assert [d["affects"] for d in c.effects.values()] == ["targets"]
