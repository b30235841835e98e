"""The semantic function of the block "gram89: You may play me [from hand] for {N} less by
also [cost]" of ``altered.lark``.

An optional cost of playing the card (5.1.2.c: declared with the other costs, never forced,
1.2.5.b) that lowers the card's own cost by {N} when paid (5.1.2.f) — the reminder of a
set's keyword ability such as "[Barter 1]. (You may play me from hand for {1} less by also
putting a card from your hand in your Reserve.)". The cost is said as a gerund ("putting a
card from your hand in your Reserve"); it is read as the step the same words say in the
imperative ("Put a card from your hand in your Reserve."), by the same grammar, so every
step the grammar reads is a cost here — and the compiler keeps only the ones the engine pays
(one object the player chooses, moved: 1.2.5.a), refusing the others with the reason. "from
hand" / "from Reserve" is where the card is played from (5.2.a): from elsewhere, its cost is
not lowered and nothing is asked."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number

_GERUNDS = {
    "putting": "Put",
    "discarding": "Discard",
    "sacrificing": "Sacrifice",
    "exhausting": "Exhaust",
    "returning": "Return",
    "sending": "Send",
}
"""The gerund a cost is said with and the imperative verb the grammar reads (7.3)."""

_SAID = re.compile(
    r"^you may play me(?: from (?:your )?(?P<zone>hand|reserve))? for .*? less by also "
    r"(?P<verb>[a-z]+) (?P<rest>.+?)\.?$"
)


def cost_as_step(verb: str, rest: str) -> dict[str, Any]:
    """The step "[verb]ing [rest]" says, read as the imperative "[Verb] [rest]." (7.3)."""
    from scenarios.cards.grammar.reader import read_spell_effect

    said = f"{_GERUNDS[verb]} {rest}."
    try:
        steps = read_spell_effect(said)
    except NotRead as exc:
        raise NotRead(
            f"{verb} {rest}",
            f"the cost '{verb} {rest}' (5.1.2.c) is not read: {exc.reason}",
            "also_paid_cost",
        ) from None
    if len(steps) != 1:
        raise NotRead(
            f"{verb} {rest}",
            f"the cost '{verb} {rest}' is several steps; a cost of one step is read (6.1.a)",
            "also_paid_cost",
        )
    return steps[0]


class AlsoPaidCostSemantics(SemanticsBase):
    """ "You may play me [from hand] for {N} less by also [cost]" (5.1.2.c, 5.1.2.f)."""

    @v_args(meta=True)
    def play_me_for_less_by_also(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """The card's own cost {N} less when the player pays the optional cost with the mana
        (5.1.2.c, 5.1.2.f, 1.2.5.d); "from hand" / "from Reserve" the zone it is played
        from (5.2.a)."""
        said = " ".join(self._span(meta).split())
        m = _SAID.match(said)
        mana = next(i for i in items if isinstance(i, Token) and i.type == "MANA")
        if m is None or m["verb"] not in _GERUNDS:
            raise NotRead(said, f"'{said}' is not read as an optional cost", "also_paid_cost")
        step = cost_as_step(m["verb"], m["rest"])
        if not str(step.get("subject", "")).startswith("a_") or step.get("amount", 1) != 1:
            raise NotRead(
                f"{m['verb']} {m['rest']}",
                f"the cost '{m['verb']} {m['rest']}' moves no one object the player chooses;"
                " only such a cost is paid beside the mana (6.1.a)",
                "also_paid_cost",
            )
        applies = f"me from {m['zone']}" if m["zone"] else "me"
        return {"cost": {"change": -_number(mana), "applies_to": applies, "optional": [step]}}
