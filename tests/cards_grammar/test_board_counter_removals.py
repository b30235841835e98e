"""Counter removals (issue 30, session 33) played on boards: "When a Thread counter is removed from
me —" activates when a step removes one (2.5.g) — not for another name, another object, or fewer
than the number said (2.5.g: it had fewer); "When you spend one or more Kelon counters —" activates
when a quick action's cost spends them (2.5.h, 7.3.38.a), and a spend is a removal too (7.3.38.a);
"When I spend …" watches the bearer alone."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.core import play_quick_action
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .test_board_effects import ALLY

REMOVED_ME = "When a Thread counter is removed from me \u2014 I gain 2 boosts."
TWO_FROM_YOURS = (
    "When 2 or more Thread counters are removed from a Character you control \u2014 I gain 1 boost."
)
YOU_SPEND = "When you spend one or more Kelon counters \u2014 I gain 1 boost."
I_SPEND = "When I spend a Kelon counter \u2014 I gain 1 boost."
REMOVED_YOURS = (
    "When a Kelon counter is removed from a Character you control \u2014 I gain 1 boost."
)


def _removed(
    step: str, watched: str, on: str, counters: dict[str, int], owner: str = "p1"
) -> tuple[int, set[str], GameState, str]:
    """p1 plays a Bearer whose {H} is ``step`` on target Character, picking ``on`` (the
    Watcher printing ``watched``, or a Goat of ``owner``), both with ``counters``: the
    Watcher's boosts, the rules cited, the state and the trace's words."""
    bearer = grammar_fields(step, "Bearer")
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    watcher = grammar_fields(watched, "Watcher", unique=False)
    b = b.in_expedition("p1", "hero", "Watcher", counters=dict(counters), **watcher)
    b = b.in_expedition(owner, "companion", "Goat", counters=dict(counters), **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, more = answer_picking(state, entries, (on,))
    got = state.objects[find(state, "Watcher")].counters.get(BOOST, 0)
    said = "\n".join(e.text for e in (*entries, *more))
    return got, rules_of((*entries, *more)), state, said


@pytest.mark.parametrize(
    ("counter", "on", "boosts"),
    [("Thread", "Watcher", 2), ("Kelon", "Watcher", 0), ("Thread", "Goat", 0)],
    ids=["removed-from-me", "another-name", "another-object"],
)
def test_2_5_g_a_thread_counter_removed_from_me(counter: str, on: str, boosts: int) -> None:
    step = f"{{H}} Remove a {counter} counter from target Character."
    got, cited, state, _ = _removed(step, REMOVED_ME, on, {"Thread": 2, "Kelon": 2})
    assert state.objects[find(state, on)].counters[counter] == 1  # one removed (2.5.g)
    assert got == boosts
    if boosts:  # activated by the removal (6.3.f), the removal's rule cited
        assert {"6.3.f", "2.5.g"} <= cited
    else:
        assert "6.3.f" not in cited


@pytest.mark.parametrize(
    ("had", "owner", "boosts"),
    [(3, "p1", 1), (1, "p1", 0), (3, "p2", 0)],
    ids=["two-removed", "only-one-had", "opponents"],
)
def test_2_5_g_two_or_more_removed_from_a_character_you_control(
    had: int, owner: str, boosts: int
) -> None:
    """Removing 2 from one that had 1 takes only 1 (2.5.g): fewer than the 2 the card says."""
    step = "{H} Remove 2 Thread counters from target Character."
    got, _, state, said = _removed(step, TWO_FROM_YOURS, "Goat", {"Thread": had}, owner)
    assert state.objects[find(state, "Goat")].counters.get("Thread", 0) == max(had - 2, 0)
    assert got == boosts
    if owner == "p2":  # the non-event said where the filter refuses it (6.3.b, 7.5.5.b)
        assert "Watcher's Reaction does not activate: Goat is controlled by p2" in said


def _resolved(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    state, entries = until_decision(state)
    seen = list(entries)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, more = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        seen.extend(more)
        state, more = until_decision(state)
        seen.extend(more)
    return state, seen


@pytest.mark.parametrize(
    ("watched", "boosts"),
    [(YOU_SPEND, 1), (REMOVED_YOURS, 1), (I_SPEND, 0)],
    ids=["you-spend", "a-spend-is-a-removal", "i-spend-only-mine"],
)
def test_7_3_38_a_kelon_counters_spent_by_a_quick_actions_cost(watched: str, boosts: int) -> None:
    spend = "{T}, Spend 2 of my Kelon counters: Draw a card."
    scribe = grammar_fields(spend, "Scribe", unique=False)
    watcher = grammar_fields(watched, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", counters={"Kelon": 2}, **scribe)
    b = b.in_expedition("p1", "companion", "Watcher", counters={"Kelon": 1}, **watcher)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    played, entry = play_quick_action(state, "p1", find(state, "Scribe"), 0)
    state, more = _resolved(played)
    assert state.objects[find(state, "Scribe")].counters.get("Kelon", 0) == 0  # spent (2.5.h)
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    cited = rules_of((entry, *more))
    if boosts:
        assert {"6.3.f", "7.3.38.a"} <= cited
    else:
        assert "6.3.f" not in cited
