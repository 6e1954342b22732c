"""Round 11, branch ``grants11``: "protection from the colors of permanents you control" (702.16a, 105.2)."""

from __future__ import annotations

from layerkit.game.board import Board


def _protections(b: Board, oid: str) -> set[str]:
    return {a.text for a in b.resolve()[oid].characteristics.abilities if a.text.startswith("Protection")}


def test_kannushi_has_protection_from_each_color_among_its_controllers_permanents():
    # Empty-Shrine Kannushi (white): "protection from the colors of permanents you control"; a Grizzly Bears
    # (green) the same player controls adds green; an opponent's red Raging Goblin does not.
    b = Board()
    b.enter("Empty-Shrine Kannushi", id="k")
    assert _protections(b, "k") == {"Protection from white"}
    b.enter("Grizzly Bears", id="bears")
    b.enter("Raging Goblin", id="gob", controller="Bo")
    assert _protections(b, "k") == {"Protection from white", "Protection from green"}


def test_a_colorless_permanent_adds_no_protection():
    b = Board()
    b.enter("Empty-Shrine Kannushi", id="k")
    b.enter("Ornithopter", id="o")          # colorless (105.2c)
    assert _protections(b, "k") == {"Protection from white"}


def test_pledge_of_loyalty_gives_the_enchanted_creature_its_controllers_colors():
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")   # not a permanent: its red counts for nothing
    b.enter("Pledge of Loyalty", id="pledge", attached_to="bears")
    assert _protections(b, "bears") == {"Protection from white", "Protection from green"}
