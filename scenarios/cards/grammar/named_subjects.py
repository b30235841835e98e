"""A condition whose subject is what an earlier step of the ability named, said as the
subject the grammar and the engine read (gram72, issue 30) — a house-voice rewrite of the
text before it is parsed (as :mod:`voiced`, whose last step this is; spans are kept on the
rewritten text, and the printed ability keeps its printed text):

* "that card" / "the discarded / revealed / sacrificed / chosen card" / "that Character /
  Permanent / Spell" as a condition's subject, in a sentence after the one step that named
  the card, is "it": the card that step named, wherever it now is (7.2.3.a; a type or
  sub-type is checked regardless of location, 2.2.1.i; "is" checked as the condition is,
  6.5.d) — "Discard a card. If the discarded card is a Spell, …" is "If it's a Spell, …".
  Only when the sentence before has the step that names such a card ("discarded" after
  "Discard", "revealed" after "Reveal" …) and nothing in between;
* "they / that player / that opponent / the opponent" as a condition's subject after a
  step "Target opponent / Your opponent [step]s" is "an opponent": the player the step
  named, the one other player of a two-player game (1.2.1.b) — "Target opponent draws a
  card. If they have no cards in hand, …" is "If an opponent has no cards in hand, …".
  After "Target player" the player may be either, so "that player" is left as printed
  (and refused): precision first;
* "it's a Landmark" / "it was a Landmark" is "it's a Landmark Permanent": a Landmark is a
  Permanent of the zone type Landmark (2.2.3, glossary "Zone type"), as "it's an Expedition
  Permanent" names the other zone type;
* "it has a base statistic of 0" is "it's a Character with a base statistic of 0": only a
  Character has statistics (2.2.11), so the two hold of the same objects;
* "it's Gigantic" (a keyword ability, 7.4, said as an adjective) is "it has [[Gigantic]]";
* "it's ready" is "it's not exhausted": ready is not exhausted (2.4.6.b, glossary "Ready");
* "its Hand Cost is 3 or less" (the cost in digits) is "its Hand Cost is {3} or less", as
  "Hand Cost 3" is "Hand Cost {3}" (2.2.7, 2.2.8).
"""

from __future__ import annotations

import re

from scenarios.cards.grammar import lexicon as lx

_CONDITION_START = r"(?P<lead>(?:^|(?<=\. )|(?<=: ))(?:If|Unless|if|unless) |(?<= )(?:if|unless) )"
"""Where a condition's subject begins: after "If" / "Unless" (6.5.d)."""

_CARD_WORDS = {
    "discarded": ("discard",),
    "revealed": ("reveal",),
    "sacrificed": ("sacrifice",),
    "chosen": ("choose",),
    "drawn": ("draw",),
}
"""A participle naming a card by the step that acted on it, and that step's verbs."""

_NAMED_CARD = re.compile(
    _CONDITION_START + r"(?P<subject>that (?:card|Character|Permanent|Spell)"
    r"|the (?P<done>discarded|revealed|sacrificed|chosen|drawn) "
    r"(?:card|Character|Permanent|Spell))"
    r" (?P<verb>is|was|has|had)\b"
)
"""A condition whose subject names an earlier step's card."""

_NAMED_PLAYER = re.compile(
    _CONDITION_START + r"(?P<subject>they|that player|that opponent|the opponent)"
    r" (?P<verb>have|has|control|controls)\b"
)
"""A condition whose subject is the player an earlier step named."""

_OPPONENT_ACTOR = re.compile(
    r"(?:^|\. |\} |\u2014 |: )(?:Target|Your|target|your) opponent (?!may\b)[a-z]+s\b[^.]*\.\s*$"
)
"""The sentence before: a step whose actor is the opponent ("Target opponent draws a
card.", 6.5.b, 1.2.1.b)."""

