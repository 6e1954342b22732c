"""Conditions about the controller or the source (issue 12, round 15, branch ``ifsyou15``).

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a board
with the real pool card, or compared with the definition the rules imply (never copied from the compiler)."""
from __future__ import annotations

from layerkit.compiler import compile_card
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def pt(board: Board, oid: str) -> tuple[int | None, int | None]:
    c = board.resolve()[oid]
    return c.power, c.toughness


def has(board: Board, oid: str, keyword: str) -> bool:
    return board.resolve()[oid].has(keyword)


def unsupported_ids(board: Board) -> set[str]:
    return {oid for oid, _card, _text, _why in board.resolve().unsupported}


# ------------------------------------------- 106.4, 601.2h: "if that mana is spent on a creature spell, ..."

SPENT_ON_CREATURE = {"zones": ["stack"], "cast_by": "you", "types": ["Creature"], "mana_spent_on": True}


def test_hall_of_the_bandit_lord_compiles():
    # "{T}, Pay 3 life: Add {C}. If that mana is spent on a creature spell, it gains haste." (no duration: for good)
    c = compiled("Hall of the Bandit Lord")
    assert c.effects[2] == {"affects": SPENT_ON_CREATURE, "add_abilities": ["Haste"]}
    assert not c.unsupported


def test_carnelian_orb_a_dragon_spell_until_end_of_turn():
    c = compiled("Carnelian Orb of Dragonkind")
    assert c.effects[1] == {"affects": {**SPENT_ON_CREATURE, "subtypes": ["Dragon"]}, "duration": "end_of_turn",
                            "add_abilities": ["Haste"]}


def test_enters_with_a_counter_compiles():
    # Animal Attendant: "If that mana is spent to cast a non-Human creature spell, that creature enters with an
    # additional +1/+1 counter on it"; Guildmages' Forum: "on a multicolored creature spell"
    c = compiled("Animal Attendant")
    assert c.effects[1] == {"affects": {**SPENT_ON_CREATURE, "not_subtypes": ["Human"]},
                            "enters_with_counters": {"+1/+1": 1}}
    f = compiled("Guildmages' Forum")
    assert f.effects[2] == {"affects": {**SPENT_ON_CREATURE, "multicolored": True},
                            "enters_with_counters": {"+1/+1": 1}}


def test_the_spell_the_mana_was_spent_on_gains_haste_for_good():
    # Hall of the Bandit Lord: Grizzly Bears cast with its mana has haste on the battlefield (400.7a: an effect on
    # a permanent spell continues on the permanent it becomes), also after the turn ends (no duration)
    b = Board()
    b.enter("Hall of the Bandit Lord", id="hall")
    b.ability("hall", 2)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": ["hall"]})
    assert has(b, "bears", "Haste")
    assert "hall" not in unsupported_ids(b)
    b.end_turn()
    assert has(b, "bears", "Haste")


def test_a_spell_the_mana_was_not_spent_on_gets_nothing():
    b = Board()
    b.enter("Hall of the Bandit Lord", id="hall")
    b.ability("hall", 2)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": []})
    b.cast("Runeclaw Bear", id="runeclaw", choices={"mana_from": ["hall"]})
    assert not has(b, "bears", "Haste")
    assert has(b, "runeclaw", "Haste")


def test_one_mana_is_spent_on_one_spell():
    # the one mana of one activation: a second spell naming the source again gets nothing from that activation
    b = Board()
    b.enter("Hall of the Bandit Lord", id="hall")
    b.ability("hall", 2)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": ["hall"]})
    b.cast("Runeclaw Bear", id="runeclaw", choices={"mana_from": ["hall"]})
    assert has(b, "bears", "Haste") and not has(b, "runeclaw", "Haste")


def test_untold_is_listed_never_assumed():
    b = Board()
    b.enter("Hall of the Bandit Lord", id="hall")
    b.ability("hall", 2)
    b.cast("Grizzly Bears", id="bears")
    assert not has(b, "bears", "Haste")
    assert "hall" in unsupported_ids(b)


