"""Round 14, misc family: station cards without a reminder, die tables, emblems, perpetual grants (tests whose
expected values come from the oracle text and the Comprehensive Rules)."""
from __future__ import annotations

import layerkit
from layerkit.compiler import compile_text


# ------------------------------------------------------------------------------ 721.2b with one station symbol

def _station_board(card: str, charge: int) -> layerkit.Resolution:
    b = layerkit.Board()
    b.enter(card, id="s")
    if charge:
        b.counters("s", add={"charge": charge})
    return b.resolve()


def test_one_station_symbol_holds_the_power_toughness_box() -> None:
    # Candela, Aegis of Adagia (Legendary Artifact — Spacecraft, 3/3): "Station / 8+ | Flying": with one
    # station symbol, its box is in that striation (721.2, 721.2c): at 8+ it's a 3/3 artifact creature with flying
    low = _station_board("Candela, Aegis of Adagia", 7)["s"]
    assert "Creature" not in low.types and not low.has("Flying")
    high = _station_board("Candela, Aegis of Adagia", 8)["s"]
    assert "Creature" in high.types and "Artifact" in high.types
    assert (high.power, high.toughness) == (3, 3)
    assert high.has("Flying")


def test_one_station_symbol_monoist_gravliner() -> None:
    # Monoist Gravliner (2/3): "6+ | Flying, Deathtouch, Lifelink"
    high = _station_board("Monoist Gravliner", 6)["s"]
    assert "Creature" in high.types and (high.power, high.toughness) == (2, 3)
    assert all(high.has(k) for k in ("Flying", "Deathtouch", "Lifelink"))
    assert "Creature" not in _station_board("Monoist Gravliner", 5)["s"].types


def test_two_station_symbols_without_a_reminder_stay_reported() -> None:
    text = "Station\n3+ | Flying\n8+ | Trample"
    c = compile_text("Test Craft", text, ["Artifact"], pt=("3", "3"))
    assert not c.supported
    assert any(u.clause == "station" for u in c.unsupported)


def test_a_die_table_is_no_station_symbol() -> None:
    # Druid of the Emerald Grove: "9 or less | ... / 10—19 | ... / 20+ | ..." are a d20's results (706.2), no
    # station symbol (721.2): no charge-counter condition and no power/toughness box read from them
    text = ("When this creature enters, search your library for up to two basic land cards and reveal them, then "
            "roll a d20.\n9 or less | Put those cards into your hand, then shuffle.\n10—19 | Put one of those cards "
            "onto the battlefield tapped and the other into your hand, then shuffle.\n20+ | Put those cards onto "
            "the battlefield tapped, then shuffle.")
    c = compile_text("Druid of the Emerald Grove", text, ["Creature"], pt=("2", "2"))
    assert not c.effects and not c.unsupported
    b = layerkit.Board()
    b.enter("Druid of the Emerald Grove", id="d")
    d = b.resolve()["d"]
    assert (d.power, d.toughness) == (2, 2) and not b.resolve().unsupported


# ------------------------------------------------------------------------------ 602.5b activation restrictions

def test_activation_restriction_is_no_layer_effect() -> None:
    # Flywheel Racer: "{T}: Add one mana of any color. Activate only if this permanent is a creature." — a mana
    # ability with a restriction on activating it (602.5b): no continuous effect
    text = ("Vigilance\n{T}: Add one mana of any color. Activate only if this permanent is a creature.\nCrew 1 (Tap any "
            "number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature "
            "until end of turn.)")
    c = compile_text("Flywheel Racer", text, ["Artifact"])
    assert c.supported and 2 not in c.effects
    # Nature's Chosen: "Activate only if enchanted creature is white and untapped and only once each turn."
    text = ("Enchant creature you control\n{0}: Untap enchanted creature. Activate only during your turn and only once "
            "each turn.\nTap enchanted creature: Untap target artifact, creature, or land. Activate only if enchanted "
            "creature is white and untapped and only once each turn.")
    c = compile_text("Nature's Chosen", text, ["Enchantment"])
    assert not c.unsupported and not c.effects


def test_activation_restriction_beside_a_layer_effect() -> None:
    # Chronatog Totem: "{0}: This creature gets +3/+3 until end of turn. ... Activate only once each turn and only if
    # this permanent is a creature." — the restriction limits when it is activated (602.5b, as "Activate only as a
    # sorcery" does); once it resolves its effect is +3/+3 until end of turn
    b = layerkit.Board()
    b.enter("Chronatog Totem", id="t")
    b.ability("t", which=2)
    assert b.resolve()["t"].power == 1
    b.ability("t", which=3)
    res = b.resolve()
    assert (res["t"].power, res["t"].toughness) == (4, 5) and not res.unsupported
    b.end_turn()
    assert "Creature" not in b.resolve()["t"].types


