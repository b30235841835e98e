"""Audit (eng75, issues 30 and 31): the other players' choices — one order for a step a group
of players does (6.1.h, 1.4.5.a), "[step] unless they pay {N}" / "unless they [step]" (6.5.d,
1.2.5), "for each player who does" (6.5.i) — on the sibling sentences of
``tests/cards_grammar/sentences_group_decisions.py``.

Each sentence is played as a Spell by p1 (who has the initiative) on a board where both
players control a Character and hold a card in hand and one in Reserve, p2 with two ready
Mana Orbs; every "may" is answered as the sibling says, every choice with its first option.
*right*: the decisions asked, in order, are the expected ones, nothing changed on the board
before the last of them (the step is done once every player has decided, 6.1.h), and the
board changed as expected; *refused*: the reader left it to the judge; *wrong*: anything else
(printed with what happened).

    .venv/bin/python benchmarks/group_decisions_audit.py [--list]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import DecisionKind, GameBuilder, GameState, answer, find, play_card
from tests.cards_grammar.grammar_cards import grammar_fields
from tests.cards_grammar.sentences_group_decisions import siblings
from tests.engine.helpers import until_decision

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _counts(state: GameState, decree: str) -> dict[str, int]:
    """What the expectations compare, per player: cards in hand and Reserve, objects in
    the Expeditions, exhausted ones there, ready Mana Orbs."""
    out: Counter[str] = Counter()
    for o in state.objects.values():
        if o.id == decree:
            continue
        kind, _, rest = o.zone.partition(":")
        player = rest.split(":")[0]
        exhausted = "exhausted" in str(o.statuses).lower()
        if kind == "mana":
            out[f"{player} mana"] += 0 if exhausted else 1
            continue
        out[f"{player} {kind}"] += 1
        if kind == "expedition" and exhausted:
            out[f"{player} exhausted"] += 1
    return dict(out)


def _board(state: GameState, decree: str) -> tuple[tuple[str, str, str], ...]:
    """Every object but the Mana Orbs and the Spell, where it is and its statuses: a
    change of it before the last decision is an action done too early."""
    return tuple(
        sorted(
            (o.id, o.zone, str(sorted(str(s) for s in o.statuses)))
            for o in state.objects.values()
            if o.id != decree and not o.zone.startswith("mana")
        )
    )


def played(text: str, reply: str) -> str:
    """What happened: "refused: …", or the decisions asked, "acted early" if the board
    changed before the last of them, and the changes of the counts."""
    try:
        card = grammar_fields(text, "Decree", type="Spell")
    except AssertionError as e:
        return "refused: " + str(e)[-120:]
    b = GameBuilder().in_hand("p1", "Decree", **card)
    for p in ("p1", "p2"):
        b = b.in_expedition(p, "hero", f"{p} ally", **ALLY)
        b = b.in_hand(p, f"{p} card", **ALLY).in_reserve(p, f"{p} stored", **ALLY)
    state, _ = until_decision(
        b.mana("p1", 4).mana("p2", 2).deck_of("p1", 6).deck_of("p2", 6).at_afternoon().build()
    )
    decree = find(state, "Decree")
    before = _counts(state, decree)
    state, _ = play_card(state, "p1", decree, "spell")
    state, _ = until_decision(state)
    said: list[str] = []
    boards: list[tuple[tuple[str, str, str], ...]] = []
    for _ in range(16):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        if d.kind != DecisionKind.PAY_MANA:
            said.append(f"{d.kind}:{d.player}")
            boards.append(_board(state, decree))
        pick = (
            (reply,)
            if d.kind == DecisionKind.OPTIONAL_STEP
            else d.option_ids()[: max(d.min_choices, 1)]
        )
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    after = _counts(state, decree)
    early = " acted early" if len(set(boards)) > 1 else ""
    changes = [
        f"{k} {after.get(k, 0) - before.get(k, 0):+d}"
        for k in sorted(set(before) | set(after))
        if after.get(k, 0) != before.get(k, 0) and k != "p1 mana"
    ]
    return f"{' '.join(said)}{early} | {', '.join(changes)}"


def verdict(expected: str, got: str) -> str:
    """right / wrong / refused: the decisions in order and every expected change."""
    if got.startswith("refused"):
        return "refused"
    asks, _, changes = expected.partition(" | ")
    got_asks, _, got_changes = got.partition(" | ")
    # "Target opponent [step]" done in turn targets the one opponent without asking (6.5.b,
    # 1.2.1.b); a subject naming them asks p1: either is the same target, not measured here
    asks, got_asks = asks.replace("target:p1 ", ""), got_asks.replace("target:p1 ", "")
    if got_asks.strip() != asks.strip():
        return "wrong"
    wanted = [c.strip() for c in changes.split(",") if c.strip()]
    return "right" if all(c in got_changes.split(", ") for c in wanted) else "wrong"


def main() -> None:
    listed = "--list" in sys.argv
    tally: Counter[str] = Counter()
    for text, reply, expected in siblings():
        got = played(text, reply)
        v = verdict(expected, got)
        tally[v] += 1
        if listed or v == "wrong":
            print(f"{v:8} [{reply:3}] {text}")
            print(f"           expected {expected}\n           got      {got}")
    total = sum(tally.values())
    right, wrong, refused = tally["right"], tally["wrong"], tally["refused"]
    print(f"{total} siblings: right {right}, wrong {wrong}, refused {refused}")


if __name__ == "__main__":
    main()
