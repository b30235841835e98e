"""Rest (4.2.5.b) for a card that is a new object since it lost a status this Day: a
Character made Fleeting, Anchored or Asleep that changed zones — returned to its Hand,
say — and was played again is a new object, and the status did not follow it (1.4.4.a;
2.4.1.c-d): it goes to Reserve as any other. The outcome the lost status would have
changed (discarded instead, 2.4.7.d; stays in play, 2.4.2, 2.4.4) is said with the rule."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.reading.passives import has_keyword
from engine.state import zones as z
from engine.state.enums import Keyword, Status
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why

_REST_CHANGED_BY = {
    Status.FLEETING.value: "a Fleeting Character would be discarded instead",
    Status.ANCHORED.value: "an Anchored Character would stay in play",
    Status.ASLEEP.value: "an Asleep Character would stay in play",
}
"""The statuses Rest reads (2.4.7.d, 2.4.2, 2.4.4), with what each would have done."""


def rest_new_object_notes(state: GameState, sent: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """The words and rules for the objects Rest sends to Reserve whose card lost, by an
    earlier change of zone this Day, a status that would have changed where Rest puts it
    and that the object does not have now; ``("", ())`` when there is none."""
    said: list[str] = []
    for oid in dict.fromkeys(sent):
        obj = state.objects.get(oid)
        if obj is None or obj.card_id is None:
            continue
        lost = [
            status
            for card, status in state.statuses_lost_this_day
            if card == obj.card_id
            and status in _REST_CHANGED_BY
            and Status(status) not in obj.statuses
        ]
        for status in dict.fromkeys(lost):
            said.append(
                f"{state.name(oid)} lost {status} when it changed zones earlier this Day: it "
                f"is a new object, which {status} did not follow ({_REST_CHANGED_BY[status]}), "
                "so it goes to Reserve"
            )
    if not said:
        return "", ()
    return "; ".join(said), why("object.new_zone_new_object")


def dusk_new_object_notes(
    state: GameState, moving: tuple[str, ...], members_of: Callable[[str], Iterable[str]]
) -> tuple[str, tuple[str, ...]]:
    """The words and rules for the Expeditions that move forward at Dusk though a Character
    in them was given Defender this Day (7.4.2.b) by an Emblem-Ongoing it no longer has:
    it changed zones since, a new object the Emblem does not apply to (1.4.4.a, 2.1.d);
    ``("", ())`` when there is none."""
    said: list[str] = []
    for exp in moving:
        for oid in members_of(exp):
            obj = state.objects.get(oid)
            if obj is None or obj.card_id is None or has_keyword(state, oid, Keyword.DEFENDER):
                continue
            for card, keyword, source in dict.fromkeys(state.keywords_lost_this_day):
                if card == obj.card_id and keyword == Keyword.DEFENDER.value:
                    said.append(
                        f"{state.name(oid)} lost Defender (given by {source}) when it changed "
                        "zones earlier this Day: it is a new object, which that Emblem-Ongoing "
                        f"no longer applies to, so it does not stop {_where(exp)} moving "
                        "forward"
                    )
    if not said:
        return "", ()
    return "; ".join(said), why("object.new_zone_new_object")


def _where(expedition: str) -> str:
    return zone_words(z.zone_of_expedition(expedition))
