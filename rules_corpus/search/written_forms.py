"""How the rules say an effect is written, found in a card's printed text (issue 32).

Some rules say how the effects they govern are worded on cards: "Some conditional effects are
written “[Do X]; if you did, [do Y]”" (CR 5.0 6.5.f), "They are written “If you don’t,
[effect]”" (6.2.e), "“[Do step] for each [quantity]”" (6.5.i). A card whose text is worded so
invokes that one rule — not its whole section: Boom! ("Sacrifice a Character. If you do,
discard target …") meets 6.5.f, whose answer ("the condition is true if the player started
to do X, even if that event was modified") is what a question about the card asks, though
the question never writes "if you did".

Each quoted template is read from the rules themselves: its bracketed parts are placeholders,
the words outside them must be in the card's text, in order, each run of them together (a past
tense in the template — "if you did" — matches a card's present, "If you do": the rules write
the template of an effect already resolved). A template with fewer than :data:`MIN_WORDS` words
of its own ("If [condition], [do step]": any "if"), or none at all ("Cost: Effect", where every
word is a placeholder), says nothing about which rule a card needs, and is left out; so is a
template that is only the words the rules say another kind of ability is "usually written with"
("You may [do step]", 6.5.c: "you may" is an optional replacing modifier's too, 6.2.d), and the
templates of the first section, an informal summary (1.1.1.d: "If [condition], do [step]").

Found by the rules' words, not by number: a new edition that renumbers keeps them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules_corpus.model import Document
from rules_corpus.search.impossible import PAID_COST, asks_impossible, paid_cost, paid_rule

MIN_WORDS = 2  # a template's own words needed for it to single out its rule
QUOTE, UNQUOTE = "“", "”"  # around a template's name
# "They are written “…”", "written “…” or “…”": every quoted template after "written".
_WRITTEN = re.compile(r"\bwritten\s+((?:(?:,|\bor\b|\s)*[“\"][^”\"]+[”\"])+)")
_QUOTED = re.compile(r"[“\"]([^”\"]+)[”\"]")
_PLACEHOLDER = re.compile(r"\[[^\]]*\]")
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
# The rules write a template's verb as it is once the effect resolved ("if you did"); a card
# writes it as it happens ("If you do").
_TENSE = {"did": "do", "done": "do", "didn't": "don't"}
_MARKER = re.compile(r"\busually written with the words? [“\"]([^”\"]+)[”\"]")
# A Reaction's trigger whose condition (after a comma, 6.3.b) is in the past tense.
PAST_CONDITION = f"{QUOTE}if … was{UNQUOTE}"
_PAST_CONDITION = re.compile(
    r"(?:^|\s)(?:When|Whenever|At|Each time)\b[^—–.]*,\s*if\b[^—–.]*"
    r"\b(?:was|were|had|did|wasn[’']t|weren[’']t)\b[^—–.]*[—–]"
)
_PAST_TENSE_RULE = re.compile(r"\bpast tense\b")
# A card's text that alters a cost ("costs {1} less", "for {1} less, down to a minimum of {1}",
# "costs {1} more"; the cost's symbol may have been taken out already): the rule saying how
# cost alterations combine into the final cost (CR 5.0 5.1.2.f: increases, then decreases,
# then restrictions), found by its wording.
COST_ALTERED = f"{QUOTE}costs … less{UNQUOTE}"
_COST_ALTERED = re.compile(
    r"\b(?:costs?|for)\s+(?:(?:\{?(?:\d+|X)\}?|one|two|three)\s+)?(?:less|more)\b(?!\s+than)",
    re.IGNORECASE,
)
_COST_ALTERED_RULE = re.compile(r"\bcost alterations apply\b")
# A modal effect ("Choose one: • … • …"): the rule saying how its modes are chosen and resolved
# (CR 5.0 6.5.g), found by its wording "called modes" (its template, "Choose [a number X]", has
# one word of its own: too few to single it out by the template alone).
MODAL = f"{QUOTE}Choose … •{UNQUOTE}"
_MODAL = re.compile(r"\bchoose\s+(?:one|two|three|\d+|up to \w+)\s*:\s*[•●]", re.IGNORECASE)
_MODAL_RULE = re.compile(r"\bcalled modes\b")
# A question about a cost: the card's cost alteration is what it turns on only then (a question
# about what else the card does is not about how costs combine).
_COST_ASKED = re.compile(
    r"\bcosts?\b|\bpa(?:y|ys|id|ying)\b|\bcheaper\b|\bless\b|\bfree\b|\bmana\b"
)


def asked_of(name: str, question: str) -> bool:
    """Whether the template named ``name``, found in a named card's text, bears on
    ``question``: a cost alteration only on a question about a cost, a cost
    (:data:`~rules_corpus.search.impossible.PAID_COST`) only on a question whether it can be
    paid with something missing; any other, always."""
    if name == COST_ALTERED:
        return bool(_COST_ASKED.search(question.lower()))
    if name == PAID_COST:
        return asks_impossible(question.lower())
    return True


# CR 5.0 1.1.1.d: the first section is an informal summary; the rules begin with Section 2.
_SUMMARY = ("1",)


@dataclass(frozen=True, slots=True)
class WrittenForm:
    """One template: the rule stating it, and its own words (each run of them together)."""

    rule: str
    runs: tuple[tuple[str, ...], ...]

    @property
    def name(self) -> str:
        """The template's own words, quoted (“if you do”): the wording a card's text is said
        to use — quoted, it is told apart from the terms, whose words are searched
        (:func:`~rules_corpus.search.mentions.rules_words`)."""
        return f"{QUOTE}{' … '.join(' '.join(run) for run in self.runs)}{UNQUOTE}"


def _words(text: str) -> tuple[str, ...]:
    folded = text.lower().replace("’", "'")
    return tuple(_TENSE.get(w, w) for w in _WORD.findall(folded))


def _runs(template: str) -> tuple[tuple[str, ...], ...]:
    """The template's own words, cut at its placeholders (empty runs left out)."""
    return tuple(run for part in _PLACEHOLDER.split(template) if (run := _words(part)))


