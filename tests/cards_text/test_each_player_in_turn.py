""" "Starting with you, each player may immediately play a card with Hand Cost {3} or less for
free" (*Santa Claus*): one step per player, you first (6.1.h); each decides their own "may"
(6.5.c), chooses from their own Hand or Reserve what the filter lets through (5.2.a, 6.1.g) and
plays it immediately, as part of the effect (5.2.b, 1.4.7.b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, answer

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read

SANTA = (
    "{H} Starting with you, each player may immediately play a card with Hand Cost {3} or "
    "less for free."
)
CHEAP = {"hand_cost": 2, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _effect(text: str) -> Any:
    reaction = executed(read(text)).model.abilities[0].reaction
    assert reaction is not None
    return reaction.model_dump(exclude_defaults=True)["effect"]


def test_6_1_h_starting_with_you_each_player_may_play_reads_as_one_step_each() -> None:
    assert _effect(SANTA) == (
        {
            "action": "play_for_free",
            "subject": "each_players_card_starting_with_you",
            "may": True,
            "filter": {"hand_cost_max": 3},
        },
    )


@pytest.mark.parametrize(
    ("what", "flt"),
    [
        ("a card with Hand Cost {2} or less", {"hand_cost_max": 2}),
        ("a card with Hand Cost {5} or more", {"hand_cost_min": 5}),
        ("a Spell", {"types": ("Spell",)}),
        ("a Permanent", {"types": ("Permanent",)}),
        ("a card", None),
    ],
)
def test_variants_of_what_each_player_may_play(what: str, flt: Any) -> None:
    for immediately in ("immediately ", ""):
        text = f"{{J}} Starting with you, each player may {immediately}play {what} for free."
        (step,) = _effect(text)
        assert step["subject"] == "each_players_card_starting_with_you"
        assert step.get("filter") == flt


@pytest.mark.parametrize(
    "text",
    [
        # "… may draw a card" reads since gram107 (one step each, from you, 1.4.2.a)
        "{H} Starting with you, each player chooses a Character they control.",
        "{H} Starting with you, each player may immediately play a Character for {2} less.",
    ],
)
def test_what_each_player_does_in_turn_otherwise_is_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text))


def _santa(p1_says: str, p2_says: str):  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand("p1", "Santa Claus", **fields(executed(read(SANTA, name="Santa Claus"))))
        .mana("p1", 3)
        .in_hand("p1", "Mine", **CHEAP)
        .in_hand("p2", "Theirs", **{**CHEAP, "hand_cost": 3})
        .in_hand("p2", "Too big", **{**CHEAP, "hand_cost": 5})
    )
    state, entries = play(b, "Santa Claus", dest="hero")
    asked: list[tuple[str, str]] = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        asked.append((d.player, d.kind))
        if d.kind == "optional_step":
            choice = p1_says if d.player == "p1" else p2_says
        elif d.kind == "play_destination":
            choice = "hero"
        else:
            assert [o.label for o in d.options] == (["Mine"] if d.player == "p1" else ["Theirs"])
            choice = d.options[0].id
        state, entry = answer(state, d.id, [choice])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    return state, entries, asked


def test_5_2_b_each_player_in_turn_plays_one_of_their_own_cards_for_free() -> None:
    state, entries, asked = _santa("yes", "yes")
    assert names(state, "expedition:p1:hero") == ["Santa Claus", "Mine"]
    assert names(state, "expedition:p2:hero") == ["Theirs"]
    assert names(state, "hand:p2") == ["Too big"]  # Hand Cost 5: not let through (6.1.g)
    # p1 decides and plays first, then p2 (6.1.h, "starting with you").
    first_p2 = next(i for i, (p, _) in enumerate(asked) if p == "p2")
    assert all(p == "p1" for p, _ in asked[:first_p2])
    assert {"6.1.h", "7.5.6.b", "5.2.b", "6.5.c", "7.3.26.a"} <= rules_of(entries)


def test_6_5_c_each_player_decides_their_own_may() -> None:
    state, _, _ = _santa("no", "yes")
    assert names(state, "hand:p1") == ["Mine"]
    assert names(state, "expedition:p2:hero") == ["Theirs"]
    state, _, _ = _santa("yes", "no")
    assert names(state, "expedition:p1:hero") == ["Santa Claus", "Mine"]
    assert sorted(names(state, "hand:p2")) == ["Theirs", "Too big"]
