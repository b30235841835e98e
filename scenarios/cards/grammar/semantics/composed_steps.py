"""Steps that compose (issue 30): one verb with several things gained or lost, and two
steps joined by "and" whatever their subjects.

"[object] gains [[Anchored]] and 1 boost", "[object] loses [[Anchored]] and [[Asleep]]":
6.1.c makes a step of each verb, 6.1.e an atomic action of each object — the second thing
is a second step of the same verb on the same object. The object is the same one: "I" and
"it" again; a target is chosen once (6.5.b) and the second step acts on "it", what the first
chose, even when the first changed nothing (a status already had, 2.4.1.f); a group ("Tokens
you control", "Characters facing me") is every object of it again, read only when the first
change cannot take an object into or out of the group (its description names no status,
boost or statistic the change touches) — otherwise the words are refused, not guessed.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.instead_parts import (
    SAID_BACK,
    check_pronoun,
    replaced_atomic_actions,
    said_back,
)
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.outputs_compose import chosen_instead, names_the_objects
from scenarios.cards.grammar.tree import Sentence

_GROUPS = frozenset({"objects_in_play", "characters_you_control"})
"""Subjects naming every object of a group, found anew as each step happens (6.1.e)."""

_STEADY_FILTER = frozenset(
    {
        "types",
        "controller",
        "tokens",
        "non_token",
        "names",
        "facing_me",
        "in_my_expedition",
        "subtypes",
        "without_subtypes",
        "another",
        "in_terrain",
        "in_your_expedition",
        "hand_cost_min",
        "hand_cost_max",
    }
)
"""A group's words no gain or loss of statuses, boosts or counters changes (2.2, 3.1)."""

_CHANGES = frozenset(
    {"gain_status", "lose_status", "give_boost", "gain_counters", "remove_counters"}
)
"""The steps whose object may be given or stripped of one more thing (7.3.16, 7.3.17, 7.3.15)."""


def _all_boosts_lost(step: Step) -> bool:
    """Whether ``step`` is "[object] loses all its boosts" (2.5.g): a loss another thing lost
    may follow ("… loses all its boosts, [[Anchored]] and [[Fleeting]]", gram109)."""
    return (
        step.get("action") == "remove_counters"
        and step.get("counter") == "boost"
        and bool(step.get("all_counters"))
    )


def same_object(first: Step, second: Step, word: str = "and") -> list[Step]:
    """``second`` done by the object ``first`` acted on, after it (6.1.c)."""
    return on_same_object(first, [second], word)


def on_same_object(first: Step, seconds: list[Step], word: str = "and") -> list[Step]:
    """``seconds`` done in order by the object ``first`` acted on, after it (6.1.c): "I" /
    "it" again, a target chosen once (``then`` on "it", 6.5.b), a group whose membership
    the first change cannot alter found again; anything else refused, naming ``word``."""
    subject = str(first.get("subject", ""))
    if first.get("action") not in _CHANGES or set(first) & {"then", "per", "max_total", "may"}:
        raise NotRead(word, "a second thing after this step is not read yet", "and_gained_chain")
    if subject in ("self", "it"):
        return [first, *({**s, "subject": subject} for s in seconds)]
    if subject.startswith("target_") and not subject.endswith("expedition"):
        # the things after the first are given to "it", the target chosen once (6.5.b) —
        # whatever the first did: a change started is done (6.5.f), as the patterns read it
        then = [{**s, "subject": "it"} for s in seconds]
        return [{**first, "then": then}]
    if subject in _GROUPS and _steady(first.get("filter") or {}, [first, *seconds[:-1]]):
        group = {k: first[k] for k in ("subject", "filter") if k in first}
        return [first, *({**s, **group} for s in seconds)]
    raise NotRead(
        word,
        "a second thing for these objects is not read yet: the first change may take objects "
        "into or out of the group, or the objects are chosen otherwise",
        "and_gained_chain",
    )


