"""Triggers and costs as composable parts (issue 30, gram65), read by the grammar alone and
played on boards: "When I have N or more [name] counters / boosts" activates on the gain that
takes them to N or more, not on a later one (2.5, 6.3.b); "[event] for the Nth time in a
turn" counts that event through the turn (4.2.3) — Characters sacrificed (7.3.36.a), tokens
created (7.3.5.a), Spells played (5.1.2.k); "Remove N boosts from me:" is paid by spending
them (7.3.38.a), refused when the bearer has fewer (7.3.38.b)."""

from __future__ import annotations

import pytest

from engine import ActionKind, DecisionKind, GameBuilder, Step, find
from engine.core import play_card, play_quick_action
from engine.state.enums import BOOST
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState, evolve

from ..cards_text.helpers import names
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import after_judge_step, answer_picking, grammar_fields
from .sentences_trigger_cost_parts import (
    ALLY_HAS_BOOSTS,
    BOARD_SENTENCES_TRIGGER_COST_PARTS,
    HAVE_BOOSTS,
    HAVE_KELON,
    READINGS_TRIGGER_COST_PARTS,
    REMOVE_TWO,
    SECOND_SPELL,
    SECOND_TOKEN,
    TAP_REMOVE_ONE,
    THIRD_SACRIFICE,
)


def test_the_board_sentences_are_read_siblings() -> None:
    assert set(BOARD_SENTENCES_TRIGGER_COST_PARTS) <= set(READINGS_TRIGGER_COST_PARTS)


def _watcher(text: str, counters: dict[str, int] | None = None) -> GameState:
    """p1's Watcher printing ``text`` (with ``counters``) in the hero Expedition, a Goat
    beside it in the companion Expedition, at the Afternoon."""
    fields = grammar_fields(text, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", counters=counters, **fields)
    b = b.in_expedition("p1", "companion", "Goat")
    state, _ = until_decision(
        b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    return state


def _count(state: GameState, name: str, counter: str = BOOST) -> int:
    return state.objects[find(state, name)].counters.get(counter, 0)


@pytest.mark.parametrize(
    ("had", "gained", "drawn"),
    [(2, 1, 1), (1, 3, 1), (0, 2, 0), (3, 1, 0)],
    ids=["two-to-three", "one-to-four", "to-two-only", "already-three"],
)
def test_2_5_i_have_3_or_more_boosts_activates_as_they_reach_three(
    had: int, gained: int, drawn: int
) -> None:
    """The gain taking the Watcher's boosts from fewer than 3 to 3 or more activates it
    (6.3.b), however many it gains at once; a gain after it has 3 does not."""
    state = _watcher(HAVE_BOOSTS, {BOOST: had} if had else None)
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.GIVE_BOOST, objects=(find(state, "Watcher"),), amount=gained)
    after, _ = after_judge_step(state, step)
    assert _count(after, "Watcher") == had + gained
    assert len(after.zone("hand:p1")) - hand == drawn


@pytest.mark.parametrize(
    ("who", "had", "drawn"),
    [("Goat", 2, 1), ("Goat", 3, 0), ("Foe", 2, 0)],
    ids=["yours-to-three", "yours-already-three", "an-opponents"],
)
def test_2_5_a_character_you_control_has_3_or_more_boosts(who: str, had: int, drawn: int) -> None:
    """Another object's count reached (6.3.f): the Goat p1 controls reaching 3 boosts
    activates the Watcher; p2's Foe reaching 3 does not (the filter's "you control")."""
    fields = grammar_fields(ALLY_HAS_BOOSTS, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition("p1", "companion", "Goat", counters={BOOST: had})
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: had})
    state = b.deck_of("p1", 4).deck_of("p2", 4).build()
    hand = len(state.zone("hand:p1"))
    after, _ = after_judge_step(state, Step(ActionKind.GIVE_BOOST, objects=(find(state, who),)))
    assert _count(after, who) == had + 1
    assert len(after.zone("hand:p1")) - hand == drawn


@pytest.mark.parametrize(
    ("counter", "had", "boosts"),
    [("Kelon", 1, 1), ("Kelon", 2, 0), ("Ember", 1, 0)],
    ids=["kelon-to-two", "kelon-already-two", "another-counter"],
)
def test_2_5_i_have_at_least_2_kelon_counters(counter: str, had: int, boosts: int) -> None:
    """Only counters of the name said count (2.5.a): a second Ember counter is not a
    second Kelon counter."""
    state = _watcher(HAVE_KELON, {counter: had})
    step = Step(ActionKind.GAIN_COUNTERS, objects=(find(state, "Watcher"),), counter=counter)
    after, _ = after_judge_step(state, step)
    assert _count(after, "Watcher", counter) == had + 1
    assert _count(after, "Watcher") == boosts


