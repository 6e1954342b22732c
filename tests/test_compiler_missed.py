"""Issue 12: the cards the wording classifier reads a layer effect in and the compiler called "not a
layer effect", and abilities granted in quotes. Expected values come from the cards' oracle text and
the rules cited, never from the compiler's output."""
from __future__ import annotations

import pytest

from layerkit.analysis.coverage import assess, faces_of
from layerkit.compiler import compile_card, compile_text
from layerkit.compiler.compile import classifier_reads_layer
from layerkit.game.board import Board
from layerkit.vocabulary.classifier import classify, classify_ability


@pytest.fixture(scope="module")
def pool() -> dict:
    from layerkit.analysis.coverage import load_cards
    return {c["name"]: c for c in load_cards()}


# ------------------------------------------------------------------------------ faces (712, 709, 715)

def test_coverage_compiles_each_face_like_the_game():
    # the back face of a disturb card is an Aura: "Enchanted creature gets +1/+1 and has flying."
    rec = {"name": "Test Bearer // Test Lift", "type_line": "Creature — Spirit // Enchantment — Aura",
           "oracle_text": "Flying\n//\nEnchant creature\nEnchanted creature gets +1/+1 and has flying."}
    assert [f["name"] for f in faces_of(rec)] == ["Test Bearer", "Test Lift"]
    assert [f["oracle_text"] for f in faces_of(rec)] == ["Flying", "Enchant creature\nEnchanted creature gets +1/+1 and has flying."]
    cov = assess(rec)
    assert cov is not None and cov.status == "fully" and {"6", "7c"} <= set(cov.compiled_layers)


def test_back_face_on_a_board(pool):
    # Poppet Factory: "Creature tokens you control lose all abilities and have base power and toughness 3/3."
    b = Board()
    b.enter("Poppet Stitcher // Poppet Factory", id="factory", face="back")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Grizzly Bears", id="tok", token=True)
    b.enter("Grizzly Bears", id="theirs", token=True, controller="Bo")
    r = b.resolve()
    assert (r["tok"].power, r["tok"].toughness, r["tok"].abilities) == (3, 3, ())
    assert (r["bear"].power, r["bear"].toughness) == (2, 2)          # not a token
    assert (r["theirs"].power, r["theirs"].toughness) == (2, 2)      # not yours
    assert not r.unsupported


# ------------------------------------------------------------------------------ the classifier: no continuous effect

def test_token_text_is_no_layer_effect(pool):
    # 111.3: "Create ... tokens. They have '...'" defines the tokens (their "text"), no continuous effect
    assert classify(pool["Nest Invader"]["oracle_text"], pool["Nest Invader"]["type_line"], "Nest Invader").layers == ()
    assert assess(pool["Nest Invader"]) is None
    # Preston Garvey: the Settlement's text ("It has enchant land and ...") defines the token, no effect;
    # but the Aura token created attached to a land grants that land a mana ability (303.4, 613.1f), which
    # the board (creating no token) can't apply: the creation is reported, never the token's text
    cov = assess(pool["Preston Garvey, Minuteman"])
    assert cov is None or all(not p.startswith("it has") for p in cov.patterns)
    # a duration makes it an effect on the token after it exists
    layers, clause = classify_ability("Create a 1/1 white Soldier creature token. It gains haste until end of turn.", "spell")
    assert layers == ("6",) and clause == "It gains haste until end of turn."


def test_only_122_1b_keywords_are_keyword_counters(pool):
    # a fuse, plot or echo counter grants nothing (122.1b lists the keyword counters)
    for name in ("Powder Keg", "Bomb Squad", "Deadly Designs", "Soul Echo"):
        assert classify(pool[name]["oracle_text"], pool[name]["type_line"], name).layers == (), name
    assert classify_ability("{1}: Put a flying counter on target creature.", "activated")[0] == ("6",)
    assert not classifier_reads_layer("put a fuse counter on ~")


