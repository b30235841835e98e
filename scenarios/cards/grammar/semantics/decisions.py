"""What follows a decision (gram33, issue 30): "If they do / don't", "If you do / don't" and
"Otherwise" after an optional step, and whose decision each names.

- 1.4.7 / 6.1.h: the player a step names decides its "may" (``engine.steps.may_steps``): after
  "Target opponent may [X]" the decision is theirs, so "If you do" names no decision ("you"
  did not decide) and is refused; after "You may [X]", "If they do" is refused the same way.
- After "Each player may [X]" every player decides in turn (6.1.h): "If they do / don't"
  may mean each of them or all of them — not said, so refused.
- "Its controller may [X]" after a step on a target is kept as that step's follow-up (6.5.f):
  "If they do / don't" and "Otherwise" reach it there — not a step the engine has players do
  in turn (``players_do``), whose follow-ups it would give to them.
- 6.5.e "Otherwise": after an optional step whose outcome has one branch said, the other
  ("If they do, X. Otherwise, Y": Y when it was not done; "If they don't, X. Otherwise, Y":
  Y when it was); after the optional step alone ("You may X. Otherwise, Y"): when not done.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step

_OTHER_PLAYER = re.compile(
    r"(?:^|_)(target_opponent|target_player|each_player|each_opponent|opponent_each"
    r"|its_controller|its_owner)(?:s?_|s?$)|^opponent$"
)
"""The words of a step's subject (or ``players_do``) naming another player as its doer."""

_THEY_RULES = frozenset(
    {
        "if_they_do",
        "if_they_dont",
        "each_opponent_who_does",  # gram64: the one opponent who decided (1.2.1.b)
        "each_opponent_who_doesnt",
        "if_no_one_does",
        "if_anyone_does",
    }
)


def decider_words(step: Step) -> str:
    """The subject and ``players_do`` of ``step``, the words naming who does it."""
    return f"{step.get('subject', '')} {step.get('players_do', '')}".strip()


def another_players(step: Step) -> bool:
    """Whether a player other than the effect's controller does (and so decides) ``step``
    (6.1.h, 1.4.7) — not "You may [have them do X]" (``you_decide``: you decide, 6.5.c)."""
    if step.get("you_decide"):
        return False
    return any(_OTHER_PLAYER.search(w) for w in decider_words(step).split())


def several_decide(step: Step) -> bool:
    """Whether every player decides ``step`` in turn ("Each player may …", 6.1.h)."""
    return "each_player" in decider_words(step)


def decided_step(last: Step) -> Step:
    """The optional step a follow-up reaches: ``last``, or — "[X target]. Its controller may
    [Y]." — Y, kept as X's follow-up (6.5.f); or — "Look at the top card of your deck. You
    may put it in your Reserve. Otherwise, …" (gram57) — the optional step said last, kept as
    the follow-up of a step that is not optional and answers no condition (6.5.c: "if you
    don't" / "otherwise" is what happens when that step is declined)."""
    then = last.get("then")
    if (
        not last.get("may")
        and isinstance(then, list)
        and then
        and then[-1].get("may")
        and (another_players(then[-1]) or _acts_on_what_it_saw(last, then[-1]))
    ):
        return then[-1]  # type: ignore[no-any-return]
    return last


def _acts_on_what_it_saw(last: Step, step: Step) -> bool:
    """Whether ``step``, your optional step after ``last``, acts on "it" — what ``last``
    chose or saw ("Look at the top card …. You may put it …") — and ``last`` answers no
    condition of its own: then "Otherwise" is that step declined (6.5.c). A step done only
    if ``last`` was ("Sacrifice a Character. If you do, you may draw a card. Otherwise, …")
    is not: whether "Otherwise" is the sacrifice not done or the draw declined is not read."""
    from scenarios.cards.grammar.semantics.it_references import names_it

    return names_it(step) and not set(last) & _ANSWERED


_ANSWERED = frozenset({"if", "otherwise", "if_not_done", "_only_if", "outcomes", "also"})
"""Keys of a step whose follow-ups already answer a condition of its own: an "otherwise"
after it is not read as the declining of an optional step inside it (gram57)."""


