"""The reader's semantics of the block "gw" of altered.lark (issue 30, session 36): chained
plays with a cost change, per-object counts in a target step, filtered zone targets.

- "You may play it for {1} less this turn" / "… for free until end of turn": gh's permission
  for a time (semantics/plays_costs_events.py) with its price said before its duration — an
  Emblem-Ongoing for that long (2.2.15.a) whose cost change (5.1.2.f) or "for free"
  (7.3.26.a) applies to the object the earlier step named (bound as it is created, 1.4.1.a),
  used up once that card is played (2.2.15.c). "Play it for {1} less" with no duration stays
  the immediate play (5.2.b, semantics/costs_and_choosers.py).
- "Up to two target Characters each gain 1 boost for each Frost counter on them": with "each",
  the count is each target's own (6.5.i, 2.5.c), read as "… on it" of a group is ("per":
  "[name] counter it has", engine/pipeline/own_counts.py); "them" said without "each", or of
  one object or of a group, is refused (which count — each one's or all of theirs — is not
  said).
- "the card(s) drawn this way": a reference back to what the step before drew (7.3.9.a,
  6.5.b), as "it" / "them" with the noun :data:`DRAWN_WAY` that only a draw introduces
  (grammar/references.py): after any other step, refused.
"""

from __future__ import annotations

import re
from typing import Any, Protocol, cast

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import DRAWN_WAY
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.tree import Object


class _PlayForATime(Protocol):
    """gh's permission for a time (semantics/plays_costs_events.py)."""

    def gh_play_it_for_a_time(self, items: list[Any]) -> Step: ...


class _PerChain(Protocol):
    """The reader's "[step] for each [counted]" (semantics/repeated_steps.py)."""

    def per_chain(self, meta: Meta, items: list[Any]) -> list[Step]: ...


_EACH_SAID = re.compile(r"\beach (?:gain|gains|lose|loses|get|gets)\b")
"""The distributive "each" said before the step's verb ("… target Characters each gain …")."""


