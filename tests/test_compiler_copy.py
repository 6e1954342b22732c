"""Layers 1 and 3 from text: entering as a copy (707.5, 707.9, 614.1c) and text changes (612) (issue 12).

Each expected value comes from the card's oracle text (the pool file's) and the rules it cites, never
from the compiler's output: a board is built with the real pool card, resolved, and the characteristics
the text and rules imply are asserted. A phrase the compiler can't read exactly stays unsupported.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError


def _chars(res, oid: str):
    return res[oid].characteristics


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------------------ entering as a copy (707.5)

def test_clone_enters_as_a_copy_of_grizzly_bears() -> None:
    # Clone: "You may have this creature enter as a copy of any creature on the battlefield."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Clone", id="clone", copy="bear")
    b.enter("Clone", id="plain")                       # "you may": it didn't, so it is itself
    res = b.resolve()
    c = _chars(res, "clone")
    assert (c.name, c.power, c.toughness, c.colors, set(c.subtypes)) == ("Grizzly Bears", 2, 2, frozenset("G"), {"Bear"})
    p = _chars(res, "plain")
    assert (p.name, p.power, p.toughness, set(p.subtypes)) == ("Clone", 0, 0, {"Shapeshifter"})
    assert not res.unsupported


def test_clone_may_copy_only_a_creature() -> None:
    # 707.2 and the card's words: "any creature on the battlefield"
    b = layerkit.Board()
    b.enter("Forest", id="forest")
    with pytest.raises(ScenarioError) as err:
        b.enter("Clone", copy="forest")
    assert err.value.field == "copy"


def test_phantasmal_image_exceptions_are_part_of_the_copy() -> None:
    # Phantasmal Image: "... except it's an Illusion in addition to its other types and it has 'When this
    # creature becomes the target of a spell or ability, sacrifice it.'" (707.9b)
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel")
    b.enter("Phantasmal Image", id="image", copy="angel")
    res = b.resolve()
    c = _chars(res, "image")
    assert (c.name, c.power, c.toughness, c.colors) == ("Serra Angel", 4, 4, frozenset("W"))
    assert set(c.subtypes) == {"Angel", "Illusion"}
    assert {"Flying", "Vigilance", "When this creature becomes the target of a spell or ability, sacrifice it."} \
        <= _texts(res, "image")
    # 707.3: a copy of the Image copies the exceptions too (they are copiable values)
    b.enter("Clone", id="clone", copy="image")
    res = b.resolve()
    assert set(_chars(res, "clone").subtypes) == {"Angel", "Illusion"}
    assert "When this creature becomes the target of a spell or ability, sacrifice it." in _texts(res, "clone")


def test_quicksilver_gargantuan_is_7_7_even_over_a_pt_cda() -> None:
    # Quicksilver Gargantuan: "..., except it's 7/7." 707.9b; 707.9d: the copied CDA that defines P/T
    # (Tarmogoyf's) is not copied
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Tarmogoyf", id="goyf")
    b.enter("Quicksilver Gargantuan", id="qg1", copy="bear")
    b.enter("Quicksilver Gargantuan", id="qg2", copy="goyf")
    res = b.resolve()
    assert (_chars(res, "qg1").name, _chars(res, "qg1").power, _chars(res, "qg1").toughness) == ("Grizzly Bears", 7, 7)
    assert (_chars(res, "qg2").name, _chars(res, "qg2").power, _chars(res, "qg2").toughness) == ("Tarmogoyf", 7, 7)


def test_auton_soldier_isnt_legendary_is_an_artifact_and_has_myriad() -> None:
    # Auton Soldier: "..., except it isn't legendary, is an artifact in addition to its other types, and
    # has myriad."
    b = layerkit.Board()
    b.enter("Isamaru, Hound of Konda", id="isamaru")
    b.enter("Auton Soldier", id="auton", copy="isamaru")
    res = b.resolve()
    c = _chars(res, "auton")
    assert c.name == "Isamaru, Hound of Konda"
    assert "Legendary" not in c.supertypes                      # 205.4
    assert set(c.types) == {"Artifact", "Creature"}              # 205.1b
    assert any(t.startswith("Myriad") for t in _texts(res, "auton"))
    assert (c.power, c.toughness) == (2, 2)


def test_copy_artifact_and_phyrexian_metamorph_add_a_card_type() -> None:
    # Copy Artifact: "any artifact ..., except it's an enchantment in addition to its other types";
    # Phyrexian Metamorph: "any artifact or creature ..., except it's an artifact in addition to its other types"
    b = layerkit.Board()
    b.enter("Sol Ring", id="ring")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Copy Artifact", id="copy", copy="ring")
    b.enter("Phyrexian Metamorph", id="meta", copy="bear")
    res = b.resolve()
    assert (_chars(res, "copy").name, set(_chars(res, "copy").types)) == ("Sol Ring", {"Artifact", "Enchantment"})
    m = _chars(res, "meta")
    assert (m.name, set(m.types), set(m.subtypes), m.power) == ("Grizzly Bears", {"Artifact", "Creature"}, {"Bear"}, 2)
    with pytest.raises(ScenarioError):
        b.enter("Copy Artifact", copy="bear")                   # "any artifact"


def test_machine_gods_effigy_is_an_artifact_not_a_creature() -> None:
    # Machine God's Effigy: "..., except it's an artifact and it has '{T}: Add {U}.' (It's not a creature.)"
    # 205.1a: the new card type replaces the old ones; a creature type can't stay (205.3d)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Machine God's Effigy", id="effigy", copy="bear")
    res = b.resolve()
    c = _chars(res, "effigy")
    assert (c.name, set(c.types), set(c.subtypes)) == ("Grizzly Bears", {"Artifact"}, set())
    assert "{T}: Add {U}." in _texts(res, "effigy")


def test_mercurial_pretender_copies_only_a_creature_you_control() -> None:
    # Mercurial Pretender: "a creature you control"
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.enter("Serra Angel", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError):
        b.enter("Mercurial Pretender", controller="Alex", copy="theirs")
    b.enter("Mercurial Pretender", id="mp", controller="Alex", copy="mine")
    res = b.resolve()
    assert _chars(res, "mp").name == "Grizzly Bears"
    assert "{2}{U}{U}: Return this creature to its owner's hand." in _texts(res, "mp")


def test_vesuva_enters_tapped_as_a_copy_of_a_land() -> None:
    # Vesuva: "You may have this land enter tapped as a copy of any land on the battlefield."
    b = layerkit.Board()
    b.enter("Forest", id="forest")
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError):
        b.enter("Vesuva", copy="bear")                           # "any land"
    b.enter("Vesuva", id="vesuva", copy="forest", tapped=True)
    c = _chars(b.resolve(), "vesuva")
    assert (c.name, set(c.types), set(c.subtypes), set(c.supertypes)) == ("Forest", {"Land"}, {"Forest"}, {"Basic"})


def test_the_compiled_definition_is_the_one_the_rules_imply() -> None:
    c = compile_text("Pirated Copy", "You may have this creature enter as a copy of any creature on the battlefield, "
                     "except it's a Pirate in addition to its other types and it has \"Whenever this creature deals "
                     "combat damage to a player, you draw a card.\"", ["Creature"])
    assert c.supported
    assert c.effects[1]["enters_as_copy"] == {"except": {
        "add_subtypes": ["Pirate"],
        "add_abilities": ["Whenever this creature deals combat damage to a player, you draw a card."]}}


@pytest.mark.parametrize("name", [
    # "Deceptive Frostkite" ("a creature you control with power 4 or greater") is read since round 12: the board
    # checks the power (legality.phrase), tests/test_compiler_copyctl12.py
    # "Altered Ego" ("except it enters with X additional +1/+1 counters on it") and "Spark Double" (counters by what
    # it copies) are read since round 12: enters_as_copy.counters (614.1c), tests/test_compiler_copyctl12.py
    "Vesuvan Doppelganger",     # "except it doesn't copy that creature's color"
    "Protean Raider",           # "if you attacked this turn, ...": a condition on the replacement effect
])
def test_copy_phrases_not_read_exactly_stay_unsupported(name: str) -> None:
    b = layerkit.Board()
    b.enter(name, id="x")
    assert [u[0] for u in b.resolve().unsupported] == ["x"]


# ------------------------------------------------------------------------------ text changes (612)

def test_sleight_of_mind_changes_a_color_word_but_not_the_name() -> None:
    # Sleight of Mind: "Change the text of target spell or permanent by replacing all instances of one color
    # word with another." White Knight: "Protection from black"; 612.2: its name doesn't change
    b = layerkit.Board()
    b.enter("White Knight", id="knight")
    b.cast("Sleight of Mind", targets=["knight"], choices={"words": {"from": "black", "to": "red"}})
    res = b.resolve()
    assert "Protection from red" in _texts(res, "knight")
    assert "Protection from black" not in _texts(res, "knight")
    assert _chars(res, "knight").name == "White Knight"
    assert not res.unsupported
    b.end_turn()                                            # "This effect lasts indefinitely."
    assert "Protection from red" in _texts(b.resolve(), "knight")


def test_sleight_of_mind_replaces_color_words_only() -> None:
    # 612.2: "one color word with another": a basic land type is not one
    b = layerkit.Board()
    b.enter("Bog Wraith", id="wraith")
    with pytest.raises(ScenarioError) as err:
        b.cast("Sleight of Mind", targets=["wraith"], choices={"words": {"from": "swamp", "to": "island"}})
    assert err.value.field == "choices.words"
    with pytest.raises(ScenarioError) as err:
        b.cast("Magical Hack", targets=["wraith"], choices={"words": {"from": "black", "to": "white"}})
    assert err.value.field == "choices.words"


def test_sleight_of_mind_on_crusade_changes_what_it_does() -> None:
    # Crusade: "White creatures get +1/+1." changed to "Green creatures get +1/+1." (612.1)
    b = layerkit.Board()
    b.enter("Crusade", id="crusade")
    b.enter("Savannah Lions", id="lions")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Sleight of Mind", targets=["crusade"], choices={"words": {"from": "white", "to": "green"}})
    res = b.resolve()
    assert (_chars(res, "lions").power, _chars(res, "lions").toughness) == (2, 1)
    assert (_chars(res, "bear").power, _chars(res, "bear").toughness) == (3, 3)


def test_magical_hack_changes_landwalk_and_a_land_type_on_the_type_line() -> None:
    # Magical Hack: "... one basic land type with another. (For example, you may change 'swampwalk' to
    # 'plainswalk.' ...)" 612.1: the type line too
    b = layerkit.Board()
    b.enter("Bog Wraith", id="wraith")
    b.enter("Swamp", id="swamp")
    b.cast("Magical Hack", targets=["wraith"], choices={"words": {"from": "swamp", "to": "plains"}})
    b.cast("Magical Hack", targets=["swamp"], choices={"words": {"from": "swamp", "to": "island"}})
    res = b.resolve()
    assert _texts(res, "wraith") == {"Plainswalk"}
    assert set(_chars(res, "swamp").subtypes) == {"Island"}
    assert _chars(res, "swamp").name == "Swamp"


def test_crystal_spray_lasts_until_end_of_turn() -> None:
    # Crystal Spray: "... one color word with another or one basic land type with another until end of turn."
    b = layerkit.Board()
    b.enter("White Knight", id="knight")
    b.cast("Crystal Spray", targets=["knight"], choices={"words": {"from": "black", "to": "blue"}})
    assert "Protection from blue" in _texts(b.resolve(), "knight")
    b.end_turn()                                            # 514.2
    assert "Protection from black" in _texts(b.resolve(), "knight")


def test_creature_type_text_changes_stay_unsupported() -> None:
    # Artificial Evolution changes creature types (on the type line too, 612.1) and forbids Wall: not compiled
    c = compile_text("Artificial Evolution", "Change the text of target spell or permanent by replacing all "
                     "instances of one creature type with another. The new creature type can't be Wall.", ["Instant"])
    assert not c.supported


# ------------------------------------------------------------------------------ becoming a copy (707.1, 707.4)

def test_thespians_stage_becomes_a_copy_with_this_ability() -> None:
    # Thespian's Stage: "{2}, {T}: This land becomes a copy of target land, except it has this ability."
    b = layerkit.Board()
    b.enter("Dryad Arbor", id="arbor")
    b.enter("Thespian's Stage", id="stage")
    b.ability("stage", 2, targets=["arbor"])
    res = b.resolve()
    c = _chars(res, "stage")
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Dryad Arbor", {"Land", "Creature"}, {"Forest", "Dryad"}, frozenset("G"), 1, 1)
    assert "{2}, {T}: This land becomes a copy of target land, except it has this ability." in _texts(res, "stage")
    assert "{T}: Add {C}." not in _texts(res, "stage")
    assert not res.unsupported
    # 707.9b: "this ability" is part of the copiable values: a Clone of the Stage has it too
    b.enter("Clone", id="clone", copy="stage")
    assert "{2}, {T}: This land becomes a copy of target land, except it has this ability." in _texts(b.resolve(), "clone")


def test_a_copy_keeps_the_values_copied_as_it_resolved() -> None:
    # 707.2b: once copied, changes to the original's copiable values don't change the copy
    b = layerkit.Board()
    b.enter("Forest", id="forest")
    b.enter("Island", id="island")
    b.enter("Thespian's Stage", id="a")
    b.enter("Thespian's Stage", id="b")
    b.ability("a", 2, targets=["forest"])
    b.ability("b", 2, targets=["a"])            # b copies a (a Forest with the Stage's ability)
    # a's copiable values change afterwards; as a Forest its one numbered ability is the Stage's (the
    # Forest's mana ability is intrinsic, 305.6)
    b.ability("a", 1, targets=["island"])
    res = b.resolve()
    assert (_chars(res, "a").name, set(_chars(res, "a").subtypes)) == ("Island", {"Island"})
    assert (_chars(res, "b").name, set(_chars(res, "b").subtypes)) == ("Forest", {"Forest"})


def test_oko_becomes_a_copy_until_end_of_turn_and_noncopy_effects_stay() -> None:
    # Oko, the Trickster: "[0]: Until end of turn, Oko becomes a copy of target creature you control."
    # 707.4: the copy doesn't change noncopy effects on it
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Oko, the Trickster", id="oko")
    b.ability("oko", "0", targets=["bear"])
    res = b.resolve()
    c = _chars(res, "oko")
    assert (c.name, set(c.types), c.power, c.toughness) == ("Grizzly Bears", {"Creature"}, 2, 2)
    b.end_turn()                                            # 514.2
    c = _chars(b.resolve(), "oko")
    assert (c.name, set(c.types)) == ("Oko, the Trickster", {"Planeswalker"})


def test_cryptoplasm_compiles_to_the_copy_the_rules_imply() -> None:
    c = compile_text("Cryptoplasm", "At the beginning of your upkeep, you may have this creature become a copy of "
                     "another target creature, except it has this ability.", ["Creature"])
    assert c.effects[1] == {"affects": "self", "copy": {"of": "targets", "this_ability": True}}
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel")
    b.enter("Cryptoplasm", id="plasm")
    b.ability("plasm", 1, targets=["angel"])
    res = b.resolve()
    c2 = _chars(res, "plasm")
    assert (c2.name, c2.power, c2.toughness) == ("Serra Angel", 4, 4)
    assert {"Flying", "Vigilance", "At the beginning of your upkeep, you may have this creature become a copy of "
            "another target creature, except it has this ability."} <= _texts(res, "plasm")


@pytest.mark.parametrize("name, text", [
    # (round 7: Unstable Shapeshifter's "becomes a copy of that creature" after "whenever another creature enters"
    # is now read: the event's object, which the scenario names as the ability's targets, as for a token copy of
    # it — tests/test_compiler_copies7.py)
    # "this ability" of a replacement effect (707.9b would need the ability that isn't resolving)
    ("Grim Mimic", "You may have this creature enter as a copy of any creature on the battlefield, except it has "
                   "this ability."),
])
def test_becoming_a_copy_not_read_exactly_stays_unsupported(name: str, text: str) -> None:
    assert not compile_text(name, text, ["Creature"]).supported


# ------------------------------------------------------------------------------ token copies (111.1, 707.2)

def test_saheeli_rai_token_copy_is_an_artifact_and_gains_haste() -> None:
    # Saheeli Rai: "[−2]: Create a token that's a copy of target artifact or creature you control, except it's
    # an artifact in addition to its other types. That token gains haste. Exile it at the beginning of the
    # next end step."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Saheeli Rai", id="saheeli")
    b.ability("saheeli", "-2", targets=["bear"])
    res = b.resolve()
    t = _chars(res, "saheeli-token")
    assert (t.name, set(t.types), set(t.subtypes), t.power, t.toughness) == \
        ("Grizzly Bears", {"Artifact", "Creature"}, {"Bear"}, 2, 2)
    assert "Haste" in _texts(res, "saheeli-token")
    # the target itself is only copied
    assert set(_chars(res, "bear").types) == {"Creature"} and "Haste" not in _texts(res, "bear")
    assert not res.unsupported
    # 707.2: "gains haste" is not a copiable value, the exception is (707.9b)
    b.enter("Clone", id="clone", copy="saheeli-token")
    res = b.resolve()
    assert set(_chars(res, "clone").types) == {"Artifact", "Creature"}
    assert "Haste" not in _texts(res, "clone")


def test_kiki_jiki_token_has_haste_as_a_copiable_value() -> None:
    # Kiki-Jiki, Mirror Breaker: "{T}: Create a token that's a copy of target nonlegendary creature you control,
    # except it has haste. Sacrifice it at the beginning of the next end step."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Kiki-Jiki, Mirror Breaker", id="kiki")
    b.ability("kiki", 2, targets=["bear"])
    b.enter("Clone", id="clone", copy="kiki-token")
    res = b.resolve()
    assert _chars(res, "kiki-token").name == "Grizzly Bears"
    assert "Haste" in _texts(res, "kiki-token") and "Haste" in _texts(res, "clone")      # 707.9b


def test_molten_duplication_haste_ends_with_the_turn() -> None:
    # Molten Duplication: "Create a token that's a copy of target artifact or creature you control, except it's
    # an artifact in addition to its other types. It gains haste until end of turn. ..."
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel")
    b.cast("Molten Duplication", targets=["angel"])      # its token: "<spell>-token"
    res = b.resolve()
    assert (_chars(res, "Molten Duplication-token").name, set(_chars(res, "Molten Duplication-token").types)) == \
        ("Serra Angel", {"Artifact", "Creature"})
    assert {"Haste", "Flying", "Vigilance"} <= _texts(res, "Molten Duplication-token")
    b.end_turn()                                            # 514.2
    res = b.resolve()
    assert "Haste" not in _texts(res, "Molten Duplication-token") and set(_chars(res, "Molten Duplication-token").types) == {"Artifact", "Creature"}


def test_token_copies_of_what_is_not_a_target_stay_unsupported() -> None:
    # (round 5: Flameshadow Conjuring's "create a token that's a copy of that creature" after "whenever a nontoken
    # creature you control enters" is now read: the entering creature is the trigger event's object, which the
    # scenario names as the ability's targets, as for every "whenever a creature ... enters, it ..." —
    # tests/test_compiler_refs5.py.) A creature that died is in another zone: its last known copiable values
    # (707.2) are not kept, so a copy of it stays unsupported
    c = compile_text("Test Echo", "Whenever a nontoken creature you control dies, create a token that's a copy of "
                     "that creature. That token gains haste.", ["Enchantment"])
    assert not c.supported


# ------------------------------------------------------------------------------ licids (layers 4 and 6, 701.3a)

def test_gliding_licid_becomes_an_aura_attached_to_its_target() -> None:
    # Gliding Licid: "{U}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant
    # creature. Attach it to target creature. You may pay {U} to end this effect." / "Enchanted creature has flying."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Gliding Licid", id="licid")
    b.ability("licid", 1, targets=["bear"])
    res = b.resolve()
    licid = res["licid"]
    assert (set(licid.characteristics.types), set(licid.characteristics.subtypes)) == ({"Enchantment"}, {"Aura"})  # 205.1a
    assert licid.power is None and licid.toughness is None          # 208.3: not a creature
    assert "Enchant creature" in _texts(res, "licid")
    assert not any(t.startswith("{U}, {T}:") for t in _texts(res, "licid"))     # "loses this ability"
    assert "Flying" in _texts(res, "bear")
    assert b.state.objects["licid"].attached_to == "bear"           # 701.3a
    assert not res.unsupported


def test_dominating_and_transmogrifying_licids_once_attached() -> None:
    # Dominating Licid: "You control enchanted creature." (613.1b); Transmogrifying Licid (an artifact creature):
    # "Enchanted creature gets +1/+1 and is an artifact in addition to its other types."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.enter("Dominating Licid", id="dom", controller="Alex")
    b.enter("Transmogrifying Licid", id="tra", controller="Alex")
    b.ability("dom", 1, targets=["bear"])
    b.ability("tra", 1, targets=["angel"])
    res = b.resolve()
    assert _chars(res, "bear").controller == "Alex"
    assert set(_chars(res, "tra").types) == {"Enchantment"}          # no longer an artifact (205.1a)
    a = _chars(res, "angel")
    assert (set(a.types), a.power, a.toughness) == ({"Artifact", "Creature"}, 5, 5)


def test_a_licid_attaches_only_to_a_creature() -> None:
    b = layerkit.Board()
    b.enter("Forest", id="forest")
    b.enter("Gliding Licid", id="licid")
    with pytest.raises(ScenarioError):
        b.ability("licid", 1, targets=["forest"])                    # "target creature" (115.1)


# ------------------------------------------------------------------------------ face-down permanents (708)

def test_secret_plans_pumps_only_face_down_creatures_you_control() -> None:
    # Secret Plans: "Face-down creatures you control get +0/+1." 708.2: a face-down creature is a 2/2; a Clone
    # that copies it is a face-up 2/2 (707.2's example), not face down
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Secret Plans", controller="Alex")
    b.enter("Grizzly Bears", id="mine", controller="Alex", face_down="morph")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", face_down="morph")
    b.enter("Grizzly Bears", id="up", controller="Alex")
    b.enter("Clone", id="clone", controller="Alex", copy="mine")
    res = b.resolve()
    assert (res["mine"].power, res["mine"].toughness) == (2, 3)
    assert (res["theirs"].power, res["theirs"].toughness) == (2, 2)
    assert (res["up"].power, res["up"].toughness) == (2, 2)
    assert (res["clone"].power, res["clone"].toughness) == (2, 2)
    b.turn_face_up("mine")                                  # 708.8: no longer face down
    res = b.resolve()
    assert (res["mine"].power, res["mine"].toughness) == (2, 2)
    assert not res.unsupported


def test_ixidor_and_primal_whisperer_count_every_face_down_creature() -> None:
    # Ixidor, Reality Sculptor: "Face-down creatures get +1/+1."; Primal Whisperer: "This creature gets +2/+2
    # for each face-down creature on the battlefield."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Ixidor, Reality Sculptor", controller="Alex")
    b.enter("Primal Whisperer", id="whisperer", controller="Alex")
    b.enter("Grizzly Bears", id="a", controller="Alex", face_down="morph")
    b.enter("Grizzly Bears", id="b", controller="Bo", face_down="manifest")
    res = b.resolve()
    assert (res["a"].power, res["b"].power) == (3, 3)
    assert (res["whisperer"].power, res["whisperer"].toughness) == (2 + 4, 2 + 4)


def test_ashlings_command_mode_creates_a_token_copy() -> None:
    # Ashling's Command: "Choose two — • Create a token that's a copy of target Elemental you control. • Target
    # player draws two cards. ..." (700.2)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Flamekin Harbinger", id="elemental", controller="Alex")
    b.cast("Ashling's Command", controller="Alex", targets=["elemental"], choices={"modes": [1, 2], "player": "Bo"})
    res = b.resolve()
    t = res["Ashling's Command-token"]
    assert (t.characteristics.name, t.power, t.toughness) == ("Flamekin Harbinger", 1, 1)
    assert not res.unsupported


def test_sakashima_the_impostor_keeps_its_name_and_is_legendary() -> None:
    # Sakashima the Impostor: "..., except its name is Sakashima the Impostor, it's legendary in addition to its
    # other types, and it has '{2}{U}{U}: Return Sakashima the Impostor to its owner's hand at the beginning of
    # the next end step.'" (707.9b: the name is a copiable value)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Sakashima the Impostor", id="sak", copy="bear")
    b.enter("Clone", id="clone", copy="sak")
    res = b.resolve()
    for oid in ("sak", "clone"):                            # 707.3: the Clone copies the exceptions too
        c = _chars(res, oid)
        assert (c.name, set(c.supertypes), set(c.subtypes), c.power) == \
            ("Sakashima the Impostor", {"Legendary"}, {"Bear"}, 2)
    assert not res.unsupported


def test_a_copy_until_end_of_turn_with_exceptions_written_after_the_duration() -> None:
    # Cephalid Facetaker: "... you may have this creature become a copy of another target creature until end of
    # turn, except it's 1/4 and has 'This creature can't be blocked.'"
    c = compile_text("Cephalid Facetaker", "At the beginning of combat on your turn, you may have this creature "
                     "become a copy of another target creature until end of turn, except it's 1/4 and has "
                     "\"This creature can't be blocked.\"", ["Creature"])
    assert c.effects[1] == {"affects": "self", "duration": "end_of_turn", "copy": {
        "of": "targets", "except": {"set_pt": [1, 4], "add_abilities": ["This creature can't be blocked."]}}}
    # Hulkling, Young Avenger: "..., except his name is Hulkling, Young Avenger, he's 4/4, and he has flying and
    # this ability."
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel")
    b.enter("Hulkling, Young Avenger", id="hulk")
    which = next(i for i, a in enumerate(b.resolve()["hulk"].abilities, 1) if "becomes a copy" in a.text)
    b.ability("hulk", which, targets=["angel"])
    res = b.resolve()
    h = _chars(res, "hulk")
    assert (h.name, h.power, h.toughness, set(h.subtypes)) == ("Hulkling, Young Avenger", 4, 4, {"Angel"})
    assert {"Flying", "Vigilance"} <= _texts(res, "hulk")
    b.end_turn()                                            # 514.2
    assert _chars(b.resolve(), "hulk").name == "Hulkling, Young Avenger"
    assert "Angel" not in _chars(b.resolve(), "hulk").subtypes


def test_wall_of_deceit_turns_itself_face_down() -> None:
    # Wall of Deceit (0/5): "{3}: Turn this creature face down." 708.2a: a 2/2 creature with no text, name,
    # subtypes or mana cost; effects on it still apply (Glorious Anthem: +1/+1; Secret Plans: +0/+1)
    b = layerkit.Board()
    b.enter("Wall of Deceit", id="wall")
    b.enter("Glorious Anthem")
    b.enter("Secret Plans")
    b.ability("wall", 2)
    res = b.resolve()
    w = res["wall"]
    assert (w.characteristics.name, set(w.characteristics.types), w.power, w.toughness) == ("", {"Creature"}, 3, 4)
    assert not _texts(res, "wall") and not res.unsupported
    b.turn_face_up("wall")                                   # 708.8
    w = b.resolve()["wall"]
    assert (w.characteristics.name, w.power, w.toughness) == ("Wall of Deceit", 1, 6)


def test_face_down_with_listed_characteristics_is_its_face_down_values() -> None:
    # Cyber Conversion: "Turn target creature face down. It's a 2/2 Cyberman artifact creature." (708.2: the
    # characteristics it lists are its face-down ones, not another effect; read since round 12 as turn_face_down's
    # listed characteristics, tests/test_compiler_copyctl12.py)
    c = compile_text("Cyber Conversion", "Turn target creature face down. It's a 2/2 Cyberman artifact creature.",
                     ["Instant"])
    assert c.effects[1] == {"affects": "targets", "turn_face_down": {
        "types": ["Artifact", "Creature"], "subtypes": ["Cyberman"], "power": 2, "toughness": 2}}


def test_token_copies_the_board_cannot_make_exactly_stay_as_before() -> None:
    # Rite of Replication: "Create a token that's a copy of target creature. If this spell was kicked, create
    # five of those tokens instead.": how many is not read, so the token copy stays a one-shot effect the
    # scenario makes (111.1), never one token where five are made
    c = compile_text("Rite of Replication", "Kicker {5}\nCreate a token that's a copy of target creature. If this "
                     "spell was kicked, create five of those tokens instead.", ["Sorcery"])
    assert c.supported and not c.effects
    # Lightform: "... it becomes an Aura with enchant creature. Manifest the top card of your library and attach
    # this enchantment to it.": attached to an object the board doesn't make
    c = compile_text("Lightform", "When this enchantment enters, it becomes an Aura with enchant creature. Manifest "
                     "the top card of your library and attach this enchantment to it.\nEnchanted creature has "
                     "flying and lifelink.", ["Enchantment"])
    assert not c.supported