def not_in_turn(step: Step, follow: list[Step]) -> None:
    """A step players do in turn (``players_do``: the engine makes each of them the
    controller of the effect's later steps) takes a follow-up only on "me" ("I gain 2
    boosts"): "you" (or a target chosen) in it would be theirs (1.4.7.b), not the effect's
    controller's — refused, as ``players_in_turn.no_follow_up_of_players`` refuses it."""
    from scenarios.cards.grammar.semantics.decided_follow_ups import ONE_PLAYER_DECIDES

    if step.get("players_do") in ONE_PLAYER_DECIDES and step.get("may"):
        return  # one player decided: whose each follow-up is, bound later (gram64)
    if step.get("players_do") and not all(only_me(s) for s in follow):
        raise NotRead(
            "if they",
            "a follow-up after a step a player does in turn: whose 'you' it says is not read "
            "yet (resolve it by hand)",
            "players_do",
        )


def only_me(step: Step) -> bool:
    """Whether ``step`` (and what follows it) acts only on "me" (``self``), naming no player."""
    nested = [t for key in ("then", "if_not_done", "otherwise") for t in step.get(key) or []]
    return step.get("subject") == "self" and all(only_me(t) for t in nested)


def check_decider(step: Step, rule: str, follow: list[Step]) -> None:
    """Refuse a follow-up whose pronoun names a player who did not decide ``step``."""
    if not step.get("may"):
        return
    not_in_turn(step, follow)
    theirs = another_players(step)
    if rule in _THEY_RULES:
        if not theirs:
            raise NotRead(
                "if they",
                "'If they …' after a choice of yours names no player who decided",
                rule,
            )
        if rule.startswith("each_opponent_who") and "opponent" not in decider_words(step):
            raise NotRead(
                "each opponent who",
                "'each opponent who …' after a decision no opponent made",
                rule,
            )
        if several_decide(step):
            raise NotRead(
                "if they",
                "after 'each player may', whether 'they' is each player or all of them is "
                "not read (each decides in turn, 6.1.h)",
                rule,
            )
    elif theirs and rule in ("if_you_do", "if_you_dont"):
        raise NotRead(
            "if you",
            "'If you do / don't' after another player's choice: that player decides (6.1.h), "
            "not you",
            rule,
        )


def otherwise_after_may(step: Step, steps: list[Step]) -> bool:
    """ "Otherwise, [Y]." after an optional step (6.5.e, 6.5.c): Y on the branch not said —
    True when done so."""
    if not step.get("may") or "if" in step or step.get("otherwise"):
        return False
    not_in_turn(step, steps)
    if several_decide(step):
        raise NotRead(
            "otherwise",
            "after 'each player may', whether 'otherwise' is for each player or all of them "
            "is not read (6.1.h)",
            "otherwise_clause",
        )
    has_then, has_not = bool(step.get("then")), bool(step.get("if_not_done"))
    if has_then and has_not:
        return False
    if has_not:
        step["then"] = steps
    else:
        step["if_not_done"] = steps
    return True


def not_optional(last: Step) -> str:
    """Why an "Otherwise" after ``last`` is refused (gram57): it answers a condition (6.5.e)
    or an optional step declined (6.5.c), and the step said before it is neither — named."""
    then = last.get("then")
    said = then[-1] if isinstance(then, list) and then else last
    verb = str(said.get("action", "this step")).replace("_", " ")
    return (
        f"'otherwise' follows no condition, and the step before it ({verb}) is not optional: "
        "only a step said with 'may' can be declined (6.5.c)"
    )


COMMA_DECLINED = "_comma_otherwise"
"""Mark of "… may [X], otherwise [Y]" (gram57): Y read as X declined (6.5.c) — unless a
Unique's "[condition]: " governs the sentence, whose condition it answers (6.5.e,
``governing_conditions.conditioned``, as before). Removed from the reading at its end."""


def comma_declined_left(found: object) -> None:
    """Remove :data:`COMMA_DECLINED` marks from a finished reading (in place)."""
    if isinstance(found, dict):
        found.pop(COMMA_DECLINED, None)
        for value in found.values():
            comma_declined_left(value)
    elif isinstance(found, list):
        for value in found:
            comma_declined_left(value)
