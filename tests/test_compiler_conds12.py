"""Conditions first not understood (issue 12, round 12, branch conds12).

702.62a: "Exile target creature and put two time counters on it. If it doesn't have suspend, it gains suspend.":
the card in exile (a new object, 400.7, which the scenario enters there and names: ``choices.object``) gains suspend
— its triggered abilities, with no number or cost — unless it has a suspend ability already, with whatever number
and cost ("Suspend 1—{R}"). Expected values come from the oracle text and the rules."""
from __future__ import annotations

import pytest

from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from _compiled import compiled

GAINS_SUSPEND = {"affects": "chosen", "if_is": {"not_abilities": ["Suspend"]}, "add_abilities": ["Suspend"]}


def texts(board: Board, oid: str) -> list[str]:
    return [a.text for a in board.resolve()[oid].abilities]


@pytest.mark.parametrize("name, which", [
    ("Suspend", 1), ("Delay", 1), ("Doom's Time Platform", 1), ("Jhoira of the Ghitu", 1), ("Kang Prime", 2),
    ("Sibylline Soothsayer", 1), ("Taigam, Master Opportunist", 1), ("The Eleventh Doctor", 1),
    ("The Tenth Doctor", 1), ("Amy's Home", 1)])
def test_the_exiled_card_gains_suspend_unless_it_has_it(name, which):
    # the card the instruction before exiled with time counters (or put them on after exiling it)
    c = compiled(name)
    assert c.supported, c.unsupported
    d = {k: v for k, v in c.effects[which].items() if k != "kind"}
    assert d == GAINS_SUSPEND


def test_soovril_names_its_target_already_in_exile():
    # "{T}: Put two time counters on target nonland card in exile ... If it doesn't have suspend, it gains
    # suspend.": the target stays in exile, the same object (400.7)
    c = compiled("Soovril, Patient Antiquarian")
    assert c.supported
    assert c.effects[2] == {**GAINS_SUSPEND, "affects": "targets"}


def test_several_cards_or_a_card_exiled_later_are_not_read():
    # "For each nonland card exiled this way, put ... time counters on that card. If it doesn't have suspend, it
    # gains suspend.": several cards, one "it" each; Gandalf's card is exiled as the spell resolves, later
    assert not compiled("The Parting of the Ways").supported
    assert not compiled("Gandalf of the Secret Fire").supported


def test_a_creature_exiled_by_suspend_gains_suspend():
    b = Board()
    b.enter("Grizzly Bears", id="bear", zone="exile")
    b.cast("Suspend", choices={"object": "bear"})
    assert texts(b, "bear") == ["Suspend"]


def test_a_card_with_suspend_does_not_gain_another():
    # Rift Bolt has "Suspend 1—{R}": it has suspend (702.62a), so it gains nothing
    b = Board()
    b.enter("Rift Bolt", id="bolt", zone="exile")
    b.cast("Suspend", choices={"object": "bolt"})
    assert texts(b, "bolt") == ["Rift Bolt deals 3 damage to any target.", "Suspend 1—{R}"]


def test_the_exiled_card_must_be_named():
    b = Board()
    with pytest.raises(ScenarioError):
        b.cast("Suspend")


def test_the_card_leaving_exile_is_a_new_object_without_it():
    # 400.7: cast from exile (or moved anywhere), it is a new object the effect doesn't follow
    b = Board()
    b.enter("Grizzly Bears", id="bear", zone="exile")
    b.cast("Suspend", choices={"object": "bear"})
    b.move("bear", "hand")
    assert texts(b, "bear") == []


def test_jhoiras_exiled_card_gains_suspend():
    b = Board()
    b.enter("Jhoira of the Ghitu", id="j")
    b.enter("Hill Giant", id="giant", zone="exile")
    b.ability("j", 1, choices={"object": "giant"})
    assert texts(b, "giant") == ["Suspend"]


