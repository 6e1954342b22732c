"""The bundled card set, the DataFrame views and the bulk-file loaders (layerkit.cards).

Expected values are the cards' printed facts or the rules, not the code's output."""
from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path

import pytest

from layerkit import cards
from layerkit.errors import CardDataError, UnknownCardError

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCRYFALL = FIXTURES / "scryfall-oracle-cards.json"
MTGJSON = FIXTURES / "mtgjson-atomic-cards.json"
ORACLE = ROOT / "data" / "cards" / "oracle.json"
# the shared reference material sits beside the repository (CI lays a copy there); tests skip without it
ARTICLE_CARDS = next((p for p in (Path(__file__).resolve().parents[2] / "shared" / "reference/article-cards.json",
                          Path("/work/shared/reference/article-cards.json")) if p.exists()),
             Path("/work/shared/reference/article-cards.json"))

TEACHING = [
    "Grizzly Bears", "Gray Ogre", "Hill Giant", "Silvercoat Lion", "Air Elemental", "Goblin Piker",
    "Giant Growth", "Lightning Bolt", "About Face", "Glorious Anthem", "Honor of the Pure", "Crusade",
    "War Horn", "Rancor", "Painter's Servant", "Cerulean Wisps", "Flight", "Grounded", "Titania's Song",
    "Darksteel Mutation", "Lignify", "Ovinize", "Dragonshift", "Biomass Mutation", "Godhead of Awe",
    "Animate Land", "Mutavault", "Svogthos, the Restless Tomb", "Colossus Hammer", "Rune of Flight",
    "Ensoul Artifact", "Sol Ring", "Starfield of Nyx", "Master of the Feast", "Emrakul, the Aeons Torn",
    "Soul Warden", "Yixlid Jailer", "Chromatic Lantern", "Canopy Vista", "Spreading Seas",
    "Harbinger of the Seas", "Yavimaya, Cradle of Growth", "Blood Sun", "Darksteel Citadel",
    "Stormtide Leviathan", "Life and Limb", "Dryad of the Ilysian Grove", "Archetype of Imagination",
    "Arcane Adaptation", "Maskwood Nexus", "Amoeboid Changeling", "Woodland Changeling",
    "Game-Trail Changeling", "Goblin Chieftain", "Nameless Inversion", "Merfolk Trickster",
    "Masumaro, First to Live",
]
COLUMNS = ["name", "mana_cost", "mana_value", "colors", "color_indicator", "type_line", "supertypes",
           "types", "subtypes", "oracle_text", "power", "toughness", "loyalty", "defense", "keywords",
           "layout", "faces", "layers", "has_cda", "layers_classified"]


def _records():
    return json.loads(ORACLE.read_text(encoding="utf-8"))


def _mana_value(cost: str) -> int:
    """202.3: generic number, X = 0, each other symbol (colored, hybrid, Phyrexian) 1,
    a monocolored hybrid {2/W} counts its generic part."""
    total = 0
    for sym in re.findall(r"\{([^}]*)\}", cost or ""):
        if sym.isdigit():
            total += int(sym)
        elif sym in ("X", "Y", "Z"):
            continue
        elif "/" in sym and sym.split("/")[0].isdigit():
            total += int(sym.split("/")[0])
        else:
            total += 1
    return total


# ------------------------------------------------------------------------------ the bundled set

def test_bundled_set_names_every_article_and_teaching_card():
    names = [r["name"] for r in _records()]
    assert len(names) == len(set(names)), "names must be unique"
    assert names == sorted(names), "the file is sorted by name"
    assert set(TEACHING) <= set(names)
    if ARTICLE_CARDS.exists():
        article = json.loads(ARTICLE_CARDS.read_text(encoding="utf-8"))
        assert {a["name"] for a in article} <= set(names)
        by_name = {r["name"]: r for r in _records()}
        for a in article:  # the article records are kept exactly
            assert by_name[a["name"]] == a


def test_whole_set_is_consistent():
    for r in _records():
        where = r["name"]
        assert set(r) >= {"name", "mana_cost", "mana_value", "type_line", "supertypes", "types", "subtypes",
                          "oracle_text", "power", "toughness", "loyalty", "defense", "colors",
                          "color_indicator", "keywords", "layout", "source"}, where
        faces = r.get("faces") or [r]
        # mana value follows from the (front face's) mana cost (202.3)
        assert r["mana_value"] == _mana_value(faces[0]["mana_cost"]), where
        for f in faces:
            left, _, right = f["type_line"].partition(" — ")
            assert left.split() == [*f["supertypes"], *f["types"]] or \
                sorted(left.split()) == sorted([*f["supertypes"], *f["types"]]), where
            assert right.split() == f["subtypes"] or (not right and not f["subtypes"]), where
            creature_like = "Creature" in f["types"] or "Vehicle" in f["subtypes"]
            assert (f["power"] is not None) == creature_like, f"{where}: P/T exactly for creatures and Vehicles"
            assert (f["toughness"] is not None) == creature_like, where
            assert (f["loyalty"] is not None) == ("Planeswalker" in f["types"]), where
            assert (f["defense"] is not None) == ("Battle" in f["types"]), where
            assert all(c in "WUBRG" for c in f["colors"]), where
        # colors: from the mana cost's symbols unless a color indicator or CDA says otherwise (105.2, 202.2)
        if not r.get("faces") and not r["color_indicator"] and "color" not in r["oracle_text"].lower() \
                and "Devoid" not in r["keywords"]:
            from_cost = {c for c in "WUBRG" if c in re.sub(r"[^WUBRG]", "", r["mana_cost"])}
            assert set(r["colors"]) == from_cost, where


