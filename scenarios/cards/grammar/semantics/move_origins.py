"""A card's move between two zones as a trigger event, its origin said first or last (issue
30; the grammar's block "move origins", ``altered.lark``).

"When a card goes from your Discard pile to your Reserve" is "When a card goes to your
Reserve from your Discard pile" (ia, :mod:`.reserve_origin_events`): one move said with its
zones in either order (7.3.37.b — go, put, send and return say the same move). The block
adds, beside the Reserve (3.2.10) and the Discard pile from a Deck, a hand or a Reserve (g6,
:mod:`.discard_pile_origins`), the two origins those did not read:

- a Discard pile joined FROM LIMBO (3.2.8): a Spell leaving Limbo at the end of its
  resolution (5.2.4.b: Fleeting, or discarded by its own effect) — kept as ``joined_from``
  "limbo" of the controller's Discard pile trigger (engine.pipeline.flow_triggers);
- a hand joined FROM A RESERVE (3.2.10, 3.2.5): a card of the controller's Reserve put in
  their hand by an effect — kept as ``joined_from`` "reserve" of the trigger on an object
  put in the controller's hand (7.3.32.a names a move from play; this one is from Reserve).
  "I" (the bearer in Reserve) is read as that card; a Reaction that is not a support ability
  does not work in Reserve (2.2.12.g, 2.2.12.i), and whether the trigger's words say otherwise
  is for the judge: the card compiler refuses it unmarked (scenarios/cards/support_reactions.py).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.object_subjects import _noun

_RULE = "move_origins"

_CARD_NOUNS = frozenset({"card", "Character", "Permanent", "Spell", "Landmark"})
"""The nouns of a card that can be in a Reserve and go to a hand (3.2.10: any card;
"a Character" a Character card, 1.1.7.b)."""


_TO_RESERVE = {
    "your hand": "hand",
    "your deck": "deck",
    "your discard pile": "discard",
    "an expedition": "expedition",
    "the expedition zone": "expedition",
    "your expeditions": "your_expeditions",
}
"""The origins a card going to a Reserve is read from (as ia reads them, 3.2.10)."""

_TO_DISCARD_PILE = {
    "your hand": "hand",
    "your deck": "deck",
    "your reserve": "reserve",
    "limbo": "limbo",
}
"""The origins a card going to the controller's Discard pile is read from (g6; Limbo)."""


