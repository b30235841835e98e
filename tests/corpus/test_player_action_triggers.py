"""Issue 32, search26: a trigger that names the player who acts, asked about another's action.

"Anubis: each player sacrifices — does my Maw get boosts for my opponent's sacrifice?" Maw's
trigger, "When you sacrifice a Character –", names the player who acts: such a trigger depends on
which player did the action (CR 5.0 1.4.7.a, Who Did That?), and an effect that says which
player does it answers (1.4.7.b). The card's text says so (``ACTOR_TRIGGER``, read by
:func:`judge_app.card_mentions.rules_words`); the grammar of interaction questions
(:func:`~rules_corpus.search.question_forms.form_groups`) asks who did it when such a card is
asked whether it gets or triggers something from what another player, or each player, did.
Sibling sentences put other atomic actions (7.3), actors and verbs in each slot; cards are
invented (plain records, as the app hands them over).
"""

from __future__ import annotations

import pytest

from judge_app.card_mentions import KnownCard, rules_words
from rules_corpus.search.mentions import ACTOR_TRIGGER, REACTION, CardMention
from rules_corpus.search.question_forms import WHO_DID, form_groups
from rules_corpus.search.question_text import named_text


def card(question: str, typed: str, *words: str) -> CardMention:
    start = question.index(typed)
    return CardMention(typed, start, start + len(typed), ("Character", *words), "Character")


def asks_who_did(question: str, *cards: tuple[str, tuple[str, ...]]) -> bool:
    mentions = tuple(card(question, name, *words) for name, words in cards)
    groups = form_groups(named_text(question, mentions), mentions)
    return any(WHO_DID[0] in group for group in groups)


def no_words(text: str) -> list[str]:
    return []


@pytest.mark.parametrize(
    "text",
    [
        "When you sacrifice a Character — I gain 2 boosts.",
        "When an opponent draws one or more cards or does [Resupply] — Create a token.",
        "When you play a Spell — I gain 1 boost.",
        "When you roll one or more dice — I gain 1 boost.",
        "When you create a token Character — It gains 1 boost.",
        "When an opponent plays a card from Reserve — Create a token.",
        "Whenever a player discards a card — Draw a card.",
        "When target opponent resupplies — I gain 1 boost.",
    ],
)
def test_a_trigger_naming_the_player_who_acts_is_read(text: str) -> None:
    words = rules_words(KnownCard("Zorblax", type_line="Character", text=text), no_words)
    assert ACTOR_TRIGGER in words


@pytest.mark.parametrize(
    "text",
    [
        # The object acts, not a player.
        "When a Character you control gains 1 or more boosts — Draw a card.",
        "When one of your Expeditions moves forward — Draw a card.",
        "When I leave the Expedition zone — Create a token.",
        "{J} Sacrifice a Character.",
        # A modifier's wording, no trigger.
        "If you would roll one or more dice, instead roll that many dice plus one.",
        # A state, not an action.
        "When you control three Plants — Draw a card.",
    ],
)
def test_a_trigger_naming_no_acting_player_is_not(text: str) -> None:
    words = rules_words(KnownCard("Zorblax", type_line="Character", text=text), no_words)
    assert ACTOR_TRIGGER not in words


ACTING = (REACTION, ACTOR_TRIGGER)


@pytest.mark.parametrize(
    "question",
    [
        "Zorblax: each player sacrifices - does my Quibble get boosts for my opponent's sacrifice?",
        "Zorblax makes each player draw, does my Quibble trigger on my opponent's draw?",
        "Zorblax: target opponent resupplies, does my Quibble get a recruit?",
        "Zorblax makes both players discard a card - does Quibble trigger twice?",
        "my opp plays Zorblax and each player rolls a die, does my Quibble gain a boost?",
        "Zorblax: each player creates a token, does Quibble trigger for their token too?",
        "my opp's Zorblax makes me play a spell - does my Quibble gain a boost?",
    ],
)
def test_another_players_action_asked_of_a_player_action_trigger_asks_who_did_it(
    question: str,
) -> None:
    assert asks_who_did(question, ("Zorblax", ("Reaction",)), ("Quibble", ACTING))


@pytest.mark.parametrize(
    "question",
    [
        # The card's trigger names no acting player ("When a Character you control gains …").
        (
            "Zorblax: each player sacrifices - does Quibble get boosts for my opponent's "
            "sacrifice?",
            (REACTION,),
        ),
        # No other player acts in the question.
        ("Zorblax makes me sacrifice a character, does Quibble get 2 boosts?", ACTING),
        # Nothing gained or triggered is asked.
        (
            "Zorblax: each player sacrifices, I have Quibble - who picks first, me or my opponent?",
            ACTING,
        ),
    ],
)
def test_who_did_it_is_not_asked_without_all_three(question: tuple[str, tuple[str, ...]]) -> None:
    text, words = question
    assert not asks_who_did(text, ("Zorblax", ("Reaction",)), ("Quibble", words))
