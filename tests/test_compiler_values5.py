"""Values the compiler reads (issue 12, round 5): sums ("1 plus the number of ..."), "twice X",
subtype words that are also English words ("for each Gate you control"), "other" beside an object
other than the source ("enchanted creature gets +1/+1 for each other creature you control").

Each expected value is worked out from the card's oracle text and the rules it cites, then checked
on a board with the real pool card (never copied from the compiler's output)."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import CardDataError
from layerkit.game.board import Board
from layerkit.vocabulary.parse import parse_definition


def pt(board: Board, oid: str) -> tuple[int, int]:
    r = board.resolve()[oid]
    return r.power, r.toughness


def compiled(name: str):
    from layerkit.game.carddb import bundled_database
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    return compiled(name).supported


# ------------------------------------------------------------------------------ sums (107.1)

def test_dauntless_dourbark_adds_forests_and_treefolk_and_counts_a_treefolk_forest_twice():
    # "power and toughness are each equal to the number of Forests you control plus the number of
    # Treefolk you control" (604.3: a CDA); Dourbark is itself a Treefolk
    assert supported("Dauntless Dourbark")
    b = Board()
    b.enter("Dauntless Dourbark", id="d")
    assert pt(b, "d") == (1, 1)                         # 0 Forests + 1 Treefolk (itself)
    b.enter("Forest")
    b.enter("Forest")
    assert pt(b, "d") == (3, 3)
    b.define("Treefolk Grove", "Land Creature — Forest Treefolk", power=1, toughness=1)
    b.enter("Treefolk Grove")                          # a Forest and a Treefolk: counted by each number
    assert pt(b, "d") == (5, 5)
    b.enter("Forest", controller="Bo")                 # not yours
    assert pt(b, "d") == (5, 5)


def test_allosaurus_rider_is_one_plus_lands_you_control():
    assert supported("Allosaurus Rider")
    b = Board()
    b.enter("Allosaurus Rider", id="r")
    assert pt(b, "r") == (1, 1)
    for _ in range(3):
        b.enter("Forest")
    b.enter("Island", controller="Bo")
    assert pt(b, "r") == (4, 4)


def test_mwonvuli_ooze_is_one_plus_twice_its_age_counters():
    assert supported("Mwonvuli Ooze")
    b = Board()
    b.enter("Mwonvuli Ooze", id="o")
    assert pt(b, "o") == (1, 1)
    b.counters("o", add={"age": 3})
    assert pt(b, "o") == (7, 7)


def test_an_havva_constable_toughness_counts_every_green_creature():
    # "toughness is equal to 1 plus the number of green creatures on the battlefield": itself too;
    # its power is the printed 2
    assert supported("An-Havva Constable")
    b = Board()
    b.enter("An-Havva Constable", id="c")
    assert pt(b, "c") == (2, 2)                        # 1 + itself
    b.enter("Grizzly Bears", controller="Bo")
    assert pt(b, "c") == (2, 3)


def test_muscle_burst_counts_cards_named_muscle_burst_in_all_graveyards_as_it_resolves():
    # "+X/+X until end of turn, where X is 3 plus the number of cards named Muscle Burst in all
    # graveyards" (608.2h: determined as it resolves, while the spell is on the stack)
    assert supported("Muscle Burst")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Muscle Burst", zone="graveyard", owner="Bo")
    b.cast("Muscle Burst", targets=["bear"])
    assert pt(b, "bear") == (6, 6)                    # 2 + (3 + 1)
    b.enter("Muscle Burst", zone="graveyard")          # later: the number was fixed
    assert pt(b, "bear") == (6, 6)


def test_gaeas_avenger_counts_artifacts_your_opponents_control():
    assert supported("Gaea's Avenger")
    b = Board()
    b.enter("Gaea's Avenger", id="g")
    b.enter("Sol Ring", controller="Bo")
    b.enter("Sol Ring")
    assert pt(b, "g") == (2, 2)


def test_plus_is_a_sum_in_the_compiled_definition():
    # Soulless One: Zombies on the battlefield (anyone's) plus Zombie cards in all graveyards
    (d,) = [v for v in compiled("Soulless One").effects.values() if "set_pt" in v]
    assert d["set_pt"] == {"sum": [{"count": {"subtypes": ["Zombie"]}},
                                   {"count": {"zones": ["graveyard"], "subtypes": ["Zombie"]}}]}


# ------------------------------------------------------------------------------ counters it enters with

def test_primo_enters_with_twice_x_counters():
    # "Primo enters with twice X +1/+1 counters on it" (X of its mana cost, 107.3; 614.1c)
    assert supported("Primo, the Unbounded")
    b = Board()
    b.enter("Primo, the Unbounded", id="p", choices={"number": 3})
    assert pt(b, "p") == (6, 6)                         # a 0/0 with six +1/+1 counters


def test_michelangelo_enters_with_a_counter_on_him_for_each_land():
    assert supported("Michelangelo, On the Scene")
    b = Board()
    for _ in range(4):
        b.enter("Forest")
    b.enter("Michelangelo, On the Scene", id="m")
    base = b.resolve()["m"]
    assert (base.power, base.toughness) == (2 + 4, 2 + 4)


def test_big_bertha_enters_with_x_counters_on_her():
    assert supported("Big Bertha")
    b = Board()
    b.enter("Big Bertha", id="bb", choices={"number": 2})
    assert b.state.objects["bb"].counter("+1/+1") == 2


# ------------------------------------------------------------------------------ subtype words

def test_gatebreaker_ram_counts_gates_you_control():
    # "gets +1/+1 for each Gate you control" (Gate: a land type, 205.3i)
    assert supported("Gatebreaker Ram")
    b = Board()
    b.enter("Gatebreaker Ram", id="ram")
    assert pt(b, "ram") == (2, 2)
    b.enter("Azorius Guildgate")
    b.enter("Boros Guildgate")
    b.enter("Azorius Guildgate", controller="Bo")
    assert pt(b, "ram") == (4, 4)


def test_hold_the_gates_gives_toughness_for_each_gate():
    assert supported("Hold the Gates")
    b = Board()
    b.enter("Hold the Gates")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Azorius Guildgate")
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2, 3) and "Vigilance" in [a.text for a in r.abilities]


def test_a_gate_word_that_is_not_a_noun_is_no_subtype():
    from layerkit.compiler.grammar import tokens
    assert [t.type for t in tokens("for each gate you control")][1] == "SUBTYPE"
    assert "SUBTYPE" not in [t.type for t in tokens("the gate")]


# ------------------------------------------------------------------------------ "other" beside another object

def test_bravado_counts_creatures_other_than_the_enchanted_one():
    # "Enchanted creature gets +1/+1 for each other creature you control": the enchanted creature
    # isn't counted; on an opponent's creature, each of yours is
    assert supported("Bravado")
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="two")
    b.enter("Grizzly Bears", id="three")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    aura = b.enter("Bravado", attached_to="mine")
    assert pt(b, "mine") == (4, 4)                      # two others
    b.attach(aura, "theirs")
    assert pt(b, "theirs") == (5, 5)                    # three of yours, none of them it
    assert pt(b, "mine") == (2, 2)


def test_sliver_legion_each_sliver_counts_the_others():
    # "All Sliver creatures get +1/+1 for each other Sliver on the battlefield" (each Sliver counts
    # every Sliver but itself, anyone's)
    assert supported("Sliver Legion")
    b = Board()
    b.enter("Sliver Legion", id="legion")                    # 7/7
    b.define("Test Sliver", "Creature — Sliver", power=1, toughness=1)
    b.enter("Test Sliver", id="s1")
    b.enter("Test Sliver", id="s2", controller="Bo")
    assert pt(b, "legion") == (9, 9)
    assert pt(b, "s1") == (3, 3)
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "bear") == (2, 2)


def test_heroes_podium_counts_other_legendary_creatures_for_each():
    assert supported("Heroes' Podium")
    b = Board()
    b.enter("Heroes' Podium")
    b.define("Hero A", "Legendary Creature — Human", power=2, toughness=2)
    b.define("Hero B", "Legendary Creature — Human", power=2, toughness=2)
    b.enter("Hero A", id="a")
    assert pt(b, "a") == (2, 2)                         # no other legendary creature
    b.enter("Hero B", id="b")
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3) and pt(b, "bear") == (2, 2)


def test_marton_stromgald_counts_attacking_creatures_other_than_itself():
    # "other attacking creatures get +1/+1 until end of turn for each attacking creature other than
    # Márton Stromgald": explicitly not the source
    assert supported("Márton Stromgald")
    b = Board()
    b.enter("Márton Stromgald", id="m")
    b.enter("Grizzly Bears", id="a1")
    b.enter("Grizzly Bears", id="a2")
    b.attack(["m", "a1", "a2"])
    b.ability("m", 1)
    assert pt(b, "a1") == (4, 4)                       # two attacking creatures other than Márton
    assert pt(b, "m") == (1, 1)


def test_other_beside_an_aura_that_counts_enchantments_stays_unsupported():
    # Ancestral Mask: "Enchanted creature gets +2/+2 for each other enchantment on the battlefield":
    # "other" than the Aura, not than the creature; the compiler doesn't guess
    c = compiled("Ancestral Mask")
    assert not c.supported
    assert "other" in c.unsupported[0].reason


def test_other_it_in_a_count_value_validates():
    d = parse_definition({"affects": "enchanted",
                          "modify_pt": [{"count": {"types": ["Creature"], "other": "it"}}, 0]}, "x")
    assert d.op("modify_pt").arg[0].of.other_it
    with pytest.raises(CardDataError):
        parse_definition({"affects": "enchanted",
                          "modify_pt": [{"count": {"types": ["Creature"], "other": "them"}}, 0]}, "x")
