"""Round 17, branch ``misc17``: phrases of the miscellaneous family.

Each expected value is worked out from the card's oracle text and the rules it cites (on a board with the real
pool card where the card has a layer effect), never copied from the compiler's output."""
from __future__ import annotations

from layerkit.game.board import Board
from layerkit.vocabulary.classifier import classify_ability
from _compiled import compiled, supported


def _abilities(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve_now()[oid].abilities]


# --- "has flying and "..." and "..."": three abilities (613.1f) -------------------------------------------------

def test_sliv_mizzet_grants_three_abilities_to_slivers_you_control():
    # "Slivers you control have flying and "Whenever you draw a card, this creature deals 1 damage to any target"
    # and "{T}: Draw a card."" Sliv-Mizzet is a Sliver itself; an opponent's Sliver gets nothing.
    assert supported("Sliv-Mizzet, Hivemind")
    b = Board()
    b.enter("Sliv-Mizzet, Hivemind", id="s", controller="Alex")
    b.enter("Muscle Sliver", id="m", controller="Alex")
    b.enter("Muscle Sliver", id="o", controller="Bo")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    for oid in ("s", "m"):
        got = _abilities(b, oid)
        assert "Flying" in got
        assert any(t.startswith("Whenever you draw a card, this creature deals 1 damage to any target") for t in got)
        assert "{T}: Draw a card." in got
    assert "Flying" not in _abilities(b, "o")
    assert "{T}: Draw a card." not in _abilities(b, "o")
    assert "{T}: Draw a card." not in _abilities(b, "g")


def test_three_keywords_joined_by_and_are_three_grants():
    from layerkit.compiler import compile_text
    c = compile_text("Testcard", "Creatures you control have flying and haste and trample.", ["Enchantment"])
    assert c.effects[1]["add_abilities"] == ["Flying", "Haste", "Trample"]


# --- "if you control that creature": a condition, no control change (613.1b) ------------------------------------

def test_if_you_control_that_creature_is_no_control_change():
    # Auntie Ool: "Whenever one or more -1/-1 counters are put on a creature, draw a card if you control that
    # creature. If you don't control it, its controller loses 1 life." Nothing changes any object's controller.
    text = ("Whenever one or more -1/-1 counters are put on a creature, draw a card if you control that creature. "
            "If you don't control it, its controller loses 1 life.")
    assert classify_ability(text, "triggered")[0] == ()
    c = compiled("Auntie Ool, Cursewretch")
    assert not c.unsupported and not c.effects
    # Dreamdew Entrancer: "If you control that creature, draw two cards." (a condition)
    assert not compiled("Dreamdew Entrancer").unsupported


def test_relative_clause_after_creature_you_control_is_no_control_change():
    # Agrus Kos: "copy that ability for each other creature you control that ability could target"
    assert not compiled("Agrus Kos, Eternal Soldier").unsupported


def test_you_control_that_creature_still_gives_control():
    # "You control that creature until end of turn" (613.1b) is still read as a control change
    assert classify_ability("When this enchantment enters, tap target creature. You control that creature "
                            "until end of turn.", "triggered")[0] == ("2",)


# --- "named [card name]" (201.2): a selector by a card name of the pool ----------------------------------------

def test_shield_of_kaldra_gives_the_three_named_equipment_indestructible():
    # "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible." (any controller;
    # an Equipment with another name gets nothing, and so does a creature named so only if it's an Equipment)
    assert supported("Shield of Kaldra")
    b = Board()
    b.enter("Shield of Kaldra", id="sh", controller="Alex")
    b.enter("Sword of Kaldra", id="sw", controller="Bo")
    b.enter("Helm of Kaldra", id="h", controller="Alex")
    b.enter("Bonesplitter", id="bs", controller="Alex")
    for oid in ("sh", "sw", "h"):
        assert "Indestructible" in _abilities(b, oid)
    assert "Indestructible" not in _abilities(b, "bs")


