"""Lead, round 17: the classifier no longer hides a layer effect behind a created token or a selector.

Every expectation below comes from the card's oracle text (quoted in each test) and the rules cited: these
cards change power and toughness, and had been counted as having no continuous effect at all, so a board
that cast them resolved to the wrong characteristics with nothing listed.
"""
from __future__ import annotations

import pytest

from layerkit import Board
from layerkit.vocabulary.classifier import classify


@pytest.mark.parametrize("text", [
    # 111.3: the token's description ends at ", then"; what follows is an effect of its own (613.4c)
    "Create a 2/1 black Villain creature token with menace, then creatures you control get +1/+0 until end of turn.",
    "Target player creates X 2/2 black Zombie creature tokens, then up to one target creature gets -1/-1 until end "
    "of turn for each Zombie that player controls.",
    # 122.1: counters put on the token it created
    "You may create a 1/1 black and green Insect creature token, then put a number of +1/+1 counters on it equal to "
    "the greatest mana value among those cards.",
    # 614.1c: a card returned to the battlefield with a counter on it
    "Exile target creature you control, then return that card to the battlefield under its owner's control with a "
    "+1/+1 counter on it.",
    # 122.5: a counter moved is removed from one object and put onto another
    "At the beginning of your upkeep, move a +1/+1 counter from this enchantment onto target creature.",
    "{U}, {Q}: Move a counter from target creature onto a second target creature.",
    "When this creature enters, move any number of +1/+1 counters from other permanents you control onto this "
    "creature.",
])
def test_power_and_toughness_changes_are_found(text: str) -> None:
    assert "7c" in classify(text, "Sorcery").layers


@pytest.mark.parametrize("text", [
    # a selector, not counters put: "each creature with a +1/+1 counter on it"
    "At the beginning of your upkeep, destroy target creature with a -1/-1 counter on it.",
    "Destroy each creature with a +1/+1 counter on it.",
    # a token created with a +1/+1 counter is the token's own text (111.3) only while no counter is put
    "Create a 1/1 green Insect creature token.",
    # "move the doom counter one numeral to the left": no counter moves between objects
    "Whenever you cast a spell, move the doom counter one numeral to the left.",
])
def test_no_power_and_toughness_change_is_invented(text: str) -> None:
    assert "7c" not in classify(text, "Sorcery").layers


def test_hire_a_crew_is_reported_not_ignored() -> None:
    """Hire a Crew: "Create a 2/1 black Villain creature token with menace, then creatures you control get +1/+0
    until end of turn." Until its second clause is read, the board must say so rather than leave a 2/2 at 2/2."""
    b = Board()
    b.enter("Grizzly Bears", controller="Alex")
    b.cast("Hire a Crew", controller="Alex")
    r = b.resolve()
    bears = r.state("Grizzly Bears")
    if bears.power == 3:
        assert bears.toughness == 2
    else:
        assert any(u[1] == "Hire a Crew" or "Hire a Crew" in u[0] for u in r.unsupported), r.unsupported


def _pt(r: object, oid: str) -> tuple[int | None, int | None]:
    s = r.state(oid)  # type: ignore[attr-defined]
    return s.power, s.toughness


def test_move_a_counter_from_the_source_onto_a_target() -> None:
    """Simic Fluxmage (1/2): "{1}{U}, {T}: Move a +1/+1 counter from this creature onto target creature." 122.5:
    removed from one, put onto the other."""
    b = Board()
    f = b.enter("Simic Fluxmage", controller="Alex", counters={"+1/+1": 2})
    bears = b.enter("Grizzly Bears", controller="Bo")
    b.ability(f, which=2, targets=[bears])
    r = b.resolve()
    assert _pt(r, f) == (2, 3) and _pt(r, bears) == (3, 3)
    assert r.unsupported == []


def test_nothing_moves_without_a_counter() -> None:
    """122.5: "if the first object doesn't have the appropriate kind of counter on it", no counter is removed
    from or put onto anything."""
    b = Board()
    f = b.enter("Simic Fluxmage", controller="Alex")
    bears = b.enter("Grizzly Bears", controller="Bo")
    b.ability(f, which=2, targets=[bears])
    r = b.resolve()
    assert _pt(r, f) == (1, 2) and _pt(r, bears) == (2, 2)


