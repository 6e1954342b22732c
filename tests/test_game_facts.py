"""Game facts (layerkit/vocabulary/facts.py): the board is told what the game knows of a player
(life, poison counters, the monarch, what happened this turn); conditions and values of effects read
them; an effect reading a fact the board was not told is not applied and is listed unsupported.

Expected values come from the cards' oracle text and printed P/T, and from the rules cited."""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.scenario import Scenario
from layerkit.game.step_kinds import Step
from layerkit.vocabulary.parse import parse_definition


def _pt(res, oid):
    return res[oid].power, res[oid].toughness


def _unsupported_ids(res):
    return [oid for oid, _card, _text, _why in res.unsupported]


# ------------------------------------------------------------------------ not told: never assumed
def test_a_fact_not_stated_is_listed_and_the_effect_not_applied():
    """Dusk Charger 3/3: "This creature gets +2/+2 as long as you have the city's blessing." Nobody
    said whether Alex has it (and Alex controls fewer than ten permanents, 702.131b): 3/3, listed."""
    b = Board()
    b.enter("Dusk Charger", id="dc")
    res = b.resolve()
    assert _pt(res, "dc") == (3, 3)
    (entry,) = [u for u in res.unsupported if u[0] == "dc"]
    assert "city_blessing" in entry[3] and "fact" in entry[3]


def test_stating_a_fact_later_resolves_again():
    b = Board()
    b.enter("Dusk Charger", id="dc")
    assert _pt(b.resolve(), "dc") == (3, 3)
    b.state_fact("Alex", city_blessing=True)
    res = b.resolve()
    assert _pt(res, "dc") == (5, 5) and "dc" not in _unsupported_ids(res)


def test_a_fact_stated_false_is_known():
    b = Board()
    b.enter("Dusk Charger", id="dc")
    b.state_fact("Alex", city_blessing=False)
    res = b.resolve()
    assert _pt(res, "dc") == (3, 3) and "dc" not in _unsupported_ids(res)


def test_ascend_gives_the_city_blessing_with_ten_permanents():
    """702.131b: any time you control ten or more permanents (a permanent with ascend among them),
    you get the city's blessing: known without being stated."""
    b = Board()
    b.enter("Dusk Charger", id="dc")
    for i in range(9):
        b.enter("Forest", id=f"f{i}")
    res = b.resolve()
    assert _pt(res, "dc") == (5, 5) and "dc" not in _unsupported_ids(res)
    # nine permanents: not known
    b2 = Board()
    b2.enter("Dusk Charger", id="dc")
    for i in range(8):
        b2.enter("Forest", id=f"f{i}")
    assert "dc" in _unsupported_ids(b2.resolve())


# ------------------------------------------------------------------------ values
def test_power_and_toughness_each_equal_to_your_life_total():
    """Serra Avatar: "power and toughness are each equal to your life total" (a CDA, 604.3)."""
    b = Board()
    b.enter("Serra Avatar", id="sa")
    assert "sa" in _unsupported_ids(b.resolve())
    b.state_fact("Alex", life=17)
    res = b.resolve()
    assert _pt(res, "sa") == (17, 17) and "sa" not in _unsupported_ids(res)


def test_minus_x_where_x_is_your_life_total():
    """Death's Shadow 13/13: "This creature gets -X/-X, where X is your life total." At 5 life: 8/8."""
    b = Board()
    b.enter("Death's Shadow", id="ds")
    b.state_fact("Alex", life=5)
    assert _pt(b.resolve(), "ds") == (8, 8)
    b.state_fact("Alex", life=-2)          # 119.6: a life total below 0 is still one, until SBAs
    assert _pt(b.resolve(), "ds") == (15, 15)


