"""Cards in other zones (issue 12, round 4): keywords granted to cards in a graveyard with each
card's own mana cost as their cost ("has flashback. The flashback cost is equal to its mana cost.",
702.34a), "instant or sorcery card".

Every expected value is read from the card's oracle wording and the rules cited, then checked on a
board built with the real pool cards.
"""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import CardDataError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.schema import validate_definition


def _abilities(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].abilities]


def _compiled(name: str):
    return compile_card(bundled_database().facts(name))


# ------------------------------------------------------------------ a keyword at each card's mana cost

def test_snapcaster_grants_flashback_at_the_targets_mana_cost_until_end_of_turn():
    # "target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback
    # cost is equal to its mana cost." 702.34a: Flashback [cost]; Lightning Bolt costs {R}
    assert _compiled("Snapcaster Mage").supported
    b = Board()
    b.enter("Snapcaster Mage", id="snap")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    b.enter("Divination", id="div", zone="graveyard")
    b.ability("snap", 2, targets=["bolt"])
    r = b.resolve()
    assert "Flashback {R}" in _abilities(r, "bolt")
    assert not any(a.startswith("Flashback") for a in _abilities(r, "div"))      # not the target
    b.end_turn()
    assert not any(a.startswith("Flashback") for a in _abilities(b.resolve(), "bolt"))   # until end of turn


def test_lier_gives_each_instant_and_sorcery_card_in_your_graveyard_its_own_flashback_cost():
    # Lier, Disciple of the Drowned: "Each instant and sorcery card in your graveyard has flashback. The
    # flashback cost is equal to that card's mana cost."
    assert _compiled("Lier, Disciple of the Drowned").supported
    b = Board()
    b.enter("Lier, Disciple of the Drowned", id="lier")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    b.enter("Divination", id="div", zone="graveyard")
    b.enter("Lightning Bolt", id="their_bolt", zone="graveyard", owner="Bo")
    b.enter("Lightning Bolt", id="bolt_in_hand", zone="hand")
    b.enter("Grizzly Bears", id="bears", zone="graveyard")
    r = b.resolve()
    assert "Flashback {R}" in _abilities(r, "bolt")
    assert "Flashback {2}{U}" in _abilities(r, "div")              # Divination's own mana cost
    for oid in ("their_bolt", "bolt_in_hand", "bears"):            # another's graveyard, a hand, a creature card
        assert not any(a.startswith("Flashback") for a in _abilities(r, oid)), oid


def test_varolz_gives_creature_cards_scavenge_at_their_mana_cost():
    # "Each creature card in your graveyard has scavenge. The scavenge cost is equal to its mana cost."
    # 702.97a: Scavenge [cost]; Grizzly Bears costs {1}{G}
    assert _compiled("Varolz, the Scar-Striped").supported
    b = Board()
    b.enter("Varolz, the Scar-Striped", id="varolz")
    b.enter("Grizzly Bears", id="bears", zone="graveyard")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    r = b.resolve()
    assert "Scavenge {1}{G}" in _abilities(r, "bears")
    assert not any(a.startswith("Scavenge") for a in _abilities(r, "bolt"))
    assert not any(a.startswith("Scavenge") for a in _abilities(r, "varolz"))    # on the battlefield


def test_the_cost_sentence_is_required():
    # without the sentence naming its cost, bare "flashback" is no whole ability (702.34a)
    from layerkit.compiler import compile_text
    c = compile_text("Test Lier", "Each instant and sorcery card in your graveyard has flashback.", ["Creature"])
    assert not c.supported
    # another cost ("reduced by {2}") is not the card's mana cost: it is read reduced (118.7a; round 7)
    c = compile_text("Test Devourer", "Each nonland card in your hand without foretell has foretell. Its foretell "
                     "cost is equal to its mana cost reduced by {2}.", ["Creature"])
    assert c.effects[1]["add_abilities"] == [{"keyword": "Foretell", "cost": "mana_cost", "reduced_by": 2}]


def test_own_cost_grant_form_is_checked():
    validate_definition({"affects": "targets", "add_abilities": [{"keyword": "Flashback", "cost": "mana_cost"}]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "targets", "add_abilities": [{"keyword": "Flashback", "cost": "{1}"}]}, "t")


# ------------------------------------------------------------------ spells you cast (601.2, 110.2)

def test_artifact_spells_you_cast_have_convoke():
    # Chief Engineer: "Artifact spells you cast have convoke." Spells on the stack you cast (601.2); not an
    # opponent's, not a card in hand, not a permanent
    assert _compiled("Chief Engineer").effects[1]["affects"] == {"zones": ["stack"], "cast_by": "you",
                                                                 "types": ["Artifact"]}
    b = Board()
    b.enter("Chief Engineer", id="eng")
    b.enter("Ornithopter", id="mine", zone="stack")
    b.enter("Ornithopter", id="theirs", zone="stack", controller="Bo")
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.enter("Ornithopter", id="in_hand", zone="hand")
    b.enter("Ornithopter", id="permanent")
    r = b.resolve()
    assert "Convoke" in _abilities(r, "mine")
    for oid in ("theirs", "bears", "in_hand", "permanent"):
        assert "Convoke" not in _abilities(r, oid), oid