def test_soovril_gives_its_target_suspend():
    b = Board()
    b.enter("Soovril, Patient Antiquarian", id="s")
    b.enter("Lightning Bolt", id="bolt", zone="exile")
    b.ability("s", 2, targets=["bolt"])
    assert texts(b, "bolt") == ["Lightning Bolt deals 3 damage to any target.", "Suspend"]


# "if it has toxic", "if it doesn't have rampage": a keyword with a number or a cost named bare is that keyword with
# any parameter ("Toxic 1", 702.164a; "Rampage 2", 702.23a), as the engine reads "with toxic"

@pytest.mark.parametrize("creature, expected", [("Bilious Skulldweller", (3, 3)), ("Grizzly Bears", (3, 3))])
def test_porcelain_zealot_gives_more_to_a_creature_with_toxic(creature, expected):
    # "target creature you control gets +1/+1 until end of turn. If that creature has toxic, instead it gets +2/+2":
    # Bilious Skulldweller (1/1, Toxic 1) +2/+2; Grizzly Bears (2/2, no toxic) +1/+1
    b = Board()
    b.enter("Porcelain Zealot", id="z")
    b.enter(creature, id="c")
    b.ability("z", 1, targets=["c"])
    r = b.resolve()["c"]
    assert (r.power, r.toughness) == expected


def test_rapid_fire_gives_rampage_only_to_a_creature_without_it():
    b = Board()
    b.enter("Craw Giant", id="giant")      # Trample, Rampage 2
    b.enter("Grizzly Bears", id="bear")
    b.cast("Rapid Fire", targets=["giant"])
    b.cast("Rapid Fire", targets=["bear"])
    assert sorted(texts(b, "giant")) == ["First strike", "Rampage 2", "Trample"]
    assert sorted(texts(b, "bear")) == ["First strike", "Rampage 2"]


def test_a_family_keyword_named_bare_stays_unread():
    from layerkit.compiler.lower import names_any_parameter
    assert not names_any_parameter("protection") and not names_any_parameter("equip")
    assert names_any_parameter("rampage") and names_any_parameter("Suspend")


# 608.2c: an instruction's own "if" on the permanents, after sentences that change no permanent ("draw a card",
# "All creatures able to block target creature this turn do so", 509.1c): checked once as it resolves

@pytest.mark.parametrize("artifacts, expected", [(6, (4, 5)), (5, (2, 3))])
def test_shuri_pumps_with_six_artifacts(artifacts, expected):
    # Shuri 2/3: "Whenever Shuri attacks, draw a card if you control three or more artifacts. Then if you control
    # six or more artifacts, creatures you control get +2/+2 until end of turn."
    b = Board()
    b.enter("Shuri, the Black Panther", id="shuri")
    for n in range(artifacts):
        b.enter("Ornithopter", id=f"o{n}")
    b.ability("shuri", 2)
    r = b.resolve()
    assert (r["shuri"].power, r["shuri"].toughness) == expected
    assert (r["o0"].power, r["o0"].toughness) == (expected[0] - 2, expected[1] - 1)


def test_shuri_counts_as_it_resolves_not_later():
    b = Board()
    b.enter("Shuri, the Black Panther", id="shuri")
    for n in range(6):
        b.enter("Ornithopter", id=f"o{n}")
    b.ability("shuri", 2)
    b.move("o5", "graveyard")          # 611.2a: the effect lasts; its objects were fixed as it resolved (611.2c)
    r = b.resolve()
    assert (r["shuri"].power, r["shuri"].toughness) == (4, 5)


@pytest.mark.parametrize("big, indestructible", [("Craw Giant", True), ("Hill Giant", False)])
def test_roar_of_challenge_ferocious(big, indestructible):
    # "Ferocious — That creature gains indestructible until end of turn if you control a creature with power 4 or
    # greater": Craw Giant is 6/4, Hill Giant 3/3
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter(big, id="big")
    b.cast("Roar of Challenge", targets=["bear"])
    assert ("Indestructible" in texts(b, "bear")) is indestructible


