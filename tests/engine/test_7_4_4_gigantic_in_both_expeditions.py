"""Issue 18: a Gigantic Character is present in both Expeditions of its controller (7.4.4.b)
wherever its card is — so "the Characters in my Expedition", "each Character in target
Expedition", "a Character facing me" and their counts find it in either, as one object
found once; a condition on a Gigantic "I"'s Expedition must hold for both (7.4.4.k)."""

from __future__ import annotations

import pytest

from engine import (
    BOOST,
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    Step,
    Subject,
    TokenSpec,
    TriggerKind,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.reading.conditions import holds
from engine.reading.counts import count
from engine.reading.filters import matches
from engine.reading.gigantic_presence import characters_in_expedition, present_in_expeditions
from engine.reading.passives import is_gigantic
from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from .helpers import (
    choose,
    enters,
    pending,
    rules_of,
    spell,
    texts,
    until_decision,
    with_energy_bars,
)

GIGANTIC = frozenset({Keyword.GIGANTIC})


def _play(
    b: GameBuilder, name: str, dest: str = "hero"
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, name), dest)
    state, entries = until_decision(state)
    return state, (first, *entries)


def _answer(state: GameState, option: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    state, first = answer(state, pending(state).id, (option,))
    state, entries = until_decision(state)
    return state, (first, *entries)


def _names(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def _giant(gigantic: bool) -> dict[str, object]:
    return {"keywords": GIGANTIC} if gigantic else {}


# ------------------------------------------------------------- "only one Character in my ..."
def _scout(b: GameBuilder) -> GameBuilder:
    """ "If I am the only Character in my Expedition, create a Bug token in my Expedition.
    Otherwise, draw a card." """
    alone = EffectStep(
        ActionKind.CREATE,
        Subject.MY_EXPEDITION,
        token=TokenSpec("Bug", 1, 1, 1),
        condition=Condition(ConditionKind.ONLY_CHARACTER),
        otherwise=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )
    return b.in_hand("p1", "Scout", hand_cost=0, abilities=enters(alone)).deck_of("p1", 3)


@pytest.mark.parametrize("gigantic", [True, False])
def test_7_4_4_b_only_one_character_in_my_expedition_counts_a_gigantic_one_of_the_other(
    gigantic: bool,
) -> None:
    b = _scout(GameBuilder().in_expedition("p1", "companion", "Atlas", **_giant(gigantic)))
    state, entries = _play(b, "Scout", "hero")
    if gigantic:
        # Atlas's card is in the Companion Expedition, but Atlas is in the Hero one too.
        assert "Bug" not in _names(state, "expedition:p1:hero")
        assert len(state.zone("hand:p1")) == 1  # the otherwise step
        assert "7.4.4.b" in rules_of(entries)
    else:
        assert _names(state, "expedition:p1:hero") == ["Scout", "Bug"]
        assert state.zone("hand:p1") == ()
        assert "7.4.4.b" not in rules_of(entries)


def test_7_4_4_b_an_opponents_gigantic_character_is_not_in_my_expedition() -> None:
    b = _scout(GameBuilder().in_expedition("p2", "companion", "Atlas", keywords=GIGANTIC))
    state, entries = _play(b, "Scout", "hero")
    assert _names(state, "expedition:p1:hero") == ["Scout", "Bug"]
    assert "7.4.4.b" not in rules_of(entries)


def test_7_4_4_k_a_gigantic_i_must_be_the_only_character_in_both_expeditions() -> None:
    alone = Condition(ConditionKind.ONLY_CHARACTER)
    b = GameBuilder().in_expedition("p1", "hero", "Atlas", keywords=GIGANTIC)
    state = b.build()
    atlas = find(state, "Atlas")
    assert holds(alone, state, "p1", atlas, (), "p1:hero")  # alone in both
    crowded = b.in_expedition("p1", "companion", "Walker").build()
    # Atlas is alone among the Characters whose cards are in the Hero Expedition, but its
    # Expedition is both, and the Companion one holds Walker too.
    assert not holds(alone, crowded, "p1", find(crowded, "Atlas"), (), "p1:hero")


# --------------------------------------------------------- "each Character in target Exp."
@pytest.mark.parametrize("target", ["p2:hero", "p2:companion"])
def test_7_4_4_b_each_character_in_target_expedition_includes_a_gigantic_one_once(
    target: str,
) -> None:
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.CHARACTERS_IN_TARGET_EXPEDITION)
    b = (
        GameBuilder()
        .in_hand("p1", "Rally", **spell(boost))
        .in_expedition("p2", "hero", "Walker")
        .in_expedition("p2", "companion", "Atlas", keywords=GIGANTIC)
        .in_expedition("p2", "companion", "Runner")
    )
    state, _ = _play(b, "Rally", "spell")
    assert pending(state).kind == DecisionKind.TARGET
    state, entries = _answer(state, target)
    boosts = {n: state.objects[find(state, n)].counters.get(BOOST, 0) for n in _BOOSTED}
    assert boosts["Atlas"] == 1  # in both Expeditions, one object: boosted once
    if target == "p2:hero":
        assert boosts == {"Walker": 1, "Atlas": 1, "Runner": 0}
        assert "7.4.4.b" in rules_of(entries)  # found there only as a Gigantic Character
    else:
        assert boosts == {"Walker": 0, "Atlas": 1, "Runner": 1}
        assert "7.4.4.b" not in rules_of(entries)  # its card is there: no rule needed


_BOOSTED = ("Walker", "Atlas", "Runner")


def test_7_4_4_b_the_characters_in_two_expeditions_hold_a_gigantic_one_once() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Atlas", keywords=GIGANTIC)
        .in_expedition("p1", "companion", "Walker")
        .build()
    )
    names = [state.name(o) for o in present_in_expeditions(state, ("p1:hero", "p1:companion"))]
    assert sorted(names) == ["Atlas", "Walker"]  # not Atlas twice
    assert [state.name(o) for o in characters_in_expedition(state, "p1:companion")] == [
        "Walker",
        "Atlas",
    ]
    assert characters_in_expedition(state, "p2:hero") == ()


