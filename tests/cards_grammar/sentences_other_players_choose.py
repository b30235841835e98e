"""Printed sentences of gram107 (issue 30): who decides, and in what order — "Starting with
you, each player [step]" (the card's order, from the effect's controller: 1.4.2.a over 6.1.h)
and a choice of modes printed on one line, "Target opponent chooses one: they …, or you …"
(the chooser the sentence names, 6.5.g, 1.4.7.b; a fold, chooser_words.py). Their readings
and the rules each exercises. Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

FROM_YOU_MAY_PUT = (
    "{J} Starting with you, each player may put a card from their hand in their Reserve."
)
FROM_YOU_SACRIFICE = "{J} Starting with you, each player sacrifices a Character."
ONE_LINE_PETITION = (
    "{J} Target opponent chooses one: they discard a card from their Reserve, or you draw a card."
)


def _reaction(*effect: dict[str, object]) -> dict[str, object]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_OTHER_PLAYERS_CHOOSE: dict[str, dict[str, object]] = {
    FROM_YOU_MAY_PUT: _reaction(
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "may": True,
            "players_do": "each_player",
            "starting_with_you": True,
        }
    ),
    FROM_YOU_SACRIFICE: _reaction(
        {
            "action": "sacrifice",
            "subject": "a_character_you_control",
            "players_do": "each_player",
            "starting_with_you": True,
        }
    ),
    ONE_LINE_PETITION: _reaction(
        {
            "action": "choose",
            "opponent_chooses_modes": True,
            "modes_chooser_targeted": True,
            "modes": [
                {
                    "text": "they discard a card from their Reserve",
                    "effect": [
                        {"action": "discard", "subject": "a_card_from_target_opponents_reserve"}
                    ],
                },
                {"text": "you draw a card.", "effect": [{"action": "draw", "amount": 1}]},
            ],
        }
    ),
}
"""The readings: each player's own step, in the card's order (``starting_with_you``); the
one-line modes as their bulleted choice."""

RULE_SENTENCES_OTHER_PLAYERS_CHOOSE: dict[str, tuple[str, ...]] = {
    "players_may_do_from_you": (FROM_YOU_MAY_PUT,),
    "players_do_from_you": (FROM_YOU_SACRIFICE,),
}
