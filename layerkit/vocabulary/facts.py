"""Game facts: what the game knows about a player that is no object's characteristic, and that
conditions and values of effects may read ("as long as you're the monarch", "if a creature died
this turn", "where X is your life total").

The set is closed: each fact is named as the rules name it, with its rule, whether it is a number
or a designation (true/false), and whether it lasts for the turn only ("this turn": the board
forgets it when the turn ends, and a step that could change it, such as a permanent leaving the
battlefield for ``creatures_died_this_turn``, forgets it too, except a designation known true: what
happened this turn only adds up). A board holds only the facts it was
told (the ``fact`` step, :meth:`layerkit.Board.state_fact`); an effect that needs a fact the board
does not hold is not applied and is listed in ``Resolution.unsupported`` — never assumed. The
exceptions are the rules' own: 724.3 and 725.3 (when one player becomes the monarch or takes the
initiative, every other player is known not to be or have it) and 702.131b (a player who controls
ten or more permanents while a permanent of theirs with ascend is on the battlefield has the
city's blessing).

>>> FACTS["monarch"].rule, FACTS["monarch"].kind, FACTS["life"].per_turn
('724', 'designation', False)
>>> sorted(f for f in FACTS if FACTS[f].per_turn)[:3]
['artifacts_entered_this_turn', 'artifacts_or_creatures_died_this_turn', 'attacked_this_turn']
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Fact", "FACTS", "OBJECT_FACTS", "OBJECT_NUMBER_FACTS", "FACT_PLAYERS", "VALUE_PLAYERS", "PER_TURN", "EXCLUSIVE", "object_key"]


@dataclass(frozen=True)
class Fact:
    """One kind of game fact about a player."""

    name: str
    kind: str              # "number" or "designation" (true/false)
    rule: str
    meaning: str
    per_turn: bool = False
    exclusive: bool = False   # only one player at a time can have it (724.3, 725.3)


def _facts(*facts: Fact) -> dict[str, Fact]:
    return {f.name: f for f in facts}


#: Every game fact a board can hold, by name.
FACTS: dict[str, Fact] = _facts(
    Fact("life", "number", "119", "the player's life total (119.1: 20 at the start of a two-player game; "
         "40 in Commander, 903.7) — stated, never assumed"),
    Fact("starting_life", "number", "119.1", "the player's starting life total (20 in a two-player game, 40 in "
         "Commander, 903.7; the board does not know the format, so it is stated)"),
    Fact("poison_counters", "number", "122.1f", "poison counters the player has"),
    Fact("energy_counters", "number", "107.14", "energy counters the player has"),
    Fact("experience_counters", "number", "122.1", "experience counters the player has (a counter on a player, 122.1)"),
    Fact("speed", "number", "702.179", "the player's speed (702.179f: 0 when they have none); "
         "4 is max speed (702.179e)"),
    Fact("monarch", "designation", "724", "the player is the monarch", exclusive=True),
    Fact("initiative", "designation", "725", "the player has the initiative", exclusive=True),
    Fact("city_blessing", "designation", "702.131", "the player has the city's blessing (for the rest of the game, "
         "702.131c)"),
    Fact("dungeons_completed", "number", "309.7", "dungeons the player has completed this game"),
    Fact("dungeon_names_completed", "number", "309.7", "differently named dungeons the player has completed this game "
         "(\"for each differently named dungeon you've completed\": a dungeon completed twice counts once)"),
    Fact("cards_in_library", "number", "401.1", "cards in the player's library (a hidden zone the board holds "
         "no copy of, 401.1: stated, never counted from the library cards a board entered; a step that puts a card "
         "into or takes one out of a library forgets it)"),
    Fact("commander_casts", "number", "903.8", "times the player has cast a commander from the command zone this game "
         "(each of their commanders, 903.8: what commander tax counts)"),
    Fact("spells_cast_this_turn", "number", "601.2", "spells the player has cast this turn", per_turn=True),
    Fact("noncreature_spells_cast_this_turn", "number", "601.2", "noncreature spells the player has cast this turn "
         "(a spell's card types as it was cast, 205.2a)", per_turn=True),
    Fact("instant_sorcery_spells_cast_this_turn", "number", "601.2", "instant and sorcery spells the player has cast "
         "this turn (304, 307)", per_turn=True),
    Fact("cards_drawn_this_turn", "number", "121.1", "cards the player has drawn this turn", per_turn=True),
    Fact("cards_discarded_this_turn", "number", "701.9", "cards the player has discarded this turn", per_turn=True),
    Fact("life_gained_this_turn", "number", "119.3", "the amount of life the player has gained this turn",
         per_turn=True),
    Fact("life_lost_this_turn", "number", "119.3", "the amount of life the player has lost this turn",
         per_turn=True),
    Fact("life_lost_last_turn", "number", "119.3", "the amount of life the player lost during the previous turn "
         "(at end_turn the board carries over life_lost_this_turn when it knows it)", per_turn=True),
    Fact("attacked_this_turn", "designation", "508.1", "the player attacked with one or more creatures this turn",
         per_turn=True),
    Fact("damaged_this_turn", "designation", "120.1", "the player was dealt damage this turn (\"if an opponent was "
         "dealt damage this turn\", 702.54a bloodthirst; the board deals no damage: stated)", per_turn=True),
    Fact("damage_taken_this_turn", "number", "120.1", "the amount of damage dealt to the player this turn (\"for "
         "each 1 damage dealt to you this turn\"; the board deals no damage: stated)", per_turn=True),
    Fact("committed_crime_this_turn", "designation", "700.13", "the player committed a crime this turn (cast a "
         "spell, activated an ability or put a triggered ability on the stack that targets an opponent, their "
         "permanents, spells or cards)", per_turn=True),
    Fact("times_descended_this_turn", "number", "700.11", "permanent cards put into the player's graveyard from "
         "anywhere this turn (\"descended\")", per_turn=True),
    Fact("creatures_died_this_turn", "number", "700.4", "creatures that died (were put into a graveyard from the "
         "battlefield) under the player's control this turn", per_turn=True),
    Fact("nonland_permanents_entered_this_turn", "number", "700.15", "nonland permanents that entered the "
         "battlefield under the player's control this turn", per_turn=True),
    Fact("lands_entered_this_turn", "number", "603.6a", "lands that entered the battlefield under the player's "
         "control this turn (landfall: \"if you had a land enter the battlefield under your control this turn\")",
         per_turn=True),
    Fact("artifacts_entered_this_turn", "number", "603.6a", "artifacts that entered the battlefield under the "
         "player's control this turn (\"as long as an artifact entered the battlefield under your control this turn\")",
         per_turn=True),
    Fact("creatures_entered_this_turn", "number", "603.6a", "creatures that entered the battlefield under the "
         "player's control this turn (\"if a creature entered the battlefield under your control this turn\")",
         per_turn=True),
    Fact("permanents_sacrificed_this_turn", "number", "701.21", "permanents the player sacrificed this turn "
         "(\"as long as you sacrificed a permanent this turn\")", per_turn=True),
    Fact("dice_rolled_this_turn", "number", "706.1", "dice the player rolled this turn (\"as long as you've rolled "
         "three or more dice this turn\")", per_turn=True),
    Fact("permanents_left_this_turn", "number", "603.6c", "permanents that left the battlefield under the "
         "player's control this turn", per_turn=True),
    Fact("nonland_permanents_left_this_turn", "number", "603.6c", "nonland permanents that left the battlefield "
         "under the player's control this turn (void: \"if a nonland permanent left the battlefield this turn\", "
         "read for every player)", per_turn=True),
    # ifsother14: what the player did this turn; a cast or ability step forgets a false one (it may have), and
    # so does any step that may put a +1/+1 counter on a permanent (122.6: entering with counters, too)
    Fact("surveilled_this_turn", "designation", "701.25", "the player surveilled this turn (\"as long as you've "
         "surveilled this turn\", 701.25c: even looking at no card)", per_turn=True),
    Fact("put_plus_one_counter_on_creature_this_turn", "designation", "122.6", "the player put one or more +1/+1 "
         "counters on a creature this turn (\"as long as you've put one or more +1/+1 counters on a creature this "
         "turn\"; 122.6: one entering with counters too)", per_turn=True),
    Fact("plus_one_counter_put_on_permanent_this_turn", "designation", "122.6", "a +1/+1 counter was put on a "
         "permanent under the player's control this turn, by anyone (\"if a +1/+1 counter was put on a permanent "
         "under your control this turn\")", per_turn=True),
    # ifsother14: zone changes of this turn, counted per player; a move step that could change one forgets it
    Fact("artifacts_or_creatures_died_this_turn", "number", "700.4", "artifacts and creatures put into a graveyard "
         "from the battlefield under the player's control this turn (\"if an artifact or creature was put into a "
         "graveyard from the battlefield this turn\", read for every player)", per_turn=True),
    Fact("cards_exiled_this_turn", "number", "406.1", "cards the player owns put into exile this turn (\"if one or "
         "more cards were put into exile this turn\", read for every player; a token is no card, 111.1)",
         per_turn=True),
    Fact("cards_left_graveyard_this_turn", "number", "404.1", "cards that left the player's graveyard this turn "
         "(\"if a card left your graveyard this turn\"; a `cast` step forgets it: it may be cast from there)",
         per_turn=True),
    Fact("face_down_creatures_entered_this_turn", "number", "708.2", "face-down creatures that entered the "
         "battlefield under the player's control this turn (\"if a face-down creature entered the battlefield "
         "under your control this turn\")", per_turn=True),
    Fact("spells_warped_this_turn", "number", "702.185c", "spells the player cast for their warp cost this turn "
         "(void: \"if a spell was warped this turn\", read for every player)", per_turn=True),
    # ifsyou15: 601.2a: "if you haven't cast a spell from your hand this turn" (a cast step forgets it)
    Fact("spells_cast_from_hand_this_turn", "number", "601.2a", "spells the player has cast from their hand this turn",
         per_turn=True),
    # ifsyou15: MTG Arena's Alchemy teams ("If you're on the Mirran team, creatures you control have haste"): the
    # Comprehensive Rules do not define them; which team a player is on is stated, never assumed
    Fact("mirran_team", "designation", "Alchemy", "the player is on the Mirran team (\"if you're on the Mirran "
         "team\")"),
    Fact("phyrexian_team", "designation", "Alchemy", "the player is on the Phyrexian team (\"if you're on the "
         "Phyrexian team\")"),
    Fact("starting_player", "designation", "103.1", "the player is the starting player, the one who took the first "
         "turn of the game (\"if you weren't the starting player\", \"if you didn't go first this game\"); one player "
         "at a time (103.1)", exclusive=True),
)

#: What happened to an object since it became this object (400.7: a new object has no history of the old
#: one) that no step of the board records (the board deals no damage): stated with the ``history`` step,
#: read by a condition as ``{fact: {name, player: source}}`` (the source object's), and never assumed.
OBJECT_FACTS: dict[str, Fact] = _facts(
    Fact("dealt_damage", "designation", "120.1", "the permanent has dealt damage since it became this object "
         "(\"if it hasn't dealt damage yet\"; 400.7: a new object hasn't)"),
    Fact("was_dealt_damage_this_turn", "designation", "120.1", "the permanent was dealt damage this turn",
         per_turn=True),
    Fact("dealt_damage_to_opponent_this_turn", "designation", "120.1", "the permanent dealt damage to an opponent "
         "of its controller this turn (\"if ~ dealt damage to an opponent this turn\")", per_turn=True),
    Fact("dealt_damage_to_another_creature_this_turn", "designation", "120.1", "the permanent dealt damage to a "
         "creature other than itself this turn (\"if ~ dealt damage to another creature this turn\")", per_turn=True),
    # ifsother14: 122.6: a counter of any kind put on it this turn; a step that may put one forgets a false one
    Fact("counter_put_this_turn", "designation", "122.6", "a counter was put on the permanent this turn (\"if a "
         "counter was put on ~ this turn\")", per_turn=True),
    # ifsother14: 401.1-401.2: a library's order is hidden from the board, which holds its cards unordered; the
    # top card is stated (a card in its owner's library). A card put into or taken out of any library forgets it,
    # and so does the turn's end (504.1: the next draw step takes the top card)
    Fact("top_of_library", "designation", "401.1", "the card is the top card of its owner's library (\"as long "
         "as the top card of your library is a creature card\"); forgotten when a card enters or leaves a library",
         per_turn=True),
    # values17: numbers of an object's own history that a static ability reads (611.3a), stated with the history
    # step and never assumed; 400.7: the object after a zone change is a new object with none
    Fact("life_paid_as_entered", "number", "614.12", "the life paid as the permanent entered (\"As ~ enters, pay "
         "any amount of life. ~'s power and toughness are each equal to the life paid as it entered\", 119.4, "
         "614.1c)"),
    # 607.2a, 406.6: the cards in exile its linked ability exiled; a step that may exile a card or take one out of
    # exile (enter, cast, ability, delayed, mutate, leave, move) forgets it
    Fact("cards_exiled_with", "number", "607.2a", "the number of cards exiled with the permanent still in exile "
         "(\"for each card exiled with it\", 406.6, 607.2a); forgotten by a step that may exile a card or take one "
         "out of exile"),
)

#: Number facts of an object's history (values17): read by a value ``{fact: {name, player: source}}``.
OBJECT_NUMBER_FACTS = frozenset(n for n, f in OBJECT_FACTS.items() if f.kind == "number")

#: Per-turn facts: they end when the turn ends (the board forgets them at ``end_turn``).
PER_TURN = frozenset(f for f, spec in {**FACTS, **OBJECT_FACTS}.items() if spec.per_turn)
#: Designations only one player can have at a time (724.3, 725.3).
EXCLUSIVE = frozenset(f for f, spec in FACTS.items() if spec.exclusive)

#: Whose fact a condition reads, relative to the source's controller: ``you``; ``opponent``: at least
#: one opponent (102.3); ``each``: every opponent; ``any``: at least one player; ``chosen``: the player the
#: step's ``choices.player`` names (508.5: "defending player" of one attacking creature's trigger; none named: none).
FACT_PLAYERS = ("you", "opponent", "each", "any", "chosen")
#: Whose fact a value reads: ``you``; ``opponents``: the total over the opponents ("the total life
#: your opponents lost this turn"); ``all``: the total over every player ("the number of creatures
#: that died this turn").
#: ``chosen`` (ifsyou17): the player the step's ``choices.player`` names, or, inside ``some_opponent``, each opponent
#: in turn ("if you have more life than an opponent"); untold, the value is not read (listed, never 0).
VALUE_PLAYERS = ("you", "opponents", "all", "chosen")


def object_key(oid: str, incarnation: int) -> str:
    """Whose facts an object's history is, in the board's facts: the object as this object (400.7: the
    same card after a zone change is a new object, with no history).

    >>> object_key("bear", 0)
    'bear#0'
    """
    return f"{oid}#{incarnation}"
