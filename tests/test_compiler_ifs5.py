"""Resolution-time "if" conditions (issue 12, round 5): a triggered ability's intervening "if" (603.4)
before any effect, not only counters or an effect on its source; an activated ability's "If this creature
is a Spirit, it becomes ..." (608.2c: checked as it resolves).

Every expected value is worked out from the card's oracle text and the rules it cites, then checked on a
board with the real pool card."""
from __future__ import annotations

from layerkit.compiler import compile_card, compile_text
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database


def pt(board: Board, oid: str) -> tuple[int, int]:
    r = board.resolve()[oid]
    return r.power, r.toughness


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def compiled(name: str):
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    return compiled(name).supported


# ------------------------------------------------------------------ 603.4: an intervening "if" before any effect

def test_intervening_if_before_an_effect_on_a_group():
    # Kyoshi Warrior Exemplars (4/3): "Whenever this creature attacks, if you control eight or more lands,
    # creatures you control get +2/+2 until end of turn." Checked as it resolves (603.4): seven lands,
    # nothing; eight, each creature you control gets +2/+2, and the effect lasts though a land leaves
    # (611.2a: the effect it created has no condition)
    assert supported("Kyoshi Warrior Exemplars")
    b = Board()
    b.enter("Kyoshi Warrior Exemplars", id="k")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    for i in range(7):
        b.enter("Forest", id=f"f{i}")
    b.ability("k", 1)
    assert pt(b, "k") == (4, 3) and pt(b, "bear") == (2, 2)
    b.enter("Forest", id="f7")
    b.ability("k", 1)
    assert pt(b, "k") == (6, 5) and pt(b, "bear") == (4, 4)
    assert pt(b, "theirs") == (2, 2)          # "creatures you control"
    b.move("f7", "graveyard")
    assert pt(b, "bear") == (4, 4)            # checked once: the effect stays


def test_intervening_if_before_an_effect_on_a_target():
    # Ubul Sar Gatekeepers: "When this creature enters, if you control two or more Gates, target creature
    # an opponent controls gets -2/-2 until end of turn."
    c = compiled("Ubul Sar Gatekeepers")
    assert c.supported
    assert c.effects[1] == {"affects": "targets",
                            "condition": {"count": {"of": {"subtypes": ["Gate"], "controller": "you"}, "min": 2}},
                            "duration": "end_of_turn", "modify_pt": [-2, -2]}
    b = Board()
    b.enter("Ubul Sar Gatekeepers", id="u")
    b.enter("Hill Giant", id="giant", controller="Bo")     # 3/3
    b.enter("Basilisk Gate", id="g1")
    b.ability("u", 1, targets=["giant"])
    assert pt(b, "giant") == (3, 3)           # one Gate: the ability does nothing
    b.enter("Black Dragon Gate", id="g2")
    b.ability("u", 1, targets=["giant"])
    assert pt(b, "giant") == (1, 1)


def test_intervening_if_on_opponents_creatures_and_it_naming_the_source():
    # Keldon Berserker (2/3): "Whenever this creature attacks, if you control no untapped lands, it gets
    # +3/+0 until end of turn." — "it" is the creature
    assert supported("Keldon Berserker")
    b = Board()
    b.enter("Keldon Berserker", id="kb")
    b.enter("Mountain", id="m")
    b.ability("kb", 1)
    assert pt(b, "kb") == (2, 3)
    b.tap("m")
    b.ability("kb", 1)
    assert pt(b, "kb") == (5, 3)


def test_intervening_if_before_base_pt_and_losing_abilities():
    # Vedalken Humiliator: "Metalcraft — Whenever this creature attacks, if you control three or more
    # artifacts, creatures your opponents control lose all abilities and have base power and toughness
    # 1/1 until end of turn."
    c = compiled("Vedalken Humiliator")
    assert c.supported
    b = Board()
    b.enter("Vedalken Humiliator", id="v")
    b.enter("Serra Angel", id="angel", controller="Bo")      # 4/4 flying, vigilance
    for i in range(2):
        b.enter("Ornithopter", id=f"o{i}")
    b.ability("v", 1)
    assert pt(b, "angel") == (4, 4) and "Flying" in keywords(b, "angel")
    b.enter("Ornithopter", id="o2")
    b.ability("v", 1)
    assert pt(b, "angel") == (1, 1) and "Flying" not in keywords(b, "angel")
    assert pt(b, "o0") == (0, 2)              # yours: not affected


def test_a_later_sentences_if_is_no_intervening_if():
    # Ogre Chitterlord: "Whenever this creature enters or attacks, create two 1/1 black Rat creature tokens
    # with "This token can't block." Then if you control five or more Rats, each Rat you control gets +2/+0
    # until end of turn." The "if" is read after the tokens are created (608.2c); it is no intervening
    # "if" of the trigger, and read as one it would count the Rats without them: left unsupported
    assert not supported("Ogre Chitterlord")
    # likewise a reflexive trigger's "if" after "mill a card" (Sigil of Myrkul)
    assert not supported("Sigil of Myrkul")


def test_intervening_if_in_a_spell_stays_unsupported():
    # a spell's "if" is no intervening "if" (603.4 is about triggered abilities); a condition on a resolved
    # spell's effect would be read for as long as the effect lasts
    c = compile_text("Test Roar", "If you control a Forest, each blocked creature gets +2/+2 until end of turn.",
                     ["Instant"])
    assert not c.supported
