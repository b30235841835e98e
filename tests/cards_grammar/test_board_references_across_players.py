"""References back across another player's step (issue 30, gram58), read by the grammar
alone and played on boards: "Target Character you control gains 2 boosts. Then, target
opponent may pay {1}. If they do, that Character loses 1 boost." — the opponent's payment
introduces no object, so "that Character" / "it" / "those Characters" after it name what the
step before it chose (6.5.b: a target is chosen once; 6.1.c: the steps in order), done only
if the payment is (6.5.f) or only if it is declined (6.5.c)."""

from __future__ import annotations

import pytest

from engine import BOOST, DecisionKind, GameBuilder, Terrain, answer
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _to_payment(b: GameBuilder, picks: tuple[str, ...]) -> tuple[GameState, set[str]]:
    """``b`` with p1 playing "Unique", its targets answered by name (``picks``), up to p2
    being asked to pay (6.1.h); the rules cited on the way."""
    state, events = play(b, "Unique")
    cited = {r for e in events for r in e.rules}
    for _ in range(6):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.OPTIONAL_STEP:
            assert d.player == "p2", (d.player, d.prompt)
            return state, cited
        wanted = [o.id for o in d.options if any(p in o.label for p in picks)]
        chosen = wanted[: max(1, d.max_choices or 1)] or d.option_ids()[: max(1, d.min_choices)]
        state, first = answer(state, d.id, tuple(chosen))
        state, more = until_decision(state)
        cited |= {r for e in (first, *more) for r in e.rules}
    raise AssertionError("p2 was never asked to pay")


def _answered(state: GameState, choice: str) -> tuple[GameState, set[str]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, (choice,))
    state, more = until_decision(state)
    state, rest = answer_picking(state, (first, *more), ())
    return state, {r for e in (first, *more, *rest) for r in e.rules}


def _boosts(state: GameState, name: str) -> int:
    found = [o for o in state.objects.values() if state.name(o.id) == name]
    assert len(found) == 1, name
    return found[0].counters.get(BOOST, 0)


def _board(printed: str) -> GameBuilder:
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "companion", "Friend", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_hand("p1", "Unique", **grammar_fields(printed, "Unique"))
    return b.mana("p1", 4).mana("p2", 3).deck_of("p1", 3).deck_of("p2", 3)


@pytest.mark.parametrize(
    ("then", "choice", "ally"),
    [
        ("If they do, that Character loses 1 boost.", "yes", 1),
        ("If they do, that Character loses 1 boost.", "no", 2),
        ("If they do, it loses 1 boost.", "yes", 1),
        ("If they don't, that Character gains 1 boost.", "yes", 2),
        ("If they don't, that Character gains 1 boost.", "no", 3),
    ],
    ids=["that-paid", "that-declined", "it-paid", "dont-paid", "dont-declined"],
)
def test_6_5_b_that_character_after_an_opponents_payment(then: str, choice: str, ally: int) -> None:
    """p1's "Unique" gives its target "Ally" 2 boosts; p2 is then asked to pay {1}. "That
    Character" after p2's answer is Ally — the target chosen once (6.5.b) — never "Friend",
    "Foe" or "Unique": it loses a boost only if p2 paid (6.5.f), gains one only if p2
    declined (6.5.c)."""
    printed = (
        "{J} Target Character you control gains 2 boosts. Then, target opponent may pay {1}. "
        + then
    )
    state, _ = _to_payment(_board(printed), ("Ally", "p2"))
    state, cited = _answered(state, choice)
    assert _boosts(state, "Ally") == ally
    assert _boosts(state, "Friend") == 0 and _boosts(state, "Foe") == 0
    assert _boosts(state, "Unique") == 0
    assert ("6.5.f" if "do," in then and choice == "yes" else "6.5.c") in cited, cited


IN_CONTACT_TARGET = (
    "{J} If one of your Expeditions is In Contact, target Character in that Expedition gains "
    "1 boost."
)
IN_CONTACT_EACH = (
    "{J} If one of your Expeditions is In Contact, each Character in that Expedition gains 1 boost."
)


def _contact_board(printed: str, p2_region: int) -> GameBuilder:
    """p1's Hero Expedition in region 2 (with "Ally"), its Companion Expedition in region 0
    (with "Friend"); p2's Companion Expedition in ``p2_region`` — In Contact with p1's Hero
    Expedition when it is 2 (7.5.9.a)."""
    b = GameBuilder().position("p1:hero", 2).position("p1:companion", 0)
    b = b.position("p2:hero", 4).position("p2:companion", p2_region)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "companion", "Friend", **ALLY)
    b = b.in_hand("p1", "Unique", **grammar_fields(printed, "Unique"))
    return b.mana("p1", 4).deck_of("p1", 3).deck_of("p2", 3)


