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

from engine import Ability, AbilityKind
from engine.state.cards import (
    EXPEDITION_SUBJECTS,
    PLAYER_SUBJECTS,
    EffectStep,
    Grant,
    GrantScope,
)
from scenarios.cards import vocabulary as v
from scenarios.cards.errors import NotExecutable


def keyword_for_a_time(keyword: str, text: str) -> Ability:
    """The passive ability of the Emblem-Ongoing: ``keyword`` ("Tough 1") for the objects
    the step acts on (filled in as the Emblem is created)."""
    word, number = v.keyword_parts(keyword)
    engine_keyword = v.ENGINE_KEYWORDS.get(word)
    if engine_keyword is None:
        raise NotExecutable(f"granting the keyword '{word}' for a time is not supported yet")
    grant = Grant(GrantScope.LISTED, keyword=engine_keyword, amount=number or 0)
    return Ability(AbilityKind.PASSIVE, text, grant=grant)


def is_listed_grant(ability: Ability) -> bool:
    """Whether ``ability`` gives a keyword to the objects its Emblem-Ongoing was made for."""
    return ability.grant is not None and ability.grant.scope == GrantScope.LISTED


def check_keyword_for_a_time(one: EffectStep) -> None:
    """A keyword is granted to objects: refuse a step whose subject is a player or an
    Expedition."""
    if one.subject in PLAYER_SUBJECTS or one.subject in EXPEDITION_SUBJECTS:
        raise NotExecutable(
            f"a keyword granted for a time to '{one.subject.value}' is not supported (only to "
            "Characters and other objects)"
        )