OF_THEM = "of them"
"""The participle's place in "for each of them": no verb, every object the step before acted
on (``counted_each_of_them``)."""

EVERY_ONE = "*"
"""The noun of "for each of them": every object counted, whatever its kind."""

OF_THEM_ACTIONS = frozenset({"sacrifice", "discard", "return", "send", "put", "ready"})
"""The steps "them" in "for each of them" counts the objects of: steps moving or readying
objects, as the participles of "for each [noun] [participle] this way" name (7.3.36, 7.3.7,
7.3.32, 7.3.37, 7.3.31)."""


class ActedVerb(str):
    """The participle of "for each [noun] [participle] this way", knowing its noun's type
    ("Character", "card"…) and whether adjectives narrowed it."""

    noun: str = ""
    narrowed: bool = False


def counted_group_fits(verb: Any, before: Step) -> bool:
    """Whether "for each [noun] [participle] this way" counts every object ``before`` acted
    on: always for a choice (checked where it is made); for a group, only when the noun is
    its one type (or "card") and no adjective narrows it (6.5.i)."""
    if str(before.get("subject", "")) not in _GROUPS or not isinstance(verb, ActedVerb):
        return True
    if verb.noun == EVERY_ONE:
        return True
    if verb.narrowed:
        return False
    types = (before.get("filter") or {}).get("types") or (
        ["Character"] if before.get("subject") == "characters_you_control" else []
    )
    if verb.noun == "token":  # every token of the group: a group of tokens only (1.1.7.b)
        return bool((before.get("filter") or {}).get("tokens"))
    return verb.noun == "card" or list(types) == [verb.noun]


def _more_on_it(step: Step) -> bool:
    """A plain change of "it" a list of things gained or lost left (``on_same_object``)."""
    return (
        step.get("subject") == "it"
        and step.get("action") in _CHANGES
        and not (set(step) - {"action", "subject", "status", "amount", "counter", "all_counters"})
    )


def _steady(flt: dict[str, Any], changes: list[Step]) -> bool:
    """Whether no step of ``changes`` can take an object into or out of the group ``flt``
    describes: its words are steady ones, or statuses none of the changes gains or loses —
    boosts change the Boosted status (2.4.5.a) and the statistics (2.2.11.c) — or statuses
    the group requires that a change gains again."""
    gained = {str(c["status"]) for c in changes if "status" in c and c["action"] == "gain_status"}
    touched = {str(c["status"]) for c in changes if "status" in c}
    if any(c["action"] in ("give_boost", "gain_counters") for c in changes):
        touched.add("Boosted")
    # a status the group already requires, gained again, takes no object out and brings
    # none in: only the group's own objects gain it (2.4.1.f)
    steady_statuses = {"statuses": touched - gained, "any_statuses": touched - gained}
    for key, value in flt.items():
        if key in _STEADY_FILTER:
            continue
        if not set(value) & steady_statuses.get(key, touched) and key in (
            "statuses",
            "without",
            "any_statuses",
        ):
            continue
        return False
    return True


_INSTEAD = "_instead"
ONE_OF_SEVERAL = "_one_of_several"
"""A step's mark: its condition was said "if one [of them] is …" (gram58)."""
"""The key that keeps a step "[X] instead" under its condition until the step before it
is known (:func:`resolve_instead`)."""

_SAME_HERE = "_same_here"
"""The key of "create N": the token and place of the create step it replaces."""


def is_instead(step: Step) -> bool:
    """Whether ``step`` is "[X] instead", kept for the step it replaces
    (:func:`resolve_instead`)."""
    return _INSTEAD in step


