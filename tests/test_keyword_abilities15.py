"""Keyword abilities read by their rules (702), round 15.

A keyword stands for the text its rule gives it (702.108a: "Prowess" means "Whenever you cast a noncreature spell,
this creature gets +1/+1 until end of turn."). Each expected value comes from that rule's text and the card's
printed characteristics: a board is built with the real pool card and the keyword's ability resolves.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.analysis.coverage import assess, load_cards
from layerkit.rules.keyword_abilities import rules_text
from layerkit.vocabulary.classifier import classify


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


def test_rules_text_takes_the_keywords_number_and_cost() -> None:
    # 702.45a "Bushido N"; 702.107a "Outlast [cost]"; 702.77a "Reinforce N—[cost]"
    assert rules_text("Bushido 1") == ("triggered", "Whenever this creature blocks or becomes blocked, it gets +1/+1 "
                                       "until end of turn.", "702.45a")
    assert rules_text("Reinforce 2—{2}{G}")[1] == "{2}{G}, Discard this card: Put two +1/+1 counters on target creature."
    assert rules_text("Reinforce 1—{W}")[1] == "{W}, Discard this card: Put a +1/+1 counter on target creature."
    assert rules_text("Bushido") is None and rules_text("Prowess 2") is None     # a number the rule doesn't take


def test_prowess_is_a_trigger_not_a_static_bonus() -> None:
    # Abbot of Keral Keep (2/1, prowess): 2/1 on the battlefield; after the trigger resolves 3/2 until end of turn
    b = layerkit.Board()
    b.enter("Abbot of Keral Keep", id="abbot")
    assert _pt(b.resolve(), "abbot") == (2, 1)
    b.ability("abbot", "prowess")
    assert _pt(b.resolve(), "abbot") == (3, 2)
    b.end_turn()
    assert _pt(b.resolve(), "abbot") == (2, 1)


def test_exalted_pumps_the_creature_attacking_alone() -> None:
    # 702.83a: "that creature gets +1/+1 until end of turn": Akrasan Squire's exalted on Grizzly Bears (2/2) -> 3/3
    b = layerkit.Board()
    b.enter("Akrasan Squire", id="squire")
    b.enter("Grizzly Bears", id="bears")
    b.attack("bears")
    b.ability("squire", "exalted", targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3) and _pt(res, "squire") == (1, 1)


def test_bushido_n_and_battle_cry() -> None:
    # Battle-Mad Ronin (1/1, bushido 2): blocked, 3/3 (702.45a). Accorder Paladin (3/1, battle cry): each OTHER
    # attacking creature gets +1/+0 (702.91a): Grizzly Bears 3/2, the Paladin stays 3/1
    b = layerkit.Board()
    b.enter("Battle-Mad Ronin", id="ronin")
    b.ability("ronin", "bushido 2")
    assert _pt(b.resolve(), "ronin") == (3, 3)
    b = layerkit.Board()
    b.enter("Accorder Paladin", id="paladin")
    b.enter("Grizzly Bears", id="bears")
    b.attack(["paladin", "bears"])
    b.ability("paladin", "battle cry")
    res = b.resolve()
    assert _pt(res, "bears") == (3, 2) and _pt(res, "paladin") == (3, 1)


def test_flanking_shrinks_the_blocking_creature() -> None:
    # Benalish Cavalry (2/2, flanking) blocked by Grizzly Bears: "the blocking creature gets -1/-1" -> 1/1 (702.25a)
    b = layerkit.Board()
    b.enter("Benalish Cavalry", id="cav")
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.attack("cav")
    b.block("bears", attacker="cav")
    b.ability("cav", "flanking", targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (1, 1) and _pt(res, "cav") == (2, 2)


def test_rampage_counts_blockers_beyond_the_first() -> None:
    # Aerathi Berserker (2/4, rampage 3) blocked by two creatures: +3/+3 for the one beyond the first -> 5/7 (702.23a)
    b = layerkit.Board()
    b.enter("Aerathi Berserker", id="berserker")
    b.enter("Grizzly Bears", id="b1", controller="Bo")
    b.enter("Grizzly Bears", id="b2", controller="Bo")
    b.attack("berserker")
    b.block(["b1", "b2"], attacker="berserker")
    b.ability("berserker", "rampage 3")
    assert _pt(b.resolve(), "berserker") == (5, 7)


def test_dethrone_training_and_mentor_put_counters() -> None:
    # Enraged Revolutionary (2/1, dethrone): a +1/+1 counter -> 3/2 (702.105a)
    b = layerkit.Board()
    b.enter("Enraged Revolutionary", id="rev")
    b.ability("rev", "dethrone")
    assert _pt(b.resolve(), "rev") == (3, 2)
    # Blade Instructor (3/1, mentor): "put a +1/+1 counter on target attacking creature with power less than this
    # creature's power" (702.134a): Grizzly Bears 2/2 -> 3/3
    b = layerkit.Board()
    b.enter("Blade Instructor", id="inst")
    b.enter("Grizzly Bears", id="bears")
    b.attack(["inst", "bears"])
    b.ability("inst", "mentor", targets=["bears"])
    assert _pt(b.resolve(), "bears") == (3, 3)


def test_outlast_and_reinforce_are_activated_abilities() -> None:
    # Abzan Battle Priest (3/2, outlast {W}): "{W}, {T}: Put a +1/+1 counter on this creature." (702.107a) -> 4/3
    b = layerkit.Board()
    b.enter("Abzan Battle Priest", id="priest")
    b.ability("priest", "outlast {w}")
    assert _pt(b.resolve(), "priest") == (4, 3)
    assert assess({c["name"]: c for c in load_cards()}["Fowl Strike"]).status == "fully"


def test_bloodthirst_reads_whether_an_opponent_was_dealt_damage() -> None:
    # Battering Wurm (4/3, bloodthirst 1): "If an opponent was dealt damage this turn, this permanent enters with a
    # +1/+1 counter on it." (702.54a): told yes -> 5/4; told no -> 4/3; untold -> listed, never assumed
    b = layerkit.Board()
    b.state_fact("Bo", damaged_this_turn=True)
    b.enter("Battering Wurm", id="wurm")
    assert _pt(b.resolve(), "wurm") == (5, 4)
    b = layerkit.Board()
    b.state_fact("Bo", damaged_this_turn=False)
    b.enter("Battering Wurm", id="wurm")
    assert _pt(b.resolve(), "wurm") == (4, 3)
    b = layerkit.Board()
    b.enter("Battering Wurm", id="wurm")
    res = b.resolve()
    assert any("damaged_this_turn" in u[3] for u in res.unsupported), res.unsupported


@pytest.mark.parametrize("keyword, layer", [("Prowess", "7c"), ("Exalted", "7c"), ("Flanking", "7c"),
                                            ("Bushido 1", "7c"), ("Outlast {1}", "7c")])
def test_the_classifier_counts_the_keywords_layer(keyword: str, layer: str) -> None:
    # the keyword's rules text changes power and toughness (613.4c): the card has a continuous effect
    assert layer in classify(keyword, "Creature — Human").layers


def test_evolve_compares_the_entering_creature() -> None:
    # Adaptive Snapjaw (6/2, evolve): 702.100a "if that creature's power is greater than this creature's power and/or
    # that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on this creature".
    # Grizzly Bears (2/2) enters: neither greater -> 6/2; Colossal Dreadmaw (6/6) enters: toughness greater -> 7/3
    assert assess({c["name"]: c for c in load_cards()}["Adaptive Snapjaw"]).status == "fully"
    b = layerkit.Board()
    b.enter("Adaptive Snapjaw", id="snap")
    b.enter("Grizzly Bears", id="bears")
    b.ability("snap", "evolve", targets=["bears"])
    assert _pt(b.resolve(), "snap") == (6, 2)
    b.enter("Colossal Dreadmaw", id="maw")
    b.ability("snap", "evolve", targets=["maw"])
    assert _pt(b.resolve(), "snap") == (7, 3)
    # the creature that entered must be named: a step without it is refused, never read as "not greater"
    with pytest.raises(layerkit.ScenarioError, match="702.100a"):
        b.ability("snap", "evolve")


def test_evolve_against_a_noncreature_does_nothing() -> None:
    # 702.100c: a creature can't have greater power or toughness than a noncreature permanent: the source turned
    # into a noncreature compares nothing. Here the entering object isn't a creature (an artifact): no counter
    b = layerkit.Board()
    b.enter("Adaptive Snapjaw", id="snap")
    b.enter("Sol Ring", id="ring")
    b.ability("snap", "evolve", targets=["ring"])
    assert _pt(b.resolve(), "snap") == (6, 2)


def test_melee_counts_the_opponents_attacked_this_combat() -> None:
    # Adriana, Captain of the Guard (4/4, melee): "it gets +1/+1 until end of turn for each opponent you attacked
    # with a creature this combat" (702.121a). Two players: one opponent attacked -> 5/5
    b = layerkit.Board()
    b.enter("Adriana, Captain of the Guard", id="adriana")
    b.attack("adriana")
    b.ability("adriana", "melee")
    assert _pt(b.resolve(), "adriana") == (5, 5)
    # three players, Adriana attacks Bo and Grizzly Bears attacks Cy: two opponents -> 6/6
    b = layerkit.Board(players=("Alex", "Bo", "Cy"))
    b.enter("Adriana, Captain of the Guard", id="adriana")
    b.enter("Grizzly Bears", id="bears")
    b.attack("adriana", defender="Bo")
    b.attack("bears", defender="Cy")
    b.ability("adriana", "melee")
    assert _pt(b.resolve(), "adriana") == (6, 6)


def test_melee_with_an_unknown_defender_is_refused() -> None:
    # three players and no defender said: which opponents were attacked is not known (508.1b): refused
    b = layerkit.Board(players=("Alex", "Bo", "Cy"))
    b.enter("Adriana, Captain of the Guard", id="adriana")
    b.attack("adriana")
    with pytest.raises(layerkit.ScenarioError, match="508.1b"):
        b.ability("adriana", "melee")
        b.resolve()


def test_a_granted_keyword_resolves_by_its_rule() -> None:
    # Bria, Riptide Rogue: "Other creatures you control have prowess.": Grizzly Bears has prowess, and its trigger
    # resolves as 702.108a says: 2/2 -> 3/3 until end of turn; without the trigger it stays 2/2
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Bria, Riptide Rogue", id="bria")
    assert _pt(b.resolve(), "bears") == (2, 2)
    b.ability("bears", "prowess")
    assert _pt(b.resolve(), "bears") == (3, 3)


def test_a_static_grant_of_bloodthirst_applies_as_the_creature_enters() -> None:
    # Twins of Discord: "Each other colorless creature you control has bloodthirst 2." 614.12: the ability applies as
    # the colorless creature enters (its characteristics as it would exist on the battlefield). Bo was dealt damage:
    # Ornithopter (0/2, colorless) enters with two +1/+1 counters -> 2/4; a green Grizzly Bears gets none -> 2/2
    b = layerkit.Board()
    b.state_fact("Bo", damaged_this_turn=True)
    b.enter("Twins of Discord", id="twins")
    b.enter("Ornithopter", id="thopter")
    b.enter("Grizzly Bears", id="bears")
    res = b.resolve()
    assert _pt(res, "thopter") == (2, 4) and _pt(res, "bears") == (2, 2)
