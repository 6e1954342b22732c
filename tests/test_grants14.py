"""Round 14, grants family: "with the chosen name" (201.4, 607.2d: the card name chosen for the source,
the step's ``choices.card_name``) and conspiracies in the command zone (315.3, 315.5, 702.106)."""

from __future__ import annotations

import pytest

from layerkit.compiler import compile_card
from layerkit.errors import ScenarioError
from layerkit.game.board import Board


def _texts(r, oid: str) -> list[str]:
    return [a.text for a in r[oid].characteristics.abilities]


def _facts(name: str, text: str, types: list[str], type_line: str) -> dict:
    return {"name": name, "oracle_text": text, "types": types, "type_line": type_line}


def test_chosen_name_compiles_to_the_chosen_name_selector() -> None:
    # Immediate Action: "Creatures you control with the chosen name have haste."
    c = compile_card(_facts("Immediate Action", "Hidden agenda\nCreatures you control with the chosen name have haste.",
                            ["Conspiracy"], "Conspiracy"))
    assert c.effects[2] == {"affects": {"types": ["Creature"], "controller": "you", "name": "chosen"},
                            "add_abilities": ["Haste"], "zones": ["command"]}
    assert not c.unsupported


def test_immediate_action_gives_haste_to_creatures_with_the_chosen_name_only() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gray Ogre", id="ogre")
    b.enter("Grizzly Bears", id="theirs", controller="Bo", owner="Bo")
    b.enter("Immediate Action", id="agenda", zone="command", choices={"card_name": "Grizzly Bears"})
    r = b.resolve()
    assert "Haste" in _texts(r, "bears")
    assert "Haste" not in _texts(r, "ogre")          # another name
    assert "Haste" not in _texts(r, "theirs")        # "you control"
    assert not r.unsupported


def test_the_chosen_name_must_be_stated() -> None:
    b = Board()
    with pytest.raises(ScenarioError, match="card_name"):
        b.enter("Immediate Action", zone="command")


def test_a_conspiracy_is_only_in_the_command_zone() -> None:
    # 315.3: not a permanent, never cast
    b = Board()
    with pytest.raises(ScenarioError, match="315.3"):
        b.enter("Immediate Action", choices={"card_name": "Grizzly Bears"})
    with pytest.raises(ScenarioError, match="command zone"):
        b.enter("Grizzly Bears", zone="command")


def test_a_face_down_conspiracy_is_refused() -> None:
    # 315.5b: a face-down conspiracy has no characteristics; its static abilities affect the game only face up
    b = Board()
    with pytest.raises(ScenarioError, match="315.5b"):
        b.enter("Immediate Action", zone="command", face_down="morph", choices={"card_name": "Grizzly Bears"})


def test_secrets_of_paradise_grants_a_mana_ability() -> None:
    # 'Creatures you control with the chosen name have "{T}: Add one mana of any color."'
    b = Board()
    b.enter("Llanowar Elves", id="elf")
    b.enter("Grizzly Bears", id="bears")
    b.enter("Secrets of Paradise", zone="command", choices={"card_name": "Llanowar Elves"})
    r = b.resolve()
    assert "{T}: Add one mana of any color." in _texts(r, "elf")
    assert "{T}: Add one mana of any color." not in _texts(r, "bears")
    assert not r.unsupported


def test_incendiary_dissent_granted_pump_resolves() -> None:
    # 'have "{R}: This creature gets +1/+0 until end of turn."'
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Incendiary Dissent", zone="command", choices={"card_name": "Grizzly Bears"})
    r = b.resolve()
    which = _texts(r, "bears").index("{R}: This creature gets +1/+0 until end of turn.") + 1
    b.ability("bears", which)
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 2)
    assert not r.unsupported


def test_everyones_an_imposter_works_from_the_command_zone() -> None:
    # "All creatures have changeling." on a conspiracy: its static ability functions in the command zone (315.5)
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.enter("Everyone's an Imposter", zone="command")
    r = b.resolve()
    assert "Changeling" in _texts(r, "bears")


def test_petrified_hamlet_grants_colorless_mana_to_lands_with_the_chosen_name() -> None:
    # 'Lands with the chosen name have "{T}: Add {C}."' — every player's lands with that name
    b = Board()
    b.enter("Forest", id="forest")
    b.enter("Island", id="island", controller="Bo", owner="Bo")
    b.enter("Island", id="mine")
    b.enter("Petrified Hamlet", id="hamlet", choices={"card_name": "Island"})
    r = b.resolve()
    assert "{T}: Add {C}." in _texts(r, "island")
    assert "{T}: Add {C}." in _texts(r, "mine")
    assert "{T}: Add {C}." not in _texts(r, "forest")


