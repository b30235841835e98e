"""The block "conditions, amounts and choices: the phase, an Expedition's contents, a die, a
zone" (issue 30), read by the grammar alone and played on boards: "if it's [phase]" and
"during [phase]" look at the Day's current phase (4.2.a, 2.3.2.f); "Use this only during
[phase]" makes a declaration in another phase illegal (5.1.2.g) — quick actions are played in
the Afternoon (1.3.2.d); "[Expedition] contains [count]" counts its objects (7.5.5.b,
1.2.3.c); "an opponent's hand is empty" is said of them (3.2, 1.2.2)."""

from __future__ import annotations

import pytest

from engine import BOOST, GameBuilder, Keyword, Status, find, play_quick_action
from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.enums import Phase, ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState, evolve

from ..cards_text.helpers import names, play
from ..engine.helpers import pending, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_phase_conditions import (
    BOARD_SENTENCES_PHASE_CONDITIONS,
    DURING_DUSK,
    FACING_CONTAINS,
    IF_AFTERNOON,
    MINE_CONTAINS,
    ONLY_DURING_AFTERNOON,
    ONLY_DURING_DUSK,
    OPPONENTS_HAND_EMPTY,
    READINGS_PHASE_CONDITIONS,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, foe: tuple[Status, ...] = ()) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", statuses=foe, **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(b: GameBuilder) -> GameState:
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    return state


def _hand(state: GameState, player: str = "p1") -> int:
    return len(names(state, z.personal(ZoneKind.HAND, player)))


def _boosts(state: GameState) -> int:
    return state.objects[find(state, "Unique")].counters.get(BOOST, 0)


@pytest.mark.parametrize("text", BOARD_SENTENCES_PHASE_CONDITIONS)
def test_a_sentence_of_the_block_resolves_on_a_board(text: str) -> None:
    assert text in READINGS_PHASE_CONDITIONS
    _played(_board(text))


def test_4_2_a_if_its_afternoon_holds_in_the_afternoon() -> None:
    """Played from Hand in the Afternoon (the only phase cards are played in, 1.3.2.d)."""
    assert _hand(_played(_board(IF_AFTERNOON))) == 1


def test_4_2_a_during_dusk_a_keyword_only_in_that_phase() -> None:
    """ "During Dusk, I have Defender": not in the Afternoon, in the Dusk (2.3.2.f)."""
    b = GameBuilder().in_expedition("p1", "hero", "Unique", **grammar_fields(DURING_DUSK))
    state = b.build()
    me = find(state, "Unique")
    assert not has_keyword(state, me, Keyword.DEFENDER)
    assert has_keyword(evolve(state, phase=Phase.DUSK), me, Keyword.DEFENDER)


@pytest.mark.parametrize(
    ("text", "legal"), [(ONLY_DURING_AFTERNOON, True), (ONLY_DURING_DUSK, False)]
)
def test_5_1_2_g_use_this_only_during_a_phase(text: str, legal: bool) -> None:
    """In the Afternoon (when quick actions are played, 1.3.2.d) "only during the Afternoon"
    may be used; "only during Dusk" may not (5.1.2.g)."""
    b = GameBuilder().in_expedition("p1", "hero", "Unique", **grammar_fields(text))
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    me = find(state, "Unique")
    assert (f"quick:{me}:0" in pending(state).option_ids()) is legal
    if not legal:
        with pytest.raises(IllegalAction):
            play_quick_action(state, "p1", me, 0)


@pytest.mark.parametrize(("foe", "boosts"), [((Status.ASLEEP,), 3), ((), 0)])
def test_1_2_3_c_the_expedition_facing_me_contains(foe: tuple[Status, ...], boosts: int) -> None:
    """p2's Foe in the Expedition facing the Unique (both Hero Expeditions): an Asleep one
    gives the boosts, a ready one does not."""
    b = GameBuilder().in_reserve("p1", "Unique", **grammar_fields(FACING_CONTAINS))
    b = b.in_expedition("p2", "hero", "Foe", statuses=foe, **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, _ = answer_picking(state, entries, ())
    assert _boosts(state) == boosts


@pytest.mark.parametrize(("plants", "drawn"), [(2, 1), (1, 0)])
def test_7_5_5_b_my_expedition_contains_two_plants(plants: int, drawn: int) -> None:
    """The Unique and ``plants`` Plants in its Expedition: two or more draw a card."""
    b = _board(MINE_CONTAINS)
    for i in range(plants):
        b = b.in_expedition("p1", "hero", f"Plant {i}", subtypes=("Plant",), **ALLY)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("p2_hand", "boosts"), [(0, 1), (1, 0)])
def test_3_2_an_opponents_hand_is_empty(p2_hand: int, boosts: int) -> None:
    """ "If your opponent's hand is empty": p2's hand, not p1's."""
    b = _board(OPPONENTS_HAND_EMPTY)
    for i in range(p2_hand):
        b = b.in_hand("p2", f"Held {i}", **ALLY)
    assert _boosts(_played(b)) == boosts
