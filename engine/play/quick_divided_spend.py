"""A quick action's cost spending N counters in all from among a group (session 41): "{T},
Spend 2 boosts from among Characters you control: Draw a card."

Said with neither "each" nor "all", N counters from several objects are N in all, divided
among them as the player chooses (6.1.g, 7.3.38.a; engine/steps/spent_in_all.py). As a cost,
the division is chosen as the quick action is declared (5.1.2.c) — one option per counter of
that name on the group's objects, exactly N of them — and with fewer than N in all the cost
cannot be paid, so the quick action cannot be played (7.3.38.b, 6.4.c; the options are empty,
engine.play.quick_legality). Paid with the rest of the cost in one step (6.4.a, 5.1.2.i):
one atomic action per object the counters come from (6.1.e).
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.cards import EffectStep
from engine.state.decisions import DecisionKind, Option
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.steps import Step
from engine.steps.event_sentences import counted_words
from engine.steps.spent_in_all import counters_to_choose
from engine.steps.subjects import instantiate
from engine.why.table import why


def divided(part: EffectStep) -> bool:
    """Whether a cost part spends counters in all from among a group."""
    return part.action is ActionKind.SPEND_COUNTERS and part.in_all


def ask_division(
    state: GameState, declare: Task, part: EffectStep, options: tuple[str, ...]
) -> Result:
    """Ask which N counters the cost spends, among ``options`` (counters on the group's
    objects), as the quick action is declared (5.1.2.c, 6.1.g)."""
    assert declare.player is not None and declare.object_id is not None
    player, me = declare.player, declare.object_id
    step = instantiate(part, state, player, me, None, state.name(me))
    labels = dict(counters_to_choose(state, step))
    wanted = counted_words(part.amount, part.counter or "counter")
    return ask(
        state,
        DecisionKind.COST_CHOICE,
        player,
        f"choose the {wanted} to spend for the cost of "
        f"{possessive(state.whose_name(me))} quick action",
        tuple(Option(o, labels[o]) for o in options),
        declare,
        tuple(dict.fromkeys((*why("quick.spend_chosen"), *why("effect.spend_in_all")))),
        part.amount,
        part.amount,
    )


def division_paid(part: EffectStep, player: str, chosen: tuple[str, ...]) -> Step:
    """The cost's spend of the counters ``chosen`` ("o12/boost/1": a counter of that name on
    that object), paid by ``player`` (6.4): from the objects they are on (7.3.38.a)."""
    holders = tuple(dict.fromkeys(c.split("/", 1)[0] for c in chosen))
    return Step(
        ActionKind.SPEND_COUNTERS,
        controller=player,
        objects=holders,
        counter=part.counter,
        amount=part.amount,
        in_all=True,
        choices_made=chosen,
        is_cost=True,
    )
