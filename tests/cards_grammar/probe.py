"""The card a sibling test reads its sentence on: ``probe_card`` of benchmarks/_common.py,
the one helper the sibling benchmarks and their tests share, so a test and its benchmark
read a sentence off the same card (a Character costing ``hand_cost``, 1/1/1, or a Spell
for a sentence marked ``SPELL``)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _common import SPELL, audit_card, probe_card

__all__ = ["SPELL", "audit_card", "probe_card"]
