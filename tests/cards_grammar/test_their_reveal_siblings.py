"""Their reveal (issue 30): every sibling of sentences_their_reveal.py reads to what it means — one
player reveals their own hand (1.4.7.b, 1.2.7.d) and the effect's controller does the step
after it once per card shown of that kind (6.5.i, 6.5.f: ``follow_ups_yours``) — the
near-misses stay refused; the writer prints each back to the same reading."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .sentences_their_reveal import REFUSED_SIBLINGS, SIBLINGS


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=text.startswith("{D}"))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 40
    assert len(REFUSED_SIBLINGS) >= 10


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_counts_the_cards_the_other_player_showed(text: str) -> None:
    players, action, per = SIBLINGS[text]
    ability = _read(text)
    effect = (ability.get("reaction") or ability["quick_action"])["effect"]  # {D}: 2.2.12
    assert len(effect) == 1
    reveal = effect[0]
    assert (reveal["action"], reveal["subject"]) == ("reveal", "cards_in_your_hand")
    assert reveal["players_do"] == players
    assert reveal["follow_ups_yours"] is True  # the effect's controller counts (6.5.f)
    (counted,) = reveal["then"]
    assert counted["action"] == action
    assert counted["per"] == per
    assert "players_do" not in counted


@pytest.mark.parametrize("text", sorted(REFUSED_SIBLINGS))
def test_each_near_miss_is_refused(text: str) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None, REFUSED_SIBLINGS[text]


@pytest.mark.parametrize("text", sorted(t for t in SIBLINGS if "Target player" not in t))
def test_a_sibling_is_written_and_read_back_the_same(text: str) -> None:
    """ "Target player reveals their hand" is not written by the writer yet (alone too)."""
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert "among them" in written
    assert _read(written) == read


@pytest.mark.parametrize("text", sorted(t for t in SIBLINGS if "Target player" in t)[:3])
def test_target_player_reveal_is_written_with_its_player(text: str) -> None:
    """id (session 38): "Target player [step]" has the writer's words now (the player the
    controller targets, 6.5.b): written with them, read back the same — never another
    player's step."""
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert "Target player reveals their hand" in written
    assert _read(written) == read
