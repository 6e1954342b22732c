"""Copy effects of a card an ability names, and copy/control phrases of round 9 (issue 12).

707.2, 400.7j, 400.7e: "~ becomes a copy of that card" copies a card (not a permanent): the ability's one target
card in a graveyard, a trigger event's card put into a graveyard (named as the ability's targets), or the one
card an earlier instruction found (the step's choices.object). Each expected value comes from the card's oracle
text and the rules: a board is built with the real pool cards, resolved, and the characteristics the text
implies are asserted.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def test_dimir_doppelganger_copies_the_target_card_and_keeps_this_ability() -> None:
    # "{1}{U}{B}: Exile target creature card from a graveyard. This creature becomes a copy of that card, except it
    # has this ability." 707.9b: the ability becomes part of the copiable values; no duration: it lasts
    b = layerkit.Board()
    b.enter("Dimir Doppelganger", id="dop")
    b.enter("Serra Angel", id="angel", zone="graveyard")
    b.ability("dop", 1, targets=["angel"])
    res = b.resolve()
    c = res["dop"].characteristics
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Serra Angel", {"Creature"}, {"Angel"}, frozenset("W"), 4, 4)
    assert {"Flying", "Vigilance"} <= _texts(res, "dop")
    assert any(t.startswith("{1}{U}{B}: Exile target creature card") for t in _texts(res, "dop"))
    assert not res.unsupported
    b.end_turn()
    assert b.resolve()["dop"].characteristics.name == "Serra Angel"


def test_scion_of_the_ur_dragon_copies_the_card_found_until_end_of_turn() -> None:
    # "{2}: Search your library for a Dragon permanent card and put it into your graveyard. If you do, Scion of
    # the Ur-Dragon becomes a copy of that card until end of turn. Then shuffle."
    b = layerkit.Board()
    b.enter("Scion of the Ur-Dragon", id="scion")
    b.enter("Shivan Dragon", id="shivan", zone="graveyard")
    b.ability("scion", 2, choices={"object": "shivan"})
    res = b.resolve()
    c = res["scion"].characteristics
    assert (c.name, c.power, c.toughness, c.colors, set(c.subtypes)) == ("Shivan Dragon", 5, 5, frozenset("R"),
                                                                          {"Dragon"})
    assert "Flying" in _texts(res, "scion")
    b.end_turn()                                    # 514.2
    c = b.resolve()["scion"].characteristics
    assert (c.name, c.power, c.toughness) == ("Scion of the Ur-Dragon", 4, 4)


def test_the_card_found_must_be_named() -> None:
    b = layerkit.Board()
    b.enter("Scion of the Ur-Dragon", id="scion")
    with pytest.raises(ScenarioError):
        b.ability("scion", 2)


def test_shadow_kin_copies_the_card_exiled_from_among_those_milled() -> None:
    # "At the beginning of your upkeep, each player mills three cards. You may exile a creature card from among
    # the cards milled this way. If you do, this creature becomes a copy of that card, except it has this ability."
    b = layerkit.Board()
    b.enter("Shadow Kin", id="kin")
    b.enter("Grizzly Bears", id="bear", zone="exile")
    b.ability("kin", 2, choices={"object": "bear", "you_did": True})   # the card was exiled (608.2c, ifsyou14)
    res = b.resolve()
    c = res["kin"].characteristics
    assert (c.name, c.power, c.toughness, c.colors) == ("Grizzly Bears", 2, 2, frozenset("G"))
    assert any(t.startswith("At the beginning of your upkeep, each player mills") for t in _texts(res, "kin"))
    assert "Flash" not in _texts(res, "kin")         # 707.2: its own abilities are not copiable values now


def test_lazav_dimir_mastermind_copies_the_card_put_into_a_graveyard() -> None:
    # "Whenever a creature card is put into an opponent's graveyard from anywhere, you may have Lazav become a copy
    # of that card, except its name is Lazav, Dimir Mastermind, it's legendary in addition to its other types, and
    # it has hexproof and this ability."
    b = layerkit.Board()
    b.enter("Lazav, Dimir Mastermind", id="lazav")
    b.enter("Hill Giant", id="giant", zone="graveyard")
    b.ability("lazav", 2, targets=["giant"])        # the event's card, named as the ability's targets
    res = b.resolve()
    c = res["lazav"].characteristics
    assert (c.name, set(c.supertypes), set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Lazav, Dimir Mastermind", {"Legendary"}, {"Creature"}, {"Giant"}, frozenset("R"), 3, 3)
    assert "Hexproof" in _texts(res, "lazav")
    assert any(t.startswith("Whenever a creature card is put into an opponent's graveyard") for t in _texts(res, "lazav"))
    assert not res.unsupported


@pytest.mark.parametrize("name, text", [
    # a permanent exiled: the card in exile is a new object (400.7), not the permanent the board holds
    ("Test Exiler", "{1}: Exile target creature. This creature becomes a copy of that card."),
    # a card revealed from a library until ...: which one is not a card the text lets the step name
    ("Nascent Metamorph", "Whenever this creature attacks or blocks, target opponent reveals cards from the top of "
                          "their library until they reveal a creature card. This creature becomes a copy of that "
                          "card until end of turn. Then that player puts all cards revealed this way on the bottom of "
                          "their library in a random order."),
    # a card outside the game (400.11): not on the board
    ("Test Cosplayer", "At the beginning of your upkeep, choose a tournament-legal non-Aura permanent card at random. "
                       "This creature becomes a copy of that card, except it has this ability."),
])
def test_copies_of_cards_the_board_cannot_name_stay_unsupported(name: str, text: str) -> None:
    assert not compile_text(name, text, ["Creature"]).supported


# ------------------------------------------------------------------------------ a card the source exiled (607.2a)

def test_dermotaxi_becomes_a_copy_of_the_exiled_card_that_is_also_a_vehicle_artifact() -> None:
    # "Imprint — As this Vehicle enters, exile a creature card from a graveyard. Tap two untapped creatures you
    # control: Until end of turn, this Vehicle becomes a copy of the exiled card, except it's a Vehicle artifact in
    # addition to its other types." 707.9b: the exception is part of the copiable values
    b = layerkit.Board()
    b.enter("Dermotaxi", id="taxi")
    b.enter("Serra Angel", id="angel", zone="exile")
    b.ability("taxi", 2, choices={"object": "angel"})
    res = b.resolve()
    c = res["taxi"].characteristics
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Serra Angel", {"Artifact", "Creature"}, {"Angel", "Vehicle"}, frozenset("W"), 4, 4)
    assert _texts(res, "taxi") == {"Flying", "Vigilance"}
    assert not res.unsupported
    b.end_turn()
    c = b.resolve()["taxi"].characteristics
    assert (c.name, set(c.types), c.power, c.toughness) == ("Dermotaxi", {"Artifact"}, 0, 0)


def test_reflection_net_makes_the_target_a_copy_of_a_card_it_exiled() -> None:
    # "{2}: Target creature you control becomes a copy of a creature card exiled with Reflection Net."
    b = layerkit.Board()
    b.enter("Reflection Net", id="net")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant", zone="exile")
    b.ability("net", 3, targets=["bear"], choices={"object": "giant"})
    res = b.resolve()
    c = res["bear"].characteristics
    assert (c.name, set(c.subtypes), c.colors, c.power, c.toughness) == ("Hill Giant", {"Giant"}, frozenset("R"), 3, 3)
    assert not res.unsupported


# ------------------------------------------------------------------------------ entering as a copy (707.5, 707.9b)

def test_sakashima_keeps_its_other_abilities_as_written_for_the_article() -> None:
    # "You may have Sakashima enter as a copy of another creature you control, except it has Sakashima's other
    # abilities." The curated definition (intrinsic-article.yaml) says the same: keep_own_abilities
    import yaml
    from layerkit.resources import read_text

    written = yaml.safe_load(read_text("effects", "intrinsic-article.yaml"))["Sakashima of a Thousand Faces"][1]
    c = compile_text("Sakashima of a Thousand Faces", "You may have Sakashima enter as a copy of another creature "
                     "you control, except it has Sakashima's other abilities.\nThe \"legend rule\" doesn't apply to "
                     "permanents you control.\nPartner", ["Creature"], legendary=True)
    assert c.effects[1]["enters_as_copy"] == written["enters_as_copy"] == {"keep_own_abilities": True}
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel")
    b.enter("Sakashima of a Thousand Faces", id="sak", copy="angel")
    res = b.resolve()
    c2 = res["sak"].characteristics
    assert (c2.name, c2.power, c2.toughness, c2.colors) == ("Serra Angel", 4, 4, frozenset("W"))
    assert {"Flying", "Vigilance", "Partner", "The \"legend rule\" doesn't apply to permanents you control."} \
        == _texts(res, "sak")           # its other abilities, not the copy ability itself
    assert not res.unsupported


def test_the_misty_stepper_keeps_its_name_and_its_other_abilities() -> None:
    # "You may have The Misty Stepper enter as a copy of a creature you control, except its name is The Misty
    # Stepper and it has its other abilities."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("The Misty Stepper", id="ms", copy="bear")
    res = b.resolve()
    c = res["ms"].characteristics
    assert (c.name, c.power, c.toughness, c.colors, set(c.subtypes)) == ("The Misty Stepper", 2, 2, frozenset("G"),
                                                                          {"Bear"})
    assert _texts(res, "ms") == {"The Misty Stepper can't be blocked.", "Spells you cast have split second."}
    assert not res.unsupported


def test_its_other_abilities_of_a_copy_that_is_not_entering_stay_unsupported() -> None:
    assert not compile_text("Test Mimic", "{1}: This creature becomes a copy of target creature, except it has its "
                            "other abilities.", ["Creature"]).supported


def test_echoing_deeps_is_a_cave_in_addition() -> None:
    # "You may have this land enter tapped as a copy of any land card in a graveyard, except it's a Cave in addition
    # to its other types." ("cave" read as the land type where only a noun stands, 205.3i)
    b = layerkit.Board()
    b.enter("Mishra's Factory", id="mf", zone="graveyard")
    b.enter("Echoing Deeps", id="deeps", copy="mf", tapped=True)
    res = b.resolve()
    c = res["deeps"].characteristics
    assert (c.name, set(c.types), set(c.subtypes)) == ("Mishra's Factory", {"Land"}, {"Cave"})
    assert not res.unsupported


def test_superior_spider_man_is_a_4_4_spider_human_hero_named_as_itself() -> None:
    # "You may have Superior Spider-Man enter as a copy of any creature card in a graveyard, except his name is
    # Superior Spider-Man and he's a 4/4 Spider Human Hero in addition to his other types." 707.9b
    b = layerkit.Board()
    b.enter("Hill Giant", id="giant", zone="graveyard")
    b.enter("Superior Spider-Man", id="sm", copy="giant")
    res = b.resolve()
    c = res["sm"].characteristics
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness, c.mana_cost) == \
        ("Superior Spider-Man", {"Creature"}, {"Giant", "Spider", "Human", "Hero"}, frozenset("R"), 4, 4, "{3}{R}")
    assert not res.unsupported


def test_sarkhan_soul_aflame_copies_the_dragon_keeping_its_name_and_is_legendary() -> None:
    # "Whenever a Dragon you control enters, you may have Sarkhan become a copy of it until end of turn, except its
    # name is Sarkhan, Soul Aflame and it's legendary in addition to its other types."
    b = layerkit.Board()
    b.enter("Sarkhan, Soul Aflame", id="sarkhan")
    b.enter("Shivan Dragon", id="shivan")
    b.ability("sarkhan", 2, targets=["shivan"])
    res = b.resolve()
    c = res["sarkhan"].characteristics
    assert (c.name, set(c.supertypes), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Sarkhan, Soul Aflame", {"Legendary"}, {"Dragon"}, frozenset("R"), 5, 5)
    assert "Flying" in _texts(res, "sarkhan")
    b.end_turn()
    c = b.resolve()["sarkhan"].characteristics
    assert (c.name, c.power, c.toughness) == ("Sarkhan, Soul Aflame", 2, 4)     # its printed 2/4 again


# ------------------------------------------------------------------------------ control (613.1b)

@pytest.mark.parametrize("card, which", [
    # "{2}, {T}: Draw a card. The player to your right gains control of this artifact."
    ("Hithlain Rope", 3),
    # "At the beginning of your second main phase, the player to your left gains control of Elusen, the Giving."
    ("Elusen, the Giving", 5),
    # "At the beginning of your end step, target opponent chosen at random gains control of this enchantment."
    ("Witch Hunt", 3),
])
def test_a_player_the_step_names_gains_control(card: str, which: int) -> None:
    b = layerkit.Board()
    b.enter(card, id="x")
    with pytest.raises(ScenarioError):
        b.ability("x", which)                           # which player: the step says (choices.player)
    with pytest.raises(ScenarioError):
        b.ability("x", which, choices={"player": "Alex"})   # another player than its controller (101.4, 115.1)
    b.ability("x", which, choices={"player": "Bo"})
    res = b.resolve()
    assert res["x"].characteristics.controller == "Bo"
    assert not res.unsupported


def test_keldon_overseer_takes_the_creature_only_if_it_was_kicked() -> None:
    # "When this creature enters, if it was kicked, gain control of target creature until end of turn. Untap that
    # creature. It gains haste until end of turn." 603.4: the intervening "if" is the whole ability's
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Keldon Overseer", id="keldon", alt_cost="kicker")
    b.ability("keldon", 3, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Alex"
    assert _texts(res, "bear") == {"Haste"}
    assert not res.unsupported
    b.end_turn()                                    # 514.2
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Bo" and not _texts(res, "bear")
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear", controller="Bo")
    b.enter("Keldon Overseer", id="keldon")         # not kicked: the ability does nothing (603.4)
    b.ability("keldon", 3, targets=["bear"])
    res = b.resolve()
    assert res["bear"].characteristics.controller == "Bo" and not _texts(res, "bear")


def test_a_kicked_instruction_after_another_stays_unsupported() -> None:
    # the "if it was kicked" of a later sentence is that instruction's own: which later ones it covers is not written
    assert not compile_text("Test Overseer", "Kicker {3}{R}\nWhen this creature enters, target creature gets +1/+1 "
                            "until end of turn. If it was kicked, gain control of that creature until end of turn. "
                            "It gains haste until end of turn.", ["Creature"]).supported


def test_kimahri_becomes_a_copy_of_the_creature_it_tapped() -> None:
    # "At the beginning of combat on your turn, put a +1/+1 counter on Kimahri and tap target creature an opponent
    # controls. Then you may have Kimahri become a copy of that creature, except its name is Kimahri, Valiant
    # Guardian and it has vigilance and this ability." "that creature" is the target tapped (608.2c: two
    # instructions in order); the counter stays on it (122.2: the copy effect doesn't remove it)
    b = layerkit.Board()
    b.enter("Kimahri, Valiant Guardian", id="kimahri")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.ability("kimahri", 2, targets=["giant"])
    res = b.resolve()
    c = res["kimahri"].characteristics
    assert (c.name, set(c.supertypes), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Kimahri, Valiant Guardian", set(), {"Giant"}, frozenset("R"), 4, 4)
    assert "Vigilance" in _texts(res, "kimahri")
    assert any(t.startswith("Ronso Rage") for t in _texts(res, "kimahri"))
    assert not res.unsupported


def test_it_after_a_target_tapped_beside_another_effect_stays_unsupported() -> None:
    # "it" may name the source or the creature tapped: not read
    assert not compile_text("Test Tapper", "At the beginning of combat on your turn, put a +1/+1 counter on this "
                            "creature and tap target creature an opponent controls. Then it gains flying until end of "
                            "turn.", ["Creature"]).supported
