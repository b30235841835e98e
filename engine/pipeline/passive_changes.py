"""A passive ability "as long as" / "if" a condition ("I get +2/+0/+0 as long as I'm
Boosted", "If I am in Forest, I am Gigantic") that starts or stops applying because of an
event: passive abilities apply continuously (2.3.1.c) and what they do is re-evaluated
after each event (2.3.1.e), so the line of the event that made the condition true or false
says that the ability now applies, or no longer does — its duration ends there.

Only an ability of an object that stays where it is (the same object before and after) is
named: an object entering or leaving play starts or ends all its abilities with it
(1.2.4.d), which its move already says.
"""

from __future__ import annotations

from engine.reading.passives import condition_applies, effective_abilities
from engine.state.cards import Ability, AbilityKind, Condition
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.count_notes import count_note
from engine.why.standing_notes import condition_standing
from engine.why.table import why


def _conditional(state: GameState) -> dict[tuple[str, int], Ability]:
    return {
        (src, index): ab
        for src, index, ab in effective_abilities(state)
        if ab.kind is AbilityKind.PASSIVE and ab.condition is not None and src in state.objects
    }


def _words(state: GameState, source: str, ability: Ability) -> str:
    text = ability.text.strip().rstrip(".")
    said = f'"{text}"' if text else "its passive ability"
    return f"{possessive(state.whose_name(source))} {said}"


def condition_change_notes(
    before: GameState, after: GameState
) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each passive ability with a condition whose condition became
    true or false between ``before`` and ``after`` (2.3.1.e)."""
    was = _conditional(before)
    if not was:
        return []
    now = _conditional(after)
    out: list[tuple[str, tuple[str, ...]]] = []
    for key in sorted(was.keys() & now.keys()):
        source, _ = key
        if before.objects[source].zone != after.objects[source].zone:
            continue
        held = condition_applies(before, source, was[key])
        holds = condition_applies(after, source, now[key])
        if held == holds:
            continue
        # what a count condition counts now, and the rule making an object count (3.2.9.c …)
        cond = now[key].condition
        counted, count_rules = ("", ()) if cond is None else _count(after, source, cond)
        # "if my Expedition is behind": where the Expeditions stand now (7.5.2.a-c)
        standing, standing_rules = ("", ()) if cond is None else _standing(after, source, cond)
        counted += f" — {standing}" if standing else ""
        state = (
            "no longer applies: its condition is false"
            if held
            else "applies: its condition is true"
        )
        out.append(
            (
                f"{_words(after, source, now[key])} {state} now{counted}",
                (*why("passive.condition_ends"), *count_rules, *standing_rules),
            )
        )
    return out


def _standing(state: GameState, source: str, cond: Condition) -> tuple[str, tuple[str, ...]]:
    """Where the Expeditions the condition of ``source``'s ability looks at stand on
    ``state``, when it reads "ahead / behind / tied" (7.5.2.a-c); empty otherwise."""
    return condition_standing(state, cond, state.objects[source].controller, source, None)


def _count(state: GameState, source: str, cond: Condition) -> tuple[str, tuple[str, ...]]:
    """What the condition counts on ``state`` for the ability of ``source``."""
    return count_note(state, cond, state.objects[source].controller, source)
