"""References to the objects an ability makes or moves, round 15 (issue 12, branch ``refs15``).

A pronoun names exactly the object the rules say (608.2c, 111.1, 400.7, 400.7j); where the board cannot make
that object exactly, the clause stays in ``unsupported``. Expected values come from the oracle text and the
rules, never from the compiler's output.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.compiler import compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.vocabulary.schema import validate_definition

from tests._compiled import compiled


def _state(b: Board, oid: str):
    return b.resolve()[oid]


def _abilities(b: Board, oid: str) -> list[str]:
    return [str(a) for a in _state(b, oid).characteristics.abilities]


# ------------------------------------------------- a token copy of a card exiled from a graveyard (400.7j, 707.2)

def test_mordor_on_the_march_copies_the_card_it_exiled_and_the_token_gains_haste_until_end_of_turn() -> None:
    # "Exile a creature card from your graveyard. Create a token that's a copy of it. It gains haste until end of
    # turn.": "it" is the card exiled (400.7j: the effect finds it), then the token (111.1); a card's copiable
    # values are its printed ones (707.2): a 3/3 red Giant named Hill Giant
    c = compiled("Mordor on the March")
    assert c.supported
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.cast("Mordor on the March", controller="Alex", choices={"object": "h"})
    tok = "Mordor on the March-token"
    s = _state(b, tok)
    assert (s.characteristics.name, s.power, s.toughness) == ("Hill Giant", 3, 3)
    assert s.characteristics.colors == frozenset({"R"}) and "Giant" in s.characteristics.subtypes
    assert "Haste" in _abilities(b, tok)
    assert "Haste" not in _abilities(b, "g")
    assert b._state.objects["h"].zone == "exile"        # the instruction exiled it (400.7j)
    b.end_turn()                        # 514.2: "until end of turn" ends
    assert "Haste" not in _abilities(b, tok)


def test_a_token_copy_of_the_chosen_card_needs_the_card_named() -> None:
    b = Board()
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    with pytest.raises(ScenarioError):
        b.cast("Mordor on the March", controller="Alex")
    b2 = Board()
    b2.enter("Hill Giant", id="h", controller="Alex")       # on the battlefield: no card exiled from a graveyard
    with pytest.raises(ScenarioError):
        b2.cast("Mordor on the March", controller="Alex", choices={"object": "h"})


def test_god_pharaohs_gift_makes_a_4_4_black_zombie_copy_only_if_you_exiled_a_card() -> None:
    # "you may exile a creature card from your graveyard. If you do, create a token that's a copy of that card, except
    # it's a 4/4 black Zombie. It gains haste until end of turn." (707.9b: a Zombie instead of its creature types,
    # black instead of its colors; its card types stay)
    assert compiled("God-Pharaoh's Gift").supported
    b = Board()
    b.enter("God-Pharaoh's Gift", id="gift", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.ability("gift", 1, choices={"you_did": True, "object": "h"})
    tok = "gift-token"
    s = _state(b, tok)
    assert (s.characteristics.name, s.power, s.toughness) == ("Hill Giant", 4, 4)
    assert s.characteristics.colors == frozenset({"B"})
    assert tuple(s.characteristics.subtypes) == ("Zombie",) and "Creature" in s.characteristics.types
    assert "Haste" in _abilities(b, tok)
    b2 = Board()
    b2.enter("God-Pharaoh's Gift", id="gift", controller="Alex")
    b2.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b2.ability("gift", 1, choices={"you_did": False})
    assert not [o for o in b2._state.objects if "token" in o]
    assert b2._state.objects["h"].zone == "graveyard"      # you didn't: nothing exiled


def test_mimic_vat_copies_a_card_exiled_with_it() -> None:
    # "{3}, {T}: Create a token that's a copy of a card exiled with this artifact. It gains haste."
    c = compiled("Mimic Vat")
    assert c.supported
    b = Board()
    b.enter("Mimic Vat", id="vat", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Bo", zone="exile")
    b.ability("vat", 2, choices={"object": "g"})
    s = _state(b, "vat-token")
    assert (s.characteristics.name, s.power, s.toughness, s.controller) == ("Grizzly Bears", 2, 2, "Alex")
    assert "Haste" in _abilities(b, "vat-token")


def test_dollhouse_of_horrors_token_is_a_construct_that_counts_itself() -> None:
    # cost "Exile a creature card from your graveyard": "a copy of the exiled card, except it's a 0/0 Construct
    # artifact in addition to its other types and it has 'This token gets +1/+1 for each Construct you control.'":
    # the only Construct is the token itself, so 1/1; it gains haste until end of turn
    assert compiled("Dollhouse of Horrors").supported
    b = Board()
    b.enter("Dollhouse of Horrors", id="d", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="exile")
    b.ability("d", 1, choices={"object": "h"})
    s = _state(b, "d-token")
    assert (s.characteristics.name, s.power, s.toughness) == ("Hill Giant", 1, 1)
    assert {"Artifact", "Creature"} <= set(s.characteristics.types)
    assert {"Construct", "Giant"} <= set(s.characteristics.subtypes)
    assert "Haste" in _abilities(b, "d-token")


def test_nahiri_copies_its_target_card_and_that_token_gains_haste() -> None:
    # "[0]: Exile target creature or Equipment card ... from your graveyard. Create a token that's a copy of it. That
    # token gains haste.": the target card (400.7j), copied with its printed values (707.2); haste with no duration
    assert compiled("Nahiri, the Unforgiving").supported
    b = Board()
    b.enter("Nahiri, the Unforgiving", id="n", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex", zone="graveyard")
    b.ability("n", "0", targets=["g"])
    s = _state(b, "n-token")
    assert (s.characteristics.name, s.power, s.toughness) == ("Grizzly Bears", 2, 2)
    assert "Haste" in _abilities(b, "n-token")
    assert b._state.objects["g"].zone == "exile"
    b.end_turn()
    assert "Haste" in _abilities(b, "n-token")      # no duration: it lasts (611.2a)


def test_offsprings_revenge_makes_a_1_1_copy_with_haste_until_your_next_turn() -> None:
    assert compiled("Offspring's Revenge").supported
    b = Board()
    b.enter("Offspring's Revenge", id="o", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.ability("o", 1, targets=["h"])
    s = _state(b, "o-token")
    assert (s.characteristics.name, s.power, s.toughness) == ("Hill Giant", 1, 1)
    assert "Haste" in _abilities(b, "o-token")
    assert b._state.objects["h"].zone == "exile"
    b.end_turn()        # Bo's turn: it still has haste; Alex's next turn begins: it ends (611.2a)
    assert "Haste" in _abilities(b, "o-token")
    b.end_turn()
    assert "Haste" not in _abilities(b, "o-token")


@pytest.mark.parametrize("text", [
    # a creature exiled from the battlefield: the card in exile is a new object (400.7) whose copiable values are
    # not those of the permanent the board holds
    "Exile target creature. Create a token that's a copy of it. It gains haste.",
    # any other "it" after a card exiled from a graveyard names no object the board holds
    "Exile a creature card from your graveyard. It gains haste.",
    # another instruction between: "it" is not read through it
    "Exile a creature card from your graveyard. Draw a card. Create a token that's a copy of it. It gains haste.",
    # two cards exiled: not one card
    "Exile two creature cards from your graveyard. Create a token that's a copy of it. It gains haste.",
])
def test_token_copies_of_other_moved_objects_stay_unsupported(text: str) -> None:
    c = compile_text("X", text, ["Sorcery"])
    assert not c.supported


def test_token_copy_of_chosen_vocabulary_checks() -> None:
    validate_definition({"affects": "created", "create_token_copy": {"of": "chosen"}}, "test")
    validate_definition({"affects": "created", "create_token_copy": {"of": "chosen", "exile": True}}, "test")
    validate_definition({"affects": "created", "create_token_copy": {"exile": True}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"exile": True, "count": 2}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"exile": True, "of": "equipped"}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"of": "targets"}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"of": "chosen", "each": "targets"}}, "test")


# ------------------------------------------------- a token copy of equipped creature (301.5a, 707.2, 707.9b)

def test_helm_of_the_host_copies_equipped_creature_not_legendary_with_haste() -> None:
    # "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token
    # isn't legendary. That token gains haste.": the creature the Equipment is attached to (301.5a); the copy lacks
    # the supertype Legendary (707.9b, 205.4), and it alone gains haste (layer 6)
    assert compiled("Helm of the Host").supported
    b = Board()
    b.enter("Helm of the Host", id="helm", controller="Alex")
    b.enter("Isamaru, Hound of Konda", id="i", controller="Alex")      # legendary 2/2
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.attach("helm", "i")
    b.ability("helm", 1)
    s = _state(b, "helm-token")
    assert (s.characteristics.name, s.power, s.toughness) == ("Isamaru, Hound of Konda", 2, 2)
    assert "Legendary" not in s.characteristics.supertypes
    assert "Legendary" in _state(b, "i").characteristics.supertypes
    assert "Haste" in _abilities(b, "helm-token") and "Haste" not in _abilities(b, "i")
    assert [o for o in b._state.objects if "token" in o] == ["helm-token"]


def test_helm_of_the_host_unattached_makes_no_token() -> None:
    b = Board()
    b.enter("Helm of the Host", id="helm", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability("helm", 1)
    assert not [o for o in b._state.objects if "token" in o]
    assert "Haste" not in _abilities(b, "g")


def test_several_token_copies_of_equipped_creature_stay_unsupported() -> None:
    c = compile_text("X", "At the beginning of combat on your turn, create two tokens that are copies of equipped "
                          "creature. They gain haste.", ["Artifact"])
    assert not c.supported
    validate_definition({"affects": "created", "create_token_copy": {"of": "equipped"}}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "created", "create_token_copy": {"of": "equipped", "count": 2}}, "test")


# ------------------------------------------------- one card put onto the battlefield with counters (614.1c, 400.7)

def test_emperor_of_bones_puts_the_exiled_card_with_a_finality_counter_and_it_gains_haste() -> None:
    # "put a creature card exiled with this creature onto the battlefield under your control with a finality counter
    # on it. It gains haste.": the card chosen (choices.object) enters under Alex's control (110.2a) with the counter
    # (614.1c); "it" is that new object (400.7), which alone gains haste
    assert compiled("Emperor of Bones").supported
    b = Board()
    b.enter("Emperor of Bones", id="e", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Bo", zone="exile")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability("e", 3, choices={"object": "h"})
    o = b._state.objects["h"]
    assert (o.zone, o.owner) == ("battlefield", "Bo")
    assert [(c.kind, c.count) for c in o.counters] == [("finality", 1)]
    s = _state(b, "h")
    assert (s.controller, s.power, s.toughness) == ("Alex", 3, 3)
    assert "Haste" in _abilities(b, "h") and "Haste" not in _abilities(b, "g") and "Haste" not in _abilities(b, "e")


def test_a_card_put_with_plus_one_counters_is_bigger_by_them() -> None:
    # "You may put a creature card from your hand onto the battlefield with two +1/+1 counters on it. It gains haste
    # until end of turn.": a 3/3 enters with two +1/+1 counters: 5/5 (613.4c)
    from tests._compiled import board_with
    b, c = board_with("Test Gate", "Artifact", "{T}: You may put a creature card from your hand onto the battlefield "
                      "with two +1/+1 counters on it. It gains haste until end of turn.")
    assert c.supported
    b.enter("Test Gate", id="t", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="hand")
    b.ability("t", 1, choices={"object": "h"})
    s = _state(b, "h")
    assert (s.power, s.toughness) == (5, 5) and "Haste" in _abilities(b, "h")
    b.end_turn()
    assert "Haste" not in _abilities(b, "h") and (_state(b, "h").power, _state(b, "h").toughness) == (5, 5)


@pytest.mark.parametrize("text", [
    "{T}: Put a creature card from your hand onto the battlefield with X +1/+1 counters on it. It gains haste.",
    "{T}: Put a creature card from your hand onto the battlefield tapped with a +1/+1 counter on it. It gains haste.",
    "{T}: Put two creature cards from your hand onto the battlefield with a +1/+1 counter on each of them. They gain haste.",
])
def test_other_puts_with_counters_stay_unsupported(text: str) -> None:
    assert not compile_text("X", text, ["Artifact"]).supported


# ------------------------------------------------- cards put onto the battlefield, then "it" / "they" (400.7, 115.1)

def test_necromantic_selection_returns_one_card_as_a_black_zombie_under_your_control() -> None:
    # "Destroy all creatures, then return a creature card put into a graveyard this way to the battlefield under your
    # control. It's a black Zombie in addition to its other colors and types.": the one card (the step names it in a
    # graveyard), a new object (400.7) under the caster's control (110.2a), black and green, a Zombie Bear
    assert compiled("Necromantic Selection").supported
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo", zone="graveyard")
    b.enter("Hill Giant", id="h", controller="Alex")
    b.cast("Necromantic Selection", controller="Alex", choices={"object": "g"})
    s = _state(b, "g")
    assert b._state.objects["g"].zone == "battlefield" and s.controller == "Alex"
    assert s.characteristics.colors == frozenset({"B", "G"})
    assert set(s.characteristics.subtypes) == {"Bear", "Zombie"}
    assert "Zombie" not in _state(b, "h").characteristics.subtypes


def test_afterlife_from_the_loam_puts_the_targets_onto_the_battlefield_as_zombies() -> None:
    # "For each player, choose up to one target creature card in that player's graveyard. Put those cards onto the
    # battlefield under your control. They're Zombies in addition to their other types."
    assert compiled("Afterlife from the Loam").supported
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo", zone="graveyard")
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.enter("Llanowar Elves", id="e", controller="Alex")
    b.cast("Afterlife from the Loam", controller="Alex", targets=["g", "h"])
    for oid, own in (("g", "Bear"), ("h", "Giant")):
        s = _state(b, oid)
        assert b._state.objects[oid].zone == "battlefield" and s.controller == "Alex"
        assert set(s.characteristics.subtypes) == {own, "Zombie"}
    assert "Zombie" not in _state(b, "e").characteristics.subtypes


def test_the_war_in_heaven_returns_each_target_with_a_counter_as_an_artifact() -> None:
    # "III — Choose up to three target creature cards ... in your graveyard. Return each of them to the battlefield
    # with a necrodermis counter on it. They're artifacts in addition to their other types." (614.1c, 205.1b)
    assert compiled("The War in Heaven").supported
    b = Board()
    b.enter("The War in Heaven", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex", zone="graveyard")
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.ability("w", 3, targets=["g", "h"])
    for oid in ("g", "h"):
        o = b._state.objects[oid]
        assert o.zone == "battlefield" and [(c.kind, c.count) for c in o.counters] == [("necrodermis", 1)]
        assert {"Artifact", "Creature"} == set(_state(b, oid).characteristics.types)


@pytest.mark.parametrize("text", [
    # several cards chosen, not targeted: not named by the step
    "For each player, choose a creature card in that player's graveyard. Put those cards onto the battlefield under "
    "your control. They're Zombies in addition to their other types.",
    # X counters: not read
    "Choose up to two target creature cards in your graveyard. Return each of them to the battlefield with X +1/+1 "
    "counters on it. They're artifacts in addition to their other types.",
    # destroyed this way, but "they": several cards
    "Destroy all creatures, then return all creature cards put into a graveyard this way to the battlefield. They're "
    "black Zombies in addition to their other colors and types.",
])
def test_other_puts_of_several_cards_stay_unsupported(text: str) -> None:
    assert not compile_text("X", text, ["Sorcery"]).supported


# ------------------------------------------------- put onto the battlefield tapped and attacking (110.5b, 508.4)

def test_olivia_returns_the_target_tapped_and_attacking_with_the_granted_ability() -> None:
    # "Whenever Olivia attacks, return target creature card from your graveyard to the battlefield tapped and
    # attacking. It gains 'When you don't control a legendary Vampire, exile this creature.'"
    assert compiled("Olivia, Crimson Bride").supported
    b = Board()
    b.enter("Olivia, Crimson Bride", id="o", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.ability("o", 3, targets=["h"])
    o = b._state.objects["h"]
    assert (o.zone, o.tapped, o.combat) == ("battlefield", True, "attacking")
    assert "When you don't control a legendary Vampire, exile this creature." in _abilities(b, "h")
    assert "When you don't control a legendary Vampire, exile this creature." not in _abilities(b, "o")


def test_nick_fury_puts_the_card_tapped_and_attacking_and_it_gains_indestructible_until_end_of_turn() -> None:
    # "Then you may put a creature card with mana value 3 or less from your hand onto the battlefield. It enters tapped
    # and attacking and gains indestructible until end of turn."
    assert compiled("Nick Fury, Spymaster").supported
    b = Board()
    b.enter("Nick Fury, Spymaster", id="n", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex", zone="hand")
    b.ability("n", 2, choices={"object": "g"})
    o = b._state.objects["g"]
    assert (o.zone, o.tapped, o.combat) == ("battlefield", True, "attacking")
    assert "Indestructible" in _abilities(b, "g") and "Indestructible" not in _abilities(b, "n")
    b.end_turn()
    assert "Indestructible" not in _abilities(b, "g")


def test_return_tapped_and_attacking_vocabulary() -> None:
    validate_definition({"affects": "targets", "return_targets": "controller", "put_tapped": "attacking"}, "test")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "targets", "put_tapped": "attacking"}, "test")


def test_wakanda_forever_puts_the_card_with_an_indestructible_counter() -> None:
    # "You may put a permanent card from among them onto the battlefield with an indestructible counter on it.": the
    # card chosen enters with the counter, so it has indestructible (122.1b, layer 6)
    assert compiled("Wakanda Forever!").supported
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex", zone="library")
    b.cast("Wakanda Forever!", controller="Alex", choices={"object": "g"})
    assert b._state.objects["g"].zone == "battlefield"
    assert "Indestructible" in _abilities(b, "g")


def test_a_put_with_only_a_finality_counter_is_no_layer_effect() -> None:
    # 122.1: a finality counter changes no characteristic: the put alone is a one-shot effect, as with no counter
    c = compiled("Chaos Shrine's Black Crystal")
    assert c.supported and not c.effects


# ------------------------------------------------- "whenever a player casts a ... spell, it ..." (400.7a)

def test_jund_gives_the_spell_cast_devour_and_the_permanent_keeps_it() -> None:
    # "Whenever a player casts a creature spell that's black, red, or green, it gains devour 5.": "it" is the spell
    # (the trigger's object, the step's targets); the effect goes on applying to the permanent it becomes (400.7a)
    c = compiled("Jund")
    assert c.supported and list(c.effects.values())[0]["affects"] == "targets"
    b = Board()
    b.enter("Jund", id="plane", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Bo", zone="stack")
    b.enter("Grizzly Bears", id="g", controller="Bo")
    ability = next(i for i, d in c.effects.items() if "Devour 5" in d.get("add_abilities", []))
    b.ability("plane", ability, targets=["h"])
    b.move("h", "battlefield")
    assert "Devour 5" in _abilities(b, "h") and "Devour 5" not in _abilities(b, "g")


def test_wickerwing_effigy_makes_the_spell_cast_from_your_library_a_1_1_black_flying_bird() -> None:
    # "Whenever you cast a creature spell from your library, it becomes a black Bird in addition to its other colors
    # and types, has flying, and has base power and toughness 1/1." (layers 4, 5, 6, 7b; 400.7a)
    assert compiled("Wickerwing Effigy").supported
    b = Board()
    b.enter("Wickerwing Effigy", id="w", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="stack")
    b.ability("w", "Whenever you cast", targets=["h"])
    b.move("h", "battlefield")
    s = _state(b, "h")
    assert (s.power, s.toughness) == (1, 1)
    assert s.characteristics.colors == frozenset({"R", "B"})
    assert set(s.characteristics.subtypes) == {"Giant", "Bird"} and "Flying" in _abilities(b, "h")


def test_a_spell_cast_trigger_naming_another_object_stays_unsupported() -> None:
    assert not compile_text("X", "Whenever a player casts a spell that targets a creature you control, it gains "
                                 "flying until end of turn.", ["Enchantment"]).supported


# ------------------------------------------------- "that artifact", "that Vehicle": the object of the event

def test_treasure_nabber_gains_control_of_the_artifact_tapped_for_mana() -> None:
    # "Whenever an opponent taps an artifact for mana, gain control of that artifact until the end of your next turn."
    assert compiled("Treasure Nabber").supported
    b = Board()
    b.enter("Treasure Nabber", id="t", controller="Alex")
    b.enter("Sol Ring", id="ring", controller="Bo")
    b.enter("Mind Stone", id="stone", controller="Bo")
    b.ability("t", 1, targets=["ring"])
    assert _state(b, "ring").controller == "Alex" and _state(b, "stone").controller == "Bo"


def test_tiana_perpetually_pumps_the_vehicle_crewed() -> None:
    # "When Tiana, Angelic Mechanic or another legendary creature you control crews a Vehicle, that Vehicle
    # perpetually gets +1/+0."
    assert compiled("Tiana, Angelic Mechanic").supported
    b = Board()
    b.enter("Tiana, Angelic Mechanic", id="t", controller="Alex")
    b.enter("Smuggler's Copter", id="v", controller="Alex")       # a 3/3 Vehicle
    b.enter("Smuggler's Copter", id="v2", controller="Alex")
    b.ability("t", 2, targets=["v"])
    b.ability("v", "Crew 1")        # 702.122: an artifact creature until end of turn (208.3: P/T only as a creature)
    b.ability("v2", "Crew 1")
    assert (_state(b, "v").power, _state(b, "v").toughness) == (4, 3)
    assert (_state(b, "v2").power, _state(b, "v2").toughness) == (3, 3)
    b.end_turn()
    b.ability("v", "Crew 1")
    assert (_state(b, "v").power, _state(b, "v").toughness) == (4, 3)      # perpetual: it stays


def test_it_in_a_crew_trigger_naming_two_objects_stays_unsupported() -> None:
    assert not compile_text("X", "Whenever ~ or another creature you control crews a Vehicle, it gets +1/+0 until "
                                 "end of turn.", ["Creature"]).supported


def test_effluence_devourer_perpetually_grants_the_sacrificed_creature_card_an_ability() -> None:
    # "Whenever you sacrifice Effluence Devourer or another creature, it perpetually gains '{2}, Exile this card from
    # your graveyard: ...'": the card the sacrificed creature became in the graveyard (400.7e), the step's targets;
    # a perpetual change follows it (onto the battlefield again, too)
    assert compiled("Effluence Devourer").supported
    grant = ("{2}, Exile this card from your graveyard: Create an X/X green Ooze creature token, where X is this "
             "card's power. Activate only as a sorcery.")
    b = Board()
    b.enter("Effluence Devourer", id="e", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.enter("Grizzly Bears", id="g", controller="Alex", zone="graveyard")
    b.ability("e", 1, targets=["h"])
    assert grant in _abilities(b, "h") and grant not in _abilities(b, "g")
    b.move("h", "battlefield")
    assert grant in _abilities(b, "h")


@pytest.mark.parametrize("in_graveyard, gains", [(6, False), (7, True)])
def test_thought_rattle_changes_the_card_sought_only_with_threshold(in_graveyard: int, gains: bool) -> None:
    # "If seven or more cards are in your graveyard, seek a Rat card. It perpetually gains 'This spell costs {1} less
    # to cast.'": the card is sought (and changed) only if the "if" holds as the spell resolves (608.2c); the
    # resolving sorcery is still on the stack then (608.2n), not in the graveyard
    assert compiled("Thought Rattle").supported
    b = Board()
    for i in range(in_graveyard):
        b.enter("Forest", id=f"f{i}", controller="Alex", zone="graveyard")
    b.enter("Grizzly Bears", id="r", controller="Alex", zone="hand")
    b.cast("Thought Rattle", controller="Alex", choices={"object": "r"})
    assert ("This spell costs {1} less to cast." in _abilities(b, "r")) is gains


def test_a_one_card_change_under_an_if_about_you_stays_unsupported() -> None:
    assert not compile_text("X", "If you control a Rat, seek a Rat card. It perpetually gets +1/+1.",
                            ["Sorcery"]).supported


def test_a_target_returned_tapped_is_tapped_and_not_attacking() -> None:
    from tests._compiled import board_with
    b, c = board_with("Test Raise", "Sorcery", "Return target creature card from your graveyard to the battlefield "
                      "tapped. It gains haste.")
    assert c.supported and c.effects[1]["put_tapped"] == "tapped"
    b.enter("Hill Giant", id="h", controller="Alex", zone="graveyard")
    b.cast("Test Raise", controller="Alex", targets=["h"])
    o = b._state.objects["h"]
    assert (o.zone, o.tapped, o.combat) == ("battlefield", True, None)
    assert "Haste" in _abilities(b, "h")


def test_kros_gives_the_creature_the_counters_were_put_on_trample_until_your_next_turn() -> None:
    # "Whenever you put one or more counters on a creature you don't control, tap that creature and goad it. It gains
    # trample until your next turn.": the creature of the event (the step's targets)
    assert compiled("Kros, Defense Contractor").supported
    b = Board()
    b.enter("Kros, Defense Contractor", id="k", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Bo")
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.ability("k", 2, targets=["h"])
    assert "Trample" in _abilities(b, "h") and "Trample" not in _abilities(b, "g")
    b.end_turn()
    assert "Trample" in _abilities(b, "h")
    b.end_turn()            # Alex's next turn begins (611.2a)
    assert "Trample" not in _abilities(b, "h")
