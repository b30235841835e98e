"""Whether a card can be played now, and for how much (5.1.2.c-g).

A declaration of intent that breaks a rule is refused before anything happens
(5.1.2.g), naming the rule. The same checks decide which cards an effect may offer to
play (6.1.g: impossible options cannot be chosen) — so this module depends only on the
state and the cost calculation, never on resolution.
"""

from __future__ import annotations

from engine.pipeline.idle_exceptions import idle_exceptions
from engine.pipeline.objects_cant import orbs_that_cant_be_exhausted
from engine.pipeline.statics import cant_be_played, may_play_exhausted, opponent_forbids_playing
from engine.play.costs import (
    EXPEDITION_DESTS,
    base_words,
    breakdown_words,
    cost_of,
    play_cost,
    ready_orbs,
)
from engine.play.counted_limits import limit_reached, limit_words
from engine.play.not_from_here import not_from_here, scout_not_here
from engine.play.optional_costs import cost_count, cost_said, optional_options, optional_spec
from engine.reading.passives import ignored_keywords
from engine.state import zones as z
from engine.state.cards import CardDef
from engine.state.enums import (
    CardType,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    ZoneKind,
)
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.statics import StaticKind
from engine.steps.subject_choices import read_playable_with, read_why_not_playable_with
from engine.why.count_notes import count_note
from engine.why.labels import orb_label
from engine.why.orb_origins import exhausted_orbs_note
from engine.why.second_person import second_person_note
from engine.why.status_origin_words import origin_suffix
from engine.why.table import rule_of, why

_DECLARED = why("refused.declaration_illegal")
"""Beside a "can't" that forbids a play (1.4.1.a): the declaration of intent is checked
before anything changes, and an illegal one is taken back (5.1.2.g)."""


def can_scout(state: GameState, object_id: str) -> bool:
    """Scout works while the card is in Hand (7.4.5.b) — unless its abilities are ignored
    or lost there: then it exists but has no effect (7.3.19.b, 2.3.1.d)."""
    card = state.card(object_id)
    return (
        card is not None
        and Keyword.SCOUT in card.keywords
        and card.scout > 0
        and z.kind_of(state.objects[object_id].zone) is ZoneKind.HAND
        and Keyword.SCOUT not in ignored_keywords(state, object_id)
    )


def places_for(card: CardDef) -> tuple[str, ...]:
    """Where a card can be played into (5.2.1.a, 5.2.3.a, 5.2.4): an Expedition for a
    Character or Expedition Permanent, Landmarks, or nowhere in play for a Spell."""
    if card.type is CardType.CHARACTER or (
        card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.EXPEDITION
    ):
        return EXPEDITION_DESTS
    if card.type is CardType.PERMANENT:
        return ("landmark",)
    if card.type is CardType.SPELL:
        return ("spell",)
    return ()


# where a card is played, in a judge's words (a refusal names the place asked for)
_PLACE_WORDS = {
    "hero": "the hero Expedition",
    "companion": "the companion Expedition",
    "landmark": "the Landmarks",
    "spell": "Limbo as a Spell",
}


def _place_point(card: CardDef) -> str:
    """Which rule says where this card is played (5.2.1.a, 5.2.2.a, 5.2.3.a, 5.2.4.b)."""
    if card.type is CardType.PERMANENT:
        if card.permanent_zone is PermanentZone.EXPEDITION:
            return "refused.wrong_place.permanent"
        return "refused.wrong_place.landmark"
    if card.type is CardType.SPELL:
        return "refused.wrong_place.spell"
    return "refused.wrong_place"


