"""Round 8 audit (issue 12), list b: pool cards that became fully supported in rounds 5-7, resolved on a
board and compared with what their oracle text and the rules say. Every expected value below comes from the
card's text and the rule cited, never from the compiler's output."""
from __future__ import annotations

from layerkit import Board


def _pt(r, oid: str) -> tuple:
    c = r[oid].characteristics
    return (c.power, c.toughness)


def _keywords(r, oid: str) -> list[str]:
    return [a.keyword for a in r[oid].characteristics.abilities if a.keyword]


def test_grand_master_of_flowers_is_a_creature_not_a_planeswalker_at_seven_loyalty():
    # "he's a 7/7 Dragon God creature with flying and indestructible": the card type is set (205.1a), so the
    # planeswalker type goes, and with it the planeswalker type Bahamut; legendary (a supertype) stays
    b = Board()
    b.enter("Grand Master of Flowers", id="g", counters={"loyalty": 7})
    c = b.resolve()["g"].characteristics
    assert (c.power, c.toughness) == (7, 7)
    assert c.types == {"Creature"} and c.subtypes == {"Dragon", "God"} and c.supertypes == {"Legendary"}
    assert {"Flying", "Indestructible"} <= {a.keyword for a in c.abilities}
    b = Board()
    b.enter("Grand Master of Flowers", id="g", counters={"loyalty": 6})
    c = b.resolve()["g"].characteristics
    assert c.types == {"Planeswalker"} and c.subtypes == {"Bahamut"}


def test_kenku_artificer_keeps_the_artifacts_other_subtypes():
    # 205.1b: "becomes a 0/0 Homunculus artifact creature" keeps its prior types and subtypes other than
    # creature types; three +1/+1 counters make it 3/3
    b = Board()
    b.enter("Bonesplitter", id="e")
    b.enter("Kenku Artificer", id="k")
    b.ability("k", 1, targets=["e"])
    c = b.resolve()["e"].characteristics
    assert (c.power, c.toughness) == (3, 3)
    assert c.types == {"Artifact", "Creature"} and c.subtypes == {"Equipment", "Homunculus"}
    assert "Flying" in {a.keyword for a in c.abilities}


def test_song_of_the_dryads_sets_types_subtypes_and_color():
    # "Enchanted permanent is a colorless Forest land": type set to land (205.1a), Forest (305.7: loses its
    # other abilities and gains "{T}: Add {G}"), colorless (105.2c)
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Song of the Dryads", id="s")
    b.attach("s", "g")
    c = b.resolve()["g"].characteristics
    assert c.types == {"Land"} and c.subtypes == {"Forest"} and c.colors == frozenset()
    assert [a.text for a in c.abilities] == ["{T}: Add {G}."]


def test_konda_s_banner_counts_the_equipped_creature_itself():
    # "Creatures that share a color with equipped creature" and "... a creature type": the equipped creature
    # shares both with itself (+2/+2); another green Bear too; a green Elf only the color
    b = Board()
    b.enter("Grizzly Bears", id="g")
    b.enter("Grizzly Bears", id="g2")
    b.enter("Llanowar Elves", id="e", controller="Bo")
    b.enter("Konda's Banner", id="k")
    b.attach("k", "g")
    r = b.resolve()
    assert (_pt(r, "g"), _pt(r, "g2"), _pt(r, "e")) == ((4, 4), (4, 4), (2, 2))


def test_coat_of_arms_counts_other_creatures_sharing_a_type():
    # its own example: two Goblin Warriors and a Goblin each get +2/+2
    b = Board()
    b.enter("Goblin Piker", id="a")          # 2/1 Goblin Warrior
    b.enter("Goblin Piker", id="b")
    b.enter("Mogg Fanatic", id="c")          # 1/1 Goblin
    b.enter("Coat of Arms", id="x")
    r = b.resolve()
    assert (_pt(r, "a"), _pt(r, "b"), _pt(r, "c")) == ((4, 3), (4, 3), (3, 3))


def test_descendant_of_kiyomaro_needs_more_cards_than_each_opponent():
    b = Board(players=["Alex", "Bo", "Cy"])
    b.enter("Descendant of Kiyomaro", id="d")           # 2/3
    for k in range(3):
        b.enter("Island", id=f"a{k}", zone="hand", owner="Alex")
    for k in range(2):
        b.enter("Island", id=f"b{k}", zone="hand", owner="Bo")
    assert _pt(b.resolve(), "d") == (3, 5)
    for k in range(3):                                  # Cy has as many: not more than each opponent
        b.enter("Island", id=f"c{k}", zone="hand", owner="Cy")
    assert _pt(b.resolve(), "d") == (2, 3)


def test_tatyova_land_creature_stays_after_the_lands_go():
    # 603.4: the intervening "if" is checked as the trigger resolves; the effect then lasts (611.2a)
    b = Board()
    b.enter("A-Tatyova, Steward of Tides", id="t")
    for k in range(7):
        b.enter("Forest", id=f"f{k}")
    b.ability("t", 2, targets=["f0"])
    b.leave("f6")
    b.leave("f5")
    r = b.resolve()
    c = r["f0"].characteristics
    assert (c.power, c.toughness) == (4, 4) and c.types == {"Land", "Creature"} and "Elemental" in c.subtypes
    assert {"Flying", "Haste"} <= set(_keywords(r, "f0"))      # flying from its first ability


