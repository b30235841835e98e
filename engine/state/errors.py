"""Exceptions raised by the rules engine.

Every refusal of a request names the rule that forbids it, so a judge reading the message
can look the rule up. States are immutable, so a refused request never changes a state.
"""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalAction(EngineError, ValueError):
    """A request the rules forbid (e.g. exhausting an exhausted object, 7.3.16.b).

    ``rule`` is the id of the governing rule; the message always contains it. ``also``:
    rules cited beside it (a cost's own rule and the keyword action's, 2.5.h and 7.3.38.b).
    """

    def __init__(self, message: str, rule: str, also: tuple[str, ...] = ()) -> None:
        super().__init__(f"{message} (CR {rule})")
        self.rule = rule
        self.also = also


class AwaitingDecision(EngineError):
    """The engine cannot advance: a player must first answer the pending decision."""


class GameOver(EngineError):
    """The game has ended (4.2.5.d); nothing more can happen."""


class NotImplementedRule(EngineError, NotImplementedError):
    """The request needs a part of the rules this engine does not model yet."""
