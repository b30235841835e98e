"""Afternoon turns (4.2.3): the next player in turn order takes a turn, chooses a turn effect —
pass, play a card or a quick action — until all players have passed."""

from __future__ import annotations

from engine.day.delayed_moments import next_turn_taken, turn_started
from engine.day.tasks import CHECK, CHECK_AFTER_TURN, begin, end_durations, noted
from engine.day.turn_notes import withheld_turn_options
from engine.pipeline.reactions import phase_end_activations, turn_start_activations
from engine.pipeline.resolve import resolve_step
from engine.pipeline.runtime import Result, ask, on_answer, on_task, push
from engine.pipeline.turn_limits import turn_counts_cleared
from engine.play.playing import begin_play, play_options
from engine.play.quick import begin_quick, quick_options, withheld_quick_actions
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Duration, TriggerKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import Phase
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.steps import Step
from engine.why.table import why
from engine.why.trace import TraceEntry

_TURN_END_DONE = "turn_end_done"
"""Marks the task after the end-of-turn Reactions activated: not again for that turn."""


@on_task(TaskKind.NEXT_TURN)
def _next_turn(state: GameState, task: Task) -> Result:
    """The next player in turn order who has not passed takes a turn; the first player
    takes the first turn (4.2.3.c); once all have passed, Dusk starts (4.2.3.e). The
    previous turn is over: "this turn" durations end (2.2.15.c)."""
    if state.turn_player is not None and task.effect != _TURN_END_DONE:
        # The turn is over (4.2.3.e): "At the end of the turn" Reactions activate first,
        # while the Emblems of "this turn" still exist; then this task again, marked.
        acts = phase_end_activations(state, TriggerKind.AT_END_OF_TURN)
        if acts:
            again = Task(TaskKind.NEXT_TURN, effect=_TURN_END_DONE)
            state = push(state, Task(TaskKind.ACTIVATE_REACTIONS, activations=acts), CHECK, again)
            return state, TraceEntry(f"{state.turn_player}'s turn ends", why("turn.ends"))
    ended = end_durations(state, task, frozenset({Duration.TURN}))
    if ended is not None:
        return ended
    if all(p in state.passed for p in state.players):
        # "At the end of the Afternoon" Reactions activate as it ends, then are played
        # before Dusk begins (4.2.3.e, 4.2.e).
        acts = phase_end_activations(state, TriggerKind.AT_END_OF_AFTERNOON)
        ending = (Task(TaskKind.ACTIVATE_REACTIONS, activations=acts), CHECK) if acts else ()
        state = turn_counts_cleared(state)  # gy: "only once per turn" — no turn now (4.2.3.b)
        return push(state, *ending, begin(Phase.DUSK)), TraceEntry(
            "all players have passed: Afternoon ends", why("afternoon.all_passed")
        )
    first = state.turn_player is None
    if first:
        nxt = state.first_player
        rules = why("afternoon.first_turn")
    else:
        i = state.players.index(state.turn_player)
        order = state.players[i + 1 :] + state.players[: i + 1]
        nxt = next(p for p in order if p not in state.passed)
        rules = why("afternoon.next_turn")
    if nxt in state.passed:
        nxt = next(p for p in state.players if p not in state.passed)
    # "until your next turn": over as its controller takes it, in turn order (4.2.3.d)
    mine = end_durations(state, task, frozenset({Duration.YOUR_NEXT_TURN}), controller=nxt)
    if mine is not None:
        return mine
    # gj: "until your opponent's next turn": over as the controller's opponent takes it
    for controller in (p for p in state.players if p != nxt):
        theirs = end_durations(
            state, task, frozenset({Duration.OPPONENT_NEXT_TURN}), controller=controller
        )
        if theirs is not None:
            return theirs
    # "until the end of your next turn": from now, this turn (2.2.15.c, 4.2.3.d)
    state = next_turn_taken(state, nxt)
    in_a_row = nxt == state.turn_player  # the others have all passed (4.2.3.e Remark)
    state = evolve(
        state, turn_player=nxt, plays_this_turn=(), left_play_this_turn=(), turn_ends=False
    )
    state = evolve(state, counted_this_turn=())  # engine.pipeline.counted_events
    state = evolve(state, tokens_created_this_turn=())  # engine.pipeline.created_tokens
    state = evolve(state, quick_plays_this_turn=())  # "only once per turn" (4.2.3.e)
    state = turn_counts_cleared(state)  # gy: a Reaction's "only once per turn" (4.2.3.e)
    # gr: "At the start of your next turn, [steps]": the new turn's start (4.2.3.e) activates
    # the delayed steps waiting for it, played before its first turn effect (4.4.b)
    starting = turn_start_activations(state)
    if starting:
        state = turn_started(state, nxt)
        state = push(
            state,
            Task(TaskKind.ACTIVATE_REACTIONS, activations=starting),
            CHECK,
            Task(TaskKind.TURN, player=nxt),
        )
        opening = "takes the first turn, starting it" if first else "starts a new turn"
        return state, TraceEntry(
            f"{nxt} {opening}: delayed steps waiting for its start activate",
            (*rules, *why("turn.starts")),
        )
    # The turn starts at once with its choice of turn effect (4.2.3.d): one engine step,
    # one line saying who takes which turn and chooses its turn effect.
    if first:
        said = f"{nxt}, the first player, takes the first turn and chooses a turn effect"
    elif in_a_row:  # turns in a row
        said = f"{nxt} takes another turn, the others having passed, and chooses a turn effect"
    else:
        said = f"{nxt} takes the next turn and chooses a turn effect"
    state, asked = _asked_turn(state, Task(TaskKind.TURN, player=nxt), said)
    earlier = f"{nxt} takes a turn; {asked.earlier_words}"  # as files saved before quote it
    return state, replace(asked, rules=(*rules, *asked.rules), earlier_words=earlier)


