"""The section "time" (gram36), read by the grammar alone and played on boards: a condition
in the past tense counts what a player did in the period from the history the game state
keeps (6.5.d; plays 5.1.2.k, ``counted_this_turn`` from each Afternoon turn 4.2.3,
``counted_this_day`` from each Day 4.1) — true and false, by the controller, an opponent or
anyone, negated; the history written by the steps themselves (a draw 7.3.9.a, a sacrifice
7.3.36.a, a token created 7.3.5.a); and a duration said "for the rest of the turn" ending
with the turn, the trace citing 2.2.15.c."""

from __future__ import annotations

from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, Keyword, answer, find
from engine.core import play_card
from engine.reading.passives import has_keyword
from engine.state.enums import BOOST, CardType
from engine.state.game_state import GameState, evolve

from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_time_past import (
    BOARD_SENTENCES_TIME_PAST,
    DRAW_THEN_IF_DRAWN,
    FIRST_SPELL_EACH_DAY,
    FOR_EACH_CARD_DISCARDED,
    GAINS_DEFENDER_REST_OF_TURN,
    IF_CHARACTER_OF_YOURS_LEFT,
    IF_FACING_DIDNT_MOVE,
    IF_HERO_EXPEDITION_MOVED,
    IF_OPPONENT_PLAYED_A_SPELL,
    IF_OPPONENTS_HAVENT_SACRIFICED,
    IF_TOKEN_CREATED,
    IF_YOU_DISCARDED_THIS_TURN,
    IF_YOU_HAVE_NOT_DRAWN,
    PER_SPELL_OPPONENTS_PLAYED,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(text: str, **earlier: Any) -> GameState:
    """p1 plays a Bearer printing ``text`` from Hand in their Afternoon turn, the state first
    given what happened earlier (``earlier``: GameState fields; "spell" / "goat" / "wall"
    stand for the card ids of a Spell, a Character and a Permanent)."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_reserve("p1", "Spell Card", type=CardType.SPELL).in_reserve("p2", "Goat")
    b = b.in_reserve("p2", "Wall", type=CardType.PERMANENT)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon().build())
    said = {n: state.objects[find(state, c)].card_id for n, c in _CARDS.items()}
    changes = {
        k: tuple(tuple(said.get(str(x), x) for x in row) for row in v) for k, v in earlier.items()
    }
    state = evolve(state, **changes)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    return state


_CARDS = {"spell": "Spell Card", "goat": "Goat", "wall": "Wall"}


def _boosts(text: str, **earlier: Any) -> int:
    state = _played(text, **earlier)
    return state.objects[find(state, "Bearer")].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("text", "earlier", "boosts"),
    [
        (IF_YOU_DISCARDED_THIS_TURN, {"counted_this_turn": (("card_discarded", "p1", "goat"),)}, 1),
        (IF_YOU_DISCARDED_THIS_TURN, {"counted_this_turn": (("card_discarded", "p2", "goat"),)}, 0),
        (
            IF_YOU_DISCARDED_THIS_TURN,
            {"counted_this_day": (("card_discarded", "p1", "goat", False),)},
            0,
        ),
        (IF_YOU_HAVE_NOT_DRAWN, {}, 1),
        (IF_YOU_HAVE_NOT_DRAWN, {"counted_this_turn": (("card_drawn", "p1", "goat"),)}, 0),
        (IF_YOU_HAVE_NOT_DRAWN, {"counted_this_turn": (("card_drawn", "p2", "goat"),)}, 1),
        (IF_OPPONENT_PLAYED_A_SPELL, {"plays_this_day": (("p2", "spell"),)}, 1),
        (IF_OPPONENT_PLAYED_A_SPELL, {"plays_this_day": (("p1", "spell"),)}, 0),
        (IF_OPPONENT_PLAYED_A_SPELL, {"plays_this_day": (("p2", "goat"),)}, 0),
        (IF_OPPONENTS_HAVENT_SACRIFICED, {}, 1),
        (
            IF_OPPONENTS_HAVENT_SACRIFICED,
            {"counted_this_day": (("object_sacrificed", "p2", "wall", True),)},
            0,
        ),
        (
            IF_OPPONENTS_HAVENT_SACRIFICED,
            {"counted_this_day": (("object_sacrificed", "p2", "wall", False),)},
            1,
        ),
        (
            IF_OPPONENTS_HAVENT_SACRIFICED,
            {"counted_this_day": (("object_sacrificed", "p2", "goat", True),)},
            1,
        ),
        (IF_TOKEN_CREATED, {}, 0),
    ],
    ids=[
        "you-discarded-this-turn",
        "the-opponent-discarded",
        "discarded-earlier-this-day-not-this-turn",
        "nothing-drawn",
        "you-drew",
        "only-the-opponent-drew",
        "opponent-played-a-spell",
        "you-played-the-spell",
        "opponent-played-a-character",
        "nothing-sacrificed",
        "opponent-sacrificed-a-permanent-this-afternoon",
        "sacrificed-at-noon-not-this-afternoon",
        "sacrificed-a-character-not-a-permanent",
        "no-token-created",
    ],
)
def test_6_5_d_a_past_tense_condition_counts_what_was_done_in_the_period(
    text: str, earlier: dict[str, Any], boosts: int
) -> None:
    assert _boosts(text, **earlier) == boosts


@pytest.mark.parametrize(
    ("text", "moved", "boosts"),
    [
        (IF_HERO_EXPEDITION_MOVED, frozenset({"p1:hero"}), 1),
        (IF_HERO_EXPEDITION_MOVED, frozenset({"p1:companion", "p2:hero"}), 0),
        (IF_FACING_DIDNT_MOVE, frozenset({"p1:hero"}), 1),
        (IF_FACING_DIDNT_MOVE, frozenset({"p2:hero"}), 0),
    ],
    ids=["hero-moved", "others-moved", "facing-did-not", "facing-did"],
)
def test_7_3_25_a_an_expedition_that_moved_forward_this_day(
    text: str, moved: frozenset[str], boosts: int
) -> None:
    """The Bearer joins p1's Hero Expedition, facing p2's Hero Expedition (1.2.3.c): the
    moves forward kept since the Day began (4.1) answer for the Expedition named."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    state = evolve(state, moved_forward_today=moved)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(
    ("left", "boosts"),
    [((("p1", "goat", False),), 1), ((("p2", "goat", True),), 0), ((), 0)],
    ids=["yours-at-noon", "the-opponents", "none"],
)
def test_3_2_4_a_character_of_yours_left_the_expedition_zone_this_day(
    left: tuple[tuple[str, str, bool], ...], boosts: int
) -> None:
    assert _boosts(IF_CHARACTER_OF_YOURS_LEFT, left_play_this_day=left) == boosts


