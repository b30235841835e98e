"""The semantic functions of the grammar's "costs and choosers" section (``altered.lark``,
issue 30): steps whose choices another player makes ("Target opponent sabotages", 1.4.7.b),
costs in several parts — inside an effect ("You may exhaust me and spend 3 of my Arcane
counters to …", 6.4.a, 6.4.c) and a quick action's ("Discard a card and sacrifice a
Character:") —, exchanging objects (7.3.12), distributing among targets chosen first
(6.5.b), moving counters between objects (2.5.f, 2.5.g), a targeted Terrain Marker
(7.3.23), the top cards of the deck discarded (7.3.7), "If you put a [kind] in Reserve this
way" (6.5.f), and what follows the number of counters removed (6.5.d). One function per
rule, into the card structures the library uses."""

from __future__ import annotations

import re
from copy import deepcopy
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards import vocabulary as v
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.object_subjects import one_referred as _one_referred
from scenarios.cards.grammar.tree import Description, Object, Sentence, described

_PERSONAL_ZONES = {
    "reserve": "Reserve",
    "hand": "Hand",
    "discard": "Discard pile",
    "deck": "deck",
    "mana": "Mana zone",
}
"""The personal zones an exchanged card can be in, by the words of its subject (3.1.2)."""


def _personal_zone(fields: dict[str, Any]) -> str | None:
    """The personal zone an object of an exchange is in, when its words say one (3.1.2):
    "target card in your Reserve", "a card from your hand" — None for an object in play."""
    words = str(fields["subject"]).split("_")
    found = [zone for zone in _PERSONAL_ZONES if zone in words]
    found += [] if found else ["reserve"] if fields.get("filter", {}).get("in_your_reserve") else []
    return _PERSONAL_ZONES[found[0]] if found else None


_GROUPS = frozenset(
    {"characters_you_control", "objects_in_play", "characters_in_target_expedition"}
)
"""The subjects naming a group of objects, which "them all" can name again."""


def _send(group: dict[str, Any]) -> Step:
    return {"action": "send", "to": "reserve", **group}  # 7.3.37.a


_NOT_A_GROUP = "'them' names objects not read as a group"


def _counted_group(counted: str) -> dict[str, Any]:
    """ "other character in my expedition" -> the group "each other Character in my
    Expedition" reads as (the grammar's own reading of those words, 6.3.i)."""
    from scenarios.cards.grammar.reader import read_ability

    try:
        read = read_ability(f"{{J}} Send each {counted} to Reserve.")
    except NotRead as exc:
        raise NotRead(
            "them", "'them' names objects not read as a group", "then_send_them_all"
        ) from exc
    step = read["reaction"]["effect"][0]
    if set(step) - {"action", "to", "subject", "filter"} or step["subject"] not in _GROUPS:
        raise NotRead("them", "'them' names objects not read as a group", "then_send_them_all")
    return {k: step[k] for k in ("subject", "filter") if k in step}


_OR = "or_verb_chain"
_CHANGES = frozenset({"give_boost", "gain_status", "lose_status", "gain_counters"})
"""An object's own changes, one of which "[object] gains X or loses Y" chooses (6.5.g)."""

_OPPONENT = frozenset({"opponent_each", "target_opponent"})
"""The player phrases naming the opponent ("each opponent", "your opponent", "target
opponent"): in a game of two players, the other one (1.2.1.b)."""


