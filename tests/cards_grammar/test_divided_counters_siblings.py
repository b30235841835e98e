"""The siblings of :mod:`.sentences_divided_counters` (issue 30, session 36): counters divided among
a group (6.1.g, 7.3.38.a, 2.5.g), a count whose object is the step's own target (6.5.b, 6.5.i),
near-misses refused with their reasons, and the writer printing each back to the same reading (round
trip: every verb x owner's zone, a step several players do with the same players' follow-ups).
Boards: test_board_divided_counters.py, test_board_count_on_target.py."""

from __future__ import annotations

import pytest

from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import effect_steps, probe_card
from .sentences_divided_counters import READ_COUNT_TARGET, READ_IN_ALL, REFUSED_GZ, ROUND_TRIP_GZ
from .sibling_checks import assert_near_miss_refused, assert_written_back


def _executes(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(READ_IN_ALL))
def test_counters_from_a_group_read_as_judged(text: str) -> None:
    action, subject, amount, counter, in_all = READ_IN_ALL[text]
    step = next(s for s in effect_steps(text) if s["action"] == action and s.get("subject"))
    assert (step["subject"], step["amount"], step.get("counter", "")) == (subject, amount, counter)
    assert bool(step.get("in_all")) is in_all, step
    assert not step.get("each"), step  # never N from each member (6.1.e)
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_COUNT_TARGET))
def test_a_count_on_the_steps_target_reads_as_judged(text: str) -> None:
    action, subject, per = READ_COUNT_TARGET[text]
    step = next(s for s in effect_steps(text) if s.get("per") == per)
    assert (step["action"], step.get("subject", "")) == (action, subject), step
    _executes(text)


@pytest.mark.parametrize(
    "text", sorted(t for t, v in READ_COUNT_TARGET.items() if "target" in v[2])
)
def test_the_count_target_is_chosen_for_the_step(text: str) -> None:
    """Compiled, the step has the count's own target (6.5.b) and no target of its own."""
    from engine.state.cards import Counted

    reading = read_printed(probe_card(text))
    card = compile_card(reading.model)
    abilities = (*card.fields.get("abilities", ()), _Spell(card.fields.get("effect") or ()))
    steps = [s for a in abilities for s in _all_steps(a)]
    counted = [
        s for s in steps if s.per is not None and s.per.counted == Counted.COUNTERS_ON_TARGET
    ]
    assert len(counted) == 1 and counted[0].count_target is not None, steps


class _Spell:
    """A Spell's effect, as an ability's."""

    def __init__(self, effect: tuple[object, ...]) -> None:
        self.effect = effect


def _all_steps(ability: object) -> list:  # type: ignore[type-arg]
    found = []
    for step in getattr(ability, "effect", ()) or ():
        found.append(step)
        found.extend(getattr(step, "then", ()) or ())
    return found


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_GZ.items()))
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    assert_near_miss_refused(text, words)


@pytest.mark.parametrize("text", ROUND_TRIP_GZ)
def test_round_trip_the_writer_prints_the_same_reading(text: str) -> None:
    assert_written_back(text)


def test_the_writer_keeps_the_verb_the_card_prints() -> None:
    """ "Put … in its owner's Reserve" is written with "Put" (the real sets' verb for the
    Reserve), not "Return" (7.3.27.b: synonyms, but the card's words are kept)."""
    reading = read_ability(
        "{J} Put target card from an opponent's Discard pile in its owner's Reserve."
    )
    reading.pop("text", None)
    assert write_ability(reading).startswith(
        "{J} Put target card from an opponent's Discard pile in"
    )


def test_each_players_draw_it_is_not_written_as_yours() -> None:
    reading = read_ability("{R} Each player reveals the top card of their deck and draws it.")
    reading.pop("text", None)
    written = write_ability(reading)
    assert "If you do" not in written and written.endswith("and draws it.")


def test_the_siblings_are_many() -> None:
    assert len(READ_IN_ALL) >= 40 and len(READ_COUNT_TARGET) >= 40
    assert len(REFUSED_GZ) >= 15 and len(ROUND_TRIP_GZ) >= 40
