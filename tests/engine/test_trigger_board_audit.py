"""The trigger board audit (benchmarks/trigger_board_audit.py) on a small sample: a trigger's
description read right must be asked of the right object in the right state — it fires on
the object that fits and not on the one that does not (issue 30, precision)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _audit() -> ModuleType:
    if str(BENCHMARKS) not in sys.path:
        sys.path.insert(0, str(BENCHMARKS))
    return __import__("trigger_board_audit")


def _cells(events: tuple[str, ...], fields: tuple[str, ...]) -> list[object]:
    audit = _audit()
    chosen = tuple(e for e in audit.EVENTS if e.name in events)
    predicates = tuple(p for p in audit.PREDICATES if p.field in fields)
    assert len(chosen) == len(events) and len(predicates) == len(fields)
    return list(audit.audit(chosen, predicates))


def test_a_place_in_a_discard_trigger_is_asked_where_the_object_was() -> None:
    """'When a Character in my Expedition goes to your Discard pile': the reader dropped the
    place, and the Reaction fired on a Character of the other Expedition."""
    cells = _cells(("goes to your Discard pile", "leaves play"), ("in_my_expedition", "subtypes"))
    assert {(c.kind, c.field, c.verdict) for c in cells} == {  # type: ignore[attr-defined]
        ("goes to your Discard pile", "in_my_expedition", "right"),
        ("goes to your Discard pile", "subtypes", "right"),
        ("leaves play", "in_my_expedition", "right"),
        ("leaves play", "subtypes", "right"),
    }
    assert {c.trigger for c in cells} == {  # type: ignore[attr-defined]
        "card_joins_your_discard_pile",
        "object_leaves_play",
    }


def test_a_play_trigger_asks_its_place_where_the_card_went() -> None:
    """'When an opponent plays a Character in the Expedition facing me' (5.1.2.l)."""
    (cell,) = _cells(("an opponent plays",), ("facing_me",))
    assert cell.verdict == "right", cell.why  # type: ignore[attr-defined]


def test_cells_that_cannot_be_built_say_why() -> None:
    """A card in Hand has no status to vary: not built, and said so — never counted right."""
    (cell,) = _cells(("you play",), ("statuses",))
    assert cell.verdict == "not buildable"  # type: ignore[attr-defined]
    assert "Hand" in cell.why  # type: ignore[attr-defined]
