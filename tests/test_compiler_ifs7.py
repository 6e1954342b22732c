"""Resolution-time "if" conditions (issue 12, round 7).

"If you have a full party" (700.8): a party is up to one each of a Cleric, a Rogue, a Warrior and a Wizard
among the creatures a player controls; a full party has all four. Read as a triggered ability's intervening
"if" (603.4) or as the condition of an "instead" (608.2c), both checked once as the ability resolves.

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a
board with the real pool card."""
from __future__ import annotations

from layerkit.compiler import compile_card, compile_text
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from _compiled import pt

#: 700.8: the condition "you have a full party": four creatures in your party
FULL_PARTY = {"value": {"of": {"party": "you"}, "min": 4}}


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def party_of_three(b: Board) -> None:
    """A Cleric (2/2), a Rogue (2/1) and another Cleric (2/2): beside a Warrior, three in the party."""
    b.enter("Shrine Keeper", id="cleric")            # Human Cleric 2/2
    b.enter("Krovikan Scoundrel", id="rogue")        # Human Rogue 2/1
    b.enter("Cabal Evangel", id="cleric2")           # Human Cleric 2/2: a second Cleric adds nothing (700.8)


def test_full_party_intervening_if_on_a_group():
    # Squad Commander (Kor Warrior 3/3): "At the beginning of combat on your turn, if you have a full party,
    # creatures you control get +1/+0 and gain indestructible until end of turn." With a Warrior (itself),
    # two Clerics and a Rogue the party is three (700.8): the ability does nothing (603.4). With a Wizard
    # too it is full: each creature you control gets +1/+0 and indestructible, and the effect lasts though
    # the party stops being full (611.2a: the effect it created has no condition)
    c = compiled("Squad Commander")
    assert c.supported
    assert c.effects[2]["condition"] == FULL_PARTY
    b = Board()
    b.enter("Squad Commander", id="sq")
    party_of_three(b)
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("sq", 2)
    assert pt(b, "sq") == (3, 3) and pt(b, "cleric") == (2, 2)
    assert "Indestructible" not in keywords(b, "sq")
    b.enter("Fugitive Wizard", id="wiz")              # Human Wizard 1/1: the fourth of the party
    b.ability("sq", 2)
    assert pt(b, "sq") == (4, 3) and pt(b, "cleric") == (3, 2) and pt(b, "rogue") == (3, 1)
    assert pt(b, "wiz") == (2, 1) and "Indestructible" in keywords(b, "wiz")
    assert pt(b, "theirs") == (2, 2)                  # "creatures you control"
    b.move("wiz", "graveyard")
    assert pt(b, "sq") == (4, 3)                      # checked once, as it resolved


def test_full_party_of_an_opponent_is_not_yours():
    # "your party" (700.8): the Wizard another player controls is not in it
    b = Board()
    b.enter("Squad Commander", id="sq")
    party_of_three(b)
    b.enter("Fugitive Wizard", id="wiz", controller="Bo")
    b.ability("sq", 2)
    assert pt(b, "sq") == (3, 3)


def test_full_party_on_a_target():
    # Archpriest of Iona (Human Cleric, */2, power = creatures in your party): "At the beginning of combat on
    # your turn, if you have a full party, target creature gets +1/+1 and gains flying until end of turn."
    c = compiled("Archpriest of Iona")
    assert c.supported
    assert c.effects[2]["condition"] == FULL_PARTY
    b = Board()
    b.enter("Archpriest of Iona", id="ap")
    b.enter("Krovikan Scoundrel", id="rogue")
    b.enter("Fearless Halberdier", id="war")          # Human Warrior 3/2
    b.ability("ap", 2, targets=["war"])
    assert pt(b, "war") == (3, 2) and pt(b, "ap") == (3, 2)
    b.enter("Fugitive Wizard", id="wiz")
    assert pt(b, "ap") == (4, 2)                      # 700.8: four in the party
    b.ability("ap", 2, targets=["war"])
    assert pt(b, "war") == (4, 3) and "Flying" in keywords(b, "war")


def test_full_party_instead():
    # The Destined Warrior (Human Warrior 3/3): "At the beginning of combat on your turn, creatures you control
    # get +1/+0 until end of turn. If you have a full party, creatures you control get +3/+0 until end of turn
    # instead." (608.2c: the second in place of the first when the condition holds as it resolves)
    c = compiled("The Destined Warrior")
    assert c.supported
    assert c.effects[5]["instead"]["condition"] == FULL_PARTY
    b = Board()
    b.enter("The Destined Warrior", id="dw")
    party_of_three(b)
    b.ability("dw", 5)
    assert pt(b, "dw") == (4, 3) and pt(b, "rogue") == (3, 1)
    b.enter("Fugitive Wizard", id="wiz")
    b.ability("dw", 5)
    assert pt(b, "dw") == (7, 3) and pt(b, "rogue") == (6, 1) and pt(b, "wiz") == (4, 1)


