"""Conditions read by the grammar alone and played on boards: two joined ("if [c1] and
[c2]", 6.5.d) in an effect and in a trigger's condition (6.3.b), negations said in full,
two counts compared, "unless" in a trigger's condition, "if it was in your Reserve" (5.1.2.d),
and a condition comparing with a target opponent, chosen after the step's own target
(6.5.b)."""

from __future__ import annotations

import pytest

from engine import (
    ActionKind,
    DecisionKind,
    GameBuilder,
    Step,
    TokenSpec,
    ZoneKind,
    answer,
    find,
)
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from . import sentences_leaving_play
from .grammar_cards import after_judge_step, grammar_fields
from .sentences_leaving_play import (
    JOINED_TRIGGER,
    MORE_THAN_PERMANENTS,
    UNLESS_TOKEN,
    WAS_IN_RESERVE,
)

_STATS = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _joins(state: GameState, token: bool) -> Step:
    """A judge's step putting a Character in p1's Companion Expedition: a Recruit token
    created there, or the card "Joiner" from p1's Reserve."""
    if token:
        recruit = TokenSpec("Recruit", 1, 1, 1)
        return Step(ActionKind.CREATE, expeditions=("p1:companion",), token=recruit)
    joiner = (find(state, "Joiner"),)
    return Step(ActionKind.PUT, objects=joiner, to_zone=ZoneKind.EXPEDITION, to_sub="p1:companion")


# ------------------------------------------- a condition's target beside the step's own
COMPARED = (
    "{J} If you have less cards in Reserve than target opponent: You may have target "
    "Character gain 2 boosts, otherwise I gain 1 boost."
)
COMPARED_PLAIN = (
    "{J} If you have less cards in Reserve than target opponent, target Character gains 2 boosts."
)


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "foe", "me"),
    [
        (COMPARED, 0, 2, 2, 0),  # less: the Character chosen gains 2 boosts
        (COMPARED, 2, 0, 0, 1),  # not less: otherwise (6.5.e)
        (COMPARED_PLAIN, 0, 2, 2, 0),
        (COMPARED_PLAIN, 2, 0, 0, 0),
    ],
    ids=["colon-less", "colon-otherwise", "comma-less", "comma-not-less"],
)
def test_6_5_b_the_opponent_the_condition_compares_with_then_the_object(
    text: str, mine: int, theirs: int, foe: int, me: int
) -> None:
    """Both are targets of the step, chosen before it resolves (6.5.b): first the opponent
    the condition names, exactly one, in a decision of its own; the condition is evaluated
    against them just before the step would happen (6.5.d); the object the step acts on is
    chosen as the step happens — not at all when the condition is false and the step is
    ignored."""

    fields = grammar_fields(text, "Cmp")
    b = GameBuilder().in_hand("p1", "Cmp", **fields).in_expedition("p2", "hero", "Foe", **_STATS)
    for i in range(mine):
        b = b.in_reserve("p1", f"Mine {i}")
    for i in range(theirs):
        b = b.in_reserve("p2", f"Theirs {i}")
    state, _ = play(b.mana("p1", 1).deck_of("p1", 3), "Cmp")
    asked: list[tuple[str, ...]] = []
    cited: set[str] = set()
    while state.pending is not None and state.pending.kind in (
        DecisionKind.TARGET,
        DecisionKind.OPTIONAL_STEP,
    ):
        d = state.pending
        if d.kind == DecisionKind.TARGET:
            asked.append(tuple(d.option_ids()))
            pick = (find(state, "Foe"),) if "p2" not in d.option_ids() else ("p2",)
        else:
            pick = (d.option_ids()[0],)  # "You may": yes
        state, entry = answer(state, d.id, pick)
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    # the opponent (exactly one, 6.5.b), then — when the step happens — the object
    assert [("p2" in options) for options in asked] == ([True, False] if foe else [True])
    assert asked[0] == ("p2",)
    assert {"6.5.b", "6.5.d"} <= cited
    assert state.objects[find(state, "Foe")].counters.get(BOOST, 0) == foe
    assert state.objects[find(state, "Cmp")].counters.get(BOOST, 0) == me


# ------------------------------------------------------ "if [c1] and [c2]" (6.5.d)
@pytest.mark.parametrize(
    ("which", "token", "in_hand", "drawn"),
    [
        ("BOTH", True, False, 1),
        ("BOTH", True, True, 0),
        ("BOTH", False, False, 0),
    ],
    ids=["and-both", "and-one", "and-other"],
)
def test_6_5_d_two_conditions_joined(which: str, token: bool, in_hand: bool, drawn: int) -> None:

    text = getattr(sentences_leaving_play, which)
    b = GameBuilder().in_hand("p1", "Cmp", **grammar_fields(text, "Cmp")).mana("p1", 1)
    if token:
        b = b.in_expedition("p1", "hero", "Recruit", is_token=True, **_STATS)
    if in_hand:
        b = b.in_hand("p1", "Kept")
    state, entries = play(b.deck_of("p1", 3), "Cmp")
    kept = 1 if in_hand else 0
    assert len(state.zone("hand:p1")) - kept == drawn
    assert "6.5.d" in rules_of(entries)


