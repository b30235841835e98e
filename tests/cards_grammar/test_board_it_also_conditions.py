"""Place conditions with "it also" (issue 30, session 39) played on boards: "it also" after a
condition on the place of "it" — "Target Character gains 1 Kelon counter. If it's in an Expedition
that's ahead, it also gains 1 boost." (7.5.2.b; the condition checked as the second step begins,
6.5.d; on the object the first chose, 6.5.b) — both sides of each condition; "up to one target … If
you do" true only when one was chosen and the step happened (6.5.f); "You may [step] for each …"
asked at each time (6.5.i and its Example)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, answer, find
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY


def _resolved(
    b: GameBuilder, *, none: bool = False, decline: bool = False
) -> tuple[GameState, tuple[TraceEntry, ...], list[Decision]]:
    """Play "Unique" from Hand; each target decision answered with Ally (or no target when
    ``none``), each optional step with "yes" (or "no" when ``decline``)."""
    state, entries = play(b, "Unique")
    found, asked = list(entries), []
    for _ in range(20):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append(d)
        if d.kind == DecisionKind.TARGET:
            ids = [] if none else [o.id for o in d.options if o.label in ("Ally", "Theirs")][:1]
        elif d.kind == DecisionKind.OPTIONAL_STEP:
            ids = [d.option_ids()[1 if decline else 0]]
        else:
            ids = list(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, tuple(ids))
        state, more = until_decision(state)
        found.extend((entry, *more))
    return state, tuple(found), asked


def _board(text: str, mine: int = 1, theirs: int = 1) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_reserve("p2", "Theirs", **ALLY)
    b = b.position("p1:hero", mine).position("p2:hero", theirs)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


AHEAD = (
    "{H} Target Character gains 1 Kelon counter. If it's in an Expedition that's ahead, it also "
    "gains 1 boost."
)
BEHIND_OR_TIED = (
    "{H} Target Character gains 1 boost. If it is in an Expedition that is behind or tied, it "
    "also gains Anchored."
)


@pytest.mark.parametrize(
    ("mine", "theirs", "boosts", "standing"),
    [(2, 1, 1, "7.5.2.a"), (1, 1, 0, "7.5.2.c"), (1, 2, 0, "7.5.2.b")],
    ids=["ahead", "tied", "behind"],
)
def test_7_5_2_it_also_gains_when_its_expedition_is_ahead(
    mine: int, theirs: int, boosts: int, standing: str
) -> None:
    """The condition checked as the second step begins (6.5.d), on the Expedition of the
    Character the first step chose (6.5.b), where it stands said and cited (7.5.2.a-c)."""
    state, entries, _ = _resolved(_board(AHEAD, mine, theirs))
    ally = state.objects[find(state, "Ally")]
    assert ally.counters.get("Kelon", 0) == 1  # the first step, whatever the place (6.5.b)
    assert ally.counters.get(BOOST, 0) == boosts
    assert {"6.5.d", standing} <= rules_of(entries)


@pytest.mark.parametrize(
    ("mine", "theirs", "anchored"),
    [(2, 1, False), (1, 1, True), (1, 2, True)],
    ids=["ahead", "tied", "behind"],
)
def test_7_5_2_it_also_gains_anchored_when_behind_or_tied(
    mine: int, theirs: int, anchored: bool
) -> None:
    state, entries, _ = _resolved(_board(BEHIND_OR_TIED, mine, theirs))
    ally = state.objects[find(state, "Ally")]
    assert ally.counters.get(BOOST, 0) == 1
    assert any(s.value == "Anchored" for s in ally.statuses) is anchored
    assert {"6.5.d", "7.5.2.a" if not anchored else "7.5.2.b" if mine < theirs else "7.5.2.c"} <= (
        rules_of(entries)
    )


@pytest.mark.parametrize(
    ("mine", "theirs", "boosts"), [(1, 2, 2), (2, 1, 1)], ids=["behind", "ahead"]
)
def test_7_2_1_a_i_also_gain_when_i_am_in_an_expedition_that_is_behind(
    mine: int, theirs: int, boosts: int
) -> None:
    """ "If I'm in an Expedition that's behind, I also gain 1 boost": my Expedition (7.2.1.a)."""
    text = "{H} I gain 1 boost. If I'm in an Expedition that's behind, I also gain 1 boost."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.position("p1:hero", mine).position("p2:hero", theirs)
    state, entries, _ = _resolved(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6))
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == boosts
    assert "6.5.d" in rules_of(entries)


UP_TO_ONE = (
    "{H} Discard up to one target Character from an opponent's Reserve. If you do, draw a card."
)
SACRIFICE_UP_TO_ONE = (
    "{H} Sacrifice up to one target Character you control. If you do, I gain 2 boosts."
)


@pytest.mark.parametrize("none", [False, True], ids=["one-chosen", "none-chosen"])
def test_6_5_f_up_to_one_discarded_if_you_do_only_when_one_was(none: bool) -> None:
    state, entries, _ = _resolved(_board(UP_TO_ONE), none=none)
    assert len(state.zone("hand:p1")) == (0 if none else 1)
    assert ("Theirs" in [state.name(o) for o in state.zone("reserve:p2")]) is none
    assert "6.5.f" in rules_of(entries)


@pytest.mark.parametrize("none", [False, True], ids=["one-chosen", "none-chosen"])
def test_6_5_f_up_to_one_sacrificed_if_you_do_only_when_one_was(none: bool) -> None:
    state, entries, _ = _resolved(_board(SACRIFICE_UP_TO_ONE), none=none)
    assert state.objects[find(state, "Unique")].counters.get(BOOST, 0) == (0 if none else 2)
    assert ("Ally" in [state.name(o) for o in state.zone("expedition:p1:hero")]) is none
    assert "6.5.f" in rules_of(entries)


@pytest.mark.parametrize("decline", [False, True], ids=["each-yes", "each-no"])
def test_6_5_i_you_may_for_each_is_asked_at_each_time(decline: bool) -> None:
    """ "You may draw a card for each Character you control": 2 Characters (Ally, Unique), so
    2 instances, the "may" asked at each (6.5.i Example: "may … twice"; 6.5.c)."""
    state, entries, asked = _resolved(
        _board("{H} You may draw a card for each Character you control."), decline=decline
    )
    assert [d.kind for d in asked].count(DecisionKind.OPTIONAL_STEP) == 2
    assert len(state.zone("hand:p1")) == (0 if decline else 2)
    assert {"6.5.i", "6.5.c"} <= rules_of(entries)


def test_7_3_18_a_you_may_have_target_character_gain_a_boost_for_each() -> None:
    """ "You may have target Character gain 1 boost for each Character you control": the
    Character doing it is the step (7.3.18.a), done once per Character, asked each time."""
    text = "{H} You may have target Character gain 1 boost for each Character you control."
    state, entries, asked = _resolved(_board(text))
    assert [d.kind for d in asked].count(DecisionKind.OPTIONAL_STEP) == 2
    assert state.objects[find(state, "Ally")].counters.get(BOOST, 0) == 2
    assert "6.5.i" in rules_of(entries)


EXHAUST_IT = "{H} Exhaust up to one target Character. If you do, it gains Asleep."


@pytest.mark.parametrize("none", [False, True], ids=["one-chosen", "none-chosen"])
def test_6_5_f_up_to_one_exhausted_if_you_do_it_gains_asleep(none: bool) -> None:
    """ "it" is the one chosen (6.5.b): exhausted, then Asleep; none chosen, nothing done and
    nothing for "it" (6.5.h; "If you do" false, 6.5.f — the same outcome, the trace citing
    6.5.h: Y has nothing to act on) — no Character gains Asleep."""
    state, entries, _ = _resolved(_board(EXHAUST_IT), none=none)
    ally = state.objects[find(state, "Ally")]
    assert any(s.value == "Exhausted" for s in ally.statuses) is not none
    assert any(s.value == "Asleep" for s in ally.statuses) is not none
    assert (
        all(not any(s.value == "Asleep" for s in o.statuses) for o in state.objects.values())
        is none
    )
    assert ("6.5.h" if none else "6.5.b") in rules_of(entries)
