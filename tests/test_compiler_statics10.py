"""Round 10, statics10: static conditions and conditions on an object's history this turn. Each test builds
a board with the real card and checks what its oracle text and the rules say, on both sides of the
condition (611.3a: a static ability's condition is checked continuously); a fact the board cannot see is
stated with the fact step, and listed in ``Resolution.unsupported`` when it is not."""
from __future__ import annotations

from layerkit import Board
from layerkit.analysis.coverage import faces_of, load_cards
from layerkit.compiler import compile_card


def _card(name: str) -> dict:
    return next(c for c in load_cards() if c["name"] == name)


def _compiled(name: str):
    return compile_card(faces_of(_card(name))[0])


def _pt(b: Board, oid: str) -> tuple:
    c = b.resolve()[oid].characteristics
    return (c.power, c.toughness)


def _keywords(b: Board, oid: str) -> set:
    return {a.keyword for a in b.resolve()[oid].characteristics.abilities if a.keyword}


# ---------------------------------------------------------------- "unless" in a static ability


def test_tadeas_hexproof_unless_its_attacking():
    # "Tadeas has hexproof unless it's attacking." (611.3a: while it isn't attacking)
    assert _compiled("Tadeas, Juniper Ascendant").supported
    b = Board()
    b.enter("Tadeas, Juniper Ascendant", id="t", controller="Alex")
    assert "Hexproof" in _keywords(b, "t")
    b.attack("t")
    assert "Hexproof" not in _keywords(b, "t")
    b.end_turn()                                # no longer attacking (the board's combat ends with the turn)
    assert "Hexproof" in _keywords(b, "t")


