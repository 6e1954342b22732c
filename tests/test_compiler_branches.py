"""Doubling, kicker variants and other branches on resolution (issue 12, round 2): each expected
value is worked out from the card's oracle text (checked in the pool file) and the rule it cites,
then checked on a board with the real pool card."""
from __future__ import annotations

from layerkit.compiler import compile_text
from layerkit.game.board import Board
from _compiled import compiled, pt


def unsupported_reasons(name: str) -> list[str]:
    return [u.reason for u in compiled(name).unsupported]


# ------------------------------------------------------------------------------ doubling (701.10)

def test_bulk_up_doubles_target_creatures_power():
    # Bulk Up: "Double target creature's power until end of turn." 701.10b: it gets +X/+0 where X
    # is its power as the spell resolves: a 2/2 Grizzly Bears becomes 4/2.
    assert compiled("Bulk Up").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Bulk Up", targets=["bear"])
    assert pt(b, "bear") == (4, 2)
    b.end_turn()
    assert pt(b, "bear") == (2, 2)


def test_doubling_is_fixed_as_it_resolves():
    # 701.10b / 608.2h: X is the power as Bulk Up resolves; a later +3/+3 (Giant Growth: "Target
    # creature gets +3/+3 until end of turn.") is not doubled: 2 + 2 + 3 = 7.
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Bulk Up", targets=["bear"])
    b.cast("Giant Growth", targets=["bear"])
    assert pt(b, "bear") == (7, 5)
    # the other order: 5/5 doubled is +5/+0: 10/5
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Giant Growth", targets=["bear"])
    b.cast("Bulk Up", targets=["bear"])
    assert pt(b, "bear") == (10, 5)


def test_doubling_a_negative_power():
    # 701.10c: a creature with power less than 0 gets -X/-0, X the difference between 0 and its
    # power: Grizzly Bears with -3/-0 is -1/2; doubled it gets -1/-0: -2/2.
    name, text = "Test Weakness", "Target creature gets -3/-0 until end of turn."
    b = Board()
    b.define(name, "Instant", oracle_text=text, effects=compile_text(name, text, ["Instant"]).effects)
    b.enter("Grizzly Bears", id="bear")
    b.cast(name, targets=["bear"])
    b.cast("Bulk Up", targets=["bear"])
    assert pt(b, "bear") == (-2, 2)


def test_double_target_creatures_power_and_toughness_mode():
    # Choose Your Weapon: "• Two-Weapon Fighting — Double target creature's power and toughness until
    # end of turn." 701.10b: +X/+Y, X its power and Y its toughness: a 5/5 is 10/10.
    assert compiled("Choose Your Weapon").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Giant Growth", targets=["bear"])      # 5/5
    b.cast("Choose Your Weapon", targets=["bear"], choices={"modes": 1})
    assert pt(b, "bear") == (10, 10)


def test_doubling_one_of_several_targets_is_on_the_first_target_only():
    # Dragonclaw Strike: "Double the power and toughness of target creature you control until end of
    # turn. Then it fights up to one target creature an opponent controls.": the doubling is on the
    # first "target" phrase's target only (115.1d: ``target: 1``), +X/+X with X its power and toughness
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.cast("Dragonclaw Strike", targets=["bear", "giant"])
    assert pt(b, "bear") == (4, 4) and pt(b, "giant") == (3, 3)
    assert not b.resolve().unsupported


def test_each_other_creature_you_control_and_those_creatures_gain():
    # God-Eternal Rhonas: "When God-Eternal Rhonas enters, double the power of each other creature
    # you control until end of turn. Those creatures gain vigilance until end of turn."
    c = compiled("God-Eternal Rhonas")
    assert 2 in c.effects and c.effects[2]["affects"] == {"types": ["Creature"], "controller": "you", "other": True}
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("God-Eternal Rhonas", id="god")
    b.ability("god", 2)
    assert pt(b, "bear") == (4, 2)
    assert pt(b, "god") == (5, 5)
    assert "Vigilance" in [a.text for a in b.resolve()["bear"].abilities]


