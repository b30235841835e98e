"""A Spell that has Fleeting through another card's passive ability ("Spells you play have
Fleeting") says so as it moves to Limbo, and cites the status's own rule: a Spell with
Fleeting as a passive ability gains the status as it enters Limbo, played from anywhere
(2.4.7.b), the passive giving it the keyword (2.3.1.a) — not 2.3.1.a alone, which said
nothing of the status (blind batch 36, file 11). A printed Fleeting says its text box."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_DATA = Path(__file__).resolve().parents[1] / "data" / "gained_on_play"


def _limbo_line(path: Path) -> tuple[str, tuple[str, ...]]:
    result = run_scenario(load_scenario(path))
    line = next(li for li in result.lines if "to Limbo" in li.shown())
    return line.shown(), tuple(line.shown_rules())


def test_fleeting_given_by_a_passive_names_the_passive_and_cites_the_status_rule() -> None:
    text, rules = _limbo_line(_DATA / "spell_have.yaml")
    assert "gains Fleeting by Grant Spell's passive ability" in text, text
    assert "2.4.7.b" in rules and "2.3.1.a" in rules, rules
    assert rules.index("2.4.7.b") < rules.index("2.3.1.a"), rules


def test_a_spell_played_from_hand_without_fleeting_names_no_passive() -> None:
    text, rules = _limbo_line(_DATA / "spell_hand.yaml")
    assert "passive ability" not in text, text
    assert "2.4.7.b" not in rules, rules