_LANDMARK = re.compile(r"\b(it(?:'s| is| was)(?: not)? an?) Landmark(?! Permanent)\b(?!s)")
_COST_DIGITS = re.compile(r"\b(its (?:Hand|Reserve) Cost (?:is|was)) (\d{1,2})\b")
_CONDITION_WORD = r"\b(?:[Ii]f|[Uu]nless|as long as|while) "
"""A condition's first words (6.5.d, 2.3.2.f): the folds of an adjective apply after them
only — "it is Defender." alone is a passive giving the keyword (it_keyword), not a test."""
_KEYWORD_BE = re.compile(
    rf"({_CONDITION_WORD}it)(?:'s| is) (?:\[\[)?([A-Z][a-z]+)(?:\]\])?(?=[,.:]| or\b| and\b)"
)
_READY = re.compile(rf"({_CONDITION_WORD}it(?:'s| is| was)) ready\b(?! to\b)")
_BASE_STATISTIC = re.compile(r"\bit (has|had) (a base statistic of \d{1,2})\b")


def named_subjects(text: str) -> str:
    """``text`` with the subjects of the module docstring said as the grammar reads them."""
    said = text
    if "that " in said or "the " in said:
        said = _NAMED_CARD.sub(_card, said)
    said = _COST_DIGITS.sub(lambda m: f"{m.group(1)} {{{m.group(2)}}}", said)
    said = _LANDMARK.sub(lambda m: f"{m.group(1)} Landmark Permanent", said)
    said = _BASE_STATISTIC.sub(_base_statistic, said)
    said = _READY.sub(lambda m: f"{m.group(1)} not exhausted", said)
    said = _KEYWORD_BE.sub(_keyword_had, said)
    if "they " in said or "that " in said or "the opponent " in said:
        said = _NAMED_PLAYER.sub(_player, said)
    return said


def _base_statistic(m: re.Match[str]) -> str:
    be = "it's" if m.group(1) == "has" else "it was"
    return f"{be} a Character with {m.group(2)}"


def _keyword_had(m: re.Match[str]) -> str:
    """ "it's Gigantic" -> "it has [[Gigantic]]" for a keyword ability (7.4), not a status."""
    if m.group(2).lower() not in lx.KEYWORDS:
        return m.group(0)
    return f"{m.group(1)} has [[{m.group(2)}]]"


def _sentence_before(m: re.Match[str]) -> str:
    """The sentence before the one the condition is in ("" if it is the first): the step
    that names the condition's subject is there."""
    sentences = re.split(r"(?<=\.) ", m.string[: m.start("subject")].rstrip())
    return sentences[-2] if len(sentences) > 1 else ""


_ONE_OBJECT = re.compile(
    r"\b(?:a|an|target|the top) (card|character|permanent|spell)"
    r"(?: or (?:a|an) (?:card|character|permanent|spell))?\b"
)
"""A step's one object ("a card", "target Character", "a Character or a Permanent")."""

_SEVERAL = re.compile(
    r"\b(?:two|three|four|five|up to|any number|each|all|\d+)\b"
    r"|\b(?:cards|characters|permanents|spells)\b"
)
"""Words of a step acting on several objects: "the discarded card" then names no one card."""


def _one_named(words: str, noun: str) -> bool:
    """Whether the sentence before names exactly one object, of ``noun``'s kind ("card" is
    any): else "that Character" / "the discarded card" does not say which (review25: after
    "Exhaust target Character. Draw a card." "that Character" was read as the card drawn;
    after "Discard up to two cards" "the discarded card" as one of them)."""
    named = _ONE_OBJECT.findall(words)
    if len(named) != 1 or _SEVERAL.search(words):
        return False
    return noun == "card" or named[0] == noun


def _card(m: re.Match[str]) -> str:
    words = _sentence_before(m).lower()
    done = m.group("done")
    noun = m.group("subject").rsplit(" ", 1)[-1].lower()
    if not _one_named(words, noun):
        return m.group(0)
    if done is not None and not any(re.search(rf"\b{v}\b", words) for v in _CARD_WORDS[done]):
        return m.group(0)
    said = {"is": "it's", "was": "it was", "has": "it has", "had": "it had"}[m.group("verb")]
    return f"{m.group('lead')}{said}"


def _player(m: re.Match[str]) -> str:
    if not _OPPONENT_ACTOR.search(_sentence_before(m)):
        return m.group(0)
    verb = m.group("verb")
    third = {"have": "has", "has": "has", "control": "controls", "controls": "controls"}[verb]
    return f"{m.group('lead')}an opponent {third}"
