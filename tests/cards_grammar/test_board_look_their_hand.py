"""Hands and players (session 40): "Look at target opponent's hand." played on boards."""

from __future__ import annotations

from engine import GameBuilder, GameState, TraceEntry
from engine.state.decisions import DecisionKind

from ..cards_text.helpers import play
from ..engine.helpers import answer, rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_keyword_action_triggers import ALLY

SPELL_CARD = {"hand_cost": 1, "reserve_cost": 1}


def _board(*names: str) -> GameBuilder:
    b = GameBuilder()
    for name in names:
        b = b.in_hand("p2", name, **ALLY)
    return b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)


def _played(
    b: GameBuilder, text: str, picks: tuple[str, ...] = ()
) -> tuple[GameState, tuple[TraceEntry, ...], list[tuple[str, str, list[str]]]]:
    b = b.in_hand("p1", "Probe", **grammar_fields(text, "Probe", type="Spell"))
    state, entries = play(b, "Probe", "spell")
    asked: list[tuple[str, str, list[str]]] = []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append((decision.player, decision.prompt, [o.label for o in decision.options]))
        wanted = [o.id for o in decision.options if any(p in o.label for p in picks)]
        ids = wanted[: max(1, decision.max_choices)] or list(
            decision.option_ids()[: max(1, decision.min_choices)]
        )
        state, first = answer(state, decision.id, tuple(ids))
        state, more = until_decision(state)
        entries = (*entries, first, *more)
    return state, tuple(entries), asked


def _zone(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def _with_bolt() -> GameBuilder:
    return _board("Keep", "Other").in_hand("p2", "Bolt", type="Spell", hand_cost=1, reserve_cost=1)


def test_3_1_3_f_the_looker_alone_sees_target_opponents_hand() -> None:
    state, entries, asked = _played(_board("Keep", "Other"), "Look at target opponent's hand.")
    # the opponent is targeted by the effect's controller (6.5.b); nothing moves (1.2.7.d)
    assert asked == [("p1", "choose a target to look for Probe", ["p2"])]
    assert _zone(state, "hand:p2") == ["Keep", "Other"]
    (look,) = [e for e in entries if "looked at" in e.text]
    # the table's line names no card (3.1.3.f); the judge's names what p1 saw
    assert look.text == "Probe: 2 cards are looked at by p1"
    assert [u.named for u in look.unnamed] == ["Keep is looked at by p1; Other is looked at by p1"]
    assert "3.1.3.f" in look.rules
    assert {"6.5.b", "3.1.3.f"} <= rules_of(entries)


def test_6_1_g_a_card_seen_is_chosen_by_the_looker_and_discarded_by_its_owner() -> None:
    text = "Look at target opponent's hand. Choose a Spell from it. They discard it."
    state, entries, asked = _played(_with_bolt(), text)
    # p1 chooses among the cards seen that fit — only the Spell is offered (6.1.g)
    assert asked[1] == ("p1", "choose what to discard for Probe", ["Bolt"])
    assert _zone(state, "discard:p2") == ["Bolt"] and _zone(state, "hand:p2") == ["Keep", "Other"]
    (moved,) = [e for e in entries if "Bolt is discarded" in e.text]
    assert "7.5.6.b" in moved.rules  # its owner, the player named "they", does it
    assert "6.1.g" in rules_of(entries)


def test_6_1_g_nothing_fits_so_nothing_is_discarded() -> None:
    text = "Look at target opponent's hand. Choose a Spell from it. They discard it."
    state, _, asked = _played(_board("Keep", "Other"), text)
    assert [who for who, _, _ in asked] == ["p1"]  # the target only: no Spell to choose
    assert _zone(state, "discard:p2") == [] and _zone(state, "hand:p2") == ["Keep", "Other"]


def test_6_5_c_you_may_choose_and_they_put_it_in_their_reserve() -> None:
    text = (
        "Look at target opponent's hand. You may choose a Character from it. They put it in"
        " their Reserve."
    )
    state, _, asked = _played(_with_bolt(), text, ("Keep", "do it"))
    assert all(who == "p1" for who, _, _ in asked)  # the controller's "may" and choice
    assert _zone(state, "reserve:p2") == ["Keep"]
    assert _zone(state, "hand:p2") == ["Other", "Bolt"]
