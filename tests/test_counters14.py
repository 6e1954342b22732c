"""Counters, round 14 (issue 12): counters a permanent enters with or is given, read from real pool cards.

Each expected value comes from the card's oracle text and the rules, never from the compiler's output: a board
is built with the real pool card and resolved, or the compiled definition is compared with the one the rules
imply. The negative cases are phrasings the board cannot carry out exactly: they must stay unsupported.
"""
from __future__ import annotations

import pytest

import layerkit
from layerkit.compiler import compile_text
from layerkit.errors import ScenarioError

from tests._compiled import compiled


def _pt(res, oid: str) -> tuple[int | None, int | None]:
    return res[oid].power, res[oid].toughness


def _kw(res, oid: str) -> set[str]:
    return {a.text for a in res[oid].abilities}


# ------------------------------------------- one-time boons: "that creature enters with ... counter(s) on it"

def test_benalish_knight_counselor_boon_compiles_to_one_counter_on_the_cast_creature() -> None:
    # "you get a one-time boon with 'When you cast a creature spell, that creature enters with a +1/+1 counter on
    # it.'" (no "additional": the same replacement effect, 614.1c)
    c = compiled("Benalish Knight-Counselor")
    assert c.supported
    assert c.effects[2] == {"create_emblem": [{
        "text": "When you cast a creature spell, that creature enters with a +1/+1 counter on it.",
        "affects": "targets", "enters_with_counters": {"+1/+1": 1}}], "emblem_uses": 1}


def test_benalish_knight_counselor_boon_on_a_board() -> None:
    # the boon's ability resolves on the spell that triggered it (the step's target, on the stack); the permanent
    # it becomes (400.7a, 608.3) enters with a +1/+1 counter: Grizzly Bears 2/2 -> 3/3 (613.4c); then it is used up
    b = layerkit.Board()
    b.enter("Benalish Knight-Counselor", id="knight")
    b.ability("knight", 2)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("knight-emblem", 1, targets=["bears"])
    b.move("bears", to="battlefield")
    b.enter("Grizzly Bears", id="other")
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3)
    assert _pt(res, "other") == (2, 2)           # not the spell the trigger named
    b.enter("Runeclaw Bear", id="second", zone="stack")
    with pytest.raises(ScenarioError, match="used up"):
        b.ability("knight-emblem", 1, targets=["second"])


def test_klement_boon_lifelink_counter_gives_lifelink() -> None:
    # "that creature enters with a lifelink counter on it": a keyword counter gives its keyword (122.1b, layer 6)
    b = layerkit.Board()
    b.enter("Klement, Life Acolyte", id="klement")
    b.ability("klement", 2)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("klement-emblem", 1, targets=["bears"])
    b.move("bears", to="battlefield")
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2)
    assert "Lifelink" in _kw(res, "bears")


def test_arcane_archery_boon_one_counter_of_each_kind() -> None:
    # "that creature enters with an additional +1/+1 counter, reach counter, and trample counter on it": one of each
    c = compiled("Arcane Archery")
    assert c.supported
    assert c.effects[2]["create_emblem"][0]["enters_with_counters"] == {"+1/+1": 1, "reach": 1, "trample": 1}
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="first")
    b.cast("Arcane Archery", targets=["first"])
    b.enter("Runeclaw Bear", id="bear", zone="stack")
    b.ability("Arcane Archery-emblem", 1, targets=["bear"])
    b.move("bear", to="battlefield")
    res = b.resolve()
    assert _pt(res, "first") == (5, 5) and {"Reach", "Trample"} <= _kw(res, "first")    # +3/+3, until end of turn
    assert _pt(res, "bear") == (3, 3) and {"Reach", "Trample"} <= _kw(res, "bear")
    b.end_turn()
    res = b.resolve()
    assert _pt(res, "first") == (2, 2)
    assert _pt(res, "bear") == (3, 3) and {"Reach", "Trample"} <= _kw(res, "bear")       # counters stay


