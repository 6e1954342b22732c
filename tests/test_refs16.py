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
