"""Where a typed card's abilities begin: a judge types a Unique's text as it reads it, often
several abilities on one line ("{J} Draw a card. {H} I gain 1 boost."), where the card
data separates them (two spaces, a line on the card). Read as one ability, the engine runs
none of it: the whole line is "resolve by hand". This module cuts typed text into its
abilities from the card language alone, so each part the engine can run is run.

Each line is an ability (as each part set apart by two spaces), and inside a line a
sentence starts a new ability when it reads as the start of one:

- a trigger icon: ``{J}`` When I enter play, ``{H}`` When I am played from Hand, ``{R}``
  When I am played from Reserve (1.1.6.e–g) — a Reaction written with its trigger's icon;
- a Reaction's trigger, "When …", "Whenever …", "At Noon …", set apart from its effect by
  a dash or a colon (2.2.12.l: "Trigger – Effect"), and after a replacement even a "When …
  this way —" (a modifier only changes an event, 6.2.b–c: a Reaction to what it did is an
  ability of its own);
- a cost and a colon: ``{T} : …``, ``{1}{T}, discard a card: …`` — an activated ability
  (2.2.12.k: "Cost: Effect"); ``{I}`` the support marker (2.2.12.e);
- a list of keyword abilities alone ("Tough 1. Eternal.", "[[Fleeting]].", 7.4), and any
  sentence after such a list (a keyword is a whole ability);
- a passive sentence after a triggered or activated one: a rule that holds while the card
  is in play, not a step of the effect ("{J} Draw a card. I have Defender." — "I have",
  "I can't", "your Characters cost", "[[Boosted]] tokens … are": a statement, 2.2.12.m),
  a replacing or additive modifier ("If you would …", 6.2.b–c), a change to what
  playing the card costs, even worded "you may" ("… to reduce my cost by {2}", 5.1.2.f),
  an ability granted in quotes under a condition ("If I have 5 or more counters, I gain
  "{T} : …"", as 2.2.12.f writes a token's abilities) and a rule for a part of the Day
  ("During Morning, …", "Ignore my abilities during the first Day", as [[Asleep]]'s "During
  Dusk, ignore its statistics"); the passive alone before a Spell's effect is an ability of
  its own too.

A sentence that continues an effect stays with it: "Then …", "If you do …", "It …", a
● mode, "If you don't …" (6.5.e), a reminder in parentheses, and any step ("Draw a card.",
"I gain 1 boost.", "You may discard a card.").
"""

from __future__ import annotations

import re

from scenarios.cards.printed.text import BULLET, split_abilities, without_reminders
from scenarios.cards.vocabulary import KEYWORD_ABILITIES
from scenarios.limits import MAX_ABILITY_CHARS