def resolve_instead(steps: list[Step]) -> list[Step]:
    """ "[X]. If [c], [X'] instead": X' is X with another amount (6.2.b) — the step becomes
    "If [c], [X'], otherwise [X]" (the condition checked once, as X would happen, 6.5.e).
    X' must be X's own step (the same action and object, only the amount differing), X one
    step with no condition or follow-up of its own, and the condition name no object X
    chooses ("if it's a Mage" of X's target is checked after X chose it): otherwise
    refused, naming "instead"."""
    out: list[Step] = []
    for step in steps:
        step = same_here_otherwise(step)
        if _INSTEAD not in step:
            if _SAME_HERE in step:
                raise NotRead("create", _WHICH_TOKEN, "create_same_here")
            _no_instead_inside(step)
            out.append(step)
            continue
        step = {k: v for k, v in step.items() if k != _INSTEAD}
        said = str(step.pop(SAID_BACK, ""))
        before = out[-1] if out else {}
        condition = str(step.pop("if", ""))
        if names_the_objects(condition):
            out[-1] = chosen_instead(before, step, condition)
            continue
        check_pronoun(before, step, condition, said)  # its objects, or the condition's?
        step, other_step = same_objects_again(step, before)
        if step.pop(_SAME_HERE, False) and before.get("action") == "create":
            step = {**before, "amount": step["amount"]}
        differing = {k for k in set(step) | set(before) if step.get(k) != before.get(k)}
        if (
            not before
            or (differing - {"amount"} and not other_step and refers_back(step))
            or set(before) & {"if", "then", "may", "per", "otherwise"}
        ):
            raise NotRead("instead", _NOT_THE_SAME, "if_instead_clause")
        if differing - {"amount"} and not other_step and _replaced_step_unsaid(step, out):
            raise NotRead("instead", _WHICH_REPLACED, "if_instead_clause")
        both = replaced_atomic_actions(before, step, condition, said)
        if both is not None:  # only a part of the group's atomic actions (6.2.f, 6.1.e)
            out[-1] = both
            continue
        out[-1] = {**step, "if": condition, "otherwise": [before]}
    return out


_OTHER_PLAYERS = frozenset(
    {"each_player", "opponent", "each_opponent", "target_opponent", "target_player", "players"}
)
"""Subjects of a step other players do (each of them, 7.2.3.a), not the controller alone."""


def _replaced_step_unsaid(step: Step, out: list[Step]) -> bool:
    """Whether "[X]. If [c], [Y] instead", Y a whole step of its own, leaves unsaid WHICH
    step Y replaces (6.2.b: the replaced event must be known; review26): Y the controller's
    step of the same action as X done by other players ("Each player draws a card. If …,
    draw two cards instead": your share with another amount, or the whole step?), or Y the
    action of a step earlier than X ("Draw a card. Target Character gains 1 boost. If …,
    draw two cards instead": the draw, not the boost)."""
    before = out[-1]
    same_action = step.get("action") == before.get("action")
    if same_action and "subject" not in step and before.get("subject") in _OTHER_PLAYERS:
        return True
    return any(earlier.get("action") == step.get("action") for earlier in out[:-1])


_BACK = frozenset({"it", "them", "they", "those", "that_card", "those_cards"})
"""Subjects that speak of the objects or players a step before acted on (6.3.i)."""


def refers_back(step: Any) -> bool:
    """Whether ``step`` (or a step inside it) speaks of what a step before it acted on ("it",
    "them", a reference kept for later): "[X]. If [c], [X'] instead" is then X' on X's objects,
    read only as :func:`same_objects_again` reads it. A step that names its own objects and
    players ("draw a card", "each Character you control gains 1 boost") is the whole step
    done in X's place — "If [c], [X'], otherwise [X]", the sibling of "otherwise" (6.2.b: X
    does not happen; the condition checked once, as X would happen, 6.5.e; gram78)."""
    if isinstance(step, dict):
        if step.get("subject") in _BACK or any(str(k).startswith("_") for k in step):
            return True
        return any(refers_back(v) for v in step.values() if isinstance(v, (dict, list)))
    if isinstance(step, list):
        return any(refers_back(v) for v in step)
    return False


