"""The mana cost of playing a card or a quick action, with cost alterations (5.1.2.f).

The base cost is the Hand Cost from Hand and the Reserve Cost from Reserve (5.1.2.d).
Alterations then apply in the order of 5.1.2.f: all increases, then all decreases (a
decrease "down to a minimum of N" restricts only itself, 5.1.2.f Remark), then the
restrictions on the final cost ("can't cost less than N") in timestamp order. The rules
let the player order increases and decreases as they like; the engine applies the
decreases that carry their own minimum first, which never gives a higher cost. Playing for
free skips the payment whatever the alterations (7.3.26.a, 5.1.2.f Remark).

Cost-changing abilities of the card being played work in the zone it is played from
(1.2.4.d); other cost alterations are passive abilities that work where they are (in play,
the Hero zone, Reserve for support abilities, Limbo for Emblem-Ongoings).
"""

from __future__ import annotations

from engine.pipeline.objects_cant import payable_orbs
from engine.play.cost_places import of_permanent_zone, place_expeditions, played_into_place
from engine.reading import lineage
from engine.reading.conditions import holds
from engine.reading.counts import count
from engine.reading.filters import matches
from engine.reading.gigantic_presence import played_into_expeditions
from engine.reading.passives import effective_abilities, subtypes_of
from engine.reading.plays import play_destinations, play_origins
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import Ability, CardDef, ConditionKind, CostScope, CostSpec, NextPlayed
from engine.state.enums import ExpeditionKind, Terrain, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import record, replace
from engine.state.said import possessive
from engine.why.count_notes import count_note
from engine.why.second_person import opponents_play_note
from engine.why.standing_notes import condition_standing

PER_OTHER_CARD_PLAYED_THIS_TURN = "other_card_you_played_this_turn"


@record
class Cost:
    """A final cost and how it was reached (for the trace)."""

    amount: int
    base: int
    notes: tuple[str, ...] = ()
    counted_plays: bool = False  # a change counted cards played this turn (5.1.2.k)
    # The card's own ability changed its cost: it works in the Hand or Reserve the card is
    # played from, though the card is not in play (1.2.4.d).
    own: bool = False
    # played for free (7.3.26.a): the payment skipped — by the effect playing it or by an
    # Emblem-Ongoing "the next Spell you play this turn is free"
    free: bool = False
    # "the next Character you play in {V}" applied only through the other Expedition a
    # Gigantic card joins (7.4.4.c, 7.5.8.c)
    gigantic_terrain: bool = False
    # the rules that decided what a conditional change counted ("if there are three or
    # more base statistics of 0 among Characters you control": 2.2.11.d, 2.5.1.b)
    counted_rules: tuple[str, ...] = ()

    @property
    def altered(self) -> bool:
        return bool(self.notes)


def base_cost(state: GameState, object_id: str) -> int:
    """Hand Cost from Hand, Reserve Cost from Reserve (5.1.2.d); absent counts as 0 (2.2.f)."""
    card = state.card(object_id)
    assert card is not None
    if z.kind_of(state.objects[object_id].zone) is ZoneKind.RESERVE:
        return card.reserve_cost or 0
    return card.hand_cost or 0


def base_words(state: GameState, object_id: str, scout: bool = False) -> str:
    """What the cost of playing ``object_id`` starts from, in a judge's words: "its Hand
    Cost 2", "its Reserve Cost 1" (5.1.2.d), "Scout 1" (7.4.5.c) — said beside the
    modifiers that change it (5.1.2.f)."""
    card = state.card(object_id)
    assert card is not None
    if scout:
        return f"Scout {card.scout or 0}"
    if z.kind_of(state.objects[object_id].zone) is ZoneKind.RESERVE:
        return f"its Reserve Cost {card.reserve_cost or 0}"
    return f"its Hand Cost {card.hand_cost or 0}"


def breakdown_words(cost: Cost, printed: str) -> str:
    """A modified cost broken into each modifier with its source and what it starts from:
    " (Lindiwe & Maw: +1), from its printed cost {T}, no mana" (5.1.2.c, 5.1.2.f); for a
    cost paid for free (7.3.26.a) the note alone; "" for a cost no modifier changed."""
    if not cost.altered:
        return ""
    start = "" if cost.free else f", from {printed}"
    return f" ({'; '.join(cost.notes)}){start}"


