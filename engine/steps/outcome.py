"""A step resolved at once, and what the trace says of it.

``run_step`` resolves a step now and queues its Reaction-activating step (6.3.h); the
events are described in a judge's words, and a step without any event says why: the object
it names is a new object (2.1.d, 6.3.j) or it had nothing to act on (6.5.h). Later steps of
the same effect keep its "I", "it" and "you" (6.5.f).
"""

from __future__ import annotations

from engine.pipeline.keywords import ACTION_RULES, MOVING_ACTIONS
from engine.pipeline.resolve import StepOutcome, resolve_step, resolve_steps
from engine.pipeline.runtime import Result, push
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import EffectStep
from engine.state.conditions import DECIDER
from engine.state.enums import BOOST, Phase, ZoneKind
from engine.state.events import DeckEnd, DeckPlace, Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of, zone_words
from engine.state.steps import Step
from engine.steps.subject_targets import expedition_label
from engine.steps.subjects import instantiate
from engine.why.event_words import EVENT_WORDS, RESUPPLY_WORDS, ignored_sentence
from engine.why.gone_objects import all_ceased, bound_gone, known_cards
from engine.why.labels import AT_TABLE, zone_hides
from engine.why.orb_words import orb_key, orbs_sentence
from engine.why.step_lines import label_parts, step_line
from engine.why.step_words import default_label
from engine.why.table import why
from engine.why.trace import TraceEntry, Unnamed, unnamed_parts


def _describe(
    state: GameState, events: tuple[Event, ...], label: str, earlier: bool = False
) -> tuple[str, tuple[Unnamed, ...]]:
    """The events of a step in a judge's words, subject first: "Vanilla 1/1/1 is
    discarded to p1's Discard pile" — never an object id, a zone key or an action's
    internal name. A step whose one event the label already says ("Kuwat gains Fleeting")
    is not said twice.

    A card that moves from a hidden zone to a hidden zone without being revealed — drawn,
    put face-down in a Mana zone, put from a Hand into a Deck — is "a card" (3.1.3.f):
    some player never sees it. The sentences naming it are returned beside the text
    (:class:`~engine.why.trace.Unnamed`), for the judge.

    ``earlier``: the words a release before this one printed — each Mana Orb by its card's
    name, "p1 hero Expedition", "(Resupply)" — which boards saved then quote
    (:attr:`~engine.why.trace.TraceEntry.earlier_words`)."""
    if not events:
        return f"{label}: nothing happens", ()
    revealed = {ev.object_id for ev in events if ev.kind is ActionKind.REVEAL}
    parts: list[str] = []
    alike: tuple[str, tuple[str, ...]] | None = None  # the last unnamed sentence, and how many
    count = 0
    run: list[str] = []  # the named sentences of the last unnamed part, one per card
    names = []
    unnamed: list[Unnamed] = []
    orbs: tuple[str, str, list[int]] | None = None  # the Mana Orbs of the last part (1.2.5.e)
    for ev in events:
        orb = None if earlier else orb_key(state, ev)
        if orb is not None:
            whose, verb, place = orb
            if orbs is not None and orbs[:2] == (whose, verb) and parts:
                orbs[2].append(place)  # one part for the orbs of one player alike
                parts[-1] = orbs_sentence(*orbs)
                continue
            orbs = (whose, verb, [place])
            parts.append(orbs_sentence(*orbs))
            names.append(orbs_sentence(*orbs))
            alike = None
            continue
        orbs = None
        oid = ev.new_object_id or ev.object_id
        if oid and oid in state.objects:
            name = state.name(oid)
        elif ev.card_id is not None and ev.card_id in state.cards:
            name = state.cards[ev.card_id].name
        elif oid:
            # A Terrain Marker is named by its terrains and region; an emblem that ceased to
            # exist is "it" (the label says which).
            name = state.name(oid) if state.name(oid) != oid else "it"
        else:
            name = ev.player or (
                (_old_expedition(ev.expedition) if earlier else expedition_label(ev.expedition))
                if ev.expedition
                else ""
            )
        if (
            ev.kind is ActionKind.IGNORE
            and ev.object_id is not None
            and ev.object_id in state.objects
        ):
            name = state.name(ev.object_id)  # the object ignored, not its Emblem (7.3.19.a)
            sentence = ignored_sentence(state, ev, name)
        elif ev.kind is ActionKind.EXCHANGE_BOOSTS and ev.amount:
            sentence = _exchange_sentence(state, ev, events, name)
        else:
            sentence = _event_sentence(ev, name, earlier)
        zones = _unseen_in(ev) if ev.object_id not in revealed else ()
        if (
            ev.kind is ActionKind.LOOK
            and ev.object_id is not None
            and ev.object_id in state.objects
        ):
            zones = _looked_in(state, ev.object_id)
        if zones:
            single = _event_sentence(ev, "a card", earlier)
            said = single
            if parts and unnamed and alike == (single, zones):
                # Several cards drawn alike: "2 cards are drawn in p1's Hand" (3.1.3.e).
                unnamed.pop()
                count += 1
                said = _cards(single, count)
                parts.pop()
                run.append(sentence)
                sentence = "; ".join(run) if earlier else once_each(run)
            else:
                alike, count, run = (single, zones), 1, [sentence]
            unnamed.extend(unnamed_parts(said, sentence, zones))
            sentence = said
        else:
            alike = None
        parts.append(sentence)
        names.append(name)
    if len(parts) == 1 and not unnamed and _says(label, events[0], names[0]):
        return label, ()
    said_once = "; ".join(parts) if earlier or unnamed else once_each(parts)
    return f"{label}: {said_once}", tuple(unnamed)


