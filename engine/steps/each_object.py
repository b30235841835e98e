"""A step done once for each object of a group, "it" in it being that object (gf, issue 30):
"For each Permanent you control, create a [token] in its Expedition", "For each Character sent
this way, its controller draws a card".

"[Do step] for each [quantity]" is performed that many times, one after the other (6.5.i);
when the step's words name the object counted ("its Expedition", "its controller", "it"),
each instance is that object's own: two Characters in two Expeditions make one token in
each. The objects are found as the step is about to happen (a group, 6.1.g) or are those
the step before acted on ("this way", 6.5.b); the engine then puts one step per object on
the agenda, each naming its object as "it" (with the zone it was in before this effect
moved it, 2.1.h) — plain data, so a decision in the middle of the series (a "may", a
target) is asked and answered between two instances, and the next instance follows.
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, on_task, push
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Subject
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of
from engine.state.steps import Step
from engine.steps.subject_choices import group_objects
from engine.steps.subject_targets import expedition_label
from engine.steps.subjects import instantiate
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry


def each_object_does(state: GameState, step: Step) -> Result:
    """``step`` (with ``per_object``) as one step per object of its group, in order, each
    naming its object as "it" (6.5.i)."""
    template = step.per_object
    assert template is not None and template.for_each is not None
    controller = step.controller or state.first_player
    acted = template.for_each is Subject.IT
    if acted:
        found = tuple(dict.fromkeys(step.it))  # what the step before acted on (6.5.b)
    else:
        group = replace(step, subject=template.for_each, filter=template.for_each_filter)
        found = group_objects(state, group)  # found as the step is about to happen (6.1.g)
    noun = _group_noun(state, found)
    own = replace(
        template, for_each=None, for_each_filter=None, condition=None, otherwise=(), also=()
    )
    tasks = tuple(
        Task(
            TaskKind.EACH_OBJECT,
            step=instantiate(
                own,
                state,
                controller,
                step.me,
                step.my_expedition,
                step.source or "",
                (oid,),
                step.tough_paid,
                me_card=step.me_card,
                it_was_in=_own_was_in(state, oid, step.it_was_in) if acted else (),
                me_was_gigantic=step.me_was_gigantic,
                me_was=step.me_was,
                me_in_play_at_start=step.me_in_play_at_start,
            ),
            object_id=oid,
            amount=i + 1,
            effect=noun,  # what each one is, said on its own line: "the second Permanent"
        )
        for i, oid in enumerate(found)
    )
    rules = why("effect.each_object_in_turn")
    if not found:
        return state, step_entry(step, "there is no object to do it for, so it is not done", rules)
    said = ", ".join(_object_words(state, oid, step.it_was_in) for oid in found)
    many = count_of(len(found), noun, noun + "s")
    return push(state, *tasks), step_entry(
        step,
        f"done once for each of the {many}, one after the other, “it” being that one each "
        f"time: {said}",
        rules,
    )


@on_task(TaskKind.EACH_OBJECT)
def _each_object(state: GameState, task: Task) -> Result:
    """One object's turn of a step done for each object (6.5.i): its step follows."""
    assert task.step is not None and task.object_id is not None
    words = _object_words(state, task.object_id, task.step.it_was_in)
    noun = task.effect or "object"
    return push(state, Task(TaskKind.STEP, step=task.step)), TraceEntry(
        f"for the {_ordinal(task.amount)} {noun}, {words}:", why("effect.each_object_in_turn")
    )


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth")  # fmt: skip


def _ordinal(n: int) -> str:
    """ "first" … "tenth", then "11th", "21st", "22nd": which one of the group's turn it is
    (6.5.i: one after the other)."""
    if 0 < n <= len(_ORDINALS):
        return _ORDINALS[n - 1]
    teen = n % 100 in (11, 12, 13)
    suffix = "th" if teen else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _group_noun(state: GameState, found: tuple[str, ...]) -> str:
    """What the objects of a "for each" are, as a judge counts them: their card type when
    they share one ("Character", "Permanent"), else "object" (2.2.1)."""
    kinds = {_kind(state, oid) for oid in found}
    return kinds.pop() if len(kinds) == 1 else "object"


def _kind(state: GameState, oid: str) -> str:
    """The card type of ``oid`` — as it was, for one this effect moved (2.1.h)."""
    if oid in state.objects:
        return state.type_of(oid).value
    gone = state.last_known.get(oid)
    card_id = gone.object.card_id if gone is not None else None
    card = state.cards.get(card_id) if card_id is not None else None
    return card.type.value if card is not None else "object"


def _own_was_in(state: GameState, oid: str, was_in: tuple[str, ...]) -> tuple[str, ...]:
    """The zone the object ``oid`` was in before this effect moved it (one of ``was_in``),
    when it is the new object a move made (2.1.d) or a token that ceased to exist (2.1.e):
    its last known zone (2.1.h); none when it did not move."""
    gone = state.last_known.get(oid)  # a token that ceased to exist as it moved (2.1.e)
    if gone is not None and gone.object.zone in was_in:
        return (gone.object.zone,)
    for known in state.last_known.values():
        if known.became == oid and known.object.zone in was_in:
            return (known.object.zone,)
    return ()


def _object_words(state: GameState, oid: str, was_in: tuple[str, ...]) -> str:
    """ "Kelon Elemental (p2's companion Expedition)": the object and where it is — or was,
    before this effect moved it (2.1.h)."""
    name = state.name(oid)
    where = sorted(expeditions_of(state, oid)) if oid in state.objects else []
    if where:
        return f"{name} ({', '.join(expedition_label(e) for e in where)})"
    was = [
        expedition_label(z.expedition_id(player, kind))
        for w in _own_was_in(state, oid, was_in)
        if (player := z.player_of(w)) is not None and (kind := z.expedition_kind_of(w)) is not None
    ]
    return f"{name} (was in {', '.join(was)})" if was else name
