"""Counters, everywhere they are put (issue 12): P/T counters of any size (122.1a), "put X counters,
where X is ...", several kinds of counters in one instruction, counters a permanent enters with
because of another permanent (614.1c, 614.12), conditions checked as a triggered ability resolves.

Every expected value is worked out from the card's oracle text and the rule it cites, then checked
on a board with the real pool card."""
from __future__ import annotations

import pytest

from _compiled import board_with, pt
from layerkit.game.board import Board
from layerkit.rules.characteristics import pt_counter


def keywords(board: Board, oid: str) -> set[str]:
    return {a.text for a in board.resolve()[oid].abilities}


def supported(name: str) -> bool:
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_database
    return compile_card(bundled_database().facts(name)).supported


def unsupported_reasons(name: str) -> list[str]:
    from layerkit.compiler import compile_card
    from layerkit.game.carddb import bundled_database
    return [u.reason for u in compile_card(bundled_database().facts(name)).unsupported]


# ------------------------------------------------------------------------------ P/T counters of any size (122.1a)

def test_pt_counter_reads_each_sign_and_number():
    assert pt_counter("+1/+1") == (1, 1)
    assert pt_counter("+1/+0") == (1, 0)
    assert pt_counter("-0/-1") == (0, -1)
    assert pt_counter("-2/-1") == (-2, -1)
    assert pt_counter("+2/+2") == (2, 2)
    assert pt_counter("loyalty") is None and pt_counter("+x/+x") is None


def test_a_plus_one_plus_two_counter_gives_plus_one_plus_two():
    # Armor Thrull (1/3): "{T}, Sacrifice this creature: Put a +1/+2 counter on target creature."
    # 122.1a: a +1/+2 counter gives +1/+2 (7c): Grizzly Bears 2/2 -> 3/4
    assert supported("Armor Thrull")
    b = Board()
    b.enter("Armor Thrull", id="thrull")
    b.enter("Grizzly Bears", id="bear")
    b.ability("thrull", 1, targets=["bear"])
    assert pt(b, "bear") == (3, 4)


def test_plus_two_plus_two_counter_and_its_ability():
    # Tin-Wing Chimera: "Sacrifice this creature: Put a +2/+2 counter on target Chimera creature. It gains
    # flying." Another Tin-Wing Chimera (2/2 flying) gets +2/+2: 4/4
    assert supported("Tin-Wing Chimera")
    b = Board()
    b.enter("Tin-Wing Chimera", id="a")
    b.enter("Iron-Heart Chimera", id="b")        # 2/2 vigilance Chimera
    b.ability("a", 2, targets=["b"])
    assert pt(b, "b") == (4, 4)
    assert "Flying" in keywords(b, "b")


def test_minus_two_minus_one_counters_divided():
    # Contagion: "Distribute two -2/-1 counters among one or two target creatures." One target gets
    # both: -4/-2 (122.1a): Craw Wurm 6/4 -> 2/2
    assert supported("Contagion")
    b = Board()
    b.enter("Craw Wurm", id="wurm")
    b.cast("Contagion", targets=["wurm"])
    assert pt(b, "wurm") == (2, 2)


def test_pt_counters_count_after_setting_effects_in_7c():
    # 613.4c: a +1/+0 counter applies after a 7b setting effect: Balduvian Hydra's "{R}{R}{R}: Put a
    # +1/+0 counter on this creature" on a creature set to 0/1 still gives 1/1
    assert supported("Balduvian Hydra")
    b = Board()
    b.enter("Balduvian Hydra", id="hydra", choices={"number": 2})     # 0/1 with two +1/+0: 2/1
    assert pt(b, "hydra") == (2, 1)
    b.ability("hydra", 3)
    assert pt(b, "hydra") == (3, 1)


# ------------------------------------------------------------------------------ put X counters, where X is ... (608.2h)

