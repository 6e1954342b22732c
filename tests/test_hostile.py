"""Hostile and broken input: mutated scenario files, card files and effect definitions, bulk
files, unsafe YAML, saving from the sandbox, and the CLI's exit codes.

Every scenario in data/scenarios/*.yaml is mutated (wrong types, unknown keys, missing and
dangling ids, duplicate ids, targets in the wrong zone, cycles of attachments, huge numbers,
non-UTF-8 bytes, YAML bombs, tabs); each mutant must give exactly one ScenarioError that names the
file, and for a step-level mutation the step number and the field — never another exception.
"""
from __future__ import annotations

import copy
import gzip
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

import layerkit
from layerkit.errors import CardDataError, ScenarioError

ROOT = Path(layerkit.__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "data" / "scenarios").glob("*.yaml"))


def _load(path: Path) -> dict:
    """Read a scenario as layerkit does (its loader keeps the step key ``on:`` a string)."""
    from layerkit.game.scenario import _make_loader

    loader = _make_loader()(path.read_text(encoding="utf-8"))
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def _step_kind(step):
    if step == "end_turn":
        return "end_turn", None
    (kind, args), = step.items()
    return kind, args


# ------------------------------------------------------------------------------ mutations
WRONG = [42, ["a", "list"], {"a": "mapping"}, True, None, 3.5]
REF_KEYS = {"enter": ("copy", "attached_to"), "cast": ("targets",), "ability": ("source", "targets"),
            "attach": ("object", "to"), "counters": ("on",), "mutate": ("onto",), "move": ("object", "copy")}
#: keys whose value is checked for its type (a wrong type there must be an error)
TYPED = {"enter": ("card", "id", "controller", "owner", "zone", "counters", "choices", "copy", "attached_to",
                   "face_down", "face", "token", "tapped"),
         "cast": ("card", "controller", "targets", "choices"),
         "ability": ("source", "which", "targets", "choices"),
         "attach": ("object", "to"), "counters": ("on", "add", "remove"),
         "mutate": ("card", "onto", "position"), "move": ("object", "to")}


def _expanded(step):
    kind, args = _step_kind(step)
    if kind in ("enter", "cast") and isinstance(args, str):
        args = {"card": args}
    return kind, args


def mutate(data: dict, how: str, rng: random.Random):
    """Return (mutated data, expected step or None, expected field substring or None), or None
    when this mutation doesn't apply to the scenario."""
    d = copy.deepcopy(data)
    steps = d["steps"]
    idx = list(range(len(steps)))
    rng.shuffle(idx)
    if how == "wrong_type":
        for i in idx:
            kind, args = _expanded(steps[i])
            if kind in TYPED:
                keys = [k for k in TYPED[kind] if k in args] or [TYPED[kind][0]]
                key = rng.choice(keys)
                bad = rng.choice([w for w in WRONG if w is not None and not (key in ("token", "tapped") and w is True)
                                  and not (key == "which" and isinstance(w, bool))])
                if key == "choices" and isinstance(bad, dict):
                    bad = 42
                if key in ("targets",) and isinstance(bad, list):
                    bad = 42
                steps[i] = {kind: {**args, key: bad}}
                return d, i + 1, key
            if kind in ("leave", "tap", "untap", "turn_face_up"):
                steps[i] = {kind: 42}
                return d, i + 1, kind
        return None
    if how == "unknown_key":
        for i in idx:
            kind, args = _expanded(steps[i])
            if isinstance(args, dict):
                steps[i] = {kind: {**args, "colour": "blue"}}
                return d, i + 1, f"{kind}.colour"
        d["colour"] = 1
        return d, None, "colour"
    if how == "missing_required":
        for i in idx:
            kind, args = _expanded(steps[i])
            if kind in ("enter", "cast", "attach", "ability", "counters", "move", "mutate") and isinstance(args, dict):
                key = {"enter": "card", "cast": "card", "attach": "to", "ability": "which", "counters": "on",
                       "move": "to", "mutate": "onto"}[kind]
                steps[i] = {kind: {k: v for k, v in args.items() if k != key}}
                return d, i + 1, f"{kind}.{key}"
        return None
    if how == "dangling_id":
        for i in idx:
            kind, args = _expanded(steps[i])
            if kind in REF_KEYS and isinstance(args, dict):
                keys = [k for k in REF_KEYS[kind] if k in args]
                if keys:
                    key = rng.choice(keys)
                    args = dict(args)
                    args[key] = ["ghost-id"] if key == "targets" else "ghost-id"
                    steps[i] = {kind: args}
                    return d, i + 1, key
            if kind in ("leave", "tap", "untap", "turn_face_up"):
                steps[i] = {kind: "ghost-id"}
                return d, i + 1, kind
        return None
    if how == "duplicate_id":
        enters = [i for i, s in enumerate(steps) if _expanded(s)[0] == "enter"]
        if not enters:
            return None
        first = enters[0]
        kind, args = _expanded(steps[first])
        taken = args.get("id", args["card"])
        steps.append({"enter": {"card": "Grizzly Bears", "id": taken}})
        return d, len(steps), "enter.id"
    if how == "target_wrong_zone":
        steps.append({"enter": {"card": "Grizzly Bears", "id": "hidden-bear", "zone": rng.choice(["hand", "library"])}})
        steps.append({"cast": {"card": "Giant Growth", "targets": ["hidden-bear"]}})
        return d, len(steps), "targets[0]"
    if how == "attachment_cycle":
        steps.append({"enter": {"card": "Grizzly Bears", "id": "cyc-host"}})
        steps.append({"enter": {"card": "Rancor", "id": "cyc-aura", "attached_to": "cyc-host"}})
        steps.append({"attach": {"object": "cyc-host", "to": "cyc-aura"}})
        return d, len(steps), "attach.to"
    if how == "huge_number":
        which = rng.choice(["counters", "number", "which"])
        if which == "counters":
            steps.append({"enter": {"card": "Grizzly Bears", "id": "huge", "counters": {"+1/+1": 10 ** 30}}})
            return d, len(steps), "counters"
        if which == "number":
            steps.append({"cast": {"card": "Giant Growth", "targets": ["ghost"], "choices": {"number": 10 ** 30}}})
            steps[-1] = {"enter": {"card": "Grizzly Bears", "id": "huge", "choices": {"number": 10 ** 30}}}
            return d, len(steps), "choices.number"
        steps.append({"enter": {"card": "Mutavault", "id": "huge"}})
        steps.append({"ability": {"source": "huge", "which": 10 ** 30}})
        return d, len(steps), "which"
    raise AssertionError(how)


DATA_MUTATIONS = ["wrong_type", "unknown_key", "missing_required", "dangling_id", "duplicate_id",
                  "target_wrong_zone", "attachment_cycle", "huge_number"]


