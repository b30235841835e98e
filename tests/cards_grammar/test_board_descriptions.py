"""The section "descriptions/triggers" played on boards (issue 30): counters in a
description — "with a boost" is Boosted (2.4.5.a), "with no boosts" is not, "with 2 or more
boosts" counts the boosts on each object (2.5.1) — as a group, a count and a condition; the
Expeditions named by where the bearer is ("your other Expedition" 7.5.5.a, "the Expedition
facing me" 1.2.3.c) in conditions and joins (7.5.10)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    BOOST,
    ActionKind,
    GameBuilder,
    GameState,
    Status,
    Step,
    Task,
    TaskKind,
    TokenSpec,
    TraceEntry,
    find,
    request,
)
from engine.state import zones as z
from engine.state.enums import ZoneKind

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_descriptions import (
    I_LOSE_EXHAUSTED,
    IN_YOUR_HERO,
    JOINS_COMPANION,
    JOINS_FACING,
    JOINS_OTHER,
    LEAVES_FROM_MINE,
    READINGS_DESCRIPTIONS,
    YOURS_LOSES_ASLEEP,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand."""
    assert text in READINGS_DESCRIPTIONS
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def _boosted(b: GameBuilder, player: str, name: str, boosts: int, **card: object) -> GameBuilder:
    return b.in_expedition(player, "hero", name, counters={BOOST: boosts}, **{**ALLY, **card})


def _resolved(b: GameBuilder) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, entries = play(b, "Unique", "hero")
    return answer_picking(state, entries, ())


def _after(state: GameState, step: Step) -> tuple[GameState, set[str]]:
    """A judge's step, then Reactions checked: the state after, the rules the trace cites."""
    new, first = request(state, step)
    added = len(new.agenda) - len(state.agenda)
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *new.agenda[added:])
    state, entries = until_decision(replace(new, agenda=agenda, pending=None))
    return state, rules_of((first, *entries))


def _token_created(text: str, where: str) -> tuple[int, set[str]]:
    """A "Watcher" printing ``text`` in p1's Hero Expedition; a token created in ``where``
    (joining it, 7.5.10.b): the cards p1 drew, and the rules cited."""
    fields = grammar_fields(text, "Watcher", unique=False)
    state = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields).deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.CREATE, expeditions=(where,), token=TokenSpec("Recruit", 1, 1, 1))
    state, cited = _after(state, step)
    return len(state.zone("hand:p1")) - hand, cited


def _exhausted(state: GameState, name: str) -> bool:
    o = next(o for o in state.objects.values() if state.name(o.id) == name)
    return Status.EXHAUSTED in o.statuses


def test_2_5_1_each_character_with_two_or_more_boosts() -> None:
    b = _board("{J} Exhaust each Character with 2 or more boosts.")
    b = _boosted(_boosted(_boosted(b, "p2", "Two", 2), "p2", "One", 1), "p1", "Three", 3)
    state, _ = _resolved(b)
    assert _exhausted(state, "Two") and _exhausted(state, "Three")  # any controller's
    assert not _exhausted(state, "One")  # one boost is fewer than two
    assert not _exhausted(state, "Unique")


def test_2_4_5_a_with_no_boosts_is_not_boosted() -> None:
    b = _board("{J} Exhaust each Character you control with no boosts.")
    b = _boosted(_boosted(_boosted(b, "p1", "Bare", 0), "p1", "One", 1), "p2", "Theirs", 0)
    state, _ = _resolved(b)
    assert _exhausted(state, "Bare") and _exhausted(state, "Unique")  # mine, no boosts
    assert not _exhausted(state, "One")  # Boosted: it has a boost (2.4.5.a)
    assert not _exhausted(state, "Theirs")  # not one I control


def test_2_5_1_a_count_of_plants_with_two_or_more_boosts() -> None:
    b = _board("{J} Draw a card for each Plant Character with 2 or more boosts.")
    b = _boosted(b, "p1", "Fern", 2, subtypes=("Plant",))
    b = _boosted(b, "p2", "Moss", 3, subtypes=("Plant",))
    b = _boosted(b, "p2", "Sprout", 1, subtypes=("Plant",))
    b = _boosted(b, "p2", "Wolf", 4, subtypes=("Animal",))
    state, _ = _resolved(b)
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 2  # Fern and Moss (6.5.i)


def test_6_5_d_if_you_control_a_character_with_at_least_two_boosts() -> None:
    text = "{J} If you control a Character with at least two boosts, draw a card."
    state, entries = _resolved(_boosted(_board(text), "p1", "Two", 2))
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1
    assert "6.5.d" in rules_of(entries)
    state, _ = _resolved(_boosted(_board(text), "p1", "One", 1))
    assert names(state, z.personal(ZoneKind.HAND, "p1")) == []  # one boost: not two


