""" "The next card you play" as a card is played (5.2.d, 5.2.4.a, 2.2.15.c).

An Emblem-Ongoing about the next card played changes it as it is played: a Spell gains or
loses Fleeting as it moves to Limbo (5.2.4.a); another card gets an Emblem-Reaction with the
Emblem's effect, in the same Reaction-activating step as its own (5.2.d); "If you play it
from your hand" limits either to a card played from there (5.1.2.d). Once that card is
played the Emblem has done its job and ceases to exist (2.2.15.c). Split out of
``engine.play.playing``, which runs the four parts of the playing process.
"""

from __future__ import annotations

from engine.pipeline.entering_counters import played_entering_activations
from engine.pipeline.statics import (
    first_played_activations,
    played_keyword_source,
)
from engine.play.costs import (
    gigantic_terrain_words,
    next_played_emblems,
    next_played_through_gigantic,
)
from engine.reading.passives import expeditions_of, ignored_keywords
from engine.state import zones as z
from engine.state.abilities import NextPlayed
from engine.state.actions import ActionKind
from engine.state.agenda import Activation, Task, TaskKind
from engine.state.enums import CardType, ExpeditionKind, Keyword, Status, ZoneKind
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.said import possessive
from engine.state.steps import Step
from engine.why.event_words import DURATION_WORDS
from engine.why.table import why
from engine.why.trace import TraceEntry

__all__ = [
    "counted_down",
    "played_from",
    "spell_fleeting",
    "used_up_tasks",
    "uses_left_words",
    "uses_noted",
    "with_next_played",
]


def played_from(state: GameState, object_id: str) -> str:
    """Where the card being played is played from: "hand" or "reserve" (5.1.2.d) — its
    zone, or, once in Limbo, where it came from."""
    o = state.objects.get(object_id)
    if o is None:
        return ""
    if z.kind_of(o.zone) is ZoneKind.LIMBO:
        return o.played_from or ""
    return {ZoneKind.HAND: "hand", ZoneKind.RESERVE: "reserve"}.get(z.kind_of(o.zone), "")


def spell_fleeting(
    state: GameState, player: str, object_id: str, statuses: frozenset[Status]
) -> tuple[frozenset[Status], tuple[str, ...], str, str]:
    """5.2.4.a: a Spell moved to Limbo, in this order: gains Fleeting if played from
        Reserve (already in ``statuses``); gains it if Fleeting is in its text box (2.4.7.b) and
    not ignored or lost (7.3.19.b, 2.3.1.d — said by the caller); then gains
        or loses it as a passive ability — an Emblem-Ongoing "the next Spell you play ..." —
        states. (Other cards get an Emblem-Reaction instead, 5.2.d.) Also, in a judge's
    words, how it went where an Emblem-Ongoing took away the Fleeting it had gained: gained
    first, lost last (5.2.4.a); "" otherwise. Last, where the Fleeting it keeps comes from
    besides its origin zone — "by the Fleeting in its text box", "by X's passive ability"
    (2.4.7.b, 2.3.1.a) — or ""."""
    card = state.card(object_id)
    assert card is not None
    rules: tuple[str, ...] = ()
    gained: list[str] = ["as it is played from Reserve"] if Status.FLEETING in statuses else []
    lost = ""
    if Keyword.FLEETING in card.keywords and Keyword.FLEETING not in ignored_keywords(
        state, object_id
    ):
        statuses = statuses | {Status.FLEETING}
        rules = why("play.spell_fleeting_keyword")
        gained.append("by the Fleeting in its text box")
    granter = played_keyword_source(state, player, object_id, Keyword.FLEETING)
    if granter is not None:
        statuses = statuses | {Status.FLEETING}  # "Spells you play ... have Fleeting"
        rules = (*rules, *why("play.spell_passive_fleeting"))
        gained.append(f"by {possessive(state.name(granter))} passive ability")
    for eid in next_played_emblems(state, player, object_id):
        emblem = state.objects[eid].emblem
        assert emblem is not None
        for ab in emblem.abilities:
            n = ab.next_played
            if n is not None and n.effect_from and n.effect_from != played_from(state, object_id):
                continue  # "If you play it from your hand, it loses Fleeting" (5.1.2.d)
            for t in n.effect if n is not None else ():
                if t.status is not Status.FLEETING:
                    continue
                if t.action is ActionKind.GAIN_STATUS:
                    statuses = statuses | {Status.FLEETING}
                elif t.action is ActionKind.LOSE_STATUS:
                    if Status.FLEETING in statuses and gained:
                        lost = (
                            f"it gains Fleeting {' and '.join(gained)}, then "
                            f"{state.name(eid)} makes it lose Fleeting, last"
                        )
                    statuses = statuses - {Status.FLEETING}
                else:
                    continue
                rules = why("play.spell_next_played_fleeting")
    if Status.FLEETING not in statuses:
        return statuses, rules, lost, ""
    because = " and ".join(g for g in gained if not g.startswith("as it is played"))
    return statuses, rules, "", because


