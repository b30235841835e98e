"""Durations bounded by the OTHER player's turn (issue 30, session 34 "gj"): "until your
opponent's next turn", "until the end of your opponent's next turn", and "until [the end of]
their next turn" where "their" names the opponents the step acts on.

A turn is a player's, in the Afternoon only (4.2.3.b-d): an Emblem-Ongoing lasting "until
your opponent's next turn" is over as the Emblem's controller's opponent (1.2.1.b; the engine
plays two players, 1.1.2.a) takes their next turn (4.2.3.d) — a later Day's if they have
passed; one lasting "until the end of your opponent's next turn" lasts through that turn and
is over as it ends (4.2.3.e). Each is an end point the event that creates the Emblem defines
(2.2.15.c), beside "until your next turn" (g110) and "until the end of your next turn" (g1).

"their next turn" is the opponent's only when the step names opponents: "Target opponent
can't play Spells until the end of their next turn", "Characters your opponents control get
-1 {M} until their next turn". Said of anything else ("Target Character gains [[Defender]]
until the end of their next turn": its controller, maybe you?) it is refused, naming the
words — whose turn ends it is the judge's. "until your next Noon" is "until the next Noon":
a phase is no player's (4.2.a).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase

OPPONENTS_NEXT_TURN = "until your opponent's next turn"
END_OF_OPPONENTS_NEXT_TURN = "until the end of your opponent's next turn"
"""The durations' words in the card format (scenarios.cards.vocabulary.DURATIONS)."""

THEIR_NEXT_TURN = "until their next turn"
END_OF_THEIR_NEXT_TURN = "until the end of their next turn"
"""The words "their next turn" as read, before :func:`their_next_turn_bound` says whose."""

_BOUND = {THEIR_NEXT_TURN: OPPONENTS_NEXT_TURN, END_OF_THEIR_NEXT_TURN: END_OF_OPPONENTS_NEXT_TURN}

_OPPONENTS_SAID = ("target opponent", "your opponents", "each opponent", "opponents", "an opponent")
"""How a "can't" said of the opponents begins ("Target opponent can't play Spells")."""


class TurnDurationSemantics(SemanticsBase):
    """One function per rule of the block "gj" of altered.lark (durations)."""

    def gj_opponents_next_turn_time(self, _: list[Any]) -> str:
        """ "until [the start of] your opponent's next turn": over as they take it (4.2.3.d)."""
        return OPPONENTS_NEXT_TURN

    def gj_end_of_opponents_next_turn_time(self, _: list[Any]) -> str:
        """ "until the end of your opponent's next turn": over as it ends (4.2.3.e)."""
        return END_OF_OPPONENTS_NEXT_TURN


_PHASES = ("Morning", "Noon", "Afternoon", "Dusk", "Night")


def your_next_phase(said: str) -> str | None:
    """ "until your next Noon": "until the next Noon" (g110's end point, as that phase next
    begins) — a phase is every player's, none's own (4.2.a); None for any other words."""
    words = said.split()
    if len(words) == 4 and [w.lower() for w in words[:3]] == ["until", "your", "next"]:
        phase = words[3].capitalize()
        return f"until the next {phase}" if phase in _PHASES else None
    return None


def their_said(said: str) -> str | None:
    """The words "their next turn" as read (``said``: gd's rule's printed words), or None for
    "its controller's" / "that player's", which stay refused."""
    words = said.lower().split()
    if "their" not in words:
        return None
    return END_OF_THEIR_NEXT_TURN if "end" in words else THEIR_NEXT_TURN


def _names_opponents(step: dict[str, Any]) -> bool:
    """Whether ``step`` acts on the opponents or on what they control (1.2.1.b)."""
    if "opponent" in str(step.get("subject", "")):
        return True
    if (step.get("filter") or {}).get("controller") == "opponent":
        return True
    cant = str((step.get("ongoing") or {}).get("cant") or "").lower()
    return cant.startswith(_OPPONENTS_SAID)


def their_next_turn_bound(found: Any, step: dict[str, Any] | None = None) -> None:
    """Each "their next turn" of ``found`` made the opponent's where its step names the
    opponents; refused otherwise (4.2.3.d-e, 2.2.15.c), naming the words."""
    if isinstance(found, list):
        for item in found:
            their_next_turn_bound(item, step)
        return
    if not isinstance(found, dict):
        return
    if "action" in found:
        step = found
    for key, value in list(found.items()):
        if key == "duration" and value in _BOUND:
            if step is None or not _names_opponents(step):
                said = value.removeprefix("until ")
                raise NotRead(
                    said,
                    f"'{said}' said of no opponent: whose next turn ends it (its controller's,"
                    " maybe the effect's own) is the judge's (4.2.3.d-e, 2.2.15.c) — resolve"
                    " by hand",
                    "gd_their_next_turn",
                )
            found[key] = _BOUND[value]
        else:
            their_next_turn_bound(value, step)
