"""Round 12, put12: counters put as a spell or ability resolves (122.1, one-shot) that then matter in layer 7c
(613.4c). Each test builds a board with the real card and checks what its oracle text and the rules say; a
fact the board cannot see is stated (the history step, ``choices``), and listed in ``Resolution.unsupported``
when it is not — never assumed."""
from __future__ import annotations

from layerkit import Board

from tests._compiled import compiled, pt


# ---------------------------------------------------------------- "if ~ dealt damage to an opponent this turn"

def test_dunerider_outlaw_counter_only_if_it_dealt_damage_to_an_opponent():
    # "At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1
    # counter on it." (a 1/1; 603.4: an intervening "if", checked as the trigger resolves; 120.1)
    d = compiled("Dunerider Outlaw")
    assert d.supported
    assert d.effects[2] == {"affects": "self", "counters": {"+1/+1": 1},
                            "condition": {"fact": {"name": "dealt_damage_to_opponent_this_turn", "player": "source"}}}
    b = Board()
    b.enter("Dunerider Outlaw", id="o", controller="Alex")
    b.ability("o", 2)                                   # untold: no counter, and listed
    r = b.resolve()
    assert pt(b, "o") == (1, 1) and any("dealt_damage_to_opponent_this_turn" in str(u) for u in r.unsupported)
    b.state_history("o", dealt_damage_to_opponent_this_turn=False)
    b.ability("o", 2)
    assert pt(b, "o") == (1, 1)
    b.state_history("o", dealt_damage_to_opponent_this_turn=True)
    b.ability("o", 2)
    assert pt(b, "o") == (2, 2)
    b.end_turn()                                        # a fact of the turn: untold again
    assert b.state.fact("o#0", "dealt_damage_to_opponent_this_turn") is None


def test_wolverine_counter_if_he_dealt_damage_to_another_creature():
    # "At the beginning of each end step, if Wolverine dealt damage to another creature this turn, put a +1/+1
    # counter on him." (a 2/2)
    b = Board()
    b.enter("Wolverine, Best There Is", id="w", controller="Alex")
    b.state_history("w", dealt_damage_to_opponent_this_turn=True)      # another fact: still untold
    b.ability("w", 2)
    assert pt(b, "w") == (2, 2)
    b.state_history("w", dealt_damage_to_another_creature_this_turn=True)
    b.ability("w", 2)
    assert pt(b, "w") == (3, 3)


# ---------------------------------------------------------------- "where X is that creature's power" of the event's creature

def test_kresh_counters_equal_to_the_power_of_the_creature_that_died():
    # "Whenever another creature dies, you may put X +1/+1 counters on Kresh, where X is that creature's power."
    # (a 3/3; 603.10a, 608.2h: the creature as it last existed on the battlefield, which the step states)
    d = compiled("Kresh the Bloodbraided")
    assert d.supported
    assert d.effects[1] == {"affects": "self",
                            "counters": {"+1/+1": {"stated": {"object": "died", "characteristic": "power"}}}}
    b = Board()
    b.enter("Kresh the Bloodbraided", id="k", controller="Alex")
    b.ability("k", 1)                                   # untold: no counters, and listed
    r = b.resolve()
    assert pt(b, "k") == (3, 3) and any("died" in str(u) for u in r.unsupported)
    b.ability("k", 1, choices={"stated": {"died": {"power": 4}}})
    assert pt(b, "k") == (7, 7)
    b.ability("k", 1, choices={"stated": {"died": {"power": -2}}})     # 107.1b: no counters for a negative X
    assert pt(b, "k") == (7, 7)


def test_hamletback_goliath_counters_equal_to_the_entering_creatures_power():
    # "Whenever another creature enters, you may put X +1/+1 counters on this creature, where X is that
    # creature's power." (a 6/6)
    b = Board()
    b.enter("Hamletback Goliath", id="h", controller="Alex")
    b.ability("h", 1, choices={"stated": {"entered": {"power": 2}}})
    assert pt(b, "h") == (8, 8)


