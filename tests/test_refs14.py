"""References and several targets, round 14 (issue 12, branch ``refs14``).

Which object a pronoun or a "target" phrase names is what the rules say (608.2c, 115.1d, 400.7), and the board
carries it out exactly or refuses the step; where it can't know the object, the clause stays in ``unsupported``.
Expected values come from the oracle text and the rules, never from the compiler's output.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.errors import ScenarioError
from layerkit.game import legality as L

from tests._compiled import compiled, pt, supported


# ----------------------------------------------------------------- several phrases whose counts vary (115.1d)

def _board() -> Board:
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")     # 2/2 creature
    b.enter("Ornithopter", id="o", controller="Bo")         # 0/2 artifact creature
    b.enter("Hill Giant", id="h", controller="Bo")          # 3/3 creature
    return b


def test_phrase_targets_split_as_the_step_says() -> None:
    text = "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature."
    assert L.phrase_targets("x", text, ("g",), taken=[0, 1]) == [(), ("g",)]
    assert L.phrase_targets("x", text, ("o",), taken=[1, 0]) == [("o",), ()]
    assert L.phrase_targets("x", text, ("o", "g"), taken=[1, 1]) == [("o",), ("g",)]
    with pytest.raises(ScenarioError, match="phrases"):
        L.phrase_targets("x", text, ("g",))     # 115.1d: which phrase "g" answers is not told: refused
    with pytest.raises(ScenarioError, match="adds up to"):
        L.phrase_targets("x", text, ("g",), taken=[1, 1])
    with pytest.raises(ScenarioError, match="takes 0 to 1"):
        L.phrase_targets("x", text, ("g", "o"), taken=[2, 0])
    with pytest.raises(ScenarioError, match="gives 1 number"):
        L.phrase_targets("x", text, ("g",), taken=[1])


def test_explosive_entry_counter_goes_to_the_creature_phrase_only() -> None:
    # "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature.": the counter is on
    # the target of the second phrase only (115.1d), whichever of them was chosen
    assert supported("Explosive Entry")
    assert compiled("Explosive Entry").effects[1] == {"affects": "targets", "target": 2, "counters": {"+1/+1": 1}}
    b = _board()
    b.cast("Explosive Entry", controller="Alex", targets=["g"], choices={"phrases": [0, 1]})
    assert pt(b, "g") == (3, 3)
    b = _board()
    b.cast("Explosive Entry", controller="Alex", targets=["o"], choices={"phrases": [1, 0]})
    assert pt(b, "o") == (0, 2)          # the artifact's phrase: destroyed (not by the board), no counter
    b = _board()
    b.cast("Explosive Entry", controller="Alex", targets=["o", "g"], choices={"phrases": [1, 1]})
    assert (pt(b, "o"), pt(b, "g")) == ((0, 2), (3, 3))


def test_explosive_entry_checks_each_target_against_its_own_phrase() -> None:
    b = _board()
    with pytest.raises(ScenarioError, match="target artifact"):
        b.cast("Explosive Entry", controller="Alex", targets=["g"])       # read as the artifact's phrase
    with pytest.raises(ScenarioError, match="target artifact"):
        b.cast("Explosive Entry", controller="Alex", targets=["g"], choices={"phrases": [1, 0]})
    with pytest.raises(ScenarioError, match="phrases"):
        b.cast("Explosive Entry", controller="Alex", targets=["o"])       # an artifact creature: either phrase


def test_hostile_takeover_sets_each_targets_own_base_pt() -> None:
    # "Up to one target creature has base power and toughness 1/1 until end of turn. Up to one other target creature
    # has base power and toughness 4/4 until end of turn." (613.4b)
    assert supported("Hostile Takeover")
    b = _board()
    b.cast("Hostile Takeover", controller="Alex", targets=["h", "g"], choices={"phrases": [1, 1]})
    assert (pt(b, "h"), pt(b, "g")) == ((1, 1), (4, 4))
    b = _board()
    b.cast("Hostile Takeover", controller="Alex", targets=["h"], choices={"phrases": [0, 1]})
    assert (pt(b, "h"), pt(b, "g")) == ((4, 4), (2, 2))


def test_winterthorn_blessing_counter_on_the_first_phrase() -> None:
    # "Put a +1/+1 counter on up to one target creature you control. Tap up to one target creature you don't control,
    # and that creature doesn't untap ...": only the first phrase's target gets the counter
    assert supported("Winterthorn Blessing")
    b = _board()
    b.cast("Winterthorn Blessing", controller="Alex", targets=["g", "h"], choices={"phrases": [1, 1]})
    assert (pt(b, "g"), pt(b, "h")) == ((3, 3), (3, 3))
    b = _board()
    b.cast("Winterthorn Blessing", controller="Alex", targets=["h"], choices={"phrases": [0, 1]})
    assert pt(b, "h") == (3, 3)


@pytest.mark.parametrize("name, which, effect", [
    # "... deals 3 damage to any target. Put three +1/+1 counters on up to one target creature." (phrase 2;
    # "target player" names no object)
    ("Everything Pizza", 2, {"affects": "targets", "target": 2, "counters": {"+1/+1": 3}}),
    # "destroy up to one target artifact or enchantment. Put a +1/+1 counter on each of up to two other target
    # creatures."
    ("Jaheira, Heroic Harper", 2, {"affects": "targets", "target": 2, "counters": {"+1/+1": 1}}),
    ("Stunning Shot", 1, {"affects": "targets", "target": 1, "counters": {"+1/+1": 2}}),
    # "a +1/+1 counter on each of any number of target creatures and a charge counter on each of any number of
    # target artifacts": the +1/+1 counters on the first phrase's targets
    ("Filigree Vector", 1, {"affects": "targets", "target": 1, "counters": {"+1/+1": 1}}),
])
def test_effect_on_one_phrase_of_several_varying(name: str, which: int, effect: dict) -> None:
    c = compiled(name)
    assert c.supported
    assert c.effects[which] == effect


def test_jaheira_counters_on_the_two_creatures_only() -> None:
    b = _board()
    b.enter("Jaheira, Heroic Harper", id="j", controller="Alex")
    b.ability("j", 2, targets=["o", "g", "h"], choices={"phrases": [1, 2]})
    assert (pt(b, "o"), pt(b, "g"), pt(b, "h")) == ((0, 2), (3, 3), (4, 4))


# ----------------------------------------------------------------- one card put onto the battlefield (400.7)

def test_anzrags_rampage_the_card_exiled_this_way_put_onto_the_battlefield_gains_haste() -> None:
    # "You may put a creature card exiled this way onto the battlefield. It gains haste.": "it" is the one card put,
    # a new object (400.7), which the step names (choices.object); only it gains haste (layer 6)
    c = compiled("Anzrag's Rampage")
    assert c.supported
    assert c.effects[1] == {"affects": "chosen", "add_abilities": ["Haste"], "put_chosen": "controller"}
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="exile")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.cast("Anzrag's Rampage", controller="Alex", choices={"object": "h"})
    r = b.resolve()
    assert r["h"].zone == "battlefield" and r["h"].controller == "Alex"
    assert "Haste" in [str(a) for a in r["h"].characteristics.abilities]
    assert "Haste" not in [str(a) for a in r["g"].characteristics.abilities]


def test_hellkite_courser_commander_from_the_command_zone_stays_unsupported() -> None:
    # "you may put a commander you own from the command zone onto the battlefield. It gains haste.": the board holds
    # no card in the command zone (only emblems, 114), so the step could not name the commander put: reported
    assert not supported("Hellkite Courser")


def test_a_card_exiled_this_way_needs_the_step_to_name_it() -> None:
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="exile")
    with pytest.raises(ScenarioError, match="choices.object"):
        b.cast("Anzrag's Rampage", controller="Alex")


# ----------------------------------------------------------------- "that card" of a dies trigger returns (603.10a)

def test_valkyries_call_returns_that_card_as_a_flying_angel_with_a_counter() -> None:
    # "Whenever a nontoken, non-Angel creature you control dies, return that card to the battlefield under its owner's
    # control with a +1/+1 counter on it. It has flying and is an Angel in addition to its other types."
    c = compiled("Valkyrie's Call")
    assert c.supported
    assert c.effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}, "add_abilities": ["Flying"],
                            "add_subtypes": ["Angel"], "return_targets": "owner"}
    b = Board()
    b.enter("Valkyrie's Call", id="v", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex")
    b.move("g", "graveyard")
    b.ability("v", 1, targets=["g"])
    r = b.resolve()
    assert r["g"].zone == "battlefield" and (r["g"].power, r["g"].toughness) == (3, 3)
    assert r["g"].characteristics.subtypes == {"Bear", "Angel"}
    assert "Flying" in [str(a) for a in r["g"].characteristics.abilities]
    assert "Angel" not in r["h"].characteristics.subtypes


def test_lim_dul_returns_that_card_a_zombie_if_its_a_creature() -> None:
    # "... return that card to the battlefield under your control. If it's a creature, it's a Zombie in addition to
    # its other creature types." (no counters: the card returns, then the type is added, 608.2c)
    c = compiled("Lim-Dûl the Necromancer")
    assert c.supported
    # (merged with ifsyou14: "you may pay {1}{B}. If you do, ..." carries the optional action as you_did)
    assert c.effects[1] == {"affects": "targets", "if_is": {"types": ["Creature"]}, "add_subtypes": ["Zombie"],
                            "return_targets": "controller", "condition": {"you_did": True}}
    b = Board()
    b.enter("Lim-Dûl the Necromancer", id="l", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.move("g", "graveyard")
    b.ability("l", 1, targets=["g"], choices={"you_did": True})
    r = b.resolve()
    assert r["g"].controller == "Alex" and r["g"].characteristics.subtypes == {"Bear", "Zombie"}


def test_a_trigger_with_two_objects_in_its_event_still_leaves_it_unread() -> None:
    # Dread Slaver: "Whenever a creature dealt damage by ~ this turn dies, return it to the battlefield under your
    # control.": the event names two objects, "it" could be either as written: still reported
    assert not supported("Dread Slaver")


def test_relive_the_past_returns_the_targets_of_its_three_phrases_as_5_5_elementals() -> None:
    # "Return up to one target artifact card, up to one target land card, and up to one target non-Aura enchantment
    # card from your graveyard to the battlefield. They are 5/5 Elemental creatures in addition to their other types."
    # "they": the targets of all three phrases (115.1d), new objects (400.7); layer 4 and 7b
    c = compiled("Relive the Past")
    assert c.supported
    assert c.effects[1] == {"affects": "targets", "target": [1, 2, 3], "set_pt": [5, 5], "add_types": ["Creature"],
                            "add_subtypes": ["Elemental"], "return_targets": "controller"}
    b = Board()
    b.enter("Sol Ring", id="ring", controller="Alex", zone="graveyard")
    b.enter("Forest", id="forest", controller="Alex", zone="graveyard")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.cast("Relive the Past", controller="Alex", targets=["ring", "forest"], choices={"phrases": [1, 1, 0]})
    r = b.resolve()
    for oid, kind in (("ring", "Artifact"), ("forest", "Land")):
        assert r[oid].zone == "battlefield"
        assert (r[oid].power, r[oid].toughness) == (5, 5)
        assert {"Creature", kind} <= set(r[oid].characteristics.types)
        assert "Elemental" in r[oid].characteristics.subtypes
    assert pt(b, "g") == (2, 2)


def test_it_after_several_returned_targets_stays_unread() -> None:
    from layerkit.compiler import compile_text
    c = compile_text("Test", "Return up to one target artifact card and up to one target land card from your "
                             "graveyard to the battlefield. It gains haste.", ["Sorcery"])
    assert not c.supported


# ----------------------------------------------------------------- one token copy of each object (608.2c, 707.2)

def _names(b: Board) -> dict[str, tuple[str | None, list[str], str]]:
    r = b.resolve()
    return {o: (r[o].characteristics.name, [str(a) for a in r[o].characteristics.abilities], r[o].controller)
            for o in b._state.objects}


def test_saheeli_copies_each_artifact_you_control_and_only_those_tokens_gain_haste() -> None:
    # "[−7]: For each artifact you control, create a token that's a copy of it. Those tokens gain haste."
    c = compiled("Saheeli, the Gifted")
    assert c.supported
    assert c.effects[3] == {"affects": "created",
                            "create_token_copy": {"each": {"controller": "you", "types": ["Artifact"]}},
                            "add_abilities": ["Haste"],
                            "other": "exile those tokens at the beginning of the next end step"}
    b = Board()
    b.enter("Saheeli, the Gifted", id="s", controller="Alex")
    b.enter("Sol Ring", id="ring", controller="Alex")
    b.enter("Ornithopter", id="o", controller="Alex")
    b.enter("Memnite", id="m", controller="Bo")          # an artifact Alex doesn't control: no copy
    b.ability("s", 3)
    n = _names(b)
    tokens = {k: v for k, v in n.items() if k.startswith("s-token")}
    assert sorted(v[0] for v in tokens.values()) == ["Ornithopter", "Sol Ring"]
    assert all("Haste" in v[1] and v[2] == "Alex" for v in tokens.values())
    assert "Haste" not in n["o"][1] and "Haste" not in n["ring"][1] and "Haste" not in n["m"][1]


def test_hate_mirage_copies_each_target() -> None:
    # "Choose up to two target creatures you don't control. For each of those creatures, create a token that's a copy
    # of that creature. Those tokens gain haste."
    c = compiled("Hate Mirage")
    assert c.supported
    assert c.effects[1]["create_token_copy"] == {"each": "targets"}
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.enter("Hill Giant", id="h", controller="Bo")
    b.enter("Llanowar Elves", id="e", controller="Bo")
    b.cast("Hate Mirage", controller="Alex", targets=["g", "h"])
    n = _names(b)
    assert n["Hate Mirage-token"] == ("Grizzly Bears", ["Haste"], "Alex")
    assert n["Hate Mirage-token (2)"] == ("Hill Giant", ["Haste"], "Alex")
    assert len([k for k in n if "token" in k]) == 2
    assert "Haste" not in n["g"][1]


def test_kindred_charge_copies_each_creature_of_the_chosen_type() -> None:
    c = compiled("Kindred Charge")
    assert c.supported
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex")
    b.cast("Kindred Charge", controller="Alex", choices={"creature_type": "Bear"})
    n = _names(b)
    assert [v for k, v in n.items() if "token" in k] == [("Grizzly Bears", ["Haste"], "Alex")]


def test_it_after_one_token_copy_of_each_object_stays_unsupported() -> None:
    from layerkit.compiler import compile_text
    c = compile_text("Test", "For each artifact you control, create a token that's a copy of it. It gains haste.",
                     ["Sorcery"])
    assert not c.supported


def test_each_token_copy_vocabulary_checks() -> None:
    from layerkit.errors import CardDataError
    from layerkit.vocabulary.schema import validate_definition
    validate_definition({"affects": "created", "create_token_copy": {"each": "targets"}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"each": "targets", "count": 2}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"each": "everything"}}, "test")


def test_clone_legion_copies_each_creature_the_target_player_controls() -> None:
    # "For each creature target player controls, create a token that's a copy of that creature." (the player: the
    # step's choices.player; the tokens are the caster's, 111.2)
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.enter("Hill Giant", id="h", controller="Bo")
    b.enter("Sol Ring", id="r", controller="Bo")
    b.enter("Llanowar Elves", id="e", controller="Alex")
    with pytest.raises(ScenarioError, match="choices.player"):
        b.cast("Clone Legion", controller="Alex")
    b.cast("Clone Legion", controller="Alex", choices={"player": "Bo"})
    n = _names(b)
    assert sorted(v[0] for k, v in n.items() if "token" in k) == ["Grizzly Bears", "Hill Giant"]
    assert all(v[2] == "Alex" for k, v in n.items() if "token" in k)


def test_rhys_copies_each_creature_token_only() -> None:
    b = Board()
    b.enter("Rhys the Redeemed", id="rh", controller="Alex")
    b.enter("Grizzly Bears", id="t", controller="Alex", token=True)
    b.enter("Hill Giant", id="h", controller="Alex")
    b.ability("rh", 2)
    n = _names(b)
    assert [v[0] for k, v in n.items() if k.startswith("rh-token")] == ["Grizzly Bears"]
    assert b._state.objects["rh-token"].token


# ----------------------------------------------------------------- manifest (701.40a, 708.2a)

def test_fierce_invocation_manifests_the_card_with_two_counters() -> None:
    # "Manifest the top card of your library, then put two +1/+1 counters on it.": a face-down 2/2 creature with no
    # name, subtypes or abilities (708.2a), then two +1/+1 counters (7c): 4/4; face up, its own 3/3 plus them
    c = compiled("Fierce Invocation")
    assert c.supported
    assert c.effects[1] == {"affects": "chosen", "counters": {"+1/+1": 2}, "put_chosen": "controller",
                            "put_face_down": "manifest"}
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="library")
    b.cast("Fierce Invocation", controller="Alex", choices={"object": "h"})
    r = b.resolve()["h"]
    assert r.zone == "battlefield" and (r.power, r.toughness) == (4, 4)
    assert r.characteristics.types == {"Creature"} and not r.characteristics.subtypes
    assert not r.characteristics.name and not r.characteristics.abilities
    b.turn_face_up("h")
    assert pt(b, "h") == (5, 5)


def test_wildcall_manifests_with_x_counters() -> None:
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="library")
    b.cast("Wildcall", controller="Alex", choices={"object": "h", "number": 3})
    assert pt(b, "h") == (5, 5)


def test_manifest_beside_another_instruction_is_as_before() -> None:
    from layerkit.compiler import compile_text
    c = compile_text("X", "Manifest the top card of your library. Creatures you control get +1/+1 until end of turn.",
                     ["Sorcery"])
    assert c.effects == {1: {"affects": {"controller": "you", "types": ["Creature"]}, "duration": "end_of_turn",
                             "modify_pt": [1, 1]}}


def test_move_face_down_step() -> None:
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="library")
    b.move("h", "battlefield", face_down="manifest")
    assert pt(b, "h") == (2, 2)
    b.enter("Grizzly Bears", id="g", controller="Alex", zone="library")
    with pytest.raises(ScenarioError, match="face down"):
        b.move("g", "graveyard", face_down="manifest")
    with pytest.raises(ScenarioError):
        b.move("g", "battlefield", face_down="sideways")
    validate = __import__("layerkit.vocabulary.schema", fromlist=["validate_definition"]).validate_definition
    from layerkit.errors import CardDataError
    with pytest.raises(CardDataError):
        validate({"affects": "chosen", "put_face_down": "manifest"}, "test")     # beside put_chosen only


def test_patron_of_the_vein_exiling_the_dead_card_is_no_layer_effect() -> None:
    # "Whenever a creature an opponent controls dies, exile it and put a +1/+1 counter on each Vampire you control.":
    # the card that died is exiled from the graveyard (a one-shot effect no permanent sees); the counters go on each
    # Vampire you control (7c)
    c = compiled("Patron of the Vein")
    assert c.supported
    assert c.effects[3] == {"affects": {"controller": "you", "subtypes": ["Vampire"]}, "counters": {"+1/+1": 1}}
    b = Board()
    b.enter("Patron of the Vein", id="p", controller="Alex")       # a 4/4 Vampire Shaman
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability("p", 3)
    assert pt(b, "p") == (5, 5) and pt(b, "g") == (2, 2)


def test_exiling_what_died_beside_an_effect_on_it_stays_unsupported() -> None:
    from layerkit.compiler import compile_text
    c = compile_text("X", "Whenever a creature you control dies, exile it. It perpetually gets +1/+1.", ["Creature"])
    assert all(e.get("affects") != "targets" or e.get("duration") == "perpetual" for e in c.effects.values())
    c = compile_text("X", "Whenever a creature you control dies, return it to your hand and creatures you control get "
                          "+1/+1 until end of turn.", ["Creature"])
    assert not c.supported or all("return" not in str(e) for e in c.effects.values())


def test_lorcan_puts_the_card_put_into_a_graveyard_onto_the_battlefield_as_a_warlock() -> None:
    # "Whenever a creature card is put into an opponent's graveyard from anywhere, you may pay life equal to its mana
    # value. If you do, put it onto the battlefield under your control. It's a Warlock in addition to its other types."
    c = compiled("Lorcan, Warlock Collector")
    assert c.supported
    # (merged with ifsyou14: "you may pay ... If you do, ..." carries the optional action as you_did)
    assert c.effects[2] == {"affects": "targets", "add_subtypes": ["Warlock"], "return_targets": "controller",
                            "condition": {"you_did": True}}
    b = Board()
    b.enter("Lorcan, Warlock Collector", id="l", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Bo", zone="graveyard")
    b.ability("l", 2, targets=["g"], choices={"you_did": True})
    r = b.resolve()["g"]
    assert r.zone == "battlefield" and r.controller == "Alex"
    assert r.characteristics.subtypes == {"Bear", "Warlock"}


def test_renewed_solidarity_copies_each_token_of_the_chosen_type_that_entered_this_turn() -> None:
    # "At the beginning of your end step, for each token you control of the chosen type that entered this turn,
    # create a token that's a copy of it." (the type chosen as it entered, 607.2a)
    b = Board()
    b.enter("Renewed Solidarity", id="rs", controller="Alex", choices={"creature_type": "Bear"})
    b.enter("Grizzly Bears", id="t", controller="Alex", token=True)
    b.enter("Hill Giant", id="gt", controller="Alex", token=True)
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability("rs", 3)
    n = _names(b)
    assert [v[0] for k, v in n.items() if k.startswith("rs-token")] == ["Grizzly Bears"]
    assert pt(b, "rs-token") == (3, 2)          # a 2/2 Bear: +1/+0 from the enchantment's static ability
