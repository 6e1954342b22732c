"""References after a sentence that names the permanent an Aura or Equipment is attached to, and the source
returned to the battlefield tapped, round 16 (issue 12, branch ``refs16``).

"It" / "that land" names exactly the object the rules say (303.4, 301.5, 400.7, 608.2c); expected values come
from the oracle text and the rules, never from the compiler's output.
"""
from __future__ import annotations

from layerkit import Board
from layerkit.compiler import compile_text

from tests._compiled import compiled


def _abilities(b: Board, oid: str) -> list[str]:
    return [str(a) for a in b.resolve()[oid].characteristics.abilities]


# ----------------------------------------- "untap enchanted creature. It gains ...": the enchanted permanent (303.4)

def test_untap_enchanted_creature_then_it_is_the_enchanted_creature() -> None:
    c = compile_text("Test Card", "When this Aura enters, untap enchanted creature. It gains hexproof until end of turn.",
                     ["Enchantment"])
    assert c.supported
    assert c.effects == {1: {"affects": "enchanted", "duration": "end_of_turn", "add_abilities": ["Hexproof"]}}


def test_tap_equipped_creature_then_it_is_the_equipped_creature() -> None:
    c = compile_text("Test Card", "{1}: Tap equipped creature. It gets +1/+1 until end of turn.", ["Artifact"])
    assert c.supported
    assert c.effects == {1: {"affects": "equipped", "duration": "end_of_turn", "modify_pt": [1, 1]}}


def test_untap_target_or_source_still_names_them() -> None:
    c = compile_text("Test Card", "{1}: Untap target creature. It gains flying until end of turn.", ["Artifact"])
    assert c.effects[1]["affects"] == "targets"


def test_wellspring_gains_control_of_the_enchanted_land_each_upkeep() -> None:
    # "At the beginning of your upkeep, untap enchanted land. You gain control of that land until end of turn."
    c = compiled("Wellspring")
    assert c.supported
    assert c.effects[3] == {"affects": "enchanted", "duration": "end_of_turn", "gain_control": "you"}
    b = Board()
    b.enter("Forest", id="f", controller="Bo")
    b.enter("Wellspring", id="w", controller="Alex", attached_to="f")
    b.ability("w", "At the beginning of your upkeep")
    assert b.resolve()["f"].characteristics.controller == "Alex"        # 613.1b: layer 2
    b.end_turn()                                                         # 514.2: "until end of turn" ends
    assert b.resolve()["f"].characteristics.controller == "Bo"


def test_airtight_alibi_trigger_gives_the_enchanted_creature_hexproof() -> None:
    c = compiled("Airtight Alibi")
    assert c.effects[3] == {"affects": "enchanted", "duration": "end_of_turn", "add_abilities": ["Hexproof"]}
    # "Enchanted creature gets +2/+2 and can't become suspected." stays reported as before
    assert not c.supported


# ------------------------------- "Enchanted creature can't attack or block. It ...": the enchanted permanent (303.4)

def test_a_restriction_on_the_enchanted_creature_then_it_is_that_creature() -> None:
    c = compile_text("Test Card", "Enchanted creature can't block. It gets -1/-1.", ["Enchantment"])
    assert c.supported and c.effects == {1: {"affects": "enchanted", "modify_pt": [-1, -1]}}
    c = compile_text("Test Card", "Equipped creature doesn't untap during its controller's untap step. It has flying.",
                     ["Artifact"])
    assert c.supported and c.effects == {1: {"affects": "equipped", "add_abilities": ["Flying"]}}


def test_the_controller_of_the_enchanted_creature_is_not_a_restriction_on_it() -> None:
    # "enchanted creature's controller ..." names a player: "it" after it stays unbound
    c = compile_text("Test Card", "Enchanted creature's controller can't gain life. It gets -1/-1.", ["Enchantment"])
    assert not c.supported


def test_heliods_punishment_the_enchanted_creature_loses_all_abilities_and_has_the_task_ability() -> None:
    # "Enchanted creature can't attack or block. It loses all abilities and has "{T}: Remove a task counter from
    # Heliod's Punishment. ..."": the creature loses its own abilities (613.1f) and has the one granted by the same
    # effect (613.7: in the order written, one effect)
    c = compiled("Heliod's Punishment")
    assert c.supported
    b = Board()
    b.enter("Serra Angel", id="s", controller="Bo")
    b.enter("Heliod's Punishment", id="hp", controller="Alex", attached_to="s")
    ab = _abilities(b, "s")
    assert "Flying" not in ab and "Vigilance" not in ab
    assert len(ab) == 1 and ab[0].startswith("{T}: Remove a task counter from Heliod's Punishment.")
    r = b.resolve()["s"]
    assert (r.power, r.toughness) == (4, 4)


