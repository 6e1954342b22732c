"""Round 15, misc family: named Aura tokens created attached to a target (111.3, 303.7), ..."""

from __future__ import annotations

from layerkit.compiler import compile_card
from layerkit.game.board import Board


def _compiled(text: str, type_line: str = "Creature — Human", name: str = "Test Card") -> tuple[dict, tuple]:
    facts = {"name": name, "oracle_text": text, "type_line": type_line, "mana_cost": "{2}"}
    if "Creature" in type_line:
        facts["power"], facts["toughness"] = "2", "2"
    cc = compile_card(facts)
    return cc.effects, cc.unsupported


# --- named Aura tokens (111.3: the token has exactly what the instruction says; 303.7: attached to the target)

def test_the_rani_token_enchants_its_target_and_gives_it_plus_two() -> None:
    # "create a red Aura enchantment token named Mark of the Rani attached to another target creature. That token
    # has enchant creature and "Enchanted creature gets +2/+2 and is goaded.""
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("The Rani", id="rani")
    b.ability("rani", 1, targets=["bears"])
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (4, 4)
    token = r["rani-token"].characteristics
    assert token.name == "Mark of the Rani"
    assert token.colors == frozenset({"R"})
    assert token.types == frozenset({"Enchantment"}) and token.subtypes == frozenset({"Aura"})
    assert token.controller == "Alex"
    assert token.power is None
    assert [a.text for a in token.abilities][0] == "Enchant creature"
    assert not r.unsupported


def test_preston_garvey_settlement_gives_the_land_a_mana_ability() -> None:
    # "... token named Settlement attached to up to one target land you control. It has enchant land and
    # "Enchanted land has '{T}: Add one mana of any color.'""
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Preston Garvey, Minuteman", id="preston")
    b.ability("preston", 1, targets=["forest"])
    r = b.resolve()
    assert "{T}: Add one mana of any color." in [a.text for a in r["forest"].characteristics.abilities]
    token = r["preston-token"].characteristics
    assert (token.name, token.colors) == ("Settlement", frozenset({"G"}))
    assert not r.unsupported


def test_estrid_mask_is_white_aura_with_umbra_armor_on_a_permanent() -> None:
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Estrid, the Masked", id="estrid")
    b.ability("estrid", "-1", targets=["forest"])
    r = b.resolve()
    token = r["estrid-token"].characteristics
    assert token.name == "Mask" and token.colors == frozenset({"W"})
    assert [a.text for a in token.abilities] == ["Enchant permanent", "Umbra armor"]
    assert b.state.objects["estrid-token"].attached_to == "forest"


def test_named_aura_definition_is_what_the_text_says() -> None:
    effects, unsupported = _compiled(
        "When this creature enters, create a white Aura enchantment token named Contract attached to target "
        "creature an opponent controls. The token has enchant creature and \"Enchanted creature gets -1/-1.\"")
    assert not unsupported
    assert effects[1] == {"affects": "created", "create_token": {
        "count": 1, "name": "Contract", "colors": ["W"], "types": ["Enchantment"], "subtypes": ["Aura"],
        "text": "Enchant creature\nEnchanted creature gets -1/-1.", "attach": "targets"}}


def test_named_aura_whose_text_is_not_read_stays_unsupported() -> None:
    # a duration in the token's text sentence is not a token's text (111.3)
    _, unsupported = _compiled(
        "When this creature enters, create a white Aura enchantment token named Mask attached to target creature. "
        "The token has enchant creature and flying until end of turn.")
    assert unsupported
    # no text sentence at all: the token's enchant ability is not given
    _, unsupported = _compiled(
        "When this creature enters, create a white Aura enchantment token named Mask attached to target creature.")
    assert unsupported


def test_nested_quote_in_token_text_is_requoted_or_refused() -> None:
    from layerkit.compiler.tokens import _abilities
    assert _abilities("§0", ["Enchanted land has '{T}: Add {G}.'"]) == ['Enchanted land has "{T}: Add {G}."']
    assert _abilities("§0", ["Enchanted land is 'odd' here."]) is None


# --- "your commander" (903.3: a commander you own, whoever controls it)

def test_your_commander_has_ward_only_on_a_commander_its_controller_owns() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="mine", commander=True)
    b.enter("Grizzly Bears", id="theirs", commander=True, controller="Bo")
    b.enter("Gray Ogre", id="ogre")
    b.enter("My Champion Stands Supreme", id="scheme")
    r = b.resolve()
    assert "Ward {2}" in [a.text for a in r["mine"].characteristics.abilities]
    assert "Ward {2}" not in [a.text for a in r["theirs"].characteristics.abilities]
    assert "Ward {2}" not in [a.text for a in r["ogre"].characteristics.abilities]


