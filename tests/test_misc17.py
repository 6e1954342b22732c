"""Round 17, branch ``misc17``: phrases of the miscellaneous family.

Each expected value is worked out from the card's oracle text and the rules it cites (on a board with the real
pool card where the card has a layer effect), never copied from the compiler's output."""
from __future__ import annotations

from layerkit.game.board import Board
from layerkit.vocabulary.classifier import classify_ability
from _compiled import compiled, supported


def _abilities(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve_now()[oid].abilities]


# --- "has flying and "..." and "..."": three abilities (613.1f) -------------------------------------------------

def test_sliv_mizzet_grants_three_abilities_to_slivers_you_control():
    # "Slivers you control have flying and "Whenever you draw a card, this creature deals 1 damage to any target"
    # and "{T}: Draw a card."" Sliv-Mizzet is a Sliver itself; an opponent's Sliver gets nothing.
    assert supported("Sliv-Mizzet, Hivemind")
    b = Board()
    b.enter("Sliv-Mizzet, Hivemind", id="s", controller="Alex")
    b.enter("Muscle Sliver", id="m", controller="Alex")
    b.enter("Muscle Sliver", id="o", controller="Bo")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    for oid in ("s", "m"):
        got = _abilities(b, oid)
        assert "Flying" in got
        assert any(t.startswith("Whenever you draw a card, this creature deals 1 damage to any target") for t in got)
        assert "{T}: Draw a card." in got
    assert "Flying" not in _abilities(b, "o")
    assert "{T}: Draw a card." not in _abilities(b, "o")
    assert "{T}: Draw a card." not in _abilities(b, "g")


def test_three_keywords_joined_by_and_are_three_grants():
    from layerkit.compiler import compile_text
    c = compile_text("Testcard", "Creatures you control have flying and haste and trample.", ["Enchantment"])
    assert c.effects[1]["add_abilities"] == ["Flying", "Haste", "Trample"]


# --- "if you control that creature": a condition, no control change (613.1b) ------------------------------------

def test_if_you_control_that_creature_is_no_control_change():
    # Auntie Ool: "Whenever one or more -1/-1 counters are put on a creature, draw a card if you control that
    # creature. If you don't control it, its controller loses 1 life." Nothing changes any object's controller.
    text = ("Whenever one or more -1/-1 counters are put on a creature, draw a card if you control that creature. "
            "If you don't control it, its controller loses 1 life.")
    assert classify_ability(text, "triggered")[0] == ()
    c = compiled("Auntie Ool, Cursewretch")
    assert not c.unsupported and not c.effects
    # Dreamdew Entrancer: "If you control that creature, draw two cards." (a condition)
    assert not compiled("Dreamdew Entrancer").unsupported


def test_relative_clause_after_creature_you_control_is_no_control_change():
    # Agrus Kos: "copy that ability for each other creature you control that ability could target"
    assert not compiled("Agrus Kos, Eternal Soldier").unsupported


def test_you_control_that_creature_still_gives_control():
    # "You control that creature until end of turn" (613.1b) is still read as a control change
    assert classify_ability("When this enchantment enters, tap target creature. You control that creature "
                            "until end of turn.", "triggered")[0] == ("2",)
