"""Joins of one Expedition (section "players' events, round 2" of the card grammar), read by the
grammar alone and played on boards: "When a Character joins one of your Expeditions / an
Expedition / an opponent's Expedition" activates when a Character switches Expeditions — it
joins its new Expedition (7.5.10.c, 7.5.10.a) — where "your Expeditions", the two together,
does not (it was already in them)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import (
    ActionKind,
    CardType,
    DecisionKind,
    GameBuilder,
    PermanentZone,
    Step,
    Task,
    TaskKind,
    TokenSpec,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields, roll_watched
from .sentences_player_events import (
    JOINS_AN_EXPEDITION,
    JOINS_ONE_OF_YOURS,
    JOINS_OPPONENTS,
    PER_OPPONENTS_DISCARD,
    PER_OPPONENTS_HAND,
    PER_OPPONENTS_RESERVE,
    WHEN_I_LEAVE_PLAY,
    WHEN_YOU_ROLL_A_DIE,
)

_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
YOUR_EXPEDITIONS = "When a Character joins your Expeditions \u2014 Draw a card."


@pytest.mark.parametrize(
    ("text", "mover", "drawn"),
    [
        (JOINS_ONE_OF_YOURS, "p1", 1),
        (JOINS_ONE_OF_YOURS, "p2", 0),
        # "your Expeditions" are each of them (7.4.4.j makes a set of them only for a
        # Gigantic Character): the switch joins the new one (7.5.10.c)
        (YOUR_EXPEDITIONS, "p1", 1),
        (JOINS_AN_EXPEDITION, "p1", 1),
        (JOINS_AN_EXPEDITION, "p2", 1),
        (JOINS_OPPONENTS, "p2", 1),
        (JOINS_OPPONENTS, "p1", 0),
    ],
    ids=[
        "one-of-yours",
        "one-of-yours-not-opponent",
        "your-expeditions-a-switch",
        "an-expedition-mine",
        "an-expedition-opponent",
        "opponents",
        "opponents-not-mine",
    ],
)
def test_7_5_10_c_switching_joins_one_expedition(text: str, mover: str, drawn: int) -> None:
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition(mover, "companion", "Mover").deck_of("p1", 3).deck_of("p2", 3)
    state = b.build()
    hand = len(state.zone("hand:p1"))
    new, first = request(
        state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(find(state, "Mover"),))
    )
    added = len(new.agenda) - len(state.agenda)
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *new.agenda[added:])
    state, entries = until_decision(replace(new, agenda=agenda, pending=None))
    switched = expeditions_of(state, find(state, "Mover"))
    assert switched == {f"{mover}:hero"}  # it switched (7.3.39.a)
    assert len(state.zone("hand:p1")) - hand == drawn
    cited = rules_of((first, *entries))
    assert ({"6.3.f", "7.5.10.a", "7.5.10.c"} <= cited) is bool(drawn)


def test_7_5_10_b_a_token_created_in_one_of_your_expeditions_joins_it() -> None:
    fields = grammar_fields(JOINS_ONE_OF_YOURS, "Watcher", unique=False)
    state = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields).deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    token = TokenSpec("Recruit", 1, 1, 1)
    step = Step(ActionKind.CREATE, expeditions=("p1:companion",), token=token)
    new, first = request(state, step)
    added = len(new.agenda) - len(state.agenda)
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *new.agenda[added:])
    state, entries = until_decision(replace(new, agenda=agenda, pending=None))
    assert len(state.zone("hand:p1")) - hand == 1
    assert {"6.3.f", "7.5.10.a", "7.5.10.b"} <= rules_of((first, *entries))


# ------------------------------------------------------- counts of an opponent's zones
@pytest.mark.parametrize(
    ("text", "put", "boosts"),
    [
        (PER_OPPONENTS_HAND, "hand", 3),
        (PER_OPPONENTS_RESERVE, "reserve", 3),
        (PER_OPPONENTS_DISCARD, "discard", 2),  # the Spell is no Character
    ],
    ids=["hand", "reserve", "discard-pile"],
)
def test_3_2_counts_cards_in_an_opponents_zone(text: str, put: str, boosts: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2)
    for i, kind in enumerate(("Character", "Character", "Spell")):
        add = {"hand": b.in_hand, "reserve": b.in_reserve, "discard": b.in_discard}[put]
        b = add("p2", f"Theirs {i}", type=kind, **_STATS)
    # one Character of the controller's own there, not counted (1.2.2)
    mine = {"hand": b.in_hand, "reserve": b.in_reserve, "discard": b.in_discard}[put]
    b = mine("p1", "Mine", type="Character", **_STATS)
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, _ = until_decision(state)
    for _ in range(6):  # pay the Mana, then the Reaction plays (4.4.b)
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(d.min_choices, 1)]))
        state, _ = until_decision(state)
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == boosts


# ----------------------------------------------------------------------- leaving play
def _after(state: GameState, step: Step) -> tuple[GameState, set[str]]:
    """A judge's step, then Reactions checked (as a scenario script does): the state after,
    and the rules the trace cites."""
    new, first = request(state, step)
    added = len(new.agenda) - len(state.agenda)
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *new.agenda[added:])
    state, entries = until_decision(replace(new, agenda=agenda, pending=None))
    return state, rules_of((first, *entries))


@pytest.mark.parametrize(
    ("where", "how", "drawn"),
    [
        ("expedition", "discard", 1),
        ("landmark", "discard", 1),
        ("expedition", "switch", 0),  # still in the Expedition zone (7.3.39.b)
    ],
    ids=["character-discarded", "landmark-discarded", "switching-is-no-leaving"],
)
def test_7_3_20_a_when_i_leave_play(where: str, how: str, drawn: int) -> None:
    fields = grammar_fields(WHEN_I_LEAVE_PLAY, "Watcher", unique=False)
    b = GameBuilder().deck_of("p1", 3)
    if where == "landmark":
        fields = {**fields, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
        b = b.in_landmarks("p1", "Watcher", **fields)
    else:
        b = b.in_expedition("p1", "hero", "Watcher", **fields)
    state = b.build()
    hand = len(state.zone("hand:p1"))
    watcher = (find(state, "Watcher"),)
    kind = ZoneKind.LANDMARK if where == "landmark" else ZoneKind.EXPEDITION
    assert z.kind_of(state.objects[watcher[0]].zone) is kind
    if how == "discard":
        step = Step(ActionKind.DISCARD, objects=watcher, to_zone=ZoneKind.DISCARD)
    else:
        step = Step(ActionKind.SWITCH_EXPEDITIONS, objects=watcher)
    state, cited = _after(state, step)
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("7.3.20.a" in cited) is bool(drawn)


# -------------------------------------------------------------------- rolling a die
@pytest.mark.parametrize(
    ("watcher", "result", "drawn"),
    [("p1", 6, 1), ("p1", 5, 0), ("p2", 6, 0)],
    ids=["you-roll-a-6", "you-roll-a-5", "an-opponent-is-no-you"],
)
def test_7_3_33_a_when_you_roll_a_die(watcher: str, result: int, drawn: int) -> None:
    state, hand, cited = roll_watched(WHEN_YOU_ROLL_A_DIE, watcher, result)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == 2 - (result < 4)
    assert hand == drawn - (watcher == "p1")  # p1 played Roller from their hand
    assert ({"6.3.g", "7.3.33.a"} <= cited) is (watcher == "p1")
