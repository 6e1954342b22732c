"""Cross-check the oracle-text compiler against the hand-written definitions, by behaviour.

For every card with a hand definition (``data/effects/*.yaml``) the card's oracle text is
compiled, and a few probe boards are resolved twice — once with the hand definition, once with
the compiled one — and the characteristics of every object are compared.

A probe board: the card (controlled by Alex) with a creature of each player, a land, an
artifact and an enchantment. An Aura or Equipment is attached to Alex's creature; an instant or
sorcery is cast targeting Alex's creature; each activated, loyalty, triggered or chapter ability
with a definition is resolved (targeting Alex's creature) on a board of its own.

    python tools/crosscheck.py            # summary and one line per disagreement
    python tools/crosscheck.py --verbose  # and the differing characteristics
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from layerkit.compiler import compile_card  # noqa: E402
from layerkit.errors import LayerkitError  # noqa: E402
from layerkit.game.board import Board  # noqa: E402
from layerkit.game.carddb import CardDatabase, bundled_database  # noqa: E402

FIELDS = ("name", "power", "toughness", "types", "subtypes", "supertypes", "colors", "controller")


def _db_with(name: str, effects: dict) -> CardDatabase:
    base = bundled_database()
    table = dict(base._effects)
    table[name] = (effects, "compiled")
    return CardDatabase([base.facts(n) for n in base.names], table)


def _snapshot(res: Any, ids: list[str]) -> dict[str, dict[str, Any]]:
    out = {}
    for oid in ids:
        try:
            o = res[oid]
        except (KeyError, LayerkitError):
            continue
        c = o.characteristics
        row = {f: getattr(c, f, None) for f in FIELDS}
        row["abilities"] = tuple(sorted(a.text for a in c.abilities))
        out[oid] = row
    return out


def _probe(db: CardDatabase, name: str, which: int | None) -> dict[str, dict[str, Any]] | str:
    b = Board()
    b.cards = db
    b.define("Probe Relic", "Artifact", mana_cost="{2}")
    b.define("Probe Charm", "Enchantment", mana_cost="{1}{W}")
    ids = [b.enter("Grizzly Bears", id="mine"), b.enter("Hill Giant", id="theirs", controller="Bo"),
           b.enter("Forest", id="land"), b.enter("Probe Relic", id="relic"), b.enter("Probe Charm", id="charm")]
    cd = db[name]
    try:
        if cd.is_permanent_card:
            src = b.enter(name, id="src")
            ids.append(src)
            if "Aura" in cd.printed.subtypes or "Equipment" in cd.printed.subtypes:
                b.attach("src", "mine")
            if which is not None:
                b.ability("src", which, targets=["mine"])
        else:
            b.cast(name, targets=["mine"])
        return _snapshot(b.resolve(), ids)
    except LayerkitError as exc:
        return f"error: {exc}"


def crosscheck(verbose: bool = False) -> tuple[int, int, list[tuple[str, str, str]]]:
    base = bundled_database()
    hand_cards = sorted(n for n in base.names if base.has_definitions(n))
    agree = 0
    rows: list[tuple[str, str, str]] = []
    for name in hand_cards:
        facts = base.facts(name)
        compiled = compile_card(facts)
        hand_db = base
        comp_db = _db_with(name, compiled.effects)
        hand_effects = base._effects.get(name, ({}, ""))[0]
        probes: list[int | None] = [None]
        cd = base[name]
        for ab in cd.abilities:
            if ab.definition and ab.kind in ("activated", "loyalty", "triggered", "chapter"):
                probes.append(ab.index)
        diffs: list[str] = []
        for which in probes:
            h = _probe(hand_db, name, which)
            c = _probe(comp_db, name, which)
            if h != c:
                if isinstance(h, str) or isinstance(c, str):
                    diffs.append(f"ability {which}: hand {h if isinstance(h, str) else 'ok'} / compiled {c if isinstance(c, str) else 'ok'}")
                    continue
                for oid in sorted(set(h) | set(c)):
                    for f in (*FIELDS, "abilities"):
                        hv, cv = h.get(oid, {}).get(f), c.get(oid, {}).get(f)
                        if hv != cv:
                            diffs.append(f"probe {which or 'board'}: {oid}.{f}: hand {hv!r} / compiled {cv!r}")
        if not diffs:
            agree += 1
            continue
        why = ("compiler: unsupported " + "; ".join(u.clause for u in compiled.unsupported)) if compiled.unsupported \
            else "differs"
        rows.append((name, why, "\n      ".join(diffs[:8]) if verbose else diffs[0]))
        if verbose:
            print(f"hand {hand_effects}\n compiled {compiled.effects}", file=sys.stderr)
    return agree, len(hand_cards), rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    agree, total, rows = crosscheck(args.verbose)
    for name, why, detail in rows:
        print(f"- {name}: {why}\n      {detail}")
    print(f"{agree} of {total} hand-defined cards agree by behaviour")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
