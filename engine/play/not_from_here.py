"""What would have lowered a refused play's cost but does not apply from where the card is.

A play refused for want of mana (6.4.c) is often argued with a keyword or a cost decrease
the card could use from elsewhere: Scout X is an alternative cost that works only while the
card is in Hand (7.4.5.b, 7.4.5.c) — from Reserve the card costs its Reserve Cost (5.1.2.d)
— and a decrease naming the zone a card is played from ("Cards you play from Reserve cost
{1} less") does not apply to a card played from the other one (5.1.2.d). The refusal names
each, with its rule.
"""

from __future__ import annotations

from engine.play.costs import zone_bound_decreases
from engine.state import zones as z
from engine.state.enums import Keyword, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.printed_words import ability_words
from engine.why.table import why


def not_from_here(
    state: GameState, player: str, object_id: str, into: str | None = None
) -> tuple[str, tuple[str, ...]]:
    """Words for a refusal of ``object_id``'s play (each "; …"), and their rules: its Scout
    when it is not in Hand (7.4.5.b), cost decreases for cards played from the other zone
    (5.1.2.d). Empty when none."""
    parts = (*scout_not_here(state, object_id), *_decreases(state, player, object_id, into))
    said = "".join(f"; {words}" for words, _ in parts)
    return said, tuple(dict.fromkeys(r for _, rules in parts for r in rules))


def scout_not_here(state: GameState, object_id: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Its Scout, when the card is not in Hand: it works only there (7.4.5.b) — no
    alternative cost from Reserve, where the card costs its Reserve Cost (5.1.2.d)."""
    card = state.card(object_id)
    if card is None or object_id not in state.objects:
        return ()
    where = z.kind_of(state.objects[object_id].zone)
    if where is ZoneKind.HAND or Keyword.SCOUT not in card.keywords or card.scout <= 0:
        return ()
    name = state.name(object_id)
    zone = "Reserve" if where is ZoneKind.RESERVE else "its zone"
    cost = f", for its Reserve Cost {card.reserve_cost or 0}" if where is ZoneKind.RESERVE else ""
    words = (
        f"{possessive(name)} Scout {card.scout} works only while the card is in Hand, so it "
        f"is no alternative cost from {zone}: {name} is played from there{cost}"
    )
    return ((words, why("refused.scout_not_in_hand")),)


def _decreases(
    state: GameState, player: str, object_id: str, into: str | None
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The cost decreases naming the other zone a card is played from (5.1.2.d)."""
    if object_id not in state.objects:
        return ()
    name = state.name(object_id)
    origin = "Reserve" if z.kind_of(state.objects[object_id].zone) is ZoneKind.RESERVE else "Hand"
    return tuple(
        (
            f"{possessive(state.name(source))} “{ability_words(text)}” does not apply: "
            f"{name} is played from {origin}",
            why("refused.decrease_other_zone"),
        )
        for source, text in zone_bound_decreases(state, object_id, player, into)
    )
