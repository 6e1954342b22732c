"""Layer 1: copy effects (CR 707.2, 707.3, 707.4, 707.9), face-down permanents (708.2, 613.2b) and
merged permanents (730.2); termination of self-referential copies.

Expected values come from the Comprehensive Rules' own examples (ids as in
/work/shared/reference/comprehensive-rules-examples.md) or from the rule text.
"""
from __future__ import annotations


from layerkit import Board


def pt(res, oid):
    return res[oid].power, res[oid].toughness


def texts(state) -> list[str]:
    return [a.text for a in state.abilities]


UPKEEP_COPY = ("At the beginning of your upkeep, you may have this creature become a copy of target creature, "
               "except it doesn't copy that creature's color and it has this ability.")


def runeclaw_bear(b: Board) -> str:
    return b.define("Runeclaw Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2)


def grinning_demon(b: Board) -> str:
    return b.define("Grinning Demon", "Creature — Demon", mana_cost="{2}{B}{B}", power=6, toughness=6,
                    oracle_text="At the beginning of your upkeep, you lose 2 life.\nMorph {2}{B}{B}")


# ------------------------------------------------------------------------------ 707.2 copiable values

def test_cr_707_2_1_copy_ignores_type_changing_effects():
    """CR-707.2-1: after Chimeric Staff became a 5/5 Construct artifact creature, a Clone entering as a
    copy of it is an artifact — not a 5/5 Construct artifact creature — with the Staff's ability."""
    b = Board()
    staff_text = "{X}: This artifact becomes an X/X Construct artifact creature until end of turn."
    b.define("Chimeric Staff", "Artifact", mana_cost="{4}", oracle_text=staff_text,
             effects={1: {"kind": "activated", "affects": "self", "duration": "end_of_turn",
                          "add_types": ["Artifact", "Creature"], "set_subtypes": ["Construct"], "set_pt": "x"}})
    b.enter("Chimeric Staff", id="staff")
    b.ability("staff", 1, choices={"number": 5})
    b.enter("Clone", id="clone", copy="staff")
    r = b.resolve()
    assert {"Artifact", "Creature"} <= r["staff"].types and "Construct" in r["staff"].subtypes
    assert pt(r, "staff") == (5, 5)
    assert r["clone"].types == {"Artifact"} and r["clone"].subtypes == frozenset()
    assert r["clone"].power is None
    assert r["clone"].name == "Chimeric Staff"
    assert texts(r["clone"]) == [staff_text]


def test_707_2_counters_and_pumps_are_not_copied():
    """707.2: counters and non-copy effects (Giant Growth) aren't copiable values; a copy of a copy gets
    the same copiable values (Clone of a Clone of Grizzly Bears is a 2/2 Grizzly Bears)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 1})
    b.cast("Giant Growth", targets=["bears"])
    b.enter("Clone", id="clone1", copy="bears")
    b.enter("Clone", id="clone2", copy="clone1")
    r = b.resolve()
    assert pt(r, "bears") == (6, 6)
    for oid in ("clone1", "clone2"):
        assert r[oid].name == "Grizzly Bears" and pt(r, oid) == (2, 2), oid
        assert r[oid].colors == {"G"} and r[oid].subtypes == {"Bear"}


def test_cr_707_4_1_non_copy_effects_still_apply_after_copying():
    """CR-707.4-1: a creature affected by Giant Growth that becomes a copy of another creature still gets
    +3/+3 (Metamorphic Alteration makes Grizzly Bears a copy of Hill Giant, 3/3: it is 6/6)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Hill Giant", id="giant")
    b.cast("Giant Growth", targets=["bears"])
    b.enter("Metamorphic Alteration", attached_to="bears", choices={"object": "giant"})
    r = b.resolve()
    assert r["bears"].name == "Hill Giant"
    assert pt(r, "bears") == (6, 6)


# ------------------------------------------------------------------------------ 707.3 / 707.9

def test_cr_707_3_1_copy_of_a_copy_with_exceptions():
    """CR-707.3-1: Vesuvan Doppelganger copies Runeclaw Bear except its color, and has the upkeep ability;
    a Clone copying the Doppelganger is a 2/2 blue Bear named Runeclaw Bear with that ability."""
    b = Board()
    runeclaw_bear(b)
    b.define("Vesuvan Doppelganger", "Creature — Shapeshifter", mana_cost="{3}{U}{U}", power=0, toughness=0,
             oracle_text="You may have this creature enter as a copy of any creature on the battlefield, except it "
                         "doesn't copy that creature's color and it has \"" + UPKEEP_COPY + "\"",
             effects={1: {"enters_as_copy": {"except": {"set_colors": ["U"], "add_abilities": [UPKEEP_COPY]}}}})
    b.enter("Runeclaw Bear", id="bear")
    b.enter("Vesuvan Doppelganger", id="vd", copy="bear")
    b.enter("Clone", id="clone", copy="vd")
    r = b.resolve()
    for oid in ("vd", "clone"):
        assert r[oid].name == "Runeclaw Bear", oid
        assert r[oid].colors == {"U"} and r[oid].subtypes == {"Bear"} and pt(r, oid) == (2, 2)
        assert r[oid].has(UPKEEP_COPY)


def test_cr_707_9a_1_ability_gained_while_copying_is_copiable():
    """CR-707.9a-1: Unstable Shapeshifter becomes a copy of Quirion Elves except it has its ability;
    a Clone copying the Shapeshifter copies the new copiable values, that ability included."""
    b = Board()
    shifter = "Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability."
    b.define("Quirion Elves", "Creature — Elf Druid", mana_cost="{1}{G}", power=1, toughness=1,
             oracle_text="{T}: Add {G}.")
    b.define("Unstable Shapeshifter", "Creature — Shapeshifter", mana_cost="{3}{U}", power=0, toughness=1,
             oracle_text=shifter,
             effects={1: {"kind": "triggered", "affects": "self", "copy": {"of": "chosen", "except": {"add_abilities": [shifter]}}}})
    b.enter("Unstable Shapeshifter", id="us")
    b.enter("Quirion Elves", id="elves")
    b.ability("us", 1, choices={"object": "elves"})
    b.enter("Clone", id="clone", copy="us")
    r = b.resolve()
    for oid in ("us", "clone"):
        assert r[oid].name == "Quirion Elves" and pt(r, oid) == (1, 1), oid
        assert r[oid].has("{T}: Add {G}.") and r[oid].has(shifter)
    cv = r.copiable_values("us")
    assert shifter in [a.text for a in cv.abilities]


def test_cr_707_9b_1_modified_characteristic_is_copiable():
    """CR-707.9b-1: Copy Artifact entering as a copy of Juggernaut has types artifact, creature and
    enchantment — as copiable values, so a Clone of it is an enchantment too."""
    b = Board()
    b.define("Juggernaut", "Artifact Creature — Juggernaut", mana_cost="{4}", power=5, toughness=3,
             oracle_text="Juggernaut attacks each combat if able.\nJuggernaut can't be blocked by Walls.")
    b.define("Copy Artifact", "Enchantment", mana_cost="{1}{U}",
             oracle_text="You may have this enchantment enter as a copy of any artifact on the battlefield, except "
                         "it's an enchantment in addition to its other types.",
             effects={1: {"enters_as_copy": {"except": {"add_types": ["Enchantment"]}}}})
    b.enter("Juggernaut", id="jugg")
    b.enter("Copy Artifact", id="ca", copy="jugg")
    b.enter("Clone", id="clone", copy="ca")
    r = b.resolve()
    assert r["ca"].types == {"Artifact", "Creature", "Enchantment"}
    assert r.copiable_values("ca").types == {"Artifact", "Creature", "Enchantment"}
    assert r["clone"].types == {"Artifact", "Creature", "Enchantment"}
    assert r["ca"].name == "Juggernaut" and pt(r, "ca") == (5, 3)


def test_707_9b_lazotep_convert_exceptions_are_copiable():
    """707.9b: Lazotep Convert copies a creature card except it's a 4/4 black Zombie in addition; Mirror
    Image copying the Convert gets the same."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard")
    b.enter("Invasion of Amonkhet // Lazotep Convert", face="back", id="convert", copy="bears")
    b.enter("Mirror Image", id="mirror", copy="convert")
    r = b.resolve()
    for oid in ("convert", "mirror"):
        assert r[oid].name == "Grizzly Bears", oid
        assert r[oid].colors == {"B"} and r[oid].subtypes == {"Bear", "Zombie"} and pt(r, oid) == (4, 4)


def test_cr_707_9d_1_pt_exception_drops_the_pt_cda():
    """CR-707.9d-1: Quicksilver Gargantuan ("except it's 7/7") copying a creature with a P/T CDA (Regal
    Bunnicorn here, Tarmogoyf in the example) doesn't get that CDA; it is 7/7."""
    b = Board()
    b.define("Quicksilver Gargantuan", "Creature — Shapeshifter", mana_cost="{5}{U}{U}", power=7, toughness=7,
             oracle_text="You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.",
             effects={1: {"enters_as_copy": {"except": {"set_pt": [7, 7]}}}})
    b.enter("Regal Bunnicorn", id="bunny")
    b.enter("Sol Ring"); b.enter("Sol Ring")
    b.enter("Quicksilver Gargantuan", id="qg", copy="bunny")
    r = b.resolve()
    assert r["qg"].name == "Regal Bunnicorn"
    assert pt(r, "qg") == (7, 7)
    assert not any("power and toughness are each equal" in t for t in texts(r["qg"]))


def test_707_9d_color_exception_drops_the_color_cda():
    """707.9d: a copy effect that doesn't copy color ("except it doesn't copy that creature's color", the
    copy keeps blue) copying a devoid creature (Thief of Existence) doesn't get the devoid CDA: it is blue."""
    b = Board()
    b.define("Vesuvan Doppelganger", "Creature — Shapeshifter", mana_cost="{3}{U}{U}", power=0, toughness=0,
             oracle_text="You may have this creature enter as a copy of any creature on the battlefield, except it "
                         "doesn't copy that creature's color.",
             effects={1: {"enters_as_copy": {"except": {"set_colors": ["U"]}}}})
    b.enter("Thief of Existence", id="thief")
    b.enter("Vesuvan Doppelganger", id="vd", copy="thief")
    r = b.resolve()
    assert r["vd"].name == "Thief of Existence"
    assert r["vd"].colors == {"U"}


def test_cr_707_9d_2_in_addition_exception_keeps_type_cda():
    """CR-707.9d-2: Glasspool Mimic ("except it's a Shapeshifter Rogue in addition to its other types")
    copying a changeling has changeling and all creature types."""
    b = Board()
    b.define("Glasspool Mimic", "Creature — Shapeshifter Rogue", mana_cost="{2}{U}", power=0, toughness=0,
             oracle_text="You may have this creature enter as a copy of a creature you control, except it's a "
                         "Shapeshifter Rogue in addition to its other types.",
             effects={1: {"enters_as_copy": {"except": {"add_subtypes": ["Shapeshifter", "Rogue"]}}}})
    b.enter("Woodland Changeling", id="changeling")
    b.enter("Glasspool Mimic", id="mimic", copy="changeling")
    r = b.resolve()
    assert r["mimic"].has("Changeling")
    assert {"Elf", "Goblin", "Rogue", "Shapeshifter", "Sliver"} <= r["mimic"].subtypes


# ------------------------------------------------------------------------------ 708 face-down

def test_708_2a_face_down_is_a_nameless_colorless_2_2():
    """708.2a: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost
    (and 702.168: a disguised one has ward {2})."""
    b = Board()
    grinning_demon(b)
    b.enter("Grinning Demon", id="morph", face_down="morph")
    b.enter("Pyrotechnic Performer", id="disguise", face_down="disguise")
    r = b.resolve()
    for oid in ("morph", "disguise"):
        s = r[oid]
        assert s.name == "" and s.mana_cost == "" and s.colors == frozenset(), oid
        assert s.types == {"Creature"} and s.subtypes == frozenset() and pt(r, oid) == (2, 2)
    assert r["morph"].abilities == ()
    assert texts(r["disguise"]) == ["Ward {2}"]


def test_708_2_listed_characteristics_replace_the_2_2():
    """708.2: a face-down permanent has only the characteristics listed by the effect that put it
    onto the battlefield face down (Yedora, Grave Gardener: "It's a Forest land."): a nameless Forest
    land with no creature type, no P/T, and the Forest's mana ability (305.6); the listed values are
    its copiable values, so a Clone-like copy sees the same land."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", face_down={"types": ["Land"], "subtypes": ["Forest"]})
    r = b.resolve()
    assert r["bears"].name == "" and r["bears"].types == {"Land"} and r["bears"].subtypes == {"Forest"}
    assert r["bears"].power is None and [a.text for a in r["bears"].abilities] == ["{T}: Add {G}."]
    assert r.copiable_values("bears").types == {"Land"}
    b.turn_face_up("bears")
    assert b.resolve()["bears"].name == "Grizzly Bears"


def test_708_2_face_down_permanent_is_affected_by_other_effects():
    """613.2b: the face-down values are layer 1b; later layers still apply (Glorious Anthem: 3/3)."""
    b = Board()
    grinning_demon(b)
    b.enter("Glorious Anthem")
    b.enter("Grinning Demon", id="morph", face_down="morph")
    assert pt(b.resolve(), "morph") == (3, 3)


def test_708_turned_face_up_has_its_printed_characteristics():
    """708 / 613.7f: once turned face up, the permanent has its own characteristics again."""
    b = Board()
    grinning_demon(b)
    b.enter("Grinning Demon", id="morph", face_down="morph")
    b.turn_face_up("morph")
    r = b.resolve()
    assert r["morph"].name == "Grinning Demon" and pt(r, "morph") == (6, 6) and r["morph"].colors == {"B"}


def test_cr_707_2_2_clone_of_a_face_down_permanent():
    """CR-707.2-2: a Clone copying a face-down Grinning Demon is a colorless 2/2 creature with no name,
    no subtypes, no abilities and no mana cost — and it is face up."""
    b = Board()
    grinning_demon(b)
    b.enter("Grinning Demon", id="demon", face_down="morph")
    b.enter("Clone", id="clone", copy="demon")
    r = b.resolve()
    c = r["clone"]
    assert c.name == "" and c.mana_cost == "" and c.colors == frozenset() and c.abilities == ()
    assert c.types == {"Creature"} and c.subtypes == frozenset() and pt(r, "clone") == (2, 2)
    assert c.characteristics.face_down is False
    assert b.state.objects["clone"].face_down is None


def test_702_168b_clone_of_a_disguised_permanent_has_ward_2():
    """702.168b / 708.2: the face-down values a disguise lists (2/2, ward {2}, no name...) are copiable
    values, so a Clone copying it has ward {2} — and stays that copy when the original turns face up."""
    b = Board()
    b.enter("Pyrotechnic Performer", id="performer", face_down="disguise")
    b.enter("Clone", id="clone", copy="performer")
    r = b.resolve()
    assert texts(r["clone"]) == ["Ward {2}"] and pt(r, "clone") == (2, 2)
    b.turn_face_up("performer")
    r = b.resolve()
    assert r["performer"].name == "Pyrotechnic Performer"
    assert r["clone"].name == "" and pt(r, "clone") == (2, 2)


def test_cr_707_3_4_face_down_permanent_that_becomes_a_copy():
    """CR-707.3-4: a face-down Grinning Demon that becomes a copy of Wandering Ones (1/1 blue Spirit)
    stays a nameless colorless 2/2; turned face up it has Wandering Ones' characteristics."""
    b = Board()
    grinning_demon(b)
    b.define("Wandering Ones", "Creature — Spirit", mana_cost="{U}", power=1, toughness=1)
    b.enter("Wandering Ones", id="ones")
    b.enter("Grinning Demon", id="demon", face_down="morph")
    b.enter("Metamorphic Alteration", attached_to="demon", choices={"object": "ones"})
    r = b.resolve()
    assert r["demon"].name == "" and r["demon"].colors == frozenset() and pt(r, "demon") == (2, 2)
    b.turn_face_up("demon")
    r = b.resolve()
    assert r["demon"].name == "Wandering Ones" and r["demon"].colors == {"U"}
    assert r["demon"].subtypes == {"Spirit"} and pt(r, "demon") == (1, 1)


# ------------------------------------------------------------------------------ 730 merged permanents

def test_730_2a_mutate_on_top_has_top_characteristics_and_all_abilities():
    """730.2a: a merged permanent has the characteristics of its topmost component, plus (mutate,
    702.140) the abilities of the others: Gemrazer over Shivan Dragon is a 4/4 green Gemrazer with
    flying and the firebreathing ability."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon")
    b.mutate("Gemrazer", onto="dragon", position="top")
    r = b.resolve()
    s = r["dragon"]
    assert s.name == "Gemrazer" and s.colors == {"G"} and s.subtypes == {"Beast"} and pt(r, "dragon") == (4, 4)
    assert s.has("Flying") and s.has("Reach") and s.has("Trample")


def test_730_2a_mutate_under_keeps_the_original_characteristics():
    """730.2a: Gemrazer merged under Shivan Dragon: still a 5/5 red Shivan Dragon, now with reach and trample."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon")
    b.mutate("Gemrazer", onto="dragon", position="bottom")
    r = b.resolve()
    s = r["dragon"]
    assert s.name == "Shivan Dragon" and s.colors == {"R"} and pt(r, "dragon") == (5, 5)
    assert s.has("Flying") and s.has("Reach") and s.has("Trample")


