"""Scenario files: a board as YAML steps plus the expected outcome (see README, "The scenario
format"). Loading validates every step; checking compares ``expect`` with a resolution.

>>> text = '''
... title: Blood Moon and Urborg
... steps:
...   - enter: Blood Moon
...   - enter: {card: "Urborg, Tomb of Yawgmoth", id: urborg}
... expect:
...   urborg: {subtypes: [Mountain], abilities: ["{T}: Add {R}"]}
... '''
>>> scenario = Scenario.from_yaml(text)
>>> scenario.check()
[]
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Mapping

from .board import RULE_SETS, Board
from ..rules.characteristics import COLORS, normalize_ability_text
from ..errors import LayerkitError, ScenarioError, shown
from ..resources import data_file, scenario_files
from ..engine.resolution import STAGES, ObjectState, Resolution
from . import values as V
from .step_kinds import Step

TOP_KEYS = frozenset({"title", "source", "rules", "players", "turn", "steps", "expect", "expect_by_rules", "notes",
                      "question", "cards"})
CARD_KEYS = frozenset({"name", "type_line", "mana_cost", "oracle_text", "power", "toughness", "loyalty", "defense",
                       "colors", "effects"})
SET_FIELDS = ("types", "supertypes", "subtypes", "colors")
SCALAR_FIELDS = ("name", "power", "toughness", "loyalty", "defense", "controller", "owner", "zone", "mana_value")
EXPECT_KEYS = frozenset(SET_FIELDS + SCALAR_FIELDS + ("abilities", "has", "lacks", "counters", "qualities", "after"))


MAX_BYTES = 5_000_000
"""Largest scenario file read (bytes)."""

MAX_VALUES = 200_000
"""Most values a scenario file may expand to once YAML aliases are followed (a "billion laughs" guard)."""


def _expanded_size(data: Any, limit: int) -> int:
    """How many values ``data`` has with every alias expanded, counted without expanding anything
    (each shared object's size is computed once) and stopping past ``limit``."""
    sizes: dict[int, int] = {}
    on_path: set[int] = set()

    def size(x: Any) -> int:
        if not isinstance(x, (list, dict)):
            return 1
        key = id(x)
        if key in sizes:
            return sizes[key]
        if key in on_path:                  # a recursive structure (an alias to its own parent)
            return limit + 1
        on_path.add(key)
        total = 1
        for item in (x.values() if isinstance(x, dict) else x):
            total += size(item)
            if total > limit:
                break
        if isinstance(x, dict):
            total += len(x)
        on_path.discard(key)
        sizes[key] = total
        return total

    try:
        return size(data)
    except RecursionError:
        return limit + 1


class DuplicateKeyError(Exception):
    """A mapping in a scenario file has the same key twice (both lines are kept)."""

    def __init__(self, key: Any, first: str, second: str) -> None:
        super().__init__(key, first, second)
        self.key, self.first, self.second = key, first, second


def _aliases(root: Any, limit: int) -> int:
    """How many aliases a composed YAML document uses: each reference to a node already met
    (libyaml composes an alias as the anchored node itself). Each node is walked once."""
    import yaml

    seen: set[int] = set()
    count = 0
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            count += 1
            if count > limit:
                break
            continue
        seen.add(id(node))
        if isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                stack.extend((k, v))
    return count


def _make_loader(native: bool = True):
    """A safe YAML loader where only true/false are booleans (YAML 1.1 would read the step key
    ``on:`` as True), and where aliases can't be used to build exponentially large documents.

    libyaml's parser (``yaml.CSafeLoader``) where PyYAML was built with it (``native``), else
    PyYAML's own; both with the safe constructor (no tags but the standard ones), the same alias
    limit and duplicate keys refused with both lines. libyaml bounds nesting itself."""
    import re

    import yaml

    c_loader = getattr(yaml, "CSafeLoader", None) if native and yaml.__with_libyaml__ else None
    base = c_loader or yaml.SafeLoader

    class Loader(base):  # type: ignore[valid-type, misc]
        max_aliases = 100

        def construct_mapping(self, node, deep=False):
            """Refuse a key written twice in one mapping (YAML would keep the last silently)."""
            if isinstance(node, yaml.MappingNode):
                seen: dict[Any, str] = {}
                seen_col: dict[Any, int] = {}
                for key_node, _ in node.value:
                    if key_node.tag == "tag:yaml.org,2002:merge":
                        continue
                    try:
                        key = self.construct_object(key_node, deep=True)
                        hash(key)
                    except (TypeError, yaml.YAMLError):
                        continue          # the base class reports unhashable keys
                    mark = key_node.start_mark
                    line = f"line {mark.line + 1}"
                    if key in seen and seen[key].split(",")[0] == line:
                        line, seen[key] = f"{line}, column {mark.column + 1}", seen[key] + f", column {seen_col[key]}"
                    if key in seen:
                        raise DuplicateKeyError(key, seen[key], line)
                    seen[key], seen_col[key] = line, mark.column + 1
            return super().construct_mapping(node, deep=deep)

        def compose_node(self, parent, index):       # PyYAML's own parser: counted as they come
            if isinstance(self.peek_event(), yaml.AliasEvent):
                self._aliases = getattr(self, "_aliases", 0) + 1
                if self._aliases > self.max_aliases:
                    raise yaml.YAMLError("too many aliases (more than 100): refusing a possible YAML bomb")
            return super().compose_node(parent, index)

        def get_single_data(self):
            node = self.get_single_node()
            if node is None:
                return None
            if c_loader is not None and _aliases(node, self.max_aliases) > self.max_aliases:   # libyaml composes in C
                raise yaml.YAMLError("too many aliases (more than 100): refusing a possible YAML bomb")
            return self.construct_document(node)

    Loader.yaml_implicit_resolvers = {k: [r for r in v if r[0] != "tag:yaml.org,2002:bool"]
                                      for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                 list("tTfF"))
    return Loader


class _LazyLoader:
    _cls: Callable[[str], Any] | None = None

    def __call__(self, text: str):
        if _LazyLoader._cls is None:
            _LazyLoader._cls = _make_loader()
        return _LazyLoader._cls(text)


_Loader = _LazyLoader()


@dataclass(frozen=True)
class Mismatch:
    """One expectation that the resolution does not meet."""

    object: str
    characteristic: str
    expected: Any
    got: Any

    def __str__(self) -> str:
        return f"{self.object}: {self.characteristic}: expected {self.expected!r}, got {self.got!r}"


@dataclass
class Scenario:
    """A loaded, validated scenario."""

    title: str
    steps: list[Step]
    expect: dict[str, dict[str, Any]] = field(default_factory=dict)
    rules: str = "cr"
    players: tuple[str, ...] = ("Alex", "Bo")
    turn: str | None = None
    source: str | None = None
    file: str | None = None
    notes: str | None = None
    cards: list[dict[str, Any]] = field(default_factory=list)
    rule_sets: tuple[str, ...] = ("cr",)
    expect_by_rules: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)

    # ------------------------------------------------------------------ loading
    @classmethod
    def load(cls, path: str | Path) -> "Scenario":
        """Read a scenario file; any problem is one :class:`ScenarioError` naming the file."""
        if not isinstance(path, (str, Path)):
            raise ScenarioError(f"expected a path, got {type(path).__name__}", field="path")
        p = Path(path)
        try:
            import stat

            mode = p.stat().st_mode
            if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or stat.S_ISDIR(mode):
                raise ScenarioError("not a regular file" + (" (a directory)" if stat.S_ISDIR(mode) else ""),
                                    file=str(p), hint="give the path of a .yaml scenario file")
            with p.open("rb") as fh:
                raw = fh.read(MAX_BYTES + 1)     # never more than the limit, even from /dev/zero
        except OSError as exc:
            raise ScenarioError(f"cannot read file: {exc.strerror or exc}", file=str(p)) from None
        if len(raw) > MAX_BYTES:
            raise ScenarioError("file is larger than 5 MB", file=str(p), hint="a scenario is a few kilobytes")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ScenarioError(f"not UTF-8 text (byte {exc.start})", file=str(p), hint="save the file as UTF-8") from None
        return cls.from_yaml(text, file=str(p))

    @classmethod
    def from_yaml(cls, text: str, file: str | None = None) -> "Scenario":
        import yaml

        where = file if isinstance(file, str) and file else "<scenario>"
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise ScenarioError(f"not UTF-8 text (byte {exc.start})", file=where, hint="save the file as UTF-8") from None
        if not isinstance(text, str):
            raise ScenarioError(f"expected the text of a scenario file, got {type(text).__name__}", file=where,
                                hint="Scenario.load(path) reads a file; Scenario.from_dict(data) takes a dict")
        if len(text) > MAX_BYTES:
            raise ScenarioError("file is larger than 5 MB", file=where)
        try:
            loader = _Loader(text)
            try:
                data = loader.get_single_data()
            finally:
                loader.dispose()
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None)
            at = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
            problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
            raise ScenarioError(f"not valid YAML{at}: {problem}", file=where,
                                hint="indent with spaces, not tabs" if "\t" in text else None) from None
        except DuplicateKeyError as exc:
            raise ScenarioError(f"key {shown(exc.key, 60)} appears twice in one mapping, at {exc.first} and "
                                f"{exc.second}", file=where, hint="YAML would keep only the last; write it once")
        except RecursionError:
            raise ScenarioError("YAML nests too deeply", file=where) from None
        size = _expanded_size(data, limit=MAX_VALUES)
        if size > MAX_VALUES:
            raise ScenarioError(f"the YAML expands to more than {MAX_VALUES} values (anchors and aliases "
                                "repeat the same data)", file=where, hint="a scenario needs no aliases; write the steps out")
        return cls.from_dict(data, file=where)

    @classmethod
    def from_dict(cls, data: Any, file: str | None = None) -> "Scenario":
        where = file if isinstance(file, str) and file else "<scenario>"
        if not isinstance(data, Mapping):
            raise ScenarioError(f"expected a mapping with title, steps and expect, {V._got(data)}", file=where)
        unknown = sorted(str(k) for k in data if k not in TOP_KEYS)
        if unknown:
            close = V.did_you_mean(unknown[0], TOP_KEYS)
            raise ScenarioError(f"unknown key {shown(unknown[0], 40)}", file=where, field=unknown[0][:40],
                                hint=f"allowed: {', '.join(sorted(TOP_KEYS))}" + (f"; did you mean {close!r}?" if close else ""))
        for key in ("title", "source", "notes", "question", "turn"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise ScenarioError(f"expected text, {V._got(data[key])}", file=where, field=key,
                                    hint="quote it if it looks like a number or a list")
        steps = data.get("steps")
        if not isinstance(steps, list) or not steps:
            raise ScenarioError("expected a non-empty list of steps", file=where, field="steps")
        if len(steps) > 20_000:
            raise ScenarioError("more than 20000 steps", file=where, field="steps")
        norm = [Step.read(s, i, where) for i, s in enumerate(steps, 1)]
        expect = cls._expectations(data.get("expect"), where, "expect")
        rules = data.get("rules", "cr")
        rule_sets = tuple(rules) if isinstance(rules, list) else (rules,)
        for r in rule_sets:
            if not isinstance(r, str) or r not in RULE_SETS:
                raise ScenarioError(f"unknown rule set {shown(r, 40)}", file=where, field="rules",
                                    hint="cr, amended, or a list of both")
        if not rule_sets or len(set(rule_sets)) != len(rule_sets):
            raise ScenarioError("expected cr, amended, or a list of distinct rule sets", file=where, field="rules")
        by_rules_raw = data.get("expect_by_rules") or {}
        if not isinstance(by_rules_raw, Mapping):
            raise ScenarioError("expected a mapping from rule set to expectations", file=where, field="expect_by_rules")
        by_rules = {}
        for r, exp in by_rules_raw.items():
            if r not in rule_sets:
                raise ScenarioError(f"{r!r} is not one of this scenario's rule sets", file=where,
                                    field=f"expect_by_rules.{r}", hint=f"rules: {list(rule_sets)}")
            by_rules[r] = cls._expectations(exp, where, f"expect_by_rules.{r}")
        players = data.get("players", ["Alex", "Bo"])
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise ScenarioError(f"expected a list of player names, {V._got(players)}", file=where, field="players",
                                hint="e.g. players: [Alex, Bo]")
        cards = data.get("cards") or []
        if not isinstance(cards, list):
            raise ScenarioError("expected a list of card definitions", file=where, field="cards")
        for i, cdef in enumerate(cards):
            if not isinstance(cdef, Mapping) or "name" not in cdef or "type_line" not in cdef:
                raise ScenarioError("expected a mapping with at least name and type_line", file=where, field=f"cards[{i}]")
            bad = sorted(str(k) for k in set(cdef) - CARD_KEYS)
            if bad:
                raise ScenarioError(f"unknown key {bad[0]!r}", file=where, field=f"cards[{i}].{bad[0]}",
                                    hint=f"allowed: {', '.join(sorted(CARD_KEYS))}")
        title = data.get("title") or Path(where).stem
        sc = cls(title=str(title), steps=norm, expect=expect, rules=rule_sets[0], rule_sets=rule_sets,
                 expect_by_rules=by_rules,
                 players=tuple(players), turn=data.get("turn"), source=data.get("source"), file=where,
                 notes=data.get("notes"), cards=[dict(c) for c in cards])
        # validate every step now (unknown cards, ids, targets), keeping the board for board()
        sc.__dict__["_validated"] = (sc._inputs(sc.rules), sc.board())
        return sc

    @staticmethod
    def _expectations(expect: Any, where: str, field: str) -> dict[str, dict[str, Any]]:
        expect = {} if expect is None else expect
        if not isinstance(expect, Mapping):
            raise ScenarioError(f"expected a mapping from object id to expected values, {V._got(expect)}",
                                file=where, field=field)
        out = {}
        for oid, exp in expect.items():
            if not isinstance(oid, str) or not oid:
                raise ScenarioError(f"expected an object id, {V._got(oid)}", file=where, field=f"{field}.{oid}",
                                    hint="quote ids that look like numbers")
            if not isinstance(exp, Mapping):
                raise ScenarioError(f"expected a mapping of characteristics, {V._got(exp)}", file=where,
                                    field=f"{field}.{oid}", hint="e.g. cub: {power: 2}")
            out[oid] = Scenario._check_keys(exp, where, f"{field}.{oid}")
        return out

    @staticmethod
    def _check_keys(exp: Mapping[str, Any], where: str, field: str, nested: bool = False) -> dict[str, Any]:
        """The expectations of one object, each value checked against its type (values.EXPECT_CHECKS)
        and normalised (colour words to letters, type names to their spelling in the rules)."""
        keys = EXPECT_KEYS - {"after"} if nested else EXPECT_KEYS
        out: dict[str, Any] = {}
        for key, value in exp.items():
            if key not in keys:
                close = V.did_you_mean(str(key), keys)
                raise ScenarioError(f"unknown characteristic {shown(key, 40)}", file=where, field=f"{field}.{key}"[:120],
                                    hint=f"one of {', '.join(sorted(keys))}" + (f"; did you mean {close!r}?" if close else ""))
            if key == "after":
                continue
            try:
                out[key] = V.EXPECT_CHECKS[key](value, key)
            except ScenarioError as exc:
                raise ScenarioError(exc.message, file=where, field=f"{field}.{exc.field}", hint=exc.hint) from None
        if "after" not in exp:
            return out
        points = exp["after"]
        if not isinstance(points, Mapping) or not points:
            raise ScenarioError("expected a mapping from a point of the resolution to expectations", file=where,
                                field=f"{field}.after", hint='e.g. after: {"4": {subtypes: [Mountain]}}')
        after = {}
        for point, sub in points.items():
            layer, _, source = str(point).partition("/")
            if isinstance(point, bool) or layer not in STAGES or (source and layer == "0") or (_ and not source):
                raise ScenarioError(f"unknown point {shown(point, 40)}", file=where, field=f"{field}.after.{point}"[:120],
                                    hint=f"a layer ({', '.join(STAGES)}), or LAYER/SOURCE: right after the "
                                         "effect of the object SOURCE applied in that layer")
            if not isinstance(sub, Mapping):
                raise ScenarioError("expected a mapping of characteristics", file=where, field=f"{field}.after.{point}")
            after[str(point)] = Scenario._check_keys(sub, where, f"{field}.after.{point}", nested=True)
        out["after"] = after
        return out

    # ------------------------------------------------------------------ building and resolving
    def _inputs(self, rules: str) -> tuple:
        """What a board built from this scenario depends on (the steps are frozen values)."""
        return (rules, self.players, self.turn, tuple(self.steps), repr(self.cards))

    def board(self, rules: str | None = None) -> Board:
        """Replay the steps on a new :class:`Board` (a copy of the one built to validate the
        scenario as it loaded, when nothing it was built from has changed since)."""
        validated = getattr(self, "_validated", None)
        if validated is not None:
            inputs, built = validated
            now = self._inputs(rules or self.rules)
            if len(now[3]) == len(inputs[3]) and all(a is b for a, b in zip(now[3], inputs[3])) and \
                    now[:3] == inputs[:3] and now[4] == inputs[4]:
                return built.clone()
        try:
            board = Board(rules=rules or self.rules, players=self.players, turn=self.turn)
            for i, cdef in enumerate(self.cards):
                facts = {k: v for k, v in cdef.items() if k not in ("name", "type_line", "effects")}
                try:
                    board.define(cdef["name"], cdef["type_line"], effects=cdef.get("effects"), **facts)
                except ScenarioError as exc:
                    sub = (exc.field or "").removeprefix("define").lstrip(".")
                    raise ScenarioError(exc.message, field=f"cards[{i}]" + (f".{sub}" if sub else ""),
                                        hint=exc.hint) from None
        except ScenarioError as exc:
            raise exc.located(file=self.file) from None
        for n, step in enumerate(self.steps, 1):
            kind = step.kind
            try:
                step.apply(board)
            except ScenarioError as exc:
                fld = exc.field
                err = exc if fld is None or fld == kind or fld.startswith(f"{kind}.") else ScenarioError(
                    exc.message, field=f"{kind}.{fld}", hint=exc.hint)
                raise err.located(file=self.file, step=n) from None
            except LayerkitError as exc:
                raise ScenarioError(str(exc), file=self.file, step=n, field=kind) from None
            except RecursionError:
                raise ScenarioError("the board nests too deeply to resolve", file=self.file, step=n, field=kind) from None
            except (TypeError, ValueError, KeyError, AttributeError, IndexError) as exc:
                # a step the checks above let through and the engine can't perform: still one located error
                raise ScenarioError(f"this step can't be performed ({type(exc).__name__}: {exc})", file=self.file,
                                    step=n, field=kind) from None
        return board

    def resolve(self, rules: str | None = None, *, dependencies: bool = True) -> Resolution:
        return self.board(rules).resolve(dependencies=dependencies, title=self.title)

    def expectations(self, rules: str) -> dict[str, dict[str, Any]]:
        """``expect`` merged with the expectations for one rule set (those win)."""
        merged = {oid: dict(exp) for oid, exp in self.expect.items()}
        for oid, exp in self.expect_by_rules.get(rules, {}).items():
            merged.setdefault(oid, {}).update(exp)
        return merged

    def check_all(self) -> dict[str, list["Mismatch"]]:
        """Resolve under each of the scenario's rule sets and check each."""
        return {r: self.check(self.resolve(r)) for r in self.rule_sets}

    def check(self, resolution: Resolution | None = None) -> list[Mismatch]:
        """Compare the expectations with the resolution; an empty list means every one holds."""
        res = resolution or self.resolve()
        out: list[Mismatch] = []
        for oid, exp in self.expectations(res.rules).items():
            try:
                state = res[oid]
            except ScenarioError as exc:
                raise ScenarioError(exc.message, file=self.file, field=f"expect.{oid}", hint=exc.hint) from None
            out.extend(compare(state, exp))
            for point, sub in (exp.get("after") or {}).items():
                layer, _, source = str(point).partition("/")
                try:
                    at = res.state(oid, layer, effect=source or None)
                except ScenarioError as exc:
                    raise ScenarioError(exc.message, file=self.file, field=f"expect.{oid}.after.{point}",
                                        hint=exc.hint) from None
                out.extend(replace(m, characteristic=f"after {point}: {m.characteristic}") for m in compare(at, sub))
        return out


def _as_set(values: Any) -> set[str]:
    if isinstance(values, str):
        return {values}
    return {str(v) for v in values or ()}


def compare(state: ObjectState, exp: Mapping[str, Any]) -> list[Mismatch]:
    """The mismatches between one object's state and its expectations."""
    out: list[Mismatch] = []
    oid = state.id
    for key, want in exp.items():
        if key in SET_FIELDS:
            got = set(getattr(state, key))
            got_show = (sorted(got, key=lambda c: COLORS.index(c) if c in COLORS else len(COLORS)) if key == "colors"
                        else sorted(got, key=str))
            if isinstance(want, Mapping):
                inc, exc = _as_set(want.get("includes")), _as_set(want.get("excludes"))
                if not inc <= got or exc & got:
                    out.append(Mismatch(oid, key, {"includes": sorted(inc), "excludes": sorted(exc)}, got_show))
            elif _as_set(want) != got:
                out.append(Mismatch(oid, key, sorted(_as_set(want)), got_show))
        elif key in SCALAR_FIELDS:
            got_value = getattr(state, key)
            if got_value != want:
                out.append(Mismatch(oid, key, want, got_value))
        elif key == "abilities":
            got_texts = sorted(normalize_ability_text(a.text) for a in state.abilities)
            if sorted(normalize_ability_text(str(a)) for a in want or ()) != got_texts:
                out.append(Mismatch(oid, key, list(want or ()), [a.text for a in state.abilities]))
        elif key == "has":
            for a in want or ():
                if not state.has(str(a)):
                    out.append(Mismatch(oid, "has", a, [x.text for x in state.abilities]))
        elif key == "lacks":
            for a in want or ():
                if state.has(str(a)):
                    out.append(Mismatch(oid, "lacks", a, [x.text for x in state.abilities]))
        elif key == "counters":
            got_counts = {k: v for k, v in state.counters.items() if v}
            wanted = {str(k): v for k, v in (want or {}).items() if v}
            if got_counts != wanted:
                out.append(Mismatch(oid, key, dict(want or {}), got_counts))
        elif key == "qualities":
            got_q = sorted(q.lower() for q in state.qualities)
            if sorted(str(q).lower() for q in want or ()) != got_q:
                out.append(Mismatch(oid, key, list(want or ()), list(state.qualities)))
    return out


# ---------------------------------------------------------------------- bundled scenario files
def scenario_paths(pattern: str = "*") -> list[Path]:
    """Scenario files whose name matches a glob pattern (without ``.yaml``), sorted.

    >>> [p.name for p in scenario_paths("layers-0[23]*")]
    ['layers-02-diminish-then-square-up.yaml', 'layers-03-square-up-then-diminish.yaml']
    """
    return scenario_files(pattern)


def find_scenario(name: "str | Path") -> Path:
    """A scenario file from a path, a file name, or an unambiguous prefix such as ``"layers-23"``."""
    p = Path(name)
    if p.suffix in (".yaml", ".yml") and p.exists():
        return p
    hits = scenario_paths(f"{name}*")
    exact = [h for h in hits if h.stem == str(name)]
    if exact:
        return exact[0]
    if len(hits) == 1:
        return hits[0]
    raise ScenarioError(f"{'no' if not hits else 'more than one'} scenario matches {str(name)!r}",
                        hint=", ".join(h.stem for h in hits[:8]) or f"files are in {data_file('scenarios')}")


def load(name: "str | Path | Scenario") -> "Scenario":
    """A :class:`Scenario` from a scenario, a path or a name prefix."""
    if isinstance(name, Scenario):
        return name
    return Scenario.load(find_scenario(name))
