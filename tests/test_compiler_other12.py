"""Selectors and grants with no grammar rule before (issue 12, round 12, family "other").

"Spells you cast from your hand have cascade" (601.2a): a static ability giving a keyword to spells on the
stack its controller cast from that zone. Where a spell was cast from, its own step states
(``choices: {cast_from: hand}``); untold, the spell does not get it and the ability is listed in
``Resolution.unsupported``, never assumed.

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a board
with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.board import Board
from layerkit.vocabulary.schema import validate_selector

from tests._compiled import compiled, pt


def abilities(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def unsupported_ids(board: Board) -> set[str]:
    return {oid for oid, _card, _text, _why in board.resolve().unsupported}


# ------------------------------------------------------------------ 601.2a: "spells you cast from your hand"

def test_spells_cast_from_your_hand_compile_to_a_stack_selector():
    # Wildsear, Scouring Maw: "Enchantment spells you cast from your hand have cascade." Spells on the stack
    # (112.1) its controller cast (601.2) from their hand (601.2a), enchantment spells
    c = compiled("Wildsear, Scouring Maw")
    assert c.supported
    assert c.effects[2] == {"affects": {"types": ["Enchantment"], "zones": ["stack"], "cast_by": "you",
                                        "cast_from": "hand"}, "add_abilities": ["Cascade"]}


def test_from_exile_and_noncreature():
    # Party Thrasher: "Noncreature spells you cast from exile have convoke."
    c = compiled("Party Thrasher")
    assert c.effects[1] == {"affects": {"not_types": ["Creature"], "zones": ["stack"], "cast_by": "you",
                                        "cast_from": "exile"}, "add_abilities": ["Convoke"]}
    # Rassilon: "Each noncreature spell you cast from exile has conspire."
    assert compiled("Rassilon, the War President").effects[2]["affects"]["cast_from"] == "exile"
    assert compiled("Rassilon, the War President").effects[2]["add_abilities"] == ["Conspire"]


def test_instant_and_sorcery_spells_from_your_hand_govern_both_nouns():
    # Quandrix, the Proof: "Instant and sorcery spells you cast from your hand have cascade": "you cast from
    # your hand" follows the last noun and governs both (an instant cast from exile gets nothing)
    sel = compiled("Quandrix, the Proof").effects[4]["affects"]
    assert [s["types"] for s in sel["any"]] == [["Instant"], ["Sorcery"]]
    assert all(s["cast_from"] == "hand" and s["cast_by"] == "you" for s in sel["any"])


def test_the_spell_cast_from_hand_gets_cascade_the_one_from_exile_not():
    b = Board()
    b.enter("Wildsear, Scouring Maw", id="wildsear")
    b.enter("Pacifism", id="hand", zone="stack", choices={"cast_from": "hand"})
    b.enter("Pacifism", id="exiled", zone="stack", choices={"cast_from": "exile"})
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"cast_from": "hand"})
    assert "Cascade" in abilities(b, "hand")
    assert "Cascade" not in abilities(b, "exiled")
    assert "Cascade" not in abilities(b, "bolt")       # not an enchantment spell
    assert "wildsear" not in unsupported_ids(b)         # every spell on the stack was told


def test_quandrix_gives_an_instant_from_hand_cascade():
    b = Board()
    b.enter("Quandrix, the Proof", id="q")
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"cast_from": "hand"})
    b.enter("Lightning Bolt", id="flashback", zone="stack", choices={"cast_from": "graveyard"})
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"cast_from": "hand"})
    assert "Cascade" in abilities(b, "bolt")
    assert "Cascade" not in abilities(b, "flashback")
    assert "Cascade" not in abilities(b, "bears")


def test_an_opponents_spell_and_a_copy_get_nothing():
    # "you cast" (601.2, 110.2); a copy of a spell is not cast (707.10)
    b = Board()
    b.enter("Hoarding Broodlord", id="brood")
    b.enter("Lightning Bolt", id="theirs", zone="stack", controller="Bo", owner="Bo", choices={"cast_from": "exile"})
    b.enter("Lightning Bolt", id="copy", zone="stack", cast=False, choices={"cast_from": "exile"})
    b.enter("Lightning Bolt", id="mine", zone="stack", choices={"cast_from": "exile"})
    assert "Convoke" not in abilities(b, "theirs")
    assert "Convoke" not in abilities(b, "copy")
    assert "Convoke" in abilities(b, "mine")


def test_untold_zone_is_listed_never_assumed():
    b = Board()
    b.enter("Hoarding Broodlord", id="brood")
    b.enter("Lightning Bolt", id="bolt", zone="stack")
    assert "Convoke" not in abilities(b, "bolt")
    assert "brood" in unsupported_ids(b)
    b2 = Board()
    b2.enter("Quandrix, the Proof", id="q")
    b2.enter("Lightning Bolt", id="bolt", zone="stack")
    assert "q" in unsupported_ids(b2)


def test_no_spell_on_the_stack_nothing_listed():
    b = Board()
    b.enter("Hoarding Broodlord", id="brood")
    assert "brood" not in unsupported_ids(b)


def test_cast_from_needs_cast_by_and_a_zone():
    validate_selector({"zones": ["stack"], "cast_by": "you", "cast_from": "hand"}, "t")
    with pytest.raises(CardDataError):
        validate_selector({"zones": ["stack"], "cast_from": "hand"}, "t")
    with pytest.raises(CardDataError):
        validate_selector({"zones": ["stack"], "cast_by": "you", "cast_from": "battlefield"}, "t")


def test_zhulodok_stays_unsupported():
    # "with mana value 7 or greater" of a spell on the stack reads its X (202.3e). (values15 lifted the limit: the
    # spell's step states X, choices.number, and while a spell with {X} has none the ability is listed; see
    # tests/test_values15.py)
    assert compiled("Zhulodok, Void Gorger").supported
    b = Board()
    b.enter("Zhulodok, Void Gorger", id="z", controller="Alex")
    b.enter("Endless One", id="e", controller="Alex", zone="stack", choices={"cast_from": "hand"})   # X untold
    assert any("202.3e" in str(u) for u in b.resolve().unsupported)


def test_the_first_spell_cast_from_exile_each_turn():
    # Wild-Magic Sorcerer: "The first spell you cast from exile each turn has cascade": the spell must have been
    # cast from exile (601.2a) and be the first such spell this turn (601.2), both stated by its step
    c = compiled("Wild-Magic Sorcerer")
    assert c.effects[1] == {"affects": {"zones": ["stack"], "cast_by": "you", "cast_from": "exile",
                                        "first_this_turn": True}, "add_abilities": ["Cascade"]}
    b = Board()
    b.enter("Wild-Magic Sorcerer", id="s")
    b.enter("Lightning Bolt", id="a", zone="stack", choices={"cast_from": "exile", "first_spell_of": ["s"]})
    b.enter("Lightning Bolt", id="b", zone="stack", choices={"cast_from": "hand", "first_spell_of": ["s"]})
    b.enter("Lightning Bolt", id="c", zone="stack", choices={"cast_from": "exile", "first_spell_of": []})
    assert "Cascade" in abilities(b, "a")
    assert "Cascade" not in abilities(b, "b")
    assert "Cascade" not in abilities(b, "c")


def test_two_identical_spells_told_apart_by_their_steps():
    # two Lightning Bolts on the stack look the same; only their steps' statements tell them apart
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Lightning Bolt", id="first", zone="stack", choices={"first_spell_of": ["nexus"]})
    b.enter("Lightning Bolt", id="second", zone="stack", choices={"first_spell_of": []})
    assert "Cascade" in abilities(b, "first")
    assert "Cascade" not in abilities(b, "second")


# ------------------------------------------------------------------ 721.2: station striations

def _state(b: Board, oid: str):
    r = b.resolve()[oid]
    return sorted(r.types), r.power, r.toughness, {a.text for a in r.abilities}


def test_station_lines_compile_with_their_threshold():
    # Lumen-Class Frigate: "It's an artifact creature at 12+." / "2+ | Other creatures you control get +1/+1." /
    # "12+ | Flying, lifelink": 721.2a, each line's abilities while it has N or more charge counters; 721.2b, the
    # 12+ striation has the 3/5 box: a creature with base power and toughness 3/5 in addition to its types
    c = compiled("Lumen-Class Frigate")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": {"counters": {"kind": "charge", "min": 12}},
                            "add_types": ["Creature"], "set_pt": [3, 5]}
    assert c.effects[2] == {"affects": {"types": ["Creature"], "controller": "you", "other": True},
                            "modify_pt": [1, 1], "condition": {"counters": {"kind": "charge", "min": 2}}}
    assert c.effects[3] == {"affects": "self", "add_abilities": ["Flying", "Lifelink"],
                            "condition": {"counters": {"kind": "charge", "min": 12}}}


def test_a_stationed_frigate_on_a_board():
    b = Board()
    b.enter("Lumen-Class Frigate", id="low", counters={"charge": 1})
    b.enter("Grizzly Bears", id="bears")
    types, p, t, abil = _state(b, "low")
    assert types == ["Artifact"] and "Flying" not in abil          # below 2: nothing
    assert _state(b, "bears")[1:3] == (2, 2)
    b.enter("Lumen-Class Frigate", id="mid", counters={"charge": 2})
    assert _state(b, "bears")[1:3] == (3, 3)                      # 2+: other creatures get +1/+1
    assert _state(b, "mid")[0] == ["Artifact"]                      # not yet a creature
    b.enter("Lumen-Class Frigate", id="high", counters={"charge": 12})
    types, p, t, abil = _state(b, "high")
    # 12+: an artifact creature with base 3/5 (721.2b), +1/+1 from "mid"'s 2+ ability (its own is "other"),
    # flying and lifelink
    assert types == ["Artifact", "Creature"] and (p, t) == (4, 6)
    assert {"Flying", "Lifelink"} <= abil
    assert _state(b, "bears")[1:3] == (4, 4)
    assert not b.resolve().unsupported


def test_a_station_trigger_and_keywords():
    # Galvanizing Sawship: "It's an artifact creature at 3+." / "3+ | Flying, haste" (printed 6/5)
    b = Board()
    b.enter("Galvanizing Sawship", id="saw", counters={"charge": 3})
    types, p, t, abil = _state(b, "saw")
    assert types == ["Artifact", "Creature"] and (p, t) == (6, 5) and {"Flying", "Haste"} <= abil
    b2 = Board()
    b2.enter("Galvanizing Sawship", id="saw")
    assert _state(b2, "saw")[0] == ["Artifact"] and "Flying" not in _state(b2, "saw")[3]


def test_a_line_after_a_striation_is_that_striations():
    # Inspirit: "8+ | Flying" then "Other artifacts you control have hexproof and indestructible.": (round 16,
    # grants16: 721.4, an ability preceded by a station symbol is within its striation — this line is the 8+
    # striation's, gated on 8 charge counters; it was reported before; tests/test_grants16.py)
    c = compiled("Inspirit, Flagship Vessel")
    assert c.effects[4] == {"affects": {"controller": "you", "types": ["Artifact"], "other": True},
                            "add_abilities": ["Hexproof", "Indestructible"],
                            "condition": {"counters": {"kind": "charge", "min": 8}}}


def test_a_box_with_no_reminder_is_reported():
    # Squadron Carrier (printed 4/4) has a power/toughness box but no reminder naming its striation
    # (round 14, misc14: it has one station symbol, "10+ | ...", and a station card has power and toughness only
    # through a striation's box (721.2, 721.2c): with one symbol the box is that striation's — a 4/4 creature at 10+;
    # a card with two symbols and no reminder stays reported, tests/test_misc14.py)
    c = compiled("Squadron Carrier")
    assert not any(u.reason.startswith("721.2b") for u in c.unsupported)
    assert {"affects": "self", "condition": {"counters": {"kind": "charge", "min": 10}}, "add_types": ["Creature"],
            "set_pt": [4, 4]} in c.effects.values()


def test_a_planet_has_no_box():
    # Evendo, Waking Haven: a land with a station ability and no power/toughness: never a creature
    c = compiled("Evendo, Waking Haven")
    assert c.supported and not any("add_types" in d for d in c.effects.values())


def test_a_station_trigger_needs_its_counters():
    # Synthesizer Labship: "2+ | At the beginning of combat on your turn, up to one other target artifact you control
    # becomes an artifact creature with base power and toughness 2/2 and gains flying until end of turn." The ability
    # exists only with two or more charge counters (721.2a): with one it does nothing
    c = compiled("Synthesizer Labship")
    assert c.effects[2]["kind"] == "triggered"
    assert c.effects[2]["condition"] == {"counters": {"kind": "charge", "min": 2}}
    low = Board()
    low.enter("Synthesizer Labship", id="s", counters={"charge": 1})
    low.enter("Ornithopter", id="o")                   # a 0/2 artifact creature with flying
    low.ability("s", 2, targets=["o"])
    assert _state(low, "o")[1:3] == (0, 2)
    high = Board()
    high.enter("Synthesizer Labship", id="s", counters={"charge": 2})
    high.enter("Ornithopter", id="o")
    high.ability("s", 2, targets=["o"])
    assert _state(high, "o")[1:3] == (2, 2)


def test_a_station_activated_ability_stays_reported():
    # Adagia: "12+ | {3}{W}, {T}: Create a token that's a copy of ...": whether the ability exists as it is
    # activated (721.2a) is not checked by the board, so it is reported, never compiled under a condition
    c = compiled("Adagia, Windswept Bastion")
    assert not c.supported and c.unsupported[0].reason.startswith("721.2a")


# ------------------------------------------------------------------ 508.1b: "creatures attacking you"

def test_creatures_attacking_you_compile():
    # Boarded Window: "Creatures attacking you get -1/-0."
    c = compiled("Boarded Window")
    assert c.effects[1] == {"affects": {"types": ["Creature"], "attacking": "you"}, "modify_pt": [-1, 0]}
    # Watchdog: "As long as this creature is untapped, all creatures attacking you get -1/-0."
    w = compiled("Watchdog")
    assert w.effects[2]["affects"] == {"types": ["Creature"], "attacking": "you"}
    assert w.effects[2]["condition"] == {"source": {"tapped": False}}


def test_an_opponents_creature_attacking_you():
    b = Board()
    b.enter("Boarded Window", id="window")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    b.enter("Grizzly Bears", id="mine")
    assert pt(b, "theirs") == (2, 2)              # not attacking
    # two players, no planeswalker or battle: the only player Bo's creature can attack is Alex (508.1b)
    b.attack("theirs")
    assert pt(b, "theirs") == (1, 2)
    b.end_turn()
    assert pt(b, "theirs") == (2, 2)              # combat is over: no longer attacking
    b.attack("mine")                               # Alex's creature attacks Bo, not "you"
    assert pt(b, "mine") == (2, 2)


def test_a_creature_attacking_your_planeswalker_is_not_attacking_you():
    b = Board()
    b.enter("Boarded Window", id="window")
    b.enter("Liliana of the Veil", id="lili")
    b.enter("Grizzly Bears", id="a", controller="Bo", owner="Bo")
    b.enter("Grizzly Bears", id="c", controller="Bo", owner="Bo")
    b.attack("a", defender="lili")
    b.attack("c", defender="Alex")
    assert pt(b, "a") == (2, 2)
    assert pt(b, "c") == (1, 2)


def test_whom_it_attacks_not_known_is_refused():
    # Alex controls a planeswalker: Bo's creature could attack Alex or it, and the step doesn't say
    b = Board()
    b.enter("Boarded Window", id="window")
    b.enter("Liliana of the Veil", id="lili")
    b.enter("Grizzly Bears", id="a", controller="Bo", owner="Bo")
    b.attack("a")
    with pytest.raises(ScenarioError):
        b.resolve()


def test_attack_defender_is_checked_and_in_yaml():
    from layerkit.game.step_kinds import Step
    b = Board()
    b.enter("Grizzly Bears", id="a", controller="Bo", owner="Bo")
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError):
        b.attack("a", defender="bears")          # a creature is no player, planeswalker or battle (508.1b)
    step = Step.read({"attack": {"ids": ["a"], "defender": "Alex"}})
    assert step.args["defender"] == "Alex"


def test_attacking_schema():
    validate_selector({"types": ["Creature"], "attacking": "you"}, "t")
    with pytest.raises(CardDataError):
        validate_selector({"types": ["Creature"], "attacking": "Bo"}, "t")
