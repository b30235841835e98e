"""The siblings of :mod:`.sentences_hands_players` (issue 30, session 40), each judged by meaning:
a card discarded with no zone named (the Hand, 3.1.3.d), a choice that is not a target (6.1.g), each
player's whole keyword action (6.1.h) and two steps of each player (6.1.c), a look at another
player's hand (3.1.3.f) — the reading as judged, the whole card running on the engine, the
reading written back; the near-misses stay refused, their reason holding the words or rule."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect
from scenarios.cards.grammar.writer.objects import Unwritable
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.text import clean

from .probe import probe_card
from .sentences_hands_players import (
    CHOSEN_READ,
    CHOSEN_REFUSED,
    DISCARD_READ,
    DISCARD_REFUSED,
    EACH_READ,
    EACH_REFUSED,
    EACH_TWO_STEPS,
    LOOK_READ,
    LOOK_REFUSED,
    SET_KEYWORDS,
    UNWRITTEN,
)

SPELL = "SPELL "


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    """Read with the set's keywords, as an import gives them (gram54)."""
    with using_keywords(SET_KEYWORDS):
        yield


def _support(text: str) -> bool:
    return text.startswith(("{I}", "{D}"))


def _read(text: str) -> Any:
    """The grammar's reading of ``text`` (a Spell's effect after "SPELL ")."""
    if text.startswith(SPELL):
        steps, why = grammar_effect(clean(text[len(SPELL) :]))
        assert steps is not None, why
        return steps
    ability, why = grammar_ability(clean(text), support=_support(text))
    assert ability is not None, why
    return ability


def _steps(reading: Any) -> Iterator[dict[str, Any]]:
    """Every step of a reading, nested ones too, in printed order."""
    if isinstance(reading, dict):
        if "action" in reading:
            yield reading
        for value in reading.values():
            yield from _steps(value)
    elif isinstance(reading, list):
        for value in reading:
            yield from _steps(value)


def _same_draw(reading: Any) -> Any:
    """``reading`` with a draw "each player does" said as the draw of each player: the one
    draw by each player (7.3.9), which the grammar reads in both shapes ("Each player draws
    a card, then discards two cards" / "Each player draws a card."), the writer writing one."""
    if isinstance(reading, list):
        return [_same_draw(v) for v in reading]
    if not isinstance(reading, dict):
        return reading
    out = {k: _same_draw(v) for k, v in reading.items()}
    if out.get("action") == "draw" and out.get("players_do") == "each_player":
        del out["players_do"]
        out["subject"] = "each_player"
    return out


def _round_trips(text: str) -> None:
    if text in UNWRITTEN:
        with pytest.raises(Unwritable, match=UNWRITTEN[text]):
            _written(text)
        return
    _written(text)


def _written(text: str) -> None:
    if text.startswith(SPELL):
        steps = _read(text)
        again, why = grammar_effect(clean(write_effect(steps)))
        assert _same_draw(again) == _same_draw(steps), (write_effect(steps), why)
        return
    ability, why = grammar_ability(clean(text), support=_support(text))
    assert ability is not None, why
    read = {k: v for k, v in ability.items() if k != "text"}
    written = write_ability(read)
    again, why = grammar_ability(clean(written), support=_support(text))
    assert again is not None, (written, why)
    assert _same_draw({k: v for k, v in again.items() if k != "text"}) == _same_draw(read), written


def _refused(text: str, words: str) -> None:
    if text.startswith(SPELL):
        found, why = grammar_effect(clean(text[len(SPELL) :]))
    else:
        found, why = grammar_ability(clean(text), support=_support(text))
    assert found is None, found
    assert why is not None and words.lower() in why.reason.lower(), why.reason
    assert not read_printed(probe_card(text)).executable


# ---------------------------------------------------------------- 2. a card with no zone named
@pytest.mark.parametrize("text", sorted(DISCARD_READ))
def test_3_1_3_d_a_card_discarded_with_no_zone_named_is_one_of_the_hand(text: str) -> None:
    subject, n, at_random, types = DISCARD_READ[text]
    (step,) = [s for s in _steps(_read(text)) if s["action"] == "discard"]
    assert step["subject"] == subject
    assert step.get("choose_count", 1) == n
    assert bool(step.get("at_random")) is at_random  # 3.2.5.c, 6.5.j
    assert (step.get("filter") or {}).get("types", []) == types
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(DISCARD_READ))
def test_a_card_discarded_with_no_zone_named_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(DISCARD_REFUSED.items()))
def test_a_discard_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


# ---------------------------------------------------------------- 3. a choice, not a target
@pytest.mark.parametrize("text", sorted(CHOSEN_READ))
def test_6_1_g_an_object_you_choose_is_chosen_not_targeted(text: str) -> None:
    action, subject, flt = CHOSEN_READ[text]
    step = next(iter(_steps(_read(text))))
    assert (step["action"], step["subject"]) == (action, subject)
    assert "target" not in step["subject"]  # a choice as the step happens (6.1.g), no target
    for key, value in flt.items():
        assert step["filter"][key] == value, step
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(CHOSEN_READ))
def test_an_object_you_choose_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(CHOSEN_REFUSED.items()))
def test_a_choice_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


# ---------------------------------------------------------------- 4. each player's whole action
@pytest.mark.parametrize("text", sorted(EACH_READ))
def test_6_1_h_each_player_does_a_whole_keyword_action_in_turn(text: str) -> None:
    action, players = EACH_READ[text]
    (step,) = [s for s in _steps(_read(text)) if s.get("players_do") and s.get("keyword_action")]
    assert (step["action"], step["players_do"]) == (action, players)
    # every later step of the action nested after the first: the same player's (1.4.7.b)
    assert step["it_follows"] is True and len(step["then"]) == 1
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(EACH_READ))
def test_each_players_whole_keyword_action_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize("text", sorted(EACH_TWO_STEPS))
def test_6_1_c_each_player_draws_then_discards_two_steps(text: str) -> None:
    players, subject, n = EACH_TWO_STEPS[text]
    draw, discard = [s for s in _steps(_read(text)) if s["action"] in ("draw", "discard")]
    assert players in (draw.get("players_do"), draw.get("subject"), "each_opponent")
    assert draw.get("subject") != "each_player" or players == "each_player"
    assert discard["subject"] == subject and discard.get("choose_count", 1) == n
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(EACH_TWO_STEPS))
def test_each_player_draws_then_discards_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(EACH_REFUSED.items()))
def test_each_players_action_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


# ---------------------------------------------------------------- 1. a look at their hand
@pytest.mark.parametrize("text", sorted(LOOK_READ))
def test_3_1_3_f_looking_at_target_opponents_hand(text: str) -> None:
    action, types = LOOK_READ[text]
    (look,) = [s for s in _steps(_read(text)) if s["action"] == "look"]
    assert look["subject"] == "cards_in_target_opponents_hand"
    assert "players_do" not in look  # the effect's controller looks (3.1.3.f)
    if action is None:
        assert not look.get("then")
    else:
        (step,) = look["then"]
        assert (step["action"], step["subject"]) == (action, "a_card_among_them")
        assert step["its_controller_does"] is True  # the owner does it (1.4.7.b)
        assert (step.get("filter") or {}).get("types", []) == types
        assert bool(step.get("may")) == ("You may choose" in text)  # the controller's (6.5.c)
    assert read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(LOOK_READ))
def test_a_look_at_their_hand_round_trips(text: str) -> None:
    _round_trips(text)


@pytest.mark.parametrize(("text", "words"), sorted(LOOK_REFUSED.items()))
def test_a_look_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)
