"""How much of a card pool the oracle-text compiler (:mod:`layerkit.compiler`) fully supports.

The denominator is every card with a continuous effect: the cards :func:`layerkit.classify`
says touch some layer, plus any card whose text the compiler compiled to, or found to need, a
continuous effect the classifier missed. A card is **fully supported** when the compiler left no
clause unsupported *and* every layer the classifier sees in the card is one a compiled definition
touches (so a clause the compiler called "not a layer effect" that the classifier reads as one
counts against it). **Partly**: something compiled, not everything. **Not**: nothing compiled.

The backlog groups the clauses not understood by pattern (numbers, names, colors, subtypes,
keywords and mana costs as placeholders) and ranks them by the cards each would unlock: cards
whose only missing pattern it is.

>>> r = measure([{"name": "Glorious Anthem", "type_line": "Enchantment", "types": ["Enchantment"],
...               "oracle_text": "Creatures you control get +1/+1."}])
>>> r.fully, r.total
(1, 1)
"""
from __future__ import annotations

import csv
import gzip
import json
import os
import re
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from ..compiler import compile_card
from ..compiler.compile import normalise, names_of
from ..compiler.words import COLORS, GRANTABLE_KEYWORDS, subtype_table
from ..rules.characteristics import LAYERS
from .classifier import classify

__all__ = ["Coverage", "CardCoverage", "assess", "faces_of", "measure", "load_cards", "pattern_of", "SHARED_POOL"]

SHARED_POOL = Path("/work/shared/reference/card-pool-oracle.json")


@dataclass
class Coverage:
    total: int = 0
    fully: int = 0
    partly: int = 0
    none: int = 0
    cards: int = 0
    by_layer: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    backlog: list[dict[str, Any]] = field(default_factory=list)
    status: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0

    @property
    def percent(self) -> float:
        return 100.0 * self.fully / self.total if self.total else 0.0

    def line(self) -> str:
        return f"{self.fully} of {self.total} cards with continuous effects fully supported ({self.percent:.1f}%)"

    def frame(self) -> Any:
        """The per-layer table of :meth:`table` as a pandas DataFrame (index: layer, then ``all``;
        columns ``cards``, ``fully``, ``partly``, ``not``, ``fully %``).

        >>> measure([{"name": "Glorious Anthem", "type_line": "Enchantment", "types": ["Enchantment"],
        ...           "oracle_text": "Creatures you control get +1/+1."}]).frame().loc["7c", "fully"]
        np.int64(1)
        """
        import pandas as pd

        rows: list[tuple[str, int, int, int, int, float]] = []
        for layer in LAYERS:
            c = self.by_layer.get(layer)
            if c:
                n = sum(c.values())
                rows.append((layer, n, c["fully"], c["partly"], c["not"], round(100 * c["fully"] / n, 1)))
        rows.append(("all", self.total, self.fully, self.partly, self.none, round(self.percent, 1)))
        return pd.DataFrame(rows, columns=["layer", "cards", "fully", "partly", "not", "fully %"]).set_index("layer")

    def table(self) -> str:
        rows = [f"{'layer':<7}{'cards':>7}{'fully':>7}{'partly':>8}{'not':>7}{'fully %':>9}"]
        for layer in LAYERS:
            c = self.by_layer.get(layer)
            if not c:
                continue
            n = sum(c.values())
            rows.append(f"{layer:<7}{n:>7}{c['fully']:>7}{c['partly']:>8}{c['not']:>7}{100 * c['fully'] / n:>8.1f}%")
        rows.append(f"{'all':<7}{self.total:>7}{self.fully:>7}{self.partly:>8}{self.none:>7}{self.percent:>8.1f}%")
        return "\n".join(rows)


# ------------------------------------------------------------------------------ reading cards

def _facts_of(rec: Mapping[str, Any]) -> dict[str, Any]:
    """Bundled schema from a record of the bundled set, the shared pool or a pool DataFrame row."""
    if "oracle_text" in rec or "type_line" in rec:
        return {"name": rec.get("name") or "", "type_line": rec.get("type_line") or "",
                "types": list(rec.get("types") or []), "oracle_text": rec.get("oracle_text") or "",
                "power": rec.get("power"), "toughness": rec.get("toughness"),     # a station box (721.2b)
                "mana_cost": rec.get("mana_cost") or ""}    # 107.3m: {X} of its own enters trigger
    return {"name": rec.get("name") or "", "type_line": rec.get("type") or "",
            "types": list(rec.get("types") or []), "oracle_text": rec.get("text") or "",
            "power": rec.get("power"), "toughness": rec.get("toughness"), "mana_cost": rec.get("manaCost") or ""}