@on_task(TaskKind.TURN)
def _turn(state: GameState, task: Task) -> Result:
    """A turn: choose a turn effect (4.2.3.d): pass, play a card or play a quick action. The
    turn going on after a quick action (4.2.3.e) asks again: "p1 chooses a turn effect"."""
    return _asked_turn(state, task, "")


def _asked_turn(state: GameState, task: Task, said: str) -> Result:
    """The choice of turn effect (4.2.3.d), its line ``said`` (or the decision's own), with
    what is not offered and why."""
    assert task.player is not None
    options = (
        Option("pass", "pass"),
        *play_options(state, task.player),
        *quick_options(state, task.player),
    )
    asked = ask(
        state,
        DecisionKind.TURN,
        task.player,
        "choose a turn effect",
        options,
        task,
        why("afternoon.turn_effect"),
        said=said,
    )
    withheld = withheld_quick_actions(state, task.player)
    offered = frozenset(o.id.split(":")[1] for o in options if o.id.startswith("play:"))
    quick = frozenset(o.id.split(":")[1] for o in options if o.id.startswith("quick:"))
    others = withheld_turn_options(state, task.player, offered, quick)
    return noted(
        asked,
        (
            (*(w for w, _ in withheld), *(o[0] for o in others)),
            (*(r for _, rs in withheld for r in rs), *(r for o in others for r in o[1:])),
        ),
    )


@on_answer(DecisionKind.TURN)
def _turn_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    player = decision.player
    if choice[0].startswith("quick:"):
        # 4.2.g, then 4.2.3.e: after a quick action the turn continues.
        state = push(state, CHECK_AFTER_TURN, Task(TaskKind.TURN_CONTINUES, player=player))
        _, object_id, index = choice[0].split(":")
        return begin_quick(state, player, object_id, int(index))
    state = push(state, CHECK_AFTER_TURN, Task(TaskKind.NEXT_TURN))  # 4.2.g, then 4.2.3.e
    if choice[0] == "pass":
        return _pass(state, player)
    _, object_id, dest, *how = choice[0].split(":")
    return begin_play(state, player, object_id, dest, scout=how == ["scout"])


def _pass(state: GameState, player: str) -> Result:
    """Passing is a turn effect (4.2.3.d) and an event: one step whose atomic action is the
    player passing, recorded like any other, whose resulting Reactions ("When a player
    passes") resolve before the turn ends (4.2.3.e, 6.3.h)."""
    rules = why("afternoon.pass")
    out = resolve_step(state, Step(ActionKind.PASS, players=(player,), rules=rules))
    new = out.state
    if player not in new.passed:  # a turn effect the player chose: they have passed (4.2.3.b)
        new = evolve(new, passed=new.passed | {player})
    if out.activations:
        new = push(new, Task(TaskKind.ACTIVATE_REACTIONS, activations=out.activations))
    text = f"{player} passes" + (" [" + "; ".join(out.notes) + "]" if out.notes else "")
    cited = tuple(dict.fromkeys((*rules, *out.rules)))
    return new, TraceEntry(text, cited, out.events)
