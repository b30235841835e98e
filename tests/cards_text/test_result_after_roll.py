"""Issue 17: "Roll a die. [X], where X is the result. [Y using X]." — the steps after the roll
use its result (7.3.33.b) in every sentence that names X; "the Xth position of its owner's
deck" puts the card that many cards down from the top (3.2.2.c), at the bottom of a Deck
with fewer cards above it (3.2.2.f). The fixture is written in the printed shape of a
dice card (*X Marks the Spot*, Rare)."""

from __future__ import annotations

from engine import GameBuilder, TraceEntry, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, play, read, steps

BURIAL = (
    "Roll a die. Send target Character to the Xth position of its owner's deck, where X is "
    "the result. If X is higher than the Hand Cost of the target, ready one mana Orb."
)


def _board(deck: int, hand_cost: int) -> GameBuilder:
    r = executed(read(BURIAL, type="Spell", name="Deep Burial"))
    b = GameBuilder().in_hand("p1", "Deep Burial", **fields(r)).mana("p1", 1, exhausted=1)
    for i in range(deck):
        b = b.in_deck("p2", f"Deck card {i + 1}")
    return b.in_expedition("p2", "hero", "Buried", hand_cost=hand_cost)


def _resolve(b: GameBuilder, result: int) -> GameState:
    return _traced(b, result)[0]


def _traced(b: GameBuilder, result: int) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, entries = play(b, "Deep Burial", dest="spell")
    assert pending(state).kind == "roll_die"
    state = choose(state, str(result))
    assert pending(state).kind == "target"
    state, chosen = answer(state, pending(state).id, (find(state, "Buried"),))
    state, more = until_decision(state)
    return state, (*entries, chosen, *more)


def _deck(state: GameState) -> list[str]:
    return [state.name(o) for o in state.zone("deck:p2")]


def test_the_reading_has_one_outcome_per_result_with_x_read_as_it() -> None:
    (roll,) = steps(executed(read(BURIAL, type="Spell")))
    assert roll["action"] == "roll_die"
    assert [(o["low"], o["high"]) for o in roll["outcomes"]] == [(n, n) for n in range(1, 7)]
    first, fourth = roll["outcomes"][0]["effect"][0], roll["outcomes"][3]["effect"][0]
    assert first["position"] == "top" and fourth["position"] == 4
    assert fourth["then"][0]["if"] == "its hand cost is {3} or less"


def test_3_2_2_c_the_xth_position_is_counted_from_the_top() -> None:
    state, entries = _traced(_board(deck=5, hand_cost=5), 3)
    assert _deck(state) == [
        "Deck card 1",
        "Deck card 2",
        "Buried",
        "Deck card 3",
        "Deck card 4",
        "Deck card 5",
    ]
    assert "3.2.2.c" in rules_of(entries) and "3.2.2.f" not in rules_of(entries)


def test_3_2_2_f_a_deck_without_enough_cards_takes_it_at_the_bottom() -> None:
    state, entries = _traced(_board(deck=2, hand_cost=5), 6)
    assert _deck(state) == ["Deck card 1", "Deck card 2", "Buried"]
    assert "3.2.2.f" in rules_of(entries)


def test_the_result_compared_with_the_hand_cost_of_the_target() -> None:
    higher = _resolve(_board(deck=5, hand_cost=2), 3)  # 3 > 2: an Orb is readied
    assert pending(higher).kind == "choose"  # which of your Mana Orbs
    higher = choose(higher, pending(higher).option_ids()[0])
    assert len([o for o in higher.zone("mana:p1") if not higher.objects[o].statuses]) == 1
    equal = _resolve(_board(deck=5, hand_cost=3), 3)  # 3 is not higher than 3
    assert pending(equal).kind == "turn"
    assert all(equal.objects[o].statuses for o in equal.zone("mana:p1"))