def same_objects_again(step: Step, before: Step) -> tuple[Step, bool]:
    """ "[X on objects]. If [c], it / they [X'] instead": "it" / "they" are the objects X
    acts on (6.3.i), chosen once, in whichever step happens (6.2.b: the replaced step does
    not happen). X' the same action with another amount takes X's words but the amount; X'
    another step on them ("Send target Character to Reserve. If …, discard it instead") is
    that step on X's objects — ``(step, True)`` — only when X says nothing but its objects
    and where they go. The caller has refused a condition that speaks of the objects."""
    if step.get("subject") != "it" or "subject" not in before:
        return step, False
    said = {k: v for k, v in step.items() if k not in ("_them", "subject")}
    if said.get("action") == before.get("action"):
        return {**before, **said}, False
    own = _VERBS_OWN if _acts_on_objects(before) else frozenset()
    if set(before) - _OBJECT_ONLY - own or set(said) - {"action"} - own:
        return step, False
    objects = {k: v for k, v in before.items() if k in ("subject", "up_to", "filter")}
    return {**said, **objects}, True


_OBJECT_ONLY = frozenset({"action", "subject", "up_to", "to", "filter"})
"""The words of a step that says only its objects (and where they go): a step replacing it
on the same objects takes these but ``to``."""


def _acts_on_objects(step: Step) -> bool:
    """Whether ``step`` acts on objects (a group, "I", "it", a target), not players."""
    subject = str(step.get("subject", ""))
    return subject in _GROUPS or subject in ("self", "it") or subject.startswith("target_")


_VERBS_OWN = frozenset({"amount", "counter", "status"})
"""What a change gives (how many, which counter or status): its own, not its objects' —
"[X on them]. If …, they [another change] instead" is that change on X's objects."""


def same_here_otherwise(step: Step) -> Step:
    """ "Create two [token] in my Expedition, otherwise create one": the "one" is the token
    the step names, made in the same place (7.3.5.a)."""
    otherwise = step.get("otherwise")
    if step.get("action") != "create" or not isinstance(otherwise, list):
        return step
    made = {k: v for k, v in step.items() if k not in ("if", "otherwise", "amount")}
    filled = [_same_token(made, o) if o.get(_SAME_HERE) else o for o in otherwise]
    return {**step, "otherwise": filled}


def _same_token(made: Step, one: Step) -> Step:
    """ "otherwise create one [in your companion Expedition]": the token ``made`` names, in
    the place said, else the same place (7.3.5.a); anything else said of it is refused."""
    said = set(one) - {"action", "amount", _SAME_HERE}
    if said - {"subject"}:
        raise NotRead("create", _WHICH_TOKEN, "create_same_here")
    return {**made, "amount": one["amount"], **({"subject": one["subject"]} if said else {})}


def _no_instead_inside(step: Step) -> None:
    """Refuse "[X] instead" left inside another step's follow-ups: it was joined to a step
    on "it", the object a step before chose — a condition on that object (resolve by hand)."""
    for value in step.values():
        if isinstance(value, list):
            for inner in value:
                if isinstance(inner, dict):
                    if _INSTEAD in inner:
                        raise NotRead("instead", _NAMES_ITS_OBJECT, "if_instead_clause")
                    if _SAME_HERE in inner:
                        raise NotRead("create", _WHICH_TOKEN, "create_same_here")
                    _no_instead_inside(inner)


_WHICH_TOKEN = "which token 'create N' makes, and where, is not said (resolve it by hand)"
_NOT_THE_SAME = (
    "'instead' replaces no amount of the step before it (resolve it by hand: a replacing "
    "modifier changes what a step does, 6.2.b)"
)
_WHICH_REPLACED = (
    "which step 'instead' replaces is not said (the step before it, another step, or only "
    "your share of it: resolve it by hand, 6.2.b)"
)
_NAMES_ITS_OBJECT = (
    "'instead' under a condition on the object the step chooses is not read yet (resolve "
    "it by hand)"
)


