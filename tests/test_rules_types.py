"""Layer 4: type-changing effects (CR 205.1a/b, 205.4b) and basic land types (305.6, 305.7).

Expected values come from the Comprehensive Rules' own examples or rule text.
"""
from __future__ import annotations


from layerkit import Board


def spell(board: Board, name: str, text: str, **definition) -> str:
    return board.define(name, "Instant", oracle_text=text, effects={1: definition})


def texts(state) -> list[str]:
    return [a.text for a in state.abilities]


def pt(res, oid):
    return res[oid].power, res[oid].toughness


def lands_are_creatures(board: Board) -> str:
    return board.define("Living Lands Test", "Enchantment", oracle_text="All lands are 1/1 creatures that are still lands.",
                        effects={1: {"affects": {"types": ["Land"]}, "add_types": ["Creature"], "set_pt": [1, 1]}})


# ------------------------------------------------------------------------------ 205.1b

def test_cr_205_1b_1_still_lands_keep_types_subtypes_supertypes():
    """CR-205.1b-1: "All lands are 1/1 creatures that are still lands": lands are creature lands and keep
    their land types and supertypes; an artifact land becomes an artifact land creature."""
    b = Board()
    b.enter(lands_are_creatures(b))
    b.enter("Forest", id="forest")
    b.enter("Darksteel Citadel", id="citadel")
    r = b.resolve()
    assert r["forest"].types == {"Creature", "Land"}
    assert r["forest"].supertypes == {"Basic"} and r["forest"].subtypes == {"Forest"}
    assert pt(r, "forest") == (1, 1)
    assert r["forest"].has("{T}: Add {G}.")
    assert r["citadel"].types == {"Artifact", "Land", "Creature"}


def test_cr_205_4b_1_still_legendary():
    """CR-205.4b-1: "All lands are 1/1 creatures that are still lands": a legendary land is still
    legendary."""
    b = Board()
    b.enter(lands_are_creatures(b))
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    r = b.resolve()
    assert r["urborg"].supertypes == {"Legendary"} and r["urborg"].types == {"Land", "Creature"}


def test_cr_205_1b_2_artifact_creature_keeps_other_types():
    """CR-205.1b-2: "All artifacts are 1/1 artifact creatures": an artifact enchantment becomes an
    artifact enchantment creature."""
    b = Board()
    b.define("Artifact Life Test", "Enchantment", oracle_text="All artifacts are 1/1 artifact creatures.",
             effects={1: {"affects": {"types": ["Artifact"]}, "add_types": ["Artifact", "Creature"], "set_pt": [1, 1]}})
    b.define("Relic Shrine", "Artifact Enchantment — Shrine", mana_cost="{2}")
    b.enter("Artifact Life Test")
    b.enter("Relic Shrine", id="shrine")
    r = b.resolve()
    assert r["shrine"].types == {"Artifact", "Enchantment", "Creature"}
    assert "Shrine" in r["shrine"].subtypes
    assert pt(r, "shrine") == (1, 1)


