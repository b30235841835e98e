"""Conditions on what a zone holds: one description slot in every zone (issue 30, gram47)

    .venv/bin/python benchmarks/zone_condition_audit.py [--list] [--family FAMILY]

The slot matrix of the conditions that count the cards of a zone (3.2: hand, Reserve,
discard pile, deck; the Permanents of the Landmarks, 3.2.7): the constructions are the
grammar's own ``condition`` alternatives whose words end "in your / their [zone]"
(:func:`constructions` finds them in ``altered.lark``), each said in its voice ("there is …",
"you have …", "an opponent has … in their …"), crossed with every zone and every description
(a card type, a sub-type, singular and plural, with a count: "a", "no", "two or more") and
two forms ("If c: X", "If c, X"). A cell is right when the engine counts the zone meant,
of the player meant, within the bounds meant, narrowed to the type or sub-type meant (the
engine evaluates the condition from the zone, 6.5.d); wrong when it counts something else
(worse than unread: precision first).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_family_audit

from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import NotRead, read_ability

LARK = Path(__file__).resolve().parent.parent / "scenarios/cards/grammar/altered.lark"
_ZONE_SLOT = re.compile(r'"in" "(?:your|their)"\?? (?:zone_word|_counted_zone|_personal_zone)')


def constructions() -> list[str]:
    """The aliases of the grammar's condition alternatives with a zone slot after "in your /
    their" (the words the matrix fills): read from the lark file, not listed by hand."""
    found: list[str] = []
    in_condition = False
    for line in LARK.read_text().splitlines():
        head = line.split("//")[0]
        if re.match(r"^(%extend )?condition\s*:", head):
            in_condition = True
        elif re.match(r"^(%extend )?[?_a-z0-9]+\s*:", head):
            in_condition = False
        if in_condition and _ZONE_SLOT.search(head) and "->" in head:
            alias = head.split("->")[-1].strip()
            if alias not in found:
                found.append(alias)
    return found


# voice of each construction: how its sentence says the player and the zone's owner
VOICES: dict[str, tuple[str, str]] = {
    "there_are_in_zone_cond": ("there {be} {d} in your {z}", ""),
    "there_are_in_your_cond": ("there {be} {d} in your {z}", ""),
    "you_have_cards_cond": ("you have {d} in your {z}", ""),
    "player_has_cards_cond": ("an opponent has {d} in their {z}", "opponent"),
    "player_has_cards_in_zone_cond": ("an opponent has {d} in their {z}", "opponent"),
}
# (words, counted by the engine)
ZONES: tuple[tuple[str, str], ...] = (
    ("hand", "your_hand"),
    ("Reserve", "your_reserve"),
    ("discard pile", "your_discard"),
    ("deck", "your_deck"),
    ("Landmarks", "your_landmarks"),
)
# (singular, plural, types, sub-types)
DESCRIPTIONS: tuple[tuple[str, str, frozenset[str], frozenset[str]], ...] = (
    ("card", "cards", frozenset(), frozenset()),
    ("Character", "Characters", frozenset({"Character"}), frozenset()),
    ("Spell", "Spells", frozenset({"Spell"}), frozenset()),
    ("Permanent", "Permanents", frozenset({"Permanent"}), frozenset()),
    ("Song", "Songs", frozenset(), frozenset({"Song"})),
    ("Plant", "Plants", frozenset(), frozenset({"Plant"})),
    ("Animal", "Animals", frozenset(), frozenset({"Animal"})),
)
# (words, plural?, at least, at most)
COUNTS: tuple[tuple[str, bool, int | None, int | None], ...] = (
    ("a", False, 1, None),
    ("no", True, None, 0),
    ("two or more", True, 2, None),
)
FORMS = ("{{J}} If {c}: Draw a card.", "{{J}} If {c}, draw a card.")


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    meaning: tuple[str, str, int | None, int | None, frozenset[str], frozenset[str]]


def cases() -> Iterator[Case]:
    """Each voice of the grammar's constructions once (two rules may share one voice), crossed
    with every zone, description and count, in both forms."""
    voices = {VOICES[r] for r in constructions() if r in VOICES}
    for said, whose in sorted(voices):
        family = said.split(" {d}")[0].replace("{be}", "is/are")
        for zone, counted in ZONES:
            for one, many, types, subtypes in DESCRIPTIONS:
                for word, plural, low, high in COUNTS:
                    d = f"{word} {many if plural else one}"
                    be = "is" if word == "a" else "are"
                    if word == "a" and one[0].lower() in "aeiou":
                        d = f"an {one}"
                    c = said.format(be=be, d=d, z=zone)
                    for form in FORMS:
                        text = form.format(c=c)
                        meant = (counted, whose, low, high, types, subtypes)
                        yield Case(family, text.replace("{{J}}", "{J}"), meant)


def check(case: Case) -> str:
    """'right', 'wrong' (read, counted otherwise) or 'unread'."""
    try:
        reading = read_ability(case.text)
    except NotRead:
        return "unread"
    except Exception:
        return "crash"
    if not grammar_alone(case.text).executable:
        return "unread"
    effect = (reading.get("reaction") or {}).get("effect") or [{}]
    said = effect[0].get("if")
    c = condition_of(said) if isinstance(said, str) else None
    if c is None or str(c.kind) not in ("count", "ConditionKind.COUNT"):
        return "wrong"
    flt = c.filter
    types = frozenset(str(t.value) for t in flt.types) if flt else frozenset()
    subtypes = frozenset(flt.subtypes) if flt else frozenset()
    got = (str(c.counted), str(c.whose), c.at_least, c.at_most, types, subtypes)
    if c.negated:
        return "wrong"
    return "right" if got == case.meaning else "wrong"


def main() -> None:
    found = constructions()
    unvoiced = [r for r in found if r not in VOICES]
    print(f"constructions with a zone slot (from the grammar): {len(found)}: {', '.join(found)}")
    if unvoiced:
        print(f"  without a voice in this matrix: {', '.join(unvoiced)}")
    run_family_audit("zone conditions", __doc__.split("\n")[0], cases(), check)


if __name__ == "__main__":
    main()
