"""A step resolved at once, and what the trace says of it.

``run_step`` resolves a step now and queues its Reaction-activating step (6.3.h); the
events are described in a judge's words (engine/steps/event_sentences.py), and a step
without any event says why: the object it names is a new object (2.1.d, 6.3.j) or it had
nothing to act on (6.5.h). Later steps of the same effect keep its "I", "it" and "you"
(6.5.f).
"""

from __future__ import annotations

from engine.pipeline.action_subjects import capped, subject_objects
from engine.pipeline.found_after_move import it_not_found_in_hidden, not_found_in_hidden
from engine.pipeline.keywords import ACTION_RULES, MOVING_ACTIONS
from engine.pipeline.resolve import StepOutcome, resolve_step, resolve_steps
from engine.pipeline.runtime import Result, push
from engine.pipeline.status_origins import source_words
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import EffectStep
from engine.state.conditions import DECIDER
from engine.state.enums import BOOST, Phase, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive, zone_words
from engine.state.steps import Step
from engine.steps.dice_choice import kept_roll_words
from engine.steps.event_sentences import describe_events
from engine.steps.subjects import instantiate
from engine.why.amount_counts import COUNTED
from engine.why.gone_objects import all_ceased, bound_gone, known_cards
from engine.why.last_known_words import gone_me_point, left_in_this_effect
from engine.why.ready_again import ready_in_reserve_note
from engine.why.step_lines import label_parts, starts_with_name, step_line
from engine.why.step_words import default_label
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts


def run_step(state: GameState, step: Step, strict: bool = False) -> Result:
    """Resolve ``step`` now and queue its Reaction-activating step (6.3.h)."""
    out = resolve_step(state, step, strict=strict)
    return step_result(out, step.label or step.kind.value, step, step.rules)


def _bound_by_reactions(state: GameState) -> set[str]:
    """The objects the Emblem-Reactions in Limbo are bound to as "it" (6.3.i) — what their
    triggers named, not what a step of their effect chose."""
    return {
        oid
        for eid in state.zone(z.LIMBO)
        if (e := state.objects[eid].emblem) is not None and e.subtype == "Reaction"
        for oid in e.it
    }


def _a_reaction_of(state: GameState, me: str | None) -> bool:
    """Whether an Emblem-Reaction in Limbo has ``me`` as its source (6.3.i, 6.3.j)."""
    return me is not None and any(
        (e := state.objects[eid].emblem) is not None
        and e.subtype == "Reaction"
        and e.source_object == me
        for eid in state.zone(z.LIMBO)
    )


