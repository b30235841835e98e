"""Reaction activations (6.3.h, 6.3.i): what every trigger shares once it matches.

An activation is an atomic action of the Reaction-activating step that creates an
Emblem-Reaction in Limbo (6.3.h), bound to the objects the trigger names (6.3.i). A
trigger's condition is checked against the state before the event when written in the past
tense, after it when written in the present tense (6.3.k). A given Reaction of an object
activates at most a hundred times per day (6.3.l, 1.4.6.c). An object's Reactions include
those granted by working passive abilities (2.3.1.a).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

from engine.reading.conditions import holds
from engine.reading.filters import matches
from engine.reading.granted_abilities import granted_to, granted_words
from engine.reading.passives import (
    effective_abilities,
    is_gigantic,
)
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import (
    Ability,
    AbilityKind,
    GrantScope,
    ObjectFilter,
    TriggerKind,
    TriggerPlayer,
)
from engine.state.enums import CardType, Phase, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.triggers import PLAYER_WORD_TRIGGERS
from engine.why.compared import compared_rules
from engine.why.count_notes import count_note
from engine.why.standing_notes import condition_standing
from engine.why.table import why

ACTIVATION_LIMIT = 100
"""6.3.l: a given Reaction of an object activates at most this many times per day."""


def zone_expedition(zone: str) -> str | None:
    if z.kind_of(zone) is ZoneKind.EXPEDITION:
        return zone.split(":", 1)[1]
    return None


def abilities_of(state: GameState, object_id: str, played_from: str | None = None) -> list[Ability]:
    """An object's abilities: printed ones, then those granted by working passive abilities
    (2.3.1.a). ``played_from`` is how the card was just played, for grants to "Characters
    you play from Reserve"."""
    o = state.objects[object_id]
    card = state.card(object_id)
    if card is None:
        return []
    # gained from a passive ability while it applies to the object (2.3.1.a)
    found = [*card.abilities, *o.gained, *granted_to(state, object_id)]
    if played_from == "reserve" and card.type is CardType.CHARACTER:
        for src, _, ab in effective_abilities(state):
            g = ab.grant
            if (
                g is not None
                and g.scope == GrantScope.CHARACTERS_YOU_PLAY_FROM_RESERVE
                and state.objects[src].controller == o.controller
            ):
                found.extend(g.abilities)
    return found


def watching_reactions(
    state: GameState, triggers: Collection[TriggerKind]
) -> Iterator[tuple[str, int, Ability]]:
    """The working Reactions (their object, index and ability) whose trigger is one of
    ``triggers``: those an event of that kind may activate (6.3.f) — one whose trigger says
    "during [Phase]" only in that phase (4.2.a)."""
    for src, index, ab in effective_abilities(state):
        in_phase = in_trigger_phase(ab, state)
        if ab.kind is AbilityKind.REACTION and ab.trigger in triggers and in_phase:
            yield src, index, ab


