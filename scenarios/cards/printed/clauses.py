"""Clauses of card text -> one step of the card language each (6.1.c).

A clause is matched whole against the patterns of :data:`CLAUSES` — a keyword action of CR
7.3 with its subject (an object, Expedition or player phrase, :mod:`.phrases`), amount,
status, counter, token or destination. A clause no pattern reads raises
:class:`NotUnderstood` naming it, so the ability is left to the judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.sacrifice_places import SACRIFICE_OUTSIDE_PLAY, sacrifices_outside_play
from scenarios.cards.zone_unsaid import zone_unsaid

Step = dict[str, Any]


class NotUnderstood(Exception):
    """A clause the grammar cannot read; ``clause`` is the clause as normalised text."""

    def __init__(self, clause: str, why: str = "") -> None:
        super().__init__(why or f"'{readable(clause)}' is not understood yet")
        self.clause = clause


def readable(clause: str) -> str:
    """A lower-cased clause made readable again: "I"/"I'm", icons in capitals."""
    text = re.sub(r"\bi\b", "I", clause)
    text = re.sub(r"\bi'm\b", "I'm", text)
    return re.sub(r"\{([a-z])\}", lambda m: "{" + m.group(1).upper() + "}", text)


def number_word(word: str, clause: str) -> int:
    """A number written in a clause ("two", "{3}"); :class:`NotUnderstood` otherwise."""
    n = ph.number(word)
    if n is None:
        raise NotUnderstood(clause)
    return n


def _obj(text: str, clause: str, **kw: bool) -> dict[str, Any]:
    o = ph.object_phrase(text, **kw)
    if o is None:
        raise NotUnderstood(clause, f"'{text}' is not an object the reader understands yet")
    return o.step_fields()


def zone_not_named(verb: str, text: str, clause: str, one: str = "") -> None:
    """ "Discard a card", "discard two Spells" (``one``: its singular, "a Spell"): a card
    or Spell phrase that would be read with "from your hand" but names no zone. A card is
    discarded from its current zone (7.3.7.a) and no rule of CR 5.0 makes the Hand the
    default, so it is left to the judge, saying why. Does nothing for any other phrase — "a
    Character" or "a Permanent" is one in play (2.2.1.h), not a card in some zone."""
    one = one or text
    if one.split()[-1] not in ("card", "spell"):
        return
    if ph.object_phrase(one) is None and ph.object_phrase(f"{one} from your hand") is not None:
        raise NotUnderstood(clause, zone_unsaid(f"{verb} {text}"))


def _status(word: str, clause: str) -> str:
    s = ph.status(word)
    if s is None:
        raise NotUnderstood(clause)
    return s


def _player_or_none(text: str | None, clause: str) -> dict[str, Any]:
    if not text:
        return {}
    p = ph.player(text)
    if p is None:
        raise NotUnderstood(clause)
    return {"subject": p}


Builder = Callable[[re.Match[str], str], Step]
CLAUSES: list[tuple[re.Pattern[str], Builder]] = []
"""Clause patterns, tried in order; each matches a whole clause (lower-case)."""


def clause(pattern: str) -> Callable[[Builder], Builder]:
    """Register a clause pattern (matched whole, lower-case)."""

    def register(fn: Builder) -> Builder:
        CLAUSES.append((re.compile(f"(?:{pattern})$"), fn))  # the whole clause, always
        return fn

    return register


_WHO = (
    r"(?:(?P<who>you|each player|target opponent|your opponent|each opponent|its owner"
    r"|its controller) )?"
)


# ------------------------------------------------------------ player actions (7.3)
@clause(_WHO + r"(?:draw|draws) (?P<n>\w+) cards?")
def _draw(m: re.Match[str], c: str) -> Step:
    return {"action": "draw", "amount": number_word(m["n"], c), **_player_or_none(m["who"], c)}


@clause(r"target an opponent, they (?:draw|draws) (?P<n>\w+) cards?")
def _target_opponent_draws(m: re.Match[str], c: str) -> Step:
    # 1.2.6.c: a player can be a target; "they" is that player, who draws (7.3.9.a).
    return {"action": "draw", "amount": number_word(m["n"], c), "subject": "target_opponent"}


@clause(_WHO + r"(?:resupply|resupplies)")
def _resupply(m: re.Match[str], c: str) -> Step:
    return {"action": "resupply", **_player_or_none(m["who"], c)}


