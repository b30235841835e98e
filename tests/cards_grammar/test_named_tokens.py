"""Tokens named without their statistics, read by the grammar alone (issue 30): "Create
[N] [name] token(s) [in place / in your Landmarks]" takes the token from its token card —
the imported pool's, given with ``using_tokens`` — never from a list written here (7.3.5.b,
2.1.e). A Landmark Permanent token joins its creator's Landmarks, said or not (2.2.3.e); in
an Expedition it is left to the judge, as a token no card defines (precision first).
The token cards below are invented for these tests."""

from __future__ import annotations

from engine import CardType, GameBuilder
from engine.state import zones as z
from engine.state.enums import PermanentZone
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.token_names import TokenCard, token_key, using_tokens

from ..cards_text.helpers import fields, play

BEACON = TokenCard(
    name="Beacon Pyre",
    type="Permanent",
    zone_type="Landmark",
    subtypes=("Structure",),
    abilities=(
        {
            "text": "At Noon \u2014 Draw a card.",
            "reaction": {"trigger": "at_noon", "effect": [{"action": "draw", "amount": 1}]},
        },
    ),
)
WISP = TokenCard(name="Ember Wisp", subtypes=("Spirit",), forest=1, mountain=2, water=0)
TOKENS = {token_key(t.name): t for t in (BEACON, WISP)}


def _effect(text: str) -> list[dict[str, object]]:
    with using_tokens(TOKENS):
        steps, stop = grammar_effect(text)
    assert steps is not None, stop.reason if stop else ""
    return steps


def _refused(text: str) -> str:
    with using_tokens(TOKENS):
        ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None
    return stop.reason


def test_7_3_5_b_a_landmark_token_by_its_placeholder_joins_your_landmarks() -> None:
    [step] = _effect("Create two [BEACON_PYRE] tokens.")
    assert step["subject"] == "your_landmarks" and step["amount"] == 2
    assert (step["token"], step["token_type"]) == ("Beacon Pyre", "Landmark Permanent")
    assert step["token_subtypes"] == ["Structure"]
    assert step["token_abilities"] == list(BEACON.abilities)


def test_2_2_3_e_in_your_landmarks_said_or_not_is_the_same_token() -> None:
    said = _effect("Create a Beacon Pyre Structure token in your Landmarks.")
    assert said == _effect("Create a [BEACON_PYRE] token.")


def test_7_3_5_a_a_landmark_token_in_an_expedition_is_left_to_the_judge() -> None:
    reason = _refused("{J} Create a [BEACON_PYRE] token in target Expedition.")
    assert "Landmark Permanent" in reason and "2.2.3.e" in reason


def test_2_1_e_a_character_token_takes_its_statistics_from_its_token_card() -> None:
    [step] = _effect("Create an Ember Wisp token in my Expedition.")
    assert step == {
        "action": "create",
        "token": "Ember Wisp 1/2/0 Spirit",
        "amount": 1,
        "subject": "my_expedition",
    }


def test_a_printed_sub_type_must_be_the_token_cards() -> None:
    assert "not a robot" in _refused("{J} Create an Ember Wisp Robot token in my Expedition.")


def test_2_1_e_a_token_no_card_defines_is_named_in_the_reason() -> None:
    reason = _refused("{J} Create a [GLOOM_HOUND] token in my Expedition.")
    assert "Gloom Hound" in reason and "no token card" in reason


def test_2_2_3_e_the_landmark_token_is_created_on_the_board() -> None:
    card = PrintedCard(
        "Pyre Keeper",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text="{J} Create a [BEACON_PYRE] token.",
    )
    with using_tokens(TOKENS):
        reading = read_printed(card, patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    b = GameBuilder().in_hand("p1", "Pyre Keeper", **fields(reading)).mana("p1", 2)
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 3), "Pyre Keeper")
    [pyre] = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Beacon Pyre"]
    made = state.card(pyre)
    assert made is not None and made.is_token
    assert (made.type, made.permanent_zone) == (CardType.PERMANENT, PermanentZone.LANDMARK)
