"""The Nth time an event happens to the bearer in a period, as a trigger (issue 30): "When I
gain 1 or more boosts for the second time this turn —" activates on the Nth match of the
period only (a Day 4.2.a, a turn 4.2.3.b; once per matching atomic action, 6.3.g); the
bearer's moves between zones (1.4.4.a) and a group subject (6.3.g) refused by name. Every
sentence here is invented for the test."""

from __future__ import annotations

import pytest

from engine import GameBuilder

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, not_executed, play, read


def _drawn(runner: str, trigger: str) -> tuple[int, set[str]]:
    """p1 plays a Character whose {J} is ``runner``, with ``trigger`` — Draw a card: how
    many cards p1 drew, and the rules the activations cite."""
    text = f"{{J}} {runner}  {trigger} \u2014 Draw a card."
    f = fields(executed(read(text, name="Runner")))
    b = GameBuilder().in_hand("p1", "Runner", **f).mana("p1", 1).deck_of("p1", 6)
    state, entries = play(b, "Runner")
    while state.pending is not None and state.pending.kind == "choose_reaction":
        state = choose(state, pending(state).option_ids()[0])
        state, more = until_decision(state)
        entries = (*entries, *more)
    activations = tuple(e for e in entries if e.text.startswith("Reaction-activating"))
    return len(state.zone("hand:p1")), rules_of(activations)


@pytest.mark.parametrize(
    ("runner", "event"),
    [
        ("I gain 1 boost. I gain 1 boost.", "I gain 1 or more boosts"),
        ("Exhaust me. Ready me. Exhaust me. Ready me.", "I become ready"),
        ("Exhaust me. Ready me. Exhaust me.", "I become exhausted"),
    ],
)
@pytest.mark.parametrize("period", ["this turn", "this Day"])
def test_4_2_a_the_reaction_activates_on_the_nth_occurrence_only(
    runner: str, event: str, period: str
) -> None:
    every, _ = _drawn(runner, f"When {event}")
    first, _ = _drawn(runner, f"When {event} for the first time {period}")
    second, rules = _drawn(runner, f"When {event} for the second time {period}")
    third, _ = _drawn(runner, f"When {event} for the third time {period}")
    # two occurrences: every one draws twice; the first and the second once each; no third
    assert (every - third, first - third, second - third) == (2, 1, 1)
    assert {"4.2.a", "4.2.3.b", "6.3.g"} <= rules


def test_1_4_4_a_the_bearers_moves_between_zones_are_refused_by_name() -> None:
    for event in ("I leave play", "I go to Reserve", "I am sacrificed", "I join an Expedition"):
        for period in ("this turn", "this Day"):
            text = f"When {event} for the second time {period} \u2014 Draw a card."
            assert "1.4.4.a" in not_executed(read(text))


def test_6_3_g_a_group_subject_is_refused_by_name() -> None:
    for subject in (
        "a Character gains [[Anchored]]",
        "a Character you control becomes exhausted",
        "a Soldier gains 1 or more boosts",
        "an opponent passes",
    ):
        text = f"When {subject} for the first time this turn \u2014 Draw a card."
        assert "counted apart or all of them together" in not_executed(read(text))
