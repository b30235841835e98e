"""Token types (issue 30, session 40): siblings of the constructions a new set left unread, each
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
    "You may sacrifice a Landmark token you control. If you do, draw a card.": frozenset({"Mast"}),
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

# ---------------------------------------------------------------- GAINED (2.2.12.c, 2.1.d)
SET_KEYWORDS = (
    ("[Gust]. (At Dusk, if my Expedition is behind, I gain 1 boost.)", "Alpha"),
    ("[Anchor]. (I can't be sent to Reserve.)", "Beta"),
    ("[Lift]. (When I enter play, draw a card.)", "Gamma"),
    ("[Tide]. ({T}: Draw a card.)", "Delta"),
)
"""The set keywords the GAINED siblings are read with: a Reaction at Dusk, a passive of its
bearer, a Reaction to its bearer's arrival, a quick action."""

GAINED: dict[str, tuple[str, str, str] | None] = {
    # sentence: (the step's subject, the Emblem's duration, the kind of ability given)
    "{J} I gain [Gust].": ("self", "in_play", "reaction"),
    "{J} I gain [Anchor].": ("self", "in_play", "passive"),
    "{J} I gain [Tide].": ("self", "in_play", "quick_action"),
    "{J} I gain [Gust] until I leave play.": ("self", "in_play", "reaction"),
    "{R} I gain [Gust].": ("self", "in_play", "reaction"),
    "{H} I gain [Anchor].": ("self", "in_play", "passive"),
    "When you play a Spell — I gain [Gust].": ("self", "in_play", "reaction"),
    "At Noon — I gain [Anchor].": ("self", "in_play", "passive"),
    "When you create a token Character — It gains [Gust].": ("it", "in_play", "reaction"),
    "When you create a token Character — It gains [Anchor].": ("it", "in_play", "passive"),
    "When a Character you control enters play — It gains [Gust].": (
        "it",
        "in_play",
        "reaction",
    ),
    "{J} Target Character gains [Gust].": ("target_character", "in_play", "reaction"),
    "{J} Target Character gains [Anchor].": ("target_character", "in_play", "passive"),
    "{J} Target Character gains [Tide].": ("target_character", "in_play", "quick_action"),
    "{J} Target Character you control gains [Gust].": (
        "target_character",
        "in_play",
        "reaction",
    ),
    "{H} Target Character gains [Gust].": ("target_character", "in_play", "reaction"),
    "{J} Target Character gains [Gust] until end of turn.": (
        "target_character",
        "turn",
        "reaction",
    ),
    "{J} Target Character gains [Anchor] this turn.": ("target_character", "turn", "passive"),
    "{J} Target Character gains [Gust] until end of Day.": (
        "target_character",
        "day",
        "reaction",
    ),
    "{J} Each Character you control gains [Gust].": (
        "characters_you_control",
        "in_play",
        "reaction",
    ),
    "{J} Each Character you control gains [Anchor] until end of turn.": (
        "characters_you_control",
        "turn",
        "passive",
    ),
    "{J} I gain [Lift].": None,  # a Reaction to its arrival, given once in play
    "{J} Target Character gains [Lift].": None,
    "{J} Target Character loses [Gust].": None,
    "{J} I lose [Gust].": None,
    "{J} Target Character in your Reserve gains [Gust].": None,
    "{J} Target Character gains [Gust] and 1 boost.": None,
    "{J} Target Character gains [Squall].": None,  # defined nowhere
    "{J} I gain [Gust] if I'm Boosted.": ("self", "in_play", "reaction"),
    "{J} Target Character gains [Gust] and [Anchor].": None,
    # "loses [Anchor] until end of turn" is read since session 41 (test_set_keyword_losses.py)
}

# ---------------------------------------------------------------- CANT (1.4.1.a)
_BOTH = ("gain_boosts", "gain_counters")
CANT: dict[str, tuple[tuple[str, ...], dict[str, object] | None] | None] = {
    # sentence: (the actions made impossible, the group's filter — None: the bearer)
    "Characters in the Expedition facing my Expedition can't gain boosts or counters.": (
        _BOTH,
        {"facing_me": True, "types": ["Character"]},
    ),
    "Characters in the Expedition facing my Expedition can't gain counters or boosts.": (
        _BOTH,
        {"facing_me": True, "types": ["Character"]},
    ),
    "Characters you control can't gain boosts or counters.": (
        _BOTH,
        {"types": ["Character"], "controller": "you"},
    ),
    "Characters you control can't gain counters or boosts.": (
        _BOTH,
        {"types": ["Character"], "controller": "you"},
    ),
    "Your Characters can't gain boosts or counters.": (
        _BOTH,
        {"types": ["Character"], "controller": "you"},
    ),
    "I can't gain boosts or counters.": (_BOTH, None),
    "Characters can't gain boosts or counters.": (_BOTH, {"types": ["Character"]}),
    "Characters your opponent controls can't gain boosts or counters.": (
        _BOTH,
        {"types": ["Character"], "controller": "opponent"},
    ),
    "Permanents your opponents control can't gain boosts or counters.": (
        _BOTH,
        {"types": ["Permanent"], "controller": "opponent"},
    ),
    "Tokens can't gain boosts or counters.": (_BOTH, {"tokens": True}),
    "Characters can't gain boosts.": (("gain_boosts",), {"types": ["Character"]}),
    "Characters can't gain counters.": (("gain_counters",), {"types": ["Character"]}),
    "Characters you control can't gain boosts.": (
        ("gain_boosts",),
        {"types": ["Character"], "controller": "you"},
    ),
    "I can't gain boosts.": (("gain_boosts",), None),
    "Characters can't gain boosts or Anchored.": None,
    "Characters can't gain boosts and counters.": None,
    "Characters can't gain boosts or cards.": None,
    "Characters can't gain boosts or statuses.": None,
    "Characters can't lose boosts or counters.": None,
}
