"""Effects that last longer than their own resolution -> the Emblem-Ongoing they create
(2.2.2.m): a "can't" passive ability, "the next [card] you play ..." (5.2.d), or a delayed
effect "[effect] after Rest".

A delayed effect is an Emblem-Ongoing whose Reaction triggers "after Rest": such Reactions
are activated once the Rest daily effect is over and exist in Limbo with those Rest itself
activated (4.2.d and its Remark). The Emblem lasts "this Day" (2.2.15.a) — the day's Rest
comes once — and "I" in its effect would name the Emblem's creator (7.2.1.d), which the
engine does not follow yet: such an effect is not executed. "At the start of the next Dusk /
At the end of the Afternoon, [effect]" is the same with a Reaction at that moment; "it" in
it is what the step before acted on, bound to the Emblem as it is created (6.3.i).
"""

from __future__ import annotations

import re

from engine import Ability, AbilityKind, ActionKind, CardType, EffectStep, Subject, TriggerKind
from engine.state.cards import Duration, NextPlayed, OngoingSpec, Restriction
from engine.state.conditions import ObjectFilter
from engine.state.enums import Phase
from engine.state.restrictions import IgnoreSpec, MoveWhose, PlayInto, RestrictionKind
from engine.state.triggers import TriggerPlayer
from scenarios.cards import vocabulary as v
from scenarios.cards.cost_alterations_for_a_time import cost_for_a_time
from scenarios.cards.counted_limits import counted_limit
from scenarios.cards.errors import NotExecutable
from scenarios.cards.keywords_for_a_time import abilities_for_a_time, keyword_for_a_time
from scenarios.cards.models import OngoingModel

_BEARER_SUBJECTS = frozenset(
    {
        Subject.SELF,
        Subject.IT,
        Subject.MY_EXPEDITION,
        Subject.MY_REGION,
        Subject.YOUR_OTHER_EXPEDITION,
    }
)
"""Subjects naming the bearer or what a trigger named: not known to a delayed effect."""

_FIRST_PERSON = re.compile(r"\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b")
"""The first person in a delayed effect's words: "the Expedition facing me", "target
Character in my Expedition", "for each Character in the Expedition facing me" name a place
of the Emblem's creator (7.2.1.d), which the engine does not follow yet."""


_CREATORS_PLACES = re.compile(
    r"\b(?:[Mm]ine|[Mm]yself|facing me)\b"
    r"|\b[Mm]y\b(?! (?:owner's|boosts\b|counters\b|[A-Z][a-z]+ counters\b))"
)
"""The first person said as a place or a count of the Emblem's creator ("my Expedition",
"the Expedition facing me"): refused even where "I" as a step's object is bound. What is the
bound object's own — "my owner's hand", "all my boosts", "my Spark counters" — is not a
place: the step acting on it says it of that object."""


def _refuse_the_first_person(
    effect: tuple[EffectStep, ...], text: str, binds_it: bool, binds_me: bool = False
) -> None:
    """Refuse a delayed effect naming the Emblem's creator (7.2.1.d) — "I", "my", "me" said
    as a subject, a place or a count — or an "it" no step before bound (6.3.i). With
    ``binds_me`` the Emblem is bound to its creator ("At the end of the turn, send me to
    Reserve": "I" said as "it", grammar/semantics/delayed_me.py): only "my" and "facing me"
    are refused then."""
    for step in _all_steps(effect):
        if step.subject in _BEARER_SUBJECTS and not (step.subject is Subject.IT and binds_it):
            raise NotExecutable(
                "a delayed effect naming 'I', 'my' or an unbound 'it' is not executed yet (7.2.1.d)"
            )
    if binds_me:
        if _CREATORS_PLACES.search(text):
            raise NotExecutable(
                "a delayed effect naming 'my' is not executed yet: the place of the Emblem's "
                "creator is not followed (7.2.1.d)"
            )
        return
    if _FIRST_PERSON.search(text):
        raise NotExecutable(
            "a delayed effect naming 'I', 'my' or 'me' is not executed yet: the place of the "
            "Emblem's creator is not followed (7.2.1.d)"
        )