def played_this_turn(state: GameState, player: str, excluding: str | None = None) -> int:
    """How many cards ``player`` played this turn: cards that started or finished their
    resolution (5.1.2.k)."""
    return sum(1 for p, card in state.plays_this_turn if p == player and card != excluding)


_Alteration = tuple[str, CostSpec, str, int]


@lineage.per_objects
def _working_alterations(state: GameState) -> tuple[_Alteration, ...]:
    """The cost alterations of working passive abilities (they depend only on the
    objects and their cards, like :func:`effective_abilities`)."""
    return tuple(
        (oid, ab.cost_change, state.objects[oid].controller, state.objects[oid].timestamp or 0)
        for oid, _, ab in effective_abilities(state)
        if ab.cost_change is not None and ab.cost_change.scope == CostScope.CARDS
    )


def _alterations(state: GameState, object_id: str) -> list[tuple[str, CostSpec, str, int]]:
    """(source object, spec, controller, timestamp) of every alteration that may apply."""
    found = list(_working_alterations(state))
    card = state.card(object_id)
    assert card is not None
    me = state.objects[object_id]
    for ab in card.abilities:
        if ab.cost_change is not None and ab.cost_change.scope == CostScope.ME:
            found.append((object_id, ab.cost_change, me.owner, me.timestamp or 0))
    return found


def _applies(
    state: GameState,
    spec: CostSpec,
    source: str,
    controller: str,
    object_id: str,
    player: str,
    into: str | None = None,
) -> bool:
    o = state.objects[object_id]
    card = state.card(object_id)
    assert card is not None
    if spec.scope == CostScope.ME and source != object_id:
        return False
    if spec.players == "you" and player != controller:
        return False
    if spec.players == "opponents" and player == controller:
        return False
    if spec.from_zone is not None and z.kind_of(o.zone) is not spec.from_zone:
        return False
    if spec.card_type is not None and card.type is not spec.card_type:
        return False
    if spec.subtype and spec.subtype not in subtypes_of(state, object_id):
        return False
    if not of_permanent_zone(spec, card):
        return False  # "Landmark Permanents you play" (2.2.3.b)
    if not played_into_place(state, spec, source, player, into):
        return False  # "… you play in my Expedition": the one declared (5.1.2.c)
    if spec.first_each and not nth_of_its_kind(
        state, spec, player, card.card_id, controller, source
    ):
        return False
    printed = card.hand_cost or 0  # "with Hand Cost {7} or more" (2.2.7)
    if spec.hand_cost_min is not None and printed < spec.hand_cost_min:
        return False
    if spec.hand_cost_max is not None and printed > spec.hand_cost_max:
        return False
    if spec.condition is None:
        return True
    # The card's own cost change reads the Expedition it is played into as its own.
    mine = into if spec.scope == CostScope.ME else None
    return holds(spec.condition, state, controller, me=source, my_expedition=mine)


def cost_standing(
    state: GameState, spec: CostSpec, source: str, controller: str, into: str | None
) -> tuple[str, tuple[str, ...]]:
    """Where the Expeditions a cost change's "if my Expedition is ahead / behind / tied"
    looks at stand (7.5.2.a-c): "p1's hero Expedition is behind: 0 regions from its
    starting region, against 1 for p2's hero Expedition facing it"; ``("", ())`` for
    another condition or during tiebreakers (7.5.2.d). The card's own change reads the
    Expedition it is played into (``into``) as its own."""
    if spec.condition is None:
        return "", ()
    mine = into if spec.scope == CostScope.ME else None
    return condition_standing(state, spec.condition, controller, source, mine)


