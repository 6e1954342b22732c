"""Layer order and the scope of effects: 613.1-613.6, 613.9, 611.2c, 611.3b, 604.3 (CDAs).

Expected values come from the Comprehensive Rules' own examples (ids as in
/work/shared/reference/comprehensive-rules-examples.md) or from the rule text.
"""
from __future__ import annotations

from layerkit import Board


def spell(board: Board, name: str, text: str, **definition) -> str:
    """A homebrew instant whose ability 1 is ``definition``."""
    return board.define(name, "Instant", oracle_text=text, effects={1: definition})


def color_spell(board: Board, name: str, colors: list[str]) -> str:
    return spell(board, name, "Target creature becomes that color.", affects="targets", set_colors=colors)


def aura(board: Board, name: str, text: str, **definition) -> str:
    return board.define(name, "Enchantment — Aura", oracle_text=f"Enchant creature\n{text}",
                        effects={2: {"affects": "enchanted", **definition}})


def pt(res, oid):
    return res[oid].power, res[oid].toughness


# ------------------------------------------------------------------------------ 613.5 / 611.3b

def test_cr_613_5_1_honor_of_the_pure_follows_color_changes():
    """CR-613.5-1: a 2/2 black creature turned white gets Honor of the Pure's +1/+1 (3/3); turned
    red later, it is 2/2 again."""
    b = Board()
    b.enter("Honor of the Pure")
    b.define("Black Two", "Creature — Zombie", mana_cost="{1}{B}", power=2, toughness=2)
    b.enter("Black Two", id="c")
    r = b.resolve()
    assert r["c"].colors == {"B"} and pt(r, "c") == (2, 2)
    b.cast(color_spell(b, "Whiten", ["W"]), targets=["c"])
    r = b.resolve()
    assert r["c"].colors == {"W"} and pt(r, "c") == (3, 3)
    b.cast(color_spell(b, "Redden", ["R"]), targets=["c"])
    r = b.resolve()
    assert r["c"].colors == {"R"} and pt(r, "c") == (2, 2)


def test_cr_611_3b_1_static_ability_reevaluated_continuously():
    """CR-611.3b-1: "All white creatures get +1/+1" (Crusade): a creature that becomes white gets the
    bonus, one that stops being white loses it."""
    b = Board()
    b.enter("Crusade")
    b.enter("Grizzly Bears", id="green")
    b.enter("Savannah Lions", id="white")          # 2/1 white
    r = b.resolve()
    assert pt(r, "green") == (2, 2) and pt(r, "white") == (3, 2)
    b.cast(color_spell(b, "Whiten", ["W"]), targets=["green"])
    b.cast(color_spell(b, "Bluen", ["U"]), targets=["white"])
    r = b.resolve()
    assert pt(r, "green") == (3, 3) and pt(r, "white") == (2, 1)


def test_cr_613_9_2_white_anthem_and_is_white_in_either_order():
    """CR-613.9-2: "White creatures get +1/+1" and "Enchanted creature is white": the enchanted creature
    gets +1/+1 regardless of its previous color and of the timestamps."""
    for crusade_first in (True, False):
        b = Board()
        aura(b, "Whitewash", "Enchanted creature is white.", set_colors=["W"])
        if crusade_first:
            b.enter("Crusade")
        b.enter("Grizzly Bears", id="bears")
        b.enter("Whitewash", attached_to="bears")
        if not crusade_first:
            b.enter("Crusade")
        r = b.resolve()
        assert r["bears"].colors == {"W"} and pt(r, "bears") == (3, 3), crusade_first


# ------------------------------------------------------------------------------ 611.2c

def test_cr_611_2c_1_resolved_spell_locks_its_set():
    """CR-611.2c-1: "All white creatures get +1/+1 until end of turn" affects the white creatures on the
    battlefield as it resolves, even if they change color later, and not creatures that turn white or
    enter afterward."""
    b = Board()
    b.enter("Savannah Lions", id="w")              # white 2/1
    b.enter("Grizzly Bears", id="n")               # green 2/2
    b.cast(spell(b, "White Rally", "All white creatures get +1/+1 until end of turn.",
                 affects={"types": ["Creature"], "colors": ["W"]}, duration="end_of_turn", modify_pt=[1, 1]))
    b.cast(color_spell(b, "Redden", ["R"]), targets=["w"])
    b.cast(color_spell(b, "Whiten", ["W"]), targets=["n"])
    b.enter("Savannah Lions", id="late")
    r = b.resolve()
    assert pt(r, "w") == (3, 2)
    assert pt(r, "n") == (2, 2)
    assert pt(r, "late") == (2, 1)


