"""What "it" names (6.3.i, 6.1.e): whether a step chooses the object a later "it" or
"they" speaks of, and the check that every "it" of an effect names something the trigger
or a step before it names (precision first)."""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]


def _chooses(step: Step) -> bool:
    """Whether ``step`` chooses its object (a target or a choice): "it" after it is that."""
    subject = str(step.get("subject", ""))
    if step.get("action") == "sabotage":  # up to one target card in a Reserve (7.3.35.a)
        return True
    if step.get("action") == "create":  # "Create … in each of your Expeditions. They gain …"
        return True  # the tokens the step made (7.3.5.a), wherever they were put
    if step.get("action") in ("resupply", "exhausted_resupply"):  # the card put
        return True  # "Resupply. If you put a Spell in Reserve this way, [X it]" (7.3.31)
    looked = subject == "cards_in_target_opponents_hand" and step.get("action") == "look"
    if looked or (subject == "cards_in_your_hand" and step.get("action") == "reveal"):
        # ib40: the cards seen by the effect's controller, as the cards a reveal shows
        # ib39: "Target opponent reveals their hand. Choose a Spell from it. They discard
        # it": the cards shown (1.2.7.d) are what the one choice among them chooses from
        then = step.get("then") or ()
        return bool(then) and all(t.get("subject") == "a_card_among_them" for t in then)
    if subject == "top_cards_of_your_deck":  # "Reveal the top card(s) of your deck. [X it]"
        # "Put the top card of your deck in your Reserve. If it's a Plant, …": the one card
        # put, found where it went (2.1.f) — not in a Mana zone, where it is a Mana Orb
        # (3.2.9.c) and "it's a Plant" would ask of the card what the Orb no longer says.
        put_one = step.get("action") == "put" and step.get("amount") == 1
        return step.get("action") in ("reveal", "look") or (
            put_one and step.get("to") in ("reserve", "hand")
        )
    if not subject and step.get("amount", 1) == 1 and step.get("action") in _MOVES_ONE:
        # "Draw a card. If it's a Spell, …", "Resupply. If it's a Character, …": "it" is the
        # one card the step moved (7.3.9.a, 7.3.31.a), as "it" after a choice is (6.1.c)
        return set(step) <= {"action", "amount", "then"}
    if subject in GROUPS_NAMED_AGAIN:  # "[group] gain 1 boost. They …" (them_objects.py)
        return True
    return subject.startswith(("target_", "a_")) and subject not in _PLAYERS


GROUPS_NAMED_AGAIN = frozenset(
    {
        "characters_you_control",
        "objects_in_play",
        "characters_in_target_expedition",
        "characters_of_target_player",
    }
)
"""Groups whose objects a later step names again, said "they" / "them" (never "it": one
object, :func:`.them_objects.check_them`): the engine keeps them as the step's objects."""
_PLAYERS = frozenset({"target_opponent", "target_player"})
_MOVES_ONE = frozenset({"draw", "resupply"})
"""Steps of the player that move one card they do not choose: "it" after them is that card."""


def _no_only_if(effect: list[Step]) -> None:
    if any("_only_if" in s for s in effect):
        raise NotRead("you can only activate this", "only a quick action is activated", "only_if")


def names_it(step: Step) -> bool:
    """Whether ``step`` acts on "it" or its condition speaks of "it" ("If it's a Spell,
    draw a card"): either way it needs what "it" names (6.3.i, 6.5.f)."""
    from scenarios.cards.printed.it_refs import WHOSE_TURN

    words = WHOSE_TURN.sub("", str(step.get("if", ""))).split()  # "it's your turn": no object
    named = step.get("subject") in IT_SUBJECTS  # "in its Expedition", "its owner" too
    named = named or step.get("players_do") in ("its_controller", "its_owner")  # 1.4.7.b
    named = named or bool((step.get("filter") or {}).get("in_its_expedition"))  # "… in it"
    # ic: "with a lower Hand Cost than it / the sacrificed Character" (6.5.b, 2.1.h)
    named = named or str((step.get("filter") or {}).get("stat_than", "")).endswith(":it")
    named = named or str(step.get("per", "")).endswith(" it had")  # "for each … it had"
    named = named or said_of_them(step)  # "If one of them has …": what the step acted on
    return named or bool({"it", "it's", "its"} & set(words))


ONE_OF_THEM = re.compile(r"^(?:one|either|any|both|all|neither|none) of them ")  # gm: both / none
"""A condition on one of the objects the step before acted on (gram85, altered.lark)."""


def said_of_them(step: Step) -> bool:
    """Whether ``step``'s condition is said of one of the objects the step before acted on
    ("If one / either / any of them has an Omen counter", 6.5.b, 6.5.d)."""
    return bool(ONE_OF_THEM.match(str(step.get("if", ""))))


