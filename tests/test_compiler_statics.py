"""Selectors and static conditions of the compiler (issue 12, round 3): lists of types, "that's a
X or a Y", power/toughness/mana value bounds, "with counters on them", "named ~", "commanders".

Every expected value is read from the card's oracle wording and the rules cited, then checked on a
board built with the compiled definitions.
"""
from __future__ import annotations

import pytest

from _compiled import board_with
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError
from layerkit.vocabulary.schema import validate_definition


def _abilities(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].abilities]


def _define_creature(b, name: str, subtypes: str, mana_cost: str = "{1}{B}", pt: tuple[int, int] = (2, 2),
                     type_line: str | None = None) -> None:
    b.define(name, type_line or f"Creature — {subtypes}", mana_cost=mana_cost, power=pt[0], toughness=pt[1])


# ------------------------------------------------------------------------------ lists of types (205.3)

def test_list_of_subtypes_you_control():
    # Death-Priest of Myrkul: "Skeletons, Vampires, and Zombies you control get +1/+1": each one of them
    b, c = board_with("Test Priest", "Creature — Tiefling Warlock",
                      "Skeletons, Vampires, and Zombies you control get +1/+1.", mana_cost="{B}{B}", power=2, toughness=2)
    assert c.supported
    _define_creature(b, "Test Zombie", "Zombie")
    _define_creature(b, "Test Vampire", "Vampire")
    b.enter("Test Priest", id="priest")
    b.enter("Test Zombie", id="zombie")
    b.enter("Test Vampire", id="vampire")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Zombie", id="their_zombie", controller="Bo")
    r = b.resolve()
    assert (r["zombie"].power, r["zombie"].toughness) == (3, 3)
    assert (r["vampire"].power, r["vampire"].toughness) == (3, 3)
    assert r["bear"].power == 2 and r["priest"].power == 2          # neither a Skeleton, a Vampire nor a Zombie
    assert r["their_zombie"].power == 2                             # "you control"


def test_other_list_of_subtypes_excludes_the_source():
    # Tiefling Outcasts: "Other Demons, Devils, Imps, and Tieflings you control get +1/+0."
    b, c = board_with("Test Outcasts", "Creature — Tiefling Rogue",
                      "Other Demons, Devils, Imps, and Tieflings you control get +1/+0.", mana_cost="{1}{B}",
                      power=2, toughness=2)
    assert c.supported
    _define_creature(b, "Test Imp", "Imp")
    b.enter("Test Outcasts", id="src")
    b.enter("Test Outcasts", id="other_tiefling")
    b.enter("Test Imp", id="imp")
    r = b.resolve()
    assert r["src"].power == 3                      # the other Outcasts is an other Tiefling
    assert r["other_tiefling"].power == 3 and r["imp"].power == 4 and r["imp"].toughness == 2


def test_a_list_of_types_after_is_also_is_still_the_types_added():
    # "is also a Cleric, Rogue, Warrior, and Wizard" (205.1b): not a selector, the lexer leaves it alone
    c = compile_text("Test Party", "Test Party is also a Cleric, Rogue, Warrior, and Wizard.", ["Creature"])
    assert c.supported and c.effects[1]["add_subtypes"] == ["Cleric", "Rogue", "Warrior", "Wizard"]


def test_thats_a_wolf_or_a_werewolf():
    # Immerwolf: "Each other creature you control that's a Wolf or a Werewolf gets +1/+1."
    b, c = board_with("Test Immerwolf", "Creature — Wolf", "Intimidate\nEach other creature you control that's a "
                      "Wolf or a Werewolf gets +1/+1.", mana_cost="{1}{R}{G}", power=2, toughness=2)
    assert c.supported
    _define_creature(b, "Test Wolf", "Wolf", "{1}{G}")
    _define_creature(b, "Test Werewolf", "Human Werewolf", "{1}{G}")
    b.enter("Test Immerwolf", id="src")
    b.enter("Test Wolf", id="wolf")
    b.enter("Test Werewolf", id="werewolf")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Wolf", id="their_wolf", controller="Bo")
    r = b.resolve()
    assert r["wolf"].power == 3 and r["werewolf"].power == 3
    assert r["src"].power == 2 and r["bear"].power == 2 and r["their_wolf"].power == 2


