"""A board built step by step, as a game would: permanents enter, spells and abilities resolve,
Auras attach, counters come and go. Each step gets the next timestamp (613.7).

>>> board = Board()
>>> board.enter("Blood Moon")
'Blood Moon'
>>> board.enter("Urborg, Tomb of Yawgmoth", id="urborg")
'urborg'
>>> res = board.resolve()
>>> sorted(res["urborg"].subtypes), [a.text for a in res["urborg"].abilities]
(['Mountain'], ['{T}: Add {R}.'])
"""
from __future__ import annotations

import os
import re
from dataclasses import replace
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from .carddb import GRANTS_ENTERING, CardDatabase, CardDefinition, database_with, default_database, normalize_name
from ..errors import ScenarioError, UnknownCardError
from ..engine.incremental import resolve_after
from ..engine.view import SPELL_ALT_COST
from ..engine.loop import LayerRun, resolve_state
from ..engine.resolution import Resolution
from ..engine.state import ZONES, GameObject, GameState, ResolvedEffect
from ..rules.characteristics import Ability, BASIC_LAND_TYPES, CARD_TYPES, COLORS, SUPERTYPES, Characteristics, Origin, kind_of_subtype
from ..vocabulary.card_definition import split_abilities
from ..vocabulary.modal import read_modes
from ..vocabulary.model import ModeChosen, TargetExceeds, counter_facts_read, granted_in
from ..vocabulary.model import (EMPTY, AllOf, AltCost, UpTo, how_cast_read, reads_that_many, stated_read, ClassLevelIs, CountIs, Definition, EntersAsCopy, Filter, Granted, Mode, stated_objects_unstated,
                                MostOf, Op, PtOneOf, Ref, TokenCopy, TokenSpec, X, chosen_of, facts_read, walk)
from . import legality as L
from . import values as V
from .step_kinds import Step, records

RULE_SETS = ("cr", "amended")
FACE_DOWN_KINDS = V.FACE_DOWN_KINDS
CHOICE_KEYS = V.CHOICE_KEYS


def _chosen_words(d: Definition | None) -> bool:
    """The definition changes words of text the scenario chooses (Mind Bend, 612.1)."""
    op = d.op("change_text") if d is not None else None
    return op is not None and op.arg == "chosen"


def _listed_characteristics(spec: Mapping[str, Any]) -> Characteristics:
    """708.2: a face-down permanent has only the characteristics the effect that put it onto the
    battlefield face down lists ("It's a Forest land."); they are its copiable values."""
    allowed = {"types": CARD_TYPES, "subtypes": None, "supertypes": SUPERTYPES, "colors": COLORS}
    out: dict[str, Any] = {}
    for key, val in spec.items():
        if key in ("power", "toughness"):
            if not isinstance(val, int) or isinstance(val, bool):
                raise ScenarioError(f"expected a number, got {val!r}", field=f"face_down.{key}")
            out[key] = val
            continue
        if key not in allowed:
            raise ScenarioError(f"unknown characteristic {key!r}", field=f"face_down.{key}",
                                hint="types, subtypes, supertypes, colors, power, toughness")
        if not isinstance(val, list) or not all(isinstance(v, str) for v in val):
            raise ScenarioError(f"expected a list of names, got {val!r}", field=f"face_down.{key}")
        names = allowed[key]
        bad = [v for v in val if (v not in names if names is not None else kind_of_subtype(v) is None)]
        if bad:
            raise ScenarioError(f"unknown {key[:-1]} {bad[0]!r}", field=f"face_down.{key}")
        out[key] = frozenset(val)
    if not out.get("types"):
        raise ScenarioError("a face-down permanent needs its card types listed", field="face_down.types")
    return Characteristics(**out, face_down=True)



def _next_spell_enters_with(d: Definition) -> bool:
    """A resolving effect on the permanent the next spell of a kind becomes (``next_this_turn``, 603.7, 614.1c)."""
    return isinstance(d.affects, Filter) and bool(d.affects.next_this_turn or d.affects.mana_spent_on)


def _replacer_kinds(o: GameObject) -> frozenset[str]:
    """Which replacement effects of its printed or copied abilities a permanent on the battlefield has:
    ``others`` (other permanents enter with counters, 614.1c), ``puts`` (counters put instead, 614.1a).
    An ability it gains from another object is not looked at (none of the pool's cards grants one)."""
    if o.zone not in ("battlefield", "command"):
        return frozenset()
    out = set()
    for a in o.card.abilities + (o.copy_of.abilities if o.copy_of is not None else ()):
        d = a.definition
        if d is None or o.zone not in (d.zones or ("battlefield",)):
            continue        # (315.5: a conspiracy's static abilities function in the command zone)
        if (d.enters_with_counters and d.affects not in (None, Ref.SELF)) or d.others_enter_as_copy:
            out.add("others")
        if d.counters_put_instead is not None or d.cant_have_counters:
            out.add("puts")
    return frozenset(out)

#: 401.1, 121.1, 701.13, 701.25, 701.42: words of an instruction that may change a library's top card
_LIBRARY_WORDS = re.compile(r"\b(?:librar(?:y|ies)|draws?|mills?|scry|surveils?|explores?|discover|cascades?|"
                            r"manifests?|cloaks?|seeks?|shuffles?)\b", re.IGNORECASE)