def test_double_the_power_of_each_creature_you_control():
    # Double Trouble: "Double the power of each creature you control until end of turn." Each
    # creature's own power is doubled (608.2h: X for each object); an opponent's is not.
    assert compiled("Double Trouble").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="big")
    b.cast("Giant Growth", targets=["big"])        # 5/5
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Double Trouble")
    assert pt(b, "bear") == (4, 2)
    assert pt(b, "big") == (10, 5)
    assert pt(b, "theirs") == (2, 2)


def test_activated_double_its_own_power_and_toughness():
    # Targ Nar (2/2): "{2}{R}{G}: Double Targ Nar's power and toughness until end of turn." 4/4,
    # and activated again 8/8 (each resolution doubles what it is then).
    assert 2 in compiled("Targ Nar, Demon-Fang Gnoll").effects      # (its pack tactics is another matter)
    b = Board()
    b.enter("Targ Nar, Demon-Fang Gnoll", id="t")
    b.ability("t", 2)
    assert pt(b, "t") == (4, 4)
    b.ability("t", 2)
    assert pt(b, "t") == (8, 8)


def test_kicked_grunn_attacking_alone_doubles():
    # Grunn (5/5): "If Grunn was kicked, it enters with five +1/+1 counters on it." (702.33d) and
    # "Whenever Grunn attacks alone, double its power and toughness until end of turn.": 10/10, then 20/20.
    assert compiled("Grunn, the Lonely King").supported
    b = Board()
    b.enter("Grunn, the Lonely King", id="g", alt_cost="kicker")
    assert pt(b, "g") == (10, 10)
    b.ability("g", 3)
    assert pt(b, "g") == (20, 20)


def test_double_target_creatures_power_and_it_gains_first_strike():
    # Legion Leadership: "Until end of turn, double target creature's power and it gains first strike."
    assert compiled("Legion Leadership // Legion Stronghold").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Legion Leadership // Legion Stronghold", targets=["bear"])
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (4, 2)
    assert "First strike" in [a.text for a in r.abilities]


def test_doubling_that_the_vocabulary_cannot_say_stays_unsupported():
    # "double target creature's power X times" (Exponential Growth) and "double the number of +1/+1
    # counters" (701.10e, Lily Bowen) are not read as a single doubling
    assert not compiled("Exponential Growth").supported
    assert not compiled("Lily Bowen, Raging Grandma").supported


# ------------------------------------------------------------------------------ kicked spells (702.33d)

def test_explosive_growth_kicked_instead():
    # Explosive Growth: "Kicker {5} / Target creature gets +2/+2 until end of turn. If this spell was
    # kicked, that creature gets +5/+5 until end of turn instead." Unkicked: 4/4; kicked: 7/7 (not 9/9).
    assert compiled("Explosive Growth").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Explosive Growth", targets=["bear"])
    assert pt(b, "bear") == (4, 4)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Explosive Growth", targets=["bear"], alt_cost="kicker")
    assert pt(b, "bear") == (7, 7)


def test_colossal_growth_kicked_instead_gains_abilities():
    # Colossal Growth: "Target creature gets +3/+3 until end of turn. If this spell was kicked,
    # instead that creature gets +4/+4 and gains trample and haste until end of turn."
    assert compiled("Colossal Growth").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Colossal Growth", targets=["bear"])
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (5, 5) and "Trample" not in [a.text for a in r.abilities]
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Colossal Growth", targets=["bear"], alt_cost="kicker")
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (6, 6)
    assert {"Trample", "Haste"} <= {a.text for a in r.abilities}
    b.end_turn()
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2, 2) and "Trample" not in [a.text for a in r.abilities]


def test_vampires_bite_kicked_also_gains_lifelink():
    # Vampire's Bite: "Target creature gets +3/+0 until end of turn. If this spell was kicked, that
    # creature gains lifelink until end of turn." Kicked: both (no "instead").
    assert compiled("Vampire's Bite").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Vampire's Bite", targets=["bear"], alt_cost="kicker")
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (5, 2) and "Lifelink" in [a.text for a in r.abilities]
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Vampire's Bite", targets=["bear"])
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (5, 2) and "Lifelink" not in [a.text for a in r.abilities]


