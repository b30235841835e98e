"""The engine's side of the grammar's conditions: how a condition the grammar kept as its
words is evaluated on a board (``conditions.py`` and its mixins)."""
