"""The turn and the missing triggers of the words before the output played on a board (issue
30, gram31): quick actions printed "Activate only once per turn" (the plays of one Afternoon
turn are counted, a quick action lets the turn go on, 4.2.3.e; a declaration beyond the printed
number is not legal, 5.1.2.g; the next turn counts anew); "At the end of [whose] turn"
(4.2.3.e); "[step] if it's your turn" (4.2.3.b); "When a token you control is sacrificed"
(7.3.36.a, 2.1.e)."""

from __future__ import annotations

import pytest

from engine import ActionKind, DecisionKind, GameBuilder, Step, answer, find
from engine.core import play_card, play_quick_action
from engine.state.enums import CardType, PermanentZone, ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState

from ..cards_text.helpers import boosts_of, names
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import after_judge_step, grammar_fields

ONCE_PER_TURN = "{1}: Draw a card. Activate only once per turn."
TWICE_PER_TURN = "{1}: Draw a card. You can only activate this twice each turn."
_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _scribe(text: str) -> tuple[GameState, str]:
    """p1's Scribe printing the quick action ``text`` and an Ally in p1's hand, in p1's
    Afternoon turn."""
    fields = {k: v for k, v in grammar_fields(text, "Scribe", unique=False).items()}
    fields = {**fields, **_STATS}
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", **fields)
    b = b.in_hand("p1", "Ally", **{**_STATS, "hand_cost": 0})
    state, _ = until_decision(
        b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    return state, find(state, "Scribe")


def _offered(state: GameState, oid: str) -> bool:
    assert state.pending is not None
    return any(i.startswith(f"quick:{oid}:") for i in state.pending.option_ids())


def _played(state: GameState, oid: str) -> GameState:
    """``state`` after p1 played the quick action, its cost's choices answered."""
    state, _ = until_decision(play_quick_action(state, "p1", oid, 0)[0])
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = until_decision(
            answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))[0]
        )
    assert state.pending is not None and state.pending.player == "p1"  # the turn goes on
    return state


@pytest.mark.parametrize(("text", "times"), [(ONCE_PER_TURN, 1), (TWICE_PER_TURN, 2)])
def test_5_1_2_g_a_quick_action_is_played_only_so_often_in_a_turn(text: str, times: int) -> None:
    state, oid = _scribe(text)
    for _ in range(times):
        assert _offered(state, oid)
        state = _played(state, oid)
    assert not _offered(state, oid)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", oid, 0)
    assert "each turn" in str(refused.value)
    assert "5.1.2.g" in str(refused.value.rule)


def test_4_2_3_e_the_next_turn_counts_anew() -> None:
    """p1 plays it, ends the turn with a card (4.2.3.e.2); p2 passes; p1's next turn may play
    it again — the same Day (a limit per Day would refuse it, 1.4.6.b)."""
    state, oid = _scribe(ONCE_PER_TURN)
    state = _played(state, oid)
    state, _ = until_decision(play_card(state, "p1", find(state, "Ally"), "hero")[0])
    d = state.pending
    assert d is not None and d.player == "p2"
    state, _ = until_decision(answer(state, d.id, ("pass",))[0])
    assert state.pending is not None and state.pending.player == "p1"
    assert _offered(state, oid)


AT_END_OF_YOUR_TURN = "At the end of your turn \u2014 I gain 1 boost."
AT_END_OF_AN_OPPONENTS_TURN = "At the end of an opponent's turn \u2014 I gain 1 boost."
AT_END_OF_THE_TURN = "At the end of the turn \u2014 I gain 1 boost."