def ongoing_spec(model: OngoingModel, text: str, after_rest: tuple[EffectStep, ...]) -> OngoingSpec:
    """The Emblem-Ongoing an effect creates (2.2.2.m); ``after_rest``: the compiled steps
    of a delayed "[effect] after Rest"."""
    duration = v.DURATIONS[model.duration.lower()]
    if model.parts() == 0 and model.lose_abilities:
        # "Target Character loses all its abilities this turn": the engine's Ignore binds
        # this passive to the step's objects; their abilities do not exist (2.3.2.d).
        # "Target Character loses [Tether] this turn": that set keyword's abilities only
        # (2.2.12.c)
        spec = IgnoreSpec(lose=True, set_keyword=model.lose_set_keyword)
        lost = Ability(AbilityKind.PASSIVE, text, ignore=spec)
        return OngoingSpec((lost,), duration, text)
    if model.parts() == 0:
        # "Ignore target Character's abilities this Day": the engine's Ignore gives the
        # Emblem-Ongoing its passive, bound to the step's objects (7.3.19.a).
        return OngoingSpec((), duration, text)
    if model.after_rest:
        return delayed_spec(after_rest, text)
    if model.cost is not None:
        ability = cost_for_a_time(model.cost, text)  # "Your Spells cost {1} more this turn"
    elif model.abilities:
        ability = abilities_for_a_time(model.abilities, text)
    elif model.keyword is not None:
        ability = keyword_for_a_time(model.keyword, text)
    elif model.lose_keyword is not None:
        ability = keyword_for_a_time(model.lose_keyword, text, lost=True)
    elif model.cant_be is not None:
        # "Target Character can't be sacrificed this turn": bound to the step's objects as
        # the Emblem is created (engine.pipeline.creation.bound_to_objects, 1.4.1.a)
        listed = Restriction(
            RestrictionKind.OBJECTS_CANT, actions=frozenset(model.cant_be), listed=True
        )
        ability = Ability(AbilityKind.PASSIVE, text, restriction=listed)
    elif model.cant is not None:
        ability = Ability(AbilityKind.PASSIVE, model.cant, restriction=restriction(model.cant))
    else:
        n = model.next_played
        assert n is not None
        effect: list[EffectStep] = []
        if n.gain_status is not None:
            effect.append(EffectStep(ActionKind.GAIN_STATUS, Subject.IT, status=n.gain_status))
        if n.lose_status is not None:
            effect.append(EffectStep(ActionKind.LOSE_STATUS, Subject.IT, status=n.lose_status))
        if n.boosts:
            effect.append(EffectStep(ActionKind.GIVE_BOOST, Subject.IT, amount=n.boosts))
        if n.activates is not None:
            # "activates its {R} abilities": the Emblem-Reaction activates them (7.3.1.b).
            trigger = TriggerKind(n.activates)
            effect.append(EffectStep(ActionKind.ACTIVATE, Subject.IT, trigger=trigger))
        card_type = None if n.card_type == "card" else CardType(n.card_type)
        # compile_steps imports this module: its filter compiler is imported here.
        from scenarios.cards.compile_steps import _object_filter

        ability = Ability(
            AbilityKind.PASSIVE,
            text,
            next_played=NextPlayed(
                card_type,
                tuple(effect),
                n.cost_change,
                filter=_object_filter(n.filter) if n.filter is not None else None,
                played_from=n.played_from or "",
                free=n.free,
                into_terrain=n.into_terrain,
                effect_from=n.changes_from or "",
                count=n.count,
                listed=n.listed,
            ),
        )
    return OngoingSpec((ability,), duration, text)


def delayed_spec(effect: tuple[EffectStep, ...], text: str) -> OngoingSpec:
    """ "[effect] after Rest": an Emblem-Ongoing for this Day with the Reaction "After Rest
    — [effect]" (2.2.2.m, 4.2.d Remark)."""
    for step in _all_steps(effect):
        if step.subject in _BEARER_SUBJECTS:
            raise NotExecutable(
                "a delayed effect naming 'I', 'my' or 'it' is not executed yet (7.2.1.d)"
            )
    reaction = Ability(AbilityKind.REACTION, text, trigger=TriggerKind.AFTER_REST, effect=effect)
    return OngoingSpec((reaction,), Duration.DAY, text)


_DELAYED_AT = {
    "Morning": (TriggerKind.AT_PHASE, Phase.MORNING),
    "Noon": (TriggerKind.AT_PHASE, Phase.NOON),
    "Afternoon": (TriggerKind.AT_PHASE, Phase.AFTERNOON),
    "Dusk": (TriggerKind.AT_PHASE, Phase.DUSK),
    "Night": (TriggerKind.AT_PHASE, Phase.NIGHT),
    "end of the Afternoon": (TriggerKind.AT_END_OF_AFTERNOON, None),
    "end of the turn": (TriggerKind.AT_END_OF_TURN, None),
    "end of your next turn": (TriggerKind.AT_END_OF_TURN, None),
    # gr: a new turn's start (4.2.3.e), the Emblem's controller's or their opponent's
    "start of your next turn": (TriggerKind.AT_START_OF_TURN, None),
    "start of your opponent's next turn": (TriggerKind.AT_START_OF_TURN, None),
}
"""The moments a delayed effect is done at: a phase beginning (4.2.b), the Afternoon
ending (4.2.3.e)."""


