"""Tokens printed by name only (*Moth Lantern*: "Create a [MANA_MOTH] Illusion token in my
Expedition"): the token its official token card defines — name, statistics, sub-type
(2.1.e, 7.3.5.b) — and nothing else: another sub-type, or a name no token card has, is left
to the judge."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer
from scenarios.cards.printed.token_names import TokenCard, using_tokens

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read

LANTERN = (
    "When you sacrifice a non-Illusion Character \u2014 Create a [MANA_MOTH] Illusion token in "
    "my Expedition.  {J} Sacrifice a Character in my Expedition."
)


def test_7_3_5_b_a_mana_moth_named_without_statistics_is_the_mana_moth_token() -> None:
    reaction = executed(read(LANTERN, name="Moth Lantern")).model.abilities[0].reaction
    assert reaction is not None
    assert reaction.model_dump(exclude_defaults=True)["effect"] == (
        {"action": "create", "subject": "my_expedition", "token": "Mana Moth 2/2/2 Illusion"},
    )


@pytest.mark.parametrize(
    ("printed", "token", "amount", "subject"),
    [
        (
            "Create a [MANA_MOTH] Illusion token in my Expedition",
            "Mana Moth 2/2/2 Illusion",
            1,
            "my_expedition",
        ),
        (
            "Create two [BRASSBUG] Robot tokens in target Expedition",
            "Brassbug 2/2/2 Robot",
            2,
            "target_expedition",
        ),
        (
            "Create an [ORDIS_RECRUIT] Soldier token in each of your Expeditions",
            "Ordis Recruit 1/1/1 Soldier",
            1,
            "each_my_expedition",
        ),
        (
            "Create a [DRAGON_SHADE] Illusion token in the Expedition facing me",
            "Dragon Shade 5/5/5 Illusion",
            1,
            "the_expedition_facing_me",
        ),
        (
            "Create three [Mana Moth] tokens in my Expedition",
            "Mana Moth 2/2/2 Illusion",
            3,
            "my_expedition",
        ),
    ],
)
def test_7_3_5_b_variants_of_a_token_named_by_its_token_card(
    printed: str, token: str, amount: int, subject: str
) -> None:
    reaction = executed(read(f"{{J}} {printed}.")).model.abilities[0].reaction
    assert reaction is not None
    step = reaction.model_dump(exclude_defaults=True)["effect"][0]
    assert step == {
        "action": "create",
        "subject": subject,
        "token": token,
        **({"amount": amount} if amount > 1 else {}),
    }


def test_2_2_12_f_a_token_named_has_its_token_cards_abilities() -> None:
    # The library's Maw token card has its Reaction: a Maw created by name has it too.
    reaction = executed(read("{J} Create a [MAW] Companion token in my Expedition.")).model
    step = reaction.abilities[0].reaction.effect[0]  # type: ignore[union-attr]
    assert step.token == "Maw 0/0/0 Companion"
    [ability] = step.token_abilities
    assert not isinstance(ability, str) and ability.reaction is not None
    assert ability.reaction.trigger == "you_sacrifice_a_character"


def test_2_1_e_the_imported_token_card_wins_over_the_librarys() -> None:
    # No token is written in the reader: the token cards given (the pool's) are used first.
    drake = TokenCard("Brassbug", subtypes=("Robot",), forest=3, mountain=1, water=4)
    fresh = TokenCard("Glimmer Drake", subtypes=("Dragon",), forest=4, mountain=4, water=4)
    with using_tokens({"brassbug": drake, "glimmer drake": fresh}):
        first = executed(read("{J} Create a [BRASSBUG] Robot token in my Expedition."))
        second = executed(read("{J} Create a [GLIMMER_DRAKE] Dragon token in my Expedition."))
    assert first.model.abilities[0].reaction.effect[0].token == "Brassbug 3/1/4 Robot"  # type: ignore[union-attr]
    assert second.model.abilities[0].reaction.effect[0].token == "Glimmer Drake 4/4/4 Dragon"  # type: ignore[union-attr]
    after = "{J} Create a [GLIMMER_DRAKE] Dragon token in my Expedition."
    assert "no token card of that name is imported" in not_executed(read(after))


@pytest.mark.parametrize(
    ("printed", "reason"),
    [
        ("Create a [MANA_MOTH] Robot token in my Expedition", "is an Illusion, not a robot"),
        ("Create a [FOO_BAR] Robot token in my Expedition", "printed without its statistics"),
    ],
)
def test_2_1_e_a_token_not_as_its_token_card_is_left_to_the_judge(
    printed: str, reason: str
) -> None:
    assert reason in not_executed(read(f"{{J}} {printed}."))


def test_7_3_5_b_moth_lantern_creates_a_mana_moth_when_you_sacrifice_a_non_illusion() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Moth Lantern", **fields(executed(read(LANTERN, name="Moth Lantern"))))
        .in_expedition(
            "p1", "hero", "Victim", hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1
        )
        .mana("p1", 2)
    )
    state, entries = play(b, "Moth Lantern", dest="hero")
    d = state.pending
    (victim,) = [o.id for o in d.options if o.label == "Victim"]
    state, chosen = answer(state, d.id, [victim])
    state, more = until_decision(state)
    hero = names(state, "expedition:p1:hero")
    assert "Victim" not in hero
    (moth,) = [o for o in state.objects.values() if state.name(o.id) == "Mana Moth"]
    assert moth.zone == "expedition:p1:hero"
    card = state.card(moth.id)
    assert card is not None and (card.forest, card.mountain, card.water) == (2, 2, 2)
    assert "Illusion" in card.subtypes
    assert "7.3.5.a" in rules_of((*entries, chosen, *more)) or "7.3.5.b" in rules_of(
        (*entries, chosen, *more)
    )


def test_2_2_12_f_a_named_token_created_with_an_ability_has_both() -> None:
    # "with [abilities]" adds to what the token card gives (2.2.12.f, 7.3.5.b).
    text = '{J} Create a [MAW] Companion token in my Expedition with "At Noon — Draw a card."'
    reaction = executed(read(text)).model.abilities[0].reaction
    assert reaction is not None
    first, second = reaction.effect[0].token_abilities
    assert not isinstance(first, str) and not isinstance(second, str)
    assert first.reaction is not None and first.reaction.trigger == "you_sacrifice_a_character"
    assert second.reaction is not None and second.reaction.trigger == "at_noon"
