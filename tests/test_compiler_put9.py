"""Counters, round 9 (issue 12): one-shot "put ... counters" instructions — "put a +1/+1 counter on each of
them" (the objects the sentence before named, 608.2c), ...

Every expected value is worked out from the card's oracle text and the rule it cites, then checked on a board
with the real pool card. P/T counters count in 7c (613.4c); keyword counters give their keyword in layer 6
(122.1b, 613.1f)."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from _compiled import compiled, pt, supported


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


# ------------------------------------------------------------------------------ "each of them" (608.2c)

def test_each_of_them_names_the_targets_chosen_before():
    # Nature's Panoply: "Choose any number of target creatures. Put a +1/+1 counter on each of them." Every
    # target gets one counter; a creature not targeted gets none
    assert supported("Nature's Panoply")
    assert compiled("Nature's Panoply").effects[2] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = Board()
    for oid in ("a", "b", "c"):
        b.enter("Grizzly Bears", id=oid)
    b.cast("Nature's Panoply", targets=["a", "b"])
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3) and pt(b, "c") == (2, 2)


def test_each_of_them_after_an_effect_on_a_group():
    # Age of Ultron, chapter III: "Artifact creatures you control gain deathtouch until end of turn. Put a +1/+1
    # counter on each of them." "Them": the artifact creatures you control (608.2c); a non-artifact creature
    # and an opponent's artifact creature get nothing
    assert supported("Age of Ultron")
    d = compiled("Age of Ultron").effects[3]
    assert d["affects"] == {"controller": "you", "types": ["Artifact", "Creature"]}
    assert d["counters"] == {"+1/+1": 1} and d["add_abilities"] == ["Deathtouch"]
    b = Board()
    b.enter("Age of Ultron", id="saga")
    b.enter("Ornithopter", id="thopter")          # 0/2 artifact creature
    b.enter("Ornithopter", id="their", controller="Bo")
    b.enter("Grizzly Bears", id="bear")
    b.ability("saga", 3)
    assert pt(b, "thopter") == (1, 3) and "Deathtouch" in keywords(b, "thopter")
    assert pt(b, "their") == (0, 2) and pt(b, "bear") == (2, 2)
    b.end_turn()
    assert pt(b, "thopter") == (1, 3) and "Deathtouch" not in keywords(b, "thopter")   # the counter stays


def test_each_of_them_after_returning_the_targets():
    # Scout for Survivors: "Return up to three target creature cards ... from your graveyard to the battlefield.
    # Put a +1/+1 counter on each of them." The new objects (400.7) get the counters: Bears 3/3
    assert supported("Scout for Survivors")
    b = Board()
    b.enter("Grizzly Bears", id="a", zone="graveyard")
    b.enter("Grizzly Bears", id="b", zone="graveyard")
    b.cast("Scout for Survivors", targets=["a", "b"])
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3)


def test_two_counters_on_each_of_them_and_keywords():
    # Last Night Together: "Choose two target creatures. Untap them. Put two +1/+1 counters on each of them. They
    # gain vigilance, indestructible, and haste until end of turn." -> 4/4 with the three keywords this turn
    assert supported("Last Night Together")
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Last Night Together", targets=["a", "b"])
    for oid in ("a", "b"):
        assert pt(b, oid) == (4, 4)
        assert {"Vigilance", "Indestructible", "Haste"} <= keywords(b, oid)


def test_double_the_counters_on_each_of_them():
    # Solidarity of Heroes: "Choose any number of target creatures. Double the number of +1/+1 counters on each of
    # them." (701.10e): a Bears with two counters gets two more (6/6); one with none stays 2/2
    assert supported("Solidarity of Heroes")
    b = Board()
    b.enter("Grizzly Bears", id="a", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="b")
    b.cast("Solidarity of Heroes", targets=["a", "b"])
    assert pt(b, "a") == (6, 6) and pt(b, "b") == (2, 2)


# ------------------------------------------------------------------------------ proliferate (701.34a)

def test_put_a_counter_then_proliferate():
    # Grim Affliction: "Put a -1/-1 counter on target creature, then proliferate." The target gets its counter
    # first (608.2c), so choosing it gives it a second: Bears 0/0. Another permanent with a +1/+1 counter chosen
    # gets another (a 2/2 with one counter: 3/3 -> 4/4); one not chosen keeps what it has
    assert supported("Grim Affliction")
    assert compiled("Grim Affliction").effects[1] == {"affects": "targets", "counters": {"-1/-1": 1}, "proliferate": True}
    b = Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Grizzly Bears", id="mine", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="left", counters={"+1/+1": 1})
    b.cast("Grim Affliction", targets=["bear"], choices={"proliferate": ["bear", "mine"]})
    assert pt(b, "bear") == (0, 0) and pt(b, "mine") == (4, 4) and pt(b, "left") == (3, 3)


def test_proliferate_gives_one_counter_of_each_kind():
    # 701.34a: "one additional counter of each kind that permanent ... already has": a +1/+1 and a flying
    # counter give one more +1/+1 counter (7c) and a second flying counter; Courage in Crisis's own +1/+1
    # counter goes on the target first
    assert supported("Courage in Crisis")
    b = Board()
    b.enter("Grizzly Bears", id="bear", counters={"flying": 1})
    b.cast("Courage in Crisis", targets=["bear"], choices={"proliferate": ["bear"]})
    assert pt(b, "bear") == (4, 4) and "Flying" in keywords(b, "bear")
    assert b.state.objects["bear"].counter("flying") == 2 and b.state.objects["bear"].counter("+1/+1") == 2


def test_proliferate_after_an_effect_until_end_of_turn():
    # Drown in Ichor: "Target creature gets -4/-4 until end of turn. Proliferate." The target Craw Wurm (6/4) is
    # 2/0 this turn; another Craw Wurm with two -1/-1 counters chosen gets a third: 3/1, for good
    assert supported("Drown in Ichor")
    b = Board()
    b.enter("Craw Wurm", id="wurm", controller="Bo")                      # 6/4
    b.enter("Craw Wurm", id="other", controller="Bo", counters={"-1/-1": 2})
    b.cast("Drown in Ichor", targets=["wurm"], choices={"proliferate": ["other"]})
    assert pt(b, "wurm") == (2, 0) and pt(b, "other") == (3, 1)
    b.end_turn()
    assert pt(b, "wurm") == (6, 4) and pt(b, "other") == (3, 1)      # the counters stay


def test_proliferate_choosing_none():
    # "any number" (701.34a) is zero too: choices.proliferate: [] gives nobody a counter
    b = Board()
    b.enter("Grizzly Bears", id="bear", counters={"+1/+1": 1})
    b.cast("Whisper of the Dross", targets=["bear"], choices={"proliferate": []})
    assert pt(b, "bear") == (2, 2)      # 3/3 with the counter, -1/-1 until end of turn


def test_proliferate_must_be_told_and_only_objects_with_counters():
    # the choice is made as it resolves: the board never guesses it, and a permanent without counters (or not on
    # the battlefield) can't be chosen (701.34a)
    b = Board()
    b.enter("Grizzly Bears", id="bear", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="plain")
    with pytest.raises(ScenarioError, match="proliferate"):
        b.cast("Whisper of the Dross", targets=["plain"])
    with pytest.raises(ScenarioError, match="proliferate"):
        b.cast("Whisper of the Dross", targets=["bear"], choices={"proliferate": ["plain"]})
    assert pt(b, "bear") == (3, 3) and pt(b, "plain") == (2, 2)     # nothing of the refused steps happened


def test_proliferate_with_no_counters_anywhere_needs_no_choice():
    b = Board()
    b.enter("Grizzly Bears", id="plain")
    b.cast("Whisper of the Dross", targets=["plain"])
    assert pt(b, "plain") == (1, 1)


def test_proliferate_a_player_changes_the_counters_the_board_knows():
    # a player with poison counters (122.1f) chosen gets another; one the board knows has none can't be chosen
    b = Board()
    b.state_fact("Bo", poison_counters=3)
    b.state_fact("Alex", poison_counters=0, energy_counters=0, experience_counters=0)
    b.enter("Grizzly Bears", id="plain")
    b.cast("Whisper of the Dross", targets=["plain"], choices={"proliferate": ["Bo"]})
    assert b.state.fact("Bo", "poison_counters") == 4
    with pytest.raises(ScenarioError, match="no counters"):
        b.cast("Whisper of the Dross", targets=["plain"], choices={"proliferate": ["Alex"]})


# ------------------------------------------------------------------------------ "distribute ..., then ..." (601.2d, 608.2c)

def test_distribute_then_double_the_counters_on_each_of_those_creatures():
    # Biogenic Upgrade: "Distribute three +1/+1 counters among one, two, or three target creatures, then double the
    # number of +1/+1 counters on each of those creatures." In order (608.2c): a Bears with one counter given two
    # has three, doubled to six (701.10e): 8/8; a Bears given one: two, 4/4
    assert supported("Biogenic Upgrade")
    assert compiled("Biogenic Upgrade").effects[1] == {"affects": "targets", "distribute_counters": {"+1/+1": 3},
                                                       "double_counters": ["+1/+1"]}
    b = Board()
    b.enter("Grizzly Bears", id="a", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="b")
    b.enter("Grizzly Bears", id="c", counters={"+1/+1": 1})
    b.cast("Biogenic Upgrade", targets=["a", "b"], choices={"distribution": [2, 1]})
    assert pt(b, "a") == (8, 8) and pt(b, "b") == (4, 4) and pt(b, "c") == (3, 3)


def test_distribute_then_gain_life():
    # Glint Weaver: "When this creature enters, distribute three +1/+1 counters among one, two, or three target
    # creatures, then you gain life equal to ...": the life is no layer effect; the counters are divided as the
    # step says (601.2d)
    assert supported("Glint Weaver")
    b = Board()
    b.enter("Glint Weaver", id="spider")        # 3/3
    b.enter("Grizzly Bears", id="bear")
    b.ability("spider", 2, targets=["spider", "bear"], choices={"distribution": [1, 2]})
    assert pt(b, "spider") == (4, 4) and pt(b, "bear") == (4, 4)


# ------------------------------------------------------------------------------ one-shot counters of triggered abilities

def _status(name: str):
    from layerkit.analysis.coverage import assess
    from layerkit.game.carddb import bundled_database
    a = assess(bundled_database().facts(name))
    return a.status if a is not None else None


@pytest.mark.parametrize("name, which", [
    # (Cheering Crowd's "that player may put a +1/+1 counter on this creature" is read since trigcounters14: the
    # same counter on the same permanent whoever puts it; tests/test_trigcounters14.py)
    ("Gluntch, the Bestower", 2),   # "..., choose a player. They put two +1/+1 counters on a creature they control."
    ("Agitator Ant", 1),        # "..., each player may put two +1/+1 counters on a creature they control"
    ("Orzhov Advokist", 1),
    # (Hunted Nightmare's "target opponent puts a deathtouch counter on a creature they control" is read since
    # trigcounters15: the same counter on a creature that opponent controls, chosen as it resolves;
    # tests/test_trigcounters15.py)
    ("Aboroth", 1),             # 702.24a: "Cumulative upkeep—Put a -1/-1 counter on this creature."
    ("Sheltering Ancient", 2),
])
def test_counters_a_triggered_ability_puts_are_one_shot(name, which):
    # counters a triggered ability puts when it resolves (or as its cost is paid, 702.24a) are a one-shot effect,
    # no continuous effect of the card that sits on the object. The grammar doesn't read these: coverage still
    # counts the card (its counters are applied in layer 7c, 613.4c, like those of a trigger the grammar reads,
    # which compile), as not supported — leaving it out would count only the successes
    c = compiled(name)
    a = next(a for a in c.abilities if a.index == which)
    assert a.status == "not-a-layer-effect" and a.note.startswith("one-shot"), a
    assert not c.unsupported and _status(name) == "not"


def test_one_shot_counters_resolved_on_a_board_are_reported():
    # the board doesn't put them: resolving the ability is listed, never a quiet no-op
    b = Board()
    b.enter("Aboroth", id="ab")
    b.ability("ab", 1)
    assert [u[0] for u in b.resolve().unsupported] == ["ab"]


# ------------------------------------------------------------------------------ counters removed (122.1)

def test_remove_all_counters_of_a_kind_from_the_target():
    # Hapatra's Mark: "Target creature you control gains hexproof until end of turn. Remove all -1/-1 counters from
    # it." A Craw Wurm (6/4) with two -1/-1 counters and a +1/+1 counter: 5/3 -> 7/5 (the +1/+1 counter stays),
    # hexproof this turn
    assert supported("Hapatra's Mark")
    assert compiled("Hapatra's Mark").effects[1]["remove_counters"] == {"-1/-1": "all"}
    b = Board()
    b.enter("Craw Wurm", id="wurm", counters={"-1/-1": 2, "+1/+1": 1})
    b.cast("Hapatra's Mark", targets=["wurm"])
    assert pt(b, "wurm") == (7, 5) and "Hexproof" in keywords(b, "wurm")
    assert b.state.objects["wurm"].counter("-1/-1") == 0 and b.state.objects["wurm"].counter("+1/+1") == 1


def test_remove_all_counters_of_every_kind():
    # Blitz Leech: "When this creature enters, target creature an opponent controls gets -2/-2 until end of turn.
    # Remove all counters from that creature." A Craw Wurm with two +1/+1 counters and a flying counter: 8/6 flying
    # -> 6/4 without counters, -2/-2 this turn: 4/2, no flying
    assert supported("Blitz Leech")
    b = Board()
    b.enter("Blitz Leech", id="leech")
    b.enter("Craw Wurm", id="wurm", controller="Bo", counters={"+1/+1": 2, "flying": 1})
    b.ability("leech", 2, targets=["wurm"])
    assert pt(b, "wurm") == (4, 2) and "Flying" not in keywords(b, "wurm")
    b.end_turn()
    assert pt(b, "wurm") == (6, 4)


def test_remove_then_put_in_order():
    # Anthroplasm (0/0, enters with two +1/+1 counters): "{X}, {T}: Remove all +1/+1 counters from this creature and
    # put X +1/+1 counters on it." With X = 5: the two are removed, then five put (608.2c): 5/5, never 7/7
    assert supported("Anthroplasm")
    b = Board()
    b.enter("Anthroplasm", id="a")
    assert pt(b, "a") == (2, 2)
    b.ability("a", 2, choices={"number": 5})
    assert pt(b, "a") == (5, 5)
    b.ability("a", 2, choices={"number": 1})
    assert pt(b, "a") == (1, 1)


def test_optional_removal_and_removal_after_counters_stay_unsupported():
    # Shed Weakness: "You may remove a -1/-1 counter from it.": whether it is removed is a choice no step states
    assert not supported("Shed Weakness")
    from layerkit.compiler import compile_text
    c = compile_text("Test Order", "Put a +1/+1 counter on target creature. Then remove all -1/-1 counters from it.",
                     ["Instant"])
    assert not c.supported     # the board removes before it puts: the printed order can't be kept


def test_a_proliferate_mode():
    # Pollenbright Druid: "When this creature enters, choose one — • Put a +1/+1 counter on target creature.
    # • Proliferate." The second mode gives each permanent chosen another counter of each kind (701.34a)
    assert supported("Pollenbright Druid")
    b = Board()
    b.enter("Pollenbright Druid", id="druid")
    b.enter("Grizzly Bears", id="bear", counters={"+1/+1": 2})
    b.ability("druid", 1, choices={"modes": 2, "proliferate": ["bear"]})
    assert pt(b, "bear") == (5, 5)
    b.ability("druid", 1, targets=["bear"], choices={"modes": 1})
    assert pt(b, "bear") == (6, 6)


def test_a_mode_that_moves_counters_or_connives_is_reported():
    # Nexus Mentality's "• Move all counters from target nonland permanent you control onto another ...", Obscura
    # Confluence's "• Target creature connives.": counters a layer reads changed in a way the board doesn't carry out
    for name in ("Nexus Mentality", "Obscura Confluence"):
        assert not supported(name), name


# ------------------------------------------------------------------------------ trigger events with a list; "her"

def test_a_trigger_event_with_a_list_of_creature_types():
    # Valley Mightcaller (1/1 trample): "Whenever another Frog, Rabbit, Raccoon, or Squirrel you control enters, put a
    # +1/+1 counter on this creature." The commas of the list don't end the event (603.2)
    assert supported("Valley Mightcaller")
    assert compiled("Valley Mightcaller").effects[2] == {"affects": "self", "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Valley Mightcaller", id="v")
    b.ability("v", 2)
    assert pt(b, "v") == (2, 2)


def test_an_event_list_ends_where_an_effect_begins():
    # Valley Floodcaller: "Whenever you cast a noncreature spell, Birds, Frogs, Otters, and Rats you control get +1/+1
    # until end of turn.": the list is the effect's subject, not the event's
    d = compiled("Valley Floodcaller").effects[3]
    assert d["modify_pt"] == [1, 1] and set(d["affects"]["subtypes"]) == {"Bird", "Frog", "Otter", "Rat"}


def test_her_names_the_card_itself():
    # Mockingbird, Bobbi Morse: "Whenever Mockingbird is dealt damage, put a +1/+1 counter on her." -> the card itself
    assert supported("Mockingbird, Bobbi Morse")
    assert compiled("Mockingbird, Bobbi Morse").effects[1] == {"affects": "self", "counters": {"+1/+1": 1}}


def test_remove_a_counter_from_each_creature_you_control():
    # Heartmender: "At the beginning of your upkeep, remove a -1/-1 counter from each creature you control." One from
    # each (a Bears with two: 0/0 -> 1/1); an opponent's keeps its counter
    assert supported("Heartmender")
    b = Board()
    b.enter("Heartmender", id="h")
    b.enter("Grizzly Bears", id="mine", counters={"-1/-1": 2})
    b.enter("Grizzly Bears", id="theirs", controller="Bo", counters={"-1/-1": 1})
    b.ability("h", 1)
    assert pt(b, "mine") == (1, 1) and pt(b, "theirs") == (1, 1)


# ------------------------------------------------------------------------------ explore, connive (701.44a, 701.50a)

def test_it_connives_after_an_effect_on_its_target():
    # Doctor Doom, King of Latveria: "At the beginning of combat on your turn, target Villain you control gains menace
    # until end of turn. It connives." 701.50a: a +1/+1 counter when the card discarded is a nonland card, which the
    # step states (choices.nonland); a land discarded: no counter
    assert supported("Doctor Doom, King of Latveria")
    b = Board()
    b.enter("Doctor Doom, King of Latveria", id="doom")
    base = pt(b, "doom")
    b.ability("doom", 2, targets=["doom"], choices={"nonland": True})
    assert pt(b, "doom") == (base[0] + 1, base[1] + 1) and "Menace" in keywords(b, "doom")
    b.ability("doom", 2, targets=["doom"], choices={"nonland": False})
    assert pt(b, "doom") == (base[0] + 1, base[1] + 1)
    with pytest.raises(ScenarioError, match="nonland"):
        b.ability("doom", 2, targets=["doom"])


def test_it_explores_after_an_effect_on_its_target():
    # Seasoned Dungeoneer: "Whenever you attack, target attacking Cleric, Rogue, Warrior, or Wizard gains protection
    # from creatures until end of turn. It explores." 701.44a: a nonland card revealed: a +1/+1 counter
    assert supported("Seasoned Dungeoneer")
    # (a 3/4 Human Warrior, attacking: 4/5)
    b = Board()
    b.enter("Seasoned Dungeoneer", id="sd")
    b.attack("sd")
    b.ability("sd", 2, targets=["sd"], choices={"nonland": True})
    assert pt(b, "sd") == (4, 5) and "Protection from creatures" in keywords(b, "sd")