def test_thats_a_card_type_or_a_subtype():
    # Paladin Danse: "Each creature you control that's an artifact or Human gains indestructible until end of turn."
    b, c = board_with("Test Danse", "Sorcery", "Each creature you control that's an artifact or Human gains "
                      "indestructible until end of turn.", mana_cost="{W}")
    assert c.supported
    b.define("Test Golem", "Artifact Creature — Golem", mana_cost="{3}", power=3, toughness=3)
    _define_creature(b, "Test Human", "Human Soldier", "{W}")
    b.enter("Test Golem", id="golem")
    b.enter("Test Human", id="human")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Danse")
    r = b.resolve()
    assert "Indestructible" in _abilities(r, "golem") and "Indestructible" in _abilities(r, "human")
    assert "Indestructible" not in _abilities(r, "bear")


def test_control_another_x_or_y_condition():
    # Hungry Ridgewolf: "As long as you control another Wolf or Werewolf, this creature gets +1/+0 and has trample."
    b, c = board_with("Test Ridgewolf", "Creature — Wolf", "As long as you control another Wolf or Werewolf, this "
                      "creature gets +1/+0 and has trample.", mana_cost="{1}{R}", power=2, toughness=2)
    assert c.supported
    _define_creature(b, "Test Werewolf", "Human Werewolf", "{1}{G}")
    b.enter("Test Ridgewolf", id="src")
    assert b.resolve()["src"].power == 2            # itself is no other Wolf
    b.enter("Test Werewolf", id="ww", controller="Bo")
    assert b.resolve()["src"].power == 2            # the opponent's
    b.enter("Test Werewolf", id="ww2")
    r = b.resolve()
    assert r["src"].power == 3 and "Trample" in _abilities(r, "src")


# ------------------------------------------------------------------------------ power, toughness, mana value

def test_with_power_n_or_greater_fixed_as_it_resolves():
    # "Creatures you control with power 4 or greater gain trample until end of turn." (a resolving spell:
    # its objects are fixed as it resolves, 611.2c, with their power then, after every layer)
    b, c = board_with("Test Surprise", "Instant", "Creatures you control with power 4 or greater gain trample "
                      "until end of turn.", mana_cost="{G}")
    assert c.supported
    b.define("Test Anthem", "Enchantment", oracle_text="Creatures you control get +2/+2.", mana_cost="{2}{W}",
             effects={1: {"affects": {"types": ["Creature"], "controller": "you"}, "modify_pt": [2, 2]}})
    b.enter("Hill Giant", id="giant")               # 3/3
    b.enter("Grizzly Bears", id="bear")             # 2/2
    b.enter("Hill Giant", id="their_giant", controller="Bo")
    b.cast("Test Anthem", controller="Bo")          # the opponent's giant becomes 5/5
    b.cast("Test Surprise")
    r = b.resolve()
    assert "Trample" not in _abilities(r, "giant") and "Trample" not in _abilities(r, "bear")
    assert "Trample" not in _abilities(r, "their_giant")     # "you control"
    b.cast("Test Anthem")                           # giant 5/5, bear 4/4 now: the first spell's set is fixed
    r = b.resolve()
    assert "Trample" not in _abilities(r, "giant")
    b.cast("Test Surprise")
    r = b.resolve()
    assert "Trample" in _abilities(r, "giant") and "Trample" in _abilities(r, "bear")


def test_with_power_n_or_less():
    # Wispdrinker Vampire: "creatures you control with power 2 or less gain deathtouch and lifelink until end of turn"
    b, c = board_with("Test Wisp", "Sorcery", "Creatures you control with power 2 or less gain deathtouch and "
                      "lifelink until end of turn.", mana_cost="{B}")
    assert c.supported and c.effects[1]["affects"]["power"] == {"max": 2}
    b.enter("Hill Giant", id="giant")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Wisp")
    r = b.resolve()
    assert {"Deathtouch", "Lifelink"} <= set(_abilities(r, "bear"))
    assert "Lifelink" not in _abilities(r, "giant")