def test_wild_onslaught_counters_instead():
    # Wild Onslaught: "Put a +1/+1 counter on each creature you control. If this spell was kicked,
    # put two +1/+1 counters on each creature you control instead."
    assert compiled("Wild Onslaught").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Wild Onslaught", alt_cost="kicker")
    assert pt(b, "bear") == (4, 4) and pt(b, "theirs") == (2, 2)
    b.cast("Wild Onslaught")
    assert pt(b, "bear") == (5, 5)


def test_goblin_bushwhacker_trigger_if_it_was_kicked():
    # Goblin Bushwhacker (1/1): "When this creature enters, if it was kicked, creatures you control
    # get +1/+0 and gain haste until end of turn." 603.4: unkicked, the ability does nothing.
    assert compiled("Goblin Bushwhacker").supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Goblin Bushwhacker", id="g", alt_cost="kicker")
    b.ability("g", 2)
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (3, 2) and "Haste" in [a.text for a in r.abilities]
    assert pt(b, "g") == (2, 1)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Goblin Bushwhacker", id="g")
    b.ability("g", 2)
    r = b.resolve()["bear"]
    assert (r.power, r.toughness) == (2, 2) and "Haste" not in [a.text for a in r.abilities]


def test_kicked_branches_that_stay_unsupported():
    # Keldon Overseer: "When this creature enters, if it was kicked, gain control of target creature until end of
    # turn. Untap that creature. It gains haste until end of turn.": the intervening "if" right after the trigger
    # event is the whole ability's (603.4), so every sentence is kicked (round 9; tests/test_compiler_copyctl9.py).
    # A kicked sentence after another effect stays reported: which later sentences it covers is not written
    from layerkit.compiler import compile_text
    c = compile_text("Test Overseer", "Kicker {3}{R}\nWhen this creature enters, target creature gets +1/+1 until end "
                     "of turn. If it was kicked, gain control of that creature until end of turn. It gains haste until "
                     "end of turn.", ["Creature"])
    assert "an effect after the kicked one: which of them is kicked is not written" in [u.reason for u in c.unsupported]


def test_kicked_effect_on_other_objects_is_a_part_of_its_own():
    # Strength of Night: "Creatures you control get +1/+1 until end of turn. If this spell was kicked,
    # Zombie creatures you control get an additional +2/+2 until end of turn." Two effects of one
    # resolution (608.2c): kicked, a Zombie gets both
    for kicked, bear, zombie in ((True, (3, 3), (5, 5)), (False, (3, 3), (3, 3))):
        b = Board()
        b.enter("Grizzly Bears", id="bear")
        b.enter("Scathe Zombies", id="zombie")
        b.cast("Strength of Night", alt_cost="kicker" if kicked else None)
        assert (pt(b, "bear"), pt(b, "zombie")) == (bear, zombie) and not b.resolve().unsupported


def test_kicked_additional_for_each_is_a_second_effect_on_the_target():
    # Tribute to Urborg: "Target creature gets -2/-2 until end of turn. If this spell was kicked, that
    # creature gets an additional -1/-1 until end of turn for each instant and sorcery card in your
    # graveyard." Two instant/sorcery cards (and a creature card, not counted): -4/-4 on Craw Wurm (6/4)
    b = Board()
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    for card, gid in (("Lightning Bolt", "g1"), ("Divination", "g2"), ("Grizzly Bears", "g3")):
        b.enter(card, id=gid, zone="graveyard")
    b.cast("Tribute to Urborg", targets=["wurm"], alt_cost="kicker")
    assert pt(b, "wurm") == (2, 0) and not b.resolve().unsupported


def test_kicked_is_a_validated_definition_key():
    import pytest
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.parse import parse_definition
    d = parse_definition({"affects": "targets", "modify_pt": [2, 2],
                          "kicked": {"affects": "targets", "modify_pt": [5, 5]}}, "t")
    assert d.kicked is not None and d.kicked.op("modify_pt").arg != d.op("modify_pt").arg
    with pytest.raises(CardDataError):
        parse_definition({"kicked": {"affects": "self", "zones": ["hand"], "modify_pt": [1, 1]}}, "t")
    with pytest.raises(CardDataError):
        parse_definition({"kicked": "yes"}, "t")