def new_activation(
    state: GameState,
    object_id: str,
    index: int,
    ability: Ability,
    bound: tuple[str, ...],
    it: tuple[str, ...] = (),
    expedition: str | None = None,
    rules: tuple[str, ...] = (),
) -> Activation:
    o = state.objects[object_id]
    card = state.card(object_id)
    printed = card is not None and index < len(card.abilities)
    where = expedition if expedition is not None else zone_expedition(o.zone)
    # "if my Expedition is behind": where the Expeditions it looked at stand (7.5.2.a-c),
    # said and cited as a step's condition says it (ie40: one rule for both)
    standing, standing_rules = (
        condition_standing(state, ability.condition, o.controller, object_id, where, it)
        if ability.condition is not None
        else ("", ())
    )
    granted = granted_words(state, object_id, ability)
    return Activation(
        source_object=object_id,
        source_card=o.card_id,
        source_name=state.name(object_id),
        ability_index=index,
        controller=o.controller,
        bound=bound,
        source_expedition=where,
        # 6.3.j: where the source was, should it leave before the Reaction resolves — a
        # Gigantic one in both of its controller's Expeditions (7.4.4.b).
        source_gigantic=z.kind_of(o.zone) is ZoneKind.EXPEDITION and is_gigantic(state, object_id),
        it=it,
        effect=None if printed else ability.effect,
        trigger=ability.trigger,
        text=ability.text,
        said="; ".join(w for w in (granted, f"its condition: {standing}" if standing else "") if w),
        during=ability.trigger_during,
        daily_effect=ability.trigger_daily_effect,
        per_day=ability.per_day if ability.kind is AbilityKind.REACTION else None,
        per_turn=ability.per_turn if ability.kind is AbilityKind.REACTION else None,
        per_event_at_least=ability.at_least if ability.once_per_event else 0,
        rules=(
            *rules,
            # 7.5.5.c: the controller of an object its owner does not control controls its
            # abilities and their effects — the Reaction is theirs, not the owner's.
            *(why("reaction.controller_not_owner") if o.owner != o.controller else ()),
            *(why("reaction.bound") if it else ()),
            # a Reaction its object has from another's passive ability (2.3.1.a) is its
            # own: activated by it, its Emblem-Reaction created as its (6.3.h)
            *(why("reaction.granted") if ability.granted_by else ()),
            # "When [event] during [Phase]" (4.2.a), where the trigger's module did not say it
            *(_during_rules(ability, rules)),
            # a support ability works only in Reserve, and there it does (2.2.12.i)
            *(
                why("reaction.support_in_reserve")
                if ability.support and z.kind_of(o.zone) is ZoneKind.RESERVE
                else ()
            ),
            *(why("reaction.condition") if ability.condition is not None else ()),
            *standing_rules,
            # a count condition: what counts — control (7.5.5.a), a Gigantic once (7.4.4.b)
            *_count_rules(state, ability, o.controller, object_id),
            # "a Character with Hand Cost …": the trigger compared the object's Hand Cost or
            # Reserve Cost, not the mana paid (2.2.7.a, 2.2.7.c, 2.2.8.a)
            *compared_rules(state, ability.trigger_filter, it),
            # "When you / an opponent …": who that player is (7.2.3.a, 1.2.1.b)
            *_player_word_rules(ability),
            # "a Character you control": the trigger's control words met — a player controls
            # the objects in their Expeditions and Landmarks, whoever caused the event (7.5.5.b)
            *(
                why("reaction.control_met")
                if it and ability.trigger_filter is not None and ability.trigger_filter.controller
                else ()
            ),
            # "a non-Illusion Character": the sub-types of the event's object, wherever it
            # now is (2.2.2.o)
            *(why("reaction.subtype_of_object") if it and _asks_subtypes(ability) else ()),
            # "a Character" met by a token: a token's type is Character (2.2.1.d)
            *(
                token_counted_as_character(state, it[0], ability.trigger_filter.types)
                if it and ability.trigger_filter is not None
                else ()
            ),
        ),
    )


def _asks_subtypes(ability: Ability) -> bool:
    """Whether the trigger describes its object by sub-types ("a Plant", "a non-Illusion
    Character")."""
    wanted = ability.trigger_filter
    return wanted is not None and bool(
        wanted.subtypes or wanted.without_subtypes or wanted.all_subtypes
    )


_PLAYER_WORD_POINTS = {
    TriggerPlayer.YOU: "reaction.player_word_met",
    TriggerPlayer.OPPONENT: "reaction.opponent_word_met",
}
"""The decision point saying who the player of a trigger's player word is, when the words
name one ("a player" is either: nothing to decide)."""


def _player_word_rules(ability: Ability) -> tuple[str, ...]:
    """The rules saying who the trigger's player word names, on the activation line of a
    Reaction whose event is a player's action: "you" its controller (7.2.3.a), "an opponent"
    the other player (1.2.1.b)."""
    if ability.trigger not in PLAYER_WORD_TRIGGERS:
        return ()
    point = _PLAYER_WORD_POINTS.get(ability.watched_player)
    return why(point) if point is not None else ()


def _during_rules(ability: Ability, rules: tuple[str, ...]) -> tuple[str, ...]:
    if ability.trigger_during is None or set(why("reaction.during")) <= set(rules):
        return ()
    return why("reaction.during")


