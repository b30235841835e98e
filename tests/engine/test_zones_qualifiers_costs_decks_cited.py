"""Five classes of citation batch 13, each asked as a rule (issue 31): a target refused by
the zone its description names (3.1.4.a, 3.1.2.b, 3.2.10.a, 3.2.3.a); a Reaction whose
trigger's object fails a qualifier (6.3.b); a join into another player's Expedition
(7.5.10.b); a declined cost before "to" (6.4.b); an empty Deck in an "each player" step
(3.2.2.d)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine import ActionKind, GameBuilder, Step, find
from engine.pipeline.activation import has_qualifiers, kind_only
from engine.reading.excluding_words import excluding_words
from engine.state.conditions import ObjectFilter
from engine.state.enums import CardType, Status
from engine.state.subjects import Subject
from engine.steps.named_zones import refused_for_its_zone
from engine.steps.short_decks import each_players_short_decks, short_decks_words

from .helpers import until_decision

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _bench(name: str) -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__(name)


def test_kind_only_keeps_the_kind_and_drops_every_qualifier() -> None:
    wanted = ObjectFilter(
        types=frozenset({CardType.CHARACTER}),
        controller="you",
        another=True,
        base_stat=0,
        hand_cost_min=3,
        statuses=frozenset({Status.BOOSTED}),
        subtypes=frozenset({"Robot"}),
    )
    kind = kind_only(wanted)
    assert kind == ObjectFilter(
        types=frozenset({CardType.CHARACTER}), controller="you", another=True
    )
    assert has_qualifiers(wanted) and not has_qualifiers(kind) and not has_qualifiers(None)


def test_excluding_words_name_the_word_an_object_fails_with_its_rule() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Plain", forest=1, mountain=1, water=1)
    state, _ = until_decision(b.at_afternoon().build())
    plain = find(state, "Plain")
    found = excluding_words(
        state, plain, ObjectFilter(types=frozenset({CardType.CHARACTER}), base_stat=0), "p1", None
    )
    said = "its statistics do not match: base statistics 1/1/1 (printed)"
    assert found == [
        ("refused.target.statistic", said),
        ("value.printed_statistic", said),
        ("value.base_is_printed", said),
    ]
    robots = ObjectFilter(subtypes=frozenset({"Robot"}))
    assert excluding_words(state, plain, robots, "p1", None) == [
        ("refused.target.subtype", "its sub-types do not match: it has none")
    ]


def _zone_refusal(subject: Subject, holder: str, zone: str) -> tuple[str, tuple[str, ...]]:
    b = GameBuilder().in_reserve("p1", "Mine")
    if zone == "in_expedition":
        b = b.in_expedition(holder, "hero", "Elsewhere")
    elif zone == "in_reserve":
        b = b.in_reserve(holder, "Elsewhere")
    else:
        b = b.in_hand(holder, "Elsewhere")
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(ActionKind.RETURN, controller="p1", target=subject)
    return refused_for_its_zone(state, step, find(state, "Elsewhere"))


def test_a_zone_named_by_the_text_is_decided_by_its_own_rule() -> None:
    said, rules = _zone_refusal(Subject.TARGET_CARD_IN_YOUR_RESERVE, "p2", "in_reserve")
    assert rules[0] == "3.1.2.b" and "6.5.b" in rules and "2.2.1.h" not in rules
    assert "p2's Reserve" in said
    said, rules = _zone_refusal(Subject.TARGET_CARD_IN_YOUR_RESERVE, "p1", "in_expedition")
    assert rules[0] == "3.2.10.a" and "2.2.1.h" not in rules
    said, rules = _zone_refusal(Subject.TARGET_CARD_IN_PLAY_OR_RESERVE, "p1", "in_hand")
    assert rules[0] == "3.1.4.a" and "in play means the Expedition zone" in said


def test_each_players_empty_deck_is_named_with_3_2_2_d() -> None:
    b = GameBuilder().deck_of("p1", 1)
    state, _ = until_decision(b.at_afternoon().build())
    step = Step(
        ActionKind.PUT, controller="p1", subject=Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK, amount=1
    )
    assert each_players_short_decks(state, step) == (("p2",), ())
    assert "p2's Deck is empty" in short_decks_words(("p2",), ())
    two = Step(
        ActionKind.PUT, controller="p1", subject=Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK, amount=2
    )
    assert each_players_short_decks(state, two) == (("p2",), ("p1",))
    other = Step(ActionKind.PUT, controller="p1", subject=Subject.TOP_CARDS_OF_YOUR_DECK)
    assert each_players_short_decks(state, other) == ((), ())


@pytest.fixture(scope="module")
def qualifier_audit() -> ModuleType:
    return _bench("qualifier_non_events")


def test_every_generated_non_event_is_said_with_its_rule(qualifier_audit: ModuleType) -> None:
    """Trigger qualifiers (6.3.b), a join into the opponent's Expedition (7.5.10.b), costs
    before "to" declined (6.4.b), empty Decks in "each player" steps (3.2.2.d)."""
    asked = qualifier_audit.audit()
    assert len(asked) == 25
    wrong = [(a.dimension, a.case, a.drew, a.error) for a in asked if not a.right]
    assert wrong == []
