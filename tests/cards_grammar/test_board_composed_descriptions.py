"""Descriptions composed of the words every object slot takes (issue 30), read by the
grammar alone and played on boards: "you own" selects by owner, not controller (1.1.3.c-d);
"ready" is not Exhausted (2.4.6.b); "Character token" is a token of that type (1.1.7.b);
"in each Expedition" leaves out Permanents in Landmarks (2.2.3.d-e); "controlled by your
opponent" is the opponent's (1.2.2)."""

from __future__ import annotations

from engine import GameBuilder, GameState, Status, TraceEntry, find
from engine.core import play_card
from engine.reading.passives import has_keyword
from engine.state.enums import CardType, Keyword, PermanentZone
from engine.state.records import replace

from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_composed_descriptions import (
    CONTROLLED_BY_YOUR_OPPONENT,
    EACH_CHARACTER_TOKEN,
    EACH_YOU_OWN,
    OPPONENTS_HAVE,
    PER_READY,
    PERMANENTS_IN_EACH_EXPEDITION,
    TOKEN_IN_THE_OTHER,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _bearer(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _paid(state: GameState) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays Bearer in the Afternoon and pays for it: the state at its next decision."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state = pay_mana_asked(state)
    return state, (first, *entries)


def _played(state: GameState, picks: tuple[str, ...] = ()) -> GameState:
    """Bearer played and its decisions answered (``picks`` chosen)."""
    state, entries = _paid(state)
    return answer_picking(state, entries, picks)[0]


def _exhausted(state: GameState, name: str) -> bool:
    return state.objects[find(state, name)].has(Status.EXHAUSTED)


def test_1_1_3_d_you_own_is_the_owner_not_the_controller() -> None:
    """A Character p1 controls but p2 owns (control taken, 1.1.3.d) is not one p1 owns."""
    b = _bearer(EACH_YOU_OWN).in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p1", "companion", "Loaned", **ALLY).in_expedition(
        "p2", "hero", "Theirs", **ALLY
    )
    state = b.at_afternoon(first="p1").build()
    loaned = find(state, "Loaned")
    state = replace(
        state, objects={**state.objects, loaned: replace(state.objects[loaned], owner="p2")}
    )
    state = _played(state)
    assert _exhausted(state, "Mine")
    assert not _exhausted(state, "Loaned")  # p1 controls it, p2 owns it
    assert not _exhausted(state, "Theirs")


def test_2_4_6_b_ready_characters_are_those_not_exhausted() -> None:
    b = _bearer(PER_READY).in_expedition("p1", "hero", "Awake", **ALLY)
    b = b.in_expedition("p1", "companion", "Tired", statuses={Status.EXHAUSTED}, **ALLY)
    state = b.at_afternoon(first="p1").build()
    hand = len(state.zone("hand:p1"))
    state = _played(state)
    # Bearer left the hand; Awake and Bearer are ready, Tired is not: two cards drawn
    assert len(state.zone("hand:p1")) == hand - 1 + 2


def test_1_1_7_b_a_character_token_is_a_token_character() -> None:
    b = _bearer(EACH_CHARACTER_TOKEN).in_expedition("p1", "hero", "Recruit", is_token=True, **ALLY)
    b = b.in_expedition("p2", "hero", "Soldier", **ALLY)
    state = _played(b.at_afternoon(first="p1").build())
    assert _exhausted(state, "Recruit")
    assert not _exhausted(state, "Soldier")
    assert not _exhausted(state, "Bearer")


def test_2_2_3_e_permanents_in_each_expedition_leave_out_landmarks() -> None:
    b = _bearer(PERMANENTS_IN_EACH_EXPEDITION)
    permanent = {"type": CardType.PERMANENT, "hand_cost": 1, "reserve_cost": 1}
    b = b.in_expedition(
        "p2", "hero", "Banner", permanent_zone=PermanentZone.EXPEDITION, **permanent
    )
    b = b.in_landmarks("p2", "Tower", permanent_zone=PermanentZone.LANDMARK, **permanent)
    state = _played(b.at_afternoon(first="p1").build())
    assert _exhausted(state, "Banner")
    assert not _exhausted(state, "Tower")


def test_1_2_2_controlled_by_your_opponent_is_the_opponents() -> None:
    b = _bearer(CONTROLLED_BY_YOUR_OPPONENT).in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state, _ = _paid(b.at_afternoon(first="p1").build())
    assert state.pending is not None
    labels = [o.label for o in state.pending.options]
    assert any("Foe" in label for label in labels)
    assert not any("Ally" in label or "Bearer" in label for label in labels)


def test_7_4_4_l_a_token_created_in_the_other_expedition() -> None:
    """Bearer played in the Hero Expedition: the token joins the Companion one."""
    state = _played(_bearer(TOKEN_IN_THE_OTHER).at_afternoon(first="p1").build())
    assert [state.name(o) for o in state.zone("expedition:p1:companion")] == ["Ordis Recruit"]
    assert "Ordis Recruit" not in [state.name(o) for o in state.zone("expedition:p1:hero")]


def test_2_3_1_a_an_opponents_characters_have_a_keyword() -> None:
    """ "An opponent's Characters have Defender": the Characters p2 controls (1.2.2)."""
    fields = grammar_fields(OPPONENTS_HAVE, "Bearer", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **{**ALLY, **fields})
    state = (
        b.in_expedition("p1", "companion", "Ally", **ALLY)
        .in_expedition("p2", "hero", "Foe", **ALLY)
        .build()
    )
    assert has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)
