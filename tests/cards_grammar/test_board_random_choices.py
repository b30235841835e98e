"""A choice made at random played on a board (issue 30, session 34 "gl"): the grammar reads
"… at random" after a step choosing objects (semantics/random_choices.py), and the engine
asks the table what the random draw gave — among the options the choice would offer (6.1.g),
citing 6.5.j — and says the answer as drawn for that player, never as their choice:

- "Target opponent discards a card from their hand at random": the draw among p2's hand;
- "Each player who has 3 or more cards in hand discards a card from their hand at random":
  only the players the filter keeps, each drawn for in initiative order (6.5.d, 6.1.h);
- "Sacrifice a Character at random": among the Characters the caster controls (7.3.36.a).
"""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, TraceEntry, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_random_choice import EACH_PLAYER_FILTERED, SACRIFICE_RANDOM, TARGET_OPPONENT_RANDOM

CARD = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(
    text: str, hands: dict[str, int], *, heroes: int = 0
) -> tuple[GameState, list[TraceEntry]]:
    """p1 plays a Spell printing ``text``; each player holds ``hands[p]`` Characters ("pN
    hand K") and p1 has ``heroes`` Characters in its hero Expedition ("p1 ally K")."""
    b = GameBuilder().in_hand("p1", "Decree", **grammar_fields(text, "Decree", type="Spell"))
    for p, held in hands.items():
        for k in range(1, held + 1):
            b = b.in_hand(p, f"{p} hand {k}", **CARD)
    for k in range(1, heroes + 1):
        b = b.in_expedition("p1", "hero", f"p1 ally {k}", **CARD)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon("p1").build()
    )
    state, _ = play_card(state, "p1", find(state, "Decree"), "spell")
    state, said = until_decision(state)
    trace = list(said)
    while state.pending is not None and state.pending.kind in (
        DecisionKind.PAY_MANA,
        DecisionKind.TARGET,  # the one opponent targeted (6.5.b)
    ):
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, said = until_decision(state)
        trace += said
    return state, trace


def _random_asked(state: GameState, player: str) -> list[str]:
    """The pending decision is the random draw for ``player``: it says so and cites 6.5.j."""
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE, d
    assert d.player == player, d
    assert "at random" in d.prompt and "no player chooses" in d.prompt, d.prompt
    assert "6.5.j" in d.rules, d.rules
    return sorted(o.label for o in d.options)


def _drawn(state: GameState, label: str) -> tuple[GameState, list[TraceEntry]]:
    d = state.pending
    assert d is not None
    chosen = next(o.id for o in d.options if o.label == label)
    state, entry = answer(state, d.id, (chosen,))
    state, more = until_decision(state)
    return state, [entry, *more]


def _zone(state: GameState, kind: ZoneKind, player: str) -> list[str]:
    return sorted(names(state, z.personal(kind, player)))


def test_6_5_j_target_opponent_discards_a_card_drawn_at_random() -> None:
    state, _ = _played(TARGET_OPPONENT_RANDOM.removeprefix("SPELL "), {"p2": 3})
    assert _random_asked(state, "p2") == ["p2 hand 1", "p2 hand 2", "p2 hand 3"]
    state, said = _drawn(state, "p2 hand 2")
    line = next(e for e in said if "drawn at random" in e.text)
    assert "chooses" not in line.text and "6.5.j" in line.rules
    assert _zone(state, ZoneKind.DISCARD, "p2") == ["p2 hand 2"]  # 7.3.7.a
    assert _zone(state, ZoneKind.HAND, "p2") == ["p2 hand 1", "p2 hand 3"]


def test_6_5_d_only_players_with_enough_cards_in_hand_discard_at_random() -> None:
    """p1 holds 2 cards (the Decree left the hand), p2 holds 4: only p2 discards."""
    state, _ = _played(EACH_PLAYER_FILTERED.removeprefix("SPELL "), {"p1": 2, "p2": 4})
    assert _random_asked(state, "p2") == [f"p2 hand {k}" for k in range(1, 5)]
    state, _ = _drawn(state, "p2 hand 4")
    d = state.pending
    assert d is None or d.kind == DecisionKind.TURN, d  # p1 is never asked
    assert _zone(state, ZoneKind.DISCARD, "p2") == ["p2 hand 4"]
    assert _zone(state, ZoneKind.HAND, "p1") == ["p1 hand 1", "p1 hand 2"]


def test_6_5_d_each_player_with_enough_cards_drawn_for_in_initiative_order() -> None:
    state, _ = _played(EACH_PLAYER_FILTERED.removeprefix("SPELL "), {"p1": 3, "p2": 3})
    assert _random_asked(state, "p1") == ["p1 hand 1", "p1 hand 2", "p1 hand 3"]
    state, _ = _drawn(state, "p1 hand 1")
    assert _random_asked(state, "p2") == ["p2 hand 1", "p2 hand 2", "p2 hand 3"]
    state, _ = _drawn(state, "p2 hand 3")
    assert _zone(state, ZoneKind.DISCARD, "p1") == ["p1 hand 1"]  # the Decree to Reserve, 5.2.4.b
    assert _zone(state, ZoneKind.DISCARD, "p2") == ["p2 hand 3"]


def test_7_3_36_a_sacrifice_a_character_at_random_among_those_you_control() -> None:
    state, _ = _played(SACRIFICE_RANDOM.removeprefix("SPELL "), {"p2": 1}, heroes=2)
    assert _random_asked(state, "p1") == ["p1 ally 1", "p1 ally 2"]
    state, said = _drawn(state, "p1 ally 2")
    assert any("drawn at random for p1" in e.text for e in said)
    assert _zone(state, ZoneKind.DISCARD, "p1") == ["p1 ally 2"]  # 7.3.36.a


def test_6_5_j_the_prompt_and_the_line_said_to_the_judge() -> None:
    """The judge is asked for the draw, in words; the answer is said as drawn for p2, the card
    left unnamed while it is in p2's hidden Hand (3.1.3.f)."""
    state, _ = _played(TARGET_OPPONENT_RANDOM.removeprefix("SPELL "), {"p2": 2})
    d = state.pending
    assert d is not None
    assert d.prompt.startswith("draw at random (every option equally likely; no player chooses)")
    assert "enter which to discard" in d.prompt
    state, said = _drawn(state, "p2 hand 1")
    assert said[0].text == "drawn at random for p2: a card in p2's Hand"
