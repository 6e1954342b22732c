"""Conditions on what a resolving instruction did or found (issue 12, round 10): "if the sacrificed creature
was a Human", "if the exiled card is a snow land", "if it's a land card" of the card an ability revealed
(608.2h: the object as it last existed).

The board holds none of those objects as the text means them (a sacrificed creature's last known
information, the top card of a library it doesn't hold), so the step states what the object was, in the
same ``choices.stated`` values9 introduced for their numbers: ``choices: {stated: {sacrificed: {types:
[Creature], subtypes: [Human]}}}`` (``{count: 0}``: there was none). A step that doesn't say is not applied
and is listed in ``Resolution.unsupported``, never assumed. Each expected value is worked out from the card's
oracle text and the rules it cites, on a board with the real pool card."""
from __future__ import annotations

import pytest

from layerkit.errors import LayerkitError
from layerkit.game.board import Board
from _compiled import compiled, pt


def is_(obj: str, **sel) -> dict:
    return {"stated": {"object": obj, "is": sel}}


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text.split(" ")[0].lower() if a.text else "" for a in board.resolve()[oid].abilities}


# ------------------------------------------------------------------ the sacrificed creature (608.2h)

def test_falkenrath_aristocrat_compiles_the_sacrificed_humans_counter():
    # "Sacrifice a creature: This creature gains indestructible until end of turn. If the sacrificed creature
    # was a Human, put a +1/+1 counter on this creature."
    c = compiled("Falkenrath Aristocrat")
    assert c.supported
    assert c.effects[3] == {"parts": [
        {"affects": "self", "duration": "end_of_turn", "add_abilities": ["Indestructible"]},
        {"affects": "self", "condition": is_("sacrificed", subtypes=["Human"]), "counters": {"+1/+1": 1}}]}


@pytest.mark.parametrize("subtypes, expected", [(["Human", "Peasant"], (5, 2)), (["Zombie"], (4, 1))])
def test_falkenrath_aristocrat_counter_only_for_a_human(subtypes, expected):
    # 4/1; a +1/+1 counter only when the sacrificed creature was a Human (205.3m: one of its subtypes)
    b = Board()
    b.enter("Falkenrath Aristocrat", id="f")
    b.ability("f", 3, choices={"stated": {"sacrificed": {"types": ["Creature"], "subtypes": subtypes}}})
    assert pt(b, "f") == expected
    assert "Indestructible" in {a.text for a in b.resolve()["f"].abilities}


def test_untold_sacrificed_creature_is_listed_not_assumed():
    b = Board()
    b.enter("Falkenrath Aristocrat", id="f")
    b.ability("f", 3)
    r = b.resolve()
    assert (r["f"].power, r["f"].toughness) == (4, 1)
    assert any("choices.stated" in u[3] and "sacrificed.subtypes" in u[3] for u in r.unsupported)


def test_stating_only_a_number_of_the_sacrificed_creature_is_not_enough():
    b = Board()
    b.enter("Falkenrath Torturer", id="f")
    b.ability("f", 1, choices={"stated": {"sacrificed": {"power": 2}}})
    r = b.resolve()
    assert any("sacrificed.subtypes" in u[3] for u in r.unsupported)


def test_ebon_praetor_removes_then_adds_plus_one_zero_for_a_thrull():
    # 5/5 with a -2/-2 counter (its upkeep trigger): sacrificing a Thrull removes it and puts a +1/+0 counter (6/5)
    b = Board()
    b.enter("Ebon Praetor", id="e", counters={"-2/-2": 1})
    assert pt(b, "e") == (3, 3)
    b.ability("e", 4, choices={"stated": {"sacrificed": {"types": ["Creature"], "subtypes": ["Thrull"]}}})
    assert pt(b, "e") == (6, 5)


