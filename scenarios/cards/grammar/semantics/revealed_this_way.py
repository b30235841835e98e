"""One of the cards a reveal showed, named "[a noun] revealed this way" (gt, issue 30,
session 35): "Reveal the top three cards of your deck. Put a Character revealed this way in
your hand and the rest at the bottom of your deck in any order."

To reveal cards shows them to every player (1.2.7.d; 3.1.3.f: a hidden zone's cards are seen
only where the text says); they stay where they were until a step moves them. "[a noun]
revealed this way" is one of them, of that kind, the controller's choice (6.1.g; none of that
kind, none is put) — the same choice "a Character from among them" is (semantics/deck_top.py,
gram98), so it reads to the same step, with the mark :data:`REVEALED_WAY` until
:func:`resolve_revealed_way` finds the reveal it follows. After a step that only LOOKED at
the cards (they were not revealed: "revealed this way" names none), after "Reveal your hand"
(a card in a hand is chosen with other words), or alone, it is refused."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.deck_top import AMONG

REVEALED_WAY = "_gt_revealed_way"
"""Marks a step on "[noun] revealed this way" until the reveal it follows is found."""

_REFUSED = (
    "revealed this way",
    "'… revealed this way' after no reveal of the top of your deck names no card shown "
    "(1.2.7.d, 3.1.3.f)",
    "gt_kind_revealed",
)


class RevealedWaySemantics(SemanticsBase):
    """ "Put a [noun] revealed this way [place]" (1.2.7.d, 6.1.g, 7.3.27)."""

    def gt_kind_revealed(self, items: list[Any]) -> Step:
        """ "Put a Character revealed this way in your hand": a card shown of that kind."""
        step: Step = self.g98_kind_among_them(items)  # type: ignore[attr-defined]
        return {**step, REVEALED_WAY: True}

    def gt_one_revealed(self, items: list[Any]) -> Step:
        """ "Put one of the cards revealed this way on top of your deck" (6.1.g)."""
        place = items[-1]
        return {"action": "put", "subject": AMONG, **place, REVEALED_WAY: True}


def resolve_revealed_way(steps: list[Step]) -> list[Step]:
    """``steps`` with the mark taken from the follow-ups of each reveal of the top of its
    controller's Deck (3.2.2.b, 1.2.7.d); a mark anywhere else refuses the text."""
    out: list[Step] = []
    for step in steps:
        step = dict(step)
        then = step.get("then")
        shown = step.get("action") == "reveal" and step.get("subject") == "top_cards_of_your_deck"
        if shown and not step.get("players_do") and isinstance(then, list):
            step["then"] = [{k: v for k, v in t.items() if k != REVEALED_WAY} for t in then]
        if _marked(step):
            raise NotRead(*_REFUSED)
        out.append(step)
    return out


def _marked(step: Any, key: str = REVEALED_WAY) -> bool:
    """Whether ``key`` (a mark the grammar left for a later pass) is still in ``step``."""
    if isinstance(step, list):
        return any(_marked(s, key) for s in step)
    if not isinstance(step, dict):
        return False
    return key in step or any(_marked(v, key) for v in step.values())
