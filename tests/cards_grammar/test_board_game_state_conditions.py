"""The block "conditions, amounts and choices: the game's state" (issue 30), read by the
grammar alone and played on boards: an Expedition in one of two terrains (7.5.8.b), the
regions between the controller's Expeditions (7.5), the controller's Hero in the Hero zone
(3.2.6), what "it" named before the event (6.3.k, 6.3.j) and "[status] or [status]" (2.4)
are looked at as the condition is checked."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, Status, Terrain, answer, find, play_card
from engine.reading.conditions import holds
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState, evolve
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_game_state_conditions import (
    BOARD_SENTENCES_GAME_STATE_CONDITIONS,
    BOOSTS_PER_IN_FOREST,
    CHARACTERS_WERE_PLAYED,
    DRAW_PER_BEHIND,
    HERO_EITHER,
    HERO_EXHAUSTED,
    HERO_NOT_EXHAUSTED,
    IN_TWO_TERRAINS,
    IT_HAD_BOOSTS,
    IT_WASNT,
    NO_REGIONS,
    READINGS_GAME_STATE_CONDITIONS,
    REGIONS_APART,
    TOKEN_LEFT,
    UNLESS_EITHER,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SACRIFICE = "{J} Sacrifice another Character."


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand to the Hero Expedition; p2 has "Foe"."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _hand(state: GameState) -> int:
    return len(names(state, z.personal(ZoneKind.HAND, "p1")))


def _boosts(state: GameState, name: str) -> int:
    oid = next(o for o, obj in state.objects.items() if state.name(o) == name and obj.zone)
    return state.objects[oid].counters.get(BOOST, 0)


def _played(b: GameBuilder) -> GameState:
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    return state


@pytest.mark.parametrize("text", BOARD_SENTENCES_GAME_STATE_CONDITIONS)
def test_a_sentence_of_the_block_resolves_on_a_board(text: str) -> None:
    assert text in READINGS_GAME_STATE_CONDITIONS
    _played(_board(text))


@pytest.mark.parametrize(
    ("terrains", "drawn"),
    [((Terrain.MOUNTAIN,), 1), ((Terrain.FOREST, Terrain.WATER), 1), ((Terrain.WATER,), 0)],
    ids=["mountain", "forest and water", "water only"],
)
def test_7_5_8_b_my_expedition_in_one_of_two_terrains(
    terrains: tuple[Terrain, ...], drawn: int
) -> None:
    """ "If my Expedition is in {V} or {M}": its region has one of them (7.5.8.b)."""
    state = _played(_board(IN_TWO_TERRAINS).region(0, *terrains))
    assert _hand(state) == drawn


@pytest.mark.parametrize(
    ("companion", "drawn", "boosts"),
    [(7, 1, 0), (3, 1, 0), (2, 0, 0), (1, 0, 2), (0, 0, 2)],
    ids=["six between", "two between", "one between", "adjacent", "same region"],
)
def test_7_5_regions_between_your_expeditions(companion: int, drawn: int, boosts: int) -> None:
    """The Hero Expedition on region 0: "two or more regions between" holds from two regions
    strictly between them; "no regions between" when adjacent or in the same region."""
    state = _played(_board(REGIONS_APART).position("p1:companion", companion))
    assert _hand(state) == drawn
    state = _played(_board(NO_REGIONS).position("p1:companion", companion))
    assert _boosts(state, "Unique") == boosts


@pytest.mark.parametrize(
    ("statuses", "drawn", "boosts", "either"),
    [
        ((Status.EXHAUSTED,), 1, 0, 1),
        ((Status.ANCHORED,), 0, 1, 1),
        ((), 0, 1, 0),
    ],
    ids=["exhausted", "anchored", "ready"],
)
def test_3_2_6_your_hero_exhausted(
    statuses: tuple[Status, ...], drawn: int, boosts: int, either: int
) -> None:
    """The Hero in p1's Hero zone: "If your Hero is exhausted" draws only when it is;
    "isn't Exhausted" gives the boost otherwise; "Exhausted or Anchored" when one holds."""
    for text, expected in ((HERO_EXHAUSTED, drawn), (HERO_EITHER, either)):
        b = _board(text).hero("p1", "Kael", statuses=statuses)
        assert _hand(_played(b)) == expected, text
    b = _board(HERO_NOT_EXHAUSTED).hero("p1", "Kael", statuses=statuses)
    assert _boosts(_played(b), "Unique") == boosts


def test_3_2_6_no_hero_is_not_exhausted() -> None:
    """Without a Hero in the Hero zone, "If your Hero is exhausted" does not hold."""
    assert _hand(_played(_board(HERO_EXHAUSTED))) == 0


def _sacrificed(text: str, **ally: object) -> GameState:
    """p1's "Watcher" (``text``) sees "Ally" sacrificed by the Unique "{J} Sacrifice another
    Character."."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(SACRIFICE))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(text, "Watcher", unique=False))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY, **ally)  # type: ignore[arg-type]
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ("Ally",))
    assert "Ally" in names(state, z.personal(ZoneKind.DISCARD, "p1"))
    return state


