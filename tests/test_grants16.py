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