def test_muzzios_preparations_adds_a_counter_to_a_creature_with_the_chosen_name() -> None:
    # "Each creature you control with the chosen name enters with an additional +1/+1 counter on it." (614.1c)
    b = Board()
    b.enter("Muzzio's Preparations", zone="command", choices={"card_name": "Grizzly Bears"})
    b.enter("Grizzly Bears", id="bears")
    b.enter("Gray Ogre", id="ogre")
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 3)
    assert (r["ogre"].characteristics.power, r["ogre"].characteristics.toughness) == (2, 2)
    assert not r.unsupported


# ---------------------------------------------------------------------------------- 603.7: delayed triggers

def test_delayed_trigger_compiles_as_the_triggered_ability_it_creates() -> None:
    c = compile_card(_facts("Touch of the Horned God",
                            "Whenever a Minotaur attacks this turn, it gains deathtouch until end of turn.",
                            ["Sorcery"], "Sorcery"))
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["Deathtouch"],
                            "delayed_trigger": "this_turn"}
    assert not c.unsupported


def test_touch_of_the_horned_god_gives_deathtouch_only_when_its_trigger_resolves() -> None:
    b = Board()
    b.enter("Hill Giant", id="giant")
    b.cast("Touch of the Horned God")
    r = b.resolve()
    assert "Deathtouch" not in _texts(r, "giant")      # 603.7: the spell only creates the delayed trigger
    b.attack("giant")
    b.delayed("Touch of the Horned God", targets=["giant"])
    r = b.resolve()
    assert "Deathtouch" in _texts(r, "giant")
    assert not r.unsupported
    b.end_turn()
    assert "Deathtouch" not in _texts(b.resolve(), "giant")   # "until end of turn"


def test_a_delayed_trigger_triggers_only_this_turn() -> None:
    # 603.7b: "this turn": the next turn, nothing of it waits
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Touch of the Horned God")
    b.end_turn()
    with pytest.raises(ScenarioError, match="603.7"):
        b.delayed("Touch of the Horned God", targets=["bears"])


def test_a_delayed_trigger_needs_its_spell_cast() -> None:
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    with pytest.raises(ScenarioError, match="603.7"):
        b.delayed("Ondu Rising", targets=["bears"])


def test_battle_cry_untaps_now_and_its_delayed_trigger_pumps_a_blocker_later() -> None:
    # "Untap all white creatures you control. / Whenever a creature blocks this turn, it gets +0/+1 until end of turn."
    b = Board()
    b.enter("Grizzly Bears", id="bears")
    b.cast("Battle Cry")
    assert b.resolve()["bears"].characteristics.toughness == 2
    b.delayed("Battle Cry", targets=["bears"])
    b.delayed("Battle Cry", targets=["bears"])          # each time it triggers (603.7c): one creature twice here
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (2, 4)
    assert not r.unsupported


def test_delayed_trigger_timestamp_is_its_resolution() -> None:
    # 613.7b: the effect's timestamp is when the delayed trigger resolves, after a "loses all abilities" before it
    b = Board()
    b.enter("Hill Giant", id="giant")
    b.cast("Ondu Rising")
    b.cast("Humble", targets=["giant"])       # loses all abilities and is 0/1 until end of turn
    b.delayed("Ondu Rising", targets=["giant"])
    r = b.resolve()
    assert "Lifelink" in _texts(r, "giant")


def test_theoretical_duplication_copies_the_creature_that_entered() -> None:
    # "Whenever a nontoken creature an opponent controls enters this turn, create a token that's a copy of that
    # creature." (111.1, 707.2): the token is the spell's controller's
    b = Board()
    b.cast("Theoretical Duplication")
    b.enter("Hill Giant", id="theirs", controller="Bo", owner="Bo")
    b.delayed("Theoretical Duplication", targets=["theirs"])
    r = b.resolve()
    tokens = [o for o in r.game.objects.values() if o.token]
    assert len(tokens) == 1 and tokens[0].controller == "Alex"
    assert r[tokens[0].id].characteristics.name == "Hill Giant"
    assert (r[tokens[0].id].characteristics.power, r[tokens[0].id].characteristics.toughness) == (3, 3)


