"""Loading a scenario file: validation, card references, zone keys — all checked up front
so a mistake is reported with its file, line and field before anything runs."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import BOOST, CardDef, ExpeditionKind, GameState, IllegalAction, ZoneKind, edits
from engine.state import zones as z
from engine.state.actions import ActionKind
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.library import Library, LibraryCard, default_library
from scenarios.cards.vocabulary import normalise
from scenarios.errors import LoadError
from scenarios.file_set import finish_interrupted_save
from scenarios.scenario.imported import ImportedCards
from scenarios.scenario.models import CardEntry, RequestModel, ScenarioModel
from scenarios.scenario.setup_start import setup_errors
from scenarios.scenario.state_io import load_state
from scenarios.yamlio import display_path, format_loc, line_of, load_yaml, suggest, validate

if TYPE_CHECKING:
    from scenarios.cards.models import CardModel
    from scenarios.cards.printed.token_names import TokenCard

FIELD_ZONES: dict[str, Callable[[str], str]] = {
    "deck": lambda p: z.personal(ZoneKind.DECK, p),
    "hand": lambda p: z.personal(ZoneKind.HAND, p),
    "reserve": lambda p: z.personal(ZoneKind.RESERVE, p),
    "discard": lambda p: z.personal(ZoneKind.DISCARD, p),
    "landmarks": z.landmarks,
    "hero_expedition": lambda p: z.expedition(p, ExpeditionKind.HERO),
    "companion_expedition": lambda p: z.expedition(p, ExpeditionKind.COMPANION),
}
"""Each zone field of a player's side, and the zone key it fills."""
ZONE_FIELDS = tuple(FIELD_ZONES)


@dataclass
class Scenario:
    """A validated scenario with its card resolver."""

    model: ScenarioModel
    path: Path
    data: Any
    library: Library
    local: dict[str, LibraryCard] = field(default_factory=dict)
    imported: ImportedCards | None = None
    """The card pool, for cards named by name or reference that are neither the scenario's
    nor the library's (``scenarios.scenario.imported``)."""
    state_path: Path | None = None
    start: GameState | None = None
    """The saved state of a ``state_file`` scenario, read (and checked) once at load."""

    @property
    def name(self) -> str:
        return self.path.stem

    def card(self, ref: str) -> LibraryCard:
        """A scenario-local card (by id or name), a library card, or an imported card (by
        name in any imported language, or print reference)."""
        if ref in self.local:
            return self.local[ref]
        for card in self.local.values():
            if card.name.casefold() == ref.casefold():
                return card
        try:
            return self.library.get(ref)
        except KeyError as exc:
            found = self.imported.card(ref) if self.imported is not None else None
            if found is None:
                if self.imported is None:
                    raise
                raise KeyError(f"{exc.args[0]}, nor in the imported card data") from None
            return found

    def line(self, *loc: int | str) -> int:
        return line_of(self.data, loc)

    def zone_keys(self) -> tuple[str, ...]:
        return z.all_zones(tuple(self.model.players))


def _entries(model: ScenarioModel) -> list[tuple[tuple[int | str, ...], CardEntry]]:
    return [(loc, entry) for loc, entry, _ in _placed(model)]


def _placed(model: ScenarioModel) -> list[tuple[tuple[int | str, ...], CardEntry, str]]:
    """Every card entry of the layout: where it is written, the entry, its zone key (Mana
    Orbs that name their card included)."""
    found: list[tuple[tuple[int | str, ...], CardEntry, str]] = []
    for p, side in model.players.items():
        if side.hero is not None:
            found.append((("players", p, "hero", "card"), side.hero, z.personal(ZoneKind.HERO, p)))
        for name, zone_of in FIELD_ZONES.items():
            for i, entry in enumerate(getattr(side, name)):
                found.append((("players", p, name, i), entry, zone_of(p)))
        for i, orb in enumerate(side.mana.orbs):
            if orb.card is not None:
                entry = CardEntry(
                    card=orb.card,
                    ref=orb.ref,
                    statuses=orb.statuses,
                    counters=orb.counters,
                    owner=orb.owner,
                )
                found.append((("players", p, "mana", i), entry, z.personal(ZoneKind.MANA, p)))
    return found


def _owner_errors(model: ScenarioModel, data: Any, where: str) -> list[str]:
    """An ``owner`` must be one of the players (1.1.2.a)."""
    errors: list[str] = []
    players = tuple(model.players)
    for p, side in model.players.items():
        listed: list[tuple[tuple[int | str, ...], str | None]] = [
            (("players", p, "mana", i, "owner"), o.owner) for i, o in enumerate(side.mana.orbs)
        ]
        if side.hero is not None:
            listed.append((("players", p, "hero", "owner"), side.hero.owner))
        for name in FIELD_ZONES:
            listed += [
                (("players", p, name, i, "owner"), e.owner)
                for i, e in enumerate(getattr(side, name))
            ]
        for loc, owner in listed:
            if owner is not None and owner not in players:
                errors.append(
                    f"{where}:{line_of(data, loc)}: {format_loc(loc)}: unknown player "
                    f"{owner!r}; the players are {', '.join(players)}"
                )
    return errors