# ------------------------------------------------------------------------------ 701.27 transform as it resolves

def _squire_board(creature_cards: int) -> layerkit.Board:
    b = layerkit.Board()
    b.enter("Bloodsworn Squire", id="sq")
    for k in range(creature_cards):
        b.enter("Grizzly Bears", id=f"g{k}", zone="graveyard")
    return b


def test_then_if_transform_this_creature() -> None:
    # Bloodsworn Squire: "{1}{B}, Discard a card: This creature gains indestructible until end of turn. Tap it. Then
    # if there are four or more creature cards in your graveyard, transform this creature." Its back face,
    # Bloodsworn Knight: "power and toughness are each equal to the number of creature cards in your graveyard"
    b = _squire_board(4)
    b.ability("sq", which=1)
    sq = b.resolve()["sq"]
    assert sq.name == "Bloodsworn Knight"                 # 701.27a: the same object, its other face up
    assert (sq.power, sq.toughness) == (4, 4)
    assert sq.has("Indestructible")                       # the effect before it still applies to it
    b.end_turn()
    assert not b.resolve()["sq"].has("Indestructible") and b.resolve()["sq"].name == "Bloodsworn Knight"


def test_then_if_transform_not_when_the_if_fails() -> None:
    b = _squire_board(3)
    b.ability("sq", which=1)
    sq = b.resolve()["sq"]
    assert sq.name == "Bloodsworn Squire" and (sq.power, sq.toughness) == (3, 3) and sq.has("Indestructible")


def test_transform_target_then_effect_on_others() -> None:
    # Waxing Moon: "Transform up to one target Werewolf you control. Creatures you control gain trample until end
    # of turn." Hanweir Watchkeep (1/5 defender) // Bane of Hanweir (5/5 Werewolf, attacks each combat if able)
    b = layerkit.Board()
    b.enter("Hanweir Watchkeep // Bane of Hanweir", id="w")
    b.enter("Grizzly Bears", id="g")
    b.cast("Waxing Moon", targets=["w"])
    res = b.resolve()
    assert res["w"].name == "Bane of Hanweir" and (res["w"].power, res["w"].toughness) == (5, 5)
    assert not res["w"].has("Defender")
    assert res["w"].has("Trample") and res["g"].has("Trample")
    assert not res.unsupported


def test_transform_a_single_faced_permanent_does_nothing() -> None:
    # 701.27c: only double-faced permanents transform (Greater Werewolf: a single-faced Werewolf, 2/4)
    b = layerkit.Board()
    b.enter("Greater Werewolf", id="g")
    b.cast("Waxing Moon", targets=["g"])
    res = b.resolve()
    assert res["g"].name == "Greater Werewolf" and (res["g"].power, res["g"].toughness) == (2, 4)
    assert res["g"].has("Trample")


def test_transform_alone_stays_no_layer_effect() -> None:
    # "{2}: Transform this token." changes no characteristic through a layer: as before, no definition
    c = compile_text("Test Token", "{2}: Transform this token.", ["Artifact"])
    assert not c.effects and not c.unsupported


def test_transform_if_you_control_after_the_effect() -> None:
    # Dowsing Device: "..., up to one target creature you control gets +1/+0 and gains haste until end of turn. Then
    # transform this artifact if you control four or more artifacts." — an instruction's "if", checked as it
    # resolves after the effect (608.2c)
    text = ("Whenever this artifact or another artifact you control enters, up to one target creature you control "
            "gets +1/+0 and gains haste until end of turn. Then transform this artifact if you control four or more "
            "artifacts.")
    c = compile_text("Dowsing Device", text, ["Artifact"])
    assert c.effects[1]["parts"][1] == {"affects": "self", "transform": True,
                                        "if_holds": {"count": {"of": {"types": ["Artifact"], "controller": "you"},
                                                               "min": 4}}}


def test_counter_then_transform_if_it_has_three() -> None:
    # The Emperor of Palamecia (2/2): "Whenever you cast a noncreature spell, if at least four mana was spent to cast
    # it, put a +1/+1 counter on The Emperor of Palamecia. Then if it has three or more +1/+1 counters on it,
    # transform it." — the counter first, then the "if" read on the board (608.2c); counters stay on the same object
    b = layerkit.Board()
    b.enter("The Emperor of Palamecia // The Lord Master of Hell", id="e", counters={"+1/+1": 1})
    b.ability("e", 2, choices={"mana_spent": {"U": 1, "C": 3}})
    e = b.resolve()["e"]
    assert e.name == "The Emperor of Palamecia" and e.power == e.toughness  # two counters: not yet
    b.ability("e", 2, choices={"mana_spent": {"U": 1, "C": 2}})           # three mana: the ability does nothing
    assert b.resolve()["e"].name == "The Emperor of Palamecia"
    b.ability("e", 2, choices={"mana_spent": {"R": 4}})
    e = b.resolve()["e"]
    assert e.name == "The Lord Master of Hell"
    state = b.state.objects["e"]
    assert state.counter("+1/+1") == 3