_TRIGGER_ICON = re.compile(r"^\{[JHR]\}")
"""A trigger icon opening a sentence (upper case: "{r}" inside a sentence names the icon)."""
_COST_COLON = re.compile(r"^(?:\{(?:[TD]|\d+|X)\}[\s,]*)+[^.:]*:")
"""A cost of icons (and words after a comma) then a colon: an activated ability (7.1.2)."""
_SUPPORT = re.compile(r"^\{I\}")
_REACTION = re.compile(
    r"^(?:When|Whenever|At|After|Each time)\b[^.:\u2014\u2013]*?(?:\s[\u2014\u2013-]{1,2}\s|:)"
)
"""A Reaction's trigger condition, set apart from its effect by a dash or a colon."""
_REPLACEMENT = re.compile(r"^If\b[^,.]*\bwould\b", re.I)
"""A replacing or additive modifier (6.2.b–c): "If you would [Resupply], instead …"."""
_STATIC_START = re.compile(r"^As long as\b", re.I)
_PASSIVE = re.compile(
    r"^(?:\[{0,2}[A-Z][\w'\[\]{}]*)(?:\s+[\w'\[\]{}]+){0,8}?\s"
    r"(?:have|has|can't|cannot|can|cost|costs|are|is|am|remain|remains|don't|doesn't)\b"
    r"|^I'm\b",
)
"""A sentence stating what holds (2.2.12.m), not what happens: "I have …", "I can't …",
"Your Characters cost …", "Exhausted Characters in Reserve remain exhausted …", "[[Boosted]]
tokens you control are [Defender]" (a subject may open with a keyword in brackets)."""
_CONDITION = re.compile(r"^If\b[^,]*,\s*")
"""The condition of a conditional passive: "If I'm in {V}, I am [Eternal]"."""
_HAPPENING = re.compile(r"\b(?:this turn|this way|until|target|may)\b", re.I)
"""Words of an effect that happens once: a sentence with them is a step, not a passive."""
_COST_CHANGE = re.compile(
    r"\b(?:for|costs?)\s+\{\d+\}\s+(?:less|more)\b|\b(?:reduce|increase)s?\s+my\s+cost\b",
    re.I,
)
"""A change to what playing a card costs (5.1.2.f): "You may play Spells … for {1}
less", "discard a card … to reduce my cost by {2}" — a static ability that applies while the
card is played, even worded with "may"; "this turn" or "until" make it an effect's step."""
_ONCE = re.compile(r"\b(?:this turn|this way|until|target)\b", re.I)
_GAINS_ABILITY = re.compile(r"^If\b[^,]*,\s*[^,]*?\bgains?\s+\"")
"""An ability granted in quotes under a condition (2.2.12.f writes a token's abilities in
quotes): "If I have 5 or more Scrap counters, I gain "{T} : Draw a card."" — what the object
is while the condition holds, a statement (2.2.12.m), where a counter, a boost or a keyword
gained ("I gain [[Anchored]]") is a step of an effect."""
_PERIOD_RULE = re.compile(r"^During\b|\bignores?\b[^.]*\bduring\b", re.I)
"""A rule for a part of the Day: "During Morning, draw only one card", "Ignore my abilities
during the first Day" (as [[Asleep]]: "During Dusk, ignore its statistics") — it alters the
rules while that period lasts (2.2.12.m)."""

_CONTINUES = re.compile(
    r"^(?:Then|If you do|If you don't|If you do not|Otherwise|It|They|Its|Their|That|"
    r"This way|This action|This ability|Instead|Repeat|Do this|You can only)\b",
    re.I,
)
_KEYWORD_ITEM = re.compile(r"^\[{0,2}([A-Za-z]+)\]{0,2}(?:\s+(?:\d+|X|\{\w+\}))?$")
_ITEM = re.compile(r"[^.,]+")
"""One item of a keyword list ("Tough 1", "Gigantic"): what lies between full stops and commas."""


def sentences(line: str) -> list[str]:
    """``line`` cut after each full stop (or "!" / "?") followed by a space, outside
    parentheses, brackets, braces and quotes; a reminder in parentheses stays with the
    sentence before it, as does a ● mode with the line announcing it."""
    out: list[str] = []
    depth = 0
    quoted = False
    start = 0
    opened = 0  # where the outermost bracket being read opened
    for i, ch in enumerate(line):
        ends = False
        if ch in '"\u201c\u201d':
            quoted = not quoted if ch == '"' else ch == "\u201c"
            # a quoted ability ending with a full stop ends the sentence quoting it
            ends = depth == 0 and not quoted and line[:i].rstrip().endswith((".", "!", "?"))
        elif ch in "([{":
            if depth == 0:
                opened = i
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
            # a reminder after a full stop ends the sentence it explains
            before = line[start:opened].rstrip().rstrip("#")
            ends = ch == ")" and depth == 0 and before.endswith((".", "!", "?"))
        elif ch in ".!?" and depth == 0 and not quoted:
            ends = True
        if not ends:
            continue
        end = i + 1
        while end < len(line) and line[end] == "#":
            end += 1  # a Rare mark closing the sentence belongs to it
        after = line[end:]
        if not after[:1].isspace() or after.lstrip()[:1] in ("", "("):
            continue
        out.append(line[start:end].strip())
        start = end
    rest = line[start:].strip()
    if rest:
        out.append(rest)
    joined: list[str] = []
    for s in out:
        if joined and (s.startswith(BULLET) or s.startswith("(")):
            joined[-1] = f"{joined[-1]} {s}"
        else:
            joined.append(s)
    return joined