def _placement_errors(scenario: Scenario, where: str) -> list[str]:
    """The layout checked against the rules before it is built (``engine.edits``'s own
    checks): a Hero only in a Hero zone, a Spell never in an Expedition, tokens only in
    play, no statuses or counters in Deck, Hand or Discard pile."""
    errors: list[str] = []
    for loc, entry, zone in _placed(scenario.model):
        try:
            card = scenario.card(entry.card)
        except KeyError:
            continue  # reported as an unknown card
        player = entry.owner or z.player_of(zone) or ""
        definition = CardDef("", player, card.name, **card.compiled.fields)
        counters = dict(entry.counters)
        if entry.boosts:
            counters[BOOST] = counters.get(BOOST, 0) + entry.boosts
        try:
            edits.check_placement(definition, zone, entry.statuses, counters)
        except IllegalAction as exc:
            line = line_of(scenario.data, loc)
            errors.append(f"{where}:{line}: {format_loc(loc)}: {exc}")
    return errors


def state_file_path(scenario_path: Path, name: str) -> Path:
    """Where a scenario's ``state_file`` is: a file in the scenario's own folder (or below
    it), never elsewhere — a file sent to a judge must not read ``/etc`` or ``../..``.
    ``ValueError`` says why a name is refused."""
    try:
        folder = scenario_path.parent.resolve()
        target = (folder / name).resolve()
    except RuntimeError:  # Python before 3.13: a symlink loop
        raise ValueError(f"{name!r} is a symbolic link that points to itself (a loop)") from None
    except OSError as exc:
        raise ValueError(f"{name!r} cannot be found: {exc.strerror or exc}") from None
    if not target.is_relative_to(folder):
        raise ValueError(f"{name!r} is outside the scenario's folder; keep it beside the file")
    if not target.exists():
        raise ValueError(f"no such file {name!r}")
    return target


def request_problems(request: RequestModel, players: tuple[str, ...]) -> list[tuple[str, str]]:
    """What a judge request names that does not exist: an unknown action, destination,
    player or Expedition, as ``(field, problem)`` pairs (empty when it is sound)."""
    found: list[tuple[str, str]] = []
    actions = [a.value for a in ActionKind]
    if normalise(request.action) not in actions:
        found.append(
            ("action", f"unknown action {request.action!r}{suggest(request.action, actions)}")
        )
    zones = [k.value for k in ZoneKind if k not in (ZoneKind.ADVENTURE, ZoneKind.LIMBO)]
    if request.to is not None and normalise(request.to) not in zones:
        found.append(
            (
                "to",
                f"unknown destination {request.to!r}; one of {', '.join(zones)}"
                f"{suggest(request.to, zones)}",
            )
        )
    moved_to = normalise(request.to) if request.to is not None else ""
    moving = normalise(request.action) in ("put", "send", "return", "move")
    if moving and moved_to == ZoneKind.EXPEDITION.value and request.to_expedition is None:
        # 7.5.10.a: an object in the Expedition zone is in one Expedition; the judge names it
        found.append(
            (
                "to",
                "a move to the Expedition zone names the Expedition: add to_expedition (p1:hero)",
            )
        )
    if request.duration is not None and normalise(request.action) != "ignore":
        found.append(("duration", "only an 'ignore' request lasts for a duration (7.3.19.a)"))
    expeditions = [z.expedition_id(p, k) for p in players for k in ExpeditionKind]
    for name, values in (("players", request.players), ("controller", (request.controller,))):
        for value in values:
            if value is not None and value not in players:
                found.append(
                    (name, f"unknown player {value!r}; the players are {', '.join(players)}")
                )
    for value in request.expeditions:
        if value not in expeditions:
            found.append(
                ("expeditions", f"unknown Expedition {value!r}; one of {', '.join(expeditions)}")
            )
    if request.to_expedition is not None and request.to_expedition not in (*expeditions, *players):
        found.append(
            (
                "to_expedition",
                f"unknown Expedition {request.to_expedition!r}; one of "
                f"{', '.join(expeditions)} (or a player, for Landmarks)",
            )
        )
    return found


def load_scenario(
    path: Path, library: Library | None = None, imported: ImportedCards | None = None
) -> Scenario:
    """Validate ``path``; every problem is a :class:`LoadError` line ``file:line: field: ...``.
    ``imported``: the card pool, for cards the file names that the library does not have."""
    finish_interrupted_save(path)  # a board's save stopped after its commit point
    data = load_yaml(path)
    # a read_text card is a printed card: its printed sub-types are data, sub-types while
    # the file is read (2.2.2) — a saved board embeds a new set's "Sailor" token card; and
    # the imported cards' sub-types are words of the game for the file's own cards
    with using_subtypes(printed_subtypes(data)), using_subtypes(_pool_subtypes(data, imported)):
        return _load(path, data, library, imported)


