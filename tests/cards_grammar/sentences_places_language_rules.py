"""Places as a language (session 40): one printed sentence per grammar rule of the places as a
language block, read to the card structures judged by meaning — a place in play joined by "or" to a
Reserve (7.5.5.b, 3.1.4.a, 3.2.10.a) counted (6.5.i) and in a condition (6.5.d), and a place named
by another player's possessive (1.2.6.c, 1.2.1.b). Merged into :mod:`.sentences` (test_rules.py);
the siblings are judged in sentences_places_language.py."""

from __future__ import annotations

from typing import Any

_YOURS = "{J} Draw a card for each Character in your Expeditions or your Reserve."
_IN_PLAY = "{J} I gain 1 boost for each Character in play or in your Reserve."
_ANY = "{J} Draw a card for each Character in any Expedition or Reserve."
_COND = "{J} If you have a Character in play or in your Reserve, draw a card."
_PILE = "{J} Put target card in target opponent's discard pile at the bottom of its owner's deck."
_EACH = "{J} Draw a card for each card in each opponent's Reserve."

RULE_SENTENCES_IC40: dict[str, tuple[str, ...]] = {
    "ic40_your_expeditions_or": (_YOURS,),
    "ic40_in_play_or": (_IN_PLAY,),
    "ic40_any_expedition_or": (_ANY,),
    "ic40_places_cond": (_COND,),
    "ic40_in_target_opponents_pile": (_PILE,),
    "ic40_in_each_opponents_zone": (_EACH,),
}


def _played(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


READINGS_IC40: dict[str, dict[str, Any]] = {
    _YOURS: _played({"action": "draw", "per": "character in your expeditions or your reserve"}),
    _IN_PLAY: _played(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "per": "character in play or in your reserve",
        }
    ),
    _ANY: _played({"action": "draw", "per": "character in any expedition or reserve"}),
    _COND: _played(
        {"action": "draw", "amount": 1, "if": "you have a character in play or in your reserve"}
    ),
    _PILE: _played(
        {
            "action": "put",
            "to": "deck",
            "position": "bottom",
            "to_owner": True,
            "subject": "target_discard_card",
            "filter": {"owner": "opponent"},
        }
    ),
    _EACH: _played({"action": "draw", "per": "card in each opponent's reserve"}),
}
