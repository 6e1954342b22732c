"""Whether a step can happen in a game: what may be attached to what (301.5, 303.4, 702.5, 702.6,
702.67), what a spell or ability may target (115), what a card may enter as a copy of (707.2 and the
card's own words), what may mutate onto what (702.140), where an ability functions (113.6) and
which choices a card needs (its "choose a ..." text). Each refusal is one
:class:`~layerkit.errors.ScenarioError` whose message names the rule.

The restrictions are read from the card's own words ("Enchant creature or Vehicle", "target
nonland permanent an opponent controls", "a copy of any creature on the battlefield"); words this
reader does not know restrict nothing, so an unusual card is accepted rather than refused.

>>> p = phrase("artifact or enchantment an opponent controls")
>>> p.alternatives, p.controller, p.zone
([({'artifact'}, set()), ({'enchantment'}, set())], 'opponent', 'battlefield')
>>> phrase("creature card from a graveyard").zone, phrase("spell or permanent").zone
('graveyard', 'battlefield/stack')
"""
from __future__ import annotations

from ..vocabulary.model import Filter, Granted, Op, walk
from ..vocabulary.model import uses_chosen as _uses_chosen

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Sequence

from ..errors import ScenarioError
from ..rules.characteristics import CARD_TYPES, Characteristics, subtype_kinds

_CONNECT = {"or", "and/or", "and", ","}
_STATUS = {"attacking", "blocking", "tapped", "untapped", "face-down"}
_SKIP_LEAD = {"any", "a", "an", "another", "up", "to", "one", "two", "three", "each", "other"}


@lru_cache(maxsize=1)
def _type_words() -> dict[str, str]:
    """Lower-case word → the type or subtype it names (plurals too)."""
    words: dict[str, str] = {}
    names = list(CARD_TYPES) + [s for v in subtype_kinds().values() for s in v]
    for n in names:
        if " " in n:
            continue
        low = n.lower()
        words[low] = n
        words.setdefault(low + "s", n)
        if low.endswith(("f",)):
            words.setdefault(low[:-1] + "ves", n)
    words["dwarves"] = "Dwarf"
    words["elves"] = "Elf"
    return words


@dataclass
class Phrase:
    """An object phrase ("creature card in a graveyard"): alternatives of (required, forbidden)
    type words, the zones it names, the controller it names, statuses; ``known`` is False when
    nothing in it restricts anything (then everything matches). Reading stops at the first word
    it doesn't know ("target creature gets +1/+1": the phrase is "creature")."""

    text: str
    alternatives: list[tuple[set[str], set[str]]] = field(default_factory=list)
    zones: set[str] = field(default_factory=set)
    controller: str | None = None            # "you" or "opponent"
    status: set[str] = field(default_factory=set)
    players: bool = False                    # it can name a player (then objects aren't checked)
    known: bool = True
    #: 208.1: "with power 4 or greater" / "with power 2 or less": (the bound, "min" or "max")
    power: tuple[int, str] | None = None

    @property
    def zone(self) -> str:
        return "/".join(sorted(self.zones))


_OTHER_ZONES = {"graveyard", "exile", "hand", "library", "stack", "outside"}


