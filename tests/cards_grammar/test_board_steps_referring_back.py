"""An effect's later steps that refer back to its earlier steps (gram52, issue 30), read by
the grammar alone and played on boards: a step said "again" happens once more (6.5.i); "if it
had / was …" after a step that moved or changed "it" is what the object was just before that
step — a moved object is a new object (2.1.d), a token out of play is gone (2.1.e), so the
information it last had counts (6.3.j, 6.3.k); with nothing acted on, it had and was
nothing (the condition does not hold)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Terrain, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields
from .sentences_steps_referring_back import SIBLINGS_AFTER, SIBLINGS_READ
from .test_board_effects import ALLY
from .test_board_numbers_and_distribution import _labelled, _resolved
from .test_board_references_back import _board


@pytest.mark.parametrize(("mages", "drawn"), [(1, 2), (0, 1)])
def test_6_5_i_a_step_again_happens_once_more_when_its_condition_holds(
    mages: int, drawn: int
) -> None:
    text = "{J} Draw a card. If you control a Mage, draw a card again."
    b = _board(text)
    for i in range(mages):
        b = b.in_expedition("p1", "companion", f"Mage{i}", **ALLY, subtypes=("Mage",))
    state, entries = _resolved(b)
    assert len(names(state, "hand:p1")) == drawn
    assert "6.5.d" in rules_of(entries)


@pytest.mark.parametrize(("token", "drawn"), [(True, 1), (False, 0)])
def test_6_3_j_it_was_a_token_is_what_the_sent_character_was(token: bool, drawn: int) -> None:
    """The token sent to Reserve ceases to exist there (2.1.e): what it was counts (6.3.j)."""
    text = "{J} Send target Character you control to Reserve. If it was a token, draw a card."
    b = _board(text).in_expedition("p1", "companion", "Recruit", is_token=token, **ALLY)
    state, entries = _resolved(b, _labelled("Recruit"))
    assert "Recruit" not in names(state, "expedition:p1:companion")
    assert len(names(state, "hand:p1")) == drawn
    if token:
        assert {"6.3.k", "6.3.j"} <= rules_of(entries)


@pytest.mark.parametrize(("had", "drawn"), [(2, 1), (1, 0)])
def test_6_3_k_it_had_boosts_before_the_step_that_moved_it(had: int, drawn: int) -> None:
    """Back in hand it is a new object without boosts (2.1.d, 2.5.b): the condition is on
    the Character as it was just before it left (6.3.k)."""
    text = (
        "{J} Return target Character to its owner's hand. If it had 2 or more boosts, draw a card."
    )
    b = _board(text).in_expedition("p2", "companion", "Big", **ALLY, counters={BOOST: had})
    state, entries = _resolved(b, _labelled("Big"))
    assert "Big" in names(state, "hand:p2")
    assert len(names(state, "hand:p1")) == drawn
    assert "6.3.k" in rules_of(entries)


@pytest.mark.parametrize(("kelon", "made"), [(1, 2), (0, 0)])
def test_6_3_j_it_had_a_counter_when_it_was_sacrificed(kelon: int, made: int) -> None:
    text = (
        "{J} Sacrifice a Character you control. If it had a Kelon counter, "
        "create two Ordis Recruit tokens in my Expedition."
    )
    b = _board(text).in_expedition("p1", "companion", "Kept", **ALLY, counters={"Kelon": kelon})
    state, _ = _resolved(b, _labelled("Kept"))
    assert "Kept" in names(state, "discard:p1")
    made_here = [n for n in names(state, "expedition:p1:hero") if "Recruit" in n]
    assert len(made_here) == made


@pytest.mark.parametrize(
    "text",
    [
        "Sacrifice a Character you control. If it was a token, draw a card.",
        "Sacrifice a Character you control. If it had no Kelon counters, draw a card.",
    ],
)
def test_nothing_acted_on_had_nothing_and_was_nothing(text: str) -> None:
    """No Character to send or sacrifice (a Spell's effect, no Character in play): no "it"
    had or was anything — nothing is drawn."""
    fields = grammar_fields(text, "Bolt", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Bolt", **fields)
    state, entries = play(b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6), "Bolt", "spell")
    state, _ = answer_picking(state, entries, ())
    assert names(state, "hand:p1") == []
    assert "Bolt" in names(state, "reserve:p1")  # it resolved (5.1.2.l)


@pytest.mark.parametrize(("sent", "drawn"), [(("Recruit", "Ally"), 1), (("Ally", "Friend"), 0)])
def test_6_5_i_for_each_token_among_them_counts_what_the_sent_were(
    sent: tuple[str, ...], drawn: int
) -> None:
    """Among the Characters sent, the tokens — gone once in Reserve (2.1.e), counted as they
    were just before (6.3.j)."""
    text = (
        "{J} Send up to two target Characters you control to Reserve. "
        "Draw a card for each token among them."
    )
    b = _board(text).in_expedition("p1", "companion", "Recruit", is_token=True, **ALLY)
    state, entries = _resolved(b, _labelled(*sent))
    for name in sent:
        assert name not in names(state, "expedition:p1:hero") + names(
            state, "expedition:p1:companion"
        )
    assert len(names(state, "hand:p1")) == drawn, [e.text for e in entries]


@pytest.mark.parametrize("text", SIBLINGS_READ + SIBLINGS_AFTER)
def test_a_sibling_read_is_executed_by_the_grammar_alone(text: str) -> None:
    """The siblings written before building (other verbs, objects, amounts): each read by
    the grammar alone and executable."""
    fields = grammar_fields(text)  # fails naming the reason when not read
    assert fields["abilities"]


@pytest.mark.parametrize(("boosts", "drawn"), [(1, 1), (0, 0)])
def test_2_4_it_was_a_boosted_character_before_it_was_sent(boosts: int, drawn: int) -> None:
    """In Reserve it has no boosts (2.5.b) and is not Boosted (2.4.5): what it was just
    before it was sent counts (6.3.k)."""
    text = "{J} Send target Character to Reserve. If it was a Boosted Character, draw a card."
    b = _board(text).in_expedition("p2", "companion", "Big", **ALLY, counters={BOOST: boosts})
    state, _ = _resolved(b, _labelled("Big"))
    assert "Big" in names(state, "reserve:p2")
    assert len(names(state, "hand:p1")) == drawn


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def test_6_1_e_tokens_gain_two_boosts_instead_the_rest_of_the_group_one() -> None:
    """The group is p1's other Characters: the token among them gets 2 and not 1; the others
    1; p2's token is no part of the group (6.1.e)."""
    text = "{J} Each other Character you control gains 1 boost. Tokens gain 2 boosts instead."
    b = _board(text).in_expedition("p1", "companion", "Recruit", is_token=True, **ALLY)
    b = b.in_expedition("p2", "companion", "Their Recruit", is_token=True, **ALLY)
    state, _ = _resolved(b)
    got = {n: _boosts(state, n) for n in ("Ally", "Friend", "Recruit", "Their Recruit", "Unique")}
    assert got == {"Ally": 1, "Friend": 1, "Recruit": 2, "Their Recruit": 0, "Unique": 0}


def test_6_1_e_those_in_forest_gain_one_more_boost() -> None:
    """p1's hero Expedition is in {V} (region 0), its companion one in {O} (region 7): the
    Characters in {V} get one more; p2's in {V} are no part of the group."""
    text = "{J} Each Character you control gains 1 boost. Those in {V} gain 1 more boost."
    b = _board(text).region(0, Terrain.FOREST).region(7, Terrain.WATER)
    b = b.in_expedition("p1", "companion", "Swimmer", **ALLY)
    state, _ = _resolved(b)
    got = {n: _boosts(state, n) for n in ("Ally", "Unique", "Swimmer", "Foe")}
    assert got == {"Ally": 2, "Unique": 2, "Swimmer": 1, "Foe": 0}


def test_6_1_e_tokens_gain_one_more_boost_only_among_the_group() -> None:
    """ "Tokens" after "Each Character you control": p1's tokens, not p2's (6.1.e)."""
    text = "{J} Each Character you control gains 1 boost. Tokens gain 1 more boost."
    b = _board(text).in_expedition("p1", "companion", "Recruit", is_token=True, **ALLY)
    b = b.in_expedition("p2", "companion", "Their Recruit", is_token=True, **ALLY)
    state, _ = _resolved(b)
    got = {n: _boosts(state, n) for n in ("Ally", "Recruit", "Their Recruit")}
    assert got == {"Ally": 1, "Recruit": 2, "Their Recruit": 0}


@pytest.mark.parametrize(
    "text",
    [
        "{J} Each Character gains 1 boost. Those you control gain 1 more boost.",
        "{J} Each Character gains 1 boost. Those in each of your Expeditions gain 1 more boost.",
        "{J} Each Character gains 1 boost. Characters you control gain 2 boosts instead.",
    ],
)
def test_6_1_e_the_part_of_every_character_said_by_who_controls_it(text: str) -> None:
    """ "Those you control" / "in each of your Expeditions" / "Characters you control …
    instead" after "Each Character": p1's Characters get 2, p2's Foe only the group's 1 —
    the qualifier that the subject holds ("you control") narrows the group (6.1.e)."""
    state, _ = _resolved(_board(text))
    got = {n: _boosts(state, n) for n in ("Ally", "Friend", "Unique", "Foe")}
    assert got == {"Ally": 2, "Friend": 2, "Unique": 2, "Foe": 1}


@pytest.mark.parametrize(("had", "drawn"), [(1, 1), (0, 0)])
def test_6_3_k_it_already_had_is_what_it_had_before_it_gained_them(had: int, drawn: int) -> None:
    """After gaining 2 it has 2 or more either way: "already had" is before the step."""
    text = (
        "{J} Target Character gains 2 Kelon counters. If it already had one or more, draw a card."
    )
    b = _board(text).in_expedition("p2", "companion", "Big", **ALLY, counters={"Kelon": had})
    state, entries = _resolved(b, _labelled("Big"))
    assert state.objects[find(state, "Big")].counters.get("Kelon", 0) == had + 2
    assert len(names(state, "hand:p1")) == drawn
    assert "6.3.k" in rules_of(entries)


@pytest.mark.parametrize(("kelon", "drawn"), [(2, 2), (0, 0)])
def test_6_3_j_for_each_counter_it_had_counts_them_before_it_was_sacrificed(
    kelon: int, drawn: int
) -> None:
    """In the discard pile it is a new object without counters (2.5.b): the counters it had
    just before it was sacrificed are counted (6.3.j, 6.5.i)."""
    text = (
        "{J} You may sacrifice a Character you control. "
        "If you do, draw a card for each Kelon counter it had."
    )
    b = _board(text).in_expedition("p1", "companion", "Kept", **ALLY, counters={"Kelon": kelon})
    state, _ = _resolved(b, _labelled("Kept", "Yes", "yes"))
    assert "Kept" in names(state, "discard:p1")
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(("hero_at", "boosted"), [(2, 1), (0, 0)], ids=["ahead", "tied"])
def test_7_5_2_a_each_character_in_it_is_in_the_expedition_of_yours_ahead(
    hero_at: int, boosted: int
) -> None:
    """ "it" is the Expedition of p1's the condition found ahead (7.5.2.a): its Characters
    gain the boost; those of p1's other Expedition (tied) and p2's do not."""
    text = "{J} If one of your Expeditions is ahead, each Character in it gains 1 boost."
    b = _board(text).in_expedition("p1", "companion", "Stayer", **ALLY)
    state, _ = _resolved(b.position("p1:hero", hero_at))
    got = {n: _boosts(state, n) for n in ("Ally", "Unique", "Stayer", "Foe")}
    assert got == {"Ally": boosted, "Unique": boosted, "Stayer": 0, "Foe": 0}


@pytest.mark.parametrize(("target", "boosts"), [("Recruit", 3), ("Ally", 1)])
def test_6_2_b_a_token_target_gains_three_boosts_instead(target: str, boosts: int) -> None:
    """ "it is a token" of the target chosen (2.1.e): 3 boosts instead of 1 (6.2.b)."""
    text = "{J} Target Character gains 1 boost. If it is a token, it gains 3 boosts instead."
    b = _board(text).in_expedition("p1", "companion", "Recruit", is_token=True, **ALLY)
    state, _ = _resolved(b, _labelled(target))
    assert _boosts(state, target) == boosts


def test_6_5_i_among_them_counts_what_still_exists_as_it_is_now() -> None:
    """Both targets are exhausted by the step and still in play: both count (what they
    are; only an object gone is counted as it last was, 6.3.j)."""
    text = (
        "{J} Exhaust up to two target Characters. "
        "I gain 1 boost for each exhausted Character among them."
    )
    state, _ = _resolved(_board(text), _labelled("Ally", "Friend"))
    assert _boosts(state, "Unique") == 2