# ------------------------------------------------------------------------------ enters with counters and with an ability (614.1c)

def _texts(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve()[oid].abilities]


def test_benalish_lancer_kicked_enters_with_counters_and_first_strike():
    # Benalish Lancer (2/2): "If this creature was kicked, it enters with two +1/+1 counters on it and
    # with first strike." Kicked: 4/4 with first strike; unkicked: 2/2 without.
    assert compiled("Benalish Lancer").supported
    b = Board()
    b.enter("Benalish Lancer", id="k", alt_cost="kicker")
    assert pt(b, "k") == (4, 4) and "First strike" in _texts(b, "k")
    b.enter("Benalish Lancer", id="u")
    assert pt(b, "u") == (2, 2) and "First strike" not in _texts(b, "u")


def test_lancer_under_humility_enters_with_nothing():
    # 614.12: whether the replacement applies is read from the permanent as it would exist on the
    # battlefield, with effects that already exist: under Humility ("All creatures lose all abilities
    # and have base power and toughness 1/1.") it has no such ability: no counters, no first strike: 1/1
    b = Board()
    b.enter("Humility")
    b.enter("Benalish Lancer", id="k", alt_cost="kicker")
    assert pt(b, "k") == (1, 1) and "First strike" not in _texts(b, "k")


def test_lancer_later_losing_all_abilities_loses_first_strike_keeps_counters():
    # Turn to Frog (later timestamp, 613.7): "loses all abilities and becomes a blue Frog with base
    # power and toughness 1/1": the first strike it entered with goes; the counters stay (7c): 3/3
    b = Board()
    b.enter("Benalish Lancer", id="k", alt_cost="kicker")
    b.cast("Turn to Frog", targets=["k"])
    assert pt(b, "k") == (3, 3) and "First strike" not in _texts(b, "k")
    b.end_turn()
    assert pt(b, "k") == (4, 4) and "First strike" in _texts(b, "k")


def test_prison_barricade_enters_with_a_quoted_ability():
    # Prison Barricade (1/3, defender): kicked, "it enters with a +1/+1 counter on it and with
    # \"This creature can attack as though it didn't have defender.\""
    assert compiled("Prison Barricade").supported
    b = Board()
    b.enter("Prison Barricade", id="w", alt_cost="kicker")
    assert pt(b, "w") == (2, 4)
    assert "This creature can attack as though it didn't have defender." in _texts(b, "w")


def test_enters_with_abilities_needs_counters_beside_it():
    import pytest
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.parse import parse_definition
    with pytest.raises(CardDataError):
        parse_definition({"affects": "self", "enters_with_abilities": ["Flying"]}, "t")
    # several kicker costs: which one was paid is now recorded (choices.kicked_with, 702.33d; round 5, ifs5):
    # Anavolver's "kicked with its {1}{U} kicker" is read (tests/test_compiler_ifs5.py)
    assert compiled("Anavolver").supported


# ------------------------------------------------------------------------------ multikicker (702.33c-d), converge

def test_apex_hawks_counters_for_each_time_it_was_kicked():
    # Apex Hawks (2/2): "Multikicker {1}{W} ... This creature enters with a +1/+1 counter on it for
    # each time it was kicked." Kicked three times: 5/5; kicked (once, no number given): 3/3; not: 2/2.
    assert compiled("Apex Hawks").supported
    b = Board()
    b.enter("Apex Hawks", id="three", alt_cost="kicker", choices={"times_kicked": 3})
    b.enter("Apex Hawks", id="once", alt_cost="kicker")
    b.enter("Apex Hawks", id="none")
    assert pt(b, "three") == (5, 5) and pt(b, "once") == (3, 3) and pt(b, "none") == (2, 2)
    b.cast("Apex Hawks", id="cast", alt_cost="kicker", choices={"times_kicked": 2})
    assert pt(b, "cast") == (4, 4)