def test_tenacious_pup_and_march_toward_perfection_lists() -> None:
    # "enters the battlefield with an additional +1/+1 counter, trample counter, and vigilance counter on it";
    # "an additional +1/+1 counter and deathtouch counter on it" (a Phyrexian creature spell's)
    assert compiled("Tenacious Pup").effects[1]["create_emblem"][0]["enters_with_counters"] == {
        "+1/+1": 1, "trample": 1, "vigilance": 1}
    assert compiled("March Toward Perfection").effects[1]["create_emblem"][0]["enters_with_counters"] == {
        "+1/+1": 1, "deathtouch": 1}
    b = layerkit.Board()
    b.enter("Tenacious Pup", id="pup")
    b.ability("pup", 1)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("pup-emblem", 1, targets=["bears"])
    b.move("bears", to="battlefield")
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3) and {"Trample", "Vigilance"} <= _kw(res, "bears")


def test_champions_of_tyr_boon_your_choice_of_counter() -> None:
    # "that creature enters the battlefield with your choice of a +1/+1 counter, a flying counter, or a lifelink
    # counter on it": one counter of the kind the ability's controller chose, stated by the step (choices.counter)
    c = compiled("Champions of Tyr")
    assert c.supported
    assert c.effects[3]["create_emblem"][0]["enters_with_counters"] == {"one_of": ["+1/+1", "flying", "lifelink"]}
    b = layerkit.Board()
    b.enter("Champions of Tyr", id="champions")
    b.ability("champions", 3)
    b.enter("Grizzly Bears", id="bears", zone="stack")
    b.ability("champions-emblem", 1, targets=["bears"], choices={"counter": "flying"})
    b.move("bears", to="battlefield")
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2) and "Flying" in _kw(res, "bears")
    assert "Lifelink" not in _kw(res, "bears")


def test_champions_of_tyr_choice_untold_or_not_offered_is_refused() -> None:
    for choices in (None, {"counter": "trample"}):
        b = layerkit.Board()
        b.enter("Champions of Tyr", id="champions")
        b.ability("champions", 3)
        b.enter("Grizzly Bears", id="bears", zone="stack")
        with pytest.raises(ScenarioError, match="choices.counter"):
            b.ability("champions-emblem", 1, targets=["bears"], choices=choices)


def test_plain_cast_trigger_without_additional() -> None:
    # the same phrases on a permanent's own cast trigger (614.1c): one counter of each kind on the spell cast
    d = compile_text("Test Card", "Whenever you cast a creature spell, that creature enters with a +1/+1 counter "
                     "and trample counter on it.", ["Enchantment"]).effects
    assert d[1] == {"affects": "targets", "enters_with_counters": {"+1/+1": 1, "trample": 1}}


@pytest.mark.parametrize("text", [
    # two of one kind in a list of "counter"s: not one of each
    "Whenever you cast a creature spell, that creature enters with two +1/+1 counter and trample counter on it.",
    # the same kind twice
    "Whenever you cast a creature spell, that creature enters with a +1/+1 counter and +1/+1 counter on it.",
    # not a creature spell's cast trigger: "that creature" names no spell
    "Whenever a creature dies, that creature enters with a +1/+1 counter on it.",
])
def test_other_lists_stay_unsupported(text: str) -> None:
    assert not compile_text("Test Card", text, ["Enchantment"]).supported


# ------------------------------------------- a spell's later paragraph that creates an emblem or a token (608.2c)

def test_twisted_fealty_second_paragraph_role_token_is_created() -> None:
    # "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. /
    # Create a Wicked Role token attached to up to one target creature you control.": the Role (enchanted creature
    # gets +1/+1) is on the second target; with none chosen there is no Role
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Twisted Fealty", targets=["theirs", "mine"])
    res = b.resolve()
    assert _pt(res, "mine") == (3, 3)
    assert res["theirs"].controller == "Alex" and _pt(res, "theirs") == (2, 2) and "Haste" in _kw(res, "theirs")
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Grizzly Bears", id="theirs", controller="Bo")
    b.cast("Twisted Fealty", targets=["theirs"])
    res = b.resolve()
    assert _pt(res, "mine") == (2, 2) and res["theirs"].controller == "Alex"


