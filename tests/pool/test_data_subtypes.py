"""Sub-types a new set's card data prints (issue 30): a set whose token card is a "Sailor"
Character — a sub-type the rules' lists do not name (2.2.2.d) — is read with it. The
sub-types printed in the data (never guessed from a text) are sub-types of the card type
they are printed on while that pool's texts are read, so "Create a [Ferry Scout 1/1/1]
Sailor token" (7.3.5.b) and "for each Sailor you control" (2.2.2) are executable and play
right; without the token card in the pool they stay by hand, as does a word that is a
sub-type nowhere ("Golem").

``tests/data/pool_sailors/SAIL_EN.json`` is an invented set in the official shape: the token
card *Ferry Scout* (Sailor, 1/1/1), two Characters creating it (with its statistics, and by
name), one counting Sailors and one counting Golems.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.state.game_state import GameState
from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.grammar.lexer import WordLexer
from scenarios.cards.library import load_library
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.pool import CardPool
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

SET = Path(__file__).resolve().parents[1] / "data" / "pool_sailors" / "SAIL_EN.json"


def _status(pool: CardPool, name: str) -> tuple[str, str]:
    [card] = pool.lookup(name)
    [ability] = card.abilities
    return ability.status, ability.reason


def _played(pool: CardPool, tmp_path: Path) -> RunResult:
    path = tmp_path / "sailors.yaml"
    path.write_text(
        "title: tokens of a sub-type the set brings, counted\n"
        "players:\n"
        "  p1:\n    hand: [Harbor Master, Quay Caller, Dock Captain]\n    mana: 7\n"
        "  p2: {}\n"
        "script:\n"
        "  - play: {card: Harbor Master, to: hero}\n"
        "  - answer: {player: p1, choose: [p1 orb 1, p1 orb 2]}\n"
        "  - pass: p2\n"
        "  - play: {card: Quay Caller, to: hero}\n"
        "  - answer: {player: p1, choose: [p1 orb 3, p1 orb 4, p1 orb 5]}\n"
        "  - play: {card: Dock Captain, to: hero}\n",  # its last 2 Mana Orbs
        encoding="utf-8",
    )
    return run_scenario(load_scenario(path, imported=ImportedCards(pool)))


def _named(state: GameState, name: str) -> list[str]:
    return [o for o in state.zone("expedition:p1:hero") if state.name(o) == name]


def test_the_texts_naming_the_sets_sub_type_are_executable(pool: CardPool) -> None:
    pool.import_paths([SET])
    for name in ("Harbor Master", "Quay Caller", "Dock Captain"):
        status, reason = _status(pool, name)
        assert status == "executed", (name, reason)
    [scout] = pool.lookup("Ferry Scout")
    assert scout.subtypes == ("Sailor",)
    reading = pool.reading(scout)  # read afresh, as the sheet and the board do
    assert reading.model.subtypes == ("Sailor",) and reading.notes == ()


def test_a_word_that_is_a_sub_type_nowhere_stays_by_hand(pool: CardPool) -> None:
    pool.import_paths([SET])
    status, reason = _status(pool, "Golem Smith")
    assert status == "not executed"
    assert "golem" in reason.lower()


def test_without_the_token_card_they_stay_by_hand(pool: CardPool, tmp_path: Path) -> None:
    cards = json.loads(SET.read_text(encoding="utf-8"))
    without = tmp_path / "without.json"
    without.write_text(json.dumps([c for c in cards if c["name"] != "Ferry Scout"]), "utf-8")
    pool.import_paths([without])
    status, reason = _status(pool, "Harbor Master")
    assert status == "not executed"
    assert "'sailor' is not a Character sub-type (2.2.2.d)" in reason  # today's reason
    assert _status(pool, "Dock Captain")[0] == "not executed"
    # its token card imported later: the kept readings are not served, the cards read again
    token = tmp_path / "token.json"
    token.write_text(json.dumps([c for c in cards if c["name"] == "Ferry Scout"]), "utf-8")
    pool.import_paths([token])
    assert _status(pool, "Harbor Master")[0] == "executed"
    assert _status(pool, "Dock Captain")[0] == "executed"


def test_the_import_names_the_unknown_sub_type_once(pool: CardPool) -> None:
    report = pool.import_paths([SET])
    [line] = [u for u in report.unknowns if "Sailor" in u]
    assert line.startswith("the sub-type “Sailor” is not one the desk knows")
    assert line.endswith("card 1, Ferry Scout (ALT_SAIL_B_NE_01_C)")
    assert len(report.unknowns) == 1  # "Golem" is printed in no card's data


def test_7_3_5_the_token_created_is_a_sailor_and_is_counted(pool: CardPool, tmp_path: Path) -> None:
    pool.import_paths([SET])
    result = _played(pool, tmp_path)
    assert not result.errors
    state = result.state
    scouts = _named(state, "Ferry Scout")
    assert len(scouts) == 3  # one from Harbor Master, two from Quay Caller (7.3.5)
    for scout in scouts:
        card = state.card(scout)
        assert card is not None and card.is_token and card.subtypes == ("Sailor",)
    [captain] = _named(state, "Dock Captain")
    assert state.objects[captain].boosts == 3  # one per Sailor p1 controls (2.2.2)
    # created with its template's sub-types (7.3.5.b, 2.2.2.j)
    cited = {r for e in result.entries for r in e.rules}
    assert {"7.3.5.b", "2.2.2.j"} <= cited


def test_a_text_read_with_a_wider_vocabulary_is_not_kept_for_a_narrower() -> None:
    """The grammar's lexer looks each word up when it reads: no reading made with the
    data's sub-types is served after them (and the plural reads as for the rules')."""
    lexer = WordLexer.__new__(WordLexer)
    lexer.literals = {}
    assert lexer._kind("sailor", "") == "WORD"
    with using_subtypes({"Character": ["Sailor"]}):
        assert lexer._kind("sailor", "") == "SUBTYPE"
        assert lexer._kind("sailors", "") == "SUBTYPES"
        assert lexer._kind("non-sailor", "") == "NON_SUBTYPE"
    assert lexer._kind("sailors", "") == "WORD"
    text = "{H} I gain X boosts, where X is the number of Sailors you control."
    card = PrintedCard(name="Deck Hand", type="Character", main_text=text, forest=1)
    with using_subtypes({"Character": ["Sailor"]}):
        assert read_printed(card).executable
    assert not read_printed(card).executable


def test_a_sub_type_is_of_the_card_type_it_is_printed_on() -> None:
    """2.2.2: a sub-type is of a card type; the data's are of the type they are printed on."""
    with using_subtypes({"Spell": ["Shanty"], "Hero": ["Captain"]}):
        assert "Shanty" in v.SPELL_SUBTYPES
        assert "Shanty" not in v.CHARACTER_SUBTYPES and "Shanty" not in v.PERMANENT_SUBTYPES
        assert "Captain" not in (v.CHARACTER_SUBTYPES | v.SPELL_SUBTYPES)  # Heroes: none
        assert "Shanty" not in v.SPELL_SUBTYPES.rules  # the rules' list is unchanged
    with using_subtypes({"Character": ["Token", "Exhausted", "Permanent"]}):
        assert not ({"Token", "Exhausted", "Permanent"} & set(v.CHARACTER_SUBTYPES))
    assert "Shanty" not in v.SPELL_SUBTYPES


