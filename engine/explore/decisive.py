"""Which decisions decide: the cause a verdict names.

Each state of the exploration's graph reaches some of the outcomes. A decision is
*decisive* where its answers lead to different sets of outcomes: after one answer an
outcome can still be reached that another answer rules out. Where every answer still
reaches the same outcomes, the decision does not matter there — in the 2.1.d example
(Kuwat, the Dissenter played while Haven, Bravos Bastion is in play, with a second
Character), either Reaction first still reaches both boards: what decides is which
Character is sacrificed.

Decisions met at several states (the same sacrifice asked after each order of the
Reactions) are one decision to a judge: they are grouped by who decides and what —
every choice of which Reaction or modifier comes first is "the order" (4.4.b, 6.2.h) —
and said in a judge's words ("what p1 sacrifices", "whether p2 resupplies").
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.explore.answers import Answer
from engine.explore.search import Explorer
from engine.state.decisions import Decision, DecisionKind
from engine.state.records import record

ORDERS = frozenset({DecisionKind.CHOOSE_REACTION, DecisionKind.MODIFIER_ORDER})
"""Decisions that choose what comes first (4.4.b, 6.2.h): together, "the order"."""

_VERBS = {
    "activate": "activates",
    "augment": "augments",
    "create": "creates",
    "discard": "discards",
    "draw": "draws",
    "exchange": "exchanges",
    "exchange_boosts": "exchanges boosts with",
    "exhaust": "exhausts",
    "gain_counters": "gives counters to",
    "gain_status": "gives a status to",
    "give_boost": "boosts",
    "lose_status": "takes a status from",
    "move": "moves",
    "move_backwards": "moves backwards",
    "move_forward": "moves forward",
    "play_for_free": "plays for free",
    "put": "puts",
    "ready": "readies",
    "remove_counters": "removes counters from",
    "resupply": "resupplies",
    "return": "returns",
    "reveal": "reveals",
    "rush": "rushes",
    "sabotage": "sabotages",
    "sacrifice": "sacrifices",
    "send": "sends",
    "switch_expeditions": "switches to the other Expedition",
    "take_control": "takes control of",
}
"""Atomic actions (6.1.e) as a player does them, for "what p1 sacrifices"."""

_PHRASES = {
    DecisionKind.CHOOSE_AMOUNT: "the number {p} chooses",
    DecisionKind.CHOOSE_MODE: "the mode {p} chooses",
    DecisionKind.CHOOSE_COUNTER: "which counter {p} augments",
    DecisionKind.CHOOSE_STATUS: "the status {p} chooses",
    DecisionKind.CHOOSE_X: "the X {p} chooses for the cost",
    DecisionKind.PLAY_DESTINATION: "where {p} plays the card",
    DecisionKind.PLACE: "which Expedition {p} chooses",
    DecisionKind.OPTIONAL_MODIFIER: "whether {p} applies the optional modifier",
    DecisionKind.OPTIONAL_COST: "whether {p} pays the optional cost",
    DecisionKind.MODIFY_ROLL: "whether {p} modifies the die roll",
    DecisionKind.ROLL_DIE: "the die roll",
    DecisionKind.PAY_MANA: "which Mana Orbs {p} exhausts",
    DecisionKind.TURN: "what {p} does in their turn",
    DecisionKind.EXPAND: "what {p} does at Expand",
    DecisionKind.CLEANUP_RESERVE: "what {p} keeps in Reserve at Clean-up",
    DecisionKind.CLEANUP_LANDMARKS: "what {p} keeps in Landmarks at Clean-up",
    DecisionKind.REMOVE_COUNTERS: "which counters {p} removes",
    DecisionKind.SPEND_IN_ALL: "which counters {p} spends",
    DecisionKind.COST_CHOICE: "what {p} pays the cost with",
}
"""Other decisions in a judge's words (``{p}``: the player deciding)."""


@record
class Decisive:
    """One decision that separates outcomes: in a judge's words (``words``, "what p1
    sacrifices"), and for each outcome it leads to (index from 0) the answers that do (for
    an order, the Reaction or modifier chosen first: "… first")."""

    words: str
    player: str
    kind: str
    prompt: str
    outcomes: tuple[tuple[int, tuple[str, ...]], ...]

    @property
    def order(self) -> bool:
        """Whether it is the order of Reactions or modifiers (4.4.b, 6.2.h)."""
        return self.kind in ORDERS


def _source(decision: Decision) -> str:
    """The card whose effect asks (from the step's label "Kuwat, the Dissenter: sacrifice")."""
    step = decision.resume.step
    if step is None or not step.label:
        return ""
    return step.label.rpartition(": ")[0] if ": " in step.label else step.label


