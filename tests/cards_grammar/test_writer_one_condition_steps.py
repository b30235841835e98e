"""cite11 (issue 31): "If [condition], I gain 1 boost and Fleeting" — the status step is the
condition's next step on "me", whatever the boost did (``it_follows``; 6.5.d, no "if you
did", 6.5.f): written back joined, never "… I gain 1 boost. If you do, I gain Fleeting.",
and read again as itself — "gain" and "lose", "If" and "Unless"."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.writer.all_rules import write_effect

from .probe import effect_steps


@pytest.mark.parametrize(
    "lead",
    ["If you have two or more cards in Reserve", "Unless you have two or more cards in Reserve"],
)
@pytest.mark.parametrize(
    "tail",
    [
        "I gain 1 boost and Fleeting",
        "I gain 2 boosts and Anchored",
        "I gain 1 boost and lose Fleeting",
    ],
)
def test_a_boost_and_a_status_under_one_condition_are_written_back_joined(
    lead: str, tail: str
) -> None:
    said = effect_steps(f"{{J}} {lead}, {tail}.")
    assert said[0].get("it_follows") is True
    written = write_effect(said)
    assert "If you do" not in written
    assert written.endswith(f"{tail}.")
    assert effect_steps("{J} " + written) == said
