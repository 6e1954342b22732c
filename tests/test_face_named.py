"""A board that names one face of a multi-face card gets that face, or a clear error when layerkit's card
data does not hold it — never the other face in its place (issue 12: "never silently wrong").

Expected values come from the oracle text and the rules: 712.8 (each face of a double-faced card has its
own characteristics), 712.11 (a double-faced spell is cast front face up), 712.12 (a modal double-faced
land face is played, not cast), 709.3b (only the half of a split card being cast exists on the stack),
715.4 (an adventurer card outside the stack has only its normal characteristics).
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import ScenarioError


def test_naming_a_transforming_cards_back_face_enters_it_back_face_up() -> None:
    # Echo of Death's Wail (the back face of Tribute to Horobi): a 3/3 black Spirit enchantment creature
    # with flying and haste. The front face is a Saga with no power.
    b = Board()
    b.enter("Echo of Death's Wail", id="echo")
    chars = b.resolve()["echo"].characteristics
    assert chars.name == "Echo of Death's Wail"
    assert (chars.power, chars.toughness) == (3, 3)
    assert "Creature" in chars.types and "Spirit" in chars.subtypes
    assert {a.keyword for a in chars.abilities} >= {"Flying", "Haste"}


def test_the_back_faces_triggered_ability_then_resolves_as_printed() -> None:
    # "When this creature enters, gain control of all Rat tokens." A Rat token that arrives afterwards is
    # not affected: the affected set is fixed as the ability resolves (611.2c).
    b = Board()
    b.define("Rat Rogue", "Creature — Rat Rogue", power=1, toughness=1, oracle_text="")
    b.enter("Rat Rogue", id="rat1", controller="Bo", token=True)
    b.enter("Echo of Death's Wail", id="echo", controller="Alex")
    b.ability("echo", 3)
    b.enter("Rat Rogue", id="rat2", controller="Bo", token=True)
    r = b.resolve()
    assert r["rat1"].characteristics.controller == "Alex"
    assert r["rat2"].characteristics.controller == "Bo"


def test_naming_the_front_face_or_the_whole_card_still_enters_the_front_face() -> None:
    b = Board()
    b.enter("Tribute to Horobi", id="a")
    b.enter("Tribute to Horobi // Echo of Death's Wail", id="b")
    r = b.resolve()
    assert r["a"].characteristics.name == r["b"].characteristics.name == "Tribute to Horobi"


def test_face_front_given_explicitly_wins_over_the_name() -> None:
    b = Board()
    b.enter("Echo of Death's Wail", id="echo", face="front")
    assert b.resolve()["echo"].characteristics.name == "Tribute to Horobi"


def test_a_transforming_cards_back_face_is_not_cast() -> None:
    # 712.11: a double-faced spell is cast front face up
    b = Board()
    with pytest.raises(ScenarioError, match="712.11"):
        b.cast("Echo of Death's Wail")


@pytest.mark.parametrize("name", [
    "Emeria, Shattered Skyclave",       # a modal double-faced card's back face (a land)
    "The Prismatic Bridge",             # a modal double-faced card's back face (an enchantment)
])
def test_a_face_the_card_data_does_not_hold_is_an_error_naming_the_card(name: str) -> None:
    b = Board()
    with pytest.raises(ScenarioError) as err:
        b.enter(name)
    assert "only its" in str(err.value) and " // " in str(err.value)
    with pytest.raises(ScenarioError):
        b.cast(name)


@pytest.mark.parametrize("name", ["Ice", "Stomp"])
def test_casting_the_half_the_card_data_does_not_hold_is_an_error(name: str) -> None:
    # 709.3b / 715.3: cast as that half (Ice, an Adventure), only that half's characteristics exist
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError, match="only its"):
        b.cast(name, targets=["bear"])


def test_an_adventurer_card_named_by_its_adventure_enters_as_the_creature() -> None:
    # 715.4: outside the stack an adventurer card has only its normal characteristics (Bonecrusher
    # Giant, a 4/3 Giant), whichever of its names the board used
    b = Board()
    b.enter("Stomp", id="giant")
    chars = b.resolve()["giant"].characteristics
    assert chars.name == "Bonecrusher Giant" and (chars.power, chars.toughness) == (4, 3)


def test_the_board_given_is_not_changed_by_a_refused_step() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError):
        b.enter("Emeria, Shattered Skyclave", id="land")
    assert b.resolve().ids == ["bear"]


def test_an_ability_named_by_a_piece_of_its_text() -> None:
    # Echo of Death's Wail: "Flying, haste" are abilities 1 and 2 (113.1), the enters trigger is 3
    b = Board()
    b.define("Rat Rogue", "Creature — Rat Rogue", power=1, toughness=1, oracle_text="")
    b.enter("Rat Rogue", id="rat", controller="Bo", token=True)
    b.enter("Echo of Death's Wail", id="echo", controller="Alex")
    b.ability("echo", "When this creature enters")
    assert b.resolve()["rat"].characteristics.controller == "Alex"
    with pytest.raises(ScenarioError, match="2 abilities whose text has"):
        b.ability("echo", "this creature")
    with pytest.raises(ScenarioError, match="no abilities whose text has"):
        b.ability("echo", "draw two cards")
