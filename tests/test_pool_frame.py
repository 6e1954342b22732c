"""The whole pool as a DataFrame (layerkit.analysis.pool: card_names, sample_names, pool_frame,
pool_coverage, card_table), the per-card coverage judgement (layerkit.analysis.coverage.assess)
and the card picker over the whole pool.

Expected values come from the cards' oracle text and the layers of 613 (an anthem is layer 7c,
"are Mountains" layer 4, "lose all abilities" layer 6, "base power and toughness 1/1" layer 7b,
"gains haste" layer 6), not from the functions' output.
"""
from __future__ import annotations

from collections import Counter

import pytest

from layerkit.analysis import pool
from layerkit.analysis.coverage import assess, measure
from layerkit.game.carddb import bundled_database

CARDS = ["Elesh Norn, Grand Cenobite", "Blood Moon", "Shock", "Standing Army", "Humility",
         "Intangible Virtue"]


@pytest.fixture(scope="module")
def frame():
    return pool.pool_frame(names=CARDS).set_index("name")


def test_pool_frame_columns_and_types(frame):
    assert tuple(frame.reset_index().columns) == pool.POOL_COLUMNS
    assert set(frame["status"].cat.categories) == set(pool.STATUSES)
    assert str(frame["mana_value"].dtype) == "Int64"
    # Elesh Norn: {5}{W}{W}, Legendary Creature — Phyrexian Praetor, 4/7
    norn = frame.loc["Elesh Norn, Grand Cenobite"]
    assert norn["mana_value"] == 7 and norn["type_line"] == "Legendary Creature — Phyrexian Praetor"
    assert (norn["power"], norn["toughness"]) == ("4", "7")


def test_pool_frame_layers_from_the_oracle_text(frame):
    # "Other creatures you control get +2/+2. Creatures your opponents control get -2/-2."
    assert frame.loc["Elesh Norn, Grand Cenobite", "layers"] == ["7c"]
    assert frame.loc["Blood Moon", "layers"] == ["4"]                  # Nonbasic lands are Mountains.
    assert frame.loc["Humility", "layers"] == ["6", "7b"]              # lose all abilities; base P/T 1/1
    assert frame.loc["Intangible Virtue", "layers"] == ["6", "7c"]     # get +1/+1 and have vigilance
    assert frame.loc["Shock", "layers"] == []                          # 2 damage: no continuous effect


def test_pool_frame_compile_status(frame):
    # two plain anthems compile; a damage spell has nothing to compile
    assert frame.loc["Elesh Norn, Grand Cenobite", "status"] == "fully"
    assert frame.loc["Elesh Norn, Grand Cenobite", "compiled_layers"] == ["7c"]
    assert frame.loc["Elesh Norn, Grand Cenobite", "unsupported"] == []
    assert frame.loc["Shock", "status"] == "no effect"
    # "As long as you're standing, this creature has vigilance." is a layer-6 effect the compiler
    # does not understand: reported, with the clause
    army = frame.loc["Standing Army"]
    assert army["status"] in ("not", "partly") and "6" in army["layers"]
    assert any("you're standing" in c for c in army["unsupported"])


def test_pool_frame_marks_hand_defined_cards(frame):
    assert bool(frame.loc["Blood Moon", "hand_defined"]) and bool(frame.loc["Humility", "hand_defined"])
    assert not frame.loc["Elesh Norn, Grand Cenobite", "hand_defined"]


def test_pool_frame_on_a_sample_is_the_sample():
    df = pool.pool_frame(sample=40, seed=3)
    assert list(df["name"]) == pool.sample_names(40, seed=3)
    assert (df.loc[df["status"] == "fully", "unsupported"].map(len) == 0).all()


def test_card_names_are_the_hand_defined_cards_and_the_pool():
    db = bundled_database()
    names = pool.card_names()
    assert names == sorted(set(db.names) | set(db.pool_names))
    assert {"Blood Moon", "Elesh Norn, Grand Cenobite", "Shock"} <= set(names)


def test_sample_names_are_seeded_and_stratified_by_type():
    db = bundled_database()
    a = pool.sample_names(400, seed=7)
    assert a == pool.sample_names(400, seed=7) and a != pool.sample_names(400, seed=8)
    assert len(a) == len(set(a)) == 400
    everything = pool.card_names()
    strata = Counter(pool._stratum(db.facts(n).get("types") or ()) for n in everything)
    drawn = Counter(pool._stratum(db.facts(n).get("types") or ()) for n in a)
    for key, n in strata.items():      # each type gets its share, rounded one way or the other
        assert abs(drawn[key] - 400 * n / len(everything)) < 1
    assert pool.sample_names(10**6) == everything


