"""Seasoned that would apply but does not: a Fleeting Seasoned Character discarded instead
of going to Reserve (cite17, issue 31).

Seasoned keeps an object's boosts as it moves from the Expedition zone to the Reserve
(7.4.6.b). A Fleeting Character that would go there is discarded instead (2.4.7.d): it
never moves to the Reserve, so Seasoned keeps nothing and its boosts are lost (2.5.j). The
judge sees the keyword and the boosts: the line says, at that moment, why Seasoned did not
keep them — a non-event, said where it did not happen.
"""

from __future__ import annotations

from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.enums import Keyword, ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import AtomicAction
from engine.why.table import why


def seasoned_not_kept(
    state: GameState, a: AtomicAction, new: AtomicAction
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` when ``a`` would move a boosted object with Seasoned from the
    Expedition zone to the Reserve and ``new`` (its replacement) sends it elsewhere;
    ``("", ())`` otherwise."""
    oid = a.object_id
    if oid is None or oid not in state.objects or a.to_zone is None or new.to_zone is None:
        return "", ()
    obj = state.objects[oid]
    if not obj.boosts or z.kind_of(obj.zone) is not ZoneKind.EXPEDITION:
        return "", ()
    if z.kind_of(a.to_zone) is not ZoneKind.RESERVE or z.kind_of(new.to_zone) is ZoneKind.RESERVE:
        return "", ()
    if not has_keyword(state, oid, Keyword.SEASONED):
        return "", ()
    rules = why("action.seasoned_keeps")[:1]  # 7.4.6.b
    boosts = "its boost" if obj.boosts == 1 else f"its {obj.boosts} boosts"
    return (
        f"{state.name(oid)} has Seasoned but does not keep {boosts}: Seasoned keeps them only "
        "on a move from the Expedition zone to the Reserve, and it does not go to the Reserve "
        f"({', '.join(rules)})",
        rules,
    )
