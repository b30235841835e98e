"""Counter moves (issue 30, session 39) played on boards: counters moved between objects — a removal
from the first (2.5.g) and the second gaining as many (7.3.15.a, 2.5.f), one step with both
ends chosen before it (6.5.b); "up to N" a number chosen, 0 to N (6.1.g); "one of my
counters" from me (7.2.1.a); the receiver gains, so its "When I gain a boost" Reaction
activates (6.3.f); two targets of one step are two objects (6.5.b)."""

from __future__ import annotations

from collections.abc import Callable

from engine import BOOST, DecisionKind, GameBuilder, answer, find
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY

Pick = Callable[[Decision], list[str]]


def _labels(*wanted: str, amount: str = "") -> Pick:
    """Each decision answered with the options labelled ``wanted`` (in order of asking),
    the number ``amount`` for a choice of how many, else the first options."""
    queue = list(wanted)

    def pick(d: Decision) -> list[str]:
        if d.kind == DecisionKind.CHOOSE_AMOUNT:
            return [amount]
        for w in list(queue):
            ids = [o.id for o in d.options if o.label == w]
            if ids:
                queue.remove(w)
                return ids[:1]
        return list(d.option_ids()[: max(1, d.min_choices)])

    return pick


def _resolved(
    b: GameBuilder, pick: Pick
) -> tuple[GameState, tuple[TraceEntry, ...], list[Decision]]:
    """Play "Unique" from Hand and answer its decisions with ``pick`` until a turn comes back."""
    state, entries = play(b, "Unique")
    found, asked = list(entries), []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append(decision)
        state, entry = answer(state, decision.id, tuple(pick(decision)))
        state, more = until_decision(state)
        found.extend((entry, *more))
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return state, tuple(found), asked


def _board(text: str, ally: dict[str, int], me: dict[str, int] | None = None) -> GameBuilder:
    """p1's Unique printing ``text`` in Hand (``me``: counters it enters with are not
    possible from Hand, so its own counters come from a {J} step said in ``text``), Ally
    (p1) with ``ally`` counters, Friend (p1), Foe (p2)."""
    del me
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters=dict(ally), **ALLY)
    b = b.in_expedition("p1", "companion", "Friend", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _counters(state: GameState, name: str, counter: str = BOOST) -> int:
    return state.objects[find(state, name)].counters.get(counter, 0)


def test_6_1_g_up_to_two_moved_the_number_chosen() -> None:
    """ "Move up to two boosts from target Character you control to another target Character
    you control": 1 chosen of Ally's 3 — Ally loses 1 (2.5.g), Friend gains 1 (7.3.15.a)."""
    text = (
        "{J} Move up to two boosts from target Character you control to another target "
        "Character you control."
    )
    pick = _labels("Ally", "Friend", amount="1")
    state, entries, asked = _resolved(_board(text, {BOOST: 3}), pick)
    assert [d.kind for d in asked].count(DecisionKind.CHOOSE_AMOUNT) == 1
    assert (_counters(state, "Ally"), _counters(state, "Friend")) == (2, 1)
    assert {"2.5.g", "6.5.b", "6.1.g"} <= rules_of(entries)


def test_6_1_g_up_to_two_zero_chosen_moves_nothing() -> None:
    """0 chosen: nothing removed, nothing gained (2.5.g)."""
    text = (
        "{J} Move up to two boosts from target Character you control to another target "
        "Character you control."
    )
    state, entries, _ = _resolved(_board(text, {BOOST: 3}), _labels("Ally", "Friend", amount="0"))
    assert (_counters(state, "Ally"), _counters(state, "Friend")) == (3, 0)
    assert "6.1.g" in rules_of(entries)


def test_7_2_1_a_one_of_my_kelon_counters_moved_and_the_receiver_gains() -> None:
    """ "I gain 2 Kelon counters. Move one of my Kelon counters to target Character": one
    removed from me (2.5.g, 7.2.1.a), Foe gains it (7.3.15.a); one line names both ends."""
    text = "{J} I gain 2 Kelon counters. Move one of my Kelon counters to target Character."
    state, entries, _ = _resolved(_board(text, {}), _labels("Foe"))
    assert (_counters(state, "Unique", "Kelon"), _counters(state, "Foe", "Kelon")) == (1, 1)
    assert any("moves 1 Kelon counter from Unique to Foe" in e.text for e in entries)
    assert {"2.5.g", "7.3.15.a", "6.5.b"} <= rules_of(entries)


def test_7_3_15_a_the_receiver_gains_so_its_gain_reaction_activates() -> None:
    """Friend's "When I gain a boost — draw a card." activates when a boost is moved onto it:
    the counter is put on it, a gain (7.3.15.a, 6.3.f); Ally's removal is no gain."""
    text = "{J} Move a boost from target Character to another target Character."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: 2}, **ALLY)
    watcher = grammar_fields("When I gain a boost, draw a card.", "Friend", unique=False)
    b = b.in_expedition("p1", "companion", "Friend", **watcher)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries, _ = _resolved(b, _labels("Ally", "Friend"))
    assert (_counters(state, "Ally"), _counters(state, "Friend")) == (1, 1)
    assert len(state.zone("hand:p1")) == 1  # Friend's Reaction drew a card
    assert {"7.3.15.a", "6.3.f"} <= rules_of(entries)


