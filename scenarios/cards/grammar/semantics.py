"""One function per grammar rule: the tree of ``altered.lark`` -> the card structures.

The result is the same plain dict a hand-written library card's ability is (see
``docs/cards.md``) and the pattern reader (:mod:`scenarios.cards.printed`) gives, validated
and compiled by the same models. A rule whose words are read but whose meaning the card
structures cannot say exactly raises :class:`NotRead` naming those words and the rule: a
reading that runs but does other than the text is worse than "resolve by hand".
"""

from __future__ import annotations

import re
from typing import Any

from lark import Discard, Token, Transformer, Tree, v_args
from lark.exceptions import VisitError
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Condition, Description, Object, Sentence

Step = dict[str, Any]

_ICON_TRIGGERS = {"J": "enters_play", "H": "played_from_hand", "R": "played_from_reserve"}
"""{J} {H} {R}: When I enter play / am played from Hand / from Reserve (7.1.1.a-c)."""


def _number(token: Token | str) -> int:
    word = str(token).lower().strip("{}")
    return int(word) if word.isdigit() else lx.NUMBERS[word]


class Semantics(Transformer[Token, Any]):
    """The semantic functions, rule by rule (method name = rule or alias name)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text.replace("\u2019", "'").replace("\u2013", "\u2014")

    def _printed(self, meta: Meta) -> str:
        """The text a rule matched, as printed."""
        if getattr(meta, "empty", True):
            return ""
        return self.text[meta.start_pos : meta.end_pos]

    def _span(self, meta: Meta) -> str:
        """The text a rule matched, lower case (conditions and counts are kept so)."""
        return self._printed(meta).lower()

    # ------------------------------------------------------------- ability (2.2.12)
    def spell_effect(self, items: list[list[Step]]) -> dict[str, Any]:
        effect = self.output(items)
        _no_only_if(effect)
        _it_named(effect, None)
        return {"effect": effect}

    def trigger_only(self, items: list[Any]) -> dict[str, Any]:
        support = isinstance(items[0], Token) and items[0].type == "SUPPORT"
        return {"trigger": items[-1], "support": support}

    def condition_only(self, items: list[tuple[Condition, bool]]) -> dict[str, Any]:
        return {"condition": items[0]}

    def start(self, items: list[Any]) -> dict[str, Any]:
        support = bool(items) and isinstance(items[0], Token) and items[0].type == "SUPPORT"
        body = items[-1]
        if isinstance(body, list):  # keywords
            return {"keywords": body}
        return {**({"support": True} if support else {}), **body}

    def keyword_list(self, items: list[str]) -> list[str]:
        return items

    def plain_keyword(self, items: list[Token]) -> str:
        return lx.KEYWORDS[items[0].lower()]

    def status_keyword(self, items: list[Token]) -> str:
        if items[0].lower() != "fleeting":  # 2.4.7.b: Fleeting is the only one printed alone
            raise NotRead(str(items[0]), f"'{items[0]}' is a status, not a keyword", "keyword")
        return "Fleeting"

    def numbered_keyword(self, items: list[Token]) -> str:
        return f"{lx.NUMBERED_KEYWORDS[items[0].lower()]} {_number(items[1])}"

    def reaction(self, items: list[Any]) -> dict[str, Any]:
        trigger, effect = items
        _it_named(effect, trigger["trigger"])
        _no_only_if(effect)
        return {"reaction": {**trigger, "effect": effect}}

    def quick_action(self, items: list[Any]) -> dict[str, Any]:
        *costs, effect = items
        cost: dict[str, Any] = {"mana": 0}
        only_if = [s["_only_if"] for s in effect if "_only_if" in s]
        effect = [s for s in effect if "_only_if" not in s]
        for kind, n in costs:
            if kind == "mana":
                cost["mana"] += n
            elif kind == "spend" and "spend" not in cost:  # 7.3.38.a
                cost["spend"], cost["counter"] = n
            elif kind == "steps":  # an object moved as a cost, chosen in the declaration (1.2.5.a)
                cost.setdefault("steps", []).append(n)
            elif kind in cost:
                raise NotRead(kind, "the same cost is printed twice", "quick_action")
            else:
                cost[kind] = True
        _it_named(effect, None)
        ability: dict[str, Any] = {"quick_action": {"cost": cost, "effect": effect}}
        if only_if:  # "You can only activate this if [c]" (5.1.2.g)
            ability["quick_action"]["if"] = only_if[0]
        if cost.get("discard_me_from_reserve"):
            ability["support"] = True  # {D} can only be paid from Reserve (2.2.12.d)
        return ability

    def tap_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("exhaust_me", 1)  # 7.1.4.a

    def discard_me_cost(self, _: list[Any]) -> tuple[str, int]:
        return ("discard_me_from_reserve", 1)  # 7.1.4.b

    def mana_cost(self, items: list[Token]) -> tuple[str, int]:
        return ("mana", _number(items[0]))  # 1.2.5.e

    def spend_cost(self, items: list[tuple[int, str]]) -> tuple[str, tuple[int, str]]:
        return ("spend", items[0])

    def sacrifice_cost(self, items: list[Object]) -> tuple[str, Step]:
        return ("steps", self.sacrifice(items))

    def discard_cost(self, items: list[Object]) -> tuple[str, Step]:
        step = self.discard(items)
        if not str(step.get("subject", "")).startswith("a_"):
            raise NotRead("discard", "this discard as a cost is not read yet", "discard_cost")
        return ("steps", step)

    def spent(self, items: list[Any]) -> tuple[int, str]:
        """ "Spend N of my boosts / [name] counters" (7.3.38.a)."""
        n = items[0]
        return n, (str(items[1]).capitalize() if len(items) > 1 else "boost")

    def spend_step(self, items: list[tuple[int, str]]) -> Step:
        n, counter = items[0]
        return {"action": "spend_counters", "amount": n, "counter": counter}

    # ------------------------------------------------------------- triggers (6.3)
    def icon_trigger(self, items: list[Token]) -> dict[str, Any]:
        return {"trigger": _ICON_TRIGGERS[items[0].strip("{}").upper()]}

    def phase_trigger(self, items: list[Any]) -> dict[str, Any]:
        fields: dict[str, Any] = {"trigger": f"at_{items[0].lower()}"}
        if len(items) > 2:
            fields["if"] = items[1].card_text()
        return fields

    def event_trigger(self, items: list[Any]) -> dict[str, Any]:
        fields = dict(items[0])
        if len(items) > 2:
            fields["if"] = items[1].card_text()
        return fields

    def trigger_condition(self, items: list[Condition]) -> Condition:
        return items[0]

    def ev_leave_expedition(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "leaves_expedition_zone"}

    def ev_leave_landmark(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "leaves_landmark_zone"}

    def ev_sacrificed(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "sacrificed"}

    def ev_go_reserve(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "goes_to_reserve_from_anywhere"}

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] joins my Expedition / your Expeditions" (6.3.b)."""
        (another, d), place = items
        if (
            _noun(d) != "Character"
            or d.controller
            or d.in_your_reserve
            or d.from_your_hand
            or d.played
        ):
            raise NotRead("joins", "this kind of object joining is not read yet", "ev_joins")
        flt = _filter(d, where=True)
        if not flt:
            return {"trigger": f"{another}character_joins_{place}"}
        # the "another" triggers take no filter: "another" is then the filter's (6.3.b)
        if another:
            flt["another"] = True
        return {"trigger": f"character_joins_{place}", "filter": flt}

    def a_joiner(self, items: list[Description]) -> tuple[str, Description]:
        return "", items[0]

    def another_joiner(self, items: list[Description]) -> tuple[str, Description]:
        return "another_", items[0]

    def ev_leaves_your_expeditions(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] leaves your Expeditions" (6.3.b): 'filter'."""
        another, d = items[0]
        if _noun(d) != "Character" or another or d.controller or d.played:
            raise NotRead("leaves", "this kind of object leaving is not read yet", "ev_leaves")
        return {"trigger": "character_leaves_your_expeditions", "filter": _filter(d, where=True)}

    def ev_you_create_token(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_create_a_token"}  # 'it': the token (7.3.5)

    def ev_leaves_your_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "When a card leaves your Reserve [during the Afternoon]" (6.3.b)."""
        (another, d), *phase = items
        if another or d.types != ["card"] or _filter(d) or d.controller:
            raise NotRead("leaves", "this kind of card leaving is not read yet", "ev_leaves")
        fields: dict[str, Any] = {"trigger": "card_leaves_your_reserve"}
        if phase:
            fields["during"] = lx.PHASES[phase[0].lower()]
        return fields

    @v_args(meta=True)
    def ev_gains_boosts(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] gains N or more boosts" (6.3.b)."""
        (another, d), _ = items
        span = self._span(meta)
        m = re.search(r"gains (\d+) or more boosts?$", span)
        if m is None or another or d.played or _noun(d) != "Character":
            raise NotRead("gains", "this gain of boosts is not read yet", "ev_gains_boosts")
        flt = _filter(d, types=[_noun(d)], where=True)
        return {"trigger": "gains_boosts", "amount": int(m[1]), "filter": flt}

    def ev_i_gain_status(self, items: list[Token]) -> dict[str, Any]:
        status = lx.STATUSES[items[0].lower()]
        return {"trigger": "gains_status", "filter": {"only_me": True}, "status": status}

    def ev_gains_status(self, items: list[Any]) -> dict[str, Any]:
        (another, d), status = items
        if another or d.played or _noun(d) != "Character":  # Characters' statuses only
            raise NotRead("gains", "this gain of a status is not read yet", "ev_gains_status")
        flt = _filter(d, types=[_noun(d)], where=True)
        return {"trigger": "gains_status", "filter": flt, "status": lx.STATUSES[status.lower()]}

    def ev_go_reserve_from_expedition(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "goes_to_reserve_from_expedition_zone"}

    def ev_go_reserve_from_hand(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "goes_to_reserve_from_hand"}

    def ev_one_of_your_expeditions_forward(self, items: list[Token]) -> dict[str, Any]:
        """ "When one of your Expeditions moves forward due to {V}" (7.5.2): once per
        Expedition, 'terrain' the one that made it move."""
        terrain = lx.TERRAINS[items[0].lower()]
        return {"trigger": "one_of_your_expeditions_moves_forward", "terrain": terrain}

    def leave_for_each_boost_trigger(self, _: list[Any]) -> dict[str, Any]:
        """ "When I leave the Expedition zone, for each of my boosts —": once per boost I
        had (6.3.f)."""
        return {"trigger": "leaves_expedition_zone_for_each_of_my_boosts"}

    def ev_opponent_draws(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "opponent_draws_or_resupplies"}

    def ev_my_expedition_fails(self, items: list[Token]) -> dict[str, Any]:
        # 4.2.4.i: only Progress (in Dusk) makes an Expedition fail to move forward
        if items and items[0].lower() != "dusk":
            raise NotRead(str(items[0]), "an Expedition fails to move forward only at Dusk")
        return {"trigger": "my_expedition_fails_to_move_forward"}

    def my_expedition_place(self, _: list[Any]) -> str:
        return "my_expedition"

    def your_expeditions_place(self, _: list[Any]) -> str:
        return "your_expeditions"

    def ev_you_play(self, items: list[Description]) -> dict[str, Any]:
        return {"trigger": "you_play_a_card", "filter": _played_filter(items[0], False)}

    def ev_you_play_another(self, items: list[Description]) -> dict[str, Any]:
        return {"trigger": "you_play_a_card", "filter": _played_filter(items[0], True)}

    def ev_my_expedition_forward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "my_expedition_moves_forward"}

    def ev_you_sacrifice(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_sacrifice_a_character"}

    def ev_you_roll(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_roll_dice"}  # once per step (7.3.33.a)

    # ------------------------------------------------------------- outputs and effects
    def output(self, items: list[list[Step]]) -> list[Step]:
        if any("_otherwise_pending" in s for s in items[0]):
            raise NotRead("otherwise", "'otherwise' follows no condition", "otherwise_tail")
        return items[0]

    def conditioned_output(self, items: list[Any]) -> list[Step]:
        """ "[condition]: [output]" (a Unique's form): the condition governs the output as
        "If [condition], [output]" does (6.5.d); over several steps it is not read."""
        (condition, unless), steps = items
        if len(steps) != 1:
            raise NotRead(
                ":",
                "a condition before a colon over several steps is not read yet",
                "conditioned_output",
            )
        return [conditioned(steps[0], condition.card_text(unless), "conditioned_output")]

    def if_colon(self, items: list[Condition]) -> tuple[Condition, bool]:
        return items[0], False

    def unless_colon(self, items: list[Condition]) -> tuple[Condition, bool]:
        return items[0], True

    def effect(self, items: list[Sentence]) -> list[Step]:
        steps: list[Step] = []
        for sentence in items:
            if sentence.join == "":
                first = sentence.steps[0] if sentence.steps else {}
                if steps and first.get("subject") == "it" and _chooses(steps[-1]):
                    # "Target Character gains Asleep. You may give it 2 boosts.": "it" is
                    # what the step before chose, a step following it (6.5.f)
                    if steps[-1].get("then"):
                        raise NotRead(
                            "it", "'it' after a step that has a follow-up is not read yet"
                        )
                    steps[-1] = {**steps[-1], "then": sentence.steps}
                    continue
                steps.extend(sentence.steps)
                continue
            if not steps:
                raise NotRead(
                    sentence.rule, f"'{_said(sentence.join)}' follows no step", sentence.rule
                )
            last = steps[-1]
            if sentence.join == "only_if":
                steps.extend(sentence.steps)
                continue
            if sentence.join == "outcome":  # "On a [range], [X]" (7.3.33.b)
                if last.get("action") != "roll_die":
                    raise NotRead("on a", "a die result follows no die roll", "die_outcome")
                last["outcomes"].extend(sentence.steps)
                continue
            if sentence.join == "if_you_do":  # 6.5.f
                if not last.get("may") or last.get("then"):
                    raise NotRead(
                        "if you do", "'if you do' after a step that is not optional", "if_you_do"
                    )
                last["then"] = sentence.steps
            elif sentence.join == "if_you_dont":
                # "You may [X]. If you don't, [Y]": Y when X is declined or nothing of it
                # is done (6.5.c, 6.5.f)
                if not last.get("may") or last.get("if_not_done"):
                    raise NotRead(
                        "if you don't",
                        "'if you don't' after a step that is not optional",
                        "if_you_dont",
                    )
                last["if_not_done"] = sentence.steps
            elif sentence.join == "if_you_cant":  # 6.1.g
                if last.get("may") or last.get("if_cant"):
                    raise NotRead(
                        "if you can't", "'if you can't' after an optional step", "if_you_cant"
                    )
                last["if_cant"] = sentence.steps
            else:  # "Otherwise, [Y]." after "If [c], [X]." (6.5.e)
                if "if" not in last or last.get("otherwise"):
                    raise NotRead(
                        "otherwise", "'otherwise' follows no condition", "otherwise_clause"
                    )
                last["otherwise"] = sentence.steps
        return steps

    def sentence(self, items: list[Any]) -> Sentence:
        item = items[0]
        return item if isinstance(item, Sentence) else Sentence(item)

    def chain(self, items: list[Step]) -> list[Step]:
        return [items[0]] if isinstance(items[0], dict) else list(items[0])

    def then_chain(self, items: list[Any]) -> list[Step]:
        """ "[X], then [Y]": two steps in order (6.1.c); "[X target], then [Y it]": Y acts
        on what X chose, a step following X (6.5.f)."""
        first, step = items
        steps = step if isinstance(step, list) else [step]
        last = first[-1]
        if steps[0].get("subject") == "it" and _chooses(last):
            if last.get("then"):
                raise NotRead("it", "'it' after a step that has a follow-up is not read yet")
            return [*first[:-1], {**last, "then": steps}]
        return [*first, *steps]

    def if_clause(self, items: list[Any]) -> Sentence:
        condition, steps = items
        return Sentence([_one(steps, condition.card_text(), "if_clause")])

    def unless_clause(self, items: list[Any]) -> Sentence:
        condition, steps = items
        return Sentence([_one(steps, condition.card_text(True), "unless_clause")])

    def if_otherwise(self, items: list[Any]) -> Sentence:
        """ "If [c], [X], otherwise [Y]": Y when the condition fails (6.5.e)."""
        condition, steps, otherwise = items
        step = _one(steps, condition.card_text(), "if_otherwise")
        step["otherwise"] = otherwise
        return Sentence([step])

    def unless_otherwise(self, items: list[Any]) -> Sentence:
        """ "Unless [c], [X], otherwise [Y]": Y when the condition holds (6.5.d-e)."""
        condition, steps, otherwise = items
        step = _one(steps, condition.card_text(True), "unless_otherwise")
        step["otherwise"] = otherwise
        return Sentence([step])

    def otherwise_tail(self, items: list[Any]) -> Sentence:
        """ "[X], otherwise [Y]" after "[condition]:" — the colon's condition is X's."""
        steps, otherwise = items
        if len(steps) != 1:
            raise NotRead(
                "otherwise", "'otherwise' after several steps is not read yet", "otherwise_tail"
            )
        return Sentence([{**steps[0], "_otherwise_pending": otherwise}])

    def otherwise_clause(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "otherwise", "otherwise_clause")

    def if_you_do(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_do", "if_you_do")

    def if_you_dont(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_dont", "if_you_dont")

    def if_you_cant(self, items: list[Any]) -> Sentence:
        return Sentence(items[0], "if_you_cant", "if_you_cant")

    def die_outcome(self, items: list[Any]) -> Sentence:
        """ "On a 4+, [X]" after "Roll a die" (7.3.33.b)."""
        (low, high), steps = items
        return Sentence([{"low": low, "high": high, "effect": steps}], "outcome", "die_outcome")

    def die_range(self, items: list[Token]) -> tuple[int, int]:
        word = str(items[0])
        if word.endswith("+"):
            return int(word[:-1]), 6
        if "-" in word:
            low, high = word.split("-")
            return int(low), int(high)
        return int(word), int(word)

    def may_to_clause(self, items: list[Any]) -> Sentence:
        """ "You may [X] to [Y]": Y only if X was done (6.5.f)."""
        first, then = items
        if len(first) != 1 or "then" in first[0]:
            raise NotRead("to", "'you may [X] to [Y]' over several steps is not read yet")
        return Sentence([{**first[0], "may": True, "then": then}])

    def may_pay_clause(self, items: list[Any]) -> Sentence:
        """ "You may pay {N} to [X]": X only if {N} is paid (6.1.d, 1.2.5.c)."""
        mana, steps = items
        if len(steps) != 1 or "pay" in steps[0]:
            raise NotRead("pay", "'you may pay' over several steps is not read yet")
        return Sentence([{**steps[0], "pay": _number(mana), "may": True}])

    def then_sentence(self, items: list[Any]) -> Sentence:
        """ "[X]. Then, [Y].": Y after X (6.1.c)."""
        return Sentence(items[0])

    @v_args(meta=True)
    def only_if_clause(self, meta: Meta, items: list[Condition]) -> Sentence:
        return Sentence([{"_only_if": items[0].card_text()}], "only_if", "only_if_clause")

    def may_clause(self, items: list[Any]) -> Sentence:
        """ "You may [X]": the controller decides whether X happens (6.5.c)."""
        steps = items[0]
        if len(steps) != 1:
            raise NotRead("you may", "'you may' over several steps is not read yet", "may_clause")
        return Sentence([{**steps[0], "may": True}])

    # ------------------------------------------------------------- steps (7.3)
    def draw(self, items: list[Any]) -> Step:
        return {"action": "draw", "amount": items[0]}  # 7.3.9

    def player_draws(self, items: list[Any]) -> Step:
        if items[0] not in ("each_player", "target_opponent"):
            raise NotRead("draws", "this player drawing is not read yet", "player_draws")
        return {"action": "draw", "amount": items[1], "subject": items[0]}

    def resupply(self, _: list[Any]) -> Step:
        return {"action": "resupply"}

    def exhausted_resupply(self, items: list[Token]) -> Step:
        if items[0].lower() != "exhausted":
            raise NotRead(str(items[0]), f"'{items[0]} Resupply' is not an action", "resupply")
        return {"action": "exhausted_resupply"}  # 7.3.12

    def sabotage(self, _: list[Any]) -> Step:
        return {"action": "sabotage"}

    def after_you(self, _: list[Any]) -> Step:
        return {"action": "after_you"}

    def send_to_reserve(self, items: list[Any]) -> Step:
        return _moved("send", "reserve", items)

    def put_me_in_reserve(self, _: list[Any]) -> Step:
        return {"action": "put", "to": "reserve", "subject": "self"}

    def put_in_reserve(self, items: list[Object]) -> Step:
        """ "Put [object] in [its owner's] Reserve" (7.3.27.a): the object's words end
        with where it is put."""
        obj = items[0]
        if not obj.description.in_reserve:
            raise NotRead("put", "'put' without 'in Reserve' is not read yet", "put_in_reserve")
        obj.description.in_reserve = False
        return {"action": "put", "to": "reserve", **_subject(obj)}

    def create_token(self, items: list[Any]) -> Step:
        """ "Create N [Name x/y/z] [Sub-type] token(s) in [place]" (7.3.5)."""
        amount, name, *rest = items
        place = rest[-1]
        subtype = f" {lx.SUBTYPES[rest[0].lower()]}" if len(rest) == 2 else ""
        m = re.fullmatch(r"\[(?P<name>[^\]]+?) (?P<stats>\d+/\d+/\d+)\]", str(name))
        if m is None:
            raise NotRead(str(name), f"the token '{name}' is not read", "create_token")
        token = f"{m['name']} {m['stats']}{subtype}"
        return {"action": "create", "token": token, "amount": amount, "subject": place}

    def token_word(self, _: list[Any]) -> Any:
        return Discard

    def target_expedition_place(self, _: list[Any]) -> str:
        return "target_expedition"

    def your_other_expedition_place(self, _: list[Any]) -> str:
        return "your_other_expedition"  # the one I am not in (7.5)

    def your_companion_expedition_place(self, items: list[Token]) -> str:
        # "Companion" is also a Character sub-type (a token's): the lexicon says SUBTYPE
        if items[0].lower() != "companion":
            raise NotRead(str(items[0]), f"'your {items[0]} Expedition' is not an Expedition")
        return "your_companion_expedition"

    def your_hero_expedition_place(self, _: list[Any]) -> str:
        return "your_hero_expedition"

    def each_of_your_expeditions_place(self, _: list[Any]) -> str:
        return "each_my_expedition"

    def roll_die(self, _: list[Any]) -> Step:
        return {"action": "roll_die", "outcomes": []}  # 7.3.33

    def choose_up_to_modes(self, items: list[Any]) -> Step:
        """ "Choose up to one: • ... • ...": one mode or none (6.5.g, 6.5.c)."""
        step = self.choose_modes(items)
        if step["choose"] != 1:
            raise NotRead("up to", "choosing up to several modes is not read yet", "choose_modes")
        return {**step, "may": True}

    def next_played(self, items: list[Any]) -> Step:
        """ "The next [card] you play [from your hand] this turn [change]": an Emblem-Ongoing
        for this turn (5.2.d, 2.2.15.c)."""
        d, duration, change = items
        played = {"next": None, "hand": "hand"}.get(d.played, "")
        if played == "":
            raise NotRead(
                "the next", "'the next' card without 'you play' is not read", "next_played"
            )
        noun = d.types[0] if d.types else ("card" if d.subtypes else "")
        if noun not in ("card", "Character", "Permanent", "Spell") or d.token or d.controller:
            raise NotRead(
                "the next", "this kind of card played next is not read yet", "next_played"
            )
        flt = _filter(d)
        next_played: dict[str, Any] = {"card_type": noun, **change}
        if flt:
            next_played["filter"] = flt
        if played:
            next_played["played_from"] = played
        ongoing = {"duration": duration, "next_played": next_played}
        return {"action": "ongoing", "ongoing": ongoing}

    def you_play(self, _: list[Any]) -> tuple[str, Any]:
        return ("played", "next")

    def you_play_from_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("played", "hand")

    def this_turn(self, _: list[Any]) -> str:
        return "this turn"

    def this_phase(self, items: list[Token]) -> str:
        if items[0].lower() != "afternoon":  # 4.2.3: turns are taken in the Afternoon
            raise NotRead(str(items[0]), f"'this {items[0]}' is not a duration", "next_played")
        return "this Afternoon"

    def give_boosts(self, items: list[Any]) -> Step:
        """ "Give [object] N boosts" (7.3.16): the object gains them."""
        obj, amount = items
        return {"action": "give_boost", "amount": amount, **_subject(obj)}

    def then_may_sentence(self, items: list[Any]) -> Sentence:
        return self.may_clause(items)

    def ev_opponent_plays(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent plays a [card] [from Reserve]" (6.3.b)."""
        d = items[0]
        zone, d.from_zone = d.from_zone, ""
        flt = _played_filter(d, False)
        fields: dict[str, Any] = {"trigger": "opponent_plays_a_card"}
        if flt:
            fields["filter"] = flt
        if zone:
            fields["played_from"] = zone
        return fields

    def from_zone(self, items: list[str]) -> tuple[str, Any]:
        return ("from_zone", items[0])

    def next_boosts(self, items: list[int]) -> dict[str, Any]:
        return {"boosts": items[0]}

    def next_costs_less(self, items: list[Token]) -> dict[str, Any]:
        return {"cost_change": -_number(items[0])}

    def next_costs_more(self, items: list[Token]) -> dict[str, Any]:
        return {"cost_change": _number(items[0])}

    def next_gains_status(self, items: list[Token]) -> dict[str, Any]:
        return {"gain_status": lx.STATUSES[items[0].lower()]}

    def next_loses_status(self, items: list[Token]) -> dict[str, Any]:
        return {"lose_status": lx.STATUSES[items[0].lower()]}

    def next_free(self, _: list[Any]) -> dict[str, Any]:
        return {"free": True}  # 7.3.26.a

    def target_expedition_forward(self, _: list[Any]) -> Step:
        return {"action": "move_forward", "subject": "target_expedition"}  # 7.5.2

    def player_resupplies(self, items: list[str]) -> Step:
        if items[0] not in ("each_player", "target_opponent"):
            raise NotRead(
                "resupplies", "this player's Resupply is not read yet", "player_resupplies"
            )
        return {"action": "resupply", "subject": items[0]}

    def other_adjective(self, _: list[Any]) -> tuple[str, Any]:
        return ("other", True)

    def choose_modes(self, items: list[Any]) -> Step:
        """ "Choose N: • [mode] • [mode]" (6.5.g)."""
        count, *modes = items
        if len(modes) < 2:
            raise NotRead("choose", "a choice of one mode is not read", "choose_modes")
        return {"action": "choose", "modes": modes, "choose": count}

    @v_args(meta=True)
    def mode(self, meta: Meta, items: list[Sentence]) -> dict[str, Any]:
        text = self._printed(meta).lstrip("\u2022 ").strip()
        return {"text": text, "effect": self.effect(items)}

    def return_to_hand(self, items: list[Any]) -> Step:
        return _moved("return", "hand", items)

    def sacrifice(self, items: list[Object]) -> Step:
        obj = items[0]
        if obj.kind in ("chosen", "another") and obj.description.controller is None:
            obj.description.controller = "you"  # 7.3.29: one sacrifices what one controls
        return _on_object("sacrifice", obj)

    def have_gain_boosts(self, items: list[Any]) -> Step:
        """ "Have [object] gain N boosts" (7.3.18.a): the object does the step."""
        return {"action": "have_do", "do": self.gain_boosts(items)}

    def have_gain_statuses(self, items: list[Any]) -> Step:
        steps = self.gain_statuses(items)
        if len(steps) != 1:
            raise NotRead(
                "and", "'have' with several statuses is not read yet", "have_gain_statuses"
            )
        return {"action": "have_do", "do": steps[0]}

    def have_lose_status(self, items: list[Any]) -> Step:
        return {"action": "have_do", "do": self.lose_status(items)}

    def augment(self, items: list[Object]) -> Step:
        return _on_object("augment", items[0])  # 7.3.4

    @v_args(meta=True)
    def after_rest_chain(self, meta: Meta, items: list[list[Step]]) -> list[Step]:
        """ "[X] after Rest": X as an Emblem-Ongoing's delayed effect, this Day (4.2.d)."""
        steps = items[0]
        text = self._printed(meta)
        ongoing = {"duration": "this Day", "after_rest": steps}
        return [{"action": "ongoing", "ongoing": ongoing, "text": text}]

    def exhaust(self, items: list[Object]) -> Step:
        return _on_object("exhaust", items[0])

    def ready(self, items: list[Object]) -> Step:
        return _on_object("ready", items[0])

    def discard(self, items: list[Object]) -> Step:
        return _on_object("discard", items[0])

    def gain_boosts(self, items: list[Any]) -> Step:
        obj, amount = items
        return {"action": "give_boost", "amount": amount, **_subject(obj)}

    def max_total_chain(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts, up to a max of M": M boosts on it in all."""
        steps, most = items
        last = steps[-1]
        kinds = ("give_boost", "gain_counters")
        if last.get("action") not in kinds or "max_total" in last or "per" in last:
            raise NotRead("up to a max of", "'up to a max of' after no boost", "max_total_chain")
        return [*steps[:-1], {**last, "max_total": most}]

    def max_total(self, items: list[int]) -> int:
        return items[0]

    def gain_boosts_per(self, items: list[Any]) -> Step:
        """ "[object] gains N boosts per / for each [counted]" (6.5.i)."""
        obj, amount, counted = items
        return {"action": "give_boost", "amount": amount, "per": counted, **_subject(obj)}

    def gain_counters_per(self, items: list[Any]) -> Step:
        obj, amount, name, counted = items
        return {
            "action": "gain_counters",
            "amount": amount,
            "counter": str(name).capitalize(),
            "per": counted,
            **_subject(obj),
        }

    def per(self, _: list[Any]) -> Any:
        return Discard

    @v_args(meta=True)
    def counted(self, meta: Meta, _: list[Any]) -> str:
        return self._span(meta)

    def gain_statuses(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [status] [and [status]]" (7.3.13): a target is chosen once —
        the other statuses go to "it", the object chosen (6.5.b)."""
        obj, statuses = items
        subject = _subject(obj)
        if obj.kind == "me" or len(statuses) == 1:
            return [{"action": "gain_status", "status": s, **subject} for s in statuses]
        if obj.kind != "target" or obj.up_to:
            raise NotRead(
                "and", "several statuses for these objects are not read yet", "gain_statuses"
            )
        rest = [{"action": "gain_status", "subject": "it", "status": s} for s in statuses[1:]]
        return [{"action": "gain_status", "status": statuses[0], **subject, "then": rest}]

    def lose_status(self, items: list[Any]) -> Step:
        obj, status = items
        return {"action": "lose_status", "status": lx.STATUSES[status.lower()], **_subject(obj)}

    def gain_counters(self, items: list[Any]) -> Step:
        obj, amount, name = items
        return {
            "action": "gain_counters",
            "amount": amount,
            "counter": str(name).capitalize(),
            **_subject(obj),
        }

    def player_discards(self, items: list[str]) -> Step:
        """ "[player] discards a card from their hand / Reserve": that player chooses."""
        player, zone = items
        who = {
            "target_opponent": "target_opponents",
            "target_player": "target_players",
            "each_player": "each_players",
            "opponent_each": "each_opponents",
        }[player]
        return {"action": "discard", "subject": f"a_card_from_{who}_{zone}"}

    @v_args(meta=True)
    def zone_word(self, meta: Meta, _: list[Any]) -> str:
        return self._span(meta)

    def my_expedition_forward(self, _: list[Any]) -> Step:
        return {"action": "move_forward", "subject": "my_expedition"}  # 7.5.2

    def player_sacrifices(self, items: list[str]) -> Step:
        """ "[player] sacrifices a Character": that player chooses one they control (6.1.h)."""
        who = {
            "each_player": "a_character_each_player_controls",
            "opponent_each": "a_character_each_opponent_controls",
            "target_opponent": "a_character_target_opponent_controls",
            "target_player": "a_character_target_player_controls",
        }
        return {"action": "sacrifice", "subject": who[items[0]]}

    def gain(self, _: list[Any]) -> Any:
        return Discard  # "gain", "gains", "each gain": one step on every object named

    lose = move = card_word = boost_word = counter_word = gain

    @v_args(meta=True)
    def owner_s(self, meta: Meta, _: list[Any]) -> str:
        return "your" if self._span(meta) == "your" else "owner"

    def owner_s_only(self, _: list[Any]) -> str:
        return "owner"

    def status_list(self, items: list[Token]) -> list[str]:
        return [lx.STATUSES[t.lower()] for t in items]

    # ------------------------------------------------------------- players (1.2.6)
    def each_player(self, _: list[Any]) -> str:
        return "each_player"

    def each_opponent(self, _: list[Any]) -> str:
        return "opponent_each"

    def target_opponent(self, _: list[Any]) -> str:
        return "target_opponent"

    def target_player(self, _: list[Any]) -> str:
        return "target_player"

    # ------------------------------------------------------------- objects (2.1, 6.5.b)
    def me(self, _: list[Any]) -> Object:
        return Object("me")

    def it(self, _: list[Any]) -> Object:
        return Object("it")

    @v_args(meta=True)
    def target_object(self, meta: Meta, items: list[Description]) -> Object:
        another = self._span(meta).startswith("another")
        return Object("target", items[0], another=another)

    def up_to_targets(self, items: list[Any]) -> Object:
        return Object("target", items[1], up_to=items[0])

    def chosen_object(self, items: list[Description]) -> Object:
        return Object("chosen", items[0])

    def another_object(self, items: list[Description]) -> Object:
        return Object("another", items[0], another=True)

    def each_object(self, items: list[Description]) -> Object:
        return Object("each", items[0])

    def object_desc(self, items: list[Any]) -> Description:
        return _describe(items)

    def plural_desc(self, items: list[Any]) -> Description:
        d = _describe(items)
        d.plural = True
        return d

    def status_adjective(self, items: list[Token]) -> tuple[str, str]:
        return ("status", lx.STATUSES[items[0].lower()])

    def subtype_adjective(self, items: list[Token]) -> tuple[str, str]:
        return ("subtype", lx.SUBTYPES[items[0].lower()])

    def non_token_adjective(self, _: list[Any]) -> tuple[str, str]:
        return ("non_token", "")

    def character_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Character")

    def permanent_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Permanent")

    def spell_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Spell")

    def card_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "card")

    def character_or_permanent_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Character or Permanent")

    def subtype_noun(self, items: list[Token]) -> tuple[str, str]:
        word = items[0].lower()
        return ("subtype_noun", lx.SUBTYPES.get(word) or lx.plural_subtype(word) or word)

    def token_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("token", "")

    def you_control(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "you")

    def opponent_controls(self, _: list[Any]) -> tuple[str, Any]:
        return ("controller", "opponent")

    def cost_compared(self, items: list[Any]) -> tuple[str, Any]:
        kind, mana, direction = items
        return (f"{kind}_{'max' if direction == 'less' else 'min'}", _number(mana))

    def hand_cost(self, _: list[Any]) -> str:
        return "hand_cost"

    def reserve_cost(self, _: list[Any]) -> str:
        return "reserve_cost"

    def less(self, _: list[Any]) -> str:
        return "less"

    def more(self, _: list[Any]) -> str:
        return "more"

    def in_my_expedition(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_my_expedition", True)

    def in_your_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_your_reserve", True)

    def from_your_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("from_your_hand", True)

    def in_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_reserve", True)

    def in_play_or_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("in_play_or_reserve", True)

    def base_statistic(self, items: list[Token]) -> tuple[str, Any]:
        return ("base_stat", int(items[0]))

    def landmark_noun(self, _: list[Any]) -> tuple[str, str]:
        return ("type", "Landmark")

    # ------------------------------------------------------------- numbers
    def fixed_number(self, items: list[Token]) -> int:
        return _number(items[0])

    def one(self, _: list[Any]) -> int:
        return 1

    # ------------------------------------------------------------- conditions (6.5.d)
    @v_args(meta=True)
    def you_dont_control_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you don't control [X]": the negation of "you control [X]" (6.5.d)."""
        return Condition(self._span(meta).replace("you don't control", "you control", 1), True)


for _name in (
    "you_control_cond",
    "opponent_controls_cond",
    "i_status_cond",
    "i_in_terrain_cond",
    "i_have_boosts_cond",
    "my_expedition_cond",
    "zone_empty_cond",
    "no_cards_cond",
    "first_player_cond",
    "only_one_cond",
):
    setattr(
        Semantics,
        _name,
        v_args(meta=True)(lambda self, meta, _items: Condition(self._span(meta))),
    )


def _said(join: str) -> str:
    return join.replace("_", " ").replace("dont", "don't").replace("cant", "can't")


def conditioned(step: Step, condition: str, rule: str) -> Step:
    if "if" in step:
        raise NotRead("if", "two conditions on one step are not read yet", rule)
    pending = step.pop("_otherwise_pending", None)
    step = {**step, "if": condition}
    if pending is not None:
        step["otherwise"] = pending
    return step


def _one(steps: list[Step], condition: str, rule: str) -> Step:
    if len(steps) != 1:
        raise NotRead("if", "a condition over several steps is not read yet", rule)
    return conditioned(steps[0], condition, rule)


def _describe(items: list[Any]) -> Description:
    d = Description()
    for key, value in items:
        if key == "status":
            d.statuses.append(value)
        elif key in ("subtype", "subtype_noun"):
            d.subtypes.append(value)
        elif key == "type":
            d.types.append(value)
        elif key == "non_token":
            d.non_token = True
        elif key == "token":
            d.token = True
        elif key == "other":
            d.other = True
        else:
            setattr(d, key, value)
    return d


def _played_filter(d: Description, another: bool) -> dict[str, Any]:
    """The filter of "When you play [a card]" (5.1.2.l)."""
    if (
        d.token
        or d.in_my_expedition
        or d.in_your_reserve
        or d.from_your_hand
        or d.controller
        or d.played
    ):
        raise NotRead("you play", "this kind of card played is not read yet", "ev_you_play")
    if d.types == ["Character or Permanent"]:
        raise NotRead(
            "you play", "'a Character or Permanent' played is not read yet", "ev_you_play"
        )
    flt = _filter(d, types=[t for t in d.types if t != "card"], where=True)
    if another:
        flt["another"] = True
    return flt


def _filter(
    d: Description,
    *,
    types: list[str] | None = None,
    controller: bool = True,
    where: bool = False,
) -> dict[str, Any]:
    """The filter of a description; with ``where``, its zone words too ("in your Reserve",
    "in my Expedition") — zones a filter cannot say are not read (precision first)."""
    flt: dict[str, Any] = {}
    if d.from_zone:
        raise NotRead("from", "'from [zone]' here is not read yet", "object_desc")
    if where:
        if d.from_your_hand or d.in_reserve or d.in_play_or_reserve:
            raise NotRead("in", "an object in this zone is not read here yet", "object_desc")
        if d.in_your_reserve:
            flt["in_your_reserve"] = True
        if d.in_my_expedition:
            flt["in_my_expedition"] = True
    if d.statuses:
        flt["statuses"] = list(d.statuses)
    if d.subtypes:
        flt["subtypes"] = list(d.subtypes)
    if types:
        flt["types"] = types
    if controller and d.controller:
        flt["controller"] = d.controller
    for key in ("hand_cost_max", "hand_cost_min", "reserve_cost_max", "reserve_cost_min"):
        if getattr(d, key) is not None:
            flt[key] = getattr(d, key)
    if d.non_token:
        flt["non_token"] = True
    if d.base_stat is not None:
        flt["base_stat"] = d.base_stat
    if d.other:
        flt["another"] = True
    return flt


def _up_to(obj: Object) -> dict[str, Any]:
    return {"up_to": obj.up_to} if obj.up_to else {}


def _chooses(step: Step) -> bool:
    """Whether ``step`` chooses its object (a target or a choice): "it" after it is that."""
    subject = str(step.get("subject", ""))
    return subject.startswith(("target_", "a_")) and subject not in _PLAYERS


_PLAYERS = frozenset({"target_opponent", "target_player"})


def _no_only_if(effect: list[Step]) -> None:
    if any("_only_if" in s for s in effect):
        raise NotRead("you can only activate this", "only a quick action is activated", "only_if")


def _it_named(effect: list[Step], trigger: str | None, chosen: bool = False) -> None:
    """ "It" names the objects the trigger names (6.3.i) or what the step it follows
    chose ("[X target], then [Y it]"); "it" naming nothing is not read (precision first).
    Steps inside steps (follow-ups, alternatives, results, modes) are checked too."""
    from scenarios.cards.printed.abilities import IT_TRIGGERS

    named = trigger is not None and trigger in IT_TRIGGERS
    for step in effect:
        if step.get("subject") == "it" and not (named or chosen):
            raise NotRead("it", "'it' does not refer to anything the trigger or effect names", "it")
        follows = _chooses(step)
        _it_named(list(step.get("then") or ()), trigger, follows)
        for key in ("otherwise", "if_cant", "if_not_done"):
            _it_named(list(step.get(key) or ()), trigger)
        if step.get("do"):
            _it_named([step["do"]], trigger)
        for part in (*(step.get("outcomes") or ()), *(step.get("modes") or ())):
            _it_named(list(part["effect"]), trigger)


_CHARACTER_SUBTYPES = {s.lower() for s in lx.SUBTYPES.values()}


def _noun(d: Description) -> str:
    """The kind of object: Character, Permanent, Spell, card, or "Character or
    Permanent"; a sub-type alone names the type it is a sub-type of (2.2.2)."""
    from scenarios.cards import vocabulary as v

    if len(d.types) > 1:
        raise NotRead("or", "an object of several kinds is not read yet", "object_desc")
    if d.types:
        return d.types[0]
    if d.token:
        return "token"
    if d.subtypes and all(s in v.CHARACTER_SUBTYPES for s in d.subtypes):
        return "Character"
    if d.subtypes and all(s in v.PERMANENT_SUBTYPES for s in d.subtypes):
        return "Permanent"
    raise NotRead("object", "an object of this kind is not read yet", "object_desc")


def _subject(obj: Object) -> dict[str, Any]:
    """An object phrase -> the step's ``subject`` (and ``filter``, ``up_to``): a target
    (6.5.b), a choice (6.1.g), every object of a kind, or "me" (7.2.1.a)."""
    if obj.kind == "me":
        return {"subject": "self"}
    if obj.description.played or obj.description.from_zone:
        raise NotRead("you play", "'[card] you play' here is not read yet", "object_desc")
    if obj.kind == "it":
        return {"subject": "it"}  # checked against what the trigger or a step names
    d = obj.description
    noun = _noun(d)
    where = (d.in_my_expedition, d.in_your_reserve, d.from_your_hand)
    fields: dict[str, Any] = {}
    if obj.kind == "target" and (d.in_reserve or d.in_play_or_reserve):
        if d.in_reserve and noun == "card" and not (d.in_play_or_reserve or d.controller):
            subject, flt = "target_reserve_card", _filter(d)
        elif d.in_play_or_reserve and not d.in_reserve and noun in ("card", "Character"):
            types = [] if noun == "card" else [noun]
            subject, flt = "target_card_in_play_or_reserve", _filter(d, types=types)
        else:
            raise NotRead("in reserve", "this target in Reserve is not read yet", "target_object")
        if obj.another:
            flt["another"] = True
        return {"subject": subject, **({"filter": flt} if flt else {}), **_up_to(obj)}
    if d.in_reserve or d.in_play_or_reserve:
        raise NotRead("in reserve", "this object in Reserve is not read yet", "object_desc")
    if obj.kind == "target":
        if d.token:
            raise NotRead("token", "a target token is not read yet", "target_object")
        if d.from_your_hand:
            raise NotRead("from your hand", "a target in a hand is not read yet", "target_object")
        if d.in_your_reserve:
            subject = "target_card_in_your_reserve"
            types = [] if noun == "card" else [noun]
            if noun == "Character or Permanent":
                raise NotRead(
                    "in your reserve", "this target in Reserve is not read yet", "target_object"
                )
            flt = _filter(d, types=types, controller=False)
        elif noun == "Character":
            subject = (
                "target_character_in_my_expedition" if d.in_my_expedition else "target_character"
            )
            flt = _filter(d)
        elif noun == "Permanent" and not d.in_my_expedition:
            if d.controller == "you":
                subject, flt = "target_permanent_you_control", _filter(d, controller=False)
            else:
                subject, flt = "target_permanent", _filter(d)
        elif noun == "Character or Permanent" and not d.in_my_expedition:
            subject, flt = "target_character_or_permanent", _filter(d)
        else:
            raise NotRead("target", f"a target {noun} here is not read yet", "target_object")
        if obj.another:
            flt["another"] = True
        fields["subject"] = subject
        if flt:
            fields["filter"] = flt
        if obj.up_to:
            fields["up_to"] = obj.up_to
        return fields
    if obj.kind in ("chosen", "another"):
        kinds = ("card", "Character", "Permanent", "Spell")
        types = [] if noun == "card" else [noun]
        one_zone = sum((d.in_my_expedition, d.in_your_reserve, d.from_your_hand)) == 1
        if noun in kinds and d.from_your_hand and one_zone:
            subject, flt = "a_card_from_your_hand", _filter(d, types=types)
        elif noun in kinds and d.in_your_reserve and one_zone:
            subject, flt = "a_card_from_your_reserve", _filter(d, types=types)
        elif noun == "Character" and d.controller == "you" and not any(where):
            subject, flt = "a_character_you_control", _filter(d, controller=False)
        else:
            raise NotRead("a", f"a chosen {noun} here is not read yet", "chosen_object")
        if obj.another:
            flt["another"] = True
        fields["subject"] = subject
        if flt:
            fields["filter"] = flt
        return fields
    # each / all / plural
    if noun == "card" and d.in_your_reserve and not (d.controller or d.in_my_expedition):
        flt = _filter(d)
        return {"subject": "cards_in_your_reserve", **({"filter": flt} if flt else {})}
    if noun == "Character" and d.controller == "you" and not any(where):
        fields["subject"] = "characters_you_control"
        flt = _filter(d, controller=False)
        if flt:
            fields["filter"] = flt
        return fields
    raise NotRead("each", f"every {noun} of this kind is not read yet", "each_object")


def _on_object(action: str, obj: Object) -> Step:
    return {"action": action, **_subject(obj)}


def _moved(action: str, zone: str, items: list[Any]) -> Step:
    """ "Send / Put / Return [object] to [its owner's] [zone]" (7.3.27.a): a card goes to
    its owner's zone whatever the words, so "your" is read only of my own cards."""
    obj = items[0]
    owner = items[1] if len(items) > 1 else None
    own = obj.kind in ("chosen", "another") and (
        obj.description.in_your_reserve or obj.description.from_your_hand
    )
    if owner == "your" and obj.kind != "me" and not own:
        raise NotRead("your", f"'your {zone}' for another's card is not read yet", action)
    return {"action": action, "to": zone, **_subject(obj)}


def transform(tree: Tree[Token], text: str) -> dict[str, Any]:
    """The card structures of one parsed ability (``text``: what was parsed)."""
    try:
        return Semantics(text).transform(tree)  # type: ignore[no-any-return]
    except VisitError as exc:
        if isinstance(exc.orig_exc, NotRead):
            raise exc.orig_exc from None
        raise
