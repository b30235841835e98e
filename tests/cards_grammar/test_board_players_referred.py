"""gram91 (issue 30): another player bound by an earlier phrase and referred to later, read by
the grammar alone and played on boards — who is asked (their own "may", 6.5.c; their own
choices, 6.1.h), whose objects "they control" offers (6.5.b), and what follows an opponent
who can't (6.1.g), who declines (6.5.c) or who does (6.5.f). Each answer is given by the
player the engine asks, checked by name.

The engine plays two-player games (``engine.steps.players_in_turn.acting_players``: "target
opponent" is the one opponent there is, 1.2.1.b), so "two opponents answering differently"
cannot be set up; "each player may …" shows two players answering differently instead.

Also the reader's sibling tally (sentences_players_referred.py): every sibling read with
the words its meaning needs, every sibling to refuse refused."""

from __future__ import annotations

import json

import pytest

from engine import BOOST, DecisionKind, GameBuilder, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState
from scenarios.cards.compile import compile_card
from scenarios.cards.printed import PrintedCard, read_printed

from ..cards_text.helpers import names
from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields
from .sentences_players_referred import PAST_CONDITION, REFUSED_SIBLINGS, SIBLINGS, SPELL

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _reading(sentence: str) -> str | None:
    """The grammar's reading of a sibling on a Unique card, as JSON; None when refused."""
    spell = sentence.startswith(SPELL)
    card = PrintedCard(
        "Unique",
        "Spell" if spell else "Character",
        rarity="unique",
        hand_cost=1,
        reserve_cost=1,
        forest=None if spell else 1,
        mountain=None if spell else 1,
        water=None if spell else 1,
        main_text=sentence.removeprefix(SPELL),
    )
    reading = read_printed(card, patterns=False)
    if not reading.executable or compile_card(reading.model).gaps:
        return None
    return json.dumps(reading.model.model_dump(exclude_defaults=True, mode="json"))


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_each_sibling_reads_with_its_meaning(sentence: str) -> None:
    said = _reading(sentence)
    assert said is not None, sentence
    assert all(w in said for w in SIBLINGS[sentence]), said


@pytest.mark.parametrize("sentence", sorted(REFUSED_SIBLINGS))
def test_each_sibling_to_refuse_is_refused(sentence: str) -> None:
    assert _reading(sentence) is None


def test_a_condition_on_the_past_stays_one() -> None:
    """ "If you didn't play a Spell this turn, …" is no answer to a decision (5.1.2.k)."""
    said = _reading(PAST_CONDITION)
    assert said is not None and "didn't play a spell this turn" in said
    assert "if_not_done" not in said


# ---- boards ----


def _played(text: str, *, p2_reserve: bool = True, p2_hand: bool = True) -> GameState:
    """p1 plays a Spell printing ``text``; each player has a Character ("Mine" / "Theirs"),
    a card in hand and one in Reserve (p2 none in Reserve / hand when told), up to the
    Spell's first question."""
    b = GameBuilder().in_hand("p1", "Decree", **grammar_fields(text, "Decree", type="Spell"))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY).in_expedition("p2", "hero", "Theirs", **ALLY)
    b = b.in_reserve("p1", "p1 stored", **ALLY).in_hand("p1", "p1 card", **ALLY)
    if p2_reserve:
        b = b.in_reserve("p2", "p2 stored", **ALLY)
    if p2_hand:
        b = b.in_hand("p2", "p2 card", **ALLY)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon("p1").build()
    )
    state, _ = play_card(state, "p1", find(state, "Decree"), "spell")
    state, _ = until_decision(state)
    state = pay_mana_asked(state)
    return state


def _decide(state: GameState, player: str, option: str) -> GameState:
    """``player`` — and no one else — is asked their own "may" (6.5.c) and answers."""
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_STEP, d
    assert d.player == player, (d.player, player)
    state, _ = answer(state, d.id, (option,))
    return until_decision(state)[0]


def _choose(state: GameState, player: str, label: str | None = None) -> tuple[GameState, list]:
    """``player`` is asked to choose; picks the option labelled ``label`` (else the first).
    Returns the state after and the labels offered."""
    d = state.pending
    assert d is not None and d.kind in _CHOICES, d
    assert d.player == player, (d.player, player)
    offered = [o.label for o in d.options]
    picked = [o.id for o in d.options if label is not None and label in o.label]
    state, _ = answer(state, d.id, (picked or d.option_ids())[:1])
    return until_decision(state)[0], offered


_CHOICES = (DecisionKind.CHOOSE, DecisionKind.TARGET)


def _asked_to_choose(state: GameState) -> bool:
    return state.pending is not None and state.pending.kind in _CHOICES


def _done(state: GameState) -> None:
    """The Spell asks nothing more: the game has moved on to the next turn's choice."""
    d = state.pending
    assert d is None or d.kind not in (DecisionKind.OPTIONAL_STEP, *_CHOICES), d


def _hand(state: GameState, player: str) -> list[str]:
    return sorted(names(state, z.personal(ZoneKind.HAND, player)))


def _discarded(state: GameState, player: str) -> list[str]:
    return sorted(names(state, z.personal(ZoneKind.DISCARD, player)))