def test_put_x_counters_where_x_is_that_creatures_power():
    # Soul's Might: "Put X +1/+1 counters on target creature, where X is that creature's power."
    # Craw Wurm 6/4: six counters -> 12/10
    assert supported("Soul's Might")
    b = Board()
    b.enter("Craw Wurm", id="wurm")
    b.cast("Soul's Might", targets=["wurm"])
    assert pt(b, "wurm") == (12, 10)


def test_put_x_counters_on_each_where_x_is_the_sources_power_fixed_once():
    # Ouroboroid (1/3): "At the beginning of combat on your turn, put X +1/+1 counters on each creature
    # you control, where X is this creature's power." X is determined once, before any counter is put
    # (608.2h): 1 for every creature, itself included: Ouroboroid 2/4, Bears 3/3 (not 2 counters on a
    # later one)
    assert supported("Ouroboroid")
    b = Board()
    b.enter("Ouroboroid", id="o")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.ability("o", 1)
    assert pt(b, "o") == (2, 4) and pt(b, "bear") == (3, 3) and pt(b, "foe") == (2, 2)
    b.ability("o", 1)                          # power 2 now: two more each
    assert pt(b, "o") == (4, 6) and pt(b, "bear") == (5, 5)


def test_put_x_counters_where_x_is_twice_a_count():
    # Siegfried (2/2): "When Siegfried enters, mill three cards. Then put X +1/+1 counters on Siegfried,
    # where X is twice the number of creature cards in your graveyard." Two creature cards: 4 counters
    assert supported("Siegfried, Famed Swordsman")
    b = Board()
    b.enter("Siegfried, Famed Swordsman", id="s")
    b.enter("Grizzly Bears", zone="graveyard")
    b.enter("Craw Wurm", zone="graveyard")
    b.enter("Lightning Bolt", zone="graveyard")
    b.ability("s", 2)
    assert pt(b, "s") == (6, 6)


def test_dies_trigger_reads_the_counters_the_source_last_had():
    # Servant of the Scale (0/0, enters with a +1/+1 counter): "When this creature dies, put X +1/+1
    # counters on target creature you control, where X is the number of +1/+1 counters on this
    # creature." 608.2h, 603.10a: the counters it had as it left the battlefield (here 3)
    assert supported("Servant of the Scale")
    b = Board()
    b.enter("Servant of the Scale", id="servant")
    b.counters("servant", add={"+1/+1": 2})
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "servant") == (3, 3)
    b.move("servant", "graveyard")
    b.ability("servant", 2, targets=["bear"])
    assert pt(b, "bear") == (5, 5)


def test_put_a_number_of_counters_equal_to_the_sources_power():
    # Jenova (5/5): "At the beginning of combat on your turn, put a number of +1/+1 counters equal to
    # Jenova's power on up to one other target creature. That creature becomes a Mutant in addition
    # to its other types."
    assert supported("Jenova, Ancient Calamity")
    b = Board()
    b.enter("Jenova, Ancient Calamity", id="j")
    b.enter("Grizzly Bears", id="bear")
    power = pt(b, "j")[0]
    b.ability("j", 1, targets=["bear"])
    assert pt(b, "bear") == (2 + power, 2 + power)
    assert "Mutant" in b.resolve()["bear"].subtypes and "Bear" in b.resolve()["bear"].subtypes


def test_put_x_counters_x_of_the_spell():
    # Black Sun's Zenith: "Put X -1/-1 counters on each creature." X = 2: Craw Wurm 6/4 -> 4/2
    assert supported("Black Sun's Zenith")
    b = Board()
    b.enter("Craw Wurm", id="wurm")
    b.cast("Black Sun's Zenith", choices={"number": 2})
    assert pt(b, "wurm") == (4, 2)


def test_put_x_counters_where_x_is_that_creatures_mana_value():
    # Living Armor: "{T}, Sacrifice this artifact: Put X +0/+1 counters on target creature, where X is
    # that creature's mana value." Craw Wurm ({4}{G}{G}, 6/4): six +0/+1 counters -> 6/10
    assert supported("Living Armor")
    b = Board()
    b.enter("Living Armor", id="armor")
    b.enter("Craw Wurm", id="wurm")
    b.ability("armor", 1, targets=["wurm"])
    assert pt(b, "wurm") == (6, 10)