def test_with_toughness_n_or_greater():
    # Sight of the Scalelords: "creatures you control with toughness 4 or greater get +2/+2 and gain vigilance"
    b, c = board_with("Test Sight", "Sorcery", "Creatures you control with toughness 4 or greater get +2/+2 and "
                      "gain vigilance until end of turn.", mana_cost="{G}")
    assert c.supported
    _define_creature(b, "Test Wall", "Wall", "{1}{W}", (0, 4))
    b.enter("Test Wall", id="wall")
    b.enter("Hill Giant", id="giant")
    b.cast("Test Sight")
    r = b.resolve()
    assert (r["wall"].power, r["wall"].toughness) == (2, 6) and "Vigilance" in _abilities(r, "wall")
    assert (r["giant"].power, r["giant"].toughness) == (3, 3)


def test_static_selector_by_power_is_unsupported():
    # a static ability's selector by power would read a value the layers are still changing (613.4)
    c = compile_text("Test Static", "Creatures you control with power 4 or greater have trample.", ["Enchantment"])
    assert not c.supported and "power or toughness" in c.unsupported[0].reason


def test_static_condition_by_power_is_unsupported():
    c = compile_text("Test Cond", "As long as you control a creature with power 4 or greater, Test Cond gets +1/+1.",
                     ["Creature"])
    assert not c.supported


def test_static_selector_by_mana_value():
    # Megaflora Jungle: "Each creature with mana value 2 or less gets +2/+2." (202.3; any controller)
    b, c = board_with("Test Jungle", "Enchantment", "Each creature with mana value 2 or less gets +2/+2.",
                      mana_cost="{3}{G}")
    assert c.supported
    b.enter("Test Jungle", id="jungle")
    b.enter("Grizzly Bears", id="bear")                     # {1}{G}: 2
    b.enter("Hill Giant", id="giant")                       # {3}{R}: 4
    b.enter("Grizzly Bears", id="their_bear", controller="Bo")
    r = b.resolve()
    assert r["bear"].power == 4 and r["their_bear"].power == 4 and r["giant"].power == 3


def test_target_with_power_is_a_target():
    # Whalebone Glider: "Target creature with power 3 or less gains flying": a restriction on what may be
    # targeted; the effect is on the target
    b, c = board_with("Test Glider", "Artifact", "{2}, {T}: Target creature with power 3 or less gains flying "
                      "until end of turn.", mana_cost="{2}")
    assert c.supported and c.effects[1]["affects"] == "targets"
    b.enter("Test Glider", id="g")
    b.enter("Grizzly Bears", id="bear")
    b.ability("g", 1, targets=["bear"])
    assert "Flying" in _abilities(b.resolve(), "bear")


def test_cant_be_blocked_by_creatures_with_power_is_not_a_layer_effect():
    c = compile_text("Test Arm", "Equipped creature has base power and toughness 7/7 and can't be blocked by "
                     "creatures with power 2 or less.\nEquip {5}", ["Artifact"])
    assert c.supported
    assert c.effects[1]["set_pt"] == [7, 7]
    assert c.effects[1]["other"] == "can't be blocked by creatures with power 2 or less"


def test_power_bounds_are_validated():
    validate_definition({"affects": {"power": {"min": 4}}, "modify_pt": [1, 1]}, "T: ability 1")
    with pytest.raises(CardDataError):
        validate_definition({"affects": {"power": 4}, "modify_pt": [1, 1]}, "T: ability 1")
    with pytest.raises(CardDataError):
        validate_definition({"affects": {"mana_value": {"least": 1}}, "modify_pt": [1, 1]}, "T: ability 1")


# ------------------------------------------------------------------------------ counters (122.1)

