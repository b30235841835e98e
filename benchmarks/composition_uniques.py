"""The Unique compositions of the composition audit (issue 30): "[trigger] If [condition]:
[output]" and "[trigger] Unless [condition]: [output]" — every trigger kind below x every
condition kind below, the condition governing the output (a Unique's colon, 6.5.d) —
written with the writer's Unique form and read back. The parts are the grammar's own (CR
vocabulary: 6.3.b events, 7.3 atomic actions, 7.5 Expedition terms), never a card's text.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from composition_parts import Composition

TRIGGERS: dict[str, dict[str, Any]] = {
    "{J} (7.1.1.a)": {"trigger": "enters_play"},
    "{H} (7.1.1.b)": {"trigger": "played_from_hand"},
    "{R} (7.1.1.c)": {"trigger": "played_from_reserve"},
    "At Noon (4.2.2)": {"trigger": "at_noon"},
    "an Expedition moves forward (7.3.25.a)": {"trigger": "an_expedition_moves_forward"},
    "an Expedition moves backward (7.3.24.a)": {"trigger": "an_expedition_moves_backward"},
    "a Spell joins your discard pile (3.2.3)": {
        "trigger": "card_joins_your_discard_pile",
        "filter": {"types": ["Spell"]},
    },
    "you roll a die (7.3.33.a)": {"trigger": "you_roll_a_die"},
    "you make a Gift (7.3.22.a)": {"trigger": "you_make_a_gift"},
    "a Character joins my Expedition (6.3.b)": {"trigger": "character_joins_my_expedition"},
    "you play a Character or a Spell (6.3.b)": {
        "trigger": "you_play_a_card",
        "filter": {"types": ["Character", "Spell"]},
    },
    "you play a Permanent or a Robot from Reserve (5.1.2.d)": {
        "trigger": "you_play_a_card",
        "filter": {"subtypes": ["Robot"], "or_types": ["Permanent"]},
        "played_from": "reserve",
    },
    "you sacrifice a Permanent or a Robot (7.3.36.a)": {
        "trigger": "you_sacrifice_a_character",
        "filter": {
            "subtypes": ["Robot"],
            "or_types": ["Permanent"],
            "types": ["Character", "Permanent"],
        },
    },
    "a card is discarded from an opponent's Reserve (7.3.7.a)": {
        "trigger": "card_discarded",
        "discarded_from": "opponents_reserve",
    },
    "a Character joins my Expedition from your Reserve (7.5.10.a)": {
        "trigger": "character_joins_my_expedition",
        "joined_from": "reserve",
    },
    "you create a token (7.3.5.a)": {"trigger": "you_create_a_token"},
}
"""Triggers, each a kind of event (6.3.b)."""

CONDITIONS: dict[str, str] = {
    "you control A or B (6.5.d)": "you control a landmark permanent or an expedition permanent",
    "you control A and B (7.2.1.a)": (
        "you control a landmark permanent and an expedition permanent"
    ),
    "an opponent controls A or B": "an opponent controls a token or a boosted character",
    "played another this turn (5.1.2.k)": "you played another character this turn",
    "played others this Day (4.1)": "you have played two or more other spells this day",
    "rolled this Day (7.3.33.a)": "you rolled a 5 or a 6 this day",
    "rolled N or more this Day": "you have rolled a 4 or more this day",
    "you control N (1.2.2)": "you control two or more characters",
    "my Expedition is behind (7.5.2.b)": "my expedition is behind",
    "your turn (4.2.3.b)": "it's your turn",
    "there is A in play (3.1.4.a)": "there is an asleep character in play",
    "there are N in play (3.1.4.a)": "there are two or more characters in play",
}
"""Conditions, each a kind the grammar reads with a comma, said with the colon."""

IT_CONDITIONS: dict[str, str] = {
    "it's In Contact (7.5.9.b)": "it's in contact",
    "it has N counters (2.5.1.a)": "it has 2 or more counters",
    "it was a Spell (2.2.1.i)": "it was a spell",
    "it's the first token you created this Day (7.3.5.a)": (
        "it's the first token you created this day"
    ),
}
"""Conditions on what "it" names: composed with the triggers that name an object (6.3.i)."""

_NAMING = (
    "a Character joins my Expedition (6.3.b)",
    "a Character joins my Expedition from your Reserve (7.5.10.a)",
    "you create a token (7.3.5.a)",
)


def unique_compositions() -> Iterator[Composition]:
    """Every trigger x condition, "If" and "Unless", as a Unique prints them."""
    pairs = list(itertools.product(TRIGGERS, CONDITIONS))
    pairs += list(itertools.product(_NAMING, IT_CONDITIONS))
    words = {**CONDITIONS, **IT_CONDITIONS}
    for (trigger, condition), unless in itertools.product(pairs, (False, True)):
        said = f"unless {words[condition]}" if unless else words[condition]
        step = {"action": "draw", "amount": 1, "if": said}
        ability = {"reaction": {**TRIGGERS[trigger], "effect": [step]}}
        slot = f"{trigger} <- {'Unless' if unless else 'If'} {condition}"
        yield Composition("unique trigger x condition", slot, ability=ability, unique=True)
