"""The signs of a continuous effect in a normalised sentence (:func:`looks_continuous`), and
whether the wording classifier reads a layer in it (:func:`classifier_reads_layer`): a sentence
with such a sign must compile, or be reported unsupported — never dropped as "not a layer effect".

>>> looks_continuous("you gain 3 life"), looks_continuous("~ gains flying until end of turn")
(False, True)
"""
from __future__ import annotations

import re
from functools import lru_cache

from ..vocabulary.classifier import DRAFT_WORDS
from . import lower
from .words import GRANTABLE_KEYWORDS

__all__ = ["classifier_reads_layer", "looks_continuous"]


_KW = "|".join(re.escape(k) for k in GRANTABLE_KEYWORDS)
_KWC = "|".join(re.escape(k) for k in sorted(lower.KEYWORD_COUNTER_KINDS, key=len, reverse=True))   # 122.1b
_GUARD = r"(?<!\bif )(?<!\bthat )(?<!\bwhich )(?<!\bunless )(?<!\bwhether )(?<!\bnot )(?<!\bmana )(?<!\bthere )"   # 106.1: mana is no object (109.1); 613 changes objects; "there is a Mountain": existence
_TYPEWORDS = (r"(?:artifact|creature|enchantment|land|planeswalker|[a-z]+ creature|plains|island|swamp|mountain|"
              r"forest|white|blue|black|red|green|colorless|all colors|every creature type|\d+/\d+|x/x|"
              r"legendary \d+/\d+)")
#: what "you control that ..." names when it gives control of an object (613.1b: "you control that creature"),
#: not a relative clause on objects you control ("creatures you control that share a creature type")
_CONTROLLED_NOUN = (r"(?:creature|permanent|land|artifact|enchantment|planeswalker|battle|ability|spell|token|card|"
                    r"aura|equipment|vehicle|object)s?\b")
_CUES = [re.compile(p) for p in (
    r"\b(?:gets?|get) (?:an additional |twice )?[+-][\dxy]+/[+-][\dxy]+",
    # "you have shroud" is a player's ability, not an object's (no layer: 613 applies to objects)
    # "if it has madness", "a spell that has freerunning": a condition or a selector, no grant
    # "if that creature has infect, ~ deals 3 damage ...", "as long as equipped creature has defender, it can
    # attack ...": the subject of a condition
    rf"(?<!\byou )(?<!\bplayers )(?<!\bopponents )(?<!\beach player )(?<!\bdidn't )(?<!\bthat )(?<!\bwhich )(?<!\bif it )"
    rf"(?<!\bif that creature )(?<!\bif the creature you control )(?<!\bas long as enchanted creature )"
    rf"(?<!\bas long as equipped creature )"
    rf"\b(?:has|have|gains?|gain) (?:(?:{_KW})\b|§|all (?:activated |triggered )?abilities|"
    r"protection|hexproof|base power|all creature types|your choice of)",
    # "loses all unspent mana" (106.4), "loses all counters", "lose all but 1 life" (119): a player's, no layer
    rf"\b(?:loses?|lose) (?:all(?! (?:unspent|counters|poison|but)\b)|(?:{_KW})\b|§)",
    r"\bbase power\b|\bpower and toughness (?:are )?each (?:equal|\d+\b)|\b(?:power|toughness) is equal to|"
    r"\bpower (?:becomes|is) equal",
    # "is red" never starts "is reduced"; "x is that creature's power" names a value, not a type
    _GUARD + r"\b(?:is|are|becomes?|become|it's|they're|he's|she's|is still|are still|it's still|they're still) (?:a |an )?(?:the chosen |the (?:basic land type|creature type|colou?rs?) of "
    r"(?:your|its controller's) choice|" + _TYPEWORDS + r")(?:e?s)?(?![\w/'])",
    # "creatures you control of the chosen type" (a selector), "when you lose control of ~" (an event), "enters under
    # the control of an opponent" (110.2a: a permanent's controller as it enters, no control-changing effect)
    r"(?<!\byou )(?<!\bthey )(?<!\blose )(?<!\bunder the )\bcontrol of\b|"
    # "creatures you control that have a creature type in common", "that's a Wolf": a relative clause on the
    # objects, no control change; "you control that creature" is one (613.1b)
    # (but "draw a card if you control that creature" is a condition, and "each other creature you control that
    # ability could target" a relative clause: the classifier's guards)
    r"\byou control (?:enchanted|target|(?<!\bif you control )(?<!\bcreature you control )that(?= "
    + _CONTROLLED_NOUN + r")|equipped)\b(?! (?:player|opponent))",
    # "create/cast/conjure a copy of a card" makes a new object (707.12, like a token, 111.1): no effect on one
    r"(?<!\bcreate a )(?<!\bcast a )(?<!\bconjure a )\bcopy of\b(?! (?:target |that |the |a |an |each )?(?:instant|sorcery|spell|ability|activated|triggered))",
    r"\bface down\b",
    # "it gains the following abilities —" (the loyalty abilities printed after it), "its toughness becomes
    # its loyalty": changes to an object the grammar has no rule for; reported, never dropped
    r"\b(?:gains?|gain|has|have) the following abilit",
    r"\b(?:power|toughness) becomes? its\b",
    r"\bswitch\b.*\bpower and toughness\b",
    r"\b(?:put|puts|enters? with|distribute|with an additional)\b[^.]*?(?:[+-]\d+/[+-]\d+|" + _KWC + r") counters?\b",
    r"\btext of\b|\bchange the text\b|\btext-chang",
    # "players can't gain life": a rule effect on players (119.7, 613.10), not on objects
    # (122.1: "~ can't have more than seven dream counters on it": a limit on counters of a kind no layer reads)
    r"\bcan't have\b(?! more than (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?!" + _KWC +
    r")[a-z]+ counters on (?:it|them)\b)|\bcan't (?:have or )?gain\b(?! life\b)",
    # ifsother15: "by paying 1 life in addition to their other costs" (601.2f: an additional cost), no type or color
    r"in addition to (?:its|their|his|her) other(?! costs?\b)",
    # "if you do, it isn't an Equipment" (a subtype it loses, 205.1a): not "if it isn't a creature, ..."
    r"(?:^|, )(?:it|~|they) (?:isn't|aren't|is no longer|are no longer) (?:a |an )?[a-z-]+",
    # "if it isn't a land card, discard it": a condition on a card's types, no type change
    r"(?<!\bif it )(?<!\bif that card )(?<!\bunless it )\b(?:isn't|aren't) (?:a |an )?"
    r"(?:artifact|creature|enchantment|land|planeswalker)(?!s? cards?\b)",
    r"\b(?:every|all) (?:basic )?(?:creature|land) types?\b|\bloses? all (?:card|creature) types\b",
    r"\b(?:double|triple)s?\b[^.]*\b(?:power|toughness)\b",     # "double target creature's power" (613.4c)
    r"\b(?:double|triple)s? the number of\b[^.]*\bcounters\b",   # 701.10e: puts counters (7c, 613.4c)
    r"^(?:then )?bolster (?:\d+|x)\b",         # 701.39a: puts +1/+1 counters (7c, 613.4c)
)]
#: "create a Monster Role token attached to it": an Aura token (a Role, 111.10t) whose static ability changes
#: the object it is attached to (303.4); the board creates no token, so the sentence is a layer effect to report
#: ("create a 2/2 white Cat creature token for each Equipment attached to ~": a count, no token attached)
_ATTACHED_TOKEN = re.compile(r"\bcreates?\b[^.]*\btokens?\b(?:(?!\bfor each\b)[^.])*\battached to\b")
_TOKEN = re.compile(r"\bcreates?\b[^.]*?\btokens?\b[^.]*")
#: 406.3a: a card exiled face down is a card in exile with no characteristics, not a face-down
#: permanent or spell (708.2): exiling it is a one-shot zone change, no layer 1b effect
_EXILED_FACE_DOWN = re.compile(r"\b(?:exiles?|exiled|into exile)\b(?:(?!\b(?:battlefield|cast|casts|turns?|puts?|"
                               r"returns?|manifest|cloak)\b)[^.;])*?\bface down\b")
