"""What the real-browser tests share: Debian's Chromium, the flags it needs on this closed network,
and a free local port. Imported by tests/test_browser.py and tests/test_app.py."""
from __future__ import annotations

import socket
import subprocess
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# without the background-networking flags Chromium keeps trying hosts this machine can't reach
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
               "--disable-sync"]

needs_chromium = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin/chromium "
                                                                  "(apt-get install chromium chromium-driver)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop(server: "subprocess.Popen", log: Any) -> None:
    """Stop a server started for a browser test, and close its log."""
    server.terminate()
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait(timeout=5)
    log.close()
