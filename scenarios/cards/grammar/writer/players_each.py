"""id40 (issue 30): the writer's words for a step several players each do as their own
(``players_do``, 1.4.7.b, 6.1.h) when the plain third person would be read as another
step. "Each opponent draws a card" is read as the draw of the players named
(``subject``: "opponent", the grammar's ``player_draws``), not as each of them doing the
step "Draw a card" as its own; "Target opponent draws" names a target of the draw. So:

* "[X]. Then, each player may do the same." / "Target opponent does the same.": the step
  just before, done again by the players named (the reader's ``players_do_same``), written
  so whenever the step is that step again — the cards' own words;
* otherwise, for the draw, the players said as only the players-acting slot reads them:
  "Each of your opponents draws …", "You and each of your opponents each draw …",
  "Target an opponent. They draw …" (the wording ``wordings.py`` folds to the acting
  players' verb).

Every wording is read back before it is used (as ``or_step_sentences`` does): one that
does not read to the same steps is not written here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_SAME_WHO = {
    "each_player": "each player",
    "each_opponent": "each opponent",
    "target_opponent": "target opponent",
}
"""The players of "[players] does / may do the same" (altered.lark, ``acting_players``)."""

_DRAW_WHO = {
    ("each_opponent", False): "Each of your opponents draws",
    ("each_opponent", True): "Each of your opponents may draw",
    ("each_player", False): "You and each of your opponents each draw",
    ("target_opponent", False): "Target an opponent. They draw",
}
"""The players of a draw each of them does as their own, said as the acting-players slot
reads them (never the ``player`` slot of "Each opponent draws", another reading)."""

_OWN = frozenset({"action", "amount"})
"""The keys of a plain draw ("Draw two cards") these words say."""


def _reads_as(text: str, steps: list[Step]) -> bool:
    from scenarios.cards.grammar.first import grammar_effect

    found, _ = grammar_effect(text if text.endswith(".") else text + ".")
    return found == steps


def done_the_same_words(before: Step, step: Step, said_before: list[str]) -> str | None:
    """ "Then, each opponent may do the same" / "Target opponent does the same" for ``step``
    when it is the step ``before`` again, done by the players named (1.4.7.b, 6.1.h), each
    deciding their own "may" (6.5.c); ``said_before``: the sentences of ``before``. ``None``
    when it is not, or when the words would not read back to the two steps."""
    players = step.get("players_do")
    if players not in _SAME_WHO or "players_do" in before:
        return None
    own = {k: v for k, v in step.items() if k not in ("players_do", "may")}
    if own != before or before.get("may"):
        return None
    who = _SAME_WHO[str(players)]
    said = (
        f"Then, {who} may do the same" if step.get("may") else f"{who.capitalize()} does the same"
    )
    text = " ".join(s if s.endswith(".") else s + "." for s in [*said_before, said])
    return said if _reads_as(text, [before, step]) else None


def players_draw_words(
    step: Step, players: str, may: bool, clause: Callable[[Step], str]
) -> str | None:
    """ "Each of your opponents draws two cards" for the draw ``step`` (without its
    ``players_do`` and ``may``) each of ``players`` does as their own; ``None`` for another
    step. A plain draw no wording here reads back to is :class:`Unwritable`: its plain
    third person ("Each player may draw two cards") is the players' draw, another reading."""
    if step.get("action") != "draw" or set(step) - _OWN:
        return None
    from scenarios.cards.grammar.writer.objects import Unwritable

    who = _DRAW_WHO.get((players, may))
    verb, _, rest = clause(step).partition(" ")
    said = f"{who} {rest}"
    whole = {**step, "players_do": players, **({"may": True} if may else {})}
    if who is None or verb.lower() != "draw" or not rest or not _reads_as(said, [whole]):
        raise Unwritable(f"a draw {players.replace('_', ' ')} does as their own, said alone")
    return said
