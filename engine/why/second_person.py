"""Who "you" is in a passive ability that forbids something: "When an ability uses the second
person, it refers to its controller" (7.2.3.a) — so p1's "Cards in your opponent's Reserve
can't gain counters" reaches p2's Reserve whoever plays the effect it stops, and p1's
"Characters you control can't gain boosts" reaches p1's Characters even under p2's Spell.

Said beside the ability's words where its "can't" makes something impossible (1.4.1.a) —
an atomic action of an effect (``engine.pipeline.resolve``), a play refused
(``engine.play.legality``) — only when the ability speaks in the second person: "an
opponent" / "each player" name players without "you" (1.2.1.b) and are not said here; and
where "[cards] your opponents play cost {1} more" changes the cost of a card another player
plays (5.1.2.f, ``engine.play.costs``).
"""

from __future__ import annotations

import re

from engine.state.cards import Ability
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.why.table import why

_SECOND_PERSON = re.compile(r"\byou(?:rs?|'re)?\b", re.IGNORECASE)
""""you", "your", "yours", "you're": the second person (7.2.3.a)."""
_YOUR_OPPONENT = re.compile(r"\byour\s+opponent(s)?(?:'s|s')?", re.IGNORECASE)
"""'your opponent', 'your opponent's', 'your opponents', 'your opponents''."""


def second_person_note(
    state: GameState, source: str, ability: Ability, *, named: bool = False
) -> tuple[str, tuple[str, ...]]:
    """ " — “you” in it is p1, who controls Health Inspector, so “your opponent” is p2"
    with 7.2.3.a, when ``ability`` (of the object ``source``) uses the second person;
    ``("", ())`` otherwise, or when its controller is not known. ``named``: the line names
    several abilities, so "it" would not say which — " — “you” in Health Inspector's
    ability is p1, …"."""
    o = state.objects.get(source)
    if o is None or not o.controller or not _SECOND_PERSON.search(ability.text):
        return "", ()
    you = o.controller
    which = f"{possessive(state.name(source))} ability" if named else "it"
    said = f" — “you” in {which} is {you}, who controls {state.name(source)}"
    opponent = _YOUR_OPPONENT.search(ability.text)
    if opponent is not None:
        others = [p for p in state.players if p != you]
        many = opponent.group(1) is not None
        noun = "your opponents" if many else "your opponent"
        said += f", so “{noun}” means {' and '.join(others)}"
    return said, why("effect.second_person")


def opponents_play_note(controller: str, player: str) -> tuple[str, tuple[str, ...]]:
    """ " [“your opponents” means p2: p1 controls it]" with 7.2.3.a, for a cost change
    "[cards] your opponents play cost {1} more" (its source named before it, controlled by
    ``controller``) applied to a card ``player`` plays — the second person read from its
    controller."""
    return f" [“your opponents” means {player}: {controller} controls it]", why(
        "effect.second_person"
    )