class Board:
    """A game in progress, built from steps. Every method validates its step at once and raises
    :class:`ScenarioError` naming the field that is wrong."""

    #: Reuse between steps what the board as it stands already resolved to (a step that only moves
    #: the clock keeps the resolution; a spell whose objects are its targets needs none). False:
    #: resolve from scratch whenever a step needs the board (the property tests compare both).
    reuse: bool = True

    def __init__(self, rules: str = "cr", players: Sequence[str] = ("Alex", "Bo"), turn: str | None = None,
                 cards: "CardDatabase | str | os.PathLike[str] | None" = None) -> None:
        rules = V.enum(rules, RULE_SETS, "rules", "rule set", "cr or amended")
        if isinstance(players, (str, bytes)) or not isinstance(players, (list, tuple)):
            raise ScenarioError(f"expected a list of player names, {V._got(players)}", field="players",
                                hint="e.g. players=['Alex', 'Bo']")
        players = tuple(players)
        if (not players or len(players) > 16 or len(set(players)) != len(players)
                or not all(isinstance(p, str) and p.strip() and len(p) <= 100 for p in players)):
            raise ScenarioError("expected a list of 1 to 16 distinct player names", field="players",
                                hint="each a non-empty string")
        if turn is not None and not isinstance(turn, str):
            raise ScenarioError(f"expected a player's name, {V._got(turn)}", field="turn")
        if cards is not None and not isinstance(cards, (CardDatabase, str, os.PathLike)):
            raise ScenarioError(f"expected a CardDatabase or the path of a bulk card file, got {type(cards).__name__}",
                                field="cards")
        turn = turn or players[0]
        if turn not in players:
            raise ScenarioError(f"{turn!r} is not a player", field="turn", hint=f"players: {', '.join(players)}")
        # cards: a CardDatabase, or the path of a bulk file (Scryfall Oracle Cards or MTGJSON
        # AtomicCards) whose cards extend the pool; default: the bundled cards (or layerkit.use_cards)
        if isinstance(cards, (str, os.PathLike)):
            cards = database_with(cards)
        self.cards = cards if cards is not None else default_database()   # (not its length: the whole pool)
        self._state = GameState(objects={}, players=players, turn=turn, rules=rules)
        self.first_turn = turn
        self.aliases: dict[str, str] = {}
        self._gone: dict[str, str] = {}          # mutate aliases of a merged permanent that left (400.7)
        self._next_n: dict[str, int] = {}        # the next "(n)" to try for an automatic id
        self.steps: list[Step] = []
        """Every step performed, in order, as :class:`~layerkit.game.step_kinds.Step` values (the one
        log: ``sandbox.save_scenario`` writes it, a scenario replays it)."""
        self.homebrew: list[str] = []
        self._step_depth = 0
        self._cache: tuple[GameState, Resolution] | None = None
        self._last: tuple[GameState, LayerRun] | None = None     # the last state resolved, and its run

    def define(self, name: str, type_line: str, *, effects: Mapping[Any, Any] | None = None, **facts: Any) -> str:
        """Add a card of your own to this board's card pool, in the same vocabulary as data/.

        >>> b = Board()
        >>> b.define("Anthem Bear", "Creature — Bear", mana_cost="{1}{G}", power=2, toughness=2,
        ...          oracle_text="Other creatures you control get +1/+1.",
        ...          effects={1: {"affects": {"types": ["Creature"], "controller": "you", "other": True},
        ...                       "modify_pt": [1, 1]}})
        'Anthem Bear'
        >>> _ = b.enter("Anthem Bear"); _ = b.enter("Bear Cub", id="cub")
        >>> b.resolve()["cub"].power
        3
        """
        from .carddb import homebrew_facts
        from ..errors import CardDataError

        V.card_name(name, "define.name")
        V.text(type_line, "define.type_line")
        if effects is not None and not isinstance(effects, Mapping):
            raise ScenarioError(f"expected a mapping from ability number to definition, {V._got(effects)}",
                                field="define.effects")
        try:
            self.cards = self.cards.with_card(homebrew_facts(name, type_line, **facts), effects or {})
        except CardDataError as exc:
            raise ScenarioError(str(exc), field="define") from None
        except TypeError as exc:
            raise ScenarioError(str(exc), field="define") from None
        self.homebrew.append(name)
        return name

    def clone(self) -> "Board":
        """A board in the same state with its own record of steps, ids and aliases (the game
        state and resolutions are immutable values, shared).

        >>> b = Board(); _ = b.enter("Grizzly Bears", id="bear")
        >>> c = b.clone(); _ = c.enter("Forest")
        >>> sorted(b.state.objects), sorted(c.state.objects)
        (['bear'], ['Forest', 'bear'])
        """
        out = object.__new__(type(self))
        out.__dict__.update(self.__dict__)
        out.aliases, out._gone, out._next_n = dict(self.aliases), dict(self._gone), dict(self._next_n)
        out.steps, out.homebrew = list(self.steps), list(self.homebrew)
        out._step_depth = 0
        return out

    # ------------------------------------------------------------------ helpers
    @property
    def rules(self) -> str:
        return self._state.rules

    @property
    def state(self) -> GameState:
        return self._state

    def _tick(self) -> tuple[int]:
        before = self._state
        self._state = replace(self._state, clock=self._state.clock + 1)
        if self.reuse and self._cache is not None and self._cache[0] is before:
            # the clock is read by no layer: the board as it stands resolves as it did
            self._cache = (self._state, Resolution(self._state, self._cache[1].run, self.aliases))
        return (self._state.clock,)

    def _card(self, name: Any, field: str = "card") -> CardDefinition:
        if not isinstance(name, str) or not name.strip():
            raise ScenarioError(f"expected a card name, got {name!r}", field=field)
        try:
            return self.cards[name]
        except UnknownCardError as exc:
            raise ScenarioError(str(exc), field=field) from None

    def _face_named(self, cd: CardDefinition, name: str, *, casting: bool, zone: str = "battlefield") -> str | None:
        """The face the name a board used names: ``"back"`` for a double-faced card's back face the card data
        holds (712.8: each face has its own characteristics), ``None`` for the card itself or its front face.
        A face the card data does not hold is an error, never the other face in its place."""
        faces = [f.name for f in cd.faces]
        halves = cd.name.split(" // ")
        key = normalize_name(name)
        if len(halves) < 2 or key not in [normalize_name(h) for h in halves[1:]] or key == normalize_name(halves[0]):
            return None     # the card, its front face, or a name the database matched some other way
        layout = cd.facts.get("layout")
        if len(faces) > 1 and key == normalize_name(faces[-1]):
            if casting and layout == "transform":
                raise ScenarioError(f"{faces[-1]} is the back face of {cd.name}: a double-faced spell is cast front "
                                    "face up (712.11)", field="card",
                                    hint=f"cast {faces[0]!r}, or enter {faces[-1]!r} if it is on the battlefield transformed")
            return "back"
        if layout == "adventure" and not (casting or zone == "stack"):
            return None         # 715.4: outside the stack an adventurer card has only its normal characteristics
        front = faces[0] if faces else cd.name.split(" // ")[0]
        raise ScenarioError(f"{name!r} is a face of {cd.name!r} ({layout}); layerkit's card data holds only its "
                            f"{'front face' if 'dfc' in str(layout) or layout in ('meld', 'flip') else 'first half'}, "
                            f"{front!r} (the pool file has no text for the other), so it cannot "
                            f"{'be cast as' if casting else 'put'} {name!r}" + ("" if casting else " there"),
                            field="card", hint=f"use {front!r}, or define the face yourself (Board.define)")

    def _player(self, who: Any, field: str, default: str | None = None) -> str:
        if who is None:
            return default or self._state.players[0]
        if who not in self._state.players:
            raise ScenarioError(f"{who!r} is not a player", field=field, hint=f"players: {', '.join(self._state.players)}")
        return who

    def _object(self, oid: Any, field: str) -> GameObject:
        if not isinstance(oid, str):
            raise ScenarioError(f"expected an object id, got {oid!r}", field=field)
        if oid in self._gone:
            raise ScenarioError(f"{oid!r} named a merged permanent that has left the battlefield; the cards "
                                f"that left are new objects (400.7, 730.3)", field=field,
                                hint=f"refer to {self._gone[oid]!r}, the card that moved")
        real = self.aliases.get(oid, oid)
        if real not in self._state.objects:
            raise ScenarioError(f"no object with id {oid!r}", field=field,
                                hint=f"known ids: {', '.join(sorted(self._state.objects)) or 'none yet'}")
        return self._state.objects[real]

    def _choices(self, choices: Any, field: str = "choices") -> dict[str, Any]:
        if choices is None:
            return {}
        out = V.choices(choices, field)
        if "object" in out:
            out["object"] = self._object(out["object"], f"{field}.object").id
        if "player" in out:
            self._player(out["player"], f"{field}.player")
        return out

    def _require_choices(self, name: str, texts: Iterable[str], definitions: Iterable[Any], ch: Mapping[str, Any],
                         field: str = "choices", resolving: bool = False, controller: str | None = None) -> None:
        """A card that says "choose a color" (and uses the chosen color) needs the choice made."""
        definitions = list(definitions)
        texts = list(texts)
        if any(_chosen_words(d) for d in definitions) and not ch.get("words"):
            raise ScenarioError(f"{name} changes words of text: it needs {field}.words (612.1)", field=f"{field}.words",
                                hint="e.g. choices: {words: {from: white, to: black}}")
        for text, d in zip(texts, definitions):
            kinds = L.text_change_kinds(text) if _chosen_words(d) else frozenset()
            kind = V.word_kind(ch["words"]["from"]) if kinds and ch.get("words") else None
            if kinds and kind not in kinds:
                # 612.2: "one color word with another" replaces color words only, and so on
                raise ScenarioError(f"{name} replaces {' or '.join(sorted(kinds))}s, not {kind or 'that word'}s: "
                                    f"{ch['words']['from']!r} (612.2)", field=f"{field}.words",
                                    hint="e.g. choices: {words: {from: white, to: black}}" if "color word" in kinds
                                    else "e.g. choices: {words: {from: Forest, to: Island}}")
        for key, sentence, word in L.required_choices(texts, definitions, resolving):
            if ch.get(key) is None:
                example = {"color": "G", "creature_type": "Elf", "card_type": "Creature", "land_type": "Forest",
                           "player": self._state.players[-1], "object": "an id", "ability": "Flying",
                           "card_name": "Grizzly Bears"}[key]
                raise ScenarioError(f"{name}: '{sentence}' needs {field}.{key}", field=f"{field}.{key}",
                                    hint=f"e.g. choices: {{{key}: {example}}}")
            if key == "player" and word == "opponent" and controller is not None and ch["player"] == controller:
                raise ScenarioError(f"{name}: '{sentence}': {ch['player']!r} is the spell's or ability's controller, "
                                    "not an opponent (115.1, 102.3)", field=f"{field}.player",
                                    hint=f"an opponent of {controller}")
            if key == "ability":
                for d in definitions:
                    for g in walk(d):
                        if isinstance(g, Granted) and g.one_of and chosen_of(g.one_of, ch["ability"]) is None:
                            raise ScenarioError(f"{name}: '{sentence}': {ch['ability']!r} is not one of the choices "
                                                "(608.2d)", field=f"{field}.ability",
                                                hint="one of " + ", ".join(g.one_of))
            if word == "basic land type" and ch["land_type"] not in BASIC_LAND_TYPES:
                raise ScenarioError(f"{name}: '{sentence}': {ch['land_type']!r} is not a basic land type (305.6)",
                                    field=f"{field}.land_type", hint="Plains, Island, Swamp, Mountain or Forest")
            if word == "land type" and "Land" not in (kind_of_subtype(str(ch["land_type"])),
                                                      kind_of_subtype(str(ch["land_type"]).capitalize())):
                raise ScenarioError(f"{name}: '{sentence}': {ch['land_type']!r} is not a land type (205.3i)",
                                    field=f"{field}.land_type", hint="e.g. Island, Desert, Gate")
            if key == "object" and word in ("creature", "permanent"):
                o = self._state.objects[ch["object"]]
                c = self.resolve_now()[o.id].characteristics
                if o.zone != "battlefield" or (word == "creature" and not c.is_creature):
                    raise ScenarioError(f"{name}: '{sentence}': {ch['object']!r} is not a {word} on the battlefield "
                                        f"(it is {c.type_line or 'typeless'} in the {o.zone})", field=f"{field}.object")

    def _require_entering_option(self, name: str, abilities: Iterable[Any], ch: Mapping[str, Any]) -> None:
        """"As this enchantment enters, choose Abzan or Mardu.": a permanent whose abilities depend on the
        option chosen as it enters (a ``mode_chosen`` condition) needs ``choices.modes``, one option of
        those its text lists; never assumed."""
        for a in abilities:
            if not _has_entering_option((a,)):
                continue
            modal = read_modes(a.text)
            n = len(modal.texts) if modal is not None else 0
            chosen = ch.get("modes")        # a list once read (values.modes): "choose A or B" is one of them
            if not isinstance(chosen, list) or len(chosen) != 1 or not 1 <= chosen[0] <= n:
                raise ScenarioError(f"{name}: '{a.text.splitlines()[0]}' needs choices.modes, the option chosen "
                                    f"as it enters: one of 1 to {n}", field="choices.modes",
                                    hint="e.g. choices: {modes: 1}")

    def _targets(self, targets: Any) -> tuple[str, ...]:
        if targets is None:
            return ()
        if isinstance(targets, str):
            targets = [targets]
        if not isinstance(targets, (list, tuple)):
            raise ScenarioError("expected a list of object ids", field="targets")
        out = []
        for i, t in enumerate(targets):
            o = self._object(t, f"targets[{i}]")
            if o.zone not in ("battlefield", "stack", "graveyard", "exile"):
                raise ScenarioError(f"{t!r} is in the {o.zone}; a target must be a permanent, a spell, "
                                    "or a card in a graveyard or exile", field=f"targets[{i}]",
                                    hint=f"move it first (move: {{object: {t}, to: battlefield}}) or pick another target")
            out.append(o.id)
        return tuple(out)

    def _new_id(self, wanted: Any, name: str) -> str:
        if wanted is not None:
            if not isinstance(wanted, str) or not wanted:
                raise ScenarioError(f"expected a non-empty string id, got {wanted!r}", field="id",
                                    hint="ids are names such as cub or urborg; quote numbers: id: '5'")
            if self._taken(wanted):
                raise ScenarioError(f"id {wanted!r} is already used", field="id",
                                    hint="give each object its own id; a card that left and came back keeps its id")
            return wanted
        if not self._taken(name):
            return name
        n = self._next_n.get(name, 2)
        while self._taken(f"{name} ({n})"):     # each number is tried once per name: linear overall
            n += 1
        self._next_n[name] = n + 1
        return f"{name} ({n})"

    def _taken(self, oid: str) -> bool:
        return oid in self._state.objects or oid in self.aliases or oid in self._gone

    def _put(self, obj: GameObject) -> None:
        old = self._state.objects
        objects = dict(old)
        objects[obj.id] = obj
        self._state = replace(self._state, objects=objects)
        self._cache = None
        cached = getattr(self, "_replacers_cache", None)
        if cached is not None and cached[0] is old:      # kept up to date one object at a time
            others, puts = set(cached[1]) - {obj.id}, set(cached[2]) - {obj.id}
            kinds = _replacer_kinds(obj)
            if "others" in kinds:
                others.add(obj.id)
            if "puts" in kinds:
                puts.add(obj.id)
            self._replacers_cache: tuple[Mapping[str, GameObject], frozenset[str], frozenset[str]] = (
                objects, frozenset(others), frozenset(puts))

    def _replacers(self) -> tuple[frozenset[str], frozenset[str]]:
        """The permanents on the battlefield with a replacement effect on other permanents entering
        (614.1c) and on counters being put (614.1a), from their printed or copied abilities."""
        objects = self._state.objects
        cached = getattr(self, "_replacers_cache", None)
        if cached is None or cached[0] is not objects:
            kinds = {k: _replacer_kinds(o) for k, o in objects.items()}
            cached = (objects, frozenset(k for k, v in kinds.items() if "others" in v),
                      frozenset(k for k, v in kinds.items() if "puts" in v))
            self._replacers_cache = cached
        return cached[1], cached[2]

    def _add_effect(self, eff: ResolvedEffect) -> None:
        self._state = replace(self._state, effects=self._state.effects + (eff,))
        self._cache = None

    def _counters(self, counters: Any, field: str = "counters") -> dict[str, int]:
        if counters is None:
            return {}
        return V.counter_map(counters, field)

    def resolve_now(self, dependencies: bool = True) -> Resolution:
        """Resolve the board as it stands (used between steps, and by :meth:`resolve`)."""
        if self._cache is not None and self._cache[0] is self._state and dependencies:
            return self._cache[1]
        run = None
        if dependencies and self.reuse and self._last is not None:
            # one resolved effect added since: work out again only its objects, when that can be
            # shown to give what a resolution from scratch gives (engine/incremental.py)
            run = resolve_after(self._last[0], self._last[1], self._state)
        if run is None:
            run = resolve_state(self._state, dependencies=dependencies)
        res = Resolution(self._state, run, self.aliases)
        if dependencies:
            self._cache = (self._state, res)
            self._last = (self._state, run)
        return res

    def resolve(self, *, dependencies: bool = True, title: str = "") -> Resolution:
        """Resolve the layer system for the board as it is now.

        ``dependencies=False`` orders every layer by timestamp alone — an option for measuring
        and teaching what 613.8 changes, not a rules-correct mode.
        """
        res = self.resolve_now(dependencies)
        if title:
            res = Resolution(res.game, res.run, self.aliases, title)
        return res

    # ------------------------------------------------------------------ steps
    # Each step method is registered in layerkit.game.step_kinds (``@records``), which logs the call.
    @records("enter")
    def enter(self, card: str, id: str | None = None, controller: str | None = None, owner: str | None = None,
              zone: str = "battlefield", counters: Mapping[str, int] | None = None,
              choices: Mapping[str, Any] | None = None, copy: str | None = None, attached_to: str | None = None,
              face_down: str | Mapping[str, Any] | None = None, alt_cost: str | None = None, token: bool = False,
              face: str | None = None, tapped: bool = False, commander: bool = False,
              class_level: int | None = None, paired_with: str | None = None, cast: bool = True,
              monstrous: bool = False, renowned: bool = False, entered_this_turn: bool = True,
              art_stickers: int = 0, attached_to_player: str | None = None, solved: bool = False) -> str:
        """An object enters a zone (613.7d: it gets a timestamp). Returns its id. ``attached_to_player``: the
        player an Aura with "enchant player" / "enchant opponent" enters attached to (303.4, 702.5d). ``commander``: it is
        its owner's commander (903.3), a designation it keeps in every zone. ``class_level``: a Class
        already at that level (716.2b; the board's snapshot of a game in progress). ``paired_with``: the
        creature a soulbond ability pairs it with as it enters (702.95a). ``cast``: ``False`` for a spell
        put on the stack without being cast (a copy of a spell, 707.10); "spells you cast" are the others.
        ``monstrous`` / ``renowned``: a permanent that already became monstrous (701.37b) / renowned
        (702.112b), designations it keeps until it leaves the battlefield (the board's snapshot of a game in
        progress). ``entered_this_turn``: ``False`` for a permanent that was on the battlefield before this
        turn began (the snapshot); an ``enter`` is otherwise an event of this turn, as each step is."""
        cd = self._card(card)
        conspiracy = "Conspiracy" in cd.printed.types
        if conspiracy and zone != "command":
            # 315.3: conspiracy cards remain in the command zone; they're not permanents and can't be cast
            raise ScenarioError(f"{cd.name} is a conspiracy: it is only ever in the command zone (315.3)", field="zone",
                                hint="enter it with zone: command")
        if zone == "command" and not conspiracy:
            raise ScenarioError(f"{cd.name} can't enter the command zone: of cards, the board puts only conspiracies "
                                "there (315.2; an emblem is created by its spell or ability, 114.2)", field="zone")
        if conspiracy and face_down is not None:
            # 315.5, 315.5b: a face-down conspiracy has no characteristics, and its static abilities affect the game
            # only while it is face up
            raise ScenarioError(f"{cd.name}: a face-down conspiracy has no characteristics and no abilities (315.5b); "
                                "enter it as it is turned face up (702.106c)", field="face_down")
        if zone not in ZONES and zone != "command":
            raise ScenarioError(f"unknown zone {zone!r}", field="zone", hint=f"one of {', '.join(ZONES)}, command")
        named = self._face_named(cd, card, casting=False, zone=zone)
        if face is None and named is not None:
            face = named        # the board named the back face: it is the face up (712.8)
        self._forget_facts(*(_COUNTER_PUT_FACTS if zone == "battlefield" else ()))   # 122.6: it may enter with counters
        self._forget_facts(*_EXILED_WITH_FACTS)     # 607.2a: a card may be put into exile
        self._forget_facts(*(_ENTERED_FACTS if zone == "battlefield" else
                             ("times_descended_this_turn",) if zone == "graveyard" else
                             ("cards_in_library",) if zone == "library" else ()))   # 401.1: a card put into a library
        if zone == "library":
            self._forget_library_top()      # 401.1: where it went in the library is not known
        oid = self._new_id(id, cd.name)
        controller = self._player(controller, "controller")
        owner = self._player(owner, "owner", controller)
        counts = self._counters(counters)
        ch = self._choices(choices)
        if ch.get("modes") is not None and copy is None and not _has_entering_option(cd.abilities):
            # ("As this enchantment enters, choose Abzan or Mardu.": the option chosen as it enters is its own)
            raise ScenarioError(f"{cd.name} enters: modes are chosen as a modal spell is cast or a modal ability is "
                                "activated or put on the stack (700.2a, 700.2b), not as a permanent enters",
                                field="choices.modes", hint="resolve its modal ability with an ability step: "
                                "ability: {source: ..., which: N, choices: {modes: 1}}")
        listed = None
        if isinstance(face_down, Mapping):
            listed, face_down = _listed_characteristics(face_down), "listed"
        elif face_down is not None and face_down not in FACE_DOWN_KINDS:
            raise ScenarioError(f"unknown face-down kind {face_down!r}", field="face_down",
                                hint=", ".join(FACE_DOWN_KINDS) + ", or the characteristics the effect lists, "
                                     "e.g. {types: [Land], subtypes: [Forest]} (Yedora, Grave Gardener)")
        if face not in (None, "front", "back"):
            raise ScenarioError("expected front or back", field="face")
        if face == "back" and len(cd.faces) < 2:
            raise ScenarioError(f"{cd.name} has no back face" + (" in layerkit's card data (only its front face is known)"
                                                                  if cd.faces else ""), field="face")
        if not isinstance(token, bool):
            raise ScenarioError("expected true or false", field="token")
        if not isinstance(tapped, bool):
            raise ScenarioError("expected true or false", field="tapped")
        if not isinstance(commander, bool):
            raise ScenarioError("expected true or false", field="commander")
        if not isinstance(cast, bool):
            raise ScenarioError("expected true or false", field="cast")
        if not cast and zone != "stack":
            raise ScenarioError(f"{cd.name} enters the {zone}: only a spell on the stack is cast or not (601.2, "
                                "707.10)", field="cast")
        if class_level is not None and (not isinstance(class_level, int) or isinstance(class_level, bool)
                                        or not 1 <= class_level <= 100):
            raise ScenarioError("expected a level, a whole number of 1 or more (716.2b)", field="class_level")
        if class_level is not None and zone != "battlefield":
            raise ScenarioError(f"{cd.name} enters the {zone}: only a permanent has a level (716.2b)", field="class_level")
        if not isinstance(entered_this_turn, bool):
            raise ScenarioError("expected true or false", field="entered_this_turn")
        for flag, value, rule in (("monstrous", monstrous, "701.37b"), ("renowned", renowned, "702.112b")):
            if not isinstance(value, bool):
                raise ScenarioError("expected true or false", field=flag)
            if value and zone != "battlefield":
                raise ScenarioError(f"{cd.name} enters the {zone}: only a permanent can be {flag} ({rule})", field=flag)
        if not isinstance(art_stickers, int) or isinstance(art_stickers, bool) or art_stickers < 0:
            raise ScenarioError("expected a number of art stickers, 0 or more (123.9)", field="art_stickers")
        if art_stickers and zone in ("hand", "library"):
            raise ScenarioError(f"{cd.name} enters the {zone}: an object in a hidden zone has no stickers (123.5)",
                                field="art_stickers")
        if commander and token:
            raise ScenarioError("a token can't be a commander: a commander is a card (903.3)", field="commander")
        if alt_cost is not None and not isinstance(alt_cost, str):
            raise ScenarioError("expected the name of an alternative cost, e.g. dash", field="alt_cost")
        if alt_cost is not None:
            self._check_alt_cost(cd, alt_cost)
        ch = self._times_kicked(cd, ch, alt_cost)
        copy_values = copy_except = None
        if copy is not None:
            if zone != "battlefield":
                raise ScenarioError(f"only an object entering the battlefield can enter as a copy; {cd.name} enters "
                                    f"the {zone} (614.1c, 707.2)", field="copy")
            src = self._object(copy, "copy")
            self._check_copy_source(cd, face, src, controller, oid, "copy")
            copy_values = self.resolve_now().copiable_values(src.id)   # 707.2: values as it enters
            spec = self._enters_as_copy(cd, face)
            copy_except = spec.exceptions
            if spec.keep_own_abilities:
                copy_values = self._with_own_abilities(copy_values, cd, id, controller, owner, zone, face)
        own = GameObject(id=oid, card=cd, face=face or "front", controller=controller).printed()
        if any(a.text and L.PREGAME_CHOICE.search(a.text) for a in own.abilities):
            # ifsother15: 607.2p, 903.3: the color chosen before the game for a commander, in whatever zone it
            # enters; a card that isn't a commander has none (its linked "~ is the chosen color" does nothing)
            if commander and not ch.get("color"):
                raise ScenarioError(f"{cd.name} is a commander: the color chosen for it before the game begins "
                                    "needs choices.color (607.2p)", field="choices.color",
                                    hint="e.g. choices: {color: G}")
            if not commander and ch.get("color"):
                raise ScenarioError(f"{cd.name} is not a commander: no color is chosen for it (607.2p, 903.3)",
                                    field="choices.color", hint="enter it with commander: true, or without a color")
        entering = copy_values if copy_values is not None else own
        if ch.get("modes") is not None and copy is not None and not _has_entering_option(entering.abilities):
            raise ScenarioError(f"{cd.name} enters as a copy of an object with no option chosen as it enters: "
                                "choices.modes is for a modal spell or ability (700.2a)", field="choices.modes")
        if zone in ("battlefield", "command") and face_down is None:
            # an activated, loyalty or triggered ability's choices are made as it resolves (its step); a
            # conspiracy's are made as it is put into the command zone (702.106a)
            standing = [a for a in entering.abilities if a.kind not in ("activated", "loyalty", "triggered")]
            self._require_choices(cd.name, [a.text for a in standing], [a.definition for a in standing], ch)
            self._require_entering_option(cd.name, entering.abilities, ch)
            for a in standing:
                opts = a.definition.enters_with_counter_of if a.definition is not None else ()
                cond = a.definition.condition if a.definition is not None else None
                if isinstance(cond, AltCost) and cond.name != alt_cost:
                    opts = ()       # 702.138c: "escapes with your choice of ...": only when it escaped
                if opts and chosen_of(opts, ch.get("counter")) is None:
                    # 614.12: the kind of counter is chosen as it enters
                    raise ScenarioError(f"{cd.name}: '{a.text.rstrip('.')}' needs choices.counter, one of "
                                        f"{', '.join(opts)}" + (f"; {ch['counter']!r} is not one of them"
                                                                 if ch.get("counter") is not None else ""),
                                        field="choices.counter", hint=f"e.g. choices: {{counter: {opts[0]}}}")
        host = attach_error = None
        saved = self._state
        if attached_to is not None:
            hobj = self._object(attached_to, "attached_to")
            host = hobj.id
            if host == oid:
                raise ScenarioError("an object can't be attached to itself (301.5c, 303.4d)", field="attached_to")
            if zone != "battlefield":
                raise ScenarioError(f"{cd.name} enters the {zone}; only a permanent on the battlefield is attached "
                                    "to something (301.5, 303.4)", field="attached_to",
                                    hint="leave attached_to out, or enter it on the battlefield")
            if face_down is not None:
                raise ScenarioError(f"{cd.name} enters face down: a face-down permanent is a creature with no "
                                    "subtypes, not an Aura or Equipment (708.2, 303.4h)", field="attached_to")
            if alt_cost == "bestow":
                entering = _bestowed(entering)          # 702.103b: an Aura with enchant creature
            attach_error = self._attachable(cd.name, entering, hobj, "attached_to")
        if attached_to_player is not None:
            self._check_enchants_player(cd.name, entering, attached_to_player, controller, zone,
                                        attached_to is not None or face_down is not None)
        ts = self._tick()
        obj = GameObject(id=oid, card=cd, zone=zone, owner=owner, controller=controller, timestamp=ts,
                         attached_to=host, face_down=face_down, face_down_values=listed, token=token, choices=ch,
                         alt_cost=alt_cost,
                         face=face or "front", copy_source=copy, tapped=tapped, commander=commander,
                         class_level=class_level, uncast=not cast,
                         designations=frozenset(n for n, v in (("monstrous", monstrous), ("renowned", renowned),
                                                               ("solved", solved)) if v),
                         art_stickers=art_stickers,
                         # it enters now, in this turn, unless the board's snapshot says it was there before
                         entered_turn=(None if zone != "battlefield" else
                                       self._state.turn_number if entered_this_turn else 0))
        if copy_values is not None:
            from ..engine.loop import Engine
            eng = Engine(self._state)
            from ..engine.loop import Effect
            eff = Effect(key=f"{oid}/copy", label="copy", source=oid, controller=controller, timestamp=ts,
                         definition=EMPTY, origin="copy")
            values = eng.applier.copy_onto(copy_values, copy_values, copy_except, eff) if copy_except else copy_values
            obj = replace(obj, copy_of=values)
        for kind, n in counts.items():
            obj = obj.with_counters(kind, n, ts)
        if attached_to_player is not None:
            obj = replace(obj, attached_player=(attached_to_player, obj.incarnation))
        self._put(obj)
        if attach_error is not None:
            self._recheck_attachment(oid, host, attach_error, saved)
        if alt_cost is not None:
            self._delayed_triggers(obj, alt_cost)
        if zone == "stack" and cast:
            self._next_spell_cast(oid)
        if zone == "battlefield":
            self._enter_counters(oid, spec if copy_values is not None else None)
        if paired_with is not None:
            self._pair(oid, paired_with)
        return oid

    def _next_spell_cast(self, oid: str) -> None:
        """601.2, 611.2c: a spell was cast: the effects "the next <kind> spell you cast this turn has ..."
        (``next_this_turn``) that have no spell yet and whose kind and caster it matches get it as their object,
        when the spell's step names their source (``choices.next_spell_of``: the source's id, a spell's card
        name); named ``[]`` or without it, it is not their spell. Untold (no ``next_spell_of``), whether it is
        is not known: no effect gets it, and the resolution lists each such effect, never assumed."""
        from ..engine.loop import Effect, Engine

        waiting = [e for e in self._state.effects if not e.affected and isinstance(e.definition.affects, Filter)
                   and (e.definition.affects.next_this_turn or e.definition.affects.mana_spent_on)]
        if not waiting:
            return
        o = self._state.objects[oid]
        stated = o.choices.get("next_spell_of")
        # 106.4, 601.2h: the sources of the mana spent on the spell, one entry for each mana (``mana_spent_on``:
        # a mana ability's "If that mana is spent on a creature spell, ..."): each entry fixes the oldest effect of
        # that source still waiting, so two activations' mana spent on two spells gives each spell one
        spent_from = o.choices.get("mana_from")
        left = list(spent_from) if spent_from is not None else None
        eng = Engine(self._state)
        chars = dict(self.resolve_now().run.final)
        changed: dict[str, ResolvedEffect] = {}
        for e in waiting:
            sel = e.definition.affects
            assert isinstance(sel, Filter)
            probe = Effect(key="probe", label=e.label, source=e.source, controller=e.controller,
                           timestamp=e.timestamp, definition=e.definition, origin="resolved", choices=e.choices,
                           targets=e.targets)
            if oid not in eng.view.select(probe, replace(sel, next_this_turn=None, mana_spent_on=None), chars):
                continue            # not of its kind, or not cast by its controller (601.2, 707.10)
            name, _, text = e.label.partition(": ")
            if sel.mana_spent_on:
                if left is None:
                    reason = (f"whether the mana of {e.source or name} was spent on {oid} is not stated: "
                              f"choices.mana_from ([{e.source or name}] or [])")
                    entry = (e.source or name, name, text, reason)
                    if entry not in self._state.unsupported:
                        self._state = replace(self._state, unsupported=self._state.unsupported + (entry,))
                elif (e.source or name) in left:
                    left.remove(e.source or name)
                    changed[e.key] = replace(e, affected=((oid, o.incarnation),))
                continue
            if stated is None:
                reason = (f"whether {oid} is the next such spell is not stated: choices.next_spell_of "
                          f"([{e.source or name}] or [])")
                entry = (e.source or name, name, text, reason)
                if entry not in self._state.unsupported:
                    self._state = replace(self._state, unsupported=self._state.unsupported + (entry,))
            elif (e.source or name) in stated:
                changed[e.key] = replace(e, affected=((oid, o.incarnation),))
        if changed:
            self._state = replace(self._state, effects=tuple(changed.get(e.key, e) for e in self._state.effects))
            self._cache = None

    def _pair(self, oid: str, other: str) -> None:
        """702.95a: the soulbond trigger of the creature that entered, or of the creature it pairs with,
        resolves: both are creatures on the battlefield under the same player's control, both unpaired
        (702.95c-d), and one of them has soulbond."""
        view = self.resolve_now()
        partner = self._object(other, "paired_with")
        o = self._state.objects[oid]
        if partner.id == oid:
            raise ScenarioError("a creature can't be paired with itself (702.95a)", field="paired_with")
        for x in (o, partner):
            if x.zone != "battlefield" or "Creature" not in view[x.id].characteristics.types:
                raise ScenarioError(f"{x.id!r} is not a creature on the battlefield; soulbond pairs two creatures "
                                    "(702.95a, 702.95c)", field="paired_with")
            if x.paired_with is not None and _partner_now(self._state, x.id) is not None:
                raise ScenarioError(f"{x.id!r} is already paired; a creature can be paired with only one other "
                                    "(702.95d)", field="paired_with")
        if view[o.id].characteristics.controller != view[partner.id].characteristics.controller:
            raise ScenarioError("soulbond pairs two creatures you control (702.95a)", field="paired_with")
        if not (view[o.id].has("Soulbond") or view[partner.id].has("Soulbond")):
            raise ScenarioError(f"neither {o.id!r} nor {partner.id!r} has soulbond (702.95a)", field="paired_with")
        self._ever_paired = True
        self._put(replace(o, paired_with=(partner.id, partner.incarnation)))
        self._put(replace(self._state.objects[partner.id], paired_with=(o.id, o.incarnation)))

    def _after_step(self) -> None:
        """What the game does right after any step (step_kinds.records): effects "for as long as you control
        ~" end once control of the source is lost (611.2b), then broken soulbond pairs come apart (702.95e)."""
        self._end_lost_control()
        self._end_counters_gone()
        self._end_unenchanted()
        self._unpair_broken()

    def _end_counters_gone(self) -> None:
        """611.2b: an effect "for as long as it has a flood counter on it" (``while_counter:flood``) ends for
        each of its objects once that object has no such counter, or left its zone (400.7: a new object);
        checked after each step, the only moments counters change, and never coming back."""
        changed = False
        kept: list[ResolvedEffect] = []
        for e in self._state.effects:
            if not e.duration.startswith("while_counter:"):
                kept.append(e)
                continue
            kind = e.duration.split(":", 1)[1]
            objs = self._state.objects
            still = tuple((oid, inc) for oid, inc in e.affected
                          if oid in objs and objs[oid].incarnation == inc and objs[oid].counter(kind) > 0)
            if still != e.affected:
                changed = True
                if not still:
                    continue
                e = replace(e, affected=still)
            kept.append(e)
        if changed:
            self._state = replace(self._state, effects=tuple(kept))
            self._cache = None

    def _end_unenchanted(self) -> None:
        """611.2b, 303.4: an effect "for as long as that creature is enchanted" (``while_enchanted``) ends for each
        of its objects once no Aura is attached to it, or it left the battlefield (400.7: a new object); checked
        after each step (the moments attachments change), never coming back."""
        if not any(e.duration == "while_enchanted" for e in self._state.effects):
            return          # no such effect: a step stays O(1) here
        view = self.resolve_now()
        objs = self._state.objects

        def enchanted(oid: str) -> bool:
            return any(o.attached_to == oid and o.zone == "battlefield"
                       and "Aura" in view[o.id].characteristics.subtypes for o in objs.values())

        changed = False
        kept: list[ResolvedEffect] = []
        for e in self._state.effects:
            if e.duration != "while_enchanted":
                kept.append(e)
                continue
            still = tuple((oid, inc) for oid, inc in e.affected
                          if oid in objs and objs[oid].incarnation == inc and objs[oid].zone == "battlefield"
                          and enchanted(oid))
            if still != e.affected:
                changed = True
                if not still:
                    continue
                e = replace(e, affected=still)
            kept.append(e)
        if changed:
            self._state = replace(self._state, effects=tuple(kept))
            self._cache = None

    def _unpair_broken(self) -> None:
        """702.95e: a paired creature becomes unpaired when another player gains control of it or of the
        creature it's paired with, or either stops being a creature or leaves the battlefield; once
        unpaired it stays so."""
        if not getattr(self, "_ever_paired", False):
            return          # no pair was ever made on this board: nothing to check (a step stays O(1) here)
        paired = [o for o in self._state.objects.values() if o.paired_with is not None]
        if not paired:
            return
        view = self.resolve_now()
        for o in paired:
            partner = _partner_now(self._state, o.id)
            keep = partner is not None and all(
                "Creature" in view[x].characteristics.types for x in (o.id, partner)) \
                and view[o.id].characteristics.controller == view[partner].characteristics.controller
            if not keep:
                self._put(replace(self._state.objects[o.id], paired_with=None))

    def _delayed_triggers(self, obj: GameObject, alt_cost: str) -> None:
        """A delayed triggered ability the alternative cost creates (dash: "return it to its
        owner's hand at the beginning of the next end step", 702.109a). It belongs to no object, so
        losing abilities doesn't touch it; it is shown with the object's qualities, outside the layers."""
        for ab in obj.card.abilities:
            d = ab.definition
            if d is not None and d.delayed and d.condition == AltCost(alt_cost):
                self._state = replace(self._state, qualities=self._state.qualities
                                      + ((obj.id, obj.incarnation, d.delayed, f"{obj.card.name}: {ab.text}"),))

    def _copy_enters_with(self, oid: str, spec: EntersAsCopy) -> None:
        """614.1c: "You may have this creature enter as a copy of any creature on the battlefield, except it enters
        with X additional +1/+1 counters on it" — counters of the replacement effect that made it a copy, put as it
        enters ("additional": besides those it enters with as the copy, 614.12); X is the entering's
        ``choices.number`` (0 when not given, 107.3m). "if it's a creature": the card type it has as it would exist
        on the battlefield (614.12)."""
        if not spec.counters:
            return
        o = self._state.objects[oid]
        types = self.resolve_now()[oid].types if any(t for _, _, t in spec.counters) else frozenset()
        for kind, n, if_type in spec.counters:
            if if_type is not None and if_type not in types:
                continue
            count = int((o.choices or {}).get("number") or 0) if isinstance(n, X) else int(n)
            if count > 0:
                o = o.with_counters(kind, count, o.timestamp)
        self._put(o)

    def _enters_as_copy(self, cd: CardDefinition, face: str | None) -> EntersAsCopy:
        card = cd.faces[-1] if face == "back" and cd.faces else cd
        for ab in card.abilities:
            if ab.definition is not None and ab.definition.enters_as_copy is not None:
                return ab.definition.enters_as_copy
        return EntersAsCopy()

    def _check_enchants_player(self, name: str, c: Characteristics, player: str, controller: str, zone: str,
                               other: bool) -> None:
        """303.4, 702.5d: only an Aura whose enchant abilities name players ("Enchant player", "Enchant
        opponent": an opponent of its controller) is attached to a player, on the battlefield."""
        field = "attached_to_player"
        if player not in self._state.players:
            raise ScenarioError(f"{player!r} is not a player of this game", field=field,
                                hint=f"one of {', '.join(self._state.players)}")
        if other:
            raise ScenarioError(f"{name} is attached to a player; it can't also be attached to an object or be "
                                "face down (303.4, 708.2)", field=field)
        if zone != "battlefield":
            raise ScenarioError(f"{name} enters the {zone}; only a permanent on the battlefield is attached to a "
                                "player (303.4)", field=field)
        phrases = [t.lower() for t in L.enchant_phrases(c)]
        if L.attachment_kind(c) != "Aura" or c.is_creature or not phrases \
                or any(t not in ("player", "opponent") for t in phrases):
            raise ScenarioError(f"{name} can't be attached to a player: only an Aura with \"Enchant player\" or "
                                "\"Enchant opponent\" can be (702.5d, 303.4)", field=field)
        if "opponent" in phrases and player == controller:
            raise ScenarioError(f"{name} has \"Enchant opponent\": it can't enchant its own controller (702.5d)",
                                field=field)

    def _attachable(self, name: str, c: Characteristics, host: GameObject, field: str,
                    object_field: str | None = None) -> ScenarioError | None:
        """301.5 / 303.4 / 702.5: may ``c`` be attached to ``host``? Raises, except for an Aura whose
        host fails its enchant ability now: that error is returned, to be raised only if the host
        still fails it once the Aura is attached (303.4c: an Aura that makes its host legal, such as
        Swift Reconfiguration making a land a Vehicle, stays attached)."""
        try:
            L.check_attachment(name, c, host.id, host.zone, self.resolve_now()[host.id].characteristics, field,
                               object_field)
        except ScenarioError as exc:
            if L.attachment_kind(c) != "Aura" or host.zone != "battlefield" or c.is_creature:
                raise
            return exc
        return None

    def _recheck_attachment(self, oid: str, host: Any, error: ScenarioError, saved: GameState) -> None:
        res = self.resolve_now()
        try:
            L.check_attachment(oid, res[oid].characteristics, host, self._state.objects[host].zone,
                               res[host].characteristics, error.field or "to")
        except ScenarioError:
            self._state, self._cache = saved, None
            raise error from None

    def _copy_text(self, cd: CardDefinition, face: str | None) -> str | None:
        card = cd.faces[-1] if face == "back" and cd.faces else cd
        for ab in card.abilities:
            if ab.definition is not None and ab.definition.enters_as_copy is not None:
                return ab.text
        return None

    def _check_copy_source(self, cd: CardDefinition, face: str | None, src: GameObject, controller: str,
                           oid: str, field: str) -> None:
        """707.2 and the card's own words: only a card that says it may enter as a copy does, and only
        as a copy of what its words allow ("any creature on the battlefield")."""
        text = self._copy_text(cd, face)
        if src.id == oid:
            raise ScenarioError(f"{oid!r} can't enter as a copy of itself: as it enters it is not yet on the "
                                "battlefield (707.2, 614.1c)", field=field)
        if text is None:          # another effect makes it enter as a copy: of a permanent (706.2, 707.2)
            if src.zone != "battlefield":
                raise ScenarioError(f"{cd.name} has no ability of its own that lets it enter as a copy, and "
                                    f"{src.id!r} is in the {src.zone}: an effect that makes it enter as a copy copies "
                                    "a permanent on the battlefield (614.1c, 707.2)", field=field)
            return
        words = L.copy_phrase(text) or "permanent"
        why = L.mismatch(L.phrase(words), src.zone, self.resolve_now()[src.id].characteristics, controller)
        if why:
            raise ScenarioError(f"{cd.name} can't enter as a copy of {src.id!r}: its text allows \"{words.split(', except')[0]}\" "
                                f"and {why} (707.2)", field=field)

    def _check_alt_cost(self, cd: CardDefinition, alt_cost: str) -> None:
        keyword = V.ALT_COSTS[alt_cost].lower()
        cards = (cd,) + cd.faces
        # 702.33c: a multikicker cost is a kicker cost
        starts = (keyword, "multikicker") if alt_cost == "kicker" else (keyword,)
        if not any(a.text.lower().startswith(starts) for c in cards for a in c.abilities):
            raise ScenarioError(f"{cd.name} has no {alt_cost} ability; a spell is cast for an alternative cost only "
                                "when a rule or its text allows it (118.9, 601.2b)", field="alt_cost")

    def _times_kicked(self, cd: CardDefinition, ch: dict[str, Any], alt_cost: str | None) -> dict[str, Any]:
        """702.33d: ``choices.times_kicked``, the number of kicker costs paid, checked against how the
        spell was cast (``alt_cost: kicker`` when paid at least once) and its kicker abilities (more
        than once only with multikicker, 702.33c, or two kicker costs, 702.33b); 1 when it was kicked
        and no number is given."""
        paid = ch.get("kicked_with")
        if paid is not None:
            # 702.33d: "kicked with its {1}{U} kicker": each a kicker cost of the card, paid only when kicked
            texts = [a.text for c in (cd,) + cd.faces for a in c.abilities if a.text.lower().startswith("kicker")]
            printed = {m.upper() for t in texts for m in re.findall(r"(?:\{[^}]+\})+", t.split("(")[0])}
            for i, cost in enumerate(paid):
                if cost not in printed:
                    raise ScenarioError(f"{cd.name} has no kicker cost {cost} (702.33a)", field=f"choices.kicked_with[{i}]",
                                        hint=", ".join(sorted(printed)) or "it has no kicker ability")
            if paid and alt_cost != "kicker":
                raise ScenarioError(f"{cd.name} kicked with {', '.join(paid)} was cast with its kicker cost (702.33d)",
                                    field="choices.kicked_with", hint="add alt_cost: kicker")
            if not paid and alt_cost == "kicker":
                raise ScenarioError(f"{cd.name} was kicked: name the kicker costs paid (702.33d)",
                                    field="choices.kicked_with")
            if ch.get("times_kicked") is None and paid:
                ch = {**ch, "times_kicked": len(paid)}
        n = ch.get("times_kicked")
        if n is None:
            return {**ch, "times_kicked": 1} if alt_cost == "kicker" else ch
        if n >= 1 and alt_cost != "kicker":
            raise ScenarioError(f"{cd.name} kicked {n} times was cast with its kicker cost (702.33d)",
                                field="choices.times_kicked", hint="add alt_cost: kicker")
        if n == 0 and alt_cost == "kicker":
            raise ScenarioError(f"{cd.name} was kicked: its kicker cost was paid at least once (702.33d)",
                                field="choices.times_kicked", hint="leave alt_cost out, or give a number from 1")
        texts = [a.text.lower() for c in (cd,) + cd.faces for a in c.abilities]
        costs = sum(t.count(" and/or ") + 1 for t in texts if t.startswith("kicker"))
        if n > 1 and not any(t.startswith("multikicker") for t in texts) and n > costs:
            raise ScenarioError(f"{cd.name} can be kicked at most {costs} time(s): only multikicker is paid any "
                                "number of times (702.33c-d)", field="choices.times_kicked")
        return ch

    def _with_own_abilities(self, values, cd: CardDefinition, oid, controller, owner, zone, face):
        """Sakashima-style copies: "except it has [this object]'s other abilities" — the
        abilities it would have on the battlefield as itself (614.12). Under ``amended`` its
        intrinsic abilities are ignored (608.5a). Under ``cr`` an intrinsic one stays intrinsic, so
        the re-evaluation after the copy effect (layer 1a) keeps it only if the copy's values still
        qualify for it — the reading "On Intrinsic Abilities" prefers; never a second instance."""
        probe = Board(rules=self.rules, players=self._state.players, turn=self._state.turn, cards=self.cards)
        probe._state = replace(self._state, clock=self._state.clock)
        pid = probe.enter(cd.name, id="__probe__", controller=controller, owner=owner, zone=zone, face=face)
        own = [a for a in probe.resolve_now()[pid].abilities
               if not (a.definition is not None and a.definition.enters_as_copy is not None)
               and not (self.rules == "amended" and a.intrinsic)]
        # each kept ability is its own copiable ability (707.9b), with an identity of its own
        extra = tuple(a if a.intrinsic else
                      replace(a, origin=Origin.COPIED, granted_by=f"{cd.name}: other ability {i}", timestamp=())
                      for i, a in enumerate(own, 1))
        return replace(values, abilities=values.abilities + extra)

    def _enter_counters(self, oid: str, copy_spec: EntersAsCopy | None = None) -> None:
        """614.12 / 306.5b / 310.4b / 714.3a: counters a permanent enters with because of its
        intrinsic abilities, decided from the characteristics it has on the battlefield; ``copy_spec``: the
        replacement effect that made it enter as a copy, with the counters it adds (614.1c)."""
        from ..rules.intrinsic import entering_counters

        self._others_enter_as_copy(oid)
        self._enters_with_counters(oid)
        o = self._state.objects[oid]
        if self._may_enter_with_counters(o):
            res = self.resolve_now()
            for kind, n in entering_counters(res[oid], o).items():
                if n and not o.counter(kind):
                    o = o.with_counters(kind, n, o.timestamp)
            self._put(o)
        if copy_spec is not None:
            self._copy_enters_with(oid, copy_spec)
        # 614.1a, 614.12: "if one or more +1/+1 counters would be put on a creature you control, that many
        # plus one ... instead" applies to the counters it enters with, once for all of them
        o = self._state.objects[oid]
        if o.zone == "battlefield" and self._counter_replacers():
            for c in o.counters:
                n = self._replaced_count(oid, c.kind, c.count)
                if n != c.count:
                    o = o.with_counters(c.kind, n - c.count, o.timestamp)
            self._put(o)

    def _counter_replacers(self) -> list[str]:
        """The permanents on the battlefield with a replacement effect on counters being put (614.1a)."""
        return sorted(self._replacers()[1])

    def _replaced_count(self, oid: str, kind: str, n: int) -> int:
        """614.1a: how many counters of ``kind`` are put on ``oid`` when ``n`` would be, after the
        replacement effects of permanents on the battlefield ("that many plus one", "twice that many",
        "that many minus one"), each applied once (614.5). When effects of different kinds apply, the
        affected object's controller chooses their order (616.1); that choice is not recorded, so the
        board reports it unsupported (and applies them in printed-board order)."""
        if n <= 0 or not self._counter_replacers():
            return n
        from ..engine.effects import STATIC_KINDS
        from ..engine.loop import Effect, Engine

        target = self._state.objects.get(oid)
        if target is None or target.zone != "battlefield":
            return n
        chars = dict(self.resolve_now().run.final)
        view = Engine(self._state).view
        found: list[tuple[str, str, int, str, str]] = []
        for sid in self._counter_replacers():
            if sid not in chars:
                continue
            for ab in chars[sid].abilities:
                d = ab.definition
                if d is not None and ab.kind in STATIC_KINDS and ({kind, "any"} & set(d.cant_have_counters)):
                    # 122.6: "can't have counters put on it": none are put, on the battlefield or as it enters
                    probe = Effect(key="counters-put", label=f"{chars[sid].name}: {ab.text}", source=sid,
                                   controller=chars[sid].controller or self._state.objects[sid].controller,
                                   timestamp=self._state.objects[sid].timestamp, definition=d, origin="static",
                                   choices=self._state.objects[sid].choices)
                    if (d.condition is None or view.condition(probe, d.condition, chars)) \
                            and oid in view.select(probe, d.affects or Ref.SELF, chars):
                        return 0
                if d is None or d.counters_put_instead is None or ab.kind not in STATIC_KINDS or d.counters_put_instead[0] != kind:
                    continue
                probe = Effect(key="counters-put", label=f"{chars[sid].name}: {ab.text}", source=sid,
                               controller=chars[sid].controller or self._state.objects[sid].controller,
                               timestamp=self._state.objects[sid].timestamp, definition=d, origin="static",
                               choices=self._state.objects[sid].choices)
                if d.condition is not None and not view.condition(probe, d.condition, chars):
                    continue
                if oid in view.select(probe, d.affects, chars):
                    found.append((*d.counters_put_instead, ab.card or sid, ab.text))
        if len({how for _, how, _, _, _ in found}) > 1:
            why = "replacement effects on counters being put apply in an order its controller chooses (616.1)"
            self._state = replace(self._state, unsupported=self._state.unsupported
                                  + tuple((oid, card, text, why) for _, _, _, card, text in found))
        for _, how, m, _, _ in found:
            n = n + m if how == "plus" else n * m if how == "times" else max(0, n - m)
        return n

    def _enters_with_counters(self, oid: str) -> None:
        """614.1c / 614.12: "This creature enters with N +1/+1 counters on it" — a replacement
        effect of an ability the permanent has as it enters the battlefield (so a copy's copied
        ability counts, and a face-down permanent's printed one doesn't). X is the number chosen
        for it (``choices: {number: N}``), else 0 (107.3m)."""
        self._others_enter_with(oid)
        self._spell_enters_with(oid)
        o = self._state.objects[oid]
        sources = [a.definition for a in o.card.abilities]
        if o.copy_of is not None:
            sources += [a.definition for a in o.copy_of.abilities]
        # (400.7a, 614.12: an ability granted to the spell or the permanent — "it gains bloodthirst 3" — also applies
        # as it enters: the granting definitions of the board's effects and permanents count)
        sources += [g.definition for e in self._state.effects for g in granted_in(e.definition)]
        if GRANTS_ENTERING:
            sources += [g.definition for x in self._state.objects.values() if x.zone == "battlefield"
                        and (x.card.name in GRANTS_ENTERING
                             or (x.copy_of is not None and x.copy_of.name in GRANTS_ENTERING))
                        for a in (*x.card.abilities, *(x.copy_of.abilities if x.copy_of is not None else ()))
                        if a.definition is not None for g in granted_in(a.definition)]
        if not any(d is not None and (d.enters_with_counters or d.enters_with_counter_of or d.enters_with_abilities)
                   and d.affects in (None, Ref.SELF) for d in sources):
            return
        res = self.resolve_now()
        # 122.1: counters of a named kind with no layer meaning ("This creature enters with four shell
        # counters on it") that the enter step already states are the ones it has (the board's snapshot, as
        # for the loyalty a planeswalker enters with): the replacement doesn't add more of that kind
        stated = {c.kind for c in o.counters
                  if not V._PT_COUNTER.match(c.kind) and c.kind not in V.KEYWORD_COUNTER_KINDS}
        for n_ab, ab in enumerate(res[oid].abilities, 1):
            d = ab.definition
            if d is None or not (d.enters_with_counters or d.enters_with_counter_of or d.enters_with_abilities):
                continue
            if d.affects not in (None, Ref.SELF):
                continue        # 614.12: "each creature you control enters with ..." is not about itself
            if isinstance(d.condition, AltCost) and d.condition.name != o.alt_cost:
                continue        # "If this creature was kicked, it enters with ..." (702.33d); "escapes with" (702.138c)
            if d.facts and self._missing_facts(d, source=oid, controller=o.controller, ts=o.timestamp,
                                               choices=o.choices or {}, label=oid, card=ab.card or o.card.name,
                                               text=ab.text):
                continue        # a game fact it reads the board was not told: not applied, listed unsupported
            how = dict(o.choices or {})
            if o.alt_cost != "kicker" and "kicked_with" not in how:
                how["kicked_with"] = []     # 702.33d: not kicked, so kicked with none of its kicker costs
            if self._how_cast_untold(d, how, label=oid, card=ab.card or o.card.name, text=ab.text):
                continue        # "If at least three white mana was spent to cast this spell, it enters with ...": not stated
            if how_cast_read(d.condition):
                # 614.1c: "Adamant — If at least three white mana was spent to cast this spell, this creature
                # enters with a +1/+1 counter on it": the payment its enter (or cast) step states
                if not self._holds_now(d, source=oid, controller=o.controller, ts=o.timestamp, choices=how):
                    if not d.enters_otherwise_with_abilities:
                        continue
                    # 702.136a: "If you don't, it gains haste": the other branch of the replacement effect
                    d = replace(d, enters_with_counters=(), enters_with_abilities=d.enters_otherwise_with_abilities)
            elif d.condition is not None and d.facts and not isinstance(d.condition, AltCost):
                # 614.1c: "enters with ... if a creature died this turn": the fact as it enters
                if not self._holds_now(d, source=oid, controller=o.controller, ts=o.timestamp, choices=o.choices or {}):
                    continue
            elif isinstance(d.condition, CountIs):
                # 614.1c, 614.12: "This creature enters with a +1/+1 counter on it if you control a creature with
                # power 4 or greater": checked as it enters, on the board without it (it isn't on the
                # battlefield yet, so it never counts itself)
                if not self._holds_without(d.condition, o):
                    continue
            elif d.condition is not None and not isinstance(d.condition, AltCost):
                raise ScenarioError(f"{o.card.name}: counters it enters with under a condition layerkit "
                                    "can't check as it enters", field="card")
            if (o.choices or {}).get("player") is None and L.uses_chosen_player([d]):
                # "As this creature enters, choose an opponent. This creature enters with a -1/-1 counter on it for
                # each creature that player controls": the player is chosen as it enters (607.2a); an entering
                # with no choice stated (a return, a move) counts nobody's, so it is reported, never guessed
                why = "the player chosen as it enters was not given (choices.player, 607.2a)"
                self._state = replace(self._state, unsupported=self._state.unsupported + ((o.id, ab.card, ab.text, why),))
                continue
            chosen_kind = chosen_of(d.enters_with_counter_of, (o.choices or {}).get("counter"))
            if chosen_kind is not None:      # 614.12: one counter of the kind chosen as it entered
                o = o.with_counters(chosen_kind, 1, o.timestamp)
            elif d.enters_with_counter_of:
                # no choice was made for this entering (a token copy, a move): the counter it enters
                # with is unknown, so it is reported, never guessed
                why = "the kind of counter chosen as it enters was not given (choices.counter, 614.12)"
                self._state = replace(self._state, unsupported=self._state.unsupported
                                      + ((o.id, ab.card, ab.text, why),))
            for kind, n in d.enters_with_counters:
                if kind in stated:
                    continue
                count = int((o.choices or {}).get("number") or 0) if isinstance(n, X) else \
                    n if type(n) is int else self._entering_value(n, o, res)
                if count > 0:
                    o = o.with_counters(kind, count, o.timestamp)
            key = f"{oid}.{o.incarnation}/enters-with.{n_ab}"
            if d.enters_with_abilities and not any(e.key == key for e in self._state.effects):
                # 614.1c: "it enters with ... and with first strike": the replacement effect gives the
                # permanent the abilities as it enters — a continuous effect on it (layer 6, 613.1f) with
                # its timestamp as it entered (613.7d), not an ability of its own that could be lost by
                # losing that ability; a later "loses all abilities" still removes them (613.7)
                grant = Definition(operations=(Op("add_abilities", d.enters_with_abilities),), affects=Ref.SELF)
                self._add_effect(ResolvedEffect(key=key,
                                                label=f"{o.card.name}: {ab.text}", source=oid,
                                                controller=o.controller, timestamp=o.timestamp, definition=grant,
                                                affected=((oid, o.incarnation),), source_incarnation=o.incarnation))
        self._put(o)

    def _spell_enters_with(self, oid: str) -> None:
        """603.7, 614.1c: the counters a permanent enters with because of a resolved effect waiting for the spell
        it was ("When you next cast a creature spell this turn, that creature enters with an additional +1/+1
        counter on it"): the effect's one object is that spell, fixed as it was cast (``next_this_turn``), and a
        spell that resolves into a permanent is the same object (400.7a-b, 608.3; the board keeps its
        incarnation)."""
        o = self._state.objects[oid]
        found = [e for e in self._state.effects
                 if (e.definition.enters_with_counters or e.definition.enters_with_counter_of)
                 and (oid, o.incarnation) in e.affected
                 and (_next_spell_enters_with(e.definition) or e.definition.affects is Ref.TARGETS)]
        if not found:
            return
        res = self.resolve_now()
        for e in found:
            picked = chosen_of(e.definition.enters_with_counter_of, e.choices.get("counter")) \
                if e.definition.enters_with_counter_of else None
            if picked is not None:      # 614.1c: one counter of the kind its controller chose (choices.counter)
                o = o.with_counters(picked, 1, o.timestamp)
            for kind, n in e.definition.enters_with_counters:
                if type(n) is not int:
                    # 608.2h: "for each Dog and/or Wolf you control", "equal to the number of ingredient counters on
                    # this enchantment": worked out as it enters (the replacement applies then), from the board
                    # without it; a source that left the battlefield is a new object (400.7), whose last known
                    # counters the board doesn't keep: reported, never read as 0
                    src = self._state.objects.get(e.source) if e.source is not None else None
                    if src is None or src.zone != "battlefield" or src.incarnation != e.source_incarnation:
                        name, _, text = e.label.partition(": ")
                        why = "the source of the effect left the battlefield before the permanent entered (608.2h)"
                        self._state = replace(self._state, unsupported=self._state.unsupported
                                              + ((oid, name, text, why),))
                        continue
                    n = self._entering_value(n, o, res, source=e.source)
                if n > 0:
                    o = o.with_counters(kind, n, o.timestamp)
        self._put(o)

    def _waiting_spell_enters_with(self) -> bool:
        """Whether an effect waits for the next spell its controller casts this turn, to make the permanent it
        becomes enter with counters (603.7, 614.1c), or for the spell a mana ability's mana is spent on (106.4:
        "If that mana is spent on a creature spell, it gains haste", 400.7a)."""
        return any(not e.affected and _next_spell_enters_with(e.definition)
                   and (e.definition.enters_with_counters or e.definition.affects.mana_spent_on)   # type: ignore[union-attr]
                   for e in self._state.effects)

    def _replacements_on_entering(self, oid: str, chars: Mapping[str, Any], view: Any, key: str,
                                  wanted: Callable[[Any], bool]) -> Iterator[tuple[str, Any, Any, Any]]:
        """614.1c, 614.12: (source id, source, ability, definition) for each static ability of another permanent on
        the battlefield whose definition is ``wanted`` and whose replacement effect applies to the permanent ``oid``
        entering: its condition holds and its selector names that permanent as it would exist on the battlefield
        (``chars``: the board with it). Never the entering permanent's own abilities (614.12)."""
        from ..engine.effects import STATIC_KINDS
        from ..engine.loop import Effect

        for sid in sorted(self._state.objects):
            src = self._state.objects[sid]
            if sid == oid or src.zone not in ("battlefield", "command") or sid not in chars:
                continue
            for ab in chars[sid].abilities:
                d = ab.definition
                # a permanent's static ability, or a conspiracy's in the command zone (315.5)
                if d is None or not wanted(d) or ab.kind not in STATIC_KINDS or (d.zones or ("battlefield",)) != (src.zone,):
                    continue
                probe = Effect(key=key, label=f"{chars[sid].name}: {ab.text}", source=sid,
                               controller=chars[sid].controller or src.controller, timestamp=src.timestamp,
                               definition=d, origin="static", choices=src.choices)
                if d.condition is not None and not view.condition(probe, d.condition, chars):
                    continue
                if oid not in view.select(probe, d.affects, chars):
                    continue
                yield sid, src, ab, d

    def _others_enter_with(self, oid: str) -> None:
        """614.1c, 614.12: "Each other creature you control enters with an additional +1/+1 counter on
        it": a replacement effect of a static ability of another permanent on the battlefield. Whether
        it applies is decided from the entering permanent's characteristics as it would exist on the
        battlefield (the board with it, 614.12); it never applies to its own source (614.12: a
        permanent's own replacement effect applies to it only when it is about that permanent alone)."""
        from ..engine.loop import Engine

        def applies(d: Any) -> bool:
            return bool(d.enters_with_counters) and d.affects not in (None, Ref.SELF)

        if not self._replacers()[0] - {oid}:
            return
        res = self.resolve_now()
        chars = dict(res.run.final)
        o = self._state.objects[oid]
        view = Engine(self._state).view
        for sid, src, ab, d in self._replacements_on_entering(oid, chars, view, "enters-with", applies):
            if d.facts and self._missing_facts(d, source=sid, controller=chars[sid].controller or src.controller,
                                               ts=src.timestamp, choices=src.choices or {}, label=sid,
                                               card=ab.card or chars[sid].name, text=ab.text):
                # "... enter with an additional +1/+1 counter on them for each creature that died under your
                # control this turn": a game fact the board was not told, listed, never counted as none
                continue
            for kind, n in d.enters_with_counters:
                count = n if type(n) is int else self._entering_value(n, o, res, source=sid)
                if count > 0:
                    o = o.with_counters(kind, count, o.timestamp)
        self._put(o)

    def _others_enter_as_copy(self, oid: str) -> None:
        """614.1c, 707.2: "Creatures you control enter as a copy of ~" (``others_enter_as_copy``): a static ability's
        replacement effect of another permanent on the battlefield makes the entering permanent enter as a copy of
        its source (``self``) or of the creature its source, an Aura, is attached to (``enchanted``): the copiable
        values as it enters. Whether it applies is decided from the entering permanent as it would exist on the
        battlefield (614.12); never to its own source. When two apply, or the permanent already enters as a copy (its
        own replacement effect, a token created as a copy), its controller chooses their order (616.1), which no
        step states: nothing more is applied and the resolution lists it."""
        from ..engine.loop import Engine

        if not self._replacers()[0] - {oid}:
            return
        res = self.resolve_now()
        chars = dict(res.run.final)
        o = self._state.objects[oid]
        view = Engine(self._state).view
        found: list[tuple[str, str, Any]] = []       # (the object copied, the source's card, the ability's text)
        for sid, src, ab, d in self._replacements_on_entering(oid, chars, view, "enters-as-copy",
                                                              lambda d: bool(d.others_enter_as_copy)):
            copied = sid if d.others_enter_as_copy == "self" else src.attached_to
            if copied is None or copied not in chars or self._state.objects[copied].zone != "battlefield":
                continue        # an Aura attached to nothing: no enchanted creature to copy
            found.append((copied, ab.card or chars[sid].name or sid, ab.text))
        if not found:
            return
        values = [res.copiable_values(c) for c, _, _ in found]

        def same(v: Characteristics) -> Characteristics:       # an ability printed or copied is the same ability
            return replace(v, abilities=tuple(replace(a, origin=Origin.COPIED) for a in v.abilities))

        if any(same(v) != same(values[0]) for v in values[1:]) or o.copy_of is not None:
            # two effects giving the same copiable values (Essence of the Wild and a creature that entered as a copy
            # of it, 707.3) give one result whichever applies: only different ones leave a choice unstated
            why = ("it enters as a copy by two replacement effects, or by one beside its own copy effect: their order is "
                   "its controller's choice (616.1), not stated")
            self._state = replace(self._state, unsupported=self._state.unsupported
                                  + tuple((oid, card, text, why) for _, card, text in found))
            return
        self._put(replace(o, copy_of=values[0], copy_source=found[0][0]))     # 707.2: as it enters

    def _holds_without(self, cond: Any, o: GameObject) -> bool:
        """Whether a condition of a replacement effect holds as ``o`` enters (614.12): on the board
        without it, its characteristics after every layer then."""
        from ..engine.loop import Effect, Engine

        probe = Effect(key="entering", label=o.id, source=o.id, controller=o.controller, timestamp=o.timestamp,
                       definition=EMPTY, origin="static", choices=o.choices)
        others = GameState(objects={k: v for k, v in self._state.objects.items() if k != o.id},
                           effects=self._state.effects,
                           players=self._state.players, turn=self._state.turn,
                           rules=self._state.rules, facts=self._state.facts, turn_number=self._state.turn_number)
        return Engine(others).view.condition(probe, cond, dict(resolve_state(others).final))

    def _entering_value(self, value: Any, o: GameObject, res: Resolution, source: str | None = None) -> int:
        """A number of counters "for each ..." a permanent enters with: counted as it enters, from
        the board without it (614.1c, 614.12: it is not on the battlefield yet). ``source``: the
        permanent whose replacement effect it is, when not the entering one ("equal to ~'s toughness")."""
        from ..engine.loop import Effect, Engine

        src = self._state.objects[source] if source is not None else o
        probe = Effect(key="entering", label=o.id, source=src.id, controller=src.controller, timestamp=src.timestamp,
                       definition=EMPTY, origin="static", choices=src.choices)
        others = GameState(objects={k: v for k, v in self._state.objects.items() if k != o.id},
                           effects=self._state.effects, players=self._state.players, turn=self._state.turn,
                           rules=self._state.rules, facts=self._state.facts, turn_number=self._state.turn_number)
        from ..engine.view import reads_object
        if reads_object(value):         # a value of the entering object itself (its mana value)
            return max(0, Engine(self._state).view.value(probe, value, o.id, dict(res.run.final)))
        chars = {k: c for k, c in res.run.final.items() if k != o.id}
        return max(0, Engine(others).view.value(probe, value, o.id, chars))

    @staticmethod
    def _may_enter_with_counters(o: GameObject) -> bool:
        """Only a planeswalker, battle or Saga enters with counters from intrinsic abilities.
        No effect makes an object one of those except by copying or taking over text, so the
        (costly) resolution is needed only for such cards."""
        values = [o.printed()] + ([o.copy_of] if o.copy_of is not None else [])
        if any({"Planeswalker", "Battle"} & v.types or "Saga" in v.subtypes for v in values):
            return True
        return any(a.definition is not None and (a.definition.has("full_text_of") or a.definition.has("exchange_text"))
                   for a in o.card.abilities)

    @records("cast")
    def cast(self, card: str, controller: str | None = None, targets: Iterable[str] | None = None,
             choices: Mapping[str, Any] | None = None, id: str | None = None, alt_cost: str | None = None) -> str:
        """A spell resolves. A permanent spell enters the battlefield; an instant or sorcery
        creates its effect (611.2) and goes to its owner's graveyard."""
        cd = self._card(card)
        if self._face_named(cd, card, casting=True) is not None:
            raise ScenarioError(f"{card!r} is the back face of {cd.name!r}: casting it is not supported; a modal "
                                "double-faced card's back face is cast only by choice (712.11)", field="card")
        controller = self._player(controller, "controller")
        self._forget_facts(*_EXILED_WITH_FACTS)     # 607.2a: a spell may be cast from exile, or exile cards
        self._forget_facts("spells_cast_this_turn", "noncreature_spells_cast_this_turn",    # 601.2: a spell was cast
                           "spells_cast_from_hand_this_turn",                            # 601.2a: maybe from a hand
                           "spells_warped_this_turn",                                    # 702.185c: maybe warped
                           "instant_sorcery_spells_cast_this_turn", "committed_crime_this_turn",  # 700.13
                           "surveilled_this_turn", *_COUNTER_PUT_FACTS,      # 701.25, 122.6: it may have
                           "cards_left_graveyard_this_turn")                 # 601.2a: cast from a graveyard
        if cd.is_permanent_card:
            printed = cd.faces[0].printed if cd.faces else cd.printed
            if ("Aura" in printed.subtypes or alt_cost == "bestow") and targets:
                tg = self._targets(targets)
                if len(tg) != 1:
                    raise ScenarioError(f"an Aura spell has one target, what its enchant ability allows; got {len(tg)} "
                                        "(303.4a, 115.1b)", field="targets")
                # 608.3c: an Aura spell resolves into an Aura attached to its target (702.103b: a spell cast
                # bestowed is an Aura spell with enchant creature)
                return self.enter(cd.name, id=id, controller=controller, choices=choices, alt_cost=alt_cost,
                                  attached_to=tg[0])
            if targets:
                raise ScenarioError(f"{cd.name} is a {printed.type_line} spell; a permanent spell other than an Aura "
                                    "has no targets (115.1, 608.3a)", field="targets",
                                    hint="leave targets out; use mutate for a mutating creature spell")
            if self._waiting_spell_enters_with():
                # 601.2, 608.3: an effect waits for the next spell cast (603.7: "When you next cast a creature
                # spell this turn, that creature enters with ..."): the spell is put on the stack, cast (its
                # step's choices.next_spell_of says whether it is that spell), then resolves into the permanent
                sid = self.enter(cd.name, id=id, controller=controller, choices=choices, alt_cost=alt_cost,
                                 zone="stack")
                self.move(sid, "battlefield")
                return sid
            return self.enter(cd.name, id=id, controller=controller, choices=choices, alt_cost=alt_cost)
        if alt_cost is not None:
            self._check_alt_cost(cd, alt_cost)
        if id is not None:
            raise ScenarioError(f"{cd.name} is an instant or sorcery: it goes to the graveyard as it resolves and "
                                "gets no id (608.2n)", field="id")
        tg = self._targets(targets)
        ch = self._times_kicked(cd, self._choices(choices), alt_cost)
        # 603.7: a paragraph that is a delayed triggered ability is created as the spell resolves, not carried out
        # now (the ``delayed`` step resolves it each time it triggers this turn)
        waiting = [a for a in cd.abilities if a.kind in ("spell", "triggered") and a.definition is not None
                   and a.definition.delayed_trigger]
        spells = [a for a in cd.abilities if a.kind == "spell" and a not in waiting]
        if waiting and not any(a.definition is not None for a in spells):
            if tg:
                raise ScenarioError(f"{cd.name}'s delayed triggered ability targets as it triggers, not as the spell "
                                    "is cast (603.7c)", field="targets", hint="give its targets to the delayed step")
            self._tick()
            self._not_understood(cd.name, spells)
            self._create_delayed(cd.name, waiting, controller)
            return cd.name
        if waiting:
            name = self._cast_spell(cd, controller, tg, ch, spells, id, alt_cost)
            self._create_delayed(cd.name, waiting, controller)
            return name
        return self._cast_spell(cd, controller, tg, ch, spells, id, alt_cost)

    def _create_delayed(self, name: str, waiting: list[Any], controller: str) -> None:
        """603.7: the delayed triggered abilities a spell or ability creates as it resolves; they trigger this turn
        only (603.7b) or, ``until_your_next_turn``, until its controller's next turn begins (611.2a)."""
        self._state = replace(self._state, delayed_triggers=self._state.delayed_triggers + tuple(
            (name, str(a.text), controller, str(a.definition.delayed_trigger)) for a in waiting))

    def _cast_spell(self, cd: Any, controller: str, tg: tuple[str, ...], ch: Mapping[str, Any], spells: list[Any],
                    id: str | None, alt_cost: str | None) -> str:
        """An instant or sorcery resolves: its effect (611.2) from ``spells``, its spell abilities."""
        # the spell's effect: its modal ability (700.2) or the first with a definition, before a line
        # such as "Sneak {W}{B}" or "Cast this spell only during combat" that the split reads as one
        spell = next((a for a in spells if a.definition is not None and a.definition.modes), None) \
            or next((a for a in spells if a.definition is not None), None) \
            or (spells[0] if spells else cd.abilities[0] if cd.abilities else None)
        if spell is None:
            raise ScenarioError(f"{cd.name} has no spell ability", field="card")
        if alt_cost == "overload":
            spell, spells = self._overloaded(cd, spell, tg), []
        modes = self._modes(cd.name, spell, cd.abilities, tg, ch, controller, alt_cost=alt_cost)
        # ifsother18: 601.2b, 608.2c: the cost the spell was cast for, read once as it resolves by its own "if this
        # spell's mayhem cost was paid" / "if this spell was cast using teamwork" (no source: it is the spell)
        rch = {**ch, SPELL_ALT_COST: alt_cost}
        # 608.2c: a spell whose effect is printed as several paragraphs, each with a definition ("Target
        # creature gets -3/-0 until end of turn. / Target creature gets -0/-3 until end of turn."), follows
        # them all in order, each with its own targets (115.1d, in printed order, as a modal spell's modes)
        paragraphs = [a for a in spells if a.definition is not None and not a.definition.modes]
        # 115.1d: a paragraph with no definition that says "target" ("Support 2. / Choose up to one target creature
        # an opponent controls. ...") takes its own targets from the step's, in printed order
        targeted = [i for i, a in enumerate(spells) if (a.definition is not None and not a.definition.modes)
                    or (a.definition is None and L.mentions_target(a.text)
                        and all(L.phrase(t).known or L.phrase(t).players for t in L.target_phrases(a.text))
                        and bool(L.target_phrases(a.text)))]
        if modes is None and tg and len(targeted) > 1 and any(spells[i].definition is None for i in targeted):
            shares = L.split_targets(cd.name, [spells[i].text for i in targeted], tg)
            tg = tuple(t for i, share in zip(targeted, shares) if spells[i].definition is not None for t in share)
        if modes is None and len(paragraphs) > 1 and spell in paragraphs:
            split = L.split_targets(cd.name, [a.text for a in paragraphs], tg)
            for a, a_targets in zip(paragraphs, split):
                self._check_ability_targets(cd.name, a, a_targets, controller)
            self._require_choices(cd.name, [a.text for a in paragraphs], [a.definition for a in paragraphs], ch,
                                  resolving=True)
            ts = self._tick()
            for k, (a, a_targets) in enumerate(zip(paragraphs, split), 1):
                pd = a.definition
                assert pd is not None       # (paragraphs: the abilities with a definition)
                para_made: str | tuple[str, ...] | None = None
                if pd.create_token_copy is not None:      # 111.1, 707.2: as for a one-paragraph spell
                    para_made = self._token_copy(id or cd.name, pd.create_token_copy, a_targets, controller, ch)
                if pd.create_token is not None and not (pd.create_token.attach == "targets" and not a_targets):
                    # 111.1-111.4 (a Role "attached to up to one target creature" with none chosen enchants
                    # nothing: no token on the battlefield, 303.4, 704.5m)
                    para_made = self._create_tokens(id or cd.name, pd.create_token, controller, ch, a_targets)
                if pd.create_emblem:
                    # 114.2: "Target creature gets +3/+3 ... / You get a one-time boon with '...'": the paragraph's
                    # emblem is put into the command zone as the spell resolves
                    self._create_emblem(id or cd.name, pd.create_emblem, controller, pd.emblem_uses)
                self._resolve_ability(pd, label=f"{cd.name}: {a.text}", source=None, controller=controller,
                                      targets=a_targets, choices=rch, ts=ts, key=f"e{ts[0]}.{k}", text=a.text,
                                      created=para_made)
            self._not_understood(id or cd.name, spells)
            self._library_touched(" ".join(a.text for a in cd.abilities if a.kind == "spell"))
            return cd.name
        if modes is None:
            self._check_ability_targets(cd.name, spell, tg, controller, taken=ch.get("phrases"))
            self._require_choices(cd.name, [spell.text], [spell.definition], ch, resolving=True, controller=controller)
        ts = self._tick()
        created: str | tuple[str, ...] | None = None
        if modes is None and spell.definition is not None and spell.definition.create_token_copy is not None:
            # 111.1, 707.2: the spell creates a token that's a copy of its target
            created = self._token_copy(id or cd.name, spell.definition.create_token_copy, tg, controller, ch)
            ts = self._tick()
        if modes is None and spell.definition is not None and spell.definition.create_token is not None:
            # 111.1-111.4: the spell creates the tokens its text defines; the effect on them follows (613.7d)
            created = self._create_tokens(id or cd.name, spell.definition.create_token, controller, ch, tg)
            ts = self._tick()
        if modes is None and spell.definition is not None and spell.definition.create_emblem:
            self._create_emblem(id or cd.name, spell.definition.create_emblem, controller,
                                spell.definition.emblem_uses)      # 114.2
        if modes is None:
            self._resolve_ability(_as_kicked(spell.definition, alt_cost), label=f"{cd.name}: {spell.text}",
                                  source=None, controller=controller, targets=tg, choices=rch, ts=ts, text=spell.text, created=created)
        for k, (mode, mode_targets) in enumerate(modes or (), 1):
            made: str | tuple[str, ...] | None = None
            if mode.definition is not None and mode.definition.create_token_copy is not None:
                made = self._token_copy(id or cd.name, mode.definition.create_token_copy, mode_targets, controller, ch)
            if mode.definition is not None and mode.definition.create_token is not None:
                made = self._create_tokens(id or cd.name, mode.definition.create_token, controller, ch, mode_targets)
            self._resolve_ability(mode.definition, label=f"{cd.name}: {mode.text}", source=None, controller=controller,
                                  targets=mode_targets, choices=rch, ts=ts, key=f"e{ts[0]}.{k}", text=mode.text, created=made)
        self._not_understood(id or cd.name, [a for a in cd.abilities if a.kind == "spell" and a in spells] + [spell])
        self._library_touched(" ".join(a.text for a in cd.abilities if a.kind == "spell"))
        return cd.name

    def _overloaded(self, cd: CardDefinition, spell: Any, targets: tuple[str, ...]) -> Any:
        """702.96a-b: cast for its overload cost, the spell's text has "each" for every "target" (a
        text-changing effect, 702.96c) and it has no targets: its effect is what that text compiles to."""
        if targets:
            raise ScenarioError(f"{cd.name} cast for its overload cost has no targets: \"target\" reads \"each\" "
                                "(702.96a-b)", field="targets", hint="leave targets out")
        text = re.sub(r"\b([Tt])arget\b", lambda m: "Each" if m.group(1) == "T" else "each", spell.text)
        from ..compiler import compile_text
        from ..vocabulary.parse import parse_definition

        types = sorted((cd.faces[0].printed if cd.faces else cd.printed).types)
        compiled = compile_text(cd.name, text, types)
        raw = compiled.effects.get(1)
        why = compiled.unsupported[0].reason if compiled.unsupported else None
        definition = parse_definition(raw, f"{cd.name} (overloaded)") if raw is not None and why is None else None
        return replace(spell, text=text, definition=definition,
                       unsupported=None if definition is not None or not spell.definition else
                       f"overloaded: {why or 'no reading of its text with each for target'}")

    def _not_understood(self, who: str, abilities: Iterable[Any]) -> None:
        """Remember a resolved spell's or ability's effects layerkit did not understand: they leave
        no object behind, and Resolution.unsupported must still name them."""
        abilities = list(abilities)
        new = tuple((who, str(a.card), str(a.text), str(a.unsupported or _counters_not_put(a))) for a in abilities
                    if a.unsupported or _counters_not_put(a))
        if not new and any(_ANY_COUNTERS.search(a.text) for a in abilities):
            # 122.1 (ifsother14): counters of a kind no layer reads ("put a shield counter on target creature") are
            # not put by the board; while an ability on the board counts the different kinds of counters, such a
            # resolution is listed (its counters are missing from that count), never silently left out
            kinds_read = any("DistinctCounterKinds" in repr(ab.definition) for o in self._state.objects.values()
                             for ab in o.card.abilities if ab.definition is not None)
            new = tuple((who, str(a.card), str(a.text), "counters it puts are not on the board (a one-shot part the "
                         "compiler does not read), and an ability counts the different kinds of counters (122.1)")
                        for a in abilities if kinds_read and _ANY_COUNTERS.search(a.text) and _counters_not_put_any(a))
        if new:
            self._state = replace(self._state, unsupported=self._state.unsupported + new)

    @records("ability")
    def ability(self, source: str, which: int | str, targets: Iterable[str] | None = None,
                choices: Mapping[str, Any] | None = None) -> None:
        """An activated, loyalty or triggered ability of ``source`` resolves. ``which`` is a
        loyalty cost ("+1", "-2"), the ability's 1-based position in oracle order (each keyword of a
        line such as "Flying, haste" is an ability of its own, 113.1), or a piece of its text found
        in that one ability only ("When this creature enters").

        >>> b = Board()
        >>> _ = b.enter("Echo of Death's Wail", id="echo")
        >>> b.ability("echo", "when this creature enters")     # its third ability (after flying and haste)
        >>> b.ability("echo", "this creature")
        Traceback (most recent call last):
        ...
        layerkit.errors.ScenarioError: which: Echo of Death's Wail has 2 abilities whose text has 'this creature' ...
        """
        o = self._object(source, "source")
        if o.zone == "command" and o.uses_left == 0:
            # (Alchemy) an N-time boon whose ability already resolved N times is used up: it is gone
            raise ScenarioError(f"{o.id} is a boon that is used up: its triggered ability already resolved as many "
                                f"times as it says", field="source")
        self._forget_facts(*_EXILED_WITH_FACTS)     # 607.2a: it may exile cards or take them out of exile
        self._forget_facts("committed_crime_this_turn",     # 700.13: it may have targeted an opponent
                           *(("dice_rolled_this_turn",) if choices and "roll" in choices else ()))   # 706.1: a roll
        res = self.resolve_now()
        chars = o.last_known if (o.zone != "battlefield" and o.last_known is not None) else res[o.id].characteristics
        ability = self._find_ability(o, chars, which)
        if ability.definition is not None and ability.definition.triggered is not None:
            # 702.43a, 702.58a: "Modular 2" / "Graft 2" is also a triggered ability: that one is what resolves
            t_text, t_def = ability.definition.triggered
            ability = replace(ability, text=t_text, kind="triggered", definition=t_def)
        if ability.text.startswith("Solved — ") and ability.kind in ("triggered", "activated") \
                and "solved" not in o.designations:
            # 702.169c-d, 719.3c: it triggers only if this Case is solved / can be activated only if it is
            raise ScenarioError(f"{chars.name or o.id} is not solved: its \"Solved\" ability can't trigger or be "
                                "activated (702.169c-d, 719.3c)", field="which",
                                hint=f"enter it solved: enter: {{card: {chars.name or o.id}, solved: true}}")
        if self._class_level_bar(o, chars, ability):
            return
        zones = L.functions_in(ability.kind, ability.text, ability.keyword, chars.name)
        if zones is not None and o.zone not in zones:
            raise ScenarioError(f"{chars.name or o.id}'s ability \"{ability.text[:60]}\" functions only "
                                f"{'on the battlefield' if zones == {'battlefield'} else 'in the ' + ' or '.join(sorted(zones))}; "
                                f"{o.id!r} is in the {o.zone} (113.6)", field="which",
                                hint=f"move it there first (move: {{object: {o.id}, to: {sorted(zones)[0]}}}) — it is then a new "
                                     "object (400.7)")
        if self._becomes_designated(o, chars, ability, choices):
            self._forget_facts(*_COUNTER_PUT_FACTS)     # 701.37a, 702.112a: it put +1/+1 counters on it
            return
        if ability.kind == "static" and ability.definition is not None and ability.definition.kind in (None, "static"):
            # 113.3d, 604.1: a static ability does what it says while it functions; it never resolves (resolving it
            # would create its effect a second time)
            raise ScenarioError(f"{chars.name or o.id}'s ability \"{ability.text[:60]}\" is a static ability: it "
                                "is never put on the stack or resolved (113.3d, 604.1)", field="which")
        tg = self._targets(targets)
        ch = self._choices(choices)
        if o.zone == "battlefield" and "entered_x" not in ch and "entered_x" in how_cast_read(ability.definition):
            # 107.3m: X of the permanent's own enters-the-battlefield trigger is the X chosen for the spell that
            # became it, as its enter step stated it (choices.number; 0 for one not cast); untold (or the permanent
            # gone, a new object, 400.7): listed
            n = o.choices.get("number")
            if isinstance(n, int) and not isinstance(n, bool):
                ch = {**ch, "entered_x": n}
        if re.search(r"\bthe chosen (?:color|type|creature type|player|creature)\b", ability.text, re.IGNORECASE) and o.choices:
            # 607.2a: "the chosen color" of an activated ability is the one chosen for its source
            # ("As this Aura enters, choose a color"; "choose another creature you control": the chosen
            # creature, choices.object), unless the step makes its own choice
            linked = ("color", "creature_type", "card_type", "land_type", "player") + (
                ("object",) if re.search(r"\bthe chosen creature\b", ability.text, re.IGNORECASE) else ())
            ch = {**{k: v for k, v in o.choices.items() if k in linked}, **ch}
        modes = self._modes(chars.name or o.id, ability, chars.abilities, tg, ch, chars.controller or o.controller,
                            source=o)
        if modes is None:
            self._check_ability_targets(chars.name or o.id, ability, tg, chars.controller or o.controller,
                                        taken=ch.get("phrases"))
            self._require_choices(chars.name or o.id, [ability.text], [ability.definition], ch, resolving=True,
                                  controller=chars.controller or o.controller)
        ts = self._tick()
        if o.zone == "command" and o.uses_left is not None and ability.kind == "triggered":
            self._put(replace(o, uses_left=o.uses_left - 1))      # (Alchemy) one use of an N-time boon
            o = self._state.objects[o.id]
        if ability.kind == "loyalty" and o.zone == "battlefield":
            cost = ability.text.split("]")[0].lstrip("[").replace("−", "-")
            if cost.lstrip("+-").isdigit():
                delta = int(cost)
                self._put(o.with_counters("loyalty", delta, ts) if delta else o)
        if ability.definition is not None and ability.definition.delayed_trigger:
            # 603.7: the ability's effect is a delayed triggered ability, created now (the ``delayed`` step resolves
            # it each time it triggers); 603.7c: its targets are chosen as it triggers
            if tg:
                raise ScenarioError(f"{chars.name or o.id}'s delayed triggered ability targets as it triggers, not as "
                                    "this ability resolves (603.7c)", field="targets",
                                    hint="give its targets to the delayed step")
            self._create_delayed(o.card.name, [ability], chars.controller or o.controller)
            return
        # 702.33d, 603.4: "When ~ enters, if it was kicked, ...": the source's cost as it was cast
        d = _as_kicked(ability.definition, o.alt_cost if ability.kind == "triggered" else None) or EMPTY
        controller_now = chars.controller or o.controller
        if d.facts and self._missing_facts(d, source=o.id, controller=controller_now, ts=ts, choices=ch,
                                           label=o.id, card=chars.name or o.card.name, text=ability.text):
            d = EMPTY       # a game fact it reads the board was not told: not applied, listed unsupported
        # (700.2: a modal ability's modes are each checked as the chosen ones are applied, a mode not chosen reading
        # nothing: "• Sacrifice an artifact. If you do, ..." needs no choices.you_did when another mode is chosen)
        if self._how_cast_untold(replace(d, modes=()) if d.modes else d, ch, label=o.id,
                                 card=chars.name or o.card.name, text=ability.text):
            d = EMPTY       # "if at least four mana was spent to cast it": the payment is not stated
        if ability.kind == "triggered" and d.condition is not None:
            # 603.4: a triggered ability's condition is its intervening "if" clause ("When ..., if this
            # permanent is an enchantment, it becomes ..."): checked as it resolves; if it doesn't hold,
            # the ability does nothing. The effect it creates then has no condition (611.2: it lasts)
            if not self._holds_now(d, source=o.id, controller=chars.controller or o.controller, ts=ts, choices=ch,
                                   targets=tuple(tg)):
                d = EMPTY
            else:
                d = replace(d, condition=None)
        created: str | tuple[str, ...] | None = None
        if d.create_token_copy is not None:
            created = self._token_copy(o.id, d.create_token_copy, tg, chars.controller or o.controller, ch)
            ts = self._tick()       # "That token gains haste": an effect on it after it entered (613.7d)
        if d.create_token is not None:
            created = self._create_tokens(o.id, d.create_token, chars.controller or o.controller, ch, tg)
            ts = self._tick()       # "They gain haste until end of turn": after they entered (613.7d)
        if d.otherwise is not None and d.otherwise.create_token is not None and ch.get("otherwise") is True:
            # 702.123a (fabricate): "If you don't, create N 1/1 colorless Servo artifact creature tokens": the branch
            # the step states happened (an untold one is listed by the resolution, which applies neither)
            created = self._create_tokens(o.id, d.otherwise.create_token, chars.controller or o.controller, ch, tg)
            ts = self._tick()
        if d.create_emblem:
            self._create_emblem(o.id, d.create_emblem, chars.controller or o.controller, d.emblem_uses,   # 114.2
                                {"creature_type": ch["creature_type"]} if ch.get("creature_type") else None)
        if d.return_to_battlefield:
            o = self._state.objects[o.id]
            back = replace(o, zone="battlefield", incarnation=o.incarnation + 1, timestamp=ts, counters=(),
                           attached_to=None, copy_of=None, merged=(), face="front", last_known=None, last_counters=(),
                           choices=ch or {}, designations=frozenset(),          # 400.7: a new object
                           entered_turn=self._state.turn_number,
                           tapped=d.put_tapped == "tapped",     # 110.5b: "to the battlefield tapped"
                           # 110.2: "under its owner's control" names the player it enters under (a card from
                           # a graveyard is a new object, 400.7, whatever controlled it last)
                           controller=o.owner if d.return_to_battlefield == "owner" else o.controller)
            if ch.get("object"):
                back = replace(back, copy_of=self.resolve_now().copiable_values(ch["object"]), copy_source=ch["object"])
            listed = self._face_down_of(d)
            if listed is not None:
                # 708.3: "return it to the battlefield face down under your control": a 2/2 face-down creature
                back = replace(back, face_down="listed" if isinstance(listed, Characteristics) else "turned",
                               face_down_values=listed if isinstance(listed, Characteristics) else None)
            self._put(back)
        if modes is None:
            self._resolve_ability(d, label=f"{chars.name or o.id}: {ability.text}", source=o.id,
                                  controller=chars.controller or o.controller, targets=tg, choices=ch, ts=ts,
                                  text=ability.text, ability=ability, created=created)
        for k, (mode, mode_targets) in enumerate(modes or (), 1):
            made: str | tuple[str, ...] | None = None
            if mode.definition is not None and mode.definition.create_token_copy is not None:
                made = self._token_copy(o.id, mode.definition.create_token_copy, mode_targets,
                                        chars.controller or o.controller, ch)
            if mode.definition is not None and mode.definition.create_token is not None:
                made = self._create_tokens(o.id, mode.definition.create_token, chars.controller or o.controller, ch,
                                           mode_targets)
            self._resolve_ability(mode.definition, label=f"{chars.name or o.id}: {mode.text}", source=o.id,
                                  controller=chars.controller or o.controller, targets=mode_targets, choices=ch,
                                  ts=ts, key=f"e{ts[0]}.{k}", text=mode.text, created=made)
        self._not_understood(o.id, [ability])
        self._library_touched(ability.text)
        # 701.25, 122.6: it may have made its controller surveil, or put +1/+1 counters (read after it resolved: its
        # own intervening "if a +1/+1 counter was put on a permanent under your control this turn")
        self._forget_facts("surveilled_this_turn", *_COUNTER_PUT_FACTS)
        if modes and ability.definition is not None and ability.definition.mode_count.unchosen is not None:
            self._record_modes(o, ability.text, ability.definition.mode_count.unchosen, ch["modes"])
        if d.return_to_battlefield:
            self._enter_counters(o.id)
        if d.attach_to_target and modes is None:
            # 701.3a: "Attach it to target creature": after its effect made it an Aura, the source becomes
            # attached to the target (613.7e: a new timestamp), if it can be (303.4d, 701.3b)
            if len(tg) != 1:
                raise ScenarioError(f"{chars.name or o.id} attaches itself to one target; got {len(tg)}",
                                    field="targets")
            self.attach(o.id, tg[0])

    @records("delayed")
    def delayed(self, card: str, targets: Iterable[str] | None = None,
                choices: Mapping[str, Any] | None = None) -> None:
        """603.7: a delayed triggered ability the spell ``card`` created as it resolved this turn ("Whenever a
        Minotaur attacks this turn, it gains deathtouch until end of turn") triggers and resolves; ``targets``:
        its targets, and the object its event names ("it", "that creature": the attacking Minotaur), as for a
        triggered ability's ``ability`` step. It has no source on the battlefield: its controller is the
        spell's (603.7d-e)."""
        cd = self._card(card)
        waiting = [(text, who) for name, text, who, _until in self._state.delayed_triggers if name == cd.name]
        if not waiting:
            raise ScenarioError(f"no delayed triggered ability of {cd.name} waits this turn: the spell creates it as "
                                "it resolves, and it triggers only during that turn (603.7, 603.7b)", field="card",
                                hint=f"cast {cd.name} first (cast: {{card: {cd.name}}}), in this turn")
        text, controller = waiting[0]
        ability = next((a for a in cd.abilities if a.text == text), None)
        if ability is None:         # an ability of a face of the card (a planeswalker's back face)
            ability = next(a for f in cd.faces for a in f.abilities if a.text == text)
        tg = self._targets(targets)
        ch = self._choices(choices)
        self._check_ability_targets(cd.name, ability, tg, controller)
        self._require_choices(cd.name, [ability.text], [ability.definition], ch, resolving=True, controller=controller)
        self._forget_facts(*_EXILED_WITH_FACTS)     # 607.2a: it may exile cards or take them out of exile
        ts = self._tick()
        d: Definition = replace(ability.definition or EMPTY, delayed_trigger=None)
        if d.facts and self._missing_facts(d, source=None, controller=controller, ts=ts, choices=ch, label=cd.name,
                                           card=cd.name, text=ability.text):
            d = EMPTY       # a game fact it reads the board was not told: not applied, listed unsupported
        created: str | tuple[str, ...] | None = None
        if d.create_token_copy is not None:
            created = self._token_copy(cd.name, d.create_token_copy, tg, controller, ch)
            ts = self._tick()       # an effect on the token after it entered (613.7d)
        self._resolve_ability(d, label=f"{cd.name}: {ability.text}", source=None, controller=controller, targets=tg,
                              choices=ch, ts=ts, text=ability.text, ability=ability, created=created)

    def _class_level_bar(self, o: GameObject, chars: Characteristics, ability: Any) -> bool:
        """716.2a: "[Cost]: Level N" makes the Class's level N (activate only if it is level N-1); an
        ability printed under a level bar is the Class's only at that level or greater. True when the
        ability was a level bar (it has resolved)."""
        name = chars.name or o.id
        level = o.class_level or 1                           # 716.2d
        m = _CLASS_LEVEL_BAR.match(ability.text)
        if m is None:
            needed = _class_level_needed(ability.definition)
            if needed is not None and level < needed and ability.kind in ("activated", "triggered"):
                raise ScenarioError(f"{name} is level {level}; \"{ability.text[:60]}\" is its ability only at level "
                                    f"{needed} or greater (716.2a)", field="which",
                                    hint=f"gain the level first (its level bar), or enter it with class_level: {needed}")
            return False
        n = int(m.group(1))
        if o.zone != "battlefield":
            raise ScenarioError(f"{name} is in the {o.zone}; a level bar is activated on the battlefield (716.2a)",
                                field="source")
        if level != n - 1:
            raise ScenarioError(f"{name} is level {level}; \"{ability.text}\" can be activated only while it is "
                                f"level {n - 1} (716.2a)", field="which")
        self._tick()
        self._put(replace(o, class_level=n))
        return True

    def _becomes_designated(self, o: GameObject, chars: Characteristics, ability: Any,
                            choices: Mapping[str, Any] | None) -> bool:
        """701.37a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and
        it becomes monstrous"; 702.112a: renown N, "... if it isn't renowned, put N +1/+1 counters on it and it
        becomes renowned". The designation stays until the permanent leaves the battlefield (701.37b,
        702.112b); a permanent that already has it gets nothing, and an object no longer on the battlefield
        becomes nothing. ``Monstrosity X`` takes X from ``choices: {number: N}``. True when the ability was
        one of these (it has resolved)."""
        m = _DESIGNATING.match(ability.text)
        if m is None:
            return False
        word, amount = m.group(1).lower(), m.group(2).lower()
        designation = "monstrous" if word == "monstrosity" else "renowned"
        n: Any = amount if amount != "x" else dict(choices or {}).get("number")
        if isinstance(n, str):
            n = int(n)
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ScenarioError(f"{chars.name or o.id}: \"{ability.text}\" needs X, the step's choices.number",
                                field="choices.number", hint="e.g. choices: {number: 3}")
        ts = self._tick()
        if o.zone != "battlefield" or designation in o.designations:
            return True             # 701.37b, 702.112b: only a permanent; once only (603.4 for renown)
        now = replace(o, designations=o.designations | {designation})
        self._put(now)
        if n:
            self._put(self._state.objects[o.id].with_counters("+1/+1", self._replaced_count(o.id, "+1/+1", n), ts))
        return True

    def _record_modes(self, o: GameObject, text: str, scope: str, modes: Sequence[int]) -> None:
        """Remember the modes chosen for an ability that says "choose one that hasn't been chosen
        (this turn)" (700.2): a fact of this object's history (a new object has none, 400.7). The
        layer system reads none of it, so the board's resolution stays as it is."""
        before = self._state
        new = tuple((o.id, o.incarnation, text, scope, m) for m in modes)
        self._state = replace(before, modes_chosen=before.modes_chosen + new)
        if self._cache is not None and self._cache[0] is before:
            self._cache = (self._state, Resolution(self._state, self._cache[1].run, self.aliases))

    def _mode_count_now(self, name: str, count: Any, *, source: GameObject | None, controller: str,
                        alt_cost: str | None, text: str) -> Any:
        """The number of modes that may be chosen now (700.2): ``count.instead`` when its condition
        holds as the modes are chosen (601.2b: as the spell is cast, here the board before it
        resolves; 603.3c: as a triggered ability is put on the stack); only modes not chosen before
        for this ability of this object when it says "that hasn't been chosen (this turn)"."""
        if count.instead is not None:
            cond = count.condition
            if isinstance(cond, AltCost):
                holds = (alt_cost if source is None else source.alt_cost) == cond.name    # 702.33d
            else:
                holds = self._holds_now(replace(EMPTY, condition=cond), source=source.id if source else None,
                                        controller=controller, ts=(self._state.clock,), choices={})
            count = count.instead if holds else replace(count, instead=None, condition=None)
        return count

    def _check_unchosen(self, name: str, count: Any, chosen: Sequence[int], source: GameObject | None,
                        text: str) -> None:
        """700.2: "choose one that hasn't been chosen (this turn)": a mode chosen before for this
        ability of this object (this turn, when it says so) can't be chosen."""
        if count.unchosen is None:
            return
        if source is None:
            raise ScenarioError(f"{name}: which modes were chosen before is kept for a permanent's ability only",
                                field="choices.modes")
        before = {m for (oid, inc, t, scope, m) in self._state.modes_chosen
                  if oid == source.id and inc == source.incarnation and t == text and scope == count.unchosen}
        again = sorted(set(chosen) & before)
        if again:
            when = " this turn" if count.unchosen == "turn" else ""
            raise ScenarioError(f"{name}: mode {again[0]} has already been chosen for this ability{when}; it says "
                                f"\"choose one that hasn't been chosen{when}\" (700.2)", field="choices.modes",
                                hint="modes chosen before: " + ", ".join(str(m) for m in sorted(before)))

    def _modes(self, name: str, ability: Any, abilities: Iterable[Any], targets: tuple[str, ...],
               ch: Mapping[str, Any], controller: str, *, source: GameObject | None = None,
               alt_cost: str | None = None) -> list[tuple[Mode, tuple[str, ...]]] | None:
        """700.2a-c: the chosen modes of a modal spell or ability, each with its own targets (in
        printed order), checked: the choice ``choices.modes`` is required when a mode has an effect
        layerkit applies, each mode's targets fit its own "target ..." phrase. None when the
        ability has no modes layerkit applies (then ``choices.modes`` is checked against its text,
        or refused when the ability is not modal)."""
        d = ability.definition
        keywords = {(a.keyword or "").lower() for a in abilities if a.kind == "keyword"}
        if d is not None and d.modes:
            texts = [m.text for m in d.modes]
            count = self._mode_count_now(name, d.mode_count, source=source, controller=controller,
                                         alt_cost=alt_cost, text=ability.text)
        else:
            modal = read_modes(ability.text, spree="spree" in keywords, entwine="entwine" in keywords,
                               tiered="tiered" in keywords)
            if ch.get("modes") is None:
                return None
            if modal is None:
                raise ScenarioError(f"{name}: \"{ability.text[:60]}\" is not modal; only a modal spell or ability "
                                    "has modes to choose (700.2)", field="choices.modes",
                                    hint="leave choices.modes out")
            if modal.count is not None:
                L.check_modes(name, list(ch["modes"]), list(modal.texts), modal.count, "choices.modes")
            return None      # no mode of it is applied in a layer: choosing one changes nothing here
        if ch.get("modes") is None:
            listing = "; ".join(f"{i}: {t[:50]}" for i, t in enumerate(texts, 1))
            raise ScenarioError(f"{name} is modal: it needs choices.modes, {count.describe()} (700.2a)",
                                field="choices.modes", hint=f"e.g. choices: {{modes: 1}}; the modes: {listing}")
        chosen = L.check_modes(name, list(ch["modes"]), texts, count, "choices.modes")
        self._check_unchosen(name, count, chosen, source, ability.text)
        modes = [d.modes[i - 1] for i in chosen]
        split = L.split_targets(name, [m.text for m in modes], targets)
        res = self.resolve_now() if targets else None
        for mode, mode_targets in zip(modes, split):
            if mode_targets and res is not None:
                L.check_targets(name, mode.text, [(t, self._state.objects[t].zone, res[t].characteristics)
                                                  for t in mode_targets], controller)
        if sum(L.uses_chosen_player([m.definition]) for m in modes) > 1:
            raise ScenarioError(f"{name}: two chosen modes each name a target player; layerkit reads one player "
                                "per spell or ability (choices.player), so which player is which can't be told (700.2c)",
                                field="choices.modes", hint="choose those modes in separate spells")
        for m in modes:     # each mode's own choices (a mode's "target opponent" is that mode's, 700.2c)
            self._require_choices(name, [m.text], [m.definition], ch, resolving=True, controller=controller)
        return list(zip(modes, split))

    def _check_ability_targets(self, name: str, ability: Any, targets: tuple[str, ...], controller: str,
                               taken: Any = None) -> None:
        """115.1: only a spell or ability whose text says "target" has targets, and each one is what
        its phrase describes (zone, type, controller); ``taken``: the step's ``choices.phrases`` (115.1d)."""
        if not targets:
            return
        d = ability.definition or EMPTY
        uses = (d.affects is Ref.TARGETS or d.create_token_copy is not None
                or (d.create_token is not None and d.create_token.attach == "targets")
                or any(v is Ref.TARGETS for v in walk(d))
                # 702.100a: evolve compares the entering creature, the event's object named as its target
                or isinstance(d.condition, TargetExceeds)
                # "you may have ~ become a copy of that creature": the event's object, named as its targets
                or any(op.name == "copy" and op.arg.of == "targets" for op in d.operations))
        if not L.mentions_target(ability.text) and not uses:
            raise ScenarioError(f"{name}: \"{ability.text[:80]}\" has no targets (115.1)", field="targets",
                                hint="only a spell or ability that says \"target\" is targeted")
        res = self.resolve_now()
        L.check_targets(name, ability.text, [(t, self._state.objects[t].zone, res[t].characteristics)
                                             for t in targets], controller, taken=taken)

    def _token_copy(self, source: str, spec: TokenCopy, targets: tuple[str, ...], controller: str,
                    choices: Mapping[str, Any] | None = None) -> str | tuple[str, ...]:
        """111.10 / 707.2: a token that's a copy of the target, with the exceptions as copiable
        values (707.9b). Its id is "<source>-token" (then "<source>-token (2)", ...). ``spec.count``
        tokens ("create five tokens that are copies of ..."; ``x``: the step's ``choices.number``), each
        with its own timestamp (613.7d): their ids, or the one id. ``spec.each``: one token copy of each target, in
        the order the step names them, or of each object the selector names as it resolves (608.2c: those objects
        then, in timestamp order), each with its own timestamp: their ids."""
        from ..engine.loop import Effect, Engine

        if spec.each is not None:
            originals: tuple[str, ...]
            if spec.each == "targets":
                originals = tuple(targets)
            else:
                group: Any = spec.each
                src = self._state.objects.get(source)
                probe = Effect(key="probe", label=source, source=source if src is not None else None,
                               controller=controller, timestamp=src.timestamp if src is not None else self._tick(),
                               definition=EMPTY, origin="resolved", choices=choices or {}, targets=targets)
                chosen = Engine(self._state).view.select(probe, group, dict(self.resolve_now().run.final))
                originals = tuple(sorted(chosen, key=lambda x: (self._state.objects[x].timestamp, x)))
            one = replace(spec, each=None, count=1)
            return tuple(str(self._token_copy(source, one, (t,), controller, choices)) for t in originals)
        if spec.of == "equipped":
            # 301.5a: "create a token that's a copy of equipped creature": the creature the source is attached to as
            # it resolves (608.2h), one token; none attached: no token
            copies = self._token_copy(source, replace(spec, of=None, each=Ref.EQUIPPED), targets, controller, choices)
            return copies[0] if copies else ()
        if spec.of == "chosen":
            # 400.7j, 707.2: "Exile a creature card from your graveyard. Create a token that's a copy of it.": the
            # card chosen as it resolves (choices.object, 608.2d), which the effect (or its cost) moved to a public
            # zone and can find there; a card's copiable values are its own, in a graveyard or in exile
            oid = (choices or {}).get("object")
            if not oid or oid not in self._state.objects:
                raise ScenarioError(f"{source} creates a token that's a copy of a card: the step needs choices.object, "
                                    "the card copied", field="choices.object",
                                    hint="e.g. choices: {object: an id of a card in a graveyard or in exile}")
            if self._state.objects[oid].zone not in ("graveyard", "exile"):
                raise ScenarioError(f"{oid!r} is in the {self._state.objects[oid].zone}; {source} copies a card in a "
                                    "graveyard or in exile", field="choices.object")
            targets = (str(oid),)
        if not targets:
            raise ScenarioError("a token copy needs a target to copy", field="targets")

        n: Any = spec.count
        if n == "x":
            n = (choices or {}).get("number")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ScenarioError(f"{source} creates X token copies: the step needs choices.number (X)",
                                    field="choices.number")
        if spec.exile:
            # 400.7j: "Exile target creature card from your graveyard. Create a token that's a copy of it.": the card is
            # exiled first, and the effect finds it in exile (a card's copiable values are the same there, 707.2)
            zone = self._state.objects[targets[0]].zone
            if zone not in ("graveyard", "exile"):
                raise ScenarioError(f"{targets[0]!r} is in the {zone}; {source} exiles a card from a graveyard and "
                                    "copies it", field="choices.object" if spec.of == "chosen" else "targets")
            if zone == "graveyard":
                self._move(targets[0], "exile")
        values = self.resolve_now().copiable_values(targets[0])
        if _has_entering_option(values.abilities):
            # the token copy chooses its own option as it enters (707.2); a token copy step takes no choice
            raise ScenarioError(f"{targets[0]!r} chooses an option as it enters: a token copy of it would choose "
                                "again, which this step doesn't take", field="targets")
        template = self._state.objects[targets[0]].card
        made: list[str] = []
        for _ in range(int(n)):
            oid = self._new_id(None, f"{source}-token")
            ts = self._tick()
            eff = Effect(key=f"{oid}/copy", label="token copy", source=oid, controller=controller, timestamp=ts,
                         definition=EMPTY, origin="copy")
            copied = Engine(self._state).applier.copy_onto(values, values, spec.exceptions, eff)
            self._put(GameObject(id=oid, card=template, zone="battlefield", owner=controller, controller=controller,
                                 timestamp=ts, token=True, copy_of=copied, copy_source=targets[0],
                                 entered_turn=self._state.turn_number))
            self._enter_counters(oid)
            made.append(oid)
        return made[0] if spec.count == 1 else tuple(made)

    def _create_tokens(self, source: str, spec: TokenSpec, controller: str, choices: Mapping[str, Any],
                       targets: tuple[str, ...] = ()) -> tuple[str, ...]:
        """111.1-111.4: the tokens a resolving spell or ability creates, each with exactly the
        characteristics its text defines (111.3: its "text", its copiable values; no mana cost),
        owned and controlled by the ability's controller (111.2). ``count`` "x" is the step's
        ``choices.number``. Their ids are "<source>-token", "<source>-token (2)", ...; each enters with
        a new timestamp (613.7d) and whatever enters-with-counters effects apply to it (614.12). An Aura
        token "attached to target creature" (a Role, 111.10, 303.7) enters attached to the one target; then
        704.5y: the other Roles its controller controls attached to that permanent go to the graveyard."""
        host: str | None = None
        if spec.attach == "each" and spec.attach_each is not None:
            # "For each creature your opponents control, create a Cursed Role token attached to that creature": the
            # objects the selector names as it resolves (608.2c), one token on each (303.7), in id order
            from ..engine.loop import Effect, Engine
            src = self._state.objects.get(source)
            probe = Effect(key="probe", label=source, source=source if src is not None else None,
                           controller=controller, timestamp=src.timestamp if src is not None else self._tick(),
                           definition=EMPTY, origin="resolved", choices=choices, targets=targets)
            hosts = sorted(Engine(self._state).view.select(probe, spec.attach_each, dict(self.resolve_now().run.final)))
            return tuple(oid for h in hosts for oid in self._create_tokens(
                source, replace(spec, attach="targets", attach_each=None), controller, choices, (h,)))
        if spec.attach == "each_target":
            # "For each of those creatures, create a Monster Role token attached to it": one token for each target,
            # in the order the step names them, each attached to its own (303.7) with its own timestamp (613.7d)
            if not targets or spec.count != 1:
                raise ScenarioError(f"{source} creates {spec.name}, an Aura token attached to each of its targets: the "
                                    "step needs them", field="targets")
            return tuple(oid for t in targets for oid in self._create_tokens(
                source, replace(spec, attach="targets"), controller, choices, (t,)))
        if spec.attach == "self":
            # "When this creature enters, create a Cursed Role token attached to it": the ability's source,
            # which must be on the battlefield to be enchanted (303.4, 704.5m); the board doesn't guess
            o = self._state.objects.get(source)
            if o is None or o.zone != "battlefield":
                raise ScenarioError(f"{source} creates {spec.name}, an Aura token attached to it: the source must be "
                                    "on the battlefield (303.4)", field="source")
            host = source
        elif spec.attach is not None:
            if len(targets) != 1:
                raise ScenarioError(f"{source} creates {spec.name}, an Aura token attached to its target: the step "
                                    f"needs one target (got {len(targets)})", field="targets")
            host = targets[0]
        from .carddb import _build, compiled_definitions, homebrew_facts

        if spec.count == "x":
            n = choices.get("number")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ScenarioError(f"{source} creates X tokens: the step needs choices.number (X)",
                                    field="choices.number")
        else:
            n = int(spec.count)
        type_line = " ".join(spec.supertypes + spec.types) + (" — " + " ".join(spec.subtypes) if spec.subtypes else "")
        facts = homebrew_facts(spec.name, type_line, oracle_text=spec.text, power=spec.power,
                               toughness=spec.toughness, colors=[c for c in COLORS if c in spec.colors])
        card = _build(facts, {}, "token", definitions=compiled_definitions, strict=False)
        made = []
        for _ in range(n):
            oid = self._new_id(None, f"{source}-token")
            self._put(GameObject(id=oid, card=card, zone="battlefield", owner=controller, controller=controller,
                                 timestamp=self._tick(), token=True, attached_to=host))
            self._enter_counters(oid)
            made.append(oid)
        if host is not None and "Role" in spec.subtypes:
            res = self.resolve_now()
            older = [o.id for o in self._state.objects.values() if o.id not in made and o.attached_to == host
                     and o.zone == "battlefield" and "Role" in res[o.id].characteristics.subtypes
                     and res[o.id].characteristics.controller == controller]
            for oid in older:       # 704.5y (303.7a): only the newest Role of one player stays
                self.move(oid, "graveyard")
        return tuple(made)

    def _create_emblem(self, source: str, abilities: Sequence[Granted], controller: str,
                       uses: int | None = None, choices: Mapping[str, Any] | None = None) -> str:
        """114.1-114.5: the emblem a resolving spell or ability gives its controller ("You get an emblem with
        '...'"), put into the command zone, owned and controlled by that player (114.2), with no
        characteristics but these abilities (114.3: no name, types, mana cost, color or P/T); their static
        abilities function in the command zone (114.4). It gets its timestamp as it is put there (613.7d);
        it is neither a card nor a permanent (114.5: no selector of the board names it). Its id is
        "<source>-emblem", "<source>-emblem (2)", .... ``uses``: an Alchemy N-time boon ("you get a one-time
        boon with '...'"), whose triggered ability resolves that many times, then it is used up. ``choices``: the
        creature type the ability chose as it resolved ("Choose a creature type. You get an emblem with 'Creatures you
        control of the chosen type ...'", 608.2d), which its abilities read. Returns the id."""
        oid = self._new_id(None, f"{source}-emblem")
        name = f"Emblem ({source})"
        made: list[Ability] = []
        for i, g in enumerate(abilities, 1):
            d = g.definition
            parts = split_abilities(g.text)
            kind = (d.kind if d is not None else None) or (parts[0]["kind"] if len(parts) == 1 else "static")
            if d is not None and kind == "static" and not d.zones:
                d = replace(d, zones=("command",))      # 114.4: it functions in the command zone
            made.append(Ability(text=g.text, kind=kind, card=name, index=i, definition=d))
        printed = Characteristics(abilities=tuple(made), text="\n".join(g.text for g in abilities))
        card = CardDefinition(name=name, facts={"name": name, "type_line": "", "oracle_text": printed.text},
                              printed=printed, abilities=tuple(made))
        self._put(GameObject(id=oid, card=card, zone="command", owner=controller, controller=controller,
                             timestamp=self._tick(), uses_left=uses, choices=dict(choices or {})))
        return oid

    def _find_ability(self, o: GameObject, chars, which: Any):
        if isinstance(which, bool) or not isinstance(which, (int, str)):
            raise ScenarioError(f"expected a loyalty cost like '+1' or a position like 2, got {which!r}", field="which")
        abilities = list(chars.abilities)
        printed = [a for a in abilities if a.origin in ("printed", "copied", "text", "granted")]
        if isinstance(which, str) and not re.fullmatch(r"\s*(?:[+\-−]?(?:\d+|X))\s*", which):
            # the ability named by (a unique piece of) its text: "When this creature enters"
            words = " ".join(which.split()).casefold()
            found = [(i, ab) for i, ab in enumerate(printed, 1) if words in " ".join(ab.text.split()).casefold()]
            whole = [(i, ab) for i, ab in found if " ".join(ab.text.split()).casefold() == words]
            if len(found) > 1 and len(whole) == 1:
                found = whole       # a keyword's whole text ("prowess") names that ability, not one mentioning it
            if len(found) == 1:
                return found[0][1]
            listed = "; ".join(f"{i}: {a.text[:50]}" for i, a in enumerate(printed, 1)) or "it has no abilities"
            raise ScenarioError(f"{chars.name or o.id} has {len(found) or 'no'} abilities whose text has {which!r}",
                                field="which", hint=("give the position instead: " + listed) if found else listed)
        if isinstance(which, str) and (not which.isdigit() or which == "0"):   # positions start at 1
            cost = which.replace("−", "-")
            cost = "0" if cost in ("0", "+0", "-0") else cost
            found = [(i, ab) for i, ab in enumerate(abilities, 1) if ab.text.startswith("[")
                     and ab.text.split("]")[0].lstrip("[").replace("−", "-") == cost]
            if len(found) == 1:
                return found[0][1]
            costs = ", ".join(a.text.split(":")[0] for a in abilities if a.kind == "loyalty") or "none"
            if found:
                raise ScenarioError(f"{chars.name or o.id} has {len(found)} loyalty abilities {which!r}", field="which",
                                    hint="give the position instead: " + ", ".join(str(i) for i, _ in found))
            raise ScenarioError(f"{chars.name or o.id} has no loyalty ability {which!r}", field="which",
                                hint=f"its loyalty abilities: {costs}; or give the ability's position")
        n = int(which)
        if not 1 <= n <= len(printed):
            raise ScenarioError(f"{chars.name or o.id} has no ability {n}", field="which",
                                hint="; ".join(f"{i}: {a.text[:50]}" for i, a in enumerate(printed, 1)) or "it has no abilities")
        return printed[n - 1]

    def _missing_facts(self, d: Definition, *, source: str | None, controller: str, ts: tuple,
                       choices: Mapping[str, Any], label: str, card: str, text: str) -> tuple[str, ...]:
        """The game facts a resolving spell's or ability's definition reads (its intervening "if", its
        values) that the board does not know; when there are some, the spell or ability is recorded as
        not understood (``Resolution.unsupported``, with the facts and the step that states them)."""
        from ..engine.loop import Effect, Engine

        probe = Effect(key="probe", label="facts", source=source, controller=controller, timestamp=ts,
                       definition=d, origin="resolved", choices=choices)
        view = Engine(self._state).view
        missing = view.missing_facts(probe, dict(self.resolve_now().run.final))
        if missing:
            reason = view.facts_reason(missing)
            self._state = replace(self._state, unsupported=self._state.unsupported + ((label, card, text, reason),))
        return missing

    def _how_cast_untold(self, d: Definition | None, choices: Mapping[str, Any], *, label: str, card: str,
                         text: str) -> bool:
        """601.2: a definition reading how the spell was cast — the mana spent ("If at least three white mana
        was spent to cast this spell, ...", ``choices.mana_spent``), the zone it was cast from ("if you cast it
        from your hand", ``choices.cast_from``) — when the step doesn't state it: recorded as not understood
        (``Resolution.unsupported``), never read as none spent or not cast."""
        missing = sorted(how_cast_read(d) - set(choices) - {"stated"}) if d is not None else []
        if "colors_spent" in missing and "mana_spent" in choices:
            missing.remove("colors_spent")      # 105.1: the colors of the whole payment the step states
        # 608.2h: "the sacrificed creature's power", "for each card discarded this way": the numbers of objects
        # the board doesn't hold, each as the step states it (choices.stated), never read as 0
        stated = choices.get("stated") or {}
        # (an object stated as none, ``count: 0`` — "you may sacrifice a Forest" and none was — has nothing more to state)
        unstated = sorted(f"{obj}.{what}" for obj, what in stated_read(d)
                          if what not in (stated.get(obj) or {}) and (stated.get(obj) or {}).get("count") != 0) \
            if d is not None else []
        if d is not None:
            # "for each nonland card revealed this way": each stated object must say what the count's filter reads
            unstated += stated_objects_unstated(d, stated)
        if unstated:
            missing.append("stated")
        if not missing:
            return False
        that_many = "number" in missing and reads_that_many(d)      # 608.2h: "that many", not X
        told = {"stated": "choices.stated (" + ", ".join(unstated) + ": the numbers of the objects the text names, "
                "as they last were, 608.2h; e.g. {sacrificed: {power: 3}}, {revealed: {types: [Land]}}, or {count: 0} for none)","mana_spent": "choices.mana_spent (the whole payment by type of mana, e.g. {W: 3, C: 1}, 601.2h)",
                "kicked_with": "choices.kicked_with (the kicker costs paid, e.g. ['{1}{U}'], 702.33d)",
                "roll": "choices.roll (the result of the die roll, 706.2)",
                "up_to": "choices.up_to (how many of 'up to N' were chosen as it resolved, 608.2d)",
                "convoked": "choices.convoked (the number of creatures that convoked it, 702.51a)",
                "votes": "choices.votes (the number of votes for each option of the vote it took, 701.38, e.g. "
                         "{sprout: 2, harvest: 1})",
                "cast_with": "choices.cast_with (bargain, gift, evidence: what was chosen as it was cast, or [], 601.2b)",
                "cast_from": "choices.cast_from (hand, graveyard, exile, library, command, or none: not cast, 601.2a)",
                "you_did": "choices.you_did (true: the optional action of the ability, 'you may ...', was taken; false: "
                           "it wasn't, 608.2c)",
                "resolved_this_turn": "choices.resolved_this_turn (the number of times the ability has resolved this "
                                      "turn, this time included: 1 the first, 608.2c)",
                "tribute_paid": "choices.tribute_paid (true: the opponent put the tribute counters on it as it entered; "
                                "false: they didn't, 702.104a-b)",
                "treasure_mana": "choices.treasure_mana (how much of the mana spent to cast or activate it came from "
                                 "Treasures, 0 for none, 111.10a, 601.2h)",
                "number": ("choices.number (the number the trigger event carries, 'that many': the damage dealt, the "
                           "life gained, the cards discarded, 603.2, 608.2h)" if that_many else
                           "choices.number (the value chosen for X as it was cast or activated, 107.3a; 0 when it was "
                           "cast without paying its mana cost or entered without being cast, 107.3b, 107.3m)"),
                "cast_during": "choices.cast_during (your_main_phase, or other: when it was cast, 505.1)",
                "entered_x": "the source's enter step's choices.number (the value of X chosen for the spell that "
                             "became it, 107.3m; 0 when it entered without being cast)",
                "colors_spent": "choices.colors_spent (the number of colors of mana spent to cast it, 0 to 5, 702.44a; "
                                "0 when it wasn't cast) or choices.mana_spent"}
        reason = ("the outcome of the roll is not stated: " if missing == ["roll"] else
                  "the number of the trigger event is not stated: " if missing == ["number"] and that_many else
                  "the value of X is not stated: " if missing == ["number"] else
                  "the objects the text names are not stated: " if missing == ["stated"] else
                  # 608.2c: "you may pay {1}. If you do, ...": whether the optional action was taken
                  "whether the ability's optional action was taken is not stated: " if missing == ["you_did"] else
                  "how many times the ability has resolved this turn is not stated: " if missing == ["resolved_this_turn"] else
                  "how the spell was cast is not stated: ") + "; ".join(told[k] for k in missing)
        self._state = replace(self._state, unsupported=self._state.unsupported + ((label, card, text, reason),))
        return True

    def _holds_now(self, d: Definition, *, source: str | None, controller: str, ts: tuple, choices: Mapping[str, Any],
                   targets: tuple[str, ...] = ()) -> bool:
        """Whether a definition's condition holds on the board as it is now (its characteristics
        after every layer); ``targets``: the ability's (evolve's comparison reads its one target, 702.100a)."""
        from ..engine.loop import Effect, Engine

        probe = Effect(key="probe", label="condition", source=source, controller=controller, timestamp=ts,
                       definition=d, origin="resolved", choices=choices, targets=targets)
        return Engine(self._state).view.condition(probe, d.condition, dict(self.resolve_now().run.final))

    def _resolve_ability(self, d: Definition | None, *, label: str, source: str | None, controller: str,
                         targets: tuple[str, ...], choices: Mapping[str, Any], ts: tuple,
                         key: str | None = None, text: str | None = None, ability: Any = None,
                         created: str | tuple[str, ...] | None = None) -> None:
        """611.2c: the objects a resolving spell or ability affects are fixed now. ``key``: the
        effect's key when one spell makes several effects (its modes, 700.2), all with its timestamp;
        ``text``: the text of the spell, ability or mode (its "target" phrases, 115.1d); ``ability``: the
        ability resolving (what "this ability" of a copy exception names, 707.9b); ``created``: the token it
        created (what ``affects: created`` names)."""
        d = d or EMPTY
        if d.proliferate and choices.get("proliferate") is None and (d.counters or any(
                o.zone == "battlefield" and any(c.count > 0 for c in o.counters) for o in self._state.objects.values())):
            # 701.34a: which permanents get another counter is chosen as it resolves; refused before anything of it
            # is done ("put a +1/+1 counter on a creature you control, then proliferate": never half done)
            raise ScenarioError(f"{label.split(':')[0]} proliferates: which permanents and players get another "
                                "counter is chosen as it resolves (701.34a)", field="choices.proliferate",
                                hint="e.g. choices: {proliferate: [...]}, or [] for none")
        if self._how_cast_untold(d, choices, label=source or label.split(":")[0], card=label.split(":")[0],
                                   text=label.split(": ", 1)[-1]):
            return      # "if {B} was spent to cast this spell, ...": how it was paid for is not stated
        if d.won is not None:
            # "If you win the flip, ...", "If you win, ..." (clash), "If you guessed correctly, ...": the
            # outcome the step states; none stated: nothing applied, the resolution names the ability
            won = choices.get("won")
            if won is None:
                name, _, text = label.partition(": ")
                reason = "whether the flip, clash or guess was won is not stated: choices.won (true or false)"
                self._state = replace(self._state, unsupported=self._state.unsupported
                                      + ((source or name, name, text, reason),))
                return
            d = d.won if won else replace(d, won=None)
        if d.otherwise is not None:
            # 608.2c, 608.2e: "If you don't, ...", "Otherwise, ...": the branch the step states happened;
            # none stated: nothing is applied and the resolution names the ability, never a guess
            branch = choices.get("otherwise")
            if branch is None:
                name, _, text = label.partition(": ")
                reason = ("which branch of its either/or happened (608.2c) is not stated: choices.otherwise "
                          "(true: the 'if you don't' / 'otherwise' branch)")
                self._state = replace(self._state, unsupported=self._state.unsupported
                                      + ((source or name, name, text, reason),))
                return
            d = d.otherwise if branch else replace(d, otherwise=None)
        if d.instead is not None:
            # 608.2c: "... If you control four or more creatures, that creature gets +4/+4 until end of turn
            # instead.": the condition is checked once, as it resolves, on the board then; when it holds the
            # spell or ability does what ``instead`` says in place of the rest. A game fact the board was not
            # told: nothing is applied and the resolution names the ability, never a guess
            check = Definition(condition=d.instead.condition)
            if check.facts and self._missing_facts(check, source=source, controller=controller, ts=ts,
                                                   choices=choices, label=source or label.split(":")[0],
                                                   card=label.split(":")[0], text=label.split(": ", 1)[-1]):
                return
            holds = self._holds_now(check, source=source or "", controller=controller, ts=ts, choices=choices)
            d = replace(d.instead, condition=None) if holds else replace(d, instead=None)
        if d.if_holds is not None:
            # 608.2c: "If you control a Forest, each blocked creature gets +2/+2 until end of turn": the
            # instruction's "if", checked once as it (this part) resolves, on the board then (after the parts
            # before it); if it doesn't hold the instruction does nothing, and the effect it creates has no
            # condition (611.2a). A game fact the board was not told: nothing is applied and the resolution
            # names the ability, never a guess
            check = Definition(condition=d.if_holds)
            if check.facts and self._missing_facts(check, source=source, controller=controller, ts=ts,
                                                   choices=choices, label=source or label.split(":")[0],
                                                   card=label.split(":")[0], text=label.split(": ", 1)[-1]):
                return
            if not self._holds_now(check, source=source or "", controller=controller, ts=ts, choices=choices):
                return
            d = replace(d, if_holds=None)
        d = _chosen_pt(d, choices, label)
        d = self._lock_copies(d, targets, controller, label, ability, choices=choices, source=source,
                              text=text if text is not None else label)
        if d.affects is Ref.CHOSEN and d.operations and choices.get("object") is None:
            # the card chosen, conjured, sought or revealed as it resolves: never a quiet no-op
            raise ScenarioError(f"{label.split(':')[0]}: its effect is on the card the ability chooses, conjures, "
                                "seeks or reveals: it needs choices.object (the card's id; enter the card first)",
                                field="choices.object")
        from ..engine.loop import Effect, Engine

        if d.facts and self._missing_facts(d, source=source, controller=controller, ts=ts, choices=choices,
                                           label=source or label.split(":")[0], card=label.split(":")[0],
                                           text=label.split(": ", 1)[-1]):
            return      # a game fact it reads the board was not told: it does nothing here, listed unsupported
        if d.condition is not None and how_cast_read(d.condition):
            # 601.2g-h: "If {B} was spent to cast this spell, all creatures get -1/-1 until end of turn": how it
            # was paid for, checked as it resolves (the payment never changes); the effect then has no condition
            if not self._holds_now(d, source=source or "", controller=controller, ts=ts, choices=choices):
                return
            d = replace(d, condition=None)
        if d.condition is not None and source is None and isinstance(d.condition, AltCost) \
                and SPELL_ALT_COST in choices:
            # ifsother18: 601.2b, 608.2c: an instant's or sorcery's part "If this spell was cast using teamwork, that
            # creature also gains trample until end of turn": the cost it was cast for, checked once as it resolves;
            # the effect then has no condition (611.2a: it lasts)
            if not self._holds_now(d, source="", controller=controller, ts=ts, choices=choices):
                return
            d = replace(d, condition=None)
        if d.condition is not None and facts_read(Definition(condition=d.condition)):
            # 608.2c: a resolving spell's or ability's "If a creature died this turn, ..." (a game fact): checked
            # once, as it resolves; the effect it creates then has no condition (611.2a: it lasts)
            if not self._holds_now(d, source=source or "", controller=controller, ts=ts, choices=choices):
                return
            d = replace(d, condition=None)
        if d.parts and d.condition is not None:
            # 603.4, 608.2c: the "if" of the whole spell or ability beside its parts (a triggered ability's
            # intervening "if" is checked by the ability step before this): checked once, as it resolves, before
            # any part; if it doesn't hold, nothing happens, and the effects its parts create have no condition
            if not self._holds_now(d, source=source or "", controller=controller, ts=ts, choices=choices):
                return
            d = replace(d, condition=None)
        if d.parts:
            # 608.2c: the parts of the effect, in printed order, each on its own objects; one resolution,
            # one timestamp (613.7b). A part's ``target`` picks the targets of its "target" phrases (115.1d)
            base = key or f"e{ts[0]}"
            for k, part in enumerate(d.parts, 1):
                self._resolve_ability(part, label=label, source=source, controller=controller, targets=targets,
                                      choices=choices, ts=ts, key=f"{base}.p{k}", text=text, created=created)
            return
        if d.move_counters is not None:
            self._move_counters(d, label=label, source=source, targets=targets, choices=choices, ts=ts, text=text)
            return
        if d.target:
            by_phrase = L.phrase_targets(label.split(":")[0], text if text is not None else label, targets,
                                         taken=choices.get("phrases"))
            if max(d.target) > len(by_phrase):
                raise ScenarioError(f"{label.split(':')[0]}: its text has {len(by_phrase)} \"target\" phrase(s); "
                                    f"the effect names phrase {max(d.target)} (115.1d)", field="targets")
            targets = tuple(t for n in sorted(set(d.target)) for t in by_phrase[n - 1])
            if not targets:
                return          # "up to one other target creature": none chosen, nothing to apply to
        if d.counter_of:
            # 608.2d: "put your choice of a menace, trample, or haste counter on it": one counter of the kind
            # chosen as it resolves, the step's choices.counter; refused when none or another is named
            if chosen_of(d.counter_of, choices.get("counter")) is None:
                raise ScenarioError(f"{label.split(':')[0]}: the kind of counter it puts is chosen as it resolves "
                                    f"(608.2d): it needs choices.counter, one of {', '.join(d.counter_of)}"
                                    + (f"; {choices['counter']!r} is not one of them"
                                       if choices.get("counter") is not None else ""),
                                    field="choices.counter", hint=f"e.g. choices: {{counter: {d.counter_of[0]}}}")
        if d.return_targets is not None:
            self._return_targets(d.return_targets, targets, controller, label, self._face_down_of(d),
                                 d.put_tapped in ("tapped", "attacking"), attacking=d.put_tapped == "attacking")
            ts = self._tick()       # the effect on them begins after they entered (613.7d)
        if d.put_chosen is not None:
            self._put_chosen(d.put_chosen, choices, controller, label, d.put_tapped,
                             d.put_face_down if isinstance(d.put_face_down, str) else None)
            ts = self._tick()
        if d.return_all is not None:
            created = self._return_all(d, label=label, source=source, controller=controller, targets=targets,
                                       choices=choices, ts=ts)
            ts = self._tick()       # the effect on them begins after they entered (613.7d)
        if d.flicker is not None:
            # "Exile this creature, then return it ...": the source itself (its affects), else the targets
            back = self._flicker(d.flicker, (source,) if d.affects is Ref.SELF and source else targets, controller,
                                 label, self._face_down_of(d))
            # 111.8: a token exiled doesn't return: nothing more applies to it
            if d.affects is Ref.SELF and source:
                if source not in back:
                    return
            else:
                targets = tuple(t for t in targets if t in back)
                if not targets:
                    return
            ts = self._tick()       # the effect on them begins after they returned (613.7d)
        if any(op.name == "gain_control" and isinstance(op.arg, MostOf) for op in d.operations):
            most = self._lock_most(d, label=label, source=source, controller=controller, targets=targets,
                                   choices=choices, ts=ts)
            if most is None:
                return      # 603.4: no one player controls more of them than each other player: nothing happens
            d = most
        if d.has("exchange_control"):
            self._exchange_control(d, label=label, source=source, controller=controller, targets=targets,
                                   choices=choices, ts=ts, key=key)
            return
        probe = Effect(key="probe", label=label, source=source, controller=controller, timestamp=ts,
                       definition=d, origin="resolved", choices=choices, targets=targets)
        selector = d.affects or (Ref.TARGETS if targets else Ref.SELF)
        eng = Engine(self._state)
        reads = counter_facts_read(d)
        untold_facts = eng.view.missing_facts(probe, dict(self.resolve_now().run.final), reads) if reads else ()
        if untold_facts:
            # 608.2h: "put a number of +1/+1 counters on ... equal to the amount of life you gained this turn": a game
            # fact the board was not told is never read as 0: nothing of it is applied, and the resolution names it
            name, _, text_ = label.partition(": ")
            self._state = replace(self._state, unsupported=self._state.unsupported
                                  + ((source or name, name, text_, eng.view.facts_reason(untold_facts)),))
            return
        # a reference (its targets, itself, what it is attached to) names objects by what exists,
        # not by their characteristics: no need to resolve the board for it
        chars: Mapping[str, Any] = self._state.objects if self.reuse and isinstance(selector, Ref) else dict(self.resolve_now().run.final)
        affected = (frozenset((created,) if isinstance(created, str) else created or ())
                    if selector in (Ref.CREATED, Ref.RETURNED)
                    else eng.view.select(probe, selector, chars))
        if isinstance(selector, Filter) and selector.other_targets:
            affected = affected - frozenset(targets)    # "each other creature ...": other than its targets
        if d.if_is is not None:
            # 608.2c, 611.2c: "If it's legendary, it also gains lifelink until end of turn": the instruction is
            # followed only for those of its objects that match as it resolves (their characteristics now,
            # after the parts before it); the others are not affected at all. The objects are already chosen: the
            # check is on what each is, wherever it is (a card in a graveyard, a spell), unless it names a zone
            must_be = d.if_is
            if isinstance(must_be, Filter) and must_be.zones is None:
                must_be = must_be.in_zones(("any",))
            affected = affected & eng.view.select(probe, must_be, dict(self.resolve_now().run.final))
        if d.chosen_is is not None:
            # 608.2d: "put a +1/+1 counter on a creature you control": the object is chosen as it resolves, among
            # those the selector names then (the step's choices.object); never a quiet no-op, never another object
            now_chars = dict(self.resolve_now().run.final)
            among = eng.view.select(probe, d.chosen_is, now_chars)
            if d.chosen_least and among:
                # 701.39a: "a creature with the least toughness among creatures you control" (bolster): among those,
                # the ones whose toughness (as it resolves) is the least; a tie leaves the choice to the step
                value_of = {o: getattr(now_chars[o], d.chosen_least) for o in among}
                least = min(v for v in value_of.values() if v is not None) if any(
                    v is not None for v in value_of.values()) else None
                among = frozenset(o for o, v in value_of.items() if v is not None and v == least)
            pick = choices.get("object")
            name = label.split(":")[0]
            if pick is None and among:
                raise ScenarioError(f"{name}: the object its effect is on is chosen as it resolves (608.2d): it needs "
                                    "choices.object", field="choices.object",
                                    hint="one of " + ", ".join(sorted(among)))
            if pick is not None and pick not in among:
                raise ScenarioError(f"{name}: {pick!r} can't be chosen: its effect is on one of "
                                    + (", ".join(sorted(among)) or "no object now") + " (608.2d)",
                                    field="choices.object")
        if d.affects is Ref.TARGETS and (d.counters or d.counter_of) and not targets:
            counts = L.target_counts(text) if text is not None and not d.operations else []
            if counts and all(low == 0 for low, _ in counts):
                return      # "each of up to two target creatures" (support, 701.41a) with none chosen: nothing to do
            raise ScenarioError(f"{label.split(':')[0]} needs a target (the object it puts counters on)", field="targets")
        if (d.affects or Ref.TARGETS) is Ref.TARGETS and d.operations:
            if not targets:
                raise ScenarioError(f"{label.split(':')[0]} needs a target", field="targets")
            for i, t in enumerate(targets):
                zone = self._state.objects[t].zone
                # perpetual: any zone; abilities granted to a card in another zone ("target instant card in your
                # graveyard gains flashback until end of turn", its phrase checked by check_targets) apply to
                # that object until it changes zones (400.7, 611.2c)
                grants_only = bool(d.operations) and all(op.name == "add_abilities" for op in d.operations)
                if zone not in ("battlefield", "stack") and d.duration != "perpetual" and not grants_only:
                    raise ScenarioError(f"{t!r} is in the {zone}, where {label.split(':')[0]}'s effect can't apply "
                                        "(it changes a permanent or a spell)", field=f"targets[{i}]")
        if d.turn_face_down:
            # 708.2a: each affected permanent is turned face down, a 2/2 creature with no text, name, subtypes
            # or mana cost; 613.7f: with a new timestamp. Its other effects still apply after layer 1b
            for oid in sorted(affected):
                o = self._state.objects[oid]
                if o.zone != "battlefield" or o.face_down:
                    continue        # 701.? only a face-up permanent can be turned face down
                listed = _listed_characteristics({k: list(v) if isinstance(v, tuple) else v for k, v in d.face_down_listed}) \
                    if d.face_down_listed else None        # 708.2: "It's a 2/2 Cyberman artifact creature."
                self._put(replace(o, face_down="turned", face_down_values=listed, timestamp=self._tick()))
        if d.transform:
            self._transform(affected)
        pairs = tuple((oid, self._state.objects[oid].incarnation) for oid in sorted(affected))
        removals = self._removal_amounts(d, probe, eng, affected) if d.remove_counters else []
        for kind, oid, many in removals:
            # 122.1: removed from each of its objects (a permanent) before any counter of it is put ("Remove all +1/+1
            # counters from ~ and put X +1/+1 counters on it", 608.2c: the compiler writes it only so): all of that
            # kind (any: of every kind), or that many, as many as it has at most
            o = self._state.objects[oid]
            if o.zone != "battlefield":
                continue
            if kind in ("chosen", "chosen_up_to"):
                # 608.2d: counters of any kinds, which ones chosen as it resolves (the step's choices.removed,
                # checked above)
                for ck, n_k in self._chosen_removal(label, kind, many, o, choices, len(removals)).items():
                    if n_k:
                        o = o.with_counters(ck, -n_k, ts)
                self._put(o)
                continue
            for c in [c for c in o.counters if kind in ("any", c.kind)]:
                o = o.with_counters(c.kind, -(c.count if many is None else min(many, c.count)), ts)
            self._put(o)
        for kind, whole in d.distribute_counters:
            total = whole if isinstance(whole, int) else self._distributed_total(whole, probe, eng, targets)
            if total <= 0 and not targets:
                continue        # 601.2d: X is 0: nothing to divide, and no target is needed
            for oid, n in zip(targets, self._distribution(label.split(":")[0], kind, total, targets, choices)):
                self._put(self._state.objects[oid].with_counters(kind, self._replaced_count(oid, kind, n), ts))
        picked = chosen_of(d.counter_of, choices.get("counter")) if d.counter_of else None
        if picked is not None:          # 608.2d: the kind chosen (checked above)
            for oid in sorted(affected):
                o = self._state.objects[oid]
                self._put(o.with_counters(picked, self._replaced_count(oid, picked, 1),
                                          o.timestamp if d.return_targets is not None else ts))
        for oid, kind, n in self._counter_amounts(d, probe, eng, affected):
            n = self._replaced_count(oid, kind, n)         # 614.1a
            o = self._state.objects[oid]
            # 614.1c: a returned target enters with its counters: they have the timestamp it entered with
            self._put(o.with_counters(kind, n, o.timestamp if d.return_targets is not None else ts))
        if d.source_counters:
            # 608.2h, 603.10a: "When this creature dies, put its counters on target creature you control": the counters
            # the source had as it last existed on the battlefield, as many of each kind, on each of its objects
            src = self._state.objects.get(probe.source) if probe.source is not None else None
            if src is None or src.zone == "battlefield":
                raise ScenarioError(f"{label.split(':')[0]}: its source has not left the battlefield, so it has no "
                                    "counters it had as it last existed there (608.2h)", field="ability")
            for oid in sorted(affected):
                for c in src.last_counters:
                    if isinstance(d.source_counters, str) and c.kind != d.source_counters:
                        continue        # "put its +1/+1 counters on ...": only the counters of that kind
                    self._put(self._state.objects[oid].with_counters(
                        c.kind, self._replaced_count(oid, c.kind, c.count), ts))
        if d.stated_counters is not None:
            # ifsyou16: 608.2h, 603.10a: "Whenever another creature you control dies, if it had counters on it, put
            # its counters on ~": the counters the creature that died had as it last existed on the battlefield, as
            # the step states them (choices.stated.died.counters, checked stated above; {} for none), on each object
            obj = d.stated_counters.object
            had = self._counters(((choices.get("stated") or {}).get(obj) or {}).get("counters"),
                                 f"choices.stated.{obj}.counters")
            for oid in sorted(affected):
                for kind, n in sorted(had.items()):
                    self._put(self._state.objects[oid].with_counters(kind, self._replaced_count(oid, kind, n), ts))
        for sel, more, if_is in d.also_counters:
            # 608.2c: another instruction of it puts counters on other objects ("Put a +1/+1 counter on this
            # creature"), selected and counted now, like its own; "if it's a Vampire, put ... on it": only on
            # those that match then
            now: Mapping[str, Any] = (self._state.objects if self.reuse and isinstance(sel, Ref) and if_is is None
                                      else dict(self.resolve_now().run.final))
            chosen = eng.view.select(probe, sel, now)
            if if_is is not None:
                chosen = chosen & eng.view.select(probe, if_is, now)
            for oid, kind, n in self._counter_amounts(replace(EMPTY, counters=more), probe, eng, chosen):
                self._put(self._state.objects[oid].with_counters(kind, self._replaced_count(oid, kind, n), ts))
        for kind in d.double_counters:         # 701.10e: as many as it already has (after the counters put)
            for oid in sorted(affected):
                o = self._state.objects[oid]
                if o.counter(kind):
                    self._put(o.with_counters(kind, self._replaced_count(oid, kind, o.counter(kind)), ts))
        if d.explores or d.connives:
            # 701.44a, 701.50a: the one object explores / connives last (608.2c): a +1/+1 counter when the card revealed
            # / discarded was a nonland card, as the step says (the board holds no library or hand): never guessed
            name = label.split(":")[0]
            if len(affected) != 1:
                raise ScenarioError(f"{name}: one permanent explores or connives; its effect is on {len(affected)}",
                                    field="targets")
            nonland = choices.get("nonland")
            if nonland is None:
                raise ScenarioError(f"{name}: whether the card {'revealed' if d.explores else 'discarded'} was a nonland "
                                    "card decides the +1/+1 counter (701.44a, 701.50a)", field="choices.nonland",
                                    hint="e.g. choices: {nonland: true}")
            oid, = affected
            if nonland and self._state.objects[oid].zone == "battlefield":
                self._put(self._state.objects[oid].with_counters("+1/+1", self._replaced_count(oid, "+1/+1", 1), ts))
        if d.proliferate:       # 701.34a: after the rest of the instruction (it is its last, 608.2c)
            self._proliferate(label.split(":")[0], choices, ts)
        if d.other:
            # a restriction "until your next turn" is shown as until its controller's next turn (611.2a),
            # which end_turn ends
            other = (d.other.replace("until your next turn", f"until {controller}'s next turn")
                     if d.duration == "until_your_next_turn" else
                     d.other.replace("until the end of your next turn", f"until the end of {controller}'s next turn")
                     if d.duration == "until_end_of_your_next_turn" else d.other)
            quals = tuple((oid, inc, other, label) for oid, inc in pairs)
            self._state = replace(self._state, qualities=self._state.qualities + quals)
        if (d.enters_with_counters or d.enters_with_counter_of) and not d.operations and d.affects is Ref.TARGETS:
            # 614.1c: "Whenever you cast a creature spell, that creature enters with an additional +1/+1 counter on
            # it": the event's spell, the ability's target on the stack; the permanent it becomes (400.7a-b, 608.3)
            # enters with the counters
            name = label.split(":")[0]
            if not targets or any(self._state.objects[t].zone != "stack" for t in targets):
                raise ScenarioError(f"{name}: its effect is on the spell that triggered it, which the step names as "
                                    "its target, on the stack (608.3)", field="targets")
            if d.enters_with_counter_of and chosen_of(d.enters_with_counter_of, choices.get("counter")) is None:
                # "that creature enters with your choice of a +1/+1 counter, a flying counter, or a lifelink counter
                # on it": the ability's controller's choice of one kind, which the step states (choices.counter);
                # refused when none or another is named, never guessed
                raise ScenarioError(f"{name}: the kind of counter the creature enters with is its controller's "
                                    f"choice: the step needs choices.counter, one of {', '.join(d.enters_with_counter_of)}"
                                    + (f"; {choices['counter']!r} is not one of them"
                                       if choices.get("counter") is not None else ""),
                                    field="choices.counter", hint=f"e.g. choices: {{counter: {d.enters_with_counter_of[0]}}}")
            inc = self._state.objects[source].incarnation if source is not None and source in self._state.objects else 0
            self._add_effect(ResolvedEffect(key=key or f"e{ts[0]}", label=label, source=source, controller=controller,
                                            timestamp=ts, definition=d, affected=pairs, duration=d.duration,
                                            choices=choices, targets=targets, source_incarnation=inc))
        if d.enters_with_counters and not d.operations and _next_spell_enters_with(d):
            # 603.7, 614.1c: "When you next cast a creature spell this turn, that creature enters with an additional
            # +1/+1 counter on it": an effect waiting for its spell (no object yet, 611.2c); the board fixes the
            # spell as it is cast (choices.next_spell_of), and the permanent it becomes enters with the counters
            inc = self._state.objects[source].incarnation if source is not None and source in self._state.objects else 0
            self._add_effect(ResolvedEffect(key=key or f"e{ts[0]}", label=label, source=source, controller=controller,
                                            timestamp=ts, definition=d, affected=(), duration=d.duration,
                                            choices=choices, targets=targets, source_incarnation=inc))
        if d.operations:
            inc = self._state.objects[source].incarnation if source is not None and source in self._state.objects else 0
            parts = self._locked_values(d, probe, eng, affected)
            for n, (locked, objects) in enumerate(parts):
                some = pairs if objects is None else tuple(p for p in pairs if p[0] in objects)
                self._add_effect(ResolvedEffect(key=(key or f"e{ts[0]}") + (f".{n + 1}" if len(parts) > 1 else ""),
                                                label=label, source=source, controller=controller,
                                                timestamp=ts, definition=locked, affected=some,
                                                duration=locked.duration, choices=choices,
                                                targets=targets, source_incarnation=inc))

    def _lock_most(self, d: Definition, *, label: str, source: str | None, controller: str,
                   targets: tuple[str, ...], choices: Mapping[str, Any], ts: tuple[int, ...]) -> Definition | None:
        """613.1b, 603.4: "if a player controls more creatures than each other player, the player who controls
        the most creatures gains control of ~" (``gain_control: {most: <selector>}``): as it resolves, the
        objects the selector names are counted per player by their controller then (the board's
        characteristics); the one player with more than each other player gains control (a
        ``gain_control`` of that player). None when two or more players tie for the most (no such player:
        the ability's intervening "if" doesn't hold, and nothing happens)."""
        from ..engine.loop import Effect, Engine

        op = next(o for o in d.operations if o.name == "gain_control" and isinstance(o.arg, MostOf))
        if op.arg.of == "life":
            # "the player with the most life": each player's life total, a game fact (119); one the board was not
            # told: nothing is applied and the resolution names the ability, never a guess
            lives = {player: self._state.fact(player, "life") for player in self._state.players}
            untold = sorted(player for player, n in lives.items() if n is None)
            if untold:
                name, _, text = label.partition(": ")
                reason = (f"the life total of {', '.join(untold)} is not stated (fact: {{player: {untold[0]}, "
                          "life: N}; 119)")
                self._state = replace(self._state, unsupported=self._state.unsupported
                                      + ((source or name, name, text, reason),))
                return None
            best_life = max(n for n in lives.values() if n is not None)
            top = [player for player, n in lives.items() if n == best_life]
            return replace(d, operations=tuple(Op("gain_control", top[0]) if o is op else o for o in d.operations)) \
                if len(top) == 1 else None
        assert not isinstance(op.arg.of, str)
        probe = Effect(key="probe", label=label, source=source, controller=controller, timestamp=ts,
                       definition=d, origin="resolved", choices=choices, targets=targets)
        chars = dict(self.resolve_now().run.final)
        counts = {player: 0 for player in self._state.players}
        for oid in Engine(self._state).view.select(probe, op.arg.of, chars):
            who = chars[oid].controller
            if who in counts:
                counts[who] += 1
        best = max(counts.values(), default=0)
        leaders = [player for player, n in counts.items() if n == best]
        if len(leaders) != 1:
            return None
        return replace(d, operations=tuple(Op("gain_control", leaders[0]) if o is op else o for o in d.operations))

    def _exchange_control(self, d: Definition, *, label: str, source: str | None, controller: str,
                          targets: tuple[str, ...], choices: Mapping[str, Any], ts: tuple, key: str | None) -> None:
        """701.12: "exchange control of two target creatures" (``exchange_control: targets``) or "of ~
        and target permanent" (``self_and_target``). The two permanents are those targets (or the
        source and its one target); each must still be on the battlefield, else the whole exchange
        can't be completed and nothing happens (701.12a). When their controllers, as it resolves,
        differ, each of those players gains control of the permanent the other controlled (701.12b):
        one control-changing effect on each (613.1b), with the exchange's timestamp; when one player
        controls both, nothing happens."""
        name = label.split(":")[0]
        arg = next(op.arg for op in d.operations if op.name == "exchange_control")
        if [op.name for op in d.operations] != ["exchange_control"]:
            raise ScenarioError(f"{name}: an exchange of control beside other operations", field="card")
        if arg == "self_and_target":
            if len(targets) > 1:
                raise ScenarioError(f"{name} exchanges control of itself and one target; got {len(targets)} targets "
                                    "(115.1)", field="targets")
            pair = ((source,) if source is not None else ()) + tuple(targets)
        else:
            if len(targets) != 2:
                raise ScenarioError(f"{name} exchanges control of two targets; got {len(targets)} (701.12, 115.1)",
                                    field="targets")
            pair = tuple(targets)
        if len(pair) != 2 or len(set(pair)) != 2 or any(
                oid not in self._state.objects or self._state.objects[oid].zone != "battlefield" for oid in pair):
            return          # 701.12a: the entire exchange can't be completed: no part of it occurs
        final = self.resolve_now().run.final
        a, b = pair
        ca, cb = final[a].controller, final[b].controller
        if ca == cb:
            return          # 701.12b: controlled by the same player: the exchange does nothing
        inc = self._state.objects[source].incarnation if source is not None and source in self._state.objects else 0
        for n, (oid, player) in enumerate(((a, cb), (b, ca)), 1):
            locked = replace(d, operations=(Op("gain_control", player),))
            self._add_effect(ResolvedEffect(key=(key or f"e{ts[0]}") + f".{n}", label=label, source=source,
                                            controller=controller, timestamp=ts, definition=locked,
                                            affected=((oid, self._state.objects[oid].incarnation),),
                                            duration=locked.duration, choices=choices, targets=targets,
                                            source_incarnation=inc))

    def _lock_copies(self, d: Definition, targets: tuple[str, ...], controller: str, label: str,
                     ability: Any, choices: Mapping[str, Any] | None = None, source: str | None = None,
                     text: str | None = None) -> Definition:
        """707.2b: "~ becomes a copy of target creature" copies the target's copiable values as the spell
        or ability resolves; later changes to them don't change the copy. The exceptions (707.9b), and
        "except it has this ability" (the resolving ability itself), become part of those values now.
        With no target (an "up to one" that chose none, 601.2c) it copies nothing. The copied object may
        also be the one chosen as it resolves (``of: chosen``, the step's choices.object: "Choose a
        nonlegendary creature on the battlefield. Target creature becomes a copy of that creature") or
        its source (``of: self``: "that creature becomes a copy of ~"), copied as it resolves too. With several
        "target" phrases, ``target: N`` names the phrase whose one target is copied (115.1d)."""
        if not any(op.name == "copy" and op.arg.of in ("targets", "chosen", "self") and op.arg.locked is None
                   for op in d.operations):
            return d
        from ..engine.loop import Effect, Engine

        ops = []
        for op in d.operations:
            spec = op.arg
            if op.name != "copy" or spec.of not in ("targets", "chosen", "self") or spec.locked is not None:
                ops.append(op)
                continue
            if spec.of == "chosen":
                of = (choices or {}).get("object")
                if of is None:
                    raise ScenarioError(f"{label.split(':')[0]} copies the object chosen as it resolves: it needs "
                                        "choices.object", field="choices.object")
            elif spec.of == "self":
                if not source or self._state.objects.get(source) is None \
                        or self._state.objects[source].zone != "battlefield":
                    # 707.2, 608.2h: a source that left would be copied from its last known information,
                    # which the board does not keep
                    raise ScenarioError(f"{label.split(':')[0]} copies its source, which is not on the battlefield",
                                        field="source")
                of = source
            else:
                mine = targets
                if spec.target is not None:
                    by_phrase = L.phrase_targets(label.split(":")[0], text or label, targets,
                                                 taken=(choices or {}).get("phrases"))
                    if spec.target > len(by_phrase):
                        raise ScenarioError(f"{label.split(':')[0]}: its text has {len(by_phrase)} \"target\" "
                                            f"phrase(s); the copy names phrase {spec.target} (115.1d)", field="targets")
                    mine = by_phrase[spec.target - 1]
                if len(mine) != 1:
                    if mine:
                        raise ScenarioError(f"{label.split(':')[0]} copies one target; got {len(mine)}", field="targets")
                    continue            # nothing to copy
                of = mine[0]
            values = self.resolve_now().copiable_values(of)
            if spec.exceptions is not None:
                eff = Effect(key="copy-exceptions", label=label, source=None, controller=controller,
                             timestamp=(), definition=EMPTY,
                             origin="copy")
                values = Engine(self._state).applier.copy_onto(values, values, spec.exceptions, eff)
            if spec.this_ability:
                if ability is None:
                    raise ScenarioError(f"{label.split(':')[0]}: 'this ability' names no ability here", field="which")
                mine = replace(ability, origin=Origin.COPIED, timestamp=())
                values = replace(values, abilities=values.abilities + (mine,))
            ops.append(replace(op, arg=replace(spec, exceptions=None, this_ability=False, locked=values)))
        return replace(d, operations=tuple(ops))

    def _distributed_total(self, many: Any, probe: Any, eng: Any, targets: tuple[str, ...]) -> int:
        """601.2d, 107.3: the whole number of counters a spell or ability divides, when it is X ("distribute X +1/+1
        counters among any number of target creatures you control, where X is the number of +1/+1 counters on this
        creature"): the step's ``choices.number``, or the value X names, read once (608.2h; a source that left: its
        last known information)."""
        chars: dict[str, Any] = dict(self.resolve_now().run.final)
        src = self._state.objects.get(probe.source) if probe.source is not None else None
        if src is not None and src.zone != "battlefield" and src.last_known is not None:
            chars[src.id] = src.last_known
        at = probe.source if probe.source in chars else (targets[0] if targets else None)
        return max(0, eng.view.value(probe, many, at, chars)) if at is not None else 0

    def _move_counters(self, d: Definition, *, label: str, source: str | None, targets: tuple[str, ...],
                       choices: Mapping[str, Any], ts: tuple[int, ...], text: str | None) -> None:
        """122.5: "move" a counter: remove it from the object it is on and put it onto a second object, as the
        spell or ability resolves. ``d.move_counters`` is ``(kind, how many or None for all, from)``: from the
        source (``self``) or the one target of a "target" phrase (115.1d), onto the one affected object (the
        source, or the target of the phrase ``d.target`` names, else the only one). When either isn't on the
        battlefield, both are the same object, the first has no counter of that kind or the second can't have one
        put on it, no counter is removed from or put onto anything (122.5). Replacement effects that modify how
        many counters are put apply to the second object (614.1a: "put" onto it)."""
        assert d.move_counters is not None
        kind, many, frm = d.move_counters
        name = label.split(":")[0]
        by_phrase = L.phrase_targets(name, text if text is not None else label, targets, taken=choices.get("phrases")) \
            if frm != "self" or d.target else [targets]    # "onto that creature": the event's creature (603.2)

        def one(phrase: int) -> str | None:
            if phrase > len(by_phrase):
                raise ScenarioError(f"{name}: its text has {len(by_phrase)} \"target\" phrase(s); the counters move "
                                    f"from or onto phrase {phrase} (115.1d)", field="targets")
            got = by_phrase[phrase - 1]
            return got[0] if got else None

        first = source if frm == "self" else one(int(frm))
        if d.affects == Ref.SELF:
            second = source
        else:
            second = one(d.target[0]) if d.target else (targets[0] if len(targets) == 1 else None)
        objs = self._state.objects
        if first is None or second is None or first == second or first not in objs or second not in objs \
                or objs[first].zone != "battlefield" or objs[second].zone != "battlefield":
            return      # 122.5: not possible, nothing moves
        for k, n in sorted(self._counters_to_move(name, kind, many, objs[first], choices).items()):
            if n <= 0:
                continue
            put = self._replaced_count(second, k, n)
            if put <= 0:
                continue    # 122.5: the second object can't have counters of that kind put onto it: none is removed
            self._put(self._state.objects[first].with_counters(k, -n, ts))
            self._put(self._state.objects[second].with_counters(k, put, ts))

    @staticmethod
    def _counters_to_move(name: str, kind: str, many: int | str | None, o: GameObject,
                          choices: Mapping[str, Any]) -> dict[str, int]:
        """122.5, 608.2d: the counters a move takes from ``o``, ``{kind: number}``: of one kind, or (``kind`` "any")
        of any kinds, which ones chosen as it resolves; ``many`` a number (as many as it has at most), None (all
        of them) or "chosen" ("move any number of +1/+1 counters": how many chosen as it resolves). A choice is
        the step's ``choices.moved`` (``{kind: number}``, kinds it has, no more than it has); untold, only when
        there is nothing to choose (no counter, or one kind and a number to move), else refused, never guessed."""
        has = {c.kind: c.count for c in o.counters if c.count > 0 and kind in ("any", c.kind)}
        total = sum(has.values())
        if many is None:
            return has                                  # "move all (+1/+1) counters": every one of them
        if kind != "any" and type(many) is int:
            return {kind: min(many, total)} if total else {}
        stated = choices.get("moved")
        if stated is None:
            if total == 0:
                return {}
            if type(many) is int and len(has) == 1:
                return {k: min(many, v) for k, v in has.items()}     # one kind it has: nothing to choose
            raise ScenarioError(f"{name}: which counters move from {o.id} is chosen as it resolves (122.5, 608.2d): "
                                f"the step needs choices.moved, {{kind: number}}, "
                                f"{'any number' if many == 'chosen' else many} in all, of the counters it has "
                                f"({', '.join(f'{v} {k}' for k, v in sorted(has.items()))})",
                                field="choices.moved", hint="e.g. choices: {moved: {'+1/+1': 1}}")
        for k, v in stated.items():
            if v > has.get(k, 0):
                raise ScenarioError(f"{name}: {o.id} has {has.get(k, 0)} {k} counter(s) it can move; choices.moved "
                                    f"names {v} (122.5)", field=f"choices.moved.{k}")
        if type(many) is int and sum(stated.values()) != min(many, total):
            raise ScenarioError(f"{name}: it moves {min(many, total)} counter(s) from {o.id}; choices.moved names "
                                f"{sum(stated.values())}", field="choices.moved")
        return dict(stated)

    def _removal_amounts(self, d: Definition, probe: Any, eng: Any, affected: Iterable[str]
                         ) -> list[tuple[str, str, int | None]]:
        """The counters a resolving spell or ability removes from each affected object (122.1), ``(kind, object,
        how many)``, ``None`` for all of that kind: a number, or a value ("remove a number of +1/+1 counters from ~
        equal to the result") determined once as it resolves, for each object, before any counter is removed
        (608.2h); a value that can't be determined is 0 (208.2a)."""
        chars: dict[str, Any] | None = None
        out: list[tuple[str, str, int | None]] = []
        for kind, many in d.remove_counters:
            for oid in sorted(affected):
                if many is None or type(many) is int:
                    out.append((kind, oid, many))
                    continue
                if chars is None:
                    chars = dict(self.resolve_now().run.final)
                out.append((kind, oid, max(0, eng.view.value(probe, many, oid, chars))))
        return out

    def _chosen_removal(self, label: str, how: str, many: int | None, o: GameObject, choices: Mapping[str, Any],
                        objects: int) -> dict[str, int]:
        """608.2d, 122.1: the counters removed from ``o`` when a resolving spell or ability removes ``many`` counters
        of any kinds (``how``: ``chosen``) or up to ``many`` (``chosen_up_to``), which ones chosen as it resolves:
        the step's ``choices.removed`` (``{kind: number}``), each kind one it has, no more than it has. "Remove X
        counters" removes X when it has X or more, else all of them (then nothing is left to choose: untold, all
        are removed); anything else untold, or more than allowed, is refused, never guessed. A step that states
        ``choices.stated.removed.count`` ("for each counter removed this way") must state the same total."""
        name = label.split(":")[0]
        has = {c.kind: c.count for c in o.counters if c.count > 0}
        total = sum(has.values())
        n = max(0, many or 0)
        stated = choices.get("removed")
        if objects != 1:
            raise ScenarioError(f"{name}: counters of any kinds removed from {objects} objects: choices.removed names "
                                "the counters removed from one object", field="choices.removed")
        if stated is None:
            if how == "chosen" and total <= n:
                stated = dict(has)      # "remove X counters": all it has, nothing to choose
            else:
                raise ScenarioError(f"{name}: which counters it removes from {o.id} is chosen as it resolves (608.2d): "
                                    f"the step needs choices.removed, {{kind: number}}, "
                                    f"{'up to ' if how == 'chosen_up_to' else ''}{n} in all, of the counters it has "
                                    f"({', '.join(f'{v} {k}' for k, v in sorted(has.items())) or 'none'})",
                                    field="choices.removed", hint="e.g. choices: {removed: {'+1/+1': 1}}")
        for k, v in stated.items():
            if v > has.get(k, 0):
                raise ScenarioError(f"{name}: {o.id} has {has.get(k, 0)} {k} counter(s); choices.removed names {v} "
                                    "(122.1)", field=f"choices.removed.{k}")
        removed = sum(stated.values())
        wanted = min(n, total)
        if removed > n or (how == "chosen" and removed != wanted):
            raise ScenarioError(f"{name}: it removes {'up to ' if how == 'chosen_up_to' else ''}{wanted} counter(s) "
                                f"from {o.id}; choices.removed names {removed}", field="choices.removed")
        said = ((choices.get("stated") or {}).get("removed") or {}).get("count")
        if said is not None and said != removed:
            raise ScenarioError(f"{name}: choices.stated.removed.count ({said}) is not the number of counters "
                                f"choices.removed names ({removed})", field="choices.stated.removed.count")
        return dict(stated)

    def _counter_amounts(self, d: Definition, probe: Any, eng: Any, affected: Iterable[str]
                         ) -> list[tuple[str, str, int]]:
        """The counters a resolving spell or ability puts on each affected object: a number, or a
        value ("put X +1/+1 counters on it, where X is its power") determined once as it resolves,
        for each object, before any counter is put (608.2h); a value that can't be determined is 0
        (208.2a)."""
        if all(type(n) is int for _, n in d.counters):
            return [(oid, kind, n) for kind, n in d.counters for oid in sorted(affected) if isinstance(n, int)]
        chars: dict[str, Any] = dict(self.resolve_now().run.final)
        src = self._state.objects.get(probe.source) if probe.source is not None else None
        if src is not None and src.zone != "battlefield" and src.last_known is not None:
            chars[src.id] = src.last_known      # 608.2h: the source that left: its last known information
        out = []
        for kind, n in d.counters:
            for oid in sorted(affected):
                count = n if type(n) is int else eng.view.value(probe, n, oid, chars)
                if isinstance(n, UpTo):
                    # 608.2d: "up to X": the number chosen as it resolves, at most each bound worked out now (one
                    # below 0 allows none); more is refused, never cut down
                    most = min(max(0, eng.view.value(probe, b, oid, chars)) for b in n.bounds)
                    if count > most:
                        raise ScenarioError(f"{probe.source or 'the ability'} puts up to {most} {kind} counter(s) "
                                            f"on {oid} now (608.2d); choices.up_to is {count}",
                                            field="choices.up_to", hint=f"at most {most}")
                if count > 0:
                    out.append((oid, kind, count))
        return out

    def _proliferate(self, name: str, choices: Mapping[str, Any], ts: tuple) -> None:
        """701.34a: "proliferate": the permanents and players the step's ``choices.proliferate`` names (any
        number of them, ``[]`` for none) each get one more counter of each kind they already have. A
        permanent named must be on the battlefield with a counter on it; a player's counters are game facts
        (poison, energy, experience: 122.1f, 107.14): each one the board knows to be 1 or more goes up by
        one, and one it doesn't know stays unknown. Refused (a ``ScenarioError``) when the step doesn't
        say while some permanent has a counter, and for a player known to have none."""
        from ..vocabulary.facts import FACTS

        chosen = choices.get("proliferate")
        with_counters = sorted(oid for oid, o in self._state.objects.items()
                               if o.zone == "battlefield" and any(c.count > 0 for c in o.counters))
        if chosen is None:
            if with_counters or any(v for _, n, v in self._state.facts if n.endswith("_counters")):
                raise ScenarioError(f"{name} proliferates: which permanents and players get another counter is "
                                    "chosen as it resolves (701.34a)", field="choices.proliferate",
                                    hint="e.g. choices: {proliferate: [" + ", ".join(with_counters[:2])
                                         + "]}, or [] for none")
            return
        kinds = [n for n, f in FACTS.items() if n.endswith("_counters") and f.kind == "number"]
        changes: dict[tuple[str, str], int | None] = {}
        for i, who in enumerate(dict.fromkeys(chosen)):
            if who in self._state.players:
                known = {n: self._state.fact(who, n) for n in kinds}
                if all(v is not None and v <= 0 for v in known.values()):
                    raise ScenarioError(f"{name}: {who} has no counters to proliferate (701.34a)",
                                        field=f"choices.proliferate[{i}]")
                changes.update({(who, n): v + 1 for n, v in known.items() if v is not None and v > 0})
                continue
            if who not in with_counters:
                raise ScenarioError(f"{name}: {who!r} can't be chosen to proliferate: only a permanent or a player "
                                    "with a counter can (701.34a)", field=f"choices.proliferate[{i}]",
                                    hint="one of " + (", ".join(with_counters + list(self._state.players))))
            for kind in [c.kind for c in self._state.objects[who].counters if c.count > 0]:
                o = self._state.objects[who]
                self._put(o.with_counters(kind, self._replaced_count(who, kind, 1), ts))
        if changes:
            self._state = self._state.with_facts(changes)
            self._cache = None

    @staticmethod
    def _distribution(name: str, kind: str, total: int, targets: tuple[str, ...], choices: Mapping[str, Any]
                      ) -> list[int]:
        """601.2d: the division of ``total`` counters among the targets, announced as it is cast
        (``choices.distribution``, one number per target in the order of ``targets``): each target
        gets at least one, and they add up to the whole."""
        dist = choices.get("distribution")
        if not targets:
            raise ScenarioError(f"{name} distributes {total} {kind} counters among its targets: it needs targets",
                                field="targets")
        if dist is None:
            if len(targets) == 1:
                return [total]          # one target gets them all
            raise ScenarioError(f"{name}: how the {total} {kind} counters are divided among the targets is chosen "
                                "as it is cast (601.2d)", field="choices.distribution",
                                hint=f"e.g. choices: {{distribution: [{total - len(targets) + 1}"
                                     + ", 1" * (len(targets) - 1) + "]}, one number per target")
        if len(dist) != len(targets) or sum(dist) != total:
            raise ScenarioError(f"{name}: the division must give each of the {len(targets)} target(s) at least one "
                                f"of the {total} counters and add up to {total}; got {list(dist)} (601.2d)",
                                field="choices.distribution")
        return list(dist)
    @staticmethod
    def _face_down_of(d: Definition) -> Characteristics | bool | None:
        """708.2: how the definition's returned cards enter face down (``put_face_down``): ``True`` (a 2/2 creature,
        708.2a), the characteristics it lists, or None (face up)."""
        if not d.put_face_down:
            return None
        if d.face_down_listed:
            return _listed_characteristics({k: list(v) if isinstance(v, tuple) else v for k, v in d.face_down_listed})
        return True

    def _transform(self, affected: Iterable[str]) -> None:
        """701.27a: each permanent turns over so that its other face is up — the same object (no zone change,
        400.7), with a new timestamp (613.7g). 701.27c: one not represented by a double-faced card does nothing
        (a meld card can't, 712.4c); 701.27d: nor one whose other face is an instant or sorcery face; 708.2b: a
        face-down permanent has no other face to turn to here."""
        for oid in sorted(affected):
            o = self._state.objects[oid]
            faces = o.card.faces
            if o.zone != "battlefield" or o.face_down or len(faces) != 2 or o.merged \
                    or (o.card.facts or {}).get("layout") == "meld":
                continue
            to = "front" if o.face == "back" else "back"
            if {"Instant", "Sorcery"} & faces[-1 if to == "back" else 0].printed.types:
                continue
            self._put(replace(o, face=to, timestamp=self._tick()))

    def _return_targets(self, under: str, targets: tuple[str, ...], controller: str, label: str,
                        face_down: Characteristics | bool | None = None, tapped: bool = False,
                        attacking: bool = False) -> None:
        """"Return target creature card from your graveyard to the battlefield": each target, a card in a
        graveyard or exile, is put onto the battlefield, a new object (400.7) with a new timestamp
        (613.7d), under the control of the spell's or ability's controller (110.2a) or, when
        ``under`` is ``owner``, its owner's; ``face_down``: face down (708.2a, 708.3), ``tapped`` (110.5b);
        ``attacking``: tapped and attacking (508.4: put onto the battlefield attacking, never declared as an attacker)."""
        for i, t in enumerate(targets):
            zone = self._state.objects[t].zone
            if zone not in ("graveyard", "exile"):
                raise ScenarioError(f"{t!r} is in the {zone}; {label.split(':')[0]} puts a card from a graveyard or "
                                    "exile onto the battlefield", field=f"targets[{i}]")
            self._move(t, "battlefield", face_down=face_down, tapped=tapped)
            o = self._state.objects[t]
            if attacking:
                o = replace(o, tapped=True, combat="attacking", blocking=None, blocked=False)
            self._put(replace(o, controller=o.owner if under == "owner" else controller))

    def _return_all(self, d: Definition, label: str, source: str | None, controller: str, targets: tuple[str, ...],
                    choices: Mapping[str, Any], ts: Any) -> tuple[str, ...]:
        """"Return all creature cards from your graveyard to the battlefield": every card the definition's
        ``return_all`` selector names as it resolves (611.2c: those cards then) is put onto the battlefield, a new
        object (400.7) with a new timestamp each (613.7d), under the control of the spell's or ability's
        controller (110.2a) or its owner's. Returns their ids (``affects: returned``)."""
        from ..engine.loop import Effect, Engine

        of, under = d.return_all or (None, "controller")
        probe = Effect(key="probe", label=label, source=source, controller=controller, timestamp=ts,
                       definition=d, origin="resolved", choices=choices, targets=targets)
        cards = Engine(self._state).view.select(probe, of, dict(self.resolve_now().run.final))
        out: list[str] = []
        for oid in sorted(cards, key=lambda x: self._state.objects[x].timestamp):
            if self._state.objects[oid].zone not in ("graveyard", "exile"):
                continue
            self.move(oid, "battlefield")
            o = self._state.objects[oid]
            self._put(replace(o, controller=o.owner if under == "owner" else controller))
            out.append(oid)
        return tuple(out)

    def _flicker(self, under: str, targets: tuple[str, ...], controller: str, label: str,
                 face_down: Characteristics | bool | None = None) -> tuple[str, ...]:
        """"Exile target creature you control, then return that card to the battlefield under its owner's
        control": each target, a permanent, is exiled and returned to the battlefield, a new object (400.7) with a
        new timestamp (613.7d), under its owner's control (``owner``) or the spell's or ability's controller's; a
        token exiled ceases to exist and doesn't return (111.8, 704.5d). Returns the ids returned."""
        back: list[str] = []
        for i, t in enumerate(targets):
            zone = self._state.objects[t].zone
            if zone != "battlefield":
                raise ScenarioError(f"{t!r} is in the {zone}; {label.split(':')[0]} exiles a permanent and returns it",
                                    field=f"targets[{i}]")
            self.move(t, "exile")
            if self._state.objects[t].token:
                continue        # 111.8, 704.5d: a token that left the battlefield ceases to exist; it doesn't return
            self._move(t, "battlefield", face_down=face_down)      # 708.3: face down, when it says so
            o = self._state.objects[t]
            self._put(replace(o, controller=o.owner if under == "owner" else controller))
            back.append(t)
        return tuple(back)

    def _put_chosen(self, under: str, choices: Mapping[str, Any], controller: str, label: str,
                    tapped: str | None = None, face_down: str | None = None) -> None:
        """"You may put a creature card from your hand onto the battlefield. That creature gains haste.":
        the card chosen as it resolves (``choices.object``, 608.2d) is put onto the battlefield, a new
        object (400.7), under the control of the spell's or ability's controller (110.2a) or its owner's;
        ``tapped``: it enters tapped (110.5b), or tapped and attacking ("attacking", 508.4); ``face_down``
        ("manifest"): it is put onto the battlefield face down (701.40a, 708.2a: a 2/2 creature with no name,
        text, subtypes or mana cost; whatever it enters with is read from those characteristics, 708.3)."""
        oid = choices.get("object")
        name = label.split(":")[0]
        if not oid:
            raise ScenarioError(f"{name} puts a card onto the battlefield: it needs choices.object, the card put",
                                field="choices.object", hint="e.g. choices: {object: an id of a card in a hand}")
        zone = self._state.objects[oid].zone
        if zone in ("battlefield", "stack"):
            raise ScenarioError(f"{oid!r} is in the {zone}; {name} puts a card from another zone onto the battlefield",
                                field="choices.object")
        self.move(oid, "battlefield", face_down=face_down)
        o = self._state.objects[oid]
        o = replace(o, controller=o.owner if under == "owner" else controller)
        if tapped == "tapped":
            o = replace(o, tapped=True)         # 110.5b: a permanent that enters tapped
        elif tapped == "attacking":
            # 508.4: put onto the battlefield attacking, never declared as an attacker (and tapped, as printed)
            o = replace(o, tapped=True, combat="attacking", blocking=None, blocked=False)
        self._put(o)

    def _locked_values(self, d: Definition, probe: Any, eng: Any, affected: frozenset[str]
                       ) -> list[tuple[Definition, frozenset[str] | None]]:
        """608.2h: the numbers a resolving spell's or ability's effect needs from the game ("for each
        Forest you control", "where X is ~'s power") are determined once, now. A value worked out
        for each affected object ("where X is its power") is determined now for each of them: the
        effect is then one definition per object, with the same timestamp. Returns (definition,
        its objects, None for all)."""
        from ..engine.view import reads_object
        from ..vocabulary.ops import REGISTRY

        def dynamic(op: Any) -> bool:
            vals = op.arg if isinstance(op.arg, tuple) else (op.arg,)
            return REGISTRY[op.name].values and not all(type(v) is int for v in vals)

        if not any(dynamic(op) for op in d.operations):
            return [(d, None)]
        chars: dict[str, Any] = dict(self.resolve_now().run.final)
        src = self._state.objects.get(probe.source) if probe.source is not None else None
        if src is not None and src.zone != "battlefield" and src.last_known is not None:
            chars[src.id] = src.last_known      # 608.2h: the source that left: its last known information

        def locked(oid: str) -> Definition:
            ops = []
            for op in d.operations:
                if not dynamic(op):
                    ops.append(op)
                    continue
                vals = op.arg if isinstance(op.arg, tuple) else (op.arg,)
                fixed = tuple(v if type(v) is int else eng.view.value(probe, v, oid, chars) for v in vals)
                ops.append(replace(op, arg=fixed if isinstance(op.arg, tuple) else fixed[0]))
            return replace(d, operations=tuple(ops))

        per_object = any(dynamic(op) and any(reads_object(v) for v in (op.arg if isinstance(op.arg, tuple) else (op.arg,)))
                         for op in d.operations)
        if not per_object:
            return [(locked(""), None)]
        present = sorted(o for o in affected if o in chars)
        return [(locked(o), frozenset({o})) for o in present] or [(d, None)]

    @records("attach")
    def attach(self, object: str, to: str) -> None:
        """613.7e: an Aura, Equipment or Fortification gets a new timestamp as it becomes attached."""
        o = self._object(object, "object")
        host = self._object(to, "to")
        if host.id == o.id:
            raise ScenarioError("an object can't be attached to itself (301.5c, 303.4d)", field="to")
        seen, cur = {o.id}, host
        while cur.attached_to:                       # no cycles of attachments
            if cur.attached_to in seen:
                raise ScenarioError("that would make a cycle of attachments (301.5c, 303.4d)", field="to",
                                    hint=f"{host.id} is itself attached, directly or not, to {o.id}")
            seen.add(cur.id)
            cur = self._state.objects[cur.attached_to]
        if o.zone != "battlefield":
            raise ScenarioError(f"{o.id!r} is in the {o.zone}; only a permanent on the battlefield becomes attached "
                                "(301.5, 303.4)", field="object")
        res = self.resolve_now()
        saved = self._state
        attach_error = self._attachable(res[o.id].characteristics.name or o.id, res[o.id].characteristics, host, "to",
                                        "object")
        ts = self._tick()
        self._put(replace(o, attached_to=host.id, attached_player=None, timestamp=ts))
        if attach_error is not None:
            self._recheck_attachment(o.id, host.id, attach_error, saved)

    @records("counters")
    def counters(self, on: str, add: Mapping[str, int] | None = None, remove: Mapping[str, int] | None = None) -> None:
        """613.7c: counters of one kind share the newest one's timestamp."""
        o = self._object(on, "on")
        if add:
            self._forget_facts(*_COUNTER_PUT_FACTS)         # 122.6: counters put on it
        ts = self._tick()
        for kind, n in self._counters(add, "add").items():
            o = o.with_counters(kind, self._replaced_count(o.id, kind, n), ts)      # 614.1a
        for kind, n in self._counters(remove, "remove").items():
            o = o.with_counters(kind, -n, ts)
        self._put(o)

    @records("mutate")
    def mutate(self, card: str, onto: str, position: str = "top", id: str | None = None) -> str:
        """730.2: a mutating creature spell merges with the permanent; it is the same object."""
        cd = self._card(card)
        target = self._object(onto, "onto")
        if position not in ("top", "bottom"):
            raise ScenarioError(f"expected top or bottom, got {position!r}", field="position")
        if not any((a.keyword or "").lower() == "mutate" or a.text.lower().startswith("mutate") for a in cd.abilities):
            raise ScenarioError(f"{cd.name} has no mutate ability; only a mutating creature spell merges (702.140a)",
                                field="card")
        if target.zone != "battlefield":
            raise ScenarioError(f"{target.id!r} is in the {target.zone}; a mutating spell targets a non-Human creature "
                                "on the battlefield (702.140a)", field="onto")
        tc = self.resolve_now()[target.id].characteristics
        if not tc.is_creature or "Human" in tc.subtypes:
            raise ScenarioError(f"{target.id!r} is {tc.type_line or 'typeless'}; a mutating spell targets a non-Human "
                                "creature (702.140a)", field="onto")
        alias = self._new_id(id, cd.name)
        comps = target.merged or (target.card,)
        merged = (cd,) + comps if position == "top" else comps + (cd,)
        self._forget_facts(*_EXILED_WITH_FACTS)     # 607.2a: the mutating spell may come from exile
        self._tick()
        self._put(replace(target, merged=merged))
        self.aliases[alias] = target.id
        return target.id

    @records("turn_face_up")
    def turn_face_up(self, id: str, megamorph: bool | None = None) -> None:
        """613.7f: a permanent gets a new timestamp when it turns face up. ``megamorph``: whether its megamorph
        cost was paid to turn it face up (702.37b: "As this permanent is turned face up, if its megamorph cost was
        paid to turn it face up, put a +1/+1 counter on it"), which a card with megamorph must say."""
        o = self._object(id, "turn_face_up")
        if not o.face_down:
            raise ScenarioError(f"{id!r} is not face down", field="turn_face_up")
        has_megamorph = any(a.text.lower().startswith("megamorph") for a in o.card.abilities)
        if megamorph is None and has_megamorph:
            raise ScenarioError(f"{o.card.name} has megamorph: say whether its megamorph cost was paid to turn it "
                                "face up (702.37b: then it gets a +1/+1 counter)", field="megamorph",
                                hint=f"turn_face_up: {{id: {id}, megamorph: true}}")
        if megamorph and not has_megamorph:
            raise ScenarioError(f"{o.card.name} has no megamorph ability (702.37a)", field="megamorph")
        self._forget_facts(*_COUNTER_PUT_FACTS)             # 122.6: it may get counters as it turns face up
        ts = self._tick()
        self._put(replace(o, face_down=None, timestamp=ts))
        if megamorph:
            # 702.37b: a replacement effect as it is turned face up (614.1e): the counter has its timestamp
            self._put(self._state.objects[o.id].with_counters("+1/+1", self._replaced_count(o.id, "+1/+1", 1), ts))
        self._turned_face_up_counters(id)

    def _turned_face_up_counters(self, oid: str) -> None:
        """614.1e, 708.11: "As this creature is turned face up, put five +1/+1 counters on it": a replacement
        effect of an ability the permanent has once face up, applied while it is being turned face up (not
        after): the counters it gets then, a value counted on the board as it is turned face up (it is on the
        battlefield: "the number of other creatures you control" doesn't count it). The replacement effects
        on counters being put apply to them (614.1a), and none are put on a permanent that can't have them
        (122.6)."""
        from ..engine.loop import Effect, Engine

        o = self._state.objects[oid]
        if not any(a.definition is not None and a.definition.turned_face_up_counters
                   for a in o.card.abilities + (o.copy_of.abilities if o.copy_of is not None else ())):
            return
        res = self.resolve_now()
        chars = dict(res.run.final)
        view = Engine(self._state).view
        for ab in res[oid].abilities:
            d = ab.definition
            if d is None or not d.turned_face_up_counters or d.affects not in (None, Ref.SELF):
                continue
            probe = Effect(key="turned-face-up", label=f"{o.card.name}: {ab.text}", source=oid,
                           controller=o.controller, timestamp=o.timestamp, definition=d, origin="static",
                           choices=o.choices)
            for kind, n in d.turned_face_up_counters:
                count = n if type(n) is int else max(0, view.value(probe, n, oid, chars))
                count = self._replaced_count(oid, kind, count)
                if count > 0:
                    o = self._state.objects[oid]
                    self._put(o.with_counters(kind, count, o.timestamp))

    @records("leave")
    def leave(self, id: str) -> None:
        """The permanent goes to its owner's graveyard."""
        self.move(id, "graveyard")

    @records("move")
    def move(self, object: str, to: str, copy: str | None = None, face_down: str | None = None) -> None:
        """400.7: an object that changes zones is a new object, with no memory of the old one
        (except a spell that resolves into a permanent, 400.7a). ``copy``: it enters the
        battlefield as a copy of that object (a Clone spell resolving). ``face_down`` (a kind of
        ``FACE_DOWN_KINDS``): it enters the battlefield face down (701.40a manifest, 708.3)."""
        if face_down is not None and (to != "battlefield" or copy is not None or face_down not in FACE_DOWN_KINDS):
            raise ScenarioError("only a card put onto the battlefield (not as a copy) is put face down (708.3)",
                                field="face_down", hint="one of " + ", ".join(FACE_DOWN_KINDS))
        self._move(object, to, copy, face_down)

    def _move(self, object: str, to: str, copy: str | None = None,
              face_down: Characteristics | bool | str | None = None, tapped: bool = False) -> None:
        """:meth:`move`; ``face_down``: it is put onto the battlefield face down (708.3: turned face down before
        it enters, so its own abilities don't apply as it enters): as a kind of ``FACE_DOWN_KINDS`` ("manifest",
        701.40a), a 2/2 creature with no text, name, subtypes or mana cost (``True``, 708.2a) or with the
        characteristics the effect lists (708.2); ``tapped``: it enters tapped (110.5b)."""
        kind = face_down if isinstance(face_down, str) else None
        o = self._object(object, "object")
        if o.zone == "command":
            # 114.1, 114.5: an emblem is a marker in the command zone, not a card: it never changes zones
            raise ScenarioError(f"{object} is an emblem in the command zone (114.1): it can't be moved", field="object")
        # per-turn facts this move may change (700.4 dies, 700.11 descended, entering): no longer known
        self._forget_facts(*_EXILED_WITH_FACTS)     # 607.2a: a card may be put into exile or taken out of it
        self._forget_facts(*(("creatures_died_this_turn", "permanents_left_this_turn", "permanents_sacrificed_this_turn",
                              "nonland_permanents_left_this_turn", "artifacts_or_creatures_died_this_turn")
                             if o.zone == "battlefield" else ()),      # 701.21: leaving may be a sacrifice
                           *(("cards_exiled_this_turn",) if to == "exile" else ()),                     # 406.1
                           *(("cards_left_graveyard_this_turn",) if o.zone == "graveyard" else ()),     # 404.1
                           *(("times_descended_this_turn",) if to == "graveyard" else ()),
                           *(_ENTERED_FACTS if to == "battlefield" else ()),
                           # 701.9a: a card put from a hand into a graveyard may be a discard (or into exile: madness)
                           *(("cards_discarded_this_turn",) if o.zone == "hand" and to in ("graveyard", "exile") else ()),
                           # 401.1: a card into or out of a library changes how many it holds
                           *(("cards_in_library",) if "library" in (o.zone, to) else ()))
        if "library" in (o.zone, to):
            self._forget_library_top()      # 401.1: the top card left, or one went in where the board can't say
        if to == "battlefield":
            self._forget_facts(*_COUNTER_PUT_FACTS)     # 122.6: it may enter with counters
        copy_values = None
        if copy is not None:
            if to != "battlefield":
                raise ScenarioError("only an object entering the battlefield can enter as a copy (614.1c, 707.2)",
                                    field="copy")
            src = self._object(copy, "copy")
            self._check_copy_source(o.card, o.face, src, o.controller, o.id, "copy")
            copy_values = self.resolve_now().copiable_values(src.id)
        if to not in ZONES:
            raise ScenarioError(f"unknown zone {to!r}", field="to", hint=", ".join(ZONES))
        if to == "battlefield" and not face_down and not (o.zone == "stack" and o.choices.get("modes")) \
                and _has_entering_option(
                copy_values.abilities if copy_values is not None else o.card.abilities):
            # the option is chosen as it enters (a new object chooses again, 400.7); a move takes no choice
            raise ScenarioError(f"{o.card.name} chooses an option as it enters: enter it with choices.modes",
                                field="to", hint="remove it and enter it again: enter: {card: ..., choices: {modes: 1}}")
        last = self.resolve_now()[o.id].characteristics if o.zone == "battlefield" else None
        ts = self._tick()
        keep = o.zone == "stack" and to == "battlefield"
        new = replace(o, zone=to, timestamp=ts, incarnation=o.incarnation if keep else o.incarnation + 1,
                      counters=o.counters if keep else (), attached_to=None,
                      copy_of=copy_values if copy_values is not None else (o.copy_of if keep else None),
                      copy_source=copy if copy_values is not None else o.copy_source,
                      merged=(), face_down=kind if kind is not None else None if not keep else o.face_down,
                      face_down_values=o.face_down_values if keep and kind is None else None, last_known=last,
                      class_level=o.class_level if keep else None,
                      designations=o.designations if keep else frozenset(),    # 701.37b, 702.112b
                      # 123.5: stickers stay on the new object in a public zone (an exception to 400.7)
                      art_stickers=o.art_stickers if to not in ("hand", "library") else 0,
                      entered_turn=self._state.turn_number if to == "battlefield" else None,
                      # 400.7: a new object remembers nothing of the old one — not the choices made for
                      # it, how it was cast, its status (110.5) or its place in combat (506.4)
                      choices=o.choices if keep else _pregame_choice(o), alt_cost=o.alt_cost if keep else None,
                      tapped=o.tapped if keep else False, combat=o.combat if keep else None,
                      blocking=o.blocking if keep else None, blocked=o.blocked if keep else False,
                      attacks=o.attacks if keep else None,
                      last_counters=o.counters if o.zone == "battlefield" else ())
        if face_down is not None and face_down is not False and kind is None and to == "battlefield":
            new = replace(new, face_down="listed" if isinstance(face_down, Characteristics) else "turned",
                          face_down_values=face_down if isinstance(face_down, Characteristics) else None)
        if tapped and to == "battlefield":
            new = replace(new, tapped=True)
        self._put(new)
        # effects "for as long as" this permanent remains end (611.2b); attached objects fall off
        if o.zone == "battlefield":
            for alias, real in list(self.aliases.items()):
                if real == o.id and alias != o.id and o.merged:
                    self._gone[alias] = o.id       # the merged permanent is gone (400.7)
            effects = tuple(e for e in self._state.effects
                            if not (e.duration in _WHILE_ON_BATTLEFIELD and e.source == o.id))
            self._state = replace(self._state, effects=effects)
            for other in list(self._state.objects.values()):
                if other.attached_to == o.id:
                    self._put(replace(other, attached_to=None))
        if o.zone == "exile" and to == "stack":
            # 601.2a: a card moves from exile to the stack only as it is cast: effects "until ~ is cast
            # from exile" end (a card leaving exile any other way never is: they last, 400.7)
            self._state = replace(self._state, effects=tuple(
                e for e in self._state.effects if not (e.duration == "until_cast_from_exile" and e.source == o.id)))
        if to == "stack":
            self._next_spell_cast(o.id)      # 601.2a: a card moved to the stack is cast (it states nothing)
        if to == "battlefield":
            self._enter_counters(o.id)

    @records("tap")
    def tap(self, id: str) -> None:
        """The permanent becomes tapped (its status, 110.5; no new timestamp)."""
        self._status(id, "tap", tapped=True)

    @records("untap")
    def untap(self, id: str) -> None:
        """The permanent untaps; effects "for as long as it remains tapped" end (611.2b)."""
        self._status(id, "untap", tapped=False)
        oid = self._object(id, "untap").id
        effects = tuple(e for e in self._state.effects if not (e.duration in _WHILE_TAPPED and e.source == oid))
        if len(effects) != len(self._state.effects):
            self._state = replace(self._state, effects=effects)
            self._cache = None

    @records("attack")
    def attack(self, ids: str | Iterable[str], defender: str | None = None) -> None:
        """Declare attackers: they are attacking (and tapped) until the turn ends. ``defender``: the player,
        planeswalker or battle they attack (508.1b); without it, when the attacking creatures' controller has
        one opponent, who controls no planeswalker, and no battle is on the battlefield, that opponent (the
        only one they can attack); otherwise which one is not known, and an effect reading it ("creatures
        attacking you") is refused, never guessed."""
        chosen = self._defender(defender) if defender is not None else None
        for oid in ([ids] if isinstance(ids, str) else list(ids or [])):
            attacks = chosen if defender is not None else self._only_defender(oid)
            self._status(oid, "attack", combat="attacking", tapped=True, blocking=None, blocked=False,
                         attacks=attacks)
        if ids:     # 508.1: the active player declares attackers: they attacked this turn
            self._state = self._state.with_facts({(self._state.turn, "attacked_this_turn"): 1})

    def _defender(self, defender: str) -> str:
        """508.1b: a player or a planeswalker or battle on the battlefield (an id), which creatures may attack."""
        if defender in self._state.players:
            return defender
        o = self._object(defender, "defender")
        final = self.resolve_now().run.final
        types = final[o.id].types if o.zone == "battlefield" and o.id in final else frozenset()
        if not {"Planeswalker", "Battle"} & set(types):
            raise ScenarioError(f"{o.id!r} is no player, planeswalker or battle on the battlefield (508.1b)",
                                field="defender", hint="a player's name or a planeswalker's id")
        return o.id

    def _only_defender(self, oid: str) -> str | None:
        """The one player, planeswalker or battle an attacking creature could attack (508.1b), or None: its
        controller's one opponent when that player controls no planeswalker and no battle is on the battlefield."""
        final = self.resolve_now().run.final
        if oid not in final:
            return None
        me = final[oid].controller or self._state.objects[oid].controller
        opponents = [p for p in self._state.players if p != me]
        if len(opponents) != 1:
            return None
        for k, o in self._state.objects.items():
            if o.zone != "battlefield" or k == oid or k not in final:
                continue
            c = final[k]
            if "Battle" in c.types or ("Planeswalker" in c.types and (c.controller or o.controller) == opponents[0]):
                return None
        return opponents[0]

    @records("block")
    def block(self, ids: str | Iterable[str], attacker: str | None = None) -> None:
        """Declare blockers: they are blocking until the turn ends. ``attacker``: the attacking
        creature they block (509.1a); a creature named in two ``block`` steps blocks both (509.1a:
        "can block an additional creature"). Without it, when exactly one creature is attacking, they
        block that one (a blocking creature blocks an attacking creature, 509.1a); otherwise which one
        is not known, and an effect reading it ("each creature blocking ~") is refused, never guessed."""
        blocked: tuple[str, int] | None = None
        if attacker is not None:
            a = self._object(attacker, "attacker")
            if a.zone != "battlefield" or a.combat != "attacking":
                raise ScenarioError(f"{a.id!r} is not an attacking creature (509.1a)", field="attacker")
            blocked = (a.id, a.incarnation)
        else:
            attacking = [o for o in self._state.objects.values()
                         if o.zone == "battlefield" and o.combat == "attacking"]
            if len(attacking) == 1:
                blocked = (attacking[0].id, attacking[0].incarnation)
        for oid in ([ids] if isinstance(ids, str) else list(ids or [])):
            o = self._object(oid, "block")
            known = o.blocking if o.combat == "blocking" else ()
            now = None if blocked is None or known is None else tuple(dict.fromkeys(known + (blocked,)))
            self._status(oid, "block", combat="blocking", blocking=now)
        # 509.1h: the attacking creature they block is a blocked creature; when which one is not known,
        # whether each attacking creature not yet known to be blocked is blocked is not known either
        for a in [o for o in self._state.objects.values() if o.zone == "battlefield" and o.combat == "attacking"]:
            if blocked is not None and (a.id, a.incarnation) == blocked:
                self._put(replace(a, blocked=True))
            elif blocked is None and ids and a.blocked is False:
                self._put(replace(a, blocked=None))

    def _status(self, oid: Any, field: str, **changes: Any) -> None:
        o = self._object(oid, field)
        if o.zone != "battlefield":
            raise ScenarioError(f"{o.id!r} is in the {o.zone}, not on the battlefield", field=field)
        self._put(replace(o, **changes))

    @records("fact")
    def state_fact(self, player: str,
                   life: int | None = None,
                   starting_life: int | None = None,
                   poison_counters: int | None = None,
                   energy_counters: int | None = None,
                   experience_counters: int | None = None,
                   speed: int | None = None,
                   monarch: bool | None = None,
                   initiative: bool | None = None,
                   city_blessing: bool | None = None,
                   dungeons_completed: int | None = None,
                   dungeon_names_completed: int | None = None,
                   cards_in_library: int | None = None,
                   commander_casts: int | None = None,
                   spells_cast_this_turn: int | None = None,
                   noncreature_spells_cast_this_turn: int | None = None,
                   instant_sorcery_spells_cast_this_turn: int | None = None,
                   cards_drawn_this_turn: int | None = None,
                   cards_discarded_this_turn: int | None = None,
                   life_gained_this_turn: int | None = None,
                   life_lost_this_turn: int | None = None,
                   life_lost_last_turn: int | None = None,
                   attacked_this_turn: bool | None = None,
                   damaged_this_turn: bool | None = None,
                   damage_taken_this_turn: int | None = None,
                   committed_crime_this_turn: bool | None = None,
                   times_descended_this_turn: int | None = None,
                   creatures_died_this_turn: int | None = None,
                   nonland_permanents_entered_this_turn: int | None = None,
                   lands_entered_this_turn: int | None = None,
                   artifacts_entered_this_turn: int | None = None,
                   creatures_entered_this_turn: int | None = None,
                   permanents_sacrificed_this_turn: int | None = None,
                   dice_rolled_this_turn: int | None = None,
                   permanents_left_this_turn: int | None = None,
                   nonland_permanents_left_this_turn: int | None = None,
                   surveilled_this_turn: bool | None = None,
                   put_plus_one_counter_on_creature_this_turn: bool | None = None,
                   plus_one_counter_put_on_permanent_this_turn: bool | None = None,
                   artifacts_or_creatures_died_this_turn: int | None = None,
                   cards_exiled_this_turn: int | None = None,
                   cards_left_graveyard_this_turn: int | None = None,
                   face_down_creatures_entered_this_turn: int | None = None,
                   spells_warped_this_turn: int | None = None,
                   spells_cast_from_hand_this_turn: int | None = None,
                   mirran_team: bool | None = None,
                   phyrexian_team: bool | None = None,
                   starting_player: bool | None = None) -> None:

        """State game facts about ``player`` (layerkit/vocabulary/facts.py) that conditions and values
        of effects read ("as long as you're the monarch", "where X is your life total"). The board
        assumes none it was not told: an effect that reads one is listed in ``Resolution.unsupported``
        and not applied. Facts "this turn" end when the turn ends; a step that could change one
        (a permanent leaving the battlefield for ``creatures_died_this_turn``) forgets it.
        724.3, 725.3: a player who becomes the monarch (takes the initiative) is the only one.

        >>> b = Board(); _ = b.enter("Grizzly Bears", id="bear")
        >>> b.state_fact("Alex", monarch=True, life=12)
        >>> b.state.fact("Alex", "life"), b.state.fact("Bo", "monarch"), b.state.fact("Bo", "life")
        (12, 0, None)
        """
        from ..vocabulary.facts import EXCLUSIVE, FACTS

        who = self._player(player, "player")
        given = {"life": life, "starting_life": starting_life, "poison_counters": poison_counters, "energy_counters": energy_counters,
                 "experience_counters": experience_counters, "speed": speed,
                 "monarch": monarch, "initiative": initiative, "city_blessing": city_blessing,
                 "dungeons_completed": dungeons_completed, "dungeon_names_completed": dungeon_names_completed,
                 "cards_in_library": cards_in_library, "commander_casts": commander_casts, "spells_cast_this_turn": spells_cast_this_turn,
                 "noncreature_spells_cast_this_turn": noncreature_spells_cast_this_turn,
                 "instant_sorcery_spells_cast_this_turn": instant_sorcery_spells_cast_this_turn,
                 "cards_drawn_this_turn": cards_drawn_this_turn, "cards_discarded_this_turn": cards_discarded_this_turn, "life_gained_this_turn": life_gained_this_turn,
                 "life_lost_this_turn": life_lost_this_turn, "life_lost_last_turn": life_lost_last_turn,
                 "attacked_this_turn": attacked_this_turn,
                 "damaged_this_turn": damaged_this_turn,
                 "damage_taken_this_turn": damage_taken_this_turn,     # 120.1 (ifsyou17)
                 "committed_crime_this_turn": committed_crime_this_turn,
                 "times_descended_this_turn": times_descended_this_turn,
                 "creatures_died_this_turn": creatures_died_this_turn,
                 "nonland_permanents_entered_this_turn": nonland_permanents_entered_this_turn,
                 "lands_entered_this_turn": lands_entered_this_turn,
                 "artifacts_entered_this_turn": artifacts_entered_this_turn,
                 "creatures_entered_this_turn": creatures_entered_this_turn,
                 "permanents_sacrificed_this_turn": permanents_sacrificed_this_turn,
                 "dice_rolled_this_turn": dice_rolled_this_turn,
                 "permanents_left_this_turn": permanents_left_this_turn,
                 "nonland_permanents_left_this_turn": nonland_permanents_left_this_turn,
                 "surveilled_this_turn": surveilled_this_turn,
                 "put_plus_one_counter_on_creature_this_turn": put_plus_one_counter_on_creature_this_turn,
                 "plus_one_counter_put_on_permanent_this_turn": plus_one_counter_put_on_permanent_this_turn,
                 "artifacts_or_creatures_died_this_turn": artifacts_or_creatures_died_this_turn,
                 "cards_exiled_this_turn": cards_exiled_this_turn,
                 "cards_left_graveyard_this_turn": cards_left_graveyard_this_turn,
                 "face_down_creatures_entered_this_turn": face_down_creatures_entered_this_turn,
                 "spells_warped_this_turn": spells_warped_this_turn,
                 "spells_cast_from_hand_this_turn": spells_cast_from_hand_this_turn,
                 "mirran_team": mirran_team, "phyrexian_team": phyrexian_team,    # Alchemy teams (ifsyou15)
                 "starting_player": starting_player}        # 103.1 (counters15)
        assert set(given) == set(FACTS)
        changes: dict[tuple[str, str], int | None] = {}
        for name, value in given.items():
            if value is None:
                continue
            if name in EXCLUSIVE and value:
                for other in self._state.players:      # 724.3, 725.3: only one player at a time
                    changes[(other, name)] = 0
            changes[(who, name)] = int(value)
        self._tick()
        self._state = self._state.with_facts(changes)
        self._cache = None

    @records("history")
    def state_history(self, object: str, dealt_damage: bool | None = None,
                      was_dealt_damage_this_turn: bool | None = None,
                      dealt_damage_to_opponent_this_turn: bool | None = None,
                      dealt_damage_to_another_creature_this_turn: bool | None = None,
                      counter_put_this_turn: bool | None = None,
                      top_of_library: bool | None = None,
                      life_paid_as_entered: int | None = None,
                      cards_exiled_with: int | None = None) -> None:
        """State what happened to an object since it became this object (400.7) that no step of the board
        records and effects read (layerkit/vocabulary/facts.py ``OBJECT_FACTS``): "if it hasn't dealt damage
        yet" (120.1); and numbers a static ability reads: the life paid as it entered (614.12), the cards exiled
        with it (607.2a). The board assumes none it was not told: an effect that reads one is listed in
        ``Resolution.unsupported`` and not applied. The object after a zone change is a new object with no
        history (400.7); "this turn" ones end when the turn ends.

        >>> b = Board(); _ = b.enter("Grizzly Bears", id="bear")
        >>> b.state_history("bear", dealt_damage=False)
        >>> b.state.fact("bear#0", "dealt_damage")
        0
        """
        from ..vocabulary.facts import object_key

        o = self._object(object, "object")
        given = {"dealt_damage": dealt_damage, "was_dealt_damage_this_turn": was_dealt_damage_this_turn,
                 "dealt_damage_to_opponent_this_turn": dealt_damage_to_opponent_this_turn,
                 "dealt_damage_to_another_creature_this_turn": dealt_damage_to_another_creature_this_turn,
                 "counter_put_this_turn": counter_put_this_turn,
                 "top_of_library": top_of_library,
                 "life_paid_as_entered": life_paid_as_entered, "cards_exiled_with": cards_exiled_with}
        changes: dict[tuple[str, str], int | None] = {}
        if top_of_library is not None:
            # 401.1-401.2: a card in its owner's library; one top card a library (the others then are not it)
            if o.zone != "library":
                raise ScenarioError(f"{object} is not in a library: only a card in its owner's library can be its top "
                                    f"card (401.1)", field="top_of_library")
            if top_of_library:
                changes.update({(object_key(x.id, x.incarnation), "top_of_library"): None
                                for x in self._state.objects.values() if x.zone == "library" and x.owner == o.owner})
        changes.update({(object_key(o.id, o.incarnation), name): int(v) for name, v in given.items() if v is not None})
        self._tick()
        self._state = self._state.with_facts(changes)
        self._cache = None

    def _library_touched(self, text: str) -> None:
        """A spell or ability resolved whose text may change a library ("draw a card", "mill", "put the top card
        of your library on the bottom"): which card is on top is no longer known (401.1; the board carries out no
        such instruction), read after it resolved (Water Weird's own "if the top card of your library is ...")."""
        if _LIBRARY_WORDS.search(text):
            self._forget_library_top()

    def _forget_library_top(self) -> None:
        """401.1-401.2: a card put into or taken out of a library: which card is on top of it is no longer known
        (the board holds no library order), for every library — never a stale top card."""
        gone = {(p, n): None for p, n, _v in self._state.facts if n == "top_of_library"}
        if gone:
            self._state = self._state.with_facts(gone)
            self._cache = None

    def _forget_facts(self, *names: str) -> None:
        """A step that may change what these per-turn facts count (a creature died, a permanent
        entered): the board no longer knows them, for any player (never a silent stale count)."""
        from ..vocabulary.facts import FACTS, OBJECT_FACTS

        # a designation this turn that is true stays true (what happened this turn only accumulates)
        gone = {(p, n): None for p, n, v in self._state.facts
                if n in names and not ({**FACTS, **OBJECT_FACTS}[n].kind == "designation" and v)}
        if gone:
            self._state = self._state.with_facts(gone)
            self._cache = None

    def _end_lost_control(self) -> None:
        """611.2b: an effect "for as long as you control ~" ends as soon as its controller no longer
        controls its source (another control-changing effect began or ended): checked after each step,
        the only moments control changes, and never coming back (ending one may end others)."""
        while any(e.duration in _WHILE_CONTROLLED for e in self._state.effects):
            final = self.resolve_now().run.final
            ended = {e.key for e in self._state.effects if e.duration in _WHILE_CONTROLLED and (
                e.source is None or e.source not in final or self._state.objects[e.source].zone != "battlefield"
                or final[e.source].controller != e.controller)}
            if not ended:
                return
            self._state = replace(self._state, effects=tuple(e for e in self._state.effects if e.key not in ended))
            self._cache = None

    @records("end_turn")
    def end_turn(self) -> None:
        """Effects that last "until end of turn" end (514.2); the next player's turn begins, and the effects
        its player created "until your next turn" end (611.2a: the duration they state; the board takes
        the players' turns in order, no extra turns, 500.7)."""
        players = self._state.players
        nxt = players[(players.index(self._state.turn) + 1) % len(players)]
        # 500.5a, 511.2: "until end of combat" ends as the combat phase ends; the board's combat (the
        # ``attack``/``block`` statuses, 506.4) lasts until the turn ends, and so do these effects
        effects = tuple(e for e in self._state.effects if e.duration not in ("end_of_turn", "end_of_combat")
                        and not (e.duration == "until_your_next_turn" and e.controller == nxt)
                        # 500.4: mana empties from the pool as each step ends: an effect waiting for the spell a mana
                        # ability's mana is spent on ("If that mana is spent on a creature spell, ...") that has no
                        # spell by the end of the turn never gets one
                        and not (e.affected == () and isinstance(e.definition.affects, Filter)
                                 and e.definition.affects.mana_spent_on))
        # "until the end of your next turn": from the start of that turn, an effect that ends with it
        effects = tuple(replace(e, duration="end_of_turn")
                        if e.duration == "until_end_of_your_next_turn" and e.controller == nxt else e for e in effects)
        self._tick()
        objects = {k: (replace(o, combat=None, blocking=None, blocked=False, attacks=None) if o.combat else o)
                   for k, o in self._state.objects.items()}
        self._state = replace(self._state, effects=effects, turn=nxt, objects=objects,
                              turn_number=self._state.turn_number + 1,
                              qualities=tuple((o, i, text.replace(f"until the end of {nxt}'s next turn", "this turn"), src)
                                              for o, i, text, src in self._state.qualities if "this turn" not in text
                                              and f"until {nxt}'s next turn" not in text),
                              modes_chosen=tuple(m for m in self._state.modes_chosen if m[3] != "turn"),
                              # 603.7b: "this turn" ones trigger no more; 611.2a: nor "until your next turn" ones
                              # of the player whose turn begins
                              delayed_triggers=tuple(t for t in self._state.delayed_triggers
                                                     if t[3] == "until_your_next_turn" and t[2] != nxt))
        from ..vocabulary.facts import PER_TURN

        # facts "this turn" end with the turn; what happens in the next one the board is told again. The
        # life lost this turn is, in the next turn, the life lost last turn (when the board knew it)
        ending: dict[tuple[str, str], int | None] = {(p, n): None for p, n, _v in self._state.facts if n in PER_TURN}
        ending.update({(p, "life_lost_last_turn"): v for p, n, v in self._state.facts if n == "life_lost_this_turn"})
        self._state = self._state.with_facts(ending)
        self._cache = None


