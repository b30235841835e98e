"""Do the grammar's effect words work in every slot of their kind? (issue 30)

    .venv/bin/python benchmarks/composition_audit.py [--list] [--slot SLOT]

A generative audit of effects. It composes readings (the card structures the grammar makes)
from the grammar's own parts, never from card texts:

- each atomic action of CR 7.3 done to an object (sacrifice 7.3.36, discard 7.3.7, exhaust
  7.3.13, ready 7.3.28, send to Reserve 7.3.37, return to Hand 7.3.31, gain / lose a status
  7.3.16 / 7.3.21, boosts 7.3.15) x every object description the engine resolves (me, "it",
  a target with a type, sub-type, controller, status or "another", up to N targets, a
  choice, a group; 6.5.b, 6.1.g);
- each action a player does (draw 7.3.9, Resupply 7.3.32, discard a card from their hand,
  sacrifice a Character) x every player description ("you", "each player", "each opponent",
  "target opponent", "target player", "its controller"; 1.2.6, 7.2);
- numbers: fixed, "for each", "up to a max of", "up to N targets" (6.5.b), "that many"
  after a step on any number of / up to N / N objects (6.5.i);
- the same players and actions as cards print them ("Target opponent discards a card from
  their hand."), a player the engine has no choice for ("Its controller sacrifices a
  Character") refused in a judge's words — never a reader error;
- an optional step ("You may X. If you do, Y.", 6.5.c); modes ("Choose one: • … • …",
  6.5.g) whose options take targets; costs of a quick action ("{1}, {T}, sacrifice a
  Character: …", 5.1.2, 6.4); additional costs of playing a card ("As an additional cost
  to play me, sacrifice a Plant", 5.1.2.c) — each step of those costs that chooses objects,
  one or several, and more mana; players acting in turn ("Each opponent exhausts a
  Character they control", 1.4.7.b, 6.1.h) — each object action on the acting player's own
  objects, with and without "may";
- steps that compose: several things one verb gives or takes (statuses, boosts, counters;
  6.1.c, 6.1.e) x every object description, an object action "twice" (6.5.i), a choice
  between an object action and another step (6.1.g);
- a Unique's "[trigger] If / Unless [condition]: [output]" — each trigger kind x each
  condition kind, with the colon (:mod:`composition_uniques`).

Each reading the card model accepts is written in the cards' style by the writer
(:mod:`scenarios.cards.grammar.writer.all_rules`) and read back by the reader; the share read
back to the same reading is reported, with the compositions that fail grouped by the slot
that failed and why (the writer has no words / the reader does not read the words / the reader
reads other than was written). A composition that reads back is also played through the
printed reader (grammar alone) to say whether the engine runs it.

The parts and the compositions are in :mod:`composition_parts`, numbers and players as
cards print them in :mod:`composition_printed`, the round trip in
:mod:`composition_round_trip`; this script runs them and prints the figures.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer
from composition_parts import Composition, compositions
from composition_printed import (
    printed_numbers,
    printed_players,
    read_printed_number,
    read_printed_player,
)
from composition_round_trip import Outcome, accepted, round_trip, runs
from composition_uniques import unique_compositions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--list", action="store_true", help="list every composition not read back")
    parser.add_argument("--slot", default="", help="only compositions of this family")
    args = parser.parse_args()
    watch = Stopwatch()
    total: Counter[str] = Counter()
    back: Counter[str] = Counter()
    ran: Counter[str] = Counter()
    invalid: Counter[str] = Counter()
    failed: dict[tuple[str, str], list[tuple[str, Outcome]]] = defaultdict(list)
    for c in (*compositions(), *unique_compositions()):
        if args.slot and c.family != args.slot:
            continue
        if not accepted(c):
            invalid[c.family] += 1
            continue
        total[c.family] += 1
        out = round_trip(c)
        if out.why:
            failed[(c.family, out.why)].append((c.slot, out))
            continue
        back[c.family] += 1
        ran[c.family] += runs(c, out.text)
    if not args.slot or args.slot == "printed numbers":
        for slot, text, step in printed_numbers():
            total["printed numbers"] += 1
            out = read_printed_number(text, step)
            if out.why:
                failed[("printed numbers", out.why)].append((slot, out))
                continue
            back["printed numbers"] += 1
            ran["printed numbers"] += runs(Composition("printed numbers", slot, (step,)), text)
    if not args.slot or args.slot == "printed players":
        for slot, text, maybe in printed_players():
            total["printed players"] += 1
            out = read_printed_player(text, maybe)
            if out.why:
                failed[("printed players", out.why)].append((slot, out))
                continue
            back["printed players"] += 1
            if maybe is not None:
                ran["printed players"] += runs(Composition("p", slot, (maybe,)), text)
    n, k, r = sum(total.values()), sum(back.values()), sum(ran.values())
    print(
        f"compositions: {n}; read back to the same reading: {k} ({100 * k / max(n, 1):.1f}%); "
        f"of those the engine runs: {r} (not composed, the card model refuses them: "
        f"{sum(invalid.values())})"
    )
    for fam in total:
        t, b = total[fam], back[fam]
        print(
            f"  {fam}: {b}/{t} ({100 * b / t:.1f}%), runs {ran[fam]}; "
            f"refused by the card model {invalid[fam]}"
        )
    print("not read back, by slot and why:")
    for (fam, why), items in sorted(failed.items(), key=lambda kv: -len(kv[1])):
        print(f"  {fam} / {why}: {len(items)}")
        shown = items if args.list else items[:4]
        for slot, out in shown:
            said = f"{out.text!r} " if out.text else ""
            print(f"    {slot}: {said}-- {out.detail[:160]}")
    print(f"\n{footer(watch)}")


if __name__ == "__main__":
    main()
