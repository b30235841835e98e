"""The steps after a step each of several players does (gz, session 36): a ``players_do``
step's ``then`` / ``if_not_done`` / ``if_cant`` (without ``follow_ups_yours``) are done by the
same players, each after their own step (1.4.7.b, 6.1.h) — never "If you do / don't / can't,
[step]", which is the effect's controller's step (6.5.c, 6.5.f) and another meaning.

Written in the third person: "[Players] may [X]. If they do, they [Y]." / "If they don't,
they [Y]." / "[Players] [X]. If they can't, they [Y]." — a step with its own doer ("I gain 1
boost") said as it is; and "[Players] reveal(s) the top card of their deck and draw(s) it"
(3.1.3.f, 7.3.9.a: the card revealed is the one drawn), the only mandatory ``then`` the
reader gives. Any other follow-up of a step several players do is Unwritable: the writer
never prints a reading with another meaning."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable
from scenarios.cards.grammar.writer.players_in_turn import _THIRD, _YOU, players_words

Step = dict[str, Any]

_DRAW_IT = {"action": "draw", "amount": 1}
"""The draw of "… and draw(s) it" after a reveal of the top card: one card, the one revealed."""
_FOLLOW_UPS = ("then", "if_not_done", "if_cant")
_MORE = frozenset({"players_do", "then", "may", "if", "otherwise", "if_cant", "if_not_done"})
_IMPERATIVES = frozenset(
    {
        "draw",
        "discard",
        "sacrifice",
        "put",
        "return",
        "send",
        "exhaust",
        "ready",
        "create",
        "reveal",
        "roll",
        "resupply",
        "sabotage",
        "play",
        "spend",
        "remove",
        "pay",
        "give",
    }
)
"""A step written with no doer, the player's own ("Draw a card"): "they draw a card"."""


def _they(steps: list[Step], clause: Callable[[Step], str]) -> str:
    """The same players' steps: "they draw a card", "I gain 1 boost" (its own doer)."""
    said = []
    for s in steps:
        if set(s) & _MORE:
            raise Unwritable("a follow-up of the same players with more to it")
        text = clause(s)
        verb, _, rest = text.partition(" ")
        if verb.lower() not in _IMPERATIVES:
            said.append(text[:1].lower() + text[1:] if verb != "I" else text)
            continue
        for yours, theirs in _THIRD:
            rest = rest.replace(yours, theirs)
        if _YOU.search(rest):
            raise Unwritable(f"'{text}' as the same players' step")
        said.append(f"they {verb.lower()} {rest}".rstrip())
    return ", then ".join(said)


def players_then_words(step: Step, clause: Callable[[Step], str]) -> list[str] | None:
    """The sentences of a ``players_do`` step with its follow-ups done by the same
    players, or ``None`` when ``step`` is not one."""
    players = step.get("players_do")
    if not players or step.get("follow_ups_yours") or step.get("it_follows"):
        return None
    if not any(step.get(k) for k in _FOLLOW_UPS) or set(step) & {"if", "otherwise"}:
        return None
    may = bool(step.get("may"))
    own = {k: v for k, v in step.items() if k not in (*_FOLLOW_UPS, "players_do", "may")}
    then, not_done, cant = (step.get(k) for k in _FOLLOW_UPS)
    if then and not may:
        top = own.get("action") == "reveal" and own.get("subject") == "top_cards_of_your_deck"
        plain = set(own) <= {"action", "subject", "amount"} and own.get("amount") == 1
        if not (top and plain and then == [_DRAW_IT]) or not_done or cant:
            raise Unwritable("the steps after a step each player does, done by the same players")
        return [f"{players_words(clause(own), str(players), False)} and draws it"]
    if players == "each_player" and (then or not_done):
        raise Unwritable("'If they …' after 'each player may' (each or all of them)")
    said = [players_words(clause(own), str(players), may)]
    if then:
        said.append(f"If they do, {_they(then, clause)}")
    if not_done:
        said.append(f"If they don't, {_they(not_done, clause)}")
    if cant:
        said.append(f"If they can't, {_they(cant, clause)}")
    return said
