"""Token types (issue 30, session 40): the new readings played on boards — the outcome and the rule
the trace cites:

* "If you control a Landmark token, I gain 2 boosts." — a token Permanent in p1's Landmarks
  counts, a non-token Landmark does not (6.5.d; 7.5.5.b what p1 controls; 2.1.e);
* "You may sacrifice a Landmark token you control. If you do, draw two cards." — the token is
  the one object offered and sacrificed (7.3.36.a), then p1 draws two (6.5.f)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.state.enums import CardType
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..cards_text.helpers import fields, names, play, read
from ..engine.helpers import rules_of, until_decision
from .test_board_effects import ALLY

RIGGER = "{J} If you control a Landmark token, I gain 2 boosts."
CLERK = "{J} You may sacrifice a Landmark token you control. If you do, draw two cards."


@pytest.mark.parametrize(("token", "boosts", "said"), [(True, 2, "is met"), (False, 0, "not met")])
def test_7_5_5_b_a_landmark_token_p1_controls_meets_the_condition(
    token: bool, boosts: int, said: str
) -> None:
    b = GameBuilder().deck_of("p1", 4).deck_of("p2", 4).mana("p1", 3)
    b = b.in_landmarks("p1", "Mast", type=CardType.PERMANENT, is_token=token)
    b = b.in_landmarks("p2", "Buoy", type=CardType.PERMANENT, is_token=True)  # not p1's
    state, entries = play(b.in_hand("p1", "Rigger", **fields(read(RIGGER))), "Rigger")
    (rigger,) = [o for o in state.zone("expedition:p1:hero") if state.name(o) == "Rigger"]
    assert state.objects[rigger].boosts == boosts
    (line,) = [e for e in entries if "condition “you control a landmark token”" in e.text]
    assert said in line.text and {"6.5.d", "7.5.5.b"} <= set(line.rules)


def test_7_3_36_a_sacrifice_a_landmark_token_you_control_then_draw_two() -> None:
    b = GameBuilder().deck_of("p1", 4).deck_of("p2", 4).mana("p1", 3)
    b = b.in_landmarks("p1", "Mast", type=CardType.PERMANENT, is_token=True)
    b = b.in_landmarks("p1", "Tower", type=CardType.PERMANENT)
    b = b.in_expedition("p1", "companion", "Zephyr", is_token=True, **ALLY)
    state, _ = play(b.in_hand("p1", "Clerk", **fields(read(CLERK))), "Clerk")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_STEP
    do = next(o.id for o in d.options if o.label == "do it")
    state, entry = answer(state, d.id, (do,))
    state, more = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE
    assert [o.label for o in d.options] == ["Mast"]  # the one Landmark token p1 controls
    state, entry = answer(state, d.id, (d.options[0].id,))
    state, more = until_decision(state)
    assert names(state, "landmark:p1") == ["Tower"]
    assert "Zephyr" in names(state, "expedition:p1:companion")
    assert len(state.zone("hand:p1")) == 2
    assert "7.3.36.a" in rules_of((entry, *more))


# ------------------------------------------------------------ a set keyword gained, no time
GUST = [("[Gust]. (At Dusk, if my Expedition is behind, I gain 1 boost.)", "Alpha")]


def _to_night(state: Any) -> tuple[Any, tuple[Any, ...]]:
    """Both players pass until the Afternoon ends; the entries on the way to Night."""
    seen: list[Any] = []
    for _ in range(6):
        d = state.pending
        if d is None or d.kind != DecisionKind.TURN:
            break
        state, entry = answer(state, d.id, ("pass",))
        state, more = until_decision(state)
        seen.extend((entry, *more))
    return state, tuple(seen)


@pytest.mark.parametrize(("behind", "boosts"), [(True, 1), (False, 0)])
def test_2_2_15_a_i_gain_a_set_keyword_with_no_time_said_gives_its_reminder_in_play(
    behind: bool, boosts: int
) -> None:
    """ "{J} I gain [Gust]." — the reminder's Reaction is the Character's while it is in play
    (2.1.d, 2.2.15.a, 2.3.1.a): at Dusk, its Expedition behind, it gains 1 boost (7.5.2.b)."""
    with using_keywords(defined_keywords(list(GUST))):
        flyer = fields(read("{J} I gain [Gust].", name="Flyer"))
    b = GameBuilder().deck_of("p1", 6).deck_of("p2", 6).mana("p1", 3)
    b = b.position("p2:hero", 1 if behind else 0)
    state, _ = play(b.in_hand("p1", "Flyer", **flyer), "Flyer")
    state, entries = _to_night(state)
    gained = [e for e in entries if e.text.startswith("Flyer") and "gains 1 boost" in e.text]
    assert len(gained) == boosts, [e.text for e in entries]
    activated = [e for e in entries if e.text.startswith("Reaction-activating step: Flyer")]
    assert len(activated) == boosts
    if behind:
        assert "7.5.2.b" in activated[0].rules and "2.3.1.a" in rules_of(entries)


# ------------------------------------------------------------ can't gain boosts or counters
WARDEN = "Characters your opponent controls can't gain boosts or counters."


@pytest.mark.parametrize(
    ("spell", "kind"),
    [
        ("{J} Target Character gains 2 boosts.", "boosts"),
        ("{J} Target Character gains 2 Gale counters.", "Gale"),
    ],
)
def test_1_4_1_a_neither_boosts_nor_counters_are_gained(spell: str, kind: str) -> None:
    """p2's Warden: p1's Character gains neither (1.4.1.a); the trace cites it."""
    b = GameBuilder().deck_of("p1", 4).deck_of("p2", 4).mana("p1", 3)
    b = b.in_landmarks("p2", "Warden", **fields(read(WARDEN, type="Permanent")))
    b = b.in_expedition("p1", "hero", "Vanilla", **ALLY)
    b = b.in_hand("p1", "Gift", **fields(read(spell)))
    state, entries = play(b, "Gift", "companion")
    d = state.pending
    if d is not None and d.kind == DecisionKind.TARGET:
        vanilla = next(o.id for o in d.options if o.label.startswith("Vanilla"))
        state, entry = answer(state, d.id, (vanilla,))
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    (vanilla,) = state.zone("expedition:p1:hero")
    got = state.objects[vanilla]
    assert got.boosts == 0 and not got.counters, kind
    assert "1.4.1.a" in rules_of(entries)
