"""Modal spells and abilities (700.2): the bulleted modes are one ability, each mode is compiled
on its own, and a cast or an activation chooses its modes with ``choices: {modes: ...}``.

Every expected value here is read off the card's oracle text and the rules, not off the
compiler's output: Funeral Charm's second mode gives +2/-1, so a Grizzly Bears (2/2) is 4/1
until end of turn; and so on.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from layerkit import Board
from layerkit.compiler import compile_card, compile_text
from layerkit.errors import CardDataError, ScenarioError
from layerkit.game.carddb import bundled_database
from layerkit.game.scenario import Scenario
from layerkit.notebook.sandbox import save_scenario
from layerkit.vocabulary.card_definition import split_abilities
from layerkit.vocabulary.modal import ModeCount, read_modes
from layerkit.vocabulary.parse import parse_definition

FUNERAL_CHARM = ("Choose one —\n• Target player discards a card.\n• Target creature gets +2/-1 until end of turn.\n"
                 "• Target creature gains swampwalk until end of turn. (It can't be blocked as long as defending "
                 "player controls a Swamp.)")


def _board(*bears: str) -> Board:
    b = Board()
    for oid in bears:
        b.enter("Grizzly Bears", id=oid)
    return b


def _pt(b: Board, oid: str) -> tuple[int | None, int | None]:
    r = b.resolve()[oid]
    return r.power, r.toughness


def _texts(b: Board, oid: str) -> list[str]:
    return [a.text for a in b.resolve()[oid].abilities]


# ------------------------------------------------------------------------------ one ability, its modes
def test_the_bulleted_modes_are_one_ability_with_the_choose_line():
    parts = split_abilities(FUNERAL_CHARM, ["Instant"])
    assert len(parts) == 1 and parts[0]["kind"] == "spell"
    assert parts[0]["text"].startswith("Choose one —\n• Target player discards a card.")


def test_a_spree_spell_is_its_keyword_and_one_modal_ability():
    db = bundled_database()
    facts = db.facts("Trash the Town")
    parts = split_abilities(facts["oracle_text"], facts["types"])
    assert [p["kind"] for p in parts] == ["keyword", "spell"]
    modal = read_modes(parts[1]["text"], spree=True)
    assert modal is not None and modal.costs == ("{2}", "{1}", "{1}")
    assert modal.count == ModeCount(1, 3)            # 702.172a: one or more modes


@pytest.mark.parametrize("instruction, n, expected", [
    ("Choose one —", 3, ModeCount(1, 1)),
    ("Choose two —", 4, ModeCount(2, 2)),
    ("Choose one or both —", 2, ModeCount(1, 2)),
    ("Choose one or more —", 3, ModeCount(1, 3)),
    ("When this creature enters, choose one —", 3, ModeCount(1, 1)),
    ("{1}{G}, {T}: Choose one —", 4, ModeCount(1, 1)),
    ("Choose three. You may choose the same mode more than once.", 3, ModeCount(3, 3, repeat=True)),
    ("Choose one that hasn't been chosen —", 3, ModeCount(1, 1, unchosen="ever")),   # the board keeps the history
    ("Choose one at random —", 3, ModeCount(1, 1)),             # the mode the step states came up
])
def test_how_many_modes_an_instruction_allows(instruction, n, expected):
    from layerkit.vocabulary.modal import mode_count

    assert mode_count(instruction, n) == expected


def test_funeral_charm_compiles_to_its_three_modes():
    facts = bundled_database().facts("Funeral Charm")
    c = compile_card(facts)
    assert c.supported
    # read off the oracle text: mode 1 is a one-shot effect, modes 2 and 3 last until end of turn
    assert c.effects == {1: {"modes": [
        {"text": "Target player discards a card."},
        {"text": "Target creature gets +2/-1 until end of turn.", "affects": "targets", "duration": "end_of_turn",
         "modify_pt": [2, -1]},
        {"text": "Target creature gains swampwalk until end of turn.", "affects": "targets",
         "duration": "end_of_turn", "add_abilities": ["Swampwalk"]}]}}


def test_a_mode_that_does_not_compile_makes_the_ability_unsupported():
    # Two by Four: "• Put a base power 4 counter on target creature." (an Unfinity counter, not modelled)
    c = compile_card(bundled_database().facts("Two by Four"))
    assert not c.supported and c.effects == {}
    assert c.unsupported[0].index == 1 and c.unsupported[0].reason.startswith("a mode")
    # and the game says so: casting it leaves the ability in Resolution.unsupported, never a quiet no-op
    b = _board("bears")
    b.cast("Two by Four", targets=["bears"])
    assert b.resolve().unsupported is not None and len(b.resolve().unsupported) == 1


def test_a_modal_ability_with_only_one_shot_modes_is_no_layer_effect():
    c = compile_text("Test Charm", "Choose one —\n• Draw a card.\n• Target player gains 3 life.", ["Instant"])
    assert c.supported and c.effects == {} and c.abilities[0].status == "not-a-layer-effect"


def test_an_instruction_layerkit_does_not_read_is_unsupported():
    text = "Choose one that hasn't been chosen —\n• Target creature gets +1/+1 until end of turn.\n• Draw a card."
    c = compile_text("Test Charm", text, ["Instant"])
    assert not c.supported and "700.2" in c.unsupported[0].reason


def test_an_effect_on_one_of_a_modes_two_targets_is_on_that_target_only():
    # "Put a +1/+1 counter on target creature you control. It deals damage ... to target creature you
    # don't control": the counter goes on the first target only (115.1d: the mode's `target: 1`)
    b = Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Hill Giant", id="theirs", controller="Bo")
    b.cast("Archdruid's Charm", targets=["mine", "theirs"], choices={"modes": 2})
    res = b.resolve()
    assert (res["mine"].power, res["mine"].toughness) == (3, 3)
    assert (res["theirs"].power, res["theirs"].toughness) == (3, 3) and not res.unsupported


def test_a_modal_definition_is_checked_word_by_word():
    with pytest.raises(CardDataError, match="modes"):
        parse_definition({"modes": [{"text": "Draw a card."}]}, "Test: ability 1")
    with pytest.raises(CardDataError, match=r"modes\[1\]\.zones"):
        parse_definition({"modes": [{"text": "a"}, {"text": "b", "zones": ["hand"], "affects": "self",
                                                     "modify_pt": [1, 1]}]}, "Test: ability 1")
    with pytest.raises(CardDataError, match="choose"):
        parse_definition({"affects": "self", "modify_pt": [1, 1], "choose": {"min": 1}}, "Test: ability 1")
    with pytest.raises(CardDataError, match="affects"):
        parse_definition({"modes": [{"text": "a"}, {"text": "b"}], "affects": "self"}, "Test: ability 1")
    d = parse_definition({"modes": [{"text": "a"}, {"text": "b", "affects": "targets", "modify_pt": [1, 1]}],
                          "choose": {"max": None}}, "Test: ability 1")
    assert d.mode_count == ModeCount(1, None) and d.modes[0].definition is None
    assert d.modes[1].definition is not None and d.modes[1].definition.has("modify_pt")


# ------------------------------------------------------------------------------ casting: Funeral Charm
def test_funeral_charm_mode_2_makes_grizzly_bears_4_1_until_end_of_turn():
    b = _board("bears")
    b.cast("Funeral Charm", targets=["bears"], choices={"modes": 2})
    assert _pt(b, "bears") == (4, 1)
    assert "Swampwalk" not in _texts(b, "bears")      # only the chosen mode's effect happens
    b.end_turn()
    assert _pt(b, "bears") == (2, 2)


def test_funeral_charm_mode_3_gives_swampwalk_until_end_of_turn():
    b = _board("bears")
    b.cast("Funeral Charm", targets=["bears"], choices={"modes": [3]})
    assert _pt(b, "bears") == (2, 2) and "Swampwalk" in _texts(b, "bears")
    b.end_turn()
    assert "Swampwalk" not in _texts(b, "bears")


def test_funeral_charm_mode_1_targets_a_player_and_changes_no_object():
    b = _board("bears")
    b.cast("Funeral Charm", choices={"modes": 1})
    assert _pt(b, "bears") == (2, 2) and len(b.resolve().unsupported) == 0


def test_two_modes_get_their_own_targets_in_printed_order():
    # Applied Biomancy: "Choose one or both — • Target creature gets +1/+1 until end of turn.
    # • Return target creature to its owner's hand." Modes chosen as [2, 1] happen as 1, 2 (608.2c);
    # the first target is mode 1's.
    b = _board("a", "b")
    b.cast("Applied Biomancy", targets=["a", "b"], choices={"modes": [2, 1]})
    assert _pt(b, "a") == (3, 3) and _pt(b, "b") == (2, 2)


# ------------------------------------------------------------------------------ spree, escalate, entwine, repeat
def test_trash_the_town_paying_two_modes():
    # "+ {2} — Put two +1/+1 counters on target creature. + {1} — Target creature gains trample until end of turn."
    b = _board("a", "b")
    b.cast("Trash the Town", targets=["a", "b"], choices={"modes": [1, 2]})
    assert _pt(b, "a") == (4, 4) and b.resolve()["a"].counters.get("+1/+1") == 2
    assert "Trample" in _texts(b, "b") and "Trample" not in _texts(b, "a")
    b.end_turn()
    assert _pt(b, "a") == (4, 4) and "Trample" not in _texts(b, "b")   # counters stay; the trample ends


def test_rustler_rampage_mode_with_a_player_target_takes_no_object():
    # "+ {1} — Untap all creatures target player controls. + {1} — Target creature gains double strike ..."
    b = _board("bears")
    b.cast("Rustler Rampage", targets=["bears"], choices={"modes": [1, 2]})
    assert "Double strike" in _texts(b, "bears")


def test_collective_brutality_escalated_to_every_mode():
    # Escalate; "Choose one or more — ... • Target creature gets -2/-2 until end of turn. • Target opponent loses ..."
    b = _board("bears")
    b.cast("Collective Brutality", targets=["bears"], choices={"modes": [1, 2, 3]})
    assert _pt(b, "bears") == (0, 0)


def test_unbounded_potential_entwined_chooses_both_modes():
    # "Choose one — • Put a +1/+1 counter on each of up to two target creatures. • Proliferate.
    # Entwine {3}{W} (Choose both if you pay the entwine cost.)"
    # Both, in printed order (700.2): a counter on each target, then proliferate (701.34a, since round 9 carried
    # out: the step says which permanents get another counter): "a" chosen gets a second one
    b = _board("a", "b")
    b.cast("Unbounded Potential", targets=["a", "b"], choices={"modes": [1, 2], "proliferate": ["a"]})
    assert _pt(b, "a") == (4, 4) and _pt(b, "b") == (3, 3)


def test_eldrazi_confluence_may_choose_the_same_mode_three_times():
    # "Choose three. You may choose the same mode more than once. • Target creature gets +3/-3 until end of turn."
    b = _board("bears")
    b.cast("Eldrazi Confluence", targets=["bears", "bears", "bears"], choices={"modes": [1, 1, 1]})
    assert _pt(b, "bears") == (11, -7)


# ------------------------------------------------------------------------------ modal abilities of permanents
def test_knight_of_autumn_enters_and_its_trigger_puts_two_counters_on_it():
    # "When this creature enters, choose one — • Put two +1/+1 counters on this creature. ..." (a 2/1)
    b = Board()
    b.enter("Knight of Autumn", id="knight")
    b.ability("knight", 1, choices={"modes": 1})
    assert _pt(b, "knight") == (4, 3)


def test_knight_of_autumn_choosing_life_changes_nothing():
    b = Board()
    b.enter("Knight of Autumn", id="knight")
    b.ability("knight", 1, choices={"modes": 3})
    assert _pt(b, "knight") == (2, 1)


def test_bow_of_nylea_activated_mode_puts_a_counter_on_its_target():
    # "{1}{G}, {T}: Choose one — • Put a +1/+1 counter on target creature. ..."
    b = _board("bears")
    b.enter("Bow of Nylea", id="bow")
    b.ability("bow", 2, targets=["bears"], choices={"modes": 1})
    assert _pt(b, "bears") == (3, 3)


# ------------------------------------------------------------------------------ refusals (one clear error each)
@pytest.mark.parametrize("choices, targets, message", [
    (None, ["bears"], "needs choices.modes"),
    ({"modes": 4}, ["bears"], "no mode 4"),
    ({"modes": [2, 3]}, ["bears", "bears"], "exactly 1 mode"),
    ({"modes": 0}, ["bears"], "expected a mode's position"),
    ({"modes": "two"}, ["bears"], "expected a mode's position"),
    ({"modes": 1}, ["bears"], "take 0 target"),
])
def test_a_wrong_mode_choice_is_one_error_naming_the_field(choices, targets, message):
    b = _board("bears")
    with pytest.raises(ScenarioError, match=message) as err:
        b.cast("Funeral Charm", targets=targets, choices=choices)
    assert err.value.field in ("choices.modes", "targets") or (err.value.field or "").startswith("choices.modes")
    assert len(b.steps) == 1                       # the failed step is not recorded


def test_the_same_mode_twice_is_refused_without_the_words_that_allow_it():
    b = _board("bears")
    with pytest.raises(ScenarioError, match="700.2d"):
        b.cast("Applied Biomancy", targets=["bears", "bears"], choices={"modes": [1, 1]})


def test_too_few_modes_for_choose_two():
    b = _board("bears")
    with pytest.raises(ScenarioError, match="exactly 2 modes") as err:
        b.cast("Dromoka's Command", targets=["bears"], choices={"modes": 3})
    assert err.value.field == "choices.modes"


def test_modes_for_a_spell_that_is_not_modal():
    b = _board("bears")
    with pytest.raises(ScenarioError, match="not modal") as err:
        b.cast("Giant Growth", targets=["bears"], choices={"modes": 1})
    assert err.value.field == "choices.modes"


def test_modes_are_not_chosen_as_a_permanent_enters():
    b = Board()
    with pytest.raises(ScenarioError, match="700.2a") as err:
        b.enter("Knight of Autumn", choices={"modes": 1})
    assert err.value.field == "choices.modes"


def test_a_target_that_does_not_fit_the_chosen_modes_phrase():
    # Borrowed Hostility mode 1: "Target creature gets +3/+0": a land is not a legal target
    b = Board()
    b.enter("Forest", id="forest")
    with pytest.raises(ScenarioError, match="not a legal target"):
        b.cast("Borrowed Hostility", targets=["forest"], choices={"modes": 1})


def test_a_scenario_file_names_the_step_and_field():
    text = ("steps:\n  - enter: {card: Grizzly Bears, id: bears}\n"
            "  - cast: {card: Funeral Charm, targets: bears, choices: {modes: 7}}\n")
    with pytest.raises(ScenarioError) as err:
        Scenario.from_yaml(text, file="modal.yaml").resolve()
    assert "modal.yaml" in str(err.value) and "choices.modes" in str(err.value)


# ------------------------------------------------------------------------------ saving and reloading
def test_a_board_with_modal_casts_saves_and_reloads(tmp_path: Path):
    b = _board("a", "b")
    b.cast("Funeral Charm", targets=["a"], choices={"modes": 2})
    b.cast("Trash the Town", targets=["a", "b"], choices={"modes": [1, 2]})
    b.enter("Knight of Autumn", id="knight")
    b.ability("knight", 1, choices={"modes": 1})
    path = save_scenario(b, tmp_path / "modal.yaml", expect="resolved", overwrite=True)
    sc = Scenario.from_yaml(path.read_text(encoding="utf-8"), file=str(path))
    assert sc.steps == b.steps
    assert sc.check() == []
    res = sc.resolve()
    assert (res["a"].power, res["a"].toughness) == (6, 3)       # 2/2, +2/-1, two +1/+1 counters
    assert (res["knight"].power, res["knight"].toughness) == (4, 3)


def test_skinshifter_activated_mode_2_makes_it_a_2_2_bird_with_flying_until_end_of_turn():
    # "{G}: Choose one. Activate only once each turn. • ... • Until end of turn, this creature becomes a
    # Bird with base power and toughness 2/2 and gains flying. • ..." (a 1/1 Human Shaman; "becomes a Bird"
    # replaces its creature types, 205.1a)
    b = Board()
    b.enter("Skinshifter", id="shifter")
    b.ability("shifter", 1, choices={"modes": 2})
    r = b.resolve()["shifter"]
    assert (r.power, r.toughness) == (2, 2) and set(r.subtypes) == {"Bird"} and "Flying" in _texts(b, "shifter")
    b.end_turn()
    r = b.resolve()["shifter"]
    assert (r.power, r.toughness) == (1, 1) and set(r.subtypes) == {"Human", "Shaman"}


def test_the_calculator_asks_for_the_modes_of_a_modal_spell():
    from layerkit.notebook.calculator import Calculator

    calc = Calculator()
    calc.add("Grizzly Bears", id="bears")
    assert "modes" in calc.needs("Funeral Charm")["choices"]
    calc.add("Funeral Charm", choices={"modes": 2}, targets=["bears"])
    res = Calculator.from_yaml(calc.to_yaml()).resolve()
    assert (res["bears"].power, res["bears"].toughness) == (4, 1)


def test_a_static_ability_has_no_modes():
    b = Board()
    with pytest.raises(ScenarioError, match="a static ability has no modes"):
        b.define("Test Anthem", "Enchantment", oracle_text="Creatures you control get +1/+1.",
                 effects={1: {"modes": [{"text": "a", "affects": {"types": ["Creature"]}, "modify_pt": [1, 1]},
                                        {"text": "b"}]}})


def test_darigaazs_charm_any_target_mode_needs_no_object_target():
    # "• Darigaaz's Charm deals 3 damage to any target." (a player, maybe): no target is fine
    b = _board("bears")
    b.cast("Darigaaz's Charm", choices={"modes": 2})
    b.cast("Darigaaz's Charm", targets=["bears"], choices={"modes": 3})   # "Target creature gets +3/+3 ..."
    assert _pt(b, "bears") == (5, 5)


def test_a_hand_written_modal_card_in_a_scenario(tmp_path: Path):
    text = """