def test_for_each_poison_counter_your_opponents_have():
    """Mycosynth Fiend 2/2: "+1/+1 for each poison counter your opponents have": every opponent's."""
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Mycosynth Fiend", id="mf")
    b.state_fact("Bo", poison_counters=3)
    assert "mf" in _unsupported_ids(b.resolve())          # Cy's poison counters: not known
    b.state_fact("Cy", poison_counters=2)
    b.state_fact("Alex", poison_counters=4)                # Alex's own: not counted
    assert _pt(b.resolve(), "mf") == (7, 7)


# ------------------------------------------------------------------------ conditions
def test_you_have_n_or_more_life():
    """Angel of Vitality 2/2: "+2/+2 as long as you have 25 or more life"."""
    b = Board()
    b.enter("Angel of Vitality", id="a")
    b.state_fact("Alex", life=25)
    assert _pt(b.resolve(), "a") == (4, 4)
    b.state_fact("Alex", life=24)
    assert _pt(b.resolve(), "a") == (2, 2)


def test_you_have_n_or_less_life_other_creatures():
    """Gavony Ironwright: "As long as you have 5 or less life, other creatures you control get +1/+4"."""
    b = Board()
    b.enter("Gavony Ironwright", id="g")
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", life=5)
    res = b.resolve()
    assert _pt(res, "bear") == (3, 6) and _pt(res, "g") == (1, 4)
    b.state_fact("Alex", life=6)
    assert _pt(b.resolve(), "bear") == (2, 2)


def test_an_opponent_has_three_or_more_poison_counters():
    """Apostle of Invasion: "As long as an opponent has three or more poison counters, this creature
    has double strike": one opponent is enough (102.3)."""
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Apostle of Invasion", id="ap")
    b.state_fact("Bo", poison_counters=3)
    b.state_fact("Cy", poison_counters=0)
    assert b.resolve()["ap"].has("Double strike")
    b.state_fact("Bo", poison_counters=2)
    assert not b.resolve()["ap"].has("Double strike")


def test_the_monarch_is_one_player():
    """Dawnglade Regent: "As long as you're the monarch, permanents you control have hexproof."
    724.3: as a player becomes the monarch, the current monarch ceases to be."""
    b = Board()
    b.enter("Dawnglade Regent", id="dr")
    b.enter("Forest", id="forest")
    b.state_fact("Alex", monarch=True)
    res = b.resolve()
    assert res["forest"].has("Hexproof") and res["dr"].has("Hexproof")
    b.state_fact("Bo", monarch=True)
    res = b.resolve()
    assert not res["forest"].has("Hexproof") and "dr" not in _unsupported_ids(res)
    assert b.state.fact("Alex", "monarch") == 0


def test_this_turn_facts_end_with_the_turn():
    """Eyekite 1/2: "+2/+0 as long as you've drawn two or more cards this turn". The count is the
    turn's: after end_turn it is not known any more (the board is told the next turn's)."""
    b = Board()
    b.enter("Eyekite", id="ek")
    b.state_fact("Alex", cards_drawn_this_turn=2)
    assert _pt(b.resolve(), "ek") == (3, 2)
    b.end_turn()
    res = b.resolve()
    assert _pt(res, "ek") == (1, 2) and "ek" in _unsupported_ids(res)
    assert b.state.fact("Alex", "cards_drawn_this_turn") is None


def test_a_step_that_changes_a_count_forgets_it():
    """Armory Mice 3/1: "+0/+2 as long as two or more nonland permanents entered the battlefield under
    your control this turn". A permanent entering after the count was stated: no longer known."""
    b = Board()
    b.enter("Armory Mice", id="m")
    b.state_fact("Alex", nonland_permanents_entered_this_turn=2)
    assert _pt(b.resolve(), "m") == (3, 3)
    b.enter("Grizzly Bears", id="bear")
    assert "m" in _unsupported_ids(b.resolve())


def test_attacking_means_you_attacked_this_turn():
    """508.1: the active player declares attackers: Alex attacked this turn (Cruel Administrator 5/4:
    "enters with a +1/+1 counter on it if you attacked this turn", 614.1c)."""
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.attack("bear")
    b.enter("Cruel Administrator", id="ca")
    res = b.resolve()
    assert _pt(res, "ca") == (6, 5) and "ca" not in _unsupported_ids(res)


