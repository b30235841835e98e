"""Playing a card from Hand or Reserve (5.1.2, 5.2).

The four parts of the playing process (5.1.2.a) are agenda tasks:

1. declaration of intent (5.1.2.c) — the turn decision names the card and, for a
   Character or Expedition Permanent, the Expedition (5.2.1.a); a second decision picks the
   Mana Orbs that will pay, if there is a real choice. The state does not change during
   the declaration (5.1.2.g): illegal declarations are refused before anything happens;
2. move to Limbo (5.1.2.h) — from Reserve the card gains Fleeting as it enters Limbo
   (5.2.1.b, 2.4.7.a, 5.2.4.a);
3. pay costs (5.1.2.i) — exhausting that many Mana Orbs (1.2.5.e), one event (1.2.7.b);
4. resolution (5.1.2.j) — a Character enters the chosen Expedition, then, in another step,
   gains Fleeting if it had it in Limbo (5.2.1.c); a Landmark Permanent joins its
   player's Landmarks (5.2.3.a); a Spell's effect resolves, then it goes to Reserve or, if
   Fleeting, to the Discard pile (5.2.4.b, 2.4.7.e; Cooldown, 7.4.1.b).

Not yet: cost alterations (5.1.2.f), quick actions (5.3), playing a card as part of an
effect (5.2.b, 5.2.c), readying Mana Orbs by exhausting others (3.2.9.e).
"""

from __future__ import annotations

from dataclasses import replace

from engine.agenda import Task, TaskKind
from engine.citations import cite
from engine.decisions import Decision, DecisionKind, Option
from engine.errors import IllegalAction
from engine.pipeline.keywords import ActionKind
from engine.pipeline.steps import Step
from engine.resolution import instantiate, run_step
from engine.runtime import Result, ask, on_answer, on_task, push
from engine.state import zones as z
from engine.state.cards import CardDef
from engine.state.enums import (
    CardType,
    ExpeditionKind,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    ZoneKind,
)
from engine.state.game_state import GameState
from engine.trace import TraceEntry

EXPEDITION_DESTS = (ExpeditionKind.HERO.value, ExpeditionKind.COMPANION.value)


def ready_orbs(state: GameState, player: str) -> tuple[str, ...]:
    """A player's ready Mana Orbs (3.2.9.c)."""
    return tuple(
        oid
        for oid in state.zone(z.personal(ZoneKind.MANA, player))
        if Status.EXHAUSTED not in state.objects[oid].statuses
    )


def cost_of(state: GameState, object_id: str) -> int:
    """The mana cost to play a card: Hand Cost from Hand, Reserve Cost from Reserve
    (5.1.2.d); an absent cost counts as 0."""
    card = state.card(object_id)
    assert card is not None
    if z.kind_of(state.objects[object_id].zone) is ZoneKind.RESERVE:
        return card.reserve_cost or 0
    return card.hand_cost or 0


def _dests_for(card: CardDef) -> tuple[str, ...]:
    if card.type is CardType.CHARACTER or (
        card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.EXPEDITION
    ):
        return EXPEDITION_DESTS
    if card.type is CardType.PERMANENT:
        return ("landmark",)
    if card.type is CardType.SPELL:
        return ("spell",)
    return ()


def check_play(state: GameState, player: str, object_id: str, dest: str) -> None:
    """Refuse an illegal declaration of intent with the rule it breaks (5.1.2.g)."""
    if state.phase is not Phase.AFTERNOON or state.turn_player != player:
        raise IllegalAction(f"{player} cannot play a card: it is not their turn", "5.1.1.b")
    o = state.objects.get(object_id)
    if o is None:
        raise IllegalAction(f"{object_id} does not exist", "2.1.i")
    kind = z.kind_of(o.zone)
    if o.owner != player or kind not in (ZoneKind.HAND, ZoneKind.RESERVE):
        raise IllegalAction(
            f"{state.name(object_id)} is not in {player}'s Hand or Reserve", "5.1.2.c"
        )
    if kind is ZoneKind.RESERVE and Status.EXHAUSTED in o.statuses:
        raise IllegalAction(f"{state.name(object_id)} is exhausted in Reserve", "2.4.6.c")
    card = state.card(object_id)
    assert card is not None
    if dest not in _dests_for(card):
        raise IllegalAction(f"{state.name(object_id)} cannot be played into {dest!r}", "5.2.1.a")
    cost = cost_of(state, object_id)
    available = len(ready_orbs(state, player))
    if cost > available:
        raise IllegalAction(
            f"{player} cannot pay {cost} mana with {available} ready Mana Orbs",
            "1.2.5.c",
        )


