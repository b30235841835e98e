"""Where a cost alteration's cards are played (5.1.2.f): "Characters you play in my
Expedition cost {1} less", "Characters your opponents play in the Expedition facing me cost
{1} more", "… in your Hero Expedition", "Landmark Permanents you play", and "the first
Character you play in my Expedition each turn".

The Expedition a Character or Expedition Permanent is played into is chosen in the
declaration of intent (5.1.2.c, 5.2.1.a), before its costs are paid (5.1.2.a), so the cost
computed knows it; a card played into no Expedition (a Spell, a Landmark Permanent) is
played into none of them, and such an alteration does not apply to it.
"""

from __future__ import annotations

from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.cards import CardDef, CostSpec
from engine.state.enums import ExpeditionKind
from engine.state.game_state import GameState
from engine.state.said import possessive

INTO_MY_EXPEDITION = "my_expedition"
INTO_FACING_ME = "facing_me"
INTO_KINDS = {k.value: k for k in (ExpeditionKind.HERO, ExpeditionKind.COMPANION)}


def place_expeditions(state: GameState, spec: CostSpec, source: str, player: str) -> frozenset[str]:
    """The Expeditions ``spec.into`` names, for the alteration of ``source`` and a card
    ``player`` plays: the source's Expedition(s) (both for a Gigantic one, 7.4.4.b), the
    Expedition facing it (1.2.3.c; none for a Gigantic source, which faces no single one),
    or the player's Hero / Companion Expedition (7.2.3.a)."""
    if spec.into == INTO_MY_EXPEDITION:
        return expeditions_of(state, source)
    if spec.into == INTO_FACING_ME:
        mine = expeditions_of(state, source)
        return frozenset({state.facing(e) for e in mine}) if len(mine) == 1 else frozenset()
    kind = INTO_KINDS.get(spec.into)
    return frozenset({z.expedition_id(player, kind)}) if kind is not None else frozenset()


def played_into_place(
    state: GameState, spec: CostSpec, source: str, player: str, into: str | None
) -> bool:
    """Whether a card ``player`` plays into the Expedition ``into`` (``None``: into none)
    is played where ``spec`` says (no place said: anywhere)."""
    if not spec.into:
        return True
    return into is not None and into in place_expeditions(state, spec, source, player)


def of_permanent_zone(spec: CostSpec, card: CardDef) -> bool:
    """Whether ``card`` is of the Permanent zone type ``spec`` names ("Landmark Permanents
    you play", 2.2.3.b; none named: any)."""
    return spec.permanent_zone is None or card.permanent_zone is spec.permanent_zone


def place_words(state: GameState, spec: CostSpec, source: str, player: str) -> str:
    """Where ``spec`` asks the card to be played, in a judge's words."""
    if spec.into == INTO_MY_EXPEDITION:
        return f"in {possessive(state.name(source))} Expedition"
    if spec.into == INTO_FACING_ME:
        return f"in the Expedition facing {state.name(source)}"
    return f"in {player}'s {spec.into.capitalize()} Expedition"


def played_into(player: str, dest: str | None) -> str | None:
    """The Expedition a card ``player`` plays to ``dest`` ("hero", "companion") is played
    into, or ``None`` (a Spell, a Landmark Permanent: into no Expedition, 5.1.2.c)."""
    kind = INTO_KINDS.get(dest or "")
    return z.expedition_id(player, kind) if kind is not None else None
