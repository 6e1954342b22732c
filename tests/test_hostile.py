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

    assert issubclass(_make_loader(), yaml.SafeLoader)


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
