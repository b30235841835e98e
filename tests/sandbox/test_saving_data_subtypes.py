"""A saved board keeps a new set's sub-types (issue 30): an imported card is saved as a
``read_text`` card with its printed sub-types, and these are data of the file — sub-types of
their card type while it is read (2.2.2) — so "for each Sailor you control" still reads and
counts the "Sailor" token when the board is opened again, without the pool."""

from __future__ import annotations

from pathlib import Path

from engine import CardDef, edits
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.printed import PrintedCard
from scenarios.pool.reading import library_card, read
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

SCOUT = PrintedCard(
    name="Ferry Scout",
    type="Character",
    subtypes=("Sailor",),
    forest=1,
    mountain=1,
    water=1,
    main_text="(If I leave the Expedition zone, remove me from the game.)",
    token=True,
)
CAPTAIN = PrintedCard(
    name="Dock Captain",
    type="Character",
    subtypes=("Noble",),
    faction="Ordis",
    rarity="common",
    hand_cost=0,
    reserve_cost=2,
    forest=1,
    mountain=1,
    water=1,
    main_text="{J} I gain 1 boost for each Sailor you control.",
)
POOL = {"Character": ["Sailor"]}
"""The sub-types the pool's data prints, as the pool reads its cards with them."""


def _put(session: Session, printed: PrintedCard, zone: str, key: str) -> CardDef:
    """What the sandbox does when the judge puts an imported card on the board."""
    with using_subtypes(POOL):
        card = library_card(read(printed), Path("cards.db"), f"pool:{key}", printed)
    made = CardDef("", "p1", card.name, **card.compiled.fields)
    session.remember_card(made, card)
    session.edit("add", lambda s: edits.place_card(s, made, zone)[0])
    return made


def test_a_saved_board_keeps_the_sets_sub_type_and_counts_it(tmp_path: Path) -> None:
    session = Session.empty()
    scout = _put(session, SCOUT, "expedition:p1:hero", "scout")
    captain = _put(session, CAPTAIN, "hand:p1", "captain")
    assert scout.subtypes == ("Sailor",) and not captain.by_hand  # read with the pool's
    path = tmp_path / "board.yaml"
    assert save_session(session, path) == ""
    text = path.read_text(encoding="utf-8")
    assert "read_text: true" in text and "Sailor" in text
    reopened = Session.open(path)  # without the pool
    [oid] = reopened.state.zone("hand:p1")
    again = reopened.state.card(oid)
    assert again is not None and again.abilities == captain.abilities and not again.by_hand
    with path.open("a", encoding="utf-8") as fh:
        fh.write("script:\n  - play: {card: Dock Captain, to: hero}\n")
    result = run_scenario(load_scenario(path))
    assert list(result.errors) == []
    state = result.state
    [played] = [o for o in state.zone("expedition:p1:hero") if state.name(o) == "Dock Captain"]
    assert state.objects[played].boosts == 1  # the one Sailor p1 controls (2.2.2)


def test_a_hand_written_card_of_an_unlisted_sub_type_is_still_refused(tmp_path: Path) -> None:
    """Only printed (``read_text``) cards bring their sub-types: a card written in the card
    language keeps the rules' lists (2.2.2.d)."""
    path = tmp_path / "board.yaml"
    path.write_text(
        "title: a typo\n"
        "cards:\n"
        "  - {id: odd, name: Odd Sailor, type: Character, subtypes: [Sailor],"
        " hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1, water: 1}\n"
        "players:\n  p1: {hand: [Odd Sailor]}\n  p2: {}\n",
        encoding="utf-8",
    )
    try:
        load_scenario(path)
    except Exception as exc:
        assert "Sailor" in str(exc) and "2.2.2" in str(exc)
    else:
        raise AssertionError("a hand-written card's unlisted sub-type was accepted")