def test_first_day_of_class_counter_and_haste_on_the_creature_that_entered() -> None:
    # "Whenever a creature you control enters this turn, put a +1/+1 counter on it and it gains haste until end of turn."
    b = Board()
    b.cast("First Day of Class")
    b.enter("Grizzly Bears", id="bears")
    b.delayed("First Day of Class", targets=["bears"])
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 3)
    assert "Haste" in _texts(r, "bears")
    b.end_turn()
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 3)   # the counter stays
    assert "Haste" not in _texts(r, "bears")


def test_harald_unites_the_elves_chapter_three_creates_a_delayed_trigger() -> None:
    # "III — Whenever an Elf you control attacks this turn, target creature an opponent controls gets -1/-1 until
    # end of turn."
    b = Board()
    b.enter("Llanowar Elves", id="elf")
    b.enter("Hill Giant", id="theirs", controller="Bo", owner="Bo")
    b.enter("Harald Unites the Elves", id="saga")
    b.ability("saga", 3)
    assert b.resolve()["theirs"].characteristics.power == 3       # nothing yet: the trigger waits (603.7)
    b.attack("elf")
    b.delayed("Harald Unites the Elves", targets=["theirs"])
    r = b.resolve()
    assert (r["theirs"].characteristics.power, r["theirs"].characteristics.toughness) == (2, 2)
    assert not r.unsupported


def test_jace_architect_of_thought_until_your_next_turn() -> None:
    # "[+1]: Until your next turn, whenever a creature an opponent controls attacks, it gets -1/-0 until end of turn."
    b = Board()
    b.enter("Jace, Architect of Thought", id="jace")
    b.ability("jace", "+1")
    b.end_turn()                                        # Bo's turn: the delayed trigger still waits
    b.enter("Hill Giant", id="theirs", controller="Bo", owner="Bo")
    b.attack("theirs", defender="Alex")
    b.delayed("Jace, Architect of Thought", targets=["theirs"])
    r = b.resolve()
    assert r["theirs"].characteristics.power == 2
    assert r["jace"].counters["loyalty"] == 5           # 4 + 1 (606.4: its cost)
    b.end_turn()                                        # Alex's next turn begins: it triggers no more (611.2a)
    with pytest.raises(ScenarioError, match="603.7"):
        b.delayed("Jace, Architect of Thought", targets=["theirs"])


# ---------------------------------------------------------------------------------- the event's object by its part

def test_the_blocking_creature_is_the_creature_that_blocks() -> None:
    # Righteous Indignation: "Whenever a creature blocks a black or red creature, the blocking creature gets +1/+1
    # until end of turn." (509.1a: the blocker is the event's subject, the step's targets)
    c = compile_card(_facts("Righteous Indignation", "Whenever a creature blocks a black or red creature, the blocking "
                            "creature gets +1/+1 until end of turn.", ["Enchantment"], "Enchantment"))
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [1, 1]}
    b = Board()
    b.enter("Righteous Indignation", id="ri")
    b.enter("Grizzly Bears", id="bears")
    b.ability("ri", 1, targets=["bears"])
    r = b.resolve()
    assert (r["bears"].characteristics.power, r["bears"].characteristics.toughness) == (3, 3)


def test_the_blocking_creature_of_becomes_blocked_is_the_blocker() -> None:
    # "Whenever this creature becomes blocked by a creature, the blocking creature gets -1/-1 until end of turn."
    c = compile_card(_facts("X", "Whenever this creature becomes blocked by a creature, the blocking creature gets "
                            "-1/-1 until end of turn.", ["Creature"], "Creature — Human Knight"))
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "modify_pt": [-1, -1]}


def test_the_blocking_creature_of_a_blocks_event_of_the_source_is_not_read() -> None:
    # "Whenever ~ blocks a creature, the blocking creature ...": the blocker is the source, not the event's other
    # object; no rewrite to "that creature" (which would name the attacker)
    c = compile_card(_facts("X", "Whenever this creature blocks a creature, the blocking creature gets +1/+1 until end "
                            "of turn.", ["Creature"], "Creature — Human Knight"))
    assert c.effects.get(1) != {"affects": "targets", "duration": "end_of_turn", "modify_pt": [1, 1]}


def test_the_other_creature_and_that_attacking_creature() -> None:
    # Mammoth Harness: "Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains
    # first strike until end of turn."; Seifer: "... that attacking creature gains deathtouch until end of turn."
    c = compile_card(_facts("Mammoth Harness", "Enchant creature\nEnchanted creature loses flying.\nWhenever enchanted "
                            "creature blocks or becomes blocked by a creature, the other creature gains first strike until "
                            "end of turn.", ["Enchantment"], "Enchantment — Aura"))
    assert c.effects[3] == {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["First strike"]}
    c = compile_card(_facts("Seifer", "Whenever a creature attacking one of your opponents becomes blocked by two or more "
                            "creatures, that attacking creature gains deathtouch until end of turn.",
                            ["Creature"], "Legendary Creature — Human Mercenary"))
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["Deathtouch"]}