def test_creatures_with_counters_on_them():
    # Nev, the Practical Dean: "Creatures you control with counters on them have trample": any kind of counter
    b, c = board_with("Test Nev", "Creature — Zombie Wizard", "Creatures you control with counters on them have "
                      "trample.", mana_cost="{U}{B}", power=2, toughness=2)
    assert c.supported
    b.enter("Test Nev", id="nev")
    b.enter("Grizzly Bears", id="plus", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="minus", counters={"-1/-1": 1})
    b.enter("Grizzly Bears", id="none")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", counters={"+1/+1": 1})
    r = b.resolve()
    assert "Trample" in _abilities(r, "plus") and "Trample" in _abilities(r, "minus")
    assert "Trample" not in _abilities(r, "none") and "Trample" not in _abilities(r, "nev")
    assert "Trample" not in _abilities(r, "theirs")
    b.counters("none", add={"+1/+1": 1})
    assert "Trample" in _abilities(b.resolve(), "none")


def test_each_creature_with_a_counter_on_it():
    b, c = board_with("Test Baxter", "Sorcery", "Each creature you control with a counter on it gains flying until "
                      "end of turn.", mana_cost="{U}")
    assert c.supported
    b.enter("Grizzly Bears", id="plus", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="none")
    b.cast("Test Baxter")
    r = b.resolve()
    assert "Flying" in _abilities(r, "plus") and "Flying" not in _abilities(r, "none")


# ------------------------------------------------------------------------------ names (201.2)

def test_named_after_itself():
    # Timberpack Wolf: "gets +1/+1 for each other creature you control named Timberpack Wolf"
    b, c = board_with("Test Packwolf", "Creature — Wolf", "Test Packwolf gets +1/+1 for each other creature you "
                      "control named Test Packwolf.", mana_cost="{1}{G}", power=2, toughness=2)
    assert c.supported
    b.enter("Test Packwolf", id="a")
    b.enter("Grizzly Bears", id="bear")
    assert b.resolve()["a"].power == 2
    b.enter("Test Packwolf", id="b")
    b.enter("Test Packwolf", id="theirs", controller="Bo")
    r = b.resolve()
    assert (r["a"].power, r["a"].toughness) == (3, 3) and r["b"].power == 3
    assert r["theirs"].power == 2 and r["bear"].power == 2


def test_creatures_named_after_itself_any_controller():
    # Ivory Guardians-like: "Creatures named ~ get +1/+1": every creature with that name, whoever controls it
    b, c = board_with("Test Guardian", "Creature — Human Cleric", "Creatures named Test Guardian get +1/+1.",
                      mana_cost="{W}", power=3, toughness=3)
    assert c.supported
    b.enter("Test Guardian", id="a")
    b.enter("Test Guardian", id="b", controller="Bo")
    b.enter("Grizzly Bears", id="bear")
    r = b.resolve()
    assert r["a"].power == 5 and r["b"].power == 5 and r["bear"].power == 2


def test_named_after_a_rebalanced_card_is_unsupported():
    # an Alchemy card's text prints the name without its "A-": which name it means is not the card's name
    c = compile_text("A-Test Wolf", "Creatures named Test Wolf get +1/+1.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------------------ commanders (903.3)

def test_commanders_you_control():
    # Codsworth, Handy Helper: "Commanders you control have ward {2}."
    b, c = board_with("Test Codsworth", "Artifact Creature — Robot", "Commanders you control have ward {2}.",
                      mana_cost="{2}{W}", power=2, toughness=2)
    assert c.supported
    b.enter("Test Codsworth", id="cod")
    b.enter("Grizzly Bears", id="cmd", commander=True)
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="their_cmd", controller="Bo", commander=True)
    r = b.resolve()
    assert "Ward {2}" in _abilities(r, "cmd")
    assert "Ward {2}" not in _abilities(r, "bear") and "Ward {2}" not in _abilities(r, "their_cmd")


# ------------------------------------------------------------------------------ "that are ..." (303.4, 301.5a)

def _define_aura_and_equipment(b) -> None:
    b.define("Test Aura", "Enchantment — Aura", oracle_text="Enchant creature", mana_cost="{W}")
    b.define("Test Gear", "Artifact — Equipment", oracle_text="Equip {1}", mana_cost="{1}")


