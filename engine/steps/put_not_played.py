"""A card an effect moves into play whose own "I can't be played [if …]" holds: the move is
not a play, so the restriction does not stop it — said on the step's line, where a judge
asks (7.3.27.a: to put is to move; 7.5.12.a: a card is played only as it leaves Limbo
during its resolution — the impossibility, 1.4.1.a, stops only what it names).

"I can't be played if you have less than seven Mana Orbs" (1.4.1.a) forbids playing the
card (section 5); an effect that puts it in an Expedition or the Landmarks moves it there
(7.3.27.a), which the ability does not name. One check for every card with such an
ability and every atomic action that moves a card into play from a zone other than Limbo
(a card played arrives from Limbo, 5.1.2.l).
"""

from __future__ import annotations

from engine.pipeline.keywords import ACTION_RULES
from engine.pipeline.statics import cant_be_played
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.table import why

_IN_PLAY = (ZoneKind.EXPEDITION, ZoneKind.LANDMARK)


def put_not_played_notes(
    before: GameState, events: tuple[Event, ...]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(words, rules)`` for each card ``events`` moved into play from outside Limbo whose
    own "can't be played" held as it moved: "Tomoe Gozen's “I can't be played if you have
    less than seven Mana Orbs” does not stop this: it is put in play by an effect, not
    played (7.3.27.a, 7.5.12.a)"."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or not ev.from_zone or not ev.to_zone:
            continue
        if z.kind_of(ev.to_zone) not in _IN_PLAY or z.kind_of(ev.from_zone) in (
            ZoneKind.LIMBO,
            *_IN_PLAY,
        ):
            continue
        ability = cant_be_played(before, oid)
        if ability is None:
            continue
        action = ACTION_RULES.get(ev.kind, ACTION_RULES[ActionKind.PUT])  # 7.3.27.a: a move
        rules = (action, *why("effect.move_is_not_play"))
        words = ability.text.strip().rstrip(".")
        whose = possessive(before.name(oid))
        line = (
            f"{whose} “{words}” does not stop this: it is moved into play by an effect, not "
            f"played ({', '.join(rules)})"
        )
        out.append((line, rules))
    return tuple(out)
