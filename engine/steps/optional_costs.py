"""A cost inside an effect the player may pay — "You may exhaust me to draw a card", "You
may pay {1} to …", "You may discard a card from your Reserve to …" — that cannot be paid
now is not offered: "yes" is impossible, so it cannot be chosen (6.1.g), and the line says
why. A cost is paid in full or not at all (1.2.5.c); an impossible cost cannot be paid
(1.4.1.b):

* exhausting an object already exhausted (the Remark of 2.4.6.a: "that cost cannot be paid
  if the object ... is already exhausted"), or one a "can't" protects (1.4.1.a);
* a choice with nothing to choose — no card in the Reserve to discard, no Character to
  sacrifice (1.2.5.c);
* more mana than the Mana Orbs that can be exhausted (1.2.5.e, :func:`payable_orbs`).

What the cost was for does not happen (6.5.f). A "you may" that is not a cost ("You may
draw a card") is untouched: a choice changing nothing is not impossible for that alone
(6.1.g Remark).
"""

from __future__ import annotations

from engine.pipeline.atomic import propose
from engine.pipeline.objects_cant import payable_orbs
from engine.pipeline.possible import impossible_reason
from engine.pipeline.step_modifiers import apply_step_modifiers
from engine.state.actions import ActionKind
from engine.state.cards import CHOICE_SUBJECTS
from engine.state.enums import ANY_COUNTER, Status
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subject_choices import choice_options
from engine.why.status_origin_words import origin_suffix
from engine.why.table import rule_of, why


def _verb(step: Step) -> str:
    return step.kind.value.replace("_", " ")


def cost_options(state: GameState, step: Step, player: str) -> tuple[str, ...]:
    """The objects ``player`` may choose for ``step``; when the step is a cost ("You may
    exhaust a card in your Reserve: …", "… to …"), not those it cannot be paid with: an
    object already exhausted cannot pay an exhaust cost (2.4.6.a Remark) — a cost is paid in
    full (6.4.c), so such an option is impossible (6.1.g)."""
    options = choice_options(state, step, player)
    if step.kind is ActionKind.SPEND_COUNTERS:
        # "Spend 1 Kelon counter from a card you control", a cost or not: an object cannot
        # spend more counters of a name than it has (7.3.38.b), so one with fewer is an
        # impossible option, never offered (6.1.g)
        return tuple(o for o in options if can_spend(state, step, o))
    if not (step.to_pay or step.pay) or step.kind is not ActionKind.EXHAUST:
        return options
    return tuple(o for o in options if Status.EXHAUSTED not in state.objects[o].statuses)


def can_spend(state: GameState, step: Step, object_id: str) -> bool:
    """Whether ``object_id`` has the counters the spending ``step`` spends: ``amount`` of
    its name, or of one name it chooses for "N counters" of any name (7.3.38.a-b)."""
    counters = state.objects[object_id].counters
    if step.counter in ("", ANY_COUNTER):
        return any(n >= step.amount for n in counters.values())
    return counters.get(step.counter, 0) >= step.amount


def spend_short_words(
    state: GameState, step: Step, player: str, offered: tuple[str, ...]
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: " (not Vanilla 2/2/2: fewer than 1 Kelon counter to spend,
    7.3.38.b)" — the objects a spending step's choice leaves out (:func:`cost_options`);
    ``("", ())`` for another step or when none is left out."""
    if step.kind is not ActionKind.SPEND_COUNTERS:
        return "", ()
    left = [state.name(o) for o in choice_options(state, step, player) if o not in offered]
    if not left:
        return "", ()
    name = "" if step.counter in ("", ANY_COUNTER) else f" {step.counter}"
    counters = f"{step.amount}{name} counter" + ("s" if step.amount > 1 else "")
    rules = (*why("cost.spend_short"), *why("choice.cant_option")[:1])
    return f" (not {', '.join(left)}: fewer than {counters} to spend, {rules[0]})", rules


def unpayable_cost(state: GameState, step: Step) -> tuple[str, tuple[str, ...]] | None:
    """Why the cost of the optional ``step`` ("You may [cost] to [do]") cannot be paid now,
    as ``(words, rules)``, or None when it can (or the step is no cost)."""
    if not step.optional or not (step.to_pay or step.pay):
        return None
    player = step.controller or state.first_player
    if step.pay:
        orbs = len(payable_orbs(state, player))
        if orbs < step.pay:
            ready = "Mana Orb" if orbs == 1 else "Mana Orbs"
            return (
                f"{player} cannot pay {step.pay} mana ({orbs} {ready} can be exhausted)",
                why("cost.mana_short"),
            )
    if step.subject in CHOICE_SUBJECTS and not step.chosen:
        if cost_options(state, step, player):
            return None
        if step.kind is ActionKind.SPEND_COUNTERS and choice_options(state, step, player):
            counters = f"{step.amount} {step.counter} counter" + ("s" if step.amount > 1 else "")
            said = f"no object {player} could spend from has {counters}"
            return said, (*why("cost.spend_short"), *why("cost.part_unpayable"))
        if choice_options(state, step, player):  # "exhaust a card in your Reserve": all are
            return (
                f"every object {player} could {_verb(step)} is already exhausted",
                why("cost.exhausted_object"),
            )
        return f"{player} has nothing to {_verb(step)}", why("cost.part_unpayable")
    if step.subject is not None or not step.objects:
        return None
    actions = propose(state, apply_step_modifiers(state, replace(step, pay=0)))
    for action in actions:
        reason = impossible_reason(state, action)
        if reason is None or action.object_id is None:
            continue
        name = state.name(action.object_id)
        if reason == rule_of("impossible.exhaust_exhausted"):
            # what exhausted it, and when (2.4.6.a)
            given, given_rules = origin_suffix(state, action.object_id, Status.EXHAUSTED)
            return f"{name} is already exhausted{given}", (
                *why("cost.exhausted_object"),
                *given_rules,
            )
        if step.kind is ActionKind.SPEND_COUNTERS:  # needs that many counters (2.5.h)
            counters = f"{step.amount} {step.counter} counter" + ("s" if step.amount > 1 else "")
            said = f"{name} does not have {counters} to spend"
            return said, (*why("cost.spend_short"), *why("cost.part_unpayable"))
        return f"{player} cannot {_verb(step)} {name}", (reason, *why("cost.part_unpayable"))
    return None
