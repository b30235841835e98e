"""Which ability ignores a Reaction, said where the Reaction does not activate (issue 31,
cite14; blind 38/04): "Ignore my abilities during the first Day" is a passive ability that
states some abilities are ignored during a period (7.3.19.a); during it they exist but a
Reaction does not activate (7.3.19.b) — and an ability that would ignore itself works
normally (7.3.19.b, Remark), so the ignoring ability is never the ignored one."""

from __future__ import annotations

from engine.reading.ignoring import ignoring_sources
from engine.reading.working import abilities_of_object
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.table import why


def ignored_by_words(state: GameState, object_id: str) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: " — ignored by Fen & Crowbar's own “Ignore my abilities during
    the first Day”, which does not ignore itself" (7.3.19.a); ``("", ())`` when no single
    passive ability is found to say it."""
    sources = ignoring_sources(state, object_id)
    if len(sources) != 1:
        return "", ()
    src, index = sources[0]
    held = abilities_of_object(state, src)
    text = held[index].text.rstrip(".") if 0 <= index < len(held) else ""
    if not text:
        return "", ()
    if src == object_id:
        return (
            f" — ignored by its own “{text}” for that period, which does not ignore itself",
            why("ignore.period"),
        )
    return f" — ignored by {possessive(state.name(src))} “{text}” for its period", why(
        "ignore.period"
    )
