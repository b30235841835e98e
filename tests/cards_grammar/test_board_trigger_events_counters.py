"""Trigger events and counter costs (issue 30, gram86), read by the grammar alone and played
on boards: a status lost said "stops being" / "is no longer" activates on the loss
(7.3.21.a) and only on the object described; "When you / an opponent sacrifice(s) a token"
activates on a token of any type — a Permanent token too (2.1.e, 7.3.36.a) — and never on
a card; "{T}, remove an [name] counter from me:" is paid by spending one (7.3.38.a)."""

from __future__ import annotations

import pytest

from engine import ActionKind, GameBuilder, Step, find
from engine.core import play_quick_action
from engine.state.enums import CardType, PermanentZone, Status
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .grammar_cards import after_judge_step, grammar_fields

STOP_BEING_ASLEEP = "When I stop being [[Asleep]] — Draw a card."
ALLY_NO_LONGER_ANCHORED = "When a Character you control is no longer [[Anchored]] — Draw a card."
YOU_SACRIFICE_A_TOKEN = "When you sacrifice a token — Draw a card."
OPPONENT_SACRIFICES_A_TOKEN = "When an opponent sacrifices a token — Draw a card."
TAP_REMOVE_AN_OMEN = "{T}, remove an Omen counter from me: Draw a card."


_EXPEDITION_PERMANENT: dict[str, object] = {
    "type": CardType.PERMANENT,
    "permanent_zone": PermanentZone.EXPEDITION,
}
"""A Permanent token in an Expedition leaves play ceasing to exist (2.1.e)."""


def _board(text: str, **watcher: object) -> GameState:
    """p1's Watcher printing ``text`` in the hero Expedition; p1's Goat (Asleep and
    Anchored), a Spark Character token and a Cairn Expedition Permanent token; p2's Foe
    (Asleep), Wisp Character token, Totem Expedition Permanent token and Shrine Expedition
    Permanent card; at the Afternoon."""
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **watcher, **fields)
    b = b.in_expedition("p1", "companion", "Goat", statuses={Status.ASLEEP, Status.ANCHORED})
    b = b.in_expedition("p1", "companion", "Spark", is_token=True)
    b = b.in_expedition("p1", "companion", "Cairn", is_token=True, **_EXPEDITION_PERMANENT)
    b = b.in_expedition("p2", "hero", "Foe", statuses={Status.ASLEEP})
    b = b.in_expedition("p2", "hero", "Wisp", is_token=True)
    b = b.in_expedition("p2", "hero", "Totem", is_token=True, **_EXPEDITION_PERMANENT)
    b = b.in_expedition("p2", "hero", "Shrine", **_EXPEDITION_PERMANENT)
    state, _ = until_decision(
        b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    return state


def _drawn(text: str, step_of: object, **watcher: object) -> tuple[int, list[str]]:
    state = _board(text, **watcher)
    hand = len(state.zone("hand:p1"))
    assert callable(step_of)
    after, cited = after_judge_step(state, step_of(state))
    return len(after.zone("hand:p1")) - hand, list(cited)


def _lose(name: str, status: Status) -> object:
    return lambda s: Step(ActionKind.LOSE_STATUS, objects=(find(s, name),), status=status)


@pytest.mark.parametrize(
    ("who", "drawn"), [("Watcher", 1), ("Goat", 0)], ids=["me", "another-character"]
)
def test_7_3_21_a_when_i_stop_being_asleep(who: str, drawn: int) -> None:
    """ "When I stop being Asleep": the Watcher losing Asleep activates it (7.3.21.a); the
    Goat losing it does not ("I")."""
    got, cited = _drawn(STOP_BEING_ASLEEP, _lose(who, Status.ASLEEP), statuses={Status.ASLEEP})
    assert got == drawn
    assert ("7.3.21.a" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("who", "status", "drawn"),
    [("Goat", Status.ANCHORED, 1), ("Goat", Status.ASLEEP, 0), ("Foe", Status.ASLEEP, 0)],
    ids=["yours-anchored", "yours-another-status", "an-opponents"],
)
def test_7_3_21_a_a_character_you_control_is_no_longer_anchored(
    who: str, status: Status, drawn: int
) -> None:
    """ "Is no longer Anchored": only Anchored lost (not Asleep), only by a Character p1
    controls."""
    got, _ = _drawn(ALLY_NO_LONGER_ANCHORED, _lose(who, status))
    assert got == drawn


def _sacrifice(name: str, by: str) -> object:
    return lambda s: Step(ActionKind.SACRIFICE, objects=(find(s, name),), controller=by)


@pytest.mark.parametrize(
    ("text", "sacrificed", "by", "drawn"),
    [
        (YOU_SACRIFICE_A_TOKEN, "Cairn", "p1", 1),
        (YOU_SACRIFICE_A_TOKEN, "Spark", "p1", 1),
        (YOU_SACRIFICE_A_TOKEN, "Goat", "p1", 0),
        (OPPONENT_SACRIFICES_A_TOKEN, "Totem", "p2", 1),
        (OPPONENT_SACRIFICES_A_TOKEN, "Wisp", "p2", 1),
        (OPPONENT_SACRIFICES_A_TOKEN, "Shrine", "p2", 0),
        (OPPONENT_SACRIFICES_A_TOKEN, "Cairn", "p1", 0),
    ],
    ids=[
        "you-permanent-token",
        "you-character-token",
        "you-a-card",
        "opponent-permanent-token",
        "opponent-character-token",
        "opponent-a-permanent-card",
        "opponent-trigger-your-token",
    ],
)
def test_7_3_36_a_a_token_sacrificed_of_any_type(
    text: str, sacrificed: str, by: str, drawn: int
) -> None:
    """ "A token" is a token of any type (2.1.e): a Permanent token sacrificed activates the
    Reaction as a Character token does; a card does not, nor another player's sacrifice."""
    got, cited = _drawn(text, _sacrifice(sacrificed, by))
    assert got == drawn
    assert ("7.3.36.a" in cited) is bool(drawn)


@pytest.mark.parametrize(("omens", "drawn"), [(2, 1), (1, 1)], ids=["two", "one"])
def test_7_3_38_a_exhaust_and_remove_an_omen_counter(omens: int, drawn: int) -> None:
    """ "{T}, remove an Omen counter from me:": one Omen counter spent as part of the cost
    (6.4.a, 7.3.38.a), the card drawn."""
    state = _board(TAP_REMOVE_AN_OMEN, counters={"Omen": omens})
    hand = len(state.zone("hand:p1"))
    after, _ = play_quick_action(state, "p1", find(state, "Watcher"), 0)
    after, _ = until_decision(after)
    assert after.objects[find(after, "Watcher")].counters.get("Omen", 0) == omens - 1
    assert len(after.zone("hand:p1")) - hand == drawn


def test_7_3_38_b_no_omen_counter_to_remove() -> None:
    """Without an Omen counter the cost cannot be paid (7.3.38.b): refused."""
    state = _board(TAP_REMOVE_AN_OMEN)
    with pytest.raises(IllegalAction):
        play_quick_action(state, "p1", find(state, "Watcher"), 0)
