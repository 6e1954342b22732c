"""Keep the project's set-up files in step with each other.

- pyproject.toml's runtime dependency names plus those of the extras conda installs itself
  (CONDA_EXTRAS) == environment.yml's conda dependency names;
- the dev extra pulls in the notebook extra (so `make test`/`make lab` install everything), and
  the runtime dependencies stay free of the notebook-only packages;
- environment.yml's pip section installs the project itself;
- .ci/run runs the README's test command; the Makefile has `lab` and `test` targets.
"""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]

# Names that environment.yml lists for conda itself rather than for the project.
CONDA_ONLY = {"python", "pip"}

# Extras whose packages environment.yml installs with conda (the rest come with `pip -e .[dev]`).
CONDA_EXTRAS = ("notebook",)


def normalise(name: str) -> str:
    """PEP 503-style normalisation: case-insensitive, runs of -, _ and . are equal."""
    return re.sub(r"[-_.]+", "-", name.strip()).lower()


def pep508_name(requirement: str) -> str:
    """The distribution name of a PEP 508 requirement ('pandas[extra]>=2.2; marker' -> 'pandas')."""
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    assert match, f"cannot read a name from requirement {requirement!r}"
    return normalise(match.group(1))


def conda_name(spec: str) -> str:
    """The package name of a conda match spec ('conda-forge::pandas >=2.2' -> 'pandas')."""
    spec = spec.split("::", 1)[-1]
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
    assert match, f"cannot read a name from conda spec {spec!r}"
    return normalise(match.group(1))


@pytest.fixture(scope="module")
def pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as fh:
        return tomllib.load(fh)


@pytest.fixture(scope="module")
def environment() -> dict:
    with open(ROOT / "environment.yml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def conda_entries(environment: dict) -> tuple[list[str], list[str]]:
    """(conda specs, pip entries) of environment.yml's dependencies list."""
    conda, pip = [], []
    for entry in environment.get("dependencies") or []:
        if isinstance(entry, dict):
            pip.extend(str(item) for item in entry.get("pip") or [])
        else:
            conda.append(str(entry))
    return conda, pip


def declared_for_conda(pyproject: dict) -> list[str]:
    """The runtime requirements plus those of CONDA_EXTRAS."""
    extras = pyproject["project"].get("optional-dependencies") or {}
    return list(pyproject["project"]["dependencies"]) + [r for e in CONDA_EXTRAS for r in extras[e]]


def test_runtime_dependency_names_match(pyproject, environment):
    declared = declared_for_conda(pyproject)
    py_names = [pep508_name(req) for req in declared]
    assert len(py_names) == len(set(py_names)), f"duplicate names in pyproject: {py_names}"

    conda, _ = conda_entries(environment)
    conda_names = [conda_name(spec) for spec in conda]
    conda_names = [name for name in conda_names if name not in CONDA_ONLY]
    assert len(conda_names) == len(set(conda_names)), f"duplicate names in environment.yml: {conda_names}"

    only_pyproject = sorted(set(py_names) - set(conda_names))
    only_conda = sorted(set(conda_names) - set(py_names))
    assert not only_pyproject and not only_conda, (
        f"pyproject.toml and environment.yml disagree: only in pyproject {only_pyproject}, "
        f"only in environment.yml {only_conda}"
    )


def test_dev_extra_includes_the_notebook_extra_and_runtime_stays_light(pyproject):
    extras = pyproject["project"]["optional-dependencies"]
    name = normalise(pyproject["project"]["name"])
    self_refs = [r.replace(" ", "") for r in extras["dev"] if pep508_name(r) == name]
    assert any(f"[{e}]" in r or f",{e}" in r or f"{e}," in r for r in self_refs for e in ("notebook",)), (
        f"the dev extra should require {name}[notebook], found {extras['dev']}")
    runtime = {pep508_name(r) for r in pyproject["project"]["dependencies"]}
    notebook = {pep508_name(r) for r in extras["notebook"]}
    assert not runtime & notebook, f"notebook-only packages among the runtime dependencies: {runtime & notebook}"


def test_environment_pip_section_installs_project(environment):
    _, pip = conda_entries(environment)
    editable_self = re.compile(r"""^-e\s+['"]?\.(\[dev\])?['"]?$""")
    assert any(editable_self.match(item.strip()) for item in pip), (
        f"environment.yml's pip: section should contain '-e .[dev]' or '-e .', found {pip}"
    )


def readme_test_command() -> str:
    """The first command in the first fenced block under a README heading that mentions tests."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    in_section = in_fence = False
    for line in lines:
        stripped = line.strip()
        if not in_fence and re.match(r"#{1,6}\s", stripped):
            in_section = re.search(r"\btests?\b", stripped, re.IGNORECASE) is not None
            continue
        if not in_section:
            continue
        if stripped.startswith("```"):
            if in_fence:
                break  # block ended without a command; try no further
            in_fence = True
            continue
        if in_fence:
            command = stripped.removeprefix("$ ").split(" #", 1)[0].strip()
            if command and not command.startswith("#"):
                return command
    pytest.fail("README.md has no fenced command block under a heading mentioning tests")


def test_ci_runs_readme_test_command():
    command = readme_test_command()
    ci = ROOT / ".ci" / "run"
    ci_lines = [
        line.strip()
        for line in ci.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]
    assert command in ci_lines or f"exec {command}" in ci_lines, (
        f".ci/run does not run the README's test command {command!r} on a line of its own"
    )
    assert "set -euo pipefail" in ci_lines, ".ci/run should use `set -euo pipefail`"
    assert os.access(ci, os.X_OK), ".ci/run is not executable"


def test_makefile_has_lab_and_test_targets():
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    targets = set()
    for line in text.splitlines():
        match = re.match(r"^([A-Za-z0-9_. /-]+?)\s*::?(?!=)", line)
        if match:
            targets.update(match.group(1).split())
    for target in ("lab", "test"):
        assert target in targets, f"Makefile has no `{target}` target"