# ------------------------------------------------------- "target Character in my Expedition"
def test_7_4_4_b_target_character_in_my_expedition_may_be_a_gigantic_one_of_the_other() -> None:
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER_IN_MY_EXPEDITION)
    b = (
        GameBuilder()
        .in_hand("p1", "Squire", hand_cost=0, abilities=enters(boost))
        .in_expedition("p1", "companion", "Atlas", keywords=GIGANTIC)
        .in_expedition("p1", "companion", "Runner")
    )
    state, entries = _play(b, "Squire", "hero")
    d = pending(state)
    assert d.kind == DecisionKind.TARGET
    assert {o.label for o in d.options} == {"Squire", "Atlas"}  # not Runner
    assert "7.4.4.b" in rules_of(entries)
    state = choose(state, find(state, "Atlas"))
    assert state.objects[find(state, "Atlas")].counters.get(BOOST, 0) == 1


def test_7_4_4_b_two_gigantic_characters_are_each_one_target_option() -> None:
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER_IN_MY_EXPEDITION)
    b = (
        GameBuilder()
        .in_hand("p1", "Squire", hand_cost=0, keywords=GIGANTIC, abilities=enters(boost))
        .in_expedition("p1", "companion", "Atlas", keywords=GIGANTIC)
    )
    state, _ = _play(b, "Squire", "hero")
    labels = [o.label for o in pending(state).options]
    assert sorted(labels) == ["Atlas", "Squire"]  # each once, though both are in both


# ------------------------------------------------------------------ facing me, counts
def test_7_4_4_b_a_gigantic_character_faces_me_from_the_other_expedition() -> None:
    none_facing = Condition(ConditionKind.NO_CHARACTER_FACING_ME)
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, condition=none_facing)
    b = (
        GameBuilder()
        .in_hand("p1", "Lookout", hand_cost=0, abilities=enters(draw))
        .deck_of("p1", 2)
        .in_expedition("p2", "companion", "Atlas", keywords=GIGANTIC)
    )
    state, entries = _play(b, "Lookout", "hero")
    assert state.zone("hand:p1") == ()  # Atlas is in p2's Hero Expedition too
    assert "7.4.4.b" in rules_of(entries)
    plain = (
        GameBuilder()
        .in_hand("p1", "Lookout", hand_cost=0, abilities=enters(draw))
        .deck_of("p1", 2)
        .in_expedition("p2", "companion", "Walker")
    )
    state, _ = _play(plain, "Lookout", "hero")
    assert len(state.zone("hand:p1")) == 1


