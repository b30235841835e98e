"""the numbers-and-distribution section (issue 30), read by the grammar alone and played on boards:
"any number
of" then "that many" draws as many as were discarded (6.5.i), distributed boosts and counters
go one at a time (6.5.i, 6.1.g), an exchange of boosts evens them out (7.3.11.a), tokens
distributed among target Expeditions (6.5.b, 7.3.5), keyword lists are the bearer's keywords
(7.4), and "Otherwise" after several sentences answers the condition said before them (6.5.e)
or the "may" (6.5.c)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import DecisionKind, GameBuilder, Keyword, answer, find
from engine.reading.passives import has_keyword, tough_amount
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .sentences_numbers_and_distribution import PLAYED_GRAM_FX, READINGS_GRAM_FX
from .test_board_effects import ALLY

Pick = Callable[[Decision], list[str]]


def _board(text: str, **unique: object) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **{**grammar_fields(text), **unique})
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_reserve("p1", "Kept", **ALLY).in_reserve("p1", "Kept2", **ALLY)
    return b.in_hand("p1", "Spare", **ALLY).mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _first(d: Decision) -> list[str]:
    return list(d.option_ids()[: max(1, d.min_choices)])


def _labelled(*words: str) -> Pick:
    """The options whose label holds one of ``words`` (else the first ones)."""

    def pick(d: Decision) -> list[str]:
        found = [o.id for o in d.options if any(w in o.label for w in words)]
        return found[: max(d.max_choices, 1)] if found else _first(d)

    return pick


def _resolved(b: GameBuilder, pick: Pick = _first) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Play "Unique" from Hand, answer its decisions with ``pick`` until a turn comes back;
    the state and every trace entry on the way."""
    state, entries = play(b, "Unique")
    found = list(entries)
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        state, entry = answer(state, decision.id, tuple(pick(decision)))
        state, more = until_decision(state)
        found.extend((entry, *more))
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return state, tuple(found)


@pytest.mark.parametrize("text", PLAYED_GRAM_FX)
def test_a_gram_fx_reading_resolves_on_a_board(text: str) -> None:
    """Decisions answered with their first options: it resolves, the engine's invariants
    holding at every step (checked by ``until_decision``)."""
    _resolved(_board(text))


@pytest.mark.parametrize(("kept", "drawn"), [(("Kept", "Kept2"), 2), (("Kept",), 1), ((), 0)])
def test_6_5_i_that_many_draws_as_many_as_were_discarded(kept: tuple[str, ...], drawn: int) -> None:
    text = "{J} Discard any number of cards from your Reserve. Draw that many."
    assert text in READINGS_GRAM_FX

    def pick(d: Decision) -> list[str]:
        return [o.id for o in d.options if o.label in kept]

    state, entries = _resolved(_board(text), pick)
    assert sorted(names(state, "discard:p1")) == sorted(kept)
    assert len(names(state, "hand:p1")) == 1 + drawn  # "Spare" and the cards drawn
    assert "6.5.i" in rules_of(entries)


def test_6_5_i_you_may_discard_any_number_to_draw_that_many() -> None:
    text = "{J} You may discard any number of cards from your Reserve to draw that many cards."
    state, entries = _resolved(_board(text), _labelled("Kept"))
    assert names(state, "reserve:p1") == []
    assert len(names(state, "hand:p1")) == 3
    assert "6.5.i" in rules_of(entries)


def test_6_5_i_distributed_boosts_go_one_at_a_time_to_the_objects_chosen() -> None:
    """Three boosts: the first to Ally, the next two to the Unique itself (6.1.g each time)."""
    text = "{J} Distribute three boosts among Characters you control."
    picks = iter(["Ally", "Unique", "Unique"])

    def pick(d: Decision) -> list[str]:
        label = next(picks)
        return [o.id for o in d.options if o.label == label]

    state, entries = _resolved(_board(text), pick)
    assert state.objects[find(state, "Ally")].boosts == 1
    assert state.objects[find(state, "Unique")].boosts == 2
    assert {"6.5.i", "6.1.g"} <= rules_of(entries)


def test_6_5_i_distributed_counters_go_one_at_a_time() -> None:
    text = "{J} Distribute 2 Arcane counters among Characters you control."
    state, entries = _resolved(_board(text), _labelled("Ally"))
    assert state.objects[find(state, "Ally")].counters.get("Arcane") == 2
    assert state.objects[find(state, "Unique")].counters.get("Arcane", 0) == 0
    assert "6.5.i" in rules_of(entries)