def test_times_kicked_is_checked_against_the_kicker_abilities():
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    with pytest.raises(ScenarioError):       # kicked twice, but not cast with its kicker cost
        b.enter("Apex Hawks", choices={"times_kicked": 2})
    with pytest.raises(ScenarioError):       # cast with kicker means paid at least once
        b.enter("Apex Hawks", alt_cost="kicker", choices={"times_kicked": 0})
    with pytest.raises(ScenarioError):       # Benalish Lancer has one kicker cost, no multikicker (702.33d)
        b.enter("Benalish Lancer", alt_cost="kicker", choices={"times_kicked": 2})
    with pytest.raises(ScenarioError):       # "Kicker {1}{R} and/or {1}{G}": at most twice (702.33b)
        b.enter("Vodalian Mindsinger", alt_cost="kicker", choices={"times_kicked": 3})


def test_vodalian_mindsinger_two_counters_for_each_time():
    # Vodalian Mindsinger (2/2): "Kicker {1}{R} and/or {1}{G} / This creature enters with two +1/+1
    # counters on it for each time it was kicked." Both kicker costs paid: 2 + 4 = 6/6.
    assert 2 in compiled("Vodalian Mindsinger").effects
    b = Board()
    b.enter("Vodalian Mindsinger", id="m", alt_cost="kicker", choices={"times_kicked": 2})
    assert pt(b, "m") == (6, 6)


def test_chamber_sentry_converge():
    # Chamber Sentry (0/0): "This creature enters with a +1/+1 counter on it for each color of mana
    # spent to cast it." Three colors spent: 3/3; put onto the battlefield without being cast (no
    # mana spent): 0/0. Glinting Creeper (0/0): two counters for each color: four colors, 8/8.
    assert compiled("Chamber Sentry").supported
    b = Board()
    b.cast("Chamber Sentry", id="s", choices={"colors_spent": 3})
    b.enter("Chamber Sentry", id="free", choices={"colors_spent": 0})
    assert pt(b, "s") == (3, 3) and pt(b, "free") == (0, 0)
    b.cast("Glinting Creeper", id="g", choices={"colors_spent": 4})
    assert pt(b, "g") == (8, 8)


def test_converge_untold_is_reported_and_a_payment_answers_it():
    # How many colors were spent is a fact of how the spell was cast (601.2h): a step that doesn't state it
    # leaves the counters unput and lists the card, never reading it as no color. The whole payment by type
    # of mana states it too: {W, U, C} is two colors (105.1: colorless is no color)
    b = Board()
    b.cast("Chamber Sentry", id="s")
    r = b.resolve()
    assert r["s"].counters == {} and [u[0] for u in r.unsupported] == ["s"]
    assert "colors_spent" in r.unsupported[0][3]
    b = Board()
    b.cast("Chamber Sentry", id="s", choices={"mana_spent": {"W": 1, "U": 1, "C": 1}})
    r = b.resolve()
    assert r["s"].counters == {"+1/+1": 2} and r.unsupported == []
    # Roilmage's Trick: "Creatures your opponents control get -X/-0 until end of turn, where X is the number
    # of colors of mana spent to cast this spell": three colors and colorless, -3/-0
    b.enter("Grizzly Bears", id="bear", controller=b.state.players[1])
    b.cast("Roilmage's Trick", choices={"mana_spent": {"R": 1, "G": 1, "B": 1, "C": 1}})
    assert pt(b, "bear") == (-1, 2)


def test_colors_spent_is_a_validated_choice():
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    with pytest.raises(ScenarioError):        # five colors of mana (105.1)
        b.cast("Chamber Sentry", choices={"colors_spent": 6})


def test_roilmages_trick_converge_value_of_a_spell():
    # Roilmage's Trick: "Converge — Creatures your opponents control get -X/-0 until end of turn, where
    # X is the number of colors of mana spent to cast this spell." Three colors: their 2/2 is -1/2.
    assert compiled("Roilmage's Trick").supported
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Roilmage's Trick", choices={"colors_spent": 3})
    assert pt(b, "theirs") == (-1, 2) and pt(b, "mine") == (2, 2)


def test_how_it_was_cast_read_by_a_permanents_other_ability_is_unsupported():
    # a triggered ability reading colors spent (here on "it", the permanent) is not read: only a
    # spell's own effect or the counters a permanent enters with know how it was cast
    c = compile_text("Test Converge", "When this creature enters, it gets +1/+1 until end of turn for each "
                     "color of mana spent to cast it.", ["Creature"])
    assert not c.supported and c.effects == {}


