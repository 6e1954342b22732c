"""Round 14, grants family: "with the chosen name" (201.4, 607.2d: the card name chosen for the source,
the step's ``choices.card_name``) and conspiracies in the command zone (315.3, 315.5, 702.106)."""

from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def _texts(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].characteristics.abilities]


def _facts(name: str, text: str, types: list[str], type_line: str) -> dict:
    return {"name": name, "oracle_text": text, "types": types, "type_line": type_line}


def test_chosen_name_compiles_to_the_chosen_name_selector() -> None:
    # Immediate Action: "Creatures you control with the chosen name have haste."
    c = compile_card(_facts("Immediate Action", "Hidden agenda\nCreatures you control with the chosen name have haste.",
                            ["Conspiracy"], "Conspiracy"))
    assert c.effects[2] == {"affects": {"types": ["Creature"], "controller": "you", "name": "chosen"},
                            "add_abilities": ["Haste"], "zones": ["command"]}
    assert not c.unsupported


def test_immediate_action_gives_haste_to_creatures_with_the_chosen_name_only() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gray Ogre", id="ogre")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    b.enter("Immediate Action", id="agenda", zone="command", choices={"card_name": "Grizzly Bears"})
    r = b.resolve()
    assert "Haste" in _texts(r, "bears")
    assert "Haste" not in _texts(r, "ogre")          # another name
    assert "Haste" not in _texts(r, "theirs")        # "you control"
    assert not r.unsupported


def test_the_chosen_name_must_be_stated() -> None:
    b = Board()
    with pytest.raises(ScenarioError, match="card_name"):
        b.enter("Immediate Action", zone="command")


def test_a_conspiracy_is_only_in_the_command_zone() -> None:
    # 315.3: not a permanent, never cast
    b = Board()
    with pytest.raises(ScenarioError, match="315.3"):
        b.enter("Immediate Action", choices={"card_name": "Grizzly Bears"})
    with pytest.raises(ScenarioError, match="command zone"):
        b.enter("Grizzly Bears", zone="command")


def test_a_face_down_conspiracy_is_refused() -> None:
    # 315.5b: a face-down conspiracy has no characteristics; its static abilities affect the game only face up
    b = Board()
    with pytest.raises(ScenarioError, match="315.5b"):
        b.enter("Immediate Action", zone="command", face_down="morph", choices={"card_name": "Grizzly Bears"})


def test_secrets_of_paradise_grants_a_mana_ability() -> None:
    # 'Creatures you control with the chosen name have "{T}: Add one mana of any color."'
    b = Board()
    b.enter("Llanowar Elves", id="elf")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Secrets of Paradise", zone="command", choices={"card_name": "Llanowar Elves"})
    r = b.resolve()
    assert "{T}: Add one mana of any color." in _texts(r, "elf")
    assert "{T}: Add one mana of any color." not in _texts(r, "bears")
    assert not r.unsupported


def test_incendiary_dissent_granted_pump_resolves() -> None:
    # 'have "{R}: This creature gets +1/+0 until end of turn."'
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Incendiary Dissent", zone="command", choices={"card_name": "Grizzly Bears"})
    r = b.resolve()
    which = _texts(r, "bears").index("{R}: This creature gets +1/+0 until end of turn.") + 1
    b.ability("bears", which)
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 2)
    assert not r.unsupported


def test_everyones_an_imposter_works_from_the_command_zone() -> None:
    # "All creatures have changeling." on a conspiracy: its static ability functions in the command zone (315.5)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Everyone's an Imposter", zone="command")
    r = b.resolve()
    assert "Changeling" in _texts(r, "bears")


def test_petrified_hamlet_grants_colorless_mana_to_lands_with_the_chosen_name() -> None:
    # 'Lands with the chosen name have "{T}: Add {C}."' — every player's lands with that name
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Island", id="island", controller="Bo", owner="Bo")
    b.enter("Island", id="mine")
    b.enter("Petrified Hamlet", id="hamlet", choices={"card_name": "Island"})
    r = b.resolve()
    assert "{T}: Add {C}." in _texts(r, "island")
    assert "{T}: Add {C}." in _texts(r, "mine")
    assert "{T}: Add {C}." not in _texts(r, "forest")


def test_muzzios_preparations_adds_a_counter_to_a_creature_with_the_chosen_name() -> None:
    # "Each creature you control with the chosen name enters with an additional +1/+1 counter on it." (614.1c)
    b = Board()
    b.enter("Muzzio's Preparations", zone="command", choices={"card_name": "Grizzly Bears"})
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gray Ogre", id="ogre")
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 3)
    assert (r["ogre"].characteristics.power, r["ogre"].characteristics.toughness) == (2, 2)
    assert not r.unsupported