def load_cards(path: str | Path | None = None) -> list[dict[str, Any]]:
    """Cards to measure: ``path`` (a Scryfall or MTGJSON bulk file, through the pool loaders, or
    a JSON list of records), else the bundled pool (``data/cards/pool.sqlite``) if there is one,
    else the shared pool file."""
    if path is None:
        from ..game.carddb import POOL_FILE, bundled_pool
        if POOL_FILE.exists():
            return [_facts_of(r) for _, r in bundled_pool().records.items()]
        path = SHARED_POOL
    p = Path(path)
    opener = gzip.open if p.suffix == ".gz" else open
    with opener(p, "rt", encoding="utf-8") as fh:
        head = fh.read(4096)
    records: list[Mapping[str, Any]]
    if head.lstrip().startswith("[") and ('"text"' in head or '"oracle_text"' in head) and '"object"' not in head:
        with opener(p, "rt", encoding="utf-8") as fh:
            records = json.load(fh)
    elif head.lstrip().startswith("{") and '"cards"' in head and '"schema"' in head:
        with opener(p, "rt", encoding="utf-8") as fh:      # the bundled pool: {"source", "schema", "cards"}
            records = json.load(fh)["cards"]
    else:
        from . import pool
        df = pool.load_scryfall(p) if head.lstrip().startswith("[") else pool.load_mtgjson(p)
        records = df.to_dict("records")
    return [_facts_of(r) for r in records]


# ------------------------------------------------------------------------------ patterns

_KW = "|".join(re.escape(k) for k in GRANTABLE_KEYWORDS)


def pattern_of(clause: str) -> str:
    """A clause with its particulars as placeholders.

    >>> pattern_of("other elf creatures you control get +1/+2 and have flying")
    'other TYPE creatures you control get +N/+N and have KEYWORD'
    """
    s = clause
    s = re.sub(r"(?:\{[^}]+\})+", "{M}", s)
    s = re.sub(r"§\d+", "\"Q\"", s)
    s = re.sub(r"[+-](?:\d+|x)/[+-](?:\d+|x)", "+N/+N", s)
    s = re.sub(r"\b(?:\d+|x|\*)/(?:\d+|x|\*)", "N/N", s)
    s = re.sub(r"\b\d+\b", "N", s)
    s = re.sub(r"\b(?:one|two|three|four|five|six|seven|eight|nine|ten)\b", "N", s)
    s = re.sub(r"\b(?:" + "|".join(COLORS) + r")\b", "COLOR", s)
    s = re.sub(r"\b(?:" + _KW + r")\b", "KEYWORD", s)
    table = subtype_table()
    s = " ".join("TYPE" if w in table else w for w in s.split(" "))
    s = re.sub(r"\bTYPE(?: TYPE)+\b", "TYPE", s)
    return s


# ------------------------------------------------------------------------------ measuring

@dataclass(frozen=True)
class CardCoverage:
    """What the compiler makes of one card with a continuous effect (see the module docstring):
    ``status`` is ``"fully"``, ``"partly"`` or ``"not"``; ``layers`` the layers the card counts in
    (the classifier's and the compiled definitions'), ``compiled_layers`` those a compiled
    definition touches; ``patterns`` the clauses not understood, as :func:`pattern_of` patterns,
    with ``examples`` (pattern -> the clause as written)."""

    name: str
    status: str
    layers: tuple[str, ...]
    compiled_layers: tuple[str, ...]
    patterns: tuple[str, ...] = ()
    examples: tuple[tuple[str, str], ...] = ()


