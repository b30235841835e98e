"""Conditions on what happened in a period, read by the grammar alone and played on boards
(issue 30): "if a Character was sacrificed this Day" counts the Characters sacrificed since
the Day began, by any player (4.1, 7.3.36.a); "if you sacrificed a Character this turn" the
controller's of this turn (4.2.3); "if you have played a Spell this Afternoon" the
controller's plays of this Day's Afternoon (5.1.2.k); the negated forms ("if you haven't
played …", "if my Expedition did not move forward this Day", 7.3.25.a) hold when the
positive does not (6.5.d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, find
from engine.core import play_card
from engine.state.enums import BOOST
from engine.state.game_state import evolve

from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_past_events import (
    IF_IT_IS_IN_MY_EXPEDITION,
    IF_LEFT_PLAY_THIS_DAY,
    IF_NOT_MOVED_THIS_DAY,
    IF_OTHER_EXPEDITION_EMPTY,
    IF_SACRIFICED_THIS_DAY,
    IF_SPELL_THIS_AFTERNOON,
    IF_YOU_HAVE_NOT_PLAYED_A_SPELL,
    IF_YOU_SACRIFICED_THIS_TURN,
)


def _boosts_after(text: str, **earlier: Any) -> int:
    """The boosts of a Bearer printing ``text`` once p1 played it from Hand in their turn,
    the state first given what happened earlier (``earlier``: GameState fields, the
    Watcher's card standing for a card played or sacrificed)."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    b = b.in_reserve("p1", "Spell Card", type="Spell").in_reserve("p2", "Goat")
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon().build())
    spell = state.objects[find(state, "Spell Card")].card_id
    goat = state.objects[find(state, "Goat")].card_id
    said = {"spell": spell, "goat": goat}
    changes = {
        k: tuple(tuple(said.get(str(x), x) for x in row) for row in v)
        if k != "moved_forward_today"
        else v
        for k, v in earlier.items()
    }
    state = evolve(state, **changes)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    return state.objects[find(state, "Bearer")].counters.get(BOOST, 0)


_P2_SACRIFICED_AT_NOON = (("character_sacrificed", "p2", "goat", False),)
_P1_SACRIFICED = (("character_sacrificed", "p1", "goat"),)
_SPELL_PLAYED = (("p1", "spell"),)


@pytest.mark.parametrize(
    ("text", "earlier", "boosts"),
    [
        (IF_SACRIFICED_THIS_DAY, {"counted_this_day": _P2_SACRIFICED_AT_NOON}, 1),  # any player
        (IF_SACRIFICED_THIS_DAY, {}, 0),
        (IF_YOU_SACRIFICED_THIS_TURN, {"counted_this_turn": _P1_SACRIFICED}, 1),
        (IF_YOU_SACRIFICED_THIS_TURN, {"counted_this_day": _P2_SACRIFICED_AT_NOON}, 0),
        (IF_SPELL_THIS_AFTERNOON, {"plays_this_afternoon": _SPELL_PLAYED}, 1),
        (IF_SPELL_THIS_AFTERNOON, {"plays_this_day": _SPELL_PLAYED}, 0),  # not this Afternoon
        (IF_YOU_HAVE_NOT_PLAYED_A_SPELL, {}, 1),
        (IF_YOU_HAVE_NOT_PLAYED_A_SPELL, {"plays_this_turn": _SPELL_PLAYED}, 0),
        (IF_LEFT_PLAY_THIS_DAY, {"left_play_this_day": (("p1", "goat", False),)}, 1),
        (IF_LEFT_PLAY_THIS_DAY, {"left_play_this_day": (("p2", "goat", True),)}, 0),  # theirs
        (IF_NOT_MOVED_THIS_DAY, {}, 1),
        (IF_NOT_MOVED_THIS_DAY, {"moved_forward_today": frozenset({"p1:hero"})}, 0),
    ],
    ids=[
        "sacrificed-by-opponent-at-noon",
        "nothing-sacrificed",
        "you-sacrificed-this-turn",
        "only-the-opponent-sacrificed",
        "spell-this-afternoon",
        "spell-not-this-afternoon",
        "no-spell-played",
        "a-spell-played",
        "yours-left-play-at-noon",
        "an-opponents-left-play",
        "not-moved",
        "moved",
    ],
)
def test_6_5_d_conditions_on_what_happened_in_a_period(
    text: str, earlier: dict[str, Any], boosts: int
) -> None:
    assert _boosts_after(text, **earlier) == boosts


@pytest.mark.parametrize(("mine", "boosts"), [("hero", 1), ("companion", 0)])
def test_6_3_i_if_it_is_in_my_expedition(mine: str, boosts: int) -> None:
    """The Bearer joins p1's Hero Expedition: "it" is in the Watcher's Expedition only when
    the Watcher is in the Hero Expedition too (7.5.5.a)."""
    vanilla = grammar_fields("{H} Draw a card.", "Bearer", unique=False)
    watcher = grammar_fields(IF_IT_IS_IN_MY_EXPEDITION, "Watcher", unique=False)
    b = (
        GameBuilder()
        .in_hand("p1", "Bearer", **vanilla)
        .in_expedition("p1", mine, "Watcher", **watcher)
    )
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(
    ("goat_of", "boosts"),
    [("", 1), ("p1", 0), ("p2", 1)],
    ids=["empty", "a-character-there", "only-the-opponents"],
)
def test_7_5_5_a_if_your_other_expedition_contains_no_characters(goat_of: str, boosts: int) -> None:
    """The Bearer joins p1's Hero Expedition: the other is p1's Companion Expedition; a
    Character in the opponent's Companion Expedition is in none of p1's (7.5.5.a)."""
    bearer = grammar_fields(IF_OTHER_EXPEDITION_EMPTY, "Bearer", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    if goat_of:
        b = b.in_expedition(goat_of, "companion", "Goat")
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == boosts