def test_move_between_two_targets() -> None:
    """Combine Guildmage: "Move a +1/+1 counter from target creature you control onto another target creature
    you control." The first target loses one, the second gets it; the Guildmage (2/2) is unchanged."""
    b = Board()
    g = b.enter("Combine Guildmage", controller="Alex")
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 1})
    c = b.enter("Grizzly Bears", id="bears2", controller="Alex")
    b.ability(g, which=2, targets=[a, c])
    r = b.resolve()
    assert _pt(r, a) == (2, 2) and _pt(r, c) == (3, 3) and _pt(r, g) == (2, 2)


def test_move_from_a_target_onto_the_source() -> None:
    """Cytoplast Root-Kin (0/0, graft 4): "{2}: Move a +1/+1 counter from target creature you control onto this
    creature." 702.58a: it enters with four +1/+1 counters (4/4); after the move it is 5/5."""
    b = Board()
    k = b.enter("Cytoplast Root-Kin", controller="Alex")
    a = b.enter("Grizzly Bears", controller="Alex", counters={"+1/+1": 2})
    r = b.resolve()
    assert _pt(r, k) == (4, 4)
    b.ability(k, which=3, targets=[a])
    r = b.resolve()
    assert _pt(r, k) == (5, 5) and _pt(r, a) == (3, 3)


def test_graft_enters_with_counters_and_moves_one_onto_an_entering_creature() -> None:
    """Aquastrand Spider (0/0): "Graft 2". 702.58a: it enters with two +1/+1 counters, and "Whenever another
    creature enters, ... you may move a +1/+1 counter from this permanent onto that creature"."""
    b = Board()
    s = b.enter("Aquastrand Spider", controller="Alex")
    assert _pt(b.resolve(), s) == (2, 2)
    bears = b.enter("Grizzly Bears", controller="Alex")
    b.ability(s, which="Graft 2", targets=[bears])
    r = b.resolve()
    assert _pt(r, s) == (1, 1) and _pt(r, bears) == (3, 3)


def test_modular_puts_the_counters_of_the_creature_that_died() -> None:
    """Arcbound Worker (0/0): "Modular 1". 702.43a: it enters with a +1/+1 counter; when it dies, you may put a
    +1/+1 counter on target artifact creature for each +1/+1 counter on it (its last known counters, 122.8).
    Ornithopter (0/2) becomes 1/3."""
    b = Board()
    w = b.enter("Arcbound Worker", controller="Alex")
    o = b.enter("Ornithopter", controller="Alex")
    assert _pt(b.resolve(), w) == (1, 1)
    b.move(w, "graveyard")
    b.ability(w, which=1, targets=[o])
    assert _pt(b.resolve(), o) == (1, 3)


def test_dash_and_blitz_give_haste_only_when_that_cost_was_paid() -> None:
    """702.109a: "As long as this permanent's dash cost was paid, it has haste." (Goblin Heelcutter); 702.152a:
    blitz, haste and "When this permanent is put into a graveyard from the battlefield, draw a card."."""
    b = Board()
    dashed = b.enter("Goblin Heelcutter", id="dashed", controller="Alex", alt_cost="dash")
    cast = b.enter("Goblin Heelcutter", id="cast", controller="Alex")
    r = b.resolve()
    assert r.state(dashed).has("Haste") and not r.state(cast).has("Haste")


def test_unleash_counter_only_when_the_choice_says_so() -> None:
    """Bloodfray Giant (4/3), unleash: 702.98a "You may have this permanent enter with an additional +1/+1 counter
    on it"; untold, the entering is listed, never assumed."""
    b = Board()
    yes = b.enter("Bloodfray Giant", id="yes", controller="Alex", choices={"you_did": True})
    no = b.enter("Bloodfray Giant", id="no", controller="Alex", choices={"you_did": False})
    r = b.resolve()
    assert _pt(r, yes) == (5, 4) and _pt(r, no) == (4, 3)
    b2 = Board()
    b2.enter("Bloodfray Giant", controller="Alex")
    assert b2.resolve().unsupported


