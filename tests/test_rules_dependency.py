"""Dependency (CR 613.8a-c): existence, text, applies-to and what-it-does; dependency loops applied
in timestamp order; the order re-evaluated after each application; termination.

Expected values come from the rule text (613.8 has no Example paragraphs in this edition).
"""
from __future__ import annotations

from layerkit import Board


def src(label: str) -> str:
    """The card an effect label names ("Card: text" or "Card (id): text")."""
    head = label.split(": ")[0]
    return head.rsplit(" (", 1)[0] if head.endswith(")") and " (" in head else head


def pt(res, oid):
    return res[oid].power, res[oid].toughness


def deps(res, layer=None):
    """(layer, dependent card, depended-on card, reason) with labels cut to card names."""
    return {(l, src(a), src(b), why) for l, a, b, why in res.dependencies
            if layer is None or l == layer}


# ------------------------------------------------------------------------------ 613.8a reasons

def test_613_8a_existence_blood_moon_removes_urborgs_ability():
    """613.8a(b) existence: Blood Moon makes Urborg a Mountain, so Urborg loses its own ability (305.7);
    Urborg's effect depends on Blood Moon whatever the timestamps. Nothing becomes a Swamp."""
    for moon_first in (True, False):
        b = Board()
        if moon_first:
            b.enter("Blood Moon")
        b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
        b.enter("Forest", id="forest")
        if not moon_first:
            b.enter("Blood Moon")
        r = b.resolve()
        assert r["urborg"].subtypes == {"Mountain"}, moon_first
        assert [a.text for a in r["urborg"].abilities] == ["{T}: Add {R}."]
        assert r["forest"].subtypes == {"Forest"}
        assert ("4", "Urborg, Tomb of Yawgmoth", "Blood Moon", "existence") in deps(r)
        assert r.order["4"][0].startswith("Blood Moon")


def test_613_8a_existence_dress_down_removes_goblin_chieftains_ability():
    """613.8a(b) existence, layer 6: Dress Down removes Goblin Chieftain's ability, so the Chieftain's
    effect depends on Dress Down and never applies: no haste and no +1/+1 for other Goblins, even
    with Dress Down entering last."""
    b = Board()
    b.enter("Goblin Chieftain", id="chief")
    b.enter("Goblin Piker", id="piker")             # 2/1
    b.enter("Dress Down")
    r = b.resolve()
    assert not r["piker"].has("Haste") and pt(r, "piker") == (2, 1)
    assert ("6", "Goblin Chieftain", "Dress Down", "existence") in deps(r, "6")


def test_613_8a_applies_to_lattice_and_march_of_the_machines():
    """613.8a(b) applies to: Mycosynth Lattice makes every permanent an artifact, which changes what
    March of the Machines applies to; March waits for the Lattice whatever the timestamps, so every
    noncreature permanent becomes an artifact creature with P/T = its mana value."""
    for march_first in (True, False):
        b = Board()
        first, second = ("March of the Machines", "Mycosynth Lattice") if march_first else \
            ("Mycosynth Lattice", "March of the Machines")
        b.enter(first, id="first")
        b.enter(second, id="second")
        b.enter("Blood Moon", id="moon")            # mana value 3
        r = b.resolve()
        assert {"Artifact", "Creature", "Enchantment"} <= r["moon"].types, march_first
        assert pt(r, "moon") == (3, 3)
        assert r["moon"].colors == frozenset()   # Lattice's layer-5 part: colorless
        lattice = "second" if march_first else "first"
        assert pt(r, lattice) == (6, 6)          # Mycosynth Lattice itself, mana value 6
        assert ("4", "March of the Machines", "Mycosynth Lattice", "applies to") in deps(r, "4")


def test_613_8a_text_reason_is_named_for_text_changing_dependency():
    """613.8a(b) text: a static text-changing effect (Word Warper: Honor of the Pure's "white" reads
    "black") whose own text Mind Bend changes ("black" -> "green"). Applying Mind Bend changes the
    Warper's text, so the older Warper waits for it: Honor of the Pure then pumps green creatures."""
    b = Board()
    b.define("Word Warper", "Enchantment", oracle_text="Honor of the Pure's white reads black.",
             effects={1: {"affects": {"name": "Honor of the Pure"}, "change_text": {"from": "white", "to": "black"}}})
    b.enter("Honor of the Pure", id="honor")
    b.enter("Word Warper", id="warper")
    b.cast("Mind Bend", targets=["warper"], choices={"words": {"from": "black", "to": "green"}})
    b.enter("Grizzly Bears", id="green")
    b.define("Black Two", "Creature — Zombie", mana_cost="{1}{B}", power=2, toughness=2)
    b.enter("Black Two", id="black")
    r = b.resolve()
    assert pt(r, "green") == (3, 3) and pt(r, "black") == (2, 2)
    assert ("3", "Word Warper", "Mind Bend", "text") in deps(r, "3")


