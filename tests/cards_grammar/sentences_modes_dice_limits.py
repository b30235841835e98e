"""Mode headers, dice tables and counted limits (issue 30, gram82; written for these tests,
not copied from card data) — the two families the reader refused whole on NEWSET23.

1. Choices of effects (6.5.g): who chooses (the controller, an opponent, a targeted
   opponent), how many (one, two, up to N, one or both, one or more, any number), with or
   without repetition; and the die as a random choice whose result the judge enters
   (7.3.33.a-b): "Roll a die: • 1-2: [X] • 3-4: [Y] • 5-6: [Z]", the results said after
   other steps ("Roll a die. Draw a card. If you rolled a 4 or more, draw another card.").
2. Lasting limits, a passive "can't" that beats "can" (1.4.1.a): "[players] can't [do] more
   than [N] [things] each [period]" — players (each player, your opponents, you), the
   period (each Afternoon 4.2.3, each Day 4.2, each turn 4.2.3.d) and the action.

Each sentence maps to what it MEANS (:data:`MODES`, :data:`DICE`, :data:`LIMITS`); ``None``
where the desk has no such action to limit and the judge resolves it (a refusal is right
then only as a refusal, never as a reading).
"""

from __future__ import annotations

_TWO = "• Draw a card. • Target Character gains 2 boosts."
_THREE = "• Draw a card. • Target Character gains 2 boosts. • Target Character gains Anchored."

MODES: dict[str, tuple[str, int, int, bool, int]] = {
    # (who chooses, how many at most, how many at least, same mode again, modes printed)
    f"Choose one: {_TWO}": ("you", 1, 1, False, 2),
    f"Choose one — {_TWO}": ("you", 1, 1, False, 2),
    f"Choose two: {_THREE}": ("you", 2, 2, False, 3),
    f"Choose up to two: {_THREE}": ("you", 2, 0, False, 3),
    f"Choose one or both: {_TWO}": ("you", 2, 1, False, 2),
    f"Choose one or more: {_THREE}": ("you", 3, 1, False, 3),
    f"Choose any number: {_THREE}": ("you", 3, 0, False, 3),
    f"Choose any number — {_TWO}": ("you", 2, 0, False, 2),
    f"Choose three. You may choose the same mode more than once: {_TWO}": ("you", 3, 3, True, 2),
    f"Choose two. You may choose the same mode more than once. {_TWO}": ("you", 2, 2, True, 2),
    f"Choose two. You may choose the same mode twice: {_TWO}": ("you", 2, 2, True, 2),
    f"Target opponent chooses one: {_TWO}": ("target_opponent", 1, 1, False, 2),
    f"An opponent chooses one: {_TWO}": ("opponent", 1, 1, False, 2),
    f"Your opponent chooses one: {_TWO}": ("opponent", 1, 1, False, 2),
    f"Choose up to one: {_TWO}": ("you", 1, 0, False, 2),
}

_ALL = range(1, 7)

DICE: dict[str, dict[int, tuple[str, ...]] | None] = {
    # what happens after the roll, by the die's result (1.1.7.d, 7.3.33.b)
    "Roll a die: • 1-2: Draw a card. • 3-4: Target Character gains 2 boosts. • 5-6: Draw two "
    "cards.": {
        1: ("draw",),
        2: ("draw",),
        3: ("give_boost",),
        4: ("give_boost",),
        5: ("draw",),
        6: ("draw",),
    },
    "Roll a die: • 1-3: Draw a card. • 4-6: Target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("give_boost",)),
    },
    "Roll a die: • 1-5: Draw a card. • 6: Draw two cards. Target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 6), ("draw",)),
        6: ("draw", "give_boost"),
    },
    "Roll a die: • 1-2 — Draw a card. • 3-6 — Target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 3), ("draw",)),
        **dict.fromkeys(range(3, 7), ("give_boost",)),
    },
    "Roll a die: • 1, 2 or 3: Draw a card. • 4, 5 or 6: Target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("give_boost",)),
    },
    "Roll a die: • 4+: Draw a card.": {
        **dict.fromkeys(range(1, 4), ()),
        **dict.fromkeys(range(4, 7), ("draw",)),
    },
    "Then roll a die: • 1-3: Draw a card. • 4-6: Target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("give_boost",)),
    },
    "Roll a die. • 1-3: Draw a card. • 4-6: Target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("give_boost",)),
    },
    "Roll a die: • On a 1-3, draw a card. • On a 4-6, target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("give_boost",)),
    },
    # the result said after other steps (7.3.33.b: "a subsequent step")
    "Roll a die. Draw a card. If you rolled a 4 or more, draw another card.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("draw", "draw")),
    },
    "Roll a die. Draw a card. If you rolled a 6, target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 6), ("draw",)),
        6: ("draw", "give_boost"),
    },
    "Roll a die. Target Character gains 1 boost. If the result is 4 or more, draw a card.": {
        **dict.fromkeys(range(1, 4), ("give_boost",)),
        **dict.fromkeys(range(4, 7), ("give_boost", "draw")),
    },
    "Roll a die. Draw a card. If you rolled 1-3, draw a card. Otherwise, target Character "
    "gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw", "draw")),
        **dict.fromkeys(range(4, 7), ("draw", "give_boost")),
    },
    "Roll a die. I gain 1 boost. On a 6, draw a card.": {
        **dict.fromkeys(range(1, 6), ("give_boost",)),
        6: ("give_boost", "draw"),
    },
    # already read before (the base the new forms join)
    "Roll a die. If you roll 4 or more, draw a card.": {
        **dict.fromkeys(range(1, 4), ()),
        **dict.fromkeys(range(4, 7), ("draw",)),
    },
    "Roll a die. On a 1-3, draw a card. On a 4+, target Character gains 2 boosts.": {
        **dict.fromkeys(range(1, 4), ("draw",)),
        **dict.fromkeys(range(4, 7), ("give_boost",)),
    },
}