def once_each(sentences: list[str]) -> str:
    """The sentences of a step's atomic actions (6.1.e), one after the other, a sentence said
    by several actions in a row once with how many ("Ordis Recruit is created in p1's hero
    Expedition (2 times)"): each event is said, none is repeated word for word."""
    out: list[str] = []
    i = 0
    while i < len(sentences):
        j = i
        while j + 1 < len(sentences) and sentences[j + 1] == sentences[i]:
            j += 1
        n = j - i + 1
        out.append(sentences[i] if n == 1 else f"{sentences[i]} ({n} times)")
        i = j + 1
    return "; ".join(out)


def _exchange_sentence(state: GameState, ev: Event, events: tuple[Event, ...], name: str) -> str:
    """One side of an exchange of boosts (7.3.11.a) — who lost and who gained, and with whom:
    "Vanilla 2/2/2 loses 2 boosts (3 → 1), exchanging with Vanilla 3/1/0"."""
    n = abs(ev.amount)
    verb = "gains" if ev.amount > 0 else "loses"
    said = f"{name} {verb} {counted_words(n, BOOST)}"
    o = state.objects.get(ev.object_id or "")
    if o is not None:
        said += f" ({o.boosts - ev.amount} → {o.boosts})"
    other = next(
        (
            e.object_id
            for e in events
            if e.kind is ActionKind.EXCHANGE_BOOSTS
            and e.seq == ev.seq
            and e.object_id != ev.object_id
        ),
        None,
    )
    if other is not None and other in state.objects:
        said += f", exchanging with {state.name(other)}"
    return said


def _cards(said: str, count: int) -> str:
    """ "a card is drawn in p1's Hand" for ``count`` cards: "2 cards are drawn in p1's
    Hand"; "a card moves to …": "2 cards move to …"."""
    verb, _, rest = said.removeprefix("a card ").partition(" ")
    verb = "are" if verb == "is" else verb.removesuffix("s")
    return f"{count} cards {verb} {rest}".rstrip()


def _unseen_in(ev: Event) -> tuple[str, ...]:
    """The kinds of the hidden zones an event's card went from and to, when some player
    sees it in neither (a Deck, another player's Hand or face-down Mana Orb: 3.1.3.f,
    3.2.5.b, 3.2.9.a Remark); empty when every player sees it at one end."""
    if ev.from_zone is None or ev.to_zone is None:
        return ()
    if not (zone_hides(ev.from_zone, AT_TABLE) and zone_hides(ev.to_zone, AT_TABLE)):
        return ()
    return tuple(dict.fromkeys(z.kind_of(k).value for k in (ev.from_zone, ev.to_zone)))


def _looked_in(state: GameState, object_id: str) -> tuple[str, ...]:
    """The hidden zone of a card its controller looked at: the others do not see it there
    (3.1.3.f)."""
    zone = state.objects[object_id].zone
    return (z.kind_of(zone).value,) if zone_hides(zone, AT_TABLE) else ()


def _old_expedition(expedition: str) -> str:
    """``"p1:hero"`` -> ``"p1 hero Expedition"``, as releases before this one said it."""
    player, which = expedition.split(":")
    return f"{player} {which} Expedition"