def check_play(
    state: GameState,
    player: str,
    object_id: str,
    dest: str,
    in_effect: bool = False,
    cost_change: int = 0,
    free: bool = False,
    scout: bool = False,
    available: int | None = None,
) -> int:
    """Refuse an illegal declaration of intent with the rule it breaks (5.1.2.g). A card
    played by an effect (5.1.1.d, 5.2.b) is played whenever that effect says. Returns
    the cost to pay (5.1.2.f); ``available`` is the player's ready Mana Orb count when
    the caller already knows it."""
    if scout and (object_id not in state.objects or not can_scout(state, object_id)):
        # its own Scout when it is not in Hand: works only there (7.4.5.b)
        scouts = scout_not_here(state, object_id)
        raise IllegalAction(
            "only a card with Scout in Hand can be played with Scout"
            + "".join(f"; {words}" for words, _ in scouts),
            rule_of("refused.scout_only"),
            tuple(r for _, rules in scouts for r in rules),
        )
    if not in_effect and (state.phase is not Phase.AFTERNOON or state.turn_player != player):
        raise IllegalAction(
            f"{player} cannot play a card: it is not their turn", rule_of("refused.not_turn_effect")
        )
    o = state.objects.get(object_id)
    if o is None:
        raise IllegalAction(f"{object_id} does not exist", rule_of("refused.object_gone"))
    kind = z.kind_of(o.zone)
    # 5.2.a: from Hand or Reserve "unless specified otherwise" — an effect naming a card on
    # top of the Deck ("reveal the top card of your deck. You may play it for free") may
    # play it from there, for free only: its cost is a Hand or a Reserve Cost (5.1.2.d).
    from_deck = in_effect and free and kind is ZoneKind.DECK
    if o.owner != player or (kind not in (ZoneKind.HAND, ZoneKind.RESERVE) and not from_deck):
        raise IllegalAction(
            f"{state.name(object_id)} is not in {player}'s Hand or Reserve",
            rule_of("refused.not_in_hand_or_reserve"),
        )
    exhausted = kind is ZoneKind.RESERVE and Status.EXHAUSTED in o.statuses
    if exhausted and not may_play_exhausted(state, player, object_id, dest):  # 2.4.6.d exception
        # an exception the board seems to offer, not in effect: said with its rule
        idle = idle_exceptions(state, player, StaticKind.PLAY_EXHAUSTED_FROM_RESERVE)
        said = "".join(f"; {words}" for words, _ in idle)
        # the effect that exhausted it, when one did (2.4.6.a)
        given, given_rules = origin_suffix(state, object_id, Status.EXHAUSTED)
        raise IllegalAction(
            f"{state.name(object_id)} is exhausted in Reserve{given}{said}",
            rule_of("refused.exhausted_in_reserve"),
            tuple(dict.fromkeys((*(r for _, rules in idle for r in rules), *given_rules))),
        )
    forbidding = cant_be_played(state, object_id)
    if forbidding is not None:  # say which "can't" holds, in the card's words (1.4.1.a)
        # An ability changing the way its card may be played works in the zone it is played
        # from (1.2.4.d) — the rule that decides it in Hand or Reserve; can't beats can.
        # From a Deck (an effect revealing it "play it for free") the zone is no question
        # a player raises: the "can't" is the rule named first there (1.4.1.a).
        zone_rule = rule_of("refused.own_cant_be_played_where_played_from")
        cant_rule = rule_of("refused.cant_be_played")
        # what its condition counted ("less than seven Mana Orbs": exhausted ones too, 3.2.9.c)
        counted: str = ""
        count_rules: tuple[str, ...] = ()
        if forbidding.condition is not None:
            counted, count_rules = count_note(state, forbidding.condition, player, object_id)
        if kind is ZoneKind.DECK:
            raise IllegalAction(
                f"{state.name(object_id)} can't be played now: its "
                f"“{forbidding.text.strip().rstrip('.')}” holds{counted}",
                cant_rule,
                (zone_rule, *count_rules, *_DECLARED),
            )
        where = "Reserve" if kind is ZoneKind.RESERVE else "Hand"
        raise IllegalAction(
            f"{state.name(object_id)} can't be played now: its "
            f"“{forbidding.text.strip().rstrip('.')}” holds{counted} — an ability that changes "
            f"the way its card may be played works in the {where} it is played from, and a "
            "“can't” beats a “can”",
            zone_rule,
            (cant_rule, *count_rules, *_DECLARED),
        )
    opposed = opponent_forbids_playing(state, player, object_id, dest)
    if opposed is not None:  # "Your opponents can't play Spells this turn" (1.4.1.a)
        bearer, theirs = opposed
        r = theirs.restriction
        # a targeted one names them in its own words ("Target opponent can't …", 6.5.b)
        whose = "" if r is not None and (r.any_player or r.targeted) else "an opponent's "
        into = theirs.restriction is not None and theirs.restriction.into
        # "… in the Expedition facing me": that Expedition only (5.2.1.a); the others stay
        where = f" into their {dest} Expedition" if into else " now"
        # "Your opponents": the opponents of its controller (7.2.3.a)
        you, you_rules = second_person_note(state, bearer, theirs)
        raise IllegalAction(
            f"{player} can't play {state.name(object_id)}{where}: {whose}"
            f"“{theirs.text.strip().rstrip('.')}” holds{you}",
            rule_of("refused.player_cant_play_into" if into else "refused.player_cant_play"),
            (*you_rules, *_DECLARED),
        )
    limit = limit_reached(state, player, object_id)
    if limit is not None:  # "Each player can't play more than two Characters each Afternoon"
        raise IllegalAction(
            limit_words(state, player, object_id, limit),
            rule_of("refused.play_limit_reached"),
            _DECLARED,
        )
    card = state.card(object_id)
    assert card is not None
    if dest not in places_for(card):
        raise IllegalAction(
            f"{state.name(object_id)} cannot be played into {_PLACE_WORDS.get(dest, dest)}",
            rule_of(_place_point(card)),
        )
    cost = cost_of(state, object_id, cost_change, free, scout, dest)
    additional = optional_spec(state, object_id)
    payable = len(optional_options(state, player, object_id))
    if (
        not free
        and additional is not None
        and additional.additional
        and payable < cost_count(additional)
    ):
        # 5.1.2.g, 1.2.5.c: a declaration whose additional cost cannot be paid is illegal.
        what = additional.optional_action
        has = f"only {payable}" if payable else "nothing"
        raise IllegalAction(
            f"{state.name(object_id)} can't be played now: its additional cost "
            f"({cost_said(additional)}) cannot be paid — {player} has {has} to {what}",
            rule_of("refused.additional_cost"),
        )
    if not free:
        # 5.1.2.c: an optional cost chosen in the declaration may lower what is paid.
        cost = min(cost, cost_with_optional(state, player, object_id, cost_change, scout, dest))
    if available is None:
        available = len(ready_orbs(state, player))
    if cost > available:
        # a Scout or a cost decrease that does not apply from where the card is (7.4.5.b, 5.1.2.d)
        here, here_rules = not_from_here(state, player, object_id, dest)
        held = orbs_that_cant_be_exhausted(state, player)
        if held and cost <= available + len(held):
            # 1.4.1.a: a "can't be exhausted" Mana Orb pays nothing (1.2.5.e): without it, the
            # cost cannot be paid in full (1.2.5.c) — an impossible cost cannot be paid (1.4.1.b)
            names = ", ".join(orb_label(state, o) for o in held)
            raise IllegalAction(
                f"{player} cannot pay {cost} mana: {available} Mana "
                f"Orb{'' if available == 1 else 's'} can be exhausted ({names} can't be)" + here,
                rule_of("refused.orbs_cant_be_exhausted"),
                (*why("cost.paid_in_full"), *here_rules),
            )
        spent, spent_rules = exhausted_orbs_note(state, player)  # what exhausted the others
        spent = f" ({spent})" if spent else ""
        short = rule_of("refused.mana_short")
        # cite17: the cost broken down, each alteration with its source (5.1.2.f)
        altered, altered_rules = altered_cost_words(
            state, object_id, cost, cost_change, scout, dest
        )
        also = (*(r for r in why("cost.paid_in_full") if r != short), *spent_rules, *altered_rules)
        raise IllegalAction(
            f"{player} cannot pay {cost} mana with {available} ready Mana "
            f"Orb{'' if available == 1 else 's'}{spent}{altered}" + here,
            short,
            tuple(dict.fromkeys((*also, *here_rules))),
        )
    return cost