def test_730_2c_effects_and_counters_keep_applying_to_a_merged_permanent():
    """730.2c: a merged permanent is the same object: Giant Growth and a +1/+1 counter still apply."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 1})
    b.cast("Giant Growth", targets=["bears"])
    b.mutate("Gemrazer", onto="bears", position="top")
    assert pt(b.resolve(), "bears") == (8, 8)


def test_730_2a_merging_is_a_copiable_effect():
    """730.2a: merging is a copiable effect, so a Clone copying the merged permanent gets the merged
    values (Gemrazer's characteristics with Shivan Dragon's abilities)."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon")
    b.mutate("Gemrazer", onto="dragon", position="top")
    b.enter("Clone", id="clone", copy="dragon")
    r = b.resolve()
    assert r["clone"].name == "Gemrazer" and pt(r, "clone") == (4, 4)
    assert r["clone"].has("Flying") and r["clone"].has("Reach")


# ------------------------------------------------------------------------------ termination

def test_termination_clone_copying_a_clone_that_copied_nothing():
    """707.9e-like / termination: a Clone that copied nothing is a 0/0 Clone; a Clone entering as a copy of
    it is a 0/0 Clone too (its copied 'enter as a copy' ability can't apply again as it enters)."""
    b = Board()
    b.enter("Clone", id="clone1")
    b.enter("Clone", id="clone2", copy="clone1")
    b.enter("Clone", id="clone3", copy="clone2")
    r = b.resolve()
    for oid in ("clone1", "clone2", "clone3"):
        assert r[oid].name == "Clone" and pt(r, oid) == (0, 0), oid


