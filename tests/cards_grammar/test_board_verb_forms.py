"""An event's subject counted in the plural (gram48), read by the grammar alone and played on
boards: "When one or more [objects] [verb]" activates once for the step's event however many
objects it matches (a step is one event, 1.2.7.c; not once per atomic action, 6.3.g), and
"N or more" only when that event matches at least N objects."""

from __future__ import annotations

import pytest

from engine import ActionKind, GameBuilder, Step, answer, find
from engine.state.enums import BOOST, Status, ZoneKind
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .grammar_cards import after_judge_step, grammar_fields
from .sentences_verb_forms import (
    HAS_BEEN_SACRIFICED,
    HAVE_LEFT_PLAY,
    THREE_LEAVE,
    TWO_ASLEEP_THEY_BOOST,
    TWO_OF_YOURS_SACRIFICED,
    YOU_SACRIFICE_MANY,
)
from .test_board_past_events import _boosts_after

_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
_NAMES = ("Ann", "Bob", "Cid")


def _board(text: str, others: int) -> GameState:
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher"))
    for name in _NAMES[:others]:
        b = b.in_expedition("p1", "companion", name, **_STATS)
    return b.deck_of("p1", 4).deck_of("p2", 3).build()


def _drawn_after(state: GameState, step: Step) -> tuple[int, tuple[str, ...]]:
    hand = len(state.zone("hand:p1"))
    after, rules = after_judge_step(state, step)
    while after.pending is not None:  # the order of several activations (6.3.g), then on
        d = after.pending
        after, _ = until_decision(answer(after, d.id, tuple(d.option_ids()[:1]))[0])
    return len(after.zone("hand:p1")) - hand, tuple(rules)


@pytest.mark.parametrize(
    ("text", "sacrificed", "drawn"),
    [
        (TWO_OF_YOURS_SACRIFICED, 1, 0),
        (TWO_OF_YOURS_SACRIFICED, 2, 1),
        (YOU_SACRIFICE_MANY, 2, 1),
        ("When a Character you control is sacrificed \u2014 Draw a card.", 2, 2),
    ],
    ids=["two-or-more-one", "two-or-more-two", "one-or-more-two", "a-character-two"],
)
def test_plural_subject_sacrificed_once_per_event(text: str, sacrificed: int, drawn: int) -> None:
    """Characters of p1 sacrificed in one step (7.3.36.a): "two or more" activates once when
    two are, never for one; "one or more" once; "a Character" once per object (6.3.g)."""
    state = _board(text, sacrificed)
    objects = tuple(find(state, n) for n in _NAMES[:sacrificed])
    got, rules = _drawn_after(state, Step(ActionKind.SACRIFICE, objects=objects, controller="p1"))
    assert got == drawn
    if drawn == 1:
        assert "6.1.c" in rules


@pytest.mark.parametrize(("left", "drawn"), [(2, 0), (3, 1)], ids=["two", "three"])
def test_three_or_more_leave_play_counts_the_event(left: int, drawn: int) -> None:
    """ "When 3 or more Characters leave play": three discarded from play in one step activate
    it once (1.2.7.c), two do not."""
    state = _board(THREE_LEAVE, left)
    objects = tuple(find(state, n) for n in _NAMES[:left])
    step = Step(ActionKind.DISCARD, objects=objects, to_zone=ZoneKind.DISCARD)
    got, rules = _drawn_after(state, step)
    assert got == drawn
    assert ("6.3.g" in rules) is bool(drawn)


_P2_SACRIFICED_AT_NOON = (("character_sacrificed", "p2", "goat", False),)
_ONE_LEFT = (("p1", "goat", False),)


@pytest.mark.parametrize(
    ("text", "earlier", "boosts"),
    [
        (HAS_BEEN_SACRIFICED, {"counted_this_day": _P2_SACRIFICED_AT_NOON}, 1),
        (HAS_BEEN_SACRIFICED, {}, 0),
        (HAVE_LEFT_PLAY, {"left_play_this_day": _ONE_LEFT}, 0),
        (HAVE_LEFT_PLAY, {"left_play_this_day": _ONE_LEFT * 2}, 1),
    ],
    ids=["has-been-sacrificed", "none-sacrificed", "one-has-left", "two-have-left"],
)
def test_6_5_d_past_conditions_in_the_present_perfect(
    text: str, earlier: dict[str, object], boosts: int
) -> None:
    """ "has been sacrificed this Day" / "have left play this Day": the Day's recorded
    events, as "was sacrificed" / "left play" count them (4.1, 7.3.36.a, 7.3.20.a)."""
    assert _boosts_after(text, **earlier) == boosts


@pytest.mark.parametrize(("asleep", "boosted"), [(1, 0), (2, 2)], ids=["one", "two"])
def test_they_name_every_object_of_the_batch(asleep: int, boosted: int) -> None:
    """ "When two or more Characters gain [[Asleep]] — They gain 1 boost": two made Asleep
    in one step activate it once (1.2.7.c), and "they" are both (6.3.i); one does not."""
    state = _board(TWO_ASLEEP_THEY_BOOST, 2)
    objects = tuple(find(state, n) for n in _NAMES[:asleep])
    step = Step(ActionKind.GAIN_STATUS, objects=objects, status=Status.ASLEEP)
    after, rules = after_judge_step(state, step)
    while after.pending is not None:
        d = after.pending
        after, _ = until_decision(answer(after, d.id, tuple(d.option_ids()[:1]))[0])
    boosts = [after.objects[find(after, n)].counters.get(BOOST, 0) for n in _NAMES[:2]]
    assert sum(boosts) == boosted
    assert ("6.1.c" in rules) is bool(boosted)
