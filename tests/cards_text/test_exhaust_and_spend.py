""" "You may exhaust me and spend 3 of my Arcane counters to [Y]" (Nilam Spires): one cost of
two parts (6.4.a), offered only while both can be paid (6.4.c, 6.1.g), paid together or not
at all (1.4.1.b), and Y only if it is (6.5.f)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find, play_card
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, read, steps

SPIRES = (
    "When you play a Spell — I gain 1 Arcane counter. Then, you may exhaust me ({T}) and "
    "spend 2 of my Arcane counters to draw a card."
)


def test_exhaust_and_spend_is_read_as_one_cost_of_two_parts() -> None:
    """One cost, its parts checked before either is paid (6.4.a, 6.4.c; ``cost_with``)."""
    assert steps(executed(read(SPIRES, type="Permanent")))[1] == {
        "action": "exhaust",
        "subject": "self",
        "may": True,
        "then": ({"action": "draw"},),
        "cost_with": ({"action": "spend_counters", "amount": 2, "counter": "Arcane"},),
    }


def _spires(arcane: int, exhausted: bool = False) -> tuple[GameState, list[str]]:
    b = GameBuilder().in_landmarks(
        "p1",
        "Spires",
        counters={"Arcane": arcane},
        statuses=(Status.EXHAUSTED,) if exhausted else (),
        **fields(executed(read(SPIRES, type="Permanent"))),
    )
    spell = fields(executed(read("Sabotage.", type="Spell", name="Trick")))
    b = b.in_hand("p1", "Trick", **spell).mana("p1", 2).deck_of("p1", 3).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Trick"), "spell")
    state, _ = until_decision(state)
    asked = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        asked.append(d.kind)
        pick = ["yes"] if d.kind == "optional_step" else d.option_ids()[: max(1, d.min_choices)]
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    return state, asked


def _spires_state(state: GameState) -> tuple[int, bool, int]:
    o = state.objects[find(state, "Spires")]
    return o.counters.get("Arcane", 0), o.has(Status.EXHAUSTED), len(state.zone("hand:p1"))


def test_with_enough_counters_both_are_paid_and_a_card_is_drawn() -> None:
    state, asked = _spires(arcane=1)  # 1 + 1 gained = 2
    assert "optional_step" in asked
    assert _spires_state(state) == (0, True, 1)


def test_6_5_d_too_few_counters_it_is_not_offered_and_nothing_is_paid() -> None:
    state, asked = _spires(arcane=0)  # 0 + 1 gained = 1
    assert "optional_step" not in asked
    assert _spires_state(state) == (1, False, 0)


def test_6_5_f_already_exhausted_no_counter_is_spent() -> None:
    state, _ = _spires(arcane=1, exhausted=True)
    assert _spires_state(state) == (2, True, 0)
