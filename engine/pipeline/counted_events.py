"""The events counted through a turn for Reactions on the Nth of them (4.2.3: a turn is one
player's, in the Afternoon): "When you make your third Gift each turn" (7.3.22.a, 7.3.29.a),
"When you receive your second Gift each turn" (7.3.29.a), "When you sacrifice a Character for
the first time each turn" (7.3.36.a), "The first time you roll a die each turn" (7.3.33.a).

Each step's counted events are noted in ``counted_this_turn`` as (kind, player, card) after
its Reactions are found, and in ``counted_this_day`` with whether it was the Afternoon; a
Reaction asks how many the player had in its period before the step ("each turn", "each
Day", "each Afternoon") and where the event stands among the step's own (each card or token
is its own Gift, 7.3.29.a Remark). The turn's record starts again with each turn
(``engine.day.afternoon``), the Day's with each Day (``GameState.day_counts_cleared``);
outside a turn no "each turn" Reaction activates. The same records answer conditions on
what happened ("if a Character was sacrificed this Day", :func:`counted_in`)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.creation import token_receiver
from engine.reading.passives import expeditions_of
from engine.reading.past_events import CHARACTER_SACRIFICED, OBJECT_SACRIFICED, counted_in
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability
from engine.state.enums import CardType, Phase, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState, evolve
from engine.why.table import rule_of

GIFT_MADE = "gift_made"
GIFT_RECEIVED = "gift_received"
DIE_ROLLED = "die_rolled"
CARD_DRAWN = "card_drawn"
CARD_DISCARDED = "card_discarded"
TOKEN_CREATED = "token_created"
CHARACTER_JOINED = "character_joined"
EXPEDITION_MOVED = {
    ActionKind.MOVE_FORWARD: "expedition_moved_forward:",
    ActionKind.MOVE_BACKWARDS: "expedition_moved_backward:",
}
"""An Expedition's move (7.3.25.a forward, 7.3.24.a backward), counted as this prefix and the
Expedition's id ("expedition_moved_forward:p1:hero"), by that Expedition's player: "When my
Expedition moves forward for the second time this Day" asks for that one Expedition's moves
(an Expedition that cannot move performs no atomic action, 1.4.1.d: no move counted)."""


def expedition_move_kind(kind: ActionKind, expedition: str) -> str:
    """The counted kind of ``expedition``'s move of ``kind`` (:data:`EXPEDITION_MOVED`)."""
    return EXPEDITION_MOVED[kind] + expedition


def expedition_player(expedition: str) -> str:
    """The player an Expedition id ("p1:hero", engine.state.zones.expedition_id) is of."""
    return expedition.split(":", 1)[0]


KEYWORD_ACTION_DONE = "keyword_action:"
"""ia: a set's keyword action carried out, counted as this prefix and its name in lower case
("keyword_action:barter"), once per step and player who did it (1.2.7.c, 6.5.f)."""


def keyword_action_kind(name: str) -> str:
    """The counted kind of the keyword action ``name`` as printed: "Kindle 2" counts as
    "Kindle" (its number is its definition's X, not another action)."""
    words = name.lower().split()
    if len(words) > 1 and words[-1].isdigit():
        words = words[:-1]
    return KEYWORD_ACTION_DONE + " ".join(words)


_DISCARDING = frozenset({ActionKind.DISCARD, ActionKind.SABOTAGE, ActionKind.SACRIFICE})
DISCARDED_INSTEAD = f"rule:{rule_of('modifier.rule.fleeting_discarded')}"
"""The modifier of 2.4.7.d on a move: a Fleeting object going to Reserve "is discarded
instead" — moved to the Discard pile, which is to discard (7.3.7.a) (cite18)."""


