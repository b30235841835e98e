"""gram102's sibling conditions on places, moments and players (issue 30): an Expedition
holding objects ("the Expedition facing me has no Characters", "your Hero Expedition has two
or more Characters", 7.5.5.b, 1.2.3.c), the race
said against "mine" (7.5.2.a-c), "I" in a kind of Expedition (7.2.3.a) or in a region by its
terrain (7.5.8.b-c), the Day's number (4.1.j), the first player (4.1.c) and a player's Reserve
said without "their" (3.2, 6.5.b) — each in every slot a condition takes: a Unique's
"[c]:", "if [c],", "unless [c]," (negated, 6.5.d), "if [c], …, otherwise …" and "[step] if
[c]". Each sibling's MEANING is the engine condition's fields it must compile to (judged by
benchmarks/place_moment_conditions_siblings.py and test_place_moment_conditions.py)."""

from __future__ import annotations

from typing import Any

FORMS = (
    "{{J}} If {c}: Draw a card.",
    "{{J}} If {c}, draw a card.",
    "{{J}} Unless {c}, draw a card.",
    "{{J}} If {c}, draw a card, otherwise I gain 1 boost.",
    "{{J}} Draw a card if {c}.",
)
"""The slots a condition takes (6.5.d); a form opening "{J} Unless" negates it."""

SIBLINGS: dict[str, dict[str, Any]] = {
    # an Expedition holding objects (7.5.5.b; the one facing me, 1.2.3.c)
    "the Expedition facing me has no Characters": {
        "kind": "count", "counted": "opponent_controls", "at_least": None, "at_most": 0,
        "facing_me": True, "types": {"Character"},
    },
    "the Expedition facing me has two or more Characters": {
        "kind": "count", "counted": "opponent_controls", "at_least": 2, "at_most": None,
        "facing_me": True, "types": {"Character"},
    },
    "the Expedition facing me has an Asleep Character": {
        "kind": "count", "counted": "opponent_controls", "at_least": 1, "facing_me": True,
        "statuses": {"Asleep"},
    },
    "my Expedition has three or more Characters": {
        "kind": "count", "counted": "my_expedition", "at_least": 3, "at_most": None,
        "types": {"Character"},
    },
    "your Hero Expedition has two or more Characters": {
        "kind": "count", "counted": "my_expedition", "scope": "your_hero", "at_least": 2,
        "types": {"Character"},
    },
    "your Companion Expedition has no Characters": {
        "kind": "count", "counted": "my_expedition", "scope": "your_companion", "at_most": 0,
        "types": {"Character"},
    },
    "your other Expedition has an Asleep Character": {
        "kind": "count", "counted": "my_expedition", "scope": "your_other", "at_least": 1,
        "statuses": {"Asleep"},
    },
    # the race against mine (7.5.2.a-c)
    "the Expedition facing me is ahead of mine": {
        "kind": "expedition_state", "scope": "facing_me", "against": "my",
        "positions": ("expedition_ahead",),
    },
    "the Expedition facing me is behind mine": {
        "kind": "expedition_state", "scope": "facing_me", "against": "my",
        "positions": ("expedition_behind",),
    },
    "the Expedition facing me is tied with mine": {
        "kind": "expedition_state", "scope": "facing_me", "against": "my",
        "positions": ("expedition_tied",),
    },
    "your Hero Expedition is ahead of mine": {
        "kind": "expedition_state", "scope": "your_hero", "against": "my",
        "positions": ("expedition_ahead",),
    },
    # "I" in a kind of Expedition (7.2.3.a) or a region by its terrain (7.5.8.b-c)
    "I'm in my Hero Expedition": {
        "kind": "count", "counted": "you_control", "at_least": 1, "in_your_expedition": "hero",
    },
    "I'm in my Companion Expedition": {
        "kind": "count", "counted": "you_control", "at_least": 1,
        "in_your_expedition": "companion",
    },
    "I'm not in my Hero Expedition": {
        "kind": "count", "counted": "you_control", "at_most": 0, "in_your_expedition": "hero",
    },
    "I'm in a {M} region": {"kind": "expedition_state", "scope": "me", "terrain": "mountain"},
    "I'm in a {O} region": {"kind": "expedition_state", "scope": "me", "terrain": "water"},
    "my Expedition is in a {V} region": {
        "kind": "expedition_state", "scope": "my", "terrain": "forest",
    },
    # the Day's number (4.1.j) and the first player (4.1.c)
    "this is the first Day": {"kind": "day_number", "at_least": 1, "at_most": 1},
    "it's the second Day": {"kind": "day_number", "at_least": 2, "at_most": 2},
    "this is not the first Day": {
        "kind": "day_number", "at_least": 1, "at_most": 1, "negated": True,
    },
    "you are the first player": {"kind": "first_player"},
    # a player's Reserve without "their" (3.2; the target chosen by the step, 6.5.b)
    "target opponent has no cards in Reserve": {
        "kind": "count", "counted": "your_reserve", "at_most": 0, "whose": "opponent",
        "against_target": True,
    },
    "each opponent has two or more cards in Reserve": {
        "kind": "count", "counted": "your_reserve", "at_least": 2, "whose": "opponent",
    },
}  # fmt: skip

