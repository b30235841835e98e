"""What happens to the players who can't do a step they do in turn (issue 30, eng83):
"Each opponent puts a card from their hand in their Reserve. If they can't, they draw a
card." / "… Those who can't draw a card instead." (the lexer says "Those who can't [X]
instead" as "If they can't, they [X]", wordings.py) / "Target opponent sacrifices a
Character. If they can't, draw a card."

Each acting player does the step as its own (1.4.7.b), in initiative order (6.1.h); one who
can do none of it (6.1.g — an empty hand, no Character) does what follows "If they can't"
instead, and only that player: the follow-up rides on that player's own step
(``if_cant``), never on the others'. A follow-up "they [step]" is that player's own step
(the player is "you" in it); one said for "you" ("draw a card", "I gain 2 boosts") is the
effect's controller's (``follow_ups_yours``) — read only where the acting players are one
player in a two-player game (1.2.1.b: each opponent, the target opponent / player), since
"you draw a card" once per player who can't is not said. Both in one sentence, or "If they
can't" after a step no other player does, is refused by name."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import REFERRED_PLAYERS
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.decided_follow_ups import ONE_PLAYER_DECIDES
from scenarios.cards.grammar.semantics.players_in_turn import (
    EACH_CHOOSES,
    TARGET_CHOOSES,
    TARGET_PLAYER_CHOOSES,
)
from scenarios.cards.grammar.tree import Sentence

_OWN_STEPS: dict[str, tuple[str, str, str]] = {
    said.format(one=one): (players, action, own)
    for one, players in (("player", "each_player"), ("opponent", "each_opponent"))
    for (action, own), said in EACH_CHOOSES.items()
} | {
    said: (players, action, own)
    for table, players in (
        (TARGET_CHOOSES, "target_opponent"),
        (TARGET_PLAYER_CHOOSES, "target_player"),
    )
    for (action, own), said in table.items()
}
"""The one-step subjects in which each player chooses their own ("a_card_from_each_opponents_
hand") -> (the players, the action, the subject as the acting player says it)."""

_PLAYER_SUBJECTS = {
    "each_player": "each_player",
    "each_opponent": "each_opponent",
    "opponent": "each_opponent",
    "target_opponent": "target_opponent",
    "target_player": "target_player",
}
"""Subjects of a step a player does with no object ("Each opponent draws a card", "Target
opponent [Resupplies]") -> the players doing it."""


class PlayersWhoCantSemantics(SemanticsBase):
    """ "If they can't, [step]" (the grammar's "players who can't" section)."""

    @v_args(meta=True)
    def then_players_step(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "[Players] [X], then [verb]s [Y]": Y the same players' next step, each doing it
        as their own (6.1.c, 1.4.7.b) — read as "[Players] [Y]" is."""
        steps, step = items[0], items[-1]
        last = steps[-1] if steps else {}
        players = last.get("players_do") or _PLAYER_SUBJECTS.get(str(last.get("subject", "")))
        if players is None or last.get("then") or len(steps) != 1:
            raise NotRead(
                "then", "which players do the step after 'then' is not read yet", "then_chain"
            )
        acting = self._acting(meta, players, step, may=False)  # type: ignore[attr-defined]
        return [*steps, acting]

    def if_they_cant(self, items: list[Any]) -> Sentence:
        """ "If they can't, [step]": after a step other players do (6.1.g, 1.4.7.b)."""
        return Sentence(items[0], "if_you_cant", "if_they_cant")


def in_turn(step: Step) -> Step:
    """``step`` — the step "If they can't" follows — as one each acting player does as their
    own (``players_do``), so what they can't do is found per player (6.1.g): a step read as
    one in which each chooses their own ("a_character_each_opponent_controls") or done by
    players named as its subject ("Each opponent draws a card") is said again so; a step no
    other player does is refused."""
    if step.get("players_do"):
        return step
    subject = str(step.get("subject", ""))
    own = _OWN_STEPS.get(subject)
    if own is not None and step.get("action") == own[1]:
        players, _, mine = own
        return {**step, "subject": mine, "players_do": players}
    named = _PLAYER_SUBJECTS.get(subject)
    if named is not None and step.get("action") in ("draw", "resupply"):
        return {**{k: v for k, v in step.items() if k != "subject"}, "players_do": named}
    raise NotRead(
        "if they can't",
        "'If they can't' after a step no other player does names no player who could not",
        "if_they_cant",
    )


def their_own_after(step: Step, follow: list[Step]) -> bool:
    """Whether "If they do / don't, they [step]" follows ``step``, a step read as one in
    which each player it names chooses their own ("Each opponent may sacrifice a Character",
    "Target opponent may discard a card from their hand"): the follow-up is that player's own
    (1.4.7.b), so ``step`` is said again as one each of them does as their own
    (:func:`in_turn`), whose follow-ups are bound as after any such step (gram64)."""
    own = _OWN_STEPS.get(str(step.get("subject", "")))
    return (
        own is not None
        and step.get("action") == own[1]
        and bool(step.get("may"))
        and not step.get("players_do")
        and any(t.get("players_do") == REFERRED_PLAYERS for t in follow)
    )


def cant_in_turn(step: Step) -> bool:
    """Bind the ``if_cant`` follow-ups of ``step``, a step players do in turn: True when read
    (the follow-ups may stay), False when ``step`` has none or other follow-ups too."""
    follow = step.get("if_cant") or []
    others = ("then", "if_not_done", "otherwise", "also")
    if not follow or step.get("may") or any(step.get(k) for k in others):
        return False
    theirs = [t for t in follow if t.get("players_do") == REFERRED_PLAYERS]
    if len(theirs) == len(follow):
        # "If they can't, they draw a card": the acting player's own step (1.4.7.b)
        step["if_cant"] = [{k: v for k, v in t.items() if k != "players_do"} for t in follow]
        return True
    if theirs:
        raise NotRead(
            "they",
            "after 'If they can't', steps of theirs and steps of yours both follow: not read "
            "yet (resolve it by hand)",
            "if_they_cant",
        )
    if step.get("players_do") not in ONE_PLAYER_DECIDES:
        raise NotRead(
            "if they can't",
            "after 'each player', a step of yours for each player who can't is not read yet "
            "(resolve it by hand)",
            "if_they_cant",
        )
    step["follow_ups_yours"] = True  # "If they can't, draw a card": yours (6.1.g)
    return True
