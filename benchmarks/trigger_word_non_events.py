"""Non-events of a trigger's player word or action word (issue 31, batch 14; for
``non_events_bench.py``), asked alike on small boards built here:

- **the player word** is false: the event happened, done by another player than the word
  names — "When you sacrifice / play / discard …" seeing p2 do it, "When an opponent plays /
  draws …" seeing p1 do it. The line must say the Watcher does not activate, citing 7.2.3.a
  ("you") or 1.2.1.b ("an opponent");
- **the action word** names another atomic action than what happened, of the same kind of
  change: leaving play (a discard or Rest is no sacrifice, a return to Hand no discard, a
  sacrifice no return to Hand nor going to Reserve), entering it (put into play is not
  played), taking the top card of the deck (a Resupply is no draw, a draw no Resupply). The
  line must cite 6.3.b or 6.3.f and the rule defining the named action.

Each Watcher would make its controller draw the Deck's Vanilla 3/1/0 if the non-event
happened; it must not. A third dimension, **the player word met**: the named player does it,
the Watcher draws, and its activation line cites who that player is (7.2.3.a, 1.2.1.b). A
fourth, **the zone word**: "a Character in your Reserve / your Hero Expedition" seeing the
event happen to a Character in p2's zone of that kind — "your" is the Reaction's
controller's (7.2.3.a); the line must say the Watcher does not activate, citing it.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from qualifier_non_events import WATCHER, Asked, _card, _lines, _run

PLAYER_WORDS: dict[str, tuple[str, str, list[dict[str, Any]], str]] = {
    # trigger text, who does the event, the script, the rule
    "you sacrifice (p2 sacrifices)": (
        "When you sacrifice a Character",
        "p2",
        [{"request": {"action": "sacrifice", "objects": ["Vanilla 2/2/2"]}}],
        "7.2.3.a",
    ),
    "you play (p2 plays)": (
        "When you play a Character",
        "p2",
        [{"play": {"card": "Vanilla 1/1/1", "to": "hero", "player": "p2"}}],
        "7.2.3.a",
    ),
    "an opponent plays (p1 plays)": (
        "When an opponent plays a Character",
        "p1",
        [{"play": {"card": "Vanilla 1/1/1", "to": "hero"}}, {"answer": ["Mana Orb 1"]}],
        "1.2.1.b",
    ),
    "an opponent draws (p1 draws)": (
        "When an opponent draws one or more cards or Resupplies",
        "p1",
        [{"play": {"card": "Audit Draw"}}, {"answer": ["Mana Orb 1"]}],
        "1.2.1.b",
    ),
    "you roll a die (p2 rolls)": (
        "When you roll a die",
        "p2",
        [{"request": {"action": "roll_die", "players": ["p2"], "amount": 4}}],
        "7.2.3.a",
    ),
}
"""A trigger with a player word, and an event done by the player it does not name; the
Watcher is p1's."""

PLAYER_WORDS_MET: dict[str, tuple[str, list[dict[str, Any]], str]] = {
    # trigger text, the event done by the player it names (p1's Watcher), the rule
    "you sacrifice (p1 sacrifices)": (
        "When you sacrifice a Character",
        [{"request": {"action": "sacrifice", "objects": ["Vanilla 2/2/2"]}}],
        "7.2.3.a",
    ),
    "you roll a die (p1 rolls)": (
        "When you roll a die",
        [{"request": {"action": "roll_die", "players": ["p1"], "amount": 4}}],
        "7.2.3.a",
    ),
    "an opponent draws (p2 draws)": (
        "When an opponent draws one or more cards or Resupplies",
        [{"request": {"action": "draw", "players": ["p2"]}}],
        "1.2.1.b",
    ),
    "an opponent plays (p2 plays)": (
        "When an opponent plays a Character",
        [{"play": {"card": "Vanilla 1/1/1", "to": "hero", "player": "p2"}}],
        "1.2.1.b",
    ),
}
"""A trigger with a player word met by the player it names: the activation line must cite
who that player is — "you" the Reaction's controller (7.2.3.a), "an opponent" the other
player (1.2.1.b)."""

_GIVE_BOOST = [{"request": {"action": "give_boost", "objects": ["Vanilla 2/2/2"], "amount": 1}}]

