"""The block "conditions on what is described" (issue 30), read by the grammar alone and
played on boards: a condition said of described objects, of "I" or of a zone against its
limit is counted as the step is done (6.5.d) — true and false."""

from __future__ import annotations

from typing import Any

import pytest

from engine import BOOST, CardType, GameBuilder, Keyword, Status
from engine.reading.conditions import holds
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState
from scenarios.cards.condition_texts import condition_of

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_described_conditions import (
    ANCHORED_OR_ASLEEP,
    BOARD_SENTENCES_DESCRIBED_CONDITIONS,
    COST_AT_MOST,
    DOESNT_HAVE,
    EACH_BOOSTED,
    EACH_IN_HERO,
    HAS_DEFENDER,
    I_DEFENDER,
    I_IN_HERO,
    LANDMARKS_UNDER,
    MORE_LANDMARKS,
    NONE_BEHIND,
    NONE_OF_YOURS,
    READINGS_DESCRIBED_CONDITIONS,
    RESERVE_FULL,
    TWO_ANCHORED,
)

ALLY: dict[str, Any] = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, where: str = "hero") -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand; p2 has "Foe" in its Hero Expedition."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(b: GameBuilder, where: str | None = None) -> GameState:
    state, entries = play(b, "Unique", where) if where else play(b, "Unique")
    state, _ = answer_picking(state, entries, ())
    return state


def _with_keywords(text: str, keywords: tuple[Keyword, ...]) -> dict[str, Any]:
    """The Unique's card fields, its printed keywords and these (7.4)."""
    fields: dict[str, Any] = dict(grammar_fields(text))
    fields["keywords"] = tuple(fields.get("keywords") or ()) + keywords
    return fields


def _hand(state: GameState) -> int:
    return len(names(state, z.personal(ZoneKind.HAND, "p1")))


def _boosts(state: GameState, name: str) -> int:
    oid = next(o for o, obj in state.objects.items() if state.name(o) == name and obj.zone)
    return state.objects[oid].counters.get(BOOST, 0)


@pytest.mark.parametrize("text", BOARD_SENTENCES_DESCRIBED_CONDITIONS)
def test_a_sentence_of_the_block_resolves_on_a_board(text: str) -> None:
    assert text in READINGS_DESCRIBED_CONDITIONS
    _played(_board(text))


@pytest.mark.parametrize(("anchored", "drawn"), [(2, 1), (1, 0)], ids=["two", "one"])
def test_6_5_d_two_or_more_characters_you_control_are_anchored(anchored: int, drawn: int) -> None:
    b = _board(TWO_ANCHORED)
    for i in range(2):
        statuses = (Status.ANCHORED,) if i < anchored else ()
        b = b.add(
            "p1", z.expedition("p1", ExpeditionKind.HERO), f"Ally{i}", statuses=statuses, **ALLY
        )
    assert _hand(_played(b)) == drawn


def test_6_5_d_each_character_you_control_has_a_boost() -> None:
    """ "each Character you control has a boost": none of them is without one (2.4.5.a) —
    the Unique itself, entering without boosts, is one of them, so it does not hold."""
    b = _board(EACH_BOOSTED)
    b = b.add("p1", z.expedition("p1", ExpeditionKind.HERO), "Ally", counters={BOOST: 1}, **ALLY)
    assert _hand(_played(b)) == 0


@pytest.mark.parametrize(("defender", "drawn"), [(True, 1), (False, 0)], ids=["has", "hasn't"])
def test_7_4_a_character_an_opponent_controls_has_defender(defender: bool, drawn: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(HAS_DEFENDER))
    keywords = (Keyword.DEFENDER,) if defender else ()
    b = b.in_expedition("p2", "hero", "Foe", keywords=keywords, **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("defender", "drawn"), [(True, 0), (False, 1)], ids=["has", "hasn't"])
def test_7_4_a_character_you_control_doesnt_have_defender(defender: bool, drawn: int) -> None:
    """The Unique (no Defender) is a Character its controller controls: only one with
    Defender everywhere makes it false."""
    keywords = (Keyword.DEFENDER,) if defender else ()
    b = GameBuilder().in_hand("p1", "Unique", **_with_keywords(DOESNT_HAVE, keywords))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("anchored", "drawn"), [(False, 1), (True, 0)], ids=["none", "one"])