def test_a_copy_of_a_spell_is_not_cast():
    # 707.10: a copy of a spell isn't cast; 110.2: a spell's controller is the player who cast it, even after
    b = Board()
    b.enter("Chief Engineer", id="eng")
    b.enter("Ornithopter", id="cast", zone="stack")
    b.enter("Ornithopter", id="copy", zone="stack", cast=False)
    r = b.resolve()
    assert "Convoke" in _abilities(r, "cast") and "Convoke" not in _abilities(r, "copy")


def test_not_cast_is_only_for_the_stack():
    from layerkit.errors import ScenarioError
    with pytest.raises(ScenarioError):
        Board().enter("Ornithopter", zone="hand", cast=False)


def test_instant_and_sorcery_spells_you_cast_both_nouns_are_yours():
    # Prismari, the Inspiration: "Instant and sorcery spells you cast have storm." "you cast" governs both
    # nouns: an opponent's instant spell doesn't have storm
    b = Board()
    b.enter("Prismari, the Inspiration", id="prismari")
    b.enter("Lightning Bolt", id="bolt", zone="stack")
    b.enter("Divination", id="div", zone="stack")
    b.enter("Lightning Bolt", id="their_bolt", zone="stack", controller="Bo")
    b.enter("Divination", id="their_div", zone="stack", controller="Bo")
    b.enter("Grizzly Bears", id="bears", zone="stack")
    r = b.resolve()
    assert "Storm" in _abilities(r, "bolt") and "Storm" in _abilities(r, "div")
    for oid in ("their_bolt", "their_div", "bears"):
        assert "Storm" not in _abilities(r, oid), oid


def test_spells_you_cast_with_a_mana_value_bound_stay_unsupported():
    # 202.3e: a spell's mana value counts its X. (values15 lifted the limit: the spell's step states X,
    # choices.number, as it does for the spell's own X; untold, the ability is listed: tests/test_values15.py)
    assert _compiled("Imoti, Celebrant of Bounty").supported