def test_tribute_counters_when_paid() -> None:
    """Fanatic of Xenagos (3/3), tribute 1: 702.104a: the opponent may put an additional +1/+1 counter on it as it
    enters; paid: 4/4 (and its "if tribute wasn't paid" trigger does nothing)."""
    b = Board()
    f = b.enter("Fanatic of Xenagos", controller="Alex", choices={"tribute_paid": True})
    assert _pt(b.resolve(), f) == (4, 4)


def test_devour_counts_the_creatures_sacrificed() -> None:
    """Bloodspore Thrinax (2/2), devour 1: 702.82a: a +1/+1 counter for each creature sacrificed as it enters."""
    b = Board()
    t = b.enter("Bloodspore Thrinax", controller="Alex", choices={"stated": {"sacrificed": {"objects": [{}, {}]}}})
    assert _pt(b.resolve(), t) == (4, 4)


def test_riot_a_counter_or_haste() -> None:
    """Zhur-Taa Goblin (2/2), riot: 702.136a "You may have this permanent enter with an additional +1/+1 counter on
    it. If you don't, it gains haste." Untold, the entering is listed."""
    b = Board()
    c = b.enter("Zhur-Taa Goblin", id="counter", controller="Alex", choices={"you_did": True})
    h = b.enter("Zhur-Taa Goblin", id="haste", controller="Alex", choices={"you_did": False})
    r = b.resolve()
    assert _pt(r, c) == (3, 3) and not r.state(c).has("Haste")
    assert _pt(r, h) == (2, 2) and r.state(h).has("Haste")
    b2 = Board()
    b2.enter("Zhur-Taa Goblin", controller="Alex")
    assert b2.resolve().unsupported


def test_riot_haste_is_removed_by_a_later_loses_all_abilities() -> None:
    """614.1c: the haste riot gives is a continuous effect in layer 6 with the timestamp it entered with; a later
    Turn to Frog ("loses all abilities until end of turn") removes it (613.1f, 613.7: timestamp order)."""
    b = Board()
    h = b.enter("Zhur-Taa Goblin", id="haste", controller="Alex", choices={"you_did": False})
    b.cast("Turn to Frog", controller="Bo", targets=[h])
    assert not b.resolve().state(h).has("Haste")


def test_impending_is_read() -> None:
    """702.176a (impending: time counters, not a creature while it has one) is read since round 18
    (tests/test_keywords18.py): entered without its impending cost paid, it is a creature and nothing is listed."""
    b = Board()
    o = b.enter("Overlord of the Mistmoors", controller="Alex")
    r = b.resolve()
    assert "Creature" in r.state(o).types and not r.unsupported


def test_megamorph_counter_when_its_cost_was_paid() -> None:
    """Acid-Spewer Dragon (3/3), megamorph: 702.37b "As this permanent is turned face up, if its megamorph cost was
    paid to turn it face up, put a +1/+1 counter on it": 4/4; turned face up another way: 3/3; untold: refused."""
    from layerkit.errors import ScenarioError

    b = Board()
    paid = b.enter("Acid-Spewer Dragon", id="paid", controller="Alex", face_down="megamorph")
    other = b.enter("Acid-Spewer Dragon", id="other", controller="Alex", face_down="megamorph")
    assert _pt(b.resolve(), paid) == (2, 2)
    with pytest.raises(ScenarioError, match="megamorph"):
        b.turn_face_up(paid)
    b.turn_face_up(paid, megamorph=True)
    b.turn_face_up(other, megamorph=False)
    r = b.resolve()
    assert _pt(r, paid) == (4, 4) and _pt(r, other) == (3, 3)


