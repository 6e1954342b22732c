"""Selectors, referents and "perpetually" read by the oracle-text compiler (issue 12).

Each expected value comes from the card's oracle text and the rules it cites, never from the
compiler's output: a board is built with the real pool card, resolved, and the characteristics the
text implies are asserted; or the compiled definition is compared with the one the rules imply.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.scenario import Scenario
from layerkit.game.step_kinds import Step
from layerkit.vocabulary.parse import parse_definition


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------------------ perpetually

def test_perpetually_compiles_to_a_perpetual_duration() -> None:
    # Scion of Shiv: "{2}{R}: Scion of Shiv perpetually gets +1/+0."
    c = compile_text("Scion of Shiv", "Flying\n{2}{R}: Scion of Shiv perpetually gets +1/+0.", ["Creature"])
    assert c.supported
    assert c.effects[2] == {"affects": "self", "duration": "perpetual", "modify_pt": [1, 0]}


def test_perpetual_change_survives_zone_changes() -> None:
    """A perpetual change stays with the card in every zone (Alchemy); a plain resolved effect
    ends with the object (400.7)."""
    b = layerkit.Board()
    b.enter("Scion of Shiv", id="scion")                 # 3/3
    b.ability("scion", 2)
    b.ability("scion", 2)
    assert (b.resolve()["scion"].power, b.resolve()["scion"].toughness) == (5, 3)
    b.move("scion", "graveyard")
    assert b.resolve()["scion"].power == 5              # in the graveyard too
    b.move("scion", "battlefield")
    res = b.resolve()
    assert (res["scion"].power, res["scion"].toughness) == (5, 3)
    assert not res.unsupported


def test_perpetual_and_plain_resolved_effects_differ_after_a_zone_change() -> None:
    board = layerkit.Board()
    board.define("Test Pump", "Creature — Bear", power=2, toughness=2,
                 oracle_text="{1}: Test Pump gets +1/+1.\n{2}: Test Pump perpetually gets +1/+1.",
                 effects={1: {"kind": "activated", "affects": "self", "modify_pt": [1, 1]},
                          2: {"kind": "activated", "affects": "self", "duration": "perpetual", "modify_pt": [1, 1]}})
    board.enter("Test Pump", id="p")
    board.ability("p", 1)
    board.ability("p", 2)
    assert board.resolve()["p"].power == 4
    board.move("p", "hand")
    board.move("p", "battlefield")
    assert board.resolve()["p"].power == 3              # only the perpetual +1/+1 followed it


def test_choose_a_card_in_hand_it_perpetually_gains() -> None:
    # Kobold Warcaller: "{T}: Choose a creature card in your hand. It perpetually gains haste."
    c = compile_text("Kobold Warcaller", "{T}: Choose a creature card in your hand. It perpetually gains haste.",
                     ["Creature"])
    assert c.effects[1] == {"affects": "chosen", "duration": "perpetual", "add_abilities": ["Haste"]}
    b = layerkit.Board()
    b.enter("Kobold Warcaller", id="kw")
    b.enter("Grizzly Bears", id="bears", zone="hand")
    b.enter("Grizzly Bears", id="other", zone="hand")
    b.ability("kw", 1, choices={"object": "bears"})
    assert "Haste" in _abilities(b.resolve(), "bears")
    assert "Haste" not in _abilities(b.resolve(), "other")
    b.move("bears", "battlefield")                      # cast: it keeps the perpetual haste
    res = b.resolve()
    assert "Haste" in _abilities(res, "bears") and res["bears"].power == 2


def test_perpetually_gets_and_gains_in_a_spell() -> None:
    # Sap Vitality: "... Choose a creature card in your hand. It perpetually gets +3/+0."
    text = ("Sap Vitality deals 3 damage to target creature or planeswalker. Choose a creature card in your hand. "
            "It perpetually gets +3/+0.")
    c = compile_text("Sap Vitality", text, ["Instant"])
    assert c.effects[1] == {"affects": "chosen", "duration": "perpetual", "modify_pt": [3, 0]}


@pytest.mark.parametrize("text", [
    "{T}: Choose a creature card in your hand. It gets +1/+1 and perpetually gains haste.",   # mixed durations
    "{T}: This creature perpetually gets +1/+1 until end of turn.",                           # two durations
    # (a target, then a card chosen in the hand: read since round 6, tests/test_compiler_pronouns6.py)
    "{T}: Choose up to two creature cards in your hand. They perpetually gain haste.",        # two objects
    "{T}: Choose a creature card in your hand and a land card in your hand. It perpetually gains haste.",
])
def test_perpetually_left_unsupported_when_not_exact(text: str) -> None:
    c = compile_text("Test Card", text, ["Creature"])
    assert not c.supported and not c.effects


def test_perpetual_is_a_valid_duration_and_others_are_not() -> None:
    d = parse_definition({"affects": "self", "duration": "perpetual", "modify_pt": [1, 1]}, "t")
    assert d.duration == "perpetual"
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "duration": "forever", "modify_pt": [1, 1]}, "t")


# ------------------------------------------------------------------------------ colors (105.2)

def test_multicolored_creatures_you_control() -> None:
    # Maze Sentinel: "Multicolored creatures you control have vigilance." (105.2b: two or more colors)
    b = layerkit.Board()
    b.enter("Maze Sentinel", id="maze")
    b.enter("Watchwolf", id="gw")                        # green and white
    b.enter("Grizzly Bears", id="g")                     # green
    b.enter("Ornithopter", id="c")                       # colorless
    b.enter("Watchwolf", id="opp", controller="Bo")
    res = b.resolve()
    assert "Vigilance" in _abilities(res, "gw")
    assert "Vigilance" not in _abilities(res, "g") | _abilities(res, "c") | _abilities(res, "opp")


def test_colorless_creatures_you_control() -> None:
    # Forsaken Monument: "Colorless creatures you control get +2/+2." (105.2c)
    b = layerkit.Board()
    b.enter("Forsaken Monument")
    b.enter("Ornithopter", id="thopter")                 # 0/2 colorless
    b.enter("Grizzly Bears", id="bears")
    res = b.resolve()
    assert (res["thopter"].power, res["thopter"].toughness) == (2, 4)
    assert (res["bears"].power, res["bears"].toughness) == (2, 2)


def test_nonblack_creatures() -> None:
    # Angel of Jubilation: "Other nonblack creatures you control get +1/+1."
    b = layerkit.Board()
    b.enter("Angel of Jubilation", id="angel")           # 3/3 white
    b.enter("Grizzly Bears", id="bears")
    b.enter("Vampire Nighthawk", id="bat")               # black
    b.enter("Ornithopter", id="thopter")                 # colorless: not black
    res = b.resolve()
    assert res["bears"].power == 3 and res["thopter"].power == 1
    assert res["bat"].power == 2 and res["angel"].power == 3


def test_monocolored_selector() -> None:
    board = layerkit.Board()
    board.define("Mono Anthem", "Enchantment", oracle_text="Monocolored creatures you control get +1/+1.",
                 effects={1: {"affects": {"types": ["Creature"], "controller": "you", "monocolored": True},
                              "modify_pt": [1, 1]}})
    board.enter("Mono Anthem")
    board.enter("Grizzly Bears", id="g")
    board.enter("Watchwolf", id="gw")
    board.enter("Ornithopter", id="c")
    res = board.resolve()
    assert (res["g"].power, res["gw"].power, res["c"].power) == (3, 3, 0)
    c = compile_text("Mono Anthem", "Monocolored creatures you control get +1/+1.", ["Enchantment"])
    assert c.effects[1]["affects"] == {"monocolored": True, "controller": "you", "types": ["Creature"]}


def test_color_selector_keys_are_checked() -> None:
    with pytest.raises(CardDataError):
        parse_definition({"affects": {"multicolored": "yes"}, "modify_pt": [1, 1]}, "t")


def test_selector_reads_colors_as_changed_in_layer_5() -> None:
    """A creature made monocolored by a layer-5 effect is no longer multicolored for a layer-6 effect."""
    b = layerkit.Board()
    b.enter("Maze Sentinel", id="maze")
    b.enter("Watchwolf", id="gw")
    b.define("Paint Green", "Instant", oracle_text="Target creature becomes green until end of turn.",
             effects={1: {"affects": "targets", "duration": "end_of_turn", "set_colors": ["G"]}})
    b.cast("Paint Green", targets=["gw"])
    assert "Vigilance" not in _abilities(b.resolve(), "gw")


# ------------------------------------------------------------------------------ historic (700.6), chosen type

def test_historic_creatures() -> None:
    # Bayek of Siwa: "During your turn, other historic creatures you control have double strike."
    b = layerkit.Board()
    b.enter("Bayek of Siwa", id="bayek")
    b.enter("Ornithopter", id="artifact")                # an artifact creature: historic
    b.enter("Isamaru, Hound of Konda", id="legend")      # legendary: historic
    b.enter("Grizzly Bears", id="bears")                 # neither
    res = b.resolve()
    assert "Double strike" in _abilities(res, "artifact") and "Double strike" in _abilities(res, "legend")
    assert "Double strike" not in _abilities(res, "bears")
    b.end_turn()                                         # Bo's turn: the condition no longer holds
    assert "Double strike" not in _abilities(b.resolve(), "artifact")


def test_creatures_of_the_chosen_type() -> None:
    # Icon of Ancestry: "Creatures you control of the chosen type get +1/+1."
    b = layerkit.Board()
    b.enter("Icon of Ancestry", choices={"creature_type": "Bear"})
    b.enter("Grizzly Bears", id="bears")
    b.enter("Llanowar Elves", id="elf")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    res = b.resolve()
    assert (res["bears"].power, res["elf"].power, res["theirs"].power) == (3, 1, 2)


# ------------------------------------------------------------------------------ referents

def test_those_creatures_are_the_ones_the_counters_went_on() -> None:
    # Ajani Goldmane [-1]: "Put a +1/+1 counter on each creature you control. Those creatures gain
    # vigilance until end of turn."
    b = layerkit.Board()
    b.enter("Ajani Goldmane", id="ajani")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("ajani", "-1")
    res = b.resolve()
    assert res["bears"].power == 3 and "Vigilance" in _abilities(res, "bears")
    assert res["theirs"].power == 2 and "Vigilance" not in _abilities(res, "theirs")
    b.enter("Llanowar Elves", id="late")                 # 611.2c: not one of "those creatures"
    assert "Vigilance" not in _abilities(b.resolve(), "late")
    b.end_turn()
    res = b.resolve()
    assert res["bears"].power == 3 and "Vigilance" not in _abilities(res, "bears")


def test_those_creatures_without_an_antecedent_stay_unsupported() -> None:
    # (round 5: Inspiring Call's "Draw a card for each creature you control with a +1/+1 counter on it. Those
    # creatures gain indestructible until end of turn." is now read: "those creatures" are the objects counted,
    # 611.2c — tests/test_compiler_refs5.py.) With no sentence naming them, "those creatures" stays unbound
    text = "Draw a card. Those creatures gain indestructible until end of turn."
    c = compile_text("Test Call", text, ["Instant"])
    assert not c.supported


# ------------------------------------------------------------------------------ commander (903.3)

def test_commander_creatures_you_own() -> None:
    # Inspiring Leader: 'Commander creatures you own have "Creature tokens you control get +2/+2."'
    b = layerkit.Board()
    b.enter("Inspiring Leader")
    b.enter("Isamaru, Hound of Konda", id="cmd", commander=True)
    b.enter("Grizzly Bears", id="plain")
    b.enter("Grizzly Bears", id="tok", token=True)
    b.enter("Isamaru, Hound of Konda", id="their_cmd", controller="Bo", commander=True)
    res = b.resolve()
    granted = "Creature tokens you control get +2/+2."
    assert granted in _abilities(res, "cmd")
    assert granted not in _abilities(res, "plain") | _abilities(res, "their_cmd")
    assert (res["tok"].power, res["tok"].toughness) == (4, 4)       # the granted ability works
    assert res["plain"].power == 2


def test_commander_designation_survives_zone_changes() -> None:
    b = layerkit.Board()
    b.enter("Inspiring Leader")
    b.enter("Isamaru, Hound of Konda", id="cmd", zone="hand", commander=True)
    b.move("cmd", "battlefield")
    assert "Creature tokens you control get +2/+2." in _abilities(b.resolve(), "cmd")


def test_commander_flag_is_checked_and_saved() -> None:
    with pytest.raises(ScenarioError):
        layerkit.Board().enter("Grizzly Bears", commander="yes")
    with pytest.raises(ScenarioError):
        layerkit.Board().enter("Grizzly Bears", token=True, commander=True)   # 903.3: a commander is a card
    step = Step.read({"enter": {"card": "Isamaru, Hound of Konda", "id": "cmd", "commander": True}})
    assert step.to_yaml() == {"enter": {"card": "Isamaru, Hound of Konda", "id": "cmd", "commander": True}}
    assert "commander" not in str(Step.read({"enter": {"card": "Grizzly Bears"}}).to_yaml())   # the default
    text = """