def discarded_cards(before: GameState, events: Iterable[Event]) -> list[Event]:
    """The discards of cards — not tokens or Emblems — that reached a Discard pile
    (7.3.7.a): a discard a modifier sent elsewhere is no discard (6.2.m); sabotaging and
    sacrificing are discarding (7.3.35.a, 7.3.36.a), and so is a Fleeting object's move to
    Reserve replaced by "it is discarded instead" (2.4.7.d)."""
    out: list[Event] = []
    for ev in events:
        oid = ev.object_id
        if ev.kind not in _DISCARDING and DISCARDED_INSTEAD not in ev.modifiers:
            continue  # a move that is no discard (a Fleeting one is, 2.4.7.d, 7.3.7.a)
        if oid is None or oid not in before.objects:
            continue
        if ev.to_zone is None or z.kind_of(ev.to_zone) is not ZoneKind.DISCARD:
            continue
        card = before.card(oid)
        if card is None or card.is_token or before.objects[oid].emblem is not None:
            continue
        out.append(ev)
    return out


_DRAWS = frozenset({ActionKind.DRAW, ActionKind.RESUPPLY, ActionKind.EXHAUSTED_RESUPPLY})


def counted(
    before: GameState, after: GameState, events: Iterable[Event]
) -> list[tuple[str, str, Event]]:
    """The step's counted events as (kind, player, event): a Gift is made by the turn
    player and received by another player drawing, resupplying or receiving a token during
    that turn (7.3.29.a, 7.3.22.a); a Character is sacrificed by the player the step names,
    else its controller (1.4.7, 7.3.36.a); each die rolled and each card drawn (an empty Deck
    draws nothing, 3.2.2.e) by the player who rolled or drew it (7.3.33.a, 7.3.9.a); each
    card discarded by the player who discarded it (7.3.7.a); each token created by its owner,
    who created it (1.1.7.b, 7.3.5.a)."""
    giver = before.turn_player
    out: list[tuple[str, str, Event]] = []
    for ev in events:
        receiver: str | None = None
        if ev.kind in _DRAWS:
            receiver = ev.player if ev.new_object_id else None
        elif ev.new_object_id is not None:
            receiver = token_receiver(before, after, ev)
        if giver is not None and receiver is not None and receiver != giver:
            out.append((GIFT_MADE, giver, ev))
            out.append((GIFT_RECEIVED, receiver, ev))
        oid = ev.object_id
        sacrificed = ev.kind is ActionKind.SACRIFICE and oid is not None and oid in before.objects
        if sacrificed and before.type_of(oid) is CardType.CHARACTER:  # type: ignore[arg-type]
            player = ev.player or before.objects[oid].controller  # type: ignore[index]
            out.append((CHARACTER_SACRIFICED, player, ev))
        if sacrificed:  # any object, by the player the step names, else its controller
            who = ev.player or before.objects[oid].controller  # type: ignore[index]
            if who is not None:
                out.append((OBJECT_SACRIFICED, who, ev))
        if ev.kind is ActionKind.ROLL_DIE and ev.player is not None and ev.value is not None:
            out.append((DIE_ROLLED, ev.player, ev))  # each die its own roll (7.3.33.a)
        if ev.kind is ActionKind.DRAW and ev.player is not None and ev.object_id is not None:
            out.append((CARD_DRAWN, ev.player, ev))  # each card its own draw (7.3.9.a)
        new = ev.new_object_id
        if ev.kind is ActionKind.CREATE and new is not None and new in after.objects:
            out.append((TOKEN_CREATED, after.objects[new].owner, ev))  # its owner's (7.3.5.a)
        if ev.kind in EXPEDITION_MOVED and ev.expedition:  # each Expedition's own moves
            kind = expedition_move_kind(ev.kind, ev.expedition)
            out.append((kind, expedition_player(ev.expedition), ev))
        if _joined(before, after, ev):  # a Character joining the Expeditions of its controller
            out.append((CHARACTER_JOINED, after.objects[new].controller, ev))  # type: ignore[index]
    done: set[tuple[str, str]] = set()
    for ev in events:  # ia: a keyword action, once per step and doer (1.2.7.c, 1.4.7)
        if ev.keyword_action and ev.keyword_doer:
            key = (keyword_action_kind(ev.keyword_action), ev.keyword_doer)
            if key not in done:
                done.add(key)
                out.append((*key, ev))
    for ev in discarded_cards(before, events):  # by who discarded it (1.4.7, 7.3.7.a)
        if ev.player is not None:
            out.append((CARD_DISCARDED, ev.player, ev))
    return out


