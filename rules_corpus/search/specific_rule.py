"""The lettered rule that holds a question's words, above its section's opening (issue 32).

CR 5.0 files its rules under sections: 6.2 "Modifiers" opens a section whose lettered rules say
what modifiers are (6.2.a, 6.2.b) and how they apply (6.2.g–6.2.m); 7.4.5 "Scout X" opens the
rules of Scout (7.4.5.a–e). A question about a card that invokes a section often reaches the
section itself first: its title is the card's term, and the encoder finds the topic. But the
question usually asks one thing the section says — "tiny jinn boosted and fleeting both say
instead: who chooses which applies first?" is 6.2.h ("… the controller of the step … chooses
which one is applied first"), not 6.2 — and a judge cites the most specific rule that governs.

A section *opens* with what it is about: the section itself (its title), its first rule and
the rule that states what its term is or does (:mod:`~rules_corpus.search.stating_rules`:
7.4.7.c "Tough X means …", 6.2.b "… are called replacing modifiers"). These share every
question's topic, so the encoder and the ranker put them first. So when an opening ranks among
the first places (:attr:`SpecificWeights.depth`), the other rules of its section are looked at:
the one whose own words hold the most of the question's words that neither the opening nor any
other rule of the section holds (its *distinctive* words: IDF-weighted, the question's own
words as written — a synonym, which another rule may hold, tells nothing apart, nor does a
card's name) takes the place just above the opening, when it holds at least
:attr:`SpecificWeights.least` of them, by :attr:`SpecificWeights.margin` more than any other
rule of the section (a question whose words several rules hold asks the section, not one of
them), and when the opening holds no word of the question the rule does not: it *only shares
the topic*. A question whose answer IS the opening ("what
does Tough mean?", "what are modifiers?") has no such words: its words are the opening's own.

The opening stays among the hits (one place lower): the rule a judge reads with it. Built on the
rules' structure (CR 5.0 files a lettered rule under its section), not on any question:
:mod:`~rules_corpus.search.siblings` looks at every family member of every ranked rule and ships
off; this stage looks only from an opening to the rest of its section. Measured on the studied
card sets it lifts the asked rule about as often as it lifts a rule over an opening that answers,
so it ships off too (:data:`WEIGHTS`), the search calling it: one change of weights turns it on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from rules_corpus.model import Document
from rules_corpus.search.ranking import Candidate
from rules_corpus.search.siblings import take_candidate as _take
from rules_corpus.search.stating_rules import StatingRules
from rules_corpus.search.units import SearchUnit


@dataclass(frozen=True, slots=True)
class SpecificWeights:
    """How the stage looks at a ranking (see the module)."""

    depth: int  # how many of the first places are looked at for an opening (0: the stage is off)
    least: float  # the share of the question's words a rule must hold that its opening does not
    margin: float  # how much more of them than any other rule of the section it must hold
    rarity: float = 0.0  # the least IDF of a word that counts (a word most rules use: none)
    asked: bool = False  # only the words the question's asking clause asks about count
    stress: float = 1.0  # (all words counting) how many times a word the clause asks counts


# Measured (search27) on the studied card sets, per question against the start tree 87f9b621
# (benchmarks/search_bench.py's sets; no held-out set read): with depth 5, least 0.1, margin
# 0.05 the stage lifts the asked rule for a few questions (4.4.b over 4.4.a "can I pick the
# order", 7.4.4.h, 6.2.b) but, as often, lifts a rule over an opening that answers (1.4.1.c over
# 1.4.1.a, 7.3.39.b over 7.3.39.a, 7.4.7.e over 7.4.7.c by a narrated "makes"): 3 questions
# better, 6 worse on the first four sets. A word the question narrates ("makes", "they", "can")
# counts as distinctive as much as the word it asks ("forced"). So it ships off (depth 0: the
# ranking is the start tree's), with the measured weights kept for the next measure.
# Measured again (search28) on all 16 studied card sets (741 questions), against the stage off:
# weighing only the words the asking clause asks about (``asked``, question_text.asked_text),
# with a least rarity (IDF 2.5–3.0) or none, or every word with the asked ones counted 3 times
# (``stress``): 2–3 questions better, 6–11 worse with the real sets imported (the asked verb —
# "happen", "join", "applies" — is held by a sibling while the opening answers). Still off.
WEIGHTS: Final = SpecificWeights(depth=0, least=0.1, margin=0.05)


class Openings:
    """Each section's openings (the section, its first rule, its stating rules) and its rules,
    by search-unit key, for one document."""

    def __init__(self, document: Document, slug: str) -> None:
        stating = StatingRules(document)
        rules: dict[str, list[str]] = {}
        for rule in document.rules:
            rules.setdefault(rule.section_id, []).append(rule.id)
        self._section: dict[str, str] = {}
        self._rules: dict[str, tuple[str, ...]] = {}
        for section_id, ids in rules.items():
            section = f"{slug}|section|{section_id}"
            self._rules[section] = tuple(f"{slug}|rule|{i}" for i in ids)
            for opening in (section_id, ids[0], *stating.of((section_id,))):
                kind = "section" if opening == section_id else "rule"
                self._section[f"{slug}|{kind}|{opening}"] = section

    def section(self, key: str) -> str | None:
        """The section ``key`` opens (None: it opens none)."""
        return self._section.get(key)

    def rules(self, section: str) -> tuple[str, ...]:
        """The rules of ``section`` (by key), in number order."""
        return self._rules.get(section, ())


def specific_first(
    ranked: Sequence[tuple[float, Candidate]],
    units: dict[str, SearchUnit],
    openings: Openings,
    alone: Callable[[str, Sequence[str]], float],
    locate: Callable[[str], int | None],
    weights: SpecificWeights = WEIGHTS,
) -> list[tuple[float, Candidate]]:
    """``ranked`` (best first) with, above each opening among the first places, the rule of
    its section that holds the question's distinctive words (see the module).
    ``alone(rule, others)`` is the IDF-weighted share of the question's own words ``rule``
    holds and none of ``others`` does; ``locate`` gives a unit's document number (a rule the
    ranking did not hold joins it)."""
    order = [candidate for _, candidate in ranked]
    n = 0
    while n < min(weights.depth, len(order)):
        opening = order[n].key
        section = openings.section(opening)
        if section is None:
            n += 1
            continue
        rules = [k for k in openings.rules(section) if k != opening]
        chosen = _holding(rules, opening, alone, weights)
        if chosen is not None and chosen not in {c.key for c in order[:n]}:
            moved = _take(order, chosen, order[n], units, locate)
            if moved is not None:
                order.insert(n, moved)
                n += 1  # the opening, one place lower, is looked at no more
        n += 1
    # The scores shown keep their order: each place takes the score of the same place before.
    places = sorted((score for score, _ in ranked), reverse=True)
    while len(places) < len(order):
        places.append(places[-1] if places else 0.0)
    return list(zip(places, order, strict=False))


def _holding(
    rules: list[str],
    opening: str,
    alone: Callable[[str, Sequence[str]], float],
    weights: SpecificWeights,
) -> str | None:
    """The rule of ``rules`` that holds enough of the question's words that neither the opening
    nor any other rule of the section holds, or None: none does, another rule holds nearly as
    much such words of its own (the question asks the section), or the opening holds a word of
    the question the rule does not (the opening answers too)."""
    held = sorted(
        ((alone(key, [opening, *(k for k in rules if k != key)]), key) for key in rules),
        reverse=True,
    )
    if not held or held[0][0] < weights.least:
        return None
    if len(held) > 1 and held[0][0] - held[1][0] < weights.margin:
        return None
    chosen = held[0][1]
    # The opening must share nothing but the topic with the question: a question word it holds
    # and the rule does not says the opening answers too (7.4.1.b "… becomes exhausted" for
    # "when does it become exhausted").
    if alone(opening, [chosen]) > 0.0:
        return None
    return chosen