LIMITS: dict[str, tuple[str, int, str, str] | None] = {
    # (whose plays: "any" / "opponents" / "you", at most, card type or "" for any, period)
    "Each player can't play more than two Characters each Afternoon.": (
        "any",
        2,
        "Character",
        "afternoon",
    ),
    "Each player can't play more than one Spell each Afternoon.": ("any", 1, "Spell", "afternoon"),
    "Each player can't play more than three cards each Day.": ("any", 3, "", "day"),
    "Each player can't play more than one Permanent each turn.": ("any", 1, "Permanent", "turn"),
    "Players can't play more than two Characters each Afternoon.": (
        "any",
        2,
        "Character",
        "afternoon",
    ),
    "Your opponents can't play more than one Spell each Afternoon.": (
        "opponents",
        1,
        "Spell",
        "afternoon",
    ),
    "Your opponents can't play more than two cards each Day.": ("opponents", 2, "", "day"),
    "Opponents can't play more than one Character each turn.": (
        "opponents",
        1,
        "Character",
        "turn",
    ),
    "Each opponent can't play more than one Spell each Afternoon.": (
        "opponents",
        1,
        "Spell",
        "afternoon",
    ),
    "You can't play more than one Spell each Afternoon.": ("you", 1, "Spell", "afternoon"),
    "You can't play more than two Characters each Day.": ("you", 2, "Character", "day"),
    "Each player can't play more than one Spell per Afternoon.": ("any", 1, "Spell", "afternoon"),
    "Each player can't play more than 2 Characters each Afternoon.": (
        "any",
        2,
        "Character",
        "afternoon",
    ),
    "Each player can't play more than one Spell during each Afternoon.": (
        "any",
        1,
        "Spell",
        "afternoon",
    ),
    "Each player can't play more than two Characters per Day.": ("any", 2, "Character", "day"),
    "Each player can play no more than two Characters each Afternoon.": (
        "any",
        2,
        "Character",
        "afternoon",
    ),
    "Each player can't play more than one card from Reserve each Afternoon.": None,
    "Each player can't play more than one Landmark Permanent each Day.": None,
    # other actions the desk counts no limit of: refused by hand, never read as a play limit
    "Each player can't draw more than two cards each Day.": None,
    "Each player can't draw more than three cards each Afternoon.": None,
    "Your opponents can't draw more than one card each Afternoon.": None,
    "Characters can't gain more than 3 boosts each Afternoon.": None,
    "Characters you control can't gain more than 2 boosts each Day.": None,
    "Expeditions can't move forward more than once each Day.": None,
    "Your opponents' Expeditions can't move forward more than once each Day.": None,
    "Each player can't create more than two tokens each Afternoon.": None,
    "Each player can't sacrifice more than one Character each Day.": None,
    "Each player can't roll more than one die each Afternoon.": None,
    "Each player can't discard more than two cards each Day.": None,
    "Each player can't resupply more than once each Afternoon.": None,
    "Your opponents can't play more than one Spell during your turn.": None,
    "Each player can't play more than two Characters this Afternoon.": None,
}

