"""The cost of the object the step before acted on, as an amount (issue 30, amounts and
references): "X boosts, where X is the sacrificed Character's Hand Cost", "draw cards equal to
the discarded card's Reserve Cost".

The words name one object a step before acted on ("Sacrifice a Character. If you do, …",
"Discard a card, then …"; 6.5.f): the step is read as that step's follow-up (``then``), its
amount one per point of that object's printed cost (2.2.7, 2.2.8; a token's is 0, 2.2.7.c),
counted as the step happens (6.5.i) — ``per: its hand cost`` / ``its reserve cost``. The engine
counts what "it" names (``engine.pipeline.numbers_counted``: ``Counted.ITS_HAND_COST``).

Precision first: the follow-up must come after a step of the verb the participle says
("the sacrificed Character" after a sacrifice; "chosen" after any choice of one object), of
one object chosen (6.1.g) or targeted (6.5.b); anywhere else (a cost's object — "{T},
Sacrifice a Character: …" — or several objects) it is not read (:func:`acted_costs_joined`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.static import XAmount

Step = dict[str, Any]

ACTED_COUNTS = {"hand": "its hand cost", "reserve": "its reserve cost"}
EACH_GROUPS = frozenset({"characters_you_control", "objects_in_play"})
"""gf: the groups whose "its … Cost" is each one's own (``each_object_steps``, 6.5.i)."""
"""The ``per`` each cost is kept as (read by ``scenarios.cards.more_conditions.more_count``)."""

_ACTED = "_acted"
"""The key that keeps the participle on a step until :func:`acted_costs_joined` checks it."""

_VERB_ACTIONS = {
    "sacrificed": frozenset({"sacrifice"}),
    "discarded": frozenset({"discard"}),
    "returned": frozenset({"return"}),
    "sent": frozenset({"send", "put"}),
    "put": frozenset({"put", "send"}),
    "readied": frozenset({"ready"}),
}
"""The actions each participle names (7.3.36, 7.3.7, 7.3.32/7.3.37; "sent" / "put" in
Reserve are one move, 7.3.37.b; 7.3.31 ready); "chosen": any. ("exhausted this way" is not
said: the lexer gives "exhausted" as a status, and a status after a description's noun is
the LALR collision noun: SUBTYPE / adjective: SUBTYPE on STATUS.)"""

_COUNTED = frozenset({"give_boost", "gain_counters", "draw"})
"""Steps whose amount is how many things are given or drawn (2.5, 7.3.9.a)."""


@dataclass(frozen=True)
class ActedCost:
    """ "the [participle] [noun]'s [Hand / Reserve] Cost": which cost, of what was done."""

    cost: str  # "hand" or "reserve"
    verb: str  # "sacrificed", "discarded", "chosen", "returned"; "its" / "that" (any action)


class ActedCostSemantics:
    """Semantic functions of the block "amounts and references: the cost of the object the
    step before acted on" of altered.lark."""

    def acted_hand_cost(self, _: list[Any]) -> str:
        return "hand"

    def acted_reserve_cost(self, _: list[Any]) -> str:
        return "reserve"

    def acted_sacrificed(self, _: list[Any]) -> str:
        return "sacrificed"

    def acted_discarded(self, _: list[Any]) -> str:
        return "discarded"

    def acted_chosen(self, _: list[Any]) -> str:
        return "chosen"

    def acted_returned(self, _: list[Any]) -> str:
        return "returned"

    def acted_sent(self, _: list[Any]) -> str:
        return "sent"

    def acted_put(self, _: list[Any]) -> str:
        return "put"

    def acted_readied(self, _: list[Any]) -> str:
        return "readied"

    @v_args(meta=True)
    def its_acted_cost(self, meta: Meta, items: list[Any]) -> ActedCost:
        """ "its / that Character's Hand Cost": of the one object the step before acted on
        (6.5.f, 6.5.i), by whichever action ("it", 6.3.i)."""
        said = self._span(meta)  # type: ignore[attr-defined]
        return ActedCost(cost=items[-1], verb="its" if said.startswith("its") else "that")

    def acted_cost(self, items: list[Any]) -> ActedCost:
        verb, cost = items
        return ActedCost(cost=cost, verb=verb)

    def where_x_acted_cost_chain(self, items: list[Any]) -> list[Step]:
        """ "[step with X], where X is the sacrificed Character's Hand Cost"."""
        steps, acted = items
        found = [i for i, s in enumerate(steps) if isinstance(s.get("amount"), XAmount)]
        if len(found) != 1:
            raise NotRead("where x", "'where X is' names no single amount X", "where_x_chain")
        i = found[0]
        return [*steps[:i], _acted_amount(steps[i], acted), *steps[i + 1 :]]

    def draw_equal_acted(self, items: list[Any]) -> Step:
        """ "Draw cards equal to the discarded card's Hand Cost" (7.3.9.a)."""
        return _acted_amount({"action": "draw", "amount": XAmount(0)}, items[-1])

    def player_draws_equal_acted(self, items: list[Any]) -> Step:
        """ "[player] draws cards equal to …"."""
        step = self.player_draws([items[0], 1])  # type: ignore[attr-defined]
        return _acted_amount({**step, "amount": XAmount(0)}, items[-1])

    def gain_boosts_equal_acted(self, items: list[Any]) -> Step:
        """ "[object] gains boosts equal to the sacrificed Character's Hand Cost" (2.5.1)."""
        step = self.gain_boosts([items[0], 1])  # type: ignore[attr-defined]
        return _acted_amount({**step, "amount": XAmount(0)}, items[-1])

    def gain_counters_equal_acted(self, items: list[Any]) -> Step:
        """ "[object] gains [name] counters equal to …" (2.5)."""
        step = self.gain_counters([items[0], 1, items[1]])  # type: ignore[attr-defined]
        return _acted_amount({**step, "amount": XAmount(0)}, items[-1])