def test_creatures_that_are_enchanted():
    # Guardian's Magemark: "Creatures you control that are enchanted get +1/+1."
    b, c = board_with("Test Magemark", "Enchantment — Aura", "Flash\nEnchant creature you control\nCreatures you "
                      "control that are enchanted get +1/+1.", mana_cost="{2}{W}")
    assert c.supported
    _define_aura_and_equipment(b)
    b.enter("Grizzly Bears", id="enchanted")
    b.enter("Grizzly Bears", id="equipped")
    b.enter("Grizzly Bears", id="bare")
    b.enter("Test Magemark", id="mark", attached_to="enchanted")
    b.enter("Test Gear", id="gear", attached_to="equipped")
    r = b.resolve()
    assert r["enchanted"].power == 3 and r["equipped"].power == 2 and r["bare"].power == 2


def test_creatures_that_are_enchanted_or_equipped():
    # Halvar, God of Battle: "Creatures you control that are enchanted or equipped have double strike."
    b, c = board_with("Test Halvar", "Legendary Creature — God", "Creatures you control that are enchanted or "
                      "equipped have double strike.", mana_cost="{2}{W}{W}", power=4, toughness=4)
    assert c.supported
    _define_aura_and_equipment(b)
    b.enter("Test Halvar", id="halvar")
    b.enter("Grizzly Bears", id="enchanted")
    b.enter("Grizzly Bears", id="equipped")
    b.enter("Grizzly Bears", id="bare")
    b.enter("Test Aura", id="aura", attached_to="enchanted")
    b.enter("Test Gear", id="gear", attached_to="equipped")
    r = b.resolve()
    assert "Double strike" in _abilities(r, "enchanted") and "Double strike" in _abilities(r, "equipped")
    assert "Double strike" not in _abilities(r, "bare") and "Double strike" not in _abilities(r, "halvar")


def test_creatures_that_are_a_subtype_and_or_tokens():
    # On Wings of Gold: "Creatures you control that are Zombies and/or tokens get +1/+1 and have flying."
    b, c = board_with("Test Wings", "Enchantment", "Creatures you control that are Zombies and/or tokens get +1/+1 "
                      "and have flying.", mana_cost="{1}{W}")
    assert c.supported
    _define_creature(b, "Test Zombie", "Zombie")
    b.enter("Test Wings")
    b.enter("Test Zombie", id="zombie")
    b.enter("Grizzly Bears", id="token", token=True)
    b.enter("Grizzly Bears", id="card")
    r = b.resolve()
    assert r["zombie"].power == 3 and r["token"].power == 3 and "Flying" in _abilities(r, "token")
    assert r["card"].power == 2 and "Flying" not in _abilities(r, "card")


def test_attacking_tokens_you_control():
    # Neyali, Suns' Vanguard: "Attacking tokens you control have double strike."
    b, c = board_with("Test Neyali", "Legendary Creature — Human Soldier", "Attacking tokens you control have "
                      "double strike.", mana_cost="{2}{R}{W}", power=3, toughness=3)
    assert c.supported
    b.enter("Test Neyali", id="neyali")
    b.enter("Grizzly Bears", id="token", token=True)
    b.enter("Grizzly Bears", id="idle_token", token=True)
    b.enter("Grizzly Bears", id="card")
    b.attack(["token", "card", "neyali"])
    r = b.resolve()
    assert "Double strike" in _abilities(r, "token")
    assert "Double strike" not in _abilities(r, "idle_token")         # not attacking
    assert "Double strike" not in _abilities(r, "card") and "Double strike" not in _abilities(r, "neyali")


# ------------------------------------------------------------------------------ conditions

def test_as_long_as_you_control_your_commander():
    # Stormsurge Kraken: "As long as you control your commander, ~ gets +2/+2 ..." (903.3: a commander you own)
    b, c = board_with("Test Kraken", "Creature — Kraken", "As long as you control your commander, Test Kraken gets "
                      "+2/+2.", mana_cost="{3}{U}{U}", power=5, toughness=5)
    assert c.supported
    b.enter("Test Kraken", id="kraken")
    b.enter("Grizzly Bears", id="their_cmd", controller="Bo", commander=True)
    b.enter("Grizzly Bears", id="bear")
    assert b.resolve()["kraken"].power == 5
    b.enter("Grizzly Bears", id="cmd_in_hand", zone="hand", commander=True)
    assert b.resolve()["kraken"].power == 5                 # your commander, but not one you control on the battlefield
    b.enter("Grizzly Bears", id="cmd", commander=True)
    assert b.resolve()["kraken"].power == 7


