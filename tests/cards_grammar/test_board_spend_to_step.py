"""A spend "to" a step (issue 30, session 37) played on boards: a spend "to" a step with no "you
may" — "Spend 2 Kelon counters from a card you control to draw a card." — a cost of the draw
(1.2.5.a) never forced (1.2.5.b, 6.4.b): asked, paid in full from the card chosen (7.3.38.a, 6.4.c),
the draw only if paid (6.5.f); not offered when no card has enough (7.3.38.b, 1.4.1.b), declined:
nothing spent and no draw. In a trigger's effect and in a mode chosen (6.5.g)."""

from __future__ import annotations

from collections.abc import Callable

from engine import GameBuilder, find
from engine.state.decisions import Decision
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

_SPEND = "{J} Spend 2 Kelon counters from a card you control to draw a card."
_MODE = (
    "{J} Choose one: \u2022 Spend 2 Kelon counters from a Permanent you control to draw two"
    " cards. \u2022 I gain 1 boost."
)


def _board(text: str, kelon: int = 3, landmark: int = 0) -> GameBuilder:
    """Unique to play by p1 beside Ally (``kelon`` Kelon counters) and a Landmark Permanent
    Tower (``landmark`` Kelon counters); p1's hand holds only Unique."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={"Kelon": kelon} if kelon else {}, **ALLY)
    b = b.in_landmarks("p1", "Tower", counters={"Kelon": landmark} if landmark else {})
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _picking(*labels: str) -> Callable[[Decision], list[str]]:
    """Answers: "yes" to the cost, the option labelled one of ``labels`` elsewhere."""

    def pick(d: Decision) -> list[str]:
        found = [o.id for o in d.options if any(w in o.label for w in labels)]
        return found[:1] if found else [d.options[0].id]

    return pick


def _kelon(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get("Kelon", 0)


def test_1_2_5_b_the_cost_asked_paid_from_the_card_chosen_then_the_draw() -> None:
    state, entries = _resolved(_board(_SPEND), _picking("do it", "Ally"))
    assert _kelon(state, "Ally") == 1  # two spent from the card chosen (7.3.38.a)
    assert len(names(state, "hand:p1")) == 1  # paid: the draw happens (6.5.f)
    # asked by the cost's rule (6.4.b: never forced), not by a "you may" printed (6.5.c)
    asked = next(e for e in entries if "decides whether to spend" in e.text)
    assert asked.rules == ("6.4.b",), asked
    assert "6.5.c" not in rules_of(entries)
    chosen = next(e for e in entries if e.text == "p1 chooses Ally")
    assert {"6.1.g", "7.3.38.b"} <= set(chosen.rules), chosen  # among those with enough


def test_6_4_b_the_cost_declined_nothing_spent_no_draw() -> None:
    state, entries = _resolved(_board(_SPEND), _picking("do not"))
    assert _kelon(state, "Ally") == 3
    assert names(state, "hand:p1") == []  # not paid: no draw (6.5.f)
    declined = next(e for e in entries if "declines to" in e.text)
    # the cost of "[X] to [Y]" declined (6.4.b; X is Y's cost, 6.1.d): Y is not done
    assert {"6.4.b", "6.1.d"} <= set(declined.rules), declined


def test_7_3_38_b_no_card_with_enough_counters_is_not_asked_and_no_draw() -> None:
    state, entries = _resolved(_board(_SPEND, kelon=1), _picking("do it"))
    assert _kelon(state, "Ally") == 1  # one is not two: the cost cannot be paid (1.2.5.c)
    assert names(state, "hand:p1") == []
    asked = [e for e in entries if "chooses to" in e.text]
    assert asked == [], [e.text for e in asked]
    unpaid = next(e for e in entries if "cannot be paid" in e.text)
    assert {"7.3.38.b", "6.4.c"} <= set(unpaid.rules), unpaid


def test_6_5_g_the_mode_chosen_spends_from_a_permanent_to_draw_two() -> None:
    b = _board(_MODE, kelon=0, landmark=2)
    state, entries = _resolved(b, _picking("Spend", "do it", "Tower"))
    assert any(e.rules == ("6.5.g",) and "chooses the mode" in e.text for e in entries)
    assert _kelon(state, "Tower") == 0
    assert len(names(state, "hand:p1")) == 2
    assert state.objects[find(state, "Unique")].boosts == 0  # the other mode not chosen
