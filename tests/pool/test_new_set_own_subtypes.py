"""A new set's own sub-types are words of the game wherever the desk reads them (issue 30,
2.2.2: a card's sub-types are those it prints; the rules' lists 2.2.2.d/e/g are not closed to
a new set's).

``tests/data/pool_mercenaries/MERC_EN.json`` is an invented set in the card API's shape whose
cards print two sub-types the desk does not know: the token card *Hired Hand* (Mercenary,
1/1/1), *Guild Recruiter* (Corsair) creating it, *Sellsword Sergeant* (Mercenary) creating it
too, *Sellsword Captain* (Mercenary, Corsair) counting Mercenaries and *Dockside Paymaster*
(Citizen) boosting each Corsair. The known sub-types are the rules' lists and the imported
cards' — for the reader, the card format's validation, a hand-written scenario file and the
benchmarks reading set files — and a typo of one is pointed at the set's word.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from scenarios.cards.compile import compile_card
from scenarios.cards.printed import printed_from_api, read_printed
from scenarios.cards.typed import compile_reading
from scenarios.errors import LoadError
from scenarios.pool import CardPool
from scenarios.pool.as_imported import as_imported
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

ROOT = Path(__file__).resolve().parents[2]
SET = ROOT / "tests" / "data" / "pool_mercenaries" / "MERC_EN.json"
BENCH = ROOT / "benchmarks"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

READERS = ("Guild Recruiter", "Sellsword Sergeant", "Sellsword Captain", "Dockside Paymaster")


def _printed() -> dict[str, object]:
    return {c["name"]: printed_from_api(c) for c in json.loads(SET.read_text("utf-8"))}


def test_2_2_2_the_sets_cards_are_read_with_its_own_sub_types(pool: CardPool) -> None:
    pool.import_paths([SET])
    for name in READERS:
        [card] = pool.lookup(name)
        assert [a.status for a in card.abilities] == ["executed"], (name, card.abilities)
    [hand] = pool.lookup("Hired Hand")
    assert hand.subtypes == ("Mercenary",)


def test_without_the_set_a_text_naming_its_sub_type_is_left_by_hand() -> None:
    """Read alone, a Citizen naming "Corsair" has no Corsair in force: by hand, never a guess
    (a word is a sub-type because a card prints it, not because a text names it)."""
    reading = read_printed(_printed()["Dockside Paymaster"])  # type: ignore[arg-type]
    assert not reading.executable
    with as_imported(_printed().values()):  # type: ignore[arg-type]
        assert read_printed(_printed()["Dockside Paymaster"]).executable  # type: ignore[arg-type]


def test_a_reading_is_compiled_with_the_sub_types_it_was_read_with() -> None:
    """A Mercenary creating a Mercenary token reads with its own sub-type; compiled with the
    rules' lists alone its template is refused — ``compile_reading`` compiles it as read."""
    reading = read_printed(_printed()["Sellsword Sergeant"])  # type: ignore[arg-type]
    assert reading.executable
    with pytest.raises(ValueError, match="unknown Character sub-type 'Mercenary'"):
        compile_card(reading.model)
    assert not compile_reading(reading).gaps


def _board(tmp_path: Path, pool: CardPool) -> tuple[list[str], object]:
    path = tmp_path / "mercenaries.yaml"
    path.write_text(
        "title: a set's own sub-types created, counted and named\n"
        "players:\n"
        "  p1:\n"
        "    hand: [Guild Recruiter, Sellsword Captain, Dockside Paymaster]\n"
        "    mana: 6\n"
        "  p2: {}\n"
        "script:\n"
        "  - play: {card: Guild Recruiter, to: hero}\n"
        "  - answer: {player: p1, choose: [p1 orb 1, p1 orb 2]}\n"
        "  - pass: p2\n"
        "  - play: {card: Sellsword Captain, to: hero}\n"
        "  - answer: {player: p1, choose: [p1 orb 3, p1 orb 4]}\n"  # p2 has passed (4.2.3)
        "  - play: {card: Dockside Paymaster, to: hero}\n",  # its last 2 Mana Orbs
        encoding="utf-8",
    )
    result = run_scenario(load_scenario(path, imported=ImportedCards(pool)))
    return result.errors, result


