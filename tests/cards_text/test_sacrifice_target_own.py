"""7.3.36.a: "When a player has to sacrifice an object, they have to discard an object in
play they control." — so "Sacrifice target token / Character / Permanent" offers only the
acting player's own objects as targets; with none, the step does nothing and the trace says
why, citing 7.3.36.a. A discard has no such limit (the Banishing Gate example of 2.2.1.h:
"Discard target Character or Permanent" may choose an opponent's)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .generalisation import compiled
from .helpers import executed, fields, names, play, read

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, *, my_token: bool, their_token: bool = True) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, name="Edict"))))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    if my_token:
        b = b.in_expedition("p1", "companion", "My Recruit", is_token=True, **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    if their_token:
        b = b.in_expedition("p2", "companion", "Their Recruit", is_token=True, **ALLY)
    return b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2)


def _labels(state: GameState) -> list[str]:
    assert state.pending is not None
    return sorted(o.label for o in state.pending.options)


def test_sacrifice_target_token_compiles_to_a_target_the_engine_narrows() -> None:
    # The reader keeps the printed "target token"; the engine applies 7.3.36.a.
    assert compiled("Sacrifice target token.", "Spell") == [
        {
            "action": "sacrifice",
            "subject": "target_character_or_permanent",
            "filter": {"tokens": True},
        }
    ]


def test_7_3_36_a_sacrifice_target_token_offers_only_your_own_tokens() -> None:
    state, _ = play(_board("{H} Sacrifice target token.", my_token=True), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target" and d.player == "p1"
    assert _labels(state) == ["My Recruit"]  # not p2's token
    assert "7.3.36.a" in d.rules
    assert "Their Recruit cannot be chosen" in d.prompt  # the judge sees why
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert "My Recruit" not in names(state, "expedition:p1:companion")
    assert names(state, "expedition:p2:companion") == ["Their Recruit"]  # untouched


def test_7_3_36_a_with_only_another_players_token_the_sacrifice_does_nothing() -> None:
    state, entries = play(_board("{H} Sacrifice target token.", my_token=False), "Edict")
    assert names(state, "expedition:p2:companion") == ["Their Recruit"]  # still there
    line = next(e for e in entries if "no suitable target" in e.text)
    assert "Their Recruit cannot be chosen" in line.text and "p1 does not control" in line.text
    assert {"6.5.b", "7.3.36.a"} <= set(line.rules)
    assert state.pending is not None and state.pending.kind != "target"  # nothing asked


def test_7_3_36_a_no_token_at_all_says_no_target_without_naming_ownership() -> None:
    _, entries = play(
        _board("{H} Sacrifice target token.", my_token=False, their_token=False), "Edict"
    )
    line = next(e for e in entries if "no suitable target" in e.text)
    assert "cannot be chosen" not in line.text  # nobody's token was left out
    assert "6.5.b" in line.rules


@pytest.mark.parametrize(
    ("text", "mine", "theirs"),
    [
        ("{H} Sacrifice target Character.", ["Mine", "My Recruit"], "Theirs"),
        ("{H} Sacrifice target Character or Permanent.", ["Mine", "My Recruit"], "Theirs"),
    ],
)
def test_7_3_36_a_any_sacrifice_target_is_one_of_yours(
    text: str, mine: list[str], theirs: str
) -> None:
    state, _ = play(_board(text, my_token=True), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target"
    labels = _labels(state)
    assert theirs not in labels and "Their Recruit" not in labels
    assert set(mine) <= set(labels)
    assert "7.3.36.a" in d.rules


def test_2_2_1_h_discard_target_token_may_still_choose_an_opponents() -> None:
    # Discarding is not sacrificing: any player's token in play is a suitable target.
    state, _ = play(_board("{H} Discard target token.", my_token=True), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target"
    assert _labels(state) == ["My Recruit", "Their Recruit"]
    assert "7.3.36.a" not in d.rules
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Their Recruit"])
    state, _ = until_decision(state)
    assert "Their Recruit" not in names(state, "expedition:p2:companion")


@pytest.mark.parametrize(
    ("text", "zone", "mine", "theirs"),
    [
        ("{H} Discard a card from your Reserve.", "reserve", "My Kept", "Their Kept"),
        ("{H} Discard a card from your hand.", "hand", "My Card", "Their Card"),
    ],
)
def test_6_1_g_discard_a_card_from_your_zone_offers_only_your_own(
    text: str, zone: str, mine: str, theirs: str
) -> None:
    # "your Reserve / hand" is the controller's personal zone (1.2.3.f): another player's
    # cards there are no option, and the controller discards their own.
    b = _board(text, my_token=False)
    b = b.in_reserve("p1", "My Kept", **ALLY).in_reserve("p2", "Their Kept", **ALLY)
    state, _ = play(b.in_hand("p1", "My Card", **ALLY).in_hand("p2", "Their Card", **ALLY), "Edict")
    d = state.pending
    assert d is not None and d.kind == "choose" and d.player == "p1"
    assert _labels(state) == [mine]
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == [mine] and names(state, "discard:p2") == []
    assert theirs in names(state, f"{zone}:p2")
