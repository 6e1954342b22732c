"""Timestamps (CR 613.7): objects (613.7d), resolved effects (613.7b), granted static abilities
(613.7a), counters (613.7c), attachments (613.7e), turning face up (613.7f).

Expected values come from the Comprehensive Rules' own examples or rule text. Each test builds two
boards that differ only in the event that gives the new timestamp, and checks that the effect with
the later timestamp wins (613.7: earlier applies before later).
"""
from __future__ import annotations

from layerkit import Board


def spell(board: Board, name: str, text: str, **definition) -> str:
    return board.define(name, "Instant", oracle_text=text, effects={1: definition})


def pt(res, oid):
    return res[oid].power, res[oid].toughness


def test_613_7d_objects_get_timestamps_as_they_enter():
    """613.7d: each object gets a timestamp as it enters a zone; of two Auras, the one that entered
    later wins in layer 6 (Flight vs Grounded)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Flight", id="flight", attached_to="bears")
    b.enter("Grounded", id="grounded", attached_to="bears")
    assert b.state.objects["flight"].timestamp < b.state.objects["grounded"].timestamp
    assert not b.resolve()["bears"].has("Flying")


def test_613_7d_zone_change_gives_a_new_timestamp():
    """613.7d / 400.7: a permanent that leaves and re-enters gets a newer timestamp. Godhead of Awe
    (other creatures have base P/T 1/1) vs a later "base 4/4" Aura: the Aura wins until the Godhead
    re-enters, then the Godhead wins."""
    b = Board()
    b.define("Growth Aura", "Enchantment — Aura", oracle_text="Enchant creature\nEnchanted creature has base power and toughness 4/4.",
             effects={2: {"affects": "enchanted", "set_pt": [4, 4]}})
    b.enter("Godhead of Awe", id="godhead")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Growth Aura", attached_to="bears")
    assert pt(b.resolve(), "bears") == (4, 4)
    b.move("godhead", "hand")
    b.move("godhead", "battlefield")
    assert pt(b.resolve(), "bears") == (1, 1)


def test_613_7b_resolved_spell_timestamp_is_when_it_resolves():
    """613.7b: an effect from a resolved spell gets its timestamp as it is created: Square Up (4/4) cast
    after the Godhead entered beats Godhead's 1/1; cast before Godhead entered, it loses."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Godhead of Awe")
    b.cast("Square Up", targets=["bears"])
    assert pt(b.resolve(), "bears") == (4, 4)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Square Up", targets=["bears"])
    b.enter("Godhead of Awe")
    assert pt(b.resolve(), "bears") == (1, 1)


def test_613_7a_granted_static_ability_gets_the_later_timestamp():
    """613.7a: an effect of a static ability granted by another effect has the later of the object's
    and the granting effect's timestamps. An Aura (newer than the Hammer) grants the Hammer
    "Equipped creature has flying"; the Hammer's own "loses flying" has the Hammer's older timestamp,
    so the equipped creature flies."""
    b = Board()
    b.define("Aero Rune", "Enchantment — Aura", oracle_text='Enchant permanent\nEnchanted permanent has "Equipped creature has flying."',
             effects={2: {"affects": "enchanted",
                          "add_abilities": [{"text": "Equipped creature has flying.", "affects": "equipped",
                                             "add_abilities": ["Flying"]}]}})
    b.enter("Grizzly Bears", id="bears")
    b.enter("Colossus Hammer", id="hammer", attached_to="bears")
    b.enter("Aero Rune", id="rune", attached_to="hammer")
    r = b.resolve()
    assert r["bears"].has("Flying")
    assert pt(r, "bears") == (12, 12)
    six = r.order["6"]
    loses = next(i for i, e in enumerate(six) if "loses flying" in e)
    has = next(i for i, e in enumerate(six) if e.endswith("Equipped creature has flying."))
    assert loses < has


def test_cr_613_7a_1_rune_of_flight_colossus_hammer_reattached():
    """CR-613.7a-1: Rune of Flight on Colossus Hammer; when the Hammer becomes attached to a creature
    (613.7e) both its abilities get new timestamps but keep their relative order: the creature gets
    +10/+10 and, the granted ability being later, has flying."""
    b = Board()
    b.define("Aero Rune", "Enchantment — Aura", oracle_text='Enchant permanent\nEnchanted permanent has "Equipped creature has flying."',
             effects={2: {"affects": "enchanted",
                          "add_abilities": [{"text": "Equipped creature has flying.", "affects": "equipped",
                                             "add_abilities": ["Flying"]}]}})
    b.enter("Colossus Hammer", id="hammer")
    b.enter("Aero Rune", id="rune", attached_to="hammer")
    b.enter("Grizzly Bears", id="bears")
    b.attach("hammer", "bears")                       # the Hammer is now newer than the Rune
    r = b.resolve()
    assert pt(r, "bears") == (12, 12)
    assert r["bears"].has("Flying")


