"""What effect definitions say: the vocabulary of ``data/effects/*.yaml`` (keys, selectors,
values, conditions, which layer each operation belongs to, what each one reads), the operations
themselves (pure functions on characteristics), and the card-definition types the engine reads.
"""
