"""Emblem-Reaction labels never name a card its controller cannot look at (3.1.3.f): a card
drawn into an opponent's Hand is "a card in p2's Hand" in the engine's decision options,
the trace and the sandbox's option details; identical Reactions are still told apart (by
their order, 6.3.i), and one's own Hand is named (3.2.5.b)."""

from __future__ import annotations

from pathlib import Path

from engine import GameBuilder, find
from engine.explore.answers import legal_answers
from engine.why.labels import hidden_from, reaction_labels, seen_by
from judge_app.sandbox.wording import option_views
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_EXAMPLE = Path(__file__).parents[2] / "scenarios/examples"
_GIFTS = _EXAMPLE / "7_3_29_a_remark_each_card_drawn_is_its_own_gift.yaml"


def _at_the_choice(tmp_path: Path) -> RunResult:
    """The example run up to p1's choice between two Reactions bound to cards p2 drew."""
    text = _GIFTS.read_text(encoding="utf-8")
    head, _, _ = text.partition('  - answer: "first of 2"')
    path = tmp_path / "gifts.yaml"
    path.write_text(head + "expect: []\n", encoding="utf-8")
    return run_scenario(load_scenario(path))


def test_3_1_3_f_reaction_labels_do_not_name_cards_in_an_opponents_hand(tmp_path: Path) -> None:
    result = _at_the_choice(tmp_path)
    d = result.pending
    assert d is not None and d.player == "p1"
    labels = [o.label for o in d.options]
    assert labels == [
        "Reaction of Grateful Host (p1's hero Expedition): I gain 1 boost. — for a card in "
        f"p2's Hand ({n} of 2)"
        for n in ("first", "second")
    ]
    assert "3.1.3.f" in d.rules
    state = result.state
    for view in option_views(state, d):
        assert "Vanilla" not in view.title + " ".join(view.details)
    # The judge's own view names them (the trace of the draw already does).
    judge = reaction_labels(state, tuple(d.option_ids()), judge=True)
    assert sorted(v.rsplit("— for ", 1)[1] for v in judge.values()) == [
        "Vanilla 1/1/1 in p2's Hand",
        "Vanilla 2/2/2 in p2's Hand",
    ]


def test_3_2_5_b_own_hand_is_named_decks_are_hidden_from_everyone() -> None:
    state = (
        GameBuilder()
        .in_hand("p1", "Secret")
        .in_deck("p1", "Buried")
        .in_expedition("p2", "hero", "Open")
        .build()
    )
    secret, buried, open_ = find(state, "Secret"), find(state, "Buried"), find(state, "Open")
    assert not hidden_from(state, secret, "p1") and hidden_from(state, secret, "p2")
    assert hidden_from(state, buried, "p1") and hidden_from(state, buried, "p2")
    assert not hidden_from(state, open_, "p1")
    assert seen_by(state, secret, "p2") == "a card in p1's Hand"
    assert seen_by(state, secret, "p1") == "Secret in p1's Hand"
    assert seen_by(state, secret, None) == "Secret in p1's Hand"


def test_3_1_3_f_exploring_tells_reactions_bound_to_hidden_cards_apart(tmp_path: Path) -> None:
    # The judge's exploration sees the cards: the two Reactions are two readings, named.
    result = _at_the_choice(tmp_path)
    d = result.pending
    assert d is not None
    answers = list(legal_answers(d, result.state))
    assert len({a.alike for a in answers}) == 2
    assert sorted("Vanilla 1/1/1" in a.said for a in answers) == [False, True]


def test_an_object_that_no_longer_exists_is_named_so_never_by_its_id() -> None:
    from engine.why.labels import GONE, seen_by

    state = GameBuilder().build()
    assert seen_by(state, "o999", None) == GONE == "an object that no longer exists"
    assert seen_by(state, "o999", "p1") == GONE
