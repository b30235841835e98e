"""A Spell's first person (7.2.1.b): "I", "me", "my" in a Spell's effect is the Spell in
Limbo that is resolving — a new object from the card in Hand or Reserve (2.1.d), which kept
its counters moving from the Reserve (2.5.l) — or the object the Spell card becomes once it
moves to the Reserve or the Discard pile after its resolution. Said wherever a step reads
its own Spell ("my number of Arcane counters")."""

from __future__ import annotations

from engine.reading.my_counters import SPELL_ME_WORDS, spell_in_limbo
from engine.state.game_state import GameState
from engine.why.table import why


def spell_me_words(state: GameState, me: str | None) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` when ``me`` is a Spell in Limbo read as its effect's "I"
    (7.2.1.b); ``("", ())`` for any other object (7.2.1.a says the rest)."""
    if not spell_in_limbo(state, me):
        return "", ()
    return SPELL_ME_WORDS, why("effect.spell_me")