@clause(_WHO + r"(?:exhausted resupply|exhausted resupplies)")
def _exhausted_resupply(m: re.Match[str], c: str) -> Step:
    return {"action": "exhausted_resupply", **_player_or_none(m["who"], c)}


@clause(r"sabotage")
def _sabotage(m: re.Match[str], c: str) -> Step:
    return {"action": "sabotage"}  # 7.3.35.a: up to one target card in a Reserve


@clause(r"after you")
def _after_you(m: re.Match[str], c: str) -> Step:
    return {"action": "after_you"}


# ------------------------------------------------------------ object actions
_MAX = r", up to a max of (?P<max>\d+)(?: boosts?)?"


_PER = r" (?:per|for each) (?P<per>.+)"


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) boosts?" + _PER)
def _boost_per(m: re.Match[str], c: str) -> Step:
    return {
        "action": "give_boost",
        "amount": number_word(m["n"], c),
        "per": m["per"],
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) (?P<counter>[a-z]+) counters?" + _PER)
def _counters_per(m: re.Match[str], c: str) -> Step:
    return {
        "action": "gain_counters",
        "amount": number_word(m["n"], c),
        "counter": m["counter"].capitalize(),
        "per": m["per"],
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) boosts?" + _MAX)
def _boost_max(m: re.Match[str], c: str) -> Step:
    return {
        "action": "give_boost",
        "amount": number_word(m["n"], c),
        "max_total": int(m["max"]),
        **_obj(m["obj"], c),
    }


@clause(r"give (?P<obj>.+?) (?P<n>\w+) boosts?")
def _give_boost(m: re.Match[str], c: str) -> Step:
    return {"action": "give_boost", "amount": number_word(m["n"], c), **_obj(m["obj"], c)}


@clause(r"give (?P<n>\w+) boosts? to (?P<obj>.+)")
def _give_boost_to(m: re.Match[str], c: str) -> Step:
    # 7.3.17.a: giving N boosts to a Character is that Character gaining N boosts.
    return {"action": "give_boost", "amount": number_word(m["n"], c), **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) (?P<counter>[a-z]+) counters?" + _MAX)
def _counters_max(m: re.Match[str], c: str) -> Step:
    return {
        "action": "gain_counters",
        "amount": number_word(m["n"], c),
        "counter": m["counter"].capitalize(),
        "max_total": int(m["max"]),
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) (?:gains?|get|gets) (?P<n>\w+) boosts?")
def _boost(m: re.Match[str], c: str) -> Step:
    return {"action": "give_boost", "amount": number_word(m["n"], c), **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) gains? (?P<n>\w+) (?P<counter>[a-z]+) counters?")
def _counters(m: re.Match[str], c: str) -> Step:
    return {
        "action": "gain_counters",
        "amount": number_word(m["n"], c),
        "counter": m["counter"].capitalize(),
        **_obj(m["obj"], c),
    }


@clause(r"(?P<obj>.+?) (?P<verb>gains?|loses?) (?P<status>anchored|asleep|fleeting|exhausted)")
def _gain_status(m: re.Match[str], c: str) -> Step:
    action = "gain_status" if m["verb"].startswith("gain") else "lose_status"
    return {"action": action, "status": _status(m["status"], c), **_obj(m["obj"], c)}


@clause(r"(?P<obj>.+?) (?:switch|switches) expeditions")
def _switch(m: re.Match[str], c: str) -> Step:
    return {"action": "switch_expeditions", **_obj(m["obj"], c)}


@clause(r"spend (?P<n>\w+) of my (?:(?P<counter>[a-z]+) counters?|boosts?)")
def _spend(m: re.Match[str], c: str) -> Step:
    # 7.3.38.a; boosts are counters (2.5.1.a).
    counter = m["counter"].capitalize() if m["counter"] else "boost"
    return {"action": "spend_counters", "amount": number_word(m["n"], c), "counter": counter}


@clause(
    r"spend (?P<n>\w+) counters? from a card "
    r"(?P<where>you control or in your reserve|in your reserve or landmarks)"
)
def _spend_from_a_card(m: re.Match[str], c: str) -> Step:
    # 7.3.38.a: the player chooses the card (6.1.g) and which of its counters, by name.
    subject = (
        "a_card_you_control_or_in_your_reserve"
        if m["where"].startswith("you control")
        else "a_card_in_your_reserve_or_landmarks"
    )
    return {
        "action": "spend_counters",
        "amount": number_word(m["n"], c),
        "counter": "any",
        "subject": subject,
    }


