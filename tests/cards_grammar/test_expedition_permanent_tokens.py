"""An Expedition Permanent token created by its name (issue 30, gram77): "Create a [Name]
Expedition Permanent token in your hero Expedition" — the type words a check against the token
card (2.1.e, 2.2.3), the token a Permanent without statistics (2.2.11) joining the Expedition
said (2.2.3.d, 7.3.5.a); not said, or said to be another type, it is refused naming the token.
The token card is invented for these tests."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder
from engine.state import zones as z
from engine.state.enums import PermanentZone
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.token_names import TokenCard, token_key, using_tokens

from ..cards_text.helpers import fields, play

STAKE = TokenCard(name="Tide Stake", type="Permanent", zone_type="Expedition", subtypes=("Totem",))
TOKENS = {token_key(STAKE.name): STAKE}


def _effect(text: str) -> list[dict[str, object]]:
    with using_tokens(TOKENS):
        steps, stop = grammar_effect(text)
    assert steps is not None, stop.reason if stop else ""
    return steps


@pytest.mark.parametrize(
    ("printed", "place", "amount"),
    [
        (
            "Create a [Tide Stake] Expedition Permanent token in your hero Expedition.",
            "your_hero_expedition",
            1,
        ),
        ("Create a [Tide Stake] Permanent token in my Expedition.", "my_expedition", 1),
        (
            "Create a [Tide Stake] token in your companion Expedition.",
            "your_companion_expedition",
            1,
        ),
        ("Create two [Tide Stake] tokens in each of your Expeditions.", "each_my_expedition", 2),
    ],
)
def test_2_2_3_d_an_expedition_permanent_token_joins_the_expedition_said(
    printed: str, place: str, amount: int
) -> None:
    [step] = _effect(printed)
    assert step["token"] == "Tide Stake"
    assert step["token_type"] == "Expedition Permanent"
    assert (step["subject"], step["amount"]) == (place, amount)


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("{J} Create a [Tide Stake] token.", "is not said"),
        ("{J} Create a [Tide Stake] Landmark token in my Expedition.", "not a Landmark"),
        ("{J} Create a [Tide Stake] Character token in my Expedition.", "not a Character"),
    ],
)
def test_an_expedition_permanent_token_not_placed_or_mistyped_is_refused(
    printed: str, said: str
) -> None:
    with using_tokens(TOKENS):
        ability, stop = grammar_ability(printed, support=False)
    assert ability is None and stop is not None
    assert "Tide Stake" in stop.reason and said in stop.reason


def test_2_2_3_d_the_expedition_permanent_token_is_created_on_the_board() -> None:
    card = PrintedCard(
        "Stake Driver",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text="{J} Create a [Tide Stake] Expedition Permanent token in your hero Expedition.",
    )
    with using_tokens(TOKENS):
        reading = read_printed(card, patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    b = GameBuilder().in_hand("p1", "Stake Driver", **fields(reading)).mana("p1", 2)
    state, _ = play(b.deck_of("p1", 3).deck_of("p2", 3), "Stake Driver")
    hero = z.zone_of_expedition("p1:hero")
    [stake] = [o for o in state.zone(hero) if state.name(o) == "Tide Stake"]
    made = state.card(stake)
    assert made is not None and made.is_token
    assert (made.type, made.permanent_zone) == (CardType.PERMANENT, PermanentZone.EXPEDITION)
    assert made.subtypes == ("Totem",)
    assert not [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Tide Stake"]
