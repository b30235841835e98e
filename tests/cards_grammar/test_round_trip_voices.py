"""The writer in every voice, the reader reading each (gram38, issue 30): a random reading,
a random realisation choice per construct (:mod:`scenarios.cards.grammar.writer.voices`),
written and read back — the same reading. A voice the reader does not read, or reads to
another meaning, fails here with the text it printed."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.count_words import one_wording
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.voiced import house_voice
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.grammar.writer.voices import DIMENSIONS, Voice, realise
from tests.cards_grammar.test_round_trip import abilities


def _one_wording(value: Any) -> Any:
    """A reading with a condition's count in one wording (``count_words``): "two or more"
    and "2 or more" are one condition (6.5.i)."""
    if isinstance(value, dict):
        return {k: _one_wording(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_one_wording(v) for v in value]
    if isinstance(value, str):
        return one_wording(value)
    return value


@st.composite
def voices(draw: st.DrawFn) -> Voice:
    return Voice(**{name: draw(st.sampled_from(choices)) for name, choices in DIMENSIONS.items()})


@settings(max_examples=300, deadline=None)
@given(abilities(), voices(), st.booleans())
def test_a_reading_written_in_any_voice_reads_back_the_same(
    ability: dict[str, Any], voice: Voice, unique: bool
) -> None:
    text = realise(write_ability(ability, unique=unique), voice)
    assert _one_wording(read_ability(text)) == _one_wording(ability), text


VOICES = [
    # (house, another voice of it): each construct of voices.py, read as its house voice
    ("{J} Sacrifice two Characters.", "{J} Sacrifice 2 Characters."),
    (
        "{J} Up to one target Character gains 1 boost.",
        "{J} Up to 1 target Character gains 1 boost.",
    ),
    (
        "When you create one or more tokens — Draw a card.",
        "When you create 1 or more tokens — Draw a card.",
    ),
    (
        "{J} Exhaust target Character with {V} 3 or more.",
        "{J} Exhaust target Character with {V} three or more.",
    ),
    ("{H} Each player draws a card.", "{H} All players draw a card."),
    ("{H} Each opponent sacrifices a Character.", "{H} Your opponents each sacrifice a Character."),
    (
        "{J} I gain 1 boost per card in each player's Reserve.",
        "{J} I gain 1 boost per card in every player's Reserve.",
    ),
    (
        "{J} Exhaust target Character. If you do, its controller draws a card.",
        "{J} Exhaust target Character. If you do, the player who controls it draws a card.",
    ),
    (
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Hero Expedition.",
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition of your Hero.",
    ),
    (
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Companion Expedition.",
        "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Companion's Expedition.",
    ),
    ("{J} Exhaust target Character.", "{J} Target Character is exhausted."),
    ("{J} Sacrifice me.", "{J} I am sacrificed."),
    (
        "The first card you play from reserve each day costs {2} less.",
        "The first card you play from reserve every day costs {2} less.",
    ),
]


@pytest.mark.parametrize(("house", "voice"), VOICES)
def test_another_voice_is_read_as_the_house_voice(house: str, voice: str) -> None:
    assert house_voice(voice) == house_voice(house)
    assert read_ability(voice) == read_ability(house)


KEPT = [
    # said as printed: another meaning, or a bound the condition keeps in its own wording
    "{J} If every Character you control has no boosts, draw a card.",  # all of a group
    "{H} If you have 3 or more cards in your Mana zone, draw two cards.",  # count_words
    "{J} Draw a card for every two Characters you control.",  # a rate
    "{J} Return target Character to the hand of the player who controls them.",  # them
    "{J} Target Character is exhausted if you control a Plant.",  # a condition, no step
    "When a Character is exhausted — Draw a card.",  # an event, no step
]


@pytest.mark.parametrize("text", KEPT)
def test_what_could_mean_otherwise_is_kept_as_printed(text: str) -> None:
    assert house_voice(text) == text