#: per-turn facts a permanent entering the battlefield may change (603.6a, 700.15): forgotten then
_ENTERED_FACTS = ("nonland_permanents_entered_this_turn", "lands_entered_this_turn", "artifacts_entered_this_turn",
                  "creatures_entered_this_turn", "face_down_creatures_entered_this_turn")
#: 122.6: the facts a step that may put a +1/+1 counter on a permanent (a spell or ability resolving, a permanent
#: entering or turned face up with counters, the counters step) forgets when false
_COUNTER_PUT_FACTS = ("put_plus_one_counter_on_creature_this_turn", "plus_one_counter_put_on_permanent_this_turn",
                      "counter_put_this_turn")
#: values17: 607.2a, 406.6: the object facts a step that may put a card into exile or take one out of it (a
#: permanent or card entering, a spell cast, an ability resolving, a move) forgets: never a stale count
_EXILED_WITH_FACTS = ("cards_exiled_with",)

#: 701.37a "[Cost]: Monstrosity N." (X: the step's number; "X, where X is ..." is not this), 702.112a "Renown N"
_DESIGNATING = re.compile(r"^(?:[^:]*: )?(Monstrosity|Renown) (\d+|X)\.?$")

#: 716.2: a class level bar, "[Cost]: Level N"
_CLASS_LEVEL_BAR = re.compile(r"^(?:\{[^}]+\})+: Level (\d+)$")