def nth_of_its_kind(
    state: GameState,
    spec: CostSpec,
    player: str,
    card_id: str,
    controller: str,
    source: str | None = None,
) -> bool:
    """ "The first Character you play each turn", "the second Spell each opponent plays each
    Afternoon": exactly ``spec.ordinal`` - 1 other cards of the kind ``spec`` names (its
    type, its sub-type, the zone it is played from) were played this turn / Afternoon / Day
    before this one — a card counts once it started its resolution (5.1.2.k) — by
    ``player``, or, when ``spec.together``, by any of the players ``spec.players`` names
    from ``controller``'s side ("the first Spell your opponents play")."""
    plays = {
        "turn": state.plays_this_turn,
        "afternoon": state.plays_this_afternoon,
        "day": state.plays_this_day,
    }[spec.first_each]
    before = 0
    places = (
        place_expeditions(state, spec, source, player)
        if spec.into and source is not None
        else frozenset()
    )
    dests = play_destinations(state, plays)
    for (p, c), origin, dest in zip(plays, play_origins(state, plays), dests, strict=True):
        other = state.cards[c]
        if c == card_id:
            continue
        if spec.into and dest != "?" and dest not in places:
            continue  # "the first Character you play in my Expedition": those played there
        if not spec.together and p != player:
            continue
        if spec.together and spec.players == "opponents" and p == controller:
            continue
        if spec.from_zone is not None and origin not in ("", spec.from_zone.value):
            continue  # "the first Character you play from Reserve": those played from there
        if spec.card_type is not None and other.type is not spec.card_type:
            continue
        if not of_permanent_zone(spec, other):
            continue
        if spec.subtype and spec.subtype not in other.subtypes:
            continue
        before += 1
    return before == spec.ordinal - 1


def cost_depends_on_place(card: CardDef) -> bool:
    """Whether the card's own cost changes read where it is played ("I cost {2} less to
    play in an Expedition with no Characters")."""
    return any(
        ab.cost_change is not None
        and ab.cost_change.condition is not None
        and ab.cost_change.condition.kind == ConditionKind.EXPEDITION_EMPTY
        for ab in card.abilities
    )


def _count(state: GameState, spec: CostSpec, player: str, object_id: str, source: str) -> int:
    if spec.per == PER_OTHER_CARD_PLAYED_THIS_TURN:
        return played_this_turn(state, player, excluding=state.objects[object_id].card_id)
    if spec.per_count is not None:  # "I cost {1} less per exhausted card in Reserve"
        return count(spec.per_count, state, player, source)
    return 1


def card_cost(
    state: GameState,
    player: str,
    object_id: str,
    extra: tuple[tuple[str, int], ...] = (),
    free: bool = False,
    base: int | None = None,
    into: str | None = None,
    optional_paid: bool = False,
) -> Cost:
    """The cost ``player`` pays to play the card ``object_id`` (5.1.2.f). ``extra`` are
    alterations from the effect playing it (``(name, change)``, e.g. "for 5 less");
    ``base`` replaces the Hand or Reserve Cost with an alternative cost (Scout, 7.4.5.c —
    alterations still apply, 7.4.5.d); ``into``: the Expedition it is played into, which
    the card's own "I cost {2} less to play in an Expedition with no Characters" reads;
    ``optional_paid``: the player pays the optional cost its own "You may discard a card
    from your Reserve to reduce my cost by {2}" asks for (5.1.2.c), so that change applies."""
    if base is None:
        base = base_cost(state, object_id)
    if free:
        skipped = _skipped_floors(state, object_id, player, into)
        return Cost(0, base, (f"played for free: no cost is paid{skipped} (7.3.26.a)",), free=True)
    for emblem_id in next_played_emblems(state, player, object_id, into):
        emblem = state.objects[emblem_id].emblem
        if emblem is not None and any(
            a.next_played and a.next_played.free for a in emblem.abilities
        ):
            # "The next Spell you play this turn is free": no cost at all, not one reduced
            # to 0 — increases do not apply either (7.3.26.a).
            skipped = _skipped_floors(state, object_id, player, into)
            note = f"{state.name(emblem_id)}: played for free, no cost is paid{skipped} (7.3.26.a)"
            return Cost(0, base, (note,), free=True)
    changes: list[tuple[str, int, int | None]] = [(name, c, None) for name, c in extra]
    floors: list[tuple[int, str, int]] = []
    counted = own = False
    condition_rules: list[str] = []
    for source, spec, controller, timestamp in _alterations(state, object_id):
        if not _applies(state, spec, source, controller, object_id, player, into):
            continue
        if spec.optional is not None and not optional_paid:
            continue  # its optional cost not paid (5.1.2.c)
        # a change that counts the cards played ("for each other card", "the first / second
        # Spell you play each turn") cites what counts as played (5.1.2.k)
        counted = counted or spec.per == PER_OTHER_CARD_PLAYED_THIS_TURN or bool(spec.first_each)
        own = own or source == object_id
        name = state.name(source)
        if spec.players == "opponents":
            # "Spells your opponents play": its controller's opponents (7.2.3.a)
            you, you_rules = opponents_play_note(controller, player)
            name += you
            condition_rules.extend(r for r in you_rules if r not in condition_rules)
        if spec.change and spec.condition is not None:
            # what its condition counted, said beside it (5.1.2.f; count_notes)
            said, said_rules = count_note(state, spec.condition, controller, source)
            name += said
            condition_rules.extend(r for r in said_rules if r not in condition_rules)
        if spec.condition is not None:
            # "If my Expedition is behind, …": where the Expeditions stand (7.5.2.a-c)
            standing, standing_rules = cost_standing(state, spec, source, controller, into)
            name += f" [{standing}]" if standing else ""
            condition_rules.extend(r for r in standing_rules if r not in condition_rules)
        if spec.change:
            change = spec.change * _count(state, spec, player, object_id, source)
            changes.append((name, change, spec.minimum))
        if spec.at_least is not None:
            floors.append((timestamp, name, spec.at_least))
    gigantic = False
    for emblem_id in next_played_emblems(state, player, object_id, into):
        emblem = state.objects[emblem_id].emblem
        assert emblem is not None
        through = next_played_through_gigantic(state, emblem_id, object_id, into)
        for ab in emblem.abilities:
            if ab.next_played is not None and ab.next_played.cost_change:
                name = state.name(emblem_id)
                if through and ab.next_played.into_terrain is not None:
                    gigantic = True
                    words = gigantic_terrain_words(
                        state, object_id, into, ab.next_played.into_terrain
                    )
                    name += f" [{words}]"
                changes.append((name, ab.next_played.cost_change, None))
    cost = apply_alterations(base, changes, floors)
    return replace(
        cost,
        counted_plays=counted,
        own=own and cost.altered,
        gigantic_terrain=gigantic,
        counted_rules=tuple(condition_rules),
    )