# ------------------------------------------ "return ~ from your graveyard to the battlefield tapped" (110.5b, 400.7)

def test_llanowar_greenwidow_returns_tapped_and_gains_the_exile_replacement() -> None:
    # "{7}{G}: Return this card from your graveyard to the battlefield tapped. It gains "If this permanent would leave
    # the battlefield, exile it instead of putting it anywhere else."": a new object (400.7), tapped (110.5b), with
    # the granted ability beside its own reach and trample; no duration: for as long as it stays (611.2a)
    c = compiled("Llanowar Greenwidow")
    assert c.supported
    b = Board()
    b.enter("Llanowar Greenwidow", id="l", controller="Alex", zone="graveyard")
    b.ability("l", "Domain")
    o = b._state.objects["l"]
    assert o.zone == "battlefield" and o.tapped and o.controller == "Alex"
    ab = _abilities(b, "l")
    assert "Reach" in ab and "Trample" in ab
    assert any(a.startswith("If this permanent would leave the battlefield, exile it instead") for a in ab)
    r = b.resolve()["l"]
    assert (r.power, r.toughness) == (4, 3)      # printed 4/3: no change to it
    b.end_turn()
    assert any(a.startswith("If this permanent would leave the battlefield") for a in _abilities(b, "l"))


def test_vladimir_and_godfrey_return_tapped_and_perpetually_get_plus_one() -> None:
    # "Rejuvenation — {2}{W}: Return Vladimir and Godfrey from your graveyard to the battlefield tapped. It perpetually
    # gets +1/+1.": a 3/2 (printed) that comes back tapped as a 4/3
    c = compiled("Vladimir and Godfrey")
    assert c.supported
    b = Board()
    b.enter("Vladimir and Godfrey", id="v", controller="Alex", zone="graveyard")
    base = (3, 2)       # its printed power and toughness
    b.ability("v", "Rejuvenation")
    o = b._state.objects["v"]
    assert o.zone == "battlefield" and o.tapped
    r = b.resolve()["v"]
    assert (r.power, r.toughness) == (base[0] + 1, base[1] + 1)
    b.end_turn()
    r = b.resolve()["v"]
    assert (r.power, r.toughness) == (base[0] + 1, base[1] + 1)


def test_a_source_returned_untapped_stays_untapped() -> None:
    c = compile_text("Test Card", "{3}: Return this card from your graveyard to the battlefield. It gains haste.",
                     ["Creature"])
    assert "put_tapped" not in c.effects.get(1, {})


def test_only_the_source_from_your_graveyard_returns_tapped() -> None:
    # a triggered "return it to the battlefield tapped" (a delayed return, or another object) is not read this way
    c = compile_text("Test Card", "When this creature dies, return it to the battlefield tapped. It gains haste.",
                     ["Creature"])
    assert not c.supported
    # (the source returned from your graveyard "tapped with a +1/+1 counter on it" is read since round 18, 110.5b,
    # 614.1c: tests/test_counters18.py)
    c = compile_text("Test Card", "{3}: Return this card from your graveyard to the battlefield tapped with a +1/+1 "
                     "counter on it. It gains haste.", ["Creature"])
    assert c.effects[1].get("put_tapped") == "tapped" and c.effects[1].get("counters") == {"+1/+1": 1}


def test_honest_work_removes_every_counter_from_the_enchanted_creature() -> None:
    # "When this Aura enters, tap enchanted creature and remove all counters from it.": "it" is the enchanted
    # creature (303.4), never the Aura; its +1/+1 counters go (122.1), and its P/T with them (613.4c)
    c = compiled("Honest Work")
    assert c.effects[2] == {"affects": "enchanted", "remove_counters": {"any": "all"}}
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo", counters={"+1/+1": 2})
    b.enter("Honest Work", id="hw", controller="Alex", attached_to="g")
    r = b.resolve()["g"]
    assert (r.power, r.toughness) == (4, 4)
    b.ability("hw", "When this Aura enters")
    assert not dict(b._state.objects["g"].counters)
