"""Round 17 audit (issue 12): pool cards counted fully supported after rounds 15 and 16, resolved on a board and
compared with what their oracle text and the rules say. Every expected value below comes from the card's text and
the rule cited, never from the compiler's output."""
from __future__ import annotations


from layerkit import Board


def _pt(r, oid: str) -> tuple:
    c = r[oid].characteristics
    return (c.power, c.toughness)


def _keywords(r, oid: str) -> set[str]:
    return {a.keyword for a in r[oid].characteristics.abilities if a.keyword}


def _texts(r, oid: str) -> set[str]:
    return {a.text for a in r[oid].characteristics.abilities}


def test_level_up_puts_a_level_counter_and_the_level_abilities_follow():
    # 702.87a: "Level up {2}{G}" means "{2}{G}: Put a level counter on this permanent. Activate only as a sorcery.";
    # Beastbreaker of Bala Ged: LEVEL 1-3 4/4, LEVEL 4+ 6/6 trample (711.2a-b)
    b = Board()
    b.enter("Beastbreaker of Bala Ged", id="a")
    b.ability("a", 1)
    b.ability("a", 1)
    r = b.resolve()
    assert r["a"].counters.get("level") == 2
    assert _pt(r, "a") == (4, 4) and "Trample" not in _keywords(r, "a")
    b.ability("a", 1)
    b.ability("a", 1)
    r = b.resolve()
    assert r["a"].counters.get("level") == 4
    assert _pt(r, "a") == (6, 6) and "Trample" in _keywords(r, "a")


def test_dash_gives_haste_only_when_the_dash_cost_was_paid():
    # 702.109a: "As long as this permanent's dash cost was paid, it has haste"
    b = Board()
    b.enter("Ambuscade Shaman", id="a", alt_cost="dash")
    assert "Haste" in _keywords(b.resolve(), "a")
    b = Board()
    b.enter("Ambuscade Shaman", id="a")
    assert "Haste" not in _keywords(b.resolve(), "a")


def test_blitz_gives_haste_and_the_draw_trigger_only_when_the_blitz_cost_was_paid():
    # 702.152a: "As long as this permanent's blitz cost was paid, it has haste and 'When this creature dies, draw a
    # card.'"
    b = Board()
    b.enter("Girder Goons", id="a", alt_cost="blitz")
    r = b.resolve()
    assert "Haste" in _keywords(r, "a")
    # (the rule's words, 702.152a; the reminder text says "When this creature dies, draw a card.")
    assert "When this permanent is put into a graveyard from the battlefield, draw a card." in _texts(r, "a")
    b = Board()
    b.enter("Girder Goons", id="a")
    r = b.resolve()
    assert "Haste" not in _keywords(r, "a")
    assert "When this permanent is put into a graveyard from the battlefield, draw a card." not in _texts(r, "a")


# (audit17 reported graft, riot, tribute, unleash, fabricate, devour, amplify, backup, enlist, scavenge and reinforce X,
# which had been dropped as no layer effect; each is read by its rule since round 17 or 18: tests/test_lead17.py)
