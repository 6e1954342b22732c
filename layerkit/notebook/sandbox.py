"""Saving a board as a scenario file, and finding cards for it.

Every :class:`layerkit.Board` records each step it performs with the arguments it was called
with (``Board.steps``, :class:`layerkit.game.step_kinds.Step` values), so :func:`save_scenario` can write
any board as a scenario YAML file that replays to the same board; each step is written by the
step registry (:meth:`~layerkit.game.step_kinds.Step.to_yaml`, the shortest form that reads back the same).

>>> import tempfile, pathlib
>>> from layerkit import Board
>>> board = Board()
>>> _ = board.enter("Blood Moon")
>>> _ = board.enter("Urborg, Tomb of Yawgmoth", id="urborg")
>>> with tempfile.TemporaryDirectory() as d:
...     path = save_scenario(board, pathlib.Path(d) / "moon.yaml", expect="resolved", title="Moon")
...     from layerkit.game.scenario import Scenario
...     Scenario.load(path).check()
[]
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from ..errors import ScenarioError

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from ..game.board import Board
    from ..engine.resolution import Resolution


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def expect_from(resolution: "Resolution", ids: Sequence[str] | None = None) -> dict[str, dict[str, Any]]:
    """Expectations (the scenario ``expect`` vocabulary) that the resolution meets, for the given
    objects (default: every object on the battlefield)."""
    out: dict[str, dict[str, Any]] = {}
    for oid in ids if ids is not None else resolution.ids:
        s = resolution[oid]
        if ids is None and s.zone != "battlefield":
            continue
        exp: dict[str, Any] = {"name": s.name, "types": sorted(s.types), "subtypes": sorted(s.subtypes),
                               "supertypes": sorted(s.supertypes),
                               "colors": [c for c in "WUBRG" if c in s.colors],
                               "abilities": [a.text for a in s.abilities], "controller": s.controller}
        if s.power is not None:
            exp["power"], exp["toughness"] = s.power, s.toughness
        out[oid] = exp
    return out


def scenario_dict(board: "Board", expect: "Mapping[str, Any] | str | None" = None, title: str | None = None,
                  notes: str | None = None) -> dict[str, Any]:
    """The scenario file's content for a board, as a dict (see :func:`save_scenario`)."""
    steps = board.steps
    if board.homebrew:
        raise ScenarioError(f"homebrew cards can't be saved in a scenario file: {', '.join(board.homebrew)}",
                            field="define")
    if not steps:
        raise ScenarioError("the board has no steps yet", field="steps")
    if isinstance(expect, str):
        if expect != "resolved":
            raise ScenarioError(f"unknown expect {expect!r}", field="expect", hint="a mapping, 'resolved' or None")
        expect = expect_from(board.resolve())
    data: dict[str, Any] = {"title": title or "Sandbox board"}
    if notes:
        data["notes"] = notes
    if board.rules != "cr":
        data["rules"] = board.rules
    players = list(board.state.players)
    if players != ["Alex", "Bo"]:
        data["players"] = players
    if board.first_turn != players[0]:
        data["turn"] = board.first_turn
    data["steps"] = [s.to_yaml() for s in steps]
    if expect:
        data["expect"] = _plain(dict(expect))
    return data


def save_scenario(board: "Board", path: "str | Path", expect: "Mapping[str, Any] | str | None" = None,
                  overwrite: bool = False, title: str | None = None, notes: str | None = None) -> Path:
    """Write the board as a scenario YAML file at ``path`` and return the path.

    ``expect``: a mapping of expectations, ``"resolved"`` (expect exactly what the board resolves
    to now), or None. Refuses to replace an existing file unless ``overwrite=True``; writes only
    that one file (its folder must exist). The written file is loaded back with
    :meth:`Scenario.load` before returning, so a file that would not load is never left behind.
    """
    import yaml

    from ..game.scenario import Scenario

    p = Path(path)
    if p.suffix not in (".yaml", ".yml"):
        raise ScenarioError("a scenario file name ends in .yaml", field="path")
    if not p.parent.is_dir():
        raise ScenarioError(f"folder {str(p.parent)!r} does not exist", field="path")
    if p.exists() and not overwrite:
        raise ScenarioError(f"{str(p)!r} already exists", field="path", hint="pass overwrite=True to replace it")
    text = yaml.safe_dump(scenario_dict(board, expect, title, notes), sort_keys=False, allow_unicode=True,
                          default_flow_style=None, width=110)
    Scenario.from_yaml(text, file=str(p))        # validate before touching the file system
    with open(p, "w" if overwrite else "x", encoding="utf-8") as fh:
        fh.write(text)
    return p


def search_cards(cards: "pd.DataFrame", query: str, limit: int | None = 50) -> "pd.DataFrame":
    """Cards whose name, type line or rules text contains every word of ``query``
    (case-insensitive); names that start with the query come first.

    >>> import pandas as pd
    >>> df = pd.DataFrame({"name": ["Blood Moon", "Magus of the Moon", "Forest"],
    ...                    "type_line": ["Enchantment", "Creature — Human Wizard", "Basic Land — Forest"],
    ...                    "oracle_text": ["Nonbasic lands are Mountains.", "Nonbasic lands are Mountains.", ""]})
    >>> list(search_cards(df, "moon")["name"]), list(search_cards(df, "wizard mountains")["name"])
    (['Blood Moon', 'Magus of the Moon'], ['Magus of the Moon'])
    """
    words = [w for w in (query or "").lower().split() if w]
    hay = (cards["name"].astype(str) + "\n" + cards.get("type_line", "").astype(str) + "\n"
           + cards.get("oracle_text", "").fillna("").astype(str)).str.lower()
    mask = hay.apply(lambda h: all(w in h for w in words))
    hits = cards[mask]
    q = (query or "").strip().lower()
    if q:
        starts = hits["name"].str.lower().str.startswith(q)
        hits = hits.assign(_s=~starts).sort_values(["_s", "name"], kind="stable").drop(columns="_s")
    else:
        hits = hits.sort_values("name", kind="stable")
    return hits.head(limit) if limit else hits