def test_7_3_11_a_an_exchange_of_boosts_swaps_the_numbers() -> None:
    """Big (3 boosts, targeted) and Ally (none, chosen after it, 7.3.12.a): each gains or
    loses the difference (7.3.11.a)."""
    text = "{J} Exchange the boosts of target Character and a Character you control."
    assert text in READINGS_GRAM_FX
    b = _board(text).in_expedition("p2", "hero", "Big", counters={"boost": 3}, **ALLY)
    picks = iter(["Big", "Ally"])
    state, entries = _resolved(b, lambda d: _labelled(next(picks))(d))
    assert state.objects[find(state, "Big")].boosts == 0
    assert state.objects[find(state, "Ally")].boosts == 3
    assert "7.3.11.a" in rules_of(entries)


def test_6_5_b_tokens_distributed_among_target_expeditions() -> None:
    text = (
        "{J} Create two [MANA_MOTH] tokens, distributed as you choose among any number of "
        "target Expeditions."
    )
    picks = iter(["p1's hero Expedition", "p2's hero Expedition"])
    state, entries = _resolved(_board(text), lambda d: _labelled(next(picks))(d))
    assert "Mana Moth" in names(state, "expedition:p1:hero")
    assert "Mana Moth" in names(state, "expedition:p2:hero")
    assert {"6.5.b", "7.3.5.a"} <= rules_of(entries)


def test_7_4_a_keyword_list_is_the_bearers_keywords() -> None:
    text = "I have Defender, Gigantic and Tough 2."
    assert text in READINGS_GRAM_FX
    b = GameBuilder().in_expedition("p1", "hero", "Unique", **grammar_fields(text))
    state = b.build()
    oid = find(state, "Unique")
    assert has_keyword(state, oid, Keyword.DEFENDER)
    assert has_keyword(state, oid, Keyword.GIGANTIC)
    assert tough_amount(state, oid) == 2


def test_2_2_15_a_keywords_gained_this_day() -> None:
    """Both keywords, each by an Emblem-Ongoing lasting the Day (2.2.15.a)."""
    text = "{J} I gain Tough 2 and Defender this Day."
    assert text in READINGS_GRAM_FX
    state, entries = _resolved(_board(text))
    oid = find(state, "Unique")
    assert has_keyword(state, oid, Keyword.DEFENDER)
    assert tough_amount(state, oid) == 2
    assert "2.2.15.a" in rules_of(entries)


def test_7_3_16_a_group_gains_each_status() -> None:
    state, _ = _resolved(_board("{J} Characters you control gain Anchored and Asleep."))
    for name in ("Ally", "Unique"):
        statuses = {s.value for s in state.objects[find(state, name)].statuses}
        assert {"Anchored", "Asleep"} <= statuses


OTHERWISE3 = (
    "{J} If you control a Plant, target Character gains 1 boost. Draw a card. Then, "
    "Resupply. Otherwise, Sabotage."
)


def test_6_5_e_otherwise_after_several_sentences_when_the_condition_holds() -> None:
    """The condition holds: the boost, the draw and the Resupply; no Sabotage."""
    b = _board(OTHERWISE3).in_expedition("p1", "companion", "Fern", subtypes=("Plant",), **ALLY)
    state, _ = _resolved(b, _labelled("Ally"))
    assert state.objects[find(state, "Ally")].boosts == 1
    assert len(names(state, "hand:p1")) == 2  # "Spare" and the card drawn
    assert len(names(state, "reserve:p1")) == 3  # Resupply: "Kept", "Kept2" and the deck's top
    assert names(state, "discard:p1") == []


def test_6_5_e_otherwise_after_several_sentences_when_the_condition_fails() -> None:
    """No Plant: only the Sabotage (6.5.e), none of the sentences before "Otherwise"."""
    state, entries = _resolved(_board(OTHERWISE3), _labelled("Kept", "do it"))
    assert state.objects[find(state, "Ally")].boosts == 0
    assert names(state, "hand:p1") == ["Spare"]
    assert names(state, "discard:p1") == ["Kept"]
    assert "6.5.e" in rules_of(entries)


@pytest.mark.parametrize(("first", "drawn", "discarded"), [("do it", 1, 0), ("do not", 0, 1)])
def test_6_5_c_otherwise_after_if_you_do_is_if_you_dont(
    first: str, drawn: int, discarded: int
) -> None:
    """ "You may Resupply. If you do, draw a card. Otherwise, Sabotage.": declined, the
    Sabotage (6.5.c, 6.5.f) — its own "may" (7.3.35.a) then done, on "Kept"."""
    text = "{J} You may Resupply. If you do, draw a card. Otherwise, Sabotage."
    assert text in READINGS_GRAM_FX
    answers = iter([first, "Kept", "do it"])

    def pick(d: Decision) -> list[str]:
        return _labelled(next(answers))(d)

    state, entries = _resolved(_board(text), pick)
    assert len(names(state, "hand:p1")) == 1 + drawn
    assert len(names(state, "discard:p1")) == discarded
    assert "6.5.c" in rules_of(entries)


