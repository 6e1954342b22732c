"""nbval settings for the notebooks: compare text/plain (DataFrames, reprs, printed text) but not
HTML (pandas' HTML changes between versions; widget and report HTML is a second rendering of the
same content), JavaScript, or stderr. Hook documented by nbval ("Skipping certain output types")."""


def pytest_collectstart(collector):
    path = getattr(collector, "path", None)
    if path is not None and str(path).endswith(".ipynb") and hasattr(collector, "skip_compare"):
        collector.skip_compare += ("text/html", "application/javascript", "stderr")