def test_a_typed_card_is_read_as_the_pools_cards(pool: CardPool) -> None:
    """Type a card in a sandbox with the pool: the typed text is read with the sub-types
    the pool's data prints (2.2.2), as its own cards are."""
    pool.import_paths([SET])
    text = "{R} Each Sailor you control gains 1 boost."
    typed = PrintedCard(name="Typed Bosun", type="Character", main_text=text, forest=1)
    assert pool.read_as_pool(typed).executable
    assert not read_printed(typed).executable  # without the pool: not a sub-type


def test_the_library_is_read_with_the_rules_sub_types_alone(tmp_path: Path) -> None:
    """The library is kept for every pool: loaded while a pool's sub-types are in force,
    its printed texts are still read with the rules' lists alone (2.2.2.d)."""
    (tmp_path / "odd.yaml").write_text(
        "set: Odd\n"
        "cards:\n"
        "  - name: Deck Hand\n"
        "    type: Character\n"
        "    faction: Ordis\n"
        "    hand_cost: 1\n"
        "    reserve_cost: 1\n"
        "    forest: 1\n"
        "    mountain: 1\n"
        "    water: 1\n"
        "    text: '{J} I gain 1 boost for each Sailor you control.'\n"
        "    read_text: true\n",
        encoding="utf-8",
    )
    with using_subtypes({"Character": ["Sailor"]}):
        [card] = load_library(tmp_path).cards.values()
    assert card.gaps and "sailor" in card.gaps[0].reason.lower()
