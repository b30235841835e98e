"""The objects of a step's non-target subject: a group found as the step is about to
happen ("Characters you control", "the top cards of your Deck") and what a player chooses
("a Character you control", "a card from your hand": 6.1.g) — each player concerned choosing
in initiative order (6.1.h).
"""

from __future__ import annotations

from typing import Protocol

from engine.reading.compared_stats import bound_to
from engine.reading.filters import narrowed
from engine.reading.gigantic_presence import present_in_expeditions
from engine.reading.last_known import my_last_known_place
from engine.reading.terrain import all_markers
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Subject
from engine.state.enums import ANY_COUNTER, CardType, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.state.subjects import YOURS_OPPONENT_CHOOSES
from engine.steps.subject_targets import in_play, reserves


class PlayableByEffect(Protocol):
    """Whether an effect could make ``player`` play ``object_id`` now, somewhere (5.2.b)."""

    def __call__(
        self, state: GameState, player: str, object_id: str, cost_change: int, free: bool
    ) -> bool: ...


_PLAYABLE: list[PlayableByEffect] = []


class WhyNotByEffect(Protocol):
    """Why an effect could not make ``player`` play ``object_id`` now: ``(words, rules)`` —
    the refusal's rule and those cited beside it (its own "can't" works where it is played
    from, 1.2.4.d, and "can't" beats "can", 1.4.1.a) — or None when it could (5.2.b, 6.1.g)."""

    def __call__(
        self, state: GameState, player: str, object_id: str, cost_change: int, free: bool
    ) -> tuple[str, tuple[str, ...]] | None: ...


_WHY_NOT: list[WhyNotByEffect] = []


def read_why_not_playable_with(why_not: WhyNotByEffect) -> None:
    """Called once by :mod:`engine.play.legality` as it is imported, like
    :func:`read_playable_with`: a choice of a card to play says, with the rule, why a card
    in its player's Reserve is not offered (6.1.g)."""
    _WHY_NOT[:] = [why_not]


def why_not_played(
    state: GameState, step: Step, player: str, object_id: str
) -> tuple[str, tuple[str, ...]] | None:
    """Why the card ``object_id`` a step would make ``player`` play ("you may play it for
    {2} less") cannot be played now, as ``(words, rules)``: the refusal's rule first, then
    those deciding beside it (1.4.1.a beside 1.2.4.d); None when it can (5.2.b, 6.1.g)."""
    if step.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE) or not _WHY_NOT:
        return None
    free = step.free or step.kind is ActionKind.PLAY_FOR_FREE
    return _WHY_NOT[0](state, player, object_id, step.cost_change, free)


def reserve_not_playable(
    state: GameState, step: Step, player: str, offered: tuple[str, ...]
) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """For a step choosing a card to play: each ready card in ``player``'s Reserve the
    step's words would take but that is not ``offered`` because it cannot be played now,
    as ``(name, why, rules)`` — a cost that cannot be paid (1.2.5.c), its own "can't"
    (1.2.4.d with 1.4.1.a). Cards in Hand are not named: the trace is told to every player
    (3.1.3.f)."""
    if step.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE) or not _WHY_NOT:
        return ()
    free = step.free or step.kind is ActionKind.PLAY_FOR_FREE
    words = replace(step, kind=ActionKind.DISCARD)  # the same subject, playability aside
    reserve = set(state.zone(z.personal(ZoneKind.RESERVE, player)))
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for oid in choice_options(state, words, player):
        if oid in offered or oid not in reserve:
            continue
        found = _WHY_NOT[0](state, player, oid, step.cost_change, free)
        if found is not None:
            out.append((state.name(oid), *found))
    return tuple(out)


def read_playable_with(playable: PlayableByEffect) -> None:
    """Called once by :mod:`engine.play.legality` as it is imported.

    A card an effect lets a player choose to play is an option only if it can be played now
    (6.1.g, 5.1.2.g); whether it can asks its cost, and an optional cost of that card asks
    what *its* step could choose (5.1.2.c, 1.2.5.c) — this module. The two readings call each
    other, so the check lives where its idea does (playing, section 5) and is handed to this
    module when that module is imported, as passive abilities are handed their reading of
    conditions (:class:`engine.reading.passives.ConditionReading`): no import circle between
    resolving a step and playing a card."""
    _PLAYABLE[:] = [playable]


def _playable() -> PlayableByEffect:
    if not _PLAYABLE:  # importing any engine module imports the package, which registers it
        raise RuntimeError("engine.play.legality was not imported: plays cannot be checked")
    return _PLAYABLE[0]


