"""What the section "players' events" refuses to read rather than read wrongly (precision
first): a die roll given both "On a …" results and "where X is the result" — 7.3.33.b gives a
roll one subsequent step using its result, and which one would apply is not said."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability


@pytest.mark.parametrize(
    "text",
    [
        "{H} Roll a die. On a 1-3, draw a card. Draw X cards, where X is the result.",
        "{H} Roll a die. Draw X cards, where X is the result. On a 6, draw a card.",
    ],
    ids=["results-then-x", "x-then-results"],
)
def test_7_3_33_b_a_roll_with_results_and_where_x_is_refused(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert "7.3.33.b" in str(refused.value) and refused.value.rule == "where_x_result"


def test_7_3_33_b_where_x_alone_still_reads() -> None:
    found = read_ability("{H} Roll a die. Draw X cards, where X is the result.")
    (roll,) = found["reaction"]["effect"]
    assert [(o["low"], o["effect"][0]["amount"]) for o in roll["outcomes"]] == [
        (n, n) for n in range(1, 7)
    ]
