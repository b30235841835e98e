"""Who chooses the objects of a step another player does, after a step of theirs (issue 30,
precision; prec26).

    .venv/bin/python benchmarks/their_choice_audit.py [--list] [--wrong] [--grammar-alone]
    .venv/bin/python benchmarks/their_choice_audit.py --actors [--list] [--wrong]

``--actors``: the family of other players as the subject of a whole effect — own targets,
"chooses X and [verb]s it", reveal (benchmarks/actor_clause_cells.py, eng80).

"Target opponent draws a card, then discards two cards from their hand": the second clause
has no subject of its own — the player the first clause names does it (6.1.c), and a
player chooses the objects of their own step (1.4.7.b, 6.1.h: the cards of their hand they
discard 7.3.7.a, the Character they sacrifice 7.3.36.a …) unless the text says "of your
choice" / "you choose". A targeted player is targeted once (6.5.b): the second clause names
no second target. This audit crosses

- the **players** doing it: "Target opponent", "Target player" (targeted, 6.5.b, 1.2.6.c),
  "Each opponent", "Each player" (found again, 1.2.1);
- a **first clause** they do: draw 7.3.9, exhaust 7.3.13 what they control;
- a **second clause** choosing objects of theirs: discard from hand / Reserve 7.3.7 (one,
  two), sacrifice 7.3.36 (one, two, "they control"), put in Reserve 7.3.27-ish from hand,
  exhaust 7.3.13 / send to Reserve 7.3.37 what they control;
- the **joints**: ", then [verb]s …" (no subject), ", then they [verb] …", ". They [verb] …".

Each sentence is read by the card reader (its sentence patterns on: the reader the app
runs; ``--grammar-alone``: the grammar alone). *Read right*: the second clause is that
player's own step — under their ``players_do`` with "your" objects, or a subject naming
each such player's own — and no player is targeted twice; *read WRONG*: it runs otherwise
(a second target, the caster choosing); *not read*: left to the judge.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import audit_card

ACTORS = {
    "Target opponent": "target_opponent",
    "Target player": "target_player",
    "Each opponent": "each_opponent",
    "Each player": "each_player",
}
"""The players, as printed, and the reading's word for them."""

FIRSTS = ("draws a card", "draws two cards", "exhausts a Character they control")
"""First clauses (third person)."""

SECONDS = (
    "discards a card from their hand",
    "discards two cards from their hand",
    "discards a card from their Reserve",
    "sacrifices a Character",
    "sacrifices a Character they control",
    "sacrifices two Characters",
    "puts a card from their hand in Reserve",
    "exhausts a Character they control",
    "sends a Character they control to Reserve",
)
"""Second clauses choosing the player's own objects (third person)."""

_OWN = {
    "each_opponent": ("each_opponent", "opponent"),
    "each_player": ("each_player",),
}
"""The words of a subject naming each such player's own ("a_card_from_each_opponents_hand")."""

_TARGETING = ("target_opponent", "target_player", "targets_opponent")


def _base(verb: str) -> str:
    """The verb as "they" say it: "discards" -> "discard", "sacrifices" -> "sacrifice"."""
    return verb[:-1] if verb.endswith("s") else verb


def sentences() -> Iterator[tuple[str, str, str]]:
    """(actor's word, joint, sentence) for every cell."""
    for actor, who in ACTORS.items():
        for first in FIRSTS:
            for second in SECONDS:
                verb, rest = second.split(" ", 1)
                yield who, "then", f"{actor} {first}, then {second}."
                yield who, "then they", f"{actor} {first}, then they {_base(verb)} {rest}."
                yield who, "They", f"{actor} {first}. They {_base(verb)} {rest}."


def _walk(
    node: Any, parents: tuple[dict[str, Any], ...] = ()
) -> Iterator[tuple[dict[str, Any], tuple[dict[str, Any], ...]]]:
    """Every step with the steps it is nested in."""
    if isinstance(node, list):
        for n in node:
            yield from _walk(n, parents)
    elif isinstance(node, dict):
        if "action" in node:
            yield node, parents
            parents = (*parents, node)
        for value in node.values():
            yield from _walk(value, parents)