IT_SUBJECTS = frozenset(
    {
        "it",
        "its_owner",
        "its_controller",
        "its_expedition",
        "a_card_among_them",
        "characters_in_it",
        "characters_facing_it",  # hc: in the Expedition facing it (1.2.3.c)
    }
)
"""Subjects that need what "it" names: it, its owner / controller (1.2.6), its Expedition,
one of the cards a step revealed or looked at ("Put one in your hand")."""


def _it_named(effect: list[Step], trigger: str | None, chosen: bool = False) -> None:
    """ "It" names the objects the trigger names (6.3.i) or what the step it follows
    chose ("[X target], then [Y it]"); "it" naming nothing is not read (precision first).
    Steps inside steps (follow-ups, alternatives, results, modes) are checked too."""
    from scenarios.cards.grammar.references import passes_it
    from scenarios.cards.grammar.semantics.facing_expeditions import (
        said_of_the_moved_expedition,
    )
    from scenarios.cards.grammar.semantics.referred_parts import in_the_moved_expedition
    from scenarios.cards.printed.abilities import IT_TRIGGERS

    named = trigger is not None and trigger in IT_TRIGGERS
    for step in effect:
        moved = in_the_moved_expedition(step, trigger)  # "When one of your Expeditions moves"
        # ga: "If it is ahead / facing mine, …" said of the Expedition that moved (7.5.2)
        moved = moved or said_of_the_moved_expedition(step, trigger)
        own = bool(step.get("for_each"))  # gf: "for each [object], [its own]" (6.5.i)
        if step.get("object_if") and named:
            # "When a Character joins … — Target Character gains 1 boost if it's a Plant":
            # "it" the trigger's object (6.3.i) or the step's own (6.5.d)? Left to the judge.
            raise NotRead("if", "what 'it' names in a condition after its step is not read", "it")
        if names_it(step) and not (named or chosen or moved or own):
            raise NotRead("it", "'it' does not refer to anything the trigger or effect names", "it")
        # a player paying passes on what "it" named before it (references.passes_it)
        follows = _chooses(step) or (chosen and passes_it(step))
        # ia42: a step on "it" keeps naming that object — "Target Character gains 2 Spark
        # counters, then [Smelt] it" (its removal from it, then it gains …, 6.5.i)
        follows = follows or (chosen and step.get("subject") == "it")
        # ia43: a step done for each object acting on it ("[Smelt] each token you control"):
        # its follow-ups' "it" is that instance's object (6.5.i, engine/steps/each_object.py)
        follows = follows or (own and step.get("subject") == "it")
        if step.get("keeps_it"):  # what the step before it chose (references.reach_back)
            follows = chosen
        seen = step.get("subject") == "top_cards_of_your_deck" and step.get("amount") != 1
        if seen and step.get("then") and step["then"][0].get("subject") == "it":
            # "Look at the top two cards … Put it …": "it" is one card, and several were seen
            raise NotRead("it", "'it' after several cards seen is not read", "it")
        _it_named(list(step.get("then") or ()), trigger, follows)
        # "otherwise" speaks of this step's "it" too ("If it's a Spell, X. Otherwise, Y it")
        _it_named(list(step.get("otherwise") or ()), trigger, chosen)
        # "You may put it in your Reserve. Otherwise, discard it." (gram57): the step done
        # when the optional one is declined names what that one would have (6.5.c)
        _it_named(list(step.get("if_not_done") or ()), trigger, chosen and bool(step.get("may")))
        for key in ("if_cant", "also"):
            _it_named(list(step.get(key) or ()), trigger)
        if step.get("do"):
            _it_named([step["do"]], trigger)
        for part in step.get("outcomes") or ():
            # a roll around a target chosen before it: "it" in the results is that target
            # (6.5.b, 7.3.33.b)
            _it_named(list(part["effect"]), trigger, follows)
        for part in step.get("modes") or ():
            _it_named(list(part["effect"]), trigger)


_IT_WORD = re.compile(r"\b(?:it|its|it's|itself)\b", re.I)
_PLURAL_WORDS = re.compile(r"\b(they|them|those)\b", re.I)


def as_printed(refused: NotRead, text: str) -> NotRead:
    """``refused`` with the word the card prints where its reason says "'it'": a card saying
    "they", "them" or "those" and no "it" ("Gain 1 boost. They …") is told its own word, not
    one it does not print. Unchanged when the card prints "it" (or none of these words)."""
    if "'it'" not in refused.reason or _IT_WORD.search(text):
        return refused
    words = list(dict.fromkeys(w.lower() for w in _PLURAL_WORDS.findall(text)))
    if not words:
        return refused
    said = " or ".join(f"'{w}'" for w in words)
    part = words[0] if refused.part == "it" else refused.part
    return NotRead(part, refused.reason.replace("'it'", said), refused.rule, refused.at)