def test_6_5_b_two_targets_of_one_move_are_two_objects() -> None:
    """ "Move a boost from target Character to target Character": the second target is never
    the first (6.5.b: each object chosen once per step as a target)."""
    text = "{J} Move a boost from target Character to target Character."
    state, entries, asked = _resolved(_board(text, {BOOST: 1}), _labels("Ally", "Foe"))
    targets = [d for d in asked if d.kind == DecisionKind.TARGET]
    assert len(targets) == 2 and "Ally" not in {o.label for o in targets[1].options}
    assert (_counters(state, "Ally"), _counters(state, "Foe")) == (0, 1)
    assert "6.5.b" in rules_of(entries)


def test_6_1_g_up_to_two_from_a_card_you_control_then_draw() -> None:
    """ "Move up to two boosts from a card you control to another target card you control.
    Then, draw a card.": 2 chosen, Ally chosen (6.1.g), Friend the target other than it;
    Ally had 1: 1 moved (2.5.g); the card drawn after (6.1.c)."""
    text = (
        "{J} Move up to two boosts from a card you control to another target card you "
        "control. Then, draw a card."
    )
    state, entries, asked = _resolved(
        _board(text, {BOOST: 1}), _labels("Ally", "Friend", amount="2")
    )
    last = [d for d in asked if d.kind == DecisionKind.TARGET][-1]
    assert "Ally" not in {o.label for o in last.options}  # "another" than the first
    assert (_counters(state, "Ally"), _counters(state, "Friend")) == (0, 1)
    assert len(state.zone("hand:p1")) == 1
    assert any("had 1 of the 2 to move" in e.text for e in entries)


def test_2_5_g_the_first_object_loses_so_its_removal_reaction_activates() -> None:
    """Ally's "When a boost is removed from me — draw a card." activates when a boost is
    moved off it: a removal (2.5.g, 6.3.f); Friend gains it (7.3.15.a)."""
    text = "{J} Move a boost from target Character to another target Character."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    watcher = grammar_fields("When a boost is removed from me, draw a card.", "Ally", unique=False)
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: 2}, **watcher)
    b = b.in_expedition("p1", "companion", "Friend", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries, _ = _resolved(b, _labels("Ally", "Friend"))
    assert (_counters(state, "Ally"), _counters(state, "Friend")) == (1, 1)
    assert len(state.zone("hand:p1")) == 1  # Ally's Reaction drew a card
    assert {"2.5.g", "6.3.f"} <= rules_of(entries)
