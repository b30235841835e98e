"""Other players moving their own cards between zones (issue 30, eng83): the sibling
sentences "[actor] [may] [verb] [an object of their own] [to a zone of theirs]", judged by
meaning.

    .venv/bin/python benchmarks/actor_zone_moves.py [--list] [--wrong] [--not-read]

The actor (1.4.7.b: the player a card names as doing a step; "Each player / Each opponent"
1.2.1, "Target opponent / Target player" targeted 6.5.b, 1.2.6.c; the synonyms of the actor
slot "Your opponent", "All players") × the verb (put 7.3.27, return 7.3.32, discard 7.3.7,
exhaust 7.3.13, ready 7.3.28, sacrifice 7.3.36, send 7.3.37, draw-then-discard 7.3.9, [Resupply]
7.4.5) × the object the ACTOR chooses among their own ("a card from their hand", "a Character
they control", "up to two cards …", "two cards …") × the destination (their Reserve, hand,
Discard pile, top / bottom of their deck) × "may" (6.5.c), and the follow-ups "If they do,
they …" (6.5.f).

*Read right*: every step the sentence says is read with its action, its origin and
destination, its count, its "may", done by the actor on their own cards — under their
``players_do`` with "you" words (the acting player is "you" in it, 1.4.7.b) or with a
subject naming each one's own ("a_card_from_each_opponents_hand"); a targeted actor is
targeted once (6.5.b). *Read WRONG*: it runs otherwise. *Not read*: left to the judge.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import audit_card

ACTORS = {
    "Each player": "each_player",
    "Each opponent": "each_opponent",
    "Target opponent": "target_opponent",
    "Target player": "target_player",
    "Your opponent": "each_opponent",
    "All players": "each_player",
}
"""The players, as printed, and the reading's word for them (1.2.1.b: "Your opponent" is
the one opponent, each opponent)."""


@dataclass(frozen=True)
class Want:
    """One step a sentence says: its action, the zone its objects are in ("hand",
    "reserve", "discard_pile", "control"), where they go and how many."""

    action: str
    origin: str
    to: str = ""
    position: str = ""
    count: int = 1
    up_to: int = 0
    kind: str = ""


FRAMES: tuple[tuple[str, str, tuple[Want, ...]], ...] = (
    ("puts", "a card from their hand in their Reserve", (Want("put", "hand", "reserve"),)),
    ("puts", "a card from their Reserve in their hand", (Want("put", "reserve", "hand"),)),
    (
        "puts",
        "a card from their Reserve at the bottom of their deck",
        (Want("put", "reserve", "deck", "bottom"),),
    ),
    (
        "puts",
        "a card from their hand on top of their deck",
        (Want("put", "hand", "deck", "top"),),
    ),
    (
        "puts",
        "a card from their Discard pile in their Reserve",
        (Want("put", "discard_pile", "reserve"),),
    ),
    (
        "puts",
        "a Character from their Reserve in their hand",
        (Want("put", "reserve", "hand", kind="Character"),),
    ),
    (
        "puts",
        "up to two cards from their hand in their Reserve",
        (Want("put", "hand", "reserve", up_to=2),),
    ),
    (
        "returns",
        "a card from their Reserve to their hand",
        (Want("return", "reserve", "hand"),),
    ),
    ("puts", "a card from their hand in their Discard pile", (Want("discard", "hand"),)),
    ("discards", "a card from their hand", (Want("discard", "hand"),)),
    ("discards", "a card from their Reserve", (Want("discard", "reserve"),)),
    ("discards", "two cards from their hand", (Want("discard", "hand", count=2),)),
    ("exhausts", "a card in their Reserve", (Want("exhaust", "reserve"),)),
    ("exhausts", "a Permanent they control", (Want("exhaust", "control", kind="Permanent"),)),
    ("readies", "a Permanent they control", (Want("ready", "control", kind="Permanent"),)),
    ("sacrifices", "a Character", (Want("sacrifice", "control"),)),
    ("sacrifices", "a Character they control", (Want("sacrifice", "control"),)),
    (
        "sends",
        "a Character they control to their Reserve",
        (Want("send", "control", "reserve"),),
    ),
    (
        "returns",
        "a Character they control to their hand",
        (Want("return", "control", "hand"),),
    ),
    (
        "draws",
        "a card, then puts a card from their hand in their Reserve",
        (Want("draw", ""), Want("put", "hand", "reserve")),
    ),
    (
        "draws",
        "a card, then discards a card from their hand",
        (Want("draw", ""), Want("discard", "hand")),
    ),
)
"""(verb in the third person, the rest, the steps it says): each actor's own cards."""

