"""What a filter's "where X is …" bound came to, said where the choice it narrows is asked:
"Send to Reserve target Character with Hand Cost {X} or less, where X is the number of
Characters you control" — X counted now, from the Characters its controller controls
(7.5.5.a-b), a Gigantic one once (7.4.4.b). A judge asked "why can't I target Amelia?"
answers with the value of X and what it counted."""

from __future__ import annotations

from engine.reading.filters import characters_controlled, found_max
from engine.reading.passives import is_gigantic
from engine.state.conditions import ObjectFilter
from engine.state.game_state import GameState
from engine.why.compared import hand_cost_rules
from engine.why.table import why


def _with_token_costs(state: GameState, objects: tuple[str, ...]) -> str:
    """The objects' names, a token's with its Hand Cost: "Ordis Recruit: a token, Hand
    Cost 0" (2.2.7.c)."""
    return ", ".join(
        f"{state.name(o)}: a token, Hand Cost 0"
        if (card := state.card(o)) is not None and card.is_token
        else state.name(o)
        for o in objects
    )


def found_max_note(
    state: GameState, wanted: ObjectFilter | None, controller: str
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` for the bound of a "Hand Cost {X} or less, where X is …" filter:
    " — X is 2: p1 controls 2 Characters (Son of Yggdrasil, Vanilla 1/1/1; Son of
    Yggdrasil: Gigantic, one Character present in both Expeditions, counted once)".
    ``("", ())`` for a filter with no such bound."""
    if wanted is None or not wanted.hand_cost_max_from:
        return "", ()
    yours = characters_controlled(state, controller)
    most = found_max(state, wanted, controller)
    names = ", ".join(state.name(o) for o in yours)
    rules = why("group.you_control")
    if wanted.hand_cost_max_from == "characters_you_control":
        one = "Character" if len(yours) == 1 else "Characters"
        words = f" — X is {most}: {controller} controls {len(yours)} {one}"
        words += f" ({names})" if yours else ""
    elif most is None:
        words = f" — {controller} controls no Character, so no Hand Cost bounds it"
    else:
        words = f" — the highest Hand Cost among the Characters {controller} controls is {most}"
        words += f" ({_with_token_costs(state, yours)})"
        # each one's Hand Cost, a token's 0 (2.2.7.a, 2.2.7.c)
        rules = (*rules, *hand_cost_rules(state, yours))
    giants = [o for o in yours if is_gigantic(state, o)]
    if giants and wanted.hand_cost_max_from == "characters_you_control":
        each = "each one Character" if len(giants) > 1 else "one Character"
        listed = ", ".join(state.name(o) for o in giants)
        words += f"; {listed}: Gigantic, {each} present in both Expeditions, counted once"
        rules = (*rules, *why("count.gigantic_once"))
    return words, (*rules, *why("compare.hand_cost"))