def _count_rules(state: GameState, ability: Ability, controller: str, me: str) -> tuple[str, ...]:
    """The rules deciding what the trigger's count condition counted, when it has one."""
    if ability.condition is None:
        return ()
    return count_note(state, ability.condition, controller, me)[1]


_CONTROL_TAKEN_AS_ANY: ContextVar[bool] = ContextVar("trigger_control_taken_as_any", default=False)
"""While true, a trigger's "you control" / "an opponent controls" counts as met (a context
variable: each thread sees only its own search, as for conditions below)."""


@contextmanager
def control_taken_as_any() -> Iterator[None]:
    """Take the control words of Reaction triggers ("a Character you control") as met
    while the block runs: :mod:`engine.pipeline.control_misses` searches with it."""
    token = _CONTROL_TAKEN_AS_ANY.set(True)
    try:
        yield
    finally:
        _CONTROL_TAKEN_AS_ANY.reset(token)


def trigger_matches(
    state: GameState, object_id: str, ability: Ability, controller: str, me: str | None
) -> bool:
    """Whether ``object_id`` is an object the Reaction's trigger describes, for a
    Reaction controlled by ``controller`` (7.5.5.c) — "you" in it being that player.
    While :func:`control_taken_as_any` runs, who controls the object is not asked; while
    :func:`qualifiers_taken_as_met` runs, only its kind (:func:`kind_only`)."""
    wanted = ability.trigger_filter
    if wanted is not None and wanted.controller and _CONTROL_TAKEN_AS_ANY.get():
        wanted = replace(wanted, controller="")
    if wanted is not None and _QUALIFIERS_TAKEN_AS_MET.get():
        wanted = kind_only(wanted)
    if wanted is not None and _ZONE_WORDS_TAKEN_AS_ANY.get() and has_zone_words(wanted):
        # "in your Reserve" read as "in a Reserve": the zone's kind, any player's
        where = zone_words_of(wanted)
        in_one = any(matches(state, object_id, where, p, me) for p in state.players)
        return in_one and matches(state, object_id, without_zone_words(wanted), controller, me)
    return matches(state, object_id, wanted, controller, me)


PLACED_IN: tuple[str, ...] = (
    "in_my_expedition",
    "in_your_expedition",
    "in_your_other_expedition",
    "in_its_expedition",
    "in_terrain",
    "or_terrain",
    "facing_me",
    "expedition_ahead",
    "expedition_standing",
    "expedition_in_contact",
    "expedition_race",
    "alone_in_expedition",
    "permanents_in_expeditions",
    "permanents_in_landmarks",
)
"""The words of a trigger's description that say where an object is: "When you play a
Character in your Hero Expedition / in the Expedition facing me"."""


def placed_in(ability: Ability) -> bool:
    """Whether a play trigger's description says where the card is played: the card is
    in Limbo while it is played and goes there as its resolution ends (5.1.2.l), so those
    words are asked of the card where it went, not of the card in Limbo."""
    wanted = ability.trigger_filter
    return wanted is not None and any(getattr(wanted, name) for name in PLACED_IN)


ZONE_WORDS: tuple[str, ...] = ("in_your_reserve", "in_your_hand", "in_your_expedition")
"""The words of a trigger's description that place its object in a zone of the Reaction's
controller — "a Character in your Reserve", "in your Hand", "in your Hero Expedition":
"your" is the controller's (7.2.3.a). Asked by :func:`zone_words_taken_as_any`."""


def zone_words_of(wanted: ObjectFilter) -> ObjectFilter:
    """Only the :data:`ZONE_WORDS` of ``wanted``."""
    return ObjectFilter(**{name: getattr(wanted, name) for name in ZONE_WORDS})


def without_zone_words(wanted: ObjectFilter) -> ObjectFilter:
    """``wanted`` without its :data:`ZONE_WORDS`."""
    empty = ObjectFilter()
    return replace(wanted, **{name: getattr(empty, name) for name in ZONE_WORDS})


def has_zone_words(wanted: ObjectFilter | None) -> bool:
    """Whether a trigger's description places its object in a zone of "yours"."""
    return wanted is not None and zone_words_of(wanted) != ObjectFilter()


