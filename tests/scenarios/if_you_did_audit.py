"""The 6.5.f audit (issue 31, cite11): a trace line citing 6.5.f ("[Do X]; if you did,
[do Y]" / "[You may do X]; if you did, [do Y]") must come from an ability whose text has
such a clause — "if you do / did / don't", "if they do", "… otherwise …", "you may [X] to
[Y]", "[X] to [Y]" with a cost, "… this way", "You may [X]. If it's a [kind], [Y]" (Y only
if X was done: "it" is what X acted on). A conditional step ("If you have two or more
cards in Reserve, I gain 1 boost and Fleeting") is 6.5.d, not 6.5.f.

A line names the object whose ability it resolves ("Magpeng Hoarder gains 1 boost",
"Coppélia: …"): the audit looks at the abilities of the cards of the run whose name the line
says, and counts the lines where none of them has such a clause.
"""

from __future__ import annotations

import re
from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

CLAUSE = re.compile(
    r"\bif (?:you|they|he|she|that player|its controller|their controller)\b[^.,]{0,30}?"
    r"\b(?:do|did|don't|didn't|does|doesn't|do not|did not)\b"
    r"|\botherwise\b|\bthis way\b|\bunless\b[^.]*\bpays?\b"
    r"|\bmay\b[^.]*\band\b|\bmay\b[^.]*\.\s*if (?:it|they)(?:'s|'re| is| are| was)\b"
    r"|\bto (?!(?:your |their |its |my |the |target |an? |his |her |that |each |any )?"
    r"(?:reserves?|hands?|decks?|discard|bottom|top|mana|limbo|expeditions?|landmarks?|"
    r"owner|zone|hero|[0-9]|one|two|three|zero|minimum|maximum))",
    re.IGNORECASE,
)
"""The words of a clause 6.5.f governs (6.5.c's "to" included), in an ability's text."""


def _names_in(line: str, names: set[str]) -> set[str]:
    return {n for n in names if n and n in line}


def wrong_if_you_did(path: Path) -> list[str]:
    """The lines of ``path``'s trace that cite 6.5.f though no ability of a card the line
    names has an "if you did" clause."""
    scenario = load_scenario(path)
    result = run_scenario(scenario)
    texts: dict[str, list[str]] = {}
    for card in result.state.cards.values():
        said = texts.setdefault(card.name, [])
        said.extend(a.text for a in card.abilities if a.text)
        try:
            printed = scenario.card(card.name).model.text
        except KeyError:
            printed = ""
        if printed:
            said.append(printed)
    out: list[str] = []
    for line in result.lines:
        if "6.5.f" not in line.shown_rules():
            continue
        named = _names_in(line.text, {n for n, t in texts.items() if t})
        if not named:
            continue  # a line naming no card with a text (a player's answer) is not judged
        if not any(CLAUSE.search(t) for n in named for t in texts[n]):
            out.append(f"{path.name}: {line.text}")
    return out
