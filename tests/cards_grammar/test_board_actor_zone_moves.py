"""Other players moving their own cards between zones (issue 30, eng83), read by the grammar
and played on a board where the player doing the step — not the caster — chooses:

- "… If they can't, [step]" / "Those who can't [step] instead": only the acting player who
  could do none of their step does it (6.1.g), as their own — or the caster, when the step
  is said for "you";

- "Each player puts a card from their hand in their Reserve": each player chooses a card of
  their own hand, in initiative order (1.4.7.b, 6.1.h, 7.3.27.a); a player whose hand is
  empty does nothing (1.4.7.b: the step is theirs, on nothing);
- "Target opponent puts a card from their Reserve at the bottom of their deck": the
  opponent targeted chooses among their own Reserve (6.5.b, 3.2.2);
- "[actor] may [put …]. If they do, they draw a card": the acting player decides (6.5.c) and
  draws, not the caster (6.5.f)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, TraceEntry, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields

CARD = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(text: str, *, hands: int | dict[str, int] = 2, reserves: int = 0) -> GameState:
    """The board after p1 plays a Spell printing ``text`` (:func:`_played_traced`)."""
    return _played_traced(text, hands=hands, reserves=reserves)[0]


def _played_traced(
    text: str, *, hands: int | dict[str, int] = 2, reserves: int = 0
) -> tuple[GameState, list[TraceEntry]]:
    """p1 plays a Spell printing ``text``; each player has ``hands`` Characters in hand ("pN
    hand K"; or as many as ``hands`` says for each player) and ``reserves`` in Reserve ("pN
    reserve K"), and a deck of 6; with what the engine said on the way."""
    b = GameBuilder().in_hand("p1", "Decree", **grammar_fields(text, "Decree", type="Spell"))
    for p in ("p1", "p2"):
        held = hands if isinstance(hands, int) else hands.get(p, 0)
        for k in range(1, held + 1):
            b = b.in_hand(p, f"{p} hand {k}", **CARD)
        for k in range(1, reserves + 1):
            b = b.in_reserve(p, f"{p} reserve {k}", **CARD)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon("p1").build()
    )
    state, _ = play_card(state, "p1", find(state, "Decree"), "spell")
    state, said = until_decision(state)
    trace = list(said)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, said = until_decision(state)
        trace += said
    return state, trace


def _asked(state: GameState, player: str) -> list[str]:
    """The decision pending is asked of ``player``; its options' labels."""
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN, d
    assert d.player == player, (d.player, player, d)
    return [o.label for o in d.options]


def _pick(state: GameState, label: str) -> GameState:
    d = state.pending
    assert d is not None
    chosen = next(o.id for o in d.options if o.label == label)
    state, _ = answer(state, d.id, (chosen,))
    return until_decision(state)[0]


def _done(state: GameState) -> None:
    """Nobody is asked anything more about the effect: the next turn's choice, or nothing."""
    d = state.pending
    assert d is None or d.kind == DecisionKind.TURN, d


def _zone(state: GameState, kind: ZoneKind, player: str) -> list[str]:
    return sorted(names(state, z.personal(kind, player)))


def test_7_3_27_a_each_player_puts_a_card_of_their_own_hand_in_their_reserve() -> None:
    state = _played("Each player puts a card from their hand in their Reserve.")
    assert sorted(_asked(state, "p1")) == ["p1 hand 1", "p1 hand 2"]  # p1's own hand
    state = _pick(state, "p1 hand 2")
    assert sorted(_asked(state, "p2")) == ["p2 hand 1", "p2 hand 2"]  # p2 chooses, not p1
    state = _pick(state, "p2 hand 1")
    _done(state)
    assert _zone(state, ZoneKind.RESERVE, "p1") == ["Decree", "p1 hand 2"]  # 5.2.4.b
    assert _zone(state, ZoneKind.RESERVE, "p2") == ["p2 hand 1"]
    assert _zone(state, ZoneKind.HAND, "p2") == ["p2 hand 2"]


def test_1_4_7_b_a_player_with_no_card_in_hand_puts_none_the_other_still_chooses() -> None:
    state, trace = _played_traced(
        "Each player puts a card from their hand in their Reserve.", hands=0
    )
    _done(state)  # neither hand holds a card: nobody is asked
    nothing = [e for e in trace if "has nothing to put" in e.text]
    assert [e.text.split()[0] for e in nothing] == ["p1", "p2"]  # each, in initiative order
    assert all("6.5.h" in e.rules for e in nothing)  # that part ignored (its Anubis example)
    state = _played("Each opponent puts a card from their hand in their Reserve.", hands=1)
    assert _asked(state, "p2") == ["p2 hand 1"]  # the opponent, never the caster
    state = _pick(state, "p2 hand 1")
    _done(state)
    assert _zone(state, ZoneKind.RESERVE, "p2") == ["p2 hand 1"]
    assert _zone(state, ZoneKind.HAND, "p1") == ["p1 hand 1"]  # p1 is no opponent


def test_3_2_2_target_opponent_puts_a_card_of_their_reserve_at_the_bottom_of_their_deck() -> None:
    text = "Target opponent puts a card from their Reserve at the bottom of their deck."
    state = _played(text, hands=0, reserves=2)
    while state.pending is not None and state.pending.player == "p1":
        d = state.pending  # p1 targets the opponent (6.5.b), if asked
        assert d.kind == DecisionKind.TARGET, d
        state = _pick(state, d.options[0].label)
    assert sorted(_asked(state, "p2")) == ["p2 reserve 1", "p2 reserve 2"]
    state = _pick(state, "p2 reserve 2")
    _done(state)
    assert _zone(state, ZoneKind.RESERVE, "p2") == ["p2 reserve 1"]
    deck = names(state, z.personal(ZoneKind.DECK, "p2"))
    assert len(deck) == 7 and "p2 reserve 2" in deck
    assert _zone(state, ZoneKind.RESERVE, "p1") == ["Decree", "p1 reserve 1", "p1 reserve 2"]


