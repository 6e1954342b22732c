"""layerkit.classify: the wording-based layer map, checked on rules examples and against the
hand-written effect definitions of the bundled set."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from layerkit.analysis.classifier import LAYER_ORDER, classify

ROOT = Path(__file__).resolve().parent.parent
# the shared reference material sits beside the repository (CI lays a copy there); tests skip without it
POOL = next((p for p in (Path(__file__).resolve().parents[2] / "shared" / "reference/card-pool-oracle.json",
                          Path("/work/shared/reference/card-pool-oracle.json")) if p.exists()),
             Path("/work/shared/reference/card-pool-oracle.json"))

# Cards whose classify answer is known to differ from their definitions, with the reason.
KNOWN_MISSES = {
    "Blood Sun": "'lose all abilities except mana abilities' has no operation in the vocabulary yet, "
                 "so the definition is only `other:` text; classify reports layer 6",
    "Svogthos, the Restless Tomb": "the granted quoted ability sets P/T; classify does not read inside "
                                   "quoted abilities (only that one is granted, layer 6)",
}


@pytest.mark.parametrize("text,type_line,name,layers,cda", [
    # 613.1d / 305.7: a type-changing effect
    ("Nonbasic lands are Mountains.", "Enchantment", "Blood Moon", ("4",), False),
    # 613.4c
    ("Creatures you control get +1/+1.", "Enchantment", None, ("7c",), False),
    # 613.4d
    ("Switch target creature's power and toughness until end of turn.", "Instant", None, ("7d",), False),
    # 613.1b
    ("Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
     "Sorcery", None, ("2", "6"), False),
    # 612.2
    ("Change the text of target permanent by replacing all instances of one color word with another.",
     "Instant", None, ("3",), False),
    # 707.2 / 613.2a
    ("You may have Clone enter as a copy of any creature on the battlefield.", "Creature — Shapeshifter",
     "Clone", ("1a",), False),
    # 604.3a CDA, 613.4a
    ("Masumaro's power and toughness are each equal to twice the number of cards in your hand.",
     "Legendary Creature — Spirit", "Masumaro, First to Live", ("7a",), True),
    ("Transguild Courier is all colors.", "Artifact Creature — Golem", "Transguild Courier", ("5",), True),
    # 702.73a changeling is a CDA
    ("Changeling (This card is every creature type.)", "Creature — Shapeshifter", None, ("4",), True),
    # a condition keeps it from being a CDA (604.3a(5)); 613.4b
    ("During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's "
     "still a planeswalker.", "Legendary Planeswalker — Gideon", "Gideon Blackblade", ("4", "6", "7b"), False),
    # 613.4b base P/T, 613.1f abilities, 613.1e colors
    ("Until end of turn, target creature you control becomes a blue and red Dragon with base power and "
     "toughness 4/4, loses all abilities, and gains flying.", "Instant", None, ("4", "5", "6", "7b"), False),
    # token creation defines the token, it is no continuous effect
    ("Create a 2/2 blue Shapeshifter creature token with changeling.", "Sorcery", None, (), False),
    # "without flying" is a selector, "can't attack" no layer effect
    ("Creatures without flying or islandwalk can't attack.", "Enchantment", None, (), False),
    # a condition that mentions a type is not a type-changing effect
    ("As long as enchanted permanent is a creature, it has flying.", "Enchantment — Aura", None, ("6",), False),
    # 702.87 / 711: a leveler's level abilities set base P/T and grant abilities
    ("Level up {1}\nLEVEL 3-7\n4/4\nProtection from instants\nLEVEL 8+\n6/6\nProtection from everything",
     "Creature — Human Wizard", "Hexdrinker", ("6", "7b"), False),
    # +1/+1 counters apply in 7c (613.4c)
    ("When this creature enters, put a +1/+1 counter on target creature.", "Creature — Elf", None, ("7c",), False),
    ("", "Creature — Bear", "Grizzly Bears", (), False),
])
def test_classify_examples(text, type_line, name, layers, cda):
    c = classify(text, type_line, name)
    assert c.layers == layers
    assert c.has_cda is cda
    assert c.layers == tuple(l for l in LAYER_ORDER if l in {l for p in c.parts for l in p.layers})


def test_parts_name_the_text():
    c = classify("Enchant creature\nEnchanted creature gets +2/+0 and has trample.\n"
                 "When this Aura is put into a graveyard from the battlefield, return it to its owner's hand.",
                 "Enchantment — Aura", "Rancor")
    assert [(p.text, p.layers) for p in c.parts] == [
        ("Enchanted creature gets +2/+0 and has trample.", ("6", "7c"))]


def _definition_layers():
    from layerkit.game import carddb as carddata
    if not hasattr(carddata, "definition_layers"):
        pytest.skip("layerkit.game.carddb.definition_layers not there yet")
    return carddata


def test_classify_matches_definitions_on_bundled_set():
    carddata = _definition_layers()

    db = carddata.bundled_database()
    tp = fp = fn = 0
    misses = {}
    checked = 0
    for rec in json.loads((ROOT / "data" / "cards" / "oracle.json").read_text(encoding="utf-8")):
        name = rec["name"]
        if not db.has_definitions(name):
            continue
        checked += 1
        want, want_cda = carddata.definition_layers(name)
        got = classify(rec["oracle_text"], rec["type_line"], name)
        tp += len(set(want) & set(got.layers))
        fp += len(set(got.layers) - set(want))
        fn += len(set(want) - set(got.layers))
        if list(got.layers) != list(want) or got.has_cda != want_cda:
            misses[name] = (list(want), want_cda, list(got.layers), got.has_cda)
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    print(f"\nclassify vs definitions on {checked} cards: precision {precision:.3f}, recall {recall:.3f}, "
          f"{len(misses)} cards differ")
    for name, (want, wcda, got, gcda) in sorted(misses.items()):
        print(f"  {name}: definitions {want} cda={wcda}; classify {got} cda={gcda}"
              + (f"  [known: {KNOWN_MISSES[name]}]" if name in KNOWN_MISSES else ""))
    assert checked >= 40
    assert recall >= 0.8 and precision >= 0.8
    # the teaching cards must agree except for the listed, explained misses
    teaching = set((ROOT / "data" / "effects" / "teaching.yaml").read_text(encoding="utf-8").split("\n"))
    unexplained = [n for n in misses if f"{n}:" in teaching and n not in KNOWN_MISSES]
    assert not unexplained, unexplained


@pytest.mark.skipif(not POOL.exists(), reason="shared reference card pool not present")
def test_classify_runs_over_the_large_pool_without_errors():
    pool = json.loads(POOL.read_text(encoding="utf-8"))
    sample = pool[::50]
    for c in sample:
        got = classify(c.get("text") or "", c.get("type") or "", c.get("name"))
        assert set(got.layers) <= set(LAYER_ORDER)


def test_layerkit_classify_is_the_function_even_after_loading_cards():
    """``layerkit.classify`` once named both a submodule and the function; importing
    ``layerkit.cards`` then replaced the function by the module."""
    import layerkit
    import layerkit.analysis.pool  # noqa: F401
    assert layerkit.cards is layerkit.analysis.pool

    assert callable(layerkit.classify)
    assert layerkit.classify("Creatures you control get +1/+1.", "Enchantment").layers == ("7c",)
