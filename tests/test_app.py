"""The layer calculator as a web app, in a real browser: Voila started with the command ``make app``
runs (read from ``make -n app``), headless Chromium (Debian's /usr/bin/chromium) driven by Python
Playwright.

The test adds Blood Moon and Urborg, Tomb of Yawgmoth, reads the result, moves Urborg to the earlier
timestamp and reads it again. Expected values, from the rules:

* In either order Urborg is a Mountain whose only ability is "{T}: Add {R}." (305.7: Blood Moon sets
  its land subtype, so it loses its own ability and has the Mountain's mana ability). Urborg's
  effect depends on Blood Moon's (613.8a: applying Blood Moon first changes whether Urborg's
  effect exists), so Blood Moon's applies first whatever the timestamps (613.8b).
* What the order changes is why Blood Moon goes first: with the older timestamp, by timestamp
  (613.7); with the newer one, because of the dependency (613.8b).

Set LAYERKIT_SCREENSHOT_DIR to keep the screenshots (docs/ holds the ones the README shows).
Skips when /usr/bin/chromium, playwright or make is missing. The server is always terminated.
"""
from __future__ import annotations

import os
import shlex
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest
from _chromium import CHROMIUM, LAUNCH_ARGS, free_port, needs_chromium, stop

ROOT = Path(__file__).resolve().parent.parent

pytestmark = needs_chromium



def app_command(port: int) -> list[str]:
    """The command ``make app`` runs, with another port (``make -n`` prints it without running it)."""
    if shutil.which("make") is None:
        pytest.skip("needs make to read the command of `make app`")
    out = subprocess.run(["make", "-n", "-s", "app", f"APP_PORT={port}"], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    line = next(l for l in out.splitlines() if "voila" in l)
    return shlex.split(line)


def test_make_app_runs_voila_on_the_calculator():
    cmd = app_command(8866)
    assert cmd[0].endswith("voila") and "notebooks/07-calculator.ipynb" in cmd
    assert "--no-browser" in cmd and "--Voila.ip=127.0.0.1" in cmd


def _wait_for_server(port: int, proc: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"voila exited with {proc.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=2):
                return                      # listening: the page itself is rendered on request
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"voila did not answer on port {port} within {timeout} s")


def test_calculator_in_a_browser(tmp_path):
    sync_api = pytest.importorskip("playwright.sync_api", reason="python playwright is not installed")
    shots = Path(os.environ.get("LAYERKIT_SCREENSHOT_DIR") or tmp_path)
    port = free_port()
    env = dict(os.environ)
    for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                     ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython")):
        env[var] = str(tmp_path / sub)      # no user-level kernelspecs or settings leak in
    log = open(tmp_path / "voila.log", "wb")
    server = subprocess.Popen(app_command(port), cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait_for_server(port, server, timeout=120)
        with sync_api.sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS, headless=True)
            try:
                page = browser.new_page(viewport={"width": 1400, "height": 2600})
                page.set_default_timeout(60_000)
                page.goto(f"http://127.0.0.1:{port}/", timeout=120_000)
                page.wait_for_selector(".lk-card-name input", timeout=120_000)

                def add(name: str) -> None:
                    page.fill(".lk-card-name input", name)
                    page.keyboard.press("Enter")
                    # the kernel has the name once it shows the card's text: only then add it
                    page.wait_for_function("(n) => document.querySelector('.lk-card-info').innerText.includes(n)",
                                           arg=name)
                    page.click(".lk-add")
                    page.wait_for_function("(n) => [...document.querySelectorAll('.lk-entry')]"
                                           ".some(e => e.innerText.includes(n))", arg=name)

                add("Blood Moon")
                add("Urborg, Tomb of Yawgmoth")
                page.wait_for_function("() => document.querySelector('.lk-order-html').innerText.includes('Urborg')")
                # the panes are updated one after another: wait for the last one too (a loaded machine)
                page.wait_for_function("() => document.querySelector('.lk-deps-html').innerText.includes('Urborg')")
                entries = page.locator(".lk-entry")
                assert entries.count() == 2
                assert entries.nth(0).inner_text().startswith("1. Blood Moon")
                urborg = page.locator(".lk-final tr", has_text="Urborg")
                assert "Legendary Land — Mountain" in urborg.inner_text()
                assert "{T}: Add {R}." in urborg.inner_text()
                assert "Swamp" not in urborg.inner_text()
                order_before = page.inner_text(".lk-order-html")
                assert "timestamp (613.7)" in order_before
                deps = page.inner_text(".lk-deps-html")
                assert "Urborg, Tomb of Yawgmoth's effect waits for Blood Moon's" in deps and "613.8a" in deps
                page.screenshot(path=str(shots / "calculator.png"), full_page=True)

                entries.nth(1).locator(".lk-up").click()          # Urborg gets the older timestamp
                page.wait_for_function("(b) => document.querySelector('.lk-order-html').innerText !== b",
                                       arg=order_before)
                assert page.locator(".lk-entry").nth(0).inner_text().startswith("1. Urborg")
                order_after = page.inner_text(".lk-order-html")
                assert "dependency (613.8b)" in order_after and "timestamp (613.7)" not in order_after
                urborg = page.locator(".lk-final tr", has_text="Urborg")
                assert "Legendary Land — Mountain" in urborg.inner_text()
                assert "{T}: Add {R}." in urborg.inner_text()

                # the stepper: choose Urborg and move to the point just after Blood Moon's effect (4.1)
                for attempt in range(10):     # the stepper is redrawn after each change: retry on a stale one
                    page.select_option(".lk-stepper select", "Urborg, Tomb of Yawgmoth")
                    try:
                        page.wait_for_function("() => document.querySelector('.lk-explorer-html').innerText"
                                               ".includes('Urborg')", timeout=3_000)
                        break
                    except sync_api.TimeoutError:
                        if attempt == 9:
                            raise
                handle = page.wait_for_selector(".lk-stepper .noUi-handle")
                handle.focus()
                for _ in range(5):                                # 0, 1a, 1b, 2, 3, 4.1
                    page.keyboard.press("ArrowRight")
                page.wait_for_function("() => document.querySelector('.lk-explorer-html').innerText"
                                       ".includes('point 4.1')")
                assert "Mountain" in page.inner_text(".lk-explorer-html")
                page.locator(".lk-stepper").screenshot(path=str(shots / "stepper.png"))
            finally:
                browser.close()
    finally:
        stop(server, log)