# ------------------------------------------------------------------------------ 708.3 returned face down

def test_dies_return_it_face_down_under_your_control() -> None:
    # Ashcloud Phoenix (4/1 flying): "When this creature dies, return it to the battlefield face down under your
    # control." — 708.2a: a 2/2 face-down creature with no text, name, subtypes or mana cost; Bo controlled it
    b = layerkit.Board()
    b.enter("Ashcloud Phoenix", id="ph", owner="Alex", controller="Bo")
    b.move("ph", "graveyard")
    b.ability("ph", 2)
    res = b.resolve()
    ph = res["ph"]
    assert b.state.objects["ph"].zone == "battlefield"
    assert (ph.power, ph.toughness) == (2, 2) and ph.types == frozenset({"Creature"})
    assert not ph.subtypes and not ph.name and not ph.has("Flying")
    # 603.3a: Bo controlled the Phoenix as it died, so controls the ability; "under your control": Bo's
    assert ph.characteristics.controller == "Bo"
    assert not res.unsupported
    b.turn_face_up("ph")
    ph = b.resolve()["ph"]
    assert ph.name == "Ashcloud Phoenix" and (ph.power, ph.toughness) == (4, 1) and ph.has("Flying")


def test_another_creature_returns_face_down_as_a_forest_land() -> None:
    # Yedora, Grave Gardener: "Whenever another nontoken creature you control dies, you may return it to the
    # battlefield face down under its owner's control. It's a Forest land. (It has no other types or abilities.)"
    # (the board's Yedora is a hand-written card: data/scenarios/intrinsic-37-yedora-returns-a-forest-land.yaml)
    text = ("Whenever another nontoken creature you control dies, you may return it to the battlefield face down under "
            "its owner's control. It's a Forest land. (It has no other types or abilities.)")
    c = compile_text("Yedora, Grave Gardener", text, ["Creature"])
    assert c.effects[1] == {"affects": "targets", "return_targets": "owner",
                            "put_face_down": {"types": ["Land"], "subtypes": ["Forest"]}}
    # "When this creature enters, return it ... face down": no "dies" event; a token ("one or more"): reported
    c = compile_text("Test Card", "When this creature enters, return it to the battlefield face down under your "
                     "control.", ["Creature"])
    assert not c.effects and c.unsupported


def test_another_creature_returns_face_down_and_tapped_as_a_cyberman() -> None:
    # Missy: "Whenever another nonartifact creature dies, return it to the battlefield under your control face down
    # and tapped. It's a 2/2 Cyberman artifact creature."
    b = layerkit.Board()
    b.enter("Missy", id="m")
    b.enter("Serra Angel", id="a", zone="graveyard", owner="Bo")
    b.ability("m", 1, targets=["a"])
    res = b.resolve()
    a = res["a"]
    assert a.types == frozenset({"Artifact", "Creature"}) and a.subtypes == frozenset({"Cyberman"})
    assert (a.power, a.toughness) == (2, 2) and not a.has("Flying")
    assert a.characteristics.controller == b.state.objects["m"].controller
    assert b.state.objects["a"].tapped


# ------------------------------------------------------------------------------ 601.2c the targets of a spell cast

def test_those_creatures_the_spell_targets() -> None:
    # Storm, Windrider: "Whenever you cast a spell that targets one or more creatures, those creatures gain flying
    # until end of turn." — the spell's targets, named as the ability's; only the creatures among them (109.2)
    b = layerkit.Board()
    b.enter("Storm, Windrider", id="s")
    b.enter("Grizzly Bears", id="g")
    b.enter("Ornithopter", id="o")
    b.enter("Sol Ring", id="r")
    b.ability("s", 3, targets=["g", "r"])
    res = b.resolve()
    assert res["g"].has("Flying") and not res["r"].has("Flying")
    b.end_turn()
    assert not b.resolve()["g"].has("Flying")


