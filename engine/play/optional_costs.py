"""Optional costs of playing a card: "You may discard a card from your Reserve to reduce my
cost by {2}".

In the declaration of intent the player chooses optional costs (5.1.2.c) — never forced to
pay one (1.2.5.b) — and, here, which object it moves; the cost decrease that goes with it
then applies with the other alterations (5.1.2.f). The object moves when the costs are paid,
with the mana, all parts of the cost at once in one step (5.1.2.i, 1.2.5.d, 6.4.a). An
optional cost that cannot be paid in full is not offered (1.2.5.c); nor is one for a card
played for free, whose costs are not paid (5.1.2.f Remark), or one that would lower nothing
(a card already free by an Emblem-Ongoing) — a choice never worth making.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.play.costs import cost_of, play_cost, ready_orbs
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.cards import CardDef, CostScope, CostSpec
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subject_choices import choice_options
from engine.steps.subjects import instantiate  # the step's choice, as a quick action's cost
from engine.why.chosen_nouns import chosen_noun
from engine.why.table import why
from engine.why.trace import TraceEntry


def optional_spec(state: GameState, object_id: str) -> CostSpec | None:
    """The card's own cost decrease that comes with an optional cost, if it has one."""
    card = state.card(object_id)
    return spec_of_card(card) if card is not None else None


def spec_of_card(card: CardDef) -> CostSpec | None:
    """The card's own cost change paid with a cost beside the mana (optional or additional)."""
    for ab in card.abilities:
        spec = ab.cost_change
        if spec is not None and spec.scope == CostScope.ME and spec.optional is not None:
            return spec
    return None


def optional_options(state: GameState, player: str, object_id: str) -> tuple[str, ...]:
    """What ``player`` could move to pay the optional cost of playing ``object_id`` — not
    the card itself, which goes to Limbo (5.1.2.h); empty when there is no such cost or
    nothing to pay it with (1.2.5.c)."""
    spec = optional_spec(state, object_id)
    if spec is None or spec.optional is None:
        return ()
    step = instantiate(spec.optional, state, player, object_id, None, state.name(object_id))
    exhaust = spec.optional.action is ActionKind.EXHAUST
    return tuple(
        o
        for o in choice_options(state, step, player)
        # 2.4.1.f, 6.4.c: an object already exhausted cannot gain it again, so cannot pay
        # an exhaust cost — the cost could not be paid in full with it.
        if o != object_id and not (exhaust and state.objects[o].has(Status.EXHAUSTED))
    )


def cost_count(spec: CostSpec) -> int:
    """How many objects the cost paid beside the mana moves: "sacrifice two Characters"
    chooses two (6.1.g), one otherwise (1.2.5.a)."""
    return max(1, spec.optional.choose_count) if spec.optional is not None else 1


def cost_said(spec: CostSpec) -> str:
    """The cost paid beside the mana in a judge's words: "sacrifice one", "discard two"."""
    count = cost_count(spec)
    return f"{spec.optional_action} {_COUNT_WORDS.get(count, str(count))}"


_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def ask_optional_cost(state: GameState, player: str, object_id: str, resume: Task) -> Result | None:
    """Ask whether to pay the optional cost and with what (5.1.2.c) — none is an answer
    (1.2.5.b) — or ``None`` when there is nothing to ask."""
    spec = optional_spec(state, object_id)
    options = optional_options(state, player, object_id)
    if spec is None or spec.optional is None or not options:
        return None
    what = spec.optional.action.value
    if spec.additional:
        # 5.1.2.c: the additional cost is declared with the others — as many objects as it
        # names, never none (6.4.c: paid in full).
        count = cost_count(spec)
        return ask(
            state,
            DecisionKind.OPTIONAL_COST,
            player,
            f"as an additional cost to play {state.name(object_id)}, {cost_said(spec)} of these",
            tuple(Option(o, state.name(o)) for o in options),
            resume,
            why("play.additional_cost"),
            count,
            count,
        )
    scout = resume.alternative == "scout"
    without = cost_of(state, object_id, resume.amount, False, scout, resume.dest)
    paid = play_cost(state, object_id, resume.amount, False, scout, resume.dest, True).amount
    if paid >= without:
        return None  # nothing to gain ("the next Spell you play is free"): never worth it
    needed = without > len(ready_orbs(state, player))
    # 5.1.2.g: a declaration the player cannot pay is not legal — then only paying it is.
    prompt = (
        f"{what} one of these to play {state.name(object_id)} for {-spec.change} less — "
        f"without it, {without} mana is more than {player} has"
        if needed
        else f"you may {what} one of these to play {state.name(object_id)} for "
        f"{-spec.change} less — choose one {chosen_noun(state, options)[0]}, or none not to"
    )
    rules = (*why("play.optional_cost"), *(why("play.optional_cost_needed") if needed else ()))
    return ask(
        state,
        DecisionKind.OPTIONAL_COST,
        player,
        prompt,
        tuple(Option(o, state.name(o)) for o in options),
        resume,
        rules,
        1 if needed else 0,
        1,
    )


@on_answer(DecisionKind.OPTIONAL_COST)
def _optional_cost_chosen(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, replace(decision.resume, cost_objects=choice))
    spec = optional_spec(state, decision.resume.object_id or "")
    if spec is not None and spec.additional and choice:
        names = ", ".join(state.whose_name(o) for o in choice)
        text = f"{decision.player} will pay the additional cost with {names}"
        return state, TraceEntry(text, why("play.additional_cost"))
    if not choice:
        text = f"{decision.player} does not pay the optional cost"
    else:
        text = f"{decision.player} will pay the optional cost with {state.name(choice[0])}"
    return state, TraceEntry(text, why("play.optional_cost"))


def optional_cost_step(state: GameState, task: Task) -> Step | None:
    """The part of the cost that moves what the player chose to pay the optional cost with
    (1.2.5.a), paid with the mana (1.2.5.d); ``None`` when none was chosen."""
    # The card is a new object in Limbo now (2.1.f): found by its card.
    spec = spec_of_card(state.cards[task.card]) if task.card is not None else None
    if not task.cost_objects or spec is None or spec.optional is None:
        return None
    if spec.optional.action is ActionKind.EXHAUST:  # "exhaust a Character" (7.3.13.a)
        return Step(
            ActionKind.EXHAUST, controller=task.player, objects=task.cost_objects, is_cost=True
        )
    if spec.optional.action is ActionKind.PUT:  # "… by also putting a card … in your Reserve"
        return Step(
            ActionKind.PUT,
            controller=task.player,
            objects=task.cost_objects,
            to_zone=ZoneKind.RESERVE,
            is_cost=True,
        )
    sacrifice = spec.optional.action is ActionKind.SACRIFICE
    return Step(
        ActionKind.SACRIFICE if sacrifice else ActionKind.DISCARD,
        controller=task.player,
        objects=task.cost_objects,
        to_zone=ZoneKind.DISCARD,
        is_cost=True,
    )
