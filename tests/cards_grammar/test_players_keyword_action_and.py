"""A set's keyword action after "and" in a clause whose subject names players (issue 30,
session 41): "All players draw a card and [Unfurl]" — the plural subject governs both verbs,
so the keyword action is the players' second step (1.4.7.b), which is not read yet; it was
read as the effect controller's own [Unfurl] (a reading that runs and does other than the
text). Refused now, naming the words; the controller's "Draw a card and [Unfurl]" and the
players' "Each player [Unfurls]" read as before."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed.text import clean

UNFURL = {"unfurl": "Draw a card, then discard a card."}

REFUSED = (
    "{J} All players draw a card and [Unfurl].",
    "{J} Your opponents draw a card and [Unfurl].",
)


def _ability(text: str) -> tuple[Any, Any]:
    with using_keywords(UNFURL):
        return grammar_ability(clean(text), support=False)


@pytest.mark.parametrize("text", REFUSED)
def test_1_4_7_b_the_players_second_step_is_never_the_controllers(text: str) -> None:
    ability, stop = _ability(text)
    assert ability is None and stop is not None
    assert "Unfurl" in stop.reason


def test_the_controllers_keyword_action_after_and_still_reads() -> None:
    with using_keywords(UNFURL):
        steps, _ = grammar_effect(clean("Draw a card and [Unfurl]."))
    assert steps is not None
    assert [s.get("keyword_action") for s in steps] == [None, "Unfurl", None]
    assert not any(s.get("players_do") or s.get("subject") == "each_player" for s in steps)


def test_the_players_keyword_action_still_reads() -> None:
    ability, stop = _ability("{J} Each player [Unfurls].")
    assert ability is not None, stop
    [step] = ability["reaction"]["effect"]
    assert step["players_do"] == "each_player" and step["keyword_action"] == "Unfurl"
