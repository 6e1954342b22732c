"""The parts of one ability around its effect: an activated ability's cost, a triggered ability's
event, and what "it", "they" and "that creature" can name from them — the source, the object an
event names, the targets, the object chosen, an object returned or put onto the battlefield (400.7).
"""
from __future__ import annotations

import re
from typing import Any, Mapping

from lark.exceptions import LarkError

from . import lower
from .grammar import parse_antecedent
from .lower import IT, THAT, THEY, NotExpressible
from .normalise import _ABILITY_WORD
from .words import subtype_word

#: Words that order the steps of one resolving spell or ability (608.2c: its instructions are
#: followed in order): "then ..." is the next step; "if you do, ..." the step after an optional
#: action ("you may ...") that was taken — as a resolution in a scenario takes it; "when you do, ..." the
#: reflexive triggered ability that action creates (603.12), resolved with it. Not in a static
#: ability ("As ~ enters, you may ... If you do, it enters with ..."): no resolution makes that choice.
_SEQUENCE_LEADS = ("then ", "if you do, ", "when you do, ")


def _strip_cost(text: str, category: str) -> tuple[str, str]:
    """(prefix, effect): the cost of an activated/loyalty ability, the trigger event, ..."""
    if category in ("activated", "loyalty"):
        depth = 0
        for i, ch in enumerate(text):
            if ch == '"':
                depth ^= 1
            elif ch == ":" and not depth:
                return text[:i], text[i + 1:].strip()
        return "", text
    if category == "chapter":
        head, _, rest = text.partition("—")
        # 207.2c: a chapter's ability word ("I, II — Wings of Light — Put a +1/+1 counter ...") has no rules meaning
        return head, _ABILITY_WORD.sub("", rest.strip())
    return "", text


_TRIGGER = re.compile(r"^(?:when|whenever|at)\b")


_OBJECT = (r"(?:a|an|another|one or more|target) (?:(?!or |and )(?:[a-z]+|non-?[a-z]+,?) ){0,2}?"
           r"(?:creature|permanent|artifact|enchantment|land|token|planeswalker|vehicle|equipment|aura|commander)s?")


#: "whenever a dragon you control attacks", "whenever a samurai or warrior you control attacks"
_SUBTYPE_SUBJECT = re.compile(r"^(when|whenever) (a|an|another|one or more) (?P<nontoken>nontoken )?"
                              r"(?P<words>[a-z'-]+(?:(?:, [a-z'-]+)*,? (?:or|and/or) [a-z'-]+)?)(?=\s)")