# ------------------------------------------- counters of any kinds removed, which ones chosen as it resolves (608.2d)

def test_heartless_act_removes_the_chosen_counters() -> None:
    # "• Remove up to three counters from target creature.": Grizzly Bears (2/2) with two +1/+1 counters, a -1/-1
    # counter and a flying counter; the step chooses the two +1/+1 and the flying counter: 1/1, no flying (613.4c,
    # 122.1b)
    c = compiled("Heartless Act")
    assert c.supported
    assert c.effects[1]["modes"][1] == {"text": "Remove up to three counters from target creature.",
                                        "affects": "targets", "remove_counters": {"chosen_up_to": 3}}
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 2, "-1/-1": 1, "flying": 1})
    b.cast("Heartless Act", targets=["bears"], choices={"modes": [2], "removed": {"+1/+1": 2, "flying": 1}})
    res = b.resolve()
    assert _pt(res, "bears") == (1, 1) and "Flying" not in _kw(res, "bears")


@pytest.mark.parametrize("removed", [
    None,                                   # which counters: a choice, never guessed
    {"+1/+1": 3, "-1/-1": 1},               # four: more than "up to three"
    {"flying": 1},                          # a kind it doesn't have
])
def test_heartless_act_removal_untold_or_impossible_is_refused(removed) -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 3, "-1/-1": 1})
    choices = {"modes": [2], **({"removed": removed} if removed is not None else {})}
    with pytest.raises(ScenarioError, match="choices.removed|counter"):
        b.cast("Heartless Act", targets=["bears"], choices=choices)


def test_heartless_act_up_to_none() -> None:
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 1})
    b.cast("Heartless Act", targets=["bears"], choices={"modes": [2], "removed": {}})
    assert _pt(b.resolve(), "bears") == (3, 3)


def test_thornmantle_striker_removes_x_counters_x_the_elves() -> None:
    # "• Remove X counters from target permanent, where X is the number of Elves you control.": Thornmantle Striker
    # (an Elf) and two Llanowar Elves: X = 3, counted as it resolves (608.2h). A creature with two counters loses
    # both (nothing to choose); one with five loses exactly three, those the step names
    b = layerkit.Board()
    b.enter("Thornmantle Striker", id="ts")
    b.enter("Llanowar Elves", id="e1")
    b.enter("Llanowar Elves", id="e2")
    b.enter("Grizzly Bears", id="small", counters={"+1/+1": 2})
    b.ability("ts", 1, targets=["small"], choices={"modes": [1]})
    assert _pt(b.resolve(), "small") == (2, 2)
    b.enter("Grizzly Bears", id="big", counters={"+1/+1": 4, "-1/-1": 1})
    with pytest.raises(ScenarioError, match="choices.removed"):
        b.ability("ts", 1, targets=["big"], choices={"modes": [1], "removed": {"+1/+1": 2}})    # two, not three
    b.ability("ts", 1, targets=["big"], choices={"modes": [1], "removed": {"+1/+1": 3}})
    assert _pt(b.resolve(), "big") == (2, 2)         # 2/2 + 1 -1


def test_glissa_sunslayer_third_mode() -> None:
    b = layerkit.Board()
    b.enter("Glissa Sunslayer", id="glissa")
    b.enter("Grizzly Bears", id="bears", counters={"-1/-1": 1})
    b.ability("glissa", 3, targets=["bears"], choices={"modes": [3], "removed": {"-1/-1": 1}})
    assert _pt(b.resolve(), "bears") == (2, 2)


