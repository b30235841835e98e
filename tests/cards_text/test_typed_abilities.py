"""Where a typed card's abilities begin (scenarios.cards.typed_abilities): sentences written
for these tests, one line each, as a judge types a Unique in a hurry."""

from __future__ import annotations

import pytest

from scenarios.cards.typed_abilities import (
    is_keyword_list,
    sentences,
    starts_ability,
    typed_abilities,
)


@pytest.mark.parametrize(
    ("typed", "abilities"),
    [
        # two trigger icons on one line: two triggered abilities
        (
            "{J} Draw a card. {H} I gain 1 boost.",
            ["{J} Draw a card.", "{H} I gain 1 boost."],
        ),
        # a Reaction after a triggered ability (dash or colon)
        (
            "{R} I gain 2 boosts. At Noon — Draw a card.",
            ["{R} I gain 2 boosts.", "At Noon — Draw a card."],
        ),
        (
            "{J} Draw a card. When I leave the Expedition zone: Resupply.",
            ["{J} Draw a card.", "When I leave the Expedition zone: Resupply."],
        ),
        # an activated ability after a triggered one
        (
            "{J} I gain 1 boost. {T} : Draw a card.",
            ["{J} I gain 1 boost.", "{T} : Draw a card."],
        ),
        (
            "{J} I gain 1 boost. {1}{T}, discard a card: Draw two cards.",
            ["{J} I gain 1 boost.", "{1}{T}, discard a card: Draw two cards."],
        ),
        # keywords are whole abilities, and so is what follows them
        (
            "Tough 1. Eternal. {J} Draw a card.",
            ["Tough 1.", "Eternal.", "{J} Draw a card."],
        ),
        (
            "[[Fleeting]]. (Discarded after it resolves.) Draw a card. Then discard a card.",
            [
                "[[Fleeting]]. (Discarded after it resolves.)",
                "Draw a card. Then discard a card.",
            ],
        ),
        # a passive sentence after a triggered one
        (
            "{J} Draw a card. I have Defender.",
            ["{J} Draw a card.", "I have Defender."],
        ),
        (
            "{H} I gain 1 boost. Your Spells cost {1} less.",
            ["{H} I gain 1 boost.", "Your Spells cost {1} less."],
        ),
        (
            "{J} Draw a card. If you control a Landmark, I am Eternal.",
            ["{J} Draw a card.", "If you control a Landmark, I am Eternal."],
        ),
        # a replacement starts its own ability
        (
            "{J} Resupply. If you would draw a card, instead Resupply.",
            ["{J} Resupply.", "If you would draw a card, instead Resupply."],
        ),
        # a passive before a Spell's effect
        (
            "I cost {1} less. Draw two cards.",
            ["I cost {1} less.", "Draw two cards."],
        ),
        # a passive whose subject opens with a keyword in brackets, after a Reaction
        (
            "When you create a token — It gains 1 boost. If you have less than eight Mana"
            " Orbs, [[Boosted]] tokens you control are [Defender].",
            [
                "When you create a token — It gains 1 boost.",
                "If you have less than eight Mana Orbs, [[Boosted]] tokens you control are"
                " [Defender].",
            ],
        ),
        # a Reaction to what a replacement did is an ability of its own
        (
            "If you would draw a card, also reveal the top card of your deck. When you"
            " reveal a Spell this way — I gain 1 boost.",
            [
                "If you would draw a card, also reveal the top card of your deck.",
                "When you reveal a Spell this way — I gain 1 boost.",
            ],
        ),
        # a change to what playing a card costs is a static ability, even with "may"
        (
            "You may discard a card from your Reserve to reduce my cost by {2}. Return"
            " target Character to its owner's hand.",
            [
                "You may discard a card from your Reserve to reduce my cost by {2}.",
                "Return target Character to its owner's hand.",
            ],
        ),
        (
            "You may play Spells with Hand Cost {5} or more for {1} less. If there are"
            " Spells in your Reserve, your Reserve limit is increased by one.",
            [
                "You may play Spells with Hand Cost {5} or more for {1} less.",
                "If there are Spells in your Reserve, your Reserve limit is increased by one.",
            ],
        ),
        # an ability granted in quotes under a condition is a passive (2.2.12.m)
        (
            "When you draw a card — If I have less than 3 Gear counters, I gain 1 Gear"
            ' counter. If I have 3 or more Gear counters, I gain "{T} : Resupply."',
            [
                "When you draw a card — If I have less than 3 Gear counters, I gain 1 Gear"
                " counter.",
                'If I have 3 or more Gear counters, I gain "{T} : Resupply."',
            ],
        ),
        # a rule for a part of the Day is a passive (2.2.12.m)
        (
            "At Dusk — Draw a card. Ignore my abilities during the first Day.",
            ["At Dusk — Draw a card.", "Ignore my abilities during the first Day."],
        ),
        (
            "{J} I gain 1 boost. During Noon, your Characters can't be sent to Reserve.",
            ["{J} I gain 1 boost.", "During Noon, your Characters can't be sent to Reserve."],
        ),
        # each line is an ability, whatever its sentences
        (
            "{J} Draw a card.\nEach player hums a tune.",
            ["{J} Draw a card.", "Each player hums a tune."],
        ),
    ],
)
def test_each_ability_typed_on_one_line_is_its_own(typed: str, abilities: list[str]) -> None:
    assert typed_abilities(typed) == abilities


