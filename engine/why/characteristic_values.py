"""The rules of the values a condition, filter or count compared, for the Reaction-activating
step ("Ordis Carrier: Hand Cost 3 (printed), though 2 was paid", 2.2.7.b, 5.1.2.f) and the line
of a chosen target; the values and their decision points are said by
:mod:`engine.reading.characteristic_values`.
"""

from __future__ import annotations

from engine.reading.characteristic_values import compared_points
from engine.state.conditions import ObjectFilter
from engine.state.game_state import GameState
from engine.why.table import why

__all__ = ["chosen_values", "compared_values", "played_values"]


def compared_values(
    state: GameState,
    wanted: ObjectFilter | None,
    object_id: str,
    paid: int | None = None,
    free: bool = False,
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` of :func:`compared_points`: the rules of its points."""
    words, points = compared_points(state, wanted, object_id, paid, free)
    return words, tuple(dict.fromkeys(r for p in points for r in why(p)))


def played_values(
    before: GameState,
    limbo_id: str,
    seen: GameState,
    at: str,
    wanted: ObjectFilter | None,
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` for a card just played that a "When you play a [card] with Hand
    Cost …" trigger compared: "Ordis Carrier: Hand Cost 3 (printed), though 2 was paid" —
    the values as the trigger saw the card (``at`` in ``seen``), the mana paid as recorded
    on the card in Limbo (``limbo_id`` in ``before``, 5.1.2.i)."""
    if limbo_id not in before.objects:
        return "", ()
    o = before.objects[limbo_id]
    words, rules = compared_values(seen, wanted, at, o.paid_mana, o.played_free)
    if not words:
        return "", ()
    return f"{before.name(limbo_id)}: {words}", rules


def chosen_values(
    state: GameState, wanted: ObjectFilter | None, chosen: tuple[str, ...]
) -> tuple[str, tuple[str, ...]]:
    """ " [Hand Cost 0 (a token's)]": the values the description of a target compared for
    the objects chosen (one named when several are), said on the line of the choice, and
    their rules; ``("", ())`` when it compares none."""
    said: list[str] = []
    rules: list[str] = []
    for o in chosen:
        words, found = compared_values(state, wanted, o)
        if words:
            said.append(words if len(chosen) == 1 else f"{state.name(o)}: {words}")
            rules.extend(found)
    if not said:
        return "", ()
    return f" [{'; '.join(said)}]", tuple(dict.fromkeys(rules))