def test_a_counter_for_each():
    # Immaculate Magistrate: "{T}: Put a +1/+1 counter on target creature for each Elf you control."
    # The Magistrate (an Elf) and Llanowar Elves: two counters
    assert supported("Immaculate Magistrate")
    b = Board()
    b.enter("Immaculate Magistrate", id="m")
    b.enter("Llanowar Elves")
    b.enter("Llanowar Elves", controller="Bo")       # not yours
    b.enter("Grizzly Bears", id="bear")
    b.ability("m", 1, targets=["bear"])
    assert pt(b, "bear") == (4, 4)


def test_x_counters_unbound_in_a_trigger_are_never_guessed():
    # "put X ... counters" in a triggered ability with nothing saying what X is: one-shot counters of a
    # triggered ability, as when the grammar can't read them (no counters put, never a guessed X)
    b, compiled = board_with("Odd Trigger", "Creature — Test", "When this creature enters, you may pay {X}. If you "
                             "do, put X +1/+1 counters on this creature.", power="1", toughness="1")
    assert not compiled.effects
    b.enter("Odd Trigger", id="odd")
    b.ability("odd", 1, choices={"number": 3})
    assert pt(b, "odd") == (1, 1)


def test_counters_after_a_return_count_the_returned_creature():
    # General Leo Cristophe: "When General Leo Cristophe enters, return up to one target creature card with
    # mana value 3 or less from your graveyard to the battlefield. Then put a +1/+1 counter on General Leo
    # Cristophe for each creature you control." 608.2c: counted after the return: Leo and the Bears, two
    assert supported("General Leo Cristophe")
    b = Board()
    b.enter("General Leo Cristophe", id="leo")
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    p, t = pt(b, "leo")
    b.ability("leo", 1, targets=["bear"])
    assert b.resolve()["bear"].zone == "battlefield"
    assert pt(b, "leo") == (p + 2, t + 2) and pt(b, "bear") == (2, 2)


# ------------------------------------------------------------------------------ several kinds in one instruction

def test_a_plus_one_counter_and_a_lifelink_counter():
    # Unexpected Fangs: "Put a +1/+1 counter and a lifelink counter on target creature." (122.1b)
    assert supported("Unexpected Fangs")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Unexpected Fangs", targets=["bear"])
    assert pt(b, "bear") == (3, 3)
    assert "Lifelink" in keywords(b, "bear")


def test_a_list_of_keyword_counters():
    # Gift of the Viper: "Put a +1/+1 counter, a reach counter, and a deathtouch counter on target
    # creature. Untap it."
    assert supported("Gift of the Viper")
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.cast("Gift of the Viper", targets=["bear"])
    assert pt(b, "bear") == (3, 3)
    assert {"Reach", "Deathtouch"} <= keywords(b, "bear")


# ------------------------------------------------------------------------------ other permanents enter with counters (614.1c, 614.12)

def test_each_other_creature_you_control_enters_with_an_additional_counter():
    # Renata: "Each other creature you control enters with an additional +1/+1 counter on it." A
    # replacement effect (614.1c) of a permanent on the battlefield: your Bears enter 3/3; an
    # opponent's don't; Renata herself doesn't (614.12: not about her alone); Bears already there don't
    assert supported("Renata, Called to the Hunt")
    b = Board()
    b.enter("Grizzly Bears", id="before")
    b.enter("Renata, Called to the Hunt", id="renata")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    assert pt(b, "bear") == (3, 3)
    assert pt(b, "foe") == (2, 2) and pt(b, "before") == (2, 2)
    assert b.resolve()["renata"].characteristics.toughness == 3      # printed */3, no counter
    b.move("renata", "graveyard")
    b.enter("Grizzly Bears", id="after")                            # the source is gone: no counter
    assert pt(b, "after") == (2, 2)


