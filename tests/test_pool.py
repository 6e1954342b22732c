"""The whole card pool (data/cards/pool.sqlite): any real card enters a board, its derived facts
follow the rules, names are found the way players write them, a newer bulk file replaces or
extends the pool, and what layerkit does not understand is reported, never silently ignored.

Expected values come from the cards' oracle text and the rules (202.2 colors, 202.3 mana value,
712.8e a back face's mana value), not from layerkit's output.
"""
from __future__ import annotations

import sys
import types
from dataclasses import dataclass
from pathlib import Path

import pytest

import layerkit
from layerkit import Board, ScenarioError, UnknownCardError
from layerkit.game import carddb
from layerkit.game.carddb import CardDatabase, CardPool, bundled_database, bundled_pool, use_cards

FIXTURES = Path(__file__).parent / "fixtures"
NEWER = FIXTURES / "scryfall-newer-cards.json"


@pytest.fixture(autouse=True)
def _bundled_cards_afterwards():
    yield
    use_cards(None)


# ------------------------------------------------------------------ the pool file

def test_the_pool_file_is_read_one_card_at_a_time(tmp_path):
    from layerkit.game.pool_file import PoolFile, write_pool
    recs = [{"name": "Bear Cub", "type_line": "Creature — Bear", "power": "2", "toughness": "2"},
            {"name": "Fire // Ice", "type_line": "Instant // Instant", "faces": [{"name": "Fire"}, {"name": "Ice"}]}]
    path = tmp_path / "pool.sqlite"
    write_pool(recs, path, source="test", keys=carddb.normalize_name)
    first = path.read_bytes()
    write_pool(list(reversed(recs)), path, source="test", keys=carddb.normalize_name)
    assert path.read_bytes() == first                       # the same records give the same file
    pool = CardPool.from_file(PoolFile(path))
    assert len(pool) == 2 and pool.source == "test"
    assert pool.index["bear cub"] == "Bear Cub" and pool.face_index["ice"] == "Fire // Ice"
    assert "fire" in pool.face_index and "fire" not in pool.index
    assert pool.definition("Bear Cub").printed.power == 2
    # extending overlays the file's pool without copying it, and the newer record wins
    newer = pool.extended([{"name": "Bear Cub", "type_line": "Creature — Bear", "power": "3", "toughness": "3"},
                           {"name": "Ice Cub", "type_line": "Creature — Bear"}], "newer")
    assert newer.definition("Bear Cub").printed.power == 3 and pool.definition("Bear Cub").printed.power == 2
    assert sorted(newer.records) == ["Bear Cub", "Fire // Ice", "Ice Cub"] and len(newer) == 3


@pytest.mark.parametrize("content", [b"", b"not a database at all, just some bytes" * 50])
def test_a_broken_pool_file_is_one_clear_error(tmp_path, content):
    from layerkit.errors import CardDataError
    from layerkit.game.pool_file import PoolFile
    path = tmp_path / "pool.sqlite"
    path.write_bytes(content)
    with pytest.raises(CardDataError, match=r"pool\.sqlite: cannot read the card pool"):
        PoolFile(path)
    with pytest.raises(CardDataError, match="no such file"):
        PoolFile(tmp_path / "missing.sqlite")


def test_a_pool_record_that_is_not_its_card_is_refused(tmp_path):
    import sqlite3
    from layerkit.errors import CardDataError
    from layerkit.game.pool_file import PoolFile, write_pool
    path = tmp_path / "pool.sqlite"
    write_pool([{"name": "Bear Cub"}], path, source="test", keys=carddb.normalize_name)
    con = sqlite3.connect(path)
    con.execute("UPDATE cards SET record = '{\"name\": \"Other\"}'")
    con.commit()
    con.close()
    with pytest.raises(CardDataError, match=r"card 'Bear Cub': record: expected a JSON object whose 'name'"):
        PoolFile(path).records["Bear Cub"]


# ------------------------------------------------------------------ any real card

