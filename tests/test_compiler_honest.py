"""Issue 12, round 2: an honest denominator (clauses that create no continuous effect on objects are
not counted) and the self-type conditions. Expected values come from the oracle text and the rules
cited, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.analysis.coverage import assess
from layerkit.compiler import compile_card
from layerkit.compiler.compile import classifier_reads_layer, looks_continuous
from layerkit.game.board import Board
from layerkit.vocabulary.classifier import classify


@pytest.fixture(scope="module")
def pool() -> dict:
    from layerkit.analysis.coverage import load_cards
    return {c["name"]: c for c in load_cards()}


def _no_effect(sentence: str) -> bool:
    return not looks_continuous(sentence) and not classifier_reads_layer(sentence)


# ------------------------------------------------------------------------------ rule effects on players

@pytest.mark.parametrize("name", ["Everlasting Torment", "Archfiend of Despair", "Skullcrack", "Grievous Wound",
                                  "Leyline of Punishment"])
def test_cant_gain_life_is_a_rule_on_players(pool, name):
    # 119.7: "can't gain life" is a rule effect on a player; 613 orders effects on objects, 613.10
    # applies effects on players after it: the card has no layer effect of its own
    assert assess(pool[name]) is None
    assert classify(pool[name]["oracle_text"], pool[name]["type_line"], name).layers == ()


def test_cant_gain_beside_a_layer_effect_still_reads_the_layer(pool):
    # Erebos: "As long as your devotion to black is less than five, Erebos isn't a creature." is layer 4;
    # "Your opponents can't gain life." is not
    cov = assess(pool["Erebos, God of the Dead"])
    assert cov is not None and cov.status == "fully" and "4" in cov.compiled_layers
    # "can't have or gain" stays a layer 6 effect (613.1f)
    assert looks_continuous("creatures your opponents control can't have or gain flying")
    assert classifier_reads_layer("creatures your opponents control can't have or gain flying")


@pytest.mark.parametrize("name", ["Gnat Miser", "Thought Devourer", "Jin-Gitaxias, Core Augur"])
def test_maximum_hand_size_is_a_players(pool, name):
    # 402.2: a player's maximum hand size; "is reduced" is no "is red"
    assert assess(pool[name]) is None


def test_mana_is_no_object(pool):
    # 109.1: mana is not an object; "that mana becomes colorless" (106.4) changes no characteristic
    assert assess(pool["Horizon Stone"]) is None
    assert assess(pool["Omnath, Locus of All"]) is None
    assert _no_effect("if you would lose unspent mana, that mana becomes colorless instead")
    assert _no_effect("that player loses all unspent mana")


# ------------------------------------------------------------------------------ one-shot actions

@pytest.mark.parametrize("name", ["Bomat Courier", "Necropotence", "Bottled Cloister", "Colfenor's Plans",
                                  "Praetor's Grasp", "Memory Jar"])
def test_a_card_exiled_face_down_is_no_face_down_permanent(pool, name):
    # 406.3a: a card exiled face down has no characteristics, but it is a card in exile, not a face-down
    # permanent or spell (708.2): exiling it is a one-shot zone change, no layer 1b effect
    assert assess(pool[name]) is None


def test_face_down_permanents_still_count(pool):
    # 708.2a: turning a permanent face down, or putting one onto the battlefield face down, is layer 1b
    for s in ("turn ~ face down", "turn target creature face down",
              "return it to the battlefield face down under your control",
              "exile ~, then return it to the battlefield face down under its owner's control",
              "cast that card face down as a 2/2 creature spell without paying its mana cost"):
        assert looks_continuous(s), s
    assert assess(pool["Ixidron"]) is not None
    assert assess(pool["Cyber Conversion"]) is not None


@pytest.mark.parametrize("name", ["Agent of Acquisitions", "Archdemon of Paliano", "Leovold's Operative"])
def test_draft_abilities_are_no_game_effect(pool, name):
    # 905.2: these abilities function during the draft; "turn this card face down" turns a drafted card
    # over in a pile, not a permanent
    assert assess(pool[name]) is None


def test_create_or_cast_a_copy_of_a_card_makes_a_new_object(pool):
    # 707.12 / 111.1: a copy of a card created or cast is a new object with copiable values, like a token
    # (which layerkit creates as a one-shot), not a copy effect on an existing object
    assert assess(pool["Garth One-Eye"]) is None
    assert assess(pool["Tibalt the Chaotic"]) is None
    assert looks_continuous("~ becomes a copy of target creature")
    assert looks_continuous("you may have ~ enter as a copy of any creature on the battlefield")


def test_control_of_in_a_selector_or_an_event(pool):
    # "creatures you control of the chosen type" is a selector; "when you lose control of ~" an event;
    # "enters under the control of an opponent" sets who controls it as it enters (110.2a)
    assert assess(pool["Distant Melody"]) is None
    assert assess(pool["Xantcha, Sleeper Agent"]) is None
    assert assess(pool["Coffin Queen"]) is None
    # 613.1b: a control-changing effect still is one
    assert looks_continuous("gain control of target creature until end of turn")
    assert looks_continuous("target opponent gains control of ~")
    cov = assess(pool["Ray of Command"])
    assert cov is not None and cov.status == "fully" and "2" in cov.compiled_layers


def test_banner_of_kinship_still_enters_with_its_counters(pool):
    # the counters "for each creature you control of the chosen type" that its +1/+1 reads (614.1c)
    c = compile_card(pool["Banner of Kinship"])
    assert c.supported
    assert c.effects[1]["enters_with_counters"] == {
        "fellowship": {"count": {"controller": "you", "types": ["Creature"], "subtypes": ["chosen"]}}}


# ------------------------------------------------------------------------------ conditions and values

@pytest.mark.parametrize("name", ["Burning Hands", "Lightning Dart", "Akoum Hellkite", "Burn the Impure",
                                  "Starfall", "Disciple of Bolas", "Industrial Advancement"])
def test_a_condition_or_a_value_is_no_layer_effect(pool, name):
    # "if that permanent is green, ... 6 damage instead", "if that creature has infect, ...", "where X is
    # that creature's power": what the card reads, not what it changes
    assert assess(pool[name]) is None


def test_musician_grant_is_still_counted(pool):
    # "If it doesn't have '...,' it gains that ability": a real grant (613.1f) must stay in the denominator
    assert assess(pool["Musician"]) is not None


def test_conditions_with_a_real_effect_stay():
    assert looks_continuous("if it isn't a creature, it becomes a 4/4 elemental creature in addition to its other types")
    assert looks_continuous("as long as enchanted creature is red, it loses all abilities")
    assert looks_continuous("lands you control are forests")
    assert looks_continuous("target creature loses all landwalk abilities until end of turn")


# ------------------------------------------------------------------------------ self-type conditions

def test_as_long_as_it_is_a_creature(pool):
    # Triton Wavebreaker: "As long as this permanent is a creature, it has prowess." The condition reads
    # its card types as layer 6 applies, after layer 4 (613.1d, 613.1f)
    c = compile_card(pool["Triton Wavebreaker"])
    assert c.supported
    # (the prowess granted is read by its rule, 702.108a: "Whenever you cast a noncreature spell, this creature
    # gets +1/+1 until end of turn" — round 15)
    assert c.effects[2] == {"affects": "self", "condition": {"source": {"types": ["Creature"]}},
                            "add_abilities": [{"text": "Prowess", "kind": "triggered", "affects": "self",
                                               "duration": "end_of_turn", "modify_pt": [1, 1]}]}
    b = Board()
    b.enter("Triton Wavebreaker", id="t")
    r = b.resolve()
    assert "Prowess" in [a.text for a in r["t"].abilities] and not r.unsupported


def test_not_a_creature_has_no_prowess(pool):
    # One with the Stars: "Enchanted creature or planeswalker is an enchantment and loses all other card
    # types." (layer 4): then Triton Wavebreaker is no creature and its ability grants nothing
    b = Board()
    b.enter("Triton Wavebreaker", id="t")
    b.enter("One with the Stars", id="o", attached_to="t")
    r = b.resolve()
    assert r["t"].types == frozenset({"Enchantment"})
    assert "Prowess" not in [a.text for a in r["t"].abilities] and not r.unsupported


def test_intervening_if_enchantment_becomes_a_creature(pool):
    # Hidden Ancients: "When an opponent casts an enchantment spell, if this permanent is an enchantment,
    # it becomes a 5/5 Treefolk creature." 205.1a: "becomes a creature" replaces its card types; the
    # effect has no duration (611.2a: it lasts)
    b = Board()
    b.enter("Hidden Ancients", id="h")
    r = b.resolve()
    assert r["h"].types == frozenset({"Enchantment"}) and r["h"].power is None
    b.ability("h", 1)
    r = b.resolve()
    assert r["h"].types == frozenset({"Creature"})
    assert r["h"].subtypes == frozenset({"Treefolk"})
    assert (r["h"].power, r["h"].toughness) == (5, 5)
    assert not r.unsupported


def test_intervening_if_checked_as_it_resolves(pool):
    # Hidden Stag: "Whenever an opponent plays a land, if this permanent is an enchantment, it becomes a 3/2
    # Elk Beast creature." / "Whenever you play a land, if this permanent is a creature, it becomes an
    # enchantment." 603.4: an ability whose "if" doesn't hold as it resolves does nothing
    b = Board()
    b.enter("Hidden Stag", id="s")
    b.ability("s", 2)                         # not a creature: nothing
    r = b.resolve()
    assert r["s"].types == frozenset({"Enchantment"})
    b.ability("s", 1)
    r = b.resolve()
    assert r["s"].types == frozenset({"Creature"}) and (r["s"].power, r["s"].toughness) == (3, 2)
    assert r["s"].subtypes == frozenset({"Elk", "Beast"})
    b.ability("s", 1)                         # no longer an enchantment: nothing changes
    r = b.resolve()
    assert r["s"].types == frozenset({"Creature"}) and (r["s"].power, r["s"].toughness) == (3, 2)
    b.ability("s", 2)                         # a creature: it becomes an enchantment (205.1a)
    r = b.resolve()
    assert r["s"].types == frozenset({"Enchantment"})
    b.ability("s", 1)                         # an enchantment again: a creature again
    r = b.resolve()
    assert r["s"].types == frozenset({"Creature"}) and not r.unsupported


def test_opal_archangel_keywords(pool):
    # "... it becomes a 5/5 Angel creature with flying and vigilance."
    b = Board()
    b.enter("Opal Archangel", id="a")
    b.ability("a", 1)
    r = b.resolve()
    assert (r["a"].power, r["a"].toughness) == (5, 5) and r["a"].subtypes == frozenset({"Angel"})
    assert {"Flying", "Vigilance"} <= {a.text for a in r["a"].abilities} and not r.unsupported


def test_intervening_if_with_what_the_vocabulary_cannot_say(pool):
    # "protection from each of that spell's colors": the spell that triggered it is no object a selector
    # names: left unsupported (Veiled Sentry's "power and toughness each equal to that spell's mana value" is
    # a number the step states, choices.stated, 608.2h: tests/test_compiler_values9.py)
    assert not compile_card(pool["Opal Titan"]).supported


def test_a_condition_inside_a_triggered_effect_is_not_an_intervening_if():
    # 603.4 is an "if" right after the trigger event; "as long as" inside the effect would have to be
    # checked for as long as the effect lasts, which a resolved effect's condition is not
    from layerkit.compiler import compile_text
    c = compile_text("Test Knight", "Whenever Test Knight attacks, it gets +2/+0 until end of turn as long as "
                     "you control a Mountain.", ["Creature"])
    assert not c.supported or 1 not in c.effects or "condition" not in c.effects[1]


@pytest.mark.parametrize("name", ["Gemini Engine", "Ritual of the Returned", "Broken Visage"])
def test_a_created_tokens_power_is_what_the_token_is(pool, name):
    # 111.3, 608.2h: "Create a ... token. Its power is equal to that creature's power ...": the token's
    # power and toughness as it is created, no continuous effect on an object that exists
    assert assess(pool[name]) is None


@pytest.mark.parametrize("name", ["Illusionary Informant", "Whispergear Sneak", "Smuggler Captain", "Sindbad"])
def test_draft_and_card_type_conditions(pool, name):
    # 905.2 (during the draft); "If it isn't a land card, discard it" (a condition on a card's types)
    assert assess(pool[name]) is None
