"""Values (issue 12, round 14, branch ``values14``).

1. "creatures you control that have a creature type in common", "permanents you control that are creatures and/or
   Vehicles": "you control that ..." is a relative clause on the objects counted, not a control-changing effect
   (613.1b names "gain control of", "you control enchanted creature"); a sentence that only deals damage, adds mana
   or changes life is no layer effect whatever number it reads.
"""
from layerkit.analysis.coverage import assess
from layerkit.compiler import compile_card
from layerkit.compiler.signs import looks_continuous
from layerkit.game.board import Board
from layerkit.game.carddb import default_database
from layerkit.vocabulary.classifier import classify_ability


def _facts(name: str) -> dict:
    return default_database().facts(name)


# ------------------------------------------------------------------ 1. "you control that ..." (relative clause)

def test_relative_clause_after_you_control_is_no_control_change():
    for s in ("each opponent loses x life, where x is the greatest number of creatures you control that have a "
              "creature type in common",
              "~ deals x damage to target creature, where x is the number of permanents you control that are creatures "
              "and/or vehicles",
              "add an amount of {c} equal to the number of creatures you control that share a creature type with it",
              "for each creature you control that's a wolf or a werewolf, create a 2/2 green wolf creature token"):
        assert not looks_continuous(s), s
        assert "2" not in classify_ability(s, "static", "~")[0], s


def test_you_control_that_creature_is_still_a_control_change():
    # 613.1b: "you control that creature" / "you control enchanted creature" give control of an object
    assert looks_continuous("until end of turn, you control that creature")
    assert "2" in classify_ability("Until end of turn, you control that creature.", "static", "~")[0]
    assert looks_continuous("you control enchanted creature")


def test_cards_whose_only_number_reads_creatures_you_control_have_no_layer_effect():
    # Skemfar Shadowsage (life), Collision Course (damage / destroy), White Lotus Tile and Mana Echoes (mana):
    # none of their instructions changes an object's characteristics (613.1)
    for name in ("Skemfar Shadowsage", "Collision Course", "White Lotus Tile", "Mana Echoes", "Basalt Ravager"):
        c = compile_card(_facts(name))
        assert not c.unsupported and not c.effects, name
        assert assess(_facts(name)) is None, name


def test_night_of_the_flying_merfolk_compiles_its_flying_counters_and_drops_the_draw():
    # II — "Put a flying counter on each tapped creature you control" (122.1b: a keyword counter, layer 6);
    # III — "Draw a card for each creature you control that dealt combat damage to a player this turn": no layer
    c = compile_card(_facts("Night of the Flying Merfolk"))
    assert not c.unsupported
    assert list(c.effects.values()) == [{"affects": {"tapped": True, "controller": "you", "types": ["Creature"]},
                                         "counters": {"flying": 1}}]
    assert assess(_facts("Night of the Flying Merfolk")).status == "fully"


def test_besieged_viking_village_puts_an_indestructible_counter_on_its_target():
    # "put an indestructible counter on target creature you control that attacked this turn": the step's target
    # gets the counter, and with it indestructible (122.1b, layer 6)
    b = Board()
    b.enter("Besieged Viking Village", id="v")
    b.enter("Grizzly Bears", id="bear")
    b.ability("v", which=2, targets=["bear"])
    r = b.resolve()
    assert not r.unsupported
    assert r["bear"].has("Indestructible")


# ------------------------------------------------------------------ 2. a granted keyword whose number is X

def _kw(r, oid: str, word: str) -> list[str]:
    return [a.text for a in r[oid].abilities if a.text.split(" ")[0] == word]


