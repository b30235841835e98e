"""Static abilities read by the grammar alone, played on boards (issue
30): a group's keyword reaches the others and not the bearer (2.3.1.a, 7.2.1.a), a
condition after the keyword switches it (2.3.2.f), a printed cost change is paid (5.1.2.f)."""

from __future__ import annotations

from engine import GameBuilder, Keyword, find
from engine.reading.passives import has_keyword
from engine.state.enums import Status
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields
from .sentences_static import BOARD_SENTENCES_STATIC

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}

OTHERS_DEFENDER = "Other Characters you control are Defender."
GIGANTIC_UNLESS = "I am Gigantic unless your hand is empty."
COSTS_LESS = "I cost {2} less if you control two or more Characters."


def test_the_static_sentences_counted_are_those_played_here() -> None:
    assert set(BOARD_SENTENCES_STATIC) == {OTHERS_DEFENDER, GIGANTIC_UNLESS, COSTS_LESS}


def _bearer(text: str, hand_cost: int = 1) -> dict[str, object]:
    return grammar_fields(text, "Bearer", unique=False, hand_cost=hand_cost)


def test_2_3_1_a_other_characters_you_control_have_the_keyword_not_the_bearer() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **_bearer(OTHERS_DEFENDER))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state = b.build()
    assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Bearer"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)


def test_2_3_2_f_a_keyword_unless_a_condition_applies_while_it_fails() -> None:
    bearer = _bearer(GIGANTIC_UNLESS)
    kept = GameBuilder().in_expedition("p1", "hero", "Bearer", **bearer).in_hand("p1", "Spare")
    state = kept.build()
    assert has_keyword(state, find(state, "Bearer"), Keyword.GIGANTIC)
    state = GameBuilder().in_expedition("p1", "hero", "Bearer", **bearer).build()
    assert not has_keyword(state, find(state, "Bearer"), Keyword.GIGANTIC)


def _ready_orbs(state: GameState) -> int:
    return sum(Status.EXHAUSTED not in state.objects[o].statuses for o in state.zone("mana:p1"))


def test_5_1_2_f_a_printed_cost_change_applies_while_its_condition_holds() -> None:
    bearer = _bearer(COSTS_LESS, hand_cost=3)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition(
        "p1", "companion", "Ally 2", **ALLY
    )
    state, _ = play(b.mana("p1", 3), "Bearer")
    assert "Bearer" in names(state, "expedition:p1:hero")
    assert _ready_orbs(state) == 2  # {3} less {2}
    alone = (
        GameBuilder().in_hand("p1", "Bearer", **bearer).in_expedition("p1", "hero", "Ally", **ALLY)
    )
    state, _ = play(alone.mana("p1", 3), "Bearer")
    assert _ready_orbs(state) == 0  # one Character only: the full {3}