def test_full_party_counters_instead():
    # The Destined White Mage: "Whenever you gain life, put a +1/+1 counter on target creature you control. If
    # you have a full party, put three +1/+1 counters on that creature instead."
    c = compiled("The Destined White Mage")
    assert c.supported
    b = Board()
    b.enter("The Destined White Mage", id="wm")      # Human Cleric
    b.enter("Krovikan Scoundrel", id="rogue")
    b.enter("Fearless Halberdier", id="war")
    b.ability("wm", 3, targets=["rogue"])
    assert pt(b, "rogue") == (3, 2)
    b.enter("Fugitive Wizard", id="wiz")
    b.ability("wm", 3, targets=["rogue"])
    assert pt(b, "rogue") == (6, 5)


# ------------------------------------------------------------------ 608.2c: an instruction's own "if" (if_holds)

MOUSE = {"count": {"of": {"subtypes": ["Mouse"], "controller": "you"}, "min": 1}}


def test_trailing_if_on_a_later_instruction_of_a_spell():
    # Might of the Meek: "Target creature gains trample until end of turn. It also gets +1/+0 until end of turn
    # if you control a Mouse. Draw a card." The trample always; the +1/+0 only if you control a Mouse as it
    # resolves (608.2c), and it lasts though the Mouse leaves (611.2a)
    c = compiled("Might of the Meek")
    assert c.supported
    assert c.effects[1] == {"parts": [
        {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["Trample"]},
        {"affects": "targets", "duration": "end_of_turn", "if_holds": MOUSE, "modify_pt": [1, 0]}]}
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Nettle Guard", id="their_mouse", controller="Bo")     # Mouse Soldier 3/1: not yours
    b.cast("Might of the Meek", targets=["bear"])
    assert pt(b, "bear") == (2, 2) and "Trample" in keywords(b, "bear")
    b.enter("Grizzly Bears", id="bear2")
    b.enter("Nettle Guard", id="mouse")
    b.cast("Might of the Meek", targets=["bear2"])
    assert pt(b, "bear2") == (3, 2) and "Trample" in keywords(b, "bear2")
    b.move("mouse", "graveyard")
    assert pt(b, "bear2") == (3, 2)                   # read once (611.2a)


def test_leading_if_of_an_instant_is_read_once():
    # Roar of Jukai: "If you control a Forest, each blocked creature gets +2/+2 until end of turn."
    c = compiled("Roar of Jukai")
    assert c.supported
    assert c.effects[1]["if_holds"] == {"count": {"of": {"subtypes": ["Forest"], "controller": "you"}, "min": 1}}
    assert "condition" not in c.effects[1]


def test_spell_mastery_reads_the_graveyard_without_the_resolving_spell():
    # Gideon's Phalanx: "Create four 2/2 white Knight creature tokens with vigilance. Spell mastery — If there are
    # two or more instant and/or sorcery cards in your graveyard, creatures you control gain indestructible until
    # end of turn." The resolving spell is on the stack, not in the graveyard (608.2c, 608.2n): with one
    # instant there, nothing; with two, each creature you control gains indestructible
    assert compiled("Gideon's Phalanx").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Shock", id="s1", zone="graveyard")
    b.cast("Gideon's Phalanx")
    assert "Indestructible" not in keywords(b, "bear")
    b.enter("Shock", id="s2", zone="graveyard")
    b.cast("Gideon's Phalanx")
    assert "Indestructible" in keywords(b, "bear")
    b.move("s1", "exile")
    b.move("s2", "exile")
    assert "Indestructible" in keywords(b, "bear")       # read once: the effect lasts (611.2a)


