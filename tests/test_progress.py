"""Long pool work shows a progress bar (tqdm) only when interactive."""
from layerkit.analysis import _progress


def test_no_bar_when_not_interactive(monkeypatch):
    monkeypatch.setenv("CI", "true")
    items = [1, 2, 3]
    assert _progress.progress(items, "x") is items


def test_a_bar_on_a_terminal(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("LAYERKIT_NO_PROGRESS", raising=False)
    monkeypatch.setattr(_progress, "interactive", lambda: True)
    bar = _progress.progress([1, 2, 3], "x")
    from tqdm import tqdm

    assert isinstance(bar, tqdm) and list(bar) == [1, 2, 3]      # tqdm's own, or tqdm.auto's in a kernel
