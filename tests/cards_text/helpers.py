"""Reading printed text in tests: a card from its characteristics and text, compiled by the
same reader the card pool uses, and put on an engine board."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine import (
    CardDef,
    DecisionKind,
    GameBuilder,
    Phase,
    Status,
    TraceEntry,
    answer,
    cited_rule_ids,
    find,
    new_game,
    play_card,
)
from engine.invariants import violations
from engine.state.game_state import GameState
from scenarios.cards.compile import compile_card
from scenarios.cards.printed import PrintedCard, Reading, read_printed

from ..engine.helpers import choose, pending, random_play, until_decision


def read(text: str, type: str = "Character", support: str = "", **chars: Any) -> Reading:
    """Read a card with ``text`` as its printed abilities (``support``: its support
    ability); Characters get 2/2/2 and costs 1 unless given."""
    if type == "Character":
        for k in ("forest", "mountain", "water"):
            chars.setdefault(k, 2)
    if type != "Hero":
        chars.setdefault("hand_cost", 1)
        chars.setdefault("reserve_cost", 1)
    if type == "Permanent":
        chars.setdefault("zone_type", "Landmark")
    chars.setdefault("name", "Printed")
    return read_printed(PrintedCard(type=type, main_text=text, support_text=support, **chars))


def executed(reading: Reading) -> Reading:
    """The reading, asserting every ability was executed (with the reasons if not)."""
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    return reading


def not_executed(reading: Reading) -> str:
    """The first reason an ability was not executed (asserting there is one)."""
    reasons = [a.reason for a in reading.abilities if a.status == "not executed"]
    assert reasons, "expected an ability left to the judge"
    return reasons[0]


def fields(reading: Reading) -> dict[str, Any]:
    """The engine card fields of a reading (for ``GameBuilder.in_hand(..., **fields)``)."""
    compiled = compile_card(reading.model)
    assert compiled.gaps == ()
    return compiled.fields


def steps(reading: Reading) -> list[dict[str, Any]]:
    """The written steps of the first ability's effect (or the Spell's effect)."""
    model = reading.model
    if model.effect:
        return [s.model_dump(exclude_defaults=True, by_alias=True) for s in model.effect]
    ab = model.abilities[0]
    part = ab.reaction or ab.quick_action
    assert part is not None
    return [s.model_dump(exclude_defaults=True, by_alias=True) for s in part.effect]


def play(b: GameBuilder, name: str, dest: str = "hero") -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Start the Afternoon, play ``name`` from p1's Hand and run to the next decision."""
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, name), dest)
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    return state, (first, *entries)


def names(state: GameState, zone: str) -> list[str]:
    """The names of the objects in a zone."""
    return [state.name(o) for o in state.zone(zone)]


def random_game_keeps_invariants(
    compiled: Sequence[dict[str, Any]], seed: int, cards: list[int], picks: list[int]
) -> None:
    """Play a game at random between two 24-card decks drawn from ``compiled`` (by the
    indices in ``cards``), asserting after every step that the engine's invariants hold
    and that it cites only registered rules."""

    def deck(player: str, choice: list[int]) -> list[CardDef]:
        return [
            CardDef(f"{player}-{i}", player, f"{player} #{i}", **compiled[n % len(compiled)])
            for i, n in enumerate(choice)
        ]

    registry = cited_rule_ids()
    start = new_game({"p1": deck("p1", cards[:24]), "p2": deck("p2", cards[24:])}, seed=seed)
    for state, entry in random_play(start, picks, 900):
        assert set(entry.rules) <= registry
        problems = violations(state)
        assert problems == [], (entry.text, problems)


def answer_roll(state: GameState, result: int) -> tuple[GameState, tuple[object, ...]]:
    """Answer the pending die roll with ``result`` (7.3.33.a: the table rolls, the engine
    asks what the die showed) and run to the next decision."""
    d = pending(state)
    assert d.kind == "roll_die" and d.option_ids() == ("1", "2", "3", "4", "5", "6")
    state, said = answer(state, d.id, (str(result),))
    state, entries = until_decision(state)
    return state, (said, *entries)


def exhausted_mana(state: GameState, player: str) -> list[bool]:
    """Whether each Mana Orb of ``player`` is exhausted, in order."""
    return [Status.EXHAUSTED in state.objects[o].statuses for o in state.zone(f"mana:{player}")]


def passive_of(text: str, **chars: object) -> dict[str, object]:
    """The static passive ability a printed ``text`` is read as, as its fields."""
    r = executed(read(text, **chars))
    passive = r.model.abilities[0].passive
    assert passive is not None
    return passive.model_dump(exclude_defaults=True, by_alias=True)


def at_night(b: GameBuilder) -> GameState:
    """The board of ``b`` at Night, run to its first decision."""
    state, _ = until_decision(b.at_phase(Phase.NIGHT).build())
    return state


def from_phase(b: GameBuilder, phase: Phase) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Run from the start of ``phase`` to the next decision (Decks to draw from)."""
    return until_decision(b.deck_of("p1", 6).deck_of("p2", 6).at_phase(phase).build())


def reaction_of(text: str) -> dict[str, object]:
    """The Reaction a printed ``text`` is read as, as its fields."""
    r = executed(read(text))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None
    return reaction.model_dump(exclude_defaults=True, by_alias=True)


def boosts_of(state: GameState, name: str) -> int:
    """How many boosts the object named ``name`` has."""
    return state.objects[find(state, name)].boosts


def counters_of(state: GameState, name: str, counter: str) -> int:
    """How many ``counter`` counters the object named ``name`` has."""
    return state.objects[find(state, name)].counters.get(counter, 0)


def pay_mana(state: GameState) -> GameState:
    """Pay every pending mana payment with the first Mana Orbs offered."""
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state = choose(state, *d.option_ids()[: d.min_choices])
    return state
