"""A die's result, the one filler of every construction that names one (issue 30, gram44).

"On a [result], [X]", "On a [result]: [X]", "• [result], [X]", "If you roll [result], [X]",
"When you roll a [result] —", "When an opponent rolls a [result] —", "If the result is
[result]", "if you rolled a [result] this Day": each slot takes ``die_range`` of the grammar,
whatever its words — one face in digits or words ("6", "six"), a range ("1-3", "4+"), faces
one after another ("5 or 6", "5 or a 6", "4, 5 or 6") or a bound ("4 or more", "2 or less").
A die shows 1 to 6 (7.3.33.a, 1.1.7.d); a result is read as the faces from its lowest to its
highest (the card structures keep a range): faces with a gap ("1 or 6") are refused by hand.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

FACES = range(1, 7)
"""A die shows 1 to 6 (7.3.33.a)."""


class Faces(tuple[int, int]):
    """A result's lowest and highest face; ``upward`` when said as reaching up ("6 or more",
    "6+"), which holds a result a modifier raised above 6 (7.3.33.c)."""

    upward: bool = False


def _faces(low: int, high: int, *, upward: bool = False) -> Faces:
    f = Faces((low, high))
    f.upward = upward
    return f


def face(word: str) -> int:
    """The face a word names: "6" / "six"; 0 when it names none."""
    low = word.lower()
    if low.isdigit():
        return int(low)
    return lx.NUMBERS.get(low, 0)


def faces_range(faces: list[int], said: str) -> tuple[int, int]:
    """The range (lowest, highest) of faces said one after another; refused by hand when a
    face is not one a die shows or the faces leave a gap."""
    if not faces or any(f not in FACES for f in faces):
        raise NotRead(said, "a die shows 1 to 6 (7.3.33.a)", "die_range")
    low, high = min(faces), max(faces)
    if sorted(set(faces)) != list(range(low, high + 1)):
        raise NotRead(said, "results with a gap between them are not read", "die_range")
    return low, high


def result_words(faces: tuple[int, int]) -> str:
    """The condition words the engine reads: "the result is 6", "4+", "1-3" (7.3.33.a)."""
    low, high = faces
    if low == high and not (high == 6 and getattr(faces, "upward", False)):
        return f"the result is {low}"
    return f"the result is {low}+" if high == 6 else f"the result is {low}-{high}"


RESULT_IS = "the result is"
YOU_ROLLED = "you rolled"
"""The words a condition on a die's result is kept in: "the result is 4+"; "you rolled 4+"
until joined to the controller's roll (then as "the result is")."""

ROLL_TRIGGER = "you_roll_a_die"
ROLL_TRIGGERS = frozenset({ROLL_TRIGGER, "you_roll_dice"})
"""The triggers whose Reaction carries the result it activated on (7.3.33.a)."""


def no_unnoted_result_left(found: dict[str, Any], it_trigger: str | None) -> None:
    """Refuse "If the result is …" left as a condition where no roll notes a result: not a
    Reaction to a roll, nor an output read apart from one (7.3.33.a-b)."""
    reaction = found.get("reaction")
    trigger = reaction.get("trigger") if isinstance(reaction, dict) else it_trigger
    if trigger in ROLL_TRIGGERS or "condition" in found:
        _you_rolled_as_result(found)  # "When you roll a die, if you rolled a 6": that result
        return
    said = _result_condition(found)
    if said == YOU_ROLLED:
        raise NotRead(
            "rolled", "'you rolled' of no roll of yours just before it", "die_result_cond"
        )
    if said:
        raise NotRead("result", "'the result' of no roll the trigger names", "die_result_cond")


def _result_condition(x: Any) -> str:
    """The words of the first condition on a die's result in ``x`` ("" when none)."""
    if isinstance(x, dict):
        said = x.get("if")
        if isinstance(said, str) and said.startswith((RESULT_IS, YOU_ROLLED)):
            return YOU_ROLLED if said.startswith(YOU_ROLLED) else RESULT_IS
        return next((w for w in map(_result_condition, x.values()) if w), "")
    if isinstance(x, list):
        return next((w for w in map(_result_condition, x) if w), "")
    return ""


def _you_rolled_as_result(x: Any) -> None:
    """ "you rolled …" as "the result is …" (in place), where the roll is the one the
    Reaction's trigger names (a roll of the controller's, 7.3.33.a)."""
    if isinstance(x, dict):
        said = x.get("if")
        if isinstance(said, str) and said.startswith(YOU_ROLLED):
            x["if"] = RESULT_IS + said.removeprefix(YOU_ROLLED)
        for v in x.values():
            _you_rolled_as_result(v)
    elif isinstance(x, list):
        for v in x:
            _you_rolled_as_result(v)


ADDED = "_add_to_result"
"""The mark of the step "add N to the result", which only a Reaction to a roll turns into a
modifier of its result (``reaction``); :func:`no_result_addition_left` refuses it elsewhere."""