def faces_of(facts: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The faces of a card as the game compiles them: a multi-face card (its oracle text's faces
    separated by a ``//`` line, its name and type line by `` // ``) gives one record per face,
    each with its own name, type line and text (``carddb`` builds and compiles each face from its
    own facts, 712, 715, 709); any other card gives itself.

    >>> [f["name"] for f in faces_of({"name": "Fire // Ice", "type_line": "Instant // Instant",
    ...                               "oracle_text": "Fire deals 2 damage.\\n//\\nTap target permanent."})]
    ['Fire', 'Ice']
    """
    text = facts.get("oracle_text") or ""
    texts = text.split("\n//\n")
    names = (facts.get("name") or "").split(" // ")
    type_lines = (facts.get("type_line") or "").split(" // ")
    if len(texts) == 1 or len(texts) != len(names):
        return [dict(facts)]
    if len(type_lines) != len(texts):
        type_lines = [facts.get("type_line") or ""] * len(texts)
    costs = (facts.get("mana_cost") or "").split(" // ")
    if len(costs) != len(texts):
        costs = [""] * len(texts)       # (each face's own cost not known: none read)
    return [{"name": n, "type_line": t, "oracle_text": x, "mana_cost": m}
            for n, t, x, m in zip(names, type_lines, texts, costs)]


def assess(facts: Mapping[str, Any]) -> CardCoverage | None:
    """Compile one card and say how well (:class:`CardCoverage`); None for a card with no
    continuous effect.

    >>> assess({"name": "Glorious Anthem", "type_line": "Enchantment", "types": ["Enchantment"],
    ...         "oracle_text": "Creatures you control get +1/+1."}).status
    'fully'
    >>> assess({"name": "Shock", "type_line": "Instant", "types": ["Instant"],
    ...         "oracle_text": "Shock deals 2 damage to any target."}) is None
    True
    """
    facts = _facts_of(facts)
    cls = classify(facts["oracle_text"], facts["type_line"], facts["name"])
    compiled = [compile_card(face) for face in faces_of(facts)]
    abilities = [a for comp in compiled for a in comp.abilities]
    unsupported = [u for comp in compiled for u in comp.unsupported]
    comp_layers = {layer for a in abilities for layer in a.layers}
    # Counters a triggered ability puts when it resolves: the compiler compiles them when the grammar reads them
    # (the board puts them, 613.4c: their effect is applied in layer 7c) and otherwise classifies the ability as
    # one-shot, which the board reports when it resolves. Either way the card is counted: one whose counters
    # the grammar reads is fully supported, one whose counters it can't read is not (leaving those out of the
    # denominator would count only the successes)
    one_shot = [a for a in abilities if a.status == "not-a-layer-effect" and a.note.startswith("one-shot counters")]
    if not cls.layers and not any(comp.has_continuous_effects for comp in compiled) and not one_shot:
        return None
    missed = [L for L in cls.layers if L not in comp_layers and not (L in ("7a", "7b") and {"7a", "7b"} & comp_layers)]
    examples: dict[str, str] = {}
    names = names_of(facts["name"])
    for u in unsupported:
        examples.setdefault(pattern_of(u.clause), u.clause)
    for a in one_shot:
        norm, _ = normalise(a.text, names)
        examples.setdefault("[one-shot counters not read] " + pattern_of(norm), a.text)
    if missed and not unsupported and not one_shot:
        # the classifier reads a layer effect in a part the compiler called no layer effect
        for part in cls.parts:
            if set(part.layers) & set(missed):
                norm, _ = normalise(part.text, names)
                p = "[not compiled, layer " + "/".join(sorted(set(part.layers) & set(missed))) + "] " + pattern_of(norm)
                examples.setdefault(p, part.text)
    status = "fully" if not examples else "partly" if any(comp.effects for comp in compiled) else "not"
    layers = set(cls.layers) | comp_layers | ({"7c"} if one_shot else set())
    return CardCoverage(name=facts["name"], status=status,
                        layers=tuple(L for L in LAYERS if L in layers),
                        compiled_layers=tuple(L for L in LAYERS if L in comp_layers),
                        patterns=tuple(sorted(examples)), examples=tuple(sorted(examples.items())))


def _assessed(cards: Iterable[Mapping[str, Any]], jobs: int) -> Iterator[CardCoverage | None]:
    """:func:`assess` of each card, in the order of ``cards``; with ``jobs`` > 1 in that many worker
    processes (each card is compiled on its own, so the result is the same, card for card)."""
    from ._progress import progress

    if jobs <= 1:
        for facts in progress(cards, "compiling the pool"):
            yield assess(facts)
        return
    import multiprocessing

    records = [dict(facts) for facts in cards]
    # "spawn" everywhere: the same behaviour on Linux, macOS and Windows, and safe inside a notebook kernel
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs) as workers:
        yield from progress(workers.imap(assess, records, chunksize=256), "compiling the pool", total=len(records))


def default_jobs() -> int:
    """How many processes ``python -m layerkit coverage`` compiles the pool in: one per core.

    >>> default_jobs() >= 1
    True
    """
    return max(1, os.cpu_count() or 1)


def measure(cards: Iterable[Mapping[str, Any]], jobs: int = 1) -> Coverage:
    """Compile every card of ``cards`` (:func:`assess`) and count them: per layer, overall, and the
    backlog of clauses not understood. ``jobs`` > 1 compiles in that many processes; the counts
    are the same (cards are compiled one by one and counted in their order)."""
    t0 = time.perf_counter()
    cov = Coverage()
    unlocks: Counter = Counter()
    present: Counter = Counter()
    example: dict[str, tuple[str, str]] = {}

    for card in _assessed(cards, jobs):
        cov.cards += 1
        if card is None:
            continue
        cov.total += 1
        for p, clause in card.examples:
            example.setdefault(p, (card.name, clause))
        status = card.status
        if status == "fully":
            cov.fully += 1
        elif status == "partly":
            cov.partly += 1
        else:
            cov.none += 1
        cov.status[card.name] = status
        for layer in card.layers:
            cov.by_layer[layer][status] += 1
        for p in card.patterns:
            present[p] += 1
        if len(card.patterns) == 1:
            unlocks[card.patterns[0]] += 1
    cov.backlog = [{"pattern": p, "cards_unlocked": unlocks[p], "cards_with_pattern": n,
                    "example_card": example[p][0], "example_clause": example[p][1]}
                   for p, n in sorted(present.items(), key=lambda kv: (-unlocks[kv[0]], -kv[1], kv[0]))]
    cov.seconds = time.perf_counter() - t0
    return cov


def write_backlog(cov: Coverage, path: str | Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["rank", "pattern", "cards_unlocked", "cards_with_pattern",
                                           "example_card", "example_clause"])
        w.writeheader()
        for i, row in enumerate(cov.backlog, 1):
            w.writerow({"rank": i, **row})