def play_options(state: GameState, player: str) -> tuple[Option, ...]:
    """Every legal "play a card" turn effect (4.2.3.d), one option per card and place."""
    options: list[Option] = []
    for kind in (ZoneKind.HAND, ZoneKind.RESERVE):
        for oid in state.zone(z.personal(kind, player)):
            card = state.card(oid)
            assert card is not None
            for dest in _dests_for(card):
                try:
                    check_play(state, player, oid, dest)
                except IllegalAction:
                    continue
                where = f" in {dest} Expedition" if dest in EXPEDITION_DESTS else ""
                options.append(
                    Option(
                        f"play:{oid}:{dest}",
                        f"play {card.name} from {kind.value} for {cost_of(state, oid)}{where}",
                    )
                )
    return tuple(options)


def begin_play(state: GameState, player: str, object_id: str, dest: str) -> Result:
    """Declaration of intent (5.1.2.c): choose the Mana Orbs, unless there is no choice."""
    check_play(state, player, object_id, dest)
    o = state.objects[object_id]
    assert o.card_id is not None
    resume = Task(
        TaskKind.PLAY_TO_LIMBO, player=player, card=o.card_id, object_id=object_id, dest=dest
    )
    cost = cost_of(state, object_id)
    orbs = ready_orbs(state, player)
    if 0 < cost < len(orbs):
        options = tuple(Option(orb, f"Mana Orb {orb}") for orb in orbs)
        return ask(
            state,
            DecisionKind.PAY_MANA,
            player,
            f"choose {cost} Mana Orbs to exhaust for {state.name(object_id)}",
            options,
            resume,
            cite("5.1.2.c", "1.2.5.e"),
            cost,
            cost,
        )
    chosen = orbs[:cost]
    state = push(state, replace(resume, choices=chosen))
    return state, TraceEntry(
        f"{player} declares: play {state.name(object_id)} ({dest}) paying {cost}",
        cite("5.1.2.a", "5.1.2.c", "5.1.2.d"),
    )


@on_answer(DecisionKind.PAY_MANA)
def _pay_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, replace(decision.resume, choices=choice))
    return state, TraceEntry(
        f"{decision.player} will exhaust {len(choice)} Mana Orbs", cite("5.1.2.c")
    )


@on_task(TaskKind.PLAY_TO_LIMBO)
def _to_limbo(state: GameState, task: Task) -> Result:
    assert task.object_id is not None and task.player is not None
    o = state.objects[task.object_id]
    card = state.card(task.object_id)
    assert card is not None
    from_reserve = z.kind_of(o.zone) is ZoneKind.RESERVE
    statuses: frozenset[Status] = frozenset()
    rules = cite("5.1.2.h")
    landmark = card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.LANDMARK
    if from_reserve and not landmark:
        statuses = frozenset({Status.FLEETING})
        rules = (*rules, *cite("5.2.1.b", "2.4.7.a"))
    if card.type is CardType.SPELL and Keyword.FLEETING in card.keywords:
        statuses = frozenset({Status.FLEETING})
        rules = (*rules, *cite("5.2.4.a"))
    step = Step(
        ActionKind.MOVE,
        controller=task.player,
        objects=(task.object_id,),
        to_zone=ZoneKind.LIMBO,
        enter_statuses=statuses,
        played_from="reserve" if from_reserve else "hand",
        label=f"{task.player} moves {card.name} to Limbo",
        rules=rules,
    )
    state, entry = run_step(state, step)
    return push(state, replace(task, kind=TaskKind.PLAY_PAY)), entry


