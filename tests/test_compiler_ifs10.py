"""Abilities spells get, and resolution-time "if"s (issue 12, round 10).

"The first <kind> spell you cast each turn has <keyword>" (601.2): a static ability giving a keyword to one spell
on the stack, the first spell of that kind its controller cast this turn. Which spell that is, the spell's own
step states (``choices: {first_spell_of: [source ids]}``); untold, the spell does not get it and the ability is
listed in ``Resolution.unsupported``, never assumed.

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a board
with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.schema import validate_selector


def abilities(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def unsupported_ids(board: Board) -> set[str]:
    return {oid for oid, _card, _text, _why in board.resolve().unsupported}


# ------------------------------------------------------------------ 601.2: "the first ... spell you cast each turn"

def test_first_spell_each_turn_compiles_to_a_stack_selector():
    # Maelstrom Nexus: "The first spell you cast each turn has cascade." A static ability (604.1) whose objects
    # are spells on the stack (112.1) its controller cast (601.2), the first of them this turn
    c = compiled("Maelstrom Nexus")
    assert c.supported
    assert c.effects[1] == {"affects": {"zones": ["stack"], "cast_by": "you", "first_this_turn": True},
                            "add_abilities": ["Cascade"]}


def test_the_first_spell_gets_cascade_the_others_not():
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Lightning Bolt", id="first", zone="stack", choices={"first_spell_of": ["nexus"]})
    b.enter("Shock", id="second", zone="stack", choices={"first_spell_of": []})
    assert "Cascade" in abilities(b, "first")
    assert "Cascade" not in abilities(b, "second")
    assert "nexus" not in unsupported_ids(b)       # every spell on the stack was told


def test_an_opponents_first_spell_gets_nothing():
    # "you cast": the Nexus's controller (601.2, 110.2); the opponent's spell is not one even when stated
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Lightning Bolt", id="theirs", zone="stack", controller="Bo", owner="Bo",
            choices={"first_spell_of": ["nexus"]})
    assert "Cascade" not in abilities(b, "theirs")


def test_a_copy_of_a_spell_is_not_cast():
    # 707.10: a copy of a spell put on the stack is not cast, so it is no "spell you cast"
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Lightning Bolt", id="copy", zone="stack", cast=False, choices={"first_spell_of": ["nexus"]})
    assert "Cascade" not in abilities(b, "copy")


def test_untold_spell_is_listed_never_assumed():
    # a spell whose step does not say whether it is the first: no cascade, and the Nexus's ability is listed
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Lightning Bolt", id="bolt", zone="stack")
    assert "Cascade" not in abilities(b, "bolt")
    assert "nexus" in unsupported_ids(b)


def test_no_spell_on_the_stack_nothing_listed():
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Grizzly Bears", id="bears")
    assert "nexus" not in unsupported_ids(b)
    assert "Cascade" not in abilities(b, "bears")   # a permanent is no spell (112.1)


def test_each_source_names_its_own_first_spell():
    # two such abilities of different kinds: Anhelo's "first instant or sorcery spell" and the Nexus's "first
    # spell"; the step names the sources whose first spell it is
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Anhelo, the Painter", id="anhelo")
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"first_spell_of": ["nexus"]})
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"first_spell_of": ["anhelo"]})
    assert abilities(b, "bears") >= {"Cascade"} and "Casualty 2" not in abilities(b, "bears")
    assert "Casualty 2" in abilities(b, "bolt") and "Cascade" not in abilities(b, "bolt")


def test_the_kind_is_read_as_well():
    # Anhelo, the Painter: "The first instant or sorcery spell you cast each turn has casualty 2": a creature
    # spell is not of that kind, whatever its step says
    b = Board()
    b.enter("Anhelo, the Painter", id="anhelo")
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"first_spell_of": ["anhelo"]})
    assert "Casualty 2" not in abilities(b, "bears")


def test_historic_first_spell():
    # Peri Brown: "The first historic spell you cast each turn has convoke." 700.6: legendary, artifact or Saga
    b = Board()
    b.enter("Peri Brown", id="peri")
    b.enter("Isamaru, Hound of Konda", id="legend", zone="stack", choices={"first_spell_of": ["peri"]})
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"first_spell_of": ["peri"]})
    assert "Convoke" in abilities(b, "legend")
    assert "Convoke" not in abilities(b, "bears")


def test_nonlegendary_artifact_first_spell():
    # Ashad, the Lone Cyberman: "The first nonlegendary artifact spell you cast each turn has casualty 2."
    c = compiled("Ashad, the Lone Cyberman")
    assert c.supported
    assert c.effects[1]["affects"] == {"not_supertypes": ["Legendary"], "zones": ["stack"], "cast_by": "you",
                                       "types": ["Artifact"], "first_this_turn": True}
    b = Board()
    b.enter("Ashad, the Lone Cyberman", id="ashad")
    b.enter("Sol Ring", id="ring", zone="stack", choices={"first_spell_of": ["ashad"]})
    assert "Casualty 2" in abilities(b, "ring")


def test_merfolk_and_nonartifact_kinds():
    # Current Curriculum: "The first Merfolk spell ..."; The Fifteenth Doctor: "The first nonartifact spell ..."
    b = Board()
    b.enter("Current Curriculum", id="cc")
    b.enter("The Fifteenth Doctor", id="doc")
    b.enter("Merfolk of the Pearl Trident", id="merfolk", zone="stack", choices={"first_spell_of": ["cc", "doc"]})
    b.enter("Sol Ring", id="ring", zone="stack", choices={"first_spell_of": ["cc", "doc"]})
    assert {"Convoke", "Improvise"} <= abilities(b, "merfolk")
    assert not {"Convoke", "Improvise"} & abilities(b, "ring")


def test_the_ability_ends_as_the_spell_leaves_the_stack():
    # the spell resolving into a permanent is a new object (400.7); it is no spell and has no cascade
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"first_spell_of": ["nexus"]})
    assert "Cascade" in abilities(b, "bears")
    b.move("bears", "battlefield")
    assert "Cascade" not in abilities(b, "bears")


def test_other_phrasings_stay_reported():
    # how the spell was cast or paid is no kind of spell the board reads here
    # (Wild-Magic Sorcerer, "the first spell you cast from exile each turn", reads since round 12: cast_from)
    for name in ("Rain of Riches", "The Twelfth Doctor", "TARDIS Bay"):
        assert any("the first spell you cast" in u.clause for u in compiled(name).unsupported), name


def test_schema_wants_cast_by():
    validate_selector({"zones": ["stack"], "cast_by": "you", "first_this_turn": True}, "t")
    with pytest.raises(CardDataError):
        validate_selector({"first_this_turn": True}, "t")


def test_a_bad_first_spell_of_is_refused():
    b = Board()
    with pytest.raises(ScenarioError):
        b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"first_spell_of": 3})


# ------------------------------------------------------------------ 601.2: "the next ... spell you cast this turn"

def test_next_spell_compiles_to_an_effect_this_turn():
    # Archway of Innovation: "{U}, {T}: The next spell you cast this turn has improvise." A resolving ability's
    # effect on the spell its controller casts next; "this turn" (611.2a): a spell of a later turn is none
    c = compiled("Archway of Innovation")
    assert c.supported
    assert c.effects[3] == {"affects": {"zones": ["stack"], "cast_by": "you", "next_this_turn": True},
                            "add_abilities": ["Improvise"], "duration": "end_of_turn"}


def test_the_next_spell_gets_it_once():
    b = Board()
    b.enter("Archway of Innovation", id="arch")
    b.ability("arch", 3)
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": ["arch"]})
    b.enter("Shock", id="shock", zone="stack", choices={"next_spell_of": ["arch"]})
    assert "Improvise" in abilities(b, "bolt")
    assert "Improvise" not in abilities(b, "shock")     # the effect has its spell already
    assert "arch" not in unsupported_ids(b)


def test_spells_already_on_the_stack_are_not_the_next_one():
    # a spell cast before the ability resolved is no "next" spell (601.2: cast after the effect began)
    b = Board()
    b.enter("Archway of Innovation", id="arch")
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": ["arch"]})
    b.ability("arch", 3)
    assert "Improvise" not in abilities(b, "bolt")


def test_a_spell_stated_not_next_leaves_the_effect_waiting():
    b = Board()
    b.enter("Archway of Innovation", id="arch")
    b.ability("arch", 3)
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": []})
    b.enter("Shock", id="shock", zone="stack", choices={"next_spell_of": ["arch"]})
    assert "Improvise" not in abilities(b, "bolt")
    assert "Improvise" in abilities(b, "shock")


def test_untold_next_spell_is_listed():
    b = Board()
    b.enter("Archway of Innovation", id="arch")
    b.ability("arch", 3)
    b.enter("Shock", id="shock", zone="stack")
    assert "Improvise" not in abilities(b, "shock")
    assert "arch" in unsupported_ids(b)


def test_the_next_noncreature_spell_skips_creature_spells():
    # Dark Apostle: "{3}, {T}: The next noncreature spell you cast this turn has cascade." A creature spell cast
    # first is not of that kind, so the effect waits for the noncreature one (and asks nothing of the creature's)
    b = Board()
    b.enter("Dark Apostle", id="apostle")
    b.ability("apostle", 1)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.enter("Shock", id="shock", zone="stack", choices={"next_spell_of": ["apostle"]})
    assert "Cascade" not in abilities(b, "bears")
    assert "Cascade" in abilities(b, "shock")
    assert "apostle" not in unsupported_ids(b)


def test_an_opponents_spell_is_not_yours():
    b = Board()
    b.enter("Archway of Innovation", id="arch")
    b.ability("arch", 3)
    b.enter("Shock", id="theirs", zone="stack", controller="Bo", owner="Bo", choices={"next_spell_of": ["arch"]})
    assert "Improvise" not in abilities(b, "theirs")


def test_the_effect_ends_with_the_turn():
    # "this turn": after the turn ends no spell is the next one (the effect has ended, 514.2)
    b = Board()
    b.enter("Archway of Innovation", id="arch")
    b.ability("arch", 3)
    b.end_turn()
    b.enter("Shock", id="shock", zone="stack", controller="Bo", choices={"next_spell_of": ["arch"]})
    b.end_turn()
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": ["arch"]})
    assert "Improvise" not in abilities(b, "bolt")


def test_a_triggered_next_spell():
    # Storm, Force of Nature: "Whenever Storm deals combat damage to a player, the next instant or sorcery spell
    # you cast this turn has storm."
    b = Board()
    b.enter("Storm, Force of Nature", id="storm")
    b.ability("storm", 3)
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": ["storm"]})
    assert "Storm" in abilities(b, "bolt")


def test_next_spell_in_a_static_ability_is_reported():
    from layerkit.compiler.compile import _spell_order
    d = {"affects": {"zones": ["stack"], "cast_by": "you", "next_this_turn": True}, "add_abilities": ["Convoke"]}
    assert _spell_order(d, "static") is not None


# ------------------------------------------------------------------ 601.2: "if you cast it"

@pytest.mark.parametrize("cast_from, expected", [("hand", True), ("graveyard", True), ("none", False)])
def test_if_you_cast_it(cast_from, expected):
    # Crackling Spellslinger: "When this creature enters, if you cast it, the next instant or sorcery spell you
    # cast this turn has storm." (603.4: checked as the trigger resolves; cast from any zone counts, 601.2)
    b = Board()
    b.enter("Crackling Spellslinger", id="sling")
    b.ability("sling", 2, choices={"cast_from": cast_from})      # how its source was cast, as the trigger's step says
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": ["sling"]})
    assert ("Storm" in abilities(b, "bolt")) is expected


def test_if_you_cast_it_untold_is_listed():
    b = Board()
    b.enter("Crackling Spellslinger", id="sling")
    b.ability("sling", 2)
    b.enter("Lightning Bolt", id="bolt", zone="stack", choices={"next_spell_of": ["sling"]})
    assert "Storm" not in abilities(b, "bolt")
    assert "sling" in unsupported_ids(b)


def test_an_opponents_untold_spell_asks_nothing():
    # only a spell the Nexus's controller cast can be its first spell (601.2): an opponent's untold one is no question
    b = Board()
    b.enter("Maelstrom Nexus", id="nexus")
    b.enter("Lightning Bolt", id="theirs", zone="stack", controller="Bo", owner="Bo")
    assert "nexus" not in unsupported_ids(b)