def delayed_at_spec(
    model: OngoingModel,
    text: str,
    effect: tuple[EffectStep, ...],
    binds_it: bool,
    *,
    binds_me: bool = False,
) -> OngoingSpec:
    """ "At the start of the next Dusk / At the end of the Afternoon, [effect]": an
    Emblem-Ongoing for this Day (2.2.15.a) with the Reaction "At [that moment] — [effect]"
    (2.2.2.m), which activates once, that Day. "It" in the effect is what the ongoing step
    acted on (``binds_it``: the step names objects, bound as the Emblem is created, 6.3.i);
    "I" said as a step's object is the Emblem's creator, bound as its "it" (``binds_me``,
    7.2.1.d); "my" names no object of the Emblem."""
    assert model.at is not None
    _refuse_the_first_person(effect, text, binds_it, binds_me)
    trigger, phase = _DELAYED_AT[model.at]
    said = v.DURATIONS[model.duration.lower()]
    if model.at == "end of your next turn":
        # g1: "At the end of your next turn, [steps]": its controller's turn's end (4.2.3.e),
        # the Emblem waiting until they take it (engine.day.delayed_moments)
        if said != Duration.END_OF_YOUR_NEXT_TURN:
            raise NotExecutable(
                "a delayed effect at the end of your next turn lasts until the end of your "
                "next turn (2.2.15.c)"
            )
        reaction = Ability(
            AbilityKind.REACTION,
            text,
            trigger=trigger,
            trigger_player=TriggerPlayer.YOU,
            effect=effect,
        )
        return OngoingSpec((reaction,), said, text)
    if trigger is TriggerKind.AT_START_OF_TURN:
        return _at_turn_start(model.at, said, text, effect)
    reaction = Ability(AbilityKind.REACTION, text, trigger=trigger, phase=phase, effect=effect)
    if phase is not None and said == Duration.UNTIL_ITS_MOMENT:
        # g1: "At the next Dusk, [steps]": the Emblem lasts until that phase next begins
        # after it is made, whatever the Day (4.2.b Remark, 2.2.15.c)
        return OngoingSpec((reaction,), said, text)
    # "the turn" is the one the Emblem is made in (2.2.15.d): it lasts this turn; the other
    # moments come within this Day
    duration = Duration.TURN if trigger is TriggerKind.AT_END_OF_TURN else Duration.DAY
    if said != duration or (phase is not None and phase not in (Phase.DUSK, Phase.NIGHT)):
        lasts = "this turn" if duration == Duration.TURN else "this Day"
        raise NotExecutable(f"a delayed effect at the {model.at} lasts {lasts} (2.2.15.a)")
    return OngoingSpec((reaction,), duration, text)


def _at_turn_start(at: str, said: str, text: str, effect: tuple[EffectStep, ...]) -> OngoingSpec:
    """gr: "At the start of your / your opponent's next turn, [steps]": an Emblem-Ongoing
    (2.2.2.m) lasting until its moment — that player's next new turn (4.2.3.e), whatever the
    Day — whose Reaction of that player's turn's start does the steps once
    (engine.day.delayed_moments.turn_started)."""
    if said != Duration.UNTIL_ITS_MOMENT:
        raise NotExecutable(
            f"a delayed effect at the {at} lasts until its moment has come (2.2.15.c)"
        )
    whose = TriggerPlayer.OPPONENT if "opponent" in at else TriggerPlayer.YOU
    reaction = Ability(
        AbilityKind.REACTION,
        text,
        trigger=TriggerKind.AT_START_OF_TURN,
        trigger_player=whose,
        effect=effect,
    )
    return OngoingSpec((reaction,), said, text)


def _all_steps(steps: tuple[EffectStep, ...]) -> list[EffectStep]:
    out: list[EffectStep] = []
    for s in steps:
        out.append(s)
        out.extend(_all_steps(s.then))
        out.extend(_all_steps(s.otherwise))
        if s.does is not None:
            out.extend(_all_steps((s.does,)))
        for m in s.modes:
            out.extend(_all_steps(m.steps))
        for o in s.outcomes:
            out.extend(_all_steps(o.steps))
    return out


_OPPONENTS_CANT_PLAY: dict[str, frozenset[CardType]] = {
    "cards": frozenset(),
    "spells": frozenset({CardType.SPELL}),
    "characters": frozenset({CardType.CHARACTER}),
    "permanents": frozenset({CardType.PERMANENT}),
}
"""What "Your opponents can't play [cards]" names: the card types (every card: none)."""


