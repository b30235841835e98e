"""Sibling sentences of issue 30's "I was [status]" in a Reaction's step (gram113): the past
tense looks at the game state before the event (6.3.k), also when the Reaction's object
stays in play — "When I gain a boost — If I was boosted, draw a card" asks whether I was
boosted before I gained it, not whether I am now.

Each trigger on "me" (an event that leaves me in play) × each status (2.4) × "was" / "was
not", played on a board where a Spell makes the event; RIGHT when the cards drawn follow
the statuses "I" had before it. A few present-tense controls ("If I'm boosted") read the
state after the event. Abilities with no event (an activated ability, a Spell) are refused
by name. ``--as-before`` plays the boards without the note of 6.3.k (the engine before
gram113), to measure before → after. The boards are asserted by tests/engine/test_past_me.py.

Run: ``.venv/bin/python benchmarks/past_me_siblings.py [--as-before]``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from _common import SPELL, probe_card

TRIGGERS: dict[str, tuple[str, str, frozenset[str]]] = {
    "When I gain a boost —": (
        "Target Character gains 1 boost.",
        "statuses: [Asleep]",
        frozenset({"asleep"}),
    ),
    "When I'm exhausted —": ("Exhaust target Character.", "boosts: 1", frozenset({"boosted"})),
    "When I'm readied —": (
        "Ready target Character.",
        "statuses: [Exhausted, Anchored]",
        frozenset({"exhausted", "anchored"}),
    ),
    "When I gain Anchored —": (
        "Target Character gains Anchored.",
        "boosts: 1, statuses: [Exhausted]",
        frozenset({"boosted", "exhausted"}),
    ),
    "When I gain Asleep —": (
        "Target Character gains Asleep.",
        "statuses: [Fleeting]",
        frozenset({"fleeting"}),
    ),
    "When I gain Fleeting —": (
        "Target Character gains Fleeting.",
        "statuses: [Anchored]",
        frozenset({"anchored"}),
    ),
}
"""Triggers on an event that leaves "me" in play: the Spell that makes it, Reckless's board
(its boosts and statuses before the event) and the statuses it then has (2.4)."""

AFTER: dict[str, frozenset[str]] = {
    "When I gain a boost —": frozenset({"asleep", "boosted"}),
    "When I'm exhausted —": frozenset({"boosted", "exhausted"}),
    "When I'm readied —": frozenset({"anchored"}),
    "When I gain Anchored —": frozenset({"boosted", "exhausted", "anchored"}),
    "When I gain Asleep —": frozenset({"fleeting", "asleep"}),
    "When I gain Fleeting —": frozenset({"anchored", "fleeting"}),
}
"""Reckless's statuses after each event: what the present tense reads (6.3.k)."""

STATUSES = ("anchored", "asleep", "boosted", "exhausted", "fleeting")

PRESENT = ("If I'm boosted, draw a card.", "If I'm exhausted, draw a card.")
"""Present-tense controls: the state after the event (6.3.k)."""

ELSEWHERE = (
    "{T}: If I was exhausted, draw a card.",
    "{1}, {T}: If I was boosted, draw a card.",
    SPELL + "If I was boosted, draw a card.",
    SPELL + "If I was not exhausted, draw a card.",
)
""""I was [status]" in an ability with no event: nothing to be "before" — refused by name."""

BOARD = """title: t
phase: Afternoon
first_player: p1
cards:
  - {{name: Reckless, type: Character, hand_cost: 3, reserve_cost: 1, forest: 4, mountain: 1,
     water: 1, read_text: true, text: "{text}"}}
  - {{name: Event, type: Spell, hand_cost: 1, reserve_cost: 1, read_text: true,
     text: "{spell}"}}
players:
  p1:
    hand: [Event]
    mana: 1
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [{{card: Reckless{board}}}]
  p2:
    hero_expedition: [Vanilla 2/2/2]
script:
  - play: {{card: Event}}
  - answer: [Reckless]
  - reactions: in_order
"""


def past_reads() -> list[str]:
    """Every "If I was [not] [status], draw a card." sibling."""
    return [f"If I was{neg} {s}, draw a card." for s in STATUSES for neg in ("", " not")]


def sentences() -> list[tuple[str, str]]:
    """(trigger, effect) pairs played on a board, in a stable order."""
    return [(t, e) for t in TRIGGERS for e in (*past_reads(), *PRESENT)]


def expected(trigger: str, read: str) -> int:
    """The cards drawn by the right reading: the statuses before the event for "was", after
    it for "I'm" (6.3.k)."""
    present = read.startswith("If I'm ")
    words = read.removesuffix(", draw a card.").split()
    status, negated = words[-1], "not" in words
    had = status in (AFTER[trigger] if present else TRIGGERS[trigger][2])
    return int(had != negated)


def status(sentence: str) -> tuple[bool, str]:
    """Whether the reader executes ``sentence``, and its by-hand reason if not."""
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence))
    done = all(a.status == "executed" for a in reading.abilities)
    return done, "; ".join(a.reason for a in reading.abilities if a.reason)


def drawn(trigger: str, read: str) -> int:
    """The cards p1 drew when the Spell made ``trigger``'s event on Reckless."""
    from engine.state import zones as z
    from engine.state.enums import ZoneKind
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    spell, board, _ = TRIGGERS[trigger]
    path = Path(tempfile.mkdtemp()) / "s.yaml"
    text = BOARD.format(text=f"{trigger} {read}", spell=spell, board=f", {board}" if board else "")
    path.write_text(text, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return len(result.state.zone(z.personal(ZoneKind.HAND, "p1")))


def as_before() -> None:
    """Play without the note of 6.3.k, as the engine did before gram113 (the before figure)."""
    import engine.pipeline.reactions as reactions

    reactions.noted_past_me = lambda _before, _after, act: act  # type: ignore[assignment]


def main() -> None:
    if "--as-before" in sys.argv:
        as_before()
    done = right = played = 0
    for trigger, read in sentences():
        s = f"{trigger} {read}"
        ok, why = status(s)
        done += ok
        verdict = ""
        if ok:
            played += 1
            n, want = drawn(trigger, read), expected(trigger, read)
            right += n == want
            verdict = "  RIGHT" if n == want else f"  WRONG (drew {n}, not {want})"
        print(("ok   " if ok else "HAND ") + s + verdict + ("" if ok else f"   [{why}]"))
    for s in ELSEWHERE:
        ok, why = status(s)
        right += not ok
        print(("ok   " if ok else "HAND ") + s + ("  WRONG (read)" if ok else f"  RIGHT [{why}]"))
    total = len(sentences())
    print(
        f"executed {done}/{total}; played {played}, refused-elsewhere {len(ELSEWHERE)}: "
        f"read right {right}/{played + len(ELSEWHERE)}"
    )


if __name__ == "__main__":
    main()
