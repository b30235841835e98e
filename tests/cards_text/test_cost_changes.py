"""A card's own printed cost change (5.1.2.f), read by the card grammar (its static abilities):
each form of the sentence, played on a board (the cost paid, the rule cited), and a cost
change the engine does not execute said in the declaration, before payment (issue 30)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder
from scenarios.cards.byhand import by_hand_of
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed.cost_changes import changes_cost

from .helpers import executed, fields, not_executed, play, read


def read_cost_change(text: str) -> dict[str, Any] | None:
    """The card's own cost change the card grammar reads in ``text`` (``{"cost": …}``), or
    ``None`` when it reads none there."""
    ability, _ = grammar_ability(text, support=False, patterns=False)
    passive = (ability or {}).get("passive") or {}
    cost = passive.get("cost")
    return {"cost": cost} if cost is not None and cost.get("applies_to") == "me" else None


@pytest.mark.parametrize(
    ("printed", "cost"),
    [
        ("I cost {2} less.", {"change": -2, "applies_to": "me"}),
        ("I cost {1} more.", {"change": 1, "applies_to": "me"}),
        (
            "I cost {1} less if you control three or more Characters.",
            {"change": -1, "applies_to": "me", "if": "you control three or more characters"},
        ),
        (
            "If you control three or more Characters, I cost {2} less.",
            {"change": -2, "applies_to": "me", "if": "you control three or more characters"},
        ),
        (
            "As long as you have no cards in hand, I cost {2} less.",
            {"change": -2, "applies_to": "me", "if": "you have no cards in hand"},
        ),
        (
            "I cost {2} more unless you control a Robot.",
            {"change": 2, "applies_to": "me", "if": "unless you control a robot"},
        ),
        (
            "I cost {1} less for each exhausted card in Reserve.",
            {"change": -1, "applies_to": "me", "per": "exhausted card in reserve"},
        ),
        (
            "I cost {X} less, where X is the number of Characters you control.",
            {"change": -1, "applies_to": "me", "per": "character you control"},
        ),
        (
            "I cost {3} less if you control a Robot, down to a minimum of {1}.",
            {"change": -3, "applies_to": "me", "if": "you control a robot", "minimum": 1},
        ),
    ],
)
def test_5_1_2_f_the_forms_of_a_cards_own_cost_change(printed: str, cost: dict[str, Any]) -> None:
    assert read_cost_change(printed) == {"cost": cost}
    executed(read(printed, hand_cost=4))


def test_5_1_2_f_other_sentences_are_not_a_cards_own_cost_change() -> None:
    assert read_cost_change("Characters you play cost {1} less.") is None
    assert read_cost_change("I gain 1 boost if you control a Robot.") is None


def _board(text: str, robots: int) -> GameBuilder:
    card = fields(executed(read(text, name="Cheap Trick", hand_cost=4)))
    b = GameBuilder().in_hand("p1", "Cheap Trick", **card).mana("p1", 6)
    for i in range(robots):
        b = b.in_expedition(
            "p1", "hero", f"Bot {i}", subtypes=("Robot",), forest=1, mountain=1, water=1
        )
    return b


@pytest.mark.parametrize(("robots", "paid"), [(0, 4), (1, 2)])
def test_5_1_2_f_a_condition_before_the_cost_change_applies_when_played(
    robots: int, paid: int
) -> None:
    _, entries = play(_board("If you control a Robot, I cost {2} less.", robots), "Cheap Trick")
    [declared] = [e for e in entries if "to exhaust for Cheap Trick" in e.text]
    assert f"chooses {paid} Mana Orbs" in declared.text
    assert any(e.text.startswith(f"p1 pays {paid} mana") for e in entries)
    assert ("5.1.2.f" in declared.rules) == (paid < 4)  # the alteration, cited as it applies


def test_5_1_2_f_a_cost_change_left_to_the_judge_is_said_before_payment() -> None:
    text = "I cost {2} less if you control a Pirate."
    reading = read(text, name="Sea Dog", hand_cost=4)
    assert "pirate" in not_executed(reading).lower()  # the word not read is named
    [by_hand] = by_hand_of(reading.abilities)
    assert by_hand.cost and by_hand.trigger is None
    card = fields(read("", name="Sea Dog", hand_cost=4))
    b = GameBuilder().in_hand("p1", "Sea Dog", **{**card, "by_hand": (by_hand,)}).mana("p1", 6)
    _, entries = play(b, "Sea Dog")
    said = [e for e in entries if "resolve by hand" in e.text]
    assert len(said) == 1  # in the declaration only: not again as it enters play
    [declared] = said
    assert "to exhaust for Sea Dog" in declared.text and "before paying" in declared.text
    assert "“I cost {2} less if you control a Pirate.”" in declared.text
    assert "5.1.2.f" in declared.rules


def test_changes_cost_is_for_passive_cost_changes_only() -> None:
    assert changes_cost("I cost {1} less if you control a Pirate.")
    assert changes_cost("Spells your opponents play cost {1} more.")
    assert changes_cost("{I} Cards you play can't cost less than {2}.")
    assert not changes_cost("{J} The next Spell you play this turn costs {1} less.")
    assert not changes_cost("{D} : The next card you play this turn costs {1} less.")
    assert not changes_cost("When you play a Spell — Draw a card.")
    assert not changes_cost("{T} : Draw a card. This action costs {1} more if you are tired.")