def test_hex_parasite_counts_the_counters_removed() -> None:
    # "{X}{B/P}: Remove up to X counters from target permanent. For each counter removed this way, this creature gets
    # +1/+0 until end of turn.": X = 2 (choices.number), two +1/+1 counters removed from a 2/2 with three
    b = layerkit.Board()
    b.enter("Hex Parasite", id="hp")
    b.enter("Grizzly Bears", id="bears", counters={"+1/+1": 3})
    b.ability("hp", 1, targets=["bears"], choices={"number": 2, "removed": {"+1/+1": 2},
                                                   "stated": {"removed": {"count": 2}}})
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3) and _pt(res, "hp") == (3, 1)
    b.enter("Grizzly Bears", id="other", counters={"+1/+1": 3})
    with pytest.raises(ScenarioError):
        b.ability("hp", 1, targets=["other"], choices={"number": 1, "removed": {"+1/+1": 2},    # more than X
                                                       "stated": {"removed": {"count": 2}}})
    with pytest.raises(ScenarioError, match="stated.removed"):
        b.ability("hp", 1, targets=["other"], choices={"number": 2, "removed": {"+1/+1": 1},    # two totals
                                                       "stated": {"removed": {"count": 2}}})


# ------------------------------------------- 201.5c: a legendary card's text naming it by a shortened name

def test_shortened_names_are_the_card_itself() -> None:
    # "Put two +1/+1 counters on Loki." (Loki Laufeyson), "Put a +1/+1 counter on King Darien" (King Darien XLVIII),
    # "During your turn, Zurgo has indestructible." (Zurgo Helmsmasher): 201.5c, the card's own name
    assert compiled("Loki Laufeyson").effects[2] == {"affects": "self", "counters": {"+1/+1": 2}}
    assert compiled("King Darien XLVIII").effects[2] == {"affects": "self", "counters": {"+1/+1": 1}}
    assert compiled("Zurgo Helmsmasher").effects[3] == {"affects": "self", "condition": {"your_turn": True},
                                                        "add_abilities": ["Indestructible"]}
    b = layerkit.Board()
    b.enter("Loki Laufeyson", id="loki")            # a 2/1
    b.ability("loki", 2)
    assert _pt(b.resolve(), "loki") == (4, 3)
    from tests._compiled import supported
    assert supported("Rosie Cotton of South Lane")       # "When Rosie Cotton enters, ...": its name before "of"


def test_shortened_name_is_not_another_name_nor_a_type() -> None:
    from layerkit.compiler.normalise import names_of, normalise
    assert "Loki" in names_of("Loki Laufeyson", legendary=True)
    assert "Loki" not in names_of("Loki Laufeyson", legendary=False)          # only a legendary card (201.5c)
    assert "Flash" not in names_of("Flash Thompson, Spider-Fan", legendary=True)   # a keyword
    assert "It" not in names_of("It Came from Planet Glurg", legendary=True)
    names = names_of("Nissa Revane", legendary=True)
    assert "named nissa's chosen" in normalise("Search your library for a card named Nissa's Chosen.", names)[0]
    assert "target nissa planeswalker" in normalise("Target Nissa planeswalker gets +1/+1.", names)[0]


# ------------------------------------------- 701.66a: "earthbend N, then earthbend N" (two instructions, two targets)

def test_cracked_earth_technique_earthbends_twice() -> None:
    # "Earthbend 3, then earthbend 3.": each target land becomes a 0/0 land creature with haste with three +1/+1
    # counters: 3/3; the same land may be the target of both (115.3): 6/6
    b = layerkit.Board()
    b.enter("Forest", id="f1")
    b.enter("Mountain", id="m1")
    b.cast("Cracked Earth Technique", targets=["f1", "m1"])
    res = b.resolve()
    for land in ("f1", "m1"):
        assert _pt(res, land) == (3, 3) and {"Land", "Creature"} <= set(res[land].types) and "Haste" in _kw(res, land)
    b = layerkit.Board()
    b.enter("Forest", id="f1")
    b.cast("Cracked Earth Technique", targets=["f1", "f1"])
    assert _pt(b.resolve(), "f1") == (6, 6)