@pytest.mark.parametrize(
    ("which", "setup", "drawn", "boosts"),
    [
        ("NOT_CONTROL", "plant", 0, 0),
        ("NOT_CONTROL", "", 1, 0),
        ("OPPONENT_DOESNT", "foe", 0, 0),
        ("OPPONENT_DOESNT", "", 1, 0),
        ("NOT_EMPTY", "hand", 0, 1),
        ("NOT_EMPTY", "", 0, 0),
    ],
    ids=["plant", "no-plant", "foe", "no-foe", "hand-not-empty", "hand-empty"],
)
def test_6_5_d_negations_said_in_full(which: str, setup: str, drawn: int, boosts: int) -> None:

    text = getattr(sentences_leaving_play, which)
    b = GameBuilder().in_hand("p1", "Cmp", **grammar_fields(text, "Cmp")).mana("p1", 1)
    if setup == "plant":
        b = b.in_expedition("p1", "hero", "Fern", subtypes=("Plant",), **_STATS)
    if setup == "foe":
        b = b.in_expedition("p2", "hero", "Foe", **_STATS)
    if setup == "hand":
        b = b.in_hand("p1", "Kept")
    state, entries = play(b.deck_of("p1", 3), "Cmp")
    kept = 1 if setup == "hand" else 0
    assert len(state.zone("hand:p1")) - kept == drawn
    assert state.objects[find(state, "Cmp")].counters.get(BOOST, 0) == boosts
    assert "6.5.d" in rules_of(entries)


@pytest.mark.parametrize(("token", "drawn"), [(True, 0), (False, 1)], ids=["token", "card"])
def test_6_3_b_unless_in_a_triggers_condition(token: bool, drawn: int) -> None:

    fields = grammar_fields(UNLESS_TOKEN, "Watcher", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields).deck_of("p1", 3)
    state = b.in_reserve("p1", "Joiner", **_STATS).build()
    hand = len(state.zone("hand:p1"))
    state, cited = after_judge_step(state, _joins(state, token))
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when the condition holds


@pytest.mark.parametrize(
    ("token", "asleep", "drawn"),
    [(True, True, 1), (True, False, 0), (False, True, 0)],
    ids=["token-and-asleep", "token-not-asleep", "card-asleep"],
)
def test_6_5_d_two_conditions_joined_in_a_triggers_condition(
    token: bool, asleep: bool, drawn: int
) -> None:
    """ "…, if you control a token and I'm Asleep —": "and" then a condition, not a further
    object (round 2): both must hold when the trigger happens (6.3.b, 6.5.d)."""

    fields = grammar_fields(JOINED_TRIGGER, "Watcher", unique=False)
    statuses = ("Asleep",) if asleep else ()
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", statuses=statuses, **fields)
    state = b.deck_of("p1", 3).in_reserve("p1", "Joiner", **_STATS).build()
    hand = len(state.zone("hand:p1"))
    state, cited = after_judge_step(state, _joins(state, token))
    assert len(state.zone("hand:p1")) - hand == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when both hold


@pytest.mark.parametrize(
    ("permanents", "drawn"), [(0, 1), (1, 0), (2, 0)], ids=["none", "as-many", "more"]
)
def test_6_5_d_two_counts_compared(permanents: int, drawn: int) -> None:
    """ "If you control more Characters than Permanents" (round 2): the played Character is
    one; each Landmark Permanent is one more on the other side (6.5.d)."""

    fields = grammar_fields(MORE_THAN_PERMANENTS, "Cmp")
    b = GameBuilder().in_hand("p1", "Cmp", **{**_STATS, **fields}).mana("p1", 1)
    for n in range(permanents):
        b = b.in_landmarks("p1", f"Tower{n}")
    state, entries = play(b.deck_of("p1", 3), "Cmp")
    assert len(state.zone("hand:p1")) == drawn
    assert "6.5.d" in rules_of(entries)


@pytest.mark.parametrize(("zone", "boosts"), [("reserve", 1), ("hand", 0)])
def test_5_1_2_d_if_it_was_in_your_reserve(zone: str, boosts: int) -> None:
    """ "When you play a Character, if it was in your Reserve —" (round 2): played from
    Reserve (5.1.2.d), as "from Reserve" reads."""

    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(WAS_IN_RESERVE))
    b = (
        b.in_hand("p1", "Played", **_STATS)
        if zone == "hand"
        else b.in_reserve("p1", "Played", **_STATS)
    )
    state, _ = play(b.mana("p1", 2).deck_of("p1", 3), "Played")
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
