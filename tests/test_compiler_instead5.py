"""'... instead' under a condition (issue 12, round 5): one effect replaced by another while a condition
holds — continuously for a static ability (611.3a: "Enchanted creature gets -2/-2. It gets -5/-5 instead as
long as you've completed a dungeon."), or once, as a spell or ability resolves (608.2c: "Target creature gets
+2/+2 until end of turn. If you control four or more creatures, that creature gets +4/+4 until end of turn
instead."). The first effect applies while (when) the condition is false, the second while (when) it is true.

Every expected value is worked out from the card's oracle text, its printed power and toughness and the
rules cited, then checked on a board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card, compile_text
from layerkit.errors import CardDataError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.parse import parse_definition
from layerkit.vocabulary.schema import validate_definition
from _compiled import pt


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def unsupported_ids(board: Board) -> list[str]:
    return [u[0] for u in board.resolve().unsupported]


# ------------------------------------------------------------------------------ what the compiler writes

def test_resolving_instead_is_the_definitions_instead_with_its_condition():
    # 608.2c: the condition is the last sentence's; its effect replaces the one before it
    c = compiled("For the Family")
    assert c.supported
    assert c.effects[1] == {
        "affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 2],
        "instead": {"condition": {"count": {"of": {"types": ["Creature"], "controller": "you"}, "min": 4}},
                    "affects": "targets", "duration": "end_of_turn", "modify_pt": [4, 4]}}


def test_a_game_fact_instead():
    c = compiled("Pride of Conquerors")
    assert c.supported
    d = next(iter(c.effects.values()))
    assert d["instead"]["condition"] == {"fact": {"name": "city_blessing"}}
    assert d["modify_pt"] == [1, 1] and d["instead"]["modify_pt"] == [2, 2]


def test_static_instead_is_the_second_effect_with_the_first_as_its_otherwise():
    # 611.3a: while the condition holds -5/-5, while it doesn't -2/-2: one of the two, never both
    c = compiled("Precipitous Drop")
    assert c.supported
    (d,) = [d for d in c.effects.values() if "modify_pt" in d]
    assert d == {"affects": "enchanted", "condition": {"fact": {"name": "dungeons_completed", "min": 1}},
                 "modify_pt": [-5, -5], "otherwise": {"modify_pt": [-2, -2]}}


def test_static_if_its_a_warrior_instead_reads_the_equipped_creature():
    c = compiled("Relic Axe")
    assert c.supported
    (d,) = [d for d in c.effects.values() if "modify_pt" in d]
    assert d == {"affects": "equipped", "condition": {"enchanted": {"subtypes": ["Warrior"]}},
                 "modify_pt": [2, 1], "otherwise": {"modify_pt": [1, 1]}}


def test_instead_that_leaves_part_of_the_effect_before_unreplaced_is_not_compiled():
    # "get +1/+0 and gain haste ... they get +2/+0 instead": does haste stay? the text replaces only the +1/+0,
    # which the vocabulary's whole-effect ``instead`` can't say: left unsupported, never a guess
    c = compile_text("Test Charge", "Creatures you control get +1/+0 and gain haste until end of turn. If you "
                     "control four or more creatures, they get +2/+0 until end of turn instead.", ["Instant"])
    assert not c.supported


def test_instead_with_a_restriction_beside_the_effect_before_is_not_compiled():
    c = compile_text("Test Rage", "Target creature gets +2/+0 until end of turn and can't block this turn. If you "
                     "control four or more creatures, that creature gets +4/+0 until end of turn instead.",
                     ["Instant"])
    assert not c.supported


def test_instead_of_an_effect_in_a_static_ability_needs_a_condition():
    c = compile_text("Test Aura", "Enchant creature\nEnchanted creature gets +1/+1. It gets +2/+2 instead.",
                     ["Enchantment"])
    assert not c.supported


def test_an_if_on_the_board_trailing_an_effect_without_instead_is_its_if():
    # "... gets +2/+2 until end of turn if you control three or more artifacts": not this rule's phrase, but
    # the instruction's own "if" (608.2c, round 7: ``if_holds``), checked once as it resolves
    c = compile_text("Test Pump", "Target creature gets +2/+2 until end of turn if you control three or more "
                     "artifacts.", ["Instant"])
    assert c.supported
    assert "condition" not in c.effects[1]
    assert c.effects[1]["if_holds"] == {"count": {"of": {"types": ["Artifact"], "controller": "you"}, "min": 3}}


def test_trailing_instead_if_on_the_board():
    c = compile_text("Test Mettle", "Target creature gets +2/+2 until end of turn. That creature gets +4/+4 until "
                     "end of turn instead if you control three or more artifacts.", ["Instant"])
    assert c.supported
    assert c.effects[1]["instead"] == {
        "condition": {"count": {"of": {"types": ["Artifact"], "controller": "you"}, "min": 3}},
        "affects": "targets", "duration": "end_of_turn", "modify_pt": [4, 4]}


def test_schema_checks_instead():
    validate_definition({"affects": "targets", "modify_pt": [1, 1],
                         "instead": {"condition": {"your_turn": True}, "affects": "targets", "modify_pt": [2, 2]}}, "t")
    with pytest.raises(CardDataError):      # no condition: when would it apply?
        validate_definition({"affects": "targets", "modify_pt": [1, 1], "instead": {"modify_pt": [2, 2]}}, "t")
    with pytest.raises(CardDataError):      # a zone is not what a resolving effect has (611.2)
        validate_definition({"affects": "targets", "modify_pt": [1, 1],
                             "instead": {"condition": {"your_turn": True}, "zones": ["graveyard"]}}, "t")
    d = parse_definition({"affects": "targets", "modify_pt": [1, 1],
                          "instead": {"condition": {"your_turn": True}, "affects": "targets", "modify_pt": [2, 2]}}, "t")
    assert d.instead is not None and d.instead.condition is not None


# ------------------------------------------------------------------------------ on a board: resolving

def test_for_the_family_three_creatures_plus_two_four_creatures_plus_four():
    # Grizzly Bears 2/2. With it and two more creatures (three): +2/+2 -> 4/4
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant")
    b.enter("Llanowar Elves", id="elf")
    b.cast("For the Family", targets=["bear"])
    assert pt(b, "bear") == (4, 4)
    # a fourth creature: the next one gets +4/+4 instead -> Hill Giant 3/3 -> 7/7
    b.enter("Ornithopter", id="thopter")
    b.cast("For the Family", targets=["giant"])
    assert pt(b, "giant") == (7, 7)
    # checked once as it resolved (611.2a): the effect lasts though a creature leaves
    b.move("thopter", "graveyard")
    assert pt(b, "giant") == (7, 7) and pt(b, "bear") == (4, 4)
    b.end_turn()
    assert pt(b, "giant") == (3, 3) and pt(b, "bear") == (2, 2)


def test_for_the_family_counts_only_creatures_you_control():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    for i in range(3):
        b.enter("Hill Giant", id=f"g{i}", controller="Bo")
    b.cast("For the Family", targets=["bear"])
    assert pt(b, "bear") == (4, 4)


def test_pride_of_conquerors_with_and_without_the_citys_blessing():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", city_blessing=False)
    b.cast("Pride of Conquerors")
    assert pt(b, "bear") == (3, 3)
    b.end_turn()
    b.state_fact("Alex", city_blessing=True)
    b.cast("Pride of Conquerors")
    assert pt(b, "bear") == (4, 4)


def test_pride_of_conquerors_an_unknown_fact_applies_nothing_and_is_listed():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Pride of Conquerors")
    res = b.resolve()
    assert (res["bear"].power, res["bear"].toughness) == (2, 2)
    assert any("city_blessing" in u[3] for u in res.unsupported)


def test_tragic_banshee_minus_thirteen_only_if_a_creature_died():
    # Morbid trigger: -1/-1 until end of turn, or -13/-13 if a creature died this turn (checked as it resolves)
    b = Board()
    b.enter("Tragic Banshee", id="banshee")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.state_fact("Alex", creatures_died_this_turn=0)
    b.state_fact("Bo", creatures_died_this_turn=0)
    b.ability("banshee", 1, targets=["giant"])
    assert pt(b, "giant") == (2, 2)
    b.state_fact("Bo", creatures_died_this_turn=1)
    b.ability("banshee", 1, targets=["giant"])
    assert pt(b, "giant") == (-11, -11)


def test_anduril_two_counters_on_each_creature_with_the_citys_blessing():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Andúril, Narsil Reforged", id="sword", attached_to="bear")
    b.state_fact("Alex", city_blessing=False)
    b.ability("sword", 2)
    assert b.resolve()["bear"].counters.get("+1/+1") == 1
    b.state_fact("Alex", city_blessing=True)
    b.ability("sword", 2)
    assert b.resolve()["bear"].counters.get("+1/+1") == 3


def test_blade_of_the_bloodchief_two_counters_on_a_vampire():
    b = Board()
    b.enter("Vampire Nighthawk", id="hawk")          # a 2/3 Vampire
    b.enter("Grizzly Bears", id="bear")
    b.enter("Blade of the Bloodchief", id="blade", attached_to="hawk")
    b.ability("blade", 1)
    assert b.resolve()["hawk"].counters.get("+1/+1") == 2 and pt(b, "hawk") == (4, 5)
    b.attach("blade", "bear")
    b.ability("blade", 1)
    assert b.resolve()["bear"].counters.get("+1/+1") == 1 and pt(b, "bear") == (3, 3)


def test_slimy_piper_indestructible_only_with_four_creatures():
    # Slimy Piper is 2/1. Alone: +1/+1 -> 3/2, no indestructible
    b = Board()
    b.enter("Slimy Piper", id="piper")
    b.ability("piper", 1)
    assert pt(b, "piper") == (3, 2) and "Indestructible" not in keywords(b, "piper")
    b.end_turn()
    for i in range(3):
        b.enter("Grizzly Bears", id=f"b{i}")
    b.ability("piper", 1)
    assert pt(b, "piper") == (4, 3) and "Indestructible" in keywords(b, "piper")


def test_genemorph_imago_base_six_six_with_six_lands():
    b = Board()
    b.enter("Genemorph Imago", id="imago")
    b.enter("Grizzly Bears", id="bear")
    for i in range(5):
        b.enter("Forest", id=f"f{i}")
    b.ability("imago", 2, targets=["bear"])
    assert pt(b, "bear") == (3, 3)
    b.enter("Forest", id="f5")
    b.ability("imago", 2, targets=["bear"])
    assert pt(b, "bear") == (6, 6)


def test_everflame_eidolon_as_a_creature_and_bestowed():
    # Everflame Eidolon 1/1: "{R}: This creature gets +1/+0 until end of turn. If it's an Aura, enchanted
    # creature gets +1/+0 until end of turn instead."
    b = Board()
    b.enter("Everflame Eidolon", id="eidolon")
    b.ability("eidolon", 2)
    assert pt(b, "eidolon") == (2, 1)
    # bestowed on Grizzly Bears (702.103b: an Aura; enchanted creature gets +1/+1): 3/3, then +1/+0 -> 4/3
    b2 = Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.cast("Everflame Eidolon", id="aura", alt_cost="bestow", targets=["bear"])
    assert pt(b2, "bear") == (3, 3)
    b2.ability("aura", 2)
    assert pt(b2, "bear") == (4, 3)


# ------------------------------------------------------------------------------ on a board: static (611.3a)

def test_precipitous_drop_minus_two_or_minus_five():
    b = Board()
    b.enter("Hill Giant", id="giant", controller="Bo")              # 3/3
    b.enter("Precipitous Drop", id="drop", attached_to="giant")
    b.state_fact("Alex", dungeons_completed=0)
    assert pt(b, "giant") == (1, 1)
    b.state_fact("Alex", dungeons_completed=1)
    assert pt(b, "giant") == (-2, -2)


def test_precipitous_drop_unknown_dungeons_is_listed_not_guessed():
    b = Board()
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.enter("Precipitous Drop", id="drop", attached_to="giant")
    assert "drop" in unsupported_ids(b)


def test_mind_carver_an_opponent_with_eight_cards_in_their_graveyard():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Mind Carver", id="carver", attached_to="bear")
    for i in range(7):
        b.enter("Forest", id=f"f{i}", controller="Bo", zone="graveyard")
    assert pt(b, "bear") == (3, 2)               # +1/+0
    b.enter("Forest", id="f7", controller="Bo", zone="graveyard")
    assert pt(b, "bear") == (5, 3)               # +3/+1 instead, not both
    b.move("f7", "exile")
    assert pt(b, "bear") == (3, 2)               # read continuously


def test_mind_carver_your_own_graveyard_does_not_count():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Mind Carver", id="carver", attached_to="bear")
    for i in range(8):
        b.enter("Forest", id=f"f{i}", zone="graveyard")
    assert pt(b, "bear") == (3, 2)


def test_relic_axe_warrior_or_not():
    b = Board()
    b.enter("Grizzly Bears", id="bear")                 # 2/2 Bear
    b.enter("Relic Axe", id="axe", attached_to="bear")
    assert pt(b, "bear") == (3, 3)
    b2 = Board()
    b2.enter("Goblin Piker", id="piker")                # 2/1 Goblin Warrior
    b2.enter("Relic Axe", id="axe", attached_to="piker")
    assert pt(b2, "piker") == (4, 2)


# ------------------------------------------------------------------------------ a paragraph replacing one before it

def test_a_paragraph_with_instead_is_read_with_the_paragraph_before():
    # 608.2c: one resolution; "That creature" is the first paragraph's target; the ability word has no
    # rules meaning (207.2c)
    from layerkit.vocabulary.card_definition import split_abilities
    texts = [a["text"] for a in split_abilities("Target creature gets -1/-1 until end of turn.\nMorbid — That "
                                                "creature gets -13/-13 until end of turn instead if a creature died "
                                                "this turn.", ["Instant"])]
    assert len(texts) == 1 and texts[0].startswith("Target creature") and "Morbid — " in texts[0]
    # two paragraphs each with their own instruction stay two abilities
    assert len(split_abilities("Target creature gets +1/+1 until end of turn.\nDraw a card.", ["Instant"])) == 2
    # a permanent's lines are never joined: each is its own ability
    assert len(split_abilities("Flying\nWhenever this creature attacks, it gets +1/+1 until end of turn.\n"
                               "It gets +2/+2 instead as long as you control an artifact.", ["Creature"])) == 3


def test_tragic_slip_minus_one_or_minus_thirteen():
    c = compiled("Tragic Slip")
    assert c.supported and list(c.effects) == [1]
    b = Board()
    b.enter("Hill Giant", id="giant", controller="Bo")        # 3/3
    b.enter("Craw Wurm", id="wurm", controller="Bo")          # 6/4
    b.state_fact("Alex", creatures_died_this_turn=0)
    b.state_fact("Bo", creatures_died_this_turn=0)
    b.cast("Tragic Slip", targets=["giant"])
    assert pt(b, "giant") == (2, 2)
    b.state_fact("Bo", creatures_died_this_turn=1)
    b.cast("Tragic Slip", targets=["wurm"])
    assert pt(b, "wurm") == (-7, -9)


def test_tragic_slip_unknown_deaths_is_listed_and_applies_nothing():
    b = Board()
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Tragic Slip", targets=["giant"])
    res = b.resolve()
    assert (res["giant"].power, res["giant"].toughness) == (3, 3)
    assert any("creatures_died_this_turn" in u[3] for u in res.unsupported)


def test_mirran_mettle_metalcraft():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Sol Ring", id="r1")
    b.enter("Ornithopter", id="r2")
    b.cast("Mirran Mettle", targets=["bear"])
    assert pt(b, "bear") == (4, 4)                 # two artifacts: +2/+2
    b.end_turn()
    b.enter("Bonesplitter", id="r3")
    b.cast("Mirran Mettle", targets=["bear"])
    assert pt(b, "bear") == (6, 6)                 # three artifacts: +4/+4 instead, not +6/+6


def test_hunger_of_the_howlpack_counters_instead():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", creatures_died_this_turn=1)
    b.state_fact("Bo", creatures_died_this_turn=0)          # "a creature died": any player's (700.4)
    b.cast("Hunger of the Howlpack", targets=["bear"])
    assert b.resolve()["bear"].counters.get("+1/+1") == 3 and pt(b, "bear") == (5, 5)


# ------------------------------------------------------------------------------ an option chosen as it enters

def test_siege_the_option_with_a_layer_effect_under_mode_chosen():
    c = compiled("Frostcliff Siege")
    assert c.supported
    assert c.effects[1] == {"affects": {"controller": "you", "types": ["Creature"]}, "modify_pt": [1, 0],
                            "add_abilities": ["Trample", "Haste"], "condition": {"mode_chosen": 2}, "kind": "static"}


def test_frostcliff_siege_temur_or_jeskai():
    # Temur (the second option): creatures you control get +1/+0 and have trample and haste; Jeskai: none
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Frostcliff Siege", id="siege", choices={"modes": 2})
    assert pt(b, "bear") == (3, 2) and {"Trample", "Haste"} <= keywords(b, "bear")
    b2 = Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.enter("Frostcliff Siege", id="siege", choices={"modes": 1})
    assert pt(b2, "bear") == (2, 2) and not {"Trample", "Haste"} & keywords(b2, "bear")


def test_a_siege_entering_without_its_option_is_refused():
    from layerkit.errors import ScenarioError
    b = Board()
    with pytest.raises(ScenarioError):
        b.enter("Frostcliff Siege", id="siege")
    with pytest.raises(ScenarioError):
        b.enter("Frostcliff Siege", id="siege", choices={"modes": 3})


def test_citadel_siege_khans_counters_dragons_none():
    # Khans: "At the beginning of combat on your turn, put two +1/+1 counters on target creature you control."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Citadel Siege", id="siege", choices={"modes": 1})
    b.ability("siege", 1, targets=["bear"])
    assert b.resolve()["bear"].counters.get("+1/+1") == 2 and pt(b, "bear") == (4, 4)
    # Dragons chosen: the permanent has no Khans ability; stated to resolve, it does nothing
    b2 = Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.enter("Citadel Siege", id="siege", choices={"modes": 2})
    b2.ability("siege", 1, targets=["bear"])
    assert not b2.resolve()["bear"].counters.get("+1/+1") and pt(b2, "bear") == (2, 2)


def test_hollowmurk_siege_abzan_counter_and_menace():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hollowmurk Siege", id="siege", choices={"modes": 2})
    b.ability("siege", 1, targets=["bear"])
    assert pt(b, "bear") == (3, 3) and "Menace" in keywords(b, "bear")
    b.end_turn()
    assert pt(b, "bear") == (3, 3) and "Menace" not in keywords(b, "bear")


def test_two_options_with_layer_effects_are_not_compiled():
    c = compile_text("Test Siege", "As this enchantment enters, choose Khans or Dragons.\n• Khans — Creatures you "
                     "control get +1/+0.\n• Dragons — Creatures you control have flying.", ["Enchantment"])
    assert not c.supported


def test_schema_checks_mode_chosen():
    validate_definition({"affects": "self", "condition": {"mode_chosen": 2}, "modify_pt": [1, 1]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "condition": {"mode_chosen": 0}, "modify_pt": [1, 1]}, "t")


def test_eowyn_equipped_target_gains_both_instead_of_the_choice():
    # "target creature gains your choice of first strike or vigilance until end of turn. If that creature is
    # equipped, it gains first strike and vigilance until end of turn instead." (608.2c, 301.5a)
    assert compiled("Éowyn, Lady of Rohan").supported
    b = Board()
    b.enter("Éowyn, Lady of Rohan", id="eowyn")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant")
    b.enter("Bonesplitter", id="axe", attached_to="giant")
    b.ability("eowyn", 1, targets=["bear"], choices={"ability": "Vigilance"})
    assert "Vigilance" in keywords(b, "bear") and "First strike" not in keywords(b, "bear")
    b.ability("eowyn", 1, targets=["giant"], choices={"ability": "Vigilance"})
    assert {"Vigilance", "First strike"} <= keywords(b, "giant")


def test_golden_demise_instead_only_opponents_creatures():
    # "All creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your
    # opponents control get -2/-2 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.state_fact("Alex", city_blessing=True)
    b.cast("Golden Demise")
    assert pt(b, "mine") == (2, 2) and pt(b, "theirs") == (1, 1)
    b2 = Board()
    b2.enter("Grizzly Bears", id="mine")
    b2.enter("Hill Giant", id="theirs", controller="Bo")
    b2.state_fact("Alex", city_blessing=False)
    b2.cast("Golden Demise")
    assert pt(b2, "mine") == (0, 0) and pt(b2, "theirs") == (1, 1)


def test_voltstorm_angel_pay_when_you_do_choose_one():
    # 603.12: "you may pay {E}{E}. When you do, choose one —": the step is the reflexive ability resolving
    assert compiled("Voltstorm Angel").supported
    b = Board()
    b.enter("Voltstorm Angel", id="angel")          # a 4/4 flier
    b.enter("Grizzly Bears", id="bear")
    b.ability("angel", 3, choices={"modes": 2})
    assert pt(b, "bear") == (3, 3) and pt(b, "angel") == (4, 4)        # "other": not itself
    b.ability("angel", 3, choices={"modes": 1})
    assert {"Vigilance", "Lifelink"} <= keywords(b, "angel") and "Lifelink" not in keywords(b, "bear")


def test_a_payment_other_than_mana_or_energy_before_a_choice_is_not_read():
    c = compile_text("Test Angel", "At the beginning of combat on your turn, you may sacrifice a creature. When you "
                     "do, choose one —\n• This creature gets +2/+2 until end of turn.\n• Other creatures you control "
                     "get +1/+1 until end of turn.", ["Creature"])
    assert not c.supported


def test_a_copy_of_a_siege_makes_its_own_choice():
    # 707.2: the choice made as the original entered is not copied; the copy's controller chooses again
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Frostcliff Siege", id="siege", choices={"modes": 2})
    b.enter("Copy Enchantment", id="copy", copy="siege", choices={"modes": 1})
    assert pt(b, "bear") == (3, 2)
    b.enter("Copy Enchantment", id="copy2", copy="siege", choices={"modes": 2})
    assert pt(b, "bear") == (4, 2)
    from layerkit.errors import ScenarioError
    with pytest.raises(ScenarioError):
        b.enter("Copy Enchantment", id="copy3", copy="siege")


def test_a_siege_cast_chooses_as_it_enters_and_a_move_onto_the_battlefield_is_refused():
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Frostcliff Siege", id="siege", choices={"modes": 2})
    assert pt(b, "bear") == (3, 2)
    b.move("siege", "graveyard")
    assert pt(b, "bear") == (2, 2)
    with pytest.raises(ScenarioError):      # 400.7: a new object chooses again; a move takes no choice
        b.move("siege", "battlefield")


def test_widows_bite_both_modes_only_with_teamwork():
    # "Choose one. If this spell was cast using teamwork, choose both instead." (teamwork: an optional
    # additional cost, 118.8, recorded as the spell is cast like kicker)
    from layerkit.errors import ScenarioError
    assert compiled("Widow's Bite").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Widow's Bite", alt_cost="teamwork", targets=["bear", "giant"], choices={"modes": [1, 2]})
    assert "Deathtouch" in keywords(b, "bear") and pt(b, "giant") == (1, 1)
    with pytest.raises(ScenarioError):
        b.cast("Widow's Bite", targets=["bear", "giant"], choices={"modes": [1, 2]})
    b.cast("Widow's Bite", targets=["giant"], choices={"modes": 2})
    assert pt(b, "giant") == (-1, -1)


def test_instead_as_long_as_in_a_resolving_spell_is_not_compiled():
    # never both effects applied: a resolved effect's "as long as" would need checking for as long as it lasts
    c = compile_text("Test Surge", "Target creature gets +1/+1 until end of turn. It gets +3/+3 until end of turn "
                     "instead as long as you control a Forest.", ["Instant"])
    assert not c.supported


def test_triple_power_and_toughness():
    # 701.11b: tripling gives +X/+Y, X twice its power and Y twice its toughness as it resolves
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Tifa's Limit Break", targets=["bear"], choices={"modes": 3})
    assert pt(b, "bear") == (6, 6)
    b.enter("Hill Giant", id="giant")
    b.cast("Giant Growth", targets=["giant"])                  # 6/6 until end of turn
    b.cast("Tifa's Limit Break", targets=["giant"], choices={"modes": 3})
    assert pt(b, "giant") == (18, 18)
    b.move("bear", "graveyard")
    b.end_turn()
    assert pt(b, "giant") == (3, 3)


def test_glorfindel_plus_one_whichever_mode():
    # "Whenever you scry, choose one and Glorfindel gets +1/+1 until end of turn." (608.2c: both happen)
    assert compiled("Glorfindel, Dauntless Rescuer").supported
    b = Board()
    b.enter("Glorfindel, Dauntless Rescuer", id="g")
    base = pt(b, "g")
    b.ability("g", 1, choices={"modes": 1})
    b.ability("g", 1, choices={"modes": 2})
    assert pt(b, "g") == (base[0] + 2, base[1] + 2)
    b.end_turn()
    assert pt(b, "g") == base


def test_choose_one_and_an_effect_beside_a_mode_with_its_own_is_not_compiled():
    c = compile_text("Test Lord", "Whenever this creature attacks, choose one and this creature gets +1/+1 until "
                     "end of turn.\n• Creatures you control gain flying until end of turn.\n• Draw a card.",
                     ["Creature"])
    assert not c.supported
