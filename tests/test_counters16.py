"""Counters a reflexive trigger puts for each time a cost was paid (603.12a, 608.2h), round 16.

"When this creature enters, you may pay {1}{G} any number of times. When you pay this cost one or more times, put
that many +1/+1 counters on this creature, then ...": the reflexive ability triggers only if the cost was paid at least
once (the step's ``choices.you_did``), and "that many" is the number of times it was paid (``choices.number``), never
assumed. Expected values come from the oracle text and the rules: a board with the real pool card.
"""
from __future__ import annotations

import layerkit
from layerkit.compiler.compile import _paid_that_many

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


def test_primal_adversary_paid_twice_two_counters_and_two_wolves() -> None:
    # Primal Adversary 4/3, paid twice: two +1/+1 counters (613.4c) -> 6/5; two target lands become 3/3 Wolf
    # creatures with haste that are still lands (layer 4 adds Creature and Wolf, 7b sets 3/3, layer 6 haste)
    c = compiled("Primal Adversary")
    assert c.supported
    b = layerkit.Board()
    b.enter("Primal Adversary", id="adv")
    b.enter("Forest", id="f1")
    b.enter("Forest", id="f2")
    b.enter("Forest", id="f3")
    b.ability("adv", 2, targets=["f1", "f2"], choices={"you_did": True, "number": 2})
    res = b.resolve()
    assert _pt(res, "adv") == (6, 5)
    for land in ("f1", "f2"):
        assert _pt(res, land) == (3, 3)
        assert {"Land", "Creature"} <= set(res[land].types)
        assert {"Forest", "Wolf"} <= set(res[land].subtypes)
        assert "Haste" in {a.text for a in res[land].abilities}
    assert "Creature" not in set(res["f3"].types)
    assert res.unsupported == []


def test_primal_adversary_not_paid_nothing_happens() -> None:
    # 603.12a: paid zero times, the reflexive ability never triggers: no counters, the land stays a land
    b = layerkit.Board()
    b.enter("Primal Adversary", id="adv")
    b.enter("Forest", id="f1")
    b.ability("adv", 2, targets=["f1"], choices={"you_did": False})
    res = b.resolve()
    assert _pt(res, "adv") == (4, 3)
    assert "Creature" not in set(res["f1"].types)


def test_number_of_payments_untold_is_listed_never_assumed() -> None:
    # paid, but how many times untold: the counters are not put as some guess, the resolution lists it
    b = layerkit.Board()
    b.enter("Tainted Adversary", id="adv")
    b.ability("adv", 2, choices={"you_did": True})
    res = b.resolve()
    assert _pt(res, "adv") == (2, 3)
    assert any(u[0] == "adv" for u in res.unsupported), res.unsupported


def test_tainted_and_spectral_adversary_counters_only_their_layer_effect() -> None:
    # Tainted Adversary 2/3 paid three times: three +1/+1 counters -> 5/6 (the Zombie tokens it creates are new
    # objects, no effect on characteristics); Spectral Adversary 2/1 paid once -> 3/2 (phasing: no layer effect)
    assert compiled("Tainted Adversary").supported and compiled("Spectral Adversary").supported
    b = layerkit.Board()
    b.enter("Tainted Adversary", id="t")
    b.enter("Spectral Adversary", id="s")
    b.ability("t", 2, choices={"you_did": True, "number": 3})
    b.ability("s", 3, choices={"you_did": True, "number": 1})
    res = b.resolve()
    assert _pt(res, "t") == (5, 6)
    assert _pt(res, "s") == (3, 2)


def test_compiled_definition_is_the_rules_reading() -> None:
    # the counters on the source are X (the number of payments), under "you did" (603.12a)
    assert compiled("Tainted Adversary").effects[2] == {"affects": "self", "counters": {"+1/+1": "x"},
                                                       "condition": {"you_did": True}}


