"""Conditions of other shapes (issue 12, round 14, branch ifsother14).

Each condition reads a choice the step states or a fact the board records, and is listed in
``Resolution.unsupported`` when untold, never assumed:

- 702.104b: "When this creature enters, if tribute wasn't paid, ..." (``choices.tribute_paid``);
- 111.10a, 601.2h, 602.2b: "if mana from a Treasure was spent to cast it" / "to activate this ability"
  (``choices.treasure_mana``, how much of the mana paid came from Treasures).

Expected values come from the oracle text and the rules, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.game.board import Board
from _compiled import compiled, pt

NOT_PAID = {"not": {"tribute_paid": True}}


# ---------------------------------------------------------------- tribute (702.104)

def test_fanatic_of_xenagos_compiles_its_tribute_trigger():
    # "When this creature enters, if tribute wasn't paid, it gets +1/+1 and gains haste until end of turn."
    c = compiled("Fanatic of Xenagos")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": NOT_PAID, "duration": "end_of_turn",
                            "modify_pt": [1, 1], "add_abilities": ["Haste"]}


@pytest.mark.parametrize("paid, expected, haste", [(False, (4, 4), True), (True, (3, 3), False)])
def test_fanatic_of_xenagos_on_a_board(paid, expected, haste):
    # a 3/3; tribute not paid: +1/+1 and haste until end of turn (603.4: checked as the trigger resolves)
    b = Board()
    b.enter("Fanatic of Xenagos", id="f")
    b.ability("f", 3, choices={"tribute_paid": paid})
    assert pt(b, "f") == expected
    assert b.resolve()["f"].has("Haste") is haste
    b.end_turn()
    assert pt(b, "f") == (3, 3)


def test_tribute_untold_is_listed_not_assumed():
    b = Board()
    b.enter("Fanatic of Xenagos", id="f")
    b.ability("f", 3)
    res = b.resolve()
    assert (res["f"].power, res["f"].toughness) == (3, 3)
    assert not res["f"].has("Haste")
    assert res.unsupported
    assert "tribute_paid" in " ".join(str(u) for u in res.unsupported)


def test_siren_of_the_fanged_coast_takes_the_creature_only_without_tribute():
    # "When this creature enters, if tribute wasn't paid, gain control of target creature." (no duration: for good)
    c = compiled("Siren of the Fanged Coast")
    assert c.supported
    assert c.effects[3] == {"affects": "targets", "condition": NOT_PAID, "gain_control": "you"}
    for paid, controller in ((False, "Alex"), (True, "Bo")):
        b = Board()
        b.enter("Siren of the Fanged Coast", id="s", controller="Alex")
        b.enter("Grizzly Bears", id="g", controller="Bo")
        b.ability("s", 3, targets=["g"], choices={"tribute_paid": paid})
        assert b.resolve()["g"].controller == controller
        b.end_turn()
        assert b.resolve()["g"].controller == controller


def test_flame_wreathed_phoenix_gains_haste_and_the_quoted_ability_for_good():
    # "... it gains haste and "When this creature dies, return it to its owner's hand."": no duration (611.2a)
    c = compiled("Flame-Wreathed Phoenix")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": NOT_PAID,
                            "add_abilities": ["Haste", "When this creature dies, return it to its owner's hand."]}
    b = Board()
    b.enter("Flame-Wreathed Phoenix", id="p")
    b.ability("p", 3, choices={"tribute_paid": False})
    b.end_turn()
    assert b.resolve()["p"].has("Haste")


def test_thunder_brute_compiles():
    c = compiled("Thunder Brute")
    assert c.supported
    assert c.effects[3] == {"affects": "self", "condition": NOT_PAID, "duration": "end_of_turn",
                            "add_abilities": ["Haste"]}


# ---------------------------------------------------------------- mana from a Treasure (111.10a, 601.2h)

TREASURE = {"treasure_mana": {"min": 1}}


def test_jaded_sell_sword_compiles():
    # "When this creature enters, if mana from a Treasure was spent to cast it, it gains first strike and haste
    # until end of turn."
    c = compiled("Jaded Sell-Sword")
    assert c.supported
    assert c.effects[1] == {"affects": "self", "condition": TREASURE, "duration": "end_of_turn",
                            "add_abilities": ["First strike", "Haste"]}


@pytest.mark.parametrize("spent, gains", [(1, True), (3, True), (0, False)])
def test_jaded_sell_sword_on_a_board(spent, gains):
    b = Board()
    b.enter("Jaded Sell-Sword", id="j")
    b.ability("j", 1, choices={"treasure_mana": spent})
    o = b.resolve()["j"]
    assert o.has("First strike") is gains and o.has("Haste") is gains


def test_treasure_mana_untold_is_listed_not_assumed():
    b = Board()
    b.enter("Jaded Sell-Sword", id="j")
    b.ability("j", 1)
    res = b.resolve()
    assert not res["j"].has("Haste")
    assert "treasure_mana" in " ".join(str(u) for u in res.unsupported)


@pytest.mark.parametrize("spent, expected", [(2, (4, 2)), (0, (2, 2))])
def test_price_of_loyalty_pumps_only_with_treasure_mana(spent, expected):
    # "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.
    # If mana from a Treasure was spent to cast this spell, that creature gets +2/+0 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.cast("Price of Loyalty", controller="Alex", targets=["g"], choices={"treasure_mana": spent})
    res = b.resolve()
    assert res["g"].controller == "Alex"
    assert res["g"].has("Haste")
    assert (res["g"].power, res["g"].toughness) == expected


def test_forsworn_paladin_deathtouch_reads_the_activations_payment():
    # "{2}{B}: Target creature gets +2/+0 until end of turn. If mana from a Treasure was spent to activate this
    # ability, that creature also gains deathtouch until end of turn." (602.2b: the activation's payment)
    c = compiled("Forsworn Paladin")
    assert c.supported
    for spent, deathtouch in ((1, True), (0, False)):
        b = Board()
        b.enter("Forsworn Paladin", id="p")
        b.enter("Grizzly Bears", id="g")
        b.ability("p", 3, targets=["g"], choices={"treasure_mana": spent})
        res = b.resolve()
        assert (res["g"].power, res["g"].toughness) == (4, 2)
        assert res["g"].has("Deathtouch") is deathtouch


@pytest.mark.parametrize("spent, expected", [(1, (3, 3)), (0, (3, 3))])
def test_jetmirs_fixer_counter_instead(spent, expected):
    # a 2/2: "{R}{G}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent to activate this
    # ability, put a +1/+1 counter on this creature instead." — 3/3 either way now, but the counter lasts
    b = Board()
    b.enter("Jetmir's Fixer", id="j")
    b.ability("j", 1, choices={"treasure_mana": spent})
    assert pt(b, "j") == expected
    b.end_turn()
    assert pt(b, "j") == ((3, 3) if spent else (2, 2))


def test_treasure_to_cast_is_not_read_in_an_activated_ability():
    # a card's "spent to cast" inside an activated ability names no payment of that activation: left reported
    from layerkit.compiler import compile_text
    c = compile_text("Probe", "{1}: This creature gets +1/+1 until end of turn. If mana from a Treasure was spent "
                     "to cast this creature, it gains haste until end of turn.", ["Creature"])
    assert not c.supported


# ---------------------------------------------------------------- defending player (508.5) in an intervening "if"

def _attacking(card: str, *, bo: tuple[str, ...] = (), hand: int = 0) -> Board:
    b = Board(players=("Alex", "Bo", "Carol"))
    b.enter(card, id="a", controller="Alex")
    for i, name in enumerate(bo):
        b.enter(name, id=f"bo{i}", controller="Bo")
    for i in range(hand):
        b.enter("Grizzly Bears", id=f"h{i}", controller="Bo", zone="hand")
    # Carol (not attacked) has a full hand and a Glimmer: never read
    for i in range(5):
        b.enter("Grizzly Bears", id=f"c{i}", controller="Carol", zone="hand")
    b.state_fact("Carol", poison_counters=3)
    b.attack("a", defender="Bo")
    return b


@pytest.mark.parametrize("poison, expected", [(1, (3, 3)), (0, (2, 2))])
def test_septic_rats_reads_the_defending_players_poison(poison, expected):
    # 2/2 "Whenever this creature attacks, if defending player is poisoned, it gets +1/+1 until end of turn."
    # (122.1f: poisoned is one or more poison counters)
    c = compiled("Septic Rats")
    assert c.effects[2]["condition"] == {"fact": {"name": "poison_counters", "player": "chosen", "min": 1}}
    b = _attacking("Septic Rats")
    b.state_fact("Bo", poison_counters=poison)
    b.ability("a", 2, choices={"player": "Bo"})
    assert pt(b, "a") == expected


def test_septic_rats_untold_poison_is_listed():
    b = _attacking("Septic Rats")
    b.ability("a", 2, choices={"player": "Bo"})
    res = b.resolve()
    assert (res["a"].power, res["a"].toughness) == (2, 2)
    assert "poison_counters" in " ".join(str(u) for u in res.unsupported)


@pytest.mark.parametrize("hand, flying", [(2, True), (0, True), (3, False)])
def test_reaper_of_night_reads_the_defending_players_hand(hand, flying):
    # "Whenever this creature attacks, if defending player has two or fewer cards in hand, it gains flying until
    # end of turn."
    b = _attacking("Reaper of Night // Harvest Fear", hand=hand)
    b.ability("a", 1, choices={"player": "Bo"})
    assert b.resolve()["a"].has("Flying") is flying


@pytest.mark.parametrize("bo, gains", [((), True), (("Grizzly Bears",), True), (("Glimmer Lens",), True)])
def test_fear_of_the_dark_without_glimmers(bo, gains):
    # "Whenever this creature attacks, if defending player controls no Glimmer creatures, it gains menace and
    # deathtouch until end of turn." (Glimmer Lens is an Equipment, no Glimmer creature)
    b = _attacking("Fear of the Dark", bo=bo)
    b.ability("a", 1, choices={"player": "Bo"})
    o = b.resolve()["a"]
    assert o.has("Menace") is gains and o.has("Deathtouch") is gains


def test_fear_of_the_dark_sees_a_glimmer_creature():
    b = Board()
    b.define("Test Glimmer", "Enchantment Creature — Glimmer", oracle_text="", power="1", toughness="1")
    b.enter("Fear of the Dark", id="a", controller="Alex")
    b.enter("Test Glimmer", id="g", controller="Bo")
    b.attack("a", defender="Bo")
    b.ability("a", 1, choices={"player": "Bo"})
    assert not b.resolve()["a"].has("Menace")


# ---------------------------------------------------------------- "if X is N or more" (107.3a)

@pytest.mark.parametrize("x, expected, haste", [(10, (12, 12), True), (12, (14, 14), True), (9, (2, 2), False)])
def test_finale_of_devastation_pumps_only_when_x_is_ten_or_more(x, expected, haste):
    # "... If X is 10 or more, creatures you control get +X/+X and gain haste until end of turn."
    c = compiled("Finale of Devastation")
    assert c.supported
    assert c.effects[1]["condition"] == {"value": {"of": "x", "min": 10}}
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="o", controller="Bo")
    b.cast("Finale of Devastation", controller="Alex", choices={"number": x})
    res = b.resolve()
    assert (res["g"].power, res["g"].toughness) == expected and res["g"].has("Haste") is haste
    assert (res["o"].power, res["o"].toughness) == (2, 2)
    b.end_turn()
    assert pt(b, "g") == (2, 2)


def test_finale_of_devastation_untold_x_is_listed():
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.cast("Finale of Devastation", controller="Alex")
    res = b.resolve()
    assert (res["g"].power, res["g"].toughness) == (2, 2)
    assert res.unsupported


# ---------------------------------------------------------------- the top card of your library (401.1)

def _channelers(top: str | None, owner: str = "Alex") -> Board:
    b = Board()
    b.enter("Mul Daya Channelers", id="m", controller="Alex")
    if top is not None:
        b.enter(top, id="top", controller=owner, zone="library")
        b.state_history("top", top_of_library=True)
    return b


def test_mul_daya_channelers_compiles():
    c = compiled("Mul Daya Channelers")
    assert c.supported
    assert c.effects[2] == {"affects": "self", "condition": {"top_of_library": {"types": ["Creature"]}},
                            "modify_pt": [3, 3]}
    assert c.effects[3] == {"affects": "self", "condition": {"top_of_library": {"types": ["Land"]}},
                            "add_abilities": ["{T}: Add two mana of any one color."]}


@pytest.mark.parametrize("top, expected, mana", [("Grizzly Bears", (5, 5), False), ("Forest", (2, 2), True),
                                                 ("Dryad Arbor", (5, 5), True), ("Lightning Bolt", (2, 2), False)])
def test_mul_daya_channelers_reads_the_stated_top_card(top, expected, mana):
    # a 2/2: +3/+3 while the top card is a creature card; the mana ability while it's a land card (Dryad Arbor:
    # both, 205.2a)
    b = _channelers(top)
    o = b.resolve()["m"]
    assert (o.power, o.toughness) == expected
    assert o.has("{T}: Add two mana of any one color.") is mana


def test_the_top_card_untold_is_listed_not_assumed():
    b = _channelers(None)
    b.enter("Grizzly Bears", id="lib", controller="Alex", zone="library")     # in the library, not said on top
    res = b.resolve()
    assert (res["m"].power, res["m"].toughness) == (2, 2)
    assert "top_of_library" in " ".join(str(u) for u in res.unsupported)


def test_another_players_top_card_is_not_yours():
    b = _channelers("Grizzly Bears", owner="Bo")
    res = b.resolve()
    assert (res["m"].power, res["m"].toughness) == (2, 2)
    assert res.unsupported          # Alex's top card is still not known


def test_a_card_into_or_out_of_the_library_forgets_the_top_card():
    # 401.1: the board holds no library order; a card put into the library may be the new top, the top card
    # drawn leaves another on top
    b = _channelers("Grizzly Bears")
    assert pt(b, "m") == (5, 5)
    b.enter("Forest", id="f", controller="Alex", zone="library")
    res = b.resolve()
    assert (res["m"].power, res["m"].toughness) == (2, 2) and res.unsupported
    b.state_history("top", top_of_library=True)
    assert pt(b, "m") == (5, 5)
    b.move("top", "hand")
    res = b.resolve()
    assert (res["m"].power, res["m"].toughness) == (2, 2) and res.unsupported


def test_stating_a_new_top_card_replaces_the_old_one():
    b = _channelers("Grizzly Bears")
    b.enter("Forest", id="f", controller="Alex", zone="library")
    b.state_history("f", top_of_library=True)
    o = b.resolve()["m"]
    assert (o.power, o.toughness) == (2, 2) and o.has("{T}: Add two mana of any one color.")


def test_the_turns_end_forgets_the_top_card():
    # 504.1: the next turn's draw step takes the top card
    b = _channelers("Grizzly Bears")
    b.end_turn()
    res = b.resolve()
    assert (res["m"].power, res["m"].toughness) == (2, 2) and res.unsupported


def test_only_a_card_in_a_library_can_be_its_top_card():
    from layerkit.errors import ScenarioError
    b = _channelers(None)
    b.enter("Grizzly Bears", id="g", controller="Alex")
    with pytest.raises(ScenarioError):
        b.state_history("g", top_of_library=True)


@pytest.mark.parametrize("top, expected", [("Grizzly Bears", (2, 2)), ("Vampire Nighthawk", (4, 3))])
def test_vampire_nocturnus_avatar_reads_the_top_cards_color(top, expected):
    # "As long as the top card of your library is black, black creatures you control get +2/+1."; the test
    # creature is a black 2/2 (Vampire Nighthawk is black, Grizzly Bears green)
    b = Board()
    b.enter("Vampire Nocturnus Avatar", id="v", controller="Alex")
    b.define("Black Test Bear", "Creature — Bear", oracle_text="", power="2", toughness="2", mana_cost="{1}{B}")
    b.enter("Black Test Bear", id="k", controller="Alex")
    b.enter(top, id="top", controller="Alex", zone="library")
    b.state_history("top", top_of_library=True)
    assert pt(b, "k") == expected


def test_vampire_nocturnus_pumps_itself_and_other_vampires():
    # a 3/3 Vampire: "... this creature and other Vampire creatures you control get +2/+1 and have flying."
    b = Board()
    b.enter("Vampire Nocturnus", id="v", controller="Alex")
    b.enter("Vampire Nighthawk", id="n", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Vampire Nighthawk", id="top", controller="Alex", zone="library")
    b.state_history("top", top_of_library=True)
    res = b.resolve()
    assert (res["v"].power, res["v"].toughness) == (5, 4) and res["v"].has("Flying")
    assert (res["n"].power, res["n"].toughness) == (4, 4)
    assert (res["g"].power, res["g"].toughness) == (2, 2) and not res["g"].has("Flying")


@pytest.mark.parametrize("top, expected", [("Grizzly Bears", (4, 5)), ("Forest", (3, 4))])
def test_water_weird_reads_the_top_card_as_it_resolves(top, expected):
    # a 3/4: "... put a +1/+1 counter on Water Weird if the top card of your library is a nonland card."
    b = Board()
    b.enter("Water Weird", id="w", controller="Alex")
    b.enter(top, id="top", controller="Alex", zone="library")
    b.state_history("top", top_of_library=True)
    b.ability("w", 1)
    assert pt(b, "w") == expected


# ---------------------------------------------------------------- protection from a type and from each color

@pytest.mark.parametrize("tapped, protected", [(False, True), (True, False)])
def test_pristine_angel_is_protected_while_untapped(tapped, protected):
    # "As long as this creature is untapped, it has protection from artifacts and from each color." (702.16g-h:
    # one protection for artifacts, one for each of the five colors)
    b = Board()
    b.enter("Pristine Angel", id="p")
    if tapped:
        b.tap("p")
    o = b.resolve()["p"]
    for quality in ("artifacts", "white", "blue", "black", "red", "green"):
        assert o.has(f"Protection from {quality}") is protected
    assert o.has("Flying")


# ---------------------------------------------------------------- "put a flying, lifelink, or +1/+1 counter on it"

@pytest.mark.parametrize("counter, expected, ability", [("+1/+1", (3, 3), None), ("flying", (2, 2), "Flying"),
                                                         ("lifelink", (2, 2), "Lifelink")])
def test_reluctant_role_model_puts_the_chosen_counter_when_tapped(counter, expected, ability):
    # a 2/2: "Survival — At the beginning of your second main phase, if this creature is tapped, put a flying,
    # lifelink, or +1/+1 counter on it." (608.2d: one counter, of the kind chosen as it resolves; 122.1b)
    b = Board()
    b.enter("Reluctant Role Model", id="r")
    b.tap("r")
    b.ability("r", 1, choices={"counter": counter})
    o = b.resolve()["r"]
    assert (o.power, o.toughness) == expected
    if ability:
        assert o.has(ability)
    b.end_turn()
    assert pt(b, "r") == expected           # a counter stays


def test_reluctant_role_model_untapped_gets_nothing():
    b = Board()
    b.enter("Reluctant Role Model", id="r")
    b.ability("r", 1, choices={"counter": "+1/+1"})
    assert pt(b, "r") == (2, 2)


def test_reluctant_role_model_compiles():
    c = compiled("Reluctant Role Model")
    assert c.effects[1]["condition"] == {"source": {"tapped": True}}
    assert c.effects[1]["counters"] == {"one_of": ["flying", "lifelink", "+1/+1"]}


PINGER = "{T}: This creature deals 1 damage to any target."      # Prodigal Sorcerer's, a creature card's


@pytest.mark.parametrize("top, gains", [("Prodigal Sorcerer", True), ("Forest", False)])
def test_skill_borrower_has_the_top_cards_activated_abilities(top, gains):
    # "As long as the top card of your library is an artifact or creature card, this creature has all activated
    # abilities of that card." (613.1f; a Forest's mana ability: not an artifact or creature card)
    c = compiled("Skill Borrower")
    assert c.effects[2] == {"affects": "self", "condition": {"top_of_library": {"any_types": ["Artifact", "Creature"]}},
                            "gain_abilities_of": {"from": "top_of_library", "kind": "activated"}}
    b = Board()
    b.enter("Skill Borrower", id="s")
    b.enter(top, id="top", zone="library")
    b.state_history("top", top_of_library=True)
    o = b.resolve()["s"]
    assert o.has(PINGER) is gains
    assert not o.has("{T}: Add {G}.")


@pytest.mark.parametrize("top, gains", [("Goblin Sharpshooter", True), ("Prodigal Sorcerer", False)])
def test_conspicuous_snoop_borrows_only_from_a_goblin(top, gains):
    # "As long as the top card of your library is a Goblin card, this creature has all activated abilities of that
    # card." (Goblin Sharpshooter: a Goblin with "{T}: This creature deals 1 damage to any target.")
    b = Board()
    b.enter("Conspicuous Snoop", id="s")
    b.enter(top, id="top", zone="library")
    b.state_history("top", top_of_library=True)
    assert b.resolve()["s"].has(PINGER) is gains


def test_skill_borrower_untold_top_card_is_listed():
    b = Board()
    b.enter("Skill Borrower", id="s")
    res = b.resolve()
    assert not res["s"].has(PINGER)
    assert "top_of_library" in " ".join(str(u) for u in res.unsupported)


@pytest.mark.parametrize("top, expected", [("Grizzly Bears", (2, 2)), ("Forest", (1, 1))])
def test_crown_of_convergence_pumps_creatures_sharing_a_color_with_the_top_card(top, expected):
    # "As long as the top card of your library is a creature card, creatures you control that share a color with
    # that card get +1/+1." (Grizzly Bears: green; Llanowar Elves green, a 1/1; the Forest is no creature card)
    b = Board()
    b.enter("Crown of Convergence", id="c", controller="Alex")
    b.enter("Llanowar Elves", id="e", controller="Alex")
    b.enter("Goblin Piker", id="r", controller="Alex")         # red 2/1: shares no color with the Bears
    b.enter(top, id="top", controller="Alex", zone="library")
    b.state_history("top", top_of_library=True)
    res = b.resolve()
    assert (res["e"].power, res["e"].toughness) == expected
    assert (res["r"].power, res["r"].toughness) == (2, 1)


def test_an_ability_that_changes_the_library_forgets_the_top_card():
    # Crown of Convergence's "{G}{W}: Put the top card of your library on the bottom of your library.": the board
    # doesn't carry it out, so the top card is no longer known (listed, never the old one)
    b = Board()
    b.enter("Crown of Convergence", id="c", controller="Alex")
    b.enter("Llanowar Elves", id="e", controller="Alex")
    b.enter("Grizzly Bears", id="top", controller="Alex", zone="library")
    b.state_history("top", top_of_library=True)
    assert pt(b, "e") == (2, 2)
    b.ability("c", 3)
    res = b.resolve()
    assert (res["e"].power, res["e"].toughness) == (1, 1) and res.unsupported


def test_a_spell_that_draws_forgets_the_top_card():
    b = _channelers("Grizzly Bears")
    b.cast("Divination", controller="Alex")      # "Draw two cards."
    res = b.resolve()
    assert (res["m"].power, res["m"].toughness) == (2, 2) and res.unsupported


# ---------------------------------------------------------------- the colors of mana spent to activate (602.2b)

@pytest.mark.parametrize("spent, now, later", [({"W": 1, "U": 1, "B": 1}, (3, 3), (3, 3)),
                                               ({"W": 2, "U": 1}, (3, 3), (2, 2)),
                                               ({"W": 1, "U": 1, "B": 1, "R": 1}, (3, 3), (2, 2)),
                                               ({"C": 3}, (3, 3), (2, 2))])
def test_paragon_of_modernity_counter_for_exactly_three_colors(spent, now, later):
    # a 2/2: "{3}: This creature gets +1/+1 until end of turn. If exactly three colors of mana were spent to
    # activate this ability, put a +1/+1 counter on it instead." (105.1: colorless is no color)
    c = compiled("Paragon of Modernity")
    assert c.effects[2]["instead"]["condition"] == {"mana_spent": {"color": "colors", "min": 3, "max": 3}}
    b = Board()
    b.enter("Paragon of Modernity", id="p")
    b.ability("p", 2, choices={"mana_spent": spent})
    assert pt(b, "p") == now
    b.end_turn()
    assert pt(b, "p") == later


def test_paragon_of_modernity_untold_payment_is_listed():
    b = Board()
    b.enter("Paragon of Modernity", id="p")
    b.ability("p", 2)
    res = b.resolve()
    assert (res["p"].power, res["p"].toughness) == (2, 2)
    assert "mana_spent" in " ".join(str(u) for u in res.unsupported)


# ---------------------------------------------------------------- different kinds of counters (122.1)

@pytest.mark.parametrize("counters, expected", [
    ({"a": {"+1/+1": 1}, "b": {"flying": 1}, "c": {"shield": 2}}, (6, 6)),
    ({"a": {"+1/+1": 2, "flying": 1}, "b": {"+1/+1": 1}, "c": {}}, (4, 2)),     # two kinds only
    ({"a": {"+1/+1": 1, "flying": 1, "shield": 1}, "b": {}, "c": {}}, (6, 6)),  # three kinds on one creature
])
def test_hundred_battle_veteran_counts_kinds_of_counters(counters, expected):
    # a 4/2: "As long as there are three or more different kinds of counters among creatures you control, this
    # creature gets +2/+4." (its own counters count too: it is a creature you control)
    b = Board()
    b.enter("Hundred-Battle Veteran", id="v", controller="Alex")
    for oid, kinds in counters.items():
        b.enter("Grizzly Bears", id=oid, controller="Alex", counters=kinds or None)
    b.enter("Grizzly Bears", id="opp", controller="Bo", counters={"lifelink": 1, "reach": 1, "shield": 1})
    assert pt(b, "v") == expected


@pytest.mark.parametrize("kinds, expected", [({"shield": 1, "+1/+1": 1, "stun": 1}, (5, 5)), ({}, (2, 2))])
def test_perrie_counts_kinds_among_permanents_as_it_resolves(kinds, expected):
    # "Whenever Perrie attacks, target creature you control gains trample and gets +X/+X until end of turn, where
    # X is the number of different kinds of counters among permanents you control." (608.2h: fixed as it resolves)
    b = Board()
    b.enter("Perrie, the Pulverizer", id="p", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Ornithopter", id="o", controller="Alex", counters=kinds or None)
    b.enter("Ornithopter", id="x", controller="Bo", counters={"lifelink": 1, "reach": 1})    # not yours
    b.attack("p")
    b.ability("p", 2, targets=["g"], choices={"player": "Bo"})
    o = b.resolve()["g"]
    assert (o.power, o.toughness) == expected and o.has("Trample")
    b.enter("Ornithopter", id="late", controller="Alex", counters={"flying": 1})
    assert pt(b, "g") == expected           # fixed as it resolved


# ---------------------------------------------------------------- what the player did this turn (stated facts)

@pytest.mark.parametrize("told, has", [(True, True), (False, False)])
def test_sigardian_paladin_reads_the_stated_counters_this_turn(told, has):
    # "As long as you've put one or more +1/+1 counters on a creature this turn, this creature has trample and
    # lifelink."
    b = Board()
    b.enter("Sigardian Paladin", id="s", controller="Alex")
    b.state_fact("Alex", put_plus_one_counter_on_creature_this_turn=told)
    o = b.resolve()["s"]
    assert o.has("Trample") is has and o.has("Lifelink") is has


def test_sigardian_paladin_untold_is_listed_and_a_counter_step_forgets_false():
    b = Board()
    b.enter("Sigardian Paladin", id="s", controller="Alex")
    res = b.resolve()
    assert not res["s"].has("Trample") and res.unsupported
    b.state_fact("Alex", put_plus_one_counter_on_creature_this_turn=False)
    assert not b.resolve().unsupported
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.counters("g", add={"+1/+1": 1})          # the board doesn't know who put it: no longer known
    res = b.resolve()
    assert not res["s"].has("Trample") and res.unsupported


def test_a_stated_true_counter_fact_stays_until_the_turn_ends():
    b = Board()
    b.enter("Sigardian Paladin", id="s", controller="Alex")
    b.state_fact("Alex", put_plus_one_counter_on_creature_this_turn=True)
    b.enter("Grizzly Bears", id="g", controller="Alex", counters={"+1/+1": 1})
    assert b.resolve()["s"].has("Trample")
    b.end_turn()
    res = b.resolve()
    assert not res["s"].has("Trample") and res.unsupported


@pytest.mark.parametrize("told, expected", [(True, (3, 3)), (False, (2, 2))])
def test_fairgrounds_trumpeter_reads_the_fact_as_it_resolves(told, expected):
    # a 2/2: "At the beginning of each end step, if a +1/+1 counter was put on a permanent under your control this
    # turn, put a +1/+1 counter on this creature." (603.4: read as the trigger resolves)
    b = Board()
    b.enter("Fairgrounds Trumpeter", id="f", controller="Alex", entered_this_turn=False)
    b.state_fact("Alex", plus_one_counter_put_on_permanent_this_turn=told)
    b.ability("f", 1)
    assert pt(b, "f") == expected


def test_fairgrounds_trumpeter_untold_is_listed():
    b = Board()
    b.enter("Fairgrounds Trumpeter", id="f", controller="Alex")
    b.ability("f", 1)
    res = b.resolve()
    assert (res["f"].power, res["f"].toughness) == (2, 2)
    assert "plus_one_counter_put_on_permanent_this_turn" in " ".join(str(u) for u in res.unsupported)


@pytest.mark.parametrize("told, has", [(True, True), (False, False)])
def test_darkblade_agent_reads_surveilled_this_turn(told, has):
    # "As long as you've surveilled this turn, this creature has deathtouch and "Whenever this creature deals
    # combat damage to a player, you draw a card.""
    b = Board()
    b.enter("Darkblade Agent", id="d", controller="Alex")
    b.state_fact("Alex", surveilled_this_turn=told)
    o = b.resolve()["d"]
    assert o.has("Deathtouch") is has
    assert o.has("Whenever this creature deals combat damage to a player, you draw a card.") is has
    b.cast("Divination", controller="Alex")       # a spell may have made Alex surveil: a false one is forgotten
    res = b.resolve()
    assert res["d"].has("Deathtouch") is has and bool(res.unsupported) is (not told)


@pytest.mark.parametrize("alex, bo, expected", [(0, 1, (3, 4)), (1, 0, (3, 4)), (0, 0, (2, 3))])
def test_ichor_shade_reads_every_players_dead_artifacts_and_creatures(alex, bo, expected):
    # a 2/3: "At the beginning of your end step, if an artifact or creature was put into a graveyard from the
    # battlefield this turn, put a +1/+1 counter on this creature." (anyone's)
    b = Board()
    b.enter("Ichor Shade", id="s", controller="Alex")
    b.state_fact("Alex", artifacts_or_creatures_died_this_turn=alex)
    b.state_fact("Bo", artifacts_or_creatures_died_this_turn=bo)
    b.ability("s", 1)
    assert pt(b, "s") == expected


def test_ichor_shade_one_player_untold_is_listed_and_a_death_forgets_it():
    b = Board()
    b.enter("Ichor Shade", id="s", controller="Alex")
    b.state_fact("Alex", artifacts_or_creatures_died_this_turn=0)
    b.ability("s", 1)
    res = b.resolve()
    assert (res["s"].power, res["s"].toughness) == (2, 3) and res.unsupported
    b2 = Board()
    b2.enter("Ichor Shade", id="s", controller="Alex")
    b2.enter("Ornithopter", id="o", controller="Bo")
    b2.state_fact("Alex", artifacts_or_creatures_died_this_turn=0)
    b2.state_fact("Bo", artifacts_or_creatures_died_this_turn=0)
    b2.leave("o")                                     # it died: the counts are no longer known
    b2.ability("s", 1)
    assert b2.resolve().unsupported


@pytest.mark.parametrize("exiled, expected", [(1, (2, 2)), (0, (1, 1))])
def test_ennis_reads_cards_put_into_exile_this_turn(exiled, expected):
    # a 1/1: "At the beginning of your end step, if one or more cards were put into exile this turn, put a +1/+1
    # counter on Ennis."
    b = Board()
    b.enter("Ennis, Debate Moderator", id="e", controller="Alex")
    b.state_fact("Alex", cards_exiled_this_turn=0)
    b.state_fact("Bo", cards_exiled_this_turn=exiled)
    b.ability("e", 2)
    assert pt(b, "e") == expected


def test_a_move_to_exile_forgets_cards_exiled():
    b = Board()
    b.enter("Ennis, Debate Moderator", id="e", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.state_fact("Alex", cards_exiled_this_turn=0)
    b.state_fact("Bo", cards_exiled_this_turn=0)
    b.move("g", "exile")
    b.ability("e", 2)
    res = b.resolve()
    assert (res["e"].power, res["e"].toughness) == (1, 1) and res.unsupported


@pytest.mark.parametrize("left, expected", [(2, (4, 2)), (0, (2, 2))])
def test_living_history_reads_a_card_leaving_your_graveyard(left, expected):
    # "Whenever you attack, if a card left your graveyard this turn, target attacking creature gets +2/+0 until end
    # of turn."
    b = Board()
    b.enter("Living History", id="l", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.state_fact("Alex", cards_left_graveyard_this_turn=left)
    b.attack("g")
    b.ability("l", 2, targets=["g"])
    assert pt(b, "g") == expected


def test_a_card_leaving_a_graveyard_forgets_it():
    b = Board()
    b.enter("Living History", id="l", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Ornithopter", id="o", controller="Alex", zone="graveyard")
    b.state_fact("Alex", cards_left_graveyard_this_turn=0)
    b.move("o", "hand")
    b.attack("g")
    b.ability("l", 2, targets=["g"])
    res = b.resolve()
    assert (res["g"].power, res["g"].toughness) == (2, 2) and res.unsupported


@pytest.mark.parametrize("n, expected", [(1, (2, 2)), (0, (1, 1))])
def test_tunnel_tipster_reads_face_down_creatures_entered(n, expected):
    # a 1/1: "At the beginning of your end step, if a face-down creature entered the battlefield under your control
    # this turn, put a +1/+1 counter on this creature."
    b = Board()
    b.enter("Tunnel Tipster", id="t", controller="Alex")
    b.state_fact("Alex", face_down_creatures_entered_this_turn=n)
    b.ability("t", 1)
    assert pt(b, "t") == expected


@pytest.mark.parametrize("told, expected", [(True, (3, 3)), (False, (2, 2))])
def test_wakka_reads_a_counter_put_on_it_this_turn(told, expected):
    # "Blitzball Captain — At the beginning of your end step, if a counter was put on Wakka this turn, put a +1/+1
    # counter on each other creature you control." (its history this turn, stated)
    b = Board()
    b.enter("Wakka, Devoted Guardian", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="o", controller="Bo")
    b.state_history("w", counter_put_this_turn=told)
    b.ability("w", 4)
    assert pt(b, "g") == expected
    assert pt(b, "o") == (2, 2)


def test_wakka_untold_and_a_counter_step_forgets_false():
    b = Board()
    b.enter("Wakka, Devoted Guardian", id="w", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.state_history("w", counter_put_this_turn=False)
    b.counters("w", add={"+1/+1": 1})
    b.ability("w", 4)
    res = b.resolve()
    assert (res["g"].power, res["g"].toughness) == (2, 2)
    assert "counter_put_this_turn" in " ".join(str(u) for u in res.unsupported)


def test_counters_of_a_kind_the_board_does_not_put_are_listed_while_kinds_are_counted():
    # Perrie's "When Perrie enters, put a shield counter on target creature.": the board puts no shield counter (no
    # layer reads one), so its own attack trigger's count of kinds would miss it: the resolution lists it
    b = Board()
    b.enter("Perrie, the Pulverizer", id="p", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.ability("p", 1, targets=["g"])
    assert any("different kinds of counters" in str(u) for u in b.resolve().unsupported)
