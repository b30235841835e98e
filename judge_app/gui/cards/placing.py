"""Putting pool cards, typed cards and decklists on the sandbox board.

Each placement is one judge edit of the sandbox (one step back undoes it): a decklist fills
a player's Deck in one edit, in the list's order (3.2.2.b: the first card is the top). A
reference the pool does not know is kept as a placeholder card named after it ("Unknown card
ALT_…") so the Deck keeps its size, and the message names every such reference.
"""

from __future__ import annotations

from functools import reduce
from pathlib import Path
from typing import TYPE_CHECKING

from engine import CardDef, CardType, GameState, ZoneKind, edits
from engine.state import zones as z
from judge_app.sandbox.board import gap_words, manual_key, zone_keys
from scenarios.cards.library import LibraryCard
from scenarios.errors import LoadError
from scenarios.limits import MAX_ZONE_CARDS
from scenarios.pool import CardPool, PoolCard
from scenarios.pool.decklist import Decklist, read_decklist
from scenarios.pool.reading import POOL_PREFIX, library_card

if TYPE_CHECKING:
    from judge_app.gui.sandbox.page import SandboxPage


def pool_library_card(pool: CardPool, card: PoolCard) -> LibraryCard:
    """``card`` as the sandbox places it, read afresh by the printed text reader."""
    return library_card(pool.reading(card), pool.path, POOL_PREFIX + card.key, card.printed_card())


def find_card(page: SandboxPage, ref: str) -> LibraryCard:
    """The library card with id or name ``ref``, or the imported card ``pool:KEY``;
    ``KeyError`` with a message for the judge."""
    if ref.startswith(POOL_PREFIX):
        pool = page.card_pool()
        card = pool.card(ref.removeprefix(POOL_PREFIX)) if pool is not None else None
        if pool is None or card is None:
            raise KeyError("that imported card is no longer in the card data")
        return pool_library_card(pool, card)
    return page.library.get(ref)


def definition(card: LibraryCard, owner: str) -> CardDef:
    return CardDef("", owner, card.name, **card.compiled.fields)


def place_card(page: SandboxPage, card: LibraryCard, zone: str) -> bool:
    """Put ``card`` in ``zone`` as one judge edit and show it: the board scrolls to it (on
    a small screen the zone may be below the fold), and a card with abilities left to the
    judge is selected, so the Inspector says what is resolved by hand and why, as the status
    line does ("not executed — resolve by hand")."""
    owner = z.player_of(zone) or page.session.state.players[0]
    made = definition(card, owner)
    label = f"Judge edit: {card.name} added to {_zone_title(page, zone)}"
    remember_unexecuted(page, made, card)
    placed: list[str] = []

    def put(state: GameState) -> GameState:
        new_state, object_id = edits.place_card(state, made, zone)
        placed.append(object_id)
        return new_state

    ok = page.edit(label, put)
    if not ok:
        return False
    if card.gaps:
        page.say(f"{card.name} is on the table. {gaps_text(card)}")
        page.select(placed[-1])
    page.show_object(placed[-1])
    return True


def remember_unexecuted(page: SandboxPage, made: CardDef, card: LibraryCard) -> None:
    """Let the board show ``card``'s abilities the engine does not execute ("BY HAND" on
    its tile, the abilities in its tooltip), and keep an imported or typed card's printed
    text so saving the board writes it as a readable card."""
    page.session.remember_card(made, card)
    if card.gaps:
        page.session.unexecuted[manual_key(made)] = tuple(gap_words(g.where) for g in card.gaps)


def gaps_text(card: LibraryCard) -> str:
    """``"Not executed — resolve by hand: …"`` for the card's gaps (empty when none)."""
    if not card.gaps:
        return ""
    return "Not executed — resolve by hand: " + "; ".join(
        f"{gap_words(g.where)} ({g.reason})" for g in card.gaps
    )


def _zone_title(page: SandboxPage, zone: str) -> str:
    from judge_app.sandbox.board import zone_title

    return zone_title(page.session.state, zone)


def unknown_card(reference: str, owner: str) -> CardDef:
    """A placeholder for a decklist reference the pool does not know (no text, no
    statistics), named so a judge sees it and can replace it."""
    return CardDef("", owner, f"Unknown card {reference}", CardType.CHARACTER)


def fill_deck(page: SandboxPage, pool: CardPool, deck: Decklist, player: str) -> bool:
    """Put every card of ``deck`` in ``player``'s Deck, in order, as one judge edit
    (a Hero goes to the Hero's place when it is free)."""
    deck_zone = zone_keys(player)["deck"]
    if deck.total > MAX_ZONE_CARDS:  # refused before making the cards (a count can be huge)
        page.say(
            f"{deck.path.name} lists {deck.total:,} cards; a Deck holds at most "
            f"{MAX_ZONE_CARDS} here. The Deck is unchanged.",
            error=True,
        )
        return False
    cards: list[CardDef] = []
    hero: CardDef | None = None
    for entry in deck.entries:
        if entry.card is None:
            made = unknown_card(entry.reference, player)
        else:
            placed = pool_library_card(pool, entry.card)
            made = definition(placed, player)
            remember_unexecuted(page, made, placed)
        if made.type is CardType.HERO and hero is None:
            hero = made
            continue
        cards.extend([made] * entry.count)
    hero_zone = z.personal(ZoneKind.HERO, player)

    def change(s: GameState) -> GameState:
        s = reduce(lambda acc, c: edits.place_card(acc, c, deck_zone)[0], cards, s)
        if hero is not None and not s.zone(hero_zone):
            s = edits.place_card(s, hero, hero_zone)[0]
        return s

    label = f"Judge edit: {player}'s Deck filled from {deck.path.name} ({len(cards)} cards)"
    ok = page.edit(label, change)
    if ok:
        note = f"{player}'s Deck: {len(cards)} cards from {deck.path.name}."
        if deck.unknown:
            refs = ", ".join(f"{e.count} × {e.reference}" for e in deck.unknown)
            note += f" Unknown references kept as placeholders: {refs}."
        page.say(note)
    return ok


def decklist_dialog(page: SandboxPage, player: str) -> bool:
    """Ask for a decklist file and fill ``player``'s Deck with it (the Deck's context menu)."""
    from judge_app.gui.qt import QFileDialog

    pool = page.card_pool()
    if pool is None:
        page.say("The card database cannot be opened; import card data first.", error=True)
        return False
    path, _ = QFileDialog.getOpenFileName(
        page,
        f"Fill {player}'s Deck from a decklist",
        str(page.last_dir),
        "Decklists (*.txt);;All (*)",
    )
    return fill_deck_from(page, pool, Path(path), player) if path else False


def fill_deck_from(page: SandboxPage, pool: CardPool, path: Path, player: str) -> bool:
    """Read the decklist at ``path`` and fill ``player``'s Deck; a bad list is said, with
    its file and lines."""
    try:
        deck = read_decklist(path, pool)
    except LoadError as exc:
        page.say("The decklist cannot be read: " + "; ".join(exc.messages), error=True)
        return False
    return fill_deck(page, pool, deck, player)
