"""Players filtered and other players' choices (gram92, issue 30), read by the grammar alone
and played on boards: "Each player with two or more cards in their Reserve draws a card" —
the condition evaluated for each player as their step begins, true for one player and false
for the other (6.5.d, 1.4.7.b); "Each opponent who has more cards in hand than you discards a
card from their hand" — the opponent chooses their own card (6.1.h), only when they have more
than the effect's controller; "Each Character chosen this way" — the one the opponent chose
(6.1.g); an opponent's choice of modes (6.5.g)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
CARD = {"hand_cost": 1, "reserve_cost": 1}


def _hand(state: GameState, player: str) -> list[str]:
    return sorted(names(state, z.personal(ZoneKind.HAND, player)))


def _board(text: str, mine: dict[ZoneKind, int], theirs: dict[ZoneKind, int]) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for player, cards in (("p1", mine), ("p2", theirs)):
        for kind, count in cards.items():
            for k in range(count):
                name = f"{player} {kind.value} {k + 1}"
                b = b.in_hand(player, name, **CARD) if kind == ZoneKind.HAND else b
                b = b.in_reserve(player, name, **CARD) if kind == ZoneKind.RESERVE else b
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def test_6_5_d_the_filter_holds_for_one_player_and_not_the_other() -> None:
    """p1 has two cards in Reserve, p2 one: p1 draws, p2 does not (each player's own
    condition, "their Reserve" being theirs, 6.5.d, 1.4.7.b)."""
    text = "{J} Each player with two or more cards in their Reserve draws a card."
    b = _board(text, {ZoneKind.RESERVE: 2}, {ZoneKind.RESERVE: 1})
    state, entries = play(b, "Unique")
    state, entries = answer_picking(state, entries, ())
    assert len(_hand(state, "p1")) == 1
    assert _hand(state, "p2") == []


def test_6_5_d_the_filter_holds_for_the_other_player_only() -> None:
    text = "{J} Each player with two or more cards in their Reserve draws a card."
    b = _board(text, {ZoneKind.RESERVE: 1}, {ZoneKind.RESERVE: 3})
    state, entries = play(b, "Unique")
    state, entries = answer_picking(state, entries, ())
    assert _hand(state, "p1") == []
    assert len(_hand(state, "p2")) == 1


def test_6_1_h_an_opponent_with_more_cards_in_hand_chooses_the_card_they_discard() -> None:
    """p2 has three cards in hand, p1 one: p2, not p1, is asked which of their own to
    discard (6.1.h, 7.3.7), and discards it."""
    text = "{J} Each opponent who has more cards in hand than you discards a card from their hand."
    b = _board(text, {ZoneKind.HAND: 1}, {ZoneKind.HAND: 3})
    state, _ = play(b, "Unique")
    for _ in range(6):
        d = state.pending
        assert d is not None and d.kind != DecisionKind.TURN, "p2 was never asked"
        if d.kind == DecisionKind.CHOOSE:
            break
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p2"
    assert sorted(o.label for o in d.options) == ["p2 hand 1", "p2 hand 2", "p2 hand 3"]
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "p2 hand 2"))
    state, _ = until_decision(state)
    assert _hand(state, "p2") == ["p2 hand 1", "p2 hand 3"]
    assert "p2 hand 2" in names(state, z.personal(ZoneKind.DISCARD, "p2"))
    assert _hand(state, "p1") == ["p1 hand 1"]


def test_6_5_d_an_opponent_with_fewer_cards_in_hand_discards_nothing() -> None:
    text = "{J} Each opponent who has more cards in hand than you discards a card from their hand."
    b = _board(text, {ZoneKind.HAND: 3}, {ZoneKind.HAND: 1})
    state, entries = play(b, "Unique")
    state, entries = answer_picking(state, entries, ())
    assert _hand(state, "p2") == ["p2 hand 1"]
    assert len(_hand(state, "p1")) == 3


def test_6_5_h_one_of_them_is_one_of_the_cards_the_filter_counted() -> None:
    """ "Each opponent with two or more cards in their Reserve discards one of them": p2
    discards one card of their Reserve (6.5.h), chosen by them (6.1.h)."""
    text = "{J} Each opponent with two or more cards in their Reserve discards one of them."
    b = _board(text, {ZoneKind.RESERVE: 2}, {ZoneKind.RESERVE: 2})
    state, entries = play(b, "Unique")
    d = state.pending
    assert d is not None and d.player == "p2" and d.kind == DecisionKind.CHOOSE
    state, entries = answer_picking(state, entries, ("p2 reserve 1",))
    assert names(state, z.personal(ZoneKind.RESERVE, "p2")) == ["p2 reserve 2"]
    assert len(names(state, z.personal(ZoneKind.RESERVE, "p1"))) == 2


def test_6_1_g_each_character_chosen_this_way_is_the_one_the_opponent_chose() -> None:
    """p2 chooses one of their two Characters (6.1.g, the effect says who chooses); only
    that one gains [[Asleep]]."""
    text = (
        "{J} Each opponent chooses a Character they control. "
        "Each Character chosen this way gains [[Asleep]]."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe One", **ALLY).in_expedition(
        "p2", "hero", "Foe Two", **ALLY
    )
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    d = state.pending
    assert d is not None and d.player == "p2"
    assert sorted(o.label for o in d.options) == ["Foe One", "Foe Two"]
    state, entries = answer_picking(state, entries, ("Foe Two",))
    from engine import Status, find

    assert state.objects[find(state, "Foe Two")].has(Status.ASLEEP)
    assert not state.objects[find(state, "Foe One")].has(Status.ASLEEP)


def test_6_5_g_the_target_opponent_chooses_the_mode() -> None:
    """ "Target opponent chooses one: • They sacrifice a Character. • You draw a card.": p2
    is asked which mode (6.5.g, 1.4.7.b); choosing the draw, p1 draws and nothing is
    sacrificed."""
    text = (
        "{J} Target opponent chooses one: \u2022 They sacrifice a Character. "
        "\u2022 You draw a card."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    d = state.pending
    while d is not None and d.kind not in (DecisionKind.CHOOSE_MODE, DecisionKind.TURN):
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
        d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE and d.player == "p2"
    state, entries = answer_picking(state, entries, ("draw",))
    assert len(_hand(state, "p1")) == 1
    assert "Foe" in names(state, z.zone_of_expedition("p2:hero"))