_ZONE_WORDS_TAKEN_AS_ANY: ContextVar[bool] = ContextVar(
    "trigger_zone_words_taken_as_any", default=False
)
"""While true, a trigger's "in your [zone]" is met by that zone of any player (a context
variable, as for control)."""


@contextmanager
def zone_words_taken_as_any() -> Iterator[None]:
    """Take the "your" of Reaction triggers' zones ("a Character in your Reserve") as any
    player's while the block runs: :mod:`engine.pipeline.control_misses` searches with it."""
    token = _ZONE_WORDS_TAKEN_AS_ANY.set(True)
    try:
        yield
    finally:
        _ZONE_WORDS_TAKEN_AS_ANY.reset(token)


def zone_owners(state: GameState, you: str) -> tuple[str, ...]:
    """The players whose zone a trigger's "your [zone]" names for a Reaction controlled by
    ``you``: that player alone (7.2.3.a), or every player while
    :func:`zone_words_taken_as_any` runs — the search for the Reactions that missed only
    because the zone was another player's."""
    return tuple(state.players) if _ZONE_WORDS_TAKEN_AS_ANY.get() else (you,)


QUALIFIERS: tuple[str, ...] = (
    "hand_cost_max",
    "hand_cost_min",
    "hand_cost_max_from",
    "hand_cost_max_count",
    "hand_cost_min_my_counters",
    "hand_cost_max_my_counters",
    "hand_cost_max_plus",
    "reserve_cost_max",
    "reserve_cost_min",
    "base_cost_max",
    "base_cost_min",
    "statuses",
    "without",
    "any_statuses",
    "subtypes",
    "without_subtypes",
    "all_subtypes",
    "base_stat",
    "stats_max",
    "stat_of",
    "stat_min",
    "stat_max",
    "boosts_min",
    "boosts_max",
    "boosts_than",
    "parity",
    "as_me",
    "stat_than",  # ic
    "counter",
    "counters_min",
    "counters_max",
    "keywords",
    "in_terrain",
    "or_terrain",
    "non_token",
    "tokens",
    "names",
    "facing_me",
    "in_your_other_expedition",
    "in_my_expedition",
    "in_its_expedition",
    "expedition_ahead",
    "expedition_standing",
    "expedition_in_contact",
    "expedition_race",
    "alone_in_expedition",
    "without_keywords",
    "set_keywords",
    "without_set_keywords",
    "none_of",
    "owner",
    "in_your_expedition",
    "permanents_in_expeditions",
    "permanents_in_landmarks",
    "any_of",  # ia40: "a Robot or a token": the descriptions it must fit one of (6.3.b)
)
"""The words of a trigger's description that qualify the object beyond its kind (6.3.b):
costs (2.2.7.a, 2.2.8.a, 2.2.9.b), statuses (2.4), sub-types (2.2.2), statistics (2.2.11),
boosts (2.5.1.a), keywords had or not had (7.4), terrains (7.5.8.c), token or not (2.1.e),
names (2.2.b),
where it is (the Expedition facing me 1.2.3.c, your other one, mine 7.2.1.a, one ahead or
behind 7.5.2, your Hero or Companion one 7.2.3.a — another player's said by
:func:`zone_words_taken_as_any` instead), a Permanent's zone type (an Expedition or Landmark
Permanent, 2.2.3.b); the descriptions it must fit none of ("with Hand Cost other than {1}"),
each word by its own rule.
Who controls it is asked by :func:`control_taken_as_any`."""


def kind_only(wanted: ObjectFilter) -> ObjectFilter:
    """``wanted`` without its :data:`QUALIFIERS`: "another Character with a base statistic
    of 0" read as "another Character"."""
    empty = ObjectFilter()
    changes = {
        name: getattr(empty, name)
        for name in QUALIFIERS
        if getattr(wanted, name) != getattr(empty, name)
    }
    return replace(wanted, **changes) if changes else wanted


def has_qualifiers(wanted: ObjectFilter | None) -> bool:
    """Whether a trigger's description qualifies its object beyond its kind."""
    return wanted is not None and kind_only(wanted) != wanted


_QUALIFIERS_TAKEN_AS_MET: ContextVar[bool] = ContextVar(
    "trigger_qualifiers_taken_as_met", default=False
)
"""While true, the qualifiers of a trigger's description count as met (a context
variable: each thread sees only its own search)."""