def test_your_commander_selector() -> None:
    effects, unsupported = _compiled("Your commander gets +2/+2.", "Enchantment")
    assert not unsupported
    assert effects[1] == {"affects": {"commander": True, "owner": "you"}, "modify_pt": [2, 2]}


# --- a sentence that only chooses targets (115.1), its restrictions the step's targets

def test_tan_jolom_animates_its_noncreature_target() -> None:
    b = Board()
    b.enter("Sol Ring", id="ring")
    b.enter("Tan Jolom, the Worldwalker", id="tan")
    b.ability("tan", 1, targets=["ring"])
    c = b.resolve()["ring"].characteristics
    assert (c.power, c.toughness) == (3, 3)
    assert c.types == frozenset({"Artifact", "Creature"}) and "Spirit" in c.subtypes
    assert {"Vigilance", "Double team"} <= {a.text for a in c.abilities}


def test_choose_target_sentence_with_an_effect_verb_is_not_skipped() -> None:
    # a "choose" sentence that also does something is not a choice of targets only
    from layerkit.compiler.compile import _CHOOSE_TARGET_ONLY
    assert _CHOOSE_TARGET_ONLY.match("choose up to one target artifact you control that isn't a creature or token")
    assert not _CHOOSE_TARGET_ONLY.match("choose target creature. it gets +1/+1 until end of turn")
    assert not _CHOOSE_TARGET_ONLY.match("choose target creature and it gains flying")


# --- 205.1b "in addition to his/her other types" (a legendary character's pronoun: the card itself)

def test_in_addition_to_his_other_types_adds_the_subtype() -> None:
    effects, unsupported = _compiled("{2}: Until end of turn, she's a Spirit in addition to her other types.")
    assert not unsupported
    assert effects[1] == {"affects": "self", "duration": "end_of_turn", "add_subtypes": ["Spirit"]}


def test_effect_on_the_source_after_it_moved_is_unsupported() -> None:
    # 400.7: the source exiled or returned tapped is a new object the board does not move
    for text in ("When this creature dies, exile Test Card. Test Card gains flying.",
                 "When this creature dies, return Test Card to the battlefield tapped. Test Card gains flying.",
                 "When Fang dies, if he wasn't a Spirit, return this card to the battlefield under your control. "
                 "He's a Spirit in addition to his other types."):
        _, unsupported = _compiled(text, name="Fang" if "Fang" in text else "Test Card")
        assert unsupported, text


# --- 602.5b: "Activate only if ..." restricts activating, no effect as it resolves

def test_surge_engine_becomes_blue_five_four() -> None:
    b = Board()
    b.enter("Surge Engine", id="engine")
    b.ability("engine", 2)      # loses defender (ability 1 is Defender)
    b.ability("engine", "becomes blue")      # "becomes blue and has base power and toughness 5/4. Activate only if ..."
    c = b.resolve()["engine"].characteristics
    assert (c.power, c.toughness) == (5, 4)
    assert c.colors == frozenset({"U"})
    assert "Defender" not in [a.text for a in c.abilities]


# --- "in your hand and library" (several of a player's own zones, 400.1)

def test_wildgrove_summoner_perpetually_animates_forest_cards_in_hand_only_not_graveyard() -> None:
    b = Board()
    b.enter("Forest", id="hand", zone="hand")
    b.enter("Forest", id="yard", zone="graveyard")
    b.enter("Forest", id="field")
    b.enter("Wildgrove Summoner", id="w")
    b.ability("w", 1)
    r = b.resolve()
    c = r["hand"].characteristics
    assert (c.power, c.toughness) == (3, 4)
    assert c.types == frozenset({"Creature", "Land"}) and c.subtypes == frozenset({"Forest", "Treefolk"})
    assert {"Reach", "Haste"} <= {a.text for a in c.abilities}
    for other in ("yard", "field"):
        assert r[other].characteristics.power is None
    assert not r.unsupported


def test_zone_list_selector() -> None:
    effects, unsupported = _compiled(
        "When this creature enters, creature cards in your graveyard, hand, and library perpetually gain flying.")
    assert not unsupported
    assert effects[1]["affects"] == {"zones": ["graveyard", "hand", "library"], "owner": "you", "types": ["Creature"]}
    from layerkit.compiler.grammar import _your_zone_list
    assert _your_zone_list("in your hand and hand".split()) == 0