def counted_down(
    state: GameState, emblems: tuple[str, ...]
) -> tuple[GameState, tuple[str, ...], tuple[tuple[str, str], ...]]:
    """gh: "The next two Characters you play this turn …" applies to that many cards: each
    card played uses it once (5.2.d); while some are left it stays, one fewer to apply to,
    and it has done its job with the last (2.2.15.c). Returns the state, the Emblems used
    up now, and ``(emblem, words)`` for each counted one used: "1 of 2 used"."""
    objects = dict(state.objects)
    spent: list[str] = []
    said: list[tuple[str, str]] = []
    for eid in emblems:
        o = objects[eid]
        assert o.emblem is not None
        counted = [
            ab.next_played
            for ab in o.emblem.abilities
            if ab.next_played and (ab.next_played.count > 1 or ab.next_played.used)
        ]
        if counted:
            n = counted[0]
            said.append((eid, used_words(state, eid, n.used + 1, n.used + n.count, n.card_type)))
        if not any(n.count > 1 for n in counted):
            spent.append(eid)
            continue
        fewer = tuple(
            replace(
                ab,
                next_played=replace(
                    ab.next_played, count=ab.next_played.count - 1, used=ab.next_played.used + 1
                ),
            )
            if ab.next_played is not None and ab.next_played.count > 1
            else ab
            for ab in o.emblem.abilities
        )
        objects[eid] = replace(o, emblem=replace(o.emblem, abilities=fewer))
    if objects == state.objects:
        return state, tuple(spent), tuple(said)
    return evolve(state, objects=objects), tuple(spent), tuple(said)


def _cards(card_type: CardType | None) -> str:
    """ "Characters", "Spells", "cards": what a counted Emblem-Ongoing applies to."""
    return f"{card_type.value}s" if card_type is not None else "cards"


def used_words(
    state: GameState, eid: str, used: int, total: int, card_type: CardType | None
) -> str:
    """ "Emblem-Ongoing of Double Welcome: 1 of 2 Characters used, it applies to the next
    one" — or, with the last, "2 of 2 Characters used: it has done its job" (2.2.15.c)."""
    head = f"{state.name(eid)}: {used} of {total} {_cards(card_type)} used"
    if used >= total:
        return f"{head}, it has done its job"
    left = total - used
    return head + (", it applies to the next one" if left == 1 else f", {left} more to go")


def uses_left_words(state: GameState, eid: str) -> str:
    """How a counted Emblem-Ongoing stood when its duration ended (2.2.15.c): "1 of 2
    Characters used, 1 unused"; "" for one that is not counted."""
    emblem = state.objects[eid].emblem
    counted = [
        ab.next_played
        for ab in (emblem.abilities if emblem is not None else ())
        if ab.next_played and (ab.next_played.count > 1 or ab.next_played.used)
    ]
    if not counted:
        return ""
    n = counted[0]
    total = n.used + n.count
    return f"{n.used} of {total} {_cards(n.card_type)} used, {n.count} unused"


def used_up_tasks(
    state: GameState,
    emblems: tuple[str, ...],
    said: tuple[tuple[str, str], ...] = (),
    played: str = "",
) -> tuple[Task, ...]:
    """An Emblem-Ongoing about "the next card you play" has done its job once that card is
    played: it ceases to exist — a counted one with its last card, said so. The CR gives an
    Emblem-Ongoing no end but its duration (2.2.15.c) and does not end one used up: the line
    says so, and names the card the Emblem applied to by its own noun ("the next Permanent",
    not "the next card"), ``played`` being the card played (blind batch 38, 03)."""
    if not emblems:
        return ()
    counted = dict(said)
    parts = [
        f"{counted[eid]} ({_silent_words(state, eid)})"
        if eid in counted
        else _applied_words(state, eid, played)
        for eid in emblems
    ]
    step = Step(
        ActionKind.CEASE_TO_EXIST,
        objects=emblems,
        label="; ".join(parts),
        rules=why("play.next_played_used_up"),
    )
    return (Task(TaskKind.STEP, step=step),)


def _next_played_of(state: GameState, eid: str) -> NextPlayed | None:
    emblem = state.objects[eid].emblem if eid in state.objects else None
    return next(
        (ab.next_played for ab in (emblem.abilities if emblem else ()) if ab.next_played), None
    )


def _silent_words(state: GameState, eid: str) -> str:
    """Why an Emblem-Ongoing used up ceases to exist, in the CR's own terms: the CR does not
    end it once used — 2.2.15.c and its example end it with its duration, "whether its
    controller has played a card or not" —; used, it applies to no other card, so removing
    it now changes nothing."""
    emblem = state.objects[eid].emblem if eid in state.objects else None
    lasts = DURATION_WORDS.get(emblem.duration, emblem.duration) if emblem else ""
    return (
        "the CR does not end it once used: 2.2.15.c ends it with its duration"
        + (f", {lasts}" if lasts else "")
        + f", whether a card was played or not; it applies to no other {_noun(state, eid)}, "
        "so the app removes it now"
    )


