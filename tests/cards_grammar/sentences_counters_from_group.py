"""Sibling sentences of COUNTERS TAKEN "FROM" A GROUP (issue 30, session 35), written
before building (not copied from card data). "N [name] counters / boosts from [objects]"
said with neither "each" nor "all" is N in all, divided among the objects as the player
chooses (6.1.g; removing 2.5.g, spending 7.3.38.a) — not N from each, which the printed text
says "from each [object]" / "from all [objects]" (one atomic action per object, 6.1.e).

- ``READ_GV``: text -> (action, subject, amount, each): one counter in all is taken from one
  object the player chooses ("from a Character you control"); "from each" / "from all" stays
  N from each member (``each``, or a spend acting on every member).
- ``REFUSED_GV``: text -> words its refusal reason held: two or more in all from a group, or
  up to N in all — refused in session 35, read divided among the group since gz (session 36,
  sentences_divided_counters.py; the test asserts they read so).

Held by tests/cards_grammar/test_counters_from_group_siblings.py; boards in
test_board_counters_from_group.py."""

from __future__ import annotations

SPELL = "SPELL "
_IN_ALL = "that many in all"

Read = tuple[str, str, int, bool]

READ_GV: dict[str, Read] = {
    # one in all: from one object the player chooses (6.1.g)
    "{R} Remove 1 boost from Characters you control.": (
        "remove_counters",
        "a_character_you_control",
        1,
        False,
    ),
    "{J} Remove a boost from Characters you control.": (
        "remove_counters",
        "a_character_you_control",
        1,
        False,
    ),
    "{H} Remove 1 Sap counter from Characters you control.": (
        "remove_counters",
        "a_character_you_control",
        1,
        False,
    ),
    "{R} You may spend 1 boost from Characters you control. If you do, draw a card.": (
        "spend_counters",
        "a_character_you_control",
        1,
        False,
    ),
    "At Dusk \u2014 You may spend 1 boost from Characters you control to draw a card.": (
        "spend_counters",
        "a_character_you_control",
        1,
        False,
    ),
    "When I enter play \u2014 You may spend 1 Kelon counter from Characters you control to "
    "draw a card.": ("spend_counters", "a_character_you_control", 1, False),
    "SPELL Remove 1 boost from Characters you control. Draw a card.": (
        "remove_counters",
        "a_character_you_control",
        1,
        False,
    ),
    "{R} You may remove 1 boost from Characters you control. If you do, I gain 2 boosts.": (
        "remove_counters",
        "a_character_you_control",
        1,
        False,
    ),
    # "from each" / "from all": N from each member (6.1.e)
    "{R} Remove 2 boosts from each Character you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        True,
    ),
    "{J} Remove 1 boost from each Character you control.": (
        "remove_counters",
        "characters_you_control",
        1,
        True,
    ),
    "{R} Remove 2 boosts from all Characters you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        True,
    ),
    "{H} Remove 2 Sap counters from each Character you control.": (
        "remove_counters",
        "characters_you_control",
        2,
        True,
    ),
    "SPELL Remove 3 boosts from each Character you control.": (
        "remove_counters",
        "characters_you_control",
        3,
        True,
    ),
    "{R} You may spend 2 boosts from each Character you control. If you do, draw a card.": (
        "spend_counters",
        "characters_you_control",
        2,
        False,
    ),
    # one object: unchanged
    "{R} Remove 2 boosts from target Character.": ("remove_counters", "target_character", 2, False),
    "{R} You may spend 2 boosts from a Character you control. If you do, draw a card.": (
        "spend_counters",
        "a_character_you_control",
        2,
        False,
    ),
}

REFUSED_GV: dict[str, str] = {
    "At Dusk \u2014 You may spend 2 boosts from Characters you control to draw a card.": _IN_ALL,
    "At Noon \u2014 You may spend 2 boosts from Characters you control to draw a card.": _IN_ALL,
    "When I enter play \u2014 You may spend 3 Kelon counters from Characters you control to "
    "draw a card.": _IN_ALL,
    "{R} You may spend 2 boosts from Characters you control. If you do, draw a card.": _IN_ALL,
    "{J} You may spend 2 Sap counters from Characters you control. If you do, draw a card.": (
        _IN_ALL
    ),
    "{H} You may spend two boosts from Characters you control. If you do, I gain Anchored.": (
        _IN_ALL
    ),
    "{R} Remove 2 boosts from Characters you control.": _IN_ALL,
    "{J} Remove two boosts from Characters you control.": _IN_ALL,
    "{H} Remove 3 Sap counters from Characters you control.": _IN_ALL,
    "{R} Remove 2 boosts from Characters in the Expedition facing me.": _IN_ALL,
    "{R} Remove 2 boosts from Characters your opponents control.": _IN_ALL,
    "{J} Remove 2 Kelon counters from Characters you control.": _IN_ALL,
    "SPELL Remove 2 boosts from Characters you control. Draw a card.": _IN_ALL,
    "SPELL Remove 3 boosts from Characters your opponents control.": _IN_ALL,
    "{R} You may remove 2 boosts from Characters you control. If you do, draw a card.": _IN_ALL,
    "When I go to Reserve \u2014 You may remove 2 boosts from Characters you control. If you "
    "do, draw a card.": _IN_ALL,
    "At Dusk \u2014 You may remove 2 Sap counters from Characters you control. If you do, draw "
    "a card.": _IN_ALL,
    "{R} Remove up to 2 boosts from Characters you control.": _IN_ALL,
    "{J} Remove up to 3 Sap counters from Characters you control.": _IN_ALL,
    "SPELL Remove up to 2 boosts from Characters your opponents control.": _IN_ALL,
}