def test_carnelian_orb_only_a_dragon_and_only_this_turn():
    # Shivan Dragon (a Dragon) gains haste until end of turn; Grizzly Bears (a Bear) is no Dragon creature spell
    b = Board()
    b.enter("Carnelian Orb of Dragonkind", id="orb")
    b.ability("orb", 1)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": ["orb"]})
    assert not has(b, "bears", "Haste")
    b.cast("Shivan Dragon", id="dragon", choices={"mana_from": ["orb"]})
    assert has(b, "dragon", "Haste")
    b.end_turn()
    assert not has(b, "dragon", "Haste")


def test_animal_attendant_the_creature_enters_with_a_counter():
    # Grizzly Bears (a Bear, not a Human) 2/2 cast with its mana enters with a +1/+1 counter: 3/3 (613.4c)
    b = Board()
    b.enter("Animal Attendant", id="att")
    b.ability("att", 1)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": ["att"]})
    assert pt(b, "bears") == (3, 3)


def test_animal_attendant_not_a_human():
    # Elite Vanguard is a Human Soldier 2/1: no counter
    b = Board()
    b.enter("Animal Attendant", id="att")
    b.ability("att", 1)
    b.cast("Elite Vanguard", id="ev", choices={"mana_from": ["att"]})
    assert pt(b, "ev") == (2, 1)


def test_guildmages_forum_multicolored_only():
    # Watchwolf (G/W 3/3) is multicolored: 4/4; Grizzly Bears (mono-green) gets nothing
    b = Board()
    b.enter("Guildmages' Forum", id="forum")
    b.ability("forum", 2)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": ["forum"]})
    b.ability("forum", 2)
    b.cast("Watchwolf", id="wolf", choices={"mana_from": ["forum"]})
    assert pt(b, "bears") == (2, 2)
    assert pt(b, "wolf") == (4, 4)


def test_two_mana_or_riot_stay_unsupported():
    # Generator Servant adds {C}{C} (two mana may be spent on two spells); Domri's "it gains riot" works as the
    # permanent enters (702.136a), which the board doesn't apply
    assert compiled("Generator Servant").unsupported
    assert compiled("Domri, Chaos Bringer").unsupported


# ------------------------------------------------------- Alchemy teams: "if you're on the Mirran team, ..."

def test_team_conditions_compile_as_static_conditions():
    # 611.3a: a static ability's "if" on a game fact: the effect exists while it holds
    c = compiled("Furnace Oriflamme")
    mine = {"controller": "you", "types": ["Creature"]}
    assert c.effects[2] == {"affects": mine, "condition": {"fact": {"name": "mirran_team"}}, "add_abilities": ["Haste"]}
    assert c.effects[3] == {"affects": mine, "condition": {"fact": {"name": "phyrexian_team"}},
                            "add_abilities": ["Trample"]}
    assert not c.unsupported


def test_furnace_oriflamme_on_a_board():
    # Grizzly Bears 2/2 under Furnace Oriflamme: 3/2; haste only on the Mirran team, trample only on the Phyrexian
    b = Board()
    b.enter("Furnace Oriflamme", id="fo")
    b.enter("Grizzly Bears", id="bears")
    b.state_fact(b.state.objects["fo"].controller, mirran_team=True, phyrexian_team=False)
    assert pt(b, "bears") == (3, 2)
    assert has(b, "bears", "Haste") and not has(b, "bears", "Trample")


def test_team_untold_is_listed_never_assumed():
    b = Board()
    b.enter("Unclaimed Cat", id="cat")
    assert not has(b, "cat", "Lifelink") and not has(b, "cat", "Toxic 1")
    assert "cat" in unsupported_ids(b)


def test_unclaimed_blessing_phyrexian_team():
    # "put a -1/-1 counter on that creature and it gains deathtouch until end of turn": Grizzly Bears 1/1
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.state_fact(b.state.objects["bears"].controller, mirran_team=False, phyrexian_team=True)
    b.cast("Unclaimed Blessing", targets=["bears"])
    assert pt(b, "bears") == (1, 1)
    assert has(b, "bears", "Deathtouch") and not has(b, "bears", "Lifelink")


