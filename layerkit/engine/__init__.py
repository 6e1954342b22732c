"""The layer system (613): a game state, the layer loop, selectors, one effect applied to one
object, dependency (613.8), and the resolution with its trace. Knows nothing of boards, scenario
files or card files.
"""