def _event_sentence(ev: Event, name: str, earlier: bool = False) -> str:
    """One event as a sentence: "p1 orb 1 is exhausted", "Aloe Vera gains Fleeting"."""
    where = zone_words(ev.to_zone) if ev.to_zone else ""
    template = EVENT_WORDS.get(ev.kind.value)
    counted = _counted(ev)
    resupply = ev.kind in (ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY)
    if resupply and ev.object_id is None:
        # 3.2.2.d, 7.3.31.c: nothing was shuffled back, so there is no top card to put.
        said = f"{name} puts nothing in Reserve: the Deck and the Discard pile are empty"
    elif counted:
        said = f"{name} {counted}"
    elif template is None:
        said = f"{ev.kind.value.replace('_', ' ')} {name}" + (f" to {where}" if where else "")
    elif resupply and ev.player and not earlier:
        said = RESUPPLY_WORDS[ev.kind.value].format(
            p=ev.player, s=name, into=f" in {where}" if where else ""
        )
    else:
        to, into = _deck_words(ev.deck_at, where) if ev.deck_at else ("", "")
        said = template.format(
            s=name,
            to=to or (f" to {where}" if where else ""),
            into=into or (f" in {where}" if where else ""),
            status=ev.status or "a status",
        )
    if ev.value is not None:
        said += f" ({ev.value})"
    if ev.ceased and ev.kind is not ActionKind.CEASE_TO_EXIST:
        said += ", and ceases to exist"
    if ev.boosts_kept:
        kept = "its boost" if ev.boosts_kept == 1 else f"its {ev.boosts_kept} boosts"
        said += f", keeping {kept} (Seasoned)"
    if ev.counters_lost or ev.statuses_lost:
        said += f", losing {losses_words(ev.counters_lost, ev.statuses_lost)}"
    return said + _held_words(ev)


def _deck_words(place: DeckPlace, where: str) -> tuple[str, str]:
    """Where in the Deck a move the effect gave a position put the card (3.2.2.b-c), as the
    words after "is sent" and "is put": " to the bottom of p2's Deck", " on top of p1's
    Deck", " to the 3rd position of p2's Deck"; a Deck too short for the position named
    says so (3.2.2.f): " to the bottom of p2's Deck, which has no 5th position"."""
    if place.end is DeckEnd.TOP:
        return f" to the top of {where}", f" on top of {where}"
    if place.end is None and place.position > 0:
        nth = f"{ordinal(place.position)} position of {where}"
        return f" to the {nth}", f" in the {nth}"
    short = ""
    if place.wanted:
        short = f", which has no {ordinal(place.wanted)} position"
    return f" to the bottom of {where}{short}", f" on the bottom of {where}{short}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    ends = {1: "st", 2: "nd", 3: "rd"}
    return f"{n}{'th' if 10 <= n % 100 <= 20 else ends.get(n % 10, 'th')}"


_HELD = frozenset(why("action.controlled_not_owned"))


def _held_words(ev: Event) -> str:
    """ " (its owner's; p1 controlled it in p1's hero Expedition)": a card its owner did not
    control, moved from the zone it was controlled in to its owner's (7.5.5.b, 3.1.2.c)."""
    holder = z.player_of(ev.from_zone) if ev.from_zone else None
    owner = z.player_of(ev.to_zone) if ev.to_zone else None
    if not set(ev.rules) >= _HELD or not holder or not owner or holder == owner:
        return ""
    assert ev.from_zone is not None
    return f" (its owner's; {holder} controlled it in {zone_words(ev.from_zone)})"


def losses_words(lost: tuple[tuple[str, int], ...], statuses: tuple[str, ...]) -> str:
    """What a move took away, counters (2.5.j) and statuses (2.4.1.c-d): "its 2 boosts, and
    its status Anchored", "its boost and its Kelon counter, and its statuses Asleep and
    Exhausted" (a comma before the statuses: the counters' own list is joined by "and")."""
    said = [counters_words(lost)] if lost else []
    if statuses:
        names = (
            statuses[0] if len(statuses) == 1 else ", ".join(statuses[:-1]) + " and " + statuses[-1]
        )
        said.append(f"its status {names}" if len(statuses) == 1 else f"its statuses {names}")
    return ", and ".join(said)


def counted_words(n: int, kind: str) -> str:
    """ "1 boost", "3 boosts", "2 Kelon counters": ``n`` counters of ``kind`` as a judge says
    them (2.5.1.a: a boost is a boost counter, said "boost")."""
    noun = "boost" if kind == BOOST else f"{kind} counter"
    return count_of(n, noun)