def test_tromokratis_hexproof_unless_attacking_or_blocking():
    # "Tromokratis has hexproof unless it's attacking or blocking."
    b = Board()
    b.enter("Tromokratis", id="t", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    assert "Hexproof" in _keywords(b, "t")
    b.end_turn()                                # Bo's turn: Bo attacks, Tromokratis blocks
    b.attack("bear")
    assert "Hexproof" in _keywords(b, "t")
    b.block("t", attacker="bear")
    assert "Hexproof" not in _keywords(b, "t")


def test_unless_beside_a_duration_stays_unsupported():
    # "~ gets +1/+1 until end of turn unless any player pays {2}": a payment as it resolves, not a condition
    from layerkit.compiler.lower import NotExpressible, sentence
    from layerkit.compiler.grammar import parse
    import pytest
    with pytest.raises(NotExpressible):
        sentence(parse("~ gets +1/+1 until end of turn unless it's attacking"))


# ---------------------------------------------------------------- what the board records this turn


def test_agent_frank_horrigan_indestructible_as_long_as_it_attacked_this_turn():
    # "Agent Frank Horrigan has indestructible as long as it attacked this turn." (508.1: declared attacking)
    b = Board()
    b.enter("Agent Frank Horrigan", id="f", controller="Alex")
    assert "Indestructible" not in _keywords(b, "f")
    b.attack("f")
    assert "Indestructible" in _keywords(b, "f")
    b.end_turn()
    assert "Indestructible" not in _keywords(b, "f")


def test_attacked_this_turn_is_the_objects_own_not_a_new_objects():
    # 400.7: the permanent that returns is a new object, which did not attack this turn
    b = Board()
    b.enter("Agent Frank Horrigan", id="f", controller="Alex")
    b.attack("f")
    b.move("f", "hand")
    b.move("f", "battlefield")
    assert "Indestructible" not in _keywords(b, "f")


def test_air_nomad_student_counter_if_it_didnt_attack_this_turn():
    # "At the beginning of your end step, if this creature didn't attack this turn, put a +1/+1 counter on it."
    # (a 2/2; 603.4: the intervening "if" is checked as the ability resolves)
    b = Board()
    b.enter("Air Nomad Student", id="s", controller="Alex")
    base = _pt(b, "s")
    b.ability("s", 2)
    assert _pt(b, "s") == (base[0] + 1, base[1] + 1)
    b.end_turn()
    b.end_turn()
    b.attack("s")
    b.ability("s", 2)
    assert _pt(b, "s") == (base[0] + 1, base[1] + 1)      # it attacked: no counter


# ---------------------------------------------------------------- the size of a library (401.1), a fact


def test_isleback_spawn_a_library_with_twenty_or_fewer_cards():
    # "This creature gets +4/+8 as long as a library has twenty or fewer cards in it." (a 4/8): any player's
    b = Board()
    b.enter("Isleback Spawn", id="k", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    r = b.resolve()
    assert (r["k"].characteristics.power, r["k"].characteristics.toughness) == (4, 8)
    assert any("cards_in_library" in str(u) for u in r.unsupported)     # never assumed
    b.state_fact("Alex", cards_in_library=40)
    b.state_fact("Bo", cards_in_library=21)
    assert _pt(b, "k") == (4, 8)
    b.state_fact("Bo", cards_in_library=20)                             # the opponent's library
    assert _pt(b, "k") == (8, 16)


def test_living_conundrum_no_cards_in_your_library():
    # "As long as there are no cards in your library, this creature has base power and toughness 10/10 and has
    # flying and vigilance." (a 2/5)
    b = Board()
    b.enter("Living Conundrum", id="c", controller="Alex")
    r = b.resolve()
    assert (r["c"].characteristics.power, r["c"].characteristics.toughness) == (2, 5)
    assert any("cards_in_library" in str(u) for u in r.unsupported)
    b.state_fact("Bo", cards_in_library=0)                              # not your library
    b.state_fact("Alex", cards_in_library=1)
    assert _pt(b, "c") == (2, 5) and "Flying" not in _keywords(b, "c")
    b.state_fact("Alex", cards_in_library=0)
    assert _pt(b, "c") == (10, 10) and {"Flying", "Vigilance"} <= _keywords(b, "c")


def test_a_card_into_a_library_forgets_its_size():
    # 401.1: a step that puts a card into a library changes the count: the board no longer knows it
    b = Board()
    b.enter("Living Conundrum", id="c", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.state_fact("Alex", cards_in_library=0)
    assert _pt(b, "c") == (10, 10)
    b.move("bear", "library")
    r = b.resolve()
    assert (r["c"].characteristics.power, r["c"].characteristics.toughness) == (2, 5)
    assert any("cards_in_library" in str(u) for u in r.unsupported)


def test_no_creature_cards_in_your_library_stays_unsupported():
    from layerkit.compiler.grammar import parse
    from layerkit.compiler.lower import sentence
    import pytest
    with pytest.raises(Exception):
        sentence(parse("as long as there are no creature cards in your library, ~ gets +1/+1"))


# ---------------------------------------------------------------- "or" before a condition on a game fact


def test_earth_rumble_wrestlers_a_land_creature_or_a_land_entered_this_turn():
    # "This creature gets +1/+0 and has trample as long as you control a land creature or a land entered the
    # battlefield under your control this turn." (a 3/4; 603.6a: the landfall fact is stated, never assumed)
    b = Board()
    b.enter("Earth Rumble Wrestlers", id="w", controller="Alex")
    r = b.resolve()
    assert (r["w"].characteristics.power, r["w"].characteristics.toughness) == (3, 4)
    assert any("lands_entered_this_turn" in str(u) for u in r.unsupported)
    b.state_fact("Alex", lands_entered_this_turn=0)
    assert _pt(b, "w") == (3, 4) and "Trample" not in _keywords(b, "w")
    b.state_fact("Bo", lands_entered_this_turn=1)                       # not under your control
    assert _pt(b, "w") == (3, 4)
    b.state_fact("Alex", lands_entered_this_turn=1)
    assert _pt(b, "w") == (4, 4) and "Trample" in _keywords(b, "w")
    b.end_turn()                                                        # a fact of the turn: untold again
    b.state_fact("Alex", lands_entered_this_turn=0)
    b.enter("Dryad Arbor", id="arbor", controller="Alex")               # a land creature you control
    b.state_fact("Alex", lands_entered_this_turn=1)                     # (the Arbor entered this turn)
    assert _pt(b, "w") == (4, 4)
    b.end_turn()
    b.end_turn()
    b.state_fact("Alex", lands_entered_this_turn=0)
    assert _pt(b, "w") == (4, 4)                                        # the land creature alone
    b.leave("arbor")
    assert _pt(b, "w") == (3, 4)


# ---------------------------------------------------------------- an object's history (OBJECT_FACTS), stated


def test_karakyk_guardian_hexproof_if_it_hasnt_dealt_damage_yet():
    # "This creature has hexproof if it hasn't dealt damage yet." (120.1; the board deals no damage: stated)
    b = Board()
    b.enter("Karakyk Guardian", id="g", controller="Alex")
    r = b.resolve()
    assert "Hexproof" not in _keywords(b, "g")
    assert any("dealt_damage" in str(u) and "history" in str(u) for u in r.unsupported)     # never assumed
    b.state_history("g", dealt_damage=False)
    assert "Hexproof" in _keywords(b, "g") and not b.resolve().unsupported
    b.state_history("g", dealt_damage=True)
    assert "Hexproof" not in _keywords(b, "g")


def test_a_new_object_has_no_history():
    # 400.7: after a zone change it is a new object: what the board was told of the old one is gone
    b = Board()
    b.enter("Palladia-Mors, the Ruiner", id="p", controller="Alex")
    b.state_history("p", dealt_damage=False)
    assert "Hexproof" in _keywords(b, "p")
    b.move("p", "hand")
    b.move("p", "battlefield")
    r = b.resolve()
    assert "Hexproof" not in _keywords(b, "p") and any("dealt_damage" in str(u) for u in r.unsupported)


def test_ratonhnhaketon_as_long_as_it_hasnt_dealt_damage_yet():
    # "As long as Ratonhnhaké꞉ton hasn't dealt damage yet, it has hexproof and can't be blocked."
    b = Board()
    b.enter("Ratonhnhaké꞉ton", id="r", controller="Alex")
    b.state_history("r", dealt_damage=False)
    assert "Hexproof" in _keywords(b, "r")
    b.state_history("r", dealt_damage=True)
    assert "Hexproof" not in _keywords(b, "r")


def test_wall_of_resistance_counter_if_it_was_dealt_damage_this_turn():
    # "At the beginning of each end step, if this creature was dealt damage this turn, put a +0/+1 counter on
    # it." (a 0/3; 603.4: checked as the ability resolves)
    b = Board()
    b.enter("Wall of Resistance", id="w", controller="Alex")
    b.ability("w", 3)                                   # untold: nothing, and listed
    r = b.resolve()
    assert _pt(b, "w") == (0, 3) and any("was_dealt_damage_this_turn" in str(u) for u in r.unsupported)
    b.state_history("w", was_dealt_damage_this_turn=False)
    b.ability("w", 3)
    assert _pt(b, "w") == (0, 3)
    b.state_history("w", was_dealt_damage_this_turn=True)
    b.ability("w", 3)
    assert _pt(b, "w") == (0, 4)
    b.end_turn()                                        # a fact of the turn: untold again
    assert b.state.fact("w#0", "was_dealt_damage_this_turn") is None


def test_history_step_round_trips_in_a_scenario(tmp_path):
    from layerkit import Scenario
    from layerkit.notebook.sandbox import save_scenario
    b = Board()
    b.enter("Karakyk Guardian", id="g", controller="Alex")
    b.state_history("g", dealt_damage=False)
    path = save_scenario(b, tmp_path / "g.yaml", expect="resolved")
    assert "history:" in path.read_text(encoding="utf-8")
    res = Scenario.load(path).resolve()
    assert "Hexproof" in {a.keyword for a in res["g"].characteristics.abilities if a.keyword}


def test_an_object_fact_in_a_definition_is_checked():
    # the schema takes an object's history only from the source ("player: source") and only OBJECT_FACTS
    from layerkit.vocabulary.schema import validate_fact
    import pytest
    validate_fact({"name": "dealt_damage", "player": "source", "max": 0}, "X", "condition.fact")
    with pytest.raises(Exception):
        validate_fact({"name": "dealt_damage", "player": "you"}, "X", "condition.fact")
    with pytest.raises(Exception):
        validate_fact({"name": "life", "player": "source"}, "X", "condition.fact")


# ---------------------------------------------------------------- "its controller" of the enchanted creature (108.4)


def test_favorable_destiny_shroud_as_long_as_its_controller_controls_another_creature():
    # "Enchanted creature has shroud as long as its controller controls another creature." The enchanted
    # creature's controller, not the Aura's: Bo's Aura on Alex's bear
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Favorable Destiny", id="fd", controller="Bo", attached_to="bear")
    assert "Shroud" not in _keywords(b, "bear")
    b.enter("Llanowar Elves", id="bo_elf", controller="Bo")          # the Aura's controller's creature
    assert "Shroud" not in _keywords(b, "bear")
    b.enter("Llanowar Elves", id="elf", controller="Alex")
    assert "Shroud" in _keywords(b, "bear")
    b.leave("elf")
    assert "Shroud" not in _keywords(b, "bear")


def test_favorable_destiny_reads_the_controller_after_layer_2():
    # 613.1b: Bo gains control of the enchanted bear: now Bo's creatures are the ones that count
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Favorable Destiny", id="fd", controller="Alex", attached_to="bear")
    b.enter("Llanowar Elves", id="elf", controller="Alex")
    assert "Shroud" in _keywords(b, "bear")
    b.enter("Threads of Disloyalty", id="threads", controller="Bo", attached_to="bear")   # mana value 2
    assert b.resolve()["bear"].characteristics.controller == "Bo"
    assert "Shroud" not in _keywords(b, "bear")                          # Bo controls no other creature
    b.enter("Llanowar Elves", id="bo_elf", controller="Bo")
    assert "Shroud" in _keywords(b, "bear")


def test_predators_gambit_intimidate_as_long_as_its_controller_controls_no_other_creatures():
    # "Enchanted creature gets +2/+1." / "Enchanted creature has intimidate as long as its controller controls no
    # other creatures."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Predator's Gambit", id="pg", controller="Alex", attached_to="bear")
    assert _pt(b, "bear") == (4, 3) and "Intimidate" in _keywords(b, "bear")
    b.enter("Llanowar Elves", id="bo_elf", controller="Bo")              # an opponent's creature
    assert "Intimidate" in _keywords(b, "bear")
    b.enter("Ornithopter", id="thopter", controller="Alex")              # another creature of Alex's
    assert "Intimidate" not in _keywords(b, "bear")


def test_its_controller_of_the_source_itself_stays_unsupported():
    from layerkit.compiler.grammar import parse
    from layerkit.compiler.lower import NotExpressible, sentence
    import pytest
    with pytest.raises(NotExpressible):
        sentence(parse("~ has shroud as long as its controller controls another creature"))


def test_sentinel_sarah_lyons_as_long_as_an_artifact_entered_this_turn():
    # "As long as an artifact entered the battlefield under your control this turn, creatures you control get
    # +2/+2." (603.6a: a fact of the turn, stated; an entering forgets it, never a stale count)
    b = Board()
    b.enter("Sentinel Sarah Lyons", id="s", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Grizzly Bears", id="bo_bear", controller="Bo")
    r = b.resolve()
    assert _pt(b, "bear") == (2, 2) and any("artifacts_entered_this_turn" in str(u) for u in r.unsupported)
    b.state_fact("Alex", artifacts_entered_this_turn=0)
    b.state_fact("Bo", artifacts_entered_this_turn=2)                   # not under your control
    assert _pt(b, "bear") == (2, 2)
    b.state_fact("Alex", artifacts_entered_this_turn=1)
    assert _pt(b, "bear") == (4, 4) and _pt(b, "bo_bear") == (2, 2)
    b.enter("Ornithopter", id="thopter", controller="Alex")              # an entering: the count is forgotten
    assert b.state.fact("Alex", "artifacts_entered_this_turn") is None
    b.end_turn()
    assert b.state.fact("Bo", "artifacts_entered_this_turn") is None


def test_another_creature_entered_this_turn_reads_the_source_apart():
    # "another creature": the source's own entering was not told apart from a count here; since ifsother15 the
    # board tells it (the source entered this turn or not, 400.7) and a count that can't say is listed, never
    # assumed (tests/test_ifsother15.py has the boards)
    c = _compiled("Bristlebane Outrider")
    assert c.supported
    assert c.effects[2]["condition"] == {"fact": {"name": "creatures_entered_this_turn", "min": 1,
                                                  "other_than_source": True}}


def test_goblin_blast_runner_as_long_as_you_sacrificed_a_permanent_this_turn():
    # "This creature gets +2/+0 and has menace as long as you sacrificed a permanent this turn." (a 1/2)
    b = Board()
    b.enter("Goblin Blast-Runner", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    r = b.resolve()
    assert _pt(b, "g") == (1, 2) and any("permanents_sacrificed_this_turn" in str(u) for u in r.unsupported)
    b.state_fact("Alex", permanents_sacrificed_this_turn=0)
    assert _pt(b, "g") == (1, 2)
    b.leave("bear")                                   # 701.21: leaving may be a sacrifice: no longer known
    assert b.state.fact("Alex", "permanents_sacrificed_this_turn") is None
    b.state_fact("Alex", permanents_sacrificed_this_turn=1)
    assert _pt(b, "g") == (3, 2) and "Menace" in _keywords(b, "g")
    b.end_turn()
    assert _pt(b, "g") == (1, 2)


def test_space_family_goblinson_three_or_more_dice_rolled_this_turn():
    # "The Space Family Goblinson has trample as long as you've rolled three or more dice this turn." (706.1)
    b = Board()
    b.enter("The Space Family Goblinson", id="g", controller="Alex")
    b.state_fact("Alex", dice_rolled_this_turn=2)
    assert "Trample" not in _keywords(b, "g")
    b.state_fact("Alex", dice_rolled_this_turn=3)
    assert "Trample" in _keywords(b, "g")


# ---------------------------------------------------------------- a list of predicates, each "as long as"


def test_tek_each_predicate_under_its_own_condition():
    # "This creature gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, gets
    # +2/+0 as long as you control a Swamp, has first strike as long as you control a Mountain, and has trample as
    # long as you control a Forest." (a 2/2)
    b = Board()
    b.enter("Tek", id="t", controller="Alex")
    b.enter("Plains", id="p", controller="Bo")                  # an opponent's: nothing
    assert _pt(b, "t") == (2, 2) and not _keywords(b, "t")
    b.enter("Plains", id="p2", controller="Alex")
    assert _pt(b, "t") == (2, 4) and not _keywords(b, "t")
    b.enter("Swamp", id="s", controller="Alex")
    b.enter("Forest", id="f", controller="Alex")
    assert _pt(b, "t") == (4, 4) and _keywords(b, "t") == {"Trample"}
    b.enter("Island", id="i", controller="Alex")
    b.enter("Mountain", id="m", controller="Alex")
    assert _keywords(b, "t") == {"Trample", "Flying", "First strike"}
    b.leave("p2")
    assert _pt(b, "t") == (4, 2)


def test_tribal_golem_an_item_without_its_verb_takes_the_one_before():
    # "This creature has trample as long as you control a Beast, haste as long as you control a Goblin, first
    # strike as long as you control a Soldier, flying as long as you control a Wizard, and "{B}: Regenerate this
    # creature" as long as you control a Zombie."
    b = Board()
    b.enter("Tribal Golem", id="g", controller="Alex")
    assert not _keywords(b, "g")
    b.enter("Raging Goblin", id="gob", controller="Alex")
    assert _keywords(b, "g") == {"Haste"}
    b.enter("Gravedigger", id="z", controller="Alex")           # a Zombie
    texts = [a.text for a in b.resolve()["g"].characteristics.abilities]
    assert any("Regenerate" in t for t in texts)


def test_unless_in_an_instruction_stays_unsupported():
    # an instruction's "unless" is checked as it resolves (608.2c), not a static ability's condition
    c = compile_card({"name": "X", "type_line": "Instant", "types": ["Instant"],
                      "oracle_text": "Put a +1/+1 counter on target creature unless you control a Forest."})
    assert not c.effects and any("unless" in u.reason for u in c.unsupported)
    # a static ability's: "creatures you control have haste unless you control a Forest" (while it doesn't hold)
    c = compile_card({"name": "X", "type_line": "Enchantment", "types": ["Enchantment"],
                      "oracle_text": "Creatures you control have haste unless you control a Forest."})
    assert c.effects[1]["condition"] == {"not": {"count": {"of": {"subtypes": ["Forest"], "controller": "you"},
                                                           "min": 1}}}