def test_enters_with_counters_if_a_fact_holds():
    """Festerhide Boar 3/3: "enters with two +1/+1 counters on it if a creature died this turn"."""
    b = Board()
    b.enter("Festerhide Boar", id="no")
    assert "no" in _unsupported_ids(b.resolve()) and _pt(b.resolve(), "no") == (3, 3)
    b.state_fact("Alex", creatures_died_this_turn=0)
    b.state_fact("Bo", creatures_died_this_turn=1)         # a creature died: anyone's (700.4)
    b.enter("Festerhide Boar", id="yes")
    assert _pt(b.resolve(), "yes") == (5, 5)
    b.state_fact("Bo", creatures_died_this_turn=0)
    b.enter("Festerhide Boar", id="none")
    res = b.resolve()
    assert _pt(res, "none") == (3, 3) and "none" not in _unsupported_ids(res)


# ------------------------------------------------------------------------ intervening "if" (603.4)
def test_an_intervening_if_on_a_fact_is_checked_as_the_trigger_resolves():
    """Bulette 3/3: "At the beginning of your end step, if a creature died this turn, put a +1/+1
    counter on this creature.\""""
    b = Board()
    b.enter("Bulette", id="bu")
    b.ability("bu", 1)                      # not known: nothing done, listed
    res = b.resolve()
    assert _pt(res, "bu") == (3, 3) and "bu" in _unsupported_ids(res)
    b.state_fact("Alex", creatures_died_this_turn=0)
    b.state_fact("Bo", creatures_died_this_turn=0)
    b.ability("bu", 1)
    assert _pt(b.resolve(), "bu") == (3, 3)
    b.state_fact("Alex", creatures_died_this_turn=1)
    b.ability("bu", 1)
    assert _pt(b.resolve(), "bu") == (4, 4)


def test_descended_this_turn():
    """Child of the Volcano 3/3: "At the beginning of your end step, if you descended this turn, put a
    +1/+1 counter on this creature" (700.11)."""
    b = Board()
    b.enter("Child of the Volcano", id="cv")
    b.state_fact("Alex", times_descended_this_turn=1)
    b.ability("cv", 2)
    assert _pt(b.resolve(), "cv") == (4, 4)


# ------------------------------------------------------------------------ what the compiler writes
@pytest.mark.parametrize("text,condition", [
    ("This creature gets +2/+2 as long as you have the city's blessing.", {"fact": {"name": "city_blessing"}}),
    ("This creature gets +2/+2 as long as you're the monarch.", {"fact": {"name": "monarch"}}),
    ("This creature gets +2/+2 as long as you're not the monarch.", {"not": {"fact": {"name": "monarch"}}}),
    ("This creature gets +2/+2 as long as you have the initiative.", {"fact": {"name": "initiative"}}),
    ("As long as you've completed a dungeon, this creature gets +2/+2.",
     {"fact": {"name": "dungeons_completed", "min": 1}}),
    ("This creature gets +2/+2 as long as you have 30 or more life.", {"fact": {"name": "life", "min": 30}}),
    ("This creature gets +2/+2 as long as an opponent has 10 or less life.",
     {"fact": {"name": "life", "player": "opponent", "max": 10}}),
    ("This creature gets +2/+2 as long as you gained life this turn.",
     {"fact": {"name": "life_gained_this_turn", "min": 1}}),
    ("This creature gets +2/+2 as long as an opponent lost life this turn.",
     {"fact": {"name": "life_lost_this_turn", "player": "opponent", "min": 1}}),
    ("This creature gets +2/+2 as long as you've cast two or more spells this turn.",
     {"fact": {"name": "spells_cast_this_turn", "min": 2}}),
    ("This creature gets +2/+2 as long as a creature died this turn.",
     {"fact": {"name": "creatures_died_this_turn", "player": "any", "min": 1}}),
])
def test_compiled_conditions(text, condition):
    compiled = compile_text("Test Card", text, ["Creature"])
    assert not compiled.unsupported
    assert compiled.effects[1] == {"affects": "self", "condition": condition, "modify_pt": [2, 2]}


