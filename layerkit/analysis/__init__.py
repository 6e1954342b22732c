"""Questions about many boards or many cards: card pools as DataFrames, the wording classifier,
and what changes under other timestamp orders, without dependencies or under the other rule set.
"""