@contextmanager
def qualifiers_taken_as_met() -> Iterator[None]:
    """Take the qualifiers of Reaction triggers (:data:`QUALIFIERS`) as met while the
    block runs: :mod:`engine.pipeline.qualifier_misses` searches with it."""
    token = _QUALIFIERS_TAKEN_AS_MET.set(True)
    try:
        yield
    finally:
        _QUALIFIERS_TAKEN_AS_MET.reset(token)


_TAKEN_AS_MET: ContextVar[bool] = ContextVar("reaction_conditions_taken_as_met", default=False)
"""While true, a Reaction's trigger condition counts as met (a context variable: each
thread — the window computes in the background — sees only its own search)."""


def conditions_taken_as_met(ability: Ability) -> bool:
    """Whether ``ability``'s trigger condition is to be taken as met right now: only for a
    Reaction, while :mod:`engine.pipeline.condition_misses` searches."""
    return _TAKEN_AS_MET.get() and ability.kind is AbilityKind.REACTION


@contextmanager
def taken_as_met() -> Iterator[None]:
    """Take Reaction conditions as met while the block runs."""
    token = _TAKEN_AS_MET.set(True)
    try:
        yield
    finally:
        _TAKEN_AS_MET.reset(token)


def condition_holds(
    ability: Ability,
    before: GameState,
    after: GameState,
    controller: str,
    me_before: str | None,
    me_after: str | None,
    it: tuple[str, ...] = (),
) -> bool:
    """6.3.k: past tense looks at the state before the event, present tense after it."""
    c = ability.condition
    if c is None or conditions_taken_as_met(ability):
        return True
    if c.past:
        return holds(c, before, controller, me=me_before, it=it)
    return holds(c, after, controller, me=me_after, it=it)


def activation_key(a: Activation) -> str:
    """Identifies "a given Reaction of an object" for the daily limit (6.3.l)."""
    return f"{a.source_card or a.source_object}:{a.ability_index}"


_PHASE_TAKEN_AS_MET: ContextVar[bool] = ContextVar("trigger_phase_taken_as_met", default=False)
"""While true, a trigger's "during [Phase]" counts as met (a context variable, as above)."""


def in_trigger_phase(ability: Ability, state: GameState) -> bool:
    """Whether ``state`` is in the phase the trigger names ("When a card leaves your
    Reserve during the Afternoon", 4.2.a) — always, for a trigger naming none, and while
    :func:`phase_taken_as_met` runs (:mod:`engine.pipeline.time_limit_misses` searches)."""
    return in_named_phase(ability.trigger_during, state)


def in_named_phase(during: Phase | None, state: GameState) -> bool:
    """Whether ``state`` is in the phase ``during`` a trigger names (none: always), or
    phases are taken as met (:func:`phase_taken_as_met`)."""
    return during is None or state.phase is during or _PHASE_TAKEN_AS_MET.get()


@contextmanager
def phase_taken_as_met() -> Iterator[None]:
    """Take the phase words of Reaction triggers ("during the Afternoon") as met while the
    block runs."""
    token = _PHASE_TAKEN_AS_MET.set(True)
    try:
        yield
    finally:
        _PHASE_TAKEN_AS_MET.reset(token)


_PLAYER_TAKEN_AS_ANY: ContextVar[bool] = ContextVar("trigger_player_taken_as_any", default=False)
"""While true, a trigger's player word ("you sacrifice", "you play", "an opponent plays")
counts as met (a context variable, as above)."""


@contextmanager
def player_taken_as_any() -> Iterator[None]:
    """Take the player words of Reaction triggers as met while the block runs:
    :mod:`engine.pipeline.player_word_misses` searches with it."""
    token = _PLAYER_TAKEN_AS_ANY.set(True)
    try:
        yield
    finally:
        _PLAYER_TAKEN_AS_ANY.reset(token)


