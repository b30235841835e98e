"""Counter states (issue 30, session 36) played on boards: "When a Character you control spends its
last Ember counter —" activates on the spend that leaves it none (2.5.h, 7.3.38.a) — not on a spend
that leaves some, nor on a removal by a step (2.5.g: removing is no spending); "When one or more
counters are removed from me —" activates for counters of any name, boosts too (2.5.c, 2.5.1.a), and
"When you spend a counter —" for a spend of any name."""

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

SPENDS_LAST = "When a Character you control spends its last Ember counter \u2014 I gain 1 boost."
ANY_REMOVED = "When one or more counters are removed from me \u2014 I gain 2 boosts."
YOU_SPEND_ANY = "When you spend a counter \u2014 I gain 1 boost."


def _resolved(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    state, entries = until_decision(state)
    seen = list(entries)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, more = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        seen.append(more)
        state, after = until_decision(state)
        seen.extend(after)
    return state, seen


def _spent(watched: str, had: int, name: str = "Ember") -> tuple[GameState, set[str], str]:
    """p1's Scribe pays "{T}, Spend 1 of my [name] counters" having ``had`` of them; the
    Watcher (p1's, printing ``watched``) looks on: the state, the rules cited, the words."""
    spend = f"{{T}}, Spend 1 of my {name} counters: Draw a card."
    scribe = grammar_fields(spend, "Scribe", unique=False)
    watcher = grammar_fields(watched, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", counters={name: had}, **scribe)
    b = b.in_expedition("p1", "companion", "Watcher", **watcher)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    played, entry = play_quick_action(state, "p1", find(state, "Scribe"), 0)
    state, more = _resolved(played)
    said = "\n".join(e.text for e in (entry, *more))
    return state, rules_of((entry, *more)), said


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


@pytest.mark.parametrize(("had", "boosts"), [(1, 1), (2, 0)], ids=["its-last", "one-left"])
def test_2_5_h_a_character_you_control_spends_its_last_ember_counter(had: int, boosts: int) -> None:
    state, cited, _ = _spent(SPENDS_LAST, had)
    assert state.objects[find(state, "Scribe")].counters.get("Ember", 0) == had - 1  # 2.5.h
    assert _boosts(state, "Watcher") == boosts
    if boosts:  # the spend's rules cited with the activation (6.3.f)
        assert {"2.5.h", "7.3.38.a", "6.3.f"} <= cited
    else:
        assert "6.3.f" not in cited


def test_2_5_g_a_last_counter_removed_by_a_step_is_not_spent() -> None:
    """A step removing the last Ember counter (2.5.g) pays no cost: no spend (2.5.h)."""
    bearer = grammar_fields("{H} Remove an Ember counter from target Character.", "Bearer")
    watcher = grammar_fields(SPENDS_LAST, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition("p1", "companion", "Goat", counters={"Ember": 1})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, more = answer_picking(state, entries, ("Goat",))
    assert state.objects[find(state, "Goat")].counters.get("Ember", 0) == 0  # removed
    assert _boosts(state, "Watcher") == 0
    assert "6.3.f" not in rules_of((*entries, *more))


@pytest.mark.parametrize(
    ("counter", "on", "boosts"),
    [("Thread", "Watcher", 2), ("Kelon", "Watcher", 2), ("Thread", "Goat", 0)],
    ids=["a-name", "another-name", "another-object"],
)
def test_2_5_c_counters_of_any_name_removed_from_me(counter: str, on: str, boosts: int) -> None:
    step = f"{{H}} Remove a {counter} counter from target Character."
    bearer = grammar_fields(step, "Bearer")
    watcher = grammar_fields(ANY_REMOVED, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", counters={"Thread": 1, "Kelon": 1}, **watcher)
    b = b.in_expedition("p1", "companion", "Goat", counters={"Thread": 1, "Kelon": 1})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, more = answer_picking(state, entries, (on,))
    assert _boosts(state, "Watcher") == boosts
    if boosts:
        assert {"2.5.g", "6.3.f"} <= rules_of((*entries, *more))


def test_2_5_1_a_a_boost_spent_is_a_counter_spent() -> None:
    """ "When you spend a counter": a boost spent is one (2.5.1.a)."""
    state, cited, _ = _spent(YOU_SPEND_ANY, 2, name="boost")
    assert {"7.3.38.a", "6.3.f"} <= cited
    assert _boosts(state, "Watcher") == 1
