"""The paraphrase bench tells a paraphrase read as its original from one read to another
meaning and from one not read (issue 30's measure of the language, not the words)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_same_meaning_other_meaning_and_unread_are_told_apart(tmp_path: Path) -> None:
    original = "{J} Target Character gains 1 boost."
    lines = [
        ("{J} Target Character gains 1 boost.", "identity"),  # the very words: same
        ("{J} Target Character gains 2 boosts.", "amount"),  # another meaning
        ("{J} Zorblax the frobnicator thrice.", "nonsense"),  # not read
        ("{J} Draw a card.", "missing"),  # an original not on the card: not found
    ]
    corpus = tmp_path / "para.jsonl"
    corpus.write_text(
        "\n".join(
            json.dumps(
                {
                    "reference": "ALT_TEST_B_AX_01_C",
                    "field": "MAIN_EFFECT",
                    "ability": 0,
                    "original": "{J} Draw two cards." if kind == "missing" else original,
                    "paraphrase": text,
                    "kind": kind,
                }
            )
            for text, kind in lines
        ),
        encoding="utf-8",
    )
    bench = ROOT / "benchmarks" / "paraphrase_bench.py"
    sets = ROOT / "tests" / "data" / "pool"
    out = subprocess.run(
        [sys.executable, str(bench), str(corpus), "--sets", str(sets)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    first = out.splitlines()[0]
    assert "3 paraphrases of executed abilities: same 1 (33.3%)" in first
    assert "read differently 1, not read 1" in first
    assert "original not found 1" in first