def test_rewrite_only_when_that_many_is_in_the_one_sentence() -> None:
    same = "you may pay {1} any number of times. when you pay this cost one or more times, draw a card."
    assert _paid_that_many(same) == same
    later = ("you may pay {1} any number of times. when you pay this cost one or more times, put that many +1/+1 "
             "counters on ~. draw that many cards.")
    assert _paid_that_many(later) == later
    assert _paid_that_many("you may pay {2}{r} any number of times. when you pay this cost one or more times, put "
                           "that many +1/+1 counters on ~.") == \
        "you may pay {2}{r} any number of times. when you do, put x +1/+1 counters on ~."


def test_teo_counter_only_when_the_discarded_card_was_nonland() -> None:
    # "draw a card, then discard a card. When you discard a nonland card this way, put a +1/+1 counter on target
    # creature you control." (603.12a): a creature card discarded: Grizzly Bears 2/2 -> 3/3; a land: nothing
    assert compiled("Teo, Spirited Glider").supported
    b = layerkit.Board()
    b.enter("Teo, Spirited Glider", id="teo")
    b.enter("Grizzly Bears", id="bears")
    b.ability("teo", 2, targets=["bears"], choices={"stated": {"discarded": {"types": ["Creature"]}}})
    assert _pt(b.resolve(), "bears") == (3, 3)
    b.ability("teo", 2, targets=["bears"], choices={"stated": {"discarded": {"types": ["Land"]}}})
    assert _pt(b.resolve(), "bears") == (3, 3)


def test_teo_what_was_discarded_untold_is_listed() -> None:
    b = layerkit.Board()
    b.enter("Teo, Spirited Glider", id="teo")
    b.enter("Grizzly Bears", id="bears")
    b.ability("teo", 2, targets=["bears"])
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2)
    assert any(u[0] == "teo" for u in res.unsupported), res.unsupported


def test_talion_any_card_discarded_is_not_read() -> None:
    # "When you discard a card this way": whether any card was discarded is not a kind of card: left unsupported
    assert not compiled("Talion's Messenger").supported


def test_ruinous_intrusion_mana_value_of_the_permanent_exiled_this_way() -> None:
    # "Exile target artifact or enchantment. Put X +1/+1 counters on target creature you control, where X is the mana
    # value of the permanent exiled this way." (608.2h: as it last existed): stated mana value 3 -> Bears 5/5
    c = compiled("Ruinous Intrusion")
    assert c.effects[1] == {"affects": "targets", "target": 2,
                            "counters": {"+1/+1": {"stated": {"object": "exiled", "characteristic": "mana_value"}}}}
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Sol Ring", id="ring", controller="Bo")
    b.cast("Ruinous Intrusion", targets=["ring", "bears"], choices={"stated": {"exiled": {"mana_value": 3}}})
    assert _pt(b.resolve(), "bears") == (5, 5)


def test_flesh_power_of_the_card_you_exiled() -> None:
    # "Put X +1/+1 counters on target creature, where X is the power of the card you exiled.": the exiled card's
    # power as stated (4) -> Grizzly Bears 6/6; untold: listed, never 0
    c = compiled("Flesh // Blood")
    assert c.effects[1]["counters"] == {"+1/+1": {"stated": {"object": "exiled", "characteristic": "power"}}}
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="dead", zone="graveyard")
    b.cast("Flesh // Blood", targets=["dead", "bears"], choices={"stated": {"exiled": {"power": 4}}})
    assert _pt(b.resolve(), "bears") == (6, 6)


def test_a_permanent_in_a_hand_or_library_is_not_read() -> None:
    # 110.1: a discarded or revealed card is no permanent: "the mana value of the permanent revealed this way" stays
    # unsupported
    from layerkit.compiler import compile_text
    c = compile_text("Test Reveal", "Reveal the top card of your library. Put X +1/+1 counters on target creature "
                     "you control, where X is the mana value of the permanent revealed this way.", types=["Sorcery"])
    assert not c.supported
