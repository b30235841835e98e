"""A decision's line says who decides what, in the third person (engine/why/asked.py, issue
31): the prompt speaks to the player, the trace about them."""

from __future__ import annotations

import pytest

from engine.why.asked import asked_line


@pytest.mark.parametrize(
    ("prompt", "line"),
    [
        ("choose a turn effect", "p2 chooses a turn effect"),
        # a head sets the scene; "your" in the clause is the player's own
        (
            "Clean-up: choose 2 to keep in your Reserve (your reserve limit is 2)",
            "Clean-up: p2 chooses 2 to keep in their Reserve (their reserve limit is 2)",
        ),
        (
            "Expand: put a card in your Mana zone?",
            "Expand: p2 decides whether to put a card in their Mana zone",
        ),
        # a head naming no one: "your" is said with the player's name
        (
            "your Deck is empty: shuffle your Discard pile into your Deck?",
            "p2's Deck is empty: p2 decides whether to shuffle their Discard pile into their Deck",
        ),
        ("Kitsune: you may resupply", "Kitsune: p2 decides whether to resupply"),
        ("where to play Coppélia", "p2 chooses where to play Coppélia"),
        # a second order joined by "and" is the same player's
        (
            "roll a die for Daedalus and enter what it showed",
            "p2 rolls a die for Daedalus and enters what it showed",
        ),
        # the card's text after a question is kept as printed, its "you" too
        (
            "apply Mighty Jinn's modifier to Mighty Jinn? If I would leave the Expedition zone, "
            "you may put me in my owner's Mana zone instead.",
            "p2 decides whether to apply Mighty Jinn's modifier to Mighty Jinn — If I would "
            "leave the Expedition zone, you may put me in my owner's Mana zone instead.",
        ),
        ("apply “your” modifier?", "p2 decides whether to apply “your” modifier"),
        # no clause found: still said of the player
        ("Lucky Charm", "p2 decides: Lucky Charm"),
    ],
)
def test_a_prompt_is_said_of_the_player_who_answers_it(prompt: str, line: str) -> None:
    assert asked_line("p2", prompt) == line
