"""A choice among the cards seen on top of the Deck, said "Choose [card] and put it [place]"
(issue 30, gy, session 36): "Reveal the top 3 cards of your deck. Choose a card revealed this
way and put it in your hand, then put the rest at the bottom of your deck."

The player chooses one of the cards the step before showed (a decision, 6.1.g; revealed cards
are seen by every player, 1.2.7.d) and puts it there: the one step gt's "Put a [noun] revealed
this way [place]" and gram98's "Put a [noun] from among them [place]" / "one of them" are
(:mod:`.revealed_this_way`, :mod:`.deck_top`) — the choice is the put's own (the player picks the
card the step moves), so the reading is that step, with its checks: "revealed this way" only
after a reveal of the top of the Deck; "them" only after a look or a reveal of it."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.revealed_this_way import _marked  # the same pass, its mark

CHOSEN_SEEN = "_gy_chosen_seen"
"""Marks "Choose one of them / a [noun] from among them and put it …" until
:func:`resolve_chosen_seen` finds the look or reveal of the top of the Deck it follows."""


class ChoiceAmongSeenSemantics(SemanticsBase):
    """The rules of the gy choice block of ``altered.lark``."""

    def gy_choose_kind_revealed(self, items: list[Any]) -> Step:
        step: Step = self.gt_kind_revealed(items)  # type: ignore[attr-defined]
        return step

    def gy_choose_one_revealed(self, items: list[Any]) -> Step:
        step: Step = self.gt_one_revealed(items)  # type: ignore[attr-defined]
        return step

    def gy_choose_one_of_them(self, items: list[Any]) -> Step:
        place = items[-1]
        where = place if isinstance(place, dict) else {"to": place}
        step: Step = self.gt_one_revealed([where])  # type: ignore[attr-defined]
        return {**{k: v for k, v in step.items() if not k.startswith("_gt")}, CHOSEN_SEEN: True}

    def gy_choose_kind_among(self, items: list[Any]) -> Step:
        step: Step = self.g98_kind_among_them(items)  # type: ignore[attr-defined]
        return {**step, CHOSEN_SEEN: True}


def resolve_chosen_seen(steps: list[Step]) -> list[Step]:
    """``steps`` with the mark taken from the follow-ups of each look at or reveal of the top
    of its controller's Deck (3.2.2.b, 3.1.3.f, 1.2.7.d); a mark anywhere else refuses the
    text: "them" names no cards seen to choose among (6.1.g)."""
    out: list[Step] = []
    for step in steps:
        step = dict(step)
        then = step.get("then")
        seen = step.get("action") in ("look", "reveal")
        seen = seen and step.get("subject") == "top_cards_of_your_deck"
        if seen and not step.get("players_do") and isinstance(then, list):
            step["then"] = [{k: v for k, v in t.items() if k != CHOSEN_SEEN} for t in then]
        if _marked(step, CHOSEN_SEEN):
            raise NotRead(
                "choose",
                "'choose … among them' after no look at or reveal of the top of your deck "
                "names no cards to choose among (6.1.g, 3.1.3.f)",
                "gy_choose_one_of_them",
            )
        out.append(step)
    return out


__all__ = ["CHOSEN_SEEN", "ChoiceAmongSeenSemantics", "resolve_chosen_seen"]