def phrase(text: str) -> Phrase:
    low = text.lower().replace("’", "'")
    p = Phrase(text)
    words = re.findall(r"[a-z'/\-]+|,", low)
    types = _type_words()
    alt_req: set[str] = set()
    alt_not: set[str] = set()
    nouns: set[str] = set()
    zone_words: set[str] = set()
    seen_any = False
    i = 0
    while i < len(words):
        w = words[i].removesuffix("'s")
        nxt = " ".join(words[i:i + 3])
        i += 1
        if w in _SKIP_LEAD and not seen_any:
            continue
        if w in _CONNECT:
            if alt_req or alt_not:
                p.alternatives.append((alt_req, alt_not))
            alt_req, alt_not = set(), set()
            continue
        if nxt.startswith("you control"):
            p.controller, i = "you", i + 1
            continue
        if nxt.startswith(("an opponent controls", "you don't control")):
            p.controller, i = "opponent", i + (2 if nxt.startswith("an") else 2)
            continue
        m = re.match(r"(in|from) (a|your|an|target) (opponent's )?graveyard", " ".join(words[i - 1:i + 3]))
        if m:
            zone_words.add("graveyard")
            i += len(m.group(0).split()) - 1
            continue
        if w == "exiled" or nxt.startswith("in exile"):
            zone_words.add("exile")
            i += 1 if w == "in" else 0
            continue
        if nxt.startswith("on the battlefield"):
            zone_words.add("battlefield")
            i += 2
            continue
        if w in _STATUS:
            p.status.add(w)
            seen_any = True
            continue
        m = re.search(r"\bwith power (\d+) or (greater|less)\b", low) if words[i - 1:i + 2] == ["with", "power", "or"] else None
        if m and seen_any and p.power is None and words[i + 2:i + 3] == [m.group(2)]:
            # 208.1: "a creature you control with power 4 or greater": the object's power, as it is now
            p.power, i = (int(m.group(1)), "min" if m.group(2) == "greater" else "max"), i + 3
            continue
        if w in ("permanent", "permanents", "card", "cards", "spell", "spells"):
            nouns.add(w.rstrip("s"))
            seen_any = True
            continue
        if w in ("player", "players", "opponent", "opponents"):
            p.players = True
            seen_any = True
            continue
        neg = w.startswith("non")
        base = w[3:].lstrip("-") if neg else w
        if base in types:
            (alt_not if neg else alt_req).add(types[base].lower())
            seen_any = True
            continue
        break                                # the rest of the sentence restricts nothing we read
    if alt_req or alt_not:
        p.alternatives.append((alt_req, alt_not))
    if "spell" in nouns:
        p.zones.add("stack")
    if "card" in nouns:
        p.zones |= (zone_words - {"battlefield"}) or _OTHER_ZONES
    if "permanent" in nouns or (p.alternatives and not nouns) or "battlefield" in zone_words:
        p.zones.add("battlefield")
    p.known = bool(p.alternatives or nouns or p.controller or p.status or p.power)
    return p


def mismatch(p: Phrase, zone: str, c: Characteristics, you: str | None) -> str | None:
    """Why an object in ``zone`` with characteristics ``c`` is not what the phrase describes
    (None when it is, or when the phrase can't be read)."""
    if not p.known:
        return None
    if p.zones and zone not in p.zones:
        where = " or ".join("on the battlefield" if z == "battlefield" else "a spell on the stack" if z == "stack"
                            else f"in {'exile' if z == 'exile' else 'a ' + z}" for z in sorted(p.zones)
                            if z in ("battlefield", "stack", "graveyard", "exile")) or "in another zone"
        return f"it is in the {zone}, not {where}"
    mine = {t.lower() for t in c.types} | {s.lower() for s in c.subtypes}
    if p.alternatives and not any(req <= mine and not (bad & mine) for req, bad in p.alternatives):
        return f"it is {c.type_line or 'typeless'}"
    if "face-down" in p.status and not c.face_down:
        return "it is face up"
    if p.power is not None:
        bound, how = p.power
        if c.power is None or (c.power < bound if how == "min" else c.power > bound):
            return (f"its power is {c.power}" if c.power is not None else "it has no power") + \
                f", not {bound} or {'greater' if how == 'min' else 'less'} (208.1)"
    if you is not None and p.controller == "you" and c.controller and c.controller != you:
        return f"{c.controller} controls it, not {you}"
    if you is not None and p.controller == "opponent" and c.controller == you:
        return f"{you} controls it"
    return None


# ---------------------------------------------------------------------------------- attachments
def attachment_kind(c: Characteristics) -> str | None:
    for kind in ("Aura", "Equipment", "Fortification"):
        if kind in c.subtypes:
            return kind
    return None


def enchant_phrases(c: Characteristics) -> list[str]:
    return [a.text[len("Enchant "):].split("(")[0].strip() for a in c.abilities
            if a.text.lower().startswith("enchant ")]


def check_attachment(name: str, c: Characteristics, host_id: str, host_zone: str, host: Characteristics,
                     field_name: str, object_field: str | None = None) -> None:
    """301.5 / 303.4 / 702.5 / 702.67: ``c`` (an object about to be attached) may be attached to the
    host. ``object_field`` is the field named when the object itself can't be attached."""
    kind = attachment_kind(c)
    if kind is None:
        raise ScenarioError(f"{name} is not an Aura, Equipment or Fortification; only those can be attached "
                            "to an object (301.5, 303.4h)", field=object_field or field_name,
                            hint=f"{name} is {c.type_line or 'typeless'}")
    if kind == "Aura":
        if c.is_creature:
            raise ScenarioError(f"{name} is an Aura that's also a creature; it can't enchant anything (303.4d)",
                                field=object_field or field_name)
        for text in enchant_phrases(c) or ["permanent"]:
            p = phrase(text)
            why = mismatch(p, host_zone, host, None)
            if why is None and p.players and not p.alternatives:
                why = "it is an object, not a player"
            if why:
                raise ScenarioError(f"{name} can't enchant {host_id!r}: its ability is \"Enchant {text}\" and {why} "
                                    "(702.5a, 303.4)", field=field_name)
        return
    wanted = "creature" if kind == "Equipment" else "land"
    rule = "301.5" if kind == "Equipment" else "301.6"
    if host_zone != "battlefield":
        raise ScenarioError(f"{name} can't be attached to {host_id!r}: it is in the {host_zone}; an {kind} is "
                            f"attached only to a {wanted} on the battlefield ({rule})", field=field_name)
    if wanted.capitalize() not in host.types:
        raise ScenarioError(f"{name} can't be attached to {host_id!r}: an {kind} can be attached only to a "
                            f"{wanted}, and it is {host.type_line or 'typeless'} ({rule})", field=field_name)
    if kind == "Equipment" and c.is_creature and not any(a.text.lower().startswith("reconfigure") for a in c.abilities):
        raise ScenarioError(f"{name} is an Equipment that's also a creature; it can't equip a creature (301.5c)",
                            field=field_name)