# ---- the grammar rules' own sentences (tests/cards_grammar/test_rules.py) ----
_EACH_TWO = "Each player can't play more than two Characters each Afternoon."
_THEIRS = "Your opponents can't play more than one Spell each Day."
_YOURS = "You can't play more than one card each turn."
_EACH_OPP = "Each opponent can't play more than two Permanents each Afternoon."
_NO_MORE = "Players can play no more than three cards each Day."
_TABLE = "Roll a die: • 1-2: Draw a card. • 3-6: Target Character gains 2 boosts."
_ON_A_ROWS = "Then roll a die: • On a 1-3, draw a card. • On a 4+, target Character gains 1 boost."
_DRAWS = "Each player can't draw more than two cards each Day."
_THEIR_DRAWS = "Your opponents can't draw more than one card each Afternoon."
_RESUPPLY = "Each player can't resupply more than once each Afternoon."


def _cant(words: str) -> dict[str, object]:
    return {"passive": {"cant": words}}


READINGS_MODES_DICE_LIMITS: dict[str, dict[str, object]] = {
    _EACH_TWO: _cant("Each player can't play more than two Characters each Afternoon"),
    _THEIRS: _cant("Your opponents can't play more than one Spell each Day"),
    _YOURS: _cant("You can't play more than one card each turn"),
    _EACH_OPP: _cant("Your opponents can't play more than two Permanents each Afternoon"),
    _NO_MORE: _cant("Each player can't play more than three cards each Day"),
    _TABLE: {
        "effect": [
            {
                "action": "roll_die",
                "outcomes": [
                    {"low": 1, "high": 2, "effect": [{"action": "draw", "amount": 1}]},
                    {
                        "low": 3,
                        "high": 6,
                        "effect": [
                            {"action": "give_boost", "amount": 2, "subject": "target_character"}
                        ],
                    },
                ],
            }
        ]
    },
    _ON_A_ROWS: {
        "effect": [
            {
                "action": "roll_die",
                "outcomes": [
                    {"low": 1, "high": 3, "effect": [{"action": "draw", "amount": 1}]},
                    {
                        "low": 4,
                        "high": 6,
                        "effect": [
                            {"action": "give_boost", "amount": 1, "subject": "target_character"}
                        ],
                    },
                ],
            }
        ]
    },
}
# review23 had it refused ("'you rolled' of no roll of yours just before it"): a result said
# after a step that follows the roll is read since gram82, that step on every result
_AFTER_A_DRAW = "{J} Roll a die. Draw a card. If you rolled 4 or more, I gain 1 boost."
READINGS_MODES_DICE_LIMITS[_AFTER_A_DRAW] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "roll_die",
                "outcomes": [
                    {"low": 1, "high": 3, "effect": [{"action": "draw", "amount": 1}]},
                    {
                        "low": 4,
                        "high": 6,
                        "effect": [
                            {"action": "draw", "amount": 1},
                            {"action": "give_boost", "amount": 1, "subject": "self"},
                        ],
                    },
                ],
            }
        ],
    }
}
_COUNTED = "only plays are counted"
REFUSED_MODES_DICE_LIMITS: dict[str, str] = {
    _DRAWS: _COUNTED,
    _THEIR_DRAWS: _COUNTED,
    _RESUPPLY: _COUNTED,
}
RULE_SENTENCES_MODES_DICE_LIMITS: dict[str, tuple[str, ...]] = {
    "cant_play_more_than": (_EACH_TWO, _YOURS, _EACH_OPP, _NO_MORE),
    "opponents_cant_play_more_than": (_THEIRS,),
    "limited_any_player": (_EACH_TWO, _NO_MORE),
    "limited_opponents": (_EACH_OPP,),
    "limited_you": (_YOURS,),
    "limited_cards": (_YOURS, _NO_MORE),
    "limited_spells": (_THEIRS,),
    "limited_characters": (_EACH_TWO,),
    "limited_permanents": (_EACH_OPP,),
    "limit_each_day": (_THEIRS, _NO_MORE),
    "limit_each_turn": (_YOURS,),
    "limit_each_phase": (_EACH_TWO, _EACH_OPP),
    "limit_not_kept": (_DRAWS, _THEIR_DRAWS, _RESUPPLY),
    "limited_amount": (_DRAWS, _RESUPPLY),
    "roll_die_rows": (_TABLE, _ON_A_ROWS),
    "die_row": (_TABLE, _ON_A_ROWS),
}
BOARD_SENTENCES_MODES_DICE_LIMITS: tuple[str, ...] = (_EACH_TWO,)
"""Played on boards in test_board_counted_limits.py (the dice in test_board_dice_rows.py)."""