def test_6_5_f_they_decide_and_they_draw_when_they_put_a_card_in_their_reserve() -> None:
    text = (
        "Target opponent may put a card from their hand in their Reserve. "
        "If they do, they draw a card."
    )
    state = _played(text, hands=1)
    while state.pending is not None and state.pending.player == "p1":
        d = state.pending
        assert d.kind == DecisionKind.TARGET, d
        state = _pick(state, d.options[0].label)
    hand_p1 = _zone(state, ZoneKind.HAND, "p1")
    seen = []
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        offered = _asked(state, "p2")  # the opponent decides and chooses (6.5.c, 6.1.h)
        seen.append(state.pending.kind)
        state = _pick(state, "do it" if "do it" in offered else "p2 hand 1")
    assert DecisionKind.OPTIONAL_STEP in seen
    _done(state)
    assert _zone(state, ZoneKind.RESERVE, "p2") == ["p2 hand 1"]
    assert len(_zone(state, ZoneKind.HAND, "p2")) == 1  # p2 drew, not the caster
    assert _zone(state, ZoneKind.HAND, "p1") == hand_p1


def test_6_5_c_each_opponent_may_decline_and_nothing_moves() -> None:
    state = _played("Each opponent may put a card from their hand in their Reserve.", hands=1)
    offered = _asked(state, "p2")
    if "do it" not in offered:  # the card is chosen first, then whether to do it
        state = _pick(state, "p2 hand 1")
        offered = _asked(state, "p2")
    state = _pick(state, next(o for o in offered if o != "do it"))
    _done(state)
    assert _zone(state, ZoneKind.HAND, "p2") == ["p2 hand 1"]
    assert _zone(state, ZoneKind.RESERVE, "p2") == []


def test_6_1_g_those_who_cant_put_a_card_draw_instead_each_for_themselves() -> None:
    text = (
        "Each player puts a card from their hand in their Reserve. "
        "Those who can't draw a card instead."
    )
    state = _played(text, hands={"p1": 1, "p2": 0})
    assert _asked(state, "p1") == ["p1 hand 1"]
    state = _pick(state, "p1 hand 1")
    _done(state)  # p2 has no card to choose: not asked
    assert _zone(state, ZoneKind.RESERVE, "p1") == ["Decree", "p1 hand 1"]
    assert _zone(state, ZoneKind.HAND, "p1") == []  # p1 could: no draw
    assert len(_zone(state, ZoneKind.HAND, "p2")) == 1  # p2 could not: p2 draws
    assert len(names(state, z.personal(ZoneKind.DECK, "p2"))) == 5


def test_6_1_g_if_they_cant_they_draw_only_the_opponent_who_could_not() -> None:
    text = (
        "Each opponent puts a card from their hand in their Reserve. "
        "If they can't, they draw a card."
    )
    state = _played(text, hands={"p1": 0, "p2": 1})
    assert _asked(state, "p2") == ["p2 hand 1"]
    state = _pick(state, "p2 hand 1")
    _done(state)
    assert _zone(state, ZoneKind.HAND, "p2") == []  # p2 put a card: no draw
    assert len(names(state, z.personal(ZoneKind.DECK, "p2"))) == 6
    state = _played(text, hands=0)
    _done(state)
    assert len(_zone(state, ZoneKind.HAND, "p2")) == 1  # p2 could not: p2 draws
    assert _zone(state, ZoneKind.HAND, "p1") == []  # never the caster


def test_6_1_g_if_they_cant_draw_a_card_is_the_casters_draw() -> None:
    state = _played("Target opponent sacrifices a Character. If they can't, draw a card.", hands=0)
    while (
        state.pending is not None
        and state.pending.player == "p1"
        and (state.pending.kind == DecisionKind.TARGET)
    ):
        state = _pick(state, state.pending.options[0].label)
    _done(state)  # p2 controls no Character: they can't, so p1 draws (said for "you")
    assert len(_zone(state, ZoneKind.HAND, "p1")) == 1
    assert _zone(state, ZoneKind.HAND, "p2") == []


def test_6_5_f_they_discard_their_own_card_and_they_draw() -> None:
    text = "Each opponent may discard a card from their hand. If they do, they draw a card."
    state = _played(text, hands=1)
    seen = []
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        offered = _asked(state, "p2")  # the opponent decides and chooses (6.5.c, 6.1.h)
        seen.append(state.pending.kind)
        state = _pick(state, "do it" if "do it" in offered else "p2 hand 1")
    assert DecisionKind.OPTIONAL_STEP in seen
    assert _zone(state, ZoneKind.DISCARD, "p2") == ["p2 hand 1"]
    assert len(_zone(state, ZoneKind.HAND, "p2")) == 1  # p2 drew
    assert _zone(state, ZoneKind.HAND, "p1") == ["p1 hand 1"]  # the caster did not


def test_6_1_c_then_puts_is_the_same_players_next_step_on_the_card_they_drew() -> None:
    text = "Each opponent draws a card, then puts a card from their hand in their Reserve."
    state = _played(text, hands=0)
    (drawn,) = _asked(state, "p2")  # the card p2 drew, the only one in p2's hand
    state = _pick(state, drawn)
    _done(state)
    assert _zone(state, ZoneKind.RESERVE, "p2") == [drawn]
    assert _zone(state, ZoneKind.HAND, "p2") == []
    assert _zone(state, ZoneKind.HAND, "p1") == []  # the caster neither draws nor puts