def test_counters_put_on_a_created_token_are_found() -> None:
    # Fractal Tender: "create a 0/0 green and blue Fractal creature token and put three +1/+1 counters on it" (122.1)
    assert "7c" in classify("At the beginning of each end step, create a 0/0 green and blue Fractal creature token "
                            "and put three +1/+1 counters on it.", "Creature").layers


def test_scavenge_from_the_graveyard() -> None:
    """Bannerhide Krushok (4/4 card), scavenge: 702.97a "[cost], Exile this card from your graveyard: Put a number
    of +1/+1 counters equal to the power of the card you exiled on target creature" — Grizzly Bears 2/2 -> 6/6.
    It functions only in a graveyard (113.6)."""
    from layerkit.errors import ScenarioError

    b = Board()
    k = b.enter("Bannerhide Krushok", controller="Alex", zone="graveyard")
    g = b.enter("Grizzly Bears", controller="Alex")
    b.ability(k, which="Scavenge", targets=[g])
    assert _pt(b.resolve(), g) == (6, 6)
    b2 = Board()
    k2 = b2.enter("Bannerhide Krushok", controller="Alex")
    with pytest.raises(ScenarioError, match="graveyard"):
        b2.ability(k2, which="Scavenge", targets=[b2.enter("Grizzly Bears", controller="Alex")])


def test_enlist_adds_the_tapped_creatures_power() -> None:
    """Benalish Knight-Counselor, enlist: 702.154a "When you do, this creature gets
    +X/+0 until end of turn, where X is the tapped creature's power": the step states it tapped one (you_did) and
    that creature's power (608.2h); untold, listed."""
    from layerkit.analysis.coverage import load_cards

    card = next(c for c in load_cards() if c["name"] == "Benalish Knight-Counselor")
    p, t = int(card["power"]), int(card["toughness"])
    b = Board()
    k = b.enter("Benalish Knight-Counselor", controller="Alex")
    b.ability(k, which="Enlist", choices={"you_did": True, "stated": {"tapped": {"power": 3}}})
    assert _pt(b.resolve(), k) == (p + 3, t)
    b2 = Board()
    k2 = b2.enter("Benalish Knight-Counselor", controller="Alex")
    b2.ability(k2, which="Enlist")
    r = b2.resolve()
    assert _pt(r, k2) == (p, t) and r.unsupported


def test_backup_puts_counters_and_grants_the_abilities_below_it() -> None:
    """Boon-Bringer Valkyrie (4/4), backup 1: 702.165a "When this creature enters, put N +1/+1 counters on target
    creature. If that's another creature, it gains the following abilities until end of turn." — the abilities
    printed below it: flying, first strike, lifelink."""
    b = Board()
    v = b.enter("Boon-Bringer Valkyrie", controller="Alex")
    g = b.enter("Grizzly Bears", controller="Alex")
    b.ability(v, which="Backup 1", targets=[g])
    r = b.resolve()
    assert _pt(r, g) == (3, 3)
    assert all(r.state(g).has(k) for k in ("Flying", "First strike", "Lifelink"))
    b.end_turn()
    r = b.resolve()
    assert _pt(r, g) == (3, 3) and not r.state(g).has("Flying")      # the counter stays; the abilities end


def test_backup_on_itself_only_puts_the_counter() -> None:
    """702.165a: "If that's another creature, ...": on the creature itself only the counter (it has its abilities)."""
    b = Board()
    v = b.enter("Boon-Bringer Valkyrie", controller="Alex")
    b.ability(v, which="Backup 1", targets=[v])
    r = b.resolve()
    assert _pt(r, v) == (5, 5)
    assert sum(1 for a in r.state(v).abilities if a.text == "Flying") == 1