def _cases():
    out = []
    for n, path in enumerate(SCENARIOS):
        for how in (DATA_MUTATIONS[n % len(DATA_MUTATIONS)], DATA_MUTATIONS[(3 * n + 5) % len(DATA_MUTATIONS)],
                    "wrong_type", "dangling_id"):
            out.append((path, how))
    return sorted(set(out))


def _expect_one_error(path: Path, step, fld):
    with pytest.raises(ScenarioError) as info:
        layerkit.Scenario.load(path)
    exc = info.value
    msg = str(exc)
    assert path.name in msg, msg
    if step is not None:
        assert f"step {step}:" in msg, msg
        assert exc.step == step, msg
    if fld is not None:
        assert fld in (exc.field or ""), msg
    assert exc.__cause__ is None and (exc.__context__ is None or exc.__suppress_context__), \
        "error chained to an internal exception"
    return exc


@pytest.mark.parametrize("path,how", _cases(), ids=lambda v: v.stem if isinstance(v, Path) else v)
def test_mutated_scenario_gives_one_located_error(tmp_path, path, how):
    rng = random.Random(f"{path.name}:{how}")
    got = mutate(_load(path), how, rng)
    if got is None:
        pytest.skip(f"{how} does not apply to {path.name}")
    data, step, fld = got
    out = tmp_path / f"mutant-{path.stem}.yaml"
    out.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    _expect_one_error(out, step, fld)


def test_mutations_cover_every_kind():
    kinds = {how for _, how in _cases()}
    assert kinds == set(DATA_MUTATIONS)


