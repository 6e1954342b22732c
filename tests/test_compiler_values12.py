"""Values the compiler reads (issue 12, round 12): counts over the objects of the player an attacking creature
attacks ("for each land defending player controls", 508.5), and other value phrases of the pool's cards.

A resolving spell's or ability's values are fixed as it resolves (608.2h, 611.2c), a static ability's are read
continuously (611.3a). Each expected value is worked out from the card's oracle text and the rules it cites,
on a board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.errors import LayerkitError
from layerkit.game.board import Board
from _compiled import board_with, compiled, pt, supported


# ------------------------------------------------------------------ defending player (508.5)

def _lands(b: Board, player: str, n: int, prefix: str) -> None:
    for i in range(n):
        b.enter("Forest", id=f"{prefix}{i}", controller=player)


def test_coastline_marauders_counts_the_lands_of_the_player_it_attacks():
    # "Whenever this creature attacks, it gets +1/+0 until end of turn for each land defending player controls."
    # 508.5: the defending player is the player it attacks, which the ability's step states; Carol's lands and
    # Alex's own don't count. Coastline Marauders is 0/3.
    b = Board(players=["Alex", "Bo", "Carol"])
    b.enter("Coastline Marauders", id="m", controller="Alex")
    _lands(b, "Alex", 2, "a")
    _lands(b, "Bo", 3, "b")
    _lands(b, "Carol", 5, "c")
    b.attack("m")
    b.ability("m", 2, choices={"player": "Bo"})
    assert pt(b, "m") == (0 + 3, 3)
    b.end_turn()
    assert pt(b, "m") == (0, 3)


def test_the_defending_player_must_be_stated_and_be_an_opponent():
    b = Board()
    b.enter("Terra Ravager", id="t", controller="Alex")
    b.attack("t")
    with pytest.raises(LayerkitError):
        b.ability("t", 1)                                 # who it attacks is never guessed
    with pytest.raises(LayerkitError):
        b.ability("t", 1, choices={"player": "Alex"})     # 506.2, 102.3: an opponent of its controller


def test_terra_ravager_x_is_fixed_as_it_resolves():
    # "... it gets +X/+0 until end of turn, where X is the number of lands defending player controls." (608.2h:
    # the number is fixed as the ability resolves; a land entering later changes nothing). Terra Ravager is 0/4.
    b = Board()
    b.enter("Terra Ravager", id="t", controller="Alex")
    _lands(b, "Bo", 4, "b")
    b.attack("t")
    b.ability("t", 1, choices={"player": "Bo"})
    b.enter("Island", id="late", controller="Bo")
    assert pt(b, "t") == (4, 4)


def test_killmonger_counts_defending_players_artifacts_only():
    # "Whenever Killmonger attacks, he gets +1/+0 until end of turn for each artifact defending player controls."
    b = Board()
    b.enter("Killmonger, Ruthless Usurper", id="k", controller="Alex")
    printed = pt(b, "k")
    b.enter("Ornithopter", id="o1", controller="Bo")
    b.enter("Ornithopter", id="o2", controller="Bo")
    b.enter("Ornithopter", id="o3", controller="Alex")
    b.attack("k")
    b.ability("k", 2, choices={"player": "Bo"})
    assert pt(b, "k") == (printed[0] + 2, printed[1])


def test_long_reach_of_night_counts_creature_cards_in_defending_players_graveyard():
    # back face: "Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the number of
    # creature cards in defending player's graveyard." Animus of Night's Reach is 4/3.
    text = ("Menace\nWhenever this creature attacks, it gets +X/+0 until end of turn, where X is the number of "
            "creature cards in defending player's graveyard.")
    b, c = board_with("Animus of Night's Reach", "Creature — Spirit", text, power="4", toughness="3")
    assert c.supported
    b.enter("Animus of Night's Reach", id="a", controller="Alex")
    b.enter("Grizzly Bears", id="g1", owner="Bo", zone="graveyard")
    b.enter("Grizzly Bears", id="g2", owner="Bo", zone="graveyard")
    b.enter("Forest", id="f", owner="Bo", zone="graveyard")          # not a creature card
    b.enter("Grizzly Bears", id="g3", owner="Alex", zone="graveyard")  # not the defending player's
    b.attack("a")
    b.ability("a", 2, choices={"player": "Bo"})
    assert pt(b, "a") == (4 + 2, 3)


def test_silumgar_gives_minus_one_to_the_defending_players_creatures():
    # "Whenever a Dragon you control attacks, creatures defending player controls get -1/-1 until end of turn."
    b = Board(players=["Alex", "Bo", "Carol"])
    b.enter("Silumgar, the Drifting Death", id="s", controller="Alex")
    b.enter("Grizzly Bears", id="bo", controller="Bo")
    b.enter("Grizzly Bears", id="carol", controller="Carol")
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.attack("s")
    b.ability("s", 3, choices={"player": "Carol"})
    assert pt(b, "carol") == (1, 1)
    assert pt(b, "bo") == (2, 2) and pt(b, "mine") == (2, 2)


def test_defending_player_is_not_read_outside_one_creatures_attack():
    # 508.5a: "Each attacking creature gets +1/+0 ... for each nonbasic land defending player controls": each
    # attacking creature has its own defending player in a multiplayer game; not one stated player
    assert not supported("Mercadia's Downfall")
    # a static ability: the player it attacks is not a choice of any step
    assert not supported("Elturel Survivors")


# ------------------------------------------------------------------ counts over lists of card types

def test_sarevok_counts_creature_instant_and_sorcery_cards_each_once():
    # "... target creature you control gets +X/+0 until end of turn, where X is the number of creature, instant,
    # and sorcery cards in your graveyard." (each card of one of those types, once: an artifact creature card
    # counts once, a land card not at all)
    b = Board()
    b.enter("Sarevok, Deceitful Usurper", id="s", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    for card, n in (("Lightning Bolt", 2), ("Divination", 1), ("Ornithopter", 1), ("Forest", 3), ("Grizzly Bears", 1)):
        for i in range(n):
            b.enter(card, id=f"{card[:4]}{i}", owner="Alex", zone="graveyard")
    b.enter("Lightning Bolt", id="theirs", owner="Bo", zone="graveyard")    # not in your graveyard
    b.ability("s", 1, targets=["g"])
    assert pt(b, "g") == (2 + 5, 2)


def test_and_in_a_list_of_type_words_counts_either_only_after_number_of_or_for_each():
    c = compiled("Sarevok, Deceitful Usurper").effects[1]
    assert c["modify_pt"][0] == {"count": {"zones": ["graveyard"], "owner": "you",
                                           "any_types": ["Creature", "Instant", "Sorcery"]}}


# ------------------------------------------------------------------ game facts as values (611.3a: read continuously)

def test_kinbinding_reads_creatures_that_entered_under_your_control_this_turn():
    # "Creatures you control get +X/+X, where X is the number of creatures that entered the battlefield under
    # your control this turn." (603.6a: a fact of the turn, stated; a creature that entered and left still counts)
    b = Board()
    b.enter("Kinbinding", id="k", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.state_fact("Alex", creatures_entered_this_turn=3)
    b.state_fact("Bo", creatures_entered_this_turn=0)
    assert pt(b, "g") == (2 + 3, 2 + 3)
    assert pt(b, "theirs") == (2, 2)


def test_kinbinding_untold_fact_is_not_applied_and_is_listed():
    b = Board()
    b.enter("Kinbinding", id="k", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (2, 2)
    assert r.unsupported        # the fact was not stated: listed, never read as 0


# ------------------------------------------------------------------ "other" (which object it names)

def test_shared_animosity_other_names_the_attacking_creature():
    # "Whenever a creature you control attacks, it gets +1/+0 until end of turn for each other attacking
    # creature that shares a creature type with it." Goblin Piker (Goblin Warrior) attacks with Raging Goblin
    # (Goblin Berserker), Elvish Warrior (Elf Warrior) and Grizzly Bears (Bear): two others share a type.
    b = Board()
    b.enter("Shared Animosity", id="sa", controller="Alex")
    for card, oid in (("Goblin Piker", "piker"), ("Raging Goblin", "rg"), ("Elvish Warrior", "ew"),
                      ("Grizzly Bears", "gb")):
        b.enter(card, id=oid, controller="Alex")
    b.enter("Llanowar Elves", id="home", controller="Alex")      # an Elf, but not attacking
    b.attack(["piker", "rg", "ew", "gb"])
    b.ability("sa", 1, targets=["piker"])
    assert pt(b, "piker") == (2 + 2, 1)
    b.ability("sa", 1, targets=["gb"])
    assert pt(b, "gb") == (2, 2)                                  # a Bear: none shares a type with it


# ------------------------------------------------------------------ commanders (903.3)

def test_your_commanders_are_not_read_the_board_holds_no_command_zone():
    # "Equipped creature gets +X/+X, where X is the greatest mana value among your commanders": a commander is
    # most often in the command zone (903.6), which the board's objects can't be in; never read as none
    assert not supported("Tangleweave Armor")


def test_a_fact_counted_as_another_permanent_enters_is_not_read():
    # "Each creature you control enters with an additional +1/+1 counter on it for each land that entered the
    # battlefield under your control this turn" (614.12): the board doesn't read the fact for another
    # permanent's replacement effect, so the clause stays unsupported rather than entering with none
    assert not supported("Bioengineered Future")


def test_gorma_counts_creatures_that_died_only_when_the_fact_is_stated():
    # "Nontoken creatures you control enter with an additional +1/+1 counter on them for each creature that died
    # under your control this turn." (614.12, 700.4): the fact stated, each enters with that many; untold, the
    # entering is listed in Resolution.unsupported, never counted as none
    b = Board()
    b.enter("Gorma, the Gullet", id="gm", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (2, 2)
    assert any("creatures_died_this_turn" in u[-1] for u in r.unsupported)
    b.state_fact("Alex", creatures_died_this_turn=2)
    b.enter("Grizzly Bears", id="g2", controller="Alex")
    assert pt(b, "g2") == (2 + 2, 2 + 2)


def test_skeletal_swarming_counts_other_skeletons_for_each_skeleton():
    # "Each Skeleton you control has trample, attacks each combat if able, and gets +X/+0, where X is the number
    # of other Skeletons you control." (611.3a: read continuously; "other" than each Skeleton it applies to)
    b = Board()
    b.enter("Skeletal Swarming", id="ss", controller="Alex")
    for i in range(3):
        b.enter("Drudge Skeletons", id=f"s{i}", controller="Alex")
    b.enter("Drudge Skeletons", id="theirs", controller="Bo")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    r = b.resolve()
    assert (r["s0"].power, r["s0"].toughness) == (1 + 2, 1)
    assert any("Trample" in repr(a) for a in r["s0"].abilities)
    assert (r["theirs"].power, r["g"].power) == (1, 2)


def test_each_sliver_counts_each_other_sliver():
    # Sliver Legion: "All Sliver creatures get +1/+1 for each other Sliver on the battlefield." (anyone's; each
    # Sliver counts the others, Sliver Legion among them)
    b = Board()
    b.enter("Sliver Legion", id="legion", controller="Alex")
    b.enter("Muscle Sliver", id="muscle", controller="Bo")
    # Muscle Sliver: "All Sliver creatures get +1/+1." Each Sliver: +1 for the other one, +1 from Muscle Sliver
    assert pt(b, "legion") == (7 + 1 + 1, 7 + 1 + 1)
    assert pt(b, "muscle") == (1 + 1 + 1, 1 + 1 + 1)


def test_pupu_ufo_base_power_becomes_the_number_of_towns():
    # "{3}: Until end of turn, this creature's base power becomes equal to the number of Towns you control."
    # (613.4b: power only, layer 7b; fixed as it resolves, 608.2h). PuPu UFO is 0/4.
    b = Board()
    b.enter("PuPu UFO", id="u", controller="Alex")
    b.enter("Capital City", id="t1", controller="Alex")
    b.enter("Adventurer's Inn", id="t2", controller="Alex")
    b.enter("Capital City", id="t3", controller="Bo")
    b.ability("u", 3)
    assert pt(b, "u") == (2, 4)
    b.end_turn()
    assert pt(b, "u") == (0, 4)


# ------------------------------------------------------------------ +X/+Y: two values (107.1a, 608.2h)

@pytest.mark.parametrize("forests, bonus", [(0, (0, 0)), (1, (0, 1)), (4, (2, 2)), (5, (2, 3))])
def test_aspect_of_wolf_halves_the_forests_rounding_each_way(forests, bonus):
    # "Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is
    # half the number of Forests you control, rounded up." (107.1a)
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Aspect of Wolf", id="a", controller="Alex", attached_to="g")
    _lands(b, "Alex", forests, "f")
    _lands(b, "Bo", 3, "theirs")
    assert pt(b, "g") == (2 + bonus[0], 2 + bonus[1])


def test_bioplasm_gets_the_exiled_creature_cards_power_and_toughness():
    # "Whenever this creature attacks, exile the top card of your library. If it's a creature card, this creature
    # gets +X/+Y until end of turn, where X is the exiled creature card's power and Y is its toughness." ("its":
    # the exiled card's; stated by the step, 608.2h). Bioplasm is 4/4.
    b = Board()
    b.enter("Bioplasm", id="b", controller="Alex")
    b.attack("b")
    b.ability("b", 1, choices={"stated": {"exiled": {"types": ["Creature"], "power": 2, "toughness": 5}}})
    assert pt(b, "b") == (4 + 2, 4 + 5)


def test_bioplasm_does_nothing_when_the_exiled_card_is_no_creature_card():
    b = Board()
    b.enter("Bioplasm", id="b", controller="Alex")
    b.attack("b")
    b.ability("b", 1, choices={"stated": {"exiled": {"types": ["Land"]}}})
    assert pt(b, "b") == (4, 4)


def test_y_without_its_value_is_not_read():
    # Snowblind: "Enchanted creature gets -X/-Y. If that creature is attacking, X is ..." (not the where-clause)
    assert not supported("Snowblind")


# ------------------------------------------------------------------ more values of resolving abilities (608.2h)

def test_blademane_baku_gets_two_for_each_counter_removed():
    # "{1}, Remove X ki counters from this creature: For each counter removed, this creature gets +2/+0 until end
    # of turn." (the counters its cost removed, as the step states them). Blademane Baku is 1/1.
    b = Board()
    b.enter("Blademane Baku", id="bb", controller="Alex", counters={"ki": 3})
    b.ability("bb", 2, choices={"stated": {"removed": {"count": 3}}})
    assert pt(b, "bb") == (1 + 6, 1)


def test_blademane_baku_without_the_count_is_listed():
    b = Board()
    b.enter("Blademane Baku", id="bb", controller="Alex", counters={"ki": 2})
    b.ability("bb", 2)
    r = b.resolve()
    assert (r["bb"].power, r["bb"].toughness) == (1, 1) and r.unsupported


def test_kraul_harpooner_counts_creature_cards_then_fights():
    # "When this creature enters, choose up to one target creature you don't control with flying. This creature
    # gets +X/+0 until end of turn, where X is the number of creature cards in your graveyard, then you may have
    # this creature fight that creature." (the fight is damage, 701.14a: no layer effect). Kraul Harpooner is 3/2.
    b = Board()
    b.enter("Kraul Harpooner", id="k", controller="Alex")
    b.enter("Grizzly Bears", id="g1", owner="Alex", zone="graveyard")
    b.enter("Grizzly Bears", id="g2", owner="Alex", zone="graveyard")
    b.enter("Forest", id="f", owner="Alex", zone="graveyard")
    b.ability("k", 2)
    assert pt(b, "k") == (3 + 2, 2)


# ------------------------------------------------------------------ "the creature": the one creature named before

def test_flash_conscription_the_creature_is_its_target():
    # "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.
    # If {W} was spent to cast this spell, the creature gains "Whenever this creature deals combat damage, you gain
    # that much life" until end of turn." (601.2h: the mana spent, as the step states it)
    granted = "Whenever this creature deals combat damage, you gain that much life."
    for spent, has in (({"W": 1, "R": 5}, True), ({"R": 6}, False)):
        b = Board()
        b.enter("Grizzly Bears", id="g", controller="Bo")
        b.cast("Flash Conscription", targets=["g"], controller="Alex", choices={"number": 5, "mana_spent": spent})
        r = b.resolve()["g"]
        texts = [a.text for a in r.abilities]
        assert r.controller == "Alex" and "Haste" in texts
        assert (granted in texts) is has


def test_a_target_phrase_inside_another_is_a_second_target():
    # Glyph of Delusion: "Put X glyph counters on target creature that target Wall blocked this turn, ... The
    # creature gains ...": two targets (115.1d); the ability's targets would name the Wall too, so unsupported
    assert not supported("Glyph of Delusion")