@pytest.mark.parametrize(
    "typed",
    [
        # an effect of several sentences stays one ability
        "{J} If you control a token: Draw a card.",
        "{J} Target Character gains 1 boost. It can't be sent to Reserve this turn.",
        "{J} Draw a card. Then discard a card.",
        "{J} Sacrifice a Character. If you do, draw two cards.",
        "{J} You may discard a card. If you don't, I gain 1 boost.",
        "{J} Draw a card. I gain 1 boost.",
        "{J} Draw a card. You may discard a card.",
        "{H} Roll a die. When you roll a 6 this way — Draw a card.",
        "{T} : Draw a card. You can only activate this if you control a token.",
        "Choose one: • Draw a card. • Resupply.",
        "{J} Draw a card. (A reminder. In two sentences.)",
        'I gain "{T} : Draw a card." until the end of the turn.',
        "Each player draws a card. Each player discards a card.",
        # a keyword or a counter gained is a step, even under a condition; a quoted ability
        # gained with no condition or for a while is one too
        "{J} Draw a card. If you control a Plant, I gain [[Anchored]].",
        "When you draw a card — I gain 1 Gear counter. If I have 3, I gain 1 boost.",
        '{J} Draw a card. I gain "{T} : Resupply." until the end of the turn.',
        '{J} Draw a card. If you do, I gain "{T} : Resupply."',
        # a period named in a reminder is no rule of the card's own
        "{J} Draw a card. (During Dusk, ignore my statistics.)",
        # a cost change for this turn is a step of the effect
        "{J} The next Spell you play this turn costs {1} less. Draw a card.",
        "{J} You may play a Spell from your Reserve for {1} less until the end of the turn."
        " Draw a card.",
    ],
)
def test_an_effect_of_several_sentences_stays_one_ability(typed: str) -> None:
    assert typed_abilities(typed) == [typed]


def test_sentences_keep_reminders_quotes_and_rare_marks() -> None:
    assert sentences("#{J} Draw a card.# {T} : Resupply.") == [
        "#{J} Draw a card.#",
        "{T} : Resupply.",
    ]
    assert sentences("Tough 1. (Opponents pay {1}. More.) Eternal.") == [
        "Tough 1. (Opponents pay {1}. More.)",
        "Eternal.",
    ]
    assert sentences('I gain "Draw a card. Discard a card." Resupply.') == [
        'I gain "Draw a card. Discard a card."',
        "Resupply.",
    ]


def test_keyword_lists() -> None:
    assert is_keyword_list("Tough 2.")
    assert is_keyword_list("[[Fleeting]].")
    assert is_keyword_list("Gigantic, Seasoned.")
    assert is_keyword_list("[Scout] {2}. (A reminder.)")
    assert not is_keyword_list("Draw a card.")
    assert not is_keyword_list("Tough me.")


def test_a_step_after_a_trigger_is_not_a_new_ability() -> None:
    assert not starts_ability("I gain 1 boost.", "{J} Draw a card.")
    assert starts_ability("I can't be blocked.", "{J} Draw a card.")
    assert starts_ability("{R} Draw a card.", "Anything at all.")
    assert not starts_ability("• Resupply.", "{J} Choose one: • Draw a card.")
