"""Terrains of the Expedition a trigger or a target names, played on boards (issue 30):
"When my Expedition moves forward, if it's in {O}" looks at the Expedition that moved, after
the move (6.3.k, 7.5.8.b), each Expedition on its own; "Characters in target Expedition in
{V}" offers only an Expedition whose region has that terrain (6.5.b, 7.5.8.b); "When my
Expedition fails to move forward — Create a [token] in it" creates it in that Expedition
(4.2.4.i, 6.3.i, 7.3.5); "my other Expedition" is the one the bearer is not in (7.5)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Phase, Terrain, find
from engine.state import zones as z
from engine.state.enums import CardType, ExpeditionKind, PermanentZone, Status

from ..cards_text.helpers import from_phase, play
from ..engine.helpers import pending
from .grammar_cards import grammar_fields
from .sentences_expedition_event_it import (
    BOARD_SENTENCES_EXPEDITION_EVENT_IT,
    CREATE_IN_MY_OTHER_EXPEDITION,
    FAILS_CREATE_IN_IT,
)
from .sentences_expedition_event_it import (
    CHARACTERS_IN_TARGET_EXPEDITION_IN_FOREST as GROVE_BLESSING,
)
from .sentences_expedition_event_it import MOVES_FORWARD_IF_IN_WATER as MOVED_INTO_WATER

ONE_OF_YOURS_IN_MOUNTAIN = (
    "When one of your Expeditions moves forward, if it's in {M} \u2014 Draw a card."
)


def _activations(entries: tuple[object, ...], name: str) -> int:
    texts = [getattr(e, "text", "") for e in entries]
    return sum(t.count(name) for t in texts if t.startswith("Reaction-activating step"))


@pytest.mark.parametrize(("terrain", "activates"), [(Terrain.WATER, 1), (Terrain.FOREST, 0)])
def test_7_5_8_b_my_expedition_moves_forward_if_it_is_in_a_terrain(
    terrain: Terrain, activates: int
) -> None:
    f = grammar_fields(MOVED_INTO_WATER, "Heron", forest=3)
    b = GameBuilder().in_expedition("p1", "hero", "Heron", statuses=(Status.ANCHORED,), **f)
    b = b.region(0, Terrain.FOREST).region(1, terrain)
    state, entries = from_phase(b, Phase.DUSK)
    assert state.positions["p1:hero"] == 1  # it moved forward due to Forest (4.2.4.b)
    assert _activations(entries, "Heron") == activates
    assert state.objects[find(state, "Heron")].boosts == activates


def test_6_3_k_one_of_your_expeditions_if_it_is_in_a_terrain_each_on_its_own() -> None:
    f = grammar_fields(ONE_OF_YOURS_IN_MOUNTAIN, "Road")
    f = {**f, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
    b = GameBuilder().in_landmarks("p1", "Road", **f)
    b = b.in_expedition("p1", "hero", "A", forest=2, mountain=0, water=0)
    b = b.in_expedition("p1", "companion", "B", forest=2, mountain=0, water=0)
    b = b.region(0, Terrain.FOREST).region(1, Terrain.MOUNTAIN)
    b = b.region(7, Terrain.FOREST).region(6, Terrain.WATER)
    state, entries = from_phase(b, Phase.DUSK)
    assert state.positions["p1:hero"] == 1 and state.positions["p1:companion"] == 6
    # Both moved forward; only the one now in Mountain satisfies "it's in {M}".
    assert _activations(entries, "Road") == 1


def test_6_5_b_target_expedition_in_a_terrain_offers_only_those_in_it() -> None:
    f = grammar_fields(GROVE_BLESSING, "Blessing", type="Spell")
    b = GameBuilder().in_hand("p1", "Blessing", **f).mana("p1", 2)
    b = b.region(0, Terrain.FOREST).region(6, Terrain.MOUNTAIN)
    b = b.position("p1:hero", 0).position("p2:hero", 0)
    b = b.position("p1:companion", 6).position("p2:companion", 6)
    state, _ = play(b.deck_of("p1", 4).deck_of("p2", 4), "Blessing", dest="spell")
    offered = set(pending(state).option_ids())
    assert offered == {"p1:hero", "p2:hero"}


PLAYED = {MOVED_INTO_WATER, GROVE_BLESSING, FAILS_CREATE_IN_IT, CREATE_IN_MY_OTHER_EXPEDITION}


def test_every_board_sentence_of_the_section_is_played_here() -> None:
    assert set(BOARD_SENTENCES_EXPEDITION_EVENT_IT) == PLAYED


@pytest.mark.parametrize(("stronger_opponent", "moths"), [(True, 1), (False, 0)])
def test_4_2_4_i_fails_to_move_forward_creates_the_token_in_it(
    stronger_opponent: bool, moths: int
) -> None:
    f = grammar_fields(FAILS_CREATE_IN_IT, "Keeper")
    b = GameBuilder().in_expedition("p1", "hero", "Keeper", statuses=(Status.ANCHORED,), **f)
    if stronger_opponent:  # the Expedition facing it wins every terrain: p1's fails (4.2.4.i)
        b = b.in_expedition("p2", "hero", "Giant", forest=5, mountain=5, water=5)
    _, entries = from_phase(b, Phase.DUSK)
    created = [e.text for e in entries if "is created in" in e.text]
    # In it: the Expedition that failed; the token leaves at Rest (2.1.e), so the trace says.
    # whose "my Expedition" is said (7.2.1.a; the Reaction resolving as an Emblem-Reaction, 7.2.1.d)
    mine = " [\u201cmy Expedition\u201d is Keeper's: p1's hero Expedition (7.2.1.d, 7.2.1.a)]"
    assert created == ["Keeper: Mana Moth is created in p1's hero Expedition" + mine] * moths


def test_7_5_my_other_expedition_is_the_one_i_am_not_in() -> None:
    f = grammar_fields(CREATE_IN_MY_OTHER_EXPEDITION, "Herald")
    b = GameBuilder().in_hand("p1", "Herald", **f).mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Herald")  # into the Hero Expedition
    hero = [state.name(o) for o in state.zone(z.expedition("p1", ExpeditionKind.HERO))]
    companion = [state.name(o) for o in state.zone(z.expedition("p1", ExpeditionKind.COMPANION))]
    assert "Herald" in hero and "Mana Moth" not in hero
    assert companion == ["Mana Moth"]
