"""Mode choosers (issue 30): who chooses a mode, and when (6.5.b, 6.5.g, 6.1.g, 7.5.6.b), played on
boards read by the grammar. "Target opponent chooses one:" — the choosing step requires a
target, so the effect's controller declares it first (6.5.b; the one opponent, the only
legal target of a two-player game, 1.2.1.b: no question), THEN the player targeted chooses
the mode ("unless specified otherwise", 6.1.g; the effect names who, 7.5.6.b; 6.5.g). "Each
opponent / An opponent chooses one:" names no target: no declaration, the opponent chooses.
"Choose one:" is the controller's (6.5.g). Each line's outcome, chooser and cited rule."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, TraceEntry
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

CARD = {"hand_cost": 1, "reserve_cost": 1}
MODES = "• They discard a card from their Reserve. • I gain 2 boosts."
TARGET_OPPONENT = f"{{J}} Target opponent chooses one: {MODES}"
EACH_OPPONENT = f"{{J}} Each opponent chooses one: {MODES}"
AN_OPPONENT = f"{{J}} An opponent chooses one: {MODES}"
CHOOSE_ONE = "{J} Choose one: • Draw a card. • I gain 2 boosts."


def _played(text: str) -> tuple[GameState, list[TraceEntry]]:
    """p1 plays "Unique" (``text``); p2 has "Stored" in Reserve: played to the mode."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_reserve("p2", "Stored", **CARD).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    seen = list(entries)
    for _ in range(5):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.CHOOSE_MODE:
            return state, seen
        state, first = until_decision(state)
        seen.extend(first)
    raise AssertionError("no mode was asked")


def _boosts(state: GameState) -> int:
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    return state.objects[unique].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("pick", "discarded", "boosts"), [("discard", True, 0), ("boosts", False, 2)]
)
def test_6_5_b_the_target_is_declared_before_the_target_opponent_chooses(
    pick: str, discarded: bool, boosts: int
) -> None:
    """The declaration comes first, p1's, with 6.5.b and 1.2.1.b — no question (one legal
    target); then p2 — not p1 — is asked the mode, citing 6.5.g, 6.1.g and 7.5.6.b; p2's
    answer decides: their Reserve card discarded (7.3.7), or "I" (p1's Unique) gains 2."""
    state, seen = _played(TARGET_OPPONENT)
    declared = [e for e in seen if "targets p2" in e.text]
    assert len(declared) == 1, [e.text for e in seen]
    assert "p1 targets p2, the only opponent" in declared[0].text
    assert {"6.5.b", "1.2.1.b"} <= set(declared[0].rules)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE and d.player == "p2"
    after = [e.decision for e in seen[seen.index(declared[0]) :] if e.decision]
    assert after == [d.id]  # no question of a target: the mode is the one asked after it
    assert {"6.5.g", "6.1.g", "7.5.6.b"} <= set(d.rules), d.rules
    assert "6.5.b" not in d.rules  # the target was the line before, not this question
    state, _ = answer_picking(state, tuple(seen), (pick,))
    assert (names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Stored"]) is discarded
    assert _boosts(state) == boosts


@pytest.mark.parametrize("text", [EACH_OPPONENT, AN_OPPONENT])
def test_6_5_g_an_opponent_named_without_target_chooses_with_no_declaration(text: str) -> None:
    """ "Each opponent / An opponent chooses one:" targets nobody: no declaration line (6.5.b
    is not cited); p2 chooses (6.5.g, 7.5.6.b, 1.2.1.b) and discards."""
    state, seen = _played(text)
    assert not any("targets p2" in e.text for e in seen)
    d = state.pending
    assert d is not None and d.player == "p2" and "6.5.g" in d.rules and "6.5.b" not in d.rules
    state, _ = answer_picking(state, tuple(seen), ("discard",))
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Stored"]
    assert _boosts(state) == 0


def test_6_5_g_choose_one_is_the_controllers() -> None:
    """ "Choose one:" names nobody: the effect's controller p1 chooses (6.5.g, 6.1.g's
    "unless specified otherwise"), no target declared; "I gain 2 boosts" chosen."""
    state, seen = _played(CHOOSE_ONE)
    assert not any("targets" in e.text for e in seen)
    d = state.pending
    assert d is not None and d.player == "p1" and d.rules[0] == "6.5.g"
    state, _ = answer_picking(state, tuple(seen), ("boosts",))
    assert _boosts(state) == 2
    assert names(state, z.personal(ZoneKind.HAND, "p1")) == []
