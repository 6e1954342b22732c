"""A source that left the battlefield puts its counters on another object (608.2h, 603.10a), round 15.

"When this creature dies, put its counters on target creature you control": the counters are the ones the source
had as it last existed on the battlefield, of whatever kinds. Expected values come from the cards' oracle text and
the rules: a board is built with the real pool card, the source leaves, and its trigger resolves.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.analysis.coverage import assess, load_cards
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError
from layerkit.vocabulary.classifier import classify

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


def _kw(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def test_star_pupil_puts_its_counter_on_the_target() -> None:
    # "This creature enters with a +1/+1 counter on it. When this creature dies, put its counters on target creature
    # you control.": Grizzly Bears 2/2 gets the one +1/+1 counter: 3/3 (613.4c)
    c = compiled("Star Pupil")
    assert c.supported
    assert c.effects[2] == {"affects": "targets", "source_counters": True}
    b = layerkit.Board()
    b.enter("Star Pupil", id="pupil")
    b.enter("Grizzly Bears", id="bears")
    b.move("pupil", "graveyard")
    b.ability("pupil", 2, targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3)


def test_broodguard_elite_moves_counters_of_every_kind_it_had() -> None:
    # "This creature enters with X +1/+1 counters on it. ... When this creature leaves the battlefield, put its
    # counters on target creature you control.": X = 3, and a flying counter given later: the target gets three
    # +1/+1 counters and the flying counter (122.1b: flying, layer 6), 2/2 -> 5/5
    b = layerkit.Board()
    b.enter("Broodguard Elite", id="elite", choices={"number": 3})
    b.counters("elite", add={"flying": 1})
    b.enter("Grizzly Bears", id="bears")
    b.move("elite", "exile")
    b.ability("elite", "when this creature leaves the battlefield", targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (5, 5)
    assert "Flying" in _kw(res, "bears")


def test_counters_removed_before_it_left_are_not_put() -> None:
    # 608.2h: its counters as it last existed on the battlefield: Star Pupil loses its counter, then dies: nothing
    b = layerkit.Board()
    b.enter("Star Pupil", id="pupil")
    b.counters("pupil", remove={"+1/+1": 1})
    b.enter("Grizzly Bears", id="bears")
    b.move("pupil", "graveyard")
    b.ability("pupil", 2, targets=["bears"])
    assert _pt(b.resolve(), "bears") == (2, 2)


def test_iron_apprentice_those_counters_after_if_it_had_counters() -> None:
    # "When this creature dies, if it had counters on it, put those counters on target creature you control.":
    # Iron Apprentice enters with a +1/+1 counter; Grizzly Bears gets it: 3/3
    assert compiled("Iron Apprentice").supported
    b = layerkit.Board()
    b.enter("Iron Apprentice", id="app")
    b.enter("Grizzly Bears", id="bears")
    b.move("app", "graveyard")
    b.ability("app", 2, targets=["bears"])
    assert _pt(b.resolve(), "bears") == (3, 3)


def test_source_still_on_the_battlefield_is_refused() -> None:
    # the trigger is of the source leaving: a source still on the battlefield had no counters "as it last existed"
    b = layerkit.Board()
    b.enter("Star Pupil", id="pupil")
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError, match="608.2h"):
        b.ability("pupil", 2, targets=["bears"])


# (ifsyou16: Buzzard-Wasp Colony, Host of the Hereafter and Reluctant Role Model now read the event's creature
# through what the step states of it, choices.stated.died.counters: tests/test_ifsyou16.py; Fate Transfer's "move
# all counters from target creature onto another target creature" is read since round 18, 122.5:
# tests/test_misc18.py)


def test_event_objects_counters_are_listed_when_resolved() -> None:
    # Buzzard-Wasp Colony: "Whenever another creature you control dies, if it had counters on it, put its counters on
    # this creature.": not carried out, so the resolution names it (never a quiet 2/2... with no counters)
    b = layerkit.Board()
    b.enter("Buzzard-Wasp Colony", id="colony")
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 2})
    b.move("bears", "graveyard")
    b.ability("colony", "whenever another creature you control dies")
    res = b.resolve()
    assert any(u[0] == "colony" for u in res.unsupported), res.unsupported


def test_moved_counters_touch_layer_7c() -> None:
    # 122.1, 613.4c: counters an object had, put on another, change power and toughness: a layer effect, never
    # "no layer effect" (which would count a card that drops them as fully supported)
    assert "7c" in classify("When this creature dies, put its counters on target creature you control.").layers


# ------------------------------------------- counters whose number is a game fact the board was not told (608.2h)

def test_betor_counters_equal_to_life_gained_read_the_fact() -> None:
    # "At the beginning of your end step, put a number of +1/+1 counters on up to one other target creature you
    # control equal to the amount of life you gained this turn.": 3 life gained: Grizzly Bears 2/2 -> 5/5
    b = layerkit.Board()
    b.enter("Betor, Ancestor's Voice", id="betor")
    b.enter("Grizzly Bears", id="bears")
    b.state_fact("Alex", life_gained_this_turn=3)
    b.ability("betor", "at the beginning of your end step", targets=["bears"], choices={"phrases": [1, 0]})
    res = b.resolve()
    assert _pt(res, "bears") == (5, 5) and res.unsupported == []


def test_betor_untold_life_gained_is_listed_not_read_as_zero() -> None:
    # the board was not told how much life Alex gained this turn: no counters, and the resolution names the ability
    b = layerkit.Board()
    b.enter("Betor, Ancestor's Voice", id="betor")
    b.enter("Grizzly Bears", id="bears")
    b.ability("betor", "at the beginning of your end step", targets=["bears"], choices={"phrases": [1, 0]})
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2)
    assert any(u[0] == "betor" and "life_gained_this_turn" in u[3] for u in res.unsupported), res.unsupported


def test_a_life_condition_after_damage_to_each_player_is_not_trusted() -> None:
    # Spawn of Mayhem: "this creature deals 1 damage to each player. Then if you have 10 or less life, put a +1/+1
    # counter on this creature.": the damage (which the board does not deal) changes the life total the "if" reads
    # (120.3a, 608.2c): a told life of 11 would be 10 by then, so the ability is not counted as understood
    cards = {c["name"]: c for c in load_cards()}
    assert assess(cards["Spawn of Mayhem"]).status != "fully"


# ------------------------------------------- "When you do, ..." (603.12): a reflexive trigger of an optional action

def test_when_you_do_needs_the_action_taken() -> None:
    # Hurska Sweet-Tooth: "Whenever you gain life, you may pay {G/W}. When you do, target creature gets +X/+X until
    # end of turn, where X is the amount of life you gained.": the reflexive ability triggers only if {G/W} was paid
    # (603.12a). Paid, 3 life: Grizzly Bears 2/2 -> 5/5; not paid: 2/2; untold: listed, never assumed
    def run(choices):
        b = layerkit.Board()
        b.enter("Hurska Sweet-Tooth", id="h")
        b.enter("Grizzly Bears", id="bear")
        b.ability("h", 2, targets=["bear"], choices=choices)
        return b.resolve()
    assert _pt(run({"number": 3, "you_did": True}), "bear") == (5, 5)
    assert _pt(run({"number": 3, "you_did": False}), "bear") == (2, 2)
    res = run({"number": 3})
    assert _pt(res, "bear") == (2, 2) and any("you_did" in u[3] for u in res.unsupported)


# ------------------------------------------- counters of a kind a compiled effect of the card reads (122.1)

def test_charge_counters_a_static_counts_are_put_by_the_trigger() -> None:
    # Door of Destinies: "Whenever you cast a spell of the chosen type, put a charge counter on this artifact.
    # Creatures you control of the chosen type get +1/+1 for each charge counter on this artifact.": Elves chosen;
    # two triggers: Llanowar Elves 1/1 -> 3/3 (613.4c)
    b = layerkit.Board()
    b.enter("Door of Destinies", id="door", choices={"creature_type": "Elf"})
    b.enter("Llanowar Elves", id="elf")
    b.ability("door", 2)
    b.ability("door", 2)
    assert _pt(b.resolve(), "elf") == (3, 3)


def test_valor_counters_paid_for_any_number_of_times() -> None:
    # Intrepid Adversary (3/1): "you may pay {1}{W} any number of times. When you pay this cost one or more times,
    # put that many valor counters on this creature. Creatures you control get +1/+1 for each valor counter on this
    # creature.": paid twice -> Intrepid 5/3 and Grizzly Bears 4/4
    b = layerkit.Board()
    b.enter("Intrepid Adversary", id="adv")
    b.enter("Grizzly Bears", id="bears")
    b.ability("adv", 2, choices={"you_did": True, "number": 2})
    res = b.resolve()
    assert _pt(res, "adv") == (5, 3) and _pt(res, "bears") == (4, 4)
