"""A sandbox board that remembers every argument of every step, saved as a scenario file.

:class:`layerkit.Board` keeps a short log of its steps; a :class:`SandboxBoard` keeps each step
exactly as called (counters, targets, choices, attachments, ...) so :func:`save_scenario` can
write a scenario YAML file that replays to the same board.

>>> import tempfile, pathlib
>>> board = SandboxBoard()
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

from ..game.board import Board
from ..errors import ScenarioError

if TYPE_CHECKING:  # pragma: no cover
    import pandas as pd

    from ..engine.resolution import Resolution

_DEFAULTS = {"zone": "battlefield", "token": False, "position": "top"}


class SandboxBoard(Board):
    """A :class:`~layerkit.Board` that records each step with all its arguments (``full_steps``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.full_steps: list[dict[str, Any]] = []
        self.homebrew: list[str] = []
        self._depth = 0

    def _logged(self, kind: str, args: dict[str, Any], call: Any) -> Any:
        self._depth += 1
        try:
            result = call()
        finally:
            self._depth -= 1
        if self._depth == 0:
            clean = {k: v for k, v in args.items() if v is not None and _DEFAULTS.get(k, object()) != v}
            self.full_steps.append({"kind": kind, **clean})
        return result

    def define(self, name: str, type_line: str, **kwargs: Any) -> str:
        out = super().define(name, type_line, **kwargs)
        self.homebrew.append(name)
        return out

    def enter(self, card: str, **kw: Any) -> str:  # type: ignore[override]
        return self._logged("enter", {"card": card, **kw}, lambda: super(SandboxBoard, self).enter(card, **kw))

    def cast(self, card: str, **kw: Any) -> str:  # type: ignore[override]
        if kw.get("targets") is not None and not isinstance(kw["targets"], str):
            kw["targets"] = list(kw["targets"])
        return self._logged("cast", {"card": card, **kw}, lambda: super(SandboxBoard, self).cast(card, **kw))

    def ability(self, source: str, which: Any, targets: Any = None, choices: Any = None) -> Any:
        t = list(targets) if targets is not None and not isinstance(targets, str) else targets
        return self._logged("ability", {"source": source, "which": which, "targets": t, "choices": choices},
                            lambda: super(SandboxBoard, self).ability(source, which, targets=targets, choices=choices))

    def attach(self, object: str, to: str) -> None:
        return self._logged("attach", {"object": object, "to": to}, lambda: super(SandboxBoard, self).attach(object, to))

    def counters(self, on: str, add: Any = None, remove: Any = None) -> None:
        return self._logged("counters", {"on": on, "add": add, "remove": remove},
                            lambda: super(SandboxBoard, self).counters(on, add=add, remove=remove))

    def mutate(self, card: str, onto: str, position: str = "top", id: str | None = None) -> str:
        return self._logged("mutate", {"card": card, "onto": onto, "position": position, "id": id},
                            lambda: super(SandboxBoard, self).mutate(card, onto, position=position, id=id))

    def turn_face_up(self, id: str) -> None:
        return self._logged("turn_face_up", {"id": id}, lambda: super(SandboxBoard, self).turn_face_up(id))

    def leave(self, id: str) -> None:
        return self._logged("leave", {"id": id}, lambda: super(SandboxBoard, self).leave(id))

    def move(self, object: str, to: str) -> None:  # type: ignore[override]
        return self._logged("move", {"object": object, "to": to}, lambda: super(SandboxBoard, self).move(object, to))

    def end_turn(self) -> None:
        return self._logged("end_turn", {}, lambda: super(SandboxBoard, self).end_turn())


def _step_yaml(step: Mapping[str, Any]) -> Any:
    kind = step["kind"]
    args = {k: v for k, v in step.items() if k != "kind"}
    if kind == "end_turn":
        return "end_turn"
    if kind in ("turn_face_up", "leave"):
        return {kind: args["id"]}
    if kind in ("enter", "cast") and list(args) == ["card"]:
        return {kind: args["card"]}
    return {kind: _plain(args)}


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


def scenario_dict(board: Board, expect: "Mapping[str, Any] | str | None" = None, title: str | None = None,
                  notes: str | None = None) -> dict[str, Any]:
    """The scenario file's content for a board, as a dict (see :func:`save_scenario`)."""
    steps = getattr(board, "full_steps", None)
    if steps is None:
        raise ScenarioError("only a SandboxBoard remembers every argument of its steps",
                            hint="build the board with layerkit.notebook.sandbox.SandboxBoard()")
    homebrew = getattr(board, "homebrew", None)
    if homebrew:
        raise ScenarioError(f"homebrew cards can't be saved in a scenario file: {', '.join(homebrew)}",
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
    data["steps"] = [_step_yaml(s) for s in steps]
    if expect:
        data["expect"] = _plain(dict(expect))
    return data


def save_scenario(board: Board, path: "str | Path", expect: "Mapping[str, Any] | str | None" = None,
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
