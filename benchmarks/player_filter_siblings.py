"""gram92's siblings (tests/cards_grammar/sentences_player_filters.py, issue 30): players
filtered in the actor slot ("Each opponent who has / with / whose … [step]") and choices made
by another player then named back ("each Character chosen this way"), read by the grammar
alone on a Character and compiled; each judged by what it MEANS — right (the players, their
condition said for each of them, the action), WRONG (it compiles but means something else)
or refused (left to the judge).

    .venv/bin/python benchmarks/player_filter_siblings.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

from tests.cards_grammar.sentences_player_filters import CHOICES, MODES, ONE_OF_THEM, siblings


def first_step(sentence: str) -> dict[str, Any] | None:
    """The first step of the sentence's effect as the reader reads it (grammar alone), or
    ``None`` when it is refused or its compiled card has a gap."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence), patterns=False)
    if not reading.executable or compile_card(reading.model).gaps:
        return None
    model = reading.model.model_dump(exclude_none=True, exclude_defaults=True, mode="json")
    effect = model["abilities"][0]["reaction"]["effect"]
    return effect[-1] if effect else None


def filter_verdict(sentence: str, condition: str | None, action: str) -> str:
    """right / WRONG / refused of one filter sibling."""
    from scenarios.cards import vocabulary as v

    step = first_step(sentence)
    if step is None:
        return "right" if condition is None else "refused"
    if condition is None:
        return "WRONG"
    players = "each_opponent" if sentence.startswith("{J} Each opponent") else "each_player"
    said = step.get("players_if")
    right = (
        step.get("players_do") == players
        and said is not None
        and _meaning(v.condition_of(said)) == _meaning(v.condition_of(condition))
        and step.get("action") == action
        and bool(step.get("may")) == (" may " in sentence)
    )
    return "right" if right else "WRONG"


def _meaning(c: Any) -> Any:
    """A condition without its printed words (``text``), its parts too: what it means."""
    import dataclasses

    if c is None:
        return None
    parts = tuple(_meaning(p) for p in c.parts)
    return dataclasses.replace(c, text="", parts=parts)


def one_of_them_verdict(sentence: str, zone: str) -> str:
    step = first_step(sentence)
    if step is None:
        return "refused"
    ok = step.get("players_if") and str(step.get("subject")) == f"a_card_from_your_{zone}"
    return "right" if ok else "WRONG"


def choice_verdict(sentence: str, read: bool) -> str:
    step = first_step(sentence)
    if step is None:
        return "refused" if read else "right"
    if not read:
        return "WRONG"
    subject = str(step.get("subject", ""))
    theirs = "each_opponent" if "Each opponent" in sentence else "target_opponent"
    theirs = "each_player" if "Each player" in sentence else theirs
    return "right" if theirs in subject or subject.startswith("a_card_from_t") else "WRONG"


def modes_verdict(sentence: str) -> str:
    """right when the opponent chooses the mode and the mode naming "they control" is read as
    the opponent's objects (a filter or a subject of the opponent's)."""
    step = first_step(sentence)
    if step is None:
        return "refused"
    if not step.get("opponent_chooses_modes"):
        return "WRONG"
    theirs = step["modes"][1]["effect"][-1]
    said = str(theirs.get("subject", "")) + str(theirs.get("filter", {}).get("controller", ""))
    return "right" if "opponent" in said else "WRONG"


def main() -> None:
    verbose = "-v" in sys.argv
    tally: dict[str, dict[str, int]] = {}
    rows: list[tuple[str, str, str]] = []
    for sentence, condition, action in siblings():
        rows.append(("filter", sentence, filter_verdict(sentence, condition, action)))
    for sentence, zone in ONE_OF_THEM.items():
        rows.append(("one of them", sentence, one_of_them_verdict(sentence, zone)))
    for sentence, read in CHOICES.items():
        rows.append(("choice", sentence, choice_verdict(sentence, read)))
    for sentence in MODES:
        rows.append(("modes", sentence, modes_verdict(sentence)))
    for kind, sentence, verdict in rows:
        tally.setdefault(kind, {"right": 0, "WRONG": 0, "refused": 0})[verdict] += 1
        if verbose or verdict != "right":
            print(f"{verdict:8} {sentence}")
    for kind, t in tally.items():
        print(
            f"{kind:12} {sum(t.values())}: right {t['right']}, WRONG {t['WRONG']}, "
            f"refused {t['refused']}"
        )
    total = {k: sum(t[k] for t in tally.values()) for k in ("right", "WRONG", "refused")}
    print(
        f"all          {sum(total.values())}: right {total['right']}, WRONG {total['WRONG']}, "
        f"refused {total['refused']}"
    )


if __name__ == "__main__":
    main()
