"""Conditions on the affected object as a spell or ability resolves (issue 12): "If it's legendary, it
also gains lifelink until end of turn", "If that creature is a Cat, it gains first strike", "If it isn't a
creature, it becomes a 0/0 creature in addition to its other types" (608.2c: the instruction is followed
only if the object matches then; 611.2c: the objects of the effect are fixed then) — the definition key
``if_is``.

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a
board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card, compile_text
from layerkit.errors import CardDataError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.schema import validate_definition
from _compiled import pt


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


# ------------------------------------------------------------------------------ what the compiler writes

def test_if_legendary_also_gains_is_a_part_on_the_target_only_if_legendary():
    # "Target creature gets +2/+1 until end of turn. If it's legendary, it also gains lifelink until end of
    # turn.": two effects of one resolution (608.2c); the second only if the target is legendary then
    c = compile_text("Test Blessing", "Target creature gets +2/+1 until end of turn. If it's legendary, it also "
                     "gains lifelink until end of turn.", ["Instant"])
    assert c.supported
    assert c.effects[1] == {"parts": [
        {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 1]},
        {"affects": "targets", "duration": "end_of_turn", "if_is": {"supertypes": ["Legendary"]},
         "add_abilities": ["Lifelink"]}]}


def test_if_that_creature_is_a_subtype():
    c = compile_text("Test Leonin", "{3}{W}: Put a +1/+1 counter on target creature you control. If that creature "
                     "is a Cat, it gains first strike until end of turn.", ["Creature"])
    assert c.supported
    assert c.effects[1]["parts"][1] == {"affects": "targets", "duration": "end_of_turn",
                                        "if_is": {"subtypes": ["Cat"]}, "add_abilities": ["First strike"]}


def test_if_it_isnt_a_creature_or_vehicle_is_neither():
    # "If it isn't a creature or Vehicle": neither a creature nor a Vehicle
    c = compiled("Lifecraft Awakening")
    assert c.supported
    assert c.effects[1]["parts"][1]["if_is"] == {"not_types": ["Creature"], "not_subtypes": ["Vehicle"]}


def test_if_it_has_a_keyword_and_doesnt_have_one():
    c = compile_text("Test Rumbler", "Whenever this creature attacks, if it has first strike, it gains double strike "
                     "until end of turn.", ["Creature"])
    assert c.supported and c.effects[1]["if_is"] == {"abilities": ["First strike"]}
    # a keyword of a family (702.16a: "protection from red" and "protection from blue" are two abilities) is no one
    # ability name: left unsupported. (Rapid Fire's "if it doesn't have rampage" is read since conds12: rampage N is
    # one keyword with a number, 702.23a, so "has rampage" is some rampage ability, whatever its N —
    # tests/test_compiler_conds12.py)
    c = compile_text("Test Rumbler", "Whenever this creature attacks, if it has protection, it gains double strike "
                     "until end of turn.", ["Creature"])
    assert not c.supported


def test_if_it_is_inside_a_static_ability_is_not_compiled():
    # no resolution checks a static ability's "if": never read as "as long as"
    c = compile_text("Test Aura", "Enchant creature\nEnchanted creature gets +1/+1. If it's legendary, it gains "
                     "flying.", ["Enchantment"])
    assert not c.supported


def test_schema_checks_if_is():
    validate_definition({"affects": "targets", "if_is": {"subtypes": ["Vampire"]}, "modify_pt": [1, 1]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "targets", "if_is": "Vampire", "modify_pt": [1, 1]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "targets", "if_is": {"tribe": "Vampire"}, "modify_pt": [1, 1]}, "t")


# ------------------------------------------------------------------------------ on a board

def test_blessing_of_belzenlok_lifelink_only_for_a_legendary_target():
    # Isamaru, Hound of Konda: a legendary 2/2 -> 4/3 with lifelink; Grizzly Bears 2/2 -> 4/3 without
    assert compiled("Blessing of Belzenlok").supported
    b = Board()
    b.enter("Isamaru, Hound of Konda", id="isamaru")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Blessing of Belzenlok", targets=["isamaru"])
    b.cast("Blessing of Belzenlok", targets=["bear"])
    assert pt(b, "isamaru") == (4, 3) and "Lifelink" in keywords(b, "isamaru")
    assert pt(b, "bear") == (4, 3) and "Lifelink" not in keywords(b, "bear")
    b.end_turn()
    assert pt(b, "isamaru") == (2, 2) and "Lifelink" not in keywords(b, "isamaru")


def test_vampires_zeal_first_strike_only_for_a_vampire():
    # Vampire Nighthawk (2/3 Vampire) -> 4/5 with first strike; Grizzly Bears -> 4/4 without
    b = Board()
    b.enter("Vampire Nighthawk", id="hawk")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Vampire's Zeal", targets=["hawk"])
    b.cast("Vampire's Zeal", targets=["bear"])
    assert pt(b, "hawk") == (4, 5) and "First strike" in keywords(b, "hawk")
    assert pt(b, "bear") == (4, 4) and "First strike" not in keywords(b, "bear")


def test_strider_checks_power_after_its_own_boost():
    # "target creature gets +1/+1 until end of turn. Then if that creature has power 4 or greater, it gains
    # first strike": checked after the +1/+1 (608.2c, in order): Hill Giant 3/3 -> 4/4 first strike;
    # Grizzly Bears 2/2 -> 3/3 without
    assert compiled("Strider, Ranger of the North").supported
    b = Board()
    b.enter("Strider, Ranger of the North", id="strider")
    b.enter("Hill Giant", id="giant")
    b.enter("Grizzly Bears", id="bear")
    b.ability("strider", 1, targets=["giant"])
    b.ability("strider", 1, targets=["bear"])
    assert pt(b, "giant") == (4, 4) and "First strike" in keywords(b, "giant")
    assert pt(b, "bear") == (3, 3) and "First strike" not in keywords(b, "bear")


def test_the_check_is_once_as_it_resolves():
    # 611.2c: Grizzly Bears boosted to 3/3 by Strider before: the second trigger makes it 4/4 and checks
    # power 4 then; first strike lasts the turn even if its power later drops (a -2/-2 until end of turn)
    b = Board()
    b.enter("Strider, Ranger of the North", id="strider")
    b.enter("Grizzly Bears", id="bear")
    b.ability("strider", 1, targets=["bear"])
    assert "First strike" not in keywords(b, "bear")
    b.ability("strider", 1, targets=["bear"])
    assert pt(b, "bear") == (4, 4) and "First strike" in keywords(b, "bear")
    b.cast("Disfigure", targets=["bear"])            # -2/-2 until end of turn
    assert pt(b, "bear") == (2, 2) and "First strike" in keywords(b, "bear")


def test_tawnos_tinkering_animates_only_a_noncreature():
    # "Put two +1/+1 counters on target artifact, creature, or land you control. ... If it isn't a creature,
    # it becomes a 0/0 creature in addition to its other types.": Sol Ring -> 2/2 artifact creature (0/0 in
    # 7b, counters in 7c); Ornithopter (a 0/2 artifact creature) -> 2/4, not 0/0
    assert compiled("Tawnos's Tinkering").supported
    b = Board()
    b.enter("Sol Ring", id="ring")
    b.enter("Ornithopter", id="thopter")
    b.cast("Tawnos's Tinkering", targets=["ring"])
    b.cast("Tawnos's Tinkering", targets=["thopter"])
    r = b.resolve()
    assert (r["ring"].power, r["ring"].toughness) == (2, 2) and {"Artifact", "Creature"} <= set(r["ring"].types)
    assert (r["thopter"].power, r["thopter"].toughness) == (2, 4)


def test_lifecraft_awakening_equipment_keeps_its_subtype_vehicle_is_not_animated():
    # X = 1: Bonesplitter (Equipment) becomes a 0/0 Construct artifact creature with a +1/+1 counter: 1/1;
    # 205.1b: a "[creature type] artifact creature" keeps its other subtypes (Equipment). A Vehicle gets the
    # counter only and stays a noncreature artifact
    b = Board()
    b.enter("Bonesplitter", id="axe")
    b.enter("Smuggler's Copter", id="copter")
    b.cast("Lifecraft Awakening", targets=["axe"], choices={"number": 1})
    b.cast("Lifecraft Awakening", targets=["copter"], choices={"number": 1})
    r = b.resolve()
    assert (r["axe"].power, r["axe"].toughness) == (1, 1)
    assert {"Equipment", "Construct"} <= set(r["axe"].subtypes) and "Creature" in r["axe"].types
    assert "Creature" not in r["copter"].types and r["copter"].counters.get("+1/+1") == 1


def test_tune_up_returns_any_artifact_animates_only_a_vehicle():
    # "Return target artifact card from your graveyard to the battlefield. If it's a Vehicle, it becomes an
    # artifact creature.": Smuggler's Copter (3/3 Vehicle) a creature; Sol Ring returned, not a creature
    b = Board()
    b.enter("Smuggler's Copter", id="copter", zone="graveyard")
    b.enter("Sol Ring", id="ring", zone="graveyard")
    b.cast("Tune Up", targets=["copter"])
    b.cast("Tune Up", targets=["ring"])
    r = b.resolve()
    assert r["copter"].zone == "battlefield" and "Creature" in r["copter"].types
    assert (r["copter"].power, r["copter"].toughness) == (3, 3)
    assert r["ring"].zone == "battlefield" and "Creature" not in r["ring"].types


# ------------------------------------------------------------------------------ a triggered ability's "if" on the board (603.4)

def test_heir_of_the_wilds_ferocious_checked_as_it_resolves():
    # "Whenever this creature attacks, if you control a creature with power 4 or greater, this creature gets
    # +1/+1 until end of turn." (603.4: checked as it resolves). Heir of the Wilds is 2/2
    assert compiled("Heir of the Wilds").supported
    b = Board()
    b.enter("Heir of the Wilds", id="heir")
    b.enter("Grizzly Bears", id="bear")
    b.ability("heir", 2)
    assert pt(b, "heir") == (2, 2)                      # no creature with power 4: the ability does nothing
    b.cast("Giant Growth", targets=["bear"])           # Grizzly Bears 5/5 until end of turn
    b.ability("heir", 2)
    assert pt(b, "heir") == (3, 3)
    b.move("bear", "graveyard")
    assert pt(b, "heir") == (3, 3)                      # 611.2a: the effect lasts; the "if" was checked once


def test_ferocious_reads_the_power_other_effects_give():
    # "Whenever this creature attacks, if you control a creature with power 4 or greater, this creature gets
    # +2/+2 until end of turn": Craw Wurm (6/4) counts
    b = Board()
    b.enter("Ornery Dilophosaur", id="dino")          # 2/5: no creature with power 4 or greater
    p, t = pt(b, "dino")
    b.ability("dino", 2)
    assert pt(b, "dino") == (p, t)
    b.enter("Craw Wurm", id="wurm")
    b.ability("dino", 2)
    assert pt(b, "dino") == (p + 2, t + 2)


def test_a_power_condition_of_a_static_ability_stays_unsupported():
    c = compile_text("Test Static", "This creature gets +1/+1 as long as you control a creature with power 4 or "
                     "greater.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------------------ "... instead" (608.2c)

def test_flare_of_faith_human_gets_the_other_effect_instead():
    # "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 and gains
    # indestructible until end of turn.": a Human gets only +3/+3 and indestructible (not +5/+5); another
    # creature +2/+2. Savannah Lions is a 2/1 Cat, Elite Vanguard a 2/1 Human
    assert compiled("Flare of Faith").supported
    b = Board()
    b.enter("Elite Vanguard", id="human")
    b.enter("Savannah Lions", id="cat")
    b.cast("Flare of Faith", targets=["human"])
    b.cast("Flare of Faith", targets=["cat"])
    assert pt(b, "human") == (5, 4) and "Indestructible" in keywords(b, "human")
    assert pt(b, "cat") == (4, 3) and "Indestructible" not in keywords(b, "cat")


def test_ray_of_enfeeblement_white_creature():
    # "Target creature gets -4/-1 until end of turn. If that creature is white, it gets -4/-4 until end of
    # turn instead.": Serra Angel (4/4 white) -> 0/0; Craw Wurm (6/4 green) -> 2/3
    b = Board()
    b.enter("Serra Angel", id="angel")
    b.enter("Craw Wurm", id="wurm")
    b.cast("Ray of Enfeeblement", targets=["angel"])
    b.cast("Ray of Enfeeblement", targets=["wurm"])
    assert pt(b, "angel") == (0, 0) and pt(b, "wurm") == (2, 3)


def test_elder_cathar_two_counters_instead_on_a_human():
    # "When this creature dies, put a +1/+1 counter on target creature you control. If that creature is a
    # Human, put two +1/+1 counters on it instead.": Elite Vanguard (2/1 Human) -> 4/3; Savannah Lions -> 3/2
    assert compiled("Elder Cathar").supported
    b = Board()
    b.enter("Elder Cathar", id="cathar")
    b.enter("Elite Vanguard", id="human")
    b.enter("Savannah Lions", id="cat")
    b.ability("cathar", 1, targets=["human"])
    b.ability("cathar", 1, targets=["cat"])
    assert pt(b, "human") == (4, 3) and pt(b, "cat") == (3, 2)


def test_instead_of_something_it_cannot_negate_stays_unsupported():
    # "an artifact creature": no selector is "not both an artifact and a creature"
    c = compile_text("Test Instead", "Target creature gets +1/+1 until end of turn. If it's an artifact creature, "
                     "it gets +3/+3 until end of turn instead.", ["Instant"])
    assert not c.supported


def test_if_is_reads_a_card_wherever_it_is():
    # a perpetual change to a card in a graveyard (a resolved effect's objects in any zone): "if it's a
    # Zombie" is about the card, not about the battlefield. Gravedigger is a Zombie card; Grizzly Bears isn't
    b = Board()
    b.define("Test Grave Blessing", "Sorcery", oracle_text="Target creature card in your graveyard perpetually gets "
             "+1/+1. If it's a Zombie, it perpetually gains deathtouch.", effects={1: {"parts": [
                 {"affects": "targets", "duration": "perpetual", "modify_pt": [1, 1]},
                 {"affects": "targets", "duration": "perpetual", "if_is": {"subtypes": ["Zombie"]},
                  "add_abilities": ["Deathtouch"]}]}})
    b.enter("Gravedigger", id="zombie", zone="graveyard")
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.cast("Test Grave Blessing", targets=["zombie"])
    b.cast("Test Grave Blessing", targets=["bear"])
    assert "Deathtouch" in keywords(b, "zombie") and pt(b, "zombie") == (3, 3)
    assert "Deathtouch" not in keywords(b, "bear") and pt(b, "bear") == (3, 3)


# ------------------------------------------------------------------------------ a trailing "if it's ..." on the subject

def test_trailing_if_it_is_on_the_clause_subject():
    # "Target creature gets +2/+2 until end of turn if it's a Knight.": only a Knight (White Knight, 2/2)
    b, c = board_with_text("Test Joust", "Instant", "Target creature gets +2/+2 until end of turn if it's a Knight.")
    assert c.supported
    b.enter("White Knight", id="knight")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Joust", targets=["knight"])
    b.cast("Test Joust", targets=["bear"])
    assert pt(b, "knight") == (4, 4) and pt(b, "bear") == (2, 2)


def test_trailing_if_before_counters_and_several_targets():
    # "Put a +1/+1 counter on target creature you control if it's legendary. Then it fights target creature an
    # opponent controls.": counters on one of two targets. Since counters15 the counters are a part naming their own
    # target phrase (``target: 1``, 115.1d) with ``if_is`` (608.2c); board-tested in tests/test_counters15.py
    assert compiled("Ancient Animus").effects[1] == {"affects": "targets", "target": 1, "counters": {"+1/+1": 1},
                                                     "if_is": {"supertypes": ["Legendary"]}}
    b, c = board_with_text("Test Animus", "Instant", "Put a +1/+1 counter on target creature you control if it's "
                           "legendary.")
    assert c.supported
    b.enter("Isamaru, Hound of Konda", id="isamaru")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Animus", targets=["isamaru"])
    b.cast("Test Animus", targets=["bear"])
    assert pt(b, "isamaru") == (3, 3) and pt(b, "bear") == (2, 2)


def test_trailing_if_it_is_in_a_static_ability_is_not_compiled():
    c = compile_text("Test Aura", "Enchant creature\nEnchanted creature gets +2/+2 if it's a Knight.", ["Enchantment"])
    assert not c.supported


def board_with_text(name: str, type_line: str, text: str):
    from _compiled import board_with
    return board_with(name, type_line, text, mana_cost="{W}")


def test_nessian_hornbeetle_another_creature_with_power_4():
    # "At the beginning of combat on your turn, if you control another creature with power 4 or greater, put a
    # +1/+1 counter on this creature." (603.4, read as it resolves). Nessian Hornbeetle is 2/2
    assert compiled("Nessian Hornbeetle").supported
    b = Board()
    b.enter("Nessian Hornbeetle", id="beetle")
    b.enter("Grizzly Bears", id="bear")
    b.ability("beetle", 1)
    assert pt(b, "beetle") == (2, 2)
    b.enter("Craw Wurm", id="wurm", controller="Bo")    # an opponent's creature doesn't count
    b.ability("beetle", 1)
    assert pt(b, "beetle") == (2, 2)
    b.enter("Craw Wurm", id="mine")
    b.ability("beetle", 1)
    assert pt(b, "beetle") == (3, 3)