def counters_words(lost: tuple[tuple[str, int], ...]) -> str:
    """The counters a move took away, as a judge says them: "its 2 boosts", "its boost and
    its 3 Kelon counters" (2.5.j: an object leaving play loses all its counters)."""

    def one(kind: str, n: int) -> str:
        noun = "boost" if kind == BOOST else f"{kind} counter"
        return f"its {noun}" if n == 1 else f"its {n} {noun}s"

    said = [one(kind, n) for kind, n in lost]
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def _counted(ev: Event) -> str:
    """The verb phrase of an event that counts something: "gains 2 boosts" (2.5.1),
    "spends 1 Kelon counter"; empty for other events."""
    n = ev.amount
    if n <= 0:
        return ""
    if ev.kind is ActionKind.GIVE_BOOST:
        return f"gains {n} boost" + ("s" if n != 1 else "")
    verbs = {
        ActionKind.GAIN_COUNTERS: "gains",
        ActionKind.SPEND_COUNTERS: "spends",
        ActionKind.REMOVE_COUNTERS: "loses",  # 2.5.g
    }
    if ev.kind in verbs:
        kind = f"{ev.counter} " if ev.counter else ""
        return f"{verbs[ev.kind]} {n} {kind}counter" + ("s" if n != 1 else "")
    return ""


def _says(label: str, ev: Event, name: str) -> bool:
    """Whether ``label`` already says what the event says: it names the same object
    (``name``) and the same destination or status ("p1 moves Kuwat to Limbo" for "Kuwat
    moves to Limbo"; "Kuwat gains Fleeting")."""
    told = label.casefold()
    what = zone_words(ev.to_zone) if ev.to_zone else (str(ev.status) if ev.status else "")
    return (
        bool(what)
        and name.casefold() in told
        and what.casefold() in told
        and (ev.value is None and not ev.ceased)
    )


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


def _why_nothing(out: StepOutcome, step: Step) -> StepOutcome:
    """A step that happened without any event says why: the object it names moved and is
    a new object it cannot act on (2.1.d), or it had nothing to act on and that part of
    the effect is ignored (6.5.h). Impossible atomic actions already say so (1.4.1.c).
    In a step where several players draw, each one whose Deck is empty is said even when
    the others drew (:func:`_some_drew_nothing`)."""
    if out.events or out.rules:
        return _some_drew_nothing(out, step)
    gone = [o for o in step.objects if o not in out.state.objects]
    if gone and (step.me in gone or set(gone) & set(step.it) & _bound_by_reactions(out.state)):
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
    the draw is done with all the cards there are, none (3.2.2.e) —, said by name."""
    drew = {ev.player for ev in out.events if ev.kind is ActionKind.DRAW}
    empty = tuple(p for p in _empty_decks_drawn(out.state, step) if p not in drew)
    if not empty or not drew:
        return out
    rule = (*why("group.no_top_card"), *why("action.draw_short_deck"))
    whose = " and ".join(f"{p}'s" for p in empty)
    who = " or ".join(empty)
    cited = ", ".join(rule)
    note = f"{whose} Deck is empty: there is no top card, nothing is drawn for {who} ({cited})"
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


def _my_expedition_gone(out: StepOutcome, step: Step) -> StepOutcome:
    """ "Create a token in my Expedition" after "I" left the Expedition zone: the line says
    which Expedition that is — the one "I" was in when it left (6.3.j) — where the step
    acts there."""
    gone = why("effect.my_expedition_gone")
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
    if step.amount_from:  # where its amount or outcome came from (engine/steps/carried.py)
        out = replace(out, notes=(*out.notes, step.amount_from))
    new = out.state
    if out.activations:
        new = push(new, Task(TaskKind.ACTIVATE_REACTIONS, activations=out.activations))
    said_label = _said_label(label, step, out.events)
    text, unnamed = _describe(new, out.events, said_label)
    # what a release before this one said: boards saved then quote it (orbs by name, …)
    old, _ = _describe(new, out.events, said_label, earlier=True)
    if said_label != label and text.startswith(f"{said_label}: {said_label} "):
        text = text[len(said_label) + 2 :]  # "Ratatoskr gains 2 boosts": named once
        old = old.removeprefix(f"{said_label}: ")
    raw = old if old != text and not said else ""
    if label_parts(said_label) is not None and text.startswith(f"{said_label}: "):
        # still the raw label ("judge request: put", nothing happened): the action said as
        # a verb or by the sentences that follow (issue 31)
        raw, body = old, text[len(said_label) + 2 :]
        text = step_line(step, body, said_label)
    if said:
        text = said  # the step's own sentence, from its data (a move: engine/steps/moving_counters)
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