def test_the_entering_permanent_is_checked_as_it_would_exist_on_the_battlefield():
    # Grumgully: "Each other non-Human creature you control enters with an additional +1/+1 counter on
    # it." 614.12: a Human (Elite Vanguard, 2/1 Human Soldier) gets none; a Bear does
    assert supported("Grumgully, the Generous")
    b = Board()
    b.enter("Grumgully, the Generous")
    b.enter("Elite Vanguard", id="human")
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "human") == (2, 1) and pt(b, "bear") == (3, 3)


def test_enters_with_two_additional_counters_for_colorless_creatures():
    # Curator Beastie: "Colorless creatures you control enter with two additional +1/+1 counters on them."
    # Ornithopter (colorless 0/2) -> 2/4; Grizzly Bears (green) -> 2/2
    assert supported("Curator Beastie")
    b = Board()
    b.enter("Curator Beastie", id="beastie")
    b.enter("Ornithopter", id="thopter")
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "thopter") == (2, 4) and pt(b, "bear") == (2, 2)


def test_an_additional_keyword_counter():
    # Tayam: "Each other creature you control enters with an additional vigilance counter on it." (122.1b)
    assert supported("Tayam, Luminous Enigma")
    b = Board()
    b.enter("Tayam, Luminous Enigma", id="tayam")
    b.enter("Grizzly Bears", id="bear")
    assert "Vigilance" in keywords(b, "bear") and "Vigilance" not in keywords(b, "tayam")


def test_others_enter_with_the_chosen_type():
    # Metallic Mimic (chosen: Elf): "Each other creature you control of the chosen type enters with an
    # additional +1/+1 counter on it." Llanowar Elves 1/1 -> 2/2; Bears 2/2
    assert supported("Metallic Mimic")
    b = Board()
    b.enter("Metallic Mimic", id="mimic", choices={"creature_type": "Elf"})
    b.enter("Llanowar Elves", id="elf")
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "elf") == (2, 2) and pt(b, "bear") == (2, 2)


def test_others_enter_with_a_number_equal_to_the_sources_toughness():
    # Arwen (2/1): "Each other creature you control enters with a number of additional +1/+1 counters on
    # it equal to Arwen's toughness." With two +1/+1 counters Arwen is 4/3: Bears enter with three
    assert supported("Arwen, Weaver of Hope")
    b = Board()
    b.enter("Arwen, Weaver of Hope", id="arwen")
    b.counters("arwen", add={"+1/+1": 2})
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "bear") == (5, 5)


def test_others_enter_with_x_where_x_is_the_sources_counters():
    # Bloodspore Thrinax: "Each other creature you control enters with an additional X +1/+1 counters on
    # it, where X is the number of +1/+1 counters on this creature." Two counters on it: Bears 4/4
    # (its "Devour 1" is reported since audit17: 702.82a counters for creatures sacrificed as it enters, which the
    # board is not told; the ability this test reads is its second one)
    from layerkit.compiler import compile_card
    from layerkit.analysis.coverage import load_cards
    cc = compile_card(next(c for c in load_cards() if c["name"] == "Bloodspore Thrinax"))
    assert 2 in cc.effects and [u.clause for u in cc.unsupported] == ["Devour 1"]
    b = Board()
    b.enter("Bloodspore Thrinax", id="thrinax")
    b.counters("thrinax", add={"+1/+1": 2})
    b.enter("Grizzly Bears", id="bear")
    assert pt(b, "bear") == (4, 4)
    assert pt(b, "thrinax") == (4, 4)


# ------------------------------------------------------------------------------ returned with counters (614.1c)

