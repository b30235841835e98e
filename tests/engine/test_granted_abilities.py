"""Abilities granted to other objects (2.3.1.a): a passive ability gives a Reaction, a quick
action, a passive or a keyword to each object its grant covers while it applies — objects
entering play after it included — and an Emblem-Ongoing's grant lasts its duration
(2.2.15.a). A granted Reaction is its bearer's: the bearer activates it and its
Emblem-Reaction is created in Limbo (6.3.h), played in initiative order (4.4.b)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    Keyword,
    PermanentZone,
    Phase,
    Step,
    Subject,
    Task,
    TaskKind,
    TriggerKind,
    ZoneKind,
    find,
    play_card,
    play_quick_action,
)
from engine.play.quick import quick_options
from engine.reading.granted_abilities import granted_to
from engine.reading.passives import has_keyword, statistics
from engine.state.cards import (
    Duration,
    Grant,
    GrantScope,
    IgnoreScope,
    IgnoreSpec,
    ObjectFilter,
    OngoingSpec,
    QuickCost,
    StatModifier,
)
from engine.state.enums import Terrain
from engine.state.game_state import GameState
from engine.steps.resolution import run_step

from .helpers import choose, pending, rules_of, texts, until_decision

DRAW = EffectStep(ActionKind.DRAW, Subject.CONTROLLER)
BOOST_ME = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF)
YOURS = ObjectFilter(controller="you", types=frozenset({CardType.CHARACTER}))
DRAW_ON_ARRIVAL = Ability(
    AbilityKind.REACTION, "{J} Draw a card.", trigger=TriggerKind.ENTERS_PLAY, effect=(DRAW,)
)
TAP_TO_DRAW = Ability(
    AbilityKind.QUICK_ACTION, "{T} : Draw a card.", effect=(DRAW,), cost=QuickCost(exhaust_me=True)
)
AT_NOON_BOOST = Ability(
    AbilityKind.REACTION,
    "At Noon — I gain 1 boost.",
    trigger=TriggerKind.AT_PHASE,
    phase=Phase.NOON,
    effect=(BOOST_ME,),
)


def _group(*abilities: Ability) -> tuple[Ability, ...]:
    """ "Characters you control have "…"": a passive ability granting to a group."""
    grant = Grant(GrantScope.GROUP, abilities=abilities, filter=YOURS)
    return (Ability(AbilityKind.PASSIVE, "Characters you control have …", grant=grant),)


def _haven(b: GameBuilder, player: str, *abilities: Ability) -> GameBuilder:
    return b.in_landmarks(
        player,
        f"Haven {player}",
        type=CardType.PERMANENT,
        permanent_zone=PermanentZone.LANDMARK,
        abilities=_group(*abilities),
    )


def _afternoon(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.at_afternoon().build())
    return state


def test_2_3_1_a_a_character_entering_play_after_the_grant_has_its_reaction() -> None:
    b = _haven(GameBuilder(), "p1", DRAW_ON_ARRIVAL).in_hand("p1", "Newcomer", hand_cost=0)
    state = _afternoon(b.deck_of("p1", 2))
    state, _ = play_card(state, "p1", find(state, "Newcomer"), "hero")
    state, entries = until_decision(state)
    assert len(state.zone("hand:p1")) == 1  # the granted {J} drew a card
    said = " ".join(texts(entries))
    assert 'Newcomer has "{J} Draw a card." from Haven p1' in said
    assert {"2.3.1.a", "6.3.h"} <= rules_of(entries)


def test_2_3_1_a_only_the_group_has_it_not_an_opponents_character() -> None:
    b = (
        _haven(GameBuilder(), "p1", TAP_TO_DRAW)
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Theirs")
    )
    state = _afternoon(b)
    assert granted_to(state, find(state, "Mine")) == [*granted_to(state, find(state, "Mine"))]
    assert [a.text for a in granted_to(state, find(state, "Mine"))] == ["{T} : Draw a card."]
    assert granted_to(state, find(state, "Theirs")) == []
    assert granted_to(state, find(state, "Haven p1")) == []  # a Permanent: not in the group


def test_5_3_b_a_granted_quick_action_is_played_from_its_bearer() -> None:
    b = _haven(GameBuilder(), "p1", TAP_TO_DRAW).in_expedition("p1", "hero", "Tapper")
    state = _afternoon(b.deck_of("p1", 2))
    tapper = find(state, "Tapper")
    assert f"quick:{tapper}:0" in pending(state).option_ids()  # its first ability: the gift
    state, entry = play_quick_action(state, "p1", tapper, 0)
    state, entries = until_decision(state)
    assert len(state.zone("hand:p1")) == 1
    said = " ".join(texts((entry, *entries)))
    assert 'Tapper has "{T} : Draw a card." from Haven p1' in said
    assert "2.3.1.a" in rules_of((entry, *entries))


def test_2_3_1_a_the_grant_ends_when_its_source_leaves_play() -> None:
    b = _haven(GameBuilder(), "p1", TAP_TO_DRAW).in_expedition("p1", "hero", "Tapper")
    state = _afternoon(b)
    tapper, haven = find(state, "Tapper"), find(state, "Haven p1")
    assert f"quick:{tapper}:0" in pending(state).option_ids()
    state, _ = run_step(state, Step(ActionKind.SEND, objects=(haven,), to_zone=ZoneKind.DISCARD))
    assert granted_to(state, tapper) == []
    assert not any(o.startswith(f"quick:{tapper}") for o in _quick_ids(state, "p1"))


def _quick_ids(state: GameState, player: str) -> list[str]:
    return [o.id for o in quick_options(state, player)]


def test_2_2_15_a_a_grant_for_this_afternoon_ends_with_the_afternoon() -> None:
    text = 'Target Character gains "{T} : Draw a card." this Afternoon.'
    listed = Grant(GrantScope.LISTED, abilities=(TAP_TO_DRAW,))
    gift = Ability(AbilityKind.PASSIVE, text, grant=listed)
    ongoing = EffectStep(
        ActionKind.CREATE_ONGOING,
        Subject.TARGET_CHARACTER,
        ongoing=OngoingSpec((gift,), Duration.AFTERNOON, text),
    )
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Lucky")
        .in_expedition("p1", "companion", "Other")
        .in_hand("p1", "Blessing", type=CardType.SPELL, hand_cost=0, effect=(ongoing,))
    )
    state = _afternoon(b.deck_of("p1", 3).deck_of("p2", 3))
    state, _ = play_card(state, "p1", find(state, "Blessing"), "spell")
    state, _ = until_decision(state)
    state = choose(state, find(state, "Lucky"))
    lucky = find(state, "Lucky")
    assert [a.text for a in granted_to(state, lucky)] == ["{T} : Draw a card."]
    assert granted_to(state, find(state, "Other")) == []  # only the target
    state = choose(state, "pass")  # p2 passes; p1's turn: Lucky may play it
    assert f"quick:{lucky}:0" in pending(state).option_ids()
    state = choose(state, "pass")  # both passed: the Afternoon ends, the grant with it
    assert state.phase is not Phase.AFTERNOON
    assert not [o for o in state.objects.values() if o.emblem is not None]
    assert granted_to(state, find(state, "Lucky")) == []


def test_4_4_b_two_granted_reactions_resolve_in_initiative_order() -> None:
    b = _haven(_haven(GameBuilder(), "p1", AT_NOON_BOOST), "p2", AT_NOON_BOOST)
    b = b.in_expedition("p1", "hero", "First").in_expedition("p2", "hero", "Second")
    state, entries = until_decision(b.at_phase(Phase.NOON, first="p2").build())
    while state.pending is not None and state.pending.kind == "choose_reaction":
        state, more = until_decision(state)
        entries = (*entries, *more)
    assert state.objects[find(state, "First")].boosts == 1
    assert state.objects[find(state, "Second")].boosts == 1
    plays = [t for t in texts(entries) if "plays the Reaction of" in t]
    assert len(plays) == 2 and "Second" in plays[0] and "First" in plays[1]  # p2 first


def test_2_3_1_a_a_granted_passive_applies_from_its_bearer() -> None:
    plus = Ability(AbilityKind.PASSIVE, "I have +1/+0/+0.", stats=StatModifier("self", forest=1))
    tough = Ability(
        AbilityKind.PASSIVE,
        "Tough 1",
        grant=Grant(GrantScope.SELF, keyword=Keyword.TOUGH, amount=1),
    )
    b = (
        _haven(GameBuilder(), "p1", plus, tough)
        .in_expedition("p1", "hero", "Strong", forest=2)
        .in_expedition("p2", "hero", "Plain", forest=2)
    )
    state = _afternoon(b)
    strong, plain = find(state, "Strong"), find(state, "Plain")
    assert statistics(state, strong)[Terrain.FOREST] == 3
    assert statistics(state, plain)[Terrain.FOREST] == 2
    assert has_keyword(state, strong, Keyword.TOUGH) and not has_keyword(
        state, plain, Keyword.TOUGH
    )


def test_2_3_2_d_a_character_that_lost_its_abilities_has_none_given() -> None:
    lose = Ability(
        AbilityKind.PASSIVE,
        "All other Characters lose their abilities.",
        ignore=IgnoreSpec(IgnoreScope.ALL_OTHER_CHARACTERS, lose=True),
    )
    b = (
        _haven(GameBuilder(), "p1", TAP_TO_DRAW)
        .in_expedition("p1", "hero", "Tapper")
        .in_expedition("p2", "hero", "Silencer", abilities=(lose,))
    )
    state = _afternoon(b)
    assert granted_to(state, find(state, "Tapper")) == []


def test_6_3_f_a_granted_leave_play_reaction_looks_back_at_the_object_before_it_left() -> None:
    leave = Ability(
        AbilityKind.REACTION,
        "When I leave play — Draw a card.",
        trigger=TriggerKind.LEAVES_PLAY,
        effect=(DRAW,),
    )
    b = _haven(GameBuilder(), "p1", leave).in_expedition("p1", "hero", "Goner").deck_of("p1", 3)
    state = b.build()
    state, _ = run_step(
        state, Step(ActionKind.SEND, objects=(find(state, "Goner"),), to_zone=ZoneKind.RESERVE)
    )
    state = replace(state, agenda=(*state.agenda, Task(TaskKind.CHECK_REACTIONS)))
    state, entries = until_decision(state)
    assert len(state.zone("hand:p1")) == 1  # it had the Reaction as it left (6.3.f)
    assert 'Goner has "When I leave play — Draw a card." from Haven p1' in texts(entries)[0]


def test_7_3_19_b_an_ignored_characters_given_abilities_are_ignored_with_its_own() -> None:
    hush = Ability(
        AbilityKind.PASSIVE,
        "Ignore the abilities of Characters facing me.",
        ignore=IgnoreSpec(IgnoreScope.FACING_ME),
    )
    b = (
        _haven(GameBuilder(), "p1", TAP_TO_DRAW)
        .in_expedition("p1", "hero", "Tapper")
        .in_expedition("p1", "companion", "Free")
        .in_expedition("p2", "hero", "Hush", abilities=(hush,))
    )
    state = _afternoon(b)
    assert granted_to(state, find(state, "Tapper")) == []  # faces Hush: ignored
    assert granted_to(state, find(state, "Free")) != []


def test_2_3_3_b_an_ability_granted_after_the_loss_is_had() -> None:
    """ "Lose all abilities" removes the abilities the object has when it applies: a grant
    with a later timestamp applies after it (2.3.3.b), so its ability is had — the loss
    does not reach forward in time."""
    lose = Ability(
        AbilityKind.PASSIVE,
        "All other Characters lose their abilities.",
        ignore=IgnoreSpec(IgnoreScope.ALL_OTHER_CHARACTERS, lose=True),
    )
    b = GameBuilder().in_expedition("p2", "hero", "Silencer", abilities=(lose,))
    b = _haven(b.in_expedition("p1", "hero", "Tapper"), "p1", TAP_TO_DRAW)
    state = _afternoon(b)
    assert [ab.text for ab in granted_to(state, find(state, "Tapper"))] == [TAP_TO_DRAW.text]
