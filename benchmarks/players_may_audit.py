"""Audit (prec25, issue 30): who the engine asks when a group of players is the subject of an
optional step or of a choice — "Each player / Each opponent / Target opponent [may] [step]"
with the atomic actions 7.3 the grammar reads. For each sibling sentence, played as a Spell by
p1 (p1 has initiative), it prints the grammar's refusal, or the decisions asked in order as
"kind:player" (every "may" answered yes, every choice its first option) — e.g. an "Each player
may" step reads right when p1 and p2 each decide (6.5.c, 1.4.7.b, 1.4.5.a).

    .venv/bin/python benchmarks/players_may_audit.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import DecisionKind, GameBuilder, answer, find, play_card
from tests.cards_grammar.grammar_cards import grammar_fields
from tests.engine.helpers import until_decision

ACTIONS = (
    ("sacrifice a Character", "sacrifices a Character"),
    ("sacrifice a token", "sacrifices a token"),
    ("sacrifice two Characters", "sacrifices two Characters"),
    ("discard a card from their hand", "discards a card from their hand"),
    ("discard a card from their Reserve", "discards a card from their Reserve"),
    ("draw a card", "draws a card"),
    ("Resupply", "Resupplies"),
    (
        "return a Character they control to their hand",
        "returns a Character they control to their hand",
    ),
    ("exhaust a Character they control", "exhausts a Character they control"),
    (
        "send a Character they control to their Reserve",
        "sends a Character they control to their Reserve",
    ),
)
"""Atomic actions 7.3 (sacrifice 7.3.36, discard 7.3.7, draw 7.3.8, Resupply 7.3.31, return,
exhaust, send): the verb as said after "may" and in the third person."""
PLAYERS = ("Each player", "Each opponent", "Target opponent", "You and target opponent")
ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def sentences() -> list[str]:
    """The sibling sentences: every group of players × action × may / must."""
    out = []
    for who in PLAYERS:
        plural = who.startswith("You and")
        for may, does in ACTIONS:
            out.append(f"{who} may {may}.")
            out.append(f"{who} {may if plural else does}.")
    return out


def asked(text: str) -> str:
    """The decisions the engine asks for ``text``, in order, or why it is refused."""
    try:
        card = grammar_fields(text, "Decree", type="Spell")
    except AssertionError as e:
        return "refused: " + str(e)[:90]
    b = GameBuilder().in_hand("p1", "Decree", **card)
    for p in ("p1", "p2"):
        b = b.in_expedition(p, "hero", f"{p} ally", **ALLY)
        b = b.in_hand(p, f"{p} card", **ALLY).in_reserve(p, f"{p} stored", **ALLY)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon().build()
    )
    state, _ = play_card(state, "p1", find(state, "Decree"), "spell")
    state, _ = until_decision(state)
    said: list[str] = []
    for _ in range(12):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        if d.kind != DecisionKind.PAY_MANA:
            said.append(f"{d.kind}:{d.player}")
        pick = (
            ("yes",)
            if d.kind == DecisionKind.OPTIONAL_STEP
            else d.option_ids()[: max(d.min_choices, 1)]
        )
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    return " ".join(said) or "(nothing asked)"


def main() -> None:
    for text in sentences():
        print(f"{text:62s} {asked(text)}")


if __name__ == "__main__":
    main()