def _class_level_needed(d: Definition | None) -> int | None:
    """The level a Class must have for an ability printed under its level bar (716.2a), read from its
    definition's condition; None for any other ability."""
    cond = d.condition if d is not None else None
    parts = cond.conditions if isinstance(cond, AllOf) else (cond,)
    return next((c.min for c in parts if isinstance(c, ClassLevelIs)), None)


#: counters that count in a layer (122.1a P/T counters in 7c, 122.1b keyword counters in 6) put by an
#: instruction, and the keyword actions that put +1/+1 counters or change characteristics (701.x: support,
#: bolster, adapt, amass, proliferate, monstrosity, endure, explore, connive; suspect, 701.60c: menace and
#: "can't block")
_PUTS_COUNTERS = re.compile(
    r"\b(?:put|puts|distribute|distributes)\b[^.]*?(?:[+-]\d+/[+-]\d+|\b(?:flying|first strike|double strike|deathtouch|"
    r"haste|hexproof|indestructible|lifelink|menace|reach|shadow|trample|vigilance|decayed|exalted)) counters?\b|"
    r"\b(?:support|bolster|adapt|amass [a-z]+|proliferate|monstrosity|endure|double the number of|explores?|"
    r"connives?|suspect)\b", re.IGNORECASE)


#: 603.1: a triggered ability's trigger condition, up to its first comma (after an ability word, 207.2c)
_TRIGGER_EVENT = re.compile(r"^(?:[^—.]+ — )?(?:when|whenever|at)\b[^,.]*,", re.IGNORECASE)


