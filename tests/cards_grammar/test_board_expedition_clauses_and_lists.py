"""Readings of session 41's kinds (sentences_expedition_clauses.py), read by the grammar
alone and played on boards: a token leaving my Expedition activates "When a token leaves my
Expedition" though it ceases to exist (2.1.e, 7.5.11.b); a count of objects of either kind
counts an object of both once (2.2.1, 6.5.d); one kind with either of two qualifiers lets an
object fitting one through (2.2.1); an object in the Expedition that is behind (7.5.2.b)."""

from __future__ import annotations

import pytest

from engine import ActionKind, GameBuilder, Keyword, Step, ZoneKind, find
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from .grammar_cards import after_judge_step, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
TOKEN_LEAVES = "When a token leaves my Expedition \u2014 Draw a card."


def _token_board(where: str, is_token: bool) -> GameState:
    """p1's "Watcher" (``TOKEN_LEAVES``) in their Hero Expedition, "Leaver" (a token or a
    card) in their ``where`` Expedition."""
    fields = grammar_fields(TOKEN_LEAVES, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition("p1", where, "Leaver", is_token=is_token, **ALLY)
    return b.deck_of("p1", 3).deck_of("p2", 3).build()


@pytest.mark.parametrize(
    ("where", "is_token", "to_zone", "drawn"),
    [
        ("hero", True, ZoneKind.DISCARD, 1),  # ceases to exist, still leaves (2.1.e, 7.5.11.b)
        ("hero", True, ZoneKind.RESERVE, 1),  # would go to Reserve: ceases to exist instead
        ("hero", False, ZoneKind.DISCARD, 0),  # a card is no token (2.1.e)
        ("companion", True, ZoneKind.DISCARD, 0),  # not my Expedition (7.5.11.a)
    ],
    ids=["token-discarded", "token-to-reserve", "a-card-is-no-token", "other-expedition"],
)
def test_7_5_11_b_a_token_ceasing_to_exist_leaves_my_expedition(
    where: str, is_token: bool, to_zone: ZoneKind, drawn: int
) -> None:
    state = _token_board(where, is_token)
    hand = len(state.zone("hand:p1"))
    leaver = (find(state, "Leaver"),)
    kind = ActionKind.DISCARD if to_zone is ZoneKind.DISCARD else ActionKind.SEND
    state, cited = after_judge_step(state, Step(kind, objects=leaver, to_zone=to_zone))
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # the Reaction activated (6.3.f) only then
    if is_token:  # the token is no object anywhere after (2.1.e)
        assert all(state.name(o) != "Leaver" for o in state.objects)


@pytest.mark.parametrize(("bound", "drawn"), [("two", 1), ("three", 0)])
def test_2_2_1_a_token_character_is_counted_once_among_characters_or_tokens(
    bound: str, drawn: int
) -> None:
    """p1 controls "Unique" (played) and "Wisp", a token Character — of both kinds, one
    object (2.2.1): two objects, so "two or more" holds and "three or more" does not."""
    text = f"{{H}} If you control {bound} or more Characters or tokens, draw a card."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "companion", "Wisp", is_token=True, **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    assert len(state.zone("hand:p1")) == drawn


def test_2_2_1_one_kind_with_either_qualifier_lets_either_through() -> None:
    """ "Characters with no boosts or with [Tough] gain 1 boost": "Plain" (no boosts) and
    "Shell" (Boosted, Tough) gain one; "Boosted" (Boosted, no Tough) does not."""
    text = "{H} Characters with no boosts or with Tough gain 1 boost."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Plain", **ALLY)
    b = b.in_expedition(
        "p2", "hero", "Shell", keywords=(Keyword.TOUGH,), tough=1, counters={"boost": 1}, **ALLY
    )
    b = b.in_expedition("p2", "companion", "Boosted", counters={"boost": 1}, **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Plain", "Shell", "Boosted")}
    assert boosts == {"Plain": 1, "Shell": 2, "Boosted": 1}


def test_7_5_2_b_characters_in_the_expedition_that_is_behind() -> None:
    """ "Characters in the Expedition that is behind gain 1 boost": p1's Hero Expedition is
    behind p2's (7.5.2.b) — its Characters gain one; p2's (ahead) and the tied Companion
    Expeditions' do not."""
    text = "{H} Characters in the Expedition that is behind gain 1 boost."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Behind", **ALLY)
    b = b.in_expedition("p2", "hero", "Ahead", **ALLY)
    b = b.in_expedition("p1", "companion", "Tied", **ALLY)
    b = b.position("p2:hero", 2)  # p2 two regions from where it began: p1 behind
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique", "companion")
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Behind", "Ahead", "Tied")}
    assert boosts == {"Behind": 1, "Ahead": 0, "Tied": 0}


# ------------------------------------------------------------- a list or "or" in a target
_STATS = {"reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_6_5_b_a_target_of_any_kind_listed() -> None:
    """ "Exhaust target Character, Permanent or token": a Character, a Permanent and a token
    are offered (6.5.b, 2.2.1); a Spell in a Reserve is none of them (2.2.1.h)."""
    from engine import CardType, Status

    from .board_play import bearer, bearer_played, cited, offered

    b = bearer("{J} Exhaust target Character, Permanent or token.")
    b = b.in_expedition("p2", "hero", "Foe", hand_cost=1, **_STATS)
    b = b.in_landmarks("p2", "Tower", reserve_cost=1)
    b = b.in_reserve("p2", "Bolt", type=CardType.SPELL, reserve_cost=1)
    state, asked, trace = bearer_played(b.at_afternoon(first="p1").build(), ("Tower",))
    assert offered(asked, "Foe") and offered(asked, "Tower"), asked
    assert not offered(asked, "Bolt")
    assert state.objects[find(state, "Tower")].has(Status.EXHAUSTED)
    assert "6.5.b" in cited(trace)


def test_6_5_b_a_target_of_one_kind_with_either_qualifier() -> None:
    """ "Exhaust target Character with Hand Cost {2} or less or with [Tough]": "Cheap" and
    "Shell" (Hand Cost 5, Tough) are offered, "Dear" (Hand Cost 5) is not (2.2.1)."""
    from engine import Status

    from .board_play import bearer, bearer_played, offered

    b = bearer("{J} Exhaust target Character with Hand Cost {2} or less or with Tough.")
    b = b.in_expedition("p2", "hero", "Cheap", hand_cost=2, **_STATS)
    b = b.in_expedition("p2", "hero", "Dear", hand_cost=5, **_STATS)
    b = b.in_expedition(
        "p2", "companion", "Shell", hand_cost=5, keywords=(Keyword.TOUGH,), tough=1, **_STATS
    )
    state, asked, _ = bearer_played(b.at_afternoon(first="p1").build(), ("Shell",))
    assert offered(asked, "Cheap") and offered(asked, "Shell"), asked
    assert not offered(asked, "Dear")
    assert state.objects[find(state, "Shell")].has(Status.EXHAUSTED)