ZONE_WORDS: dict[str, tuple[str, str, list[dict[str, Any]]]] = {
    # trigger text, the zone of p2's the Character is in, the script
    "in your Reserve gains boosts (p2's Reserve)": (
        "When a Character in your Reserve gains 1 or more boosts",
        "reserve",
        _GIVE_BOOST,
    ),
    "in your Hero Expedition gains boosts (p2's)": (
        "When a Character in your Hero Expedition gains 1 or more boosts",
        "hero_expedition",
        _GIVE_BOOST,
    ),
    "in your Reserve is exhausted (p2's Reserve)": (
        "When a Character in your Reserve becomes exhausted",
        "reserve",
        [{"request": {"action": "exhaust", "objects": ["Vanilla 2/2/2"]}}],
    ),
}
"""A trigger placing its object in a zone of "yours", and the event on a Character in p2's
zone of that kind; the Watcher is p1's and must not activate, the line citing 7.2.3.a."""

_RESERVE_VANILLA = {"reserve": ["Vanilla 1/1/1"]}


def _req(action: str, obj: str, **more: Any) -> list[dict[str, Any]]:
    return [{"request": {"action": action, "objects": [obj], **more}}]


ACTION_WORDS: dict[str, tuple[str, list[dict[str, Any]], str, str, dict[str, Any]]] = {
    # trigger text, the script, the rule, the phase, more of p1's board
    "you sacrifice / a discard": (
        "When you sacrifice a Character", _req("discard", "Vanilla 2/2/2"), "7.3.36.a",
        "Afternoon", {},
    ),
    "you sacrifice / Rest": (
        "When you sacrifice a Character", [{"until": "Morning"}], "7.3.36.a", "Night", {},
    ),
    "I am sacrificed / a discard": (
        "When I am sacrificed", _req("discard", WATCHER), "7.3.36.a", "Afternoon", {},
    ),
    "I am sacrificed / Rest": (
        "When I am sacrificed", [{"until": "Morning"}], "7.3.36.a", "Night", {},
    ),
    "I am sacrificed / a return to Hand": (
        "When I am sacrificed", _req("return", WATCHER, to="hand"), "7.3.36.a", "Afternoon",
        {},
    ),
    "I'm discarded / a return to Hand": (
        "When I'm discarded", _req("return", WATCHER, to="hand"), "7.3.7.a", "Afternoon", {},
    ),
    "I'm discarded / Rest": (
        "When I'm discarded", [{"until": "Morning"}], "7.3.7.a", "Night", {},
    ),
    "I'm returned to your Hand / a sacrifice": (
        "When I'm returned to your Hand", _req("sacrifice", WATCHER), "7.3.32.a", "Afternoon",
        {},
    ),
    "I go to Reserve from the Expedition zone / a sacrifice": (
        "When I go to Reserve from the Expedition zone", _req("sacrifice", WATCHER), "6.3.d",
        "Afternoon", {},
    ),
    "you play / a card put into play": (
        "When you play a Character",
        _req("put", "Vanilla 1/1/1", to="expedition", to_expedition="p1:hero"),
        "7.5.12.a", "Afternoon", _RESERVE_VANILLA,
    ),
    "you draw a card / a Resupply": (
        "When you draw a card", [{"request": {"action": "resupply", "players": ["p1"]}}],
        "7.3.9.a", "Afternoon", {},
    ),
    "you Resupply / a draw": (
        "When you Resupply", [{"request": {"action": "draw", "players": ["p1"]}}], "7.3.31.a",
        "Afternoon", {},
    ),
}  # fmt: skip
"""A trigger naming one atomic action, seen by another that makes the same kind of change:
leaving play (7.3.36.a, 7.3.7.a, 7.3.32.a, 6.3.d), entering it (7.5.12.a), taking the top
card of the deck (7.3.9.a, 7.3.31.a). The line must cite 6.3.b or 6.3.f and the rule
defining the named action."""


def _player_word(case: str, folder: Path) -> Asked:
    words, doer, script, rule = PLAYER_WORDS[case]
    first = doer
    p1: dict[str, Any] = {"hero_expedition": [WATCHER], "deck": ["Vanilla 3/1/0"]}
    p2: dict[str, Any] = {}
    if doer == "p2":
        p2 = {"hero_expedition": ["Vanilla 2/2/2"], "hand": ["Vanilla 1/1/1"], "mana": 1}
    else:
        p1.update(hand=["Vanilla 1/1/1", "Audit Draw"], mana=2)
        p1["deck"] = ["Vanilla 3/1/0", "Vanilla 2/2/2"]
    data = {
        "title": f"player word audit: {case}",
        "cards": [
            _card(WATCHER, "Character", f"{words} — Draw a card."),
            _card("Audit Draw", "Spell", "Draw a card."),
        ],
        "phase": "Afternoon",
        "first_player": first,
        "players": {"p1": p1, "p2": p2},
        "script": script,
    }
    result, error = _run(data, folder, f"pw_{len(case)}")
    if result is None:
        return Asked("player word", case, False, False, error)
    drawn = [result.state.name(o) for o in result.state.zone("hand:p1")]
    drew = drawn.count("Vanilla 3/1/0") + drawn.count("Vanilla 2/2/2") > (doer == "p1")
    said = any(WATCHER in t and "does not activate" in t and rule in r for t, r in _lines(result))
    return Asked("player word", case, drew, said, error)


