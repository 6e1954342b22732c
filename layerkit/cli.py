"""``python -m layerkit``: check scenario files, show an object's layer table, or measure compiler coverage.

Exit status of ``check``: 0 when every expectation holds, 1 when one fails, 2 when a file is
invalid (the error goes to stderr). A scenario with abilities layerkit does not understand (cards
of the pool with no effect definition) gets one warning line on stderr; it changes neither the
exit status nor the counts. ``--cards FILE`` (check, show) resolves with a newer bulk file
(Scryfall Oracle Cards or MTGJSON AtomicCards) extending the card pool.
"""
from __future__ import annotations

import argparse
import sys
from typing import Sequence

from .errors import LayerkitError


def _one_line(text: str) -> str:
    from .errors import truncate

    return truncate(" ".join(str(text).split()), 500)


def _check(files: Sequence[str], rules: str | None) -> int:
    """Check every file, even after one is invalid: one line per problem (mismatches on stdout,
    invalid files on stderr), the summary last."""
    from .game.scenario import Scenario

    passed = failed = invalid = 0
    for f in files:
        try:
            sc = Scenario.load(f)
            resolutions = {r: sc.resolve(r) for r in ([rules] if rules else sc.rule_sets)}
            results = {r: sc.check(res) for r, res in resolutions.items()}
        except LayerkitError as exc:
            msg = str(exc)
            print(f"error: {_one_line(msg if f in msg else f'{f}: {msg}')}", file=sys.stderr)
            invalid += 1
            continue
        except Exception as exc:  # noqa: BLE001 — a bug in layerkit must not stop the other files
            print(f"error: {_one_line(f'{f}: internal error ({type(exc).__name__}: {exc}); please report it')}",
                  file=sys.stderr)
            invalid += 1
            continue
        not_understood = list(dict.fromkeys(u for res in resolutions.values() for u in res.unsupported))
        if not_understood:
            named = "; ".join(f"{oid}: {text!r}" for oid, _card, text, _clause in not_understood)
            print(f"warning: {f}: {len(not_understood)} abilit{'y' if len(not_understood) == 1 else 'ies'} "
                  f"not understood (not applied): {named}", file=sys.stderr)
        for rule_set, mismatches in results.items():
            if mismatches:
                failed += 1
                for m in mismatches:
                    print(_one_line(f"{f} [{rule_set}]: {m.object}: {m.characteristic}: expected {m.expected!r}, "
                                    f"got {m.got!r}"))
            else:
                passed += 1
    sys.stdout.flush()
    sys.stderr.flush()
    # one count per scenario and rule set; an invalid file counts as failed
    print(f"{passed} passed, {failed + invalid} failed" + (f" ({invalid} invalid)" if invalid else ""))
    return 2 if invalid else (1 if failed else 0)


def _show(file: str, obj: str | None, rules: str | None) -> int:
    from .game.scenario import Scenario

    try:
        sc = Scenario.load(file)
        res = sc.resolve(rules)
        ids = [obj] if obj else sorted(sc.expect) or res.ids
        import pandas as pd

        with pd.option_context("display.max_columns", None, "display.width", 200, "display.max_colwidth", 60):
            for oid in ids:
                print(f"== {oid} ({res.rules}) ==")
                print(res.table(oid).to_string())
                print()
            print("order of application:")
            for step in res.steps():
                print(f"  {step['step']:>3}  layer {step['layer']:<3} {step['effect']}  [{step['reason']}]")
            for layer, a, b, why in res.dependencies:
                print(f"  dependency in layer {layer}: {a} depends on {b} ({why})")
            for oid, card, text, clause in res.unsupported:
                print(f"warning: {oid} ({card}): not understood, not applied: {text!r}"
                      + (f" (clause: {clause!r})" if clause != text else ""))
    except LayerkitError as exc:
        print(f"error: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001
        print(f"error: {_one_line(f'{file}: internal error ({type(exc).__name__}: {exc}); please report it')}",
              file=sys.stderr)
        return 2
    return 0


def _coverage(cards: str | None, backlog: str, top: int, jobs: int | None) -> int:
    from .analysis.coverage import default_jobs, load_cards, measure, write_backlog

    if jobs is not None and jobs < 1:
        print(f"error: --jobs: expected a number of processes of at least 1, got {jobs}", file=sys.stderr)
        return 2

    try:
        pool = load_cards(cards)
    except (OSError, ValueError, LayerkitError) as exc:
        print(f"error: cannot read cards: {exc}", file=sys.stderr)
        return 2
    cov = measure(pool, jobs=default_jobs() if jobs is None else jobs)
    print(f"{cov.cards} cards read; {cov.total} with continuous effects (classifier, plus any the compiler found)")
    print(cov.table())
    write_backlog(cov, backlog)
    print(f"backlog: {len(cov.backlog)} patterns of clauses not understood, written to {backlog}; the top {top}:")
    for i, row in enumerate(cov.backlog[:top], 1):
        print(f"  {i:>2}. unlocks {row['cards_unlocked']:>4} (in {row['cards_with_pattern']:>4} cards)  {row['pattern'][:110]}")
    print(f"({cov.seconds:.1f} s)")
    print(cov.line())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m layerkit", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="resolve scenarios and compare their expect sections")
    check.add_argument("files", nargs="+")
    check.add_argument("--rules", choices=["cr", "amended"], help="override each scenario's rule set")
    show = sub.add_parser("show", help="print the layer-by-layer table of objects in a scenario")
    show.add_argument("file")
    show.add_argument("--object", dest="obj")
    show.add_argument("--rules", choices=["cr", "amended"])
    for p in (check, show):
        p.add_argument("--cards", metavar="FILE",
                       help="a newer bulk card file (Scryfall Oracle Cards or MTGJSON AtomicCards, .json or .json.gz) "
                            "whose cards extend the bundled pool")
    cov = sub.add_parser("coverage", help="how many cards with continuous effects the oracle-text compiler fully supports")
    cov.add_argument("--cards", help="a Scryfall or MTGJSON bulk file, or a JSON list of card records "
                                     "(default: the bundled pool, else the shared pool)")
    cov.add_argument("--backlog", default="coverage-backlog.csv", help="where to write the CSV of clauses not understood")
    cov.add_argument("--top", type=int, default=20, help="how many backlog patterns to print")
    cov.add_argument("--jobs", type=int, default=None,
                     help="how many processes compile the pool (default: one per core; the counts are the same)")
    args = parser.parse_args(argv)
    if args.command == "coverage":
        return _coverage(args.cards, args.backlog, args.top, args.jobs)
    if args.cards:
        from .game.carddb import use_cards

        try:
            use_cards(args.cards)
        except LayerkitError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    if args.command == "check":
        return _check(args.files, args.rules)
    return _show(args.file, args.obj, args.rules)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
