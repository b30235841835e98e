"""A card printed with one text, read by the grammar alone: the board tests' bearer, a die
roll such cards watch, and a judge's step after which Reactions are checked."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine import (
    DecisionKind,
    GameBuilder,
    Step,
    Task,
    TaskKind,
    TraceEntry,
    answer,
    find,
    play_card,
    request,
)
from engine.state.game_state import GameState
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import fields
from ..engine.helpers import rules_of, until_decision


def grammar_fields(
    text: str,
    name: str = "Unique",
    *,
    unique: bool = True,
    type: str = "Character",
    hand_cost: int = 1,
    forest: int = 1,
) -> dict[str, object]:
    """The card-format fields of a 1-cost Character printing ``text`` (a Unique by default;
    its statistics ``forest``/1/1), or of a card of another ``type`` (no statistics), read
    by the grammar alone — the patterns left out, so a board test shows the grammar's
    reading plays. Fails, naming each ability's reason, when the grammar does not read it."""
    character = type == "Character"
    card = PrintedCard(
        name,
        type,
        rarity="unique" if unique else None,
        hand_cost=hand_cost,
        reserve_cost=1,
        forest=forest if character else None,
        mountain=1 if character else None,
        water=1 if character else None,
        main_text=text,
    )
    reading = read_printed(card, patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    return fields(reading)


ROLLER = "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost."
"""A card whose arrival rolls a die (7.3.33.a): the roll the die-roll triggers watch."""


def roll_watched(
    watched: str, watcher: str, result: int, roller: str = ROLLER
) -> tuple[GameState, int, set[str]]:
    """p1 plays a Roller (``roller``, :data:`ROLLER` unless told) that rolls ``result``
    while ``watcher`` has a Character printing ``watched`` in an Expedition: the state at the
    next turn, how many cards ``watcher``'s hand gained, and the rules the trace cited along
    the way."""
    b = GameBuilder().in_hand("p1", "Roller", **grammar_fields(roller, "Roller", unique=False))
    b = b.in_expedition(
        watcher, "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False)
    )
    b = b.mana("p1", 4).deck_of("p1", 2).deck_of("p2", 2)
    state, _ = until_decision(b.at_afternoon().build())
    hands = {p: len(state.zone(f"hand:{p}")) for p in ("p1", "p2")}
    state, _ = play_card(state, "p1", find(state, "Roller"), "hero")
    state, entries = until_decision(state)
    cited: set[str] = set()
    for _ in range(6):  # pay the Mana, roll the die (7.3.33.a), until the next turn
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        pick = (str(result),) if d.kind == DecisionKind.ROLL_DIE else d.option_ids()[:1]
        state, entry = answer(state, d.id, tuple(pick))
        state, entries = until_decision(state)
        cited |= rules_of((entry, *entries))
    return state, len(state.zone(f"hand:{watcher}")) - hands[watcher], cited


def answer_picking(
    state: GameState, entries: tuple[TraceEntry, ...], picks: tuple[str, ...], rounds: int = 20
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """From a played card's first decision, each decision answered with the options whose
    labels hold a word of ``picks`` (as many as it takes), else its first options; until a
    turn (at most ``rounds`` decisions): the state then and ``entries`` with the trace."""
    for _ in range(rounds):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        wanted = [o.id for o in decision.options if any(p in o.label for p in picks)]
        ids = wanted[: max(1, decision.max_choices)] or list(
            decision.option_ids()[: max(1, decision.min_choices)]
        )
        state, first = answer(state, decision.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, entries


def after_judge_step(state: GameState, step: Step) -> tuple[GameState, set[str]]:
    """A judge's step, then Reactions checked (as a scenario script does): the state after,
    and the rules the trace cites."""
    new, first = request(state, step)
    added = len(new.agenda) - len(state.agenda)
    agenda = (*new.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *new.agenda[added:])
    state, entries = until_decision(replace(new, agenda=agenda, pending=None))
    return state, rules_of((first, *entries))


def assert_one_effect_or_refused(text: str, wanted: dict[str, Any] | None) -> None:
    """``text`` read by the grammar alone is a Reaction whose effect is the one step
    ``wanted`` — or, with ``wanted`` ``None`` (the engine cannot say it), refused with a
    reason; never another meaning (precision first)."""
    from scenarios.cards.grammar.first import grammar_ability

    ability, stop = grammar_ability(text, support=False)
    if wanted is None:
        assert ability is None and stop is not None
        return
    assert ability is not None, stop.reason if stop else ""
    assert ability["reaction"]["effect"] == [wanted]


def sibling_reads_as_meant(
    text: str, siblings: dict[str, dict[str, Any] | None], not_yet: Any
) -> None:
    """A reaction sibling is read by the grammar to the reaction ``siblings`` says (its printed
    text aside), or — said ``None``, or not read and listed in ``not_yet`` — refused with a
    reason: the one check every reaction-sibling test makes."""
    from scenarios.cards.grammar.first import grammar_ability

    ability, stop = grammar_ability(text, support=False)
    wanted = siblings[text]
    if wanted is None or (ability is None and text in not_yet):
        assert ability is None and stop is not None
        return
    assert ability is not None, stop.reason if stop else ""
    reaction = dict(ability["reaction"])
    reaction.pop("text", None)
    assert reaction == wanted


def ability_steps(ability: dict[str, Any]) -> list[dict[str, Any]]:
    """Every step of a reading's ability (its "effect"), "then"-nested ones too, in order."""
    body = next(v for v in ability.values() if isinstance(v, dict) and "effect" in v)
    found: list[dict[str, Any]] = []
    todo = list(body["effect"])
    while todo:
        step = todo.pop(0)
        found.append(step)
        todo.extend(step.get("then") or ())
    return found


def grammar_meaning(text: str) -> dict[str, Any]:
    """The grammar's reading of ``text`` without its printed words ("{I}" / "{D}" read as a
    support ability), asserting it reads (the reason if not)."""
    from scenarios.cards.grammar.first import grammar_ability

    ability, stop = grammar_ability(text, support=text.startswith(("{I}", "{D}")))
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


def probe_executes(text: str) -> bool:
    """Whether the whole card (a 1-cost Character printing ``text``) runs in the engine."""
    from .probe import probe_card

    return bool(read_printed(probe_card(text)).executable)


def assert_round_trip(text: str) -> None:
    """The reading written back in words reads again the same."""
    from scenarios.cards.grammar.writer.all_rules import write_ability

    read = grammar_meaning(text)
    written = write_ability(read)
    assert grammar_meaning(written) == read, written


def after_step_and_limbo(state: GameState, step: Step) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """``step`` requested, then the Reactions it activated (Emblems in Limbo, 6.3.h) played
    as p1's turn passes — they resolve before the next turn (4.2.3); every trace entry."""
    state, entry = request(state, step)
    state, more = until_decision(state)
    found = [entry, *more]
    if state.zone("limbo"):
        decision = state.pending
        assert decision is not None and decision.kind == DecisionKind.TURN
        state, passed = answer(state, decision.id, ("pass",))
        state, more = until_decision(state)
        found.extend((passed, *more))
    assert not state.zone("limbo")
    return state, tuple(found)