def test_fumiko_bushido_is_the_number_of_attacking_creatures():
    # "Fumiko has bushido X, where X is the number of attacking creatures" (702.45a: Bushido N): every
    # attacking creature, whoever controls it, read continuously (611.3a)
    b = Board()
    b.enter("Fumiko the Lowblood", id="f")
    b.enter("Grizzly Bears", id="b1")
    b.enter("Grizzly Bears", id="b2")
    b.enter("Grizzly Bears", id="b3", controller="Bo")
    r = b.resolve()
    assert not r.unsupported and _kw(r, "f", "Bushido") == ["Bushido 0"]
    b.attack(["b1", "b2"])
    r = b.resolve()
    assert not r.unsupported and _kw(r, "f", "Bushido") == ["Bushido 2"]


def test_fumiko_compiles_to_a_keyword_with_a_count():
    c = compile_card(_facts("Fumiko the Lowblood"))
    assert not c.unsupported
    assert c.effects[1] == {"affects": "self", "add_abilities": [
        {"keyword": "Bushido X", "x": {"count": {"combat": "attacking", "types": ["Creature"]}}}]}


def test_kodama_soulshift_counts_spirits_you_control_itself_included():
    # "has soulshift X, where X is the number of Spirits you control" (702.46a): Kodama is a Spirit itself
    b = Board()
    b.enter("Kodama of the Center Tree", id="k")
    b.enter("Kami of Ancient Law", id="s1")            # a Spirit
    b.enter("Kami of Ancient Law", id="s2", controller="Bo")   # an opponent's: not counted
    r = b.resolve()
    assert not r.unsupported
    assert _kw(r, "k", "Soulshift") == ["Soulshift 2"] and (r["k"].power, r["k"].toughness) == (2, 2)


def test_minthara_ward_reads_experience_counters_and_reports_them_untold():
    # "Minthara has ward {X}, where X is the number of experience counters you have" (702.21a; 122.1: a
    # player's counters, a game fact the board is told, never assumed)
    b = Board()
    b.enter("Minthara, Merciless Soul", id="m")
    r = b.resolve()
    assert r.unsupported and not _kw(r, "m", "Ward")
    b.state_fact("Alex", experience_counters=3)
    r = b.resolve()
    assert not r.unsupported and _kw(r, "m", "Ward") == ["Ward {3}"]
    assert (r["m"].power, r["m"].toughness) == (2 + 3, 2)     # "+1/+0 for each experience counter you have"


def test_volcano_hellion_echo_is_your_life_total():
    b = Board()
    b.enter("Volcano Hellion", id="v")
    r = b.resolve()
    assert r.unsupported and not _kw(r, "v", "Echo")     # 119: the life total is told, never assumed (20)
    b.state_fact("Alex", life=13)
    r = b.resolve()
    assert not r.unsupported and _kw(r, "v", "Echo") == ["Echo {13}"]
    b.state_fact("Alex", life=-2)                   # 107.1b: a negative cost is 0
    r = b.resolve()
    assert not r.unsupported and _kw(r, "v", "Echo") == ["Echo {0}"]


def test_graywaters_fixer_gives_each_outlaw_card_encore_its_mana_value():
    # "Each outlaw creature card in your graveyard has encore {X}, where X is its mana value" (702.141a;
    # outlaws: Assassins, Mercenaries, Pirates, Rogues and Warlocks, 700.16): each card's own mana value
    b = Board()
    b.enter("Graywater's Fixer", id="g")
    b.enter("Nightveil Sprite", id="rogue", zone="graveyard")     # Faerie Rogue, {1}{U}
    b.enter("Dimir Cutpurse", id="spirit", zone="graveyard")      # a Spirit: not an outlaw
    b.enter("Grizzly Bears", id="bear", zone="graveyard")          # not an outlaw
    r = b.resolve()
    assert not r.unsupported
    assert _kw(r, "bear", "Encore") == [] and _kw(r, "spirit", "Encore") == []
    assert _kw(r, "rogue", "Encore") == ["Encore {2}"]


def test_a_keyword_number_read_from_power_stays_unsupported():
    # "Equipped creature has menace and mobilize X, where X is its power": power is worked out in layer 7
    # (613.4), after the ability is granted in layer 6: reported, never read early
    c = compile_card(_facts("Infantry Shield"))
    assert c.unsupported