def _skipped_floors(state: GameState, object_id: str, player: str, into: str | None) -> str:
    """The restrictions on the final cost ("can't cost less than {2}", 5.1.2.f) that would
    apply to the card, said as skipped: a card played for free skips the payment of costs
    (7.3.26.a), so no final cost is determined for them to restrict."""
    names = [
        f"{possessive(state.name(source))} “can't cost less than {spec.at_least}”"
        for source, spec, controller, _ in _alterations(state, object_id)
        if spec.at_least is not None
        and _applies(state, spec, source, controller, object_id, player, into)
    ]
    if not names:
        return ""
    return f", so {' and '.join(names)} does not apply: there is no cost to restrict"


def apply_alterations(
    base: int, changes: list[tuple[str, int, int | None]], floors: list[tuple[int, str, int]]
) -> Cost:
    """5.1.2.f: increases, then decreases (each within its own minimum), then restrictions
    on the final cost in timestamp order; a cost is never below 0."""
    cost = base
    notes: list[str] = []
    for name, change, _ in changes:
        if change > 0:
            cost += change
            notes.append(f"{name}: {change:+d}")
    decreases = [c for c in changes if c[1] < 0]
    decreases.sort(key=lambda c: c[2] is None)  # those with their own minimum first
    if len(decreases) > 1 and any(m is not None for _, _, m in decreases):
        # 5.1.2.f: decreases in any order, the player's choice; a decrease's own minimum
        # restricts that decrease only (5.1.2.f Remark) — applied first, it lowers the most.
        floored = " and ".join(n for n, _, m in decreases if m is not None)
        notes.append(
            f"decreases in the order the player chooses: {floored} first, whose minimum "
            "limits that decrease only, not the final cost"
        )
    for name, change, minimum in decreases:
        if minimum is not None:
            new = cost if cost <= minimum else max(minimum, cost + change)
        else:
            new = cost + change
        notes.append(f"{name}: {change:+d}" + (f" (down to {minimum})" if minimum else ""))
        cost = new
    cost = max(cost, 0)
    for _, name, at_least in sorted(floors):
        if cost < at_least:
            notes.append(f"{name}: can't cost less than {at_least}")
            cost = at_least
    return Cost(cost, base, tuple(notes))


