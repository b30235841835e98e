"""Siblings of "an optional step and what happens when it is declined" (issue 30, gram57),
read by the grammar: "Otherwise" / "If you don't" / "If they do" after an optional step of
yours or another player's — as its own sentence, after "; " or ", ", inside a look's
follow-up, with "Then," before the offer (6.5.c, 6.5.f, 6.1.h); an "Otherwise" after a step
that is not optional is refused naming that step (6.5.c)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.printed.text import clean

READ = [
    "{J} Look at the top card of your deck. "
    "You may put it in your Reserve. Otherwise, put it at the bottom of your deck.",
    "{J} Look at the top card of your deck. You may put it in your hand. "
    "Otherwise, put it at the bottom of your deck.",
    "{J} Reveal the top card of your deck. You may put it in your Reserve. "
    "If you don't, put it at the bottom of your deck.",
    "{J} Look at the top card of your deck. You may discard it. "
    "Otherwise, put it on top of your deck.",
    "{J} Look at the top card of your deck. "
    "You may put it in your Mana zone. Otherwise, discard it.",
    "{J} Look at the top card of your deck. "
    "You may put it at the bottom of your deck. If you don't, I gain 1 boost.",
    "{J} Look at the top card of your deck. "
    "You may put it in your Reserve; otherwise put it at the bottom of your deck.",
    "{J} Look at the top card of your deck. "
    "You may put it in your Reserve, otherwise put it at the bottom of your deck.",
    "{J} Look at the top card of your deck. "
    "You may put it in your Reserve. If you do, I gain 1 boost. "
    "Otherwise, put it at the bottom of your deck.",
    "{J} You may draw a card. Otherwise, I gain 1 boost.",
    "{J} You may draw a card, otherwise I gain 1 boost.",
    "{J} You may sacrifice a Character. Otherwise, I gain 2 boosts.",
    "{J} You may pay {1}. If you do, draw a card. Otherwise, I gain 1 boost.",
    "{J} I gain 1 boost. Then, you may pay {1}. If you do, draw a card.",
    "{J} I gain 1 boost. Then, you may draw a card. Otherwise, Resupply.",
    "{J} Target Character gains Asleep. You may give it 2 boosts. Otherwise, draw a card.",
    "{J} Target opponent may pay {1}. If they don't, I gain 2 boosts.",
    "{J} Target opponent may pay {1}. Otherwise, I gain 2 boosts.",
    "{J} I gain 1 boost. Then, target opponent may pay {2}. If they do, I lose 1 boost.",
    "{J} I gain 1 boost. Then, target opponent may pay {1}. If they don't, draw a card.",
    "{J} I gain 1 boost. Then, target opponent may pay {1}. Otherwise, I gain 1 boost.",
    "{J} Target opponent may draw a card. Otherwise, I gain 1 boost.",
    "{J} I gain 1 boost. Then, target opponent may draw a card. If they do, I gain 1 boost.",
    "{J} Target opponent may discard a card from their hand. If they don't, I gain 2 boosts.",
    "{J} Draw a card. Then, you may discard a card from your hand. If you don't, I lose 1 boost.",
    "{J} Target opponent may pay {1}, otherwise I gain 2 boosts.",
    "{J} I gain 1 boost. Then, you may draw a card, otherwise Resupply.",
    "{J} I gain 1 boost. Then, target opponent may pay {1}, otherwise I gain 1 boost.",
]
REFUSED = [
    ("{J} I gain 1 boost. Otherwise, draw a card.", "(give boost) is not optional"),
    ("{J} Draw a card, otherwise I gain 1 boost.", "(draw) is not optional"),
    (
        "{J} Look at the top card of your deck. Put it in your Reserve. Otherwise, discard it.",
        "(put) is not optional",
    ),
    (
        "{J} Target Character gains Asleep. You may put it at the bottom of your deck.",
        "names no card seen on top of your deck",
    ),
    ("{J} I gain 1 boost. Then, draw a card. Otherwise, Resupply.", "(draw) is not optional"),
    ("{J} Each player may pay {1}. Otherwise, I gain 1 boost.", ""),
    (
        "{J} Look at the top card of your deck. "
        "You may put it in your Reserve. "
        "Otherwise, put it at the bottom of target opponent's deck.",
        "",
    ),
]


def _declined(steps: list[dict[str, object]]) -> list[dict[str, object]]:
    """The optional steps (``may``) of ``steps`` and of their follow-ups, in order."""
    found: list[dict[str, object]] = []
    for step in steps:
        if step.get("may"):
            found.append(step)
        for key in ("then", "if_not_done"):
            inner = step.get(key)
            if isinstance(inner, list):
                found.extend(_declined(inner))
    return found


@pytest.mark.parametrize("text", READ)
def test_6_5_c_a_follow_up_of_an_optional_step_is_read_on_it(text: str) -> None:
    """Each sibling reads, its follow-up kept on an optional step: "If you do / they do"
    as its ``then`` (or the step paid for), "Otherwise" / "If you don't / they don't" as
    its ``if_not_done``."""
    steps = read_ability(clean(text))["reaction"]["effect"]
    optional = _declined(steps)
    assert optional, steps
    declined = "otherwise" in text.lower() or "don't" in text
    key = "if_not_done" if declined else "then"
    # "You may pay {N}. If you do, [X]": X is the step, {N} its price (``pay``, 6.5.f)
    assert any(step.get(key) or (key == "then" and "pay" in step) for step in optional), steps


@pytest.mark.parametrize(("text", "why"), REFUSED)
def test_an_otherwise_after_a_step_that_is_not_optional_is_refused(text: str, why: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(clean(text))
    assert why in str(refused.value)


def test_forage_reads_the_declined_branch_as_the_card_put_at_the_bottom() -> None:
    """ "You may put it in your Reserve. Otherwise, put it at the bottom of your deck.": the
    card seen goes to its owner's Deck's bottom when the Reserve is declined (3.2.2.b)."""
    text = READ[0]
    (look,) = read_ability(clean(text))["reaction"]["effect"]
    (put,) = look["then"]
    assert (put["to"], put["may"]) == ("reserve", True)
    assert put["if_not_done"] == [
        {"action": "put", "to": "deck", "position": "bottom", "to_owner": True, "subject": "it"}
    ]
