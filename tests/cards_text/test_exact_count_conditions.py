"""A count said with a bare number in a condition is that count exactly: "If I have 3 boosts"
holds with 3 boosts, not with 2 or 4 — "3 or more" / "3 or less" say the open counts, "a" /
"an" one or more (6.5.d: the condition is checked as the step would happen). Read in every
slot a count condition takes: my boosts or named counters, what you control, the cards in
Reserve; in a triggered ability, a quick action and a passive ability alike."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.reading.passives import has_keyword
from engine.state.enums import BOOST, Keyword
from scenarios.cards import vocabulary as v

from .helpers import executed, fields, play, read


@pytest.mark.parametrize(
    ("said", "counter", "n"),
    [
        ("i have 3 boosts", "boost", 3),
        ("i have two boosts", "boost", 2),
        ("i have 4 ember counters", "Ember", 4),
        ("i have one omen counter", "Omen", 1),
        ("i have 5 glyph counters", "Glyph", 5),
    ],
)
def test_6_5_d_a_bare_number_of_my_counters_is_that_many_exactly(
    said: str, counter: str, n: int
) -> None:
    c = v.condition_of(said)
    assert c is not None
    assert (c.counter, c.at_least, c.at_most) == (counter, n, n)


@pytest.mark.parametrize(
    ("said", "n"),
    [
        ("you control 2 landmarks", 2),
        ("you control three characters", 3),
        ("you control two other characters", 2),
        ("you control 2 boosted characters", 2),
        ("there are 3 cards in reserve", 3),
    ],
)
def test_6_5_d_a_bare_number_of_objects_is_that_many_exactly(said: str, n: int) -> None:
    c = v.condition_of(said)
    assert c is not None
    assert (c.at_least, c.at_most) == (n, n)


@pytest.mark.parametrize(
    ("said", "least", "most"),
    [
        ("i have a boost", 1, None),
        ("i have 3 or more boosts", 3, None),
        ("i have 2 or less ember counters", None, 2),
        ("i have no boosts", None, 0),
        ("you control two or more landmarks", 2, None),
    ],
)
def test_open_counts_keep_their_bounds(said: str, least: int | None, most: int | None) -> None:
    c = v.condition_of(said)
    assert c is not None
    assert (c.at_least, c.at_most) == (least, most)


@pytest.mark.parametrize(
    "text",
    [
        "If I have two boosts, I am [Gigantic].",
        "If I have 2 boosts, I am [Gigantic].",
    ],
)
def test_a_passive_under_an_exact_count_of_my_boosts(text: str) -> None:
    f = fields(executed(read(text, name="Tidewalker")))
    for boosts, giant in ((1, False), (2, True), (3, False)):
        b = GameBuilder().in_expedition("p1", "hero", "Tidewalker", counters={BOOST: boosts}, **f)
        state = b.build()
        assert has_keyword(state, find(state, "Tidewalker"), Keyword.GIGANTIC) is giant, boosts


def test_a_passive_under_an_exact_count_of_named_counters() -> None:
    f = fields(executed(read("If I have one Omen counter, I have [Defender].", name="Warden")))
    for omens, defends in ((0, False), (1, True), (2, False)):
        b = GameBuilder().in_expedition("p1", "hero", "Warden", counters={"Omen": omens}, **f)
        state = b.build()
        assert has_keyword(state, find(state, "Warden"), Keyword.DEFENDER) is defends, omens


def test_a_quick_reaction_under_an_exact_count_of_landmarks() -> None:
    f = fields(executed(read("{J} If you control 2 Landmarks, I gain 1 boost.")))
    for landmarks, boosts in ((1, 0), (2, 1), (3, 0)):
        b = GameBuilder().in_hand("p1", "Surveyor", **f).mana("p1", 1)
        for i in range(landmarks):
            b = b.in_landmarks("p1", f"Cairn {i}")
        state, _ = play(b, "Surveyor")
        assert state.objects[find(state, "Surveyor")].boosts == boosts, landmarks


def test_an_exact_count_of_other_characters_excludes_me() -> None:
    f = fields(executed(read("{J} If you control three other Characters, I gain 2 boosts.")))
    for others, boosts in ((2, 0), (3, 2), (4, 0)):
        b = GameBuilder().in_hand("p1", "Herald", **f).mana("p1", 1)
        for i in range(others):
            b = b.in_expedition("p1", "companion", f"Lantern {i}")
        state, _ = play(b, "Herald")
        assert state.objects[find(state, "Herald")].boosts == boosts, others
