"""ib40 (session 40): "Each player [keyword action of several steps]" and "Each player draws a
card, then discards a card", played on boards."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry
from engine.state.decisions import DecisionKind
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import answer, rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_ha_keyword_action_events import ALLY

KEYWORDS = {
    "stow": "Put a card from your hand in your Reserve. Draw a card.",
    "sift": "Draw a card. Then discard a card from your hand.",
}


def _fields(text: str, name: str, type: str = "Character") -> dict[str, object]:
    with using_keywords(KEYWORDS):
        return grammar_fields(text, name, type=type, unique=type == "Character")


def _board(hand: int = 1) -> GameBuilder:
    b = GameBuilder()
    for p in ("p1", "p2"):
        for i in range(hand):
            b = b.in_hand(p, f"Keep{p}{i}", **ALLY)
    b = b.mana("p1", 4).mana("p2", 4)
    for p in ("p1", "p2"):
        b = b.deck_of(p, 6)
    return b


def _played(
    b: GameBuilder, text: str, picks: tuple[str, ...] = ()
) -> tuple[GameState, tuple[TraceEntry, ...], list[tuple[str, str]]]:
    b = b.in_hand("p1", "Probe", **_fields(text, "Probe", type="Spell"))
    state, entries = play(b, "Probe", "spell")
    asked: list[tuple[str, str]] = []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append((decision.player, decision.prompt))
        wanted = [o.id for o in decision.options if any(p in o.label for p in picks)]
        ids = wanted[: max(1, decision.max_choices)] or list(
            decision.option_ids()[: max(1, decision.min_choices)]
        )
        state, first = answer(state, decision.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, tuple(entries), asked


def _zone(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def test_probe() -> None:
    state, entries, asked = _played(_board(), "Each player [Stows].", ("Keep",))
    for e in entries:
        print(e)
    print(asked)
    print(_zone(state, "reserve:p1"), _zone(state, "reserve:p2"), _zone(state, "hand:p1"), _zone(state, "hand:p2"))
    assert False
