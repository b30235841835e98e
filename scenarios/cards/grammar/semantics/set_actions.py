"""A set's own keyword actions, read by their definitions (issue 30, gram54).

The set being read defines a keyword action by the reminder text printed with it (2.2.12.c:
reminder text only reminds; offline it is the only statement of what the action does); the
lexicon (:mod:`scenarios.cards.grammar.set_lexicon`) gives its name the word class
``SET_ACTION``, a step of the controller wherever one stands ("Draw a card and [Kindle].",
"You may sacrifice a token to [Kindle].", "…, otherwise [Kindle]."). The step is its
definition's steps, read by the same grammar; a definition the grammar does not read, or
one that names the action itself, is refused naming the action.

A reminder may say again the cost of the ability it is printed in ("{D} : [Kindle].
(Target Character you control gains 1 Ember counter. Discard me from Reserve to do this.)",
7.1.4): the grammar reads "[cost] to do this." as a sentence of its own (``cost_restated``),
which adds no step to the definition (the ability's own cost is paid, 5.1.2.b) and is
refused in any other effect.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.tree import Sentence

Step = dict[str, Any]

_DEFINING: ContextVar[frozenset[str]] = ContextVar("defining", default=frozenset())
"""The set's keyword actions whose definitions are being read (a definition naming its own
action is refused, not read forever)."""


@contextmanager
def _defining(name: str) -> Iterator[None]:
    reset = _DEFINING.set(_DEFINING.get() | {name})
    try:
        yield
    finally:
        _DEFINING.reset(reset)


def definition_steps(name: str, definition: str) -> list[Step]:
    """The steps of the set's keyword action ``name`` (its printed spelling), read from its
    ``definition`` by the grammar as a Spell's effect is (6.1)."""
    from scenarios.cards.grammar.reader import read_spell_effect
    from scenarios.cards.printed.text import clean

    low = name.lower()
    if low in _DEFINING.get():
        raise NotRead(name, f"the set's keyword action '{name}' is defined by itself", "set_action")
    try:
        with _defining(low):
            steps = read_spell_effect(clean(definition))
    except NotRead as exc:
        raise NotRead(
            name,
            f"'{name}' is read by the reminder text the set prints with it, and that"
            f" reminder is not read: {exc.reason}",
            "set_action",
        ) from None
    if not steps:
        raise NotRead(name, f"the set's keyword action '{name}' has no step", "set_action")
    return steps


def reminder_steps(name: str, printed: str) -> list[Step]:
    """The steps of the set's keyword action ``name``'s reminder as printed (raising the
    grammar's own :class:`NotRead`, its words as printed): what a refusal quotes (prec34)."""
    from scenarios.cards.grammar.reader import read_spell_effect
    from scenarios.cards.printed.text import clean

    with _defining(name.lower()):
        return read_spell_effect(clean(printed))


class SetActionEnd(dict[str, Any]):
    """The last step of a set's keyword action defined as several steps ("Draw a card. I
    gain 1 boost."), or as one step with what follows it ("Reveal the top card of your deck.
    If it's a Spell, put it in your Reserve. …": the reveal, its card's fate in ``then``),
    marked with how many (``size``) so that "[Foresee] twice" repeats the whole keyword
    action — each instance with its own "it" (6.5.i) — not its last step
    (:func:`repeated_whole`)."""

    size: int = 1


_FOLLOWED = frozenset({"then", "otherwise", "if_not_done", "if_cant", "chosen_instead"})
"""What a step's follow-ups are kept under: a definition of one such step is repeated whole
(the step and what follows it), never with a count on the step alone (gram85)."""


def repeated_whole(steps: list[Step], times: int) -> list[Step] | None:
    """``steps`` with the keyword action of several steps they end with done ``times`` times,
    one whole instance after the other (6.5.i, 7.3); ``None`` when they end with no such
    keyword action (a step of its own, repeated as before)."""
    last = steps[-1] if steps else None
    if not isinstance(last, SetActionEnd) or times < 2:
        return None
    head, whole = steps[: -last.size], [dict(s) for s in steps[-last.size :]]
    return [*head, *(copy.deepcopy(s) for _ in range(times) for s in whole)]


def no_count_of_whole(steps: list[Step], said: str) -> None:
    """Refuse "[Stoke] for each …" / "X times" of a keyword action of several steps: a
    count multiplies one step's amount, and the action's last step alone is not it."""
    if steps and isinstance(steps[-1], SetActionEnd):
        raise NotRead(said, f"'{said}' after a keyword action of several steps is not read yet")


_ONE = frozenset({"1", "one", "a", "an"})