@pytest.mark.parametrize("gigantic", [True, False])
def test_7_4_4_b_a_count_of_characters_in_my_expedition_includes_a_gigantic_one(
    gigantic: bool,
) -> None:
    two = Condition(
        ConditionKind.COUNT,
        counted=Counted.MY_EXPEDITION,
        filter=ObjectFilter(types=frozenset({CardType.CHARACTER})),
        at_least=2,
    )
    draw = EffectStep(ActionKind.DRAW, Subject.CONTROLLER, condition=two)
    b = (
        GameBuilder()
        .in_hand("p1", "Captain", hand_cost=0, abilities=enters(draw))
        .deck_of("p1", 2)
        .in_expedition("p1", "companion", "Atlas", **_giant(gigantic))
    )
    state, entries = _play(b, "Captain", "hero")
    assert len(state.zone("hand:p1")) == (1 if gigantic else 0)
    assert ("7.4.4.b" in rules_of(entries)) is gigantic


def test_7_4_4_b_a_count_for_a_gigantic_i_holds_each_character_once() -> None:
    every = Condition(ConditionKind.COUNT, counted=Counted.MY_EXPEDITION)
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Atlas", keywords=GIGANTIC)
        .in_expedition("p1", "companion", "Titan", keywords=GIGANTIC)
        .in_expedition("p1", "companion", "Walker")
        .build()
    )
    assert count(every, state, "p1", find(state, "Atlas")) == 3  # not 5


# ------------------------------------------------------------------ where filters look
def test_7_4_4_b_filters_by_place_find_a_gigantic_character_in_either_expedition() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Me")
        .in_expedition("p1", "companion", "Atlas", keywords=GIGANTIC)
        .in_expedition("p1", "companion", "Runner")
        .in_expedition("p2", "companion", "Titan", keywords=GIGANTIC)
        .in_expedition("p2", "companion", "Walker")
        .build()
    )
    me = find(state, "Me")

    def passing(f: ObjectFilter) -> set[str]:
        return {state.name(o) for o in state.objects if matches(state, o, f, "p1", me)}

    mine = passing(ObjectFilter(in_my_expedition=True, types=frozenset({CardType.CHARACTER})))
    assert mine == {"Me", "Atlas"}
    facing = passing(ObjectFilter(facing_me=True))
    assert facing == {"Titan"}  # p2's Hero Expedition faces mine: Titan is in it too
    other = passing(ObjectFilter(in_your_other_expedition=True))
    assert other == {"Atlas", "Runner"}  # Atlas is in both of p1's Expeditions


def test_7_4_4_b_a_target_facing_me_names_the_rule_for_a_gigantic_one() -> None:
    boost = EffectStep(
        ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER, filter=ObjectFilter(facing_me=True)
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Herald", hand_cost=0, abilities=enters(boost))
        .in_expedition("p2", "companion", "Titan", keywords=GIGANTIC)
        .in_expedition("p2", "companion", "Walker")
    )
    state, entries = _play(b, "Herald", "hero")
    d = pending(state)
    assert {o.label for o in d.options} == {"Titan"}
    assert "7.4.4.b" in rules_of(entries)
    assert any("Herald" in t for t in texts(entries))


# ------------------------------------------------- "If there is only one Character in my ..."


@pytest.mark.parametrize("gigantic", [True, False])
def test_7_4_4_b_a_gigantic_character_of_the_other_expedition_is_not_only_one_alone(
    gigantic: bool,
) -> None:
    b = with_energy_bars(GameBuilder()).in_expedition("p1", "hero", "Scout")
    state = b.in_expedition("p1", "companion", "Atlas", **_giant(gigantic)).build()
    # With a Gigantic Atlas, the Hero Expedition holds two Characters: Scout is not alone.
    assert is_gigantic(state, find(state, "Scout")) is not gigantic
    assert is_gigantic(state, find(state, "Atlas")) is gigantic


def test_7_4_4_b_an_opponents_gigantic_character_does_not_crowd_my_expedition() -> None:
    b = with_energy_bars(GameBuilder()).in_expedition("p1", "hero", "Scout")
    state = b.in_expedition("p2", "companion", "Atlas", keywords=GIGANTIC).build()
    assert is_gigantic(state, find(state, "Scout"))


