"""Conditions of other shapes, round 15 (issue 12, branch ifsother15).

- 603.6a: "another creature entered the battlefield under your control this turn" (the fact
  ``creatures_entered_this_turn`` with ``other_than_source``): the board knows whether the source itself
  entered this turn (400.7); when the stated count can't say whether another one did, the effect is
  listed in ``Resolution.unsupported``, never assumed;
- 607.2p, 903.3: "If ~ is your commander, choose a color before the game begins. ~ is the chosen color."
  (a characteristic-defining ability linked to a choice made before the game, kept in every zone);
- 301.5, 303.4: "as long as ~ is attached to a creature"; 708.2: "as long as enchanted creature is face
  down"; restrictions beside a layer effect ("must be blocked by a Dalek if able", 509.1c; "can't be
  attacked", 508.1c) or alone ("it can't be turned face up", 702.37e: no layer effect).

Expected values come from the oracle text and the rules, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from layerkit.vocabulary.schema import validate_fact
from layerkit.errors import CardDataError
from _compiled import compiled, pt

ANOTHER = {"fact": {"name": "creatures_entered_this_turn", "min": 1, "other_than_source": True}}


# ---------------------------------------------------------------- another creature entered this turn (603.6a)

def test_bristlebane_outrider_compiles_another_creature_entered():
    # "As long as another creature entered the battlefield under your control this turn, this creature gets +2/+0."
    c = compiled("Bristlebane Outrider")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": ANOTHER, "modify_pt": [2, 0]}


def test_bellowing_elk_you_had_another_creature_enter():
    # "As long as you had another creature enter the battlefield under your control this turn, this creature has
    # trample and indestructible."
    c = compiled("Bellowing Elk")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": ANOTHER, "add_abilities": ["Trample", "Indestructible"]}


def _outrider(b: Board) -> tuple[int, int]:
    return pt(b, "o")


def test_outrider_that_entered_this_turn_needs_a_second_creature():
    # a 3/5 that entered this turn: it is one of the creatures that entered under Alex's control, so one more
    # is needed; a count of exactly one can't say whether it is the Outrider itself: listed, not applied
    b = Board()
    b.enter("Bristlebane Outrider", id="o", controller="Alex")
    assert _outrider(b) == (3, 5)
    assert any("creatures_entered_this_turn" in str(u) for u in b.resolve().unsupported)
    b.state_fact("Alex", creatures_entered_this_turn=1)
    r = b.resolve()
    assert _outrider(b) == (3, 5)
    assert any("other than o" in str(u) for u in r.unsupported)
    b.state_fact("Alex", creatures_entered_this_turn=2)
    assert _outrider(b) == (5, 5) and not b.resolve().unsupported
    b.state_fact("Alex", creatures_entered_this_turn=0)
    assert _outrider(b) == (3, 5) and not b.resolve().unsupported


def test_outrider_from_an_earlier_turn_needs_one_creature():
    # the Outrider entered on an earlier turn: any creature that entered under Alex's control this turn is another
    b = Board()
    b.enter("Bristlebane Outrider", id="o", controller="Alex")
    b.end_turn()
    b.end_turn()
    assert any("creatures_entered_this_turn" in str(u) for u in b.resolve().unsupported)   # a new turn: untold
    b.state_fact("Alex", creatures_entered_this_turn=1)
    assert _outrider(b) == (5, 5) and not b.resolve().unsupported
    b.state_fact("Bo", creatures_entered_this_turn=3)                  # another player's: not under your control
    b.state_fact("Alex", creatures_entered_this_turn=0)
    assert _outrider(b) == (3, 5)
    b.enter("Grizzly Bears", id="bears", controller="Alex")            # an entering forgets the count
    assert b.state.fact("Alex", "creatures_entered_this_turn") is None
    assert _outrider(b) == (3, 5)
    b.state_fact("Alex", creatures_entered_this_turn=1)                # the Bears: another creature
    assert _outrider(b) == (5, 5)


def test_outrider_that_left_and_returned_is_a_new_object():
    # 400.7: returned to the battlefield this turn, it is an object that entered this turn again
    b = Board()
    b.enter("Bristlebane Outrider", id="o", controller="Alex")
    b.end_turn()
    b.end_turn()
    b.move("o", "hand")
    b.move("o", "battlefield")
    b.state_fact("Alex", creatures_entered_this_turn=1)
    assert _outrider(b) == (3, 5) and b.resolve().unsupported
    b.state_fact("Alex", creatures_entered_this_turn=2)
    assert _outrider(b) == (5, 5)


def test_bellowing_elk_on_a_board():
    b = Board()
    b.enter("Bellowing Elk", id="elk", controller="Alex")
    b.end_turn()
    b.end_turn()
    b.state_fact("Alex", creatures_entered_this_turn=1)
    r = b.resolve()["elk"]
    assert r.has("Trample") and r.has("Indestructible")
    b.state_fact("Alex", creatures_entered_this_turn=0)
    r = b.resolve()["elk"]
    assert not r.has("Trample") and not r.has("Indestructible")


def test_waterspout_warden_intervening_if():
    # "Whenever this creature attacks, if another creature entered the battlefield under your control this turn,
    # this creature gains flying until end of turn." (603.4: checked as it resolves)
    c = compiled("Waterspout Warden")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": ANOTHER, "duration": "end_of_turn",
                            "add_abilities": ["Flying"]}
    b = Board()
    b.enter("Waterspout Warden", id="w", controller="Alex")
    b.end_turn()
    b.end_turn()
    b.state_fact("Alex", creatures_entered_this_turn=1)
    b.attack("w")
    b.ability("w", 1)
    assert b.resolve()["w"].has("Flying")
    b.end_turn()
    assert not b.resolve()["w"].has("Flying")


def test_waterspout_warden_without_another_creature():
    b = Board()
    b.enter("Waterspout Warden", id="w", controller="Alex")
    b.end_turn()
    b.end_turn()
    b.state_fact("Alex", creatures_entered_this_turn=0)
    b.attack("w")
    b.ability("w", 1)
    assert not b.resolve()["w"].has("Flying")


def test_another_merfolk_or_an_island_stays_unsupported():
    # no fact counts Merfolk or Islands that entered: left unsupported, never read as creatures
    assert not compiled("Shoreline Scout").supported


def test_other_than_source_only_on_entering_counts():
    validate_fact({"name": "creatures_entered_this_turn", "min": 1, "other_than_source": True}, "X", "condition.fact")
    for bad in ({"name": "life", "min": 1, "other_than_source": True},
                {"name": "creatures_entered_this_turn", "max": 1, "other_than_source": True},
                {"name": "creatures_entered_this_turn", "player": "opponent", "other_than_source": True}):
        with pytest.raises(CardDataError):
            validate_fact(bad, "X", "condition.fact")


# ---------------------------------------------------------------- a color chosen before the game (607.2p)

@pytest.mark.parametrize("name", ["Faceless One", "The Prismatic Piper", "Clara Oswald"])
def test_commander_chosen_color_compiles_to_a_cda(name):
    # "If ~ is your commander, choose a color before the game begins. ~ is the chosen color."
    c = compiled(name)
    assert c.supported
    assert {"affects": "self", "set_colors": "chosen"} in c.effects.values()


def test_prismatic_piper_is_the_chosen_color_in_every_zone():
    # 607.2p: the CDA refers to the choice made before the game as the card changes zones; 604.3: CDAs
    # function in every zone
    b = Board()
    b.enter("The Prismatic Piper", id="p", commander=True, zone="hand", choices={"color": "G"})
    assert b.resolve()["p"].colors == frozenset({"G"})
    b.move("p", "battlefield")
    assert b.resolve()["p"].colors == frozenset({"G"})
    b.move("p", "graveyard")
    assert b.resolve()["p"].colors == frozenset({"G"})


def test_faceless_one_that_is_not_a_commander_stays_colorless():
    # a card that isn't a commander has no color chosen: its printed colors (none, {5}) stay
    b = Board()
    b.enter("Faceless One", id="f")
    assert b.resolve()["f"].colors == frozenset()
    with pytest.raises(ScenarioError):
        b.enter("Faceless One", id="g", choices={"color": "R"})      # no color is chosen for a non-commander


def test_clara_oswald_commander_needs_its_color():
    b = Board()
    with pytest.raises(ScenarioError):
        b.enter("Clara Oswald", id="c", commander=True)              # the choice is never assumed
    b.enter("Clara Oswald", id="c", commander=True, choices={"color": "U"})
    assert b.resolve()["c"].colors == frozenset({"U"})


def test_alloy_golem_still_needs_its_color_as_it_enters():
    # "As this creature enters, choose a color. This creature is the chosen color.": a choice of each new object
    b = Board()
    with pytest.raises(ScenarioError):
        b.enter("Alloy Golem", id="a")
    b.enter("Alloy Golem", id="a", choices={"color": "R"})
    assert b.resolve()["a"].colors == frozenset({"R"})
    b.move("a", "graveyard")                                           # 400.7: no choice now (an artifact, {6})
    assert b.resolve()["a"].colors == frozenset()


# ---------------------------------------------------------------- attached, face down, restrictions

def test_the_aetherspark_has_its_trigger_only_while_attached_to_a_creature():
    # "As long as The Aetherspark is attached to a creature, The Aetherspark can't be attacked and has
    # "Whenever equipped creature deals combat damage during your turn, put that many loyalty counters on The
    # Aetherspark.""
    c = compiled("The Aetherspark")
    assert c.supported
    d = c.effects[1]
    assert d["affects"] == "self" and d["condition"] == {"enchanted": {"types": ["Creature"]}}
    assert d["other"] == "can't be attacked"
    trigger = ("Whenever equipped creature deals combat damage during your turn, put that many loyalty counters "
               "on The Aetherspark.")
    b = Board()
    b.enter("The Aetherspark", id="a")
    b.enter("Grizzly Bears", id="g")
    assert not b.resolve()["a"].has(trigger)
    b.attach("a", "g")
    assert b.resolve()["a"].has(trigger)
    b.move("g", "graveyard")                                             # attached to nothing now
    assert not b.resolve()["a"].has(trigger)


def test_aces_baseball_bat_first_strike_only_while_attacking():
    # "Equipped creature gets +3/+0. As long as equipped creature is attacking, it has first strike and must be
    # blocked by a Dalek if able."
    c = compiled("Ace's Baseball Bat")
    assert c.supported
    assert c.effects[2] == {"affects": "enchanted", "condition": {"enchanted": {"combat": "attacking"}},
                            "other": "must be blocked by a dalek if able", "add_abilities": ["First strike"]}
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Ace's Baseball Bat", id="bat", attached_to="g")
    assert pt(b, "g") == (5, 2) and not b.resolve()["g"].has("First strike")
    b.attack("g")
    assert b.resolve()["g"].has("First strike")


def test_unable_to_scream_face_up_restriction_is_no_layer_effect():
    # "As long as enchanted creature is face down, it can't be turned face up.": a restriction (702.37e)
    c = compiled("Unable to Scream")
    assert c.supported and 3 not in c.effects
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Unable to Scream", id="u", attached_to="g")
    r = b.resolve()["g"]
    assert (r.power, r.toughness) == (0, 2) and "Toy" in r.characteristics.subtypes and not r.abilities


def test_face_down_condition_reads_the_enchanted_status():
    from layerkit.compiler import compile_text
    c = compile_text("Test Aura", "Enchant creature\nAs long as enchanted creature is face down, it has flying.",
                     ["Enchantment"])
    assert c.effects[2] == {"affects": "enchanted", "condition": {"enchanted": {"face_down": True}},
                            "add_abilities": ["Flying"]}


# ---------------------------------------------------------------- "if ~ is in your graveyard or on the battlefield"

def test_ichor_aberration_zone_if_compiles_to_the_source_zone():
    # "Whenever you proliferate, if Ichor Aberration is in your graveyard or on the battlefield, Ichor Aberration
    # perpetually gets +1/+1. You may cast it from your graveyard this turn." (603.4: checked as it resolves)
    c = compiled("Ichor Aberration")
    assert c.supported
    assert c.effects[4] == {"affects": "self", "condition": {"source": {"zones": ["graveyard", "battlefield"]}},
                            "duration": "perpetual", "modify_pt": [1, 1]}


def test_ichor_aberration_on_a_board():
    # a 3/3: in the graveyard it perpetually gets +1/+1 and keeps it on the battlefield; in a hand, nothing
    b = Board()
    b.enter("Ichor Aberration", id="i", zone="graveyard")
    b.ability("i", 4)
    assert pt(b, "i") == (4, 4) and not b.resolve().unsupported    # the event "proliferate" puts no counters
    b.move("i", "battlefield")
    assert pt(b, "i") == (4, 4)
    b.ability("i", 4)
    assert pt(b, "i") == (5, 5)
    b.move("i", "hand")
    b.ability("i", 4)
    assert pt(b, "i") == (5, 5)


def test_hex_gets_its_counter_only_on_the_battlefield_or_in_exile():
    # "Whenever you cast an Adventure spell, if Hex, Kellan's Companion is on the battlefield or in exile, it
    # perpetually gets +1/+1. ..." (a 1/1)
    b = Board()
    b.enter("Hex, Kellan's Companion", id="h", zone="exile")
    b.ability("h", 2)
    assert pt(b, "h") == (2, 2)
    b.move("h", "graveyard")
    b.ability("h", 2)
    assert pt(b, "h") == (2, 2)


def test_arahbo_on_the_battlefield_pumps_another_cat():
    # "Eminence — At the beginning of combat on your turn, if Arahbo is in the command zone or on the battlefield,
    # another target Cat you control gets +3/+3 until end of turn."
    c = compiled("Arahbo, Roar of the World")
    assert c.supported
    assert c.effects[1]["condition"] == {"source": {"zones": ["command", "battlefield"]}}
    b = Board()
    b.enter("Arahbo, Roar of the World", id="a", controller="Alex")
    b.enter("Savannah Lions", id="cat", controller="Alex")
    b.ability("a", 1, targets=["cat"])
    assert pt(b, "cat") == (5, 4)
    b.end_turn()
    assert pt(b, "cat") == (2, 1)


def test_festival_of_embers_casting_permission_is_no_layer_effect():
    # "During your turn, you may cast instant and sorcery spells from your graveyard by paying 1 life in addition
    # to their other costs.": an additional cost (601.2f), no type or color added
    c = compiled("Festival of Embers")
    assert c.supported and not c.effects


def test_woolly_razorback_has_defender_while_it_has_an_ice_counter():
    # "This creature enters with three ice counters on it. As long as this creature has an ice counter on it,
    # prevent all combat damage it would deal and it has defender." (the prevention, 615.1, is no layer effect)
    c = compiled("Woolly Razorback")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"counters": {"kind": "ice", "min": 1}},
                            "add_abilities": ["Defender"]}
    b = Board()
    b.enter("Woolly Razorback", id="w")
    assert b.resolve()["w"].has("Defender")
    b.counters("w", remove={"ice": 2})
    assert b.resolve()["w"].has("Defender")
    b.counters("w", remove={"ice": 1})
    assert not b.resolve()["w"].has("Defender")


def test_saddled_rimestag_trailing_another_creature_condition():
    # "This creature gets +2/+2 as long as you had another creature enter the battlefield under your control this
    # turn." (a 2/2... its printed P/T read from the board before and after)
    c = compiled("Saddled Rimestag")
    assert c.supported and c.effects[1] == {"affects": "self", "condition": ANOTHER, "modify_pt": [2, 2]}
    b = Board()
    b.enter("Saddled Rimestag", id="r")
    base = pt(b, "r")
    b.end_turn()
    b.end_turn()
    b.state_fact("Alex", creatures_entered_this_turn=1)
    assert pt(b, "r") == (base[0] + 2, base[1] + 2)


def test_slayers_cleaver_requirement_beside_its_bonus():
    # "Equipped creature gets +3/+1 and must be blocked by an Eldrazi if able." (509.1c: a requirement, no layer)
    c = compiled("Slayer's Cleaver")
    assert c.supported
    assert c.effects[1] == {"affects": "equipped", "other": "must be blocked by an eldrazi if able", "modify_pt": [3, 1]}
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Slayer's Cleaver", id="c", attached_to="g")
    assert pt(b, "g") == (5, 3)


# ---------------------------------------------------------------- "if enchanted creature has <keyword>" (603.4)

def test_earthbind_takes_flying_only_from_a_flyer():
    # "When this Aura enters, if enchanted creature has flying, this Aura deals 2 damage to that creature and this
    # Aura gains "Enchanted creature loses flying."" (the damage is no layer effect)
    c = compiled("Earthbind")
    assert c.supported
    assert c.effects[2]["condition"] == {"enchanted": {"abilities": ["Flying"]}}
    b = Board()
    b.enter("Wind Drake", id="d")
    b.enter("Earthbind", id="e", attached_to="d")
    assert b.resolve()["d"].has("Flying")
    b.ability("e", 2)
    assert not b.resolve()["d"].has("Flying") and b.resolve()["e"].has("Enchanted creature loses flying.")
    b.enter("Grizzly Bears", id="g")
    b.enter("Earthbind", id="e2", attached_to="g")
    b.ability("e2", 2)
    assert not b.resolve()["e2"].has("Enchanted creature loses flying.")


def test_mazes_mantle_that_creature_is_the_enchanted_creature():
    # "When this Aura enters, if enchanted creature has toxic, that creature gains hexproof until end of turn.":
    # "that creature" is the enchanted creature the "if" names (never the Aura); toxic with any number (702.164)
    c = compiled("Maze's Mantle")
    assert c.supported
    assert c.effects[3] == {"affects": "enchanted", "condition": {"enchanted": {"abilities": ["Toxic"]}},
                            "duration": "end_of_turn", "add_abilities": ["Hexproof"]}
    b = Board()
    b.enter("Bloodroot Apothecary", id="t")            # toxic 2
    b.enter("Maze's Mantle", id="m", attached_to="t")
    b.ability("m", 3)
    assert b.resolve()["t"].has("Hexproof") and not b.resolve()["m"].has("Hexproof")
    b.enter("Grizzly Bears", id="g")
    b.enter("Maze's Mantle", id="m2", attached_to="g")
    b.ability("m2", 3)
    assert not b.resolve()["g"].has("Hexproof")
    b.end_turn()
    assert not b.resolve()["t"].has("Hexproof")


# ---------------------------------------------------------------- the top card of your graveyard (404.2)

def test_volraths_shapeshifter_compiles_to_the_hand_written_definition():
    # "As long as the top card of your graveyard is a creature card, this creature has the full text of that card
    # and has the text "{2}: Discard a card."": the same definition as the one written by hand from the rules
    import yaml
    from layerkit.resources import read_text
    hand = yaml.safe_load(read_text("effects", "intrinsic-article.yaml"))["Volrath's Shapeshifter"][1]
    c = compiled("Volrath's Shapeshifter")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"top_of_graveyard": {"types": ["Creature"]}},
                            "full_text_of": {"top_of_graveyard": {"types": ["Creature"]},
                                             "also": ["{2}: Discard a card."]}}
    assert c.effects[1] == hand


def test_shapeshifter_text_compiled_on_a_board():
    # the compiled definition (not the hand-written one): with Grizzly Bears on top of its controller's graveyard it
    # is Grizzly Bears, 2/2, with only "{2}: Discard a card."; a land on top: itself again (0/1)
    from _compiled import board_with
    text = ('As long as the top card of your graveyard is a creature card, this creature has the full text of that '
            'card and has the text "{2}: Discard a card." (This creature has that card\'s name, mana cost, color, '
            'types, abilities, power, and toughness.)\n{2}: Discard a card.')
    b, c = board_with("Test Shapeshifter", "Creature — Shapeshifter", text, power="0", toughness="1",
                      mana_cost="{1}{U}{U}")
    assert c.supported
    b.enter("Test Shapeshifter", id="v")
    assert pt(b, "v") == (0, 1)
    b.enter("Grizzly Bears", id="g", zone="graveyard")
    r = b.resolve()["v"]
    assert pt(b, "v") == (2, 2) and r.characteristics.name == "Grizzly Bears"
    assert [a.text for a in r.abilities] == ["{2}: Discard a card."]
    b.enter("Forest", id="f", zone="graveyard")
    assert pt(b, "v") == (0, 1) and b.resolve()["v"].characteristics.name == "Test Shapeshifter"
