"""Counter placement, round 11 (issue 12): "put ... counters on ~ and <another instruction>" in a triggered
ability is two instructions followed in order (608.2c), as if written as two sentences: the counters are put
(613.4c: applied in layer 7c), the other instruction (damage, mana, life loss, a Contraption assembled, a token
created) has no layer effect. Under "if you do" both halves are the optional action's result (608.2c).

Expected values come from the printed P/T (the pool card's facts) and the counters the oracle text puts."""
from __future__ import annotations

import pytest

from layerkit.game.board import Board
from _compiled import pt


def facts(name: str):
    from layerkit.game.carddb import bundled_database
    return bundled_database().facts(name)


def compiled(name: str):
    from layerkit.compiler import compile_card
    return compile_card(facts(name))


def printed(name: str) -> tuple[int, int]:
    f = facts(name)
    return int(f["power"]), int(f["toughness"])


@pytest.mark.parametrize("name", ["Vivi Ornitier", "Brallin, Skyshark Rider", "Crime Novelist"])
def test_counters_and_another_instruction_are_read(name):
    c = compiled(name)
    assert c.supported, c.unsupported
    assert not any(a.note.startswith("one-shot counters") for a in c.abilities)


def test_vivi_gets_its_counter_when_the_trigger_resolves():
    # "Whenever you cast a noncreature spell, put a +1/+1 counter on Vivi Ornitier and it deals 1 damage to each
    # opponent.": one +1/+1 counter on itself per resolution (613.4c)
    p, t = printed("Vivi Ornitier")
    b = Board()
    b.enter("Vivi Ornitier", id="v")
    assert pt(b, "v") == (p, t)
    b.ability("v", 2 if len(compiled("Vivi Ornitier").abilities) > 1 and
              compiled("Vivi Ornitier").abilities[0].category != "triggered" else 1)
    assert pt(b, "v") == (p + 1, t + 1)


def test_crime_novelist_counter_and_mana():
    # "Whenever you sacrifice an artifact, put a +1/+1 counter on this creature and add {R}."
    p, t = printed("Crime Novelist")
    b = Board()
    b.enter("Crime Novelist", id="c")
    b.ability("c", 1)
    assert pt(b, "c") == (p + 1, t + 1)


def test_under_if_you_do_it_is_left_as_it_was():
    # "you may sacrifice an artifact. If you do, put two +1/+1 counters on this creature and each opponent loses
    # 2 life": not split here (the counters' "if you do" is not carried into the definition on main: see report)
    from layerkit.compiler.compile import _split_puts
    s = "if you do, put two +1/+1 counters on ~ and each opponent loses 2 life."
    assert _split_puts([s], "triggered") == [s]


def test_and_a_layer_instruction_is_not_split_this_way():
    # trigcounters16: "and exile the top card of your library" has no layer effect (406.1) and is split now that a
    # trigger's "if you do" is carried (``you_did``, round 15): Redcap Gutter-Dweller is read exactly
    # (tests/test_trigcounters16.py); an instruction with a layer effect after "and" still is not split
    from layerkit.compiler.compile import _split_puts
    assert _split_puts(["put a +1/+1 counter on ~ and exile the top card of your library."], "triggered") == \
        ["put a +1/+1 counter on ~.", "exile the top card of your library."]
    assert _split_puts(["put a +1/+1 counter on ~ and creatures you control gain flying until end of turn."],
                       "triggered") == ["put a +1/+1 counter on ~ and creatures you control gain flying until end of turn."]
