"""The reader's semantics of the number slot's quantity forms (issue 30, gram63) — the
grammar section "the number slot: quantities" of ``altered.lark``.

A count is one part wherever a number goes (6.5.i): "for each [counted]" after any step, in a
statistics change or a cost change. "… beyond the Nth" is read in the count's own words (the
``counted`` rule; :func:`scenarios.cards.condition_texts.count_of` reads it for the engine,
``Condition.beyond``), so it needs no function here. "(up to N)" after a count caps the
amount counted (``per_most``) — for boosts and counters too, where "…, up to a max of N" says
the object's total instead (``max_total``, steps.py). "for each opponent who does / player who
did" counts the players who did the optional step before (6.5.c, 6.5.i): one object each, so
the objects it acted on, as "that many" counts them (:func:`players_who_did`)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.amounts_and_deck import _halved, counted_most
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany, fixed_number
from scenarios.cards.grammar.semantics.static import XAmount


class QuantitySemantics(SemanticsBase):
    """ "[step] for each [counted] (up to N)"."""

    def count_capped_chain(self, items: list[Any]) -> list[Step]:
        """ "Draw a card for each Character you control (up to 3)": the amount counted is at
        most N (6.5.i) — said only after a count (a step counted ``per``, or done X times)."""
        steps, most = items[0], items[-1]
        n = _number(most) if isinstance(most, Token) else most
        if isinstance(n, XAmount) or fixed_number(n, "count_capped_chain") < 1:
            raise NotRead("up to", "'(up to X)' is not read", "count_capped_chain")
        last = steps[-1]
        if not isinstance(last, dict) or "max_total" in last:
            raise NotRead("up to", "'(up to …)' after this step is not read", "count_capped_chain")
        return [*steps[:-1], counted_most(last, n)]

    @v_args(meta=True)
    def player_draws_half_count(self, meta: Meta, items: list[Any]) -> Step:
        """ "[player] draws cards equal to half the number of [objects], rounded down": one
        card per two objects counted (6.5.i), as "Draw cards equal to half …" is yours."""
        step = self.player_draws_equal_count([items[0], items[-1]])  # type: ignore[attr-defined]
        return _halved(step, self._span(meta))

    @v_args(meta=True)
    def gain_counters_half_count(self, meta: Meta, items: list[Any]) -> Step:
        """ "[object] gains [name] counters equal to half the number of [objects], rounded
        down" (2.5, 6.5.i)."""
        counter = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        step = self.gain_counters_equal_count([items[0], *counter, items[-1]])  # type: ignore[attr-defined]
        return _halved(step, self._span(meta))

    def per_players_who_did_chain(self, items: list[Any]) -> list[Step]:
        """ "Draw a card for each opponent who does": the step's things once per player who
        did the step before (6.5.i) — a "that many" whose step before is checked as it is
        joined (:func:`players_who_did`); a step not counted by its amount is refused."""
        steps, who = items[0], items[-1]
        last = steps[-1]
        if len(steps) > 1 or last.get("action") not in _COUNTED or set(last) & _NOT_PLAIN:
            raise NotRead(
                f"for each {who} who does",
                f"'for each {who} who does' after this step is not read yet",
                "per_players_who_did_chain",
            )
        amount = ThatMany(int(last.get("amount", 1)), f"{who} who did")
        return [*steps[:-1], {**last, "amount": amount}]

    def per_players_who_did_first(self, items: list[Any]) -> list[Step]:
        """ "For each player who does, [Y]": as "[Y] for each player who does"."""
        who, steps = items[-2], items[-1]
        return self.per_players_who_did_chain([steps, who])

    def per_players_who_didnt_chain(self, items: list[Any]) -> list[Step]:
        """ "[Y] for each opponent who didn't": Y once per player who declined the step
        before (6.5.c, 6.5.i), joined by :func:`players_who_did_join`."""
        steps, who = items[0], items[-1]
        last = steps[-1]
        if len(steps) > 1 or last.get("action") not in _COUNTED or set(last) & _NOT_PLAIN:
            raise NotRead(
                f"for each {who} who didn't",
                f"'for each {who} who didn't' after this step is not read yet",
                "per_players_who_didnt_chain",
            )
        amount = ThatMany(int(last.get("amount", 1)), f"{who} who didn't")
        return [*steps[:-1], {**last, "amount": amount}]

    def per_players_who_didnt_first(self, items: list[Any]) -> list[Step]:
        """ "For each opponent who didn't, [Y]": as "[Y] for each opponent who didn't"."""
        who, steps = items[-2], items[-1]
        return self.per_players_who_didnt_chain([steps, who])

    @v_args(meta=True)
    def players_who_didnt(self, meta: Meta, _: list[Any]) -> str:
        """ "opponent who didn't": the players counted ("opponent")."""
        return self._span(meta).lower().split()[0]

    @v_args(meta=True)
    def players_who_did(self, meta: Meta, _: list[Any]) -> str:
        """ "opponent who does" / "player who did": the players counted ("opponent")."""
        return self._span(meta).lower().split()[0]


