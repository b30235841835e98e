"""References read as slots, played on boards (written for these tests): "it" after a trigger
naming its object (6.3.i), "they" the tokens a step created (7.3.5.a), "create one" the token
named before it, "the Expedition I was in" after I left the Expedition zone (6.3.j)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find, play_card, play_quick_action
from engine.state.enums import Status
from engine.state.game_state import GameState

from ..cards_text.helpers import executed, fields, names, play, read
from ..engine.helpers import until_decision
from .sentences_players_named import (
    CONTROLLER_SACRIFICES_CHARACTER,
    CREATE_ONE_OTHERWISE,
    CREATED_EACH_THEY,
    I_LOSE_CANT_GAIN,
    I_WAS_IN,
    LOSES_ASLEEP_IT,
    WHO_CONTROL_DRAWS,
    WHO_CONTROL_MAY_DRAW,
)


def _fields(text: str, type: str = "Character") -> dict[str, object]:
    return fields(executed(read(text, type, hand_cost=1, reserve_cost=1)))


def _answer_all(state: GameState, prefer: str = "") -> GameState:
    """Answer every decision up to the next turn: the object named ``prefer`` where it is
    an option, else the first options."""
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        chosen = tuple(o.id for o in d.options if prefer and o.label == prefer)
        state, _ = answer(state, d.id, chosen or d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    return state


def _in(state: GameState, zone: str, name: str) -> list[str]:
    return [o for o in state.zone(zone) if state.name(o) == name]


def test_6_3_i_it_is_the_character_that_lost_the_status() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Stage Curtain", **_fields(LOSES_ASLEEP_IT))
        .in_expedition("p1", "hero", "Sleeper", statuses=(Status.ASLEEP,))
        .in_hand("p1", "Wake Up", **_fields("Target Character loses [[Asleep]].", "Spell"))
        .mana("p1", 2)
    )
    state, _ = play(b, "Wake Up", dest="spell")
    state = _answer_all(state, prefer="Sleeper")
    sleeper = state.objects[find(state, "Sleeper")]
    assert not sleeper.has(Status.ASLEEP)
    assert sleeper.boosts == 2  # "it": the Character that lost Asleep
    assert state.objects[find(state, "Stage Curtain")].boosts == 0


def test_7_3_5_a_they_are_the_tokens_created_in_each_expedition() -> None:
    b = GameBuilder().in_hand("p1", "Muster", **_fields(CREATED_EACH_THEY, "Spell")).mana("p1", 2)
    state, _ = play(b, "Muster", dest="spell")
    state = _answer_all(state)
    made = [o for o in (*state.zone("expedition:p1:hero"), *state.zone("expedition:p1:companion"))]
    tokens = [o for o in made if state.name(o) == "Ordis Sentry"]
    assert len(tokens) == 2
    assert all(state.objects[t].boosts == 1 for t in tokens)


def test_6_5_e_create_one_is_the_token_named_before() -> None:
    b = GameBuilder().in_hand("p1", "Drill Sergeant", **_fields(CREATE_ONE_OTHERWISE)).mana("p1", 2)
    state, _ = play(b, "Drill Sergeant")
    state = _answer_all(state)
    # no Bureaucrat: "otherwise create one in my Expedition" — one Ordis Sentry, in mine
    assert names(state, "expedition:p1:hero").count("Ordis Sentry") == 1
    assert "Ordis Sentry" not in names(state, "expedition:p1:companion")


def test_6_3_j_the_expedition_i_was_in_is_where_i_left_from() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "companion", "Seed Carrier", **_fields(I_WAS_IN))
        .in_hand("p1", "Recall", **_fields("Send target Character to Reserve.", "Spell"))
        .mana("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Recall"), "spell")
    state = _answer_all(state, prefer="Seed Carrier")
    assert "Seed Carrier" in names(state, "reserve:p1")
    assert names(state, "expedition:p1:companion") == ["Sproutling"]  # where it was (6.3.j)
    assert "Sproutling" not in names(state, "expedition:p1:hero")


def test_1_4_1_a_i_lose_and_cant_gain_a_status_this_turn() -> None:
    b = (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Tether", statuses=(Status.ANCHORED,), **_fields(I_LOSE_CANT_GAIN)
        )
        .in_hand("p1", "Moor", **_fields("Target Character gains [[Anchored]].", "Spell"))
        .mana("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_quick_action(state, "p1", find(state, "Tether"), 0)
    state = _answer_all(state)
    assert not state.objects[find(state, "Tether")].has(Status.ANCHORED)  # lost (7.3.21.a)
    state, _ = play_card(state, "p1", find(state, "Moor"), "spell")
    state = _answer_all(state, prefer="Tether")
    assert not state.objects[find(state, "Tether")].has(Status.ANCHORED)  # can't gain it


def test_1_4_7_b_the_targets_controller_sacrifices_it() -> None:
    """p1 targets p2's Character; p2 sacrifices it (1.4.7.b), so p2's "When you sacrifice a
    Character" activates, p1's does not."""
    watcher = "When you sacrifice a Character — Draw a card."
    b = (
        GameBuilder()
        .in_hand("p1", "Demand", **_fields(CONTROLLER_SACRIFICES_CHARACTER, "Spell"))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Victim")
        .in_landmarks("p1", "My Altar", **_fields(watcher, "Permanent"))
        .in_landmarks("p2", "Their Altar", **_fields(watcher, "Permanent"))
        .deck_of("p1", 3)
        .deck_of("p2", 3)
    )
    state, _ = play(b, "Demand", dest="spell")
    state = _answer_all(state, prefer="Victim")
    assert "Victim" in names(state, "discard:p2")  # sacrificed: discarded (7.3.36.a)
    assert len(names(state, "hand:p2")) == 1  # p2 sacrificed it: their Reaction drew
    assert names(state, "hand:p1") == []


def _with_plant_and_robot(text: str) -> GameState:
    """p1 plays the card; p2 controls a Plant and a Robot, p1 neither; both have a Deck."""
    b = (
        GameBuilder()
        .in_hand("p1", "Herald", **_fields(text))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Fern", subtypes=("Plant",))
        .in_expedition("p2", "companion", "Cog", subtypes=("Robot",))
        .deck_of("p1", 3)
        .deck_of("p2", 3)
    )
    state, _ = play(b, "Herald")
    return state


def test_6_5_d_each_player_who_controls_a_plant_draws() -> None:
    state = _answer_all(_with_plant_and_robot(WHO_CONTROL_DRAWS))
    assert len(names(state, "hand:p2")) == 1  # p2 controls a Plant: draws
    assert names(state, "hand:p1") == []  # p1 controls none: their step is ignored


def test_6_5_c_each_opponent_who_controls_a_robot_decides_their_may() -> None:
    state = _with_plant_and_robot(WHO_CONTROL_MAY_DRAW)
    d = state.pending
    assert d is not None and d.player == "p2" and d.kind == DecisionKind.OPTIONAL_STEP
    state, _ = answer(state, d.id, ("yes",))
    state = _answer_all(state)
    assert len(names(state, "hand:p2")) == 1
    assert names(state, "hand:p1") == []
