"""COMPARISONS (issue 30, session 33, "ge"): every sibling of sentences_comparisons.py reads
to what it means, or is refused (never another meaning); boards play a number's parity (2.2.7,
2.2.8, 2.5.1; 0 is even) and a characteristic compared with the bearer's (2.2.4, 2.2.2,
2.2.7): a Character that does not fit is not offered (6.5.b), and with none that fits the
step does nothing, said with its rule (6.5.b)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.conditions import ObjectFilter
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, assert_one_effect_or_refused, grammar_fields
from .probe import SPELL, audit_card
from .sentences_comparisons import FILTERED, REFUSED_HIDDEN, SIBLING_COUNT, TARGETS
from .test_board_effects import ALLY


def test_the_siblings_are_many() -> None:
    assert SIBLING_COUNT >= 80


@pytest.mark.parametrize("text", sorted(TARGETS))
def test_each_target_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    assert_one_effect_or_refused(text, TARGETS[text])


def _read(text: str) -> Any:
    """``text`` printed on a Unique (a Spell after "SPELL "), read by the grammar alone."""
    from scenarios.cards.printed import read_printed

    spell = text.startswith(SPELL)
    card = audit_card(
        text.removeprefix(SPELL), "Spell" if spell else "Character", "Unique", "unique"
    )
    return read_printed(card, patterns=False)


def _filters(value: object) -> Iterator[ObjectFilter]:
    if isinstance(value, ObjectFilter):
        yield value
    if isinstance(value, dict):
        for v in value.values():
            yield from _filters(v)
    elif isinstance(value, (list, tuple, frozenset)):
        for v in value:
            yield from _filters(v)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _filters(getattr(value, f.name))


@pytest.mark.parametrize("text", sorted(FILTERED))
def test_each_sibling_in_another_slot_keeps_the_comparison(text: str) -> None:
    """A count, a condition, a trigger's object, a passive's group (6.5.i, 6.5.d, 7.1.1,
    2.3.1): the compiled card holds the engine filter part the sentence says."""
    from scenarios.cards.compile import compile_card

    reading = _read(text)
    wanted = FILTERED[text]
    if wanted is None:
        assert not reading.executable
        return
    assert reading.executable, [a.reason for a in reading.abilities]
    compiled = compile_card(reading.model)
    assert not compiled.gaps, compiled.gaps
    field, value = wanted
    assert value in {getattr(f, field) for f in _filters(compiled.fields)}


@pytest.mark.parametrize("text", REFUSED_HIDDEN)
def test_hidden_information_and_a_named_number_are_refused_with_a_reason(text: str) -> None:
    reading = _read(text)
    assert not reading.executable
    assert any(getattr(a, "reason", "") for a in reading.abilities)


# ------------------------------------------------------------------------ boards
def _board(text: str, theirs: dict[str, dict[str, object]], **mine: object) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **{**grammar_fields(text), **mine})
    for name, card in theirs.items():
        b = b.in_expedition("p2", "hero", name, **card)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _offered(state: GameState) -> list[str]:
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN, d
    return sorted(o.label for o in d.options)


def _cost(n: int) -> dict[str, object]:
    return {**ALLY, "hand_cost": n, "reserve_cost": n}


def _boosted(n: int) -> dict[str, object]:
    return {**ALLY, "counters": {BOOST: n}} if n else dict(ALLY)


EVEN_RETURN = "{J} Return target Character with an even Hand Cost to its owner's hand."
ODD_BOOSTS = "{J} Target Character with an odd number of boosts gains 1 boost."
EVEN_COUNT = "{J} Draw a card for each Character with an even Hand Cost."
SAME_NAME = "{J} Exhaust another target Character with the same name as me."
SHARES_SUBTYPE = "{J} Target Character that shares a sub-type with me gains 1 boost."
SAME_COST = "{J} Return target Character with the same Hand Cost as me to its owner's hand."


def test_2_2_7_an_even_hand_cost_is_offered_and_0_is_even() -> None:
    """Two (cost 2) and Nil (cost 0: 0 is even) are legal targets; Three and the Unique
    itself (cost 1) are not (6.5.b). The one chosen goes to its owner's hand."""
    b = _board(EVEN_RETURN, {"Two": _cost(2), "Three": _cost(3), "Nil": _cost(0)})
    state, _ = play(b, "Unique")
    assert _offered(state) == ["Nil", "Two"]
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Two"))
    state, entries = until_decision(state)
    assert names(state, "hand:p2") == ["Two"]
    assert "Three" in names(state, "expedition:p2:hero")
    assert "6.5.b" in rules_of((first, *entries))