def test_205_1b_creature_type_artifact_creature_replaces_only_creature_types():
    """205.1b: "becomes a Construct artifact creature" keeps prior card types and non-creature
    subtypes but replaces the creature types."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Beamtown Beatstick", id="stick")
    staff = spell(b, "Constructify", "Target permanent becomes a Construct artifact creature.",
                  affects="targets", add_types=["Artifact", "Creature"], set_subtypes=["Construct"])
    b.cast(staff, targets=["bears"])
    b.cast(staff, targets=["stick"])
    r = b.resolve()
    assert r["bears"].types == {"Artifact", "Creature"} and r["bears"].subtypes == {"Construct"}
    assert r["stick"].types == {"Artifact", "Creature"} and r["stick"].subtypes == {"Equipment", "Construct"}


# ------------------------------------------------------------------------------ 205.1a

def test_205_1a_setting_card_types_replaces_them_and_their_subtypes():
    """205.1a: Oko's +1 sets a Treasure's card type to creature and its subtype to Elk: it is no longer
    an artifact, and the artifact type Treasure goes with the artifact card type."""
    b = Board()
    b.enter("Oko, Thief of Crowns", id="oko")
    b.enter("Treasure", id="treasure", token=True)
    b.ability("oko", "+1", targets=["treasure"])
    r = b.resolve()
    assert r["treasure"].types == {"Creature"}
    assert r["treasure"].subtypes == {"Elk"}
    assert r["treasure"].colors == {"G"} and pt(r, "treasure") == (3, 3)
    assert r["treasure"].abilities == ()


def test_205_1a_setting_subtypes_replaces_only_the_same_kind():
    """205.1a: "is a Treefolk" (Lignify) replaces creature types only; a land creature keeps its land
    types (Dryad Arbor stays a Forest, now a Treefolk)."""
    b = Board()
    b.enter("Dryad Arbor", id="arbor")
    b.enter("Lignify", attached_to="arbor")
    r = b.resolve()
    assert r["arbor"].subtypes == {"Forest", "Treefolk"}
    assert pt(r, "arbor") == (0, 4)


def test_205_1a_becomes_a_creature_type_keeps_card_types_and_other_subtypes():
    """205.1a: "becomes a blue Frog" sets the creature types only; Gingerbrute (Artifact Creature —
    Food Golem) keeps its artifact type and its Food subtype (the 2013-04-15 ruling on Turn // Burn's
    same wording keeps "other card types (such as artifact)")."""
    b = Board()
    b.enter("Gingerbrute", id="ginger")
    b.cast("Turn to Frog", targets=["ginger"])
    r = b.resolve()
    assert r["ginger"].types == {"Artifact", "Creature"}
    assert r["ginger"].subtypes == {"Food", "Frog"}


def test_205_1a_becomes_a_creature_type_creature_replaces_card_types():
    """205.1a: "becomes a green Elk creature" sets the card type too: an artifact stops being one
    (Oko, Thief of Crowns' ruling, 2019-10-04: it "loses any other card types it has (such as
    artifact)" and keeps its supertypes)."""
    b = Board()
    b.enter("Gingerbrute", id="ginger")
    b.enter("Oko, Thief of Crowns", id="oko")
    b.ability("oko", which="+1", targets=["ginger"])
    r = b.resolve()
    assert r["ginger"].types == {"Creature"}
    assert r["ginger"].subtypes == {"Elk"}


def test_205_1a_removing_a_card_type_removes_its_subtypes():
    """205.1a: removing a card type removes the subtypes correlated with it: Dryad Arbor that stops
    being a creature loses Dryad but keeps Forest."""
    b = Board()
    b.enter("Dryad Arbor", id="arbor")
    b.cast(spell(b, "Uncreature", "Target permanent isn't a creature.", affects="targets", remove_types=["Creature"]),
           targets=["arbor"])
    r = b.resolve()
    assert r["arbor"].types == {"Land"}
    assert r["arbor"].subtypes == {"Forest"}
    assert r["arbor"].power is None


def test_205_1a_removed_card_type_keeps_subtypes_shared_with_a_remaining_type():
    """205.1a: "the subtypes correlated with that card type will remain if they are also the subtypes of a
    card type the object currently has": a Kindred creature that stops being a creature keeps its
    creature types (Kindred shares them, 205.3m)."""
    b = Board()
    b.define("Elf Idol", "Kindred Artifact Creature — Elf", mana_cost="{2}", power=2, toughness=2)
    b.enter("Elf Idol", id="idol")
    b.cast(spell(b, "Uncreature", "Target permanent isn't a creature.", affects="targets", remove_types=["Creature"]),
           targets=["idol"])
    r = b.resolve()
    assert r["idol"].types == {"Kindred", "Artifact"}
    assert r["idol"].subtypes == {"Elf"}


def test_205_1a_instant_keeps_its_type_when_types_are_set():
    """205.1a: an object with the instant card type retains it when an effect sets its card types."""
    b = Board()
    b.define("Spell Warper", "Enchantment", oracle_text="Instant cards in your hand are artifacts.",
             effects={1: {"affects": {"types": ["Instant"], "zones": ["hand"]}, "set_types": ["Artifact"]}})
    b.enter("Spell Warper")
    b.enter("Lightning Bolt", id="bolt", zone="hand")
    assert b.resolve()["bolt"].types == {"Instant", "Artifact"}


# ------------------------------------------------------------------------------ 305.6 / 305.7

def test_305_6_basic_land_types_have_intrinsic_mana_abilities():
    """305.6: a land with a basic land type has that type's mana ability even with no text box (Forest,
    a dual with two types)."""
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Temple Garden", id="garden")
    r = b.resolve()
    assert texts(r["forest"]) == ["{T}: Add {G}."]
    assert r["garden"].has("{T}: Add {G}.") and r["garden"].has("{T}: Add {W}.")


