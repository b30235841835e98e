"""The semantic functions of the grammar's block "amounts, costs and the Deck as slots" of
``altered.lark`` (issue 30). A number in every slot a number takes: counted amounts "for
every two [objects]", "…, up to a max of N" after a count and "half the number of [objects],
rounded down" (6.5.i); "for each of my [name] counters" (2.5.c); "equal to [half] the
result" after a roll (7.3.33.b); "for each [object] sacrificed this way" after a token step;
at most N boosts in a description (2.5.1); boosts removed as counters (2.5.g). The Deck and
Reserves: "and the rest at the bottom of your deck in any order" after a look or reveal
(7.3.27), targets from an opponent's Reserve or from Reserves (6.5.b). A count or place a
step cannot say exactly is refused with the words not read (precision first)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.repeated_steps import per_step
from scenarios.cards.grammar.tree import Sentence


def counted_most(step: Step, most: int) -> Step:
    """ "[step] for each [counted], up to a max of N": the amount counted is at most N
    (6.5.i) — said of any step whose amount ``per`` counts but boosts and counters, whose "up
    to a max of" says the object's total after any amount (``max_total``, steps.py)."""
    repeated = "x_is" in step and not step.get("x_chooses")  # a step done X times
    if ("per" not in step and not repeated) or "per_most" in step:
        raise NotRead("up to a max of", "'up to a max of' after no count", "max_total_chain")
    return {**step, "per_most": most}