#: 122.1: an instruction that puts counters of some kind ("put a shield counter on target creature")
_ANY_COUNTERS = re.compile(r"\b(?:put|puts|distribute|distributes)\b[^.]*?\bcounters?\b", re.IGNORECASE)


def _counters_not_put_any(a: Any) -> bool:
    """Whether a resolving spell's or ability's definition puts no counters at all (its text may)."""
    d = a.definition
    parts = ([d] + [m.definition for m in d.modes if m.definition is not None] + list(d.parts)
             + [x for x in (d.kicked, d.otherwise, d.won, d.instead) if x is not None]) if d is not None else []
    return not any(p.counters or p.counter_of or p.distribute_counters or p.double_counters or p.source_counters or p.stated_counters or p.move_counters or p.enters_with_counters
                   or p.proliferate or p.remove_counters or p.also_counters for p in parts)


def _counters_not_put(a: Any) -> str | None:
    """Why a resolving spell's or ability's counters are not on the board: its text puts counters that
    count in a layer (613.4c, 613.1f) and its definition puts none (a one-shot part the compiler did
    not read). None when it puts none or its definition puts them."""
    text = re.sub(r"\([^()]*\)", "", a.text.split(":", 1)[1] if a.kind in ("activated", "loyalty") and ":" in a.text
                  else a.text)
    if a.kind == "triggered":
        # ifsother15: 603.1: the trigger event ("Whenever you proliferate, ...") is no instruction of its effect
        text = _TRIGGER_EVENT.sub("", text)
    if not _PUTS_COUNTERS.search(text):
        return None
    d = a.definition
    parts = ([d] + [m.definition for m in d.modes if m.definition is not None] + list(d.parts)
             + [x for x in (d.kicked, d.otherwise, d.won, d.instead) if x is not None]) if d is not None else []
    if any(p.counters or p.counter_of or p.distribute_counters or p.double_counters or p.source_counters or p.stated_counters or p.move_counters or p.enters_with_counters
           or p.proliferate or p.remove_counters or p.explores or p.connives
           or p.also_counters for p in parts):       # (also_counters: on other objects, or only if they match)
        return None
    return "a one-shot part of its effect that puts counters or changes characteristics was not understood"


