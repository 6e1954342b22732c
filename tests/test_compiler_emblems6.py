"""Emblems (114): "You get an emblem with '...'" creates an emblem in the command zone (114.2) whose static
abilities function there (114.4) and apply as any static ability (613: layers, timestamps, 613.7d: the
emblem gets its timestamp as it is put into the command zone). An emblem is neither a card nor a permanent
(114.5) and has no characteristics but its abilities (114.3): no types, no P/T.

Each expected value comes from the card's oracle text (the pool file's) and the rules, never from the
compiler's output. A quoted ability the compiler can't read exactly keeps the card reported.
"""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_card


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def _pt(res, oid: str) -> tuple:
    c = res[oid].characteristics
    return c.power, c.toughness


def test_gideon_ally_of_zendikar_emblem_gives_creatures_you_control_plus_one() -> None:
    # "[−4]: You get an emblem with "Creatures you control get +1/+1."" (114.2: Alex owns and controls it)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Gideon, Ally of Zendikar", id="gideon", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Grizzly Bears", id="their-bear", controller="Bo")
    b.ability("gideon", "-4")
    res = b.resolve()
    assert not res.unsupported
    assert _pt(res, "bear") == (3, 3)
    assert _pt(res, "their-bear") == (2, 2)          # "you control": not Bo's creature
    emblem = b.state.objects["gideon-emblem"]
    assert emblem.zone == "command" and emblem.owner == "Alex" and emblem.controller == "Alex"
    assert not emblem.token
    c = res["gideon-emblem"].characteristics
    # 114.3: no types, no mana cost, no color, no P/T
    assert (c.types, c.subtypes, c.supertypes, c.colors, c.mana_cost) == (frozenset(), frozenset(), frozenset(),
                                                                           frozenset(), "")
    assert (c.power, c.toughness, c.loyalty) == (None, None, None)
    assert _texts(res, "gideon-emblem") == {"Creatures you control get +1/+1."}
    # the emblem stays when Gideon leaves (114.1: it is in the command zone, not an effect of Gideon)
    b.move("gideon", "graveyard")
    b.enter("Grizzly Bears", id="bear2", controller="Alex")      # a static ability: new creatures too (611.3a)
    b.end_turn()
    res = b.resolve()
    assert _pt(res, "bear") == (3, 3) and _pt(res, "bear2") == (3, 3)


