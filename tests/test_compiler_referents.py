"""What "it", "they" and "that creature" name in abilities the compiler reads (issue 12, round 2).

Each expected value comes from the card's oracle text and the rules, never from the compiler's
output: a board is built with the real pool card and resolved, or the compiled definition is
compared with the one the rules imply. The negative cases are phrasings where the pronoun names an
object the board cannot name exactly: those must stay unsupported, never guessed.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------ "untap all ... . They gain ..."

def test_untap_all_creatures_they_gain_applies_to_the_untapped_creatures() -> None:
    # Flying Crane Technique: "Untap all creatures you control. They gain flying and double strike
    # until end of turn." "They" are the creatures untapped: every creature its caster controls
    # as it resolves (611.2c), none of the opponent's.
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine", controller="Alex", tapped=True)
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Flying Crane Technique", controller="Alex")
    res = b.resolve()
    assert {"Flying", "Double strike"} <= _abilities(res, "mine")
    assert not {"Flying", "Double strike"} & _abilities(res, "theirs")
    assert not res.unsupported
    b.enter("Grizzly Bears", id="later", controller="Alex")      # not there when it resolved (611.2c)
    assert "Flying" not in _abilities(b.resolve(), "later")
    b.end_turn()
    assert "Flying" not in _abilities(b.resolve(), "mine")       # "until end of turn"


def test_untap_all_attacking_creatures_those_creatures() -> None:
    # Gideon, Martial Paragon [+2]: "Untap all creatures you control. Those creatures get +1/+1 until end of turn."
    c = compile_text("Gideon, Martial Paragon", "[+2]: Untap all creatures you control. Those creatures get +1/+1 "
                     "until end of turn.", ["Planeswalker"])
    assert c.supported
    assert c.effects[1] == {"affects": {"types": ["Creature"], "controller": "you"}, "duration": "end_of_turn",
                            "modify_pt": [1, 1]}


@pytest.mark.parametrize("text", [
    "Untap all creatures you control. It gains flying until end of turn.",      # "it" can't name a group
    "Untap all creatures you control. That creature gains flying until end of turn.",
    "Draw a card. They gain flying until end of turn.",
])
def test_a_group_is_never_it(text: str) -> None:
    assert not compile_text("Test Spell", text, ["Instant"]).supported


# ------------------------------------------------------------------ "Tap ~. It gains ..." and activated costs

def test_tap_this_creature_it_gains() -> None:
    # Drudge Sentinel: "{3}: Tap this creature. It gains indestructible until end of turn."
    b = layerkit.Board()
    b.enter("Drudge Sentinel", id="ds")
    b.enter("Grizzly Bears", id="bears")
    b.ability("ds", 1)
    res = b.resolve()
    assert "Indestructible" in _abilities(res, "ds")
    assert "Indestructible" not in _abilities(res, "bears")
    assert not res.unsupported


def test_cost_naming_only_the_source_it_is_the_source() -> None:
    # Sawtooth Thresher (1/1, sunburst): "Remove two +1/+1 counters from this creature: It gets +4/+4
    # until end of turn."
    b = layerkit.Board()
    # (its sunburst counters: the colors spent are stated, 702.44a; untold they are reported, never read as none)
    b.enter("Sawtooth Thresher", id="st", counters={"+1/+1": 2}, choices={"colors_spent": 0})
    before = b.resolve()["st"]
    b.ability("st", 2)
    res = b.resolve()
    assert (res["st"].power, res["st"].toughness) == (before.power + 4, before.toughness + 4)
    assert not res.unsupported


@pytest.mark.parametrize("text", [
    "Sacrifice a creature: It gains flying until end of turn.",      # "it" might be the creature sacrificed
    "{T}, Tap an untapped creature you control: It gains flying until end of turn.",
    "{2}: It gains flying until end of turn.",                       # the cost names no object
])
def test_activated_it_with_another_object_in_the_cost_is_unsupported(text: str) -> None:
    assert not compile_text("Test Bear", text, ["Creature"]).supported


# ------------------------------------------------------------------ "return ~ to the battlefield. It ..."

def test_enduring_return_is_an_enchantment_like_the_hand_written_definition() -> None:
    # Enduring Courage: "When Enduring Courage dies, if it was a creature, return it to the battlefield
    # under its owner's control. It's an enchantment. (It's not a creature.)" — the definition
    # data/effects/layers-article.yaml gives Enduring Innocence (the same sentence)
    text = ("When Enduring Courage dies, if it was a creature, return it to the battlefield under its owner's "
            "control. It's an enchantment. (It's not a creature.)")
    c = compile_text("Enduring Courage", text, ["Enchantment", "Creature"])
    assert c.supported
    assert c.effects[1] == {"affects": "self", "return_to_battlefield": "owner", "set_types": ["Enchantment"]}


def test_enduring_courage_returns_as_a_non_creature_enchantment() -> None:
    b = layerkit.Board()
    b.enter("Enduring Courage", id="ec")
    assert b.resolve()["ec"].characteristics.is_creature
    b.move("ec", "graveyard")                         # it dies
    b.ability("ec", 2)
    res = b.resolve()
    assert b.state.objects["ec"].zone == "battlefield"
    assert res["ec"].characteristics.types == ("Enchantment",) or list(res["ec"].characteristics.types) == ["Enchantment"]
    assert not res["ec"].characteristics.is_creature
    assert not res.unsupported


def test_returned_card_perpetually_gets() -> None:
    # Cantor of the Refrain (2/1): "When you cast a spell for its warp cost, return this card from your
    # graveyard to the battlefield under its owner's control. It perpetually gets +1/+0."
    b = layerkit.Board()
    b.enter("Cantor of the Refrain", id="cantor", zone="graveyard")
    b.ability("cantor", 2)
    res = b.resolve()
    assert b.state.objects["cantor"].zone == "battlefield"
    assert (res["cantor"].power, res["cantor"].toughness) == (3, 1)
    assert not res.unsupported


@pytest.mark.parametrize("text", [
    "When ~ dies, return it to the battlefield tapped. It gains haste until end of turn.",
    "When ~ dies, return it to the battlefield under your control. It gains haste until end of turn.",
    # (counters10: "with a +1/+1 counter on it" is now made: the returned source enters with it, 614.1c — see
    # tests/test_compiler_counters10.py; a number the board can't read stays unsupported)
    "When ~ dies, return it to the battlefield with x +1/+1 counters on it. It gains haste until end of turn.",
    "Whenever ~ attacks, ~ gets +1/+0 until end of turn. Return it to the battlefield. It gains haste until end of turn.",
])
def test_returns_the_board_does_not_make_are_unsupported(text: str) -> None:
    assert not compile_text("Test Phoenix", text.replace("~", "Test Phoenix"), ["Creature"]).supported


# ------------------------------------------------------------------ trigger events

def test_source_or_another_creature_enters_that_creature() -> None:
    # Ambuscade Shaman: "Whenever this creature or another creature you control enters, that creature
    # gets +2/+2 until end of turn." — the creature that entered (the scenario's targets)
    b = layerkit.Board()
    b.enter("Ambuscade Shaman", id="shaman")
    b.enter("Grizzly Bears", id="bears")
    b.ability("shaman", 1, targets=["bears"])
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (4, 4)
    assert (res["shaman"].power, res["shaman"].toughness) == (2, 2)
    b.ability("shaman", 1, targets=["shaman"])           # it triggers on its own entering too
    assert b.resolve()["shaman"].power == 4


def test_attacks_you_or_a_planeswalker_it_is_the_attacker() -> None:
    # Gahiji, Honored One: "Whenever a creature attacks one of your opponents or a planeswalker an
    # opponent controls, that creature gets +2/+0 until end of turn."
    c = compile_text("Gahiji, Honored One", "Whenever a creature attacks one of your opponents or a planeswalker "
                     "an opponent controls, that creature gets +2/+0 until end of turn.", ["Creature"])
    assert c.supported
    assert c.effects[1]["affects"] == "targets" and c.effects[1]["modify_pt"] == [2, 0]


def test_two_creatures_in_the_event_stay_unsupported() -> None:
    c = compile_text("Test Wall", "Whenever a creature blocks a creature you control, it gets +2/+0 until end of turn.",
                     ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ "return target ... card ... to the battlefield. It ..."

def test_returned_target_is_a_new_object_that_gains_haste() -> None:
    # Goryo's Vengeance: "Return target legendary creature card from your graveyard to the battlefield.
    # That creature gains haste." The card returns as a new object (400.7) under its caster's
    # control (110.2a); the haste is on that permanent.
    b = layerkit.Board()
    b.enter("Kiki-Jiki, Mirror Breaker", id="kiki", zone="graveyard", controller="Alex")
    b.enter("Grizzly Bears", id="bears")
    b.cast("Goryo's Vengeance", controller="Alex", targets=["kiki"])
    res = b.resolve()
    assert b.state.objects["kiki"].zone == "battlefield"
    assert res["kiki"].characteristics.controller == "Alex"
    assert "Haste" in _abilities(res, "kiki")
    assert "Haste" not in _abilities(res, "bears")
    assert not res.unsupported


def test_returned_target_is_an_artifact_not_a_creature() -> None:
    # Honor the Past: "Return target creature card with mana value 6 or less from your graveyard to the
    # battlefield. It's an artifact. (It's no longer a creature.)" — 205.1a: artifact replaces creature
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard")
    b.cast("Honor the Past", targets=["bears"])
    c = b.resolve()["bears"].characteristics
    assert b.state.objects["bears"].zone == "battlefield"
    assert list(c.types) == ["Artifact"] and not c.is_creature


def test_put_target_card_from_any_graveyard_under_your_control() -> None:
    # Portal to Phyrexia: "At the beginning of your upkeep, put target creature card from a graveyard
    # onto the battlefield under your control. It's a Phyrexian in addition to its other types."
    b = layerkit.Board()
    b.enter("Portal to Phyrexia", id="portal", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="graveyard", controller="Bo")
    b.ability("portal", 2, targets=["bears"])
    c = b.resolve()["bears"].characteristics
    assert b.state.objects["bears"].zone == "battlefield"
    assert c.controller == "Alex"
    assert {"Bear", "Phyrexian"} <= set(c.subtypes)


def test_returned_target_gets_its_counter() -> None:
    # Miraculous Recovery: "Return target creature card from your graveyard to the battlefield. Put a
    # +1/+1 counter on it." — the counter goes on the new permanent (2/2 Grizzly Bears: 3/3)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard")
    b.cast("Miraculous Recovery", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (3, 3)


def test_return_targets_needs_a_card_in_a_graveyard_or_exile() -> None:
    from layerkit.errors import ScenarioError
    b = layerkit.Board()
    b.enter("Kiki-Jiki, Mirror Breaker", id="kiki")       # already on the battlefield
    with pytest.raises(ScenarioError):
        b.cast("Goryo's Vengeance", targets=["kiki"])


def test_return_targets_compiles_with_whose_control() -> None:
    c = compile_text("Test Raise", "Return target creature card from your graveyard to the battlefield under its "
                     "owner's control. It gains haste.", ["Sorcery"])
    assert c.effects[1] == {"affects": "targets", "return_targets": "owner", "add_abilities": ["Haste"]}
    c = compile_text("Test Raise", "Return target creature card from a graveyard to the battlefield under your "
                     "control. It gains haste.", ["Sorcery"])
    assert c.effects[1]["return_targets"] == "controller"


@pytest.mark.parametrize("text", [
    # (round 15: "... to the battlefield tapped" / "tapped and attacking" are now read: the board's return_targets
    # puts them tapped, or tapped and attacking (``put_tapped``, 110.5b, 508.4) — tests/test_refs15.py)
    # (round 5: "with a finality counter on it" is now put as the card enters, 614.1c, 122.1 — the board's
    # return_targets puts counters of any kind; tests/test_compiler_refs5.py)
    # (round 5: "Exile target creature you control, then return that card to the battlefield under its owner's
    # control. It gains first strike until end of turn." is now read: the board's flicker exiles and returns the
    # target, 400.7 — tests/test_compiler_refs5.py)
    "Exile target creature you control, then return that card to the battlefield tapped under its owner's control. "
    "It gains first strike until end of turn.",
])
def test_returns_with_a_status_the_board_does_not_give_are_unsupported(text: str) -> None:
    assert not compile_text("Test Raise", text, ["Sorcery"]).supported


# ------------------------------------------------------------------ "Whenever you cast a ... spell, it ..."

def test_cast_trigger_it_is_the_spell_and_stays_on_the_permanent() -> None:
    # Bloodlord of Vaasgoth: "Whenever you cast a Vampire creature spell, it gains bloodthirst 3." — the
    # spell (the triggering object, the scenario's target); the effect applies to the permanent it
    # becomes (400.7a)
    b = layerkit.Board()
    b.enter("Bloodlord of Vaasgoth", id="lord")
    b.enter("Vampire Nighthawk", id="hawk", zone="stack")
    b.ability("lord", 3, targets=["hawk"])
    assert "Bloodthirst 3" in _abilities(b.resolve(), "hawk")
    b.move("hawk", "battlefield")                         # the spell resolves
    res = b.resolve()
    assert "Bloodthirst 3" in _abilities(res, "hawk")
    # 702.54a: bloodthirst 3 is "If an opponent was dealt damage this turn, this permanent enters with three +1/+1
    # counters on it": untold, it is listed (round 15), never assumed
    assert res.unsupported and all("damaged_this_turn" in u[3] for u in res.unsupported)
    b = layerkit.Board()
    b.state_fact("Bo", damaged_this_turn=True)
    b.enter("Bloodlord of Vaasgoth", id="lord")
    b.enter("Vampire Nighthawk", id="hawk", zone="stack")
    b.ability("lord", 3, targets=["hawk"])
    b.move("hawk", "battlefield")
    res = b.resolve()
    assert (res["hawk"].power, res["hawk"].toughness) == (5, 6) and not res.unsupported    # 2/3 + three counters


def test_cast_trigger_with_another_object_stays_unsupported() -> None:
    c = compile_text("Test Storm", "Whenever you cast a spell that targets a creature you control, it gains "
                     "flying until end of turn.", ["Creature"])
    assert not c.supported


def test_that_permanent_is_the_target() -> None:
    # Soul Sear: "Soul Sear deals 5 damage to target creature or planeswalker. That permanent loses
    # indestructible until end of turn."
    b = layerkit.Board()
    b.enter("Darksteel Myr", id="myr")                  # "Indestructible"
    b.enter("Darksteel Myr", id="other")
    b.cast("Soul Sear", targets=["myr"])
    res = b.resolve()
    assert "Indestructible" not in _abilities(res, "myr")
    assert "Indestructible" in _abilities(res, "other")
    b.end_turn()
    assert "Indestructible" in _abilities(b.resolve(), "myr")


# ------------------------------------------------------------------ "put a creature card from your hand onto the battlefield"

def test_card_put_from_hand_is_the_chosen_card_and_gains_haste() -> None:
    # Sneak Attack: "{R}: You may put a creature card from your hand onto the battlefield. That creature
    # gains haste. Sacrifice the creature at the beginning of the next end step." — the card is chosen
    # as the ability resolves (the scenario's choices.object); it enters under Alex's control (110.2a)
    b = layerkit.Board()
    b.enter("Sneak Attack", id="sneak", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="hand", controller="Alex")
    b.enter("Grizzly Bears", id="stay", zone="hand", controller="Alex")
    b.ability("sneak", 1, choices={"object": "bears"})
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield" and b.state.objects["stay"].zone == "hand"
    assert "Haste" in _abilities(res, "bears") and "Haste" not in _abilities(res, "stay")
    assert res["bears"].characteristics.controller == "Alex"
    assert not res.unsupported


def test_card_put_from_hand_needs_the_choice() -> None:
    from layerkit.errors import ScenarioError
    b = layerkit.Board()
    b.enter("Sneak Attack", id="sneak")
    with pytest.raises(ScenarioError):
        b.ability("sneak", 1)


@pytest.mark.parametrize("text", [
    # (tapped and attacking, 508.4, and one card "from among them": the board's put_tapped / put_chosen since
    # round 11, tests/test_compiler_refs11.py)
    "{R}: Put two creature cards from your hand onto the battlefield. They gain haste.",
])
def test_cards_put_in_ways_the_board_does_not_are_unsupported(text: str) -> None:
    assert not compile_text("Test Sneak", text, ["Enchantment"]).supported


# ------------------------------------------------------------------ a spell's paragraphs (608.2c)

def test_each_paragraph_of_a_spell_takes_its_own_target() -> None:
    # Agony Warp: "Target creature gets -3/-0 until end of turn. / Target creature gets -0/-3 until end of
    # turn." — two instructions, followed in order (608.2c), each with its own target (115.1d)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.cast("Agony Warp", targets=["a", "b"])
    res = b.resolve()
    assert (res["a"].power, res["a"].toughness) == (-1, 2)
    assert (res["b"].power, res["b"].toughness) == (2, -1)


def test_both_paragraphs_of_cauldron_dance() -> None:
    # Cauldron Dance: "Return target creature card from your graveyard to the battlefield. That creature
    # gains haste. ... / You may put a creature card from your hand onto the battlefield. That creature
    # gains haste. ..."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="back", zone="graveyard")
    b.enter("Grizzly Bears", id="sneaked", zone="hand")
    b.cast("Cauldron Dance", targets=["back"], choices={"object": "sneaked"})
    res = b.resolve()
    for oid in ("back", "sneaked"):
        assert b.state.objects[oid].zone == "battlefield"
        assert "Haste" in _abilities(res, oid)