# ------------------------------------------------------------------------------ distributing counters (601.2d)

def test_distribute_counters_as_chosen():
    # Elven Rite: "Distribute two +1/+1 counters among one or two target creatures." Ajani, Mentor of
    # Heroes: "+1: Distribute three +1/+1 counters among one, two, or three target creatures you
    # control." 601.2d: the division is announced as it is cast: two on the first, one on the second.
    assert compiled("Elven Rite").effects[1] == {"affects": "targets", "distribute_counters": {"+1/+1": 2}}
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.enter("Grizzly Bears", id="c")
    b.enter("Ajani, Mentor of Heroes", id="aj")
    b.ability("aj", 1, targets=["a", "b"], choices={"distribution": [2, 1]})   # its first +1
    assert pt(b, "a") == (4, 4) and pt(b, "b") == (3, 3) and pt(b, "c") == (2, 2)


def test_bounty_of_the_hunt_is_unsupported():
    # "... remove a +1/+1 counter from that creature at the beginning of the next cleanup step": the
    # delayed removal is not carried out, so the card is reported rather than left with the counters
    assert not compiled("Bounty of the Hunt").supported


def test_distribution_is_validated():
    import pytest
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    with pytest.raises(ScenarioError):     # two targets: the division must be given
        b.cast("Elven Rite", targets=["a", "b"])
    with pytest.raises(ScenarioError):     # adds up to 3, not 2
        b.cast("Elven Rite", targets=["a", "b"], choices={"distribution": [2, 1]})
    with pytest.raises(ScenarioError):     # each target gets at least one (601.2d)
        b.cast("Elven Rite", targets=["a", "b"], choices={"distribution": [2, 0]})
    b.cast("Elven Rite", targets=["a"])    # "one or two target creatures": one gets both
    assert pt(b, "a") == (4, 4) and pt(b, "b") == (2, 2)


def test_abzan_charm_distribute_mode():
    # Abzan Charm: "• Distribute two +1/+1 counters among one or two target creatures."
    assert compiled("Abzan Charm").supported
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Abzan Charm", targets=["a", "b"], choices={"modes": 3, "distribution": [1, 1]})
    assert pt(b, "a") == (3, 3) and pt(b, "b") == (3, 3)


def test_distributing_what_the_vocabulary_cannot_say_stays_unsupported():
    # (Contagion's -2/-1 counters are -X/-Y counters, 122.1a: read since round 3, tests/test_compiler_counters.py)
    # Biogenic Upgrade ("Distribute three +1/+1 counters among ..., then double the number of +1/+1 counters on each
    # of those creatures") is said since round 9: the board divides them, then doubles (608.2c, 701.10e;
    # tests/test_compiler_put9.py). Counters divided among objects that aren't targets stay unsupported
    assert not compile_text("Test Division", "Distribute three +1/+1 counters among one, two, or three creatures you "
                                             "control.", ["Sorcery"]).supported


# ------------------------------------------------------------------------------ doubling counters (701.10e)

def test_kalonian_hydra_doubles_counters_on_each_creature_you_control():
    # Kalonian Hydra (0/0): "This creature enters with four +1/+1 counters on it. / Whenever this
    # creature attacks, double the number of +1/+1 counters on each creature you control." 701.10e: it
    # gets as many as it has: 8 counters, 8/8; a Grizzly Bears with one counter gets one more: 4/4;
    # one with none stays 2/2; an opponent's creature is not doubled.
    assert compiled("Kalonian Hydra").supported
    b = Board()
    b.enter("Kalonian Hydra", id="h")
    b.enter("Grizzly Bears", id="one", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="none")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", counters={"+1/+1": 1})
    b.ability("h", 3)
    assert pt(b, "h") == (8, 8) and pt(b, "one") == (4, 4) and pt(b, "none") == (2, 2) and pt(b, "theirs") == (3, 3)
    b.ability("h", 3)
    assert pt(b, "h") == (16, 16)


