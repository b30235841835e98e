"""Looking back at earlier steps of the same effect (issue 30, gram85), read by the grammar
alone and played on boards:

- "Send target Character with a Hand Cost of 4 or less to its owner's Reserve. If it had an
  Omen counter, discard it instead.": the condition is checked on the chosen Character just
  before the step it replaces (6.5.d, 6.2.b) — the step never happens, so "had" is its state
  then; "a Hand Cost of 4 or less" bounds the target (2.2.7, 6.5.b);
- "[Foresee] twice": the set's keyword action done whole two times, each reveal followed by
  its own card's fate (6.5.i, 2.2.12.c);
- "I gain 1 boost for each Animal and Plant you control": each object of either kind counted
  once (6.5.i, 2.2.1).
The sibling sentences and their before -> after figures: benchmarks/looking_back_siblings.py."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import BOOST, CardType, Status
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import pay_mana_asked, rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_looking_back import FORESEE

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
PORTENT = (
    "Send target Character with a Hand Cost of 4 or less to its owner's Reserve. If it had an "
    "Omen counter, discard it instead."
)


def _cast(b: GameBuilder, name: str) -> tuple[GameState, tuple[object, ...]]:
    """p1 casts the Spell ``name`` from hand (mana and decks given), paying its cost."""
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon("p1").build())
    state, first = play_card(state, "p1", find(state, name), "spell")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    return state, (first, *entries)


@pytest.mark.parametrize(("omens", "zone"), [(1, "discard:p2"), (0, "reserve:p2")])
def test_6_5_d_it_had_is_checked_on_the_chosen_object_just_before_the_replaced_step(
    omens: int, zone: str
) -> None:
    b = GameBuilder().in_hand("p1", "Portent", **grammar_fields(PORTENT, "Portent", type="Spell"))
    counters = {"Omen": omens} if omens else None
    b = b.in_expedition("p2", "hero", "Seer", counters=counters, **{**ALLY, "hand_cost": 4})
    state, entries = _cast(b, "Portent")
    state, more = answer_picking(state, tuple(entries), ("Seer",))  # type: ignore[arg-type]
    assert "Seer" in names(state, zone)
    assert {"6.2.b", "6.5.d"} <= rules_of(more)


def test_2_2_7_a_hand_cost_of_4_or_less_bounds_the_target() -> None:
    b = GameBuilder().in_hand("p1", "Portent", **grammar_fields(PORTENT, "Portent", type="Spell"))
    b = b.in_expedition("p2", "hero", "Giant", **{**ALLY, "hand_cost": 5})
    b = b.in_expedition("p2", "companion", "Seer", **{**ALLY, "hand_cost": 4})
    state, _ = _cast(b, "Portent")
    d = state.pending
    assert d is not None
    labels = " ".join(o.label for o in d.options)
    assert "Seer" in labels and "Giant" not in labels  # Hand Cost 5 cannot be chosen


def test_6_5_i_foresee_twice_reveals_and_sorts_two_cards_one_after_the_other() -> None:
    from scenarios.cards.grammar.set_lexicon import using_keywords

    with using_keywords(FORESEE):
        stars = grammar_fields("[Foresee] twice.", "Stars", type="Spell")
    b = GameBuilder().in_hand("p1", "Stars", **stars)
    b = b.in_deck("p1", "Spark", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    b = b.in_deck("p1", "Squire", **ALLY).in_deck("p1", "Bottom", **ALLY)
    state, _ = until_decision(b.mana("p1", 4).deck_of("p2", 4).at_afternoon("p1").build())
    state, _ = play_card(state, "p1", find(state, "Stars"), "spell")
    state, _ = until_decision(state)
    state = pay_mana_asked(state)
    assert "Spark" in names(state, "reserve:p1")  # the first reveal, a Spell, to Reserve
    deck = names(state, "deck:p1")
    assert deck[-1] == "Squire" and deck[0] == "Bottom"  # the second, a Character, to the bottom


def test_6_5_i_each_animal_and_plant_you_control_is_counted_once() -> None:
    boar = grammar_fields("{J} I gain 1 boost for each Animal and Plant you control.", "Boar")
    boar = {**boar, "subtypes": ("Animal",)}
    b = GameBuilder().in_hand("p1", "Boar", **boar)
    b = b.in_expedition("p1", "hero", "Fern", subtypes=("Plant",), **ALLY)
    b = b.in_expedition("p1", "companion", "Robot", subtypes=("Robot",), **ALLY)
    b = b.in_expedition("p2", "hero", "Their Wolf", subtypes=("Animal",), **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Boar")
    boosts = state.objects[find(state, "Boar")].counters.get(BOOST, 0)
    assert boosts == 2  # Boar itself (an Animal) and Fern; not the Robot, nor p2's Wolf


REALIGN = (
    "Ready up to two target Permanents you control. If one of them has an Omen counter, draw "
    "a card."
)


@pytest.mark.parametrize(("omens", "drawn"), [((0, 1), 1), ((0, 0), 0)])
def test_6_5_d_one_of_them_is_any_of_the_objects_the_step_before_acted_on(
    omens: tuple[int, int], drawn: int
) -> None:
    b = GameBuilder().in_hand("p1", "Realign", **grammar_fields(REALIGN, "Realign", type="Spell"))
    for name, had in zip(("Lens", "Dial"), omens, strict=True):
        counters = {"Omen": had} if had else None
        b = b.in_landmarks("p1", name, counters=counters, statuses=(Status.EXHAUSTED,))
    state, entries = _cast(b, "Realign")
    hand = len(state.zone("hand:p1"))
    state, _ = answer_picking(state, tuple(entries), ("Lens", "Dial"))  # type: ignore[arg-type]
    assert not any(state.objects[find(state, n)].has(Status.EXHAUSTED) for n in ("Lens", "Dial"))
    assert len(state.zone("hand:p1")) - hand == drawn


def test_one_of_them_after_one_object_or_naming_it_is_refused() -> None:
    from scenarios.cards.printed import PrintedCard, read_printed

    for text in (
        "Exhaust target Character. If one of them has a boost, draw a card.",
        "Exhaust up to two target Characters. If one of them has a boost, it gains 1 boost.",
        "Draw a card. If one of them has a boost, draw a card.",
    ):
        card = PrintedCard("Probe", "Spell", hand_cost=1, reserve_cost=1, main_text=text)
        assert not read_printed(card, patterns=False).executable, text