# ---------------------------------------------------------------------------------- targets
#: a phrase ends before the next "target" ("target creature you control and target creature an opponent controls")
_TARGET = re.compile(r"\btarget\s+(?!of\b)([a-z](?:(?!\btargets?\b)[^.,:;()])*)", re.IGNORECASE)


#: a list of words ending "..., or X" ("artifact, creature, or land"): read as the words joined by "or", so
#: that a target phrase doesn't end at its first comma
_WORD_LIST = re.compile(r"\b([a-z-]+(?:, [a-z-]+)+),? (or|and/or) ([a-z-]+)\b", re.IGNORECASE)


#: 701.66a: "Earthbend N": "Target land you control becomes a 0/0 land creature with haste ..."
_EARTHBEND = re.compile(r"\bearthbend\b", re.IGNORECASE)
#: 701.41a: "Support N": "Put a +1/+1 counter on each of up to N other target creatures"
_SUPPORT = re.compile(r"\b(support) (\d+)\b", re.IGNORECASE)


def keyword_action_targets(text: str) -> str:
    """The text with each keyword action that targets written as the target it takes (701.66a: "earthbend N" is
    "target land you control ...").

    >>> keyword_action_targets("Earthbend 2.")
    'target land you control: earthbend 2.'
    >>> keyword_action_targets("Support 2.")
    'each of up to two target creatures: Support 2.'
    """
    if "upport " in text:
        # 701.41a-b: "support N": "put a +1/+1 counter on each of up to N [other] target creatures"
        words = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
        text = _SUPPORT.sub(lambda m: f"each of up to {words[int(m.group(2))] if int(m.group(2)) <= 10 else m.group(2)} "
                                      f"target creatures: {m.group(0)}", text)
    return _EARTHBEND.sub("target land you control: earthbend", text) if "arthbend" in text else text


def target_phrases(text: str) -> list[str]:
    """The "target [something]" phrases of an ability's text, in order (115.1).

    >>> target_phrases("Destroy target artifact, creature, or land.")
    ['artifact or creature or land']
    """
    text = re.sub(r'"[^"]*"', '""', keyword_action_targets(text or ""))
    text = _WORD_LIST.sub(lambda m: " or ".join(m.group(1).split(", ")) + f" {m.group(2)} {m.group(3)}", text)
    return [m.group(1).strip() for m in _TARGET.finditer(text)]


def _object_target_phrases(phrases: list[str]) -> list[str]:
    """The phrases naming objects: a player's phrase is left out, the "target ..." phrases inside it
    kept ("opponent gains control of target permanent you control": "permanent you control")."""
    out: list[str] = []
    for t in phrases:
        out.extend(_object_target_phrases(target_phrases(t)) if _names_only_players(t) else [t])
    return out


def _names_only_players(text: str) -> bool:
    p = phrase(text)
    return p.players and not p.alternatives and not (p.zones - {"battlefield"}) and not p.known


def mentions_target(text: str) -> bool:
    return bool(re.search(r"\btargets?\b", re.sub(r'"[^"]*"', '""', text or ""), re.IGNORECASE))


