"""Which engine events have no trigger wording (ha, session 37, issue 30).

    .venv/bin/python benchmarks/event_trigger_audit.py

Two lists, found by the source (a heuristic: a name said in a module is taken as handled):

1. ATOMIC ACTIONS with no Reaction: each :class:`engine.state.actions.ActionKind` (an
   atomic action performed is an event, 1.2.7.a, 6.1.e) that no module computing Reaction
   activations (``engine/pipeline/*_triggers.py``, ``reactions.py``, ``gains.py``,
   ``counted_events.py``, ``zone_*.py``) names as ``ActionKind.<NAME>`` — no trigger of the
   engine can watch it (a set's keyword action is watched by its name, not its kind).
2. TRIGGERS with no wording: each :class:`engine.state.triggers.TriggerKind` the engine
   activates that the grammar reads no printed trigger as — neither written by the writer
   (``{"trigger": t}`` alone) and read back the same, nor its value said in the grammar's
   semantics (a value built from parts, "character_joins_{place}", is found by the writer) —
   an event the engine can watch but no printed trigger reads as.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.state.actions import ActionKind
from engine.state.triggers import TriggerKind

ROOT = Path(__file__).resolve().parents[1]
_WATCHERS = ("*_triggers.py", "reactions.py", "gains.py", "counted_events.py", "zone_*.py")


def _text(globs: tuple[str, ...], folder: Path) -> str:
    return "\n".join(p.read_text() for g in globs for p in sorted(folder.glob(g)))


def unwatched_actions() -> list[str]:
    """The atomic actions no activation module names."""
    said = _text(_WATCHERS, ROOT / "engine" / "pipeline")
    return [k.value for k in ActionKind if not re.search(rf"ActionKind\.{k.name}\b", said)]


def _written_back(trigger: str) -> bool:
    """Whether the writer words the trigger alone and the grammar reads it back."""
    from scenarios.cards.grammar.reader import read_ability
    from scenarios.cards.grammar.writer.all_rules import write_ability

    reading = {"reaction": {"trigger": trigger, "effect": [{"action": "draw", "amount": 1}]}}
    try:
        return bool(read_ability(write_ability(reading))["reaction"]["trigger"] == trigger)
    except Exception:  # a trigger the writer or reader does not take
        return False


def unworded_triggers() -> list[str]:
    """The triggers the grammar reads no printed trigger as."""
    said = _text(("*.py",), ROOT / "scenarios" / "cards" / "grammar" / "semantics")
    said += _text(("*.py",), ROOT / "scenarios" / "cards" / "grammar")
    return [
        t.value for t in TriggerKind if f'"{t.value}"' not in said and not _written_back(t.value)
    ]


def main() -> None:
    actions = unwatched_actions()
    print(f"atomic actions no activation module names ({len(actions)}/{len(ActionKind)}):")
    for a in actions:
        print(f"  {a}")
    triggers = unworded_triggers()
    print(f"engine triggers no grammar wording gives ({len(triggers)}/{len(TriggerKind)}):")
    for t in triggers:
        print(f"  {t}")


if __name__ == "__main__":
    main()
