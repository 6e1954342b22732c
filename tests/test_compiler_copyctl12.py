"""Copy, face-down and control phrases of round 12 (issue 12).

Each expected value comes from the card's oracle text and the rules: a board is built with the real pool
cards, resolved, and the characteristics the text implies are asserted; or the compiled definition is compared
with the definition the rules imply.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.errors import ScenarioError

from _compiled import compiled, supported


def _pt(res, oid: str) -> tuple[int, int]:
    return res[oid].power, res[oid].toughness


# ------------------------------------------------------------------ "as ~ is turned face up" (614.1e, 708.11)

def test_bubble_smuggler_gets_four_counters_as_it_is_turned_face_up() -> None:
    # Bubble Smuggler, a 2/1: "As this creature is turned face up, put four +1/+1 counters on it." Face down it is
    # a 2/2 with ward {2} (702.168b); turned face up, 614.1e / 708.11: the counters are put while it turns
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Bubble Smuggler", id="smuggler", controller="Alex", face_down="disguise")
    assert _pt(b.resolve(), "smuggler") == (2, 2)
    b.turn_face_up("smuggler")
    res = b.resolve()
    assert _pt(res, "smuggler") == (2 + 4, 1 + 4)
    assert not res.unsupported


def test_bubble_smuggler_cast_face_up_gets_no_counters() -> None:
    # the replacement applies only as it is turned face up (614.1e); cast face up it is a plain 2/1
    b = layerkit.Board()
    b.enter("Bubble Smuggler", id="smuggler")
    assert _pt(b.resolve(), "smuggler") == (2, 1)


def test_hooded_hydra_turned_face_up_gets_five_counters() -> None:
    # Hooded Hydra, a 0/0: "As this creature is turned face up, put five +1/+1 counters on it." (and "enters with X
    # +1/+1 counters on it", which a face-down permanent entering doesn't have, 708.2)
    b = layerkit.Board()
    b.enter("Hooded Hydra", id="hydra", face_down="morph")
    b.turn_face_up("hydra")
    res = b.resolve()
    assert _pt(res, "hydra") == (5, 5)
    assert [(c.kind, c.count) for c in b.state.objects["hydra"].counters] == [("+1/+1", 5)]
    assert not res.unsupported


def test_hardened_scales_adds_one_to_the_counters_put_as_it_turns_face_up() -> None:
    # Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control, that many plus one
    # +1/+1 counters are put on it instead." (614.1a applies to the counters of 614.1e's replacement too)
    b = layerkit.Board()
    b.enter("Hardened Scales")
    b.enter("Bubble Smuggler", id="smuggler", face_down="disguise")
    b.turn_face_up("smuggler")
    assert _pt(b.resolve(), "smuggler") == (2 + 5, 1 + 5)


def test_crowd_control_warden_counts_other_creatures_as_it_enters_or_turns_face_up() -> None:
    # Crowd-Control Warden, a 4/4: "As this creature enters or is turned face up, put X +1/+1 counters on it, where
    # X is the number of other creatures you control."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", controller="Alex")
    b.enter("Grizzly Bears", controller="Alex")
    b.enter("Grizzly Bears", controller="Bo")
    b.enter("Crowd-Control Warden", id="up", controller="Alex")
    assert _pt(b.resolve(), "up") == (4 + 2, 4 + 2)            # two other creatures Alex controls
    b.enter("Crowd-Control Warden", id="down", controller="Alex", face_down="disguise")
    assert _pt(b.resolve(), "down") == (2, 2)                  # 708.2: no abilities while face down
    b.turn_face_up("down")
    res = b.resolve()
    # as it turns face up Alex controls two Bears and the other Warden: three other creatures (not itself)
    assert _pt(res, "down") == (4 + 3, 4 + 3)
    assert _pt(res, "up") == (6, 6)
    assert not res.unsupported


def test_turned_face_up_counters_compile_to_the_replacement_effect() -> None:
    assert compiled("Bubble Smuggler").effects[2] == {"affects": "self", "turned_face_up_counters": {"+1/+1": 4}}
    warden = compiled("Crowd-Control Warden").effects[1]
    x = {"count": {"controller": "you", "types": ["Creature"], "other": True}}
    assert warden == {"affects": "self", "turned_face_up_counters": {"+1/+1": x}, "enters_with_counters": {"+1/+1": x}}
    assert supported("Hooded Hydra")


def test_turned_face_up_counters_is_checked_by_the_schema() -> None:
    from layerkit.vocabulary.schema import validate_definition
    with pytest.raises(Exception):
        validate_definition({"affects": {"types": ["Creature"]}, "turned_face_up_counters": {"+1/+1": 2}}, "test")
    with pytest.raises(Exception):
        validate_definition({"affects": "self", "turned_face_up_counters": {"+1/+1": 0}}, "test")
    validate_definition({"affects": "self", "turned_face_up_counters": {"+1/+1": 2}}, "test")


# ------------------------------------------------------------------ earthbend (701.66a)

def test_sandbenders_storm_earthbend_mode_makes_a_land_a_hasty_creature_with_counters() -> None:
    # "Choose one — • Destroy target creature with power 4 or greater. • Earthbend 3." 701.66a: "Target land you
    # control becomes a 0/0 land creature with haste in addition to its other types. Put N +1/+1 counters on it."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Forest", id="forest", controller="Alex")
    b.cast("Sandbenders' Storm", controller="Alex", targets=["forest"], choices={"modes": 2})
    res = b.resolve()
    assert _pt(res, "forest") == (0 + 3, 0 + 3)
    assert {"Land", "Creature"} <= set(res["forest"].types) and "Forest" in res["forest"].subtypes
    assert {a.text for a in res["forest"].abilities} >= {"Haste", "{T}: Add {G}."}
    assert not res.unsupported


def test_earthbend_targets_only_a_land_you_control() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Forest", id="theirs", controller="Bo")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    for target in ("theirs", "bears"):          # 701.66a: "target land you control" (115.1)
        with pytest.raises(ScenarioError):
            b.cast("Dai Li Indoctrination", controller="Alex", targets=[target], choices={"modes": 2})


def test_earthbend_lasts_and_the_counters_stay_after_the_turn() -> None:
    # the effect of 701.66a has no duration: the land stays a 0/0 creature (its counters make it 2/2)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Mountain", id="mountain", controller="Alex")
    b.cast("Dai Li Indoctrination", controller="Alex", targets=["mountain"], choices={"modes": 2})
    b.end_turn()
    res = b.resolve()
    assert _pt(res, "mountain") == (2, 2) and "Creature" in res["mountain"].types


def test_rebellious_captives_counters_then_earthbend() -> None:
    # Rebellious Captives, a 2/2: "Exhaust — {6}: Put two +1/+1 counters on this creature, then earthbend 2."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Rebellious Captives", id="captives", controller="Alex")
    b.enter("Plains", id="plains", controller="Alex")
    b.ability("captives", 1, targets=["plains"])
    res = b.resolve()
    assert _pt(res, "captives") == (2 + 2, 2 + 2)
    assert _pt(res, "plains") == (2, 2) and "Creature" in res["plains"].types
    assert "Haste" in {a.text for a in res["plains"].abilities} and "Haste" not in {a.text for a in res["captives"].abilities}


def test_kyoshi_earthbend_x_counts_the_hand_and_makes_it_an_island() -> None:
    # The Legend of Kyoshi, chapter II: "Earthbend X, where X is the number of cards in your hand. That land becomes
    # an Island in addition to its other types."
    d = compiled("The Legend of Kyoshi // Avatar Kyoshi").effects[2]
    assert d == {"affects": "targets", "set_pt": [0, 0], "add_abilities": ["Haste"], "add_types": ["Land", "Creature"],
                 "counters": {"+1/+1": {"count": {"zones": ["hand"], "owner": "you"}}}, "add_subtypes": ["Island"]}


def test_earthbend_text_doctest_shape() -> None:
    from layerkit.compiler.compile import earthbend_text
    assert earthbend_text("earthbend 1.") == ("target land you control becomes a 0/0 land creature with haste in addition to "
                                              "its other types. put one +1/+1 counter on it.")
    assert earthbend_text("whenever you earthbend, draw a card.") == "whenever you earthbend, draw a card."


# ------------------------------------------------------------------ entering as a copy with counters (614.1c, 707.9)

def test_altered_ego_enters_as_a_copy_with_x_additional_counters() -> None:
    # Altered Ego: "You may have this creature enter as a copy of any creature on the battlefield, except it enters
    # with X additional +1/+1 counters on it." A copy of Grizzly Bears (2/2) with X = 3: a 5/5 named Grizzly Bears
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("Altered Ego", id="ego", controller="Alex", copy="bears", choices={"number": 3})
    res = b.resolve()
    assert res["ego"].name == "Grizzly Bears" and _pt(res, "ego") == (5, 5)
    assert not res.unsupported


def test_altered_ego_not_entering_as_a_copy_gets_no_counters() -> None:
    # the counters are the copy's exception (614.1c): entering as itself, it is a 0/0 with none
    b = layerkit.Board()
    b.enter("Altered Ego", id="ego", choices={"number": 3})
    assert _pt(b.resolve(), "ego") == (0, 0)


def test_spark_double_copies_a_creature_with_a_counter_and_not_legendary() -> None:
    # Spark Double: "... enter as a copy of a creature or planeswalker you control, except it enters with an
    # additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if
    # it's a planeswalker, and it isn't legendary."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Isamaru, Hound of Konda", id="isamaru", controller="Alex")     # legendary 2/2
    b.enter("Spark Double", id="double", controller="Alex", copy="isamaru")
    res = b.resolve()
    assert res["double"].name == "Isamaru, Hound of Konda" and _pt(res, "double") == (3, 3)
    assert "Legendary" not in res["double"].supertypes and "Legendary" in res["isamaru"].supertypes
    assert [c.kind for c in b.state.objects["double"].counters] == ["+1/+1"]


def test_spark_double_copying_a_planeswalker_has_one_more_loyalty() -> None:
    # Jace Beleren has loyalty 3: the copy enters with its printed loyalty (306.5b, 707.2) plus one additional
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Jace Beleren", id="jace", controller="Alex")
    b.enter("Spark Double", id="double", controller="Alex", copy="jace")
    res = b.resolve()
    assert res["double"].loyalty == 4 and res["double"].power is None
    assert "Legendary" not in res["double"].supertypes
    assert not any(c.kind == "+1/+1" for c in b.state.objects["double"].counters)


def test_spark_double_copies_only_what_you_control() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError):
        b.enter("Spark Double", controller="Alex", copy="theirs")      # "a creature or planeswalker you control"


def test_hardened_scales_adds_to_the_copy_counters() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Hardened Scales", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Spark Double", id="double", controller="Alex", copy="bears")
    assert _pt(b.resolve(), "double") == (2 + 2, 2 + 2)          # 614.1a: one plus one


def test_copy_counters_compile_as_the_replacement_effect() -> None:
    assert compiled("Altered Ego").effects[2] == {"affects": "self", "enters_as_copy": {
        "counters": [{"kind": "+1/+1", "count": "x"}]}}
    assert compiled("Spark Double").effects[1] == {"affects": "self", "enters_as_copy": {
        "except": {"remove_supertypes": ["Legendary"]},
        "counters": [{"kind": "+1/+1", "count": 1, "if_type": "Creature"},
                     {"kind": "loyalty", "count": 1, "if_type": "Planeswalker"}]}}


# ------------------------------------------------------------------ "with power N or greater" (208.1, 707.2)

def test_deceptive_frostkite_copies_a_big_creature_you_control_as_a_flying_dragon() -> None:
    # Deceptive Frostkite: "You may have this creature enter as a copy of a creature you control with power 4 or
    # greater, except it's a Dragon in addition to its other types and it has flying." Craw Wurm: a 6/4 Wurm
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Craw Wurm", id="wurm", controller="Alex")
    b.enter("Deceptive Frostkite", id="kite", controller="Alex", copy="wurm")
    res = b.resolve()
    assert res["kite"].name == "Craw Wurm" and _pt(res, "kite") == (6, 4)
    assert set(res["kite"].subtypes) == {"Wurm", "Dragon"} and "Flying" in {a.text for a in res["kite"].abilities}
    assert not res.unsupported


def test_deceptive_frostkite_refuses_a_small_or_foreign_creature() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", controller="Alex")        # power 2
    b.enter("Craw Wurm", id="theirs", controller="Bo")
    for original in ("bears", "theirs"):
        with pytest.raises(ScenarioError):
            b.enter("Deceptive Frostkite", controller="Alex", copy=original)


def test_a_target_with_power_n_or_greater_is_checked() -> None:
    # 115.1: Sandbenders' Storm, "Destroy target creature with power 4 or greater": a 2/2 is not a legal target
    from layerkit.game import legality as L
    p = L.phrase("creature with power 4 or greater")
    assert p.power == (4, "min") and L.phrase("creature with power 2 or less").power == (2, "max")
    assert L.phrase("creature with flying").power is None
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    with pytest.raises(ScenarioError):
        L.check_targets("Sandbenders' Storm", "Destroy target creature with power 4 or greater.",
                        [("bears", "battlefield", b.resolve()["bears"].characteristics)], "Alex")
    L.check_targets("Sandbenders' Storm", "Destroy target creature with power 4 or greater.",
                    [("wurm", "battlefield", b.resolve()["wurm"].characteristics)], "Alex")


# ------------------------------------------------------------------ a mode: "Proliferate. Draw a card." (701.34a)

def test_strange_oil_proliferate_mode_adds_a_counter_of_each_kind() -> None:
    # More of That Strange Oil...: "• It's Probably Nothing — Proliferate. Draw a card." A 2/2 with a +1/+1 counter
    # (3/3) chosen for proliferate gets another (4/4); drawing a card changes no characteristic
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bears", controller="Alex", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="other", controller="Alex", counters={"+1/+1": 1})
    b.cast("More of That Strange Oil...", controller="Alex", choices={"modes": 1, "proliferate": ["bears"]})
    res = b.resolve()
    assert _pt(res, "bears") == (4, 4) and _pt(res, "other") == (3, 3)
    assert not res.unsupported


def test_proliferate_beside_another_counter_action_stays_unsupported() -> None:
    from layerkit.compiler.compile import _proliferate_and_one_shots
    assert _proliferate_and_one_shots("proliferate. draw a card.")
    assert not _proliferate_and_one_shots("proliferate. move a +1/+1 counter from target creature onto ~.")
    assert not _proliferate_and_one_shots("proliferate. then proliferate again.")


# ------------------------------------------------------------------ "creatures you control enter as a copy of ~" (614.1c)

def test_essence_of_the_wild_makes_your_entering_creatures_copies_of_it() -> None:
    # Essence of the Wild, a 6/6 Avatar: "Creatures you control enter as a copy of this creature."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Essence of the Wild", id="essence", controller="Alex")
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.enter("Forest", id="forest", controller="Alex")
    res = b.resolve()
    assert res["mine"].name == "Essence of the Wild" and _pt(res, "mine") == (6, 6)
    assert res["mine"].subtypes == ("Avatar",) or set(res["mine"].subtypes) == {"Avatar"}
    assert res["theirs"].name == "Grizzly Bears" and _pt(res, "theirs") == (2, 2)       # not "you control"
    assert res["forest"].name == "Forest"                                                # not a creature
    assert not res.unsupported


def test_essence_of_the_wild_applies_to_tokens_and_not_to_what_was_there_before() -> None:
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="before", controller="Alex")
    b.enter("Essence of the Wild", id="essence", controller="Alex")
    b.enter("Grizzly Bears", id="t1", controller="Alex", token=True)       # tokens (111.1) enter as copies too
    b.enter("Llanowar Elves", id="t2", controller="Alex", token=True)
    res = b.resolve()
    tokens = ["t1", "t2"]
    for t in tokens:
        assert res[t].name == "Essence of the Wild" and _pt(res, t) == (6, 6)
    assert res["before"].name == "Grizzly Bears"              # it didn't enter while Essence was there
    assert not res.unsupported


def test_two_essences_give_one_result() -> None:
    # the second Essence of the Wild enters as a copy of the first (a creature you control); a Bears then has two
    # replacement effects that give the same copiable values (707.3): whichever applies, it is an Essence
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Essence of the Wild", controller="Alex")
    b.enter("Essence of the Wild", id="second", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    res = b.resolve()
    assert res["second"].name == res["bears"].name == "Essence of the Wild" and _pt(res, "bears") == (6, 6)
    assert not res.unsupported


def test_two_different_copy_replacements_are_reported() -> None:
    # 616.1: Essence of the Wild and Infinite Reflection (on a Craw Wurm) both apply to a nontoken creature Alex
    # casts; which applies is its controller's choice, which no step states
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    b.enter("Essence of the Wild", id="essence", controller="Alex")    # before the Aura: itself
    b.enter("Infinite Reflection", controller="Alex", attached_to="wurm")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    res = b.resolve()
    assert res["essence"].name == "Essence of the Wild"
    assert any(u[0] == "bears" for u in res.unsupported)


def test_a_clone_entering_under_essence_is_reported() -> None:
    # Clone's own replacement effect beside Essence's (616.1): the order is a choice not stated
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    b.enter("Essence of the Wild", controller="Alex")
    b.enter("Clone", id="clone", controller="Alex", copy="wurm")
    assert any(u[0] == "clone" for u in b.resolve().unsupported)


def test_thunderbond_vanguard_makes_only_creature_tokens_copies() -> None:
    # Thunderbond Vanguard: "Its power and toughness are each equal to the number of creatures you control. Each
    # creature token you control enters as a copy of this creature."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Thunderbond Vanguard", id="vanguard", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")       # a nontoken creature: not copied
    b.enter("Grizzly Bears", id="t1", controller="Alex", token=True)
    b.enter("Llanowar Elves", id="t2", controller="Alex", token=True)
    res = b.resolve()
    tokens = ["t1", "t2"]
    assert res["bears"].name == "Grizzly Bears"
    for t in tokens:      # four creatures: Vanguard, Bears and two token Vanguards, each 4/4 (604.3)
        assert res[t].name == "Thunderbond Vanguard" and _pt(res, t) == (4, 4)
    assert _pt(res, "vanguard") == (4, 4)
    assert not res.unsupported


def test_infinite_reflection_copies_the_enchanted_creature_for_nontoken_creatures() -> None:
    # Infinite Reflection: "Nontoken creatures you control enter as a copy of enchanted creature."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Craw Wurm", id="wurm", controller="Bo")
    b.enter("Infinite Reflection", id="aura", controller="Alex", attached_to="wurm")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Llanowar Elves", id="token", controller="Alex", token=True)
    res = b.resolve()
    assert res["bears"].name == "Craw Wurm" and _pt(res, "bears") == (6, 4)
    assert res["token"].name == "Llanowar Elves" and _pt(res, "token") == (1, 1)      # a token: not "nontoken"
    assert not res.unsupported


def test_others_enter_as_copy_compiles_to_the_replacement_effect() -> None:
    assert compiled("Essence of the Wild").effects[1] == {
        "affects": {"types": ["Creature"], "controller": "you"}, "others_enter_as_copy": "self"}
    assert compiled("Infinite Reflection").effects[3] == {
        "affects": {"types": ["Creature"], "controller": "you", "token": False}, "others_enter_as_copy": "enchanted"}
    from layerkit.vocabulary.schema import validate_definition
    with pytest.raises(Exception):
        validate_definition({"affects": "self", "others_enter_as_copy": "self"}, "test")


def test_earth_rumble_earthbends_its_first_target_only() -> None:
    # Earth Rumble: "Earthbend 2. When you do, up to one target creature you control fights target creature an
    # opponent controls." The land is the first target (701.66a); the fighters change no characteristic
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Forest", id="forest", controller="Alex")
    b.enter("Grizzly Bears", id="mine", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Earth Rumble", controller="Alex", targets=["forest", "mine", "theirs"], choices={"you_did": True})
    res = b.resolve()
    assert _pt(res, "forest") == (2, 2) and "Creature" in res["forest"].types
    assert _pt(res, "mine") == (2, 2) and _pt(res, "theirs") == (2, 2)


def test_badgermole_cub_enters_and_earthbends_one() -> None:
    # Badgermole Cub: "When this creature enters, earthbend 1." (a triggered ability: the ability step resolves it)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Island", id="island", controller="Alex")
    b.enter("Badgermole Cub", id="cub", controller="Alex")
    b.ability("cub", 1, targets=["island"])
    res = b.resolve()
    assert _pt(res, "island") == (1, 1) and {"Land", "Creature"} <= set(res["island"].types)
    assert "Island" in res["island"].subtypes and "Haste" in {a.text for a in res["island"].abilities}


def test_two_earthbends_in_one_ability_are_two_targets() -> None:
    # Cracked Earth Technique: "Earthbend 3, then earthbend 3." — two targets, each its own effect (701.66a; 115.3:
    # the same land may be chosen for both): read since round 14, one part per target (boards in
    # tests/test_counters14.py)
    assert supported("Cracked Earth Technique")


# ------------------------------------------------------------------ face down with listed characteristics (708.2)

def test_cyber_conversion_turns_a_creature_into_a_face_down_cyberman() -> None:
    # Cyber Conversion: "Turn target creature face down. It's a 2/2 Cyberman artifact creature." 708.2: only those
    # characteristics: no name, abilities or color
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.cast("Cyber Conversion", controller="Alex", targets=["angel"])
    res = b.resolve()
    assert _pt(res, "angel") == (2, 2)
    assert set(res["angel"].types) == {"Artifact", "Creature"} and set(res["angel"].subtypes) == {"Cyberman"}
    assert not res["angel"].abilities and not res["angel"].name
    b.turn_face_up("angel")
    assert _pt(b.resolve(), "angel") == (4, 4)
    assert not res.unsupported


def test_face_down_listed_compiles_exactly() -> None:
    assert compiled("Cyber Conversion").effects[1] == {"affects": "targets", "turn_face_down": {
        "types": ["Artifact", "Creature"], "subtypes": ["Cyberman"], "power": 2, "toughness": 2}}
    from layerkit.compiler.compile import _listed_values
    assert _listed_values("2/2", "red") is None