def _applied_words(state: GameState, eid: str, played: str) -> str:
    """ "the Emblem-Ongoing applied to the next Permanent played, The Monolith (Emblem-Ongoing
    of Vishvakarma — the CR does not end it once used: …)": the words it always had, with
    its own noun, the card that used it, whose it is and why it ends."""
    return (
        f"the Emblem-Ongoing applied to the next {_noun(state, eid)} played"
        + (f", {played}" if played else "")
        + f" ({state.name(eid)} — {_silent_words(state, eid)})"
    )


def _noun(state: GameState, eid: str) -> str:
    """What the Emblem-Ongoing's "the next …" names: "Permanent", "Character", "card"."""
    n = _next_played_of(state, eid)
    return n.card_type.value if n is not None and n.card_type is not None else "card"


def uses_noted(
    entry: TraceEntry, spent: tuple[str, ...], said: tuple[tuple[str, str], ...]
) -> TraceEntry:
    """``entry`` of the card played, with each counted Emblem-Ongoing it used and that is
    left for the next ones: "[Emblem-Ongoing of Double Welcome: 1 of 2 Characters used, it
    applies to the next one]" (2.2.15.c; the last use is said as it ceases to exist)."""
    left = [w for eid, w in said if eid not in spent]
    if not left:
        return entry
    return replace(
        entry,
        text=entry.text + "".join(f" [{w}]" for w in left),
        rules=tuple(dict.fromkeys((*entry.rules, *why("play.next_played_counted")))),
    )


def with_next_played(
    state: GameState,
    before: GameState,
    task: Task,
    emblems: tuple[str, ...],
    used_up: tuple[Task, ...],
) -> GameState:
    """5.2.d: when a card other than a Spell is played and an Emblem-Ongoing says it
    gains or loses a counter or status, an Emblem-Reaction with that effect is created
    during its resolution — in the same Reaction-activating step as the card's own."""
    assert task.card is not None and task.player is not None
    new = state.object_of_card(task.card)
    acts: list[Activation] = []
    activated: set[object] = set()
    into = (
        z.expedition_id(task.player, ExpeditionKind(task.dest))
        if task.dest in (ExpeditionKind.HERO.value, ExpeditionKind.COMPANION.value)
        else None
    )
    for eid in emblems:
        emblem = before.objects[eid].emblem
        assert emblem is not None
        for index, ab in enumerate(emblem.abilities):
            n = ab.next_played
            if n is None or not n.effect or new is None:
                continue
            if n.effect_from and n.effect_from != played_from(before, task.object_id or ""):
                continue  # "If you play it from your hand, [X]": X for one played from there
            triggers = {t.trigger for t in n.effect if t.action is ActionKind.ACTIVATE}
            if triggers and triggers <= activated:
                # "activates its {R} abilities (as if it had been played from Reserve)": a
                # way it was played, not more of them — two such Emblems activate them once
                # (the official ruling on The Foundry, Axiom Bastion).
                continue
            activated |= triggers
            rules = why("reaction.emblem_changes_card")
            said = ""
            if n.into_terrain is not None and next_played_through_gigantic(
                before, eid, task.object_id or "", into
            ):
                # played in one Expedition, it joins both (7.4.4.c): in {V} through the other
                rules = (*rules, *why("reaction.next_played_gigantic_terrain"))
                oid = task.object_id or ""
                # the card played is a new object now (2.1.d): named by the state knowing it
                knows, named = (state, new) if oid not in before.objects and new else (before, oid)
                said = gigantic_terrain_words(knows, named, into, n.into_terrain)
            acts.append(
                Activation(
                    source_object=eid,
                    source_card=None,
                    source_name=emblem.source_name,
                    ability_index=index,
                    controller=task.player,
                    it=(new,),
                    effect=n.effect,
                    rules=rules,
                    said=said,
                    by_ongoing=True,  # the Emblem-Ongoing's, named on its lines (5.2.d)
                )
            )
    joined = expeditions_of(state, new) if new is not None and new in state.objects else frozenset()
    acts.extend(first_played_activations(before, task.player, task.card, new, joined))  # 5.2.d
    acts.extend(played_entering_activations(before, task.player, task.card, new))  # 5.2.d (gn)
    added = len(state.agenda) - len(before.agenda)
    head = state.agenda[:added]
    rest = state.agenda[added:]
    if acts:
        if head and head[0].kind == TaskKind.ACTIVATE_REACTIONS:
            head = (replace(head[0], activations=(*head[0].activations, *acts)), *head[1:])
        else:
            head = (Task(TaskKind.ACTIVATE_REACTIONS, activations=tuple(acts)), *head)
    return evolve(state, agenda=(*head, *used_up, *rest))
