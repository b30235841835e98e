"""Players quantified and acting in turn: "Each player exhausts a Character they control",
"Each opponent returns a Character they control to their hand", "Target opponent exhausts one
of their Mana Orbs".

The effect names which players do the step (1.4.7.b): each of them does it as its
controller — "you", "your" and "they control" in it are that player, who makes its choices
and decides its "may" (6.5.c). Decisions that several players make are made in initiative
order (6.1.h): the step is one step per player, the first player in initiative order first
(1.4.5.a), each player seeing what the ones before chose when it is in a visible zone
(6.1.h). The one order for every step a group does: each player, in initiative order, makes
all of their decisions for it (their "may", then their choices); a player's step is held
(``Step.together``, ``GameState.held``) until the last player has decided, then the steps
are done, in that order, with what follows each (the Anubis and Kitsune examples of 6.1.h:
Lithium decides before he sees the card Ninette's Resupply puts in her Reserve). "I", "it"
and "my Expedition" stay the effect's (7.2.1, 6.3.i).

"Target opponent [step]": the effect's controller targets an opponent (6.5.b, a player may be
a target, 1.2.6) and that player does the step as its controller (1.4.7.b). The engine plays
two-player games, so the opponent targeted is the one opponent there is (1.2.1.b).
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, on_task, push
from engine.state import zones as z
from engine.state.agenda import Task, TaskKind
from engine.state.cards import EffectStep
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.subjects import instantiate
from engine.why.sequence_notes import about_it
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry

EACH_PLAYER = "each_player"
EACH_OPPONENT = "each_opponent"
TARGET_OPPONENT = "target_opponent"
TARGET_PLAYER = "target_player"  # either player, the effect's controller's target (6.5.b)
ITS_CONTROLLER = "its_controller"  # of the object "it" names (1.4.7.b; 2.1.h once it left)
ITS_OWNER = "its_owner"
THE_DECIDER = "decider"
"""The player who decided the optional step this step follows ("Target opponent may pay {1}.
If they don't, they discard a card": "they", 6.5.c, 7.5.6.b): found as it follows
(``outcome.following``), in the step's ``players``."""
PLAYERS_WHO_DO = frozenset(
    {
        EACH_PLAYER,
        EACH_OPPONENT,
        TARGET_OPPONENT,
        TARGET_PLAYER,
        ITS_CONTROLLER,
        ITS_OWNER,
        THE_DECIDER,
    }
)
"""The players a step may say do it, each in turn (the card format's ``players_do``)."""


def acting_players(state: GameState, step: Step, controller: str) -> tuple[str, ...]:
    """The players who do the step, in initiative order (6.1.h, 1.4.5.a): every player, or
    every opponent of the effect's controller (1.2.1.b); for "target opponent", the opponent
    targeted — in a two-player game the one opponent there is (6.5.b, 1.2.1.b); for "target
    player", the player the controller targeted (1.2.6.c); for "its controller / its owner",
    who controls (owns) what "it" names — in the zone it was in just before this effect
    moved it (2.1.h), else where it is now."""
    assert step.per_player is not None
    players_do = step.per_player.players_do
    if players_do == TARGET_OPPONENT:
        return (state.opponent(controller),)
    order = state.initiative_order()
    if players_do in (TARGET_PLAYER, THE_DECIDER):
        return tuple(p for p in order if p in step.players)
    if players_do == ITS_CONTROLLER:
        was = [z.player_of(zone) for zone in step.it_was_in]
        now = [state.objects[o].controller for o in step.it if o in state.objects and not was]
        found = {p for p in (*was, *now) if p is not None}
        return tuple(p for p in order if p in found)
    if players_do == ITS_OWNER:
        owners = {state.objects[o].owner for o in step.it if o in state.objects}
        return tuple(p for p in order if p in owners)
    if step.per_player.starting_with_you and controller in order:
        # "Starting with you, each player …": from the controller, then in seating order
        # (the card's order beats initiative order, 1.4.2.a; gram107)
        i = state.players.index(controller)
        order = state.players[i:] + state.players[:i]
    if players_do == EACH_OPPONENT:
        return tuple(p for p in order if p != controller)
    return order


def each_player_does(state: GameState, step: Step) -> Result:
    """The step as one step per acting player, each its controller, in initiative order."""
    template = step.per_player
    assert template is not None
    controller = step.controller or state.first_player
    order = acting_players(state, step, controller)
    # the effect's condition was evaluated for the step as a whole, by its controller (6.5.d)
    own = replace(template, players_do="", condition=None, otherwise=(), also=())
    if template.players_condition is not None:
        # "Each player who controls a Plant [step]": for each, "you" in the condition is
        # that player, evaluated just before their step (6.5.d, 1.4.7.b)
        own = replace(own, condition=template.players_condition, players_condition=None)
    # "If they don't, draw a card": the follow-ups stay the effect's controller's (6.5.f)
    yours = controller if template.follow_ups_yours else None
    together = len(order) > 1  # held until every player has decided (6.1.h)
    tasks = tuple(
        Task(
            TaskKind.STEP,
            step=_together(
                together,
                _followed_by(
                    yours,
                    instantiate(
                        own,
                        state,
                        p,
                        step.me,
                        step.my_expedition,
                        step.source or "",
                        step.it,
                        step.tough_paid,
                        me_card=step.me_card,
                        it_was_in=step.it_was_in,
                        me_was_gigantic=step.me_was_gigantic,
                        me_was=step.me_was,
                        me_was_paid=step.me_was_paid,
                        me_in_play_at_start=step.me_in_play_at_start,
                    ),
                ),
            ),
        )
        for p in order
    )
    if template.modes:
        # id: "Each player chooses one:": each chooses their own mode (6.1.h, 6.5.g)
        tasks = tuple(
            replace(t, step=replace(t.step, own_modes=True)) if t.step is not None else t
            for t in tasks
        )
    if together:
        tasks = (*tasks, Task(TaskKind.GROUP_DECIDED))
    # "Target opponent draws a card. They discard …": who "they" is, said once (6.5.b)
    again, also = _they_again(template, order)
    if template.players_do == TARGET_OPPONENT:
        return push(state, *tasks), step_entry(
            step,
            f"the target opponent, {order[0]}, the only opponent, is targeted and "
            f"does it, as the one who chooses and decides in it{again}",
            (*why("effect.target_opponent_does"), *also),
        )
    if template.players_do == TARGET_PLAYER:
        said = (
            f"the target player, {order[0]}, targeted by {controller}, does it, as the one who"
            f" chooses and decides in it{again}"
            if order
            else f"no player is targeted by {controller}, so nobody does it"
        )
        return push(state, *tasks), step_entry(
            step, f"{said}", (*why("effect.target_player_does"), *also)
        )
    if template.players_do == THE_DECIDER:
        said = ", ".join(order) if order else "no player (nobody decided)"
        return push(state, *tasks), step_entry(
            step,
            f"'they' is the player who decided, {said}, who does it as its own",
            why("effect.decider_does"),
        )
    if template.players_do in (ITS_CONTROLLER, ITS_OWNER):
        whose = "controller" if template.players_do == ITS_CONTROLLER else "owner"
        said = ", ".join(order) if order else "no player (nothing it names is left)"
        return push(state, *tasks), step_entry(
            step,
            f"its {whose}, {said}, does it, as the one who chooses and decides in it",
            why("effect.its_controller_does"),
        )
    who = "each opponent" if template.players_do == EACH_OPPONENT else "each player"
    if template.starting_with_you:
        return push(state, *tasks), step_entry(
            step,
            f"{who} does it in turn, starting with {controller} as the card says (not in "
            f"initiative order): {', '.join(order)}",
            why("effect.players_in_turn_from_you"),
        )
    return push(state, *tasks), step_entry(
        step,
        f"{who} does it in turn, in initiative order: {', '.join(order)}",
        why("effect.players_in_turn"),
    )


def _together(together: bool, step: Step) -> Step:
    """``step``, one acting player's, held once its player has decided when the group has
    several players (6.1.h)."""
    return replace(step, together=True) if together else step


def hold(state: GameState, task: Task, step: Step) -> Result:
    """One player of a group has made their decisions for ``step``: it is held, to be done
    once every player of the group has decided, in initiative order (6.1.h, 1.4.5.a)."""
    held = Task(TaskKind.GROUP_STEP, step=replace(step, together=False), choices=task.choices)
    player = step.controller or state.first_player
    return replace(state, held=(*state.held, held)), step_entry(
        step,
        f"{player}'s part waits until every player has made their decisions for it, in "
        "initiative order",
        why("effect.group_decided"),
    )


def hold_follow_ups(state: GameState, tasks: tuple[Task, ...]) -> GameState:
    """What follows a held player's step not done ("if they don't …"): held with it, done
    after every player has decided (6.1.h), in the same order."""
    return replace(state, held=(*state.held, *tasks))


@on_task(TaskKind.GROUP_DECIDED)
def _group_decided(state: GameState, task: Task) -> Result:
    """Every player of the group has decided: their steps are done now, in initiative
    order, each followed by what follows it (6.1.h, 1.4.5.a, 6.5.f)."""
    held = state.held
    done = "the steps are done now" if held else "no player does it"
    return push(replace(state, held=()), *held), TraceEntry(
        f"every player has decided, in initiative order: {done}",
        why("effect.group_decided"),
    )


def _followed_by(yours: str | None, step: Step) -> Step:
    """``step``, one acting player's, whose follow-ups are ``yours``'s when the card says them
    for the effect's controller (``EffectStep.follow_ups_yours``)."""
    return step if yours is None else replace(step, effect_controller=yours)


def _they_again(template: EffectStep, order: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """What the trace says of a later "they" / "that player" naming the player of this step
    (the step's ``then``, the same player's next step, 6.1.c): that player, targeted once
    (6.5.b), does it too as its own (1.4.7.b); nothing when no step says so."""
    if not (template.then and template.it_follows and order):
        return "", ()
    if any(about_it(t) for t in template.then):
        return "", ()
    said = f"; 'they' in the next step is {order[0]} too, not targeted again"
    targeted = set(why("effect.target_player_does"))  # cited by the line already
    return said, tuple(r for r in why("effect.same_player_next") if r not in targeted)
