"""Scenario files naming imported cards by name (any imported language) or print reference;
a board saved from them embeds their printed text, so it opens without the pool (issue 30)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import CardDef, edits
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios.errors import LoadError
from scenarios.pool import CardPool
from scenarios.pool.reading import library_card
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture()
def pool(tmp_path: Path) -> Iterator[CardPool]:
    p = CardPool(tmp_path / "cards.db")
    p.import_paths([DATA / "pool" / "TEST_EN.json", DATA / "pool" / "TEST_FR.json"])
    p.import_paths([DATA / "pool_new_set" / "NEWSET_EN.json"])
    yield p
    p.close()


def _scenario(tmp_path: Path, hand: str, script: str = "", expect: str = "") -> Path:
    path = tmp_path / "named.yaml"
    path.write_text(
        "title: imported cards by name\n"
        "players:\n"
        f"  p1:\n    hand: [{hand}]\n    mana: 2\n"
        "  p2: {}\n" + script + expect,
        encoding="utf-8",
    )
    return path


def test_an_imported_card_by_name_reference_or_translation(pool: CardPool, tmp_path: Path) -> None:
    hand = "Spore Caller, Tour de Guet en Laiton, ALT_TEST_B_AX_02_C"
    scenario = load_scenario(_scenario(tmp_path, hand), imported=ImportedCards(pool))
    names = {scenario.card(n).name for n in ("Spore Caller", "Tour de Guet en Laiton")}
    assert names == {"Spore Caller", "Brass Watchtower"}  # the English print is what is read
    assert scenario.card("ALT_TEST_B_AX_02_C").name == "Clockwork Blessing"
    assert scenario.card("Vanilla 2/2/2").set == "basics"  # the library still comes first


def test_an_imported_card_plays_with_its_token_from_the_data(
    pool: CardPool, tmp_path: Path
) -> None:
    path = _scenario(
        tmp_path,
        "Spore Caller",
        "script:\n  - play: {card: Spore Caller, to: hero}\n",
        "expect:\n  - object: {object: Sporeling, zone: 'expedition:p1:hero', subtypes: [Plant]}\n",
    )
    result = run_scenario(load_scenario(path, imported=ImportedCards(pool)))
    sporeling = [o for o in result.state.objects.values() if result.state.name(o.id) == "Sporeling"]
    assert len(sporeling) == 1


def test_a_name_found_nowhere_says_where_it_was_looked_for(pool: CardPool, tmp_path: Path) -> None:
    with pytest.raises(LoadError) as err:
        load_scenario(_scenario(tmp_path, "Nobody Knows"), imported=ImportedCards(pool))
    assert "nor in the imported card data" in err.value.messages[0]
    assert "named.yaml:" in err.value.messages[0]


def test_a_name_of_several_imported_cards_asks_for_a_reference(
    pool: CardPool, tmp_path: Path
) -> None:
    # Cogwheel Tinkerer: the Common and the Rare R1 (other numbers) are two definitions.
    with pytest.raises(LoadError) as err:
        load_scenario(_scenario(tmp_path, "Cogwheel Tinkerer"), imported=ImportedCards(pool))
    assert "several imported cards are named 'Cogwheel Tinkerer'" in err.value.messages[0]
    assert "ALT_TEST_B_AX_01_C" in err.value.messages[0]


def test_a_saved_board_embeds_the_printed_text_and_opens_without_the_pool(
    pool: CardPool, tmp_path: Path
) -> None:
    session = Session.open(_scenario(tmp_path, "Spore Caller"), imported=ImportedCards(pool))
    saved = tmp_path / "saved.yaml"
    save_session(session, saved)
    text = saved.read_text(encoding="utf-8")
    assert "read_text: true" in text and "Create a [SPORELING] Plant token" in text
    assert "name: Sporeling" in text and "token: true" in text  # its token card, embedded
    again = load_scenario(saved)  # no pool given
    caller = again.card("Spore Caller")
    assert caller.set == "scenario"
    assert caller.gaps == ()  # the Sporeling it creates is the embedded token card


def test_a_placed_card_creating_a_pool_token_is_saved_with_its_token_card(
    pool: CardPool, tmp_path: Path
) -> None:
    # What the sandbox does when the judge puts an imported card on an empty board.
    session = Session.empty()
    session.scenario.imported = ImportedCards(lambda: pool)
    [caller] = pool.lookup("Spore Caller")
    card = library_card(
        pool.reading(caller), pool.path, "pool:" + caller.key, caller.printed_card()
    )
    assert card.gaps == ()  # read with the pool's Sporeling
    made = CardDef("", "p1", card.name, **card.compiled.fields)
    session.remember_card(made, card)
    session.edit("add", lambda s: edits.place_card(s, made, "hand:p1")[0])
    saved = tmp_path / "board.yaml"
    assert save_session(session, saved) == ""  # a readable layout, not an exact state
    text = saved.read_text(encoding="utf-8")
    assert "name: Sporeling" in text and "state_file" not in text
    assert load_scenario(saved).card("Spore Caller").gaps == ()


def test_a_typed_card_creating_a_token_takes_the_pool_s_token_card(tmp_path: Path) -> None:
    """A card typed as printed text (``read_text``, not in the pool) that creates a token by
    name and statistics creates the token its imported token card defines — with the token
    card's keywords (2.1.e, 7.3.5.b) — as the same text imported would."""
    pool = CardPool(tmp_path / "cards.db")
    pool.import_paths([DATA / "pool_guard_token" / "GARD_EN.json"])
    path = tmp_path / "typed.yaml"
    path.write_text(
        "title: a typed card creating the pool's token\n"
        "cards:\n"
        "  - name: Typed Warden\n    type: Character\n    hand_cost: 2\n    reserve_cost: 2\n"
        "    forest: 1\n    mountain: 1\n    water: 1\n    read_text: true\n"
        "    text: '{J} Create a [Stoneguard 2/2/2] Soldier token in my Expedition.'\n"
        "players:\n  p1:\n    hand: [Typed Warden]\n    mana: 2\n  p2: {}\n"
        "script:\n  - play: {card: Typed Warden, to: hero}\n",
        encoding="utf-8",
    )
    try:
        scenario = load_scenario(path, imported=ImportedCards(pool))
        assert scenario.card("Typed Warden").compiled.gaps == ()
        result = run_scenario(scenario)
    finally:
        pool.close()
    [guard] = [o for o in result.state.objects.values() if result.state.name(o.id) == "Stoneguard"]
    made = result.state.card(guard.id)
    assert made is not None and "Defender" in made.keywords
