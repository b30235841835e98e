"""Whether a player started to do X, for "[Do X]; if you did, [do Y]" (6.5.f).

6.5.f: the condition is true if the player *started* to do X, even if that event was
modified — not whether X changed the game. So "if you did" looks at the start of X:

* X became an event: it was done, whatever it changed.
* X was replaced by an effect done in its place (6.2.b): it was started and modified.
* X happened as an event with no change (1.2.7.d): the player it names did it with nothing
  to move — "they draw a card" with an empty Deck draws all the cards the Deck holds, none
  (3.2.2.e). It was started.
* X could not start: every atomic action of it was impossible (1.4.1.c — a "can't",
  1.4.1.a, or a rule), so it cannot be performed; or it had nothing to act on — no object
  to choose (6.1.g), none left (2.1.d), none named (6.5.h). It was not done.

:func:`started` gives the verdict and what the trace says of it, with the rule that
applied; :mod:`engine.steps.afterwards` queues Y (or not) by it.
"""

from __future__ import annotations

from enum import Enum

from engine.pipeline.resolve import StepOutcome
from engine.state.records import record
from engine.state.steps import Step
from engine.why.sequence_notes import nothing_done, to_cost
from engine.why.table import why

__all__ = ["Start", "Started", "started"]


class Start(Enum):
    """How X began, for "if you did" (6.5.f)."""

    DONE = "done"  # an event that changed the game
    REPLACED = "replaced"  # replaced by an effect done in its place (6.2.b)
    UNCHANGED = "unchanged"  # an event with no change (1.2.7.d)
    IMPOSSIBLE = "impossible"  # every atomic action impossible (1.4.1.c)
    NOTHING = "nothing"  # nothing to act on (6.1.g, 6.5.h, 2.1.d)


@record
class Started:
    """The verdict on X: whether it was started (``done``), how, and the trace's words
    with the rules that decided (empty when X simply happened)."""

    start: Start
    said: str = ""
    rules: tuple[str, ...] = ()

    @property
    def done(self) -> bool:
        """Whether "if you did" holds (6.5.f)."""
        return self.start in (Start.DONE, Start.REPLACED, Start.UNCHANGED)


def started(step: Step, out: StepOutcome) -> Started:
    """Whether the player started to do ``step`` (6.5.f), from what resolving it gave."""
    who = step.controller or "its controller"
    if out.events:
        return Started(Start.DONE)
    if any(alt.replacing for alt in out.alternatives):
        return Started(
            Start.REPLACED,
            f"{who} started to do it and it was replaced, so what depends on it still happens",
        )
    if out.dropped and to_cost(step):
        # "• {T}: Draw a card" with me already exhausted: X is the cost of Y (1.2.5.a), and
        # a cost is paid in full or not at all (6.4.c), so Y does not happen
        return Started(
            Start.IMPOSSIBLE,
            f"{who} did not start to do it (it is impossible), so what depends on it does "
            "not happen — it is the cost of what follows, which cannot be paid in full",
            (*why("effect.did_impossible"), *why("effect.cost_impossible")),
        )
    if out.dropped:
        # 1.4.1.c: an impossible effect cannot be performed — nothing of X began.
        return Started(
            Start.IMPOSSIBLE,
            f"{who} did not start to do it (it is impossible), so what depends on it does "
            "not happen",
            why("effect.did_impossible"),
        )
    if step.players and not step.objects:
        # 1.2.7.d: the player named did it, and it changed nothing (an empty Deck, 3.2.2.e).
        return Started(
            Start.UNCHANGED,
            f"{who} started to do it (an event with no change), so what depends on it "
            "still happens",
            why("effect.did_unchanged"),
        )
    said, rules = nothing_done(step)
    return Started(Start.NOTHING, said, rules)
