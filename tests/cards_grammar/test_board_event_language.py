"""A trigger's event as one language (gram74, issue 30), read by the grammar alone and played
on a board: each new slot activates on its event and not on the near event beside it — whose
object (7.5.5.b, 1.2.2), from where (3.2.4, 7.3.20.a), "I" (7.2.1.a), the named counter and
the count reached (2.5) — a Reaction other than a self-move one being activated by the game
before the event (6.3.f)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer, find, play_card
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.decisions import DecisionKind
from engine.state.enums import BOOST, ExpeditionKind, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step

from ..cards_text.helpers import executed, fields, names, read
from ..engine.helpers import until_decision
from .grammar_cards import after_judge_step, grammar_fields

_ME = "\u2014 I gain 1 boost."


def _fields(text: str, type: str = "Character") -> dict[str, object]:
    return fields(executed(read(text, type, hand_cost=1, reserve_cost=1)))


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _watched(text: str, other: str) -> GameState:
    fields = grammar_fields(f"{text} {_ME}", "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    return b.in_expedition(other, "companion", "Goat").build()


@pytest.mark.parametrize(("whose", "boosts"), [("p2", 1), ("p1", 0)], ids=["theirs", "mine"])
def test_3_2_4_a_character_leaving_an_opponents_expedition(whose: str, boosts: int) -> None:
    state = _watched("When a Character leaves an opponent's Expedition", whose)
    state, cited = after_judge_step(state, Step(ActionKind.DISCARD, objects=(find(state, "Goat"),)))
    assert _boosts(state, "Watcher") == boosts
    assert ("6.3.f" in cited) is bool(boosts)


@pytest.mark.parametrize(("whose", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "theirs"])
def test_7_5_5_b_one_of_your_characters_leaving_play(whose: str, boosts: int) -> None:
    state = _watched("When one of your Characters leaves play", whose)
    state, _ = after_judge_step(state, Step(ActionKind.SACRIFICE, objects=(find(state, "Goat"),)))
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("readied", "boosts"), [("Watcher", 1), ("Goat", 0)], ids=["me", "another"]
)
def test_7_3_28_a_when_i_am_readied(readied: str, boosts: int) -> None:
    fields = grammar_fields(f"When I'm readied {_ME}", "Watcher", unique=False)
    b = GameBuilder().add(
        "p1",
        z.expedition("p1", ExpeditionKind.HERO),
        "Watcher",
        statuses=(Status.EXHAUSTED,),
        **fields,
    )
    state = b.add(
        "p1", z.expedition("p1", ExpeditionKind.COMPANION), "Goat", statuses=(Status.EXHAUSTED,)
    ).build()
    state, _ = after_judge_step(state, Step(ActionKind.READY, objects=(find(state, readied),)))
    assert Status.EXHAUSTED not in state.objects[find(state, readied)].statuses
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("gainer", "counter", "boosts"),
    [("Watcher", "Glimmer", 1), ("Watcher", "Ember", 0), ("Goat", "Glimmer", 0)],
    ids=["my-glimmer", "another-name", "another-object"],
)
def test_7_3_15_a_when_i_gain_a_named_counter(gainer: str, counter: str, boosts: int) -> None:
    """The boost the Reaction gives is a counter too (2.5.1.a) but not a Glimmer one: it
    activates nothing more."""
    state = _watched("When I gain a Glimmer counter", "p1")
    step = Step(ActionKind.GAIN_COUNTERS, objects=(find(state, gainer),), counter=counter)
    state, _ = after_judge_step(state, step)
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("in_play", "boosts"), [(True, 1), (False, 0)], ids=["from-play", "from-hand"]
)
def test_7_3_7_a_a_character_discarded_from_play(in_play: bool, boosts: int) -> None:
    fields = grammar_fields(
        f"When a Character is discarded from play {_ME}", "Watcher", unique=False
    )
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition("p2", "hero", "Goat") if in_play else b.in_hand("p2", "Goat")
    state = b.build()
    state, _ = after_judge_step(state, Step(ActionKind.DISCARD, objects=(find(state, "Goat"),)))
    assert state.objects[find(state, "Goat")].zone == z.personal(ZoneKind.DISCARD, "p2")
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("had", "boosts"), [(2, 1), (0, 0), (3, 0)], ids=["third", "first", "fourth"]
)
def test_2_5_a_landmark_you_control_gains_its_third_ember_counter(had: int, boosts: int) -> None:
    text = f"When a Landmark you control gains its third Ember counter {_ME}"
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    state = b.in_landmarks("p1", "Beacon", counters={"Ember": had}).build()
    step = Step(ActionKind.GAIN_COUNTERS, objects=(find(state, "Beacon"),), counter="Ember")
    state, _ = after_judge_step(state, step)
    assert state.objects[find(state, "Beacon")].counters["Ember"] == had + 1
    assert _boosts(state, "Watcher") == boosts


I_LEFT = (
    "When I go to Reserve from an Expedition \u2014 Create a [Sproutling 1/1/1] Plant token in "
    "the Expedition I left."
)


def test_6_3_j_a_token_created_in_the_expedition_i_left() -> None:
    """ "The Expedition I left" is where I was as I left the Expedition zone (6.3.j): the
    companion one here, not my controller's other one."""
    b = (
        GameBuilder()
        .in_expedition("p1", "companion", "Seed Carrier", **_fields(I_LEFT))
        .in_hand("p1", "Recall", **_fields("Send target Character to Reserve.", "Spell"))
        .mana("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Recall"), "spell")
    for _ in range(10):  # until the next turn's choice (the game goes on after the Spell)
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        chosen = tuple(o.id for o in d.options if o.label == "Seed Carrier")
        state, _ = answer(state, d.id, chosen or d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    assert "Seed Carrier" in names(state, "reserve:p1")
    assert names(state, "expedition:p1:companion") == ["Sproutling"]
    assert "Sproutling" not in names(state, "expedition:p1:hero")