class MoveOriginSemantics:
    """Semantic functions of the grammar's block "move origins"."""

    @v_args(meta=True)
    def mo_zone_from(self, meta: Meta, _: list[Any]) -> str:
        """The zone said after "from", its words lower-case."""
        said = " ".join(self._span(meta).lower().split())  # type: ignore[attr-defined]
        return said.removeprefix("from ")

    @v_args(meta=True)
    def mo_zone_to(self, meta: Meta, _: list[Any]) -> str:
        """The zone said after "to", its words lower-case."""
        return " ".join(self._span(meta).lower().split())  # type: ignore[attr-defined]

    def mo_goes_from_to(self, items: list[Any]) -> dict[str, Any]:
        """ "[card] goes from [zone] to [zone]": the move said origin first — the same event
        as said destination first (7.3.37.b)."""
        origin, destination = str(items[-2]), str(items[-1])
        found = move_read(self, items[0], origin, destination)
        if found is None:
            said = f"from {origin} to {destination}"
            raise NotRead(
                said,
                f"a card going {said} is not watched by the engine yet (6.3.f) — resolve by hand",
                _RULE,
            )
        return found

    def mo_i_from_reserve_to_hand(self, _: list[Any]) -> dict[str, Any]:
        """ "When I return to your hand from your Reserve": the bearer, a card of its
        controller's Reserve, put in their hand (3.2.10, 3.2.5). Read as that move of "me";
        only a support ability works in Reserve before the event (2.2.12.i, 6.3.f): the card
        compiler refuses it unmarked, with that reason (scenarios/cards/support_reactions.py)."""
        return {
            "trigger": "object_returned_to_your_hand",
            "filter": {"only_me": True},
            "joined_from": "reserve",
        }

    def mo_joins_discard_pile_from_limbo(self, items: list[Any]) -> dict[str, Any]:
        """ "[card] goes to your Discard pile from Limbo" / "… from Limbo to your Discard
        pile": the controller's Discard pile (3.2.3) joined by a card leaving Limbo (3.2.8,
        5.2.4.b)."""
        noun = _noun(items[0][1])
        if noun not in ("Spell", "card"):
            raise NotRead(
                "from Limbo",
                f"a {noun} goes to a Discard pile from Limbo only as a Spell does (3.2.8, 5.2.4.b)",
                _RULE,
            )
        if getattr(items[0][1], "controller", None) not in (None, ""):
            # "a card you control … from Limbo": who controls the card is not what this
            # trigger watches (its owner's Discard pile, 3.2.3) — refused, not dropped
            raise NotRead(
                "from Limbo",
                f"a {noun} said with who controls it, going to a Discard pile from Limbo, is"
                " not read",
                _RULE,
            )
        found: dict[str, Any] = self.ev_joins_your_discard_pile(items[:1])  # type: ignore[attr-defined]
        return {**found, "joined_from": "limbo"}

    def mo_returned_to_your_hand_from_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "[card] returns to your hand from your Reserve" / "… goes from your Reserve to
        your hand": a card of the controller's Reserve put in their hand (3.2.10, 3.2.5)."""
        another, d = items[0]
        noun = _noun(d)
        if noun not in _CARD_NOUNS or d.token or d.played:
            raise NotRead(
                "to your hand from your Reserve",
                f"a {noun} going to your hand from your Reserve is not read",
                _RULE,
            )
        if getattr(d, "controller", None) not in (None, ""):
            # "a Character you control" is one in play (7.5.5.a-b); a card in a Reserve is
            # none — whose Reserve it left is said by "your Reserve"
            raise NotRead(
                "to your hand from your Reserve",
                f"a {noun} said with who controls it is one in play (7.5.5.a-b), not a card"
                " in a Reserve",
                _RULE,
            )
        flt = _card_filter(d, noun)
        if another:
            flt["another"] = True
        return {"trigger": "object_returned_to_your_hand", "filter": flt, "joined_from": "reserve"}


def move_read(semantics: Any, subject: Any, origin: str, destination: str) -> dict[str, Any] | None:
    """The trigger event of ``subject`` (the ``joiner``: another?, its description) going
    from ``origin`` to ``destination`` (zones as printed, lower-case), or ``None`` when the
    engine watches no such move."""
    if destination in ("reserve", "your reserve") and origin in _TO_RESERVE:
        read = (
            semantics.ia_goes_to_reserve_from
            if destination == "reserve"
            else semantics.ia_joins_your_reserve_from
        )
        return dict(read([subject, _TO_RESERVE[origin]]))
    if destination == "your discard pile" and origin in _TO_DISCARD_PILE:
        if origin == "limbo":
            return dict(semantics.mo_joins_discard_pile_from_limbo([subject]))
        found = semantics.ev_joins_your_discard_pile([subject])
        return {**found, "joined_from": _TO_DISCARD_PILE[origin]}
    if (origin, destination) == ("your reserve", "your hand"):
        return dict(semantics.mo_returned_to_your_hand_from_reserve([subject]))
    return None


def _card_filter(d: Any, noun: str) -> dict[str, Any]:
    """The filter of the card the event names (its types and qualifiers, 6.3.b)."""
    from scenarios.cards.grammar.semantics.object_filters import _filter

    types = [] if noun == "card" else [noun]
    found: dict[str, Any] = _filter(d, types=types, where=True)
    return found


__all__ = ["MoveOriginSemantics", "move_read"]