def test_cast_by_needs_the_stack():
    validate_definition({"affects": {"zones": ["stack"], "cast_by": "you"}, "add_abilities": ["Convoke"]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": {"cast_by": "you"}, "add_abilities": ["Convoke"]}, "t")


# ------------------------------------------------------------------ cards that aren't on the battlefield

def test_teferi_creature_cards_you_own_that_arent_on_the_battlefield_have_flash():
    # Teferi, Mage of Zhalfir: "Creature cards you own that aren't on the battlefield have flash." Every
    # zone of the game but the battlefield (hand, library, graveyard, exile, the stack); yours only
    assert _compiled("Teferi, Mage of Zhalfir").supported
    b = Board()
    b.enter("Teferi, Mage of Zhalfir", id="teferi")
    for zone in ("hand", "library", "graveyard", "exile"):
        b.enter("Grizzly Bears", id=f"bears_{zone}", zone=zone)
    b.enter("Grizzly Bears", id="bears_permanent")
    b.enter("Grizzly Bears", id="their_bears", zone="hand", owner="Bo")
    b.enter("Lightning Bolt", id="bolt", zone="hand")
    r = b.resolve()
    for zone in ("hand", "library", "graveyard", "exile"):
        assert "Flash" in _abilities(r, f"bears_{zone}"), zone
    for oid in ("bears_permanent", "their_bears", "bolt"):
        assert "Flash" not in _abilities(r, oid), oid


def test_the_same_is_true_for_spells_and_cards_in_other_zones():
    # Biotransference: "Creatures you control are artifacts in addition to their other types. The same is
    # true for creature spells you control and creature cards you own that aren't on the battlefield."
    assert _compiled("Biotransference").supported
    b = Board()
    b.enter("Biotransference", id="bio")
    b.enter("Grizzly Bears", id="creature")
    b.enter("Grizzly Bears", id="spell", zone="stack")
    b.enter("Grizzly Bears", id="in_hand", zone="hand")
    b.enter("Grizzly Bears", id="in_graveyard", zone="graveyard")
    b.enter("Grizzly Bears", id="their_creature", controller="Bo")
    b.enter("Grizzly Bears", id="their_spell", zone="stack", controller="Bo")
    b.enter("Grizzly Bears", id="their_card", zone="graveyard", owner="Bo")
    b.enter("Lightning Bolt", id="bolt", zone="hand")
    r = b.resolve()
    for oid in ("creature", "spell", "in_hand", "in_graveyard"):
        assert set(r[oid].types) == {"Artifact", "Creature"}, oid
    for oid in ("their_creature", "their_spell", "their_card"):
        assert set(r[oid].types) == {"Creature"}, oid
    assert set(r["bolt"].types) == {"Instant"}


def test_other_stays_on_the_first_noun_phrase():
    # Roshan, Hidden Magister: "Other creatures you control are Assassins ... The same is true for creature
    # spells you control and creature cards you own that aren't on the battlefield."
    b = Board()
    b.enter("Roshan, Hidden Magister", id="roshan")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Grizzly Bears", id="in_hand", zone="hand")
    r = b.resolve()
    assert "Assassin" in r["bears"].subtypes and "Assassin" in r["in_hand"].subtypes


def test_the_same_is_true_needs_a_selector_it_reads():
    # "permanent spells you control and nonland permanent cards ..." (Encroaching Mycosynth): not read
    assert not _compiled("Encroaching Mycosynth").supported


# ------------------------------------------------------------------ counts and conditions over the graveyard

def test_for_each_land_you_control_and_each_land_card_in_your_graveyard():
    # Multani, Yavimaya's Avatar (0/0): "+1/+1 for each land you control and each land card in your graveyard"
    b = Board()
    b.enter("Multani, Yavimaya's Avatar", id="multani")
    b.enter("Forest", id="f1")
    b.enter("Forest", id="f2")
    b.enter("Forest", id="gy", zone="graveyard")
    b.enter("Forest", id="their_land", controller="Bo")
    b.enter("Forest", id="their_gy", zone="graveyard", owner="Bo")
    b.enter("Forest", id="in_hand", zone="hand")
    b.enter("Grizzly Bears", id="bears_gy", zone="graveyard")
    r = b.resolve()
    assert (r["multani"].power, r["multani"].toughness) == (3, 3)


def test_for_each_other_assassin_and_each_assassin_card():
    # Desmond Miles (3/3... printed P/T read from the pool): "+1/+0 for each other Assassin you control and each
    # Assassin card in your graveyard": not Desmond himself (an Assassin)
    facts = bundled_database().facts("Desmond Miles")
    b = Board()
    b.enter("Desmond Miles", id="desmond")
    r0 = b.resolve()
    assert r0["desmond"].power == int(facts["power"])                   # only himself: "other"
    b.enter("Desmond Miles", id="gy", zone="graveyard")
    assert b.resolve()["desmond"].power == int(facts["power"]) + 1


def test_as_long_as_there_is_a_land_card_in_your_graveyard():
    # Murasa Behemoth: "+3/+3 as long as there is a land card in your graveyard"; Windwright Mage: "flying as
    # long as an artifact card is in your graveyard"
    b = Board()
    b.enter("Murasa Behemoth", id="beh")
    b.enter("Windwright Mage", id="mage")
    b.enter("Forest", id="their_gy", zone="graveyard", owner="Bo")
    b.enter("Ornithopter", id="their_thopter", zone="graveyard", owner="Bo")
    r = b.resolve()
    base = bundled_database().facts("Murasa Behemoth")
    assert r["beh"].power == int(base["power"]) and "Flying" not in _abilities(r, "mage")
    b.enter("Forest", id="gy", zone="graveyard")
    b.enter("Ornithopter", id="thopter", zone="graveyard")
    r = b.resolve()
    assert r["beh"].power == int(base["power"]) + 3 and "Flying" in _abilities(r, "mage")


def test_the_same_is_true_keeps_other_off_the_source():
    # "Other creatures you control are artifacts ... The same is true for creature spells you control and
    # creature cards you own that aren't on the battlefield." (Roshan's wording): the source is not changed
    from _compiled import board_with
    b, c = board_with("Test Roshan", "Creature — Human", "Other creatures you control are artifacts in addition to "
                      "their other types. The same is true for creature spells you control and creature cards you own "
                      "that aren't on the battlefield.", power=2, toughness=2)
    assert c.supported
    b.enter("Test Roshan", id="src")
    b.enter("Test Roshan", id="twin")
    b.enter("Grizzly Bears", id="in_hand", zone="hand")
    r = b.resolve()
    assert set(r["src"].types) == {"Artifact", "Creature"}            # the twin's effect makes it one
    b2, _ = board_with("Test Roshan", "Creature — Human", "Other creatures you control are artifacts in addition to "
                       "their other types. The same is true for creature spells you control and creature cards you "
                       "own that aren't on the battlefield.", power=2, toughness=2)
    b2.enter("Test Roshan", id="src")
    b2.enter("Grizzly Bears", id="bears")
    b2.enter("Grizzly Bears", id="in_hand", zone="hand")
    r2 = b2.resolve()
    assert set(r2["src"].types) == {"Creature"}
    assert set(r2["bears"].types) == {"Artifact", "Creature"} and set(r2["in_hand"].types) == {"Artifact", "Creature"}
