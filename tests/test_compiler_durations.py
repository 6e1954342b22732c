"""Durations and designations from oracle text, checked on boards built with the real cards of the
pool: "until your next turn" (611.2a: the effect lasts as stated, until its controller's next turn
begins), monstrous (701.37) and renowned (702.112). Every expected value comes from the card's text and
the rules, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def pt(b: Board, oid: str) -> tuple[int, int]:
    c = b.resolve()[oid].characteristics
    return c.power, c.toughness


def keywords(b: Board, oid: str) -> set[str]:
    return {a.keyword or a.text for a in b.resolve()[oid].characteristics.abilities}


# ------------------------------------------------------------------ 611.2a: "until your next turn"

def test_liliana_plus_one_lasts_until_her_controllers_next_turn():
    # Liliana, the Last Hope: "[+1]: Up to one target creature gets -2/-1 until your next turn."
    # Alex activates it on Alex's turn: the Bears are 0/1 through Bo's turn, 2/2 again as Alex's begins
    b = Board()
    b.enter("Liliana, the Last Hope", id="lili", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("lili", "+1", targets=["bear"])
    assert pt(b, "bear") == (0, 1)
    b.end_turn()                    # Bo's turn begins: not Alex's next turn
    assert pt(b, "bear") == (0, 1)
    b.end_turn()                    # Alex's next turn begins: the effect ends
    assert pt(b, "bear") == (2, 2)


def test_until_your_next_turn_waits_for_every_other_players_turn():
    # three players: the effect Alex created lasts through Bo's and Cy's turns
    b = Board(players=("Alex", "Bo", "Cy"))
    b.enter("Liliana, the Last Hope", id="lili", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Cy")
    b.ability("lili", "+1", targets=["bear"])
    b.end_turn()
    b.end_turn()
    assert b.state.turn == "Cy"
    assert pt(b, "bear") == (0, 1)
    b.end_turn()
    assert pt(b, "bear") == (2, 2)


def test_created_during_an_opponents_turn_ends_at_the_next_turn_of_its_controller():
    # Hag of Inner Weakness's trigger controlled by Bo while it is Alex's turn (the board's turn): the
    # effect ends when Bo's next turn begins, which is the very next turn
    b = Board(turn="Alex")
    b.enter("Hag of Inner Weakness", id="hag", controller="Bo")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("hag", 1, targets=["bear"])
    assert pt(b, "bear") == (0, 1)
    b.end_turn()
    assert pt(b, "bear") == (2, 2)


def test_sylvan_awakening_animates_lands_until_your_next_turn():
    # "Until your next turn, all lands you control become 2/2 Elemental creatures with reach,
    # indestructible, and haste. They're still lands."
    b = Board()
    b.enter("Forest", id="forest", controller="Alex")
    b.enter("Forest", id="theirs", controller="Bo")
    b.cast("Sylvan Awakening", controller="Alex")
    c = b.resolve()["forest"].characteristics
    assert set(c.types) == {"Land", "Creature"} and "Elemental" in c.subtypes and "Forest" in c.subtypes
    assert (c.power, c.toughness) == (2, 2)
    assert {"Reach", "Indestructible", "Haste"} <= keywords(b, "forest")
    assert "Creature" not in b.resolve()["theirs"].characteristics.types
    b.end_turn()
    assert "Creature" in b.resolve()["forest"].characteristics.types
    b.end_turn()
    assert set(b.resolve()["forest"].characteristics.types) == {"Land"}


def test_sorin_lead_duration_covers_both_predicates():
    # Sorin, Solemn Visitor: "[+1]: Until your next turn, creatures you control get +1/+0 and gain lifelink."
    b = Board()
    b.enter("Sorin, Solemn Visitor", id="sorin", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Grizzly Bears", id="other", controller="Bo")
    b.ability("sorin", "+1")
    assert pt(b, "bear") == (3, 2) and "Lifelink" in keywords(b, "bear")
    assert pt(b, "other") == (2, 2)
    b.end_turn()
    assert pt(b, "bear") == (3, 2) and "Lifelink" in keywords(b, "bear")
    b.end_turn()
    assert pt(b, "bear") == (2, 2) and "Lifelink" not in keywords(b, "bear")


def test_fear_of_falling_trailing_duration_covers_both_predicates():
    # "... target creature defending player controls gets -2/-0 and loses flying until your next turn."
    b = Board()
    b.enter("Fear of Falling", id="fear", controller="Alex")
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.ability("fear", 2, targets=["angel"])
    assert pt(b, "angel") == (2, 4) and "Flying" not in keywords(b, "angel")
    b.end_turn()
    assert pt(b, "angel") == (2, 4) and "Flying" not in keywords(b, "angel")
    b.end_turn()
    assert pt(b, "angel") == (4, 4) and "Flying" in keywords(b, "angel")


def test_compiled_duration_of_until_your_next_turn():
    # the definition the rules imply: a resolved effect whose duration is until its controller's next turn
    compiled = compile_text("Test Card", "Target creature gets -2/-1 until your next turn.", ["Instant"])
    d = compiled.effects[1]
    assert d["duration"] == "until_your_next_turn" and d["modify_pt"] == [-2, -1] and d["affects"] == "targets"


def test_an_inner_until_your_next_turn_ends_only_its_own_predicates():
    # "gets +2/+2 until your next turn and gains flying until end of turn": two durations in one
    # sentence's layer parts; never read as one
    compiled = compile_text("Test Card", "Target creature gets +2/+2 until your next turn and gains flying "
                            "until end of turn.", ["Instant"])
    assert compiled.effects == {} and len(compiled.unsupported) == 1
    # a lead "until your next turn" with an inner "until end of turn": the same
    compiled = compile_text("Test Card", "Until your next turn, target creature gets +1/+1 until end of turn.",
                            ["Instant"])
    assert compiled.effects == {} and len(compiled.unsupported) == 1


def test_control_until_your_next_turn_and_haste_until_end_of_turn():
    # each sentence keeps its own duration: control ends as its controller's next turn begins,
    # haste with this turn (514.2)
    compiled = compile_text("Test Card", "Gain control of target creature until your next turn. It gains haste "
                            "until end of turn.", ["Sorcery"])
    parts = compiled.effects[1]["parts"]
    assert [p["duration"] for p in parts] == ["until_your_next_turn", "end_of_turn"]


def test_until_end_of_turn_still_ends_with_the_turn():
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.cast("Giant Growth", controller="Alex", targets=["bear"])
    assert pt(b, "bear") == (5, 5)
    b.end_turn()
    assert pt(b, "bear") == (2, 2)


# ------------------------------------------------------------------ 701.37 monstrosity, monstrous

def test_fleecemane_lion_is_monstrous_after_its_monstrosity_ability():
    # "{3}{G}{W}: Monstrosity 1." / "As long as this creature is monstrous, it has hexproof and indestructible."
    b = Board()
    b.enter("Fleecemane Lion", id="lion", controller="Alex")
    assert pt(b, "lion") == (3, 3) and not {"Hexproof", "Indestructible"} & keywords(b, "lion")
    b.ability("lion", 1)
    assert pt(b, "lion") == (4, 4)                       # 701.37a: one +1/+1 counter
    assert {"Hexproof", "Indestructible"} <= keywords(b, "lion")
    b.ability("lion", 1)                                 # already monstrous: nothing happens (701.37a)
    assert pt(b, "lion") == (4, 4)
    b.end_turn()
    assert {"Hexproof", "Indestructible"} <= keywords(b, "lion")


def test_monstrous_ends_when_the_permanent_leaves_the_battlefield():
    # 701.37b: "it stays monstrous until it leaves the battlefield"; the new object is not (400.7)
    b = Board()
    b.enter("Fleecemane Lion", id="lion", controller="Alex")
    b.ability("lion", 1)
    b.move("lion", "hand")
    b.move("lion", "battlefield")
    assert pt(b, "lion") == (3, 3) and "Hexproof" not in keywords(b, "lion")


def test_monstrosity_x_takes_x_from_the_step():
    # Domesticated Hydra: "{X}{G}{G}{G}: Monstrosity X." / "As long as this creature is monstrous, it has trample."
    b = Board()
    b.enter("Domesticated Hydra", id="hydra", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability("hydra", 1)
    b.ability("hydra", 1, choices={"number": 3})
    assert pt(b, "hydra") == (6, 6) and "Trample" in keywords(b, "hydra")


def test_enter_already_monstrous():
    b = Board()
    b.enter("Fleecemane Lion", id="lion", controller="Alex", monstrous=True)
    assert pt(b, "lion") == (3, 3)                       # the designation only: no counters stated
    assert {"Hexproof", "Indestructible"} <= keywords(b, "lion")
    with pytest.raises(ScenarioError):
        b.enter("Fleecemane Lion", id="card", zone="hand", monstrous=True)


def test_monstrosity_counters_are_replaced_like_any_other():
    # Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control, that many
    # plus one +1/+1 counters are put on it instead." (614.1a)
    b = Board()
    b.enter("Hardened Scales", id="scales", controller="Alex")
    b.enter("Fleecemane Lion", id="lion", controller="Alex")
    b.ability("lion", 1)
    assert pt(b, "lion") == (5, 5)


# ------------------------------------------------------------------ 702.112 renown, renowned

def test_goblin_glory_chaser_has_menace_once_renowned():
    # "Renown 1" / "As long as this creature is renowned, it has menace."
    b = Board()
    b.enter("Goblin Glory Chaser", id="gob", controller="Alex")
    assert "Menace" not in keywords(b, "gob")
    b.ability("gob", 1)             # its renown trigger resolves (it dealt combat damage to a player)
    assert pt(b, "gob") == (2, 2) and "Menace" in keywords(b, "gob")
    b.ability("gob", 1)             # 702.112a: "if it isn't renowned": nothing more
    assert pt(b, "gob") == (2, 2)


def test_honored_hierarch_renowned_on_entering():
    b = Board()
    b.enter("Honored Hierarch", id="h", controller="Alex", renowned=True)
    c = b.resolve()["h"].characteristics
    assert "Vigilance" in keywords(b, "h")
    assert any("Add one mana of any color" in a.text for a in c.abilities)


def test_a_monstrous_condition_is_not_renowned():
    b = Board()
    b.enter("Goblin Glory Chaser", id="gob", controller="Alex", monstrous=True)
    assert "Menace" not in keywords(b, "gob")


def test_compiled_designation_condition():
    compiled = compile_text("Test Card", "As long as Test Card is monstrous, it has trample.", ["Creature"])
    assert compiled.effects[1]["condition"] == {"source": {"designations": ["monstrous"]}}
    assert compiled.effects[1]["add_abilities"] == ["Trample"]


# ------------------------------------------------------------------ "until the end of your next turn"

def controller(b: Board, oid: str) -> str:
    return b.resolve()[oid].characteristics.controller


def test_wyll_control_lasts_through_the_end_of_your_next_turn():
    # Wyll, Pact-Bound Duelist: "When Wyll enters, gain control of target artifact or creature an opponent
    # controls with mana value 4 or less until the end of your next turn." Created on Alex's turn: Alex
    # keeps it through Bo's turn and Alex's next turn, which it ends with (514.2)
    b = Board()
    b.enter("Wyll, Pact-Bound Duelist", id="wyll", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("wyll", 2, targets=["bear"])
    assert controller(b, "bear") == "Alex"
    b.end_turn()                        # Bo's turn
    assert controller(b, "bear") == "Alex"
    b.end_turn()                        # Alex's next turn begins
    assert controller(b, "bear") == "Alex"
    b.end_turn()                        # and ends
    assert controller(b, "bear") == "Bo"


def test_until_the_end_of_your_next_turn_created_on_an_opponents_turn():
    # created during Bo's turn: Alex's next turn is the very next one; the effect ends as it ends
    b = Board(turn="Bo")
    b.enter("Wyll, Pact-Bound Duelist", id="wyll", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("wyll", 2, targets=["bear"])
    b.end_turn()                        # Alex's turn begins
    assert controller(b, "bear") == "Alex"
    b.end_turn()
    assert controller(b, "bear") == "Bo"


def test_compiled_until_the_end_of_your_next_turn():
    compiled = compile_text("Test Card", "Target creature gets +1/+1 until the end of your next turn and gains "
                            "flying until the end of your next turn.", ["Instant"])
    d = compiled.effects[1]
    assert d["duration"] == "until_end_of_your_next_turn" and d["modify_pt"] == [1, 1]
    assert d["add_abilities"] == ["Flying"]
    # one predicate without a duration beside one with it: two durations, never one
    assert compile_text("Test Card", "Target creature gets +1/+1 until the end of your next turn and gains "
                        "flying.", ["Instant"]).effects == {}


# ------------------------------------------------------------------ "entered this turn" (400.7)

def test_crew_captain_is_indestructible_the_turn_it_entered():
    # "This creature has indestructible as long as it entered this turn."
    b = Board()
    b.enter("Crew Captain", id="cap", controller="Alex")
    assert "Indestructible" in keywords(b, "cap")
    b.end_turn()
    assert "Indestructible" not in keywords(b, "cap")
    b.move("cap", "hand")
    b.move("cap", "battlefield")            # a new object that entered this turn (400.7)
    assert "Indestructible" in keywords(b, "cap")


def test_a_permanent_on_the_battlefield_before_this_turn():
    b = Board()
    b.enter("Crew Captain", id="cap", controller="Alex", entered_this_turn=False)
    assert "Indestructible" not in keywords(b, "cap")


def test_keldon_strike_team_gives_haste_the_turn_it_entered():
    # "As long as this creature entered this turn, creatures you control have haste."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex", entered_this_turn=False)
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Keldon Strike Team", id="team", controller="Alex")
    assert "Haste" in keywords(b, "bear") and "Haste" in keywords(b, "team")
    assert "Haste" not in keywords(b, "theirs")
    b.end_turn()
    assert "Haste" not in keywords(b, "bear")


def test_deathleaper_double_strike_for_creatures_that_entered_this_turn():
    # "Creatures you control that entered this turn have double strike."
    b = Board()
    b.enter("Deathleaper, Terror Weapon", id="dl", controller="Alex", entered_this_turn=False)
    b.enter("Grizzly Bears", id="old", controller="Alex", entered_this_turn=False)
    b.enter("Grizzly Bears", id="new", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    assert "Double strike" in keywords(b, "new")
    assert not {"Double strike"} & (keywords(b, "old") | keywords(b, "theirs") | keywords(b, "dl"))


def test_raucous_entertainer_counters_on_creatures_that_entered_this_turn():
    # "{1}, {T}: Put a +1/+1 counter on each creature you control that entered this turn."
    b = Board()
    b.enter("Raucous Entertainer", id="ent", controller="Alex", entered_this_turn=False)
    b.enter("Grizzly Bears", id="old", controller="Alex", entered_this_turn=False)
    b.enter("Grizzly Bears", id="new", controller="Alex")
    b.ability("ent", 1)
    assert pt(b, "new") == (3, 3) and pt(b, "old") == (2, 2) and pt(b, "ent") == (2, 2)


def test_hundred_handed_one_monstrous_reach_and_blocks():
    # "{3}{W}{W}{W}: Monstrosity 3." / "As long as this creature is monstrous, it has reach and can block an
    # additional ninety-nine creatures each combat." (the blocking rule is not a layer effect, 509.1a)
    b = Board()
    b.enter("Hundred-Handed One", id="one", controller="Alex")
    assert "Reach" not in keywords(b, "one")
    b.ability("one", 2)
    assert pt(b, "one") == (6, 8) and "Reach" in keywords(b, "one")