_DISCARDS = (
    ("card_discarded", "p1", "goat"),
    ("card_discarded", "p2", "spell"),
    ("card_discarded", "p1", "spell"),
)


@pytest.mark.parametrize(
    ("text", "earlier", "boosts"),
    [
        (FOR_EACH_CARD_DISCARDED, {"counted_this_turn": _DISCARDS}, 2),  # p1's two, not p2's
        (FOR_EACH_CARD_DISCARDED, {}, 0),
        (
            PER_SPELL_OPPONENTS_PLAYED,
            {"plays_this_day": (("p2", "spell"), ("p2", "goat"), ("p1", "spell"), ("p2", "spell"))},
            2,
        ),
    ],
    ids=["two-of-yours", "none", "the-opponents-two-spells"],
)
def test_6_5_i_a_count_of_what_was_done_in_the_period(
    text: str, earlier: dict[str, Any], boosts: int
) -> None:
    assert _boosts(text, **earlier) == boosts


def test_6_5_d_a_card_not_a_token_is_no_token_created() -> None:
    """ "a token was created": the card noted must be a token's (2.1.e) — a Goat is not."""
    assert (
        _boosts(IF_TOKEN_CREATED, counted_this_day=(("token_created", "p2", "goat", False),)) == 0
    )


@pytest.mark.parametrize(("create", "boosts"), [(True, 1), (False, 0)])
def test_7_3_5_a_a_token_created_by_the_step_before_is_counted(create: bool, boosts: int) -> None:
    """ "Create a Brassbug token in my Expedition. If a token was created this Day, …": the
    token is noted with its own card (engine.pipeline.counted_events), a token's (2.1.e)."""
    first = "Create a Brassbug token in my Expedition." if create else "Draw a card."
    text = "{H} " + first + " " + IF_TOKEN_CREATED.removeprefix("{H} ")
    assert _boosts(text) == boosts


