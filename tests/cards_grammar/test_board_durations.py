"""The section "durations, zones and triggers", read by the grammar alone and played on
boards: a keyword lost for a time (2.2.15.a, 7.4.2.b), a Spell leaving Limbo as its play
ends (5.1.2.l), "it" the Expedition the condition before it speaks of (7.3.25, 7.3.3)."""

from __future__ import annotations

import pytest

from engine import (
    DecisionKind,
    GameBuilder,
    Keyword,
    Status,
    TraceEntry,
    answer,
    find,
    play_card,
)
from engine.day.dusk import moves_forward
from engine.play.costs import card_cost
from engine.reading.passives import has_keyword
from engine.state.enums import BOOST, CardType, PermanentZone, Phase, Terrain
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import texts, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_durations import (
    EXHAUST_IN_OPPONENTS_RESERVE,
    FIRST_FROM_RESERVE,
    I_LOSE_DEFENDER_THIS_DAY,
    IF_BEHIND_EACH_IN_IT,
    IF_BEHIND_IT_MOVES,
    IF_IN_FOREST_IT_ASCENDS,
    TAKE_TARGET_TOKEN,
    WHEN_HERO_FAILS,
    WHEN_MINE_ATTEMPTS_FORWARD,
    WHEN_ONE_OF_YOURS_FAILS,
    WHEN_RESUPPLY_AFTERNOON,
    WHEN_RESUPPLY_DUSK,
    WHEN_SPELL_LEAVES_DISCARD,
    WHEN_TOKEN_JOINS_YOURS,
    WHEN_YOUR_SPELL_LEAVES_LIMBO,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(b: GameBuilder, name: str, dest: str = "hero") -> GameState:
    """p1 plays ``name`` from Hand (into the Hero Expedition, a Spell as a Spell); decisions
    answered with their first options until a turn."""
    state, entries = play(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6), name, dest)
    state, _ = answer_picking(state, entries, ())
    return state


@pytest.mark.parametrize(("text", "defends"), [(I_LOSE_DEFENDER_THIS_DAY, False), ("", True)])
def test_7_4_2_b_a_defender_that_lost_defender_this_day_does_not_stop_its_expedition(
    text: str, defends: bool
) -> None:
    """The Wall (printed Defender, 5 in Forest) loses Defender for the Day as it is played:
    an Emblem-Ongoing takes the keyword away (2.2.15.a), so at Dusk its Expedition may move
    forward (7.4.2.b); without the ability it keeps Defender."""
    fields = grammar_fields(text, "Wall", unique=False, forest=5) if text else dict(ALLY)
    fields = {**fields, "forest": 5, "keywords": frozenset({Keyword.DEFENDER})}
    b = GameBuilder().region(0, Terrain.FOREST).region(1, Terrain.FOREST)
    state = _played(b.in_hand("p1", "Wall", **fields), "Wall")
    wall = find(state, "Wall")
    assert has_keyword(state, wall, Keyword.DEFENDER) is defends
    assert moves_forward(state, "p1:hero") is not defends


def test_2_3_3_b_a_keyword_given_after_the_loss_is_kept() -> None:
    """A keyword lost for a time takes away what was given before it (the printed one), not
    what a passive ability of a newer object gives (timestamp order, 2.3.3.b)."""
    fields = grammar_fields(I_LOSE_DEFENDER_THIS_DAY, "Wall", unique=False, forest=5)
    fields = {**fields, "keywords": frozenset({Keyword.DEFENDER})}
    giver = grammar_fields("Characters you control are Defender.", "Giver", unique=False)
    b = GameBuilder().in_hand("p1", "Wall", **fields).in_hand("p1", "Giver", **giver)
    state = _played(b, "Wall")
    wall = find(state, "Wall")
    assert not has_keyword(state, wall, Keyword.DEFENDER)
    d = state.pending
    assert d is not None and d.player == "p2"
    state, _ = answer(state, d.id, ("pass",))  # p2 passes: p1's turn again (4.2.3.d)
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Giver"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, entries, ())
    assert has_keyword(state, find(state, "Wall"), Keyword.DEFENDER)