# ---- gv: a limit on how often, said with "use" / "activate" of a triggered ability: the
# Reaction's activations each Day (1.4.6.c), as "This ability triggers only once per Day"
LIMITED_GV: dict[str, int] = {
    "When a Character you control leaves play \u2014 Draw a card. Use this ability only once "
    "per Day.": 1,
    "At Noon \u2014 I gain 1 boost. Use this ability only once per Day.": 1,
    "At Dusk \u2014 Draw a card. Use this ability only once each Day.": 1,
    "{R} Draw a card. Use this ability only twice per Day.": 2,
    "{J} I gain 1 boost. Use this ability only once per Day.": 1,
    "{H} Draw a card. Use only once per Day.": 1,
    "When you play a Spell \u2014 I gain 1 boost. Activate this ability only once per Day.": 1,
    "When you play a Spell \u2014 I gain 1 boost. This ability triggers only once per Day.": 1,
    "When I enter play \u2014 Draw a card. You may use this ability only once per Day.": 1,
    "When you play a Permanent \u2014 I gain 1 boost. Use this ability only once per Day.": 1,
}
"""Reactions read with ``per_day`` (the number)."""

LIMIT_REFUSED_GV: dict[str, str] = {
    # gy (session 36): a Reaction's limit per turn reads now (its activations in one turn,
    # 4.2.3.e; sentences_trigger_limits.py) — refused still where no turn is, or of no Reaction
    "At Dusk \u2014 Draw a card. This ability triggers only once per turn.": "4.2.3.b",
    "At Noon \u2014 Draw a card. This ability activates only once per turn.": "4.2.3.b",
    "{T}: Draw a card. This ability triggers only once per turn.": "6.3.l",
    "SPELL Draw a card. Use this ability only once per turn.": "5.3.e",
}
"""Refused by the grammar, its reason citing the rule given."""

# ---- gv: a trigger's condition closed by a comma, "[trigger], if [c], [output]" (6.3.b): the
# trigger's condition (the Reaction's ``if``); with ", otherwise [Z]" it governs the output
# (the first step's ``if`` and ``otherwise``, 6.5.e)
TRIGGER_IF_GV: dict[str, str] = {
    "When I enter play, if you control a Mage, draw a card.": "you control a mage",
    "When you play a Spell, if you control a Mage, I gain 1 boost.": "you control a mage",
    "When I leave play, if you control a Plant, draw a card.": "you control a plant",
    "At Noon, if you control a Mage, draw a card.": "you control a mage",
    "At Dusk, if you control a Plant, I gain 1 boost.": "you control a plant",
    "At Morning, if you control a Mage, I gain Anchored.": "you control a mage",
    "At Night, if you control a Plant, draw a card.": "you control a plant",
    "At Dusk, unless you control a Plant, I gain Fleeting.": "unless you control a plant",
    "Each time you play a Spell, if you control a Mage, draw a card.": "you control a mage",
    "The first time you play a Spell each turn, if you control a Mage, draw a card.": (
        "you control a mage"
    ),
    "When a Character you control leaves play, if you control a Mage, I gain 1 boost.": (
        "you control a mage"
    ),
    "When I go to Reserve, if you control a Plant, draw a card.": "you control a plant",
    "Whenever you play a Spell, if you control a Mage, I gain 1 boost.": "you control a mage",
}
"""Reactions whose trigger holds the condition (its ``if``)."""

OTHERWISE_GV: dict[str, str] = {
    "At Noon, if I have a boost, I gain 1 boost, otherwise I gain Anchored.": "i have a boost",
    "When I enter play, if you control a Mage, draw a card, otherwise I gain 1 boost.": (
        "you control a mage"
    ),
    "At Dusk, if you control a Plant, draw a card, otherwise I gain Fleeting.": (
        "you control a plant"
    ),
    "When you play a Spell, if you control a Mage, I gain 1 boost, otherwise draw a card.": (
        "you control a mage"
    ),
}
"""Reactions whose first step holds the condition and an ``otherwise``."""

TRIGGER_IF_REFUSED_GV: tuple[str, ...] = (
    # a replacement (6.2.b), not a trigger: not rewritten
    "Whenever you would draw a card, if you control a Mage, draw two cards instead.",
)