@pytest.mark.parametrize(("drawn", "boosts"), [(2, 1), (1, 0)])
def test_7_3_9_a_the_draws_of_the_step_before_are_counted(drawn: int, boosts: int) -> None:
    """ "Draw two cards. If you have drawn two or more cards this turn, …": each card drawn
    is noted as the step happens (engine.pipeline.counted_events), so the next step's
    condition counts them; one card drawn is not two."""
    text = DRAW_THEN_IF_DRAWN if drawn == 2 else DRAW_THEN_IF_DRAWN.replace("two cards.", "a card.")
    assert _boosts(text) == boosts


@pytest.mark.parametrize(("sacrificed", "boosts"), [(True, 1), (False, 0)])
def test_7_3_36_a_a_permanent_sacrificed_by_the_step_before_is_counted(
    sacrificed: bool, boosts: int
) -> None:
    """ "You may sacrifice a Permanent. If you sacrificed a Permanent this turn, …": the
    sacrifice of a Permanent — not only of a Character — is noted (``object_sacrificed``)."""
    text = (
        "{H} You may sacrifice a Permanent. If you sacrificed a Permanent this turn, I gain 1 "
        "boost."
    )
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_landmarks("p1", "Totem", type=CardType.PERMANENT, hand_cost=1, reserve_cost=1)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    picks = ("mana", "Mana", "Totem", "Yes", "yes") if sacrificed else ("mana", "Mana", "No", "no")
    state, _ = answer_picking(state, (first, *entries), picks)
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (GAINS_DEFENDER_REST_OF_TURN, False),
        (GAINS_DEFENDER_REST_OF_TURN.replace("the turn", "the Afternoon"), True),
    ],
    ids=["rest-of-the-turn", "rest-of-the-afternoon"],
)
def test_2_2_15_c_a_keyword_for_the_rest_of_the_turn_ends_with_the_turn(
    text: str, kept: bool
) -> None:
    """ "Target Character gains Defender for the rest of the turn" is "this turn" (2.2.15.a):
    once p1's turn is over (a turn is one action, 4.2.3) the Goat no longer has Defender and
    the trace says the duration is over, citing 2.2.15.c; "for the rest of the Afternoon"
    is "this Afternoon", still on in p2's turn."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Goat", **ALLY).mana("p1", 4).deck_of("p1", 4)
    state, _ = until_decision(b.deck_of("p2", 4).at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, entries = answer_picking(state, (first, *entries), ("mana", "Mana", "Goat"))
    granted = [e for e in entries if "Defender" in e.text]
    assert granted, "the Emblem-Ongoing gave Defender"
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TURN and state.turn_player == "p2"
    assert has_keyword(state, find(state, "Goat"), Keyword.DEFENDER) is kept
    over = [e for e in entries if "duration over" in e.text]
    assert bool(over) is not kept
    assert all("2.2.15.c" in e.rules for e in over)


def test_every_board_sentence_is_played_here() -> None:
    assert set(BOARD_SENTENCES_TIME_PAST) == {
        FIRST_SPELL_EACH_DAY,
        IF_HERO_EXPEDITION_MOVED,
        IF_FACING_DIDNT_MOVE,
        IF_CHARACTER_OF_YOURS_LEFT,
        FOR_EACH_CARD_DISCARDED,
        PER_SPELL_OPPONENTS_PLAYED,
        IF_YOU_DISCARDED_THIS_TURN,
        IF_YOU_HAVE_NOT_DRAWN,
        IF_OPPONENT_PLAYED_A_SPELL,
        IF_OPPONENTS_HAVENT_SACRIFICED,
        IF_TOKEN_CREATED,
        DRAW_THEN_IF_DRAWN,
        GAINS_DEFENDER_REST_OF_TURN,
    }


def test_4_1_the_first_time_each_day_is_the_first_spell_of_the_day_only() -> None:
    """p1 plays a Spell, p2 passes, p1 plays another Spell the same Day: the Watcher's
    Reaction activates on the first only (4.1; engine.pipeline.play_triggers counts the
    plays of the Day)."""
    spell = {"type": CardType.SPELL, "hand_cost": 0, "reserve_cost": 0}
    watcher = grammar_fields(FIRST_SPELL_EACH_DAY, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_hand("p1", "Bolt", **spell).in_hand("p1", "Zap", **spell)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Bolt"), "spell")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == 1
    d = state.pending
    assert d is not None
    state, _ = answer(state, d.id, ("pass",))  # p2
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Zap"), "spell")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == 1
