"""What Progress did, read from its event: which Expeditions moved forward and due to which
terrains (4.2.4.j), and which failed to move forward (4.2.4.i, 7.5.7.a).

An Expedition "moves forward due to [terrain]" only if it moves forward (4.2.4.j): the
terrains are said for the Expeditions the event moved, not for those the comparison chose.

An Expedition "fails to move forward" if it does not move forward during Progress, unless
tiebreakers have started (4.2.4.i, 7.5.7.a) — whatever the reason: it lost the comparison
(4.2.4.b), a Defender kept it (7.4.2.b), a "can't" made the move impossible (1.4.1.c), or
a replacing modifier put something else in the move's place (6.2.b: "If my Expedition would
move forward, you may discard me instead ..."). So the failures are read from the Progress
event itself, once its modifiers have applied, not from the comparison that chose the
Expeditions to move: every Expedition without a move-forward atomic action in the event
failed. The "When my Expedition fails to move forward" Reactions watching them activate
with that event (6.3.f, 6.3.h), and the trace says which Expeditions failed — and, for one
Progress meant to move, that it did not after all.

Progress, Dusk's daily effect (:func:`engine.day.dusk.progress`), is the step citing
Progress's own rule (4.2.4.b): no effect makes an Expedition fail to move forward (4.2.4.i,
Remark: never outside Progress).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.byhand import fail_notes
from engine.pipeline.condition_misses import missed_by_condition
from engine.pipeline.due_to import ascension_terrains, due_to_terrains, terrain_words
from engine.pipeline.forward_triggers import fail_activations, unfailed_fail_watchers
from engine.reading.passives import expedition_members
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.why.table import why

__all__ = ["is_progress", "progress_outcome"]

Notes = tuple[tuple[str, tuple[str, ...]], ...]


def is_progress(step: Step) -> bool:
    """Whether ``step`` is Progress, Dusk's daily effect (4.2.4.b)."""
    return step.kind is ActionKind.MOVE_FORWARD and set(why("dusk.progress")) <= set(step.rules)


def _where(expedition: str) -> str:
    return zone_words(z.zone_of_expedition(expedition))


def progress_outcome(
    before: GameState, steps: Iterable[Step], events: Iterable[Event]
) -> tuple[tuple[Activation, ...], Notes]:
    """For a Progress step: the trace's notes with their rules — the terrains each
    Expedition moved forward due to, and which Expeditions failed to move forward — and the
    activations of the "fails to move forward" Reactions (4.2.4.i, 6.3.f). Empty for any
    other step and once tiebreakers have started (4.3.e, 7.5.7.a)."""
    progress = [s for s in steps if is_progress(s)]
    if not progress or before.tiebreakers:
        return (), ()
    moves = [ev.expedition for ev in events if ev.kind is ActionKind.MOVE_FORWARD]
    moved = [e for e in dict.fromkeys(moves) if e is not None]
    notes: list[tuple[str, tuple[str, ...]]] = list(_moved_notes(before, moved))
    failed = frozenset(e for e in before.expedition_ids() if e not in moved)
    meant = {e for s in progress for e in s.expeditions}
    kept = [_where(e) for e in sorted(failed) if e in meant]
    if kept:
        # 4.2.4.i: it did not move forward during Progress, whatever took the move's place.
        verb = "does" if len(kept) == 1 else "do"
        notes.append(
            (
                f"{' and '.join(kept)} {verb} not move forward after all, so "
                f"{'it fails' if len(kept) == 1 else 'they fail'} to move forward",
                why("dusk.unmoved_fails"),
            )
        )
    # Empty Expeditions fail too, but a judge has nothing to learn from them.
    lost = [_where(e) for e in sorted(failed) if e not in meant and expedition_members(before, e)]
    if lost:
        verb = "fails" if len(lost) == 1 else "fail"
        notes.append(
            (f"{', '.join(lost)} {verb} to move forward", why("dusk.fails_to_move_forward"))
        )
    # 7.5.7.a: a "fails to move forward" Reaction whose Expeditions all moved forward does
    # not activate — said, as a judge is asked why it did not.
    for name, watched in unfailed_fail_watchers(before, failed):
        where = " and ".join(_where(e) for e in watched)
        verb = "moves" if len(watched) == 1 else "move"
        notes.append(
            (
                f"the “fails to move forward” Reaction of {name} does not activate: "
                f"{where} {verb} forward",
                why("reaction.not_failed"),
            )
        )
    notes.extend((n, (r,)) for n, r in fail_notes(before, failed))  # left to the judge
    activations = fail_activations(before, failed)
    # 6.3.b, 6.3.k: a "fails to move forward" Reaction whose trigger condition is false is
    # said at the moment it does not activate, as for any other trigger.
    notes.extend(
        missed_by_condition(
            before, before, events, activations, lambda b, _a, _e: (fail_activations(b, failed), ())
        )
    )
    return activations, tuple(notes)


def _moved_notes(before: GameState, moved: list[str]) -> Notes:
    """ "p1's hero Expedition moves forward due to Forest" for each Expedition the event
    moved (4.2.4.j) — " (tied in Water: Ascended)" when a tie moved it (4.2.4.e, 4.2.4.k)
    — and who moved them: the rules of Dusk, so neither player (7.5.6.a, 7.5.6.e)."""
    if not moved:
        return ()
    notes: list[tuple[str, tuple[str, ...]]] = []
    for e in moved:
        tied = ascension_terrains(before, e)
        by = f" (tied in {terrain_words(tied)}: Ascended)" if tied else ""
        rules = (*why("dusk.due_to"), *(why("dusk.ascension") if tied else ()))
        notes.append(
            (
                f"{_where(e)} moves forward due to {terrain_words(due_to_terrains(before, e))}{by}",
                rules,
            )
        )
    # 7.5.6.a-e: no effect names a player or has a controller, and an Expedition is no
    # object with one: "When you ..." Reactions do not look at these moves.
    notes.append(
        ("the rules of Dusk move them forward: neither player does it", why("dusk.progress_nobody"))
    )
    return tuple(notes)