def player_fits(trigger_player: TriggerPlayer, controller: str, player: str) -> bool:
    """Whether ``player``, who did the event, is the one the trigger's player word names
    for a Reaction controlled by ``controller``: "you" is its controller (7.2.3.a), "an
    opponent" another player (1.2.1.b), any player otherwise — always while
    :func:`player_taken_as_any` runs."""
    if _PLAYER_TAKEN_AS_ANY.get():
        return True
    if trigger_player is TriggerPlayer.YOU:
        return player == controller
    if trigger_player is TriggerPlayer.OPPONENT:
        return player != controller
    return True


_ACTION_TAKEN_AS_BROADER: ContextVar[bool] = ContextVar(
    "trigger_action_taken_as_broader", default=False
)
"""While true, a trigger's action word is met by any atomic action that makes the same kind
of change (a context variable, as above)."""


@contextmanager
def action_taken_as_broader() -> Iterator[None]:
    """Take the action words of Reaction triggers ("sacrifice", "discarded", "returned to
    your Hand", "go to Reserve", "play") as met by any other atomic action that does the
    same kind of change — an object in play leaving play by a discard, a sacrifice, or a
    move to a Reserve, a Hand or a deck (7.3.7, 7.3.36, 7.3.27 / 7.3.32 / 7.3.37, 7.3.20.a);
    a card entering play put there, not played (7.3.10.a, 7.5.12.a) — while the block runs:
    :mod:`engine.pipeline.action_word_misses` searches with it."""
    token = _ACTION_TAKEN_AS_BROADER.set(True)
    try:
        yield
    finally:
        _ACTION_TAKEN_AS_BROADER.reset(token)


def action_words_loosened() -> bool:
    """Whether :func:`action_taken_as_broader` runs (a trigger's action word is met by any
    atomic action making the same kind of change)."""
    return _ACTION_TAKEN_AS_BROADER.get()


def leaves_play(before: GameState, ev: Event) -> bool:
    """Whether the event moved an object that was in play out of play — leaving the union
    of the Expedition and Landmark zones (7.3.20.a), by whatever atomic action."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or ev.to_zone is None:
        return False
    return in_play(before, oid) and z.kind_of(ev.to_zone) not in (
        ZoneKind.EXPEDITION,
        ZoneKind.LANDMARK,
    )


def enters_play_unplayed(before: GameState, ev: Event) -> bool:
    """Whether the event put a card into play from a zone other than Limbo — entering play
    (7.3.10.a) without being played, which is leaving Limbo during its resolution
    (7.5.12.a): "put in play" by an effect."""
    oid = ev.object_id
    if oid is None or oid not in before.objects or ev.from_zone is None or ev.to_zone is None:
        return False
    if before.objects[oid].emblem is not None or before.objects[oid].card_id is None:
        return False
    in_play_kinds = (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)
    from_kind = z.kind_of(ev.from_zone)
    return (
        from_kind is not ZoneKind.LIMBO
        and from_kind not in in_play_kinds
        and z.kind_of(ev.to_zone) in in_play_kinds
    )


def sacrifice_fits(before: GameState, ev: Event) -> bool:
    """Whether the event is a sacrifice (7.3.36.a; still one when its discard is modified,
    7.3.36.b) — or, while :func:`action_taken_as_broader` runs, any other way an object in
    play left it: a discard no effect or cost called a sacrifice, a move to Reserve or to a
    Hand (distinct atomic actions of 7.3)."""
    if ev.kind is ActionKind.SACRIFICE:
        return True
    return _ACTION_TAKEN_AS_BROADER.get() and leaves_play(before, ev)


def in_play(state: GameState, object_id: str) -> bool:
    """Whether the object is in play: in an Expedition or the Landmark zone (1.2.4)."""
    kind = z.kind_of(state.objects[object_id].zone)
    return kind in (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)


def token_counted_as_character(
    state: GameState, object_id: str, types: Collection[CardType]
) -> tuple[str, ...]:
    """The rule that makes a token "a Character" (2.2.1.d: a token's type is Character
    unless the effect creating it says otherwise), where a trigger naming Characters
    (``types``) matched a token — what answers "a token is not a Character"; () otherwise."""
    card = state.card(object_id) if object_id in state.objects else None
    if card is None or not card.is_token or CardType.CHARACTER not in types:
        return ()
    if state.type_of(object_id) is not CardType.CHARACTER:
        return ()
    return why("token.is_character")
