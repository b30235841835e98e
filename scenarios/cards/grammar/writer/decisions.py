"""The writer's words for what follows a decision (gram33, issue 30), beside the reader's
:mod:`..semantics.decisions` and :mod:`..semantics.decision_forms`: "If they do / don't"
after a step another player decides (6.1.h, 1.4.7 — "If you do" there is refused by the
reader), "If you do / don't" after the controller's own; the optional cost "You may [cost]:
[effect]" (6.5.f, 1.2.5.c) when it is the whole effect, "You may [cost] to [effect]" inside
a longer one (the colon ends the ability)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.decisions import another_players, several_decide

Step = dict[str, Any]

_COST_KEYS = frozenset({"may", "then", "to_pay", "never_forced"})


def who_decided(step: Step) -> str:
    """ "they" after a step another player decides, "you" after the controller's; a
    follow-up after "Each player may" is not said (each or all of them, 6.1.h) — the reader
    refuses it. After a step no one may decline, "If you do" as before (6.5.f)."""
    if not step.get("may"):
        return "you"
    if several_decide(step) and another_players(step):
        from scenarios.cards.grammar.writer.objects import Unwritable  # (a cycle at import)

        raise Unwritable("'If they …' after 'each player may' (each or all of them)")
    return "they" if another_players(step) else "you"


def optional_cost_words(
    step: Step,
    clause: Callable[[Step], str],
    chain: Callable[[list[Step]], str],
    lower: Callable[[str], str],
    *,
    colon: bool,
) -> str | None:
    """ "You may [cost]: [effect]" (``colon``) or "You may [cost] to [effect]" for a step
    read from either (``to_pay``: the effect only if the cost was paid, 6.5.f); None for
    any other step."""
    if not (step.get("may") and step.get("to_pay") and step.get("then")):
        return None
    if another_players(step):
        return None
    cost = {k: v for k, v in step.items() if k not in _COST_KEYS}
    # ---- ib (session 38): "If [condition], [you may] spend … to [effect]" (6.5.d) — the
    # reader reads a condition over a cost "to" a step only when it spends counters
    condition = cost.pop("if", None) if cost.get("action") == "spend_counters" else None
    if condition is not None and (not isinstance(condition, str) or condition == "you don't"):
        return None
    # ---- end ib
    if set(cost) & {"if", "otherwise", "if_not_done", "pay", "players_do", "if_cant"}:
        return None
    effect = chain(step["then"])
    if step.get("never_forced"):  # hb: "Spend … to [effect]", printed without "you may"
        said = clause(cost)
        said = f"{said[:1].upper()}{said[1:]} to {lower(effect)}"
    elif colon and condition is None:
        return f"You may {lower(clause(cost))}: {effect}"
    else:
        said = f"You may {lower(clause(cost))} to {lower(effect)}"
    if condition is not None:  # ib: governed by the condition (6.5.d)
        opening = "Unless " if condition.startswith("unless ") else "If "
        return f"{opening}{condition.removeprefix('unless ')}, {lower(said)}"
    return said
