"""The siblings of :mod:`.sentences_keyword_action_triggers` (issue 30, session 37), each judged by
meaning: a keyword action as a trigger event — the action watched and whose (1.2.2) read as judged,
the whole card running on the engine, the reading written back; the near-misses stay refused, their
reason holding the words or rule said."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.text import clean

from .probe import probe_card
from .sentences_keyword_action_triggers import (
    PLAYED_READ,
    PLAYED_REFUSED,
    READ,
    REFUSED,
    SET_KEYWORDS,
)


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    """Read with the set's keyword actions, as an import gives them (gram54)."""
    with using_keywords(SET_KEYWORDS):
        yield


def _reaction(text: str) -> dict[str, Any]:
    support = text.startswith("{I} ")
    reading = read_ability(clean(text[len("{I} ") :] if support else text))
    return dict(reading["reaction"])


@pytest.mark.parametrize("text", sorted(READ))
def test_6_3_f_a_keyword_action_as_a_trigger_event(text: str) -> None:
    reaction = _reaction(text)
    name, who = READ[text]
    assert reaction["trigger"] == "player_does_keyword_action", reaction
    assert (reaction["keyword_action"], reaction["player"]) == (name, who)
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(READ))
def test_a_keyword_action_trigger_round_trips(text: str) -> None:
    support = text.startswith("{I} ")
    ability, why = grammar_ability(clean(text), support=support)
    assert ability is not None, why
    read = {k: v for k, v in ability.items() if k != "text"}
    written = write_ability(read)
    again, why = grammar_ability(clean(written), support=support)
    assert again is not None, (written, why)
    assert {k: v for k, v in again.items() if k != "text"} == read, written


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED.items()))
def test_a_keyword_action_trigger_near_miss_stays_refused(text: str, words: str) -> None:
    ability, why = grammar_ability(clean(text), support=False)
    assert ability is None
    assert why is not None and words in why.reason, why.reason
    assert not read_printed(probe_card(text)).executable


def test_6_1_c_a_keyword_action_step_is_named_by_its_definition() -> None:
    # the step that is Kindle's whole definition carries its name; of a definition of several
    # steps, its first (ia, session 38: the action is carried out once its first step is, 6.5.f)
    step = read_ability(clean("{J} [Kindle]."))["reaction"]["effect"][0]
    assert step["keyword_action"] == "Kindle" and step["counter"] == "Ember"
    steps = read_ability(clean("{J} [Stoke]."))["reaction"]["effect"]
    assert [s.get("keyword_action") for s in steps] == ["Stoke", None]


def test_the_writer_names_the_keyword_action_only_when_it_is_exactly_its_definition() -> None:
    read = read_ability(clean("{J} [Kindle]."))
    assert write_ability(read) == "{J} [Kindle]."
    written = "{J} Target Character you control gains 1 Ember counter."
    assert write_ability(read_ability(clean(written))) == written


# ---------------------------------------------------------------- 2. played in a terrain
_PLAY_TRIGGERS = {"you": "you_play_a_card", "opponent": "opponent_plays_a_card"}


@pytest.mark.parametrize("text", sorted(PLAYED_READ))
def test_7_5_8_c_a_card_played_in_a_terrain(text: str) -> None:
    reaction = _reaction(text)
    who, terrain = PLAYED_READ[text]
    # whose play (1.2.2): "you" and "an opponent" by the trigger, "a player" by its player
    assert reaction["trigger"] == _PLAY_TRIGGERS.get(who, "you_play_a_card"), reaction
    assert reaction.get("player") == ("any" if who == "any" else None), reaction
    assert reaction["filter"]["in_terrain"] == terrain, reaction
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(PLAYED_READ))
def test_a_card_played_in_a_terrain_round_trips(text: str) -> None:
    test_a_keyword_action_trigger_round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(PLAYED_REFUSED.items()))
def test_a_card_played_in_a_terrain_near_miss_stays_refused(text: str, words: str) -> None:
    test_a_keyword_action_trigger_near_miss_stays_refused(text, words)
