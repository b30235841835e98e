"""A set's own keyword ability lost for a time (issue 30, session 41;
semantics/set_keyword_losses.py): "Target Character loses [Tether] this turn" — an
Emblem-Ongoing removing the abilities read from that keyword's reminder (2.2.12.c, 2.3.2.d,
2.2.2.m), printed or given before the loss (2.3.3.b), and nothing else of the object's. Read
(a reader test per rule), written back, refused where the time is not said, and played."""

from __future__ import annotations

from typing import Any

import pytest

from engine import find
from engine.reading.passives import has_keyword
from engine.reading.set_keywords_had import has_set_keyword
from engine.state.enums import Keyword
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking
from .probe import probe_card
from .sentences_keyword_qualifiers import SET_KEYWORDS
from .test_keyword_qualifiers import _board, _meaning

LOSSES: dict[str, dict[str, Any]] = {
    "{J} Target Character loses [Tether] this turn.": {
        "action": "ignore",
        "subject": "target_character",
        "ongoing": {"duration": "this turn", "lose_abilities": True, "lose_set_keyword": "Tether"},
    },
    "{J} Each Character you control loses [Stonewall] until end of turn.": {
        "action": "ignore",
        "subject": "characters_you_control",
        "ongoing": {
            "duration": "this turn",
            "lose_abilities": True,
            "lose_set_keyword": "Stonewall",
        },
    },
    # a reminder restating Eternal's rule is Eternal (7.4.3.b): lost as Eternal is
    "{J} Target Character loses [Warden] this turn.": {
        "action": "ongoing",
        "subject": "target_character",
        "ongoing": {"duration": "this turn", "lose_keyword": "Eternal"},
    },
}

REFUSED = (
    "{J} Target Character loses [Tether].",  # for how long is not printed
    "{J} Target Character loses [Tether 1] this turn.",  # no number of it is kept
)


@pytest.mark.parametrize("text", list(LOSSES))
def test_2_3_2_d_a_set_keyword_lost_for_a_time_reads(text: str) -> None:
    assert _meaning(text)["reaction"]["effect"] == [LOSSES[text]]


@pytest.mark.parametrize("text", list(LOSSES))
def test_the_loss_runs_and_is_written_back(text: str) -> None:
    with using_keywords(SET_KEYWORDS):
        assert read_printed(probe_card(text), patterns=False).executable
        written = write_ability(_meaning(text))
    assert _meaning(written) == _meaning(text), written


@pytest.mark.parametrize("text", REFUSED)
def test_a_loss_not_said_whole_is_refused_naming_it(text: str) -> None:
    with using_keywords(SET_KEYWORDS):
        reading = read_printed(probe_card(text), patterns=False)
    assert not reading.executable
    assert "[Tether]" in " ".join(a.reason for a in reading.abilities)


def _lost(spell: str, landmark: str = "", bound_text: str = "[Tether].") -> tuple[Any, set[str]]:
    state, first = play(_board(spell, landmark, bound_text=bound_text), "Order", "spell")
    state, more = answer_picking(state, (), ("Bound",))
    return state, rules_of((*first, *more))


def test_2_3_2_d_the_printed_set_keyword_is_lost_and_nothing_else() -> None:
    # "this Day" (2.2.15.a): still lost once the Spell is over and the turn has passed
    state, cited = _lost(
        "Target Character loses [Tether] this Day.", bound_text="Defender, [Tether]."
    )
    bound = find(state, "Bound")
    assert not has_set_keyword(state, bound, "Tether")
    assert has_keyword(state, bound, Keyword.DEFENDER)  # its other abilities stay
    assert {"2.2.12.c", "2.3.2.d"} <= cited


def test_2_3_2_d_lost_this_turn_a_later_step_no_longer_finds_it() -> None:
    state, _ = _lost(
        "Target Character loses [Tether] this turn. Then, each Character you control with"
        " [Tether] gains 1 boost."
    )
    assert state.objects[find(state, "Bound")].boosts == 0


def test_2_3_3_b_a_set_keyword_given_before_the_loss_is_lost_for_the_target_only() -> None:
    state, _ = _lost(
        "Target Character loses [Stonewall] this Day.",
        landmark="Characters you control have [Stonewall].",
    )
    assert not has_set_keyword(state, find(state, "Bound"), "Stonewall")
    assert has_set_keyword(state, find(state, "Loose"), "Stonewall")
    assert has_set_keyword(state, find(state, "Bound"), "Tether")  # another set keyword stays


def test_2_2_15_c_lost_this_turn_the_set_keyword_is_had_again_once_the_turn_is_over() -> None:
    state, _ = _lost("Target Character loses [Tether] this turn.")
    assert has_set_keyword(state, find(state, "Bound"), "Tether")
