"""Random boards and the properties every board must have (the fuzz runner behind ``make fuzz``).

A board is generated as a *scenario dict* (``{"title": ..., "steps": [...]}``) from the bundled
cards, so the same boards feed :meth:`layerkit.Scenario.from_dict`, the hostile-input mutations of
``tests/test_hostile.py`` and the hypothesis properties of ``tests/test_properties.py``.

The generator draws every decision from a *chooser* (:class:`RandomChooser` here, a hypothesis
``data.draw`` adapter in the tests, so hypothesis can shrink boards). It replays each step on a
shadow :class:`~layerkit.game.board.Board` as it goes, so it knows which objects exist, where they are,
what they are attached to and which abilities they have *now*; every step it writes is legal as far
as that model goes. With some probability it then appends one step that is illegal on purpose and
records where the error must be reported (:class:`Illegal`: step number and field).

Properties checked by :func:`check_board` (see tests/test_properties.py for their statements):
no foreign exception; errors only for illegal boards, at the step and field that made them illegal;
purity; determinism (in one process); trace consistency; irrelevance; commutation of 7c effects.

Run ``python -m fuzz --boards 10000 --seed 1``: prints a summary (boards, outcome counts,
failures by kind, each failure's minimised scenario written to a temporary folder) and exits 1 when
a property failed.
"""
from __future__ import annotations

import argparse
import copy
import os
import random
import re
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from layerkit.errors import LayerkitError, ScenarioError

PLAYERS = ("Alex", "Bo")
COLOR_WORDS = ("white", "blue", "black", "red", "green")
COUNTER_KINDS = ("+1/+1", "-1/-1", "flying", "first strike", "deathtouch", "trample", "lifelink", "level",
                 "lore", "loyalty", "time", "cage", "shield", "hexproof", "indestructible")
CREATURE_TYPES = ("Elf", "Goblin", "Bear", "Human", "Zombie", "Sheep", "Dragon")
ZONES_NOT_BF = ("hand", "library", "graveyard", "exile", "stack", "outside")
#: 7c-only one-shot spells: each creates an effect that only modifies power/toughness (613.4c).
PT_7C_SPELLS = ("Giant Growth", "Auger Spree")
INERT_CARD = {"name": "Fuzz Inert Widget", "type_line": "Artifact — Contraption", "mana_cost": "",
              "oracle_text": ""}