# --- 608.2d: "put a +1/+1 counter and a counter from among flying, first strike, lifelink, or vigilance on it"

def test_elspeth_resplendent_puts_a_plus_one_counter_and_the_chosen_keyword_counter() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Elspeth Resplendent", id="elspeth")
    b.ability("elspeth", "+1", targets=["bears"], choices={"counter": "lifelink"})
    r = b.resolve()
    c = r["bears"].characteristics
    assert (c.power, c.toughness) == (3, 3)
    assert "Lifelink" in [a.text for a in c.abilities] and "Flying" not in [a.text for a in c.abilities]
    assert b.state.objects["bears"].counter("+1/+1") == 1 and b.state.objects["bears"].counter("lifelink") == 1


def test_elspeth_resplendent_needs_the_chosen_kind() -> None:
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Elspeth Resplendent", id="elspeth")
    with pytest.raises(ScenarioError):
        b.ability("elspeth", "+1", targets=["bears"], choices={"counter": "trample"})


def test_counters_beside_one_of_in_the_vocabulary() -> None:
    from layerkit.vocabulary.parse import parse_definition
    d = parse_definition({"affects": "targets", "counters": {"+1/+1": 1, "one_of": ["flying", "lifelink"]}}, "t")
    assert d.counter_of == ("flying", "lifelink") and d.counters == (("+1/+1", 1),)


# --- which object a card may enter as a copy of (707.2): its history only restricts the choice

def test_sakashimas_protege_enters_as_a_copy_of_a_permanent_that_entered_this_turn() -> None:
    b = Board()
    b.enter("Hill Giant", id="giant")
    b.enter("Sakashima's Protege", id="protege", copy="giant")
    c = b.resolve()["protege"].characteristics
    assert (c.name, c.power, c.toughness) == ("Hill Giant", 3, 3)


def test_activated_sleeper_copy_is_also_a_phyrexian() -> None:
    effects, unsupported = _compiled(
        "You may have this creature enter as a copy of any creature card in a graveyard that was put there from the "
        "battlefield this turn, except it's a Phyrexian in addition to its other types.")
    assert not unsupported
    assert effects[1] == {"affects": "self", "enters_as_copy": {"except": {"add_subtypes": ["Phyrexian"]}}}


def test_smoke_spirits_aid_puts_one_named_aura_on_each_target() -> None:
    # "For each of up to X target creatures, create a red Aura enchantment token named Smoke Blessing attached to
    # that creature. Those tokens have enchant creature and "When enchanted creature dies, ...""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gray Ogre", id="ogre")
    b.cast("Smoke Spirits' Aid", targets=["bears", "ogre"], choices={"number": 2})
    r = b.resolve()
    tokens = [o for o in b.state.objects.values() if o.token]
    assert sorted(o.attached_to for o in tokens) == ["bears", "ogre"]
    for o in tokens:
        c = r[o.id].characteristics
        assert (c.name, c.colors, c.subtypes) == ("Smoke Blessing", frozenset({"R"}), frozenset({"Aura"}))
        assert [a.text for a in c.abilities][0] == "Enchant creature"


# --- 205.3: several subtype words of one noun: every one of them ("Eldrazi Spawn creatures")

def test_broodwarden_pumps_only_creatures_that_are_eldrazi_and_spawn() -> None:
    b = Board()
    b.define("Test Spawn", "Creature — Eldrazi Spawn", power=0, toughness=1)
    b.define("Test Drone", "Creature — Eldrazi Drone", power=1, toughness=1)
    b.define("Test Spawnling", "Creature — Spawn", power=1, toughness=1)
    b.enter("Test Spawn", id="spawn")
    b.enter("Test Drone", id="drone")
    b.enter("Test Spawnling", id="spawnling")
    b.enter("Broodwarden", id="bw")
    r = b.resolve()
    assert (r["spawn"].characteristics.power, r["spawn"].characteristics.toughness) == (2, 2)
    assert (r["drone"].characteristics.power, r["drone"].characteristics.toughness) == (1, 1)
    assert (r["spawnling"].characteristics.power, r["spawnling"].characteristics.toughness) == (1, 1)
    assert not r.unsupported


def test_all_subtypes_selector_in_the_vocabulary() -> None:
    from layerkit.vocabulary.model import Filter, stated_matches
    from layerkit.vocabulary.parse import parse_selector
    f = parse_selector({"all_subtypes": ["Elder", "Dragon"]})
    assert f == Filter(all_subtypes=frozenset({"Elder", "Dragon"}))
    assert stated_matches(f, {"subtypes": ["Elder", "Dragon"]})
    assert not stated_matches(f, {"subtypes": ["Dragon"]})