def test_as_long_as_in_your_graveyard():
    # Anger: "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste."
    # 113.6: the ability functions from the graveyard only
    b, c = board_with("Test Anger", "Creature — Incarnation", "Haste\nAs long as Test Anger is in your graveyard "
                      "and you control a Mountain, creatures you control have haste.", mana_cost="{3}{R}",
                      power=2, toughness=2)
    assert c.supported and c.effects[2]["zones"] == ["graveyard"]
    b.enter("Test Anger", id="anger")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Mountain", id="mountain")
    assert "Haste" not in _abilities(b.resolve(), "bear")       # on the battlefield it doesn't function
    b.enter("Test Anger", id="their_anger", zone="graveyard", owner="Bo")
    assert "Haste" not in _abilities(b.resolve(), "bear")       # in Bo's graveyard: Bo's creatures, Bo's Mountains
    b.enter("Test Anger", id="anger_gy", zone="graveyard")
    assert "Haste" in _abilities(b.resolve(), "bear")


def test_in_your_graveyard_needs_the_rest_of_the_condition():
    b, c = board_with("Test Brawn", "Creature — Incarnation", "As long as Test Brawn is in your graveyard and you "
                      "control a Forest, creatures you control have trample.", mana_cost="{3}{G}", power=3, toughness=3)
    assert c.supported
    b.enter("Test Brawn", id="brawn", zone="graveyard")
    b.enter("Grizzly Bears", id="bear")
    assert "Trample" not in _abilities(b.resolve(), "bear")     # no Forest
    b.enter("Forest")
    assert "Trample" in _abilities(b.resolve(), "bear")


# ------------------------------------------------------------------------------ soulbond (702.95)

_SILVERHEART = ("Soulbond\nAs long as Test Silverheart is paired with another creature, each of those creatures "
                "gets +4/+4.")


def _silverheart_board():
    b, c = board_with("Test Silverheart", "Creature — Wolf Warrior", _SILVERHEART, mana_cost="{3}{G}{G}",
                      power=4, toughness=4)
    assert c.supported and c.effects[2]["affects"] == "paired"
    return b


def test_soulbond_each_of_those_creatures():
    # Wolfir Silverheart: "As long as ~ is paired with another creature, each of those creatures gets +4/+4."
    b = _silverheart_board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="other")
    b.enter("Test Silverheart", id="wolf", paired_with="bear")
    r = b.resolve()
    assert (r["wolf"].power, r["wolf"].toughness) == (8, 8) and (r["bear"].power, r["bear"].toughness) == (6, 6)
    assert r["other"].power == 2


def test_soulbond_unpaired_gives_nothing():
    b = _silverheart_board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Silverheart", id="wolf")          # it entered without pairing (the trigger is a "may")
    r = b.resolve()
    assert r["wolf"].power == 4 and r["bear"].power == 2


def test_soulbond_another_creature_enters_and_pairs():
    # 702.95a: "Whenever another creature you control enters, ... you may pair that creature with this creature"
    b = _silverheart_board()
    b.enter("Test Silverheart", id="wolf")
    b.enter("Grizzly Bears", id="bear", paired_with="wolf")
    r = b.resolve()
    assert r["wolf"].power == 8 and r["bear"].power == 6


def test_both_creatures_have():
    # Silverblade Paladin: "As long as ~ is paired with another creature, both creatures have double strike."
    b, c = board_with("Test Paladin", "Creature — Human Knight", "Flying\nSoulbond\nAs long as Test Paladin is "
                      "paired with another creature, both creatures have double strike.", mana_cost="{1}{W}{W}",
                      power=2, toughness=2)
    assert c.supported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="other")
    b.enter("Test Paladin", id="paladin", paired_with="bear")
    r = b.resolve()
    assert r["paladin"].has("Double strike") and r["bear"].has("Double strike") and not r["other"].has("Double strike")


