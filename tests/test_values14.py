"""Values (issue 12, round 14, branch ``values14``).

1. "creatures you control that have a creature type in common", "permanents you control that are creatures and/or
   Vehicles": "you control that ..." is a relative clause on the objects counted, not a control-changing effect
   (613.1b names "gain control of", "you control enchanted creature"); a sentence that only deals damage, adds mana
   or changes life is no layer effect whatever number it reads.
"""
from layerkit.analysis.coverage import assess
from layerkit.compiler import compile_card
from layerkit.compiler.signs import looks_continuous
from layerkit.game.board import Board
from layerkit.game.carddb import default_database
from layerkit.vocabulary.classifier import classify_ability


def _facts(name: str) -> dict:
    return default_database().facts(name)


# ------------------------------------------------------------------ 1. "you control that ..." (relative clause)

def test_relative_clause_after_you_control_is_no_control_change():
    for s in ("each opponent loses x life, where x is the greatest number of creatures you control that have a "
              "creature type in common",
              "~ deals x damage to target creature, where x is the number of permanents you control that are creatures "
              "and/or vehicles",
              "add an amount of {c} equal to the number of creatures you control that share a creature type with it",
              "for each creature you control that's a wolf or a werewolf, create a 2/2 green wolf creature token"):
        assert not looks_continuous(s), s
        assert "2" not in classify_ability(s, "static", "~")[0], s


def test_you_control_that_creature_is_still_a_control_change():
    # 613.1b: "you control that creature" / "you control enchanted creature" give control of an object
    assert looks_continuous("until end of turn, you control that creature")
    assert "2" in classify_ability("Until end of turn, you control that creature.", "static", "~")[0]
    assert looks_continuous("you control enchanted creature")


def test_cards_whose_only_number_reads_creatures_you_control_have_no_layer_effect():
    # Skemfar Shadowsage (life), Collision Course (damage / destroy), White Lotus Tile and Mana Echoes (mana):
    # none of their instructions changes an object's characteristics (613.1)
    for name in ("Skemfar Shadowsage", "Collision Course", "White Lotus Tile", "Mana Echoes", "Basalt Ravager"):
        c = compile_card(_facts(name))
        assert not c.unsupported and not c.effects, name
        assert assess(_facts(name)) is None, name


def test_night_of_the_flying_merfolk_compiles_its_flying_counters_and_drops_the_draw():
    # II — "Put a flying counter on each tapped creature you control" (122.1b: a keyword counter, layer 6);
    # III — "Draw a card for each creature you control that dealt combat damage to a player this turn": no layer
    c = compile_card(_facts("Night of the Flying Merfolk"))
    assert not c.unsupported
    assert list(c.effects.values()) == [{"affects": {"tapped": True, "controller": "you", "types": ["Creature"]},
                                         "counters": {"flying": 1}}]
    assert assess(_facts("Night of the Flying Merfolk")).status == "fully"


def test_besieged_viking_village_puts_an_indestructible_counter_on_its_target():
    # "put an indestructible counter on target creature you control that attacked this turn": the step's target
    # gets the counter, and with it indestructible (122.1b, layer 6)
    b = Board()
    b.enter("Besieged Viking Village", id="v")
    b.enter("Grizzly Bears", id="bear")
    b.ability("v", which=2, targets=["bear"])
    r = b.resolve()
    assert not r.unsupported
    assert r["bear"].has("Indestructible")
