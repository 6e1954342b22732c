"""Round 14, branch ``ifsyou14``: "If you do, ..." after a resolving ability's optional action (608.2c).

"Whenever this creature attacks, you may sacrifice an artifact. If you do, put two +1/+1 counters on this creature and
each opponent loses 2 life": what the ability does to characteristics follows the optional action and happens only if
it was taken. That is a stated choice of the ability step (``choices.you_did``: true, taken; false, not), never
assumed: untold, nothing is applied and ``Resolution.unsupported`` lists the ability. Expected values come from the
printed power and toughness and the oracle text (Ironclad Revolutionary 4/4, Chipper Chopper 1/1, Riveting Rigger
2/2, Nadir Kraken 2/3, Aegis Sculptor 2/3, Emiel the Blessed 4/4, Moku 2/2, Workshop Elders 4/4).
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.analysis.coverage import assess, load_cards
from layerkit.compiler import compile_card, compile_text

_CARDS: dict[str, dict] = {}


def card(name: str) -> dict:
    if not _CARDS:
        _CARDS.update({c["name"]: c for c in load_cards()})
    return _CARDS[name]


def pt(b: Board, oid: str) -> tuple[int | None, int | None]:
    c = b.resolve()[oid].characteristics
    return c.power, c.toughness


def listed(b: Board, oid: str) -> bool:
    return any(u[0] == oid and "you_did" in u[-1] for u in b.resolve().unsupported)


# ------------------------------------------------------------ "if you do, put ... and <an instruction with no layer effect>"

@pytest.mark.parametrize("name, which, printed, n", [
    ("Ironclad Revolutionary", 1, (4, 4), 2),   # "... and each opponent loses 2 life."
    ("Chipper Chopper", 2, (1, 1), 2),          # "... and it assembles a Contraption."
    ("Riveting Rigger", 1, (2, 2), 2),          # "... and it assembles a Contraption."
    ("Nadir Kraken", 1, (2, 3), 1),             # "... and create a 1/1 blue Tentacle creature token."
])
def test_counters_and_more_after_the_optional_action(name, which, printed, n):
    assert assess(card(name)).status == "fully"
    c = compile_card(card(name))
    assert c.effects[which] == {"affects": "self", "counters": {"+1/+1": n}, "condition": {"you_did": True}}
    b = Board()
    b.enter(name, id="x")
    b.ability("x", which, choices={"you_did": True})
    assert pt(b, "x") == (printed[0] + n, printed[1] + n)
    b = Board()
    b.enter(name, id="x")
    b.ability("x", which, choices={"you_did": False})     # the artifact wasn't sacrificed / {1} wasn't paid
    assert pt(b, "x") == printed and not listed(b, "x")
    b = Board()
    b.enter(name, id="x")
    b.ability("x", which)                                   # untold: not applied, listed
    assert pt(b, "x") == printed and listed(b, "x")


def test_the_split_keeps_its_lead_on_both_instructions():
    from layerkit.compiler.compile import _split_puts
    s = "if you do, put two +1/+1 counters on ~ and each opponent loses 2 life."
    assert _split_puts([s], "triggered", if_did=True) == ["if you do, put two +1/+1 counters on ~.",
                                                         "if you do, each opponent loses 2 life."]
    assert _split_puts([s], "triggered") == [s]            # no optional action opening the effect: as before


# ------------------------------------------------------------ the same phrase on every card (was assumed taken)

def test_aegis_sculptor_counter_only_if_the_cards_were_exiled():
    # "At the beginning of your upkeep, you may exile two cards from your graveyard. If you do, put a +1/+1 counter
    # on this creature."
    c = compile_card(card("Aegis Sculptor"))
    assert c.effects[3] == {"affects": "self", "counters": {"+1/+1": 1}, "condition": {"you_did": True}}
    b = Board()
    b.enter("Aegis Sculptor", id="a")
    b.ability("a", 3, choices={"you_did": True})
    assert pt(b, "a") == (3, 4)
    b.ability("a", 3, choices={"you_did": False})
    assert pt(b, "a") == (3, 4)


def test_moku_both_parts_under_the_payment():
    # "Whenever you cast a noncreature spell, you may pay {1}. If you do, Moku gets +2/+1 and creatures you control
    # gain haste until end of turn."
    b = Board()
    b.enter("Moku, Meandering Drummer", id="m")
    b.enter("Grizzly Bears", id="g")
    b.ability("m", 1, choices={"you_did": False})
    r = b.resolve()
    assert (r["m"].power, r["m"].toughness) == (2, 2)
    assert not any("Haste" in str(a) for a in r["g"].characteristics.abilities)
    b.ability("m", 1, choices={"you_did": True})
    r = b.resolve()
    assert (r["m"].power, r["m"].toughness) == (4, 3)
    assert any("Haste" in str(a) for a in r["g"].characteristics.abilities)


def test_emiel_unicorn_instead_under_the_payment():
    # "Whenever another creature you control enters, you may pay {G/W}. If you do, put a +1/+1 counter on it. If
    # it's a Unicorn, put two +1/+1 counters on it instead."
    b = Board()
    b.enter("Emiel the Blessed", id="e")
    b.enter("Grizzly Bears", id="g")
    b.ability("e", 2, targets=["g"], choices={"you_did": False})
    assert pt(b, "g") == (2, 2)
    b.ability("e", 2, targets=["g"], choices={"you_did": True})
    assert pt(b, "g") == (3, 3)


def test_you_may_have_it_become_then_counters():
    # Workshop Elders: "At the beginning of combat on your turn, you may have target noncreature artifact you
    # control become a 0/0 artifact creature. If you do, put four +1/+1 counters on it." Neither happens if declined
    c = compile_card(card("Workshop Elders"))
    assert c.effects[2]["condition"] == {"you_did": True}
    b = Board()
    b.enter("Workshop Elders", id="w")
    b.enter("Sol Ring", id="ring")
    b.ability("w", 2, targets=["ring"], choices={"you_did": True})
    assert pt(b, "ring") == (4, 4)
    b = Board()
    b.enter("Workshop Elders", id="w")
    b.enter("Sol Ring", id="ring")
    b.ability("w", 2, targets=["ring"], choices={"you_did": False})
    assert pt(b, "ring") == (None, None)


def test_intervening_if_before_the_optional_action_is_reported():
    # 603.4 and 608.2c: "if you control a Forest, you may pay {1}. If you do, ...": the intervening "if" of a sentence
    # with no layer effect is not carried by the compiled counters (it was dropped): reported, never applied without it
    c = compile_text("Test Card", "At the beginning of your upkeep, if you control a Forest, you may pay {1}. If you "
                     "do, put a +1/+1 counter on this creature.", ["Creature"])
    assert not c.supported and not c.effects


# ------------------------------------------------------------ left as before

@pytest.mark.parametrize("text", [
    # an effect before the optional action happens whether or not it is taken
    "Whenever this creature attacks, it gets +1/+0 until end of turn. You may pay {1}. If you do, it gains flying "
    "until end of turn.",
    # the other outcome is a branch of its own (choices.otherwise)
    "Whenever this creature attacks, you may pay {1}. If you do, it gets +2/+0 until end of turn. Otherwise, it gets "
    "-1/-0 until end of turn.",
])
def test_not_read_as_the_whole_ability_under_the_action(text):
    c = compile_text("Test Card", text, ["Creature"])
    assert all((d.get("condition") or {}) != {"you_did": True} for d in c.effects.values())


# ------------------------------------------------------------ 608.2c: "if this is the Nth time this ability has resolved this turn"

def test_the_nth_time_is_a_stated_condition_of_its_part():
    c = compile_card(card("Inner-Flame Igniter"))
    # "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time this ability has
    # resolved this turn, creatures you control gain first strike until end of turn."
    mine = {"controller": "you", "types": ["Creature"]}
    assert c.effects[1] == {"parts": [
        {"affects": mine, "duration": "end_of_turn", "modify_pt": [1, 0]},
        {"affects": mine, "condition": {"resolved_this_turn": 3}, "duration": "end_of_turn",
         "add_abilities": ["First strike"]}]}
    assert assess(card("Inner-Flame Igniter")).status == "fully"


def test_inner_flame_igniter_first_strike_only_the_third_time():
    b = Board()
    b.enter("Inner-Flame Igniter", id="i")          # 2/2
    b.enter("Grizzly Bears", id="g")
    b.ability("i", 1, choices={"resolved_this_turn": 1})
    b.ability("i", 1, choices={"resolved_this_turn": 2})
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (4, 2)
    assert not any("First strike" in str(a) for a in r["g"].characteristics.abilities)
    b.ability("i", 1, choices={"resolved_this_turn": 3})
    r = b.resolve()
    assert (r["g"].power, r["g"].toughness) == (5, 2) and (r["i"].power, r["i"].toughness) == (5, 2)
    assert any("First strike" in str(a) for a in r["g"].characteristics.abilities)


def test_untold_it_is_listed_never_assumed():
    b = Board()
    b.enter("Inner-Flame Igniter", id="i")
    b.ability("i", 1)
    r = b.resolve()
    assert (r["i"].power, r["i"].toughness) == (2, 2)
    assert any(u[0] == "i" and "resolved_this_turn" in u[-1] for u in r.unsupported)


def test_teething_wurmlet_counter_only_the_first_time():
    # "Whenever an artifact you control enters, you gain 1 life. If this is the first time this ability has resolved
    # this turn, put a +1/+1 counter on this creature." (Teething Wurmlet 1/1)
    assert assess(card("Teething Wurmlet")).status == "fully"
    b = Board()
    b.enter("Teething Wurmlet", id="w")
    b.ability("w", 2, choices={"resolved_this_turn": 1})
    b.ability("w", 2, choices={"resolved_this_turn": 2})
    assert pt(b, "w") == (2, 2)


def test_venom_connoisseur_deathtouch_for_all_the_second_time():
    # "Alliance — Whenever another creature you control enters, this creature gains deathtouch until end of turn. If
    # this is the second time this ability has resolved this turn, all creatures you control gain deathtouch ..."
    assert assess(card("Venom Connoisseur")).status == "fully"
    for n, bears in ((1, False), (2, True), (3, False)):
        b = Board()
        b.enter("Venom Connoisseur", id="v")
        b.enter("Grizzly Bears", id="g")
        b.ability("v", 1, choices={"resolved_this_turn": n})
        r = b.resolve()
        assert any("Deathtouch" in str(a) for a in r["v"].characteristics.abilities)
        assert any("Deathtouch" in str(a) for a in r["g"].characteristics.abilities) == bears


def test_time_stays_a_word_of_other_phrases():
    # "time counters", "for each time you've cast your commander": "time" is no literal word of the grammar
    assert assess(card("Kate Stewart")).status == "fully"
    assert assess(card("Vanguard of the Restless")).status == "fully"


def test_resolved_this_turn_in_the_vocabulary():
    from layerkit.vocabulary.parse import parse_definition
    from layerkit.vocabulary.model import ResolvedNth, how_cast_read
    d = parse_definition({"affects": "self", "condition": {"resolved_this_turn": 2}, "counters": {"+1/+1": 1}}, "t")
    assert d.condition == ResolvedNth(2) and how_cast_read(d) == frozenset({"resolved_this_turn"})


# ------------------------------------------------------------ an "if" reading power before an instruction with no layer effect

def test_a_token_under_an_if_reading_power_is_no_layer_effect():
    # Baird, Argivian Recruiter: "At the beginning of your end step, if you control a creature with power greater
    # than its base power, create a 1/1 white Soldier creature token." (111.1: creating a token; the condition changes
    # no characteristic): not a card with a continuous effect, nothing reported
    c = compile_card(card("Baird, Argivian Recruiter"))
    assert not c.effects and not c.unsupported
    assert assess(card("Baird, Argivian Recruiter")) is None


def test_draw_under_an_if_reading_power_leaves_the_rest_read():
    # Jason Bright (2/3): "Whenever a Zombie or Mutant you control dies, if its power was different from its base power,
    # draw a card." (no layer effect) / "Come Fly With Me — {2}, Sacrifice a creature: Put a +1/+1 counter on target
    # creature you control. It gains flying until end of turn."
    c = compile_card(card("Jason Bright, Glowing Prophet"))
    assert list(c.effects) == [2] and assess(card("Jason Bright, Glowing Prophet")).status == "fully"
    b = Board()
    b.enter("Jason Bright, Glowing Prophet", id="j")
    b.ability("j", 2, targets=["j"])
    assert pt(b, "j") == (3, 4)


def test_an_if_before_a_layer_instruction_is_still_read():
    c = compile_text("Test Card", "At the beginning of combat on your turn, if you control a creature with power 4 or "
                     "greater, this creature gets +2/+2 until end of turn.", ["Creature"])
    assert c.effects and all(d.get("modify_pt") == [2, 2] for d in c.effects.values())
