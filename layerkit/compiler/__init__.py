"""Compile oracle text into layerkit's effect vocabulary (``data/effects/README.md``).

:func:`compile_card` takes a card's oracle facts and returns a :class:`CompiledCard`: the
definitions by ability number (the numbering of ``split_abilities``), the clauses it did not
understand, and a report per ability. The grammar is :mod:`layerkit.compiler.grammar` (lark).
"""
from .compile import AbilityReport, CompiledCard, Unsupported, compile_card, compile_text, looks_continuous

__all__ = ["AbilityReport", "CompiledCard", "Unsupported", "compile_card", "compile_text", "looks_continuous"]
