"""Round 9, statics9: conditions of static abilities ("as long as ...") the compiler reads now. Each
test builds a board with the real card and checks what its oracle text and the rules say, on both
sides of the condition (611.3a: a static ability's condition is checked continuously)."""
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


def test_gray_harbor_merfolk_a_commander_that_is_a_creature_or_planeswalker():
    # "This creature gets +2/+0 as long as you control a commander that's a creature or planeswalker." (0/3)
    b = Board()
    b.enter("Gray Harbor Merfolk", id="m", controller="Alex")
    assert _pt(b, "m") == (0, 3)
    b.enter("Glorious Anthem", id="ga", controller="Alex", commander=True)   # a commander, not a creature
    assert _pt(b, "m") == (1, 4)            # the Anthem's +1/+1 only
    b.enter("Grizzly Bears", id="opp", controller="Bo", commander=True)       # an opponent controls it
    assert _pt(b, "m") == (1, 4)
    b.enter("Grizzly Bears", id="bear", controller="Alex", commander=True)
    assert _pt(b, "m") == (3, 4)


def test_kumenas_speaker_another_merfolk_or_an_island():
    # "This creature gets +1/+1 as long as you control another Merfolk or an Island." (a 1/1 Merfolk itself)
    b = Board()
    b.enter("Kumena's Speaker", id="k", controller="Alex")
    assert _pt(b, "k") == (1, 1)            # it is a Merfolk, but not another one
    b.enter("Island", id="i", controller="Bo")
    assert _pt(b, "k") == (1, 1)            # an opponent's Island
    b.enter("Island", id="mine", controller="Alex")
    assert _pt(b, "k") == (2, 2)
    b.leave("mine")
    b.enter("Merfolk of the Pearl Trident", id="mf", controller="Alex")
    assert _pt(b, "k") == (2, 2)


def test_a_wolf_or_werewolf_is_still_one_noun():
    # the "or" between two nouns with their own articles is read only there: "a Desert or there is a Desert
    # card" stays two conditions, and a noun list without articles stays one noun
    from layerkit.compiler.grammar import parse
    t = parse("as long as you control a wolf or werewolf, ~ gets +1/+1")
    assert "cb_control_one" in [x.data for x in t.iter_subtrees()]


def test_bloodfire_enforcers_an_instant_card_and_a_sorcery_card():
    # "This creature has first strike and trample as long as an instant card and a sorcery card are in your
    # graveyard."
    b = Board()
    b.enter("Bloodfire Enforcers", id="e", controller="Alex")
    b.enter("Lightning Bolt", zone="graveyard", owner="Alex")
    assert not {"First strike", "Trample"} & _keywords(b, "e")
    b.enter("Divination", zone="graveyard", owner="Bo")          # an opponent's graveyard
    assert not {"First strike", "Trample"} & _keywords(b, "e")
    b.enter("Divination", zone="graveyard", owner="Alex")
    assert {"First strike", "Trample"} <= _keywords(b, "e")


def test_swimmer_in_nightmares_ten_cards_in_a_single_graveyard():
    # "This creature gets +3/+0 as long as there are ten or more cards in a single graveyard." (1/4)
    b = Board()
    b.enter("Swimmer in Nightmares", id="s", controller="Alex")
    for k in range(5):
        b.enter("Island", zone="graveyard", owner="Alex")
        b.enter("Island", zone="graveyard", owner="Bo")
    assert _pt(b, "s") == (1, 4)            # ten cards, but in two graveyards
    for k in range(5):
        b.enter("Island", zone="graveyard", owner="Bo")
    assert _pt(b, "s") == (4, 4)            # the opponent's graveyard holds ten


def test_in_a_single_graveyard_elsewhere_is_not_read():
    from layerkit.compiler.compile import compile_text
    cc = compile_text("X", "Creatures you control get +1/+1 for each card in a single graveyard.", ["Enchantment"])
    assert not cc.effects and cc.unsupported


def test_warden_of_the_beyond_an_opponent_owns_a_card_in_exile():
    # "This creature gets +2/+2 as long as an opponent owns a card in exile." (2/2)
    b = Board()
    b.enter("Warden of the Beyond", id="w", controller="Alex")
    b.enter("Island", zone="exile", owner="Alex")
    assert _pt(b, "w") == (2, 2)
    b.enter("Island", zone="exile", owner="Bo")
    assert _pt(b, "w") == (4, 4)


