"""A more specific rule beside the one a trace line cites: leads for the specificity bench
(issue 31).

``scenarios/specificity.py`` flags a section cited where a lettered rule of it decides, a
general rule where a keyword's own rule exists, and a rule beside its child. This adds the
question a judge asks of a lettered rule itself: *is there a rule next to it that says this
very moment?* For each rule a line cites, the other lettered rules of the same section
(its siblings, and the lettered children of a section cited as a whole) — each read with
its Remarks and Examples — are compared with the line's words. A sibling is flagged when
the line says at least :data:`HITS` words that the sibling says and the cited rule (with
its own notes) does not, and the engine cites that sibling somewhere (so it could cite it
here). A flag is a lead, not a verdict: two rules of a section may share the moment's
words and the cited one still decide (see the bench's report for the ones read and why).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rules_corpus.corpus import Corpus
from scenarios.cr_audit import DOCUMENT

SIBLING = "sibling"
HITS = 2
"""How many distinctive words a line must share with a sibling rule to flag it."""
RARE = 12
"""A word is distinctive when at most this many rules of CR 5.0 say it."""

_WORD = re.compile(r"[a-z]+")
_STOP_WORDS = """
    about above after again against also among another any anything are aren because been
    before being below between both but cannot can't card cards does doing down during each
    either else even ever every except first from further have having here into itself just
    last later less like made make many more most must next none nor not now once only other
    otherwise over own same several should since some such than that their them then there
    these they this those through under unless until upon very want were what when where
    whether which while will with within without would your yours player players object
    objects effect effects step steps rule rules game ability abilities happen happens
    instead still something thing things time times whose cost costs play played plays
    chosen choose chooses choice choices option options turn turns
"""
_STOP = frozenset(_STOP_WORDS.split())
"""Words too common in the CR and in trace lines to tell one rule from another."""


def words(text: str) -> frozenset[str]:
    """The distinctive words of ``text``: lower-case, four letters or more, not in
    :data:`_STOP`, a plural's final "s" dropped."""
    out: set[str] = set()
    for w in _WORD.findall(text.casefold()):
        if len(w) < 4 or w in _STOP:
            continue
        out.add(w[:-1] if w.endswith("s") and not w.endswith("ss") else w)
    return frozenset(out)


_LISTS = re.compile(
    r"\b(?:there (?:are|is)|contains?) (?:\w+ ){0,2}(?:daily effects|phases|kinds?|steps)\b",
    re.IGNORECASE,
)
"""A section's first rule that lists what the section is made of ("There are three daily
effects during Night: Rest, Clean-up and Check Victory")."""

_BOILERPLATE = re.compile(r";? no Reactions in Limbo|\(\d\.[\d.a-z]*\)")
"""The tail every Reaction check adds, and rule numbers written in the words."""


@dataclass(frozen=True, slots=True)
class Lead:
    """A sibling rule that says the line's moment in words the cited rule does not."""

    cited: str
    sibling: str
    hits: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Siblings:
    """What the lead finder needs of the CR: each rule's distinctive words (its title, text
    and notes), each rule's section, each section's lettered rules, the words of what each
    section is about (its title, and the list its first rule gives), the first rules that
    only list a section's parts, and the rules the engine cites."""

    rule_words: Mapping[str, frozenset[str]]
    section_of: Mapping[str, str]
    rules_of: Mapping[str, tuple[str, ...]]
    context: Mapping[str, frozenset[str]]
    lists: frozenset[str]
    engine: frozenset[str]


def build_siblings(corpus: Corpus, engine: Iterable[str]) -> Siblings:
    """The :class:`Siblings` of CR 5.0 in ``corpus``."""
    document = corpus.document(DOCUMENT)
    every: dict[str, frozenset[str]] = {}
    texts: dict[str, str] = {}
    section_of: dict[str, str] = {}
    for rule in document.rules:
        text = " ".join((rule.title, rule.text, *rule.items, *(n.text for n in rule.notes)))
        every[rule.id] = words(text)
        texts[rule.id] = rule.text
        section_of[rule.id] = rule.section_id
    # A word many rules say (Expedition, Reaction, Limbo) tells none of them apart.
    seen = Counter(w for found in every.values() for w in found)
    rule_words = {r: frozenset(w for w in f if seen[w] <= RARE) for r, f in every.items()}
    rules_of: dict[str, tuple[str, ...]] = {}
    context: dict[str, frozenset[str]] = {}
    lists: set[str] = set()
    for section in document.sections:
        if not section.rule_ids:
            continue
        rules_of[section.id] = tuple(section.rule_ids)
        about = words(" ".join((section.title, *section.intro)))
        first = section.rule_ids[0]
        if _LISTS.search(texts.get(first, "")):
            lists.add(first)
            about |= rule_words.get(first, frozenset())
        for rid in section.rule_ids:
            context[rid] = about
    return Siblings(rule_words, section_of, rules_of, context, frozenset(lists), frozenset(engine))


def sibling_leads(
    rules: Iterable[str], text: str, siblings: Siblings, *, loose: bool = False
) -> list[Lead]:
    """The sibling rules more specific to a line citing ``rules`` and saying ``text`` (card
    names and texts already taken out) than the rule it cites. ``loose``: the words another
    rule the line cites already says count too (more leads, most of them not real)."""
    cited = list(dict.fromkeys(rules))
    said = words(_BOILERPLATE.sub(" ", text))
    if not loose:
        # what any rule the line cites already says is said: a sibling adds only the rest
        said -= frozenset().union(*(siblings.rule_words.get(r, frozenset()) for r in cited))
    out: list[Lead] = []
    for rule in cited:
        if rule in siblings.rules_of:  # a section cited as a whole: its lettered rules
            candidates = siblings.rules_of[rule]
            own = frozenset[str]()
        elif rule in siblings.section_of:
            candidates = siblings.rules_of.get(siblings.section_of[rule], ())
            own = siblings.rule_words[rule]
        else:
            continue
        for other in candidates:
            if other == rule or other in cited or other not in siblings.engine:
                continue
            if other in siblings.lists:  # a list of the parts is never more specific
                continue
            context = siblings.context.get(other, frozenset())
            hits = (said & siblings.rule_words[other]) - own - context
            if len(hits) >= HITS:
                out.append(Lead(rule, other, tuple(sorted(hits))))
    return out
