"""Round 14, misc family: station cards without a reminder, die tables, emblems, perpetual grants (tests whose
expected values come from the oracle text and the Comprehensive Rules)."""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text


# ------------------------------------------------------------------------------ 721.2b with one station symbol

def _station_board(card: str, charge: int) -> layerkit.Resolution:
    b = layerkit.Board()
    b.enter(card, id="s")
    if charge:
        b.counters("s", add={"charge": charge})
    return b.resolve()


def test_one_station_symbol_holds_the_power_toughness_box() -> None:
    # Candela, Aegis of Adagia (Legendary Artifact — Spacecraft, 3/3): "Station / 8+ | Flying": with one
    # station symbol, its box is in that striation (721.2, 721.2c): at 8+ it's a 3/3 artifact creature with flying
    low = _station_board("Candela, Aegis of Adagia", 7)["s"]
    assert "Creature" not in low.types and not low.has("Flying")
    high = _station_board("Candela, Aegis of Adagia", 8)["s"]
    assert "Creature" in high.types and "Artifact" in high.types
    assert (high.power, high.toughness) == (3, 3)
    assert high.has("Flying")


def test_one_station_symbol_monoist_gravliner() -> None:
    # Monoist Gravliner (2/3): "6+ | Flying, Deathtouch, Lifelink"
    high = _station_board("Monoist Gravliner", 6)["s"]
    assert "Creature" in high.types and (high.power, high.toughness) == (2, 3)
    assert all(high.has(k) for k in ("Flying", "Deathtouch", "Lifelink"))
    assert "Creature" not in _station_board("Monoist Gravliner", 5)["s"].types


def test_two_station_symbols_without_a_reminder_stay_reported() -> None:
    text = "Station\n3+ | Flying\n8+ | Trample"
    c = compile_text("Test Craft", text, ["Artifact"], pt=("3", "3"))
    assert not c.supported
    assert any(u.clause == "station" for u in c.unsupported)


def test_a_die_table_is_no_station_symbol() -> None:
    # Druid of the Emerald Grove: "9 or less | ... / 10—19 | ... / 20+ | ..." are a d20's results (706.2), no
    # station symbol (721.2): no charge-counter condition and no power/toughness box read from them
    text = ("When this creature enters, search your library for up to two basic land cards and reveal them, then "
            "roll a d20.\n9 or less | Put those cards into your hand, then shuffle.\n10—19 | Put one of those cards "
            "onto the battlefield tapped and the other into your hand, then shuffle.\n20+ | Put those cards onto "
            "the battlefield tapped, then shuffle.")
    c = compile_text("Druid of the Emerald Grove", text, ["Creature"], pt=("2", "2"))
    assert not c.effects and not c.unsupported
    b = layerkit.Board()
    b.enter("Druid of the Emerald Grove", id="d")
    d = b.resolve()["d"]
    assert (d.power, d.toughness) == (2, 2) and not b.resolve().unsupported
