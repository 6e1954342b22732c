"""604.3a: which abilities are characteristic-defining, decided from the card data; and 604.3:
CDAs work in every zone, other static abilities only where they say."""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.game.carddb import card, definition_layers
from layerkit.vocabulary.ops import is_cda_definition


@pytest.mark.parametrize("name, index, expected, why", [
    ("Lord of Extinction", 1, True, "sets its own P/T, printed, unconditional"),
    ("Sewer Nemesis", 2, True, "sets its own P/T even when no player is chosen"),
    ("Regal Bunnicorn", 1, True, "P/T from a count"),
    ("Chameleon Spirit", 2, True, "always tries to set P/T (0 without a chosen color)"),
    ("Forerunner of Slaughter", 1, True, "devoid defines color"),
    ("Transguild Courier", 1, True, "is all colors"),
    ("Ashaya, Soul of the Wild", 1, True, "P/T equal to the lands you control"),
    ("Ashaya, Soul of the Wild", 2, False, "affects other objects"),
    ("Wight of Precinct Six", 1, False, "modifies P/T instead of setting it"),
    ("Thassa, God of the Sea", 2, False, "works only if a condition is met, and removes a card type"),
    ("Urborg, Tomb of Yawgmoth", 1, False, "affects other objects"),
    ("Thran Lens", 1, False, "affects all permanents"),
])
def test_604_3a_criteria_from_the_definitions(name, index, expected, why):
    ability = card(name).abilities[index - 1]
    assert is_cda_definition(ability.definition) is expected, why


def test_604_3a_an_ability_granted_to_itself_is_not_a_cda():
    # Myth Realized's activated ability grants it a P/T-setting ability: not printed, so no CDA
    granted = card("Myth Realized").abilities[2].definition.op("add_abilities").arg[0]
    assert is_cda_definition(granted.definition)   # the wording alone would qualify
    b = Board()
    b.enter("Myth Realized", id="myth", counters={"lore": 3})
    b.enter("Opalescence")
    b.ability("myth", 3)
    r = b.resolve()
    layers = {(s["layer"], s["effect"].split(":")[0]) for s in r.steps()}
    assert ("7b", "Myth Realized") in layers and ("7a", "Myth Realized") not in layers
    assert (r["myth"].power, r["myth"].toughness) == (3, 3)


def test_definition_layers_reports_cdas():
    assert definition_layers("Lord of Extinction") == (["7a"], True)
    assert definition_layers("Wight of Precinct Six") == (["7c"], False)
    assert definition_layers("Forerunner of Slaughter")[1] is True


@pytest.mark.parametrize("zone", ["library", "hand", "graveyard", "exile", "stack", "outside"])
def test_604_3_cdas_work_in_every_zone(zone):
    b = Board()
    b.enter("Forerunner of Slaughter", id="f", zone=zone)
    assert b.resolve()["f"].colors == frozenset()


@pytest.mark.parametrize("zone", ["library", "hand", "graveyard"])
def test_604_3_other_static_abilities_only_on_the_battlefield(zone):
    b = Board()
    b.enter("Bear Cub", zone="graveyard", owner="Bo")
    b.enter("Wight of Precinct Six", id="w", zone=zone)
    assert (b.resolve()["w"].power, b.resolve()["w"].toughness) == (1, 1)


def test_613_3_cda_applies_first_in_its_layer_whatever_the_timestamps():
    # Leyline of the Guildpact older or newer: devoid first, then "all colors"
    for first in ("Leyline of the Guildpact", "Thief of Existence"):
        b = Board()
        second = "Thief of Existence" if first != "Thief of Existence" else "Leyline of the Guildpact"
        b.enter(first)
        b.enter(second)
        r = b.resolve()
        order = r.order["5"]
        assert order[0].startswith("Thief of Existence: Devoid")
        assert r["Thief of Existence"].colors == frozenset("WUBRG")


def test_202_2_printed_color_comes_from_mana_cost_and_devoid_acts_in_layer_5():
    """202.2: Forerunner of Slaughter ({R}{B}) is printed black and red; devoid (702.114a), a CDA,
    makes it colorless in layer 5 — everywhere, even in the library (604.3)."""
    b = Board()
    b.enter("Forerunner of Slaughter", id="fore", zone="library")
    r = b.resolve()
    assert r.state("fore", "0").colors == {"B", "R"}
    assert r.state("fore", "4").colors == {"B", "R"} and r["fore"].colors == frozenset()