def test_return_target_card_with_additional_counters():
    # Evil Reawakened: "Return target creature card from your graveyard to the battlefield with two
    # additional +1/+1 counters on it." A card from a graveyard has none: it enters with two (614.1c),
    # under the spell's controller's control: Grizzly Bears 4/4
    assert supported("Evil Reawakened")
    b = Board()
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.cast("Evil Reawakened", targets=["bear"])
    r = b.resolve()["bear"]
    assert r.zone == "battlefield" and (r.power, r.toughness) == (4, 4)


def test_return_with_two_keyword_counters():
    # Perennation: "Return target permanent card from your graveyard to the battlefield with a hexproof
    # counter and an indestructible counter on it." (122.1b)
    assert supported("Perennation")
    b = Board()
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.cast("Perennation", targets=["bear"])
    assert {"Hexproof", "Indestructible"} <= keywords(b, "bear")
    assert pt(b, "bear") == (2, 2)


def test_returned_with_a_keyword_counter_and_later_loses_all_abilities():
    # Unbreakable Bond: "... with a lifelink counter on it." The counter's timestamp is the one it
    # entered with (614.1c, 613.7c): a later "loses all abilities" (613.1f) removes the lifelink
    assert supported("Unbreakable Bond")
    b = Board()
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.cast("Unbreakable Bond", targets=["bear"])
    assert "Lifelink" in keywords(b, "bear")
    b.define("Mute", "Instant", oracle_text="Target creature loses all abilities until end of turn.",
             effects={1: {"affects": "targets", "remove_all_abilities": True, "duration": "end_of_turn"}})
    b.cast("Mute", targets=["bear"])
    assert "Lifelink" not in keywords(b, "bear")


# ------------------------------------------------------------------------------ an intervening "if" of the board (603.4)

def test_intervening_if_you_control_five_lands():
    # Scute Mob (1/1): "At the beginning of your upkeep, if you control five or more lands, put four
    # +1/+1 counters on this creature." 603.4: checked as it resolves; four lands: nothing
    assert supported("Scute Mob")
    b = Board()
    b.enter("Scute Mob", id="mob")
    for _ in range(4):
        b.enter("Forest")
    b.enter("Forest", controller="Bo")             # not yours
    b.ability("mob", 1)
    assert pt(b, "mob") == (1, 1)
    b.enter("Forest")
    b.ability("mob", 1)
    assert pt(b, "mob") == (5, 5)


def test_intervening_if_this_creature_is_tapped_names_it():
    # Acrobatic Cheerleader: "At the beginning of your second main phase, if this creature is tapped,
    # put a flying counter on it." "it" is the creature the condition names
    assert supported("Acrobatic Cheerleader")
    b = Board()
    b.enter("Acrobatic Cheerleader", id="c")
    b.ability("c", 1)
    assert "Flying" not in keywords(b, "c")
    b.tap("c")
    b.ability("c", 1)
    assert "Flying" in keywords(b, "c")


def test_intervening_if_cards_in_your_graveyard():
    # Gixian Skullflayer: "At the beginning of your upkeep, if there are three or more creature cards in
    # your graveyard, put a +1/+1 counter on this creature."
    assert supported("Gixian Skullflayer")
    b = Board()
    b.enter("Gixian Skullflayer", id="g")
    base = pt(b, "g")
    b.enter("Grizzly Bears", zone="graveyard")
    b.enter("Grizzly Bears", zone="graveyard")
    b.enter("Grizzly Bears", zone="graveyard", owner="Bo")       # another player's graveyard
    b.ability("g", 1)
    assert pt(b, "g") == base
    b.enter("Craw Wurm", zone="graveyard")
    b.ability("g", 1)
    assert pt(b, "g") == (base[0] + 1, base[1] + 1)


def test_an_if_clause_in_a_spell_is_its_instructions_if():
    # a spell's "if ..." is no intervening "if" (603.4 is about triggered abilities): the instruction's own
    # "if" (608.2c, round 7: ``if_holds``), checked once as it resolves, never a lasting condition
    b, compiled = board_with("Odd Spell", "Instant", "If you control three or more creatures, put a +1/+1 "
                             "counter on target creature.")
    assert compiled.supported
    assert compiled.effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}, "if_holds": {
        "count": {"of": {"types": ["Creature"], "controller": "you"}, "min": 3}}}


