"""Abilities given to other objects, read from printed text and played on a board
(2.3.1.a): the sibling sentences of :mod:`.sentences_granted` — each read is executable,
each refused is not — and the grammar's readings playing: a group's quick action used by a
Character that entered play after the grant, a Reaction given to a group activated by its
bearer, and a quick action given to a target for the Afternoon, gone once it ends
(2.2.15.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find, play_card, play_quick_action
from engine.reading.granted_abilities import granted_to
from engine.state.game_state import GameState
from scenarios.cards.printed import read_printed

from ..engine.helpers import choose, pending, rules_of, texts, until_decision
from .grammar_cards import grammar_fields
from .probe import probe_card
from .sentences_granted import GRANTED, REFUSED

EXPECTED_MISSES = frozenset(
    {'{J} Target Character gains 2 boosts and "{T} : Draw a card." this turn.'}
)
"""Siblings not read yet (a keyword joined to boosts is not read either): refused."""


@pytest.mark.parametrize("text", GRANTED)
def test_a_sibling_is_read_and_runs_or_is_refused(text: str) -> None:
    reading = read_printed(probe_card(text))
    if text in EXPECTED_MISSES:
        assert not reading.executable
    else:
        assert reading.abilities and reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", REFUSED)
def test_a_grant_the_engine_would_never_use_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text)).executable


def _start(b: GameBuilder) -> GameState:
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    return state


def test_a_character_played_after_the_group_grant_uses_the_given_quick_action() -> None:
    leader = grammar_fields('Characters you control have "{T} : Draw a card."', "Leader")
    b = GameBuilder().in_expedition("p1", "hero", "Leader", **leader)
    b = b.in_hand("p1", "Late", hand_cost=0).in_expedition("p2", "hero", "Foe")
    state = _start(b)
    state, _ = play_card(state, "p1", find(state, "Late"), "companion")
    state, _ = until_decision(state)
    state = choose(state, "pass")  # p2's turn
    late = find(state, "Late")
    assert [a.text for a in granted_to(state, late)] == ["{T}: Draw a card."]
    assert granted_to(state, find(state, "Foe")) == []  # not a Character p1 controls
    hand = len(state.zone("hand:p1"))
    index = next(
        int(o.split(":")[2]) for o in pending(state).option_ids() if o.startswith(f"quick:{late}")
    )
    state, entry = play_quick_action(state, "p1", late, index)
    state, entries = until_decision(state)
    assert len(state.zone("hand:p1")) == hand + 1
    assert "2.3.1.a" in rules_of((entry, *entries))
    assert any("from Leader" in t for t in texts((entry, *entries)))


def test_a_reaction_given_to_a_group_is_activated_by_its_bearer() -> None:
    text = 'Your Characters have "{H} Draw a card."'
    b = GameBuilder().in_expedition("p1", "hero", "Leader", **grammar_fields(text, "Leader"))
    state = _start(b.in_hand("p1", "Newcomer", hand_cost=0))
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p1", find(state, "Newcomer"), "companion")
    state, entries = until_decision(state)
    assert len(state.zone("hand:p1")) == hand  # played one, drew one
    assert any('Newcomer has "{H} Draw a card." from Leader' in t for t in texts(entries))


def test_a_quick_action_given_to_a_target_for_the_afternoon_ends_with_it() -> None:
    text = 'Target Character gains "{T} : Draw a card." this Afternoon.'
    spell = grammar_fields(text, "Gift", type="Spell", hand_cost=0)
    b = GameBuilder().in_expedition("p1", "hero", "Lucky").in_expedition("p1", "hero", "Plain")
    state = _start(b.in_hand("p1", "Gift", **spell))
    state, _ = play_card(state, "p1", find(state, "Gift"), "spell")
    state, _ = until_decision(state)
    state = choose(state, find(state, "Lucky"))
    lucky = find(state, "Lucky")
    assert [a.text for a in granted_to(state, lucky)] == ["{T}: Draw a card."]
    assert granted_to(state, find(state, "Plain")) == []
    state = choose(state, "pass")  # p2 passes: p1's turn, Lucky may play it
    assert f"quick:{lucky}:0" in pending(state).option_ids()
    state = choose(state, "pass")  # the Afternoon ends (4.2.3.e), the grant with it
    assert not [o for o in state.objects.values() if o.emblem is not None]


HUSH = "Target Character loses all its abilities this Day."
GIVER = 'Characters you control have "{T} : Draw a card."'


def test_a_loss_of_abilities_takes_a_grant_already_applying() -> None:
    """The grant applies first, the loss after it (2.3.3.b): the given ability is lost."""
    spell = grammar_fields(HUSH, "Hush", type="Spell", hand_cost=0)
    b = GameBuilder().in_expedition("p1", "hero", "Leader", **grammar_fields(GIVER, "Leader"))
    b = b.in_expedition("p1", "hero", "Lucky").in_hand("p1", "Hush", **spell)
    state = _start(b)
    assert [a.text for a in granted_to(state, find(state, "Lucky"))] == ["{T}: Draw a card."]
    state, _ = play_card(state, "p1", find(state, "Hush"), "spell")
    state, _ = until_decision(state)
    state = choose(state, find(state, "Lucky"))
    assert granted_to(state, find(state, "Lucky")) == []


def test_a_grant_arriving_after_the_loss_of_abilities_is_had() -> None:
    """ "Loses all its abilities this turn" loses what the Character has as it applies; a
    grant whose source enters play later has a greater timestamp and applies after the
    loss (2.3.3.b): its ability is had."""
    spell = grammar_fields(HUSH, "Hush", type="Spell", hand_cost=0)
    leader = grammar_fields(GIVER, "Leader", hand_cost=0)
    b = GameBuilder().in_expedition("p1", "hero", "Lucky").in_hand("p1", "Hush", **spell)
    state = _start(b.in_hand("p1", "Leader", **leader))
    state, _ = play_card(state, "p1", find(state, "Hush"), "spell")
    state, _ = until_decision(state)
    state = choose(state, find(state, "Lucky"))
    state = choose(state, "pass")  # p2 passes: p1's turn again, still this Day
    state, _ = play_card(state, "p1", find(state, "Leader"), "companion")
    state, _ = until_decision(state)
    assert [a.text for a in granted_to(state, find(state, "Lucky"))] == ["{T}: Draw a card."]
