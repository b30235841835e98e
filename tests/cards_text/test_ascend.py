"""Ascend (7.3.3.a) and attempting to (7.5.3.a) as printed text: "[Expedition] Ascends" and
the trigger "When my Expedition / one of your Expeditions attempts to Ascend", read by the
printed-text reader and played on a board."""

from __future__ import annotations

from engine import GameBuilder, find

from ..engine.helpers import rules_of
from .helpers import executed, fields, play, read, steps

CLIMBER = "{J} My Expedition Ascends."
WATCHER = "When my Expedition attempts to Ascend — I gain 1 boost."


def test_7_3_3_a_expedition_ascends_is_the_keyword_action() -> None:
    assert steps(executed(read("{H} Target Expedition Ascends."))) == [
        {"action": "ascend", "subject": "target_expedition"}
    ]
    assert steps(executed(read(CLIMBER))) == [{"action": "ascend", "subject": "my_expedition"}]


def _board(ascended: bool) -> GameBuilder:
    b = (
        GameBuilder()
        .in_hand("p1", "Climber", **fields(executed(read(CLIMBER, name="Climber"))))
        .in_expedition("p1", "hero", "Watcher", **fields(executed(read(WATCHER, name="Watcher"))))
        .mana("p1", 1)
    )
    return b.ascended("p1:hero") if ascended else b


def test_7_5_3_a_an_ascended_expedition_told_to_ascend_attempts_to() -> None:
    reaction = executed(read(WATCHER)).model.abilities[0].reaction
    assert reaction is not None and reaction.trigger == "my_expedition_attempts_to_ascend"
    state, entries = play(_board(ascended=True), "Climber")
    assert state.objects[find(state, "Watcher")].boosts == 1
    assert {"7.5.3.a", "7.3.3.a", "6.3.f"} <= rules_of(entries)


def test_7_3_3_a_an_expedition_that_ascends_does_not_attempt() -> None:
    state, entries = play(_board(ascended=False), "Climber")
    assert state.objects[find(state, "Watcher")].boosts == 0
    # No Reaction of Watcher activates; the trace says why, citing 7.5.3.a.
    assert not any(e.text.startswith("Reaction-activating step: Watcher") for e in entries)
    (line,) = [e for e in entries if "not an attempt to Ascend" in e.text]
    assert "the Reaction of Watcher does not activate" in line.text
    assert "7.5.3.a" in line.rules
    assert "6.3.f" not in rules_of(entries)  # nothing activated
