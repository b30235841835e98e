"""A card's own play restriction checked and found not to forbid the play ("I can't be played if
you have less than seven Mana Orbs" with seven Mana Orbs, four of them exhausted).

The declaration of intent is checked for legality once it is made (5.1.2.g); a card's own
ability changing the way it may be played works where it is played from (2.2.12.g), and a
"can't" whose condition holds forbids the play (1.4.1.a — that refusal is
:mod:`engine.play.legality`'s). When the condition is false the play goes on, and the play
line says so with what the condition looked at — every object in the Mana zone is a Mana
Orb, ready or exhausted (3.2.9.c) — so a judge asked "you only have three Mana Orbs to use"
has the reason on the line (issue 31: a check that does not forbid is said).
"""

from __future__ import annotations

from engine.reading.conditions import holds
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.statics import StaticKind
from engine.why.count_notes import count_note
from engine.why.standing_notes import condition_standing
from engine.why.table import why

__all__ = ["own_restriction_notes"]


def own_restriction_notes(
    state: GameState, player: str, object_id: str
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(notes, rules)``: for each of the card's own "I can't be played if …" whose condition
    is false as the play is declared, "Tomoe Gozen's “I can't be played if you have less than
    seven Mana Orbs” does not forbid it: its condition is false (p1 has 7 Mana Orbs, 4 of
    them exhausted: …)" with 5.1.2.g, 2.2.12.g and the rules of what the condition counted
    (3.2.9.c …). Nothing for a card without one, or whose restriction forbids (refused)."""
    card = state.card(object_id)
    if card is None or object_id not in state.objects:
        return (), ()
    owner = state.objects[object_id].owner
    notes: list[str] = []
    rules: list[str] = []
    for ab in card.abilities:
        c = ab.condition
        if ab.static is None or ab.static.kind != StaticKind.CANT_BE_PLAYED or c is None:
            continue
        if holds(c, state, owner, me=object_id):
            continue  # it forbids: refused by engine.play.legality
        counted, count_rules = count_note(state, c, player, object_id)
        where, where_rules = condition_standing(state, c, player, object_id, None)
        said = counted + (f" ({where})" if where else "")
        text = ab.text.strip().rstrip(".")
        notes.append(
            f"{possessive(card.name)} “{text}” does not forbid it: its condition is false{said}"
        )
        for r in (*why("play.own_cant_checked"), *count_rules, *where_rules):
            if r not in rules:
                rules.append(r)
    return tuple(notes), tuple(rules)