def test_compiled_values():
    compiled = compile_text("Test Card", "This creature gets +1/+1 for each creature that died this turn.", ["Creature"])
    assert compiled.effects[1]["modify_pt"] == [{"fact": {"name": "creatures_died_this_turn", "player": "all"}}] * 2


def test_poison_is_the_only_counter_a_player_condition_reads():
    compiled = compile_text("Test Card", "This creature gets +2/+2 as long as an opponent has three or more "
                            "shield counters.", ["Creature"])
    assert compiled.unsupported


def test_a_trailing_if_is_read_only_on_the_counters_a_permanent_enters_with():
    """A static "gets +1/+1 if ..." is not an "enters with" replacement effect (614.1c): not read."""
    compiled = compile_text("Test Card", "This creature gets +1/+1 if you attacked this turn.", ["Creature"])
    assert compiled.unsupported


# ------------------------------------------------------------------------ the step and the vocabulary
def test_the_fact_step_is_written_and_read_as_yaml():
    step = Step.read({"fact": {"player": "Alex", "monarch": True, "life": 12}})
    assert step.to_yaml() == {"fact": {"player": "Alex", "monarch": True, "life": 12}}
    sc = Scenario.from_dict({"steps": [{"enter": {"card": "Angel of Vitality", "id": "a"}},
                                       {"fact": {"player": "Alex", "life": 30}}]})
    assert _pt(sc.board().resolve(), "a") == (4, 4)


@pytest.mark.parametrize("kwargs,field", [
    ({"player": "Zed", "life": 3}, "player"),
    ({"player": "Alex", "monarch": "yes"}, "monarch"),
    ({"player": "Alex", "poison_counters": -1}, "poison_counters"),
])
def test_the_fact_step_names_the_wrong_field(kwargs, field):
    with pytest.raises(ScenarioError) as err:
        Board().state_fact(**kwargs)
    assert field in str(err.value)


@pytest.mark.parametrize("raw,field", [
    ({"affects": "self", "modify_pt": [1, 1], "condition": {"fact": {"name": "mana"}}}, "condition.fact.name"),
    ({"affects": "self", "modify_pt": [1, 1], "condition": {"fact": {"name": "life", "player": "all"}}},
     "condition.fact.player"),
    ({"affects": "self", "modify_pt": [{"fact": {"name": "monarch"}}, 0]}, "modify_pt[0].fact.name"),
])
def test_the_vocabulary_checks_fact_words(raw, field):
    with pytest.raises(CardDataError, match=field.replace("[", r"\[").replace("]", r"\]")):
        parse_definition(raw, "Test: ability 1")


# ------------------------------------------------------------------------ more phrases, on pool cards
def test_life_against_the_starting_life_total():
    """Bane, Lord of Darkness 5/2: indestructible "as long as your life total is less than or equal to
    half your starting life total" (119.1: stated, 20 or 40 depending on the format)."""
    b = Board()
    b.enter("Bane, Lord of Darkness", id="bane")
    b.state_fact("Alex", life=10)
    assert "bane" in _unsupported_ids(b.resolve())          # the starting life total: not known
    b.state_fact("Alex", starting_life=20)
    assert b.resolve()["bane"].has("Indestructible")         # 10 <= 20 / 2
    b.state_fact("Alex", life=11)
    assert not b.resolve()["bane"].has("Indestructible")
    b.state_fact("Alex", starting_life=40, life=20)          # Commander (903.7)
    assert b.resolve()["bane"].has("Indestructible")


def test_at_least_n_life_more_than_the_starting_life_total():
    """Leyline of Hope: "As long as you have at least 7 life more than your starting life total,
    creatures you control get +2/+2"."""
    b = Board()
    b.enter("Leyline of Hope", id="ley")
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", starting_life=20, life=27)
    assert _pt(b.resolve(), "bear") == (4, 4)
    b.state_fact("Alex", life=26)
    assert _pt(b.resolve(), "bear") == (2, 2)