def _player_word_met(case: str, folder: Path) -> Asked:
    words, script, rule = PLAYER_WORDS_MET[case]
    first = "p2" if "p2" in case else "p1"
    data = {
        "title": f"player word met audit: {case}",
        "cards": [_card(WATCHER, "Character", f"{words} — Draw a card.")],
        "phase": "Afternoon",
        "first_player": first,
        "players": {
            "p1": {"hero_expedition": [WATCHER, "Vanilla 2/2/2"], "deck": ["Vanilla 3/1/0"]},
            "p2": {"hand": ["Vanilla 1/1/1"], "mana": 1, "deck": ["Vanilla 3/1/0"]},
        },
        "script": [*script, {"reactions": "in_order"}],
    }
    result, error = _run(data, folder, f"pm_{len(case)}")
    if result is None:
        return Asked("player word met", case, True, False, error)
    hand = [result.state.name(o) for o in result.state.zone("hand:p1")]
    drew = "Vanilla 3/1/0" in hand
    said = any(
        "Reaction-activating step" in t and WATCHER in t and rule in r for t, r in _lines(result)
    )
    # here the Watcher must draw: "drew" is reported as its absence
    return Asked("player word met", case, not drew, said, error)


def _zone_word(case: str, folder: Path) -> Asked:
    words, zone, script = ZONE_WORDS[case]
    data = {
        "title": f"zone word audit: {case}",
        "cards": [_card(WATCHER, "Character", f"{words} — Draw a card.")],
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {
            "p1": {"hero_expedition": [WATCHER], "deck": ["Vanilla 3/1/0"]},
            "p2": {zone: ["Vanilla 2/2/2"]},
        },
        "script": [*script, {"reactions": "in_order"}],
    }
    result, error = _run(data, folder, f"zw_{len(case)}")
    if result is None:
        return Asked("zone word", case, False, False, error)
    drew = "Vanilla 3/1/0" in [result.state.name(o) for o in result.state.zone("hand:p1")]
    said = any(
        WATCHER in t and "does not activate" in t and "7.2.3.a" in r for t, r in _lines(result)
    )
    return Asked("zone word", case, drew, said, error)


def _action_word(case: str, folder: Path) -> Asked:
    words, script, rule, phase, more = ACTION_WORDS[case]
    p1: dict[str, Any] = {
        "hero_expedition": [WATCHER, "Vanilla 2/2/2"],
        "deck": ["Vanilla 3/1/0", "Vanilla 3/1/0"],
        **more,
    }
    data = {
        "title": f"action word audit: {case}",
        "cards": [_card(WATCHER, "Character", f"{words} — Draw a card.")],
        "phase": phase,
        "first_player": "p1",
        "players": {"p1": p1, "p2": {}},
        # at Night the script stops before Morning begins (its draws are no Watcher's)
        "script": [*script, *([{"reactions": "in_order"}] if phase == "Afternoon" else [])],
    }
    result, error = _run(data, folder, f"aw_{len(case)}")
    if result is None:
        return Asked("action word", case, False, False, error)
    drawn_by_the_script = sum(
        1 for item in script if item.get("request", {}).get("action") == "draw"
    )
    hand = [result.state.name(o) for o in result.state.zone("hand:p1")]
    drew = hand.count("Vanilla 3/1/0") > drawn_by_the_script  # the Watcher's own draw
    said = any(
        WATCHER in t and "does not activate" in t and rule in r and ("6.3.b" in r or "6.3.f" in r)
        for t, r in _lines(result)
    )
    return Asked("action word", case, drew, said, error)


def audit() -> list[Asked]:
    """Every board of both dimensions, in a scratch folder."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out = [_player_word(c, folder) for c in PLAYER_WORDS]
        out.extend(_player_word_met(c, folder) for c in PLAYER_WORDS_MET)
        out.extend(_action_word(c, folder) for c in ACTION_WORDS)
        out.extend(_zone_word(c, folder) for c in ZONE_WORDS)
        return out


if __name__ == "__main__":
    for a in audit():
        mark = "ok " if a.right else "MISS"
        print(f"{mark} {a.dimension}: {a.case}{' (drew)' if a.drew else ''} {a.error[:160]}")