FOLLOW_UPS: tuple[tuple[str, tuple[Want, ...]], ...] = (
    (
        "may put a card from their hand in their Reserve. If they do, they draw a card.",
        (Want("put", "hand", "reserve"), Want("draw", "")),
    ),
    (
        "may discard a card from their hand. If they do, they draw a card.",
        (Want("discard", "hand"), Want("draw", "")),
    ),
    (
        "may put a card from their Reserve at the bottom of their deck. If they do, they "
        "draw a card.",
        (Want("put", "reserve", "deck", "bottom"), Want("draw", "")),
    ),
    (
        "may sacrifice a Character. If they do, they draw a card.",
        (Want("sacrifice", "control"), Want("draw", "")),
    ),
)
"""Their "may" and the step after it that is theirs too ("If they do, they …", 6.5.f)."""

CANT_STEPS: tuple[tuple[str, Want], ...] = (
    ("puts a card from their hand in their Reserve", Want("put", "hand", "reserve")),
    (
        "puts a card from their Reserve at the bottom of their deck",
        Want("put", "reserve", "deck", "bottom"),
    ),
    ("discards a card from their Reserve", Want("discard", "reserve")),
    ("sacrifices a Character", Want("sacrifice", "control")),
    ("exhausts a Permanent they control", Want("exhaust", "control", kind="Permanent")),
)
"""Steps a player may be unable to do (6.1.g): no card in that zone, nothing they control."""

CANT_FOLLOWS: tuple[tuple[str, Want, bool], ...] = (
    ("If they can't, they draw a card.", Want("draw", ""), True),
    ("Those who can't draw a card instead.", Want("draw", ""), True),
    (
        "Those who can't discard a card from their hand instead.",
        Want("discard", "hand"),
        True,
    ),
    ("If they can't, draw a card.", Want("draw", ""), False),
)
"""What the players who can't do (theirs: True) or the effect's controller does (False)."""


def base(verb: str) -> str:
    """The verb as "they" say it: "readies" -> "ready", "puts" -> "put"."""
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    return verb[:-1] if verb.endswith("s") else verb


def cells() -> Iterator[tuple[str, str, tuple[Want, ...], bool]]:
    """(actor's word, sentence, its steps, may) for every cell."""
    for actor, who in ACTORS.items():
        plural = actor == "All players"
        for verb, rest, want in FRAMES:
            said = base(verb) if plural else verb
            if ", then " in rest and plural:
                rest = rest.replace("then puts", "then put")
                rest = rest.replace("then discards", "then discard")
            yield who, f"{actor} {said} {rest}.", want, False
            if ", then " not in rest:
                yield who, f"{actor} may {base(verb)} {rest}.", want, True
        if plural:
            continue
        for rest, want in FOLLOW_UPS:
            yield who, f"{actor} {rest}", want, True
    for actor in ("Each player", "Each opponent", "Target opponent"):
        for step, first in CANT_STEPS:
            for follow, then, theirs in CANT_FOLLOWS:
                mark = "" if theirs else YOURS
                yield ACTORS[actor], f"{mark}{actor} {step}. {follow}", (first, then), False


_ORIGIN_WORDS = {
    "hand": "hand",
    "reserve": "reserve",
    "discard_pile": "discard_pile",
}


