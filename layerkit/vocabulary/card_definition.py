"""Card-definition types: :class:`CardDefinition` (a card's printed characteristics and its
abilities with their effect definitions) and how oracle text splits into abilities (702 keywords,
level up, loyalty and chapter abilities). The engine needs these types; loading cards from the
package data is :mod:`layerkit.game.carddb`.

>>> [a["text"] for a in split_abilities("Flying\\nEnchanted creature gets +1/+1.")]
['Flying', 'Enchanted creature gets +1/+1.']
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from ..rules.characteristics import Ability, Characteristics
from .modal import starts_mode

#: Keywords layerkit recognises at the start of an oracle line (702), longest first when matching.
KEYWORDS = sorted([
    "Flying", "First strike", "Double strike", "Deathtouch", "Defender", "Haste", "Hexproof", "Indestructible",
    "Lifelink", "Menace", "Reach", "Trample", "Vigilance", "Flash", "Shroud", "Fear", "Intimidate", "Shadow",
    "Changeling", "Devoid", "Decayed", "Exalted", "Prowess", "Ward", "Protection", "Enchant", "Equip", "Dash",
    "Mutate", "Impending", "Level up", "Read ahead", "Disguise", "Morph", "Megamorph", "Cloak", "Crew",
    "Annihilator", "Horsemanship", "Landwalk", "Islandwalk", "Swampwalk", "Forestwalk", "Mountainwalk",
    "Plainswalk", "Partner", "Riot", "Compleated", "Fortify", "Convoke", "Delve", "Kicker", "Cycling",
    "Persist", "Undying", "Wither", "Infect", "Flanking", "Bushido", "Ninjutsu", "Toxic", "Affinity",
    "Improvise", "Cascade", "Storm", "Flashback", "Escape", "Embalm", "Eternalize", "Afflict", "Evolve",
    "Bestow", "Offspring", "Training", "Living weapon", "Living metal", "Reconfigure", "Umbra armor", "Totem armor",
    "Spree", "Escalate", "Entwine", "Tiered",   # 702.172, 702.120, 702.42, 702.183: of modal spells
], key=len, reverse=True)
_KEYWORD_RE = re.compile(r"^(%s)\b" % "|".join(re.escape(k) for k in KEYWORDS), re.IGNORECASE)
_REMINDER = re.compile(r"\s*\([^()]*\)")
_LEVEL = re.compile(r"^LEVEL\s+(\d+)(?:-(\d+)|\+)$")
_PT = re.compile(r"^(-?\d+|\*)/(-?\d+|\*)$")
_LOYALTY = re.compile(r"^\[([+−\-]?\d+|[+−\-]?X)\]:")
_CHAPTER = re.compile(r"^(?:[IVX]+)(?:,\s*[IVX]+)*\s+—")
#: 702.159a: an Attraction's visit ability, a triggered ability (not an ability word, 207.2c)
_VISIT = re.compile(r"^Visit — (?=[A-Z])")


def _keyword_name(segment: str) -> str | None:
    m = _KEYWORD_RE.match(segment)
    return m.group(1)[0].upper() + m.group(1)[1:].lower() if m else None


def _is_keyword_line(line: str) -> list[str] | None:
    """Split "Reach, trample" into keyword abilities; None if the line is not keywords only."""
    parts = [p.strip() for p in line.split(",")]
    if all(_keyword_name(p) for p in parts):
        # "Protection from instants" is one keyword ability; a long sentence is not a keyword line
        if len(parts) == 1 and len(line.split()) > 4 and not line.lower().startswith(("protection", "ward", "equip")):
            return None
        return [p[0].upper() + p[1:] for p in parts]
    return None


def _kind(text: str, is_spell: bool) -> str:
    if _LOYALTY.match(text):
        return "loyalty"
    if _CHAPTER.match(text):
        return "chapter"
    lowered = text.lower()
    if lowered.startswith(("when", "whenever", "at ")):
        return "triggered"
    if text.startswith("Solved — "):
        # 702.169a: "Solved" with ability text is a static, triggered or activated ability: the ability text's kind
        return _kind(text[len("Solved — "):], is_spell)
    if text.startswith("Max speed — "):
        # 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has '[Ability]'": a
        # static ability, whatever the ability it grants
        return "static"
    if _VISIT.match(text):
        # 702.159a: "Visit — [Effect]" means "Whenever you roll to visit your Attractions, if the result is equal
        # to a number that is lit up on this Attraction, [effect]": a triggered ability
        return "triggered"
    if is_spell:
        return "spell"
    head = re.sub(r'"[^"]*"', '""', text).split(".")[0]     # a colon inside a granted ability doesn't count
    if ":" in head and not lowered.startswith(("as long as", "during")):
        return "activated"
    return "static"


#: An ability word (207.2c) before a paragraph: "Morbid — ", "Descend 4 — " (no rules meaning).
_ABILITY_WORD_LEAD = re.compile(r"^(?!Choose)[A-Z][A-Za-z0-9' ,.!-]{0,40} — (?=[A-Z{\"])")
#: A paragraph whose "instead" names an object of the paragraph before it ("That creature gets ... instead",
#: "If ..., that creature gets ... instead", "Put ... on that creature instead if ...").
_INSTEAD_OF_BEFORE = re.compile(r"^(?:If [^,]+, )?(?:that creature|it|put [^.]* on that creature)\b[^.]*\binstead\b",
                                re.IGNORECASE)
#: A paragraph whose own "if" comes before an instruction on the objects of the paragraph before it ("Delirium —
#: If there are four or more card types among cards in your graveyard, that creature gains double strike until
#: end of turn", "Fateful hour — If you have 5 or less life, those creatures gain indestructible ...").
_IF_OF_BEFORE = re.compile(r"^If [^,.]+, (?:put [^.]*? on (?:each of )?)?(?:that creature|those creatures|the creature you "
                           r"control)\b", re.IGNORECASE)


#: "If <condition>, <subject> get(s) ... instead.": an instruction that replaces one on the same subject
_IF_SUBJECT_INSTEAD = re.compile(r"^If [^,.]+, (?P<subject>[^,.]+?) gets? [^.]*\binstead\.?$", re.IGNORECASE)


def _same_subject_instead(before: str, line: str) -> bool:
    """608.2c: whether a paragraph's "If ..., creatures you control get +2/+1 until end of turn instead." replaces
    the paragraph before's instruction on the same subject ("Creatures you control get +1/+1 until end of turn.").

    >>> _same_subject_instead("Creatures you control get +1/+1 until end of turn.",
    ...                       "If you control three or more creatures with different powers, creatures you control get +2/+1 until end of turn instead.")
    True
    >>> _same_subject_instead("Draw a card.", "If you gained life this turn, creatures you control get +1/+1 until end of turn instead.")
    False
    """
    m = _IF_SUBJECT_INSTEAD.match(line)
    if m is None or "." in before.rstrip(".") or ";" in before:
        return False
    return re.match(re.escape(m.group("subject")) + r" gets? ", before, re.IGNORECASE) is not None


#: A paragraph whose subject is the object or objects the paragraph before it named ("Ferocious — That creature
#: also gains trample until end of turn if ...", "Fateful hour — If you have 5 or less life, those creatures gain
#: indestructible until end of turn"): the same resolution of the spell (608.2c), its reference written there.
_NAMES_OBJECT_BEFORE = re.compile(r"^(?:If [^,]+, )?(?:that creature|those creatures)\b(?! you\b)", re.IGNORECASE)


def split_abilities(oracle_text: str, types: Iterable[str] = ()) -> list[dict[str, Any]]:
    """Split oracle text into abilities in order (see data/effects/README.md).

    >>> [a["text"] for a in split_abilities("Reach, trample\\nWhenever this creature mutates, draw a card.")]
    ['Reach', 'Trample', 'Whenever this creature mutates, draw a card.']
    >>> [a["kind"] for a in split_abilities("Level up {1}\\nLEVEL 8+\\n6/6\\nProtection from everything")]
    ['keyword', 'level']
    >>> [a["text"] for a in split_abilities("Choose one —\\n• Draw a card.\\n• Target creature gets +2/+2 until end of turn.")]
    ['Choose one —\\n• Draw a card.\\n• Target creature gets +2/+2 until end of turn.']
    """
    is_spell = bool({"Instant", "Sorcery"} & set(types))
    out: list[dict[str, Any]] = []
    lines = [ln.strip() for ln in (oracle_text or "").split("\n")]
    i = 0
    while i < len(lines):
        raw = lines[i]
        i += 1
        if raw == "//":
            break  # back face of a double-faced card: not this face's text
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        m = _LEVEL.match(line)
        if m:
            low, high = int(m.group(1)), (int(m.group(2)) if m.group(2) else None)
            block: list[str] = [line]
            pt: tuple[str, str] | None = None
            while i < len(lines) and not _LEVEL.match(_REMINDER.sub("", lines[i]).strip()):
                nxt = _REMINDER.sub("", lines[i]).strip()
                i += 1
                if not nxt:
                    continue
                block.append(nxt)
                mp = _PT.match(nxt)
                if mp and pt is None:
                    pt = (mp.group(1), mp.group(2))
            out.append({"text": " ".join(block), "kind": "level", "keyword": None,
                        "level": (low, high), "level_pt": pt,
                        "level_abilities": [b for b in block[1:] if not _PT.match(b)]})
            continue
        if starts_mode(line) and out and out[-1]["kind"] not in ("keyword", "level") \
                and (line.startswith("•") or starts_mode(out[-1]["text"].split("\n")[-1])):
            # 700.2: a mode belongs to the modal ability its instruction starts; a spree spell's
            # modes (702.172b: "+ {cost} —") are one ability, the one after its Spree keyword
            out[-1] = {**out[-1], "text": out[-1]["text"] + "\n" + line}
            continue
        if is_spell and out and out[-1]["kind"] == "spell" and _kind(line, is_spell) == "spell" \
                and "\n" not in out[-1]["text"] and (_INSTEAD_OF_BEFORE.search(_ABILITY_WORD_LEAD.sub("", line))
                                                      or _IF_OF_BEFORE.search(_ABILITY_WORD_LEAD.sub("", line))
                                                      or _NAMES_OBJECT_BEFORE.search(_ABILITY_WORD_LEAD.sub("", line))
                                                      or _same_subject_instead(out[-1]["text"],
                                                                               _ABILITY_WORD_LEAD.sub("", line))):
            # 608.2c: "Target creature gets -1/-1 until end of turn. / Morbid — That creature gets -13/-13 until
            # end of turn instead if a creature died this turn.": a paragraph whose instruction replaces one of
            # the paragraph before, in the one resolution of the spell: read with it, as one ability. So is
            # "Addendum — If you cast this spell during your main phase, that creature gains flying until end of
            # turn": its "that creature" is the paragraph before's target, its "if" checked as it resolves; and a
            # paragraph whose "that creature" / "those creatures" names the object(s) of the paragraph before
            # ("Ferocious — That creature also gains trample ...": no antecedent of its own)
            out[-1] = {**out[-1], "text": out[-1]["text"] + "\n" + line}
            continue
        kws = _is_keyword_line(line)
        if kws:
            for kw in kws:
                out.append({"text": kw, "kind": "keyword", "keyword": _keyword_name(kw)})
            continue
        out.append({"text": line, "kind": _kind(line, is_spell), "keyword": None})
    return out


@dataclass(frozen=True)
class CardDefinition:
    """One card: its printed characteristics (layer 0) and its abilities with definitions."""

    name: str
    facts: Mapping[str, Any] = field(repr=False, compare=False, hash=False)
    printed: Characteristics = field(repr=False)
    abilities: tuple[Ability, ...] = field(repr=False)
    faces: tuple["CardDefinition", ...] = field(default=(), repr=False)

    @property
    def is_permanent_card(self) -> bool:
        return not ({"Instant", "Sorcery"} & self.printed.types)
