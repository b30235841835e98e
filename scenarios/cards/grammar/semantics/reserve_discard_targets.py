"""gu (session 35, issue 30): a target in a Reserve or a Discard pile, in every slot a step
names one (6.5.b: a target is chosen as the step resolves, in the zone the step says; 2.2.1.h:
a type with no zone said is one in play).

- "Put [object] from your Reserve / your Discard pile in your hand" (7.3.27.a: to put is to
  move): a card of your own personal zone (3.2.10.a, 3.2.3.a) moved to your hand, its owner's
  (3.1.2.c) — the same move as "Return … to your hand" (7.3.32.a, 7.3.27.b).
- "target [card] from / in target opponent's Reserve" (1.2.6.c: a target is chosen as the
  effect resolves): the card chosen is in a Reserve an opponent owns, so the opponent is
  named by the card (6.5.b) — read as "in an opponent's Reserve" (semantics/
  opponents_reserve.py); "from target opponent's Discard pile" likewise as an opponent's pile
  (semantics/discard_pile_places.py). "target / a player's Reserve" is any Reserve.
- Refused with the rule: "Sacrifice [object] in a Reserve / Discard pile" — to sacrifice is to
  discard an object in play its player controls (7.3.36.a); a card outside play is never
  sacrificed, so the printed words name nothing the step can act on
  (:func:`no_sacrifice_outside_play`)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.opponents_reserve import origin_kept
from scenarios.cards.grammar.tree import Object, described
from scenarios.cards.sacrifice_places import SACRIFICE_OUTSIDE_PLAY, sacrifices_outside_play

_IN_YOUR_HAND = "in your hand"
_YOUR_DISCARD_PILE = "from your discard pile"
_OPPONENTS_RESERVE = "in an opponent's reserve"
_TARGET_OPPONENTS = {
    "from target opponent's reserve": ("counted_only", _OPPONENTS_RESERVE),
    "from target opponent's discard pile": ("counted_only", "in an opponent's discard pile"),
}
"""The g96 places a target's own choice names (1.2.6.c, 6.5.b): the opponent is the card's
owner, so the place is "an opponent's" Reserve or Discard pile."""


LEFT_TRIGGERS = frozenset(
    {
        "leaves_play",
        "leaves_expedition_zone",
        "sacrificed",
        "discarded",
        "returned_to_hand",
        "goes_to_reserve_from_anywhere",
        "goes_to_reserve_from_expedition_zone",
    }
)
"""The Reactions to the bearer's leaving the Expedition zone (a self-move Reaction, 6.3.d):
"my Expedition" is read where it was when it left (2.1.h, 6.3.j) — and a card that was in no
Expedition (discarded from a hand) has no former one: the place names nothing."""


def _triggers(node: Any) -> set[str]:
    """Every reaction trigger under ``node``."""
    found: set[str] = set()
    if isinstance(node, dict):
        if isinstance(node.get("trigger"), str):
            found.add(node["trigger"])
        for value in node.values():
            found |= _triggers(value)
    elif isinstance(node, list):
        for value in node:
            found |= _triggers(value)
    return found


EXPEDITION_WITH_MOST = (
    "'the Expedition with the most …' is read by hand: the Expeditions (3.2.4.b) are compared"
    " by what is in them, and when two are tied for the most (or the fewest) no rule of CR 5.0"
    " says which one it is — 'tied' in 7.5.2.c is a distance from the starting region,"
    " 4.2.4.e a statistic during Progress, and no player is given the choice (6.1.g)"
)
"""The judge's reason for "the Expedition with the most / fewest …" in every slot: the tie
the rules leave open, and the rules consulted."""


class ReservePlaceSemantics(SemanticsBase):
    """The gu block of ``altered.lark`` and the moves "put … in your hand"."""

    @v_args(meta=True)
    def put_in_reserve(self, meta: Meta, items: list[Object]) -> Step:
        """ "Put target [card] from your Reserve / your Discard pile in your hand"
        (7.3.27.a): a card of your own personal zone to your hand (3.1.2.c); a card chosen
        so ("Put a Plant from …") is cr_vocabulary's zone_move, any other "in your hand" read
        as before (refused: a count's words)."""
        obj = items[0]
        d = obj.description
        yours = d.in_your_reserve or d.from_discard_pile == _YOUR_DISCARD_PILE
        if d.counted_only != _IN_YOUR_HAND or not yours or obj.kind != "target":
            return super().put_in_reserve(meta, items)  # type: ignore[misc, no-any-return]
        moved = described(obj, counted_only="")
        if d.from_discard_pile:
            moved = origin_kept(moved)  # "from your Discard pile": where the target is
        return {"action": "put", "to": "hand", **_subject(moved)}

    @v_args(meta=True)
    def g96_their_visible_place(self, meta: Meta, items: list[Any]) -> tuple[str, str]:
        """ "target card from target opponent's Reserve / Discard pile": an opponent's
        (1.2.6.c, 6.5.b); the other words of the g96 rule as before."""
        said = " ".join(self._span(meta).lower().split())
        if said in _TARGET_OPPONENTS:
            return _TARGET_OPPONENTS[said]
        return super().g96_their_visible_place(meta, items)  # type: ignore[misc, no-any-return]

    def gu_in_target_opponents_reserve(self, _: list[Any]) -> tuple[str, str]:
        """ "in target opponent's Reserve": an opponent's (1.2.6.c, 6.5.b)."""
        return ("counted_only", _OPPONENTS_RESERVE)

    # ---- "my former Expedition": where I was when I left (2.1.h, 6.3.j)
    @v_args(meta=True)
    def gk_former_expedition(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "in my former Expedition" in a Reaction to my leaving: "in my Expedition" read
        where I was when I left (2.1.h, 6.3.j; engine/reading/last_known.py); "its / their
        former Expedition" as gk refused it (the last known place of another object)."""
        said = " ".join(self._span(meta).lower().split())
        if said != "in my former expedition":
            return super().gk_former_expedition(items)  # type: ignore[misc, no-any-return]
        self.former_said = True
        return ("in_my_expedition", True)

    def gu_my_former_expedition_place(self, _: list[Any]) -> str:
        """ "Create a token in my former Expedition" (7.3.5.a): my Expedition, where I was
        when I left (2.1.h, 6.3.j)."""
        self.former_said = True
        return "my_expedition"

    def start(self, items: list[Any]) -> dict[str, Any]:
        found: dict[str, Any] = super().start(items)  # type: ignore[misc]
        self._former_after_leaving(found)
        return found

    def spell_effect(self, items: list[Any]) -> dict[str, Any]:
        found: dict[str, Any] = super().spell_effect(items)  # type: ignore[misc]
        self._former_after_leaving(found)
        return found

    def _former_after_leaving(self, found: dict[str, Any]) -> None:
        """ "my former Expedition" names a place only after I left one: in a Reaction to my
        leaving the Expedition zone (6.3.j); anywhere else it is refused, naming why."""
        if not getattr(self, "former_said", False):
            return
        if not _triggers(found) & LEFT_TRIGGERS:
            raise NotRead(
                "former",
                "'my former Expedition' is read by hand here: it is the Expedition I was in"
                " before I left it (2.1.h), which only a Reaction to my leaving names (6.3.j)",
                "gu_former_not_after_leaving",
            )

    def gk_expedition_with_most(self, _: list[Any]) -> None:
        """ "in the Expedition with the most / fewest …" as an object's place (gk's rule):
        refused, the tie named (:data:`EXPEDITION_WITH_MOST`)."""
        raise NotRead("most", EXPEDITION_WITH_MOST, "gk_expedition_with_most")

    def gu_expedition_with_most_place(self, _: list[Any]) -> None:
        """ "Create a token in the Expedition with the most Characters": refused, as gk's
        place of an object is (:data:`EXPEDITION_WITH_MOST`)."""
        raise NotRead("most", EXPEDITION_WITH_MOST, "gu_expedition_with_most_place")

    def gu_in_a_players_reserve(self, _: list[Any]) -> tuple[str, bool]:
        """ "in / from a player's / target player's Reserve": any player's, as "in Reserve"
        (3.2.10.a: each player has one)."""
        return ("in_reserve", True)


SACRIFICE_RULE = "gu_sacrifice_outside_play"
"""The rule a refused sacrifice names: its reason is preferred to the patterns' (first.py)."""


def no_sacrifice_outside_play(found: dict[str, Any]) -> None:
    """Refuse a sacrifice of a card in a Reserve or a Discard pile: to sacrifice is to discard
    an object in play one controls (7.3.36.a), so "Sacrifice target Permanent in your Reserve"
    names no object the step can take."""
    if any(sacrifices_outside_play(step) for step in _steps(found)):
        raise NotRead("sacrifice", SACRIFICE_OUTSIDE_PLAY, SACRIFICE_RULE)


def _steps(node: Any) -> list[dict[str, Any]]:
    """Every step dict under ``node`` (effects, ``then``, modes, costs)."""
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if "action" in node:
            found.append(node)
        for value in node.values():
            found.extend(_steps(value))
    elif isinstance(node, list):
        for value in node:
            found.extend(_steps(value))
    return found
