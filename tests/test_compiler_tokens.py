"""Tokens the ability creates (111.1-111.4) and the effects on them ("It gains haste until end of turn").

Each expected value comes from the card's oracle text (the pool file's) and the rules (111.2: the creator
owns and controls the token; 111.3: the creating text defines exactly its characteristics; 111.4: its name
is its subtypes plus "Token"), never from the compiler's output. A phrase the compiler can't read exactly
stays unsupported.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler.tokens import token_spec
from layerkit.errors import ScenarioError


def _texts(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


def test_harried_dronesmith_thopter_has_flying_and_haste_until_end_of_turn() -> None:
    # "At the beginning of combat on your turn, create a 1/1 colorless Thopter artifact creature token with
    # flying. It gains haste until end of turn. Sacrifice it at the beginning of your next end step."
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Harried Dronesmith", id="smith", controller="Alex")
    b.ability("smith", 1)
    res = b.resolve()
    t = res["smith-token"]
    c = t.characteristics
    assert (c.name, c.power, c.toughness, c.colors) == ("Thopter Token", 1, 1, frozenset())
    assert (set(c.types), set(c.subtypes), set(c.supertypes), c.mana_cost) == \
        ({"Artifact", "Creature"}, {"Thopter"}, set(), "")
    assert c.controller == "Alex"
    assert {"Flying", "Haste"} <= _texts(res, "smith-token")
    assert b.state.objects["smith-token"].token and b.state.objects["smith-token"].owner == "Alex"
    assert not res.unsupported
    # "until end of turn": the haste ends, the flying (its own text, 111.3) stays
    b.end_turn()
    res = b.resolve()
    assert "Flying" in _texts(res, "smith-token") and "Haste" not in _texts(res, "smith-token")


def test_saheeli_filigree_master_makes_two_thopters_that_gain_haste() -> None:
    # "[−2]: Create two 1/1 colorless Thopter artifact creature tokens with flying. They gain haste until end
    # of turn."
    b = layerkit.Board()
    b.enter("Saheeli, Filigree Master", id="saheeli")
    b.ability("saheeli", "-2")
    res = b.resolve()
    for oid in ("saheeli-token", "saheeli-token (2)"):
        c = res[oid].characteristics
        assert (c.power, c.toughness, set(c.types), set(c.subtypes)) == (1, 1, {"Artifact", "Creature"}, {"Thopter"})
        assert {"Flying", "Haste"} <= _texts(res, oid)
    assert "saheeli-token (3)" not in b.state.objects
    # the [−4] emblem ("Artifact creatures you control get +1/+1", 114.4) is read now (the board makes emblems,
    # tests/test_compiler_emblems6.py): nothing of the card is reported
    assert [u[3] for u in res.unsupported] == []


def test_fractal_summoning_fractal_is_x_over_x_from_its_counters() -> None:
    # "Create a 0/0 green and blue Fractal creature token. Put X +1/+1 counters on it." (X of the spell)
    b = layerkit.Board()
    b.cast("Fractal Summoning", choices={"number": 3})
    res = b.resolve()
    c = res["Fractal Summoning-token"].characteristics
    assert (c.name, c.power, c.toughness, c.colors, set(c.subtypes)) == \
        ("Fractal Token", 3, 3, frozenset("GU"), {"Fractal"})
    assert not res.unsupported


def test_hiveheart_shaman_insect_counters_count_basic_land_types() -> None:
    # "{5}{G}: Create a 1/1 green Insect creature token. Put X +1/+1 counters on it, where X is the number of
    # basic land types among lands you control." (305.6: domain)
    b = layerkit.Board()
    b.enter("Hiveheart Shaman", id="shaman")
    b.enter("Forest", id="f")
    b.enter("Island", id="i")
    b.enter("Island", id="i2")
    b.ability("shaman", 2)
    res = b.resolve()
    c = res["shaman-token"].characteristics
    assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (3, 3, frozenset("G"), {"Insect"})
    assert not res.unsupported


def test_mardu_charm_mode_makes_two_warriors_with_first_strike() -> None:
    # "• Create two 1/1 white Warrior creature tokens. They gain first strike until end of turn."
    b = layerkit.Board()
    b.cast("Mardu Charm", choices={"modes": 2})
    res = b.resolve()
    for oid in ("Mardu Charm-token", "Mardu Charm-token (2)"):
        c = res[oid].characteristics
        assert (c.power, c.toughness, c.colors, set(c.subtypes)) == (1, 1, frozenset("W"), {"Warrior"})
        assert "First strike" in _texts(res, oid)
    assert not res.unsupported


def test_burn_down_the_house_devils_have_their_quoted_ability() -> None:
    # "• Create three 1/1 red Devil creature tokens with "When this token dies, it deals 1 damage to any
    # target." They gain haste until end of turn." (111.3: the quoted ability is the token's text)
    b = layerkit.Board()
    b.cast("Burn Down the House", choices={"modes": 2})
    res = b.resolve()
    made = [o for o in b.state.objects if o.startswith("Burn Down the House-token")]
    assert len(made) == 3
    for oid in made:
        assert {"When this token dies, it deals 1 damage to any target.", "Haste"} <= _texts(res, oid)


def test_eiganjo_uprising_makes_x_samurai() -> None:
    # "Create X 2/2 white Samurai creature tokens with vigilance. They gain menace and haste until end of turn."
    b = layerkit.Board()
    b.cast("Eiganjo Uprising", choices={"number": 2})
    res = b.resolve()
    made = sorted(o for o in b.state.objects if o.startswith("Eiganjo Uprising-token"))
    assert len(made) == 2
    for oid in made:
        assert res[oid].characteristics.power == 2
        assert {"Vigilance", "Menace", "Haste"} <= _texts(res, oid)
    with pytest.raises(ScenarioError):
        layerkit.Board().cast("Eiganjo Uprising")         # X must be stated


def test_an_anthem_applies_to_a_created_token() -> None:
    # Glorious Anthem: "Creatures you control get +1/+1." The Warrior token is a creature Alex controls (111.2)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Glorious Anthem", id="anthem", controller="Bo")
    b.enter("Glorious Anthem", id="anthem2", controller="Alex")
    b.cast("Mardu Charm", controller="Alex", choices={"modes": 2})
    res = b.resolve()
    c = res["Mardu Charm-token"].characteristics
    assert (c.power, c.toughness, c.controller) == (2, 2, "Alex")


def test_krenko_goblin_gains_haste_after_the_optional_payment() -> None:
    # Krenko, Baron of Tin Street: "Whenever an artifact is put into a graveyard from the battlefield, you may
    # pay {R}. If you do, create a 1/1 red Goblin creature token. It gains haste until end of turn." The
    # ability step states that the payment was made (choices.you_did, 608.2c; ifsyou14: was assumed)
    b = layerkit.Board()
    b.enter("Krenko, Baron of Tin Street", id="krenko")
    b.ability("krenko", 3, choices={"you_did": True})
    res = b.resolve()
    c = res["krenko-token"].characteristics
    assert (c.name, c.power, c.toughness, c.colors, set(c.subtypes)) == ("Goblin Token", 1, 1, frozenset("R"), {"Goblin"})
    assert "Haste" in _texts(res, "krenko-token")


def test_those_tokens_names_the_tokens_created() -> None:
    # "Those tokens gain haste until end of turn." after "create two ... tokens": the two tokens (111.1)
    from layerkit.compiler import compile_text

    c = compile_text("Test Muster", "Create two 1/1 red Goblin creature tokens. Those tokens gain haste until end of "
                     "turn.", ["Sorcery"])
    assert c.effects[1] == {"affects": "created", "duration": "end_of_turn", "add_abilities": ["Haste"],
                            "create_token": {"count": 2, "power": 1, "toughness": 1, "colors": ["R"],
                                             "types": ["Creature"], "subtypes": ["Goblin"], "text": ""}}
    # one token is "it" / "that token", never "those tokens"; two are never "it"
    assert not compile_text("Test One", "Create a 1/1 red Goblin creature token. Those tokens gain haste until end "
                            "of turn.", ["Sorcery"]).supported
    assert not compile_text("Test Two", "Create two 1/1 red Goblin creature tokens. It gains haste until end "
                            "of turn.", ["Sorcery"]).supported


@pytest.mark.parametrize("sentence", [
    "create x 1/1 red phyrexian goblin creature tokens, where x is the mana value of that spell.",
    "create two 3/3 blue and red elemental creature tokens with flying that attack that opponent this turn if able.",
    "create a 1/1 red goblin creature token that's tapped and attacking.",
    "create a fish token.",                       # not a predefined token (111.10)
    "create a 4/4 desert vehicle artifact land token with crew 2.",
    "create a 1/1 banana creature token.",
    "create two 1/1 white warrior creature token.",
])
def test_token_phrases_not_read_exactly_give_no_token(sentence: str) -> None:
    assert token_spec(sentence, []) is None


@pytest.mark.parametrize("name", [
    "Ovika, Enigma Goliath",            # X is the mana value of a spell the board doesn't know
    "Goldwardens' Gambit",              # "you may attach an Equipment you control to it"
    "Furygale Flocking",                # "For each opponent, create ... that attack that opponent"
])
def test_token_effects_the_board_cannot_make_exactly_stay_unsupported(name: str) -> None:
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_pool

    assert compile_card(bundled_pool().facts(name)).unsupported


# ------------------------------------------------------------------------------ Roles (111.10, 303.7)

def test_charmed_clothier_royal_role_gives_plus_one_and_ward() -> None:
    # "When this creature enters, create a Royal Role token attached to another target creature you control."
    # 111.10m: a colorless Aura Role enchantment token named Royal with enchant creature and "Enchanted
    # creature gets +1/+1 and has ward {1}."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Charmed Clothier", id="clothier")
    b.ability("clothier", 2, targets=["bear"])
    res = b.resolve()
    role = res["clothier-token"].characteristics
    assert (role.name, set(role.types), set(role.subtypes), role.colors, role.power) == \
        ("Royal", {"Enchantment"}, {"Aura", "Role"}, frozenset(), None)
    assert b.state.objects["clothier-token"].attached_to == "bear"
    bear = res["bear"]
    assert (bear.power, bear.toughness) == (3, 3)
    assert "Ward {1}" in _texts(res, "bear")
    assert not res.unsupported


def test_a_newer_role_of_the_same_player_replaces_the_older_one() -> None:
    # 704.5y / 303.7a: only the Role with the most recent timestamp stays. Eriette's Whisper: "... Create a
    # Wicked Role token attached to up to one target creature you control." (111.10q: +1/+1)
    b = layerkit.Board(players=["Alex", "Bo"])
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Charmed Clothier", id="clothier", controller="Alex")
    b.ability("clothier", 2, targets=["bear"])
    b.cast("Eriette's Whisper", controller="Alex", targets=["bear"], choices={"player": "Bo"})
    res = b.resolve()
    assert b.state.objects["clothier-token"].zone == "graveyard"
    assert b.state.objects["Eriette's Whisper-token"].attached_to == "bear"
    assert (res["bear"].power, res["bear"].toughness) == (3, 3)         # the Wicked Role only: 2/2 +1/+1
    assert "Ward {1}" not in _texts(res, "bear")


def test_a_role_needs_its_target() -> None:
    b = layerkit.Board()
    b.enter("Charmed Clothier", id="clothier")
    with pytest.raises(ScenarioError):
        b.ability("clothier", 2)


@pytest.mark.parametrize("sentence", [
    "create a huntsman role token attached to target creature you control.",       # not a Role of 111.10
    "create a monster role token attached to it.",                                  # not a target
    "create a wicked role token attached to each creature you control.",
])
def test_roles_not_read_exactly_give_no_token(sentence: str) -> None:
    from layerkit.compiler.tokens import role_spec

    assert role_spec(sentence) is None


def test_each_role_text_compiles_exactly() -> None:
    # every Role this module creates has its 111.10 text understood: no token with an unsupported ability
    from layerkit.compiler import compile_text
    from layerkit.compiler.tokens import ROLES

    for name, text in ROLES.items():
        assert not compile_text(name, "Enchant creature\n" + text, ["Enchantment"]).unsupported, name


def test_put_a_counter_and_create_a_token_are_two_instructions() -> None:
    # Pet Avengers: "Power-up — {6}{G}: Put a +1/+1 counter on this creature and create a 3/2 white Hero creature
    # token with vigilance." (608.2c: in order; the counter is on Pet Avengers, a printed 3/3 ... read from the
    # pool's P/T)
    b = layerkit.Board()
    b.enter("Pet Avengers", id="pets")
    printed = b.resolve()["pets"]
    b.ability("pets", 2)
    res = b.resolve()
    assert (res["pets"].power, res["pets"].toughness) == (printed.power + 1, printed.toughness + 1)
    assert not res.unsupported


def test_vvviza_lander_becomes_a_flying_two_one_artifact_creature() -> None:
    # Vv'viza: "Whenever you attack, create a Lander token. It becomes a 2/1 artifact creature and gains
    # flying." 111.10u: a colorless Lander artifact token with "{2}, {T}, Sacrifice this token: Search your
    # library for a basic land card, put it onto the battlefield tapped, then shuffle."
    b = layerkit.Board()
    b.enter("Vv'viza, Orbital Overseer", id="vv")
    b.ability("vv", 4)
    res = b.resolve()
    t = res["vv-token"]
    c = t.characteristics
    assert (c.name, set(c.types), set(c.subtypes), c.colors, t.power, t.toughness) == \
        ("Lander Token", {"Artifact", "Creature"}, {"Lander"}, frozenset(), 2, 1)
    assert "Flying" in _texts(res, "vv-token")
    assert any(a.startswith("{2}, {T}, Sacrifice this token: Search") for a in _texts(res, "vv-token"))
    assert not res.unsupported


def test_each_predefined_token_text_compiles() -> None:
    from layerkit.compiler import compile_text
    from layerkit.compiler.tokens import PREDEFINED

    for kind, (card_type, text) in PREDEFINED.items():
        assert not compile_text(kind.title() + " Token", text, [card_type]).unsupported, kind
    assert token_spec("create two treasure tokens.", [])["count"] == 2
    assert token_spec("create a treasure tokens.", []) is None


def test_an_effect_on_created_tokens_beside_a_branch_stays_unsupported() -> None:
    # the tokens are made with the definition that names them: a branch read apart would leave the effect on
    # "created" with no token made
    from layerkit.compiler import compile_text

    c = compile_text("Test Branch", "Create a 1/1 red Goblin creature token. It gains haste until end of turn. "
                     "If you don't, put a +1/+1 counter on target creature.", ["Sorcery"])
    assert not c.supported


def _definitions(d):
    yield d
    for m in d.get("modes") or ():
        yield m
    for part in d.get("parts") or ():
        yield part


@pytest.mark.parametrize("name", [
    "Harried Dronesmith", "Saheeli, Filigree Master", "Mardu Charm", "Burn Down the House", "Salt Road Skirmish",
    "Old Hob, Alleycat Blues", "Sequence Engine", "Match the Odds", "Dalek Intensive Care", "Rootwire Amalgam",
    "Comet, Stellar Pup", "Desert Warfare", "Furygale Flocking", "Tetravus", "Timothar, Baron of Bats",
    "Charming Scoundrel", "Shatter the Oath", "Cut In", "Faunsbane Troll",
])
def test_every_effect_on_created_tokens_creates_them(name: str) -> None:
    # never an effect on "created" without the tokens the board makes (Resolution would apply it to nothing)
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_pool

    for d in compile_card(bundled_pool().facts(name)).effects.values():
        for one in _definitions(d):
            if one.get("affects") == "created":
                assert "create_token" in one or "create_token_copy" in one, (name, one)
