"""THE OBJECT PHRASE (issue 30, gram108): every sibling of sentences_object_phrase.py reads
to what it means, or is refused when the engine cannot say it (never another meaning); boards
play a target's boosts compared with another object's (2.5.1): a Character that is not a
legal target is not offered (6.5.b), and the comparison is made with the boosts as they are
when the target is chosen."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.state.conditions import Condition
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import assert_one_effect_or_refused, grammar_fields
from .sentences_object_phrase import (
    FEWER_BOOSTS_THAN_YOURS,
    MORE_BOOSTS_THAN_ME,
    NO_BOOSTS_AND_COST,
    SIBLINGS,
)
from .test_board_effects import ALLY


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 60


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    assert_one_effect_or_refused(text, SIBLINGS[text])


def _boosted(n: int) -> dict[str, object]:
    return {**ALLY, "counters": {BOOST: n}} if n else dict(ALLY)


def _targets_offered(text: str, mine: dict[str, int], theirs: dict[str, int]) -> list[str]:
    """p1 plays the Unique printing ``text`` (no boosts) beside Characters of theirs with the
    boosts said; the labels of the targets its Reaction offers."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for name, n in mine.items():
        b = b.in_expedition("p1", "hero", name, **_boosted(n))
    for name, n in theirs.items():
        b = b.in_expedition("p2", "hero", name, **_boosted(n))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    return _labels(state)


def _labels(state: GameState) -> list[str]:
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN, d
    return sorted(o.label for o in d.options)


def test_2_5_1_fewer_boosts_than_a_character_you_control_is_fewer_than_the_most() -> None:
    """Ally has 2 boosts, Mate 1: "fewer than a Character you control" is fewer than 2 (one
    of them is enough) — Rival (1) and the Unique (0) are offered; Brute (3) and Ally (2,
    not fewer than itself nor than Mate) are not legal targets (6.5.b)."""
    offered = _targets_offered(
        FEWER_BOOSTS_THAN_YOURS, {"Ally": 2, "Mate": 1}, {"Rival": 1, "Brute": 3}
    )
    assert offered == ["Mate", "Rival", "Unique"]


def test_2_5_1_fewer_boosts_than_a_character_you_control_sends_the_target() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FEWER_BOOSTS_THAN_YOURS))
    b = b.in_expedition("p1", "hero", "Ally", **_boosted(2))
    b = b.in_expedition("p2", "hero", "Rival", **_boosted(1))
    b = b.in_expedition("p2", "hero", "Brute", **_boosted(3))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    d = state.pending
    assert d is not None
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Rival"))
    state, _ = until_decision(state)
    assert names(state, "reserve:p2") == ["Rival"]
    assert "Brute" in names(state, "expedition:p2:hero")


def test_2_5_1_more_boosts_than_me_compares_with_the_bearer_as_it_is_now() -> None:
    """The Unique has no boosts as its Reaction resolves: every Character with one or more
    is offered, none without (the bearer's boosts now, 6.5.b)."""
    offered = _targets_offered(MORE_BOOSTS_THAN_ME, {"Ally": 0}, {"Rival": 1, "Calm": 0})
    assert offered == ["Rival"]


def test_6_5_b_no_boosts_and_hand_cost_both_hold() -> None:
    """ "with no boosts and Hand Cost 3 or less": Rival (no boosts, cost 1) only — not
    Brute (a boost), not Giant (cost 4)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(NO_BOOSTS_AND_COST))
    b = b.in_expedition("p2", "hero", "Rival", **ALLY)
    b = b.in_expedition("p2", "hero", "Brute", **_boosted(1))
    b = b.in_expedition("p2", "hero", "Giant", **{**ALLY, "hand_cost": 4})
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert "Rival" in _labels(state)
    assert not {"Brute", "Giant"} & set(_labels(state))


MORE_THAN_ME_CONDITION = (
    "{J} If an opponent controls a Character with more boosts than me, I gain 2 boosts."
)


@pytest.mark.parametrize(("rival", "gained"), [(1, 2), (0, 0)])
def test_6_5_d_an_opponent_controls_a_character_with_more_boosts_than_me(
    rival: int, gained: int
) -> None:
    """The condition counts the opponent's Characters with more boosts than the bearer has
    as the step is about to happen (6.5.d): Rival's one boost is more than the Unique's none."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(MORE_THAN_ME_CONDITION))
    b = b.in_expedition("p2", "hero", "Rival", **_boosted(rival))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    unique = next(o for o in state.objects.values() if state.name(o.id) == "Unique")
    assert unique.boosts == gained


@pytest.mark.parametrize(
    "text",
    [
        MORE_THAN_ME_CONDITION,
        "{J} If you control a Character with fewer boosts than me, draw a card.",
        "{J} Draw a card for each Character with fewer boosts than me.",
    ],
)
def test_a_count_or_condition_keeps_the_boosts_compared(text: str) -> None:
    """A count and a condition say the same comparison as a target (6.5.d, 6.5.i): the
    compiled card's condition holds the engine filter's ``boosts_than``."""
    conditions = [c for c in _conditions(text) if c.filter is not None]
    assert [c.filter.boosts_than for c in conditions if c.filter] in (["more:me"], ["fewer:me"])


def _conditions(text: str) -> list[Condition]:
    """The conditions of ``text`` printed on a Unique Character, read by the grammar alone
    and compiled (every one held anywhere in the compiled card)."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import PrintedCard, read_printed

    card = PrintedCard(
        "Unique",
        "Character",
        rarity="unique",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    reading = read_printed(card, patterns=False)
    assert reading.executable, text
    compiled = compile_card(reading.model)
    assert not compiled.gaps, compiled.gaps
    return _walk(compiled.fields)


def _walk(value: Any) -> list[Condition]:
    if isinstance(value, Condition):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _walk(v)]
    if isinstance(value, (list, tuple)):
        return [c for v in value for c in _walk(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _walk(getattr(value, f.name))]
    return []