def test_tom_bombadil_four_lore_counters_among_sagas_you_control():
    # "As long as there are four or more lore counters among Sagas you control, Tom Bombadil has hexproof and
    # indestructible."
    b = Board()
    b.enter("Tom Bombadil", id="t", controller="Alex")
    b.enter("The Eldest Reborn", id="s1", controller="Alex", counters={"lore": 2})
    b.enter("The Eldest Reborn", id="s2", controller="Bo", counters={"lore": 2})
    assert not {"Hexproof", "Indestructible"} & _keywords(b, "t")
    b.counters("s1", add={"lore": 1})
    b.enter("Glorious Anthem", id="g", controller="Alex", counters={"lore": 1})   # not a Saga
    assert not {"Hexproof", "Indestructible"} & _keywords(b, "t")
    b.enter("The Eldest Reborn", id="s3", controller="Alex", counters={"lore": 1})
    assert {"Hexproof", "Indestructible"} <= _keywords(b, "t")


def test_the_warring_triad_fewer_than_eight_cards_in_your_graveyard():
    # "As long as there are fewer than eight cards in your graveyard, The Warring Triad isn't a creature."
    b = Board()
    b.enter("The Warring Triad", id="t", controller="Alex")
    for k in range(7):
        b.enter("Island", zone="graveyard", owner="Alex")
    c = b.resolve()["t"].characteristics
    assert "Creature" not in c.types and "Artifact" in c.types
    b.enter("Island", zone="graveyard", owner="Alex")
    assert "Creature" in b.resolve()["t"].characteristics.types


def test_bladed_bracers_equipped_creature_is_a_human_or_an_angel():
    # "As long as equipped creature is a Human or an Angel, it has vigilance."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Bladed Bracers", id="bb", attached_to="bear")
    assert "Vigilance" not in _keywords(b, "bear")
    b.enter("Serra Angel", id="angel")
    b.attach("bb", "angel")
    assert _pt(b, "angel") == (5, 5)
    b.enter("Merfolk of the Pearl Trident", id="m")
    b.enter("Bladed Bracers", id="bb2", attached_to="m")
    assert "Vigilance" not in _keywords(b, "m")


def test_sword_of_the_paruns_equipped_creature_tapped_or_untapped():
    # "As long as equipped creature is tapped, tapped creatures you control get +2/+0. As long as equipped
    # creature is untapped, untapped creatures you control get +0/+2."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Grizzly Bears", id="other", controller="Alex", tapped=True)
    b.enter("Sword of the Paruns", id="sw", controller="Alex", attached_to="bear")
    assert _pt(b, "bear") == (2, 4) and _pt(b, "other") == (2, 2)
    b.tap("bear")
    assert _pt(b, "bear") == (4, 2) and _pt(b, "other") == (4, 2)


def test_the_masamune_equipped_creature_attacking():
    # "As long as equipped creature is attacking, it has first strike and must be blocked if able."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("The Masamune", id="m", attached_to="bear")
    assert "First strike" not in _keywords(b, "bear")
    b.attack("bear")
    assert "First strike" in _keywords(b, "bear")


def test_manor_gargoyle_indestructible_as_long_as_it_has_defender():
    # "This creature has indestructible as long as it has defender." "{1}: Until end of turn, this creature
    # loses defender and gains flying." (613.8a: the indestructible effect depends on the one removing defender)
    b = Board()
    b.enter("Manor Gargoyle", id="g")
    assert {"Defender", "Indestructible"} <= _keywords(b, "g")
    b.ability("g", 3)
    kws = _keywords(b, "g")
    assert "Indestructible" not in kws and "Defender" not in kws and "Flying" in kws


def test_earth_surge_each_land_that_is_a_creature():
    # "Each land gets +2/+2 as long as it's a creature." (a condition on each land, read in layer 7c)
    b = Board()
    b.enter("Earth Surge", id="es")
    b.enter("Dryad Arbor", id="arbor")          # a 1/1 Forest creature
    b.enter("Forest", id="f")
    b.enter("Grizzly Bears", id="bear")
    assert _pt(b, "arbor") == (3, 3)
    assert _pt(b, "bear") == (2, 2)             # a creature, not a land
    assert b.resolve()["f"].characteristics.power is None