def next_played_changes(
    state: GameState, player: str, object_id: str, into: str | None = None
) -> list[tuple[str, int, int | None]]:
    """Cost changes of Emblem-Ongoings "the next card you play costs N less" (2.2.15.c)."""
    out: list[tuple[str, int, int | None]] = []
    for emblem_id in next_played_emblems(state, player, object_id, into):
        emblem = state.objects[emblem_id].emblem
        assert emblem is not None
        for ab in emblem.abilities:
            if ab.next_played is not None and ab.next_played.cost_change:
                out.append((state.name(emblem_id), ab.next_played.cost_change, None))
    return out


def next_played_through_gigantic(
    state: GameState, emblem_id: str, object_id: str, into: str | None
) -> bool:
    """Whether an Emblem-Ongoing's "the next Character you play in {V}" applies to
    ``object_id`` only because it is Gigantic: the Expedition it is played into is not in
    that terrain, the other one it joins is (7.4.4.c, 7.5.8.c)."""
    emblem = state.objects[emblem_id].emblem
    if emblem is None or into is None:
        return False
    return any(
        ab.next_played is not None
        and ab.next_played.into_terrain is not None
        and ab.next_played.into_terrain not in expedition_terrains(state, into)
        for ab in emblem.abilities
    )


def gigantic_terrain_words(
    state: GameState, object_id: str, into: str | None, terrain: Terrain
) -> str:
    """What a judge says where Gigantic decides "the next Character you play in [terrain]":
    played in one Expedition, the card joins both (7.4.4.c), and is in a terrain if one of
    them is (7.5.8.c)."""
    player, _, which = (into or ":").partition(":")
    other = "companion" if which == ExpeditionKind.HERO.value else "hero"
    where = terrain.value.capitalize()
    return (
        f"{state.name(object_id)} is Gigantic: played in {player}'s {which} Expedition, it "
        f"joins {player}'s {other} Expedition too, which is in {where}, so it is played in {where}"
    )


def next_played_terrain_misses(
    state: GameState, player: str, object_id: str, into: str | None
) -> tuple[str, ...]:
    """ "The next Character you play in {V}" Emblem-Ongoings of ``player`` that the card
    played into ``into`` fits in all but the terrain: none of the Expeditions it is in once
    played is in that terrain (7.5.8.b-c; a Gigantic card's two, 7.4.4.c) — so it is not
    "the next" one, and the Emblem stays. In a judge's words, for the line where it enters."""
    out: list[str] = []
    for oid in state.zone(z.LIMBO):
        o = state.objects[oid]
        if o.emblem is None or o.controller != player:
            continue
        for ab in o.emblem.abilities:
            n = ab.next_played
            if (
                n is None
                or n.into_terrain is None
                or _next_matches(state, ab, object_id, player, into)
            ):
                continue
            loose = replace(ab, next_played=replace(n, into_terrain=None))
            if not _next_matches(state, loose, object_id, player, into):
                continue
            where = " or ".join(
                sorted(
                    "/".join(sorted(t.value.capitalize() for t in expedition_terrains(state, e)))
                    or "no terrain"
                    for e in played_into_expeditions(state, object_id, into)
                )
            )
            out.append(
                f"{state.name(oid)} does not apply: {state.name(object_id)} is played in "
                f"{where}, not in {n.into_terrain.value.capitalize()}, so it is not the next "
                "Character played there"
            )
    return tuple(out)


def next_played_emblems(
    state: GameState, player: str, object_id: str, into: str | None = None
) -> tuple[str, ...]:
    """The Emblem-Ongoings of ``player`` whose "next [card] you play" applies to
    ``object_id`` (5.2.d); ``into``: the Expedition it is played into, once declared."""
    card = state.card(object_id)
    assert card is not None
    found: list[str] = []
    for oid in state.zone(z.LIMBO):
        o = state.objects[oid]
        if o.emblem is None or o.controller != player:
            continue
        if any(_next_matches(state, ab, object_id, player, into) for ab in o.emblem.abilities):
            found.append(oid)
    return tuple(found)


