"""Advancing a game: one task or one decision at a time.

* :func:`step` performs the next agenda task — at most one step of the rules (its atomic
  actions are simultaneous, 6.1.f) — or asks for a decision;
* :func:`answer` answers the pending decision with legal option ids only;
* :func:`run_until_decision` steps until a decision is pending or the game is over;
* :func:`request` is the judge's sandbox: make one step happen now, refusing impossible
  atomic actions with :class:`IllegalAction`.

All functions are pure: they return new states and never change their arguments.
"""

from __future__ import annotations

import engine.day.hero_counters
import engine.day.phases
import engine.day.setup
import engine.play.paying_and_resolving
import engine.play.playing
import engine.play.quick
import engine.steps.resolution
from engine.day.morning import idle
from engine.pipeline.atomic import needs_destination
from engine.pipeline.dependency import note_dependencies
from engine.pipeline.keywords import ACTION_RULES
from engine.pipeline.runtime import ANSWER_HANDLERS, TASK_HANDLERS
from engine.play.legality import check_play
from engine.play.quick import check_quick
from engine.state.actions import ActionKind
from engine.state.agenda import TaskKind
from engine.state.decisions import Decision, DecisionKind
from engine.state.enums import Phase
from engine.state.errors import AwaitingDecision, GameOver, IllegalAction
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.dice import FACES
from engine.steps.modal_steps import refused_mode
from engine.steps.refused_targets import refused_answer
from engine.steps.resolution import reactions_in_limbo, run_step
from engine.why.deciding import decided
from engine.why.table import rule_of, why
from engine.why.trace import TraceEntry

_REGISTERED = (
    engine.day.hero_counters,
    engine.day.phases,
    engine.day.setup,
    engine.play.paying_and_resolving,
    engine.play.playing,
    engine.play.quick,
)


def step(state: GameState) -> tuple[GameState, TraceEntry]:
    """Do the next smallest unit of work."""
    if state.game_over:
        raise GameOver(f"the game is over; {state.winner} won")
    if state.pending is not None:
        raise AwaitingDecision(f"waiting for {state.pending.player}: {state.pending.prompt}")
    if not state.agenda:
        raise GameOver("nothing left to do")
    task, rest = state.agenda[0], state.agenda[1:]
    state, entry = TASK_HANDLERS[task.kind](evolve(state, agenda=rest), task)
    return _given_out(*note_dependencies(*_checked_reactions(state, entry)))


def _given_out(state: GameState, entry: TraceEntry) -> tuple[GameState, TraceEntry]:
    """The entry as the engine gives it out: citing the rules that decide it, the others
    kept as its ``also`` (:mod:`engine.why.deciding`). Each step said its own line in a
    judge's words where it made it (:mod:`engine.why.step_lines`)."""
    return state, decided(entry)


def _checked_reactions(state: GameState, entry: TraceEntry) -> tuple[GameState, TraceEntry]:
    """When the next task is checking Reactions (4.2.g, 4.4.c) and Limbo holds none,
    that check is done with this step: nothing happens and nobody gets a choice (4.4.d),
    so it is one line of the trace instead of a step of its own. A Morning shuffle point
    with nobody to ask (4.2.1.f) is passed over the same way, silently."""
    while state.agenda and state.pending is None and not state.game_over:
        agenda = state.agenda
        if idle(state, agenda[0]):
            state = evolve(state, agenda=agenda[1:])
            continue
        if agenda[0].kind != TaskKind.CHECK_REACTIONS or reactions_in_limbo(state):
            break
        state = evolve(state, agenda=agenda[1:])
        said = entry.text == "no Reactions in Limbo" or "; no Reactions in Limbo" in entry.text
        if not said:  # a line saying it already is not made to say it twice
            entry = replace(
                entry,
                text=f"{entry.text}; no Reactions in Limbo",
                rules=tuple(dict.fromkeys((*entry.rules, *why("reaction.no_more")))),
            )
    return state, entry


