"""Printed sentences for the grammar's gram57 rules (issue 30; written for these tests, not
copied from card data): "Otherwise" / "If you don't" after an optional step — inside a look's
follow-up, with "Then," before it, after ", " — and "put it on top of / at the bottom of your
deck" of the card a step saw there (6.5.c, 6.5.f, 3.2.2.b). Merged into :mod:`.sentences`;
boards in ``test_board_declined_steps.py``."""

from __future__ import annotations

from typing import Any

FORAGE_WRITTEN = (
    "{J} Look at the top card of your deck. You may put it in your Reserve. "
    "Otherwise, put it at the bottom of your deck."
)
REVEAL_ON_TOP = (
    "{J} Reveal the top card of your deck. You may put it in your hand. "
    "If you don't, put it on top of your deck."
)
MAY_COMMA = "{J} You may draw a card, otherwise I gain 1 boost."
THEN_MAY_COMMA = "{J} I gain 1 boost. Then, you may draw a card, otherwise Resupply."
THEY_PAY_COMMA = "{J} Target opponent may pay {1}, otherwise I gain 2 boosts."
THEN_THEY_PAY = (
    "{J} I gain 2 boosts. Then, target opponent may pay {1}. If they do, I lose 1 boost."
)
THEN_THEY_PAY_COMMA = (
    "{J} I gain 1 boost. Then, target opponent may pay {1}, otherwise draw a card."
)
THEN_YOU_PAY = "{J} I gain 1 boost. Then, you may pay {1}. If you do, draw a card."
NOT_SEEN = "{J} Target Character gains Asleep. You may put it at the bottom of your deck."
"""Refused: "your deck" is its owner's only for a card seen on top of your deck."""


def _seen(verb: str, to: str, position: str) -> dict[str, Any]:
    put = {"action": "put", "to": to, "subject": "it", "may": True}
    back = {"action": "put", "to": "deck", "position": position, "to_owner": True}
    return {
        "action": verb,
        "subject": "top_cards_of_your_deck",
        "amount": 1,
        "then": [{**put, "if_not_done": [{**back, "subject": "it"}]}],
    }


_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}
_DRAW = {"action": "draw", "amount": 1}
_PAY = {"action": "pay_mana", "subject": "target_opponent", "amount": 1, "may": True}


def _j(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


READINGS_DECLINED_STEPS: dict[str, dict[str, Any]] = {
    FORAGE_WRITTEN: _j(_seen("look", "reserve", "bottom")),
    REVEAL_ON_TOP: _j(_seen("reveal", "hand", "top")),
    MAY_COMMA: _j({**_DRAW, "may": True, "if_not_done": [_BOOST]}),
    THEN_MAY_COMMA: _j(_BOOST, {**_DRAW, "may": True, "if_not_done": [{"action": "resupply"}]}),
    THEY_PAY_COMMA: _j({**_PAY, "if_not_done": [{**_BOOST, "amount": 2}]}),
    THEN_THEY_PAY: _j(
        {**_BOOST, "amount": 2},
        {
            **_PAY,
            "then": [
                {"action": "remove_counters", "counter": "boost", "amount": 1, "subject": "self"}
            ],
        },
    ),
    THEN_THEY_PAY_COMMA: _j(_BOOST, {**_PAY, "if_not_done": [_DRAW]}),
    THEN_YOU_PAY: _j(_BOOST, {**_DRAW, "pay": 1, "may": True}),
}

RULE_SENTENCES_DECLINED_STEPS: dict[str, tuple[str, ...]] = {
    "put_it_on_deck": (FORAGE_WRITTEN, REVEAL_ON_TOP, NOT_SEEN),
    "may_otherwise_tail": (MAY_COMMA, THEN_MAY_COMMA),
    "player_may_pay_otherwise": (THEY_PAY_COMMA, THEN_THEY_PAY_COMMA),
    "player_may_pay": (THEN_THEY_PAY,),
    "may_pay_if_you_do": (THEN_YOU_PAY,),
}

REFUSED_DECLINED_STEPS = {NOT_SEEN: "names no card seen on top of your deck"}

BOARD_SENTENCES_DECLINED_STEPS = (FORAGE_WRITTEN, THEN_THEY_PAY, THEY_PAY_COMMA)
