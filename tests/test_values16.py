"""Round 16, values16: values of the first clause a card's text did not understand.

A list of three or more colors before the noun it describes ("target red, green, or white creature",
"white, blue, or black creatures you control") is an object of at least one of those colors (105.2), as
"black or red creature" already was. Expected values come from the oracle text, never from the compiler's
output.
"""
from __future__ import annotations

from layerkit import Board
from layerkit.compiler.compile import compile_text
from layerkit.compiler.grammar import tokens

from tests._compiled import compiled, pt


def _words(text: str) -> list[str]:
    return [str(t) for t in tokens(text)]


# ---------------------------------------------------------------- the lexer's reading of a color list

def test_a_color_list_before_a_noun_reads_as_colors_joined_by_or():
    assert _words("target red, green, or white creature you control") == [
        "target", "red", "or", "green", "or", "white", "creature", "you", "control"]
    assert _words("white, blue, black, or red creatures you control") == [
        "white", "or", "blue", "or", "black", "or", "red", "creatures", "you", "control"]


def test_a_color_list_not_before_a_noun_is_left_as_it_is():
    # a color an effect sets or a choice of colors: not an adjective (105.3)
    assert "," in _words("target creature becomes red, green, or white until end of turn")


# ---------------------------------------------------------------- Naya (a plane)

def test_naya_compiles_the_chaos_ability_to_a_count_of_lands_you_control():
    # "Whenever chaos ensues, target red, green, or white creature you control gets +1/+1 until end of turn for
    # each land you control."
    d = compiled("Naya")
    assert d.supported
    land_count = {"count": {"controller": "you", "types": ["Land"]}}
    assert d.effects[2] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [land_count, land_count]}


def test_naya_gives_its_target_plus_one_for_each_land_its_controller_controls():
    b = Board()
    b.enter("Naya", id="n", controller="Alex")
    b.enter("Grizzly Bears", id="g", controller="Alex")     # green 2/2
    b.enter("Savannah Lions", id="s", controller="Alex")    # white 2/1, not targeted
    for i in range(3):
        b.enter("Forest", id=f"f{i}", controller="Alex")
    b.enter("Island", id="i", controller="Bo")              # not Alex's: not counted
    b.ability("n", 2, targets=["g"])
    assert pt(b, "g") == (5, 5)
    assert pt(b, "s") == (2, 1)


# ---------------------------------------------------------------- a static selector of three colors

def test_three_colors_in_a_static_selector_mean_at_least_one_of_them():
    text = "White, blue, or black creatures you control get +1/+1."
    c = compile_text("Test Anthem", text, ["Enchantment"])
    assert not c.unsupported
    assert c.effects[1] == {"affects": {"controller": "you", "colors": ["W", "U", "B"], "types": ["Creature"]},
                            "modify_pt": [1, 1]}
    b = Board()
    b.define("Test Anthem", "Enchantment", oracle_text=text, effects=c.effects)
    b.enter("Test Anthem", id="a", controller="Alex")
    b.enter("Savannah Lions", id="w", controller="Alex")    # white: +1/+1
    b.enter("Grizzly Bears", id="g", controller="Alex")     # green: none
    b.enter("Drudge Skeletons", id="k", controller="Alex")  # black: +1/+1
    b.enter("Grizzly Bears", id="o", controller="Bo")       # another player's: none
    assert pt(b, "w") == (3, 2)
    assert pt(b, "g") == (2, 2)
    assert pt(b, "k") == (2, 2)
    assert pt(b, "o") == (2, 2)


# ---------------------------------------------------------------- "each equal to X plus 1"

def test_fractalize_compiles_to_base_power_and_toughness_x_plus_one():
    # "Until end of turn, target creature becomes a green and blue Fractal with base power and toughness each
    # equal to X plus 1. (It loses all other colors and creature types.)"
    d = compiled("Fractalize")
    assert d.supported
    assert d.effects[1] == {"affects": "targets", "duration": "end_of_turn", "set_colors": ["G", "U"],
                            "set_pt": {"sum": ["x", 1]}, "set_subtypes": ["Fractal"]}


def test_fractalize_with_x_three_makes_a_four_four_green_and_blue_fractal():
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")          # green Bear 2/2
    b.enter("Savannah Lions", id="s", controller="Alex")
    b.cast("Fractalize", targets=["g"], choices={"number": 3})
    g = b.resolve()["g"]
    # 613.4b: base power and toughness X + 1 = 4; 205.1a: the Fractal replaces its creature types; 105.3
    assert (g.power, g.toughness) == (4, 4)
    assert set(g.subtypes) == {"Fractal"} and set(g.colors) == {"G", "U"} and "Creature" in g.types
    assert pt(b, "s") == (2, 1)
    # X = 0: base power and toughness 0 + 1
    b2 = Board()
    b2.enter("Grizzly Bears", id="g", controller="Alex")
    b2.cast("Fractalize", targets=["g"], choices={"number": 0})
    assert pt(b2, "g") == (1, 1)


# ---------------------------------------------------------------- a count beside tokens its own text creates

def test_gold_rush_counts_the_treasure_it_creates_so_it_is_listed_not_resolved_short():
    # "Create a Treasure token. Until end of turn, up to one target creature gets +2/+2 for each Treasure you
    # control.": the Treasure is created first (608.2c), so with none before, the target gets +2/+2. The board
    # doesn't create the token, so counting without it would be silently wrong: the card is unsupported.
    d = compiled("Gold Rush")
    assert not d.supported
    assert any("tokens its own text creates" in u.reason for u in d.unsupported)


def test_terisiares_devastation_and_eastfarthing_farmer_are_listed_likewise():
    # "create X tapped Powerstone tokens. Then all creatures get -1/-1 ... for each artifact you control"
    # (Powerstones are artifacts, 111.10); "create a Food token. When you do, ... for each Food you control"
    for name in ("Terisiare's Devastation", "Eastfarthing Farmer"):
        d = compiled(name)
        assert not d.supported, name
        assert any("tokens its own text creates" in u.reason for u in d.unsupported), name


def test_frontline_rush_one_mode_never_counts_the_other_modes_tokens():
    # "Choose one — • Create two 1/1 red Goblin creature tokens. • Target creature gets +X/+X until end of turn,
    # where X is the number of creatures you control." (700.2: only the chosen mode is performed)
    d = compiled("Frontline Rush")
    assert d.supported
    b = Board()
    b.enter("Grizzly Bears", id="g", controller="Alex")
    b.enter("Savannah Lions", id="s", controller="Alex")
    b.enter("Hill Giant", id="h", controller="Bo")            # not Alex's: not counted
    b.cast("Frontline Rush", targets=["g"], choices={"modes": 2})
    assert pt(b, "g") == (4, 4)
