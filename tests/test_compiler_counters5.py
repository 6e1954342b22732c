"""Counters, round 5 (issue 12): instructions joined to the one that puts counters ("exile target creature
and put a +1/+1 counter on ~", 608.2c), counters on an object chosen as the spell or ability resolves
("put a +1/+1 counter on a creature you control", 608.2d), one counter of a kind chosen as it resolves
("put your choice of a menace, trample, or haste counter on ...", 608.2d), counters a permanent enters with
(614.1c: "on him", hexproof counters, "your choice of a +1/+1, first strike, or vigilance counter", "each of
a vigilance, reach, ... counter", "escapes with your choice of"), and what stays unsupported (counters
removed or moved, 122.5; "these are also +1/+1 counters").

Every expected value is worked out from the card's oracle text and the rule it cites, then checked on a
board with the real pool card. P/T counters count in 7c (613.4c); keyword counters give their keyword in
layer 6 (122.1b, 613.1f)."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from _compiled import compiled, pt, supported


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def reasons(name: str) -> list[str]:
    return [u.reason for u in compiled(name).unsupported]


# ------------------------------------------------------------------------------ "A and put ...", "A, then put ..." (608.2c)

def test_exile_target_creature_and_put_a_counter_on_self():
    # Shauku, Endbringer (5/5): "{T}: Exile target creature and put a +1/+1 counter on Shauku." Two instructions,
    # followed in order (608.2c): the exile is no layer effect; Shauku gets a +1/+1 counter: 6/6. The target
    # gets no counter (the board does not exile it: it stays 2/2)
    assert supported("Shauku, Endbringer")
    assert compiled("Shauku, Endbringer").effects[4] == {"affects": "self", "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Shauku, Endbringer", id="shauku")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("shauku", 4, targets=["bear"])
    assert pt(b, "shauku") == (6, 6) and pt(b, "bear") == (2, 2)


def test_destroy_then_put_a_counter_on_self():
    # Grimgrin, Corpse-Born (5/5): "Whenever Grimgrin attacks, destroy target creature defending player controls,
    # then put a +1/+1 counter on Grimgrin." -> 6/6
    assert supported("Grimgrin, Corpse-Born")
    b = Board()
    b.enter("Grimgrin, Corpse-Born", id="g")
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.ability("g", 3, targets=["bear"])
    assert pt(b, "g") == (6, 6)


def test_three_instructions_the_last_putting_counters_on_each_creature_you_control():
    # Political Triumph: "When the fourth plan counter is put on this enchantment, sacrifice it, draw a card, and
    # put a +1/+1 counter on each creature you control." Only the creatures of its controller: Bears 3/3, an
    # opponent's Bears 2/2
    assert supported("Political Triumph")
    b = Board()
    b.enter("Political Triumph", id="plan")
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.ability("plan", 2)
    assert pt(b, "mine") == (3, 3) and pt(b, "theirs") == (2, 2)


def test_gain_control_and_put_a_counter_on_it():
    # Oft-Nabbed Goat (0/5): "{1}: Draw a card. Gain control of this creature and put a -1/-1 counter on it."
    # The activating player controls it (613.1b) and it has a -1/-1 counter: -1/4
    assert supported("Oft-Nabbed Goat")
    assert compiled("Oft-Nabbed Goat").effects[1] == {"affects": "self", "gain_control": "you",
                                                       "counters": {"-1/-1": 1}}
    b = Board()
    b.enter("Oft-Nabbed Goat", id="goat")
    b.ability("goat", 1)
    assert pt(b, "goat") == (-1, 4)


def test_then_put_counters_on_each_creature_with_a_counter_reads_them_after_the_first_counter():
    # Lifecrafter's Gift: "Put a +1/+1 counter on target creature, then put a +1/+1 counter on each creature you
    # control with a +1/+1 counter on it." 608.2c: the second instruction's creatures are those with a counter
    # after the first one was put: the target Bears gets both (4/4); the other Bears had none (2/2)
    assert supported("Lifecrafter's Gift")
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Lifecrafter's Gift", targets=["a"])
    assert pt(b, "a") == (4, 4) and pt(b, "b") == (2, 2)


def test_an_if_you_do_lead_is_not_split_from_the_counters():
    # "If you do, ... and put ...": the lead governs both instructions; the sentence is never split
    from layerkit.compiler.compile import _split_puts
    s = "if you do, exile target creature and put a +1/+1 counter on ~."
    assert _split_puts([s], "triggered") == [s]
    assert _split_puts(["exile target creature and put a +1/+1 counter on ~."], "static") == \
        ["exile target creature and put a +1/+1 counter on ~."]


def test_a_manifested_creature_named_it_is_the_card_manifested():
    # Formless Nurturing: "Manifest the top card of your library, then put a +1/+1 counter on it." "It" is the
    # manifested permanent, which the board makes since round 14 (put_face_down: manifest, the step names the card,
    # tests/test_refs14.py): the counter is on it, never on another object
    assert supported("Formless Nurturing")
    assert compiled("Formless Nurturing").effects[1]["affects"] == "chosen"


# ------------------------------------------------------------------------------ removing or moving counters (122.5)

def test_removing_a_minus_one_counter_beside_putting_one():
    # Decimator Beetle: "Whenever this creature attacks, remove a -1/-1 counter from target creature you control
    # and put a -1/-1 counter on up to one target creature defending player controls." (Since round 9 the board
    # removes counters, 122.1: ``remove_counters``, tests/test_compiler_put9.py.) The first target loses one
    # of its two -1/-1 counters (0/0 -> 1/1), the second gets one (2/2 -> 1/1)
    b = Board()
    b.enter("Decimator Beetle", id="db")
    b.enter("Grizzly Bears", id="a", counters={"-1/-1": 2})
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.ability("db", 2, targets=["a", "foe"])
    r = b.resolve()
    assert not r.unsupported and pt(b, "a") == (1, 1) and pt(b, "foe") == (1, 1)
    # beside a continuous effect, the removal is part of the definition
    from layerkit.compiler import compile_text
    comp = compile_text("Test", "Target creature gets +2/+2 until end of turn. Remove a -1/-1 counter from it.",
                        ["Instant"])
    assert comp.supported and comp.effects[1]["remove_counters"] == {"-1/-1": 1}


def test_a_triggered_ability_whose_counters_are_partly_a_keyword_action_is_never_half_done():
    # Sword of Truth and Justice: "Whenever equipped creature deals combat damage to a player, put a +1/+1 counter
    # on a creature you control, then proliferate." (This test said proliferate was not carried out; since put9 the
    # board carries it out as the step's choices.proliferate says, and since trigcounters14 a trigger's counters
    # then proliferate compile as a spell's do.) Never half done: untold, the step is refused
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Sword of Truth and Justice", id="s")
    b.enter("Grizzly Bears", id="a")
    with pytest.raises(ScenarioError):
        b.ability("s", 2, choices={"object": "a"})
    b.ability("s", 2, choices={"object": "a", "proliferate": ["a"]})
    assert pt(b, "a") == (4, 4)


def test_an_optional_removal_beside_a_grant_is_reported():
    # Shed Weakness: "You may remove a -1/-1 counter from it.": whether it is removed is not told to the board, and
    # it changes its P/T (613.4c): reported. (Hapatra's Mark's "Remove all -1/-1 counters from it" is carried out
    # since round 9: tests/test_compiler_put9.py)
    assert not supported("Shed Weakness")


def test_removing_oil_counters_no_layer_reads_is_no_problem():
    # Atraxa's Skitterfang: "you may remove an oil counter from this creature. When you do, target creature you
    # control gains your choice of flying, ... until end of turn": oil counters count in no layer
    assert supported("Atraxa's Skitterfang")


# ------------------------------------------------------------------------------ an object chosen as it resolves (608.2d)

def test_a_counter_on_a_creature_you_control_goes_on_the_one_chosen():
    # Blood Curdle: "Destroy target creature. Put a menace counter on a creature you control." The creature is
    # chosen as it resolves (not targeted, 115.1); the step names it (choices.object): it gets menace (122.1b);
    # another creature doesn't
    assert supported("Blood Curdle")
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="other")
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    b.cast("Blood Curdle", targets=["wurm"], choices={"object": "mine"})
    assert "Menace" in keywords(b, "mine") and "Menace" not in keywords(b, "other")


def test_the_chosen_object_must_be_one_the_phrase_names_and_must_be_named():
    # "a creature you control": an opponent's creature can't be chosen; with creatures to choose from, the
    # step must say which (never a quiet no-op)
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    with pytest.raises(ScenarioError, match="can't be chosen"):
        b.cast("Blood Curdle", targets=["mine"], choices={"object": "wurm"})
    with pytest.raises(ScenarioError, match="choices.object"):
        b.cast("Blood Curdle", targets=["wurm"])


def test_a_chosen_creature_in_the_other_branch_of_an_either_or():
    # Primal Empathy: "At the beginning of your upkeep, draw a card if you control a creature with the greatest
    # power among creatures on the battlefield. Otherwise, put a +1/+1 counter on a creature you control."
    # The other branch (choices.otherwise) puts it on the chosen Bears: 3/3; with no creature, nothing to choose
    assert supported("Primal Empathy")
    b = Board()
    b.enter("Primal Empathy", id="pe")
    b.ability("pe", 1, choices={"otherwise": True})     # no creature you control: nothing is chosen
    b.enter("Grizzly Bears", id="mine")
    b.ability("pe", 1, choices={"otherwise": True, "object": "mine"})
    assert pt(b, "mine") == (3, 3)


def test_a_chapter_puts_a_keyword_counter_on_a_chosen_creature():
    # Ajani Fells the Godsire, II: "Create a 2/1 white Cat Warrior creature token, then put a vigilance counter on
    # a creature you control."
    assert supported("Ajani Fells the Godsire")
    b = Board()
    b.enter("Ajani Fells the Godsire", id="saga")
    b.enter("Grizzly Bears", id="mine")
    b.ability("saga", 2, choices={"object": "mine"})
    assert "Vigilance" in keywords(b, "mine")


def test_a_chosen_object_beside_another_choice_of_an_object_is_reported():
    from layerkit.compiler import compile_text
    comp = compile_text("Test", "Choose a creature you control. Put a +1/+1 counter on a creature you control.",
                        ["Sorcery"])
    assert not comp.supported


# ------------------------------------------------------------------------------ one counter of a kind chosen as it resolves (608.2d)

def test_your_choice_of_keyword_counters_on_target():
    # Owen Grady, Raptor Trainer: "{T}: Put your choice of a menace, trample, reach, or haste counter on target
    # Dinosaur." Colossal Dreadmaw (a Dinosaur with trample) chosen reach: it has reach (122.1b)
    assert supported("Owen Grady, Raptor Trainer")
    b = Board()
    b.enter("Owen Grady, Raptor Trainer", id="owen")
    b.enter("Colossal Dreadmaw", id="dino")
    b.ability("owen", 2, targets=["dino"], choices={"counter": "reach"})
    assert {"Reach", "Trample"} <= keywords(b, "dino") and "Menace" not in keywords(b, "dino")


def test_a_plus_zero_plus_one_or_a_plus_one_plus_zero_counter():
    # Dwarven Armorer: "Put a +0/+1 counter or a +1/+0 counter on target creature." Chosen +1/+0: Bears 3/2;
    # then +0/+1: 3/3 (122.1a, 613.4c)
    assert supported("Dwarven Armorer")
    b = Board()
    b.enter("Dwarven Armorer", id="dw")
    b.enter("Grizzly Bears", id="bear")
    b.ability("dw", 1, targets=["bear"], choices={"counter": "+1/+0"})
    assert pt(b, "bear") == (3, 2)
    b.ability("dw", 1, targets=["bear"], choices={"counter": "+0/+1"})
    assert pt(b, "bear") == (3, 3)


def test_the_kind_chosen_must_be_named_and_be_one_of_them():
    b = Board()
    b.enter("Dwarven Armorer", id="dw")
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError, match="choices.counter"):
        b.ability("dw", 1, targets=["bear"])
    with pytest.raises(ScenarioError, match="not one of them"):
        b.ability("dw", 1, targets=["bear"], choices={"counter": "flying"})
    assert pt(b, "bear") == (2, 2)


def test_a_choice_refused_before_the_target_returns():
    # Elspeth Conquers Death, III: "Return target creature or planeswalker card from your graveyard to the
    # battlefield. Put a +1/+1 counter or a loyalty counter on it." Without the choice the step is refused and the
    # card stays in the graveyard; with +1/+1 the returned Bears is 3/3
    assert supported("Elspeth Conquers Death")
    b = Board()
    b.enter("Elspeth Conquers Death", id="saga")
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    with pytest.raises(ScenarioError, match="choices.counter"):
        b.ability("saga", 3, targets=["bear"])
    assert b.state.objects["bear"].zone == "graveyard"
    b.ability("saga", 3, targets=["bear"], choices={"counter": "+1/+1"})
    assert pt(b, "bear") == (3, 3)


def test_your_choice_of_counter_on_the_token_just_created():
    # Vivien, Monsters' Advocate [+1]: "Create a 3/3 green Beast creature token. Put your choice of a vigilance
    # counter, a reach counter, or a trample counter on it." The token (111.1) gets the chosen one: reach
    assert supported("Vivien, Monsters' Advocate")
    b = Board()
    b.enter("Vivien, Monsters' Advocate", id="v")
    b.ability("v", 3, choices={"counter": "reach"})
    assert keywords(b, "v-token") == {"Reach"} and pt(b, "v-token") == (3, 3)


# ------------------------------------------------------------------------------ counters a permanent enters with (614.1c)

def test_enters_with_a_counter_on_him():
    # The Duke, Rebel Sentry (0/1): "The Duke enters with a +1/+1 counter on him." -> 1/2
    assert supported("The Duke, Rebel Sentry")
    b = Board()
    b.enter("The Duke, Rebel Sentry", id="duke")
    assert pt(b, "duke") == (1, 2)


def test_enters_with_a_hexproof_counter_on_her():
    # Leatherhead, Swamp Stalker: "Leatherhead enters with a hexproof counter on her." (122.1b: hexproof)
    b = Board()
    b.enter("Leatherhead, Swamp Stalker", id="l")
    assert {"Hexproof", "Trample"} <= keywords(b, "l")


def test_enters_with_your_choice_of_a_pt_or_keyword_counter():
    # Denry Klin, Editor in Chief (2/2): "enters with your choice of a +1/+1, first strike, or vigilance counter on
    # it" (614.12: chosen as it enters): +1/+1 -> 3/3; first strike -> 2/2 with first strike
    assert supported("Denry Klin, Editor in Chief")
    b = Board()
    b.enter("Denry Klin, Editor in Chief", id="a", choices={"counter": "+1/+1"})
    b.enter("Denry Klin, Editor in Chief", id="b", choices={"counter": "first strike"})
    assert pt(b, "a") == (3, 3) and "First strike" not in keywords(b, "a")
    assert pt(b, "b") == (2, 2) and "First strike" in keywords(b, "b")


def test_escapes_with_your_choice_of_counter():
    # Tizerus Charger (3/2): "This creature escapes with your choice of a +1/+1 counter or a flying counter on
    # it." 702.138c: only when it escaped; escaped with +1/+1: 4/3; cast otherwise: 3/2
    assert supported("Tizerus Charger")
    b = Board()
    b.enter("Tizerus Charger", id="esc", alt_cost="escape", choices={"counter": "+1/+1"})
    b.enter("Tizerus Charger", id="cast")
    assert pt(b, "esc") == (4, 3) and pt(b, "cast") == (3, 2)


def test_enters_tapped_with_counters():
    # Steel Dromedary (2/2): "This creature enters tapped with two +1/+1 counters on it." -> 4/4 (entering
    # tapped is no layer effect: the scenario's tapped)
    assert supported("Steel Dromedary")
    b = Board()
    b.enter("Steel Dromedary", id="camel", tapped=True)
    assert pt(b, "camel") == (4, 4)


def test_each_of_a_list_of_keyword_counters_that_are_also_pt_counters_is_reported():
    # Oozeavite: "enters with each of a vigilance, reach, trample, and hexproof counter on it. These are also
    # +1/+1 counters." A counter of two kinds at once: the vocabulary can't say it (never a 0/0 with four keywords)
    assert any("also counters of another kind" in r for r in reasons("Oozeavite"))


def test_each_of_a_list_of_keyword_counters():
    from layerkit.compiler import compile_text
    comp = compile_text("Test", "This creature enters with each of a vigilance, reach, and trample counter on it.",
                        ["Creature"])
    assert comp.effects[1] == {"affects": "self", "enters_with_counters": {"vigilance": 1, "reach": 1, "trample": 1}}


# ------------------------------------------------------------------------------ targets and selectors

def test_up_to_one_target_creature_with_trample_or_haste():
    # Minsc & Boo, Timeless Heroes [+1]: "Put three +1/+1 counters on up to one target creature with trample or
    # haste." Raging Goblin (1/1 haste) -> 4/4
    assert supported("Minsc & Boo, Timeless Heroes")
    b = Board()
    b.enter("Minsc & Boo, Timeless Heroes", id="mb")
    b.enter("Raging Goblin", id="gob")
    b.ability("mb", 2, targets=["gob"])
    assert pt(b, "gob") == (4, 4)


def test_creatures_with_either_keyword():
    # "Creatures with flying or reach get +1/+1": each creature with at least one of them
    from layerkit.compiler import compile_text
    comp = compile_text("Test", "Creatures with flying or reach get +1/+1.", ["Enchantment"])
    assert comp.effects[1]["affects"] == {"any": [{"abilities": ["Flying"]}, {"abilities": ["Reach"]}],
                                          "types": ["Creature"]}


def test_a_chapter_returns_its_target_with_a_counter_and_haste():
    # Kardur's Vicious Return, III (a chapter ability is a triggered ability, 714.2b): "Return target creature
    # card from your graveyard to the battlefield. Put a +1/+1 counter on it. It gains haste until your next
    # turn." Grizzly Bears returns 3/3 with haste
    assert supported("Kardur's Vicious Return")
    b = Board()
    b.enter("Kardur's Vicious Return", id="saga")
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.ability("saga", 3, targets=["bear"])
    assert pt(b, "bear") == (3, 3) and "Haste" in keywords(b, "bear")


def test_a_chapter_returns_its_target_with_a_flying_counter_as_an_angel():
    # Ascent of the Worthy, III: "Return target creature card from your graveyard to the battlefield with a flying
    # counter on it. That creature is an Angel Warrior in addition to its other types."
    b = Board()
    b.enter("Ascent of the Worthy", id="saga")
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.ability("saga", 2, targets=["bear"])
    r = b.resolve()["bear"]
    assert "Flying" in {a.text for a in r.abilities} and {"Angel", "Warrior", "Bear"} <= set(r.subtypes)


# ------------------------------------------------------------------------------ "can't have counters put on it" (122.6)

def test_creatures_your_opponents_control_cant_have_plus_one_counters():
    # Blightbeetle: "Creatures your opponents control can't have +1/+1 counters put on them." 122.6: on the
    # battlefield and as they enter. Battlegrowth ("Put a +1/+1 counter on target creature") on an opponent's
    # Bears: 2/2; on mine: 3/3; an opponent's Walking Ballista with X=2 enters with none: 0/0; mine 2/2
    assert supported("Blightbeetle")
    b = Board()
    b.enter("Blightbeetle", id="beetle")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Grizzly Bears", id="mine")
    b.cast("Battlegrowth", targets=["theirs"])
    b.cast("Battlegrowth", targets=["mine"])
    b.enter("Walking Ballista", id="wb", controller="Bo", choices={"number": 2})
    b.enter("Walking Ballista", id="wb2", choices={"number": 2})
    assert pt(b, "theirs") == (2, 2) and pt(b, "mine") == (3, 3)
    assert pt(b, "wb") == (0, 0) and pt(b, "wb2") == (2, 2)


def test_cant_have_minus_one_counters_and_cant_have_counters():
    # Melira, Sylvok Outcast: "Creatures you control can't have -1/-1 counters put on them." Decimator Beetle's
    # "put a -1/-1 counter on target creature you control" leaves Bears 2/2. Melira's Keepers (4/4): "This
    # creature can't have counters put on it": Battlegrowth's +1/+1 counter isn't put: 4/4
    assert supported("Melira, Sylvok Outcast") and supported("Melira's Keepers")
    b = Board()
    b.enter("Melira, Sylvok Outcast", id="m")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Decimator Beetle", id="db")
    b.ability("db", 1, targets=["bear"])
    assert pt(b, "bear") == (2, 2)
    b.enter("Melira's Keepers", id="k")
    b.cast("Battlegrowth", targets=["k"])
    assert pt(b, "k") == (4, 4)


def test_counters_on_three_targets_each_its_own_number():
    # Incremental Growth: "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature,
    # and three +1/+1 counters on a third target creature." Each "target" phrase takes one target, in order
    # (115.1d): 3/3, 4/4, 5/5; two targets for three phrases are refused
    assert supported("Incremental Growth") and supported("Incremental Blight")
    b = Board()
    for oid in ("a", "b", "c"):
        b.enter("Grizzly Bears", id=oid)
    b.cast("Incremental Growth", targets=["a", "b", "c"])
    assert [pt(b, oid) for oid in ("a", "b", "c")] == [(3, 3), (4, 4), (5, 5)]
    with pytest.raises(ScenarioError):
        b.cast("Incremental Growth", targets=["a", "b"])