def test_elesh_norn_enters_and_its_printed_values_are_the_cards():
    board = Board()
    board.enter("Elesh Norn, Grand Cenobite", id="norn")
    norn = board.resolve()["norn"]
    # {5}{W}{W}, Legendary Creature — Phyrexian Praetor, 4/7, vigilance
    assert norn.mana_value == 7 and norn.colors == frozenset("W")
    assert norn.supertypes == {"Legendary"} and norn.types == {"Creature"}
    assert norn.subtypes == {"Phyrexian", "Praetor"}
    assert (norn.power, norn.toughness) == (4, 7)
    assert [a.text for a in norn.abilities] == ["Vigilance", "Other creatures you control get +2/+2.",
                                                "Creatures your opponents control get -2/-2."]


def test_the_pool_holds_every_card_and_hand_definitions_keep_precedence():
    db = bundled_database()
    assert len(bundled_pool()) > 34_000
    assert "Elesh Norn, Grand Cenobite" in db.pool_names and "Glorious Anthem" not in db.pool_names
    assert db.has_definitions("Glorious Anthem") and not db.in_pool("Glorious Anthem")
    assert db.in_pool("Intangible Virtue") and not db.has_definitions("Intangible Virtue")
    # the hand-written definition of Glorious Anthem applies (613.4c): +1/+1
    board = Board()
    board.enter("Glorious Anthem")
    board.enter("Grizzly Bears", id="bears")
    assert board.resolve()["bears"].power == 3


@pytest.mark.parametrize("name, cost, mana_value, colors", [
    ("Tarmogoyf", "{1}{G}", 2, ["G"]),
    ("Kitchen Finks", "{1}{G/W}{G/W}", 3, ["W", "G"]),          # hybrid: one each, both colors
    ("Spectral Procession", "{2/W}{2/W}{2/W}", 6, ["W"]),       # 202.3f: the larger component, 2
    ("Gitaxian Probe", "{U/P}", 1, ["U"]),                      # Phyrexian mana: 1, blue (202.2)
    ("Reaper King", "{2/W}{2/U}{2/B}{2/R}{2/G}", 10, ["W", "U", "B", "R", "G"]),
    ("Hallowed Fountain", "", 0, []),                           # a land: no cost, colorless
])
def test_pool_facts_derive_mana_value_and_colors_from_the_mana_cost(name, cost, mana_value, colors):
    facts = bundled_pool().facts(name)          # the pool's record, even for a hand-defined card
    assert facts["mana_cost"] == cost
    assert facts["mana_value"] == mana_value
    assert facts["colors"] == colors
    assert sorted(carddb.printed_colors(facts)) == sorted(colors)


def test_known_color_indicators_and_guessed_back_faces():
    # Ancestral Vision has no mana cost and a blue color indicator (204)
    vision = bundled_pool().facts("Ancestral Vision")
    assert vision["mana_cost"] == "" and vision["color_indicator"] == ["U"] and vision["colors"] == ["U"]
    board = Board()
    board.enter("Ancestral Vision", id="vision", zone="hand")
    assert board.resolve()["vision"].colors == {"U"}
    # a transforming card's back face: the front's mana value (712.8e); its color indicator is
    # the front's colors unless the table knows it, and says so
    huntmaster = bundled_pool().facts("Huntmaster of the Fells // Ravager of the Fells")
    front, back = huntmaster["faces"]
    assert back["name"] == "Ravager of the Fells" and back["mana_value"] == 4
    assert back["color_indicator"] == ["R", "G"] and back.get("color_indicator_guessed") is True
    assert front.get("color_indicator") is None


def test_double_faced_cards_enter_on_either_face_and_other_layouts_on_the_front():
    board = Board()
    board.enter("Delver of Secrets", id="delver")
    board.enter("Insectile Aberration", id="bug", face="back")
    res = board.resolve()
    assert res["delver"].name == "Delver of Secrets" and (res["delver"].power, res["delver"].toughness) == (1, 1)
    bug = res["bug"]
    assert bug.name == "Insectile Aberration" and bug.colors == {"U"} and (bug.power, bug.toughness) == (3, 2)
    assert [a.text for a in bug.abilities] == ["Flying"]
    # an adventurer card: the creature face; the pool has no data for its other face
    board.enter("Cast Off", id="giant")
    giant = board.resolve()["giant"]
    assert giant.name == "Realm-Cloaked Giant" and (giant.power, giant.toughness) == (7, 7)
    with pytest.raises(ScenarioError, match="only its front face"):
        board.enter("Realm-Cloaked Giant // Cast Off", face="back")