def _why_nothing(out: StepOutcome, step: Step) -> StepOutcome:
    """A step that happened without any event says why: the object it names moved and is
    a new object it cannot act on (2.1.d), or it had nothing to act on and that part of
    the effect is ignored (6.5.h). Impossible atomic actions already say so (1.4.1.c).
    In a step where several players draw, each one whose Deck is empty is said even when
    the others drew (:func:`_some_drew_nothing`)."""
    # a count's note alone (what it counted, 6.5.i) still leaves "why nothing" to say
    counted = bool(out.notes) and all(n.startswith(COUNTED) for n in out.notes)
    if out.events or (out.rules and not counted):
        return _some_put_nothing(_some_drew_nothing(out, step))
    gone = [o for o in step.objects if o not in out.state.objects]
    # "I" taken out of play by an earlier step of this same ability ("Sacrifice me. Then I
    # gain a boost") is no object the Reaction was bound to as it resolved: the step names
    # a new object (2.1.d) or a token that ceased to exist (2.1.e), said below.
    # A Reaction's own object gone otherwise is still the object the Emblem-Reaction is
    # bound to: it cannot be altered (6.3.j), the Reactions' own rule, more specific than
    # 2.1.d. One its own step moved ("{H} You may sacrifice a Character. If you do, I gain
    # 2 boosts", the sacrifice taking "me") is found in its new zone (2.1.f, 2.1.g), where
    # a step gaining counters is stopped by that zone (2.5.b): found_without_counters.
    me_gone = step.me in gone and (
        not left_in_this_effect(out.state, step) or _a_reaction_of(out.state, step.me)
    )
    # "Return me to my hand. Then exhaust me": this ability moved "I" to a hidden zone,
    # where it is a card, no object the ability finds (2.1.d; 2.1.f: visible zones only).
    # Found in a visible zone, "I" is followed as the step begins (found_after_move).
    found = not_found_in_hidden(out.state, step)
    if found is not None:
        said, rules = found
        note = f"{said} ({', '.join(rules)})"
        return replace(out, notes=(*out.notes, note), rules=(*out.rules, *rules))
    if gone and (me_gone or set(gone) & set(step.it) & _bound_by_reactions(out.state)):
        # 6.3.j: the Emblem-Reaction is bound to an object that no longer exists — its
        # source, or the object its trigger named ("It gains 1 boost", 6.3.i); it cannot
        # be altered (2.1.d: the card is a new object now; 2.1.e: the token ceased to exist).
        said, rules = bound_gone(out.state, step, gone)
        if step.kind in MOVING_ACTIONS:
            rules = (*rules, *why("effect.gone_cannot_move"))  # nothing left to move (2.1.i)
        note = f"{said} ({', '.join(rules)})"
        return replace(out, notes=(*out.notes, note), rules=(*out.rules, *rules))
    if all_ceased(out.state, gone, known_cards(out.state, step), step.it_ceased):
        # 2.1.e: a token that left the Expedition zone ceased to exist — no new object
        # anywhere (not 2.1.d): the step has no object to act on.
        rule = why("effect.gone_token")
        if step.kind in MOVING_ACTIONS:
            rule = (*rule, *why("effect.gone_cannot_move"))  # nothing left to move (2.1.i)
        what = "the token it names" if len(gone) == 1 else "the tokens it names"
        said = ", ".join(rule)
        note = f"{what} ceased to exist when it left play: there is nothing to act on ({said})"
    elif gone and step.the_others:
        # "Discard the other cards": the cards chosen were put elsewhere and are none of
        # "the others"; with none left, that part has nothing to act on (6.5.h) — a Deck
        # with fewer cards than the effect names resolves with those there were (3.2.2.e).
        rule = why("effect.nothing_to_act_on")
        short = why("group.short_deck_rest")
        if set(short) <= set(step.rules):
            rule = (*short, *rule)
        note = (
            "every card it saw was chosen and put elsewhere: there are no other cards, so "
            f"that part is ignored ({', '.join(rule)})"
        )
    elif gone and (hidden := it_not_found_in_hidden(out.state, step, gone)) is not None:
        # "Return target Character to its owner's hand. Then put it in Reserve": the card
        # is in a hidden zone, not an object (2.1.j); 2.1.f finds visible zones only
        said, rule = hidden
        if step.kind in MOVING_ACTIONS:
            rule = (*rule, *why("effect.gone_cannot_move"))  # nothing left to move (2.1.i)
        note = f"{said} ({', '.join(rule)})"
    elif gone:
        rule = why("effect.gone_new_object")
        if step.kind in MOVING_ACTIONS:
            rule = (*rule, *why("effect.gone_cannot_move"))  # nothing left to move (2.1.i)
        note = f"the object it names no longer exists: it is a new object ({', '.join(rule)})"
        short = why("group.short_deck_rest")
        if set(short) <= set(step.rules) and set(gone) == set(step.objects):
            # 3.2.2.e, Example (Mind Apotheosis): the Deck held fewer cards than the effect
            # names; the one revealed was put elsewhere, so nothing is left to discard.
            note = (
                "every card it names was moved by an earlier step of this effect (a new "
                f"object, {', '.join(rule)}): the Deck held fewer cards than the effect "
                f"names, which resolves with those there were, so nothing is left "
                f"({', '.join(short)})"
            )
    elif step.source and not (
        step.objects or step.cards or step.players or step.expeditions or step.regions
    ):
        rule = why("effect.nothing_to_act_on")
        note = f"there is nothing to act on, so that part is ignored ({', '.join(rule)})"
    elif maxed := _at_its_max(out.state, step):
        # "[gain N boosts], up to a max of M" with M already there: the number it gains
        # comes to 0 — the action's own rule names the number (7.3.15.a, 7.3.17.a).
        rule = tuple(dict.fromkeys(_NONE_RULES.get(step.kind, (ACTION_RULES[step.kind],))))
        what = "boost" if step.kind is ActionKind.GIVE_BOOST else f"{step.counter} counter"
        what += "" if step.max_total == 1 else "s"
        note = (
            f"{maxed} already has {step.max_total} {what} (“up to a max of "
            f"{step.max_total}”), so the number comes to 0 ({', '.join(rule)})"
        )
    elif none := _counted_none(out.state, step):
        # X = 0: the action's own rule names the number (7.3.15.a, 7.3.9.a, 7.3.5.a).
        rule = tuple(dict.fromkeys(_NONE_RULES.get(step.kind, (ACTION_RULES[step.kind],))))
        note = f"the number comes to 0, so {none} ({', '.join(rule)})"
    elif empty := _empty_decks_drawn(out.state, step):
        # 3.2.2.e: the draw is done with all the cards of the Deck — none; shuffling the
        # Discard pile back in is for the Morning only (4.2.1.f, 7.3.9.c).
        rule = (*why("action.draw_short_deck"), *why("group.no_top_card"))
        whose = " and ".join(f"{p}'s" for p in empty)
        note = f"{whose} Deck is empty, so no card is drawn ({', '.join(rule)})"
    else:
        return out
    return replace(out, notes=(*out.notes, note), rules=(*out.rules, *rule))