def test_305_6_gaining_basic_land_types_gains_mana_abilities():
    """305.6 / 305.7 (last sentence): a land that gains basic land types in addition keeps its types and
    rules text and gains the mana abilities (Dryad of the Ilysian Grove on Mutavault)."""
    b = Board()
    b.enter("Dryad of the Ilysian Grove")
    b.enter("Mutavault", id="vault")
    r = b.resolve()
    assert {"Plains", "Island", "Swamp", "Mountain", "Forest"} <= r["vault"].subtypes
    for m in "WUBRG":
        assert r["vault"].has(f"{{T}}: Add {{{m}}}."), m
    assert r["vault"].has("{T}: Add {C}.")
    assert len(r["vault"].abilities) == 7


def test_305_7_setting_a_basic_land_type_removes_rules_text_abilities():
    """305.7: Blood Moon on Urborg: Urborg loses the abilities from its rules text and gains {T}: Add {R};
    it stays legendary (supertypes unchanged)."""
    b = Board()
    b.enter("Urborg, Tomb of Yawgmoth", id="urborg")
    b.enter("Blood Moon")
    r = b.resolve()
    assert r["urborg"].subtypes == {"Mountain"}
    assert texts(r["urborg"]) == ["{T}: Add {R}."]
    assert r["urborg"].supertypes == {"Legendary"} and r["urborg"].types == {"Land"}


def test_305_7_old_land_types_and_their_mana_abilities_go():
    """305.7: Spreading Seas on Temple Garden: it is just an Island with only {T}: Add {U}."""
    b = Board()
    b.enter("Temple Garden", id="garden")
    b.enter("Spreading Seas", attached_to="garden")
    r = b.resolve()
    assert r["garden"].subtypes == {"Island"}
    assert texts(r["garden"]) == ["{T}: Add {U}."]


def _lantern(board: Board) -> str:
    """Chromatic Lantern's first ability, declared static explicitly."""
    return board.define("Prism Lamp", "Artifact", mana_cost="{3}",
                        oracle_text='Lands you control have "{T}: Add one mana of any color."',
                        effects={1: {"kind": "static", "affects": {"types": ["Land"], "controller": "you"},
                                     "add_abilities": ["{T}: Add one mana of any color."]}})


def test_305_7_abilities_granted_by_other_effects_are_kept():
    """305.7: "this doesn't remove any abilities that were granted to the land by other effects": a
    granted mana ability (Chromatic Lantern's wording) survives Blood Moon, whatever the timestamps."""
    for lamp_first in (True, False):
        b = Board()
        if lamp_first:
            b.enter(_lantern(b))
        b.enter("Mutavault", id="vault")
        b.enter("Blood Moon")
        if not lamp_first:
            b.enter(_lantern(b))
        r = b.resolve()
        assert r["vault"].has("{T}: Add one mana of any color."), lamp_first
        assert r["vault"].has("{T}: Add {R}.")
        assert not r["vault"].has("{T}: Add {C}.")


def test_305_7_bundled_chromatic_lantern_grant_survives_blood_moon():
    """305.7 with the bundled Chromatic Lantern: lands you control have its mana ability, Blood Moon or not."""
    b = Board()
    b.enter("Chromatic Lantern")
    b.enter("Mutavault", id="vault")
    b.enter("Forest", id="forest")
    b.enter("Blood Moon")
    r = b.resolve()
    assert r["forest"].has("{T}: Add one mana of any color.")
    assert r["vault"].has("{T}: Add one mana of any color.") and r["vault"].has("{T}: Add {R}.")


def test_305_7_card_types_and_supertypes_unchanged():
    """305.7: setting a land's subtype doesn't add or remove card types: Dryad Arbor under Blood Moon is
    still a 1/1 land creature, a Mountain Dryad (creature types aren't land types)."""
    b = Board()
    b.enter("Dryad Arbor", id="arbor")
    b.enter("Blood Moon")
    r = b.resolve()
    assert r["arbor"].types == {"Land", "Creature"}
    assert r["arbor"].subtypes == {"Mountain", "Dryad"}
    assert texts(r["arbor"]) == ["{T}: Add {R}."]
    assert (r["arbor"].power, r["arbor"].toughness) == (1, 1)


def test_305_7_land_type_added_keeps_rules_text():
    """305.7 (last sentence): Urborg makes each land a Swamp in addition: Mutavault keeps {T}: Add {C}
    and its animation ability and gains {T}: Add {B}."""
    b = Board()
    b.enter("Urborg, Tomb of Yawgmoth")
    b.enter("Mutavault", id="vault")
    r = b.resolve()
    assert r["vault"].subtypes == {"Swamp"}
    assert r["vault"].has("{T}: Add {C}.") and r["vault"].has("{T}: Add {B}.")
    assert len(r["vault"].abilities) == 3
