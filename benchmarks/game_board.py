"""A board shaped like a long game (issue 14): N permanents, about 20 interacting static effects,
then 30 targeted spells cast one after another — each cast fixes its affected objects (611.2c)
and checks its targets on the board as it stands.

``python benchmarks/game_board.py N`` builds and resolves one such board and prints the times.
"""
from __future__ import annotations

import random
import sys
import time

from layerkit.game.board import Board

#: The static effects, entered after the other permanents (so that they interact with them all).
STATICS: tuple[str, ...] = (
    "Blood Moon", "Urborg, Tomb of Yawgmoth", "Rootpath Purifier", "Enchanted Evening", "Opalescence",
    "Glorious Anthem", "Crusade", "Yavimaya, Cradle of Growth", "Life and Limb", "Painter's Servant",
    "Stormtide Leviathan", "Archetype of Imagination", "Goblin Chieftain", "Magus of the Moon", "Prismatic Omen",
    "Starfield of Nyx", "War Horn", "Chromatic Lantern", "Glorious Anthem", "Crusade")
#: Choices the cards need as they enter.
CHOICES: dict[str, dict[str, str]] = {"Painter's Servant": {"color": "R"}}
#: The other permanents: creatures (the spells' targets) and lands.
CREATURES: tuple[str, ...] = ("Grizzly Bears", "Hill Giant", "Savannah Lions", "Bear Cub")
LANDS: tuple[str, ...] = ("Forest", "Island", "Mountain")
#: Spells that say "target creature".
SPELLS: tuple[str, ...] = ("Giant Growth", "Turn to Frog", "Twisted Image", "Diminish", "Purelace")
CASTS = 30


def game_board(permanents: int, seed: int = 14, casts: int = CASTS) -> Board:
    """The board, built step by step with a fixed seed: ``permanents`` objects on the
    battlefield (``len(STATICS)`` of them with static effects), then ``casts`` spells, each
    targeting a creature (only creature cards are targeted: nothing here takes the creature type
    away, so each target stays legal)."""
    rng = random.Random(seed * 7919 + permanents)
    board = Board()
    creatures: list[str] = []
    fill = rng.choices(CREATURES + LANDS, weights=(3, 3, 3, 3, 2, 2, 2), k=max(0, permanents - len(STATICS)))
    for i, name in enumerate(fill):
        oid = board.enter(name, id=f"p{i}", controller=rng.choice(board.state.players))
        if name in CREATURES:
            creatures.append(oid)
    for i, name in enumerate(STATICS[:permanents]):
        board.enter(name, id=f"s{i}", choices=CHOICES.get(name))
    for _ in range(casts if creatures else 0):
        board.cast(rng.choice(SPELLS), controller=rng.choice(board.state.players), targets=[rng.choice(creatures)])
    return board


def main(argv: list[str]) -> int:
    n = int(argv[1]) if len(argv) > 1 else 1000
    t0 = time.perf_counter()
    board = game_board(n)
    t1 = time.perf_counter()
    board.resolve()
    t2 = time.perf_counter()
    print(f"game board, {n} permanents: build {t1 - t0:.3f} s, resolve {t2 - t1:.3f} s")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(sys.argv))
