"""Keywords granted without their parameter whose cost the next sentence writes (issue 12, round 7):
"has replicate. The replicate cost is equal to its mana cost." (702.56a), emerge (702.119a), harmonize
(702.180a), disguise (702.168a), blitz (702.152a); "... plus exile three other cards from your graveyard"
(escape, 702.138a); "... reduced by {2}" (foretell 702.143a, miracle 702.94a; 118.7a: only the generic
mana component is reduced).

Every expected value is read from the card's oracle wording and the rules cited, then checked on a
board built with the real pool cards (mana costs: Lightning Bolt {R}, Divination {2}{U}, Grizzly Bears
{1}{G}, Serra Angel {3}{W}{W}, Counterspell {U}{U}).
"""
from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import CardDataError
from layerkit.game.board import Board
from layerkit.game.carddb import bundled_database
from layerkit.vocabulary.ops import own_cost_keyword, reduced_generic
from layerkit.vocabulary.model import Granted
from layerkit.vocabulary.schema import validate_definition


def _abilities(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].abilities]


def _compiled(name: str):
    return compile_card(bundled_database().facts(name))


def _with(r, oid: str, kw: str) -> list[str]:
    return [a for a in _abilities(r, oid) if a.startswith(kw)]


# ------------------------------------------------------------------ own mana cost, more keywords

@pytest.mark.parametrize("card,spell,granted", [
    ("Djinn Illuminatus", "Lightning Bolt", "Replicate {R}"),        # instant spell you cast
    ("Djinn Illuminatus", "Divination", "Replicate {2}{U}"),         # sorcery spell you cast
    ("Herigast, Erupting Nullkite", "Grizzly Bears", "Emerge {1}{G}"),   # creature spell you cast
])
def test_spells_you_cast_get_the_keyword_at_their_own_mana_cost(card, spell, granted):
    assert _compiled(card).supported
    b = Board()
    b.enter(card, id="src")
    b.enter(spell, id="spell", zone="stack")
    b.enter(spell, id="theirs", zone="stack", controller="Bo", owner="Bo")
    b.enter(spell, id="in_hand", zone="hand")
    r = b.resolve()
    kw = granted.split()[0]
    assert _with(r, "spell", kw) == [granted]
    assert _with(r, "theirs", kw) == []        # a spell an opponent cast
    assert _with(r, "in_hand", kw) == []       # a card, not a spell


def test_djinn_does_not_give_a_creature_spell_replicate():
    b = Board()
    b.enter("Djinn Illuminatus", id="djinn")
    b.enter("Grizzly Bears", id="bears", zone="stack")
    assert _with(b.resolve(), "bears", "Replicate") == []


def test_songcrafter_mage_grants_harmonize_to_its_target_until_end_of_turn():
    # "target instant or sorcery card in your graveyard gains harmonize until end of turn. Its harmonize
    # cost is equal to its mana cost."
    assert _compiled("Songcrafter Mage").supported
    b = Board()
    b.enter("Songcrafter Mage", id="mage")
    b.enter("Divination", id="div", zone="graveyard")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    b.ability("mage", 2, targets=["div"])
    r = b.resolve()
    assert _with(r, "div", "Harmonize") == ["Harmonize {2}{U}"]
    assert _with(r, "bolt", "Harmonize") == []
    b.end_turn()
    assert _with(b.resolve(), "div", "Harmonize") == []


def test_disguise_agent_stays_reported():
    # "Commanders you own have disguise. Their disguise cost is equal to their mana cost.": commanders in
    # every zone (the command zone, a hand), not only on the battlefield; left reported
    assert not _compiled("Disguise Agent").supported


# ------------------------------------------------------------------ escape: its mana cost plus exiling cards