def test_counters_in_a_selector_or_a_cost_are_not_put(pool):
    for name in ("Hindervines", "Hierophant Bio-Titan"):
        assert "7c" not in classify(pool[name]["oracle_text"], pool[name]["type_line"], name).layers, name
    # Spitting Dilophosaurus does put -1/-1 counters (its trigger); its static ability is a selector
    assert classify_ability("Creatures your opponents control with -1/-1 counters on them can't block.") == ((), "")
    # Necroplasm puts a +1/+1 counter in its upkeep; its end step trigger only reads them
    assert classify_ability("At the beginning of your end step, destroy each creature with mana value equal to "
                            "the number of +1/+1 counters on Necroplasm.", "triggered", "Necroplasm") == ((), "")


def test_a_condition_is_no_type_change(pool):
    # Turtle Van: "Then if that creature is a Mutant, Ninja, or Turtle, double the number of +1/+1 counters"
    layers, _ = classify_ability("Then if that creature is a Mutant, Ninja, or Turtle, double the number of "
                                 "+1/+1 counters on it.", "static")
    assert "4" not in layers


def test_controlling_a_player_is_no_layer_effect(pool):
    # 722: controlling another player is no effect on an object's characteristics (613 applies to objects)
    for name in ("Mindslaver", "Worst Fears", "Sorin Markov"):
        assert "2" not in classify(pool[name]["oracle_text"], pool[name]["type_line"], name).layers, name
        assert not compile_card(pool[name]).unsupported, name


# ------------------------------------------------------------------------------ the compiler: effects it missed

def test_cycling_granted_to_cards_in_hand(pool):
    # Rhet-Tomb Mystic: "Each creature card in your hand has cycling {1}{U}."
    b = Board()
    b.enter("Rhet-Tomb Mystic", id="mystic")
    b.enter("Grizzly Bears", id="hand", zone="hand")
    b.enter("Forest", id="land", zone="hand")
    b.enter("Grizzly Bears", id="theirs", zone="hand", owner="Bo", controller="Bo")
    b.enter("Grizzly Bears", id="bf")
    r = b.resolve()
    texts = lambda oid: [a.text for a in r[oid].abilities]
    assert "Cycling {1}{U}" in texts("hand")
    assert "Cycling {1}{U}" not in texts("land")           # not a creature card
    assert "Cycling {1}{U}" not in texts("theirs")         # not in your hand
    assert "Cycling {1}{U}" not in texts("bf")             # not in a hand
    assert not r.unsupported


def test_keywords_with_their_parameter(pool):
    # "All Sliver creatures have poisonous 1." (702.70a Poisonous N), "Equipment you control have equip {1}."
    b = Board()
    b.enter("Virulent Sliver", id="v")
    b.enter("Virulent Sliver", id="theirs", controller="Bo")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Astor, Bearer of Blades", id="astor")
    b.enter("Bonesplitter", id="sword")
    r = b.resolve()
    assert [a.text for a in r["theirs"].abilities].count("Poisonous 1") == 2     # both Slivers' effects
    assert "Poisonous 1" not in [a.text for a in r["bear"].abilities]
    assert "Equip {1}" in [a.text for a in r["sword"].abilities]
    assert not r.unsupported


def test_phasing_granted(pool):
    # Teferi's Curse: "Enchanted permanent has phasing."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Teferi's Curse", id="curse", attached_to="bear")
    r = b.resolve()
    assert "Phasing" in [a.text for a in r["bear"].abilities] and not r.unsupported


def test_a_keyword_without_its_cost_is_not_granted_bare():
    # "has flashback. The flashback cost is equal to that card's mana cost." is no bare "Flashback" ability:
    # each card's own mana cost is its flashback cost (round 4: tests/test_compiler_zones.py)
    c = compile_text("Test Lier", "Each instant and sorcery card in your graveyard has flashback. The flashback "
                     "cost is equal to that card's mana cost.", ["Creature"])
    assert c.effects[1]["add_abilities"] == [{"keyword": "Flashback", "cost": "mana_cost"}]
    c = compile_text("Test Lier", "Each instant and sorcery card in your graveyard has flashback.", ["Creature"])
    assert not c.effects and [u.index for u in c.unsupported] == [1]


