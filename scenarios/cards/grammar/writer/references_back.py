"""The writer of the grammar's "references back" section (issue 30): a step one targeted
player does followed by that same player's next step (``players_do`` with ``then`` and
``it_follows``, grammar/references.py ``referred_players``), written "Target opponent
[X]. They [Y]" / "Target player [X], then that player [Y]" — so that the reader reads it back
to the same reading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.objects import Unwritable
from scenarios.cards.grammar.writer.players_in_turn import _third
from scenarios.cards.grammar.writer.referred_parts import they_clause

Step = dict[str, Any]

_WHO = {"target_opponent": "Target opponent", "target_player": "Target player"}
_THIRD = (("you control", "they control"), ("your ", "their "))


def same_player_words(
    step: Step, players: str, may: bool, clause: Callable[[Step], str]
) -> str | None:
    """ "Target opponent [X], then they [Y]" for a step ``players`` does (``step`` without
    its ``players_do``) whose ``then`` is the same player's next step; None when ``step``
    is not one (the caller writes it otherwise)."""
    then = step.get("then") or []
    if players not in _WHO or not step.get("it_follows") or len(then) != 1:
        return None
    if may or set(then[0]) & {"players_do", "then", "may", "if", "it_follows"}:
        raise Unwritable("the same player's next step with more to it")
    first = {k: v for k, v in step.items() if k not in ("then", "it_follows")}
    said_first = _theirs(clause(first))
    said_then = _theirs(clause(then[0]))
    verb, _, rest = said_first.partition(" ")
    who = "they" if players == "target_opponent" else "that player"
    then_verb, _, then_rest = said_then.partition(" ")
    then_verb = then_verb.lower()
    if who != "they":
        then_verb = _third(then_verb)
    said = f"{_WHO[players]} {_third(verb.lower())} {rest}"
    return f"{said}. {who.capitalize()} {then_verb} {then_rest}".rstrip()


def _theirs(text: str) -> str:
    for said, theirs in _THIRD:
        text = text.replace(said, theirs)
    if " you " in f" {text.lower()} ":
        raise Unwritable(f"'{text}' as a step another player does")
    return text


_MORE_TO_IT = frozenset({"if", "otherwise", "may", "if_cant", "if_not_done"})
"""Keys a step's clause does not say ("if [c]", "otherwise", "may"): written elsewhere."""


def several_then_words(step: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[Up to two targets X], then ready them / they gain Anchored": the steps after one
    that chose several objects (6.5.b) say "them" / "they" — "it" would name one of them,
    which the reader refuses; None when ``step`` did not choose several."""
    then = step.get("then") or []
    several = int(step.get("up_to", 0) or 0) >= 2 or bool(step.get("any_number"))
    if not several or not then or any(t.get("subject") != "it" for t in then):
        return None
    if any(set(t) & _MORE_TO_IT for t in then):  # "…, then if [c], they …": not said here
        raise Unwritable("a condition on the steps after several objects chosen")
    said = [they_clause(clause(t)) for t in then]
    if any(s is None for s in said):
        raise Unwritable("'them' after several objects chosen")
    return ", then ".join(s[:1].lower() + s[1:] for s in said if s is not None)
