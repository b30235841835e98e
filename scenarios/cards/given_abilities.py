"""Which abilities the engine gives to other objects (2.3.1.a), and the judge's reason
for those it would give and never use.

A passive ability gives abilities to the objects its grant covers while it applies
(``engine.reading.granted_abilities``): a group in play ("Characters you control have "…"",
objects entering play later included), the bearer itself under a condition ("If …, I gain
"…""), or an Emblem-Ongoing's objects for its duration ('Target Character gains "…" this
turn', 2.2.15.a). What an object in play is given works there (1.2.4.d). Refused, rather
than read and never run: a Reaction to the object's own arrival ({J}, {H}, {R}: 7.1.1)
given to objects already in play, a support ability (it works only in Reserve, 2.2.12.i),
and abilities given to what is never in play (a Hero, cards in hidden zones, Spells:
2.3.1.b).
"""

from __future__ import annotations

from engine.state.cards import Ability, AbilityKind, ObjectFilter, TriggerKind
from engine.state.enums import CardType
from engine.state.statics import StaticKind

ENTERS_WITH = StaticKind.ENTERS_PLAY_WITH_COUNTERS

ARRIVALS = frozenset(
    {TriggerKind.ENTERS_PLAY, TriggerKind.PLAYED_FROM_HAND, TriggerKind.PLAYED_FROM_RESERVE}
)
"""A Reaction to its own object's arrival in play (7.1.1.a-c)."""

OUT_OF_PLAY_ARRIVALS = frozenset(
    {TriggerKind.GOES_TO_RESERVE_FROM_HAND, TriggerKind.GOES_TO_RESERVE_FROM_ANYWHERE}
)
"""A self-move Reaction to its object entering a zone out of play ("When I go to Reserve"):
looked for after the event (6.3.e), where no passive gives it any more (2.3.1.b) — g5."""

_NEVER_IN_PLAY = frozenset({CardType.HERO, CardType.SPELL})
"""Card types no group in play holds: a Hero is in its Hero zone, a Spell resolves from
Limbo (2.3.1.b: passive abilities affect only objects in play)."""


def given_refusal(ability: Ability, words: str, *, already_in_play: bool) -> str:
    """Why ``ability`` given to ``words`` would never work, in a judge's words, or "".
    ``already_in_play``: the objects have it only once in play (an Emblem-Ongoing's, the
    bearer's own), so a Reaction to their arrival never triggers."""
    said = f'"{ability.text}"' if ability.text else "the ability"
    if ability.support:
        return (
            f"{said} given to {words} is a support ability, which works only in Reserve "
            "(2.2.12.i), and they have it in play — resolve by hand (2.3.1.a)"
        )
    entering = ability.static is not None and ability.static.kind == ENTERS_WITH
    if entering:  # gn: "[group] have [Wise 1]" whose reminder is "I enter play with …"
        return (
            f"{said} given to {words}: the counters an object has as it enters play are its "
            "own passive's (6.2.l) or said of the card being played (5.2.d); whether an "
            "object entering play already has what a group in play is given (2.3.1.a) is "
            "not settled — resolve by hand"
        )
    if ability.kind is AbilityKind.REACTION and ability.trigger in OUT_OF_PLAY_ARRIVALS:
        return (
            f"{said} given to {words}: a Reaction to their arrival in Reserve exists only after "
            "it (6.3.e), out of play, where no passive ability gives it (2.3.1.b) — it never "
            "triggers; resolve by hand (2.3.1.a)"
        )
    if already_in_play and ability.kind is AbilityKind.REACTION and ability.trigger in ARRIVALS:
        return (
            f"{said} given to {words}: a Reaction to their arrival in play (7.1.1) given once "
            "they are in play never triggers — resolve by hand (2.3.1.a)"
        )
    return ""


def group_refusal(group: ObjectFilter | None, words: str) -> str:
    """Why abilities given to the group ``words`` would reach no object in play, or ""."""
    if group is not None and group.types and group.types <= _NEVER_IN_PLAY:
        return (
            f"abilities given to {words}: passive abilities affect only objects in play "
            "(2.3.1.b) — resolve by hand (2.3.1.a)"
        )
    return ""