def test_what_the_classifier_reads_is_never_not_a_layer_effect(pool):
    # a supertype (205.4a) for lands and cards in a library shows none of the grammar's signs and has no
    # rule: unsupported, never dropped
    c = compile_text("Test Basics", "Flash\nLands you control and land cards in your library are basic.", ["Enchantment"])
    # (read since "X and Y you control" is a selector: Basic added to both, 205.4a)
    assert not c.unsupported and c.effects[2]["add_supertypes"] == ["Basic"]
    assert c.effects[2]["affects"]["any"][1] == {"zones": ["library"], "owner": "you", "types": ["Land"]}
    # "It's still a Cave land." ("cave" is read as a subtype before the card type "land" since round 9,
    # tests/test_compiler_other9.py): never "becomes a 3/3 Elemental creature" alone (which would make it
    # stop being a land, 205.1a) — it stays a Cave land, as "It's still a land" does
    c = compile_card(pool["Cavernous Maw"])
    assert c.effects[2] == {"affects": "self", "duration": "end_of_turn", "set_pt": [3, 3], "add_types": ["Creature"],
                            "add_subtypes": ["Elemental"]}


def test_still_a_land_with_its_subtype():
    # 205.1b: "It's still a Forest land." keeps its card type and subtype
    text = "{1}: This land becomes a 2/2 Plant creature until end of turn. It's still a Forest land."
    c = compile_text("Test Grove", text, ["Land"])
    b = Board()
    b.define("Test Grove", "Land — Forest", oracle_text=text, effects=c.effects)
    b.enter("Test Grove", id="g")
    assert b.resolve()["g"].types == frozenset({"Land"})
    b.ability("g", 1)
    r = b.resolve()
    assert r["g"].types == frozenset({"Land", "Creature"})
    assert r["g"].subtypes == frozenset({"Forest", "Plant"})
    assert (r["g"].power, r["g"].toughness) == (2, 2)


def test_rebalanced_card_names_itself_without_its_prefix(pool):
    # A-Riveteers Initiate: "{B/G}: Riveteers Initiate gains deathtouch until end of turn."
    b = Board()
    b.enter("A-Riveteers Initiate", id="m")
    assert "Deathtouch" not in [a.text for a in b.resolve()["m"].abilities]
    b.ability("m", 1)
    r = b.resolve()
    assert "Deathtouch" in [a.text for a in r["m"].abilities] and not r.unsupported


def test_granted_ability_controlling_a_player(pool):
    # The Dominion Bracelet grants "{1}, Sacrifice ...: You control target opponent during their next
    # turn." (722): a granted ability with no layer effect of its own
    c = compile_card(pool["The Dominion Bracelet"])
    assert not c.unsupported and c.effects


def test_is_also_a_party_is_a_cda_in_every_zone(pool):
    # Tajuru Paragon: "This creature is also a Cleric, Rogue, Warrior, and Wizard." (205.1b: in addition to its
    # printed Elf; a characteristic-defining ability, 604.3, so it works in the hand too)
    b = Board()
    b.enter("Tajuru Paragon", id="t")
    b.enter("Tajuru Paragon", id="h", zone="hand")
    r = b.resolve()
    party = frozenset({"Elf", "Cleric", "Rogue", "Warrior", "Wizard"})
    assert r["t"].subtypes == party and r["h"].subtypes == party and not r.unsupported


@pytest.mark.parametrize("name, index", [
    # (Aspect of Wolf's "gets +X/+Y, where X is half the number of Forests ..., rounded down, and Y is ..." is now
    # read: tests/test_compiler_values12.py)
    # (Angelic Skirmisher's "choose first strike, vigilance, or lifelink. Creatures you control gain that ability"
    # is now read as "gain your choice of ...": tests/test_compiler_other9.py; its "until your next upkeep" not)
    ("Gabriel Angelfire", 1),   # "... gains that ability until your next upkeep."
    ("Koh, the Face Stealer", 4),   # "has all activated and triggered abilities of the last card exiled"
    # (Planar Nexus's "is every nonbasic land type" is now read, 205.3i: tests/test_grants18.py)
])
def test_effects_without_a_grammar_sign_are_unsupported(pool, name, index):
    c = compile_card(pool[name])
    assert index in [u.index for u in c.unsupported] and index not in c.effects, c.abilities