# ------------------------------------------------------------------------------ counters put instead (614.1a)

def test_hardened_scales_adds_one_to_each_put():
    # Hardened Scales: "If one or more +1/+1 counters would be put on a creature you control, that many
    # plus one +1/+1 counters are put on it instead." Unexpected Fangs puts one +1/+1 counter: two are
    # put (Bears 4/4); a creature of another player's gets one; lifelink counters are not +1/+1
    assert supported("Hardened Scales")
    b = Board()
    b.enter("Hardened Scales")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="foe", controller="Bo")
    b.cast("Unexpected Fangs", targets=["bear"])
    b.cast("Unexpected Fangs", targets=["foe"])
    assert pt(b, "bear") == (4, 4) and pt(b, "foe") == (3, 3)
    assert b._state.objects["bear"].counter("lifelink") == 1


def test_hardened_scales_applies_to_the_counters_a_creature_enters_with():
    # 614.1c, 614.12: Servant of the Scale (0/0) "enters with a +1/+1 counter on it": with Hardened Scales
    # it enters with two (2/2); Renata's "an additional +1/+1 counter" and its own are one entering:
    # three in all, plus one (4/4)
    b = Board()
    b.enter("Hardened Scales")
    b.enter("Servant of the Scale", id="s1")
    assert pt(b, "s1") == (2, 2)
    b.enter("Renata, Called to the Hunt")
    b.enter("Servant of the Scale", id="s2")
    assert pt(b, "s2") == (3, 3)


def test_twice_that_many_and_each_effect_once():
    # Corpsejack Menace: "... twice that many +1/+1 counters are put on it instead." Two Menaces: each
    # applies once (614.5): one counter becomes four
    assert supported("Corpsejack Menace")
    b = Board()
    b.enter("Corpsejack Menace", id="m1")
    b.enter("Corpsejack Menace", id="m2")
    b.enter("Grizzly Bears", id="bear")
    b.counters("bear", add={"+1/+1": 1})
    assert pt(b, "bear") == (6, 6)


def test_plus_one_and_twice_together_are_reported():
    # 616.1: with Hardened Scales and Corpsejack Menace the creature's controller chooses the order
    # (2 x (1+1) = 4 or 2 x 1 + 1 = 3); no step records that choice: the board reports it
    b = Board()
    b.enter("Hardened Scales")
    b.enter("Corpsejack Menace")
    b.enter("Grizzly Bears", id="bear")
    b.counters("bear", add={"+1/+1": 1})
    assert b.resolve().unsupported


def test_minus_one_minus_one_counters_minus_one():
    # Vizier of Remedies: "If one or more -1/-1 counters would be put on a creature you control, that many
    # -1/-1 counters minus one are put on it instead." Black Sun's Zenith with X = 2: one on yours (Craw
    # Wurm 5/3), two on the opponent's (4/2)
    assert supported("Vizier of Remedies")
    b = Board()
    b.enter("Vizier of Remedies", id="vizier")
    b.enter("Craw Wurm", id="wurm")
    b.enter("Craw Wurm", id="foe", controller="Bo")
    b.cast("Black Sun's Zenith", choices={"number": 2})
    assert pt(b, "wurm") == (5, 3) and pt(b, "foe") == (4, 2)


def test_another_creature_is_not_the_source():
    # Benevolent Hydra: "If one or more +1/+1 counters would be put on another creature you control, that
    # many plus one ... instead." It (1/1) enters with X = 2 counters: two (not three) on itself: 3/3
    assert supported("Benevolent Hydra")
    b = Board()
    b.enter("Benevolent Hydra", id="hydra", choices={"number": 2})
    assert pt(b, "hydra") == (3, 3)
    b.enter("Grizzly Bears", id="bear")
    b.ability("hydra", 3, targets=["bear"])
    assert pt(b, "bear") == (4, 4)


