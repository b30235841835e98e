"""gram91 (issue 30): "Each player may [X]. If they do / don't, [Y]." — each player decides
their own "may" in initiative order (6.5.c, 6.1.h, 1.4.5.a), and "they" in the answer is
each of them in turn: Y follows each player's own X (6.5.f), done by that player when said
of "they" ("If they do, they discard a card from their hand", 1.4.7.b). Said of "you" /
"I" ("If they do, I gain 2 boosts": once per player who did, or once when all did?) it
stays refused, as gram33 refused it (semantics/decisions.py).

The step is said again as one each player does as their own (``players_do``,
:func:`players_who_cant.in_turn`); the engine holds every player's step until all have
decided (6.1.h) and follows each with its own follow-ups
(``engine.steps.players_in_turn.each_player_does``). Follow-ups of theirs and of yours
together after one decision, or a step no player does as their own, are left to the
refusals that name them."""

from __future__ import annotations

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import REFERRED_PLAYERS
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.decided_follow_ups import EACH_DECIDES
from scenarios.cards.grammar.semantics.decisions import several_decide

_THEY_ANSWER = frozenset({"if_they_do", "if_they_dont"})


def each_player_decided(last: Step, rule: str, follow: list[Step]) -> Step | None:
    """``last`` ("Each player may [X]") said as the step each player does and decides as
    their own, when ``follow`` answers each one's decision ("If they do / don't") with
    steps all theirs; None when it is no such step."""
    from scenarios.cards.grammar.semantics.players_who_cant import in_turn

    if rule not in _THEY_ANSWER or not last.get("may") or not several_decide(last):
        return None
    theirs = [t for t in follow if t.get("players_do") == REFERRED_PLAYERS]
    if not theirs or len(theirs) != len(follow):
        # "If they do, I gain 2 boosts": once per player who did, or once if all did, is
        # not said (gram33's refusal stands, semantics/decisions.py)
        return None
    if any(last.get(k) for k in ("then", "if_not_done", "otherwise", "if_cant", "if")):
        return None
    try:
        own = in_turn(last)
    except NotRead:
        return None
    if own.get("players_do") != "each_player":
        return None
    return {**own, EACH_DECIDES: True}