_EITHER = re.compile(r"^(?P<a>(?:gain|lose) [^,]+?) or (?P<b>(?:gain|lose) [^,]+)$")


@clause(r"have (?P<obj>.+?) (?P<rest>(?:gain|lose|switch) .+)")
def _have_do(m: re.Match[str], c: str) -> Step:
    # 7.3.18.a: having an object do something is the object doing it.
    either = _EITHER.match(m["rest"])
    if either is not None:
        # "have target Character gain 1 boost or lose Fleeting": the controller chooses which
        # (6.5.g: one mode), the object chosen in the mode's step (6.5.b).
        modes = [
            {"text": _mode_text(verb), "effect": [_have_do_one(m["obj"], verb)]}
            for verb in (either["a"], either["b"])
        ]
        return {"action": "choose", "modes": modes}
    return _have_do_one(m["obj"], m["rest"])


def _have_do_one(obj: str, verb: str) -> Step:
    return {"action": "have_do", "do": read_clause(f"{obj} {verb}")}


def _mode_text(verb: str) -> str:
    """ "lose fleeting" -> "Lose Fleeting": a mode as the judge reads it."""
    words = [ph.STATUS_WORDS.get(w, w) for w in verb.split()]
    return " ".join(words)[:1].upper() + " ".join(words)[1:]


@clause(r"(?:immediately )?play a (?P<what>character|card) for \{(?P<n>\d+)\} less")
def _play_for_less(m: re.Match[str], c: str) -> Step:
    # 5.2.b: played immediately, as part of the effect; 5.1.2.f: for N less.
    subject = (
        "a_character_from_hand_or_reserve"
        if m["what"] == "character"
        else ("a_card_from_hand_or_reserve")
    )
    return {"action": "play", "subject": subject, "cost_change": -int(m["n"])}


@clause(r"exchange (?P<obj>.+?) with (?P<other>.+)")
def _exchange(m: re.Match[str], c: str) -> Step:
    # 7.3.12.a: the second object is chosen after the first.
    other = ph.object_phrase(m["other"])
    if other is None or other.filter:
        raise NotUnderstood(c, f"'{m['other']}' is not an object the reader understands yet")
    return {"action": "exchange", **_obj(m["obj"], c), "with": other.subject}


@clause(r"sacrifice (?P<obj>.+)")
def _sacrifice(m: re.Match[str], c: str) -> Step:
    # 7.3.36.a: one sacrifices an object one controls — "a Character" is one of yours.
    step: Step = {"action": "sacrifice", **_obj(m["obj"], c, choice_controlled=True)}
    if sacrifices_outside_play(step):  # gu: never a card in a Reserve / Discard pile
        raise NotUnderstood(c, SACRIFICE_OUTSIDE_PLAY)
    return step


@clause(r"each player sacrifices a character")
def _each_sacrifices(m: re.Match[str], c: str) -> Step:
    # 6.1.h: each player, in initiative order, chooses a Character they control and
    # sacrifices it (7.3.36.a: one sacrifices an object one controls).
    return {"action": "sacrifice", "subject": "a_character_each_player_controls"}


@clause(r"send (?P<obj>.+?) to reserve|send to reserve (?P<obj2>.+)")
def _send(m: re.Match[str], c: str) -> Step:
    return {"action": "send", "to": "reserve", **_obj(m["obj"] or m["obj2"], c)}


@clause(r"put (?P<obj>.+?) in (?P<whose>your |its owner's |their owner's |my owner's )?reserve")
def _put_reserve(m: re.Match[str], c: str) -> Step:
    return {"action": "put", "to": "reserve", **_named_owner(m), **_obj(m["obj"], c)}


def _named_owner(m: re.Match[str]) -> dict[str, bool]:
    """``to_owner`` when the words name the owner's zone ("its owner's"): whose zone it is
    goes by ownership (1.1.3.d), no move is redirected (1.4.3.a)."""
    return {"to_owner": True} if "owner" in (m["whose"] or "") else {}


_TOP_OF_DECK = re.compile(r"the top (?:card|(?P<n>\w+) cards) of your deck")


