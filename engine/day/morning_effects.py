"""Morning's daily effects (4.2.1.a): Succeed (4.2.1.b), Prepare (4.2.1.c), Draw (4.2.1.d),
with the shuffle a short Deck may ask for (7.3.9.c, 4.2.1.f), and Expand (4.2.1.e)."""

from __future__ import annotations

from engine.day.tasks import noted
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.pipeline.statics import expands_from_deck
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.steps.morning_draw import short_deck_question
from engine.steps.resolution import run_step_deciding
from engine.why.labels import AT_TABLE, hidden_zone_kinds
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts


def succeed(state: GameState, task: Task) -> Result:
    nxt = state.opponent(state.first_player)
    step = Step(
        ActionKind.BECOME_FIRST_PLAYER,
        players=(nxt,),
        label="Succeed",
        rules=why("morning.succeed"),
    )
    return run_step_deciding(state, step)


def prepare(state: GameState, task: Task) -> Result:
    """Ready everything exhausted in personal zones and Expeditions (4.2.1.c) — and in each
    player's Landmarks: 4.2.1.c's own list names Permanents and 1.3.2.b says players ready
    their Permanents; the Landmark zone became shared in CR 5.0 with one sub-zone per
    player (3.2.7.b), and nothing says Landmark Permanents stopped readying."""
    exhausted = [
        (key, oid)
        for key, ids in state.zones.items()
        if z.kind_of(key) is not ZoneKind.LIMBO
        for oid in ids
        if Status.EXHAUSTED in state.objects[oid].statuses
    ]
    rules = why("morning.prepare")
    if any(z.kind_of(key) is ZoneKind.LANDMARK for key, _ in exhausted):
        rules = (*rules, *why("morning.prepare_landmarks"))
    ids = tuple(oid for _, oid in exhausted)
    result = run_step_deciding(
        state, Step(ActionKind.READY, objects=ids, label="Prepare", rules=rules)
    )
    return result if ids else noted(result, (("nothing is exhausted",), ()))


def draw(state: GameState, task: Task) -> Result:
    """Each player draws two cards (4.2.1.d); a player with fewer than two cards in their
    Deck may shuffle their Discard pile back into it, under the remaining cards (7.3.9.c,
    4.2.1.f), which is the same as drawing the remaining cards first."""
    decided = dict(task.answers())
    counts = {p: 1 if expands_from_deck(state, p) else 2 for p in state.initiative_order()}
    for p in state.initiative_order():
        left = len(state.zone(z.personal(ZoneKind.DECK, p)))
        short = left < counts[p]
        if short and state.zone(z.personal(ZoneKind.DISCARD, p)) and p not in decided:
            return ask(
                state,
                DecisionKind.MORNING_SHUFFLE,
                p,
                short_deck_question(left, counts[p]),
                (Option("yes", "shuffle"), Option("no", "do not shuffle")),
                task,
                why("morning.draw_short_deck"),
            )
    draw = Step(
        ActionKind.DRAW,
        players=tuple(p for p in state.initiative_order() if counts[p] == 2),
        amount=2,
        label="Draw",
        rules=why("morning.draw"),
    )
    # "During Morning, draw only one card" (Fen & Crowbar): those players draw one, in a
    # step of their own right after (6.2.b).
    ones = tuple(p for p in state.initiative_order() if counts[p] == 1)
    if ones:
        names = ", ".join(state.name(expands_from_deck(state, p) or p) for p in ones)
        one = Step(
            ActionKind.DRAW,
            players=ones,
            amount=1,
            label=f"Draw ({names}: only one card)",
            rules=why("morning.draw_only_one"),
        )
        if not draw.players:
            draw = one
        else:
            state = push(state, Task(TaskKind.STEP, step=one))
    shufflers = tuple(p for p, v in decided.items() if v == "yes")
    if shufflers:
        state = push(state, Task(TaskKind.STEP, step=draw))
        # 7.3.9.c: the cards left in the Deck are drawn first — the Discard pile goes under
        # them, so the one Draw step below draws them before the shuffled cards.
        return run_step_deciding(
            state,
            Step(
                ActionKind.SHUFFLE,
                players=shufflers,
                label="Draw, the cards left in the Deck drawn first",
                rules=why("morning.draw_shuffle"),
            ),
        )
    empty = [p for p in draw.players if not state.zone(z.personal(ZoneKind.DECK, p))]
    if not empty or len(empty) < len(draw.players):
        return run_step_deciding(state, draw)
    # 7.3.9.c: a player draws the cards there are; with an empty Deck and nothing to
    # shuffle back (or a shuffle declined), that is none.
    said = " and ".join(f"{p}'s" for p in empty)
    decks = "Deck is" if len(empty) == 1 else "Decks are"
    note = f"{said} {decks} empty, with no Discard pile shuffled in: nothing to draw"
    return noted(run_step_deciding(state, draw), ((note,), why("morning.draw_short_deck")))