def test_gold_artifacts_are_of_the_gold_subtype() -> None:
    # 205.3g: Gold is an artifact type; "Gold artifacts" names it as a noun's adjective
    effects, unsupported = _compiled("Enchantments you control are Gold artifacts in addition to their other types.",
                                     "Enchantment")
    assert not unsupported
    assert effects[1] == {"affects": {"controller": "you", "types": ["Enchantment"]}, "add_types": ["Artifact"],
                          "add_subtypes": ["Gold"]}


# --- 611.2b, 303.4: "for as long as that creature is enchanted"

def test_rootwater_matriarch_control_lasts_while_the_creature_is_enchanted() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("Rancor", id="rancor", controller="Bo", attached_to="bears")
    b.enter("Rootwater Matriarch", id="matriarch")
    b.ability("matriarch", 1, targets=["bears"])
    assert b.resolve()["bears"].characteristics.controller == "Alex"
    b.move("rancor", "graveyard")
    assert b.resolve()["bears"].characteristics.controller == "Bo"


def test_rootwater_matriarch_does_nothing_to_an_unenchanted_creature() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("Rootwater Matriarch", id="matriarch")
    b.ability("matriarch", 1, targets=["bears"])
    assert b.resolve()["bears"].characteristics.controller == "Bo"


# --- 205.1a, 305.6: "loses all land types and abilities"

def test_lithoform_blight_takes_the_land_types_and_their_mana_ability() -> None:
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Dryad Arbor", id="arbor")
    b.enter("Lithoform Blight", id="b1", attached_to="forest")
    b.enter("Lithoform Blight", id="b2", attached_to="arbor")
    r = b.resolve()
    f, a = r["forest"].characteristics, r["arbor"].characteristics
    expected = ["{T}: Add {C}.", "{T}, Pay 1 life: Add one mana of any color."]
    assert f.types == frozenset({"Land"}) and f.subtypes == frozenset() and f.supertypes == frozenset({"Basic"})
    assert [x.text for x in f.abilities] == expected
    assert a.types == frozenset({"Creature", "Land"}) and a.subtypes == frozenset({"Dryad"})
    assert [x.text for x in a.abilities] == expected
    assert not r.unsupported


def test_loses_all_land_types_alone_keeps_the_abilities_of_its_text() -> None:
    effects, unsupported = _compiled("Lands you control lose all land types.", "Enchantment")
    assert not unsupported
    assert effects[1] == {"affects": {"controller": "you", "types": ["Land"]}, "lose_all_land_types": True}
    _, unsupported = _compiled("Creatures you control lose all artifact types.", "Enchantment")
    assert unsupported


# --- "the other creature" of a trigger event naming two creatures (the one dealt damage)

def test_charisma_gains_control_of_the_creature_dealt_damage_while_it_stays() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Charisma", id="charisma", attached_to="bears")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.ability("charisma", 2, targets=["giant"])      # the event's other creature: the one dealt damage
    assert b.resolve()["giant"].characteristics.controller == "Alex"
    b.move("charisma", "graveyard")
    assert b.resolve()["giant"].characteristics.controller == "Bo"


def test_the_other_creature_outside_such_an_event_is_not_read() -> None:
    _, unsupported = _compiled("Target creature gets +1/+1 until end of turn. The other creature gets -1/-1 until "
                               "end of turn.", "Instant")
    assert unsupported


# --- "artifact cards and red creature cards in your hand": the zone after the last noun governs both

def test_cards_of_two_nouns_share_the_zone_written_after_the_last() -> None:
    effects, unsupported = _compiled("Artifact cards and red creature cards in your hand have flash.", "Enchantment")
    assert not unsupported
    assert effects[1]["affects"] == {"any": [{"types": ["Artifact"], "owner": "you", "zones": ["hand"]},
                                             {"colors": ["R"], "zones": ["hand"], "owner": "you", "types": ["Creature"]}],
                                     "zones": ["hand"]}
    _, unsupported = _compiled("Artifact cards and creatures you control have flying.", "Enchantment")
    assert unsupported


def test_lesson_spells_are_read_as_the_lesson_subtype() -> None:
    # Lo and Li: "Noble creatures you control and Lesson spells you control have lifelink."
    effects, unsupported = _compiled("Noble creatures you control and Lesson spells you control have lifelink.",
                                     "Enchantment")
    assert not unsupported
    assert effects[1]["affects"]["any"][1] == {"zones": ["stack"], "controller": "you", "subtypes": ["Lesson"]}