def test_6_5_b_no_even_hand_cost_nothing_happens_said_with_its_rule() -> None:
    """Only odd Hand Costs in play: no suitable target, the step does nothing (6.5.b)."""
    state, entries = play(_board(EVEN_RETURN, {"Three": _cost(3), "One": _cost(1)}), "Unique")
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    said = [e for e in entries if "no suitable target" in e.text]
    assert said and "6.5.b" in said[0].rules
    assert sorted(names(state, "expedition:p2:hero")) == ["One", "Three"]


def test_2_5_1_an_odd_number_of_boosts_is_offered() -> None:
    """One (1 boost) and Thrice (3) fit; Twice (2) and Bare (0, even) do not."""
    b = _board(
        ODD_BOOSTS,
        {"One": _boosted(1), "Twice": _boosted(2), "Thrice": _boosted(3), "Bare": _boosted(0)},
    )
    state, _ = play(b, "Unique")
    assert _offered(state) == ["One", "Thrice"]


def test_6_5_i_a_count_of_even_hand_costs() -> None:
    """Two (2) and Four (4) of p2 and nothing else: the Unique (1) and Three do not count —
    two cards drawn (6.5.i)."""
    b = _board(EVEN_COUNT, {"Two": _cost(2), "Four": _cost(4), "Three": _cost(3)})
    state, _ = until_decision(b.at_afternoon().build())
    before = len(state.zone("hand:p1"))
    state, _ = play(
        _board(EVEN_COUNT, {"Two": _cost(2), "Four": _cost(4), "Three": _cost(3)}), "Unique"
    )
    assert len(state.zone("hand:p1")) == before - 1 + 2  # the Unique played, two drawn


def test_2_2_4_the_same_name_as_me_is_offered_another_not_me() -> None:
    """Another Unique (p2's, same name) is offered; Rival and the bearer itself ("another",
    7.2.1.a) are not."""
    b = _board(SAME_NAME, {"Unique": dict(ALLY), "Rival": dict(ALLY)})
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Unique", "hand:p1"), "hero")
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN
    assert [o.label for o in d.options] == ["p2's Unique"]  # whose, the names alike (cite16)
    assert state.objects[d.options[0].id].controller == "p2"


def test_6_5_b_no_other_object_of_my_name_nothing_happens() -> None:
    state, entries = play(_board(SAME_NAME, {"Rival": dict(ALLY)}), "Unique")
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    assert any("no suitable target" in e.text and "6.5.b" in e.rules for e in entries)


def test_2_2_2_a_shared_sub_type_is_offered() -> None:
    """The Unique is a Soldier Mage: Guard (Soldier) and Wizard (Mage, Elf) share one; Beast
    (Animal) and Plain (none) do not."""
    b = _board(
        SHARES_SUBTYPE,
        {
            "Guard": {**ALLY, "subtypes": ("Soldier",)},
            "Wizard": {**ALLY, "subtypes": ("Mage", "Elf")},
            "Beast": {**ALLY, "subtypes": ("Animal",)},
            "Plain": dict(ALLY),
        },
        subtypes=("Soldier", "Mage"),
    )
    state, _ = play(b, "Unique")
    assert "Beast" not in _offered(state) and "Plain" not in _offered(state)
    assert {"Guard", "Wizard"} <= set(_offered(state))


def test_2_2_7_the_same_hand_cost_as_me() -> None:
    """The Unique costs 1: One (1) is offered and returned, Two (2) is not offered."""
    b = _board(SAME_COST, {"One": _cost(1), "Two": _cost(2)})
    state, _ = play(b, "Unique")
    assert "Two" not in _offered(state) and "One" in _offered(state)
    d = state.pending
    assert d is not None
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "One"))
    state, _ = until_decision(state)
    assert names(state, "hand:p2") == ["One"]


@pytest.mark.parametrize(
    ("watcher", "leaving", "boosted"),
    [
        ("When a Character with an even Hand Cost leaves play — I gain 1 boost.", 2, 1),
        ("When a Character with an even Hand Cost leaves play — I gain 1 boost.", 3, 0),
        ("When a Character with the same Hand Cost as me leaves play — I gain 1 boost.", 1, 1),
        ("When a Character with the same Hand Cost as me leaves play — I gain 1 boost.", 2, 0),
    ],
)
def test_6_3_j_a_leaving_object_is_compared_as_it_was(
    watcher: str, leaving: int, boosted: int
) -> None:
    """Ally, sent to Reserve, is looked at as it was before it left (6.3.j): its Hand Cost
    (2.2.7) even, or the same as the Watcher's (1) — the Watcher gains a boost; otherwise the
    Reaction does not trigger (7.1.1)."""
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher))
    b = b.in_expedition("p1", "companion", "Ally", **_cost(leaving))
    send = grammar_fields("Send target Character to Reserve.", "Kit", type="Spell")
    b = b.in_hand("p1", "Kit", **send).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Kit", "spell")
    state, _ = answer_picking(state, entries, ("Ally",))
    assert "Ally" in names(state, "reserve:p1")
    assert state.objects[find(state, "Watcher")].boosts == boosted