@on_answer(DecisionKind.MORNING_SHUFFLE)
def _shuffle_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, decision.resume.with_answers(decision.player, choice[0]))
    # the decision is said as one; the shuffle itself is the step that follows (4.2.1.f)
    what = "decides to shuffle" if choice[0] == "yes" else "does not shuffle"
    return state, TraceEntry(
        f"{decision.player} {what} their Discard pile into their Deck", decision.rules[:1]
    )


def expand(state: GameState, task: Task) -> Result:
    """Each player may put a card from Hand face-down and ready in their Mana zone
    (4.2.1.e), deciding in turn order."""
    decided = dict(task.answers())
    for p in state.initiative_order():
        from_deck = expands_from_deck(state, p)
        if from_deck is not None:
            deck = state.zone(z.personal(ZoneKind.DECK, p))
            if p not in decided and deck:
                return ask(
                    state,
                    DecisionKind.EXPAND,
                    p,
                    f"Expand ({state.name(from_deck)}): put the top card of your Deck in your "
                    "Mana zone instead of a card from your Hand?",
                    (Option("none", "do not Expand"), Option(deck[0], "the top card of your Deck")),
                    task,
                    why("morning.expand_from_deck"),
                )
            continue
        hand = state.zone(z.personal(ZoneKind.HAND, p))
        if p not in decided and hand:
            options = (
                Option("none", "keep all cards"),
                *(Option(oid, state.name(oid)) for oid in hand),
            )
            return ask(
                state,
                DecisionKind.EXPAND,
                p,
                "Expand: put a card in your Mana zone?",
                options,
                task,
                why("morning.expand_order"),
            )
    chosen = tuple(v for v in decided.values() if v != "none")
    from_decks = any(z.kind_of(state.objects[oid].zone) is ZoneKind.DECK for oid in chosen)
    step = Step(
        ActionKind.MOVE,
        objects=chosen,
        to_zone=ZoneKind.MANA,
        mana_ready=True,
        label="Expand",
        rules=(*why("morning.expand"), *(why("morning.expand_from_deck") if from_decks else ())),
    )
    if not chosen:  # each player kept their cards, or had none to put (4.2.1.e)
        kept = ("no player put a card in their Mana zone",)
        return noted(run_step_deciding(state, step), (kept, ()))
    return run_step_deciding(state, step)


@on_answer(DecisionKind.EXPAND)
def _expand_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, decision.resume.with_answers(decision.player, choice[0]))
    said = f"{decision.player} chooses for Expand"
    # The card goes face-down (3.2.9.a): told to the table unnamed, named for the judge.
    named = (
        f"{decision.player} keeps all cards (Expand)"
        if choice[0] == "none" or choice[0] not in state.objects
        else f"{decision.player} chooses {state.name(choice[0])} for Expand"
    )
    zones = hidden_zone_kinds(state, (choice[0],), AT_TABLE) if choice[0] in state.objects else ()
    return state, TraceEntry(
        said, why("morning.expand"), unnamed=unnamed_parts(said, named, zones or ("hand",))
    )