class WrittenForms:
    """The templates of a document's rules (see the module), worked out once."""

    def __init__(self, document: Document | None) -> None:
        forms: list[WrittenForm] = []
        rules = document.rules if document is not None else ()
        # What the rules say some ability is "usually written with" ("you may": an optional
        # replacing modifier, 6.2.d) is no template of one rule: a card's "You may" is that as
        # often as an optional step (6.5.c).
        markers = {_words(m) for rule in rules for m in _MARKER.findall(rule.text)}
        for rule in rules:
            if rule.id.split(".")[0] in _SUMMARY:
                continue
            for written in _WRITTEN.finditer(rule.text):
                for template in _QUOTED.findall(written.group(1)):
                    if not _PLACEHOLDER.search(template):
                        continue  # "Cost: Effect", "Trigger – Effect": every word a placeholder
                    runs = _runs(template)
                    ambiguous = len(runs) == 1 and runs[0] in markers
                    if sum(len(run) for run in runs) >= MIN_WORDS and not ambiguous:
                        forms.append(WrittenForm(rule.id, runs))
        self.forms: tuple[WrittenForm, ...] = tuple(forms)
        self._rule_of = {form.name: form.rule for form in forms}
        # The rule saying a trigger's condition in the past tense looks at the game state
        # before the event (CR 5.0 6.3.k: "… using the past tense"), found by that wording.
        past = next((r.id for r in rules if _PAST_TENSE_RULE.search(r.text)), None)
        if past is not None:
            self._rule_of[PAST_CONDITION] = past
        altered = next((r.id for r in rules if _COST_ALTERED_RULE.search(r.text)), None)
        if altered is not None:
            self._rule_of[COST_ALTERED] = altered
        modal = next((r.id for r in rules if _MODAL_RULE.search(r.text)), None)
        if modal is not None:
            self._rule_of[MODAL] = modal
        paid = paid_rule(document) if document is not None else None
        if paid is not None:
            self._rule_of[PAID_COST] = paid

    def __call__(self, text: str) -> list[str]:
        """The names of the templates ``text`` (a card's printed text) is worded in, and
        :data:`PAST_CONDITION` when a trigger's condition is in the past tense ("When I'm
        sacrificed, if I was not Fleeting —"), :data:`COST_ALTERED` when it alters a cost,
        :data:`MODAL` when it has modes and
        :data:`~rules_corpus.search.impossible.PAID_COST` when an ability of it has a cost."""
        words = _words(text)
        found = [f.name for f in self.forms if _worded(f.runs, words)]
        if PAST_CONDITION in self._rule_of and _PAST_CONDITION.search(text):
            found.append(PAST_CONDITION)
        if COST_ALTERED in self._rule_of and _COST_ALTERED.search(text):
            found.append(COST_ALTERED)
        if MODAL in self._rule_of and _MODAL.search(text):
            found.append(MODAL)
        if PAID_COST in self._rule_of and paid_cost(text):
            found.append(PAID_COST)
        return list(dict.fromkeys(found))

    def rule(self, name: str) -> str | None:
        """The rule stating the template named ``name`` (None: no template of that name)."""
        return self._rule_of.get(name.replace("’", "'"))


def _worded(runs: tuple[tuple[str, ...], ...], words: tuple[str, ...]) -> bool:
    """Whether each run is in ``words`` (its words together), the runs in order."""
    at = 0
    for run in runs:
        found = next(
            (n for n in range(at, len(words) - len(run) + 1) if words[n : n + len(run)] == run),
            None,
        )
        if found is None:
            return False
        at = found + len(run)
    return True
