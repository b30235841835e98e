"""Siblings of prec32 (issue 30): a step done FOR EACH object counted, whose words name THAT
object — "For each Character sent this way, create a [Gull] token in its Expedition",
"[Y] for each [noun] [participle] this way", "[Y] that many" where Y says "its Expedition",
"its controller", "its owner", "it" of the counted object.

"[Do step] for each [quantity]" is the step once per item, one after the other (6.5.i), so
a pronoun bound to the counted object means THAT object's place or player each time: two
Characters in two Expeditions make one token in each (two in all). A reading that counts
"that many" and then does the step in EVERY place or for EVERY player "it" names multiplies
them (four tokens) — it runs but means something else: *WRONG*. Such a sentence must be
read once per object or refused with a judge's reason (gf: read once per object,
``for_each: it``, is *right*).

Each sibling crosses the **lead step** (sacrifice 7.3.36, send to Reserve 7.3.37, exhaust
7.3.12, return 7.3.32, each player's own sacrifice 6.1.h), the **count's words** ("For each
… this way, Y", "Y for each … this way", "Y that many"), the **output naming it** (a token
in its / their Expedition 7.3.6, its controller / owner draws 7.3.9, it gains a boost
7.3.5) and the **card** (a Spell's effect 5.2.4, a Character's Reaction {J}, a Unique's).
FREE siblings name no counted object ("in my Expedition", "I gain 1 boost", "its
controller draws a card for each boost it had" after a one-object step): *right* when read
with the count, as before.

    .venv/bin/python benchmarks/for_each_its_siblings.py [--list]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import SPELL, audit_card, probe_card

UNIQUE = "UNIQUE "
"""How a sibling marks a sentence printed on a Unique Character."""

LEADS = (
    ("Sacrifice up to two Characters.", "Character sacrificed"),
    ("Send up to two target Characters you control to Reserve.", "Character sent"),
    ("Exhaust up to two target Characters.", "Character exhausted"),
    ("Return up to two target Characters to their owners' hands.", "Character returned"),
    ("Each player sacrifices a Character.", "Character sacrificed"),
)
"""The step acting on several objects, and the counted noun with its participle."""

BOUND = (
    (
        "create a [Gull 1/1/1] Animal token in its Expedition",
        "Create {n} [Gull 1/1/1] Animal tokens in their Expeditions",
    ),
    ("its controller creates a [Gull 1/1/1] Animal token in their Expedition", None),
    ("its controller draws a card", "Their controllers draw {n} cards"),
    ("its owner draws a card", None),
    ("it gains 1 boost", None),
)
"""Outputs naming the counted object, with the "that many" form (``{n}``) when one is said."""

FREE = (
    (
        "create a [Gull 1/1/1] Animal token in my Expedition",
        "Create {n} [Gull 1/1/1] Animal tokens in my Expedition",
    ),
    ("I gain 1 boost", "I gain {n} boosts"),
    ("draw a card", "Draw {n} cards"),
)
"""Outputs naming no counted object: the count alone (6.5.i)."""

FREE_MORE = (
    "SPELL Sacrifice a Character. Its controller draws a card for each boost it had.",
    "SPELL Target Character loses all its boosts. Its controller draws that many cards.",
    "{J} For each Character you control, you may give it 1 boost.",
    "SPELL Exhaust any number of Characters you control. They gain that many boosts.",
)
"""Free siblings where "it" is one object, or the step itself is done on each (right)."""


def _places(sentence: str) -> list[str]:
    """The sentence on a Spell, a Character's Reaction and a Unique's."""
    return [f"{SPELL}{sentence}", f"{{J}} {sentence}", f"{UNIQUE}{{J}} {sentence}"]


def siblings() -> list[tuple[str, bool]]:
    """Each sibling and whether its output names the counted object (bound)."""
    out: list[tuple[str, bool]] = []
    for lead, counted in LEADS:
        for outputs, bound in ((BOUND, True), (FREE, False)):
            for said, many in outputs:
                cap = said[0].upper() + said[1:]
                forms = [
                    f"{lead} For each {counted} this way, {said}.",
                    f"{lead} {cap} for each {counted} this way.",
                ]
                if many:
                    forms.append(f"{lead} {many.format(n='that many')}.")
                for form in forms:
                    out.extend((s, bound) for s in _places(form)[: 3 if bound else 1])
    out.extend((s, False) for s in FREE_MORE)
    return out


def reading(sentence: str) -> list[dict[str, Any]] | None:
    """The effect's steps as plain data (defaults left out), or ``None`` when refused."""
    from scenarios.cards.printed import read_printed

    if sentence.startswith(UNIQUE):
        card = audit_card(sentence[len(UNIQUE) :], name="Unique", rarity="unique")
    else:
        card = probe_card(sentence)
    read = read_printed(card, patterns=False)
    if not read.executable:
        return None
    dumped = read.model.model_dump(exclude_defaults=True, mode="json")
    if dumped.get("effect"):
        return list(dumped["effect"])
    return [
        s for a in dumped.get("abilities") or [] for s in a.get("reaction", {}).get("effect", [])
    ]


NAMES_IT = frozenset({"it", "its_expedition", "its_controller", "its_owner", "characters_in_it"})
"""Subjects naming what "it" is (engine/state/subjects.py)."""


def _once_each(steps: list[dict[str, Any]]) -> bool:
    """gf: whether a step (follow-ups too) is done once for each object the step before acted
    on, "it" being that object each time (``for_each: it``, engine/steps/each_object.py)."""
    return any(s.get("for_each") == "it" or _once_each(list(s.get("then") or [])) for s in steps)


def _counted_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every step (follow-ups too) done a counted number of times ("per")."""
    found: list[dict[str, Any]] = []
    for step in steps:
        if step.get("per"):
            found.append(step)
        found.extend(_counted_steps(list(step.get("then") or [])))
    return found


def judge(sentence: str, bound: bool) -> str:
    """right / WRONG / refused (the module docstring)."""
    steps = reading(sentence)
    if steps is None:
        return "refused"
    counted = _counted_steps(steps)
    names_it = [
        s for s in counted if s.get("subject") in NAMES_IT or "in_its_expedition" in json.dumps(s)
    ]
    if bound and _once_each(steps):
        return "right"  # gf: the step done once per object, "it" that one each time (6.5.i)
    if bound:
        # counted "that many" and then done in every place / for every player "it" names
        return "WRONG" if names_it or not counted else "right"
    if sentence in FREE_MORE:
        return "right"
    return "right" if counted and not names_it else "WRONG"


def main() -> None:
    listing = "--list" in sys.argv
    tally: dict[str, int] = {}
    for sentence, bound in siblings():
        verdict = judge(sentence, bound)
        tally[f"{'bound' if bound else 'free'} {verdict}"] = (
            tally.get(f"{'bound' if bound else 'free'} {verdict}", 0) + 1
        )
        if listing or verdict == "WRONG":
            print(f"{verdict:8} {'bound' if bound else 'free ':5} {sentence}")
    total = sum(tally.values())
    print(f"siblings {total}: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))


if __name__ == "__main__":
    main()
