"""Generalisation to card sets we do not have (issue 17): conditions, filters and keywords for
a time, as a new set would print them. INVENTED printed texts; expectations are written
from each template's parameters (generalisation.py), never copied from the reader's output;
each shape also runs on a small board where it holds and where it does not, and the trace
cites the rule that decides it."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, Keyword, answer, find
from engine.reading.passives import has_keyword, tough_amount
from engine.state import zones as z
from engine.state.enums import ZoneKind

from ..engine.helpers import until_decision
from .generalisation import NUMBERS, compiled, plural, reaction
from .helpers import executed, fields, play, read

DRAW = {"action": "draw"}


def _rules(entries: tuple[Any, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def _hand(state: Any, player: str = "p1") -> int:
    return len(state.zone(z.personal(ZoneKind.HAND, player)))


def _reserve(state: Any, player: str) -> tuple[str, ...]:
    return tuple(state.zone(z.personal(ZoneKind.RESERVE, player)))


# ----------------------------------------------------------------- 7.5.2: ahead / behind / tied
POSITIONS = ("ahead", "behind", "tied")
POSITION_TEXTS = [
    (where, n, f"{{J}} If my Expedition is {where}, draw {NUMBERS[n]} card{'s' * (n > 1)}.")
    for where in POSITIONS
    for n in (1, 2)
]


@pytest.mark.parametrize(
    ("where", "n", "text"), POSITION_TEXTS, ids=[t for *_, t in POSITION_TEXTS]
)
def test_7_5_2_my_expedition_position_compiles(where: str, n: int, text: str) -> None:
    amount = {"amount": n} if n > 1 else {}
    assert compiled(text) == reaction(
        "enters_play", {**DRAW, **amount, "if": f"my expedition is {where}"}
    )


# p1's Hero Expedition on region ``mine`` and p2's (facing it, 1.2.3.c) on ``theirs``: both
# start on region 0 (the Hero's starting region), so a higher index is farther (7.5.2).
BOARDS = {"ahead": (2, 1), "behind": (1, 2), "tied": (1, 1)}
POSITION_RULES = {"ahead": "7.5.2.a", "behind": "7.5.2.b", "tied": "7.5.2.c"}


def _played_in_position(where: str, mine: int, theirs: int) -> tuple[Any, tuple[Any, ...]]:
    text = f"{{J}} If my Expedition is {where}, draw a card."
    b = (
        GameBuilder()
        .in_hand("p1", "Scout", **fields(executed(read(text, name="Scout"))))
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
        .position("p1:hero", mine)
        .position("p2:hero", theirs)
    )
    return play(b, "Scout")


@pytest.mark.parametrize("where", POSITIONS)
@pytest.mark.parametrize("board", list(BOARDS))
def test_board_my_expedition_position_draws_only_when_it_holds(where: str, board: str) -> None:
    state, entries = _played_in_position(where, *BOARDS[board])
    # The Scout left the hand; a card was drawn only if the position is the one printed.
    assert _hand(state) == (1 if where == board else 0)
    rules = _rules(entries)
    assert "6.5.d" in rules
    assert POSITION_RULES[where] in rules


def test_your_expedition_is_ahead_is_left_to_the_judge() -> None:
    # "your Expedition": a player has two, which one is not said (3.2.3) — not guessed.
    result = compiled("{J} If your Expedition is ahead, draw a card.")
    assert isinstance(result, tuple) and result[0] == "not executed"


# ----------------------------------------------------------------- empty hand / Reserve
ZONE_WORDS = {"your hand": "hand", "Reserve": "reserve", "your Reserve": "reserve"}
NO_CARDS = [
    (zone, n, f"If you have no cards in {zone}, draw {NUMBERS[n]} cards.")
    for zone in ZONE_WORDS
    for n in (2, 3)
]


@pytest.mark.parametrize(("zone", "n", "text"), NO_CARDS, ids=[t for *_, t in NO_CARDS])
def test_no_cards_in_a_zone_compiles(zone: str, n: int, text: str) -> None:
    assert compiled(text, type="Spell") == [
        {**DRAW, "amount": n, "if": f"you have no cards in {zone.lower()}"}
    ]


@pytest.mark.parametrize("zone", ["hand", "reserve"])
@pytest.mark.parametrize("empty", [True, False])
def test_board_no_cards_in_a_zone(zone: str, empty: bool) -> None:
    text = f"If you have no cards in your {zone.capitalize()}, draw two cards."
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Last Resort", **fields(executed(read(text, type="Spell", name="Last Resort")))
        )
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    if not empty:
        b = b.in_hand("p1", "Kept") if zone == "hand" else b.in_reserve("p1", "Kept")
    state, entries = play(b, "Last Resort", "spell")
    kept = 1 if (not empty and zone == "hand") else 0
    assert _hand(state) == kept + (2 if empty else 0)
    assert "6.5.d" in _rules(entries)


# ----------------------------------------------------------------- an opponent controls N
OPPONENT = [
    (who, n, noun)
    for who in ("an opponent", "your opponent")
    for n in (2, 3)
    for noun in ("Characters", "Permanents")
]


@pytest.mark.parametrize(("who", "n", "noun"), OPPONENT)
def test_opponent_controls_compiles(who: str, n: int, noun: str) -> None:
    text = f"{{J}} If {who} controls {NUMBERS[n]} or more {noun}, draw a card."
    cond = f"{who} controls {n} or more {noun.lower()}"
    assert compiled(text) == reaction("enters_play", {**DRAW, "if": cond})


def test_opponent_controls_another_is_left_to_the_judge() -> None:
    # "another" names the bearer's side (7.2.1.a): not read for the opponent's objects.
    result = compiled("{J} If an opponent controls two or more other Characters, draw a card.")
    assert isinstance(result, tuple) and result[0] == "not executed"


@pytest.mark.parametrize("foes", [2, 3])
def test_board_opponent_controls_three_or_more_characters(foes: int) -> None:
    text = "{J} If an opponent controls three or more Characters, draw a card."
    b = (
        GameBuilder()
        .in_hand("p1", "Watcher", **fields(executed(read(text, name="Watcher"))))
        .in_expedition("p1", "hero", "Mine 1")
        .in_expedition("p1", "hero", "Mine 2")
        .in_expedition("p1", "companion", "Mine 3")
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    for i in range(foes):
        b = b.in_expedition("p2", "hero" if i % 2 else "companion", f"Foe {i}")
    state, entries = play(b, "Watcher")
    # p1's own three Characters never count: only those the opponent controls (1.2.2).
    assert _hand(state) == (1 if foes >= 3 else 0)
    assert "6.5.d" in _rules(entries)


# ----------------------------------------------------------------- Reserve Cost filter
RESERVE_COST = [(n, d) for n in (1, 2, 3, 4) for d in ("less", "more")]


@pytest.mark.parametrize(("n", "d"), RESERVE_COST)
def test_2_2_8_reserve_cost_filter_compiles(n: int, d: str) -> None:
    text = f"Send to Reserve target Character with Reserve Cost {{{n}}} or {d}."
    key = "reserve_cost_max" if d == "less" else "reserve_cost_min"
    assert compiled(text, type="Spell") == [
        {"action": "send", "subject": "target_character", "to": "reserve", "filter": {key: n}}
    ]


def test_reserve_cost_and_hand_cost_are_different_filters() -> None:
    hand = compiled("Send to Reserve target Character with Hand Cost {2} or less.", type="Spell")
    reserve = compiled(
        "Send to Reserve target Character with Reserve Cost {2} or less.", type="Spell"
    )
    assert hand != reserve


def test_board_reserve_cost_filter_narrows_the_targets() -> None:
    # Cheap: Hand Cost 5 but Reserve Cost 1; Dear: Hand Cost 1 but Reserve Cost 4. Only the
    # Reserve Cost (2.2.8) decides: Cheap is the only suitable target (6.5.b).
    text = "Send to Reserve target Character with Reserve Cost {2} or less."
    b = (
        GameBuilder()
        .in_hand("p1", "Recall", **fields(executed(read(text, type="Spell", name="Recall"))))
        .in_expedition("p2", "hero", "Cheap", hand_cost=5, reserve_cost=1)
        .in_expedition("p2", "hero", "Dear", hand_cost=1, reserve_cost=4)
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )
    state, _ = play(b, "Recall", "spell")
    d = state.pending
    assert d is not None
    assert [o.label for o in d.options] == ["Cheap"]  # the only suitable target (6.5.b)
    state, _ = answer(state, d.id, d.option_ids())
    state, _ = until_decision(state)
    assert find(state, "Cheap") in _reserve(state, "p2")
    assert find(state, "Dear") not in _reserve(state, "p2")


# ----------------------------------------------------------------- keywords for a time
KEYWORDS = ("Tough 1", "Tough 3", "Defender", "Seasoned")
DURATIONS = {  # printed -> the rules' duration (2.2.15.a)
    "until end of turn": "this turn",
    "this turn": "this turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
}
SUBJECTS = {  # printed subject, its verb -> the subject the step acts on
    "Target Character": ("gains", "target_character"),
    "Characters you control": ("gain", "characters_you_control"),
}
FOR_A_TIME = [
    (f"{who} {verb} [{kw}] {dur}.", subject, kw, DURATIONS[dur])
    for who, (verb, subject) in SUBJECTS.items()
    for kw in KEYWORDS
    for dur in DURATIONS
]


def ongoing(subject: str, keyword: str, duration: str) -> dict[str, Any]:
    """The expected Emblem-Ongoing step (2.2.2.m) granting ``keyword`` for ``duration``."""
    return {
        "action": "ongoing",
        "subject": subject,
        "ongoing": {"duration": duration, "keyword": keyword},
    }


@pytest.mark.parametrize(
    ("text", "subject", "kw", "dur"), FOR_A_TIME, ids=[c[0] for c in FOR_A_TIME]
)
def test_2_2_15_keyword_for_a_time_compiles(text: str, subject: str, kw: str, dur: str) -> None:
    assert compiled(text, type="Spell") == [ongoing(subject, kw, dur)]


@pytest.mark.parametrize("n", [1, 2])
def test_i_gain_a_keyword_this_day(n: int) -> None:
    text = f"{{J}} I gain [Tough {n}] this Day."
    assert compiled(text) == reaction("enters_play", ongoing("self", f"Tough {n}", "this Day"))


@pytest.mark.parametrize(
    "text",
    [
        "Characters you control gain [[Anchored]] this turn.",  # a status, not a keyword (2.4)
        "Target Character gains [[Asleep]] this Day.",
        "Target Character gains [Sparkle] this turn.",  # no such keyword ability (7.4)
    ],
)
def test_what_is_not_a_keyword_for_a_time_is_left_to_the_judge(text: str) -> None:
    result = compiled(text, type="Spell")
    assert isinstance(result, tuple) and result[0] == "not executed"


STATUSES_FOR_A_TIME = [
    f"{obj} {verb} [[{status}]] {dur}."
    for obj, verb in (("Target Character", "gains"), ("Characters you control", "gain"))
    for status in ("Anchored", "Asleep", "Fleeting", "Exhausted")
    for dur in ("this turn", "until end of turn", "this Afternoon", "this Day")
]


@pytest.mark.parametrize("text", STATUSES_FOR_A_TIME, ids=STATUSES_FOR_A_TIME)
def test_2_2_15_b_a_status_has_no_duration_so_for_a_time_is_left_to_the_judge(text: str) -> None:
    # 2.2.15.b: only Ongoing Emblems have a duration; 2.4.1.e: a status changes only when an
    # effect changes it. Nothing in the rules ends a status with the turn: not read.
    result = compiled(text, type="Spell")
    assert isinstance(result, tuple) and result[0] == "not executed"
    assert "2.2.15.b" in result[1] and "2.4.1.e" in result[1]


def _granted_board(text: str) -> GameBuilder:
    return (
        GameBuilder()
        .in_hand("p1", "Ward", **fields(executed(read(text, type="Spell", name="Ward"))))
        .in_expedition("p1", "hero", "Ally")
        .in_expedition("p1", "companion", "Other")
        .in_expedition("p2", "hero", "Foe")
        .mana("p1", 3)
        .deck_of("p1", 5)
        .deck_of("p2", 5)
    )


def _target(state: Any, name: str) -> tuple[Any, tuple[Any, ...]]:
    d = state.pending
    assert d is not None
    state, chosen = answer(state, d.id, [o.id for o in d.options if o.label == name])
    state, more = until_decision(state)
    return state, (chosen, *more)


@pytest.mark.parametrize("n", [1, 2])
def test_board_tough_this_day_only_on_the_target(n: int) -> None:
    state, first = play(
        _granted_board(f"Target Character gains [Tough {n}] this Day."), "Ward", "spell"
    )
    state, entries = _target(state, "Ally")
    assert tough_amount(state, find(state, "Ally")) == n
    assert tough_amount(state, find(state, "Other")) == 0  # not targeted (6.5.b)
    assert tough_amount(state, find(state, "Foe")) == 0
    assert {"2.2.2.m", "2.2.15.c"} <= _rules((*first, *entries))


def test_board_this_turn_ends_with_the_turn() -> None:
    # Playing the Spell is the whole turn (4.2.3): the Emblem-Ongoing "this turn" ceases to
    # exist as it ends (2.2.15.c), and Ally is no longer Tough.
    state, _ = play(
        _granted_board("Target Character gains [Tough 2] until end of turn."), "Ward", "spell"
    )
    state, entries = _target(state, "Ally")
    assert tough_amount(state, find(state, "Ally")) == 0
    assert any("2.2.15.c" in e.rules and "ceases to exist" in e.text for e in entries)


def test_board_characters_you_control_gain_defender_this_day() -> None:
    state, entries = play(
        _granted_board("Characters you control gain [Defender] this Day."), "Ward", "spell"
    )
    for name in ("Ally", "Other"):
        assert has_keyword(state, find(state, name), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)  # not p1's (1.2.2)
    assert "2.2.2.m" in _rules(entries)


_ = plural  # the shared helpers of the generalisation suites