def test_put_then_double_in_order():
    # "Put a +1/+1 counter on target creature. Then double the number of +1/+1 counters on it." 608.2c:
    # in order: a bear with two counters gets one (3), then three more (6): 8/8. (Growth Curve writes
    # both in one sentence, ", then ...": two instructions followed in order, read the same way.)
    name, text = "Test Curve", "Put a +1/+1 counter on target creature. Then double the number of +1/+1 counters on it."
    c = compile_text(name, text, ["Sorcery"])
    assert c.effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}, "double_counters": ["+1/+1"]}
    b = Board()
    b.define(name, "Sorcery", oracle_text=text, effects=c.effects)
    b.enter("Grizzly Bears", id="bear", counters={"+1/+1": 2})
    b.cast(name, targets=["bear"])
    assert pt(b, "bear") == (8, 8)
    assert compiled("Growth Curve").effects[1] == c.effects[1]


def test_doubling_before_putting_is_unsupported():
    c = compile_text("Test Order", "Double the number of +1/+1 counters on target creature, then put a +1/+1 "
                     "counter on it.", ["Sorcery"])
    assert not c.supported and c.effects == {}


def test_a_transformation_beside_a_continuous_effect_is_unsupported():
    # Elvish Vatkeeper: "{5}: Transform target Incubator token you control. Double the number of +1/+1
    # counters on it." The board does not turn the token to its other face (701.27) as the ability
    # resolves: doubling the counters alone would leave a wrong object, so the ability is reported.
    assert "a transformation (701.27) beside a continuous effect" in unsupported_reasons("Elvish Vatkeeper")
    # (round 14, misc14: the board now transforms a double-faced permanent as the ability resolves (701.27a,
    # ``transform``), so Waxing Moon's "Transform up to one target Werewolf you control. Creatures you control gain
    # trample until end of turn." is read, tests/test_misc14.py; a double-faced token such as an Incubator is none
    # the board can hold, so Elvish Vatkeeper stays reported)
    assert compiled("Waxing Moon").supported


def test_the_other_branch_of_an_either_or_is_reported_for_its_reason():
    # Reckoner Shakedown: "... If you don't, put two +1/+1 counters on a creature or Vehicle you control."
    # (a branch the grammar doesn't read; a branch it reads is the step's choices.otherwise, see
    # tests/test_compiler_choices3.py); Burden of Proof: "... Otherwise, it has base power and toughness
    # 1/1 and can't block Detectives." (a static "otherwise" the grammar doesn't read): unsupported, saying so
    # Reckoner Shakedown's branch is now read ("a creature or Vehicle you control", chosen as it resolves,
    # 608.2d): the counters go on the chosen object only when the player didn't choose a card
    shakedown = compiled("Reckoner Shakedown").effects
    assert list(shakedown.values()) == [{"otherwise": {
        "affects": "chosen", "counters": {"+1/+1": 2},
        "chosen_is": {"controller": "you", "any": [{"types": ["Creature"]}, {"subtypes": ["Vehicle"]}]}}}]
    reasons = unsupported_reasons("Burden of Proof")
    assert any("the other branch of an either/or" in r for r in reasons), reasons


def test_kicked_is_not_part_of_a_mode():
    import pytest
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.parse import parse_definition
    with pytest.raises(CardDataError):
        parse_definition({"modes": [{"text": "a", "affects": "targets", "modify_pt": [1, 1],
                                     "kicked": {"affects": "targets", "modify_pt": [2, 2]}}, {"text": "b"}]}, "t")


def test_sunburst_creature_counters_for_each_color_spent():
    # Etched Oracle (0/0 artifact creature): "Sunburst" — 702.44a: entering as a creature, it enters with
    # a +1/+1 counter for each color of mana spent to cast it: cast with four colors, 4/4; 702.44b: put
    # onto the battlefield without being cast, none: 0/0. A noncreature's charge counters touch no layer.
    assert compiled("Etched Oracle").effects[1]["enters_with_counters"] == {"+1/+1": "colors_spent"}
    b = Board()
    b.cast("Etched Oracle", id="o", choices={"colors_spent": 4})
    b.enter("Etched Oracle", id="free")
    assert pt(b, "o") == (4, 4) and pt(b, "free") == (0, 0)
    assert compiled("Pentad Prism").effects == {}
