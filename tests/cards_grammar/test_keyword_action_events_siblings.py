"""The siblings of :mod:`.sentences_keyword_action_events` (issue 30, session 38), each judged by
meaning: a set's keyword action of several steps as a trigger event, a set's keyword action done by
another player, a move to Reserve filtered by where the card came from — the reading as judged, the
whole card running on the engine, the reading written back; the near-misses stay refused, their
reason holding the words or rule said."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability, read_spell_effect
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.text import clean

from .probe import probe_card
from .sentences_keyword_action_events import (
    EVENT_READ,
    EVENT_REFUSED,
    ORIGINS_READ,
    ORIGINS_REFUSED,
    PLAYERS_NOT_RUN,
    PLAYERS_READ,
    PLAYERS_REFUSED,
    SET_KEYWORDS,
)

SPELL = "SPELL "


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    """Read with the set's keywords, as an import gives them (gram54)."""
    with using_keywords(SET_KEYWORDS):
        yield


def _reaction(text: str) -> dict[str, Any]:
    support = text.startswith("{I} ")
    reading = read_ability(clean(text[len("{I} ") :] if support else text))
    return dict(reading["reaction"])


def _round_trips(text: str) -> None:
    support = text.startswith("{I} ")
    ability, why = grammar_ability(clean(text), support=support)
    assert ability is not None, why
    read = {k: v for k, v in ability.items() if k != "text"}
    written = write_ability(read)
    again, why = grammar_ability(clean(written), support=support)
    assert again is not None, (written, why)
    assert {k: v for k, v in again.items() if k != "text"} == read, written


def _refused(text: str, words: str) -> None:
    ability, why = grammar_ability(clean(text), support=text.startswith("{I} "))
    assert ability is None
    assert why is not None and words in why.reason, why.reason
    assert not read_printed(probe_card(text)).executable


# ---------------------------------------------------------------- 1. several steps, a trigger
@pytest.mark.parametrize("text", sorted(EVENT_READ))
def test_6_5_f_a_keyword_action_of_several_steps_as_a_trigger_event(text: str) -> None:
    reaction = _reaction(text)
    name, who, nth = EVENT_READ[text]
    assert reaction["trigger"] == "player_does_keyword_action", reaction
    assert (reaction["keyword_action"], reaction["player"]) == (name, who)
    assert reaction.get("ordinal", 0) == nth
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(EVENT_READ))
def test_a_keyword_action_event_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(EVENT_REFUSED.items()))
def test_a_keyword_action_event_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


def test_6_5_f_the_first_step_of_several_carries_the_name() -> None:
    steps = read_ability(clean("{J} [Restock]."))["reaction"]["effect"]
    assert [s.get("keyword_action") for s in steps] == ["Restock", None]
    step = read_ability(clean("{J} [Barter]."))["reaction"]["effect"][0]
    assert step["keyword_action"] == "Barter" and step["then"] == [{"action": "draw", "amount": 1}]
    assert write_ability(read_ability(clean("{J} [Restock] twice."))) == "{J} [Restock]. [Restock]."


# ---------------------------------------------------------------- 2. done by another player
def _step(text: str) -> dict[str, Any]:
    """The step of the set's keyword action in ``text`` (a Spell's effect after "SPELL ")."""
    if text.startswith(SPELL):
        steps = read_spell_effect(clean(text[len(SPELL) :]))
    else:
        steps = _reaction(text)["effect"]
    found = [s for s in steps if s.get("keyword_action")]
    found += [t for s in steps for t in s.get("then", []) if t.get("keyword_action")]
    assert len(found) == 1, steps
    return dict(found[0])


@pytest.mark.parametrize("text", sorted(PLAYERS_READ))
def test_1_4_7_b_a_keyword_action_done_by_another_player(text: str) -> None:
    step = _step(text)
    name, players, may = PLAYERS_READ[text]
    assert (step["keyword_action"], step["players_do"], bool(step.get("may"))) == (
        name,
        players,
        may,
    )
    assert "follow_ups_yours" not in step  # its "If you do" is the doer's (6.5.f)
    assert read_printed(probe_card(text)).executable  # a Spell's effect after "SPELL "


@pytest.mark.parametrize("text", sorted(PLAYERS_READ))
def test_a_keyword_action_done_by_another_player_round_trips(text: str) -> None:
    if text.startswith(SPELL):
        steps = read_spell_effect(clean(text[len(SPELL) :]))
        assert read_spell_effect(clean(write_effect(steps))) == steps
        return
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(PLAYERS_REFUSED.items()))
def test_a_keyword_action_done_by_another_player_near_miss_stays_refused(
    text: str, words: str
) -> None:
    _refused(text, words)


@pytest.mark.parametrize("text", PLAYERS_NOT_RUN)
def test_a_keyword_action_the_engine_cannot_run_is_left_to_the_judge(text: str) -> None:
    assert not read_printed(probe_card(text)).executable


# ---------------------------------------------------------------- 3. to Reserve from a zone
@pytest.mark.parametrize("text", sorted(ORIGINS_READ))
def test_3_2_10_a_a_move_to_reserve_from_a_zone_said(text: str) -> None:
    reaction = _reaction(text)
    assert (reaction["trigger"], reaction["joined_from"]) == ORIGINS_READ[text], reaction
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(ORIGINS_READ))
def test_a_move_to_reserve_from_a_zone_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(ORIGINS_REFUSED.items()))
def test_a_move_to_reserve_from_a_zone_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)
