"""A name a question writes that no known card has (issue 32, search40).

A judge types "what does 'Zephyr Hound' do when it is sacrificed?" and no card by that name is
imported (nor in the library): the question is searched all the same — its other words go to
the ranker, the name is no rules word — but the judge must see that the name was not
recognised, and which known names are nearest (a typo, a card of another set not imported),
rather than read results as if the card had been found. A note, never a recognition: the
nearest names are offered, none is taken for the card. A name is no typo either: its words
(:func:`name_words`) are left as typed by the speller (search41).

What counts as a name (:func:`names_not_found`):

* words quoted ('Zephyr Hound', “Zephyr Hound”), at most :data:`MAX_NAME_WORDS` of them, of
  which one at least is neither a rules word nor plain English ('draw a card' quotes a card's
  text, not a name);
* capitalised words in a row ("when Zephyr Hound attacks"), the rules' and plain words at
  either end left out ("Does Zephyr Hound …" names "Zephyr Hound"), one at least of them no
  rules word — not a single capitalised word opening a sentence ("Basically, …"), nor an
  abbreviation in capitals ("ETB", "MTG");
* not where a card was recognised (a chip says what it is).

The nearest known names are rapidfuzz's (:class:`CardNames`), folded as names are compared
(case and accents ignored), above :data:`NEAREST_SCORE`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from rapidfuzz import fuzz, process

from rules_corpus.search.mentions import CardMention

MAX_NAME_WORDS: Final = 5  # a quotation longer than this is a card's text, not its name
NEAREST: Final = 3  # the nearest known names offered
NEAREST_SCORE: Final = 75.0  # :meth:`CardNames.nearest`'s, 0–100: below it no near name
_REMEMBERED: Final = 256  # names whose nearest are kept
# Words that may stand inside a name between capitalised ones ("Gift of Self", "Lindiwe & Maw").
# Not "and": "Brindle Oracle and Tinker Belle" are two names.
_JOINERS: Final = frozenset({"of", "the", "&", "de", "du", "la", "le"})
_ARTICLES: Final = frozenset({"the", "la", "le", "el", "il", "der", "die", "das"})
# Plain English words a capitalised run may open or close with ("Does", "If", "When", "I").
_PLAIN: Final = frozenset(
    " ".join(
        (
            "a about after all also an and any are as at be before both but by can could did do",
            "does doing during each either every for from had has have he her hers him his how",
            "i if in into is it its just may me might mine must my no nor not now of on once",
            "only or our ours she should so some still such than that the their theirs them then",
            "there these they this those though to too under until us was we were what when",
            "where whether which while who whom whose why will with would yes yet you your yours",
        )
    ).split()
)
_QUOTED: Final = re.compile(
    r"'([^'\n]{2,80})'|\"([^\"\n]{2,80})\"|“([^”\n]{2,80})”|‘([^’\n]{2,80})’"
)
_WORD: Final = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*|&")
# A possessive or a quote's apostrophe at a word's end is no part of the name ("Hound's").
_POSSESSIVE: Final = re.compile(r"['’]s?$")
_SENTENCE_END: Final = re.compile(r"[.!?:;]\s*$|^\s*$")


def fold(text: str) -> str:
    """``text`` as names are compared: lower case, accents and apostrophes removed."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().replace("’", "'").replace("'", "").split())


@dataclass(frozen=True, slots=True)
class NameNotFound:
    """A name the question writes that no known card has: as typed, and the known cards'
    names nearest it (best first; none near: empty). ``imported``: whether any card is
    imported (else only the library's are known)."""

    typed: str
    nearest: tuple[str, ...] = ()
    imported: bool = True

    def notice(self) -> str:
        """What the judge is told, in one sentence."""
        known = "imported or library card" if self.imported else "library card (none imported)"
        said = f"No {known} is called “{self.typed}”"
        if self.nearest:
            said += ": nearest " + ", ".join(self.nearest)
        return said + ". The question is searched without a card."

    def to_json(self) -> dict[str, object]:
        return {"typed": self.typed, "nearest": list(self.nearest), "imported": self.imported}


class CardNames:
    """The names of the cards the app knows (the library's and the imported ones), to say
    which are nearest a name no card has (rapidfuzz over folded names)."""

    def __init__(
        self,
        names: Iterable[str],
        imported: bool = True,
        other_names: Iterable[tuple[str, str]] = (),
    ) -> None:
        """``names``: the cards' names; ``other_names``: (a name in another language, the
        card's name) — near one, the card's name is offered."""
        self.imported = imported
        self._by_folded: dict[str, str] = {}
        for name in names:
            self._by_folded.setdefault(fold(name), name)
        for other, name in other_names:
            self._by_folded.setdefault(fold(other), name)
        self._folded = list(self._by_folded)
        # The nearest names of each name asked (a question is searched at each keystroke).
        self._nearest: dict[str, tuple[str, ...]] = {}

    def __len__(self) -> int:
        return len(self._folded)

    def has(self, typed: str) -> bool:
        """Whether a known card's name is ``typed`` (folded)."""
        return fold(typed) in self._by_folded

    def nearest(self, typed: str) -> tuple[str, ...]:
        """The known names nearest ``typed``, best first (at most :data:`NEAREST`): how near
        is the whole names' edit likeness (``fuzz.ratio``) or all of one's words among the
        other's (``token_set_ratio``: "Zephyr Hound" and the card Hound), the better of the
        two — not rapidfuzz's WRatio, whose partial matching finds "Gel" in "Gloomy Owl"."""
        key = fold(typed)
        known = self._nearest.get(key)
        if known is None:
            # Each scorer over every name in rapidfuzz's own loop (a Python scorer called per
            # name took ~8 ms a name under load), then the better of the two per name.
            best: dict[str, float] = {}
            for scorer in (fuzz.ratio, fuzz.token_set_ratio):
                for match, score, _ in process.extract(
                    key, self._folded, scorer=scorer, limit=NEAREST * 2, score_cutoff=NEAREST_SCORE
                ):
                    best[match] = max(score, best.get(match, 0.0))
            ordered = sorted(best, key=lambda m: (-best[m], m))
            known = tuple(dict.fromkeys(self._by_folded[m] for m in ordered))[:NEAREST]
            if len(self._nearest) > _REMEMBERED:
                self._nearest.clear()
            self._nearest[key] = known
        return known