# ---------------------------------------------------------------------------------- choosers
class RandomChooser:
    """Decisions from :class:`random.Random` (the fuzz runner)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def integer(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self.rng.randrange(len(seq))]

    def coin(self, p: float = 0.5) -> bool:
        return self.rng.random() < p


# ---------------------------------------------------------------------------------- card facts
@dataclass
class CardInfo:
    name: str
    types: frozenset
    subtypes: frozenset
    permanent: bool
    abilities: list            # (index, kind, text, definition)
    enters_as_copy: bool
    attaches: bool             # Aura, Equipment
    mutate: bool
    back_face: bool
    loyalty_costs: list
    defined: bool              # has at least one effect definition


_CARDS: dict[str, CardInfo] | None = None


def card_infos() -> dict[str, CardInfo]:
    global _CARDS
    if _CARDS is None:
        from layerkit.game.carddb import bundled_database

        db = bundled_database()
        out = {}
        for name in db.names:
            cd = db[name]
            p = cd.printed
            abilities = [(a.index, a.kind, a.text, a.definition) for a in cd.abilities]
            out[name] = CardInfo(
                name=name, types=p.types, subtypes=p.subtypes, permanent=cd.is_permanent_card,
                abilities=abilities,
                enters_as_copy=any(d is not None and d.enters_as_copy is not None for _, _, _, d in abilities),
                attaches=bool({"Aura", "Equipment"} & p.subtypes),
                mutate=any(t.startswith("Mutate") for _, _, t, _ in abilities),
                back_face=bool(cd.faces),
                loyalty_costs=[t.split("]")[0].lstrip("[") for _, k, t, _ in abilities if k == "loyalty"],
                defined=any(d for _, _, _, d in abilities))
        _CARDS = out
    return _CARDS


def _needs_target(d: Any) -> bool:
    from layerkit.vocabulary.model import Ref

    if d is None:
        return False
    if d.create_token_copy is not None:
        return True
    return (d.affects or Ref.TARGETS) is Ref.TARGETS and bool(d.operations)


# ---------------------------------------------------------------------------------- the generator
@dataclass
class Illegal:
    """Where an illegal board must fail: ``ScenarioError`` at ``step`` whose field contains ``field``."""

    step: int
    field: str
    why: str


@dataclass
class Generated:
    scenario: dict
    illegal: Illegal | None = None
    note: str = ""


def replay_step(board, step: Mapping[str, Any]) -> None:
    """Apply one scenario step (as written in a file) to a Board through the step registry, as
    Scenario.board does."""
    from layerkit.game.step_kinds import Step

    Step.read(step).apply(board)


#: Which generator (``Generator.gen_<name>``) writes each kind of the step registry
#: (:data:`layerkit.game.step_kinds.KINDS`); tests check that every kind has one.
KIND_GENERATORS = {"enter": "enter", "cast": "cast", "ability": "ability", "attach": "attach",
                   "counters": "counters", "mutate": "mutate", "turn_face_up": "face_up", "leave": "leave",
                   "tap": "status", "untap": "status", "attack": "status", "block": "status", "move": "move",
                   "end_turn": "end_turn", "fact": "fact", "history": "history", "delayed": "delayed"}


def _one_id_step(kind: str, oid: str) -> Any:
    """A step of a kind that takes one object (or a list of them), written by the registry."""
    from layerkit.game.step_kinds import KINDS, Step

    return Step(kind, {KINDS[kind].args[0].name: oid}).to_yaml()


class Generator:
    def __init__(self, ch, *, max_steps: int = 10, illegal_rate: float = 0.15) -> None:
        from layerkit.game.board import Board

        self.ch = ch
        self.max_steps = max_steps
        self.illegal_rate = illegal_rate
        self.cards = card_infos()
        self.defined = [n for n, c in self.cards.items() if c.defined]
        self.all_names = list(self.cards)
        self.board = Board(players=PLAYERS)
        self.steps: list[Any] = []
        self.n = 0
        self.crashed = False

    # ---- the shadow board
    @property
    def objects(self):
        return self.board.state.objects

    def ids(self, zone: str | None = None, pred: Callable[[Any], bool] | None = None) -> list[str]:
        return sorted(oid for oid, o in self.objects.items()
                      if (zone is None or o.zone == zone) and (pred is None or pred(o)))

    def new_id(self) -> str:
        self.n += 1
        return f"o{self.n}"

    def push(self, step: Any) -> bool:
        """Add the step and replay it on the shadow board; False stops generation (the step
        raised: the property check will judge it)."""
        self.steps.append(step)
        try:
            replay_step(self.board, step)
        except Exception:   # noqa: BLE001 — recorded by re-running the scenario in check_board
            self.crashed = True
            return False
        return True

    def card(self, pred: Callable[[CardInfo], bool] | None = None, defined_bias: float = 0.8) -> str | None:
        pool = self.defined if self.ch.coin(defined_bias) else self.all_names
        names = [n for n in pool if pred is None or pred(self.cards[n])]
        if not names:
            names = [n for n in self.all_names if pred is None or pred(self.cards[n])]
        return self.ch.choice(names) if names else None

    # ---- legality on the shadow board (layerkit.game.legality: what the Board will accept)
    def chars(self, oid: str):
        return self.board.resolve_now()[oid].characteristics

    def legal_hosts(self, name: str, chars) -> list[str]:
        from layerkit.game import legality as L

        out = []
        for h in self.ids("battlefield"):
            try:
                L.check_attachment(name, chars, h, "battlefield", self.chars(h), "attached_to")
            except ScenarioError:
                continue
            out.append(h)
        return out

    def legal_targets(self, name: str, text: str, controller: str, pool: list[str]) -> list[str]:
        from layerkit.game import legality as L

        out = []
        for t in pool:
            try:
                L.check_targets(name, text, [(t, self.objects[t].zone, self.chars(t))], controller)
            except ScenarioError:
                continue
            out.append(t)
        return out

    def legal_copy_sources(self, name: str, controller: str) -> list[str]:
        from layerkit.game import legality as L

        cd = self.board.cards[name]
        text = next((a.text for a in cd.abilities if a.definition is not None and a.definition.enters_as_copy is not None), None)
        words = L.copy_phrase(text or "") or "permanent"
        return [o for o in self.ids("battlefield")
                if L.mismatch(L.phrase(words), "battlefield", self.chars(o), controller) is None]

    def required_choices(self, texts: list[str], defs: list[Any]) -> dict[str, Any] | None:
        """Values for the choices the card's "choose a ..." text needs; None when none can be made."""
        from layerkit.game import legality as L

        out: dict[str, Any] = {}
        for key, _sentence, word in L.required_choices(texts, defs):
            if key == "color":
                out[key] = self.ch.choice("WUBRG")
            elif key == "creature_type":
                out[key] = self.ch.choice(CREATURE_TYPES)
            elif key == "card_type":
                out[key] = self.ch.choice(("Creature", "Artifact", "Land", "Enchantment"))
            elif key == "land_type":
                out[key] = self.ch.choice(("Forest", "Island", "Swamp", "Mountain", "Plains"))
            elif key == "player":
                out[key] = self.ch.choice(PLAYERS)
            elif key == "object":
                pool = [o for o in self.ids("battlefield") if word != "creature" or self.chars(o).is_creature]
                if not pool:
                    return None
                out[key] = self.ch.choice(pool)
        if any(d is not None and (op := d.op("change_text")) is not None and op.arg == "chosen" for d in defs):
            out["words"] = {"from": self.ch.choice(COLOR_WORDS), "to": self.ch.choice(COLOR_WORDS)}
        return out

    def modal_args(self, d: Any, name: str, controller: str) -> tuple[list[int], list[str]] | None:
        """Modes for a modal definition (700.2a) and each chosen mode's targets, in printed order;
        None when the chosen modes can't all get legal targets."""
        from layerkit.game import legality as L

        n = len(d.modes)
        count = d.mode_count
        k = self.ch.integer(max(count.min, 1), min(count.max or n, n))
        chosen = sorted(self.ch.choice(range(1, n + 1)) for _ in range(k)) if count.repeat else []
        while not count.repeat and len(chosen) < k:
            m = self.ch.choice(range(1, n + 1))
            if m not in chosen:
                chosen.append(m)
        targets: list[str] = []
        for m in sorted(chosen):
            text = d.modes[m - 1].text
            for lo, hi in L.target_counts(text):
                want = lo if lo == hi else self.ch.integer(max(lo, 1), min(hi or 2, 2))
                legal = self.legal_targets(name, text, controller, self.ids("battlefield"))
                if len(legal) < want:
                    return None
                targets += [self.ch.choice(legal) for _ in range(want)]
        return chosen, targets

    def choices_for(self, d: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        text = repr(d)
        if "chosen" in text or self.ch.coin(0.15):
            if self.ch.coin(0.7):
                out["color"] = self.ch.choice("WUBRG")
            if self.ch.coin(0.5):
                out["creature_type"] = self.ch.choice(CREATURE_TYPES)
            if self.ch.coin(0.3):
                out["player"] = self.ch.choice(PLAYERS)
            if self.ch.coin(0.3):
                out["land_type"] = self.ch.choice(("Forest", "Island", "Swamp", "Mountain", "Plains"))
            if self.ch.coin(0.3):
                a, b = self.ch.choice(COLOR_WORDS), self.ch.choice(COLOR_WORDS)
                out["words"] = {"from": a, "to": b}
            ids = [o for o in self.ids("battlefield") if self.chars(o).is_creature]
            if ids and self.ch.coin(0.5):
                out["object"] = self.ch.choice(ids)
        if "X()" in text or self.ch.coin(0.05):
            out["number"] = self.ch.integer(0, 5)
        return out

    # ---- steps
    def gen_enter(self) -> Any:
        name = self.card(lambda c: c.permanent or self.ch.coin(0.1))
        info = self.cards[name]
        args: dict[str, Any] = {"card": name, "id": self.new_id()}
        zone = "battlefield" if self.ch.coin(0.75) else self.ch.choice(ZONES_NOT_BF)
        if zone != "battlefield":
            args["zone"] = zone
        if self.ch.coin(0.4):
            args["controller"] = self.ch.choice(PLAYERS)
        if self.ch.coin(0.15):
            args["owner"] = self.ch.choice(PLAYERS)
        if self.ch.coin(0.2):
            args["counters"] = {self.ch.choice(COUNTER_KINDS): self.ch.integer(0, 9)}
        controller = args.get("controller", PLAYERS[0])
        ch = self.choices_for([d for _, _, _, d in info.abilities])
        if info.enters_as_copy and zone == "battlefield" and self.ch.coin(0.8):
            sources = self.legal_copy_sources(name, controller)
            if sources:
                args["copy"] = self.ch.choice(sources)
        if zone == "battlefield":
            if "copy" in args:      # it enters as a copy: the copied card's "choose ..." applies (707.2, 614.1c)
                abilities = self.board.resolve_now().copiable_values(args["copy"]).abilities
                need = self.required_choices([a.text for a in abilities], [a.definition for a in abilities])
            else:
                need = self.required_choices([t for _, _, t, _ in info.abilities], [d for _, _, _, d in info.abilities])
            if need is None:
                return None
            ch.update(need)
        if ch:
            args["choices"] = ch
        if info.attaches and zone == "battlefield" and "copy" not in args and self.ch.coin(0.85):
            hosts = self.legal_hosts(name, self.board.cards[name].printed)
            if hosts:
                args["attached_to"] = self.ch.choice(hosts)
        if zone == "battlefield" and "attached_to" not in args and self.ch.coin(0.06):
            args["face_down"] = self.ch.choice(("morph", "megamorph", "disguise", "manifest", "cloak"))
        if info.back_face and not {"copy", "attached_to", "choices"} & set(args) and self.ch.coin(0.4):
            args["face"] = "back"
            back = self.board.cards[name].faces[-1]
            need = self.required_choices([a.text for a in back.abilities], [a.definition for a in back.abilities])
            if zone == "battlefield" and "face_down" not in args and need:
                args["choices"] = need
        if self.ch.coin(0.05):
            args["token"] = True
        if zone == "battlefield" and self.ch.coin(0.1):
            args["tapped"] = True
        if any(t.startswith(("Dash", "Impending")) for _, _, t, _ in info.abilities) and self.ch.coin(0.6):
            args["alt_cost"] = "dash" if any(t.startswith("Dash") for _, _, t, _ in info.abilities) else "impending"
        if len(args) == 2 and self.ch.coin(0.3) and name not in self.objects and name not in self.board.aliases:
            self.n -= 1
            return {"enter": name}          # the short form: the id is the card name
        return {"enter": args}

    def targets_for(self, d: Any, count: int = 1, name: str = "", text: str = "", controller: str = "Alex") -> list[str]:
        bf = self.ids("battlefield")
        if text:
            bf = self.legal_targets(name, text, controller, bf)
        creatures = [i for i in bf if "Creature" in self.board.resolve_now()[i].types]
        pool = creatures if creatures and self.ch.coin(0.8) else bf
        if not pool:
            return []
        return [self.ch.choice(pool) for _ in range(count)]

    def gen_cast(self) -> Any:
        from layerkit.game import legality as L

        name = self.card(lambda c: not c.permanent, defined_bias=0.9)
        info = self.cards[name]
        spell_ab = next(((t, d) for _, k, t, d in info.abilities if k == "spell"),
                        (info.abilities[0][2], info.abilities[0][3]) if info.abilities else ("", None))
        text, spell = spell_ab
        args: dict[str, Any] = {"card": name}
        controller = self.ch.choice(PLAYERS) if self.ch.coin(0.4) else None
        you = controller or PLAYERS[0]
        if spell is not None and spell.modes:
            modal = self.modal_args(spell, name, you)
            if modal is None:
                return None
            args["choices"] = {"modes": modal[0]}
            if modal[1]:
                args["targets"] = modal[1]
            if controller:
                args["controller"] = controller
            return {"cast": args}
        if _needs_target(spell):
            tg = self.targets_for(spell, 2 if spell is not None and spell.has("exchange_text") else 1, name, text, you)
            if not tg:
                return None
            args["targets"] = tg
        elif L.mentions_target(text) and self.ch.coin(0.2):
            tg = self.targets_for(spell, 1, name, text, you)
            if tg:
                args["targets"] = tg
        ch = self.choices_for(spell)
        need = self.required_choices([text], [spell])
        if need is None:
            return None
        ch.update(need)
        if ch:
            args["choices"] = ch
        if controller:
            args["controller"] = controller
        return {"cast": args}

    def gen_ability(self) -> Any:
        from layerkit.game import legality as L

        res = self.board.resolve_now()
        cands = []
        printed_of: dict[str, list] = {}
        for oid, o in self.objects.items():
            chars = o.last_known if (o.zone != "battlefield" and o.last_known is not None) else res[oid].characteristics
            printed = [a for a in chars.abilities if a.origin in ("printed", "copied", "text", "granted")]
            printed_of[oid] = printed
            for n, a in enumerate(printed, 1):
                zones = L.functions_in(a.kind, a.text, a.keyword)
                if a.kind in ("activated", "loyalty", "triggered", "chapter") and a.definition and \
                        (zones is None or o.zone in zones):
                    cands.append((oid, n, a))
        if not cands:
            return None
        oid, n, a = self.ch.choice(sorted(cands, key=lambda c: (c[0], c[1])))
        which: Any = n
        if a.kind == "loyalty" and self.ch.coin(0.5):
            cost = a.text.split("]")[0].lstrip("[").replace("−", "-")
            same = [b for b in printed_of[oid] if b.text.split("]")[0] == a.text.split("]")[0]]
            if len(same) == 1:    # a cost names an ability only when no other has it (Gideon of the Trials)
                which = cost if self.ch.coin(0.5) or cost != "0" else "+0"
        args: dict[str, Any] = {"source": oid, "which": which}
        d = a.definition
        o = self.objects[oid]
        you = (o.last_known if (o.zone != "battlefield" and o.last_known is not None)
               else res[oid].characteristics).controller or o.controller
        if d is not None and d.modes:
            modal = self.modal_args(d, oid, you)
            if modal is None:
                return None
            args["choices"] = {"modes": modal[0]}
            if modal[1]:
                args["targets"] = modal[1]
            return {"ability": args}
        if _needs_target(d):
            tg = self.targets_for(d, 2 if d is not None and d.has("exchange_text") else 1, oid, a.text, you)
            if not tg:
                return None
            args["targets"] = tg
        ch = self.choices_for(d)
        need = self.required_choices([a.text], [d])
        if need is None:
            return None
        ch.update(need)
        if ch:
            args["choices"] = ch
        return {"ability": args}

    def gen_attach(self) -> Any:
        res = self.board.resolve_now()
        movers = self.ids("battlefield", lambda o: bool({"Aura", "Equipment"} & res[o.id].subtypes))
        if not movers:
            return None
        obj = self.ch.choice(movers)
        hosts = [h for h in self.legal_hosts(obj, res[obj].characteristics)
                 if h != obj and not self._attached_chain(h, obj)]
        if not hosts:
            return None
        return {"attach": {"object": obj, "to": self.ch.choice(hosts)}}

    def _attached_chain(self, host: str, obj: str) -> bool:
        seen = set()
        cur = self.objects.get(host)
        while cur is not None and cur.attached_to and cur.id not in seen:
            if cur.attached_to == obj:
                return True
            seen.add(cur.id)
            cur = self.objects.get(cur.attached_to)
        return False

    def gen_counters(self) -> Any:
        ids = self.ids()
        if not ids:
            return None
        args: dict[str, Any] = {"on": self.ch.choice(ids), "add": {self.ch.choice(COUNTER_KINDS): self.ch.integer(0, 5)}}
        if self.ch.coin(0.2):
            args["remove"] = {self.ch.choice(COUNTER_KINDS): self.ch.integer(0, 3)}
        return {"counters": args}

    def gen_mutate(self) -> Any:
        name = self.card(lambda c: c.mutate)
        res = self.board.resolve_now()
        hosts = self.ids("battlefield", lambda o: "Creature" in res[o.id].types and "Human" not in res[o.id].subtypes)
        if not name or not hosts:
            return None
        args = {"card": name, "onto": self.ch.choice(hosts), "position": self.ch.choice(("top", "bottom")),
                "id": self.new_id()}
        return {"mutate": args}

    def gen_face_up(self) -> Any:
        ids = self.ids("battlefield", lambda o: bool(o.face_down))
        return _one_id_step("turn_face_up", self.ch.choice(ids)) if ids else None

    def gen_leave(self) -> Any:
        ids = self.ids("battlefield")
        return _one_id_step("leave", self.ch.choice(ids)) if ids else None

    def gen_move(self) -> Any:
        ids = self.ids()
        if not ids:
            return None
        oid = self.ch.choice(ids)
        to = self.ch.choice(("battlefield",) + ZONES_NOT_BF)
        args: dict[str, Any] = {"object": oid, "to": to}
        o = self.objects[oid]
        if to == "battlefield" and self.ch.coin(0.2):
            if self.cards[o.card.name].enters_as_copy:
                sources = [x for x in self.legal_copy_sources(o.card.name, o.controller) if x != oid]
            else:
                sources = [x for x in self.ids("battlefield") if x != oid]
            if sources:
                args["copy"] = self.ch.choice(sources)
        return {"move": args}

    def gen_status(self) -> Any:
        ids = self.ids("battlefield")
        if not ids:
            return None
        from layerkit.game.step_kinds import KINDS

        kind = self.ch.choice(tuple(k for k in KINDS if KIND_GENERATORS[k] == "status"))
        return _one_id_step(kind, self.ch.choice(ids))

    def gen_fact(self) -> Any:
        """A ``fact`` step: one or two game facts about a player (layerkit/vocabulary/facts.py)."""
        from layerkit.vocabulary.facts import FACTS

        names = list(FACTS)
        args: dict[str, Any] = {"player": self.ch.choice(tuple(self.board.state.players))}
        for _ in range(self.ch.integer(1, 2)):
            name = self.ch.choice(tuple(names))
            args[name] = self.ch.coin(0.5) if FACTS[name].kind == "designation" else \
                self.ch.integer(0, 30)
        return {"fact": args}

    def gen_history(self) -> Any:
        """A ``history`` step: one fact of an object's history (layerkit/vocabulary/facts.py OBJECT_FACTS)."""
        from layerkit.vocabulary.facts import OBJECT_FACTS

        ids = self.ids()
        if not ids:
            return self.gen_fact()
        return {"history": {"object": self.ch.choice(tuple(ids)),
                            self.ch.choice(tuple(OBJECT_FACTS)): self.ch.coin(0.5)}}

    def gen_delayed(self) -> Any:
        """A ``delayed`` step: a delayed triggered ability a spell created this turn resolves (603.7), on a
        creature on the battlefield (the object its event names); a cast of such a spell when none waits."""
        waiting = [name for name, _text, _who, _until in self.board.state.delayed_triggers]
        ids = self.ids("battlefield", lambda o: not o.face_down)
        if not waiting or not ids:
            return {"cast": {"card": self.ch.choice(("Touch of the Horned God", "Ondu Rising"))}}
        return {"delayed": {"card": self.ch.choice(tuple(waiting)), "targets": [self.ch.choice(tuple(ids))]}}

    GENERATORS = (("enter", 40), ("cast", 12), ("ability", 12), ("attach", 6), ("counters", 8), ("mutate", 3),
                  ("face_up", 2), ("leave", 4), ("move", 5), ("end_turn", 3), ("status", 5))

    def gen_step(self) -> Any:
        total = sum(w for _, w in self.GENERATORS)
        r = self.ch.integer(0, total - 1)
        for name, w in self.GENERATORS:
            if r < w:
                break
            r -= w
        if name == "end_turn":
            return "end_turn" if self.ch.coin(0.5) else {"end_turn": None}
        return getattr(self, f"gen_{name}")()

    # ---- illegal steps: (step, field substring, why)
    def gen_illegal(self) -> tuple[Any, str, str] | None:
        ids = self.ids()
        kinds = ["dup_id", "unknown_card", "zone", "bad_key", "huge_counter", "unknown_target", "which",
                 "self_attach", "negative_counter"]
        if [i for i in ids if self.objects[i].zone in ("hand", "library", "outside")]:
            kinds.append("target_zone")
        if self.ids("battlefield", lambda o: not o.face_down):
            kinds.append("face_up")
        if self.ids(None, lambda o: o.zone != "battlefield"):
            kinds.append("tap_offfield")
        if ids:
            kinds.append("move_copy")
        if self._cycle_pair():
            kinds.append("cycle")
        # steps that can't happen in a game, each refused with its rule (issue 13)
        kinds += ["bad_color", "bad_creature_type", "missing_choice", "bad_words", "creature_attached",
                  "aura_from_hand", "no_mutate", "alt_cost_unknown", "alt_cost_missing", "end_turn_args",
                  "permanent_spell_targets", "bad_counter_kind", "string_for_list", "bool_for_number"]
        bf = self.ids("battlefield")
        res = self.board.resolve_now()
        lands = [i for i in bf if "Land" in res[i].types and "Creature" not in res[i].types]
        noncreatures = [i for i in bf if "Creature" not in res[i].types]
        offfield = self.ids(None, lambda o: o.zone in ("hand", "library", "graveyard", "exile"))
        if lands:
            kinds += ["aura_on_land", "mutate_onto_land", "pump_a_land"]
        if noncreatures:
            kinds.append("equip_noncreature")
        if offfield:
            kinds += ["clone_of_offfield", "aura_offfield_host", "mutate_offfield"]
        if self.ids("graveyard", lambda o: o.card.name == "Mutavault") or self.ch.coin(0.3):
            kinds.append("ability_offfield")
        k = self.ch.choice(kinds)
        new = self.new_id
        if k == "bad_color":
            return ({"enter": {"card": "Painter's Servant", "id": new(), "choices": {"color": self.ch.choice(
                ["purple", "Rd", 5, ["R"], ""])}}}, "enter.choices.color", "W U B R G or their names")
        if k == "bad_creature_type":
            return ({"enter": {"card": "Conspiracy", "id": new(), "choices": {"creature_type": "Elfs"}}},
                    "enter.choices.creature_type", "a creature type of 205.3m")
        if k == "missing_choice":
            return ({"enter": {"card": self.ch.choice(["Painter's Servant", "Conspiracy", "Arcane Adaptation"]),
                               "id": new()}}, "enter.choices", "the card says choose a color / creature type")
        if k == "bad_words":
            target = bf[0] if bf else None
            if target is None:
                return None
            return ({"cast": {"card": "Mind Bend", "targets": [target], "choices": {"words": {"from": "white", "to":
                     "purple"}}}}, "cast.choices.words.to", "a color word for a color word (612.2)")
        if k == "creature_attached":
            if not bf:
                return None
            return ({"enter": {"card": "Grizzly Bears", "id": new(), "attached_to": self.ch.choice(bf)}},
                    "enter.attached_to", "only Auras, Equipment and Fortifications attach (303.4h)")
        if k == "aura_from_hand":
            if not bf:
                return None
            return ({"enter": {"card": "Rancor", "id": new(), "zone": "hand", "attached_to": self.ch.choice(bf)}},
                    "enter.attached_to", "only a permanent is attached (303.4)")
        if k == "aura_on_land":
            return ({"enter": {"card": "Rancor", "id": new(), "attached_to": self.ch.choice(lands)}},
                    "enter.attached_to", "Enchant creature (702.5a)")
        if k == "equip_noncreature":
            return ({"enter": {"card": "Colossus Hammer", "id": new(), "attached_to": self.ch.choice(noncreatures)}},
                    "enter.attached_to", "an Equipment equips a creature (301.5)")
        if k == "aura_offfield_host":
            return ({"enter": {"card": "Rancor", "id": new(), "attached_to": self.ch.choice(offfield)}},
                    "enter.attached_to", "Enchant creature: a creature on the battlefield (702.5a)")
        if k == "clone_of_offfield":
            return ({"enter": {"card": "Clone", "id": new(), "copy": self.ch.choice(offfield)}},
                    "enter.copy", "a copy of any creature on the battlefield (707.2)")
        if k == "no_mutate":
            hosts = [i for i in bf if "Creature" in res[i].types]
            if not hosts:
                return None
            return ({"mutate": {"card": "Grizzly Bears", "onto": self.ch.choice(hosts)}}, "mutate.card",
                    "only a card with mutate mutates (702.140a)")
        if k == "mutate_onto_land":
            return ({"mutate": {"card": "Gemrazer", "onto": self.ch.choice(lands)}}, "mutate.onto",
                    "a non-Human creature (702.140a)")
        if k == "mutate_offfield":
            return ({"mutate": {"card": "Gemrazer", "onto": self.ch.choice(offfield)}}, "mutate.onto",
                    "a creature on the battlefield (702.140a)")
        if k == "pump_a_land":
            return ({"cast": {"card": "Giant Growth", "targets": [self.ch.choice(lands)]}}, "cast.targets[0]",
                    "target creature (115.1)")
        if k == "permanent_spell_targets":
            if not bf:
                return None
            return ({"cast": {"card": "Grizzly Bears", "id": new(), "targets": [self.ch.choice(bf)]}}, "cast.targets",
                    "a creature spell has no targets (115.1)")
        if k == "ability_offfield":
            return ([{"enter": {"card": "Mutavault", "id": "mv-" + new(), "zone": "graveyard"}},
                     {"ability": {"source": f"mv-o{self.n}", "which": 2}}], "ability.which",
                    "an activated ability functions on the battlefield (113.6)")
        if k == "alt_cost_unknown":
            return ({"enter": {"card": "Bear Cub", "id": new(), "alt_cost": "dassh"}}, "enter.alt_cost",
                    "an alternative cost (118.9)")
        if k == "alt_cost_missing":
            return ({"enter": {"card": "Bear Cub", "id": new(), "alt_cost": "dash"}}, "enter.alt_cost",
                    "Bear Cub has no dash (118.9)")
        if k == "end_turn_args":
            return {"end_turn": {"bogus": 1}}, "end_turn", "end_turn takes no arguments"
        if k == "bad_counter_kind":
            return ({"enter": {"card": "Bear Cub", "id": new(), "counters": {self.ch.choice([None, 5, "", "+1/+1x"]): 1}}},
                    "enter.counters", "a counter kind (122)")
        if k == "string_for_list":
            if not bf:
                return None
            if self.ch.coin(0.5):
                return {"attack": 5}, "attack", "an id or a list of ids"
            return {"cast": {"card": "Giant Growth", "targets": 5}}, "cast.targets", "an id or a list of ids"
        if k == "bool_for_number":
            return ({"enter": {"card": "Bear Cub", "id": new(), "counters": {"+1/+1": True}}},
                    "enter.counters.+1/+1", "a number, not true")
        if k == "dup_id":
            if not ids:
                return None
            return {"enter": {"card": "Bear Cub", "id": self.ch.choice(ids)}}, "enter.id", "ids must be unique"
        if k == "unknown_card":
            return {"enter": {"card": "Zzyzx Nonexistent", "id": self.new_id()}}, "enter.card", "no such card"
        if k == "zone":
            return {"enter": {"card": "Bear Cub", "id": self.new_id(), "zone": "moon"}}, "enter.zone", "unknown zone"
        if k == "bad_key":
            return {"enter": {"card": "Bear Cub", "bogus": 1}}, "enter.bogus", "unknown step key"
        if k == "huge_counter":
            return ({"enter": {"card": "Bear Cub", "id": self.new_id(), "counters": {"+1/+1": 10 ** 7}}},
                    "counters", "counter numbers are limited to 1000000")
        if k == "negative_counter":
            if not ids:
                return None
            return {"counters": {"on": self.ch.choice(ids), "add": {"+1/+1": -1}}}, "add", "negative counters"
        if k == "unknown_target":
            return {"cast": {"card": "Giant Growth", "targets": ["no-such-id"]}}, "targets", "unknown id"
        if k == "which":
            if not ids:
                return None
            return {"ability": {"source": self.ch.choice(ids), "which": 99}}, "which", "no ability 99"
        if k == "self_attach":
            if not ids:
                return None
            i = self.ch.choice(ids)
            return {"attach": {"object": i, "to": i}}, "attach.to", "attached to itself"
        if k == "target_zone":
            t = self.ch.choice([i for i in ids if self.objects[i].zone in ("hand", "library", "outside")])
            return ({"cast": {"card": "Giant Growth", "targets": [t]}}, "targets[0]",
                    "a target must be a permanent, a spell, or a card in a graveyard or exile (115.1)")
        if k == "face_up":
            return ({"turn_face_up": self.ch.choice(self.ids("battlefield", lambda o: not o.face_down))},
                    "turn_face_up", "not face down")
        if k == "tap_offfield":
            return ({"tap": self.ch.choice(self.ids(None, lambda o: o.zone != "battlefield"))}, "tap",
                    "only permanents can be tapped")
        if k == "move_copy":
            return ({"move": {"object": self.ch.choice(ids), "to": "hand", "copy": self.ch.choice(ids)}},
                    "move.copy", "only an object entering the battlefield can enter as a copy")
        if k == "cycle":
            a, b = self._cycle_pair()
            return {"attach": {"object": a, "to": b}}, "attach.to", "a cycle of attachments (301.5c, 303.4d)"
        return None

    def _cycle_pair(self):
        for oid, o in sorted(self.objects.items()):
            host = o.attached_to
            if host and host in self.objects and self.objects[host].zone == "battlefield" and o.zone == "battlefield":
                return host, oid      # attaching the host to what is attached to it closes a cycle
        return None

    def run(self) -> Generated:
        n_steps = self.ch.integer(1, self.max_steps)
        tries = 0
        while len(self.steps) < n_steps and tries < n_steps * 4 and not self.crashed:
            tries += 1
            step = self.gen_step()
            if step is None:
                continue
            self.push(step)
        if not self.steps:
            self.push({"enter": {"card": "Bear Cub", "id": self.new_id()}})
        illegal = None
        if not self.crashed and self.ch.coin(self.illegal_rate):
            bad = self.gen_illegal()
            if bad is not None:
                step, fld, why = bad
                steps = step if isinstance(step, list) else [step]
                self.steps.extend(steps)          # the setting-up steps (if any) are legal; the last is not
                illegal = Illegal(len(self.steps), fld, why)
        return Generated({"title": "generated board", "steps": self.steps}, illegal)


def generate(ch, *, max_steps: int = 10, illegal_rate: float = 0.15) -> Generated:
    return Generator(ch, max_steps=max_steps, illegal_rate=illegal_rate).run()


# ---------------------------------------------------------------------------------- canonical output
def _canon_value(v: Any) -> Any:
    from layerkit.rules.characteristics import Ability

    if isinstance(v, frozenset):
        return tuple(sorted(map(str, v)))
    if isinstance(v, tuple) and v and isinstance(v[0], Ability):
        return tuple((a.text, a.kind, a.origin, a.intrinsic, a.card, a.index, a.granted_by, a.timestamp) for a in v)
    return v


def canon_chars(c) -> tuple:
    from layerkit.engine.loop import CHARACTERISTIC_FIELDS

    return tuple((f, _canon_value(getattr(c, f))) for f in CHARACTERISTIC_FIELDS + ("cant_have",))


def canonical(res) -> str:
    """A text form of a resolution that does not depend on hash order: every object's final
    characteristics, zone and counters, the order of application, the dependencies, the trace."""
    lines = []
    for oid in res.ids:
        s = res[oid]
        lines.append(f"{oid}|{canon_chars(s.characteristics)!r}|{s.zone}|{sorted(s.counters.items())!r}|"
                     f"{sorted(s.qualities)!r}")
    for a in res.run.applied:
        lines.append(f"apply|{a.seq}|{a.layer}|{a.effect.label}|{a.effect.timestamp}|{a.reason}|{sorted(a.affected)}")
        for oid, f, before, after in a.changes:
            lines.append(f"  change|{oid}|{f}|{_canon_value(before)!r}|{_canon_value(after)!r}")
    for d in res.run.dependencies:
        lines.append(f"dep|{d!r}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------- properties
@dataclass
class Failure:
    kind: str
    message: str
    scenario: dict = field(default_factory=dict)


_CARD_SNAPSHOT: Any = None


def card_data_now() -> Any:
    """The bundled oracle facts, effect definitions and each built card's ability definitions
    and printed characteristics, as they are now (live objects, not copies)."""
    from layerkit.game.carddb import bundled_database

    db = bundled_database()
    defs = {n: ([a.definition for a in db[n].abilities], canon_chars(db[n].printed)) for n in db.names}
    return db._facts, db._effects, defs


def card_data_snapshot() -> Any:
    """A deep copy of :func:`card_data_now`: the card data a resolution must leave unchanged
    (compare with ``card_data_now() == snapshot``)."""
    return copy.deepcopy(card_data_now())


def _replay_trace(res) -> str | None:
    """Replay every change from layer 0; None when the result is exactly ``run.final``."""
    from dataclasses import replace

    state = dict(res.run.initial)
    for a in res.run.applied:
        for oid, f, before, after in a.changes:
            if oid not in state:
                return f"change to unknown object {oid!r} by {a.effect.label}"
            cur = getattr(state[oid], f)
            if cur != before:
                return (f"{a.effect.label} (layer {a.layer}): {oid}.{f}: trace says before={_canon_value(before)!r}, "
                        f"replayed value is {_canon_value(cur)!r}")
            state[oid] = replace(state[oid], **{f: after})
    for oid, final in res.run.final.items():
        got = canon_chars(state.get(oid)) if oid in state else None
        want = canon_chars(final)
        if got != want:
            diffs = [(a[0], a[1], b[1]) for a, b in zip(got or (), want) if a != b] if got else "missing"
            only = " [only cant_have]" if got and all(x[0] == "cant_have" for x in diffs) else ""
            return f"{oid}: replayed trace differs from final: {diffs}{only}"
    if set(state) != set(res.run.final):
        return f"objects differ: {sorted(set(state) ^ set(res.run.final))}"
    return None


def _walk(obj: Any):
    """Every value inside a typed definition (selectors, values, conditions, granted definitions)."""
    import dataclasses

    yield obj
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _walk(getattr(obj, f.name))
    elif isinstance(obj, (list, tuple, frozenset)):
        for v in obj:
            yield from _walk(v)


def board_definitions(res) -> list:
    """Every effect definition that objects on this board carry or could carry: their cards'
    (all faces, merged components), abilities they have at any layer, resolved effects."""
    defs = []
    for o in res.game.objects.values():
        cards = [o.card, *o.card.faces, *o.merged]
        for cd in cards:
            defs.extend(a.definition for a in cd.abilities if a.definition)
        if o.copy_of is not None:
            defs.extend(a.definition for a in o.copy_of.abilities if a.definition)
    for layer in res.run.after_layer.values():
        for c in layer.values():
            defs.extend(a.definition for a in c.abilities if a.definition)
    for c in res.run.initial.values():
        defs.extend(a.definition for a in c.abilities if a.definition)
    defs.extend(e.definition for e in res.game.effects)
    return defs


def irrelevance_applies(res) -> bool:
    """Precondition of the irrelevance property for an inert object added on the battlefield:
    no effect definition anywhere on the board uses a selector by characteristics (a
    :class:`~layerkit.vocabulary.model.Filter`, which could match objects by what they are) —
    only ``self``, ``enchanted``/``equipped``/``attached``, ``targets`` and ``chosen``, which can't
    name an object that is never attached, targeted or chosen — and none reads devotion, the top
    of a graveyard, or another object's abilities."""
    from layerkit.vocabulary.model import Devotion, DevotionIs, Filter, FullTextOf, GainAbilitiesOf

    for d in board_definitions(res):
        for node in _walk(d):
            if isinstance(node, (Filter, Devotion, DevotionIs, FullTextOf, GainAbilitiesOf)):
                return False
    return True


def with_inert(d: Mapping[str, Any]) -> dict:
    """The scenario plus a homebrew artifact with no abilities, no mana cost and no P/T that
    enters last (a new, unreferenced id), so no other timestamp changes."""
    out = copy.deepcopy(dict(d))
    out["cards"] = list(out.get("cards") or []) + [dict(INERT_CARD)]
    out["steps"] = list(out["steps"]) + [{"enter": {"card": INERT_CARD["name"], "id": "zz-inert"}}]
    return out


def commutation_variants(d: Mapping[str, Any], res, ch, k: int = 3) -> list[dict] | None:
    """The scenario plus a block of ``k`` steps at its end whose only effects modify power and
    toughness in layer 7c (Giant Growth, Auger Spree on a battlefield creature; +1/+1 and -1/-1
    counters on a battlefield object), in two orders. None when the board has no creature or
    when some definition reads counters (then counter steps do more than 7c)."""
    bf = [oid for oid in res.ids if res[oid].zone == "battlefield" and oid in res.game.objects]
    creatures = [oid for oid in bf if "Creature" in res[oid].types and res.aliases.get(oid, oid) == oid]
    if not creatures:
        return None
    reads_counters = any(isinstance(n, Mapping) and "counters" in n and not isinstance(n.get("counters"), Mapping)
                         for d2 in board_definitions(res) for n in _walk(d2))
    block = []
    for _ in range(k):
        t = ch.choice(creatures)
        if reads_counters or ch.coin(0.5):
            block.append({"cast": {"card": ch.choice(PT_7C_SPELLS), "targets": [t]}})
        else:
            block.append({"counters": {"on": t, "add": {ch.choice(("+1/+1", "-1/-1")): ch.integer(1, 3)}}})
    perm = list(block)
    for i in range(len(perm) - 1, 0, -1):
        j = ch.integer(0, i)
        perm[i], perm[j] = perm[j], perm[i]
    a = copy.deepcopy(dict(d))
    b = copy.deepcopy(dict(d))
    a["steps"] = list(a["steps"]) + block
    b["steps"] = list(b["steps"]) + perm
    return [a, b]


def _final_view(res, ids=None) -> dict:
    return {oid: canon_chars(res.run.final[oid]) for oid in (res.ids if ids is None else ids)}


def check_board(g: Generated, *, ch=None, snapshot: Any = None, properties: Sequence[str] = ("all",)) -> list[Failure]:
    """Run every property on one generated board; the failures found (empty: all hold)."""
    from layerkit.game.scenario import Scenario

    want = set(properties)
    every = "all" in want
    d = g.scenario
    before = copy.deepcopy(d)
    fails: list[Failure] = []

    def fail(kind: str, msg: str, scen: Mapping[str, Any] | None = None) -> None:
        fails.append(Failure(kind, msg, copy.deepcopy(dict(scen if scen is not None else before))))

    try:
        sc = Scenario.from_dict(d, file="generated.yaml")
        res = sc.resolve()
    except ScenarioError as exc:
        if g.illegal is None:
            fail("rejected-legal", f"a legal board raised {exc}")
        elif exc.step != g.illegal.step or g.illegal.field not in (exc.field or ""):
            fail("wrong-error-location", f"expected an error at step {g.illegal.step} in {g.illegal.field!r} "
                                         f"({g.illegal.why}); got {exc}")
        elif "generated.yaml" not in str(exc):
            fail("error-without-file", f"the error does not name the file: {exc}")
        if d != before:
            fail("impure", "the scenario dict changed while being rejected")
        return fails
    except LayerkitError as exc:
        fail("foreign-error", f"{type(exc).__name__} instead of ScenarioError: {exc}")
        return fails
    except RecursionError:
        fail("crash", "RecursionError")
        return fails
    except Exception as exc:  # noqa: BLE001
        tb = traceback.format_exc(limit=-3)
        fail("crash", f"{type(exc).__name__}: {exc}\n{tb}")
        return fails
    if g.illegal is not None:
        fail("accepted-illegal", f"step {g.illegal.step} is illegal ({g.illegal.why}) but the board resolved")
        return fails

    if every or "purity" in want:
        if d != before:
            fail("impure", "the scenario dict changed while resolving")
        if snapshot is not None and card_data_now() != snapshot:
            fail("impure", "the bundled card data changed while resolving")
    if every or "determinism" in want:
        again = Scenario.from_dict(copy.deepcopy(before), file="generated.yaml").resolve()
        if canonical(again) != canonical(res):
            fail("nondeterministic", "resolving the same board twice gave different output")
    if every or "trace" in want:
        problem = _replay_trace(res)
        if problem:
            known = problem.endswith("[only cant_have]")
            fail("trace-cant_have" if known else "trace", problem)
    if (every or "irrelevance" in want) and irrelevance_applies(res):
        try:
            res2 = Scenario.from_dict(with_inert(before), file="generated.yaml").resolve()
            got = _final_view(res2, res.ids)
            if got != _final_view(res):
                changed = sorted(o for o in res.ids if got[o] != canon_chars(res.run.final[o]))
                fail("irrelevance", f"adding an inert artifact changed {changed}", with_inert(before))
        except Exception as exc:  # noqa: BLE001
            fail("irrelevance", f"adding an inert artifact raised {type(exc).__name__}: {exc}", with_inert(before))
    if (every or "commutation" in want) and ch is not None:
        variants = commutation_variants(before, res, ch)
        if variants:
            try:
                ra, rb = (Scenario.from_dict(v, file="generated.yaml").resolve() for v in variants)
                va, vb = _final_view(ra), _final_view(rb)
                if va != vb:
                    changed = sorted(o for o in va if va[o] != vb.get(o))
                    fail("commutation", f"permuting 7c effects changed {changed}: "
                                        f"{[(o, dict(va[o])['power'], dict(va[o])['toughness'], dict(vb[o])['power'], dict(vb[o])['toughness']) for o in changed]}",
                         {"a": variants[0], "b": variants[1]})
            except Exception as exc:  # noqa: BLE001
                fail("commutation", f"a permutation raised {type(exc).__name__}: {exc}", {"a": variants[0], "b": variants[1]})
    return fails


# ---------------------------------------------------------------------------------- minimising
def signature(f: Failure) -> tuple[str, str]:
    """A failure's kind and message with step numbers, ids, quoted words and numbers removed:
    minimising keeps a failure only while its signature stays the same."""
    msg = f.message.splitlines()[0] if f.message else ""
    msg = re.sub(r"step \d+", "step", msg)
    msg = re.sub(r"'[^']*'|\"[^\"]*\"", "''", msg)
    msg = re.sub(r"\bo\d+\b|\d+", "N", msg)
    return f.kind, msg[:120]


def minimise(g: Generated, failure: Failure, snapshot: Any = None, ch_seed: int = 0) -> Generated:
    """Drop steps one at a time while the same failure persists (same :func:`signature`)."""
    sig = signature(failure)

    def still(gg: Generated) -> bool:
        try:
            return any(signature(f) == sig for f in check_board(gg, ch=RandomChooser(random.Random(ch_seed)),
                                                                snapshot=snapshot))
        except Exception:  # noqa: BLE001
            return False

    cur = g
    changed = True
    while changed and len(cur.scenario["steps"]) > 1:
        changed = False
        for i in range(len(cur.scenario["steps"]) - 1, -1, -1):
            steps = cur.scenario["steps"][:i] + cur.scenario["steps"][i + 1:]
            ill = cur.illegal
            if ill is not None:
                if i + 1 == ill.step:
                    continue
                ill = Illegal(ill.step - (1 if i + 1 < ill.step else 0), ill.field, ill.why)
            cand = Generated({**cur.scenario, "steps": steps}, ill)
            if steps and still(cand):
                cur, changed = cand, True
                break
    return cur


# ---------------------------------------------------------------------------------- termination boards
def big_board(n: int = 10_000) -> dict:
    """n Grizzly Bears, half of them Alex's, with Glorious Anthem, Crusade, Blood Moon, Humility
    and a few lands: every layer-7 and layer-4/6 effect applies to thousands of objects."""
    steps: list[Any] = [{"enter": "Glorious Anthem"}, {"enter": "Blood Moon"}, {"enter": "Crusade"},
                        {"enter": {"card": "Urborg, Tomb of Yawgmoth", "id": "urborg"}}]
    for i in range(n):
        steps.append({"enter": {"card": "Grizzly Bears", "id": f"b{i}", "controller": PLAYERS[i % 2]}})
    steps.append({"enter": "Humility"})
    return {"title": f"{n} objects", "steps": steps}


def clone_chain(n: int = 30) -> dict:
    """Clone copying a Clone copying ... a Grizzly Bears, n deep."""
    steps: list[Any] = [{"enter": {"card": "Grizzly Bears", "id": "c0"}}]
    for i in range(1, n + 1):
        steps.append({"enter": {"card": "Clone" if i % 2 else "Mirror Image", "id": f"c{i}", "copy": f"c{i - 1}"}})
    return {"title": "copies of copies", "steps": steps}


def dependency_loops() -> dict:
    """Several dependency loops at once (613.8b): Blood Moon / Rootpath Purifier / Ashaya,
    Humility / Opalescence, Conspiracy / Life and Limb."""
    return {"title": "loops", "steps": [
        {"enter": "Blood Moon"}, {"enter": {"card": "Ashaya, Soul of the Wild", "id": "ashaya"}},
        {"enter": {"card": "Rootpath Purifier", "id": "purifier"}},
        {"enter": "Humility"}, {"enter": "Opalescence"}, {"enter": "Enchanted Evening"},
        {"enter": {"card": "Conspiracy", "choices": {"creature_type": "Saproling"}}}, {"enter": "Life and Limb"},
        {"enter": "Forest"}, {"enter": "Mycosynth Lattice"}, {"enter": "March of the Machines"},
        {"enter": {"card": "Opalescence", "id": "opal2"}}]}


SELF_TEXT_CHANGE_CARD = {
    "name": "Fuzz Self Rewriter", "type_line": "Enchantment", "mana_cost": "{W}",
    "oracle_text": "White permanents you control have \"This permanent's text says black instead of white.\"\n"
                   "This enchantment's text says blue instead of white.",
    "effects": {1: {"affects": {"colors": ["W"], "controller": "you"},
                    "add_abilities": [{"text": "This permanent's text says black instead of white.",
                                       "affects": "self", "change_text": {"from": "white", "to": "black"}}]},
                2: {"affects": "self", "change_text": {"from": "white", "to": "blue"}}},
}


def self_text_change() -> dict:
    """A permanent whose own ability changes its own text (and grants a text change that
    rewrites the granting ability's selector), plus Mind Bend aimed at it."""
    return {"title": "self-referential text change", "cards": [SELF_TEXT_CHANGE_CARD], "steps": [
        {"enter": {"card": "Fuzz Self Rewriter", "id": "rw"}},
        {"enter": {"card": "Crusade", "id": "crusade"}},
        {"cast": {"card": "Mind Bend", "targets": ["rw"], "choices": {"words": {"from": "white", "to": "green"}}}},
        {"enter": {"card": "Savannah Lions", "id": "lions"}}]}


def termination_cases(n_objects: int = 10_000) -> dict[str, dict]:
    return {"dependency loops": dependency_loops(), "copies of copies (30)": clone_chain(30),
            "self-referential text change": self_text_change(), f"{n_objects} objects": big_board(n_objects)}


# ---------------------------------------------------------------------------------- the runner
def run(boards: int, seed: int, out_dir: str | None = None, max_steps: int = 10, *, verbose: bool = True,
        termination: bool = True, n_objects: int = 10_000) -> int:
    from layerkit.game.scenario import Scenario

    snapshot = card_data_snapshot()
    rng = random.Random(seed)
    t0 = time.perf_counter()
    outcomes: dict[str, int] = {}
    errors_by_field: dict[str, int] = {}
    failures: list[tuple[int, Failure, Generated]] = []
    first_by_kind: dict[tuple[str, str], tuple[int, Failure, Generated]] = {}
    for i in range(boards):
        board_seed = rng.randrange(2 ** 32)
        g = generate(RandomChooser(random.Random(board_seed)), max_steps=max_steps)
        fails = check_board(g, ch=RandomChooser(random.Random(board_seed + 1)),
                            snapshot=snapshot if i % 25 == 24 else None, properties=("all",))
        outcome = "illegal (rejected as expected)" if g.illegal else "legal (resolved)"
        if fails:
            outcome = "failed"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        if g.illegal and not fails:
            errors_by_field[g.illegal.field] = errors_by_field.get(g.illegal.field, 0) + 1
        for f in fails:
            failures.append((board_seed, f, g))
            first_by_kind.setdefault(signature(f), (board_seed, f, g))
        if verbose and (i + 1) % 1000 == 0:
            print(f"  {i + 1} boards, {len(failures)} failures, {time.perf_counter() - t0:.1f} s", flush=True)
    elapsed = time.perf_counter() - t0
    print(f"boards: {boards} (seed {seed}, up to {max_steps} steps each) in {elapsed:.1f} s "
          f"({1000 * elapsed / max(boards, 1):.1f} ms/board)")
    for k, v in sorted(outcomes.items()):
        print(f"  {k}: {v}")
    if errors_by_field:
        print("  ScenarioErrors for illegal boards, by field: "
              + ", ".join(f"{k}: {v}" for k, v in sorted(errors_by_field.items())))
    by_kind: dict[str, int] = {}
    for _, f, _ in failures:
        by_kind[f.kind] = by_kind.get(f.kind, 0) + 1
    rc = 0
    if failures:
        rc = 1
        out = out_dir or tempfile.mkdtemp(prefix="layerkit-fuzz-")
        os.makedirs(out, exist_ok=True)
        print("failures by kind: " + ", ".join(f"{k}: {v}" for k, v in sorted(by_kind.items())))
        import yaml

        for (kind, _sig), (bseed, f, g) in sorted(first_by_kind.items()):
            small = minimise(g, f, snapshot, bseed + 1)
            fails = check_board(small, ch=RandomChooser(random.Random(bseed + 1)), snapshot=snapshot)
            f2 = next((x for x in fails if signature(x) == signature(f)), f)
            path = os.path.join(out, f"fuzz-{kind}-{bseed}.yaml")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(f"# {kind}: {f2.message.splitlines()[0] if f2.message else ''}\n")
                if small.illegal:
                    fh.write(f"# illegal on purpose: step {small.illegal.step}, {small.illegal.field}\n")
                yaml.safe_dump(f2.scenario or small.scenario, fh, sort_keys=False, allow_unicode=True)
            print(f"  {kind} (board seed {bseed}): {f2.message.splitlines()[0][:300]}\n    -> {path}")
    else:
        print("failures: none")
    if termination:
        print("termination:")
        for name, d in termination_cases(n_objects).items():
            t1 = time.perf_counter()
            try:
                res = Scenario.from_dict(d, file=name).resolve()
                what = f"{len(res)} objects, {len(res.run.applied)} applications"
            except LayerkitError as exc:
                what = f"error: {exc}"
                rc = 1
            except Exception as exc:  # noqa: BLE001
                what = f"CRASH {type(exc).__name__}: {exc}"
                rc = 1
            print(f"  {name}: {time.perf_counter() - t1:.2f} s ({what})", flush=True)
    return rc


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m fuzz", description="random boards and their properties")
    p.add_argument("--boards", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-steps", type=int, default=10)
    p.add_argument("--out", help="folder for the minimised failing scenarios (default: a new temporary folder)")
    p.add_argument("--objects", type=int, default=10_000, help="size of the large termination board")
    p.add_argument("--no-termination", action="store_true")
    a = p.parse_args(argv)
    return run(a.boards, a.seed, a.out, a.max_steps, termination=not a.no_termination, n_objects=a.objects)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