# ------------------------------------------------------------------------------ counters beside an effect on other objects (608.2c)

def test_counters_on_the_source_beside_an_effect_on_the_target():
    # Consumptive Goo (1/1): "{2}{B}{B}: Target creature gets -1/-1 until end of turn. Put a +1/+1 counter
    # on this creature." Bears 1/1 until end of turn; the Goo 2/2 for good
    assert supported("Consumptive Goo")
    b = Board()
    b.enter("Consumptive Goo", id="goo")
    b.enter("Grizzly Bears", id="bear")
    b.ability("goo", 1, targets=["bear"])
    assert pt(b, "bear") == (1, 1) and pt(b, "goo") == (2, 2)
    b.end_turn()
    assert pt(b, "bear") == (2, 2) and pt(b, "goo") == (2, 2)


def test_counters_on_the_source_beside_an_effect_on_other_creatures():
    # Draconautics Engineer (2/2): "Exhaust — {R}: Other creatures you control gain haste until end of
    # turn. Put a +1/+1 counter on this creature." Bears gain haste, the Engineer doesn't; it is 3/3
    assert supported("Draconautics Engineer")
    b = Board()
    b.enter("Draconautics Engineer", id="eng")
    b.enter("Grizzly Bears", id="bear")
    b.ability("eng", 1)
    assert "Haste" in keywords(b, "bear") and "Haste" not in keywords(b, "eng")
    assert pt(b, "eng") == (3, 3) and pt(b, "bear") == (2, 2)


def test_other_beside_a_target_is_other_than_the_target():
    # Exhilarating Elocution: "Put two +1/+1 counters on target creature you control. Other creatures you
    # control get +1/+1 until end of turn." "Other" is other than the target (a sorcery has no source on the
    # battlefield): the vocabulary's `other: targets`
    assert supported("Exhilarating Elocution")
    b = Board()
    b.enter("Grizzly Bears", id="t")
    b.enter("Grizzly Bears", id="o")
    b.cast("Exhilarating Elocution", targets=["t"])
    res = b.resolve()
    assert (res["t"].power, res["t"].toughness, res["o"].power, res["o"].toughness) == (4, 4, 3, 3)


# ------------------------------------------------------------------------------ "with counters on them"; entering with several kinds

def test_creatures_with_counters_of_any_kind():
    # Rishkar: "Creatures you control with counters on them have '{T}: Add {G}.'" A counter of any kind
    # (122.1): a +1/+1 counter, a shield counter; none: no ability; an opponent's: no ability
    assert supported("Rishkar, Peema Renegade")
    b = Board()
    b.enter("Rishkar, Peema Renegade", id="rishkar")
    b.enter("Grizzly Bears", id="plain")
    b.enter("Grizzly Bears", id="plus", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="shield", counters={"shield": 1})
    b.enter("Grizzly Bears", id="foe", controller="Bo", counters={"+1/+1": 1})
    mana = "{T}: Add {G}."
    assert mana in keywords(b, "plus") and mana in keywords(b, "shield")
    assert mana not in keywords(b, "plain") and mana not in keywords(b, "foe")


def test_enters_with_two_kinds_of_counters_when_kicked():
    # Voidpouncer: "If this creature was kicked, it enters with two +1/+1 counters and a trample counter
    # on it and with haste." (702.33d, 614.1c) Kicked: 2 more power and toughness, trample and haste
    assert supported("Voidpouncer")
    b = Board()
    b.enter("Voidpouncer", id="plain")
    b.enter("Voidpouncer", id="kicked", alt_cost="kicker")
    p, t = pt(b, "plain")
    assert pt(b, "kicked") == (p + 2, t + 2)
    assert {"Trample", "Haste"} <= keywords(b, "kicked") and "Trample" not in keywords(b, "plain")


