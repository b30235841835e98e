"""``judge-app cards``: the hand-written card library and the imported card pool.

``cards search QUERY [--json]`` finds cards in both: library cards by fuzzy name, imported
cards by name in any imported language, text, type, faction or cost (``cost<=2``,
``faction:axiom``, ``type:spell``); ``cards show`` and ``cards import`` are in
:mod:`judge_app.cli.pool_commands`; ``cards check`` validates every library file. Output
shapes of ``--json`` are stable; a malformed library prints one line per problem
(file:line: field: ...) and exits 1.
"""

from __future__ import annotations

import argparse
import contextlib
import json
from typing import Any

from judge_app.cli.output import CliError
from judge_app.cli.pool_commands import add_pool_parsers, open_pool, pool_card_data, print_pool_card
from judge_app.cli.pool_waiting import waiting_for_pool
from judge_app.sandbox.library_cache import cached_library
from scenarios.cards.library import Library, LibraryCard
from scenarios.errors import LoadError
from scenarios.pool import PoolCard
from scenarios.pool.query import bounded_query
from scenarios.yamlio import display_path


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    cards = sub.add_parser("cards", help="the card library (scenarios/library)")
    cards_sub = cards.add_subparsers(dest="cards_command", required=True)
    search = cards_sub.add_parser(
        "search", help="find cards by name (any language), text, type, faction or cost"
    )
    search.add_argument("name", nargs="+")
    search.add_argument("--limit", type=int, default=5)
    search.add_argument("--json", action="store_true")
    search.set_defaults(handler=cmd_search)
    check = cards_sub.add_parser("check", help="validate every library file")
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=cmd_check)
    add_pool_parsers(cards_sub)


def _library() -> Library:
    """The packaged card library, compiled once per change and kept in the cache folder
    (:mod:`judge_app.sandbox.library_cache`): ``cards search`` does not compile every card
    (and build the card grammar) on each run."""
    try:
        return cached_library()
    except LoadError as exc:
        raise CliError("the card library is malformed:\n" + "\n".join(exc.messages)) from None


def card_data(card: LibraryCard, score: float | None = None) -> dict[str, Any]:
    """The JSON shape of one card."""
    m = card.model
    data: dict[str, Any] = {
        "id": card.id,
        "name": m.name,
        "set": card.set,
        "type": m.type.value,
        "subtypes": list(m.subtypes),
        "zone_type": m.zone_type.value if m.zone_type else None,
        "faction": m.faction.value if m.faction else None,
        "rarity": m.rarity,
        "hand_cost": m.hand_cost,
        "reserve_cost": m.reserve_cost,
        "statistics": (
            {"forest": m.forest or 0, "mountain": m.mountain or 0, "water": m.water or 0}
            if m.type.value == "Character"
            else None
        ),
        "reserve_limit": m.reserve_limit,
        "landmark_limit": m.landmark_limit,
        "keywords": list(m.keywords),
        "text": m.text,
        "token": m.token,
        "aliases": list(m.aliases),
        "note": m.note,
        "assumed": list(m.assumed),
        "not_executable": [str(g) for g in card.gaps],
        "source": f"{display_path(card.path)}:{card.line}",
    }
    if score is not None:
        data["score"] = round(score, 1)
    return data


STRONG_MATCH = 90.0
"""A library card matching this well (rapidfuzz score) is listed before imported cards."""


def library_lookup(query: str) -> list[LibraryCard]:
    """Library cards with id, name or alias ``query`` (``[]`` when none)."""
    library = _library()
    if query in library.cards:
        return [library.cards[query]]
    return list(library.by_name.get(query.casefold(), []))


def print_library_card(card: LibraryCard, score: float | None) -> None:
    m = card.model
    kind = m.type.value
    if m.zone_type:
        kind = f"{m.zone_type.value} {kind}"
    if m.subtypes:
        kind += " – " + ", ".join(m.subtypes)
    match = f"  ({score:.0f}%)" if score is not None else ""
    print(f"{m.name}  [{card.id}, hand-written library]{match}")
    facts = [kind]
    if m.faction:
        facts.append(m.faction.value)
    if m.hand_cost is not None or m.reserve_cost is not None:
        hand, reserve = (("–" if c is None else str(c)) for c in (m.hand_cost, m.reserve_cost))
        facts.append(f"cost {hand}/{reserve} (hand/reserve)")  # "–": no such cost, not "None"
    if m.type.value == "Character":
        facts.append(f"{m.forest or 0}/{m.mountain or 0}/{m.water or 0}")
    if m.reserve_limit is not None:
        facts.append(f"limits {m.reserve_limit}/{m.landmark_limit} (reserve/landmark)")
    print("  " + " · ".join(facts))
    for line in (m.text or "").splitlines():
        print(f"  | {line}")
    if m.assumed:
        assumed = ", ".join(a.replace("_", " ") for a in m.assumed)  # "zone type", not a field
        print(f"  assumed (not given by the rules): {assumed}")
    if m.note:
        print(f"  note: {m.note}")
    for gap in card.gaps:
        print(f"  not executable yet: {gap}")


@waiting_for_pool()
def cmd_search(args: argparse.Namespace) -> int:
    query = bounded_query(" ".join(args.name))
    if args.limit < 1:
        raise CliError(f"--limit must be at least 1 (got {args.limit})")
    hits = _library().search(query, limit=args.limit)
    pool = open_pool()
    imported = pool.search(query, limit=args.limit)
    # strong library name matches first, then the imported cards, then weaker library matches
    strong = [(c, s) for c, s in hits if s >= STRONG_MATCH]
    weak = [(c, s) for c, s in hits if s < STRONG_MATCH]
    if args.json:
        results = [card_data(c, s) | {"source": "library"} for c, s in strong]
        results.extend(pool_card_data(c) for c in imported)
        results.extend(card_data(c, s) | {"source": "library"} for c, s in weak)
        print(json.dumps({"query": query, "results": results}, ensure_ascii=False, indent=1))
        return 0 if results else 1
    if not hits and not imported:
        hint = " (no card data imported yet: judge-app cards import)" if pool.is_empty() else ""
        raise CliError(f"no card matches {query!r}{hint}")
    ordered: list[tuple[LibraryCard | PoolCard, float | None]] = [
        *strong,
        *((c, None) for c in imported),
        *weak,
    ]
    for i, (card, score) in enumerate(ordered):
        if i:
            print()
        if isinstance(card, LibraryCard):
            print_library_card(card, score)
        else:
            print_pool_card(card)
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    library = _library()
    gaps = {c.id: [str(g) for g in c.gaps] for c in library.cards.values() if c.gaps}
    if args.json:
        print(
            json.dumps(
                {"cards": len(library), "not_executable": gaps}, indent=1, ensure_ascii=False
            )
        )
        return 0
    print(f"{len(library)} cards load; {len(gaps)} have constructs not executable yet")
    return 0


def ready_library() -> None:
    """Make the kept library the packaged one a scenario reads (``default_library``), so
    ``scenario run/check/explore`` do not compile every card on each run. A malformed library
    is left for the scenario's load to report, as before."""
    with contextlib.suppress(LoadError):
        cached_library()