def test_a_player_lost_n_or_more_life():
    """Knight of the Ebon Legion 1/2: "At the beginning of your end step, if a player lost 4 or more
    life this turn, put a +1/+1 counter on this creature" — one player's loss, not a total."""
    b = Board()
    b.enter("Knight of the Ebon Legion", id="k")
    b.state_fact("Alex", life_lost_this_turn=2)
    b.state_fact("Bo", life_lost_this_turn=3)
    b.ability("k", 2)
    assert _pt(b.resolve(), "k") == (1, 2)
    b.state_fact("Bo", life_lost_this_turn=4)
    b.ability("k", 2)
    assert _pt(b.resolve(), "k") == (2, 3)


def test_max_speed_grants_its_ability_at_speed_four():
    """Gastal Raider 2/1: "Max speed — This creature gets +1/+1 and has menace." (702.178a: as long as
    your speed is 4, this object has that ability)."""
    b = Board()
    b.enter("Gastal Raider", id="g")
    assert "g" in _unsupported_ids(b.resolve())
    b.state_fact("Alex", speed=3)
    res = b.resolve()
    assert _pt(res, "g") == (2, 1) and not res["g"].has("Menace")
    b.state_fact("Alex", speed=4)
    res = b.resolve()
    assert _pt(res, "g") == (3, 2) and res["g"].has("Menace")


def test_power_equal_to_your_speed():
    """Gomif, Fast Racer */2: "Gomif's power is equal to your speed" (a CDA, 604.3)."""
    b = Board()
    b.enter("Gomif, Fast Racer", id="g")
    b.state_fact("Alex", speed=2)
    assert _pt(b.resolve(), "g") == (2, 2)


def test_an_opponent_is_poisoned():
    """Viridian Betrayers: infect "as long as an opponent is poisoned" (122.1f: one or more poison counters)."""
    b = Board()
    b.enter("Viridian Betrayers", id="v")
    b.state_fact("Bo", poison_counters=1)
    assert b.resolve()["v"].has("Infect")
    b.state_fact("Bo", poison_counters=0)
    assert not b.resolve()["v"].has("Infect")


def test_you_havent_cast_a_spell_this_turn():
    """Stoic Sphinx: hexproof "as long as you haven't cast a spell this turn"; casting one forgets the count."""
    b = Board()
    b.enter("Stoic Sphinx", id="s")
    b.state_fact("Alex", spells_cast_this_turn=0)
    assert b.resolve()["s"].has("Hexproof")
    b.cast("Giant Growth", targets=["s"])
    res = b.resolve()
    assert "s" in _unsupported_ids(res) and not res["s"].has("Hexproof")


def test_enters_with_counters_counted_from_a_fact():
    """Bone Devourer 2/2: "enters with a number of +1/+1 counters on it equal to the number of creatures
    that died this turn": every player's creatures together (700.4)."""
    b = Board()
    b.state_fact("Alex", creatures_died_this_turn=1)
    b.state_fact("Bo", creatures_died_this_turn=2)
    b.enter("Bone Devourer", id="bd")
    assert _pt(b.resolve(), "bd") == (5, 5)
    b.enter("Bone Devourer", id="unknown")       # entering forgot nothing it reads, but...
    assert _pt(b.resolve(), "unknown") == (5, 5)
    b.leave("bd")                                 # a creature died: the count is no longer known
    b.enter("Bone Devourer", id="after")
    res = b.resolve()
    assert _pt(res, "after") == (2, 2) and "after" in _unsupported_ids(res)


