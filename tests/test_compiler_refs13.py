"""What "it", "they" and "that token" name, round 13 (issue 12): guards on references to tokens an
ability creates.

A pronoun binds to exactly the object the rules say (608.2, 111.1, 400.7). Where the board cannot make
that object exactly (a token copy of a card in exile, a number of tokens only a resolving instruction
knows, a clash's result), the clause must stay reported in ``unsupported``, never guessed. Expected
values come from the oracle text and the rules, not from the compiler's output.
"""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_text

from tests._compiled import compiled, supported


def test_that_token_names_the_token_copy_of_the_target() -> None:
    # 111.1, 707.2: "Create a token that's a copy of target creature you control. That token gains haste.":
    # one token copy of the one target; "that token" is it, and only it gains haste (layer 6)
    c = compile_text("X", "{1}: Create a token that's a copy of target creature you control. "
                          "That token gains haste.", ["Artifact"])
    assert c.unsupported == ()
    assert list(c.effects.values()) == [
        {"affects": "created", "create_token_copy": {}, "add_abilities": ["Haste"]}]


@pytest.mark.parametrize("name, clause", [
    # (round 15: a token copy of a target card exiled from your graveyard is read: the effect finds the card it
    # exiled, 400.7j, and a card's copiable values are its printed ones in either zone, 707.2 — tests/test_refs15.py)
    # X is three times this creature's power as the cost is paid (sacrificed): not a number the board keeps
    ("Rootwire Amalgam", "it gains haste until end of turn."),
    # "that many" tokens: the number of counters removed this way, which only the resolving instruction knows
    ("Tetravus", "they each have flying and §0"),
    # (round 17: Gilt-Leaf Ambush's clash result is read from the step's choices.won, never guessed: untold, the
    # resolution lists the ability and the Elves don't gain deathtouch — tests/test_refs17.py)
])
def test_references_to_tokens_the_board_cannot_make_stay_unsupported(name: str, clause: str) -> None:
    c = compiled(name)
    assert not supported(name)
    assert any(u.clause == clause for u in c.unsupported), [u.clause for u in c.unsupported]