def verdict(who: str, steps: list[tuple[dict[str, Any], tuple[dict[str, Any], ...]]]) -> str:
    """``right`` / ``wrong`` for an executed reading (its steps with their parents)."""
    said = [str(s.get("subject", "")) + " " + str(s.get("players_do", "")) for s, _ in steps]
    targets = sum(any(t in w for t in _TARGETING) for w in said)
    if targets != (1 if who.startswith("target") else 0):
        return "wrong"
    if len(steps) < 2:
        return "wrong"
    second, parents = steps[-1]
    subject = str(second.get("subject", ""))
    if any(p.get("players_do") == who for p in parents) or second.get("players_do") == who:
        return "right" if "your" in subject or "you_control" in subject else "wrong"
    own = _OWN.get(who, ())
    return "right" if any(f"_{w}" in subject for w in own) else "wrong"


@dataclass(frozen=True)
class Cell:
    joint: str
    text: str
    verdict: str
    why: str = ""


def judge(who: str, joint: str, text: str, patterns: bool) -> Cell:
    from scenarios.cards.printed import read_printed

    reading = read_printed(audit_card(text, "Spell"), patterns=patterns)
    if not reading.executable:
        reason = next((a.reason for a in reading.abilities if a.reason), "not executable")
        return Cell(joint, text, "not read", reason)
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    steps = list(_walk(dumped.get("effect") or dumped.get("abilities")))
    return Cell(joint, text, verdict(who, steps), str([s for s, _ in steps]))


def judge_actor(who: str, family: str, text: str, patterns: bool) -> Cell:
    """One cell of the ``--actors`` family (actor_clause_cells.py), judged by meaning."""
    from actor_clause_cells import verdict as actor_verdict

    from scenarios.cards.printed import read_printed

    reading = read_printed(audit_card(text, "Spell"), patterns=patterns)
    if not reading.executable:
        reason = next((a.reason for a in reading.abilities if a.reason), "not executable")
        return Cell(family, text, actor_verdict(who, family, text, None), reason)
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    steps = dumped.get("effect") or []
    return Cell(family, text, actor_verdict(who, family, text, steps), str(steps))


def actors_main(args: argparse.Namespace) -> None:
    """The ``--actors`` family: other players as the subject of a whole effect (eng80)."""
    from actor_clause_cells import cells as actor_cells

    found = [judge_actor(w, f, t, not args.grammar_alone) for w, f, t in actor_cells()]
    for c in found:
        if args.list or (args.wrong and c.verdict == "wrong"):
            print(f"{c.verdict:>9}: {c.text}" + (f"  -- {c.why}" if c.why else ""))
    for family in ("own target", "not theirs", "chooses", "reveal", None):
        mine = [c for c in found if family is None or c.joint == family]
        n = {v: sum(c.verdict == v for c in mine) for v in ("right", "wrong", "not read")}
        print(
            f"{family or 'all':>10}: {len(mine)} sentences — read right {n['right']}, "
            f"read WRONG {n['wrong']}, not read {n['not read']}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--wrong", action="store_true")
    parser.add_argument("--grammar-alone", action="store_true")
    parser.add_argument(
        "--actors", action="store_true", help="other players as an effect's subject (eng80)"
    )
    args = parser.parse_args()
    if args.actors:
        actors_main(args)
        return
    cells = [judge(w, j, t, not args.grammar_alone) for w, j, t in sentences()]
    for c in cells:
        if args.list or (args.wrong and c.verdict == "wrong"):
            print(f"{c.verdict:>9}: {c.text}" + (f"  -- {c.why}" if c.why else ""))
    for joint in ("then", "then they", "They", None):
        mine = [c for c in cells if joint is None or c.joint == joint]
        n = {v: sum(c.verdict == v for c in mine) for v in ("right", "wrong", "not read")}
        print(
            f"{joint or 'all':>9}: {len(mine)} sentences — read right {n['right']}, "
            f"read WRONG {n['wrong']}, not read {n['not read']}"
        )


if __name__ == "__main__":
    main()
