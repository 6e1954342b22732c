"""What "it", "they" and "that creature" name, round 5 (issue 12): antecedents the rules text makes
unambiguous — the one card an ability puts onto the battlefield (400.7: a new object), ...

Each expected value comes from the card's oracle text and the rules, never from the compiler's
output: a board is built with the real pool card and resolved, or the compiled definition is
compared with the one the rules imply. The negative cases are phrasings whose pronoun names an
object the board cannot name exactly: they must stay unsupported, never guessed.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------ one card put onto the battlefield (400.7)

def test_search_library_put_it_onto_the_battlefield_it_gains() -> None:
    # Savage Order: "Search your library for a Dinosaur creature card, put it onto the battlefield, then
    # shuffle. It gains indestructible until your next turn." — "it" is the card found, a new object on the
    # battlefield (400.7) under its caster's control (110.2a); the card still in the library is not changed
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="library", controller="Alex")
    b.enter("Grizzly Bears", id="other", zone="library", controller="Alex")
    b.cast("Savage Order", controller="Alex", choices={"object": "bears"})
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield" and b.state.objects["other"].zone == "library"
    assert "Indestructible" in _abilities(res, "bears")
    assert res["bears"].characteristics.controller == "Alex"
    assert not res.unsupported
    b.end_turn()                    # Bo's turn: Alex's next turn has not begun (611.2a)
    assert "Indestructible" in _abilities(b.resolve(), "bears")
    b.end_turn()                    # Alex's next turn begins: the effect ends
    assert "Indestructible" not in _abilities(b.resolve(), "bears")


def test_put_from_hand_or_graveyard_that_creature_gains_haste() -> None:
    # Swift Warkite: "When this creature enters, you may put a creature card with mana value 3 or less from
    # your hand or graveyard onto the battlefield. That creature gains haste. ..." — from the graveyard too
    b = layerkit.Board()
    b.enter("Swift Warkite", id="kite", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="graveyard", controller="Alex")
    b.ability("kite", 2, choices={"object": "bears"})
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield"
    assert "Haste" in _abilities(res, "bears") and "Haste" not in _abilities(res, "kite")
    assert not res.unsupported


def test_put_card_exiled_with_source_is_a_nightmare() -> None:
    # Ashiok, Nightmare Weaver [-X]: "Put a creature card with mana value X exiled with Ashiok onto the
    # battlefield under your control. That creature is a Nightmare in addition to its other types." (205.1b)
    b = layerkit.Board()
    b.enter("Ashiok, Nightmare Weaver", id="ashiok", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="exile", owner="Bo", controller="Bo")
    b.ability("ashiok", "-X", choices={"object": "bears"})
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield"
    assert res["bears"].characteristics.controller == "Alex"          # "under your control"
    assert set(res["bears"].characteristics.subtypes) == {"Bear", "Nightmare"}
    assert not res.unsupported


def test_put_card_from_revealed_hand_under_your_control() -> None:
    # Treacherous Urge: "Target opponent reveals their hand. You may put a creature card from it onto the
    # battlefield under your control. That creature gains haste. ..."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="hand", owner="Bo", controller="Bo")
    b.cast("Treacherous Urge", controller="Alex", choices={"object": "bears"})
    res = b.resolve()
    assert res["bears"].characteristics.controller == "Alex"
    assert "Haste" in _abilities(res, "bears")


def test_put_from_a_graveyard_is_an_artifact_in_addition() -> None:
    # Path of the Schemer: "Each player mills two cards. Then you put a creature card from a graveyard onto the
    # battlefield under your control. It's an artifact in addition to its other types."
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard", owner="Bo", controller="Bo")
    b.cast("Path of the Schemer", controller="Alex", choices={"object": "bears"})
    res = b.resolve()
    assert res["bears"].characteristics.types == ("Artifact", "Creature") or \
        set(res["bears"].characteristics.types) == {"Artifact", "Creature"}
    assert res["bears"].characteristics.controller == "Alex"


def test_put_one_card_needs_the_choice() -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="library")
    with pytest.raises(ScenarioError):
        b.cast("Savage Order")


@pytest.mark.parametrize("text", [
    # (one card "from among them": the step names it, put_chosen since round 11, test_compiler_refs11.py)
    # (counters it enters with: put_chosen with the counters since round 15, tests/test_refs15.py; tapped: the board's
    # put_tapped since round 11, test_compiler_refs11.py)
    # several cards
    "{R}: Put all creature cards exiled with ~ onto the battlefield. They gain haste.",
    "{R}: Search your library for up to two creature cards, put them onto the battlefield, then shuffle. "
    "They gain haste.",
    # (one card "exiled this way": the step names it wherever it is, as for "from among them": put_chosen since
    # round 14, tests/test_refs14.py)
    # an effect before the card is put: on another object
    "{R}: Target creature gets +1/+1 until end of turn. Put a creature card from your hand onto the "
    "battlefield. It gains haste.",
])
def test_puts_the_board_does_not_make_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Sneak", text, ["Enchantment"]).supported


def test_put_one_card_compiles_to_put_chosen() -> None:
    # Savage Order's definition as the rules read it: the chosen card, put under its controller's control
    c = compile_text("Test Order", "Search your library for a Dinosaur creature card, put it onto the battlefield, "
                     "then shuffle. It gains indestructible until your next turn.", ["Sorcery"])
    assert c.effects[1] == {"affects": "chosen", "duration": "until_your_next_turn",
                            "add_abilities": ["Indestructible"], "put_chosen": "controller"}


# ------------------------------------------------------------------ the tokens the ability created (111.1)

def _tokens(b) -> list[str]:
    return [oid for oid, o in b.state.objects.items() if o.token and o.zone == "battlefield"]


def test_token_copy_of_the_entering_creature_that_token_gains_haste() -> None:
    # Flameshadow Conjuring: "Whenever a nontoken creature you control enters, you may pay {R}. If you do, create
    # a token that's a copy of that creature. That token gains haste. ..." — the scenario names the entering
    # creature as the ability's targets; the token is a copy of it (707.2) and only the token gains haste
    b = layerkit.Board()
    b.enter("Flameshadow Conjuring", id="fc", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.ability("fc", 1, targets=["bears"], choices={"you_did": True})     # {R} was paid (608.2c, ifsyou14)
    res = b.resolve()
    (tok,) = _tokens(b)
    assert res[tok].characteristics.name == "Grizzly Bears" and (res[tok].power, res[tok].toughness) == (2, 2)
    assert "Haste" in _abilities(res, tok) and "Haste" not in _abilities(res, "bears")
    assert res[tok].characteristics.controller == "Alex"
    assert not res.unsupported


def test_token_copy_of_an_object_no_event_names_stays_unsupported() -> None:
    # (round 15: "a copy of it" after a card exiled from your graveyard by the same ability is read: the board exiles
    # the card the step names and copies it, 400.7j — ``create_token_copy: {of: chosen, exile: true}``,
    # tests/test_refs15.py); a copy of a creature exiled from the battlefield (a new object, 400.7) is not
    c = compile_text("Test Echo", "Exile target creature. Create a token that's a copy of it. "
                     "It gains haste until end of turn.", ["Sorcery"])
    assert not c.supported


def test_intervening_if_before_create_tokens() -> None:
    # Siege-Gang Lieutenant: "Lieutenant — At the beginning of combat on your turn, if you control your
    # commander, create two 1/1 red Goblin creature tokens. Those tokens gain haste until end of turn." —
    # 603.4: the condition is checked as the ability resolves; if it doesn't hold, the ability does nothing
    b = layerkit.Board()
    b.enter("Siege-Gang Lieutenant", id="sgl", controller="Alex")
    b.ability("sgl", 1)
    assert _tokens(b) == []
    b.enter("Grizzly Bears", id="cmdr", controller="Alex", commander=True)
    b.ability("sgl", 1)
    res = b.resolve()
    toks = _tokens(b)
    assert len(toks) == 2
    for t in toks:
        ch = res[t].characteristics
        assert (res[t].power, res[t].toughness) == (1, 1) and set(ch.subtypes) == {"Goblin"} and set(ch.colors) == {"R"}
        assert "Haste" in _abilities(res, t)
    assert "Haste" not in _abilities(res, "cmdr")
    b.end_turn()
    res = b.resolve()
    assert all("Haste" not in _abilities(res, t) for t in toks)      # until end of turn


def test_intervening_if_compiled_as_condition() -> None:
    # Loyal Apprentice's definition as 603.4 and 111.3 read it
    c = compile_text("Test Apprentice", "At the beginning of combat on your turn, if you control your commander, "
                     "create a 1/1 colorless Thopter artifact creature token with flying. That token gains haste "
                     "until end of turn.", ["Creature"])
    assert c.effects[1] == {
        "affects": "created", "duration": "end_of_turn", "add_abilities": ["Haste"],
        "create_token": {"count": 1, "power": 1, "toughness": 1, "colors": [], "types": ["Artifact", "Creature"],
                         "subtypes": ["Thopter"], "text": "Flying"},
        # "your commander": the commander of your deck, a card you own (903.3, 903.3b, 108.3), that you control
        "condition": {"count": {"of": {"commander": True, "owner": "you", "controller": "you"}, "min": 1}}}


@pytest.mark.parametrize("text", [
    # the number of tokens is not fixed
    "At the beginning of combat on your turn, if you control five or more Deserts, create that many 1/1 red "
    "Warrior creature tokens. They gain haste.",
    # not the first sentence: not an intervening "if" (603.4)
    "At the beginning of combat on your turn, draw a card. If you control your commander, create a 1/1 red "
    "Goblin creature token. It gains haste until end of turn.",
])
def test_token_conditions_not_read(text: str) -> None:
    assert not compile_text("Test Tokens", text, ["Creature"]).supported


# ------------------------------------------------------------------ "it" after a subject the event or condition names

def test_as_long_as_enchanted_permanent_is_a_vehicle_it_is_a_creature() -> None:
    # Aerial Modification: "As long as enchanted permanent is a Vehicle, it's a creature in addition to its other
    # types." — "it" is the enchanted permanent (205.1b: an artifact creature, still a Vehicle)
    b = layerkit.Board()
    b.enter("Smuggler's Copter", id="copter", controller="Alex")
    b.enter("Aerial Modification", id="mod", controller="Alex", attached_to="copter")
    res = b.resolve()
    assert set(res["copter"].characteristics.types) == {"Artifact", "Creature"}
    assert "Vehicle" in res["copter"].characteristics.subtypes
    assert (res["copter"].power, res["copter"].toughness) == (5, 5)        # 3/3 and "+2/+2" as a creature
    assert "Flying" in _abilities(res, "copter")
    assert not res.unsupported


def test_whenever_a_vehicle_enters_it_becomes_an_artifact_creature() -> None:
    # Kolodin, Triumph Caster: "Whenever a Vehicle you control enters, it becomes an artifact creature until end
    # of turn." — "it" is the Vehicle that entered (the scenario names it as the ability's targets)
    b = layerkit.Board()
    b.enter("Kolodin, Triumph Caster", id="kolodin", controller="Alex")
    b.enter("Smuggler's Copter", id="copter", controller="Alex")
    b.ability("kolodin", 3, targets=["copter"])
    res = b.resolve()
    assert set(res["copter"].characteristics.types) == {"Artifact", "Creature"}
    assert "Haste" in _abilities(res, "copter")         # "Mounts and Vehicles you control have haste."
    b.end_turn()
    assert set(b.resolve()["copter"].characteristics.types) == {"Artifact"}


def test_token_copy_of_the_entering_legendary_permanent() -> None:
    # Cadric, Soul Kindler: "Whenever another nontoken legendary permanent you control enters, you may pay {1}.
    # If you do, create a token that's a copy of it. That token gains haste. ..."
    b = layerkit.Board()
    b.enter("Cadric, Soul Kindler", id="cadric", controller="Alex")
    b.enter("Isamaru, Hound of Konda", id="isamaru", controller="Alex")
    b.ability("cadric", 2, targets=["isamaru"], choices={"you_did": True})   # {1} was paid (ifsyou14)
    res = b.resolve()
    (tok,) = _tokens(b)
    assert res[tok].characteristics.name == "Isamaru, Hound of Konda"
    assert "Legendary" in res[tok].characteristics.supertypes           # a copy (707.2), no exception
    assert "Haste" in _abilities(res, tok) and "Haste" not in _abilities(res, "isamaru")


def test_damage_to_a_player_or_planeswalker_is_one_object_event() -> None:
    # "deals damage to a player or planeswalker": the player or planeswalker is no second object "it" may name
    c = compile_text("Test Vraska", "Whenever a creature you control with deathtouch deals damage to a player or "
                     "planeswalker, put a +1/+1 counter on that creature.", ["Planeswalker"])
    assert c.effects[1] == {"affects": "targets", "counters": {"+1/+1": 1}}


# ------------------------------------------------------------------ returned with a counter of another kind (122.1)

def test_return_target_with_a_finality_counter() -> None:
    # Coalstoke Gearhulk: "When this creature enters, put target creature card with mana value 4 or less from a
    # graveyard onto the battlefield under your control with a finality counter on it. That creature gains menace,
    # deathtouch, and haste. ..." — the new object (400.7) enters with the counter (614.1c), under Alex's control
    b = layerkit.Board()
    b.enter("Coalstoke Gearhulk", id="hulk", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="graveyard", owner="Bo", controller="Bo")
    b.ability("hulk", 3, targets=["bears"])
    res = b.resolve()
    o = b.state.objects["bears"]
    assert o.zone == "battlefield" and [(c.kind, c.count) for c in o.counters] == [("finality", 1)]
    assert res["bears"].characteristics.controller == "Alex"
    assert {"Menace", "Deathtouch", "Haste"} <= _abilities(res, "bears")
    assert (res["bears"].power, res["bears"].toughness) == (2, 2)        # a finality counter changes no P/T
    assert not res.unsupported


def test_returned_with_a_finality_counter_is_a_1_1_spirit() -> None:
    # Excava, the Risen Past: "... return up to one target artifact, creature, or non-Aura enchantment card with mana
    # value 3 or less from your graveyard to the battlefield with a finality counter on it. It's a 1/1 Spirit
    # creature with flying in addition to its other types." (205.1b; 613.4b: base 1/1)
    c = compile_text("Test Excava", "Whenever ~ attacks, return up to one target artifact, creature, or non-Aura "
                     "enchantment card with mana value 3 or less from your graveyard to the battlefield with a "
                     "finality counter on it. It's a 1/1 Spirit creature with flying in addition to its other types.",
                     ["Creature"])
    assert c.effects[1] == {"affects": "targets", "counters": {"finality": 1}, "set_pt": [1, 1],
                            "add_abilities": ["Flying"], "add_types": ["Creature"], "add_subtypes": ["Spirit"],
                            "return_targets": "controller"}


# ------------------------------------------------------------------ "that Vehicle", "that artifact", "that Dragon"

def test_whenever_this_creature_crews_a_vehicle_that_vehicle_gets() -> None:
    # Veteran Motorist: "Whenever this creature crews a Vehicle, that Vehicle gets +1/+1 until end of turn." — the
    # Vehicle crewed is the event's other object (the scenario's targets); the Motorist itself gets nothing
    b = layerkit.Board()
    b.enter("Veteran Motorist", id="motorist", controller="Alex")
    b.enter("Smuggler's Copter", id="copter", controller="Alex")
    b.ability("copter", 3)                       # Crew 1 (702.122a): an artifact creature until end of turn
    b.ability("motorist", 2, targets=["copter"])
    res = b.resolve()
    assert (res["copter"].power, res["copter"].toughness) == (4, 4)
    assert (res["motorist"].power, res["motorist"].toughness) == (3, 1)
    b.end_turn()
    res = b.resolve()
    assert "Creature" not in res["copter"].characteristics.types      # both effects ended (514.2)
    b.ability("copter", 3)
    res = b.resolve()
    assert (res["copter"].power, res["copter"].toughness) == (3, 3)    # crewed again: no +1/+1 left


def test_put_an_artifact_card_that_artifact_gains_haste() -> None:
    # Arms Race: "{3}{R}: You may put an artifact card from your hand onto the battlefield. That artifact gains
    # haste. ..."
    b = layerkit.Board()
    b.enter("Arms Race", id="race", controller="Alex")
    b.enter("Ornithopter", id="thopter", zone="hand", controller="Alex")
    b.ability("race", 1, choices={"object": "thopter"})
    res = b.resolve()
    assert b.state.objects["thopter"].zone == "battlefield" and "Haste" in _abilities(res, "thopter")


def test_search_put_that_card_that_dragon_gains_haste() -> None:
    c = compile_text("Test Zirilan", "{1}{R}{R}, {T}: Search your library for a Dragon permanent card, put that card "
                     "onto the battlefield, then shuffle. That Dragon gains haste until end of turn. Exile it at the "
                     "beginning of the next end step.", ["Creature"])
    assert c.effects[1] == {"affects": "chosen", "duration": "end_of_turn", "add_abilities": ["Haste"],
                            "put_chosen": "controller"}


def test_return_with_only_a_finality_counter_is_no_layer_effect() -> None:
    # Rite of the Moth: a finality counter changes no characteristic (122.1): no continuous effect to report
    c = compile_text("Test Moth", "Return target creature card from your graveyard to the battlefield with a finality "
                     "counter on it.", ["Sorcery"])
    assert c.effects == {} and c.supported


def test_seek_and_put_that_creature_is_a_phyrexian() -> None:
    # Spawning Pod: "Seek a creature card with mana value equal to 1 plus the sacrificed creature's mana value and put
    # that card onto the battlefield. That creature is a Phyrexian in addition to its other types."
    b = layerkit.Board()
    b.enter("Spawning Pod", id="pod", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="library", controller="Alex")
    b.ability("pod", 1, choices={"object": "bears"})
    res = b.resolve()
    assert set(res["bears"].characteristics.subtypes) == {"Bear", "Phyrexian"}


def test_top_creature_card_of_graveyard_returned_gains_haste() -> None:
    # Shallow Grave: "Return the top creature card of your graveyard to the battlefield. That creature gains haste
    # until end of turn." — the step names that card (choices.object)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard", controller="Alex")
    b.cast("Shallow Grave", controller="Alex", choices={"object": "bears"})
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield" and "Haste" in _abilities(res, "bears")
    b.end_turn()
    assert "Haste" not in _abilities(b.resolve(), "bears")


# ------------------------------------------------------------------ X chosen as a triggered ability resolves (107.3)

def test_you_may_pay_x_target_creature_gets_plus_x() -> None:
    # Squealing Devil: "When this creature enters, you may pay {X}. If you do, target creature gets +X/+0 until end
    # of turn." — X is chosen as the ability resolves: the step's choices.number
    b = layerkit.Board()
    b.enter("Squealing Devil", id="devil", controller="Alex")
    b.enter("Grizzly Bears", id="bears")
    b.ability("devil", 2, targets=["bears"], choices={"number": 3, "you_did": True})
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (5, 2)
    assert not res.unsupported


def test_reveal_x_cards_target_creature_gets_minus_x() -> None:
    # Nightshade Assassin: "... you may reveal X black cards in your hand. If you do, target creature gets -X/-X
    # until end of turn."
    b = layerkit.Board()
    b.enter("Nightshade Assassin", id="assassin", controller="Alex")
    b.enter("Serra Angel", id="angel")
    b.ability("assassin", 2, targets=["angel"], choices={"number": 2, "you_did": True})
    res = b.resolve()
    assert (res["angel"].power, res["angel"].toughness) == (2, 2)


def test_x_of_a_trigger_not_chosen_by_its_first_instruction_stays_unbound() -> None:
    # The Meathook Massacre's X is the X paid as the permanent was cast (107.3m), not chosen as the trigger resolves
    c = compile_text("Test Meathook", "When ~ enters, each creature gets -X/-X until end of turn.", ["Enchantment"])
    assert not c.supported


# ------------------------------------------------------------------ "draw a card for each ... . Those creatures ..."

def test_draw_for_each_those_creatures_are_the_ones_counted() -> None:
    # Inspiring Call: "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain
    # indestructible until end of turn." — those counted as it resolves (608.2h), fixed then (611.2c)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="countered", controller="Alex", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="plain", controller="Alex")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", counters={"+1/+1": 1})
    b.cast("Inspiring Call", controller="Alex")
    res = b.resolve()
    assert "Indestructible" in _abilities(res, "countered")
    assert "Indestructible" not in _abilities(res, "plain") | _abilities(res, "theirs")
    b.enter("Grizzly Bears", id="later", controller="Alex", counters={"+1/+1": 1})
    assert "Indestructible" not in _abilities(b.resolve(), "later")


def test_draw_for_each_then_a_count_of_the_hand_stays_unsupported() -> None:
    # Euroakus: "Draw a card for each Wizard you control. They each get +1/+1 until end of turn for each card in your
    # hand." — the cards drawn count (608.2c), and the board draws none
    c = compile_text("Test Euroakus", "{4}{G}{U}: Draw a card for each Wizard you control. They each get +1/+1 until "
                     "end of turn for each card in your hand.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ several token copies (111.1, 707.2)

def test_five_token_copies_they_gain_haste() -> None:
    # Orthion, Hero of Lavabrink: "{6}{R}{R}{R}, {T}: Create five tokens that are copies of another target creature
    # you control. They gain haste. ..." — five tokens, each a copy of the target (707.2), each with haste
    b = layerkit.Board()
    b.enter("Orthion, Hero of Lavabrink", id="orthion", controller="Alex")
    b.enter("Serra Angel", id="angel", controller="Alex")
    b.ability("orthion", 2, targets=["angel"])
    res = b.resolve()
    toks = _tokens(b)
    assert len(toks) == 5
    for t in toks:
        assert res[t].characteristics.name == "Serra Angel" and (res[t].power, res[t].toughness) == (4, 4)
        assert {"Flying", "Vigilance", "Haste"} <= _abilities(res, t)
    assert "Haste" not in _abilities(res, "angel")
    assert len({b.state.objects[t].timestamp for t in toks}) == 5        # each its own timestamp (613.7d)


def test_x_token_copies_of_a_spell() -> None:
    # Devastating Onslaught: "Create X tokens that are copies of target artifact or creature you control. Those
    # tokens gain haste until end of turn. ..." — X of the spell's mana cost: the step's choices.number
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.cast("Devastating Onslaught", controller="Alex", targets=["bears"], choices={"number": 3})
    res = b.resolve()
    toks = _tokens(b)
    assert len(toks) == 3 and all("Haste" in _abilities(res, t) for t in toks)
    b.end_turn()
    res = b.resolve()
    assert all("Haste" not in _abilities(res, t) for t in toks)


def test_x_token_copies_with_another_x_stay_unsupported() -> None:
    c = compile_text("Test Rionya", "At the beginning of combat on your turn, create X tokens that are copies of "
                     "another target creature you control, where X is the number of cards in your hand. They gain "
                     "haste.", ["Creature"])
    assert not c.supported
    c = compile_text("Test Rionya", "At the beginning of combat on your turn, create X tokens that are copies of "
                     "another target creature you control. They gain haste.", ["Creature"])
    assert not c.supported


# ------------------------------------------------------------------ exiled and returned (400.7)

def test_flicker_it_gains_first_strike_new_object() -> None:
    # Justiciar's Portal: "Exile target creature you control, then return that card to the battlefield under its
    # owner's control. It gains first strike until end of turn." — the returned card is a new object (400.7): the
    # +1/+1 counter and the Giant Growth it had are gone, and it returns under its owner's control
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", owner="Bo", controller="Bo", counters={"+1/+1": 1})
    b.cast("Giant Growth", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (6, 6)
    b.cast("Justiciar's Portal", controller="Bo", targets=["bears"])
    res = b.resolve()
    assert b.state.objects["bears"].zone == "battlefield"
    assert (res["bears"].power, res["bears"].toughness) == (2, 2)
    assert "First strike" in _abilities(res, "bears")
    assert res["bears"].characteristics.controller == "Bo"
    b.end_turn()
    assert "First strike" not in _abilities(b.resolve(), "bears")


def test_flicker_if_its_a_spirit_put_a_counter() -> None:
    # Essence Flux: "Exile target creature you control, then return that card to the battlefield under its owner's
    # control. If it's a Spirit, put a +1/+1 counter on it." (608.2c: read on the returned object)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Kami of Ancient Law", id="kami", controller="Alex")
    b.cast("Essence Flux", controller="Alex", targets=["kami"])
    b.cast("Essence Flux", controller="Alex", targets=["bears"])
    res = b.resolve()
    assert (res["kami"].power, res["kami"].toughness) == (3, 3)           # a 2/2 Spirit with a +1/+1 counter
    assert (res["bears"].power, res["bears"].toughness) == (2, 2)


def test_flicker_needs_a_permanent() -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", zone="graveyard")
    with pytest.raises(ScenarioError):
        b.cast("Justiciar's Portal", targets=["bears"])


def test_random_card_from_target_opponents_library_perpetually() -> None:
    # Better Offer: "Put a random creature card with mana value X or less from target opponent's library onto the
    # battlefield under your control. It perpetually has base power and toughness X/X and perpetually gains ward
    # {1}." — the card (the step names it) enters under the caster's control; X of the spell: choices.number
    b = layerkit.Board()
    b.enter("Serra Angel", id="angel", zone="library", owner="Bo", controller="Bo")
    b.cast("Better Offer", controller="Alex", choices={"object": "angel", "number": 5})
    res = b.resolve()
    assert b.state.objects["angel"].zone == "battlefield"
    assert res["angel"].characteristics.controller == "Alex"
    assert (res["angel"].power, res["angel"].toughness) == (5, 5)
    assert "Ward {1}" in _abilities(res, "angel")


def test_moving_counters_beside_that_artifact_stays_unsupported() -> None:
    # Blaster, Morale Booster: "Move X +1/+1 counters from Blaster onto another target artifact. That artifact gains
    # haste until end of turn." — the counters moved (122.8) change both objects' P/T (613.4c); the board moves none
    c = compile_text("Test Blaster", "{X}, {T}: Move X +1/+1 counters from ~ onto another target artifact. That "
                     "artifact gains haste until end of turn.", ["Artifact", "Creature"])
    assert not c.supported
