"""The layer calculator's logic (layerkit.notebook.calculator) and its widget view, headless.
Expected values come from the rules: 305.7 (a land whose subtype is set loses its own abilities and
has the new basic land type's mana ability), 613.8a/b (dependency), 613.7 (timestamps)."""
from __future__ import annotations

import pytest

from layerkit import ScenarioError
from layerkit.game.scenario import Scenario
from layerkit.notebook.calculator import Calculator, CalculatorApp, needed_choices
from layerkit.notebook.report import dependency_sentence, dependency_sentences

URBORG = "Urborg, Tomb of Yawgmoth"


def _moon_urborg() -> Calculator:
    calc = Calculator()
    calc.add("Blood Moon")
    calc.add(URBORG)
    return calc


@pytest.mark.parametrize("urborg_first", [False, True])
def test_urborg_is_a_mountain_in_either_order(urborg_first):
    calc = _moon_urborg()
    if urborg_first:
        calc.move(URBORG, -1)
    u = calc.resolve()[URBORG]
    assert u.subtypes == frozenset({"Mountain"})                     # 305.7 and 613.8: Blood Moon first
    assert [a.text for a in u.abilities] == ["{T}: Add {R}."]
    why = calc.order_rows()[0]["reason"]
    assert calc.order_rows()[0]["effect"].startswith("Blood Moon")
    # what the order changes is the reason Blood Moon goes first
    assert why.startswith("dependency (613.8b)" if urborg_first else "timestamp (613.7)")


def test_dependency_sentence_names_waiting_effect_and_reason():
    calc = _moon_urborg()
    [sentence] = calc.dependencies()
    assert sentence.startswith("Layer 4: Urborg, Tomb of Yawgmoth's effect waits for Blood Moon's")
    assert "whether Urborg, Tomb of Yawgmoth's effect exists (613.8a)" in sentence
    assert sentence.endswith("so Blood Moon's effect applies first (613.8b).")


def test_dependency_sentences_mark_a_loop():
    from layerkit.notebook.report import load

    res = load("layers-45").resolve()          # Conspiracy and Life and Limb with a Forest
    sentences = dependency_sentences(res, "4")
    assert len(sentences) == 2 and all("dependency loop" in s and "timestamp order (613.8b)" in s for s in sentences)
    assert "what Life and Limb's effect applies to" in " ".join(sentences)
    assert dependency_sentence(("6", "A: x", "B: y", "text")).startswith("Layer 6: A's effect waits for B's")


def test_yaml_round_trip_and_check():
    calc = _moon_urborg()
    calc.add("Bear Cub", controller="Bo", counters={"+1/+1": 2})
    calc.move(URBORG, -1)
    calc.set_rules("amended")
    text = calc.to_yaml()
    again = Calculator.from_yaml(text)
    assert again.entries == calc.entries and again.rules == "amended"
    sc = Scenario.from_yaml(text)
    assert sc.check_all() == {"amended": []}                       # the saved expectations hold
    assert again.resolve()["Bear Cub"].power == 4


def test_edits_keep_the_board_valid():
    calc = Calculator()
    calc.add("Grizzly Bears", id="bears")
    calc.add("Mystic Subdual", attached_to="bears")
    with pytest.raises(ScenarioError, match="must come after"):
        calc.move("Mystic Subdual", -1)                            # an Aura enters after its host
    with pytest.raises(ScenarioError):
        calc.add("No Such Card Anywhere")
    assert len(calc.entries) == 2
    assert calc.resolve()["bears"].power == 0                     # -2/-0 on a 2/2
    calc.remove("bears")
    assert [e.attached_to for e in calc.entries] == [None]


def test_choices_the_card_needs():
    from layerkit.game.carddb import card

    assert needed_choices(card("Painter's Servant")) == ["color"]
    assert needed_choices(card("Metamorphic Alteration")) == ["object"]
    calc = Calculator()
    assert len(calc.choice_options("creature_type")) > 250 and "Saproling" in calc.choice_options("creature_type")
    assert calc.choice_options("color") == ["W", "U", "B", "R", "G"]


def test_search_is_capped_and_prefix_first():
    calc = Calculator()
    assert len(calc.search("")) == 30
    hits = calc.search("moon")
    assert len(hits) == 30 and all("moon" in h.lower() for h in hits)
    starts = [h.lower().startswith("moon") for h in hits]
    assert starts == sorted(starts, reverse=True)          # names starting with the text come first
    assert calc.search("blood moon")[0] == "Blood Moon"
    assert "Elesh Norn, Grand Cenobite" in calc.search("elesh")   # the whole pool, not only the bundled cards


def test_view_adds_and_reorders_headlessly():
    app = CalculatorApp()
    for name in ("Blood Moon", URBORG):
        app.name.value = name
        assert app.add_from_form() == name
    assert "Legendary Land — Mountain" in app.final.value and "{T}: Add {R}." in app.final.value
    assert "timestamp (613.7)" in app.order.value
    up = app.entries_box.children[1].children[1]
    up.click()
    assert "dependency (613.8b)" in app.order.value
    assert "waits for Blood Moon" in app.deps.value.replace("&#x27;", "'")
    app.name.value = "Conspiracy"
    assert [w.description for w in app.choices_box.children] == ["creature type"]
    assert "download" in app.download.value and "base64" in app.download.value
    app.load_yaml(app.calc.to_yaml())
    assert [e.id for e in app.calc.entries] == [URBORG, "Blood Moon"]
    assert "run the notebook" in repr(app)