def _bestowed(c: Characteristics) -> Characteristics:
    """702.103b: what a permanent cast bestowed is as it becomes attached — an Aura enchantment with
    enchant creature, not a creature (its creature types go with the card type, 205.1a)."""
    from ..rules.characteristics import Ability

    subtypes = frozenset(s for s in c.subtypes if kind_of_subtype(s) != "creature") | {"Aura"}
    return replace(c, types=frozenset({"Enchantment"}), subtypes=subtypes,
                   abilities=c.abilities + (Ability("Enchant creature", kind="keyword", keyword="Enchant"),))
#: durations that end when the effect's source leaves the battlefield (611.2b)
_WHILE_ON_BATTLEFIELD = frozenset({"while_source", "while_tapped", "while_controlled", "while_controlled_tapped"})
#: durations that end when the source untaps ("for as long as ~ remains tapped", 611.2b)
_WHILE_TAPPED = frozenset({"while_tapped", "while_controlled_tapped"})
#: durations that end when the effect's controller no longer controls its source ("for as long as you
#: control ~", 611.2b)
_WHILE_CONTROLLED = frozenset({"while_controlled", "while_controlled_tapped"})

def _chosen_pt(d: Definition, choices: Mapping[str, Any], label: str) -> Definition:
    """608.2d: "gets +1/-1 or -1/+1 until end of turn": the change chosen as it resolves (the step's
    ``choices.pt``) in place of the choice; refused when none, or one not offered, was chosen.

    >>> from layerkit.vocabulary.parse import parse_definition
    >>> d = parse_definition({"affects": "self", "modify_pt": {"one_of": [[1, -1], [-1, 1]]},
    ...                       "duration": "end_of_turn"}, "doctest")
    >>> _chosen_pt(d, {"pt": "-1/+1"}, "Brightling: ...").op("modify_pt").arg
    (-1, 1)
    """
    if not any(isinstance(op.arg, PtOneOf) for op in d.operations):
        return d
    ops = []
    for op in d.operations:
        if isinstance(op.arg, PtOneOf):
            # a change is written with its signs ("+1/-1", 613.4c), a base power and toughness without (613.4b)
            fmt = "{:+d}/{:+d}" if op.name == "modify_pt" else "{:d}/{:d}"
            offered = ", ".join(fmt.format(a, b) for a, b in op.arg.options)
            picked = choices.get("pt")
            if picked is None:
                raise ScenarioError(f"{label.split(':')[0]}: its power and toughness change is chosen as it resolves "
                                    f"(608.2d): it needs choices.pt", field="choices.pt", hint=f"one of {offered}")
            pair = tuple(int(n) for n in str(picked).split("/"))
            if pair not in op.arg.options or (str(picked)[:1] in "+-") != (op.name == "modify_pt"):
                raise ScenarioError(f"{label.split(':')[0]}: {picked} is not one of the changes it offers (608.2d)",
                                    field="choices.pt", hint=f"one of {offered}")
            op = replace(op, arg=pair)
        ops.append(op)
    return replace(d, operations=tuple(ops))


