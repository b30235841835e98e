"""The siblings of :mod:`.sentences_limits_spends_seen` (issue 30, session 37), each judged by
meaning: a passive changing a Reserve / Landmark limit said with a verb (2.2.12.m; 3.2.10.b,
3.2.7.c), a spend "to" a step without "you may" (a cost never forced: 1.2.5.a-b, 6.4.b; 6.5.f), N of
the cards seen on top of a deck (6.1.g, 7.3.27.a); near-misses refused with their reasons; the
writer printing each back to the same reading. Boards: test_board_changed_limits.py,
test_board_spend_to_step.py, test_board_top_cards_seen.py."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from .probe import effect_steps, probe_card
from .sentences_limits_spends_seen import (
    READ_LIMITS,
    READ_SEEN,
    READ_SPENDS,
    REFUSED_HB,
    ROUND_TRIP_HB,
)
from .sibling_checks import assert_near_miss_refused, assert_written_back


def _executes(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(READ_LIMITS))
def test_a_limit_said_with_a_verb_reads_as_judged(text: str) -> None:
    zone, by, players, conditioned = READ_LIMITS[text]
    ability, why = grammar_ability(text, support=text.startswith("{I}"))
    assert ability is not None, why
    passive = ability.get("passive") or ability.get("support", {}).get("passive")
    assert passive is not None, ability
    assert passive["limit"] == {"zone": zone, "by": by, "players": players}
    assert ("if" in passive) is conditioned, passive  # applies while it holds (2.2.12.m)
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_SPENDS))
def test_a_spend_to_a_step_reads_as_a_cost_never_forced(text: str) -> None:
    subject, amount, counter, actions = READ_SPENDS[text]
    steps = effect_steps(text)
    modes = [m for s in steps for m in s.get("modes", ())]
    steps = [*steps, *(s for m in modes for s in m["effect"])]
    spend = next(s for s in steps if s["action"] == "spend_counters")
    assert (spend["subject"], spend["amount"], spend["counter"]) == (subject, amount, counter)
    # a cost (1.2.5.a) never forced (1.2.5.b, 6.4.b); the rest only if paid (6.5.f)
    assert spend["may"] is True and spend["to_pay"] is True, spend
    assert spend["never_forced"] is True, spend  # no "you may" printed: 6.4.b asks it
    assert tuple(s["action"] for s in spend["then"]) == actions, spend
    assert bool(spend.get("in_all")) is (subject == "characters_you_control"), spend
    _executes(text)


@pytest.mark.parametrize("text", sorted(READ_SEEN))
def test_n_of_the_cards_seen_reads_as_judged(text: str) -> None:
    to, n, rest = READ_SEEN[text]
    (seeing,) = [s for s in effect_steps(text) if s["action"] in ("look", "reveal")]
    put, *after = seeing["then"]
    assert (put["action"], put["subject"], put["to"]) == ("put", "a_card_among_them", to)
    assert put["times"] == n and "up_to" not in put, put  # N puts, each chosen (6.1.g)
    if rest is None:
        assert after == []
    elif rest == "discard":
        assert after == [{"action": "discard", "subject": "it", "the_others": True}]
    else:
        (left,) = after
        assert (left["to"], left.get("times", 1)) == rest, left  # the cards seen less N
    _executes(text)


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_HB.items()))
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    assert_near_miss_refused(text, words)


@pytest.mark.parametrize("text", ROUND_TRIP_HB)
def test_round_trip_the_writer_prints_the_same_reading(text: str) -> None:
    assert_written_back(text)


def test_the_writer_says_n_of_them_and_the_rest() -> None:
    reading = read_ability(
        "{J} Look at the top 4 cards of your deck. Put two of them in your Reserve and the "
        "rest at the bottom of your deck in any order."
    )
    reading.pop("text", None)
    assert write_ability(reading) == (
        "{J} Look at the top four cards of your deck. Put two of them in your Reserve and the "
        "rest at the bottom of your deck in any order."
    )


def test_the_siblings_are_many() -> None:
    assert len(READ_LIMITS) >= 40 and len(READ_SPENDS) >= 40 and len(READ_SEEN) >= 40
    assert len(REFUSED_HB) >= 15 and len(ROUND_TRIP_HB) >= 100