def with_number(definition: str, n: str) -> str:
    """A keyword action's definition with its X the number printed after its name (g6):
    "[Unravel 1]" of "Put the top X cards of your deck into your discard pile." says "the top
    card" — one thing said in the singular, "X cards" as "1 card" (the reminder read as
    printed, 2.2.12.c). An ordinal N ("my Xth Ember counter") is said as the number's
    ordinal ("my third Ember counter", ie39)."""
    from scenarios.cards.printed.keyword_numbers import said_with

    definition = said_with(definition, "1" if n.lower() in _ONE else n)
    if n.lower() in _ONE:
        definition = re.sub(r"\bthe top X ([a-z]+?)s\b", r"the top \1", definition)
        # "X Lantern counters" / "X cards": the noun after its names, in the singular
        definition = re.sub(
            r"\bX (?!(?:is|has|was|does)\b)((?:[A-Z][A-Za-z'\-]* )*[A-Za-z]{2,}?)s\b",
            r"1 \1",
            definition,
        )
        n = "1"
    return re.sub(r"\bX\b", n, definition)


def checked_definition(word: str) -> str:
    """The set's definition of the keyword action ``word``, refused by name when the set
    defines it nowhere (read with another lexicon), twice otherwise (gram89), or with its
    number said twice or as a die's face (review28)."""
    from scenarios.cards.grammar.semantics.set_keywords import number_unsure
    from scenarios.cards.grammar.set_lexicon import keyword_action
    from scenarios.cards.printed.reminded_keywords import conflict_reason

    definition = keyword_action(word)
    if definition is None:  # the lexicon said it is one: read with another lexicon
        raise NotRead(word, f"'{word}' is defined nowhere in the set", "set_action")
    conflict = conflict_reason(word, definition)
    if conflict:  # two prints define it otherwise: one definition per set (gram89)
        raise NotRead(word, conflict, "set_action")
    unsure = number_unsure(word, definition)
    if unsure:
        raise NotRead(word, unsure, "set_action")
    return definition


class SetActionSemantics:
    """Semantic functions of the block "a set's own keyword actions" of altered.lark."""

    def set_action_step(self, items: list[Any]) -> Step | list[Step]:
        """A set's keyword action as a step: its definition's steps (2.2.12.c, 7.3)."""
        word: Token = items[0]
        definition = checked_definition(str(word))
        if getattr(definition, "object", ""):  # ia42: "[Smelt] me" — its object is asked
            raise NotRead(
                str(word),
                f"the set's [{word}] acts on the object named after it"
                f' ("[{word}] {definition.object}"); here none is named',  # type: ignore[attr-defined]
                "set_action",
            )
        if len(items) > 1:  # "[Kindle 2]": the definition's X is the number (7.3)
            from scenarios.cards.printed.keyword_numbers import has_parameter

            if not has_parameter(definition):
                raise NotRead(
                    f"{word} {items[1]}",
                    f"the set's '{word}' says no X for the number {items[1]}",
                    "set_action",
                )
            definition = with_number(definition, str(items[1]))
        steps = definition_steps(str(word), definition)
        # ha: the step that is the whole keyword action carries its name as printed, what
        # "When you [Kindle]" watches (1.2.7.c, 2.2.12.c; engine keyword_action_triggers);
        # ia: of a definition of several steps, the FIRST carries it — the action is carried
        # out once its first step is (6.5.f: "did" is true once the player started doing
        # it; a later step conditional or impossible does not undo it, 1.4.1.c)
        steps = [{**steps[0], "keyword_action": " ".join(str(i) for i in items)}, *steps[1:]]
        if len(steps) == 1 and not set(steps[0]) & _FOLLOWED:
            return steps[0]
        last = SetActionEnd(steps[-1])
        last.size = len(steps)
        return [*steps[:-1], last]

    def set_action_times(self, items: list[Any]) -> list[Step]:
        """ "[Foresee] 2 times" / "[Kindle 2] 3 times": the set's keyword action (with its
        X, if a number is printed before the count) done N times, one whole instance after
        the other, each with its own choices (6.5.i; as "[step] N times" reads)."""
        step = self.set_action_step(items[:-1])
        steps = step if isinstance(step, list) else [step]
        repeated: list[Step] = self.times_chain([steps, items[-1]])  # type: ignore[attr-defined]
        return repeated

    def cost_restated(self, _: list[Any]) -> Sentence:
        """ "[cost] to do this." in a keyword's reminder: the cost of the ability it is
        printed in said again (2.2.12.c), no step of its own."""
        if not _DEFINING.get():
            raise NotRead(
                "to do this",
                "'… to do this' says again a cost; it is read only in a keyword's reminder",
                "cost_restated",
            )
        return Sentence([], "cost_restated", "cost_restated")