def test_fabricate_counters_or_servos() -> None:
    """Angel of Invention (2/1; "Other creatures you control get +1/+1"), fabricate 2: 702.123a "you may put N +1/+1
    counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens." Counters: 4/3; Servos: two
    2/2 artifact creatures; untold: listed, neither applied."""
    b = Board()
    a = b.enter("Angel of Invention", controller="Alex")
    b.ability(a, which="Fabricate 2", choices={"otherwise": False})
    r = b.resolve()
    assert _pt(r, a) == (4, 3) and len(r.ids) == 1
    b = Board()
    a = b.enter("Angel of Invention", controller="Alex")
    b.ability(a, which="Fabricate 2", choices={"otherwise": True})
    r = b.resolve()
    servos = [i for i in r.ids if i != a]
    assert _pt(r, a) == (2, 1) and len(servos) == 2
    assert all(r.state(s).type_line == "Artifact Creature — Servo" and _pt(r, s) == (2, 2) for s in servos)
    b = Board()
    a = b.enter("Angel of Invention", controller="Alex")
    b.ability(a, which="Fabricate 2")
    r = b.resolve()
    assert _pt(r, a) == (2, 1) and r.unsupported


def test_reinforce_x_puts_x_counters() -> None:
    """Swell of Courage, reinforce X—{X}{W}{W}: 702.77a "[cost], Discard this card: Put N +1/+1 counters on target
    creature" with N = X, the cost's (the step's choices.number): X = 3 makes Grizzly Bears 5/5."""
    b = Board()
    s = b.enter("Swell of Courage", controller="Alex", zone="hand")
    g = b.enter("Grizzly Bears", controller="Alex")
    b.ability(s, which="Reinforce", targets=[g], choices={"number": 3})
    assert _pt(b.resolve(), g) == (5, 5)


def test_a_granted_dies_trigger_returns_the_creature_tapped_with_a_counter() -> None:
    """Feign Death: "Until end of turn, target creature gains 'When this creature dies, return it to the battlefield
    tapped under its owner's control with a +1/+1 counter on it.'" — the grant (613.1f), and the returned creature
    (a new object, 400.7) tapped (110.5b) with the counter (614.1c)."""
    b = Board()
    g = b.enter("Grizzly Bears", controller="Alex")
    b.cast("Feign Death", controller="Alex", targets=[g])
    r = b.resolve()
    assert any(a.text.startswith("When this creature dies, return it") for a in r.state(g).abilities)
    b.move(g, "graveyard")
    b.ability(g, which="When this creature dies", targets=None)
    r = b.resolve()
    o = b.state.objects[g]
    assert o.zone == "battlefield" and o.tapped and _pt(r, g) == (3, 3)


def test_a_counter_put_as_an_additional_cost() -> None:
    """Lethal Sting: "As an additional cost to cast this spell, put a -1/-1 counter on a creature you control."
    (601.2b, 601.2h): the creature its controller chooses (choices.object) gets it — Grizzly Bears 1/1; an
    opponent's creature can't be chosen; untold, the cast is refused."""
    from layerkit.errors import ScenarioError

    b = Board()
    g = b.enter("Grizzly Bears", controller="Alex")
    h = b.enter("Hill Giant", controller="Bo")
    b.cast("Lethal Sting", controller="Alex", targets=[h], choices={"object": g})
    assert _pt(b.resolve(), g) == (1, 1)
    for bad in ({"object": h}, {}):
        b = Board()
        g = b.enter("Grizzly Bears", controller="Alex")
        h = b.enter("Hill Giant", controller="Bo")
        with pytest.raises(ScenarioError):
            b.cast("Lethal Sting", controller="Alex", targets=[h], choices=bad)


def test_a_card_revealed_at_random_from_a_hand_is_stated() -> None:
    """Planeswalker's Favor: "{3}{G}: Target opponent reveals a card at random from their hand. Target creature gets
    +X/+X until end of turn, where X is the revealed card's mana value." (701.20a, 608.2h: the card stays in the hand;
    its mana value is what the step states) — 3 makes Grizzly Bears 5/5; untold, listed."""
    b = Board()
    f = b.enter("Planeswalker's Favor", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability(f, which=1, targets=["g"], choices={"stated": {"revealed": {"mana_value": 3}}})
    assert _pt(b.resolve(), "g") == (5, 5)
    b = Board()
    f = b.enter("Planeswalker's Favor", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability(f, which=1, targets=["g"])
    r = b.resolve()
    assert _pt(r, "g") == (2, 2) and r.unsupported
