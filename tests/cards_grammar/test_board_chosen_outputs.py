"""Every atomic action with every amount and chooser, played on boards (issue 30, written for
these tests; the audit is benchmarks/chooser_audit.py): the step a player does as the cards
print it, done by the player the text names."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import executed, fields, names, play, read
from ..engine.helpers import until_decision


def _fields(text: str, type: str = "Spell") -> dict[str, object]:
    return fields(executed(read(text, type, hand_cost=1, reserve_cost=1)))


def _answer_all(
    state: GameState, prefer: str = ""
) -> tuple[GameState, list[TraceEntry], list[tuple[str, str]]]:
    """Answer every decision up to the next turn: the option labelled ``prefer`` where there
    is one, else the first options. Returns the state, the trace and (who, kind) of each
    decision asked."""
    state, entries = until_decision(state)
    trace, asked = list(entries), []
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        asked.append((d.player, str(d.kind)))
        chosen = tuple(o.id for o in d.options if prefer and o.label == prefer)
        state, entry = answer(state, d.id, chosen or d.option_ids()[: max(1, d.min_choices)])
        state, entries = until_decision(state)
        trace += [entry, *entries]
    return state, trace, asked


def _rules(entries: list[TraceEntry]) -> set[str]:
    return {r for e in entries for r in e.rules}


def _spell_board(text: str) -> GameBuilder:
    return (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_hand("p1", "Kept Letter")
        .in_hand("p2", "Plan A")
        .in_hand("p2", "Plan B")
        .in_reserve("p2", "Spare")
        .mana("p1", 2)
    )


def test_7_3_7_a_discard_your_hand_is_every_card_in_it() -> None:
    state, first = play(_spell_board("Discard your hand."), "Order", dest="spell")
    state, trace, _ = _answer_all(state)
    trace += list(first)
    assert names(state, "hand:p1") == []
    assert "Kept Letter" in names(state, "discard:p1")
    assert sorted(names(state, "hand:p2")) == ["Plan A", "Plan B"]


def test_1_4_7_b_target_opponent_discards_their_hand() -> None:
    state, first = play(_spell_board("Target opponent discards their hand."), "Order", dest="spell")
    state, trace, _ = _answer_all(state)
    trace += list(first)
    assert {"6.5.b", "7.5.6.b"} <= _rules(trace)
    assert names(state, "hand:p2") == []
    assert sorted(names(state, "discard:p2")) == ["Plan A", "Plan B"]
    assert names(state, "hand:p1") == ["Kept Letter"]  # not the effect's controller's
    assert names(state, "reserve:p2") == ["Spare"]


def test_1_4_7_b_each_player_discards_their_reserve() -> None:
    b = _spell_board("Each player discards their Reserve.").in_reserve("p1", "Own Spare")
    state, first = play(b, "Order", dest="spell")
    state, trace, _ = _answer_all(state)
    trace += list(first)
    assert {"7.5.6.b", "6.1.h"} <= _rules(trace)
    assert names(state, "reserve:p2") == []
    assert "Spare" in names(state, "discard:p2")
    assert "Own Spare" in names(state, "discard:p1")
    assert sorted(names(state, "hand:p2")) == ["Plan A", "Plan B"]


def test_1_2_6_c_target_player_is_asked_then_that_player_discards_their_hand() -> None:
    state, _ = play(_spell_board("Target player discards their hand."), "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1"  # the effect's controller targets (6.5.b)
    assert sorted(o.label for o in d.options) == ["p1", "p2"]  # either player (1.2.6.c)
    p2 = next(o.id for o in d.options if o.label == "p2")
    state, entry = answer(state, d.id, (p2,))
    state, trace, _ = _answer_all(state)
    assert {"6.5.b", "7.5.6.b"} <= _rules([entry, *trace])
    assert names(state, "hand:p2") == []
    assert names(state, "hand:p1") == ["Kept Letter"]


def test_1_2_6_c_target_player_may_be_the_controller_who_then_sacrifices() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields("Target player sacrifices a Robot."))
        .in_expedition("p1", "hero", "Tin Robot", subtypes=("Robot",))
        .in_expedition("p2", "hero", "Iron Robot", subtypes=("Robot",))
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1"
    p1 = next(o.id for o in d.options if o.label == "p1")
    state, _ = answer(state, d.id, (p1,))
    state, _, _ = _answer_all(state)
    assert "Tin Robot" in names(state, "discard:p1")
    assert "Iron Robot" in names(state, "expedition:p2:hero")


def test_1_4_7_b_its_controller_chooses_and_sacrifices_a_character() -> None:
    text = "Exhaust target Character. Its controller sacrifices a Character."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Own Guard")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "hero", "Lookout")
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1"  # the target: the effect's controller (6.5.b)
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Guard"))
    state, trace = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p2"  # its controller chooses (1.4.7.b, 6.1.h)
    assert sorted(o.label for o in d.options) == ["Guard", "Lookout"]  # theirs only
    state, entry = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Lookout"))
    state, more, _ = _answer_all(state)
    assert "7.5.6.b" in _rules([*trace, entry, *more])
    assert "Lookout" in names(state, "discard:p2")
    assert "Own Guard" in names(state, "expedition:p1:hero")


def test_6_1_h_target_opponent_chooses_and_sacrifices_it_is_their_choice() -> None:
    read_as = _fields("Target opponent chooses a Character they control and sacrifices it.")
    assert "a_character_target_opponent_controls" in str(read_as)
    b = (
        GameBuilder()
        .in_hand(
            "p1",
            "Order",
            **_fields("Target opponent chooses a Character they control and sacrifices it."),
        )
        .in_expedition("p1", "hero", "Own Guard")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "hero", "Lookout")
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    state, _, asked = _answer_all(state, prefer="Lookout")
    assert ("p2", "choose") in asked
    assert "Lookout" in names(state, "discard:p2")
    assert "Own Guard" in names(state, "expedition:p1:hero")


def test_1_4_7_b_two_steps_each_player_does_joined_by_and_are_refused() -> None:
    # "and exhausts a Character they control": the opponents' step, not the controller's
    reading = read("Each opponent draws a card and exhausts a Character they control.", "Spell")
    assert reading.abilities[0].status != "executed"


def test_1_4_7_b_its_owner_discards_their_hand_any_step_in_the_third_person() -> None:
    text = "Exhaust target Character. Its owner discards their hand."
    b = _spell_board(text).in_expedition("p2", "hero", "Guard").in_expedition("p1", "hero", "Mine")
    state, _ = play(b, "Order", dest="spell")
    state, trace, _ = _answer_all(state, prefer="Guard")
    assert "7.5.6.b" in _rules(trace)
    assert names(state, "hand:p2") == []  # Guard's owner's hand
    assert names(state, "hand:p1") == ["Kept Letter"]


def test_1_4_7_b_its_controller_exhausts_one_of_theirs() -> None:
    text = "Exhaust target Character. Its controller exhausts a Character they control."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "hero", "Lookout")
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1"
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Guard"))
    state, _, asked = _answer_all(state, prefer="Lookout")
    assert ("p2", "choose") in asked  # Guard's controller chooses which of theirs (6.1.h)
    assert Status.EXHAUSTED in state.objects[find(state, "Lookout")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Mine")].statuses


def test_6_5_h_target_opponent_exhausts_two_characters_they_control() -> None:
    text = "Target opponent exhausts two Characters they control."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "hero", "Lookout")
        .in_expedition("p2", "companion", "Scout")
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    state, _, asked = _answer_all(state)
    assert ("p2", "choose") in asked  # the opponent chooses (1.4.7.b, 6.1.h)
    theirs = [find(state, n) for n in ("Guard", "Lookout", "Scout")]
    exhausted = [o for o in theirs if Status.EXHAUSTED in state.objects[o].statuses]
    assert len(exhausted) == 2  # that many, of theirs
    assert Status.EXHAUSTED not in state.objects[find(state, "Mine")].statuses


def test_6_5_h_exhaust_two_characters_you_control_all_if_fewer() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields("Exhaust two Characters you control."))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Guard")
        .mana("p1", 2)
    )
    state, _ = play(b, "Order", dest="spell")
    state, _, _ = _answer_all(state)
    assert Status.EXHAUSTED in state.objects[find(state, "Mine")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Guard")].statuses


def test_1_2_7_d_target_opponent_reveals_their_hand_and_nothing_moves() -> None:
    state, first = play(_spell_board("Target opponent reveals their hand."), "Order", dest="spell")
    state, trace, _ = _answer_all(state)
    revealed = [e for e in [*first, *trace] if "is revealed" in e.text]
    assert revealed and "Plan A" in revealed[0].text and "Plan B" in revealed[0].text
    assert "1.2.7.d" in revealed[0].rules  # information only
    assert sorted(names(state, "hand:p2")) == ["Plan A", "Plan B"]
    assert "Kept Letter" not in " ".join(e.text for e in revealed)  # not the controller's


def test_1_2_6_c_target_a_player_then_they_discard_their_hand() -> None:
    read_as = _fields("Target a player. They discard their hand.")
    assert "target_player" in str(read_as)
    state, _ = play(
        _spell_board("Target a player. They discard their hand."), "Order", dest="spell"
    )
    d = state.pending
    assert d is not None and d.player == "p1"
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "p2"))
    state, _, _ = _answer_all(state)
    assert names(state, "hand:p2") == []
    assert names(state, "hand:p1") == ["Kept Letter"]


def test_6_5_b_each_character_target_opponent_controls_only_an_opponent_is_targeted() -> None:
    text = "Each Character target opponent controls gains [[Asleep]]."
    b = (
        GameBuilder()
        .in_hand("p1", "Order", **_fields(text))
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "companion", "Lookout")
        .mana("p1", 2)
    )
    state, first = play(b, "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1" and d.kind == DecisionKind.TARGET
    assert [o.label for o in d.options] == ["p2"]  # only an opponent is a target (6.5.b)
    state, trace, _ = _answer_all(state)
    assert "6.5.b" in _rules([*first, *trace])
    for name in ("Guard", "Lookout"):
        assert Status.ASLEEP in state.objects[find(state, name)].statuses
    assert Status.ASLEEP not in state.objects[find(state, "Mine")].statuses


def test_6_5_i_target_opponent_discards_a_card_for_each_character_you_control() -> None:
    text = "Target opponent discards a card from their hand for each Character you control."
    b = (
        _spell_board(text)
        .in_hand("p2", "Plan C")
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p1", "companion", "Also Mine")
        .in_expedition("p2", "hero", "Theirs")
    )
    state, first = play(b, "Order", dest="spell")
    state, trace, asked = _answer_all(state)
    assert "6.5.i" in _rules([*first, *trace])  # done X times, one after the other
    assert len(names(state, "hand:p2")) == 1  # X = 2: the Characters p1 controls, not p2's
    assert len(names(state, "discard:p2")) == 2
    assert [who for who, _ in asked].count("p2") == 2  # p2 chooses each time (6.1.h)
    assert names(state, "hand:p1") == ["Kept Letter"]


def test_2_1_h_its_controller_of_a_card_gone_chooses_what_to_discard() -> None:
    text = "Discard target Character. Its controller discards a card from their hand."
    b = _spell_board(text).in_expedition("p2", "hero", "Guard").in_expedition("p1", "hero", "Mine")
    state, _ = play(b, "Order", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p1"
    state, _ = answer(state, d.id, tuple(o.id for o in d.options if o.label == "Guard"))
    state, trace, asked = _answer_all(state)
    assert {"7.5.6.b", "2.1.h"} <= _rules(trace)  # who controlled it just before it left
    assert asked == [("p2", "choose")]
    assert sorted(names(state, "discard:p2")) == ["Guard", "Plan A"]
    assert names(state, "hand:p1") == ["Kept Letter"]