def test_non_game_card_types_of_the_pool_still_load():
    cd = layerkit.card("Academy at Tolaria West")        # a plane
    assert "Plane" in cd.printed.types


# ------------------------------------------------------------------ names

@pytest.mark.parametrize("written, name", [
    ("dandan", "Dandân"),
    ("DANDÂN", "Dandân"),
    ("Urza’s Saga", "Urza's Saga"),
    ("urza's saga", "Urza's Saga"),
    ("  elesh   norn, grand cenobite ", "Elesh Norn, Grand Cenobite"),
    ("Juzam Djinn", "Juzám Djinn"),
    ("Insectile Aberration", "Delver of Secrets // Insectile Aberration"),   # a face name
    ("Death", "Life // Death"),
    ("Lazotep Convert", "Invasion of Amonkhet // Lazotep Convert"),          # a hand-defined card's face
])
def test_names_ignore_case_accents_and_apostrophes_and_find_faces(written, name):
    assert bundled_database().resolve_name(written) == name


def test_suggestions_only_when_close():
    db = bundled_database()
    with pytest.raises(UnknownCardError) as err:
        db.resolve_name("Elesh Norn, Grand Cenobyte")
    assert "did you mean: Elesh Norn, Grand Cenobite?" in str(err.value)
    with pytest.raises(UnknownCardError) as err:
        db.resolve_name("Qwertyuiop Zxcvbnm")
    assert str(err.value) == "unknown card 'Qwertyuiop Zxcvbnm'"
    assert "Qwertyuiop Zxcvbnm" not in db and "Tarmogoyf" in db


# ------------------------------------------------------------------ not understood, reported

def test_intangible_virtue_compiles_from_its_oracle_text():
    # oracle: "Creature tokens you control get +1/+1 and have vigilance." (layers 6 and 7c)
    board = Board()
    board.enter("Intangible Virtue", id="virtue")
    board.enter("Grizzly Bears", id="bears", token=True)
    board.enter("Grizzly Bears", id="card")
    res = board.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (3, 3) and res["bears"].has("Vigilance")
    assert (res["card"].power, res["card"].toughness) == (2, 2) and not res["card"].has("Vigilance")
    assert res.unsupported == []


def test_an_ability_not_understood_is_reported():
    # Scared Stiff's "This creature has menace as long as you control a stickered permanent." is a
    # continuous effect the compiler does not read (stickers, an Unfinity mechanic, are not modelled)
    text = "This creature has menace as long as you control a stickered permanent."
    board = Board()
    board.enter("Scared Stiff", id="entity")
    res = board.resolve()
    assert [a.text for a in res["entity"].abilities] == [text]   # the ability stays, text shown
    assert res["entity"].abilities[0].unsupported
    assert [(oid, name, t) for oid, name, t, _clause in res.unsupported] == [("entity", "Scared Stiff", text)]
    assert "not understood" in res.unsupported_warning() and "entity" in res.unsupported_warning()
    assert "not understood" in res._repr_html_() and "Scared Stiff" in res._repr_html_()


def test_abilities_that_touch_no_layer_are_not_reported():
    board = Board()
    board.enter("Serra Angel")                  # Flying, vigilance
    board.enter("Llanowar Elves")               # {T}: Add {G}.
    assert board.resolve().unsupported == []


def test_an_unsupported_ability_removed_in_layer_6_is_still_reported():
    board = Board()
    board.enter("Scared Stiff", id="entity")
    board.enter("Humility")                     # hand-defined: loses all abilities (layer 6)
    res = board.resolve()
    assert res["entity"].abilities == ()
    assert [u[2] for u in res.unsupported] == [
        "This creature has menace as long as you control a stickered permanent."]


def test_a_compiled_static_ability_removed_in_layer_6_never_applies():
    """613.6 / 613.1: Humility removes Elesh Norn's abilities in layer 6, before her effects'
    first layer (7c), so they never start: the other creatures get no +2/+2 or -2/-2."""
    board = Board()
    board.enter("Elesh Norn, Grand Cenobite", id="norn")
    board.enter("Humility")
    board.enter("Grizzly Bears", id="bears")
    board.enter("Grizzly Bears", id="theirs", controller="Bo")
    res = board.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (1, 1)
    assert (res["theirs"].power, res["theirs"].toughness) == (1, 1)
    assert res.unsupported == []


