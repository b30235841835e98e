"""gram107 (issue 30): a choice of modes printed on one line — "Target opponent chooses one:
they discard a card from their Reserve, or you draw a card." (the [Petition] reminder) — read
by the grammar alone and played: the player the effect names is asked the mode (6.5.g,
1.4.7.b), "they" in a mode is that player, "you" the effect's controller; and the siblings'
tally (benchmarks/other_players_choose_siblings.py) reads each like its bulleted form."""

from __future__ import annotations

import sys
from pathlib import Path

from engine import DecisionKind, GameBuilder, answer
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from other_players_choose_siblings import GUARDS, judge, reading, siblings

CARD = {"hand_cost": 1, "reserve_cost": 1}
PETITION = (
    "{J} Target opponent chooses one: they discard a card from their Reserve, or you draw a card."
)


def _board(text: str) -> tuple[GameState, tuple]:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_reserve("p2", "Their Stored", **CARD).in_reserve("p1", "Mine", **CARD)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    d = state.pending
    while d is not None and d.kind not in (DecisionKind.CHOOSE_MODE, DecisionKind.TURN):
        state, _ = answer(state, d.id, d.option_ids()[: max(1, d.min_choices)])
        state, _ = until_decision(state)
        d = state.pending
    return state, entries


def _mode_decision(state: GameState) -> list[str]:
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE
    assert d.player == "p2"  # the target opponent chooses, not p1 (6.5.g, 1.4.7.b)
    return [o.label for o in d.options]


def test_6_5_g_the_target_opponent_chooses_a_one_line_mode_the_discard() -> None:
    """p2 picks "they discard": p2 discards the card of their Reserve (7.3.7); p1 draws
    nothing and keeps their own Reserve."""
    state, entries = _board(PETITION)
    labels = _mode_decision(state)
    assert labels == ["they (p2) discard a card from their Reserve", "you (p1) draw a card."]
    state, _ = answer_picking(state, entries, ("discard",), rounds=4)
    assert names(state, z.personal(ZoneKind.DISCARD, "p2")) == ["Their Stored"]
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == ["Mine"]
    assert names(state, z.personal(ZoneKind.HAND, "p1")) == []


def test_6_5_g_the_target_opponent_chooses_a_one_line_mode_your_draw() -> None:
    """p2 picks "you draw a card": p1, the effect's controller, draws (7.3.9); p2's Reserve
    is untouched."""
    state, entries = _board(PETITION)
    _mode_decision(state)
    state, _ = answer_picking(state, entries, ("draw",), rounds=4)
    assert len(names(state, z.personal(ZoneKind.HAND, "p1"))) == 1
    assert names(state, z.personal(ZoneKind.RESERVE, "p2")) == ["Their Stored"]


def test_every_one_line_sibling_reads_as_its_bulleted_choice() -> None:
    """No sibling reads WRONG; each the bulleted form reads is read the same (the chooser's
    flag and the steps), the others stay refused."""
    verdicts = {line: judge(line, bullets) for line, bullets in siblings()}
    assert "WRONG" not in verdicts.values(), [k for k, v in verdicts.items() if v == "WRONG"]
    assert "refused" not in verdicts.values(), [k for k, v in verdicts.items() if v == "refused"]
    assert sum(v == "right" for v in verdicts.values()) >= 40


def test_a_sentence_after_a_one_line_choice_is_not_read_into_its_second_mode() -> None:
    """A guard: the fold reads only a choice that closes the text, else the next sentence
    would become part of the second mode (as a bulleted mode's later sentences are)."""
    for guard in GUARDS:
        assert reading(guard)[0] is None, guard


def test_a_reminder_that_is_a_choice_of_modes_defines_steps_not_an_ability() -> None:
    """[Petition]'s reminder is a keyword ACTION's steps (6.5.g): its colon is the choice of
    modes', not a cost's (a quick action's colon stays an ability, 7.4)."""
    from scenarios.cards.grammar.set_lexicon import defines_ability

    assert not defines_ability(PETITION.removeprefix("{J} "))
    assert not defines_ability("Choose one: • Draw a card. • I gain 1 boost.")
    assert defines_ability("{T}: Draw a card.")
    assert defines_ability("When I enter play — draw a card.")
