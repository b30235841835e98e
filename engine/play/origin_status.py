"""Fleeting by the zone a card is played from, said either way (5.2.1.b, 5.2.2.b, 5.2.4.a,
2.4.7.a; 2.4.7.b Remark): a rule that gives a status *if* the card was played from Reserve
decides as much when it was not, and a judge asked "is it Fleeting?" is handed that rule at
the moment the card enters Limbo — played from Hand, a Character does not gain Fleeting;
played from Reserve, a Spell does; a Landmark Permanent never does, even from Reserve.
"""

from __future__ import annotations

from engine.state.cards import CardDef
from engine.state.enums import CardType, PermanentZone, Status, ZoneKind
from engine.why.table import why

_FROM_WORDS = {ZoneKind.HAND: "Hand", ZoneKind.RESERVE: "Reserve", ZoneKind.DECK: "a Deck"}
"""Where a card is played from, in a judge's words."""


def _not_from_reserve_point(card: CardDef) -> str:
    """The point whose rule gives Fleeting to a card of ``card``'s type only when it is
    played from Reserve — so it decides, too, that it does not gain it otherwise."""
    if card.type is CardType.SPELL:
        return "play.not_from_reserve.spell"
    if card.type is CardType.PERMANENT:
        return "play.not_from_reserve.permanent"
    return "play.not_from_reserve.character"


def origin_fleeting_note(
    card: CardDef, played_from: ZoneKind, statuses: frozenset[Status]
) -> tuple[str, tuple[str, ...]] | None:
    """What the card's origin zone decides about its Fleeting as it enters Limbo, in words
    and rules; None where no origin rule speaks (a Landmark Permanent played from Hand)."""
    where = _FROM_WORDS.get(played_from, played_from.value)
    landmark = card.type is CardType.PERMANENT and card.permanent_zone is PermanentZone.LANDMARK
    if landmark:
        if played_from is not ZoneKind.RESERVE:
            return None
        return (
            "played from Reserve, a Landmark Permanent does not gain Fleeting",
            why("play.landmark_never_fleeting"),
        )
    fleeting = Status.FLEETING in statuses
    verb = "gains" if fleeting else "does not gain"
    text = f"played from {where}, it {verb} Fleeting"
    if played_from is ZoneKind.RESERVE:
        return text, ()  # the rule that gave it is cited already (2.4.7.a)
    return text, why(_not_from_reserve_point(card))