@pytest.mark.parametrize(
    ("text", "after_mine", "after_theirs"),
    [(AT_END_OF_YOUR_TURN, 1, 1), (AT_END_OF_AN_OPPONENTS_TURN, 0, 1), (AT_END_OF_THE_TURN, 1, 2)],
    ids=["your", "an opponent's", "the"],
)
def test_4_2_3_e_at_the_end_of_whose_turn(text: str, after_mine: int, after_theirs: int) -> None:
    """p1's Watcher: p1 ends a turn by playing a card (4.2.3.e.2), then p2 ends theirs by
    passing; the Reaction activates as the named player's turn ends ("your": its controller's,
    7.2.3.a; "an opponent's": another's, 1.2.1.b; "the": any)."""
    watcher = {**grammar_fields(text, "Watcher", unique=False), **_STATS}
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_hand("p1", "Ally", **{**_STATS, "hand_cost": 0})
    state, _ = until_decision(
        b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    state, entries = until_decision(play_card(state, "p1", find(state, "Ally"), "hero")[0])
    assert boosts_of(state, "Watcher") == after_mine
    if after_mine:
        assert "4.2.3.e" in rules_of(entries)
    d = state.pending
    assert d is not None and d.player == "p2"
    state, _ = until_decision(answer(state, d.id, ("pass",))[0])
    assert boosts_of(state, "Watcher") == after_theirs


def test_4_2_3_b_draw_a_card_if_it_s_your_turn() -> None:
    """ "At the end of the turn — Draw a card if it's your turn." (a condition after its step,
    6.5.d, on whose turn it is, 4.2.3.b): p1 draws as p1's turn ends, not as p2's ends."""
    text = "At the end of the turn \u2014 Draw a card if it's your turn."
    watcher = {**grammar_fields(text, "Watcher", unique=False), **_STATS}
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_hand("p1", "Ally", **{**_STATS, "hand_cost": 0})
    state, _ = until_decision(
        b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first="p1").build()
    )
    hand = len(names(state, "hand:p1"))
    state, _ = until_decision(play_card(state, "p1", find(state, "Ally"), "hero")[0])
    assert len(names(state, "hand:p1")) == hand  # Ally played, a card drawn
    d = state.pending
    assert d is not None and d.player == "p2"
    state, _ = until_decision(answer(state, d.id, ("pass",))[0])
    assert len(names(state, "hand:p1")) == hand  # p2's turn: no card drawn


@pytest.mark.parametrize(
    ("where", "token", "owner", "drawn"),
    [
        ("permanent", True, "p1", 1),  # an Expedition Permanent token (1.1.7.b)
        ("ally", True, "p1", 1),  # a Character token
        ("ally", False, "p1", 0),  # a Character card is no token (2.1.e)
        ("ally", True, "p2", 0),  # an opponent's
    ],
    ids=["permanent-token", "character-token", "character-card", "an-opponents-token"],
)
def test_7_3_36_a_when_a_token_you_control_is_sacrificed(
    where: str, token: bool, owner: str, drawn: int
) -> None:
    """ "When a token you control is sacrificed": a token of either type (2.1.e, 1.1.7.b)."""
    text = "When a token you control is sacrificed \u2014 Draw a card."
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher"))
    kind = {"type": CardType.PERMANENT, "permanent_zone": PermanentZone.EXPEDITION}
    card = kind if where == "permanent" else _STATS
    b = b.in_expedition(owner, "companion", "Other", is_token=token, **card)
    state = b.deck_of("p1", 3).deck_of("p2", 3).build()
    hand = len(state.zone("hand:p1"))
    step = Step(ActionKind.SACRIFICE, objects=(find(state, "Other"),), controller=owner)
    after, cited = after_judge_step(state, step)
    assert len(after.zone("hand:p1")) - hand == drawn
    assert ("7.3.36.a" in cited) is bool(drawn)


@pytest.mark.parametrize(
    ("text", "drawn", "cited"),
    [
        ("When one or more Characters you control leave play \u2014 Draw a card.", 1, "6.1.c"),
        ("When a Character you control leaves play \u2014 Draw a card.", 2, "6.3.g"),
    ],
    ids=["one-or-more", "a-character"],
)
def test_1_2_7_c_one_or_more_leave_play_once_per_event(text: str, drawn: int, cited: str) -> None:
    """Two Characters discarded from play in one step (one event, 1.2.7.c): "one or more"
    activates once; "a Character" once per object (6.3.g)."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher"))
    b = b.in_expedition("p1", "companion", "Ann", **_STATS)
    b = b.in_expedition("p1", "companion", "Bob", **_STATS)
    state = b.deck_of("p1", 3).deck_of("p2", 3).build()
    hand = len(state.zone("hand:p1"))
    both = (find(state, "Ann"), find(state, "Bob"))
    step = Step(ActionKind.DISCARD, objects=both, to_zone=ZoneKind.DISCARD)
    after, rules = after_judge_step(state, step)
    while after.pending is not None:  # the order of two activations (6.3.g), then on
        d = after.pending
        after, _ = until_decision(answer(after, d.id, tuple(d.option_ids()[:1]))[0])
    assert len(after.zone("hand:p1")) - hand == drawn
    assert cited in rules
