"""References to the tokens a spell creates, round 17 (issue 12, branch ``refs17``).

"That token" / "that creature" after a spell creates one creature token names that token (111.1); an "if" on
how the spell was cast (601.2a) or on its kicker (702.33d) changes only what happens to it, never whether it is
created; a delayed "Exile it at the beginning of the next end step" (603.7) between them names no other object.
Expected values come from the oracle text and the rules, never from the compiler's output.
"""
from __future__ import annotations

from layerkit import Board
from layerkit.compiler import compile_text

from tests._compiled import board_with, compiled


def _tokens(b: Board) -> list[tuple[str, int | None, int | None, list[str]]]:
    r = b.resolve()
    return [(oid, r[oid].power, r[oid].toughness, [str(a) for a in r[oid].characteristics.abilities])
            for oid in r.ids if "-token" in oid]


# ------------------------------------------------- "if this spell was cast from ..." on the token created (601.2a)

def test_retrieve_the_esper_puts_two_counters_on_its_robot_only_when_cast_from_a_graveyard() -> None:
    # "Create a 3/3 blue Robot Warrior artifact creature token. Then if this spell was cast from a graveyard, put
    # two +1/+1 counters on that token."
    assert compiled("Retrieve the Esper").supported
    b = Board()
    b.cast("Retrieve the Esper", controller="Alex", choices={"cast_from": "graveyard"})
    r = b.resolve()
    (oid,) = [o for o in r.ids if o.endswith("-token")]
    s = r[oid]
    assert (s.power, s.toughness) == (5, 5)
    assert set(s.characteristics.types) == {"Artifact", "Creature"}
    assert set(s.characteristics.subtypes) == {"Robot", "Warrior"} and s.characteristics.colors == frozenset({"U"})
    b = Board()
    b.cast("Retrieve the Esper", controller="Alex", choices={"cast_from": "hand"})
    assert [(p, t) for _, p, t, _ in _tokens(b)] == [(3, 3)]


def test_retrieve_the_esper_untold_how_it_was_cast_makes_the_token_and_lists_the_counters() -> None:
    b = Board()
    b.cast("Retrieve the Esper", controller="Alex")
    assert [(p, t) for _, p, t, _ in _tokens(b)] == [(3, 3)]      # 111.1: the token is created either way
    assert b.resolve().unsupported          # the "if" is not guessed


def test_otterball_antics_counter_on_that_creature_when_flashed_back() -> None:
    # "Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere other than
    # your hand, put a +1/+1 counter on that creature."
    assert compiled("Otterball Antics").supported
    b = Board()
    b.cast("Otterball Antics", controller="Alex", choices={"cast_from": "graveyard"})
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(2, 2, ["Prowess"])]
    b = Board()
    b.cast("Otterball Antics", controller="Alex", choices={"cast_from": "hand"})
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(1, 1, ["Prowess"])]


def test_that_creature_after_a_token_is_not_read_when_the_spell_named_another_creature() -> None:
    # "that creature" may name the sacrificed or targeted creature: never read as the token
    c = compile_text("Test Sorcery", "Destroy target creature. Create a 1/1 white Spirit creature token. If this spell was cast "
                     "from a graveyard, put a +1/+1 counter on that creature.", ["Sorcery"])
    assert not c.supported
    c = compile_text("Test Sorcery", "Sacrifice a creature. Create a 1/1 white Spirit creature token. If this spell was cast from "
                     "a graveyard, put a +1/+1 counter on that creature.", ["Sorcery"])
    assert not c.supported


def test_a_condition_other_than_how_the_spell_was_cast_on_the_token_stays_reported() -> None:
    c = compile_text("Test Sorcery", "Create a 3/3 blue Robot artifact creature token. If you control three or more artifacts, put "
                     "two +1/+1 counters on that token.", ["Sorcery"])
    assert not c.supported


# ------------------------------------------------- "if this spell was kicked" on the token created (702.33d)

def test_elemental_appeal_kicked_gives_its_token_plus_seven_until_end_of_turn() -> None:
    # "Create a 7/1 red Elemental creature token with trample and haste. Exile it at the beginning of the next end
    # step. If this spell was kicked, that creature gets +7/+0 until end of turn."
    assert compiled("Elemental Appeal").supported
    b = Board()
    b.cast("Elemental Appeal", controller="Alex", alt_cost="kicker")
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(14, 1, ["Trample", "Haste"])]
    b.end_turn()
    assert [(p, t) for _, p, t, _ in _tokens(b)] == [(7, 1)]      # 514.2: "until end of turn" ended


