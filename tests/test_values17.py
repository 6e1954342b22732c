"""Values of round 17 (issue 12, branch values17).

Numbers of an object's own history that its static ability reads (611.3a), stated with the ``history`` step and
never assumed (untold: the effect is not applied and ``Resolution.unsupported`` lists it):

- 614.12, 119.4: "~'s power and toughness are each equal to the life paid as it entered" (``life_paid_as_entered``);
- 607.2a, 406.6: "for each card exiled with it", "the number of cards exiled with it" (``cards_exiled_with``),
  forgotten by any step that may put a card into exile or take one out of it.

Expected values come from the oracle text and the rules, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.game.board import Board
from _compiled import compiled as _compiled_card, pt


def compiled(name):
    """The definitions of a pool card's text, each asserted supported."""
    c = _compiled_card(name)
    assert c.supported, c.unsupported
    return list(c.effects.values())

LIFE_PAID = {"fact": {"name": "life_paid_as_entered", "player": "source"}}
EXILED_WITH = {"fact": {"name": "cards_exiled_with", "player": "source"}}


# ---------------------------------------------------------------- "the life paid as it entered"

@pytest.mark.parametrize("name", ["Minion of the Wastes", "Nameless Race"])
def test_life_paid_as_it_entered_compiles_to_the_source_history(name):
    # "<name>'s power and toughness are each equal to the life paid as it entered."
    d = [x for x in compiled(name) if x.get("set_pt")]
    assert len(d) == 1 and d[0]["affects"] == "self" and d[0]["set_pt"] == LIFE_PAID


def test_minion_of_the_wastes_is_as_big_as_the_life_paid():
    # a */* creature: untold, its power and toughness are not set (listed); paid 7: a 7/7 (trample)
    b = Board()
    b.enter("Minion of the Wastes", id="m", controller="Alex")
    r = b.resolve()
    assert any("life_paid_as_entered" in str(u) for u in r.unsupported)
    b.state_history("m", life_paid_as_entered=7)
    r = b.resolve()
    assert pt(b, "m") == (7, 7)
    assert not any("life_paid_as_entered" in str(u) for u in r.unsupported)
    b.state_history("m", life_paid_as_entered=0)
    assert pt(b, "m") == (0, 0)


def test_life_paid_is_the_history_of_this_object_only():
    # 400.7: after it leaves and comes back it is a new object, and the life paid for the old one is not its
    b = Board()
    b.enter("Nameless Race", id="n", controller="Alex")
    b.state_history("n", life_paid_as_entered=3)
    assert pt(b, "n") == (3, 3)
    b.move("n", "hand")
    b.move("n", "battlefield")
    r = b.resolve()
    assert any("life_paid_as_entered" in str(u) for u in r.unsupported)


def test_other_copy_of_the_card_has_its_own_life_paid():
    b = Board()
    b.enter("Minion of the Wastes", id="a", controller="Alex")
    b.enter("Minion of the Wastes", id="c", controller="Alex")
    b.state_history("a", life_paid_as_entered=2)
    b.state_history("c", life_paid_as_entered=5)
    assert pt(b, "a") == (2, 2) and pt(b, "c") == (5, 5)


# ---------------------------------------------------------------- "cards exiled with it"

def test_lumbering_battlement_compiles_two_for_each_card_exiled_with_it():
    # "This creature gets +2/+2 for each card exiled with it."
    d = [x for x in compiled("Lumbering Battlement") if x.get("modify_pt")]
    assert len(d) == 1 and d[0]["affects"] == "self" and "duration" not in d[0]
    two = {"times": [2, EXILED_WITH]}
    assert d[0]["modify_pt"] == [two, two]


def test_lumbering_battlement_gets_two_for_each_card_exiled_with_it():
    # a 4/5: with three cards exiled with it, 10/11 (613.4c)
    b = Board()
    b.enter("Lumbering Battlement", id="lb", controller="Alex")
    r = b.resolve()
    assert any("cards_exiled_with" in str(u) for u in r.unsupported)
    b.state_history("lb", cards_exiled_with=3)
    assert pt(b, "lb") == (10, 11)
    b.state_history("lb", cards_exiled_with=0)
    assert pt(b, "lb") == (4, 5)