def _as_creature(m: re.Match) -> str:
    """A subject named by creature types only reads, for what "it" names, as "a creature".

    >>> _SUBTYPE_SUBJECT.sub(_as_creature, "whenever a samurai or warrior you control attacks alone")
    'whenever a creature you control attacks alone'
    >>> _SUBTYPE_SUBJECT.sub(_as_creature, "whenever a mount or vehicle you control attacks")
    'whenever a permanent you control attacks'
    >>> _SUBTYPE_SUBJECT.sub(_as_creature, "whenever another nontoken wizard you control enters")
    'whenever another nontoken creature you control enters'
    >>> _SUBTYPE_SUBJECT.sub(_as_creature, "whenever one or more mutants, ninjas, and/or turtles you control deal")
    'whenever one or more creature you control deal'
    """
    from ..rules.characteristics import subtype_kinds
    kinds = subtype_kinds()
    creature_types = set(kinds.get("Creature", ()))
    # (a list: "whenever one or more mutants, ninjas, and/or turtles you control deal combat damage to a player")
    words = [w for w in re.split(r",? (?:or|and/or) |, ", m.group("words")) if w]
    nontoken = m.group("nontoken") or ""
    if all(subtype_word(w) in creature_types for w in words):
        return f"{m.group(1)} {m.group(2)} {nontoken}creature"
    if len(words) == 2 and all(any(subtype_word(w) in set(v) for k, v in kinds.items()
                                   if k in ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")) for w in words):
        # "whenever a Mount or Vehicle you control attacks": one permanent of either subtype (205.3)
        return f"{m.group(1)} {m.group(2)} {nontoken}permanent"
    return m.group(0)


#: "attacks you or a planeswalker you control", "attack one of your opponents or a planeswalker they control"
_ATTACKED = re.compile(r" (attacks?) (?:you|one of your opponents|an opponent)(?: or a planeswalker "
                       r"(?:you control|an opponent controls|they control))?(?=$| )")


#: "whenever you cast a Dragon creature spell from your graveyard": one spell, described by its own words only
_CAST_SPELL = re.compile(r"when(?:ever)? (?:you cast|a player casts|an opponent casts) (?:a|an|your first|another) "
                         r"(?:[a-z'-]+ ){0,4}?spell(?: that's (?:[a-z]+, )*[a-z]+,? (?:or|and/or) [a-z]+)?"
                         r"(?: without [a-z]+)?(?: from (?:your|a) (?:hand|graveyard|exile|library))?(?: each turn)?")


def _event_refs(event: str) -> tuple[Any, Any]:
    """What "it" and "that creature" name in a triggered ability's effect, from its event.

    "When ~ enters/attacks/...": "it" is the source. "Whenever equipped/enchanted creature ...": the
    object the source is attached to. "Whenever a/another creature ...": the object that triggered
    it, which the scenario names as the ability's ``targets``. "that creature" in "Whenever ~
    becomes blocked by a creature" is that other object (``targets``), never the source.

    >>> _event_refs("whenever ~ attacks"), _event_refs("whenever ~ becomes blocked by a creature")
    (('self', None), ('self', 'targets'))
    >>> _event_refs("whenever another creature you control enters"), _event_refs("whenever a player casts a spell")
    (('targets', 'targets'), ('targets', None))
    >>> _event_refs("whenever a creature attacks you or a planeswalker you control"), _event_refs("whenever ~ or another creature you control enters")
    (('targets', 'targets'), ('targets', 'targets'))
    >>> _event_refs("whenever ~ or equipped creature attacks"), _event_refs("whenever ~ or equipped creature becomes blocked")
    (('targets', 'targets'), (None, None))
    >>> _event_refs("whenever a commander you control attacks"), _event_refs("whenever a mount or vehicle you control attacks")
    (('targets', 'targets'), ('targets', 'targets'))
    >>> _event_refs("whenever you cast a vampire creature spell"), _event_refs("whenever you cast a spell that targets a creature")
    (('targets', None), (None, None))
    >>> _event_refs("whenever you sacrifice ~ or another creature")
    ('targets', 'targets')
    >>> _event_refs("whenever your commander attacks")
    ('targets', 'targets')
    """
    event = _SUBTYPE_SUBJECT.sub(_as_creature, event)
    # 506.3, 508.1b: the player or planeswalker a creature attacks is not an object "it" can name
    event = _ATTACKED.sub(r" \1", event)
    if re.fullmatch(r"when(?:ever)? you cast ~", event):
        return "self", None          # "When you cast this spell, it gains ...": the spell itself
    if re.fullmatch(r"(?:[a-z]+ — )?whenever you cast a spell that targets ~", event):
        # heroic: "Whenever you cast a spell that targets this creature, put a +1/+1 counter on it": "it" is
        # the source the spell targets (the spell itself is "that spell")
        return "self", None
    if _CAST_SPELL.fullmatch(event):
        # "Whenever you cast a Vampire creature spell, it gains bloodthirst 3": the spell cast, the
        # object that triggered the ability (the scenario's ``targets``, a spell on the stack); its
        # effect goes on applying to the permanent it becomes (400.7a)
        return "targets", None
    if re.fullmatch(r"whenever ~ or another creature you control(?: with mana value \w+ or greater)? "
                    r"(?:is turned face up|becomes untapped)", event):
        # "Whenever ~ or another creature you control is turned face up, put +1/+1 counters on that creature equal to
        # its power": the one creature of the event (the source or another, 708.8, 701.26b), which the scenario names
        # as the ability's ``targets``
        return "targets", "targets"
    if re.fullmatch(r"whenever you sacrifice (?:~ or )?(?:a|an|another) (?:creature|artifact|permanent)", event):
        # 701.21a: "Whenever you sacrifice ~ or another creature, it perpetually gains ...": the one permanent
        # sacrificed (the source or another), which the scenario names as the ability's ``targets``
        return "targets", "targets"
    m = re.fullmatch(r"whenever ~ or another (creature(?: you control)?) enters", event)
    if m:
        # "Whenever ~ or another creature you control enters, that creature gets +2/+2": the creature
        # that entered (the source or another), which the scenario names as the ability's ``targets``;
        # refs17: "..., if you cast it from anywhere other than your hand, it gets +2/+0": "it" is that one
        # creature too (the event names one object, the source or another, 603.2)
        return "targets", "targets"
    if re.fullmatch(r"whenever you turn a (?:permanent|creature) face up|"
                    r"whenever a face-down (?:permanent|creature) you control is turned face up", event):
        # 702.37e, 708.8: "Whenever you turn a permanent face up, put a +1/+1 counter on it": the permanent turned
        # face up, which the scenario names as the ability's ``targets``
        return "targets", "targets"
    m = re.fullmatch(r"at the beginning of the (?:upkeep|end step) of (enchanted|equipped) creature's controller", event)
    if m:
        # "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature":
        # the creature the source is attached to (303.4, 301.5a) as the ability resolves, the one object the event names
        return m.group(1), m.group(1)
    if re.fullmatch(r"whenever you put an? [a-z]+ sticker on a creature(?: you control)?", event):
        # (Unfinity) "Whenever you put an ability sticker on a creature, put a +1/+1 counter on that creature": the
        # creature the sticker was put on, which the scenario names as the ability's ``targets``
        return "targets", "targets"
    if re.fullmatch(r"whenever you put one or more (?:[+-]\d+/[+-]\d+ )?counters on (?:a|another) creature"
                    r"(?: you don't control| you control| an opponent controls)?", event):
        # "Whenever you put one or more counters on a creature you don't control, tap that creature and goad it. It
        # gains trample until your next turn.": the one creature the counters were put on (the ability triggers once
        # for each), which the scenario names as the ability's ``targets``
        return "targets", "targets"
    if re.fullmatch(r"whenever you sacrifice (?:~ or another|another|a) (?:nontoken )?creature", event):
        # 701.21a, 400.7e: "Whenever you sacrifice ~ or another creature, it perpetually gains ...": the one creature
        # sacrificed, the card it became in its owner's graveyard, which the scenario names as the ability's targets
        return "targets", "targets"
    if re.fullmatch(r"whenever (?:you tap|a player taps|an opponent taps) (?:a|an) (?:artifact|creature|land|permanent) "
                    r"for mana", event):
        # 106.12: "Whenever an opponent taps an artifact for mana, gain control of that artifact until the end of your
        # next turn": the permanent tapped, which the scenario names as the ability's ``targets``
        return "targets", "targets"
    if re.fullmatch(r"when(?:ever)? ~ or another (?:[a-z]+ )?creature you control crews (?:a|an) "
                    r"(?:vehicle|artifact|permanent)", event):
        # 702.122: "When ~ or another legendary creature you control crews a Vehicle, that Vehicle perpetually gets
        # +1/+0": "that Vehicle" is the Vehicle crewed (the scenario's ``targets``); "it" could be either (not read)
        return None, "targets"
    if re.fullmatch(r"whenever one or more (?:[+-]\d+/[+-]\d+ |[a-z-]+ )?counters are put on ~", event):
        return "self", None          # "it" can only be the object the counters are put on
    if re.fullmatch(r"whenever your commander (?:attacks|blocks|deals combat damage to a player)", event):
        # 903.3, 702.124d: "Whenever your commander attacks, put two +1/+1 counters on it": the one commander of the
        # event (with two commanders, each triggers it on its own), which the scenario names as the ability's targets
        return "targets", "targets"
    m = re.match(r"^(?:when|whenever) (~|equipped creature|enchanted creature|" + _OBJECT + r")(?!\w)(.*)$", event)
    if m is None:
        return None, None
    subject, rest = m.group(1), m.group(2)
    if subject == "~" and re.fullmatch(r" or equipped creature (?:attacks|blocks|dies)", rest):
        # "Whenever ~ or equipped creature attacks, it gets +2/+0 until end of turn": the one creature of the
        # event (the source, or the creature it equips), which the scenario names as the ability's ``targets``
        return "targets", "targets"
    if subject == "~":
        if re.search(r"\bor (?:a|an|another|equipped|enchanted|that|target)\b", rest):
            return None, None
        return "self", ("targets" if re.search(r"\b" + _OBJECT + r"\b", rest) else None)
    if subject in ("equipped creature", "enchanted creature") and not re.search(r"~|\b(?:equipped|enchanted)\b", rest):
        # "Whenever equipped creature blocks or becomes blocked by a creature, that creature loses all
        # abilities": "it" is the creature the source is attached to, "that creature" the other object of
        # the event (the scenario's targets), as for "whenever ~ becomes blocked by a creature"
        return subject.split()[0], ("targets" if re.search(r"\b" + _OBJECT + r"\b", rest) else None)
    if "~" in rest and subject.split()[0] in ("a", "an", "another") and subject.split()[-1] == "creature" \
            and not re.search(r"\b" + _OBJECT + r"\b|\b(?:enchanted|equipped) (?:creature|permanent|land|artifact)\b|"
                              r"\bthat\b|\bor\b|\band\b", rest):
        # "Whenever a creature stations this Spacecraft, that creature perpetually gains deathtouch": two objects in
        # the event, the source written "~"; "that creature" names the other, the creature the event is about (the
        # scenario's targets), "it" either of them (not read)
        return None, "targets"
    if re.search(r"\b" + _OBJECT + r"\b|~|\b(?:enchanted|equipped) (?:creature|permanent|land|artifact)\b", rest):
        return None, None            # two objects in the event: which one "it" names is not written
    return "targets", "targets"


#: "whenever you cast an instant, sorcery, or wizard spell, ...": the commas of the spell's list of types
#: belong to the event
_CAST_LIST = re.compile(r"^(when(?:ever)? (?:you|a player|an opponent) casts? (?:a|an|another|your first) "
                        r"[a-z'-]+(?:, [a-z'-]+)*,? (?:or|and/or) [a-z'-]+ spell),")

#: after a comma inside a list of the trigger event ("whenever another frog, rabbit, raccoon, or squirrel you control
#: enters, ...", "whenever you cast a spell that's white, blue, black, or red, ..."): one- or two-word items, each
#: followed by a comma, up to the list's "or" / "and" / "and/or"
_LIST_GOES_ON = re.compile(r"^(?: [a-z'’-]+(?: [a-z'’-]+)?,)* (?:or|and|and/or) ")


def _split_trigger(effect: str) -> tuple[str, str]:
    """A triggered ability's event and its effect: the text up to the first comma that ends the event (a comma
    inside a list of the event's words does not end it).

    >>> _split_trigger("whenever you cast an instant, sorcery, or wizard spell, ~ gets +2/+0 until end of turn.")
    ('whenever you cast an instant, sorcery, or wizard spell', '~ gets +2/+0 until end of turn.')
    >>> _split_trigger("whenever another frog, rabbit, raccoon, or squirrel you control enters, put a +1/+1 counter on ~.")
    ('whenever another frog, rabbit, raccoon, or squirrel you control enters', 'put a +1/+1 counter on ~.')
    >>> _split_trigger("at the beginning of your upkeep, untap ~, and it gains flying until end of turn.")
    ('at the beginning of your upkeep', 'untap ~, and it gains flying until end of turn.')
    >>> _split_trigger("whenever a nontoken, non-angel creature you control dies, return that card to the battlefield.")
    ('whenever a nontoken, non-angel creature you control dies', 'return that card to the battlefield.')
    """
    m = _CAST_LIST.match(effect)
    if m:
        return m.group(1), effect[m.end():].strip()
    for i, ch in enumerate(effect):
        if ch == "," and not _in_event_list(effect[i + 1:]) and not (_ADJECTIVE_LIST.match(effect[:i]) and effect[i + 1:].startswith(" non")):
            return effect[:i], effect[i + 1:].strip()
    return effect, ""


#: "whenever a nontoken, non-angel creature you control dies": the event up to a comma between two "non-" adjectives
#: of the event's object
_ADJECTIVE_LIST = re.compile(r"^when(?:ever)? (?:a|an|another|one or more) non[a-z-]+$")


#: the end of a trigger event "... you control deal combat damage to a player" (510.2), after its list of subtypes
_COMBAT_DAMAGE_EVENT_END = re.compile(r"\b(?:you control )deals? combat damage to (?:a player|an opponent)$")


def _in_event_list(rest: str) -> bool:
    """Whether the text after a comma of a trigger event goes on with the event's list: its items, its "or" /
    "and" item, then (in the same sentence, with no word of an effect between) the comma that ends the event.

    >>> _in_event_list(" or red, put a +1/+1 counter on ~."), _in_event_list(" frogs, and rats you control get +1/+1 until end of turn.")
    (True, False)
    >>> _in_event_list(" ninjas, and/or turtles you control deal combat damage to a player, put a +1/+1 counter on ~.")
    True
    """
    m = _LIST_GOES_ON.match(rest)
    if m is None:
        return False
    head, comma, _ = rest[m.end():].split(".")[0].partition(",")
    # the event's own verb: "whenever one or more mutants, ninjas, and/or turtles you control deal combat damage to a
    # player, ..." (510.2)
    head = _COMBAT_DAMAGE_EVENT_END.sub("", head)
    return bool(comma) and not re.search(r"\b(?:gets?|gains?|has|have|becomes?|loses?|deals?|puts?|can't|until)\b", head)


def _category(part: Mapping[str, Any], body: str, is_spell: bool) -> str:
    kind = part["kind"]
    if kind in ("keyword", "level", "loyalty", "chapter"):
        return kind
    if _TRIGGER.match(body.lower()):
        return "triggered"
    return kind


#: "as long as ~ is attacking, it ...": the condition's subject, then "it"
_AS_LONG_AS_IT = re.compile(r"^as long as (~|enchanted creature|enchanted permanent|equipped creature) ([^,]*), "
                            r"(?:it|it's)\b")

#: a sentence that brings another object into the ability (a card, a token, a duplicate, ...)
#: A sentence that names exactly one card, one not on the battlefield, a later "it" / "that card" / "the
#: duplicate" names (Alchemy's conjure, seek and draft; a card revealed at random; "choose one of them"):
#: the scenario enters that card itself and names it (choices.object); read only before a perpetual change
_ONE_CARD = re.compile(
    r"^(?:then )?(?:"
    r"(?:you (?:may )?|that player )?conjures? (?:a card named [^.,]+?|a duplicate of (?!each\b)[^.,]+?|a random card from "
    r"[^.,]+?) (?:into (?:your|their) (?:hand|graveyard)|into the top \w+ cards of your library at random|on top of your library|onto the top of your library)"
    r"|(?:you )?seeks? (?:a|an) (?:(?!\band\b|\bcards\b)[^.,])*?card(?: with (?:(?!\band\b)[^.,])+)?"
    r"|(?:you )?drafts? a card from ~'s spellbook"
    r"|put a random (?:[a-z'-]+ )*?card from among the top \w+ cards of your library into your hand"
    r"|(?:target opponent|that player) reveals (?:a|an) (?:[a-z'-]+ )*?card at random from their hand"
    r"|(?:you )?choose one of them"
    # a card picked at random or the topmost of its kind: the step states which (compile's _split_one_card_subject)
    r"|choose (?:a random (?:[a-z'-]+ )*?card(?: with the greatest mana value among (?:[a-z'-]+ )*?cards)?|the topmost "
    r"(?:[a-z'-]+ )*?card) in (?:your|that player's) (?:hand|library|graveyard)"
    r")$")

_NEW_OBJECT = re.compile(r"\b(?:conjure|conjures|seek|seeks|draft|drafts)\b|"
                         r"\b(?:enchanted|equipped|fortified) (?:creature|permanent|land|artifact|planeswalker)\b|"
                         r"\b(?:a|an|another|one|two|three|four|five|six|seven|x|up to \w+|any number of|all|each|"
                         r"every)\s+"
                         r"(?:[a-z0-9/+'-]+\s+){0,6}?(?:cards?|tokens?|duplicates?|creatures?|permanents?|artifacts?|"
                         r"lands?|enchantments?|planeswalkers?)\b")


def _refers(node: Any) -> bool:
    """Whether a clause holds a reference ("it", "they", "that creature") still to bind."""
    if isinstance(node, str):
        return node in (IT, THEY, THAT)
    if isinstance(node, list):
        return any(_refers(v) for v in node)
    if isinstance(node, dict):
        return any(_refers(v) for k, v in node.items() if k != "text")
    return False


def _antecedent(s: str) -> Any:
    """What a one-shot "tap ..."/"untap ..." sentence names, for the "it"/"they" of the next
    sentence ("Untap all creatures you control. They gain flying ...": the creatures untapped, fixed
    as the spell resolves, 611.2c), or None when the sentence is not one.

    >>> _antecedent("untap all creatures you control."), _antecedent("tap ~."), _antecedent("draw a card.")
    ({'controller': 'you', 'types': ['Creature']}, 'self', None)
    >>> _antecedent("untap enchanted land."), _antecedent("tap equipped creature.")
    ('enchanted', 'equipped')
    """
    s = _without_leads(s)
    if not re.match(r"^(?:tap|untap) |^draw a card for each ", s):
        return None
    try:
        ref = lower.antecedent(parse_antecedent(s))
    except (LarkError, NotExpressible, IndexError, KeyError, ValueError):
        return None
    # "untap enchanted creature. It gains hexproof until end of turn.": the permanent the source is attached to
    # (303.4, 301.5) as the ability resolves, the object the sentence untapped (refs16)
    return ref if ref in ("self", "targets", "enchanted", "equipped") or isinstance(ref, dict) else None


#: "return ~ to the battlefield" (the source itself, from the graveyard or exile): 400.7, it is a new
#: object, the one the effects of the next sentences apply to (the board's ``return_to_battlefield``).
#: Not "tapped", "transformed", "with a counter", "under your control", "at the beginning of ...":
#: the board's return does none of those.
_RETURN_SELF = re.compile(r"^(?:if it was a creature, )?(?:you may )?return (~|it|him|her)(?: from your graveyard)? to the "
                          r"battlefield(?: under (?:its|his|her) owner's control)?"
                          r"(?: with (?P<counters>[^.;]+?) on (?:it|him|her))?$")


#: a sentence that moves the object named so far to another zone (400.7: it becomes a new object)
_MOVES_REFERENT = re.compile(r"^(?:if [^,]*, )?(?:you may )?(?:return|put|exile|shuffle) (?:~|it|that creature|them)\b")


#: "return target creature card from your graveyard to the battlefield", "put target creature card from a
#: graveyard onto the battlefield under your control": one target card, entering untapped, with no counters
#: and no other status (the board's ``return_targets`` gives it none)
_RETURN_TARGET = re.compile(r"^(?:you may )?(?:return|put) (?:(?:up to (?:one|two|three|x) |one, two, or three )?target (?:(?!\btarget\b)[^.;])*?\bcards?\b"
                            r"|(?:up to one target [a-z-]+(?: [a-z-]+)? card, )+and up to one target [a-z-]+(?: [a-z-]+)? card\b)"
                            r"(?:(?!\btarget\b)[^.;])*? "
                            r"(?:to|onto) the battlefield(?: under (?P<who>your|its owner's) control)?$")
_RETURN_WITH = re.compile(r"(?P<ret>.+? (?:to|onto) the battlefield(?: under (?:your|its owner's) control)?) "
                          r"with (?P<counters>[^.;]+?) on it")
_COUNTER_ITEM = re.compile(r"(?P<n>[a-z]+|\d+) (?:additional )?(?P<kind>[+-]\d+/[+-]\d+|[a-z][a-z ]*?) counters?")


#: 603.6c, 603.10a: "Whenever a creature you control without flying dies, return it to the battlefield under its owner's
#: control with a flying counter on it": the card the event put into a graveyard (the scenario's targets)
_RETURN_IT_WITH = re.compile(r"^(?:return (?:it|that card) to|put (?:it|that card) onto) the battlefield"
                             r"(?: under (?P<who>your|its owner's) control)?"
                             r"(?: with (?P<counters>[^.;]+?) on it)?$")


def _returns_dead_with(s: str) -> tuple[str, dict[str, int]] | None:
    """For a "dies" trigger: under whose control the card that died returns, and the counters it enters with
    (614.1c), or None.

    >>> _returns_dead_with("return it to the battlefield under its owner's control with a flying counter on it.")
    ('owner', {'flying': 1})
    >>> _returns_dead_with("return it to the battlefield with an additional +1/+1 counter on it.")
    >>> _returns_dead_with("return that card to the battlefield under your control.")
    ('controller', {})
    """
    from .words import NUMBER_WORDS

    m = _RETURN_IT_WITH.fullmatch(_without_leads(s))
    if m is None:
        return None
    out: dict[str, int] = {}
    if m.group("counters") is None:
        return ("owner" if m.group("who") == "its owner's" else "controller"), out
    for item in re.split(r",? and |, ", m.group("counters")):
        c = _COUNTER_ITEM.fullmatch(item)
        n = (int(c.group("n")) if c.group("n").isdigit() else NUMBER_WORDS.get(c.group("n"))) if c else None
        if c is None or not n or c.group("kind") in out or "additional" in item or re.search(r"[+-]x/", item):
            return None
        out[c.group("kind")] = n
    return ("owner" if m.group("who") == "its owner's" else "controller"), out


def _return_with_counters(s: str) -> tuple[str, dict[str, int]] | None:
    """"Return target creature card from your graveyard to the battlefield with an additional +1/+1
    counter on it": under whose control the targets return (``controller``/``owner``) and the counters
    they enter with (614.1c; "additional" adds to none: a card from a graveyard has no counters), or None.

    >>> _return_with_counters("return target creature card from your graveyard to the battlefield with a +1/+1 counter "
    ...                       "and a lifelink counter on it")
    ('controller', {'+1/+1': 1, 'lifelink': 1})
    >>> _return_with_counters("return target creature card from your graveyard to the battlefield with x +1/+1 counters on it")
    """
    from .words import NUMBER_WORDS

    m = _RETURN_WITH.fullmatch(_without_leads(s))
    r = _RETURN_TARGET.match(m.group("ret")) if m else None
    if m is None or r is None:
        return None
    out: dict[str, int] = {}
    for item in re.split(r",? and |, ", m.group("counters")):
        c = _COUNTER_ITEM.fullmatch(item)
        n = (int(c.group("n")) if c.group("n").isdigit() else NUMBER_WORDS.get(c.group("n"))) if c else None
        if c is None or not n or c.group("kind") in out or re.fullmatch(r"[+-]x/[+-]x", c.group("kind")):
            return None
        out[c.group("kind")] = n
    return ("owner" if r.group("who") == "its owner's" else "controller"), out


#: "you may put a creature card from your hand onto the battlefield": one card of its controller's hand, chosen
#: as the ability resolves, entering untapped with no counters (the board's ``put_chosen``)
_PUT_FROM_HAND = re.compile(r"^(?:you may )?put (?:a|an) (?:[a-z'-]+ ){0,3}?(?:card|permanent card)"
                            r"(?: with [^.;,]*?)? from your hand onto the battlefield(?: tapped(?: and attacking)?)?(?: under your control)?$")
#: 400.7, 110.2a: a sentence that puts exactly one card, chosen as the ability resolves (608.2d: the scenario's
#: choices.object), onto the battlefield from a zone where any card the text describes may be the one put,
#: untapped, with no counters, under the control of the player who puts it (the board's ``put_chosen``): "put a
#: creature card with mana value 3 or less from your hand or graveyard onto the battlefield", "search your library
#: for a Dinosaur creature card, put it onto the battlefield, then shuffle", "put a creature card exiled with ~
#: onto the battlefield under your control", "return a creature card at random from your graveyard to the
#: battlefield" (at random: the step states which card it was), "return the top creature card of your graveyard
#: to the battlefield" (the step names that card), "seek a creature card ... and put that card onto the battlefield". Not "from among them" (the cards looked at), "exiled
#: this way", "with ... counters", several cards; "tapped" and "tapped and attacking" are the board's ``put_tapped``
#: (110.5b, 508.4)
_PUTS_ONE_CARD = re.compile(
    r"^(?:you may )?(?:you )?(?:"
    r"put (?:a|an) (?:random )?(?:[a-z'-]+ ){0,3}?(?:card|permanent card)(?: with [^.;,]*?)? "
    r"(?:from (?:your hand|your graveyard|a graveyard|your hand or graveyard|your graveyard or hand|it|"
    r"(?:target opponent's|an opponent's|their|that player's) (?:library|graveyard|hand))|exiled with ~|from among them|"
    r"exiled this way) "
    r"onto the battlefield(?: tapped(?: and attacking)?)?"
    r"|return (?:a|an) (?:[a-z'-]+ ){0,3}?card at random from your graveyard to the battlefield"
    r"|return the top (?:[a-z'-]+ ){0,3}?card of your graveyard to the battlefield"
    # (one card of those the resolution put into a graveyard, which the board doesn't: the step names it there)
    r"|return (?:a|an) (?:[a-z'-]+ ){0,3}?card put into a graveyard this way to the battlefield"
    r"|seeks? (?:a|an) (?:[a-z'-]+ ){0,3}?(?:card|permanent card)(?: with [^.;,]*?)? and put (?:it|that card) onto the "
    r"battlefield"
    r"|search your library for (?:a|an) (?:[a-z'-]+ ){0,3}?(?:card|permanent card)(?: with [^.;,]*?)?, "
    r"put (?:it|that card) onto the battlefield(?: tapped)?(?: under your control)?, then shuffle"
    r")(?: under your control)?$")
#: a sentence that moves some object to another zone ("return the other to the battlefield", "return that
#: card to your hand", "exile one of them"): what it moved is a new object (400.7), which no pronoun after
#: it may be read as naming the object named before
_ZONE_MOVE = re.compile(r"\b(?:return|returns|put|puts)\b[^.;]*\b(?:to|onto|into|on top of|on the bottom of) "
                        r"(?:the battlefield|(?:your|its owner's|their|that player's|his or her) (?:hand|graveyard|library)|"
                        r"exile)\b|\bexiles?\b|\bshuffles?\b[^.;]*\binto\b")
#: a sentence that puts an object onto the battlefield from another zone
_TO_BATTLEFIELD = re.compile(r"\b(?:return|returns|put|puts)\b[^.;]*\b(?:to|onto) the battlefield\b")


def _without_leads(s: str) -> str:
    """A sentence without its final period and the words that order steps (``_SEQUENCE_LEADS``)."""
    s = s.rstrip(".;").strip()
    for lead in _SEQUENCE_LEADS:
        if s.startswith(lead):
            s = s[len(lead):]
    return s


def _source_returns_with(s: str) -> dict[str, int] | None:
    """The counters the source returns to the battlefield with (614.1c: "return her to the battlefield under her
    owner's control with a +1/+1 counter on her"), by their written kinds; ``{}`` for none written; None when
    they aren't read exactly (a number that isn't one, "x", "additional" ones: a card in a graveyard has none).

    >>> _source_returns_with("return ~ to the battlefield with two +1/+1 counters and a flying counter on it.")
    {'+1/+1': 2, 'flying': 1}
    >>> _source_returns_with("return it to the battlefield under its owner's control."), _source_returns_with(
    ...     "return ~ to the battlefield with x +1/+1 counters on it.")
    ({}, None)
    """
    from .words import NUMBER_WORDS

    m = _RETURN_SELF.match(_without_leads(s))
    if m is None or not m.group("counters"):
        return {} if m is not None else None
    out: dict[str, int] = {}
    for item in re.split(r",? and |, ", m.group("counters")):
        c = _COUNTER_ITEM.fullmatch(item)
        n = (int(c.group("n")) if c.group("n").isdigit() else NUMBER_WORDS.get(c.group("n"))) if c else None
        if c is None or not n or c.group("kind") in out or "additional" in item:
            return None
        out[c.group("kind")] = n
    return out


def _source_returns_under(s: str) -> str | bool:
    """Under whose control a sentence :data:`_RETURN_SELF` reads returns the source: ``"owner"`` for "under its
    owner's control" (110.2: the new object, 400.7, enters under the control of the player the instruction
    names), else True (110.2a: the player who puts it there, the ability's controller).

    >>> _source_returns_under("return it to the battlefield under its owner's control."), _source_returns_under(
    ...     "return ~ to the battlefield.")
    ('owner', True)
    """
    m = _RETURN_SELF.match(_without_leads(s))
    return "owner" if m is not None and "owner's control" in m.group(0) else True


def _returns_source(s: str, it_ref: Any) -> bool:
    """Whether a sentence returns the ability's source to the battlefield (:data:`_RETURN_SELF`);
    "it" counts only when it names the source.

    >>> _returns_source("if it was a creature, return it to the battlefield under its owner's control.", "self")
    True
    >>> _returns_source("return it to the battlefield tapped.", "self"), _returns_source("return it to the battlefield.", None)
    (False, False)
    """
    m = _RETURN_SELF.match(_without_leads(s))
    return m is not None and (m.group(1) in ("~", "him", "her") or it_ref == "self")


#: parts of an activated ability's cost that name no object but its source ("{1}", "{T}",
#: "remove two +1/+1 counters from ~", "pay 2 life")
_SOURCE_ONLY_COST = re.compile(r"^(?:(?:\{[^}]+\})+|remove (?:a|an|one|two|three|four|five|x) (?:[+-]\d+/[+-]\d+ |[a-z-]+ )?"
                               r"counters? from ~|pay (?:\d+|x) life)$")


def _cost_names_only_source(cost: str) -> bool:
    """Whether an activated ability's (normalised) cost names the source and no other object, so
    that an "it" of its effect with no antecedent can only be the source ("Remove two +1/+1
    counters from ~: It gets +4/+4 until end of turn"). A cost that sacrifices, exiles or discards
    the source, or names another object, does not qualify.

    >>> _cost_names_only_source("{1}, remove an oil counter from ~"), _cost_names_only_source("sacrifice a creature")
    (True, False)
    >>> _cost_names_only_source("{2}")
    False
    """
    parts = [p.strip() for p in cost.split(",") if p.strip()]
    return "~" in cost and bool(parts) and all(_SOURCE_ONLY_COST.match(p) for p in parts)


#: "choose a creature card in your hand": one object, chosen as the ability resolves
_CHOOSE_OBJECT = re.compile(r"^(?:then )?choose (?:a|an) (?:[a-z'-]+ )*?(?:card|creature|permanent|artifact|"
                            r"enchantment|land|planeswalker|vehicle)\b(?! types?\b)[^.;]*$")
#: "if there are seven or more cards in your graveyard, choose a color": a choice made only if (not
#: "if you do, ...": the step after an optional action the scenario takes)
_CONDITIONAL_CHOICE = re.compile(r"\bif\b(?! you do\b)[^.;]*\bchoose (?:a|an|one)\b")
_SEVERAL = re.compile(r"\band (?:a|an|up to|one|two)\b|\bor more\b|\bat random\b|\brandom\b|\beach\b")