def test_termination_metamorphic_alteration_copy_of_itself():
    """Termination: Metamorphic Alteration making the enchanted creature a copy of itself leaves it as its
    own copiable values (Grizzly Bears, 2/2)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Metamorphic Alteration", attached_to="bears", choices={"object": "bears"})
    r = b.resolve()
    assert r["bears"].name == "Grizzly Bears" and pt(r, "bears") == (2, 2)


def test_termination_two_alterations_copying_each_other():
    """613.8b / termination: MA#1 (older) makes X a copy of Y, MA#2 makes Y a copy of X. Each changes what
    the other does: a loop, applied in timestamp order: X becomes Y (Hill Giant), then Y copies X,
    which is now Hill Giant too."""
    b = Board()
    b.enter("Grizzly Bears", id="x")
    b.enter("Hill Giant", id="y")
    b.enter("Metamorphic Alteration", id="ma1", attached_to="x", choices={"object": "y"})
    b.enter("Metamorphic Alteration", id="ma2", attached_to="y", choices={"object": "x"})
    r = b.resolve()
    assert r["x"].name == "Hill Giant" and r["y"].name == "Hill Giant"
    assert pt(r, "x") == (3, 3) and pt(r, "y") == (3, 3)


def test_termination_clone_chain_of_metamorphic_copies():
    """Termination: a Clone entering as a copy of a creature that is itself a Metamorphic copy of the
    Clone's own earlier target finishes, and copies the copiable values (layer 1 result)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Clone", id="clone1", copy="bears")
    b.enter("Metamorphic Alteration", attached_to="bears", choices={"object": "clone1"})
    b.enter("Clone", id="clone2", copy="bears")
    r = b.resolve()
    assert r["clone2"].name == "Grizzly Bears" and pt(r, "clone2") == (2, 2)


def test_text_change_keeps_applying_after_a_copy_effect():
    """613.1a before 613.1c (cf. CR-123.6c-2): a text-changing effect on a creature still applies to the
    text it gets from a later copy effect: Grizzly Bears with "white" -> "black" that becomes a copy of
    Wilt-Leaf Liege pumps other black creatures, not white ones."""
    b = Board()
    b.define("Black Two", "Creature — Zombie", mana_cost="{1}{B}", power=2, toughness=2)
    b.enter("Grizzly Bears", id="bears")
    b.enter("Wilt-Leaf Liege", id="liege", controller="Bo")
    b.enter("Black Two", id="black")
    b.enter("Savannah Lions", id="white")
    b.cast("Mind Bend", targets=["bears"], choices={"words": {"from": "white", "to": "black"}})
    b.enter("Metamorphic Alteration", attached_to="bears", choices={"object": "liege"})
    r = b.resolve()
    assert r["bears"].name == "Wilt-Leaf Liege"
    assert pt(r, "black") == (3, 3)
    assert pt(r, "white") == (2, 1)
