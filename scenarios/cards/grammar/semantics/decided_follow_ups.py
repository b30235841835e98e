"""Whose steps follow another player's decision (gram64, issue 30): "Target opponent may
exhaust a Character they control. If they don't, draw a card." / "… If they don't, they
sacrifice a Character."

The player a step names decides its "may" (6.5.c, 1.4.7.b); what follows is said either for
the effect's controller ("draw a card": "you", 6.5.f — the same effect's later step) or for
the player who decided ("they sacrifice a Character": "they" is that player). The engine
plays a step a player does in turn with that player as the controller of its follow-ups
(``players_do``); so a follow-up said for "you" is marked ``follow_ups_yours`` (the effect's
controller does it), and a follow-up "they [step]" is the acting player's own step. After a
step whose subject names the one player who decides ("Target opponent may pay {1}", "Its
controller may draw a card"), whose follow-ups are already the effect's controller's, "they
[step]" is done by the player who decided (``players_do: decider``).

Refused by name: "they" and "you" follow-ups after a step players do in turn in one
sentence (each follow-up list is one player's), and "they" after a decider the engine
finds no one player for (an object chosen by its controller)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import REFERRED_PLAYERS
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Sentence

_FOLLOW_UPS = ("then", "if_not_done")

ONE_PLAYER_DECIDES = frozenset({"target_opponent", "target_player", "each_opponent"})
"""Players of a step done in turn who are one player in the engine's two-player games
(1.2.1.b): their "may" is one decision, its follow-ups one."""

EACH_DECIDES = "_each_player_decides"
"""Mark of "Each player may X. If they do / don't, they Y" read per player (gram91,
semantics/each_player_decides.py): its follow-ups answer each one's own "may" (6.1.h) —
the engine holds every player's step until all decided, then follows each with its own.
Removed as the follow-ups are bound (:func:`decided_in_turn`)."""

_DECIDING_SUBJECTS = frozenset(
    {"target_opponent", "target_player", "opponent", "its_controller", "its_owner"}
)
"""Subjects of a step naming the one player who does and decides it (6.5.c): the engine's
step holds that player, whom a later "they" names."""

THE_DECIDER = "decider"
"""``players_do`` of "they [step]" after another player's decision: that player does it."""


def _theirs(step: Step) -> bool:
    return step.get("players_do") == REFERRED_PLAYERS


def _follow_ups(step: Step) -> list[Step]:
    return [t for key in _FOLLOW_UPS for t in step.get(key) or []]


def decided_in_turn(step: Step) -> bool:
    """``step``, done in turn by one player who decided its "may", with its follow-ups bound
    to whoever they name: True when read so (the follow-ups may stay), False when ``step`` is
    no such step. "They" steps become the acting player's own; "you" steps mark
    ``follow_ups_yours``; both in one reading are refused."""
    each = bool(step.pop(EACH_DECIDES, False))
    if not (step.get("may") and (step.get("players_do") in ONE_PLAYER_DECIDES or each)):
        return False
    follow = _follow_ups(step)
    if not follow or step.get("if_cant"):
        return False
    if step.get("keyword_action"):
        # ia: "Each opponent may [Barter]": the follow-ups of a set's keyword action are in
        # its definition, said for "you" — the player doing it (2.2.12.c, 1.4.7.b)
        return True
    theirs = [t for t in follow if _theirs(t)]
    if not theirs:
        step["follow_ups_yours"] = True  # "If they don't, draw a card": yours (6.5.f)
        return True
    if len(theirs) != len(follow):
        raise NotRead(
            "they",
            "after another player's decision, steps of theirs and steps of yours both follow "
            "it: not read yet (resolve it by hand)",
            "decided_follow_ups",
        )
    for key in _FOLLOW_UPS:
        if step.get(key):
            step[key] = [{k: v for k, v in t.items() if k != "players_do"} for t in step[key]]
    return True


def they_who_decided(steps: list[Step]) -> list[Step]:
    """``steps`` with "If they do / don't, they [step]" after a step whose subject names the
    one player deciding it ("Target opponent may pay {1}") done by that player
    (``players_do: decider``, 1.4.7.b, 6.5.c) — at any depth ("Exhaust target Character. Its
    controller may pay {1}. If they don't, they …")."""
    for step in steps:
        for key in ("then", "if_not_done", "otherwise", "also"):
            nested = step.get(key)
            if isinstance(nested, list) and nested and isinstance(nested[0], dict):
                they_who_decided(nested)
        if not step.get("may") or step.get("players_do"):
            continue
        if not any(_theirs(t) for t in _follow_ups(step)):
            continue
        if str(step.get("subject", "")) not in _DECIDING_SUBJECTS or step.get("you_decide"):
            raise NotRead(
                "they",
                "'they' after this decision names no one player the engine finds yet "
                "(resolve it by hand)",
                "decided_follow_ups",
            )
        for key in _FOLLOW_UPS:
            if step.get(key):
                step[key] = [
                    {**t, "players_do": THE_DECIDER} if _theirs(t) else t for t in step[key]
                ]
    return steps


OPPONENTS_WHO_DID = frozenset({"each_opponent_who_does", "each_opponent_who_doesnt"})
"""The rules of "Each opponent who does / doesn't [step]": the deciding players must be
opponents (``decisions.check_decider``)."""


def _one(step: Any) -> Step:
    if isinstance(step, list):
        if len(step) != 1:
            raise NotRead("who does", "two steps after 'each opponent who does' are not read yet")
        step = step[0]
    return dict(step)


class DecidedFollowUpSemantics(SemanticsBase):
    """ "Each opponent who does / doesn't [step]", "If no one does / If anyone does"."""

    def each_opponent_who_does(self, items: list[Any]) -> Sentence:
        """The opponent who did the optional step does ``step`` as its own (6.5.f, 1.4.7.b)."""
        theirs = {**_one(items[-1]), "players_do": REFERRED_PLAYERS}
        return Sentence([theirs], "if_you_do", "each_opponent_who_does")

    def each_opponent_who_doesnt(self, items: list[Any]) -> Sentence:
        """The opponent who declined the optional step does ``step`` (6.5.c, 1.4.7.b)."""
        theirs = {**_one(items[-1]), "players_do": REFERRED_PLAYERS}
        return Sentence([theirs], "if_you_dont", "each_opponent_who_doesnt")

    def each_player_who_does(self, _: list[Any]) -> Sentence:
        """Refused by name: after "Each player may [X]." it is read as "If they do, they
        [Y]" (players_who_did_words.py, gram114); here no decision of each player is just
        before it (6.5.c, 6.5.f), so who "did" is not said."""
        raise NotRead(
            "each player who",
            "'each player who does / doesn't' follows no decision of each player just before "
            "it (6.5.c, 6.5.f) — resolve it by hand",
            "each_player_who_does",
        )

    def if_no_one_does(self, items: list[Any]) -> Sentence:
        """ "If no one does, [Y]": the one opponent declined (6.5.c; 1.2.1.b)."""
        return Sentence(items[-1], "if_you_dont", "if_no_one_does")

    def if_anyone_does(self, items: list[Any]) -> Sentence:
        """ "If anyone does, [Y]": the one opponent did it (6.5.f; 1.2.1.b)."""
        return Sentence(items[-1], "if_you_do", "if_anyone_does")
