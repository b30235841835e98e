"""The writer: a reading the engine can run, back to printed text in the cards' own style
(``all_rules.py`` combines the parts); the round-trip tests read it back to the same reading."""
