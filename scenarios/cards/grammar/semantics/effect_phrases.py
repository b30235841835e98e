"""The semantic functions of the grammar's "effects, round 2 (session 3)" section
(``altered.lark``, issue 30): more phrase classes of the effect side, one function per rule,
into the same card structures the other sections give for the same words."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.it_references import names_it
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.static import XAmount
from scenarios.cards.grammar.tree import Object, Sentence

_PLAIN_GAIN = frozenset({"action", "status", "subject", "filter"})
"""The keys of a plain "[object] gains [status]" step, the only one a list of statuses
after a comma continues (no duration, condition, option or follow-up of its own)."""


THIS_WAY: dict[str, frozenset[str]] = {
    "if_discarded_this_way": frozenset({"sabotage"}),
    "if_put_in_reserve_this_way": frozenset({"resupply", "exhausted_resupply"}),
    "if_put_kind_in_reserve_this_way": frozenset({"resupply", "exhausted_resupply"}),
}
"""The steps "If you [verb] a card this way" may follow, by rule: those whose every object
is a card put where the verb says — Sabotage discards a card from a Reserve (7.3.35.a; no
token is ever in a Reserve), Resupply puts the top card of the deck in Reserve (7.3.31)."""


class EffectPhraseSemantics(SemanticsBase):
    """Steps of the effects' second round: a choice among a list of statuses; "if you did"
    said with the step's own verb."""

    def do_following_x_times(self, items: list[Any]) -> Step:
        """ "Do the following X+1 times, where X is my number of Arcane counters: • [step]"
        (6.5.i): the ● line's single step (with what it enables: "then exhaust it"), its
        ``times`` the N added to X and ``x_is`` what X counts; several steps are refused."""
        plus, *rest = items
        mode = rest[-1]
        names = [t for t in rest[:-1] if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        counted = f"{str(names[0]).lower()} counters" if names else "boosts"
        steps = mode["effect"]
        if len(steps) != 1 or "times" in steps[0] or "x_is" in steps[0]:
            raise NotRead(
                "do the following",
                "repeating several steps is not read yet",
                "do_following_x_times",
            )
        return {
            **steps[0],
            "times": int(str(plus).split("+")[1]),
            "x_is": f"my number of {counted}",
        }

    def choose_x_modes(self, items: list[Any]) -> Step:
        """ "Choose X+1, where X is my number of Arcane counters: • … • …" (6.5.g): a modal
        step choosing X+N modes, X counted as it begins (6.5.i); "You may pick the same
        option multiple times" lets a mode be chosen again."""
        plus, *rest = items
        again = any(r == "same_option" for r in rest)
        modes = [r for r in rest if isinstance(r, dict)]
        names = [t for t in rest if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        counted = f"{str(names[0]).lower()} counters" if names else "boosts"
        if len(modes) < 2:
            raise NotRead("choose", "a choice of one mode is not read", "choose_x_modes")
        step: Step = {
            "action": "choose",
            "modes": modes,
            "choose": int(str(plus).split("+")[1]),
            "x_is": f"my number of {counted}",
        }
        return {**step, "repeat_modes": True} if again else step

    def same_option(self, _: list[Any]) -> str:
        return "same_option"

    def where_x_is_the_result(self, items: list[Any]) -> Sentence:
        """ "Roll a die. Target Character gains X boosts, where X is the result." (7.3.33.b):
        the steps once per result 1 to 6, X that number (plus N for "X+N") — outcomes of
        the roll before, as "On a 4+, [X]" are. X must be the one amount given, drawn or
        made of a step (not a cost, a position or a statistic); a roll among these steps is
        refused (its own result would be meant)."""
        steps: list[Step] = items[0]
        found = [s for s in steps if isinstance(s.get("amount"), XAmount)]
        placed = [s for s in steps if isinstance(s.get("position"), XAmount)]
        if len(found) + len(placed) != 1 or (
            found and found[0].get("action") not in _RESULT_AMOUNTS
        ):
            raise NotRead("where x", "'X is the result' names no single amount", "where_x_result")
        if any(s.get("action") == "roll_die" for s in steps) or any(
            k in (found or placed)[0] for k in ("per", "up_to", "amounts", "max_total")
        ):
            raise NotRead("where x", "'X is the result' here is not read yet", "where_x_result")
        outcomes = [
            {"low": n, "high": n, "effect": [_with_result(s, n) for s in steps]}
            for n in range(1, 7)
        ]
        return Sentence(outcomes, "outcome", "where_x_is_the_result")

    def send_to_xth_position(self, items: list[Object]) -> Step:
        """ "Send target Character to the Xth position of its owner's deck" (3.2.2.c): X is
        what a "where X is the result" says (an X nothing says is refused, no_x_left)."""
        # "its owner's deck": named by ownership (1.1.3.d)
        step = {"action": "send", "to": "deck", "position": XAmount(1), "to_owner": True}
        return {**step, **_subject(items[0])}

    def discards_hand_and_reserve(self, items: list[Any]) -> list[Step]:
        """ "Each player discards their hand and their Reserve, then draws three cards": each
        player discards both zones' cards, then each draws (7.3.7, 7.3.9, 1.4.7.b)."""
        player, *amount = [i for i in items if not isinstance(i, Token)]
        if player != "each_player":
            raise NotRead("discards", "this player's discarding is not read yet", "player_step")
        steps: list[Step] = [
            {"action": "discard", "subject": "cards_in_each_players_hand_and_reserve"}
        ]
        if amount:
            steps.append({"action": "draw", "amount": amount[0], "subject": "each_player"})
        return steps

    def if_discarded_this_way(self, items: list[Any]) -> Sentence:
        """ "If you discarded a card this way, [X]": "if you did" after Sabotage (6.5.f)."""
        return Sentence(items[0], "if_you_do", "if_discarded_this_way")

    def if_put_in_reserve_this_way(self, items: list[Any]) -> Sentence:
        """ "If you put a card in Reserve this way, [X]": "if you did" after Resupply."""
        return Sentence(items[0], "if_you_do", "if_put_in_reserve_this_way")

    def gain_status_choice_list(self, items: list[Any]) -> list[Step]:
        """ "Target Character gains Fleeting, Anchored or Asleep": one of the statuses
        listed, chosen as the step resolves (7.3.16, 6.1.g). The chain's last step must be
        the plain "[object] gains [status]" the list begins with; the same status twice is
        refused, as in "X or Y"."""
        steps: list[Step] = items[0]
        listed: list[Token] = items[1:]
        last = steps[-1]
        if last.get("action") != "gain_status" or not set(last) <= _PLAIN_GAIN:
            raise NotRead(", or", "a list of statuses after this step", "gain_status_choice_list")
        names = [last["status"], *(lx.STATUSES[str(s).lower()] for s in listed)]
        if len(set(names)) != len(names):
            raise NotRead("or", "the same status twice", "gain_status_choice_list")
        return [*steps[:-1], {**last, "status_choices": names}]


_RESULT_AMOUNTS = frozenset({"give_boost", "gain_counters", "draw", "create"})
"""Steps whose amount X may be a die's result: how many are given, drawn or made."""


def _with_result(step: Step, n: int) -> Step:
    """``step`` with its amount or deck position X as the result ``n`` (plus N: "X+N")."""
    out = {k: n + v.plus if isinstance(v, XAmount) else v for k, v in step.items()}
    if out.get("position") == 1:
        out["position"] = "top"  # the first position of a deck is its top (3.2.2.c)
    return out


def roll_around_target(steps: list[Step]) -> list[Step]:
    """ "Target a Character in Reserve, then roll a die. On a: • 4+, we both gain 1 boost.
    • 1-3, it gains 1 boost.": the target is chosen before the roll (6.5.b) and "it" in the
    results is that target (7.3.33.b) — one roll step on the target, as "Target [object].
    Then roll a die: …" reads. Only a plain target (no "may", no follow-up) directly
    before a roll whose results name "it"."""
    out: list[Step] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        roll = steps[i + 1] if i + 1 < len(steps) else None
        plain = step.get("action") == "_target" and set(step) <= {"action", "subject", "filter"}
        if (
            plain
            and roll is not None
            and roll.get("action") == "roll_die"
            and "subject" not in roll
            and roll.get("outcomes")
            and any(names_it(s) for o in roll["outcomes"] for s in o["effect"])
        ):
            out.append({**roll, **{k: v for k, v in step.items() if k != "action"}})
            i += 2
            continue
        out.append(step)
        i += 1
    return out