def test_soulbond_pairing_rules_are_checked():
    from layerkit.errors import ScenarioError

    b = _silverheart_board()
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError):          # 702.95a: another creature you control
        b.enter("Test Silverheart", id="wolf", paired_with="theirs")
    b2 = _silverheart_board()
    b2.enter("Grizzly Bears", id="a")
    with pytest.raises(ScenarioError):          # 702.95a: one of them has soulbond
        b2.enter("Grizzly Bears", id="b", paired_with="a")
    b3 = _silverheart_board()
    b3.enter("Grizzly Bears", id="a")
    b3.enter("Grizzly Bears", id="b")
    b3.enter("Test Silverheart", id="wolf", paired_with="a")
    with pytest.raises(ScenarioError):          # 702.95d: paired with only one other creature
        b3.enter("Grizzly Bears", id="c", paired_with="wolf")


def test_soulbond_unpaired_when_the_partner_leaves():
    # 702.95e: it leaves the battlefield; coming back, it is a new object (400.7), not paired
    b = _silverheart_board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Silverheart", id="wolf", paired_with="bear")
    b.leave("bear")
    assert b.resolve()["wolf"].power == 4
    b.move("bear", "battlefield")
    r = b.resolve()
    assert r["wolf"].power == 4 and r["bear"].power == 2


def test_soulbond_unpaired_for_good_when_the_partner_stops_being_a_creature():
    # 702.95e: it stops being a creature: unpaired, and it stays unpaired when it is a creature again
    b = _silverheart_board()
    b.define("Test Unmake", "Instant", oracle_text="Target creature becomes an artifact until end of turn.",
             mana_cost="{U}", effects={1: {"affects": "targets", "set_types": ["Artifact"], "duration": "end_of_turn"}})
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Silverheart", id="wolf", paired_with="bear")
    b.cast("Test Unmake", targets=["bear"])
    assert b.resolve()["wolf"].power == 4
    b.end_turn()
    r = b.resolve()
    assert "Creature" in r["bear"].characteristics.types
    assert r["wolf"].power == 4 and r["bear"].power == 2


def test_soulbond_unpaired_when_control_changes():
    b = _silverheart_board()
    b.define("Test Steal", "Sorcery", oracle_text="Gain control of target creature.", mana_cost="{U}",
             effects={1: {"affects": "targets", "gain_control": "you"}})
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Silverheart", id="wolf", paired_with="bear")
    b.cast("Test Steal", controller="Bo", targets=["bear"])
    r = b.resolve()
    assert r["wolf"].power == 4 and r["bear"].power == 2 and r["bear"].controller == "Bo"


def test_paired_condition_on_the_source():
    c = compile_text("Test Bonded", "Soulbond\nAs long as Test Bonded is paired with another creature, Test Bonded "
                     "gets +1/+1.", ["Creature"])
    assert c.supported and c.effects[2]["condition"] == {"count": {"of": "paired", "min": 2}}


# ------------------------------------------------------------------------------ protection from each color (702.16h)

_EACH_COLOR = ["Protection from white", "Protection from blue", "Protection from black", "Protection from red",
               "Protection from green"]


def test_protection_from_each_color_is_five_abilities():
    # Eldritch Immunity: "Target creature you control gains protection from each color until end of turn."
    # 702.16h: shorthand for protection from white, from blue, ... : separate protection abilities
    b, c = board_with("Test Immunity", "Instant", "Target creature you control gains protection from each color "
                      "until end of turn.", mana_cost="{W}")
    assert c.supported
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Immunity", targets=["bear"])
    r = b.resolve()
    assert [a for a in _abilities(r, "bear") if a.startswith("Protection")] == _EACH_COLOR