def _next_matches(
    state: GameState, ab: Ability, object_id: str, player: str, into: str | None
) -> bool:
    n = ab.next_played
    card = state.card(object_id)
    if n is None or card is None or (n.card_type is not None and n.card_type is not card.type):
        return False
    if n.into_terrain is not None and not any(
        n.into_terrain in expedition_terrains(state, e)
        for e in played_into_expeditions(state, object_id, into)
    ):
        return False  # "in {V}": in an Expedition in that terrain (7.5.8.b-c; Gigantic, 7.4.4.c)
    if n.listed and not _listed_matches(state, n, object_id):
        return False  # gh: "You may play it this turn for {1} less": that object only
    if n.played_from:
        # "from your hand": where it is played from — noted as it went to Limbo (5.1.2.d).
        o = state.objects[object_id]
        where = o.played_from or z.kind_of(o.zone).value
        if where != n.played_from:
            return False
    return n.filter is None or matches(state, object_id, n.filter, player, None)


def _listed_matches(state: GameState, n: NextPlayed, object_id: str) -> bool:
    """gh: a cost change bound to objects (1.4.1.a) applies to one of them as it is
    declared (5.1.2.c), and to its card once moved to Limbo to be played — a new object
    there (2.1.d) — when the Emblem noted it (:func:`engine.play.next_played.noted_cards`)."""
    if object_id in n.objects:
        return True
    o = state.objects[object_id]
    return z.kind_of(o.zone) is ZoneKind.LIMBO and o.card_id in n.cards


EXPEDITION_DESTS = (ExpeditionKind.HERO.value, ExpeditionKind.COMPANION.value)


def ready_orbs(state: GameState, player: str) -> tuple[str, ...]:
    """The Mana Orbs a player can pay mana with (1.2.5.e): ready ones (3.2.9.c) that no
    "can't be exhausted" protects (1.4.1.a) — :func:`payable_orbs`."""
    return payable_orbs(state, player)


def cost_of(
    state: GameState,
    object_id: str,
    cost_change: int = 0,
    free: bool = False,
    scout: bool = False,
    dest: str | None = None,
) -> int:
    """The mana cost to play a card: Hand Cost from Hand, Reserve Cost from Reserve
    (5.1.2.d), an absent cost counting as 0, or X for Scout X (7.4.5.c), with cost
    alterations (5.1.2.f, 7.4.5.d); ``dest``: where it is played ("hero", ...)."""
    return play_cost(state, object_id, cost_change, free, scout, dest).amount


def play_cost(
    state: GameState,
    object_id: str,
    cost_change: int,
    free: bool,
    scout: bool = False,
    dest: str | None = None,
    optional_paid: bool = False,
) -> Cost:
    player = state.objects[object_id].owner
    extra = (("the effect playing it", cost_change),) if cost_change else ()
    card = state.card(object_id)
    base = card.scout if scout and card is not None else None
    into = z.expedition_id(player, ExpeditionKind(dest)) if dest in EXPEDITION_DESTS else None
    return card_cost(state, player, object_id, extra, free, base, into, optional_paid)


def zone_bound_decreases(
    state: GameState, object_id: str, player: str, into: str | None = None
) -> tuple[tuple[str, str], ...]:
    """The cost decreases that would apply to ``object_id`` but for the zone it is played
    from ("Cards you play from Reserve cost {1} less" for a card in Hand; 5.1.2.d: played
    from Hand it costs its Hand Cost, from Reserve its Reserve Cost): each its source object
    and ability text — said where a play is refused for want of mana."""
    o = state.objects[object_id]
    where = z.kind_of(o.zone)
    card = state.card(object_id)
    if card is None:
        return ()
    found = [
        (oid, ab)
        for oid, _, ab in effective_abilities(state)
        if ab.cost_change is not None and ab.cost_change.scope == CostScope.CARDS
    ]
    found.extend((object_id, ab) for ab in card.abilities if ab.cost_change is not None)
    out: list[tuple[str, str]] = []
    for source, ab in found:
        spec = ab.cost_change
        assert spec is not None
        if spec.from_zone is None or spec.from_zone is where or spec.change >= 0:
            continue
        controller = o.owner if source == object_id else state.objects[source].controller
        anywhere = replace(spec, from_zone=None)
        if _applies(state, anywhere, source, controller, object_id, player, into):
            out.append((source, ab.text))
    return tuple(out)
