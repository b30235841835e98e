"""Why Defender Characters don't prevent an Expedition from moving forward at Dusk, said on
the Progress line (7.4.2.b): the ability that says so ("If my Expedition is behind, [Defender]
Characters don't prevent it from moving forward") and — when its condition reads where the
Expeditions stand — where each stands *before* the move, when Defender is checked: an
Expedition is behind if it is closer to its starting region than the Expedition facing it
(7.5.2.b), ahead (7.5.2.a) or tied (7.5.2.c) likewise.

Once the Expedition has moved forward the condition may be false (a behind Expedition that
catches up is tied); that change is said after the event, where passive abilities are
re-evaluated (2.3.1.e, :mod:`engine.pipeline.passive_changes`), and changes nothing of a
move already made.
"""

from __future__ import annotations

from engine.pipeline.statics import defenders_exceptions_unmet, defenders_not_preventing
from engine.state import zones as z
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.why.standing_notes import condition_standing
from engine.why.table import why


def defender_exception_note(state: GameState, expedition: str) -> tuple[str, tuple[str, ...]]:
    """Words and rules for why Defender Characters don't prevent ``expedition`` from moving
    forward on ``state`` (before Progress): "Defender Characters don't prevent p1's Hero
    Expedition from moving forward: Sunisa's “If my Expedition is behind, …” applies before
    the move — p1's hero Expedition is behind: 0 regions from its starting region, against 1
    for p2's hero Expedition facing it" with 2.2.12.m, 7.4.2.b and 7.5.2.b. Empty when
    Defender Characters do prevent it."""
    found = defenders_not_preventing(state, expedition)
    if found is None:
        return "", ()
    source, ability = found
    said = f"Defender Characters don't prevent {zone_words(z.zone_of_expedition(expedition))} "
    said += "from moving forward"
    rules = list(why("dusk.defender_not_preventing"))
    text = " ".join(ability.text.split()).rstrip(".")
    if text:
        said += f": {possessive(state.whose_name(source))} “{text}” applies"
    if ability.condition is not None:
        controller = state.objects[source].controller
        standing, standing_rules = condition_standing(
            state, ability.condition, controller, source, expedition
        )
        if standing:
            said += f" before the move — {standing}"
            rules.extend(r for r in standing_rules if r not in rules)
    return said, tuple(rules)


def defender_exception_unmet_note(state: GameState, expedition: str) -> tuple[str, tuple[str, ...]]:
    """Words and rules for the Defender exceptions of ``expedition`` that do not apply on
    ``state``, their condition false (2.2.12.m): "; Test Warden's “If my Expedition is
    behind, …” does not apply — p1's hero Expedition is tied: …" with where the Expeditions
    stand (7.5.2.c). Empty when there is none."""
    said = ""
    rules: list[str] = []
    for source, ability in defenders_exceptions_unmet(state, expedition):
        text = " ".join(ability.text.split()).rstrip(".")
        said += f"; {possessive(state.whose_name(source))} “{text}” does not apply"
        rules.extend(r for r in why("forward.defender_exception_unmet") if r not in rules)
        if ability.condition is not None:
            controller = state.objects[source].controller
            standing, standing_rules = condition_standing(
                state, ability.condition, controller, source, expedition
            )
            if standing:
                said += f" — {standing}"
                rules.extend(r for r in standing_rules if r not in rules)
    return said, tuple(rules)