def test_6_5_d_none_of_your_characters_is_anchored(anchored: bool, drawn: int) -> None:
    b = _board(NONE_OF_YOURS)
    statuses = (Status.ANCHORED,) if anchored else ()
    b = b.add("p1", z.expedition("p1", ExpeditionKind.COMPANION), "Ally", statuses=statuses, **ALLY)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(
    ("where", "drawn", "boosts"), [("hero", 1, 0), ("companion", 0, 1)], ids=["hero", "companion"]
)
def test_7_5_5_a_im_in_your_hero_expedition(where: str, drawn: int, boosts: int) -> None:
    """ "If I'm in your Hero Expedition: X, otherwise Y" (6.5.e)."""
    state = _played(_board(I_IN_HERO), where)
    assert (_hand(state), _boosts(state, "Unique")) == (drawn, boosts)


@pytest.mark.parametrize(("defender", "drawn"), [(False, 1), (True, 0)], ids=["hasn't", "has"])
def test_7_4_i_dont_have_defender(defender: bool, drawn: int) -> None:
    keywords = (Keyword.DEFENDER,) if defender else ()
    b = GameBuilder().in_hand("p1", "Unique", **_with_keywords(I_DEFENDER, keywords))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("cards", "drawn"), [(2, 1), (1, 0), (3, 0)], ids=["at", "under", "over"])
def test_3_2_10_b_as_many_cards_in_reserve_as_your_reserve_limit(cards: int, drawn: int) -> None:
    """No Hero: the Reserve limit is 2 (3.2.10.b); "as many as" is that many."""
    b = _board(RESERVE_FULL)
    for i in range(cards):
        b = b.in_reserve("p1", f"Kept{i}", **ALLY)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("landmarks", "drawn"), [(1, 1), (2, 0)], ids=["under", "at"])
def test_3_2_7_c_fewer_landmarks_than_your_landmark_limit(landmarks: int, drawn: int) -> None:
    b = _board(LANDMARKS_UNDER)
    for i in range(landmarks):
        b = b.in_landmarks("p1", f"Site{i}", hand_cost=1, reserve_cost=1)
    assert _hand(_played(b)) == drawn


def test_6_5_d_each_in_your_hero_expedition_is_left_to_a_judge() -> None:
    """No count says "each … is in your Hero Expedition": not evaluated, never guessed."""
    assert condition_of("each character you control is in your hero expedition") is None
    assert EACH_IN_HERO


@pytest.mark.parametrize(("theirs", "drawn"), [(2, 1), (1, 0)], ids=["more", "as many"])
def test_3_2_7_an_opponent_controls_more_landmarks_than_you(theirs: int, drawn: int) -> None:
    b = _board(MORE_LANDMARKS).in_landmarks("p1", "Mine", hand_cost=1, reserve_cost=1)
    for i in range(theirs):
        b = b.in_landmarks("p2", f"Theirs{i}", hand_cost=1, reserve_cost=1)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("mine", "drawn"), [(0, 1), (1, 0)], ids=["both tied", "one behind"])
def test_7_5_2_b_none_of_your_expeditions_is_behind(mine: int, drawn: int) -> None:
    """At the start every Expedition is tied (7.5.2.c); with the opponent's Hero
    Expedition moved forward, mine facing it is behind (7.5.2.b)."""
    b = _board(NONE_BEHIND)
    if mine:
        b = b.position("p1:hero", 1).position("p2:hero", 2)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(("cost", "drawn"), [(3, 1), (4, 0)], ids=["3", "4"])
def test_2_2_7_a_character_you_control_has_hand_cost_3_or_less(cost: int, drawn: int) -> None:
    """The Unique (Hand Cost 1 from the fixture would hold) is given Hand Cost 5 here, so
    only the other Character decides."""
    fields: dict[str, Any] = {**grammar_fields(COST_AT_MOST), "hand_cost": 5}
    b = GameBuilder().in_hand("p1", "Unique", **fields)
    b = b.add("p1", z.expedition("p1", ExpeditionKind.HERO), "Ally", **{**ALLY, "hand_cost": cost})
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(
    ("words", "defender", "where", "holds_"),
    [
        ("it has defender", True, ExpeditionKind.HERO, True),
        ("it has defender", False, ExpeditionKind.HERO, False),
        ("it doesn't have defender", False, ExpeditionKind.HERO, True),
        ("it's in your hero expedition", False, ExpeditionKind.HERO, True),
        ("it's in your hero expedition", False, ExpeditionKind.COMPANION, False),
        ("it isn't in your hero expedition", False, ExpeditionKind.COMPANION, True),
    ],
)
def test_6_3_i_what_it_names_has_a_keyword_or_is_in_your_hero_expedition(
    words: str, defender: bool, where: ExpeditionKind, holds_: bool
) -> None:
    """ "If it has [[Defender]]" / "if it's in your Hero Expedition": the object the trigger
    names (6.3.i), with the keyword working on it (7.4) / in that Expedition (7.5.5.a)."""
    keywords = (Keyword.DEFENDER,) if defender else ()
    b = GameBuilder().add("p1", z.expedition("p1", where), "Named", keywords=keywords, **ALLY)
    state = b.build()
    named = next(o for o in state.objects if state.name(o) == "Named")
    condition = condition_of(words)
    assert condition is not None
    assert holds(condition, state, "p1", it=(named,)) is holds_


