"""Layer 7: power and toughness (CR 613.4, 107.1b, 208.2a, 208.3, 711).

Expected values come from the Comprehensive Rules' own examples (ids as in
/work/shared/reference/comprehensive-rules-examples.md) or from the rule text.
"""
from __future__ import annotations

import pytest

from layerkit import Board


def spell(board: Board, name: str, text: str, **definition) -> str:
    """A homebrew instant whose ability 1 is ``definition``."""
    return board.define(name, "Instant", oracle_text=text, effects={1: definition})


def pump(board: Board, name: str, p: int, t: int, duration: str = "end_of_turn") -> str:
    return spell(board, name, f"Target creature gets {p:+d}/{t:+d} until end of turn.",
                 affects="targets", duration=duration, modify_pt=[p, t])


def switch(board: Board, name: str = "Switcheroo", duration: str = "end_of_turn") -> str:
    return spell(board, name, "Switch target creature's power and toughness until end of turn.",
                 affects="targets", duration=duration, switch_pt=True)


def creature(board: Board, name: str, p: int, t: int, type_line: str = "Creature — Test", **facts) -> str:
    return board.define(name, type_line, power=p, toughness=t, **facts)


def pt(res, oid):
    return res[oid].power, res[oid].toughness


# ------------------------------------------------------------------------------ 613.4d examples

def test_cr_613_4d_1_switch_then_modify():
    """CR-613.4d-1: a 1/3 gets +0/+1, then is switched (4/1); a new +5/+0 makes it 4/6."""
    b = Board()
    creature(b, "One Three", 1, 3)
    b.enter("One Three", id="c")
    b.cast(pump(b, "Plus Zero One", 0, 1), targets=["c"])
    b.cast(switch(b), targets=["c"])
    assert pt(b.resolve(), "c") == (4, 1)
    b.cast(pump(b, "Plus Five Zero", 5, 0), targets=["c"])
    assert pt(b.resolve(), "c") == (4, 6)


def test_cr_613_4d_2_modifier_ends_before_switch():
    """CR-613.4d-2: 1/3, +0/+1, switched = 4/1; when the +0/+1 ends first it is 3/1."""
    b = Board()
    creature(b, "One Three", 1, 3)
    b.enter("One Three", id="c")
    b.cast(pump(b, "Plus Zero One", 0, 1, duration="end_of_turn"), targets=["c"])
    b.cast(switch(b, duration="permanent"), targets=["c"])
    assert pt(b.resolve(), "c") == (4, 1)
    b.end_turn()                                   # only the +0/+1 ends
    assert pt(b.resolve(), "c") == (3, 1)


def test_cr_613_4d_3_two_switches_cancel():
    """CR-613.4d-3: 1/3, +0/+1, switched twice: the creature is 1/4."""
    b = Board()
    creature(b, "One Three", 1, 3)
    b.enter("One Three", id="c")
    b.cast(pump(b, "Plus Zero One", 0, 1), targets=["c"])
    b.cast(switch(b, "Switch A"), targets=["c"])
    b.cast(switch(b, "Switch B"), targets=["c"])
    assert pt(b.resolve(), "c") == (1, 4)


def test_613_4d_switch_applies_after_all_of_7c_even_if_older():
    """613.4: sublayer 7d comes after 7c regardless of timestamps (Twisted Image, then Giant Growth)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")              # 2/2
    b.cast(switch(b), targets=["bears"])
    b.cast("Giant Growth", targets=["bears"])          # +3/+3 -> 5/5, switched 5/5
    b.cast(pump(b, "Plus Two Zero", 2, 0), targets=["bears"])  # 7/5 -> switched 5/7
    assert pt(b.resolve(), "bears") == (5, 7)


# ------------------------------------------------------------------------------ 613.5 / 613.4b-c

def test_cr_613_5_2_gray_ogre():
    """CR-613.5-2: Gray Ogre 2/2; +1/+1 counter 3/3; +4/+4 spell 7/7; "+0/+2" enchantment 7/9;
    "becomes 0/1" (7b) makes it 5/8."""
    b = Board()
    b.enter("Gray Ogre", id="ogre")
    b.counters("ogre", add={"+1/+1": 1})
    assert pt(b.resolve(), "ogre") == (3, 3)
    b.cast(pump(b, "Plus Four", 4, 4), targets=["ogre"])
    assert pt(b.resolve(), "ogre") == (7, 7)
    b.define("Toughness Anthem", "Enchantment", oracle_text="Creatures you control get +0/+2.",
             effects={1: {"affects": {"types": ["Creature"], "controller": "you"}, "modify_pt": [0, 2]}})
    b.enter("Toughness Anthem")
    assert pt(b.resolve(), "ogre") == (7, 9)
    b.cast(spell(b, "Zero One", "Target creature becomes 0/1 until end of turn.",
                 affects="targets", duration="end_of_turn", set_pt=[0, 1]), targets=["ogre"])
    assert pt(b.resolve(), "ogre") == (5, 8)


def test_613_4b_set_effects_in_timestamp_order():
    """613.4b / 613.7b: two setting effects of resolved spells apply in timestamp order; the later wins."""
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Diminish", targets=["a"]); b.cast("Square Up", targets=["a"])
    b.cast("Square Up", targets=["b"]); b.cast("Diminish", targets=["b"])
    r = b.resolve()
    assert pt(r, "a") == (4, 4)
    assert pt(r, "b") == (1, 1)


def test_613_4c_counters_apply_after_setting_effects():
    """613.4b/c: a +1/+1 counter (7c) still counts after "becomes 1/1" (7b), whatever the timestamps."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Diminish", targets=["bears"])
    b.counters("bears", add={"+1/+1": 2})
    b.enter("Grizzly Bears", id="older", counters={"+1/+1": 2})
    b.cast("Diminish", targets=["older"])
    r = b.resolve()
    assert pt(r, "bears") == (3, 3)
    assert pt(r, "older") == (3, 3)


