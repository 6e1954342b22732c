"""The wheel works on its own: built offline, installed into a fresh virtualenv outside the
checkout, it finds its card data and scenarios (package data through importlib.resources).

No network: the wheel is built with --no-build-isolation (setuptools and wheel come from the dev
extra) and installed with --no-index --no-deps; the fresh venv sees the dev venv's dependencies
through a .pth path line (a path line does not run that folder's own .pth files, so the editable
install of this checkout stays invisible; the test checks where layerkit is imported from).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "layerkit" / "data"

SCRIPT = r"""
import json, sys
import layerkit
from layerkit.resources import scenario_files

board = layerkit.Board()
board.enter("Blood Moon")
board.enter("Urborg, Tomb of Yawgmoth", id="urborg")
res = board.resolve()
pool_board = layerkit.Board()
pool_board.enter("Elesh Norn, Grand Cenobite", id="norn")
pool_res = pool_board.resolve()
path = scenario_files("layers-23*")[0]
sc = layerkit.Scenario.load(path)
print(json.dumps({
    "file": layerkit.__file__,
    "subtypes": sorted(res["urborg"].subtypes),
    "abilities": [a.text for a in res["urborg"].abilities],
    "scenario": str(path),
    "title": sc.title,
    "mismatches": {r: [str(m) for m in ms] for r, ms in sc.check_all().items()},
    "scenarios": len(scenario_files()),
    "norn": [pool_res["norn"].mana_value, sorted(pool_res["norn"].colors), len(pool_res.unsupported)],
}))
"""


def _run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, **kw)
    assert proc.returncode == 0, f"{' '.join(map(str, cmd))}\n{proc.stdout}\n{proc.stderr}"
    return proc


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built from a copy of the project files (so the checkout gets no build/ or
    egg-info), offline."""
    src = tmp_path_factory.mktemp("src")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(ROOT / "layerkit", src / "layerkit",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints"))
    out = tmp_path_factory.mktemp("dist")
    env = {**os.environ, "PIP_NO_INDEX": "1"}
    _run([sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "--no-build-isolation", "-w", str(out)],
         cwd=src, env=env)
    wheels = sorted(out.glob("layerkit-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_wheel_contains_the_package_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {"layerkit/" + p.relative_to(ROOT / "layerkit").as_posix()
               for p in DATA.rglob("*") if p.is_file() and p.suffix in (".json", ".yaml", ".md", ".sqlite")}
    assert {"layerkit/data/cards/oracle.json", "layerkit/data/cards/pool.sqlite", "layerkit/data/rules/subtypes.json",
            "layerkit/data/effects/README.md"} <= shipped
    assert len([n for n in shipped if n.startswith("layerkit/data/scenarios/")]) > 100
    missing = sorted(shipped - names)
    assert not missing, f"data files missing from the wheel: {missing[:10]}"
    assert "layerkit/py.typed" in names
    assert not [n for n in names if n.startswith(("fuzz/", "benchmarks/", "tests/", "notebooks/"))]


def test_wheel_installed_in_a_fresh_venv_resolves_cards_and_loads_scenarios(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False, symlinks=os.name != "nt")
    py = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    fresh_site = Path(_run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(PIP_NO_INDEX="1", PYTHONNOUSERSITE="1")
    _run([sys.executable, "-m", "pip", "--python", str(py), "install", "--no-index", "--no-deps", str(wheel)], env=env)
    # the dependencies (pyyaml, networkx, pandas, ijson) from the dev venv, without the network
    dev_site = sysconfig.get_paths()["purelib"]
    (fresh_site / "zz_dev_dependencies.pth").write_text(dev_site + "\n", encoding="utf-8")

    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    out = json.loads(_run([str(py), "-c", SCRIPT], cwd=cwd, env=env).stdout.strip().splitlines()[-1])

    assert Path(out["file"]).resolve().is_relative_to(fresh_site.resolve()), out["file"]
    assert not Path(out["file"]).resolve().is_relative_to(ROOT)
    # CR 305.7: Blood Moon makes Urborg a Mountain with only "{T}: Add {R}."
    assert out["subtypes"] == ["Mountain"]
    assert out["abilities"] == ["{T}: Add {R}."]
    assert Path(out["scenario"]).resolve().is_relative_to(fresh_site.resolve()), out["scenario"]
    assert out["title"].startswith("Blood Moon and Urborg")
    assert out["mismatches"] and all(ms == [] for ms in out["mismatches"].values()), out["mismatches"]
    assert out["scenarios"] == len(list((DATA / "scenarios").glob("*.yaml")))
    # the whole pool ships in the wheel: {5}{W}{W} is mana value 7 and white (202.2, 202.3); its two
    # anthems have no definition yet and are reported as not understood
    assert out["norn"] == [7, ["W"], 0]      # {5}{W}{W}; her two anthems compiled from oracle text
