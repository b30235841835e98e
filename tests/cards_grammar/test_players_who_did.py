"""gram114 (issue 30): what a step did, asked of the players who did it — "Each player may
[X]. Each player who did [Y]." read as "If they do, they [Y]" (6.5.c each decides, in
initiative order 6.1.h; 6.5.f "if you do" said of the players the effect names, 1.4.7.b;
players_who_did_words.py), its siblings judged by meaning against that reference
(benchmarks/players_who_did_siblings.py), and played on boards: each player's own answer
decides their own follow-up."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import answer
from engine.why.trace import TraceEntry

from ..engine.helpers import until_decision
from .test_board_players_referred import (
    _choose,
    _decide,
    _discarded,
    _done,
    _hand,
    _in_play,
    _played,
)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from counted_this_way_siblings import GUARDS as COUNTED_GUARDS
from counted_this_way_siblings import judge as counted_judge
from counted_this_way_siblings import reading as counted_reading
from counted_this_way_siblings import siblings as counted_siblings
from players_who_did_siblings import GUARDS, judge, meaning, siblings


@pytest.mark.parametrize(("sentence", "reference"), siblings())
def test_each_sibling_reads_as_if_they_do_they(sentence: str, reference: str) -> None:
    assert judge(sentence, reference) == "right", sentence


@pytest.mark.parametrize("sentence", GUARDS)
def test_other_players_or_no_optional_step_before_stay_refused(sentence: str) -> None:
    """ "Each opponent who did" after "Each player may" is some of those players (the
    controller left out), and with no "may" before nobody decided: kept by hand."""
    assert meaning(sentence) is None, sentence


_EACH_PLAYER = (
    "Each player may discard a card from their hand. Each player who did draws two cards."
)


def test_6_5_f_only_the_player_who_did_draws() -> None:
    """p1 discards and draws two; p2 declines and draws none (each answers their own, 6.5.c;
    each makes all their decisions in initiative order, 6.1.h)."""
    state = _decide(_played(_EACH_PLAYER), "p1", "yes")
    state, _ = _choose(state, "p1", "p1 card")
    state = _decide(state, "p2", "no")
    _done(state)
    assert _discarded(state, "p1") == ["p1 card"] and len(_hand(state, "p1")) == 2
    assert _hand(state, "p2") == ["p2 card"] and _discarded(state, "p2") == []


def test_6_5_f_both_did_both_draw() -> None:
    state = _decide(_played(_EACH_PLAYER), "p1", "yes")
    state, _ = _choose(state, "p1", "p1 card")
    state = _decide(state, "p2", "yes")
    state, _ = _choose(state, "p2", "p2 card")  # p2 chooses their own card (6.1.h)
    _done(state)
    assert len(_hand(state, "p1")) == 2 and len(_hand(state, "p2")) == 2
    assert _discarded(state, "p2") == ["p2 card"]


def test_6_5_f_the_trace_says_who_declined_and_cites_the_rule() -> None:
    """The judge sees which player declined their step, by name, with 6.5.c and 6.5.f, and
    the follow-up done by that player from their own Hand."""
    text = (
        "Each opponent may sacrifice a Character. Each opponent who didn't discards a card "
        "from their hand."
    )
    state = _played(text)
    trace: list[TraceEntry] = []
    d = state.pending
    assert d is not None and d.player == "p2"
    state, entries = answer(state, d.id, ("no",))
    trace += [entries] if isinstance(entries, TraceEntry) else list(entries)
    state, entries = until_decision(state)
    trace += [entries] if isinstance(entries, TraceEntry) else list(entries)
    declined = [e for e in trace if "p2 declines to sacrifice" in e.text]
    assert declined and {"6.5.c", "6.5.f"} <= set(declined[0].rules), [e.text for e in trace]
    assert state.pending is not None and "p2's own Hand" in state.pending.prompt


@pytest.mark.parametrize(
    ("answer_", "discarded", "kept"), [("no", ["p2 card"], ["Theirs"]), ("yes", [], [])]
)
def test_6_5_f_the_opponent_who_didnt_discards(
    answer_: str, discarded: list[str], kept: list[str]
) -> None:
    """ "Each opponent who didn't": p2 declines the sacrifice and discards from their own
    hand; p2 sacrifices and keeps their hand (p1 is asked nothing, 1.2.1)."""
    text = (
        "Each opponent may sacrifice a Character. Each opponent who didn't discards a card "
        "from their hand."
    )
    state = _decide(_played(text), "p2", answer_)
    state, _ = _choose(state, "p2", "Theirs" if answer_ == "yes" else "p2 card")
    _done(state)
    assert [n for n in _discarded(state, "p2") if n != "Theirs"] == discarded
    assert _in_play(state, "p2") == kept
    assert _hand(state, "p1") == ["p1 card"]


# ---- "for each [kind] [step]ped this way" after each player's own step (6.5.i) ----


@pytest.mark.parametrize(("sentence", "action", "subject", "output"), counted_siblings())
def test_each_count_sibling_counts_every_object_acted_on(
    sentence: str, action: str, subject: str, output: str
) -> None:
    assert counted_judge(sentence, action, subject, output) == "right", sentence


@pytest.mark.parametrize("sentence", COUNTED_GUARDS)
def test_a_count_of_some_of_them_stays_refused(sentence: str) -> None:
    """Another kind, a narrowed noun or another verb counts some of the objects (or none the
    step acted on): kept by hand, never read as all of them."""
    assert counted_reading(sentence) is None, sentence


_COUNTED = "Each player sacrifices a Character. Draw a card for each Character sacrificed this way."


def test_6_5_i_one_card_per_character_sacrificed_by_any_player() -> None:
    """Both players sacrifice their own Character (6.1.h); p1 draws two, the trace saying
    how many and where the count came from (6.5.i)."""
    state = _played(_COUNTED)
    state, _ = _choose(state, "p1", "Mine")
    state, _ = _choose(state, "p2", "Theirs")
    _done(state)
    assert _in_play(state, "p1") == [] and _in_play(state, "p2") == []
    assert len(_hand(state, "p1")) == 3  # "p1 card" and two drawn
    assert _hand(state, "p2") == ["p2 card"]


def test_6_1_g_a_player_with_nothing_to_sacrifice_adds_nothing_to_the_count() -> None:
    """p2 has no card in hand: nothing is discarded, so nothing is counted and p1 draws none
    (6.1.g, 6.5.i); with one, p1 draws one."""
    text = (
        "Each opponent discards a card from their hand. Draw a card for each card discarded "
        "this way."
    )
    state = _played(text, p2_hand=False)
    _done(state)
    assert _discarded(state, "p2") == [] and _hand(state, "p1") == ["p1 card"]
    state = _played(text)
    state, _ = _choose(state, "p2", "p2 card")
    _done(state)
    assert _discarded(state, "p2") == ["p2 card"] and len(_hand(state, "p1")) == 2