def decision_words(decision: Decision) -> str:
    """A decision as the cause of a verdict, in a judge's words: "the order", "what p1
    sacrifices", "whether p2 resupplies", "the mode p1 chooses"."""
    p, kind = decision.player, decision.kind
    if kind in ORDERS:
        return "the order"
    step = decision.resume.step
    action = step.kind.value if step is not None else ""
    verb = _VERBS.get(action, "")
    if kind in (DecisionKind.TARGET, DecisionKind.TARGET_ONE_MORE):
        return f"what {p} targets"
    if kind == DecisionKind.CHOOSE:
        return f"what {p} {verb}" if verb else f"what {p} chooses"
    if kind == DecisionKind.OPTIONAL_STEP:
        return f"whether {p} {verb}" if verb else f"whether {p} does it"
    phrase = _PHRASES.get(kind)
    if phrase is not None:
        return phrase.format(p=p)
    return f"{p}'s answer to “{decision.prompt}”"


def _reach(explorer: Explorer, ends: Mapping[str, int]) -> dict[str, int]:
    """For each state, the outcomes it can reach, as a bit set (bit ``i``: outcome ``i``):
    each state passes what it reaches to its parents, latest found first, again until
    nothing changes (a parent found after its child — a longer way to the same state —
    or a cycle takes one more pass)."""
    nodes = explorer.nodes
    reach = dict.fromkeys(nodes, 0)
    for key, index in ends.items():
        reach[key] |= 1 << index
    changed = True
    while changed:
        changed = False
        for key in reversed(explorer.order):
            mask = reach[key]
            if not mask:
                continue
            for parent, _ in nodes[key].parents:
                if reach[parent] | mask != reach[parent]:
                    reach[parent] |= mask
                    changed = True
    return reach


def _bits(mask: int) -> list[int]:
    """The indices of the bits set in ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def decisive_decisions(explorer: Explorer, ends: Mapping[str, int]) -> tuple[Decisive, ...]:
    """The decisions whose answers lead to different outcomes (``ends``: each end state's
    key → its outcome's index), in the order first met, grouped as a judge sees them."""
    reach = _reach(explorer, ends)
    children: dict[str, list[tuple[Answer, str]]] = {}
    for key in explorer.order:
        for parent, ans in explorer.nodes[key].parents:
            children.setdefault(parent, []).append((ans, key))
    found: dict[tuple[str, ...], tuple[Decision, dict[int, dict[str, None]]]] = {}
    for key in explorer.order:  # breadth first: decisions met earlier first
        decision = explorer.nodes[key].state.pending
        led = [(ans, reach[child]) for ans, child in children.get(key, ()) if reach[child]]
        if decision is None or len({mask for _, mask in led}) < 2:
            continue  # every answer still reaches the same outcomes: not decisive here
        group: tuple[str, ...] = (
            ("order",)
            if decision.kind in ORDERS
            else (decision.player, decision.kind, _source(decision), decision_words(decision))
        )
        _, by_outcome = found.setdefault(group, (decision, {}))
        for ans, mask in led:
            said = ans.picked or ans.said
            if decision.kind in ORDERS:  # what is played or applied first (4.4.b, 6.2.h)
                said += " first"
            for i in _bits(mask):
                by_outcome.setdefault(i, {})[said] = None
    words = {g: decision_words(d) for g, (d, _) in found.items()}
    every = list(words.values())
    out = []
    for group, (decision, by_outcome) in found.items():
        said = words[group]
        source = _source(decision)
        if every.count(said) > 1 and source:  # two decisions read the same: say whose
            said = f"{said} for {source}"
        out.append(
            Decisive(
                said,
                decision.player,
                decision.kind,
                decision.prompt,
                tuple((i, tuple(by_outcome[i])) for i in sorted(by_outcome)),
            )
        )
    return tuple(out)


def order_asked(explorer: Explorer) -> bool:
    """Whether an order (of Reactions or modifiers) with a real choice was explored."""
    return any(
        n.state.pending is not None
        and n.state.pending.kind in ORDERS
        and len(n.state.pending.options) > 1
        and n.explored
        for n in explorer.nodes.values()
    )


def _join(items: list[str]) -> str:
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def cause_sentences(
    decisive: tuple[Decisive, ...], order_explored: bool, outcomes: int
) -> list[str]:
    """The verdict's sentences (lower case first, the caller capitalises): what matters,
    and whether the order does."""
    if outcomes == 0:
        return ["no answer reached the stopping point"]
    if outcomes == 1:
        if order_explored:
            return ["the order does not matter: every answer leads to the same board"]
        return ["every answer leads to the same board"]
    causes = [d.words for d in decisive]
    if not causes:  # outcomes apart only where the engine could not follow an answer
        return [f"the answers matter: {outcomes} outcomes"]
    order_matters = any(d.order for d in decisive)
    if order_explored and not order_matters:
        verb = "does" if len(causes) == 1 else "do"
        return ["the order does not matter", f"{_join(causes)} {verb}: {outcomes} outcomes"]
    verb = "matters" if len(causes) == 1 else "matter"
    return [f"{_join(causes)} {verb}: {outcomes} outcomes"]


__all__ = [
    "ORDERS",
    "Decisive",
    "cause_sentences",
    "decision_words",
    "decisive_decisions",
    "order_asked",
]
