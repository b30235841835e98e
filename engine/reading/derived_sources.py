"""Where a derived characteristic comes from: the passive abilities that give an object a
keyword it does not print (2.3.1.a), and those that change its statistics (2.3.1.d).

The engine computes characteristics on demand (:mod:`engine.reading.passives`) without
keeping who made them so; a judge asked "why is my Recruit a Defender?" or "why is this
Vanilla 3/3/3?" names the card (or Emblem) whose passive ability applies. These readings
find those sources with the very tests the characteristics are computed with
(:func:`engine.reading.passives._reaches`, :func:`engine.reading.passives.stat_change_sources`),
so the source said is the one that applied.
"""

from __future__ import annotations

from engine.reading.passives import _reaches, _stamp, effective_abilities, has_keyword, in_play
from engine.state.cards import Ability, AbilityKind
from engine.state.enums import Keyword
from engine.state.game_state import GameState

__all__ = ["keyword_sources", "printed_keyword"]


def printed_keyword(state: GameState, object_id: str, keyword: Keyword) -> bool:
    """Whether ``keyword`` is printed on the object's card (its base characteristics,
    2.2.a) — the case where the keyword needs no source said."""
    card = state.card(object_id)
    return card is not None and keyword in card.keywords


def keyword_sources(
    state: GameState, object_id: str, keyword: Keyword
) -> tuple[tuple[str, Ability], ...]:
    """The working passive abilities (each with the object that bears it) whose grant gives
    ``object_id`` the keyword ``keyword`` now (2.3.1.a); ``()`` when the object does not
    have it, or has it only as printed."""
    if not in_play(state, object_id) or not has_keyword(state, object_id, keyword):
        return ()
    reaching = [
        (_stamp(state, src), src, ab)
        for src, _, ab in effective_abilities(state)
        if ab.kind is AbilityKind.PASSIVE
        and ab.grant is not None
        and ab.grant.keyword is keyword
        and _reaches(state, src, ab, object_id, None)
    ]
    # a keyword lost for a time takes away what was given before it (2.3.3.b), as
    # has_keyword reads it: only the grants after the last loss are sources
    lost = max((t for t, _, ab in reaching if ab.grant is not None and ab.grant.lost), default=None)
    return tuple(
        (src, ab)
        for t, src, ab in reaching
        if ab.grant is not None and not ab.grant.lost and (lost is None or t > lost)
    )
