"""Section 1 of CR 5.0 is a summary: the rules the engine cites instead (issue 31).

"The first section of this document is an informal summary of the rules. From Section 2
“Objects” onward, each numbered paragraph is a rule" (1.1.1.d). So a line cites the rule of
Section 2 onward that says what it needs; the summary paragraph is at most named beside it,
as "see also" (a line's ``also``: :mod:`engine.why.deciding`).

:data:`SECTION_ONE` lists every Section 1 paragraph the engine, the card reader or the
scenario checker may name, with the Section 2+ rules that say the same (``said_by``) and,
for the few that say something no later rule says, why they may still decide a line
(``alone``). A paragraph with no ``alone`` is never cited as deciding: :func:`cite` refuses
it (cite its ``said_by`` rule). A Section 1 paragraph missing here cannot be cited at all,
so a new Section 1 citation fails until it is listed here with its reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True, slots=True)
class Summary:
    """A Section 1 paragraph: the Section 2+ rules that say it for a case (``said_by``,
    the first the one to cite by default) and why it may decide a line alone (``alone``,
    empty when a later rule always says it)."""

    said_by: tuple[str, ...]
    alone: str = ""


_S = Summary

SECTION_ONE: Mapping[str, Summary] = MappingProxyType(
    {
        # ---- said by a rule of Section 2 onward: never deciding
        "1.1.6.h": _S(("7.3.13.b", "5.3.d")),  # the [Exhaust me] symbol in a cost
        "1.1.7.d": _S(("7.3.33.a",)),  # a die: fair, six-sided
        "1.2.3.b": _S(("3.1.1.c",)),  # the ten kinds of zones
        "1.2.4.d": _S(("2.2.12.g", "2.2.12.h", "2.2.12.i", "2.2.12.j")),  # where abilities work
        "1.2.5.a": _S(("6.1.a",)),  # what a cost is
        "1.2.5.b": _S(("6.4.b",)),  # never forced to pay a cost
        "1.2.5.c": _S(("6.4.c",)),  # a cost is paid in full or not at all
        "1.2.5.d": _S(("5.1.2.i", "6.4.a")),  # the parts of a cost are paid together
        "1.2.5.e": _S(("3.2.9.f",)),  # a mana cost: exhausting Mana Orbs
        "1.2.6.c": _S(("6.5.b",)),  # a target is chosen as the effect resolves
        "1.2.6.d": _S(("6.5.a", "6.5.c")),  # steps are mandatory; "may" is optional
        "1.2.6.e": _S(("6.5.d", "6.5.e", "6.5.f")),  # conditional steps, "if you did" too
        "1.2.6.f": _S(("6.5.h",)),  # the part that cannot happen is ignored
        "1.2.7.b": _S(("6.4.a", "6.1.d")),  # paying a cost is one step
        "1.2.7.c": _S(("6.1.c",)),  # one step (event) for each verb
        "1.3.1.e": _S(("4.1.h", "4.1.i", "4.1.j")),  # the first day: six cards, three Orbs
        "1.3.2.b": _S(("4.2.1.c", "4.2.1.a", "4.2.1.b", "4.2.1.d", "4.2.1.e")),  # Morning
        "1.3.2.c": _S(("4.2.2.a",)),  # Noon
        "1.4.1.b": _S(("6.4.c",)),  # an impossible cost cannot be paid
        "1.4.1.c": _S(("6.5.h",)),  # the impossible part of an effect is ignored
        "1.4.3.a": _S(("3.1.2.c",)),  # a card goes to its owner's personal zone
        "1.4.4.a": _S(("2.1.d", "2.1.c")),  # a moved object is a new object
        "1.4.6.a": _S(("6.3.l", "5.3.e")),  # the limits against endless loops
        "1.4.6.b": _S(("5.3.e",)),  # a quick action: a hundred times a day
        "1.4.6.c": _S(("6.3.l",)),  # a Reaction: a hundred times a day
        "1.4.7.a": _S(("7.5.6.a",)),  # who did an action: the first matching criterion
        "1.4.7.b": _S(("7.5.6.b",)),
        "1.4.7.c": _S(("7.5.6.c",)),
        "1.4.7.d": _S(("7.5.6.d",)),
        "1.4.7.e": _S(("7.5.6.e",)),
        # ---- said by no rule of Section 2 onward: may decide a line (each with its reason)
        "1.1.2.a": _S((), "that a game has two players: no later rule says how many play"),
        "1.1.3.c": _S((), "who owns a card (the player whose deck holds it): no later rule says"),
        "1.1.3.d": _S(
            (), "that gaining control does not change the owner: 7.5.5 defines control only"
        ),
        "1.1.7.b": _S((), "who owns a token (the player who created it): no later rule says"),
        "1.2.1.b": _S((), "who is an opponent: no later rule defines the word"),
        "1.2.3.c": _S(
            ("3.2.4.b",),
            "which Expeditions face each other: 3.2.4.b names the four Expeditions, no later "
            "rule says which face which",
        ),
        "1.2.7.d": _S((), "an event may change nothing (it only informs): no later rule says"),
        "1.4.1.a": _S(
            ("7.3.1.e",),  # a trigger that "cannot activate", even through another effect
            "'can't' beats 'can' (a rule or passive ability forbidding an action): no later "
            "rule says it in general (the decision points: CANT_BEATS_CAN_AT)",
        ),
        "1.4.1.d": _S((), "an impossible event cannot be modified: no later rule says"),
        "1.4.2.a": _S((), "a card allowing what the rules do not takes priority: no later rule"),
        "1.4.5.a": _S(
            ("6.1.h", "5.1.1.c", "4.4.b", "2.2.16.d", "6.2.h"),
            "who has the initiative (the player taking their turn, else the first player): "
            "the later rules use 'initiative order' without defining it",
        ),
        # deck construction, said in Section 1 only (scenarios/tournament)
        "1.1.4": _S((), "constructed decks: deck construction is only in Section 1"),
        "1.1.4.a": _S((), "constructed decks: only in Section 1"),
        "1.1.4.b": _S((), "constructed decks: only in Section 1"),
        "1.1.4.c": _S((), "constructed decks: only in Section 1"),
        "1.1.4.d": _S((), "constructed decks: only in Section 1"),
        "1.1.4.e": _S((), "constructed decks: only in Section 1"),
        "1.1.4.f": _S((), "constructed decks: only in Section 1"),
        "1.1.4.g": _S((), "constructed decks: only in Section 1"),
        "1.1.5": _S((), "limited decks: deck construction is only in Section 1"),
        "1.1.5.a": _S((), "limited decks: only in Section 1"),
        "1.1.5.b": _S((), "limited decks: only in Section 1"),
        "1.1.5.c": _S((), "limited decks: only in Section 1"),
        "1.1.2.b": _S((), "other official documents take precedence: only in Section 1"),
        # what a printed symbol means, said in Section 1 only (the card reader)
        "1.1.6.e": _S((), "the [When I enter play] symbol's words: only in Section 1 (7.3.10)"),
        "1.1.6.f": _S((), "the [When played from Hand] symbol's words: only in Section 1"),
        "1.1.6.g": _S((), "the [When played from Reserve] symbol's words: only in Section 1"),
        "1.1.6.i": _S((), "the [Discard me from Reserve] symbol's words: only in Section 1"),
    }
)
"""Section 1 paragraph -> the rules of Section 2 onward that say it, and why it may decide."""

_CANT = "a passive ability's "
CANT_BEATS_CAN_AT: Mapping[str, str] = MappingProxyType(
    {
        # an effect's step meets a passive ability's "can't": no rule of the atomic action
        # says a passive may forbid it (7.3.28 Ready, 2.5 counters, 7.3.36 Sacrifice, 7.3.25
        # and 7.3.24 the moves say only what the action does); 6.5.h then ignores that part.
        # Re-examined (cite8): 2.2.12.m says only that passive abilities may alter rules and
        # how effects affect the game, not which of a "can't" and a "can" wins; 7.3.16.b and
        # 7.3.28.b are the statuses' own impossibilities (their own points); 7.3.1.e only
        # triggers that "cannot activate"; 7.5.3.a only names the attempt. None governs.
        "impossible.stays_exhausted": _CANT + "'remains exhausted' beats an effect's ready",
        "impossible.cant_gain_counters": _CANT + "'can't gain counters' beats an effect's gain",
        "impossible.passive_cant": _CANT + "'can't be sacrificed/exhausted/…' beats a step",
        "impossible.zone_move_cant": _CANT + "'can't go from [zone] to [zone]' beats a move "
        "(7.3.27 Put, 7.3.31 Resupply … say only what the move does)",
        "impossible.forward_cant": _CANT + "'can't move forward' beats an effect's move "
        "(Defender has its own rule, 7.4.2.b, and its own point)",
        "impossible.backwards_cant": _CANT + "'can't move backward' beats an effect's move",
        # a target a passive says can't be targeted is not suitable: 6.5.b says a target is
        # suitable, 1.4.1.a why this one is not (re-examined, cite8: 2.2.1.h and 7.4.7 Tough
        # say which objects a target may be and what an opponent pays, not a "can't"; 6.5.b
        # stays cited first)
        "target.cant_be_targeted": _CANT + "'can't be targeted' beats the step's 'target'",
        # playing a card or a quick action a passive ability forbids: 5.1 says how a card is
        # played, no rule of it says a passive may forbid the play (2.4.6.c is the exhausted
        # card's own rule, 5.3.e the hundred times, each their own point). Re-examined
        # (cite8): 5.1.2.g governs what follows — the declaration is checked before anything
        # changes and an illegal one is taken back — and is cited beside these refusals
        # (refused.declaration_illegal); what makes it illegal is still the "can't"
        "refused.cant_be_played": "the card's own 'I can't be played [if …]' beats the play",
        "refused.player_cant_play": "an opponent's 'you can't play …' beats the play",
        "refused.play_limit_reached": "a 'can't play more than N …' beats the next play",
        "refused.player_cant_play_into": "a 'can't play … in …' beats the play into it",
        # a cost a passive's "can't" makes impossible (1.4.1.a names "a cost"); 6.4.c then
        # says a cost not payable in full is not paid, cited beside it. Re-examined (cite8):
        # 5.3.d ({T} is paid by exhausting) and 2.4.6.a's Remark (an exhausted object's {T})
        # say how the cost is paid, not that a "can't" stops it; the reason holds
        "refused.quick_cost_impossible": "a 'can't' beats the action its cost does (6.4.c)",
        "turn.cost_cant": "a 'can't' beats the action its cost does (6.4.c beside it)",
    }
)
"""Decision point -> why "can't beats can" (1.4.1.a) decides it, no later rule saying it:
every point citing 1.4.1.a as deciding is listed here (tests/engine/test_section_one_summary).
Where a later rule says the "can't" for its case, the point cites that rule instead: a
trigger that "cannot activate" (7.3.1.e), an option a "can't" keeps out (6.1.g, the option's
own "can't" cited beside it), a card put in play by an effect, which is not played
(7.5.12.a)."""


def said_by(rule: str) -> tuple[str, ...]:
    """The Section 2+ rules that say Section 1's ``rule`` (none for any other rule)."""
    found = SECTION_ONE.get(rule)
    return found.said_by if found is not None else ()


