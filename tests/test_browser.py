"""A real-browser test of the LayerExplorer widget: JupyterLab from this environment, headless
Chromium (Debian's /usr/bin/chromium) driven by Python Playwright.

Opens a copy of notebooks/00-tour.ipynb (so autosave never touches the repository), runs all
cells, moves the explorer's slider with the keyboard and checks the characteristics text changes.
Skips when /usr/bin/chromium or playwright is missing. The server is always terminated.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from _chromium import CHROMIUM, LAUNCH_ARGS, free_port, needs_chromium, stop

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "00-tour.ipynb"

pytestmark = needs_chromium



def _wait_for_server(port: int, proc: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"jupyter lab exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/status", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"jupyter lab did not answer on port {port} within {timeout} s")


def test_layer_explorer_slider_in_jupyterlab(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api", reason="python playwright is not installed")
    work = tmp_path / "lab"
    work.mkdir()
    nbformat = pytest.importorskip("nbformat")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    for cell in nb.cells:                     # start from a clean notebook: outputs must come from this run
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nbformat.write(nb, work / NOTEBOOK.name)
    env = dict(os.environ)
    for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                     ("JUPYTERLAB_SETTINGS_DIR", "settings"), ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"),
                     ("IPYTHONDIR", "ipython")):
        env[var] = str(tmp_path / sub)      # no user-level kernelspecs, settings or workspaces leak in
    port = free_port()
    cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
           "--ServerApp.token=", "--ServerApp.password=", "--allow-root", "--ServerApp.open_browser=False",
           f"--ServerApp.root_dir={work}", "--LabApp.news_url=None",
           # the settings `make lab` uses: no "official Jupyter news?" pop-up over the page
           f"--LabApp.app_settings_dir={Path(__file__).resolve().parent.parent / 'jupyter' / 'settings'}",
           "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
           # window.jupyterapp lets the test run JupyterLab's own "Run All Cells" command
           "--LabApp.expose_app_in_browser=True"]
    log = open(tmp_path / "lab.log", "wb")
    server = subprocess.Popen(cmd, cwd=work, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait_for_server(port, server, timeout=120)    # a fresh environment starts slowly
        with sync_api.sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS, headless=True)
            try:
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                page.set_default_timeout(30_000)
                page.goto(f"http://127.0.0.1:{port}/lab/tree/{NOTEBOOK.name}")
                # JupyterLab sometimes asks which kernel to start: accept its (preferred) choice
                accept = page.locator(".jp-Dialog .jp-mod-accept")
                page.add_locator_handler(accept, lambda loc: loc.click())
                page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=90_000)
                page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=90_000)
                page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands"
                                       " .hasCommand('notebook:run-all-cells')", timeout=60_000)
                # the kernel must be connected and idle before "Run All Cells" can do anything
                page.wait_for_function(
                    "() => { const w = window.jupyterapp.shell.currentWidget;"
                    " const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;"
                    " return k && k.connectionStatus === 'connected' && k.status === 'idle'; }", timeout=90_000)
                state = None
                for attempt in range(2):      # the kernel may still be settling on a slow first start
                    # fire and forget: awaiting the command's promise would block on any dialog
                    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
                    try:
                        state = page.wait_for_selector(".lk-explorer-html", timeout=90_000)
                        break
                    except Exception:
                        page.screenshot(path=str(tmp_path / f"failure-{attempt}.png"))
                        if attempt:
                            raise
                # wait until every cell has run (no "[*]" prompt left)
                page.wait_for_function(
                    "() => [...document.querySelectorAll('.jp-InputPrompt')].every(p => !p.textContent.includes('*'))"
                    " && document.querySelectorAll('.jp-OutputArea-output img').length >= 2", timeout=90_000)
                # JupyterLab hides cells scrolled out of view (windowing): bring the explorer back
                page.locator(".lk-explorer-html").scroll_into_view_if_needed()
                # a re-rendered cell shows the widget's table a moment after the element appears
                text_now = "() => { const e = document.querySelector('.lk-explorer-html'); return e ? e.innerText : ''; }"
                page.wait_for_function(f"() => ({text_now})().includes('point')", timeout=30_000)
                before = page.evaluate(text_now)
                assert "point" in before and "type line" in before
                handle = page.wait_for_selector(".lk-explorer-slider .noUi-handle")
                handle.focus()
                for _ in range(4):
                    page.keyboard.press("ArrowRight")
                page.wait_for_function(
                    "(b) => { const e = document.querySelector('.lk-explorer-html');"
                    " return e && e.innerText !== b; }", arg=before, timeout=15_000)
                after = page.evaluate(text_now)
                page.screenshot(path=str(tmp_path / "moved.png"))
                assert after != before
                assert "point" in after and "type line" in after
            finally:
                browser.close()
    finally:
        stop(server, log)