_MOVING_WHOSE = {
    "expeditions": MoveWhose.ALL,
    "my expedition": MoveWhose.MINE,
    "your expeditions": MoveWhose.YOURS,
    "your opponents' expeditions": MoveWhose.OPPONENTS,
}
_MOVING = re.compile(
    r"^(?P<who>expeditions|my expedition|your expeditions|your opponents' expeditions)"
    r"(?: in \{(?P<terrain>[vmo])\})? "
    r"can't move (?P<way>forward|backward)(?P<by> due to effects your opponents control)?$"
)
"""The "can't move" passive abilities the card format says in words (1.4.1.a)."""


_TERRAIN_ICONS = {"v": "forest", "m": "mountain", "o": "water"}
"""A terrain's icon letter (7.1.2.a) -> the terrain a "can't move" names."""


_CANT_PLAY = re.compile(
    r"^(?:(?P<kind>spells|characters|permanents|cards) can't be played"
    r"|(?P<who>your opponents|target opponent|target player) can't play"
    r" (?P<theirs>spells|characters|permanents|cards))"
    r"(?: from (?P<zone>reserve|hand))?"
    r"(?: in (?P<into>the expedition facing me|my expedition))?$"
)
"""The "can't play" passive abilities said with where the card is played from (5.2.a) and
into (5.2.1.a, 5.2.2.a)."""
_PLAY_INTO = {"the expedition facing me": PlayInto.FACING_ME, "my expedition": PlayInto.MINE}


def restriction(text: str) -> Restriction:
    """A "can't" passive ability the engine applies (1.4.1.a, 7.3.1.e)."""
    from scenarios.cards.compile_passives import MORE_RESTRICTIONS  # it reads vocabulary

    key = v.restriction_key(text)
    banned = v.facing_trigger_ban(key)
    if banned is not None:  # 7.3.1.e
        return Restriction(
            RestrictionKind.TRIGGERS_FACING_ME, frozenset(TriggerKind(t) for t in banned)
        )
    limited = counted_limit(key)  # "Each player can't play more than two Characters …"
    if limited is not None:
        return limited
    cant_play = _CANT_PLAY.match(key)
    if cant_play is not None:
        # "Characters can't be played from Reserve", "Your opponents can't play Spells from
        # hand" (1.4.1.a, 5.2.a)
        types = _OPPONENTS_CANT_PLAY[cant_play["kind"] or cant_play["theirs"]]
        return Restriction(
            RestrictionKind.OPPONENTS_CANT_PLAY,
            group=ObjectFilter(types=types) if types else None,
            any_player=bool(cant_play["kind"]),
            from_zone=cant_play["zone"] or "",
            # "… in the Expedition facing me / in my Expedition" (1.2.3.c, 7.2.1; 5.2.1.a)
            into=_PLAY_INTO.get(cant_play["into"] or "", ""),
            # "Target opponent can't play Spells this turn": the targeted players only,
            # bound as the Emblem-Ongoing is created (6.5.b; engine.pipeline.creation)
            targeted=(cant_play["who"] or "").startswith("target"),
        )
    playing = _OPPONENTS_CANT_PLAY.get(key.removeprefix("your opponents can't play "))
    if key.startswith("your opponents can't play ") and playing is not None:
        # "Your opponents can't play Spells this turn" (1.4.1.a): the cards of those types
        group = ObjectFilter(types=playing) if playing else None
        return Restriction(RestrictionKind.OPPONENTS_CANT_PLAY, group=group)
    moving = _MOVING.match(key)
    if moving is not None:
        # "My Expedition / Your Expeditions can't move backward [due to effects your
        # opponents control]" (1.4.1.a; 7.3.24, 7.3.25; the step's controller, 6.2.h)
        forward = moving["way"] == "forward"
        kind = RestrictionKind.MOVE_FORWARD if forward else RestrictionKind.MOVE_BACKWARDS
        return Restriction(
            kind,
            whose=_MOVING_WHOSE[moving["who"]],
            by_opponent=bool(moving["by"]),
            # "Your Expeditions in {V}": those whose region has that terrain (7.5.8.b)
            in_terrain=_TERRAIN_ICONS.get(moving["terrain"] or "", ""),
        )
    known = v.RESTRICTIONS.get(key) or MORE_RESTRICTIONS.get(key)
    if known is None:
        raise NotExecutable(f"the restriction {text!r} is not applied by the engine yet")
    kind, triggers = known
    return Restriction(kind, frozenset(TriggerKind(t) for t in triggers))