_NONE_WORDS: dict[ActionKind, str] = {
    ActionKind.DRAW: "no card is drawn",
    ActionKind.GIVE_BOOST: "no boost is gained",
    ActionKind.GAIN_COUNTERS: "no {counter}counter is put on {it}",
    ActionKind.CREATE: "no token is created",
    ActionKind.RESUPPLY: "no card is put in Reserve",
}
"""The actions that do a number of things, and what doing 0 of them does: nothing."""


_NONE_RULES: dict[ActionKind, tuple[str, ...]] = {
    ActionKind.GIVE_BOOST: (ACTION_RULES[ActionKind.GIVE_BOOST], *why("action.boost_counters_put")),
}
"""The rules that name the number of an action, where its own rule is not the only one:
giving N boosts is gaining N boosts (7.3.17.a), which puts N counters (7.3.15.a)."""


def _at_its_max(state: GameState, step: Step) -> str:
    """The objects a "[gain N boosts/counters], up to a max of M" step gave nothing because
    each has M already, named; empty for any other step."""
    if not step.max_total or step.kind not in (ActionKind.GIVE_BOOST, ActionKind.GAIN_COUNTERS):
        return ""
    counter = BOOST if step.kind is ActionKind.GIVE_BOOST else step.counter
    found = [o for o in subject_objects(state, step) if o in state.objects]
    if not found or any(capped(state, o, counter, step) for o in found):
        return ""
    return " and ".join(state.name(o) for o in found)


def _counted_none(state: GameState, step: Step) -> str:
    """What a counted step did not do because its number came to 0 — printed ("gains 0
    boosts") or counted as it resolved ("1 boost per card in your Hand" with none) —, in a
    judge's words; empty for any other step (one with "up to a max of N" says its maximum
    elsewhere, 2.2.12.d)."""
    words = _NONE_WORDS.get(step.kind)
    if words is None or step.max_total or (step.amount > 0 and step.per is None):
        return ""
    if step.kind is ActionKind.GIVE_BOOST:
        names = [state.name(o) for o in step.objects if o in state.objects]
        if names:
            gain = "gains" if len(names) == 1 else "gain"  # "A and B gain no boost"
            return f"{' and '.join(names)} {gain} no boost"
    it = " and ".join(state.name(o) for o in step.objects if o in state.objects) or "it"
    return words.format(counter=f"{step.counter} " if step.counter else "", it=it)