def test_target_attacking_equipped_creature_is_a_target_not_the_equipped_creature() -> None:
    # Item Shopkeep: "Whenever you attack, target attacking equipped creature gains menace until end of turn." (115.1)
    c = compile_card(_facts("Item Shopkeep", "Whenever you attack, target attacking equipped creature gains menace until "
                            "end of turn.", ["Creature"], "Creature — Human Citizen"))
    assert c.effects[1] == {"affects": "targets", "duration": "end_of_turn", "add_abilities": ["Menace"]}
    b = Board()
    b.enter("Item Shopkeep", id="shop")
    b.enter("Grizzly Bears", id="bears")
    b.ability("shop", 1, targets=["bears"])
    assert "Menace" in _texts(b.resolve(), "bears")
    assert "Menace" not in _texts(b.resolve(), "shop")


def test_another_target_creature_attacking_the_same_player() -> None:
    # Kitesail Skirmisher: "Whenever this creature attacks, another target creature attacking the same player or
    # planeswalker gains flying until end of turn." (506.3: a restriction on the target, the scenario's choice)
    b = Board()
    b.enter("Kitesail Skirmisher", id="kite")
    b.enter("Grizzly Bears", id="bears")
    b.attack(["kite", "bears"])
    b.ability("kite", 2, targets=["bears"])
    r = b.resolve()
    assert "Flying" in _texts(r, "bears")
    assert not r.unsupported


# ---------------------------------------------------------------------------------- requirements beside a grant

def test_have_haste_and_attack_each_combat_if_able() -> None:
    # Hellraiser Goblin: "Creatures you control have haste and attack each combat if able." (508.1d: a requirement,
    # no layer effect: the definition's other)
    c = compile_card(_facts("Hellraiser Goblin", "Creatures you control have haste and attack each combat if able.",
                            ["Creature"], "Creature — Goblin Berserker"))
    assert c.effects[1] == {"affects": {"types": ["Creature"], "controller": "you"}, "add_abilities": ["Haste"],
                            "other": "attack each combat if able"}
    b = Board()
    b.enter("Hellraiser Goblin", id="hg")
    b.enter("Grizzly Bears", id="bears")
    r = b.resolve()
    assert "Haste" in _texts(r, "bears") and "Haste" in _texts(r, "hg")


def test_gets_and_blocks_each_combat_if_able() -> None:
    # Spirespine: "Enchanted creature gets +4/+1 and blocks each combat if able." (509.1c)
    c = compile_card(_facts("X", "Enchant creature\nEnchanted creature gets +4/+1 and blocks each combat if able.",
                            ["Enchantment"], "Enchantment — Aura"))
    assert c.effects[2] == {"affects": "enchanted", "modify_pt": [4, 1], "other": "blocks each combat if able"}


def test_that_token_gains_haste_and_attacks_this_combat_if_able() -> None:
    # Legion Warboss: "... create a 1/1 red Goblin creature token. That token gains haste until end of turn and
    # attacks this combat if able." (508.1d, this combat only)
    b = Board()
    b.enter("Legion Warboss", id="warboss")
    b.ability("warboss", 2)
    r = b.resolve()
    tokens = [o.id for o in r.game.objects.values() if o.token]
    assert len(tokens) == 1 and "Haste" in _texts(r, tokens[0])
    assert (r[tokens[0]].characteristics.power, r[tokens[0]].characteristics.toughness) == (1, 1)
    assert not r.unsupported


def test_gogo_and_that_creature_is_not_read_as_the_source_twice() -> None:
    # Gogo, Mysterious Mime: "... If you do, Gogo and that creature each get +2/+0 and gain haste until end of turn
    # and attack this turn if able." — "that creature" is the target copied, never Gogo again: reported
    text = ("At the beginning of combat on your turn, you may have Gogo become a copy of another target creature you "
            "control until end of turn, except its name is Gogo, Mysterious Mime. If you do, Gogo and that creature "
            "each get +2/+0 and gain haste until end of turn and attack this turn if able.")
    c = compile_card(_facts("Gogo, Mysterious Mime", text, ["Creature"], "Legendary Creature — Human Wizard"))
    assert c.unsupported and not c.effects