def test_ascendant_spirit_steps_need_the_previous_type():
    b = Board()
    b.enter("Ascendant Spirit", id="a")                 # 1/1 Spirit
    b.ability("a", 2)                                   # not a Warrior: nothing, not even the counter
    r = b.resolve()
    assert _pt(r, "a") == (1, 1) and not b.state.objects["a"].counters
    b.ability("a", 1)
    b.ability("a", 2)
    r = b.resolve()
    assert _pt(r, "a") == (4, 4)
    assert r["a"].characteristics.subtypes == {"Spirit", "Warrior", "Angel"}
    assert "Flying" in _keywords(r, "a")                # from the flying counter (122.1b)


def test_gleam_of_authority_counts_counters_on_other_creatures_you_control():
    b = Board()
    b.enter("Grizzly Bears", id="g", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="g2", counters={"+1/+1": 2})
    b.enter("Grizzly Bears", id="o", controller="Bo", counters={"+1/+1": 5})
    b.enter("Gleam of Authority", id="x")
    b.attach("x", "g")
    assert _pt(b.resolve(), "g") == (5, 5)              # 2/2 + its own counter + 2 from g2


def test_counts_of_zones_and_names():
    b = Board()
    b.enter("Forest", id="f1")
    b.enter("Forest", id="f2")
    b.enter("Island", id="i")
    b.enter("Awakened Amalgam", id="a")                 # differently named lands: Forest, Island
    assert _pt(b.resolve(), "a") == (2, 2)
    b = Board()
    b.enter("Soulless One", id="s")                     # itself, a Zombie, counts
    b.enter("Gravedigger", id="z", zone="graveyard", owner="Bo")
    b.enter("Walking Corpse", id="w", controller="Bo")
    assert _pt(b.resolve(), "s") == (3, 3)
    b = Board()
    b.enter("Nighthawk Scavenger", id="n")              # 1 + instant, land, creature
    b.enter("Shock", id="s", zone="graveyard", owner="Bo")
    b.enter("Dryad Arbor", id="d", zone="graveyard", owner="Bo")
    assert _pt(b.resolve(), "n") == (4, 3)


def test_drag_to_the_bottom_x_is_fixed_as_it_resolves():
    # 608.2h: X (1 + basic land types among lands you control) is determined once
    b = Board()
    b.enter("Forest", id="f")
    b.enter("Craw Wurm", id="w", controller="Bo")       # 6/4
    b.cast("Drag to the Bottom")
    assert _pt(b.resolve(), "w") == (4, 2)
    b.enter("Island", id="i")
    assert _pt(b.resolve(), "w") == (4, 2)


# ---------------------------------------------------------------- misreading fixed: counters it enters with
# "This creature enters with four oil counters on it." is no layer effect of its own, but a condition of the
# card's static ability reads those counters on the source: the replacement effect (614.1c) must put them,
# or the card enters looking as if it had none (it was compiled to nothing, the card "fully supported")


def test_homarid_enters_with_its_tide_counter():
    # 2/2; "enters with a tide counter on it"; "As long as there is exactly one tide counter on this creature,
    # it gets -1/-1"
    b = Board()
    b.enter("Homarid", id="h")
    r = b.resolve()
    assert [(c.kind, c.count) for c in b.state.objects["h"].counters] == [("tide", 1)]
    assert _pt(r, "h") == (1, 1)
    b.counters("h", add={"tide": 2})                    # exactly three: +1/+1
    assert _pt(b.resolve(), "h") == (3, 3)


def test_evolved_spinoderm_enters_with_four_oil_counters_so_has_hexproof():
    # "has trample as long as it has two or fewer oil counters on it. Otherwise, it has hexproof."
    b = Board()
    b.enter("Evolved Spinoderm", id="s")
    kws = _keywords(b.resolve(), "s")
    assert "Hexproof" in kws and "Trample" not in kws
    b.counters("s", remove={"oil": 2})
    kws = _keywords(b.resolve(), "s")
    assert "Trample" in kws and "Hexproof" not in kws


def test_arixmethes_enters_as_a_land_while_it_has_slumber_counters():
    # "enters with five slumber counters on it. As long as Arixmethes has a slumber counter on it, it's a
    # land. (It's not a creature.)": its card type is set (205.1a)
    b = Board()
    b.enter("Arixmethes, Slumbering Isle", id="a")
    c = b.resolve()["a"].characteristics
    assert c.types == {"Land"}
    b.counters("a", remove={"slumber": 5})
    assert "Creature" in b.resolve()["a"].characteristics.types


def test_roc_hatchling_has_no_bonus_while_its_shell_counters_are_on_it():
    # 0/1; "enters with four shell counters"; "+3/+2 and has flying as long as it has no shell counters on it"
    b = Board()
    b.enter("Roc Hatchling", id="r")
    r = b.resolve()
    assert _pt(r, "r") == (0, 1) and "Flying" not in _keywords(r, "r")


def test_myojin_has_indestructible_only_when_cast_from_hand():
    # "enters with a divinity counter on it if you cast it from your hand"; "has indestructible as long as it
    # has a divinity counter on it"
    b = Board()
    b.enter("Myojin of Cleansing Fire", id="m", choices={"cast_from": "hand"})
    r = b.resolve()
    assert [(c.kind, c.count) for c in b.state.objects["m"].counters] == [("divinity", 1)]
    assert "Indestructible" in _keywords(r, "m")
    b = Board()
    b.enter("Myojin of Cleansing Fire", id="m", choices={"cast_from": "graveyard"})
    assert "Indestructible" not in _keywords(b.resolve(), "m")


def test_rhox_pummeler_enters_with_a_shield_counter_so_has_trample():
    b = Board()
    b.enter("Rhox Pummeler", id="r")
    assert "Trample" in _keywords(b.resolve(), "r")
    b.counters("r", remove={"shield": 1})
    assert "Trample" not in _keywords(b.resolve(), "r")
