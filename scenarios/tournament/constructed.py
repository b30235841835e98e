"""Constructed play (CR 5.0 1.1.4): deck size and Hero (1.1.4.b), faction (1.1.4.c), same
name (1.1.4.d), rare, exalted and unique cards (1.1.4.e–g).

Each rule gives its violations in a judge's words, with the cards concerned. Lines whose
version is unknown or must be asked still count as cards (1.1.4.b) and, when their name is
known, as cards of that name (1.1.4.d).
"""

from __future__ import annotations

from collections import defaultdict

from scenarios.tournament.counting import named, plural
from scenarios.tournament.verdict import Counts, Violation
from scenarios.tournament.versions import ReadDeck

MIN_CARDS, MAX_CARDS = 40, 60  # 1.1.4.b
MAX_SAME_NAME = 3  # 1.1.4.d
MAX_RARES, MAX_EXALTED, MAX_UNIQUES = 15, 3, 3  # 1.1.4.e, 1.1.4.f, 1.1.4.g


def constructed_violations(deck: ReadDeck, counts: Counts) -> list[Violation]:
    found: list[Violation] = []
    if not MIN_CARDS <= counts.cards <= MAX_CARDS:
        found.append(
            Violation(
                "1.1.4.b",
                f"The deck has {plural(counts.cards, 'card')}: a constructed deck has between "
                f"{MIN_CARDS} and {MAX_CARDS} cards, its Hero included.",
            )
        )
    heroes = [c for c in deck.cards if c.version.is_hero]
    if counts.heroes != 1:
        found.append(
            Violation(
                "1.1.4.b",
                f"The deck has {plural(counts.heroes, 'Hero', 'Heroes')}: a constructed deck "
                "has exactly 1 Hero.",
                tuple(named(c) for c in heroes),
            )
        )
    tokens = [c for c in deck.cards if c.version.is_token]
    if tokens:
        found.append(
            Violation(
                "1.1.4.a",
                "Token cards in the deck: a constructed deck is built from Altered cards "
                "(2.1.b tells token cards apart from Altered cards).",
                tuple(named(c) for c in tokens),
            )
        )
    found.extend(_faction(deck))
    found.extend(_same_name(deck))
    for rarity, count, most, rule in (
        ("rare", counts.rares, MAX_RARES, "1.1.4.e"),
        ("exalted", counts.exalted, MAX_EXALTED, "1.1.4.f"),
        ("unique", counts.uniques, MAX_UNIQUES, "1.1.4.g"),
    ):
        if count > most:
            cards = tuple(named(c) for c in deck.cards if c.version.rarity == rarity)
            found.append(
                Violation(
                    rule,
                    f"The deck has {count} {rarity} cards: a constructed deck has at most {most}.",
                    cards,
                )
            )
    for q in deck.questions:
        versions = "; ".join(v.label for v in q.versions)
        found.append(
            Violation(
                "1.1.4.d",
                f"Line {q.line}: '{q.written}' names several versions ({versions}). Ask the "
                "player which version they play and have it written on the list (1.1.4.d, "
                "Remark).",
                (f"{q.count} × {q.written}, line {q.line}",),
            )
        )
    for u in deck.unknown:
        found.append(
            Violation(
                "1.1.4.a",
                f"Line {u.line}: '{u.written}' is not a card the app knows ({u.why}). Check the "
                "physical card, or import its set's card data.",
                (f"{u.count} × {u.written}, line {u.line}",),
            )
        )
    return found


def _faction(deck: ReadDeck) -> list[Violation]:
    """1.1.4.c: every card of the Hero's faction (checked when the Heroes agree on one)."""
    hero_factions = {c.version.faction for c in deck.cards if c.version.is_hero}
    if len(hero_factions) != 1:
        return []
    faction = next(iter(hero_factions))
    others = [
        c
        for c in deck.cards
        if not c.version.is_hero and not c.version.is_token and c.version.faction != faction
    ]
    if not others:
        return []
    n = sum(c.count for c in others)
    return [
        Violation(
            "1.1.4.c",
            f"{plural(n, 'card')} not of the Hero's faction ({faction or 'no faction'}): a "
            "constructed deck has only cards of its Hero's faction.",
            tuple(named(c) for c in others),
        )
    ]


def _same_name(deck: ReadDeck) -> list[Violation]:
    """1.1.4.d: at most 3 cards of one name, whatever their versions."""
    by_name: dict[str, list[str]] = defaultdict(list)
    totals: dict[str, int] = defaultdict(int)
    for c in deck.cards:
        by_name[c.version.name].append(named(c))
        totals[c.version.name] += c.count
    for q in deck.questions:
        by_name[q.name].append(f"{q.count} × {q.written}, line {q.line}")
        totals[q.name] += q.count
    return [
        Violation(
            "1.1.4.d",
            f"{totals[name]} cards named {name}: a constructed deck has at most "
            f"{MAX_SAME_NAME} cards with the same name, whatever their versions.",
            tuple(cards),
        )
        for name, cards in by_name.items()
        if totals[name] > MAX_SAME_NAME
    ]
