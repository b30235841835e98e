"""A set's keyword ability whose reminder says a rules keyword ability's own rule (issue 30,
gram67): "[Warden]. (During Rest, I'm not sent to Reserve.)" is Eternal (7.4.3.b), read as
its bearer having Eternal — on the card, and given to a group (2.3.1.a) — and played through
Rest (4.2.5.b). A cost its controller may pay during Rest to stay is a choice the engine's
Rest does not ask: refused by name. The reminders are written for these tests."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import GameBuilder, find
from engine.state.enums import CardType, PermanentZone, Phase
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields

ETERNAL_SAID = "During Rest, I'm not sent to Reserve."
KEYWORDS = {
    "warden": ETERNAL_SAID,
    "keeper": "I keep my boosts when I go from the Expedition zone to Reserve.",
    "toll": "During Rest, you may pay {1}. If you do, I'm not sent to Reserve.",
    "hoard": "During Rest, you may discard a card. If you do, I'm not sent to Reserve.",
}


def _fields(text: str, name: str, type: str = "Character") -> dict[str, object]:
    with using_keywords(KEYWORDS):
        return grammar_fields(text, name, unique=False, type=type)


def _untexted(fields: dict[str, object]) -> dict[str, object]:
    """``fields`` with each ability's printed text left out (the words differ, the meaning
    is compared)."""
    abilities = fields.get("abilities", ())
    return {**fields, "abilities": [replace(a, text="") for a in abilities]}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "said",
    [
        ETERNAL_SAID,
        "I'm not sent to Reserve during Rest.",
        "During Rest, I stay in my Expedition.",
    ],
)
def test_7_4_3_b_eternal_said_in_a_set_s_words_is_eternal(said: str) -> None:
    assert _fields(said, "Ally") == _fields("I have Eternal.", "Ally")


def test_7_4_6_b_seasoned_said_in_a_set_s_words_is_seasoned() -> None:
    said = _fields(KEYWORDS["keeper"], "Ally")
    assert said == _fields("I have Seasoned.", "Ally")


def test_2_3_1_a_a_group_given_the_set_keyword_is_given_the_rules_keyword() -> None:
    given = _fields("Characters you control have [Keeper].", "Lord", type="Permanent")
    meant = _fields("Characters you control have Seasoned.", "Lord", type="Permanent")
    assert _untexted(given) == _untexted(meant)


def _rested(ally: dict[str, object], lord: dict[str, object] | None = None) -> str:
    """Rest (4.2.5.b) with p1's Character "Ally" in its hero Expedition (and a Landmark
    "Lord"): the zone Ally is in after it."""
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ally)
    if lord is not None:
        lord = {**lord, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
        b = b.in_landmarks("p1", "Lord", **lord)
    state, entries = until_decision(b.at_phase(Phase.NIGHT).build())
    assert "4.2.5.b" in rules_of(entries)
    return state.objects[find(state, "Ally")].zone


def test_4_2_5_b_a_set_keyword_said_as_eternal_stays_through_rest() -> None:
    assert _rested({}) == "reserve:p1"
    assert _rested(_fields("[Warden].", "Ally")) == "expedition:p1:hero"


def test_4_2_5_b_a_group_given_it_stays_through_rest() -> None:
    lord = _fields("Characters you control have [Warden].", "Lord", type="Permanent")
    assert _rested({}, lord) == "expedition:p1:hero"


def test_4_2_5_b_a_set_keyword_paid_during_rest_to_stay_is_asked() -> None:
    # [Toll]: "During Rest, you may pay {1}. If you do, I'm not sent to Reserve." — an
    # optional replacement paid with its cost (6.2.d, 6.5.f); with no Mana Orb to pay, it is
    # not offered and Rest sends Ally (1.2.5.c, 6.1.g; tests/cards_text/test_rest_paid_to_stay).
    assert _rested(_fields("[Toll].", "Ally")) == "reserve:p1"
    lord = _fields("Characters you control have [Toll].", "Lord", type="Permanent")
    assert _rested({}, lord) == "reserve:p1"


@pytest.mark.parametrize("text", ["[Hoard].", "Characters you control have [Hoard]."])
def test_4_2_5_b_a_card_discarded_during_rest_to_stay_is_refused_by_name(text: str) -> None:
    from scenarios.cards.printed import PrintedCard, read_printed

    with using_keywords(KEYWORDS):
        reading = read_printed(PrintedCard(name="Ally", type="Character", main_text=text))
    [ability] = reading.abilities
    assert ability.status != "executed"
    assert "[Hoard]" in ability.reason and "during Rest" in ability.reason