def test_battle_axe_for_mirrodin_is_a_layer_effect():
    # "... costs {2} more to cast and has For Mirrodin!": granting For Mirrodin! is a layer 6 effect, not a
    # cost alone; it stays listed (not read here) rather than dropped as no layer effect
    c = compiled("Unclaimed Battle Axe")
    assert any("for mirrodin" in u.clause for u in c.unsupported)


# ------------------------------- 122.1, 603.10a: "whenever ... creature dies, if it had a +1/+1 counter on it"

def died_with(counters: dict[str, int]) -> dict:
    return {"stated": {"died": {"counters": counters}}}


def test_grakmaw_compiles():
    c = compiled("Grakmaw, Skyclave Ravager")
    assert c.effects[2] == {"affects": "self", "condition": {"stated": {"object": "died", "is": {"counters": "+1/+1"}}},
                            "counters": {"+1/+1": 1}}
    assert not c.unsupported


def test_grakmaw_on_a_board():
    # Grakmaw 0/0 enters with three +1/+1 counters (3/3); a creature that died with a +1/+1 counter: one more (4/4)
    b = Board()
    b.enter("Grakmaw, Skyclave Ravager", id="g")
    assert pt(b, "g") == (3, 3)
    b.ability("g", 2, choices=died_with({"+1/+1": 2}))
    assert pt(b, "g") == (4, 4)
    b.ability("g", 2, choices=died_with({}))                # it had no counters: the ability does nothing
    b.ability("g", 2, choices=died_with({"-1/-1": 1}))      # a counter of another kind: nothing either
    assert pt(b, "g") == (4, 4)


def test_grakmaw_untold_is_listed_never_assumed():
    b = Board()
    b.enter("Grakmaw, Skyclave Ravager", id="g")
    b.ability("g", 2)
    assert pt(b, "g") == (3, 3)
    assert "g" in unsupported_ids(b)


def test_slurrk_each_creature_you_control_with_a_counter():
    # Slurrk 0/0 with five +1/+1 counters (5/5), Grizzly Bears 2/2 without counters: only Slurrk gets one (6/6)
    b = Board()
    b.enter("Slurrk, All-Ingesting", id="s")
    b.enter("Grizzly Bears", id="bears")
    b.ability("s", 2, choices=died_with({"+1/+1": 1}))
    assert pt(b, "s") == (6, 6)
    assert pt(b, "bears") == (2, 2)


def test_blowfly_infestation_a_minus_counter_on_the_target():
    b = Board()
    b.enter("Blowfly Infestation", id="fly")
    b.enter("Grizzly Bears", id="bears")
    b.ability("fly", 1, targets=["bears"], choices=died_with({"-1/-1": 1}))
    assert pt(b, "bears") == (1, 1)
    b.ability("fly", 1, targets=["bears"], choices=died_with({"+1/+1": 1}))
    assert pt(b, "bears") == (1, 1)


def test_that_has_a_counter_on_it_selector():
    # "each creature you control that has a +1/+1 counter on it" reads as "with a +1/+1 counter on it" (122.1)
    from layerkit.compiler.grammar import parse
    from layerkit.compiler.lower import sentence
    a = sentence(parse("put a +1/+1 counter on each creature you control that has a +1/+1 counter on it"))
    b = sentence(parse("put a +1/+1 counter on each creature you control with a +1/+1 counter on it"))
    assert a == b


# ------------------------------------------- 608.2c, 122.1: "if it has a counter on it, it also gains ..."

def test_revelation_of_power_compiles():
    c = compiled("Revelation of Power")
    assert c.effects[1] == {"parts": [
        {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 2]},
        {"affects": "targets", "duration": "end_of_turn", "if_is": {"counters": "any"},
         "add_abilities": ["Flying", "Lifelink"]}]}


def test_revelation_of_power_on_a_board():
    # a creature with a counter of any kind (here a stun counter, 122.1) gains flying and lifelink; one without
    # only gets +2/+2
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Runeclaw Bear", id="rune")
    b.counters("rune", add={"stun": 1})
    b.cast("Revelation of Power", targets=["bears"])
    b.cast("Revelation of Power", targets=["rune"])
    assert pt(b, "bears") == (4, 4) and not has(b, "bears", "Flying")
    assert pt(b, "rune") == (4, 4) and has(b, "rune", "Flying") and has(b, "rune", "Lifelink")