def test_deaths_presence_counters_on_the_target_equal_to_the_power_of_the_creature_that_died():
    # "Whenever a creature you control dies, put X +1/+1 counters on target creature you control, where X is the
    # power of the creature that died."
    b = Board()
    b.enter("Death's Presence", id="dp", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("dp", 1, targets=["bear"], choices={"stated": {"died": {"power": 5}}})
    assert pt(b, "bear") == (7, 7)


def test_the_creature_that_died_only_where_the_event_names_one():
    from layerkit.compiler import compile_text
    # no event naming a creature that died: "the creature that died" names nothing the step could state
    c = compile_text("Test", "When this creature enters, put X +1/+1 counters on target creature, where X is the "
                     "power of the creature that died.", ["Creature"])
    assert not c.supported
    # "that creature" after a target is the target, as before (608.2h: its power as it resolves)
    c = compile_text("Test", "Whenever another creature dies, put X +1/+1 counters on target creature, where X is "
                     "that creature's power.", ["Creature"])
    assert "died" not in str(c.effects)


# ---------------------------------------------------------------- "if you didn't put a card into your hand this way"

def test_pulsar_squadron_ace_counter_only_if_no_card_was_put_into_the_hand():
    # "When this creature enters, look at the top five cards of your library. You may reveal a Spacecraft card from
    # among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you
    # didn't put a card into your hand this way, put a +1/+1 counter on this creature." (a 1/2; 608.2c)
    d = compiled("Pulsar Squadron Ace")
    assert d.supported
    assert d.effects[1] == {"affects": "self", "counters": {"+1/+1": 1}, "condition": {"not": {"you_did": True}}}
    b = Board()
    b.enter("Pulsar Squadron Ace", id="p", controller="Alex")
    b.ability("p", 1)                                   # untold: no counter, and listed
    r = b.resolve()
    assert pt(b, "p") == (1, 2) and any("you_did" in str(u) for u in r.unsupported)
    b.ability("p", 1, choices={"you_did": True})        # a card was put into the hand: no counter
    assert pt(b, "p") == (1, 2)
    b.ability("p", 1, choices={"you_did": False})
    assert pt(b, "p") == (2, 3)


def test_nashi_counter_if_no_cards_were_put_into_the_hand():
    # "... You may put any number of legendary and/or enchantment cards from among them into your hand. If you put
    # no cards into your hand this way, put a +1/+1 counter on Nashi." (a 2/2)
    b = Board()
    b.enter("Nashi, Searcher in the Dark", id="n", controller="Alex")
    b.ability("n", 2, choices={"you_did": False})
    assert pt(b, "n") == (3, 3)


def test_didnt_put_into_hand_needs_the_one_optional_action():
    from layerkit.compiler import compile_text
    c = compile_text("Test", "When this creature enters, draw a card. If you didn't put a card into your hand this "
                     "way, put a +1/+1 counter on this creature.", ["Creature"])
    assert not c.supported


# ---------------------------------------------------------------- void: "if a nonland permanent left ... or a spell was warped"

def _void_facts(b: Board, left: tuple[int, int], warped: tuple[int, int]) -> None:
    for who, n_left, n_warped in (("Alex", left[0], warped[0]), ("Bo", left[1], warped[1])):
        b.state_fact(who, nonland_permanents_left_this_turn=n_left, spells_warped_this_turn=n_warped)


def test_insatiable_skittermaw_void_counter():
    # "Void — At the beginning of your end step, if a nonland permanent left the battlefield this turn or a spell
    # was warped this turn, put a +1/+1 counter on this creature." (a 2/2; 603.4; 702.185c: warped = cast for its
    # warp cost; anyone's permanent, anyone's spell)
    d = compiled("Insatiable Skittermaw")
    assert d.supported
    assert d.effects[2]["condition"] == {"any": [
        {"fact": {"name": "nonland_permanents_left_this_turn", "player": "any", "min": 1}},
        {"fact": {"name": "spells_warped_this_turn", "player": "any", "min": 1}}]}
    b = Board()
    b.enter("Insatiable Skittermaw", id="s", controller="Alex")
    b.ability("s", 2)                                   # untold: no counter, and listed
    r = b.resolve()
    assert pt(b, "s") == (2, 2) and any("nonland_permanents_left_this_turn" in str(u) for u in r.unsupported)
    _void_facts(b, (0, 0), (0, 0))
    b.ability("s", 2)
    assert pt(b, "s") == (2, 2)
    _void_facts(b, (0, 1), (0, 0))                      # an opponent's nonland permanent left
    b.ability("s", 2)
    assert pt(b, "s") == (3, 3)
    _void_facts(b, (0, 0), (1, 0))                      # a spell was warped
    b.ability("s", 2)
    assert pt(b, "s") == (4, 4)


def test_a_nonland_permanent_leaving_the_battlefield_forgets_the_count():
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.state_fact("Bo", nonland_permanents_left_this_turn=0)
    b.move("bear", "graveyard")
    assert b.state.fact("Bo", "nonland_permanents_left_this_turn") is None


# ---------------------------------------------------------------- "put up to X +1/+0 counters on ~", at most four in all

def test_clockwork_avian_up_to_x_counters_never_more_than_four():
    # "This creature enters with four +1/+0 counters on it." (a 0/4) "At end of combat, if this creature attacked
    # or blocked this combat, remove a +1/+0 counter from it." "{X}, {T}: Put up to X +1/+0 counters on this
    # creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than
    # four." (608.2d: how many is chosen as it resolves; 613.4c: +1/+0 each)
    import pytest

    from layerkit.errors import ScenarioError
    d = compiled("Clockwork Avian")
    assert d.supported
    assert d.effects[3] == {"affects": "self", "remove_counters": {"+1/+0": 1},
                            "condition": {"source": {"any": [{"combat": "attacking"}, {"combat": "blocking"}]}}}
    assert d.effects[4] == {"affects": "self", "counters": {"+1/+0": {"up_to": [
        "x", {"sum": [4, {"times": [-1, {"counters": "+1/+0"}]}]}]}}}
    b = Board()
    b.enter("Clockwork Avian", id="a", controller="Alex")
    assert pt(b, "a") == (4, 4)
    b.ability("a", 3)                                   # it neither attacked nor blocked: nothing
    assert pt(b, "a") == (4, 4)
    b.attack("a")
    b.ability("a", 3)
    assert pt(b, "a") == (3, 4)
    b.ability("a", 3)
    assert pt(b, "a") == (2, 4)
    b.end_turn()
    b.ability("a", 4, choices={"number": 3})            # how many is untold: nothing, and listed
    r = b.resolve()
    assert pt(b, "a") == (2, 4) and any("up_to" in str(u) for u in r.unsupported)
    with pytest.raises(ScenarioError):                  # three would make five in all
        b.ability("a", 4, choices={"number": 3, "up_to": 3})
    with pytest.raises(ScenarioError):                  # more than X
        b.ability("a", 4, choices={"number": 1, "up_to": 2})
    b.ability("a", 4, choices={"number": 3, "up_to": 1})
    assert pt(b, "a") == (3, 4)
    b.ability("a", 4, choices={"number": 5, "up_to": 1})
    assert pt(b, "a") == (4, 4)
    b.ability("a", 4, choices={"number": 5, "up_to": 0})   # four already: none
    assert pt(b, "a") == (4, 4)


def test_clockwork_beast_cap_is_seven():
    # "This creature enters with seven +1/+0 counters on it." (a 0/4) "... can't cause the total number of +1/+0
    # counters on this creature to be greater than seven."
    b = Board()
    b.enter("Clockwork Beast", id="c", controller="Alex")
    assert pt(b, "c") == (7, 4)
    b.attack("c")
    b.ability("c", 2)
    b.end_turn()
    b.ability("c", 3, choices={"number": 2, "up_to": 1})
    assert pt(b, "c") == (7, 4)


def test_a_total_limit_needs_put_up_to_on_the_source():
    from layerkit.compiler import compile_text
    c = compile_text("Test", "{T}: Put a +1/+0 counter on target creature. This ability can't cause the total number "
                     "of +1/+0 counters on this creature to be greater than four.", ["Creature"])
    assert not c.supported


# ---------------------------------------------------------------- "if that creature was a ..." of the creature that died

def test_overgrowth_elemental_counter_if_the_creature_that_died_was_an_elemental():
    # "Whenever another creature you control dies, you gain 1 life. If that creature was an Elemental, put a +1/+1
    # counter on this creature." (a 3/2; 603.10a, 608.2h: what it was as it last existed, stated)
    d = compiled("Overgrowth Elemental")
    assert d.supported
    assert d.effects[2] == {"affects": "self", "counters": {"+1/+1": 1},
                            "condition": {"stated": {"object": "died", "is": {"subtypes": ["Elemental"]}}}}
    b = Board()
    b.enter("Overgrowth Elemental", id="o", controller="Alex")
    b.ability("o", 2)                                   # untold: nothing, and listed
    r = b.resolve()
    assert pt(b, "o") == (3, 2) and any("died" in str(u) for u in r.unsupported)
    b.ability("o", 2, choices={"stated": {"died": {"types": ["Creature"], "subtypes": ["Elf"]}}})
    assert pt(b, "o") == (3, 2)
    b.ability("o", 2, choices={"stated": {"died": {"types": ["Creature"], "subtypes": ["Elemental", "Beast"]}}})
    assert pt(b, "o") == (4, 3)


def test_ugluk_two_counters_instead_if_it_was_a_goblin_or_orc():
    # "Whenever another creature you control dies, put a +1/+1 counter on Uglúk. If that creature was a Goblin or
    # Orc, put two +1/+1 counters on Uglúk instead." (a 3/3; 608.2c: instead of the one counter)
    b = Board()
    b.enter("Uglúk of the White Hand", id="u", controller="Alex")
    b.ability("u", 1, choices={"stated": {"died": {"types": ["Creature"], "subtypes": ["Human"]}}})
    assert pt(b, "u") == (4, 4)
    b.ability("u", 1, choices={"stated": {"died": {"types": ["Creature"], "subtypes": ["Orc", "Warrior"]}}})
    assert pt(b, "u") == (6, 6)
    b.ability("u", 1)                                   # untold: nothing, and listed
    r = b.resolve()
    assert pt(b, "u") == (6, 6) and any("died" in str(u) for u in r.unsupported)


def test_that_creature_after_a_target_is_not_the_creature_that_died():
    from layerkit.compiler import compile_text
    c = compile_text("Test", "Whenever another creature you control dies, tap target creature. If that creature was "
                     "an Elf, put a +1/+1 counter on this creature.", ["Creature"])
    assert "died" not in str(c.effects)


def test_oran_rief_hydra_two_counters_instead_if_that_land_is_a_forest():
    # "Landfall — Whenever a land you control enters, put a +1/+1 counter on this creature. If that land is a
    # Forest, put two +1/+1 counters on this creature instead." (a 5/5; the land as it is as the ability resolves)
    b = Board()
    b.enter("Oran-Rief Hydra", id="h", controller="Alex")
    b.ability("h", 2, choices={"stated": {"entered": {"types": ["Land"], "subtypes": ["Mountain"]}}})
    assert pt(b, "h") == (6, 6)
    b.ability("h", 2, choices={"stated": {"entered": {"types": ["Land"], "subtypes": ["Forest"]}}})
    assert pt(b, "h") == (8, 8)


def test_guul_draz_overseer_swamp_gives_plus_two_instead():
    # "Landfall — Whenever a land you control enters, other creatures you control get +1/+0 until end of turn. If
    # that land is a Swamp, those creatures get +2/+0 until end of turn instead."
    b = Board()
    b.enter("Guul Draz Overseer", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("g", 2, choices={"stated": {"entered": {"types": ["Land"], "subtypes": ["Swamp"]}}})
    assert pt(b, "bear") == (4, 2) and pt(b, "g") == (3, 4)


def test_jackknight_lifelink_only_if_that_artifact_is_a_contraption():
    # "Whenever another artifact you control enters, put a +1/+1 counter on this creature. If that artifact is a
    # Contraption, this creature gains lifelink until end of turn." (a 1/1)
    for subtypes, lifelink in ((["Contraption"], True), (["Equipment"], False)):
        b = Board()
        b.enter("Jackknight", id="j", controller="Alex")
        b.ability("j", 1, choices={"stated": {"entered": {"types": ["Artifact"], "subtypes": subtypes}}})
        c = b.resolve()["j"].characteristics
        assert (c.power, c.toughness) == (2, 2)
        assert ("Lifelink" in {a.keyword for a in c.abilities}) is lifelink


# ---------------------------------------------------------------- counters under an "if", then an instruction with no layer effect

def test_michelangelo_counter_if_you_attacked_then_a_food_token():
    # "Raid (the Fridge) — At the beginning of your second main phase, if you attacked this turn, put a +1/+1 counter
    # on target creature and create a Food token." (603.4: checked as it resolves; the Food token, 111.1, is no
    # layer effect)
    d = compiled("Michelangelo, the Heart")
    assert d.supported
    assert d.effects[2]["condition"] == {"fact": {"name": "attacked_this_turn"}}
    assert d.effects[2]["counters"] == {"+1/+1": 1} and d.effects[2]["affects"] == "targets"
    b = Board()
    b.enter("Michelangelo, the Heart", id="m", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.state_fact("Alex", attacked_this_turn=False)
    b.ability("m", 2, targets=["bear"])
    assert pt(b, "bear") == (2, 2)
    b.state_fact("Alex", attacked_this_turn=True)
    b.ability("m", 2, targets=["bear"])
    assert pt(b, "bear") == (3, 3)


def test_an_if_before_counters_and_an_instruction_with_a_layer_effect_is_not_split():
    from layerkit.compiler.compile import _split_puts
    s = "if you attacked this turn, put a +1/+1 counter on target creature and that creature gains flying until end of turn."
    assert _split_puts([s], "triggered") == [s]
    assert _split_puts(["if you attacked this turn, put a +1/+1 counter on ~, then scry 1."], "triggered") == [
        "if you attacked this turn, put a +1/+1 counter on ~.", "scry 1."]
