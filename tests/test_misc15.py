"""Round 15, misc family: named Aura tokens created attached to a target (111.3, 303.7), ..."""

from __future__ import annotations

from layerkit.compiler import compile_card
from layerkit.game.board import Board


def _compiled(text: str, type_line: str = "Creature — Human", name: str = "Test Card") -> tuple[dict, tuple]:
    facts = {"name": name, "oracle_text": text, "type_line": type_line, "mana_cost": "{2}"}
    if "Creature" in type_line:
        facts["power"], facts["toughness"] = "2", "2"
    cc = compile_card(facts)
    return cc.effects, cc.unsupported


# --- named Aura tokens (111.3: the token has exactly what the instruction says; 303.7: attached to the target)

def test_the_rani_token_enchants_its_target_and_gives_it_plus_two() -> None:
    # "create a red Aura enchantment token named Mark of the Rani attached to another target creature. That token
    # has enchant creature and "Enchanted creature gets +2/+2 and is goaded.""
    b = Board()
    b.enter("Grizzly Bears", id="bears", controller="Bo")
    b.enter("The Rani", id="rani")
    b.ability("rani", 1, targets=["bears"])
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (4, 4)
    token = r["rani-token"].characteristics
    assert token.name == "Mark of the Rani"
    assert token.colors == frozenset({"R"})
    assert token.types == frozenset({"Enchantment"}) and token.subtypes == frozenset({"Aura"})
    assert token.controller == "Alex"
    assert token.power is None
    assert [a.text for a in token.abilities][0] == "Enchant creature"
    assert not r.unsupported


def test_preston_garvey_settlement_gives_the_land_a_mana_ability() -> None:
    # "... token named Settlement attached to up to one target land you control. It has enchant land and
    # "Enchanted land has '{T}: Add one mana of any color.'""
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Preston Garvey, Minuteman", id="preston")
    b.ability("preston", 1, targets=["forest"])
    r = b.resolve()
    assert "{T}: Add one mana of any color." in [a.text for a in r["forest"].characteristics.abilities]
    token = r["preston-token"].characteristics
    assert (token.name, token.colors) == ("Settlement", frozenset({"G"}))
    assert not r.unsupported


def test_estrid_mask_is_white_aura_with_umbra_armor_on_a_permanent() -> None:
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Estrid, the Masked", id="estrid")
    b.ability("estrid", "-1", targets=["forest"])
    r = b.resolve()
    token = r["estrid-token"].characteristics
    assert token.name == "Mask" and token.colors == frozenset({"W"})
    assert [a.text for a in token.abilities] == ["Enchant permanent", "Umbra armor"]
    assert b.state.objects["estrid-token"].attached_to == "forest"


def test_named_aura_definition_is_what_the_text_says() -> None:
    effects, unsupported = _compiled(
        "When this creature enters, create a white Aura enchantment token named Contract attached to target "
        "creature an opponent controls. The token has enchant creature and \"Enchanted creature gets -1/-1.\"")
    assert not unsupported
    assert effects[1] == {"affects": "created", "create_token": {
        "count": 1, "name": "Contract", "colors": ["W"], "types": ["Enchantment"], "subtypes": ["Aura"],
        "text": "Enchant creature\nEnchanted creature gets -1/-1.", "attach": "targets"}}


def test_named_aura_whose_text_is_not_read_stays_unsupported() -> None:
    # a duration in the token's text sentence is not a token's text (111.3)
    _, unsupported = _compiled(
        "When this creature enters, create a white Aura enchantment token named Mask attached to target creature. "
        "The token has enchant creature and flying until end of turn.")
    assert unsupported
    # no text sentence at all: the token's enchant ability is not given
    _, unsupported = _compiled(
        "When this creature enters, create a white Aura enchantment token named Mask attached to target creature.")
    assert unsupported


def test_nested_quote_in_token_text_is_requoted_or_refused() -> None:
    from layerkit.compiler.tokens import _abilities
    assert _abilities("§0", ["Enchanted land has '{T}: Add {G}.'"]) == ['Enchanted land has "{T}: Add {G}."']
    assert _abilities("§0", ["Enchanted land is 'odd' here."]) is None
