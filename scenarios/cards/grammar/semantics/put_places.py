"""ic40 (issue 30, session 40): "Put [object] in your hand", "… into its owner's hand",
"… on top of / at the bottom of your deck" — one construction, "put" with the place the
object goes to said after its words, whatever the object and wherever it is.

To put an object or card in a zone is to move it there (7.3.27.a; "put", "return" and
"send" are synonyms rules-wise, 7.3.27.b): the engine's one move between zones, the step's
``to`` (and ``position`` for a deck's end, 3.2.2). "Your hand" of another player's card is
its owner's hand all the same: a card going to a personal zone not its owner's goes to its
owner's instead (3.1.2.c) — the engine applies it; "its owner's" is kept as printed
(``to_owner``, 1.1.3.d). The object's own words (a target in a Reserve or Discard pile, a
card chosen among the controller's zones, …) are read by the object rules as everywhere.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Object, described

HAND_PLACES: dict[str, bool] = {
    "in your hand": False,
    "into your hand": False,
    "in its owner's hand": True,
    "into its owner's hand": True,
}
"""The words after an object that say it goes to a hand (3.2.5) -> whether "its owner's" is
said (1.1.3.d)."""
DECK_PLACES: dict[str, str] = {
    "on top of your deck": "top",
    "on the top of your deck": "top",
    "at the bottom of your deck": "bottom",
    "on the bottom of your deck": "bottom",
}
"""The words after an object that say it goes to an end of the controller's deck (3.2.2)."""


def put_elsewhere(obj: Object) -> dict[str, Any] | None:
    """The move of "Put [obj] in your hand / on top of your deck …" (7.3.27.a), or ``None``
    when the object's words end with no such place."""
    from scenarios.cards.grammar.semantics.object_subjects import _subject

    said = obj.description.counted_only
    if said in HAND_PLACES and not HAND_PLACES[said] and _theirs_said(obj):
        raise NotRead("your hand", MISLEADING, "put_in_reserve")
    if said in HAND_PLACES:
        owners = {"to_owner": True} if HAND_PLACES[said] else {}
        return {"action": "put", "to": "hand", **owners, **_subject(_placed(obj))}
    if said in DECK_PLACES:
        step = {"action": "put", "to": "deck", "position": DECK_PLACES[said]}
        return {**step, **_subject(_placed(obj))}
    return None


MISLEADING = (
    "another player's card put in 'your hand' goes to its owner's hand (3.1.2.c): the words "
    "mislead — resolve by hand"
)
"""gu's decision kept: a card the words place in another player's zone, put "in your hand"."""


def _theirs_said(obj: Object) -> bool:
    """Whether the words place the object in another player's zone ("from an opponent's
    Reserve", "in target opponent's discard pile")."""
    d = obj.description
    return bool(d.from_opponents_reserve) or "opponent" in (d.from_discard_pile or "")


def _placed(obj: Object) -> Object:
    """``obj`` without the words of where it goes, the place it is in kept (gram96)."""
    from scenarios.cards.grammar.semantics.opponents_reserve import origin_kept

    return origin_kept(described(obj, counted_only=""))
