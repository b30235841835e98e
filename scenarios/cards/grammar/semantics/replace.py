"""The semantic functions of replacing modifiers (6.2.b) and additive ones (6.2.c) in the
grammar: "If [who] would [event] [while I'm S] [during Phase], [you may] [result] instead
[to [effect]]. [If you don't, [effect].]" -> the ``instead`` / ``also`` of a
``PassiveModel`` dict (:class:`scenarios.cards.models_modifiers.ReplaceModel`).

Who: "I" (the bearer), "my Expedition", "one of your [Ascended] Expeditions", "you" (the
controller), "a [status] Character" (leaving my Expedition). A result is read only for a
watcher it can be done instead of (putting "me" somewhere replaces only my own move);
anything else is refused, naming the words (precision first).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.it_references import _it_named
from scenarios.cards.grammar.semantics.replacing_objects import described_watched, self_result

Replace = dict[str, Any]

_I_BE = {
    "discarded": "discard",
    "readied": "ready",
    "sacrificed": "sacrifice",
    "exhausted": "exhaust",
}
_ZONES = {
    "mana zone": "mana",
    "reserve": "reserve",
    "hand": "hand",
    "discard pile": "discard",
    "deck": "deck",
}


def _tokens(items: list[Any]) -> list[Token]:
    return [i for i in items if isinstance(i, Token)]


def _status(token: Token) -> str:
    return lx.STATUSES[token.lower()]


class ReplaceSemantics(SemanticsBase):
    """Replacing and additive modifiers, rule by rule."""

    # ------------------------------------------------------------- the whole modifier
    def replacement(self, items: list[Any]) -> dict[str, Any]:
        watcher, event, *rest = items
        replace = _watched(watcher, event)
        optional = False
        for part in rest:
            if isinstance(part, tuple) and part[0] == "during":
                replace["during"] = part[1]
            elif part == "may":
                optional = True
            elif isinstance(part, tuple) and part[0] == "result":
                replace.update(_result(part[1], replace))
            elif isinstance(part, list):  # "to [effect]" once it applied (6.5.f)
                _it_named(part, None)
                replace["then"] = part
        if optional:
            replace["optional"] = True
        return {"instead": replace}

    def replacement_or(self, items: list[Any]) -> dict[str, Any]:
        """ "…, you may [X] instead. If you don't, [Y]." — Y when it does not apply (6.2.e)."""
        found, otherwise = items
        if not found["instead"].get("optional"):
            raise NotRead(
                "if you don't", "'If you don't' follows no optional replacement", "replacement"
            )
        _it_named(otherwise, None)
        return {"passive": {"instead": {**found["instead"], "otherwise": otherwise}}}

    def instead_first(self, items: list[Any]) -> dict[str, Any]:
        """ "If you would [Resupply / draw a card], instead [effect]" (6.2.b)."""
        watcher, event, steps = items
        if watcher != ("you",) or event.get("kind") != "you":
            raise NotRead("instead", "this replaced event is not read yet", "instead_first")
        _it_named(steps, None)
        return {
            "passive": {"instead": {"action": event["action"], "scope": "mine", "instead": steps}}
        }

    def more_dice(self, items: list[Any]) -> dict[str, Any]:
        """ "… instead roll that many dice plus N and ignore N rolls of your choice"
        (7.3.33.c): N more dice, the results kept as many as were to be rolled."""
        watcher, rolled, *numbers = items
        _you(watcher)
        n = numbers[0]
        ignored = numbers[1] if len(numbers) > 1 else 1
        if ignored != n:
            raise NotRead("ignore", "only one of the dice rolled is kept (7.3.33.c)", "more_dice")
        # "one or more dice": the step's dice together, "that many" — the whole roll (6.2.j)
        whole = {"whole_roll": True} if rolled == "many" else {}
        return {"instead": {"action": "roll_die", "scope": "mine", "extra": n, **whole}}

    def add_to_result(self, items: list[Any]) -> dict[str, Any]:
        """ "If you would roll a die, you may add N to its result" (7.3.33.c)."""
        watcher, _, n = items
        _you(watcher)
        return {"instead": {"action": "roll_die", "scope": "mine", "add_to_result": n}}

    def also_reveal(self, items: list[Any]) -> dict[str, Any]:
        """ "If you would roll one or more dice, also reveal the top card of your deck": an
        additive modifier (6.2.c)."""
        _you(items[0])
        return {"also": {"action": "roll_die", "scope": "mine", "add": "reveal"}}

    def roll_many_words(self, _: list[Any]) -> str:
        return "many"

    def roll_one_words(self, _: list[Any]) -> str:
        return "one"

    def roll_dice_instead(self, items: list[Any]) -> dict[str, Any]:
        """ "If / Each time you would roll a die, roll N dice instead and choose one of the
        results" (7.3.33.c, 6.2.b): N-1 dice more, one result kept — as "instead roll that
        many dice plus N-1 and ignore N-1 rolls of your choice". Of "one or more dice", N
        dice would say neither how many per die nor how many kept: refused."""
        watcher, rolled, n = items
        _you(watcher)
        if rolled != "one":
            raise NotRead(
                "dice instead",
                "'dice instead' of one or more dice does not say how many are kept (7.3.33.c)",
                "roll_dice_instead",
            )
        if type(n) is not int:  # "X dice" (1 until a "where X is"), "two more dice": not N
            raise NotRead(
                "dice instead",
                "'dice instead' after a number of dice not printed as such ('X', 'two more')"
                " is not read",
                "roll_dice_instead",
            )
        if n < 2:
            raise NotRead(
                str(n), "rolling fewer than two dice keeps nothing to choose", "roll_dice_instead"
            )
        return {"instead": {"action": "roll_die", "scope": "mine", "extra": n - 1}}

    def may_instead(self, _: list[Any]) -> str:
        return "may"

    def during(self, items: list[Token]) -> tuple[str, str]:
        return ("during", str(_tokens(items)[0]).lower())

    def instead_to(self, items: list[Any]) -> list[dict[str, Any]]:
        return list(items[0])

    # ------------------------------------------------------------- who is watched
    def watch_me(self, _: list[Any]) -> tuple[str, ...]:
        return ("i",)

    def watch_my_expedition(self, _: list[Any]) -> tuple[str, ...]:
        return ("my expedition",)

    def watch_one_of_your_expeditions(self, _: list[Any]) -> tuple[str, ...]:
        return ("one of your expeditions",)

    def watch_ascended_expeditions(self, items: list[Token]) -> tuple[str, ...]:
        if _status(items[0]) != "Ascended":
            raise NotRead(str(items[0]), "these Expeditions are not read yet", "watcher")
        return ("ascended",)

    def watch_you(self, _: list[Any]) -> tuple[str, ...]:
        return ("you",)

    def watch_character(self, items: list[Token]) -> tuple[str, ...]:
        statuses = [_status(t) for t in _tokens(items) if t.type == "STATUS"]
        return ("character", *statuses)

    # ------------------------------------------------------------- events
    @v_args(meta=True)
    def would_be(self, meta: Meta, _: list[Any]) -> Replace:
        return {"kind": "i", "action": _I_BE[self._span(meta).split()[-1]]}

    def would_be_status_word(self, items: list[Token]) -> Replace:
        word = str(items[0]).lower()
        if word not in _I_BE:
            raise NotRead(f"be {word}", f"'would be {word}' is not an event", "event_would")
        return {"kind": "i", "action": _I_BE[word]}

    def would_go_reserve(self, _: list[Any]) -> Replace:
        return {"kind": "i", "action": "move", "to": "reserve"}

    def would_go_hand(self, _: list[Any]) -> Replace:
        return {"kind": "i", "action": "move", "to": "hand"}

    def would_leave_expedition(self, _: list[Any]) -> Replace:
        return {"kind": "i", "action": "move", "from": "expedition"}

    def would_leave_landmark(self, _: list[Any]) -> Replace:
        return {"kind": "i", "action": "move", "from": "landmark"}

    def would_gain_status(self, items: list[Any]) -> Replace:
        return {"kind": "i", "action": "gain_status", "status": _status(_tokens(items)[-1])}

    def would_lose_status(self, items: list[Any]) -> Replace:
        return {"kind": "i", "action": "lose_status", "status": _status(_tokens(items)[-1])}

    def would_while(self, items: list[Any]) -> Replace:
        """ "… while I'm [status]": a condition of the bearer (2.3.2.f)."""
        event, status = items[0], _tokens(items[1:])[-1]
        if event.get("kind") != "i" or "if" in event:
            raise NotRead("while", "'while' here is not read yet", "would_while")
        return {**event, "if": f"i am {str(status).lower()}"}

    @v_args(meta=True)
    def would_move(self, meta: Meta, _: list[Any]) -> Replace:
        way = self._span(meta).split()[-1]
        return {"kind": "expedition", "action": f"move_{way}"}

    def would_draw(self, _: list[Any]) -> Replace:
        return {"kind": "you", "action": "draw"}

    def would_resupply(self, _: list[Any]) -> Replace:
        return {"kind": "you", "action": "resupply"}

    def would_leave_my_expedition(self, _: list[Any]) -> Replace:
        return {"kind": "character"}

    def would_attempt_ascend(self, _: list[Any]) -> Replace:
        return {"kind": "ascend"}

    # ------------------------------------------------------------- results
    @v_args(meta=True)
    def instead_zone(self, meta: Meta, items: list[Any]) -> tuple[str, Replace]:
        return ("result", {"zone": items[-1]})

    @v_args(meta=True)
    def zone_name(self, meta: Meta, _: list[Any]) -> str:
        return _ZONES[self._span(meta)]

    @v_args(meta=True)
    def instead_discard_me(self, meta: Meta, _: list[Any]) -> tuple[str, Replace]:
        return ("result", {"me": self._span(meta).split()[0]})

    def instead_draw(self, _: list[Any]) -> tuple[str, Replace]:
        return ("result", {"player": "draw", "amount": 1})

    def instead_draw_many(self, items: list[Any]) -> tuple[str, Replace]:
        return ("result", {"player": "draw", "amount": items[0]})

    @v_args(meta=True)
    def instead_resupply(self, meta: Meta, _: list[Any]) -> tuple[str, Replace]:
        twice = self._span(meta).endswith("twice")
        return ("result", {"player": "resupply", "amount": 2 if twice else 1})

    @v_args(meta=True)
    def instead_exhausted_resupply(self, meta: Meta, items: list[Any]) -> tuple[str, Replace]:
        if _status(_tokens(items)[0]) != "Exhausted":
            raise NotRead(str(items[0]), "this Resupply is not read", "instead_result")
        twice = self._span(meta).endswith("twice")
        return ("result", {"player": "exhausted_resupply", "amount": 2 if twice else 1})

    def instead_boosts(self, items: list[Any]) -> tuple[str, Replace]:
        return ("result", {"boosts": items[0]})

    def instead_status(self, items: list[Token]) -> tuple[str, Replace]:
        return ("result", {"status": _status(_tokens(items)[0])})

    def instead_lose_boosts(self, _: list[Any]) -> tuple[str, Replace]:
        return ("result", {"lose_boosts": True})

    def instead_lose_status(self, items: list[Token]) -> tuple[str, Replace]:
        return ("result", {"lose_status": _status(_tokens(items)[0])})

    @v_args(meta=True)
    def instead_more_regions(self, meta: Meta, items: list[Any]) -> tuple[str, Replace]:
        way = self._span(meta).split()[2]
        return ("result", {"more": items[0], "way": way})


def _you(watcher: tuple[str, ...]) -> None:
    if watcher != ("you",):
        raise NotRead("would roll", "only a player rolls dice (7.3.33)", "replacement")


def _watched(watcher: tuple[str, ...], event: Replace) -> Replace:
    """What the modifier watches: its action, scope and narrowing words."""
    kind = event.pop("kind", "")
    who = watcher[0]
    if who == "character" and kind == "character":
        flt: dict[str, Any] = {"types": ["Character"], "in_my_expedition": True}
        if len(watcher) > 1:
            flt["statuses"] = list(watcher[1:])
        return {
            "action": "move",
            "from": "expedition",
            "scope": "any",
            "watched": flt,
            "leaves_expedition": True,  # switching Expeditions leaves it too (7.3.39.b)
        }
    if who == "described" or (who == "character" and kind == "i"):  # gram78
        return described_watched(watcher, {**event, "kind": kind})
    if who == "ascended" and kind == "ascend":  # 7.5.3.a: it only attempts to Ascend
        return {"action": "ascend", "scope": "mine", "attempt": True}
    if who == "i" and kind == "i":
        if event.get("from") == "reserve":  # gram78
            raise NotRead(
                "from reserve",
                "my passive ability does not work while I am in Reserve (only a support"
                " ability does, 2.2.12.i)",
                "replacement",
            )
        return {k: v for k, v in event.items() if k != "mine_only"} | {"scope": "self"}
    if who in ("my expedition", "one of your expeditions") and kind == "expedition":
        scope = "my_expedition" if who == "my expedition" else "mine"
        return {**event, "scope": scope}
    if who == "you" and kind == "you":
        return {**event, "scope": "mine"}
    raise NotRead("would", f"'If {who} would …' with this event is not read yet", "replacement")


def _result(result: Replace, watched: Replace) -> Replace:
    """What happens instead, for what is watched (6.2.b)."""
    self_watched = watched["scope"] == "self"
    said_of_itself = self_result(result, watched)  # "I go to Reserve", "it is discarded"
    if said_of_itself is not None:
        return said_of_itself
    if "zone" in result and self_watched:
        return {"instead_to": result["zone"]}
    if result.get("me") == "discard" and self_watched:
        return {"instead_to": "discard"}
    if "me" in result and str(watched["action"]).startswith("move_"):
        return {"instead_action": result["me"]}  # the bearer, instead of the Expedition's move
    if "player" in result:
        n = result["amount"]
        return {"instead_action": result["player"], **({"instead_amount": n} if n > 1 else {})}
    if "boosts" in result and self_watched:
        return {"instead_action": "give_boost", "instead_amount": result["boosts"]}
    if "status" in result and self_watched:
        return {"instead_status": result["status"]}
    if result.get("lose_boosts") and "watched" in watched:
        return {"instead_action": "remove_counters", "instead_counter": "boost"}
    if "lose_status" in result and "watched" in watched:
        return {"instead_action": "lose_status", "instead_status": result["lose_status"]}
    if "more" in result and watched["action"] == f"move_{result['way']}":
        return {"extra": result["more"]}
    raise NotRead("instead", "this result done instead is not read yet", "instead_result")