@on_task(TaskKind.PLAY_PAY)
def _pay(state: GameState, task: Task) -> Result:
    state = push(state, replace(task, kind=TaskKind.PLAY_RESOLVE))
    if not task.choices:
        return state, TraceEntry("nothing to pay", cite("5.1.2.i"))
    step = Step(
        ActionKind.EXHAUST,
        controller=task.player,
        objects=task.choices,
        is_cost=True,
        label=f"{task.player} pays {len(task.choices)} mana",
        rules=cite("5.1.2.i", "1.2.5.e", "1.2.7.b"),
    )
    return run_step(state, step, strict=True)


@on_task(TaskKind.PLAY_RESOLVE)
def _resolve(state: GameState, task: Task) -> Result:
    assert task.card is not None and task.player is not None and task.dest is not None
    oid = state.object_of_card(task.card)
    assert oid is not None
    card = state.cards[task.card]
    fleeting = Status.FLEETING in state.objects[oid].statuses
    if card.type is CardType.SPELL:
        steps = tuple(
            Task(TaskKind.STEP, step=instantiate(t, state, task.player, oid, None, card.name))
            for t in card.effect
        )
        state = push(state, *steps, replace(task, kind=TaskKind.PLAY_FINISH))
        return state, TraceEntry(f"{card.name} resolves", cite("5.1.2.j"))
    if task.dest == "landmark":
        step = Step(
            ActionKind.MOVE,
            controller=task.player,
            objects=(oid,),
            to_zone=ZoneKind.LANDMARK,
            to_sub=task.player,
            label=f"{card.name} joins {task.player}'s Landmarks",
            rules=cite("5.1.2.j", "5.2.3.a", "7.5.12.a"),
        )
        return run_step(state, step)
    expedition = z.expedition_id(task.player, ExpeditionKind(task.dest))
    step = Step(
        ActionKind.MOVE,
        controller=task.player,
        objects=(oid,),
        to_zone=ZoneKind.EXPEDITION,
        to_sub=expedition,
        label=f"{card.name} enters {expedition}",
        rules=cite("5.1.2.j", "5.2.1.c", "7.5.12.a"),
    )
    state, entry = run_step(state, step)
    if fleeting:
        # 5.2.1.c / 2.4.7.c: then, in another step, it gains Fleeting.
        gain = Step(
            ActionKind.GAIN_STATUS,
            controller=task.player,
            cards=(task.card,),
            status=Status.FLEETING,
            label=f"{card.name} gains Fleeting",
            rules=cite("5.2.1.c", "2.4.7.c"),
        )
        state = push(state, Task(TaskKind.STEP, step=gain))
    return state, entry


@on_task(TaskKind.PLAY_FINISH)
def _finish_spell(state: GameState, task: Task) -> Result:
    """A Spell done resolving goes to its owner's Reserve, or Discard pile if Fleeting
    (5.2.4.b, 2.4.7.e); with Cooldown it becomes exhausted (7.4.1.b)."""
    assert task.card is not None
    oid = state.object_of_card(task.card)
    if oid is None or z.kind_of(state.objects[oid].zone) is not ZoneKind.LIMBO:
        return state, TraceEntry("the Spell is no longer in Limbo", cite("2.1.i"))
    card = state.cards[task.card]
    if Status.FLEETING in state.objects[oid].statuses:
        step = Step(
            ActionKind.DISCARD,
            controller=task.player,
            objects=(oid,),
            to_zone=ZoneKind.DISCARD,
            label=f"{card.name} is discarded",
            rules=cite("5.2.4.b", "2.4.7.e", "7.5.12.a"),
        )
    else:
        cooldown = Keyword.COOLDOWN in card.keywords
        step = Step(
            ActionKind.MOVE,
            controller=task.player,
            objects=(oid,),
            to_zone=ZoneKind.RESERVE,
            enter_statuses=frozenset({Status.EXHAUSTED}) if cooldown else frozenset(),
            label=f"{card.name} goes to Reserve",
            rules=cite("5.2.4.b", "7.5.12.a", *(("7.4.1.b",) if cooldown else ())),
        )
    return run_step(state, step)
