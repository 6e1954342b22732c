"""Several objects in one ability (issue 12, round 3): the parts of one resolving effect (608.2c),
each on its own objects, and the targets of each "target" phrase (115.1d).

Each expected value comes from the card's oracle text and the rules, never from the compiler's
output: a board is built with the real pool card and resolved. The negative cases are phrasings
that must stay unsupported ("other" after a group, two phrases whose targets can't be told apart).
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.carddb import bundled_database
from layerkit.game.legality import phrase_targets, target_counts
from layerkit.compiler import compile_card
from layerkit.vocabulary.parse import parse_definition


def pt(b: Board, oid: str) -> tuple[int, int]:
    r = b.resolve()[oid]
    return r.power, r.toughness


def abilities(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve()[oid].abilities]


def reasons(name: str) -> list[str]:
    return [u.reason for u in compile_card(bundled_database().facts(name)).unsupported]


# ------------------------------------------------------------------ each target its own effect (115.1d)

def test_leeching_bite_gives_each_target_its_own_effect() -> None:
    # Leeching Bite: "Target creature gets +1/+1 until end of turn. Another target creature gets -1/-1
    # until end of turn." The first target named gets +1/+1, the second -1/-1 (115.1d: in text order)
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Leeching Bite", targets=["mine", "theirs"])
    assert pt(b, "mine") == (3, 3) and pt(b, "theirs") == (2, 2)
    assert not b.resolve().unsupported
    b.end_turn()
    assert pt(b, "mine") == (2, 2) and pt(b, "theirs") == (3, 3)


def test_the_order_of_the_targets_is_the_order_of_the_phrases() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Leeching Bite", targets=["theirs", "mine"])
    assert pt(b, "theirs") == (4, 4) and pt(b, "mine") == (1, 1)


def test_up_to_one_other_target_may_be_left_out() -> None:
    # Mabel's Mettle: "Target creature gets +2/+2 until end of turn. Up to one other target creature
    # gets +1/+1 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Mabel's Mettle", targets=["a"])
    assert pt(b, "a") == (4, 4) and pt(b, "b") == (2, 2)
    b.cast("Mabel's Mettle", targets=["a", "b"])
    assert pt(b, "a") == (6, 6) and pt(b, "b") == (3, 3)


@pytest.mark.parametrize("card", ["Swift Kick", "Savage Smash", "Epic Confrontation"])
def test_the_fighter_alone_gets_the_bonus(card: str) -> None:
    # "Target creature you control gets +N/+N until end of turn. It fights target creature you don't
    # control.": "it" is the first target; the one it fights gets nothing (fighting is damage, no layer)
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast(card, targets=["mine", "theirs"])
    assert pt(b, "theirs") == (3, 3)
    assert pt(b, "mine") != (2, 2) and not b.resolve().unsupported
    bonus = {"Swift Kick": (3, 2), "Savage Smash": (4, 4), "Epic Confrontation": (3, 4)}[card]
    assert pt(b, "mine") == bonus


def test_counters_on_the_first_target_only() -> None:
    # Kapow!: "Put a +1/+1 counter on target creature you control. It fights target creature an opponent controls."
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Kapow!", targets=["mine", "theirs"])
    assert pt(b, "mine") == (3, 3) and pt(b, "theirs") == (3, 3)


def test_two_target_phrases_as_one_subject() -> None:
    # Fated Clash: "Target creature you control and target creature an opponent controls each gain
    # indestructible until end of turn. Then destroy all creatures." (destroying is no layer effect)
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.enter("Hill Giant", id="other", controller="Bo")
    b.cast("Fated Clash", targets=["mine", "theirs"])
    assert "Indestructible" in abilities(b, "mine") and "Indestructible" in abilities(b, "theirs")
    assert "Indestructible" not in abilities(b, "other")


@pytest.mark.parametrize("card, bonus, keyword", [
    ("Aerial Formation", (1, 1), "Flying"),            # any number of target creatures each get ... and gain ...
    ("Appeal to Eirdu", (2, 1), None),                  # one or two target creatures each get +2/+1
])
def test_a_number_of_targets_that_varies(card: str, bonus: tuple[int, int], keyword: str | None) -> None:
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.enter("Grizzly Bears", id="c")
    b.cast(card, targets=["a", "b"])
    for oid in ("a", "b"):
        assert pt(b, oid) == (2 + bonus[0], 2 + bonus[1])
        assert keyword is None or keyword in abilities(b, oid)
    assert pt(b, "c") == (2, 2) and not b.resolve().unsupported


def test_the_second_effect_on_the_same_target_is_its_own_part() -> None:
    # Desert's Due: "Target creature gets -2/-2 until end of turn. It gets an additional -1/-1 until end
    # of turn for each Desert you control." Two Deserts: -4/-4 on a 6/4
    b = Board()
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    b.enter("Desert", id="d1")
    b.enter("Desert", id="d2")
    b.cast("Desert's Due", targets=["wurm"])
    assert pt(b, "wurm") == (2, 0) and not b.resolve().unsupported


# ------------------------------------------------------------------ effects on different groups (608.2c)

def test_a_group_and_a_smaller_group() -> None:
    # Rush of Battle: "Creatures you control get +2/+1 until end of turn. Warrior creatures you control
    # gain lifelink until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Goblin Piker", id="warrior")              # Goblin Warrior, 2/1
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Rush of Battle")
    assert pt(b, "bear") == (4, 3) and "Lifelink" not in abilities(b, "bear")
    assert pt(b, "warrior") == (4, 2) and "Lifelink" in abilities(b, "warrior")
    assert pt(b, "theirs") == (2, 2) and not b.resolve().unsupported


def test_the_source_and_the_target() -> None:
    # Consumptive Goo: "{2}{B}{B}: Target creature gets -1/-1 until end of turn. Put a +1/+1 counter on
    # this creature."
    b = Board()
    b.enter("Consumptive Goo", id="goo")
    b.enter("Hill Giant", id="giant", controller="Bo")
    b.ability("goo", 1, targets=["giant"])
    assert pt(b, "giant") == (2, 2) and pt(b, "goo") == (2, 2)      # the Goo is 1/1
    b.end_turn()
    assert pt(b, "giant") == (3, 3) and pt(b, "goo") == (2, 2)


def test_a_later_part_sees_what_an_earlier_one_did() -> None:
    # Push the Limit: "Vehicles you control become artifact creatures until end of turn. Creatures you
    # control gain haste until end of turn." 608.2c: followed in order, so the Vehicles are creatures
    # when the second instruction is followed, and gain haste
    b = Board()
    b.enter("Smuggler's Copter", id="copter")
    b.enter("Grizzly Bears", id="bear")
    b.cast("Push the Limit")
    assert "Creature" in b.resolve()["copter"].types
    assert "Haste" in abilities(b, "copter") and "Haste" in abilities(b, "bear")


@pytest.mark.parametrize("text", [
    # a permanent's trigger: other than the target, or than its source?
    "When this creature enters, target creature gets +1/+1 until end of turn. Other creatures you control get +1/+0 "
    "until end of turn.",
    # a part before that changes what the objects are (608.2c: the later part sees it)
    "Zombies you control become black until end of turn. Other creatures you control get +1/+1 until end of turn.",
])
def test_other_after_an_effect_on_other_objects_stays_unsupported(text: str) -> None:
    # (an instant's "other" after its targets or one group is read: In Oketra's Name, Phalanx Tactics,
    # tests/test_compiler_refs9.py)
    c = compile_text("Test", text, ["Creature"] if text.startswith("When") else ["Instant"])
    assert not c.supported


def test_two_phrases_each_taking_a_varying_number_need_the_steps_phrases() -> None:
    # Winterthorn Blessing: "Put a +1/+1 counter on up to one target creature you control. Tap up to one
    # target creature you don't control, ...": one target can't be told to answer one phrase or the other from
    # the targets alone; the step says how many each phrase took (choices.phrases, 601.2c, round 14), and
    # without it the board refuses the step, never guesses
    assert reasons("Winterthorn Blessing") == []
    b = Board()
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError, match="phrases"):
        b.cast("Winterthorn Blessing", targets=["mine"])


def test_a_phrase_that_may_name_a_player_takes_no_object_or_one() -> None:
    # Bond of Passion: "Gain control of target creature until end of turn. Untap that creature. It gains
    # haste until end of turn. Bond of Passion deals 2 damage to any other target." The second target may
    # be a player (no object of the step) or a creature (the step's second target): only the first is stolen
    for targets in (["theirs"], ["theirs", "other"]):
        b = Board()
        b.enter("Hill Giant", id="theirs", controller="Bo")
        b.enter("Grizzly Bears", id="other", controller="Bo")
        b.cast("Bond of Passion", targets=targets)
        r = b.resolve()
        assert r["theirs"].controller == "Alex" and "Haste" in abilities(b, "theirs")
        assert r["other"].controller == "Bo" and "Haste" not in abilities(b, "other")
    # with another phrase taking a varying number, which targets answer which is told by the step's
    # choices.phrases (round 14): compiled, and the board refuses the step without it
    assert compile_text("Test Spell", "Up to one target creature gets +2/+2 until end of turn. Test Spell deals "
                        "2 damage to any other target.", ["Instant"]).supported


# ------------------------------------------------------------------ the vocabulary and the board

def test_parts_and_target_are_validated() -> None:
    d = parse_definition({"parts": [{"affects": "targets", "target": 1, "modify_pt": [1, 1]},
                                    {"affects": "self", "counters": {"+1/+1": 1}}]}, "t")
    assert len(d.parts) == 2 and d.parts[0].target == (1,)
    for bad in ({"parts": [{"affects": "self", "modify_pt": [1, 1]}]},                          # one part
                {"parts": [{"affects": "self", "zones": ["hand"]}, {"affects": "self"}]},         # not an effect's key
                {"affects": "self", "parts": [{"affects": "self"}, {"affects": "self"}]},         # beside the parts
                {"affects": "self", "target": 1, "modify_pt": [1, 1]},                           # target without targets
                {"affects": "targets", "target": 0, "modify_pt": [1, 1]}):
        with pytest.raises(CardDataError):
            parse_definition(bad, "t")


def test_target_counts_of_up_to_one_other_target() -> None:
    # 115.1d: "up to one other target creature" takes zero or one target
    assert target_counts("Target creature gets +2/+2. Up to one other target creature gets +1/+1.") == [(1, 1), (0, 1)]


def test_phrase_targets_refuses_what_it_cannot_split() -> None:
    with pytest.raises(ScenarioError):
        phrase_targets("x", "Up to one target creature gets +1/+1. Up to one target creature gets -1/-1.", ("a",))
    with pytest.raises(ScenarioError):
        phrase_targets("x", "Target creature gets +1/+1. Another target creature gets -1/-1.", ("a",))


def test_a_target_left_out_is_refused() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    with pytest.raises(ScenarioError):
        b.cast("Leeching Bite", targets=["mine"])


# ------------------------------------------------------------------ pronouns and names of the card itself

def test_he_names_the_card_itself() -> None:
    # Bosco, Just a Bear: "{2}{G}, Sacrifice a Food: Put two +1/+1 counters on Bosco. He gains trample
    # until end of turn."
    b = Board()
    b.enter("Bosco, Just a Bear", id="bosco")
    base = pt(b, "bosco")
    b.ability("bosco", 2)
    assert pt(b, "bosco") == (base[0] + 2, base[1] + 2) and "Trample" in abilities(b, "bosco")
    b.end_turn()
    assert "Trample" not in abilities(b, "bosco") and pt(b, "bosco") == (base[0] + 2, base[1] + 2)


def test_a_legendary_card_named_by_its_shortened_name() -> None:
    # Purraj of Urborg: "Purraj has first strike as long as it's attacking." (201.5c)
    b = Board()
    b.enter("Purraj of Urborg", id="p")
    assert "First strike" not in abilities(b, "p")
    b.attack("p")
    assert "First strike" in abilities(b, "p") and not b.resolve().unsupported


def test_a_shortened_name_that_is_a_subtype_names_the_subtype() -> None:
    c = compile_text("Elf of the Woods", "Other Elf creatures you control get +1/+1.", ["Creature"], legendary=True)
    assert c.effects[1]["affects"] == {"controller": "you", "types": ["Creature"], "subtypes": ["Elf"], "other": True}
    c = compile_text("Purraj of Urborg", "Purraj gets +1/+1.", ["Creature"])       # not legendary: not its name
    assert not c.effects.get(1, {}).get("affects") == "self"


def test_exert_reflexive_trigger() -> None:
    # Hooded Brawler (3/2): "You may exert this creature as it attacks. When you do, it gets +2/+2 until
    # end of turn." A reflexive triggered ability (603.12): nothing until it resolves
    b = Board()
    b.enter("Hooded Brawler", id="h")
    assert pt(b, "h") == (3, 2)
    b.ability("h", 1)
    assert pt(b, "h") == (5, 4) and not b.resolve().unsupported
    b.end_turn()
    assert pt(b, "h") == (3, 2)


def test_the_chosen_creature_of_an_activated_ability() -> None:
    # Dauntless Bodyguard: "As this creature enters, choose another creature you control. / Sacrifice this
    # creature: The chosen creature gains indestructible until end of turn." (607.2a: linked abilities)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="giant")
    b.enter("Dauntless Bodyguard", id="guard", choices={"object": "bear"})
    b.ability("guard", 2)
    assert "Indestructible" in abilities(b, "bear") and "Indestructible" not in abilities(b, "giant")


def test_the_chosen_creature_of_a_static_ability() -> None:
    # Tyrannical Pitlord: "The chosen creature gets +3/+3 and has flying."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Tyrannical Pitlord", id="lord", choices={"object": "bear"})
    assert pt(b, "bear") == (5, 5) and "Flying" in abilities(b, "bear")


# ------------------------------------------------------------------ "~ and ...", attack triggers

def test_this_creature_and_up_to_one_other_target() -> None:
    # Razorgrass Invoker: "{8}: This creature and up to one other target creature each get +3/+3 until end of turn."
    b = Board()
    b.enter("Razorgrass Invoker", id="inv")
    base = pt(b, "inv")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="other")
    b.ability("inv", 2, targets=["bear"])
    assert pt(b, "inv") == (base[0] + 3, base[1] + 3) and pt(b, "bear") == (5, 5) and pt(b, "other") == (2, 2)
    b.ability("inv", 2)                                  # "up to one": none
    assert pt(b, "inv") == (base[0] + 6, base[1] + 6) and pt(b, "bear") == (5, 5)


def test_the_source_and_a_group_static() -> None:
    # Henry Wu, InGen Geneticist: "Henry Wu and other Human creatures you control have exploit."
    b = Board()
    b.enter("Henry Wu, InGen Geneticist", id="wu")
    b.enter("Raging Goblin", id="goblin")                # not a Human
    b.enter("Benalish Knight", id="human")               # Human Knight
    b.enter("Benalish Knight", id="theirs", controller="Bo")
    assert "Exploit" in abilities(b, "wu") and "Exploit" in abilities(b, "human")
    assert "Exploit" not in abilities(b, "goblin") and "Exploit" not in abilities(b, "theirs")


def test_look_alike_objects_told_apart_by_a_reference() -> None:
    # two Grizzly Bears look the same; only the target is "up to one other target creature"
    b = Board()
    b.enter("Razorgrass Invoker", id="inv")
    b.enter("Razorgrass Invoker", id="twin")             # looks like the source
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="other")
    b.ability("inv", 2, targets=["bear"])
    assert (pt(b, "inv"), pt(b, "twin"), pt(b, "bear"), pt(b, "other")) == ((7, 6), (4, 3), (5, 5), (2, 2))


def test_those_attacking_creatures_are_the_abilitys_objects() -> None:
    # Lulu, Wild Hollyphant: "Whenever you attack with one or more other creatures with flying, those
    # creatures get +2/+2 until end of turn." The attackers that triggered it (the step's targets)
    b = Board()
    b.enter("Lulu, Wild Hollyphant", id="lulu")
    b.enter("Wind Drake", id="drake")                    # 2/2 flying
    b.enter("Grizzly Bears", id="bear")
    b.attack(["lulu", "drake", "bear"])
    b.ability("lulu", 2, targets=["drake"])
    assert pt(b, "drake") == (4, 4) and pt(b, "bear") == (2, 2)
    assert pt(b, "lulu") == (2, 4)                        # printed 2/4: not one of "those creatures"
    assert not compile_text("Test", "Whenever you attack with one or more creatures, it gets +1/+1 until end of "
                            "turn.", ["Creature"]).supported         # "it" can't name a group


def test_that_creature_is_the_one_creature_you_control() -> None:
    # Deadly Wanderings: "As long as you control exactly one creature, that creature gets +2/+0 and has
    # deathtouch and lifelink."
    b = Board()
    b.enter("Deadly Wanderings", id="ench")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    assert pt(b, "bear") == (4, 2) and {"Deathtouch", "Lifelink"} <= set(abilities(b, "bear"))
    assert pt(b, "theirs") == (3, 3)
    b.enter("Grizzly Bears", id="second")
    assert pt(b, "bear") == (2, 2) and pt(b, "second") == (2, 2) and "Lifelink" not in abilities(b, "bear")


def test_equipped_creature_and_that_creature_of_the_event() -> None:
    # Barrow-Blade: "Whenever equipped creature blocks or becomes blocked by a creature, that creature
    # loses all abilities until end of turn." "That creature" is the other creature (the step's targets)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Barrow-Blade", id="blade", attached_to="bear")
    b.enter("Wind Drake", id="drake", controller="Bo")
    b.ability("blade", 2, targets=["drake"])
    assert "Flying" not in abilities(b, "drake") and pt(b, "bear") == (3, 3)
    b.end_turn()
    assert "Flying" in abilities(b, "drake")


def test_a_mode_with_two_target_phrases() -> None:
    # Temur Charm, first mode: "Target creature you control gets +1/+1 until end of turn. It fights
    # target creature you don't control."
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Temur Charm", targets=["mine", "theirs"], choices={"modes": 1})
    assert pt(b, "mine") == (3, 3) and pt(b, "theirs") == (3, 3) and not b.resolve().unsupported


def test_one_or_more_target_creatures() -> None:
    # Dwarven Song: "One or more target creatures become red until end of turn."
    assert target_counts("One or more target creatures become red until end of turn.") == [(1, None)]
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Dwarven Song", targets=["a", "b"])
    assert b.resolve()["a"].colors == {"R"} and b.resolve()["b"].colors == {"R"}


# (Monstrous Rage's and Become Brutes's Roles on their targets are created by the board: tests/test_compiler_refs9.py)


@pytest.mark.parametrize("card, reason", [
    # kicked, the spell's targets are those of the kicked text (601.2c), not both sentences' phrases in order
    ("Divine Resilience", "'instead' naming other targets than the effect it replaces"),
    # Nantuko Slicer ("conjure a duplicate of target card ... . It perpetually gains ..."): "it" is the new card,
    # never a target; read since round 6 (the duplicate, chosen, kicked: tests/test_compiler_pronouns6.py)
])
def test_phrasings_that_stay_unsupported(card: str, reason: str) -> None:
    assert reason in reasons(card)
