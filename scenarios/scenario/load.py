"""Loading a scenario file: validation, card references, zone keys — all checked up front
so a mistake is reported with its file, line and field before anything runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.state import zones as z
from scenarios.cards.library import Library, LibraryCard, default_library
from scenarios.cards.typed import compile_model
from scenarios.errors import LoadError
from scenarios.scenario.models import CardEntry, ScenarioModel
from scenarios.scenario.state_io import load_state
from scenarios.yamlio import display_path, format_loc, line_of, load_yaml, suggest, validate

ZONE_FIELDS = (
    "deck",
    "hand",
    "reserve",
    "discard",
    "landmarks",
    "hero_expedition",
    "companion_expedition",
)


@dataclass
class Scenario:
    """A validated scenario with its card resolver."""

    model: ScenarioModel
    path: Path
    data: Any
    library: Library
    local: dict[str, LibraryCard] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.path.stem

    def card(self, ref: str) -> LibraryCard:
        """A scenario-local card (by id or name) or a library card."""
        if ref in self.local:
            return self.local[ref]
        for card in self.local.values():
            if card.name.casefold() == ref.casefold():
                return card
        return self.library.get(ref)

    def line(self, *loc: int | str) -> int:
        return line_of(self.data, loc)

    def zone_keys(self) -> tuple[str, ...]:
        return z.all_zones(tuple(self.model.players))


def _entries(model: ScenarioModel) -> list[tuple[tuple[int | str, ...], CardEntry]]:
    found: list[tuple[tuple[int | str, ...], CardEntry]] = []
    for p, side in model.players.items():
        if side.hero is not None:
            found.append((("players", p, "hero", "card"), side.hero))
        for name in ZONE_FIELDS:
            for i, entry in enumerate(getattr(side, name)):
                found.append((("players", p, name, i), entry))
    return found


def load_scenario(path: Path, library: Library | None = None) -> Scenario:
    """Validate ``path``; every problem is a :class:`LoadError` line ``file:line: field: ...``."""
    data = load_yaml(path)
    model = validate(ScenarioModel, data, path)
    scenario = Scenario(model, path, data, library or default_library())
    where = display_path(path)
    errors: list[str] = []
    for i, card in enumerate(model.cards):
        read, compiled = compile_model(card)
        scenario.local[card.card_id] = LibraryCard(
            read, "scenario", path, line_of(data, ("cards", i)), compiled
        )
    for loc, entry in _entries(model):
        try:
            scenario.card(entry.card)
        except KeyError as exc:
            errors.append(f"{where}:{line_of(data, loc)}: {format_loc(loc)}: {exc.args[0]}")
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
        state_path = (path.parent / model.state_file).resolve()
        if not state_path.exists():
            errors.append(
                f"{where}:{line_of(data, ('state_file',))}: state_file: "
                f"no such file {model.state_file!r}"
            )
        else:
            load_state(state_path)
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
