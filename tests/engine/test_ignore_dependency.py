"""2.3.2 and 2.3.3: ignoring abilities (7.3.19) and abilities granting Gigantic (7.4.4)
apply in timestamp order among those free from dependency. An ignoring ability whose
reach depends on who is Gigantic (2.3.2.e) waits for the grants of Gigantic — unless an
ignoring ability would remove that grant first (2.3.2.d)."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    AbilityKind,
    CardType,
    EffectStep,
    GameBuilder,
    Grant,
    GrantScope,
    Keyword,
    PermanentZone,
    TriggerKind,
    find,
)
from engine.reading.passives import ignored_abilities, is_gigantic
from engine.state.actions import ActionKind
from engine.state.cards import IgnoreScope, IgnoreSpec, Subject
from engine.state.game_state import GameState

REACT = Ability(
    AbilityKind.REACTION,
    "When I join the Expedition zone, draw a card.",
    trigger=TriggerKind.ENTERS_PLAY,
    effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
)
BARS = Ability(
    AbilityKind.PASSIVE,
    "The only Character in my Expedition gains Gigantic.",
    grant=Grant(GrantScope.ONLY_CHARACTER_IN_MY_EXPEDITION, keyword=Keyword.GIGANTIC),
)
MUTE_REACTIONS = Ability(
    AbilityKind.PASSIVE,
    "The Reactions of Characters facing me are ignored.",
    ignore=IgnoreSpec(IgnoreScope.FACING_ME, kinds=frozenset({AbilityKind.REACTION})),
)
MUTE_PASSIVES = Ability(
    AbilityKind.PASSIVE,
    "The passive abilities of objects facing me are ignored.",
    ignore=IgnoreSpec(IgnoreScope.FACING_ME, kinds=frozenset({AbilityKind.PASSIVE})),
)


def _board(bars_first: bool, mute_passives: bool = True) -> GameState:
    """p2's Companion Expedition: Bars (an Expedition Permanent granting Gigantic) and
    Titan, the only Character there, with a Reaction. p1's Hero Expedition (facing p2's
    Hero) has a Character ignoring Reactions facing it; p1's Companion Expedition (facing
    p2's Companion) one ignoring passive abilities facing it."""
    b = GameBuilder()
    bars = {
        "type": CardType.PERMANENT,
        "permanent_zone": PermanentZone.EXPEDITION,
        "abilities": (BARS,),
    }
    if bars_first:
        b = b.in_expedition("p2", "companion", "Bars", **bars)
    b = b.in_expedition("p1", "hero", "Hush", abilities=(MUTE_REACTIONS,))
    if mute_passives:
        b = b.in_expedition("p1", "companion", "Quell", abilities=(MUTE_PASSIVES,))
    if not bars_first:
        b = b.in_expedition("p2", "companion", "Bars", **bars)
    return b.in_expedition("p2", "companion", "Titan", abilities=(REACT,)).build()


def test_7_4_4_b_without_the_second_ignore_the_granted_gigantic_reaches_the_hero_side() -> None:
    state = _board(bars_first=False, mute_passives=False)
    titan = find(state, "Titan")
    # Bars has a later timestamp than Hush, but Hush depends on it (2.3.2.e) and it does
    # not depend on Hush: Bars applies first, Titan is Gigantic and faces Hush.
    assert is_gigantic(state, titan)
    assert (titan, 0) in ignored_abilities(state)


@pytest.mark.parametrize("bars_first", [True, False])
def test_2_3_2_d_a_grant_an_ignore_removes_no_longer_makes_the_character_gigantic(
    bars_first: bool,
) -> None:
    state = _board(bars_first)
    titan, bars = find(state, "Titan"), find(state, "Bars")
    # Quell ignores Bars' passive ability (Bars depends on Quell, 2.3.2.d) and depends on
    # nothing, so it applies first whatever the timestamps; Titan is then not Gigantic,
    # is not in p2's Hero Expedition, and Hush does not reach its Reaction.
    assert (bars, 0) in ignored_abilities(state)
    assert not is_gigantic(state, titan)
    assert (titan, 0) not in ignored_abilities(state)