#: 905.2: abilities that function during a Conspiracy draft ("during the draft, you may turn ~ face
#: down", "as you draft a card, ... turn ~ face down") turn the card over in a drafted-card pile, not
#: a permanent in a game
_DRAFT = DRAFT_WORDS     # 905.2, the classifier's
#: the cues whose match is no sign of an effect in a condition ("if that land is a mountain, ..."): the
#: matches the classifier's clause guard skips
_GUARDED_CUES = (4,)


@lru_cache(maxsize=65536)
def looks_continuous(sentence: str) -> bool:
    """Whether a normalised sentence shows a sign of a continuous effect (then it must compile).

    >>> looks_continuous("you gain 3 life"), looks_continuous("~ gains flying until end of turn")
    (False, True)
    >>> looks_continuous("players can't gain life"), looks_continuous("exile the top card of your library face down")
    (False, False)
    >>> looks_continuous("if that land is a mountain, ~ deals 2 damage instead"), looks_continuous("turn ~ face down")
    (False, True)
    """
    from ..vocabulary.classifier import _guarded

    if _ATTACHED_TOKEN.search(sentence):
        return True
    s = _TOKEN.sub(" ", sentence)
    s = _EXILED_FACE_DOWN.sub(" ", s)
    if _DRAFT.search(s):
        s = s.replace("face down", " ")
    for i, p in enumerate(_CUES):
        if i not in _GUARDED_CUES:
            if p.search(s):
                return True
        elif any(not _guarded(s, m.start()) for m in p.finditer(s)):
            return True
    return False


@lru_cache(maxsize=65536)
def classifier_reads_layer(sentence: str) -> bool:
    """Whether the wording classifier (:func:`layerkit.vocabulary.classifier.classify_ability`, the
    coverage denominator) reads a layer effect in a normalised sentence. A sentence it reads as one
    is tried on the grammar and, when no rule reads it, reported unsupported: the compiler never calls
    "not a layer effect" what the classifier (and so the game, :func:`layerkit.game.carddb.compiled_definitions`)
    reads as one ("each creature card in your hand has cycling {2}" shows none of the signs of
    :func:`looks_continuous`, whose keywords are the grantable ones).

    >>> classifier_reads_layer("each creature card in your hand has cycling {2}"), classifier_reads_layer("draw a card")
    (True, False)
    >>> classifier_reads_layer("put a fuse counter on ~")      # 122.1b: not a keyword counter
    False
    """
    from ..vocabulary.classifier import classify_ability

    layers, _ = classify_ability(re.sub(r"§\d+", '"q"', sentence), "static", "~")
    return bool(layers)