def test_an_additional_bonus_is_a_bonus():
    # "gets an additional +1/+1" modifies power and toughness like "gets +1/+1" (613.4c)
    text = "Enchant creature\nEnchanted creature gets +1/+1.\nEnchanted creature gets an additional +2/+0."
    b, c = _board_with("Test Boon", "Enchantment — Aura", text)
    assert not c.unsupported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Boon", id="boon", attached_to="bear")
    r = b.resolve()
    assert (r["bear"].power, r["bear"].toughness) == (5, 3)


def _board_with(name: str, type_line: str, text: str):
    types = [t for t in type_line.split("—")[0].split() if t[0].isupper() and t not in ("Legendary", "Basic")]
    compiled = compile_text(name, text, types)
    b = Board()
    b.define(name, type_line, oracle_text=text, effects=compiled.effects)
    return b, compiled


def test_supertypes_are_gained(pool):
    # Leyline of Singularity: "All nonland permanents are legendary." Glittering Frost: "Enchanted land is
    # snow." 205.4b: an object that gains a supertype keeps its other supertypes (and its types)
    b = Board()
    b.enter("Leyline of Singularity", id="leyline")
    b.enter("Grizzly Bears", id="bear")
    b.enter("Forest", id="forest")
    b.enter("Glittering Frost", id="frost", attached_to="forest")
    r = b.resolve()
    assert r["bear"].supertypes == frozenset({"Legendary"}) and r["bear"].types == frozenset({"Creature"})
    assert r["forest"].supertypes == frozenset({"Basic", "Snow"})      # a land: not legendary; snow; still basic
    assert r["frost"].supertypes == frozenset({"Snow", "Legendary"})   # printed snow, and a nonland permanent
    assert not r.unsupported


def test_the_color_of_your_choice_is_chosen_as_the_ability_resolves(pool):
    # Wild Mongrel: "Discard a card: This creature gets +1/+1 and becomes the color of your choice until end
    # of turn." The color is chosen as the ability resolves (608.2d): the ability step names it
    from layerkit.errors import ScenarioError
    b = Board()
    b.enter("Wild Mongrel", id="m")                       # no choice needed to enter
    with pytest.raises(ScenarioError, match="choices.color"):
        b.ability("m", 1)
    b.ability("m", 1, choices={"color": "U"})
    r = b.resolve()
    assert r["m"].colors == frozenset({"U"}) and (r["m"].power, r["m"].toughness) == (3, 3) and not r.unsupported
    b.end_turn()
    assert b.resolve()["m"].colors == frozenset({"G"})
    # Tidal Visionary: "{T}: Target creature becomes the color of your choice until end of turn."
    b = Board()
    b.enter("Tidal Visionary", id="t")
    b.enter("Grizzly Bears", id="g")
    b.ability("t", 1, targets=["g"], choices={"color": "R"})
    r = b.resolve()
    assert r["g"].colors == frozenset({"R"}) and r["t"].colors == frozenset({"U"})


def test_it_is_legendary_binds_to_the_enchanted_creature():
    # "Enchanted creature gets +2/+2. It is legendary." one ability, one object (205.4b: gains a supertype)
    text = "Enchant creature\nEnchanted creature gets +2/+2. It is legendary."
    b, c = _board_with("Test Crown", "Enchantment — Aura", text)
    assert not c.unsupported
    b.enter("Grizzly Bears", id="bear")
    b.enter("Test Crown", id="crown", attached_to="bear")
    r = b.resolve()
    assert (r["bear"].power, r["bear"].supertypes) == (4, frozenset({"Legendary"}))
    assert r["crown"].supertypes == frozenset()