def _pool_subtypes(data: Any, imported: ImportedCards | None) -> Mapping[str, frozenset[str]]:
    """Card type -> the sub-types the imported cards print, when the file writes cards of its
    own (the only place a file names sub-types it validates, 2.2.2): the known sub-types of a
    hand-written card are the rules' lists and the pool's, so "Mercenary" of an imported set
    is a word and a typo of it is pointed at it ("did you mean 'Mercenary'?"). The pool is
    not opened for a file without cards of its own."""
    cards = data.get("cards") if isinstance(data, dict) else None
    if imported is None or not isinstance(cards, list) or not cards:
        return {}
    return imported.subtypes()


def printed_subtypes(data: Any) -> dict[str, list[str]]:
    """Card type -> the sub-types the file's ``read_text`` cards print."""
    found: dict[str, list[str]] = {}
    cards = data.get("cards") if isinstance(data, dict) else None
    for card in cards if isinstance(cards, list) else ():
        if not isinstance(card, dict) or card.get("read_text") is not True:
            continue
        names = card.get("subtypes")
        if isinstance(card.get("type"), str) and isinstance(names, list):
            found.setdefault(card["type"], []).extend(n for n in names if isinstance(n, str))
    return found


def _creates_tokens(card: CardModel) -> bool:
    """Whether ``card`` is a typed card whose printed text may create a token."""
    return card.read_text and "token" in card.text.lower()


def _load(
    path: Path, data: Any, library: Library | None, imported: ImportedCards | None
) -> Scenario:
    model = validate(ScenarioModel, data, path)
    scenario = Scenario(model, path, data, library or default_library(), imported=imported)
    where = display_path(path)
    errors: list[str] = []
    # the scenario's token cards first: its other cards may create them by name (2.1.e) —
    # a saved board embeds the token cards its imported cards create
    order = sorted(enumerate(model.cards), key=lambda ic: not ic[1].token)
    # the printed text reader, imported when a file is read (not with the Sandbox's empty
    # table on its first appearance, issue 33)
    from scenarios.cards.printed.token_names import token_card_of, token_key, using_tokens
    from scenarios.cards.typed import compile_model

    # a typed card creating a token by name takes the token card of the scenario, else of the
    # imported card data, else of the library (2.1.e, docs/cards.md) — the pool is opened only
    # when a typed card's text creates a token
    tokens: dict[str, TokenCard] = {}
    if scenario.imported is not None and any(_creates_tokens(c) for c in model.cards):
        tokens.update(scenario.imported.token_cards())
    for i, card in order:
        with using_tokens(tokens):
            read, compiled = compile_model(card)
        scenario.local[card.card_id] = LibraryCard(
            read, "scenario", path, line_of(data, ("cards", i)), compiled
        )
        if read.token and read.type == "Character":
            tokens[token_key(read.name)] = token_card_of(read, compiled.gaps)
    for loc, entry in _entries(model):
        try:
            scenario.card(entry.card)
        except KeyError as exc:
            errors.append(f"{where}:{line_of(data, loc)}: {format_loc(loc)}: {exc.args[0]}")
    errors.extend(setup_errors(model, data, where))
    errors.extend(_placement_errors(scenario, where))
    errors.extend(_owner_errors(model, data, where))
    refs = [e.ref for _, e in _entries(model) if e.ref]
    for ref in {r for r in refs if refs.count(r) > 1}:
        errors.append(f"{where}:1: players: ref {ref!r} is used twice")
    for name in model.not_exercised:
        try:
            scenario.card(name)
        except KeyError as exc:
            line = line_of(data, ("not_exercised", name))
            errors.append(f"{where}:{line}: not_exercised.{name}: {exc.args[0]}")
    if model.state_file is not None:
        field_at = f"{where}:{line_of(data, ('state_file',))}: state_file"
        try:
            scenario.state_path = state_file_path(path, model.state_file)
        except ValueError as exc:
            errors.append(f"{field_at}: {exc}")
        else:
            try:
                scenario.start = load_state(scenario.state_path)
            except LoadError as exc:
                errors.extend(f"{field_at}: {m}" for m in exc.messages)
    players = tuple(model.players) or (scenario.start.players if scenario.start else ())
    for i, scripted in enumerate(model.script):
        if scripted.request is None or not players:
            continue
        for name, problem in request_problems(scripted.request, players):
            spot = ("script", i, "request", name)
            errors.append(f"{where}:{line_of(data, spot)}: {format_loc(spot)}: {problem}")
    keys = scenario.zone_keys() if model.players else ()
    for i, item in enumerate(model.expect):
        zone = item.zone or (item.object.zone or item.object.within if item.object else None)
        if zone is not None and keys and zone not in keys:
            at: tuple[int | str, ...] = ("expect", i, "zone" if item.zone else "object")
            errors.append(
                f"{where}:{line_of(data, at)}: {format_loc(at)}: unknown zone {zone!r}"
                f"{suggest(zone, keys)}"
            )
    if errors:
        raise LoadError(errors)
    return scenario
