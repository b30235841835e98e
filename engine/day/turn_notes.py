"""Turn effects a judge might expect among a player's options that are not offered, each
with the rule that withholds it (issue 18: non-events explained): a card exhausted in
Reserve cannot be played (2.4.6.c) and has no support abilities (2.4.6.e); a card in
Reserve whose cost is more than the ready Mana Orbs cannot be paid in full (6.4.c); a card in
Reserve whose own "I can't be played [if ...]" holds is not playable (1.4.1.a); Scout is not
offered for a card in Reserve (7.4.5.b), nor for one in Hand whose Scout is ignored or lost
(7.3.19.b, 2.3.1.d); the quick actions of objects another player
controls are that player's (5.3.b)."""

from __future__ import annotations

from engine.pipeline.objects_cant import orbs_that_cant_be_exhausted
from engine.pipeline.statics import cant_be_played
from engine.play.costs import play_cost, ready_orbs
from engine.play.legality import check_play, places_for
from engine.reading.conditions import holds
from engine.state import zones as z
from engine.state.cards import AbilityKind
from engine.state.enums import IN_PLAY_ZONES, Keyword, Status, ZoneKind
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.why.idle_keywords import idle_keywords_note
from engine.why.labels import orb_label
from engine.why.orb_origins import exhausted_orbs_note
from engine.why.status_origin_words import named_with_origins
from engine.why.table import why


def withheld_turn_options(
    state: GameState,
    player: str,
    offered: frozenset[str] = frozenset(),
    quick: frozenset[str] = frozenset(),
) -> tuple[tuple[str, ...], ...]:
    """``(what is not offered, *rules)`` for each kind of withheld option, in the order a
    judge reads the turn: the player's Reserve (cards too costly to pay in full, exhausted
    cards, Scout), then the
    opponents' quick actions. ``offered``: the objects some play option of the turn names;
    ``quick``: those a quick action option names — a card too costly to play from Reserve
    whose quick action is offered is said as the card played, not its quick action (cite17)."""
    out: list[tuple[str, ...]] = []
    costly = _too_costly(state, player, offered)
    if costly:
        altered = any(changed for _, changed, _ in costly)
        # what exhausted the others, and when (3.2.9.b, 3.2.9.f, 2.4.6.a)
        spent, spent_rules = exhausted_orbs_note(state, player)
        spent = f" ({spent})" if spent else ""
        out.append(
            (
                f"not enough ready Mana Orbs{spent} to pay in full, so not playable: "
                + ", ".join(
                    f"{name} (the card, from Reserve; its quick action is offered)"
                    if oid in quick
                    else name
                    for name, _, oid in costly
                ),
                *why("turn.too_costly"),
                *(why("play.cost_altered") if altered else ()),
                *spent_rules,
            )
        )
    held = orbs_that_cant_be_exhausted(state, player) if costly else ()
    if held:
        # 1.4.1.a: ready, but a "can't be exhausted" keeps them from paying (1.2.5.e)
        out.append(
            (
                "Mana Orbs that can't be exhausted pay nothing: "
                + ", ".join(orb_label(state, o) for o in held),
                *why("refused.orbs_cant_be_exhausted"),
            )
        )
    forbidden = _cant_play(state, player, offered)
    if forbidden:
        out.append(
            (
                "their own “can't be played” works in Reserve, where they would be played "
                "from, and a “can't” beats a “can”, so not playable: " + "; ".join(forbidden),
                *why("refused.own_cant_be_played_where_played_from"),
                *why("refused.cant_be_played"),
            )
        )
    tired = [
        oid
        for oid in state.zone(z.personal(ZoneKind.RESERVE, player))
        if Status.EXHAUSTED in state.objects[oid].statuses
    ]
    if tired:
        # each with the effect that exhausted it, when one did (2.4.6.a)
        names, given = named_with_origins(state, tired, Status.EXHAUSTED)
        out.append(
            (f"exhausted in Reserve, so not playable: {names}", *why("turn.exhausted"), *given)
        )
        support = [o for o in tired if _has_support(state, o)]
        if support:
            names, given = named_with_origins(state, support, Status.EXHAUSTED)
            out.append(
                (
                    f"exhausted in Reserve, so without support abilities: {names}",
                    *why("turn.exhausted_support"),
                    *given,
                )
            )
    scouts = [
        state.name(oid)
        for oid in state.zone(z.personal(ZoneKind.RESERVE, player))
        if Status.EXHAUSTED not in state.objects[oid].statuses
        and (card := state.card(oid)) is not None
        and card.scout > 0
    ]
    if scouts:
        out.append(
            (
                f"Scout works only in Hand, so not offered from Reserve: {', '.join(scouts)}",
                *why("turn.scout_in_hand"),
            )
        )
    hand = z.personal(ZoneKind.HAND, player)
    idle = idle_keywords_note(
        state,
        (o for o in state.zone(hand) if (c := state.card(o)) is not None and c.scout > 0),
        Keyword.SCOUT,
        "not offered with Scout",
    )
    if idle is not None:  # 7.3.19.b: it exists in Hand but has no effect
        out.append((idle[0], *idle[1]))
    theirs = sorted(
        {
            f"{state.name(oid)} ({o.controller})"
            for oid, o in state.objects.items()
            if o.controller != player
            and z.kind_of(o.zone) in (*IN_PLAY_ZONES, ZoneKind.HERO)
            and _has_quick(state, oid)
        }
    )
    if theirs:
        out.append(
            (
                f"quick actions of objects {player} does not control are not offered: "
                + ", ".join(theirs),
                *why("turn.not_their_quick"),
            )
        )
    return tuple(out)