def _acted_amount(step: Step, acted: ActedCost) -> Step:
    """``step`` with its amount the cost ``acted`` names, one per point (6.5.i)."""
    if step.get("action") not in _COUNTED or any(
        k in step for k in ("per", "up_to", "amounts", "max_total")
    ):
        raise NotRead("where x", "this amount of a cost is not read yet", "acted_cost")
    if acted.verb == "its" and step.get("subject") in EACH_GROUPS:
        # gf: "Each Character you control gains boosts equal to its Hand Cost": "its" is each
        # one's own — the step once per object, "it" that one (6.5.i, 2.2.7)
        plus = step["amount"].plus if isinstance(step["amount"], XAmount) else 0
        flt = step.get("filter")
        return {
            **{k: v for k, v in step.items() if k != "filter"},
            **({"for_each_filter": flt} if flt else {}),
            "subject": "it",
            "amount": 1,
            "per": ACTED_COUNTS[acted.cost],
            "for_each": step["subject"],
            **({"per_plus": plus} if plus else {}),
        }
    if acted.verb == "its" and step.get("subject") not in (None, "self", "controller"):
        # "Target Character gains boosts equal to its Hand Cost": "its" may be the step's own
        # object as well as what the step before acted on — not read (precision first)
        raise NotRead(
            "its",
            "'its … Cost' may name the object of its own step or the one acted on before",
            "acted_cost",
        )
    plus = step["amount"].plus if isinstance(step["amount"], XAmount) else 0
    more = {"per_plus": plus} if plus else {}
    return {**step, "amount": 1, "per": ACTED_COUNTS[acted.cost], _ACTED: acted.verb, **more}


def acted_costs_joined(value: Any, before: Step | None = None) -> None:
    """Check, and then forget, the participle of each step counting a cost of what the
    step before acted on: it must be a follow-up (``then``) of a step of that verb on one
    object chosen or targeted; refused otherwise (it would count what the card does not
    name)."""
    if isinstance(value, list):
        for item in value:
            acted_costs_joined(item, before)
        return
    if not isinstance(value, dict):
        return
    if _ACTED_MANY in value:  # "for each [noun] sacrificed this way": "that many" joined
        from scenarios.cards.grammar.semantics.composed_steps import OF_THEM, OF_THEM_ACTIONS

        verb = value.pop(_ACTED_MANY)
        group_counted(verb, before)  # semantics/composed_steps.py
        actions = _VERB_ACTIONS.get(verb)
        if str(verb) == OF_THEM:  # "for each of them": the objects a step on objects moved
            actions = OF_THEM_ACTIONS
        if str(verb).startswith("gained "):  # ie: "that gained [status] this way" (7.3.13)
            actions = frozenset({"gain_status"})
            if before is not None and f"gained {before.get('status')}" != str(verb):
                before = None  # another status gained: not what it counts
        if before is None or (actions is not None and before.get("action") not in actions):
            raise NotRead(
                f"{verb} this way",
                f"'{verb} this way' names no step before it of that verb",
                "acted_cost",
            )
    if _ACTED in value:
        verb = value.pop(_ACTED)
        if before is None or not _acts_on_one(before, verb):
            said = verb if verb in ("its", "that") else f"the {verb}"
            raise NotRead(
                said,
                f"'{said} … Cost' names no object a step before acted on",
                "acted_cost",
            )
    for key, item in value.items():
        acted_costs_joined(item, value if key == "then" else None)


def group_counted(verb: Any, before: Step | None) -> None:
    """ "for each [noun] [participle] this way" after a step on every object of a group: the
    noun must name the group's whole kind, or every object acted on would not be counted
    as the text says (refused otherwise)."""
    from scenarios.cards.grammar.semantics.composed_steps import counted_group_fits

    if before is not None and (
        not counted_group_fits(verb, before)
        or not each_players_own_fits(verb, before)
        or not chosen_kind_fits(verb, before)
    ):
        raise NotRead(
            f"{verb} this way",
            f"the objects '{verb} this way' counts are not all those the step before acted on",
            "acted_cost",
        )