def test_creatures_with_plus_one_counters_on_them():
    # Training Regimen: "Creatures you control with +1/+1 counters on them have trample. / At the
    # beginning of combat on your turn, put a +1/+1 counter on target creature you control." Bears with a
    # shield counter: no trample; once the trigger puts a +1/+1 counter on them: 3/3 trample
    assert supported("Training Regimen")
    b = Board()
    b.enter("Training Regimen", id="regimen")
    b.enter("Grizzly Bears", id="bear", counters={"shield": 1})
    b.enter("Grizzly Bears", id="foe", controller="Bo", counters={"+1/+1": 1})
    assert "Trample" not in keywords(b, "bear") and "Trample" not in keywords(b, "foe")
    b.ability("regimen", 2, targets=["bear"])
    assert pt(b, "bear") == (3, 3) and "Trample" in keywords(b, "bear")


def test_counters_on_two_groups_in_one_instruction():
    # Ajani Steadfast: "[-2]: Put a +1/+1 counter on each creature you control and a loyalty counter on
    # each other planeswalker you control." Bears 3/3; another planeswalker gets a loyalty counter, Ajani
    # doesn't (other), an opponent's doesn't
    assert supported("Ajani Steadfast")
    b = Board()
    b.enter("Ajani Steadfast", id="ajani")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Liliana of the Veil", id="lili")
    b.enter("Jace Beleren", id="jace", controller="Bo")
    before = {k: b._state.objects[k].counter("loyalty") for k in ("ajani", "lili", "jace")}
    b.ability("ajani", "-2")
    after = {k: b._state.objects[k].counter("loyalty") for k in ("ajani", "lili", "jace")}
    assert pt(b, "bear") == (3, 3)
    assert after == {"ajani": before["ajani"] - 2, "lili": before["lili"] + 1, "jace": before["jace"]}


def test_a_counter_on_the_source_and_one_on_a_target():
    # Drillworks Mole: "{2}, {T}: Put a +1/+1 counter on this creature and a +1/+1 counter on up to one
    # target commander creature you control."
    assert supported("Drillworks Mole")
    b = Board()
    b.enter("Drillworks Mole", id="mole")
    b.enter("Grizzly Bears", id="cmdr", commander=True)
    p, t = pt(b, "mole")
    b.ability("mole", 1, targets=["cmdr"])
    assert pt(b, "mole") == (p + 1, t + 1) and pt(b, "cmdr") == (3, 3)


# ------------------------------------------------------------------------------ "if it's a ..., put ... on it" (608.2c)

def test_return_and_counters_only_if_it_is_an_angel():
    # Defy Death: "Return target creature card from your graveyard to the battlefield. If it's an Angel,
    # put two +1/+1 counters on it." Serra Angel (4/4) -> 6/6; Grizzly Bears stays 2/2
    assert supported("Defy Death")
    b = Board()
    b.enter("Serra Angel", id="angel", zone="graveyard")
    b.enter("Grizzly Bears", id="bear", zone="graveyard")
    b.cast("Defy Death", targets=["angel"])
    b.cast("Defy Death", targets=["bear"])
    assert pt(b, "angel") == (6, 6) and pt(b, "bear") == (2, 2)
    assert b.resolve()["bear"].zone == "battlefield"


def test_loyalty_ability_counters_only_if_a_vampire():
    # Sorin, Imperious Bloodlord: "[+1]: Target creature you control gains deathtouch and lifelink until end
    # of turn. If it's a Vampire, put a +1/+1 counter on it." Bears: deathtouch and lifelink, no counter
    assert supported("Sorin, Imperious Bloodlord")
    b = Board()
    b.enter("Sorin, Imperious Bloodlord", id="sorin")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Vampire Nighthawk", id="hawk")                  # 2/3 Vampire
    b.ability("sorin", 1, targets=["bear"])
    assert pt(b, "bear") == (2, 2) and {"Deathtouch", "Lifelink"} <= keywords(b, "bear")
    b.ability("sorin", 1, targets=["hawk"])
    assert pt(b, "hawk") == (3, 4)
