"""Modal spells and abilities (700.2): how a modal ability's text is cut into its instruction and
its modes, and how many modes that instruction lets its controller choose.

A modal ability is one ability (700.2): the instruction ("Choose one —", "When this creature
enters, choose two —", "{T}: Choose one or both —") and its bulleted options, each a *mode*.
A spree spell (702.172) writes its modes with a plus sign and the mode's additional cost
(700.2h): "+ {1} — ...". Both the compiler (which compiles each mode) and the game (which checks
the ``modes`` choice of a cast or an activation) read modes with this module, so they agree.

>>> m = read_modes("Choose one or both —\\n• Target creature gets +1/+1 until end of turn.\\n• Draw a card.")
>>> m.instruction, m.texts, (m.count.min, m.count.max)
('Choose one or both —', ('Target creature gets +1/+1 until end of turn.', 'Draw a card.'), (1, 2))
>>> read_modes("Target creature gets +1/+1 until end of turn.") is None
True
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

__all__ = ["ModeCount", "ModalText", "read_modes", "mode_count", "is_modal_line", "starts_mode", "only_instruction",
           "instead_clause", "instead_count"]

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

#: A mode line: a bullet (700.2) or a spree mode's plus sign and cost (702.172b, 700.2h).
_BULLET = re.compile(r"^•\s*")
_SPREE = re.compile(r"^\+\s*((?:\{[^}]+\})+)\s*—\s*")


@dataclass(frozen=True)
class ModeCount:
    """How many modes the instruction lets its controller choose: at least ``min``, at most ``max``
    (``None``: any number of the modes, 700.2d "one or more"); ``repeat``: the same mode may be
    chosen more than once (700.2d); ``entwine``: all modes may be chosen instead (702.42a).

    ``instead`` and ``condition``: "Choose one. If you control a commander as you cast this spell, you
    may choose both instead." — when ``condition`` (a :class:`~layerkit.vocabulary.model.Condition`)
    holds as the modes are chosen (as the spell is cast, 601.2b, 700.2a; as the triggered ability is
    put on the stack, 603.3c, 700.2b), ``instead`` says how many may be chosen. ``unchosen``:
    "choose one that hasn't been chosen this turn" (``"turn"``) / "that hasn't been chosen" (``"ever"``):
    only a mode not chosen before for this ability of this object (this turn), a fact of the game's
    history the board keeps."""

    min: int = 1
    max: int | None = 1
    repeat: bool = False
    entwine: bool = False
    instead: "ModeCount | None" = field(default=None, repr=False)
    condition: Any = field(default=None, repr=False)
    unchosen: str | None = field(default=None, repr=False)

    def describe(self) -> str:
        """The choice in words, for error messages.

        >>> ModeCount(1, None).describe(), ModeCount(2, 2).describe(), ModeCount(1, 1, entwine=True).describe()
        ('one or more modes', 'exactly 2 modes', 'exactly 1 mode, or every mode (entwine)')
        """
        if self.max is None:
            text = "one or more modes" if self.min == 1 else f"at least {self.min} modes"
        elif self.min == self.max:
            text = f"exactly {self.min} mode" + ("s" if self.min != 1 else "")
        else:
            text = f"{self.min} to {self.max} modes"
        if self.repeat:
            text += " (the same mode may be chosen more than once)"
        if self.entwine:
            text += ", or every mode (entwine)"
        if self.unchosen is not None:
            text += " not chosen before" + (" this turn" if self.unchosen == "turn" else "")
        if self.instead is not None:
            text += f"; {self.instead.describe()} when its condition holds"
        return text


@dataclass(frozen=True)
class ModalText:
    """A modal ability's text, cut up: its instruction line, each mode's text (without the bullet
    or the spree cost) and each mode's additional cost (spree: ``"{1}"``; otherwise ``None``)."""

    instruction: str
    texts: tuple[str, ...]
    costs: tuple[str | None, ...]
    count: ModeCount | None


def starts_mode(line: str) -> bool:
    """Whether an oracle line is a mode: a bullet, or a spree mode (``+ {1} — ...``).

    >>> starts_mode("• Draw a card."), starts_mode("+ {2} — Destroy target artifact."), starts_mode("Flying")
    (True, True, False)
    """
    return bool(_BULLET.match(line) or _SPREE.match(line))


def is_modal_line(text: str) -> bool:
    """Whether an ability's text holds modes (a line that is a mode after the first)."""
    return any(starts_mode(ln.strip()) for ln in (text or "").split("\n")[1:]) or starts_mode((text or "").strip())


