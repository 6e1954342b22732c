"""For notebooks: tables of points, worked-example reports, widgets, plots and the sandbox. Needs
the ``notebook`` extra (ipywidgets, matplotlib) for widgets and plots.
"""
