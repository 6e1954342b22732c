"""The layer system (613): a game state (``state``), the board as effects see it (``view``), the
effects that exist (``effects``), which applies next (``order``, ``dependency``, ``timestamps``),
one effect applied (``applying``), the record (``trace``), the loop (``loop``) and the result
(``resolution``). Knows nothing of boards, scenario files or card files.
"""