def _some_drew_nothing(out: StepOutcome, step: Step) -> StepOutcome:
    """ "Each player draws a card" where some players drew and others' Decks are empty: for
    each of those, the atomic action at the top of an empty Deck does nothing (3.2.2.d) —
    the draw is done with all the cards there are, none (3.2.2.e) —, said by name; the part
    that cannot be done is ignored and the others still draw (6.5.h)."""
    drew = {ev.player for ev in out.events if ev.kind is ActionKind.DRAW}
    empty = tuple(p for p in _empty_decks_drawn(out.state, step) if p not in drew)
    if not empty or not drew:
        return out
    # the others still draw: the part that cannot be done is ignored (6.5.h)
    rule = (*why("group.no_top_card"), *why("action.draw_short_deck"), *why("effect.rest_goes_on"))
    whose = " and ".join(f"{p}'s" for p in empty)
    who = " or ".join(empty)
    cited = ", ".join(rule)
    note = (
        f"{whose} Deck is empty: there is no top card, nothing is drawn for {who}; that part "
        f"is ignored and the rest of the effect happens as normal ({cited})"
    )
    return replace(out, notes=(*out.notes, note), rules=(*out.rules, *rule))


_EMPTY_HANDED = frozenset({ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})
"""The atomic actions that still happen, with no card, for a player whose Deck and Discard
pile are both empty (7.3.31.c, 3.2.2.d): an event with no object."""


def _some_put_nothing(out: StepOutcome) -> StepOutcome:
    """ "Each player Resupplies" where some players put a card in Reserve and others had
    none to put (their Deck and Discard pile both empty, 7.3.31.c): the part that cannot be
    done is ignored and the rest of the effect happens as normal (6.5.h) — said, with the
    rule, beside the reason that part is impossible (cited by its event)."""
    empty = [ev.player for ev in out.events if ev.kind in _EMPTY_HANDED and ev.object_id is None]
    done = [ev for ev in out.events if ev.kind in _EMPTY_HANDED and ev.object_id is not None]
    if not empty or not done:
        return out
    rule = why("effect.rest_goes_on")
    who = " and ".join(f"{p}'s" for p in dict.fromkeys(empty) if p) or "one player's"
    note = (
        f"{who} part cannot be done: it is ignored and the rest of the effect happens as "
        f"normal ({', '.join(rule)})"
    )
    return replace(out, notes=(*out.notes, note), rules=(*out.rules, *rule))


def _empty_decks_drawn(state: GameState, step: Step) -> tuple[str, ...]:
    """The players a draw step drew nothing for because their Deck is empty, outside the
    Morning (in the Morning they may shuffle their Discard pile in first, 7.3.9.c)."""
    if step.kind is not ActionKind.DRAW or step.amount <= 0 or state.phase is Phase.MORNING:
        return ()
    return tuple(p for p in step.players if not state.zone(z.personal(ZoneKind.DECK, p)))


def run_steps(
    state: GameState,
    steps: tuple[Step, ...],
    label: str,
    rules: tuple[str, ...],
    strict: bool = False,
) -> Result:
    """Resolve several parts of one step (a cost, 6.4.a) as one event (1.2.7.b)."""
    out = resolve_steps(state, steps, strict=strict)
    return step_result(out, label, steps[0], rules)


def _said_label(label: str, step: Step, events: tuple[Event, ...]) -> str:
    """What a line with events starts with: a step's default label — its source and an
    action's internal name, "Kojo & Booda: create" — is its source alone, since each event's
    sentence says the action in a judge's words ("Booda is created in p1's companion
    Expedition"); any other label (a step's own words) is kept."""
    if events and step.source and label == step.label and default_label(step):
        return step.source
    return label


_MINE = (why("place.my_expedition_emblem"), why("place.my_expedition"))
"""The rules of "my Expedition" read where "I" is (engine/why/first_person.py)."""


def _my_expedition_gone(out: StepOutcome, step: Step) -> StepOutcome:
    """ "Create a token in my Expedition" after "I" left the Expedition zone: the line says
    which Expedition that is — the one "I" was in when it left (6.3.j; 2.1.h when an
    earlier step or the cost of this ability took it out) — where the step acts there."""
    gone = why(gone_me_point(out.state, step, "effect.my_expedition_gone"))
    if out.events and step.me is not None and step.expeditions:
        mine = next((r for r in _MINE if set(r) <= set(step.rules)), None)
        if mine is not None:
            # 7.2.1.a / 7.2.1.d: "my" is the object bearing the ability, the one that
            # created the Emblem-Reaction resolving it — named, with where it is
            card = out.state.card(step.me) if step.me in out.state.objects else None
            who = card.name if card is not None else step.source or "its source"
            where = " and ".join(zone_words(z.zone_of_expedition(e)) for e in step.expeditions)
            note = f"“my Expedition” is {possessive(who)}: {where} ({', '.join(mine)})"
            return replace(out, notes=(*out.notes, note))
    if not out.events or not step.my_expedition or not set(gone) <= set(step.rules):
        return out
    card = out.state.cards.get(step.me_card) if step.me_card else None
    who = card.name if card is not None else "its source"
    where = zone_words(z.zone_of_expedition(step.my_expedition))
    note = f"“my Expedition” is {where}, the one {who} was in when it left ({', '.join(gone)})"
    return replace(out, notes=(*out.notes, note))


