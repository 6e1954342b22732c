"""Round 16 (branch grants16): abilities printed after a station symbol's line (721.4, 721.2a).

Expected values come from the oracle text and the rules, never from the compiler's output.
"""
from __future__ import annotations

from layerkit.game.board import Board
from tests._compiled import compiled


def _state(b: Board, oid: str):
    r = b.resolve()[oid]
    return sorted(r.types), r.power, r.toughness, {a.text for a in r.abilities}


# ------------------------------------------------------------------ 721.4: a line after "N+ | ..."

def test_seriema_line_after_its_symbol_is_gated():
    # The Seriema: "7+ | Flying" / "Other tapped legendary creatures you control have indestructible." The second
    # line is preceded by the 7+ symbol (721.4): with 7 charge counters it works, with 6 it doesn't (721.2a)
    c = compiled("The Seriema")
    assert c.supported
    assert c.effects[4] == {"affects": {"types": ["Creature"], "supertypes": ["Legendary"], "tapped": True,
                                        "controller": "you", "other": True},
                            "add_abilities": ["Indestructible"],
                            "condition": {"counters": {"kind": "charge", "min": 7}}}


def test_seriema_on_a_board():
    low = Board()
    low.enter("The Seriema", id="s", counters={"charge": 6})
    low.enter("Isamaru, Hound of Konda", id="dog", tapped=True)     # a legendary 2/2 creature
    assert "Indestructible" not in _state(low, "dog")[3]
    high = Board()
    high.enter("The Seriema", id="s", counters={"charge": 7})
    high.enter("Isamaru, Hound of Konda", id="dog", tapped=True)
    high.enter("Isamaru, Hound of Konda", id="up", controller=None)
    assert "Indestructible" in _state(high, "dog")[3]
    assert "Indestructible" not in _state(high, "up")[3]         # untapped
    types, p, t, abil = _state(high, "s")
    # 721.2b: at 7+ an artifact creature with base 5/5 and flying; "other": not itself
    assert "Creature" in types and (p, t) == (5, 5) and "Flying" in abil and "Indestructible" not in abil
    assert not high.resolve().unsupported


def test_uthros_pt_line_after_its_symbol():
    # Uthros Research Craft (printed 0/8, "It's an artifact creature at 12+."): "12+ | Flying" /
    # "This Spacecraft gets +1/+0 for each artifact you control." — the second line within the 12+ striation
    b = Board()
    b.enter("Uthros Research Craft", id="u", counters={"charge": 12})
    b.enter("Ornithopter", id="o")
    types, p, t, abil = _state(b, "u")
    assert types == ["Artifact", "Creature"] and (p, t) == (2, 8) and "Flying" in abil    # two artifacts
    b2 = Board()
    b2.enter("Uthros Research Craft", id="u", counters={"charge": 11})
    b2.enter("Ornithopter", id="o")
    assert _state(b2, "u")[0] == ["Artifact"]                      # no creature, no +1/+0 yet


def test_an_activated_line_after_a_symbol_stays_reported():
    # Debris Field Crusher: "8+ | Flying" / "{1}{R}: This Spacecraft gets +2/+0 until end of turn." — an activated
    # ability that exists only with 8 counters; the board does not check that as it is activated (602.1)
    c = compiled("Debris Field Crusher")
    assert not c.supported
    assert [u.clause for u in c.unsupported] == ["{1}{R}: This Spacecraft gets +2/+0 until end of turn."]


# ------------------------------------------------------------------ 608.2c: "A, B, and C" with three subjects

def test_arm_the_cathars_compiles_three_targets_and_those_creatures():
    # "Until end of turn, target creature gets +3/+3, up to one other target creature gets +2/+2, and up to one
    # other target creature gets +1/+1. Those creatures gain vigilance until end of turn." — three instructions,
    # each on its own phrase's target (115.1d); "those creatures" are all three
    c = compiled("Arm the Cathars")
    assert c.supported
    assert c.effects[1] == {"parts": [
        {"affects": "targets", "target": 1, "duration": "end_of_turn", "modify_pt": [3, 3]},
        {"affects": "targets", "target": 2, "duration": "end_of_turn", "modify_pt": [2, 2]},
        {"affects": "targets", "target": 3, "duration": "end_of_turn", "modify_pt": [1, 1]},
        {"affects": "targets", "target": [1, 2, 3], "duration": "end_of_turn", "add_abilities": ["Vigilance"]}]}


def test_arm_the_cathars_on_a_board():
    b = Board()
    for k in ("a", "b", "c"):
        b.enter("Grizzly Bears", id=k)
    b.cast("Arm the Cathars", targets=["a", "b", "c"], choices={"phrases": [1, 1, 1]})
    assert [_state(b, k)[1:3] for k in ("a", "b", "c")] == [(5, 5), (4, 4), (3, 3)]
    assert all("Vigilance" in _state(b, k)[3] for k in ("a", "b", "c"))
    assert not b.resolve().unsupported
    # one target only: the first phrase's, +3/+3 and vigilance
    b2 = Board()
    b2.enter("Grizzly Bears", id="a")
    b2.enter("Grizzly Bears", id="z")
    b2.cast("Arm the Cathars", targets=["a"], choices={"phrases": [1, 0, 0]})
    assert _state(b2, "a")[1:3] == (5, 5) and "Vigilance" in _state(b2, "a")[3]
    assert _state(b2, "z")[1:3] == (2, 2) and "Vigilance" not in _state(b2, "z")[3]


def test_those_creatures_after_two_target_sentences_are_both():
    # 115.1d: "those creatures" after two instructions on two targets names both, not the last one
    from layerkit.compiler.compile import compile_text
    c = compile_text("X", "Until end of turn, target creature gets +3/+3 and up to one other target creature gets "
                          "+2/+2. Those creatures gain vigilance until end of turn.", ["Instant"])
    assert c.effects[1]["parts"][-1] == {"affects": "targets", "target": [1, 2], "duration": "end_of_turn",
                                         "add_abilities": ["Vigilance"]}


def test_blue_dragon_until_your_next_turn():
    # Lightning Breath: "until your next turn, target creature an opponent controls gets -3/-0, up to one other target
    # creature gets -2/-0, and up to one other target creature gets -1/-0."
    c = compiled("Blue Dragon")
    assert c.supported
    assert c.effects[2]["parts"] == [
        {"affects": "targets", "target": 1, "duration": "until_your_next_turn", "modify_pt": [-3, 0]},
        {"affects": "targets", "target": 2, "duration": "until_your_next_turn", "modify_pt": [-2, 0]},
        {"affects": "targets", "target": 3, "duration": "until_your_next_turn", "modify_pt": [-1, 0]}]


def test_a_list_of_predicates_is_not_a_list_of_subjects():
    from layerkit.compiler.compile import _split_subject_list
    assert _split_subject_list("", "target creature gets +1/+1, gains flying, and gains haste") is None
