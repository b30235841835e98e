"""The boards a judge can open without building one: the rules' worked examples
(``scenarios/examples``, one per Example or Remark of CR 5.0) and the sample boards
(``scenarios/sandbox``).

Only each file's ``title:`` and ``rules:`` lines are read (no full parse), so listing all of
them is instant; the file is loaded — and checked — when it is opened. Pure Python.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

SCENARIOS_DIR = Path(__file__).resolve().parents[2] / "scenarios"
FOLDERS = (("examples", "Worked example"), ("sandbox", "Sample board"))

# A title and the indented lines that continue it (a long quoted title wraps; YAML folds
# each line break into a space).
_TITLE = re.compile(r"^title:[ \t]*(.+(?:\n[ \t]+\S.*)*)", re.MULTILINE)
_RULES = re.compile(r"^rules:\s*\[(.*?)\]", re.MULTILINE)
_RULE_PREFIX = re.compile(r"^(\d+(?:_\d+)*(?:_[a-z])?)_")
_RULE_QUERY = re.compile(r"^§?\s*(?:rule\s+)?(\d+(?:\.\d+)*)(?:\.?([a-z]))?$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Example:
    """One board to open: its file, title, the rules it illustrates, and what kind it is
    ("Worked example" or "Sample board")."""

    path: Path
    title: str
    rules: tuple[str, ...]
    kind: str

    @property
    def rule(self) -> str:
        """The rule the example belongs to (the first it illustrates), or ""."""
        return self.rules[0] if self.rules else ""


def _read(path: Path, kind: str) -> Example | None:
    try:
        head = path.read_text(encoding="utf-8")[:4000]
    except (OSError, UnicodeDecodeError):
        return None
    title = _TITLE.search(head)
    rules_line = _RULES.search(head)
    rules = tuple(r.strip() for r in rules_line.group(1).split(",")) if rules_line else ()
    if not rules:
        prefix = _RULE_PREFIX.match(path.stem)
        if prefix is not None:
            rules = (prefix.group(1).replace("_", "."),)
    folded = " ".join(line.strip() for line in title.group(1).splitlines()) if title else ""
    name = _scalar(folded) if folded else path.stem.replace("_", " ")
    return Example(path, name, tuple(r for r in rules if r), kind)


_BLOCK = re.compile(r"[>|][+-]?[0-9]?\s+")


def _scalar(text: str) -> str:
    """A one-line YAML scalar as its value: ``'"Can't" beats can'`` keeps the title's own
    quotes; ``''`` inside single quotes is one quote; double quotes take JSON's escapes; a
    block scalar (``>-``, ``|``, …) is its lines joined, as the list shows one line."""
    block = _BLOCK.match(text)
    if block is not None:
        return text[block.end() :]
    if len(text) >= 2 and text[0] == text[-1] == "'":
        return text[1:-1].replace("''", "'")
    if len(text) >= 2 and text[0] == text[-1] == '"':
        try:
            value = json.loads(text)
        except ValueError:
            return text[1:-1]
        return value if isinstance(value, str) else text[1:-1]
    return text


def list_examples(root: Path = SCENARIOS_DIR) -> list[Example]:
    """Every worked example (in rule order) then every sample board."""
    found: list[Example] = []
    for folder, kind in FOLDERS:
        directory = root / folder
        if not directory.is_dir():
            continue
        entries = [e for p in sorted(directory.glob("*.yaml")) if (e := _read(p, kind))]
        entries.sort(key=lambda e: (_rule_key(e.rule), e.title.casefold()))
        found.extend(entries)
    return found


def _rule_key(rule: str) -> tuple[tuple[int, str], ...]:
    return tuple((int(p), "") if p.isdigit() else (0, p) for p in rule.split("."))


def normalise_rule(text: str) -> str | None:
    """``"6.2e"``, ``"rule 6.2.e"``, ``"§2.1"`` → ``"6.2.e"``, ``"2.1"``; None if ``text``
    is not a rule number."""
    m = _RULE_QUERY.match(text.strip())
    if m is None:
        return None
    return m.group(1) + (f".{m.group(2).lower()}" if m.group(2) else "")


def matches(example: Example, query: str) -> bool:
    """Whether ``example`` answers ``query``: a rule number (the example illustrates that
    rule or one under it) or words that all occur in its title or file name."""
    text = query.strip()
    if not text:
        return True
    rule = normalise_rule(text)
    if rule is not None:
        return any(r == rule or r.startswith(rule + ".") for r in example.rules)
    haystack = f"{example.title} {example.path.stem.replace('_', ' ')}".casefold()
    return all(word in haystack for word in text.casefold().split())


def filter_examples(examples: list[Example], query: str) -> list[Example]:
    return [e for e in examples if matches(e, query)]
