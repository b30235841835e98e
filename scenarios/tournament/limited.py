"""Limited play (CR 5.0 1.1.5): cards from the event's pool plus any number of Mana
Convergence (1.1.5.a), at least 30 cards and 0 or 1 Hero (1.1.5.b), at most 3 factions, the
Hero's among them (1.1.5.c). No name or rarity limit (1.1.5.c, Remark)."""

from __future__ import annotations

from collections import Counter, defaultdict

from scenarios.tournament.counting import named, plural
from scenarios.tournament.verdict import Counts, Violation
from scenarios.tournament.versions import DeckCard, ReadDeck

MIN_CARDS = 30  # 1.1.5.b
MAX_HEROES = 1  # 1.1.5.b
MAX_FACTIONS = 3  # 1.1.5.c


def limited_violations(
    deck: ReadDeck, counts: Counts, pool: ReadDeck | None = None
) -> list[Violation]:
    found: list[Violation] = []
    if pool is not None:
        found.extend(_outside_pool(deck, pool))
    if counts.cards < MIN_CARDS:
        found.append(
            Violation(
                "1.1.5.b",
                f"The deck has {plural(counts.cards, 'card')}: a limited deck has at least "
                f"{MIN_CARDS} cards.",
            )
        )
    if counts.heroes > MAX_HEROES:
        found.append(
            Violation(
                "1.1.5.b",
                f"The deck has {counts.heroes} Heroes: a limited deck has 0 or 1 Hero.",
                tuple(named(c) for c in deck.cards if c.version.is_hero),
            )
        )
    if len(counts.factions) > MAX_FACTIONS:
        listed = ", ".join(f"{f} ({n})" for f, n in counts.factions.items())
        found.append(
            Violation(
                "1.1.5.c",
                f"The deck has cards of {len(counts.factions)} factions ({listed}): a limited "
                f"deck has at most {MAX_FACTIONS}, its Hero's faction among them.",
            )
        )
    for q in deck.questions:
        versions = "; ".join(v.label for v in q.versions)
        found.append(
            Violation(
                "1.1.5.c",
                f"Line {q.line}: '{q.written}' names versions of different factions "
                f"({versions}). Ask the player which one they play.",
                (f"{q.count} × {q.written}, line {q.line}",),
            )
        )
    for u in deck.unknown:
        found.append(
            Violation(
                "1.1.5.a",
                f"Line {u.line}: '{u.written}' is not a card the app knows ({u.why}). Check the "
                "physical card against the event's pool.",
                (f"{u.count} × {u.written}, line {u.line}",),
            )
        )
    return found


def _outside_pool(deck: ReadDeck, pool: ReadDeck) -> list[Violation]:
    """1.1.5.a: more copies of a version than the pool provided (Mana Convergence aside)."""
    provided: Counter[tuple[str, ...]] = Counter()
    for c in pool.cards:
        provided[c.version.key] += c.count
    played: dict[tuple[str, ...], list[DeckCard]] = defaultdict(list)
    for c in deck.cards:
        if not c.version.is_mana_convergence:
            played[c.version.key].append(c)
    found: list[Violation] = []
    for key, cards in played.items():
        n = sum(c.count for c in cards)
        if n > provided[key]:
            label = cards[0].version.label
            had = f"has {provided[key]}" if provided[key] else "has none"
            found.append(
                Violation(
                    "1.1.5.a",
                    f"{n} × {label} in the deck, but the event's pool {had}: a limited deck "
                    "is built from the pool provided (plus any number of Mana Convergence).",
                    tuple(named(c) for c in cards),
                )
            )
    return found
