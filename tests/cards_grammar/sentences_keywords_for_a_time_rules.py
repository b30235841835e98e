"""Printed sentences of gram100's rules (issue 30): a keyword held for a time said "is / are /
I'm [keyword]", the duration after or first (7.4, 2.3.1.a, 2.2.15.a). Merged into
:mod:`.sentences` at its end; the siblings are :mod:`.sentences_keywords_for_a_time`, the
boards ``test_keywords_for_a_time.py``."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.durations import STATUS_HAS_NO_DURATION

I_AM_GIGANTIC = "{J} I'm Gigantic until the end of the Day."
FIRST_I_AM_TOUGH = "{H} Until the end of the turn, I'm Tough 1."
FIRST_ARE_DEFENDER = "Until the end of the Day, Characters you control are Defender."
TARGET_IS_TOUGH = "Target Character is Tough 2 this turn."
IS_ANCHORED = "{J} Target Character is Anchored until the end of the Day."


def _ongoing(subject: str, duration: str, keyword: str) -> dict[str, Any]:
    return {
        "action": "ongoing",
        "subject": subject,
        "ongoing": {"duration": duration, "keyword": keyword},
    }


READINGS_KEYWORDS_FOR_A_TIME: dict[str, dict[str, Any]] = {
    I_AM_GIGANTIC: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [_ongoing("self", "this Day", "Gigantic")],
        }
    },
    FIRST_I_AM_TOUGH: {
        "reaction": {
            "trigger": "played_from_hand",
            "effect": [_ongoing("self", "this turn", "Tough 1")],
        }
    },
    FIRST_ARE_DEFENDER: {"effect": [_ongoing("characters_you_control", "this Day", "Defender")]},
    TARGET_IS_TOUGH: {"effect": [_ongoing("target_character", "this turn", "Tough 2")]},
}
REFUSED_KEYWORDS_FOR_A_TIME: dict[str, str] = {IS_ANCHORED: STATUS_HAS_NO_DURATION}
RULE_SENTENCES_KEYWORDS_FOR_A_TIME: dict[str, tuple[str, ...]] = {
    "me_keyword_for_a_time": (I_AM_GIGANTIC,),
    "me_keyword_for_a_time_first": (FIRST_I_AM_TOUGH,),
    "gain_keyword_for_a_time": (TARGET_IS_TOUGH, IS_ANCHORED),
    "gain_keyword_for_a_time_first": (FIRST_ARE_DEFENDER,),
}
