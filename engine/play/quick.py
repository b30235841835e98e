"""Playing a quick action (5.3) as a turn effect.

A player may play a quick action of a Character or Permanent they control, of their Hero,
or a support quick action of a card in their Reserve (5.3.b) — abilities that work there
(1.2.4.d; exhausted cards in Reserve have no support abilities, 2.2.12.j). It follows the
process of playing a Spell without the move to Limbo (5.1.2.b, 5.3.a, 5.3.c):

1. declaration of intent — which Mana Orbs will pay (5.1.2.c); illegal declarations are
   refused before anything happens (5.1.2.g);
2. payment — mana (1.2.5.e), "exhaust me" (7.1.4.a, 5.3.d) and "discard me from Reserve"
   (7.1.4.b): one step (6.4.a), one event (1.2.7.b);
3. resolution — the effect; "I" is the object bearing the quick action, found again if the
   cost moved it (7.2.1.c).

The turn then continues (4.2.3.e): the player chooses a new turn effect, unless "After
You" ended the turn (7.3.2.a). A quick action is played at most a hundred times per day
(1.4.6.b, 5.3.e). Which quick actions may be played is :mod:`engine.play.quick_legality`.
"""

from __future__ import annotations

from typing import Any

from engine.pipeline.runtime import Result, ask, on_answer, on_task, push
from engine.play.costs import breakdown_words, ready_orbs
from engine.play.quick_cost_words import paid_words
from engine.play.quick_divided_spend import ask_division, divided, division_paid
from engine.play.quick_legality import QUICK_ACTION_LIMIT as QUICK_ACTION_LIMIT
from engine.play.quick_legality import check_quick as check_quick
from engine.play.quick_legality import choices_payable as choices_payable
from engine.play.quick_legality import cost_choice_options as cost_choice_options
from engine.play.quick_legality import cost_choices as cost_choices
from engine.play.quick_legality import object_quick_key as object_quick_key
from engine.play.quick_legality import played_today as played_today
from engine.play.quick_legality import quick_ability as quick_ability
from engine.play.quick_legality import quick_cost as quick_cost
from engine.play.quick_legality import quick_key as quick_key
from engine.play.quick_legality import quick_options as quick_options
from engine.play.quick_legality import withheld_quick_actions as withheld_quick_actions
from engine.play.quick_legality import withheld_quick_reasons as withheld_quick_reasons
from engine.play.rule_statuses import quick_paid_origin
from engine.reading.granted_abilities import granted_words
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Ability
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import BOOST, ZoneKind
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.said import possessive
from engine.state.steps import Step
from engine.steps.choice_zones import own_zone_note
from engine.steps.event_sentences import counted_words
from engine.steps.resolution import run_steps
from engine.steps.subjects import instantiate
from engine.why.labels import orb_label, orbs_to_exhaust
from engine.why.table import why
from engine.why.trace import TraceEntry


def begin_quick(state: GameState, player: str, object_id: str, index: int) -> Result:
    """Declaration of intent (5.1.2.b, 5.1.2.c): what a cost discards or sacrifices, if it
    does (1.2.5.a), then which Mana Orbs pay, if there is a choice."""
    check_quick(state, player, object_id, index)
    card_id = state.objects[object_id].card_id
    declare = Task(
        TaskKind.QUICK_DECLARE,
        player=player,
        object_id=object_id,
        card=card_id,
        ability_index=index,
    )
    ability = quick_ability(state, object_id, index)
    assert ability is not None and ability.cost is not None
    if ability.cost.spend_x:
        return _ask_x(state, declare, ability)
    return _after_x(state, declare, ability)


def _after_x(state: GameState, declare: Task, ability: Ability) -> Result:
    """The declaration once X is chosen (or there is none): what the cost moves, then
    which Mana Orbs pay (5.1.2.c)."""
    assert ability.cost is not None
    if ability.cost.choice is not None:
        return _ask_cost_choice(state, declare, ability)
    return _declare(state, declare)