def check_targets(label: str, text: str, targets: list[tuple[str, str, Characteristics]], you: str,
                  taken: Sequence[int] | None = None) -> None:
    """115.1 / 115.2: each target fits the "target ..." phrase it answers (in order; extra targets
    answer the last phrase, as in "two target creatures"; ``taken``, the step's ``choices.phrases``:
    phrase by phrase, that many targets each, 601.2c)."""
    # a phrase naming only a player ("target opponent gains control of ...") takes no object (target_counts)
    phrases = _object_target_phrases(target_phrases(text))
    if not phrases:
        return
    answers = [n for n, k in enumerate(taken) for _ in range(k)] if taken is not None \
        and len(taken) == len(phrases) and sum(taken) == len(targets) else None
    for i, (tid, zone, c) in enumerate(targets):
        at = answers[i] if answers is not None else min(i, len(phrases) - 1)
        p = phrase(phrases[at])
        why = mismatch(p, zone, c, you)
        if why:
            raise ScenarioError(f"{tid!r} is not a legal target for {label}: it must be "
                                f"\"target {phrases[at]}\" and {why} (115.1, 601.2c)",
                                field=f"targets[{i}]")


# ---------------------------------------------------------------------------------- copies
_COPY = re.compile(r"enter (?:tapped )?as a copy of (?:any |an? |another )?([^.,]*)", re.IGNORECASE)


def copy_phrase(text: str) -> str | None:
    m = _COPY.search(text or "")
    return m.group(1).strip() if m else None


# ---------------------------------------------------------------------------------- text changes
_TEXT_CHANGE_KINDS = (("one color word with another", "color word"), ("one basic land type with another", "basic land type"),
                      ("one creature type with another", "creature type"))


def text_change_kinds(text: str) -> frozenset[str]:
    """612.2: the kinds of words a text-changing ability's words let it replace (empty when it names none).

    >>> sorted(text_change_kinds("Change the text of target permanent by replacing all instances of one color "
    ...                          "word with another or one basic land type with another until end of turn."))
    ['basic land type', 'color word']
    """
    low = (text or "").lower()
    return frozenset(kind for words, kind in _TEXT_CHANGE_KINDS if words in low)


# ---------------------------------------------------------------------------------- choices
#: ifsother15: 607.2p, 903.3: "If ~ is your commander, choose a color before the game begins.": a choice made
#: before the game, only for a commander, that the linked CDA refers to in every zone
PREGAME_CHOICE = re.compile(r"^(?:[^.—]+ — )?If [^.]+ is your commander, choose a color before the game begins\.",
                            re.IGNORECASE)
_CHOOSE = re.compile(r"choose (?:an? |one |)(color|creature type|card type|basic land type|land type|player|"
                     r"opponent|(?:[a-z]+ )?card(?! type| name)|creature|permanent)\b(?: and an? (opponent|player|color|creature type))?",
                     re.IGNORECASE)
CHOICE_OF = {"color": "color", "creature type": "creature_type", "card type": "card_type",
             "basic land type": "land_type", "land type": "land_type", "player": "player", "opponent": "player",
             "creature": "object", "permanent": "object"}


_USES_CHOSEN: dict[int, tuple[Any, bool]] = {}


def uses_chosen(definitions: Iterable[Any]) -> bool:
    """Whether any of the definitions uses something chosen (remembered per definition: a card's
    definitions are read once and never change)."""
    for d in definitions:
        hit = _USES_CHOSEN.get(id(d))
        if hit is None or hit[0] is not d:
            hit = _USES_CHOSEN[id(d)] = (d, _uses_chosen(d))
        if hit[1]:
            return True
    return False


#: a quoted ability inside a text ("You get a one-time boon with \"... your choice of prowess or haste.\"")
_QUOTED_ABILITY = re.compile(r'"[^"]*"|“[^”]*”')


