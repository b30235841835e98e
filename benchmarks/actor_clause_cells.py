"""Other players as the subject of a whole effect (issue 30, eng80): the sibling sentences
"[actor] [may] [verb phrase] [and [verb]s it]" and who chooses in each — read by
``their_choice_audit.py`` (its ``--actors`` family).

The actors are the players a card names as doing a step (1.4.7.b): "Each player", "Each
opponent" (1.2.1), "Target opponent", "Target player" (targeted, 6.5.b, 1.2.6.c). Each
crosses

- **own targets** — "give target Character they control 1 boost", "exhaust / ready /
  sacrifice / send to Reserve target Character they control", "discard target card from
  their Reserve": the acting player is the step's controller, so they choose its target among
  their own (1.4.7.b, 6.5.b), in initiative order (6.1.h); with and without "may" (6.5.c);
- **targets not theirs** — "exhaust target Character", "give target Character 1 boost": who
  chooses is not said; read right only when left to the judge (precision first);
- **chooses X and [verb]s it** — "chooses a Character they control [with the most boosts]
  and sacrifices it" (6.1.h: the choosing player picks their own, compared among their own);
- **reveal** — their hand, the top card of their deck, and "… and puts it in their Reserve /
  hand" (the card revealed is known to all, 1.2.7.d; "it" the card their step revealed).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

ACTORS = {
    "Each player": "each_player",
    "Each opponent": "each_opponent",
    "Target opponent": "target_opponent",
    "Target player": "target_player",
}
"""The players, as printed, and the reading's word for them."""

OWN_TARGETS = (
    ("gives", "give", "target Character they control 1 boost"),
    ("exhausts", "exhaust", "target Character they control"),
    ("readies", "ready", "target Character they control"),
    ("sacrifices", "sacrifice", "target Character they control"),
    ("sends", "send", "target Character they control to Reserve"),
    ("discards", "discard", "target card from their Reserve"),
)
"""(third person, after "may", the rest): steps on a target that is the actor's own."""

OTHERS_TARGETS = (
    ("exhausts", "exhaust", "target Character"),
    ("gives", "give", "target Character 1 boost"),
)
"""Steps on a target the words do not give to the actor: left to the judge."""

CHOSEN = (
    "with the most boosts and sacrifices it",
    "with the fewest boosts and exhausts it",
    "sacrifices it",
    "exhausts it",
    "sends it to Reserve",
    "returns it to their hand",
    "gives it 1 boost",
)
"""What "[actor] chooses a Character they control and …" does to the one they chose."""

REVEALS = (
    "reveals their hand",
    "reveals the top card of their deck",
    "reveals the top card of their deck and puts it in their Reserve",
    "reveals the top card of their deck and puts it in their hand",
    "may reveal the top card of their deck and put it in their Reserve",
)
"""Reveals of the actor's own hidden cards, and a step on the card revealed."""


def cells() -> Iterator[tuple[str, str, str]]:
    """(actor's word, family, sentence) for every cell."""
    for actor, who in ACTORS.items():
        for said, base, rest in OWN_TARGETS:
            yield who, "own target", f"{actor} {said} {rest}."
            yield who, "own target", f"{actor} may {base} {rest}."
        for said, base, rest in OTHERS_TARGETS:
            yield who, "not theirs", f"{actor} {said} {rest}."
            yield who, "not theirs", f"{actor} may {base} {rest}."
        for then in CHOSEN:
            joint = "" if then.startswith("with") else "and "
            yield who, "chooses", f"{actor} chooses a Character they control {joint}{then}."
        for reveal in REVEALS:
            yield who, "reveal", f"{actor} {reveal}."


def _theirs(step: dict[str, Any], who: str) -> bool:
    """Whether ``step`` is done by ``who`` on their own things: under their ``players_do``
    with "you" words (the acting player, 1.4.7.b), or a subject naming each one's own."""
    subject = str(step.get("subject", ""))
    if step.get("players_do") == who:
        mine = (step.get("filter") or {}).get("controller") == "you"
        return mine or "you" in subject.split("_") or "your" in subject.split("_")
    own = {"each_player": "each_player", "each_opponent": "each_opponent"}.get(who, who)
    return f"_{own}" in subject and subject.startswith("a_")


def verdict(who: str, family: str, text: str, steps: list[dict[str, Any]] | None) -> str:
    """``right`` / ``wrong`` / ``not read`` for ``text`` read as ``steps`` (None: not read).

    Right by meaning: a target not the actor's is right only refused; every other cell is
    right when the whole effect is one step the actor does on their own (its targets chosen
    by them), with what follows on "it" done by them too, and the actor targeted at most
    once (6.5.b)."""
    if steps is None:
        return "right" if family == "not theirs" else "not read"
    if family == "not theirs" or len(steps) != 1:
        return "wrong"
    step = steps[0]
    if not _theirs(step, who):
        return "wrong"
    subject = str(step.get("subject", ""))
    if family == "own target" and not subject.startswith("target_"):
        return "wrong"
    if family != "own target" and subject.startswith("target_"):
        return "wrong"
    if (" may " in text) != bool(step.get("may")):
        return "wrong"
    flt = step.get("filter") or {}
    if " boosts and " in text:  # compared among the actor's own (2.5.1.a)
        most = "highest" if "the most" in text else "lowest"
        if (flt.get("extreme"), flt.get("extreme_of")) != (most, "boosts"):
            return "wrong"
        if step.get("players_do") and flt.get("controller") != "you":
            return "wrong"
    then = step.get("then") or []
    if family == "reveal" and " and " in text:
        # "… and puts it in their Reserve": their step on the card revealed — none of its
        # own target or players (the acting player's, 1.4.7.b)
        if len(then) != 1 or then[0].get("subject") != "it" or "players_do" in then[0]:
            return "wrong"
        where = "reserve" if "Reserve" in text else "hand"
        return "right" if then[0].get("to") == where else "wrong"
    return "wrong" if family == "reveal" and then else "right"
