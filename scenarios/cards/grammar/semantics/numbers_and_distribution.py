"""The semantic functions of the grammar's "numbers and distribution" section (``altered.lark``,
issue 30): numbers fixed by an earlier step ("any number of", "that many", 6.5.i),
distributing boosts and counters (7.3.16, 2.5), exchanging boosts (7.3.11), keyword lists
(7.4), and "Otherwise" said after several sentences (6.5.e). One function per rule, into the
same card structures the sentence patterns give for the same words."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.each_its_own import no_counted_its
from scenarios.cards.grammar.semantics.each_object_steps import once_each_acted, own_named
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.players_acting import counts_objects
from scenarios.cards.grammar.semantics.removed_counts import IT_ACTED, it_acted_counted
from scenarios.cards.grammar.tree import Description, Object, Sentence

Passive = dict[str, Any]


@dataclass(frozen=True, slots=True)
class ThatMany:
    """The amount "that many" before it is joined to the step it counts (6.5.i); ``each``:
    how many things per object counted ("I gain 2 boosts for each Character sacrificed this
    way": 2). Plain data: a slot that takes a fixed number only (a number of Mana Orbs, of
    counters removed "up to", of repeats) asks :func:`fixed_number`, which refuses it with
    its words; one left joined to no step is refused by :func:`no_that_many_left`."""

    each: int = 1
    counted: str = ""
    """What is counted of what the step acted on, when not every object: "token among them"
    ("for each token among them"), "kelon counter it had" ("for each Kelon counter it had")."""

    def __str__(self) -> str:
        return "that many"


def fixed_number(n: object, where: str = "that_many_number") -> int:
    """``n`` where a step takes a fixed number only: "that many" there is none it can
    count, refused with its words (gram42's amount slot matrix found these slots)."""
    if isinstance(n, ThatMany):
        raise NotRead("that many", "'that many' for this step is not read yet", where)
    if isinstance(n, str) and n.isdigit():  # a digit said inline (a NUMBER token)
        return int(n)
    if isinstance(n, bool) or not isinstance(n, int):
        raise NotRead(str(n), f"'{n}' is not a number this step reads", where)
    return n


THAT_MANY_STEPS = frozenset({"draw", "give_boost", "gain_counters", "create"})
"""The steps whose amount "that many" may be: how many cards are drawn, boosts or counters
gained, tokens created — counted as "[N] per [counted]" is (``per: that many``, 6.5.i)."""

_DISTRIBUTED = "target_expeditions_distributed"


class NumbersAndDistributionSemantics(SemanticsBase):
    """Counts fixed by an earlier step, distribution, exchanges and keyword lists."""

    # ------------------------------------------------------------- any number / that many
    def any_number_object(self, items: list[Description]) -> Object:
        """ "any number of cards from your Reserve": a choice of none to all (6.1.g, 6.5.i)."""
        return Object("chosen", items[0], any_number=True)

    def any_number_targets(self, items: list[Description]) -> Object:
        """ "any number of target cards": none to all of them targeted (6.5.b, 6.5.i)."""
        return Object("target", items[0], any_number=True)

    def sacrifice(self, items: list[Object]) -> Step:
        """ "Sacrifice any number of Permanents": the effects section's Permanents, a choice
        of none to all of them (6.5.i)."""
        step: Step = super().sacrifice(items)  # type: ignore[misc]
        if items[0].any_number and not step.get("any_number"):
            if not str(step.get("subject")).startswith("a_"):
                raise NotRead("any number", "'any number of' these objects is not read yet")
            step = {**step, "any_number": True}
        return step

    def return_to_owners_hands(self, items: list[Object]) -> Step:
        """ "Return any number of target Characters to their owners' hands" (7.3.32): each
        to its owner's hand, as "up to N target …" reads."""
        if items[0].any_number:
            return {"action": "return", "to": "hand", "to_owner": True, **_subject(items[0])}
        return super().return_to_owners_hands(items)  # type: ignore[misc, no-any-return]

    def that_many_number(self, _: list[Any]) -> ThatMany:
        return ThatMany()

    def draw_that_many(self, _: list[Any]) -> Step:
        """ "Draw that many." (7.3.9): as many cards as the step before acted on (6.5.i)."""
        return {"action": "draw", "amount": ThatMany()}

    def draw_it(self, _: list[Any]) -> Step:
        """ "Draw it": kept on "it" until :func:`resolve_draw_it` finds the top card of the
        deck it names."""
        return {"action": "draw", "amount": 1, "subject": "it"}

    def to_clause(self, items: list[Any]) -> Sentence:
        """ "Sacrifice any number of Characters to draw that many cards": the second part
        only if the first was done (6.5.f); read only after "any number of" (elsewhere "[X]
        to [Y]" may be a cost, 1.2.5)."""
        first, then = items
        if len(first) != 1 or not first[0].get("any_number") or "then" in first[0]:
            raise NotRead("to", "'[X] to [Y]' is read only after 'any number of'", "to_clause")
        return Sentence([{**first[0], "then": then}])

    # ------------------------------------------------------------- distributing (7.3.16, 2.5)
    def distribute_boosts(self, items: list[Any]) -> Step:
        """ "Distribute N boosts among any [objects]": N times, one object of those (the same
        again or another) gains one boost (7.3.16) — the engine's ``times``."""
        amount, among = items
        return {"action": "give_boost", "times": _times(amount), **among}

    def distribute_counters(self, items: list[Any]) -> Step:
        """ "Distribute N [name] counters among any [objects]" (2.5): N times one counter."""
        amount, name, among = items
        counter = str(name).capitalize()
        times = _times(amount)
        return {"action": "gain_counters", "amount": 1, "counter": counter, "times": times, **among}

    def among_any(self, items: list[Description]) -> dict[str, Any]:
        """ "among any [objects]": each time one of them, chosen as it is given (6.1.g). A
        Reserve is any player's ("any Characters in Reserve", 3.2.4)."""
        d = items[0]
        if d.in_reserve and not (d.in_play_or_reserve or d.controller or d.in_your_reserve):
            noun = _plain_noun(d)
            if noun is None:
                raise NotRead("among", "distributing among these cards is not read yet")
            flt = {"filter": {"types": [noun]}} if noun != "card" else {}
            return {"subject": "a_card_in_reserve", **flt}
        fields = _subject(Object("chosen", d))
        if set(fields) - {"subject", "filter"}:
            raise NotRead("among", "distributing among these objects is not read yet", "among_any")
        return fields

    def among_yours(self, items: list[Description]) -> dict[str, Any]:
        """ "among your Characters": those the controller controls (1.2.2)."""
        d = items[0]
        if d.controller is not None:
            raise NotRead("your", "distributing among these objects is not read yet", "among_yours")
        d.controller = "you"
        return self.among_any([d])

    def create_distributed(self, items: list[Any]) -> Step:
        """ "Create N [token] tokens, distributed as you choose among any number of target
        Expeditions" (7.3.5, 6.5.b): each token in one of the Expeditions targeted."""
        return self.create_token([*items, _DISTRIBUTED])  # type: ignore[attr-defined, no-any-return]

    def create_named_distributed(self, items: list[Any]) -> Step:
        """The same with a token named without its statistics (its token card, 2.1.e)."""
        return self.create_named_token([*items, _DISTRIBUTED])  # type: ignore[attr-defined, no-any-return]

    # ------------------------------------------------------------- exchanging (7.3.11)
    def exchange_boosts_of_two(self, items: list[Any]) -> Step:
        """ "Target two [objects] and exchange their boosts" / "Exchange the boosts of two
        target [objects]": two different targets (6.5.b), each gains or loses the difference
        in their numbers of boosts (7.3.11.a)."""
        said = [i for i in items if isinstance(i, (Object, Description))]
        if len(said) == 1 and isinstance(said[0], Object):  # "… of two target [objects]"
            obj = said[0]  # read by the object rule "N target [objects]" (group_totals.py)
            if obj.joined is not None:  # g2: "of target [X] and target [Y]" (6.5.b)
                raise NotRead(
                    "and target",
                    "an exchange of the boosts of two targets described apart is read by hand: "
                    "the engine chooses both by one description (7.3.11.a, 6.5.b)",
                    "exchange",
                )
            if obj.kind != "target" or obj.count != 2:
                raise NotRead("of", "an exchange of boosts is between two targets", "exchange")
            count, desc = "2", obj.description
        else:
            count, desc = items[0], items[1]
        if _number(count) != 2:
            raise NotRead(str(count), "an exchange is between two objects", "exchange")
        fields = _subject(Object("target", desc))
        if set(fields) - {"subject", "filter"} or not str(fields["subject"]).startswith("target_"):
            raise NotRead("exchange", "exchanging the boosts of these is not read yet")
        return {"action": "exchange_boosts", **fields, "targets": 2}

    def exchange_boosts_between(self, items: list[Object]) -> Step:
        """ "Exchange the boosts of [object] and [object]" (7.3.11.a)."""
        return _exchange(_subject(items[0]), _subject(items[1]))

    def keyword_and_list(self, items: list[str]) -> list[str]:
        if len(set(items)) != len(items):
            raise NotRead("and", "the same keyword twice", "keyword_and_list")
        return items

    def keyword_and_line(self, items: list[list[str]]) -> list[str]:
        """ "Gigantic and Tough 1.": a keyword line, as "Gigantic, Tough 1." (7.4)."""
        return items[0]

    def gained_keywords(self, items: list[str]) -> list[str]:
        return self.keyword_and_list(items)

    def my_keywords(self, items: list[list[str]]) -> Passive:
        """ "I am Gigantic and Tough 1": the bearer's keyword abilities, each as a keyword
        line prints it (7.4)."""
        return {"_keywords": items[0]}

    def group_keywords(self, items: list[Any]) -> Passive:
        """ "Characters you control are Defender and Tough 1": a grant per keyword."""
        group, keywords = items
        return _several([self.group_keyword([group, k]) for k in keywords])  # type: ignore[attr-defined]

    def your_group_keywords(self, items: list[Any]) -> Passive:
        """ "Your Boosted Characters have Defender and Tough 1" (1.2.2)."""
        group, keywords = items
        return _several([self.your_group_keyword([group, k]) for k in keywords])  # type: ignore[attr-defined]

    def all_keywords(self, items: list[Any]) -> Passive:
        """ "All Elementals have Gigantic and Defender" (2.3.2.e)."""
        group, keywords = items
        return _several([self.all_keyword([group, k]) for k in keywords])  # type: ignore[attr-defined]

    def plain_passive(self, items: list[Passive]) -> Any:
        if "_keywords" in items[0]:
            return items[0]["_keywords"]  # a keyword list (start: ``{"keywords": [...]}``)
        parent = super().plain_passive  # type: ignore[misc]
        return _each(items[0], lambda p: parent([p]))

    def if_passive(self, items: list[Any]) -> Any:
        return self._each_listed("if_passive", items, at=1)

    def unless_passive(self, items: list[Any]) -> Any:
        return self._each_listed("unless_passive", items, at=1)

    def passive_if(self, items: list[Any]) -> Any:
        return self._each_listed("passive_if", items, at=0)

    def passive_unless(self, items: list[Any]) -> Any:
        return self._each_listed("passive_unless", items, at=0)

    def _each_listed(self, rule: str, items: list[Any], at: int) -> Any:
        """The parent section's reading of ``rule`` for each keyword of a listed passive (the
        passive at ``at``, beside its condition): one passive ability per keyword."""
        parent = getattr(super(), rule)
        return _each(
            _listed(items[at]), lambda p: parent([p if n == at else x for n, x in enumerate(items)])
        )

    def gain_keywords_for_a_time(self, items: list[Any]) -> list[Step]:
        """ "[object] gains Gigantic and Tough 1 this turn": an Emblem-Ongoing per keyword
        (2.2.15.a); a target is chosen once, the other keywords go to "it" (6.5.b)."""
        obj, keywords, duration = items
        subject = _subject(obj)
        if set(subject) - {"subject", "filter"}:
            raise NotRead("gains", "keywords for a time for these objects are not read yet")

        def ongoing(keyword: str, fields: dict[str, Any]) -> Step:
            lasting = {"duration": duration, "keyword": keyword}
            return {"action": "ongoing", **fields, "ongoing": lasting}

        if obj.kind == "target":
            rest = [ongoing(k, {"subject": "it"}) for k in keywords[1:]]
            return [{**ongoing(keywords[0], subject), "then": rest}]
        if obj.kind in ("me", "each"):
            return [ongoing(k, subject) for k in keywords]
        raise NotRead("and", "several keywords for these objects are not read yet")

    def gain_statuses(self, items: list[Any]) -> list[Step]:
        """ "Characters you control gain Anchored and Asleep" (7.3.16): every object of the
        group gains each status — the group is the same for each (gaining a status changes
        no object's membership); a target or a choice as the steps section reads it."""
        obj, statuses = items
        if obj.kind == "each" and len(statuses) > 1:
            subject = _subject(obj)
            return [{"action": "gain_status", "status": s, **subject} for s in statuses]
        return super().gain_statuses(items)  # type: ignore[misc, no-any-return]


def _times(amount: Any) -> int:
    if not isinstance(amount, int) or amount < 1:
        raise NotRead("distribute", "distributing this number is not read yet", "distribute")
    return amount


def _plain_noun(d: Description) -> str | None:
    """The card type a description in Reserve names alone ("Characters in Reserve": no
    status, sub-type, cost or controller), or ``None``."""
    plain = Description(types=list(d.types), in_reserve=True, plural=d.plural, words=d.words)
    if d != plain or len(d.types) > 1:
        return None
    return d.types[0] if d.types else "card"


def _exchange(first: dict[str, Any], second: dict[str, Any]) -> Step:
    """An exchange between two objects (7.3.11.a): the step's own object and, as its
    ``with``, one chosen after it (7.3.12.a) — "Exchange the boosts of target Character and
    a Character you control". The exchange is the same both ways, so the chosen one is the
    ``with`` whichever is said first; two targets are read only as "two target [objects]"
    (``exchange_boosts_of_two``), "me" not yet (the engine chooses the second object)."""
    if str(first["subject"]).startswith("a_"):
        first, second = second, first
    if set(first) - {"subject", "filter"} or set(second) != {"subject"}:
        # the object chosen second is named by its subject alone (``with``)
        raise NotRead("exchange", "exchanging the boosts of these is not read yet", "exchange")
    if not str(second["subject"]).startswith("a_") or str(first["subject"]).startswith("a_"):
        raise NotRead("exchange", "exchanging the boosts of these is not read yet", "exchange")
    return {"action": "exchange_boosts", **first, "with": second["subject"]}


def _several(passives: list[Passive]) -> Passive:
    """Several passive abilities said in one sentence (one per keyword, 7.4): read as the
    first, the others following it (``_more``: abilities of their own, same text)."""
    return {"_several": passives}


def _listed(passive: Passive) -> Passive:
    """ "If [c], I am Gigantic and Tough 1": the bearer's keywords one passive each, as a
    condition applies to each (2.3.2.f)."""
    if "_keywords" in passive:
        return _several([{"keyword": k} for k in passive["_keywords"]])
    return passive


def _each(passive: Passive, read: Any) -> Any:
    """``read`` (an ability of one passive) of each passive of ``passive``: the first
    ability, the others as its ``_more`` (``first.grammar_ability`` gives them text)."""
    if "_several" not in passive:
        return read(passive)
    first, *rest = (read(p) for p in passive["_several"])
    return {**first, "_more": rest}


def resolve_that_many(steps: list[Step]) -> list[Step]:
    """ "that many" joined to the step it counts (6.5.i): "[X] any number of [objects] to /,
    then / . [Y] that many" — Y is X's follow-up (``then``), its amount one per object X
    acted on (``per: that many``). "You may" before a choice of any number adds nothing
    (none may be chosen, 6.5.i) and is dropped. A "that many" after any other step is
    refused: it would count nothing the card names."""
    out: list[Step] = []
    for step in steps:
        step = _inside(step)
        if _is_that_many(step) and str(step["amount"].counted).endswith(_WHO):
            # "for each player who does / opponent who didn't" (eng75): the players counted
            from scenarios.cards.grammar.semantics.quantities import players_who_did_join

            joined = players_who_did_join(out[-1] if out else None, step)
            if joined is not None:
                out[-1] = joined
                continue
            if str(step["amount"].counted).endswith("didn't"):
                said = f"for each {step['amount'].counted}"
                raise NotRead(said, f"'{said}' counts no step before it")
        if _is_that_many(step):
            before = out[-1] if out else None
            said = _words(step)
            step = _of_counters(before, step)  # "Remove all boosts … Draw that many cards"
            if before is not None and before.get("subject") == "cards_in_target_opponents_hand":
                # ib40: the cards a look showed the looker only (3.1.3.f) are not counted
                raise NotRead(
                    said,
                    f"'{said}': a look shows one player the cards (3.1.3.f); a count among"
                    " them is not read — resolve it by hand",
                )
            if before is None or not _counts(before, step) or before.get("then"):
                raise NotRead(said, f"'{said}' counts no step before it")
            _one_candidate(out, step)
            if _once_each(before, step):  # gf: "for each … this way, [its own]" (6.5.i)
                out[-1] = {**_no_may(before), "then": [once_each_acted(step)]}
                continue
            no_counted_its(before, step, said)  # "… in its Expedition" (6.5.i)
            out[-1] = {**_no_may(before), "then": [_counted(step)]}
            continue
        out.append(step)
    return out


_WHO = (" who did", " who didn't")
"""How a "that many" counting players ends (quantities.players_who_did_join)."""


def _inside(step: Step) -> Step:
    then = step.get("then")
    if then and _is_that_many(then[0]):
        said = _words(then[0])
        then = [_of_counters(step, then[0]), *then[1:]]
        # ia42: the removal's own follow-up is the step counting it ("Remove all Spark
        # counters from target Character, then it gains that many boosts", 6.5.i, 2.5.g)
        if not _counts(_without_then(step, then[0]), then[0]):
            raise NotRead(said, f"'{said}' counts no step before it", "that_many_number")
        if _once_each(step, then[0]):  # gf: "for each … this way, [its own]" (6.5.i)
            return {**_no_may(step), "then": [once_each_acted(then[0]), *then[1:]]}
        no_counted_its(step, then[0], said)  # "… in its Expedition" (6.5.i)
        step = {**_no_may(step), "then": [_counted(then[0]), *then[1:]]}
    return step


def _without_then(step: Step, counting: Step) -> Step:
    """``step`` without the follow-up ``counting`` joined to it, when ``counting`` counts the
    counters ``step`` removes or spends ("…, then it gains that many boosts": the count is
    of this removal, 6.5.i) — checked as if it stood alone; any other step as it is."""
    counted = str(counting["amount"].counted)
    if (
        step.get("action") in ("remove_counters", "spend_counters")
        and counted.endswith(" this way")
        and _one_object(step)
    ):
        return {k: v for k, v in step.items() if k != "then"}
    return step


_SEVERAL_KEYS = frozenset({"each", "up_to", "choose_count", "any_number", "_them", "targets"})


def _one_object(step: Step) -> bool:
    """Whether ``step`` acts on one object: "me", "it" (one), a target or one chosen — not a
    group ("each Character you control, then they gain that many": the total or each one's
    own count, 6.5.i, is not said the same way by every card)."""
    subject = str(step.get("subject", ""))
    if set(step) & _SEVERAL_KEYS:
        return False
    return subject in ("self", "it") or subject.startswith(("target_", "a_"))


def _words(step: Step) -> str:
    """The printed words of a step's "that many" amount, for a refusal naming them: "that
    many", or "for each boost removed this way" (gram60), "for each boost it had"."""
    counted = str(step["amount"].counted)
    return f"for each {counted}" if counted else "that many"


def _one_candidate(out: list[Step], step: Step) -> None:
    """Refuse a plain "that many" after a draw when a step before the draw counts too
    ("Target Character loses all its boosts. Draw a card. I gain that many boosts."): the
    nearest step is not said to be the one counted, and a designer who meant the one card
    drawn would print the number — which it counts is the judge's call (6.5.i)."""
    if step["amount"].counted or len(out) < 2 or out[-1].get("action") != "draw":
        return
    for earlier in out[:-1]:
        kind = _COUNTING_STEPS.get(str(earlier.get("action")))
        if kind is not None or counts_objects(earlier):
            raise NotRead(
                "that many",
                "'that many' after a draw, with another step before it that it could count "
                f"({kind or 'the objects a step chose'}), is not read: which of the two it "
                "counts is not said",
                "that_many_number",
            )


_COUNTING_STEPS = {
    "remove_counters": "the counters a step removed",
    "spend_counters": "the counters a step spent",
    "draw": "the cards an earlier draw drew",
}
"""Steps a "that many" could count, said as a judge would."""


def _of_counters(before: Step | None, step: Step) -> Step:
    """ "that many" after a step that removes or spends counters ("Target Character loses all
    its boosts. I gain that many boosts."): the counters it took off (6.5.i; 2.5.g, 7.3.38),
    as "for each boost removed this way" counts them (gram60) — not the one object it acted
    on. Any other step: ``step`` as it is."""
    amount = step["amount"]
    action = before.get("action") if before is not None else None
    if before is None or amount.counted or action not in ("remove_counters", "spend_counters"):
        return step
    name = str(before.get("counter", "")).lower()
    noun = "boost" if name == "boost" else (f"{name} counter" if name else "counter")
    verb = "spent" if action == "spend_counters" else "removed"
    return {**step, "amount": ThatMany(amount.each, f"{noun} {verb} this way")}


def _counts(before: Step, step: Step) -> bool:
    """Whether ``step``'s "that many" counts what ``before`` acted on: the objects of a
    choice or group (:func:`counts_objects`), or — "for each Ember counter it had" — the
    counters of the one object it chose (6.5.i, 6.3.j)."""
    counted = str(step["amount"].counted)
    # ---- g7: "for each Character revealed this way / among them" after a reveal (6.5.i)
    from scenarios.cards.grammar.semantics.revealed_counts import counts_revealed

    if (revealed := counts_revealed(before, counted)) is not None:
        return revealed
    # ---- end g7
    if counted.endswith(" this way"):  # "for each boost removed this way" (gram60)
        return counts_counters(before, counted)
    said_of_it = it_acted_counted(before, counted)  # ic: "for each boost it lost"
    if said_of_it is not None:
        return counts_counters(before, said_of_it)
    if counted.endswith(" who did"):  # "for each opponent who does" (gram63)
        from scenarios.cards.grammar.semantics.quantities import players_who_did

        return players_who_did(before, counted)
    if counts_objects(before) or (not counted and counts_drawn(before)):
        return True  # the objects acted on; the cards drawn, for a plain "that many"
    had = str(step["amount"].counted).endswith(" it had")
    return had and str(before.get("subject", "")).startswith(("a_", "target_"))


_COUNTER_VERBS = {
    "removed": frozenset({"remove_counters"}),
    "lost": frozenset({"remove_counters"}),
    "spent": frozenset({"spend_counters"}),
}
"""The steps whose counters each participle counts (2.5.g remove — "loses its boosts" is a
removal; 7.3.38 spend)."""


def counts_counters(step: Step, counted: str) -> bool:
    """Whether "for each [counter] removed / lost / spent this way" counts what ``step``
    did (gram60, 6.5.i): a step of that verb on counters of that name ("counter": any
    name) — not a choice of several steps, nor an optional or conditional one (then the
    number is the step's own result, known as it happens)."""
    *noun, verb, _, _ = counted.split()
    if step.get("action") not in _COUNTER_VERBS.get(verb, ()):
        return False
    if set(step) & {"may", "if", "then", "times", "per"}:
        return False
    name = " ".join(noun)
    said = str(step.get("counter", "boost")).lower()
    return name == "counter" or name == said or name == f"{said} counter"


def counts_drawn(step: Step) -> bool:
    """Whether "that many" after ``step`` counts the cards it drew (gram60; 7.3.9.a): the
    controller's own draw of a number of cards, fixed or counted ("Draw a card for each
    Landmark you control, then discard that many cards") — as many as were drawn, fewer
    from a short Deck (the engine counts the cards the draw moved)."""
    return (
        step.get("action") == "draw"
        and not step.get("subject")
        and not set(step) & {"players", "times", "may", "if", "then", "up_to"}
    )


def _no_may(step: Step) -> Step:
    return {k: v for k, v in step.items() if k != "may"} if step.get("any_number") else step


def _is_that_many(step: Step) -> bool:
    return isinstance(step.get("amount"), ThatMany)


def _counted(step: Step) -> Step:
    # ---- ib (session 38): a player's step done once per object acted on (6.5.i)
    from scenarios.cards.grammar.semantics.acted_repeats import repeated_that_many

    if (repeated := repeated_that_many(dict(step))) is not None:
        return repeated
    # ---- end ib
    if step.get("x_chooses"):  # "Discard that many cards": that many chosen in one step
        if str(step["amount"].counted).endswith(" this way"):  # of counters: not objects
            raise NotRead("that many", "'that many' of counters chosen is not read yet")
        if step["amount"].each != 1:  # "discards twice that many cards": X is one per thing
            raise NotRead(
                "twice that many",
                "'twice that many' objects chosen is not read yet (only 'that many')",
                "that_many_number",
            )
        return {**{k: v for k, v in step.items() if k != "amount"}, "x_is": "that many"}
    if step.get("action") not in THAT_MANY_STEPS or "per" in step:
        raise NotRead("that many", "'that many' for this step is not read yet", "that_many_number")
    per = step["amount"].counted or "that many"
    if per.endswith(IT_ACTED):  # ic: "for each boost it lost" is gram60's count (6.5.i)
        noun, _, verb = per.rpartition(" it ")
        per = f"{noun} {verb} this way"
    if per.endswith(" revealed this way"):  # g7: the cards a reveal showed, such cards (6.5.i)
        per = per[: -len(" revealed this way")] + " among them"
    if per.endswith(" who did"):  # one object per player who did it (gram63): the objects
        per = "that many"
    return {**step, "amount": step["amount"].each, "per": per}


def no_that_many_left(found: Any) -> None:
    """Refuse a reading where "that many" was joined to no step (it counts nothing), or
    where an "otherwise" is left that no condition took (a mode's "X. Otherwise, Y.")."""
    if isinstance(found, ThatMany):
        said = f"for each {found.counted}" if found.counted else "that many"
        raise NotRead(said, f"'{said}' counts no step before it", "that_many_number")
    if isinstance(found, dict):
        if "_otherwise_pending" in found:
            raise NotRead("otherwise", "'otherwise' follows no condition", "otherwise_clause")
        for value in found.values():
            no_that_many_left(value)
    elif isinstance(found, (list, tuple)):
        for value in found:
            no_that_many_left(value)


_NOT_PLAIN = frozenset(
    {"if", "otherwise", "if_not_done", "_only_if", "outcomes", "_otherwise_pending"}
)
"""Keys of a step that "Otherwise" could not be said after without answering them."""


def otherwise_back(steps: list[Step], otherwise: list[Step]) -> list[Step] | None:
    """ "If [c], [X]. [Y]. Otherwise, [Z]." (6.5.e): Y follows X under the same condition
    (``also``: one evaluation governs both), Z when the condition fails; "You may [X]. If
    you do, [Y]. [W]. Otherwise, [Z]." (6.5.c, 6.5.f): Y and W only if X was done, Z if it
    was not (``if_not_done``). ``None`` when no such sentence is before (the caller says
    why). The sentences between are plain steps: a condition of their own would be the
    one "otherwise" answers."""
    for i in range(len(steps) - 1, -1, -1):
        step = steps[i]
        between = steps[i + 1 :]
        if "if" in step:
            if not between or set(step) & {"otherwise", "also", "times", "if_not_done"}:
                return None
            break
        if step.get("may") and step.get("then"):
            if step.get("if_not_done") or "if" in step:
                return None
            break
        if set(step) & {"otherwise", "if_not_done", "_only_if", "outcomes"}:
            return None
    else:
        # no condition in these sentences: a Unique's "[condition]: [X]. [Y]. Otherwise,
        # [Z]." — the colon's condition governs X and Y, Z replacing both (``governed``);
        # anywhere else the pending "otherwise" is refused (``output``)
        if not steps or any(set(s) & _NOT_PLAIN for s in steps):
            return None
        return [{**steps[0], "_otherwise_pending": otherwise}, *steps[1:]]
    if any(set(s) & {"if", "otherwise", "if_not_done", "_only_if", "outcomes"} for s in between):
        return None
    if "if" in step:
        if str(step["if"]) == "you don't":
            return None
        return [*steps[:i], {**step, "also": between, "otherwise": otherwise}]
    return [*steps[:i], {**step, "then": [*step["then"], *between], "if_not_done": otherwise}]


_SEEN_TOP = frozenset({"reveal", "look"})
SEEN_ON_DECK = "_seen_on_deck"
"""Mark of "put it on top of / at the bottom of your deck" (gram57): read only where "it" is
the one card a step saw on top of your deck (:func:`resolve_draw_it`)."""


def resolve_draw_it(steps: list[Step], top: bool = False) -> list[Step]:
    """ "Draw it" where "it" is the one card a step revealed or looked at on top of the deck
    (``top``: inside such a step's follow-ups): drawing the top card of the deck (7.3.9.a) —
    one card drawn. Anywhere else "draw it" is refused (a card elsewhere is not drawn)."""
    out: list[Step] = []
    for step in steps:
        seen = (
            step.get("action") in _SEEN_TOP
            and step.get("subject") == "top_cards_of_your_deck"
            and step.get("amount") == 1
        )
        # ---- gt: "Target opponent reveals the top card of their deck. If it's a Spell, draw
        # it": the card is another player's, not on top of your deck — "draw it" refused
        # (7.3.9.a draws from one's own Deck); their own clause ("… and draws it") is theirs
        if step.get("players_do") and not step.get("_players_own_then"):
            seen = False
        # ---- end gt
        step = dict(step)
        for key in ("then", "otherwise", "also", "if_not_done", "if_cant"):
            if isinstance(step.get(key), list):
                inner = seen if key == "then" else top
                step[key] = resolve_draw_it(step[key], inner)
        if step.pop(SEEN_ON_DECK, None) and not top:
            # "Put it at the bottom of your deck" of a card not seen there: "your deck" is
            # not its owner's for every "it" (1.1.3.d) — refused
            raise NotRead(
                "your deck", "'put it … your deck' names no card seen on top of your deck", "put"
            )
        if step.get("action") == "draw" and step.get("subject") == "it":
            if not top:
                raise NotRead("it", "'draw it' names no card on top of the deck", "draw_it")
            del step["subject"]
        out.append(step)
    return out


def _once_each(before: Step, step: Step) -> bool:
    """gf: whether "for each [noun] [participle] this way, [step]" is ``step`` done once per
    object ``before`` acted on, its words naming that object's own ("its Expedition", "its
    controller": 6.5.i) — several objects counted, the count said "for each … this way"."""
    from scenarios.cards.grammar.semantics.players_acting import counts_objects

    return bool(step.get("_acted_many")) and counts_objects(before) and own_named(step) is not None
