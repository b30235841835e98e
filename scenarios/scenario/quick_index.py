"""A scenario's quick action named by its PRINTED place on the card (ie40).

``quick_action: {card, ability: N}`` counts the card's printed abilities from 0, as its card
sheet lists them — keyword lines and abilities left to the judge counted, support abilities
after the others — then any ability the object has from another object's passive ability
(2.3.1.a) after them. The engine numbers only the abilities it runs; this turns the printed
place into the engine's, and refuses, in a judge's words, a place that holds no quick action
the engine runs: what is printed there, and which of the card's abilities are read (5.3.b)."""

from __future__ import annotations

from engine.state.cards import AbilityKind, CardDef
from engine.state.errors import IllegalAction
from engine.state.said import possessive
from engine.why.table import rule_of
from scenarios.cards.printed_order import NOT_AN_ABILITY


def _listed(card: CardDef) -> str:
    """The card's printed abilities, each with its place and whether the engine reads it."""
    parts = []
    for i, (text, at) in enumerate(card.printed):
        if at == NOT_AN_ABILITY:
            kind = "not run by the engine (a keyword line or left to the judge)"
        elif card.abilities[at].kind is AbilityKind.QUICK_ACTION:
            kind = "a quick action"
        else:
            kind = "not a quick action"
        parts.append(f"{i} “{text}” ({kind})")
    return "; ".join(parts)


def engine_index(card: CardDef | None, name: str, printed: int) -> int:
    """The engine's index of the ability printed ``printed``-th on ``card`` (from 0); a card
    whose printed abilities are not known (one written in the card language) is numbered as
    written. Raises :class:`IllegalAction` (5.3.b) when that printed ability is not a quick
    action the engine runs."""
    if card is None or not card.printed or printed < 0:
        return printed
    if printed >= len(card.printed):  # one it has from another's passive ability (2.3.1.a)
        return len(card.abilities) + printed - len(card.printed)
    text, at = card.printed[printed]
    if at == NOT_AN_ABILITY or card.abilities[at].kind is not AbilityKind.QUICK_ACTION:
        said = (
            "is not run by the engine (a keyword line, or an ability left to the judge)"
            if at == NOT_AN_ABILITY
            else "is not a quick action"
        )
        raise IllegalAction(
            f"{possessive(name)} printed ability {printed} (“{text}”) {said}: its printed"
            f" abilities, from 0, are {_listed(card)}",
            rule_of("refused.quick_not_theirs"),
        )
    return at