def answer(
    state: GameState, decision_id: str, choice: str | tuple[str, ...]
) -> tuple[GameState, TraceEntry]:
    """Answer the pending decision. ``choice`` is one option id or a tuple of them."""
    decision = state.pending
    if decision is None or decision.id != decision_id:
        raise IllegalAction(
            f"there is no pending decision {decision_id!r}", rule_of("refused.decision_unknown")
        )
    chosen = (choice,) if isinstance(choice, str) else tuple(choice)
    legal = set(decision.option_ids())
    bad = [c for c in chosen if c not in legal]
    if bad:
        general = decision.rules[0] if decision.rules else rule_of("refused.decision_unknown")
        # The rule that excludes that object (2.2.1.h, a status, control …), beside the
        # general one of the decision (6.5.b): what a judge answers to "why not it?".
        reason, rules = refused_answer(state, decision, bad[0])
        if not reason:  # a mode not offered: it plays a card that cannot be played (6.1.g)
            reason, rules = refused_mode(state, decision, bad[0])
        said = f" — {reason}" if reason else ""
        main, *also = rules or (general,)
        raise IllegalAction(
            f"{bad[0]} is not a legal option for {decision.player}'s decision "
            f"“{decision.prompt}”{said}",
            main,
            tuple(r for r in dict.fromkeys((*also, general)) if r != main),
        )
    twice = next((c for i, c in enumerate(chosen) if c in chosen[:i]), None)
    if twice is not None and decision.kind in (DecisionKind.TARGET, DecisionKind.TARGET_ONE_MORE):
        # 6.5.b: one object (Expedition, zone, player) is a target only once per step
        named = dict((o.id, o.label) for o in decision.options).get(twice, twice)
        raise IllegalAction(
            f"{named} is chosen twice: an object, Expedition, zone or player may only be "
            f"chosen once per step as a target — choose between {decision.min_choices} and "
            f"{decision.max_choices} different ones",
            rule_of("effect.target_once_per_step"),
        )
    if len(set(chosen)) != len(chosen) or not (
        decision.min_choices <= len(chosen) <= decision.max_choices
    ):
        raise IllegalAction(
            f"{decision.player} chooses {_how_many(decision)} for “{decision.prompt}”, "
            "each option at most once",
            decision.rules[0] if decision.rules else rule_of("refused.decision_unknown"),
        )
    return _given_out(
        *note_dependencies(
            *ANSWER_HANDLERS[decision.kind](evolve(state, pending=None), decision, chosen)
        )
    )


def run_until_decision(
    state: GameState, limit: int = 1_000_000
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Step until a decision is pending, the game is over or ``limit`` steps were made."""
    entries: list[TraceEntry] = []
    for _ in range(limit):
        if state.pending is not None or state.game_over or not state.agenda:
            break
        state, entry = step(state)
        entries.append(entry)
    return state, tuple(entries)


def play_card(
    state: GameState, player: str, object_id: str, dest: str, scout: bool = False
) -> tuple[GameState, TraceEntry]:
    """Play a card as a turn effect: answer the pending turn decision of ``player``.
    Refuses illegal plays with the rule broken (not your turn, exhausted in Reserve,
    unpayable cost...). ``scout``: for its alternative cost Scout X, from Hand (7.4.5.c)."""
    decision = state.pending
    if decision is None or decision.kind != "turn" or decision.player != player:
        raise _not_choosing(state, player)
    check_play(state, player, object_id, dest, scout=scout)
    return answer(state, decision.id, f"play:{object_id}:{dest}" + (":scout" if scout else ""))


def play_quick_action(
    state: GameState, player: str, object_id: str, ability_index: int
) -> tuple[GameState, TraceEntry]:
    """Play a quick action as a turn effect (5.3): answer the pending turn decision of
    ``player``. Refuses illegal ones with the rule broken (5.3.b, 5.3.e, 1.2.5.c...)."""
    decision = state.pending
    if decision is None or decision.kind != "turn" or decision.player != player:
        raise _not_choosing(state, player)
    check_quick(state, player, object_id, ability_index)
    return answer(state, decision.id, f"quick:{object_id}:{ability_index}")


def _not_choosing(state: GameState, player: str) -> IllegalAction:
    """Why ``player`` cannot take a turn effect now: outside the Afternoon no turns are
    taken at all (4.2.3.b), which decides before whose turn it is (5.1.1.b)."""
    if state.phase is not Phase.AFTERNOON:
        return IllegalAction(
            f"{player} cannot play a card or a quick action during {state.phase.value}: "
            "turns are taken only during the Afternoon",
            rule_of("refused.not_afternoon"),
            why("refused.not_turn_effect"),
        )
    return IllegalAction(
        f"{player} is not choosing a turn effect now", rule_of("refused.not_turn_effect")
    )


def request(state: GameState, a_step: Step) -> tuple[GameState, TraceEntry]:
    """Judge sandbox: make ``a_step`` happen now through the full pipeline (modifiers,
    events, Reaction activations queued). Any impossible atomic action raises
    :class:`IllegalAction` naming its rule, and the state is unchanged."""
    if needs_destination(a_step):
        rule_id = ACTION_RULES.get(a_step.kind) or rule_of("refused.no_destination")
        what = a_step.kind.value
        raise IllegalAction(f"say where to {what} it: the step has no destination", rule_id)
    if a_step.kind is ActionKind.ROLL_DIE and a_step.amount not in FACES:
        # 7.3.33.a, 1.1.7.d: the request says what the die showed, 1 to 6 (its amount).
        raise IllegalAction("say what the die showed: an amount from 1 to 6", rule_of("dice.faces"))
    return _given_out(*note_dependencies(*run_step(state, a_step, strict=True)))


def _how_many(decision: Decision) -> str:
    """How many options ``decision`` takes: "exactly 1 option", "up to 2 options"."""
    low, high = decision.min_choices, decision.max_choices
    plural = "option" if high == 1 else "options"
    if low == high:
        return f"exactly {low} {plural}"
    return f"up to {high} {plural}" if low == 0 else f"{low} to {high} {plural}"