def test_613_8a_what_it_does_copy_of_a_copy_target():
    """613.8a(b) what it does, layer 1a: Metamorphic Alteration #1 (older) makes X a copy of Y;
    Metamorphic Alteration #2 makes Y a copy of Z. Applying #2 changes what #1 does (Y's copiable
    values), so #1 waits: X and Y both become copies of Z."""
    b = Board()
    b.enter("Grizzly Bears", id="x")
    b.enter("Hill Giant", id="y")
    b.enter("Shivan Dragon", id="z")
    b.enter("Metamorphic Alteration", id="ma1", attached_to="x", choices={"object": "y"})
    b.enter("Metamorphic Alteration", id="ma2", attached_to="y", choices={"object": "z"})
    r = b.resolve()
    assert r["y"].name == "Shivan Dragon"
    assert r["x"].name == "Shivan Dragon" and pt(r, "x") == (5, 5)
    assert any(l == "1a" and why == "what it does" for l, _, _, why in r.dependencies)


def test_613_8a_c_cda_and_non_cda_never_depend():
    """613.8a(c): a CDA and a non-CDA effect are never dependent; 613.3 puts the CDA first. Conspiracy
    and a changeling: no dependency is recorded between them."""
    b = Board()
    b.enter("Conspiracy", choices={"creature_type": "Elf"})
    b.enter("Woodland Changeling", id="changeling")
    r = b.resolve()
    assert not any("Woodland Changeling" in a and "Conspiracy" in c or "Conspiracy" in a and "Woodland" in c
                   for _, a, c, _ in r.dependencies)
    assert r["changeling"].subtypes == {"Elf"}


def test_613_8a_independent_effects_use_timestamps():
    """613.8a / 613.9: Flight and Grounded don't depend on each other; no dependency is reported."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grounded", attached_to="bears")
    b.enter("Flight", attached_to="bears")
    r = b.resolve()
    assert r.dependencies == []
    assert [src(e) for e in r.order["6"]] == ["Grounded", "Flight"]


def test_613_8b_ashaya_makes_blood_moon_apply_to_creatures():
    """613.8b applies to: Ashaya makes nontoken creatures Forest lands; Blood Moon (older) depends on it
    and then makes them Mountains, removing their rules-text abilities (305.7): Ashaya's P/T CDA is
    gone (0/0), the Bears keep being creatures."""
    b = Board()
    b.enter("Blood Moon")
    b.enter("Ashaya, Soul of the Wild", id="ashaya")
    b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    assert ("4", "Blood Moon", "Ashaya, Soul of the Wild", "applies to") in deps(r, "4")
    for oid in ("ashaya", "bears"):
        assert "Mountain" in r[oid].subtypes and "Forest" not in r[oid].subtypes, oid
        assert {"Creature", "Land"} <= r[oid].types
        assert [a.text for a in r[oid].abilities] == ["{T}: Add {R}."]
    assert pt(r, "bears") == (2, 2)
    assert pt(r, "ashaya") == (0, 0)


def test_613_8b_loop_applied_in_timestamp_order_blood_moon_older():
    """613.8b/c loop: Blood Moon, Ashaya, Rootpath Purifier. After Ashaya applies (re-evaluation,
    613.8c) Blood Moon depends on the Purifier (applies to) and the Purifier on Blood Moon (existence):
    a loop, applied in timestamp order. Blood Moon is older: the lands become Mountains and the
    Purifier loses its ability before applying."""
    b = Board()
    b.enter("Blood Moon")
    b.enter("Ashaya, Soul of the Wild", id="ashaya")
    b.enter("Rootpath Purifier", id="purifier")
    r = b.resolve()
    assert ("4", "Rootpath Purifier", "Blood Moon", "existence") in deps(r, "4")
    assert ("4", "Blood Moon", "Rootpath Purifier", "applies to") in deps(r, "4")
    assert [src(e) for e in r.order["4"]][:2] == ["Ashaya, Soul of the Wild", "Blood Moon"]
    for oid in ("ashaya", "purifier"):
        assert "Mountain" in r[oid].subtypes and "Basic" not in r[oid].supertypes, oid
    assert pt(r, "ashaya") == (0, 0) and pt(r, "purifier") == (3, 4)


def test_613_8b_loop_applied_in_timestamp_order_purifier_older():
    """613.8b loop, other order: the Purifier is older, so it applies first; the lands become basic and
    Blood Moon (nonbasic lands only) no longer applies to them. Ashaya counts 2 lands (herself and
    the Purifier)."""
    b = Board()
    b.enter("Rootpath Purifier", id="purifier")
    b.enter("Blood Moon")
    b.enter("Ashaya, Soul of the Wild", id="ashaya")
    r = b.resolve()
    for oid in ("ashaya", "purifier"):
        assert "Basic" in r[oid].supertypes and "Forest" in r[oid].subtypes, oid
        assert "Mountain" not in r[oid].subtypes
    assert pt(r, "ashaya") == (2, 2)


def test_613_8c_dependency_appears_only_after_an_application():
    """613.8c: before Ashaya applies, the Purifier doesn't depend on Blood Moon (it isn't a land); the
    dependency arises after Ashaya's application. Without Ashaya there is no such dependency."""
    b = Board()
    b.enter("Blood Moon")
    b.enter("Rootpath Purifier", id="purifier")
    r = b.resolve()
    assert ("4", "Rootpath Purifier", "Blood Moon", "existence") not in deps(r)
    assert len(r["purifier"].abilities) == 1 and pt(r, "purifier") == (3, 4)