def required_choices(texts: Iterable[str], definitions: Iterable[Any], resolving: bool = False
                     ) -> list[tuple[str, str, str]]:
    """(choice key, the sentence that asks for it, the word chosen) for each "choose a ..." in the
    texts, when the definitions use what was chosen; ``resolving`` (a spell or ability resolves):
    also "becomes the color of your choice", a choice made as it resolves (608.2d).

    >>> from layerkit.vocabulary.parse import parse_definition
    >>> d = parse_definition({"affects": "self", "set_colors": "chosen"}, "doctest")
    >>> text = "{G}: This creature becomes the color of your choice until end of turn."
    >>> required_choices([text], [d], resolving=True)[0][0], required_choices([text], [d])
    ('color', [])
    """
    defs = list(definitions)
    if not uses_chosen(defs):
        return []
    out = []
    for t in texts:
        # a quoted ability (one an object or an emblem gets) makes its own choices as it resolves, not this one's
        t = _QUOTED_ABILITY.sub('""', t or "")
        for sentence in re.split(r"(?<=\.)\s+", t):
            if PREGAME_CHOICE.search(sentence):
                continue        # 607.2p: a commander's choice made before the game (the board's enter checks it)
            for m in _CHOOSE.finditer(sentence):
                for word in (m.group(1), m.group(2)):
                    if word:
                        # "choose a creature card in your hand": an object in any zone
                        key = "object" if word.lower().endswith("card") else CHOICE_OF[word.lower()]
                        out.append((key, sentence.strip().rstrip("."), word.lower()))
            if resolving and uses_chosen_player(defs):
                for m in _TARGET_PLAYER.finditer(sentence):
                    out.append(("player", sentence.strip().rstrip("."), m.group(1).lower()))
                for m in _DEFENDING_PLAYER.finditer(sentence):
                    # 508.5: "defending player" of an attacking creature's trigger: the player it attacks, an
                    # opponent (506.2, 102.3), stated by the step
                    out.append(("player", sentence.strip().rstrip("."), "opponent"))
                for m in _TARGET_TEAM.finditer(sentence):
                    # 102.4: "target player's team controls" (the board has no teams: that player)
                    out.append(("player", sentence.strip().rstrip("."), m.group(1).lower()))
                for m in _PLAYER_GAINS_CONTROL.finditer(sentence):
                    # the player to your right or left is another player (101.4): an opponent (102.3)
                    word = m.group(1) or m.group(2) or m.group(3) or ("opponent" if m.group(4) else m.group(5) or "")
                    out.append(("player", sentence.strip().rstrip("."), word.lower()))
            if resolving:
                if (_CHOICE_OF_ABILITIES.search(sentence) or _OR_FROM_CHOSEN_COLOR.search(sentence)) and any(
                        isinstance(v, Granted) and v.one_of for d in defs for v in walk(d)):
                    out.append(("ability", sentence.strip().rstrip("."), "ability"))
                for m in _OF_YOUR_CHOICE.finditer(sentence):
                    out.append((CHOICE_OF[m.group(1).lower()], sentence.strip().rstrip("."), m.group(1).lower()))
    if not any(key == "card_name" for key, _, _ in out) and any(
            isinstance(v, Filter) and v.name == "chosen" for d in defs for v in walk(d)):
        # 201.4, 607.2d: "with the chosen name": the card name chosen for the source ("choose a card name", or a
        # hidden agenda's secret choice, 702.106a, whose reminder text is no ability): the step states it
        out.append(("card_name", " ".join(t for t in texts if t).strip().rstrip("."), "card name"))
    if resolving and not any(key == "player" for key, _, _ in out) and any(
            isinstance(v, Op) and v.name == "gain_control" and v.arg == "chosen" for d in defs for v in walk(d)):
        # 613.1b: whichever words name the player who gains control, the step must say who it is (never
        # assumed: with none named, control would silently stay)
        out.append(("player", " ".join(t for t in texts if t).strip().rstrip("."), "player"))
    return out


#: a choice made as a spell or ability resolves (608.2d): "the color of your choice", "the creature
#: type of your choice", "protection from the color of its controller's choice"
#: a player as a target (115.1): the scenario's choices.player ("creatures target player controls",
#: "target opponent gains control of ~"); not "target player's library", "target creature or player"
_TARGET_TEAM = re.compile(r"\btarget (player|opponent)'s team controls\b", re.IGNORECASE)
_DEFENDING_PLAYER = re.compile(r"\bdefending player\b", re.IGNORECASE)
_TARGET_PLAYER = re.compile(r"\btarget (player|opponent)\b(?!'s)(?! or\b)", re.IGNORECASE)


#: the player who gains control (613.1b) named by the event or chosen as it resolves: "that player gains
#: control of ~" (the player the trigger names), "an opponent gains control of it" (an opponent chosen)
#: (also after other instructions of that player's, "that player untaps ~ and gains control of it", 608.2c; and
#: "the attacking player", 506.2)
_PLAYER_GAINS_CONTROL = re.compile(r"\b(?:that (player)|an (opponent)|(?:its|that creature's|that permanent's|"
                                   r"that source's) (controller)|the (player) to your (?:right|left)|the attacking "
                                   r"(player))(?: [^.;]*? and)? gains? control of\b", re.IGNORECASE)


def uses_chosen_player(defs: list[Any]) -> bool:
    """A definition uses the chosen player: a selector's ``controller: chosen``, ``gain_control: chosen``."""
    for d in defs:
        for v in walk(d):
            if isinstance(v, Filter) and "chosen" in (v.controller, v.owner):
                return True
            if isinstance(v, Op) and v.name == "gain_control" and v.arg == "chosen":
                return True
    return False


_CHOICE_OF_ABILITIES = re.compile(r"\b(?:gains?|gain|has|have) (?:your choice of|that ability)\b", re.IGNORECASE)
_OF_YOUR_CHOICE = re.compile(r"(?<!or from )\bthe (color|creature type|basic land type) of (?:your|its controller's) "
                             r"choice\b", re.IGNORECASE)
