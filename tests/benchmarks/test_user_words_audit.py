"""What a judge reads speaks a judge's language (issue 31): the kinds of engine-speak the
audit (benchmarks/user_words_audit.py) looks for are found where they are and nowhere else,
and boards with discarded and exhausted Mana Orbs, tokens and Heroes say none of them on any
path a user sees — the command line's ``run`` and ``check``, the sandbox's timeline, board
tiles, decision panel and report."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import user_words_audit as audit  # noqa: E402

from engine import CardDef, CardType  # noqa: E402
from engine.state.plain_orbs import card_name_words, handles_said, plain_orb_name  # noqa: E402
from judge_app.sandbox.board_records import Tile  # noqa: E402
from judge_app.sandbox.engine_speak import found_kinds  # noqa: E402
from judge_app.sandbox.tile_text import (  # noqa: E402
    badge_words,
    compact_label,
    statistics_words,
    tile_tooltip,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "scenarios" / "examples"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("p1 orb 1  F0 M0 W0", "internal id"),
        ("p1 orb 1  F0 M0 W0", "statistics code"),
        ("Vanilla is put in expedition:p1:hero", "internal id"),
        ("script: p1 answers p1:hero", "internal id"),
        ("o12 is exhausted", "internal id"),
        ("zone Zone.RESERVE", "enum name"),
        ("the next task is GIVE_BOOST", "enum name"),
        ("an ExpeditionKind", "enum name"),
        ("moves to RESERVE", "enum name"),
        ("Hand cost None", "python repr"),
        ('expected {"zone": "reserve:p1"}', "python repr"),
        ("expected ['Vanilla']", "python repr"),
        ("<engine.state.objects.GameObject object at 0x7f>", "python repr"),
        ("will spend_counters", "snake_case"),
        ("p1 H", "abbreviation"),
        ("p2 C ★", "abbreviation"),
    ],
)
def test_each_kind_of_engine_speak_is_found(text: str, kind: str) -> None:
    assert kind in found_kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Mana Orb card 1 is discarded, to p1's Discard pile",
        "Statistics: Forest 1, Mountain 2, Water 0 (printed Forest 1, Mountain 1, Water 0)",
        "EXH · FLEETING · +2 · 1 Kelon counter · BY HAND",
        "held   Vanilla 1/1/1 (line 25): expected zone p1's Hero Expedition; boosts 1",
        "FAILED Spell Watcher: expected boosts 1, actual boosts 0",
        "ok   scenarios/examples/1_1_7_b_derived_a_token.yaml: A token",
        "script: p1 answers p1's hero Expedition",
        "p1 Hero",
        "p2 Companion ★",
        "p1's Hero Expedition counter: that Expedition is in this region (7.5.8.a).",
    ],
)
def test_a_judges_words_are_not_engine_speak(text: str) -> None:
    assert found_kinds(text) == []


def test_a_mana_orb_laid_out_by_count_is_named_as_a_card_not_by_its_handle() -> None:
    plain = CardDef("p1-c3", "p1", plain_orb_name("p1", 2), CardType.CHARACTER)
    assert plain.name == "p1 orb 2"  # the file's handle: scripts and expectations use it
    assert card_name_words(plain) == "Mana Orb card 2"
    assert handles_said("object p1 orb 2") == "object p1's Mana Orb card 2"
    named = CardDef("p1-c4", "p1", "p1 orb 3", CardType.CHARACTER, forest=2)
    assert card_name_words(named) == "p1 orb 3"  # a card the file made: its own name
    other = CardDef("p1-c5", "p2", "p1 orb 1", CardType.CHARACTER)
    assert card_name_words(other) == "p1 orb 1"  # a handle is its owner's


def test_a_tile_says_statistics_by_terrain_and_no_cost_as_none() -> None:
    hero = Tile("o1", "Sierra", "Hero", "p1", "p1", "hero:p1")
    assert "None" not in tile_tooltip(hero)
    character = Tile(
        "o2",
        "Vanilla",
        "Character",
        "p1",
        "p1",
        "discard:p1",
        hand_cost=1,
        reserve_cost=1,
        stats=(2, 1, 0),
        printed_stats=(1, 1, 0),
        statuses=("Exhausted", "Boosted"),
        boosts=1,
        not_executed=("{J} Draw a card.",),
    )
    assert statistics_words((2, 1, 0)) == "Forest 2, Mountain 1, Water 0"
    assert "Statistics: Forest 2, Mountain 1, Water 0 (printed Forest 1" in tile_tooltip(character)
    assert compact_label(character) == "Vanilla"
    assert badge_words(character) == ["EXH", "+1", "BY HAND"]
    for text in (tile_tooltip(character), compact_label(character), *badge_words(character)):
        assert found_kinds(text) == [], text


BOARDS = [
    # a Mana Orb discarded (a face-up card of a layout's count), exhausted ones
    "3_2_9_c_derived_an_exhausted_mana_orb_is_still_one_of_your_mana_orbs_to_discard.yaml",
    "3_2_9_c_derived_per_mana_orb_counts_the_exhausted_orbs_too.yaml",
    # a token created in an opponent's Expedition; a Hero
    "1_1_7_b_derived_a_token_created_in_an_opponents_expedition_is_owned_by_its_creator.yaml",
    "1_2_5_c_derived_subhash_marmo_empty_hand_pays_nothing.yaml",
    # a script answering with an Expedition's id
    "1_4_1_a_derived_cant_move_forward_beats_an_effect.yaml",
    # a Gigantic card played: its line named it by an object id ("o1 is Gigantic")
    "7_5_8_c_derived_the_next_character_played_in_forest_is_a_gigantic_one_joining_a_forest_expedition.yaml",
    # a decision kind in an expectation ("kind morning_shuffle")
    "4_2_1_f_remark_players_with_empty_decks_decide_in_turn_order.yaml",
]


@pytest.mark.parametrize("name", BOARDS)
def test_every_path_a_judge_reads_speaks_a_judges_language(name: str) -> None:
    path = EXAMPLES / name
    authored = audit._authored(path)
    texts = [
        ("run", audit._without(t, authored))
        for t in audit._cli(["scenario", "run", str(path)]).splitlines()
    ]
    texts += [
        ("check", audit._without(t, authored))
        for t in audit._cli(["scenario", "check", str(path)]).splitlines()
    ]
    texts += list(audit.session_texts(path, readings=True))
    assert {p for p, _ in texts} >= {
        "run",
        "check",
        "timeline",
        "board",
        "report",
        "adventure",
        "inspector",
        "side by side",
        "readings",
    }
    found = [(p, t, found_kinds(t)) for p, t in texts if found_kinds(t)]
    assert found == []


def test_every_library_cards_show_speaks_a_judges_language() -> None:
    """``judge-app cards show`` of every card of the hand-written library: assumed fields
    in words ("zone type"), a missing cost as "–" (never "None"); its printed text and the
    official references its notes cite are quoted as they are."""
    from judge_app.cli.cards_commands import _library

    names = sorted({card.model.name for card in _library().cards.values()})
    assert len(names) > 50
    found = [
        (name, line, found_kinds(line))
        for name in names
        for line in audit.card_show(name).splitlines()
        if found_kinds(line)
    ]
    assert found == []


def test_an_expedition_counter_says_whose_expedition_by_the_rules_name() -> None:
    from judge_app.sandbox.board_records import ExpeditionMarker
    from judge_app.sandbox.tile_text import expedition_counter_label, expedition_counter_tooltip

    hero = ExpeditionMarker("p1:hero", "p1", "hero", 0, False)
    companion = ExpeditionMarker("p2:companion", "p2", "companion", 7, True)
    assert expedition_counter_label(hero) == "p1 Hero"
    assert expedition_counter_label(companion) == "p2 Companion ★"
    assert "p2's Companion Expedition counter" in expedition_counter_tooltip(companion)
    assert "Ascended" in expedition_counter_tooltip(companion)
    for text in (expedition_counter_label(companion), expedition_counter_tooltip(hero)):
        assert found_kinds(text) == [], text