def characters_controlled(state: GameState, player: str) -> tuple[str, ...]:
    """The Characters in play ``player`` controls (2.2.1.h)."""
    return tuple(
        oid
        for key in state.zones
        if z.kind_of(key) is ZoneKind.EXPEDITION
        for oid in state.zones[key]
        if state.type_of(oid) is CardType.CHARACTER and state.objects[oid].controller == player
    )


def _controlled(state: GameState, player: str, step: Step) -> tuple[str, ...]:
    """The objects of a targeted player a group names: their Characters (2.2.1.h), or, where
    the filter names the types ("all Permanents / Landmarks / tokens target opponent
    controls"), every object in play they control (3.1.4.a, 1.1.3.d) — a Gigantic Character
    once (7.4.4.b) — for the filter to narrow."""
    if step.filter is not None and step.filter.in_targeted_players_reserve:
        return state.zone(z.personal(ZoneKind.RESERVE, player))  # gx: their Reserve (3.2.10)
    if step.filter is None or not step.filter.types:
        return characters_controlled(state, player)
    found = (o for o in in_play(state) if state.objects[o].controller == player)
    return tuple(dict.fromkeys(found))


def group_objects(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects of a group subject, found as the step is about to happen; "each other
    Character in its Expedition" (``other_than_it``) leaves out what "it" is — the object
    the trigger named (6.3.i) or the step before acted on (6.5.b)."""
    found = _group_objects(state, step)
    if step.filter is not None and step.filter.other_than_it and step.it:
        return tuple(oid for oid in found if oid not in step.it)
    return found


def _group_objects(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects of a group subject, found as the step is about to happen."""
    controller = step.controller or state.first_player
    was_in = my_last_known_place(state, step)  # "facing me" of a gone "me" (2.1.h)
    if step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
        # "Each Character in target Expedition": a Gigantic one of the other Expedition of
        # the same player is there too (7.4.4.b), and one object is affected once (7.4.4.c).
        found = present_in_expeditions(state, step.expeditions, characters_only=True)
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject in (Subject.CHARACTERS_OF_TARGET_PLAYER, Subject.CHARACTERS_OF_TARGET_OPPONENT):
        found = tuple(o for p in step.players for o in _controlled(state, p, step))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject in (
        Subject.CARDS_IN_EACH_PLAYERS_HAND,
        Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE,
    ):
        # "Each player discards their hand [and their Reserve]", in initiative order (1.4.5.a).
        players = state.initiative_order()
        found = tuple(o for p in players for o in state.zone(z.personal(ZoneKind.HAND, p)))
        if step.subject is Subject.CARDS_IN_EACH_PLAYERS_HAND_AND_RESERVE:
            found = (*found, *reserves(state, players))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.CARDS_IN_TARGET_OPPONENTS_HAND:
        # ib40: "Look at target opponent's hand": every card of the targeted player's Hand
        found = tuple(o for p in step.players for o in state.zone(z.personal(ZoneKind.HAND, p)))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.CARDS_IN_YOUR_RESERVE:
        found = state.zone(z.personal(ZoneKind.RESERVE, controller))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.CARDS_IN_YOUR_HAND:  # "discard your hand" (3.2.4, 7.3.7.a)
        found = state.zone(z.personal(ZoneKind.HAND, controller))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.YOUR_MANA_ORBS:  # 3.2.9.c: every object of the Mana zone
        found = state.zone(z.personal(ZoneKind.MANA, controller))
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject in (Subject.CARDS_IN_RESERVE, Subject.CARDS_IN_PLAY_AND_RESERVE):
        # Every player's, in initiative order (1.4.5.a); "in play" is in the Expedition
        # and Landmark zones (3.1.4.a).
        found = reserves(state, state.initiative_order())
        if step.subject is Subject.CARDS_IN_PLAY_AND_RESERVE:
            found = (*in_play(state), *found)
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.OBJECTS_IN_PLAY:
        # Every object in the Expedition and Landmark zones (3.1.4.a), once each — a Gigantic
        # one too (7.4.4.c) —, narrowed by the filter's types and controller.
        found = in_play(state)
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.CHARACTERS_YOU_CONTROL:
        found = characters_controlled(state, controller)
        return narrowed(state, found, step.filter, controller, step.me, step.me_card, was_in)
    if step.subject is Subject.TOP_CARDS_OF_YOUR_DECK:
        # 3.2.2.e: with fewer cards in the Deck, as many as there are.
        return state.zone(z.personal(ZoneKind.DECK, controller))[: step.amount]
    if step.subject is Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK:
        # 1.4.5.a: each player's, in initiative order; 3.2.2.e: as many as there are.
        return tuple(
            oid
            for p in state.initiative_order()
            for oid in state.zone(z.personal(ZoneKind.DECK, p))[: step.amount]
        )
    return ()


def choice_options(state: GameState, step: Step, player: str) -> tuple[str, ...]:
    """What ``player`` may choose for the step's choice subject (6.1.g), narrowed by the
    step's filter ("a Character you control with Hand Cost 3 or less")."""
    found = _choice_options(state, step, player)
    # An exchange's second object has a filter of its own (7.3.12.a): ``filter`` is the
    # first object's, which the choice of the second does not follow.
    flt = step.other_filter if step.other_filter is not None else step.filter
    if step.other_filter is not None:  # ic: "with a lower Hand Cost" than the first (7.3.12.a)
        flt = bound_to(flt, step.objects, "exchanged")
    if flt is not None and flt.other_than_it:
        found = tuple(oid for oid in found if oid not in step.it)  # "another" than it
    was_in = my_last_known_place(state, step)
    return narrowed(state, found, flt, step.controller or player, step.me, step.me_card, was_in)


def _choice_options(state: GameState, step: Step, player: str) -> tuple[str, ...]:
    s = step.subject
    if s in YOURS_OPPONENT_CHOOSES:
        # ib39: "An opponent chooses a Character you control": the effect's controller's own
        # objects, whoever chooses them (6.1.g "unless specified otherwise")
        return _yours_chosen(state, step, step.controller or state.first_player)
    if s in (
        Subject.A_CHARACTER_YOU_CONTROL,
        Subject.A_CHARACTER_EACH_PLAYER_CONTROLS,
        Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS,
        Subject.A_CHARACTER_EACH_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_TARGET_OPPONENT_CONTROLS,
    ):
        # 7.3.36.a: one sacrifices an object in play one controls.
        return characters_controlled(state, player)
    if s in (
        Subject.A_CHARACTER_OR_PERMANENT_YOU_CONTROL,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_PLAYER_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_EACH_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_TARGET_OPPONENT_CONTROLS,
        Subject.A_CHARACTER_OR_PERMANENT_TARGET_PLAYER_CONTROLS,
    ):
        # 7.3.36.a, 2.2.1.h: a Character or Permanent in play one controls.
        return tuple(
            oid
            for oid in in_play(state)
            if state.objects[oid].controller == player
            and state.type_of(oid) in (CardType.CHARACTER, CardType.PERMANENT)
        )
    if s is Subject.A_CHARACTER_OR_PERMANENT_IN_PLAY:
        # 6.1.g, 3.1.4.a: a Character or Permanent in play, whoever controls it (the filter
        # says whose and of which type)
        return tuple(
            oid
            for oid in in_play(state)
            if state.type_of(oid) in (CardType.CHARACTER, CardType.PERMANENT)
        )
    if s is Subject.A_CARD_FROM_YOUR_HAND:
        return state.zone(z.personal(ZoneKind.HAND, player))
    if s in (
        Subject.A_CARD_FROM_YOUR_RESERVE,
        Subject.A_CARD_FROM_EACH_PLAYERS_RESERVE,
        Subject.A_CARD_FROM_EACH_OPPONENTS_RESERVE,
        Subject.A_CARD_FROM_TARGET_OPPONENTS_RESERVE,
        Subject.A_CARD_FROM_TARGET_PLAYERS_RESERVE,
    ):
        # "a card from their Reserve": the chooser's own (6.1.h).
        return state.zone(z.personal(ZoneKind.RESERVE, player))
    if s is Subject.A_CARD_FROM_YOUR_DISCARD_PILE:  # 3.2.3: the chooser's own
        return state.zone(z.personal(ZoneKind.DISCARD, player))
    if s is Subject.A_CARD_FROM_YOUR_ZONES and step.filter is not None:
        # ic39: the chooser's own zones the filter names (3.1.2.b), in the order printed
        kinds = sorted(step.filter.in_your_zones, key=_ZONE_ORDER.index)
        return tuple(oid for kind in kinds for oid in state.zone(z.personal(kind, player)))
    if s is Subject.A_CARD_FROM_YOUR_MANA_ZONE:  # 3.2.9: the chooser's own Mana Orbs
        return state.zone(z.personal(ZoneKind.MANA, player))
    if s is Subject.A_CARD_IN_RESERVE:
        return reserves(state, state.initiative_order())
    if s is Subject.MANA_ORBS_YOU_CHOOSE:
        return state.zone(z.personal(ZoneKind.MANA, player))  # 3.2.9.c: Mana Orbs
    if s in (
        Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE,
        Subject.A_CARD_IN_YOUR_RESERVE_OR_LANDMARKS,
    ):
        if s is Subject.A_CARD_YOU_CONTROL_OR_IN_YOUR_RESERVE:
            controlled = (*in_play(state), *state.zone(z.personal(ZoneKind.HERO, player)))
        else:
            controlled = state.zone(z.landmarks(player))
        found = tuple(
            oid
            for oid in (
                *(o for o in controlled if state.objects[o].controller == player),
                *state.zone(z.personal(ZoneKind.RESERVE, player)),
            )
            if (card := state.card(oid)) is not None and not card.is_token  # a card (2.1.e)
        )
        if step.kind is ActionKind.SPEND_COUNTERS:
            # 6.1.g, 7.3.38.b: only a card with that many counters of one name can spend them.
            found = tuple(
                oid
                for oid in found
                if any(
                    n >= step.amount and (step.counter in (ANY_COUNTER, name))
                    for name, n in state.objects[oid].counters.items()
                )
            )
        return found
    if s is Subject.A_CARD_AMONG_THEM:
        return tuple(oid for oid in step.it if oid in state.objects)  # the cards just seen
    if s is Subject.CHARACTERS_AMONG_THEM:
        return tuple(
            oid
            for oid in step.it
            if oid in state.objects
            and (card := state.card(oid)) is not None
            and card.type is CardType.CHARACTER
        )
    if s is Subject.A_TERRAIN_MARKER:
        return tuple(m.id for m in all_markers(state))
    if s in (
        Subject.A_CARD_FROM_EACH_PLAYERS_HAND,
        Subject.A_CARD_FROM_TARGET_OPPONENTS_HAND,
        Subject.A_CARD_FROM_EACH_OPPONENTS_HAND,
        Subject.A_CARD_FROM_TARGET_PLAYERS_HAND,
    ):
        # "a card from their hand": the chooser's own Hand (6.1.h: hidden, made explicit).
        return state.zone(z.personal(ZoneKind.HAND, player))
    if s in (Subject.A_CARD_FROM_HAND_OR_RESERVE, Subject.A_CHARACTER_FROM_HAND_OR_RESERVE):
        # 5.2.a: a card from Hand or Reserve; exhausted cards in Reserve cannot be played
        # (2.4.6.c).
        hand = state.zone(z.personal(ZoneKind.HAND, player))
        reserve = tuple(
            oid
            for oid in state.zone(z.personal(ZoneKind.RESERVE, player))
            if Status.EXHAUSTED not in state.objects[oid].statuses
        )
        found = tuple(
            oid
            for oid in (*hand, *reserve)
            if s is Subject.A_CARD_FROM_HAND_OR_RESERVE
            or ((card := state.card(oid)) is not None and card.type is CardType.CHARACTER)
        )
        if step.kind not in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
            return found
        # 6.1.g: a card that cannot be played now (no place for it, a cost its player
        # cannot pay, 5.1.2.g) is an impossible option and cannot be chosen.
        free = step.free or step.kind is ActionKind.PLAY_FOR_FREE
        return tuple(
            oid for oid in found if _playable()(state, player, oid, step.cost_change, free)
        )
    return ()


def is_player_step(step: Step) -> bool:
    """Whether the step is done by players (its "may" is theirs to decide, 6.1.h)."""
    return bool(step.players) and not step.objects and not step.expeditions


def _yours_chosen(state: GameState, step: Step, yours: str) -> tuple[str, ...]:
    """ib39: the objects of ``yours`` (the effect's controller) another player chooses among:
    their Characters in play (2.2.1.h), their Characters and Permanents in play, or the
    cards in their Reserve (3.2.10) — as the same choice made by ``yours`` would offer."""
    said = str(step.subject or "")
    if said.startswith("a_character_or_permanent_"):
        return tuple(
            oid
            for oid in in_play(state)
            if state.objects[oid].controller == yours
            and state.type_of(oid) in (CardType.CHARACTER, CardType.PERMANENT)
        )
    if said.startswith("a_character_"):
        return characters_controlled(state, yours)
    return state.zone(z.personal(ZoneKind.RESERVE, yours))


_ZONE_ORDER = (ZoneKind.HAND, ZoneKind.RESERVE, ZoneKind.DISCARD, ZoneKind.MANA)
"""ic39: the personal zones a choice over several takes its options from, in this order."""