# The instruction, read on its last clause (after a trigger's event or an activated ability's cost):
# "choose one —", "choose one or both —", "choose two —", "choose one or more —", "choose up to one —",
# "an opponent chooses one —" (700.2e), "choose three. you may choose the same mode more than once."
_INSTRUCTION = re.compile(
    r"(?:^|[,:.] )(?:you (?:may )?)?(?:choose|(?:an|target) opponent chooses) "
    r"(one or both|one or more|up to (?:one|two|three)|one|two|three|four|five)"
    r"(?: at random)?"         # the modes chosen at random: the ones the step states (choices.modes)
    r"(?:\. you may choose the same mode more than once)?"
    r"(?:\. each mode must target a different player)?"     # the players each chosen mode targets
    r"(?:\. activate only (?:as a sorcery|once each turn|once))?\.? ?—?$")   # 602.5b: a timing restriction


def only_instruction(text: str) -> bool:
    """Whether ``text`` (an instruction without its trigger event or cost) is only the choice of
    modes: nothing else happens before the modes ("Destroy target creature, then choose one"
    is more than a choice).

    >>> only_instruction("choose one or both —"), only_instruction("Tap target creature. Choose one —")
    (True, False)
    >>> only_instruction("Choose one. Activate only as a sorcery.")
    True
    """
    low = re.sub(r"\s+", " ", text.replace("’", "'").strip().lower())
    low = _UNCHOSEN.sub("", low)      # "choose one that hasn't been chosen this turn —" only chooses
    m = _INSTRUCTION.search(low)
    return m is not None and m.start() == 0


#: "choose one that hasn't been chosen this turn —" (the game's history: the board's record of the
#: modes chosen for this ability of this object)
_UNCHOSEN = re.compile(r"(?<=choose one) that hasn't been chosen( this turn)?(?=\.? ?—?$)")

#: "Choose one. If you control a commander as you cast this spell, you may choose both instead." /
#: "Choose one. If this spell was kicked, choose any number instead.": a greater number of modes when a
#: condition holds as the modes are chosen (601.2b, 603.3c)
_INSTEAD = re.compile(r"^(?P<base>.*?\bchoose (?:one|two)\.) if (?P<cond>[^.]+?)(?: as you cast (?:this spell|~))?, "
                      r"(?P<may>you may )?choose (?P<alt>both|two|three|any number|one or more) instead\.? ?—?$")


def instead_clause(instruction: str) -> tuple[str, str, str, bool] | None:
    """An instruction that allows more modes when a condition holds, cut into the instruction
    without it, the condition's words (after "if"), the other number ("both", "any number") and
    whether choosing that many is optional ("you may choose both instead"); None for any other.

    >>> instead_clause("Choose one. If you control a commander as you cast this spell, you may choose both instead.")
    ('choose one.', 'you control a commander', 'both', True)
    >>> instead_clause("Choose one —") is None
    True
    """
    low = re.sub(r"\s+", " ", instruction.replace("’", "'").strip().lower())
    m = _INSTEAD.match(low)
    if m is None:
        return None
    return m.group("base"), m.group("cond"), m.group("alt"), bool(m.group("may"))


def instead_count(base: ModeCount, alt: str, may: bool, n_modes: int) -> ModeCount | None:
    """How many modes may be chosen when the condition of :func:`instead_clause` holds: "choose both
    instead" exactly two; "you may choose both instead" the base number or both; "any number" and
    "one or more" from one to every mode. None when the words don't fit the modes.

    >>> instead_count(ModeCount(1, 1), "both", True, 2), instead_count(ModeCount(1, 1), "any number", False, 3)
    (ModeCount(min=1, max=2, repeat=False, entwine=False), ModeCount(min=1, max=3, repeat=False, entwine=False))
    >>> instead_count(ModeCount(1, 1), "both", False, 3) is None
    True
    """
    if base.repeat or base.entwine or base.max is None:
        return None
    if alt in ("any number", "one or more"):
        return ModeCount(1, n_modes)
    n = {"both": 2, "two": 2, "three": 3}[alt]
    if (alt == "both" and n_modes != 2) or n > n_modes or n <= base.max:
        return None
    return ModeCount(base.min if may else n, n)


