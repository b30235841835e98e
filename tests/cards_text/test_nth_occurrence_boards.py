"""The Nth time an event happens to the bearer in a period, as a trigger (issue 30): "When I
gain 1 or more boosts for the second time this turn —" activates on the Nth match of the
period only (a Day 4.2.a, a turn 4.2.3.b; once per matching atomic action, 6.3.g); the
bearer's moves between zones (2.1.d) and a group subject (6.3.g) refused by name. Every
sentence here is invented for the test."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer, find
from engine.pipeline.nth_occurrences import matches_key
from engine.pipeline.turn_limits import turn_counts_cleared
from engine.state.game_state import evolve

from ..engine.helpers import choose, pending, play_card, rules_of, until_decision
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
            assert "2.1.d" in not_executed(read(text))


def test_6_3_g_a_group_subject_is_refused_by_name() -> None:
    for subject in (
        "a Character gains [[Anchored]]",
        "a Character you control becomes exhausted",
        "a Soldier gains 1 or more boosts",
        "an opponent passes",
    ):
        text = f"When {subject} for the first time this turn \u2014 Draw a card."
        assert "counted apart or all of them together" in not_executed(read(text))


def _drawn_after_a_boost(period: str, earlier: int, turn_began: bool) -> int:
    """p1's Character "When I gain 1 or more boosts for the second time [period]" already
    gained boosts ``earlier`` times in the period (the counts in the state), a turn begun
    since when ``turn_began``; p1 plays a Spell giving it 1 boost: cards drawn."""
    text = f"When I gain 1 or more boosts for the second time {period} \u2014 Draw a card."
    f = fields(executed(read(text, name="Keeper")))
    boost = fields(executed(read("Target Character gains 1 boost.", type="Spell", name="Gift")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", **f)
        .in_hand("p1", "Gift", **boost)
        .mana("p1", 1)
        .deck_of("p1", 6)
    )
    state, _ = until_decision(b.at_afternoon().build())
    per = "turn" if period.endswith("turn") else "day"
    key = matches_key(find(state, "Keeper"), 0, per)
    state = evolve(state, reaction_counts={**state.reaction_counts, key: earlier})
    if turn_began:  # a new turn forgets the turn's counts, not the Day's (4.2.3.e, 4.1)
        state = turn_counts_cleared(state)
    hand = len(state.zone("hand:p1")) - 1
    state, _ = play_card(state, "p1", find(state, "Gift"), "spell")
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind in ("target", "pay_mana"):
        d = state.pending  # the Spell's target (Keeper, the only Character), its cost
        state, _ = answer(state, d.id, d.option_ids()[: max(d.min_choices, 1)])
        state, _ = until_decision(state)
    return len(state.zone("hand:p1")) - hand


@pytest.mark.parametrize("period", ["this turn", "this Day"])
def test_4_2_3_b_the_counts_of_earlier_steps_count_and_a_turn_forgets_its_own(
    period: str,
) -> None:
    assert _drawn_after_a_boost(period, earlier=0, turn_began=False) == 0  # the first
    assert _drawn_after_a_boost(period, earlier=1, turn_began=False) == 1  # the second
    assert _drawn_after_a_boost(period, earlier=2, turn_began=False) == 0  # the third
    # a new turn: this turn's boost is its first; this Day's is still its second
    expected = 0 if period == "this turn" else 1
    assert _drawn_after_a_boost(period, earlier=1, turn_began=True) == expected
