"""Hidden zones and choices (session 39): a set's keyword action of SEVERAL steps done by ONE other
player the effect names, played on boards — "Target opponent [Stows]." where [Stow] is "Put a card
from your hand in your Reserve. Draw a card." and "Target opponent [Haggles]." where [Haggle] is
"Draw a card. You may put a card from your hand in your Reserve. If you do, draw a card.".

The targeted player (6.5.b) does every step as their own (1.4.7.b, 7.5.6.b), in printed order
(6.5.a): the choices and the "may" are theirs (6.1.g "unless specified otherwise", 6.5.c),
the draws from their Deck; a step that cannot happen is ignored, the rest happens (6.5.h);
the action is carried out once its first step is (6.5.f), one Reaction (1.2.7.c). Each test
records WHO is asked each decision."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry, find
from engine.state.decisions import DecisionKind
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import answer, rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_keyword_action_triggers import ALLY

D = "\u2014"
KEYWORDS = {
    "stow": "Put a card from your hand in your Reserve. Draw a card.",
    "haggle": "Draw a card. You may put a card from your hand in your Reserve. If you do,"
    " draw a card.",
}
"""The set's keyword actions of several steps (invented)."""


def _fields(text: str, name: str, type: str = "Character") -> dict[str, object]:
    with using_keywords(KEYWORDS):
        return grammar_fields(text, name, type=type, unique=type == "Character")


def _board(watcher: str = "", *, their_hand: int = 1, their_deck: int = 6) -> GameBuilder:
    """p2 with ``their_hand`` cards "Keep" in hand and a Deck of ``their_deck``; p1 with a
    Deck of 6; p1 has "Watcher" printing ``watcher`` in play when given."""
    b = GameBuilder()
    for i in range(their_hand):
        b = b.in_hand("p2", f"Keep{i}", **ALLY)
    if watcher:
        b = b.in_expedition("p1", "hero", "Watcher", **_fields(watcher, "Watcher"))
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6)
    return b.deck_of("p2", their_deck) if their_deck else b


def _played(
    b: GameBuilder, text: str, picks: tuple[str, ...]
) -> tuple[GameState, tuple[TraceEntry, ...], list[tuple[str, str]]]:
    """p1 plays the Spell "Probe" printing ``text``; each decision answered with the options
    whose labels hold a word of ``picks`` (else the first): the state, the trace and WHO was
    asked each decision with its prompt."""
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


def test_1_4_7_b_target_opponent_stows_from_their_hand_and_draws_from_their_deck() -> None:
    state, entries, asked = _played(_board(), "Target opponent [Stows].", ("p2", "Keep"))
    assert _zone(state, "reserve:p2") == ["Keep0"]  # "your hand", "your Reserve": theirs
    assert len(_zone(state, "hand:p2")) == 1  # the draw from their Deck
    assert len(state.zone("deck:p2")) == 5 and len(state.zone("deck:p1")) == 6
    assert _zone(state, "hand:p1") == []
    # the one opponent targeted (6.5.b, 1.2.1.b), the player named doing it (7.5.6.b)
    assert {"7.5.6.b", "6.5.b", "1.2.1.b"} <= rules_of(entries)
    # who is asked: the one opponent is the target (6.5.b, 1.2.1.b); they choose the card
    assert [who for who, _ in asked] == ["p2"]


def test_6_5_h_target_opponent_with_an_empty_hand_still_draws() -> None:
    # nothing to put: the first step is ignored, the rest happens (6.5.h)
    state, _, asked = _played(_board(their_hand=0), "Target opponent [Stows].", ("p2",))
    assert _zone(state, "reserve:p2") == []
    assert len(_zone(state, "hand:p2")) == 1
    assert asked == []  # the one opponent targeted; p2 has nothing to choose (6.1.g)


def test_6_5_f_an_opponents_stow_done_by_your_effect_activates_once() -> None:
    b = _board(f"When an opponent [Stows] {D} I gain 1 boost.")
    state, entries, _ = _played(b, "Target opponent [Stows].", ("p2", "Keep"))
    assert state.objects[find(state, "Watcher")].boosts == 1  # one action, one event
    assert {"6.5.f", "6.3.f"} <= rules_of(entries)


def test_6_5_c_the_may_of_a_later_step_is_the_target_opponents() -> None:
    state, _, asked = _played(_board(), "Target opponent [Haggles].", ("Keep", "do it"))
    may = [who for who, prompt in asked if "may" in prompt.lower()]
    assert may == ["p2"], asked  # their "You may" (6.5.c), not the effect's controller's
    assert _zone(state, "reserve:p2") and "Keep" in _zone(state, "reserve:p2")[0]
    assert len(_zone(state, "hand:p2")) == 2 + 1 - 1  # drew, put one, "If you do" drew
    assert len(state.zone("deck:p2")) == 4


def test_6_5_f_target_opponent_declining_the_may_draws_once() -> None:
    state, _, asked = _played(_board(), "Target opponent [Haggles].", ("do not",))
    assert [who for who, _ in asked] == ["p2"]  # their "may" only: nothing chosen after
    assert _zone(state, "reserve:p2") == []
    assert len(_zone(state, "hand:p2")) == 2  # Keep0 and the first draw; no "If you do"
    assert len(state.zone("deck:p2")) == 5