def test_underworld_breach_gives_nonland_cards_escape_at_their_mana_cost_plus_exiling_three():
    # "Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost
    # plus exile three other cards from your graveyard." 702.138a: Escape [cost]
    assert _compiled("Underworld Breach").supported
    b = Board()
    b.enter("Underworld Breach", id="breach")
    b.enter("Lightning Bolt", id="bolt", zone="graveyard")
    b.enter("Serra Angel", id="angel", zone="graveyard")
    b.enter("Forest", id="forest", zone="graveyard")
    b.enter("Lightning Bolt", id="theirs", zone="graveyard", owner="Bo")
    r = b.resolve()
    assert _with(r, "bolt", "Escape") == ["Escape—{R}, Exile three other cards from your graveyard"]
    assert _with(r, "angel", "Escape") == ["Escape—{3}{W}{W}, Exile three other cards from your graveyard"]
    assert _with(r, "forest", "Escape") == []       # a land card
    assert _with(r, "theirs", "Escape") == []       # not your graveyard


def test_confession_dial_grants_escape_to_its_target_until_end_of_turn():
    assert _compiled("Confession Dial").supported
    eff = _compiled("Confession Dial").effects[2]
    assert eff["add_abilities"] == [{"keyword": "Escape", "cost": "mana_cost",
                                     "plus": "Exile three other cards from your graveyard"}]
    assert eff["duration"] == "end_of_turn" and eff["affects"] == "targets"


# ------------------------------------------------------------------ reduced by generic mana (118.7a)

def test_bohn_gives_foretell_at_mana_cost_reduced_by_two_generic():
    # "Each nonland card in your hand without foretell has foretell. Its foretell cost is equal to its
    # mana cost reduced by {2}." 118.7a: only the generic mana component; never below nothing
    assert _compiled("Bohn, Beguiling Balladeer").supported
    b = Board()
    b.enter("Bohn, Beguiling Balladeer", id="bohn")
    b.enter("Serra Angel", id="angel", zone="hand")
    b.enter("Grizzly Bears", id="bears", zone="hand")
    b.enter("Counterspell", id="cs", zone="hand")
    b.enter("Forest", id="forest", zone="hand")
    b.enter("Serra Angel", id="yard", zone="graveyard")
    r = b.resolve()
    assert _with(r, "angel", "Foretell") == ["Foretell {1}{W}{W}"]
    assert _with(r, "bears", "Foretell") == ["Foretell {G}"]
    assert _with(r, "cs", "Foretell") == ["Foretell {U}{U}"]       # no generic component to reduce
    assert _with(r, "forest", "Foretell") == []
    assert _with(r, "yard", "Foretell") == []


def test_aminatou_gives_enchantment_cards_miracle_reduced_by_four():
    assert _compiled("Aminatou, Veil Piercer").supported
    assert _compiled("Aminatou, Veil Piercer").effects[2]["add_abilities"] == [
        {"keyword": "Miracle", "cost": "mana_cost", "reduced_by": 4}]


def test_reduced_generic_follows_118_7a():
    assert reduced_generic("{5}{W}{W}", 4) == "{1}{W}{W}"
    assert reduced_generic("{3}{C}", 4) == "{C}"          # colorless is not generic (118.7a)
    assert reduced_generic("{2}", 4) == "{0}"
    assert reduced_generic("{1}{X}{R}", 2) is None        # X chosen as it is cast (601.2f)
    assert reduced_generic("{2/W}{2/W}", 2) is None       # which half: chosen as it is paid (118.7e)
    assert own_cost_keyword(Granted("Foretell", cost="mana_cost", reduced_by=2), "") == "Foretell"   # 118.6


def test_schema_refuses_an_unknown_key_beside_the_keyword():
    validate_definition({"affects": "self", "add_abilities": [{"keyword": "Foretell", "cost": "mana_cost",
                                                                "reduced_by": 2}]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "add_abilities": [{"keyword": "Foretell", "cost": "mana_cost",
                                                                    "minus": 2}]}, "t")
    with pytest.raises(CardDataError):
        validate_definition({"affects": "self", "add_abilities": [{"keyword": "Escape", "cost": "mana_cost",
                                                                    "plus": 3}]}, "t")


