"""What "that creature", "those creatures" and "it" name, round 9 (issue 12): antecedents written in another
paragraph of the same spell (608.2c), ...

Each expected value comes from the card's oracle text and the rules, never from the compiler's output: a
board is built with the real pool card and resolved, or the compiled definition is compared with the one
the rules imply. The negative cases are phrasings whose pronoun names an object the board cannot name
exactly: they must stay unsupported, never guessed.
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text
from layerkit.vocabulary.card_definition import split_abilities


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------ a paragraph naming the object of the one before

def test_paragraph_naming_the_object_before_is_read_with_it() -> None:
    # 608.2c: an instant's paragraphs are one resolution; "Ferocious — That creature ..." has no antecedent of its own
    text = ("Target creature gains double strike until end of turn.\nFerocious — That creature also gains trample "
            "until end of turn if you control a creature with power 4 or greater.")
    parts = split_abilities(text, ["Instant"])
    assert len(parts) == 1 and parts[0]["kind"] == "spell"
    # a paragraph with its own subject stays its own ability
    assert len(split_abilities("Target creature gets +1/+1 until end of turn.\nDraw a card.", ["Instant"])) == 2
    # "those creatures you control" is a new subject, not a reference
    assert len(split_abilities("Target creature gets +1/+1 until end of turn.\nThose creatures you control get +1/+1.",
                               ["Sorcery"])) == 2
    # only a spell's paragraphs: a permanent's lines are separate abilities (113.2)
    assert len(split_abilities("Flying\nThat creature gets +1/+1.", ["Creature"])) == 2


def test_temur_battle_rage_ferocious_adds_trample_to_the_same_target() -> None:
    # "Target creature gains double strike until end of turn. / Ferocious — That creature also gains trample
    # until end of turn if you control a creature with power 4 or greater."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Grizzly Bears", id="other", controller="Alex")
    b.cast("Temur Battle Rage", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert "Double strike" in _abilities(res, "bears") and "Trample" not in _abilities(res, "bears")
    assert not _abilities(res, "other") & {"Double strike", "Trample"}
    assert not res.unsupported
    b.enter("Craw Wurm", id="wurm", controller="Alex")       # 6/4: now the condition holds as it resolves
    b.cast("Temur Battle Rage", controller="Alex", targets=["other"])
    res = b.resolve()
    assert {"Double strike", "Trample"} <= _abilities(res, "other")
    assert "Trample" not in _abilities(res, "bears")          # the first spell's condition was checked then
    assert not _abilities(res, "wurm") & {"Double strike", "Trample"}
    b.end_turn()
    assert not _abilities(b.resolve(), "other") & {"Double strike", "Trample"}


def test_violent_urge_delirium_on_the_target() -> None:
    # "Target creature gets +1/+0 and gains first strike until end of turn. / Delirium — If there are four or
    # more card types among cards in your graveyard, that creature gains double strike until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    for i, card in enumerate(["Forest", "Shock", "Divination"]):         # land, instant, sorcery: three types
        b.enter(card, id=f"g{i}", zone="graveyard", controller="Alex")
    b.cast("Violent Urge", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (3, 2)
    assert "First strike" in _abilities(res, "bears") and "Double strike" not in _abilities(res, "bears")
    b.enter("Ornithopter", id="g3", zone="graveyard", controller="Alex")   # artifact creature: five types
    b.cast("Violent Urge", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (4, 2)
    assert "Double strike" in _abilities(res, "bears")
    assert not res.unsupported


def test_break_of_day_those_creatures_with_the_life_fact() -> None:
    # "Creatures you control get +1/+1 until end of turn. / Fateful hour — If you have 5 or less life, those
    # creatures gain indestructible until end of turn." — the creatures of the paragraph before; the life total
    # is a game fact the board must be told (119), never assumed
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.state_fact("Alex", life=5)
    b.cast("Break of Day", controller="Alex")
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (3, 3)
    assert "Indestructible" in _abilities(res, "bears")
    assert (res["theirs"].characteristics.power, "Indestructible" in _abilities(res, "theirs")) == (2, False)
    assert not res.unsupported
    b2 = layerkit.Board()
    b2.enter("Grizzly Bears", id="bears", controller="Alex")
    b2.state_fact("Alex", life=6)
    b2.cast("Break of Day", controller="Alex")
    res = b2.resolve()
    assert res["bears"].characteristics.power == 3 and "Indestructible" not in _abilities(res, "bears")


def test_break_of_day_life_not_told_is_reported() -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.cast("Break of Day", controller="Alex")
    res = b.resolve()
    assert "Indestructible" not in _abilities(res, "bears")
    assert res.unsupported          # the fateful hour part reads a life total the board was not told


def test_kytheons_tactics_spell_mastery() -> None:
    # "Creatures you control get +2/+1 until end of turn. / Spell mastery — If there are two or more instant
    # and/or sorcery cards in your graveyard, those creatures also gain vigilance until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Shock", id="g1", zone="graveyard", controller="Alex")
    b.cast("Kytheon's Tactics", controller="Alex")
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (4, 3)
    assert "Vigilance" not in _abilities(res, "bears")
    b.enter("Divination", id="g2", zone="graveyard", controller="Alex")
    b.cast("Kytheon's Tactics", controller="Alex")
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (6, 4)
    assert "Vigilance" in _abilities(res, "bears")
    assert not res.unsupported


def test_efflorescence_counters_then_infusion() -> None:
    # "Put two +1/+1 counters on target creature. / Infusion — If you gained life this turn, that creature also
    # gains trample and indestructible until end of turn."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.state_fact("Alex", life_gained_this_turn=2)
    b.cast("Efflorescence", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (4, 4)
    assert {"Trample", "Indestructible"} <= _abilities(res, "bears")
    assert not res.unsupported


def test_paragraph_reference_without_a_layer_effect_before_stays_reported() -> None:
    # Roar of Challenge: the first paragraph is a requirement (509.1c), which changes no permanent: since conds12 its
    # trailing "if" is read once as it resolves (608.2c; tests/test_compiler_conds12.py). A paragraph reference after
    # an instruction that does change permanents the board doesn't carry out stays reported
    c = compile_text("Roar of Challenge", "All creatures able to block target creature this turn do so.\nFerocious — "
                     "That creature gains indestructible until end of turn if you control a creature with power 4 "
                     "or greater.", ["Sorcery"])
    assert not c.unsupported
    c = compile_text("Test Roar", "Destroy all artifacts. That creature gains indestructible until end "
                     "of turn if you control a creature with power 4 or greater.", ["Sorcery"])
    assert c.unsupported


# ------------------------------------------------------------------ Roles (111.10, 303.7)

def test_young_hero_role_grants_its_trigger() -> None:
    # 111.10r: a Young Hero Role is an Aura Role with enchant creature and "Enchanted creature has 'Whenever this
    # creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.'" — the granted trigger's counter
    # is a one-shot effect of that trigger; the Role's layer effect is the granted ability (613.1f)
    b = layerkit.Board()
    b.enter("Protective Parents", id="pp", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.ability("pp", 1, targets=["bears"])
    res = b.resolve()
    assert "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it." \
        in _abilities(res, "bears")
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (2, 2)
    role = b.state.objects["pp-token"]
    assert role.attached_to == "bears" and role.controller == "Alex"
    assert set(res["pp-token"].characteristics.subtypes) == {"Aura", "Role"}
    assert res["pp-token"].characteristics.name == "Young Hero"
    assert not res.unsupported


def test_monstrous_rage_role_attached_to_the_target() -> None:
    # "Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to it." — "it" is the target
    # (111.10k: "Enchanted creature gets +1/+1 and has trample."); the Role stays after the turn ends
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Grizzly Bears", id="other", controller="Alex")
    b.cast("Monstrous Rage", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (5, 3)
    assert "Trample" in _abilities(res, "bears")
    assert (res["other"].characteristics.power, "Trample" in _abilities(res, "other")) == (2, False)
    assert not res.unsupported
    b.end_turn()
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (3, 3)
    assert "Trample" in _abilities(res, "bears")


def test_royal_treatment_role_attached_to_that_creature() -> None:
    # "Target creature you control gains hexproof until end of turn. Create a Royal Role token attached to that
    # creature." (111.10m: "Enchanted creature gets +1/+1 and has ward {1}.")
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.cast("Royal Treatment", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (3, 3)
    assert {"Hexproof", "Ward {1}"} <= _abilities(res, "bears")
    assert not res.unsupported
    b.end_turn()
    res = b.resolve()
    assert "Hexproof" not in _abilities(res, "bears") and "Ward {1}" in _abilities(res, "bears")


def test_role_attached_to_a_returned_card_stays_reported() -> None:
    # Return Triumphant: "it" is the card returned, a new object (400.7) the Role must wait for: not read here
    c = compile_text("Return Triumphant", "Return target creature card with mana value 3 or less from your graveyard to "
                     "the battlefield. Create a Young Hero Role token attached to it.", ["Sorcery"])
    assert c.unsupported
    # a Role attached to "it" after an effect on several targets: which one is not written
    c = compile_text("Test", "Up to two target creatures each get +1/+1 until end of turn. Create a Monster Role token "
                     "attached to it.", ["Sorcery"])
    assert c.unsupported


def test_young_hero_granted_trigger_puts_its_counter_while_toughness_is_3_or_less() -> None:
    # 111.10r, 603.4: the granted "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter
    # on it." resolves (the scenario's ability step on the creature): a counter while its toughness is 3 or less
    b = layerkit.Board()
    b.enter("Protective Parents", id="pp", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.ability("pp", 1, targets=["bears"])
    trigger = 1         # the bears' only ability: the one the Role grants
    assert [a.text for a in b.resolve()["bears"].abilities] == [
        "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it."]
    b.ability("bears", trigger)
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (3, 3)
    b.ability("bears", trigger)       # toughness 3: one more
    b.ability("bears", trigger)       # toughness 4: none
    res = b.resolve()
    assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (4, 4)
    assert not res.unsupported


def test_its_power_or_toughness_condition() -> None:
    # 208.1: "if its power is 4 or greater" in a trigger is checked as it resolves, on the object "it" names
    c = compile_text("Test", "Whenever this creature attacks, if its power is 4 or greater, it gains trample until end "
                     "of turn.", ["Creature"])
    assert c.effects[1]["if_is"] == {"power": {"min": 4}} and c.effects[1]["affects"] == "self"
    # never in a static ability: the power the layers are changing (613.4)
    assert compile_text("Test", "As long as its power is 4 or greater, this creature has trample.", ["Creature"]).unsupported
    assert compile_text("Test", 'Creatures you control have "This creature gets +1/+1 as long as its power is 4 or '
                        'greater."', ["Enchantment"]).unsupported


def test_other_branch_of_an_if_that_changes_counters_stays_reported() -> None:
    # Lily Bowen: "double the number of +1/+1 counters on ~ if its power is 16 or less. Otherwise, remove all but one
    # +1/+1 counter from it, ...": the other branch (608.2c) changes counters the board doesn't remove: never half read
    c = compile_text("Lily Bowen, Raging Grandma", "At the beginning of your upkeep, double the number of +1/+1 counters "
                     "on Lily Bowen if its power is 16 or less. Otherwise, remove all but one +1/+1 counter from it, then "
                     "you gain 1 life for each +1/+1 counter removed this way.", ["Creature"], legendary=True)
    assert c.unsupported and 1 not in c.effects


# ------------------------------------------------------------------ stickers (123)

def test_stickered_permanent_condition_reads_art_stickers() -> None:
    # Big Winner: "This creature has trample as long as you control a stickered permanent." 123.4: stickered = it has
    # a sticker on it now; the board holds art stickers (123.9: markers only)
    b = layerkit.Board()
    b.enter("Big Winner", id="winner", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", art_stickers=1)
    res = b.resolve()
    assert "Trample" not in _abilities(res, "winner")        # an opponent's stickered permanent doesn't count
    assert not res.unsupported
    b.enter("Grizzly Bears", id="bears", controller="Alex", art_stickers=1)
    assert "Trample" in _abilities(b.resolve(), "winner")
    b.move("bears", "graveyard")         # 123.5: kept in a public zone, but no longer a permanent you control
    assert b.state.objects["bears"].art_stickers == 1
    assert "Trample" not in _abilities(b.resolve(), "winner")
    b.move("bears", "hand")              # 123.5: lost in a hidden zone
    assert b.state.objects["bears"].art_stickers == 0


def test_stickered_source_itself_counts() -> None:
    b = layerkit.Board()
    b.enter("Scared Stiff", id="stiff", controller="Alex", art_stickers=2)
    assert "Menace" in _abilities(b.resolve(), "stiff")


def test_art_stickers_refused_in_a_hidden_zone() -> None:
    import pytest
    from layerkit.errors import ScenarioError

    b = layerkit.Board()
    with pytest.raises(ScenarioError):
        b.enter("Grizzly Bears", zone="hand", art_stickers=1)
    with pytest.raises(ScenarioError):
        b.enter("Grizzly Bears", art_stickers=-1)


def test_role_after_an_intervening_if() -> None:
    # Diminisher Witch: "When this creature enters, if it was bargained, create a Cursed Role token attached to target
    # creature an opponent controls." 603.4: checked as it resolves; 111.10j: "Enchanted creature has base power and
    # toughness 1/1"; how it was cast is as the step states it (702.166b), never assumed
    def run(choices):
        b = layerkit.Board()
        b.enter("Diminisher Witch", id="w", controller="Alex")
        b.enter("Craw Wurm", id="wurm", controller="Bo")
        b.ability("w", 2, targets=["wurm"], choices=choices)
        res = b.resolve()
        return (res["wurm"].characteristics.power, res["wurm"].characteristics.toughness), bool(res.unsupported)
    assert run({"cast_with": ["bargain"]}) == ((1, 1), False)
    assert run({"cast_with": []}) == ((6, 4), False)
    assert run(None) == ((6, 4), True)


def test_kicked_it_as_a_mode_condition() -> None:
    c = compile_text("Test", "Kicker {2}\nWhen this creature enters, if it was kicked, create a Monster Role token "
                     "attached to target creature you control.", ["Creature"])
    assert c.effects[2]["condition"] == {"alt_cost": "kicker"} and c.effects[2]["create_token"]["name"] == "Monster"


def test_become_brutes_one_role_on_each_target() -> None:
    # "One or two target creatures each gain haste until end of turn. For each of those creatures, create a Monster
    # Role token attached to it." (111.10k: "Enchanted creature gets +1/+1 and has trample.")
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="a", controller="Alex")
    b.enter("Grizzly Bears", id="b", controller="Alex")
    b.enter("Grizzly Bears", id="c", controller="Alex")
    b.cast("Become Brutes", controller="Alex", targets=["a", "b"])
    res = b.resolve()
    for oid in ("a", "b"):
        assert (res[oid].characteristics.power, res[oid].characteristics.toughness) == (3, 3)
        assert {"Haste", "Trample"} <= _abilities(res, oid)
    assert (res["c"].characteristics.power, _abilities(res, "c")) == (2, set())
    hosts = sorted(o.attached_to for o in b.state.objects.values() if o.token)
    assert hosts == ["a", "b"]
    assert not res.unsupported
    b.end_turn()
    res = b.resolve()
    assert "Haste" not in _abilities(res, "a") and "Trample" in _abilities(res, "a")
    # one target: one Role
    b2 = layerkit.Board()
    b2.enter("Grizzly Bears", id="a", controller="Alex")
    b2.cast("Become Brutes", controller="Alex", targets=["a"])
    assert sum(o.token for o in b2.state.objects.values()) == 1


# ------------------------------------------------------------------ a token copy of the target a sentence before named

def test_echo_chamber_token_copy_of_that_creature_gains_haste() -> None:
    # "{4}, {T}: An opponent chooses target creature they control. Create a token that's a copy of that creature.
    # That token gains haste until end of turn. ..." — "that creature" is the target (707.2); the token is its
    # controller's (111.2) and gains haste; the target itself doesn't
    b = layerkit.Board()
    b.enter("Echo Chamber", id="ec", controller="Alex")
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    b.ability("ec", 1, targets=["wurm"])
    res = b.resolve()
    token = res["ec-token"].characteristics
    assert (token.name, token.power, token.toughness, token.controller) == ("Craw Wurm", 6, 4, "Alex")
    assert "Haste" in _abilities(res, "ec-token") and "Haste" not in _abilities(res, "wurm")
    assert not res.unsupported
    b.end_turn()
    assert "Haste" not in _abilities(b.resolve(), "ec-token")


def test_token_copy_of_a_moved_target_stays_unread() -> None:
    # the target exiled first: its copiable values are its last known ones (707.2), which the board doesn't keep
    c = compile_text("Test", "{T}: Exile target creature. Create a token that's a copy of that creature. That token "
                     "gains haste until end of turn.", ["Artifact"])
    assert c.unsupported or not c.effects


# ------------------------------------------------------------------ "other" after the objects of a spell's first part

def test_phalanx_tactics_other_than_the_target() -> None:
    # "Target creature you control gets +2/+1 until end of turn. Each other creature you control gets +1/+1 until end
    # of turn." — an instant has no source on the battlefield: "other" is other than the target (608.2c)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="t", controller="Alex")
    b.enter("Grizzly Bears", id="o", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Phalanx Tactics", controller="Alex", targets=["t"])
    res = b.resolve()
    pt = {k: (res[k].characteristics.power, res[k].characteristics.toughness) for k in ("t", "o", "theirs")}
    assert pt == {"t": (4, 3), "o": (3, 3), "theirs": (2, 2)}
    assert not res.unsupported


def test_in_oketras_name_other_than_the_zombies() -> None:
    # "Zombies you control get +2/+1 until end of turn. Other creatures you control get +1/+1 until end of turn."
    b = layerkit.Board()
    b.enter("Walking Corpse", id="z", controller="Alex")      # a 2/2 Zombie
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.cast("In Oketra's Name", controller="Alex")
    res = b.resolve()
    assert (res["z"].characteristics.power, res["z"].characteristics.toughness) == (4, 3)
    assert (res["bear"].characteristics.power, res["bear"].characteristics.toughness) == (3, 3)
    assert not res.unsupported


def test_stolen_vitality_otherwise_is_the_if_not_holding() -> None:
    # "Target creature gets +3/+1 until end of turn. If it's your turn, that creature gains trample until end of turn.
    # Otherwise, it gains first strike until end of turn." (608.2c: the other branch of the instruction's own "if")
    def cast(turns: int) -> set[str]:
        b = layerkit.Board()
        b.enter("Grizzly Bears", id="bears", controller="Alex")
        for _ in range(turns):
            b.end_turn()
        b.cast("Stolen Vitality", controller="Alex", targets=["bears"])
        res = b.resolve()
        assert (res["bears"].characteristics.power, res["bears"].characteristics.toughness) == (5, 3)
        assert not res.unsupported
        return _abilities(res, "bears") & {"Trample", "First strike"}
    assert cast(0) == {"Trample"}           # Alex's turn
    assert cast(1) == {"First strike"}      # Bo's turn


def test_asinine_antics_a_role_on_each_creature_your_opponents_control() -> None:
    # "For each creature your opponents control, create a Cursed Role token attached to that creature." (111.10j:
    # "Enchanted creature has base power and toughness 1/1"); the Roles are the caster's (111.2)
    b = layerkit.Board()
    b.enter("Craw Wurm", id="w1", controller="Bo")
    b.enter("Grizzly Bears", id="b1", controller="Bo")
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.cast("Asinine Antics", controller="Alex")
    res = b.resolve()
    pt = {k: (res[k].characteristics.power, res[k].characteristics.toughness) for k in ("w1", "b1", "mine")}
    assert pt == {"w1": (1, 1), "b1": (1, 1), "mine": (2, 2)}
    roles = sorted((o.attached_to, o.controller) for o in b.state.objects.values() if o.token)
    assert roles == [("b1", "Alex"), ("w1", "Alex")]
    assert not res.unsupported


def test_a_role_for_each_object_named_otherwise_stays_reported() -> None:
    # "that rat" after "for each creature": not the objects the sentence counted
    c = compile_text("Test", "For each creature you control, create a Wicked Role token attached to that rat.",
                     ["Sorcery"])
    assert c.unsupported