def cost_with_optional(
    state: GameState,
    player: str,
    object_id: str,
    cost_change: int = 0,
    scout: bool = False,
    dest: str | None = None,
) -> int:
    """The mana cost if the player pays the card's optional cost ("You may discard a card
    from your Reserve to reduce my cost by {2}", 5.1.2.c) — as without it when it has none
    or it cannot be paid (1.2.5.c)."""
    if optional_spec(state, object_id) is None or not optional_options(state, player, object_id):
        return cost_of(state, object_id, cost_change, False, scout, dest)
    return play_cost(state, object_id, cost_change, False, scout, dest, optional_paid=True).amount


def legal_places(
    state: GameState, player: str, object_id: str, cost_change: int = 0, free: bool = False
) -> tuple[str, ...]:
    """Where an effect could make ``player`` play ``object_id`` now (5.1.1.d, 5.2.b,
    5.2.1.a), paying what it would cost (5.1.2.f, 1.2.5.c); empty if nowhere."""
    card = state.card(object_id)
    if card is None:
        return ()
    legal: list[str] = []
    for place in places_for(card):
        try:
            check_play(state, player, object_id, place, True, cost_change, free)
        except IllegalAction:
            continue
        legal.append(place)
    return tuple(legal)


def scout_places(
    state: GameState, player: str, object_id: str, cost_change: int = 0, free: bool = False
) -> tuple[str, ...]:
    """Where an effect could make ``player`` play ``object_id`` with its alternative cost
    Scout X (7.4.5.c): an effect playing a card for free or for less does not skip the
    choice of an alternative cost (7.4.5.d Remark, 7.3.26.a, 5.1.2.c)."""
    card = state.card(object_id)
    if card is None or not can_scout(state, object_id):
        return ()
    legal: list[str] = []
    for place in places_for(card):
        try:
            check_play(state, player, object_id, place, True, cost_change, free, scout=True)
        except IllegalAction:
            continue
        legal.append(place)
    return tuple(legal)