_COUNTED = ("create", "draw", "give_boost", "gain_counters")
"""Steps "for each player who does" counts by their amount (6.5.i)."""
_NOT_PLAIN = frozenset({"per", "times", "if", "may", "then", "x_is", "up_to", "max_total"})
"""What a step counted by "for each … who does" may not have besides its amount: another
count, a condition or a choice of its own (which would come first is not said)."""

_DECIDERS = {"opponent": "each_opponent", "player": "each_player"}
"""The players "for each opponent / player who does" counts: those "Each opponent / Each
player may …" named, each asked in initiative order (6.5.c, 6.1.h)."""


def players_who_did(before: Step, counted: str) -> bool:
    """Whether "for each [opponent / player] who did" (``counted``) counts what ``before``
    did: "Each opponent / Each player may [step]" on ONE object each ("a card from their
    hand", "a Character"), each deciding (6.5.c) — so one object acted on per player who did
    it, and the objects it acted on are the count (6.5.i). Any other step before (a draw, a
    step on several objects, a step no player declines) is not counted so."""
    who = counted.removesuffix(" who did")
    if who not in _DECIDERS or before.get("may") is not True:
        return False
    subject = str(before.get("subject", ""))
    one_each = subject.startswith("a_") and subject.endswith(
        (f"{_DECIDERS[who]}_controls", f"{_DECIDERS[who]}s_hand", f"{_DECIDERS[who]}s_reserve")
    )
    plain = not set(before) & {"per", "times", "if", "then", "up_to", "choose_count", "x_is"}
    return one_each and plain and before.get("action") in ("discard", "sacrifice", "exhaust", "put")


_PAYERS = frozenset({"opponent"})
"""The subject of "Each opponent may pay {N}": the one opponent (1.2.1.b)."""


def players_who_did_join(before: Step | None, step: Step) -> Step | None:
    """``before`` — "Each player / Each opponent may [X]" — with ``step``, the effect's
    controller's "[Y] for each [player / opponent] who did / didn't", joined: Y follows each
    acting player's X if they did it (``then``) or declined it (``if_not_done``), as the
    controller's step (``follow_ups_yours``: 6.5.f, 6.5.i) — once per player, after every
    player has decided (6.1.h; engine/steps/players_in_turn.py). For the one opponent of a
    two-player game (1.2.1.b), "for each opponent who didn't" after a step they decide in one
    step ("Each opponent may sacrifice a Character", "Each opponent may pay {1}") is "If they
    don't". None when neither applies (the objects X acted on may still count, or refused)."""
    if before is None or not before.get("may"):
        return None
    if set(before) & {"then", "if_not_done", "if_cant", "otherwise", "per", "times"}:
        return None
    if str(step.get("subject", "")).startswith("target"):
        return None  # a target is chosen as its step happens (6.5.b), even if none did
    counted = str(step["amount"].counted)
    who = counted.split()[0]
    did = not counted.endswith("didn't")
    key = "then" if did else "if_not_done"
    follow = {**step, "amount": step["amount"].each}
    if before.get("players_do") == _DECIDERS.get(who):
        return {**before, key: [follow], "follow_ups_yours": True}
    if who != "opponent" or before.get("players_do"):
        return None
    subject = str(before.get("subject", ""))
    one_opponent = subject in _PAYERS or subject.endswith(
        ("each_opponent_controls", "each_opponents_hand", "each_opponents_reserve")
    )
    if one_opponent and (not did or subject in _PAYERS):
        return {**before, key: [follow]}  # the one opponent's one decision (1.2.1.b)
    return None
