"""Type-changing, control, copy and Role phrases of round 5 (205.1, 105.3, 305.7, 613.1b, 111.10, 303.7).

Each expected value comes from the card's oracle text (the pool file's) and the rules, never from the
compiler's output. A phrase the compiler can't read exactly stays unsupported.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------- "in addition to its other colors and types"

def test_angelic_armaments_adds_white_and_angel_to_the_equipped_creature() -> None:
    # "Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other colors and
    # types." 105.3 / 205.1b: the green Bear stays green and a Bear, and is also white and an Angel
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Angelic Armaments", id="arm", attached_to="bear")
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.power, c.toughness) == (4, 4)
    assert c.colors == frozenset({"G", "W"})
    assert set(c.subtypes) == {"Bear", "Angel"} and set(c.types) == {"Creature"}
    assert "Flying" in _texts(res, "bear")
    assert not res.unsupported


def test_ghoulflesh_keeps_the_creatures_colors() -> None:
    # "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Ghoulflesh", id="gf", attached_to="bear")
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (1, 1, frozenset({"G", "B"}), {"Bear", "Zombie"})
    assert not res.unsupported


def test_other_colors_and_types_adds_both_where_other_types_sets_the_color() -> None:
    # the two phrases differ: "a black Zombie in addition to its other creature types" makes it black only
    both = compile_text("X", "Enchant creature\nEnchanted creature is a black Zombie in addition to its other "
                             "colors and types.", ["Enchantment"]).effects[2]
    assert both == {"affects": "enchanted", "add_colors": ["B"], "add_subtypes": ["Zombie"]}
    types_only = compile_text("X", "Enchant creature\nEnchanted creature is a black Zombie in addition to its "
                                   "other creature types.", ["Enchantment"]).effects[2]
    assert types_only == {"affects": "enchanted", "set_colors": ["B"], "add_subtypes": ["Zombie"]}


def test_unctus_makes_the_target_a_blue_artifact_too_until_end_of_turn() -> None:
    # "{U/P}: Until end of turn, target creature you control becomes a blue artifact in addition to its other
    # colors and types."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Unctus, Grand Metatect", id="unctus")
    b.ability("unctus", 3, targets=["bear"])
    res = b.resolve()
    c = res["bear"].characteristics
    assert c.colors == frozenset({"G", "U"}) and set(c.types) == {"Creature", "Artifact"}
    assert set(c.subtypes) == {"Bear"}
    # Unctus's "Other artifact creatures you control get +1/+1" now applies to the bear (613.8: layer 4 first)
    assert (c.power, c.toughness) == (3, 3)
    b.end_turn()
    c = b.resolve()["bear"].characteristics
    assert c.colors == frozenset({"G"}) and set(c.types) == {"Creature"}


# ------------------------------------------------------- "that land", "that are still lands"

def test_waker_of_the_wilds_land_is_an_x_over_x_elemental_that_is_still_a_land() -> None:
    # "{X}{G}{G}: Put X +1/+1 counters on target land you control. That land becomes a 0/0 Elemental creature
    # with haste. It's still a land." 205.1b: it keeps its card type and its land type
    b = layerkit.Board()
    b.enter("Forest", id="f")
    b.enter("Waker of the Wilds", id="w")
    b.ability("w", 1, targets=["f"], choices={"number": 3})
    res = b.resolve()
    c = res["f"].characteristics
    assert (c.power, c.toughness) == (3, 3)
    assert set(c.types) == {"Land", "Creature"} and set(c.subtypes) == {"Forest", "Elemental"}
    assert "Haste" in _texts(res, "f")
    assert not res.unsupported


def test_kenku_artificer_that_artifact_becomes_a_homunculus() -> None:
    # "... put three +1/+1 counters on up to one target noncreature artifact. That artifact becomes a 0/0
    # Homunculus artifact creature with flying."
    b = layerkit.Board()
    b.enter("Sol Ring", id="ring")
    b.enter("Kenku Artificer", id="k")
    b.ability("k", 1, targets=["ring"])
    res = b.resolve()
    c = res["ring"].characteristics
    assert (c.power, c.toughness, set(c.types), set(c.subtypes)) == (3, 3, {"Artifact", "Creature"}, {"Homunculus"})
    assert "Flying" in _texts(res, "ring")
    assert not res.unsupported


@pytest.mark.parametrize("card, land, pt, colors", [
    ("Living Plane", "Island", (1, 1), frozenset()),              # "All lands are 1/1 creatures that are still lands."
    ("Nature's Revolt", "Island", (2, 2), frozenset()),           # "All lands are 2/2 creatures that are still lands."
    ("Kormus Bell", "Swamp", (1, 1), frozenset({"B"})),           # "All Swamps are 1/1 black creatures that are ..."
])
def test_lands_that_are_still_lands(card: str, land: str, pt: tuple[int, int], colors: frozenset[str]) -> None:
    b = layerkit.Board()
    b.enter(land, id="l")
    b.enter(card, id="s")
    res = b.resolve()
    c = res["l"].characteristics
    assert (c.power, c.toughness) == pt and c.colors == colors
    assert set(c.types) == {"Land", "Creature"} and set(c.subtypes) == {land}
    assert not res.unsupported


def test_living_lands_makes_forests_only_creatures() -> None:
    # "All Forests are 1/1 creatures that are still lands."
    b = layerkit.Board()
    b.enter("Forest", id="f")
    b.enter("Island", id="i")
    b.enter("Living Lands", id="s")
    res = b.resolve()
    assert set(res["f"].characteristics.types) == {"Land", "Creature"} and res["f"].characteristics.power == 1
    assert set(res["i"].characteristics.types) == {"Land"} and res["i"].characteristics.power is None


def test_ambush_commander_forests_you_control_are_green_elves() -> None:
    # "Forests you control are 1/1 green Elf creatures that are still lands."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Forest", id="f", controller="Alex")
    b.enter("Forest", id="g", controller="Bo")
    b.enter("Ambush Commander", id="a", controller="Alex")
    res = b.resolve()
    c = res["f"].characteristics
    assert (c.power, c.toughness, c.colors) == (1, 1, frozenset({"G"}))
    assert set(c.types) == {"Land", "Creature"} and set(c.subtypes) == {"Forest", "Elf"}
    assert set(res["g"].characteristics.types) == {"Land"}


def test_they_are_reads_the_objects_they_names() -> None:
    # "They're Zombies in addition to their other types." after "Put those cards ...": when "they" names the
    # objects before (here the targets returned), the types are added (205.1b)
    c = compile_text("X", "Return up to two target creature cards from your graveyard to the battlefield. They're "
                          "black Zombies in addition to their other colors and types.", ["Sorcery"])
    assert c.effects[1] == {"affects": "targets", "add_colors": ["B"], "add_subtypes": ["Zombie"],
                            "return_targets": "controller"}


# ------------------------------------------------------- "<object>'s controller gains control of ~" (613.1b)

@pytest.mark.parametrize("card, which", [
    ("Crag Saurian", 1),        # "Whenever a source deals damage to this creature, that source's controller gains ..."
    ("Contested War Zone", 1),  # "Whenever a creature deals combat damage to you, that creature's controller gains ..."
    ("Starke of Rath", 1),      # "{T}: Destroy target artifact or creature. That permanent's controller gains ..."
])
def test_an_objects_controller_gains_control_needs_the_player(card: str, which: int) -> None:
    from layerkit.errors import ScenarioError

    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter(card, id="c", controller="Alex")
    targets = ["bear"] if card == "Starke of Rath" else None
    with pytest.raises(ScenarioError):
        b.ability("c", which, targets=targets)      # which player: the event's or the target's, never guessed
    b.ability("c", which, targets=targets, choices={"player": "Bo"})
    res = b.resolve()
    assert res["c"].characteristics.controller == "Bo"
    assert not res.unsupported


def test_act_of_authority_its_controller_gains_control() -> None:
    # "At the beginning of your upkeep, you may exile target artifact or enchantment. If you do, its controller
    # gains control of this enchantment."
    c = compile_text("Act of Authority", "At the beginning of your upkeep, you may exile target artifact or "
                     "enchantment. If you do, its controller gains control of this enchantment.", ["Enchantment"])
    # (608.2c: only if the exiling was done, as the ability step states: ``you_did``, ifsyou14)
    assert c.effects[1] == {"affects": "self", "gain_control": "chosen", "condition": {"you_did": True}}


# ------------------------------------------------------- Roles attached to the source (111.10, 303.7)

def test_cursed_courtier_curses_itself() -> None:
    # "When this creature enters, create a Cursed Role token attached to it." (111.10j: "Enchanted creature has
    # base power and toughness 1/1."); Cursed Courtier is printed 3/3
    b = layerkit.Board()
    b.enter("Cursed Courtier", id="cc")
    b.ability("cc", 2)
    res = b.resolve()
    assert b.state.objects["cc-token"].attached_to == "cc"
    role = res["cc-token"].characteristics
    assert (role.name, set(role.subtypes)) == ("Cursed", {"Aura", "Role"})
    assert (res["cc"].power, res["cc"].toughness) == (1, 1)
    assert not res.unsupported


def test_faunsbane_troll_monster_role_on_itself() -> None:
    # "When this creature enters, create a Monster Role token attached to it." (111.10k: +1/+1 and trample); 4/4
    b = layerkit.Board()
    b.enter("Faunsbane Troll", id="t")
    b.ability("t", 1)
    res = b.resolve()
    assert (res["t"].power, res["t"].toughness) == (5, 5) and "Trample" in _texts(res, "t")
    assert not res.unsupported


def test_a_role_attached_to_it_needs_its_source_on_the_battlefield() -> None:
    from layerkit.errors import ScenarioError

    b = layerkit.Board()
    b.enter("Faunsbane Troll", id="t", zone="graveyard")
    with pytest.raises(ScenarioError):
        b.ability("t", 1)


def test_spellbook_vendor_reflexive_trigger_makes_a_sorcerer_role() -> None:
    # "At the beginning of combat on your turn, you may pay {1}. When you do, create a Sorcerer Role token attached
    # to target creature you control." (603.12: the reflexive trigger's target; 111.10n: +1/+1 and a scry trigger)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Spellbook Vendor", id="v")
    b.ability("v", 2, targets=["bear"], choices={"you_did": True})
    res = b.resolve()
    assert b.state.objects["v-token"].attached_to == "bear"
    assert (res["bear"].power, res["bear"].toughness) == (3, 3)
    assert "Whenever this creature attacks, scry 1." in _texts(res, "bear")


@pytest.mark.parametrize("text", [
    # "it" naming an event's object: not read (attach: self is the source only; "it" naming the one target after an
    # effect on it is read: test_compiler_refs9)
    "Whenever another creature you control enters, create a Monster Role token attached to it.",
])
def test_a_role_attached_to_another_it_stays_unsupported(text: str) -> None:
    c = compile_text("X", text, ["Instant"] if text.startswith("Target") else ["Creature"])
    assert not c.supported and not c.effects


# ------------------------------------------------------- ", has menace, and is ...": a comma before a predicate

def test_deep_freeze_wall_has_only_defender() -> None:
    # "Enchanted creature has base power and toughness 0/4, has defender, loses all other abilities, and is a blue
    # Wall in addition to its other colors and types." Serra Angel: a white 4/4 Angel with flying and vigilance
    b = layerkit.Board()
    b.enter("Serra Angel", id="a")
    b.enter("Deep Freeze", id="df", attached_to="a")
    res = b.resolve()
    c = res["a"].characteristics
    assert (c.power, c.toughness, c.colors) == (0, 4, frozenset({"W", "U"}))
    assert set(c.subtypes) == {"Angel", "Wall"}
    assert _texts(res, "a") == {"Defender"}
    assert not res.unsupported


def test_blade_of_the_oni_equipped_creature_is_a_five_five_black_demon_too() -> None:
    # "Equipped creature has base power and toughness 5/5, has menace, and is a black Demon in addition to its
    # other colors and types."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Blade of the Oni", id="blade", attached_to="bear")
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (5, 5, frozenset({"G", "B"}), {"Bear", "Demon"})
    assert "Menace" in _texts(res, "bear")


def test_dance_of_the_skywise_loses_all_abilities_then_gains_flying() -> None:
    # "Until end of turn, target creature you control becomes a blue Dragon Illusion with base power and toughness
    # 4/4, loses all abilities, and gains flying." 205.1a: its creature types are replaced; 105.3: blue only
    b = layerkit.Board()
    b.enter("Llanowar Elves", id="elf")
    b.cast("Dance of the Skywise", targets=["elf"])
    res = b.resolve()
    c = res["elf"].characteristics
    assert (c.power, c.toughness, c.colors) == (4, 4, frozenset({"U"}))
    assert set(c.subtypes) == {"Dragon", "Illusion"} and set(c.types) == {"Creature"}
    assert _texts(res, "elf") == {"Flying"}
    b.end_turn()
    c = b.resolve()["elf"].characteristics
    assert (c.power, c.colors, set(c.subtypes)) == (1, frozenset({"G"}), {"Elf", "Druid"})


def test_a_comma_list_of_abilities_is_still_a_list() -> None:
    # the comma of "flying, first strike" stays inside the list (COMMAV only before a verb)
    c = compile_text("X", "Equipped creature has flying, first strike, and vigilance.", ["Artifact"])
    assert c.effects[1] == {"affects": "equipped", "add_abilities": ["Flying", "First strike", "Vigilance"]}


# ------------------------------------------------------- selectors of this family's statics

def test_caged_sun_pumps_creatures_of_the_chosen_color_only() -> None:
    # "As Caged Sun enters, choose a color. Creatures you control of the chosen color get +1/+1."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Serra Angel", id="angel", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Caged Sun", id="sun", controller="Alex", choices={"color": "G"})
    res = b.resolve()
    assert (res["bear"].power, res["bear"].toughness) == (3, 3)
    assert (res["angel"].power, res["theirs"].power) == (4, 2)
    assert not res.unsupported


def test_don_andres_pumps_creatures_you_control_but_dont_own() -> None:
    # "Each creature you control but don't own gets +2/+2, has menace and deathtouch, and is a Pirate in addition
    # to its other types." (110.2: the owner is who started the game with it)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="stolen", owner="Bo", controller="Alex")
    b.enter("Grizzly Bears", id="mine", owner="Alex", controller="Alex")
    b.enter("Don Andres, the Renegade", id="don", controller="Alex")
    res = b.resolve()
    c = res["stolen"].characteristics
    assert (c.power, c.toughness, set(c.subtypes)) == (4, 4, {"Bear", "Pirate"})
    assert {"Menace", "Deathtouch"} <= _texts(res, "stolen")
    assert (res["mine"].power, set(res["mine"].characteristics.subtypes)) == (2, {"Bear"})


def test_backslide_turns_the_target_face_down() -> None:
    # "Turn target creature with a morph ability face down." (708.2a: a 2/2 with no text, name or subtypes)
    b = layerkit.Board()
    b.enter("Exalted Angel", id="angel")
    b.cast("Backslide", targets=["angel"])
    res = b.resolve()
    c = res["angel"].characteristics
    assert (c.power, c.toughness, c.name, set(c.subtypes), c.colors) == (2, 2, "", set(), frozenset())
    assert not res.unsupported


# ------------------------------------------------------- "is a colorless ..." (105.2c)

def test_song_of_the_dryads_makes_a_colorless_forest_land() -> None:
    # "Enchanted permanent is a colorless Forest land." 205.1a: Land replaces its card types, Forest its
    # subtypes; 305.7: it loses its rules-text abilities and has "{T}: Add {G}."
    b = layerkit.Board()
    b.enter("Serra Angel", id="a")
    b.enter("Song of the Dryads", id="s", attached_to="a")
    res = b.resolve()
    c = res["a"].characteristics
    assert c.colors == frozenset() and set(c.types) == {"Land"} and set(c.subtypes) == {"Forest"}
    assert res["a"].power is None          # 208.3: not a creature
    assert _texts(res, "a") == {"{T}: Add {G}."}
    assert not res.unsupported


def test_imprisoned_in_the_moon_makes_a_colorless_land_with_only_its_mana_ability() -> None:
    # "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities."
    b = layerkit.Board()
    b.enter("Serra Angel", id="a")
    b.enter("Imprisoned in the Moon", id="m", attached_to="a")
    res = b.resolve()
    c = res["a"].characteristics
    assert c.colors == frozenset() and set(c.types) == {"Land"} and res["a"].power is None
    assert _texts(res, "a") == {"{T}: Add {C}."}


def test_noggle_the_mind_makes_a_colorless_one_one_noggle() -> None:
    # "Enchanted creature loses all abilities and is a colorless Noggle with base power and toughness 1/1."
    b = layerkit.Board()
    b.enter("Serra Angel", id="a")
    b.enter("Noggle the Mind", id="n", attached_to="a")
    res = b.resolve()
    c = res["a"].characteristics
    assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (1, 1, frozenset(), {"Noggle"})
    assert _texts(res, "a") == set()


# ------------------------------------------------------- "becomes a legendary 8/12 Spirit creature ... It's still a land"

def test_genju_of_the_realm_land_is_a_legendary_spirit_that_is_still_a_land() -> None:
    # "{2}: Enchanted land becomes a legendary 8/12 Spirit creature with trample until end of turn. It's still a
    # land." 205.1b: it keeps its types; 205.4: it's legendary too
    b = layerkit.Board()
    b.enter("Forest", id="f")
    b.enter("Genju of the Realm", id="g", attached_to="f")
    b.ability("g", 2)
    res = b.resolve()
    c = res["f"].characteristics
    assert (c.power, c.toughness) == (8, 12)
    assert set(c.types) == {"Land", "Creature"} and set(c.subtypes) == {"Forest", "Spirit"}
    assert set(c.supertypes) == {"Basic", "Legendary"}
    assert "Trample" in _texts(res, "f")
    assert not res.unsupported
    b.end_turn()
    c = b.resolve()["f"].characteristics
    assert set(c.types) == {"Land"} and set(c.supertypes) == {"Basic"}


def test_becomes_a_legendary_creature_is_never_silently_dropped() -> None:
    # without "it's still ...": the sentence is read (a set of card types, 205.1a), never "not a layer effect"
    c = compile_text("X", "{2}: This artifact becomes a legendary 4/4 Golem artifact creature until end of turn.",
                     ["Artifact"])
    assert c.effects[1] == {"affects": "self", "duration": "end_of_turn", "set_pt": [4, 4],
                            "add_supertypes": ["Legendary"], "add_types": ["Artifact", "Creature"],
                            "set_subtypes": ["Golem"]}


def test_sarkhan_the_dragonspeaker_becomes_a_legendary_red_dragon_creature() -> None:
    # "[+1]: Until end of turn, Sarkhan becomes a legendary 4/4 red Dragon creature with flying, indestructible, and
    # haste." 205.1a: a Creature only (no longer a planeswalker, nor a Sarkhan)
    b = layerkit.Board()
    b.enter("Sarkhan, the Dragonspeaker", id="s")
    b.ability("s", "+1")
    res = b.resolve()
    c = res["s"].characteristics
    assert (set(c.types), set(c.subtypes), set(c.supertypes), c.colors) == \
        ({"Creature"}, {"Dragon"}, {"Legendary"}, frozenset({"R"}))
    assert (res["s"].power, res["s"].toughness) == (4, 4)
    assert {"Flying", "Indestructible", "Haste"} <= _texts(res, "s")


def test_a_counter_named_like_a_word_is_still_a_counter_selector() -> None:
    # Time of Heroes: "Each creature you control with a level counter on it gets +2/+2." ("with a morph ability",
    # a target's restriction, must not take "with a <word> counter")
    c = compile_text("Time of Heroes", "Each creature you control with a level counter on it gets +2/+2.", ["Enchantment"])
    assert c.effects[1] == {"affects": {"controller": "you", "counters": "level", "types": ["Creature"]},
                            "modify_pt": [2, 2]}


def test_metamorphic_alteration_compiles_to_its_written_definition() -> None:
    # "As this Aura enters, choose a creature. Enchanted creature is a copy of the chosen creature." (707.2,
    # 607.2a): the same definition data/effects/layers-article.yaml writes by hand
    import yaml

    from layerkit.resources import read_text

    written = yaml.safe_load(read_text("effects", "layers-article.yaml"))["Metamorphic Alteration"][3]
    c = compile_text("Metamorphic Alteration", "Enchant creature\nAs this Aura enters, choose a creature.\n"
                     "Enchanted creature is a copy of the chosen creature.", ["Enchantment"])
    assert c.effects[3] == written == {"affects": "enchanted", "copy": {"of": "chosen"}}


def test_stalactite_dagger_equipped_creature_is_all_creature_types() -> None:
    # "Equipped creature gets +1/+1 and is all creature types." (205.3m, the words of 702.73a)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Stalactite Dagger", id="d", attached_to="bear")
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.power, c.toughness) == (3, 3)
    assert {"Bear", "Elf", "Goblin", "Dragon"} <= set(c.subtypes)


def test_a_target_that_isnt_a_type_is_a_target_restriction_only() -> None:
    # "target attacking Vampire that isn't a Demon": which object may be chosen (115.1); as a selector of a static
    # ability it is not read
    c = compile_text("X", "Creatures that aren't Demons get +1/+1.", ["Enchantment"])
    assert c.effects.get(1) != {"affects": {"types": ["Creature"]}, "modify_pt": [1, 1]}
    c = compile_text("X", "Each creature that isn't a Demon gets +1/+1.", ["Enchantment"])
    assert not c.supported
