"""The actor slot (gram43, issue 30): the players a card names as doing, choosing or being
kept from something — the rules of ``altered.lark`` that take an actor where the grammar
read only "you" (1.4.7, 6.1.h) or only an object (the passive voice).

"Your opponents can't target Illusions", "Your opponents' effects can't target me": the
restriction's subject is a player; it says what "[objects] can't be targeted by your
opponents" says — those objects are no suitable target for an opponent's choices (6.5.b,
1.4.1.a) — and is read as that passive is (``cant_be``, action ``target_by_opponent``)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be


class ActorSemantics(SemanticsBase):
    """Restrictions whose subject is the players kept from acting (1.4.1.a, 6.5.b)."""

    def opponents_cant_target_group(self, items: list[Any]) -> dict[str, Any]:
        """ "Your opponents can't target Characters you control"."""
        return cant_be(["target_by_opponent"], items[-1], yours=False)

    def opponents_cant_target_me(self, _: list[Any]) -> dict[str, Any]:
        """ "Your opponents can't target me": "I can't be targeted by your opponents"."""
        return cant_be(["target_by_opponent"], None, yours=False)


THEY = "they"
"""The controller a description says with "they control" until the player who decided is
known (:func:`bind_their`); never left in a reading."""

_OPPONENT_DECIDES = frozenset({"target_opponent", "opponent_each", "each_opponent", "opponent"})
"""Who decided a "may" when "they" in its follow-up is that player: bound to the very player
who decided as the follow-up is made (``DECIDER``, :func:`engine.steps.outcome.following`),
not to any opponent of the effect's controller."""

DECIDER = "decider"
"""The filter's controller of "they control" so bound: the engine's
``engine.state.conditions.DECIDER``, made "you" or "opponent" as the follow-up happens."""

_FOLLOW_UPS = ("if_not_done", "then")


class TheyControlSemantics(SemanticsBase):
    """ "[object] they control": the controller the actor before names (bound later)."""

    def they_control(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", THEY)


def bind_their(steps: list[Step]) -> list[Step]:
    """``steps`` with "they control" in the follow-up of an opponent's decision ("Target
    opponent may pay {2}. If they don't, discard target Character they control") said as
    the deciding player's — the one the step names, who the engine asks (1.4.7, 6.5.c) —
    not any opponent's; a "they control" anywhere else (whose it is not said) is
    refused."""
    out: list[Step] = []
    for step in steps:
        step = dict(step)
        decider = str(step.get("players_do") or step.get("subject") or "")
        for key in _FOLLOW_UPS:
            follow = step.get(key)
            if isinstance(follow, list) and step.get("may") and decider in _OPPONENT_DECIDES:
                step[key] = [_theirs(s, DECIDER) for s in follow]
        out.append(step)
    out = _after_target_opponent(out)
    if _said_they(out):
        raise NotRead(
            "they control", "who 'they' are in 'they control' is not said here", "they_control"
        )
    return out


TARGETED_OPPONENT = "opponent"
"""The controller "they control" names in a sentence after one where target opponent acted
("Target opponent draws a card. Target Character they control gains 2 boosts."): the player
that step targeted (6.5.b) — in the engine's two-player game the one opponent there is
(1.2.1.b; ``engine.steps.players_in_turn.acting_players`` finds the same player)."""


def _after_target_opponent(steps: list[Step]) -> list[Step]:
    """``steps`` with "they control" in a sentence just after a step target opponent does
    (gram91: "Target opponent draws a card. Then, target Character they control gains 1
    boost.") said as that targeted player's — "they" naming the one player the sentence
    before named (6.5.b, 1.4.7.b); after any other step it stays unbound (refused)."""
    from scenarios.cards.grammar.references import player_introduced

    out: list[Step] = []
    for step in steps:
        before = player_introduced(out[-1]) if out else None
        if before is not None and before.get("players_do") == "target_opponent":
            step = _bound(step, TARGETED_OPPONENT)
        out.append(step)
    return out


def _bound(node: Any, controller: str) -> Any:
    """``node`` with each "they control" filter said as ``controller``'s."""
    if isinstance(node, dict):
        found = {k: _bound(v, controller) for k, v in node.items()}
        if found.get("controller") == THEY:
            found["controller"] = controller
        return found
    if isinstance(node, list):
        return [_bound(v, controller) for v in node]
    return node


def _theirs(step: Step, controller: str) -> Step:
    found = dict(step)
    if found.get("action") == "sacrifice":
        return found  # one sacrifices only what one controls (7.3.36.a): "they" stays, refused
    flt = found.get("filter")
    if isinstance(flt, dict) and flt.get("controller") == THEY:
        found["filter"] = {**flt, "controller": controller}
    for key, value in found.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            found[key] = [_theirs(v, controller) for v in value]
    return found


def _said_they(node: Any) -> bool:
    if isinstance(node, dict):
        if node.get("controller") == THEY:
            return True
        return any(_said_they(v) for v in node.values())
    if isinstance(node, list):
        return any(_said_they(v) for v in node)
    return False
