"""Random legal play never raises, and invariants hold after every engine step."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardDef,
    CardType,
    EffectStep,
    Keyword,
    PermanentZone,
    Status,
    Subject,
    TokenSpec,
    TriggerKind,
    cited_rule_ids,
    new_game,
)
from engine.invariants import violations

from .helpers import random_play

REGISTRY = cited_rule_ids()


_RECRUIT = TokenSpec("Recruit", 1, 1, 1, ("Soldier",))
_REACTIONS = {
    # kind: (hand cost, reserve cost, its Reaction)
    2: (
        2,
        1,
        Ability(
            AbilityKind.REACTION,
            trigger=TriggerKind.ENTERS_PLAY,
            effect=(EffectStep(ActionKind.CREATE, Subject.MY_EXPEDITION, token=_RECRUIT),),
        ),
    ),
    3: (
        2,
        1,
        Ability(
            AbilityKind.REACTION,
            trigger=TriggerKind.PLAYED_FROM_RESERVE,
            effect=(
                EffectStep(ActionKind.GIVE_BOOST, Subject.SELF),
                EffectStep(ActionKind.RESUPPLY, Subject.EACH_PLAYER, optional=True),
            ),
        ),
    ),
    5: (
        1,
        1,
        Ability(
            AbilityKind.REACTION,
            trigger=TriggerKind.ENTERS_PLAY,
            effect=(EffectStep(ActionKind.GAIN_STATUS, Subject.SELF, status=Status.ANCHORED),),
        ),
    ),
}


def _deck(player: str) -> list[CardDef]:
    cards: list[CardDef] = []
    for i in range(24):
        kind = i % 8
        cid = f"{player}-{i}"
        name = f"{player} #{i}"
        stats = {"forest": i % 3, "mountain": (i + 1) % 3, "water": (i + 2) % 4}
        if kind == 0:
            cards.append(
                CardDef(
                    cid,
                    player,
                    name,
                    CardType.SPELL,
                    hand_cost=1,
                    reserve_cost=1,
                    effect=(
                        EffectStep(ActionKind.EXHAUST, Subject.TARGET_CHARACTER),
                        EffectStep(ActionKind.DRAW, Subject.CONTROLLER),
                    ),
                )
            )
        elif kind == 1:
            cards.append(
                CardDef(
                    cid,
                    player,
                    name,
                    CardType.PERMANENT,
                    hand_cost=1,
                    reserve_cost=1,
                    permanent_zone=PermanentZone.LANDMARK,
                )
            )
        elif kind in _REACTIONS:
            hand, reserve, ab = _REACTIONS[kind]
            cards.append(
                CardDef(
                    cid,
                    player,
                    name,
                    CardType.CHARACTER,
                    hand_cost=hand,
                    reserve_cost=reserve,
                    abilities=(ab,),
                    **stats,
                )
            )
        elif kind == 4:
            cards.append(
                CardDef(
                    cid,
                    player,
                    name,
                    CardType.CHARACTER,
                    hand_cost=1,
                    reserve_cost=2,
                    keywords=frozenset({Keyword.SEASONED}),
                    **stats,
                )
            )
        else:
            cards.append(
                CardDef(
                    cid,
                    player,
                    name,
                    CardType.CHARACTER,
                    hand_cost=i % 4,
                    reserve_cost=max(0, i % 4 - 1),
                    **stats,
                )
            )
    return cards


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=400, max_size=400)
)
def test_random_legal_play_keeps_invariants(seed: int, picks: list[int]) -> None:
    start = new_game({"p1": _deck("p1"), "p2": _deck("p2")}, seed=seed)
    for state, entry in random_play(start, picks, 1500):
        assert set(entry.rules) <= REGISTRY
        problems = violations(state)
        assert problems == [], (entry.text, problems)