def test_elemental_appeal_unkicked_makes_a_plain_7_1() -> None:
    b = Board()
    b.cast("Elemental Appeal", controller="Alex")
    r = b.resolve()
    (oid,) = [o for o in r.ids if o.endswith("-token")]
    s = r[oid]
    assert (s.power, s.toughness) == (7, 1)
    assert s.characteristics.colors == frozenset({"R"}) and set(s.characteristics.subtypes) == {"Elemental"}


def test_exile_it_at_the_next_end_step_between_the_token_and_the_effect_is_a_delayed_trigger() -> None:
    # 603.7: "Exile it at the beginning of the next end step" names the token; the next "it" still names it
    c = compile_text("Test Sorcery", "Create a 3/3 red Elemental creature token. Exile it at the beginning of the next end step. It "
                     "gains haste until end of turn.", ["Sorcery"])
    assert c.supported
    b, _ = board_with("Test Sorcery", "Sorcery", "Create a 3/3 red Elemental creature token. Exile it at the beginning "
                      "of the next end step. It gains haste until end of turn.")
    b.cast("Test Sorcery", controller="Alex")
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(3, 3, ["Haste"])]


# ------------------------------------------------- a clash's outcome on the tokens created (701.30a)

def test_gilt_leaf_ambush_elves_gain_deathtouch_only_when_the_clash_was_won() -> None:
    # "Create two 1/1 green Elf Warrior creature tokens. Clash with an opponent. If you win, those creatures gain
    # deathtouch until end of turn."
    assert compiled("Gilt-Leaf Ambush").supported
    b = Board()
    b.cast("Gilt-Leaf Ambush", controller="Alex", choices={"won": True})
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(1, 1, ["Deathtouch"])] * 2
    b = Board()
    b.cast("Gilt-Leaf Ambush", controller="Alex", choices={"won": False})
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(1, 1, [])] * 2


def test_gilt_leaf_ambush_untold_outcome_makes_the_elves_and_lists_the_ability() -> None:
    b = Board()
    b.cast("Gilt-Leaf Ambush", controller="Alex")
    assert [(p, t, a) for _, p, t, a in _tokens(b)] == [(1, 1, [])] * 2
    assert b.resolve().unsupported


def test_those_creatures_after_tokens_beside_a_target_stays_reported() -> None:
    c = compile_text("Test Sorcery", "Tap target creature. Create two 1/1 green Elf creature tokens. Clash with an "
                     "opponent. If you win, those creatures gain deathtouch until end of turn.", ["Sorcery"])
    assert not c.supported


# ------------------------------------------------- one card conjured onto the battlefield (the step names it)

def test_cosmic_sovereign_gives_haste_to_the_creature_it_conjured() -> None:
    # "At the beginning of combat on your turn, conjure a random creature card with mana value X onto the
    # battlefield, where X is this creature's power. That creature gains haste." (layer 6): the random card is the
    # one the step names, entered on the battlefield first
    assert compiled("Cosmic Sovereign").supported
    b = Board()
    b.enter("Cosmic Sovereign", id="cs", controller="Alex")
    b.enter("Hill Giant", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="other", controller="Alex")
    b.ability("cs", "At the beginning of combat", choices={"object": "g"})
    r = b.resolve()
    assert "Haste" in [str(a) for a in r["g"].characteristics.abilities]
    assert "Haste" not in [str(a) for a in r["other"].characteristics.abilities]


def test_cosmic_sovereign_without_the_conjured_card_named_is_refused() -> None:
    import pytest
    from layerkit.errors import ScenarioError

    b = Board()
    b.enter("Cosmic Sovereign", id="cs", controller="Alex")
    with pytest.raises(ScenarioError):
        b.ability("cs", "At the beginning of combat")


def test_dragonsoul_prodigy_duplicate_gains_haste_indefinitely() -> None:
    # "Whenever you cast your first Omen spell each turn, conjure a duplicate of that card onto the battlefield. It
    # gains haste." (no duration: it lasts, 611.2a; the end-step shuffle is a delayed trigger, 603.7)
    assert compiled("Dragonsoul Prodigy").supported
    assert list(compiled("Dragonsoul Prodigy").effects.values()) == [{"affects": "chosen", "add_abilities": ["Haste"]}]