def test_7_4_4_b_two_bars_that_depend_on_each_other_apply_in_timestamp_order() -> None:
    """Each Bars asks whether the other Expedition's lone Character is Gigantic (7.4.4.b),
    so each depends on the other (2.3.2.e) and the older applies first (2.3.3.a, 2.3.3.b):
    Scout, alone in the Hero Expedition, is Gigantic; then the Companion Expedition holds
    Runner and Scout, so Runner is not — whichever is asked about first."""
    b = with_energy_bars(with_energy_bars(GameBuilder()), "companion").in_expedition(
        "p1", "hero", "Scout"
    )
    b = b.in_expedition("p1", "companion", "Runner")
    one, two = b.build(), b.build()
    first = (is_gigantic(one, find(one, "Scout")), is_gigantic(one, find(one, "Runner")))
    second = (is_gigantic(two, find(two, "Runner")), is_gigantic(two, find(two, "Scout")))
    assert first == (True, False)
    assert second == (False, True)


# ------------------------------------------------------ "When a Character leaves my Exp."
def _sentry(which: str, gigantic: bool) -> GameState:
    """Sentry, in p1's ``which`` Expedition: "When a Character leaves my Expedition, draw
    a card"; Atlas's card is in p1's Companion Expedition."""
    leaves = Ability(
        AbilityKind.REACTION,
        trigger=TriggerKind.CHARACTER_LEAVES_MY_EXPEDITION,
        effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )
    return (
        GameBuilder()
        .in_expedition("p1", which, "Sentry", abilities=(leaves,))
        .in_expedition("p1", "companion", "Atlas", **_giant(gigantic))
        .deck_of("p1", 2)
        .at_afternoon()
        .build()
    )


def _reacting(state: GameState) -> list[str]:
    emblems = [state.objects[o].emblem for o in state.zone("limbo")]
    return [e.source_name for e in emblems if e is not None]


@pytest.mark.parametrize("gigantic", [True, False])
def test_7_4_4_b_a_gigantic_character_leaving_play_leaves_my_expedition_too(
    gigantic: bool,
) -> None:
    state = _sentry("hero", gigantic)
    atlas = find(state, "Atlas")
    gone = Step(ActionKind.SACRIFICE, controller="p1", objects=(atlas,), to_zone=ZoneKind.DISCARD)
    state, entry = request(state, gone)
    state, entries = until_decision(state)
    # Atlas's card was in the Companion Expedition; Gigantic, it was in the Hero one too.
    assert _reacting(state) == (["Sentry"] if gigantic else [])
    assert ("7.4.4.b" in rules_of((entry, *entries))) is gigantic


def test_7_4_4_n_a_gigantic_card_switching_expeditions_leaves_neither() -> None:
    state = _sentry("companion", True)
    atlas = find(state, "Atlas")
    state, _ = request(
        state, Step(ActionKind.SWITCH_EXPEDITIONS, controller="p1", objects=(atlas,))
    )
    state, _ = until_decision(state)
    assert state.objects[find(state, "Atlas")].zone == "expedition:p1:hero"  # the card moved
    assert _reacting(state) == []  # the Character stayed in both (7.4.4.n)


@pytest.mark.parametrize("crowded", [True, False])
def test_7_4_4_k_a_gigantic_scout_is_alone_only_if_alone_in_both_expeditions(
    crowded: bool,
) -> None:
    alone = EffectStep(
        ActionKind.CREATE,
        Subject.MY_EXPEDITION,
        token=TokenSpec("Bug", 1, 1, 1),
        condition=Condition(ConditionKind.ONLY_CHARACTER),
        otherwise=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )
    b = GameBuilder().in_hand(
        "p1", "Scout", hand_cost=0, keywords=GIGANTIC, abilities=enters(alone)
    )
    b = b.deck_of("p1", 3)
    if crowded:
        b = b.in_expedition("p1", "companion", "Walker")
    state, entries = _play(b, "Scout", "hero")
    assert len(state.zone("hand:p1")) == (1 if crowded else 0)  # otherwise: a card drawn
    assert "7.4.4.k" in rules_of(entries)
