"""``python -m layerkit``: check scenario files, or show an object's layer table.

Exit status of ``check``: 0 when every expectation holds, 1 when one fails, 2 when a file is
invalid (the error goes to stderr).
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
            results = {rules: sc.check(sc.resolve(rules))} if rules else sc.check_all()
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
    except LayerkitError as exc:
        print(f"error: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001
        print(f"error: {_one_line(f'{file}: internal error ({type(exc).__name__}: {exc}); please report it')}",
              file=sys.stderr)
        return 2
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
    args = parser.parse_args(argv)
    if args.command == "check":
        return _check(args.files, args.rules)
    return _show(args.file, args.obj, args.rules)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
