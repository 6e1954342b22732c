"""Round 16, branch ``misc16``: phrases of the miscellaneous family.

"Change ~'s base power (toughness) to <value>" (613.4b): one of the two set in layer 7b, the value determined
once as the effect begins (608.2h), the effect lasting indefinitely unless a duration is written (611.2a).
Each expected value is worked out from the card's oracle text and the rules it cites, on a board with the real
pool card."""
from __future__ import annotations

from layerkit.game.board import Board
from _compiled import compiled, pt, supported


def test_wall_of_tombstones_base_toughness_is_fixed_as_the_trigger_resolves():
    # "At the beginning of your upkeep, change this creature's base toughness to 1 plus the number of creature
    # cards in your graveyard. (This effect lasts indefinitely.)" Wall of Tombstones is 0/1.
    b = Board()
    b.enter("Wall of Tombstones", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g1", owner="Alex", zone="graveyard")
    b.enter("Grizzly Bears", id="g2", owner="Alex", zone="graveyard")
    b.enter("Forest", id="f1", owner="Alex", zone="graveyard")          # not a creature card
    b.enter("Grizzly Bears", id="g3", owner="Bo", zone="graveyard")      # not in your graveyard
    assert pt(b, "w") == (0, 1)
    b.ability("w", 2)
    assert pt(b, "w") == (0, 3)
    # 608.2h: determined once; a third creature card later changes nothing, and it outlasts the turn (611.2a)
    b.enter("Grizzly Bears", id="g4", owner="Alex", zone="graveyard")
    b.end_turn()
    assert pt(b, "w") == (0, 3)


def test_wall_of_tombstones_later_trigger_sets_it_anew():
    # 613.7: the later effect (later timestamp) wins in 7b: an empty graveyard makes it 0/1 again
    b = Board()
    b.enter("Wall of Tombstones", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g1", owner="Alex", zone="graveyard")
    b.ability("w", 2)
    assert pt(b, "w") == (0, 2)
    b.move("g1", "exile")
    b.ability("w", 2)
    assert pt(b, "w") == (0, 1)


def test_wall_of_tombstones_base_toughness_under_a_pump():
    # 613.4b before 613.4c: +1/+1 from a counter applies after the base toughness is set
    b = Board()
    b.enter("Wall of Tombstones", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g1", owner="Alex", zone="graveyard")
    b.counters("w", add={"+1/+1": 1})
    b.ability("w", 2)
    assert pt(b, "w") == (1, 3)


def test_arni_brokenbrow_base_power_is_one_plus_the_greatest_other_power():
    # "Boast — {1}: You may change Arni's base power to 1 plus the greatest power among other creatures you
    # control until end of turn." Arni Brokenbrow is 3/3.
    b = Board()
    b.enter("Arni Brokenbrow", id="a", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")            # 2/2
    b.enter("Hill Giant", id="h", controller="Alex")               # 3/3
    b.enter("Craw Wurm", id="c", controller="Bo")                  # 6/4, not yours
    b.ability("a", 2)
    assert pt(b, "a") == (4, 3)
    b.leave("h")                                                   # 608.2h: fixed as it resolved
    assert pt(b, "a") == (4, 3)
    b.end_turn()
    assert pt(b, "a") == (3, 3)


def test_arni_alone_is_one():
    # no other creature: the greatest power among none is 0, so base power 1
    b = Board()
    b.enter("Arni Brokenbrow", id="a", controller="Alex")
    b.ability("a", 2)
    assert pt(b, "a") == (1, 3)


def test_change_base_compiles_one_characteristic_only():
    (d,) = [d for d in compiled("Wall of Tombstones").effects.values() if "set_toughness" in d]
    assert "set_power" not in d and "set_pt" not in d and d["affects"] == "self"
    assert supported("Wall of Tombstones") and supported("Arni Brokenbrow")


def test_change_base_power_to_another_objects_power_stays_unsupported():
    # "Change this creature's base power to target creature's power": no value names the target's power here
    assert not supported("Riptide Mangler")


# ------------------------------------------------------------------ "enchanted artifact creature" (303.4)

def test_domineer_controls_the_enchanted_artifact_creature():
    # "Enchant artifact creature / You control enchanted artifact creature." (613.1b, 303.4: the Aura's
    # controller; it ends when the Aura leaves)
    b = Board()
    b.enter("Ornithopter", id="o", controller="Bo")
    b.enter("Domineer", id="d", controller="Alex", attached_to="o")
    assert b.resolve_now()["o"].controller == "Alex"
    b.leave("d")
    assert b.resolve_now()["o"].controller == "Bo"


# ------------------------------------------------------------------ "green creatures and white creatures" (105.2)

def _abilities(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve_now()[oid].abilities]


def test_masked_gorgon_green_creatures_and_white_creatures():
    # "Green creatures and white creatures have protection from Gorgons.": each color its own noun's; a blue
    # creature gets nothing, a green-and-white one gets it once (one effect, 613.1f). Masked Gorgon is black.
    b = Board()
    b.enter("Masked Gorgon", id="m", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Bo")              # green
    b.enter("Savannah Lions", id="w", controller="Alex")           # white
    b.enter("Merfolk of the Pearl Trident", id="u", controller="Alex")   # blue
    b.enter("Watchwolf", id="gw", controller="Alex")               # green and white
    assert "Protection from gorgons" in _abilities(b, "g")
    assert "Protection from gorgons" in _abilities(b, "w")
    assert _abilities(b, "gw").count("Protection from gorgons") == 1
    assert not any(a.startswith("Protection") for a in _abilities(b, "u"))
    assert not any(a.startswith("Protection from gorgons") for a in _abilities(b, "m"))


def test_an_adjective_before_two_nouns_stays_unwritten():
    # "white creatures and artifacts ...": whether "white" governs "artifacts" is not written
    from layerkit.compiler.grammar import parse
    from layerkit.compiler.lower import NotExpressible, _group_and
    import pytest
    for text in ("white creatures and artifacts you control have lifelink",
                 "red instant and sorcery spells you control have lifelink",
                 "tapped creatures and white creatures have lifelink"):
        with pytest.raises(NotExpressible):
            _group_and(parse(text).children[0].children[0])


def test_rise_of_the_hobgoblins_red_creatures_and_white_creatures_you_control():
    # "{R/W}: Red creatures and white creatures you control gain first strike until end of turn.": "you control"
    # governs both nouns; the creatures are fixed as it resolves (611.2c)
    b = Board()
    b.enter("Rise of the Hobgoblins", id="r", controller="Alex")
    b.enter("Goblin Piker", id="red", controller="Alex")          # red
    b.enter("Savannah Lions", id="w", controller="Alex")           # white
    b.enter("Grizzly Bears", id="g", controller="Alex")            # green
    b.enter("Savannah Lions", id="theirs", controller="Bo")        # white, not yours
    b.ability("r", 2)
    b.enter("Savannah Lions", id="later", controller="Alex")       # 611.2c: not affected
    assert "First strike" in _abilities(b, "red") and "First strike" in _abilities(b, "w")
    for oid in ("g", "theirs", "later"):
        assert "First strike" not in _abilities(b, oid)
    b.end_turn()
    assert "First strike" not in _abilities(b, "red")


# ------------------------------------------------------------------ "spells players cast" (601.2)

def test_strixhaven_instant_and_sorcery_spells_players_cast_have_demonstrate():
    # "Instant and sorcery spells players cast have demonstrate.": every player's cast instant or sorcery spell
    # (601.2), not a creature spell, not a copy put on the stack without being cast (707.10)
    b = Board()
    b.enter("Strixhaven", id="s", controller="Alex")
    b.enter("Lightning Bolt", id="bo", controller="Bo", zone="stack")
    b.enter("Divination", id="al", controller="Alex", zone="stack")
    b.enter("Grizzly Bears", id="cr", controller="Bo", zone="stack")
    b.enter("Lightning Bolt", id="copy", controller="Bo", zone="stack", cast=False)
    assert "Demonstrate" in _abilities(b, "bo") and "Demonstrate" in _abilities(b, "al")
    assert "Demonstrate" not in _abilities(b, "cr") and "Demonstrate" not in _abilities(b, "copy")
