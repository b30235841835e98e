"""The semantic functions: one per rule of ``altered.lark``, from the parse tree to the card
structures (``docs/cards.md``); ``all_rules.py`` combines them, ``base.py`` is their base,
``subjects_and_filters.py`` turns object descriptions into subjects and filters (2.1, 6.5.b)."""
