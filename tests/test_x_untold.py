"""X a step does not state (107.3a): reported in Resolution.unsupported, never read as 0.

The value of X is chosen as a spell is cast or an ability activated (601.2b, 602.2b); the board knows it
only from the step's ``choices.number``. Without it the effect that reads X is listed as not understood
(the other effects of the board still apply); with it, the card's text decides.
"""
from __future__ import annotations

from layerkit import Board

from _compiled import pt


def _reasons(resolution) -> list[str]:
    return [u[3] for u in resolution.unsupported]


def test_a_pump_spell_whose_x_is_not_stated_is_reported_not_read_as_zero():
    # Untamed Might {X}{G}: "Target creature gets +X/+X until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Untamed Might", targets=["g"])
    r = b.resolve()
    assert any("choices.number" in why and "107.3a" in why for why in _reasons(r))
    assert any(u[1] == "Untamed Might" for u in r.unsupported)


def test_the_same_spell_with_x_stated_applies_it():
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Untamed Might", targets=["g"], choices={"number": 3})
    assert b.resolve().unsupported == []
    assert pt(b, "g") == (5, 5)          # 2/2 gets +3/+3


def test_counters_on_each_creature_for_x_need_x():
    # Black Sun's Zenith: "Put X -1/-1 counters on each creature."
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Black Sun's Zenith")
    r = b.resolve()
    assert any("choices.number" in why for why in _reasons(r))
    assert pt(b, "g") == (2, 2)          # nothing applied on a guess
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.cast("Black Sun's Zenith", choices={"number": 1})
    assert pt(b, "g") == (1, 1)


def test_a_permanent_entering_with_x_counters_needs_x():
    # Balduvian Hydra: "This creature enters with X +1/+0 counters on it." (a 0/1)
    b = Board()
    b.enter("Balduvian Hydra", id="h")
    assert any("choices.number" in why and "107.3m" in why for why in _reasons(b.resolve()))
    b = Board()
    b.enter("Balduvian Hydra", id="h", choices={"number": 0})     # 107.3m: entered without being cast
    assert b.resolve().unsupported == [] and pt(b, "h") == (0, 1)