def test_assess_and_measure_agree():
    anthem = {"name": "Glorious Anthem", "type_line": "Enchantment", "types": ["Enchantment"],
              "oracle_text": "Creatures you control get +1/+1."}
    card = assess(anthem)
    assert card is not None and card.status == "fully" and card.layers == ("7c",) and card.patterns == ()
    army = bundled_database().facts("Standing Army")
    card = assess(army)
    assert card is not None and card.status == "not" and len(card.patterns) == 1
    cov = measure([anthem, army])
    assert (cov.fully, cov.none, cov.total) == (1, 1, 2)
    assert cov.status == {"Glorious Anthem": "fully", "Standing Army": "not"}


def test_pool_coverage_and_its_frame():
    cov = pool.pool_coverage(names=["Glorious Anthem", "Blood Moon", "Standing Army", "Shock"])
    assert (cov.cards, cov.total, cov.fully, cov.partly, cov.none) == (4, 3, 2, 0, 1)
    f = cov.frame()
    assert list(f.index) == ["4", "6", "7c", "all"]
    assert f.loc["6", ["cards", "fully", "not"]].tolist() == [1, 0, 1]
    assert f.loc["all", ["cards", "fully", "partly", "not"]].tolist() == [3, 2, 0, 1]
    assert f.loc["all", "fully %"] == pytest.approx(66.7)
    assert cov.line() == "2 of 3 cards with continuous effects fully supported (66.7%)"


def test_card_table_holds_every_card():
    t = pool.card_table()
    assert list(t.columns) == ["name", "type_line", "oracle_text", "hand_defined"]
    assert len(t) == len(pool.card_names())
    row = t.set_index("name").loc["Elesh Norn, Grand Cenobite"]
    assert "Other creatures you control get +2/+2." in row["oracle_text"] and not row["hand_defined"]
    t.loc[0, "name"] = "changed"                       # a copy: the cached table is untouched
    assert pool.card_table().loc[0, "name"] != "changed"


def test_card_picker_offers_pool_cards_in_a_capped_list():
    from layerkit.notebook.widgets import CardPicker

    p = CardPicker(limit=20)
    assert len(p.results.options) == 20 and p.matches == len(pool.card_names())
    p.search.value = "creatures your opponents control get -2/-2"
    assert "Elesh Norn, Grand Cenobite" in p.results.options
    p.search.value = "Elesh Norn, Grand"
    assert p.value == "Elesh Norn, Grand Cenobite" and "Phyrexian Praetor" in p.info.value
    p.search.value = "creature"
    assert len(p.results.options) == 20 and p.matches > 1000
    assert "showing 20" in repr(p)


def test_counters_a_trigger_puts_count_whether_or_not_the_grammar_reads_them():
    # Counters a triggered ability puts are applied in layer 7c (613.4c). A trigger whose counters the grammar
    # reads compiles (the board puts them): fully supported. One whose counters it can't read ("each player may
    # put two +1/+1 counters on a creature they control") is one-shot and reported as it resolves: counted too,
    # as not supported, with its pattern in the backlog — never left out of the denominator
    read = {"name": "Test Grower", "type_line": "Creature — Elf", "types": ["Creature"],
            "oracle_text": "Whenever this creature attacks, put a +1/+1 counter on it."}
    card = assess(read)
    assert card is not None and card.status == "fully" and "7c" in card.layers
    ant = bundled_database().facts("Agitator Ant")
    card = assess(ant)
    assert card is not None and card.status == "not" and card.layers == ("7c",)
    assert any(p.startswith("[one-shot counters not read]") for p in card.patterns)


def test_measure_in_several_processes_counts_the_same():
    # Each card is compiled on its own, so compiling in worker processes changes nothing but the time:
    # the same statuses, per-layer counts and backlog, in the same order
    db = bundled_database()
    cards = [db.facts(n) for n in ["Glorious Anthem", "Blood Moon", "Standing Army", "Shock",
                                   "Humility", "Opalescence", "Tarmogoyf", "Giant Growth"]]
    one, two = measure(cards, jobs=1), measure(cards, jobs=2)
    assert (two.cards, two.total, two.fully, two.partly, two.none) == (one.cards, one.total, one.fully, one.partly, one.none)
    assert list(two.status.items()) == list(one.status.items())
    assert two.backlog == one.backlog
    assert two.by_layer == one.by_layer
    assert "Shock" not in one.status and one.status["Glorious Anthem"] == "fully"


def test_coverage_refuses_fewer_than_one_process(capsys):
    from layerkit.cli import main

    assert main(["coverage", "--jobs", "0", "--backlog", "/dev/null"]) == 2
    err = capsys.readouterr().err
    assert "--jobs" in err and "at least 1" in err