def test_cli_check_warns_without_changing_status_or_counts(tmp_path, capsys):
    from layerkit.cli import main

    sc = tmp_path / "norn.yaml"
    sc.write_text("title: Scared Stiff alone\nsteps:\n  - enter: {card: Scared Stiff, id: entity}\n"
                  "expect:\n  entity: {power: 3, toughness: 2}\n", encoding="utf-8")
    assert main(["check", str(sc)]) == 0
    out, err = capsys.readouterr()
    assert out.strip().splitlines()[-1] == "1 passed, 0 failed"
    warnings = [line for line in err.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 1 and "1 ability not understood" in warnings[0] and str(sc) in warnings[0]
    assert main(["show", str(sc)]) == 0
    out, _ = capsys.readouterr()
    assert "warning: entity (Scared Stiff): not understood" in out


def test_bundled_scenarios_have_nothing_not_understood(capsys):
    from layerkit.cli import main
    from layerkit.resources import scenario_files

    main(["check", *map(str, scenario_files("layers-0*"))])
    assert "warning:" not in capsys.readouterr().err


# ------------------------------------------------------------------ the compiler seam

@dataclass
class _Unsupported:
    index: int
    text: str
    clause: str


def test_the_compiler_seam(monkeypatch):
    """A stand-in ``layerkit.compiler``: what it compiles applies, what it says it did not
    understand is reported, and the classifier catches an ability it left out."""
    def compile_card(facts):
        assert facts["name"] == "Elesh Norn, Grand Cenobite"
        return types.SimpleNamespace(
            effects={2: {"affects": {"types": ["Creature"], "controller": "you", "other": True}, "modify_pt": [2, 2]}},
            unsupported=[])

    fake = types.ModuleType("layerkit.compiler")
    fake.compile_card = compile_card          # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "layerkit.compiler", fake)
    monkeypatch.setattr(carddb, "_compiler", lambda: compile_card)
    pool = CardPool([bundled_pool().records["Elesh Norn, Grand Cenobite"]], "test")
    db = bundled_database().with_pool(pool)
    board = Board(cards=db)
    board.enter("Elesh Norn, Grand Cenobite", id="norn")
    board.enter("Grizzly Bears", id="mine")
    board.enter("Grizzly Bears", id="theirs", controller="Bo")
    res = board.resolve()
    assert res["mine"].power == 4 and res["theirs"].power == 2      # ability 2 compiled, 3 not
    assert [u[2] for u in res.unsupported] == ["Creatures your opponents control get -2/-2."]

    def says_unsupported(facts):
        return types.SimpleNamespace(effects={}, unsupported=[_Unsupported(2, "Other creatures you control get +2/+2.",
                                                                          "Other creatures")])
    monkeypatch.setattr(carddb, "_compiler", lambda: says_unsupported)
    effects, where, unsupported = carddb.compiled_definitions(pool.facts("Elesh Norn, Grand Cenobite"))
    assert effects == {} and unsupported == {2: "Other creatures", 3: "Creatures your opponents control get -2/-2."}


# ------------------------------------------------------------------ a user's newer bulk file

def test_board_with_a_newer_bulk_file_adds_and_replaces_cards():
    board = Board(cards=NEWER)
    board.enter("Fixture Beacon of Tomorrow", id="beacon")      # a card the pool does not have
    board.enter("Serra Angel", id="angel")                       # replaced: the file's text
    board.enter("Glorious Anthem")                               # hand-defined: keeps precedence
    board.enter("Elesh Norn, Grand Cenobite", id="norn")         # the rest of the pool is still there
    res = board.resolve()
    beacon = res["beacon"]
    # 2/3 printed, +1/+1 from Glorious Anthem, +2/+2 from Elesh Norn's "Other creatures you control"
    assert beacon.mana_value == 3 and beacon.colors == {"G", "U"} and (beacon.power, beacon.toughness) == (5, 6)
    assert [a.text for a in res["angel"].abilities] == ["Flying", "Vigilance", "Lifelink"]
    assert (res["angel"].power, res["angel"].toughness) == (7, 8)   # 4/5 + Glorious Anthem's +1/+1 + Norn's +2/+2
    with pytest.raises(ScenarioError):
        Board().enter("Fixture Beacon of Tomorrow")              # other boards: the bundled pool


def test_use_cards_is_process_wide_and_can_replace_the_pool():
    use_cards(NEWER)
    assert "Fixture Beacon of Tomorrow" in Board().cards
    assert layerkit.card("Serra Angel").printed.toughness == 5
    use_cards(NEWER, replace=True)
    assert "Fixture Beacon of Tomorrow" in Board().cards
    assert "Elesh Norn, Grand Cenobite" not in Board().cards           # the file is the whole pool now
    assert "Blood Moon" in Board().cards                               # hand-defined cards stay
    use_cards(None)
    assert "Fixture Beacon of Tomorrow" not in Board().cards
    assert layerkit.card("Serra Angel").printed.toughness == 4


def test_cli_cards_option(tmp_path, capsys):
    from layerkit.cli import main

    sc = tmp_path / "beacon.yaml"
    sc.write_text("title: a newer card\nsteps:\n  - enter: {card: Fixture Beacon of Tomorrow, id: beacon}\n"
                  "expect:\n  beacon: {power: 2, toughness: 3, colors: [G, U]}\n", encoding="utf-8")
    assert main(["check", str(sc), "--cards", str(NEWER)]) == 0
    assert capsys.readouterr().out.strip().endswith("1 passed, 0 failed")


def test_mtgjson_records_in_the_bundled_schema():
    from layerkit.game.bulk import read_records

    recs = {r["name"]: r for r in read_records(FIXTURES / "mtgjson-atomic-cards.json")}
    delver = recs["Delver of Secrets // Insectile Aberration"]
    assert [f["name"] for f in delver["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver["faces"][1]["mana_value"] == 1                       # 712.8e
    db = CardDatabase([], {}, pool=CardPool(recs.values(), "fixture"))
    assert db["Insectile Aberration"].faces[1].printed.power == 3


def test_analysis_pool_reexports_the_streaming_readers():
    from layerkit.analysis import pool
    from layerkit.game import bulk

    assert pool.open_bulk is bulk.open_bulk and pool.stream is bulk.stream
    from layerkit.analysis.classifier import classify
    from layerkit.vocabulary.classifier import classify as moved

    assert classify is moved is layerkit.classify


def test_an_invalid_compiled_definition_is_reported_not_raised(monkeypatch):
    monkeypatch.setattr(carddb, "_compiler", lambda: lambda facts: types.SimpleNamespace(
        effects={2: {"no_such_operation": 1}, 9: {"modify_pt": [1, 1]}}, unsupported=[]))
    facts = bundled_pool().facts("Elesh Norn, Grand Cenobite")
    effects, _where, unsupported = carddb.compiled_definitions(facts)
    assert effects == {} and sorted(unsupported) == [2, 3] and "invalid compiled definition" in unsupported[2]


def test_a_resolved_spell_not_understood_is_reported_though_it_leaves_no_object():
    # Executioner's Swing: "Target creature that dealt damage this turn gets -5/-5 until end of turn." (7c;
    # the compiler has no selector for "that dealt damage this turn". This test used Might of the
    # Masses, which the compiler now reads: "... until end of turn for each creature you control")
    text = "Target creature that dealt damage this turn gets -5/-5 until end of turn."
    board = Board()
    board.enter("Grizzly Bears", id="bears")
    board.cast("Executioner's Swing", targets=["bears"])
    res = board.resolve()
    assert res["bears"].power == 2                       # not applied, and said so
    assert [(oid, name, t) for oid, name, t, _ in res.unsupported] == [("Executioner's Swing", "Executioner's Swing", text)]


def test_a_compiled_spell_applies():
    # Titanic Growth: "Target creature gets +4/+4 until end of turn." (7c)
    board = Board()
    board.enter("Grizzly Bears", id="bears")
    board.cast("Titanic Growth", targets=["bears"])
    res = board.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (6, 6) and res.unsupported == []


