"""Printed sentences of the grammar's block "triggers and conditions as composed language":
the loss of the last boost as an event, of "I" and of any object description (issue 30;
written for these tests) — their readings and rules, and those played on a board
(``test_board_boost_losses.py``). Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

I_LOSE_MY_LAST_BOOST = "When I lose my last boost \u2014 Draw a card."
YOURS_LOSES_ITS_LAST_BOOST = (
    "When a Character you control loses its last boost \u2014 I gain 1 boost."
)
ANOTHER_LOSES_ITS_LAST_BOOST = "When another Character loses its last boost \u2014 Draw a card."

_BOOST_ME = [{"action": "give_boost", "amount": 1, "subject": "self"}]
_DRAW = [{"action": "draw", "amount": 1}]


def _lost(flt: dict[str, Any], effect: list[dict[str, Any]]) -> dict[str, Any]:
    return {"reaction": {"trigger": "loses_last_boost", "filter": flt, "effect": effect}}


READINGS_BOOST_LOSSES: dict[str, dict[str, Any]] = {
    I_LOSE_MY_LAST_BOOST: _lost({"only_me": True}, _DRAW),
    YOURS_LOSES_ITS_LAST_BOOST: _lost({"types": ["Character"], "controller": "you"}, _BOOST_ME),
    ANOTHER_LOSES_ITS_LAST_BOOST: _lost({"types": ["Character"], "another": True}, _DRAW),
}

RULE_SENTENCES_BOOST_LOSSES: dict[str, tuple[str, ...]] = {
    "ev_i_lose_last_boost": (I_LOSE_MY_LAST_BOOST,),
    "ev_loses_last_boost": (YOURS_LOSES_ITS_LAST_BOOST, ANOTHER_LOSES_ITS_LAST_BOOST),
}

BOARD_SENTENCES_BOOST_LOSSES: tuple[str, ...] = (YOURS_LOSES_ITS_LAST_BOOST,)
