"""Selectors and subjects read by the oracle-text compiler, round 5 (issue 12).

Each expected value comes from the card's oracle text and the rules it cites, never from the
compiler's output: a board is built with the real pool card, resolved, and the characteristics the
text implies are asserted; or the compiled definition is compared with the one the rules imply.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.compiler.words import subtype_word


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def _pt(res, oid: str) -> tuple[int, int]:
    return res[oid].power, res[oid].toughness


def _board() -> layerkit.Board:
    b = layerkit.Board()
    b.define("Test Mouse", "Creature — Mouse", power=1, toughness=1)
    b.define("Test Hero", "Creature — Human Hero", power=2, toughness=2)
    b.define("Test Ox", "Creature — Ox", power=2, toughness=4)
    b.define("Test Pirate", "Creature — Human Pirate", power=2, toughness=2)
    b.define("Test Warlock", "Creature — Elf Warlock", power=1, toughness=1)
    b.define("Test Rogue Blade", "Kindred Artifact — Rogue Equipment", mana_cost="{1}")
    b.define("Test Bear", "Creature — Bear", power=2, toughness=2)
    return b


# ------------------------------------------------------------------------------ plurals and outlaws

@pytest.mark.parametrize("word, subtype", [("mice", "Mouse"), ("oxen", "Ox"), ("heroes", "Hero"),
                                           ("cyclopes", "Cyclops"), ("mouse", "Mouse"), ("hero", "Hero")])
def test_irregular_plurals_name_their_subtype(word: str, subtype: str) -> None:
    # 205.3m lists "Mouse", "Ox", "Hero", "Cyclops"; English forms their plurals irregularly
    assert subtype_word(word) == subtype


def test_other_mice_you_control_get_plus_one() -> None:
    # Mabel, Heir to Cragflame: "Other Mice you control get +1/+1." (a 3/3 Mouse Soldier)
    b = _board()
    b.enter("Mabel, Heir to Cragflame", id="mabel", controller="Alex")
    b.enter("Test Mouse", id="mouse", controller="Alex")
    b.enter("Test Mouse", id="their mouse", controller="Bo")
    b.enter("Test Bear", id="bear", controller="Alex")
    r = b.resolve()
    assert _pt(r, "mouse") == (2, 2)
    assert _pt(r, "their mouse") == (1, 1)        # "you control"
    assert _pt(r, "bear") == (2, 2)
    assert _pt(r, "mabel") == (3, 3)              # "other"
    assert not r.unsupported


def test_heroes_and_oxen_you_control() -> None:
    # Avengers Assemble!: "Heroes you control get +2/+2."; Bruse Tarl: "Oxen you control have double strike."
    b = _board()
    b.enter("Avengers Assemble!", id="aa", controller="Alex")
    b.enter("Bruse Tarl, Roving Rancher", id="bruse", controller="Alex")
    b.enter("Test Hero", id="hero", controller="Alex")
    b.enter("Test Ox", id="ox", controller="Alex")
    b.enter("Test Ox", id="their ox", controller="Bo")
    r = b.resolve()
    assert _pt(r, "hero") == (4, 4)
    assert _pt(r, "ox") == (2, 4)
    assert "Double strike" in _abilities(r, "ox")
    assert "Double strike" not in _abilities(r, "their ox") and "Double strike" not in _abilities(r, "hero")
    assert not r.unsupported


def test_other_outlaws_you_control_have_haste() -> None:
    # Hellspur Posse Boss: "Other outlaws you control have haste." 700.12: an outlaw has the Assassin,
    # Mercenary, Pirate, Rogue and/or Warlock creature types; 700.12a: outlaw permanents (a Kindred
    # Rogue artifact too: it has the Rogue creature type, 205.3d)
    b = _board()
    b.enter("Hellspur Posse Boss", id="boss", controller="Alex")      # a Human Rogue: an outlaw itself
    for oid, card in (("pirate", "Test Pirate"), ("warlock", "Test Warlock"), ("blade", "Test Rogue Blade"),
                      ("bear", "Test Bear")):
        b.enter(card, id=oid, controller="Alex")
    b.enter("Test Pirate", id="their pirate", controller="Bo")
    r = b.resolve()
    assert {"pirate", "warlock", "blade"} <= {o for o in ("pirate", "warlock", "blade") if "Haste" in _abilities(r, o)}
    assert "Haste" not in _abilities(r, "bear")
    assert "Haste" not in _abilities(r, "their pirate")
    assert "Haste" not in _abilities(r, "boss")        # "other"
    assert not r.unsupported


def test_outlaw_creatures_you_control_until_end_of_turn() -> None:
    # Dead Before Sunrise: "Until end of turn, outlaw creatures you control get +1/+0 and gain ..."
    b = _board()
    b.enter("Test Pirate", id="pirate", controller="Alex")
    b.enter("Test Rogue Blade", id="blade", controller="Alex")        # an outlaw, not a creature
    b.enter("Test Bear", id="bear", controller="Alex")
    b.cast("Dead Before Sunrise", controller="Alex")
    r = b.resolve()
    assert _pt(r, "pirate") == (3, 2)
    assert _pt(r, "bear") == (2, 2)
    assert len(r["blade"].abilities) == len(r["bear"].abilities) == 0
    assert len(r["pirate"].abilities) == 1
    assert not r.unsupported


def test_outlaw_is_not_a_type_to_become() -> None:
    # "outlaw" is no subtype (700.12): a creature can't "become an outlaw"; never read as a type change
    c = compile_text("Test Outlawing", "Target creature becomes an outlaw until end of turn.", ["Instant"])
    assert not c.effects


# ------------------------------------------------------------------------------ a player beside objects

def test_you_and_permanents_you_control_gain_hexproof() -> None:
    # Lazotep Plating: "You and permanents you control gain hexproof until end of turn." The permanents
    # gain it (layer 6); the player's hexproof (702.11c) is no characteristic: the definition's `other`
    c = compile_text("Lazotep Plating", "Amass Zombies 1.\nYou and permanents you control gain hexproof until end of turn.",
                     ["Instant"])
    assert c.effects[2] == {"affects": {"controller": "you"}, "duration": "end_of_turn",
                            "add_abilities": ["Hexproof"], "other": "you gain hexproof until end of turn"}
    b = _board()
    b.enter("Test Bear", id="bear", controller="Alex")
    b.enter("Test Bear", id="their bear", controller="Bo")
    b.cast("Surge of Salvation", controller="Alex")     # the same sentence, then a prevention effect
    r = b.resolve()
    assert "Hexproof" in _abilities(r, "bear") and "Hexproof" not in _abilities(r, "their bear")
    assert not r.unsupported
    b.end_turn()
    assert "Hexproof" not in _abilities(b.resolve(), "bear")


def test_you_planeswalkers_and_other_creatures_you_control_have_hexproof() -> None:
    # Shalai, Voice of Plenty: "You, planeswalkers you control, and other creatures you control have hexproof."
    b = _board()
    b.define("Test Walker", "Legendary Planeswalker — Jace", loyalty=3)
    b.enter("Shalai, Voice of Plenty", id="shalai", controller="Alex")
    b.enter("Test Bear", id="bear", controller="Alex")
    b.enter("Test Walker", id="walker", controller="Alex")
    b.enter("Test Rogue Blade", id="blade", controller="Alex")
    b.enter("Test Bear", id="their bear", controller="Bo")
    r = b.resolve()
    assert "Hexproof" in _abilities(r, "bear") and "Hexproof" in _abilities(r, "walker")
    assert "Hexproof" not in _abilities(r, "shalai")          # "other creatures"
    assert "Hexproof" not in _abilities(r, "blade")           # neither a planeswalker nor a creature
    assert "Hexproof" not in _abilities(r, "their bear")
    assert not r.unsupported


def test_you_and_humans_you_control_have_hexproof() -> None:
    # Sigarda, Heron's Grace (an Angel): "You and Humans you control have hexproof."
    b = _board()
    b.enter("Sigarda, Heron's Grace", id="sigarda", controller="Alex")
    b.enter("Test Pirate", id="human", controller="Alex")
    b.enter("Test Bear", id="bear", controller="Alex")
    r = b.resolve()
    assert "Hexproof" in _abilities(r, "human")
    assert "Hexproof" not in _abilities(r, "bear") and "Hexproof" not in _abilities(r, "sigarda")
    assert not r.unsupported


@pytest.mark.parametrize("text", ["You and creatures you control get +1/+1.",
                                  "You and creatures you control have flying.",
                                  "You and creatures you control gain lifelink until end of turn."])
def test_you_and_objects_with_what_no_player_has_is_reported(text: str) -> None:
    # a player has no power or toughness and no flying: never compiled as if only the objects were named
    assert not compile_text("Test Card", text, ["Enchantment"]).supported


# ------------------------------------------------------------------------------ restrictions beside an effect

@pytest.mark.parametrize("name, text, types, which, expected", [
    # 602.5: a prohibition on activating, not a characteristic
    ("Viper's Kiss", "Enchant creature\nEnchanted creature gets -1/-1, and its activated abilities can't be activated.",
     ["Enchantment"], 2, {"affects": "enchanted", "modify_pt": [-1, -1],
                          "other": "its activated abilities can't be activated"}),
    ("Dovin Baan", "[+1]: Until your next turn, up to one target creature gets -3/-0 and its activated abilities "
                   "can't be activated.", ["Planeswalker"], 1,
     {"affects": "targets", "duration": "until_your_next_turn", "modify_pt": [-3, 0],
      "other": "its activated abilities can't be activated until your next turn"}),
    # 509.1c: a requirement on blockers
    ("Indrik Umbra", "Enchant creature\nEnchanted creature gets +4/+4 and has first strike, and all creatures able "
                     "to block it do so.", ["Enchantment"], 2,
     {"affects": "enchanted", "modify_pt": [4, 4], "add_abilities": ["First strike"],
      "other": "all creatures able to block it do so"}),
    ("Revenge of the Hunted", "Until end of turn, target creature gets +6/+6 and gains trample, and all creatures "
                              "able to block it this turn do so.", ["Sorcery"], 1,
     {"affects": "targets", "duration": "end_of_turn", "modify_pt": [6, 6], "add_abilities": ["Trample"],
      "other": "all creatures able to block it this turn do so"}),
    # 506.5, 508.1c; 601.2c; 303.4c; 701.21a; 702.28b; 702.14c
    ("Sightless Brawler", "Enchanted creature gets +3/+2 and can't attack alone.", ["Creature"], 1,
     {"affects": "enchanted", "modify_pt": [3, 2], "other": "can't attack alone"}),
    ("Spectral Shield", "Enchant creature\nEnchanted creature gets +0/+2 and can't be the target of spells.",
     ["Enchantment"], 2, {"affects": "enchanted", "modify_pt": [0, 2], "other": "can't be the target of spells"}),
    ("Consecrate Land", "Enchant land\nEnchanted land has indestructible and can't be enchanted by other Auras.",
     ["Enchantment"], 2, {"affects": "enchanted", "add_abilities": ["Indestructible"],
                          "other": "can't be enchanted by other auras"}),
    ("Assault Suit", "Equipped creature gets +2/+2, has haste, can't attack you or planeswalkers you control, and "
                     "can't be sacrificed.", ["Artifact"], 1,
     {"affects": "equipped", "modify_pt": [2, 2], "add_abilities": ["Haste"],
      "other": "can't attack you or planeswalkers you control; can't be sacrificed"}),
    ("Aether Web", "Enchant creature\nEnchanted creature gets +1/+1, has reach, and can block creatures with shadow "
                   "as though they didn't have shadow.", ["Enchantment"], 2,
     {"affects": "enchanted", "modify_pt": [1, 1], "add_abilities": ["Reach"],
      "other": "can block creatures with shadow as though they didn't have shadow"}),
    ("Street Savvy", "Enchant creature\nEnchanted creature gets +0/+2 and can block creatures with landwalk abilities "
                     "as though they didn't have those abilities.", ["Enchantment"], 2,
     {"affects": "enchanted", "modify_pt": [0, 2],
      "other": "can block creatures with landwalk abilities as though they didn't have those abilities"}),
    ("Plot Armor", "Enchant creature\nEnchanted creature gets +2/+2 and can't be blocked except by creatures with "
                   "flavor text.", ["Enchantment"], 2,
     {"affects": "enchanted", "modify_pt": [2, 2], "other": "can't be blocked except by creatures with flavor text"}),
])
def test_a_restriction_beside_a_layer_effect_is_its_other_text(name, text, types, which, expected) -> None:
    c = compile_text(name, text, types)
    assert c.supported, c.unsupported
    assert c.effects[which] == expected


def test_viper_s_kiss_on_a_board() -> None:
    # the -1/-1 applies in 7c; the restriction is shown, never a characteristic
    b = _board()
    b.enter("Test Ox", id="ox")
    b.enter("Viper's Kiss", id="kiss", attached_to="ox")
    r = b.resolve()
    assert _pt(r, "ox") == (1, 3)
    assert not r.unsupported


def test_the_word_creatures_stays_a_card_type() -> None:
    # the restriction rules spell "creatures" as a card type word: "all creatures get +1/+1" still reads
    c = compile_text("Test Anthem", "All creatures get +1/+1.", ["Enchantment"])
    assert c.effects[1] == {"affects": {"types": ["Creature"]}, "modify_pt": [1, 1]}


# ------------------------------------------------------------------------------ damage beside an effect

@pytest.mark.parametrize("text, expected", [
    # Electric Eel: "{R}{R}: Electric Eel gets +2/+0 until end of turn and deals 1 damage to you." (120.3: damage
    # is no layer effect)
    ("{R}{R}: Electric Eel gets +2/+0 until end of turn and deals 1 damage to you.",
     {"affects": "self", "duration": "end_of_turn", "modify_pt": [2, 0]}),
    ("{1}: Electric Eel gets +1/+1 until end of turn and deals 1 damage to each opponent.",
     {"affects": "self", "duration": "end_of_turn", "modify_pt": [1, 1]}),
    ("{U}: Electric Eel gains forestwalk until end of turn and deals 1 damage to you.",
     {"affects": "self", "duration": "end_of_turn", "add_abilities": ["Forestwalk"]}),
    ("{T}: Electric Eel gets -1/-0 until end of turn and deals 1 damage to target attacking creature without flying.",
     {"affects": "self", "duration": "end_of_turn", "modify_pt": [-1, 0]}),
])
def test_damage_beside_a_layer_effect_is_one_shot(text: str, expected: dict) -> None:
    c = compile_text("Electric Eel", text, ["Creature"])
    assert c.supported, c.unsupported
    assert c.effects[1] == expected


def test_firedrinker_satyr_pump_on_a_board() -> None:
    # Firedrinker Satyr (2/1): "{1}{R}: Firedrinker Satyr gets +1/+0 until end of turn and deals 1 damage to you."
    b = _board()
    b.enter("Firedrinker Satyr", id="satyr")
    b.ability("satyr", 2)
    b.ability("satyr", 2)
    r = b.resolve()
    assert _pt(r, "satyr") == (4, 1)
    assert not r.unsupported


# ------------------------------------------------------------------------------ sharing a characteristic

def _sharing_board() -> layerkit.Board:
    b = layerkit.Board()
    b.define("Red Elf", "Creature — Elf Warrior", power=1, toughness=1, colors=["R"])
    b.define("Green Elf", "Creature — Elf", power=1, toughness=1, colors=["G"])
    b.define("Red Bear", "Creature — Bear", power=2, toughness=2, colors=["R"])
    b.define("Green Bear", "Creature — Bear", power=2, toughness=2, colors=["G"])
    b.define("Gray Wall", "Artifact Creature — Wall", power=0, toughness=4)
    return b


def test_target_creature_and_all_other_creatures_with_the_same_name() -> None:
    # Echoing Courage: "Target creature and all other creatures with the same name as that creature get +2/+2
    # until end of turn." 201.2a: the same name; the objects are fixed as it resolves (611.2c)
    b = _sharing_board()
    b.enter("Red Bear", id="a", controller="Alex")
    b.enter("Red Bear", id="b", controller="Bo")           # any controller
    b.enter("Green Bear", id="c", controller="Alex")
    b.cast("Echoing Courage", controller="Alex", targets=["a"])
    r = b.resolve()
    assert _pt(r, "a") == (4, 4) and _pt(r, "b") == (4, 4)
    assert _pt(r, "c") == (2, 2)
    b.enter("Red Bear", id="d", controller="Alex")           # entered later: not one of the fixed objects
    assert _pt(b.resolve(), "d") == (2, 2)
    assert not r.unsupported


def test_target_creature_and_each_other_creature_that_shares_a_color() -> None:
    # Wojek Siren: "Target creature and each other creature that shares a color with it get +1/+1 until end of
    # turn." (105.2: a colorless creature shares no color; the target itself is affected whatever its colors)
    b = _sharing_board()
    for oid, card in (("re", "Red Elf"), ("rb", "Red Bear"), ("gb", "Green Bear"), ("wall", "Gray Wall")):
        b.enter(card, id=oid)
    b.cast("Wojek Siren", targets=["re"])
    r = b.resolve()
    assert (_pt(r, "re"), _pt(r, "rb"), _pt(r, "gb"), _pt(r, "wall")) == ((2, 2), (3, 3), (2, 2), (0, 4))
    b2 = _sharing_board()
    b2.enter("Gray Wall", id="wall")
    b2.enter("Gray Wall", id="wall2")
    b2.cast("Wojek Siren", targets=["wall"])
    r2 = b2.resolve()
    assert _pt(r2, "wall") == (1, 5) and _pt(r2, "wall2") == (0, 4)


def test_self_and_each_other_creature_with_the_same_name_as_it() -> None:
    # Cylian Sunsinger: "{R}{G}{W}: Cylian Sunsinger and each other creature with the same name as it get +3/+3
    # until end of turn."
    b = _sharing_board()
    b.enter("Cylian Sunsinger", id="s1")
    b.enter("Cylian Sunsinger", id="s2")
    b.enter("Red Bear", id="bear")
    b.ability("s1", 1)
    r = b.resolve()
    assert _pt(r, "s1") == _pt(r, "s2") == (5, 5)     # printed 2/2
    assert _pt(r, "bear") == (2, 2)
    assert not r.unsupported


def test_konda_s_banner_shares_a_color_and_a_creature_type_with_equipped_creature() -> None:
    # Konda's Banner: "Creatures that share a color with equipped creature get +1/+1. Creatures that share a
    # creature type with equipped creature get +1/+1." The equipped creature shares both with itself.
    b = _sharing_board()
    b.define("Red Legend", "Legendary Creature — Elf Samurai", power=2, toughness=2, colors=["R"])
    for oid, card in (("leg", "Red Legend"), ("re", "Red Elf"), ("ge", "Green Elf"), ("rb", "Red Bear"),
                      ("gb", "Green Bear"), ("wall", "Gray Wall")):
        b.enter(card, id=oid)
    b.enter("Konda's Banner", id="banner", attached_to="leg")
    r = b.resolve()
    assert _pt(r, "leg") == (4, 4)
    assert _pt(r, "re") == (3, 3)        # red and an Elf
    assert _pt(r, "ge") == (2, 2)        # an Elf
    assert _pt(r, "rb") == (3, 3)        # red
    assert _pt(r, "gb") == (2, 2) and _pt(r, "wall") == (0, 4)
    assert not r.unsupported


def test_konda_s_banner_reads_the_color_the_layers_gave() -> None:
    # 613.1e before 613.4c: a color changed in layer 5 counts when the +1/+1 applies (layer 7c)
    b = _sharing_board()
    b.define("Red Legend", "Legendary Creature — Samurai", power=2, toughness=2, colors=["R"])
    b.enter("Red Legend", id="leg")
    b.enter("Green Bear", id="gb")
    b.enter("Konda's Banner", id="banner", attached_to="leg")
    assert _pt(b.resolve(), "gb") == (2, 2)
    b.define("Paint Green", "Instant", oracle_text="Target creature becomes green until end of turn.",
             effects={1: {"affects": "targets", "set_colors": ["G"], "duration": "end_of_turn"}})
    b.cast("Paint Green", targets=["leg"])
    r = b.resolve()
    assert _pt(r, "gb") == (3, 3) and _pt(r, "leg") == (4, 4)     # green now; a Samurai still


def test_enchanted_creature_and_other_creatures_that_share_a_creature_type() -> None:
    # Crown of Vigor: "Sacrifice this Aura: Enchanted creature and other creatures that share a creature type
    # with it get +1/+1 until end of turn." (the board pays no costs: the Aura stays, and its +1/+1 with it)
    b = _sharing_board()
    for oid, card in (("re", "Red Elf"), ("ge", "Green Elf"), ("rb", "Red Bear")):
        b.enter(card, id=oid)
    b.enter("Crown of Vigor", id="crown", attached_to="re")
    b.ability("crown", 3)
    r = b.resolve()
    assert _pt(r, "re") == (3, 3) and _pt(r, "ge") == (2, 2) and _pt(r, "rb") == (2, 2)
    assert not r.unsupported


def test_shares_with_it_not_named_by_the_subject_is_reported() -> None:
    # "it" must be the object the subject names first; otherwise which object is meant is not written here
    c = compile_text("Test Card", "Creatures that share a color with it get +1/+1.", ["Enchantment"])
    assert not c.supported


def test_shares_is_checked_word_by_word() -> None:
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.schema import validate_selector
    validate_selector({"shares": {"characteristic": "color", "with": "targets"}}, "test")
    for bad in ({"characteristic": "power", "with": "targets"}, {"characteristic": "name", "with": "chosen"},
                {"characteristic": "name"}):
        with pytest.raises(CardDataError):
            validate_selector({"shares": bad}, "test")


# ------------------------------------------------------------------------------ lists and alternatives

def test_skeletons_you_control_and_other_zombies_you_control() -> None:
    # Death Baron (a 2/2 Zombie Wizard): "Skeletons you control and other Zombies you control get +1/+1 and have
    # deathtouch." "other" governs the Zombies only: a Skeleton copy of it would get the bonus (below)
    b = _board()
    b.define("Test Zombie", "Creature — Zombie", power=2, toughness=2)
    b.define("Test Skeleton", "Creature — Skeleton", power=1, toughness=1)
    b.enter("Death Baron", id="baron", controller="Alex")
    b.enter("Test Zombie", id="zombie", controller="Alex")
    b.enter("Test Skeleton", id="skeleton", controller="Alex")
    b.enter("Test Zombie", id="their zombie", controller="Bo")
    b.enter("Test Bear", id="bear", controller="Alex")
    r = b.resolve()
    assert _pt(r, "zombie") == (3, 3) and "Deathtouch" in _abilities(r, "zombie")
    assert _pt(r, "skeleton") == (2, 2)
    assert _pt(r, "baron") == (2, 2) and "Deathtouch" not in _abilities(r, "baron")     # "other Zombies"
    assert _pt(r, "their zombie") == (2, 2) and _pt(r, "bear") == (2, 2)
    assert not r.unsupported
    b.define("Bone Paint", "Instant", oracle_text="Target creature becomes a Skeleton in addition to its other types.",
             effects={1: {"affects": "targets", "add_subtypes": ["Skeleton"]}})
    b.cast("Bone Paint", targets=["baron"])
    r = b.resolve()
    assert _pt(r, "baron") == (3, 3) and "Deathtouch" in _abilities(r, "baron")   # a Skeleton you control


def test_other_snow_and_zombie_creatures_you_control() -> None:
    # Narfi, Betrayer King: "Other snow and Zombie creatures you control get +1/+1." snow creatures and Zombie
    # creatures, either
    b = _board()
    b.define("Test Zombie", "Creature — Zombie", power=2, toughness=2)
    b.define("Test Snow Bear", "Snow Creature — Bear", power=2, toughness=2)
    b.enter("Narfi, Betrayer King", id="narfi", controller="Alex")
    for oid, card in (("zombie", "Test Zombie"), ("snow", "Test Snow Bear"), ("bear", "Test Bear")):
        b.enter(card, id=oid, controller="Alex")
    r = b.resolve()
    assert (_pt(r, "zombie"), _pt(r, "snow"), _pt(r, "bear")) == ((3, 3), (3, 3), (2, 2))
    assert _pt(r, "narfi") == (4, 3)             # printed 4/3; "other"
    assert not r.unsupported


def test_each_creature_with_flying_deathtouch_and_or_lifelink() -> None:
    c = compile_text("Henrika, Infernal Seer", "{1}{B}{B}: Each creature you control with flying, deathtouch, and/or "
                     "lifelink gets +1/+0 until end of turn.", ["Creature"])
    assert c.effects[1] == {"affects": {"types": ["Creature"], "controller": "you",
                                        "any": [{"abilities": ["Flying"]}, {"abilities": ["Deathtouch"]},
                                                {"abilities": ["Lifelink"]}]},
                            "duration": "end_of_turn", "modify_pt": [1, 0]}


@pytest.mark.parametrize("text, granted", [
    # 702.16g: protection from two qualities is two protection abilities
    ("Equipped creature gets +2/+2 and has protection from instants and from sorceries.",
     ["Protection from instants", "Protection from sorceries"]),
    ("Equipped creature gets +2/+2 and has protection from Rogues and from Clerics.",
     ["Protection from rogues", "Protection from clerics"]),
    ("Equipped creature gets +2/+2 and has protection from multicolored.", ["Protection from multicolored"]),
    ("Equipped creature gets +2/+2 and has hexproof from monocolored.", ["Hexproof from monocolored"]),
])
def test_protection_and_hexproof_from_qualities(text: str, granted: list[str]) -> None:
    c = compile_text("Test Sword", text, ["Artifact"])
    assert c.effects[1] == {"affects": "equipped", "modify_pt": [2, 2], "add_abilities": granted}


def test_lands_you_control_gain_all_basic_land_types() -> None:
    # Energybending: "Lands you control gain all basic land types until end of turn." 205.1b: in addition to
    # their other types; 305.6: each basic land type gives its mana ability
    b = _board()
    b.define("Test Gate", "Land — Gate", oracle_text="{T}: Add {C}.")
    b.enter("Test Gate", id="gate", controller="Alex")
    b.enter("Test Gate", id="their gate", controller="Bo")
    b.cast("Energybending", controller="Alex")
    r = b.resolve()
    assert r["gate"].characteristics.subtypes == {"Gate", "Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert {"{T}: Add {W}.", "{T}: Add {G}.", "{T}: Add {C}."} <= _abilities(r, "gate")
    assert r["their gate"].characteristics.subtypes == {"Gate"}
    assert not r.unsupported


def test_target_creature_you_control_other_than_enchanted_creature() -> None:
    # Due Diligence: the words restrict what may be targeted (115.1); the effect is on the target
    c = compile_text("Due Diligence", "Enchant creature\nWhen this Aura enters, target creature you control other than "
                     "enchanted creature gets +2/+2 and gains vigilance until end of turn.", ["Enchantment"])
    assert c.effects[2] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 2],
                            "add_abilities": ["Vigilance"]}


def test_a_granted_keyword_whose_cost_is_a_where_x_value_is_reported() -> None:
    # Graywater's Fixer: "Each outlaw creature card in your graveyard has encore {X}, where X is its mana value."
    # The text "Encore {X}" alone would lose what X is: never granted with an undefined cost. Since round 14
    # (values14) the granted keyword carries its X, `{keyword: "Encore {X}", x: mana_value}`, each card's own
    # mana value written into the cost as layer 6 applies (tests/test_values14.py checks it on a board)
    c = compile_text("Graywater's Fixer", "Each outlaw creature card in your graveyard has encore {X}, where X is its "
                     "mana value.", ["Creature"])
    assert c.supported and c.effects[1]["add_abilities"] == [{"keyword": "Encore {X}", "x": "mana_value"}]


# ------------------------------------------------------------------------------ more selectors

def test_type_lists_with_irregular_plurals() -> None:
    # Valley Questcaller: "Other Rabbits, Bats, Birds, and Mice you control get +1/+1."; The Ash Lizard:
    # "Other Lizards, Treefolk, and Warriors you control get +2/+2." (Treefolk: the plural is the singular)
    c = compile_text("Valley Questcaller", "Other Rabbits, Bats, Birds, and Mice you control get +1/+1.", ["Creature"])
    assert c.effects[1] == {"affects": {"subtypes": ["Rabbit", "Bat", "Bird", "Mouse"], "controller": "you",
                                        "other": True}, "modify_pt": [1, 1]}
    c = compile_text("The Ash Lizard", "Other Lizards, Treefolk, and Warriors you control get +2/+2.", ["Creature"])
    assert c.effects[1]["affects"]["subtypes"] == ["Lizard", "Treefolk", "Warrior"]


def test_creatures_with_no_abilities() -> None:
    # Muraganda Petroglyphs: "Creatures with no abilities get +2/+2." (read after layer 6: a creature that
    # lost its abilities counts, 613.1f before 613.4c)
    b = _board()
    b.define("Test Flyer", "Creature — Bird", power=1, toughness=1, oracle_text="Flying")
    b.enter("Muraganda Petroglyphs", id="mp")
    b.enter("Test Bear", id="bear")
    b.enter("Test Flyer", id="flyer")
    r = b.resolve()
    assert _pt(r, "bear") == (4, 4) and _pt(r, "flyer") == (1, 1)
    b.define("Hush", "Instant", oracle_text="Target creature loses all abilities until end of turn.",
             effects={1: {"affects": "targets", "remove_all_abilities": True, "duration": "end_of_turn"}})
    b.cast("Hush", targets=["flyer"])
    assert _pt(b.resolve(), "flyer") == (3, 3)


def test_creatures_of_the_chosen_color() -> None:
    # Gauntlet of Power: "As this artifact enters, choose a color. Creatures of the chosen color get +1/+1."
    b = _sharing_board()
    b.enter("Gauntlet of Power", id="g", choices={"color": "R"})
    b.enter("Red Bear", id="rb")
    b.enter("Green Bear", id="gb")
    r = b.resolve()
    assert _pt(r, "rb") == (3, 3) and _pt(r, "gb") == (2, 2)


def test_creatures_that_arent_of_the_chosen_type() -> None:
    # Crippling Fear: "Choose a creature type. Creatures that aren't of the chosen type get -3/-3 until end of turn."
    b = _sharing_board()
    b.enter("Red Elf", id="elf")
    b.enter("Red Bear", id="bear")
    b.enter("Gray Wall", id="wall")
    b.cast("Crippling Fear", choices={"creature_type": "Elf"})
    r = b.resolve()
    assert _pt(r, "elf") == (1, 1) and _pt(r, "bear") == (-1, -1) and _pt(r, "wall") == (-3, 1)


def test_have_base_toughness() -> None:
    # Maha, Its Feathers Night: "Creatures your opponents control have base toughness 1." (613.4b)
    b = _board()
    b.enter("Maha, Its Feathers Night", id="maha", controller="Alex")
    b.enter("Test Ox", id="ox", controller="Bo")
    b.enter("Test Ox", id="my ox", controller="Alex")
    r = b.resolve()
    assert _pt(r, "ox") == (2, 1) and _pt(r, "my ox") == (2, 4)


def test_switch_the_power_and_toughness_of() -> None:
    # Invert: "Switch the power and toughness of each of up to two target creatures until end of turn." (613.4d)
    b = _board()
    b.enter("Test Ox", id="ox")
    b.enter("Test Pirate", id="pirate")
    b.cast("Invert // Invent", targets=["ox"])
    r = b.resolve()
    assert _pt(r, "ox") == (4, 2) and _pt(r, "pirate") == (2, 2)
    c = compile_text("Test Switch", "Switch the power and toughness of each creature on the battlefield.", ["Sorcery"])
    assert c.effects[1] == {"affects": {"types": ["Creature"]}, "switch_pt": True}


def test_an_emblem_or_boon_with_a_layer_effect_is_reported() -> None:
    # Mangled Soulrager: "... You get a twelve-time boon with "Whenever a creature you control enters, switch its
    # power and toughness."" 114.4: the emblem's (the boon's) ability changes objects later; no emblem on the board
    c = compile_text("Mangled Soulrager", "When Mangled Soulrager enters, switch the power and toughness of each "
                     "creature on the battlefield. You get a twelve-time boon with \"Whenever a creature you control "
                     "enters, switch its power and toughness.\"", ["Creature"])
    assert not c.supported
    # an emblem whose ability is no layer effect stays one-shot
    c = compile_text("Test Walker", "[−7]: You get an emblem with \"Your opponents can't untap more than two "
                     "permanents during their untap steps.\"", ["Planeswalker"])
    assert c.supported


def test_unblocked_creatures_and_one_one_creatures() -> None:
    # Inkfathom Witch: "Each unblocked creature has base power and toughness 4/1 until end of turn." (509.1h);
    # Pendelhaven Elder: "{T}: Each 1/1 creature you control gets +1/+2 until end of turn." (fixed as it resolves)
    c = compile_text("Inkfathom Witch", "{2}{U}{B}: Each unblocked creature has base power and toughness 4/1 until "
                     "end of turn.", ["Creature"])
    assert c.effects[1] == {"affects": {"types": ["Creature"], "combat": "attacking", "blocked": False},
                            "duration": "end_of_turn", "set_pt": [4, 1]}
    b = _board()
    b.enter("Pendelhaven Elder", id="elder", controller="Alex")
    b.enter("Test Mouse", id="mouse", controller="Alex")
    b.enter("Test Mouse", id="their mouse", controller="Bo")
    b.enter("Test Pirate", id="pirate", controller="Alex")
    b.ability("elder", 1)
    r = b.resolve()
    assert _pt(r, "mouse") == (2, 3) and _pt(r, "their mouse") == (1, 1) and _pt(r, "pirate") == (2, 2)
    assert _pt(r, "elder") == (2, 3)         # a 1/1 Elf Shaman itself


def test_a_one_one_selector_in_a_static_ability_is_reported() -> None:
    # power and toughness read continuously would read what the layer itself changes: refused
    c = compile_text("Test Anthem", "Each 1/1 creature you control gets +1/+1.", ["Enchantment"])
    assert not c.supported


# ------------------------------------------------------------------------------ two subjects in one sentence

def test_two_subjects_joined_by_and_are_two_parts() -> None:
    # Zealous Persecution: "Until end of turn, creatures you control get +1/+1 and creatures your opponents control
    # get -1/-1." (608.2c: one resolution, two effects on different objects, the duration governing both)
    b = _board()
    b.enter("Test Bear", id="mine", controller="Alex")
    b.enter("Test Bear", id="theirs", controller="Bo")
    b.cast("Zealous Persecution", controller="Alex")
    r = b.resolve()
    assert _pt(r, "mine") == (3, 3) and _pt(r, "theirs") == (1, 1)
    b.end_turn()
    r = b.resolve()
    assert _pt(r, "mine") == (2, 2) and _pt(r, "theirs") == (2, 2)


def test_two_target_phrases_in_two_clauses() -> None:
    # Skulduggery: "Until end of turn, target creature you control gets +1/+1 and target creature an opponent
    # controls gets -1/-1." (115.1d: the targets in the order the phrases name them)
    b = _board()
    b.enter("Test Bear", id="mine", controller="Alex")
    b.enter("Test Bear", id="theirs", controller="Bo")
    b.cast("Skulduggery", controller="Alex", targets=["mine", "theirs"])
    r = b.resolve()
    assert _pt(r, "mine") == (3, 3) and _pt(r, "theirs") == (1, 1)


def test_a_trailing_duration_governs_the_clause_before() -> None:
    # Moku, Meandering Drummer: "If you do, Moku gets +2/+1 and creatures you control gain haste until end of turn."
    c = compile_text("Moku, Meandering Drummer", "Whenever you cast a noncreature spell, you may pay {1}. If you do, "
                     "Moku gets +2/+1 and creatures you control gain haste until end of turn.", ["Creature"])
    assert c.effects[1]["parts"] == [
        {"affects": "self", "duration": "end_of_turn", "modify_pt": [2, 1]},
        {"affects": {"types": ["Creature"], "controller": "you"}, "duration": "end_of_turn", "add_abilities": ["Haste"]}]


def test_other_after_an_effect_on_another_object_is_other_than_the_target() -> None:
    # Sigil Blessing: "... target creature you control gets +3/+3 and other creatures you control get +1/+1":
    # "other" than the target (an instant has no source on the battlefield): `other: targets`
    c = compile_text("Sigil Blessing", "Until end of turn, target creature you control gets +3/+3 and other creatures "
                     "you control get +1/+1.", ["Instant"])
    assert c.supported and c.effects[1]["parts"][1]["affects"]["other"] == "targets"
    # a permanent's trigger: "other" may be other than its source: still not read
    c = compile_text("Test", "When this creature enters, target creature gets +1/+1 until end of turn. Other creatures "
                     "you control get +1/+0 until end of turn.", ["Creature"])
    assert not c.supported


def test_equipped_warriors_you_control() -> None:
    # Kor Blademaster: "Equipped Warriors you control have double strike." (301.5a: each equipped one)
    b = _board()
    b.define("Test Warrior", "Creature — Human Warrior", power=2, toughness=2)
    b.define("Test Blade", "Artifact — Equipment", oracle_text="Equip {1}")
    b.enter("Kor Blademaster", id="kor", controller="Alex")
    b.enter("Test Warrior", id="w1", controller="Alex")
    b.enter("Test Warrior", id="w2", controller="Alex")
    b.enter("Test Blade", id="blade", controller="Alex", attached_to="w1")
    r = b.resolve()
    assert "Double strike" in _abilities(r, "w1") and "Double strike" not in _abilities(r, "w2")
    assert not r.unsupported


def test_thats_a_list_of_types_and_or() -> None:
    # Solemn Doomguide: "Each creature card in your graveyard that's a Cleric, Rogue, Warrior, and/or Wizard has
    # unearth {1}{B}."
    c = compile_text("Solemn Doomguide", "Each creature card in your graveyard that's a Cleric, Rogue, Warrior, and/or "
                     "Wizard has unearth {1}{B}.", ["Creature"])
    assert c.effects[1] == {"affects": {"types": ["Creature"], "zones": ["graveyard"], "owner": "you",
                                        "subtypes": ["Cleric", "Rogue", "Warrior", "Wizard"]},
                            "add_abilities": ["Unearth {1}{B}"]}


def test_a_token_copy_sentence_is_not_split() -> None:
    # Hofri Ghostforge: "... create a token that's a copy of that creature, except it's a Spirit in addition to its
    # other types and it has "..."": the exceptions of one copy (707.9), not two clauses
    text = ("Spirits you control get +1/+1 and have trample and haste.\nWhenever another nontoken creature you control "
            "dies, exile it. If you do, create a token that's a copy of that creature, except it's a Spirit in addition "
            "to its other types and it has \"When this token leaves the battlefield, return the exiled card to its "
            "owner's graveyard.\"")
    assert compile_text("Hofri Ghostforge", text, ["Creature"]).supported