def _bare(sentence: str) -> str:
    """The sentence without Rare marks (``#``) or reminder text, for reading its start."""
    # every balanced "(...)" in one pass (the same as removing one layer per pass)
    return " ".join(without_reminders(sentence.replace("#", "")).split())


def is_keyword_list(sentence: str) -> bool:
    """Whether ``sentence`` is only keyword abilities (7.4): "Tough 1.", "[[Fleeting]].",
    "Gigantic, Seasoned."."""
    found = False
    for piece in _ITEM.finditer(_bare(sentence)):  # lazily: the first other item decides
        item = piece.group().strip()
        if not item:
            continue
        m = _KEYWORD_ITEM.match(item)
        if m is None or m.group(1).title() not in KEYWORD_ABILITIES:
            return False
        found = True
    return found


def is_triggered_or_activated(sentence: str) -> bool:
    """Whether ``sentence`` opens a triggered ability, a Reaction or an activated one (a
    "When … this way —" is part of the effect before it: a follow-up, not a Reaction)."""
    text = _bare(sentence)
    if _TRIGGER_ICON.match(text) or _COST_COLON.match(text):
        return True
    return bool(_REACTION.match(text)) and "this way" not in text


def is_passive(sentence: str) -> bool:
    """Whether ``sentence`` states what holds (2.2.12.m), possibly under a condition ("If I'm
    in {V}, I am [Eternal]."), rather than a step that happens once."""
    text = _bare(sentence)
    if _COST_CHANGE.search(text) and not _ONCE.search(text):
        return True
    if _HAPPENING.search(text):
        return False
    if _PERIOD_RULE.search(text):
        return True
    main = _CONDITION.sub("", text)
    main = main[:1].upper() + main[1:]
    return bool(_PASSIVE.match(main) or _GAINS_ABILITY.match(text))


def starts_ability(sentence: str, previous: str) -> bool:
    """Whether ``sentence`` starts a new ability after the ability ``previous`` (its text
    so far): see the module's list."""
    text = _bare(sentence)
    if not text or text.startswith(BULLET) or _CONTINUES.match(text):
        return False
    if is_triggered_or_activated(text) or _SUPPORT.match(text) or is_keyword_list(text):
        return True
    if is_keyword_list(previous):
        return True  # a keyword is a whole ability: what follows is another
    if _REACTION.match(text) and _REPLACEMENT.match(_bare(previous)):
        # a modifier only changes an event (6.2.b–c): a Reaction to what it did ("When you
        # reveal a card this way — …") is an ability of its own
        return True
    if _REPLACEMENT.match(text) or _STATIC_START.match(text):
        return True
    if is_triggered_or_activated(previous):
        return is_passive(text)
    # a passive alone before the effect ("I cost {1} less …. Draw a card.")
    return len(sentences(previous)) == 1 and is_passive(previous)


def typed_abilities(text: str) -> list[str]:
    """The abilities of typed printed text, in order: each line (or part set apart by two
    spaces, :func:`split_abilities`) and, inside it, each sentence that starts a new
    ability (:func:`starts_ability`). Icons are read in braces (``{J}``); words for them
    are turned to braces first (:func:`scenarios.pool.icons.words_as_icons`)."""
    out: list[str] = []
    for line in split_abilities(text):
        current: list[str] = []
        # the ability so far as starts_ability reads it: whole up to the length the engine
        # reads (MAX_ABILITY_CHARS), its start past it — a pasted text of 8,000 sentences of
        # one ability is cut in linear time, not re-read whole at each sentence (issue 34)
        head = ""
        for sentence in sentences(line):
            if current and starts_ability(sentence, head):
                out.append(" ".join(current))
                current = []
            current.append(sentence)
            if len(current) == 1:
                head = sentence[:MAX_ABILITY_CHARS]
            elif len(head) < MAX_ABILITY_CHARS:
                head = f"{head} {sentence}"[:MAX_ABILITY_CHARS]
        if current:
            out.append(" ".join(current))
    return out


__all__ = ["is_keyword_list", "sentences", "starts_ability", "typed_abilities"]
