"""Round 13, put13: selectors by how many counters an object has (122.1): "with three or more level counters on
it", "without a +1/+1 counter on it", "with no counters on them". Each test builds a board with the real card and
checks what its oracle text and the rules say."""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import CardDataError
from layerkit.vocabulary.schema import validate_selector

from tests._compiled import compiled, pt


def test_champions_drake_needs_a_creature_with_three_or_more_level_counters():
    # "This creature gets +3/+3 as long as you control a creature with three or more level counters on it."
    # (a 1/1 flier)
    d = compiled("Champion's Drake")
    assert d.supported
    assert d.effects[2] == {"affects": "self", "modify_pt": [3, 3], "condition": {"count": {
        "of": {"types": ["Creature"], "controller": "you", "counters": "level", "counters_min": 3}, "min": 1}}}
    b = Board()
    b.enter("Champion's Drake", id="d", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex", counters={"level": 2})
    assert pt(b, "d") == (1, 1)                     # two level counters: not three or more
    b.counters("g", add={"level": 1})
    assert pt(b, "d") == (4, 4)                     # three
    b.enter("Grizzly Bears", id="o", controller="Bo", counters={"level": 5})
    b.counters("g", remove={"level": 1})
    assert pt(b, "d") == (1, 1)                     # the opponent's creature is not one you control


def test_hazardous_conditions_creatures_with_no_counters():
    # "Creatures with no counters on them get -2/-2 until end of turn." (611.2c: those creatures as it resolves)
    d = compiled("Hazardous Conditions")
    assert d.supported
    assert d.effects[1] == {"affects": {"types": ["Creature"], "not_counters": "any"}, "modify_pt": [-2, -2],
                            "duration": "end_of_turn"}
    b = Board()
    b.enter("Hill Giant", id="bare", controller="Alex")                         # 3/3
    b.enter("Hill Giant", id="plus", controller="Alex", counters={"+1/+1": 1})  # 4/4
    b.enter("Hill Giant", id="lore", controller="Bo", counters={"charge": 1})   # any kind counts
    b.cast("Hazardous Conditions", controller="Alex")
    assert pt(b, "bare") == (1, 1)
    assert pt(b, "plus") == (4, 4)
    assert pt(b, "lore") == (3, 3)
    b.counters("bare", add={"+1/+1": 1})            # 611.2c: it stays affected
    assert pt(b, "bare") == (2, 2)


def test_arcus_acolyte_grants_outlast_only_without_a_plus_one_counter():
    # "Each other creature you control without a +1/+1 counter on it has outlast {G/W}."
    d = compiled("Arcus Acolyte")
    assert d.supported
    eff = d.effects[4]
    assert eff["affects"] == {"types": ["Creature"], "controller": "you", "other": True, "not_counters": "+1/+1"}
    # (702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
    # sorcery.": the granted ability carries that definition, round 15)
    assert eff["add_abilities"] == [{"text": "Outlast {G/W}", "kind": "activated", "affects": "self",
                                     "counters": {"+1/+1": 1}}]
    b = Board()
    b.enter("Arcus Acolyte", id="a", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex", counters={"-1/-1": 1})   # another kind: still none
    b.enter("Grizzly Bears", id="h", controller="Alex", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="o", controller="Bo")
    r = b.resolve()

    def granted(oid: str) -> bool:
        return any(a.text == "Outlast {G/W}" and a.origin == "granted" for a in r[oid].abilities)
    assert granted("g")
    assert not granted("h")
    assert not granted("o")
    assert not granted("a")                             # "each other creature"


def test_runadi_haste_for_three_or_more_plus_one_counters_reads_the_count():
    # "Creatures you control with three or more +1/+1 counters on them have haste." (the card's other clause is
    # not read, so the card stays unsupported; the clause itself is a selector with a minimum)
    d = compiled("Runadi, Behemoth Caller")
    effects = [e for e in d.effects.values() if e.get("add_abilities") == ["Haste"]]
    if effects:
        assert effects[0]["affects"] == {"types": ["Creature"], "controller": "you", "counters": "+1/+1",
                                         "counters_min": 3}


def test_counters_min_needs_a_kind():
    validate_selector({"types": ["Creature"], "counters": "level", "counters_min": 3}, "test")
    with pytest.raises(CardDataError):
        validate_selector({"types": ["Creature"], "counters_min": 3}, "test")
    with pytest.raises(CardDataError):
        validate_selector({"types": ["Creature"], "counters": "any", "counters_min": 2}, "test")
    with pytest.raises(CardDataError):
        validate_selector({"not_counters": 1}, "test")


def test_coiling_stalker_puts_a_counter_on_its_target():
    # "Whenever this creature deals combat damage to a player, put a +1/+1 counter on target creature you control
    # that doesn't have a +1/+1 counter on it." ("you control that doesn't have ..." is a relative clause, not a
    # change of control: no layer 2 effect)
    d = compiled("Coiling Stalker")
    assert d.supported
    assert d.effects[2] == {"affects": "targets", "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Coiling Stalker", id="s", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability("s", 2, targets=["g"])
    assert pt(b, "g") == (3, 3)
    assert b.resolve()["g"].controller == "Alex"


def test_counters_on_it_of_another_object_is_not_the_sources():
    # Spark Rupture: "Each planeswalker with one or more loyalty counters on it ... is a creature with power and
    # toughness each equal to the number of loyalty counters on it": "it" is each planeswalker, never the
    # enchantment (which has no loyalty counters): reported, not read as the source's counters.
    d = compiled("Spark Rupture")
    assert not d.supported
    assert not any(e.get("set_pt") == {"counters": "loyalty"} for e in d.effects.values())
