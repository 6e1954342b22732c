"""What "it", "they" and "that card" name, round 12 (issue 12): references whose antecedent the rules
text makes exact.

Each expected value comes from the card's oracle text and the rules, never from the compiler's
output: a board is built with the real pool card and resolved, or the compiled definition is
compared with the one the rules imply. The negative cases are phrasings whose object the board
cannot name exactly: they must stay unsupported, never guessed.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError, ScenarioError

from tests._compiled import compiled, supported


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------- one card picked at random / the topmost of its kind (Alchemy)

def test_consuming_oni_random_card_in_hand_perpetually_gains_the_quoted_ability() -> None:
    # "At the beginning of your end step, a random nonland card in your hand perpetually gains 'When you cast
    # this spell, you lose 3 life.'": one card, picked at random (the step states which: choices.object); a
    # perpetual change follows it as it moves; the other card in the hand is not changed
    b = layerkit.Board()
    b.enter("Consuming Oni", id="oni")
    b.enter("Grizzly Bears", id="picked", zone="hand")
    b.enter("Grizzly Bears", id="other", zone="hand")
    b.ability("oni", 3, choices={"object": "picked"})
    res = b.resolve()
    assert "When you cast this spell, you lose 3 life." in _abilities(res, "picked")
    assert "When you cast this spell, you lose 3 life." not in _abilities(res, "other")
    b.move("picked", to="battlefield")
    assert "When you cast this spell, you lose 3 life." in _abilities(b.resolve(), "picked")


def test_the_random_card_must_be_stated() -> None:
    # which card was picked at random is no thing the board can know: never guessed
    b = layerkit.Board()
    b.enter("Consuming Oni", id="oni")
    b.enter("Grizzly Bears", id="picked", zone="hand")
    with pytest.raises(ScenarioError, match="choices.object"):
        b.ability("oni", 3)


def test_dalkovan_outrider_topmost_creature_card_in_library_perpetually_gets_plus_one() -> None:
    # "Whenever you sacrifice a permanent, the topmost creature card in your library perpetually gets +1/+1."
    b = layerkit.Board()
    b.enter("Dalkovan Outrider", id="outrider")
    b.enter("Grizzly Bears", id="top", zone="library")
    b.ability("outrider", 2, choices={"object": "top"})
    r = b.resolve()["top"]
    assert (r.power, r.toughness) == (3, 3)


def test_hydroponics_architect_land_perpetually_becomes_a_basic_island_in_addition() -> None:
    # "a random land card in your library perpetually becomes a basic Island in addition to its other types and
    # gains 'When this land enters, draw a card.'": 205.1b (in addition: Forest stays), 205.4 (Basic added)
    b = layerkit.Board()
    b.enter("Hydroponics Architect", id="arch")
    b.enter("Wastes", id="land", zone="library")
    b.ability("arch", 2, choices={"object": "land"})
    b.move("land", to="battlefield")
    r = b.resolve()["land"]
    assert "Island" in r.subtypes and "Basic" in r.supertypes and "Land" in r.types
    assert "When this land enters, draw a card." in {a.text for a in r.abilities}


def test_resourceful_collector_becomes_a_food_artifact_in_addition() -> None:
    assert compiled("Resourceful Collector").effects[2] == {
        "affects": "chosen", "duration": "perpetual", "add_types": ["Artifact"], "add_subtypes": ["Food"],
        "add_abilities": ["{2}, Exile this artifact: You gain 3 life."]}


@pytest.mark.parametrize("name", ["Ambassador of Evendo", "Consuming Oni", "Foundry Beetle", "Skullpiercer Gnat",
                                  "Wagon Wrecker", "Fuel Tank Feaster", "Vigorous Farming"])
def test_one_random_card_perpetually_gains_is_read_on_the_chosen_card(name: str) -> None:
    c = compiled(name)
    assert c.supported
    perpetual = [d for d in c.effects.values() if d.get("duration") == "perpetual"]
    assert len(perpetual) == 1 and perpetual[0]["affects"] == "chosen"
    assert len(perpetual[0]["add_abilities"]) == 1


@pytest.mark.parametrize("text", [
    # two objects: the source and a card (not one chosen card)
    "When this creature enters, this creature and a random elf creature card in your hand perpetually get +1/+1.",
    # a random card beside a target
    "When this creature enters, a random creature card in your hand and target creature perpetually get +1/+1.",
    # several random cards
    "When this creature enters, two random creature cards in your hand perpetually get +1/+1.",
    # a random card and then something else about it than a perpetual change
    "When this creature enters, a random creature card in your hand perpetually gets +1/+1 until end of turn.",
])
def test_other_random_subjects_stay_unsupported(text: str) -> None:
    c = compile_text("Test Picker", text, ["Creature"])
    assert not c.supported


# ------------------------------------------- one "where X is ..." for two instructions of one sentence (608.2h)

def test_gloom_ripper_one_x_for_both_targets() -> None:
    # "target creature you control gets +X/+0 until end of turn and up to one target creature an opponent controls
    # gets -0/-X until end of turn, where X is the number of Elves you control plus the number of Elf cards in your
    # graveyard": Gloom Ripper (an Elf) and Llanowar Elves on the battlefield, one Elf card in the graveyard: X = 3
    b = layerkit.Board()
    b.enter("Gloom Ripper", id="ripper", controller="Alex")
    b.enter("Llanowar Elves", id="elf", controller="Alex")
    b.enter("Llanowar Elves", id="dead", zone="graveyard", controller="Alex")
    b.enter("Ornithopter", id="foe", controller="Bo")
    b.ability("ripper", 1, targets=["elf", "foe"])
    res = b.resolve()
    assert (res["elf"].power, res["elf"].toughness) == (4, 1)
    assert (res["foe"].power, res["foe"].toughness) == (0, -1)
    b.end_turn()
    res = b.resolve()
    assert (res["elf"].power, res["elf"].toughness) == (1, 1)


def test_monoist_circuit_feeder_one_x_for_both_targets() -> None:
    # "until end of turn, target creature you control gets +X/+0 and target creature an opponent controls gets
    # -0/-X, where X is the number of artifacts you control": the Feeder and Memnite: X = 2
    b = layerkit.Board()
    b.enter("Monoist Circuit-Feeder", id="feeder", controller="Alex")
    b.enter("Memnite", id="mine", controller="Alex")
    b.enter("Ornithopter", id="foe", controller="Bo")
    b.ability("feeder", 2, targets=["mine", "foe"])
    res = b.resolve()
    assert (res["mine"].power, res["mine"].toughness) == (3, 1)
    assert (res["foe"].power, res["foe"].toughness) == (0, 0)


def test_a_shared_x_reading_power_is_not_split() -> None:
    # X read from a power the first instruction may change: not given to both
    c = compile_text("Test Ripper", "When this creature enters, target creature you control gets +X/+0 until end of "
                     "turn and target creature an opponent controls gets -0/-X until end of turn, where X is the "
                     "greatest power among creatures you control.", ["Creature"])
    assert not c.supported


# ------------------------------------------- Alchemy's N-time boons (an emblem-like object, 114)

def test_rothga_one_time_boon_perpetually_doubles_the_cast_creature_and_is_used_up() -> None:
    # "you get a one-time boon with 'When you cast a creature spell, it perpetually gets +X/+X, where X is its
    # power.'": the boon's ability resolves once, on the spell that triggered it (the step's targets), and the
    # change follows that spell onto the battlefield; then the boon is used up
    b = layerkit.Board()
    b.enter("Rothga, Bonded Engulfer", id="rothga")
    b.ability("rothga", 2)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("rothga-emblem", 1, targets=["bears"])
    b.move("bears", to="battlefield")
    r = b.resolve()["bears"]
    assert (r.power, r.toughness) == (4, 4)
    b.enter("Grizzly Bears", id="second", zone="stack")
    with pytest.raises(ScenarioError, match="used up"):
        b.ability("rothga-emblem", 1, targets=["second"])


def test_jaheira_boon_gives_plus_one_and_haste_perpetually() -> None:
    # "You get a one-time boon with 'When you cast a creature spell, it perpetually gets +1/+0 and gains haste.'"
    b = layerkit.Board()
    b.enter("Jaheira, Stirring Harper", id="jaheira")
    b.ability("jaheira", 2)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("jaheira-emblem", 1, targets=["bears"])
    b.move("bears", to="battlefield")
    r = b.resolve()["bears"]
    assert (r.power, r.toughness) == (3, 2) and "Haste" in {a.text for a in r.abilities}


def test_lulu_boon_is_compiled_with_one_use() -> None:
    # "you get a one-time boon with 'When you cast a creature spell without flying, it perpetually gains flying.'"
    d = compiled("Lulu, Forgetful Hollyphant").effects[3]
    assert d["emblem_uses"] == 1
    assert d["create_emblem"][0]["affects"] == "targets" and d["create_emblem"][0]["duration"] == "perpetual"
    assert d["create_emblem"][0]["add_abilities"] == ["Flying"]


def test_a_twelve_time_boon_resolves_twelve_times() -> None:
    from layerkit.game.board import Board
    b = Board()
    b.define("Test Boon Giver", "Sorcery", oracle_text='You get a three-time boon with "When you cast a creature '
             'spell, it perpetually gets +1/+1."', effects=compile_text("Test Boon Giver", 'You get a three-time boon '
             'with "When you cast a creature spell, it perpetually gets +1/+1."', ["Sorcery"]).effects)
    b.cast("Test Boon Giver")
    boon = "Test Boon Giver-emblem"
    for i in range(3):
        b.enter("Grizzly Bears", id=f"b{i}", zone="stack")
        b.ability(boon, 1, targets=[f"b{i}"])
    b.enter("Grizzly Bears", id="late", zone="stack")
    with pytest.raises(ScenarioError, match="used up"):
        b.ability(boon, 1, targets=["late"])
    res = b.resolve()
    assert (res["b2"].power, res["late"].power) == (3, 2)


@pytest.mark.parametrize("text", [
    # a boon's ability reading a choice made for it
    'You get a one-time boon with "When you cast a creature spell of the chosen type, it perpetually gets +1/+1."',
    # a boon with no count whose ability triggers: how often it may is not written
    'You get a boon with "When you cast a creature spell, it perpetually gets +1/+1."',
])
def test_other_boons_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Boon Giver", text, ["Sorcery"]).supported


def test_emblem_uses_is_checked() -> None:
    from layerkit.vocabulary.schema import validate_definition
    with pytest.raises(CardDataError):
        validate_definition({"emblem_uses": 1}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"create_emblem": ["Flying"], "emblem_uses": 0}, "test")


# ------------------------------------------- the token copy the ability created (111.1, 707.2)

def test_applied_geometry_six_counters_on_the_token_copy() -> None:
    # "Create a token that's a copy of target non-Aura permanent you control, except it's a 0/0 Fractal creature in
    # addition to its other types. Put six +1/+1 counters on it.": "it" is the token (707.9b: the exception is part
    # of its copiable values), a 0/0 artifact creature with six +1/+1 counters: 6/6; the target is unchanged
    b = layerkit.Board()
    b.enter("Sol Ring", id="ring", controller="Alex")
    b.cast("Applied Geometry", controller="Alex", targets=["ring"])
    res = b.resolve()
    tok = res["Applied Geometry-token"]
    assert (tok.power, tok.toughness) == (6, 6)
    assert set(tok.types) == {"Artifact", "Creature"} and "Fractal" in tok.subtypes and tok.name == "Sol Ring"
    assert "Creature" not in res["ring"].types


# ------------------------------------------- every card of a type returned from graveyards (400.7: new objects)

def test_wake_the_past_returns_every_artifact_card_and_they_gain_haste() -> None:
    # "Return all artifact cards from your graveyard to the battlefield. They gain haste until end of turn.":
    # "they" is those cards, new objects on the battlefield (400.7); not a creature card, not another player's card
    b = layerkit.Board()
    b.enter("Memnite", id="mine", zone="graveyard", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="graveyard", controller="Alex")
    b.enter("Ornithopter", id="theirs", zone="graveyard", controller="Bo")
    b.enter("Ornithopter", id="out", controller="Alex")
    b.cast("Wake the Past", controller="Alex")
    res = b.resolve()
    assert res["mine"].zone == "battlefield" and "Haste" in _abilities(res, "mine")
    assert res["bears"].zone == "graveyard" and res["theirs"].zone == "graveyard"
    assert "Haste" not in _abilities(res, "out")        # already on the battlefield: not returned
    b.end_turn()
    assert "Haste" not in _abilities(b.resolve(), "mine")


def test_storm_of_souls_each_returned_creature_is_a_one_one_spirit_with_flying() -> None:
    # "Return all creature cards from your graveyard to the battlefield. Each of them is a 1/1 Spirit with flying in
    # addition to its other types.": base P/T 1/1 (613.4b), a Spirit Bear with flying, for good
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard", controller="Alex")
    b.cast("Storm of Souls", controller="Alex")
    b.end_turn()
    r = b.resolve()["bears"]
    assert (r.power, r.toughness) == (1, 1)
    assert {"Spirit", "Bear"} <= set(r.subtypes) and "Flying" in {a.text for a in r.abilities}


def test_grimoire_of_the_dead_takes_every_graveyards_creatures() -> None:
    # "Put all creature cards from all graveyards onto the battlefield under your control. They're black Zombies in
    # addition to their other colors and types.": every player's creature cards, under the activator's control
    b = layerkit.Board()
    b.enter("Grimoire of the Dead", id="grim", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", zone="graveyard", controller="Bo")
    b.enter("Memnite", id="mine", zone="graveyard", controller="Alex")
    b.ability("grim", 2)
    res = b.resolve()
    assert res["theirs"].zone == "battlefield" and res["theirs"].controller == "Alex"
    assert set(res["theirs"].colors) == {"G", "B"} and {"Zombie", "Bear"} <= set(res["theirs"].subtypes)
    assert set(res["mine"].colors) == {"B"} and "Zombie" in res["mine"].subtypes


@pytest.mark.parametrize("text", [
    # under their owners' control is not read for one graveyard; cards of two types, with counters, tapped
    "Return all creature cards from all graveyards to the battlefield. They gain haste until end of turn.",
    "Return all artifact and creature cards from your graveyard to the battlefield. They gain haste until end of turn.",
    "Return all creature cards from your graveyard to the battlefield tapped. They gain haste until end of turn.",
    # an effect on another object beside them
    "Return all creature cards from your graveyard to the battlefield. Target creature gains haste until end of turn.",
])
def test_other_mass_returns_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Return", text, ["Sorcery"]).supported


def test_a_boon_giving_a_cast_spell_haste_lasts_on_the_permanent() -> None:
    # 400.7a: an effect of a triggered ability that changes a permanent spell on the stack continues to apply to
    # the permanent that spell becomes
    text = 'You get a one-time boon with "When you cast a creature spell, it gains haste."'
    b = layerkit.Board()
    b.define("Test Boon Giver", "Sorcery", oracle_text=text, effects=compile_text("Test Boon Giver", text, ["Sorcery"]).effects)
    b.cast("Test Boon Giver")
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("Test Boon Giver-emblem", 1, targets=["bears"])
    b.move("bears", to="battlefield")
    assert "Haste" in _abilities(b.resolve(), "bears")


def test_swiftspears_teachings_boon_choice_is_made_as_it_resolves() -> None:
    # "You get a one-time boon with 'When you cast a creature spell, it gains your choice of prowess or haste.'":
    # the choice is the resolving trigger's (608.2d), the step's choices.ability
    b = layerkit.Board()
    b.cast("Swiftspear's Teachings")
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("Swiftspear's Teachings-emblem", 1, targets=["bears"], choices={"ability": "Prowess"})
    b.move("bears", to="battlefield")
    got = _abilities(b.resolve(), "bears")
    assert "Prowess" in got and "Haste" not in got


# ------------------------------------------- "that creature" of an event with the source and one other object

def test_monoist_gravliner_that_creature_is_the_one_that_stationed_it() -> None:
    # "Whenever a creature stations this Spacecraft, that creature perpetually gains deathtouch and lifelink.": the
    # creature of the event (the step's targets), not the Spacecraft; the change follows it anywhere
    b = layerkit.Board()
    b.enter("Monoist Gravliner", id="ship")
    b.enter("Grizzly Bears", id="crew")
    b.ability("ship", 1, targets=["crew"])
    res = b.resolve()
    assert {"Deathtouch", "Lifelink"} <= _abilities(res, "crew")
    b.move("crew", to="graveyard")
    assert {"Deathtouch", "Lifelink"} <= _abilities(b.resolve(), "crew")


def test_that_creature_after_a_creature_and_the_source_is_the_creature() -> None:
    from layerkit.compiler.parts import _event_refs
    assert _event_refs("whenever a creature deals damage to ~") == (None, "targets")
    # two other objects, or "or": not read
    assert _event_refs("whenever a creature blocks ~ or another creature") == (None, None)
    c = compile_text("Test Ship", "Whenever a creature blocks this creature, it gets -1/-1 until end of turn.",
                     ["Creature"])
    assert not c.supported          # "it": the blocker or the source, not written
