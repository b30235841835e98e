"""Whether a token is among the first its creator created in a period (7.3.5.a, 6.1.f): the
reading of the records ``engine.pipeline.created_tokens`` keeps on the state."""

from __future__ import annotations

Created = tuple[str, str, int, str]
"""(owner, token object id, step, card type) of a created token."""


def first_created(
    record: tuple[Created, ...], player: str, it: tuple[str, ...], card_type: str = ""
) -> bool:
    """Whether one of ``it`` is among the first tokens ``player`` created in the record —
    of ``card_type`` if one is named ("the first token Character"): no token of theirs
    (of that type) was created by an earlier step (6.1.f: a step's tokens together)."""
    mine = [
        (oid, step)
        for who, oid, step, kind in record
        if who == player and (not card_type or kind == card_type)
    ]
    if not mine:
        return False
    first = min(step for _, step in mine)
    return any(oid in it for oid, step in mine if step == first)