@pytest.mark.parametrize(("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["mine", "theirs"])
def test_5_1_2_l_when_a_spell_you_control_leaves_limbo(owner: str, boosts: int) -> None:
    """p1's Spell leaves Limbo at the end of its resolution (5.1.2.j, 5.1.2.l): p1's Watcher
    gains a boost; p2's does not (the Spell is not theirs)."""
    watcher = grammar_fields(WHEN_YOUR_SPELL_LEAVES_LIMBO, "Watcher", unique=False)
    bolt = grammar_fields("Draw a card.", "Bolt", unique=False, type="Spell")
    b = GameBuilder().in_expedition(owner, "hero", "Watcher", **watcher)
    b = b.in_hand("p1", "Bolt", **bolt)
    state = _played(b, "Bolt", "spell")
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts


@pytest.mark.parametrize(("theirs", "moved"), [(2, 1), (0, 0)], ids=["behind", "tied"])
def test_7_5_2_b_if_my_expedition_is_behind_it_moves_forward(theirs: int, moved: int) -> None:
    """ "it" is the Expedition the condition speaks of: p1's Hero Expedition moves forward
    when it is behind the one facing it (7.5.2.b, 7.3.25.a) — not when tied."""
    b = GameBuilder().in_hand("p1", "Runner", **grammar_fields(IF_BEHIND_IT_MOVES, "Runner"))
    state = _played(b.position("p2:hero", theirs), "Runner")
    assert state.positions["p1:hero"] == moved
    assert state.positions["p2:hero"] == theirs and state.positions["p1:companion"] == 7


@pytest.mark.parametrize(
    ("terrain", "ascended"), [(Terrain.FOREST, True), (Terrain.WATER, False)], ids=["V", "O"]
)
def test_7_3_3_a_if_my_expedition_is_in_forest_it_ascends(terrain: Terrain, ascended: bool) -> None:
    b = GameBuilder().region(0, terrain)
    b = b.in_hand("p1", "Druid", **grammar_fields(IF_IN_FOREST_IT_ASCENDS, "Druid"))
    state = _played(b, "Druid")
    assert (Status.ASCENDED in state.expedition_statuses.get("p1:hero", frozenset())) is ascended
    assert Status.ASCENDED not in state.expedition_statuses.get("p1:companion", frozenset())


# ----------------------------------------------------------------- play origins (5.1.2.d)
def _cost_after_one_play(first_from: str) -> int:
    """p1 (the Keeper's controller) first plays "Early" from ``first_from`` ("hand" or
    "reserve"); p2 passes; then the cost of "Late", in p1's Reserve (Reserve Cost 2)."""
    keeper = grammar_fields(FIRST_FROM_RESERVE, "Keeper", unique=False)
    late = {**ALLY, "reserve_cost": 2}
    b = GameBuilder().in_expedition("p1", "hero", "Keeper", **keeper)
    b = b.in_reserve("p1", "Late", **late)
    b = (b.in_hand if first_from == "hand" else b.in_reserve)("p1", "Early", **ALLY)
    state = _played(b, "Early")
    d = state.pending
    assert d is not None and d.player == "p2"
    state, _ = answer(state, d.id, ("pass",))
    state, _ = until_decision(state)
    return card_cost(state, "p1", find(state, "Late")).amount


@pytest.mark.parametrize(("first_from", "cost"), [("hand", 1), ("reserve", 2)])
def test_5_1_2_d_the_first_character_you_play_from_reserve_each_afternoon(
    first_from: str, cost: int
) -> None:
    """A Character played from Hand first does not use up "the first Character you play
    from Reserve" (5.1.2.d, 5.1.2.k): the engine keeps where each play came from; one
    played from Reserve first does."""
    assert _cost_after_one_play(first_from) == cost


@pytest.mark.parametrize(("theirs", "boosted"), [(2, 1), (0, 0)], ids=["behind", "tied"])
def test_6_5_d_each_character_in_it_is_in_the_expedition_the_condition_names(
    theirs: int, boosted: int
) -> None:
    """ "If my Expedition is behind, each Character in it gains 1 boost": the Characters of
    the Expedition the condition speaks of (p1's Hero Expedition, 7.5.2.b) — not those of
    p1's Companion Expedition nor p2's."""
    b = GameBuilder().in_hand("p1", "Herald", **grammar_fields(IF_BEHIND_EACH_IN_IT, "Herald"))
    b = b.in_expedition("p1", "hero", "Near", **ALLY)
    b = b.in_expedition("p1", "companion", "Far", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    state = _played(b.position("p2:hero", theirs), "Herald")
    boosts = {n: _boosts(state, n) for n in ("Near", "Far", "Foe")}
    assert boosts == {"Near": boosted, "Far": 0, "Foe": 0}
    assert _boosts(state, "Herald") == boosted


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("where", "boosts"), [("reserve", 1), ("expedition", 0)], ids=["support-in-reserve", "in-play"]
)
def test_3_2_3_when_a_spell_leaves_your_discard_pile(where: str, boosts: int) -> None:
    """p1 returns a Spell from their discard pile to their hand: the Watcher's support
    ability ({I}, working in Reserve only, 1.2.4.d) sees the Spell leave p1's discard pile
    (3.2.3, 6.3.g) and gains a boost; in play it does not work."""
    watcher = grammar_fields(WHEN_SPELL_LEAVES_DISCARD, "Watcher", unique=False)
    returns = "{H} Return target Spell from your discard pile to your hand."
    bearer = grammar_fields(returns, "Bearer")
    spell = grammar_fields("Draw a card.", "Old Spell", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Bearer", **bearer).in_discard("p1", "Old Spell", **spell)
    if where == "reserve":
        b = b.in_reserve("p1", "Watcher", **watcher)
    else:
        b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    state = _played(b, "Bearer")
    assert "Old Spell" in [state.name(o) for o in state.zone("hand:p1")]
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("watcher", "boosts"), [(WHEN_RESUPPLY_AFTERNOON, 1), (WHEN_RESUPPLY_DUSK, 0)]
)
def test_4_2_a_when_you_resupply_during_a_phase(watcher: str, boosts: int) -> None:
    """p1 Resupplies in the Afternoon (a card played with "{H} Resupply."): the Reaction
    "during the Afternoon" activates (7.3.31.a, 6.3.f); the one "during Dusk" does not."""
    fields = grammar_fields(watcher, "Watcher", unique=False)
    bearer = grammar_fields("{H} Resupply.", "Bearer")
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **fields)
    state = _played(b.in_hand("p1", "Bearer", **bearer), "Bearer")
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("kind", "asked", "goes_to"),
    [
        ("landmark", False, "landmark:p1"),
        ("character", True, "expedition:p1:hero"),
    ],
)
def test_7_3_40_a_b_a_taken_token_goes_by_the_zone_it_is_in(
    kind: str, asked: bool, goes_to: str
) -> None:
    """ "Take control of target token an opponent controls": a Landmark token goes to the
    taker's Landmarks, nothing to choose (7.3.40.b); a Character token to the one of the
    taker's Expeditions they choose (7.3.40.a)."""
    spell = grammar_fields(TAKE_TARGET_TOKEN, "Grab", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Grab", **spell).mana("p1", 4).deck_of("p1", 3).deck_of("p2", 3)
    if kind == "landmark":
        token = {
            "type": CardType.PERMANENT,
            "permanent_zone": PermanentZone.LANDMARK,
            "hand_cost": 0,
            "reserve_cost": 0,
            "is_token": True,
        }
        b = b.in_landmarks("p2", "Stone", **token)
    else:
        b = b.in_expedition("p2", "companion", "Stone", **{**ALLY, "is_token": True})
    state, _ = play(b, "Grab", "spell")
    placed = False
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        placed = placed or d.kind == DecisionKind.PLACE
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    assert placed is asked
    assert "Stone" in [state.name(o) for o in state.zone(goes_to)]


def test_7_3_5_a_when_a_token_joins_your_expeditions() -> None:
    """p1 plays the Maker (a card: no token) which creates a token Character in its
    Expedition (7.3.5.a): the Watcher's "When a token joins your Expeditions" activates for
    the token only, and "it" is the token (6.3.i)."""
    watcher = grammar_fields(WHEN_TOKEN_JOINS_YOURS, "Watcher", unique=False)
    maker = grammar_fields("{H} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.")
    b = GameBuilder().in_expedition("p1", "companion", "Watcher", **watcher)
    state = _played(b.in_hand("p1", "Maker", **maker), "Maker")
    assert _boosts(state, "Ordis Recruit") == 1
    assert _boosts(state, "Maker") == 0 and _boosts(state, "Watcher") == 0


def test_6_5_b_target_card_in_an_opponents_reserve() -> None:
    """ "Exhaust target card in an opponent's Reserve": only p2's Reserve card is offered as
    the target (6.5.b; a card in a Reserve is its owner's, 3.2.10), and it is exhausted."""
    bearer = grammar_fields(EXHAUST_IN_OPPONENTS_RESERVE, "Bearer")
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_reserve("p1", "Mine", **ALLY).in_reserve("p2", "Theirs", **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 3).deck_of("p2", 3), "Bearer")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET
    assert [o.label for o in d.options] == ["Theirs"]
    state, _ = answer(state, d.id, d.option_ids()[:1])
    state, _ = until_decision(state)
    assert Status.EXHAUSTED in state.objects[find(state, "Theirs")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Mine")].statuses


@pytest.mark.parametrize(
    ("watcher", "boosts"), [(WHEN_HERO_FAILS, 0), (WHEN_ONE_OF_YOURS_FAILS, 1)]
)
def test_4_2_4_i_when_one_of_your_expeditions_fails_to_move_forward(
    watcher: str, boosts: int
) -> None:
    """At Progress p1's Hero Expedition moves forward (5 in Forest against nothing) and the
    Companion Expedition does not (nothing in it against 5): "When your Hero Expedition
    fails" does not activate; "When one of your Expeditions fails" does, once (4.2.4.i,
    6.3.g). The Watcher is in the Hero Expedition either way (its boost is gone at Rest:
    the trace says whether its Reaction activated and resolved)."""
    fields = {**grammar_fields(watcher, "Watcher", unique=False), "forest": 5}
    b = GameBuilder().region(0, Terrain.FOREST).region(7, Terrain.FOREST)
    b = b.in_expedition("p1", "hero", "Watcher", **fields)
    b = b.in_expedition("p2", "companion", "Wall", **{**ALLY, "forest": 5})
    _, entries = until_decision(b.at_phase(Phase.DUSK).build())
    said = texts(entries)
    moved = "Progress: p1's hero Expedition moves forward"
    # what moves is said before the reasons (the statistics compared name every Expedition)
    assert any(t.startswith(moved) and "p1's companion" not in t.split(" [")[0] for t in said)
    activated = [
        e
        for t, e in zip(said, entries, strict=True)
        if t == "Reaction-activating step: Watcher" and "4.2.4.i" in e.rules
    ]
    assert len(activated) == boosts
    assert ("Watcher gains 1 boost" in said) is bool(boosts)


def _attempt_activations(said: tuple[str, ...], entries: tuple[TraceEntry, ...]) -> int:
    return sum(
        1
        for t, e in zip(said, entries, strict=True)
        if t == "Reaction-activating step: Watcher" and "7.5.3.a" in e.rules
    )


@pytest.mark.parametrize(("defender", "attempts"), [(True, 1), (False, 0)])
def test_7_5_3_a_a_defender_keeps_a_successful_expedition_it_attempts_to_move_forward(
    defender: bool, attempts: int
) -> None:
    """At Progress p1's Hero Expedition has the greater Forest (4.2.4.b) but a Defender
    keeps it where it is during Dusk (7.4.2.b): it attempts to move forward and can't
    (7.5.3.a), so the Watcher's Reaction activates; without the Defender it moves forward,
    which is no attempt."""
    fields = {**grammar_fields(WHEN_MINE_ATTEMPTS_FORWARD, "Watcher", unique=False), "forest": 5}
    if defender:
        fields = {**fields, "keywords": frozenset({Keyword.DEFENDER})}
    b = GameBuilder().region(0, Terrain.FOREST).in_expedition("p1", "hero", "Watcher", **fields)
    _, entries = until_decision(b.at_phase(Phase.DUSK).build())
    said = texts(entries)
    assert (
        any(t.startswith("Progress: p1's hero Expedition moves forward") for t in said)
        is not defender
    )
    assert _attempt_activations(said, entries) == attempts


@pytest.mark.parametrize(("forbidden", "attempts"), [(True, 1), (False, 0)])
def test_7_5_3_a_an_effect_moving_my_expedition_that_cannot_move(
    forbidden: bool, attempts: int
) -> None:
    """p1's "My Expedition moves forward one region" while p2's Barrier says "Expeditions
    can't move forward" (1.4.1.a): the Expedition attempts to and can't (7.5.3.a)."""
    watcher = grammar_fields(WHEN_MINE_ATTEMPTS_FORWARD, "Watcher", unique=False)
    mover = grammar_fields("{H} My Expedition moves forward one region.", "Mover")
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_hand("p1", "Mover", **mover)
    if forbidden:
        barrier = grammar_fields("Expeditions can't move forward.", "Barrier", unique=False)
        b = b.in_expedition("p2", "hero", "Barrier", **barrier)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 3).deck_of("p2", 3), "Mover")
    state, entries = answer_picking(state, entries, ())
    assert state.positions["p1:hero"] == (0 if forbidden else 1)
    assert _attempt_activations(texts(entries), entries) == attempts