def test_evereth_gains_lifelink_only_for_a_treasure():
    # "Put a +1/+1 counter on Evereth. If the sacrificed permanent was a Treasure, Evereth gains lifelink"
    b = Board()
    b.enter("Evereth, Viceroy of Plunder", id="v")
    b.ability("v", 2, choices={"stated": {"sacrificed": {"types": ["Artifact"], "subtypes": ["Treasure"]}}})
    r = b.resolve()["v"]
    assert (r.power, r.toughness) == (3, 3)     # a 2/2 with a +1/+1 counter
    assert "Lifelink" in {a.text for a in r.abilities}
    b2 = Board()
    b2.enter("Evereth, Viceroy of Plunder", id="v")
    b2.ability("v", 2, choices={"stated": {"sacrificed": {"types": ["Creature"], "subtypes": ["Goblin"]}}})
    r2 = b2.resolve()["v"]
    assert (r2.power, r2.toughness) == (3, 3)
    assert "Lifelink" not in {a.text for a in r2.abilities}


# ------------------------------------------------------------------ the card a cost or an instruction exiled

def test_storm_elemental_gets_plus_one_only_for_a_snow_land():
    # "{U}, Exile the top card of your library: If the exiled card is a snow land, this creature gets +1/+1"
    assert compiled("Storm Elemental").effects[3]["condition"] == is_("exiled", supertypes=["Snow"], types=["Land"])
    for stated, expected in (({"types": ["Land"], "supertypes": ["Snow", "Basic"], "subtypes": ["Island"]}, (4, 5)),
                             ({"types": ["Land"], "supertypes": ["Basic"]}, (3, 4)),
                             ({"types": ["Creature"], "supertypes": ["Snow"]}, (3, 4))):
        b = Board()
        b.enter("Storm Elemental", id="s")
        b.ability("s", 3, choices={"stated": {"exiled": stated}})
        assert pt(b, "s") == expected, stated


def test_a_stated_quality_is_checked():
    b = Board()
    b.enter("Storm Elemental", id="s")
    with pytest.raises(LayerkitError):
        b.ability("s", 3, choices={"stated": {"exiled": {"types": ["Lnad"]}}})
    with pytest.raises(LayerkitError):
        b.ability("s", 3, choices={"stated": {"exiled": {"colors": ["purple"]}}})


