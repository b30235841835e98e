"""The reader's semantics of the section "Uniques compose" of ``altered.lark`` (issue 30):
the conditions and triggers a Unique's "[trigger] If [condition]: [output]" is printed with
that the other sections leave — a control condition over two descriptions joined by "or" /
"and", any player's Expedition moving, a card joining its controller's discard pile, and
"it's In Contact". Conditions are kept as their words (the card structures evaluate
condition texts; the engine's reading is ``evaluate/unique_composition.py``)."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.semantics.results_after_steps import fold_between, roll_before
from scenarios.cards.grammar.tree import Condition, Description

_CONTROL_WORDS = ("you control ", "an opponent controls ")
"""The conditions a further description after "or" / "and" counts again: what a player
controls (1.2.2)."""


_COUNT_WORDS = frozenset({"a", "an", "no", "one", *lx.NUMBERS})


def _control_condition(first: Any, words: str, rule: str, joined: str) -> Condition:
    """The first part of "[player] control(s) A or / and B" — a control condition, else the
    joined words are not read (another condition's "or" would need its own reading). B is
    counted on its own ("a Landmark Permanent or an Expedition Permanent"): a bare noun after
    "or" ("two or more Characters or Permanents") would be one count of either kind, not
    read here."""
    after = words.rsplit(f" {joined} ", 1)[-1].split()
    if not after or (after[0] not in _COUNT_WORDS and not after[0].isdigit()):
        raise NotRead(words, "one count of two kinds of objects is not read here yet", rule)
    if not isinstance(first, Condition) or first.negated:
        raise NotRead(words, "this condition joined with a description is not read yet", rule)
    if not first.card_text().startswith(_CONTROL_WORDS):
        raise NotRead(words, "only what a player controls is joined with a description", rule)
    return first


class UniqueCompositionSemantics(SemanticsBase):
    """Conditions and triggers of the section "Uniques compose"."""

    @v_args(meta=True)
    def controlled_either_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "you control A or B": at least one of the two counts holds (6.5.d); kept as its
        words, which the engine evaluates as two counts (``any_of``)."""
        said = self._span(meta)
        _control_condition(items[0], said, "controlled_either_cond", "or")
        return Condition(said)

    @v_args(meta=True)
    def if_controlled_both_colon(self, meta: Meta, items: list[Any]) -> tuple[Condition, bool]:
        """ "If you control A and B:": both counts hold (6.5.d)."""
        return self._both(meta, items), False

    @v_args(meta=True)
    def unless_controlled_both_colon(self, meta: Meta, items: list[Any]) -> tuple[Condition, bool]:
        return self._both(meta, items), True

    def _both(self, meta: Meta, items: list[Any]) -> Condition:
        words = self._span(meta).split()[1:]
        said = " ".join(words).removesuffix(":").strip()
        _control_condition(items[0], said, "if_controlled_both_colon", "and")
        return Condition(said)

    def ev_an_expedition_forward(self, _: list[Any]) -> dict[str, Any]:
        """ "When an Expedition moves forward": any player's (7.3.25.a), once each (6.3.g)."""
        return {"trigger": "an_expedition_moves_forward"}

    def ev_an_expedition_backward(self, _: list[Any]) -> dict[str, Any]:
        """ "When an Expedition moves backward": any player's (7.3.24.a), once each (6.3.g)."""
        return {"trigger": "an_expedition_moves_backward"}

    def ev_joins_your_discard_pile(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Spell] [you control] joins your discard pile": a card arriving in the
        controller's Discard pile (3.2.3), narrowed by its type, sub-type and Hand Cost; a
        token never gets there (it ceases to exist, 2.1.e)."""
        another, d = items[0]
        noun = _noun(d)
        if d.token or d.played or noun not in ("card", "Character", "Permanent", "Spell"):
            raise NotRead("joins", "this kind of card joining is not read yet", "ev_joins")
        if d.controller not in (None, "", "you"):
            raise NotRead("joins", "another player's card joining your discard pile", "ev_joins")
        if d.controller == "you" and noun in ("Character", "Permanent"):
            # gdef: a Character / Permanent "you control" is one in play (7.5.5.a-b); one
            # joining your discard pile from your hand, deck or Reserve is none — whether it
            # was in play, yours, as it left is looked back at (6.3.f): not kept by the
            # reading, so not read
            raise NotRead(
                "you control",
                f"a {noun} you control is one in play (7.5.5.a-b): one joining your discard "
                "pile from elsewhere is not — whether it was yours in play as it went is "
                "looked back at by hand (6.3.f)",
                "ev_joins_your_discard_pile",
            )
        # where=True: "a Character in my Expedition" keeps its place, asked of the object
        # where it was before it went (6.3.f, engine.pipeline.flow_triggers) — dropped, the
        # Reaction activated for a Character of any Expedition
        types = [] if noun == "card" else [noun]
        flt = _filter(replace_controller(d), types=types, where=True)
        if another:
            flt["another"] = True
        fields: dict[str, Any] = {"trigger": "card_joins_your_discard_pile"}
        if flt:
            fields["filter"] = flt
        return fields

    @v_args(meta=True)
    def first_time_period_first_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "The first time each turn [event] —": read as "The first time [event] each turn
        —" (``first_time_trigger``), whose reading finds the period as the last "each /
        this [period]" said — so an event saying "each" or "this" itself is not read here."""
        words = self._span(meta).split()
        if any(w in ("each", "this") for w in words[5:]):
            raise NotRead(" ".join(words[3:5]), "the period is said twice", "first_time_trigger")
        return self.first_time_trigger(meta, items)  # type: ignore[attr-defined,no-any-return]

    @v_args(meta=True)
    def it_in_either_terrain_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's [not] in {O} or {V}" (7.5.8.b-c): kept as its words ("it's in …")."""
        words = self._span(meta).replace("it is", "it's").split()
        return Condition(" ".join(w for w in words if w != "not"), "not" in words)

    @v_args(meta=True)
    def it_has_any_counters_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it has 2 or more counters": of any kind, boosts too (2.5.1.a)."""
        return Condition(self._span(meta))

    @v_args(meta=True)
    def rolled_this_day_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "you rolled a 6 / a 5 or a 6 / a 4 or more this Day" (7.3.33.a, 4.1): kept as
        its words; the faces must be results of a six-sided die (1.1.7.d)."""
        said = self._span(meta)
        faces = die_faces(said)
        if not faces or not faces <= set(range(1, 7)):
            raise NotRead(said, "a die shows 1 to 6 (7.3.33.a)", "rolled_this_day_cond")
        return Condition(said.replace("you've", "you have"))

    def ev_opponent_plays_either(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent plays a Spell or a Permanent": one of the two types (2.2.1)."""
        return {"trigger": "opponent_plays_a_card", "filter": _either_type(items)}

    def ev_you_play_either(self, items: list[Any]) -> dict[str, Any]:
        """ "When you play a Character or a Spell": one of the two types (2.2.1)."""
        return {"trigger": "you_play_a_card", "filter": _either_type(items)}

    @v_args(meta=True)
    def it_in_contact_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it's [not] In Contact" (7.5.9.a-b), "it": what the trigger or step names."""
        words = self._span(meta).replace("it is", "it's").split()
        return Condition("it's in contact", "not" in words)


def _either_type(items: list[Any]) -> dict[str, Any]:
    """The filter of "a [type] or a [type]" played: each description a card type alone (the
    filter keeps one list of types, any one of them, 2.2.1); anything more is not read."""
    from scenarios.cards.grammar.semantics.object_filters import _played_filter

    types: list[str] = []
    for d in (i for i in items if isinstance(i, Description)):
        flt = _played_filter(d, False)
        if set(flt) != {"types"} or len(flt["types"]) != 1:
            raise NotRead("or", "only two card types are read after 'or' here", "ev_you_play")
        types.extend(flt["types"])
    if len(types) != 2 or types[0] == types[1]:
        raise NotRead("or", "two different card types are read after 'or' here", "ev_you_play")
    return {"types": types}


_RESULT = re.compile(
    r"^(?P<said>the result is|you rolled) (?P<low>[1-6])(?:(?P<plus>\+)|-(?P<high>[1-6]))?$"
)
"""A die result's words as the reader keeps them: "the result is 4+" / "1-3" / "6"."""
_OUTCOME_KEYS = frozenset({"if", "otherwise", "also"})


def results_as_outcomes(steps: list[Step]) -> list[Step]:
    """ "Roll a die. If the result is 4 or more, [X][, otherwise Y]." as "Roll a die. On a
    4+, [X]. [Otherwise, Y.]": the sentence uses the result of the roll just before it
    (7.3.33.b), so it is one of the roll's results — the result is noted by the roll, never
    an unnoted condition. Right after a roll with no results of its own, or after steps
    that follow such a roll (they are done on every result, gram82: results_after_steps); a
    condition on the result anywhere else is left as it is (and refused where no roll notes
    one)."""
    from scenarios.cards.grammar.semantics.die_results import DICE, PER_DIE, per_die_outcome

    out: list[Step] = []
    for step in steps:
        prev = out[-1] if out else None
        if PER_DIE in step and prev is not None and DICE in prev:
            out[-1] = per_die_outcome(prev, step)  # "Roll two dice. [X] for each die that …"
            continue
        said = step.get("if")
        m = _RESULT.match(said) if isinstance(said, str) else None
        k = roll_before(out) if m is not None else None
        if m is not None and k is not None:  # "Roll a die. Draw a card. If you rolled …"
            fold_between(out, k, _result_outcomes(m, step))  # (gram82)
            continue
        if (
            prev is None
            or m is None
            or prev.get("action") != "roll_die"
            or prev.get("outcomes")
            or DICE in prev  # "the result" of several dice is not one result (refused)
        ):
            out.append(step)
            continue
        if m["said"] == "you rolled" and ("subject" in prev or "players_do" in prev):
            # "Your opponent rolls a die. If you rolled 4 or more, …": "you" rolled nothing
            raise NotRead(
                "you rolled",
                "'If you rolled …' after a roll another player made is not read",
                "you_rolled_result_cond",
            )
        out[-1] = {**prev, "outcomes": _result_outcomes(m, step)}
    return out


def _result_outcomes(m: re.Match[str], step: Step) -> list[Step]:
    """The outcomes of "If the result is / you rolled [result], [X][, otherwise Y]"
    (7.3.33.b, 6.5.e): X on those results, Y on each run of the others."""
    from scenarios.cards.grammar.semantics.composed_steps import same_here_otherwise
    from scenarios.cards.grammar.semantics.dice_tables import other_results

    # "create two [token] …, otherwise create one": the same token, made there (7.3.5.a)
    step = same_here_otherwise(step)
    low = int(m["low"])
    high = 6 if m["plus"] else int(m["high"] or low)
    body = {k: v for k, v in step.items() if k not in _OUTCOME_KEYS}
    outcomes: list[Step] = [{"low": low, "high": high, "effect": [body, *step.get("also", [])]}]
    if step.get("otherwise"):
        outcomes.extend(other_results(outcomes, list(step["otherwise"])))
    return outcomes


def die_faces(said: str) -> set[int]:
    """The results "a 6" / "a 5 or a 6" / "a 4 or more" / "a 2 or less" name, of a die
    numbered 1 to 6 (1.1.7.d); empty when a number is not one."""
    from scenarios.cards.grammar.semantics.die_results import face

    words = said.replace(",", " ").split()
    for w in words:  # "a 4+", "a 1-3": a range the lexer keeps whole (7.3.33.b)
        if w[:1].isdigit() and w.endswith("+") and w[:-1].isdigit():
            return set(range(int(w[:-1]), 7))
        if w.count("-") == 1 and all(p.isdigit() for p in w.split("-")):
            low, high = (int(p) for p in w.split("-"))
            return set(range(low, high + 1))
    numbers = [face(w) for w in words if face(w)]
    if not numbers:
        return set()
    if said.split()[-3:-2] == ["more"] or " or more " in f" {said} ":
        return set(range(numbers[0], 7)) if len(numbers) == 1 else set()
    if " or less " in f" {said} ":
        return set(range(1, numbers[0] + 1)) if len(numbers) == 1 else set()
    return set(numbers)


def replace_controller(d: Description) -> Description:
    """``d`` without "you control": a card joining the controller's discard pile is one
    they controlled or owned (3.2.3); the filter says its printed parts only."""
    from dataclasses import replace

    return replace(d, controller=None)