title: commander
steps:
  - enter: Inspiring Leader
  - enter: {card: "Isamaru, Hound of Konda", id: cmd, commander: true}
  - enter: {card: Grizzly Bears, id: tok, token: true}
expect:
  tok: {power: 4, toughness: 4}
"""
    sc = Scenario.from_yaml(text)
    assert sc.check() == []
    again = [s.to_yaml() for s in sc.board().steps]
    assert any(isinstance(s, dict) and s.get("enter", {}) == {"card": "Isamaru, Hound of Konda", "id": "cmd",
                                                              "commander": True} for s in again)


def test_it_in_a_trigger_whose_subject_is_named_by_creature_types() -> None:
    # Kragma Warcaller: "Whenever a Minotaur you control attacks, it gets +2/+0 until end of turn."
    # "it" is the attacking Minotaur that triggered the ability (the scenario names it as the target)
    text = "Minotaur creatures you control have haste.\nWhenever a Minotaur you control attacks, it gets +2/+0 until end of turn."
    c = compile_text("Kragma Warcaller", text, ["Creature"])
    assert c.supported
    assert c.effects[2] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 0]}
    b = layerkit.Board()
    b.enter("Kragma Warcaller", id="kragma")
    b.enter("Kragma Warcaller", id="other")
    b.attack("other")
    b.ability("kragma", 2, targets=["other"])
    res = b.resolve()
    assert res["other"].power == res["kragma"].power + 2
    b.end_turn()
    res = b.resolve()
    assert res["other"].power == res["kragma"].power


def test_it_stays_unbound_when_the_trigger_names_two_objects() -> None:
    c = compile_text("Test Card", "Whenever a Dragon you control blocks a creature, it gets +2/+0 until end of turn.",
                     ["Creature"])
    assert not c.supported


def test_those_creatures_name_the_group_not_the_target_player() -> None:
    # "those creatures" are the creatures the opponent controls (the group untapped), never the
    # target player itself: the chosen player (choices.player) is the selector's controller
    text = "Untap all creatures target opponent controls. Those creatures gain haste until end of turn."
    c = compile_text("Test Card", text, ["Sorcery"])
    assert c.supported
    d = c.effects[1]
    assert d["affects"] == {"controller": "chosen", "types": ["Creature"]}
    assert d["add_abilities"] == ["Haste"] and d["duration"] == "end_of_turn"


# ------------------------------------------------------------------------------ equipped, enchanted, modified

def test_equipped_creatures_you_control() -> None:
    # Kemba, Kha Enduring: "Equipped creatures you control get +1/+1." (301.5a)
    b = layerkit.Board()
    b.enter("Kemba, Kha Enduring", id="kemba")           # 2/2, not equipped
    b.enter("Grizzly Bears", id="armed")
    b.enter("Grizzly Bears", id="bare")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Bonesplitter", id="axe", attached_to="armed")           # +2/+0
    b.enter("Short Sword", id="sword", controller="Bo", attached_to="theirs")
    res = b.resolve()
    assert (res["armed"].power, res["armed"].toughness) == (5, 3)
    assert (res["bare"].power, res["bare"].toughness) == (2, 2)
    assert (res["theirs"].power, res["theirs"].toughness) == (3, 3)  # Short Sword only: not yours
    assert (res["kemba"].power, res["kemba"].toughness) == (2, 2)
    b.attach("axe", "kemba")                             # moved: now Kemba is the equipped one
    res = b.resolve()
    assert (res["armed"].power, res["kemba"].power, res["kemba"].toughness) == (2, 5, 3)
    assert not res.unsupported


def test_enchanted_creatures_you_control() -> None:
    # A Tale for the Ages: "Enchanted creatures you control get +2/+2." (any Aura, whoever controls it)
    b = layerkit.Board()
    b.enter("A Tale for the Ages")
    b.enter("Grizzly Bears", id="strong")
    b.enter("Grizzly Bears", id="pacified")
    b.enter("Grizzly Bears", id="bare")
    b.enter("Holy Strength", attached_to="strong")       # +1/+2
    b.enter("Pacifism", controller="Bo", attached_to="pacified")
    b.enter("Bonesplitter", attached_to="bare")          # an Equipment: not enchanted
    res = b.resolve()
    assert (res["strong"].power, res["strong"].toughness) == (5, 6)
    assert (res["pacified"].power, res["pacified"].toughness) == (4, 4)
    assert (res["bare"].power, res["bare"].toughness) == (4, 2)


def test_modified_creatures_you_control() -> None:
    # Artillery Enthusiast: "Modified creatures you control have menace." 700.9: a counter, an
    # Equipment, or an Aura controlled by the creature's controller
    b = layerkit.Board()
    b.enter("Artillery Enthusiast", id="arty")
    b.enter("Grizzly Bears", id="countered", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="equipped")
    b.enter("Bonesplitter", controller="Bo", attached_to="equipped")   # any controller's Equipment
    b.enter("Grizzly Bears", id="own_aura")
    b.enter("Holy Strength", attached_to="own_aura")
    b.enter("Grizzly Bears", id="their_aura")
    b.enter("Pacifism", controller="Bo", attached_to="their_aura")     # not their controller's Aura
    b.enter("Grizzly Bears", id="plain")
    res = b.resolve()
    for oid in ("countered", "equipped", "own_aura"):
        assert "Menace" in _abilities(res, oid), oid
    for oid in ("their_aura", "plain", "arty"):
        assert "Menace" not in _abilities(res, oid), oid


def test_modified_follows_control_of_the_creature() -> None:
    """700.9 compares the Aura's controller with the creature's controller as it is now (layer 2)."""
    b = layerkit.Board()
    b.enter("Artillery Enthusiast", id="arty", controller="Bo")
    b.enter("Grizzly Bears", id="bears")                 # Alex's
    b.enter("Holy Strength", controller="Bo", attached_to="bears")
    assert "Menace" not in _abilities(b.resolve(), "bears")     # Alex's creature, Bo's Aura, Bo's anthem
    b.define("Steal", "Sorcery", oracle_text="Gain control of target creature.",
             effects={1: {"affects": "targets", "gain_control": "you"}})
    b.cast("Steal", controller="Bo", targets=["bears"])
    assert "Menace" in _abilities(b.resolve(), "bears")         # now Bo's creature with Bo's Aura


def test_equipped_creature_singular_is_still_the_one_the_source_equips() -> None:
    c = compile_text("Short Sword", "Equipped creature gets +1/+1.\nEquip {1}", ["Artifact"])
    assert c.effects[1] == {"affects": "equipped", "modify_pt": [1, 1]}


# ------------------------------------------------------------------------------ "X and Y", zones

def test_creatures_and_planeswalkers_you_control() -> None:
    # Sorin, Vengeful Bloodlord: "During your turn, creatures and planeswalkers you control have lifelink."
    b = layerkit.Board()
    b.enter("Sorin, Vengeful Bloodlord", id="sorin")
    b.enter("Jace Beleren", id="jace")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Jace Beleren", id="their_jace", controller="Bo")
    b.enter("Forest", id="forest")
    res = b.resolve()
    for oid in ("sorin", "jace", "bears"):
        assert "Lifelink" in _abilities(res, oid), oid
    for oid in ("theirs", "their_jace", "forest"):
        assert "Lifelink" not in _abilities(res, oid), oid


def test_creatures_you_control_and_creature_cards_in_your_hand_perpetually() -> None:
    # Seething Skitter-Priest: "When ~ enters, creatures you control and creature cards in your hand
    # perpetually gain '...'"
    granted = ("When this creature dies, create a 1/1 colorless Phyrexian Mite artifact creature token with "
               "toxic 1 and 'This creature can't block.'")
    b = layerkit.Board()
    b.enter("Seething Skitter-Priest", id="priest")
    b.enter("Grizzly Bears", id="field")
    b.enter("Grizzly Bears", id="hand", zone="hand")
    b.enter("Grizzly Bears", id="yard", zone="graveyard")
    b.enter("Grizzly Bears", id="their_hand", controller="Bo", zone="hand")
    b.enter("Forest", id="land_hand", zone="hand")
    b.ability("priest", 2)
    res = b.resolve()
    for oid in ("priest", "field", "hand"):
        assert granted in _abilities(res, oid), oid
    for oid in ("yard", "their_hand", "land_hand"):
        assert granted not in _abilities(res, oid), oid
    b.enter("Grizzly Bears", id="later", zone="hand")      # 611.2c: fixed as it resolved
    b.move("hand", "battlefield")
    res = b.resolve()
    assert granted in _abilities(res, "hand") and granted not in _abilities(res, "later")


def test_creature_cards_in_your_library_perpetually_get() -> None:
    # Bramblearmor Brawler: "Whenever an opponent casts a noncreature spell, creature cards in your
    # library perpetually get +1/+1."
    text = ("This spell can't be countered.\nTrample\nWhenever an opponent casts a noncreature spell, creature cards "
            "in your library perpetually get +1/+1.")
    c = compile_text("Bramblearmor Brawler", text, ["Creature"])
    assert c.effects[3]["affects"] == {"zones": ["library"], "owner": "you", "types": ["Creature"]}
    assert c.effects[3]["duration"] == "perpetual"
    b = layerkit.Board()
    b.enter("Bramblearmor Brawler", id="brawler")
    b.enter("Grizzly Bears", id="deck", zone="library")
    b.enter("Grizzly Bears", id="field")
    b.ability("brawler", 3)
    res = b.resolve()
    assert (res["deck"].power, res["field"].power, res["brawler"].power) == (3, 2, 5)


@pytest.mark.parametrize("text", [
    "White creatures and artifacts you control get +1/+1.",          # does "white" govern artifacts?
    "Tapped creatures and artifacts you control get +1/+1.",
])
def test_and_with_adjectives_of_unwritten_scope_is_unsupported(text: str) -> None:
    c = compile_text("Test Card", text, ["Enchantment"])
    assert not c.supported and not c.effects


def test_singular_subtype_and_subtype_creatures() -> None:
    # Silver-Fur Master: "Other Ninja and Rogue creatures you control get +1/+1." ("Ninja" is an
    # adjective of "creatures" too: a noncreature Ninja, e.g. a Kindred artifact, gets nothing)
    b = layerkit.Board()
    b.define("Test Ninja Relic", "Kindred Artifact — Ninja")
    b.define("Test Ninja", "Creature — Human Ninja", power=1, toughness=1)
    b.define("Test Rogue", "Creature — Human Rogue", power=1, toughness=1)
    b.enter("Silver-Fur Master", id="master")
    b.enter("Test Ninja Relic", id="relic")
    b.enter("Test Ninja", id="ninja")
    b.enter("Test Rogue", id="rogue")
    b.enter("Grizzly Bears", id="bears")
    res = b.resolve()
    assert (res["ninja"].power, res["rogue"].power, res["bears"].power) == (2, 2, 2)
    assert not res.unsupported
    c = compile_text("Test Master", "Other Ninja and Rogue creatures you control get +1/+1.", ["Creature"])
    assert all(sub["types"] == ["Creature"] for sub in c.effects[1]["affects"]["any"])


def test_the_same_is_true_for_extends_the_effect() -> None:
    # Leyline of Transformation: the second sentence extends the effect to spells and cards in other
    # zones, which the compiled first sentence alone would silently leave out: one effect on all of them
    # (round 4: tests/test_compiler_zones.py checks it on a board)
    text = ("As this enchantment enters, choose a creature type.\nCreatures you control are the chosen type in "
            "addition to their other types. The same is true for creature spells you control and creature cards "
            "you own that aren't on the battlefield.")
    c = compile_text("Leyline of Transformation", text, ["Enchantment"])
    assert c.supported and set(c.effects[2]["affects"]["zones"]) == {"battlefield", "stack", "hand", "library",
                                                                     "graveyard", "exile"}
    # with no continuous effect before it, the sentence is not one either (Ward of Bones' restriction)
    c = compile_text("Ward of Bones", "Each opponent who controls more creatures than you can't cast creature "
                     "spells. The same is true for artifacts and enchantments.", ["Artifact"])
    assert c.supported and not c.effects


# ------------------------------------------------------------------------------ "it" bound to one written object

def test_as_long_as_this_creature_then_it() -> None:
    # Adanto Vanguard: "As long as this creature is attacking, it gets +2/+0."
    b = layerkit.Board()
    b.enter("Adanto Vanguard", id="av")                  # 1/1
    b.enter("Grizzly Bears", id="bears")
    assert b.resolve()["av"].power == 1
    b.attack(["av", "bears"])
    res = b.resolve()
    assert (res["av"].power, res["bears"].power) == (3, 2)


def test_as_long_as_enchanted_creature_then_it() -> None:
    # Equestrian Skill: "Enchanted creature gets +3/+3. As long as enchanted creature is a Human, it has trample."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Raging Goblin", id="other")
    b.define("Test Human", "Creature — Human Soldier", power=1, toughness=1)
    b.enter("Test Human", id="human")
    b.enter("Equestrian Skill", id="skill", attached_to="human")
    res = b.resolve()
    assert "Trample" in _abilities(res, "human") and (res["human"].power, res["human"].toughness) == (4, 4)
    assert "Trample" not in _abilities(res, "bear")
    b.attach("skill", "bear")                            # not a Human: +3/+3 only
    res = b.resolve()
    assert "Trample" not in _abilities(res, "bear") and res["bear"].power == 5


def test_it_after_a_condition_naming_another_object_stays_unbound() -> None:
    c = compile_text("Test Card", "As long as this creature is paired with another creature, it has flying.",
                     ["Creature"])
    assert not c.supported


def test_this_vehicle_is_the_card_itself() -> None:
    # Renegade Freighter: "Whenever this Vehicle attacks, it gets +1/+1 and gains trample until end of turn."
    text = "Whenever this Vehicle attacks, it gets +1/+1 and gains trample until end of turn.\nCrew 2"
    c = compile_text("Renegade Freighter", text, ["Artifact"])
    assert c.effects[1] == {"affects": "self", "duration": "end_of_turn", "modify_pt": [1, 1],
                            "add_abilities": ["Trample"]}


def test_counters_put_on_this_creature_then_it() -> None:
    # Knighted Myr: "Whenever one or more +1/+1 counters are put on this creature, it gains double strike
    # until end of turn."
    text = ("{2}{W}: Adapt 1.\nWhenever one or more +1/+1 counters are put on this creature, it gains double strike "
            "until end of turn.")
    c = compile_text("Knighted Myr", text, ["Artifact", "Creature"])
    assert c.effects[2] == {"affects": "self", "duration": "end_of_turn", "add_abilities": ["Double strike"]}


def test_abilities_of_a_station_striation_are_not_compiled_unconditionally() -> None:
    # The Seriema: "7+ | Flying / Other tapped legendary creatures you control have indestructible." works
    # only with seven or more charge counters (721.2a)
    text = ("When The Seriema enters, search your library for a legendary creature card, reveal it, put it into your "
            "hand, then shuffle.\nStation (Tap another creature you control: Put charge counters equal to its power "
            "on this Spacecraft. Station only as a sorcery. It's an artifact creature at 7+.)\n7+ | Flying\n"
            "Other tapped legendary creatures you control have indestructible.")
    c = compile_text("The Seriema", text, ["Artifact"])
    # (round 12: a line "7+ | ..." reads as its own striation, under its threshold; round 16, grants16: the line
    # after it is preceded by the 7+ symbol (721.4), so it is that striation's, under the same threshold)
    # (its power/toughness box is not given here: that one is reported, 721.2b)
    assert not any(u.clause.startswith("Other tapped legendary") for u in c.unsupported)
    assert all(d.get("condition") == {"counters": {"kind": "charge", "min": 7}} for d in c.effects.values())
    assert any(d.get("add_abilities") == ["Indestructible"] for d in c.effects.values())


@pytest.mark.parametrize("text", [
    # (Airtight Alibi, "it" the enchanted creature, never this Aura: affects enchanted since round 16,
    # tests/test_refs16.py)
    # (Strefan-like: "it" is the card put onto the battlefield tapped and attacking, never the source: affects
    # chosen with put_tapped since round 11, tests/test_compiler_refs11.py)
    # Salt Road Skirmish: "they" are the tokens, not the destroyed target
    "Destroy target creature. Create two 1/1 red Warrior creature tokens. They gain haste until end of turn.",
    # (Chronicler of Worship, "it" the card put into the hand: the step's choices.object, never the source,
    # tests/test_compiler_choices3.py)
    # Racketeer Boss: "they" are up to two chosen cards, never the source
    "When this creature enters, choose up to two creature cards in your hand. They perpetually gain haste.",
])
def test_it_and_they_never_name_the_source_when_another_object_came_between(text: str) -> None:
    c = compile_text("Test Card", text, ["Creature"])
    assert not c.supported and not c.effects


# ------------------------------------------------------------------------------ "each get", "without KEYWORD"

def test_up_to_two_target_creatures_each_get() -> None:
    # Dauntless Onslaught: "Up to two target creatures each get +2/+2 until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.enter("Grizzly Bears", id="c")
    b.cast("Dauntless Onslaught", targets=["a", "b"])
    res = b.resolve()
    assert (res["a"].power, res["b"].power, res["c"].power) == (4, 4, 2)
    b.end_turn()
    assert b.resolve()["a"].power == 2


def test_creatures_without_flying() -> None:
    # The Zephyr Maze: "Creatures with flying get +2/+0. Creatures without flying get -2/-0."
    text = ("Creatures with flying get +2/+0.\nCreatures without flying get -2/-0.\nWhenever chaos ensues, target "
            "creature gains flying until end of turn.")
    c = compile_text("The Zephyr Maze", text, ["Plane"])
    assert c.effects[2] == {"affects": {"not_abilities": ["Flying"], "types": ["Creature"]}, "modify_pt": [-2, 0]}
    b = layerkit.Board()
    b.define("Test Maze", "Enchantment", oracle_text="Creatures without flying get -2/-0.",
             effects={1: {"affects": {"types": ["Creature"], "not_abilities": ["Flying"]}, "modify_pt": [-2, 0]}})
    b.enter("Test Maze")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Vampire Nighthawk", id="bat")               # 2/3 flying
    res = b.resolve()
    assert (res["bears"].power, res["bat"].power) == (0, 2)
    b.define("Give Wings", "Instant", oracle_text="Target creature gains flying until end of turn.",
             effects={1: {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["Flying"]}})
    b.cast("Give Wings", targets=["bears"])             # layer 6 before 7c: no longer "without flying"
    assert b.resolve()["bears"].power == 2
