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

Parts 2–4 are engine/play/paying_and_resolving.py; this module is the declaration.

Costs include cost alterations (``engine.play.costs``, 5.1.2.f); a card counts as played
this turn once its resolution started (5.1.2.k). An effect may make its controller play a
card immediately (5.2.b), possibly for less or for free (7.3.26.a); "the next card you
play" Emblem-Ongoings apply to it (5.2.d, ``engine.play.next_played``). Quick actions:
``engine.play.quick``.

Not yet: playing several cards in one step (5.2.c), Scout's alternative cost (7.4.5.c),
readying Mana Orbs by exhausting others (3.2.9.e).
"""

from __future__ import annotations

from engine.pipeline.atomic import subject_objects
from engine.pipeline.byhand import cost_notes
from engine.pipeline.runtime import Result, ask, on_answer, on_task, push
from engine.pipeline.statics import play_places_restricted
from engine.play.cost_misses import cost_misses
from engine.play.cost_places import played_into
from engine.play.costs import (
    EXPEDITION_DESTS,
    base_words,
    breakdown_words,
    cost_depends_on_place,
    cost_of,
    play_cost,
    ready_orbs,
)
from engine.play.dormant_passives import cost_notes_in_reserve, restriction_notes_in_reserve
from engine.play.legality import (
    can_scout,
    check_play,
    legal_places,
    places_for,
    scout_places,
    why_not_by_effect,
)
from engine.play.optional_costs import (
    ask_optional_cost,
    cost_said,
    optional_spec,
)
from engine.play.orb_choice_words import orbs_words, paid_for_words
from engine.play.own_restrictions import own_restriction_notes
from engine.state import zones as z
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import (
    CardType,
    Status,
    ZoneKind,
)
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of
from engine.why.labels import orb_label, orbs_to_exhaust
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry

_GIGANTIC_TERRAIN = why("reaction.next_played_gigantic_terrain")  # 7.4.4.c, 7.5.8.c


def play_options(state: GameState, player: str) -> tuple[Option, ...]:
    """Every legal "play a card" turn effect (4.2.3.d), one option per card and place —
    and, for a card with Scout in Hand, one per place for its alternative cost (7.4.5.c)."""
    options: list[Option] = []
    available = len(ready_orbs(state, player))
    restricted = play_places_restricted(state)  # "can't play … in …" (1.4.1.a)
    for kind in (ZoneKind.HAND, ZoneKind.RESERVE):
        for oid in state.zone(z.personal(kind, player)):
            card = state.card(oid)
            assert card is not None
            ways = (False, True) if can_scout(state, oid) else (False,)
            dests = places_for(card)
            if not dests:
                continue
            costs: dict[tuple[str, bool], int] = {}
            # Only the place depends on the destination, and every place offered is one
            # the card can be played into (5.2.1.a): one check per way of paying — and per
            # place for a card that costs less in an empty Expedition (5.1.2.f) or that
            # may be played exhausted into some Expedition only (2.4.6.d).
            tired = kind is ZoneKind.RESERVE and state.objects[oid].has(Status.EXHAUSTED)
            # … and per place while a "can't play … in the Expedition facing me" works (1.4.1.a)
            apart = tired or cost_depends_on_place(card) or restricted
            checked = dests if apart else dests[:1]
            for place in checked:
                for scout in ways:
                    try:
                        costs[place, scout] = check_play(
                            state, player, oid, place, scout=scout, available=available
                        )
                    except IllegalAction:
                        continue
            for dest in dests:
                where = f" in {dest} Expedition" if dest in EXPEDITION_DESTS else ""
                for scout in ways:
                    cost = costs.get((dest if dest in checked else dests[0], scout))
                    if cost is None:
                        continue
                    how = f" with Scout {card.scout}" if scout else ""
                    price = f"{cost}"
                    spec = optional_spec(state, oid)
                    if spec is not None and spec.additional:
                        price += f" and its additional cost ({cost_said(spec)})"
                    elif spec is not None:
                        full = cost_of(state, oid, 0, False, scout, dest)
                        if full != cost:  # 5.1.2.c: lower only by paying its optional cost
                            price = f"{full} (or {cost} paying its optional cost)"
                    options.append(
                        Option(
                            f"play:{oid}:{dest}" + (":scout" if scout else ""),
                            f"play {card.name} from {kind}{how} for {price}{where}",
                        )
                    )
    return tuple(options)


def begin_play(
    state: GameState,
    player: str,
    object_id: str,
    dest: str,
    in_effect: bool = False,
    cost_change: int = 0,
    free: bool = False,
    scout: bool = False,
) -> Result:
    """Declaration of intent (5.1.2.c): whether to pay an optional cost and with what, if
    the card has one (``engine.play.optional_costs``), then the Mana Orbs, unless there is
    no choice. ``in_effect``: the card is played by an effect (5.2.b), possibly with a cost
    change or for free (7.3.26.a); ``scout``: for its alternative cost Scout X (7.4.5.c)."""
    check_play(state, player, object_id, dest, in_effect, cost_change, free, scout)
    o = state.objects[object_id]
    assert o.card_id is not None
    resume = Task(
        TaskKind.PLAY_TO_LIMBO,
        player=player,
        card=o.card_id,
        object_id=object_id,
        dest=dest,
        amount=cost_change,
        free=free,
        alternative="scout" if scout else "",
        in_effect=in_effect,
    )
    if not free:
        declare = replace(resume, kind=TaskKind.PLAY_DECLARE)
        asked = ask_optional_cost(state, player, object_id, declare)
        if asked is not None:
            return asked
    return _declare_play(state, resume)


@on_task(TaskKind.PLAY_DECLARE)
def _declare_task(state: GameState, task: Task) -> Result:
    return _declare_play(state, replace(task, kind=TaskKind.PLAY_TO_LIMBO))


def _declare_play(state: GameState, resume: Task) -> Result:
    """The rest of the declaration (5.1.2.c): the cost, with the optional cost's change if
    it is paid, and the Mana Orbs that pay it."""
    player, object_id, dest = resume.player, resume.object_id, resume.dest
    assert player is not None and object_id is not None and dest is not None
    free, scout, in_effect = resume.free, resume.alternative == "scout", resume.in_effect
    paid = bool(resume.cost_objects)
    computed = play_cost(state, object_id, resume.amount, free, scout, dest, paid)
    cost = computed.amount
    orbs = ready_orbs(state, player)
    # Cost alterations of cards in a Reserve: not in play, so not working (1.2.4.d).
    dormant, dormant_rules = cost_notes_in_reserve(state, object_id, player)
    forbid, forbid_rules = restriction_notes_in_reserve(state, player, object_id)  # 1.2.4.d
    dormant, dormant_rules = (*dormant, *forbid), (*dormant_rules, *forbid_rules)
    # its own "I can't be played if …" checked with the declaration, not forbidding (5.1.2.g)
    own, own_rules = own_restriction_notes(state, player, object_id)
    dormant, dormant_rules = (*dormant, *own), (*dormant_rules, *own_rules)
    by_hand, by_hand_rules = cost_notes(state, object_id)  # 5.1.2.f: before payment
    dormant, dormant_rules = (*dormant, *by_hand), (*dormant_rules, *by_hand_rules)
    # "… in my Expedition", "the first … each turn": an alteration missed for the place or
    # the rank, said (5.1.2.c, 5.1.2.k)
    missed, missed_rules = cost_misses(state, object_id, player, played_into(player, dest))
    dormant, dormant_rules = (*dormant, *missed), (*dormant_rules, *missed_rules)
    # 7.4.5.c: Scout's cost is paid instead of the Hand Cost — said where it is paid.
    scouted = _scout_words(state, object_id) if scout and not computed.altered else ""
    # 7.4.5.c, 5.1.2.c: Scout's alternative cost not chosen — said where the declaration decides
    declined = not scout and can_scout(state, object_id)
    declined_words = _scout_declined_words(state, object_id) if declined else ""
    declined_rules = why("play.scout_declined") if declined else ()
    if 0 < cost < len(orbs):
        options = tuple(Option(orb, orb_label(state, orb)) for orb in orbs)
        return ask(
            state,
            DecisionKind.PAY_MANA,
            player,
            f"choose {orbs_to_exhaust(cost)} to exhaust for {state.name(object_id)}"
            + scouted
            + breakdown_words(computed, base_words(state, object_id, scout))
            + declined_words
            + "".join(f" [{n}]" for n in dormant),
            options,
            resume,
            (
                *why("play.choose_orbs"),
                *dormant_rules,
                *_expedition_chosen(state, object_id, dest),
                *(why("play.cost_altered") if computed.altered else ()),
                *computed.counted_rules,
                *(_GIGANTIC_TERRAIN if computed.gigantic_terrain else ()),
                *(why("play.counted_plays") if computed.counted_plays else ()),
                *(why("play.scout") if scout else ()),
                *(why("play.scout_altered") if scout and computed.altered and not free else ()),
                *declined_rules,
            ),
            cost,
            cost,
        )
    chosen = orbs[:cost]
    state = push(state, replace(resume, choices=chosen))
    how = breakdown_words(computed, base_words(state, object_id, scout)) or scouted
    how += declined_words + "".join(f" [{n}]" for n in dormant)
    rules = (*why("play.declare"), *_expedition_chosen(state, object_id, dest), *dormant_rules)
    if scout:
        rules = (*rules, *why("play.scout"))
    rules = (*rules, *declined_rules)
    if computed.altered:
        rules = (*rules, *why("play.for_free" if free or computed.free else "play.cost_altered"))
        if scout and not free:
            rules = (*rules, *why("play.scout_altered"))  # 7.4.5.d
        if computed.gigantic_terrain:
            rules = (*rules, *_GIGANTIC_TERRAIN)  # 7.5.8.c
        rules = (*rules, *computed.counted_rules)  # what a condition counted (2.2.11.d …)
    if computed.counted_plays:
        rules = (*rules, *why("play.counted_plays"))
    if computed.own and not free:
        rules = (*rules, *why("play.own_cost_outside_play"))  # 1.2.4.d
    if paid:
        rules = (*rules, *why(_cost_point(state, object_id, "play.optional_cost")))
    if in_effect:
        rules = (*rules, *why("play.by_effect"))
    if state.objects[object_id].has(Status.EXHAUSTED):
        rules = (*rules, *why("play.exhausted_from_reserve"))  # allowed by a passive ability
    name = state.name(object_id)
    where = _FROM.get(z.kind_of(state.objects[object_id].zone), "")
    return state, TraceEntry(
        f"{player} plays {name}{where} ({dest}), paying {cost}{how}",
        rules,
        # as releases before this one said it, which files saved then quote
        earlier_words=f"{player} declares: play {name} ({dest}) paying {cost}{how}",
    )


_FROM = {ZoneKind.HAND: " from Hand", ZoneKind.RESERVE: " from Reserve"}
"""Where a card is played from, said in the declaration (5.1.2.d: from Hand or Reserve)."""


def _scout_words(state: GameState, object_id: str) -> str:
    """ " (Scout 1 instead of its Hand Cost)": the alternative cost chosen (7.4.5.c)."""
    card = state.card(object_id)
    amount = card.scout if card is not None else 0
    return f" (Scout {amount} instead of its Hand Cost)"


def _scout_declined_words(state: GameState, object_id: str) -> str:
    """ " (Scout 1 not chosen: it will not gain “Send me to Reserve”)": Scout's alternative cost
    not chosen in the declaration (7.4.5.c, 5.1.2.c), so the card gains nothing as it enters."""
    card = state.card(object_id)
    amount = card.scout if card is not None else 0
    return f" (Scout {amount} not chosen: it will not gain “Send me to Reserve”)"


def _cost_point(state: GameState, object_id: str, optional_point: str) -> str:
    """The decision point of the cost paid beside the mana: the card's additional cost
    (5.1.2.c, 5.1.2.i) or its optional one."""
    spec = optional_spec(state, object_id)
    return "play.additional_cost" if spec is not None and spec.additional else optional_point


def _expedition_chosen(state: GameState, object_id: str, dest: str) -> tuple[str, ...]:
    """The rule by which the player chose the Expedition a Character (5.2.1.a) or an
    Expedition Permanent (5.2.2.a) is played into, during the declaration of intent."""
    card = state.card(object_id)
    if card is None or dest not in EXPEDITION_DESTS:
        return ()
    if card.type is CardType.CHARACTER:
        return why("play.expedition_character")
    return why("play.expedition_permanent") if card.type is CardType.PERMANENT else ()


@on_task(TaskKind.PLAY_IN_EFFECT)
def _play_in_effect(state: GameState, task: Task) -> Result:
    """An effect makes its controller play a card (5.1.1.d): immediately, as part of the
    effect (5.2.b), possibly for less (5.1.2.f) or for free (7.3.26.a). The declaration
    chooses the Expedition (5.2.1.a) among the legal places."""
    step = task.step
    assert step is not None
    player = step.controller or state.first_player
    found = subject_objects(state, step)
    if not found:
        # why there is none, said where it was decided (no card to choose, 6.1.g; none
        # revealed …) and carried on the step (engine/steps/why_none.py)
        nothing = tuple(dict.fromkeys((*why("play.in_effect_nothing"), *step.rules)))
        return state, step_entry(step, "no card to play, nothing happens", nothing)
    oid = found[0]
    card = state.card(oid)
    assert card is not None
    legal = legal_places(state, player, oid, step.cost_change, step.free)
    scouting = scout_places(state, player, oid, step.cost_change, step.free)
    if not legal and not scouting:
        # Why, with the refusal's rule: the card's own "can't" (1.4.1.a: playing it "for
        # free" skips its costs only, 7.3.26.a), a cost that cannot be paid (1.2.5.c) …; the
        # card stays where it is and the rest of the effect goes on (5.1.2.g).
        reason = why_not_by_effect(state, player, oid, step.cost_change, step.free)
        said = f"{card.name} cannot be played"
        if reason is not None:
            own = reason[0].startswith(f"{card.name} ")  # "Colossus can't be played now: …"
            said = f"{reason[0]}, so it is not played" if own else f"{said} ({reason[0]})"
        return state, step_entry(
            step,
            f"{said}, nothing happens",
            (*(reason[1] if reason is not None else ()), *why("play.in_effect_cannot")),
        )
    dest = task.dest
    if dest is None and len(legal) == 1 and not scouting:
        dest = legal[0]
    if dest is None:
        where = {d: f"{d} Expedition" if d in EXPEDITION_DESTS else d for d in legal}
        options = tuple(Option(d, where[d]) for d in legal) + tuple(
            Option(f"{d}:scout", f"{d} Expedition with Scout {card.scout}") for d in scouting
        )
        # 7.4.5.d Remark, 7.3.26.a: playing a card for free (or for less) by an effect does
        # not skip the choice of an alternative cost in the declaration (5.1.2.c): Scout.
        rules = why("play.in_effect_scout") if scouting else why("play.in_effect_place")
        return ask(
            state,
            DecisionKind.PLAY_DESTINATION,
            player,
            f"where to play {card.name}" + (" (and whether with Scout)" if scouting else ""),
            options,
            task,
            rules,
        )
    place, _, how = dest.partition(":")
    return begin_play(
        state, player, oid, place, True, step.cost_change, step.free, scout=how == "scout"
    )


@on_answer(DecisionKind.PLAY_DESTINATION)
def _destination_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, replace(decision.resume, dest=choice[0]))
    # Said as the option reads ("hero Expedition with Scout 1"), never its id.
    label = next((o.label for o in decision.options if o.id == choice[0]), choice[0])
    if choice[0].endswith(":scout"):
        # 7.4.5.c: Scout's alternative cost, chosen in the declaration of intent — for a card
        # played for free too (7.4.5.d Remark).
        return state, TraceEntry(f"{decision.player} chooses {label}", why("play.scout_chosen"))
    return state, TraceEntry(f"{decision.player} chooses {label}", why("play.place_chosen"))


@on_answer(DecisionKind.PAY_MANA)
def _pay_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    # cite17: which Mana Orbs, by place, and what they pay for (3.2.9.f, 5.1.2.c)
    orbs = orbs_words(state, decision.player, choice) or count_of(len(choice), "Mana Orb")
    quick = decision.resume.kind == TaskKind.QUICK_PAY
    paid = paid_for_words(state, decision.resume.object_id, quick)
    state = push(state, replace(decision.resume, choices=choice))
    return state, TraceEntry(
        f"{decision.player} will exhaust {orbs}{paid}",
        why("play.orbs_chosen"),
    )
