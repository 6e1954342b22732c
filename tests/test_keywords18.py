"""Keyword abilities read by their rules (702), round 18: impending.

702.176a: "Impending N—[cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost," "If you
chose to pay this permanent's impending cost, it enters with N time counters on it," "As long as this permanent's
impending cost was paid and it has a time counter on it, it's not a creature," and "At the beginning of your end step,
if this permanent's impending cost was paid and it has a time counter on it, remove a time counter from it."
Every expected value below comes from that rule and the card's printed characteristics.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.analysis.coverage import assess, load_cards
from layerkit.compiler import compile_card
from layerkit.vocabulary.schema import validate_definition

#: pool cards with impending: name -> (N, printed power, toughness)
IMPENDING = {
    "Overlord of the Mistmoors": (4, 6, 6),
    "Overlord of the Hauntwoods": (4, 6, 5),
    "Overlord of the Balemurk": (5, 5, 5),
    "Overlord of the Boilerbilges": (4, 5, 5),
    "Overlord of the Floodpits": (4, 5, 3),
    "Lurker in the Deep": (3, 7, 7),
}


def _time(b: Board, oid: str) -> int:
    """The time counters on the object now (122.1)."""
    return sum(c.count for c in b.state.objects[oid].counters if c.kind == "time")


def _card(name: str) -> dict:
    return next(c for c in load_cards() if c["name"] == name)


def test_the_compiled_definition_is_the_rules_four_abilities() -> None:
    d = compile_card(_card("Overlord of the Mistmoors")).effects[1]
    validate_definition(d, "Overlord of the Mistmoors")
    paid = {"all": [{"alt_cost": "impending"}, {"counters": {"kind": "time", "min": 1}}]}
    assert d["kind"] == "keyword" and d["condition"] == {"alt_cost": "impending"}
    assert d["enters_with_counters"] == {"time": 4}
    assert {k: v for k, v in d["static"].items() if k != "text"} == {
        "kind": "static", "affects": "self", "condition": paid, "remove_types": ["Creature"]}
    assert {k: v for k, v in d["triggered"].items() if k != "text"} == {
        "kind": "triggered", "affects": "self", "condition": paid, "remove_counters": {"time": 1}}


@pytest.mark.parametrize("name", sorted(IMPENDING))
def test_cast_for_impending_it_is_not_a_creature_with_n_time_counters(name: str) -> None:
    n, p, t = IMPENDING[name]
    b = Board()
    o = b.enter(name, controller="Alex", alt_cost="impending")
    r = b.resolve()
    s = r.state(o)
    assert set(s.types) == {"Enchantment"} and not s.subtypes       # 205.1a: Avatar goes with the creature type
    assert _time(b, o) == n
    assert not r.unsupported


@pytest.mark.parametrize("name", sorted(IMPENDING))
def test_cast_normally_it_is_an_enchantment_creature(name: str) -> None:
    n, p, t = IMPENDING[name]
    b = Board()
    o = b.enter(name, controller="Alex")
    r = b.resolve()
    s = r.state(o)
    assert set(s.types) == {"Enchantment", "Creature"} and s.subtypes
    assert (r[o].power, r[o].toughness) == (p, t)
    assert not _time(b, o)


def test_removing_the_last_time_counter_makes_it_a_creature() -> None:
    b = Board()
    o = b.enter("Overlord of the Mistmoors", controller="Alex", alt_cost="impending")
    b.counters(o, remove={"time": 3})
    assert "Creature" not in b.resolve().state(o).types
    b.counters(o, remove={"time": 1})
    r = b.resolve()
    assert set(r.state(o).types) == {"Enchantment", "Creature"} and (r[o].power, r[o].toughness) == (6, 6)


def test_the_end_step_trigger_removes_one_time_counter() -> None:
    b = Board()
    o = b.enter("Overlord of the Mistmoors", controller="Alex", alt_cost="impending")
    for left in (3, 2, 1):
        b.ability(o, "Impending 4—{2}{W}{W}")
        assert _time(b, o) == left
    b.ability(o, "Impending 4—{2}{W}{W}")
    r = b.resolve()
    assert not _time(b, o) and "Creature" in r.state(o).types


def test_time_counters_without_the_impending_cost_paid_change_nothing() -> None:
    """"As long as this permanent's impending cost was paid and it has a time counter on it": time counters put on
    it another way don't stop it being a creature, and its end step trigger does nothing."""
    b = Board()
    o = b.enter("Overlord of the Mistmoors", controller="Alex")
    b.counters(o, add={"time": 2})
    assert "Creature" in b.resolve().state(o).types
    b.ability(o, "Impending 4—{2}{W}{W}")
    assert _time(b, o) == 2