def test_specific_printed_facts():
    by = {r["name"]: r for r in _records()}
    assert by["Masumaro, First to Live"]["power"] == "*" and by["Masumaro, First to Live"]["toughness"] == "*"
    assert by["Masumaro, First to Live"]["mana_value"] == 6
    assert by["Godhead of Awe"]["colors"] == ["W", "U"]          # hybrid {W/U} is both colors
    assert by["Godhead of Awe"]["mana_value"] == 5
    assert by["Biomass Mutation"]["mana_value"] == 2            # X counts as 0 (202.3e)
    assert by["Emrakul, the Aeons Torn"]["colors"] == [] and by["Emrakul, the Aeons Torn"]["mana_value"] == 15
    assert by["Mutavault"]["mana_cost"] == "" and by["Mutavault"]["mana_value"] == 0
    assert by["Canopy Vista"]["subtypes"] == ["Forest", "Plains"] and by["Canopy Vista"]["colors"] == []
    assert by["Lignify"]["types"] == ["Kindred", "Enchantment"]
    assert by["Painter's Servant"]["types"] == ["Artifact", "Creature"]


def test_every_effect_definition_uses_known_vocabulary():
    yaml = pytest.importorskip("yaml")
    from layerkit.vocabulary import schema as vocabulary

    names = {r["name"] for r in _records()} | {f["name"] for r in _records() for f in r.get("faces") or ()}
    for path in sorted((ROOT / "data" / "effects").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for card, abilities in data.items():
            assert card in names, f"{path.name}: {card}: no oracle facts"
            for number, definition in abilities.items():
                assert isinstance(number, int) and number >= 1, f"{path.name}: {card}: {number}"
                vocabulary.validate_definition(definition, f"{path.name}: {card}: ability {number}")


# ------------------------------------------------------------------------------ DataFrames

def test_bundled_frame_columns_and_types():
    df = cards.bundled()
    assert list(df.columns) == COLUMNS
    assert len(df) == len(_records())
    assert str(df["mana_value"].dtype) == "Int64"
    assert df["has_cda"].dtype == bool
    row = df.set_index("name").loc["Tarmogoyf"]
    assert row["power"] == "*" and row["toughness"] == "1+*"         # kept as printed
    assert isinstance(row["subtypes"], list) and row["subtypes"] == ["Lhurgoyf"]
    import pandas as pd
    assert pd.isna(df.set_index("name").loc["Glorious Anthem", "power"])


def test_bundled_layers_come_from_definitions():
    from layerkit.game import carddb as carddata
    if not hasattr(carddata, "definition_layers"):
        pytest.skip("layerkit.game.carddb.definition_layers not there yet")
    df = cards.bundled().set_index("name")
    assert df.loc["Glorious Anthem", "layers"] == ["7c"]             # 613.4c
    assert df.loc["About Face", "layers"] == ["7d"]                  # 613.4d
    assert df.loc["Masumaro, First to Live", "has_cda"]              # 604.3a
    assert df.loc["Lightning Bolt", "layers"] == []


def test_lookup():
    assert cards.lookup("glorious anthem")["name"] == "Glorious Anthem"
    assert cards.lookup("MASUMARO")["name"] == "Masumaro, First to Live"      # unambiguous prefix
    assert cards.lookup("Lazotep Convert")["name"] == "Invasion of Amonkhet // Lazotep Convert"
    with pytest.raises(UnknownCardError) as err:
        cards.lookup("Glorius Antem")
    assert "Glorious Anthem" in str(err.value) and not str(err.value).startswith('"')
    with pytest.raises(UnknownCardError) as err:
        cards.lookup("Goblin")                                            # Chieftain and Piker
    assert "Goblin Chieftain" in str(err.value) and "Goblin Piker" in str(err.value)
    with pytest.raises(KeyError):
        cards.lookup("zzzz")


# ------------------------------------------------------------------------------ bulk loaders

def _check_fixture_frame(df):
    assert list(df.columns) == COLUMNS
    df = df.set_index("name")
    assert set(df.index) == {"Grizzly Bears", "Glorious Anthem", "Tarmogoyf", "Blood Moon", "Gideon Blackblade",
                             "Delver of Secrets // Insectile Aberration"}
    goyf = df.loc["Tarmogoyf"]
    assert (goyf["power"], goyf["toughness"], goyf["mana_value"]) == ("*", "1+*", 2)
    assert goyf["layers"] == ["7a"] and goyf["has_cda"]              # 604.3a, 613.4a
    assert df.loc["Glorious Anthem", "layers"] == ["7c"] and not df.loc["Glorious Anthem", "has_cda"]
    assert df.loc["Blood Moon", "layers"] == ["4"]                   # 613.1d
    assert df.loc["Grizzly Bears", "layers"] == [] and df.loc["Grizzly Bears", "colors"] == ["G"]
    gideon = df.loc["Gideon Blackblade"]
    assert gideon["loyalty"] == "4" and gideon["supertypes"] == ["Legendary"] and gideon["subtypes"] == ["Gideon"]
    assert {"4", "7b"} <= set(gideon["layers"])                      # "is a 4/4 ... creature"
    delver = df.loc["Delver of Secrets // Insectile Aberration"]
    assert delver["faces"] == ["Delver of Secrets", "Insectile Aberration"]
    assert (delver["mana_cost"], delver["mana_value"], delver["power"], delver["toughness"]) == ("{U}", 1, "1", "1")
    assert delver["type_line"] == "Creature — Human Wizard" and delver["subtypes"] == ["Human", "Wizard"]
    assert delver["color_indicator"] is None and delver["colors"] == ["U"]
    assert str(df["mana_value"].dtype) == "Int64"


@pytest.mark.parametrize("loader,path", [(cards.load_scryfall, SCRYFALL), (cards.load_mtgjson, MTGJSON)])
def test_loaders_read_fixtures(loader, path):
    _check_fixture_frame(loader(path))


@pytest.mark.parametrize("loader,path", [(cards.load_scryfall, SCRYFALL), (cards.load_mtgjson, MTGJSON)])
def test_loaders_read_gzip(loader, path, tmp_path):
    gz = tmp_path / (path.name + ".gz")
    with open(path, "rb") as src, gzip.open(gz, "wb") as dst:
        shutil.copyfileobj(src, dst)
    _check_fixture_frame(loader(gz))
    # gzip is recognised by its magic bytes too, whatever the name
    disguised = tmp_path / "cards.json"
    shutil.copy(gz, disguised)
    _check_fixture_frame(loader(disguised))


def test_both_loaders_agree():
    a = cards.load_scryfall(SCRYFALL).set_index("name").sort_index()
    b = cards.load_mtgjson(MTGJSON).set_index("name").sort_index()
    for col in ["mana_cost", "mana_value", "colors", "type_line", "supertypes", "types", "subtypes",
                "power", "toughness", "loyalty", "layers", "has_cda", "faces"]:
        assert a[col].astype(object).where(a[col].notna(), None).tolist() == \
            b[col].astype(object).where(b[col].notna(), None).tolist(), col


@pytest.mark.parametrize("loader,path", [(cards.load_scryfall, SCRYFALL), (cards.load_mtgjson, MTGJSON)])
def test_truncated_file(loader, path, tmp_path):
    data = path.read_bytes()
    cut = tmp_path / "truncated.json"
    cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(CardDataError, match=r"truncated\.json.*(truncated|malformed)"):
        loader(cut)
    gz = tmp_path / "truncated.json.gz"
    full = gzip.compress(data)
    gz.write_bytes(full[: len(full) // 2])
    with pytest.raises(CardDataError, match=r"truncated\.json\.gz"):
        loader(gz)


@pytest.mark.parametrize("loader", [cards.load_scryfall, cards.load_mtgjson])
def test_empty_and_corrupt_files(loader, tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    with pytest.raises(CardDataError, match="empty.json: the file is empty"):
        loader(empty)
    corrupt = tmp_path / "corrupt.json.gz"
    corrupt.write_bytes(b"\x1f\x8b\x08\x00" + b"not really deflate data" * 10)
    with pytest.raises(CardDataError, match="corrupt.json.gz: corrupted"):
        loader(corrupt)
    fake = tmp_path / "fake.json.gz"
    fake.write_bytes(b"[]")
    with pytest.raises(CardDataError, match="not gzip"):
        loader(fake)
    with pytest.raises(CardDataError, match="cannot open"):
        loader(tmp_path / "missing.json")


def test_foreign_files(tmp_path):
    # each loader given the other's file
    with pytest.raises(CardDataError, match="starts with a JSON object; expected a Scryfall"):
        cards.load_scryfall(MTGJSON)
    with pytest.raises(CardDataError, match="starts with a JSON array; expected an MTGJSON"):
        cards.load_mtgjson(SCRYFALL)
    sets = tmp_path / "sets.json"          # a Scryfall list of something else
    sets.write_text(json.dumps([{"object": "set", "name": "Alpha"}]))
    with pytest.raises(CardDataError, match="item 0 is not a Scryfall card object"):
        cards.load_scryfall(sets)
    other = tmp_path / "other.json"        # a JSON object without "data"
    other.write_text(json.dumps({"meta": {}, "cards": []}))
    with pytest.raises(CardDataError, match='no cards found under "data"'):
        cards.load_mtgjson(other)
    text = tmp_path / "notes.txt"
    text.write_text("hello")
    with pytest.raises(CardDataError, match="not JSON"):
        cards.load_scryfall(text)
