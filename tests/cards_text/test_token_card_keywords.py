"""A token's keywords come from its token card (2.1.e, 7.4): read with a token card that
prints [[Tough 1]], "Create a [Shieldling 1/1/1] token" creates a token with Tough 1 (its X
kept, 7.4.7.b); a token card of other statistics is another token, and gives it nothing."""

from __future__ import annotations

from engine import Keyword
from scenarios.cards.printed.token_names import TokenCard, token_key, using_tokens

from .helpers import executed, fields, read

CREATE = "{J} Create a [Shieldling 1/1/1] token in my Expedition."


def _with(keywords: tuple[str, ...]):  # type: ignore[no-untyped-def]
    card = TokenCard("Shieldling", forest=1, mountain=1, water=1, keywords=keywords)
    with using_tokens({token_key(card.name): card}):
        return read(CREATE, name="Shield Maker")


def test_7_4_7_b_the_token_has_tough_1_from_its_token_card() -> None:
    [ability] = fields(executed(_with(("Tough 1",))))["abilities"]
    [create] = ability.effect
    assert create.token is not None
    assert Keyword.TOUGH in create.token.keywords and create.token.tough == 1


def test_without_a_token_card_of_those_statistics_the_token_has_none() -> None:
    card = TokenCard("Shieldling", forest=2, mountain=2, water=2, keywords=("Tough 1",))
    with using_tokens({token_key(card.name): card}):
        reading = read(CREATE, name="Shield Maker")
    [ability] = fields(executed(reading))["abilities"]
    [create] = ability.effect
    assert create.token is not None and create.token.keywords == frozenset()