class AmountSemantics(SemanticsBase):
    """Counted amounts in every slot of a counted step (6.5.i)."""

    def per_every_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for every N [objects]": the step's number once per N objects counted,
        rounded down (6.5.i)."""
        steps, every, counted = items[0], _number(items[1]), items[-1]
        step = per_step(steps[-1], counted)
        if "per" not in step or every < 2:  # a step repeated, not counted by its amount
            raise NotRead(
                "for every", "'for every' after this step is not read yet", "per_every_chain"
            )
        if isinstance(step["per"], str):  # id40: "cards in your Reserve" counted as
            # "the number of cards in your Reserve" is ("card in your reserve", 6.5.i)
            from scenarios.cards.grammar.semantics.static import _counted_phrase

            step = {**step, "per": _counted_phrase(step["per"])}
        return [*steps[:-1], {**step, "per_every": every}]

    def my_counters_counted(self, items: list[Any]) -> str:
        """ "of my Arcane counters" / "my boosts": the count "[name] counter on me" says."""
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        return f"{str(names[0]).lower()} counter on me" if names else "boost on me"

    # ------------------------------------------------------------- a die's result (7.3.33)
    def whole_result(self, _: list[Any]) -> str:
        return "whole"

    @v_args(meta=True)
    def half_result(self, meta: Meta, _: list[Any]) -> str:
        return "half_" + self._span(meta).split()[-1].lower()  # "half_down" / "half_up"

    def draw_equal_result(self, items: list[Any]) -> Sentence:
        """ "Draw cards equal to [half] the result[, rounded down]" (7.3.9, 7.3.33.b)."""
        return _result_outcomes({"action": "draw"}, items[-1])

    def gain_boosts_equal_result(self, items: list[Any]) -> Sentence:
        """ "[object] gains boosts equal to [half] the result" (2.5.1, 7.3.33.b)."""
        step = self.gain_boosts([items[0], 1])  # type: ignore[attr-defined]
        return _result_outcomes(step, items[-1])

    def gain_counters_equal_result(self, items: list[Any]) -> Sentence:
        name = next(t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME")
        step = self.gain_counters([items[0], 1, name])  # type: ignore[attr-defined]
        return _result_outcomes(step, items[-1])

    # ------------------------------------------------------------- boosts removed (2.5.g)
    @v_args(meta=True)
    def remove_boosts(self, meta: Meta, items: list[Any]) -> Step:
        """ "Remove N boosts from [object]": N boost counters (2.5.1.a, 2.5.g). From a bare
        group, N in all (counters_from_group.py, 6.1.g)."""
        from scenarios.cards.grammar.semantics.counters_from_group import divided, from_among
        from scenarios.cards.grammar.semantics.from_each import removed_from_each
        from scenarios.cards.grammar.semantics.object_subjects import _subject

        amount, *rest = items
        in_all = divided(rest[-1], amount, self._span(meta))  # a total among them (gz)
        rest[-1] = from_among(rest[-1], amount, self._span(meta))
        step: Step = {"action": "remove_counters", **_subject(rest[-1]), "amount": amount}
        step = {**step, "counter": "boost"}
        return step if in_all else removed_from_each(rest[-1], step)  # N from each

    @v_args(meta=True)
    def remove_up_to_boosts(self, meta: Meta, items: list[Any]) -> Step:
        """ "Remove up to N boosts from [object]": 0 to N boosts, the player's choice. From a
        bare group, up to N in all: refused (counters_from_group.py, 6.1.g)."""
        from scenarios.cards.grammar.semantics.counters_from_group import divided, from_among
        from scenarios.cards.grammar.semantics.from_each import removed_from_each
        from scenarios.cards.grammar.semantics.numbers_and_distribution import fixed_number
        from scenarios.cards.grammar.semantics.object_subjects import _subject

        amount, *rest = items
        in_all = divided(rest[-1], 0, self._span(meta))  # up to N in all (gz)
        rest[-1] = from_among(rest[-1], 0, self._span(meta))
        step: Step = {"action": "remove_counters", **_subject(rest[-1]), "amount": "X"}
        step = {**step, "amounts": list(range(fixed_number(amount) + 1)), "counter": "boost"}
        return step if in_all else removed_from_each(rest[-1], step)  # "up to N from each"

    def rest_at_deck_bottom(self, _: list[Any]) -> Step:
        """ "the rest / the others at the bottom of your deck in any order": each card seen
        and not put elsewhere, put at the bottom one at a time (:func:`resolve_rest_of_seen`)."""
        return {
            "action": "put",
            "subject": "a_card_among_them",
            "to": "deck",
            "position": "bottom",
            REST_OF_SEEN: True,
        }

    # ------------------------------------------------------------- Reserves (3.2.10)
    def from_opponents_reserve(self, _: list[Any]) -> tuple[str, str]:
        """ "from an opponent's Reserve": read as "in an opponent's Reserve" (a two-player
        game's one opponent, 1.2.1.b)."""
        return ("counted_only", "in an opponent's reserve")

    def in_any_reserve(self, _: list[Any]) -> tuple[str, bool]:
        """ "from Reserves", "in Reserves": in any player's Reserve, as "in Reserve"."""
        return ("in_reserve", True)

    def per_acted_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for each [noun] sacrificed this way": the step's things (one, or N: "two
        boosts for each …") made once per object the step before acted on (6.5.i) — a step
        counted by its amount (tokens made, cards drawn, boosts given); any other is not
        read."""
        from scenarios.cards.grammar.semantics.acted_costs import _one_per

        steps, verb = items[0], items[-1]
        last = steps[-1]
        # "[X], then [Y] for each [noun] [X-ed] this way": what is counted is X's result, so
        # "for each" is Y's alone (X cannot count its own result, 6.5.i); "Draw a card and
        # create … for each …" after a step of another verb: which steps it counts is unsaid
        if len(steps) > 1 and not _acted_by(steps[-2], verb):
            raise NotRead("for each", "'for each' after several steps is not read yet")
        counted = ("create", "draw", "give_boost", "gain_counters")
        if last.get("action") not in counted or set(last) & {"per", "times", "if", "may", "then"}:
            raise NotRead("this way", "'for each … this way' after this step is not read yet")
        return [*steps[:-1], _one_per(last.get("amount", 1), last, verb)]

    # ------------------------------------------------------------- boosts on an object (2.5.1)
    @v_args(meta=True)
    def with_boosts_max(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "with N or fewer / at most N / fewer than N boosts": at most that many (2.5.1);
        at most none is "with no boosts" (not Boosted, 2.4.5.a)."""
        words = self._span(meta).lower().split()
        number = next(w for w in words[1:] if w not in ("at", "most", "fewer", "less", "than"))
        most = _number(number) - (1 if "than" in words else 0)
        if most <= 0:
            return ("without_status", "Boosted")
        return ("boosts_max", most)

    # ------------------------------------------------------------- half a count (6.5.i)
    @v_args(meta=True)
    def draw_half_count(self, meta: Meta, items: list[Any]) -> Step:
        """ "Draw cards equal to half the number of [objects], rounded down": one card per
        two objects counted (6.5.i)."""
        step = self.draw_equal_count([items[-1]])  # type: ignore[attr-defined]
        return _halved(step, self._span(meta))

    @v_args(meta=True)
    def gain_boosts_half_count(self, meta: Meta, items: list[Any]) -> Step:
        """ "[object] gains boosts equal to half the number of [objects], rounded down"."""
        step = self.gain_boosts_equal_count([items[0], items[-1]])  # type: ignore[attr-defined]
        return _halved(step, self._span(meta))


def _result_amount(result: int, kind: str) -> int:
    """The amount a die's ``result`` gives: all of it, or half of it rounded down or up,
    plus the number "[kind]:[N]" adds ("the result minus 2", gram73), never below none."""
    kind, _, added = kind.partition(":")
    plus = int(added) if added else 0
    if kind == "whole":
        return max(result + plus, 0)
    return max((result // 2 if kind == "half_down" else (result + 1) // 2) + plus, 0)


def _result_outcomes(step: Step, kind: str) -> Sentence:
    """``step`` once per result of the roll before (7.3.33.b), its amount what that result
    gives; results giving the same amount are one range, those giving none no outcome."""
    outcomes: list[dict[str, Any]] = []
    for result in range(1, 7):
        amount = _result_amount(result, kind)
        if amount == 0:
            continue
        last = outcomes[-1] if outcomes else None
        if last is not None and last["effect"][0]["amount"] == amount:
            last["high"] = result
            continue
        outcomes.append({"low": result, "high": result, "effect": [{**step, "amount": amount}]})
    return Sentence(outcomes, "outcome", "draw_equal_result")


REST_OF_SEEN = "_rest_of_seen"
"""Marks "the rest at the bottom of your deck in any order" until :func:`resolve_rest_of_seen`
knows how many cards the step before saw."""


def resolve_rest_of_seen(steps: list[Step]) -> list[Step]:
    """ "Look at / Reveal the top N cards of your deck. Put one in [zone] and the rest at the
    bottom of your deck in any order.": the rest — N minus the cards already put — put at the
    bottom one at a time, each chosen by their player as it goes (the order they choose,
    6.1.g, 7.3.27). "The rest" after anything but such a step is not read."""
    refused = ("the rest", "'the rest' names no cards seen", "rest_at_deck_bottom")
    return seen_counted(steps, _rest_counted, (REST_OF_SEEN,), refused)


def seen_counted(
    steps: list[Step],
    count: Callable[[list[Step], int], list[Step]],
    marks: Collection[str],
    refused: tuple[str, str, str],
) -> list[Step]:
    """``steps`` with the follow-ups of each step that looked at or revealed the top N cards
    of its controller's Deck (3.2.2.b, 1.2.7.d) counted by that N (``count``); a mark of
    ``marks`` left after that (it names no cards seen) refuses the text with ``refused`` —
    the words, the reason and the rule of :class:`NotRead` (precision first)."""
    out: list[Step] = []
    for step in steps:
        step = dict(step)
        seen = step.get("action") in ("look", "reveal") and isinstance(step.get("amount"), int)
        then = step.get("then")
        if seen and step.get("subject") == "top_cards_of_your_deck" and isinstance(then, list):
            step["then"] = count(then, int(step["amount"]))
        if _marked(step, marks):
            raise NotRead(*refused)
        out.append(step)
    return out


def _marked(step: Any, marks: Collection[str]) -> bool:
    """Whether a mark of ``marks`` no seeing step counted is left in ``step`` or its
    follow-ups."""
    if isinstance(step, list):
        return any(_marked(s, marks) for s in step)
    if not isinstance(step, dict):
        return False
    return any(m in step for m in marks) or any(_marked(v, marks) for v in step.values())


def _rest_counted(then: list[Step], seen: int) -> list[Step]:
    out: list[Step] = []
    put = 0
    up_to = False  # "Put up to two of them …": none to two put, so the rest is 1 to N
    for step in then:
        if REST_OF_SEEN not in step:
            among = step.get("subject") == "a_card_among_them"
            # a put that may put none — "up to", "you may", "a Character from among them"
            # when none is one, "if …" (gram98) — leaves as many as were seen
            maybe_none = bool(set(step) & {"up_to", "may", "filter", "if"})
            up_to = up_to or (among and maybe_none)
            # hb: "Put two of them in your hand" puts that many (``times``, 6.1.g)
            put += int(step.get("times", 1)) if among and not maybe_none else 0
            out.append(step)
            continue
        # the most that can be left: each instance puts one of those left, and does nothing
        # once none is (6.5.i, 1.4.1.c)
        rest = seen - put
        if (put == 0 and not up_to) or rest < 1 or any(REST_OF_SEEN in s for s in out):
            raise NotRead(
                "the rest", "'the rest' after no card put is not read", "rest_at_deck_bottom"
            )
        step = {k: v for k, v in step.items() if k != REST_OF_SEEN}
        out.append({**step, **({"times": rest} if rest > 1 else {})})
    return out


def _halved(step: Step, said: str) -> Step:
    """A counted ``step`` with its count halved, rounded down (``per_every``: 2) or, said so,
    rounded up (``per_round_up``, gram73) — 6.5.i."""
    if "per" not in step or set(step) & {"per_plus", "per_every", "per_most"}:
        raise NotRead("half", "half of this amount is not read yet", "half_count")
    up = said.lower().rstrip(". ").endswith("up")
    return {**step, "per_every": 2, **({"per_round_up": True} if up else {})}


def _acted_by(step: Step, verb: Any) -> bool:
    """Whether ``step`` is one of the verb "[noun] [verb] this way" names ("sacrificed":
    a sacrifice), so that a step after it in the same sentence counts what it did."""
    from scenarios.cards.grammar.semantics.acted_costs import _VERB_ACTIONS
    from scenarios.cards.grammar.semantics.composed_steps import OF_THEM, OF_THEM_ACTIONS

    actions = OF_THEM_ACTIONS if str(verb) == OF_THEM else _VERB_ACTIONS.get(str(verb))
    return actions is not None and step.get("action") in actions
