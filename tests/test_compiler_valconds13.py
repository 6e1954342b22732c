"""Values and conditions (round 13): "for each other enchantment" on an Aura."""
from layerkit.compiler import compile_card
from layerkit.game.board import Board
from layerkit.game.carddb import default_database


def test_ancestral_mask_counts_other_enchantments_than_itself():
    # Ancestral Mask: "Enchanted creature gets +2/+2 for each other enchantment on the battlefield."
    # The only enchantment the sentence names is the Aura (303.4): "other" excludes the Aura, and counts
    # every other enchantment on the battlefield, whoever controls it.
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Ancestral Mask", id="mask", attached_to="bear")
    r = b.resolve()
    assert not r.unsupported and (r["bear"].power, r["bear"].toughness) == (2, 2)
    b.enter("Glorious Anthem", id="anthem")                 # an enchantment: +2/+2, and Anthem's +1/+1
    b.enter("Glorious Anthem", id="anthem2", controller="Bo")  # an opponent's: counted, Anthem not for us
    r = b.resolve()
    assert not r.unsupported and (r["bear"].power, r["bear"].toughness) == (2 + 4 + 1, 2 + 4 + 1)


def test_ancestral_mask_on_an_enchantment_creature_counts_that_creature():
    # "other" than the Aura: an enchanted enchantment creature is another enchantment, so it counts
    b = Board()
    b.enter("Nyxborn Shieldmate", id="nyx")                 # Enchantment Creature, 1/2
    b.enter("Ancestral Mask", id="mask", attached_to="nyx")
    r = b.resolve()
    assert not r.unsupported and (r["nyx"].power, r["nyx"].toughness) == (1 + 2, 2 + 2)


def test_other_enchantment_on_an_aura_compiles_as_other_than_the_source():
    c = compile_card(default_database().facts("Ancestral Mask"))
    assert c.supported and "'other': True" in repr(c.effects)
