"""A moment of a sandbox session's timeline: an immutable engine state with the line that
led to it, and the rules that line cites; and the error a session raises when the judge
asks for what cannot be done now. Pure Python: no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import GameState, TraceEntry
from engine.why.trace import named_rules, named_text


class SandboxError(Exception):
    """Something the judge asked for cannot be done now; the message says why (and the
    rule, when a rule forbids it). The session is unchanged."""


@dataclass(frozen=True, slots=True)
class Moment:
    """One point of the timeline: the state, and what led to it.

    ``source`` is ``"start"``, ``"engine"`` (a step of the rules), ``"script"`` (an item of
    the scenario's script), ``"judge"`` (an answer or play made in the sandbox) or ``"edit"``
    (the judge changed the board by hand, outside the rules).
    """

    state: GameState
    text: str
    source: str
    rules: tuple[str, ...] = ()
    action_rules: tuple[str, ...] = ()
    script_pos: int = 0
    entry: TraceEntry | None = None
    choice: tuple[str, ...] = ()  # the option ids a "judge" moment answered with

    @property
    def also(self) -> tuple[str, ...]:
        """The rules only relevant to this moment's line, none deciding it (a parent, an
        overview, a definition of a word it uses: engine/why/deciding.py)."""
        return self.entry.also if self.entry is not None else ()

    @property
    def cited(self) -> tuple[str, ...]:
        """Every rule this moment cites: the engine's, then the keyword actions' (7.3)."""
        return tuple(dict.fromkeys((*self.rules, *self.action_rules)))

    def cited_in(self, revealed: frozenset[str]) -> tuple[str, ...]:
        """The rules cited where the hidden cards of the zone kinds ``revealed`` are named:
        a note about a card in a Hand cites 1.2.4.d only where it is named (3.1.3.f)."""
        unnamed = self.entry.unnamed if self.entry is not None else ()
        return tuple(
            dict.fromkeys((*named_rules(self.rules, unnamed, revealed), *self.action_rules))
        )


def shown_text(moment: Moment, revealed: frozenset[str]) -> str:
    """A moment's line naming the hidden cards of the zone kinds ``revealed`` ("hand",
    "deck") — what the board shows; the others stay "a card" (3.1.3.f)."""
    unnamed = moment.entry.unnamed if moment.entry is not None else ()
    return named_text(moment.text, unnamed, revealed)
