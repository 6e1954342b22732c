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