# ------------------------------------------------------------------ 3. "up to X target ..., where X is ..."

def test_voyager_drake_x_only_counts_its_targets():
    # "When this creature enters, up to X target creatures gain flying until end of turn, where X is the number
    # of times this creature was kicked": X bounds how many targets are chosen (115.1d, 601.2c); the chosen ones,
    # the step's targets, gain flying, whatever X was
    b = Board()
    b.enter("Voyager Drake", id="d")
    b.enter("Grizzly Bears", id="b1")
    b.enter("Grizzly Bears", id="b2")
    b.enter("Grizzly Bears", id="b3")
    b.ability("d", which=3, targets=["b1", "b2"])
    r = b.resolve()
    assert not r.unsupported
    assert r["b1"].has("Flying") and r["b2"].has("Flying") and not r["b3"].has("Flying")
    b.end_turn()
    assert not b.resolve()["b1"].has("Flying")


def test_endurance_bobblehead_compiles_its_targets_effect():
    c = compile_card(_facts("Endurance Bobblehead"))
    assert not c.unsupported
    assert c.effects[2] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [1, 0],
                            "add_abilities": ["Indestructible"]}


def test_an_x_the_effect_reads_is_kept():
    # "up to X target creatures each get +X/+0 ..., where X is ...": X is also what they get: not dropped
    from layerkit.compiler.compile import _without_target_count_x
    s = "up to x target creatures each get +x/+0 until end of turn, where x is the number of cards in your hand."
    assert _without_target_count_x(s) == s


# ------------------------------------------------------------------ 4. "the amount of life you gained"

def test_hurska_gives_the_life_gained_in_the_event():
    # "Whenever you gain life, you may pay {G/W}. When you do, target creature gets +X/+X until end of turn,
    # where X is the amount of life you gained" (603.2: the event's amount, the step's choices.number)
    b = Board()
    b.enter("Hurska Sweet-Tooth", id="h")
    b.enter("Grizzly Bears", id="bear")
    b.ability("h", which=2, targets=["bear"], choices={"number": 3, "you_did": True})
    r = b.resolve()
    assert not r.unsupported and (r["bear"].power, r["bear"].toughness) == (5, 5)


def test_the_amount_of_life_gained_untold_is_reported_never_zero():
    b = Board()
    b.enter("Hurska Sweet-Tooth", id="h")
    b.enter("Grizzly Bears", id="bear")
    try:
        b.ability("h", which=2, targets=["bear"])
    except Exception:           # refused before anything of it happens: as good as reported
        return
    r = b.resolve()
    assert r.unsupported and (r["bear"].power, r["bear"].toughness) == (2, 2)


def test_the_archimandrite_pumps_each_advisor_artificer_and_monk_you_control():
    b = Board()
    b.enter("The Archimandrite", id="a")            # Human Advisor, 0/5
    b.enter("Grizzly Bears", id="bear")             # a Bear: not one of them
    b.ability("a", which=2, choices={"number": 4})
    r = b.resolve()
    assert not r.unsupported
    assert (r["a"].power, r["a"].toughness) == (0 + 4, 5) and r["a"].has("Vigilance")
    assert (r["bear"].power, r["bear"].toughness) == (2, 2) and not r["bear"].has("Vigilance")


def test_the_amount_of_life_you_gained_is_read_only_after_a_life_gain_event():
    # after another event, "the amount of life you gained" names no number the trigger carries
    c = compile_card({"name": "Foo", "type_line": "Creature — Bear", "types": ["Creature"], "power": "2",
                      "toughness": "2", "oracle_text": "Whenever this creature attacks, it gets +X/+X until end of "
                                                       "turn, where X is the amount of life you gained."})
    assert c.unsupported


# ------------------------------------------------------------------ 5. "you may tap X untapped Myr you control"

