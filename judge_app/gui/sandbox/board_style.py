"""The board's look shared by its painted items: terrain, player and status colours, the
sizes of badges and Expedition counters, and the light or dark :class:`Palette`."""

from __future__ import annotations

from dataclasses import dataclass

MARKER_RULE = "3.2.1.d"

TERRAIN_COLOURS = {"forest": "#2e7d32", "mountain": "#8d5b3c", "water": "#1f77c9"}
TERRAIN_LETTERS = {"forest": "F", "mountain": "M", "water": "W"}
MARKER_COLOUR = "#455a64"  # a Terrain Marker of several terrains
BADGE_H = 18.0
MARKER_W = 46.0  # an Expedition counter
MARKER_H = 19.0
PLAYER_COLOURS = {0: "#2d6bd0", 1: "#c2402f"}
STATUS_STYLE = {
    "Exhausted": ("EXH", "#6b6f7a"),
    "Fleeting": ("FLEETING", "#7b3fb0"),
    "Asleep": ("ASLEEP", "#2f4a8a"),
    "Anchored": ("ANCHORED", "#8a5a16"),
    "Boosted": ("BOOSTED", "#c06a00"),
}


@dataclass(frozen=True, slots=True)
class Palette:
    """The board's colours, from the app's light or dark theme."""

    background: str
    zone: str
    zone_border: str
    tile: str
    tile_exhausted: str
    text: str
    muted: str
    accent: str
    selection: str
    dark: bool