_PLAYERS_AGAIN = {"each_player": "each_player", "opponent": "opponent_each"}
"""The players of a step (its ``subject``) a later step names again by its verb alone."""


def _capital(said: str) -> str:
    return said[:1].upper() + said[1:]


class ComposedStepSemantics:
    """The semantic functions of the steps that compose (one mixin)."""

    if False:  # pragma: no cover - provided by the other mixins

        def then_chain(self, items: list[Any]) -> list[Step]: ...

    def counted_acted(self, items: list[Any]) -> str:
        """ "[adjectives] [noun] [participle] this way": the participle, knowing its noun."""
        verb = ActedVerb(str(items[-1]))
        noun = items[-2] if len(items) > 1 else None
        verb.noun = str(noun[1]) if isinstance(noun, tuple) and noun[0] == "type" else "?"
        if noun == ("token", ""):  # "for each token sacrificed this way" (1.1.7.b)
            verb.noun = "token"
        verb.narrowed = len(items) > 2
        return verb

    def counted_each_of_them(self, _: list[Any]) -> str:
        """ "for each of them": every object the step before acted on (6.5.i), whatever its
        kind (``EVERY_ONE``), counted as "for each [noun] [participle] this way" counts."""
        verb = ActedVerb(OF_THEM)
        verb.noun = EVERY_ONE
        return verb

    def max_total_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for each [noun] [participle] this way / that many, up to a max of N": at
        most N counted (6.5.i, ``per_most``), as any other counted amount with a maximum (of
        boosts and counters: the object's total, ``max_total``)."""
        from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

        steps, most = items
        last = steps[-1] if steps else {}
        counted_most = last.get("action") not in ("give_boost", "gain_counters")
        if isinstance(last.get("amount"), ThatMany) and counted_most and "per_most" not in last:
            return [*steps[:-1], {**last, "per_most": most}]
        return super().max_total_chain(items)  # type: ignore[misc, no-any-return]

    def if_instead_clause(self, items: list[Any]) -> Sentence:
        """ "If [c], [X'] instead": kept with its condition until the step it replaces is
        known (:func:`resolve_instead`)."""
        condition, steps = items
        if len(steps) != 1:
            raise NotRead(
                "instead", "several steps 'instead' are not read yet", "if_instead_clause"
            )
        if condition.one_of_several:  # "If one is in {V}, it … instead" (gram58)
            said = {**steps[0], "if": condition.text, ONE_OF_SEVERAL: True}
            return Sentence([{**said, _INSTEAD: True}])
        pronoun = said_back(steps[0])  # "they" / "it" / "that Character": kept to check
        back = {SAID_BACK: pronoun} if pronoun else {}
        return Sentence([{**steps[0], "if": condition.card_text(), _INSTEAD: True, **back}])

    def create_another_one(self, _: list[Any]) -> Step:
        """ "create another one": the token of the create step before, where it went
        (:mod:`~.another_token`, 7.3.5.a)."""
        from scenarios.cards.grammar.semantics.another_token import create_another_one

        return create_another_one()

    def create_same_here(self, items: list[Any]) -> Step:
        """ "create N" of "…, create two instead": the token and place of the step before."""
        return {"action": "create", "amount": items[0], _SAME_HERE: True}

    @v_args(meta=True)
    def or_step_chain(self, meta: Meta, items: list[Any]) -> list[Step]:
        """ "[X] or [Y]": one step of two, the effect's controller's choice as it would
        happen (6.1.g) — a choice of one mode of two (6.5.g), an impossible one not offered.
        Only one step before "or" is read (which steps the choice covers is not said)."""
        steps, step = items[0], items[-1]
        second = step if isinstance(step, list) else [step]
        if len(steps) != 1 or len(second) != 1:
            raise NotRead("or", "a choice after several steps is not read yet", "or_step_chain")
        printed = " ".join(self._printed(meta).split())  # type: ignore[attr-defined]
        first_said, _, second_said = printed.rpartition(" or ")
        modes = [
            {"text": _capital(first_said), "effect": steps},
            {"text": _capital(second_said), "effect": second},
        ]
        return [{"action": "choose", "modes": modes, "choose": 1, "either": True}]

    def twice_chain(self, items: list[list[Step]]) -> list[Step]:
        """ "[step] twice" of any step: the controller's action two times, or an object's
        step two times as "[step], twice" reads it — one instance after the other, each
        with its own choices and targets (6.5.i: "that choice can be different in two
        successive instances")."""
        from scenarios.cards.grammar.semantics.play_as_effect import repeated
        from scenarios.cards.grammar.semantics.set_actions import repeated_whole

        steps = items[0]
        whole = repeated_whole(steps, 2)  # "[Stoke] twice": the set's keyword action whole
        if whole is not None:
            return whole
        last = steps[-1]
        if last.get("action") in ("resupply", "exhausted_resupply", "sabotage", "draw") and not (
            set(last) & {"then", "times", "if", "may", "per", "otherwise", "subject"}
        ):
            return [*steps[:-1], {**last, "times": 2}]
        return [*steps[:-1], repeated(last, 2)]

    def lose_all_boosts(self, items: list[Any]) -> Step:
        """ "[object] loses all its boosts", "[up to N target Characters] each lose all their
        boosts": every boost counter of each object removed (2.5.1.a, 2.5.g) — one atomic
        action per object (6.1.e), the targets chosen as the step begins (6.5.b)."""
        obj = items[0]
        return {
            "action": "remove_counters",
            "counter": "boost",
            "all_counters": True,
            **_subject(obj),
        }

    def their_draws(self, items: list[Any]) -> tuple[str, list[Any]]:
        return ("player_draws", [items[0]])

    def their_puts_in_reserve(self, items: list[Any]) -> tuple[str, list[Any]]:
        return ("player_puts_in_reserve", [items[0]])

    def their_discards(self, items: list[Any]) -> tuple[str, list[Any]]:
        return ("player_discards", [items[0]])

    def their_sacrifices(self, _: list[Any]) -> tuple[str, list[Any]]:
        return ("player_sacrifices", [])

    def their_resupplies(self, _: list[Any]) -> tuple[str, list[Any]]:
        return ("player_resupplies", [])

    def then_same_players(self, items: list[Any]) -> list[Step]:
        """ "[players] [X], then [Y]": Y done by the players who did X (6.1.c) — each player
        or each opponent, found again as Y happens (the same players)."""
        steps, (rule, rest) = items
        last = steps[-1] if steps else {}
        player = _PLAYERS_AGAIN.get(str(last.get("subject", "")))
        if last.get("action") not in ("draw", "resupply") or player is None or len(last) > 3:
            raise NotRead(
                "then", "which players do the step after 'then' is not read yet", "then_chain"
            )
        step = getattr(self, rule)([player, *rest])
        return [*steps, step]

    def more_status(self, items: list[Token]) -> Step:
        return {"status": lx.STATUSES[str(items[0]).lower()]}  # 2.4

    def more_boosts(self, items: list[Any]) -> Step:
        return {"amount": items[0]}  # 2.5.1

    def more_counters(self, items: list[Any]) -> Step:
        return {"amount": items[0], "counter": str(items[1]).capitalize()}  # 2.5

    def and_gained_chain(self, items: list[Any]) -> list[Step]:
        """ "[object] gains / loses X and Y": Y a second step of the same verb on the same
        object (6.1.c, 6.1.e); only a status is lost this way (boosts and counters lost
        are "removed", 2.5.g)."""
        steps, more = items
        last = steps[-1] if steps else {}
        gaining = last.get("action") in ("gain_status", "give_boost", "gain_counters")
        losing = last.get("action") == "lose_status" or _all_boosts_lost(last)
        if losing and set(more) == {"status"}:
            second = {"action": "lose_status", **more}
        elif losing and more.get("all_boosts"):  # "… and all its boosts" (2.5.g, gram109)
            second = {"action": "remove_counters", "counter": "boost", "all_counters": True}
        elif more.get("all_boosts"):
            raise NotRead("all", "'all its boosts' is only lost, never gained", "and_gained_chain")
        elif gaining and "status" in more:
            second = {"action": "gain_status", **more}
        elif gaining and "counter" in more:
            second = {"action": "gain_counters", **more}
        elif gaining:
            second = {"action": "give_boost", **more}
        else:
            raise NotRead(
                "and", "a second thing after this step is not read yet", "and_gained_chain"
            )
        then = last.get("then") or []
        if last.get("action") in _CHANGES and then and all(_more_on_it(t) for t in then):
            # a third thing: the target of the first step again ("gains X, Y and Z")
            then = [*then, {**second, "subject": "it"}]
            return [*steps[:-1], {**last, "then": then}]
        return [*steps[:-1], *same_object(last, second)]

    def and_gained_list_chain(self, items: list[Any]) -> list[Step]:
        """ "[object] gains / loses X, Y and Z": each a step of the same object (6.1.c)."""
        steps, *middle, third = items
        if isinstance(middle[0], Token) and middle[0].type == "STATUS":
            second = self.more_status(middle)
        elif len(middle) == 2:
            second = self.more_counters(middle)
        else:
            second = self.more_boosts(middle)
        return self.and_gained_chain([self.and_gained_chain([steps, second]), third])

    def gain_statuses(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [status] and [status]" (7.3.16): each status a step of the
        same object (6.1.c), however it is named."""
        obj, statuses = items
        steps = [{"action": "gain_status", "status": s} for s in statuses]
        return (
            on_same_object({**steps[0], **_subject(obj)}, steps[1:])
            if steps[1:]
            else [{**steps[0], **_subject(obj)}]
        )

    def gain_boosts_and_status(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts and [status]" (7.3.17, 7.3.16)."""
        obj, amount, status = items
        first = {"action": "give_boost", "amount": amount, **_subject(obj)}
        return same_object(first, {"action": "gain_status", "status": lx.STATUSES[status.lower()]})

    def gain_status_and_amount(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [status] and N boosts / N [name] counters" (7.3.16, 7.3.17)."""
        obj, status, amount, *name = items
        first = {"action": "gain_status", "status": lx.STATUSES[str(status).lower()]}
        named = [n for n in name if isinstance(n, Token)]
        second: Step = (
            {"action": "gain_counters", "amount": amount, "counter": str(named[0]).capitalize()}
            if named
            else {"action": "give_boost", "amount": amount}
        )
        return same_object({**first, **_subject(obj)}, second)

    def gain_boosts_and_counters(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts and M [name] counters" (7.3.17, 7.3.15)."""
        obj, amount, more, name = items
        first = {"action": "give_boost", "amount": amount, **_subject(obj)}
        return same_object(first, self.more_counters([more, name]) | {"action": "gain_counters"})

    def gain_boosts_and_step(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts and [step]": two steps in order (6.1.c)."""
        obj, amount, step = items
        first = {"action": "give_boost", "amount": amount, **_subject(obj)}
        return self.then_chain([[first], step])

    def gain_status_and_step(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [status] and [step]": two steps in order (6.1.c)."""
        obj, status, step = items
        first = {"action": "gain_status", "status": lx.STATUSES[str(status).lower()]}
        return self.then_chain([[{**first, **_subject(obj)}], step])


__all__ = [
    "ComposedStepSemantics",
    "is_instead",
    "on_same_object",
    "resolve_instead",
    "same_object",
]
