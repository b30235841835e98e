"""Generalisation to new sets (issue 17): INVENTED printed texts in which players act on
their own objects — "Each opponent sacrifices a Character", "Target opponent sacrifices two
Robots", "Each opponent discards a card from their hand" —, counts of two or more in a
player's action, and token / non-token objects. Expectations are written from each
template's parameters (the engine's subject for who acts, the count, the filter), never
copied from the reader's output; board runs check that the RIGHT player chooses among
their own objects and that the trace cites the rule."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, answer
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .generalisation import NUMBERS, compiled
from .helpers import executed, fields, names, play, read

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}

# Who acts -> the engine's choice of one of THEIR Characters (7.3.36.a, 6.1.h, 6.5.b).
SACRIFICERS = {
    "Each opponent": "a_character_each_opponent_controls",
    "Target opponent": "a_character_target_opponent_controls",
    "Each player": "a_character_each_player_controls",
    "Target player": "a_character_target_player_controls",
}
# Who acts -> the engine's choice of a card from THEIR Hand (6.1.h).
DISCARDERS = {
    "Each opponent": "a_card_from_each_opponents_hand",
    "Target opponent": "a_card_from_target_opponents_hand",
    "Each player": "a_card_from_each_players_hand",
}
# The noun (singular, plural) -> the filter it adds.
CHARACTER_NOUNS: dict[tuple[str, str], dict[str, Any]] = {
    ("Character", "Characters"): {},
    ("Robot", "Robots"): {"subtypes": ["Robot"]},
    ("exhausted Character", "exhausted Characters"): {"statuses": ["Exhausted"]},
}
CARD_NOUNS: dict[tuple[str, str], dict[str, Any]] = {
    ("card", "cards"): {},
    ("Spell", "Spells"): {"types": ["Spell"]},
}


def _article(word: str) -> str:
    return "an" if word[0].lower() in "aeiou" else "a"


def _counted(n: int, one: str, many: str) -> str:
    return f"{_article(one)} {one}" if n == 1 else f"{NUMBERS[n]} {many}"


def _step(action: str, subject: str, n: int, flt: dict[str, Any]) -> dict[str, Any]:
    step: dict[str, Any] = {"action": action, "subject": subject}
    if n > 1:
        step["choose_count"] = n  # one step, each chooser taking that many
    if flt:
        step["filter"] = flt
    return step


SACRIFICES: list[tuple[str, Any]] = [
    (
        f"{who} sacrifices {_counted(n, one, many)}.",
        [_step("sacrifice", subject, n, flt)],
    )
    for who, subject in SACRIFICERS.items()
    for (one, many), flt in CHARACTER_NOUNS.items()
    for n in (1, 2, 3)
]
DISCARDS: list[tuple[str, Any]] = [
    (
        f"{who} discards {_counted(n, one, many)} from their hand.",
        [_step("discard", subject, n, flt)],
    )
    for who, subject in DISCARDERS.items()
    for (one, many), flt in CARD_NOUNS.items()
    for n in (1, 2, 3)
]


@pytest.mark.parametrize(("text", "expected"), SACRIFICES, ids=[c[0] for c in SACRIFICES])
def test_7_3_36_a_players_sacrifice_their_own(text: str, expected: Any) -> None:
    assert compiled(text, "Spell") == expected


@pytest.mark.parametrize(("text", "expected"), DISCARDS, ids=[c[0] for c in DISCARDS])
def test_6_1_h_players_discard_from_their_own_hand(text: str, expected: Any) -> None:
    assert compiled(text, "Spell") == expected


@pytest.mark.parametrize("n", [2, 3])
def test_a_count_in_your_own_action_is_one_step_choosing_that_many(n: int) -> None:
    assert compiled(f"Sacrifice {NUMBERS[n]} Characters.", "Spell") == [
        _step("sacrifice", "a_character_you_control", n, {})
    ]
    assert compiled(f"Discard {NUMBERS[n]} cards from your hand.", "Spell") == [
        _step("discard", "a_card_from_your_hand", n, {})
    ]


LEFT_TO_JUDGE = [
    # 7.3.7.a: a Spell is discarded from its current zone — the text names none (a card
    # with no zone named is one of the Hand, 3.1.3.d: ib40, test_hands_players_siblings.py).
    ("Each opponent discards a Spell.", "from which zone"),
    ("Target opponent discards two Spells.", "from which zone"),
    # (A target player's Hand or Reserve: test_players_own_in_play_and_reserve.py.)
    # "you control" narrows by the controller's side, not the sacrificer's own.
    ("Each opponent sacrifices a Character you control.", "another player"),
    # (A Permanent or token of each opponent: test_players_own_in_play_and_reserve.py.)
    ("Each player discards two Spells.", "from which zone"),
    ("Each opponent sacrifices a token you control.", "another player"),
    ("Target opponent sacrifices a Permanent you control.", "another player"),
]


@pytest.mark.parametrize(("text", "reason"), LEFT_TO_JUDGE, ids=[c[0] for c in LEFT_TO_JUDGE])
def test_what_the_reader_cannot_say_is_left_to_the_judge(text: str, reason: str) -> None:
    result = compiled(text, "Spell")
    assert isinstance(result, tuple) and result[0] == "not executed"
    assert reason in result[1].lower()


# ----------------------------------------------------------------------------- tokens
TOKEN = {"tokens": True}  # 1.1.7.b: a token object; a Character or a Permanent (2.2.1.d)
TOKEN_CASES: list[tuple[str, Any]] = [
    (
        "Send target token to Reserve.",
        [
            {
                "action": "send",
                "subject": "target_character_or_permanent",
                "to": "reserve",
                "filter": TOKEN,
            }
        ],
    ),
    (
        "Exhaust target token.",
        [{"action": "exhaust", "subject": "target_character_or_permanent", "filter": TOKEN}],
    ),
    (
        "Sacrifice a token you control.",
        [
            {
                "action": "sacrifice",
                "subject": "a_character_or_permanent_you_control",
                "filter": {**TOKEN, "types": ["Character", "Permanent"]},
            }
        ],
    ),
    (
        "Sacrifice two tokens.",
        [
            {
                "choose_count": 2,
                "action": "sacrifice",
                "subject": "a_character_or_permanent_you_control",
                "filter": {**TOKEN, "types": ["Character", "Permanent"]},
            }
        ],
    ),
]
for n in (1, 2, 3):
    boosts = "1 boost" if n == 1 else f"{n} boosts"
    amount = {"amount": n} if n > 1 else {}
    TOKEN_CASES.append(
        (
            f"Target non-token Character gains {boosts}.",
            [
                {
                    "action": "give_boost",
                    "subject": "target_character",
                    **amount,
                    "filter": {"non_token": True},
                }
            ],
        )
    )
    TOKEN_CASES.append(
        (
            f"Target non-token Robot Character gains {boosts}.",
            [
                {
                    "action": "give_boost",
                    "subject": "target_character",
                    **amount,
                    "filter": {"non_token": True, "subtypes": ["Robot"]},
                }
            ],
        )
    )


@pytest.mark.parametrize(("text", "expected"), TOKEN_CASES, ids=[c[0] for c in TOKEN_CASES])
def test_2_1_e_token_and_non_token_objects(text: str, expected: Any) -> None:
    assert compiled(text, "Spell") == expected


# ------------------------------------------------------------------------- board runs
def _board(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, name="Edict"))))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY).in_expedition(
        "p1", "companion", "Mine too", **ALLY
    )
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    return (
        b.in_expedition("p2", "companion", "Theirs too", **ALLY)
        .mana("p1", 2)
        .deck_of("p1", 2)
        .deck_of("p2", 2)
    )


def _choose(state: GameState, player: str, *labels: str) -> tuple[GameState, list[str]]:
    """Answer the pending choice as ``player``, asserting it is theirs; the rules cited."""
    d = state.pending
    assert d is not None and d.kind == "choose" and d.player == player
    cited = list(d.rules)
    state, entry = answer(state, d.id, [o.id for o in d.options if o.label in labels])
    state, entries = until_decision(state)
    return state, [*cited, *entry.rules, *(r for e in entries for r in e.rules)]


def _options(state: GameState) -> list[str]:
    assert state.pending is not None
    return sorted(o.label for o in state.pending.options)


def test_1_4_7_b_each_opponent_chooses_among_their_own_and_sacrifices_it() -> None:
    state, _ = play(_board("{H} Each opponent sacrifices a Character."), "Edict")
    assert state.pending is not None and state.pending.player == "p2"  # not the controller
    assert _options(state) == ["Theirs", "Theirs too"]  # 7.3.36.a: only their own
    state, rules = _choose(state, "p2", "Theirs too")
    assert names(state, "discard:p2") == ["Theirs too"]
    assert sorted(names(state, "expedition:p1:hero")) == ["Edict", "Mine"]  # theirs stay
    assert names(state, "expedition:p1:companion") == ["Mine too"]
    # one opponent in a two-player game: that player alone decides (6.1.g "unless specified
    # otherwise", 7.5.6.b), not several players in initiative order (6.1.h)
    assert {"6.1.g", "7.5.6.b"} <= set(rules) and "6.1.h" not in rules


def test_6_5_b_target_opponent_is_targeted_then_sacrifices_one_of_theirs() -> None:
    state, _ = play(_board("{H} Target opponent sacrifices a Character."), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target" and d.option_ids() == ("p2",)  # an opponent
    state, _ = answer(state, d.id, ["p2"])
    state, _ = until_decision(state)
    assert _options(state) == ["Theirs", "Theirs too"]
    state, rules = _choose(state, "p2", "Theirs")
    assert names(state, "discard:p2") == ["Theirs"] and names(state, "discard:p1") == []
    assert "7.5.6.b" in rules


def test_6_5_h_each_player_sacrifices_two_with_fewer_sacrifices_what_they_have() -> None:
    b = GameBuilder().in_hand(
        "p1",
        "Edict",
        **fields(executed(read("{H} Each player sacrifices two Characters.", name="Edict"))),
    )
    b = b.in_expedition("p1", "hero", "A", **ALLY).in_expedition("p1", "companion", "B", **ALLY)
    b = b.in_expedition("p1", "companion", "C", **ALLY).in_expedition("p2", "hero", "Lone", **ALLY)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Edict")
    d = state.pending
    assert d is not None and d.player == "p1" and (d.min_choices, d.max_choices) == (2, 2)
    assert "6.1.h" in d.rules  # each player in turn, in initiative order
    state, _ = _choose(state, "p1", "A", "C")
    d = state.pending
    assert d is not None and d.player == "p2" and (d.min_choices, d.max_choices) == (1, 1)
    assert "6.5.h" in d.rules  # only one to sacrifice: that one
    state, rules = _choose(state, "p2", "Lone")
    assert sorted(names(state, "discard:p1")) == ["A", "C"] and names(state, "discard:p2") == [
        "Lone"
    ]
    assert "7.5.6.b" in rules


def test_6_1_h_each_opponent_discards_two_from_their_own_hand() -> None:
    b = _board("{H} Each opponent discards two cards from their hand.")
    b = b.in_hand("p1", "Kept", **ALLY).in_hand("p2", "X", **ALLY).in_hand("p2", "Y", **ALLY)
    state, _ = play(b.in_hand("p2", "Z", **ALLY), "Edict")
    d = state.pending
    assert d is not None and d.player == "p2" and (d.min_choices, d.max_choices) == (2, 2)
    assert _options(state) == ["X", "Y", "Z"]  # their Hand, not the controller's
    state, rules = _choose(state, "p2", "X", "Z")
    assert sorted(names(state, "discard:p2")) == ["X", "Z"]
    assert names(state, "hand:p1") == ["Kept"] and names(state, "hand:p2") == ["Y"]
    assert "6.1.h" in rules


def test_2_1_e_only_a_token_is_a_target_token() -> None:
    b = _board("{H} Send target token to Reserve.")
    state, _ = play(b.in_expedition("p2", "hero", "Recruit", is_token=True, **ALLY), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target"
    assert sorted(o.label for o in d.options) == ["Recruit"]
    state, entry = answer(state, d.id, d.option_ids())
    state, entries = until_decision(state)
    assert "Recruit" not in names(state, "reserve:p2")  # 2.1.e: it ceases to exist
    assert "2.1.e" in [r for e in (entry, *entries) for r in e.rules]


def test_2_1_e_a_non_token_character_is_a_card() -> None:
    b = _board("{H} Target non-token Character gains 2 boosts.")
    state, _ = play(b.in_expedition("p2", "hero", "Recruit", is_token=True, **ALLY), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target"
    labels = sorted(o.label for o in d.options)
    assert "Recruit" not in labels and {"Theirs", "Mine"} <= set(labels)