def _joined(before: GameState, after: GameState, ev: Event) -> bool:
    """Whether the event put a Character in an Expedition it was not in before: it joined
    one of its controller's Expeditions (7.5.10.a) — from outside the Expedition zone, created
    there (7.5.10.b), or switching Expeditions, which joins the new one (7.5.10.c), as a
    "joins your Expeditions" Reaction reads each of them (engine.pipeline.zone_triggers)."""
    new = ev.new_object_id
    if new is None or new not in after.objects or ev.to_zone is None:
        return False
    if z.kind_of(ev.to_zone) is not ZoneKind.EXPEDITION:
        return False
    if after.type_of(new) is not CardType.CHARACTER:
        return False
    old = ev.object_id
    was = expeditions_of(before, old) if old is not None and old in before.objects else frozenset()
    return bool(expeditions_of(after, new) - was)


def noted_counted_events(before: GameState, after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the step's counted events added to ``counted_this_day`` (at any moment
    of the Day, 4.1; marked when during the Afternoon, 4.2.3) and to ``counted_this_turn``
    (during a turn only)."""
    found = [
        (kind, player, _card_of(after if kind in _AFTER else before, ev))
        for kind, player, ev in counted(before, after, events)
    ]
    if not found:
        return after
    afternoon = before.phase is Phase.AFTERNOON
    day = (*after.counted_this_day, *((k, p, c, afternoon) for k, p, c in found))
    if after.turn_player is None:
        return evolve(after, counted_this_day=day)
    return evolve(after, counted_this_day=day, counted_this_turn=(*after.counted_this_turn, *found))


_AFTER = frozenset({TOKEN_CREATED, CHARACTER_JOINED})
"""Counted events whose card is read in the state after the step: the object it made."""


def _card_of(state: GameState, event: Event) -> str:
    """The card of the object an event acted on ("" for none: a die, a token's Gift) — of a
    token created, the token's (7.3.5.a), read in the state after the step."""
    made = event.kind is ActionKind.CREATE or (
        event.to_zone is not None and z.kind_of(event.to_zone) is ZoneKind.EXPEDITION
    )
    oid = event.new_object_id if made else event.object_id
    o = state.objects.get(oid) if oid is not None else None
    return (o.card_id or "") if o is not None else ""


def noted_rolls(after: GameState, events: Iterable[Event]) -> GameState:
    """``after`` with the step's die results added to ``rolls_this_day``: each die rolled is
    its own roll whose result is noted (7.3.33.a), at any moment of the Day (4.1)."""
    found = tuple(
        (ev.player, ev.value)
        for ev in events
        if ev.kind is ActionKind.ROLL_DIE and ev.player is not None and ev.value is not None
    )
    if not found:
        return after
    return evolve(after, rolls_this_day=(*after.rolls_this_day, *found))


def ordinal_holds(
    ab: Ability,
    before: GameState,
    after: GameState,
    events: Iterable[Event],
    kind: str,
    player: str,
    event: Event,
) -> bool:
    """Whether ``event`` is ``player``'s ``ab.trigger_ordinal``-th event of ``kind`` in the
    Reaction's period (any event when the Reaction names no ordinal): this turn (4.2.3; no
    turn, no "each turn"), this Day (4.1) or this Day's Afternoon (4.2.3: an event outside
    the Afternoon is none of its events) — those of the period before the step, then the
    step's own in order."""
    if not ab.trigger_ordinal:
        return True
    per = ab.trigger_per or "turn"
    if per == "turn" and before.turn_player is None:
        return False
    if per == "afternoon" and before.phase is not Phase.AFTERNOON:
        return False
    earlier = sum(1 for p, _ in counted_in(before, kind, per) if p == player)
    mine = [ev for k, p, ev in counted(before, after, events) if k == kind and p == player]
    position = next((i for i, ev in enumerate(mine) if ev is event), None)
    return position is not None and earlier + position + 1 == ab.trigger_ordinal
