"""The lead's own fixes of rounds 9 and 10 (issue 12): expected values from the oracle text and the rules."""
from __future__ import annotations

from layerkit import Board
from layerkit.analysis.coverage import assess
from layerkit.game.carddb import bundled_database


def test_heroic_it_is_the_creature_the_spell_targets():
    # Bloodcrazed Hoplite (2/1): "Heroic — Whenever you cast a spell that targets this creature, put a +1/+1
    # counter on it." The event names two objects, the spell and the creature; "it" is the creature (the spell
    # would be "that spell"). Resolving the trigger puts the counter: 3/2 (613.4c)
    b = Board()
    b.enter("Bloodcrazed Hoplite", id="h")
    b.ability("h", 1)
    r = b.resolve()
    assert (r["h"].power, r["h"].toughness) == (3, 2) and r["h"].counters == {"+1/+1": 1}
    assert assess(bundled_database().facts("Bloodcrazed Hoplite")).status == "fully"
