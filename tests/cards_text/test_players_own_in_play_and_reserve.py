"""Players acting on their own objects, beyond Characters and Hands (issue 17 follow-up):
"Each player sacrifices a token", "Each opponent sacrifices a Permanent", "Target opponent /
Target player sacrifices a token", "Each opponent discards a card from their Reserve".

Each player the text names chooses among THEIR OWN objects — one sacrifices only an object in
play one controls (7.3.36.a), a token being a Character or a Permanent (2.2.1.d) —, in
initiative order (6.1.h), a target player chosen first (6.5.b), and each does the step
(1.4.7.b). Expectations are written from the template's parts (who, noun, count), never
copied from the reader's output; board runs check the RIGHT player chooses among the right
objects, the outcome, and the rule cited."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, answer
from engine.state.enums import CardType
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .generalisation import NUMBERS, compiled
from .helpers import executed, fields, names, play, read

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
IN_PLAY = ["Character", "Permanent"]  # 2.2.1.d: a token is either

# Who sacrifices -> the engine's choice among the Characters and Permanents they control.
SACRIFICERS = {
    "Each player": "a_character_or_permanent_each_player_controls",
    "Each opponent": "a_character_or_permanent_each_opponent_controls",
    "Target opponent": "a_character_or_permanent_target_opponent_controls",
    "Target player": "a_character_or_permanent_target_player_controls",
}
# (singular, plural) -> the filter it adds.
IN_PLAY_NOUNS: dict[tuple[str, str], dict[str, Any]] = {
    ("token", "tokens"): {"tokens": True, "types": IN_PLAY},
    ("Permanent", "Permanents"): {"types": ["Permanent"]},
    ("Robot token", "Robot tokens"): {"tokens": True, "types": IN_PLAY, "subtypes": ["Robot"]},
    ("exhausted token", "exhausted tokens"): {
        "tokens": True,
        "types": IN_PLAY,
        "statuses": ["Exhausted"],
    },
}
RESERVE_DISCARDERS = {
    "Each player": "a_card_from_each_players_reserve",
    "Each opponent": "a_card_from_each_opponents_reserve",
    "Target opponent": "a_card_from_target_opponents_reserve",
    "Target player": "a_card_from_target_players_reserve",
}
CARD_NOUNS: dict[tuple[str, str], dict[str, Any]] = {
    ("card", "cards"): {},
    ("Spell", "Spells"): {"types": ["Spell"]},
    ("Character", "Characters"): {"types": ["Character"]},
}


def _counted(n: int, one: str, many: str) -> str:
    article = "an" if one[0].lower() in "aeiou" else "a"
    return f"{article} {one}" if n == 1 else f"{NUMBERS[n]} {many}"


def _step(action: str, subject: str, n: int, flt: dict[str, Any]) -> dict[str, Any]:
    step: dict[str, Any] = {"action": action, "subject": subject}
    if n > 1:
        step["choose_count"] = n
    if flt:
        step["filter"] = flt
    return step


SACRIFICES = [
    (f"{who} sacrifices {_counted(n, one, many)}.", [_step("sacrifice", subject, n, flt)])
    for who, subject in SACRIFICERS.items()
    for (one, many), flt in IN_PLAY_NOUNS.items()
    for n in (1, 2)
]
RESERVE_DISCARDS = [
    (
        f"{who} discards {_counted(n, one, many)} from their {zone}.",
        [_step("discard", subject, n, flt)],
    )
    for who, subject in RESERVE_DISCARDERS.items()
    for (one, many), flt in CARD_NOUNS.items()
    for n in (1, 2)
    for zone in ("Reserve", "reserve")
]


TARGET_PLAYER_HAND = [
    (
        f"Target player discards {_counted(n, one, many)} from their hand.",
        [_step("discard", "a_card_from_target_players_hand", n, flt)],
    )
    for (one, many), flt in CARD_NOUNS.items()
    for n in (1, 2)
]


@pytest.mark.parametrize(
    ("text", "expected"), TARGET_PLAYER_HAND, ids=[c[0] for c in TARGET_PLAYER_HAND]
)
def test_1_2_6_c_target_player_discards_from_their_own_hand(text: str, expected: Any) -> None:
    assert compiled(text, "Spell") == expected


@pytest.mark.parametrize(("text", "expected"), SACRIFICES, ids=[c[0] for c in SACRIFICES])
def test_7_3_36_a_players_sacrifice_their_own_tokens_and_permanents(
    text: str, expected: Any
) -> None:
    assert compiled(text, "Spell") == expected


@pytest.mark.parametrize(
    ("text", "expected"), RESERVE_DISCARDS, ids=[c[0] for c in RESERVE_DISCARDS]
)
def test_6_1_h_players_discard_from_their_own_reserve(text: str, expected: Any) -> None:
    assert compiled(text, "Spell") == expected


# 7.3.7.a: "To discard a card is to move that card from its current zone to the Discard
# pile" — a Spell or an exhausted card naming no zone does not say which (a Spell is an
# object of any zone, 1.2.2.c; a card in a Hand cannot be exhausted, 2.4.1.c), so these are
# left to the judge with that reason. "A card" with no zone is one of the discarder's Hand
# (ib40: a card is in a hidden zone, 3.1.3.d, and only one's Hand can be looked at, 3.2.5.b).
_VERBS = ("Discard", "You may discard", "Each opponent discards", "Target opponent discards")
ZONE_NOT_NAMED = [
    f"{verb} {_counted(n, one, many)}."
    for verb in _VERBS
    for (one, many) in (("Spell", "Spells"), ("exhausted card", "exhausted cards"))
    for n in (1, 2)
]
A_CARD_FROM_THE_HAND = [
    (f"{verb} {_counted(n, 'card', 'cards')}.", "their" if verb.endswith("s") else "your")
    for verb in _VERBS
    for n in (1, 2)
]


@pytest.mark.parametrize("text", ZONE_NOT_NAMED, ids=ZONE_NOT_NAMED)
def test_7_3_7_a_a_discard_naming_no_zone_says_so_and_cites_7_3_7_a(text: str) -> None:
    result = compiled(text, "Spell")
    assert isinstance(result, tuple) and result[0] == "not executed"
    assert "from which zone" in result[1] and "7.3.7.a" in result[1]


@pytest.mark.parametrize(
    ("text", "whose"), A_CARD_FROM_THE_HAND, ids=[t for t, _ in A_CARD_FROM_THE_HAND]
)
def test_3_1_3_d_a_card_discarded_naming_no_zone_is_one_of_the_hand(text: str, whose: str) -> None:
    said = compiled(text[:-1] + f" from {whose} hand.", "Spell")
    assert not isinstance(said, tuple) and compiled(text, "Spell") == said


@pytest.mark.parametrize("text", ["Discard two Robots."])
def test_2_2_1_h_a_character_is_in_play_not_a_card_in_an_unnamed_zone(text: str) -> None:
    # "A Character" means one in play (2.2.1.h): not the "which zone" gap.
    result = compiled(text, "Spell")
    assert isinstance(result, tuple) and "from which zone" not in result[1]


def test_7_3_7_a_discard_a_character_is_one_in_play_chosen() -> None:
    # "A Character" means one in play (2.2.1.h), the controller's choice (6.1.g), moved to
    # its owner's Discard pile (7.3.7.a): read, and not as a card of an unnamed zone.
    result = compiled("Discard a Character.", "Spell")
    assert result == [
        {
            "action": "discard",
            "subject": "a_character_or_permanent_in_play",
            "filter": {"types": ["Character"]},
        }
    ]


# ------------------------------------------------------------------------- board runs
def _edict(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, name="Edict"))))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p1", "companion", "My Recruit", is_token=True, **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    b = b.in_expedition("p2", "companion", "Their Recruit", is_token=True, **ALLY)
    b = b.in_landmarks("p1", "My Tower", hand_cost=1, reserve_cost=1)
    b = b.in_landmarks("p2", "Their Tower", hand_cost=1, reserve_cost=1)
    return b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2)


def _options(state: GameState) -> list[str]:
    assert state.pending is not None
    return sorted(o.label for o in state.pending.options)


def _choose(state: GameState, player: str, *labels: str) -> tuple[GameState, list[str]]:
    """Answer the pending choice as ``player``; the rules cited on the way."""
    d = state.pending
    assert d is not None and d.kind == "choose" and d.player == player
    cited = list(d.rules)
    state, entry = answer(state, d.id, [o.id for o in d.options if o.label in labels])
    state, entries = until_decision(state)
    return state, [*cited, *entry.rules, *(r for e in entries for r in e.rules)]


def test_1_4_7_b_each_player_sacrifices_one_of_their_own_tokens_in_initiative_order() -> None:
    state, _ = play(_edict("{H} Each player sacrifices a token."), "Edict")
    d = state.pending
    assert d is not None and d.player == "p1"  # initiative order: p1 first (6.1.h)
    assert _options(state) == ["My Recruit"]  # only p1's token: not Mine, not theirs
    assert "6.1.h" in d.rules
    state, _ = _choose(state, "p1", "My Recruit")
    assert _options(state) == ["Their Recruit"] and state.pending is not None
    assert state.pending.player == "p2"
    state, rules = _choose(state, "p2", "Their Recruit")
    # 2.1.e: a token that leaves play ceases to exist; each sacrificed their own.
    assert names(state, "expedition:p1:companion") == []
    assert names(state, "expedition:p2:companion") == []
    assert names(state, "expedition:p2:hero") == ["Theirs"]
    assert "7.5.6.b" in rules


def test_7_3_36_a_each_opponent_sacrifices_one_of_their_permanents() -> None:
    state, _ = play(_edict("{H} Each opponent sacrifices a Permanent."), "Edict")
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent, not the controller
    assert _options(state) == ["Their Tower"]
    state, rules = _choose(state, "p2", "Their Tower")
    assert names(state, "discard:p2") == ["Their Tower"]
    assert names(state, "landmark:p1") == ["My Tower"]  # the controller's stays
    # one opponent in a two-player game: that player alone decides (6.1.g "unless specified
    # otherwise", 7.5.6.b), not several players in initiative order (6.1.h)
    assert {"6.1.g", "7.5.6.b"} <= set(rules) and "6.1.h" not in rules


def test_6_5_b_target_opponent_is_targeted_then_sacrifices_a_token_of_theirs() -> None:
    state, _ = play(_edict("{H} Target opponent sacrifices a token."), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target" and d.option_ids() == ("p2",)
    state, _ = answer(state, d.id, ["p2"])
    state, _ = until_decision(state)
    assert _options(state) == ["Their Recruit"]
    state, _ = _choose(state, "p2", "Their Recruit")
    assert names(state, "expedition:p2:companion") == []
    assert names(state, "expedition:p1:companion") == ["My Recruit"]


def test_1_2_6_c_target_player_may_be_yourself_and_you_sacrifice_your_own_permanent() -> None:
    state, _ = play(_edict("{H} Target player sacrifices a Permanent."), "Edict")
    d = state.pending
    assert d is not None and d.kind == "target" and set(d.option_ids()) == {"p1", "p2"}
    state, _ = answer(state, d.id, ["p1"])
    state, _ = until_decision(state)
    assert _options(state) == ["My Tower"]
    state, _ = _choose(state, "p1", "My Tower")
    assert names(state, "discard:p1") == ["My Tower"]
    assert names(state, "landmark:p2") == ["Their Tower"]


def test_7_3_36_a_an_opponent_without_a_token_sacrifices_nothing_and_the_trace_says_why() -> None:
    edict = executed(read("{H} Each opponent sacrifices a token.", name="Edict"))
    b = GameBuilder().in_hand("p1", "Edict", **fields(edict))
    b = b.in_expedition("p1", "hero", "My Recruit", is_token=True, **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)  # a card, not a token
    state, entries = play(b.mana("p1", 2).deck_of("p1", 2).deck_of("p2", 2), "Edict")
    line = next(e for e in entries if "nothing to sacrifice" in e.text)
    assert line.text.startswith("p2") and "sacrifice" in line.text
    assert "7.3.36.a" in line.rules
    assert names(state, "expedition:p2:hero") == ["Theirs"]
    assert "My Recruit" in names(state, "expedition:p1:hero")  # not the controller's


def test_6_1_g_each_opponent_discards_a_card_from_their_own_reserve() -> None:
    b = _edict("{H} Each opponent discards a card from their Reserve.")
    b = b.in_reserve("p1", "Kept", **ALLY).in_reserve("p2", "R1", **ALLY)
    state, _ = play(b.in_reserve("p2", "R2", type=CardType.SPELL, hand_cost=1), "Edict")
    d = state.pending
    assert d is not None and d.player == "p2"
    assert _options(state) == ["R1", "R2"]  # their Reserve, not the controller's
    state, rules = _choose(state, "p2", "R2")
    assert names(state, "discard:p2") == ["R2"]
    assert names(state, "reserve:p2") == ["R1"] and names(state, "reserve:p1") == ["Kept"]
    # one opponent in a two-player game: that player alone decides (6.1.g "unless specified
    # otherwise", 7.5.6.b), not several players in initiative order (6.1.h)
    assert {"6.1.g", "7.5.6.b"} <= set(rules) and "6.1.h" not in rules


def test_6_5_h_each_player_discards_two_from_reserve_with_fewer_discards_what_they_have() -> None:
    b = _edict("{H} Each player discards two cards from their Reserve.")
    b = b.in_reserve("p1", "A", **ALLY).in_reserve("p1", "B", **ALLY).in_reserve("p1", "C", **ALLY)
    state, _ = play(b.in_reserve("p2", "Lone", **ALLY), "Edict")
    d = state.pending
    assert d is not None and d.player == "p1" and (d.min_choices, d.max_choices) == (2, 2)
    state, _ = _choose(state, "p1", "A", "C")
    d = state.pending
    assert d is not None and d.player == "p2" and (d.min_choices, d.max_choices) == (1, 1)
    assert "6.5.h" in d.rules  # only one there: that one
    state, _ = _choose(state, "p2", "Lone")
    assert sorted(names(state, "discard:p1")) == ["A", "C"]
    assert names(state, "discard:p2") == ["Lone"] and names(state, "reserve:p1") == ["B"]


@pytest.mark.parametrize(
    ("who", "zone", "theirs", "others"),
    [
        ("p1", "hand", ["H1", "H2"], ["Their H"]),  # 1.2.6.c: a target player may be you
        ("p2", "hand", ["Their H"], ["H1", "H2"]),
        ("p1", "Reserve", ["R1"], ["Their R"]),
        ("p2", "Reserve", ["Their R"], ["R1"]),
    ],
)
def test_1_2_6_c_target_player_is_targeted_then_discards_from_their_own_zone(
    who: str, zone: str, theirs: list[str], others: list[str]
) -> None:
    b = _edict(f"{{H}} Target player discards a card from their {zone}.")
    b = b.in_hand("p1", "H1", **ALLY).in_hand("p1", "H2", **ALLY).in_hand("p2", "Their H", **ALLY)
    b = b.in_reserve("p1", "R1", **ALLY).in_reserve("p2", "Their R", **ALLY)
    state, _ = play(b, "Edict")
    d = state.pending
    assert d is not None and d.kind == "target" and set(d.option_ids()) == {"p1", "p2"}
    assert d.player == "p1"  # the controller targets (6.5.b)
    state, _ = answer(state, d.id, [who])
    state, _ = until_decision(state)
    assert _options(state) == theirs  # the targeted player's own cards only (6.1.h)
    state, rules = _choose(state, who, theirs[0])
    assert names(state, f"discard:{who}") == [theirs[0]]
    other = "p2" if who == "p1" else "p1"
    assert names(state, f"discard:{other}") == []
    assert set(others) <= set(names(state, f"{zone.lower()}:{other}"))  # untouched
    assert "7.5.6.b" in rules
