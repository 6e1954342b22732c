"""Resolution-time "if" conditions (issue 12, round 9): "if you cast this spell during your main phase"
(addendum, 505.1: how the spell was cast, as the step states it), a spell's later paragraph whose own "if"
comes before an instruction on the objects of the paragraph before (608.2c: one resolution), and more.

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a
board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import ScenarioError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.card_definition import split_abilities
from _compiled import pt


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    return compiled(name).supported


# ------------------------------------------------------------------ 505.1: "if you cast this spell during your main phase"

def test_addendum_instead():
    # Might of Old Krosa: "Target creature gets +2/+2 until end of turn. If you cast this spell during your main
    # phase, that creature gets +4/+4 until end of turn instead." (608.2c: the +4/+4 in place of the +2/+2)
    c = compiled("Might of Old Krosa")
    assert c.supported
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 2],
                            "instead": {"condition": {"cast_during": "your_main_phase"}, "affects": "targets",
                                        "duration": "end_of_turn", "modify_pt": [4, 4]}}
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Might of Old Krosa", targets=["bear"], choices={"cast_during": "your_main_phase"})
    assert pt(b, "bear") == (6, 6)
    b.end_turn()
    b.cast("Might of Old Krosa", targets=["bear"], choices={"cast_during": "other"})
    assert pt(b, "bear") == (4, 4)
    assert not b.resolve().unsupported


def test_addendum_untold_is_never_assumed():
    # when the step doesn't say when it was cast, nothing of the spell is applied and the resolution says so
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Might of Old Krosa", targets=["bear"])
    assert pt(b, "bear") == (2, 2)
    assert b.resolve().unsupported


def test_cast_during_is_checked_as_a_choice():
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    with pytest.raises(ScenarioError):
        b.cast("Might of Old Krosa", targets=["bear"], choices={"cast_during": "combat"})


def test_addendum_paragraph_is_read_with_the_one_before():
    # Arrester's Zeal: "Target creature gets +2/+2 until end of turn. / Addendum — If you cast this spell during
    # your main phase, that creature gains flying until end of turn." "That creature" is the first paragraph's
    # target: one ability, one resolution (608.2c)
    abilities = split_abilities(bundled_database().facts("Arrester's Zeal")["oracle_text"], ["Instant"])
    assert len(abilities) == 1
    c = compiled("Arrester's Zeal")
    assert c.supported
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Arrester's Zeal", targets=["bear"], choices={"cast_during": "your_main_phase"})
    assert pt(b, "bear") == (4, 4) and "Flying" in keywords(b, "bear")
    b.end_turn()
    b.cast("Arrester's Zeal", targets=["bear"], choices={"cast_during": "other"})
    assert pt(b, "bear") == (4, 4) and "Flying" not in keywords(b, "bear")


def test_addendum_of_an_auras_triggered_ability():
    # Sentinel's Mark: "Addendum — When this Aura enters, if you cast it during your main phase, enchanted
    # creature gains lifelink until end of turn." (603.4: the intervening "if", as the ability step states it)
    assert supported("Sentinel's Mark")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Sentinel's Mark", targets=["bear"], id="mark")
    assert pt(b, "bear") == (3, 4) and "Vigilance" in keywords(b, "bear")
    b.ability("mark", 4, choices={"cast_during": "other"})
    assert "Lifelink" not in keywords(b, "bear")
    b.ability("mark", 4, choices={"cast_during": "your_main_phase"})
    assert "Lifelink" in keywords(b, "bear")


# ------------------------------------------------------------------ 608.2c: a later paragraph's own "if"

def test_delirium_paragraph_on_the_target():
    # Violent Urge: "Target creature gets +1/+0 and gains first strike until end of turn. / Delirium — If there are
    # four or more card types among cards in your graveyard, that creature gains double strike until end of turn."
    assert supported("Violent Urge")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Violent Urge", targets=["bear"])
    assert pt(b, "bear") == (3, 2) and "First strike" in keywords(b, "bear")
    assert "Double strike" not in keywords(b, "bear")
    for card in ("Llanowar Elves", "Lightning Bolt", "Forest", "Ornithopter"):     # four card types
        b.enter(card, zone="graveyard")
    b.end_turn()
    b.cast("Violent Urge", targets=["bear"])
    assert "Double strike" in keywords(b, "bear")


def test_fateful_hour_paragraph_on_those_creatures():
    # Break of Day: "Creatures you control get +1/+1 until end of turn. / Fateful hour — If you have 5 or less
    # life, those creatures gain indestructible until end of turn." (119: the life total, as the board is told it)
    assert supported("Break of Day")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", life=5)
    b.cast("Break of Day")
    assert pt(b, "bear") == (3, 3) and "Indestructible" in keywords(b, "bear")
    b.end_turn()
    b.state_fact("Alex", life=6)
    b.cast("Break of Day")
    assert pt(b, "bear") == (3, 3) and "Indestructible" not in keywords(b, "bear")


def test_a_paragraph_without_that_creature_stays_its_own():
    # Molten Disaster's "If this spell was kicked, it has split second." follows a keyword line: not joined
    text = bundled_database().facts("Molten Disaster")["oracle_text"]
    assert len(split_abilities(text, ["Sorcery"])) == 3


# ------------------------------------------------------------------ 603.4: "if this creature has defender"

def test_if_this_creature_has_defender():
    # Guardian of the Ages (7/7, defender): "When a creature attacks you or a planeswalker you control, if this
    # creature has defender, it loses defender and gains trample." Checked as it resolves (603.4); the effect it
    # creates lasts (611.2a)
    c = compiled("Guardian of the Ages")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"source": {"abilities": ["Defender"]}},
                            "remove_abilities": ["Defender"], "add_abilities": ["Trample"]}
    b = Board()
    b.enter("Guardian of the Ages", id="g")
    assert "Defender" in keywords(b, "g") and "Trample" not in keywords(b, "g")
    b.ability("g", 2)
    assert "Defender" not in keywords(b, "g") and "Trample" in keywords(b, "g")


def test_defender_lost_lasts():
    # the effect has no duration (611.2a): after the turn ends it still has trample, not defender
    b = Board()
    b.enter("Guardian of the Ages", id="g")
    b.ability("g", 2)
    b.end_turn()
    assert "Defender" not in keywords(b, "g") and "Trample" in keywords(b, "g")


# ------------------------------------------------------------------ formidable: "total power 8 or greater"

def test_formidable_total_power():
    # Stampeding Elk Herd (5/5): "Formidable — Whenever this creature attacks, if creatures you control have total
    # power 8 or greater, creatures you control gain trample until end of turn." 5 + 2 = 7: nothing; 5 + 2 + 2
    # = 9: each creature you control gains trample
    c = compiled("Stampeding Elk Herd")
    assert c.supported
    assert c.effects[1]["condition"] == {"value": {"of": {"total": {"of": {"types": ["Creature"], "controller": "you"},
                                                                    "characteristic": "power"}}, "min": 8}}
    b = Board()
    b.enter("Stampeding Elk Herd", id="elk")
    b.enter("Grizzly Bears", id="b1")
    b.ability("elk", 1)
    assert "Trample" not in keywords(b, "elk")
    b.enter("Grizzly Bears", id="b2")
    b.ability("elk", 1)
    assert "Trample" in keywords(b, "elk") and "Trample" in keywords(b, "b1")


def test_formidable_counts_only_creatures_you_control():
    # Sabertooth Outrider: "Formidable — Whenever this creature attacks, if creatures you control have total power
    # 8 or greater, this creature gains first strike until end of turn." Only creatures you control count
    b = Board()
    b.enter("Sabertooth Outrider", id="s")       # 4/2 trample
    b.enter("Hill Giant", id="g")                # 3/3
    b.enter("Hill Giant", id="opp", controller="Bo")
    b.ability("s", 2)
    assert "First strike" not in keywords(b, "s")       # 4 + 3 = 7 (the opponent's giant doesn't count)
    b.enter("Llanowar Elves", id="elf")          # 1/1: 4 + 3 + 1 = 8
    b.ability("s", 2)
    assert "First strike" in keywords(b, "s")


def test_total_power_is_summed_with_negative_powers():
    from layerkit.engine.loop import Effect, Engine
    from layerkit.vocabulary.model import Definition
    from layerkit.vocabulary.parse import parse_value
    b = Board()
    b.enter("Grizzly Bears", id="b1")
    b.enter("Hill Giant", id="g")
    b.cast("Grasp of Darkness", targets=["g"])      # -4/-4: the giant is -1/-1 (it dies; count before SBAs)
    value = parse_value({"total": {"of": {"types": ["Creature"], "controller": "you"}, "characteristic": "power"}})
    engine = Engine(b._state)
    probe = Effect(key="probe", label="probe", source="b1", controller="Alex", timestamp=(0,), definition=Definition(),
                   origin="resolved", choices={})
    chars = dict(b.resolve_now().run.final)
    assert chars["g"].power == -1 and b._state.objects["g"].zone == "battlefield"
    assert engine.view.value(probe, value, "b1", chars) == 2 + (-1)      # 107.1b: the negative power as it is


# ------------------------------------------------------------------ 603.4: the intervening "if" of an ability with parts

def test_intervening_if_beside_a_later_if():
    # Toolcraft Exemplar (1/1): "At the beginning of combat on your turn, if you control an artifact, this creature
    # gets +2/+1 until end of turn. If you control three or more artifacts, it also gains first strike until end of
    # turn." The first "if" is the ability's (603.4): no artifact, nothing; the second, its own instruction's
    c = compiled("Toolcraft Exemplar")
    assert c.supported
    assert c.effects[1]["condition"] == {"count": {"of": {"types": ["Artifact"], "controller": "you"}, "min": 1}}
    b = Board()
    b.enter("Toolcraft Exemplar", id="t")
    b.ability("t", 1)
    assert pt(b, "t") == (1, 1)
    b.enter("Ornithopter", id="o1")
    b.ability("t", 1)
    assert pt(b, "t") == (3, 2) and "First strike" not in keywords(b, "t")
    b.end_turn()
    b.enter("Ornithopter", id="o2")
    b.enter("Ornithopter", id="o3")
    b.ability("t", 1)
    assert pt(b, "t") == (3, 2) and "First strike" in keywords(b, "t")


def test_intervening_if_of_gain_control_and_haste():
    # Smelt-Ward Gatekeepers: "When this creature enters, if you control two or more Gates, gain control of target
    # creature an opponent controls until end of turn. Untap that creature. It gains haste until end of turn."
    assert supported("Smelt-Ward Gatekeepers")
    b = Board()
    b.enter("Smelt-Ward Gatekeepers", id="s")
    b.enter("Hill Giant", id="g", controller="Bo")
    b.enter("Azorius Guildgate", id="gate1")
    b.ability("s", 1, targets=["g"])
    r = b.resolve()["g"]
    assert r.controller == "Bo" and "Haste" not in keywords(b, "g")
    b.enter("Boros Guildgate", id="gate2")
    b.ability("s", 1, targets=["g"])
    r = b.resolve()["g"]
    assert r.controller == "Alex" and "Haste" in keywords(b, "g")
    b.end_turn()
    assert b.resolve()["g"].controller == "Bo"


def test_intervening_if_on_the_source_beside_parts():
    # Rootwise Survivor: "Survival — At the beginning of your second main phase, if this creature is tapped, put
    # three +1/+1 counters on up to one target land you control. That land becomes a 0/0 Elemental creature in
    # addition to its other types. It gains haste until your next turn." Untapped: nothing
    assert supported("Rootwise Survivor")
    b = Board()
    b.enter("Rootwise Survivor", id="r")
    b.enter("Forest", id="f")
    b.ability("r", 2, targets=["f"])
    assert "Creature" not in b.resolve()["f"].types
    b.tap("r")
    b.ability("r", 2, targets=["f"])
    f = b.resolve()["f"]
    assert "Creature" in f.types and "Land" in f.types and "Elemental" in f.subtypes
    assert (f.power, f.toughness) == (3, 3) and "Haste" in keywords(b, "f")


def test_intervening_if_fact_then_if_it_isnt_a_creature():
    # Pizza Face, Gastromancer: "Disappear — At the beginning of your end step, if a permanent left the battlefield
    # under your control this turn, put three +1/+1 counters on up to one other target artifact or creature. If it
    # isn't a creature, it becomes a 0/0 Mutant creature in addition to its other types."
    assert supported("Pizza Face, Gastromancer")
    b = Board()
    b.enter("Pizza Face, Gastromancer", id="p")
    b.enter("Sol Ring", id="ring")
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", permanents_left_this_turn=1)
    b.ability("p", 2, targets=["ring"])
    ring = b.resolve()["ring"]
    assert "Creature" in ring.types and "Mutant" in ring.subtypes and (ring.power, ring.toughness) == (3, 3)
    b.ability("p", 2, targets=["bear"])
    bear = b.resolve()["bear"]
    assert (bear.power, bear.toughness) == (5, 5) and "Mutant" not in bear.subtypes


def test_intervening_if_untold_fact_does_nothing():
    b = Board()
    b.enter("Pizza Face, Gastromancer", id="p")
    b.enter("Sol Ring", id="ring")
    b.ability("p", 2, targets=["ring"])
    assert "Creature" not in b.resolve()["ring"].types and b.resolve().unsupported


def test_a_reflexive_if_after_an_instruction_the_board_doesnt_carry_out_stays_unsupported():
    # Sigil of Myrkul: "mill a card. When you do, if there are four or more creature cards in your graveyard, ...":
    # the "if" reads the graveyard the mill changed
    assert not supported("Sigil of Myrkul")


# ------------------------------------------------------------------ 603.6a: landfall, "if you had a land enter ..."

def test_landfall_instead():
    # Groundswell: "Target creature gets +2/+2 until end of turn. / Landfall — If you had a land enter the
    # battlefield under your control this turn, that creature gets +4/+4 until end of turn instead."
    c = compiled("Groundswell")
    assert c.supported
    assert c.effects[1]["instead"]["condition"] == {"fact": {"name": "lands_entered_this_turn", "min": 1}}
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", lands_entered_this_turn=0)
    b.cast("Groundswell", targets=["bear"])
    assert pt(b, "bear") == (4, 4)
    b.end_turn()
    b.state_fact("Alex", lands_entered_this_turn=1)
    b.cast("Groundswell", targets=["bear"])
    assert pt(b, "bear") == (6, 6)


def test_landfall_fact_is_forgotten_when_a_permanent_enters():
    # a land entering may change it: the board no longer knows it, and the spell does nothing (listed)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.state_fact("Alex", lands_entered_this_turn=0)
    b.enter("Forest", id="f")
    assert b.state.fact("Alex", "lands_entered_this_turn") is None
    b.cast("Tomb Hex", targets=["bear"])
    assert pt(b, "bear") == (2, 2) and b.resolve().unsupported


def test_landfall_fact_ends_with_the_turn():
    b = Board()
    b.state_fact("Alex", lands_entered_this_turn=2)
    b.end_turn()
    assert b.state.fact("Alex", "lands_entered_this_turn") in (None, 0)


# ------------------------------------------------------------------ 115.1d: "the creature you control"

def test_the_creature_you_control_is_the_first_target():
    # Tail Swipe: "Choose target creature you control and target creature you don't control. If you cast this spell
    # during your main phase, the creature you control gets +1/+1 until end of turn. Then those creatures fight
    # each other." "The creature you control" is the first phrase's target, never the second's (115.1d)
    c = compiled("Tail Swipe")
    assert c.supported
    assert c.effects[1] == {"affects": "targets", "target": 1, "condition": {"cast_during": "your_main_phase"},
                            "duration": "end_of_turn", "modify_pt": [1, 1]}
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Tail Swipe", targets=["mine", "theirs"], choices={"cast_during": "your_main_phase"})
    assert pt(b, "mine") == (3, 3) and pt(b, "theirs") == (3, 3)


def test_the_creature_you_control_under_a_board_if():
    # Blizzard Brawl: "Choose target creature you control and target creature you don't control. If you control
    # three or more snow permanents, the creature you control gets +1/+0 and gains indestructible until end of
    # turn. Then those creatures fight each other." (608.2c: checked as it resolves)
    assert supported("Blizzard Brawl")
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    for k in range(2):
        b.enter("Snow-Covered Forest", id=f"snow{k}")
    b.cast("Blizzard Brawl", targets=["mine", "theirs"])
    assert pt(b, "mine") == (2, 2) and "Indestructible" not in keywords(b, "mine")
    b.enter("Snow-Covered Forest", id="snow2")
    b.cast("Blizzard Brawl", targets=["mine", "theirs"])
    assert pt(b, "mine") == (3, 2) and "Indestructible" in keywords(b, "mine")
    assert "Indestructible" not in keywords(b, "theirs") and pt(b, "theirs") == (3, 3)


def test_adamant_paragraph_on_the_creature_you_control():
    # Outmuscle: "Put a +1/+1 counter on target creature you control, then it fights target creature you don't
    # control. / Adamant — If at least three green mana was spent to cast this spell, the creature you control
    # gains indestructible until end of turn." (one resolution: the paragraphs are one ability)
    assert supported("Outmuscle")
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Outmuscle", targets=["mine", "theirs"], choices={"mana_spent": {"G": 3, "C": 1}})
    assert pt(b, "mine") == (3, 3) and "Indestructible" in keywords(b, "mine")
    assert "Indestructible" not in keywords(b, "theirs")
    b.cast("Outmuscle", targets=["mine", "theirs"], choices={"mana_spent": {"G": 2, "C": 2}})
    assert pt(b, "mine") == (4, 4)


def test_the_creature_you_control_needs_one_such_phrase():
    from layerkit.compiler import compile_text
    c = compile_text("X", "Target creature gets +1/+1 until end of turn. The creature you control gains flying until "
                          "end of turn.", ["Instant"])
    assert not c.supported


def test_the_creature_you_control_if_its_a_knight():
    # Joust: "... The creature you control gets +2/+1 until end of turn if it's a Knight. Then those creatures fight
    # each other." (608.2c: only if it is one as the spell resolves)
    assert supported("Joust")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Knight of the White Orchid", id="knight")      # 2/2 Human Knight
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Joust", targets=["bear", "theirs"])
    assert pt(b, "bear") == (2, 2)
    b.cast("Joust", targets=["knight", "theirs"])
    assert pt(b, "knight") == (4, 3) and pt(b, "theirs") == (3, 3)


# ------------------------------------------------------------------ a trigger's "mana spent to cast that spell"

def test_opus_instead():
    # Deluge Virtuoso (2/2): "Opus — Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until
    # end of turn. If five or more mana was spent to cast that spell, this creature gets +2/+2 until end of turn
    # instead." (601.2h: the payment the ability step states)
    assert supported("Deluge Virtuoso")
    b = Board()
    b.enter("Deluge Virtuoso", id="d")
    b.ability("d", 2, choices={"mana_spent": {"U": 1, "C": 3}})
    assert pt(b, "d") == (3, 3)
    b.ability("d", 2, choices={"mana_spent": {"U": 2, "C": 3}})
    assert pt(b, "d") == (5, 5)


def test_opus_also():
    # Expressive Firedancer (2/2): "... this creature gets +1/+1 until end of turn. If five or more mana was spent to
    # cast that spell, this creature also gains double strike until end of turn."
    assert supported("Expressive Firedancer")
    b = Board()
    b.enter("Expressive Firedancer", id="e")
    b.ability("e", 1, choices={"mana_spent": {"R": 1}})
    assert pt(b, "e") == (3, 3) and "Double strike" not in keywords(b, "e")
    b.ability("e", 1, choices={"mana_spent": {"R": 5}})
    assert pt(b, "e") == (4, 4) and "Double strike" in keywords(b, "e")


# ------------------------------------------------------------------ 118.9: "if its surge cost was paid"

def test_if_its_surge_cost_was_paid():
    # Reckless Bushwhacker: "When this creature enters, if its surge cost was paid, other creatures you control get
    # +1/+0 and gain haste until end of turn." (603.4; the cost it was cast for, the enter step's alt_cost)
    c = compiled("Reckless Bushwhacker")
    assert c.supported and c.effects[3]["condition"] == {"alt_cost": "surge"}
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Reckless Bushwhacker", id="r", alt_cost="surge")
    b.ability("r", 3)
    assert pt(b, "bear") == (3, 2) and "Haste" in keywords(b, "bear") and pt(b, "r") == (2, 1)
    b2 = Board()
    b2.enter("Grizzly Bears", id="bear")
    b2.enter("Reckless Bushwhacker", id="r")
    b2.ability("r", 3)
    assert pt(b2, "bear") == (2, 2) and "Haste" not in keywords(b2, "bear")


def test_if_its_cost_was_paid_names_the_source_only():
    from layerkit.compiler import compile_text
    c = compile_text("X", "Whenever another creature you control enters, if its dash cost was paid, it gets +1/+1 "
                          "until end of turn.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ 506.4: "if a Rat is attacking"

def test_if_a_rat_is_attacking():
    # Charging Hooligan (3/3): "Whenever this creature attacks, it gets +1/+0 until end of turn for each attacking
    # creature. If a Rat is attacking, this creature gains trample until end of turn."
    assert supported("Charging Hooligan")
    b = Board()
    b.enter("Charging Hooligan", id="h")
    b.enter("Grizzly Bears", id="bear")
    b.attack(["h", "bear"])
    b.ability("h", 1)
    assert pt(b, "h") == (5, 3) and "Trample" not in keywords(b, "h")
    b.end_turn()
    b.end_turn()
    b.enter("Muck Rats", id="rat")      # a 1/1 Rat creature
    b.attack(["h", "rat"])
    b.ability("h", 1)
    assert pt(b, "h") == (5, 3) and "Trample" in keywords(b, "h")


# ------------------------------------------------------------------ 608.2c: a paragraph's "instead" on the same subject

def test_coven_paragraph_instead():
    # Ritual of Hope: "Creatures you control get +1/+1 until end of turn. / Coven — If you control three or more
    # creatures with different powers, creatures you control get +2/+1 until end of turn instead." The powers are
    # read once, as it resolves (608.2c), not continuously
    abilities = split_abilities(bundled_database().facts("Ritual of Hope")["oracle_text"], ["Sorcery"])
    assert len(abilities) == 1
    assert supported("Ritual of Hope")
    b = Board()
    b.enter("Grizzly Bears", id="b1")       # 2
    b.enter("Grizzly Bears", id="b2")       # 2
    b.enter("Hill Giant", id="g")           # 3: two different powers
    b.cast("Ritual of Hope")
    assert pt(b, "b1") == (3, 3) and pt(b, "g") == (4, 4)
    b.end_turn()
    b.enter("Llanowar Elves", id="elf")     # 1: three different powers
    b.cast("Ritual of Hope")
    assert pt(b, "b1") == (4, 3) and pt(b, "g") == (5, 4) and pt(b, "elf") == (3, 2)


def test_addendum_counters_on_each_of_those_creatures():
    # Unbreakable Formation: "Creatures you control gain indestructible until end of turn. / Addendum — If you cast
    # this spell during your main phase, put a +1/+1 counter on each of those creatures and they gain vigilance until
    # end of turn."
    assert supported("Unbreakable Formation")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Unbreakable Formation", choices={"cast_during": "your_main_phase"})
    assert pt(b, "bear") == (3, 3) and {"Indestructible", "Vigilance"} <= keywords(b, "bear")
    assert pt(b, "theirs") == (3, 3) and "Indestructible" not in keywords(b, "theirs")
    b.end_turn()
    b.cast("Unbreakable Formation", choices={"cast_during": "other"})
    assert pt(b, "bear") == (3, 3) and "Indestructible" in keywords(b, "bear") and "Vigilance" not in keywords(b, "bear")


def test_delirium_counters_on_the_creature_you_control():
    # Beastie Beatdown: "Choose target creature you control and target creature an opponent controls. / Delirium —
    # If there are four or more card types among cards in your graveyard, put two +1/+1 counters on the creature
    # you control. Then those creatures fight each other."
    assert supported("Beastie Beatdown")
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Beastie Beatdown", targets=["mine", "theirs"])
    assert pt(b, "mine") == (2, 2)
    for card in ("Llanowar Elves", "Lightning Bolt", "Forest", "Ornithopter"):
        b.enter(card, zone="graveyard")
    b.cast("Beastie Beatdown", targets=["mine", "theirs"])
    assert pt(b, "mine") == (4, 4) and pt(b, "theirs") == (3, 3)


def test_cast_from_anywhere_other_than_your_hand():
    # 601.2a: "if you cast it from anywhere other than your hand": it was cast (not put onto the battlefield,
    # cast_from none) and not from the hand
    from layerkit.compiler import compile_text
    c = compile_text("X", "When this creature enters, if you cast it from anywhere other than your hand, it gets "
                          "+2/+0 until end of turn.", ["Creature"])
    assert c.supported
    assert c.effects[1]["condition"] == {"all": [{"not": {"cast_from": "hand"}}, {"not": {"cast_from": "none"}}]}
