"""Round 12, put12: counters put as a spell or ability resolves (122.1, one-shot) that then matter in layer 7c
(613.4c). Each test builds a board with the real card and checks what its oracle text and the rules say; a
fact the board cannot see is stated (the history step, ``choices``), and listed in ``Resolution.unsupported``
when it is not — never assumed."""
from __future__ import annotations

from layerkit import Board

from tests._compiled import compiled, pt


# ---------------------------------------------------------------- "if ~ dealt damage to an opponent this turn"

def test_dunerider_outlaw_counter_only_if_it_dealt_damage_to_an_opponent():
    # "At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1
    # counter on it." (a 1/1; 603.4: an intervening "if", checked as the trigger resolves; 120.1)
    d = compiled("Dunerider Outlaw")
    assert d.supported
    assert d.effects[2] == {"affects": "self", "counters": {"+1/+1": 1},
                            "condition": {"fact": {"name": "dealt_damage_to_opponent_this_turn", "player": "source"}}}
    b = Board()
    b.enter("Dunerider Outlaw", id="o", controller="Alex")
    b.ability("o", 2)                                   # untold: no counter, and listed
    r = b.resolve()
    assert pt(b, "o") == (1, 1) and any("dealt_damage_to_opponent_this_turn" in str(u) for u in r.unsupported)
    b.state_history("o", dealt_damage_to_opponent_this_turn=False)
    b.ability("o", 2)
    assert pt(b, "o") == (1, 1)
    b.state_history("o", dealt_damage_to_opponent_this_turn=True)
    b.ability("o", 2)
    assert pt(b, "o") == (2, 2)
    b.end_turn()                                        # a fact of the turn: untold again
    assert b.state.fact("o#0", "dealt_damage_to_opponent_this_turn") is None


def test_wolverine_counter_if_he_dealt_damage_to_another_creature():
    # "At the beginning of each end step, if Wolverine dealt damage to another creature this turn, put a +1/+1
    # counter on him." (a 2/2)
    b = Board()
    b.enter("Wolverine, Best There Is", id="w", controller="Alex")
    b.state_history("w", dealt_damage_to_opponent_this_turn=True)      # another fact: still untold
    b.ability("w", 2)
    assert pt(b, "w") == (2, 2)
    b.state_history("w", dealt_damage_to_another_creature_this_turn=True)
    b.ability("w", 2)
    assert pt(b, "w") == (3, 3)