def test_dai_li_agents_earthbends_twice_as_it_enters() -> None:
    b = layerkit.Board()
    b.enter("Dai Li Agents", id="dai")
    b.enter("Forest", id="f1")
    b.enter("Forest", id="f2")
    b.ability("dai", 1, targets=["f1", "f2"])
    res = b.resolve()
    assert _pt(res, "f1") == (1, 1) and _pt(res, "f2") == (1, 1)


# ------------------------------------------- 701.39a: bolster N

def test_cached_defenses_bolsters_the_least_toughness() -> None:
    # "Bolster 3.": three +1/+1 counters on a creature with the least toughness among creatures you control, chosen
    # as it resolves: Llanowar Elves (1/1) beside Grizzly Bears (2/2) and Serra Angel (4/4); the Bears can't be chosen
    c = compiled("Cached Defenses")
    assert c.supported
    assert c.effects[1] == {"affects": "chosen", "counters": {"+1/+1": 3},
                            "chosen_is": {"controller": "you", "types": ["Creature"]}, "chosen_least": "toughness"}
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Llanowar Elves", id="elf")
    b.enter("Serra Angel", id="angel")
    b.enter("Raging Goblin", id="theirs", controller="Bo")        # 1/1, not yours
    with pytest.raises(ScenarioError, match="can't be chosen"):
        b.cast("Cached Defenses", choices={"object": "bears"})
    with pytest.raises(ScenarioError, match="can't be chosen"):
        b.cast("Cached Defenses", choices={"object": "theirs"})
    b.cast("Cached Defenses", choices={"object": "elf"})
    assert _pt(b.resolve(), "elf") == (4, 4)


def test_bolster_reads_toughness_as_it_resolves_and_a_tie_is_the_steps_choice() -> None:
    # Grizzly Bears with a +1/+1 counter (3/3) and two Grizzly Bears (2/2): either 2/2 has the least toughness
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="b1", counters={"+1/+1": 1})
    b.enter("Grizzly Bears", id="b2")
    b.enter("Grizzly Bears", id="b3")
    with pytest.raises(ScenarioError, match="choices.object"):
        b.cast("Cached Defenses")                                  # two tie: never guessed
    with pytest.raises(ScenarioError, match="can't be chosen"):
        b.cast("Cached Defenses", choices={"object": "b1"})
    b.cast("Cached Defenses", choices={"object": "b3"})
    res = b.resolve()
    assert _pt(res, "b3") == (5, 5) and _pt(res, "b2") == (2, 2)


def test_bolster_x_and_triggered_bolster() -> None:
    # Dragonscale General: "At the beginning of your end step, bolster X, where X is the number of tapped creatures
    # you control." X counted as it resolves (608.2h)
    b = layerkit.Board()
    b.enter("Dragonscale General", id="general", tapped=True)      # 2/3
    b.enter("Llanowar Elves", id="elf", tapped=True)
    b.enter("Grizzly Bears", id="bears")
    b.ability("general", 1, choices={"object": "elf"})
    assert _pt(b.resolve(), "elf") == (3, 3)


def test_bolster_after_an_instruction_that_removes_a_creature_is_not_read() -> None:
    # Enduring Victory: "Destroy target attacking or blocking creature. Bolster 1.": the least toughness among the
    # creatures left, after a destruction the board doesn't carry out
    assert not compiled("Enduring Victory").supported
    assert not compiled("Pinion Feast").supported


def test_scale_blessing_bolster_then_each_creature_with_a_counter() -> None:
    # "Bolster 1, then put a +1/+1 counter on each creature you control with a +1/+1 counter on it." (608.2c: in
    # order): Llanowar Elves (1/1, least) gets one, then it and Serra Angel (4/4 with a counter) each get one more;
    # Grizzly Bears (no counter) none
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Llanowar Elves", id="elf")
    b.enter("Serra Angel", id="angel", counters={"+1/+1": 1})
    b.cast("Scale Blessing", choices={"object": "elf"})
    res = b.resolve()
    assert (_pt(res, "bears"), _pt(res, "elf"), _pt(res, "angel")) == ((2, 2), (3, 3), (6, 6))


