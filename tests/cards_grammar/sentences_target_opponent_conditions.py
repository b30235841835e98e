"""gram88's sibling conditions (issue 30): "target opponent" as the subject of the players'
composed conditions — every predicate the reader reads of "an opponent" (cards in their
zones 3.2, "controls" 1.2.2, counts with every amount form, comparisons with you) said of a
player the step targets (1.2.6.c, 6.5.b), in the three forms a designer prints a condition
(a composed Unique's "— If …:", a step's "If …,", "… unless …", 6.5.d). Written before
building. ``REFUSED`` lists those the engine must leave to the judge: "target player" (who
may be you: the engine asks the condition's target among opponents only), a step that
targets a player itself beside the condition's (6.5.b: whether they are one player is not
said), and a trigger's condition (only an effect's step chooses a target, 6.5.b).
Measured by benchmarks/target_opponent_conditions_siblings.py; meanings judged and played
on boards in test_target_opponent_conditions.py."""

from __future__ import annotations

from typing import Any

SIBLINGS: tuple[str, ...] = (
    "target opponent has two or more cards in their Reserve",
    "target opponent has no cards in their hand",
    "target opponent has at least three cards in their hand",
    "target opponent has five or more cards in their Discard pile",
    "target opponent has a card in their Reserve",
    "target opponent has exactly one card in their hand",
    "target opponent has ten or fewer cards in their deck",
    "target opponent has no cards in their Reserve",
    "target opponent controls a token",
    "target opponent controls a Landmark",
    "target opponent controls two or more Characters",
    "target opponent controls an Expedition Permanent",
    "target opponent controls no Characters",
    "target opponent controls three or more Landmarks",
    "target opponent controls a [[Boosted]] Character",
    "target opponent controls an [[Asleep]] Character",
    "target opponent doesn't control a Landmark",
    "target opponent controls more Characters than you",
    "target opponent has more cards in their hand than you",
    "target opponent has fewer cards in their Reserve than you",
    "target player has two or more cards in their Reserve",
    "target player controls a Landmark",
)

FORMS: tuple[str, ...] = (
    "When you roll a die \u2014 If {c}: Draw a card.",
    "{{J}} If {c}, draw a card.",
    "{{J}} Draw a card unless {c}.",
)
"""The condition as a composed Unique prints it, as an ordinary step's "if" and "unless"."""

REFUSED: frozenset[str] = frozenset(
    {
        "target player has two or more cards in their Reserve",  # may be you (1.2.6.c)
        "target player controls a Landmark",
    }
)

ALSO_REFUSED: tuple[str, ...] = (
    # the step targets a player itself too: one player or two is not said (6.5.b)
    "{J} If target opponent controls a Landmark, target opponent discards a card.",
    # a trigger's condition: no step chooses its target (6.5.b)
    "When target opponent controls a Landmark, draw a card.",
)
"""Whole sentences naming a target opponent in a condition that must stay refused."""


def said(sibling: str, form: str) -> str:
    """A sibling said in a form."""
    return form.format(c=sibling)


# ---- the grammar section "target opponent's conditions" (altered.lark): a sentence per rule
RULE_SENTENCES_TARGET_OPPONENT_CONDITIONS: dict[str, tuple[str, ...]] = {
    "target_opponent_cond": (
        "{J} If target opponent has two or more cards in their Reserve, draw a card.",
        "{J} If target opponent has exactly one card in their hand, draw a card.",
        "{J} If target opponent has ten or fewer cards in their deck, draw a card.",
        "{J} If target opponent controls a token, draw a card.",
        "{J} Draw a card unless target opponent controls a Landmark.",
        "{J} If target opponent doesn't have a card in their hand, draw a card.",
    ),
}
"""A sentence for each rule of the section, read by the grammar alone (test_rules.py)."""


def _draw_if(words: str) -> dict[str, Any]:
    return {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": words}],
        }
    }


READINGS_TARGET_OPPONENT_CONDITIONS: dict[str, dict[str, Any]] = {
    text: _draw_if(words)
    for text, words in (
        (
            "{J} If target opponent has two or more cards in their Reserve, draw a card.",
            "target opponent has two or more cards in their reserve",
        ),
        (
            "{J} If target opponent has exactly one card in their hand, draw a card.",
            "target opponent has exactly one card in their hand",
        ),
        (
            "{J} If target opponent has ten or fewer cards in their deck, draw a card.",
            "target opponent has ten or fewer cards in their deck",
        ),
        (
            "{J} If target opponent controls a token, draw a card.",
            "target opponent controls a token",
        ),
        (
            "{J} Draw a card unless target opponent controls a Landmark.",
            "unless target opponent controls a landmark",
        ),
        (
            "{J} If target opponent doesn't have a card in their hand, draw a card.",
            "target opponent doesn't have a card in their hand",
        ),
    )
}
"""What each is read as: the condition kept as its words (the engine reads them, 6.5.d)."""
