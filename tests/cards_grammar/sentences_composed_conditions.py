"""gram84's sibling conditions (issue 30): conditions on objects and players said as one
composed sentence — a quantified subject (I / me / it / a, another, each, every, no [object
description] / you / an opponent / each opponent / no opponent / each player / target
opponent) and a predicate (counters and boosts with every amount form 2.5, base and current
statistics 2.2.11, statuses 2.4, token 2.1.e, sub-types 2.2.2, cards in a player's zones 3.2,
"controls" and "controls more … than" 1.2.2, "played me from" 5.1.2.d, the same name 2.2.b).
Written before building; an entry opening ``IT|`` is said after a trigger naming an object
("it"). ``REFUSED`` lists those the engine must leave to the judge (no exact reading).
Measured by benchmarks/composed_conditions_siblings.py; meanings judged in
test_composed_conditions.py; played on boards in test_board_composed_conditions.py."""

from __future__ import annotations

from typing import Any

SIBLINGS: tuple[str, ...] = (
    "a card in your Reserve has an Omen counter",
    "a card in your Reserve has two or more Omen counters",
    "a Character in your Reserve has a boost",
    "no card in your Reserve has an Omen counter",
    "each card in your Reserve has an Omen counter",
    "a Landmark you control has an Omen counter",
    "a card in an opponent's Reserve has an Omen counter",
    "another Character you control has two or more boosts",
    "another Character you control has no boosts",
    "each Character you control has at least one boost",
    "a Character an opponent controls has three or more boosts",
    "no Character you control has a boost",
    "every Character you control has a boost",
    "a Permanent you control has exactly two Omen counters",
    "I have no Omen counters",
    "I have exactly two Omen counters",
    "I have at least three Omen counters",
    "I have one or more boosts",
    "I have no boosts",
    "I have a base statistic of 0",
    "I have a base statistic of 3 or more",
    "I have a current statistic of 4 or more",
    "I have a statistic of 0",
    "I have a base statistic of 1 or less",
    "I'm [[Asleep]]",
    "I'm not [[Asleep]]",
    "I'm [[Anchored]]",
    "I'm [[Fleeting]]",
    "I'm [[Boosted]]",
    "I'm exhausted",
    "I'm a token",
    "I'm not a token",
    "I'm a Spirit",
    "each opponent has at least two cards in their Reserve",
    "an opponent has at least two cards in their Reserve",
    "each opponent has no cards in their hand",
    "an opponent has three or more cards in their hand",
    "target opponent has two or more cards in their Reserve",
    "each player has at least one card in their Reserve",
    "you have at least two cards in your Reserve",
    "you have no cards in your hand",
    "you have exactly one card in your Reserve",
    "you have five or more cards in your Discard pile",
    "an opponent has no cards in their Discard pile",
    "each opponent has five or more cards in their Discard pile",
    "you have ten or fewer cards in your deck",
    "you control an Expedition Permanent",
    "you control a Landmark Permanent",
    "you control two or more Expedition Permanents",
    "an opponent controls an Expedition Permanent",
    "each opponent controls a Landmark",
    "an opponent controls three or more Characters",
    "each opponent controls two or more Characters",
    "target opponent controls a token",
    "no opponent controls a Landmark",
    "an opponent controls more Characters than you",
    "an opponent controls fewer Characters than you",
    "each opponent controls more Permanents than you",
    "you control more Characters than each opponent",
    "you control fewer Landmarks than an opponent",
    "you control more tokens than target opponent",
    "target opponent controls more Characters than you",
    "you played me from Reserve",
    "you played me from your hand",
    "I was played from Reserve",
    "I was played from your hand",
    "IT|it has an Omen counter",
    "IT|it has two or more boosts",
    "IT|it has a base statistic of 0",
    "IT|it's [[Asleep]]",
    "IT|it's a token",
    "IT|it has the same name as me",
    "another Character you control is [[Asleep]]",
    "a Character you control is [[Anchored]]",
    "each Character you control is [[Asleep]]",
    "no Character you control is exhausted",
    "a Character an opponent controls is [[Asleep]]",
    "a Character in my Expedition is [[Fleeting]]",
    "a Character you control has a base statistic of 0",
    "another Character you control has a current statistic of 5 or more",
    "a Character in my Expedition has a base statistic of 0",
    "a Character you control is a token",
    "another Character you control is a Spirit",
    "each Character you control is a Robot",
    "another Character you control has the same name as me",
    "a card in your Reserve has the same name as me",
    "I don't have any Omen counters",
    "you don't control an Expedition Permanent",
    "no opponent has cards in their Reserve",
    "an opponent has more cards in their hand than you",
    "each opponent has fewer cards in their Reserve than you",
    # written while building (after the figures before were taken)
    "every card in your Reserve is a Spell",
    "each Character you control has a base statistic of 0",
    "a card in your Reserve is a token",
    "no opponent has a card in their Reserve",
    "each player controls a Landmark",
    "each Character you control has a statistic of 3 or more",
    "IT|one of them has an Omen counter",
)