def no_result_addition_left(found: Any) -> None:
    """Refuse "add N to the result" left as a step: no modifier of a roll was made of it."""
    if isinstance(found, dict):
        if ADDED in found:
            raise NotRead(
                "add",
                "'add N to the result' is read only as 'When you roll a die — [You may exhaust "
                "me to] add N to the result', a modifier of the roll (7.3.33.c)",
                "add_to_the_result",
            )
        for v in found.values():
            no_result_addition_left(v)
    elif isinstance(found, list):
        for v in found:
            no_result_addition_left(v)


def _result_modifier(trigger: dict[str, Any], effect: list[Any]) -> dict[str, Any] | None:
    """ "When you roll a die — [You may exhaust me ({T}) to] add N to the result" as the
    modifier of the roll it is (7.3.33.c: a player benefiting from an ability that modifies
    a roll may look at the die before deciding to use it): the roller's choice when it has
    a cost ("you may exhaust me to", its source exhausted as that choice is made), added to
    every roll when it has none. ``None`` for any other Reaction."""
    if trigger != {"trigger": "you_roll_a_die"} or len(effect) != 1:
        return None
    step = effect[0]
    if set(step) == {ADDED}:
        return _roll_modifier(step[ADDED], "always")
    then = step.get("then") or []
    paid = {k: v for k, v in step.items() if k != "then"}
    if (
        paid == {"action": "exhaust", "subject": "self", "may": True, "to_pay": True}
        and len(then) == 1
        and set(then[0]) == {ADDED}
    ):
        return _roll_modifier(then[0][ADDED], "exhaust_me")
    return None


def _roll_modifier(n: Any, how: str) -> dict[str, Any]:
    """The passive modifier adding ``n`` to the results of the controller's rolls: on every
    roll (``always``) or at the price of exhausting its source (``exhaust_me``, 7.3.16.b)."""
    modifier = {"action": "roll_die", "scope": "mine", "add_to_result": n, how: True}
    return {"passive": {"instead": modifier}}


DICE = "_dice"
"""The mark of "Roll N dice" (N rolls, one per die) until a sentence after it uses each die's
result ("for each die that shows …", :func:`per_die_outcome`); refused if none does."""

PER_DIE = "_per_die"
"""The mark of a step said "for each die that shows [result]" until the dice rolled just
before it take it as their outcome (:func:`per_die_outcome`)."""


