"""Repeats per object acted on (issue 30, session 38) played on boards: a step another player does,
repeated once per object the step before acted on — "Sacrifice any number of Characters. For each
Character sacrificed this way, target opponent discards a card from their Reserve." — done that many
times, one after the other (6.5.i), the discarding player choosing each card (6.1.g, 1.4.7.b); none
sacrificed, none discarded."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import names
from ..engine.helpers import rules_of
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _resolved

_TARGET = (
    "{J} Sacrifice any number of Characters. For each Character sacrificed this way, target "
    "opponent discards a card from their Reserve."
)
_EACH = (
    "{J} Sacrifice any number of Characters. Each opponent discards a card from their Reserve "
    "for each Character sacrificed this way."
)
_SACRIFICES = (
    "{J} Discard any number of cards from your Reserve. Target opponent sacrifices a Character "
    "for each card discarded this way."
)


def _board(text: str) -> GameBuilder:
    """Unique to play by p1 beside Ally 1-3; p2's Reserve holds Kept 1-3, Foe 1-2 in play."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for i in (1, 2, 3):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
        b = b.in_reserve("p2", f"Kept {i}", **ALLY)
        b = b.in_reserve("p1", f"Mine {i}", **ALLY)
    for i in (1, 2):
        b = b.in_expedition("p2", "hero", f"Foe {i}", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _answers(chosen: tuple[str, ...], theirs: list[str]) -> tuple[list[Decision], object]:
    """p1 chooses ``chosen`` for "any number"; p2 answers its choices with ``theirs`` in
    order (the first option once they run out)."""
    asked: list[Decision] = []
    left = list(theirs)

    def pick(d: Decision) -> list[str]:
        asked.append(d)
        if d.player == "p1" and d.max_choices > 1:
            return [o.id for o in d.options if o.label in chosen]
        if d.player == "p2" and left:
            wanted = left.pop(0)
            return [o.id for o in d.options if o.label == wanted][:1]
        return [d.options[0].id]

    return asked, pick


def _played(
    text: str, chosen: tuple[str, ...], theirs: list[str]
) -> tuple[GameState, tuple[TraceEntry, ...], list[Decision]]:
    asked, pick = _answers(chosen, theirs)
    state, entries = _resolved(_board(text), pick)  # type: ignore[arg-type]
    return state, entries, asked


def test_6_5_i_two_sacrificed_the_opponent_discards_twice_choosing_each_card() -> None:
    state, entries, asked = _played(_TARGET, ("Ally 1", "Ally 2"), ["Kept 3", "Kept 1"])
    assert sorted(names(state, "discard:p2")) == ["Kept 1", "Kept 3"]
    assert names(state, "reserve:p2") == ["Kept 2"]
    assert sorted(n for n in names(state, "discard:p1") if n.startswith("Ally")) == [
        "Ally 1",
        "Ally 2",
    ]
    chosen_by_p2 = [d for d in asked if d.player == "p2" and d.kind != DecisionKind.TURN]
    assert len(chosen_by_p2) == 2  # one choice each time (6.5.i), the discarding player's
    assert all({o.label for o in d.options} <= {"Kept 1", "Kept 2", "Kept 3"} for d in chosen_by_p2)
    repeat = next(e for e in entries if "so it happens 2 times" in e.text)
    assert repeat.rules == ("6.5.i",), repeat  # one after the other, own choices each time
    targeted = [e for e in entries if e.text == "p1 targets p2"]
    assert len(targeted) == 2 and all(e.rules == ("6.5.b",) for e in targeted)  # anew each time
    chose = [e for e in entries if e.text.startswith("p2 chooses Kept")]
    assert [e.text for e in chose] == ["p2 chooses Kept 3", "p2 chooses Kept 1"]
    # the discarding player alone decides (6.1.g, 7.5.6.b; not 6.1.h: one player chooses)
    assert all("6.1.g" in e.rules and "6.1.h" not in e.rules for e in chose)


def test_6_5_i_none_sacrificed_nothing_discarded() -> None:
    state, entries, asked = _played(_TARGET, (), [])
    skipped = next(e for e in entries if "what depends on it does not happen" in e.text)
    assert "6.5.f" in skipped.rules, skipped  # nothing sacrificed: no discard follows
    assert names(state, "discard:p2") == []
    assert sorted(names(state, "reserve:p2")) == ["Kept 1", "Kept 2", "Kept 3"]
    assert not [d for d in asked if d.player == "p2" and d.kind != DecisionKind.TURN]


def test_6_5_i_each_opponent_three_sacrificed_their_whole_reserve_discarded() -> None:
    state, entries, _ = _played(_EACH, ("Ally 1", "Ally 2", "Ally 3"), [])
    assert sorted(names(state, "discard:p2")) == ["Kept 1", "Kept 2", "Kept 3"]
    assert names(state, "reserve:p2") == []
    assert "6.5.i" in rules_of(entries)


def test_7_3_36_a_the_target_opponent_sacrifices_once_per_card_discarded() -> None:
    state, entries, _ = _played(_SACRIFICES, ("Mine 1",), ["Foe 2"])
    assert names(state, "discard:p2") == ["Foe 2"]  # one card discarded: one sacrifice
    chose = next(e for e in entries if e.text == "p2 chooses Foe 2")
    assert {"6.1.g", "7.3.36.a"} <= set(chose.rules), chose  # p2 sacrifices its own
    assert any("so it happens 1 time" in e.text and e.rules == ("6.5.i",) for e in entries)