def test_cr_613_7a_1_with_bundled_rune_of_flight():
    """CR-613.7a-1 with the bundled Rune of Flight: the ability it grants the Hammer ("Equipped creature
    has flying.") takes the Rune's later timestamp, and keeps its order after the Hammer's own when the
    Hammer is re-attached (613.7e): the creature is 12/12 with flying."""
    b = Board()
    b.enter("Colossus Hammer", id="hammer")
    b.enter("Rune of Flight", id="rune", attached_to="hammer")
    b.enter("Grizzly Bears", id="bears")
    b.attach("hammer", "bears")
    r = b.resolve()
    assert pt(r, "bears") == (12, 12)
    assert r["bears"].has("Flying")


def test_613_7c_counter_timestamp_against_ability_removal():
    """613.7c: a keyword counter has a timestamp (613.1f: it acts in layer 6): a flying counter put on
    after Grounded attached gives flying; one put on before does not."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grounded", attached_to="bears")
    b.counters("bears", add={"flying": 1})
    assert b.resolve()["bears"].has("Flying")
    b = Board()
    b.enter("Grizzly Bears", id="bears", counters={"flying": 1})
    b.enter("Grounded", attached_to="bears")
    assert not b.resolve()["bears"].has("Flying")


def test_613_7c_new_counter_of_a_kind_refreshes_all_of_that_kind():
    """613.7c: when a counter of a kind already on the object is added, every counter of that kind
    gets the new timestamp: the old flying counter now beats Grounded too."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", counters={"flying": 1})
    b.enter("Grounded", attached_to="bears")
    assert not b.resolve()["bears"].has("Flying")
    b.counters("bears", add={"flying": 1})
    assert b.state.objects["bears"].counter("flying") == 2
    assert b.resolve()["bears"].has("Flying")


def test_613_7c_helica_glider_counter_against_mystic_subdual():
    """613.7c / 613.1f: Helica Glider's flying counter is older than Mystic Subdual (loses all abilities)
    so it has no flying; a first strike counter put on later gives first strike."""
    b = Board()
    b.enter("Helica Glider", id="glider", counters={"flying": 1})
    b.enter("Mystic Subdual", attached_to="glider")
    r = b.resolve()
    assert not r["glider"].has("Flying")
    assert pt(r, "glider") == (0, 2)
    b.counters("glider", add={"first strike": 1})
    r = b.resolve()
    assert r["glider"].has("First strike") and not r["glider"].has("Flying")


def test_613_7e_reattached_aura_gets_a_new_timestamp():
    """613.7e: an Aura gets a new timestamp when it becomes attached: Flight moved onto a creature that
    already has Grounded is newer, so the creature flies."""
    b = Board()
    b.enter("Grizzly Bears", id="a")
    b.enter("Grizzly Bears", id="b")
    b.enter("Flight", id="flight", attached_to="b")
    b.enter("Grounded", id="grounded", attached_to="a")
    assert not b.resolve()["a"].has("Flying")
    b.attach("flight", "a")
    r = b.resolve()
    assert r["a"].has("Flying") and not r["b"].has("Flying")


def test_613_7e_reequipped_equipment_is_newer():
    """613.7e: Beamtown Beatstick (+1/+0, menace) equipped before Turn to Frog (loses all abilities,
    1/1): no menace; re-equipped after it: menace. +1/+0 applies in 7c either way (2/1)."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="other")
    b.enter("Beamtown Beatstick", id="stick", attached_to="bears")
    b.cast("Turn to Frog", targets=["bears"])
    r = b.resolve()
    assert not r["bears"].has("Menace") and pt(r, "bears") == (2, 1)
    b.attach("stick", "other")
    b.attach("stick", "bears")
    r = b.resolve()
    assert r["bears"].has("Menace") and pt(r, "bears") == (2, 1)


def test_613_7f_turning_face_up_gives_a_new_timestamp():
    """613.7f: a permanent turned face up gets a new timestamp: its static "creatures you control have
    flying" then is newer than Grounded (attached to a Bear earlier)."""
    def board(face_down: bool) -> Board:
        b = Board()
        b.define("Sky Herald", "Creature — Bird", mana_cost="{2}{U}", power=1, toughness=1,
                 oracle_text="Morph {U}\nCreatures you control have flying.",
                 effects={2: {"affects": {"types": ["Creature"], "controller": "you"}, "add_abilities": ["Flying"]}})
        b.enter("Sky Herald", id="herald", face_down="morph" if face_down else None)
        b.enter("Grizzly Bears", id="bears")
        b.enter("Grounded", attached_to="bears")
        return b
    b = board(face_down=False)
    assert not b.resolve()["bears"].has("Flying")       # the Herald is older than Grounded
    b = board(face_down=True)
    assert not b.resolve()["bears"].has("Flying")       # face down: no abilities at all
    b.turn_face_up("herald")
    r = b.resolve()
    assert r["bears"].has("Flying") and r["herald"].has("Flying")
