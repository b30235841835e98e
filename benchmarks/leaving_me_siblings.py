"""Sibling sentences of issue 30's "'me' after I leave" (gram106): Reactions of an object
that left play reading its own counters, boosts, statuses and statistics — "the information
that was true about that object just before it ceased to exist" (2.1.h), "the
characteristics … it had when it stopped existing" (6.3.j) — not those of the new card in
the Reserve or Discard pile (2.1.d, 2.5.j).

Run: ``.venv/bin/python benchmarks/leaving_me_siblings.py`` — each sentence with whether the
reader executes it and, for those whose output is a draw, whether a board reads it RIGHT
(the cards drawn are the last known number) or WRONG; ``--as-before`` plays the boards with
"me" read on the new card (the engine before gram106), to measure before → after. The boards
are asserted by tests/engine/test_as_it_was.py.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from _common import probe_card

LEAVING = {
    "When I leave the Expedition zone —": "sacrifice",
    "When I leave play —": "sacrifice",
    "When I'm sacrificed —": "sacrifice",
    "When I go to Reserve from my Expedition —": "reserve",
}
"""Triggers on "me" leaving play (6.3.j), and how the board makes it leave."""

DRAWN = {
    "If I have 2 or more boosts, draw a card.": 1,
    "If I have no boosts, draw a card.": 0,
    "If I have fewer than 2 boosts, draw a card.": 0,
    "Draw a card for each of my boosts.": 2,
    "Draw a card for each Secret counter on me.": 1,
    "If I have a Secret counter, draw a card.": 1,
    "If I have 2 or more Secret counters, draw a card.": 0,
    "If I'm boosted, draw a card.": 1,
    "If I'm exhausted, draw a card.": 1,
    "Draw cards equal to my {V}.": 6,
    "If I had a Secret counter, draw a card.": 1,
    "If I had no boosts, draw a card.": 0,
    "Draw a card for each boost I had.": 2,
    "Draw cards equal to the number of boosts I had.": 2,
}
"""Reads of "me" with a draw, and the cards drawn when Reckless (4/1/1, 2 boosts, a Secret
counter, Exhausted) left play: its last known information (2.1.h)."""

OTHER = (
    "If I'm boosted, create a [Ghost 1/1/1] Spirit token in my Expedition.",
    "If I have 2 or more boosts, target Character gains Anchored.",
    "Target Character gains 1 boost for each Secret counter on me.",
    "Target Character gains 1 boost for each boost I had.",
)
"""Other outputs (read only, not played here)."""

ELSEWHERE = (
    "When I gain a boost — If I had no boosts, draw a card.",
    "{J} Draw a card for each boost I had.",
    "When a Character you control leaves play — Draw a card for each boost I had.",
    "At Dusk — If I had a Secret counter, draw a card.",
)
""""I had" in a step of an ability whose object did not leave play: refused by name (what
"I" had before another event is not noted, 6.3.k)."""


def sentences() -> list[str]:
    """Every sibling sentence, in a stable order."""
    return [f"{t} {e}" for t in LEAVING for e in (*DRAWN, *OTHER)] + list(ELSEWHERE)


def status(sentence: str) -> tuple[bool, str]:
    """Whether the reader executes ``sentence``, and its by-hand reason if not."""
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence))
    done = all(a.status == "executed" for a in reading.abilities)
    return done, "; ".join(a.reason for a in reading.abilities if a.reason)


BOARD = """title: t
phase: Afternoon
first_player: p1
cards:
  - {{name: Reckless, type: Character, hand_cost: 3, reserve_cost: 1, forest: 4, mountain: 1,
     water: 1, read_text: true, text: "{text}"}}
  - {{name: Push, type: Spell, hand_cost: 1, reserve_cost: 1, read_text: true,
     text: "Send target Character to Reserve."}}
players:
  p1:
    hand: [Push]
    mana: 1
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1,
           Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [{{card: Reckless, boosts: 2, counters: {{Secret: 1}},
                        statuses: [Exhausted]}}]
  p2:
    hero_expedition: [Vanilla 2/2/2]
script:
{how}
  - reactions: in_order
"""
HOW = {
    "sacrifice": "  - request: {action: sacrifice, objects: [Reckless]}",
    "reserve": "  - play: {card: Push}\n  - answer: [Reckless]",
}


def drawn(trigger: str, read: str) -> int:
    """The cards p1 drew when Reckless left play with ``trigger — read`` (its Hand held Push,
    played when Reckless is sent to Reserve)."""
    from engine.state import zones as z
    from engine.state.enums import ZoneKind
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    how = LEAVING[trigger]
    path = Path(tempfile.mkdtemp()) / "s.yaml"
    path.write_text(BOARD.format(text=f"{trigger} {read}", how=HOW[how]), encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    hand = len(result.state.zone(z.personal(ZoneKind.HAND, "p1")))
    return hand - (0 if how == "reserve" else 1)


def as_before() -> None:
    """Read "me" on the new card, as the engine did before gram106 (for the before figure)."""
    import engine.reading.conditions as conditions
    import engine.reading.counts as counts
    import engine.why.last_known_words as notes

    def same(_state: object, me: str | None, _was: str | None) -> str | None:
        return me

    for module in (conditions, counts, notes):
        module.known_me = same  # type: ignore[attr-defined]


def main() -> None:
    if "--as-before" in sys.argv:
        as_before()
    every = sentences()
    done = right = played = 0
    for s in every:
        ok, why = status(s)
        done += ok
        verdict = ""
        if s in ELSEWHERE:
            right += not ok  # refused by name is its right reading
            verdict = "  RIGHT (refused)" if not ok else "  WRONG (read)"
            print(("ok   " if ok else "HAND ") + s + verdict)
            continue
        trigger, read = s.split(" — ", 1)
        trigger += " —"
        if ok and read in DRAWN:
            played += 1
            n = drawn(trigger, read)
            good = n == DRAWN[read]
            right += good
            verdict = "  RIGHT" if good else f"  WRONG (drew {n}, not {DRAWN[read]})"
        print(("ok   " if ok else "HAND ") + s + verdict + ("" if ok else f"   [{why}]"))
    print(
        f"executed {done}/{len(every)}; played {played} and refused-elsewhere {len(ELSEWHERE)}: "
        f"read right {right}/{played + len(ELSEWHERE)}"
    )


if __name__ == "__main__":
    main()
