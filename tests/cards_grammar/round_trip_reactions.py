"""The Reaction the writer's round-trip tests put a section's steps in: triggered as the card
enters play or is played from Hand ({J} / {H}, 7.1.1), its effect the section's steps, after
another step of the round trip's or not (6.1.c: each step in order)."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from .test_round_trip import steps as other_steps


@st.composite
def reactions_of(
    draw: st.DrawFn, section_steps: st.SearchStrategy[list[dict[str, Any]]]
) -> dict[str, Any]:
    """A {J}/{H} Reaction: one of ``section_steps``, after another step or not."""
    effect = draw(section_steps)
    if draw(st.booleans()):
        effect = [draw(other_steps()), *effect]
    trigger = draw(st.sampled_from(["enters_play", "played_from_hand"]))
    return {"reaction": {"trigger": trigger, "effect": effect}}