def test_an_if_on_a_hand_after_a_draw_is_not_read_so():
    from layerkit.compiler.compile import _READS_MORE_THAN_PERMANENTS
    assert _READS_MORE_THAN_PERMANENTS.search("if you have seven or more cards in hand, ~ gets +2/+2")


# "if you control an artifact and an enchantment": a permanent of each (one artifact enchantment is both)

@pytest.mark.parametrize("permanents, lifelink", [
    (["Ornithopter", "Pacifism"], True), (["Ornithopter"], False), (["Pacifism"], False),
    (["Bident of Thassa"], True)])     # a legendary enchantment artifact: both
def test_when_we_were_young_lifelink_needs_an_artifact_and_an_enchantment(permanents, lifelink):
    # "Up to two target creatures each get +2/+2 until end of turn. If you control an artifact and an enchantment,
    # those creatures also gain lifelink until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    for n, card in enumerate(permanents):
        b.enter(card, id=f"p{n}")
    b.cast("When We Were Young", targets=["bear"])
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (4, 4)
    assert ("Lifelink" in [a.text for a in r.abilities]) is lifelink


def test_one_artifact_enchantment_is_both():
    c = compiled("When We Were Young")
    assert c.supported
    assert c.effects[1]["parts"][1]["if_holds"] == {"all": [
        {"count": {"of": {"types": ["Artifact"], "controller": "you"}, "min": 1}},
        {"count": {"of": {"types": ["Enchantment"], "controller": "you"}, "min": 1}}]}


# 603.4: "Whenever this creature attacks, if it's renowned, other attacking creatures you control get +1/+1 until end
# of turn": the trigger is the source's own event, so "it" in the intervening "if" is the source

@pytest.mark.parametrize("renowned, expected", [(True, (3, 3)), (False, (2, 2))])
def test_consuls_lieutenant_pumps_other_attackers_only_when_renowned(renowned, expected):
    b = Board()
    b.enter("Consul's Lieutenant", id="lt", renowned=renowned)     # 2/1
    b.enter("Grizzly Bears", id="bear")
    b.attack(["lt", "bear"])
    b.ability("lt", 3)
    r = b.resolve()
    assert (r["bear"].power, r["bear"].toughness) == expected
    assert (r["lt"].power, r["lt"].toughness) == (2, 1)       # "other"


def test_if_its_your_turn_is_not_the_source():
    from layerkit.compiler.compile import _IF_ITS_SOURCE
    assert _IF_ITS_SOURCE.match("if it's renowned, other attacking creatures you control get +1/+1")
    assert not _IF_ITS_SOURCE.match("if it's your turn, gain control of another target creature")


# 608.2c, 208.1: "Target creature you control gets +2/+2 until end of turn if its power is 2": exactly 2 as it resolves

@pytest.mark.parametrize("mine, expected", [("Grizzly Bears", (4, 4)), ("Hill Giant", (3, 3))])
def test_savage_swipe_only_for_power_two(mine, expected):
    b = Board()
    b.enter(mine, id="mine", controller="Alex")
    b.enter("Ornithopter", id="theirs", controller="Bo")
    b.cast("Savage Swipe", controller="Alex", targets=["mine", "theirs"])
    r = b.resolve()["mine"]
    assert (r.power, r.toughness) == expected


def test_rory_williams_exiled_spell_gains_suspend():
    # "When you cast this spell from anywhere other than exile, exile it with three time counters on it. It gains
    # suspend. Then investigate.": the card in exile (a new object, 400.7) gains suspend, with no "unless"
    c = compiled("Rory Williams")
    assert c.supported
    assert {k: v for k, v in c.effects[4].items() if k != "kind"} == {"affects": "chosen", "add_abilities": ["Suspend"]}
    b = Board()
    b.enter("Rory Williams", id="rory")
    b.enter("Rory Williams", id="exiled", zone="exile")
    b.ability("rory", 4, choices={"object": "exiled"})
    assert "Suspend" in texts(b, "exiled")
    assert "Suspend" not in texts(b, "rory")
