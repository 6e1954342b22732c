"""Counters round 17: replacement effects whose condition is checked once, as the permanent enters (614.1c,
614.12), and clauses about counters of a kind no layer reads (122.1).

Expected values come from the oracle text and the rules: boards with the real pool cards.
"""
from __future__ import annotations

import layerkit

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


def test_frontier_mastodon_with_a_power_four_creature_enters_with_a_counter() -> None:
    # Frontier Mastodon 3/2; "Ferocious — enters with a +1/+1 counter on it if you control a creature with power 4 or
    # greater": Craw Wurm (6/4) is there as it enters -> 4/3
    assert compiled("Frontier Mastodon").supported
    b = layerkit.Board()
    b.enter("Craw Wurm", id="wurm")
    b.enter("Frontier Mastodon", id="m")
    res = b.resolve()
    assert _pt(res, "m") == (4, 3)
    assert res.unsupported == []


def test_frontier_mastodon_without_one_enters_without() -> None:
    # Grizzly Bears (2/2) only: no counter -> 3/2; the Mastodon itself (power 3) never counts
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Frontier Mastodon", id="m")
    res = b.resolve()
    assert _pt(res, "m") == (3, 2)


def test_frontier_mastodon_checks_power_after_every_layer_as_it_enters() -> None:
    # Grizzly Bears pumped by Giant Growth (+3/+3 until end of turn) has power 5 as the Mastodon enters: the
    # condition holds then (613: the characteristics after all layers); the counter stays after (614.1c)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Giant Growth", targets=["bears"])
    b.enter("Frontier Mastodon", id="m")
    res = b.resolve()
    assert _pt(res, "m") == (4, 3)


def test_frontier_mastodon_condition_not_read_continuously() -> None:
    # the creature with power 4 enters after the Mastodon: the replacement was checked once, no counter
    b = layerkit.Board()
    b.enter("Frontier Mastodon", id="m")
    b.enter("Craw Wurm", id="wurm")
    res = b.resolve()
    assert _pt(res, "m") == (3, 2)


def _text(text: str, type_line: str = "Creature — Spirit"):
    from layerkit.compiler import compile_card
    return compile_card({"name": "Foo", "type_line": type_line, "oracle_text": text})


def test_a_limit_on_counters_no_layer_reads_is_no_layer_effect() -> None:
    # 122.1: dream counters change no characteristic; "can't have more than seven" of them is a rule effect
    c = compiled("Rasputin Dreamweaver")
    assert not c.unsupported
    assert not _text("Foo can't have more than seven dream counters on it.").unsupported


def test_a_limit_on_counters_a_layer_reads_stays_reported() -> None:
    # +1/+1 counters (613.4c) and keyword counters (122.1b, layer 6) are read by the layers: a limit on them is not
    # in the vocabulary, so it is reported, never dropped
    for kind in ("+1/+1", "flying"):
        c = _text(f"Foo can't have more than seven {kind} counters on it.")
        assert c.unsupported, kind


def test_blessing_counters_are_counted_by_their_name() -> None:
    # "blessing" is a grammar word elsewhere ("the city's blessing", 702.131): as a counter's name it is the kind
    # of counter read (122.1), never an empty name
    c = _text("Foo gets +1/+1 for each blessing counter on it.")
    assert c.effects[1]["modify_pt"] == [{"counters": "blessing"}, {"counters": "blessing"}]


def test_boon_of_the_spirit_realm_two_blessings_give_plus_two() -> None:
    # Boon of the Spirit Realm: its constellation trigger resolves twice -> two blessing counters; "Creatures you
    # control get +1/+1 for each blessing counter on this enchantment": Grizzly Bears 2/2 -> 4/4 (layer 7c)
    assert compiled("Boon of the Spirit Realm").supported
    b = layerkit.Board()
    b.enter("Boon of the Spirit Realm", id="boon")
    b.enter("Grizzly Bears", id="bears")
    b.ability("boon", 1)
    b.ability("boon", 1)
    res = b.resolve()
    assert _pt(res, "bears") == (4, 4)
    assert res.unsupported == []


def test_triumph_of_gerrard_chapter_one_counter_on_its_target() -> None:
    # "Put a +1/+1 counter on target creature you control with the greatest power": the greatest power is the
    # target's restriction (115.1); the counter (613.4c) on Craw Wurm 6/4 -> 7/5, Grizzly Bears unchanged
    assert compiled("Triumph of Gerrard").supported
    b = layerkit.Board()
    b.enter("Triumph of Gerrard", id="saga")
    b.enter("Craw Wurm", id="wurm")
    b.enter("Grizzly Bears", id="bears")
    b.ability("saga", 1, targets=["wurm"])
    res = b.resolve()
    assert _pt(res, "wurm") == (7, 5)
    assert _pt(res, "bears") == (2, 2)


def test_the_greatest_power_outside_a_target_stays_reported() -> None:
    # "each creature you control with the greatest power" is no target's restriction: not read
    assert _text("Put a +1/+1 counter on each creature you control with the greatest power.", "Sorcery").unsupported


def test_a_subtype_word_as_a_counters_name() -> None:
    # "treasure", "fungus" are subtype words elsewhere (205.3g); before "counter(s)" they name a kind of counter
    for kind in ("treasure", "fungus"):
        c = _text(f"Foo gets +1/+1 for each {kind} counter on it.")
        assert c.effects[1]["modify_pt"] == [{"counters": kind}, {"counters": kind}], kind


def test_legacys_allure_gains_control_of_its_target() -> None:
    # the target's power bound ("less than or equal to the number of treasure counters on this enchantment") is
    # its restriction (115.1, the step's targets); gaining control is layer 2 (613.1b); treasure counters change
    # no characteristic (122.1)
    assert compiled("Legacy's Allure").supported
    b = layerkit.Board()
    b.enter("Legacy's Allure", id="allure")
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.ability("allure", 2, targets=["bears"])
    res = b.resolve()
    assert res["bears"].controller == "Alex"