REFUSED = (
    "{J} If this is the last Day, draw a card.",  # no last Day is known in advance (4.3)
    "{J} If I'm in their Hero Expedition, draw a card.",  # whose: no player named
    "{J} If the Expedition facing me has Characters, draw a card.",  # a bare plural count
    "{J} If your Robot Expedition has no Characters, draw a card.",  # no such Expedition
)
"""Siblings the engine cannot say exactly: they must be left to the judge."""


def said(words: str, form: str) -> str:
    """``words`` said in ``form`` (a sentence opening with the condition capitalises it)."""
    return form.format(c=words)


def judged(conditions: list[Any], meaning: dict[str, Any], negated_form: bool) -> bool:
    """Whether the one condition compiled is what ``meaning`` says ("unless": negated)."""
    if len(conditions) != 1:
        return False
    c = conditions[0]
    flt = c.filter
    for key, want in meaning.items():
        if key == "negated":
            continue
        if key in ("facing_me", "types", "statuses", "in_your_expedition"):
            got = getattr(flt, key, None) if flt is not None else None
            if key in ("types", "statuses"):
                got = {str(getattr(x, "value", x)) for x in (got or ())}
        else:
            got = getattr(c, key)
            if key in ("terrain",):
                got = getattr(got, "value", got)
        if got != want:
            return False
    return bool(c.negated == (bool(meaning.get("negated")) != negated_form))


# ---- the grammar block "places, moments and players" (altered.lark): a sentence per rule
RULE_SENTENCES_PLACE_MOMENT_CONDITIONS: dict[str, tuple[str, ...]] = {
    "target_opponent_cond": ("{J} If target opponent has no cards in Reserve, draw a card.",),
    "player_has_cards_in_zone_cond": (
        "{J} If each opponent has two or more cards in Reserve, draw a card.",
    ),
    "expedition_has_cond": (
        "{J} If your Hero Expedition has two or more Characters, draw a card.",
        "{J} Unless the other Expedition has an Asleep Character, draw a card.",
    ),
    "day_number_cond": (
        "{J} If this is the first Day, draw a card.",
        "{J} If it's not the second Day, draw a card.",
    ),
}


def _draw_if(words: str) -> dict[str, Any]:
    return {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "draw", "amount": 1, "if": words}],
        }
    }


READINGS_PLACE_MOMENT_CONDITIONS: dict[str, dict[str, Any]] = {
    "{J} If this is the first Day, draw a card.": _draw_if("this is the first day"),
    "{J} If it's not the second Day, draw a card.": _draw_if("it's not the second day"),
    # an Expedition of the controller holding objects: the words the engine evaluates
    "{J} If your Hero Expedition has two or more Characters, draw a card.": _draw_if(
        "there are two or more characters in your hero expedition"
    ),
    "{J} Unless the other Expedition has an Asleep Character, draw a card.": _draw_if(
        "unless there are an asleep character in the other expedition"
    ),
    "{J} If target opponent has no cards in Reserve, draw a card.": _draw_if(
        "target opponent has no cards in reserve"
    ),
    "{J} If each opponent has two or more cards in Reserve, draw a card.": _draw_if(
        "each opponent has two or more cards in their reserve"
    ),
}
