"""A Character that changes Expedition without joining one, said as it happens (7.4.4.n).

7.4.4.n: "If a Gigantic Character would switch Expeditions, the card representing it
switches Expeditions. As long as it remains Gigantic, the Character itself does not leave
nor join either Expedition." The board shows the card in its new Expedition; the judge
needs to hear, at that moment and whether or not some Reaction watches, that the Character
changed nothing: it is in both of its controller's Expeditions before and after (7.4.4.b),
so no "joins"/"leaves" trigger and no "my Expedition" count sees it move. (A Reaction that
would have activated says so too, :mod:`engine.pipeline.zone_triggers`.)
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import expeditions_of, is_gigantic
from engine.state.actions import ActionKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why


def changed_without_joining(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each Gigantic Character whose card switched Expeditions in
    ``events``: it is in the same Expeditions before and after, having joined and left
    none (7.4.4.n)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in events:
        oid = ev.object_id
        if ev.kind is not ActionKind.SWITCH_EXPEDITIONS or oid is None:
            continue
        if oid not in before.objects or oid not in after.objects:
            continue
        if not (is_gigantic(before, oid) and is_gigantic(after, oid)):
            continue
        if expeditions_of(before, oid) != expeditions_of(after, oid):
            continue
        name = after.name(oid)
        player = after.objects[oid].controller
        out.append(
            (
                f"{name} is Gigantic: only its card switches Expeditions — {name} stays in "
                f"both of {player}'s Expeditions, and neither leaves nor joins either",
                why("expedition.gigantic_switch"),
            )
        )
    return tuple(dict.fromkeys(out))