def test_static_condition_on_a_stated_object_is_not_read():
    from layerkit.compiler import compile_text
    c = compile_text("Testing Golem", "As long as the sacrificed creature was a Human, this creature gets +1/+1.",
                     types=["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ "it" / "that card": the one card just revealed

@pytest.mark.parametrize("types, expected, first_strike", [(["Land"], (3, 2), True), (["Creature"], (2, 2), False),
                                                          (["Artifact", "Land"], (3, 2), True)])
def test_brutal_deceiver_reveals_a_land(types, expected, first_strike):
    # 2/2; "{2}: Reveal the top card of your library. If it's a land card, this creature gets +1/+0 and gains
    # first strike until end of turn." (205.2a: an artifact land is a land card)
    assert compiled("Brutal Deceiver").effects[2]["condition"] == is_("revealed", types=["Land"])
    b = Board()
    b.enter("Brutal Deceiver", id="d")
    b.ability("d", 2, choices={"stated": {"revealed": {"types": types}}})
    r = b.resolve()["d"]
    assert (r.power, r.toughness) == expected
    assert ("First strike" in {a.text for a in r.abilities}) is first_strike


def test_brutal_deceiver_untold_revealed_card_is_listed():
    b = Board()
    b.enter("Brutal Deceiver", id="d")
    b.ability("d", 2)
    r = b.resolve()
    assert (r["d"].power, r["d"].toughness) == (2, 2)
    assert any("revealed.types" in u[3] for u in r.unsupported)


@pytest.mark.parametrize("stated, expected", [({"types": ["Land"]}, (-2, 4)), ({"types": ["Instant"]}, (4, 4)),
                                              ({"count": 0}, (4, 4))])
def test_chaos_harlequin_either_branch(stated, expected):
    # 2/4; "Exile the top card of your library. If that card is a land card, this creature gets -4/-0 until end
    # of turn. Otherwise, this creature gets +2/+0 until end of turn." (no card exiled: not a land card)
    b = Board()
    b.enter("Chaos Harlequin", id="h")
    b.ability("h", 1, choices={"stated": {"exiled": stated}})
    assert pt(b, "h") == expected


def test_chaos_harlequin_untold_applies_neither_branch():
    b = Board()
    b.enter("Chaos Harlequin", id="h")
    b.ability("h", 1)
    r = b.resolve()
    assert (r["h"].power, r["h"].toughness) == (2, 4)
    assert any("exiled.types" in u[3] for u in r.unsupported)


@pytest.mark.parametrize("subtypes, haste", [(["Goblin", "Warrior"], True), (["Elf"], False)])
def test_warren_pilferers_haste_for_a_goblin_card(subtypes, haste):
    # "return target creature card from your graveyard to your hand. If that card is a Goblin card, this
    # creature gains haste until end of turn."
    b = Board()
    b.enter("Warren Pilferers", id="w")
    b.ability("w", 1, choices={"stated": {"returned": {"types": ["Creature"], "subtypes": subtypes}}})
    assert ("Haste" in {a.text for a in b.resolve()["w"].abilities}) is haste


def test_daredevil_gets_plus_two_one_for_a_hero_card_exiled():
    # 3/4; "you may exile the top card of your library. If that card is a Hero card, Daredevil gets +2/+1"
    c = compiled("Daredevil, Man Without Fear")
    assert c.effects[4]["condition"] == is_("exiled", subtypes=["Hero"])
    base = Board()
    base.enter("Daredevil, Man Without Fear", id="d")
    p0 = pt(base, "d")
    for stated, plus in (({"types": ["Creature"], "subtypes": ["Human", "Hero"]}, (2, 1)), ({"count": 0}, (0, 0))):
        b = Board()
        b.enter("Daredevil, Man Without Fear", id="d")
        b.ability("d", 4, choices={"stated": {"exiled": stated}})
        assert pt(b, "d") == (p0[0] + plus[0], p0[1] + plus[1])


def test_it_after_an_instruction_on_several_cards_is_not_read():
    from layerkit.compiler import compile_text
    c = compile_text("Testing Golem", "{2}: Each player reveals the top card of their library. If it's a land card, "
                     "this creature gets +1/+0 until end of turn.", types=["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ "if a creature card was exiled this way"

@pytest.mark.parametrize("stated, expected", [({"types": ["Sorcery"]}, (4, 3)), ({"types": ["Creature"]}, (3, 2)),
                                              ({"count": 0}, (3, 2))])
def test_deathgorge_scavenger_grows_for_a_noncreature_card(stated, expected):
    # 3/2; "you may exile target card from a graveyard. If a creature card is exiled this way, you gain 2 life.
    # If a noncreature card is exiled this way, this creature gets +1/+1 until end of turn." (none exiled: neither)
    assert compiled("Deathgorge Scavenger").effects[1]["condition"] == is_("exiled", not_types=["Creature"])
    b = Board()
    b.enter("Deathgorge Scavenger", id="s")
    b.ability("s", 1, choices={"stated": {"exiled": stated}})
    assert pt(b, "s") == expected


def test_a_card_exiled_by_each_player_is_not_read_as_one():
    from layerkit.compiler import compile_text
    c = compile_text("Testing Golem", "At the beginning of your upkeep, each player exiles a card from a graveyard. "
                     "If a creature card was exiled this way, put a +1/+1 counter on this creature.", types=["Creature"])
    assert not c.supported


def test_a_stated_object_condition_is_checked_by_the_schema():
    from layerkit.vocabulary.schema import validate_condition
    validate_condition({"stated": {"object": "exiled", "is": {"types": ["Land"], "supertypes": ["Snow"]}}}, "t")
    for bad in ({"stated": {"object": "exiled", "is": {"controller": "you"}}},
                {"stated": {"object": "nowhere", "is": {"types": ["Land"]}}},
                {"stated": {"object": "exiled"}}):
        with pytest.raises(LayerkitError):
            validate_condition(bad, "t")


@pytest.mark.parametrize("name, plus, keyword", [("Callous Deceiver", (1, 0), "Flying"),
                                                 ("Feral Deceiver", (2, 2), "Trample"),
                                                 ("Harsh Deceiver", (1, 1), None)])
def test_the_other_deceivers(name, plus, keyword):
    # "{2}: Reveal the top card of your library. If it's a land card, this creature gets ... until end of turn"
    base = Board()
    base.enter(name, id="d")
    p0 = pt(base, "d")
    for types, on in ((["Land"], True), (["Sorcery"], False)):
        b = Board()
        b.enter(name, id="d")
        b.ability("d", 2, choices={"stated": {"revealed": {"types": types}}})
        r = b.resolve()["d"]
        assert (r.power, r.toughness) == ((p0[0] + plus[0], p0[1] + plus[1]) if on else p0)
        if keyword:
            assert (keyword in {a.text for a in r.abilities}) is on


def test_giant_regrowth_perpetual_plus_three_only_for_a_creature_card():
    # "Return target card from your graveyard to your hand. If it's a creature card, it perpetually gets +3/+3."
    for types, expected in ((["Creature"], (5, 5)), (["Sorcery"], (2, 2))):
        b = Board()
        b.enter("Grizzly Bears", id="g", zone="graveyard")
        b.cast("Giant Regrowth", targets=["g"], choices={"stated": {"returned": {"types": types}}})
        b.move("g", "battlefield")
        assert pt(b, "g") == expected, types


# ------------------------------------------------------------------ "if a creature is dealt damage this way" (120.3)

@pytest.mark.parametrize("stated, expected", [({"types": ["Creature"]}, (7, 2)), ({"count": 0}, (2, 2))])
def test_provoke_the_trolls_only_if_the_creature_was_dealt_damage(stated, expected):
    # "deals 3 damage to any target. If a creature is dealt damage this way, it gets +5/+0 until end of turn."
    # (prevented, 615: no creature was dealt damage, {count: 0}); the board marks no damage
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Provoke the Trolls", targets=["g"], choices={"stated": {"damaged": stated}})
    assert pt(b, "g") == expected


def test_provoke_the_trolls_untold_is_listed():
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Provoke the Trolls", targets=["g"])
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (2, 2)
    assert any("damaged.types" in u[3] for u in r.unsupported)


def test_burn_from_within_removes_indestructible():
    b = Board()
    b.enter("Darksteel Myr", id="m", controller="Bo")
    assert "Indestructible" in {a.text for a in b.resolve()["m"].abilities}
    b.cast("Burn from Within", targets=["m"], choices={"number": 2, "stated": {"damaged": {"types": ["Artifact", "Creature"]}}})
    assert "Indestructible" not in {a.text for a in b.resolve()["m"].abilities}


@pytest.mark.parametrize("stated, trample", [({"types": ["Land"], "supertypes": ["Snow", "Basic"], "subtypes": ["Forest"]}, True),
                                             ({"types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}, False),
                                             ({"count": 0}, False)])
def test_gargantuan_gorilla_trample_for_a_snow_forest(stated, trample):
    # "you may sacrifice a Forest. If you sacrifice a snow Forest this way, this creature gains trample until end
    # of turn." (205.4: snow is a supertype)
    b = Board()
    b.enter("Gargantuan Gorilla", id="g")
    b.ability("g", 1, choices={"stated": {"sacrificed": stated}})
    assert ("Trample" in {a.text for a in b.resolve()["g"].abilities}) is trample
