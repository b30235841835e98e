"""Steps the effect says a player "may" do (6.5.c): decided just before the step — by the
players who do it, in initiative order (6.1.h, 1.4.5.a), or by the controller of the effect
when it says "You may [have another player do X]". A step a "can't" makes impossible is not
offered and is not done, as if declined (6.1.g); a step not done leaves what happens instead
(6.5.c, 6.5.f) and drops the steps done only "if you did" (6.5.f).
"""

from __future__ import annotations

from engine.pipeline.atomic import subject_objects
from engine.pipeline.keywords import ACTION_RULES
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.state.subjects import CHOICE_SUBJECTS, Subject
from engine.steps.cant_options import cant_reason, step_forbidden_by
from engine.steps.outcome import following, resume_step
from engine.steps.subject_choices import choice_options, is_player_step, why_not_played
from engine.steps.subjects import EACH_CHOOSER_DOES
from engine.why.forbidding_words import forbidding_note
from engine.why.sequence_notes import dependence_point, to_cost
from engine.why.step_lines import step_entry
from engine.why.step_words import asked, bare, default_label, doing
from engine.why.table import why
from engine.why.trace import TraceEntry


def ask_may(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """6.5.c: "may" is decided just before the step; when players do the step ("each player
    may", "target opponent may"), each of them decides, in initiative order (6.1.h)."""
    deciders = step.players if _players_decide(step) else (controller,)
    order = [p for p in state.initiative_order() if p in deciders]
    waiting = [p for p in order if p not in step.decided]
    each_chooses = _players_decide(step) and step.subject in EACH_CHOOSER_DOES
    if each_chooses and step.choosers:
        # the one order (6.1.h, 1.4.5.a): the player who just chose to do it makes their
        # choice now, before the next player decides — who knows what they chose
        from engine.steps.choices import resolve_subject

        return resolve_subject(state, task, step)
    if not waiting:
        done = replace(step, optional=False, may_done=True)
        if each_chooses:  # every "yes" has chosen already: the step is done for all at once
            done = replace(done, players=())
        return resume_step(state, task, done), step_entry(
            step,
            f"decided by {', '.join(order)}",
            why("may.each_player") if len(order) > 1 else why("may.one"),
        )
    player = waiting[0]
    if _players_decide(step) and (empty := _nothing_of_their_own(state, task, step, player)):
        return empty
    if (short := _cannot_pay(state, step, player)) is not None:
        return not_done(state, step, short)
    blocked = None if _players_decide(step) else cant_reason(state, step)
    if blocked is not None:
        # 6.1.g: "yes" is impossible — a "can't" (1.4.1.a) — so it is not offered, and the
        # step is not done, as if declined.
        # "You may have them gain …": having them do it is them doing it (7.3.18.a), so
        # the "can't" that reaches them reaches the step.
        had = why("action.have_do") if step.kind is ActionKind.HAVE_DO else ()
        # the ability whose "can't" it is, with who "you" is in it (7.2.3.a)
        by, by_rules = forbidding_note(state, step_forbidden_by(state, step))
        entry = step_entry(
            step,
            f"a “can't” makes it impossible, so {player} is not asked whether to do it{by}",
            (blocked, *why("may.cant_option"), *had, *by_rules),
        )
        return not_done(state, step, entry)
    unplayable = None if _players_decide(step) else _unplayable(state, step, player)
    if unplayable is not None:
        return not_done(state, step, unplayable)
    nothing = None if _players_decide(step) else _nothing_to_choose(state, step, player)
    if nothing is not None:
        return not_done(state, step, nothing)
    # 6.1.h, 1.4.5.a: several players decide in initiative order, the one with initiative
    # first, and the others know what was decided.
    rules = why("may.each_player") if len(deciders) > 1 else why("may.one")
    if step.kind is ActionKind.SABOTAGE:  # "up to one" target card in a Reserve
        rules = (*rules, *why("may.sabotage"))
    if step.you_decide and is_player_step(step):
        rules = why("may.you_decide")  # "You may target an opponent, they draw a card"
    if step.never_forced:  # hb: no "you may" printed — the cost's own rule (1.2.5.b)
        rules = why("cost.never_forced")
    rules = (*rules, *had_do_rules(step), *whole_cost_rules(step))
    return ask(
        state,
        DecisionKind.OPTIONAL_STEP,
        player,
        cost_asked(state, _unchosen(step), "you may"),
        (Option("yes", "do it"), Option("no", "do not")),
        task,
        rules,
    )


@on_answer(DecisionKind.OPTIONAL_STEP)
def _optional_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    player = decision.player
    if _players_decide(step):
        decided = (*step.decided, player)
        players = (
            step.players if choice == ("yes",) else tuple(p for p in step.players if p != player)
        )
        if not players:  # every player declined: what happens instead (6.5.c, 6.5.f)
            return not_done(state, step, _declined(state, player, _unchosen(step)))
        verb = "chooses to" if choice == ("yes",) else "declines to"
        said = asked(state, _unchosen(step), f"{player} {verb}")
        entry = TraceEntry(said, why("may.answered"))
        step = replace(step, decided=decided, players=players)
        if choice == ("yes",) and step.subject in EACH_CHOOSER_DOES:
            step = replace(step, choosers=(player,))  # they choose next (6.1.h)
        return push(state, replace(decision.resume, step=step)), entry
    if choice == ("no",):
        return not_done(state, step, _declined(state, player, step))
    step = replace(step, optional=False, may_done=True)
    return push(state, replace(decision.resume, step=step)), TraceEntry(
        cost_asked(state, step, f"{player} chooses to"),
        (*_answered(step), *had_do_rules(step), *whole_cost_rules(step)),
    )


def _answered(step: Step) -> tuple[str, ...]:
    """The rule of a player's answer to a "may" (6.5.c) — or, for a cost printed without
    "you may" ("Spend … to …"), the rule that a cost is never forced (1.2.5.b, 6.4.b)."""
    return why("cost.never_forced") if step.never_forced else why("may.answered")


def is_cost(step: Step) -> bool:
    """Whether the optional ``step`` is a cost inside the effect (6.1.d, 1.2.5.a): "You may
    pay {1} to …", "You may [X] to [Y]", "You may exhaust me and spend 4 … to …" — each a
    cost a player may always decline (6.4.b)."""
    return bool(step.pay or step.to_pay or step.cost_with)


def mana_alone(step: Step) -> bool:
    """Whether the cost of an optional ``step`` is its mana alone, paying for the step
    itself: "You may pay {1} to draw a card", "You may pay {1} to discard X. If you do, Y"
    (6.1.d; Y follows X being done, 6.5.f) — not "pay {1} and [X] to [Y]" (one cost)."""
    return bool(step.pay) and (not step.then or step.pays_for_step)


def whole_cost_rules(step: Step) -> tuple[str, ...]:
    """6.1.d and 6.4.a beside a "may" step whose cost has several parts — "pay {1} and put
    a card from your hand in Reserve", "exhaust me and spend 4 …": one cost in one step,
    asked, paid or declined whole; empty for other steps."""
    whole = step.pay and step.then and not step.pays_for_step
    if step.said_if_you_do:  # "You may [X] and [Y]. If you do, [Z]": no cost of Z (6.5.f)
        return why("effect.parts_asked")
    return why("cost.whole") if whole or step.cost_with else ()


def cost_parts_words(state: GameState, step: Step) -> str:
    """The whole cost of a "may" step, in a judge's words: every part of a cost of several
    parts ("exhaust Nilam Spires and spend 4 Arcane counters from Nilam Spires", 6.4.a), the
    mana of "pay {N}" (6.1.d), the mana and the step of "pay {N} and [X] to [Y]" (6.1.d
    Example), the card a part takes ("put a card from p1's Hand in Reserve"); "" when the
    step is no cost."""
    if mana_alone(step):  # "You may pay {1} to draw a card": the mana alone
        return f"pay {{{step.pay}}}"
    if not step.cost_with and not step.pay and not step.to_pay:
        return ""
    # "You may pay {1} and put a card from your hand in Reserve to create …": the mana and
    # the step are one cost, paid in one step (6.1.d and its Example, 6.4.a)
    parts = (
        replace(step, cost_with=(), pay=0),
        *(following(state, step, t) for t in step.cost_with),
    )
    said = " and ".join(_cost_part_words(state, p) for p in parts)
    return f"pay {{{step.pay}}} and {said}" if step.pay else said


def _cost_part_words(state: GameState, step: Step) -> str:
    """A part of a cost in a judge's words, with the card it takes where none is chosen yet:
    "put a card from p1's Hand in Reserve", "discard a card from p1's Reserve" (6.4.a)."""
    said = doing(state, step)
    kind = _FROM_ZONE.get(step.subject) if step.subject is not None else None
    if kind is None or step.objects or step.controller is None:
        return said
    verb = bare(step.kind)
    zone = zone_words(z.personal(kind, step.controller))
    return f"{verb} a card from {zone}{said.removeprefix(verb)}"


def _paid_for(step: Step) -> str:
    """What a cost inside the effect pays for, as its verbs ("draw", "create")."""
    return ", ".join(dict.fromkeys(bare(t.action) for t in step.then))


def cost_asked(state: GameState, step: Step, what: str) -> str:
    """The question (or answer) of a "may" step that is a cost, naming the whole cost and
    what it pays for: "Nilam Spires: you may exhaust Nilam Spires and spend 4 Arcane
    counters from Nilam Spires to create" (6.4.a, 6.1.d); other steps as :func:`asked`."""
    if not is_cost(step):
        return asked(state, step, what)
    whole = cost_parts_words(state, step)
    source = f"{step.source}: " if step.source and default_label(step) else ""
    if mana_alone(step):  # "You may pay {1} to draw a card": what the mana pays for
        said = f"{source}{what} {whole} to {doing(state, step)}"
        if step.then:  # "… If you do, its controller Resupplies" (6.5.f)
            said += "; if they do, " + " and ".join(
                doing(state, following(state, step, t)) for t in step.then
            )
        return said
    # the whole cost in place of the step's own words ("put in Reserve" -> "pay {1} and put a
    # card from p1's Hand in Reserve"); what follows "to" is what it pays for (6.1.d, 6.5.f)
    said = asked(state, step, what).removesuffix(doing(state, step)) + whole
    paid_for = " and ".join(doing(state, following(state, step, t)) for t in step.then)
    if paid_for and step.said_if_you_do:  # printed "If you do, [Z]", not "to [Z]" (6.5.f)
        return f"{said}; if they do, {paid_for}"
    return f"{said} to {paid_for}" if paid_for else said


def had_do_rules(step: Step) -> tuple[str, ...]:
    """The rules of a "You may have [object] [do X]" step's decision beside the may's
    (6.5.c): deciding to have the object do it is the object doing it (7.3.18.a), and what it
    would do is the keyword action's own rule — "gain [status]" 7.3.16.a, whatever the status
    (an effect giving it; no rule of the status's own section says how it is gained, issue 31).
    Empty for other steps."""
    if step.kind is not ActionKind.HAVE_DO:
        return ()
    does = ACTION_RULES.get(step.does) if step.does is not None else None
    return (*why("action.have_do"), *((does,) if does is not None else ()))


def _unplayable(state: GameState, step: Step, player: str) -> TraceEntry | None:
    """ "You may play it for {2} less" when it cannot be played — its cost cannot be paid in
    full (1.2.5.c), no place takes it: "yes" is impossible, so it is not offered and the card
    is not played, as if declined (6.1.g); the line says why, with the refusal's rule."""
    if step.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
        return None
    found = subject_objects(state, step)
    if len(found) != 1:
        return None
    reason = why_not_played(state, step, player, found[0])
    if reason is None:
        return None
    words, rules = reason
    return step_entry(
        step,
        f"{words}, so {state.name(found[0])} cannot be played and {player} is "
        "not asked whether to play it",
        tuple(dict.fromkeys((*why("may.impossible_play"), *rules))),
    )


_FROM_ZONE = {
    Subject.A_CARD_FROM_YOUR_RESERVE: ZoneKind.RESERVE,
    Subject.A_CARD_FROM_YOUR_HAND: ZoneKind.HAND,
    Subject.A_CARD_FROM_YOUR_DISCARD_PILE: ZoneKind.DISCARD,
    Subject.A_CARD_FROM_YOUR_MANA_ZONE: ZoneKind.MANA,
}
"""The zone a "[card] from your [zone]" choice takes its options from, said on the line."""


def _nothing_of_their_own(state: GameState, task: Task, step: Step, player: str) -> Result | None:
    """ "Each player may sacrifice a Character" when ``player`` controls none: "yes" is
    impossible for them, so it is not offered (6.1.g, 7.3.36.a) — they are not asked, and
    the others still decide in initiative order (1.4.5.a); None when they have something to
    choose from, or the step is no choice of their own objects."""
    theirs = _unchosen(step)  # what the players before chose is theirs (6.1.h)
    if step.subject not in CHOICE_SUBJECTS or theirs.chosen or theirs.objects:
        return None
    if step.kind in _PLAYS or choice_options(state, theirs, player):
        return None
    players = tuple(p for p in step.players if p != player)
    entry = step_entry(
        step,
        f"{player} has nothing to {bare(step.kind)}, so {player} is not asked whether to "
        f"{bare(step.kind)}",
        tuple(dict.fromkeys((*why("may.nothing_to_choose"), *_own_rule(step)))),
    )
    if not players:  # nobody left who may do it: what happens instead (6.5.c, 6.5.f)
        return not_done(state, step, entry)
    decided = replace(step, decided=(*step.decided, player), players=players)
    return resume_step(state, task, decided), entry


def _cannot_pay(state: GameState, step: Step, player: str) -> TraceEntry | None:
    """ "Target opponent may pay {3}" when they have fewer Mana Orbs they can exhaust: a
    cost is paid in full or not at all (1.2.5.c), so paying is impossible — not offered
    (6.1.g) and not done, as if declined; None when they can pay, or ``step`` is no
    payment of a player's own Mana (``players_pay``)."""
    if step.kind is not ActionKind.PAY_MANA or not step.players or step.objects:
        return None
    from engine.pipeline.objects_cant import payable_orbs

    orbs = len(payable_orbs(state, player))
    if orbs >= step.amount:
        return None
    return step_entry(
        step,
        f"{player} cannot pay {step.amount} mana ({orbs} Mana Orb{'' if orbs == 1 else 's'} "
        f"can be exhausted), so {player} is not asked whether to pay",
        (*why("cost.mana_short"), *why("may.cost_unpayable")),
    )


def _own_rule(step: Step) -> tuple[str, ...]:
    """7.3.36.a for a sacrifice: one sacrifices only an object in play one controls."""
    return why("choice.nothing_to_sacrifice") if step.kind is ActionKind.SACRIFICE else ()


def _nothing_to_choose(state: GameState, step: Step, player: str) -> TraceEntry | None:
    """ "You may return another card from your Reserve to your hand" with no other card
    there: the step would have nothing to act on — "yes" is impossible, so it is not
    offered and the step is not done, as if declined (6.1.g; the part of the effect that
    cannot be performed is ignored, 6.5.h). Not a choice whose only fault is to change
    nothing (6.1.g Remark): here the object to act on does not exist."""
    if step.subject not in CHOICE_SUBJECTS or step.chosen or step.objects:
        return None
    if step.kind in _PLAYS:
        return None  # a card played by an effect: :func:`_unplayable`; Rush, 7.3.34.b
    if choice_options(state, step, player):
        return None
    verb = bare(step.kind)
    kind = _FROM_ZONE.get(step.subject)
    zone = z.personal(kind, player) if kind is not None else ""
    said = f"{player} has nothing to {verb}" + (f" from {zone_words(zone)}" if zone else "")
    me = state.objects.get(step.me) if step.me is not None else None
    if step.filter is not None and step.filter.another and me is not None and me.zone == zone:
        # "another card from your Reserve": the bearer there is not one (7.2.1.a)
        said = (
            f"{zone_words(zone)} holds no card to {verb} but {state.name(me.id)} itself, which "
            "“another” leaves out"
        )
    text = f"{said}, so {player} is not asked whether to {verb}"
    if not step.then:
        return step_entry(step, text, why("may.nothing_to_choose"))
    # "If you do, draw two cards": not done, what follows only if it is does not (6.5.f)
    skipped = " or ".join(dict.fromkeys(bare(t.action) for t in step.then))
    return step_entry(
        step,
        f"{text}, and the effect does not go on to {skipped}, which it does only if the step "
        "is done",
        (*why("may.nothing_to_choose"), *why(dependence_point(step))),
    )


_PLAYS = frozenset({ActionKind.PLAY, ActionKind.PLAY_FOR_FREE, ActionKind.RUSH})


def not_done(state: GameState, step: Step, entry: TraceEntry) -> Result:
    """A "may" step not done — declined, or not offered (6.1.g): what happens then instead
    (6.5.c, 6.5.f), as steps of the effect; the steps done only if it was done do not."""
    if step.unpaid:  # "[X] unless its controller pays {N}": not paid, X happens (6.5.d)
        rules = tuple(dict.fromkeys((*entry.rules, *why("effect.unless_paid"))))
        unpaid = tuple(Task(TaskKind.STEP, step=s) for s in step.unpaid)
        return _then_or_held(state, step, unpaid), replace(entry, rules=rules)
    if step.if_not_done:
        instead = tuple(
            Task(TaskKind.STEP, step=following(state, step, t)) for t in step.if_not_done
        )
        rules = tuple(dict.fromkeys((*entry.rules, *why("effect.if_not_done"))))
        return _then_or_held(state, step, instead), replace(entry, rules=rules)
    return state, entry


def _then_or_held(state: GameState, step: Step, tasks: tuple[Task, ...]) -> GameState:
    """What follows a step not done: next — or, for one player's step of a group, held
    until every player of the group has decided (6.1.h, ``players_in_turn.hold``)."""
    if step.together:
        return replace(state, held=(*state.held, *tasks))
    return push(state, *tasks)


def _unchosen(step: Step) -> Step:
    """``step`` as a player deciding it sees it: the objects the players before them chose
    of their own are theirs, not what this player may do it to (6.1.h)."""
    return replace(step, objects=(), chosen=()) if step.subject in EACH_CHOOSER_DOES else step


def _players_decide(step: Step) -> bool:
    """Whether the players who do ``step`` decide its "may" (6.1.h) — not when the effect
    says "You may [have another player do X]": then its controller decides (6.5.c)."""
    if step.you_decide:
        return False
    # the objects of a choice each player makes of their own, chosen by the players who
    # already decided (the one order, 6.1.h), leave the step the players'
    chosen_by_them = step.subject in EACH_CHOOSER_DOES and not step.expeditions
    return is_player_step(step) or (chosen_by_them and bool(step.players))


def acted_on(state: GameState, step: Step) -> str:
    """What a step would have acted on, in a judge's words (" Audit Subject", " p1's hero
    Expedition"), or "" when it names nothing yet: a declined step says what it did not do
    to what (6.5.c)."""
    names = [state.name(o) for o in step.objects if o in state.objects]
    names += [zone_words(z.zone_of_expedition(e)) for e in step.expeditions]
    return f" {', '.join(names)}" if names else ""


def _declined(state: GameState, player: str, step: Step) -> TraceEntry:
    """A declined "you may" step is ignored (6.5.c); the steps that happen only "if you
    did" / "to [do Y]" are ignored with it (6.5.f) — named, so the trace explains why they
    did not happen."""
    text = (
        asked(state, step, f"{player} declines to")
        if default_label(step)
        else f"{player} declines: {step.label}{acted_on(state, step)}"
    )
    if step.pay and not step.then:
        # "You may pay {1} to draw a card": a cost the player may always decline (6.4.b);
        # what it pays for does not happen (6.5.f).
        return TraceEntry(
            f"{player} declines to pay {{{step.pay}}}: {step.label} does not happen",
            (*why("may.answered"), *why("may.cost_declined")),
        )
    if mana_alone(step):
        # "You may pay {1} to discard X. If you do, Y": the mana a player may always decline
        # (6.4.b) pays for X, which does not happen; Y follows X only if it was done (6.5.f)
        source = f"{step.source}: " if step.source else ""
        done = " and ".join(doing(state, following(state, step, t)) for t in step.then)
        return TraceEntry(
            f"{source}{player} declines to pay {{{step.pay}}} to {doing(state, step)}, so it "
            f"does not happen, and the effect does not go on to {done}, which it does only if "
            "they do",
            (*why("may.cost_declined"), *why("may.answered"), *why("effect.if_you_did")),
        )
    if step.said_if_you_do:
        # "You may exhaust me and spend 2 of my boosts. If you do, draw a card": both parts
        # declined together (6.5.c); what follows depends on their being done (6.5.f)
        source = f"{step.source}: " if step.source else ""
        done = " and ".join(doing(state, following(state, step, t)) for t in step.then)
        return TraceEntry(
            f"{source}{player} declines to {cost_parts_words(state, step)}, so the effect does "
            f"not go on to {done}, which it does only if they do",
            (*why("may.answered"), *why("effect.if_you_did")),
        )
    if step.to_pay or step.cost_with or step.pay:
        # "You may discard a card from your Reserve to draw a card": X "to" Y makes X the
        # cost of Y, whatever action X is (1.2.5.a; the 6.1.d Example) — a cost the player
        # may always decline (6.4.b); what it pays for does not happen (6.5.f). "You may
        # exhaust me and spend 4 … to …": the parts are one cost (6.4.a), declined whole.
        paid_for = _paid_for(step)
        whole = cost_parts_words(state, step)
        if whole:
            source = f"{step.source}: " if step.source and default_label(step) else ""
            text = f"{source}{player} declines to {whole}"
        # what it pays for, with its amount and token ("create 1 Brassbug token"), so the
        # line says what is not done
        done = " and ".join(doing(state, following(state, step, t)) for t in step.then)
        return TraceEntry(
            f"{text} — the cost of “to {done or paid_for or 'do the rest'}”, which a player "
            "may always decline, so the effect does not go on to "
            f"{done or paid_for or 'what it pays for'}",
            (*why(declined_point(step)), *_answered(step), *whole_cost_rules(step)),
        )
    if not step.then:
        if step.kind is ActionKind.SABOTAGE:  # discards up to one card: none (7.3.35.a)
            return TraceEntry(
                f"{text}; no card is discarded", (*why("may.answered"), *why("may.sabotage"))
            )
        return TraceEntry(text, (*why("may.answered"), *had_do_rules(step)))
    skipped = " or ".join(dict.fromkeys(bare(t.action) for t in step.then))
    return TraceEntry(
        f"{text}, so the effect does not go on to {skipped}, which it does only if the step is "
        "done",
        (*why("may.answered"), *why("effect.if_you_did")),
    )


def declined_point(step: Step) -> str:
    """The point of a declined cost: of "[X] to [Y]", X the cost of Y (6.4.b, the 6.1.d
    Example; 6.5.f only relevant beside it); of "You may pay {N} to …", as before (6.4.b,
    6.5.f)."""
    return "may.to_cost_declined" if to_cost(step) else "may.cost_declined"
