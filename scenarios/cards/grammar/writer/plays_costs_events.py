"""The writer's words for the reader's block "gh" (session 33, semantics/plays_costs_events.py): a
chosen card's cost for a time, "Play it this Afternoon for {1} less" (5.1.2.f, 1.4.1.a;
"for free", 7.3.26.a). The counted "the next two [cards]" is written beside the one-card
wording (writer/cr_vocabulary.py, ``next_played_words``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.several_types_nouns import type_noun

_NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five"}
"""How many next cards a counted Emblem applies to, in the cards' words."""

_PLURAL_VERBS = {"costs": "cost", "gains": "gain", "loses": "lose", "is": "are"}
"""The change's verb for several next cards."""


def counted_words(count: int, desc: str, rest: str, change: str) -> str:
    """ "The next two Characters you play this turn cost {1} less" (5.2.d)."""
    verb, _, said = change.partition(" ")
    return f"The next {_NUMBERS[count]} {desc}s{rest} {_PLURAL_VERBS[verb]} {said}"


def listed_play_words(step: dict[str, Any], object_words: Callable[[dict[str, Any]], str]) -> str:
    """ "You may play it [from your Reserve] this turn for {1} less": the object the step
    names."""
    ongoing = step["ongoing"]
    nxt = ongoing["next_played"]
    what = object_words(step)
    what = what[:1].lower() + what[1:] if what != "I" else "me"
    # the chosen card is "in your Reserve" (3.2.10), as "Choose a card in your Reserve" said
    what = what.replace(" from your Reserve", " in your Reserve")
    where = {"reserve": " from your Reserve", "hand": " from your hand"}.get(
        str(nxt.get("played_from")), ""
    )
    if nxt.get("free"):
        price = "free"
    else:
        n = nxt["cost_change"]
        price = f"{{{abs(n)}}} {'less' if n < 0 else 'more'}"
    # gj: the permission is written as printed, "You may play …" (5.2.a): the "may" is the
    # later play's, not a choice whether to create the Emblem (semantics/play_permissions.py);
    # a card chosen as the step resolves (6.1.g) is said as chosen, then "it"
    if what.startswith(("a ", "an ")):
        return f"Choose {what}. You may play it{where} {ongoing['duration']} for {price}"
    return f"You may play {what}{where} {ongoing['duration']} for {price}"


def joins_your_reserve_words(
    reaction: dict[str, Any], condition: str, describe: Callable[..., str]
) -> str:
    """ "When a [card] is sent to your Reserve [by an opponent's effect] —" (3.2.10; the
    effect's controller, 7.5.5.c)."""
    flt = dict(reaction.get("filter") or {})
    another = bool(flt.pop("another", False))
    types = flt.pop("types", [])
    noun = type_noun(types) if types else ("" if flt.get("subtypes") else "card")
    text = describe(flt, noun, plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    by = " by an opponent's effect" if reaction.get("by_opponent_effect") else ""
    return f"When {det} {text} is sent to your Reserve{by}{condition} \u2014"