def test_611_2c_creatures_get_bonus_not_creature_entering_later():
    """611.2c: a "creatures you control get +1/+1 until end of turn" spell doesn't affect a creature that
    entered after it resolved; a static anthem (611.3a) does."""
    b = Board()
    b.enter("Grizzly Bears", id="early")
    b.cast(spell(b, "Overrun Lite", "Creatures you control get +1/+1 until end of turn.",
                 affects={"types": ["Creature"], "controller": "you"}, duration="end_of_turn", modify_pt=[1, 1]))
    b.enter("Grizzly Bears", id="late")
    r = b.resolve()
    assert pt(r, "early") == (3, 3) and pt(r, "late") == (2, 2)
    b.enter("Glorious Anthem")
    r = b.resolve()
    assert pt(r, "early") == (4, 4) and pt(r, "late") == (3, 3)


def test_611_2c_locked_object_that_changes_zones_is_a_new_object():
    """611.2c with 400.7: the object that left and came back is a new object, not in the locked set."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Giant Growth", targets=["bears"])
    b.move("bears", "hand")
    b.move("bears", "battlefield")
    assert pt(b.resolve(), "bears") == (2, 2)


# ------------------------------------------------------------------------------ 613.6

def test_cr_613_6_1_one_effect_in_layers_5_and_7c():
    """CR-613.6-1: "gets +1/+1 and becomes the color of your choice until end of turn": the color part
    applies in layer 5, the +1/+1 in 7c."""
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast(spell(b, "Chroma Pump", "Target creature gets +1/+1 and becomes the color of your choice until end of turn.",
                 affects="targets", duration="end_of_turn", set_colors="chosen", modify_pt=[1, 1]),
           targets=["bears"], choices={"color": "R"})
    r = b.resolve()
    assert r["bears"].colors == {"R"} and pt(r, "bears") == (3, 3)
    layers = set(r.trace[r.trace.effect.str.startswith("Chroma Pump")].layer)
    assert layers == {"5", "7c"}


def test_cr_613_6_2_act_of_treason_layers_2_and_6():
    """CR-613.6-2: Act of Treason's control part applies in layer 2, its haste in layer 6; at end of
    turn both end."""
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.cast("Act of Treason", controller="Alex", targets=["bears"])
    r = b.resolve()
    assert r["bears"].controller == "Alex" and r["bears"].has("Haste")
    assert set(r.trace[r.trace.effect.str.startswith("Act of Treason")].layer) == {"2", "6"}
    b.end_turn()
    r = b.resolve()
    assert r["bears"].controller == "Bo" and not r["bears"].has("Haste")


def test_cr_613_6_3_type_and_pt_parts_apply_to_the_same_objects():
    """CR-613.6-3: "All noncreature artifacts become 2/2 artifact creatures until end of turn": the
    7b part applies to the same permanents as the layer-4 part, though they are creatures by then;
    an artifact that already was a creature is not affected."""
    b = Board()
    b.enter("Sol Ring", id="ring")
    b.enter("Brass Man", id="brass")                 # already an artifact creature (1/3)
    b.cast(spell(b, "Animate Artifacts", "All noncreature artifacts become 2/2 artifact creatures until end of turn.",
                 affects={"types": ["Artifact"], "not_types": ["Creature"]}, duration="end_of_turn",
                 add_types=["Artifact", "Creature"], set_pt=[2, 2]))
    r = b.resolve()
    assert {"Artifact", "Creature"} <= r["ring"].types and pt(r, "ring") == (2, 2)
    assert pt(r, "brass") == (1, 3)


def test_613_6_static_effect_keeps_its_set_across_layers():
    """613.6 for a static ability: March of the Machines makes noncreature artifacts creatures (layer 4)
    and sets their P/T (7b) though they are no longer noncreature artifacts then."""
    b = Board()
    b.enter("March of the Machines")
    b.enter("Sol Ring", id="ring")                   # mana value 1
    b.enter("The One Ring", id="one")                # mana value 4
    r = b.resolve()
    assert "Creature" in r["ring"].types and pt(r, "ring") == (1, 1)
    assert pt(r, "one") == (4, 4)


def test_613_6_effect_continues_after_its_ability_is_removed():
    """613.6: an effect that started in layer 4 keeps applying in 7c though a layer-6 effect removes the
    ability that generates it (Dress Down)."""
    b = Board()
    b.define("Elf Lord Test", "Creature — Elf", mana_cost="{1}{G}", power=1, toughness=1,
             oracle_text="Creatures you control are Elves in addition to their other types and get +1/+1.",
             effects={1: {"affects": {"types": ["Creature"], "controller": "you"},
                          "add_subtypes": ["Elf"], "modify_pt": [1, 1]}})
    b.enter("Elf Lord Test", id="lord")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Dress Down")
    r = b.resolve()
    assert "Elf" in r["bears"].subtypes
    assert pt(r, "bears") == (3, 3) and pt(r, "lord") == (2, 2)
    assert r["lord"].abilities == ()


def test_613_6_humility_removing_its_own_ability_still_sets_pt():
    """613.6: Humility made a creature by Opalescence loses its ability in layer 6 while applying, but its
    effect has started, so it still sets P/T in 7b; in 7b, timestamps decide (Opalescence older:
    Humility 1/1; Humility older: Opalescence's 4/4 applies last)."""
    b = Board()
    b.enter("Opalescence"); b.enter("Humility", id="humility"); b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    assert pt(r, "humility") == (1, 1) and pt(r, "bears") == (1, 1)
    b = Board()
    b.enter("Humility", id="humility"); b.enter("Opalescence"); b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    assert pt(r, "humility") == (4, 4) and pt(r, "bears") == (1, 1)


def test_613_6_ability_removed_before_its_first_layer_never_applies():
    """613.6 (converse): an effect whose ability is removed before the effect's first layer never
    starts: Dress Down removes Wilt-Leaf Liege's 7c anthem in layer 6, so other green creatures get
    nothing, and the Liege itself is its printed 4/4."""
    b = Board()
    b.enter("Wilt-Leaf Liege", id="liege")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Dress Down")
    r = b.resolve()
    assert pt(r, "bears") == (2, 2) and pt(r, "liege") == (4, 4)
    assert not any(e.startswith("Wilt-Leaf Liege") for e in r.order["7c"])


def test_613_6_cda_removed_in_layer_6_never_applies_in_7a():
    """604.3 / 613.6: Ashaya's P/T CDA (7a) is gone after Dress Down removes it in layer 6, so its
    */* is 0/0 (208.2a); its layer-4 effect (earlier than layer 6) did apply."""
    b = Board()
    b.enter("Forest")
    b.enter("Ashaya, Soul of the Wild", id="ashaya")
    b.enter("Dress Down")
    r = b.resolve()
    assert "Land" in r["ashaya"].types and "Forest" in r["ashaya"].subtypes
    assert pt(r, "ashaya") == (0, 0)


# ------------------------------------------------------------------------------ 613.9

def test_cr_613_9_1_flying_and_loses_flying_latest_wins():
    """CR-613.9-1: "Enchanted creature has flying" and "Enchanted creature loses flying": neither depends
    on the other; the one generated last wins."""
    for flight_first, flies in ((True, False), (False, True)):
        b = Board()
        b.enter("Grizzly Bears", id="bears")
        first, second = ("Flight", "Grounded") if flight_first else ("Grounded", "Flight")
        b.enter(first, attached_to="bears")
        b.enter(second, attached_to="bears")
        r = b.resolve()
        assert r["bears"].has("Flying") is flies
        assert r.dependencies == []


# ------------------------------------------------------------------------------ 613.3 and 604.3: CDAs

def test_613_3_cda_first_in_layer_4_even_with_later_timestamp():
    """613.3: a changeling's CDA (layer 4) applies before Conspiracy even though Conspiracy is older,
    so Conspiracy's "is the chosen type" replaces all the creature types: Woodland Changeling is an Elf."""
    b = Board()
    b.enter("Conspiracy", choices={"creature_type": "Elf"})
    b.enter("Woodland Changeling", id="changeling")
    r = b.resolve()
    assert r["changeling"].subtypes == {"Elf"}
    assert r.order["4"][0].startswith("Woodland Changeling")


def test_613_3_cda_first_in_layer_5_devoid():
    """613.3: devoid (a color CDA) applies first in layer 5, so Leyline of the Guildpact makes Thief of
    Existence all colors whichever entered first."""
    for leyline_first in (True, False):
        b = Board()
        if leyline_first:
            b.enter("Leyline of the Guildpact")
        b.enter("Thief of Existence", id="thief")
        if not leyline_first:
            b.enter("Leyline of the Guildpact")
        assert b.resolve()["thief"].colors == {"W", "U", "B", "R", "G"}, leyline_first


def test_604_3_cdas_work_in_every_zone():
    """604.3: CDAs function in all zones: a changeling in the hand or graveyard has every creature type,
    devoid makes a card in the hand colorless, Ashaya's P/T CDA counts lands from the library."""
    b = Board()
    b.enter("Forest"); b.enter("Forest"); b.enter("Island")
    b.enter("Woodland Changeling", id="hand_changeling", zone="hand")
    b.enter("Game-Trail Changeling", id="gy_changeling", zone="graveyard")
    b.enter("Nameless Inversion", id="inversion", zone="hand")
    b.enter("Thief of Existence", id="thief", zone="hand")
    b.enter("Ashaya, Soul of the Wild", id="ashaya", zone="library")
    r = b.resolve()
    for oid in ("hand_changeling", "gy_changeling", "inversion"):
        assert {"Elf", "Goblin", "Wizard"} <= r[oid].subtypes, oid
    assert r["thief"].colors == frozenset()
    assert pt(r, "ashaya") == (3, 3)


def test_604_3_non_cda_static_abilities_work_only_on_the_battlefield():
    """604.3 vs 611.3: Ashaya's other static ability (not a CDA) doesn't work from the hand."""
    b = Board()
    b.enter("Ashaya, Soul of the Wild", id="ashaya", zone="hand")
    b.enter("Grizzly Bears", id="bears")
    assert "Land" not in b.resolve()["bears"].types


def test_604_3a_granted_pt_setting_ability_is_not_a_cda():
    """604.3a(2): an ability an effect grants isn't a CDA; a granted "base P/T X/X" applies in 7b by
    timestamp, so a later Diminish wins over it while an earlier one doesn't."""
    b = Board()
    b.define("Size Charm", "Enchantment — Aura", oracle_text='Enchant creature\nEnchanted creature has "This '
             'creature\'s power and toughness are each equal to the number of lands you control."',
             effects={2: {"affects": "enchanted",
                          "add_abilities": [{"text": "This creature's power and toughness are each equal to the number of lands you control.",
                                             "affects": "self", "set_pt": {"count": {"types": ["Land"], "controller": "you"}}}]}})
    for _ in range(5):
        b.enter("Forest")
    b.enter("Grizzly Bears", id="early"); b.cast("Diminish", targets=["early"])
    b.enter("Grizzly Bears", id="late")
    b.enter("Size Charm", attached_to="early"); b.enter("Size Charm", attached_to="late")
    b.cast("Diminish", targets=["late"])
    r = b.resolve()
    assert pt(r, "early") == (5, 5)
    assert pt(r, "late") == (1, 1)
    assert not r.order["7a"]


def test_613_6_static_effect_set_is_fixed_at_its_first_layer():
    """613.6: "White creatures are Knights and get +1/+1" (layers 4 and 7c) applies in 7c to the creatures
    it applied to in layer 4: a white creature turned blue in layer 5 still gets +1/+1, a green one turned
    white in layer 5 doesn't."""
    b = Board()
    b.define("White Banner", "Enchantment", oracle_text="White creatures are Knights in addition to their other "
             "types and get +1/+1.",
             effects={1: {"affects": {"types": ["Creature"], "colors": ["W"]}, "add_subtypes": ["Knight"],
                          "modify_pt": [1, 1]}})
    b.enter("White Banner")
    b.enter("Savannah Lions", id="lions")            # white 2/1
    b.enter("Grizzly Bears", id="bears")             # green 2/2
    b.cast(color_spell(b, "Bluen", ["U"]), targets=["lions"])
    b.cast(color_spell(b, "Whiten", ["W"]), targets=["bears"])
    r = b.resolve()
    assert "Knight" in r["lions"].subtypes and pt(r, "lions") == (3, 2)
    assert "Knight" not in r["bears"].subtypes and pt(r, "bears") == (2, 2)


def test_613_6_level_abilities_removed_before_layer_7b():
    """613.6 (converse) / 711.2: Dress Down removes Hexdrinker's level abilities in layer 6, so its
    level-8 P/T (7b) never applies: it is 2/1 without protection."""
    b = Board()
    b.enter("Hexdrinker", id="hex", counters={"level": 8})
    b.enter("Dress Down")
    r = b.resolve()
    assert pt(r, "hex") == (2, 1) and r["hex"].abilities == ()


def test_611_2b_effect_lasting_while_source_remains():
    """611.2b: Tishana's Tidebinder's "loses all abilities for as long as Tishana's Tidebinder remains on
    the battlefield" ends when the Tidebinder leaves."""
    b = Board()
    b.enter("Shivan Dragon", id="dragon")
    b.enter("Tishana's Tidebinder", id="tidebinder")
    b.ability("tidebinder", 2, targets=["dragon"])
    assert b.resolve()["dragon"].abilities == ()
    b.leave("tidebinder")
    assert b.resolve()["dragon"].has("Flying")