# ----------------------------------------------------------------- Expeditions (7.5.5.a, 1.2.3.c)
def test_7_5_2_a_your_other_expedition_is_the_one_i_am_not_in() -> None:
    """Played into the Hero Expedition, "your other Expedition" is the Companion one."""
    text = "{J} If your other Expedition is ahead, draw a card."
    state, entries = _resolved(_board(text).position("p1:companion", 3))
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1
    assert "6.5.d" in rules_of(entries)
    state, _ = _resolved(_board(text).position("p1:hero", 2))  # mine is ahead, not the other
    assert names(state, z.personal(ZoneKind.HAND, "p1")) == []


def test_1_2_3_c_the_expedition_facing_me_is_behind() -> None:
    text = "{J} If the Expedition facing me is behind, draw a card."
    state, _ = _resolved(_board(text).position("p1:hero", 2))  # p2's Hero one is behind
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1
    state, _ = _resolved(_board(text).position("p1:companion", 3))  # it faces my other one
    assert names(state, z.personal(ZoneKind.HAND, "p1")) == []


@pytest.mark.parametrize(
    ("text", "where", "drawn"),
    [
        (JOINS_OTHER, "p1:companion", 1),
        (JOINS_OTHER, "p1:hero", 0),  # my own Expedition, not the other
        (JOINS_FACING, "p2:hero", 1),
        (JOINS_FACING, "p2:companion", 0),  # it faces my other Expedition
    ],
    ids=["other", "not-mine", "facing", "not-facing"],
)
def test_7_5_10_b_a_token_joins_the_expedition_named_by_where_i_am(
    text: str, where: str, drawn: int
) -> None:
    """The Watcher is in p1's Hero Expedition; a token created in ``where`` joins it."""
    added, cited = _token_created(text, where)
    assert added == drawn
    assert ({"7.5.10.a", "7.5.10.b"} <= cited) is bool(drawn)


@pytest.mark.parametrize(("where", "drawn"), [("hero", 1), ("companion", 0)])
def test_6_3_f_a_character_in_my_expedition_leaves_play(where: str, drawn: int) -> None:
    """Where it was is matched on the game before the event (6.3.f): the Watcher is in p1's
    Hero Expedition; "Leaver" in ``where`` is sent to Reserve."""
    fields = grammar_fields(LEAVES_FROM_MINE, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    state = b.in_expedition("p1", where, "Leaver", **ALLY).deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.SEND, objects=(find(state, "Leaver"),), to_zone=ZoneKind.RESERVE)
    state, cited = _after(state, step)
    assert "Leaver" in names(state, z.personal(ZoneKind.RESERVE, "p1"))  # it left play
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("7.3.20.a" in cited) is bool(drawn)


def test_7_2_3_a_each_character_in_your_hero_expedition() -> None:
    b = _board(IN_YOUR_HERO).in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p1", "companion", "Other", **ALLY)
    state, _ = _resolved(b.in_expedition("p2", "hero", "Theirs", **ALLY))
    assert _exhausted(state, "Mine") and _exhausted(state, "Unique")  # played into it
    assert not _exhausted(state, "Other")  # my Companion Expedition
    assert not _exhausted(state, "Theirs")  # an opponent's Hero Expedition is not mine


@pytest.mark.parametrize(("where", "drawn"), [("p1:companion", 1), ("p1:hero", 0)])
def test_7_5_10_b_a_token_joins_your_companion_expedition(where: str, drawn: int) -> None:
    added, _ = _token_created(JOINS_COMPANION, where)
    assert added == drawn


# ----------------------------------------------------------------- losing a status (7.3.21)
@pytest.mark.parametrize(("readied", "boosts"), [("Watcher", 1), ("Other", 0)])
def test_7_3_28_a_readying_is_losing_exhausted(readied: str, boosts: int) -> None:
    """Readying takes Exhausted away (7.3.28.a): "When I lose Exhausted" sees mine only."""
    fields = grammar_fields(I_LOSE_EXHAUSTED, "Watcher", unique=False)
    tired = {"statuses": {Status.EXHAUSTED}}
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **tired, **fields)
    state = b.in_expedition("p1", "hero", "Other", **tired, **ALLY).deck_of("p1", 3).build()
    state, cited = _after(state, Step(ActionKind.READY, objects=(find(state, readied),)))
    assert Status.EXHAUSTED not in state.objects[find(state, readied)].statuses
    assert state.objects[find(state, "Watcher")].boosts == boosts
    assert ({"7.3.21.a", "7.3.28.a"} <= cited) is bool(boosts)


@pytest.mark.parametrize(("whose", "drawn"), [("p1", 1), ("p2", 0)])
def test_7_3_21_a_a_character_you_control_loses_asleep(whose: str, drawn: int) -> None:
    fields = grammar_fields(YOURS_LOSES_ASLEEP, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition(whose, "hero", "Sleeper", statuses={Status.ASLEEP}, **ALLY)
    state = b.deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.LOSE_STATUS, objects=(find(state, "Sleeper"),), status=Status.ASLEEP)
    state, _ = _after(state, step)
    assert Status.ASLEEP not in state.objects[find(state, "Sleeper")].statuses
    assert len(state.zone("hand:p1")) - hand == drawn
