"""A question written in French, German, Italian or Spanish keeps its own small words (issue 32,
search44).

A player asks in their own language around the cards' names: "Achilles Robust 1: muss ich
zahlen, wenn alle Ziele Robust haben?", "quando lo gioco le sue abilità si attivano due
volte?". The game's words are read as the rules' terms (:mod:`.translated`), but the speller,
which knows English, took the language's small words for typos of English ones — "ses" became
"uses", "quando" "undo", "ich" "which", "wenn" "went" — and searched words the player never
meant. A question that writes at least two of one language's function words (articles,
pronouns, prepositions, conjunctions, a few of the commonest verbs' forms:
:data:`FUNCTION_WORDS`) is taken as written in that language, and all of that language's
function words it writes are kept from the speller and out of what is searched
(:func:`without_kept`): they mean nothing to the rules' English words nor to the encoder, and
the question read in the rules' words finds what the same question in English finds.
An English question is read as before: a word that is English too ("son", "die", "a")
proves no language.
"""

from __future__ import annotations

import re
from typing import Final


def _words(text: str) -> frozenset[str]:
    """The words of ``text``, split on spaces."""
    return frozenset(text.split())


# Each language's function words (lower case): no rules word, never a card's name.
FUNCTION_WORDS: Final[dict[str, frozenset[str]]] = {
    "fr": _words(
        "l d qu j n s c "
        "a ai alors après as au aussi aux avant avec ce ces cet cette chaque combien comme "
        "dans de des dois doit donc du elle elles en encore est et il ils je joue la le les "
        "leur leurs lui ma mais mes mon même ne nous on ou où par pas peut peux plus pour "
        "quand que quel quelle qui quoi sa sans se ses si son sont sur ta tes ton tous tout "
        "toute tu un une va vont vous y à"
    ),
    "de": _words(
        "aber alle also am an auch auf bei bleibt dann darf das dass dein deine dem den der "
        "des die du ein eine einem einen einer er es für geht haben hat ich ihr ihre im ist "
        "jede jeder jedes kann kein keine kommt mein meine meinem meinen meiner mit muss nach "
        "nicht noch ob oder sein seine seinen sie sind spiele trotzdem und vom von vor wann "
        "was wenn wer werden wie wir wird wo zu zum zur"
    ),
    "it": _words(
        "l dell nell sull dall all "
        "anche ancora che chi come con cosa da dal dalla dei del della delle dello deve devo "
        "di dove e fra gioco già gli ha hai ho i il io la le lei lo lui ma mia mie miei mio "
        "nei nel nella noi non ogni per perché più posso può quando questa questo se si sono "
        "su sua sue sul sulla suo suoi tra tu tua tuo tutte tutti un una uno va vanno viene "
        "voi è"
    ),
    "es": _words(
        "al como con cuando de del donde el ella en es la las los mi mis más no o para pero "
        "por puede puedo que quién se si sigue sin son su sus también tu tus tú un una unas "
        "unos va y yo él"
    ),
}

# The function words above that are English words too (:func:`~.spelling.is_english_word`,
# slang included): they prove no language. Written out, not looked up per question (the
# English word list is long to scan); tests/corpus/test_other_languages.py checks it.
ENGLISH_TOO: Final = _words(
    "all c d dell j l n nell s "
    "a ai al also am an as au ce che chi come como con de del della dem den di die doit "
    "dove du e el ella en encore er es et fra ha hat ho i io la le lei les lo ma mes mi "
    "mia mit mon muss ne no non nous o ob oder on par para pas per plus pour que sans se "
    "seine si sin sind son sue sulla sur ta ton tout tu tutti una va was wo y yo"
)

_WORDS: Final = re.compile(r"[^\W\d_]+")
# Fewer than this many distinct function words of one language prove nothing.
_EVIDENCE: Final = 2


def kept_words(text: str) -> frozenset[str]:
    """The function words (lower case) of each language ``text`` is written in — at least two
    distinct words of that language's — to keep from the speller; empty for an English
    question."""
    words = {w.lower() for w in _WORDS.findall(text)}
    kept: set[str] = set()
    for function_words in FUNCTION_WORDS.values():
        found = words & function_words
        if len(found - ENGLISH_TOO) >= _EVIDENCE:
            kept |= found
    return frozenset(kept)


def without_kept(text: str, kept: frozenset[str]) -> str:
    """``text`` without the words of ``kept`` (:func:`kept_words`, any case), spaces inside
    normalised and a space kept at either end where ``text`` had one (a piece of a question
    between two names stays apart from them)."""
    if not kept:
        return text
    out = _WORDS.sub(lambda m: "" if m.group(0).lower() in kept else m.group(0), text)
    # An elided article's apostrophe left alone ("l'area" → "'area") goes with it.
    out = re.sub(r"(?<!\w)['’](?=\w)", "", out)
    inner = " ".join(out.split())
    before = " " if text[:1].isspace() else ""
    after = " " if text[-1:].isspace() else ""
    return f"{before}{inner}{after}" if inner else before or after