@pytest.mark.parametrize(
    ("earlier", "drawn"), [(2, 1), (1, 0), (3, 0)], ids=["third", "second", "fourth"]
)
def test_7_3_36_a_the_third_character_you_sacrifice_in_a_turn(earlier: int, drawn: int) -> None:
    """p1 sacrifices the Goat after ``earlier`` other sacrifices this turn (4.2.3): only
    the third of the turn activates the Watcher."""
    state = _watcher(THIRD_SACRIFICE)
    state = evolve(state, counted_this_turn=(("character_sacrificed", "p1", ""),) * earlier)
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.SACRIFICE, objects=(find(state, "Goat"),), controller="p1")
    after, cited = after_judge_step(state, step)
    assert len(after.zone("hand:p1")) - hand == drawn
    assert ("7.3.36.a" in cited) is bool(drawn)  # the Reaction cites the sacrifice


@pytest.mark.parametrize(("earlier", "boosts"), [(1, 1), (0, 0), (2, 0)])
def test_7_3_5_a_the_second_token_you_create_in_a_turn(earlier: int, boosts: int) -> None:
    """A Bearer creating a token is played after ``earlier`` tokens created this turn:
    the Watcher gains a boost for the second one of the turn only (4.2.3)."""
    bearer = grammar_fields(
        "{H} Create a [[Brassbug]] 2/2/2 Robot token in my Expedition.", "Bearer", unique=False
    )
    fields = grammar_fields(SECOND_TOKEN, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **fields).in_expedition("p1", "companion", "Goat")
    state, _ = until_decision(
        b.mana("p1", 3).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    state = evolve(state, counted_this_turn=(("token_created", "p1", ""),) * earlier)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert _count(state, "Watcher") == boosts


@pytest.mark.parametrize(("earlier", "boosts"), [(1, 1), (0, 0)], ids=["second", "first"])
def test_5_1_2_k_the_second_spell_you_play_in_a_turn(earlier: int, boosts: int) -> None:
    """p1 plays a Spell after ``earlier`` Spells played this turn: the Watcher gains a
    boost for the second Spell of the turn only (4.2.3)."""
    spell = grammar_fields("Draw a card.", "Spark", unique=False, type="Spell")
    fields = grammar_fields(SECOND_SPELL, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Spark", **spell).in_hand("p1", "Flare", **spell)
    b = b.in_expedition("p1", "hero", "Watcher", **fields)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    if earlier:
        flare = state.objects[find(state, "Flare")].card_id
        assert flare is not None
        state = evolve(state, plays_this_turn=(("p1", flare),))
    state, first = play_card(state, "p1", find(state, "Spark"), "spell")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert _count(state, "Watcher") == boosts


def _quick(state: GameState) -> tuple[GameState, set[str]]:
    """The Bearer's first quick action played, its decisions answered with the first
    options: the state then and the rules the trace cites."""
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    state, entries = until_decision(state)
    state, more = answer_picking(state, (first, *entries), ("Goat",))
    return state, rules_of(more)


def _bearer(text: str, boosts: int) -> GameState:
    fields = grammar_fields(text, "Bearer", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", counters={BOOST: boosts}, **fields)
    b = b.in_expedition("p1", "companion", "Goat")
    state, _ = until_decision(
        b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    return state


def test_7_3_38_a_remove_2_boosts_from_me_is_paid_by_spending_them() -> None:
    state = _bearer(REMOVE_TWO, 3)
    hand = len(state.zone("hand:p1"))
    after, cited = _quick(state)
    assert _count(after, "Bearer") == 1
    assert len(after.zone("hand:p1")) == hand + 1
    assert {"7.3.38.a", "6.4.a"} <= cited


def test_7_3_38_b_remove_2_boosts_from_me_is_refused_with_one_boost() -> None:
    state = _bearer(REMOVE_TWO, 1)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", find(state, "Bearer"), 0)
    assert "boost" in str(refused.value)


def test_7_3_38_a_exhaust_and_remove_a_boost_gives_it_to_a_target() -> None:
    """ "{T}, Remove a boost from me: Target Character gains 1 boost": the boost leaves the
    Bearer as part of the cost (6.4.a) and the target gains one (the Goat, chosen)."""
    state = _bearer(TAP_REMOVE_ONE, 1)
    after, _ = _quick(state)
    assert _count(after, "Bearer") == 0
    assert _count(after, "Goat") == 1
    assert after.pending is not None and after.pending.kind == DecisionKind.TURN
    assert "Bearer" in names(after, "expedition:p1:hero")
