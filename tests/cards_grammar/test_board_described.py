"""Descriptions in every slot, read by the grammar alone and played on boards (issue 30):
"target Expedition you control / an opponent controls" offers only that player's
Expeditions, as a player controls their own (7.5.5.a, 6.5.b) — in a move (7.3.25, 7.3.24)
and for "Characters in target Expedition …"; "without boosts" is not Boosted (2.4.5.a);
"from a Reserve" is a card in any player's Reserve (3.2.10)."""

from __future__ import annotations

from engine import GameBuilder, GameState, Phase, Status, answer, find
from engine.state.enums import BOOST, CardType, PermanentZone

from ..cards_text.helpers import from_phase
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_described import (
    BOARD_SENTENCES_DESCRIBED,
    CHARACTERS_IN_MINE,
    FROM_A_RESERVE,
    MINE_MOVES_FORWARD,
    THEIRS_MOVES_BACKWARD,
    WITHOUT_BOOSTS,
)
from .test_board_composed_descriptions import ALLY, _bearer, _paid


def _offered(state: GameState) -> set[str]:
    assert state.pending is not None
    return set(state.pending.option_ids())


def _choose(state: GameState, option: str) -> GameState:
    assert state.pending is not None
    state, _ = answer(state, state.pending.id, (option,))
    return until_decision(state)[0]


def _board(text: str) -> GameBuilder:
    b = _bearer(text).in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).in_expedition(
        "p2", "companion", "Rival", **ALLY
    )
    for e in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        b = b.position(e, 3 if e.startswith("p1") else 4)
    return b


def test_7_5_5_a_target_expedition_you_control_offers_only_yours() -> None:
    state, _ = _paid(_board(MINE_MOVES_FORWARD).at_afternoon(first="p1").build())
    assert _offered(state) == {"p1:hero", "p1:companion"}
    state = _choose(state, "p1:hero")
    assert state.positions["p1:hero"] == 4  # moved forward one region (7.3.25)
    assert state.positions["p1:companion"] == 3
    assert state.positions["p2:hero"] == 4 and state.positions["p2:companion"] == 4


def test_7_5_5_a_target_expedition_an_opponent_controls_offers_only_theirs() -> None:
    state, _ = _paid(_board(THEIRS_MOVES_BACKWARD).at_afternoon(first="p1").build())
    assert _offered(state) == {"p2:hero", "p2:companion"}


def test_7_5_5_b_characters_in_target_expedition_you_control() -> None:
    state, _ = _paid(_board(CHARACTERS_IN_MINE).at_afternoon(first="p1").build())
    assert _offered(state) == {"p1:hero", "p1:companion"}
    state = _choose(state, "p1:companion")
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Ally", "Foe", "Rival")}
    assert boosts == {"Ally": 1, "Foe": 0, "Rival": 0}


def test_2_4_5_a_characters_without_boosts_gain_one_at_dusk() -> None:
    """At Dusk, only the Characters of my Expedition with no boost gain one (2.4.5.a):
    not the Boosted one, nor those in the other Expedition or the opponent's."""
    f = grammar_fields(WITHOUT_BOOSTS, "Lantern")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION}
    b = GameBuilder().in_expedition("p1", "hero", "Lantern", **f)
    kept = {**ALLY, "statuses": (Status.ANCHORED,)}  # not sent to Reserve at Rest (2.4.2)
    b = b.in_expedition("p1", "hero", "Bare", **kept)
    b = b.in_expedition("p1", "hero", "Kept", **kept, counters={BOOST: 2})
    b = b.in_expedition("p1", "companion", "Away", **kept)
    b = b.in_expedition("p2", "hero", "Foe", **kept)
    state, entries = from_phase(b, Phase.DUSK)
    state, _ = answer_picking(state, entries, ())
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Bare", "Kept", "Away", "Foe")}
    assert boosts == {"Bare": 1, "Kept": 2, "Away": 0, "Foe": 0}


def test_3_2_10_target_card_from_a_reserve_is_in_any_players_reserve() -> None:
    """The cards of both Reserves with Hand Cost 3 or less are offered, not a dearer one."""
    b = _bearer(FROM_A_RESERVE).in_reserve("p1", "Mine", **ALLY)
    b = b.in_reserve("p2", "Theirs", **ALLY).in_reserve("p2", "Dear", **{**ALLY, "hand_cost": 5})
    state, _ = _paid(b.at_afternoon(first="p1").build())
    labels = {o.label for o in state.pending.options} if state.pending else set()
    assert {"Mine", "Theirs"} <= {w for label in labels for w in label.split()}
    assert not any("Dear" in label for label in labels)
    state, _ = answer_picking(state, (), ("Theirs",))
    assert state.objects[find(state, "Theirs")].zone == "discard:p2"  # its owner's (7.3.7)


def test_every_board_sentence_of_the_section_is_played_here() -> None:
    played = {MINE_MOVES_FORWARD, THEIRS_MOVES_BACKWARD, CHARACTERS_IN_MINE}
    assert set(BOARD_SENTENCES_DESCRIBED) == played | {WITHOUT_BOOSTS, FROM_A_RESERVE}