cards:
  - name: Test Charm
    type_line: Instant
    oracle_text: "Choose one or both —\\n• Target creature gets +1/+0 until end of turn.\\n• Target creature gets +0/+3 until end of turn."
    effects:
      1:
        modes:
          - {text: Target creature gets +1/+0 until end of turn., affects: targets, modify_pt: [1, 0], duration: end_of_turn}
          - {text: Target creature gets +0/+3 until end of turn., affects: targets, modify_pt: [0, 3], duration: end_of_turn}
        choose: {min: 1, max: 2}
steps:
  - enter: {card: Grizzly Bears, id: a}
  - enter: {card: Grizzly Bears, id: b}
  - cast: {card: Test Charm, targets: [a, b], choices: {modes: [1, 2]}}
expect:
  a: {power: 3, toughness: 2}
  b: {power: 2, toughness: 5}
"""
    sc = Scenario.from_yaml(text, file="test-charm.yaml")
    assert sc.check() == []


def test_umezawas_jitte_modes_pump_the_equipped_creature_or_shrink_a_target():
    # "Remove a charge counter from Umezawa's Jitte: Choose one — • Equipped creature gets +2/+2 until
    # end of turn. • Target creature gets -1/-1 until end of turn. • You gain 2 life." (ability 2)
    b = _board("bears", "other")
    b.enter("Umezawa's Jitte", id="jitte", attached_to="bears")
    b.ability("jitte", 2, choices={"modes": 1})
    b.ability("jitte", 2, targets=["other"], choices={"modes": 2})
    assert _pt(b, "bears") == (4, 4) and _pt(b, "other") == (1, 1)
    b.end_turn()
    assert _pt(b, "bears") == (2, 2) and _pt(b, "other") == (2, 2)


def test_restoration_magic_tiered_first_mode():
    # Tiered (702.183a: choose one); "• Cure — {0} — Target permanent gains hexproof and indestructible until end of turn."
    b = _board("bears")
    b.cast("Restoration Magic", targets=["bears"], choices={"modes": 1})
    assert {"Hexproof", "Indestructible"} <= set(_texts(b, "bears"))
    with pytest.raises(ScenarioError, match="exactly 1 mode"):
        b.cast("Restoration Magic", targets=["bears"], choices={"modes": [1, 3]})


def test_a_flavor_word_before_a_mode_has_no_rules_meaning():
    # Inspiring Bard: "When this creature enters, choose one — • Bardic Inspiration — Target creature gets
    # +2/+2 until end of turn. • Song of Rest — You gain 3 life." (207.2d)
    b = _board("bears")
    b.enter("Inspiring Bard", id="bard")
    b.ability("bard", 1, targets=["bears"], choices={"modes": 1})
    assert _pt(b, "bears") == (4, 4)


def test_a_mode_that_doubles_power_is_not_dropped():
    # Tifa's Limit Break: "• Meteor Strikes — {2} — Double target creature's power and toughness until end
    # of turn. • Final Heaven — {6}{G} — Triple target creature's power and toughness until end of turn."
    # Every mode is read (701.10b, 701.11b: +X/+Y, X its power, twice it for tripling), none a quiet no-op
    # (until round 5 the tripling was not read and the whole ability was unsupported)
    c = compile_card(bundled_database().facts("Tifa's Limit Break"))
    assert c.supported
    modes = next(iter(c.effects.values()))["modes"]
    assert modes[1]["modify_pt"] == [{"power": "it"}, {"toughness": "it"}]
    assert modes[2]["modify_pt"] == [{"times": [2, {"power": "it"}]}, {"times": [2, {"toughness": "it"}]}]
    # the same phrase outside modes: Unleash Fury ("Double the power of target creature until end of turn.")
    # is read since round 2 as 701.10b says: +X/+0, X its power as it resolves
    assert compile_card(bundled_database().facts("Unleash Fury")).effects[1] == {
        "affects": "targets", "duration": "end_of_turn", "modify_pt": [{"power": "it"}, 0]}


def test_a_modal_spell_after_a_split_second_line():
    # Siege Smash: "Split second\nChoose one — • Destroy target artifact. • Target creature gets +3/+2 and
    # gains trample until end of turn." The cast resolves the modal ability, not the "Split second" line.
    b = _board("bears")
    b.cast("Siege Smash", targets=["bears"], choices={"modes": 2})
    assert _pt(b, "bears") == (5, 4) and "Trample" in _texts(b, "bears")
