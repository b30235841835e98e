"""A scenario's quick action, checked before it is played (ie40).

``quick_action: {card, ability: N}`` counts the abilities the engine runs, from 0, as the
format always has (saved scenarios and boards keep their meaning), then any ability the object
has from another object's passive ability (2.3.1.a). A place that holds no quick action is
refused in a judge's words: the card's printed abilities, each with its place or said not run
(5.3.b)."""

from __future__ import annotations

from engine.state.cards import AbilityKind, CardDef
from engine.state.errors import IllegalAction
from engine.state.said import possessive
from engine.why.table import rule_of
from scenarios.cards.printed_order import NOT_AN_ABILITY


def _listed(card: CardDef) -> str:
    """The card's printed abilities, each with the place the engine gives it (the index a
    scenario names) or said not run, and whether it is a quick action."""
    parts = []
    for text, at in card.printed or ():
        if at == NOT_AN_ABILITY:
            parts.append(f"“{text}” (not run by the engine: a keyword line or left to the judge)")
        elif card.abilities[at].kind is AbilityKind.QUICK_ACTION:
            parts.append(f"{at} “{text}” (a quick action)")
        else:
            parts.append(f"{at} “{text}” (not a quick action)")
    return "its abilities are " + "; ".join(parts) if parts else "it has no quick action"


def engine_index(card: CardDef | None, name: str, index: int) -> int:
    """The engine's index of the quick action ``index`` names: the card's abilities as the
    engine runs them, from 0 (docs/scenarios.md since the format began — a saved scenario
    keeps its meaning when a newer reader reads more of a card), then those it has from
    another object's passive ability (2.3.1.a). Raises :class:`IllegalAction` (5.3.b) when
    the ability there is not a quick action, saying the card's printed abilities and which
    place the engine gives each one it runs."""
    if card is None or index < 0 or index >= len(card.abilities):
        return index
    if card.abilities[index].kind is AbilityKind.QUICK_ACTION:
        return index
    raise IllegalAction(
        f"{possessive(name)} ability {index} is not a quick action: {_listed(card)}",
        rule_of("refused.quick_not_theirs"),
    )