def test_7_3_5_b_the_sets_sub_types_are_played_on_a_board(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    errors, result = _board(tmp_path, pool)
    assert not errors
    state = result.state  # type: ignore[attr-defined]
    hero = state.zone("expedition:p1:hero")
    by_name = {state.name(o): o for o in hero}
    [hand] = [o for o in hero if state.name(o) == "Hired Hand"]
    card = state.card(hand)
    assert card is not None and card.is_token and card.subtypes == ("Mercenary",)  # 2.2.2.j
    # the Captain: 1 boost for each Mercenary p1 controls (the token and itself, 2.2.2), then
    # 1 from the Paymaster — each Corsair p1 controls: the Recruiter and the Captain
    assert state.objects[by_name["Sellsword Captain"]].boosts == 2 + 1
    assert state.objects[by_name["Guild Recruiter"]].boosts == 1
    assert state.objects[hand].boosts == 0
    assert state.objects[by_name["Dockside Paymaster"]].boosts == 0


_HAND_WRITTEN = """\
title: a hand-written card of the set's sub-type
cards:
  - name: Paid Blade
    type: Character
    subtypes: [{sub}]
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{{J}} Create a Hired Hand 1/1/1 {sub} token in my Expedition."
    abilities:
      - text: "{{J}} Create a Hired Hand 1/1/1 {sub} token in my Expedition."
        reaction:
          trigger: enters_play
          effect:
            - action: create
              token: Hired Hand 1/1/1 {sub}
              subject: my_expedition
players:
  p1:
    hand: [Paid Blade]
    mana: 1
  p2: {{}}
script:
  - play: {{card: Paid Blade, to: hero}}
"""


def _hand_written(tmp_path: Path, sub: str, pool: CardPool | None) -> object:
    path = tmp_path / f"paid_blade_{sub}.yaml"
    path.write_text(_HAND_WRITTEN.format(sub=sub), encoding="utf-8")
    return load_scenario(path, imported=ImportedCards(pool) if pool is not None else None)


def test_a_hand_written_file_knows_the_imported_sub_types(pool: CardPool, tmp_path: Path) -> None:
    """The known sub-types of a scenario file's own cards are the rules' lists and the
    imported cards' (2.2.2): the set's word validates, and a typo of it is pointed at it."""
    pool.import_paths([SET])
    scenario = _hand_written(tmp_path, "Mercenary", pool)
    result = run_scenario(scenario)  # type: ignore[arg-type]
    assert not result.errors
    names = [result.state.name(o) for o in result.state.zone("expedition:p1:hero")]
    assert sorted(names) == ["Hired Hand", "Paid Blade"]
    with pytest.raises(LoadError, match="'Mercenery' \\(did you mean 'Mercenary'\\?\\)"):
        _hand_written(tmp_path, "Mercenery", pool)


def test_without_the_set_the_file_says_which_word_and_why(tmp_path: Path) -> None:
    with pytest.raises(LoadError) as caught:
        _hand_written(tmp_path, "Mercenary", None)
    message = str(caught.value)
    assert "unknown Character sub-type 'Mercenary'" in message
    assert "known once a set printing it is imported" in message


def test_the_paraphrase_bench_reads_a_set_as_imported(tmp_path: Path) -> None:
    """A corpus on a new set's cards is measured, never stopped by a traceback."""
    import paraphrase_bench as bench

    sets = tmp_path / "sets"
    sets.mkdir()
    (sets / SET.name).write_text(SET.read_text("utf-8"), "utf-8")
    lines = [
        {
            "reference": ref,
            "field": "MAIN_EFFECT",
            "original": original,
            "paraphrase": original.replace(" 1 boost", " one boost").replace("a [", "one ["),
            "kind": "numbers",
        }
        for ref, original in (
            ("ALT_MERC_B_OR_05_C", "Create a [Hired Hand 1/1/1] Mercenary token in my Expedition."),
            ("ALT_MERC_B_OR_04_C", "Each Corsair you control gains 1 boost."),
        )
    ]
    cards = bench._cards(sets)
    with as_imported(cards.values()):
        counts = bench.measure(lines, cards)
    assert counts["all"]["same"] == 2


def test_the_grammar_bench_composes_nothing_from_a_set_too_small() -> None:
    import grammar_bench as bench

    assert bench.composed_uniques(([], [], ["Draw a card."]), 10, 1) == []


def test_2_2_2_a_sub_type_of_several_words_is_one_in_a_token_template() -> None:
    """A new set's "Sea Dog" is one sub-type: "[Old Salt 1/1/1] Sea Dog" creates a Sea Dog
    (7.3.5.b), never a "Sea" and a "Dog"; the rules' "Apprentice, Soldier" stay two."""
    from scenarios.cards.card_words import using_subtypes
    from scenarios.cards.models_steps import TokenTemplate

    assert TokenTemplate.parse("Recruit 1/1/1 Apprentice, Soldier").subtypes == (
        "Apprentice",
        "Soldier",
    )
    with using_subtypes({"Character": ["Sea Dog"]}):
        assert TokenTemplate.parse("Old Salt 1/1/1 Sea Dog Robot").subtypes == ("Sea Dog", "Robot")
    with pytest.raises(ValueError, match="unknown Character sub-type 'Sea'"):
        TokenTemplate.parse("Old Salt 1/1/1 Sea Dog")