def test_elspeth_knight_errant_emblem_gives_indestructible_to_permanents_you_control() -> None:
    # "[−8]: You get an emblem with "Artifacts, creatures, enchantments, and lands you control have
    # indestructible.""
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Elspeth, Knight-Errant", id="elspeth", controller="Alex")
    b.enter("Forest", id="forest", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Forest", id="their-forest", controller="Bo")
    b.ability("elspeth", "-8")
    res = b.resolve()
    assert not res.unsupported
    assert "Indestructible" in _texts(res, "forest") and "Indestructible" in _texts(res, "bear")
    assert "Indestructible" not in _texts(res, "their-forest")
    assert "Indestructible" not in _texts(res, "elspeth")      # a planeswalker: none of the four types


def test_emblem_timestamp_is_when_it_was_created() -> None:
    # Domri Rade: "[−7]: You get an emblem with "Creatures you control have double strike, trample, hexproof,
    # and haste."" Turn to Frog: "Until end of turn, target creature loses all abilities and becomes a blue
    # Frog with base power and toughness 1/1." Both in layer 6: the later timestamp wins (613.7; the
    # emblem's is the moment it is put into the command zone, 613.7d)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Domri Rade", id="domri", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("domri", "-7")
    b.cast("Turn to Frog", targets=["bear"], controller="Bo")
    res = b.resolve()
    assert not res.unsupported
    assert not {"Double strike", "Trample", "Hexproof", "Haste"} & _texts(res, "bear")
    assert _pt(res, "bear") == (1, 1)
    # the other order: the emblem is newer, its abilities stay
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Domri Rade", id="domri", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.cast("Turn to Frog", targets=["bear"], controller="Bo")
    b.ability("domri", "-7")
    res = b.resolve()
    assert {"Double strike", "Trample", "Hexproof", "Haste"} <= _texts(res, "bear")


def test_an_emblem_is_not_a_permanent() -> None:
    # 114.5: an emblem is neither a card nor a permanent: "permanents you control" never count it.
    # Elspeth, Sun's Champion: "[−7]: You get an emblem with "Creatures you control get +2/+2 and have flying.""
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Elspeth, Sun's Champion", id="elspeth", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("elspeth", "-7")
    res = b.resolve()
    assert _pt(res, "bear") == (4, 4) and "Flying" in _texts(res, "bear")
    # a selector of every object, in every zone, that Alex controls: never the emblem
    from layerkit.engine.loop import Effect, Engine
    from layerkit.vocabulary.model import Filter

    probe = Effect(key="probe", label="probe", source="bear", controller="Alex", timestamp=(0,),
                   definition=None, origin="resolved")
    chars = {oid: res[oid].characteristics for oid in b.state.objects}
    picked = Engine(b.state).view.select(probe, Filter(controller="you", zones=("any",)), chars)
    assert "bear" in picked and "elspeth" in picked and "elspeth-emblem" not in picked
    # nothing gives the emblem characteristics: no types, no P/T
    c = res["elspeth-emblem"].characteristics
    assert c.types == frozenset() and c.power is None and c.toughness is None


def test_two_emblems_two_objects() -> None:
    # Each activation creates its own emblem (114.2); ids as tokens': "<source>-emblem", "<source>-emblem (2)"
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Gideon, Ally of Zendikar", id="gideon", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("gideon", "-4")
    b.end_turn()
    b.end_turn()
    b.ability("gideon", "-4")
    res = b.resolve()
    assert "gideon-emblem (2)" in b.state.objects
    assert _pt(res, "bear") == (4, 4)


def test_saheeli_emblem_with_two_abilities() -> None:
    # "[−4]: You get an emblem with "Artifact creatures you control get +1/+1" and "Artifact spells you cast
    # cost {1} less to cast."" (the second: no layer effect)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Saheeli, Filigree Master", id="saheeli", controller="Alex")
    b.enter("Ornithopter", id="thopter", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.ability("saheeli", "-4")
    res = b.resolve()
    assert not res.unsupported
    assert _pt(res, "thopter") == (1, 3) and _pt(res, "bear") == (2, 2)
    assert len(res["saheeli-emblem"].abilities) == 2


def _pool_unsupported(name: str) -> list[str]:
    from layerkit.game.carddb import bundled_pool
    from layerkit.analysis.coverage import _facts_of, faces_of

    facts = _facts_of(bundled_pool().records[name])
    return [u.reason for face in faces_of(facts) for u in compile_card(face).unsupported]


def test_an_emblem_ability_not_read_stays_reported() -> None:
    # Ellywick Tumblestrum: "+2/+2 for each differently named dungeon you've completed": no dungeons on the
    # board, the emblem is reported (never an emblem whose ability is dropped)
    # (round 14, misc14: read as the game fact dungeon_names_completed, which the board is told and never assumes
    # — an emblem reading it untold is listed unsupported as it resolves, tests/test_misc14.py)
    assert not _pool_unsupported("Ellywick Tumblestrum")
    # Flaming Fist Duskguard: "you get a boon with "When you cast your next creature spell, it perpetually gets
    # +1/+0."": a triggered boon that changes characteristics stays reported
    assert _pool_unsupported("Flaming Fist Duskguard")


def test_an_emblem_triggered_ability_resolves_when_a_step_says() -> None:
    # Tezzeret the Schemer: "[−7]: You get an emblem with "At the beginning of combat on your turn, target
    # artifact you control becomes an artifact creature with base power and toughness 5/5."" The emblem's
    # triggered ability resolves as any triggered ability does (the step names it); its effect has no
    # duration: it lasts (611.2a)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Tezzeret the Schemer", id="tez", controller="Alex")
    b.enter("Sol Ring", id="ring", controller="Alex")
    b.ability("tez", "-7")
    res = b.resolve()
    assert not res.unsupported
    assert res["ring"].characteristics.types == frozenset({"Artifact"})      # nothing until it triggers
    b.ability("tez-emblem", 1, targets=["ring"])
    b.end_turn()
    res = b.resolve()
    c = res["ring"].characteristics
    assert c.types == frozenset({"Artifact", "Creature"}) and (c.power, c.toughness) == (5, 5)


def test_a_boon_triggered_ability_stays_reported() -> None:
    # a boon is used up after its triggers (Alchemy: "one-time boon"): a triggered boon is not made
    c = compile_card({"name": "Test Boon Giver", "type_line": "Sorcery", "types": ["Sorcery"],
                      "oracle_text": "You get a boon with \"At the beginning of combat on your turn, target artifact "
                                     "you control becomes an artifact creature with base power and toughness 5/5.\""})
    assert [u.clause for u in c.unsupported] == ["you get a boon with §0"]


def test_a_spell_gives_an_emblem_that_never_moves() -> None:
    # a sorcery's "You get an emblem with ...": the emblem is "<card name>-emblem" (114.2); 114.1: it stays in the
    # command zone, no step moves it
    import pytest

    from layerkit.errors import ScenarioError

    from _compiled import board_with

    b, c = board_with("Test Spell", "Sorcery", "Draw a card. You get an emblem with \"Creatures you control get +1/+1.\"")
    assert not c.unsupported
    b.enter("Grizzly Bears", id="bear")
    b.cast("Test Spell")
    res = b.resolve()
    assert _pt(res, "bear") == (3, 3) and b.state.objects["Test Spell-emblem"].zone == "command"
    with pytest.raises(ScenarioError):
        b.move("Test Spell-emblem", "battlefield")


def test_an_emblem_in_a_mode_or_beside_another_effect_stays_reported() -> None:
    from layerkit.compiler import compile_text

    c = compile_text("Test Modal", "Choose one —\n• You get an emblem with \"Creatures you control get +1/+1.\"\n"
                     "• Draw a card.", ["Sorcery"])
    assert c.unsupported and not c.effects
    c = compile_text("Test Two", "Target creature gets +2/+2 until end of turn. You get an emblem with \"Creatures you "
                     "control get +1/+1.\"", ["Sorcery"])
    assert c.unsupported and not c.effects
    # Oko, Shadowmoor Scion's "of the chosen type": the emblem has no choice to read
    # (round 14, misc14: "Choose a creature type. You get an emblem with ..." — the board gives the emblem the type the
    # ability chose as it resolved (608.2d), which the step must state: tests/test_misc14.py; an emblem reading a
    # choice no sentence of its ability makes stays reported)
    assert not _pool_unsupported("Oko, Lorwyn Liege // Oko, Shadowmoor Scion")
    c = compile_text("Test Emblem", "You get an emblem with \"Creatures you control of the chosen type get +1/+1.\"",
                     ["Sorcery"])
    assert c.unsupported and not c.effects
