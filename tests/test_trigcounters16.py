"""Triggered abilities' counters, round 16 (issue 12, branch ``trigcounters16``).

Expected values come from the cards' oracle text and the rules: a board is built with the real pool card, its
trigger resolves, and the characteristics the text implies are asserted (613.4c: +1/+1 counters in layer 7c).
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


# -- "put its +1/+1 counters on <target>": only the counters of that kind (608.2h, 603.10a) ---------------------

def test_selfless_police_captain_puts_only_its_plus_one_counters() -> None:
    # "This creature enters with a +1/+1 counter on it. When this creature leaves the battlefield, put its +1/+1
    # counters on target creature you control.": a flying counter it also had stays behind (122.1b)
    c = compiled("Selfless Police Captain")
    assert c.supported
    assert c.effects[2] == {"affects": "targets", "source_counters": "+1/+1"}
    b = layerkit.Board()
    b.enter("Selfless Police Captain", id="cap")
    b.counters("cap", add={"+1/+1": 1, "flying": 1})
    b.enter("Grizzly Bears", id="bears")
    b.move("cap", "exile")
    b.ability("cap", 2, targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (4, 4)          # 2/2 with the two +1/+1 counters it had
    assert "Flying" not in {a.text for a in res["bears"].abilities}


def test_its_counters_of_every_kind_are_still_all_of_them() -> None:
    # "put its counters on ..." (no kind): every counter, the flying counter too (Star Pupil, as in round 15)
    b = layerkit.Board()
    b.enter("Star Pupil", id="pupil")
    b.counters("pupil", add={"flying": 1})
    b.enter("Grizzly Bears", id="bears")
    b.move("pupil", "graveyard")
    b.ability("pupil", 2, targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3) and "Flying" in {a.text for a in res["bears"].abilities}


def test_sin_puts_its_counters_then_shuffles_itself_away() -> None:
    # "When Sin dies, put its counters on target creature you control, then shuffle this card into its owner's
    # library.": the shuffle (after, 608.2c) changes no characteristic of the target
    c = compiled("Sin, Unending Cataclysm")
    assert c.supported
    assert {"affects": "targets", "source_counters": True} in c.effects.values()
    which = next(k for k, d in c.effects.items() if d.get("source_counters"))
    b = layerkit.Board()
    b.enter("Sin, Unending Cataclysm", id="sin", choices={"stated": {"removed": {"count": 2}}})
    b.enter("Grizzly Bears", id="bears")
    b.move("sin", "graveyard")
    b.ability("sin", which, targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (6, 6)          # X = twice the two counters removed: four +1/+1 counters


def test_another_objects_kind_of_counters_is_not_read() -> None:
    # "whenever another creature you control dies, put its +1/+1 counters on ~": not the source's own counters
    c = compile_text("Test Spirit", "Whenever another creature you control dies, put its +1/+1 counters on this creature.",
                     types=["Creature"])
    assert not c.effects        # one-shot counters (not read), never the source's own
    assert c.abilities[0].note.startswith("one-shot counters")


# -- "Whenever your commander attacks, put two +1/+1 counters on it" (903.3, 702.124d) -------------------------

def test_my_champion_stands_supreme_counters_on_the_attacking_commander() -> None:
    c = compiled("My Champion Stands Supreme")
    assert c.supported
    assert {"affects": "targets", "counters": {"+1/+1": 2}} in c.effects.values()
    b = layerkit.Board()
    b.enter("Isamaru, Hound of Konda", id="isamaru", commander=True)       # a 2/2
    b.enter("Grizzly Bears", id="bears")
    b.enter("My Champion Stands Supreme", id="scheme")
    b.ability("scheme", 2, targets=["isamaru"])
    res = b.resolve()
    assert _pt(res, "isamaru") == (4, 4)
    assert _pt(res, "bears") == (2, 2)


# -- "you may sacrifice ... If you do, put a +1/+1 counter on ~ and exile the top card of your library. You may
# -- play that card this turn." (608.2c: the counter only when the creature was sacrificed) --------------------

def test_redcap_gutter_dweller_counter_only_if_you_did() -> None:
    c = compiled("Redcap Gutter-Dweller")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "counters": {"+1/+1": 1}, "condition": {"you_did": True}}
    for choices, want, listed in (({"you_did": True}, (4, 4), False), ({"you_did": False}, (3, 3), False),
                                  ({}, (3, 3), True)):
        b = layerkit.Board()
        b.enter("Redcap Gutter-Dweller", id="redcap")          # a 3/3
        b.ability("redcap", 3, choices=choices)
        res = b.resolve()
        assert _pt(res, "redcap") == want
        assert bool(res.unsupported) == listed           # untold: listed, never assumed


def test_another_you_may_after_if_you_do_still_blocks_you_did() -> None:
    # a second optional action after "if you do" (not a permission to play the card later): not carried
    c = compile_text("Test Goblin", "At the beginning of your upkeep, you may sacrifice another creature. If you do, put a +1/+1 "
                     "counter on this creature and exile the top card of your library. You may sacrifice a land.",
                     types=["Creature"])
    assert not c.supported and not c.effects


# -- "Whenever you cast a spell with {X} in its mana cost, ... put X +1/+1 counters ..." (107.3e) ---------------

def test_nev_puts_the_x_of_the_spell_cast() -> None:
    # Nev, the Practical Dean is 2/2: X = 3 chosen for the spell (the step's choices.number): 5/5
    c = compiled("Nev, the Practical Dean")
    assert c.supported
    b = layerkit.Board()
    b.enter("Nev, the Practical Dean", id="nev")
    b.ability("nev", 2, choices={"number": 3})
    assert _pt(b.resolve(), "nev") == (5, 5)


def test_nev_x_untold_is_listed_never_zero() -> None:
    b = layerkit.Board()
    b.enter("Nev, the Practical Dean", id="nev")
    b.ability("nev", 2)
    res = b.resolve()
    assert _pt(res, "nev") == (2, 2) and res.unsupported


def test_zaxara_hydra_token_gets_x_counters() -> None:
    # "create a 0/0 green Hydra creature token, then put X +1/+1 counters on it": X = 4: a 4/4 green Hydra
    b = layerkit.Board()
    b.enter("Zaxara, the Exemplary", id="z")
    b.ability("z", 3, choices={"number": 4})
    res = b.resolve()
    token = next(i for i in res.ids if i != "z")
    assert _pt(res, token) == (4, 4)
    assert "Hydra" in res[token].subtypes and set(res[token].colors) == {"G"}
    assert _pt(res, "z") == (2, 3)              # Zaxara itself unchanged


def test_x_of_another_cast_trigger_stays_undefined() -> None:
    # "Whenever you cast a creature spell, put X +1/+1 counters on ~": no X the text defines: not read
    c = compile_text("Test Ooze", "Whenever you cast a creature spell, put X +1/+1 counters on this creature.",
                     types=["Creature"])
    assert not c.effects


# -- "put X +1/+1 counters on it and mill twice X cards" (701.17a: milling has no layer effect; 107.3m) ----------

def test_master_of_keys_enters_x_counters_and_mills() -> None:
    # The Master of Keys is a 3/3 with {X} in its mana cost: cast with X = 3, its trigger puts three: 6/6
    c = compiled("The Master of Keys")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "counters": {"+1/+1": "entered_x"}}
    b = layerkit.Board()
    b.enter("The Master of Keys", id="m", choices={"number": 3})
    b.ability("m", 2)
    assert _pt(b.resolve(), "m") == (6, 6)
    b = layerkit.Board()
    b.enter("The Master of Keys", id="m")                   # how it was cast untold: listed, nothing put
    b.ability("m", 2)
    res = b.resolve()
    assert _pt(res, "m") == (3, 3) and res.unsupported


def test_mill_after_counters_splits_as_two_instructions() -> None:
    from layerkit.compiler.compile import _split_puts
    assert _split_puts(["put a +1/+1 counter on ~ and mill two cards."], "triggered") == [
        "put a +1/+1 counter on ~.", "mill two cards."]


# -- "you may pay life equal to its power. If you do, put that many +1/+1 counters on it." (119.4, 608.2h) -------

def test_madame_null_that_many_is_the_entering_creatures_power() -> None:
    c = compiled("Madame Null, Power Broker")
    assert c.supported
    assert c.effects[2] == {"affects": "targets", "counters": {"+1/+1": {"power": "it"}}, "condition": {"you_did": True}}
    for choices, want in (({"you_did": True}, (4, 4)), ({"you_did": False}, (2, 2))):
        b = layerkit.Board()
        b.enter("Madame Null, Power Broker", id="null")
        b.enter("Grizzly Bears", id="bears")                # a 2/2: pay 2 life, two counters
        b.ability("null", 2, targets=["bears"], choices=choices)
        assert _pt(b.resolve(), "bears") == want


def test_madame_null_zero_power_pays_zero_gets_none() -> None:
    b = layerkit.Board()
    b.enter("Madame Null, Power Broker", id="null")
    b.enter("Ornithopter", id="thopter")                    # a 0/2
    b.ability("null", 2, targets=["thopter"], choices={"you_did": True})
    assert _pt(b.resolve(), "thopter") == (0, 2)


def test_life_equal_to_another_objects_power_is_not_read_as_its_own() -> None:
    # "pay life equal to ~'s power ... counters on it": the life is the source's power, the counters on another
    # object: the rewrite needs one object in both sentences
    from layerkit.compiler.compile import _that_many_done
    norm = "you may pay life equal to ~'s power. if you do, put that many +1/+1 counters on it."
    assert _that_many_done(norm) == norm
