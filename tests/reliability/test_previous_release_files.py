"""Files saved by the previous release keep working: they load, run and hold as they did
(tests/data/previous_release, written by make_corpus.py with the app of 2026-12-02), and a
scenario's answers and expectations are matched by meaning when the app's wording
changes (scenarios.scenario.meaning). Scenario files carry a format version."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from judge_app.sandbox.branches_io import branches_path
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
    """Each zone's cards by the names the file gives them (a Mana Orb laid out by count by
    its handle, "p1 orb 1", not the words the board says it in), emblems by their words."""
    s = session.state

    def named(o: str) -> str:
        card = s.card(o)
        return card.name if card is not None else s.name(o)

    return {k: [named(o) for o in ids] for k, ids in sorted(s.zones.items()) if ids}


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
        assert "left aside" not in session.notice  # reworded lines only say so
        assert not session.notice or session.notice.startswith(EARLIER)
        assert len(session.branches) == was["branches"]
        assert _zones(session) == was["zones"]


EARLIER = "This board was saved by an earlier version of the app; "
CORPUS_2 = Path(__file__).resolve().parents[1] / "data" / "previous_release_2"
RECORD_2: dict[str, dict[str, object]] = json.loads(
    (CORPUS_2 / "corpus.json").read_text(encoding="utf-8")
)


def _copied(name: str, tmp_path: Path) -> Path:
    for companion in CORPUS_2.glob(Path(name).stem + ".*"):
        shutil.copy(companion, tmp_path / companion.name)
    return tmp_path / name


def _lines(session: Session) -> list[str]:
    return [m.text for b in session.branches for m in b.moments]


@pytest.mark.parametrize("name", sorted(RECORD_2))
def test_a_branched_board_whose_lines_were_reworded_opens_in_todays_words(
    name: str, tmp_path: Path
) -> None:
    """Boards saved with two readings by the app of 2026-12-05 (875e4d8a), before a payment's
    Mana Orbs, a Resupply, a token that ceased to exist (2.1.e) and the Expeditions were said
    otherwise: the same steps and answers replay to the same board, so the board opens with
    its branches and a note counting the lines that now read differently."""
    was = RECORD_2[name]
    session = Session.open(_copied(name, tmp_path))
    assert session.notice.startswith(EARLIER), session.notice
    assert "lines now read differently" in session.notice
    assert "(the same steps and decisions, ending on the same board)" in session.notice
    assert len(session.branches) == was["branches"] == 2
    assert _zones(session) == was["zones"]
    assert sum(len(b.moments) for b in session.branches) == was["lines"]
    saved = json.loads(branches_path(session.path).read_text(encoding="utf-8"))  # type: ignore[arg-type]
    old = {m["text"] for b in saved["branches"] for m in b["moments"]}
    changed = [t for t in _lines(session) if t not in old and t != "The board as laid out"]
    assert changed  # shown in today's words, not the words saved
    assert not any(" orb 1 is" in t for t in _lines(session))  # 'p1 orb 1 is exhausted'


def test_a_saved_payment_resupply_and_gone_token_read_in_todays_words(tmp_path: Path) -> None:
    by_example = {str(w["example"]): n for n, w in RECORD_2.items()}
    resupply = Session.open(
        _copied(by_example["6_1_c_spy_craft_sabotage_then_resupply.yaml"], tmp_path)
    )
    lines = _lines(resupply)
    assert "p1 pays 2 mana: Mana Orbs 1 and 2 are exhausted" in lines
    assert "Spy Craft: p1 resupplies — Vanilla 1/1/1 is put in p1's Reserve" in lines
    gone = by_example[
        "1_4_7_b_derived_each_player_sacrifices_maw_sees_its_controller_sacrifice.yaml"
    ]
    token = Session.open(_copied(gone, tmp_path))
    assert any(
        "the token it is bound to ceased to exist when it left play" in t and "2.1.e" in t
        for t in _lines(token)
    )


def test_a_saved_board_the_replay_no_longer_reaches_is_left_aside_saying_so(
    tmp_path: Path,
) -> None:
    """Words may change; the outcome may not: a board that the replay does not end on (here
    a Mana Orb of the saved board readied or exhausted in its file) keeps the saved board, its
    branches left aside with a notice saying the game went another way."""
    name = sorted(RECORD_2)[0]
    path = _copied(name, tmp_path)
    state_file = path.with_name(path.stem + ".state.json")
    data = json.loads(state_file.read_text(encoding="utf-8"))
    orb = next(o for o in data["state"]["objects"].values() if o["zone"].startswith("mana:"))
    orb["statuses"] = [] if orb["statuses"] else ["Exhausted"]  # readied or exhausted
    state_file.write_text(json.dumps(data), encoding="utf-8")
    session = Session.open(path)
    assert "were left aside" in session.notice
    assert "the game went another way and they do not end on the saved board" in session.notice
    assert len(session.branches) == 1


def test_a_saved_answer_this_version_does_not_offer_is_left_aside_saying_so(
    tmp_path: Path,
) -> None:
    name = sorted(RECORD_2)[0]
    path = _copied(name, tmp_path)
    where = branches_path(path)
    data = json.loads(where.read_text(encoding="utf-8"))
    answer = next(m for b in data["branches"] for m in b["moments"] if m["redo"] == "answer")
    answer["choice"] = ["no-such-option"]
    where.write_text(json.dumps(data), encoding="utf-8")
    session = Session.open(path)
    assert "were left aside" in session.notice
    assert "this version does not offer it" in session.notice
    assert "the game went another way" in session.notice


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
