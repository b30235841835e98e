"""Issue 32: ``judge-app search`` recognises the cards a question names, as the window does —
library cards with nothing imported, imported cards in any of their languages — lists them
(text and ``--json``) and ranks the question by the rules their texts invoke."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.cli_runner import judge_app


def run(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return judge_app(*args, env={"JUDGE_APP_DATA_DIR": str(data_dir)})


def test_search_lists_the_cards_named_and_ranks_by_their_rules(tmp_path: Path, data: Path) -> None:
    question = "If I play Kuwat while my opponent controls Haven, what happens first?"
    out = run(tmp_path / "data", "search", question, "--limit", "5")
    assert out.returncode == 0, out.stderr
    first = out.stdout.splitlines()[0]
    assert first.startswith("Cards named: Kuwat, the Dissenter (Character, library; typed “Kuwat”)")
    assert "Haven, Bravos Bastion (Permanent" in first
    # Two cards that both react: the order of Reactions (4.4) is among the first hits.
    assert "4.4.b" in out.stdout
    entries = json.loads(run(tmp_path / "data", "search", question, "--json").stdout)
    hits = [e for e in entries if e["kind"] != "card"]
    cards = [e for e in entries if e["kind"] == "card"]
    assert entries[: len(hits)] == hits  # the hits first, in their order; the cards after
    assert [c["name"] for c in cards] == ["Kuwat, the Dissenter", "Haven, Bravos Bastion"]
    assert cards[0]["typed"] == "Kuwat" and question[cards[0]["start"] : cards[0]["end"]] == "Kuwat"
    assert cards[0]["source"] == "library" and "Reaction" in cards[0]["rules_words"]
    # A kind asked for is the only kind listed.
    only = json.loads(run(tmp_path / "data", "search", question, "--kind", "rule", "--json").stdout)
    assert only and all(e["kind"] == "rule" for e in only)


def test_imported_cards_are_recognised_in_their_other_languages(tmp_path: Path, data: Path) -> None:
    assert run(tmp_path / "data", "cards", "import", str(data)).returncode == 0
    out = run(tmp_path / "data", "search", "le Bricoleur d'Engrenages cible-t-il un personnage")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Cards named: Cogwheel Tinkerer (Character, imported; typed")
    entries = json.loads(
        run(tmp_path / "data", "search", "can cogwheel tinkrer target", "--json").stdout
    )
    [card] = [e for e in entries if e["kind"] == "card"]
    assert card["name"] == "Cogwheel Tinkerer" and card["typed"] == "cogwheel tinkrer"


def test_a_question_naming_no_card_lists_none(tmp_path: Path) -> None:
    out = run(tmp_path / "data", "search", "what does harvest mean", "--limit", "3")
    assert out.returncode == 0, out.stderr
    assert "Cards named" not in out.stdout
    entries = json.loads(run(tmp_path / "data", "search", "6.2.e", "--json").stdout)
    assert all(e["kind"] != "card" for e in entries)


def test_a_name_no_known_card_has_is_said_and_listed(tmp_path: Path) -> None:
    # An invented name beside a library card: the card named, then the note; the search goes on.
    question = "what does 'Zephyr Hound' do when Kuwat is sacrificed?"
    out = run(tmp_path / "data", "search", question, "--limit", "3")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("Cards named: Kuwat, the Dissenter")
    assert lines[1].startswith("No library card (none imported) is called “Zephyr Hound”")
    assert lines[1].endswith("The question is searched without a card.")
    assert "Altered CR 5.0" in out.stdout  # hits all the same
    entries = json.loads(run(tmp_path / "data", "search", question, "--json").stdout)
    [note] = [e for e in entries if e["kind"] == "name not found"]
    assert note["typed"] == "Zephyr Hound" and note["imported"] is False
    assert entries[-1] == note  # after the hits and the cards
    # A question whose names are all cards has no such entry.
    entries = json.loads(run(tmp_path / "data", "search", "Does Kuwat trigger?", "--json").stdout)
    assert all(e["kind"] != "name not found" for e in entries)
