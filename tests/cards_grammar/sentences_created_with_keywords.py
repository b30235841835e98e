"""Printed sentences for "a token created with a keyword" (issue 30; written for these
tests): a token card's token created with a rules keyword (carried by the create step) or a
set's keyword ability (given to the token just created while it is that object, as "It gains
[Homeward]." reads) — semantics/created_with_keywords.py; boards in
test_board_created_with_keywords.py."""

from __future__ import annotations

from typing import Any

WITH_SET_KEYWORD_FIRST = "{J} Create a [MANA_MOTH] token with Homeward in my Expedition."
WITH_RULES_KEYWORD_AFTER = "{J} Create a [MANA_MOTH] token in my Expedition with Gigantic."

_CREATED = {
    "action": "create",
    "token": "Mana Moth 2/2/2 Illusion",
    "amount": 1,
    "subject": "my_expedition",
}

READINGS_CREATED_WITH_KEYWORDS: dict[str, dict[str, Any]] = {
    WITH_SET_KEYWORD_FIRST: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    **_CREATED,
                    "then": [
                        {
                            "action": "ongoing",
                            "subject": "it",
                            "ongoing": {
                                "duration": "until it leaves play",
                                "abilities": [
                                    {
                                        "text": "[Homeward]",
                                        "reaction": {
                                            "trigger": "goes_to_reserve_from_expedition_zone",
                                            "effect": [{"action": "resupply"}],
                                        },
                                        "set_keyword": "Homeward",
                                    }
                                ],
                            },
                        }
                    ],
                }
            ],
        }
    },
    WITH_RULES_KEYWORD_AFTER: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{**_CREATED, "token_keywords": ["Gigantic"]}],
        }
    },
}

RULE_SENTENCES_CREATED_WITH_KEYWORDS: dict[str, tuple[str, ...]] = {
    "create_named_token_with_first": (WITH_SET_KEYWORD_FIRST,),
    "create_named_token_with": (WITH_RULES_KEYWORD_AFTER,),
}