def _cant_play(state: GameState, player: str, offered: frozenset[str]) -> list[str]:
    """The ready cards in the player's Reserve that no play option names because their own
    "I can't be played [if ...]" holds now (1.4.1.a), each with that ability's words. Cards
    in Hand are not named (3.1.3.f)."""
    out: list[str] = []
    for oid in state.zone(z.personal(ZoneKind.RESERVE, player)):
        if oid in offered or Status.EXHAUSTED in state.objects[oid].statuses:
            continue
        ability = cant_be_played(state, oid)
        if ability is not None:
            out.append(f"{state.name(oid)} (its “{ability.text.strip().rstrip('.')}”)")
    return out


def _too_costly(
    state: GameState, player: str, offered: frozenset[str]
) -> list[tuple[str, bool, str]]:
    """The cards ready in the player's Reserve that no play option names only because their
    cost is more than the player's ready Mana Orbs (6.4.c, 1.2.5.c). Cards in Hand are not
    named: the trace is told to every player, who may not look at them (3.1.3.f). Each
    with whether cost alterations changed its cost (5.1.2.f), said with the card, and its
    object."""
    available = len(ready_orbs(state, player))
    short = (*why("refused.mana_short"), *why("refused.orbs_cant_be_exhausted"))
    out: list[tuple[str, bool, str]] = []
    for oid in state.zone(z.personal(ZoneKind.RESERVE, player)):
        card = state.card(oid)
        if oid in offered or card is None or Status.EXHAUSTED in state.objects[oid].statuses:
            continue
        refusals: list[str] = []
        for place in places_for(card):
            try:
                check_play(state, player, oid, place, available=available)
            except IllegalAction as refused:
                refusals.append(refused.rule)
            else:
                break
        else:
            if refusals and all(r in short for r in refusals):
                cost = play_cost(state, oid, 0, False, dest=places_for(card)[0])
                if cost.altered:
                    out.append(
                        (f"{state.name(oid)} (costs {cost.amount} with cost changes)", True, oid)
                    )
                else:
                    out.append((state.name(oid), False, oid))
    return out


def _has_support(state: GameState, object_id: str) -> bool:
    card = state.card(object_id)
    return card is not None and any(ab.support for ab in card.abilities)


def _has_quick(state: GameState, object_id: str) -> bool:
    """Whether the object has a quick action now: one whose condition ("If I have 5 or more
    Scrap counters, I gain '{T}: …'") is false is not named as withheld — it has none yet."""
    card = state.card(object_id)
    controller = state.objects[object_id].controller
    return card is not None and any(
        ab.kind is AbilityKind.QUICK_ACTION
        and not ab.support
        and (ab.condition is None or holds(ab.condition, state, controller, me=object_id))
        for ab in card.abilities
    )