def test_myr_battlesphere_gets_the_number_of_myr_tapped():
    # "Whenever this creature attacks, you may tap X untapped Myr you control. If you do, this creature gets
    # +X/+0 until end of turn and deals X damage to ...": X is chosen as the ability resolves (107.3a), the
    # step's choices.number; the damage is no layer effect (120.3)
    b = Board()
    b.enter("Myr Battlesphere", id="m")             # 4/7
    b.ability("m", which=2, choices={"number": 3, "you_did": True})     # (608.2c: "If you do", since ifsyou14)
    r = b.resolve()
    assert not r.unsupported and (r["m"].power, r["m"].toughness) == (7, 7)


def test_myr_battlesphere_x_untold_is_never_zero():
    b = Board()
    b.enter("Myr Battlesphere", id="m")
    try:
        b.ability("m", which=2)
    except Exception:           # refused before anything of it happens
        return
    r = b.resolve()
    assert r.unsupported and (r["m"].power, r["m"].toughness) == (4, 7)


def test_tokens_for_each_equipment_attached_is_no_attached_token():
    # Kemba: "create a 2/2 white Cat creature token for each Equipment attached to Kemba": tokens counted by
    # what is attached to the source, none created attached (303.7): no layer effect; a Role token created
    # attached to a creature is still one to report or compile
    assert not looks_continuous("create a 2/2 white cat creature token for each equipment attached to ~")
    assert looks_continuous("for each rat you control, create a wicked role token attached to that rat")
    assert assess(_facts("Kemba, Kha Regent")) is None


# ------------------------------------------------------------------ 6. "for each Role attached to it"

def test_maeve_counts_the_roles_attached_to_her():
    # "Maeve gets +1/+1 for each Role attached to it" (303.7: a Role is an Aura; 303.4b: attached to her);
    # an Aura that isn't a Role is not counted
    b = Board()
    b.define("Plain Role", "Enchantment — Aura Role", oracle_text="Enchant creature")
    b.enter("Maeve, Wearer of Many Hats", id="maeve")              # 1/1
    b.enter("Cursed Role", id="r1", attached_to="maeve")           # base power and toughness 1/1
    b.enter("Plain Role", id="r2", attached_to="maeve")
    b.enter("Pacifism", id="p", attached_to="maeve")               # an Aura, not a Role
    r = b.resolve()
    assert not r.unsupported and (r["maeve"].power, r["maeve"].toughness) == (1 + 2, 1 + 2)


def test_roles_attached_to_the_source_are_counted_for_other_creatures():
    # (was in tests/test_compiler_conditions.py as unsupported: a Role was not read as attached)
    from layerkit.compiler import compile_card as cc
    c = cc({"name": "Test Card", "type_line": "Creature — Bear", "types": ["Creature"], "power": "2", "toughness": "2",
            "oracle_text": "Other creatures you control get +1/+1 for each Role attached to this creature."})
    assert not c.unsupported
    assert c.effects[1]["modify_pt"] == [{"attached_to_source": {"subtypes": ["Role"]}}] * 2


def test_a_keyword_number_x_without_where_x_is_reported():
    c = compile_card({"name": "Foo", "type_line": "Sorcery", "types": ["Sorcery"],
                      "oracle_text": "Target creature gains bushido X until end of turn."})
    assert c.unsupported


def test_baldin_gives_up_to_one_hundred_targets_toughness_for_each_card_in_your_hand():
    # "up to one hundred target creatures each get +0/+X until end of turn, where X is the number of cards in
    # your hand": the step's targets; X counted as it resolves (608.2h), the cards in your hand the board holds
    b = Board()
    b.enter("Baldin, Century Herdmaster", id="baldin")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="other")
    for i in range(3):
        b.enter("Island", id=f"card{i}", zone="hand")
    b.enter("Island", id="theirs", zone="hand", controller="Bo", owner="Bo")
    b.ability("baldin", which=2, targets=["bear", "baldin"])
    r = b.resolve()
    assert not r.unsupported
    assert (r["bear"].power, r["bear"].toughness) == (2, 2 + 3) and (r["other"].power, r["other"].toughness) == (2, 2)