# ----------------------------- 110.2, 400.7: "... return it under its owner's control. If it entered under your control"

def test_hallowed_respite_your_creature_gets_a_counter():
    # your Grizzly Bears 2/2 returns under your control (its owner): a +1/+1 counter, 3/3
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Hallowed Respite", targets=["bears"])
    assert pt(b, "bears") == (3, 3)


def test_hallowed_respite_an_opponents_creature_gets_none():
    # an opponent's creature returns under its owner's control, not yours: no counter (it is tapped instead)
    b = Board()
    you, other = b.state.players[0], b.state.players[1]
    b.enter("Grizzly Bears", id="bears", controller=other)
    b.cast("Hallowed Respite", targets=["bears"], controller=you)
    assert b.state.objects["bears"].controller == other
    assert pt(b, "bears") == (2, 2)


def test_entered_under_your_control_read_only_after_the_return():
    assert compiled("Phelia, Exuberant Shepherd").unsupported


# ---------------------------------- 701.10b: "if you have the initiative, double the toughness of each creature ..."

def test_rasaad_doubles_toughness_with_the_initiative():
    # 701.10b: doubling toughness gives +0/+X, X its toughness as the ability resolves: Grizzly Bears 2/2 -> 2/4
    b = Board()
    b.enter("Rasaad yn Bashir", id="r")
    b.enter("Grizzly Bears", id="bears")
    b.state_fact(b.state.objects["r"].controller, initiative=True)
    b.ability("r", 2)
    assert pt(b, "bears") == (2, 4)
    b.end_turn()
    assert pt(b, "bears") == (2, 2)


def test_rasaad_without_the_initiative_does_nothing():
    b = Board()
    b.enter("Rasaad yn Bashir", id="r")
    b.enter("Grizzly Bears", id="bears")
    b.state_fact(b.state.objects["r"].controller, initiative=False)
    b.ability("r", 2)
    assert pt(b, "bears") == (2, 2)


# ------------------- 601.2a, 603.4: "if you haven't cast a spell from your hand this turn and ~ ..." (a stated fact)

def test_inventive_wingsmith_compiles():
    c = compiled("Inventive Wingsmith")
    assert c.effects[1] == {"affects": "self", "condition": {"all": [
        {"fact": {"name": "spells_cast_from_hand_this_turn", "max": 0}},
        {"counters": {"kind": "flying", "max": 0}}]}, "counters": {"flying": 1}}


def test_inventive_wingsmith_on_a_board():
    b = Board()
    b.enter("Inventive Wingsmith", id="w")
    me = b.state.objects["w"].controller
    b.state_fact(me, spells_cast_from_hand_this_turn=0)
    b.ability("w", 1)
    assert has(b, "w", "Flying")                        # 122.1b: a flying counter gives flying
    b.ability("w", 1)                                   # it has a flying counter now: nothing more
    assert sum(c.count for c in b.state.objects["w"].counters if c.kind == "flying") == 1


def test_inventive_wingsmith_after_casting_from_hand():
    b = Board()
    b.enter("Inventive Wingsmith", id="w")
    b.state_fact(b.state.objects["w"].controller, spells_cast_from_hand_this_turn=1)
    b.ability("w", 1)
    assert not has(b, "w", "Flying")


def test_inventive_wingsmith_untold_is_listed():
    b = Board()
    b.enter("Inventive Wingsmith", id="w")
    b.ability("w", 1)
    assert not has(b, "w", "Flying")
    assert "w" in unsupported_ids(b)


def test_emergent_haunting_becomes_a_spirit():
    # "it becomes a 3/3 Spirit creature with flying in addition to its other types" (no duration: for good)
    b = Board()
    b.enter("Emergent Haunting", id="eh")
    b.state_fact(b.state.objects["eh"].controller, spells_cast_from_hand_this_turn=0)
    b.ability("eh", 1)
    c = b.resolve()["eh"]
    assert {"Enchantment", "Creature"} <= set(c.types) and "Spirit" in c.subtypes
    assert (c.power, c.toughness) == (3, 3) and c.has("Flying")
    b.end_turn()
    assert pt(b, "eh") == (3, 3)