@clause(
    r"put (?P<obj>.+?) in (?P<whose>your|its owner's|their owner's|my owner's) mana zone"
    r"(?: as (?:an )?exhausted mana orbs?)?"
)
def _put_mana(m: re.Match[str], c: str) -> Step:
    # 7.3.27.a put; 3.2.9.b: a card put in the Mana zone enters it face-down and exhausted
    # (a personal zone is always the owner's, 3.1.2.c). "As a ready Mana Orb" is not read.
    top = _TOP_OF_DECK.fullmatch(m["obj"])
    if top is not None:
        amount = number_word(top["n"], c) if top["n"] else 1
        return {
            "action": "put",
            "to": "mana",
            "subject": "top_cards_of_your_deck",
            "amount": amount,
        }
    return {"action": "put", "to": "mana", **_named_owner(m), **_obj(m["obj"], c)}


@clause(
    r"each player puts the top (?:card|(?P<n>\w+) cards) of their deck in their mana zone"
    r"(?: as (?:an )?exhausted mana orbs?)?"
)
def _each_put_mana(m: re.Match[str], c: str) -> Step:
    # 7.3.27.a; each card to its owner's Mana zone (3.1.2.c), exhausted (3.2.9.b).
    amount = number_word(m["n"], c) if m["n"] else 1
    return {
        "action": "put",
        "to": "mana",
        "subject": "top_cards_of_each_players_deck",
        "amount": amount,
    }


@clause(r"discard (?P<obj>.+)")
def _discard(m: re.Match[str], c: str) -> Step:
    zone_not_named("discard", m["obj"], c)
    return {"action": "discard", **_obj(m["obj"], c)}


@clause(r"return (?P<obj>.+?) to (?P<whose>its owner's|their owner's|your) hand")
def _return_hand(m: re.Match[str], c: str) -> Step:
    return {"action": "return", "to": "hand", **_named_owner(m), **_obj(m["obj"], c)}


@clause(r"exhaust (?P<obj>.+)")
def _exhaust(m: re.Match[str], c: str) -> Step:
    return {"action": "exhaust", **_obj(m["obj"], c)}


@clause(r"ready (?P<n>\w+) mana orbs?")
def _ready_mana(m: re.Match[str], c: str) -> Step:
    # 7.3.28.a ready; the player chooses which of their Mana Orbs (6.1.g, 3.2.9.c).
    return {"action": "ready", "subject": "mana_orbs_you_choose", "amount": number_word(m["n"], c)}


@clause(r"ready (?P<obj>.+)")
def _ready(m: re.Match[str], c: str) -> Step:
    return {"action": "ready", **_obj(m["obj"], c)}


@clause(r"augment (?P<obj>.+)")
def _augment(m: re.Match[str], c: str) -> Step:
    return {"action": "augment", **_obj(m["obj"], c)}


@clause(r"activate the \{j\} abilities of (?P<obj>.+)")
def _activate(m: re.Match[str], c: str) -> Step:
    return {"action": "activate", "trigger": "enters_play", **_obj(m["obj"], c)}


# ------------------------------------------------------------ Expeditions (7.3.25, 7.3.24)
@clause(r"(?P<exp>.+?) (?:moves?|move) (?P<dir>forward|backwards) one region")
def _move_expedition(m: re.Match[str], c: str) -> Step:
    subject = ph.expedition(m["exp"])
    if subject is None:
        raise NotUnderstood(c)
    action = "move_forward" if m["dir"] == "forward" else "move_backwards"
    return {"action": action, "subject": subject}


_TOKEN = (
    r"create (?P<n>an?|one|two|three|four|five|six|\d+) "
    r"\[(?P<name>[^\]]+?) (?P<stats>\d+/\d+/\d+)\]"
    r"(?: (?P<subtypes>[a-z ]+?))? tokens? in (?P<exp>.+)"
)


@clause(_TOKEN)
def _create(m: re.Match[str], c: str) -> Step:
    where, _, per = m["exp"].partition(" per ")  # "... in my Expedition per Bureaucrat you control"
    if per:
        step = _create_in(m, c, where)
        if step["amount"] != 1:
            raise NotUnderstood(c, "several tokens per counted object are not understood yet")
        return {**step, "per": per}  # 6.5.i: one token for each, counted as the step happens
    return _create_in(m, c, m["exp"])