FORMS: tuple[str, ...] = (
    "When you roll a die \u2014 If {c}: Draw a card.",
    "{{J}} If {c}, draw a card.",
)
"""The condition slot said as a composed Unique prints it and as an ordinary step's "if"."""

IT_TRIGGER = "When another Character you control gains a boost"
"""The trigger said before an ``IT|`` sibling: "it" is that Character (6.3.i)."""

REFUSED: frozenset[str] = frozenset(
    {
        "I have a base statistic of 3 or more",  # a printed statistic compared: not in the filter
        "I have a base statistic of 1 or less",
        # ("target opponent has / controls …" is read since gram88: the step's target, 6.5.b)
        # ("you control more tokens than target opponent" is read since gg, session 33: each
        # player's tokens in play counted alike, 2.1.e, 1.2.1.b)
        "IT|it has the same name as me",  # the same name (2.2.b): not evaluated
        "another Character you control has the same name as me",
        "a card in your Reserve has the same name as me",
        "each Character you control has a statistic of 3 or more",  # "each" of any statistic
    }
)


def said(sibling: str, form: str) -> str:
    """A sibling in a form, its ``IT|`` trigger put first where it names "it"."""
    if sibling.startswith("IT|"):
        words = sibling[3:]
        if form.startswith("When you roll a die"):
            return form.replace("When you roll a die", IT_TRIGGER).format(c=words)
        return f"{IT_TRIGGER} \u2014 If {words}, draw a card."
    return form.format(c=sibling)


# ---- the grammar section "composed conditions" (altered.lark): a sentence per rule, its reading
RULE_SENTENCES_COMPOSED_CONDITIONS: dict[str, tuple[str, ...]] = {
    "said_named_counters": (
        "{J} If a card in your Reserve has an Omen counter, draw a card.",
        "{J} If a Permanent you control has exactly two Omen counters, draw a card.",
    ),
    "said_statistic": (
        "{J} If a Character you control has a base statistic of 0, draw a card.",
        "{J} If another Character you control has a statistic of 5 or more, draw a card.",
    ),
    "said_subtype": (
        "{J} If another Character you control is a Spirit, draw a card.",
        "{J} If each Character you control isn't a Robot, draw a card.",
    ),
    "composed_i_cond": (
        "{J} If I have a base statistic of 0, draw a card.",
        "{J} If I'm a Spirit, draw a card.",
        "{J} If I have exactly two Omen counters, draw a card.",
    ),
    "composed_players_cond": (
        "{J} If each opponent has at least two cards in their Reserve, draw a card.",
        "{J} If each player has a card in their hand, draw a card.",
        "{J} If each opponent controls more Characters than you, draw a card.",
        "{J} If you have exactly one card in your Reserve, draw a card.",
    ),
    "composed_played_me_cond": ("{J} If you played me from Reserve, draw a card.",),
}
"""A sentence for each rule of the section, read by the grammar alone (test_rules.py)."""


def _draw_if(words: str) -> dict[str, Any]:
    return {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": words}],
        }
    }


READINGS_COMPOSED_CONDITIONS: dict[str, dict[str, Any]] = {
    "{J} If a card in your Reserve has an Omen counter, draw a card.": _draw_if(
        "a card in your reserve has an omen counter"
    ),
    "{J} If a Permanent you control has exactly two Omen counters, draw a card.": _draw_if(
        "a permanent you control has exactly two omen counters"
    ),
    "{J} If a Character you control has a base statistic of 0, draw a card.": _draw_if(
        "a character you control has a base statistic of 0"
    ),
    "{J} If another Character you control has a statistic of 5 or more, draw a card.": _draw_if(
        "another character you control has a statistic of 5 or more"
    ),
    "{J} If another Character you control is a Spirit, draw a card.": _draw_if(
        "another character you control is a spirit"
    ),
    "{J} If each Character you control isn't a Robot, draw a card.": _draw_if(
        "each character you control isn't a robot"
    ),
    "{J} If I have a base statistic of 0, draw a card.": _draw_if("i have a base statistic of 0"),
    "{J} If I'm a Spirit, draw a card.": _draw_if("i'm a spirit"),
    "{J} If I have exactly two Omen counters, draw a card.": _draw_if(
        "i have exactly two omen counters"
    ),
    "{J} If each opponent has at least two cards in their Reserve, draw a card.": _draw_if(
        "each opponent has at least two cards in their reserve"
    ),
    "{J} If each player has a card in their hand, draw a card.": _draw_if(
        "each player has a card in their hand"
    ),
    "{J} If each opponent controls more Characters than you, draw a card.": _draw_if(
        "each opponent controls more characters than you"
    ),
    "{J} If you have exactly one card in your Reserve, draw a card.": _draw_if(
        "you have exactly one card in your reserve"
    ),
    "{J} If you played me from Reserve, draw a card.": _draw_if("you played me from reserve"),
}
"""What each is read as: the condition kept as its words (the engine reads them, 6.5.d)."""