_OWN_KINDS = (("a_character_or_permanent_", "permanent"), ("a_character_", "character"))
"""The kind of object each player's own step names, by how its subject begins ("a card from
their hand / Reserve": any card, "card")."""


# ==== g3: the noun of "for each [noun] [participle] this way" after a choice (issue 30) ====
_CHOSEN_KINDS = (
    ("a_character_or_permanent_", frozenset({"character", "permanent"})),
    ("a_character_", frozenset({"character"})),
    ("a_card_", frozenset({"card"})),
    ("target_character_or_permanent", frozenset({"character", "permanent"})),
    ("target_character", frozenset({"character"})),
    ("target_permanent", frozenset({"permanent"})),
    ("target_card", frozenset({"card"})),
    ("target_reserve_card", frozenset({"card"})),
    ("target_discard_card", frozenset({"card"})),
)
"""The kinds of object a chosen or targeted step's subject lets through, by how it begins, when
its filter names no type ("Sacrifice any number of Characters": Characters; "Discard any number
of cards from your hand": any card; "Send up to two target Characters you control to Reserve":
Characters, whoever controls them — a controller narrows which objects are chosen, not what
the step acted on)."""


def chosen_kind_fits(verb: Any, before: Step) -> bool:
    """Whether "for each [noun] [participle] this way" after a step on objects its player
    chooses or targets ("Sacrifice any number of Permanents", "Discard up to two cards")
    counts every object that step acted on: the noun is "card", or the one kind the step
    lets through, with no adjective narrowing it. "Sacrifice any number of Permanents. Draw a
    card for each Character sacrificed this way" counts only some of them — refused (6.5.i:
    the step done once per thing the words count, and only those)."""
    from scenarios.cards.grammar.semantics.composed_steps import _GROUPS, EVERY_ONE, ActedVerb

    subject = str(before.get("subject", ""))
    if subject in _GROUPS or not isinstance(verb, ActedVerb):
        return True  # a group's count: ``counted_group_fits``
    noun = verb.noun.lower()
    if noun == EVERY_ONE:
        return True
    if verb.narrowed or noun == "?":
        return noun != "?" and not verb.narrowed
    if noun == "card":
        return True
    types = frozenset(str(t).lower() for t in (before.get("filter") or {}).get("types") or ())
    said = (k for opens, k in _CHOSEN_KINDS if subject.startswith(opens))
    kinds: frozenset[str] | None = types or next(said, None)
    return kinds == frozenset({noun})


def each_players_own_fits(verb: Any, before: Step) -> bool:
    """Whether "for each [noun] [participle] this way" after "Each player / Each opponent
    [step]s a [kind] of their own" (gram114) counts every object it acted on: the noun is
    that kind, no adjective narrowing it ("for each Character sacrificed this way" after
    "Each player sacrifices a Permanent" counts some of them: refused, 6.5.i)."""
    from scenarios.cards.grammar.semantics.composed_steps import EVERY_ONE, ActedVerb
    from scenarios.cards.grammar.semantics.players_acting import each_players_own

    alone = {k: v for k, v in before.items() if k != "then"}  # the count joined as "then"
    if not each_players_own(alone) or not isinstance(verb, ActedVerb) or verb.noun == EVERY_ONE:
        return True
    if verb.narrowed:
        return False
    subject = str(before.get("subject", ""))
    kind = next((k for opens, k in _OWN_KINDS if subject.startswith(opens)), "card")
    flt = before.get("filter") or {}
    if flt:  # "a Permanent": its one type, and nothing else narrowing it
        types = [str(t).lower() for t in flt.get("types") or ()]
        if set(flt) != {"types"} or len(types) != 1:
            return False
        kind = types[0]
    return verb.noun.lower() == kind


def _acts_on_one(step: Step, verb: str) -> bool:
    """Whether ``step`` acts on one object its player chooses or targets (6.1.g, 6.5.b),
    by an action ``verb`` names."""
    actions = _VERB_ACTIONS.get(verb)
    if actions is not None and step.get("action") not in actions:
        return False
    if step.get("any_number") or step.get("up_to") or step.get("choose_count", 1) > 1:
        return False
    subject = str(step.get("subject", ""))
    return subject.startswith(("a_", "an_", "target_", "another_"))


_ACTED_MANY = "_acted_many"
"""The key that keeps the participle of "for each [noun] [participle] this way" on a step
until :func:`acted_costs_joined` checks the step it follows."""


class ActedManySemantics:
    """Semantic functions of the block "one per object the step before acted on"."""

    def counted_acted(self, items: list[Any]) -> str:
        return str(items[-1])  # the participle (acted_verb's reading)


def _one_per(n: int, step: Step, verb: str) -> Step:
    from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

    # "[N things] for each [noun] [participle] this way": N per object the step before acted
    # on (6.5.i), the engine multiplying as it counts them (``counted_amount``)
    return {**step, "amount": ThatMany(n), _ACTED_MANY: verb}