def _create_in(m: re.Match[str], c: str, exp: str) -> Step:
    subject = ph.expedition(exp)
    if subject is None:
        raise NotUnderstood(c, f"creating a token in '{exp}' is not understood yet")
    subtypes = []
    for word in (m["subtypes"] or "").split():
        if word not in ph.SUBTYPE_WORDS:
            raise NotUnderstood(c, f"'{word}' is not a Character sub-type (2.2.2.d)")
        subtypes.append(ph.SUBTYPE_WORDS[word])
    name = " ".join(w.capitalize() if w.islower() else w for w in m["name"].split())
    template = f"{name} {m['stats']}" + (f" {' '.join(subtypes)}" if subtypes else "")
    step: Step = {
        "action": "create",
        "token": template,
        "amount": number_word(m["n"], c),
        "subject": subject,
    }
    # Its token card, when imported, gives it its keywords and abilities (2.1.e, 2.2.12.f).
    from scenarios.cards.printed.token_names import (
        printed_token_card,
        token_card_parts,
        unread_blocks,
    )

    token = printed_token_card(name, m["stats"])
    if unread_blocks(token):
        raise NotUnderstood(c, unread_blocks(token))
    return {**step, **(token_card_parts(token) if token is not None else {})}


# ------------------------------------------------------------ next card played (5.2.d)
_NEXT = r"the next (?P<type>card|character|permanent|spell) you play this (?P<dur>turn|afternoon)"


def _ongoing(m: re.Match[str], next_played: dict[str, Any]) -> Step:
    card_type = m["type"] if m["type"] == "card" else m["type"].capitalize()
    duration = "this turn" if m["dur"] == "turn" else "this Afternoon"
    return {
        "action": "ongoing",
        "ongoing": {"duration": duration, "next_played": {"card_type": card_type, **next_played}},
    }


@clause(_NEXT + r" costs \{(?P<n>\d+)\} less")
def _next_cost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, {"cost_change": -int(m["n"])})


@clause(r"reduce the cost of " + _NEXT + r" by \{(?P<n>\d+)\}")
def _next_cost_reduced(m: re.Match[str], c: str) -> Step:
    # The same as "the next ... costs {N} less" (5.1.2.f).
    return _ongoing(m, {"cost_change": -int(m["n"])})


@clause(_NEXT + r" gains (?P<n>\w+) boosts?")
def _next_boost(m: re.Match[str], c: str) -> Step:
    return _ongoing(m, {"boosts": number_word(m["n"], c)})


@clause(_NEXT + r" (?P<verb>gains|loses) (?P<status>anchored|asleep|fleeting)")
def _next_status(m: re.Match[str], c: str) -> Step:
    key = "gain_status" if m["verb"] == "gains" else "lose_status"
    return _ongoing(m, {key: _status(m["status"], c)})


# ------------------------------------------------------------ sentences
_RANDOM = re.compile(r"\b(?:at random|a random|random(?:ly)?)\b")
"""A random choice a step specifies (6.5.j): "discards a card from their hand at random",
"a random card from your Reserve"."""


def random_not_read(clause: str) -> None:
    """Refuse a clause whose choice is made at random, naming those words and the rule:
    who chooses and how is what the reader does not read (6.5.j) — never another part of
    the clause it does read ("from their hand" names the zone). Nothing for other clauses."""
    m = _RANDOM.search(clause)
    if m is None:
        return
    raise NotUnderstood(
        clause,
        f"'{m.group(0)}' in '{readable(clause)}' is read by hand: the choice is made at "
        "random, every outcome equally likely and no player influencing it (6.5.j); the "
        "judge makes it",
    )


def read_clause(text: str) -> Step:
    """One clause -> one step."""
    c = " ".join(text.strip().rstrip(".").split()).lower()
    random_not_read(c)
    last: NotUnderstood | None = None
    for pattern, build in CLAUSES:
        m = pattern.match(c)
        if m is None:
            continue
        try:
            return build(m, c)
        except NotUnderstood as exc:
            last = exc
    raise last or NotUnderstood(c)


def pattern_of(clause_text: str) -> str:
    """A clause as a pattern for counting what does not compile: numbers as N."""
    return re.sub(r"\d+", "N", " ".join(clause_text.lower().split()))