def test_counters_it_enters_with_that_an_effect_reads(pool):
    # Malefic Scythe: "This Equipment enters with a soul counter on it. Equipped creature gets +1/+1 for each
    # soul counter on this Equipment." (614.1c: it enters with the counter)
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Malefic Scythe", id="scythe", attached_to="bear")
    r = b.resolve()
    assert (r["bear"].power, r["bear"].toughness) == (3, 3) and not r.unsupported
    # Endless Scream: "This Aura enters with X scream counters on it. Enchanted creature gets +1/+0 for each
    # scream counter on this Aura."
    b = Board()
    b.enter("Grizzly Bears", id="bear")
    b.enter("Endless Scream", id="scream", attached_to="bear", choices={"number": 3})
    r = b.resolve()
    assert (r["bear"].power, r["bear"].toughness) == (5, 2) and not r.unsupported
    # Tidewalker (*/*): "This creature enters with a time counter on it for each Island you control."
    # "... power and toughness are each equal to the number of time counters on it." (614.1c: counted
    # as it enters, without itself)
    b = Board()
    b.enter("Island", id="i1")
    b.enter("Island", id="i2")
    b.enter("Tidewalker", id="tide")
    r = b.resolve()
    assert r["tide"].counters.get("time") == 2 and (r["tide"].power, r["tide"].toughness) == (2, 2)
    assert not r.unsupported


def test_it_after_creating_a_token_is_the_token(pool):
    # Jaxis: "Create a token that's a copy of another target creature you control. It gains haste ...":
    # "it" is the token (111.1), not the target; Applied Geometry: "Put six +1/+1 counters on it."
    # (round 12: the board now creates the token copy, so "it" is read as that token, ``created``, never the
    # target: tests/test_compiler_refs12.py builds the board and checks the target gets no counters)
    c = compile_card(pool["Applied Geometry"])
    assert c.effects[1]["affects"] == "created" and c.effects[1]["counters"] == {"+1/+1": 6}
    # Krenko: "... If you do, create a 1/1 red Goblin creature token. It gains haste until end of turn.": the
    # token the board creates (``create_token``, tests/test_compiler_tokens.py), never the source
    c = compile_card(pool["Krenko, Baron of Tin Street"])
    assert c.effects[3]["affects"] == "created" and c.effects[3]["create_token"]["subtypes"] == ["Goblin"]
    # a token copy the board creates is named by `affects: created` (tests/test_compiler_copy.py)
    c = compile_card(pool["Jaxis, the Troublemaker"])
    assert c.effects[1]["affects"] == "created" and "Haste" in c.effects[1]["add_abilities"]
    # a trigger's counters on the token it creates are on that token, which the board creates (``created``, as a
    # spell's: tests/test_compiler_oneshot12.py): never counters on the source (Additive Evolution's enchantment,
    # Recon Craft Theta's Vehicle)
    for name, index in (("Additive Evolution", 1), ("Recon Craft Theta", 2)):
        c = compile_card(pool[name])
        assert c.effects[index]["affects"] == "created" and c.effects[index]["counters"] == {"+1/+1": 3 if index == 1 else 1}, name


def test_escapes_with_counters_only_when_it_escaped(pool):
    # Chainweb Aracnir (1/2): "This creature escapes with three +1/+1 counters on it." 702.138c: "if this
    # permanent escaped, it enters with those counters"
    b = Board()
    b.enter("Chainweb Aracnir", id="cast")
    b.enter("Chainweb Aracnir", id="escaped", alt_cost="escape")
    b.enter("Charred Graverobber", id="robber", alt_cost="escape")     # "escapes with a +1/+1 counter"
    r = b.resolve()
    assert (r["cast"].power, r["cast"].toughness) == (1, 2)
    assert (r["escaped"].power, r["escaped"].toughness) == (4, 5)
    assert (r["robber"].power, r["robber"].toughness) == (4, 2)                 # a 3/1 with one counter
    assert not r.unsupported


def test_an_additional_bonus_for_each_card_named_so(pool):
    # Growth Cycle: "+3/+3 ... It gets an additional +2/+2 until end of turn for each card named Growth Cycle in
    # your graveyard": with two in the graveyard, +7/+7 on the target
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Growth Cycle", zone="graveyard")
    b.enter("Growth Cycle", zone="graveyard")
    b.cast("Growth Cycle", targets=["bears"])
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (2 + 3 + 2 * 2, 2 + 3 + 2 * 2)   # the spell itself is on the stack as it resolves (608.2n)