def _flat(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The steps in the order they are done, the ``then`` / ``if_cant`` ones after theirs."""
    found: list[dict[str, Any]] = []
    for s in steps:
        found.append(s)
        for key in ("then", "if_cant"):
            found.extend(_flat(s.get(key) or []))
    return found


def _own(step: dict[str, Any], who: str, acting: str | None) -> bool:
    """Whether ``step`` is done by ``who`` on their own things."""
    subject = str(step.get("subject", ""))
    words = subject.split("_")
    if acting == who or step.get("players_do") == who:
        if step.get("action") == "draw":
            return subject in ("", "you", "controller") and "amount" not in step
        mine = (step.get("filter") or {}).get("controller") == "you"
        return mine or "you" in words or "your" in words
    if step.get("action") in ("draw", "resupply"):
        # "opponent": the one opponent, who is each opponent (1.2.1.b)
        return subject == who or (who == "each_opponent" and subject == "opponent")
    one = who.removeprefix("each_")
    return subject.startswith("a_") and (f"_{who}" in subject or f"_each_{one}s_" in subject)


def _fits(step: dict[str, Any], want: Want) -> bool:
    subject = str(step.get("subject", ""))
    if step.get("action") != want.action:
        return False
    if want.origin == "control" and "control" not in subject:
        return False
    if want.origin in _ORIGIN_WORDS and not subject.endswith(_ORIGIN_WORDS[want.origin]):
        return False
    to = step.get("to", "")
    if want.to and to != want.to:
        return False
    if not want.to and to and want.action in ("discard", "exhaust", "ready", "sacrifice"):
        return False
    if str(step.get("position", "")) != want.position:
        return False
    if int(step.get("choose_count", 1) or 1) != want.count:
        return False
    if int(step.get("up_to", 0) or 0) != want.up_to:
        return False
    types = (step.get("filter") or {}).get("types") or []
    if want.kind and want.kind not in types:
        return False
    return not (not want.kind and types and want.origin != "control")


YOURS = "YOURS "
"""The mark of a sentence whose follow-up is the effect's controller's ("If they can't, draw
a card"): right read so where the acting players are one player (1.2.1.b), else refused."""


def verdict(who: str, text: str, want: tuple[Want, ...], may: bool, read: Any) -> str:
    """``right`` / ``wrong`` / ``not read`` for ``text`` read as ``read`` (None: not read)."""
    if text.startswith(YOURS):
        return _yours_verdict(who, want, read)
    if read is None:
        return "not read"
    steps = _flat(read)
    if len(steps) != len(want):
        return "wrong"
    acting = read[0].get("players_do")
    targeted = sum(
        "target" in str(s.get("subject", "")) + str(s.get("players_do", "")) for s in steps
    )
    if targeted > (1 if who.startswith("target") else 0):
        return "wrong"  # a targeted player is targeted once (6.5.b)
    for step, w in zip(steps, want, strict=True):
        if not (_fits(step, w) and _own(step, who, acting)):
            return "wrong"
    return "right" if bool(read[0].get("may")) == may else "wrong"


def _yours_verdict(who: str, want: tuple[Want, ...], read: Any) -> str:
    """ "[actor] [step]. If they can't, draw a card": the draw the caster's, once — right
    for one acting player (each opponent, the target opponent: 1.2.1.b), marked
    ``follow_ups_yours``; for each player, right only refused (once per player who can't,
    or once?)."""
    if who == "each_player":
        return "right" if read is None else "wrong"
    if read is None:
        return "not read"
    if len(read) != 1 or not read[0].get("follow_ups_yours"):
        return "wrong"
    step = read[0]
    if not (_fits(step, want[0]) and _own(step, who, step.get("players_do"))):
        return "wrong"
    cant = step.get("if_cant") or []
    ok = len(cant) == 1 and cant[0].get("action") == "draw" and "players_do" not in cant[0]
    return "right" if ok else "wrong"


@dataclass(frozen=True)
class Cell:
    text: str
    verdict: str
    why: str = ""


def judge(who: str, text: str, want: tuple[Want, ...], may: bool) -> Cell:
    from scenarios.cards.printed import read_printed

    reading = read_printed(audit_card(text.removeprefix(YOURS), "Spell"))
    if not reading.executable:
        reason = next((a.reason for a in reading.abilities if a.reason), "not executable")
        return Cell(text, verdict(who, text, want, may, None), reason)
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    steps = dumped.get("effect") or []
    return Cell(text, verdict(who, text, want, may, steps), str(steps))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--wrong", action="store_true")
    parser.add_argument("--not-read", action="store_true")
    args = parser.parse_args()
    found = [judge(*c) for c in cells()]
    for c in found:
        shown = args.list or (args.wrong and c.verdict == "wrong")
        if shown or (args.not_read and c.verdict == "not read"):
            print(f"{c.verdict:>9}: {c.text}  -- {c.why}")
    n = {v: sum(c.verdict == v for c in found) for v in ("right", "wrong", "not read")}
    print(
        f"{len(found)} sentences — read right {n['right']}, read WRONG {n['wrong']}, "
        f"not read {n['not read']}"
    )


if __name__ == "__main__":
    main()