def test_a_cast_step_forgets_the_fact():
    b = Board()
    b.enter("Inventive Wingsmith", id="w")
    me = b.state.objects["w"].controller
    b.state_fact(me, spells_cast_from_hand_this_turn=0)
    b.cast("Grizzly Bears", id="bears")
    assert b.state.fact(me, "spells_cast_from_hand_this_turn") is None


def test_mana_unspent_by_the_end_of_the_turn_is_gone():
    # 500.4: the mana empties; a creature spell cast next turn is not one that mana was spent on (nothing listed)
    b = Board()
    b.enter("Hall of the Bandit Lord", id="hall")
    b.ability("hall", 2)
    b.end_turn()
    b.cast("Grizzly Bears", id="bears")
    assert not has(b, "bears", "Haste")
    assert "hall" not in unsupported_ids(b)


def test_unclaimed_blessing_counter_stays_lifelink_ends():
    # Mirran team: a +1/+1 counter (for good) and lifelink until end of turn: Grizzly Bears 3/3, then 3/3 without it
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.state_fact(b.state.objects["bears"].controller, mirran_team=True, phyrexian_team=False)
    b.cast("Unclaimed Blessing", targets=["bears"])
    assert pt(b, "bears") == (3, 3) and has(b, "bears", "Lifelink")
    b.end_turn()
    assert pt(b, "bears") == (3, 3) and not has(b, "bears", "Lifelink")


def test_a_carnelian_orb_any_color():
    # the Alchemy rebalanced card adds one mana of any color: still one mana, one spell
    c = compiled("A-Carnelian Orb of Dragonkind")
    assert c.effects[1]["affects"] == {**SPENT_ON_CREATURE, "subtypes": ["Dragon"]}
    assert c.effects[1]["duration"] == "end_of_turn"


# ------------------------ 608.2h: "Exile target creature ... If that creature had power 2 or less, ..." (stated)

def test_driftgloom_coyote_compiles():
    c = compiled("Driftgloom Coyote")
    assert c.effects[1] == {"affects": "self", "condition": {"stated": {"object": "exiled", "is": {"power": {"max": 2}}}},
                            "counters": {"+1/+1": 1}}


def test_driftgloom_coyote_on_a_board():
    # the exiled creature's power as it last existed is stated: 2 gives a counter, 3 none, untold is listed
    for power, bonus in ((2, 1), (3, 0)):
        b = Board()
        b.enter("Driftgloom Coyote", id="dc")
        base = pt(b, "dc")
        b.ability("dc", 1, choices={"stated": {"exiled": {"power": power}}})
        assert pt(b, "dc") == (base[0] + bonus, base[1] + bonus)
    b = Board()
    b.enter("Driftgloom Coyote", id="dc")
    base = pt(b, "dc")
    b.ability("dc", 1)
    assert pt(b, "dc") == base and "dc" in unsupported_ids(b)


def test_mana_spell_on_the_stack_then_resolving():
    # a spell entered on the stack (cast, 601.2a) naming the source, then resolving (608.3): one object, haste stays
    b = Board()
    b.enter("Hall of the Bandit Lord", id="hall")
    b.ability("hall", 2)
    b.enter("Grizzly Bears", id="bears", zone="stack", choices={"mana_from": ["hall"]})
    assert has(b, "bears", "Haste")
    b.move("bears", "battlefield")
    assert has(b, "bears", "Haste")


def test_two_activations_two_spells():
    # two mana from two activations: each spell naming the source once gets one activation's effect
    b = Board()
    b.enter("Animal Attendant", id="att")
    b.ability("att", 1)
    b.ability("att", 1)
    b.cast("Grizzly Bears", id="bears", choices={"mana_from": ["att"]})
    b.cast("Runeclaw Bear", id="rune", choices={"mana_from": ["att"]})
    assert pt(b, "bears") == (3, 3) and pt(b, "rune") == (3, 3)
