"""One-shot counters of triggered abilities, round 12 (issue 12, branch ``oneshot12``).

"Put that many +1/+1 counters on ~" after an event that carries a number (603.2, 608.2h): the combat damage
dealt, the life gained, the cards discarded. The number belongs to the trigger event, which the board does not
hold: the ability step states it (``choices.number``); untold, nothing is put and the resolution lists the
ability in ``Resolution.unsupported`` — never 0 assumed.

Every expected value is worked out from the card's oracle text and the rule it cites, then checked on a board
with the real pool card. +1/+1 counters count in 7c (613.4c)."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import compiled, pt, supported


# ------------------------------------------------------------------------- "that many" of the trigger event

@pytest.mark.parametrize("name, which", [
    ("Ageless Entity", 1),            # "Whenever you gain life, put that many +1/+1 counters on this creature."
    ("Kavu Predator", 2),             # "Whenever an opponent gains life, ..."
    ("Marauding Mako", 1),            # "Whenever you discard one or more cards, ..."
    ("Westgate Regent", 3),           # "Whenever this creature deals combat damage to a player, ... on it."
    ("Hungering Hydra", 3),           # "Whenever this creature is dealt damage, ... on it."
    ("War Elemental", 2),             # "Whenever an opponent is dealt damage, ..."
    ("Selfless Squire", 3),           # "Whenever damage that would be dealt to you is prevented, ..."
    ("Woodland Champion", 1),         # "Whenever one or more tokens you control enter, ..."
])
def test_that_many_on_the_source_is_the_events_number(name, which):
    # the trigger's own number (603.2, 608.2h), as the ability step states it
    assert supported(name)
    assert compiled(name).effects[which] == {"affects": "self", "counters": {"+1/+1": "that_many"}}


def test_ageless_entity_gets_as_many_counters_as_life_gained():
    # Ageless Entity (4/4): "Whenever you gain life, put that many +1/+1 counters on this creature." You gained 3
    # life: three +1/+1 counters, 7/7 (613.4c)
    b = Board()
    b.enter("Ageless Entity", id="e")
    b.ability("e", 1, choices={"number": 3})
    assert pt(b, "e") == (7, 7)
    b.ability("e", 1, choices={"number": 1})     # another life gain event, one life: one more counter
    assert pt(b, "e") == (8, 8)
    assert not b.resolve().unsupported


def test_that_many_untold_is_listed_never_read_as_zero():
    # the amount of life gained is the event's, which the board doesn't hold: untold, no counter is put and the
    # resolution names the ability (never 0 assumed)
    b = Board()
    b.enter("Ageless Entity", id="e")
    b.ability("e", 1)
    res = b.resolve()
    assert pt(b, "e") == (4, 4)
    assert any(u[0] == "e" and "choices.number" in u[-1] for u in res.unsupported)


def test_combat_damage_that_many_on_the_creature_that_dealt_it():
    # Necropolis Regent: "Whenever a creature you control deals combat damage to a player, put that many +1/+1
    # counters on it." "It" is the creature of the event (the step names it as the ability's target); a Grizzly
    # Bears that dealt 2 combat damage gets two counters, 4/4; the Regent itself (6/5) none
    assert supported("Necropolis Regent")
    assert compiled("Necropolis Regent").effects[2] == {"affects": "targets", "counters": {"+1/+1": "that_many"}}
    b = Board()
    b.enter("Necropolis Regent", id="regent")
    b.enter("Grizzly Bears", id="bear")
    b.ability("regent", 2, targets=["bear"], choices={"number": 2})
    assert pt(b, "bear") == (4, 4) and pt(b, "regent") == (6, 5)


def test_that_many_on_each_creature_you_control():
    # Nykthos Paragon: "Whenever you gain life, you may put that many +1/+1 counters on each creature you control.
    # Do this only once each turn." Gained 2: each creature you control gets two (Paragon 4/6 -> 6/8, Bears 4/4);
    # an opponent's Bears none
    assert supported("Nykthos Paragon")
    b = Board()
    b.enter("Nykthos Paragon", id="p")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("p", 1, choices={"number": 2})
    assert pt(b, "p") == (6, 8) and pt(b, "mine") == (4, 4) and pt(b, "theirs") == (2, 2)


def test_that_many_on_target():
    # Treebeard, Gracious Host: "Whenever you gain life, put that many +1/+1 counters on target Halfling or
    # Treefolk." The target gets them: a 2/2 Treefolk gaining 4 -> 6/6
    b, _ = _board()
    b.enter("Treebeard, Gracious Host", id="tb")
    b.ability("tb", 4, targets=["tree"], choices={"number": 4})
    assert pt(b, "tree") == (6, 6)


def _board() -> tuple[Board, None]:
    b = Board()
    b.define("Test Sapling", "Creature — Treefolk", power=2, toughness=2)
    b.enter("Test Sapling", id="tree")
    return b, None


@pytest.mark.parametrize("text", [
    # no number in the event: "that many" names nothing the event carries
    "When this creature enters, put that many +1/+1 counters on it.",
    "Whenever another creature you control enters, put that many +1/+1 counters on it.",
    # a number the ability's own instruction brings in (the life paid, the cards discarded): not the event's
    # ("you may pay life equal to its power. If you do, put that many +1/+1 counters on it": the life paid, its
    # power, under you_did, since trigcounters16 — never the event's number; tests/test_trigcounters16.py)
    # ("you may discard any number of land cards. Put that many +1/+1 counters on this creature and draw that many
    # cards": the cards discarded this way, the step's stated count, since trigcounters15 — never the event's
    # number; tests/test_trigcounters15.py)
    # an instruction beside the counters that isn't read (converting changes the permanent's face)
    "Whenever you cast a spell that targets one or more creatures you control, put that many +1/+1 counters on "
    "this creature. Transform this creature.",
])
def test_that_many_not_of_the_event_is_not_compiled(text):
    c = compile_text("Test Beast", text, ["Creature"])
    assert not c.effects
    assert "that_many" not in repr(c.effects)


# ------------------------------------------------------------ counters on the token the trigger just created

def _battlefield_pt(b: Board) -> dict[str, tuple[int, int]]:
    r = b.resolve()
    return {oid: (r[oid].power, r[oid].toughness) for oid, o in b._state.objects.items()
            if o.zone == "battlefield" and r[oid].power is not None}


def test_a_triggers_counters_on_the_token_it_created():
    # Additive Evolution: "When this enchantment enters, create a 0/0 green and blue Fractal creature token. Put
    # three +1/+1 counters on it." The token (111.1) gets the three counters: 3/3 (613.4c)
    assert supported("Additive Evolution")
    d = compiled("Additive Evolution").effects[1]
    assert d["affects"] == "created" and d["counters"] == {"+1/+1": 3}
    assert d["create_token"]["power"] == 0 and d["create_token"]["subtypes"] == ["Fractal"]
    b = Board()
    b.enter("Additive Evolution", id="ae")
    b.ability("ae", 1)
    assert _battlefield_pt(b) == {"ae-token": (3, 3)}


def test_x_counted_as_it_resolves_after_the_token_is_created():
    # Gimbal, Gremlin Prodigy: "At the beginning of your end step, create a 0/0 red Gremlin artifact creature token.
    # Put X +1/+1 counters on it, where X is the number of differently named artifact tokens you control." X is
    # counted after the token exists (608.2c: in order), so the first Gremlin counts itself: 1/1; a second one sees
    # two tokens of one name (201.2): 1/1 too
    assert supported("Gimbal, Gremlin Prodigy")
    b = Board()
    b.enter("Gimbal, Gremlin Prodigy", id="g")
    b.ability("g", 2)
    assert _battlefield_pt(b)["g-token"] == (1, 1)
    b.ability("g", 2)
    assert _battlefield_pt(b)["g-token (2)"] == (1, 1)


def test_x_cards_in_hand_on_the_created_token():
    # Manifestation Sage: "When this creature enters, create a 0/0 green and blue Fractal creature token. Put X +1/+1
    # counters on it, where X is the number of cards in your hand." Two cards in hand: a 2/2 Fractal
    b = Board()
    b.enter("Manifestation Sage", id="s")
    b.enter("Grizzly Bears", id="h1", zone="hand")
    b.enter("Grizzly Bears", id="h2", zone="hand")
    b.ability("s", 1)
    assert _battlefield_pt(b)["s-token"] == (2, 2)


def test_token_counters_beside_other_counters_stay_one_shot():
    # Alien Invasion: "... create a 1/1 red Alien creature token ... Put a +1/+1 counter on it for each invasion
    # counter on this enchantment, then put an invasion counter on this enchantment." The invasion counter (no
    # layer effect) is one the next trigger counts: not compiled without it, so the whole ability stays one-shot
    c = compiled("Alien Invasion")
    assert not c.effects and c.abilities[0].note.startswith("one-shot counters")


def test_granted_that_many_resolves_from_the_creature():
    # Sunbond: "Enchanted creature has 'Whenever you gain life, put that many +1/+1 counters on this creature.'"
    # The granted trigger (613.1f) resolves from the enchanted Bears: gained 2 -> 4/4; untold -> listed, nothing put
    assert supported("Sunbond")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Sunbond", id="s", attached_to="bear")
    b.ability("bear", 1, choices={"number": 2})
    assert pt(b, "bear") == (4, 4) and not b.resolve().unsupported
    b.ability("bear", 1)
    assert pt(b, "bear") == (4, 4) and any("choices.number" in u[-1] for u in b.resolve().unsupported)


# ------------------------------------------------------------------ "put ... and <an instruction with no layer effect>"

def test_counters_beside_a_prevention_effect():
    # Favored Hoplite (1/2), heroic: "put a +1/+1 counter on this creature and prevent all damage that would be dealt
    # to it this turn": two instructions in order (608.2c); preventing damage has no layer effect (615): 2/3
    assert supported("Favored Hoplite")
    assert compiled("Favored Hoplite").effects[1] == {"kind": "triggered", "affects": "self", "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Favored Hoplite", id="h")
    b.ability("h", 1)
    assert pt(b, "h") == (2, 3)


@pytest.mark.parametrize("name", ["Chipper Chopper", "Ironclad Revolutionary", "Nadir Kraken"])
def test_if_you_do_counters_and_more_stay_one_shot(name):
    # "you may sacrifice an artifact. If you do, put two +1/+1 counters on this creature and each opponent loses 2
    # life": the counters depend on the optional action — never counters put whether or not it was done. Round 14
    # (ifsyou14) carries that action as the definition's ``you_did`` condition, so they are read under it
    c = compiled(name)
    assert not supported(name) or all("counters" not in d or d.get("condition") == {"you_did": True}
                                      for d in c.effects.values())


# ------------------------------------------------------------------------------ what "it" of the event names

@pytest.mark.parametrize("name, which", [
    ("Keleth, Sunmane Familiar", 1),      # "Whenever a commander you control attacks, put a +1/+1 counter on it."
    ("Miriam, Herd Whisperer", 2),        # "Whenever a Mount or Vehicle you control attacks, put ... on it."
    ("Growing Dread", 3),                 # "Whenever you turn a permanent face up, put a +1/+1 counter on it."
])
def test_it_is_the_events_one_object(name, which):
    # the one object of the event, which the step names as the ability's targets (never the source)
    assert supported(name)
    assert compiled(name).effects[which] == {"affects": "targets", "counters": {"+1/+1": 1}}


def test_keleth_counter_goes_on_the_attacking_commander():
    b = Board()
    b.enter("Keleth, Sunmane Familiar", id="k")
    b.enter("Grizzly Bears", id="cmd")
    b.ability("k", 1, targets=["cmd"])
    assert pt(b, "cmd") == (3, 3) and pt(b, "k") == (1, 1)


def test_x_of_that_spell_on_the_created_token_is_stated():
    # Deekah, Fractal Theorist: "Magecraft — Whenever you cast or copy an instant or sorcery spell, create a 0/0
    # green and blue Fractal creature token. Put X +1/+1 counters on it, where X is that spell's mana value." That
    # spell's mana value is the step's (choices.stated, 608.2h): 3 -> a 3/3 Fractal; untold: nothing made, listed
    b = Board()
    b.enter("Deekah, Fractal Theorist", id="d")
    b.ability("d", 1, choices={"stated": {"spell": {"mana_value": 3}}})
    assert pt(b, "d-token") == (3, 3)
    b2 = Board()
    b2.enter("Deekah, Fractal Theorist", id="d")
    b2.ability("d", 1)
    assert "d-token" not in b2._state.objects and b2.resolve().unsupported
