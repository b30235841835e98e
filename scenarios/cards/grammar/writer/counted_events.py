"""The writer's words for the Nth event each turn and for another player receiving, which
``semantics/counted_events.py`` reads: "When you make / receive your [Nth] Gift each turn"
(7.3.22.a, 7.3.29.a), "When you sacrifice a Character / roll a die for the [Nth] time each
turn" (7.3.36.a, 7.3.33.a), "When an opponent / a player receives a Gift / a token"
(7.3.29.a, 7.3.30.a, 1.2.2). ``None`` for another reading."""

from __future__ import annotations

from typing import Any

_ORDINAL_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_GIFT_VERBS = {"you_make_a_gift": "make", "you_receive_a_gift": "receive"}
_RECEIVED = {"you_receive_a_gift": "a Gift", "you_receive_a_token": "a token"}
_PLAYERS = {"opponent": "an opponent", "any": "a player"}


def counted_event_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [event][, if c] —" for these triggers."""
    trigger = reaction["trigger"]
    kept = set(reaction) - {"trigger", "effect", "if", "unless"}
    if kept == {"ordinal", "per"} and reaction["per"] == "turn":
        nth = _ORDINAL_WORDS.get(reaction["ordinal"])
        if nth is None:
            return None
        if trigger in _GIFT_VERBS:
            return f"When you {_GIFT_VERBS[trigger]} your {nth} Gift each turn{condition} \u2014"
        if trigger == "you_sacrifice_a_character":
            event = f"you sacrifice a Character for the {nth} time each turn"
            return f"When {event}{condition} \u2014"
        if trigger == "you_roll_a_die":  # each die rolled (7.3.33.a)
            return f"When you roll a die for the {nth} time each turn{condition} \u2014"
        return None
    if kept == {"player"} and trigger in _RECEIVED and reaction["player"] in _PLAYERS:
        who = _PLAYERS[reaction["player"]]
        return f"When {who} receives {_RECEIVED[trigger]}{condition} \u2014"
    return None
