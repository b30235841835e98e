"""Printed text is read in bounded, linear time whatever it holds (scenarios.limits)."""

from __future__ import annotations

import random
import re

import pytest
from pydantic import ValidationError

from scenarios.cards.models import CardModel
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.text import clean, without_reminders
from scenarios.limits import MAX_ABILITIES, MAX_ABILITY_CHARS, MAX_TOKENS_AT_ONCE

_ONE_LAYER = re.compile(r"\s*\([^()]*\)")


def _layer_by_layer(text: str) -> str:
    """Reminder text removed the way it was before: one layer of parentheses per pass."""
    previous = None
    while previous != text:
        previous, text = text, _ONE_LAYER.sub("", text)
    return text


def _character(text: str) -> PrintedCard:
    return PrintedCard(
        name="Probe", type="Character", hand_cost=1, reserve_cost=1,
        forest=1, mountain=1, water=1, main_text=text,
    )  # fmt: skip


def test_reminder_text_is_removed_as_before_nested_or_unbalanced() -> None:
    rng = random.Random(34)
    for _ in range(5_000):
        text = "".join(rng.choice("ab (\t)") for _ in range(rng.randint(0, 24)))
        assert without_reminders(text) == _layer_by_layer(text), repr(text)
    assert clean("{J} Draw a card. (A reminder (nested).)") == "{J} Draw a card."


def test_deeply_nested_parentheses_are_stripped_in_one_pass() -> None:
    text = "{J} Draw a card. " + "(" * 50_000 + "x" + ")" * 50_000  # 100 KB
    assert clean(text) == "{J} Draw a card."  # its time: benchmarks/bounds_bench.py


def test_an_ability_too_long_or_one_too_many_is_left_unread_not_slow() -> None:
    long = "{J} " + "Draw a card. " * 8_000  # 100 KB in one ability
    reading = read_printed(_character(long))
    assert reading.abilities[0].status == "not executed"
    assert f"at most {MAX_ABILITY_CHARS:,}" in (reading.abilities[0].reason or "")
    many = "  ".join(["{J} I gain 1 boost."] * (MAX_ABILITIES + 5))
    reading = read_printed(_character(many))
    assert [a.status for a in reading.abilities].count("executed") == MAX_ABILITIES
    assert "the rest are not read" in (reading.abilities[-1].reason or "")


def test_creating_more_tokens_than_a_card_can_is_refused_where_it_is_read() -> None:
    text = "{J} Create 999999 [Brassbug 2/2/2] Robot tokens in each of your Expeditions."
    reading = read_printed(_character(text))
    assert reading.abilities[0].status == "not executed"
    with pytest.raises(ValidationError, match=f"at most {MAX_TOKENS_AT_ONCE} tokens"):
        CardModel.model_validate(
            {
                "name": "Maker",
                "type": "Spell",
                "hand_cost": 1,
                "reserve_cost": 1,
                "effect": [
                    {"action": "create", "token": "Brassbug 2/2/2 Robot", "amount": 999_999}
                ],
            }
        )


def test_a_number_of_thousands_of_digits_is_not_read_and_raises_nothing() -> None:
    reading = read_printed(_character("{J} I gain " + "9" * 5_000 + " boosts."))
    assert reading.abilities[0].status == "not executed"


def test_a_pasted_ability_of_thousands_of_sentences_is_cut_as_one_in_linear_work(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Deciding where each typed ability starts reads at most the length the engine reads of
    the ability so far (8,000 sentences of one ability were re-read whole at each sentence:
    the Type a card dialog froze for minutes); the cut is the same."""
    from scenarios.cards import typed_abilities

    read: list[int] = []
    starts = typed_abilities.starts_ability

    def measured(sentence: str, previous: str) -> bool:
        read.append(len(previous))
        return starts(sentence, previous)

    monkeypatch.setattr(typed_abilities, "starts_ability", measured)
    text = "{J} " + "Draw a card. " * 8_000
    assert typed_abilities.typed_abilities(text) == [text.strip()]
    assert max(read) <= MAX_ABILITY_CHARS
    short = "{J} Draw a card. I gain 1 boost.  Tough 1. At Noon — Draw a card."
    assert typed_abilities.typed_abilities(short) == [
        "{J} Draw a card. I gain 1 boost.",
        "Tough 1.",
        "At Noon — Draw a card.",
    ]


def test_an_ability_too_long_to_read_is_named_by_its_start_not_printed_whole() -> None:
    """The notice and the trace quote an unread ability of thousands of characters by its
    start and length (they printed 5,000 digits twice in a scenario's output)."""
    from scenarios.cards.models import CardModel
    from scenarios.cards.typed import compile_model

    text = "{J} I gain " + "9" * 5_000 + " boosts."
    card = CardModel.model_validate(
        {
            "name": "Probe", "type": "Character", "hand_cost": 1, "reserve_cost": 1,
            "forest": 1, "mountain": 1, "water": 1, "text": text, "read_text": True,
        }
    )  # fmt: skip
    _model, compiled = compile_model(card)
    (gap,) = [g for g in compiled.gaps if "resolve by hand" in str(g)]
    shown = str(gap)
    assert "…(5,0" in shown and " characters)" in shown and len(shown) < 500
    assert f"at most {MAX_ABILITY_CHARS:,}" in shown
    (by_hand,) = compiled.fields["by_hand"]
    assert len(by_hand.text) < 300 and by_hand.text.endswith("characters)")
