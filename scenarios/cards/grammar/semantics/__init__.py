"""The semantic functions: one per rule of ``altered.lark``, from the parse tree to the card
structures (``docs/cards.md``); ``all_rules.py`` combines them, ``base.py`` is their base,
``object_filters.py`` turns object descriptions into filters (2.1, 6.5.b),
``object_subjects.py`` object phrases into subjects (6.5.b, 6.1.g), ``it_references.py``
checks what "it" names (6.3.i)."""
