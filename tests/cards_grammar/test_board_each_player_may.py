"""'Each player may sacrifice a Character' (issue 30, prec25), read by the grammar alone and
played on a board: each player named decides their own "may" (6.5.c, 1.4.7.b), in initiative
order (1.4.5.a, 6.1.h) — each player's "yes" followed by their choice of one of their own
(eng75: all of a player's decisions before the next player's, 1.4.5.a) — and all those chosen
are sacrificed together (7.3.36.a). A player with nothing of their own to act on is not
asked: "yes" is impossible for them (6.1.g). Before, only the effect's controller was asked,
for everyone."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
EACH_PLAYER_MAY_SACRIFICE = "Each player may sacrifice a Character."
EACH_OPPONENT_MAY_SACRIFICE = "Each opponent may sacrifice a Character."
EACH_PLAYER_MAY_DISCARD = "Each player may discard a card from their hand."
SIBLINGS_ASKED_OF_EACH = (
    EACH_PLAYER_MAY_SACRIFICE,
    "Each player may sacrifice a token.",
    EACH_PLAYER_MAY_DISCARD,
    "Each player may discard a card from their Reserve.",
)
"""The same construction with other atomic actions (7.3.36, 7.3.7) and zones."""


def _spell(text: str) -> dict[str, object]:
    return grammar_fields(text, "Decree", type="Spell")  # the grammar alone reads it


def _played(
    text: str, *, first: str = "p1", theirs: bool = True, token: bool = False, hand: bool = True
) -> GameState:
    """``first`` plays a Spell with ``text``; each player has a Character, a card in hand and
    one in Reserve (p2 none in play when not ``theirs``, no card in hand when not ``hand``)."""
    b = GameBuilder().in_hand(first, "Decree", **_spell(text))
    extra = {"is_token": True} if token else {}
    b = b.in_expedition("p1", "hero", "Mine", **ALLY, **extra)
    if theirs:
        b = b.in_expedition("p2", "hero", "Theirs", **ALLY, **extra)
    for p in ("p1", "p2"):
        b = b.in_reserve(p, f"{p} stored", **ALLY)
        if hand or p == "p1":
            b = b.in_hand(p, f"{p} card", **ALLY)
    state, _ = until_decision(
        b.mana(first, 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon(first).build()
    )
    state, _ = play_card(state, first, find(state, "Decree"), "spell")
    state, _ = until_decision(state)
    state = pay_mana_asked(state)
    return state


def _decide(state: GameState, player: str, option: str) -> GameState:
    d = state.pending
    assert d is not None and d.kind == DecisionKind.OPTIONAL_STEP, d
    assert d.player == player, (d.player, player)  # each decides their own "may" (6.5.c)
    assert "6.5.c" in d.rules
    state, _ = answer(state, d.id, (option,))
    return until_decision(state)[0]


def _choose(state: GameState, player: str) -> GameState:
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE, d
    assert d.player == player  # each chooses their own (6.1.h)
    state, _ = answer(state, d.id, (d.option_ids()[0],))
    return until_decision(state)[0]


def _done(state: GameState) -> None:
    """No one is asked anything more about the effect: the game has moved on."""
    d = state.pending
    assert d is None or d.kind not in (DecisionKind.OPTIONAL_STEP, DecisionKind.CHOOSE), d


def _discarded(state: GameState, player: str) -> list[str]:
    return sorted(names(state, z.personal(ZoneKind.DISCARD, player)))


def _in_play(state: GameState, player: str) -> list[str]:
    return names(state, z.zone_of_expedition(z.expedition_id(player, ExpeditionKind.HERO)))


@pytest.mark.parametrize("text", SIBLINGS_ASKED_OF_EACH)
def test_6_5_c_both_say_yes_both_do_it(text: str) -> None:
    state = _played(text, token="token" in text)
    state = _decide(state, "p1", "yes")
    state = _choose(state, "p1")  # p1's decisions, then p2's (6.1.h, 1.4.5.a; eng75)
    state = _decide(state, "p2", "yes")  # p2 asked too: before, only p1 was
    state = _choose(state, "p2")
    _done(state)
    if "sacrifice" in text:
        assert _in_play(state, "p1") == [] and _in_play(state, "p2") == []
    else:  # each from their own Hand / Reserve (6.1.h)
        where = "card" if "hand" in text else "stored"
        assert _discarded(state, "p1") == [f"p1 {where}"] and _discarded(state, "p2") == [
            f"p2 {where}"
        ]


def test_6_5_c_one_says_no_only_the_other_does_it() -> None:
    state = _played(EACH_PLAYER_MAY_SACRIFICE)
    state = _decide(state, "p1", "no")
    state = _decide(state, "p2", "yes")  # p1's "no" is p1's alone
    state = _choose(state, "p2")
    assert _in_play(state, "p1") == ["Mine"]
    assert _in_play(state, "p2") == []


def test_6_5_c_both_say_no_nothing_is_sacrificed() -> None:
    state = _played(EACH_PLAYER_MAY_SACRIFICE)
    state = _decide(state, "p1", "no")
    state = _decide(state, "p2", "no")
    assert _in_play(state, "p1") == ["Mine"] and _in_play(state, "p2") == ["Theirs"]


def test_1_4_5_a_the_player_with_initiative_decides_first() -> None:
    """p2 plays it on their turn: p2 has initiative, so p2 decides first (1.4.5.a)."""
    state = _played(EACH_PLAYER_MAY_SACRIFICE, first="p2")
    state = _decide(state, "p2", "yes")
    state = _choose(state, "p2")  # all of p2's decisions first (1.4.5.a; eng75)
    state = _decide(state, "p1", "no")
    assert _in_play(state, "p2") == [] and _in_play(state, "p1") == ["Mine"]


@pytest.mark.parametrize("text", [EACH_PLAYER_MAY_SACRIFICE, EACH_PLAYER_MAY_DISCARD])
def test_6_1_g_a_player_with_nothing_of_their_own_is_not_asked(text: str) -> None:
    """p2 controls no Character / has an empty Hand: "yes" is impossible for them (6.1.g,
    7.3.36.a), so only p1 is asked — and p1 still decides their own."""
    state = _played(text, theirs=False, hand=False)
    state = _decide(state, "p1", "yes")
    state = _choose(state, "p1")
    _done(state)
    if "sacrifice" in text:
        assert _in_play(state, "p1") == []
    else:
        assert _discarded(state, "p1") == ["p1 card"]


def test_6_5_c_each_opponent_may_only_the_opponent_decides() -> None:
    state = _played(EACH_OPPONENT_MAY_SACRIFICE)
    state = _decide(state, "p2", "yes")  # not p1: p1 is no opponent of their own effect
    state = _choose(state, "p2")
    assert _in_play(state, "p1") == ["Mine"] and _in_play(state, "p2") == []