#: 702.16a, 608.2d: "protection from artifacts or from the color of your choice": one protection chosen
#: among the quality and the five colors (the step's choices.ability, "Protection from red"), no color alone
_OR_FROM_CHOSEN_COLOR = re.compile(r"\bor from the color of (?:your|its controller's) choice\b", re.IGNORECASE)


# ---------------------------------------------------------------------------------- where abilities work
_ZONE_WORDS = {"graveyard": "graveyard", "hand": "hand", "exile": "exile", "exiled": "exile", "library": "library"}
_KEYWORD_ZONES = {"cycling": "hand", "ninjutsu": "hand", "embalm": "graveyard", "eternalize": "graveyard",
                  "unearth": "graveyard", "scavenge": "graveyard", "flashback": "graveyard", "escape": "graveyard",
                  "disturb": "graveyard", "encore": "graveyard", "transmute": "hand", "forecast": "hand",
                  "channel": "hand", "plot": "hand", "foretell": "hand", "reinforce": "hand"}


_ACTIVATED_KEYWORDS = {"equip", "crew", "level up", "reconfigure", "fortify", "outlast", "adapt", "monstrosity"}


def functions_in(kind: str, text: str, keyword: str | None, name: str | None = None) -> set[str] | None:
    """The zones an activated or loyalty ability functions in (113.6), or None for any zone (other
    kinds are not refused: a triggered ability may resolve after its source left, 113.7a). ``name``: the
    object's name, for an effect that moves the object it's on out of a zone by name (113.6m).

    >>> sorted(functions_in("activated", "{7}{G}: Return this card from your graveyard to the battlefield tapped.", None))
    ['graveyard']
    >>> sorted(functions_in("activated", "{2}{W}: Return Vladimir and Godfrey from your graveyard to the battlefield.",
    ...                     None, "Vladimir and Godfrey"))
    ['graveyard']
    >>> sorted(functions_in("activated", "{3}: Return target creature card from your graveyard to the battlefield.", None))
    ['battlefield']
    >>> functions_in("activated", "Scavenge {5}{G}{G}", None), functions_in("triggered", "Scavenge the Dead — When ...", None)
    ({'graveyard'}, None)
    """
    if kind == "keyword" and keyword:
        zone = _KEYWORD_ZONES.get(keyword.lower())
        return {zone} if zone else {"battlefield"} if keyword.lower() in _ACTIVATED_KEYWORDS else None
    line = re.fullmatch(r"([a-z]+)(?: (?:\d+|x))?(?:\s*(?:—|-)?\s*(?:\{[^}]+\})+)?", (text or "").strip().lower())
    if line and line.group(1) in _KEYWORD_ZONES:
        return {_KEYWORD_ZONES[line.group(1)]}     # a keyword line read by its rule ("Scavenge {5}{G}{G}", 702.97a)
    if kind not in ("activated", "loyalty"):
        return None
    effect = (text or "").split(":", 1)[1].lower() if ":" in (text or "") else ""
    me = r"this card|this creature|this permanent" + (rf"|{re.escape(name.lower())}" if name else "")
    moved = re.match(rf"\s*(?:\w+ — )?return (?:{me}) from your (graveyard|hand) to the battlefield\b", effect)
    if moved and kind == "activated":
        return {moved.group(1)}     # 113.6m: its effect moves the object it's on out of that zone: only there
    zones = {z for w, z in _ZONE_WORDS.items() if re.search(rf"\b{w}\b", (text or "").lower().split(":")[0])}
    return {"battlefield"} | zones


# ---------------------------------------------------------------------------------- modes (700.2)
#: "target" as a targeting phrase (115.1d): not "target of", "its target" ("if its target becomes illegal"),
#: "new targets", "a spell that targets"
_TARGET_WORD = re.compile(r"(?<!\bits )(?<!\btheir )(?<!\bthe )(?<!\bnew )(?<!\bthat )(?<!\bwhich )\btargets?\b(?!\s+of\b)",
                          re.IGNORECASE)
