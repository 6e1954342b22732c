"""Pronouns whose antecedent is written earlier in the same ability, round 6 (issue 12): the one card a
spell conjures or an ability chooses only if it was kicked (702.33d), and the ability's own object after
a sentence sacrificing tokens (which cease to exist, 111.7, 704.5d).

Expected values come from the cards' oracle text and the rules, never from the compiler's output: a
board is built with the real pool card and resolved, or the compiled definition is compared with the one
the rules imply. The negative cases must stay unsupported, never guessed.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.game.carddb import bundled_database
from layerkit.compiler import compile_card, compile_text



def pool_card(name: str):
    return bundled_database().facts(name)


SPEND = "You may spend mana as though it were mana of any color to cast this spell."


def _abilities(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------------------------------ kicked: the card conjured or chosen (702.33d)

def test_vesuvan_mist_kicked_duplicate_perpetually_gains() -> None:
    # Vesuvan Mist: "Return target nontoken, nonland permanent to its owner's hand. If this spell was kicked,
    # conjure a duplicate of that card into your hand. It perpetually gains 'You may spend mana as though it
    # were mana of any color to cast this spell.'" — kicked, the duplicate (entered by the scenario, named
    # by choices.object) gains the ability; the returned card does not
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("Grizzly Bears", id="dup", zone="hand", controller="Alex")
    b.cast("Vesuvan Mist", controller="Alex", targets=["bears"], alt_cost="kicker", choices={"object": "dup"})
    res = b.resolve()
    assert SPEND in _abilities(res, "dup")
    assert SPEND not in _abilities(res, "bears")
    assert not res.unsupported


def test_vesuvan_mist_unkicked_changes_nothing() -> None:
    # unkicked, no card is conjured: nothing gains the ability
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("Grizzly Bears", id="other", zone="hand", controller="Alex")
    b.cast("Vesuvan Mist", controller="Alex", targets=["bears"], choices={"object": "other"})
    res = b.resolve()
    assert SPEND not in _abilities(res, "other") and SPEND not in _abilities(res, "bears")


def test_kicked_conjure_compiles_to_kicked_chosen_perpetual() -> None:
    # the definition the rules imply: unkicked nothing; kicked, the one card perpetually gains the ability
    c = compile_card(pool_card("Vesuvan Mist"))
    assert c.supported
    assert list(c.effects.values()) == [{"kicked": {"affects": "chosen", "duration": "perpetual",
                                                    "add_abilities": [SPEND]}}]


def test_pull_of_the_mist_moon_kicked_chosen_card_in_hand() -> None:
    # Pull of the Mist Moon: "When Pull of the Mist Moon enters, if it was kicked, choose a nonland permanent
    # card in your hand. It perpetually gains 'When this permanent enters, exile target nonland permanent an
    # opponent controls until this permanent leaves the battlefield.'" (603.4, 702.33d)
    gained = ("When this permanent enters, exile target nonland permanent an opponent controls until this "
              "permanent leaves the battlefield.")
    c = compile_card(pool_card("Pull of the Mist Moon"))
    assert c.supported
    assert {"kicked": {"affects": "chosen", "duration": "perpetual", "add_abilities": [gained]}} in c.effects.values()
    b = layerkit.Board()
    b.enter("Pull of the Mist Moon", id="pull", controller="Alex", alt_cost="kicker")
    b.enter("Grizzly Bears", id="card", zone="hand", controller="Alex")
    n = next(k for k, v in c.effects.items() if "kicked" in v)
    b.ability("pull", n, choices={"object": "card"})
    res = b.resolve()
    assert gained in _abilities(res, "card")
    b.move("card", "battlefield")               # perpetual: it stays with the card (Alchemy)
    assert gained in _abilities(b.resolve(), "card")


def test_pull_of_the_mist_moon_unkicked_chooses_nothing() -> None:
    c = compile_card(pool_card("Pull of the Mist Moon"))
    n = next(k for k, v in c.effects.items() if "kicked" in v)
    b = layerkit.Board()
    b.enter("Pull of the Mist Moon", id="pull", controller="Alex")
    b.enter("Grizzly Bears", id="card", zone="hand", controller="Alex")
    b.ability("pull", n, choices={"object": "card"})
    assert not any("exile target nonland" in a for a in _abilities(b.resolve(), "card"))


def test_nantuko_slicer_kicked_duplicate_of_the_second_target() -> None:
    # Nantuko Slicer: "When Nantuko Slicer enters, return target card from your graveyard to your hand. If this
    # spell was kicked, conjure a duplicate of target card in an opponent's graveyard into your hand. It
    # perpetually gains '...'": "it" is the duplicate, never either target
    c = compile_card(pool_card("Nantuko Slicer"))
    assert c.supported
    assert {"kicked": {"affects": "chosen", "duration": "perpetual", "add_abilities": [SPEND]}} in c.effects.values()


@pytest.mark.parametrize("text", [
    # a permanent's activated ability: "kicked" is its spell's, not read here
    "{T}: If this spell was kicked, conjure a card named Grizzly Bears into your hand. It perpetually gains haste.",
    # "it was kicked" in a spell: no "it" is the spell
    "If it was kicked, conjure a card named Grizzly Bears into your hand. It perpetually gains haste.",
    # a change that is not perpetual: the board does not make the card
    "If this spell was kicked, conjure a card named Grizzly Bears into your hand. It gains haste until end of turn.",
    # several cards chosen
    "If this spell was kicked, choose two creature cards in your hand. They perpetually gain haste.",
    # a triggered ability whose "it" is not its source
    "Whenever a creature you control dies, if it was kicked, conjure a card named Grizzly Bears into your hand. "
    "It perpetually gains haste.",
])
def test_kicked_cards_the_board_cannot_name_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Kicker", text, ["Instant"] if "this spell" in text and "{T}" not in text
                            else ["Creature"]).supported


# ------------------------------------------------------------------ tokens sacrificed (111.7, 704.5d)

def test_bloodcrazed_socialite_sacrifices_a_blood_token_it_gets_bigger() -> None:
    # Bloodcrazed Socialite (3/3): "Whenever this creature attacks, you may sacrifice a Blood token. If you do,
    # it gets +2/+2 until end of turn." — "it" is the creature, the Blood token is gone
    c = compile_card(pool_card("Bloodcrazed Socialite"))
    assert c.supported
    b = layerkit.Board()
    b.enter("Bloodcrazed Socialite", id="soc", controller="Alex")
    n = next(k for k, v in c.effects.items() if v.get("modify_pt"))
    b.ability("soc", n, choices={"you_did": True})      # 608.2c: the Blood token was sacrificed (ifsyou14)
    res = b.resolve()
    assert (res["soc"].power, res["soc"].toughness) == (5, 5)
    b.end_turn()
    res = b.resolve()
    assert (res["soc"].power, res["soc"].toughness) == (3, 3)


@pytest.mark.parametrize("text", [
    # a creature sacrificed: a card in a graveyard "it" might name
    "Whenever this creature attacks, you may sacrifice a creature. If you do, it gets +2/+2 until end of turn.",
    "Whenever this creature attacks, you may sacrifice a creature or token. If you do, it gets +2/+2 until end of turn.",
    # nothing else names "it"
    "{1}: Sacrifice a Blood token. It gets +2/+2 until end of turn.",
])
def test_sacrifices_that_leave_it_unnamed_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Socialite", text, ["Creature"]).supported


# ------------------------------------------------------------------ the one creature of "~ or equipped creature ..."

def test_chainflail_centipede_the_equipped_creature_attacking_gets_the_bonus() -> None:
    # Chainflail Centipede: "Whenever this creature or equipped creature attacks, it gets +2/+0 until end of
    # turn." — "it" is the creature that attacked; the scenario names it as the ability's targets
    c = compile_card(pool_card("Chainflail Centipede"))
    assert c.supported
    n = next(k for k, v in c.effects.items() if v.get("modify_pt"))
    b = layerkit.Board()
    b.enter("Chainflail Centipede", id="cc", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.ability("cc", n, targets=["bears"])
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (4, 2)
    assert (res["cc"].power, res["cc"].toughness) == (2, 2)         # the Centipede itself: unchanged
    b.ability("cc", n, targets=["cc"])                               # the Centipede attacking
    res = b.resolve()
    assert (res["cc"].power, res["cc"].toughness) == (4, 2)


def test_forgeborn_phoenix_the_card_that_died_perpetually_gains() -> None:
    # Forgeborn Phoenix: "Whenever Forgeborn Phoenix or equipped creature dies, it perpetually gains '...'":
    # the card that died, in its owner's graveyard (a perpetual change follows it)
    gained = ("Whenever an equipped creature you control deals combat damage to a player or planeswalker, return "
              "this card from your graveyard to battlefield tapped.")
    c = compile_card(pool_card("Forgeborn Phoenix"))
    assert c.supported
    n = next(k for k, v in c.effects.items() if v.get("duration") == "perpetual")
    assert c.effects[n] == {"affects": "targets", "duration": "perpetual", "add_abilities": [gained]}
    b = layerkit.Board()
    b.enter("Forgeborn Phoenix", id="fp", controller="Alex")
    b.enter("Grizzly Bears", id="bears", zone="graveyard", controller="Alex")
    b.ability("fp", n, targets=["bears"])
    assert gained in _abilities(b.resolve(), "bears")


@pytest.mark.parametrize("text", [
    # two objects of other kinds in the event: which one "it" names is not read
    "Whenever this creature or equipped creature becomes blocked, it gets +2/+0 until end of turn.",
    "Whenever this creature or another creature you control attacks, it gets +2/+0 until end of turn.",
])
def test_other_two_subject_events_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Centipede", text, ["Creature"]).supported


# ------------------------------------------------------------------ the target of one outcome, named by the other

@pytest.mark.parametrize("won, pt", [(True, (3, 3)), (False, (1, 1))])
def test_orcish_captain_the_target_of_the_flip_either_way(won: bool, pt: tuple[int, int]) -> None:
    # Orcish Captain: "{1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 until end of turn. If
    # you lose the flip, it gets -0/-2 until end of turn." — the target is chosen as the ability is activated
    # (601.2c, 602.2b), whatever the flip; "it" is that target. A 1/3 Orc (Tymora's Invoker): 3/3 won, 1/1 lost
    c = compile_card(pool_card("Orcish Captain"))
    assert c.supported
    n = next(iter(c.effects))
    b = layerkit.Board()
    b.enter("Orcish Captain", id="cap", controller="Alex")
    b.enter("Tymora's Invoker", id="orc", controller="Alex")
    b.ability("cap", n, targets=["orc"], choices={"won": won})
    res = b.resolve()
    assert (res["orc"].power, res["orc"].toughness) == pt
    assert (res["cap"].power, res["cap"].toughness) == (1, 1)


def test_orcish_captain_compiles_to_both_outcomes_on_the_target() -> None:
    c = compile_card(pool_card("Orcish Captain"))
    assert list(c.effects.values()) == [{"affects": "targets", "duration": "end_of_turn", "modify_pt": [0, -2],
                                         "won": {"affects": "targets", "duration": "end_of_turn", "modify_pt": [2, 0]}}]


def test_an_it_before_the_target_of_an_outcome_stays_unsupported() -> None:
    text = ("{1}: Flip a coin. If you win the flip, it gets +2/+0 until end of turn. If you lose the flip, target Orc "
            "creature gets -0/-2 until end of turn.")
    assert not compile_text("Test Captain", text, ["Creature"]).supported


# ------------------------------------------------------------------ the card conjured only in the other branch (608.2c)

def test_undercity_plunder_conjured_only_if_they_dont_discard() -> None:
    # Undercity Plunder: "Target opponent discards a card. Then they may discard an additional card. If they don't,
    # conjure a duplicate of a random card from their library into your hand. It perpetually gains '...'": the
    # duplicate exists only in the branch where they didn't (the step's choices.otherwise: true)
    c = compile_card(pool_card("Undercity Plunder"))
    assert c.supported
    assert list(c.effects.values()) == [{"otherwise": {"affects": "chosen", "duration": "perpetual",
                                                       "add_abilities": [SPEND]}}]
    for branch, gains in ((True, True), (False, False)):
        b = layerkit.Board()
        b.enter("Grizzly Bears", id="dup", zone="hand", controller="Alex")
        b.cast("Undercity Plunder", controller="Alex", choices={"object": "dup", "otherwise": branch})
        assert (SPEND in _abilities(b.resolve(), "dup")) is gains


@pytest.mark.parametrize("text", [
    # no optional action before: which branch "if you don't" is, is not written
    "Draw a card. If you don't, conjure a card named Grizzly Bears into your hand. It perpetually gains haste.",
    "Otherwise, conjure a card named Grizzly Bears into your hand. It perpetually gains haste.",
])
def test_other_branch_card_without_an_optional_action_stays_unsupported(text: str) -> None:
    assert not compile_text("Test Plunder", text, ["Sorcery"]).supported


# ------------------------------------------------------------------ a card in hand chosen after an effect on another object

def test_prairie_survivalist_target_and_then_the_card_chosen_in_hand() -> None:
    # Prairie Survivalist: "At the beginning of combat on your turn, target creature you control perpetually gets
    # +1/+0. Then choose a creature card in your hand. It perpetually gets +1/+0." — two objects: the target, then
    # the card chosen (608.2c); neither gets the other's bonus twice
    c = compile_card(pool_card("Prairie Survivalist"))
    assert c.supported
    n = next(k for k, v in c.effects.items() if "parts" in v)
    assert c.effects[n] == {"parts": [{"affects": "targets", "duration": "perpetual", "modify_pt": [1, 0]},
                                      {"affects": "chosen", "duration": "perpetual", "modify_pt": [1, 0]}]}
    b = layerkit.Board()
    b.enter("Prairie Survivalist", id="ps", controller="Alex")
    b.enter("Grizzly Bears", id="bears", controller="Alex")
    b.enter("Grizzly Bears", id="card", zone="hand", controller="Alex")
    b.ability("ps", n, targets=["bears"], choices={"object": "card"})
    res = b.resolve()
    assert (res["bears"].power, res["bears"].toughness) == (3, 2)
    assert (res["card"].power, res["card"].toughness) == (3, 2)
    b.move("card", "battlefield")                   # perpetual: the card keeps it (Alchemy)
    res = b.resolve()
    assert (res["card"].power, res["card"].toughness) == (3, 2)


def test_longtusk_stalker_source_and_the_card_chosen() -> None:
    # Longtusk Stalker: "Pay {E}{E}: this creature perpetually gets +1/+0. You may choose a creature card in your
    # hand. If you do, that card perpetually gets +1/+0."
    c = compile_card(pool_card("Longtusk Stalker"))
    assert c.supported
    assert {"parts": [{"affects": "self", "duration": "perpetual", "modify_pt": [1, 0]},
                      {"affects": "chosen", "duration": "perpetual", "modify_pt": [1, 0]}]} in c.effects.values()


@pytest.mark.parametrize("text", [
    # not perpetual: the card in hand is cast as a new object (400.7)
    "{1}: Target creature gets +1/+0 until end of turn. Then choose a creature card in your hand. It gets +1/+0 "
    "until end of turn.",
    # a permanent chosen, not a card in a hand: a reference after another object, as before
    "{1}: Target creature perpetually gets +1/+0. Then choose a creature you control. It perpetually gets +1/+0.",
])
def test_choices_after_another_effect_the_board_cannot_follow_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Survivalist", text, ["Creature"]).supported


def test_goblin_morale_sergeant_you_may_conjure_the_duplicate_perpetually_changes() -> None:
    # Goblin Morale Sergeant: "Whenever Goblin Morale Sergeant enlists a nontoken creature, you may conjure a
    # duplicate of that creature into the top five cards of your library at random. The duplicate perpetually
    # gets +1/+0 and gains haste." — the duplicate (entered by the scenario in the library), never the creature
    # enlisted
    c = compile_card(pool_card("Goblin Morale Sergeant"))
    assert c.supported
    n = next(k for k, v in c.effects.items() if v.get("duration") == "perpetual")
    assert c.effects[n] == {"affects": "chosen", "duration": "perpetual", "modify_pt": [1, 0],
                            "add_abilities": ["Haste"]}
    b = layerkit.Board()
    b.enter("Goblin Morale Sergeant", id="gms", controller="Alex")
    b.enter("Grizzly Bears", id="enlisted", controller="Alex")
    b.enter("Grizzly Bears", id="dup", zone="library", controller="Alex")
    b.ability("gms", n, choices={"object": "dup"})
    res = b.resolve()
    assert (res["dup"].power, res["dup"].toughness) == (3, 2) and "Haste" in _abilities(res, "dup")
    assert (res["enlisted"].power, res["enlisted"].toughness) == (2, 2)


def test_target_until_end_of_turn_then_a_card_chosen_in_hand_perpetually() -> None:
    # the target's effect lasts until end of turn, the chosen card's forever: each part has its own duration
    text = "{T}: Target creature gets +1/+1 until end of turn. Choose a creature card in your hand. It perpetually gets +1/+0."
    c = compile_text("Test Card", text, ["Creature"])
    assert c.supported
    assert c.effects[1] == {"parts": [{"affects": "targets", "duration": "end_of_turn", "modify_pt": [1, 1]},
                                      {"affects": "chosen", "duration": "perpetual", "modify_pt": [1, 0]}]}


def test_reckoner_shakedown_you_may_choose_a_card_from_a_hand_is_not_a_card_in_your_hand() -> None:
    # Reckoner Shakedown: "... You may choose a nonland card from it. If you do, that player discards that card. If
    # you don't, put two +1/+1 counters on a creature or Vehicle you control.": the card chosen from an opponent's
    # hand is discarded; the counters go on the object chosen as it resolves, in the other branch only
    c = compile_card(pool_card("Reckoner Shakedown"))
    assert list(c.effects.values()) == [{"otherwise": {
        "affects": "chosen", "counters": {"+1/+1": 2},
        "chosen_is": {"controller": "you", "any": [{"types": ["Creature"]}, {"subtypes": ["Vehicle"]}]}}}]
