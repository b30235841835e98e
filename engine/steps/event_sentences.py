"""A step's events in a judge's words: who or what, the atomic action (7.3), from where
and to where, subject first and never an object id, a zone key or an action's internal name.

A card moved between hidden zones unrevealed is "a card" (3.1.3.f); the trace keeps those
sentences apart for the judge. Apart from running a step (engine/steps/outcome.py): the
words are shared by every step's line and by the counted losses a cost or a move reports.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import BOOST, ZoneKind
from engine.state.events import DeckEnd, DeckPlace, Event
from engine.state.game_state import GameState
from engine.state.said import count_of, zone_words
from engine.steps.move_distance_words import replaced_distance_words
from engine.steps.subject_targets import expedition_label
from engine.why.event_words import EVENT_WORDS, RESUPPLY_WORDS, ignored_sentence
from engine.why.labels import AT_TABLE, zone_hides
from engine.why.orb_words import orb_key, orbs_sentence
from engine.why.table import why
from engine.why.trace import Unnamed, unnamed_parts


def describe_events(
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
            name = state.whose_name(oid)
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
            sentence = _event_sentence(ev, name, earlier) + _looker(state, ev)
            if not earlier:  # cite17: how far a replaced move went (6.2.b, 7.3.25.a)
                sentence = _with_distance(sentence, replaced_distance_words(state, ev))
        zones = _unseen_in(ev) if ev.object_id not in revealed else ()
        if (
            ev.kind is ActionKind.LOOK
            and ev.object_id is not None
            and ev.object_id in state.objects
        ):
            zones = _looked_in(state, ev.object_id)
        if zones:
            single = _event_sentence(ev, "a card", earlier) + _looker(state, ev)
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


def _looker(state: GameState, ev: Event) -> str:
    """ib40: " by p1" after a look at a card of another player's hand ("Look at target
    opponent's hand"): the one player who sees it (3.1.3.f); "" for any other event."""
    oid = ev.object_id
    if ev.kind is not ActionKind.LOOK or ev.player is None or oid is None:
        return ""
    seen = state.objects.get(oid)
    return f" by {ev.player}" if seen is not None and seen.owner != ev.player else ""


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
    elif not earlier and (instead := _instead_of_discard_pile(ev, name, where)):
        said = instead
    elif resupply and ev.player and not earlier:
        said = RESUPPLY_WORDS[ev.kind.value].format(
            p=ev.player, s=name, into=f" in {where}" if where else ""
        )
        if set(why("action.resupply_empty")) <= set(ev.rules):
            # 7.3.31.c: the shuffle is part of the Resupply, the card then leaves the Deck.
            said += (
                f" ({ev.player}'s Deck was empty: {ev.player} first shuffled their Discard"
                " pile into their Deck, and the card went from the Deck to the Reserve)"
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
        if ev.ceased_instead_of:  # cite17: where it was going (2.1.e, 7.5.11.b)
            said += f" instead of joining {zone_words(ev.ceased_instead_of)}"
    if ev.boosts_kept:
        kept = "its boost" if ev.boosts_kept == 1 else f"its {ev.boosts_kept} boosts"
        said += f", keeping {kept} (Seasoned)"
    if ev.counters_lost or ev.statuses_lost:
        said += f", losing {losses_words(ev.counters_lost, ev.statuses_lost)}"
    return said + _held_words(ev)


def _instead_of_discard_pile(ev: Event, name: str, where: str) -> str:
    """A discard or a sacrifice a replacing modifier sent elsewhere (6.2.b), said as the
    move that happened: "Tiny Jinn is put into p2's Mana zone instead of the Discard pile";
    a sacrifice is still a sacrifice (7.3.36.b): "... is sacrificed, put into ...". ""
    for one that went to a Discard pile, or nowhere (a token ceasing to exist, 2.1.e)."""
    natural = _NATURAL_DESTINATION.get(ev.kind)
    if natural is None or ev.to_zone is None or not ev.modifiers:
        return ""
    kind, words = natural
    if z.kind_of(ev.to_zone) is kind:
        return ""
    done = f"{name} is sacrificed, put" if ev.kind is ActionKind.SACRIFICE else f"{name} is put"
    return f"{done} into {where} instead of {words}"


_NATURAL_DESTINATION = {
    ActionKind.DISCARD: (ZoneKind.DISCARD, "the Discard pile"),  # 7.3.7.a
    ActionKind.SACRIFICE: (ZoneKind.DISCARD, "the Discard pile"),  # 7.3.36.a
}
"""Where a discard and a sacrifice put the card, unless a replacing modifier sends it
elsewhere (6.2.b). A return names its zone (7.3.32.a): "returns to p1's Reserve" says it."""


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


def _with_distance(sentence: str, distance: str) -> str:
    """ "p1's hero Expedition moves forward" with ``distance`` after its verb ("moves
    forward two regions (0 → 2)"); the sentence as it was when there is none."""
    for verb in (" moves forward", " moves backwards"):
        if distance and verb in sentence:
            return sentence.replace(verb, verb + distance, 1)
    return sentence