def test_7_5_9_a_target_in_the_expedition_a_condition_introduced() -> None:
    """ "If one of your Expeditions is In Contact, target Character in that Expedition …":
    the condition introduces p1's Hero Expedition (In Contact, 7.5.9.a); the target is
    chosen among the Characters in it (6.5.b) — "Ally" or the Unique just played there,
    never "Friend" in p1's other Expedition."""
    state, played = play(_contact_board(IN_CONTACT_TARGET, 2), "Unique")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET, d
    labels = [o.label for o in d.options]
    assert any("Ally" in lb for lb in labels) and not any("Friend" in lb for lb in labels)
    ally = [o.id for o in d.options if "Ally" in o.label]
    state, first = answer(state, d.id, tuple(ally))
    state, more = until_decision(state)
    assert _boosts(state, "Ally") == 1 and _boosts(state, "Friend") == 0
    cited = {r for e in (*played, first, *more) for r in e.rules}
    assert "7.5.9.a" in cited, cited


@pytest.mark.parametrize(
    ("p2_region", "ally"), [(2, 1), (3, 0)], ids=["in-contact", "not-in-contact"]
)
def test_7_5_9_a_each_character_in_the_expedition_a_condition_introduced(
    p2_region: int, ally: int
) -> None:
    """ "… each Character in that Expedition gains 1 boost": every Character in p1's
    Expedition In Contact (Ally and the Unique) gains one; "Friend", in the Expedition that
    is not, does not; with no Expedition In Contact, nothing happens (6.5.d)."""
    state, _ = play(_contact_board(IN_CONTACT_EACH, p2_region), "Unique")
    state, _ = answer_picking(state, (), ())
    assert _boosts(state, "Ally") == ally and _boosts(state, "Unique") == ally
    assert _boosts(state, "Friend") == 0


ONE_OF_TWO = (
    "{J} Up to two target Characters each gain 1 boost. If one is in {V}, it gains 2 boosts "
    "instead."
)


def test_6_2_b_instead_for_the_one_of_two_targets_in_forest() -> None:
    """p1's Hero Expedition is in a {V} region, its Companion one in a {O} region. Ally
    (in {V}) and Friend (in {O}) are targeted (6.5.b); each is checked once chosen (6.5.d):
    Ally gains 2 boosts instead of 1 (6.2.b: the replaced step does not happen to it),
    Friend gains 1 — never 3 for one of them, nor 2 for both."""
    b = _board(ONE_OF_TWO).position("p1:hero", 1).position("p1:companion", 2)
    b = b.region(1, Terrain.FOREST).region(2, Terrain.WATER)
    state, played = play(b, "Unique")
    cited = {r for e in played for r in e.rules}
    for _ in range(4):
        d = state.pending
        if d is None or d.kind != DecisionKind.TARGET:
            break
        wanted = tuple(o.id for o in d.options if "Ally" in o.label or "Friend" in o.label)
        state, first = answer(state, d.id, wanted or d.option_ids()[: max(1, d.min_choices)])
        state, more = until_decision(state)
        cited |= {r for e in (first, *more) for r in e.rules}
    assert (_boosts(state, "Ally"), _boosts(state, "Friend")) == (2, 1)
    assert _boosts(state, "Unique") == 0 and _boosts(state, "Foe") == 0
    assert {"6.2.b", "6.5.d"} <= cited, cited


@pytest.mark.parametrize(("choice", "ally"), [("yes", 1), ("no", 2)], ids=["discards", "declines"])
def test_6_5_b_that_character_past_the_card_an_opponent_discarded(choice: str, ally: int) -> None:
    """ "… Then, target opponent may discard a card from their hand. If they do, that
    Character loses 1 boost.": "that Character" is Ally, the target (6.5.b) — not the card
    p2 discarded, said "a card" — and loses a boost only if p2 discarded (6.5.f)."""
    printed = (
        "{J} Target Character you control gains 2 boosts. Then, target opponent may discard a "
        "card from their hand. If they do, that Character loses 1 boost."
    )
    b = _board(printed).in_hand("p2", "Spare", **ALLY)
    state, _ = _to_payment(b, ("Ally", "p2"))
    state, _ = _answered(state, choice)
    assert _boosts(state, "Ally") == ally
    assert _boosts(state, "Friend") == 0 and _boosts(state, "Unique") == 0
    assert ("Spare" in names(state, "discard:p2")) == (choice == "yes")
