"""Choosers and instead (issue 30, session 38): "Each player / Target player chooses one:" played on
boards read by the grammar. Each player the text names chooses a mode — the player named, not the
effect's controller (6.5.g; 6.1.g "unless specified otherwise"; 7.5.6.b) — in initiative order,
every choice made before any mode happens (6.1.h: the choices first, then the steps, in that order);
"they" / "their" in a mode are the chooser (1.4.7.b), "I" the card. "Target player" is either
player, targeted by the effect's controller first (6.5.b). Each line's outcome, chooser and cited
rule."""

from __future__ import annotations

from engine import BOOST, DecisionKind, GameBuilder, TraceEntry
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields

CARD = {"hand_cost": 1, "reserve_cost": 1}
EACH_PLAYER = (
    "{J} Each player chooses one: • They draw a card. • They discard a card from their Reserve."
)
TARGET_PLAYER = (
    "{J} Target player chooses one: • They discard a card from their Reserve. • I gain 2 boosts."
)
TARGET_PLAYER_DRAWS = "{J} Target player chooses one: • They draw two cards. • I gain 2 boosts."


def _played(text: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays "Unique" (``text``); each player has a card in Reserve ("Kept" p1's,
    "Stored" p2's) and a Deck: played to the first question."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_reserve("p1", "Kept", **CARD).in_reserve("p2", "Stored", **CARD)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    return play(b, "Unique")


def _boosts(state: GameState) -> int:
    unique = next(o for o in state.objects if state.name(o) == "Unique")
    return state.objects[unique].counters.get(BOOST, 0)


def _hand(state: GameState, player: str) -> int:
    return len(state.zone(z.personal(ZoneKind.HAND, player)))


def test_6_1_h_each_player_chooses_in_initiative_order_before_any_mode_happens() -> None:
    """p1 (initiative: the turn player, 1.4.5.a) is asked first, then p2 — each question
    citing 6.1.h, 6.5.g and 7.5.6.b; p1's choice is held ("it happens once every player has
    chosen"), so p2 chooses before p1 draws; then each mode happens, in that order, as the
    chooser's own: p1 draws (not p2), p2 discards the card of their own Reserve."""
    state, seen = _played(EACH_PLAYER)
    first = state.pending
    assert first is not None and first.kind == DecisionKind.CHOOSE_MODE and first.player == "p1"
    assert {"6.1.h", "6.5.g", "7.5.6.b"} <= set(first.rules), first.rules
    hand = _hand(state, "p1")
    state, entries = answer_picking(state, seen, ("draw",), rounds=1)
    second = state.pending
    assert second is not None and second.kind == DecisionKind.CHOOSE_MODE
    assert second.player == "p2" and {"6.1.h", "6.5.g"} <= set(second.rules)
    assert _hand(state, "p1") == hand  # p1's mode waits for p2's choice (6.1.h)
    held = [e for e in entries if "once every player has chosen" in e.text]
    assert held and "6.1.h" in held[-1].rules, [e.text for e in entries]
    state, entries = answer_picking(state, entries, ("discard",))
    assert _hand(state, "p1") == hand + 1 and _hand(state, "p2") == 0
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Stored"]
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == ["Kept"]
    decided = [e for e in entries if "every player has decided" in e.text]
    assert decided and "6.1.h" in decided[0].rules


def test_6_5_g_each_player_may_choose_the_same_mode_for_themselves() -> None:
    """Both choose "discard": each discards from their own Reserve (1.4.7.b; 3.1.2.b),
    neither draws — a mode is chosen once by each player, not once for the effect."""
    state, seen = _played(EACH_PLAYER)
    hand = _hand(state, "p1")
    state, _ = answer_picking(state, seen, ("discard", "Kept", "Stored"))
    assert names(state, z.personal(ZoneKind.DISCARD, "p1")) == ["Kept"]
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Stored"]
    assert _hand(state, "p1") == hand and _hand(state, "p2") == 0


def test_6_5_b_target_player_is_targeted_then_chooses_as_the_player_named() -> None:
    """p1 targets a player first (6.5.b: either player may be targeted); the target, p2,
    is asked the mode (6.5.g, 7.5.6.b) and discards their own Reserve card; "I" stays the
    card: Unique gains nothing."""
    state, seen = _played(TARGET_PLAYER)
    d = state.pending
    assert d is not None and d.player == "p1" and "6.5.b" in d.rules
    assert {o.label for o in d.options} == {"p1", "p2"}
    state, entries = answer_picking(state, seen, ("p2",), rounds=1)
    mode = state.pending
    assert mode is not None and mode.kind == DecisionKind.CHOOSE_MODE and mode.player == "p2"
    assert {"6.5.g", "7.5.6.b"} <= set(mode.rules)
    state, _ = answer_picking(state, entries, ("discard",))
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Stored"]
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == ["Kept"]
    assert _boosts(state) == 0


def test_7_2_1_the_target_player_choosing_i_gives_the_card_its_boosts() -> None:
    """p2, targeted, chooses "I gain 2 boosts": "I" is the card whose ability it is (7.2.1),
    whoever chose — Unique (p1's) gains 2; nobody discards."""
    state, seen = _played(TARGET_PLAYER)
    state, _ = answer_picking(state, seen, ("p2", "boosts"))
    assert _boosts(state) == 2
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == []


def test_1_4_7_b_the_controller_may_target_themselves_and_draw() -> None:
    """p1 targets p1: p1 chooses and "They draw two cards" is p1's draw (1.4.7.b) — p2's
    hand is untouched."""
    state, seen = _played(TARGET_PLAYER_DRAWS)
    hand = _hand(state, "p1")
    state, entries = answer_picking(state, seen, ("p1",), rounds=1)
    mode = state.pending
    assert mode is not None and mode.player == "p1" and mode.kind == DecisionKind.CHOOSE_MODE
    state, _ = answer_picking(state, entries, ("draw",))
    assert _hand(state, "p1") == hand + 2 and _hand(state, "p2") == 0