class CostsAndChoosersSemantics(SemanticsBase):
    """Who chooses, costs in several parts, exchanges and moves."""

    # ------------------------------------------------------------- who chooses (1.4.7.b)
    def player_sabotages(self, items: list[Any]) -> Step:
        """ "Target opponent / Each opponent / Your opponent sabotages" (7.3.35.a): the
        opponent discards up to one target card in a Reserve — they choose it, as the player
        the effect names does the action (1.4.7.b; 6.1.g: decisions are the controller's
        "unless specified otherwise"). Another player phrase ("each player", "target player",
        "its controller") would have each player, or a player chosen first, sabotage: the
        engine has no such step, so it is not read."""
        who = str(items[0])
        if who == "each_player":
            # 6.1.h: each chooses a target in initiative order, the cards discarded together
            raise NotRead(
                "sabotages",
                "each player's Sabotage (targets chosen in initiative order, 6.1.h) is not "
                "played by the engine yet",
                "player_sabotages",
            )
        if who not in _OPPONENT:
            # 1.4.7.b: the player named chooses — a target player, chosen first (6.5.b)
            raise NotRead(
                "sabotages",
                "a target player's Sabotage (they choose the card, 7.5.6.b) is not played "
                "by the engine yet",
                "player_sabotages",
            )
        return {"action": "sabotage", "subject": "target_reserve_card", "opponent_does": True}

    # ------------------------------------------------------------- exchanging (7.3.12)
    def exchange_objects(self, items: list[Object]) -> Step:
        """ "Exchange [object] with [object]": each moves to the other's zone (7.3.12.a). The
        step's own object is a target (6.5.b), "me" or "it"; the other is chosen after it
        (``with``), narrowed by its own words (``with_filter``). The
        exchange is the same both ways, so a choice said first is made second. When one of
        them cannot be determined the engine does nothing (7.3.12.b)."""
        first, second = _subject(items[0]), _subject(items[1])
        if str(first["subject"]).startswith("a_"):
            first, second = second, first
        chosen = str(second["subject"])
        if set(second) - {"subject", "filter"} or not chosen.startswith("a_"):
            raise NotRead("with", "exchanging with this object is not read yet", "exchange_objects")
        if set(first) - {"subject", "filter"} or str(first["subject"]).startswith("a_"):
            raise NotRead("exchange", "exchanging this object is not read yet", "exchange_objects")
        zone = _personal_zone(first)
        if zone is not None and zone == _personal_zone(second):
            raise NotRead(
                "with",
                f"two cards in a {zone} each go to their owner's {zone}: the exchange moves "
                "nothing (7.3.12.a, 3.1.2.c)",
                "exchange_objects",
            )
        narrowed = {"with_filter": second["filter"]} if "filter" in second else {}
        return {"action": "exchange", **first, "with": chosen, **narrowed}

    @v_args(meta=True)
    def with_object(self, meta: Meta, items: list[Description]) -> tuple[str, str]:
        """ "… with a card from your hand": the other object of an exchange (``exchange``)."""
        return ("counted_only", _Other(self._span(meta), Object("chosen", items[0])))

    @v_args(meta=True)
    def with_target(self, meta: Meta, items: list[Description]) -> tuple[str, str]:
        """ "… with target Character you control": the other object, a target (6.5.b)."""
        return ("counted_only", _Other(self._span(meta), Object("target", items[0])))

    def exchange(self, items: list[Object]) -> Step:
        """ "Exchange [object with another object]": the other object read as the first's
        last qualifier (see the grammar), taken from it here."""
        obj = items[0]
        other = obj.description.counted_only
        if not isinstance(other, _Other):
            raise NotRead("exchange", "'exchange' names one object only", "exchange_objects")
        return self.exchange_objects([described(obj, counted_only=""), other.other])

    @v_args(meta=True)
    def or_verb_chain(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "I gain 2 boosts or lose Asleep", "It gains a Kelon counter or loses Fleeting":
        one of two changes of one object, its controller's choice as the step resolves
        (6.1.g) — a choice of one mode of two (6.5.g). A target (chosen once, 6.5.b) or any
        other object is not read: the engine asks the mode before the target."""
        steps, verb = items
        last = steps[-1] if steps else {}
        subject = last.get("subject")
        if len(steps) != 1 or set(last) - {"action", "subject", "amount", "status", "counter"}:
            raise NotRead("or", "a choice after this step is not read yet", "or_verb_chain")
        if last.get("action") not in _CHANGES or subject not in ("self", "it"):
            raise NotRead(
                "or", "a choice of changes of this object is not read yet", "or_verb_chain"
            )
        printed = self._printed(meta)
        first, _, second = printed.rpartition(" or ")
        who = "I" if subject == "self" else "It"
        modes = [
            {"text": first.strip(), "effect": [last]},
            {"text": f"{who} {second.strip()}", "effect": [{**verb, "subject": subject}]},
        ]
        return [{"action": "choose", "modes": modes, "choose": 1}]

    def then_send_them_all(self, items: list[Any]) -> list[Step]:
        """ "[X], then send them all to Reserve" (7.3.37.a): "them" the group the step before
        acted on ("Characters you control …"), or the objects it counted ("I gain 1 boost per
        other Character in my Expedition", read as "each [counted]"). Anything else — one
        object, a target, "it" — is not read."""
        steps = items[0]
        last = steps[-1] if steps else {}
        subject = str(last.get("subject", ""))
        if subject in _GROUPS:
            group = {k: last[k] for k in ("subject", "filter") if k in last}
        elif isinstance(last.get("per"), str):
            group = _counted_group(str(last["per"]))
        else:
            raise NotRead("them", "'them' names no group of objects here", "then_send_them_all")
        return [*steps, _send(group)]

    # ------------------------------------------------------------- distributing (6.5.b)
    def among_up_to_targets(self, items: list[Any]) -> dict[str, Any]:
        """ "among up to two target Characters": none to two targets (6.5.b)."""
        n, desc = items
        return _targets(Object("target", desc, up_to=_count(n)))

    def among_targets(self, items: list[Any]) -> dict[str, Any]:
        """ "among two target Characters": exactly that many different targets (6.5.b)."""
        n, desc = items
        fields = _targets(Object("target", desc))
        count = _count(n)
        return (
            {**fields, "_targets": {**fields["_targets"], "targets": count}}
            if count > 1
            else fields
        )

    def among_any_number_of_targets(self, items: list[Description]) -> dict[str, Any]:
        """ "among any number of target Characters": none to all of them (6.5.b, 6.5.i)."""
        return _targets(Object("target", items[0], any_number=True))

    def distribute_boosts(self, items: list[Any]) -> Step:
        """ "Distribute N boosts among [targets]": the targets first, then N boosts one at a
        time, each to one of them (``distribute``); among other objects as the
        numbers-and-distribution section reads."""
        amount, among = items
        if "_targets" not in among:
            return super().distribute_boosts(items)  # type: ignore[misc, no-any-return]
        return {
            "action": "give_boost",
            "amount": _count(amount),
            **among["_targets"],
            "distribute": True,
        }

    def distribute_counters(self, items: list[Any]) -> Step:
        """ "Distribute N [name] counters among [targets]" (2.5.f), as boosts are."""
        amount, name, among = items
        if "_targets" not in among:
            return super().distribute_counters(items)  # type: ignore[misc, no-any-return]
        return {
            "action": "gain_counters",
            "amount": _count(amount),
            "counter": str(name).capitalize(),
            **among["_targets"],
            "distribute": True,
        }

    # ------------------------------------------------------------- moving counters (2.5)
    def moved_to_object(self, items: list[Object]) -> Object:
        return items[0]

    def moved_to_another(self, _: list[Any]) -> str:
        return "another"

    def move_counters(self, items: list[Any]) -> Step:
        """ "Move N boosts / [name] counters from [object] to [object]": N removed from the
        first (2.5.g: as many as it has, if fewer), then the second gains as many as were
        removed (2.5.f; the engine's outcomes of the number removed, 6.5.d). "another" (or
        "another [object]") there is an object other than the first (7.2.1.a)."""
        amount, *named, source, dest = items
        n = _count(amount)
        counter = _counter_of(named)
        first = _subject(source)
        if set(first) - {"subject", "filter"} or source.kind not in (
            "target",
            "chosen",
            "me",
            "it",
        ):
            raise NotRead(
                "from", "moving counters from this object is not read yet", "move_counters"
            )
        if dest == "another":
            if source.kind not in ("target", "chosen"):
                raise NotRead(
                    "another", "'another' after this object is not read yet", "move_counters"
                )
            dest = Object(source.kind, deepcopy(source.description), another=True)
        second = _subject(dest)
        if set(second) - {"subject", "filter"}:
            raise NotRead("to", "moving counters to this object is not read yet", _MOVE)
        if dest.another or dest.kind == "another":
            flt = {k: v for k, v in second.get("filter", {}).items() if k != "another"}
            second = {**second, "filter": {**flt, "other_than_it": True}}
        gain: Step = (
            {"action": "give_boost"}
            if counter == "boost"
            else {"action": "gain_counters", "counter": counter}
        )
        outcomes = [
            {"low": k, "high": k, "effect": [{**gain, "amount": k, **second}]}
            for k in range(1, n + 1)
        ]
        return {
            "action": "remove_counters",
            "amount": n,
            "counter": counter,
            **first,
            "removed_outcomes": outcomes,
        }

    # ------------------------------------------------------------- Terrain Markers (7.3.23)
    def move_target_terrain_marker(self, items: list[Any]) -> Step:
        """ "Move target Terrain Marker to [region]": one on a visible region, targeted
        (3.2.1.d, 6.5.b), put on the region as a new object (7.3.23.b)."""
        region = next(i for i in items if isinstance(i, str))
        return {
            "action": "move_terrain_marker",
            "subject": "target_terrain_marker",
            "region": region,
        }

    # ------------------------------------------------------------- "this way" (6.5.f)
    @v_args(meta=True)
    def if_put_kind_in_reserve_this_way(self, meta: Meta, items: list[Any]) -> Sentence:
        """ "If you put a Character in Reserve this way, [X]": X follows the Resupply only
        if it put a card in Reserve (6.5.f) — the card "it" (6.3.i) — and X happens only
        if that card is of the kind said, evaluated as X begins (6.5.d)."""
        steps: list[Step] = items[-1]
        if not items[0].in_reserve:
            raise NotRead("this way", "'this way' names no card put in Reserve", _PUT)
        said = re.match(r"^if you put (an? .+?) in reserve this way", self._span(meta))
        kind = f"it's {said.group(1)}" if said else ""
        if not said or v.condition_of(kind) is None:
            raise NotRead("this way", "this kind of card put in Reserve is not read yet", _PUT)
        if "if" in steps[0] or len(steps) != 1:
            raise NotRead("this way", "'this way' before this step is not read yet", _PUT)
        return Sentence([{**steps[0], "if": kind}], "if_you_do", _PUT)

    @v_args(meta=True)
    def if_put_kind_in_reserve_this_way_may(self, meta: Meta, items: list[Any]) -> Sentence:
        """ "If you put a Character in Reserve this way, you may [X]": X optional (6.5.c)."""
        steps: list[Step] = items[-1]
        if len(steps) != 1:
            raise NotRead("you may", "'you may' over several steps is not read yet", _PUT)
        read = self.if_put_kind_in_reserve_this_way(
            meta, [*items[:-1], [{**steps[0], "may": True}]]
        )
        return read  # type: ignore[no-any-return]

    # ------------------------------------------------------------- removed this way (6.5.d)
    def depending_on_removed(self, items: list[Any]) -> Sentence:
        """ "Then, depending on the number of boosts removed this way: • …": the ranges,
        joined to the removal before (``attach_removed``)."""
        ranges = [i for i in items if isinstance(i, dict)]
        return Sentence(ranges, "removed", "depending_on_removed")

    def removed_range(self, items: list[Any]) -> dict[str, Any]:
        """ "• 5-8: [X]", "• 9+: [X]": X when the number removed is in the range (6.5.d)."""
        word, *sentences = items
        m = re.fullmatch(r"(\d+)(?:(\+)|-(\d+))?", str(word))
        if m is None:
            raise NotRead(str(word), "this range of the number removed is not read", _REMOVED)
        low = int(m[1])
        high = None if m[2] else int(m[3] or m[1])
        effect = self.effect(sentences)  # type: ignore[attr-defined]
        return {"low": low, **({"high": high} if high is not None else {}), "effect": effect}

    def play_it_for_less(self, items: list[Any]) -> Step:
        """ "[Immediately] play it for {2} less": the card a step named, played now as part
        of the effect (5.2.b), its cost reduced by N (5.1.2.f)."""
        mana = next(t for t in items if isinstance(t, Token) and t.type == "MANA")
        obj = next(o for o in items if isinstance(o, Object))
        return {"action": "play", **_one_referred(obj, "play"), "cost_change": -_number(mana)}

    # ------------------------------------------------------------- the top of the deck
    def discard_top_of_deck(self, items: list[int]) -> Step:
        """ "Discard the top N cards of your deck" (7.3.7): the top N, or as many as the
        deck has (3.2.2.e)."""
        return {"action": "discard", "subject": "top_cards_of_your_deck", "amount": items[0]}

    # ------------------------------------------------------------- costs (6.4.a, 6.4.c)
    def quick_action_and(self, items: list[Any]) -> dict[str, Any]:
        """ "{T}, Discard a card from your Reserve and sacrifice a Character: [X]": "and"
        between the parts of a cost as a comma — one step (6.4.a), each part's object chosen
        in the declaration (1.2.5.a), the whole checked payable first (6.4.c)."""
        return self.quick_action(items)  # type: ignore[attr-defined, no-any-return]

    def exhaust_me_tap(self, _: list[Any]) -> Step:
        """ "exhaust me ({T})": the symbol restates the action (7.1.4.a)."""
        return {"action": "exhaust", "subject": "self"}

    def then_may_to_clause(self, items: list[Any]) -> Any:
        """ "Then, you may [X] to [Y]": after the step before (6.1.c), as "You may [X] to
        [Y]" (6.5.f)."""
        return self.may_to_clause(items)  # type: ignore[attr-defined]

    def may_cost_of_parts(self, first: list[Step], then: list[Step]) -> Sentence:
        """ "You may [X] and [Y] to [Z]": X and Y are the parts of one cost (6.4.a) — each
        on "me", so the engine can check every part before paying any (6.4.c, 1.4.1.b) —
        and Z happens only if it is paid (6.5.f) (``may_to_clause`` with several steps)."""
        if not all(_cost_part(s) for s in first):
            raise NotRead("to", "'you may [X] to [Y]' over several steps is not read yet")
        return Sentence([{**first[0], "may": True, "then": then, "cost_with": first[1:]}])


_COST_PARTS = frozenset({"exhaust", "spend_counters", "discard", "sacrifice", "put", "send"})
"""Actions a part of a cost inside an effect may be, on "me" (6.4.a)."""


def _cost_part(step: Step) -> bool:
    """Whether ``step`` is a part of a cost the engine checks before paying: an action on
    "me" with no choice, condition or follow-up of its own (6.4.c)."""
    plain = set(step) <= {"action", "subject", "amount", "counter", "to"}
    return plain and step["action"] in _COST_PARTS and step.get("subject", "self") == "self"


_MOVE = "move_counters"
_PUT = "if_put_kind_in_reserve_this_way"
_REMOVED = "depending_on_removed"


def attach_removed(last: Step, ranges: list[dict[str, Any]]) -> None:
    """Join "depending on the number … removed this way" to the step before: a removal of
    counters (2.5.g) with no outcomes yet. Every range holding the number applies, in order
    ("• 1+: X • 5+: Y": both for 5, 6.5.d); a range whose end is before its start is not
    read."""
    if last.get("action") != "remove_counters" or last.get("removed_outcomes"):
        raise NotRead("depending", "'removed this way' follows no removal of counters", _REMOVED)
    if any(r.get("high") is not None and r["high"] < r["low"] for r in ranges):
        raise NotRead("depending", "this range of the number removed is not read", _REMOVED)
    last["removed_outcomes"] = ranges


_MOVED_FROM = frozenset({"target", "chosen", "me", "it"})


def _counter_of(named: list[Any]) -> str:
    """ "boosts" or the counter name printed before "counter(s)" (2.5.c; a boost is a
    counter, 2.5.1.a)."""
    words = [t for t in named if isinstance(t, Token) and t.type == "COUNTER_NAME"]
    return str(words[0]).capitalize() if words else "boost"


def _count(n: Any) -> int:
    if not isinstance(n, int) or n < 1:
        raise NotRead("distribute", "distributing this number is not read yet", "distribute")
    return n


def _targets(obj: Object) -> dict[str, Any]:
    """The targets a distribution is among, as a step's subject (6.5.b)."""
    fields = _subject(obj)
    if not str(fields["subject"]).startswith("target_"):
        raise NotRead("target", "distributing among these targets is not read yet", "distribute")
    if set(fields) - {"subject", "filter", "up_to", "any_number"}:
        raise NotRead("target", "distributing among these targets is not read yet", "distribute")
    return {"_targets": fields}


def cost_of_parts(step: Step) -> Step | None:
    """ "You may exhaust me and spend 2 of my boosts. If you do, [Z]": the "may" step and the
    step joined to it by "and", both parts of a cost on "me" (6.4.a), as one cost
    (``cost_with``) that "if you do" follows (6.5.f) — ``None`` when they are not. The
    reading keeps the printed wording (``said_if_you_do``): no "to" makes X and Y the cost
    of Z (6.1.d), Z depends on their having been done (6.5.f), so the trace cites that."""
    then = step.get("then") or []
    first = {k: v for k, v in step.items() if k not in ("may", "then")}
    if not step.get("may") or not then or not all(_cost_part(s) for s in (first, *then)):
        return None
    return {**first, "may": True, "cost_with": list(then), "said_if_you_do": True}


def joined_before_if_you_do(previous: list[Step], steps: list[Step]) -> Step | None:
    """ "Exhaust me and spend 2 of my boosts. If you do, [Z]" (no "you may"): the sentence
    before "If you do" is two steps joined by "and", each a plain action on "me" — "If you
    do" follows both, not the last alone (6.5.f: the player started to do [X and Y]), so
    they are read as one step of two parts (``cost_with``), each done as far as it can be
    (6.5.h), printed so (``said_if_you_do``) — ``None`` when the sentence before is not
    that, the steps already read last being ``previous`` (changed by the caller)."""
    if len(previous) < 2 or len(steps) < len(previous):
        return None
    if any(a is not b for a, b in zip(steps[-len(previous) :], previous, strict=True)):
        return None
    if any(s.get("may") or s.get("then") for s in previous):
        return None
    if not all(_cost_part(s) for s in previous):
        # "Sacrifice a Character and discard a card. If you do, [Z]": Z follows both parts
        # (6.5.f), which only steps on "me" are read as yet — not Z after the last alone
        raise NotRead(
            "if you do",
            "'If you do' after a sentence of two steps ('[X] and [Y]', '[X], then [Y]') is "
            "read only when both act on me ('Exhaust me and spend 2 of my boosts'): whether it "
            "follows both, each done as far as it can be, or the last alone (6.5.h, 6.5.f)",
            "if_you_do",
        )
    first, *then = previous
    return {**first, "cost_with": list(then), "said_if_you_do": True}


class _Other(str):
    """The words "with [object]" after an object (``counted_only``: refused as an object's
    words anywhere else), carrying the other object of an exchange."""

    other: Object

    def __new__(cls, text: str, other: Object) -> _Other:
        made = super().__new__(cls, text)
        made.other = other
        return made