def test_613_8_dependencies_false_orders_by_timestamp_only():
    """613.8 vs 613.7: with dependencies switched off (a teaching mode), Urborg older than Blood Moon
    keeps timestamp order, which differs from the rules result — showing the dependency mattered."""
    b = Board()
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Forest", id="forest")
    b.enter("Blood Moon")
    assert "Swamp" not in b.resolve()["forest"].subtypes
    assert "Swamp" in b.resolve(dependencies=False)["forest"].subtypes


# ------------------------------------------------------------------------------ termination

def test_termination_three_effect_dependency_board():
    """A board with two overlapping loops (Blood Moon, Ashaya, Purifier, Conspiracy, Life and Limb, Urborg)
    finishes and gives each object a result."""
    b = Board()
    for card in ("Blood Moon", "Ashaya, Soul of the Wild", "Rootpath Purifier", "Urborg, Tomb of Yawgmoth",
                 "Life and Limb", "Forest", "Mycosynth Lattice", "March of the Machines", "Opalescence",
                 "Humility"):
        b.enter(card)
    b.enter("Conspiracy", choices={"creature_type": "Saproling"})
    r = b.resolve()
    assert len(list(r)) == 11
    assert all(s.power is None or isinstance(s.power, int) for s in r)


def test_613_8c_dependency_disappears_after_an_application():
    """613.8c: Urborg depends on Blood Moon (existence) until the older Rootpath Purifier makes Urborg basic;
    re-evaluated, Urborg no longer depends on Blood Moon, which then doesn't apply to it (basic). Urborg
    keeps its ability; an opponent's nonbasic land becomes a Mountain, then a Swamp too (Urborg is
    newer), with both mana abilities (305.7)."""
    b = Board()
    b.enter("Rootpath Purifier")
    b.enter("Blood Moon")
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Mutavault", id="vault", controller="Bo")
    r = b.resolve()
    assert r["urborg"].supertypes == {"Basic", "Legendary"}
    assert r["urborg"].subtypes == {"Swamp"} and len(r["urborg"].abilities) == 2
    assert r["vault"].subtypes == {"Mountain", "Swamp"}
    assert sorted(a.text for a in r["vault"].abilities) == ["{T}: Add {B}.", "{T}: Add {R}."]
    assert [src(e) for e in r.order["4"]] == ["Rootpath Purifier", "Blood Moon", "Urborg, Tomb of Yawgmoth"]


def test_a_selector_without_an_ability_depends_on_the_effect_that_removes_it():
    # 613.8a: "Creatures without flying have reach" (older) depends on "All creatures lose flying"
    # (newer): applying the second changes what the first applies to, so it applies first (613.8b)
    # and Serra Angel, which loses flying, then has reach. (The selector's "without" must count
    # among what it reads, or the pair is never tried and timestamp order gives no reach.)
    from layerkit import Board
    b = Board()
    b.define("Test Grounding", "Enchantment", oracle_text="Creatures without flying have reach.",
             effects={1: {"affects": {"types": ["Creature"], "not_abilities": ["Flying"]}, "add_abilities": ["Reach"]}})
    b.define("Test Clipping", "Enchantment", oracle_text="All creatures lose flying.",
             effects={1: {"affects": {"types": ["Creature"]}, "remove_abilities": ["Flying"]}})
    b.enter("Test Grounding")
    b.enter("Test Clipping")
    b.enter("Serra Angel", id="angel")
    r = b.resolve()
    assert [a.text for a in r["angel"].abilities] == ["Vigilance", "Reach"]
    assert [(d.layer, d.reason) for d in r.dependencies] == [("6", "applies to")]