def is_section_one(rule: str) -> bool:
    """Whether ``rule`` is a paragraph of Section 1, the summary (1.1.1.d)."""
    return rule.startswith("1.")


def never_deciding(rule: str) -> bool:
    """Whether ``rule`` is a Section 1 paragraph a later rule always says: cite that one."""
    found = SECTION_ONE.get(rule)
    return found is not None and not found.alone


_SUMMARISED_BY: dict[str, tuple[str, ...]] = {}
for _one, _summary in SECTION_ONE.items():
    for _later in _summary.said_by:
        _SUMMARISED_BY[_later] = (*_SUMMARISED_BY.get(_later, ()), _one)
SUMMARISED_BY: Mapping[str, tuple[str, ...]] = MappingProxyType(_SUMMARISED_BY)
"""Rule of Section 2+ -> the Section 1 paragraphs that summarise it (its "see also")."""


def see_also(rules: Iterable[str]) -> tuple[str, ...]:
    """The Section 1 paragraphs summarising ``rules`` that ``rules`` does not name: what a
    line citing them names beside them as "see also" (never deciding)."""
    cited = tuple(rules)
    found = (one for r in cited for one in SUMMARISED_BY.get(r, ()))
    return tuple(one for one in dict.fromkeys(found) if one not in cited)