# ------------------------------------------------------------------------------ text-level mutations
@pytest.mark.parametrize("path", SCENARIOS[::7], ids=lambda p: p.stem)
def test_non_utf8_bytes(tmp_path, path):
    raw = path.read_bytes()
    out = tmp_path / path.name
    out.write_bytes(raw[: len(raw) // 2] + b"\xff\xfe\xc3(" + raw[len(raw) // 2:])
    exc = _expect_one_error(out, None, None)
    assert "UTF-8" in str(exc) and exc.hint


@pytest.mark.parametrize("path", SCENARIOS[::7], ids=lambda p: p.stem)
def test_tabs_for_indentation(tmp_path, path):
    text = path.read_text(encoding="utf-8")
    out = tmp_path / path.name
    out.write_text(re.sub(r"(?m)^  ", "\t", text), encoding="utf-8")
    exc = _expect_one_error(out, None, None)
    assert "tabs" in (exc.hint or ""), str(exc)


def _bomb(levels: int, width: int, where: str = "steps") -> str:
    """A "billion laughs" document: anchors nested ``levels`` deep, each ``width`` aliases wide
    (kept under ``notes``), the last one used as ``where``."""
    lines = ['  x0: &x0 "lol"']
    lines += [f"  x{i}: &x{i} [" + ",".join([f"*x{i - 1}"] * width) + "]" for i in range(1, levels + 1)]
    return "notes:\n" + "\n".join(lines) + f"\n{where}: *x{levels}\n" + \
        ("steps: [{enter: Forest}]\n" if where != "steps" else "")


BOMB = _bomb(12, 10)      # 120 aliases, 10**12 values if expanded


def test_yaml_bomb_is_refused(tmp_path):
    out = tmp_path / "bomb.yaml"
    out.write_text(BOMB, encoding="utf-8")
    exc = _expect_one_error(out, None, None)
    assert "alias" in str(exc)


def test_yaml_bomb_under_the_alias_limit_is_refused():
    with pytest.raises(ScenarioError, match="alias|bomb|large"):
        layerkit.Scenario.from_yaml(_bomb(6, 10, where="title"), file="bomb.yaml")


def test_a_few_anchors_are_fine(tmp_path):
    out = tmp_path / "anchors.yaml"
    out.write_text("steps:\n  - enter: &bear {card: Grizzly Bears, id: a}\n"
                   "  - enter: {card: Grizzly Bears, id: b, counters: &c {'+1/+1': 1}}\n"
                   "  - counters: {on: a, add: *c}\n"
                   "expect:\n  a: {power: 3}\n  b: {power: 3}\n", encoding="utf-8")
    assert layerkit.Scenario.load(out).check() == []


def test_deep_nesting_is_one_error(tmp_path):
    out = tmp_path / "deep.yaml"
    out.write_text("steps: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    _expect_one_error(out, None, None)


@pytest.mark.parametrize("payload", [
    "!!python/object/apply:os.system ['echo pwned > {marker}']",
    "!!python/object/new:subprocess.Popen [['touch', '{marker}']]",
    "!!python/name:os.system",
])
def test_python_tags_are_not_executed(tmp_path, payload):
    marker = tmp_path / "pwned"
    out = tmp_path / "evil.yaml"
    out.write_text(f"title: x\nsteps:\n  - enter: {payload.format(marker=marker)}\n", encoding="utf-8")
    _expect_one_error(out, None, None)
    assert not marker.exists()


def test_empty_and_scalar_files(tmp_path):
    for text in ["", "just a string\n", "- a\n- list\n", "steps: []\n", "steps: 5\n"]:
        out = tmp_path / "odd.yaml"
        out.write_text(text, encoding="utf-8")
        _expect_one_error(out, None, None)


def test_missing_file():
    with pytest.raises(ScenarioError, match="no-such-file.yaml"):
        layerkit.Scenario.load(ROOT / "no-such-file.yaml")


# ------------------------------------------------------------------------------ hints
HINT_CASES = {
    "missing key": ({"steps": [{"enter": {"id": "a"}}]}, "enter.card"),
    "wrong id type": ({"steps": [{"enter": {"card": "Grizzly Bears", "id": 5}}]}, "enter.id"),
    "dangling target": ({"steps": [{"cast": {"card": "Giant Growth", "targets": ["x"]}}]}, "targets[0]"),
    "target in hand": ({"steps": [{"enter": {"card": "Grizzly Bears", "id": "a", "zone": "hand"}},
                                  {"cast": {"card": "Giant Growth", "targets": ["a"]}}]}, "targets[0]"),
    "duplicate id": ({"steps": [{"enter": {"card": "Grizzly Bears", "id": "a"}},
                                {"enter": {"card": "Grizzly Bears", "id": "a"}}]}, "enter.id"),
    "attachment cycle": ({"steps": [{"enter": {"card": "Grizzly Bears", "id": "a"}},
                                    {"enter": {"card": "Rancor", "id": "r", "attached_to": "a"}},
                                    {"attach": {"object": "a", "to": "r"}}]}, "attach.to"),
    "huge counter": ({"steps": [{"enter": {"card": "Grizzly Bears", "counters": {"+1/+1": 10 ** 30}}}]}, "counters"),
}


@pytest.mark.parametrize("name", ["dangling target", "duplicate id", "attachment cycle", "target in hand",
                                  "missing key", "wrong id type", "huge counter"])
def test_step_errors_carry_a_hint(name):
    """The issue asks for a hint with every error, besides the file, step and field."""
    d, fld = HINT_CASES[name]
    with pytest.raises(ScenarioError) as info:
        layerkit.Scenario.from_dict(d, file="h.yaml")
    assert fld in (info.value.field or "")
    assert info.value.hint, str(info.value)


# ------------------------------------------------------------------------------ card files and effect definitions
def _db_with(fact_mut=None, effect_mut=None, name="Glorious Anthem"):
    from layerkit.game.carddb import CardDatabase, bundled_database

    db = bundled_database()
    facts = [copy.deepcopy(f) for f in db._facts.values()]
    effects = copy.deepcopy(dict(db._effects))
    if fact_mut:
        fact_mut(next(f for f in facts if f["name"] == name))
    if effect_mut:
        effects[name] = (effect_mut, "mutant.yaml")
    new = CardDatabase(facts, effects)
    b = layerkit.Board(cards=new)
    b.enter(name, id="x")
    b.enter("Grizzly Bears", id="bear")
    b.resolve()


EFFECT_MUTANTS = {
    "unknown key": ({1: {"affects": {"types": ["Creature"]}, "modfy_pt": [1, 1]}}, "modfy_pt"),
    "no such ability": ({7: {"affects": "self", "modify_pt": [1, 1]}}, "ability 7"),
    "selector type": ({1: {"affects": 5, "modify_pt": [1, 1]}}, "affects"),
    "selector key": ({1: {"affects": {"typez": ["Creature"]}, "modify_pt": [1, 1]}}, "typez"),
    "definition type": ({1: ["modify_pt"]}, "definition"),
    "list expected": ({1: {"affects": "self", "set_types": "Creature"}}, "set_types"),
    "bad color": ({1: {"affects": "self", "set_colors": ["Q"]}}, "set_colors"),
    "bad duration": ({1: {"affects": "self", "duration": "forever", "modify_pt": [1, 1]}}, "duration"),
    "bad value": ({1: {"affects": "self", "modify_pt": [{"counts": 1}, 1]}}, "modify_pt"),
    "bad granted ability": ({1: {"affects": "self", "add_abilities": [{"text": "X", "set_pt": [1, 2, 3]}]}},
                            "add_abilities[0]"),
    "condition shape": ({1: {"affects": "self", "condition": {"devotion": 5}, "modify_pt": [1, 1]}}, "devotion"),
    "condition count shape": ({1: {"affects": "self", "condition": {"count": 3}, "modify_pt": [1, 1]}}, "count"),
}


@pytest.mark.parametrize("name", sorted(EFFECT_MUTANTS))
def test_effect_definition_errors_name_card_and_field(name):
    definition, fld = EFFECT_MUTANTS[name]
    with pytest.raises(CardDataError) as info:
        _db_with(effect_mut=definition)
    msg = str(info.value)
    assert "Glorious Anthem" in msg and fld in msg and "mutant.yaml" in msg, msg


@pytest.mark.parametrize("name", ["condition shape", "condition count shape"])
def test_effect_condition_shapes_are_validated(name):
    definition, fld = EFFECT_MUTANTS[name]
    with pytest.raises(CardDataError):
        _db_with(effect_mut=definition)


FACT_MUTANTS = {
    "types not a list": (lambda f: f.__setitem__("types", 5), "types"),
    "types a string": (lambda f: f.__setitem__("types", "Enchantment"), "types"),
    "oracle text not a string": (lambda f: f.__setitem__("oracle_text", 5), "oracle_text"),
    "unknown color": (lambda f: f.__setitem__("colors", ["Q"]), "colors"),
    "power not a number": (lambda f: f.__setitem__("power", {"x": 1}), "power"),
}


@pytest.mark.parametrize("name", sorted(FACT_MUTANTS))
def test_oracle_fact_errors_name_card_and_field(name):
    mut, fld = FACT_MUTANTS[name]
    with pytest.raises(CardDataError) as info:
        _db_with(fact_mut=mut)
    assert "Glorious Anthem" in str(info.value) and fld in str(info.value)


def test_card_without_name_is_a_card_data_error():
    from layerkit.game.carddb import CardDatabase

    with pytest.raises(CardDataError, match="name"):
        CardDatabase([{"type_line": "Creature"}], {})


HOMEBREW_MUTANTS = {
    "type line not a string": ({"name": "X", "type_line": 5}, "type_line"),
    "name not a string": ({"name": 5, "type_line": "Creature"}, "name"),
    "oracle text not a string": ({"name": "X", "type_line": "Creature", "oracle_text": 5}, "oracle_text"),
    "unknown card type": ({"name": "X", "type_line": "Creatur — Bear"}, "Creatur"),
    "unknown effect key": ({"name": "X", "type_line": "Creature", "oracle_text": "Hi.",
                            "effects": {1: {"bogus": 1}}}, "bogus"),
    "unknown card key": ({"name": "X", "type_line": "Creature", "flavor": "x"}, "flavor"),
    "no type line": ({"name": "X"}, "cards[0]"),
}


@pytest.mark.parametrize("name", sorted(HOMEBREW_MUTANTS))
def test_scenario_card_definitions(name):
    card, fld = HOMEBREW_MUTANTS[name]
    d = {"cards": [card], "steps": [{"enter": "Grizzly Bears"}]}
    try:
        layerkit.Scenario.from_dict(d, file="cards.yaml")
    except ScenarioError as exc:
        assert "cards.yaml" in str(exc) and "cards[0]" in str(exc) and fld in str(exc), str(exc)
        return
    pytest.fail("accepted")


def test_effect_files_directory(tmp_path):
    from layerkit.game.carddb import _read_effect_files

    (tmp_path / "a.yaml").write_text("Glorious Anthem:\n\t1: {}\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="a.yaml"):
        _read_effect_files(tmp_path)
    (tmp_path / "a.yaml").write_text("- not a mapping\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="a.yaml"):
        _read_effect_files(tmp_path)
    (tmp_path / "a.yaml").write_text("Glorious Anthem: 5\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="Glorious Anthem"):
        _read_effect_files(tmp_path)
    (tmp_path / "a.yaml").write_text("Glorious Anthem: {1: {}}\n", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("Glorious Anthem: {1: {}}\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="defined again"):
        _read_effect_files(tmp_path)
    (tmp_path / "b.yaml").write_text("x: !!python/object/apply:os.system ['true']\n", encoding="utf-8")
    with pytest.raises(CardDataError, match="b.yaml"):
        _read_effect_files(tmp_path)


# ------------------------------------------------------------------------------ bulk loaders
def _scryfall_card(i: int, pad: int = 0) -> dict:
    return {"object": "card", "name": f"Card {i}", "cmc": 2.0, "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
            "oracle_text": "Creatures you control get +1/+1." if i % 3 == 0 else "", "power": "2", "toughness": "2",
            "colors": ["G"], "keywords": [], "layout": "normal", "padding": "x" * pad}


def _mtgjson(n: int) -> dict:
    return {"meta": {"version": "x"}, "data": {f"Card {i}": [{"name": f"Card {i}", "type": "Creature — Bear",
                                                            "types": ["Creature"], "subtypes": ["Bear"],
                                                            "supertypes": [], "manaValue": 2, "colors": ["G"],
                                                            "text": "", "power": "2", "toughness": "2"}]
                                              for i in range(n)}}


@pytest.mark.parametrize("loader", ["scryfall", "mtgjson"])
@pytest.mark.parametrize("case", ["truncated", "empty", "whitespace", "foreign", "wrong_items", "gzip_corrupt",
                                  "gzip_truncated", "gz_name_not_gzip", "not_json", "missing"])
def test_bulk_loader_errors(tmp_path, loader, case):
    from layerkit import cards

    load = cards.load_scryfall if loader == "scryfall" else cards.load_mtgjson
    good = json.dumps([_scryfall_card(i) for i in range(50)] if loader == "scryfall" else _mtgjson(50)).encode()
    p = tmp_path / "bulk.json"
    if case == "truncated":
        p.write_bytes(good[: len(good) // 2])
    elif case == "empty":
        p.write_bytes(b"")
    elif case == "whitespace":
        p.write_bytes(b"  \n\t ")
    elif case == "foreign":
        p.write_bytes(json.dumps(_mtgjson(2) if loader == "scryfall" else [_scryfall_card(1)]).encode())
    elif case == "wrong_items":
        p.write_bytes(json.dumps([1, 2, 3] if loader == "scryfall" else {"meta": {}, "data": {"A": "b"}}).encode())
    elif case == "gzip_corrupt":
        p = tmp_path / "bulk.json.gz"
        z = gzip.compress(good)
        p.write_bytes(z[:20] + bytes(b ^ 0x5A for b in z[20:60]) + z[60:])
    elif case == "gzip_truncated":
        p = tmp_path / "bulk.json.gz"
        p.write_bytes(gzip.compress(good)[:300])
    elif case == "gz_name_not_gzip":
        p = tmp_path / "bulk.json.gz"
        p.write_bytes(good)
    elif case == "not_json":
        p.write_bytes(b"<html>Not Found</html>")
    elif case == "missing":
        p = tmp_path / "nope.json"
    with pytest.raises(CardDataError) as info:
        load(p)
    assert p.name in str(info.value), str(info.value)
    assert info.value.__cause__ is None


def test_bulk_loader_reads_gzip(tmp_path):
    from layerkit import cards

    p = tmp_path / "oracle.json.gz"
    p.write_bytes(gzip.compress(json.dumps([_scryfall_card(i) for i in range(20)]).encode()))
    df = cards.load_scryfall(p)
    assert len(df) == 20 and list(df.name[:2]) == ["Card 0", "Card 1"]


_STREAM_SCRIPT = r"""
import json, resource, sys
from layerkit import cards
path, n, pad = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with open(path, "w") as fh:
    fh.write("[")
    for i in range(n):
        card = {"object": "card", "name": f"Card {i}", "cmc": 1.0, "mana_cost": "{G}", "type_line": "Creature — Elf",
                "oracle_text": "", "power": "1", "toughness": "1", "colors": ["G"], "keywords": [], "layout": "normal",
                "padding": "x" * pad}
        fh.write(("," if i else "") + json.dumps(card))
    fh.write("]")
import os
size = os.path.getsize(path)
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
df = cards.load_scryfall(path)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(size, base, peak, len(df))
"""


def test_bulk_file_streams(tmp_path):
    """A bulk file of SIZE MB (LAYERKIT_BULK_MB, default 40; the report measures 150) is streamed:
    the peak memory grows by less than the file's size (json.load would need several times it)."""
    mb = int(os.environ.get("LAYERKIT_BULK_MB", "40"))
    n = 2000
    pad = mb * 1024 * 1024 // n
    proc = subprocess.run([sys.executable, "-c", _STREAM_SCRIPT, str(tmp_path / "big.json"), str(n), str(pad)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    size, base, peak, rows = map(int, proc.stdout.split())
    assert rows == n
    assert peak - base < size, (size, base, peak)


# ------------------------------------------------------------------------------ no eval/exec/pickle
def test_no_eval_exec_pickle_or_unsafe_yaml_in_the_package():
    pkg = ROOT / "layerkit"
    bad = re.compile(r"\b(eval|exec)\s*\(|\bpickle\b|\bmarshal\b|yaml\.load\s*\((?![^)]*SafeLoader)|"
                     r"yaml\.unsafe_load|yaml\.full_load|Loader\s*=\s*yaml\.(Full|Unsafe)?Loader\b|shelve")
    hits = []
    for f in sorted(pkg.rglob("*.py")):
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if bad.search(code) and "fuzz.py" not in f.name:
                hits.append(f"{f.relative_to(pkg)}:{n}: {line.strip()}")
    assert not hits, hits


def test_scenario_loader_is_a_safe_loader():
    from layerkit.game.scenario import _make_loader

    for native in (True, False):
        loader = _make_loader(native)
        assert issubclass(loader, yaml.constructor.SafeConstructor)
        assert not issubclass(loader, yaml.constructor.FullConstructor)
    assert issubclass(_make_loader(False), yaml.SafeLoader)
    if yaml.__with_libyaml__:                      # libyaml's parser where PyYAML has it
        assert issubclass(_make_loader(), yaml.CSafeLoader)


# ------------------------------------------------------------------------------ saving from the sandbox
def _sandbox_board():
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Glorious Anthem")
    return b


def test_save_writes_only_the_named_file_and_refuses_to_overwrite(tmp_path):
    from layerkit.notebook.sandbox import save_scenario

    b = _sandbox_board()
    target = tmp_path / "board.yaml"
    assert save_scenario(b, target, expect="resolved") == target
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.yaml"]
    first = target.read_bytes()
    with pytest.raises(ScenarioError, match="already exists") as info:
        save_scenario(b, target)
    assert "overwrite=True" in (info.value.hint or "")
    assert target.read_bytes() == first
    b.enter("Crusade")
    save_scenario(b, target, overwrite=True)
    assert target.read_bytes() != first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.yaml"]
    assert layerkit.Scenario.load(target).check() == []


@pytest.mark.parametrize("name", ["board.txt", "missing-folder/board.yaml", "board"])
def test_save_refuses_odd_paths(tmp_path, name):
    from layerkit.notebook.sandbox import save_scenario

    with pytest.raises(ScenarioError):
        save_scenario(_sandbox_board(), tmp_path / name)
    assert list(tmp_path.iterdir()) == []


def test_save_does_not_follow_a_symlink_over_another_file(tmp_path):
    from layerkit.notebook.sandbox import save_scenario

    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    link = tmp_path / "link.yaml"
    link.symlink_to(victim)
    with pytest.raises(ScenarioError, match="already exists"):
        save_scenario(_sandbox_board(), link)
    assert victim.read_text(encoding="utf-8") == "keep me"


# ------------------------------------------------------------------------------ the CLI
def _cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "layerkit", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=300)


def test_cli_exit_codes_and_stderr(tmp_path):
    ok = ROOT / "data" / "scenarios" / "layers-23-blood-moon-urborg.yaml"
    wrong = tmp_path / "wrong.yaml"
    data = _load(ok)
    data["expect"]["urborg"]["subtypes"] = ["Forest"]
    wrong.write_text(yaml.safe_dump(data), encoding="utf-8")
    broken = []
    for i, (path, how) in enumerate(_cases()[::25]):
        got = mutate(_load(path), how, random.Random(i))
        if got:
            f = tmp_path / f"broken-{i}.yaml"
            f.write_text(yaml.safe_dump(got[0], sort_keys=False), encoding="utf-8")
            broken.append(f)
    bomb = tmp_path / "bomb.yaml"
    bomb.write_text(BOMB, encoding="utf-8")
    latin = tmp_path / "latin.yaml"
    latin.write_bytes("title: caf\u00e9\nsteps: [{enter: Forest}]\n".encode("latin-1"))
    broken += [bomb, latin]

    r = _cli("check", ok)
    assert r.returncode == 0 and "1 passed, 0 failed" in r.stdout and r.stderr == ""
    r = _cli("check", ok, wrong)
    assert r.returncode == 1 and "wrong.yaml" in r.stdout and "subtypes" in r.stdout and r.stderr == ""
    r = _cli("check", ok, wrong, *broken)
    assert r.returncode == 2, r
    assert "Traceback" not in r.stderr, r.stderr
    errors = [line for line in r.stderr.splitlines() if line.startswith("error: ")]
    assert len(errors) == len(broken), r.stderr
    for f in broken:
        assert sum(f.name in line for line in errors) == 1, (f.name, r.stderr)
    r = _cli("show", broken[0])
    assert r.returncode == 2 and r.stderr.startswith("error: ") and "Traceback" not in r.stderr
    r = _cli("show", ok, "--object", "nobody")
    assert r.returncode == 2 and "nobody" in r.stderr and "Traceback" not in r.stderr
    r = _cli("frobnicate")
    assert r.returncode == 2 and "usage" in r.stderr


def test_an_ambiguous_loyalty_cost_is_refused_with_the_positions():
    """Gideon of the Trials has two [0] abilities: the cost names neither, and the hint gives the
    positions to use instead."""
    d = {"steps": [{"enter": {"card": "Gideon of the Trials", "id": "g"}}, {"ability": {"source": "g", "which": "0"}}]}
    with pytest.raises(ScenarioError) as info:
        layerkit.Scenario.from_dict(d, file="g.yaml")
    assert info.value.step == 2 and "which" in info.value.field and "2, 3" in (info.value.hint or "")


# ------------------------------------------------------------------------------ issue 13: inputs checked, steps legal
def _refused(d, fld=None, match=None, rule=None):
    """``d`` (a scenario dict) gives exactly one ScenarioError naming the file (and the field,
    and the rule); never another exception."""
    with pytest.raises(ScenarioError) as info:
        layerkit.Scenario.from_dict(d, file="probe.yaml")
    msg = str(info.value)
    assert "probe.yaml" in msg, msg
    if fld is not None:
        assert fld in (info.value.field or ""), msg
    if match is not None:
        assert re.search(match, msg), msg
    if rule is not None:
        assert rule in msg, msg
    assert len(msg) < 1000, msg
    return info.value


def _steps(*steps, expect=None):
    d = {"steps": list(steps)}
    if expect is not None:
        d["expect"] = expect
    return d


BEARS = {"enter": {"card": "Grizzly Bears", "id": "bears"}}
FOREST = {"enter": {"card": "Forest", "id": "forest"}}


@pytest.mark.parametrize("value", [[ "R"], 5, "purple", "", None, True, {"c": "R"}])
def test_a_chosen_color_is_checked(value):
    _refused(_steps({"enter": {"card": "Painter's Servant", "choices": {"color": value}}}), "choices.color")


@pytest.mark.parametrize("written, letter", [("red", "R"), ("Red", "R"), ("RED", "R"), ("r", "R"), ("G", "G")])
def test_a_chosen_color_is_normalised(written, letter):
    b = layerkit.Board()
    b.enter("Painter's Servant", id="ps", choices={"color": written})
    b.enter("Grizzly Bears", id="bears")
    assert b.resolve()["bears"].colors == frozenset({"G", letter})
    sc = layerkit.Scenario.from_dict(_steps({"enter": {"card": "Painter's Servant", "id": "ps",
                                                       "choices": {"color": written}}},
                                            expect={"ps": {"colors": [letter.lower()]}}), file="c.yaml")
    assert sc.check() == []


def test_a_creature_type_is_checked_with_a_did_you_mean():
    exc = _refused(_steps({"enter": {"card": "Conspiracy", "choices": {"creature_type": "Elfs"}}}),
                   "choices.creature_type")
    assert "'Elf'" in (exc.hint or "")


@pytest.mark.parametrize("card, key", [("Painter's Servant", "color"), ("Conspiracy", "creature_type"),
                                       ("Arcane Adaptation", "creature_type"), ("Chameleon Spirit", "color"),
                                       ("Sewer Nemesis", "player")])
def test_a_required_choice_is_enforced_with_the_cards_words(card, key):
    exc = _refused(_steps({"enter": {"card": card}}), f"choices.{key}", match="choose a")
    assert card in str(exc) and f"choices.{key}" in str(exc)
    with pytest.raises(ScenarioError, match="choose a"):
        layerkit.Board().enter(card)


def test_no_choice_is_needed_off_the_battlefield():
    b = layerkit.Board()
    b.enter("Painter's Servant", zone="hand", id="ps")
    b.enter("Arcane Adaptation", zone="library", id="aa")
    res = b.resolve()
    assert res["aa"].summary()["name"] == "Arcane Adaptation"


@pytest.mark.parametrize("words, fld", [({"from": "white", "to": "purple"}, "words.to"),
                                        ({"from": "white", "to": "Forest"}, "words.to"),
                                        ({"from": "wite", "to": "black"}, "words.from"),
                                        ({"from": "white"}, "words"), ("white", "words")])
def test_a_text_change_replaces_a_word_with_one_of_its_kind(words, fld):
    _refused(_steps(BEARS, {"cast": {"card": "Mind Bend", "targets": ["bears"], "choices": {"words": words}}}), fld)


def test_mind_bend_needs_its_words():
    _refused(_steps(BEARS, {"cast": {"card": "Mind Bend", "targets": ["bears"]}}), "choices.words", rule="612")


@pytest.mark.parametrize("exp, fld", [
    ({"lacks": "Flying"}, "lacks"), ({"has": "Flying"}, "has"), ({"abilities": "Flying"}, "abilities"),
    ({"types": {"include": ["Artifact"]}}, "types.include"), ({"types": "Creature"}, "types"),
    ({"power": True}, "power"), ({"power": "1"}, "power"), ({"counters": 5}, "counters"),
    ({"counters": {"+1/+1": "two"}}, "counters"), ({"colors": ["Q"]}, "colors[0]"), ({"subtypes": ["Elfs"]}, "subtypes[0]"),
    ({"zone": "moon"}, "zone"), ({"mana_value": -1}, "mana_value"), ({"powr": 1}, "powr"),
    ({"after": {"4": {"lacks": "Flying"}}}, "after.4.lacks"),
])
def test_expectations_are_typed(exp, fld):
    exc = _refused(_steps({"enter": {"card": "Serra Angel", "id": "a"}}, expect={"a": exp}), f"expect.a.{fld}")
    assert exc.step is None


def test_expected_names_are_normalised():
    sc = layerkit.Scenario.from_dict(_steps(BEARS, expect={"bears": {"colors": ["green"], "types": ["creature"],
                                                                      "subtypes": ["bear"]}}), file="n.yaml")
    assert sc.check() == []


@pytest.mark.parametrize("text, lines", [
    ("steps:\n  - enter: {card: Grizzly Bears, card: Forest}\n", ("line 2, column", "line 2, column")),
    ("steps:\n  - enter: Forest\nsteps:\n  - enter: Island\n", ("line 1", "line 3")),
    ("steps:\n  - enter: {card: Forest, id: f}\nexpect:\n  f: {name: Forest}\n  f: {name: Island}\n", ("line 4", "line 5")),
])
def test_duplicate_yaml_keys_are_refused_with_both_lines(text, lines):
    with pytest.raises(ScenarioError) as info:
        layerkit.Scenario.from_yaml(text, file="dup.yaml")
    msg = str(info.value)
    assert "dup.yaml" in msg and "twice" in msg and all(x in msg for x in lines), msg


ILLEGAL_STEPS = {
    "creature spell with targets": ([BEARS, {"cast": {"card": "Hill Giant", "targets": ["bears"]}}], "cast.targets", "115.1"),
    "aura on a card in a graveyard": ([{"enter": {"card": "Grizzly Bears", "id": "g", "zone": "graveyard"}},
                                       {"enter": {"card": "Rancor", "attached_to": "g"}}], "enter.attached_to", "702.5"),
    "aura on a land it can't enchant": ([FOREST, {"enter": {"card": "Rancor", "attached_to": "forest"}}],
                                        "enter.attached_to", "702.5"),
    "aura from the hand": ([BEARS, {"enter": {"card": "Rancor", "zone": "hand", "attached_to": "bears"}}],
                           "enter.attached_to", "303.4"),
    "creature attached": ([BEARS, {"enter": {"card": "Hill Giant", "attached_to": "bears"}}], "enter.attached_to", "303.4h"),
    "equipment on a land": ([FOREST, {"enter": {"card": "Colossus Hammer", "attached_to": "forest"}}],
                            "enter.attached_to", "301.5"),
    "attach a creature": ([BEARS, {"enter": {"card": "Hill Giant", "id": "giant"}}, {"attach": {"object": "giant", "to": "bears"}}],
                          "attach.object", "303.4h"),
    "attach an aura to a land": ([BEARS, FOREST, {"enter": {"card": "Rancor", "id": "r", "attached_to": "bears"}},
                                  {"attach": {"object": "r", "to": "forest"}}], "attach.to", "702.5"),
    "clone of a card in hand": ([{"enter": {"card": "Grizzly Bears", "id": "h", "zone": "hand"}},
                                 {"enter": {"card": "Clone", "copy": "h"}}], "enter.copy", "707.2"),
    "clone of itself": ([{"enter": {"card": "Clone", "id": "c", "zone": "stack"}}, {"move": {"object": "c", "to": "battlefield", "copy": "c"}}],
                        "move.copy", "707.2"),
    "clone of a land": ([FOREST, {"enter": {"card": "Clone", "copy": "forest"}}], "enter.copy", "707.2"),
    "mutate onto a land": ([FOREST, {"mutate": {"card": "Gemrazer", "onto": "forest"}}], "mutate.onto", "702.140"),
    "mutate onto a graveyard card": ([{"enter": {"card": "Grizzly Bears", "id": "g", "zone": "graveyard"}},
                                      {"mutate": {"card": "Gemrazer", "onto": "g"}}], "mutate.onto", "702.140"),
    "mutate onto a human": ([{"enter": {"card": "Savannah Lions", "id": "cat"}}, {"enter": {"card": "Aladdin", "id": "h"}},
                             {"mutate": {"card": "Gemrazer", "onto": "h"}}], "mutate.onto", "702.140"),
    "mutate without mutate": ([BEARS, {"mutate": {"card": "Hill Giant", "onto": "bears"}}], "mutate.card", "702.140"),
    "ability of a permanent that left": ([{"enter": {"card": "Mutavault", "id": "mv"}}, {"leave": "mv"},
                                          {"ability": {"source": "mv", "which": 2}}], "ability.which", "113.6"),
    "unknown alternative cost": ([{"enter": {"card": "Bear Cub", "alt_cost": "dassh"}}], "enter.alt_cost", None),
    "alternative cost the card lacks": ([{"enter": {"card": "Bear Cub", "alt_cost": "dash"}}], "enter.alt_cost", "118.9"),
    "end_turn with arguments": (["end_turn", {"end_turn": {"bogus": 1}}], "end_turn", None),
    "a target of the wrong type": ([FOREST, {"cast": {"card": "Giant Growth", "targets": ["forest"]}}], "cast.targets[0]", "115.1"),
    "a target for an untargeted spell": ([BEARS, {"cast": {"card": "Glorious Anthem", "targets": ["bears"]}}], "cast.targets", None),
    "an alias of a merged permanent that left": ([BEARS, {"mutate": {"card": "Gemrazer", "onto": "bears", "id": "gem"}},
                                                  {"leave": "bears"}, {"tap": "gem"}], "tap", "400.7"),
    "choose a creature: not a creature": ([BEARS, FOREST, {"enter": {"card": "Metamorphic Alteration", "attached_to": "bears",
                                                                     "choices": {"object": "forest"}}}], "choices.object", None),
    "unknown counter kind": ([{"enter": {"card": "Bear Cub", "counters": {"+1/+1s": 1}}}], "enter.counters", None),
    "a None counter kind": ([{"enter": {"card": "Bear Cub", "counters": {None: 1}}}], "enter.counters", None),
}


@pytest.mark.parametrize("name", sorted(ILLEGAL_STEPS))
def test_a_step_that_cant_happen_is_refused_with_its_rule(name):
    steps, fld, rule = ILLEGAL_STEPS[name]
    exc = _refused(_steps(*steps), fld, rule=rule)
    assert exc.step == len(steps), str(exc)


def test_the_alternative_cost_hint_says_did_you_mean():
    exc = _refused(_steps({"enter": {"card": "Bear Cub", "alt_cost": "dassh"}}), "alt_cost")
    assert "'dash'" in (exc.hint or "")


def test_an_aura_spell_attaches_to_its_target():
    """608.3c: an Aura spell resolves into an Aura attached to the object it targeted."""
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Rancor", targets=["bears"], id="rancor")
    assert b.state.objects["rancor"].attached_to == "bears"
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (4, 2) and res["bears"].has("Trample")
    assert layerkit.Scenario.from_dict(_steps(BEARS, {"cast": {"card": "Rancor", "targets": ["bears"], "id": "r"}},
                                              expect={"bears": {"power": 4}}), file="a.yaml").check() == []
    with pytest.raises(ScenarioError, match="702.5"):
        b2 = layerkit.Board()
        b2.enter("Forest", id="f")
        b2.cast("Rancor", targets=["f"])


def test_unusual_but_legal_boards_are_still_accepted():
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="g", zone="graveyard")
    b.counters("g", add={"+1/+1": 1})                       # counters on a card in a graveyard
    b.enter("Watery Grave", id="grave")
    b.enter("Dryad Arbor", id="arbor", copy="grave")        # a copy effect from elsewhere
    b.enter("Temple Garden", id="garden")
    b.enter("Swift Reconfiguration", attached_to="garden")  # makes its host a Vehicle: it stays (303.4c)
    res = b.resolve()
    assert res["garden"].subtypes == frozenset({"Vehicle"})


def test_top_level_values_are_typed():
    _refused({"title": ["a", "b"], "steps": [BEARS]}, "title")
    _refused({"notes": 5, "steps": [BEARS]}, "notes")
    _refused({"rules": [["cr"]], "steps": [BEARS]}, "rules")
    _refused({"stepz": [BEARS], "steps": [BEARS]}, "stepz", match="did you mean 'steps'")


def test_automatic_ids_never_collide():
    b = layerkit.Board()
    assert b.enter("Grizzly Bears", id="Grizzly Bears (2)") == "Grizzly Bears (2)"
    assert b.enter("Grizzly Bears") == "Grizzly Bears"
    assert b.enter("Grizzly Bears") == "Grizzly Bears (3)"
    assert b.mutate("Gemrazer", onto="Grizzly Bears", id="Gemrazer (2)") == "Grizzly Bears"
    b.enter("Hill Giant", id="Gemrazer")
    assert b.enter("Gemrazer") == "Gemrazer (3)"
    assert len(set(b.state.objects) | set(b.aliases)) == len(b.state.objects) + len(b.aliases)


def test_automatic_ids_are_assigned_in_linear_time():
    import time

    b = layerkit.Board()
    t = time.perf_counter()
    for _ in range(5000):
        b.enter("Grizzly Bears")
    assert time.perf_counter() - t < 10
    assert "Grizzly Bears (5000)" in b.state.objects


@pytest.mark.parametrize("call", [
    lambda: layerkit.Board(players="AB"), lambda: layerkit.Board(players=None), lambda: layerkit.Board(players=[1, 2]),
    lambda: layerkit.Board(rules=5), lambda: layerkit.Board(turn=5),
    lambda: layerkit.Board().counters("x", add={None: 1}),
    lambda: (lambda b: (b.enter("Grizzly Bears", id="x"), b.counters("x", add={None: 1})))(layerkit.Board()),
    lambda: layerkit.Board().attack(5), lambda: layerkit.Board().enter(5), lambda: layerkit.Board().enter(),
    lambda: layerkit.Board().enter("Grizzly Bears", bogus=1), lambda: layerkit.Board().enter("Grizzly Bears", zone="moon"),
    lambda: layerkit.Board().enter("Grizzly Bears", counters=[1]), lambda: layerkit.Board().tap(None),
    lambda: layerkit.Scenario.from_yaml(5), lambda: layerkit.Scenario.from_yaml(None), lambda: layerkit.Scenario.load(5),
    lambda: layerkit.Scenario.from_dict(5), lambda: layerkit.cards.lookup(5), lambda: layerkit.cards.lookup(None),
    lambda: layerkit.Board().define(5, "Creature"),
])
def test_api_arguments_are_checked(call):
    with pytest.raises(layerkit.errors.LayerkitError):
        call()


def test_long_inputs_give_short_errors():
    for steps in ([{"enter": "x" * 100_000}], [{"enter": {"card": "Grizzly Bears", "id": "y" * 100_000}}],
                  [{"enter": {"card": "Grizzly Bears", "z" * 100_000: 1}}], [{"enter": {"card": "Grizzly Bears",
                                                                                     "choices": {"color": "q" * 10 ** 5}}}]):
        with pytest.raises(ScenarioError) as info:
            layerkit.Scenario.from_dict({"steps": steps}, file="long.yaml")
        assert len(str(info.value)) < 800, len(str(info.value))


def test_check_reads_a_bounded_amount(tmp_path):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as fh:
        fh.write(b"#" * 6_000_000)
    with pytest.raises(ScenarioError, match="5 MB"):
        layerkit.Scenario.load(big)
    if Path("/dev/zero").exists():
        with pytest.raises(ScenarioError, match="5 MB"):
            layerkit.Scenario.load("/dev/zero")
    with pytest.raises(ScenarioError, match="regular file"):
        layerkit.Scenario.load(tmp_path)


def test_cli_checks_every_file_one_line_each_summary_last(tmp_path):
    ok = ROOT / "data" / "scenarios" / "layers-23-blood-moon-urborg.yaml"
    bad1 = tmp_path / "bad1.yaml"
    bad1.write_text("steps:\n  - enter: {card: \"Painter's Servant\", choices: {color: red}}\nexpect:\n"
                    "  \"Painter's Servant\": {colors: [Rd]}\n", encoding="utf-8")
    bad2 = tmp_path / "bad2.yaml"
    bad2.write_text("steps:\n  - enter: {card: Grizzly Bears, card: Forest}\n", encoding="utf-8")
    r = _cli("check", bad1, bad2, ok)
    assert r.returncode == 2, r
    errors = r.stderr.strip().splitlines()
    assert len(errors) == 2 and "bad1.yaml" in errors[0] and "bad2.yaml" in errors[1], r.stderr
    assert "Traceback" not in r.stderr
    assert r.stdout.strip().splitlines()[-1].startswith("1 passed, 2 failed"), r.stdout


# ------------------------------------------------------------------------------ issue 13: bulk files
@pytest.mark.parametrize("field, value", [("name", 5), ("colors", "Blue"), ("colors", ["Blue"]), ("keywords", "Flying"),
                                          ("type_line", ["Creature"]), ("card_faces", "x"), ("cmc", "2"),
                                          ("power", {"x": 1}), ("oracle_text", 5), ("name", "")])
def test_scryfall_field_types_are_checked(tmp_path, field, value):
    from layerkit import cards

    bad = {**_scryfall_card(1), field: value}
    p = tmp_path / "s.json"
    p.write_text(json.dumps([_scryfall_card(0), bad]))
    with pytest.raises(CardDataError) as info:
        cards.load_scryfall(p)
    msg = str(info.value)
    assert "s.json" in msg and "card 1" in msg and field in msg, msg


@pytest.mark.parametrize("field, value", [("types", "Creature"), ("colors", "Blue"), ("keywords", "Flying"),
                                          ("name", 5), ("manaValue", "2"), ("subtypes", [1])])
def test_mtgjson_field_types_are_checked(tmp_path, field, value):
    from layerkit import cards

    d = _mtgjson(3)
    d["data"]["Card 2"][0][field] = value
    p = tmp_path / "m.json"
    p.write_text(json.dumps(d))
    with pytest.raises(CardDataError) as info:
        cards.load_mtgjson(p)
    msg = str(info.value)
    assert "m.json" in msg and "card 2" in msg and "Card 2" in msg and field in msg, msg


@pytest.mark.parametrize("loader", ["scryfall", "mtgjson"])
def test_bulk_nesting_and_size_are_bounded(tmp_path, loader):
    import time

    from layerkit import cards

    junk = "[" * 40_000 + "]" * 40_000
    p = tmp_path / "deep.json"
    if loader == "scryfall":
        p.write_text('[{"object": "card", "name": "X", "junk": ' + junk + "}]")
    else:
        p.write_text('{"meta": {}, "data": {"X": [{"name": "X", "type": "Creature", "junk": ' + junk + "}]}}")
    t = time.perf_counter()
    with pytest.raises(CardDataError, match="nested more than"):
        (cards.load_scryfall if loader == "scryfall" else cards.load_mtgjson)(p)
    assert time.perf_counter() - t < 5


def test_bulk_formats_give_the_same_columns_and_dtypes(tmp_path):
    from layerkit import cards

    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps([_scryfall_card(i) for i in range(5)]))
    b.write_text(json.dumps(_mtgjson(5)))
    fa, fb = cards.load_scryfall(a), cards.load_mtgjson(b)
    assert list(fa.columns) == list(fb.columns) == list(cards.COLUMNS)
    assert fa.dtypes.to_dict() == fb.dtypes.to_dict()


def test_bulk_files_without_cards_behave_the_same(tmp_path):
    from layerkit import cards

    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text("[]")
    b.write_text('{"meta": {}, "data": {}}')
    for load, p in ((cards.load_scryfall, a), (cards.load_mtgjson, b)):
        with pytest.raises(CardDataError, match="no cards found"):
            load(p)


# ------------------------------------------------------------------------------ both YAML parsers
HOSTILE_YAML = {
    "bomb": (BOMB, "alias"),
    "bomb under the alias limit": (_bomb(6, 10, where="title"), "alias|bomb|large"),
    "duplicate keys": ("steps:\n  - enter: {card: Grizzly Bears, card: Forest}\n", r"twice.*line 2, column \d+ and line 2, column"),
    "duplicate top-level keys": ("steps:\n  - enter: Forest\nsteps:\n  - enter: Island\n", "line 1 and line 3"),
    "python tag": ("steps: !!python/object/apply:os.system ['true']\n", "YAML"),
    "deep nesting": ("steps: " + "[" * 5000 + "]" * 5000 + "\n", "YAML|nest"),
    "tab": ("steps:\n\t- enter: Forest\n", "YAML"),
}


@pytest.mark.parametrize("native", [True, False], ids=["libyaml", "pure-python"])
@pytest.mark.parametrize("name", sorted(HOSTILE_YAML))
def test_both_yaml_parsers_refuse_hostile_input_alike(monkeypatch, native, name):
    """libyaml's parser (the default where PyYAML has it) and PyYAML's own (the fallback) keep
    the same safety rules: no tags, the alias limit, duplicate keys with both lines, nesting."""
    from layerkit.game import scenario as sc_mod

    if native and not yaml.__with_libyaml__:
        pytest.skip("PyYAML without libyaml")
    monkeypatch.setattr(sc_mod._LazyLoader, "_cls", sc_mod._make_loader(native))
    text, pattern = HOSTILE_YAML[name]
    with pytest.raises(ScenarioError, match=pattern):
        layerkit.Scenario.from_yaml(text, file="hostile.yaml")


@pytest.mark.parametrize("path", SCENARIOS[:40], ids=lambda p: p.stem)
def test_both_yaml_parsers_read_seed_scenarios_alike(path):
    from layerkit.game.scenario import _make_loader

    text = path.read_text(encoding="utf-8")
    out = []
    for native in (True, False):
        loader = _make_loader(native)(text)
        try:
            out.append(loader.get_single_data())
        finally:
            loader.dispose()
    assert out[0] == out[1]


def test_a_whole_number_hint_speaks_of_counters_only_for_a_huge_number():
    # a die roll given as text is "not a whole number", nothing about counting counters one by one; a number
    # beyond what the board counts still gets the hint
    import pytest as _pytest
    from layerkit import Board
    from layerkit.errors import ScenarioError
    with _pytest.raises(ScenarioError) as bad_roll:
        Board().enter("Gyrus, Waker of Corpses", choices={"roll": "six"})
    assert "choices.roll" in str(bad_roll.value) and "counters" not in str(bad_roll.value)
    with _pytest.raises(ScenarioError) as huge:
        Board().enter("Grizzly Bears", counters={"+1/+1": 10 ** 9})
    assert "one by one" in str(huge.value)
