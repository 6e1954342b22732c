"""Round 8 audit (issue 12): pool cards that became fully supported today, read against their oracle
text; each test is one misreading found, with expected values from the oracle text and the rules."""
from __future__ import annotations

from layerkit import Board
from layerkit.analysis.coverage import faces_of, load_cards
from layerkit.compiler import compile_card


def _card(name: str) -> dict:
    return next(c for c in load_cards() if c["name"] == name)


def _chars(b: Board, oid: str):
    return b.resolve()[oid].characteristics


def test_angry_mob_other_turns_sentence_sets_its_pt_not_dropped():
    # "During turns other than yours, Angry Mob's power and toughness are each 2." sets its P/T (613.4b) on
    # the other turns; it must never be dropped as "not a layer effect" (which left a */* creature 0/0 on an
    # opponent's turn). Round 8 reported it; round 9 reads "are each N" (208.1) and a static ability's two
    # parts under their own conditions (613.7a): 2 plus the opponents' Swamps on your turn, 2/2 otherwise
    b = Board()
    b.enter("Angry Mob", id="mob")
    opponent = b.state.players[1]
    b.enter("Swamp", id="s1", controller=opponent)
    b.enter("Swamp", id="s2", controller=opponent)
    b.enter("Swamp", id="mine")                 # the controller's own Swamp doesn't count
    c = _chars(b, "mob")
    assert (c.power, c.toughness) == (4, 4)
    b.end_turn()                                # the opponent's turn
    c = _chars(b, "mob")
    assert (c.power, c.toughness) == (2, 2)


def test_roc_hatchling_enters_with_four_shell_counters():
    # "This creature enters with four shell counters on it." (614.1c) ... "As long as this creature has no
    # shell counters on it, it gets +3/+2 and has flying.": as it enters it is a 0/1 without flying
    b = Board()
    b.enter("Roc Hatchling", id="roc")
    c = _chars(b, "roc")
    assert (c.power, c.toughness) == (0, 1)
    assert "Flying" not in [a.keyword for a in c.abilities]
    assert b.resolve()["roc"].counters == {"shell": 4}
    b.counters("roc", remove={"shell": 4})
    c = _chars(b, "roc")
    assert (c.power, c.toughness) == (3, 3)
    assert "Flying" in [a.keyword for a in c.abilities]


def test_tidal_influence_enters_with_a_tide_counter():
    # "This enchantment enters with a tide counter on it." "As long as there is exactly one tide counter on
    # this enchantment, all blue creatures get -2/-0."
    b = Board()
    b.enter("Merfolk of the Pearl Trident", id="m")      # 1/1 blue
    b.enter("Tidal Influence", id="t")
    c = _chars(b, "m")
    assert (c.power, c.toughness) == (-1, 1)


def test_captain_america_enters_with_a_shield_counter():
    # "Captain America enters with a shield counter on him." "As long as Captain America has a shield counter
    # on him, you and other Heroes you control have hexproof."
    b = Board()
    b.enter("Captain America, Super-Soldier", id="cap")
    b.enter("Captain America, Super-Soldier", id="cap2")      # another Hero
    assert b.resolve()["cap"].counters == {"shield": 1}
    assert "Hexproof" in [a.keyword for a in _chars(b, "cap2").abilities]


def test_zhao_conqueror_counter_makes_nonbasic_lands_mountains():
    # "As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains." (305.7: they lose their
    # other land types and abilities and have "{T}: Add {R}"); a basic land is unchanged. A board may be told
    # of the conqueror counter (122).
    b = Board()
    b.enter("Zhao, the Moon Slayer", id="z", counters={"conqueror": 1})
    b.enter("Dryad Arbor", id="da")
    b.enter("Forest", id="f")
    da, f = _chars(b, "da"), _chars(b, "f")
    assert da.subtypes == {"Dryad", "Mountain"}
    assert [a.text for a in da.abilities] == ["{T}: Add {R}."]
    assert f.subtypes == {"Forest"}


def test_named_counters_the_enter_step_states_are_its_counters():
    # a board snapshot: "enter with counters {shell: 4}" states the counters Roc Hatchling has (as a
    # planeswalker's stated loyalty): the replacement (614.1c) doesn't put four more; +1/+1 ones still add
    b = Board()
    b.enter("Roc Hatchling", id="roc", counters={"shell": 4})
    assert b.resolve()["roc"].counters == {"shell": 4}
