"""What the scenario states as a spell or ability resolves, round 3: modal instructions whose
number of modes depends on the game (700.2), either/or branches, one of several P/T changes
(608.2d) and perpetual changes of a card the ability names.

Every expected value is read off the card's oracle text and the rules, never off the compiler's
output: Kargan Intimidator is a 3/1, so its first mode ("This creature gets +1/+1 until end of
turn") makes it 4/2; and so on.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.compiler import compile_card
from layerkit.errors import ScenarioError
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.modal import ModeCount, instead_clause, mode_count

from _compiled import board_with


def _compiled(name: str):
    return compile_card(bundled_database().facts(name))


def _pt(b: Board, oid: str) -> tuple[int | None, int | None]:
    r = b.resolve()[oid]
    return r.power, r.toughness


# ------------------------------------------------------------------ a greater number of modes "instead"
def test_instead_clause_cuts_the_instruction_and_its_condition():
    assert instead_clause("Choose one. If this spell was kicked, choose any number instead.") == \
        ("choose one.", "this spell was kicked", "any number", False)
    assert instead_clause("Choose one. If you control a commander, you may choose both instead.") == \
        ("choose one.", "you control a commander", "both", True)
    # a condition the rules don't let the board check is no instruction of this kind
    assert instead_clause("Choose one or both —") is None


WILL = ("Choose one. If you control a commander as you cast this spell, you may choose both instead.\n"
        "• Creatures you control get +1/+1 until end of turn.\n"
        "• Creatures you control gain flying until end of turn.")


def test_a_commander_lets_the_spell_choose_both_modes():
    # 903.3 a commander; 601.2b the modes are chosen as the spell is cast: with a commander on the
    # battlefield under its controller's control, one or both modes
    b, compiled = board_with("Test Will", "Instant", WILL)
    assert not compiled.unsupported
    choose = compiled.effects[1]["choose"]
    assert choose["instead"] == {"condition": {"count": {"of": {"commander": True, "controller": "you"}, "min": 1}},
                                 "min": 1, "max": 2}
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError, match="allows exactly 1 mode"):
        b.cast("Test Will", choices={"modes": [1, 2]})
    b.enter("Isamaru, Hound of Konda", id="isamaru", commander=True)       # a 2/2 legendary creature
    b.cast("Test Will", choices={"modes": [1, 2]})
    r = b.resolve()["bears"]
    assert (r.power, r.toughness) == (3, 3) and "Flying" in {a.text for a in r.abilities}
    b.cast("Test Will", choices={"modes": 1})           # "you may": one mode is still allowed
    assert _pt(b, "bears") == (4, 4)


def test_an_opponents_commander_is_not_yours():
    b, _ = board_with("Test Will", "Instant", WILL)
    b.enter("Isamaru, Hound of Konda", id="isamaru", commander=True, controller="Bo")
    with pytest.raises(ScenarioError):
        b.cast("Test Will", choices={"modes": [1, 2]})


def test_lets_play_a_game_chooses_one_or_more_with_delirium():
    # "If there are four or more card types among cards in your graveyard, choose one or more instead."
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    with pytest.raises(ScenarioError):
        b.cast("Let's Play a Game", choices={"modes": [1, 2]})
    for card in ("Grizzly Bears", "Forest", "Lightning Bolt", "Divination"):    # creature, land, instant, sorcery
        b.enter(card, zone="graveyard")
    b.cast("Let's Play a Game", choices={"modes": [1, 2]})
    assert _pt(b, "bears") == (1, 1)       # "Creatures your opponents control get -1/-1 until end of turn."


def test_three_card_types_are_not_delirium():
    b = Board()
    for card in ("Grizzly Bears", "Forest", "Lightning Bolt"):
        b.enter(card, zone="graveyard")
    with pytest.raises(ScenarioError):
        b.cast("Let's Play a Game", choices={"modes": [1, 3]})


def test_inscription_of_abundance_kicked_chooses_any_number():
    # "Choose one. If this spell was kicked, choose any number instead." (702.33d)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError):
        b.cast("Inscription of Abundance", targets=["bears"], choices={"modes": [1, 2]})
    b.cast("Inscription of Abundance", targets=["bears"], choices={"modes": [1, 2]}, alt_cost="kicker")
    assert _pt(b, "bears") == (4, 4)       # "Put two +1/+1 counters on target creature."


def test_weave_the_nightmare_with_a_permanent_you_dont_own():
    # "If you control a nonland permanent you don't own as you cast this spell, you may choose two instead."
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    with pytest.raises(ScenarioError):
        b.cast("Weave the Nightmare", targets=["bears"], choices={"modes": [1, 2]})
    b.enter("Forest", id="stolen-land", owner="Bo", controller="Alex")      # a land: not a nonland permanent
    with pytest.raises(ScenarioError):
        b.cast("Weave the Nightmare", targets=["bears"], choices={"modes": [1, 2]})
    b.enter("Llanowar Elves", id="stolen", owner="Bo", controller="Alex")
    b.cast("Weave the Nightmare", targets=["bears"], choices={"modes": [1, 2]})
    assert _pt(b, "bears") == (-3, -3)     # "Target creature gets -5/-5 until end of turn."


# ------------------------------------------------------------------ "choose one that hasn't been chosen"
def test_mode_count_reads_hasnt_been_chosen():
    assert mode_count("{1}: Choose one that hasn't been chosen this turn —", 3) == ModeCount(1, 1, unchosen="turn")
    assert mode_count("Choose one that hasn't been chosen —", 3) == ModeCount(1, 1, unchosen="ever")
    assert mode_count("Choose two that haven't been chosen —", 3) is None
    assert mode_count("At the beginning of combat on your turn, choose one that wasn't chosen during your "
                      "last combat —", 3) is None


def test_kargan_intimidator_chooses_each_mode_once_a_turn():
    # {1}: Choose one that hasn't been chosen this turn — • This creature gets +1/+1 until end of turn. ...
    assert not _compiled("Kargan Intimidator").unsupported
    b = Board()
    b.enter("Kargan Intimidator", id="kargan")       # 3/1
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.ability("kargan", 2, choices={"modes": 1})
    assert _pt(b, "kargan") == (4, 2)
    with pytest.raises(ScenarioError, match="already been chosen"):
        b.ability("kargan", 2, choices={"modes": 1})
    b.ability("kargan", 2, targets=["bears"], choices={"modes": 2})     # "Target creature becomes a Coward"
    assert b.resolve()["bears"].subtypes == {"Coward"}
    b.end_turn()
    assert _pt(b, "kargan") == (3, 1)
    b.ability("kargan", 2, choices={"modes": 1})       # a new turn: every mode may be chosen again
    assert _pt(b, "kargan") == (4, 2)


def test_a_new_object_has_no_modes_chosen_before():
    # 400.7: the permanent that returns is a new object; the modes chosen for the old one don't count
    b = Board()
    b.enter("Kargan Intimidator", id="kargan")
    b.ability("kargan", 2, choices={"modes": 1})
    b.move("kargan", to="hand")
    b.move("kargan", to="battlefield")
    b.ability("kargan", 2, choices={"modes": 1})
    assert _pt(b, "kargan") == (4, 2)


def test_a_mode_that_resets_the_modes_is_not_read():
    # Yet Another Night in Vegas: "I'm fine! Let's go again! — All modes reset and can be chosen again."
    us = _compiled("Yet Another Night in Vegas").unsupported
    assert us and "resets" in us[0].reason


# ------------------------------------------------------------------ one of several P/T changes (608.2d)
def test_brightling_gets_the_change_its_controller_chooses():
    # "{1}: This creature gets +1/-1 or -1/+1 until end of turn." Brightling is a 3/3
    assert _compiled("Brightling").effects[4]["modify_pt"] == {"one_of": [[1, -1], [-1, 1]]}
    b = Board()
    b.enter("Brightling", id="bright")
    b.ability("bright", 4, choices={"pt": "+1/-1"})
    assert _pt(b, "bright") == (4, 2)
    b.ability("bright", 4, choices={"pt": "-1/+1"})
    assert _pt(b, "bright") == (3, 3)
    b.end_turn()
    assert _pt(b, "bright") == (3, 3)


def test_a_pt_change_not_chosen_or_not_offered_is_refused():
    b = Board()
    b.enter("Brightling", id="bright")
    with pytest.raises(ScenarioError, match="choices.pt"):
        b.ability("bright", 4)
    with pytest.raises(ScenarioError, match="not one of"):
        b.ability("bright", 4, choices={"pt": "+2/-2"})
    with pytest.raises(ScenarioError):
        b.ability("bright", 4, choices={"pt": "big"})


def test_pemmins_aura_changes_the_enchanted_creature():
    # "{1}: Enchanted creature gets +1/-1 or -1/+1 until end of turn." on a Grizzly Bears (2/2)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Pemmin's Aura", id="aura", attached_to="bears")
    b.ability("aura", 5, choices={"pt": "-1/+1"})
    assert _pt(b, "bears") == (1, 3)


def test_shaper_parasite_trigger_changes_its_target():
    # "When this creature is turned face up, target creature gets +2/-2 or -2/+2 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Shaper Parasite", id="parasite")
    b.ability("parasite", 2, targets=["bears"], choices={"pt": "+2/-2"})
    assert _pt(b, "bears") == (4, 0)


def test_a_pt_choice_with_x_is_not_read():
    # Liliana of the Dark Realms: "+X/+X or -X/-X ..., where X is the number of Swamps you control"
    us = [u for u in _compiled("Liliana of the Dark Realms").unsupported if "or -x/-x" in u.clause]
    assert us


# ------------------------------------------------------------------ either/or branches (608.2c, 608.2e)
def test_ainok_wayfarer_gets_its_counter_only_in_the_other_branch():
    # "When this creature enters, mill three cards. You may put a land card from among them into your
    # hand. If you don't, put a +1/+1 counter on this creature." Ainok Wayfarer is a 1/1
    assert _compiled("Ainok Wayfarer").effects[1] == {"otherwise": {"affects": "self", "counters": {"+1/+1": 1}}}
    b = Board()
    b.enter("Ainok Wayfarer", id="ainok")
    b.ability("ainok", 1, choices={"otherwise": False})      # a land card was put into the hand
    assert _pt(b, "ainok") == (1, 1)
    b.ability("ainok", 1, choices={"otherwise": True})       # none was: the counter
    assert _pt(b, "ainok") == (2, 2) and b.resolve()["ainok"].counters == {"+1/+1": 1}
    assert not b.resolve().unsupported


def test_a_branch_not_stated_is_reported_not_guessed():
    b = Board()
    b.enter("Ainok Wayfarer", id="ainok")
    b.ability("ainok", 1)
    res = b.resolve()
    assert (res["ainok"].power, res["ainok"].toughness) == (1, 1)
    assert [(who, clause.startswith("which branch")) for who, _name, _text, clause in res.unsupported] == \
        [("ainok", True)]


def test_insatiable_appetite_either_branch_on_its_target():
    # "You may sacrifice a Food. If you do, target creature gets +5/+5 until end of turn. Otherwise, that
    # creature gets +3/+3 until end of turn." on a Grizzly Bears (2/2)
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Insatiable Appetite", targets=["a"], choices={"otherwise": False})
    b.cast("Insatiable Appetite", targets=["b"], choices={"otherwise": True})
    assert _pt(b, "a") == (7, 7) and _pt(b, "b") == (5, 5)
    b.cast("Insatiable Appetite", targets=["a"])
    assert _pt(b, "a") == (7, 7) and len(b.resolve().unsupported) == 1


def test_poultrygeist_counter_when_the_die_is_not_a_one():
    # "Whenever a creature dies, you may roll a six-sided die. If you roll a 1, sacrifice this creature.
    # Otherwise, put a +1/+1 counter on this creature." (a 1/1)
    b = Board()
    b.enter("Poultrygeist", id="geist")
    b.ability("geist", 2, choices={"otherwise": True})
    assert _pt(b, "geist") == (2, 2)


def test_furgul_counters_on_each_leech_in_the_other_branch():
    # "... conjure a card named Slimy Dualleech onto the battlefield if you control no Leeches. Otherwise,
    # put a +1/+1 counter on each Leech you control."
    b = Board()
    b.enter("Furgul, Quag Nurturer", id="furgul")
    b.define("Test Leech", "Creature — Leech", power=1, toughness=1)
    b.enter("Test Leech", id="leech")
    b.enter("Test Leech", id="theirs", controller="Bo")
    b.ability("furgul", 1, choices={"otherwise": True})
    assert _pt(b, "leech") == (2, 2) and _pt(b, "theirs") == (1, 1) and _pt(b, "furgul") == (2, 4)


def test_a_sentence_after_the_other_branch_is_not_read():
    from layerkit.compiler import compile_text

    text = ("When this creature enters, you may draw a card. If you don't, put a +1/+1 counter on this creature. "
            "This creature gains haste until end of turn.")
    c = compile_text("Test Branch", text, ["Creature"])
    assert c.unsupported and "after the other branch" in c.unsupported[0].reason


def test_the_branch_is_true_or_false():
    b = Board()
    b.enter("Ainok Wayfarer", id="ainok")
    with pytest.raises(ScenarioError, match="otherwise"):
        b.ability("ainok", 1, choices={"otherwise": "maybe"})


# ------------------------------------------------------------------ a static ability's "Otherwise, ..."
def test_gift_of_fangs_on_a_vampire_and_on_another_creature():
    # "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2."
    b = Board()
    b.define("Test Vampire", "Creature — Vampire", power=2, toughness=2)
    b.enter("Test Vampire", id="vamp")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gift of Fangs", id="g1", attached_to="vamp")
    b.enter("Gift of Fangs", id="g2", attached_to="bears")
    assert _pt(b, "vamp") == (4, 4) and _pt(b, "bears") == (0, 0)


def test_tahngarths_rage_follows_the_condition_as_it_changes():
    # "Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1." on a 2/2
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Tahngarth's Rage", id="rage", attached_to="bears")
    assert _pt(b, "bears") == (0, 1)
    b.attack("bears")
    assert _pt(b, "bears") == (5, 2)
    b.end_turn()
    assert _pt(b, "bears") == (0, 1)


def test_hunters_blowgun_deathtouch_on_your_turn_reach_otherwise():
    # "Equipped creature gets +1/+1. / Equipped creature has deathtouch during your turn. Otherwise, it has reach."
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Hunter's Blowgun", id="gun", attached_to="bears")
    r = b.resolve()["bears"]
    kw = {a.text for a in r.abilities}
    assert (r.power, r.toughness) == (3, 3) and "Deathtouch" in kw and "Reach" not in kw
    b.end_turn()                                    # Bo's turn: not the controller's
    kw = {a.text for a in b.resolve()["bears"].abilities}
    assert "Reach" in kw and "Deathtouch" not in kw


def test_a_lost_ability_takes_both_branches_with_it():
    # the two effects are one ability's: an effect removing the Aura's abilities ends both
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gift of Fangs", id="gift", attached_to="bears")
    b.define("Test Silence", "Enchantment", oracle_text="All enchantments lose all abilities.",
             effects={1: {"affects": {"types": ["Enchantment"]}, "remove_all_abilities": True}})
    b.enter("Test Silence", id="silence")
    assert _pt(b, "bears") == (2, 2)


def test_otherwise_after_effects_in_two_layers_is_not_read():
    from layerkit.compiler import compile_text

    text = "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it has defender."
    c = compile_text("Test Fangs", "Enchant creature\n" + text, ["Enchantment"])
    assert c.unsupported and "different layers" in c.unsupported[0].reason


# ------------------------------------------------------------------ perpetual changes of a card the ability names
def test_hardened_bonds_sought_card_perpetually_gets_plus_one():
    # "Whenever a +1/+1 counter is put on a creature you control, seek a creature card. That card
    # perpetually gets +1/+1.": the scenario enters the card the seek put into the hand and names it
    b = Board()
    b.enter("Hardened Bonds", id="bonds")
    b.enter("Grizzly Bears", id="sought", zone="hand")
    b.ability("bonds", 1, choices={"object": "sought"})
    assert _pt(b, "sought") == (3, 3)
    b.move("sought", to="battlefield")                # a perpetual change follows the card
    assert _pt(b, "sought") == (3, 3)


def test_the_card_must_be_named():
    b = Board()
    b.enter("Hardened Bonds", id="bonds")
    with pytest.raises(ScenarioError, match="choices.object"):
        b.ability("bonds", 1)


def test_ace_flockbringer_duplicate_perpetually_gains_flying():
    # "Whenever you cast a creature spell without flying, conjure a duplicate of it into your hand. The
    # duplicate perpetually gains flying."
    assert _compiled("Ace Flockbringer").effects[2] == {"affects": "chosen", "duration": "perpetual",
                                                         "add_abilities": ["Flying"]}
    b = Board()
    b.enter("Ace Flockbringer", id="ace")
    b.enter("Grizzly Bears", id="dup", zone="hand")
    b.ability("ace", 2, choices={"object": "dup"})
    assert "Flying" in {a.text for a in b.resolve()["dup"].abilities}


def test_futurist_spellthief_changes_the_duplicate_not_its_target():
    # "conjure a duplicate of target spell into your hand. That card perpetually gains ...": the
    # duplicate is the card changed; the target spell is not
    assert _compiled("Futurist Spellthief").effects[2]["affects"] == "chosen"


def test_that_card_after_a_return_is_not_read():
    # Paths of Tuinvale: "Return target creature you control to its owner's hand. That card perpetually
    # gains ...": the card returned, which the board does not move: not read
    assert not _compiled("Paths of Tuinvale").supported


def test_a_conjured_card_changed_until_end_of_turn_is_not_read():
    from layerkit.compiler import compile_text

    text = "When this creature enters, conjure a card named Grizzly Bears into your hand. It gains haste until end of turn."
    c = compile_text("Test Conjurer", text, ["Creature"])
    assert c.unsupported
    text = "When this creature enters, conjure two cards named Grizzly Bears into your hand. They perpetually gain haste."
    assert compile_text("Test Conjurer", text, ["Creature"]).unsupported


def test_chronicler_of_worship_it_is_the_card_put_into_the_hand_never_the_source():
    from layerkit.compiler import compile_text

    text = ("When this creature enters, put a random Shrine card from among the top seven cards of your library into "
            "your hand. It perpetually gains \"This spell costs {1} less to cast.\"")
    c = compile_text("Test Card", text, ["Creature"])
    assert c.effects[1]["affects"] == "chosen" and c.effects[1]["duration"] == "perpetual"


def test_a_card_conjured_into_the_library_is_named_there():
    # Jessie Zane: "conjure a card named Ambush Viper into the top six cards of your library at random. It
    # perpetually gains 'When this creature enters, draw a card.'"; the scenario enters that card
    b = Board()
    b.enter("Jessie Zane, Fangbringer", id="jessie")
    b.enter("Ambush Viper", id="viper", zone="library")
    b.ability("jessie", 2, choices={"object": "viper"})
    assert "When this creature enters, draw a card." in {a.text for a in b.resolve()["viper"].abilities}


def test_each_mode_must_target_a_different_player():
    # Splinter & Leo: "When Splinter & Leo enter, choose one or both. Each mode must target a different
    # player. • Target player creates a 2/2 red Mutant creature token. • Put a +1/+1 counter on each other
    # creature target player controls."
    assert _compiled("Splinter & Leo, Father & Son").effects[1]["choose"] == {"max": 2}
    b = Board()
    b.enter("Splinter & Leo, Father & Son", id="sl")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("sl", 1, choices={"modes": [1, 2], "player": "Alex"})
    assert _pt(b, "mine") == (3, 3) and _pt(b, "theirs") == (2, 2)
    assert b.resolve()["sl"].counters == {}        # "each other creature"


# ------------------------------------------------------------------ scenario files
def test_a_scenario_file_states_the_choices_and_a_saved_board_reloads(tmp_path):
    from layerkit.game.scenario import Scenario
    from layerkit.notebook.sandbox import save_scenario

    text = ("steps:\n"
            "  - enter: {card: Brightling, id: bright}\n"
            "  - ability: {source: bright, which: 4, choices: {pt: '+1/-1'}}\n"
            "  - enter: {card: Ainok Wayfarer, id: ainok}\n"
            "  - ability: {source: ainok, which: 1, choices: {otherwise: true}}\n"
            "  - enter: {card: Kargan Intimidator, id: kargan}\n"
            "  - ability: {source: kargan, which: 2, choices: {modes: 1}}\n"
            "expect:\n"
            "  bright: {power: 4, toughness: 2}\n"
            "  ainok: {power: 2, toughness: 2}\n"
            "  kargan: {power: 4, toughness: 2}\n")
    sc = Scenario.from_yaml(text, file="choices3.yaml")
    assert sc.check() == []
    b = Board()
    for step in sc.steps:
        getattr(b, step.kind)(**step.args)
    path = save_scenario(b, tmp_path / "choices3.yaml", expect="resolved", overwrite=True)
    again = Scenario.from_yaml(path.read_text(encoding="utf-8"), file=str(path))
    assert again.check() == []


def test_a_scenario_repeating_a_mode_this_turn_is_refused():
    from layerkit.game.scenario import Scenario

    text = ("steps:\n"
            "  - enter: {card: Kargan Intimidator, id: kargan}\n"
            "  - ability: {source: kargan, which: 2, choices: {modes: 1}}\n"
            "  - ability: {source: kargan, which: 2, choices: {modes: 1}}\n")
    with pytest.raises(ScenarioError, match="already been chosen"):
        Scenario.from_yaml(text, file="kargan.yaml").resolve()


# ------------------------------------------------------------------ modes chosen at random
def test_umaro_mode_chosen_at_random_is_the_one_the_step_states():
    # "At the beginning of combat on your turn, choose one at random — • Other creatures you control get
    # +3/+0 and gain trample until end of turn. • ..."
    assert mode_count("At the beginning of combat on your turn, choose one at random —", 3) == ModeCount(1, 1)
    b = Board()
    b.enter("Umaro, Raging Yeti", id="umaro")
    b.enter("Grizzly Bears", id="bears")
    b.ability("umaro", 2, choices={"modes": 1})
    r = b.resolve()["bears"]
    assert (r.power, r.toughness) == (5, 2) and "Trample" in {a.text for a in r.abilities}
    with pytest.raises(ScenarioError, match="choices.modes"):
        b.ability("umaro", 2)               # which mode came up is stated, never guessed


# ------------------------------------------------------------------ the outcome of a flip, clash or guess
def test_bog_hoodlums_counter_only_when_the_clash_is_won():
    # "When this creature enters, clash with an opponent. If you win, put a +1/+1 counter on this creature."
    facts = bundled_database().facts("Bog Hoodlums")
    p, t = int(facts["power"]), int(facts["toughness"])
    b = Board()
    b.enter("Bog Hoodlums", id="hood")
    b.ability("hood", 2, choices={"won": False})
    assert _pt(b, "hood") == (p, t)
    b.ability("hood", 2, choices={"won": True})
    assert _pt(b, "hood") == (p + 1, t + 1)
    b.ability("hood", 2)                       # not stated: nothing, and said so
    assert _pt(b, "hood") == (p + 1, t + 1)
    assert [c for *_, c in b.resolve().unsupported if "choices.won" in c]


def test_fistful_of_force_an_additional_change_when_won_is_not_read():
    # "Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gets
    # an additional +2/+2 and gains trample until end of turn.": won, it gets +4/+4 in all; the two +2/+2
    # of one ability are not added up by the compiler, so it is reported rather than read as +2/+2
    us = _compiled("Fistful of Force").unsupported
    assert us and "adding to an operation" in us[0].reason


def test_an_outcome_beside_an_effect_that_always_happens():
    from layerkit.compiler import compile_text

    text = ("Target creature gets +2/+2 until end of turn. Clash with an opponent. If you win, that creature gains "
            "trample until end of turn.")
    b, c = board_with("Test Fist", "Instant", text)
    assert not c.unsupported
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Test Fist", targets=["a"], choices={"won": False})
    b.cast("Test Fist", targets=["b"], choices={"won": True})
    assert _pt(b, "a") == (4, 4) and _pt(b, "b") == (4, 4)
    assert "Trample" in {x.text for x in b.resolve()["b"].abilities}
    assert "Trample" not in {x.text for x in b.resolve()["a"].abilities}


def test_blufferfish_guessed_correctly():
    # "If you guessed correctly, this creature gets +2/+0 and can't be blocked this turn."
    facts = bundled_database().facts("Blufferfish")
    p, t = int(facts["power"]), int(facts["toughness"])
    b = Board()
    b.enter("Blufferfish", id="fish")
    b.ability("fish", 1, choices={"won": True})
    assert _pt(b, "fish") == (p + 2, t)


def test_a_lost_flip_that_removes_a_counter_is_not_read():
    # Chaotic Goo: "If you win the flip, put a +1/+1 counter on this creature. If you lose the flip, remove a
    # +1/+1 counter from this creature.": the board does not remove it, so the ability is reported
    us = _compiled("Chaotic Goo").unsupported
    assert us and us[0].index == 2