def names_not_found(
    question: str,
    cards: Sequence[CardMention],
    names: CardNames,
    rules_word: Callable[[str], bool],
    limit: int = 3,
) -> tuple[NameNotFound, ...]:
    """The first ``limit`` names ``question`` writes that no known card has (see the module; a
    pasted list names dozens); ``cards``: the cards recognised in it (their places are no
    unknown names); ``rules_word``: whether the rules use a word."""
    recognised = [(c.start, c.end) for c in cards]
    taken: list[tuple[int, int]] = []
    found: dict[str, NameNotFound] = {}
    for start, end in [*_quoted(question, rules_word), *_capitalised(question, rules_word)]:
        if any(start < t_end and t_start < end for t_start, t_end in taken):
            continue
        # A card recognised in it: a name only when words of it no rules word lie outside the
        # card's ("Zephyr Hound" where the card Hound is recognised; not "Kuwat's" itself).
        outside = "".join(
            " " if any(c_start <= at < c_end for c_start, c_end in recognised) else question[at]
            for at in range(start, end)
        )
        if not any(_named(w, rules_word) for w in _WORD.findall(outside) if w != "&"):
            continue
        typed = question[start:end]
        key = fold(typed)
        if key in found or names.has(typed):
            continue
        taken.append((start, end))
        found[key] = NameNotFound(typed, names.nearest(typed), names.imported)
        if len(found) >= limit:
            break
    return tuple(found.values())


def name_words(names: Iterable[NameNotFound]) -> frozenset[str]:
    """The words of ``names`` in lower case: what the speller leaves as typed (a name no card
    has is a name still, not a typo of a rules word: :class:`~rules_corpus.search.spelling.
    Speller`)."""
    return frozenset(w.lower() for n in names for w in _WORD.findall(n.typed) if w != "&")


def _named(word: str, rules_word: Callable[[str], bool]) -> bool:
    """Whether ``word`` may be part of a name nobody knows: no rules word, no plain word."""
    bare = _POSSESSIVE.sub("", word)
    return bool(bare) and bare.lower() not in _PLAIN and not rules_word(bare)


def _quoted(question: str, rules_word: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The quotations that may be names: short, one word at least no rules or plain word."""
    spans: list[tuple[int, int]] = []
    for match in _QUOTED.finditer(question):
        group = next(g for g in range(1, 5) if match.group(g) is not None)
        words = _WORD.findall(match.group(group))
        if not words or len(words) > MAX_NAME_WORDS:
            continue
        if any(_named(w, rules_word) for w in words if w != "&"):
            start, end = match.span(group)
            inner = question[start:end]
            spans.append(
                (start + len(inner) - len(inner.lstrip()), end - len(inner) + len(inner.rstrip()))
            )
    return spans


def _capitalised(question: str, rules_word: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Runs of capitalised words (joiners inside) with one word no rules or plain word, the
    rules' and plain words at either end left out."""
    spans: list[tuple[int, int]] = []
    run: list[re.Match[str]] = []

    def close() -> None:
        while run and run[-1].group().lower() in _JOINERS:
            run.pop()
        # Plain and rules words at either end are the sentence's, not the name's.
        while run and not _named(run[0].group(), rules_word):
            run.pop(0)
        while run and not _named(run[-1].group(), rules_word):
            run.pop()
        if run and _is_name(question, run):
            spans.append((run[0].start(), _end(run[-1])))
        run.clear()

    for match in _WORD.finditer(question):
        word = match.group()
        between = question[run[-1].end() : match.start()] if run else ""
        # A comma joins only before an article ("Kuwat, the Dissenter"): else it lists names.
        comma = re.fullmatch(r"\s*,\s*", between) is not None and word.lower() in _ARTICLES
        joined = not run or re.fullmatch(r"\s+", between) is not None or comma
        if not joined:
            close()
        if word[:1].isupper() or (run and word.lower() in _JOINERS):
            run.append(match)
        else:
            close()
    close()
    return spans


def _end(match: re.Match[str]) -> int:
    """Where a name's last word ends, a possessive left out."""
    possessive = _POSSESSIVE.search(match.group())
    return match.end() - (len(possessive.group()) if possessive else 0)


def _is_name(question: str, run: Sequence[re.Match[str]]) -> bool:
    """Whether a run of capitalised words is written as a name: not one capitalised word
    opening a sentence, not an abbreviation in capitals ("ETB")."""
    words = [m.group() for m in run if m.group().lower() not in _JOINERS]
    if all(w.isupper() and len(w) <= 5 for w in words):
        return False
    opening = _SENTENCE_END.search(question[: run[0].start()]) is not None
    return not (len(words) == 1 and opening)
