"""The targets a step may take (6.5.b): objects, players, Expeditions and regions.

"A Character" or "a Permanent" means one in play (2.2.1.h); a target may be an object, a
player or an Expedition (1.2.6.c). An object with Tough its chooser cannot pay for is not a
suitable target (7.4.7.c), nor, for "sacrifice target token", an object another player
controls: one sacrifices only an object in play one controls (7.3.36.a), nor one a
passive ability says can't be targeted (1.4.1.a). :func:`with_target` puts the chosen
targets into the step.
"""

from __future__ import annotations

from engine.pipeline.objects_cant import cant_be_targeted, cant_be_targeted_each, payable_orbs
from engine.reading.expedition_descriptions import expedition_fits
from engine.reading.expedition_race import race_holds
from engine.reading.filters import narrowed
from engine.reading.gigantic_presence import present_in_expeditions
from engine.reading.last_known import my_last_known_place
from engine.reading.passives import effective_abilities, expeditions_of, tough_amount
from engine.reading.positions import ahead
from engine.reading.terrain import all_markers, expedition_terrains
from engine.state import zones as z
from engine.state.abilities import Ability
from engine.state.actions import ActionKind
from engine.state.cards import Subject
from engine.state.enums import IN_PLAY_ZONES, CardType, ExpeditionKind, Keyword, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive
from engine.state.steps import Step
from engine.steps.your_zone_targets import your_zone_cards
from engine.why.table import rule_of, why

_OPPONENT_FOUND = frozenset(
    {Subject.CHARACTERS_OF_TARGET_OPPONENT, Subject.CARDS_IN_TARGET_OPPONENTS_HAND}
)
"""Groups of the opponent targeted (6.5.b), found as the step happens (ib40: their Hand)."""

PLAYER_TARGETS = frozenset(
    {
        Subject.TARGET_OPPONENT,
        Subject.TARGET_OPPONENT_COMPANION_EXPEDITION,
        Subject.TARGET_OPPONENT_HERO_EXPEDITION,
    }
)
"""Targets that are players (the companion Expedition of a target opponent is found from
the player chosen)."""
_OPPONENTS_EXPEDITIONS = {
    Subject.TARGET_OPPONENT_COMPANION_EXPEDITION: ExpeditionKind.COMPANION,
    Subject.TARGET_OPPONENT_HERO_EXPEDITION: ExpeditionKind.HERO,
}
"""A target opponent's Expedition of that kind: the opponent is the target (6.5.b), the
Expedition theirs of that kind (7.2.3.a)."""

EXPEDITION_TARGETS = frozenset({Subject.TARGET_EXPEDITION})
REGION_TARGETS = frozenset({Subject.TARGET_REGION})


def in_play(state: GameState) -> tuple[str, ...]:
    """The objects in play: in the Expedition and Landmark zones (3.1.4.a)."""
    return tuple(
        oid for key in state.zones if z.kind_of(key) in IN_PLAY_ZONES for oid in state.zones[key]
    )


def _of_type(state: GameState, ids: tuple[str, ...], *types: CardType) -> tuple[str, ...]:
    return tuple(oid for oid in ids if state.type_of(oid) in types)


def reserves(state: GameState, players: tuple[str, ...]) -> tuple[str, ...]:
    """The cards in the Reserves of ``players``, in the order given."""
    return tuple(oid for p in players for oid in state.zone(z.personal(ZoneKind.RESERVE, p)))


def target_options(state: GameState, step: Step) -> tuple[tuple[str, str], ...]:
    """Suitable targets for ``step`` as ``(option id, label)`` pairs (6.5.b)."""
    return _targets(state, step, out_of_reach=False)


