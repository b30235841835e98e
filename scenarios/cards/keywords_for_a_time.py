"""Keywords granted for a time by an effect: "Target Character gains [Tough 1] until end of
turn", "I gain [Defender] this Day".

The effect lasts longer than its resolution, so it creates an Emblem-Ongoing (2.2.2.m) with
the duration the text says (2.2.15.a; "until end of turn" is "this turn") whose passive
ability gives the keyword (2.3.1.a) to the objects the step acted on — its targets (6.5.b)
or its group as it happens — bound as the Emblem is created
(``engine.pipeline.creation.bound_to_objects``); only while each is in play (2.3.1.b), and
not to an object that changed zones since (a new object, 2.1.d). Gigantic given for a time
makes the Character join its controller's other Expedition, and leave it when the time is
over (7.4.4.o, 7.4.4.p), as the engine does for any passive ability giving Gigantic
(``engine.pipeline.gigantic_changes``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine import Ability, AbilityKind
from engine.state.cards import (
    EXPEDITION_SUBJECTS,
    PLAYER_SUBJECTS,
    EffectStep,
    Grant,
    GrantScope,
)
from engine.state.enums import Keyword
from scenarios.cards import vocabulary as v
from scenarios.cards.errors import NotExecutable
from scenarios.cards.given_abilities import given_refusal

if TYPE_CHECKING:
    from scenarios.cards.models import AbilityModel


def keyword_for_a_time(keyword: str, text: str, *, lost: bool = False) -> Ability:
    """The passive ability of the Emblem-Ongoing: ``keyword`` ("Tough 1") for the objects
    the step acts on (filled in as the Emblem is created) — given, or taken away
    (``lost``: "loses [Defender] this turn")."""
    word, number = v.keyword_parts(keyword)
    engine_keyword = v.ENGINE_KEYWORDS.get(word)
    if engine_keyword is None:
        raise NotExecutable(f"granting the keyword '{word}' for a time is not supported yet")
    if lost and engine_keyword not in LOSABLE:
        raise NotExecutable(f"a Character losing '{word}' for a time is not applied yet")
    if lost and number:  # a numbered keyword is lost whole (7.4): its number says nothing
        raise NotExecutable(f"losing '{keyword}' for a time is not applied yet")
    grant = Grant(GrantScope.LISTED, keyword=engine_keyword, amount=number or 0, lost=lost)
    return Ability(AbilityKind.PASSIVE, text, grant=grant)


LOSABLE = frozenset({Keyword.DEFENDER, Keyword.ETERNAL, Keyword.SEASONED})
"""Keywords the engine takes away for a time: those it asks of an object in play as it
applies them (Defender at Progress 4.2.4, Eternal and Seasoned at Rest 4.2.5). Losing
Gigantic would move the Character between Expeditions (7.4.4.p), Tough change what a
target costs, Scout and Cooldown apply as a card is played: not applied yet."""


def abilities_for_a_time(models: Sequence[AbilityModel], text: str) -> Ability:
    """The passive ability of the Emblem-Ongoing of 'Target Character gains "{T} : Draw a
    card." this turn': the abilities given to the objects the step acts on (filled in as
    the Emblem is created) for its duration (2.3.1.a, 2.2.15.a). The objects are in play
    when they are given them: a Reaction to their arrival is refused (7.1.1)."""
    # compile_abilities imports the steps' compiler, which imports this module.
    from scenarios.cards.compile_abilities import _ability

    given: list[Ability] = []
    for model in models:
        ability, keyword = _ability(model)
        if ability is None or keyword is not None:
            raise NotExecutable("a keyword gained for a time is written 'keyword', not 'abilities'")
        said = given_refusal(ability, "the step's objects", already_in_play=True)
        if said:
            raise NotExecutable(said)
        given.append(ability)
    return Ability(AbilityKind.PASSIVE, text, grant=Grant(GrantScope.LISTED, tuple(given)))


def is_listed_grant(ability: Ability) -> bool:
    """Whether ``ability`` gives a keyword or abilities to the objects its Emblem-Ongoing
    was made for."""
    return ability.grant is not None and ability.grant.scope == GrantScope.LISTED


def check_keyword_for_a_time(one: EffectStep) -> None:
    """A keyword is granted to objects: refuse a step whose subject is a player or an
    Expedition."""
    if one.subject in PLAYER_SUBJECTS or one.subject in EXPEDITION_SUBJECTS:
        raise NotExecutable(
            f"a keyword granted for a time to '{one.subject.value}' is not supported (only to "
            "Characters and other objects)"
        )
