"""One set of limits (scenarios.limits), held where data enters the board — edits, Fill a
Deck, decklists — and when saving, so the app never writes a board it refuses to open."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from engine import CardDef, CardType, GameState, edits
from judge_app.gui.cards.placing import fill_deck
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Moment, SandboxError, Session
from scenarios.errors import LoadError
from scenarios.limits import MAX_COUNTERS, MAX_ZONE_CARDS
from scenarios.pool import CardPool
from scenarios.pool.decklist import parse_decklist, read_decklist

DATA = Path(__file__).resolve().parents[1] / "data" / "pool"
REF = "ALT_TEST_B_AX_01_C"


class _Page:
    """What Fill a Deck needs of the sandbox page: ``edit`` is ``Session.edit``."""

    def __init__(self) -> None:
        self.session = Session.empty()
        self.said: list[str] = []

    def edit(self, label: str, change: Callable[[GameState], GameState]) -> bool:
        try:
            self.session.edit(label, change)
        except SandboxError as exc:
            self.said.append(str(exc))
            return False
        return True

    def say(self, text: str, error: bool = False) -> None:
        self.said.append(text)


@pytest.fixture()
def pool(tmp_path: Path) -> Iterator[CardPool]:
    p = CardPool(tmp_path / "cards.db")
    p.import_paths([DATA / "TEST_EN.json"])
    yield p
    p.close()


def _decklist(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_deck_filled_to_the_limit_is_saved_and_opens_again(
    tmp_path: Path, pool: CardPool
) -> None:
    page = _Page()
    deck = read_decklist(_decklist(tmp_path, f"{MAX_ZONE_CARDS} {REF}\n"), pool)
    assert fill_deck(page, pool, deck, "p1")  # type: ignore[arg-type]
    save_session(page.session, tmp_path / "board.yaml")
    again = Session.open(tmp_path / "board.yaml")
    assert len(again.state.zone("deck:p1")) == MAX_ZONE_CARDS


def test_a_deck_past_the_limit_is_refused_when_filled_not_when_opened(
    tmp_path: Path, pool: CardPool
) -> None:
    page = _Page()
    text = f"{MAX_ZONE_CARDS} {REF}\n100 {REF}\n"
    deck = read_decklist(_decklist(tmp_path, text), pool)
    assert not fill_deck(page, pool, deck, "p1")  # type: ignore[arg-type]
    assert page.said[-1] == (
        f"deck.txt lists {MAX_ZONE_CARDS + 100} cards; a Deck holds at most "
        f"{MAX_ZONE_CARDS} here. The Deck is unchanged."
    )
    assert page.session.state.zone("deck:p1") == ()


def test_a_judge_edit_past_the_limits_is_refused_with_the_limit() -> None:
    session = Session.empty()
    card = CardDef("", "p1", "Vanilla", CardType.CHARACTER)
    session.edit("place", lambda s: edits.place_card(s, card, "expedition:p1:hero")[0])
    oid = session.state.zone("expedition:p1:hero")[0]
    with pytest.raises(SandboxError, match=f"at most {MAX_COUNTERS} are allowed"):
        session.edit("boost", lambda s: edits.set_boosts(s, oid, MAX_COUNTERS + 1))
    session.edit("boost", lambda s: edits.set_boosts(s, oid, MAX_COUNTERS))


def test_a_board_past_the_layout_limits_is_saved_exactly_and_opens_again(
    tmp_path: Path,
) -> None:
    """The engine itself (not an edit) may go past a layout's bounds — a card giving
    thousands of boosts: the board is then saved as an exact state, which opens."""
    session = Session.empty()
    card = CardDef("", "p1", "Vanilla", CardType.CHARACTER)
    state, oid = edits.place_card(session.state, card, "expedition:p1:hero")
    state = edits.set_boosts(state, oid, 5_000)
    session._push(Moment(state, "the engine boosts", "engine"))
    note = save_session(session, tmp_path / "board.yaml")
    assert "board.state.json" in note
    assert Session.open(tmp_path / "board.yaml").state == session.state


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        (f"999999999999 {REF}", "at most 99,999 copies on a line"),
        ("9" * 5000 + f" {REF}", "at most 99,999 copies on a line"),
        (f"² {REF}", "expected 'N REFERENCE'"),
        ("1 " + "A" * 100_000, "a reference of 100,000 characters (AAAAAAAAAAAAAAAAAAAAAAAA…)"),
        (f"2 ALT_{'X' * 97}", "card references have at most 100"),
    ],
)
def test_a_decklist_line_is_bounded_where_it_is_read(line: str, problem: str) -> None:
    """A count past 99,999 and a reference longer than card data may give (100) are named
    with their line, the reference cut short (a 100 KB one used to be echoed whole, twice)."""
    with pytest.raises(LoadError) as caught:
        parse_decklist(f"1 {REF}\n{line}\n", "deck.txt")
    assert caught.value.messages[0].startswith("deck.txt:2: ")
    assert problem in caught.value.messages[0]
    assert len(caught.value.messages[0]) < 200


def test_a_decklist_reference_at_the_card_data_bound_is_read() -> None:
    longest = "ALT_" + "X" * 96  # 100 characters: an import accepts it, so a decklist does
    assert parse_decklist(f"1 {REF}\n2 {longest}\n", "deck.txt")[1] == (2, longest, 2)


def test_thousands_of_unknown_references_are_looked_up_without_rescanning_names(
    tmp_path: Path, pool: CardPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    import scenarios.pool.store as store

    folded: list[str] = []
    real = store.fold
    monkeypatch.setattr(store, "fold", lambda text: folded.append(text) or real(text))
    lines = "".join(f"1 ALT_NOPE_B_AX_{n:02d}_U_{n}\n" for n in range(1, 3_001))
    deck = read_decklist(_decklist(tmp_path, lines), pool)
    assert len(deck.unknown) == 3_000
    names = len(pool._name_keys())
    assert len(folded) <= 3_000 + names  # each reference once, each name once