class PlaysCountsSemantics(SemanticsBase):
    """One function per rule of the block "gw"."""

    def gw_on_them(self, items: list[Any]) -> str:
        """ "Frost counter on them" / "boost on them": the counters on each of them."""
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        return f"{str(names[0]).lower()} counter it has" if names else "boost it has"

    @v_args(meta=True)
    def gw_per_on_them(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "Up to two target Characters each gain 1 boost for each Frost counter on them":
        each target's own count (6.5.i, 2.5.c)."""
        steps, counted = items[0], items[-1]
        step = steps[-1] if steps else {}
        said = self._span(meta).split(" for each ")[0].split(" per ")[0]
        several = max(int(step.get("up_to") or 0), int(step.get("targets") or 0)) >= 2
        targets = str(step.get("subject", "")).startswith("target_")
        if not (targets and several and _EACH_SAID.search(said)):
            raise NotRead(
                "on them",
                "'for each … on them' is read by hand here: only after several targets that"
                " 'each' gain is it each one's own count (6.5.i); otherwise whether it counts"
                " each one's or all of theirs is not said",
                "gw_per_on_them",
            )
        return cast(_PerChain, self).per_chain(meta, [*items[:-1], counted])

    def gw_play_it_priced_for_a_time(self, items: list[Any]) -> Step:
        """ "You may play it [from your Reserve] for {1} less this turn": gh's step, the
        price said first (5.1.2.f, 2.2.15.a)."""
        obj, *where, change, duration = items
        return cast(_PlayForATime, self).gh_play_it_for_a_time([obj, *where, duration, change])

    def gw_play_it_less_for_a_time(self, items: list[Any]) -> Step:
        """ "Play it for {N} less this turn" (5.1.2.f)."""
        obj, mana, duration = items
        return self.gw_play_it_priced_for_a_time([obj, {"cost_change": -_number(mana)}, duration])

    def gw_play_it_more_for_a_time(self, items: list[Any]) -> Step:
        """ "Play it for {N} more this turn" (5.1.2.f)."""
        obj, mana, duration = items
        return self.gw_play_it_priced_for_a_time([obj, {"cost_change": _number(mana)}, duration])

    def gw_play_it_free_for_a_time(self, items: list[Any]) -> Step:
        """ "Play it for free this turn" (7.3.26.a)."""
        obj, duration = items
        return self.gw_play_it_priced_for_a_time([obj, {"free": True}, duration])

    def gw_card_drawn_this_way(self, _: list[Any]) -> Object:
        """ "the card drawn this way": the card the step before drew (7.3.9.a, 6.5.b)."""
        return Object("it", refers=DRAWN_WAY)

    def gw_cards_drawn_this_way(self, _: list[Any]) -> Object:
        """ "the cards drawn this way": the cards the step before drew (7.3.9.a, 6.5.b)."""
        return Object("it", plural=True, refers=DRAWN_WAY)


_KEEPS_IN_PLACE = frozenset(
    {"give_boost", "gain_counters", "gain_status", "lose_status", "lose_boost", "exhaust", "ready"}
)
"""The actions of a conjunction on one object ("Target Character gains 2 [name] counters and 1
boost") that leave it where it is (2.1.d: no zone change, the same object after them)."""


def nested_after_same_object(step: Step, follow: list[Step]) -> Step | None:
    """``step`` with ``follow`` nested after the last part of its conjunction on one object
    ("Target Character gains 2 Frost counters and 1 boost. At Dusk, if it has 3 or more Frost
    counters, send it to Reserve."): one step with several parts (6.1.e) is read as the step
    then its parts on "it", each acting on the object the step chose without moving it (2.1.d),
    so a later "it" names that object too and follows the last part (6.5.f) — or ``None``
    when a part is anything else (a condition, a choice, another object, a move): then which
    object "it" names is not read."""
    return _nested(step, follow, part=False)


def _nested(step: Step, follow: list[Step], *, part: bool) -> Step | None:
    """:func:`nested_after_same_object` below ``step`` (``part``: a part on "it", whose
    follow-up keeps naming what "it" named, ``keeps_it``, 6.5.b)."""
    then = step.get("then")
    if not isinstance(then, list) or not then:
        return {**step, "then": follow, **({"keeps_it": True} if part else {})}
    for part in then:
        if not isinstance(part, dict) or part.get("subject") != "it":
            return None
        if part.get("action") not in _KEEPS_IN_PLACE or set(part) & _NOT_PLAIN:
            return None
    last = _nested(then[-1], follow, part=True)
    if last is None:
        return None
    return {**step, "then": [*then[:-1], last]}


_NOT_PLAIN = frozenset({"if", "may", "players_do", "per", "otherwise", "if_not_done", "also"})
"""Keys making a part more than a plain change of the object (a condition, an optional or
another player's step, a count): a later "it" after it is not read."""


_SEEN_ON_THE_DECK = frozenset({"top_cards_of_your_deck", "top_card_of_your_deck"})
"""The subjects of a reveal or look at the top of the Deck: the card stays there (3.2.2.b)."""


def no_permission_on_the_deck(steps: list[Step]) -> list[Step]:
    """``steps``, refusing "Reveal the top card of your deck. You may play it for {1} less
    this turn": the card stays on the Deck, and a card is played from a Hand or Reserve unless
    the effect says from where (5.2.a, 5.1.2.d) — a permission bound to it would never let it
    be played, so the text is read by hand."""
    for step in steps:
        then = step.get("then")
        if not isinstance(then, list):
            continue
        seen = step.get("subject") in _SEEN_ON_THE_DECK and step.get("action") != "draw"
        if seen and any(_permission_on_it(t) for t in then):
            raise NotRead(
                "play it",
                "playing a card from the top of the Deck for a time is read by hand: the card"
                " stays on the Deck, and a card is played from a Hand or Reserve unless the"
                " effect says from where (5.2.a)",
                "gw_play_it_priced_for_a_time",
            )
        no_permission_on_the_deck([t for t in then if isinstance(t, dict)])
    return steps


def _permission_on_it(step: Any) -> bool:
    """Whether ``step`` is a permission for a time bound to "it" (gh's Emblem-Ongoing)."""
    if not isinstance(step, dict) or step.get("subject") != "it":
        return False
    ongoing = step.get("ongoing")
    nxt = ongoing.get("next_played") if isinstance(ongoing, dict) else None
    return isinstance(nxt, dict) and bool(nxt.get("listed"))
