"""The package's shape: the import-linter contract of pyproject.toml holds, and importing
layerkit stays light (no pandas, matplotlib or ipywidgets until something needs them)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("pandas", "matplotlib", "ipywidgets")


def test_import_linter_contracts_are_kept(capsys):
    cli = pytest.importorskip("importlinter.cli")
    code = cli.lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    assert code == 0, out
    assert "0 broken" in out, out


def _modules_after(code: str) -> list[str]:
    script = f"import json, sys\n{code}\nprint(json.dumps([m for m in {HEAVY!r} if m in sys.modules]))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_import_layerkit_imports_no_heavy_modules():
    assert _modules_after("import layerkit") == []


def test_public_names_import_no_heavy_modules():
    code = ("import layerkit\n"
            "for name in ('Board', 'Resolution', 'ObjectState', 'Scenario', 'compare_rules', 'card', 'classify',\n"
            "             'cards', 'LAYERS', 'Ability', 'Characteristics', 'LayerkitError'):\n"
            "    getattr(layerkit, name)\n"
            "import layerkit.notebook, layerkit.analysis, layerkit.game, layerkit.engine\n")
    assert _modules_after(code) == []


def test_public_api_and_lazy_cards_module():
    import layerkit
    from layerkit import cards, classify

    assert cards is layerkit.cards and cards.__name__ == "layerkit.analysis.pool"
    assert callable(cards.bundled) and callable(cards.load_scryfall) and callable(classify)
    assert set(layerkit.__all__) <= set(dir(layerkit))
    with pytest.raises(AttributeError):
        layerkit.no_such_name  # noqa: B018