def test_trailing_if_in_a_triggered_ability():
    # Mayael's Aria: "At the beginning of your upkeep, put a +1/+1 counter on each creature you control if you
    # control a creature with power 5 or greater. Then you gain 10 life if ... Then you win the game if ..."
    c = compiled("Mayael's Aria")
    assert c.supported
    assert c.effects[1]["if_holds"] == {"count": {"of": {"power": {"min": 5}, "types": ["Creature"],
                                                         "controller": "you"}, "min": 1}}
    b = Board()
    b.enter("Mayael's Aria", id="aria")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Craw Wurm", id="wurm")                   # 6/4
    b.enter("Craw Wurm", id="theirs", controller="Bo")
    b.ability("aria", 1)
    assert pt(b, "bear") == (3, 3) and pt(b, "wurm") == (7, 5) and pt(b, "theirs") == (6, 4)
    b.move("wurm", "graveyard")
    b.ability("aria", 1)                              # no creature with power 5 or greater: nothing
    assert pt(b, "bear") == (3, 3)


def test_equipped_creature_if_its_black():
    # Ring of Xathrid: "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's black."
    c = compiled("Ring of Xathrid")
    assert c.supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Ring of Xathrid", id="ring", attached_to="bear")
    b.ability("ring", 2)
    assert pt(b, "bear") == (2, 2)
    b.enter("Vampire Bats", id="bats")               # black 0/1
    b.attach("ring", "bats")
    b.ability("ring", 2)
    assert pt(b, "bats") == (1, 2)


def test_if_still_reported_where_the_board_would_read_it_wrongly():
    # an "if" read after an instruction the board doesn't carry out ("create two Rat tokens", then "if you control
    # five or more Rats") stays reported, and so does one on the source of an effect on other objects (608.2h: it
    # may have left). (Shuri's "draw a card if ... Then if you control six or more artifacts" is read since conds12:
    # a draw changes no permanent, 121.1, so the board's artifacts are the ones the rules count — see
    # tests/test_compiler_conds12.py)
    assert not compiled("Ogre Chitterlord").supported
    c = compile_text("Test Rite", "{2}: If this creature is a Spirit, creatures you control get +1/+1 until end "
                     "of turn.", ["Creature"])
    assert not c.supported


def test_if_holds_is_validated():
    import pytest
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.schema import validate_definition
    validate_definition({"affects": "targets", "if_holds": MOUSE, "modify_pt": [1, 0]}, "x")
    with pytest.raises(Exception):
        validate_definition({"affects": "targets", "if_holds": {"nonsense": 1}, "modify_pt": [1, 0]}, "x")
    del CardDataError


# ------------------------------------------------------------------ 614.1c: counters it enters with, under a count

def test_enters_with_a_counter_if_you_control_a_permanent():
    # Ascendant Packleader (2/1, mana value 1): "This creature enters with a +1/+1 counter on it if you control a
    # permanent with mana value 4 or greater." Checked as it enters (614.1c), on the board without it (614.12)
    c = compiled("Ascendant Packleader")
    assert c.effects[1] == {"affects": "self", "enters_with_counters": {"+1/+1": 1},
                            "condition": {"count": {"of": {"mana_value": {"min": 4}, "controller": "you"}, "min": 1}}}
    b = Board()
    b.enter("Craw Wurm", id="theirs", controller="Bo")   # mana value 6, not yours
    b.enter("Ascendant Packleader", id="p1")
    assert pt(b, "p1") == (2, 1)
    b.enter("Craw Wurm", id="wurm")
    b.enter("Ascendant Packleader", id="p2")
    assert pt(b, "p2") == (3, 2)
    b.move("wurm", "graveyard")
    assert pt(b, "p2") == (3, 2)                          # the counter stays


def test_enters_with_a_counter_if_you_control_a_modified_creature():
    # Heir of the Ancient Fang (2/3): "... enters with a +1/+1 counter on it if you control a modified creature."
    # The counter it would get doesn't make it modified before it enters (614.12): alone, no counter
    assert compiled("Heir of the Ancient Fang").supported
    b = Board()
    b.enter("Heir of the Ancient Fang", id="h1")
    assert pt(b, "h1") == (2, 3)
    b.enter("Grizzly Bears", id="bear", counters={"+1/+1": 1})     # modified (700.9)
    b.enter("Heir of the Ancient Fang", id="h2")
    assert pt(b, "h2") == (3, 4)


def test_enters_with_a_counter_under_a_power_count_stays_reported():
    # Frontier Mastodon's "if you control a creature with power 4 or greater": a power bound in the condition of
    # a replacement effect (614.1c), checked once as it enters on the characteristics then (the board's
    # _holds_without), never read inside the layers: written since round 17 (tests/test_counters17.py); a power
    # bound in a static ability's continuous condition stays reported
    assert compiled("Frontier Mastodon").supported
    assert not compile_text("Foo", "Foo gets +1/+1 as long as you control a creature with power 4 or greater.",
                            ["Creature"]).supported
