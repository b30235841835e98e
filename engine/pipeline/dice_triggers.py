"""Reactions to rolling dice (7.3.33): "When you roll one or more dice — [effect]".

The trigger watches the player's rolls, not a single die: it activates once per step in
which the Reaction's controller rolled one die or more — a step is one event (1.2.7.c) —
and, like every Reaction to an event other than a self-move, it must exist and work
before the roll (6.3.f). A support ability in Reserve (2.2.12.d) works there. "If the
result is 6+" in its effect is about that roll: the Emblem-Reaction carries the result,
and the condition is checked when its step would happen (6.5.d).
"""

from __future__ import annotations

from engine.pipeline.activation import condition_holds, new_activation, player_fits
from engine.pipeline.counted_events import DIE_ROLLED, ordinal_holds
from engine.reading.passives import effective_abilities
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import Ability, AbilityKind, ConditionKind, EffectStep, TriggerKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.table import why


def rolled(events: list[Event]) -> dict[str, int]:
    """The players who rolled a die in these events, and the result each noted (7.3.33.a;
    the last, should one step roll several dice for a player)."""
    return {
        ev.player: ev.value
        for ev in events
        if ev.kind is ActionKind.ROLL_DIE and ev.player is not None and ev.value is not None
    }


def with_result(steps: tuple[EffectStep, ...], result: int) -> tuple[EffectStep, ...]:
    """The effect with "the result" of its conditions ("If the result is 6+") made the
    result that activated the Reaction; it is checked when the step would happen (6.5.d)."""
    return tuple(_with_result(step, result) for step in steps)


def _with_result(step: EffectStep, result: int) -> EffectStep:
    c = step.condition
    if c is not None and c.kind in (ConditionKind.DIE_RESULT, ConditionKind.ITS_COST_VS_RESULT):
        step = replace(step, condition=replace(c, result=result))
    return replace(
        step,
        then=with_result(step.then, result),
        otherwise=with_result(step.otherwise, result),
        reveal_reactions=with_result(step.reveal_reactions, result),
    )


def roll_activations(before: GameState, after: GameState, events: list[Event]) -> list[Activation]:
    """ "When you roll one or more dice": one activation per Reaction whose controller
    rolled in this step (6.3.f, 1.2.7.c)."""
    results = rolled(events)
    out: list[Activation] = []
    if not results:
        return out
    for src, index, ab in effective_abilities(before):
        if ab.kind is not AbilityKind.REACTION or ab.trigger not in _ROLL_TRIGGERS:
            continue
        mine = before.objects[src].controller
        # whose rolls (1.2.2): the controller's ("you"), an opponent's ("When an opponent
        # rolls a die"), or either player's ("When a player rolls a die")
        rollers = [p for p in results if player_fits(ab.watched_player, mine, p)]
        by_result = _of_a_result(ab)
        if not rollers or (
            not by_result and not condition_holds(ab, before, after, mine, src, src)
        ):
            continue
        each = ab.trigger is TriggerKind.YOU_ROLL_A_DIE
        for roller in sorted(rollers):
            # "a die": once per die rolled (6.3.g); "one or more dice": once per step (1.2.7.c)
            for ev, result in _each_roll(events, roller) if each else ((None, results[roller]),):
                if by_result and not _result_holds(ab, result, before, after, mine, src):
                    continue  # "When you roll a 6": a roll of another result is no such event
                if ab.trigger_ordinal and (
                    ev is None
                    or not ordinal_holds(ab, before, after, events, DIE_ROLLED, roller, ev)
                ):
                    continue  # "The first time you roll a die each turn" (4.2.3)
                rules = why("reaction.you_roll_a_die" if each else "reaction.you_roll_dice")
                if not each and len(_each_roll(events, roller)) > 1:
                    # several dice in one step: "one or more dice" matches the step's
                    # event, not each roll — once (6.3.g, 1.2.7.c)
                    rules = (*rules, *why("reaction.once_for_the_step"))
                if roller != mine:
                    rules = (*rules, *why("reaction.opponent_rolls"))
                act = new_activation(before, src, index, ab, bound=(src,), rules=rules)
                effect = with_result(ab.effect, result)
                if effect != ab.effect:  # "the result" in its effect is this roll's (7.3.33.a)
                    act = replace(act, effect=effect)
                out.append(act)
    return out


def _of_a_result(ability: Ability) -> bool:
    """A Reaction to a roll of one result: "When you roll a 6 —" / "When you roll a die, if
    the result is 6 —" (7.3.33.a): its condition is about the die that activates it, so it
    is checked once per die, with that die's result (6.3.b)."""
    c = ability.condition
    return c is not None and c.kind == ConditionKind.DIE_RESULT


def _result_holds(
    ability: Ability, result: int, before: GameState, after: GameState, mine: str, src: str
) -> bool:
    """The Reaction's result condition, with the result of this die (7.3.33.a)."""
    c = ability.condition
    assert c is not None
    noted = replace(ability, condition=replace(c, result=result))
    return condition_holds(noted, before, after, mine, src, src)


_ROLL_TRIGGERS = frozenset({TriggerKind.YOU_ROLL_DICE, TriggerKind.YOU_ROLL_A_DIE})


def _each_roll(events: list[Event], player: str) -> list[tuple[Event | None, int]]:
    """Each die ``player`` rolled in these events and its result, one per atomic action
    (7.3.33.a; a roll of several dice keeping one, 7.3.33.c, is one die kept)."""
    return [
        (ev, ev.value)
        for ev in events
        if ev.kind is ActionKind.ROLL_DIE and ev.player == player and ev.value is not None
    ]