def step_result(
    out: StepOutcome, label: str, step: Step, rules: tuple[str, ...], said: str = ""
) -> Result:
    """The line and the Reactions of a resolved step: what its events say (or ``said``, the
    step's own sentence made from its data, when it names them itself), then the notes in
    brackets, then the rules."""
    out = _my_expedition_gone(_why_nothing(out, step), step)
    if out.events and step.source:
        # the Emblem-Reaction is still in Limbo: it ceases to exist once done (5.4.d)
        given = source_words(out.state, step.source)
        if given.startswith("the Emblem-Ongoing of "):
            # 5.2.d: the Emblem-Reaction an Emblem-Ongoing made for the card played — the
            # line names that Emblem (2.2.2.m), not a Reaction of the card it names
            out = replace(out, notes=(*out.notes, f"by {given}"))
            rules = (*rules, *why("status.by_emblem_ongoing"))
    ready, ready_rules = ready_in_reserve_note(out.state, out.events)  # 2.4.6.b
    if ready:
        out = replace(out, notes=(*out.notes, ready))
        rules = (*rules, *ready_rules)
    if step.amount_from:  # where its amount or outcome came from (engine/steps/carried.py)
        out = replace(out, notes=(*out.notes, step.amount_from))
    new = out.state
    if out.activations:
        new = push(new, Task(TaskKind.ACTIVATE_REACTIONS, activations=out.activations))
    said_label = _said_label(label, step, out.events)
    text, unnamed = describe_events(new, out.events, said_label)
    # what a release before this one said: boards saved then quote it (orbs by name, …)
    old, _ = describe_events(new, out.events, said_label, earlier=True)
    if said_label != label and text.startswith(f"{said_label}: "):
        body = text[len(said_label) + 2 :]
        if starts_with_name(body, said_label) or body.startswith(f"{said_label} ("):
            # "Ratatoskr gains 2 boosts", "p2's Fiore dei Liberi loses 1 boost": named once
            text = body
        old = old.removeprefix(f"{said_label}: ")
    raw = old if old != text and not said else ""
    if label_parts(said_label) is not None and text.startswith(f"{said_label}: "):
        # still the raw label ("judge request: put", nothing happened): the action said as
        # a verb or by the sentences that follow (issue 31)
        raw, body = old, text[len(said_label) + 2 :]
        text = step_line(step, body, said_label)
    if said:
        text = said  # the step's own sentence, from its data (a move: engine/steps/moving_counters)
    text, kept = kept_roll_words(step, text)  # the die kept of several (7.3.33.c)
    rules = (*rules, *kept)
    head = text
    if out.unseen_notes:
        # A note naming a card in a hidden zone is the judge's only (3.1.3.f): the line
        # told to the table leaves it out.
        unseen = {n for n, _, _ in out.unseen_notes}
        table = [n for n in out.notes if n not in unseen]
        said = text + (" [" + "; ".join(table) + "]" if table else "")
        named = text + " [" + "; ".join(out.notes) + "]"
        kinds = tuple(k for _, ks, _ in out.unseen_notes for k in ks)
        judge_rules = tuple(r for _, _, r in out.unseen_notes if r not in out.rules)
        unnamed = (*unnamed_parts(said, named, kinds, tuple(dict.fromkeys(judge_rules))), *unnamed)
        text = said
    elif out.notes:
        text += " [" + "; ".join(out.notes) + "]"
    several = why("effect.several_actions") if step.source and len(out.events) > 1 else ()
    hidden = why("trace.card_unnamed") if unnamed else ()
    to_mana = any("mana" in u.zones for u in unnamed)
    if to_mana:
        hidden = (*hidden, *why("trace.mana_unnamed"))  # face-down (3.2.9.a Remark)
    if to_mana and _from_hidden_to_mana(out.events):
        hidden = (*hidden, *why("trace.mana_unrevealed"))  # not revealed (3.2.9.b Remark)
    others = (*rules, *(r for e in out.events for r in e.rules), *out.rules, *several)
    # Where the viewer sees the cards named, the line does not cite why they are not —
    # unless it cites the same rule for another reason.
    unnamed = tuple(
        replace(
            u,
            hides=tuple(
                r
                for r in (
                    *why("trace.card_unnamed"),
                    *(why("trace.mana_unnamed") if "mana" in u.zones else ()),
                    *(why("trace.mana_unrevealed") if "mana" in u.zones else ()),
                )
                if r not in others
            ),
        )
        for u in unnamed
    )
    cited = tuple(dict.fromkeys((*others, *hidden)))
    if raw and text.startswith(head):
        raw += text[len(head) :]  # the notes after it, as they were then
    return new, TraceEntry(text, cited, out.events, unnamed=unnamed, earlier_words=raw)