def test_walker_of_the_wastes_counts_lands_named_wastes_you_control():
    # "This creature gets +1/+1 for each land you control named Wastes." Walker of the Wastes is 4/4.
    from _compiled import pt
    assert supported("Walker of the Wastes")
    b = Board()
    b.enter("Walker of the Wastes", id="w", controller="Alex")
    b.enter("Wastes", id="l1", controller="Alex")
    b.enter("Wastes", id="l2", controller="Alex")
    b.enter("Wastes", id="l3", controller="Bo")          # not yours
    b.enter("Island", id="i", controller="Alex")         # not named Wastes
    assert pt(b, "w") == (6, 6)


def test_liu_bei_needs_guan_yu_or_zhang_fei():
    # "Liu Bei gets +2/+2 as long as you control a permanent named Guan Yu, Sainted Warrior or a permanent named
    # Zhang Fei, Fierce Warrior." Liu Bei, Lord of Shu is 2/4.
    from _compiled import pt
    assert supported("Liu Bei, Lord of Shu")
    b = Board()
    b.enter("Liu Bei, Lord of Shu", id="l", controller="Alex")
    b.enter("Zhang Fei, Fierce Warrior", id="z", controller="Bo")
    assert pt(b, "l") == (2, 4)
    b.enter("Zhang Fei, Fierce Warrior", id="z2", controller="Alex")
    assert pt(b, "l") == (4, 6)


def test_rohgahh_pumps_only_kobolds_of_kher_keep_you_control():
    # "Creatures you control named Kobolds of Kher Keep get +2/+2." (Kobolds of Kher Keep is 0/1)
    from _compiled import pt
    c = compiled("Rohgahh of Kher Keep")
    assert c.effects[2]["affects"] == {"controller": "you", "name": "Kobolds of Kher Keep", "types": ["Creature"]}
    b = Board()
    b.enter("Rohgahh of Kher Keep", id="r", controller="Alex")
    b.enter("Kobolds of Kher Keep", id="k", controller="Alex")
    b.enter("Kobolds of Kher Keep", id="k2", controller="Bo")
    assert pt(b, "k") == (2, 3) and pt(b, "k2") == (0, 1)


def test_card_names_are_marked_only_where_the_pool_knows_them():
    from layerkit.compiler.names import mark_card_names
    # a name the pool doesn't know stays as written (and its phrase unsupported); a card searched for is no selector
    assert mark_card_names("creatures named no such card at all get +1/+1.") == \
        "creatures named no such card at all get +1/+1."
    assert mark_card_names("search your library for a card named wastes.") == \
        "search your library for a card named wastes."
    # the longest name that fits: "guan yu, sainted warrior", not a list
    assert mark_card_names("a permanent named guan yu, sainted warrior or a permanent named zhang fei, fierce "
                           "warrior.") == ("a permanent named ¤guan yu, sainted warrior¤ or a permanent named "
                                           "¤zhang fei, fierce warrior¤.")


def test_names_after_control_are_one_of_each_never_any_one():
    # Power Plant Worker: "If you control creatures named Mine Worker and Tower Worker, put two +1/+1 counters on
    # this creature instead": a creature of each name, which the "any one of them" list would misread: unmarked,
    # and the card stays reported
    from layerkit.compiler.names import mark_card_names
    assert "¤" not in mark_card_names("if you control creatures named mine worker and tower worker, put two +1/+1 "
                                      "counters on ~ instead.")
    assert not supported("Power Plant Worker")


def test_festering_newt_gives_minus_four_only_with_bogbrew_witch():
    # "When this creature dies, target creature an opponent controls gets -1/-1 until end of turn. That creature
    # gets -4/-4 instead if you control a creature named Bogbrew Witch." Hill Giant is 3/3.
    from _compiled import pt
    assert supported("Festering Newt")
    b = Board()
    b.enter("Festering Newt", id="n", owner="Alex", zone="graveyard")
    b.enter("Hill Giant", id="h", controller="Bo")
    b.ability("n", 1, targets=["h"])
    assert pt(b, "h") == (2, 2)
    b2 = Board()
    b2.enter("Festering Newt", id="n", owner="Alex", zone="graveyard")
    b2.enter("Bogbrew Witch", id="w", controller="Alex")
    b2.enter("Craw Wurm", id="c", controller="Bo")          # 6/4
    b2.ability("n", 1, targets=["c"])
    assert pt(b2, "c") == (2, 0)