def playable_by_effect(
    state: GameState, player: str, object_id: str, cost_change: int = 0, free: bool = False
) -> bool:
    """Whether an effect could make ``player`` play ``object_id`` now, somewhere, with its
    normal cost or with Scout."""
    return bool(
        legal_places(state, player, object_id, cost_change, free)
        or scout_places(state, player, object_id, cost_change, free)
    )


def why_not_by_effect(
    state: GameState, player: str, object_id: str, cost_change: int = 0, free: bool = False
) -> tuple[str, tuple[str, ...]] | None:
    """Why an effect could not make ``player`` play ``object_id`` now, in words with the
    rules of the first refusal (5.1.2.g): its own rule, then those cited beside it (a card's
    own "can't" works where it is played from, 1.2.4.d, and beats the effect's "can",
    1.4.1.a); None when it could."""
    if playable_by_effect(state, player, object_id, cost_change, free):
        return None
    card = state.card(object_id)
    for place in places_for(card) if card is not None else ():
        try:
            check_play(state, player, object_id, place, True, cost_change, free)
        except IllegalAction as exc:
            text = str(exc.args[0]) if exc.args else str(exc)
            rules = tuple(dict.fromkeys((exc.rule, *exc.also)))
            return text.removesuffix(f" (CR {exc.rule})"), rules
    return None


# A step choosing a card to play offers only those that can be played (6.1.g, 5.2.b), and
# says why a card in its player's Reserve is not offered.
read_playable_with(playable_by_effect)
read_why_not_playable_with(why_not_by_effect)


def altered_cost_words(
    state: GameState,
    object_id: str,
    cost: int,
    cost_change: int,
    scout: bool,
    dest: str | None,
) -> tuple[str, tuple[str, ...]]:
    """ ": Lord Kelvin costs 5 (Ebenezer Scrooge: +1), from its Reserve Cost 4" and the
    rule of cost alterations (5.1.2.f) when alterations made ``object_id``'s cost ``cost``;
    ``("", ())`` for a cost no alteration changed (a refusal for want of mana names where
    the extra mana comes from, cite17)."""
    computed = play_cost(state, object_id, cost_change, False, scout, dest)
    if not computed.altered or computed.amount != cost:
        return "", ()
    words = breakdown_words(computed, base_words(state, object_id, scout))
    return f": {state.name(object_id)} costs {cost}{words}", why("play.cost_altered")
