"""Reactions that do not activate, or do nothing, asked of every trigger kind alike
(issue 31, "Things that did not happen"; for ``non_events_bench.py``).

The example scenarios show a non-event where someone wrote one; here each trigger the
card reader takes is asked the same three questions on a small board built around one
"Watcher" Character whose Reaction the board's event would activate:

- its trigger condition is **false in the present tense** ("…, if you control two or more
  Landmarks —"), looked at after the event (6.3.b, 6.3.k);
- its trigger condition is **false in the past tense** ("…, if I was Boosted —"), looked
  at before the event (6.3.k);
- it activates, but the condition of its effect is **false at resolution** ("— If you
  control two or more Landmarks, draw a card."): the step does nothing (6.5.d).

Each run must say so in a trace line — "does not activate" / the step's "nothing happens"
— citing the rule (6.3.b or 6.3.k; 6.5.d), and the Watcher's controller must not draw.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boards

WATCHER = "Watcher"
PRESENT = "if you control two or more Landmarks"
PAST = "if I was Boosted"
TENSES: dict[str, tuple[str, str]] = {
    "condition false, present tense": ("trigger", PRESENT),
    "condition false, past tense": ("trigger", PAST),
    "effect's condition false at resolution": ("effect", PRESENT),
}
"""Each question: where the false condition stands, and its words."""

CREATION_RULES = frozenset({"6.3.b", "6.3.k"})
RESOLUTION_RULES = frozenset({"6.5.d"})


def _card(name: str, kind: str, text: str, **extra: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "type": kind, "hand_cost": 1, "reserve_cost": 1}
    if kind == "Character":
        card.update(forest=1, mountain=1, water=1)
    card.update(extra, text=text, read_text=True, note="A test card of the non-event audit.")
    return card


@dataclass(frozen=True, slots=True)
class Trigger:
    """A trigger kind, as printed, and the board whose event matches it: where the
    Watcher stands (``side``: p1 plays, p2 is the opponent) and what happens."""

    kind: str
    words: str
    phase: str
    script: tuple[dict[str, Any], ...]
    watcher: dict[str, Any]  # the Watcher's entry: zone and statuses
    side: str = "p1"
    p1: tuple[tuple[str, Any], ...] = ()
    p2: tuple[tuple[str, Any], ...] = ()
    cards: tuple[dict[str, Any], ...] = ()


def _spell(text: str) -> dict[str, Any]:
    return _card("Audit Spell", "Spell", text)


_PLAY_VANILLA = ({"play": {"card": "Vanilla 1/1/1", "to": "hero"}},)
_ON_WATCHER = ({"play": {"card": "Audit Spell"}}, {"answer": WATCHER})

TRIGGERS: tuple[Trigger, ...] = (
    Trigger("at_phase", "At Noon", "Noon", ({"until": "Afternoon"},), {"zone": "hero"}),
    Trigger(
        "goes_to_reserve_from_expedition_zone",
        "When I go to Reserve from the Expedition zone",
        "Night",
        ({"until": "Morning"},),
        {"zone": "hero"},
    ),
    Trigger("leaves_play", "When I leave play", "Night", ({"until": "Morning"},), {"zone": "hero"}),
    Trigger(
        "another_character_joins_your_expeditions",
        "When another Character joins your Expeditions",
        "Afternoon",
        _PLAY_VANILLA,
        {"zone": "hero"},
        p1=(("hand", ["Vanilla 1/1/1"]), ("mana", 1)),
    ),
    Trigger(
        "you_play_a_card",
        "When you play a Character",
        "Afternoon",
        _PLAY_VANILLA,
        {"zone": "hero"},
        p1=(("hand", ["Vanilla 1/1/1"]), ("mana", 1)),
    ),
    Trigger(
        "opponent_plays_a_card",
        "When an opponent plays a Character",
        "Afternoon",
        _PLAY_VANILLA,
        {"zone": "hero"},
        side="p2",
        p1=(("hand", ["Vanilla 1/1/1"]), ("mana", 1)),
    ),
    Trigger(
        "my_expedition_moves_forward",
        "When my Expedition moves forward",
        "Dusk",
        ({"until": "Night"},),
        {"zone": "hero"},
    ),
    Trigger(
        "my_expedition_fails_to_move_forward",
        "When my Expedition fails to move forward",
        "Dusk",
        ({"until": "Night"},),
        {"zone": "hero"},
        p2=(("hero_expedition", ["Vanilla 2/2/2"]),),
    ),
    Trigger(
        "gains_status",
        "When I gain [[Asleep]]",
        "Afternoon",
        _ON_WATCHER,
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Target Character gains [[Asleep]]."),),
    ),
    Trigger(
        "loses_status",
        "When I lose [[Asleep]]",
        "Night",
        ({"until": "Morning"},),
        {"zone": "hero", "statuses": ["Asleep"]},
    ),
    Trigger(
        "gains_boosts",
        "When I gain a boost",
        "Afternoon",
        _ON_WATCHER,
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Target Character gains 1 boost."),),
    ),
    Trigger(
        "sacrificed",
        "When I am sacrificed",
        "Afternoon",
        _ON_WATCHER,
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Sacrifice target Character you control."),),
    ),
    Trigger(
        "character_leaves_your_expeditions",
        "When a Character leaves your Expeditions",
        "Night",
        ({"until": "Morning"},),
        {"zone": "hero"},  # it sees itself leave (7.5.11.a, 6.3.f)
    ),
    Trigger(
        "opponent_draws_or_resupplies",
        "When an opponent draws one or more cards or Resupplies",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}},),
        {"zone": "hero"},
        side="p2",
        p1=(("hand", ["Audit Spell"]), ("mana", 1), ("deck", ["Vanilla 1/1/1"])),
        cards=(_spell("Draw a card."),),
    ),
    Trigger(
        "becomes_status",
        "When I become [[Asleep]]",
        "Afternoon",
        _ON_WATCHER,
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Target Character gains [[Asleep]]."),),
    ),
    Trigger(
        "gains_boosts (any Character)",
        "When a Character gains a boost",
        "Afternoon",
        _ON_WATCHER,
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Target Character gains 1 boost."),),
    ),
    Trigger(
        "you_sacrifice_a_character",
        "When you sacrifice a Character",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}}, {"answer": "Vanilla 1/1/1"}),
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1), ("companion_expedition", ["Vanilla 1/1/1"])),
        cards=(_spell("Sacrifice target Character you control."),),
    ),
    Trigger(
        "returned_to_hand",
        "When I'm returned to your Hand",
        "Afternoon",
        _ON_WATCHER,
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Return target Character to its owner's Hand."),),
    ),
    Trigger(
        "card_leaves_your_reserve",
        "When a card leaves your Reserve",
        "Afternoon",
        ({"play": {"card": "Vanilla 1/1/1", "from": "reserve", "to": "companion"}},),
        {"zone": "hero"},
        p1=(("reserve", ["Vanilla 1/1/1"]), ("mana", 1)),
    ),
    Trigger(
        "player_resupplies",
        "When you Resupply",
        "Afternoon",
        ({"play": {"card": "Audit Spell"}},),
        {"zone": "hero"},
        p1=(("hand", ["Audit Spell"]), ("mana", 1)),
        cards=(_spell("Resupply."),),
    ),
)
"""The trigger kinds asked, each with a board whose event matches it."""


def board(trigger: Trigger, where: str, condition: str) -> dict[str, Any]:
    """The scenario data of one question: the Watcher printing ``trigger`` with the false
    ``condition`` in its trigger or in its effect."""
    if where == "trigger":
        text = f"{trigger.words}, {condition} — Draw a card."
    else:
        text = f"{trigger.words} — {condition[0].upper()}{condition[1:]}, draw a card."
    entry = {"card": WATCHER, **{k: v for k, v in trigger.watcher.items() if k != "zone"}}
    players: dict[str, dict[str, Any]] = {"p1": dict(trigger.p1), "p2": dict(trigger.p2)}
    side = players[trigger.side]
    side[f"{trigger.watcher['zone']}_expedition"] = [
        entry,
        *side.get(f"{trigger.watcher['zone']}_expedition", []),
    ]
    side["deck"] = ["Vanilla 3/1/0"]
    return {
        "title": f"non-event audit: {trigger.kind}",
        "cards": [_card(WATCHER, "Character", text), *trigger.cards],
        "phase": trigger.phase,
        "players": players,
        "script": list(trigger.script),
    }


@dataclass(frozen=True, slots=True)
class Asked:
    """One question's run: whether the Watcher's controller drew (it must not), and the
    engine lines that say the non-event with a rule that gives it."""

    trigger: str
    question: str
    drew: bool
    said: tuple[tuple[str, tuple[str, ...]], ...]
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""

    @property
    def right(self) -> bool:
        return not self.error and not self.drew and bool(self.said)


def ask(trigger: Trigger, question: str, folder: Path) -> Asked:
    """Run one question's board and read its trace."""
    where, condition = TENSES[question]
    path = folder / f"{trigger.kind}_{where}_{len(condition)}.yaml"
    result = boards.run_board(board(trigger, where, condition), path)
    if isinstance(result, str):
        return Asked(trigger.kind, question, False, (), (), result)
    hand = result.state.zone(f"hand:{trigger.side}")
    drew = any(result.state.name(o) == "Vanilla 3/1/0" for o in hand)
    rules = CREATION_RULES if where == "trigger" else RESOLUTION_RULES
    lines = boards.engine_lines(result, WATCHER)
    said = tuple((t, r) for t, r in lines if rules & set(r))
    return Asked(trigger.kind, question, drew, said, lines, boards.run_problems(result))


def audit(ask_one: Callable[[Trigger, str, Path], Asked] = ask) -> list[Asked]:
    """Every trigger asked every question, in a scratch folder."""
    with tempfile.TemporaryDirectory() as tmp:
        return [ask_one(t, q, Path(tmp)) for t in TRIGGERS for q in TENSES]
