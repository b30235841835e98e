"""The siblings of :mod:`.sentences_hidden_zones_choices` (issue 30, session 39), each judged by
meaning: a card chosen from a revealed hand, an opponent choosing among your objects, a set's
keyword action of several steps done by one other player — the reading as judged, the whole
card running on the engine, the reading written back; the near-misses stay refused, their
reason holding the words or rule said."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.text import clean

from .probe import first_effect, probe_card
from .sentences_hidden_zones_choices import (
    HAND_CONDITION_READ,
    HAND_CONDITION_REFUSED,
    PLAYERS_NOT_RUN,
    REVEALED_READ,
    REVEALED_REFUSED,
    SET_KEYWORDS,
    SEVERAL_READ,
    SEVERAL_REFUSED,
    YOURS_CHOSEN_READ,
    YOURS_CHOSEN_REFUSED,
)

SPELL = "SPELL "


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    """Read with the set's keywords, as an import gives them (gram54)."""
    with using_keywords(SET_KEYWORDS):
        yield


def _support(text: str) -> bool:
    return text.startswith(("{I}", "{D}"))


def _effect(text: str) -> list[dict[str, Any]]:
    """The steps the grammar reads in ``text`` (a Spell's effect after "SPELL ")."""
    if text.startswith(SPELL):
        steps, why = grammar_effect(clean(text[len(SPELL) :]))
        assert steps is not None, why
        return steps
    ability, why = grammar_ability(clean(text), support=_support(text))
    assert ability is not None, why
    found = first_effect(ability)
    assert found is not None, ability
    return found


def _round_trips(text: str) -> None:
    if text.startswith(SPELL):
        steps = _effect(text)
        again, why = grammar_effect(clean(write_effect(steps)))
        assert again == steps, (write_effect(steps), why)
        return
    ability, why = grammar_ability(clean(text), support=_support(text))
    assert ability is not None, why
    read = {k: v for k, v in ability.items() if k != "text"}
    written = write_ability(read)
    again, why = grammar_ability(clean(written), support=_support(text))
    assert again is not None, (written, why)
    assert {k: v for k, v in again.items() if k != "text"} == read, written


def _refused(text: str, words: str) -> None:
    if text.startswith(SPELL):
        found, why = grammar_effect(clean(text[len(SPELL) :]))
    else:
        found, why = grammar_ability(clean(text), support=_support(text))
    assert found is None, found
    assert why is not None and words in why.reason, why.reason
    assert not read_printed(probe_card(text)).executable


# ---------------------------------------------------------------- 1. a card from a revealed hand
@pytest.mark.parametrize("text", sorted(REVEALED_READ))
def test_6_1_g_a_card_chosen_from_their_revealed_hand_done_by_its_owner(text: str) -> None:
    players, action, types = REVEALED_READ[text]
    (reveal,) = [s for s in _effect(text) if s.get("action") == "reveal"]
    assert (reveal["subject"], reveal["players_do"]) == ("cards_in_your_hand", players)
    assert reveal["follow_ups_yours"] is True  # the choice is the controller's (6.1.g)
    (step,) = reveal["then"]
    assert (step["action"], step["subject"]) == (action, "a_card_among_them")
    assert step["its_controller_does"] is True  # the owner does it (1.4.7.b)
    assert (step.get("filter") or {}).get("types", []) == types
    assert bool(step.get("may")) == ("You may choose" in text)  # the controller's (6.5.c)
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(REVEALED_READ))
def test_a_card_chosen_from_a_revealed_hand_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(REVEALED_REFUSED.items()))
def test_a_card_chosen_from_a_revealed_hand_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


@pytest.mark.parametrize("text", sorted(HAND_CONDITION_READ))
def test_6_5_d_if_it_has_after_reveal_your_hand_counts_your_hand(text: str) -> None:
    steps = _effect(text)
    assert steps[0] == {"action": "reveal", "subject": "cards_in_your_hand"}
    assert steps[1]["if"] == HAND_CONDITION_READ[text]
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(HAND_CONDITION_READ))
def test_if_it_has_after_reveal_your_hand_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(HAND_CONDITION_REFUSED.items()))
def test_if_it_has_after_another_step_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


# ---------------------------------------------------------------- 2. an opponent chooses yours
@pytest.mark.parametrize("text", sorted(YOURS_CHOSEN_READ))
def test_6_1_g_an_opponent_chooses_among_your_objects_you_do_the_step(text: str) -> None:
    subject, action = YOURS_CHOSEN_READ[text]
    (step,) = [s for s in _effect(text) if s.get("effect_controller_does")]
    assert (step["subject"], step["action"]) == (subject, action)
    assert "players_do" not in step  # the effect's controller does it (1.4.7.c)
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(YOURS_CHOSEN_READ))
def test_an_opponent_chooses_among_your_objects_round_trips(text: str) -> None:
    (step,) = [s for s in _effect(text) if s.get("effect_controller_does")]
    if step.get("filter"):
        # the writer writes another player's choice only with no filter (writer/actors.py)
        with pytest.raises(Exception, match="effect_controller_does"):
            _round_trips(text)
        return
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(YOURS_CHOSEN_REFUSED.items()))
def test_an_opponent_chooses_among_your_objects_near_miss_stays_refused(
    text: str, words: str
) -> None:
    _refused(text, words)


# ---------------------------------------------------------------- 3. several steps, one player
def _named(steps: list[dict[str, Any]]) -> dict[str, Any]:
    found = [s for s in steps if s.get("keyword_action") and s.get("players_do")]
    found += [t for s in steps for t in s.get("then", []) if t.get("keyword_action")]
    assert len(found) == 1, steps
    return found[0]


@pytest.mark.parametrize("text", sorted(SEVERAL_READ))
def test_1_4_7_b_a_keyword_action_of_several_steps_done_by_one_other_player(text: str) -> None:
    name, players = SEVERAL_READ[text]
    step = _named(_effect(text))
    assert (step["keyword_action"], step["players_do"]) == (name, players)
    assert step["it_follows"] is True and len(step["then"]) == 1  # the next step, theirs
    assert "follow_ups_yours" not in step
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(SEVERAL_READ))
def test_a_keyword_action_of_several_steps_done_by_another_player_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(SEVERAL_REFUSED.items()))
def test_a_keyword_action_of_several_steps_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


@pytest.mark.parametrize("text", PLAYERS_NOT_RUN)
def test_a_keyword_action_the_engine_cannot_run_is_left_to_the_judge(text: str) -> None:
    assert not read_printed(probe_card(text)).executable