def per_die_outcome(roll: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    """ "Roll N dice. [X] for each die that shows [result]." (7.3.33.a-b): N rolls of a die
    one after the other (6.5.i), each noting its own result, [X] done once for each whose
    result is in the range — the roll ``roll`` (marked :data:`DICE`) made N times with that
    outcome."""
    n = roll.get(DICE)
    if n is None or roll.get("outcomes"):
        raise NotRead("for each die", "'for each die' names no dice rolled just before", "per_die")
    low, high = step[PER_DIE]
    body = {k: v for k, v in step.items() if k != PER_DIE}
    if _chooses(body):
        # each roll is an instance of its own (6.5.i), which would choose anew what the
        # step names once ("target Character", "a Character you control", "target Expedition")
        raise NotRead(
            "for each die",
            "'for each die' after a step that targets or chooses is not read yet",
            "per_die",
        )
    if "players_do" in roll:
        # "Your opponent / Each player rolls two dice": a step the players do would do the
        # outcome too, which says who does it on its own ("Draw a card": the controller, 7.2.3.a)
        raise NotRead(
            "rolls",
            "'for each die' of the dice rolled by "
            f"{_ROLLERS.get(roll['players_do'], 'other players')} is not read yet",
            "per_die",
        )
    rest = {k: v for k, v in roll.items() if k != DICE}
    return {**rest, "outcomes": [{"low": low, "high": high, "effect": [body]}], "times": n}


_ROLLERS = {
    "each_opponent": "your opponent",
    "target_opponent": "target opponent",
    "each_player": "each player",
    "opponents": "your opponents",
}
"""Who rolls, in the printed words, for a refusal naming them."""


def _chooses(x: Any) -> bool:
    """Whether a step names an object or place it targets or chooses (6.5.b, 6.1.g)."""
    if isinstance(x, dict):
        return any(_chooses(v) for v in x.values())
    if isinstance(x, list):
        return any(_chooses(v) for v in x)
    return isinstance(x, str) and x.startswith(("target_", "a_", "an_", "another_", "up_to_"))


def no_dice_left(found: Any) -> None:
    """Refuse "Roll N dice" whose results no sentence uses die by die, and "for each die that
    shows …" after no dice rolled (7.3.33.b: a roll's result is used by a later step; the
    result of several dice is not one number)."""
    if isinstance(found, list):
        for item in found:
            no_dice_left(item)
        return
    if not isinstance(found, dict):
        return
    if DICE in found:
        raise NotRead(
            "dice",
            f"the results of the {found[DICE]} dice rolled are not used one die at a time "
            "('for each die that shows …')",
            "roll_dice",
        )
    if PER_DIE in found:
        raise NotRead("for each die", "'for each die' names no dice rolled just before", "per_die")
    for value in found.values():
        no_dice_left(value)


class DieResultSemantics(SemanticsBase):
    """Semantic functions of ``die_range`` and of the conditions on a die's result."""

    rolled: bool
    roll_said: bool

    def die_range(self, items: list[Token]) -> tuple[int, int]:
        """One face ("6", "six") or a range the lexer keeps whole ("1-3", "4+")."""
        word = str(items[0])
        if word.endswith("+"):
            return _faces(faces_range([int(word[:-1])], word)[0], 6, upward=True)
        if "-" in word:
            low, high = (int(w) for w in word.split("-"))
            return faces_range(list(range(low, high + 1)) or [0], word)
        return faces_range([face(word)], word)

    @v_args(meta=True)
    def die_faces_said(self, meta: Meta, items: list[Token]) -> tuple[int, int]:
        """ "5 or 6", "5 or a 6", "4, 5 or 6": the faces one after another."""
        faces = [face(str(t)) for t in items if t.type != "FACE_COMMA"]
        return faces_range(faces, self._span(meta))

    @v_args(meta=True)
    def die_bound_said(self, meta: Meta, items: list[Token]) -> tuple[int, int]:
        """ "4 or more" / "2 or less": the faces from or up to that one (7.3.33.a)."""
        said = self._span(meta)
        n = faces_range([face(str(items[0]))], said)[0]
        if said.split()[-1] in ("more", "higher"):
            return _faces(n, 6, upward=True)
        return _faces(1, n)

    def add_to_the_result(self, items: list[Any]) -> dict[str, Any]:
        """ "add N to the result": marked, for ``reaction`` to make a modifier of (7.3.33.c)."""
        return {ADDED: items[-1]}

    def reaction(self, items: list[Any]) -> dict[str, Any]:
        """A Reaction to a roll whose effect adds to its result: the modifier it is."""
        trigger, effect = items
        if isinstance(trigger, dict) and isinstance(effect, list):
            modifier = _result_modifier(trigger, effect)
            if modifier is not None:
                return modifier
        return super().reaction(items)  # type: ignore[misc,no-any-return]

    def roll_die(self, items: list[Any]) -> Any:
        """ "Roll a die" (7.3.33): a result said after it is that roll's."""
        self.roll_said = True
        return super().roll_die(items)  # type: ignore[misc]

    def roll_dice(self, items: list[Any]) -> dict[str, Any]:
        """ "Roll N dice" (7.3.33.a): N rolls of a die, each result noted — marked until a
        sentence after it uses each die's result (:func:`per_die_outcome`)."""
        n = items[-1]
        if not isinstance(n, int) or n < 2:
            raise NotRead("dice", "'roll … dice' of fewer than two dice", "roll_dice")
        self.roll_said = True
        return {"action": "roll_die", "outcomes": [], DICE: n}

    def per_die_chain(self, items: list[Any]) -> list[dict[str, Any]]:
        """ "[step] for each die that shows [result]": the step, once for each die rolled just
        before whose result is in the range (7.3.33.b) — marked for :func:`per_die_outcome`."""
        steps, faces = items[0], items[-1]
        last = steps[-1]
        if set(last) & {"if", "per", "times", "otherwise", "then"}:
            raise NotRead("for each die", "'for each die' after this step is not read", "per_die")
        return [*steps[:-1], {**last, PER_DIE: tuple(faces)}]

    def you_rolled_result_cond(self, items: list[Any]) -> Condition:
        """ "you rolled a [result]": "the result is [result]" in the past tense — the result
        of the roll a step before made (7.3.33.b), refused where none is said. Kept as "you
        rolled …" until joined to that roll (``results_as_outcomes``), which must be the
        controller's own: after another player's roll "you" rolled nothing."""
        said = self.die_result_cond(items)
        return Condition(YOU_ROLLED + said.text.removeprefix(RESULT_IS), said.negated)

    def die_result_cond(self, items: list[Any]) -> Condition:
        """ "the result is [result]": the result of the roll that activated the Reaction
        (7.3.33.a) or of the roll a step before made (7.3.33.b, read as that roll's results
        by ``results_as_outcomes``); where no roll is said, it names nothing — refused here
        for an output read apart from another trigger, and by :func:`no_unnoted_result_left`
        for a whole ability (a condition read alone is the Unique composition's to judge)."""
        it_trigger = getattr(self, "it_trigger", None)
        said = getattr(self, "rolled", False) or getattr(self, "roll_said", False)
        if it_trigger is not None and it_trigger not in ROLL_TRIGGERS and not said:
            raise NotRead("result", "'the result' of no roll the trigger names", "die_result_cond")
        return Condition(result_words(items[-1]))
