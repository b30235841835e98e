"""A Deck shuffled (issue 30, gram104): every sibling of sentences_shuffle_events.py reads to
what it means, or is refused (never another meaning); boards play "When you / an opponent
shuffle(s) their deck" on each shuffle the engine does — "Shuffle your deck", another
player's "[player] shuffles their deck" step, and a Resupply from an empty Deck that shuffles
the Discard pile in (3.2.2.b, 7.3.31.c) — and only for the player whose Deck it is (1.2.2)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.state.enums import Phase
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields, sibling_reads_as_meant
from .sentences_shuffle_events import NOT_YET, SIBLINGS
from .test_board_effects import ALLY


def test_the_siblings_are_many() -> None:
    assert len(SIBLINGS) >= 60


@pytest.mark.parametrize("text", sorted(SIBLINGS))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    sibling_reads_as_meant(text, SIBLINGS, NOT_YET)


def _played(
    played: str, watched: str, watcher: str = "p1", **board: int
) -> tuple[GameState, set[str]]:
    """p1 plays a Spell-like Character printing ``played`` while ``watcher`` has a Watcher
    printing ``watched`` in their hero Expedition: the state at the next turn (targets and
    "may" answered with the first options) and the rules the trace cited."""
    b = GameBuilder(seed=3).in_hand("p1", "Unique", **grammar_fields(played))
    b = b.in_expedition(
        watcher, "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False)
    )
    for p in ("p1", "p2"):
        for i in range(board.get(f"deck_{p}", 4)):
            b = b.in_deck(p, f"Card{p}{i}", **ALLY)
        for i in range(board.get(f"discard_{p}", 0)):
            b = b.in_discard(p, f"Old{p}{i}", **ALLY)
    state, entries = play(b.mana("p1", 4), "Unique")
    cited = rules_of(entries)
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        state, entry = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, more = until_decision(state)
        cited |= rules_of((entry, *more))
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return state, cited


def _boosts(state: GameState) -> int:
    (watcher,) = [o for o in state.objects if state.name(o) == "Watcher"]
    return state.objects[watcher].counters.get("boost", 0)


BOOSTED = "I gain 2 boosts."


def test_3_2_2_b_when_you_shuffle_your_deck_on_shuffle_your_deck() -> None:
    state, cited = _played("{J} Shuffle your deck.", f"When you shuffle your deck \u2014 {BOOSTED}")
    assert _boosts(state) == 2
    assert {"3.2.2.b", "6.3.f"} <= cited


def test_1_2_2_an_opponents_shuffle_is_not_yours() -> None:
    """p1's "Target opponent shuffles their deck": p2's Deck, shuffled by p2 — a Reaction
    watching "you" (p1) does not activate, one watching "an opponent" does."""
    step = "{J} Target opponent shuffles their deck."
    mine, _ = _played(step, f"When you shuffle your deck \u2014 {BOOSTED}")
    assert _boosts(mine) == 0
    theirs, cited = _played(step, f"When an opponent shuffles their deck \u2014 {BOOSTED}")
    assert _boosts(theirs) == 2 and "6.3.f" in cited


def test_1_2_2_each_player_shuffles_activates_a_players_reaction_twice() -> None:
    """ "Each player shuffles their deck": two shuffles, one per player (6.3.g)."""
    step = "{J} Each player shuffles their deck."
    state, _ = _played(step, "When a player shuffles their deck \u2014 I gain 1 boost.")
    assert _boosts(state) == 2


def test_7_3_31_c_a_resupply_from_an_empty_deck_shuffles_it() -> None:
    """An empty Deck Resupplying shuffles the Discard pile in first (7.3.31.c): the Deck is
    then that shuffled pile — "When you shuffle your deck" activates; with cards in the Deck
    no shuffle happens and it does not."""
    watched = f"When you shuffle your deck \u2014 {BOOSTED}"
    state, cited = _played("{J} Resupply.", watched, deck_p1=0, discard_p1=3)
    assert _boosts(state) == 2 and {"7.3.31.c", "4.2.1.f"} <= cited
    state, _ = _played("{J} Resupply.", watched, deck_p1=3, discard_p1=3)
    assert _boosts(state) == 0


def test_4_2_1_f_morning_shuffle_of_the_discard_pile_into_an_empty_deck() -> None:
    """Morning's Draw short of cards: p1 shuffles their Discard pile back in (7.3.9.c,
    4.2.1.f) — the Deck is then that shuffled pile, and "When you shuffle your deck"
    activates; answered "no", nothing is shuffled and it does not."""
    for said, boosts in (("yes", 2), ("no", 0)):
        watched = f"When you shuffle your deck \u2014 {BOOSTED}"
        b = GameBuilder().in_expedition(
            "p1", "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False)
        )
        b = b.deck_of("p1", 1).in_discard("p1", "Recycled", **ALLY).deck_of("p2", 4)
        state, _ = until_decision(b.at_phase(Phase.MORNING, first="p2").build())
        cited: set[str] = set()
        for _ in range(10):
            d = state.pending
            assert d is not None
            if d.kind == DecisionKind.TURN:
                break
            pick = (said,) if d.kind == DecisionKind.MORNING_SHUFFLE else d.option_ids()[:1]
            state, entry = answer(state, d.id, tuple(pick))
            state, more = until_decision(state)
            cited |= rules_of((entry, *more))
        assert _boosts(state) == boosts
        if boosts:
            assert "4.2.1.f" in cited


@pytest.mark.parametrize(("top", "boosts"), [("Ally", 2), ("Perm", 0)])
def test_3_1_3_f_target_opponent_reveals_their_top_card_it_is_that_card(
    top: str, boosts: int
) -> None:
    """ "Target opponent reveals the top card of their deck. If it's a Character, I gain 2
    boosts": p2's own top card revealed (3.2.2.b, 3.1.3.f); "it" is that card (6.3.i) — a
    Character, I gain 2 boosts; a Permanent, none. p1's own top card decides nothing."""
    text = (
        "{J} Target opponent reveals the top card of their deck. If it's a Character, I gain"
        " 2 boosts."
    )
    perm = {"type": "Permanent", "hand_cost": 1, "reserve_cost": 1}
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_deck("p1", "Mine", **(perm if top == "Ally" else ALLY))
    b = b.in_deck("p2", top, **(ALLY if top == "Ally" else perm)).deck_of("p2", 3)
    state, entries = play(b.mana("p1", 4), "Unique")
    for _ in range(6):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        state, entry = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    (me,) = [o for o in state.objects if state.name(o) == "Unique"]
    assert state.objects[me].counters.get("boost", 0) == boosts
    assert state.name(state.zone("deck:p2")[0]) == top  # revealed, not moved (3.1.3.f)