def test_hexproof_from_each_color_is_not_read():
    c = compile_text("Test Hex", "Test Hex has hexproof from each color.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------------------ spells on the stack (112.1)

def test_instant_and_sorcery_spells_you_control_have():
    # Pestilent Spirit: "Instant and sorcery spells you control have deathtouch."
    b, c = board_with("Test Spirit", "Creature — Spirit", "Menace\nInstant and sorcery spells you control have "
                      "deathtouch.", mana_cost="{2}{B}", power=2, toughness=3)
    assert c.supported
    b.define("Test Bolt", "Instant", oracle_text="Test Bolt deals 3 damage to any target.", mana_cost="{R}")
    b.define("Test Rite", "Sorcery", oracle_text="Draw a card.", mana_cost="{U}")
    b.enter("Test Spirit", id="spirit")
    b.enter("Test Bolt", id="bolt", zone="stack")
    b.enter("Test Rite", id="rite", zone="stack")
    b.enter("Test Bolt", id="their_bolt", zone="stack", controller="Bo")
    b.enter("Grizzly Bears", id="bear_spell", zone="stack")
    b.enter("Test Bolt", id="bolt_in_hand", zone="hand")
    r = b.resolve()
    assert "Deathtouch" in _abilities(r, "bolt") and "Deathtouch" in _abilities(r, "rite")
    assert "Deathtouch" not in _abilities(r, "their_bolt")          # "you control"
    assert "Deathtouch" not in _abilities(r, "bear_spell")          # a creature spell
    assert "Deathtouch" not in _abilities(r, "bolt_in_hand")        # a card in a hand is no spell
    assert "Deathtouch" not in _abilities(r, "spirit")


def test_spells_you_cast_is_read_as_cast_spells():
    # "spells you cast": a copy of a spell is not cast (707.10); the board records who cast a spell (110.2)
    # and which stack objects were not cast (enter: {cast: false}); see tests/test_compiler_zones.py
    c = compile_text("Test Chief", "Artifact spells you cast have convoke.", ["Creature"])
    assert c.effects[1]["affects"] == {"zones": ["stack"], "cast_by": "you", "types": ["Artifact"]}


# ------------------------------------------------------------------------------ "X or Y" colors (105.2)

def test_you_control_a_white_or_black_permanent():
    # Abzan Kin-Guard: "This creature has lifelink as long as you control a white or black permanent."
    b, c = board_with("Test Kin-Guard", "Creature — Human Warrior", "This creature has lifelink as long as you "
                      "control a white or black permanent.", mana_cost="{3}{G}", power=3, toughness=3)
    assert c.supported
    b.define("Test Red", "Creature — Goblin", mana_cost="{R}", power=1, toughness=1)
    b.define("Test Black", "Artifact", mana_cost="{B}")
    b.enter("Test Kin-Guard", id="guard")           # green: not white or black itself
    b.enter("Test Red", id="red")
    b.enter("Test Black", id="their_black", controller="Bo")
    assert not b.resolve()["guard"].has("Lifelink")
    b.enter("Test Black", id="black")
    assert b.resolve()["guard"].has("Lifelink")


def test_no_opponent_controls_a_white_or_blue_creature():
    # Kavu Runner: "This creature has haste as long as no opponent controls a white or blue creature."
    b, c = board_with("Test Kavu", "Creature — Kavu", "This creature has haste as long as no opponent controls a "
                      "white or blue creature.", mana_cost="{3}{R}", power=3, toughness=3)
    assert c.supported
    b.define("Test Blue", "Creature — Merfolk", mana_cost="{U}", power=1, toughness=1)
    b.enter("Test Kavu", id="kavu")
    b.enter("Test Blue", id="mine")                 # mine: no opponent's
    b.enter("Grizzly Bears", id="their_green", controller="Bo")
    assert b.resolve()["kavu"].has("Haste")
    b.enter("Test Blue", id="theirs", controller="Bo")
    assert not b.resolve()["kavu"].has("Haste")


def test_enchanted_permanent_is_red_or_green():
    # Essence Leak: "As long as enchanted permanent is red or green, it has ..."
    c = compile_text("Test Leak", "Enchant permanent\nAs long as enchanted permanent is red or green, it has "
                     "\"At the beginning of your upkeep, sacrifice this permanent unless you pay its mana cost.\"",
                     ["Enchantment"])
    assert c.supported and c.effects[2]["condition"] == {"enchanted": {"colors": ["R", "G"]}}


def test_two_colors_without_or_stay_unsupported():
    # "white blue creatures": which of the two is meant is not written
    assert not compile_text("Test Both", "White blue creatures get +1/+1.", ["Enchantment"]).supported
