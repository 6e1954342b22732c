"""Counters, round 15 (issue 12, branch counters15): counter instructions and counts read from real pool cards.

Each expected value comes from the card's oracle text and the rules, never from the compiler's output: a board
is built with the real pool card and resolved, or the compiled definition is compared with the one the rules
imply. The negative cases are phrasings the board cannot carry out exactly: they must stay unsupported.
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


def _kw(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------- "each <group> gets +1/+1 for each <kind> counter on it" (122.1, 613.4c)

def test_clamavus_each_creature_gets_plus_one_for_each_of_its_own_counters() -> None:
    # "Each creature you control gets +1/+1 for each +1/+1 counter on it": "it" is each creature; a Grizzly Bears
    # (2/2) with two +1/+1 counters is 4/4 from them (7c) and gets +2/+2 more: 6/6. One without counters: 2/2.
    # The opponent's creature with a counter gets only the counter's +1/+1 (not "you control").
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Clamavus", id="clam", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="plain", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", counters={"+1/+1": 1})
    res = b.resolve()
    assert _pt(res, "bears") == (6, 6)
    assert _pt(res, "plain") == (2, 2)
    assert _pt(res, "theirs") == (3, 3)
    assert not res.unsupported


def test_thelon_each_fungus_counts_its_own_spore_counters() -> None:
    # "Each Fungus creature gets +1/+1 for each spore counter on it": every Fungus creature, whoever controls it;
    # a non-Fungus creature with spore counters gets nothing (spore counters have no P/T of their own, 122.1)
    c = compiled("Thelon of Havenwood")
    assert c.effects[1] == {"affects": {"types": ["Creature"], "subtypes": ["Fungus"]},
                            "modify_pt": [{"counters_on_it": "spore"}, {"counters_on_it": "spore"}]}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Thelon of Havenwood", id="thelon", controller="Alex")
    b.enter("Thallid", id="thallid", controller="Bo", counters={"spore": 3})      # a 1/1 Fungus
    b.enter("Grizzly Bears", id="bears", controller="Alex", counters={"spore": 2})
    res = b.resolve()
    assert _pt(res, "thallid") == (4, 4)
    assert _pt(res, "bears") == (2, 2)
    assert _pt(res, "thelon") == (2, 2)      # Thelon is an Elf Druid, no spore counters


def test_luxior_equipped_creature_counts_every_counter_on_it() -> None:
    # "Equipped creature gets +1/+1 for each counter on it": counters of every kind on the equipped creature
    # (122.1): a +1/+1 counter (7c: +1/+1 itself) and a flying counter: +2/+2 from Luxior; Grizzly Bears 2/2 -> 5/5
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 1, "flying": 1})
    b.enter("Luxior, Giada's Gift", id="lux", attached_to="bears")
    b.enter("Grizzly Bears", id="other", counters={"+1/+1": 1})
    res = b.resolve()
    assert _pt(res, "bears") == (5, 5)
    assert "Flying" in _kw(res, "bears")
    assert _pt(res, "other") == (3, 3)        # not equipped: its counter only
    assert not res.unsupported


def test_luxior_equipped_permanent_isnt_a_planeswalker_and_is_a_creature() -> None:
    # "Equipped permanent isn't a planeswalker and is a creature in addition to its other types": layer 4, the
    # planeswalker type removed (and its subtypes with it, 205.1a) and the creature type added (205.1b)
    c = compiled("Luxior, Giada's Gift")
    assert c.supported
    assert c.effects[2] == {"affects": "equipped", "remove_types": ["Planeswalker"], "add_types": ["Creature"]}
    assert compiled("Luxior and Shadowspear").effects[3] == c.effects[2]


def test_counters_on_it_after_a_plural_subject_stays_the_sources() -> None:
    # "it" after a plural subject is not each of them: only "each ..." (or equipped/enchanted) binds it so
    c = compile_text("Test Lord", "Creatures you control get +1/+1 for each +1/+1 counter on it.", ["Creature"])
    assert c.effects.get(1) is None or c.effects[1]["modify_pt"] != [{"counters_on_it": "+1/+1"}] * 2
    c = compile_text("Test Tricks", "Target creature gets +1/+1 until end of turn for each +1/+1 counter on it.",
                     ["Instant"])
    assert 1 not in c.effects           # a target's counters, fixed as it resolves: not read here


# ------------------------------------------- "put a counter on target creature if its power is N or greater"

def test_ents_fury_counter_only_if_power_four_then_pump_its_own_target() -> None:
    # "Put a +1/+1 counter on target creature you control if its power is 4 or greater. Then that creature gets
    # +1/+1 until end of turn and fights target creature you don't control." (608.2c: checked as it resolves)
    c = compiled("Ent's Fury")
    assert c.supported
    assert c.effects[1] == {"parts": [
        {"affects": "targets", "target": 1, "if_is": {"power": {"min": 4}}, "counters": {"+1/+1": 1}},
        {"affects": "targets", "target": 1, "duration": "end_of_turn", "modify_pt": [1, 1]}]}
    # a 4/4 gets the counter and +1/+1: 6/6; the creature it fights (the second target) is unchanged
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Air Elemental", id="air", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.cast("Ent's Fury", controller="Alex", targets=["air", "foe"])
    res = b.resolve()
    assert _pt(res, "air") == (6, 6)
    assert _pt(res, "foe") == (2, 2)
    # a 3/3 gets no counter, only +1/+1: 4/4
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Hill Giant", id="giant", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.cast("Ent's Fury", controller="Alex", targets=["giant", "foe"])
    res = b.resolve()
    assert _pt(res, "giant") == (4, 4)
    assert _pt(res, "foe") == (2, 2)


def test_ancient_animus_counter_only_on_its_first_target_if_legendary() -> None:
    # "Put a +1/+1 counter on target creature you control if it's legendary. Then it fights target creature an
    # opponent controls.": the counter goes on the first target only, and only if it is legendary as it resolves
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Isamaru, Hound of Konda", id="isamaru", controller="Alex")      # legendary 2/2
    b.enter("Isamaru, Hound of Konda", id="foe", controller="Bo")           # legendary too, but the fought one
    b.cast("Ancient Animus", controller="Alex", targets=["isamaru", "foe"])
    res = b.resolve()
    assert _pt(res, "isamaru") == (3, 3)
    assert _pt(res, "foe") == (2, 2)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.cast("Ancient Animus", controller="Alex", targets=["bears", "foe"])
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2) and _pt(res, "foe") == (2, 2)


# ------------------------------------------- "where X is the total toughness of other creatures you control"

def test_towering_titan_enters_with_the_total_toughness_of_the_others() -> None:
    # "This creature enters with X +1/+1 counters on it, where X is the total toughness of other creatures you
    # control" (614.1c: worked out as it enters; 208.1: their toughness then, after every layer): Grizzly Bears
    # 2/2 and Hill Giant 3/3 under Glorious Anthem are 3/3 and 4/4: X = 7; Towering Titan (0/0) is 7/7 from its
    # counters and 8/8 with the Anthem. The opponent's creature doesn't count.
    c = compiled("Towering Titan")
    assert c.effects[1] == {"affects": "self", "enters_with_counters": {"+1/+1": {"total": {
        "of": {"controller": "you", "types": ["Creature"], "other": True}, "characteristic": "toughness"}}}}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Glorious Anthem", id="anthem", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Alex")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.enter("Towering Titan", id="titan", controller="Alex")
    res = b.resolve()
    assert _pt(res, "titan") == (8, 8)
    # counted once, as it entered: a creature entering later changes nothing (614.1c)
    b.enter("Grizzly Bears", id="late", controller="Alex")
    assert _pt(b.resolve(), "titan") == (8, 8)


# ------------------------------------------- "you put ...", "... and create a Food token"

def test_rocco_you_put_a_counter_and_create_a_food_token() -> None:
    # "..., you put a +1/+1 counter on target creature and create a Food token.": the counter on the target (7c);
    # the Food token (111.10) is a new object with no layer effect
    c = compiled("Rocco, Street Chef")
    assert c.supported
    assert c.effects[2] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = layerkit.Board()
    b.enter("Rocco, Street Chef", id="rocco")
    b.enter("Grizzly Bears", id="bears")
    b.ability("rocco", 2, targets=["bears"])
    assert _pt(b.resolve(), "bears") == (3, 3)



# ------------------------------------------- counts of a source's counters: "devotion counters", "on him"

def test_bloodthirsty_ogre_minus_x_where_x_is_its_devotion_counters() -> None:
    # "{T}: Target creature gets -X/-X until end of turn, where X is the number of devotion counters on this
    # creature": "devotion" is a counter's name here (122.1), not devotion to a color (700.5); X fixed as it
    # resolves (608.2h): three counters, Hill Giant 3/3 -> 0/0; a counter put later changes nothing
    c = compiled("Bloodthirsty Ogre")
    assert c.effects[2] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [
        {"times": [-1, {"counters": "devotion"}]}, {"times": [-1, {"counters": "devotion"}]}]}
    b = layerkit.Board()
    b.enter("Bloodthirsty Ogre", id="ogre", counters={"devotion": 3})
    b.enter("Hill Giant", id="giant")
    b.ability("ogre", 2, targets=["giant"])
    assert _pt(b.resolve(), "giant") == (0, 0)
    b.counters("ogre", add={"devotion": 1})
    assert _pt(b.resolve(), "giant") == (0, 0)


def test_gideon_champion_of_justice_becomes_a_creature_with_his_loyalty() -> None:
    # "[0]: Until end of turn, Gideon becomes a Human Soldier creature with power and toughness each equal to the
    # number of loyalty counters on him and gains indestructible. He's still a planeswalker.": 205.1b (still a
    # planeswalker: its types and subtypes kept), 7b, the number fixed as it resolves (608.2h). He enters with 4
    # loyalty counters (his printed loyalty); with three more he is a 7/7 until end of turn.
    b = layerkit.Board()
    b.enter("Gideon, Champion of Justice", id="gideon")
    b.counters("gideon", add={"loyalty": 3})
    b.ability("gideon", "0")
    res = b.resolve()
    g = res["gideon"]
    assert (g.power, g.toughness) == (7, 7)
    assert g.types == {"Creature", "Planeswalker"}
    assert g.subtypes == {"Gideon", "Human", "Soldier"}
    assert "Indestructible" in _kw(res, "gideon")
    b.counters("gideon", add={"loyalty": 1})
    assert _pt(b.resolve(), "gideon") == (7, 7)
    b.end_turn()
    assert "Creature" not in b.resolve()["gideon"].types


# ------------------------------------------- the starting player (103.1), a game fact the board is told

def test_patient_turtle_enters_with_counters_if_you_didnt_go_first() -> None:
    # "Patient Turtle enters with two +1/+1 counters on it if you didn't go first this game." (614.1c; 103.1: the
    # starting player took the first turn). Patient Turtle is printed 3/3.
    c = compiled("Patient Turtle")
    assert c.effects[1] == {"affects": "self", "condition": {"not": {"fact": {"name": "starting_player"}}},
                            "enters_with_counters": {"+1/+1": 2}}
    for first, expected in ((True, (3, 3)), (False, (5, 5))):
        b = layerkit.Board(players=["Alex", "Bo"])
        b.state_fact("Alex", starting_player=first)
        b.enter("Patient Turtle", id="turtle", controller="Alex")
        res = b.resolve()
        assert _pt(res, "turtle") == expected and not res.unsupported
    # one starting player (103.1): Bo going first makes Alex known not to be it
    b = layerkit.Board(players=["Alex", "Bo"])
    b.state_fact("Bo", starting_player=True)
    b.enter("Patient Turtle", id="turtle", controller="Alex")
    assert _pt(b.resolve(), "turtle") == (5, 5)
    # untold: never assumed, listed
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Patient Turtle", id="turtle", controller="Alex")
    res = b.resolve()
    assert _pt(res, "turtle") == (3, 3)
    assert any("starting_player" in u[3] for u in res.unsupported)


def test_sylvan_smite_counter_on_its_first_target_if_you_werent_the_starting_player() -> None:
    # "Put a +1/+1 counter on target creature you control if you weren't the starting player. Then that creature
    # deals damage equal to its power to target creature you don't control." (608.2c: checked as it resolves)
    for first, mine in ((False, (3, 3)), (True, (2, 2))):
        b = layerkit.Board(players=["Alex", "Bo"])
        b.state_fact("Alex", starting_player=first)
        b.enter("Grizzly Bears", id="mine", controller="Alex")
        b.enter("Grizzly Bears", id="foe", controller="Bo")
        b.cast("Sylvan Smite", controller="Alex", targets=["mine", "foe"])
        res = b.resolve()
        assert _pt(res, "mine") == mine
        assert _pt(res, "foe") == (2, 2)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.cast("Sylvan Smite", controller="Alex", targets=["mine", "foe"])
    res = b.resolve()
    assert _pt(res, "mine") == (2, 2) and res.unsupported


def test_nils_for_each_player_a_counter_on_up_to_one_target_creature_that_player_controls() -> None:
    # "At the beginning of your end step, for each player, put a +1/+1 counter on up to one target creature that
    # player controls." (115.1d: the targets, one per player at most, are the step's): each target gets one
    c = compiled("Nils, Discipline Enforcer")
    assert c.effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Nils, Discipline Enforcer", id="nils", controller="Alex")
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.enter("Grizzly Bears", id="other", controller="Bo")
    b.ability("nils", 1, targets=["mine", "foe"])
    res = b.resolve()
    assert _pt(res, "mine") == (3, 3) and _pt(res, "foe") == (3, 3) and _pt(res, "other") == (2, 2)


def test_forge_armor_counters_equal_to_the_sacrificed_artifacts_mana_value() -> None:
    # "As an additional cost to cast this spell, sacrifice an artifact. Put X +1/+1 counters on target creature, where
    # X is the sacrificed artifact's mana value." (608.2h: its last known mana value, which the step states)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Forge Armor", targets=["bears"], choices={"stated": {"sacrificed": {"mana_value": 4}}})
    res = b.resolve()
    assert _pt(res, "bears") == (6, 6) and not res.unsupported
    # untold: not applied and listed, never read as 0
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Forge Armor", targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2) and res.unsupported


def test_hog_monkey_rampage_counter_on_the_creature_you_control_if_it_has_power_four() -> None:
    # "Choose target creature you control and target creature an opponent controls. Put a +1/+1 counter on the
    # creature you control if it has power 4 or greater. Then those creatures fight each other." (115.1d: "the
    # creature you control" is the first target; 608.2c: its power as it resolves)
    for mine, expected in (("Air Elemental", (5, 5)), ("Hill Giant", (3, 3))):
        b = layerkit.Board(players=["Alex", "Bo"])
        b.enter(mine, id="mine", controller="Alex")
        b.enter("Craw Wurm", id="foe", controller="Bo")         # 6/4: power 4 or greater, but not the one named
        b.cast("Hog-Monkey Rampage", controller="Alex", targets=["mine", "foe"])
        res = b.resolve()
        assert _pt(res, "mine") == expected
        assert _pt(res, "foe") == (6, 4)


def test_epochrasite_exiled_with_time_counters_and_it_gains_suspend() -> None:
    # "When this creature dies, exile it with three time counters on it and it gains suspend." (702.62a): the card in
    # exile, a new object (400.7) the scenario enters there and names, gains suspend; the same as "... on it. It gains
    # suspend." (608.2c)
    c = compiled("Epochrasite")
    assert c.supported
    assert {k: v for k, v in c.effects[2].items() if k != "kind"} == {"affects": "chosen", "add_abilities": ["Suspend"]}
    b = layerkit.Board()
    b.enter("Epochrasite", id="epo")
    b.enter("Epochrasite", id="exiled", zone="exile", counters={"time": 3})
    b.ability("epo", 2, choices={"object": "exiled"})
    res = b.resolve()
    assert "Suspend" in _kw(res, "exiled")
    assert "Suspend" not in _kw(res, "epo")


# ------------------------------------------- "convert" (701.28a: the rules of transforming)

def test_flamewar_put_a_counter_and_convert_it() -> None:
    # "Sacrifice another artifact: Put a +1/+1 counter on Flamewar and convert it.": 701.28a, converting follows the
    # transform rules (701.27a: its other face up, 712.8): Flamewar, Streetwise Operative is a 2/1 Vehicle with
    # living metal (a creature during your turn) and menace, deathtouch; with the counter 3/2
    c = compiled("Flamewar, Brash Veteran // Flamewar, Streetwise Operative")
    assert c.effects[2] == {"affects": "self", "counters": {"+1/+1": 1}, "transform": True}
    b = layerkit.Board()
    b.enter("Flamewar, Brash Veteran", id="flamewar")
    b.ability("flamewar", 2)
    res = b.resolve()
    f = res["flamewar"]
    assert f.name == "Flamewar, Streetwise Operative"
    assert (f.power, f.toughness) == (3, 2)
    assert {"Menace", "Deathtouch"} <= _kw(res, "flamewar")


def test_thought_sponge_enters_with_the_most_cards_an_opponent_drew_this_turn() -> None:
    # "This creature enters with a number of +1/+1 counters on it equal to the greatest number of cards an opponent
    # has drawn this turn." (614.1c; 121.1): Bo drew 3, Cy 1, Alex (its controller, no opponent) 7: three counters
    b = layerkit.Board(players=["Alex", "Bo", "Cy"])
    b.state_fact("Alex", cards_drawn_this_turn=7)
    b.state_fact("Bo", cards_drawn_this_turn=3)
    b.state_fact("Cy", cards_drawn_this_turn=1)
    b.enter("Thought Sponge", id="sponge", controller="Alex")
    res = b.resolve()
    assert _pt(res, "sponge") == (4, 4) and not res.unsupported
    # an opponent's count untold: not applied, listed (never read as 0)
    b = layerkit.Board(players=["Alex", "Bo", "Cy"])
    b.state_fact("Bo", cards_drawn_this_turn=3)
    b.enter("Thought Sponge", id="sponge", controller="Alex")
    res = b.resolve()
    assert _pt(res, "sponge") == (1, 1)
    assert any("cards_drawn_this_turn" in u[3] for u in res.unsupported)


def test_aberrant_return_each_returned_card_enters_with_a_minus_counter() -> None:
    # "Put one, two, or three target creature cards from graveyards onto the battlefield under your control. Each of
    # them enters with an additional -1/-1 counter on it." (614.1c; 110.2a: under the caster's control; 400.7: new
    # objects): Grizzly Bears (Bo's card) 1/1 and Hill Giant 2/2, both Alex's
    c = compiled("Aberrant Return")
    assert c.effects[1] == {"affects": "targets", "counters": {"-1/-1": 1}, "return_targets": "controller"}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", zone="graveyard", owner="Bo")
    b.enter("Hill Giant", id="giant", zone="graveyard", owner="Alex")
    b.cast("Aberrant Return", controller="Alex", targets=["bears", "giant"])
    res = b.resolve()
    assert _pt(res, "bears") == (1, 1) and _pt(res, "giant") == (2, 2)
    assert res["bears"].controller == "Alex" and res["giant"].controller == "Alex"


def test_elrond_a_counter_on_each_of_up_to_x_targets_where_x_only_counts_them() -> None:
    # "Whenever you scry, put a +1/+1 counter on each of up to X target creatures, where X is the number of cards looked
    # at while scrying this way.": X only says how many targets may be chosen (115.1d, 601.2c), and no instruction
    # reads it: each target gets one counter; with none chosen nothing happens
    b = layerkit.Board()
    b.enter("Elrond, Master of Healing", id="elrond")
    b.enter("Grizzly Bears", id="a")
    b.enter("Hill Giant", id="b")
    b.enter("Grizzly Bears", id="c")
    b.ability("elrond", 1, targets=["a", "b"])
    res = b.resolve()
    assert _pt(res, "a") == (3, 3) and _pt(res, "b") == (4, 4) and _pt(res, "c") == (2, 2)
    b.ability("elrond", 1, targets=[])
    assert _pt(b.resolve(), "a") == (3, 3)
    # X read by the counters themselves is not dropped
    c = compile_text("Test Hydra", "When this creature enters, put X +1/+1 counters on each of up to X target "
                     "creatures, where X is this creature's power.", ["Creature"])
    assert c.effects[1]["counters"] == {"+1/+1": {"power": "self"}}       # X is its power, read as it resolves