def _boosts(state: GameState, name: str) -> int:
    found = [o for o in state.objects.values() if state.name(o.id) == name]
    assert len(found) == 1, name
    return found[0].counters.get(BOOST, 0)


def _in_play(state: GameState, player: str) -> list[str]:
    return names(state, z.zone_of_expedition(z.expedition_id(player, ExpeditionKind.HERO)))


def test_6_5_b_they_control_offers_only_the_targeted_opponents() -> None:
    """Loan Shark's shape: the opponent targeted draws, then the target "they control" is
    among that player's Characters only — chosen by the effect's controller (6.5.b)."""
    state = _played("Target opponent draws a card. Target Character they control gains 2 boosts.")
    state, offered = _choose(state, "p1", "p2")  # the opponent targeted (6.5.b)
    state, offered = _choose(state, "p1", "Theirs")
    assert not any("Mine" in o for o in offered), offered  # theirs only
    _done(state)
    assert len(_hand(state, "p2")) == 2  # p2 drew
    assert _boosts(state, "Theirs") == 2 and _boosts(state, "Mine") == 0


def test_6_5_c_each_opponent_may_do_the_same_asks_the_opponent() -> None:
    text = "Draw a card. Then, each opponent may do the same."
    state = _decide(_played(text), "p2", "yes")  # p2 is asked, not p1
    _done(state)
    assert len(_hand(state, "p1")) == 2 and len(_hand(state, "p2")) == 2
    state = _decide(_played(text), "p2", "no")  # p2 declines: only p1 drew
    _done(state)
    assert len(_hand(state, "p1")) == 2 and _hand(state, "p2") == ["p2 card"]


def test_6_1_h_each_player_answers_their_own_may_and_their_own_if_they_do() -> None:
    """p1 draws and then discards; p2 declines and does neither (6.5.c, 6.5.f per player)."""
    text = "Each player may draw a card. If they do, they discard a card from their hand."
    state = _decide(_played(text), "p1", "yes")
    state = _decide(state, "p2", "no")
    state, _ = _choose(state, "p1", "p1 card")  # p1 discards from their own hand
    _done(state)
    assert _discarded(state, "p1") == ["p1 card"] and len(_hand(state, "p1")) == 1
    assert _discarded(state, "p2") == [] and _hand(state, "p2") == ["p2 card"]


def test_6_1_h_both_say_yes_each_discards_their_own() -> None:
    text = "Each player may draw a card. If they do, they discard a card from their hand."
    state = _decide(_played(text), "p1", "yes")
    state = _decide(state, "p2", "yes")
    state, _ = _choose(state, "p1", "p1 card")
    state, _ = _choose(state, "p2", "p2 card")  # p2 chooses their own (6.1.h)
    _done(state)
    assert _discarded(state, "p1") == ["p1 card"] and _discarded(state, "p2") == ["p2 card"]


def test_6_1_g_an_opponent_who_cant_discard_from_reserve_discards_from_hand() -> None:
    text = (
        "Target opponent discards a card from their Reserve. If they can't, they discard a "
        "card from their hand."
    )
    state = _played(text, p2_reserve=False)
    while _asked_to_choose(state):
        state, _ = _choose(state, "p2")  # the opponent chooses their own card (6.1.h)
    _done(state)
    assert _discarded(state, "p2") == ["p2 card"]
    state = _played(text)  # one who can: only the Reserve's card
    while _asked_to_choose(state):
        state, _ = _choose(state, "p2")
    _done(state)
    assert _discarded(state, "p2") == ["p2 stored"] and _hand(state, "p2") == ["p2 card"]


@pytest.mark.parametrize(("answer_", "drawn"), [("no", 2), ("yes", 1)])
def test_6_5_c_if_they_didnt_follows_the_opponents_no(answer_: str, drawn: int) -> None:
    state, _ = _choose(
        _played("Target opponent may draw a card. If they didn't, draw a card."), "p1", "p2"
    )
    state = _decide(state, "p2", answer_)  # the opponent targeted decides (6.5.c)
    _done(state)
    assert len(_hand(state, "p1")) == drawn  # p1 draws only when p2 declined


def test_1_1_3_c_that_player_is_the_owner_of_the_card_returned() -> None:
    text = (
        "Return target Character an opponent controls to its owner's hand. That player draws "
        "a card."
    )
    state = _played(text)
    while _asked_to_choose(state):
        state, _ = _choose(state, "p1", "Theirs")
    _done(state)
    assert _in_play(state, "p2") == []
    assert "Theirs" in _hand(state, "p2") and len(_hand(state, "p2")) == 3  # and drew one
    assert _hand(state, "p1") == ["p1 card"]


def test_1_4_7_b_they_after_target_opponents_discard_draws_for_that_player() -> None:
    text = "Target opponent discards a card from their hand. Then, they draw a card."
    state = _played(text)
    while _asked_to_choose(state):
        state, _ = _choose(state, "p2")
    _done(state)
    assert _discarded(state, "p2") == ["p2 card"] and len(_hand(state, "p2")) == 1
    assert _hand(state, "p1") == ["p1 card"]
