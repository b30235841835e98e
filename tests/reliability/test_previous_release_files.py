"""Files saved by the previous release keep working: they load, run and hold as they did
(tests/data/previous_release, written by make_corpus.py with the app of 2026-12-02), and a
scenario's answers and expectations are matched by meaning when the app's wording
changes (scenarios.scenario.meaning). Scenario files carry a format version."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import Session
from scenarios.errors import LoadError
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

CORPUS = Path(__file__).resolve().parents[1] / "data" / "previous_release"
RECORD: dict[str, dict[str, object]] = json.loads(
    (CORPUS / "corpus.json").read_text(encoding="utf-8")
)


def _zones(session: Session) -> dict[str, list[str]]:
    s = session.state
    return {k: [s.name(o) for o in ids] for k, ids in sorted(s.zones.items()) if ids}


@pytest.mark.parametrize("name", sorted(RECORD))
def test_a_file_saved_by_the_previous_release_loads_runs_and_holds(
    name: str, tmp_path: Path
) -> None:
    for companion in CORPUS.glob(Path(name).stem + ".*"):
        shutil.copy(companion, tmp_path / companion.name)  # opening may finish a save
    path = tmp_path / name
    was = RECORD[name]
    report = check_scenario(load_scenario(path))  # loads and runs
    if was["held"]:
        assert report.ok, [o for o in report.outcomes if not o.held]
    if "zones" in was:
        session = Session.open(path)
        assert not session.notice
        assert len(session.branches) == was["branches"]
        assert _zones(session) == was["zones"]


def _reworded(name: str, old: str, new: str, tmp_path: Path) -> Path:
    text = (CORPUS / name).read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_an_answer_in_other_words_chooses_the_option_it_means(tmp_path: Path) -> None:
    path = _reworded(
        "script_1_4_4_c.yaml",
        "choose: [Emblem-Reaction of Aloe Vera]",
        "choose: [Aloe Vera's Emblem-Reaction]",
        tmp_path,
    )
    report = check_scenario(load_scenario(path))
    assert report.ok, [o for o in report.outcomes if not o.held]


def test_an_answer_meaning_nothing_on_offer_is_still_refused(tmp_path: Path) -> None:
    path = _reworded(
        "script_1_4_4_c.yaml",
        "choose: [Emblem-Reaction of Aloe Vera]",
        "choose: [Kuwat's Emblem-Reaction]",
        tmp_path,
    )
    assert not check_scenario(load_scenario(path)).ok


def test_a_trace_line_expected_in_other_words_is_found_by_its_meaning(tmp_path: Path) -> None:
    path = _reworded(
        "script_6_1_2_4_d.yaml",
        "trace_order: [\"Spell Watcher's “When you play a Spell — I gain 1 boost” does not "
        "activate: it is in p1's Reserve\"]",
        "trace_order: [\"it is in p1's Reserve: Spell Watcher's “When you play a Spell — "
        'I gain 1 boost” does not activate"]',
        tmp_path,
    )
    report = check_scenario(load_scenario(path))
    assert report.ok, [o for o in report.outcomes if not o.held]
    wrong = _reworded(
        "script_6_1_2_4_d.yaml",
        "does not activate: it is in p1's Reserve",
        "does not activate: it is in p2's Reserve",
        tmp_path,
    )
    assert not check_scenario(load_scenario(wrong)).ok


def test_a_saved_board_carries_its_format_and_a_newer_format_is_refused(tmp_path: Path) -> None:
    session = Session.open(CORPUS / "start_2_7_3_4.yaml")
    path = tmp_path / "board.yaml"
    save_session(session, path)
    text = path.read_text(encoding="utf-8")
    assert "\nformat_version: 1\n" in text
    path.write_text(text.replace("format_version: 1", "format_version: 2"), encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert "format 2 is not one this version of judge-app reads" in caught.value.messages[0]
    assert "a newer version of the app wrote it" in caught.value.messages[0]