@pytest.mark.parametrize(("kind", "drawn"), [("Spell", True), ("Character", False)])
def test_7_3_9_a_draw_it_draws_the_card_revealed_otherwise_it_is_discarded(
    kind: str, drawn: bool
) -> None:
    """ "Reveal the top card of your deck. If it's a Spell, draw it. Otherwise, discard it."
    (3.1.3.f, 6.5.e): the revealed top card goes to the hand or the discard pile."""
    text = "{J} Reveal the top card of your deck. If it's a Spell, draw it. Otherwise, discard it."
    assert text in READINGS_GRAM_FX
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_deck("p1", "Top", type=kind, hand_cost=1, reserve_cost=1).deck_of("p1", 5)
    state, entries = _resolved(b.mana("p1", 6).deck_of("p2", 6))
    assert ("Top" in names(state, "hand:p1")) is drawn
    assert ("Top" in names(state, "discard:p1")) is not drawn
    assert "6.5.e" in rules_of(entries) or drawn


COLON = "{J} If you control a Plant: Draw a card. Resupply. Otherwise, Sabotage."


@pytest.mark.parametrize("plant", [True, False])
def test_6_5_e_a_uniques_colon_condition_governs_the_sentences_before_otherwise(
    plant: bool,
) -> None:
    """ "[condition]: X. Y. Otherwise, Z.": X and Y when it holds, only Z when it fails."""
    assert COLON in READINGS_GRAM_FX
    b = _board(COLON)
    if plant:
        b = b.in_expedition("p1", "companion", "Fern", subtypes=("Plant",), **ALLY)
    state, entries = _resolved(b, _labelled("Kept", "do it"))
    assert len(names(state, "hand:p1")) == (2 if plant else 1)
    assert len(names(state, "reserve:p1")) == (3 if plant else 1)
    assert names(state, "discard:p1") == ([] if plant else ["Kept"])
    assert "6.5.e" in rules_of(entries) or plant


def test_an_otherwise_no_condition_takes_is_not_read() -> None:
    """A mode's "Draw a card. Otherwise, Sabotage." answers no condition: refused, not run
    as "Draw a card" (precision first)."""
    from scenarios.cards.grammar.first import grammar_effect

    steps, stop = grammar_effect("Choose one: • Draw a card. Otherwise, Sabotage. • Resupply.")
    assert steps is None and stop is not None and "otherwise" in stop.reason


@pytest.mark.parametrize(
    "text",
    ["{J} Discard a card from your Reserve to draw a card.", "{J} Draw a card to Resupply."],
)
def test_x_to_y_is_read_only_after_any_number(text: str) -> None:
    """ "[X] to [Y]" without "you may" is read only as "any number of … to … that many"
    (6.5.f, 6.5.i): elsewhere it may be a cost (1.2.5), left to the judge."""
    from scenarios.cards.grammar.first import grammar_ability

    ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None


@pytest.mark.parametrize("boosted", [True, False])
def test_2_3_2_f_each_keyword_of_a_conditioned_list_applies_while_it_holds(boosted: bool) -> None:
    """ "If I'm Boosted, I am Defender and Tough 1.": both keywords, one passive ability each,
    while the condition holds (2.3.2.f), none otherwise."""
    text = "I am Defender and Tough 1 as long as I'm Boosted."
    assert text in READINGS_GRAM_FX
    counters = {"boost": 1} if boosted else {}
    b = GameBuilder().in_expedition(
        "p1", "hero", "Bearer", counters=counters, **grammar_fields(text)
    )
    state = b.build()
    oid = find(state, "Bearer")
    assert has_keyword(state, oid, Keyword.DEFENDER) is boosted
    assert tough_amount(state, oid) == (1 if boosted else 0)


def test_2_3_1_a_a_group_given_two_keywords_has_both() -> None:
    text = "Characters you control are Defender and Tough 1."
    assert text in READINGS_GRAM_FX
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    b = b.in_expedition("p1", "companion", "Mine", **ALLY).in_expedition(
        "p2", "hero", "Foe", **ALLY
    )
    state = b.build()
    for name in ("Bearer", "Mine"):
        assert has_keyword(state, find(state, name), Keyword.DEFENDER)
        assert tough_amount(state, find(state, name)) == 1
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)


def test_6_5_i_any_number_of_targets_none_to_all() -> None:
    """ "Exhaust any number of target Characters": the two chosen, no more (6.5.b, 6.5.i)."""
    text = "{J} Exhaust any number of target Characters."
    assert text in READINGS_GRAM_FX

    def pick(d: Decision) -> list[str]:
        chosen = [o.id for o in d.options if o.label in ("Ally", "Foe")]
        return chosen or _first(d)

    state, entries = _resolved(_board(text), pick)
    exhausted = {
        n
        for n in ("Ally", "Foe", "Unique")
        if "Exhausted" in {s.value for s in state.objects[find(state, n)].statuses}
    }
    assert exhausted == {"Ally", "Foe"}
    assert "6.5.b" in rules_of(entries)
