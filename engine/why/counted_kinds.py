"""Why the objects a count counted are of the kind it names, said beside what it counted
(issue 31): a status it asks for is decided by that status's own rule — "Boosted" is having
at least one boost, so each Boosted Character counts once whatever its boosts (2.4.5.a) —,
and a token counted as "a Character" is one because a token's type is Character unless the
effect creating it says otherwise (2.2.1.d)."""

from __future__ import annotations

from engine.state.conditions import ObjectFilter
from engine.state.enums import CardType, Status
from engine.state.game_state import GameState
from engine.why.table import why

_STATUS_WORDS: dict[Status, tuple[str, str]] = {
    Status.BOOSTED: (
        "Boosted: at least one boost, each counted once whatever its boosts",
        "refused.target.boosted",
    ),
}
"""A status a count asks for -> the words saying what it is and its decision point."""


def counted_kinds(
    state: GameState, flt: ObjectFilter | None, ids: tuple[str, ...]
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: "; Boosted: at least one boost, …" for a count of a status with a
    rule of its own (2.4.5.a), "; Ordis Recruit: a token, a Character" for tokens among the
    counted ``ids`` of a count of Characters (2.2.1.d); ``("", ())`` when neither."""
    words: list[str] = []
    rules: list[str] = []
    statuses = flt.statuses if flt is not None else frozenset()
    for status in sorted(statuses, key=list(Status).index):
        if status in _STATUS_WORDS:
            said, point = _STATUS_WORDS[status]
            words.append(said)
            rules.extend(why(point))
    types = flt.types if flt is not None else frozenset()
    if CardType.CHARACTER in types:
        tokens = [
            o
            for o in ids
            if o in state.objects
            and (card := state.card(o)) is not None
            and card.is_token
            and state.type_of(o) is CardType.CHARACTER
        ]
        if tokens:
            names = ", ".join(state.name(o) for o in tokens)
            words.append(f"{names}: a token, a Character")
            rules.extend(why("token.is_character"))
    if not words:
        return "", ()
    return "; " + "; ".join(words), tuple(dict.fromkeys(rules))