_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def target_counts(text: str) -> list[tuple[int, int | None]]:
    """How many objects each "target ..." phrase of a mode's text takes, as (fewest, most), in order
    (115.1d: "up to two target creatures", "any number of target", "X target"). Phrases that only
    name players ("target player", "target opponent") take no object and are left out.

    >>> target_counts("Target creature gets +2/-1 until end of turn.")
    [(1, 1)]
    >>> target_counts("Put a +1/+1 counter on each of up to two target creatures."), target_counts("Target player draws a card.")
    ([(0, 2)], [])
    >>> target_counts("~ deals 3 damage to any target."), target_counts("It deals 2 damage to target creature or player.")
    ([(0, 1)], [(0, 1)])
    """
    text = re.sub(r'"[^"]*"', '""', keyword_action_targets(text or ""))
    out: list[tuple[int, int | None]] = []
    for m in _TARGET_WORD.finditer(text):
        rest = text[m.end():]
        p = phrase(rest.strip())
        before = text[:m.start()].lower().split()[-5:]
        if before and before[-1] == "other":
            before = before[:-1]                # "up to one other target creature": up to one
        before = before[-4:]
        tail = " ".join(before)
        if p.players and not p.alternatives and not (p.zones - {"battlefield"}):
            continue                            # a player: not one of the step's targets (object ids)
        if p.players or (before and before[-1] == "any" and not p.known):
            out.append((0, 1))                  # "target creature or player", "any target": maybe a player
        elif re.search(r"\bone, two, or three$", tail):
            out.append((1, 3))
        elif re.search(r"\bup to (\w+)$", tail):
            word = re.search(r"\bup to (\w+)$", tail).group(1)   # type: ignore[union-attr]
            out.append((0, _COUNT_WORDS.get(word)))
        elif tail.endswith("any number of") or (before and before[-1] == "x"):
            out.append((0, None))
        elif tail.endswith("one or two"):
            out.append((1, 2))
        elif (more := re.search(r"\b(\w+) or more$", tail)) is not None and more.group(1) in _COUNT_WORDS:
            out.append((_COUNT_WORDS[more.group(1)], None))     # "one or more target creatures"
        elif before and before[-1] in _COUNT_WORDS:
            n = _COUNT_WORDS[before[-1]]
            out.append((n, n))
        else:
            out.append((1, 1))
    return out


def check_modes(name: str, chosen: list[int], texts: list[str], count: Any, field: str) -> list[int]:
    """700.2a / 700.2d: the chosen modes (1-based, printed order) are modes of the ability, as many
    as its instruction allows, and the same one twice only where it says so; returned in printed
    order (608.2c: the modes are performed in the order written). ``count`` is a
    :class:`~layerkit.vocabulary.modal.ModeCount`. Entwine (702.42a) allows choosing all modes."""
    n = len(texts)
    listing = "; ".join(f"{i}: {t[:50]}" for i, t in enumerate(texts, 1))
    for i, m in enumerate(chosen):
        if not 1 <= m <= n:
            raise ScenarioError(f"{name} has {n} modes; there is no mode {m} (700.2)",
                                field=field if len(chosen) == 1 else f"{field}[{i}]", hint=listing)
    if len(set(chosen)) != len(chosen) and not count.repeat:
        raise ScenarioError(f"{name}: the same mode can't be chosen more than once (700.2d)", field=field,
                            hint=f"choose {count.describe()}")
    everything = count.entwine and sorted(chosen) == list(range(1, n + 1))
    too_few = len(chosen) < count.min
    too_many = count.max is not None and len(chosen) > count.max
    if (too_few or too_many) and not everything:
        raise ScenarioError(f"{name}: chose {len(chosen)} mode{'s' if len(chosen) != 1 else ''}; its instruction "
                            f"allows {count.describe()} (700.2)", field=field, hint=listing)
    return sorted(chosen)


def split_targets(name: str, texts: list[str], targets: tuple[str, ...], field: str = "targets"
                  ) -> list[tuple[str, ...]]:
    """700.2c, 700.2f: each chosen mode's own targets, from the step's targets in order: each mode
    takes as many as its "target" phrases name. At most one chosen mode may name a number of
    targets that varies ("up to two target creatures"); it takes the targets the others leave."""
    counts = [target_counts(t) for t in texts]
    fixed = [sum(lo for lo, _ in c) if all(lo == hi for lo, hi in c) else None for c in counts]
    variable = [i for i, f in enumerate(fixed) if f is None]
    if len(variable) > 1 and targets:
        raise ScenarioError(f"{name}: two of the chosen modes take a varying number of targets; which targets "
                            "belong to which mode can't be told (700.2c)", field=field,
                            hint="choose those modes in separate spells, or give exact numbers")
    needed = sum(f for f in fixed if f is not None)
    spare = len(targets) - needed
    if spare < 0 or (not variable and spare > 0):
        want = f"{needed}" if not variable else f"at least {needed}"
        raise ScenarioError(f"{name}: the chosen modes take {want} target(s); got {len(targets)} (700.2c, 115.1)",
                            field=field, hint="; ".join(f"mode text: {t[:50]}" for t in texts))
    if variable:
        lo = sum(lo for lo, _ in counts[variable[0]])
        hi_parts = [hi for _, hi in counts[variable[0]]]
        hi = None if any(h is None for h in hi_parts) else sum(h for h in hi_parts if h is not None)
        if spare < lo or (hi is not None and spare > hi):
            raise ScenarioError(f"{name}: \"{texts[variable[0]][:60]}\" takes {lo} to {hi if hi is not None else 'any number of'}"
                                f" targets; got {spare} (115.1)", field=field)
    out: list[tuple[str, ...]] = []
    at = 0
    for i, f in enumerate(fixed):
        k = f if f is not None else spare
        out.append(tuple(targets[at:at + k]))
        at += k
    return out