def test_the_time_counters_the_enter_step_states_are_the_ones_it_has() -> None:
    """122.1: counters with no layer meaning that the enter step states are the ones it has: no more are added."""
    b = Board()
    o = b.enter("Overlord of the Mistmoors", controller="Alex", alt_cost="impending", counters={"time": 4})
    assert _time(b, o) == 4


def test_impending_cards_are_fully_supported() -> None:
    for name in IMPENDING:
        assert assess(_card(name)).status == "fully", name


def test_a_later_effect_making_it_a_creature_applies_after_impending() -> None:
    """613.7a: impending's "it's not a creature" is a layer 4 effect with the permanent's timestamp; a later
    "becomes a creature" applies after it: Zur's third ability ("Target non-Aura enchantment you control becomes a
    creature in addition to its other types and has base power and base toughness each equal to its mana value")
    makes the Overlord a 7/7 creature again ({5}{W}{W})."""
    b = Board()
    o = b.enter("Overlord of the Mistmoors", controller="Alex", alt_cost="impending")
    z = b.enter("Zur, Eternal Schemer", controller="Alex")
    b.ability(z, 3, targets=[o])
    r = b.resolve()
    assert "Creature" in r.state(o).types and (r[o].power, r[o].toughness) == (7, 7)    # {5}{W}{W}


# 702.93a: "Undying" means "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
# counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it."
# 702.79a: "Persist" means the same with -1/-1 counters.

def _counters(b: Board, oid: str, kind: str) -> int:
    return sum(c.count for c in b.state.objects[oid].counters if c.kind == kind)


def test_undying_returns_it_with_a_counter_when_it_had_none() -> None:
    """Butcher Ghoul (1/1), undying: it dies with no +1/+1 counter and returns a 2/2 with one."""
    b = Board()
    g = b.enter("Butcher Ghoul", controller="Alex")
    b.move(g, to="graveyard")
    b.ability(g, "Undying")
    r = b.resolve()
    assert b.state.objects[g].zone == "battlefield" and _counters(b, g, "+1/+1") == 1
    assert (r[g].power, r[g].toughness) == (2, 2) and not r.unsupported


def test_undying_does_nothing_when_it_had_a_counter() -> None:
    """603.10a: the intervening "if" reads the counters it had as it last existed on the battlefield."""
    b = Board()
    g = b.enter("Butcher Ghoul", controller="Alex")
    b.counters(g, add={"+1/+1": 1})
    b.move(g, to="graveyard")
    b.ability(g, "Undying")
    assert b.state.objects[g].zone == "graveyard"


def test_persist_returns_it_with_a_minus_counter() -> None:
    """Kitchen Finks (3/2), persist: returns a 2/1 with a -1/-1 counter; had one already: stays in the graveyard."""
    b = Board()
    o = b.enter("Kitchen Finks", controller="Alex")
    b.move(o, to="graveyard")
    b.ability(o, "Persist")
    r = b.resolve()
    assert b.state.objects[o].zone == "battlefield" and _counters(b, o, "-1/-1") == 1
    assert (r[o].power, r[o].toughness) == (2, 1)          # Kitchen Finks is 3/2
    b.move(o, to="graveyard")
    b.ability(o, "Persist")
    assert b.state.objects[o].zone == "graveyard"


def test_undying_and_persist_compile_to_their_rules() -> None:
    d = compile_card(_card("Butcher Ghoul")).effects
    assert {"kind": "triggered", "affects": "self", "condition": {"counters": {"kind": "+1/+1", "max": 0}},
            "return_to_battlefield": "owner", "counters": {"+1/+1": 1}} in d.values()
    d = compile_card(_card("Kitchen Finks")).effects
    assert {"kind": "triggered", "affects": "self", "condition": {"counters": {"kind": "-1/-1", "max": 0}},
            "return_to_battlefield": "owner", "counters": {"-1/-1": 1}} in d.values()