def test_depala_each_vehicle_as_long_as_it_is_a_creature():
    # "Each Vehicle you control gets +1/+1 as long as it's a creature." (Smuggler's Copter: a 3/3 Vehicle)
    b = Board()
    b.enter("Depala, Pilot Exemplar", id="d", controller="Alex")
    b.enter("Smuggler's Copter", id="v", controller="Alex")
    assert "Creature" not in b.resolve()["v"].characteristics.types
    b.enter("Ensoul Artifact", id="aura", controller="Alex", attached_to="v")   # it becomes a 5/5 creature
    assert _pt(b, "v") == (6, 6)


def test_a_per_object_condition_in_a_resolving_effect_is_not_read():
    from layerkit.compiler.compile import compile_text
    cc = compile_text("X", "Each land gets +2/+2 until end of turn as long as it's a creature.", ["Instant"])
    assert not cc.supported


def test_snow_devil_blocking_and_you_control_a_snow_land():
    # "Enchanted creature has first strike as long as it's blocking and you control a snow land."
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Snow Devil", id="sd", controller="Alex", attached_to="bear")
    b.enter("Snow-Covered Forest", id="snow", controller="Alex")
    assert "First strike" not in _keywords(b, "bear")
    b.enter("Grizzly Bears", id="att", controller="Bo")
    b.attack("att")
    b.block("bear", attacker="att")
    assert "First strike" in _keywords(b, "bear")
    b.leave("snow")
    assert "First strike" not in _keywords(b, "bear")


def test_leapfrog_an_instant_or_sorcery_spell_cast_this_turn():
    # "This creature has flying as long as you've cast an instant or sorcery spell this turn." (a game fact)
    b = Board()
    b.enter("Leapfrog", id="f", controller="Alex")
    r = b.resolve()
    assert "Flying" not in _keywords(b, "f") and any("instant_sorcery_spells_cast_this_turn" in str(u)
                                                     for u in r.unsupported)
    b.state_fact("Alex", instant_sorcery_spells_cast_this_turn=0, spells_cast_this_turn=3)
    assert "Flying" not in _keywords(b, "f")
    b.state_fact("Alex", instant_sorcery_spells_cast_this_turn=1)
    assert "Flying" in _keywords(b, "f")
    b.end_turn()                                # a fact of the turn
    assert "Flying" not in _keywords(b, "f")


def test_lyse_hext_two_noncreature_spells_this_turn():
    # "As long as you've cast two or more noncreature spells this turn, Lyse Hext has double strike."
    b = Board()
    b.enter("Lyse Hext", id="l", controller="Alex")
    b.state_fact("Alex", noncreature_spells_cast_this_turn=1)
    assert "Double strike" not in _keywords(b, "l")
    b.state_fact("Alex", noncreature_spells_cast_this_turn=2)
    assert "Double strike" in _keywords(b, "l")
    b.state_fact("Bo", noncreature_spells_cast_this_turn=0)        # another player's count
    assert "Double strike" in _keywords(b, "l")


def test_casting_a_spell_forgets_the_spells_cast_facts():
    b = Board()
    b.state_fact("Alex", noncreature_spells_cast_this_turn=2, instant_sorcery_spells_cast_this_turn=1)
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.cast("Giant Growth", controller="Alex", targets=["bear"])
    assert b.state.fact("Alex", "noncreature_spells_cast_this_turn") is None
    assert b.state.fact("Alex", "instant_sorcery_spells_cast_this_turn") is None


def test_the_thing_if_youve_cast_a_noncreature_spell_this_turn():
    # "At the beginning of combat on your turn, if you've cast a noncreature spell this turn, put four +1/+1
    # counters on The Thing." (603.4: checked as it resolves)
    b = Board()
    b.enter("The Thing", id="t", controller="Alex")
    b.state_fact("Alex", noncreature_spells_cast_this_turn=0)
    b.ability("t", 2)
    assert b.resolve()["t"].counters == {}
    b.state_fact("Alex", noncreature_spells_cast_this_turn=1)
    b.ability("t", 2)
    assert b.resolve()["t"].counters == {"+1/+1": 4}


