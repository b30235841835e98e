"""A board holding imported or typed cards is saved as a readable layout: each such card is
written as a ``read_text: true`` card of the scenario (its printed text, read again when the
file is opened), not as an exact engine state with "is not a library card"."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from engine import CardDef, CardType, edits
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios.cards.printed import PrintedCard
from scenarios.pool.reading import library_card, read
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

IMPORTED = PrintedCard(
    name="Imported Fixture",
    type="Character",
    subtypes=("Adventurer",),
    faction="Axiom",
    rarity="common",
    hand_cost=2,
    reserve_cost=1,
    forest=1,
    mountain=2,
    water=0,
    main_text="{J} I gain 1 boost.  {H} Name a card.",
    support_text="{D} : Draw a card. (Discard me from Reserve to do this.)",
)


def _put(session: Session, printed: PrintedCard, zone: str) -> CardDef:
    """What the sandbox does when the judge puts an imported card on the board."""
    card = library_card(read(printed), Path("cards.db"), "pool:fixture", printed)
    made = CardDef("", "p1", card.name, **card.compiled.fields)
    session.remember_card(made, card)
    session.edit("add", lambda s: edits.place_card(s, made, zone)[0])
    return made


def test_an_imported_card_on_the_board_is_saved_as_a_read_text_card(tmp_path: Path) -> None:
    session = Session.empty()
    made = _put(session, IMPORTED, "reserve:p1")
    path = tmp_path / "board.yaml"
    note = save_session(session, path)
    text = path.read_text(encoding="utf-8")
    assert note == "", note
    assert "state_file" not in text and "not a library card" not in text
    assert "read_text: true" in text
    assert "{I} {D} : Draw a card." in text  # the support ability keeps its mark (2.2.12.d)
    reopened = Session.open(path)
    assert reopened.board().summary()["reserve:p1"] == ["Imported Fixture"]
    (oid,) = reopened.state.zone("reserve:p1")
    again = reopened.state.card(oid)
    assert again is not None
    # read again from the saved text, it is the very same card for the engine
    assert again.abilities == made.abilities and again.by_hand == made.by_hand
    assert (again.hand_cost, again.mountain, again.subtypes) == (2, 2, ("Adventurer",))


def test_a_saved_imported_card_still_names_its_unread_ability_in_the_trace(
    tmp_path: Path,
) -> None:
    session = Session.empty()
    _put(session, replace(IMPORTED, hand_cost=0), "hand:p1")  # no mana needed
    path = tmp_path / "board.yaml"
    save_session(session, path)
    with path.open("a", encoding="utf-8") as fh:
        fh.write("script:\n  - play: {card: Imported Fixture, to: hero}\n")
    result = run_scenario(load_scenario(path))
    assert list(result.errors) == []
    lines = [e.text for e in result.entries if "resolve by hand" in e.text]
    assert len(lines) == 1 and "Name a card." in lines[0] and "(7.1.1.b)" in lines[0]


def test_a_card_typed_without_printed_text_is_still_saved_exactly(tmp_path: Path) -> None:
    session = Session.empty()
    made = CardDef("", "p1", "Nameless Stranger", CardType.CHARACTER)
    session.edit("add", lambda s: edits.place_card(s, made, "reserve:p1")[0])
    note = save_session(session, tmp_path / "board.yaml")
    assert "saved exactly" in note and "Nameless Stranger" in note


def test_2_2_12_d_a_saved_spell_keeps_its_support_ability_apart_from_its_effect(
    tmp_path: Path,
) -> None:
    spell = PrintedCard(
        name="Imported Spell",
        type="Spell",
        hand_cost=1,
        reserve_cost=1,
        main_text="Draw a card.",
        support_text="{D} : Draw a card.",
    )
    session = Session.empty()
    made = _put(session, spell, "reserve:p1")
    assert made.effect and made.abilities and made.abilities[0].support
    path = tmp_path / "spell.yaml"
    assert save_session(session, path) == ""
    (oid,) = Session.open(path).state.zone("reserve:p1")
    again = Session.open(path).state.card(oid)
    assert again is not None
    assert (again.effect, again.abilities) == (made.effect, made.abilities)