def test_an_ability_that_changes_the_fact_it_reads_is_not_read():
    """Nightmare's Thirst: "You gain 1 life. Target creature gets -X/-X ..., where X is the amount of life
    you gained this turn": X counts the life it gains itself (608.2c), which no stated fact holds."""
    compiled = compile_text("Nightmare's Thirst", "You gain 1 life. Target creature gets -X/-X until end of turn, "
                            "where X is the amount of life you gained this turn.", ["Instant"])
    assert compiled.unsupported and "changes" in compiled.unsupported[0].reason


def test_a_fact_stated_later_resolves_as_from_scratch():
    """A fact step, then a resolved spell (resolved incrementally from the run before): the same as a
    board that resolves from scratch at every step (engine/incremental.py)."""
    def build(reuse: bool):
        b = Board()
        b.reuse = reuse
        b.enter("Dusk Charger", id="dc")
        b.enter("Grizzly Bears", id="bear")
        b.resolve()
        b.state_fact("Alex", city_blessing=True)
        b.resolve()
        b.cast("Giant Growth", targets=["bear"])
        res = b.resolve()
        return {o: _pt(res, o) for o in ("dc", "bear")}, sorted(_unsupported_ids(res))
    assert build(True) == build(False) == ({"dc": (5, 5), "bear": (5, 5)}, [])


def test_two_conditions_one_a_fact():
    """Blood Baron of Vizkopa 4/4: "As long as you have 30 or more life and an opponent has 10 or less
    life, Blood Baron of Vizkopa gets +6/+6 and has flying": both must hold."""
    b = Board()
    b.enter("Blood Baron of Vizkopa", id="bb")
    b.state_fact("Alex", life=30)
    b.state_fact("Bo", life=11)
    assert _pt(b.resolve(), "bb") == (4, 4)
    b.state_fact("Bo", life=10)
    res = b.resolve()
    assert _pt(res, "bb") == (10, 10) and res["bb"].has("Flying")
    b.state_fact("Alex", life=29)
    assert _pt(b.resolve(), "bb") == (4, 4)


def test_a_crime_committed_this_turn_stays_committed():
    """Omenport Vigilante: double strike "as long as you've committed a crime this turn" (700.13). Casting
    a spell may commit one: a stated "no" is forgotten, a stated "yes" stays (the turn's events only add up)."""
    b = Board()
    b.enter("Omenport Vigilante", id="o")
    b.state_fact("Alex", committed_crime_this_turn=True)
    b.cast("Giant Growth", targets=["o"])
    assert b.resolve()["o"].has("Double strike")
    b.end_turn()
    b.state_fact("Alex", committed_crime_this_turn=False)
    assert not b.resolve()["o"].has("Double strike")
    b.cast("Giant Growth", targets=["o"])
    assert "o" in _unsupported_ids(b.resolve())


def test_an_ability_reading_an_unknown_fact_removed_in_layer_6_is_still_listed():
    """Humility removes Dusk Charger's abilities in layer 6; the +2/+2 (7c) would never have applied,
    yet the ability existed before layer 6 and the board can't say what it did: listed, as other
    abilities not understood are (test_pool.py)."""
    b = Board()
    b.enter("Dusk Charger", id="dc")
    b.enter("Humility")
    res = b.resolve()
    assert _pt(res, "dc") == (1, 1) and "dc" in _unsupported_ids(res)


def test_life_lost_this_turn_is_last_turns_in_the_next_turn():
    """Paladin of Atonement 1/1: "At the beginning of each upkeep, if you lost life last turn, put a +1/+1
    counter on this creature." The board carries the life lost this turn over at end_turn."""
    b = Board()
    b.enter("Paladin of Atonement", id="p")
    b.state_fact("Alex", life_lost_this_turn=3)
    b.end_turn()
    assert b.state.fact("Alex", "life_lost_last_turn") == 3 and b.state.fact("Alex", "life_lost_this_turn") is None
    b.ability("p", 1)
    assert _pt(b.resolve(), "p") == (2, 2)
    b.end_turn()                                # nothing told about the turn that just ended
    b.ability("p", 1)
    res = b.resolve()
    assert _pt(res, "p") == (2, 2) and "p" in _unsupported_ids(res)