def test_odric_each_keyword_a_creature_you_control_has():
    # "At the beginning of each combat, creatures you control gain first strike until end of turn if a creature
    # you control has first strike. The same is true for flying, deathtouch, double strike, haste, hexproof,
    # indestructible, lifelink, menace, reach, skulk, trample, and vigilance."
    b = Board()
    b.enter("Odric, Lunarch Marshal", id="o", controller="Alex")
    b.enter("Serra Angel", id="angel", controller="Alex")           # flying, vigilance
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Giant Spider", id="spider", controller="Bo")           # reach, an opponent's
    b.ability("o", 1)
    kws = _keywords(b, "bear")
    assert {"Flying", "Vigilance"} <= kws
    assert not {"First strike", "Reach", "Deathtouch", "Trample"} & kws
    assert "Flying" not in _keywords(b, "spider")                    # not a creature you control
    b.end_turn()
    assert "Flying" not in _keywords(b, "bear")


def test_bleeding_effect_keywords_of_creature_cards_in_your_graveyard():
    # "... creatures you control gain flying until end of turn if a creature card in your graveyard has flying.
    # The same is true for first strike, double strike, deathtouch, ..."
    b = Board()
    b.enter("Bleeding Effect", id="be", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Serra Angel", zone="graveyard", owner="Alex")
    b.enter("Giant Spider", zone="graveyard", owner="Bo")           # another player's graveyard
    b.ability("be", 1)
    kws = _keywords(b, "bear")
    assert {"Flying", "Vigilance"} <= kws and "Reach" not in kws


def test_the_same_is_true_for_keywords_with_a_parameter_is_reported():
    # "Concerted Effort": "... fear, first strike, double strike, landwalk, protection, ...": landwalk and
    # protection are families of abilities (702.14, 702.16), not one keyword to grant
    assert not _compiled("Concerted Effort").supported


def test_grist_is_an_insect_creature_outside_the_battlefield():
    # "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types."
    # (113.6: the ability functions in every zone but the battlefield)
    b = Board()
    for zone in ("hand", "library", "graveyard", "exile"):
        b.enter("Grist, the Hunger Tide", id=f"g-{zone}", zone=zone)
        c = b.resolve()[f"g-{zone}"].characteristics
        assert {"Creature", "Planeswalker"} <= c.types and "Insect" in c.subtypes and (c.power, c.toughness) == (1, 1)
    b.enter("Grist, the Hunger Tide", id="g")
    c = b.resolve()["g"].characteristics
    assert "Creature" not in c.types and c.power is None


def test_jihad_the_chosen_player_controls_a_nontoken_permanent_of_the_chosen_color():
    # "As this enchantment enters, choose a color and an opponent. White creatures get +2/+1 as long as the
    # chosen player controls a nontoken permanent of the chosen color."
    b = Board()
    b.enter("Jihad", id="j", controller="Alex", choices={"color": "G", "player": "Bo"})
    b.enter("Savannah Lions", id="lions", controller="Alex")        # a white 2/1
    b.enter("Llanowar Elves", id="mine", controller="Alex")          # green, but not the chosen player's
    assert _pt(b, "lions") == (2, 1)
    b.enter("Llanowar Elves", id="tok", controller="Bo", token=True)  # a token
    assert _pt(b, "lions") == (2, 1)
    b.enter("Llanowar Elves", id="elf", controller="Bo")
    assert _pt(b, "lions") == (4, 2)


def test_thunderfoot_baloth_lieutenant_effects_on_different_objects():
    # "Lieutenant — As long as you control your commander, this creature gets +2/+2 and other creatures you
    # control get +2/+2 and have trample." (5/5 trample; 613.7a: two effects of one static ability)
    b = Board()
    b.enter("Thunderfoot Baloth", id="t", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo", commander=True)
    assert _pt(b, "t") == (5, 5) and _pt(b, "bear") == (2, 2)
    b.enter("Savannah Lions", id="cmd", controller="Bo", owner="Alex", commander=True)   # yours, not controlled
    assert _pt(b, "t") == (5, 5)
    b.enter("Llanowar Elves", id="cmd2", controller="Alex", owner="Alex", commander=True)
    assert _pt(b, "t") == (7, 7) and _pt(b, "bear") == (4, 4) and "Trample" in _keywords(b, "bear")
    assert _pt(b, "theirs") == (2, 2) and _pt(b, "cmd2") == (3, 3)
    b.leave("cmd2")
    assert _pt(b, "t") == (5, 5) and _pt(b, "bear") == (2, 2) and "Trample" not in _keywords(b, "bear")


def test_angelic_field_marshal_an_opponents_commander_you_control_is_not_yours():
    # "As long as you control your commander, this creature gets +2/+2 and creatures you control have vigilance."
    b = Board()
    b.enter("Angelic Field Marshal", id="a", controller="Alex")
    b.enter("Grizzly Bears", id="stolen", controller="Alex", owner="Bo", commander=True)   # Bo's commander
    assert _pt(b, "a") == (3, 3) and "Vigilance" not in _keywords(b, "stolen")
    b.enter("Grizzly Bears", id="mine", controller="Alex", owner="Alex", commander=True)
    assert _pt(b, "a") == (5, 5) and {"Vigilance"} <= _keywords(b, "stolen") & _keywords(b, "a")


def test_elenda_an_additional_bonus_under_its_own_condition():
    # "As long as your life total is greater than your starting life total, Elenda gets +1/+1 and has menace.
    # Elenda gets an additional +5/+5 as long as your life total is at least 10 greater than your starting life
    # total." (4/4)
    b = Board()
    b.enter("Elenda, Saint of Dusk", id="e", controller="Alex")
    b.state_fact("Alex", starting_life=20, life=20)
    assert _pt(b, "e") == (4, 4) and "Menace" not in _keywords(b, "e")
    b.state_fact("Alex", life=29)
    assert _pt(b, "e") == (5, 5) and "Menace" in _keywords(b, "e")
    b.state_fact("Alex", life=30)
    assert _pt(b, "e") == (10, 10)


def test_radiant_destiny_they_also_have_vigilance_with_the_citys_blessing():
    # "Creatures you control of the chosen type get +1/+1. As long as you have the city's blessing, they also
    # have vigilance."
    b = Board()
    b.enter("Radiant Destiny", id="rd", controller="Alex", choices={"creature_type": "Bear"})
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.state_fact("Alex", city_blessing=False)
    assert _pt(b, "bear") == (3, 3) and "Vigilance" not in _keywords(b, "bear")
    b.state_fact("Alex", city_blessing=True)
    assert "Vigilance" in _keywords(b, "bear")


def test_tsagan_max_speed_two_effects():
    # "Max speed — Tsagan has deathtouch. Other creatures you control have first strike."
    b = Board()
    b.enter("Tsagan, Raider Warlord", id="t", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.state_fact("Alex", speed=3)
    assert "Deathtouch" not in _keywords(b, "t") and "First strike" not in _keywords(b, "bear")
    b.state_fact("Alex", speed=4)
    assert "Deathtouch" in _keywords(b, "t") and "First strike" in _keywords(b, "bear")
    assert "First strike" not in _keywords(b, "t")


def test_static_parts_hold_no_duration():
    import pytest
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.schema import validate_definition
    with pytest.raises(CardDataError):
        validate_definition({"kind": "static", "parts": [{"affects": "self", "modify_pt": [1, 1], "duration": "end_of_turn"},
                                                         {"affects": "enchanted", "modify_pt": [1, 1]}]}, "test")
    validate_definition({"kind": "static", "parts": [{"affects": "self", "modify_pt": [1, 1]},
                                                     {"affects": "enchanted", "condition": {"your_turn": True},
                                                      "modify_pt": [1, 1]}]}, "test")


def test_tenza_it_is_the_equipped_creature_in_each_condition():
    # "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. As long as it's red,
    # it has trample." ("it": the equipped creature, named by the sentence before)
    b = Board()
    b.enter("Grizzly Bears", id="bear")                 # green, not legendary: 2/2
    b.enter("Tenza, Godo's Maul", id="tz", attached_to="bear")
    assert _pt(b, "bear") == (3, 3) and "Trample" not in _keywords(b, "bear")
    b.enter("Raging Goblin", id="gob")                  # red 1/1, not legendary
    b.attach("tz", "gob")
    assert _pt(b, "gob") == (2, 2) and "Trample" in _keywords(b, "gob")
    b.enter("Krenko, Mob Boss", id="krenko")            # legendary, red 3/3
    b.attach("tz", "krenko")
    assert _pt(b, "krenko") == (6, 6) and "Trample" in _keywords(b, "krenko")
    assert _pt(b, "gob") == (1, 1)