def _ask_x(state: GameState, declare: Task, ability: Ability) -> Result:
    """ "Spend X of my [name] counters": the player chooses X as they declare the quick
    action (5.1.2.c), from 0 up to the counters the object has — a cost is paid in full or
    not at all (2.5.h, 1.2.5.c). X is kept in the declaration (``amount``), as data."""
    assert declare.player is not None and declare.object_id is not None
    assert ability.cost is not None
    counter = ability.cost.spend_counter
    most = state.objects[declare.object_id].counters.get(counter, 0)
    if ability.cost.spend_most:  # "Remove up to N boosts from me": at most N (5.1.2.c)
        most = min(most, ability.cost.spend_most)
    what = "boosts" if counter == BOOST else f"{counter} counters"
    return ask(
        state,
        DecisionKind.CHOOSE_X,
        declare.player,
        f"choose X (up to {most}) for the cost of "
        f"{possessive(state.whose_name(declare.object_id))} "
        f"quick action: spend X of its {what}",
        tuple(Option(str(n), f"X = {n}") for n in range(most + 1)),
        declare,
        why("quick.choose_x"),
    )


@on_answer(DecisionKind.CHOOSE_X)
def _x_chosen(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    declare = replace(decision.resume, amount=int(choice[0]))
    assert declare.object_id is not None
    entry = TraceEntry(
        f"{decision.player} chooses X = {declare.amount} for the cost", why("quick.choose_x")
    )
    ability = quick_ability(state, declare.object_id, declare.ability_index)
    assert ability is not None
    state, next_entry = _after_x(state, declare, ability)
    return state, replace(entry, text=f"{entry.text}; {next_entry.text}")


def _ask_cost_choice(state: GameState, declare: Task, ability: Ability) -> Result:
    """Ask for the next object the cost chooses (1.2.5.a): one not chosen for an earlier
    part, among those that leave the later parts payable too (6.4.c)."""
    assert declare.player is not None and declare.object_id is not None
    player, object_id, chosen = declare.player, declare.object_id, declare.cost_objects
    index = len(chosen)
    options = tuple(
        o
        for o in cost_choice_options(state, player, object_id, ability, index, chosen)
        if choices_payable(state, player, object_id, ability, (*chosen, o))
    )
    part = cost_choices(ability)[index]
    if divided(part):  # session 41: N counters in all from among a group (6.1.g)
        return ask_division(state, declare, part, options)
    action = part.action
    # Only the payer's own: a sacrifice (7.3.36.a), "from your Reserve" (3.1.2.b).
    own_words, own_rules = own_zone_note(state, action, player, options)
    what = f"what to {action.value}"
    rules = why("quick.cost_choice") if index == 0 else why("quick.cost_parts")
    if action is ActionKind.SPEND_COUNTERS:  # "Spend 2 Ember counters from a Character …"
        what = f"what to spend {counted_words(part.amount, part.counter)} from"
        rules = why("quick.spend_chosen")  # among those with enough (7.3.38.b, below)
    return ask(
        state,
        DecisionKind.COST_CHOICE,
        player,
        f"choose {what} for the cost of {possessive(state.whose_name(object_id))} quick "
        "action"
        f"{own_words}",
        tuple(Option(o, state.name(o)) for o in options),
        declare,
        (*rules, *own_rules),
    )


@on_answer(DecisionKind.COST_CHOICE)
def _cost_chosen(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    declare = replace(decision.resume, cost_objects=(*decision.resume.cost_objects, *choice))
    labels = {o.id: o.label for o in decision.options}  # a counter chosen: "a boost on Ash"
    names = ", ".join(  # whose, where not unique (issue 31)
        state.whose_name(o) if o in state.objects else labels[o] for o in choice
    )
    entry = TraceEntry(f"{decision.player} chooses {names} for the cost", why("quick.cost_choice"))
    assert declare.object_id is not None
    ability = quick_ability(state, declare.object_id, declare.ability_index)
    if ability is not None and len(declare.cost_objects) < len(cost_choices(ability)):
        state, asked = _ask_cost_choice(state, declare, ability)  # the cost's next part
        return state, replace(entry, text=f"{entry.text}; {asked.text}")
    return push(state, declare), entry


@on_task(TaskKind.QUICK_DECLARE)
def _declare(state: GameState, task: Task) -> Result:
    """Which Mana Orbs pay (5.1.2.c), once what the cost moves is chosen."""
    assert task.player is not None and task.object_id is not None
    player, object_id = task.player, task.object_id
    cost = quick_cost(state, object_id, task.ability_index)
    resume = replace(task, kind=TaskKind.QUICK_PAY)
    orbs = ready_orbs(state, player)
    support = _support_said(state, object_id, task.ability_index)
    if 0 < cost.amount < len(orbs):
        return ask(
            state,
            DecisionKind.PAY_MANA,
            player,
            f"choose {orbs_to_exhaust(cost.amount)} to exhaust for the quick action of "
            f"{state.name(object_id)}",
            tuple(Option(orb, orb_label(state, orb)) for orb in orbs),
            resume,
            (
                *why("quick.choose_orbs"),
                *(why("play.cost_altered") if cost.altered else ()),
                *(why("quick.declare_support") if support else ()),
            ),
            cost.amount,
            cost.amount,
        )
    state = push(state, replace(resume, choices=orbs[: cost.amount]))
    name = state.name(object_id)
    ability = quick_ability(state, object_id, task.ability_index)
    broken = breakdown_words(cost, _printed_words(ability)) if ability is not None else ""
    # cite17: a cost of more than mana said part by part (2.2.12.k, 7.1.4.a-b)
    parts, parts_rules = paid_words(ability.cost if ability is not None else None, cost.amount)
    parts, parts_rules = ("", ()) if cost.altered else (parts, parts_rules)  # its breakdown
    paying = parts or f" {cost.amount}{broken}"
    return state, TraceEntry(
        f"{player} plays the quick action of {name}, paying{paying}{support}",
        (
            *why("quick.declare"),
            *parts_rules,
            *(why("play.cost_altered") if cost.altered else ()),
            *(why("quick.declare_support") if support else ()),
        ),
        # as releases before this one said it, which files saved then quote
        earlier_words=f"{player} declares: play the quick action of {name} paying "
        f"{cost.amount}{support}",
    )


def _printed_words(ability: Ability) -> str:
    """What a quick action's printed cost is, for the modifiers changing its mana (5.1.2.f):
    "its printed cost {T}, no mana", "its printed cost {2}"."""
    cost = ability.cost
    if cost is None:
        return "its printed cost, no mana"
    parts = [f"{{{cost.mana}}}"] if cost.mana else []
    parts += ["{T}"] if cost.exhaust_me else []
    printed = " and ".join(parts)
    if not cost.mana:
        return f"its printed cost {printed}, no mana" if printed else "its printed cost, no mana"
    return f"its printed cost {printed}"


def _support_said(state: GameState, object_id: str, index: int) -> str:
    """What the declaration says of a support ability played from Reserve: it is one (the
    boxed ability, 2.2.12.d) and works there, only there (2.2.12.i). Empty otherwise."""
    ability = quick_ability(state, object_id, index)
    if ability is None or not ability.support:
        return ""
    return " (a support ability: it works only in Reserve)"


@on_task(TaskKind.QUICK_PAY)
def _quick_pay(state: GameState, task: Task) -> Result:
    """Pay the whole cost as one step (6.4.a) and one event (1.2.7.b)."""
    assert task.object_id is not None and task.player is not None
    ability = quick_ability(state, task.object_id, task.ability_index)
    assert ability is not None and ability.cost is not None
    key = quick_key(state, task.object_id, task.ability_index)
    counts = dict(state.quick_action_counts)
    counts[key] = counts.get(key, 0) + 1
    mine = object_quick_key(task.object_id, task.ability_index)  # "only once each Day"
    counts[mine] = counts.get(mine, 0) + 1
    turn = (*state.quick_plays_this_turn, mine)  # "only once per turn" (4.2.3.e)
    state = evolve(state, quick_action_counts=counts, quick_plays_this_turn=turn)
    granted = ability if ability.granted_by else None  # kept as played (2.3.1.a)
    state = push(state, replace(task, kind=TaskKind.QUICK_RESOLVE, granted=granted))
    me = task.object_id
    cost = ability.cost
    paid: list[tuple[tuple[str, ...], Step]] = []  # each part of the cost: its rules, its step
    exhaust = (*task.choices, *((me,) if cost.exhaust_me else ()))
    if exhaust:
        mana = (*why("quick.mana"), *(why("quick.exhaust_me") if cost.exhaust_me else ()))
        given_by = quick_paid_origin(state.name(me), bool(task.choices), cost.exhaust_me)
        exhausting = _cost_step(ActionKind.EXHAUST, task.player, exhaust, rule_origin=given_by)
        paid.append((mana, exhausting))
    spent = task.amount if cost.spend_x else cost.spend  # X chosen (2.5.h)
    if spent:
        counters = _cost_step(
            ActionKind.SPEND_COUNTERS,
            task.player,
            (me,),
            counter=cost.spend_counter,
            amount=spent,
        )
        paid.append((why("quick.spend"), counters))
    templates = cost_choices(ability)
    if templates and divided(templates[-1]):  # session 41: the counters chosen, N in all
        spent_in_all = division_paid(templates[-1], task.player, task.cost_objects)
        paid.append((why("quick.spend_chosen"), spent_in_all))
        templates = ()
    for template, chosen in zip(templates, task.cost_objects, strict=False):
        # 1.2.5.d: paid with the rest of the cost, in the same step (6.4.a).
        if template.action is ActionKind.SPEND_COUNTERS:  # from the object chosen (7.3.38.a)
            spending = _cost_step(
                ActionKind.SPEND_COUNTERS,
                task.player,
                (chosen,),
                counter=template.counter,
                amount=template.amount,
            )
            paid.append((why("quick.spend_chosen"), spending))
            continue
        paid.append(_object_part(template.action, task.player, chosen))
    if cost.sacrifice_me:  # "Sacrifice me": discarded from play (7.3.36.a)
        paid.append(_object_part(ActionKind.SACRIFICE, task.player, me))
    if cost.discard_me:
        paid.append(_object_part(ActionKind.DISCARD, task.player, me, "quick.discard_me"))
    if not paid:
        return state, TraceEntry("nothing to pay", why("play.nothing_to_pay"))
    rules = (*why("quick.pay"), *(rule for cited, _ in paid for rule in cited))
    label = f"{task.player} pays for the quick action of {state.name(me)}"
    return run_steps(state, tuple(step for _, step in paid), label, rules, strict=True)


_OBJECT_PARTS: dict[ActionKind, tuple[str, ZoneKind | None]] = {
    ActionKind.EXHAUST: ("quick.cost_exhaust", None),  # "Exhaust a Character you control"
    ActionKind.PUT: ("quick.cost_put", ZoneKind.RESERVE),  # "Put a card … in your Reserve"
    ActionKind.SACRIFICE: ("quick.cost_sacrifice", ZoneKind.DISCARD),  # from play (7.3.36.a)
    ActionKind.DISCARD: ("quick.cost_discard", ZoneKind.DISCARD),  # (7.3.13)
}
"""A part of the cost done to one object: what it cites and where it puts the object; a
part of another action discards the object."""


def _object_part(
    action: ActionKind, player: str, object_id: str, point: str = ""
) -> tuple[tuple[str, ...], Step]:
    """The part of the cost done to one object (a chosen one, 1.2.5.a, or "me"): the rules
    it cites (those of ``point`` if given) and its step, paid by ``player`` (6.4)."""
    kind = action if action in _OBJECT_PARTS else ActionKind.DISCARD
    cited, to_zone = _OBJECT_PARTS[kind]
    step = _cost_step(kind, player, (object_id,), to_zone=to_zone)
    return why(point or cited), step


def _cost_step(kind: ActionKind, player: str, objects: tuple[str, ...], **fields: Any) -> Step:
    """A step of the quick action's cost, paid by ``player`` (6.4, 1.2.5): ``fields`` are
    the step's others (a counter and amount, a destination zone)."""
    return Step(kind, controller=player, objects=objects, is_cost=True, **fields)


@on_task(TaskKind.QUICK_RESOLVE)
def _quick_resolve(state: GameState, task: Task) -> Result:
    """The quick action performs its effect (5.1.2.j); "I" is its object, found again if
    the cost moved it (7.2.1.c)."""
    assert task.player is not None and task.card is not None
    card = state.cards[task.card]
    ability = task.granted or card.abilities[task.ability_index]
    me = state.object_of_card(task.card)
    where = state.objects[me].zone if me is not None else ""
    # "{T}, Sacrifice me: Draw a card for each of my Kelon counters": its cost took "me" out
    # of play; what the effect reads of "me" — counters, statuses, statistics, Expedition —
    # is as it was just before (2.1.h), not the new card in the Discard pile (2.1.d)
    gone = task.object_id if _left_paying(state, task.object_id) else None
    if gone is not None:
        where = state.last_known[gone].object.zone
    expedition = (
        where.split(":", 1)[1] if z.kind_of(where or "limbo") is ZoneKind.EXPEDITION else None
    )
    # "Draw X cards" after "Spend X of my counters": X is the one chosen (5.1.2.c)
    effect = tuple(replace(t, amount=task.amount) if t.x_paid else t for t in ability.effect)
    steps = tuple(
        Task(
            TaskKind.STEP,
            step=instantiate(
                t, state, task.player, me, expedition, card.name, me_was=gone, me_was_paid=True
            ),
        )
        for t in effect
    )
    state = push(state, *steps)
    several = why("effect.steps") if len(ability.effect) > 1 else ()  # 6.1.c
    said = f"the quick action of {card.name} resolves"
    if ability.granted_by and me is not None:
        said += f" ({granted_words(state, me, ability)})"  # 2.3.1.a
        several = (*several, *why("quick.granted"))
    if ability.cost is not None and ability.cost.discard_me:
        # Its cost discarded its card from the Reserve: the quick action is no object and
        # changes no zone (5.3.c) — it resolves all the same.
        said += (
            f" (its cost discarded {card.name} from the Reserve, but a quick action is not "
            "an object: it does not change zones with its card)"
        )
        several = (*several, *why("quick.not_an_object"))
    return state, TraceEntry(said, (*why("quick.resolve"), *several))


def _left_paying(state: GameState, object_id: str | None) -> bool:
    """Whether the object of a quick action left play as its cost was paid ("Sacrifice
    me", 7.3.36.a): it no longer exists and its last known information was noted (2.1.h)."""
    return (
        object_id is not None and object_id not in state.objects and object_id in state.last_known
    )


@on_task(TaskKind.TURN_CONTINUES)
def _turn_continues(state: GameState, task: Task) -> Result:
    """4.2.3.e: after a quick action and its Reactions the turn continues, unless "After
    You" ended it (7.3.2.a) — which is not passing (7.3.2.b)."""
    assert task.player is not None
    if state.turn_ends:
        state = push(evolve(state, turn_ends=False), Task(TaskKind.NEXT_TURN))
        return state, TraceEntry(
            f"After You: {task.player}'s turn ends; {task.player} has not passed",
            why("quick.after_you"),
        )
    state = push(state, Task(TaskKind.TURN, player=task.player))
    return state, TraceEntry(f"{task.player}'s turn continues", why("afternoon.turn_continues"))
