""" "Create a [token] in [place]. If [c], create another one": one more of the token the step
before created, where that one went — its Expedition (7.3.5.a), no target chosen again (6.5.b:
"another one" names no target) — the condition checked as the second creation would happen,
after the first (6.5.d, 6.1.c). After anything but one token created in one place,
unconditionally, it is refused by name (precision first)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find

from ..engine.helpers import until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps

_READ = [
    (
        "{J} Create a [Lunar Hare 1/1/1] Animal token in target Expedition. If you control a "
        "Landmark, create another one.",
        "target_expedition",
        "you control a landmark",
    ),
    (
        "{J} Create a [Ember Fox 1/1/1] Animal token in my Expedition. If you control two or "
        "more Landmarks, create another one.",
        "my_expedition",
        "you control 2 or more landmarks",
    ),
    (
        "{J} Create a [Brass Owl 1/2/1] Robot token in your hero Expedition. If your hand is "
        "empty, create another one.",
        "your_hero_expedition",
        "your hand is empty",
    ),
    (
        "{J} Create a [Mist Wisp 0/0/2] Spirit token in your companion Expedition. If there "
        "are 2 or more cards in Reserve, create another one.",
        "your_companion_expedition",
        "there are 2 or more cards in reserve",
    ),
    (
        "At Dusk — Create a [Dune Beetle 2/1/1] Animal token in my Expedition. If you "
        "control three or more Characters, create another one.",
        "my_expedition",
        "you control 3 or more characters",
    ),
    (
        "{J} Create a [Lunar Hare 1/1/1] Animal token in target Expedition. Create another one.",
        "target_expedition",
        None,
    ),
]


@pytest.mark.parametrize(("text", "place", "condition"), _READ)
def test_7_3_5_a_another_one_is_the_same_token_where_the_first_went(
    text: str, place: str, condition: str | None
) -> None:
    first = steps(executed(read(text)))
    assert len(first) == 1 and first[0]["subject"] == place
    token = first[0]["token"]
    again = list(first[0]["then"])
    assert again == [
        {
            "action": "create",
            "subject": "its_expedition",
            "token": token,
            **({"if": condition} if condition else {}),
        }
    ]


@pytest.mark.parametrize(
    "text",
    [
        # two tokens before: which one is "another one", where?
        "{J} Create two [Lunar Hare 1/1/1] Animal tokens in target Expedition. If you control "
        "a Landmark, create another one.",
        # no token created before
        "{J} Draw a card. If you control a Landmark, create another one.",
        # the first creation may not happen
        "{J} You may create a [Lunar Hare 1/1/1] Animal token in my Expedition. If you control "
        "a Landmark, create another one.",
    ],
)
def test_another_one_after_no_single_creation_is_refused(text: str) -> None:
    assert not_executed(read(text))


_SPELL = (
    "Create a [Lunar Hare 1/1/1] Animal token in target Expedition. If you control three or "
    "more Characters, create another one."
)


@pytest.mark.parametrize(("others", "hares"), [(1, 1), (2, 2)])
def test_6_5_d_the_condition_counts_the_first_token(others: int, hares: int) -> None:
    # two Characters and the first Hare make three: the condition is checked after it
    spell = fields(executed(read(_SPELL, type="Spell", name="Moonrise")))
    b = GameBuilder().in_hand("p1", "Moonrise", **spell).mana("p1", 1)
    for i in range(others):
        b = b.in_expedition("p1", "hero", f"Watcher {i}")
    state, _ = play(b, "Moonrise", dest="spell")
    d = state.pending
    assert d is not None and d.kind is DecisionKind.TARGET
    companion = next(o.id for o in d.options if "companion" in o.label.lower() and "p1" in o.id)
    state, _ = answer(state, d.id, [companion])
    state, _ = until_decision(state)
    # one target only: the second Hare goes where the first went (6.5.b, 7.3.5.a)
    assert state.pending is not None and state.pending.kind is not DecisionKind.TARGET
    assert names(state, "expedition:p1:companion").count("Lunar Hare") == hares
    assert find(state, "Moonrise")