def _has_entering_option(abilities: Iterable[Any]) -> bool:
    """Whether one of these abilities depends on an option chosen as the permanent enters (``mode_chosen``)."""
    return any(a.definition is not None and any(isinstance(c, ModeChosen) for c in walk(a.definition.condition))
               for a in abilities)


def _as_kicked(d: Definition | None, alt_cost: str | None) -> Definition | None:
    """702.33d: what a spell (or a kicked permanent's triggered ability) does as it resolves: its
    ``kicked`` definition when it was kicked, else the rest of it.

    >>> from layerkit.vocabulary.parse import parse_definition
    >>> d = parse_definition({"affects": "targets", "modify_pt": [2, 2], "kicked": {"affects": "targets",
    ...                       "modify_pt": [5, 5]}}, "x")
    >>> _as_kicked(d, "kicker").op("modify_pt").arg == _as_kicked(d, None).op("modify_pt").arg
    False
    """
    if d is None or d.kicked is None:
        return d
    return d.kicked if alt_cost == "kicker" else replace(d, kicked=None)


def _partner_now(state: Any, oid: str) -> str | None:
    """The creature ``oid`` is paired with now (702.95b), read as the layer system reads it."""
    from ..engine.view import BoardView

    return BoardView(state).partner(oid)


def _pregame_choice(o: GameObject) -> dict[str, Any]:
    """607.2p: the choice made before the game for a commander's linked characteristic-defining ability ("If ~ is
    your commander, choose a color before the game begins. ~ is the chosen color."), which it keeps as it changes
    zones (an exception to 400.7); every other choice is forgotten."""
    if o.commander and o.choices.get("color") and any(
            a.text and L.PREGAME_CHOICE.search(a.text) for a in o.card.abilities):
        return {"color": o.choices["color"]}
    return {}