def test_bohn_skips_a_card_that_already_has_foretell():
    # "without foretell": Saw It Coming's own "Foretell {1}{U}" (702.143a) keeps it out
    b = Board()
    b.enter("Bohn, Beguiling Balladeer", id="bohn")
    b.enter("Saw It Coming", id="saw", zone="hand")
    r = b.resolve()
    assert _with(r, "saw", "Foretell") == ["Foretell {1}{U}"]


# ------------------------------------------------------------------ "with <keyword>": whatever its parameter

def test_vile_manifestation_counts_cards_with_cycling_including_typecycling():
    # "gets +1/+0 for each card with cycling in your graveyard": Cycling [cost] (702.29a) and, 702.29f,
    # typecycling abilities are cycling abilities (Twisted Abomination's Swampcycling {2})
    assert _compiled("Vile Manifestation").supported
    b = Board()
    b.enter("Vile Manifestation", id="vile")
    base = b.resolve()["vile"].power
    b.enter("Vile Manifestation", id="cyc", zone="graveyard")            # Cycling {2}
    b.enter("Twisted Abomination", id="swampcyc", zone="graveyard")      # Swampcycling {2}
    b.enter("Grizzly Bears", id="bears", zone="graveyard")               # no cycling
    b.enter("Vile Manifestation", id="theirs", zone="graveyard", owner="Bo")
    assert b.resolve()["vile"].power == base + 2


def test_skrelvs_hive_gives_lifelink_to_creatures_with_any_toxic():
    # "creatures you control with toxic have lifelink" (as long as an opponent has 3+ poison counters);
    # "Toxic 2" is toxic (702.164a: "toxic N")
    c = _compiled("Skrelv's Hive")
    assert c.supported
    assert c.effects[2]["affects"]["abilities"] == ["Toxic"]
    b = Board()
    b.enter("Skrelv's Hive", id="hive")
    b.enter("Plague Nurse", id="nurse")          # Toxic 2
    b.enter("Grizzly Bears", id="bears")
    b.state_fact("Bo", poison_counters=3)
    r = b.resolve()
    assert "Lifelink" in _abilities(r, "nurse")
    assert "Lifelink" not in _abilities(r, "bears")


def test_plague_nurse_gives_toxic_1_to_each_other_creature_with_toxic():
    # "Each other creature you control with toxic gains toxic 1 until end of turn."
    assert _compiled("Plague Nurse").supported
    b = Board()
    b.enter("Plague Nurse", id="nurse")
    b.enter("Plague Nurse", id="other")
    b.enter("Grizzly Bears", id="bears")
    b.ability("nurse", 2)
    r = b.resolve()
    assert _with(r, "other", "Toxic") == ["Toxic 2", "Toxic 1"]
    assert _with(r, "nurse", "Toxic") == ["Toxic 2"]          # "other"
    assert _with(r, "bears", "Toxic") == []                   # without toxic


def test_old_way_phyrexian_creatures_with_toxic_lose_every_toxic_and_gain_infect():
    # "Creatures you control with toxic lose toxic and gain infect." "lose toxic": each toxic N ability
    # (702.164a), Plague Nurse's printed Toxic 2 included
    assert _compiled("Old Way Phyrexian").supported
    b = Board()
    b.enter("Old Way Phyrexian", id="old")
    b.enter("Plague Nurse", id="nurse")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Plague Nurse", id="theirs", controller="Bo")
    r = b.resolve()
    assert _with(r, "nurse", "Toxic") == [] and "Infect" in _abilities(r, "nurse")
    assert "Infect" not in _abilities(r, "bears")             # without toxic
    assert _with(r, "theirs", "Toxic") == ["Toxic 2"] and "Infect" not in _abilities(r, "theirs")