def test_sunbringers_touch_bolster_x_cards_in_hand_then_trample() -> None:
    # "Bolster X, where X is the number of cards in your hand. Each creature you control with a +1/+1 counter on it
    # gains trample until end of turn.": two cards in hand; the bolstered Elves and the Angel (a counter) gain trample
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Llanowar Elves", id="elf")
    b.enter("Serra Angel", id="angel", counters={"+1/+1": 1})
    b.enter("Island", id="h1", zone="hand")
    b.enter("Island", id="h2", zone="hand")
    b.cast("Sunbringer's Touch", choices={"object": "elf"})
    res = b.resolve()
    assert _pt(res, "elf") == (3, 3) and "Trample" in _kw(res, "elf") and "Trample" in _kw(res, "angel")
    assert "Trample" not in _kw(res, "bears")


# ------------------------------------------- 701.46a adapt N, 701.41a-b support N

def test_evolution_witness_adapts_only_without_counters() -> None:
    # "{1}{G}: Adapt 2.": "If this permanent has no +1/+1 counters on it, put two +1/+1 counters on it" (701.46a),
    # checked as it resolves: 2/1 -> 4/3, then nothing; with a -1/-1 counter (no +1/+1 counter) it adapts
    assert compiled("Evolution Witness").effects[1] == {"affects": "self", "counters": {"+1/+1": 2},
                                                        "if_holds": {"counters": {"kind": "+1/+1", "max": 0}}}
    b = layerkit.Board()
    b.enter("Evolution Witness", id="w")
    b.ability("w", 1)
    assert _pt(b.resolve(), "w") == (4, 3)
    b.ability("w", 1)
    assert _pt(b.resolve(), "w") == (4, 3)
    b = layerkit.Board()
    b.enter("Evolution Witness", id="w", counters={"-1/-1": 1})
    b.ability("w", 1)
    assert _pt(b.resolve(), "w") == (3, 2)


def test_support_on_a_permanent_and_on_a_sorcery() -> None:
    # Aerie Auxiliary: "When this creature enters, support 2." (701.41a: each of up to two other target creatures
    # gets a +1/+1 counter); Press into Service: "Support 2. / Gain control of target creature until end of turn.
    # ..." (701.41b: up to two target creatures; none chosen: nothing)
    assert "other target creatures" in __import__("layerkit.compiler.compile", fromlist=["support_text"]).support_text(
        "support 2.", False)
    b = layerkit.Board()
    b.enter("Aerie Auxiliary", id="aux")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Llanowar Elves", id="elf")
    b.ability("aux", 2, targets=["bears", "elf"])
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3) and _pt(res, "elf") == (2, 2)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.cast("Press into Service", targets=["bears", "angel"])
    res = b.resolve()
    assert _pt(res, "bears") == (3, 3) and res["angel"].controller == "Alex" and _pt(res, "angel") == (4, 4)
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Serra Angel", id="angel", controller="Bo")
    b.cast("Press into Service", targets=["angel"])
    res = b.resolve()
    assert _pt(res, "bears") == (2, 2) and res["angel"].controller == "Alex"


def test_a_paragraph_without_a_definition_keeps_its_own_targets() -> None:
    # Nissa's Judgment: "Support 2. / Choose up to one target creature an opponent controls. ...": the second
    # paragraph's target is not one of support's (115.1d); two varying numbers of targets can't be told apart: refused,
    # never both counted as support's
    b = layerkit.Board()
    b.enter("Grizzly Bears", id="mine")
    b.enter("Serra Angel", id="theirs", controller="Bo")
    with pytest.raises(ScenarioError, match="varying number of targets"):
        b.cast("Nissa's Judgment", targets=["mine", "theirs"])