def phrase_targets(name: str, text: str, targets: tuple[str, ...], field: str = "targets",
                   taken: Sequence[int] | None = None) -> list[tuple[str, ...]]:
    """115.1d: the step's targets (in the order the text names its "target" phrases) grouped by the
    phrase each answers, each phrase taking as many as it names (:func:`target_counts`); at most one
    phrase may take a number that varies, and it takes what the others leave. ``taken`` (the step's
    ``choices.phrases``, 601.2c: the targets announced for each phrase) says how many each phrase took,
    which tells apart the targets of several phrases that each take a number that varies.

    >>> phrase_targets("x", "Target creature gets +1/+1. Up to one other target creature gets -1/-1.", ("a", "b"))
    [('a',), ('b',)]
    >>> phrase_targets("x", "Target creature gets +1/+1. Up to one other target creature gets -1/-1.", ("a",))
    [('a',), ()]
    >>> phrase_targets("x", "Destroy up to one target artifact. Put a +1/+1 counter on up to one target creature.",
    ...                ("b",), taken=[0, 1])
    [(), ('b',)]
    """
    counts = target_counts(text)
    if taken is not None:
        return _taken_targets(name, counts, targets, list(taken), field)
    fixed = [lo if lo == hi else None for lo, hi in counts]
    variable = [i for i, f in enumerate(fixed) if f is None]
    if len(variable) > 1 and targets:
        raise ScenarioError(f"{name}: two of its \"target\" phrases take a varying number of targets; which targets "
                            "answer which phrase can't be told (115.1d)", field=field,
                            hint="say how many each phrase took: choices: {phrases: [1, 0, ...]}, one number a "
                                 "phrase, in order (601.2c)")
    spare = len(targets) - sum(f for f in fixed if f is not None)
    if variable:
        lo, hi = counts[variable[0]]
        ok = spare >= lo and (hi is None or spare <= hi)
    else:
        ok = spare == 0
    if not ok:
        raise ScenarioError(f"{name}: its \"target\" phrases take {', '.join(_count_text(c) for c in counts) or 'no'} "
                            f"target(s), in order; got {len(targets)} (115.1d)", field=field)
    out: list[tuple[str, ...]] = []
    at = 0
    for f in fixed:
        k = f if f is not None else spare
        out.append(tuple(targets[at:at + k]))
        at += k
    return out


def _taken_targets(name: str, counts: list[tuple[int, int | None]], targets: tuple[str, ...], taken: list[int],
                   field: str) -> list[tuple[str, ...]]:
    """115.1d, 601.2c: the step's targets split as ``taken`` (``choices.phrases``) says, one number for each "target"
    phrase of the text, each within what its phrase allows and all of them together the step's targets."""
    shown = ", ".join(_count_text(c) for c in counts) or "no"
    if len(taken) != len(counts):
        raise ScenarioError(f"{name}: choices.phrases gives {len(taken)} number(s); its text has {len(counts)} "
                            f"\"target\" phrase(s) naming objects ({shown} target(s), in order, 115.1d)",
                            field="choices.phrases")
    for i, ((lo, hi), k) in enumerate(zip(counts, taken)):
        if k < lo or (hi is not None and k > hi):
            raise ScenarioError(f"{name}: its \"target\" phrase {i + 1} takes {_count_text((lo, hi))} target(s); "
                                f"choices.phrases says {k} (115.1d)", field=f"choices.phrases[{i}]")
    if sum(taken) != len(targets):
        raise ScenarioError(f"{name}: choices.phrases adds up to {sum(taken)} target(s); the step names "
                            f"{len(targets)}", field=field)
    out: list[tuple[str, ...]] = []
    at = 0
    for k in taken:
        out.append(tuple(targets[at:at + k]))
        at += k
    return out


def _count_text(c: tuple[int, int | None]) -> str:
    lo, hi = c
    return str(lo) if lo == hi else f"{lo} to {hi if hi is not None else 'any number'}"