def test_emblem_gains_control_of_the_permanents_the_spell_targets() -> None:
    # Dack Fayden's emblem: "Whenever you cast a spell that targets one or more permanents, gain control of those
    # permanents." (114.2, 603.3a: the emblem's controller controls the trigger; control lasts indefinitely, 613.1b)
    b = layerkit.Board()
    b.enter("Dack Fayden", id="dack", controller="Alex", counters={"loyalty": 6})
    b.enter("Sol Ring", id="r", controller="Bo")
    b.enter("Grizzly Bears", id="g", controller="Bo")
    b.ability("dack", 3)
    b.ability("dack-emblem", 1, targets=["r"])
    res = b.resolve()
    assert res["r"].characteristics.controller == "Alex" and res["g"].characteristics.controller == "Bo"
    b.end_turn()
    assert b.resolve()["r"].characteristics.controller == "Alex"


# ------------------------------------------------------------------------------ 309.7 an emblem reading a game fact

def test_emblem_counts_differently_named_dungeons() -> None:
    # Ellywick Tumblestrum's emblem: "Creatures you control have trample and haste and get +2/+2 for each
    # differently named dungeon you've completed." — a game fact the board is told (a dungeon completed twice
    # counts once: not dungeons_completed)
    b = layerkit.Board()
    b.enter("Ellywick Tumblestrum", id="e", controller="Alex", counters={"loyalty": 7})
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Grizzly Bears", id="h", controller="Bo")
    b.ability("e", 3)
    res = b.resolve()
    assert res.unsupported                   # not told: not applied, listed
    assert res["g"].power == 2
    b.state_fact("Alex", dungeons_completed=3, dungeon_names_completed=2)
    res = b.resolve()
    assert (res["g"].power, res["g"].toughness) == (6, 6) and res["g"].has("Trample") and res["g"].has("Haste")
    assert res["h"].power == 2 and not res["h"].has("Trample")


def test_a_transformation_whose_object_is_not_read_leaves_the_ability_as_it_was() -> None:
    # Wedding Announcement: "... Otherwise, create a 1/1 white Human creature token. Then if this enchantment has
    # three or more invitation counters on it, transform it." — "it" after the token is not read: the ability is
    # read as before, without its transformation (no continuous effect: creating tokens, drawing)
    text = ("At the beginning of your end step, put an invitation counter on this enchantment. If you attacked with "
            "two or more creatures this turn, draw a card. Otherwise, create a 1/1 white Human creature token. Then "
            "if this enchantment has three or more invitation counters on it, transform it.")
    c = compile_text("Wedding Announcement", text, ["Enchantment"])
    assert not c.unsupported and not c.effects


def test_emblem_of_the_creature_type_chosen_as_the_ability_resolved() -> None:
    # Oko, Shadowmoor Scion: "[−6]: Choose a creature type. You get an emblem with "Creatures you control of the
    # chosen type get +3/+3 and have vigilance and hexproof."" — the type chosen as the ability resolved (608.2d)
    from layerkit.errors import ScenarioError
    b = layerkit.Board()
    b.enter("Oko, Lorwyn Liege // Oko, Shadowmoor Scion", id="oko", face="back", controller="Alex",
            counters={"loyalty": 6})
    b.enter("Llanowar Elves", id="elf", controller="Alex")
    b.enter("Grizzly Bears", id="bear", controller="Alex")
    b.enter("Elvish Mystic", id="theirs", controller="Bo")
    try:
        b.ability("oko", "-6")
    except ScenarioError as exc:
        assert "creature_type" in str(exc)          # the choice is never assumed
    else:
        raise AssertionError("the creature type chosen was not asked for")
    b.ability("oko", "-6", choices={"creature_type": "Elf"})
    res = b.resolve()
    assert (res["elf"].power, res["elf"].toughness) == (4, 4) and res["elf"].has("Hexproof")
    assert res["bear"].power == 2 and res["theirs"].power == 1
    assert not res.unsupported


def test_exile_this_creature_then_return_it_face_down() -> None:
    # Shorecrasher Elemental (3/3, megamorph): "{U}: Exile this creature, then return it to the battlefield face down
    # under its owner's control." — a new object (400.7: the +1/-1 until end of turn ends with the old one), a 2/2
    # face-down creature (708.2a)
    b = layerkit.Board()
    b.enter("Shorecrasher Elemental", id="s", owner="Alex", controller="Bo")
    b.ability("s", 2, choices={"pt": "+1/-1"})
    assert b.resolve()["s"].power == 4
    b.ability("s", 1)
    s = b.resolve()["s"]
    assert (s.power, s.toughness) == (2, 2) and not s.name and s.types == frozenset({"Creature"})
    assert s.characteristics.controller == "Alex"
    # (turned face up another way than by paying its megamorph cost, 702.37b: no +1/+1 counter; the step says so)
    b.turn_face_up("s", megamorph=False)
    assert (b.resolve()["s"].power, b.resolve()["s"].toughness) == (3, 3)