@pytest.mark.parametrize(("boosts", "drawn"), [(2, 1), (3, 1), (1, 0), (0, 0)])
def test_6_3_k_it_had_boosts_before_leaving_play(boosts: int, drawn: int) -> None:
    """ "If it had 2 or more boosts": the boosts the Character had as it left play (6.3.k,
    6.3.j) — none are left on a card in the discard pile (2.5.b)."""
    counters = {BOOST: boosts} if boosts else {}
    state = _sacrificed(IT_HAD_BOOSTS, counters=counters)
    assert _hand(state) == drawn


@pytest.mark.parametrize(("statuses", "drawn"), [((Status.EXHAUSTED,), 0), ((), 1)])
def test_6_3_k_it_wasnt_exhausted(statuses: tuple[Status, ...], drawn: int) -> None:
    """ "If it wasn't Exhausted": as it was before leaving play (6.3.k)."""
    assert _hand(_sacrificed(IT_WASNT, statuses=statuses)) == drawn


@pytest.mark.parametrize(
    ("statuses", "holds_now"),
    [
        ((Status.EXHAUSTED,), False),
        ((Status.ASLEEP,), False),
        ((Status.ANCHORED,), True),
        ((), True),
    ],
)
def test_2_4_unless_one_of_two_statuses(statuses: tuple[Status, ...], holds_now: bool) -> None:
    """ "Unless I'm Exhausted or Asleep" (read from UNLESS_EITHER): it fails when I have
    either status (6.5.d), holds otherwise."""
    said = READINGS_GAME_STATE_CONDITIONS[UNLESS_EITHER]["reaction"]["effect"][0]["if"]
    condition = condition_of(said)
    assert condition is not None
    b = GameBuilder().in_expedition("p1", "hero", "Unique", statuses=statuses, **ALLY)
    state = b.build()
    me = find(state, "Unique")
    assert holds(condition, state, "p1", me, my_expedition="p1:hero") is holds_now


def test_6_3_k_it_had_after_a_draw_is_left_to_a_judge() -> None:
    """After a step that brings a card (a draw), "it" would name the card drawn, which had
    nothing: the trigger's "it" is meant — not read (precision first). After a step that
    acted on an object ("Sacrifice a Character. If it had …"), the condition is noted as it
    was before that step (gram52, test_board_steps_referring_back.py)."""
    card = PrintedCard(
        "Later",
        "Character",
        rarity="unique",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=(
            "When a Character you control leaves play — Draw a card. "
            "If it had 2 or more boosts, draw a card."
        ),
    )
    ability = read_printed(card, patterns=False).abilities[0]
    assert ability.status != "executed"
    assert "after another step" in ability.reason


@pytest.mark.parametrize(
    ("p2_hero", "p2_companion", "drawn"),
    [(0, 7, 0), (2, 7, 1), (2, 5, 2)],
    ids=["both tied", "hero behind", "both behind"],
)
def test_7_5_2_b_for_each_of_your_expeditions_thats_behind(
    p2_hero: int, p2_companion: int, drawn: int
) -> None:
    """p1's Expeditions stay at their starting regions; p2's moved on (from region 0 and from
    region 7): each of p1's facing a farther one is behind (7.5.2.b), one card each (6.5.i)."""
    b = _board(DRAW_PER_BEHIND).position("p2:hero", p2_hero)
    state = _played(b.position("p2:companion", p2_companion))
    assert _hand(state) == drawn


@pytest.mark.parametrize(("forest_regions", "boosts"), [((0,), 1), ((0, 7), 2), ((), 0)])
def test_7_5_8_b_x_is_your_expeditions_in_a_terrain(
    forest_regions: tuple[int, ...], boosts: int
) -> None:
    """Regions 0 and 7 (p1's Hero and Companion Expeditions) made Forest or Water only."""
    b = _board(BOOSTS_PER_IN_FOREST)
    for index in (0, 7):
        b = b.region(index, Terrain.FOREST if index in forest_regions else Terrain.WATER)
    assert _boosts(_played(b), "Unique") == boosts


@pytest.mark.parametrize(
    ("before", "boosts"), [((), 0), (("p2",), 2), (("p1",), 2)], ids=["none", "p2's", "p1's"]
)
def test_5_1_2_k_characters_were_played_this_turn_by_anyone(
    before: tuple[str, ...], boosts: int
) -> None:
    """The Unique is the second Character played this turn whoever played the first (5.1.2.k:
    the game keeps the cards played); alone, it is the only one."""
    b = _board(CHARACTERS_WERE_PLAYED).in_discard("p2", "Earlier", **ALLY)
    state, _ = until_decision(b.at_afternoon().build())
    earlier = state.objects[find(state, "Earlier")].card_id
    assert earlier is not None
    state = evolve(state, plays_this_turn=tuple((p, earlier) for p in before))
    state, first = play_card(state, "p1", find(state, "Unique"), "hero")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ())
    assert _boosts(state, "Unique") == boosts


@pytest.mark.parametrize(("is_token", "boosts"), [(True, 2), (False, 0)])
def test_2_1_e_a_token_left_play_this_turn(is_token: bool, boosts: int) -> None:
    """The Unique sacrifices "Ally": a token that left play this turn is still known as a
    token once it ceased to exist (2.1.e, 7.3.20.a); a card is not one."""
    b = _board(TOKEN_LEFT).in_expedition("p1", "hero", "Ally", is_token=is_token, **ALLY)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, entries, ("Ally",))
    assert _boosts(state, "Unique") == boosts
