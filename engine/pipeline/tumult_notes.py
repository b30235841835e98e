"""The Tumult cards an Expedition's move flipped face-up, said on the move's line (7.3.25.b):
the board shows the flip, the judge reads why — moving into or past half a face-down Tumult
card flips the whole card, both of its regions, and the Expedition still moves."""

from __future__ import annotations

from collections.abc import Iterable

from engine.state.actions import ActionKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

_MOVES = (ActionKind.MOVE_FORWARD, ActionKind.MOVE_BACKWARDS)


def tumult_flip_notes(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Tumult card face-down before the step and face-up after
    it, when the step moved an Expedition: "the Tumult card of regions 5 and 6 is flipped
    face-up: moving into half of it flips the whole card (7.3.25.b)"."""
    if not any(ev.kind in _MOVES for ev in events):
        return ()
    flipped: dict[int, list[str]] = {}
    for was, now in zip(before.adventure, after.adventure, strict=False):
        if was.tumult_card is not None and not was.face_up and now.face_up:
            number = now.id.removeprefix("region")
            flipped.setdefault(was.tumult_card, []).append(number if number.isdigit() else now.name)
    out: list[tuple[str, tuple[str, ...]]] = []
    rules = why("action.tumult_flipped")
    for numbers in flipped.values():
        regions = " and ".join(numbers)
        noun = "regions" if len(numbers) > 1 else "region"
        out.append(
            (
                f"the Tumult card of {noun} {regions} is flipped face-up: moving into or past "
                f"half of a face-down Tumult card flips the whole card ({', '.join(rules)})",
                rules,
            )
        )
    return tuple(out)
