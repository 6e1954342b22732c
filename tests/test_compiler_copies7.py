"""Becoming a copy of an object a resolving ability names by a reference (707.2, 707.4; issue 12, round 7).

"that creature" / "it" / "~" as the copied object: the trigger event's object (which the scenario names as the
ability's targets), the object chosen as the spell resolves (choices.object) or the source itself. Each expected
value comes from the card's oracle text (the pool file's) and the rules, never from the compiler's output: a
board is built with the real pool cards, resolved, and the characteristics the text implies are asserted. A copy
of an object the board cannot hold exactly (one that died, was exiled or revealed; "each other ..." beside the
copied object) stays reported.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError


def _chars(res, oid: str):
    return res[oid].characteristics


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------------------ the trigger event's object

def test_renegade_doppelganger_becomes_a_copy_of_the_entering_creature_until_end_of_turn() -> None:
    # Renegade Doppelganger (1/1 Shapeshifter): "Whenever another creature you control enters, you may have this
    # creature become a copy of that creature until end of turn." 707.4: a copy effect in layer 1a
    b = layerkit.Board()
    b.enter("Renegade Doppelganger", id="dop")
    b.enter("Serra Angel", id="angel")
    b.ability("dop", 1, targets=["angel"])          # the event's object, named as the ability's targets
    res = b.resolve()
    c = _chars(res, "dop")
    assert (c.name, set(c.types), set(c.subtypes), c.colors, c.power, c.toughness) == \
        ("Serra Angel", {"Creature"}, {"Angel"}, frozenset("W"), 4, 4)
    assert {"Flying", "Vigilance"} <= _texts(res, "dop")
    assert not res.unsupported
    b.end_turn()                                    # 514.2: "until end of turn"
    c = _chars(b.resolve(), "dop")
    assert (c.name, c.power, c.toughness) == ("Renegade Doppelganger", 0, 1)


def test_unstable_shapeshifter_keeps_this_ability() -> None:
    # Unstable Shapeshifter: "Whenever another creature enters, this creature becomes a copy of that creature,
    # except it has this ability." (707.9b: the ability becomes part of the copiable values; the 707.4 example)
    c = compile_text("Unstable Shapeshifter", "Whenever another creature enters, this creature becomes a copy of "
                     "that creature, except it has this ability.", ["Creature"])
    assert c.effects[1] == {"affects": "self", "copy": {"of": "targets", "this_ability": True}}
    b = layerkit.Board()
    b.enter("Unstable Shapeshifter", id="shift")
    b.enter("Grizzly Bears", id="bear")
    b.ability("shift", 1, targets=["bear"])
    res = b.resolve()
    c2 = _chars(res, "shift")
    assert (c2.name, c2.power, c2.toughness, c2.colors) == ("Grizzly Bears", 2, 2, frozenset("G"))
    assert "Whenever another creature enters, this creature becomes a copy of that creature, except it has this " \
        "ability." in _texts(res, "shift")


def test_permeating_mass_makes_the_damaged_creature_a_copy_of_itself() -> None:
    # Permeating Mass (1/3 Spirit): "Whenever this creature deals combat damage to a creature, that creature
    # becomes a copy of this creature." The creature dealt damage is the event's object (targets); the copy has no
    # duration (611.2a: it lasts indefinitely)
    c = compile_text("Permeating Mass", "Whenever this creature deals combat damage to a creature, that creature "
                     "becomes a copy of this creature.", ["Creature"])
    assert c.effects[1] == {"affects": "targets", "copy": {"of": "self"}}
    b = layerkit.Board()
    b.enter("Permeating Mass", id="mass")
    b.enter("Serra Angel", id="angel")
    b.ability("mass", 1, targets=["angel"])
    res = b.resolve()
    a = _chars(res, "angel")
    assert (a.name, set(a.subtypes), a.colors, a.power, a.toughness) == \
        ("Permeating Mass", {"Spirit"}, frozenset("G"), 1, 3)
    assert "Flying" not in _texts(res, "angel")
    b.end_turn()
    assert _chars(b.resolve(), "angel").name == "Permeating Mass"


def test_a_copy_of_the_source_that_left_is_never_guessed() -> None:
    # 707.2: a source no longer on the battlefield would be copied from its last known information
    b = layerkit.Board()
    b.enter("Permeating Mass", id="mass")
    b.enter("Serra Angel", id="angel")
    b.move("mass", "graveyard")
    with pytest.raises(ScenarioError):
        b.ability("mass", 1, targets=["angel"])


# ------------------------------------------------------------------------------ the object chosen as it resolves

def test_cytoshape_target_becomes_a_copy_of_the_chosen_creature() -> None:
    # Cytoshape: "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that
    # creature until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Serra Angel", id="angel")
    b.cast("Cytoshape", targets=["bear"], choices={"object": "angel"})
    res = b.resolve()
    c = _chars(res, "bear")
    assert (c.name, c.colors, c.power, c.toughness) == ("Serra Angel", frozenset("W"), 4, 4)
    assert {"Flying", "Vigilance"} <= _texts(res, "bear")
    assert _chars(res, "angel").name == "Serra Angel"
    assert not res.unsupported
    b.end_turn()
    assert _chars(b.resolve(), "bear").name == "Grizzly Bears"


def test_cytoshape_copies_the_chosen_values_as_it_resolves() -> None:
    # 707.2b: later changes to the chosen creature's copiable values don't change the copy
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Serra Angel", id="angel")
    b.enter("Hill Giant", id="giant")
    b.enter("Cryptoplasm", id="plasm")
    b.ability("plasm", 1, targets=["angel"])          # the Cryptoplasm is a Serra Angel
    b.cast("Cytoshape", targets=["bear"], choices={"object": "plasm"})
    b.ability("plasm", 3, targets=["giant"])          # now a Hill Giant (its abilities: Flying, Vigilance, this)
    res = b.resolve()
    assert (_chars(res, "plasm").name, _chars(res, "plasm").power) == ("Hill Giant", 3)
    c = _chars(res, "bear")
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4)
    # 707.3: the Cryptoplasm's copiable values include its "except it has this ability"
    assert any(t.startswith("At the beginning of your upkeep") for t in _texts(res, "bear"))


def test_cytoshape_without_the_choice_is_reported() -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError):
        b.cast("Cytoshape", targets=["bear"])


def test_polymorphous_rush_each_target_becomes_a_copy_of_the_chosen_creature() -> None:
    # Polymorphous Rush: "Choose a creature on the battlefield. Any number of target creatures you control each
    # become a copy of that creature until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant")
    b.enter("Serra Angel", id="angel")
    b.cast("Polymorphous Rush", targets=["bear", "giant"], choices={"object": "angel"})
    res = b.resolve()
    for oid in ("bear", "giant"):
        c = _chars(res, oid)
        assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4)
    assert not res.unsupported


# ------------------------------------------------------------------------------ what stays reported

@pytest.mark.parametrize("name, text, types", [
    # a creature that died: its last known copiable values (707.2), which the board does not keep
    ("Cemetery Puca", "Whenever a creature dies, you may pay {1}. If you do, this creature becomes a copy of that "
                      "creature, except it has this ability.", ["Creature"]),
    # the target is exiled first: the copy is of the card in exile (400.7), not the permanent the board holds
    ("Identity Thief", "Whenever this creature attacks, you may exile another target nontoken creature. If you do, "
                       "this creature becomes a copy of that creature until end of turn. Return the exiled card to "
                       "the battlefield under its owner's control at the beginning of the next end step.",
     ["Creature"]),
    # "each other creature" beside a copy of the chosen object: other than which object is not said by a selector
    ("Test Brudiclad", "At the beginning of combat on your turn, you may choose a token you control. If you do, each "
                       "other token you control becomes a copy of that token.", ["Artifact"]),
    # a card revealed from a library: not an object the board holds
    ("Nascent Metamorph", "Whenever this creature attacks or blocks, target opponent reveals cards from the top of "
                          "their library until they reveal a creature card. This creature becomes a copy of that "
                          "card until end of turn. Then that player puts all cards revealed this way into their "
                          "graveyard.", ["Creature"]),
    # an object named by a reference in a static ability: no resolution copies it
    ("Test Mirror", "Enchanted creature is a copy of it.", ["Enchantment"]),
])
def test_copies_the_board_cannot_name_exactly_stay_unsupported(name: str, text: str, types: list[str]) -> None:
    assert not compile_text(name, text, types).supported


def test_a_copy_of_itself_is_reported() -> None:
    c = compile_text("Test Self", "Whenever another creature enters, that creature becomes a copy of it.",
                     ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------------------ one of several targets (115.1d)

def test_true_polymorph_first_target_becomes_a_copy_of_the_second() -> None:
    # True Polymorph: "Target artifact or creature becomes a copy of another target artifact or creature."
    c = compile_text("True Polymorph", "Target artifact or creature becomes a copy of another target artifact or "
                     "creature.", ["Instant"])
    assert c.effects[1] == {"affects": "targets", "target": 1, "copy": {"of": "targets", "target": 2}}
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Serra Angel", id="angel")
    b.cast("True Polymorph", targets=["bear", "angel"])
    res = b.resolve()
    c1 = _chars(res, "bear")
    assert (c1.name, c1.colors, c1.power, c1.toughness) == ("Serra Angel", frozenset("W"), 4, 4)
    c2 = _chars(res, "angel")
    assert (c2.name, c2.power, c2.toughness) == ("Serra Angel", 4, 4)      # the copied one is unchanged
    assert not res.unsupported
    # the other order: the angel becomes a Grizzly Bears
    b2 = layerkit.Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.enter("Serra Angel", id="angel")
    b2.cast("True Polymorph", targets=["angel", "bear"])
    res2 = b2.resolve()
    assert (_chars(res2, "angel").name, _chars(res2, "angel").power) == ("Grizzly Bears", 2)
    assert "Flying" not in _texts(res2, "angel")


def test_shapesharer_copy_lasts_until_your_next_turn() -> None:
    # Shapesharer: "{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn."
    b = layerkit.Board()
    b.enter("Shapesharer", id="sharer")
    b.enter("Hill Giant", id="giant")
    b.ability("sharer", 2, targets=["sharer", "giant"])
    res = b.resolve()
    c = _chars(res, "sharer")
    assert (c.name, set(c.subtypes), c.colors, c.power, c.toughness) == ("Hill Giant", {"Giant"}, frozenset("R"), 3, 3)


def test_shuri_copy_is_not_legendary() -> None:
    # Shuri, Wakandan Inventor: "{1}, {T}: Target artifact you control becomes a copy of a second target artifact
    # you control until end of turn, except it isn't legendary." (707.9b)
    b = layerkit.Board()
    b.enter("Shuri, Wakandan Inventor", id="shuri")
    b.enter("Ornithopter", id="thopter")
    b.enter("Sol Ring", id="ring")
    b.ability("shuri", 2, targets=["ring", "thopter"])
    res = b.resolve()
    c = _chars(res, "ring")
    assert (c.name, set(c.types), c.power, c.toughness) == ("Ornithopter", {"Artifact", "Creature"}, 0, 2)
    assert "Flying" in _texts(res, "ring")
    assert _chars(res, "thopter").name == "Ornithopter"
    b.end_turn()
    assert _chars(b.resolve(), "ring").name == "Sol Ring"


def test_saheeli_copy_is_an_artifact_in_addition() -> None:
    # Saheeli, Sublime Artificer: "[−2]: Target artifact you control becomes a copy of another target artifact or
    # creature you control until end of turn, except it's an artifact in addition to its other types."
    b = layerkit.Board()
    b.enter("Saheeli, Sublime Artificer", id="saheeli")
    b.enter("Sol Ring", id="ring")
    b.enter("Grizzly Bears", id="bear")
    b.ability("saheeli", "-2", targets=["ring", "bear"])
    res = b.resolve()
    c = _chars(res, "ring")
    assert (c.name, set(c.types), set(c.subtypes), c.power, c.toughness) == \
        ("Grizzly Bears", {"Artifact", "Creature"}, {"Bear"}, 2, 2)
    assert set(_chars(res, "bear").types) == {"Creature"}


def test_a_copy_of_one_target_among_several_needs_its_phrase() -> None:
    # Fleeting Reflection's "it becomes a copy of up to one other target creature" names the first sentence's
    # target by "it": which phrase the subject answers is not that sentence's own
    c = compile_text("Fleeting Reflection", "Target creature you control gains hexproof until end of turn. Untap that "
                     "creature. Until end of turn, it becomes a copy of up to one other target creature.", ["Instant"])
    assert not c.supported


def test_a_copy_of_a_target_card_in_exile_stays_unsupported() -> None:
    # The Animus: "... target legendary creature you control becomes a copy of target creature card in exile with a
    # memory counter on it." (a card in exile, with counters the board does not hold)
    c = compile_text("The Animus", "{T}: Until your next turn, target legendary creature you control becomes a copy "
                     "of target creature card in exile with a memory counter on it. Activate only as a sorcery.",
                     ["Artifact"], True)
    assert not c.supported


# ------------------------------------------------------------------------------ "each other ...": other than the target

def test_nanogene_conversion_each_other_creature_becomes_a_nonlegendary_copy() -> None:
    # Nanogene Conversion: "Choose target creature you control. Each other creature becomes a copy of that creature
    # until end of turn, except it isn't legendary." "other": other than that creature (the target), which keeps
    # its own supertypes; every other creature, whoever controls it, becomes a nonlegendary copy (707.9b)
    c = compile_text("Nanogene Conversion", "Choose target creature you control. Each other creature becomes a copy "
                     "of that creature until end of turn, except it isn't legendary.", ["Sorcery"])
    assert c.effects[1] == {"affects": {"types": ["Creature"], "other": "targets"}, "duration": "end_of_turn",
                            "copy": {"of": "targets", "except": {"remove_supertypes": ["Legendary"]}}}
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Isamaru, Hound of Konda", id="isamaru", controller="Alex")     # legendary 2/2 Dog
    b.enter("Serra Angel", id="angel", controller="Alex")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.enter("Sol Ring", id="ring", controller="Alex")
    b.cast("Nanogene Conversion", targets=["isamaru"], controller="Alex")
    res = b.resolve()
    for oid in ("angel", "giant"):
        c2 = _chars(res, oid)
        assert (c2.name, set(c2.subtypes), c2.power, c2.toughness) == ("Isamaru, Hound of Konda", {"Dog"}, 2, 2)
        assert "Legendary" not in c2.supertypes
    assert _chars(res, "giant").controller == "Bo"
    t = _chars(res, "isamaru")
    assert (t.name, set(t.supertypes)) == ("Isamaru, Hound of Konda", {"Legendary"})     # the target itself
    assert _chars(res, "ring").name == "Sol Ring"           # not a creature
    assert not res.unsupported
    b.end_turn()
    assert _chars(b.resolve(), "angel").name == "Serra Angel"


def test_masterful_replication_mode_other_artifacts_you_control() -> None:
    # Masterful Replication, second mode: "Choose target artifact you control. Each other artifact you control
    # becomes a copy of that artifact until end of turn."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Ornithopter", id="thopter", controller="Alex")
    b.enter("Sol Ring", id="ring", controller="Alex")
    b.enter("Sol Ring", id="theirs", controller="Bo")
    b.cast("Masterful Replication", targets=["thopter"], choices={"modes": 2}, controller="Alex")
    res = b.resolve()
    c = _chars(res, "ring")
    assert (c.name, set(c.types), c.power, c.toughness) == ("Ornithopter", {"Artifact", "Creature"}, 0, 2)
    assert _chars(res, "theirs").name == "Sol Ring"         # an opponent's
    assert _chars(res, "thopter").name == "Ornithopter"


def test_naga_fleshcrafter_renew_counter_then_copies() -> None:
    # Naga Fleshcrafter: "Renew — {2}{U}, Exile this card from your graveyard: Put a +1/+1 counter on target
    # nonlegendary creature you control. Each other creature you control becomes a copy of that creature until end
    # of turn." Counters are not copied (707.2): the copies are 2/2 Grizzly Bears, the target a 3/3
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Serra Angel", id="angel")
    b.enter("Naga Fleshcrafter", id="naga", zone="graveyard")
    b.ability("naga", 2, targets=["bear"])
    res = b.resolve()
    assert (_chars(res, "bear").power, _chars(res, "bear").toughness) == (3, 3)
    a = _chars(res, "angel")
    assert (a.name, a.power, a.toughness) == ("Grizzly Bears", 2, 2)
    assert "Flying" not in _texts(res, "angel")


def test_prime_ministers_cabinet_room_compiles_to_a_copy_of_the_second_phrase() -> None:
    # "At the beginning of combat on your turn, up to one target creature you control becomes a copy of target
    # creature an opponent controls.": the first phrase's target (if any) copies the second's (115.1d)
    c = compile_text("Prime Minister's Cabinet Room", "At the beginning of combat on your turn, up to one target "
                     "creature you control becomes a copy of target creature an opponent controls.", ["Plane"])
    assert c.effects[1] == {"affects": "targets", "target": 1, "copy": {"of": "targets", "target": 2}}


def test_infinite_reflection_trigger_other_nontoken_creatures_copy_the_enchanted_one() -> None:
    # Infinite Reflection: "When this Aura enters attached to a creature, each other nontoken creature you control
    # becomes a copy of that creature."
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="token", token=True)
    b.enter("Infinite Reflection", id="refl", attached_to="angel")
    b.ability("refl", 2, targets=["angel"])         # the creature it entered attached to: the event's object
    res = b.resolve()
    assert (_chars(res, "bear").name, _chars(res, "bear").power) == ("Serra Angel", 4)
    assert _chars(res, "token").name == "Grizzly Bears"         # a token: not "nontoken"
    assert _chars(res, "angel").name == "Serra Angel"
    # its third ability, "Nontoken creatures you control enter as a copy of enchanted creature", is read since round 12
    # (others_enter_as_copy, tests/test_compiler_copyctl12.py): nothing entered after the Aura here
    assert not res.unsupported
