"""Two counts compared in a condition (issue 30, gram68; written for these tests, not copied
from card data): count kinds (objects in places, cards in zones, objects you control) x
comparison words (more, fewer, less, at least as many, as many, no more, no fewer) x
condition forms ("If …,", "Unless …,", a Unique's "If …:", a passive's "As long as …,").
``TWO_COUNTS`` maps each condition's words to what it means: the comparison word and the
two sides as "for each [...]" says them (``None``: refused, the judge resolves it)."""

from __future__ import annotations

from typing import Any

_FACING = "character in the expedition facing me"
_MINE = "character in my expedition"
_HAND, _RESERVE, _DISCARD = "card in your hand", "card in your reserve", "card in your discard pile"

TWO_COUNTS: dict[str, tuple[str, str, str] | None] = {
    # objects in two places (1.2.3, 3.1.4.a)
    "there are more Characters in the Expedition facing me than in mine": ("more", _FACING, _MINE),
    "there are fewer Characters in the Expedition facing me than in mine": (
        "fewer",
        _FACING,
        _MINE,
    ),
    "there are less Characters in my Expedition than in the Expedition facing me": (
        "less",
        _MINE,
        _FACING,
    ),
    "there are at least as many Characters in my Expedition as in the Expedition facing me": (
        "at least as many",
        _MINE,
        _FACING,
    ),
    "there are as many Characters in my Expedition as in the Expedition facing me": (
        "as many",
        _MINE,
        _FACING,
    ),
    "there are no more Characters in the Expedition facing me than in mine": (
        "no more",
        _FACING,
        _MINE,
    ),
    "there are no fewer Characters in my Expedition than in the Expedition facing me": (
        "no fewer",
        _MINE,
        _FACING,
    ),
    "there are more exhausted Characters in my Expedition than in the Expedition facing me": (
        "more",
        "exhausted character in my expedition",
        "exhausted character in the expedition facing me",
    ),
    # cards in two of the controller's zones (3.2)
    "your hand has more cards than your Reserve": ("more", _HAND, _RESERVE),
    "your hand has fewer cards than your Reserve": ("fewer", _HAND, _RESERVE),
    "your Reserve has more cards than your hand": ("more", _RESERVE, _HAND),
    "your Reserve has at least as many cards as your hand": ("at least as many", _RESERVE, _HAND),
    "your hand has as many cards as your Reserve": ("as many", _HAND, _RESERVE),
    "your discard pile has more cards than your hand": ("more", _DISCARD, _HAND),
    "your Reserve has no more cards than your hand": ("no more", _RESERVE, _HAND),
    "your Reserve contains more Characters than your hand": (
        "more",
        "character in your reserve",
        "character in your hand",
    ),
    "you have more cards in hand than in Reserve": ("more", _HAND, _RESERVE),
    "you have as many cards in hand as in Reserve": ("as many", _HAND, _RESERVE),
    "you have no more cards in hand than in Reserve": ("no more", _HAND, _RESERVE),
    "you have fewer cards in your hand than in your Reserve": ("fewer", _HAND, _RESERVE),
    "you have at least as many cards in Reserve as in hand": ("at least as many", _RESERVE, _HAND),
    "you have more Spells in Reserve than in hand": (
        "more",
        "spell in your reserve",
        "spell in your hand",
    ),
    "you have no fewer cards in hand than in Reserve": ("no fewer", _HAND, _RESERVE),
    "you have less cards in your discard pile than in your hand": ("less", _DISCARD, _HAND),
    # objects you control (1.2.2)
    "you control more Characters than Permanents": (
        "more",
        "character you control",
        "permanent you control",
    ),
    "you control fewer Characters than Landmarks": (
        "fewer",
        "character you control",
        "landmark you control",
    ),
    "you control as many Characters as Permanents": (
        "as many",
        "character you control",
        "permanent you control",
    ),
    "you control at least as many Characters as Boosted Characters": (
        "at least as many",
        "character you control",
        "boosted character you control",
    ),
    # words that do not compare as said: refused (None)
    "your hand has more cards as your Reserve": None,
    "your hand has more cards than your hand": None,
}
"""Each condition's words -> (comparison word, first side, second side) or ``None``."""

FORMS = (
    "{{J}} If {c}, draw a card.",
    "{{J}} Unless {c}, draw a card.",
    "{{J}} If {c}: Draw a card.",
    "As long as {c}, I get +1/+1/+1.",
)
"""The condition forms each comparison is said in (6.5.d; a Unique's "If …:")."""

SENTENCES_TWO_COUNTS = [form.format(c=c) for c in TWO_COUNTS for form in FORMS]


def _draw_if(words: str) -> dict[str, Any]:
    step = {"action": "draw", "amount": 1, "if": words.lower()}
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_RULE_SAID = (
    "there are more Characters in the Expedition facing me than in mine",
    "your hand has fewer cards than your Reserve",
    "you have more cards in hand than in Reserve",
    "you have more cards in your discard pile than in your hand",
    "you have at least as many cards in Reserve as in hand",
    "you have as many cards in hand as in Reserve",
    "you have no more cards in hand than in Reserve",
    "you control as many Characters as Permanents",
    "you control at least as many Characters as Boosted Characters",
)
READINGS_TWO_COUNTS: dict[str, dict[str, Any]] = {
    f"{{J}} If {words}, draw a card.": _draw_if(words) for words in _RULE_SAID
}
RULE_SENTENCES_TWO_COUNTS: dict[str, tuple[str, ...]] = {
    "two_counts_cond": tuple(READINGS_TWO_COUNTS)
}
BOARD_SENTENCES_TWO_COUNTS: tuple[str, ...] = (
    "{J} If there are more Characters in the Expedition facing me than in mine, draw a card.",
    "{J} If your hand has fewer cards than your Reserve, draw a card.",
)
"""Played on boards in test_board_two_counts.py (with "Unless …" and "If …:" forms)."""
