"""Round 17 (branch grants17): names that are creature types, flavor words beginning with a number.

Expected values come from the oracle text and the rules, never from the compiler's output.
"""
from __future__ import annotations

from layerkit.game.board import Board
from tests._compiled import compiled


def _state(b: Board, oid: str):
    r = b.resolve()[oid]
    return sorted(r.types), sorted(r.subtypes), r.power, r.toughness, {a.text for a in r.abilities}


# ------------------------------------------------------------- 205.3: a card name that is also a creature type

def test_coward_names_the_creature_type():
    # Coward // Killer: "Target creature ... becomes a Coward in addition to its other types until end of turn":
    # Coward there is the creature type (205.3m), not the card
    c = compiled("Coward // Killer")
    assert c.supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")          # a 2/2 Bear
    b.cast("Coward // Killer", targets=["bear"])
    types, subs, p, t, _ = _state(b, "bear")
    assert types == ["Creature"] and subs == ["Bear", "Coward"] and (p, t) == (2, 2)
    b.end_turn()
    assert _state(b, "bear")[1] == ["Bear"]      # 514.2: until end of turn


def test_assembly_worker_targets_an_assembly_worker():
    # "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn."
    b = Board()
    b.enter("Assembly-Worker", id="a")           # a 2/2 Assembly-Worker artifact creature
    b.enter("Assembly-Worker", id="w")
    b.ability("a", 1, targets=["w"])
    assert _state(b, "w")[2:4] == (3, 3)
    assert _state(b, "a")[2:4] == (2, 2)
    assert not b.resolve().unsupported


def test_lizard_becomes_a_green_lizard():
    # Lizard, Connors's Curse: "up to one other target creature loses all abilities and becomes a green Lizard
    # creature with base power and toughness 4/4" (205.1a: becoming a "Lizard creature" replaces its types)
    c = compiled("Lizard, Connors's Curse")
    assert c.supported
    b = Board()
    b.enter("Serra Angel", id="angel")           # a white 4/4 Angel with flying and vigilance
    b.enter("Lizard, Connors's Curse", id="l")
    b.ability("l", 2, targets=["angel"])
    r = b.resolve()["angel"]
    assert sorted(r.types) == ["Creature"] and sorted(r.subtypes) == ["Lizard"]
    assert sorted(r.colors) == ["G"] and (r.power, r.toughness) == (4, 4) and not r.abilities


def test_a_name_that_is_a_type_still_names_the_card_elsewhere():
    # the card's name alone (not after an article, "target" or a color, nor before "creature") still names itself
    from layerkit.compiler.normalise import normalise
    assert normalise("Coward gets +1/+1.", ["Coward"])[0] == "~ gets +1/+1."
    assert normalise("Target Coward creature gets +1/+1.", ["Coward"])[0] == "target coward creature gets +1/+1."


# --------------------------------------------------------------- 207.2c: a flavor word beginning with a number

def test_jumbo_cactuar_flavor_word():
    # "10,000 Needles — Whenever this creature attacks, it gets +9999/+0 until end of turn."
    b = Board()
    b.enter("Jumbo Cactuar", id="j")             # printed 1/7
    b.attack("j")
    b.ability("j", 1)                             # the attack trigger resolves
    assert _state(b, "j")[2:4] == (10000, 7)
    b.end_turn()
    assert _state(b, "j")[2:4] == (1, 7)


# ------------------------------------------------------------ 305.7: a list of basic land types set on a land

def test_lush_growth_sets_three_land_types():
    # "Enchanted land is a Mountain, Forest, and Plains." 305.7: those types replace its land types; it loses the
    # Swamp's mana ability and has the three intrinsic ones
    b = Board()
    b.enter("Swamp", id="s")
    b.enter("Lush Growth", id="g", attached_to="s")
    r = b.resolve()["s"]
    assert sorted(r.subtypes) == ["Forest", "Mountain", "Plains"]
    texts = {a.text for a in r.abilities}
    assert {"{T}: Add {R}.", "{T}: Add {G}.", "{T}: Add {W}."} <= texts and "{T}: Add {B}." not in texts
    assert "Basic" in r.supertypes                # 305.7: the supertype stays


# ------------------------------------------------------------------ 702.16a: protection from a list of colors

def test_protection_from_a_list_of_colors():
    # Sword of Fire and Ice and War and Peace: "Equipped creature gets +4/+4 and has protection from white, blue,
    # and red." — one protection from each of the three colors
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Sword of Fire and Ice and War and Peace", id="sw", attached_to="bear")
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (6, 6)
    texts = {a.text.lower() for a in r.abilities}
    assert {"protection from white", "protection from blue", "protection from red"} <= texts
    assert "protection from black" not in texts and "protection from green" not in texts


# ------------------------------------------------- 611.3a: "each ... as long as it's (not) attacking", per object

def test_arcades_sabboth_untapped_not_attacking():
    # "Each untapped creature you control gets +0/+2 as long as it's not attacking."
    b = Board()
    b.enter("Arcades Sabboth", id="arc")          # a 7/7 Elder Dragon, untapped
    b.enter("Grizzly Bears", id="home")
    b.enter("Grizzly Bears", id="away")
    b.enter("Grizzly Bears", id="tapped", tapped=True)
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.attack("away")                              # 506.4: attacking (and tapped by attacking, 508.1f)
    r = b.resolve()
    assert (r["home"].power, r["home"].toughness) == (2, 4)
    assert (r["away"].power, r["away"].toughness) == (2, 2)
    assert (r["tapped"].power, r["tapped"].toughness) == (2, 2)
    assert (r["theirs"].power, r["theirs"].toughness) == (2, 2)
    assert (r["arc"].power, r["arc"].toughness) == (7, 9)