@pytest.mark.parametrize(
    ("card", "holds_"),
    [
        ({"type": CardType.SPELL, "hand_cost": 5}, True),
        ({"type": CardType.CHARACTER, "hand_cost": 2}, True),
        ({"type": CardType.CHARACTER, "hand_cost": 3}, False),
    ],
    ids=["a Spell", "a cheap Character", "a Character costing 3"],
)
def test_6_5_d_its_a_spell_or_a_character_with_hand_cost_2_or_less(
    card: dict[str, Any], holds_: bool
) -> None:
    """What "it" names (6.3.i) fits one of the two descriptions (2.2.1, 2.2.7)."""
    fields = {**ALLY, **card}
    state = GameBuilder().in_reserve("p1", "Named", **fields).build()
    named = next(o for o in state.objects if state.name(o) == "Named")
    condition = condition_of("it's a spell or a character with hand cost {2} or less")
    assert condition is not None
    assert holds(condition, state, "p1", it=(named,)) is holds_
    assert condition_of("it's a spell or a landmark") is None  # never a filter of anything


@pytest.mark.parametrize(
    ("mine", "theirs", "drawn"), [(2, 1, 1), (1, 1, 0), (0, 0, 0)], ids=["more", "as many", "none"]
)
def test_2_5_1_i_have_more_boosts_than_each_character_facing_me(
    mine: int, theirs: int, drawn: int
) -> None:
    """The bearer's boosts against each Character in the Expedition facing it (1.2.3.c):
    none of them has as many or more."""
    state = GameBuilder().add(
        "p1", z.expedition("p1", ExpeditionKind.HERO), "Me", counters={BOOST: mine}, **ALLY
    )
    state = state.add(
        "p2", z.expedition("p2", ExpeditionKind.HERO), "Foe", counters={BOOST: theirs}, **ALLY
    )
    built = state.build()
    me = next(o for o in built.objects if built.name(o) == "Me")
    condition = condition_of("i have more boosts than each character facing me")
    assert condition is not None
    assert holds(condition, built, "p1", me=me) is bool(drawn)
    assert condition_of("i have more boosts than each character you control") is None


@pytest.mark.parametrize(
    ("statuses", "drawn"),
    [((Status.ASLEEP,), 1), ((Status.ANCHORED,), 1), ((Status.EXHAUSTED,), 0)],
    ids=["asleep", "anchored", "exhausted"],
)
def test_2_4_a_character_you_control_is_anchored_or_asleep(
    statuses: tuple[Status, ...], drawn: int
) -> None:
    """One of the two statuses is enough (2.4)."""
    b = _board(ANCHORED_OR_ASLEEP)
    b = b.add("p1", z.expedition("p1", ExpeditionKind.HERO), "Ally", statuses=statuses, **ALLY)
    assert _hand(_played(b)) == drawn


@pytest.mark.parametrize(
    ("words", "boosts", "holds_"),
    [
        ("i have at most four boosts", 4, True),
        ("i have at most four boosts", 5, False),
        ("i have fewer than 3 boosts", 2, True),
        ("i have fewer than 3 boosts", 3, False),
        ("i have more than two boosts", 3, True),
        ("i have more than two boosts", 2, False),
    ],
)
def test_2_5_1_my_boosts_bounded_every_way(words: str, boosts: int, holds_: bool) -> None:
    """The bearer's boosts (2.5.1) within a bound said as cards say bounds (6.5.d)."""
    b = GameBuilder().add(
        "p1", z.expedition("p1", ExpeditionKind.HERO), "Me", counters={BOOST: boosts}, **ALLY
    )
    state = b.build()
    me = next(o for o in state.objects if state.name(o) == "Me")
    condition = condition_of(words)
    assert condition is not None
    assert holds(condition, state, "p1", me=me) is holds_


@pytest.mark.parametrize(
    ("words", "first"), [("you're the first player", True), ("you aren't the first player", False)]
)
def test_1_2_1_youre_the_first_player(words: str, first: bool) -> None:
    state = GameBuilder().build()
    condition = condition_of(words)
    assert condition is not None
    assert holds(condition, state, state.first_player) is first
    assert holds(condition, state, state.opponent(state.first_player)) is not first
