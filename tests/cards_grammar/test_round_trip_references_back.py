"""The writer beside the reader for references back (issue 30): a step one targeted player
does, then that same player's next step said "They …" / "That player …" (grammar/
references.py ``referred_players``) — written in the cards' style and read back, the same
reading; and "that [noun]" / "those [nouns]" read back as the "it" / "them" they stand for."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .round_trip_reactions import reactions_of


@st.composite
def their_step(draw: st.DrawFn) -> dict[str, Any]:
    """A step a player does as its own: draw N, Resupply, sacrifice a Character."""
    kind = draw(st.sampled_from(["draw", "resupply", "sacrifice"]))
    if kind == "draw":
        return {"action": "draw", "amount": draw(st.integers(1, 3))}
    if kind == "sacrifice":
        return {"action": "sacrifice", "subject": "a_character_you_control"}
    return {"action": "resupply"}


@st.composite
def same_player_steps(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "Target opponent / Target player [X]. They / That player [Y]."."""
    players = draw(st.sampled_from(["target_opponent", "target_player"]))
    first, then = draw(their_step()), draw(their_step())
    return [{**first, "players_do": players, "then": [then], "it_follows": True}]


@settings(deadline=None)  # the first reading builds the grammar's tables
@given(reactions_of(same_player_steps()))
def test_a_written_same_player_step_reads_back_the_same(ability: dict[str, Any]) -> None:
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@pytest.mark.parametrize(
    ("said", "plain"),
    [
        (
            "{J} Target Character gains 1 boost. Then exhaust that Character.",
            "{J} Target Character gains 1 boost. Then exhaust it.",
        ),
        (
            "{J} Target Robot gains 1 boost. That Robot gains Anchored.",
            "{J} Target Robot gains 1 boost. It gains Anchored.",
        ),
        (
            "{J} Draw a card. Then put that card in your Reserve.",
            "{J} Draw a card. Then put it in your Reserve.",
        ),
        (
            "{J} Up to two target Characters gain 1 boost. Then ready those Characters.",
            "{J} Up to two target Characters gain 1 boost. Then ready them.",
        ),
        (
            "{J} Target Character gains 1 boost. Then ready the chosen Character.",
            "{J} Target Character gains 1 boost. Then ready it.",
        ),
        (
            "{J} Target Expedition moves forward one region. Create an Ordis Recruit token there.",
            "{J} Target Expedition moves forward one region. Create an Ordis Recruit token in it.",
        ),
    ],
)
def test_a_reference_with_a_noun_reads_as_the_pronoun_it_stands_for(said: str, plain: str) -> None:
    """The noun is checked, then gone: the reading is the pronoun's, and it writes back as
    the pronoun, which reads back the same."""
    reading = read_ability(said)
    assert reading == read_ability(plain)
    assert read_ability(write_ability(reading)) == reading
