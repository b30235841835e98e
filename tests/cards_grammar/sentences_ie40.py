"""ie40 (issue 30, session 40): siblings of the constructions a new set left unread, each
with its meaning or ``None`` (refused with a reason).

CONTROLLED: a control condition on a token of a card type ("If you control a Landmark token",
"If you control no Landmark token", 7.5.5.b, 2.1.e, 2.2.3.e) — each sentence "{J} If
[condition], I gain 2 boosts." with, for each board of :data:`BOARDS`, whether it holds.

SACRIFICED: "Sacrifice a [type] token [you control]" (7.3.36.a) — the objects p1 may
sacrifice on the board "mixed" (p1: a Landmark token Mast, a non-token Landmark Tower, a
Character token Zephyr, a Character Vanilla; p2: a Landmark token Buoy), or ``None``."""

from __future__ import annotations

BOARDS = ("landmark_token", "landmark", "character_token", "theirs", "two_landmark_tokens")
"""What p1 (and p2) control on each board a condition is checked on: p1 a Landmark token /
a non-token Landmark / a Character token / nothing, p2 a Landmark token / p1 two Landmark
tokens."""

_T, _F = True, False

CONTROLLED: dict[str, tuple[bool, ...] | None] = {
    "If you control a Landmark token": (_T, _F, _F, _F, _T),
    "If you control no Landmark token": (_F, _T, _T, _T, _F),
    "If you control a token Landmark": (_T, _F, _F, _F, _T),
    "If you control no token Landmark": (_F, _T, _T, _T, _F),
    "If you control two or more Landmark tokens": (_F, _F, _F, _F, _T),
    "If you control three or more Landmark tokens": (_F, _F, _F, _F, _F),
    "If you control two or more token Landmarks": (_F, _F, _F, _F, _T),
    "If you control a Landmark Permanent token": (_T, _F, _F, _F, _T),
    "If you control no Landmark Permanent token": (_F, _T, _T, _T, _F),
    "If you control a Character token": (_F, _F, _T, _F, _F),
    "If you control no Character token": (_T, _T, _F, _T, _T),
    "If you control a token Character": (_F, _F, _T, _F, _F),
    "If you control a Permanent token": (_T, _F, _F, _F, _T),
    "If you control no Permanent token": (_F, _T, _T, _T, _F),
    "If you control a token Permanent": (_T, _F, _F, _F, _T),
    "If you control a token": (_T, _F, _T, _F, _T),
    "If you control no token": (_F, _T, _F, _T, _F),
    "If you control a Landmark": (_T, _T, _F, _F, _T),
    "If you control an Expedition Permanent token": (_F, _F, _F, _F, _F),
    "If an opponent controls a Landmark token": (_F, _F, _F, _T, _F),
    "If an opponent controls no Landmark token": (_T, _T, _T, _F, _T),
    "If your opponent controls a Landmark token": (_F, _F, _F, _T, _F),
    "If you control fewer than two Landmark tokens": (_T, _T, _T, _T, _F),
    "If you control at least two Landmark tokens": (_F, _F, _F, _F, _T),
    "If you control a Landmark token and a Character token": (_F, _F, _F, _F, _F),
    "If you control a Landmark token or a Character token": None,
    "If you don't control a Landmark token": (_F, _T, _T, _T, _F),
    "If you control two Landmark tokens": None,
    "If you control a Hero token": None,
    "If you control a Spell token": None,
    "If you control a Landmark token in your Reserve": None,
}

SACRIFICED: dict[str, frozenset[str] | None] = {
    "You may sacrifice a Landmark token you control. If you do, draw a card.": frozenset(
        {"Mast"}
    ),
    "Sacrifice a Landmark token you control.": frozenset({"Mast"}),
    "Sacrifice a Landmark token.": frozenset({"Mast"}),
    "Sacrifice a token Landmark.": frozenset({"Mast"}),
    "Sacrifice a token Landmark you control.": frozenset({"Mast"}),
    "Sacrifice a Landmark Permanent token.": frozenset({"Mast"}),
    "Sacrifice a Character token you control.": frozenset({"Zephyr"}),
    "Sacrifice a token Character.": frozenset({"Zephyr"}),
    "Sacrifice a token.": frozenset({"Mast", "Zephyr"}),
    "Sacrifice a Permanent token you control.": frozenset({"Mast"}),
    "Sacrifice a Landmark.": frozenset({"Mast", "Tower"}),
    "You may sacrifice a token Landmark. If you do, I gain 1 boost.": frozenset({"Mast"}),
    "Sacrifice a Hero token.": None,
}
