"""Board tests of the grammar's block "plural places": the readings played on a board
(7.5.2.a-c: ahead, behind, tied against the Expedition facing; 7.5.5.a: a player controls
their Expeditions; 7.3.5.b: a token is created in an Expedition)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer
from engine.reading.positions import distance
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_plural_places import (
    PLURAL_BEHIND_MOVE_FORWARD,
    TOKEN_IN_AN_EXPEDITION_OF_YOURS,
    TOKEN_IN_PLURAL_TIED,
)


def _played(
    text: str, positions: dict[str, int], pick: int = 0
) -> tuple[GameState, list[list[str]]]:
    """p1 plays a Unique printing ``text``; each decision is answered with option ``pick``
    (or the first when there are fewer), its option labels kept."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    offered: list[list[str]] = []
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        offered.append([o.label for o in d.options])
        ids = d.option_ids()
        chosen = ids[pick] if pick < len(ids) else ids[0]
        state, _ = answer(state, d.id, (chosen,))
        state, _ = until_decision(state)
    return state, offered


def _tokens(state: GameState, expedition: str) -> int:
    return names(state, f"expedition:{expedition}").count("Brassbug")


def test_7_5_2_b_your_expeditions_that_are_behind_move_forward() -> None:
    """p1's Hero Expedition is behind (0 against 2), its Companion one tied (3 and 3): only
    the one behind moves (7.5.2.b), as "each of your Expeditions that's behind"."""
    state, _ = _played(
        PLURAL_BEHIND_MOVE_FORWARD,
        {"p1:hero": 0, "p2:hero": 2, "p1:companion": 3, "p2:companion": 3},
    )
    assert distance(state, "p1:hero") == 1
    assert state.positions["p1:companion"] == 3 == state.positions["p2:companion"]


def test_7_5_2_c_a_token_in_your_expeditions_that_are_tied() -> None:
    """p1's Companion Expedition is tied (1 and 1), its Hero one ahead (2 against 0): the
    token is created only in the tied one (7.5.2.c, 7.3.5.b)."""
    state, _ = _played(
        TOKEN_IN_PLURAL_TIED, {"p1:hero": 2, "p2:hero": 0, "p1:companion": 1, "p2:companion": 1}
    )
    assert _tokens(state, "p1:companion") == 1
    assert _tokens(state, "p1:hero") == 0
    assert _tokens(state, "p2:hero") == _tokens(state, "p2:companion") == 0


def test_7_5_5_a_a_token_in_an_expedition_of_yours_is_your_choice() -> None:
    """ "an Expedition of yours": one of p1's two, p1's choice; the second one offered is
    chosen, and the token is there only."""
    state, offered = _played(TOKEN_IN_AN_EXPEDITION_OF_YOURS, {}, pick=1)
    assert offered and len(offered[0]) == 2
    assert _tokens(state, "p1:hero") + _tokens(state, "p1:companion") == 1
    assert _tokens(state, "p2:hero") == _tokens(state, "p2:companion") == 0
    # the one chosen (the second offered), not the first
    first = "p1:hero" if "hero" in offered[0][0].lower() else "p1:companion"
    assert _tokens(state, first) == 0, offered