def tough_out_of_reach(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects that would be suitable targets for ``step`` but whose Tough cost its
    controller cannot pay, so they cannot be chosen (7.4.7.c)."""
    return tuple(oid for oid, _ in _targets(state, step, out_of_reach=True))


def not_theirs_to_sacrifice(state: GameState, step: Step) -> tuple[str, ...]:
    """The objects that would be suitable targets for a sacrifice step but that another
    player than its controller controls, so they cannot be chosen: one sacrifices only an
    object in play one controls (7.3.36.a). Empty for any other step."""
    if step.kind is not ActionKind.SACRIFICE or step.target in PLAYER_TARGETS:
        return ()
    if step.its_controller_does:  # "its controller sacrifices it": theirs to sacrifice
        return ()
    controller = step.controller or state.first_player
    found = (
        *_targets(state, step, out_of_reach=False, own_only=False),
        *_targets(state, step, out_of_reach=True, own_only=False),
    )
    return tuple(
        dict.fromkeys(
            oid
            for oid, _ in found
            if oid in state.objects and state.objects[oid].controller != controller
        )
    )


def cant_left_out(state: GameState, step: Step) -> tuple[tuple[str, str], ...]:
    """The objects that would be suitable targets for ``step`` but that a passive ability
    says can't be targeted (1.4.1.a, 6.5.b), each with the rule — to be said where the
    target is chosen. (An object the step can do nothing to is still a target: choosing it
    is not impossible for that reason alone, 6.1.g Remark.)"""
    offered = {oid for oid, _ in _targets(state, step, out_of_reach=False)}
    controller = step.controller or state.first_player
    return tuple(
        (oid, rule_of("impossible.passive_cant"))
        for oid, _ in _targets(state, step, out_of_reach=False, cants=False)
        if oid not in offered
        and oid in state.objects
        and cant_be_targeted(state, oid, controller, by_spell=by_spell(state, step))
    )


def target_forbidden_by(state: GameState, step: Step, oid: str) -> tuple[tuple[str, Ability], ...]:
    """The passive abilities (each bearer, itself) that say ``oid`` can't be targeted by
    ``step``'s controller (1.4.1.a) — each named where :func:`cant_left_out` leaves it out."""
    controller = step.controller or state.first_player
    return tuple(cant_be_targeted_each(state, oid, controller, by_spell=by_spell(state, step)))


def _targets(
    state: GameState,
    step: Step,
    *,
    out_of_reach: bool,
    own_only: bool = True,
    cants: bool = True,
) -> tuple[tuple[str, str], ...]:
    """The targets of ``step``: the suitable ones, or (``out_of_reach``) those left out
    only because their Tough cost cannot be paid (7.4.7.c). For a sacrifice, only the
    objects its controller controls (7.3.36.a) unless ``own_only`` is false."""
    t = step.target
    controller = step.controller or state.first_player
    ids: tuple[str, ...] = ()
    if t in (Subject.TARGET_CHARACTER, Subject.CHARACTERS_IN_TARGET_CHARACTERS_EXPEDITION):
        ids = tuple(
            oid
            for key in state.zones
            if z.kind_of(key) is ZoneKind.EXPEDITION
            for oid in state.zones[key]
            if state.type_of(oid) is CardType.CHARACTER
        )
    elif t is Subject.TARGET_RESERVE_CARD:
        ids = reserves(state, state.players)
    elif t is Subject.TARGET_PERMANENT:
        ids = _of_type(state, in_play(state), CardType.PERMANENT)
    elif t is Subject.TARGET_CHARACTER_OR_PERMANENT:
        ids = _of_type(state, in_play(state), CardType.CHARACTER, CardType.PERMANENT)
    elif t is Subject.TARGET_PERMANENT_YOU_CONTROL:
        ids = tuple(
            oid
            for oid in _of_type(state, in_play(state), CardType.PERMANENT)
            if state.objects[oid].controller == controller
        )
    elif t is Subject.TARGET_CARD_IN_YOUR_RESERVE:
        ids = reserves(state, (controller,))
    elif t is Subject.TARGET_CARD_IN_YOUR_DISCARD_PILE:  # 3.2.3: public, so targetable
        ids = state.zone(z.personal(ZoneKind.DISCARD, controller))
    elif t is Subject.TARGET_DISCARD_CARD:  # any player's: visible (3.2.3.a, 3.1.3.a)
        ids = tuple(
            oid for p in state.players for oid in state.zone(z.personal(ZoneKind.DISCARD, p))
        )
    elif t is Subject.TARGET_CARD_IN_YOUR_ZONES:
        # ic40: the controller's own Reserve / Discard pile the filter names (3.1.2.b): their
        # cards are objects (3.1.3.a), so suitable targets (6.5.b)
        ids = your_zone_cards(state, step, controller)
    elif t is Subject.TARGET_CHARACTER_IN_MY_EXPEDITION:
        mine: frozenset[str] = frozenset()
        if step.me is not None and step.me in state.objects:
            mine = expeditions_of(state, step.me)  # both, if "I" am Gigantic (7.4.4.f)
        if not mine and step.my_expedition is not None:
            mine = frozenset({step.my_expedition})
        # A Gigantic Character of the other Expedition is in mine too (7.4.4.b), once.
        ids = present_in_expeditions(state, mine, characters_only=True)
    elif t is Subject.TARGET_CARD_IN_PLAY_OR_RESERVE:
        ids = tuple(
            oid
            for oid in (*in_play(state), *reserves(state, state.players))
            if state.objects[oid].card_id is not None
        )
    elif t in PLAYER_TARGETS or t in _OPPONENT_FOUND:
        return () if out_of_reach else tuple((p, p) for p in state.players if p != controller)
    elif t in (Subject.CHARACTERS_OF_TARGET_PLAYER, Subject.TARGET_PLAYER):
        return () if out_of_reach else tuple((p, p) for p in state.players)  # either (1.2.6.c)
    elif t in EXPEDITION_TARGETS or t is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
        ahead_only = step.filter is not None and step.filter.expedition_ahead
        # "target Expedition in {V}": only an Expedition whose region has that terrain is
        # offered (6.5.b, 7.5.8.b).
        flt = step.filter
        terrains = {t for t in (flt.in_terrain, flt.or_terrain) if t is not None} if flt else set()
        # "target Expedition you control / an opponent controls": a player controls their
        # Expeditions (7.5.5.a), so only that player's are offered (6.5.b).
        whose = step.filter.expedition_controller if step.filter is not None else ""
        # "target Expedition that is ahead of both of your Expeditions": where it stands
        # against the Expeditions named, as targets are chosen (6.5.b, 7.5.2; gram87)
        race = step.filter.expedition_race if step.filter is not None else None
        return (
            ()
            if out_of_reach
            else tuple(
                (e, expedition_label(e))
                for e in state.expedition_ids()
                if (not ahead_only or ahead(state, e))  # "that's ahead" (7.5.2.b, 7.5.2.c)
                # "that is behind", "with two or more Characters" (7.5.2, 3.2.4.b)
                and expedition_fits(state, e, flt, step.me)
                and (not terrains or bool(terrains & set(expedition_terrains(state, e))))
                and _controlled_as_said(e, whose, controller)
                and (race is None or race_holds(state, e, race, controller, step.me))
            )
        )
    elif t is Subject.TARGET_TERRAIN_MARKER:
        # 3.2.1.d: the Terrain Markers on the visible regions; no Tough, no filter.
        return () if out_of_reach else tuple((m.id, state.name(m.id)) for m in all_markers(state))
    elif t in REGION_TARGETS:
        # 3.2.1.d: only visible regions have Terrain Markers.
        return () if out_of_reach else tuple((r.id, r.name) for r in state.adventure if r.face_up)
    if own_only and step.kind is ActionKind.SACRIFICE and not step.its_controller_does:
        # 7.3.36.a: "Sacrifice target token" — one sacrifices an object in play one
        # controls, so another player's object is no suitable target. ("Target Permanent's
        # controller sacrifices it": its controller does it, 1.4.7.b — any one may be.)
        ids = tuple(oid for oid in ids if state.objects[oid].controller == controller)
    out: list[tuple[str, str]] = []
    if step.filter is not None and step.filter.other_than_it:
        ids = tuple(oid for oid in ids if oid not in step.it)  # "another" than it
    if step.filter is not None and step.filter.in_its_expedition:
        ids = in_its_expedition(state, step, ids)  # "target Character in it" (6.5.b)
    for oid in narrowed(
        state, ids, step.filter, controller, step.me, step.me_card, my_last_known_place(state, step)
    ):
        if cants and cant_be_targeted(state, oid, controller, by_spell=by_spell(state, step)):
            continue  # 1.4.1.a: "I can't be targeted" — no suitable target (6.5.b)
        # 7.4.7.f: paid once per effect, however many times the object is chosen.
        extra = 0 if oid in step.tough_paid else tough_cost(state, controller, oid)
        if (extra > ready_mana(state, controller)) is not out_of_reach:
            continue  # 7.4.7.c: cannot pay the Tough cost, cannot choose it
        out.append((oid, state.name(oid) + (f" (Tough {extra}: pay {extra})" if extra else "")))
    return tuple(out)


def _controlled_as_said(expedition: str, whose: str, controller: str) -> bool:
    """Whether the Expedition ``expedition`` (``"p1:hero"``) is of the player ``whose``
    says — ``"you"`` (the effect's controller), ``"opponent"`` (another player) or ``""``
    (any): a player controls their own Expeditions (7.5.5.a)."""
    player = expedition.split(":", 1)[0]
    if whose == "you":
        return player == controller
    if whose == "opponent":
        return player != controller
    return True


def tough_cost(state: GameState, chooser: str, object_id: str) -> int:
    """7.4.7.c: "Tough X" — to choose me as a target of an effect they control, my
    controller's opponent must also pay X."""
    if state.objects[object_id].controller == chooser:
        return 0
    return tough_amount(state, object_id)  # printed or granted (2.3.1.a)


def own_tough(state: GameState, chooser: str, object_id: str) -> bool:
    """Whether ``object_id`` has Tough and ``chooser`` controls it, so choosing it costs
    nothing more (7.4.7.c: only an opponent pays)."""
    return state.objects[object_id].controller == chooser and tough_amount(state, object_id) > 0


def idle_tough(state: GameState, object_id: str) -> bool:
    """Whether ``object_id`` prints Tough but is not in play, where its Tough does not work
    (1.2.4.d): choosing it as a target costs nothing more (7.4.7.c)."""
    card = state.card(object_id)
    return (
        card is not None
        and Keyword.TOUGH in card.keywords
        and z.kind_of(state.objects[object_id].zone) not in IN_PLAY_ZONES
    )


def uncontrolled_tough_grants(state: GameState, object_id: str) -> tuple[str, ...]:
    """ "The Spindle's “Characters you control are [Tough 2]”": each working passive ability
    giving Tough to objects its controller controls, which would name ``object_id`` but
    for where it is — outside play, in a zone no player controls (7.5.5.a), so nobody
    controls it (7.5.5.b) and it is no "[object] you control". Said where it is targeted
    for nothing more (7.4.7.c)."""
    o = state.objects.get(object_id)
    if o is None or z.kind_of(o.zone) in IN_PLAY_ZONES:
        return ()
    kind = state.type_of(object_id)
    out: list[str] = []
    for src, _, ab in effective_abilities(state):
        g = ab.grant
        if g is None or g.keyword is not Keyword.TOUGH or g.lost or g.filter is None:
            continue
        if g.filter.controller != "you" or state.objects[src].controller != o.owner:
            continue
        if g.filter.types and kind not in g.filter.types:
            continue
        out.append(f"{possessive(state.name(src))} “{ab.text.strip().rstrip('.')}”")
    return tuple(out)


def ready_mana(state: GameState, player: str) -> int:
    """How many Mana Orbs a player can pay with: ready ones no "can't" protects (1.2.5.e,
    1.4.1.a)."""
    return len(payable_orbs(state, player))


def expedition_label(expedition: str) -> str:
    """``"p1:hero"`` -> ``"p1's hero Expedition"``: whose Expedition, as a judge says it
    (each player has a hero and a companion Expedition, 1.2.3.c) and as a zone is said
    (:func:`engine.state.said.zone_words`)."""
    player, which = expedition.split(":")
    return f"{player}'s {which} Expedition"


def with_target(step: Step, chosen: tuple[str, ...]) -> Step:
    """The step with its target chosen (6.5.b); its next target, if any, to choose next."""
    chosen_step = _with_target(step, chosen)
    if step.next_target is None:
        return chosen_step
    return replace(chosen_step, target=step.next_target, next_target=None)


def _with_target(step: Step, chosen: tuple[str, ...]) -> Step:
    t = step.target
    if step.count_target:  # gz: the count's own target, not an object the step acts on
        return replace(step, target=None, count_target=False, counted_on=chosen)
    if t is Subject.TARGET_PLAYER:
        return replace(step, target=None, players=chosen)  # whose cards the step counts
    if t is Subject.TARGET_OPPONENT:
        return replace(step, target=None, players=chosen)
    if t in _OPPONENTS_EXPEDITIONS:
        return replace(
            step,
            target=None,
            expeditions=tuple(z.expedition_id(p, _OPPONENTS_EXPEDITIONS[t]) for p in chosen),
        )
    if t in EXPEDITION_TARGETS:
        return replace(step, target=None, expeditions=chosen)
    if t is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
        # The Expedition is targeted; its Characters are found as the step happens.
        return replace(step, target=None, expeditions=chosen, subject=t)
    if t is Subject.CHARACTERS_OF_TARGET_PLAYER:
        # The player is targeted; their Characters are found as the step happens — or,
        # for "target player sacrifices a Character", they choose one (6.1.h).
        chooses = step.subject in (
            Subject.A_CHARACTER_TARGET_PLAYER_CONTROLS,
            Subject.A_CHARACTER_OR_PERMANENT_TARGET_PLAYER_CONTROLS,
        )
        return replace(step, target=None, players=chosen, subject=step.subject if chooses else t)
    if t in _OPPONENT_FOUND:
        # the opponent is targeted; their Characters (ib40: the cards of their Hand) are
        # found as the step happens (6.5.b)
        return replace(step, target=None, players=chosen, subject=t)
    if t in REGION_TARGETS:
        return replace(step, target=None, regions=(*step.regions, *chosen))
    return replace(step, target=None, objects=(*step.objects, *chosen))


def by_spell(state: GameState, step: Step) -> bool:
    """Whether ``step`` is of a Spell's effect (5.1.2.j): its "me" is a Spell card — the
    targets "can't be targeted by Spells" forbids (1.4.1.a, 6.5.b)."""
    card = step.me_card
    if card is None and step.me is not None and step.me in state.objects:
        card = state.objects[step.me].card_id
    found = state.cards.get(card) if card is not None else None
    return found is not None and found.type is CardType.SPELL


def in_its_expedition(state: GameState, step: Step, ids: tuple[str, ...]) -> tuple[str, ...]:
    """The objects of ``ids`` in the Expedition "it" is (an Expedition a step before acted
    on or a trigger named, or where the objects "it" names are, 6.3.i): the suitable targets
    of "target Character in it" (6.5.b); a Gigantic one is in both of its Expeditions
    (7.4.4.b)."""
    places = set(its_expeditions(state, step.it, step.it_was_in)[0])
    return tuple(oid for oid in ids if places & set(expeditions_of(state, oid)))


def its_expeditions(
    state: GameState, it: tuple[str, ...], it_was_in: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """ "In its Expedition": the Expeditions "it" is in — both of its controller's for a
    Gigantic one (7.4.4.f) — or, when this effect moved it out of the Expedition zone, was
    in just before (2.1.h; ``it_was_in`` holds both for a Gigantic one). Also the rules
    that decided it."""
    named = [e for e in it if e in state.expedition_ids()]  # "it" an Expedition: itself
    now = [e for o in it if o in state.objects for e in sorted(expeditions_of(state, o))]
    now = [*named, *now]
    was = [
        z.expedition_id(p, k)
        for zone in it_was_in
        if z.kind_of(zone) is ZoneKind.EXPEDITION
        and (p := z.player_of(zone)) is not None
        and (k := z.expedition_kind_of(zone)) is not None
    ]
    # 2.1.h Remark: one that moved to another Expedition did not leave: where it is now.
    gone = [
        o for o in it if o not in named and (o not in state.objects or not expeditions_of(state, o))
    ]
    expeditions = tuple(dict.fromkeys((*now, *(was if gone else ()))))
    rules = why("effect.its_expedition_gone") if was and gone else ()
    if len(it) == 1 and len(expeditions) > 1:
        rules = (*rules, *why("place.gigantic_both"))
    return expeditions, rules