def test_a_step_that_may_exile_or_unexile_forgets_the_count():
    # 607.2a: a move, a spell cast or an ability resolving may change which cards are exiled with it: untold again
    b = Board()
    b.enter("Lumbering Battlement", id="lb", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.state_history("lb", cards_exiled_with=1)
    assert pt(b, "lb") == (6, 7)
    b.move("bear", "exile")
    r = b.resolve()
    assert any("cards_exiled_with" in str(u) for u in r.unsupported)
    b.state_history("lb", cards_exiled_with=2)
    assert pt(b, "lb") == (8, 9)
    b.tap("lb")                          # tapping exiles nothing: still known
    assert pt(b, "lb") == (8, 9)
    b.enter("Grizzly Bears", id="bear2", controller="Alex")   # 607.2a: an entering may be into exile: forgotten
    assert any("cards_exiled_with" in str(u) for u in b.resolve().unsupported)


def test_unlicensed_hearse_is_as_big_as_the_cards_exiled_with_it():
    # "Unlicensed Hearse's power and toughness are each equal to the number of cards exiled with it." (*/*; crewed
    # it is an artifact creature: 604.3, 613.4a: its power and toughness are defined in every zone)
    d = [x for x in compiled("Unlicensed Hearse") if x.get("set_pt")]
    assert len(d) == 1 and d[0]["affects"] == "self" and d[0]["set_pt"] == EXILED_WITH
    b = Board()
    b.enter("Unlicensed Hearse", id="h", controller="Alex")
    b.ability("h", 3)                    # Crew 2: an artifact creature until end of turn (a step exiling nothing
    b.state_history("h", cards_exiled_with=4)   # the board knows; the count is stated after it)
    assert pt(b, "h") == (4, 4)


def test_some_of_the_cards_exiled_with_it_stays_unsupported():
    # which exiled cards are creature cards the board is not told: not this fact
    from layerkit.compiler import compile_text
    res = compile_text("Wall", "This creature gets +1/+1 for each creature card exiled with it.", ["Creature"])
    assert res.unsupported


def test_veteran_survivor_with_three_or_more_cards_exiled_with_it():
    # "As long as there are three or more cards exiled with this creature, it gets +3/+3 and has hexproof." (a 2/1)
    d = [x for x in compiled("Veteran Survivor") if x.get("modify_pt")]
    assert len(d) == 1 and d[0]["affects"] == "self" and d[0]["modify_pt"] == [3, 3]
    assert d[0]["add_abilities"] == ["Hexproof"] and d[0]["condition"] == {"value": {"of": EXILED_WITH, "min": 3}}
    b = Board()
    b.enter("Veteran Survivor", id="v", controller="Alex")
    r = b.resolve()
    assert any("cards_exiled_with" in str(u) for u in r.unsupported)
    b.state_history("v", cards_exiled_with=2)
    assert pt(b, "v") == (2, 1) and "Hexproof" not in [a.keyword for a in b.resolve()["v"].abilities]
    b.state_history("v", cards_exiled_with=3)
    assert pt(b, "v") == (5, 4) and "Hexproof" in [a.keyword for a in b.resolve()["v"].abilities]


def test_its_own_exiling_trigger_resolving_forgets_the_count():
    # "When this creature enters, exile any number of other nontoken creatures you control until it leaves the
    # battlefield.": after that ability resolves, how many cards are exiled with it is stated again (607.2a)
    b = Board()
    b.enter("Lumbering Battlement", id="lb", controller="Alex")
    b.state_history("lb", cards_exiled_with=0)
    assert pt(b, "lb") == (4, 5)
    b.ability("lb", 2)
    assert any("cards_exiled_with" in str(u) for u in b.resolve().unsupported)
    b.state_history("lb", cards_exiled_with=2)
    assert pt(b, "lb") == (8, 9)
