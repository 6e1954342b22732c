"""Round 17 (branch ifsyou17): conditions of the first unsupported clause "if it ...", "if you ...".

Expected values come from the oracle text and the rules, never from the compiler's output: a board is built with
the real pool card, the ability resolves, and the characteristics the card's text implies are asserted.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_card
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def pt(board: Board, oid: str) -> tuple[int | None, int | None]:
    c = board.resolve()[oid]
    return c.power, c.toughness


# ---------------------------------------------------------------- evolve's comparison in other words (702.100a)

def test_hulkling_gets_a_counter_only_from_a_greater_creature():
    # Hulkling (2/3): "Whenever another creature you control enters, if it has greater power or toughness than
    # Hulkling, put a +1/+1 counter on Hulkling." Grizzly Bears (2/2): neither greater -> 2/3; Colossal Dreadmaw
    # (6/6): both greater -> 3/4; a second Grizzly Bears against 3/4: neither -> stays 3/4
    c = compiled("Hulkling, Burgeoning Bruiser")
    assert not c.unsupported
    b = Board()
    b.enter("Hulkling, Burgeoning Bruiser", id="hulk")
    b.enter("Grizzly Bears", id="bears")
    b.ability("hulk", 2, targets=["bears"])
    assert pt(b, "hulk") == (2, 3)
    b.enter("Colossal Dreadmaw", id="maw")
    b.ability("hulk", 2, targets=["maw"])
    assert pt(b, "hulk") == (3, 4)
    b.enter("Grizzly Bears", id="bears2")
    b.ability("hulk", 2, targets=["bears2"])
    assert pt(b, "hulk") == (3, 4)


def test_hulkling_needs_the_entering_creature_named():
    # the creature that entered is the step's one target: without it the step is refused, never read as "not greater"
    b = Board()
    b.enter("Hulkling, Burgeoning Bruiser", id="hulk")
    with pytest.raises(layerkit.ScenarioError):
        b.ability("hulk", 2)


def test_sharp_eyed_rookie_compares_power_or_toughness():
    # Sharp-Eyed Rookie (2/2): "if its power is greater than this creature's power or its toughness is greater than
    # this creature's toughness, put a +1/+1 counter on this creature and investigate" (investigate creates a Clue,
    # 701.16a: no continuous effect). A 2/3 (toughness greater) -> 3/3; then Grizzly Bears (2/2) -> stays 3/3
    assert not compiled("Sharp-Eyed Rookie").unsupported
    b = Board()
    b.enter("Sharp-Eyed Rookie", id="rookie")
    b.enter("Hulkling, Burgeoning Bruiser", id="hulk")
    b.ability("rookie", 2, targets=["hulk"])
    assert pt(b, "rookie") == (3, 3)
    b.enter("Grizzly Bears", id="bears")
    b.ability("rookie", 2, targets=["bears"])
    assert pt(b, "rookie") == (3, 3)


# ---------------------------------------------------------------- "if you have more life than an opponent" (119, 102.3)

def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def unsupported_ids(board: Board) -> set[str]:
    return {oid for oid, _card, _text, _why in board.resolve().unsupported}


@pytest.mark.parametrize("mine, theirs, gains", [(20, 19, True), (20, 20, False), (3, 12, False)])
def test_glorious_enforcer_double_strike_with_more_life(mine: int, theirs: int, gains: bool):
    # Glorious Enforcer (5/5, flying, lifelink): "At the beginning of each combat, if you have more life than an
    # opponent, this creature gains double strike until end of turn": only with a life total greater than Bo's
    b = Board()
    b.state_fact("Alex", life=mine)
    b.state_fact("Bo", life=theirs)
    b.enter("Glorious Enforcer", id="ge")
    b.ability("ge", 3)
    assert ("Double strike" in keywords(b, "ge")) is gains
    assert "Flying" in keywords(b, "ge") and "Lifelink" in keywords(b, "ge")
    b.end_turn()
    assert "Double strike" not in keywords(b, "ge")


def test_glorious_enforcer_one_of_several_opponents_is_enough():
    # 102.3: "an opponent": one opponent with less life than you is enough (Bo 25, Cy 10; Alex 20)
    b = Board(players=["Alex", "Bo", "Cy"])
    b.state_fact("Alex", life=20)
    b.state_fact("Bo", life=25)
    b.state_fact("Cy", life=10)
    b.enter("Glorious Enforcer", id="ge")
    b.ability("ge", 3)
    assert "Double strike" in keywords(b, "ge")


def test_glorious_enforcer_untold_opponents_life_is_listed_never_assumed():
    # the opponent's life total not stated: no double strike is given and the resolution lists the ability
    b = Board()
    b.state_fact("Alex", life=20)
    b.enter("Glorious Enforcer", id="ge")
    b.ability("ge", 3)
    assert "Double strike" not in keywords(b, "ge")
    assert "ge" in unsupported_ids(b)


# ---------------------------------------------------------------- "enchanted creature or enchantment creature" (303.4, 205.2a)

def test_karametras_blessing_extra_only_for_an_enchanted_or_enchantment_creature():
    # "Target creature gets +2/+2 until end of turn. If it's an enchanted creature or enchantment creature, it also
    # gains hexproof and indestructible until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="plain")                 # 2/2, no Aura: only +2/+2
    b.enter("Grizzly Bears", id="enchanted")             # Pacifism attached (303.4b): enchanted
    b.enter("Pacifism", attached_to="enchanted")
    b.enter("Boon Satyr", id="satyr")                    # 4/2 enchantment creature
    for oid in ("plain", "enchanted", "satyr"):
        b.cast("Karametra's Blessing", targets=[oid])
    assert pt(b, "plain") == (4, 4)
    assert not {"Hexproof", "Indestructible"} & keywords(b, "plain")
    assert pt(b, "enchanted") == (4, 4)
    assert {"Hexproof", "Indestructible"} <= keywords(b, "enchanted")
    assert pt(b, "satyr") == (6, 4)
    assert {"Hexproof", "Indestructible"} <= keywords(b, "satyr")
    b.end_turn()
    assert pt(b, "satyr") == (4, 2) and not {"Hexproof", "Indestructible"} & keywords(b, "satyr")


def test_nyx_herald_reads_the_either_phrase_as_its_target():
    # "target enchanted creature or enchantment creature you control gets +1/+1 and gains trample until end of turn"
    c = compiled("Nyx Herald")
    assert not c.unsupported
    b = Board()
    b.enter("Nyx Herald", id="herald")                   # 2/3 enchantment creature
    b.ability("herald", 1, targets=["herald"])
    assert pt(b, "herald") == (3, 4) and "Trample" in keywords(b, "herald")


# ---------------------------------------------------------------- "instead" of a combat status (608.2c, 506.4)

def counters_on(board: Board, oid: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in board.state.objects[oid].counters:
        out[c.kind] = out.get(c.kind, 0) + c.count
    return out


def test_will_of_the_all_hunter_pump_or_counters_by_blocking():
    # "Target creature gets +2/+2 until end of turn. If it's blocking, instead put two +1/+1 counters on it."
    b = Board()
    b.enter("Grizzly Bears", id="idle")                     # not blocking: +2/+2 until end of turn, no counters
    b.enter("Grizzly Bears", id="guard")                    # blocking: two +1/+1 counters, no +2/+2
    b.enter("Colossal Dreadmaw", id="maw", controller="Bo")
    b.attack("maw")
    b.block("guard", attacker="maw")
    b.cast("Will of the All-Hunter", targets=["idle"])
    b.cast("Will of the All-Hunter", targets=["guard"])
    assert pt(b, "idle") == (4, 4) and counters_on(b, "idle").get("+1/+1", 0) == 0
    assert pt(b, "guard") == (4, 4) and counters_on(b, "guard").get("+1/+1") == 2
    b.end_turn()
    assert pt(b, "idle") == (2, 2)
    assert pt(b, "guard") == (4, 4)                         # the counters stay (122.1); nothing else was given


# ---------------------------------------------------------------- "if that spell was kicked" (702.33d)

def kicked(times: int) -> dict:
    return {"stated": {"spell": {"times_kicked": times}}}


@pytest.mark.parametrize("times, expected, menace", [(1, (3, 3), True), (2, (3, 3), True), (0, (2, 2), False)])
def test_bloodstone_goblin_only_after_a_kicked_spell(times: int, expected, menace: bool):
    # Bloodstone Goblin (2/2): "Whenever you cast a spell, if that spell was kicked, this creature gets +1/+1 and
    # gains menace until end of turn." (multikicker twice is kicked too, 702.33c)
    b = Board()
    b.enter("Bloodstone Goblin", id="gob")
    b.ability("gob", 1, choices=kicked(times))
    assert pt(b, "gob") == expected
    assert ("Menace" in keywords(b, "gob")) is menace
    b.end_turn()
    assert pt(b, "gob") == (2, 2)


def test_bloodstone_goblin_untold_kicker_is_listed_never_assumed():
    b = Board()
    b.enter("Bloodstone Goblin", id="gob")
    b.ability("gob", 1)
    assert pt(b, "gob") == (2, 2)
    assert "gob" in unsupported_ids(b)


# ---------------------------------------------------------------- the mana spent on that spell against ~'s power (601.2h)

def spent(n: int) -> dict:
    return {"stated": {"spell": {"mana_spent": n}}}


def test_liberator_compares_the_mana_spent_with_its_power_as_it_resolves():
    # Liberator (1/2): "Whenever you cast a spell, if the amount of mana spent to cast that spell is greater than
    # Liberator's power, put a +1/+1 counter on Liberator." 1 mana against power 1: no; 2 against 1: 2/3; 2 against
    # 2: no; 3 against 2: 3/4
    b = Board()
    b.enter("Liberator, Urza's Battlethopter", id="lib")
    b.ability("lib", 4, choices=spent(1))
    assert pt(b, "lib") == (1, 2)
    b.ability("lib", 4, choices=spent(2))
    assert pt(b, "lib") == (2, 3)
    b.ability("lib", 4, choices=spent(2))
    assert pt(b, "lib") == (2, 3)
    b.ability("lib", 4, choices=spent(3))
    assert pt(b, "lib") == (3, 4)


def test_liberator_untold_mana_spent_is_listed():
    b = Board()
    b.enter("Liberator, Urza's Battlethopter", id="lib")
    b.ability("lib", 4)
    assert pt(b, "lib") == (1, 2)
    assert "lib" in unsupported_ids(b)


@pytest.mark.parametrize("mv, expected", [(5, (3, 3)), (7, (3, 3)), (4, (2, 2))])
def test_prismari_apprentice_counter_for_a_big_spell(mv: int, expected):
    # Prismari Apprentice (2/2): "... this creature can't be blocked this turn. If that spell has mana value 5 or
    # greater, put a +1/+1 counter on this creature."
    b = Board()
    b.enter("Prismari Apprentice", id="pa")
    b.ability("pa", 1, choices={"stated": {"spell": {"mana_value": mv}}})
    assert pt(b, "pa") == expected


def test_prismari_apprentice_untold_mana_value_is_listed():
    b = Board()
    b.enter("Prismari Apprentice", id="pa")
    b.ability("pa", 1)
    assert pt(b, "pa") == (2, 2)
    assert "pa" in unsupported_ids(b)


def test_hallar_counter_only_after_a_kicked_spell():
    # Hallar (3/3, trample): "Whenever you cast a spell, if that spell was kicked, put a +1/+1 counter on Hallar, then
    # Hallar deals damage equal to the number of +1/+1 counters on it to each opponent." (the damage: 120.3, no
    # continuous effect)
    assert not compiled("Hallar, the Firefletcher").unsupported
    b = Board()
    b.enter("Hallar, the Firefletcher", id="hal")
    b.ability("hal", 2, choices=kicked(0))
    assert pt(b, "hal") == (3, 3)
    b.ability("hal", 2, choices=kicked(1))
    assert pt(b, "hal") == (4, 4)
    b.end_turn()
    assert pt(b, "hal") == (4, 4)


# ---------------------------------------------------------------- "for each 1 damage dealt to you this turn" (120.1)

def test_discordant_spirit_counts_the_damage_on_an_opponents_turn():
    # Discordant Spirit (2/2): "At the beginning of each end step, if it's an opponent's turn, put a +1/+1 counter on
    # this creature for each 1 damage dealt to you this turn." Bo's turn, 3 damage dealt to Alex: 5/5
    b = Board(turn="Bo")
    b.state_fact("Alex", damage_taken_this_turn=3)
    b.enter("Discordant Spirit", id="ds", controller="Alex")
    b.ability("ds", 1)
    assert pt(b, "ds") == (5, 5)


def test_discordant_spirit_nothing_on_its_controllers_turn():
    b = Board(turn="Alex")
    b.state_fact("Alex", damage_taken_this_turn=3)
    b.enter("Discordant Spirit", id="ds", controller="Alex")
    b.ability("ds", 1)
    assert pt(b, "ds") == (2, 2)


def test_discordant_spirit_untold_damage_is_listed_never_zero():
    b = Board(turn="Bo")
    b.enter("Discordant Spirit", id="ds", controller="Alex")
    b.ability("ds", 1)
    assert pt(b, "ds") == (2, 2)
    assert "ds" in unsupported_ids(b)
