""" "Target an Expedition that's ahead. Each of its Characters gains Asleep." (Kuraokami
Unbound): the Expedition is the target (6.5.b), only one farther from its starting region
than the Expedition facing it — neither behind nor tied (7.5.2.b, 7.5.2.c)."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, play, read, steps

KURAOKAMI = (
    "{H} Exhaust all cards in Reserve. #Then, target an Expedition that's ahead. Each of its "
    "Characters gains [[Asleep]].#"
)
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_target_an_expedition_then_its_characters_is_read() -> None:
    assert steps(executed(read(KURAOKAMI)))[1] == {
        "action": "gain_status",
        "subject": "characters_in_target_expedition",
        "status": "Asleep",
        "filter": {"expedition_ahead": True},
    }
    (step,) = steps(
        executed(read("{J} Target an Expedition. Each of its Characters gains 1 boost."))
    )
    assert step == {"action": "give_boost", "subject": "characters_in_target_expedition"}


def _kuraokami(p2_hero: int, p1_hero: int) -> GameState:
    b = GameBuilder().in_hand(
        "p1", "Kuraokami", **fields(executed(read(KURAOKAMI, name="Kuraokami")))
    )
    b = b.in_expedition("p2", "hero", "Runner", **ALLY).in_expedition(
        "p2", "companion", "Idler", **ALLY
    )
    b = b.position("p2:hero", p2_hero).position("p1:hero", p1_hero)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Kuraokami", "companion")
    return state


def test_7_5_2_only_an_expedition_ahead_may_be_targeted() -> None:
    state = _kuraokami(p2_hero=2, p1_hero=0)
    d = state.pending
    assert d is not None and d.kind == "target"
    assert d.option_ids() == ("p2:hero",)  # p2's hero Expedition is ahead of p1's
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert state.objects[find(state, "Runner")].has(Status.ASLEEP)
    assert not state.objects[find(state, "Idler")].has(Status.ASLEEP)


def test_7_5_2_c_with_every_expedition_tied_there_is_no_target() -> None:
    state = _kuraokami(p2_hero=1, p1_hero=1)
    assert state.pending is not None and state.pending.kind == "turn"
    assert not state.objects[find(state, "Runner")].has(Status.ASLEEP)
