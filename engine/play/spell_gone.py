"""A Spell that left Limbo during its own resolution ("… then put me in your Mana zone",
"Return me to my owner's hand"): when it is done resolving there is no Spell in Limbo to move
(2.1.i: the Limbo object no longer exists), so neither end of a Spell's resolution happens —
a non-Fleeting Spell is not put in its owner's Reserve (5.2.4.b), and a Fleeting one is not
discarded: only a Fleeting Spell *in Limbo* done resolving is (2.4.7.e). The card is a new
object where its effect put it, without the Fleeting it had (2.4.1.d, 2.1.d).

The trace says that non-event with the rule that does not apply (issue 31): a judge told "a
Fleeting Spell is discarded after resolving" answers with 2.4.7.e and where the card is.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import HIDDEN_ZONES, Status
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why
from engine.why.trace import TraceEntry

__all__ = ["spell_gone_entry"]


def _where(state: GameState, card_id: str) -> str:
    """The zone key the card is in now ("" when it is nowhere, as a token)."""
    oid = state.object_of_card(card_id)
    if oid is not None and oid in state.objects:
        return state.objects[oid].zone
    for key, ids in state.zones.items():
        if card_id in ids or (oid is not None and oid in ids):
            return key
    return ""


def was_fleeting(state: GameState, card_id: str) -> bool:
    """Whether the card lost Fleeting by changing zones this Day (2.4.1.d): the Spell in
    Limbo was Fleeting when its own effect moved it out (2.4.7.a, 2.4.7.b)."""
    return (card_id, Status.FLEETING.value) in state.statuses_lost_this_day


def spell_gone_entry(state: GameState, card_id: str) -> TraceEntry:
    """The line of a Spell done resolving that is no longer in Limbo: where it is, and that
    it is neither discarded (Fleeting, 2.4.7.e) nor put in Reserve (5.2.4.b)."""
    card = state.cards.get(card_id)
    name = card.name if card is not None else "the Spell"
    where = _where(state, card_id)
    said = f"{name} is no longer in Limbo"
    if where:
        # a new object in a visible zone (2.1.d); a card in a hidden zone is none (2.1.j)
        hidden = z.kind_of(where) in HIDDEN_ZONES
        said += f": it is in {zone_words(where)}" + ("" if hidden else ", a new object")
    if was_fleeting(state, card_id):
        said += (
            " — only a Fleeting Spell still in Limbo is discarded when done resolving, so "
            f"{name} is not discarded and stays there"
        )
        return TraceEntry(said, why("play.spell_gone.fleeting"))
    said += f" — only a Spell still in Limbo goes to its owner's Reserve, so {name} stays there"
    return TraceEntry(said, why("play.spell_gone"))
