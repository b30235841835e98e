"""Issue 31 (cite14): what a judge cites for the steps after a card an effect plays or
reveals, when the text has no "if you did".

"Immediately play a Character for {5} less. It gains Fleeting." (Mana Flare's kind): the play
is a step of the effect (5.2.b) and "it" is the card played, which the effect finds in its new
zone (2.1.f) through every zone change it made (2.1.g) — not 6.5.f, whose "[Do X]; if you did,
[do Y]" the text does not say. "Reveal the top card of your deck. You may play it for free or
put it into your hand." (Lucky Find's kind): the choice acts on the card revealed, a step of
its own after the reveal (6.1.c). "You may play it. If you do, …" keeps 6.5.f."""

from __future__ import annotations

import glob
from pathlib import Path

import pytest

from engine import GameBuilder, answer
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

from ..cards_grammar.grammar_cards import grammar_fields
from ..cards_text.helpers import play

_ROOT = Path(__file__).resolve().parents[2]


def _lines(pattern: str, said: str) -> list[tuple[str, tuple[str, ...]]]:
    (path,) = glob.glob(str(_ROOT / pattern))
    result = run_scenario(load_scenario(Path(path)))
    return [(ln.text, tuple(ln.shown_rules())) for ln in result.lines if said in ln.text]


@pytest.mark.parametrize(
    "pattern",
    [
        "tests/data/blind_scenarios_33/09_mana_flare_*.yaml",
        "tests/data/blind_scenarios_38/12_teija_and_nauraa_*.yaml",
    ],
)
def test_2_1_f_the_card_played_is_found_by_the_effect_not_by_an_if_you_did(pattern: str) -> None:
    now = _lines(pattern, "play a card now")
    played = _lines(pattern, "was played, so what follows happens")
    assert now and played
    for _, rules in (*now, *played):
        assert {"2.1.f", "2.1.g"} <= set(rules) and "6.5.f" not in rules, rules
    assert "5.2.b" in now[0][1]
    assert "finds where it went" in played[0][0]


@pytest.mark.parametrize(
    "pattern",
    [
        "scenarios/examples/5_2_a_derived_an_effect_plays_the_card_it_revealed_from_the_deck.yaml",
        "scenarios/examples/1_4_1_a_derived_a_mode_playing_a_card_that_cant_be_played_is_not_"
        "offered_the_other_mode_happens.yaml",
    ],
)
def test_6_1_c_a_choice_acting_on_the_card_revealed_is_the_next_step(pattern: str) -> None:
    revealed = _lines(pattern, "is revealed")
    assert revealed
    for _, rules in revealed:
        assert "6.1.c" in rules and "6.5.f" not in rules, rules


def test_6_5_h_no_character_to_play_it_names_none() -> None:
    """Nothing to play: "it" finds no card, the step after has nothing to act on (6.5.h)."""
    text = "Immediately play a Character for {5} less. It gains [[Fleeting]]."
    b = GameBuilder().in_hand("p1", "Flare", **grammar_fields(text, "Flare", type="Spell"))
    state, entries = play(b.mana("p1", 6).deck_of("p1", 4).deck_of("p2", 4), "Flare", "spell")
    for _ in range(6):  # an empty choice of a card to play, if asked
        if state.pending is None or state.pending.kind == "turn":
            break
        d = state.pending
        state, entry = answer(state, d.id, d.option_ids()[: d.min_choices])
        entries = (*entries, entry)
    said = [e for e in entries if "no card was played" in e.text]
    assert said and "6.5.h" in said[0].rules and "6.5.f" not in said[0].rules, [
        (e.text, e.rules) for e in entries
    ]