def test_613_4c_plus_and_minus_counters_both_modify():
    """613.4c: +1/+1 and -1/-1 counters are both 7c modifications."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 3, "-1/-1": 1})
    assert pt(b.resolve(), "bears") == (4, 4)


def test_613_4a_cda_applies_before_setting_effect_with_older_timestamp():
    """613.4a/b: a P/T CDA (7a) applies before a 7b setting effect even when the 7b effect is older
    (Godhead of Awe, then Regal Bunnicorn enters): Bunnicorn is 1/1."""
    b = Board()
    b.enter("Godhead of Awe")
    b.enter("Regal Bunnicorn", id="bunny")
    r = b.resolve()
    assert pt(r, "bunny") == (1, 1)
    assert r.order["7a"] and r.order["7a"][0].startswith("Regal Bunnicorn")


def test_613_4a_cda_counts():
    """604.3 / 613.4a: Regal Bunnicorn's P/T = nonland permanents you control (itself + 2 others; a
    land and an opponent's permanent don't count)."""
    b = Board()
    b.enter("Sol Ring"); b.enter("Blood Moon"); b.enter("Forest"); b.enter("Sol Ring", controller="Bo")
    b.enter("Regal Bunnicorn", id="bunny")
    assert pt(b.resolve(), "bunny") == (3, 3)


def test_cr_107_1b_1_negative_power():
    """CR-107.1b-1: a 3/4 that gets -5/-0 is -2/4; giving it +3/+0 raises its power to 1."""
    b = Board()
    creature(b, "Three Four", 3, 4)
    b.enter("Three Four", id="c")
    b.cast(pump(b, "Minus Five", -5, 0), targets=["c"])
    assert pt(b.resolve(), "c") == (-2, 4)
    b.cast(pump(b, "Plus Three", 3, 0), targets=["c"])
    assert pt(b.resolve(), "c") == (1, 4)


def test_cr_613_6_4_svogthos_animate_land_and_giant_growth():
    """CR-613.6-4 (first part): "becomes a 3/3 creature that's still a land" (layers 4, 7b) on
    Svogthos, then +1/+1 (7c): a 4/4 land creature."""
    b = Board()
    b.enter("Svogthos, the Restless Tomb", id="svogthos")
    b.cast("Animate Land", targets=["svogthos"])
    r = b.resolve()
    assert {"Land", "Creature"} <= r["svogthos"].types and pt(r, "svogthos") == (3, 3)
    b.cast(spell(b, "Plus One", "Target creature gets +1/+1 until end of turn.",
                 affects="targets", duration="end_of_turn", modify_pt=[1, 1]), targets=["svogthos"])
    r = b.resolve()
    assert {"Land", "Creature"} <= r["svogthos"].types and pt(r, "svogthos") == (4, 4)


def _svogthos_board(graveyard_creatures: int) -> Board:
    b = Board()
    # Svogthos's ability with the granted P/T ability written as a definition (README form)
    b.define("Svogthos Test Tomb", "Land",
             oracle_text="{T}: Add {C}.\n{3}{B}{G}: Until end of turn, this land becomes a black and green Plant "
                         "Zombie creature with \"This creature's power and toughness are each equal to the number "
                         "of creature cards in your graveyard.\" It's still a land.",
             effects={2: {"kind": "activated", "affects": "self", "duration": "end_of_turn",
                          "add_types": ["Creature"], "add_subtypes": ["Plant", "Zombie"], "set_colors": ["B", "G"],
                          "add_abilities": [{"text": "This creature's power and toughness are each equal to the "
                                                     "number of creature cards in your graveyard.",
                                             "affects": "self",
                                             "set_pt": {"count": {"types": ["Creature"], "owner": "you",
                                                                  "zones": ["graveyard"]}}}]}})
    for i in range(graveyard_creatures):
        b.enter("Grizzly Bears", id=f"dead{i}", zone="graveyard")
    b.enter("Svogthos Test Tomb", id="svogthos")
    b.cast("Animate Land", targets=["svogthos"])
    b.cast("Giant Growth", targets=["svogthos"])      # +3/+3 instead of +1/+1: 6/6
    return b


def test_cr_613_6_4_svogthos_granted_pt_ability_is_7b_in_timestamp_order():
    """CR-613.6-4: the P/T ability Svogthos's own effect grants is not a CDA (604.3a(2)); it applies in
    7b in timestamp order: with 10 creature cards in the graveyard it is 10/10 + 7c; applying the
    "becomes 3/3" effect again (later timestamp) makes it 3/3 + 7c again."""
    b = _svogthos_board(10)
    b.ability("svogthos", 2)
    r = b.resolve()
    assert {"Land", "Creature"} <= r["svogthos"].types
    assert {"Plant", "Zombie"} <= r["svogthos"].subtypes and r["svogthos"].colors == {"B", "G"}
    assert pt(r, "svogthos") == (13, 13)
    b.cast("Animate Land", targets=["svogthos"])
    assert pt(b.resolve(), "svogthos") == (6, 6)


# ------------------------------------------------------------------------------ 208.2a / 208.3

def test_208_2a_undefined_star_is_zero():
    """208.2a: a number that can't be determined is 0 — Tarmogoyf (*/1+*) with no defined value is 0/1,
    on the battlefield and in the hand."""
    b = Board()
    b.enter("Tarmogoyf", id="goyf")
    b.enter("Tarmogoyf", id="goyf_hand", zone="hand")
    r = b.resolve()
    assert pt(r, "goyf") == (0, 1)
    assert pt(r, "goyf_hand") == (0, 1)


def test_cr_208_2a_1_no_chosen_value_counts_as_zero():
    """CR-208.2a-1 (Lost Order of Jarkeld, generic): a CDA "each equal to the chosen number" with no
    choice made is 0/0 outside the battlefield — the undeterminable number is 0."""
    b = Board()
    b.define("Lost Count", "Creature — Knight", power="*", toughness="*",
             oracle_text="This creature's power and toughness are each equal to the chosen number.",
             effects={1: {"affects": "self", "set_pt": "x"}})
    b.enter("Lost Count", id="hand", zone="hand")
    b.enter("Lost Count", id="bf", choices={"number": 3})
    r = b.resolve()
    assert pt(r, "hand") == (0, 0)
    assert pt(r, "bf") == (3, 3)


def test_208_3_noncreature_has_no_pt():
    """208.3: a noncreature permanent (an uncrewed Vehicle) has no power or toughness."""
    b = Board()
    b.enter("Subterranean Schooner", id="boat")
    b.enter("Sol Ring", id="ring")
    r = b.resolve()
    assert r["boat"].power is None and r["boat"].toughness is None
    assert r["ring"].power is None


def test_cr_208_3a_1_pump_on_noncreature_waits_until_it_is_a_creature():
    """CR-208.3a-1: +1/+1 created while the Vehicle isn't a creature does nothing until it becomes
    one (crew), then applies: Schooner 3/4 -> 4/5."""
    b = Board()
    b.enter("Subterranean Schooner", id="boat")
    # the effect of Veteran Motorist's trigger ("that Vehicle gets +1/+1"), as a spell that may target a
    # Vehicle (a "target creature" spell couldn't target a noncreature Vehicle, 115.1)
    b.cast(spell(b, "Motorist Pump", "Target Vehicle gets +1/+1 until end of turn.", affects="targets",
                 duration="end_of_turn", modify_pt=[1, 1]), targets=["boat"])
    r = b.resolve()
    assert "Creature" not in r["boat"].types and r["boat"].power is None
    b.ability("boat", 2)                                  # Crew 1
    r = b.resolve()
    assert {"Artifact", "Creature"} <= r["boat"].types
    assert pt(r, "boat") == (4, 5)


# ------------------------------------------------------------------------------ 711 level up

@pytest.mark.parametrize("levels, expected, keyword", [
    (2, (2, 1), None),
    (7, (4, 4), "Protection from instants"),
    (8, (6, 6), "Protection from everything"),
])
def test_711_2_level_up_striations(levels, expected, keyword):
    """711.2a/b, 711.5: Hexdrinker (2/1; LEVEL 3-7 4/4 protection from instants; LEVEL 8+ 6/6
    protection from everything)."""
    b = Board()
    b.enter("Hexdrinker", id="hex", counters={"level": levels} if levels else None)
    r = b.resolve()
    assert pt(r, "hex") == expected
    if keyword:
        assert r["hex"].has(keyword)
    else:
        assert not r["hex"].has("Protection from instants") and not r["hex"].has("Protection from everything")


def test_711_6_leveler_outside_battlefield_uses_top_box():
    """711.6: in every zone other than the battlefield a leveler has its uppermost P/T box."""
    b = Board()
    b.enter("Hexdrinker", id="hex", zone="graveyard")
    assert pt(b.resolve(), "hex") == (2, 1)


def test_711_2a_level_pt_is_a_base_pt_set_in_timestamp_order():
    """711.2a "has base power and toughness" is a 7b setting effect with Hexdrinker's timestamp; a
    later "becomes 1/1" (Diminish) wins."""
    b = Board()
    b.enter("Hexdrinker", id="hex", counters={"level": 8})
    b.cast("Diminish", targets=["hex"])
    r = b.resolve()
    assert pt(r, "hex") == (1, 1)
    assert r["hex"].has("Protection from everything")