def _from_hidden_to_mana(events: tuple[Event, ...]) -> bool:
    """Whether a card went from a Hand or a Deck to a Mana zone: it is not revealed as it
    changes zones (3.2.9.b Remark)."""
    hidden = (ZoneKind.HAND, ZoneKind.DECK)
    return any(
        e.to_zone is not None
        and e.from_zone is not None
        and z.kind_of(e.to_zone) is ZoneKind.MANA
        and z.kind_of(e.from_zone) in hidden
        for e in events
    )


def resume_step(state: GameState, task: Task, step: Step) -> GameState:
    return push(state, replace(task, step=step))


def following(
    state: GameState,
    step: Step,
    template: EffectStep,
    it: tuple[str, ...] | None = None,
    was_in: tuple[str, ...] | None = None,
) -> Step:
    """A later step of the same effect, with the same "I", "it" and "you" (``was_in``: the
    zones "it" was in before the step that chose it moved it)."""
    later = instantiate(
        template,
        state,
        # "If they don't, draw a card" after another player's step in turn: still yours
        step.effect_controller or step.controller or state.first_player,
        step.me,
        step.my_expedition,
        step.source or "",
        step.it if it is None else it,
        step.tough_paid,
        me_card=step.me_card,
        it_was_in=step.it_was_in if was_in is None else was_in,
        me_was_gigantic=step.me_was_gigantic,
        me_was=step.me_was,
        me_was_paid=step.me_was_paid,
        me_in_play_at_start=step.me_in_play_at_start,
    )
    if template.players_do == DECIDER:
        # "If they don't, they discard a card": the player who decided does it (1.4.7.b)
        later = replace(later, players=_deciders(step))
    if later.filter is not None and later.filter.controller == DECIDER:
        later = replace(later, filter=replace(later.filter, controller=_decider(state, step)))
    if step.kind is ActionKind.LOOK or (step.looked and it is None):
        # "Look at the top four cards … put one in your hand": "them" are cards only their
        # controller saw — still unnamed to the table (3.1.3.f).
        later = replace(later, looked=True)
    return later


def _decider(state: GameState, step: Step) -> str:
    """ "[…] they control" in a follow-up of ``step`` ("Target opponent may pay {2}. If they
    don't, exhaust target Character they control"): the one player who decided ``step``
    (its ``players``, 6.5.c, 1.4.7), said relative to the effect's controller — ``"you"``
    when that is who it is, else ``"opponent"``; left unbound (no object is theirs) when
    the step names no single player."""
    deciders = _deciders(step)
    if len(deciders) != 1:
        return DECIDER
    yours = step.effect_controller or step.controller or state.first_player
    return "you" if deciders[0] == yours else "opponent"


def _deciders(step: Step) -> tuple[str, ...]:
    """Who decided ``step`` (6.5.c, 1.4.7.b): the player doing it in turn when its follow-ups
    are the effect's controller's, else the one player it names."""
    if step.effect_controller is not None and step.controller is not None:
        return (step.controller,)
    return step.players if len(step.players) == 1 else ()
