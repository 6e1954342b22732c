"""Building a game: the card database (package data), :class:`~layerkit.game.board.Board` (steps,
timestamps) and scenario files.
"""