def mode_count(instruction: str, n_modes: int, *, spree: bool = False, entwine: bool = False) -> ModeCount | None:
    """The :class:`ModeCount` an instruction allows, or None when its words are not read (then the
    ability is not understood: "choose one that wasn't chosen during your last combat", "choose up to X" a number the game decides).

    >>> mode_count("Choose two —", 4), mode_count("When this creature enters, choose one —", 2)
    (ModeCount(min=2, max=2, repeat=False, entwine=False), ModeCount(min=1, max=1, repeat=False, entwine=False))
    >>> mode_count("Choose one that hasn't been chosen this turn —", 3).unchosen, mode_count("Spree", 3, spree=True).max
    ('turn', 3)
    >>> mode_count("Choose one that wasn't chosen during your last combat —", 3) is None
    True
    """
    if spree:
        # 702.172a: "Choose one or more modes. As an additional cost ..., pay the costs associated with those modes."
        return ModeCount(1, n_modes)
    low = re.sub(r"\s+", " ", instruction.replace("’", "'").strip().lower())
    unchosen = _UNCHOSEN.search(low)
    if unchosen is not None:
        # "choose one that hasn't been chosen (this turn) —": one mode, not one chosen before
        low = low[:unchosen.start()] + low[unchosen.end():]
    m = _INSTRUCTION.search(low)
    if m is None:
        return None
    word = m.group(1)
    if unchosen is not None:
        if word != "one" or "same mode" in low:
            return None
        return ModeCount(1, 1, unchosen="turn" if unchosen.group(1) else "ever")
    repeat = "same mode more than once" in low
    if word == "one or both":
        if n_modes != 2:
            return None
        return ModeCount(1, 2, entwine=entwine)
    if word == "one or more":
        return ModeCount(1, None if repeat else n_modes, repeat=repeat, entwine=entwine)
    if word.startswith("up to "):
        return ModeCount(0, _NUMBERS[word[6:]], repeat=repeat, entwine=entwine)
    n = _NUMBERS[word]
    if n > n_modes and not repeat:
        return None
    return ModeCount(n, n, repeat=repeat, entwine=entwine)


#: A tiered mode (702.183): "• Cure — {0} — Target permanent gains ..." (a flavor word, 207.2d, then its cost).
_TIERED = re.compile(r"^(?:[A-Z][A-Za-z' ,.!-]{0,40} — )?((?:\{[^}]+\})+) — ")


def read_modes(text: str, *, spree: bool = False, entwine: bool = False, tiered: bool = False) -> ModalText | None:
    """The instruction and modes of a modal ability's text (its lines as
    :func:`layerkit.vocabulary.card_definition.split_abilities` joins them), or None when the text
    has no modes. ``spree``/``entwine``/``tiered``: the card has that keyword (702.172, 702.42, 702.183).

    >>> m = read_modes("• Cure — {0} — Target permanent gains hexproof until end of turn.\\n"
    ...                "• Curaga — {3}{W} — Permanents you control gain hexproof until end of turn.", tiered=True)
    >>> m.costs, m.texts[0], m.count.max
    (('{0}', '{3}{W}'), 'Target permanent gains hexproof until end of turn.', 1)
    """
    lines = [ln.strip() for ln in (text or "").split("\n") if ln.strip()]
    if not lines:
        return None
    if starts_mode(lines[0]):            # a spree spell's modes: no instruction line of their own
        instruction, mode_lines = "", lines
    else:
        instruction, mode_lines = lines[0], lines[1:]
    if len(mode_lines) < 2 or not all(starts_mode(ln) for ln in mode_lines):
        return None
    texts: list[str] = []
    costs: list[str | None] = []
    for ln in mode_lines:
        s = _SPREE.match(ln)
        t = _TIERED.match(_BULLET.sub("", ln)) if tiered and _BULLET.match(ln) else None
        if t:
            costs.append(t.group(1))
            texts.append(_BULLET.sub("", ln)[t.end():].strip())
        elif s:
            costs.append(s.group(1))
            texts.append(ln[s.end():].strip())
        else:
            costs.append(None)
            texts.append(_BULLET.sub("", ln).strip())
    is_spree = spree and all(c is not None for c in costs) and all(_SPREE.match(ln) for ln in mode_lines)
    is_tiered = tiered and not instruction and all(c is not None for c in costs) and not is_spree
    if is_tiered:
        count: ModeCount | None = ModeCount(1, 1)     # 702.183a: "Choose one. ... pay the cost associated with that mode."
    elif (instruction or is_spree) and (is_spree or all(c is None for c in costs)):
        count = mode_count(instruction, len(texts), spree=is_spree, entwine=entwine)
    else:
        count = None
    return ModalText(instruction, tuple(texts), tuple(costs), count)
