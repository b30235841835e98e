"""What the section "durations, zones and triggers" reads and leaves to the judge, naming
the part: a status said with a duration (2.2.15.b, 2.4.1.e), a keyword the engine does not
take away for a time, a token leaving Limbo (tokens are never played, 7.3.5.a), "it"
moving with no Expedition named before it."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import PrintedCard, read_printed


def _reason(text: str) -> str:
    card = PrintedCard(
        "Fixture",
        "Character",
        hand_cost=2,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    (ability,) = read_printed(card, patterns=False).abilities
    assert ability.status != "executed", text
    return ability.reason


@pytest.mark.parametrize(
    "text",
    [
        "{R} I gain [[Anchored]] this Day.",
        "{J} Target Character gains Asleep until end of turn.",
        "{H} I lose Fleeting this Afternoon.",
    ],
)
def test_2_2_15_b_a_status_has_no_duration(text: str) -> None:
    reason = _reason(text)
    assert "2.2.15.b" in reason and "2.4.1.e" in reason and "judge" in reason


@pytest.mark.parametrize(
    ("text", "keyword"),
    [
        ("{J} Target Character loses Tough 1 this turn.", "Tough"),
        ("{J} I lose Gigantic this Day.", "Gigantic"),
        ("{J} I lose Scout 2 this turn.", "Scout"),
    ],
)
def test_a_keyword_the_engine_does_not_take_away_is_left_by_hand(text: str, keyword: str) -> None:
    assert f"losing '{keyword}'" in _reason(text)


def test_a_token_never_leaves_limbo() -> None:
    found, stop = grammar_ability("When a token leaves Limbo \u2014 Draw a card.", support=False)
    assert found is None and stop is not None and "Limbo" in stop.reason


@pytest.mark.parametrize(
    "text",
    [
        "{J} It moves forward one region.",
        "{J} If you control a token, it moves forward one region.",
        "When a Character joins my Expedition \u2014 It moves forward one region.",
        "{H} If there are two or more regions between your Hero Expedition and your Companion "
        "Expedition, it moves forward one region.",
        "{H} If my Expedition is behind: Draw a card, then it moves forward one region.",
        "When a Character joins my Expedition \u2014 Target Character in it gains 1 boost.",
        "{J} Draw a card. Each Character in it gains 1 boost.",
        "At Noon \u2014 If my Expedition is ahead, draw a card. Each Character in it gains 1 "
        "boost.",
        "{J} If its Expedition is ahead, target Character in the Expedition facing it gains 1 "
        "boost.",
    ],
)
def test_it_moving_with_no_expedition_named_is_left_by_hand(text: str) -> None:
    assert "it" in _reason(text).lower()
