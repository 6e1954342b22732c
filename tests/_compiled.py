"""Shared by the compiler's tests: a board that knows a card defined only by its oracle text."""
from __future__ import annotations

from layerkit.compiler import compile_text
from layerkit.game.board import Board


def board_with(name: str, type_line: str, text: str, **facts):
    """A board that knows a card defined only by its oracle text and the compiled definitions,
    and the compiled card."""
    types = [t for t in type_line.split("—")[0].split() if t[0].isupper() and t not in ("Legendary", "Basic")]
    compiled = compile_text(name, text, types)
    b = Board()
    b.define(name, type_line, oracle_text=text, effects=compiled.effects, **facts)
    return b, compiled


def pt(board: Board, oid: str) -> tuple[int, int]:
    """The power and toughness of one object after every layer."""
    r = board.resolve()[oid]
    return r.power, r.toughness


def compiled(name: str):
    """A bundled pool card compiled from its oracle text."""
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_database
    return compile_card(bundled_database().facts(name))


def supported(name: str) -> bool:
    """Whether every clause of a bundled card's text compiled."""
    return compiled(name).supported
