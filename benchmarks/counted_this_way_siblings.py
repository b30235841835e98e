"""Siblings of gram114 (issue 30): WHAT A STEP DID, counted — "Each player / Each opponent
[step]s a [kind] of their own. [Y] for each [kind] [step]ped this way." (or "[Y] that many").

Each of those players chooses one object of their own (6.1.h; one with none acts on none,
6.1.g) and the step acts on all of them; "for each [kind] [participle] this way" counts the
objects it acted on (6.5.i) — the effect's controller's [Y], once, for the total. Each
sibling crosses the **players** (each player, each opponent), the **step** (atomic actions
7.3: sacrifice 7.3.36 a Character / a Permanent, discard 7.3.7 from hand / from Reserve),
the **output** (draw 7.3.9 on a Spell; boosts 7.3.5 or counters on me, a Character's {J})
and the
**count's words** ("for each [kind] [participle] this way", "that many"). It is judged by
MEANING: *right* — the step of those players followed by the output counted "that many"
(``per: that many``) on it; *WRONG* — it runs but reads otherwise; *refused*.

GUARDS count some of the objects only (another kind, a narrowed noun, another verb) or no
step of those players: *right* when refused.

    .venv/bin/python benchmarks/counted_this_way_siblings.py [--list]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

GROUPS = (("player", "players"), ("opponent", "opponents"))
STEPS = (
    (
        "sacrifices a Character",
        "Character sacrificed",
        "sacrifice",
        "a_character_each_{g}_controls",
    ),
    (
        "sacrifices a Permanent",
        "Permanent sacrificed",
        "sacrifice",
        "a_character_or_permanent_each_{g}_controls",
    ),
    ("discards a card from their hand", "card discarded", "discard", "a_card_from_each_{gs}_hand"),
    (
        "discards a card from their Reserve",
        "card discarded",
        "discard",
        "a_card_from_each_{gs}_reserve",
    ),
)
"""The players' step: as printed, the counted noun and participle, the action, the subject."""
OUTPUTS = (
    ("Draw a card", "draw"),
    ("I gain 1 boost", "give_boost"),
    ("I gain 1 Ember counter", "gain_counters"),
)
"""The effect controller's output and its action."""
FORMS = ("{out} for each {counted} this way.", "{out_many}.")
"""The count's words: the participle, or "that many"."""
_MANY = {
    "Draw a card": "Draw that many cards",
    "I gain 1 boost": "I gain that many boosts",
    "I gain 1 Ember counter": "I gain that many Ember counters",
}

GUARDS = (
    "SPELL Each player sacrifices a Permanent. Draw a card for each Character sacrificed this way.",
    "SPELL Each opponent sacrifices a Character. Draw a card for each card sacrificed this way.",
    "SPELL Each player sacrifices a Character. Draw a card for each exhausted Character "
    "sacrificed this way.",
    "SPELL Each player sacrifices a Character. Draw a card for each card discarded this way.",
    "SPELL Each opponent discards a card from their hand. Draw a card for each Spell card "
    "discarded this way.",
    "SPELL Each player draws a card. Draw a card for each card discarded this way.",
)


def siblings() -> list[tuple[str, str, str, str]]:
    """Each sibling with the meaning it must read: (sentence, action, subject, output)."""
    out: list[tuple[str, str, str, str]] = []
    for g, gs in GROUPS:
        for printed, counted, action, subject in STEPS:
            for said, output in OUTPUTS:
                for form in FORMS:
                    count = form.format(out=said, counted=counted, out_many=_MANY[said])
                    place = "SPELL " if output == "draw" else "{J} "  # "I": a Character
                    sentence = f"{place}Each {g} {printed}. {count}"
                    out.append((sentence, action, subject.format(g=g, gs=gs), output))
    return out


def reading(sentence: str) -> list[dict[str, Any]] | None:
    """The effect's steps as plain data (defaults left out), or ``None`` when refused."""
    from scenarios.cards.printed import read_printed

    read = read_printed(probe_card(sentence), patterns=False)
    if not read.executable:
        return None
    dumped = read.model.model_dump(exclude_defaults=True, mode="json")
    if dumped.get("effect"):
        return list(dumped["effect"])
    abilities = dumped.get("abilities") or []
    if len(abilities) != 1 or "reaction" not in abilities[0]:
        return []
    return list(abilities[0]["reaction"].get("effect", []))


def judge(sentence: str, action: str, subject: str, output: str) -> str:
    """right / WRONG / refused (the module docstring)."""
    steps = reading(sentence)
    if steps is None:
        return "refused"
    if len(steps) != 1:
        return "WRONG"
    step = steps[0]
    then = step.get("then") or []
    right = (
        step.get("action") == action
        and step.get("subject") == subject
        and not step.get("players_do")
        and len(then) == 1
        and then[0].get("action") == output
        and then[0].get("per") == "that many"
        and then[0].get("amount", 1) == 1
    )
    return "right" if right else "WRONG"


def main() -> None:
    listing = "--list" in sys.argv
    tally: dict[str, int] = {}
    for sentence, action, subject, output in siblings():
        verdict = judge(sentence, action, subject, output)
        tally[verdict] = tally.get(verdict, 0) + 1
        if listing or verdict != "right":
            print(f"{verdict:8} {sentence}")
    guards = 0
    for sentence in GUARDS:
        held = reading(sentence) is None
        guards += held
        if listing or not held:
            print(f"{'guard ok' if held else 'guard READ':8} {sentence}")
    total = sum(tally.values())
    print(f"siblings {total}: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    print(f"guards refused {guards}/{len(GUARDS)}")


if __name__ == "__main__":
    main()
