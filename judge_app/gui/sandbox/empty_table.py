"""The empty table the Sandbox opens on, drawn before its session is made (issue 33).

A new board is two players with nothing on the table, just before the first turn of the
Afternoon of day 1, ``p1`` first (:func:`judge_app.sandbox.empty.empty_scenario`). Making its
session loads the rules engine, the card library and the scenario models — more than half of
the first switch to the Sandbox — although nothing on the empty table needs them. So the page
paints what a new session would show from the plain records here, and makes the session the
first time the judge does something with the board (:attr:`SandboxPage.session`).

Every figure here is what a new session shows; ``tests/gui/test_sandbox_empty_table.py``
compares the two, record by record and widget by widget, so they cannot drift apart.
"""

from __future__ import annotations

from judge_app.sandbox.board_records import (
    ZONE_TITLES,
    BoardView,
    ExpeditionMarker,
    PlayerView,
    RegionView,
    ZoneView,
)

PLAYERS = ("p1", "p2")
"""The two players of a new board, the first one first."""

BOARD_TITLE = "New board"
START_LINE = "The board as laid out"
"""The timeline's first moment: the board as the judge lays it out (no rule applies)."""
START_SOURCE = "start"
NO_DECISION = "No decision is pending: press Step."
READING = "Reading 1"
"""The name of a new session's only reading (its first branch)."""

REGIONS = 8
"""Regions of the sandbox's Adventure: the Hero Expeditions start in the first, the Companion
Expeditions in the last (3.2.1.b, 7.5.8.a)."""
TERRAINS = ("forest", "mountain", "water")
"""A region of the sandbox's Adventure has every terrain until the judge says otherwise."""
LIMITED = {"reserve": 2, "landmarks": 2}
"""The zones with a card limit, as the board shows it beside their count."""
ZONE_KEYS = {
    "hand": "hand:{p}",
    "deck": "deck:{p}",
    "discard": "discard:{p}",
    "mana": "mana:{p}",
    "reserve": "reserve:{p}",
    "landmarks": "landmark:{p}",
    "hero_expedition": "expedition:{p}:hero",
    "companion_expedition": "expedition:{p}:companion",
}
"""A player's zones as the engine keys them (:func:`judge_app.sandbox.board.zone_keys`)."""


def _player(pid: str) -> PlayerView:
    zones = {
        short: ZoneView(key.format(p=pid), ZONE_TITLES[short], (), 0, limit=LIMITED.get(short))
        for short, key in ZONE_KEYS.items()
    }
    return PlayerView(
        id=pid,
        is_first=pid == PLAYERS[0],
        is_turn=False,
        has_passed=False,
        hero=None,
        zones=zones,
        mana_ready=0,
        mana_exhausted=0,
        expedition_stats={"hero": (0, 0, 0), "companion": (0, 0, 0)},
    )


def _region(index: int) -> RegionView:
    which = "hero" if index == 0 else "companion" if index == REGIONS - 1 else None
    markers = (
        tuple(ExpeditionMarker(f"{p}:{which}", p, which, index, False) for p in PLAYERS)
        if which is not None
        else ()
    )
    return RegionView(index, f"Region {index}", TERRAINS, True, markers, TERRAINS)


def empty_board() -> BoardView:
    """What the board shows on a new session's empty table (Hands shown: *Show hands* is
    on at the start)."""
    return BoardView(
        day=1,
        phase="Afternoon",
        first_player=PLAYERS[0],
        turn_player=None,
        players=tuple(_player(p) for p in PLAYERS),
        regions=tuple(_region(i) for i in range(REGIONS)),
        limbo=ZoneView("limbo", "Limbo", (), 0),
        decision=None,
        winner=None,
        game_over=False,
        next_task="next_turn",
        next_phase=None,
        revealed=frozenset({"hand"}),
    )