def test_a_card_conjured_with_more_said_of_how_it_enters_is_not_read_as_untapped() -> None:
    c = compile_text("Test Creature", "When this creature enters, conjure a card named Grizzly Bears onto the "
                     "battlefield tapped. It gains haste until end of turn.", ["Creature"])
    assert not c.supported


def test_prototype_x8_duplicate_after_a_sacrifice_and_an_intervening_if_stays_reported() -> None:
    # "Whenever another creature you control enters, if you cast it, sacrifice it. Conjure a duplicate of it onto the
    # battlefield. ...": the sacrifice (a one-shot the board doesn't do) and the "if" come first: not read
    assert not compiled("Prototype X-8").supported


def test_hangarback_assembler_counter_on_the_conjured_walker() -> None:
    # "When this artifact enters, conjure a card named Hangarback Walker onto the battlefield, then put a +1/+1
    # counter on it.": the Walker (X = 0, not cast, 107.3) gets one counter: a 1/1
    b = Board()
    b.enter("Hangarback Walker", id="w", controller="Alex")
    b.enter("Hangarback Assembler", id="a", controller="Alex")
    b.ability("a", "When this artifact enters", choices={"object": "w"})
    r = b.resolve()
    assert (r["w"].power, r["w"].toughness) == (1, 1)


# ------------------------------------------------- "it" of "Whenever ~ or another creature you control enters"

def _alex(cast_from: str, entering: str = "g") -> Board:
    b = Board()
    b.enter("Alex Wilder, Runaway", id="alex", controller="Alex")
    b.enter("Hill Giant", id="g", controller="Alex")
    b.ability("alex", "Whenever", targets=[entering], choices={"cast_from": cast_from})
    return b


def test_alex_wilder_pumps_the_creature_that_entered_when_not_cast_from_a_hand() -> None:
    # "Whenever Alex Wilder or another creature you control enters, if you cast it from anywhere other than your
    # hand, it gets +2/+0 and gains haste until end of turn." ("it": the one creature that entered, 603.2)
    assert compiled("Alex Wilder, Runaway").supported
    r = _alex("graveyard").resolve()
    assert (r["g"].power, r["g"].toughness) == (5, 3)
    assert "Haste" in [str(a) for a in r["g"].characteristics.abilities]
    assert (r["alex"].power, r["alex"].toughness) == (1, 3)     # printed 1/3: not the creature that entered


def test_alex_wilder_does_nothing_for_a_creature_cast_from_a_hand_or_not_cast() -> None:
    for how in ("hand", "none"):
        r = _alex(how).resolve()
        assert (r["g"].power, r["g"].toughness) == (3, 3)
        assert "Haste" not in [str(a) for a in r["g"].characteristics.abilities]


# ------------------------------------------------- a source with a plural name (one object: "them" is it)

def test_tom_bert_and_william_return_as_a_noncreature_artifact() -> None:
    # "When Tom, Bert, and William die, if they were a creature, return them to the battlefield. They're an artifact.
    # (They're no longer a creature.)": the source, a new object (400.7), whose card types are only Artifact (205.1a)
    assert compiled("Tom, Bert, and William").supported
    b = Board()
    b.enter("Tom, Bert, and William", id="t", controller="Alex")
    assert b.resolve()["t"].characteristics.is_creature
    b.move("t", "graveyard")
    b.ability("t", 2)
    r = b.resolve()
    assert b.state.objects["t"].zone == "battlefield"
    assert list(r["t"].characteristics.types) == ["Artifact"] and not r["t"].characteristics.is_creature


def test_tui_and_la_get_a_counter_when_they_untap() -> None:
    # "Whenever Tui and La become untapped, put a +1/+1 counter on them."
    assert compiled("Tui and La, Moon and Ocean").supported
    b = Board()
    b.enter("Tui and La, Moon and Ocean", id="t", controller="Alex")
    before = b.resolve()["t"]
    b.ability("t", 2)
    r = b.resolve()["t"]
    assert (r.power, r.toughness) == (before.power + 1, before.toughness + 1)


def test_they_of_a_plural_source_naming_another_player_is_not_rewritten() -> None:
    # "When Cloak and Dagger enter, choose target opponent ... They reveal their hand.": the event's verb is not one
    # the plural-source reading takes ("enter"), and "they" is never rewritten
    from layerkit.compiler.compile import _plural_source

    assert _plural_source("when ~ enter", "they reveal their hand.") == ("when ~ enter", "they reveal their hand.")
    assert _plural_source("when ~ die", "they reveal their hand.") == ("when ~ dies", "they reveal their hand.")
